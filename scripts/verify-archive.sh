#!/usr/bin/env bash
# Verifies the archive: every file in a SHA256SUMS has that digest, every certificate there
# verifies with the trusted checker (exit 0), every line of a CLAIMS file holds, and every
# certificate in certificates/known-bad is rejected with exit 1. A certificate stored compressed (NAME.cert.xz, for files over 20 MB) is
# listed twice: the .xz file, and NAME.cert with the digest of the decompressed bytes (its
# identity); it is decompressed to a temporary file, which must have that digest, and checked.
# A certificate with a CLAIMS line is checked once, with that line's options (the large limits
# where it says so); every other one within the standard limits of [cert.limits].
# Prints one line per file and a closing "N passed, N failed" line.
# The checker is built now, in the profile given by SURELINE_PROFILE (default release), and run
# from wherever cargo puts it (CARGO_TARGET_DIR is honoured): never a stale binary.
set -uo pipefail
cd "$(dirname "$0")/.."
profile=${SURELINE_PROFILE:-release}
check=$(cargo build --profile "$profile" --locked -q -p sureline-checker --bin sureline-check \
          --message-format=json-render-diagnostics \
        | python3 -c 'import json,sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable"):
        print(m["executable"])') || { echo "archive: cannot build the checker"; exit 2; }
[ -x "$check" ] || { echo "archive: no checker binary"; exit 2; }
passed=0
failed=0
ok() { echo "ok   $*"; passed=$((passed + 1)); }
bad() { echo "FAIL $*"; failed=$((failed + 1)); }

while IFS= read -r sums; do
    dir=$(dirname "$sums")
    if (cd "$dir" && sha256sum --quiet --ignore-missing -c "$(basename "$sums")"); then
        ok "checksums $sums"
    else
        bad "checksums $sums"
    fi
    while read -r digest name; do
        name=${name#\*}
        case "$name" in *.cert) ;; *) continue ;; esac
        file="$dir/$name"
        if [ ! -e "$file" ] && [ -e "$file.xz" ]; then
            file=$(mktemp); xz -dc "$dir/$name.xz" > "$file"
            if [ "$(sha256sum < "$file" | cut -d' ' -f1)" != "$digest" ]; then
                bad "decompressed $dir/$name.xz does not have the digest listed for $name"; rm -f "$file"; continue
            fi
        fi
        # A certificate with a line in its directory's CLAIMS is verified once, with its claim,
        # below (a claim is stronger than the header's own; the 12-column and large-limits ones
        # take minutes). Every other one must verify here within the standard limits.
        if [ -f "$dir/CLAIMS" ] && grep -q "^$name " "$dir/CLAIMS"; then
            [ "$file" = "$dir/$name" ] || rm -f "$file"
            ok "digest $dir/$name (verified with its claim below)"; continue
        fi
        out=$("$check" --quiet "$file" 2>&1); code=$?
        [ "$file" = "$dir/$name" ] || rm -f "$file"
        if [ "$code" -eq 0 ]; then ok "verified $dir/$name: ${out#s VERIFIED }"; else bad "expected VERIFIED, exit $code: $dir/$name: $out"; fi
    done < "$sums"
done < <(find certificates -name SHA256SUMS | sort)

# The claims of every CLAIMS file (certificates/CLAIMS, and certificates/frontier/CLAIMS that
# `sureline frontier` generates from its table), each certificate checked with its options,
# relative to the CLAIMS file's directory (decompressing as above).
while IFS= read -r claims; do
    dir=$(dirname "$claims")
    while read -r name options; do
        case "$name" in ''|'#'*) continue ;; esac
        file="$dir/$name"
        if [ ! -e "$file" ]; then file=$(mktemp); xz -dc "$dir/$name.xz" > "$file"; fi
        # shellcheck disable=SC2086 # the options are words
        out=$("$check" --quiet $options "$file" 2>&1); code=$?
        [ "$file" = "$dir/$name" ] || rm -f "$file"
        if [ "$code" -eq 0 ]; then ok "claim $dir/$name $options"; else bad "claim $dir/$name $options: exit $code: $out"; fi
    done < "$claims"
done < <(find certificates -name CLAIMS | sort)

for cert in certificates/known-bad/*.cert; do
    [ -e "$cert" ] || continue
    out=$("$check" "$cert" 2>&1); code=$?
    if [ "$code" -eq 1 ]; then ok "rejected $cert ($(echo "$out" | head -1))"; else bad "expected exit 1, got $code: $cert"; fi
done
echo "archive: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
