#!/usr/bin/env bash
# scripts/formal-archive.sh -- runs the verified checker (target/formal/sureline-check-coq, built
# by scripts/formal.sh) beside sureline-check on every certificate it supports, and fails on any
# disagreement of exit code or first output line. The cases: each line of certificates/CLAIMS
# (.xz files decompressed to a temporary folder) up to FORMAL_MAX_BYTES bytes (default 30 MB:
# the larger policies are listed as skipped, see formal/README.md), each line of
# certificates/survival/*/CLAIMS likewise, each line of certificates/slide/CLAIMS and
# certificates/lines/*/CLAIMS up to FORMAL_SLIDE_MAX_BYTES (default 1 MB: the W = 8 slide
# certificates are skipped, their figures in formal/README.md), certificates/examples, certificates/known-bad, and the
# hand-made cases of spec/second-checker/cases (with their .args and .limits), and those of
# spec/second-checker/composite-cases (starts). A case the verified checker does not support
# (parts of composites, --json, survival options on another game) is counted as skipped, never
# as passed. The closing line: `N passed, M failed, K skipped`.
#   COQ=path REF=path bash scripts/formal-archive.sh
set -u
cd "$(dirname "$0")/.." || exit 2
COQ="${COQ:-target/formal/sureline-check-coq}"
REF="${REF:-${CARGO_TARGET_DIR:-target}/${SURELINE_PROFILE:-release}/sureline-check}"
MAX="${FORMAL_MAX_BYTES:-30000000}"
SLIDE_MAX="${FORMAL_SLIDE_MAX_BYTES:-1000000}"
for b in "$COQ" "$REF"; do [ -x "$b" ] || { echo "formal-archive.sh: no executable $b" >&2; exit 2; }; done
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM PIPE
pass=0 fail=0 skip=0 tcoq=0 tref=0
now() { date +%s.%N; }

# one case: NAME LIMITS FILE ARGS...
check() {
  local name="$1" limits="$2" file="$3"; shift 3
  local t0 t1 t2 rr rc
  local -a env=(env -u SURELINE_TEST_LIMITS)
  [ -n "$limits" ] && env=(env "SURELINE_TEST_LIMITS=$limits")
  t0=$(now)
  "${env[@]}" "$REF" --quiet "$@" "$file" > "$tmp/ref.out" 2>/dev/null; rr=$?
  t1=$(now)
  "${env[@]}" "$COQ" --quiet "$@" "$file" > "$tmp/coq.out" 2> "$tmp/coq.err"; rc=$?
  t2=$(now)
  if [ "$rc" = 2 ] && grep -q "not supported by the verified checker" "$tmp/coq.err"; then
    skip=$((skip + 1)); [ -n "${VERBOSE:-}" ] && echo "skip $name: $(head -c 120 "$tmp/coq.err")"; return
  fi
  local fr fc
  fr="$(head -n 1 "$tmp/ref.out")"; fc="$(head -n 1 "$tmp/coq.out")"
  local times
  times="$(awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN { printf "coq %.2fs, sureline-check %.2fs", c - b, b - a }')"
  tcoq=$(awk -v s="$tcoq" -v b="$t1" -v c="$t2" 'BEGIN { print s + c - b }')
  tref=$(awk -v s="$tref" -v a="$t0" -v b="$t1" 'BEGIN { print s + b - a }')
  # SPEC: a case where sureline-check is known to differ from the spec (below): the verified
  # checker may give the spec's rule instead
  if { [ "$rr" = "$rc" ] && [ "$fr" = "$fc" ]; } || { [ -n "${SPEC:-}" ] && [ "${fc%% node=*}" = "$SPEC" ]; }; then
    pass=$((pass + 1))
    if [ -n "${VERBOSE:-}" ] || [ "${LOUD:-}" = 1 ]; then echo "ok   $name: exit $rc ${fc:0:60} ($times)"; fi
  else
    fail=$((fail + 1))
    echo "FAIL $name: sureline-check exit $rr '$fr', verified checker exit $rc '$fc' $(head -c 200 "$tmp/coq.err")"
  fi
}

# each line of a CLAIMS file: its certificate (named from the file's folder; .xz decompressed to
# $tmp) and options; a certificate above FORMAL_MAX_BYTES is skipped. LOUD=1 prints every case.
claims_of() {
  local claims="$1" loud="$2" dir cert args file name size
  dir="$(dirname "$claims")"
  while read -r cert args; do
    case "$cert" in ''|'#'*) continue ;; esac
    file="$dir/$cert"; name="${file#certificates/}"
    if [ ! -f "$file" ] && [ -f "$file.xz" ]; then
      size=$(xz --robot --list "$file.xz" | awk '$1 == "totals" { print $5 }')
      if [ "$size" -gt "$MAX" ]; then
        skip=$((skip + 1)); echo "skip $name: $size bytes, above FORMAL_MAX_BYTES=$MAX"; continue
      fi
      xz -dc "$file.xz" > "$tmp/$cert"; file="$tmp/$cert"
    elif [ "$(stat -c %s "$file")" -gt "$MAX" ]; then
      skip=$((skip + 1)); echo "skip $name: above FORMAL_MAX_BYTES=$MAX"; continue
    fi
    # shellcheck disable=SC2086
    LOUD=$loud check "$name" "" "$file" $args
    rm -f "$tmp/$cert"
  done < "$claims"
}

echo "== certificates/CLAIMS"
claims_of certificates/CLAIMS 1

# The survival archive ([surv.*], spec/survival.md): each certificates/survival/*/CLAIMS line,
# timed apart (the figures formal/README.md quotes).
echo "== certificates/survival"
scoq0=$tcoq sref0=$tref
for claims in certificates/survival/*/CLAIMS; do claims_of "$claims" ""; done
echo "survival archive: verified checker $(awk -v a="$tcoq" -v b="$scoq0" 'BEGIN { printf "%.1f", a - b }') s, sureline-check $(awk -v a="$tref" -v b="$sref0" 'BEGIN { printf "%.1f", a - b }') s (wall)"

# Issue 28's archives: sliding pieces and the lines game, timed apart; the slide certificates
# of W = 8 (2.5 to 65 MB) are above FORMAL_SLIDE_MAX_BYTES.
echo "== certificates/slide and certificates/lines"
scoq0=$tcoq sref0=$tref
for claims in certificates/slide/CLAIMS certificates/lines/*/CLAIMS; do MAX=$SLIDE_MAX claims_of "$claims" ""; done
echo "slide and lines archives: verified checker $(awk -v a="$tcoq" -v b="$scoq0" 'BEGIN { printf "%.1f", a - b }') s, sureline-check $(awk -v a="$tref" -v b="$sref0" 'BEGIN { printf "%.1f", a - b }') s (wall)"

echo "== certificates/examples and certificates/known-bad"
for f in certificates/examples/*.cert certificates/known-bad/*.cert; do
  LOUD=1 check "${f#certificates/}" "" "$f"
done

echo "== spec/second-checker/cases"
for f in spec/second-checker/cases/*.cert; do
  name="$(basename "$f" .cert)"; opts=(); limits=""
  [ -f "${f%.cert}.args" ] && read -r -a opts < "${f%.cert}.args"
  [ -f "${f%.cert}.limits" ] && read -r limits < "${f%.cert}.limits"
  # spec/second-checker/cases/reference-differences.txt: the cases where sureline-check differs
  # from the spec; the spec's verdict is the case's name (a rule, or VERIFIED)
  spec=""
  if grep -q "^$name:" spec/second-checker/cases/reference-differences.txt; then
    spec="s NOT VERIFIED rule=${name%-*}"
  fi
  SPEC="$spec" check "cases/$name" "$limits" "$f" "${opts[@]}"
done

echo "== spec/second-checker/composite-cases (starts; parts are not supported)"
comp=spec/second-checker/composite-cases
for f in "$comp"/*.cert; do
  name="$(basename "$f" .cert)"; opts=()
  if [[ "$name" =~ ^[0-9a-f]{64}$ ]]; then
    start="$(sed -n '3s/^start //p' "$f")"
    [ -n "$start" ] && opts=(--start "${start// /,}")
  else
    [ -f "$comp/$name.args" ] && read -r -a opts < "$comp/$name.args"
    opts=("${opts[@]//@DIR@/$comp}")
  fi
  check "composite-cases/$name" "" "$f" ${opts[@]+"${opts[@]}"}
done

echo "time: verified checker $(printf '%.1f' "$tcoq") s, sureline-check $(printf '%.1f' "$tref") s (cases compared)"
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
