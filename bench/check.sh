#!/usr/bin/env bash
# Checking against solving (BENCHMARKS.md "Checking costs less than solving"): for each case, in
# one run, the whole `sureline solve` that makes the certificate, then `sureline-check` on it with
# its claim (the walk on descriptions), then the same with `--concrete` (the walk on boards, the
# former kernel's cost, as the baseline; player certificates within the standard limits only).
# Each command runs once under /usr/bin/time -v: wall seconds and peak RSS. For a player
# certificate it also shows the positions the walk numbers: the certificate verifies when the
# position limit is its reachable states (the manifest's count) and not one fewer.
#   bench/check.sh              the cases up to 10 columns (about 6 minutes)
#   bench/check.sh twelve       also capped(12, 6) and the 12x5 check (about 30 minutes, 17 GiB)
#   bench/check.sh archive      every certificate of certificates/CLAIMS and twelve/CLAIMS checked
#                               with its claim, beside the solve time its manifest records (no
#                               solve; about 6 minutes, 2 GiB)
# Check `uptime` first: timings taken beside other jobs are noisy; ratios hold better.
set -u
cd "$(dirname "$0")/.."
cargo build --release --locked -q -p sureline -p sureline-checker || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh

# case NAME "SOLVE OPTIONS" "CLAIM OPTIONS" [player|adversary]
case_() {
  local name=$1 solve=$2 claim=$3 kind=$4 cert="$work/$1.cert"
  # shellcheck disable=SC2086 # the options are words
  local s c k="-" ratio positions=""
  s=$(timed "$BIN/sureline" solve $solve --quiet -o "$cert")
  # shellcheck disable=SC2086
  c=$(timed "$BIN/sureline-check" $claim "$cert")
  if [ "$kind" = player ]; then
    # shellcheck disable=SC2086
    k=$(timed "$BIN/sureline-check" --concrete $claim "$cert")
    local states nodes
    states=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["reachable_states"])' "$cert.json")
    nodes=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["nodes"])' "$cert.json")
    # shellcheck disable=SC2086
    at=$(SURELINE_TEST_LIMITS=$((1 << 31)),$((1 << 27)),$states "$BIN/sureline-check" --limits large --quiet $claim "$cert" | cut -c1-10)
    # shellcheck disable=SC2086
    below=$(SURELINE_TEST_LIMITS=$((1 << 31)),$((1 << 27)),$((states - 1)) "$BIN/sureline-check" --limits large --quiet $claim "$cert")
    positions="nodes $nodes, positions $states ($(python3 -c "print(f'{$states/$nodes:.2f}')")x): $at at $states, ${below#s NOT VERIFIED } at $((states - 1))"
  else
    positions="states $(grep -m1 '^states ' "$cert" | cut -d' ' -f2)"
  fi
  ratio=$(python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.3f}')" "${c%% *}" "${s%% *}")
  echo "$name | $s | $c | $k | $ratio | $positions"
  rm -f "$cert" "$cert.json"
}

all() {
  echo "# case | solve wall, rss | check wall, rss | check --concrete wall, rss | check/solve | nodes or states, positions"
  case_ 10x6-optimal "--width 10 --rows 6 --optimal" "--game capped --width 10 --rows 6 --max-pieces 12" player
  case_ 10x6-existence "--width 10 --rows 6" "--game capped --width 10 --rows 6 --max-pieces 19" player
  case_ 10x6-no-win-within-11 "--width 10 --rows 6 --no-win-within 11" "--game capped --width 10 --rows 6 --within 11" adversary
  case_ 10x5-adversary "--width 10 --rows 5" "--game capped --width 10 --rows 5 --forever" adversary
  case_ 10x7-well "--width 10 --height 7" "--game well --width 10 --height 7 --max-pieces 16" player
  case_ 10x6-well-adversary "--width 10 --height 6" "--game well --width 10 --height 6 --forever" adversary
}

twelve() {
  case_ 12x6-existence "--width 12 --rows 6 --memory 22G --limits large" "--game capped --width 12 --rows 6 --max-pieces 24" player
  local cert="$work/12x5.cert"
  xz -dc certificates/twelve/12x5-adversary.cert.xz > "$cert"
  echo "12x5-adversary (archived; solve: 20 min, 9.3 GiB in its manifest) | - | $(timed "$BIN/sureline-check" --limits large --game capped --width 12 --rows 5 --forever "$cert") | - | - | states 25158889"
  rm -f "$cert"
}

# archive: each CLAIMS line's check, timed, against the wall seconds of the solve that made the
# certificate (its manifest's `wall_seconds`; a lower bound made by `--optimal` shares its run).
archive() {
  echo "# archived certificate | solve wall (manifest) | check wall, rss | check/solve | states or nodes"
  local claims dir name options file c solve count
  for claims in certificates/CLAIMS certificates/twelve/CLAIMS; do
    dir=$(dirname "$claims")
    while read -r name options; do
      case "$name" in ''|'#'*) continue ;; esac
      file="$dir/$name"
      if [ ! -e "$file" ]; then file="$work/$name"; xz -dc "$dir/$name.xz" > "$file"; fi
      # shellcheck disable=SC2086 # the options are words
      c=$(timed "$BIN/sureline-check" $options "$file")
      read -r solve count < <(python3 -c 'import json,sys
m = json.load(open(sys.argv[1]))
print(m["wall_seconds"], m.get("states") or m.get("nodes"))' "$dir/$name.json")
      echo "$name | $solve s | $c | $(python3 -c "print(f'{${c%% *} / $solve:.3f}')") | $count"
      [ "$file" = "$dir/$name" ] || rm -f "$file"
    done < "$claims"
  done
}

case "${1:-}" in
  archive) archive ;;
  twelve) all; twelve ;;
  *) all ;;
esac
