#!/usr/bin/env bash
# measure.sh -- peak memory and time of a checker on the worst-case inputs of make.py
# ([cert.limits] of spec/certificate.md). Writes about 260 MB to a temporary directory; each run
# takes up to half a minute and 1.7 GiB.
#
#   CHECKER=/path/to/sureline-check checker/tests/worst-cases/measure.sh
set -eu
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CHECKER="${CHECKER:-$HERE/../../../target/release/sureline-check}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 "$HERE/make.py" positions 17 "$tmp/verified.cert"   # 8,388,607 positions: VERIFIED
python3 "$HERE/make.py" positions 18 "$tmp/positions.cert"  # reaches the position limit
python3 "$HERE/make.py" file "$tmp/file.cert"               # ... with the file near its limit
python3 "$HERE/make.py" lines "$tmp/lines.cert"             # the most node lines
for name in verified positions file lines; do
    first="$(/usr/bin/time -f '%e %M' -o "$tmp/time" "$CHECKER" "$tmp/$name.cert" | head -n 1 | cut -c1-60)" || true
    read -r seconds kib < <(tail -n 1 "$tmp/time")  # (a first line tells a non-zero exit)
    printf '%-10s %9s bytes  %6s MiB  %6s s  %s\n' "$name" "$(stat -c %s "$tmp/$name.cert")" \
        "$((kib / 1024))" "$seconds" "$first"
done
