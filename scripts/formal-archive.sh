#!/usr/bin/env bash
# scripts/formal-archive.sh -- runs the verified checker (target/formal/sureline-check-coq, built
# by scripts/formal.sh) beside sureline-check on every certificate it supports, and fails on any
# disagreement of exit code or first output line. The cases: each line of certificates/CLAIMS
# (.xz files decompressed to a temporary folder) up to FORMAL_MAX_BYTES bytes (default 30 MB:
# the larger policies are listed as skipped, see formal/README.md), each line of
# certificates/survival/*/CLAIMS up to FORMAL_SURVIVAL_MAX_BYTES (default 16 MB: the three
# largest survival policies, 8.1 to 10.6 M nodes, are skipped, figures in formal/README.md),
# certificates/lines/*/CLAIMS up to FORMAL_MAX_BYTES, each line of
# certificates/slide/CLAIMS up to FORMAL_SLIDE_MAX_BYTES (default 1 MB: the W = 8 slide
# certificates are skipped, their figures in formal/README.md), certificates/examples, certificates/known-bad, and the
# hand-made cases of spec/second-checker/cases (with their .args and .limits), and those of
# spec/second-checker/composite-cases (starts and composites with parts), then composites made
# here: split composites (`sureline split`, as tests/split.rs makes them) and the audit's cases of
# checker/tests/composite.rs (chains of parts 64, 65 and 2,000 deep; a part that is a FIFO, a
# link to /dev/zero, a directory, a sparse file over the limit; parts found from standard input
# and in another directory; wrong parts and part references), and the forms of the claim options
# (values, repeated options) on four certificates. A case the verified checker does not support (--json, survival
# options on another game, slides and the lines game) is counted as skipped, never as passed.
# The closing line: `N passed, M failed, K skipped`.
#   COQ=path REF=path bash scripts/formal-archive.sh
set -u
cd "$(dirname "$0")/.." || exit 2
COQ="${COQ:-target/formal/sureline-check-coq}"
REF="${REF:-${CARGO_TARGET_DIR:-target}/${SURELINE_PROFILE:-release}/sureline-check}"
MAX="${FORMAL_MAX_BYTES:-30000000}"
SLIDE_MAX="${FORMAL_SLIDE_MAX_BYTES:-1000000}"
SURVIVAL_MAX="${FORMAL_SURVIVAL_MAX_BYTES:-16000000}"
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
  # STDIN: the file both checkers read as standard input (FILE `-`)
  "${env[@]}" "$REF" --quiet "$@" "$file" > "$tmp/ref.out" 2>/dev/null < "${STDIN:-/dev/null}"; rr=$?
  t1=$(now)
  "${env[@]}" "$COQ" --quiet "$@" "$file" > "$tmp/coq.out" 2> "$tmp/coq.err" < "${STDIN:-/dev/null}"; rc=$?
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
        skip=$((skip + 1)); echo "skip $name: $size bytes, above ${MAXNAME:-FORMAL_MAX_BYTES}=$MAX"; continue
      fi
      xz -dc "$file.xz" > "$tmp/$cert"; file="$tmp/$cert"
    elif [ "$(stat -c %s "$file")" -gt "$MAX" ]; then
      skip=$((skip + 1)); echo "skip $name: above ${MAXNAME:-FORMAL_MAX_BYTES}=$MAX"; continue
    fi
    # shellcheck disable=SC2086
    LOUD=$loud check "$name" "" "$file" $args
    rm -f "$tmp/$cert"
  done < "$claims"
}

echo "== certificates/CLAIMS"
claims_of certificates/CLAIMS 1

# The survival archive ([surv.*], spec/survival.md): each certificates/survival/*/CLAIMS line,
# timed apart (the figures formal/README.md quotes). The policies above FORMAL_SURVIVAL_MAX_BYTES
# (decompressed) would take the verified checker about 4 of CI's 45 minutes.
echo "== certificates/survival"
scoq0=$tcoq sref0=$tref
for claims in certificates/survival/*/CLAIMS; do
  MAX=$SURVIVAL_MAX MAXNAME=FORMAL_SURVIVAL_MAX_BYTES claims_of "$claims" ""
done
echo "survival archive: verified checker $(awk -v a="$tcoq" -v b="$scoq0" 'BEGIN { printf "%.1f", a - b }') s, sureline-check $(awk -v a="$tref" -v b="$sref0" 'BEGIN { printf "%.1f", a - b }') s (wall)"

# Issue 28's archives: sliding pieces and the lines game, timed apart; the slide certificates
# of W = 8 (2.5 to 65 MB) are above FORMAL_SLIDE_MAX_BYTES (a lines certificate of 1.5 MB, the
# doubles', takes about 1 s: those are held to FORMAL_MAX_BYTES only).
echo "== certificates/slide and certificates/lines"
scoq0=$tcoq sref0=$tref
MAX=$SLIDE_MAX MAXNAME=FORMAL_SLIDE_MAX_BYTES claims_of certificates/slide/CLAIMS ""
for claims in certificates/lines/*/CLAIMS; do claims_of "$claims" ""; done
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

echo "== spec/second-checker/composite-cases (starts and parts)"
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

# [comp.split] split composites as tests/split.rs makes them: every round solved, then joined
echo "== split composites (sureline split new, part, join)"
SURELINE="${SURELINE:-$(dirname "$REF")/sureline}"
solve_split() {  # DIR: every round of the split solved, one part at a time
  local n i
  while n="$("$SURELINE" split next "$1" 2> /dev/null)" && [ -n "$n" ]; do
    for i in $n; do "$SURELINE" split part "$1" "$i" --memory 1G --quiet > /dev/null || return 1; done
  done
}
split_case() {  # NAME OPTIONS...: split, solve, join, then both checkers on the composite
  local name="$1" dir="$tmp/split/$1"; shift
  mkdir -p "$tmp/split"
  if ! "$SURELINE" split new "$@" -o "$dir" > /dev/null || ! solve_split "$dir" \
      || ! "$SURELINE" split join "$dir" > /dev/null 2>&1; then
    fail=$((fail + 1)); echo "FAIL split/$name: the split did not join"; return
  fi
  LOUD=1 check "split/$name" "" "$dir/composite.cert"
}
if [ -x "$SURELINE" ]; then
  split_case well-4x3-SZ --width 4 --height 3 --pieces SZ
  split_case well-6x4-OSZ --width 6 --height 4 --pieces SZO
  split_case well-4x4-IO --width 4 --height 4 --pieces IO
  split_case well-4x2-S --width 4 --height 2 --pieces S
  split_case capped-4x2 --width 4 --rows 2
  split_case capped-6x3 --width 6 --rows 3
  split_case capped-6x2-grid --width 6 --rows 2 --moves grid-2022
  LOUD=1 check "split/capped-4x2 --concrete" "" "$tmp/split/capped-4x2/composite.cert" --concrete
  # tests/split.rs: part 0 of well(6, 3) SZ (start S0@3) proved by a split of its own, adopted
  nest="$tmp/split/nested"
  if "$SURELINE" split new --width 6 --height 3 --pieces SZ -o "$nest/top" > /dev/null \
      && "$SURELINE" split new --width 6 --height 3 --pieces SZ --start S0@3 -o "$nest/sub" > /dev/null \
      && solve_split "$nest/sub" && "$SURELINE" split adopt "$nest/top" 0 "$nest/sub" > /dev/null \
      && solve_split "$nest/top" && "$SURELINE" split join "$nest/top" > /dev/null 2>&1; then
    LOUD=1 check split/nested "" "$nest/top/composite.cert"
  else
    fail=$((fail + 1)); echo "FAIL split/nested: the split did not join"
  fi
else
  echo "skip split composites: no executable $SURELINE"
fi

# [comp.match] the audit's cases (checker/tests/composite.rs): well(4, 3) SZ players, well(4, 2)
# S adversaries; `made` writes a certificate as a part (DIR/H.cert) and prints its sha256:H.
echo "== composites of the audit (parts nested, special files, limits)"
adv() {  # START WITHIN STATE-LINES...
  local start="$1" within="$2"; shift 2
  printf 'sureline-certificate v1\nclaim adversary-prevents-a-line\n'
  [ -z "$start" ] || printf 'start %s\n' "$start"
  printf 'game well\nwidth 4\nheight 2\nadversary S\nmoves all\nwithin %s\nstates %d\n' "$within" $#
  printf '%s\n' "$@" end
}
ply() {  # START MAX-PIECES SEQUENCES NODE-LINES...
  local start="$1" d="$2" s="$3"; shift 3
  printf 'sureline-certificate v1\nclaim player-completes-a-line\n'
  [ -z "$start" ] || printf 'start %s\n' "$start"
  printf 'game well\nwidth 4\nheight 3\nadversary SZ\nmax-pieces %d\nnodes %d\nsequences %d\n' "$d" $# "$s"
  printf '%s\n' "$@" end
}
made() {  # DIR COMMAND...: the command's certificate as DIR/H.cert; prints sha256:H
  local dir="$1" h; shift
  "$@" > "$dir/new.cert"; h="$(sha256sum "$dir/new.cert" | cut -c1-64)"
  mv "$dir/new.cert" "$dir/$h.cert"; echo "sha256:$h"
}
chain() {  # LEVELS: the chain of checker/tests/composite.rs in $tmp/chain-LEVELS/top.cert
  local dir="$tmp/chain-$1" last i b
  mkdir -p "$dir"; last="$(made "$dir" adv S0@1 forever "0122 x. S")"
  for ((i = 1; i < $1; i++)); do last="$(made "$dir" adv S0@1 forever "0122 x. $last")"; done
  b="$(made "$dir" adv S0@0 forever "1220 x. S")"
  adv "" forever "0000 .. S" "0122 x. $last" "1220 x. $b" > "$dir/top.cert"
}
for levels in 64 65 2000; do chain "$levels"; LOUD=1 check "chain-$levels" "" "$tmp/chain-$levels/top.cert"; done
pdir="$tmp/player" && mkdir -p "$pdir"
pa="$(made "$pdir" ply S0@1 1 2 "0 S0@0>win Z1@0>win")"; pb="$(made "$pdir" ply Z0@0 1 2 "0 S1@2>win Z0@1>win")"
ply "" 2 4 "0 S0@1>$pa Z0@0>$pb" > "$pdir/top.cert"
LOUD=1 check player-top "" "$pdir/top.cert"
LOUD=1 check player-top-capped "" "$pdir/top.cert" --game capped
STDIN="$pdir/top.cert" LOUD=1 check player-top-stdin "" - --parts "$pdir"
LOUD=1 check player-top-parts-elsewhere "" "$pdir/top.cert" --parts "$tmp"
LOUD=1 check player-top-parts-empty "" "$pdir/top.cert" --parts=
# wrong parts (wrong_parts_are_refused_naming_the_part, part_references_are_read_strictly)
wrong() {  # NAME COMMAND...: a top whose move S0@1 names the part the command writes
  local x; x="$(made "$pdir" "${@:2}")"; ply "" 2 4 "0 S0@1>$x Z0@0>$pb" > "$pdir/$1.cert"
  LOUD=1 check "wrong-$1" "" "$pdir/$1.cert"
}
seq3() { ply S0@1 1 2 "0 S0@0>win Z1@0>win" | sed 's/^sequences 2$/sequences 3/'; }
taller() { ply S0@1 1 2 "0 S0@0>win Z1@0>win" | sed 's/^height 3$/height 4/'; }
s_only() { ply S0@1 1 1 "0 S0@0>win" | sed 's/^adversary SZ$/adversary S/'; }
wrong part-fails seq3
wrong taller taller
wrong s-only s_only
wrong no-start ply "" 2 4 "0 S0@1>1 Z0@0>2" "1 S0@0>win Z1@0>win" "2 S1@2>win Z0@1>win"
wrong short ply S0@1 0 2 "0 S0@0>win Z1@0>win"
ply "" 2 4 "0 S0@1>$pb Z0@0>$pa" > "$pdir/swapped.cert" && LOUD=1 check wrong-swapped "" "$pdir/swapped.cert"
ply "" 1 4 "0 S0@1>$pa Z0@0>$pb" > "$pdir/one.cert" && LOUD=1 check wrong-top-one-piece "" "$pdir/one.cert"
upper="$(tr 'a-f' 'A-F' <<< "${pa#sha256:}")"
sed "s/${pa#sha256:}/$upper/" "$pdir/top.cert" > "$pdir/upper.cert" && LOUD=1 check wrong-ref-uppercase "" "$pdir/upper.cert"
sed "s/${pa#sha256:}/${pa:7:63}/" "$pdir/top.cert" > "$pdir/short.cert" && LOUD=1 check wrong-ref-63-digits "" "$pdir/short.cert"
cp "$pdir/${pa#sha256:}.cert" "$pdir/a.cert" && seq3 > "$pdir/${pa#sha256:}.cert"
LOUD=1 check wrong-bytes-under-the-name "" "$pdir/top.cert"
ln -sf /dev/zero "$pdir/${pa#sha256:}.cert" && LOUD=1 check part-dev-zero "" "$pdir/top.cert"
rm "$pdir/${pa#sha256:}.cert" && mkfifo "$pdir/${pa#sha256:}.cert" && LOUD=1 check part-fifo "" "$pdir/top.cert"
rm "$pdir/${pa#sha256:}.cert" && mkdir "$pdir/${pa#sha256:}.cert" && LOUD=1 check part-directory "" "$pdir/top.cert"
rmdir "$pdir/${pa#sha256:}.cert" && truncate -s 2G "$pdir/${pa#sha256:}.cert" && LOUD=1 check part-over-limit 1000,1000,1000 "$pdir/top.cert"
rm -f "$pdir/${pa#sha256:}.cert"
adir="$tmp/adversary" && mkdir -p "$adir"
qa="$(made "$adir" adv S0@1 forever "0122 x. S")"; qb="$(made "$adir" adv S0@0 forever "1220 x. S")"
qc="$(made "$adir" adv S0@0 1 "1220 x. S")"; single="$(made "$adir" adv "" forever "0000 .. S" "0122 x. S" "1220 x. S")"
adv "" forever "0000 .. S" "0122 x. $qa" "1220 x. $qb" > "$adir/top.cert"
adv "" 3 "0000 .. S" "0122 x. $qa" "1220 x. $qc" > "$adir/within-3.cert"
adv "" 2 "0000 .. S" "0122 x. $qa" "1220 x. $qc" > "$adir/within-2.cert"
adv "" forever "0000 .. $single" > "$adir/no-start.cert"
ply "" 2 4 "0 S0@1>$qa Z0@0>$pb" > "$adir/mixed.cert" && cp "$pdir/${pb#sha256:}.cert" "$adir/"
for f in top within-3 within-2 no-start mixed; do LOUD=1 check "adversary-$f" "" "$adir/$f.cert"; done
LOUD=1 check adversary-top-capped "" "$adir/top.cert" --game capped
LOUD=1 check adversary-top-within-2 "" "$adir/top.cert" --within 2

# [cert.cli] the claim options as the trusted driver reads them (formal/driver/cli.ml, read_asked)
# beside sureline-check's reading: the forms of a value, repeated options (the last counts), the
# two names of one option, on a player, an adversary, a survival and a lines certificate
echo "== option forms (the claim asked)"
player=certificates/examples/w4-r2-T.cert adversary=certificates/slide/2x6-slide-no-win-within-1.cert
surv=certificates/survival/kinks/survival-4x2-sequence-SZ-player.cert
lines=certificates/lines/per-height/lines-10x1-SZ-lines-1-adversary.cert
forms=("--width=4" "--width +04 --rows 002" "--rows 3 --rows 2" "--rows 1" "--max-pieces 1"
  "--max-pieces 3 --max-pieces=2" "--adversary T --adversary IT" "--game capped" "--moves drop"
  "--moves all --moves grid-2022" "--within 3 --forever" "--forever --within 3" "--within 99999999999999999999"
  "--within +00018446744073709551615" "--max-pieces 18446744073709551616"
  "--game lines --lines 2" "--at-once 1 --lines 1" "--preview 0" "--sequence SZ" "--floor 0000")
for f in "$player" "$adversary" "$surv" "$lines"; do
  for form in "${forms[@]}"; do
    # shellcheck disable=SC2086 # a form is words
    LOUD=1 check "form ${f##*/} $form" "" "$f" $form
  done
done

echo "time: verified checker $(printf '%.1f' "$tcoq") s, sureline-check $(printf '%.1f' "$tref") s (cases compared)"
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
