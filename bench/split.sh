#!/usr/bin/env bash
# Splitting against solving in one process (BENCHMARKS.md "Splitting a solve"): for each case,
# in one run, the single-process `sureline solve` (one thread), then the same problem split at
# depth one (`sureline split new`) with its rounds run one part at a time (`sureline split
# part`, one thread, the same --memory), then `sureline split join`; then `sureline-check` on the
# single certificate and on the composite with its parts. The rounds run twice, in two splits
# of the problem: a process for each part, and a process for each round (`split part DIR I J
# ...`: one search for the round's parts, each starting from the table of those before); their
# certificates are compared byte for byte. Every command runs under
# /usr/bin/time -v: CPU seconds (user + sys), wall seconds and peak RSS; a part's peak RSS is
# compared with the --memory it was given.
#   bench/split.sh            10x6 existence (the player wins) and 10x5 (the adversary wins),
#                             about 5 minutes
#   bench/split.sh well       also well(10, 7) (the player wins), about 20 more minutes
# Check `uptime` first: timings taken beside other jobs are noisy; ratios hold better.
set -u
cd "$(dirname "$0")/.."
cargo build --release --locked -q -p sureline -p sureline-checker || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh
MEMORY=${MEMORY:-4G}

# cpu_of: the user + sys seconds of the last timed command ($work/time).
cpu_of() {
  awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$work/time"
}

# rounds DIR BATCH: every round of the split in DIR, one part at a time: each part its own
# process (BATCH 0), or each round's parts in turn in one process, one search for them all
# (BATCH 1). Sets cpu (all parts' CPU seconds), worst (the largest process's peak RSS, MiB),
# parts and rounds.
rounds() {
  local dir=$1 batch=$2 next i r
  cpu=0 worst=0 parts=0 rounds=0
  while true; do
    next=$("$BIN/sureline" split next "$dir" 2>/dev/null)
    [ -z "$next" ] && break
    rounds=$((rounds + 1))
    # shellcheck disable=SC2086 # the indices are words
    if [ "$batch" = 1 ]; then set -- "$next"; else set -- $next; fi
    for i in "$@"; do
      # shellcheck disable=SC2086
      r=$(timed "$BIN/sureline" split part "$dir" $i --threads 1 --memory "$MEMORY" --quiet)
      cpu=$(python3 -c "print(f'{$cpu + $(cpu_of):.2f}')")
      worst=$(python3 -c "print(max($worst, int('${r#*, }'.split()[0])))")
    done
    parts=$((parts + $(echo $next | wc -w)))
  done
}

# case NAME "PROBLEM OPTIONS" "CLAIM OPTIONS"
case_() {
  local name=$1 problem=$2 claim=$3 dir="$work/$1" one="$work/$1-one" single="$work/$1.cert"
  local s s_cpu cpu worst parts rounds own own_worst
  # shellcheck disable=SC2086 # the options are words
  s=$(timed "$BIN/sureline" solve $problem --threads 1 --memory "$MEMORY" --quiet -o "$single")
  s_cpu=$(cpu_of)
  # shellcheck disable=SC2086
  "$BIN/sureline" split new $problem -o "$dir" >/dev/null || return 1
  # shellcheck disable=SC2086
  "$BIN/sureline" split new $problem -o "$one" >/dev/null || return 1
  rounds "$dir" 0
  own=$cpu own_worst=$worst
  rounds "$one" 1
  local same=same
  for f in "$dir"/*.cert; do cmp -s "$f" "$one/${f##*/}" || same=DIFFER; done
  local j c k verdict
  j=$(timed "$BIN/sureline" split join "$dir")
  verdict=$(cut -c1-90 "$work/out")
  # shellcheck disable=SC2086
  c=$(timed "$BIN/sureline-check" $claim "$single")
  local c_cpu
  c_cpu=$(cpu_of)
  # shellcheck disable=SC2086
  k=$(timed "$BIN/sureline-check" $claim "$dir/composite.cert")
  echo "| $name | $s ($s_cpu s CPU) | $parts parts in $rounds rounds: $own s CPU, largest $own_worst MiB | **$(python3 -c "print(f'{$own / $s_cpu:.2f}')")x** | $cpu s CPU, largest $worst MiB; certificates $same | **$(python3 -c "print(f'{$cpu / $s_cpu:.2f}')")x** | join $j | single $c ($c_cpu s CPU), composite $k ($(cpu_of) s CPU) | $verdict… |"
}

echo "| case | single process, 1 thread | split, a process a part, 1 thread, --memory $MEMORY | parts CPU / single CPU | split, a process a round (one search for its parts) | parts CPU / single CPU | join (verifies every part) | sureline-check | composite's verdict |"
echo "|---|---|---|---|---|---|---|---|---|"
case_ 10x6-existence "--width 10 --rows 6" "--width 10 --rows 6 --game capped"
case_ 10x5 "--width 10 --rows 5" "--width 10 --rows 5 --game capped --forever"
if [ "${1:-}" = well ]; then
  case_ well-10x7 "--width 10 --height 7" "--width 10 --height 7 --game well"
fi
