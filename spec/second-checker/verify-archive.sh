#!/usr/bin/env bash
# verify-archive.sh -- the second checker on the whole certificate archive: every certificate
# listed in a SHA256SUMS of certificates/ (a NAME.cert stored as NAME.cert.xz is decompressed
# to a temporary file, whose bytes must have the digest listed for NAME.cert), each run once
# with the claim options of certificates/CLAIMS when it has a line there (else with none), and
# expected to print exactly the verdict line run-tests.sh builds from its header.
#
#   spec/second-checker/verify-archive.sh                    # the Python second checker
#   CHECKER=path/to/sureline-check spec/second-checker/verify-archive.sh
#   ONLY=10x7-well spec/second-checker/verify-archive.sh     # names containing this
#   TWELVE=0 spec/second-checker/verify-archive.sh           # leave out certificates/twelve/
#
# certificates/survival/ and each of its table directories (survival games, spec/survival.md;
# each with its own SHA256SUMS and CLAIMS) are checked like the others when they exist, and left
# out, with nothing said, when they do not.
#
# Every certificate is checked, certificates/twelve/ (with `--limits large`) included: under PyPy
# (`CHECKER="pypy3 -S .../second_checker.py"`) the whole archive takes about 9 minutes and
# 2.4 GiB of memory at most (CI on a fresh clone, 2026-11-25): the 12x5 and 12x6 policies 163 and
# 158 s, the 10x7 lower bound 65 s, the 250 survival certificates 175 s (figures in README.md);
# run-tests.sh checks only the archived certificates up to 1 MiB.
# Needs bash, python3, coreutils and xz (for the .xz files).
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
CERTS="$ROOT/certificates"
PY="$(python3 -c 'import sys; print(sys.executable)')"
if [ -n "${CHECKER:-}" ]; then read -r -a CHECK_CMD <<< "$CHECKER"
else CHECK_CMD=("$PY" -S "$HERE/second_checker.py"); fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

# verdict_of FILE OPTION...: the verdict line a valid certificate must produce with those options.
source "$(dirname "${BASH_SOURCE[0]}")/verdict.sh"

# The claims of each directory's CLAIMS file (certificates/, frontier/, survival/), by path.
declare -A claims=()
# The 12-column certificates (certificates/twelve/, checked with `--limits large`): unless
# TWELVE=0.
DIRS=("$CERTS" "$CERTS/examples" "$CERTS/frontier")
if [ "${TWELVE:-1}" != 0 ]; then DIRS+=("$CERTS/twelve"); fi
# The survival games' certificates, when the directory exists (a directory without SHA256SUMS
# or CLAIMS adds nothing: both loops below skip a missing list). CERTS_SURVIVAL names another
# directory in its place (for tests of this script).
# Each of its tables is a subdirectory (single/, pairs/, kinks/, ...), checked alike.
SURVIVAL="${CERTS_SURVIVAL:-$CERTS/survival}"
DIRS+=("$SURVIVAL")
for table in "$SURVIVAL"/*/; do [ -d "$table" ] && DIRS+=("${table%/}"); done
# The lines game's tables (spec/lines.md, certificates/lines/doubles/, per-height/), alike.
for table in "$CERTS"/lines/*/; do [ -d "$table" ] && DIRS+=("${table%/}"); done
# Sliding pieces (spec/rules.md [rules.moves.slide], certificates/slide/): the W = 8 files (1 MB
# and more; the Python walk on boards takes over 500 s on 8x6) only with SLIDE_LARGE=1.
DIRS+=("$CERTS/slide" "$CERTS/srs")
for list in "${DIRS[@]/%//CLAIMS}"; do
    [ -f "$list" ] || continue
    while read -r name options; do
        case "$name" in ''|'#'*) continue ;; esac
        claims[$(dirname "$list")/$name]="$options"
    done < "$list"
done

for sums in "${DIRS[@]/%//SHA256SUMS}"; do
    [ -f "$sums" ] || continue
    dir="$(dirname "$sums")"
    while read -r digest name; do
        case "$name" in *.cert) ;; *) continue ;; esac
        case "$name" in *"${ONLY:-}"*) ;; *) continue ;; esac
        file="$dir/$name"
        if [ ! -e "$file" ] && [ -e "$file.xz" ]; then
            file="$tmp/$name"
            xz -dc "$dir/$name.xz" > "$file"
        fi
        if [[ "$dir" = "$CERTS/slide" || "$dir" = "$CERTS/srs" ]] && [ "${SLIDE_LARGE:-0}" = 0 ] \
            && [ "$(stat -c %s "$file")" -ge 1000000 ]; then
            echo "skip $name: $(stat -c %s "$file") bytes (SLIDE_LARGE=1 checks it)"
            [ "$file" = "$dir/$name" ] || rm -f "$file"
            continue
        fi
        read -r -a sum_out < <(sha256sum "$file")
        if [ "${sum_out[0]}" != "$digest" ]; then
            echo "FAIL $name: bytes differ from $sums"; failed=$((failed + 1)); continue
        fi
        read -r -a opts <<< "${claims[$dir/$name]:-}"
        start=$SECONDS
        out="$("${CHECK_CMD[@]}" --quiet "${opts[@]}" "$file" 2> "$tmp/err")"; code=$?
        want="$(verdict_of "$file" "${opts[@]}")"
        if [ "$code" = 0 ] && [ "$out" = "$want" ]; then
            echo "ok   $name ${opts[*]} ($((SECONDS - start)) s): $out"; passed=$((passed + 1))
        else
            echo "FAIL $name ${opts[*]}: exit $code: $out $(head -c 300 "$tmp/err")"
            failed=$((failed + 1))
        fi
        [ "$file" = "$dir/$name" ] || rm -f "$file"
    done < "$sums"
done
echo "archive (${CHECKER:-second checker}): $passed passed, $failed failed"
[ "$failed" -eq 0 ]
