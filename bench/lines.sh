#!/usr/bin/env bash
# The lines game (BENCHMARKS.md "The lines game"): for each case, in one run, the whole
# `sureline solve --game lines` (the search, both certificates written and verified), then
# `sureline-check` on the main certificate with its claim, then, as the baseline, the survival
# game on the same well and pieces (`sureline solve --game survival`: the engine whose well,
# drop and clears the lines game reuses, exploring the same boards without the count). Each
# command runs once under /usr/bin/time -v: wall seconds and peak RSS.
#   bench/lines.sh
# Check `uptime` first: timings taken beside other jobs are noisy; ratios hold better.
set -u
cd "$(dirname "$0")/.." || exit 1
cargo build --release --locked -q -p sureline -p sureline-checker || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh
echo "# case | outcome | lines solve wall, rss | check wall, rss | survival solve wall, rss | lines/survival"

ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / max(float(sys.argv[2]), 0.01):.2f}')" "${1%% *}" "${2%% *}"; }

# case W H GOAL: GOAL is `--at-once K` or `--lines K`.
case_() {
  local w=$1 h=$2 goal=$3 dir="$work/c" s c b outcome claim
  mkdir -p "$dir"
  # shellcheck disable=SC2086 # the goal is two words
  s=$(timed "$BIN/sureline" solve --game lines --width "$w" --height "$h" $goal --quiet -o "$dir/main.cert")
  outcome=$(head -1 "$work/out" | sed 's/.* claim=\([a-z-]*\).*/\1/')
  claim="--game lines --width $w --height $h $goal"
  # shellcheck disable=SC2086
  c=$(timed "$BIN/sureline-check" $claim "$dir/main.cert")
  b=$(timed "$BIN/sureline" solve --game survival --width "$w" --height "$h" --quiet -o "$dir/survival.cert")
  echo "$w x $h $goal | $outcome | $s | $c | $b | $(ratio "$s" "$b")"
  rm -rf "$dir"
}

case_ 4 6 "--at-once 2"   # the adversary stops doubles: 0.78 M positions
case_ 4 6 "--lines 2"     # the player clears two lines within 6 pieces
case_ 4 6 "--lines 3"     # the adversary stops the third line
case_ 6 4 "--lines 1"     # the adversary stops every line: 0.12 M positions
