#!/usr/bin/env bash
# The verified checker against sureline-check on the whole survival archive (formal/README.md,
# BENCHMARKS.md "The verified checker: survival"): every line of certificates/survival/*/CLAIMS
# (.xz decompressed first), the two checkers in turn under /usr/bin/time: CPU seconds (user +
# sys) of each certificate, the totals, the peak RSS, and any disagreement of the first line.
# Expects both built: sureline-check (REF, default target/release) and scripts/formal.sh's.
#   bench/formal-survival.sh          a line per certificate above 0.5 s, then the totals
#   CLAIMS='certificates/slide/CLAIMS certificates/lines/*/CLAIMS' MAX_BYTES=1000000 bench/formal-survival.sh
#                                     the same on other archives (issue 28's), skipping the
#                                     certificates above MAX_BYTES (decompressed; default: none)
#   BASE=target/formal-base/sureline-check-coq bench/formal-survival.sh
#                                     a third checker (an earlier build of the verified one) run
#                                     after the two on each certificate, paired: its time, its
#                                     verdicts compared too, and the ratio of the two builds
# Check `uptime` first: timings taken beside other jobs are noisy; the ratios hold better.
set -u
cd "$(dirname "$0")/.." || exit 1
REF="${REF:-${CARGO_TARGET_DIR:-target}/release/sureline-check}"
COQ="${COQ:-target/formal/sureline-check-coq}"
BASE="${BASE:-}"
for b in "$REF" "$COQ" ${BASE:+"$BASE"}; do [ -x "$b" ] || { echo "formal-survival.sh: no executable $b" >&2; exit 2; }; done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
n=0 differ=0 tref=0 tcoq=0 mref=0 mcoq=0 tbase=0 mbase=0
# run BIN FILE ARGS...: its first line to $work/out, "CPU-seconds peak-KB" on stdout
run() {
  local bin=$1; shift
  /usr/bin/time -f "%U %S %M" -o "$work/time" "$bin" --quiet "$@" > "$work/out" 2>/dev/null
  awk '{ printf "%.2f %d\n", $1 + $2, $3 }' "$work/time"
}
MAX_BYTES="${MAX_BYTES:-0}"
# shellcheck disable=SC2086 # CLAIMS is a list of globs
for claims in ${CLAIMS:-certificates/survival/*/CLAIMS}; do
  dir="$(dirname "$claims")"
  while read -r cert args; do
    case "$cert" in ''|'#'*) continue ;; esac
    file="$dir/$cert"
    [ -f "$file" ] || { xz -dc "$file.xz" > "$work/$cert"; file="$work/$cert"; }
    if [ "$MAX_BYTES" -gt 0 ] && [ "$(stat -c %s "$file")" -gt "$MAX_BYTES" ]; then
      echo "skip $cert: $(stat -c %s "$file") bytes"; rm -f "$work/$cert"; continue
    fi
    # shellcheck disable=SC2086 # the options are words
    read -r cr mr < <(run "$REF" $args "$file"); head -n 1 "$work/out" > "$work/ref"
    # shellcheck disable=SC2086
    read -r cc mc < <(run "$COQ" $args "$file")
    cmp -s "$work/ref" <(head -n 1 "$work/out") || { differ=$((differ + 1)); echo "DIFFER $cert"; }
    based=""
    if [ -n "$BASE" ]; then
      # shellcheck disable=SC2086
      read -r cb mb < <(run "$BASE" $args "$file")
      cmp -s "$work/ref" <(head -n 1 "$work/out") || { differ=$((differ + 1)); echo "DIFFER (base) $cert"; }
      tbase=$(awk -v a="$tbase" -v b="$cb" 'BEGIN { print a + b }'); [ "$mb" -gt "$mbase" ] && mbase=$mb
      based="; base $cb s, $mb KB"
    fi
    n=$((n + 1))
    tref=$(awk -v a="$tref" -v b="$cr" 'BEGIN { print a + b }'); tcoq=$(awk -v a="$tcoq" -v b="$cc" 'BEGIN { print a + b }')
    [ "$mr" -gt "$mref" ] && mref=$mr; [ "$mc" -gt "$mcoq" ] && mcoq=$mc
    awk -v a="$cc" 'BEGIN { exit !(a > 0.5) }' && echo "$cert: sureline-check $cr s, $mr KB; verified $cc s, $mc KB$based"
    rm -f "$work/$cert"
  done < "$claims"
done
echo "$n certificates, $differ differ: sureline-check $tref s CPU (peak $mref KB), verified checker $tcoq s CPU (peak $mcoq KB), ratio $(awk -v a="$tcoq" -v b="$tref" 'BEGIN { printf "%.1f", a / b }')x"
if [ -n "$BASE" ]; then
  echo "base $BASE: $tbase s CPU (peak $mbase KB), ratio $(awk -v a="$tbase" -v b="$tref" 'BEGIN { printf "%.1f", a / b }')x; verified over base $(awk -v a="$tcoq" -v b="$tbase" 'BEGIN { printf "%.2f", a / b }')"
fi
