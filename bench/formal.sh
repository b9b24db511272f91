#!/usr/bin/env bash
# The verified checker against sureline-check (BENCHMARKS.md "The verified checker"): for each
# certificate, the two checkers in turn (REPEAT pairs, default 3), each run under
# /usr/bin/time -v: CPU seconds (user + sys) and peak RSS, and the ratio of the medians of CPU.
# Builds sureline-check (release) and the verified checker (scripts/formal.sh) first.
#   bench/formal.sh                  the 10-column archive's player and adversary certificates
#   BASE=path bench/formal.sh        also an earlier build of the verified checker (a copy of
#                                    target/formal/sureline-check-coq), in turn with the two, and
#                                    the ratio of the medians of CPU, this build over it
#   LARGE=1 bench/formal.sh          also the 14.8 M-state policy (10x7 well, within 12, large
#                                    limits: about 9 GiB for the verified checker), once each
# Check `uptime` first: timings taken beside other jobs are noisy; the ratios hold better.
set -u
cd "$(dirname "$0")/.." || exit 1
cargo build --release --locked -q -p sureline-checker || exit 1
bash scripts/formal.sh > /dev/null || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh
COQ=target/formal/sureline-check-coq
REPEAT=${REPEAT:-3}
BASE=${BASE:-}

cpu_of() {
  awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$work/time"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# case FILE CLAIM-OPTIONS: the certificate (a .xz decompressed first) and the claim to check.
case_() {
  local file=$1 claim=$2 cert ref coq base rss_ref rss_coq rss_base r c b
  cert=$file
  if [[ $file == *.xz ]]; then cert="$work/$(basename "${file%.xz}")"; xz -dc "$file" > "$cert"; fi
  ref=() coq=() base=()
  for _ in $(seq "$REPEAT"); do
    # shellcheck disable=SC2086 # the options are words
    r=$(timed "$BIN/sureline-check" $claim "$cert"); ref+=("$(cpu_of)"); rss_ref=${r#*, }
    [ "$(head -c 10 "$work/out")" = "s VERIFIED" ] || { echo "$file: sureline-check did not verify" >&2; return 1; }
    # shellcheck disable=SC2086
    c=$(timed "$COQ" $claim "$cert"); coq+=("$(cpu_of)"); rss_coq=${c#*, }
    [ "$(head -c 10 "$work/out")" = "s VERIFIED" ] || { echo "$file: the verified checker did not verify" >&2; return 1; }
    if [ -n "$BASE" ]; then
      # shellcheck disable=SC2086
      b=$(timed "$BASE" $claim "$cert"); base+=("$(cpu_of)"); rss_base=${b#*, }
      [ "$(head -c 10 "$work/out")" = "s VERIFIED" ] || { echo "$file: the baseline did not verify" >&2; return 1; }
    fi
  done
  local mr mc mb
  mr=$(printf '%s\n' "${ref[@]}" | median); mc=$(printf '%s\n' "${coq[@]}" | median)
  local row
  row="| $(basename "$file") | $mr s, $rss_ref | $mc s, $rss_coq | **$(python3 -c "print(f'{$mc / max($mr, 0.01):.1f}')")x** |"
  if [ -n "$BASE" ]; then
    mb=$(printf '%s\n' "${base[@]}" | median)
    row="$row $mb s, $rss_base | $(python3 -c "print(f'{$mb / max($mr, 0.01):.1f}x, this build {$mc / max($mb, 0.01):.2f} of it')") |"
  fi
  echo "$row"
  [ "$cert" = "$file" ] || rm -f "$cert"
}

if [ -n "$BASE" ]; then
  echo "| certificate | sureline-check CPU (median of $REPEAT), peak | verified checker CPU (median), peak | ratio | baseline $BASE CPU (median), peak | baseline ratio |"
  echo "|---|---|---|---|---|---|"
else
  echo "| certificate | sureline-check CPU (median of $REPEAT), peak | verified checker CPU (median), peak | ratio |"
  echo "|---|---|---|---|"
fi
case_ certificates/10x6-optimal.cert "--width 10 --rows 6 --game capped --max-pieces 12"
case_ certificates/10x7-well.cert "--game well --width 10 --height 7"
case_ certificates/10x5-adversary.cert "--forever"
case_ certificates/10x6-well-adversary.cert.xz "--forever"
case_ certificates/10x6-no-win-within-11.cert.xz "--within 11"
if [ -n "${LARGE:-}" ]; then
  BASE='' REPEAT=1 case_ certificates/10x7-well-no-win-within-12.cert.xz "--within 12 --limits large"
fi
