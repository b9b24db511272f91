#!/usr/bin/env bash
# Doubles when pieces slide (BENCHMARKS.md "Doubles when pieces slide"; spec/lines.md
# [lines.slide]): for each width and height, `sureline solve --game lines --at-once 2` with hard
# drops and with slides, one solve at a time, each under a time bound (timeout) and
# /usr/bin/time -v. The adversary is asked first with S and Z alone (a policy with fewer pieces
# holds for all seven, [lines.order]); when the player beats S and Z, the cell is solved again
# with all seven. Every certificate written is checked by sureline-check for all seven pieces,
# and by the second checker (spec/second-checker/) when it is under 2 MB.
#   bench/lines-slide.sh [--widths "4 6"] [--heights "2 4 6"] [--moves "drop slide srs"] [--seconds 120]
#   PROFILE=tests bench/lines-slide.sh ...   # the tests profile's binaries (no LTO) instead of release
#   MEMORY=12G bench/lines-slide.sh ...      # each solve's --memory (default 6G: about 16 M positions)
# Check `uptime` first: timings taken beside other jobs are noisy; ratios hold better.
set -u
cd "$(dirname "$0")/.." || exit 1
widths="4 6" heights="1 2 3 4 5 6 7 8 9 10 11 12" seconds=120 sets="drop slide"
while [ $# -gt 0 ]; do
  case "$1" in
    --widths) widths=$2; shift 2 ;;
    --heights) heights=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --moves) sets=$2; shift 2 ;;
    *) echo "lines-slide.sh: usage: lines-slide.sh [--widths \"W ...\"] [--heights \"H ...\"] [--moves \"drop slide srs\"] [--seconds S]" >&2; exit 2 ;;
  esac
done
profile=${PROFILE:-release} memory=${MEMORY:-6G}
cargo build --profile "$profile" --locked -q -p sureline -p sureline-checker || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh
BIN="${CARGO_TARGET_DIR:-$PWD/target}/$profile"
echo "# W | H | moves | adversary asked | outcome | positions | solve wall, rss | sureline-check | second checker"

# solve W H MOVES PIECES: one bounded solve into $work/c.cert; prints "outcome | positions | time".
solve() {
  local t summary outcome positions
  rm -f "$work/c.cert"
  t=$(timed timeout "$seconds" nice "$BIN/sureline" solve --game lines --width "$1" --height "$2" \
        --at-once 2 --moves "$3" --pieces "$4" --memory "$memory" -o "$work/c.cert" --force)
  summary=$(grep '^c lines(' "$work/out" | tail -1)
  case "$summary" in
    *"keeps the player from the goal for ever"*) outcome="adversary, for ever" ;;
    *"reaches the goal within"*) outcome="player within $(grep -o 'within [0-9]* pieces' <<<"$summary" | head -1 | tr -dc 0-9)" ;;
    *) outcome="undecided ($(grep -o 'ran out after [0-9]* positions' "$work/err" | head -1)$(grep -q 'exit 124' <<<"$t" && echo "out of time"))" ;;
  esac
  positions=$(sed -n 's/.*(\([0-9]*\) positions.*/\1/p' <<<"$summary")
  echo "$outcome | ${positions:--} | $t"
}

# checks: both checkers on $work/c.cert, for all seven pieces (an adversary's policy with S and
# Z holds for every superset; a player's strategy is the whole set's).
checks() {
  local moves=$1 claim k p
  [ -f "$work/c.cert" ] || { echo "- | -"; return; }
  claim=(--game lines --at-once 2 --moves "$moves" --adversary IOTSZJL)
  k=$("$BIN/sureline-check" "${claim[@]}" "$work/c.cert" | head -1 | cut -d' ' -f1-3 | sed 's/ sha256:.*//')
  if [ "$(stat -c %s "$work/c.cert")" -lt 2000000 ]; then
    p=$(python3 -S spec/second-checker/second_checker.py "${claim[@]}" "$work/c.cert" | head -1 | cut -d' ' -f1-3 | sed 's/ sha256:.*//')
  else
    p="(over 2 MB)"
  fi
  echo "$k | $p"
}

for w in $widths; do
  for h in $heights; do
    for moves in $sets; do
      row=$(solve "$w" "$h" "$moves" SZ)
      asked=SZ
      if [[ $row == player* ]]; then
        row=$(solve "$w" "$h" "$moves" IOTSZJL)
        asked=IOTSZJL
      fi
      echo "$w | $h | $moves | $asked | $row | $(checks "$moves")"
    done
  done
done
