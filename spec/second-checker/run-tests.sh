#!/usr/bin/env bash
# run-tests.sh -- runs a certificate checker on the archive, the known-bad certificates, the
# hand-made cases/ and the command-line cases of [cert.cli], and asserts what the spec fixes:
# the exit code, the first output line and, for exit code 2, an empty standard output.
#
#   spec/second-checker/run-tests.sh                                  # the Python second checker
#   CHECKER=path/to/sureline-check spec/second-checker/run-tests.sh   # any other checker
#   VERBOSE=1 ...                                                     # also list what passed
#
# Needs only bash (4 or later), python3 (for the second checker) and coreutils; no network.
# Runs from any current directory.
#
# Expectations ([cert.claim], [cert.exit], [adv.claim], [adv.player]):
# - VERIFIED: exit 0 and exactly the line
#   `s VERIFIED sha256:<sha256 of the file> width=W rows=R pieces<=D nodes=N sequences=S adversary=P`
#   (the header values of the file, which equal the recounted ones once verified), followed by
#   ` game=capped` when the options ask --game capped; for a player certificate in the well
#   `... width=W height=H pieces<=D nodes=N sequences=S adversary=P game=well`; for an adversary
#   certificate `... claim=adversary-prevents-a-line game=G width=W rows=R|height=H moves=M
#   within=D|forever adversary=P states=N`;
# - --help or --version: exit 0, a text on standard output, nothing on standard error;
# - a rejection: the exit code of its rule and the first line of cases/expected-first-lines.txt
#   (`s NOT VERIFIED rule=<rule>[ node=<id>]`; an entry ending in ` *` fixes only the rule);
# - a usage or I/O error: exit 2, nothing on standard output, a message on standard error;
# - with --json: exit code, one JSON object of the keys of [cert.cli] in their order, nothing on
#   standard error, for a verdict `verified`, `sha256`, then the verdict line's fields in their
#   order; an outcome that cannot be written (full disk, closed output, broken pipe): 2.
# FILE `-` is standard input: those tests run as a process of their own (STDIN=file).
# A case with a cases/<name>.limits file runs with SURELINE_TEST_LIMITS set to its content
# ([cert.cli] "Testing the limits"): the limits of [cert.limits] at a small scale.
set -u
unset SURELINE_TEST_LIMITS
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
CERTS="$ROOT/certificates"
CASES="$HERE/cases"
# The Python checker runs on the interpreter itself (not through a shim such as pyenv's), with
# -S (standard library only); unless PROCESSES=1, the tests that need no process of their own run
# in one process (in-process.py: second_checker.main() with the same arguments and environment).
PY="$(python3 -c 'import sys; print(sys.executable)')"
if [ -n "${CHECKER:-}" ]; then read -r -a CHECK_CMD <<< "$CHECKER"
else CHECK_CMD=("$PY" -S "$HERE/second_checker.py"); fi
VERBOSE="${VERBOSE:-0}"

passed=0
failed=0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [ -z "${CHECKER:-}" ] && [ "${PROCESSES:-0}" != 1 ]; then
    coproc SERVER { "$PY" -S "$HERE/in-process.py"; }
fi

# invoke OUT ERR ARGS...: runs the checker with ARGS (SURELINE_TEST_LIMITS=$LIMITS when LIMITS is
# set and not empty), standard output to OUT, standard error to ERR; returns its exit code.
# REAL=1 in its environment asks for a process of its own; STDIN=FILE (a process of its own too)
# gives it that file as standard input (else /dev/null), STDIN=closed a closed standard input.
invoke() {
    local out="$1" err="$2" envs=() code
    shift 2
    if [ -n "${SERVER_PID:-}" ] && [ "${REAL:-0}" != 1 ] && [ -z "${STDIN:-}" ]; then
        printf '%s\0' "$out" "$err" "${LIMITS:--}" "$@" > "$tmp/request"
        echo "$tmp/request" >&"${SERVER[1]}"
        read -r code <&"${SERVER[0]}" || code=99
        return "$code"
    fi
    if [ -n "${LIMITS:-}" ]; then envs=("SURELINE_TEST_LIMITS=$LIMITS"); fi
    if [ "${STDIN:-}" = closed ]; then
        env ${envs[@]+"${envs[@]}"} "${CHECK_CMD[@]}" "$@" > "$out" 2> "$err" <&-
    else
        env ${envs[@]+"${envs[@]}"} "${CHECK_CMD[@]}" "$@" > "$out" 2> "$err" < "${STDIN:-/dev/null}"
    fi
}

exit_for_rule() {
    case "$1" in
        VERIFIED | help) echo 0 ;;
        syntax) echo 3 ;;
        limit) echo 4 ;;
        usage) echo 2 ;;
        *) echo 1 ;;
    esac
}

# verdict_of FILE OPTION...: the verdict line a valid certificate must produce with those options.
source "$(dirname "${BASH_SOURCE[0]}")/verdict.sh"

pass() { passed=$((passed + 1)); [ "$VERBOSE" = 1 ] && echo "ok   $1" || true; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# Known differences of the reference (README.md, C-list): where the reference's outcome is not
# the one spec/survival.md gives. They are never accepted from this checker; from another one
# (CHECKER set), the outcome listed in cases/reference-differences.txt for a case, and a
# survival verdict line with a sequence that leaves out ` preview=0` (C11), count as known, not
# as failed, and are printed. known_difference is called by run() (its locals are in scope).
known=0
declare -A reference_line=()
while IFS= read -r line; do reference_line[${line%%: *}]="${line#*: }"; done \
    < "$CASES/reference-differences.txt"
OTHER=0
if [ -n "${CHECKER:-}" ] && [[ "$CHECKER" != *second_checker.py* ]]; then OTHER=1; fi
known_difference() {
    [ "$OTHER" = 1 ] || return 1
    local listed="${reference_line[${name#cases/}]:-}"
    if [[ "$name" = cases/* ]] && [ -n "$listed" ]; then
        if [ "$listed" = VERIFIED ] && [ "$code" = 0 ] && [[ "$first" = "s VERIFIED "* ]]; then return 0; fi
        local r="${listed#s NOT VERIFIED rule=}"; r="${r%% *}"
        if [ "$first" = "$listed" ] && [ "$code" = "$(exit_for_rule "$r")" ]; then return 0; fi
    fi
    if [ "$expect" = VERIFIED ] && [ "$code" = 0 ] && [ -n "$file" ] \
        && grep -q '^sequence ' <(head -n 8 "$file") \
        && [ "$first" = "$(verdict_of "$file" "${run_args[@]}" | sed 's/ preview=0 / /')" ]; then return 0; fi
    return 1
}
# The composite format (spec/composite.md) is newer than the reference: with another checker,
# a different outcome on composite-cases/ (section 4b) counts as a new-format case it does not
# know yet, not as failed (NEWFORMAT=1 around those runs; COMPOSITES=strict counts them as
# failures all the same). Never for this checker.
newformat=0
miss() {
    if [ "${NEWFORMAT:-0}" = 1 ] && [ "$OTHER" = 1 ] && [ "${COMPOSITES:-}" != strict ]; then
        newformat=$((newformat + 1)); echo "NEW  $1 (composite-cases/: a format the checker may not know yet)"
    elif known_difference "$@"; then
        known=$((known + 1)); echo "KNOWN $name: the reference's outcome, $got (README.md, C-list)"
    else fail "$1"; fi
}

# run NAME EXPECT FILE ARGS...: runs the checker with ARGS exactly as given. EXPECT is
#   VERIFIED             (FILE is the certificate whose verdict line is expected, with the
#                        options given: ARGS),
#   help                 (--help/--version: exit 0, a text on stdout, nothing on stderr),
#   usage                (exit 2, empty stdout, non-empty stderr),
#   `s NOT VERIFIED ...` (that exact first line, or that rule if it ends in ` *').
# QUIET_EXPECT=1 in the environment of a call also requires the output to be that one line;
# LIMITS=BYTES,NODES,POSITIONS runs the checker with SURELINE_TEST_LIMITS set to it.
run() {
    local name="$1" expect="$2" file="$3"
    shift 3
    local -a run_args=("$@")
    local code first want_code rule
    invoke "$tmp/out" "$tmp/err" "$@"
    code=$?
    local -a out_lines=()
    mapfile -t out_lines < "$tmp/out"      # (bash builtins: a test costs no extra process)
    first="${out_lines[0]:-}"
    case "$expect" in
        VERIFIED | usage | help) rule="$expect" ;;
        *) rule="${expect#s NOT VERIFIED rule=}"; rule="${rule%% *}" ;;
    esac
    want_code="$(exit_for_rule "$rule")"
    local got="exit $code: ${first:-(empty stdout)}"
    if [ "$code" != "$want_code" ]; then
        miss "$name: expected exit $want_code ($expect), got $got"; return 0
    fi
    case "$expect" in
        VERIFIED)
            local want; want="$(verdict_of "$file" "$@")"
            if [ "$first" != "$want" ] || [ "${#out_lines[@]}" != 1 ]; then
                miss "$name: expected exactly '$want', got $got"; return 0
            fi ;;
        help)
            if [ ! -s "$tmp/out" ]; then miss "$name: --help/--version must print a text on stdout"; return 0; fi
            if [ -s "$tmp/err" ]; then miss "$name: --help/--version must print nothing on stderr"; return 0; fi ;;
        usage)
            if [ -s "$tmp/out" ]; then miss "$name: exit 2 must print nothing on stdout, got $got"; return 0; fi
            if [ ! -s "$tmp/err" ]; then miss "$name: exit 2 must print a message on stderr"; return 0; fi ;;
        *" *")
            case "$first" in "${expect% \*}" | "${expect% \*} "*) ;;
                *) miss "$name: expected '${expect% \*}[ ...]', got $got"; return 0 ;; esac ;;
        *)
            if [ "$first" != "$expect" ]; then miss "$name: expected '$expect', got $got"; return 0; fi ;;
    esac
    if [ "${QUIET_EXPECT:-0}" = 1 ] && [ "${#out_lines[@]}" != 1 ]; then
        miss "$name: --quiet must print only the first line, got ${#out_lines[@]} lines"
        return 0
    fi
    pass "$name: $got"
}

# 1. Archived certificates: every file listed in a SHA256SUMS must have those bytes (a NAME.cert
#    stored as NAME.cert.xz: the .xz file's bytes; verify-archive.sh checks the decompressed
#    ones) and, up to 1 MiB, verify, with the claim options of certificates/CLAIMS when it has a
#    line there. The larger ones take the Python checker minutes: verify-archive.sh.
declare -A claims=()
while read -r name options; do
    case "$name" in ''|'#'*) continue ;; esac
    claims[$name]="$options"
done < "$CERTS/CLAIMS"
for sums in "$CERTS/SHA256SUMS" "$CERTS/examples/SHA256SUMS"; do
    dir="$(dirname "$sums")"
    while read -r sum file; do
        [ -n "$file" ] || continue
        if [ ! -e "$dir/$file" ] && [ -e "$dir/$file.xz" ]; then continue; fi
        read -r -a sum_out < <(sha256sum "$dir/$file")
        if [ "${sum_out[0]}" != "$sum" ]; then
            fail "$file: bytes differ from $sums"; continue
        fi
        case "$file" in *.cert) ;; *) pass "$file: bytes"; continue ;; esac
        if [ "$(stat -c %s "$dir/$file")" -gt $((1 << 20)) ]; then
            pass "$file: bytes (verified by verify-archive.sh)"; continue
        fi
        read -r -a opts <<< "${claims[$file]:-}"
        run "${dir#"$ROOT/"}/$file${opts[*]:+ [${opts[*]}]}" VERIFIED "$dir/$file" "${opts[@]}" "$dir/$file"
    done < "$sums"
done

# 2. Known-bad certificates: the first line is the one given in known-bad/README.md
#    ("- `<file>`: exit 1, `s NOT VERIFIED rule=... node=...`. ...").
declare -A known_bad=()
while IFS= read -r line; do
    if [[ "$line" =~ ^-\ \`([^\`]*)\`:.*\`(s\ NOT\ VERIFIED\ rule=[^\`]*)\` ]]; then
        known_bad[${BASH_REMATCH[1]}]="${BASH_REMATCH[2]}"
    fi
done < "$CERTS/known-bad/README.md"
for f in "$CERTS"/known-bad/*.cert; do
    base="$(basename "$f")"
    want="${known_bad[$base]:-}"
    if [ -z "$want" ]; then fail "known-bad/$base: no first line in known-bad/README.md"; continue; fi
    run "known-bad/$base" "$want" "$f" "$f"
done

# 3. Every other .cert of certificates/ must at least be named in its SHA256SUMS.
for f in "$CERTS"/*.cert "$CERTS"/examples/*.cert; do
    listed=0
    while read -r sum file; do [ "$file" = "$(basename "$f")" ] && listed=1; done \
        < "$(dirname "$f")/SHA256SUMS"
    [ "$listed" = 1 ] || fail "${f#"$ROOT/"}: not listed in a SHA256SUMS"
done

# 4. Hand-made cases (made by make-cases.py).
declare -A first_line=()
while IFS= read -r line; do first_line[${line%%: *}]="${line#*: }"; done \
    < "$CASES/expected-first-lines.txt"
for f in "$CASES"/*.cert; do
    name="${f##*/}"; name="${name%.cert}"
    opts=()
    limits=""
    if [ -f "$CASES/$name.args" ]; then read -r -a opts < "$CASES/$name.args"; fi
    if [ -f "$CASES/$name.limits" ]; then read -r limits < "$CASES/$name.limits"; fi
    if [ "${name%-*}" = VERIFIED ]; then
        want=VERIFIED
    else
        want="${first_line[$name]:-}"
        if [ -z "$want" ]; then fail "cases/$name: not in expected-first-lines.txt"; continue; fi
    fi
    LIMITS="$limits" run "cases/$name" "$want" "$f" "${opts[@]}" "$f"
done

# 4b. Parts and composite certificates (spec/composite.md): composite-cases/, made by
#     make-cases.py. <rule>-<n>.cert are cases as in cases/ (@DIR@ in a .args file is the
#     directory composite-cases/); <64 hex>.cert are the valid parts, found there as the
#     default parts directory ([comp.match]), each of which must also verify alone with
#     --start <its start line>; bad-parts/ holds the parts made wrong on purpose.
COMP="$HERE/composite-cases"
declare -A comp_line=()
while IFS= read -r line; do comp_line[${line%%: *}]="${line#*: }"; done \
    < "$COMP/expected-first-lines.txt"
NEWFORMAT=1
for f in "$COMP"/*.cert; do
    name="${f##*/}"; name="${name%.cert}"
    if [[ "$name" =~ ^[0-9a-f]{64}$ ]]; then
        start="$(sed -n '3s/^start //p' "$f")"
        run "composite-cases/part-${name:0:16}" VERIFIED "$f" ${start:+--start "${start// /,}"} "$f"
        continue
    fi
    opts=()
    if [ -f "$COMP/$name.args" ]; then read -r -a opts < "$COMP/$name.args"; fi
    opts=("${opts[@]//@DIR@/$COMP}")
    if [ "${name%-*}" = VERIFIED ]; then want=VERIFIED
    else
        want="${comp_line[$name]:-}"
        if [ -z "$want" ]; then fail "composite-cases/$name: not in expected-first-lines.txt"; continue; fi
    fi
    run "composite-cases/$name" "$want" "$f" ${opts[@]+"${opts[@]}"} "$f"
done
# Standard input: the parts directory is the current one ([comp.match]), or --parts.
STDIN="$COMP/VERIFIED-1.cert" run "composite/stdin-parts" VERIFIED "$COMP/VERIFIED-1.cert" - --parts "$COMP"
(cd "$COMP" && STDIN="$COMP/VERIFIED-13.cert" run "composite/stdin-current-directory" VERIFIED \
    "$COMP/VERIFIED-13.cert" -; echo "$passed $failed $newformat" > "$tmp/counts")
read -r passed failed newformat < "$tmp/counts"
(cd "$tmp" && STDIN="$COMP/VERIFIED-1.cert" run "composite/stdin-no-parts-here" \
    "s NOT VERIFIED rule=missing-part node=0" "" -; echo "$passed $failed $newformat" > "$tmp/counts")
read -r passed failed newformat < "$tmp/counts"
# The options --start and --parts ([comp.start], [comp.match]): values, usage errors.
run "composite/start=" VERIFIED "$COMP/VERIFIED-20.cert" --start=O0@0,O0@0 "$COMP/VERIFIED-20.cert"
run "composite/start-last-value" VERIFIED "$COMP/VERIFIED-20.cert" --start O0@0 --start O0@0,O0@0 "$COMP/VERIFIED-20.cert"
run "composite/parts-other-directory" "s NOT VERIFIED rule=missing-part node=0" "" --parts "$tmp" "$COMP/VERIFIED-1.cert"
run "composite/start-empty" usage "" --start= "$COMP/VERIFIED-20.cert"
run "composite/start-missing-value" usage "" "$COMP/VERIFIED-20.cert" --start
run "composite/start-trailing-comma" usage "" --start O0@0, "$COMP/VERIFIED-20.cert"
run "composite/start-leading-zero" usage "" --start O0@00 "$COMP/VERIFIED-20.cert"
run "composite/start-space" usage "" --start "O0@0 O0@0" "$COMP/VERIFIED-20.cert"
run "composite/start-no-column" usage "" --start O0 "$COMP/VERIFIED-20.cert"
run "composite/start-lowercase" usage "" --start o0@0 "$COMP/VERIFIED-20.cert"
run "composite/parts-empty" usage "" --parts= "$COMP/VERIFIED-1.cert"
NEWFORMAT=0

# 5. The command line ([cert.cli]) and I/O errors ([cert.exit] 2).
O="$CERTS/examples/w4-r1-O.cert"          # W=4 R=1 P=O D=2
ALL="$CERTS/examples/w4-r3-IOTSZJL.cert"  # W=4 R=3 P=IOTSZJL D=3
BAD="$CERTS/known-bad/false-win.cert"
BAD_FIRST="s NOT VERIFIED rule=false-win node=1"
WEAK="s NOT VERIFIED rule=claim-too-weak"
run "cli/options-after-FILE" VERIFIED "$ALL" "$ALL" --width 4 --rows 3
run "cli/FILE-between-options" VERIFIED "$ALL" --width 4 "$ALL" --max-pieces 3
run "cli/every-option" VERIFIED "$ALL" --adversary IOTSZJL --max-pieces 3 --rows 3 --width 4 "$ALL"
run "cli/last-value-wins" VERIFIED "$O" --width 5 --width 4 "$O"
run "cli/last-value-wins-2" "$WEAK" "$O" --width 4 "$O" --width 5
run "cli/set-any-order" VERIFIED "$ALL" --adversary LJZSTOI "$ALL"
run "cli/set-repeats" VERIFIED "$O" --adversary OOO "$O"
run "cli/set-not-a-subset" "$WEAK" "$O" --adversary IOTSZJLL "$O"
run "cli/width-16" "$WEAK" "$O" --width 16 "$O"
run "cli/width-2" "$WEAK" "$O" --width 2 "$O"
run "cli/rows-20" VERIFIED "$O" --rows 20 "$O"
run "cli/rows-1-of-2" "$WEAK" "$CERTS/examples/w4-r2-T.cert" --rows 1 "$CERTS/examples/w4-r2-T.cert"
run "cli/max-pieces-2^64-1" VERIFIED "$O" --max-pieces 18446744073709551615 "$O"
run "cli/max-pieces-0" "$WEAK" "$O" --max-pieces 0 "$O"
QUIET_EXPECT=1 run "cli/quiet-rejection" "$BAD_FIRST" "$BAD" --quiet "$BAD"
QUIET_EXPECT=1 run "cli/quiet-after-FILE" "$BAD_FIRST" "$BAD" "$BAD" --quiet
QUIET_EXPECT=1 run "cli/quiet-syntax" "s NOT VERIFIED rule=syntax" "$CASES/syntax-1.cert" --quiet "$CASES/syntax-1.cert"
QUIET_EXPECT=1 run "cli/quiet-claim" "$WEAK" "$O" --quiet --width 5 "$O"
QUIET_EXPECT=1 run "cli/quiet-verified" VERIFIED "$O" --quiet "$O"
# --help and --version ([cert.cli]): exit 0, their text on standard output; the arguments are
# read in order and nothing after them is read or checked (README.md B22, B23).
run "cli/help" help "" "$O" --help
run "cli/help-alone" help "" --help
run "cli/version" help "" "$O" --version
run "cli/version-alone" help "" --version
run "cli/help-then-bogus" help "" --help --bogus
run "cli/help-then-bad-width" help "" --help --width 17 "$O"
run "cli/help-then-second-FILE" help "" "$O" --help "$O"
run "cli/help-without-FILE" help "" --width 4 --help
run "cli/help-concrete-large" help "" --limits large --concrete --help "$O"
run "cli/json-help" help "" --json --help
run "cli/help-json" help "" --help --json "$O"
run "cli/json-version" help "" --json --version
LIMITS=x run "cli/help-bad-test-limits" help "" --help "$O"
run "cli/help=1" usage "" --help=1
run "cli/version=1" usage "" --version= "$O"
run "cli/bogus-then-help" usage "" --bogus --help
run "cli/bad-width-then-help" usage "" --width 17 --help "$O"
run "cli/help-as-value" usage "" --width --help "$O"
run "cli/second-FILE-then-help" usage "" "$O" "$O" --help
# --concrete ([cert.cli], [cert.semantics]): the same verdicts, a usage error with the large
# limits (the last --limits counts), nothing changed on an adversary certificate.
run "cli/concrete" VERIFIED "$ALL" --concrete "$ALL"
run "cli/concrete-limits-large" usage "" --concrete --limits large "$O"
run "cli/limits-large-concrete" usage "" "$O" --limits=large --concrete
run "cli/concrete-large-then-standard" VERIFIED "$O" --concrete --limits large --limits standard "$O"
run "cli/concrete=1" usage "" --concrete=1 "$O"
run "cli/concrete-quiet" "$BAD_FIRST" "$BAD" --concrete --quiet "$BAD"
run "cli/unknown-option" usage "$O" --frobnicate "$O"
run "cli/opt=value" VERIFIED "$O" --width=4 "$O"
run "cli/every-opt=value" VERIFIED "$ALL" --width=4 --rows=+03 --max-pieces=3 --adversary=ZO "$ALL"
run "cli/opt=value-weak" "$WEAK" "$O" --max-pieces=1 "$O"
run "cli/opt=empty" usage "$O" --width= "$O"
run "cli/opt=value-not-next" usage "$O" --width= 4 "$O"
run "cli/flag=value" usage "$O" --quiet=1 "$O"
run "cli/json=value" usage "$O" --json=1 "$O"
run "cli/width-1" usage "$O" --width 1 "$O"
run "cli/width-17" usage "$O" --width 17 "$O"
run "cli/width-255" usage "$O" --width 255 "$O"
run "cli/rows-0" usage "$O" --rows 0 "$O"
run "cli/rows-21" usage "$O" --rows 21 "$O"
run "cli/dash-dash" usage "$O" -- "$O"
run "cli/option-not-utf8" usage "$O" $'--\xff' "$O"
run "cli/option-not-utf8-2" usage "$O" $'-\xffx' "$O"
LIMITS=x run "cli/bad-test-limits" usage "$O" "$O"
LIMITS=1,2 run "cli/bad-test-limits-2" usage "$O" "$O"
LIMITS=99999999999,99999999999,99999999999 run "cli/test-limits-above-v1" VERIFIED "$O" "$O"
run "cli/limits-large" VERIFIED "$O" --limits large "$O"
run "cli/limits=standard" VERIFIED "$O" --limits=standard "$O"
run "cli/limits-other-word" usage "$O" --limits huge "$O"
run "cli/limits-empty" usage "$O" --limits= "$O"
run "cli/limits-missing-value" usage "$O" "$O" --limits
run "cli/width-non-numeric" usage "$O" --width four "$O"
run "cli/width-empty" usage "$O" --width "" "$O"
run "cli/width-256" usage "$O" --width 256 "$O"
run "cli/rows-256" usage "$O" --rows 256 "$O"
run "cli/max-pieces-2^64" usage "$O" --max-pieces 18446744073709551616 "$O"
run "cli/max-pieces-huge" usage "$O" --max-pieces 999999999999999999999999999999 "$O"
run "cli/width-negative" usage "$O" --width -4 "$O"
run "cli/set-empty" usage "$O" --adversary "" "$O"
run "cli/set-lowercase" usage "$O" --adversary o "$O"
run "cli/set-other-letter" usage "$O" --adversary OX "$O"
run "cli/missing-value" usage "$O" "$O" --rows
run "cli/missing-FILE" usage "" --width 4
run "cli/no-arguments" usage ""
run "cli/second-FILE" usage "$O" "$O" "$O"
run "cli/bad-value-then-good" usage "$O" --width four --width 4 "$O"
# The options of [adv.claim] (assumption B1 of README.md: values read as those of [cert.cli]).
C43="$CASES/VERIFIED-9.cert"     # capped(4, 3), IOTSZJL, moves all, within forever
W43="$CASES/VERIFIED-15.cert"    # well(4, 3), IOTSZJL, moves all, within forever
A1="$CASES/VERIFIED-17.cert"     # capped(4, 2), O, within 1
MISSING="$CASES/missing-state-2.cert"
run "cli/adversary-every-option" VERIFIED "$C43" --game capped --rows 3 --forever --moves grid-2022 --adversary IOTSZJL --width 4 "$C43"
run "cli/adversary-opt=value" VERIFIED "$W43" --game=well --height=3 --within=+007 "$W43"
run "cli/within-2^64-1" VERIFIED "$C43" --within 18446744073709551615 "$C43"
run "cli/forever-twice" VERIFIED "$C43" --forever --forever "$C43"
run "cli/within-last-value" "$WEAK" "$A1" --within 0 "$A1" --within 2
run "cli/game-last-value" VERIFIED "$W43" --game capped --game well "$W43"
run "cli/height-20" "$WEAK" "$W43" --height 20 "$W43"
run "cli/game-goal" usage "$C43" --game goal "$C43"
run "cli/game-empty" usage "$C43" --game "" "$C43"
run "cli/game-Capped" usage "$C43" --game Capped "$C43"
run "cli/moves-uppercase" usage "$C43" --moves GRID-2022 "$C43"
run "cli/moves-other" usage "$C43" --moves grid "$C43"
run "cli/moves-missing-value" usage "$C43" "$C43" --moves
run "cli/height-0" usage "$W43" --height 0 "$W43"
run "cli/height-21" usage "$W43" --height 21 "$W43"
run "cli/height-x" usage "$W43" --height x "$W43"
run "cli/within-negative" usage "$C43" --within -1 "$C43"
run "cli/within-2^64" usage "$C43" --within 18446744073709551616 "$C43"
run "cli/within-forever" usage "$C43" --within forever "$C43"
run "cli/forever=1" usage "$C43" --forever=1 "$C43"
run "cli/forever-value-is-FILE" usage "$C43" --forever "$C43" "$C43"
run "cli/concrete-adversary" VERIFIED "$C43" --concrete "$C43"
run "cli/concrete-large-adversary" usage "" --concrete --limits large "$C43"
QUIET_EXPECT=1 run "cli/quiet-adversary" "s NOT VERIFIED rule=missing-state" "$MISSING" --quiet "$MISSING"
QUIET_EXPECT=1 run "cli/quiet-adversary-claim" "$WEAK" "$C43" --quiet --max-pieces 9 "$C43"
# The options of [surv.claim] (README.md C1: --preview exactly 0 or 1; --floor height digits,
# --sequence letters of IOTSZJL, in order).
SP="$CASES/VERIFIED-63.cert"       # survival(4, 2, O), player, preview 0
SPV="$CASES/VERIFIED-64.cert"      # survival(4, 2, IO), player, preview 1
SAD="$CASES/VERIFIED-70.cert"      # survival(3, 2, O), adversary, within 2
run "cli/survival-game" VERIFIED "$SP" --game survival "$SP"
run "cli/survival-game=" VERIFIED "$SAD" --game=survival --floor=000 --preview=0 "$SAD"
run "cli/survival-game-last-value" VERIFIED "$SP" --game well --game survival "$SP"
run "cli/survival-preview-last-value" "$WEAK" "$SPV" --preview 1 --preview 0 "$SPV"
run "cli/survival-within-then-forever" VERIFIED "$SP" --within 3 --forever "$SP"
run "cli/survival-forever-then-within" "$WEAK" "$SP" --forever --within 3 "$SP"
run "cli/preview-2" usage "$SP" --preview 2 "$SP"
run "cli/preview-+1" usage "$SP" --preview +1 "$SP"
run "cli/preview-01" usage "$SP" --preview 01 "$SP"
run "cli/preview-empty" usage "$SP" --preview= "$SP"
run "cli/preview-missing-value" usage "$SP" "$SP" --preview
run "cli/floor-missing-value" usage "$SP" "$SP" --floor
run "cli/sequence-missing-value" usage "$SP" "$SP" --sequence
run "cli/game-Survival" usage "$SP" --game Survival "$SP"
QUIET_EXPECT=1 run "cli/quiet-survival" "s NOT VERIFIED rule=tops-out node=1" "" --quiet "$CASES/tops-out-1.cert"
STDIN="$SPV" run "stdin/survival" VERIFIED "$SPV" - --preview 1
run "io/missing-file" usage "" "$tmp/does-not-exist.cert"
run "io/directory" usage "" "$tmp"
# FILE `-` is standard input ([cert.cli]), read to its end within the file-size limit.
STDIN="$O" run "stdin/verified" VERIFIED "$O" -
STDIN="$ALL" run "stdin/verified-options" VERIFIED "$ALL" --width 4 - --concrete
STDIN="$C43" run "stdin/adversary" VERIFIED "$C43" - --game capped --forever
STDIN="$BAD" run "stdin/rejected" "$BAD_FIRST" "" -
STDIN="$CASES/syntax-1.cert" run "stdin/syntax" "s NOT VERIFIED rule=syntax" "" -
STDIN="$CASES/limit-1.cert" run "stdin/limit" "s NOT VERIFIED rule=limit" "" -
STDIN=/dev/null run "stdin/empty" "s NOT VERIFIED rule=syntax" "" -
STDIN="$O" run "stdin/claim" "$WEAK" "" --width 5 -
STDIN="$O" LIMITS=138,99,99 run "stdin/at-the-size-limit" VERIFIED "$O" -
STDIN="$O" LIMITS=137,99,99 run "stdin/over-the-size-limit" "s NOT VERIFIED rule=limit" "" -
STDIN="$O" run "stdin/twice" usage "" - -
STDIN="$O" run "stdin/and-a-FILE" usage "" - "$O"

# 6. The file-size limit ([cert.limits]: larger than 2^27 bytes, refused by its size).
truncate -s $((128 * 1024 * 1024 + 1)) "$tmp/huge.cert"      # sparse: no disk used
run "limit/file-of-2^27+1-bytes" "s NOT VERIFIED rule=limit" "" "$tmp/huge.cert"
truncate -s $((128 * 1024 * 1024)) "$tmp/huge.cert"          # 2^27 zero bytes: read, not refused
run "limit/file-of-2^27-bytes" "s NOT VERIFIED rule=syntax" "" "$tmp/huge.cert"
rm -f "$tmp/huge.cert"
REAL=1 LIMITS=100,99,99 run "limit/pipe-over-the-limit" "s NOT VERIFIED rule=limit" "" <(cat "$O")
REAL=1 LIMITS=138,99,99 run "limit/pipe-at-the-limit" VERIFIED "$O" <(cat "$O")

# 7. --json ([cert.cli]): run_json NAME EXIT 'KEY=JSON;...' ARGS... checks the exit code, that
#    stdout is one line holding one object with the keys of [cert.cli] in their order, that the
#    keys listed have those values, and that stderr is empty.
miss_json() {   # (as miss(), for run_json: composite-cases/ are new to another checker)
    if [ "${NEWFORMAT:-0}" = 1 ] && [ "$OTHER" = 1 ] && [ "${COMPOSITES:-}" != strict ]; then
        newformat=$((newformat + 1)); echo "NEW  $1 (composite-cases/: a format the checker may not know yet)"
    else fail "$1"; fi
}
run_json() {
    local name="$1" want_code="$2" want="$3"
    shift 3
    invoke "$tmp/out" "$tmp/err" "$@"
    local code=$? problem
    problem="$(python3 - "$tmp/out" "$tmp/err" "$code" "$want" <<'PY'
import json, sys
out, err = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read()
code, want = int(sys.argv[3]), dict(kv.split("=", 1) for kv in sys.argv[4].split(";") if kv)
try:
    text = out.decode("utf-8")
    assert text.endswith("\n") and text.count("\n") == 1, "not one line"
    pairs = json.loads(text, object_pairs_hook=lambda p: p)
    keys, obj = [k for k, _ in pairs], dict(pairs)
    # [cert.cli]: `verified`, `sha256`, then the verdict line's fields in their order
    if obj.get("verified") is True and obj.get("claim") == "adversary-prevents-a-line":
        bound = "rows" if obj.get("game") == "capped" else "height"
        order = ["verified", "sha256", "claim", "game", "width", bound, "moves", "within",
                 "adversary", "states"]
    elif obj.get("verified") is True and obj.get("game") == "survival":
        # [surv.claim]: the verdict line's fields, `sequence` for `adversary` with a sequence
        order = ["verified", "sha256", "claim", "game", "width", "height", "floor",
                 "sequence" if "sequence" in obj else "adversary", "preview"]
        order += ["within"] * (obj.get("claim") == "adversary-ends-the-game") + ["nodes"]
    elif obj.get("verified") is True:
        bound = "height" if obj.get("game") == "well" else "rows"
        order = ["verified", "sha256", "width", bound, "max_pieces", "nodes", "sequences",
                 "adversary"] + ["game"] * ("game" in obj)
    else:
        order = ["verified", "rule"] + ["node"] * ("node" in obj) + ["message"]
        order += ["line", "column"] * (obj.get("rule") == "syntax") + ["exit_code"]
        assert obj.get("exit_code") == code, f"exit_code {obj.get('exit_code')}, exited {code}"
    if obj.get("verified") is True:
        order += [k for k in ("start", "parts") if k in obj]   # [comp.start], [comp.verdict]
    assert keys == order, f"keys {keys}"
    for key, value in want.items():
        assert json.dumps(obj.get(key)) == value, f"{key} is {json.dumps(obj.get(key))}, not {value}"
    assert not err, f"stderr: {err[:80]!r}"
except Exception as e:
    print(f"{e} in {out[:200]!r}")
PY
)"
    if [ "$code" != "$want_code" ]; then miss_json "$name: expected exit $want_code, got $code"
    elif [ -n "$problem" ]; then miss_json "$name: $problem"
    else pass "$name: exit $code"; fi
}
sum_o="$(sha256sum "$O" | cut -d' ' -f1)"
run_json "json/verified" 0 "verified=true;sha256=\"sha256:$sum_o\";width=4;rows=1;adversary=\"O\";max_pieces=2;nodes=2;sequences=1" --json "$O"
REAL=1 STDIN="$O" run_json "json/stdin" 0 "sha256=\"sha256:$sum_o\"" --json -
REAL=1 STDIN="$CASES/syntax-1.cert" run_json "json/stdin-syntax" 3 'rule="syntax";line=1;column=24' - --json
run_json "json/rejected" 1 'verified=false;rule="false-win";node=1' "$BAD" --json
run_json "json/rejected-quiet" 1 'rule="false-win";node=1' --quiet --json "$BAD"
run_json "json/claim" 1 'rule="claim-too-weak"' --json --width=5 "$O"
run_json "json/syntax" 3 'rule="syntax";line=1;column=24' --json "$CASES/syntax-1.cert"
run_json "json/limit" 4 'rule="limit"' --json "$CASES/limit-1.cert"
sum_c43="$(sha256sum "$C43" | cut -d' ' -f1)"
run_json "json/adversary-verified" 0 "verified=true;sha256=\"sha256:$sum_c43\";claim=\"adversary-prevents-a-line\";game=\"capped\";width=4;rows=3;moves=\"all\";within=\"forever\";adversary=\"IOTSZJL\";states=21" --json "$C43"
run_json "json/adversary-verified-within" 0 'within=1;states=1;rows=2' "$A1" --json
run_json "json/adversary-verified-well" 0 'game="well";height=3;states=11' --json "$W43"
run_json "json/adversary-rejected" 1 'rule="missing-state"' --json "$MISSING"
run_json "json/adversary-claim" 1 'rule="claim-too-weak"' --json --forever "$A1"
run_json "json/adversary-syntax" 3 'rule="syntax";line=10;column=4' --json "$CASES/syntax-60.cert"
run_json "json/adversary-limit" 4 'rule="limit"' --json "$CASES/limit-19.cert"
run_json "json/cap-exceeded" 1 'rule="cap-exceeded";node=1' --json --game capped "$CERTS/examples/w4-r2-T.cert"
run_json "json/move-outside-set" 1 'rule="move-outside-set";node=7' --json --moves grid-2022 "$ALL"
run_json "json/usage" 2 'rule="usage"' --bogus "$O" --json
run_json "json/usage-width" 2 'rule="usage"' --json --width 17 "$O"
run_json "json/concrete-limits-large" 2 'rule="usage"' --json --concrete --limits large "$O"
run_json "json/verified-concrete" 0 "sha256=\"sha256:$sum_o\";max_pieces=2" --json --concrete "$O"
run_json "json/verified-capped" 0 "sha256=\"sha256:$sum_o\";rows=1;game=\"capped\"" --json --game capped "$O"
run_json "json/verified-capped-concrete" 0 'game="capped";sequences=1' --json --game=capped --concrete "$O"
sum_w="$(sha256sum "$CASES/VERIFIED-30.cert" | cut -d' ' -f1)"
run_json "json/verified-well" 0 "sha256=\"sha256:$sum_w\";width=4;height=2;max_pieces=2;nodes=2;sequences=1;adversary=\"O\";game=\"well\"" --json "$CASES/VERIFIED-30.cert"
run_json "json/verified-well-game-well" 0 'game="well"' --json --game well "$CASES/VERIFIED-30.cert"
run_json "json/too-many-pieces-met-again" 1 'rule="too-many-pieces";node=3' --json "$CASES/too-many-pieces-6.cert"
run_json "json/too-many-pieces-met-again-concrete" 1 'rule="too-many-pieces";node=6' --json --concrete "$CASES/too-many-pieces-6.cert"
sum_sp="$(sha256sum "$SP" | cut -d' ' -f1)"
run_json "json/survival-player" 0 "sha256=\"sha256:$sum_sp\";claim=\"player-survives\";game=\"survival\";width=4;height=2;floor=\"0000\";adversary=\"O\";preview=0;nodes=2" --json "$SP"
run_json "json/survival-player-preview" 0 'adversary="IO";preview=1;nodes=4' --json --preview 1 "$SPV"
run_json "json/survival-adversary" 0 'claim="adversary-ends-the-game";floor="000";preview=0;within=2;nodes=3' "$SAD" --json
run_json "json/survival-rejected" 1 'rule="tops-out";node=1' --json "$CASES/tops-out-1.cert"
run_json "json/survival-claim" 1 'rule="claim-too-weak"' --json --height 1 "$SP"
run_json "json/survival-syntax" 3 'rule="syntax";line=6;column=7' --json "$CASES/syntax-105.cert"
COMP="$HERE/composite-cases"
NEWFORMAT=1
run_json "json/composite-player" 0 'max_pieces=3;sequences=73;nodes=1;parts=6' --json "$COMP/VERIFIED-1.cert"
run_json "json/composite-player-start" 0 'start="T1@0";parts=1;max_pieces=2' --json --start T1@0 "$COMP/VERIFIED-6.cert"
run_json "json/composite-well" 0 'game="well";parts=1' --json "$COMP/VERIFIED-9.cert"
run_json "json/composite-adversary" 0 'within="forever";states=9;parts=8' --json "$COMP/VERIFIED-13.cert"
run_json "json/start-adversary" 0 'within=1;start="I1@0"' --json --start I1@0 "$COMP/VERIFIED-19.cert"
run_json "json/start-two-placements" 0 'start="O0@0,O0@0"' --json --start O0@0,O0@0 "$COMP/VERIFIED-20.cert"
run_json "json/missing-part" 1 'rule="missing-part";node=0' --json "$COMP/missing-part-1.cert"
run_json "json/illegal-start" 1 'rule="illegal-start"' --json --start O0@0,O0@2 "$COMP/illegal-start-6.cert"
NEWFORMAT=0
run_json "json/missing-FILE" 2 'rule="usage"' --json
run_json "json/io" 2 'rule="io"' --json "$tmp/does-not-exist.cert"
run_json "json/io-directory" 2 'rule="io"' --json "$tmp"
cp "$O" "$tmp/quote\"back\\slash
newline.cert"
run_json "json/escaped-name" 0 'verified=true' --json "$tmp/quote\"back\\slash
newline.cert"
cp "$CASES/syntax-1.cert" "$tmp/tab	and é.cert"
run_json "json/escaped-name-syntax" 3 'rule="syntax";line=1;column=24' --json "$tmp/tab	and é.cert"

# 7b. What the spec once left open and now states (README.md B7, B10, B12, B16), on the probes
#     that found each disagreement: both checkers must give these outcomes.
PROBES="$HERE/probes"
run "settled/B10-missing-state-on-reach" "s NOT VERIFIED rule=missing-state" "" "$PROBES/open-1.cert"
# open-2: expanding 2200 at depth 1 reaches 4200 (no line) before O0@2 completes a row; since
# 2026-11-29 a depth is expanded in file order ([adv.walk]), so 0022's O0@0 completes row 0 first.
run "settled/B10-a-depth-in-file-order-completion-first" "s NOT VERIFIED rule=adversary-fails" "" \
    "$PROBES/open-2.cert"
run "settled/B12-a-state-line-may-begin-with-e" VERIFIED "$PROBES/open-11.cert" "$PROBES/open-11.cert"
run "settled/B16-forever-then-within-1" VERIFIED "$PROBES/open-12.cert" --forever --within 1 \
    "$PROBES/open-12.cert"
run "settled/B16-within-1-then-forever" "s NOT VERIFIED rule=claim-too-weak" "" --within 1 --forever \
    "$PROBES/open-12.cert"
run_json "settled/B7-well-player-json" 0 'game="well";height=2;max_pieces=2' --json "$PROBES/open-9.cert"

# 8. An outcome that cannot be written ([cert.claim]): exit 2, a message on stderr.
written() {   # written NAME CODE: the checker, run just before, must exit 2 and say why on stderr
    if [ "$2" = 2 ] && [ -s "$tmp/err" ]; then pass "$1: exit 2"
    else fail "$1: expected exit 2 and a message, got exit $2"; fi
}
"${CHECK_CMD[@]}" "$O" > /dev/full 2> "$tmp/err"; written "output/full-disk" $?
"${CHECK_CMD[@]}" "$BAD" > /dev/full 2> "$tmp/err"; written "output/full-disk-rejection" $?
"${CHECK_CMD[@]}" --json "$O" > /dev/full 2> "$tmp/err"; written "output/full-disk-json" $?
"${CHECK_CMD[@]}" "$O" >&- 2> "$tmp/err"; written "output/closed" $?
{ sleep 0.5; "${CHECK_CMD[@]}" "$O" 2> "$tmp/err"; echo $? > "$tmp/pipe-code"; } | true   # reader gone
code="$(cat "$tmp/pipe-code" 2> /dev/null)"
if [ "$code" = 2 ] && [ -s "$tmp/err" ]; then pass "output/broken-pipe: exit 2"
else fail "output/broken-pipe: expected exit 2 and a message, got exit ${code:-none}"; fi
"${CHECK_CMD[@]}" "$O" > /dev/null
if [ $? = 0 ]; then pass "output/dev-null: exit 0"; else fail "output/dev-null: not exit 0"; fi

echo "second-checker: $passed passed, $failed failed$([ "$known" = 0 ] || echo ", $known known differences of the reference (README.md, C-list)")$([ "$newformat" = 0 ] || echo ", $newformat composite cases the checker does not know yet")"
[ "$failed" -eq 0 ]
