#!/usr/bin/env bash
# Composites: the verified checker against sureline-check (BENCHMARKS.md "The verified checker:
# composites"). Makes the split composites of bench/split.sh (capped(10, 6): the player's
# composite of 7 parts; capped(10, 5): the adversary's, 23 parts) with `sureline split new`,
# every round's parts (one thread, --memory MEMORY, default 4G) and `split join`; then, REPEAT
# times (default 3), the two checkers in turn on each composite, and on the archive's single
# certificate of the same game (10x6-optimal.cert, 10x5-adversary.cert) as the baseline, each
# under /usr/bin/time -v: CPU seconds (user + sys), peak RSS, and the ratio of the medians of CPU.
#   bench/formal-composite.sh                  release builds (cargo build --release)
#   PROFILE=tests bench/formal-composite.sh    the test command's build (target/tests)
# About 2 minutes of CPU for the parts (a 10x6 part takes about 2 GiB), then the checks.
# Check `uptime` first: timings taken beside other jobs are noisy; the ratios hold better.
set -u
cd "$(dirname "$0")/.." || exit 1
PROFILE=${PROFILE:-release}
cargo build --profile "$PROFILE" --locked -q -p sureline -p sureline-checker || exit 1
bash scripts/formal.sh > /dev/null || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh
BIN="${CARGO_TARGET_DIR:-$PWD/target}/$PROFILE"
COQ=target/formal/sureline-check-coq
REPEAT=${REPEAT:-3}
MEMORY=${MEMORY:-4G}

cpu_of() {
  awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$work/time"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# split NAME PROBLEM-OPTIONS: the composite of the problem in $work/NAME/composite.cert
split() {
  local dir="$work/$1" next i
  # shellcheck disable=SC2086 # the options are words
  "$BIN/sureline" split new $2 -o "$dir" > /dev/null || return 1
  while next=$("$BIN/sureline" split next "$dir" 2> /dev/null) && [ -n "$next" ]; do
    for i in $next; do
      "$BIN/sureline" split part "$dir" "$i" --threads 1 --memory "$MEMORY" --quiet > /dev/null || return 1
    done
  done
  "$BIN/sureline" split join "$dir" > /dev/null
}

# case NAME FILE CLAIM-OPTIONS: REPEAT pairs of the two checkers on FILE; one table row
case_() {
  local name=$1 file=$2 claim=$3 ref=() coq=() r c rss_ref rss_coq verdict
  for _ in $(seq "$REPEAT"); do
    # shellcheck disable=SC2086 # the options are words
    r=$(timed "$BIN/sureline-check" $claim "$file"); ref+=("$(cpu_of)"); rss_ref=${r#*, }
    verdict=$(head -n 1 "$work/out")
    # shellcheck disable=SC2086
    c=$(timed "$COQ" $claim "$file"); coq+=("$(cpu_of)"); rss_coq=${c#*, }
    [ "$(head -n 1 "$work/out")" = "$verdict" ] || { echo "$name: the two checkers differ" >&2; return 1; }
  done
  local mr mc
  mr=$(printf '%s\n' "${ref[@]}" | median); mc=$(printf '%s\n' "${coq[@]}" | median)
  echo "| $name | $mr s, $rss_ref | $mc s, $rss_coq | **$(python3 -c "print(f'{$mc / max($mr, 0.01):.1f}')")x** | ${verdict:0:24}…${verdict: -28} |"
}

split 10x6 "--width 10 --rows 6" || { echo "the 10x6 split failed" >&2; exit 1; }
split 10x5 "--width 10 --rows 5" || { echo "the 10x5 split failed" >&2; exit 1; }
echo "| certificate | sureline-check CPU (median of $REPEAT), peak | verified checker CPU (median), peak | ratio | verdict (both) |"
echo "|---|---|---|---|---|"
case_ "10x6 existence composite" \
  "$work/10x6/composite.cert" "--width 10 --rows 6 --game capped"
case_ "10x6-optimal.cert (single)" certificates/10x6-optimal.cert "--width 10 --rows 6 --game capped"
case_ "10x5 adversary composite" "$work/10x5/composite.cert" "--width 10 --rows 5 --game capped --forever"
case_ "10x5-adversary.cert (single)" certificates/10x5-adversary.cert "--width 10 --rows 5 --game capped --forever"
