#!/usr/bin/env bash
# Verifies the archive: every file in a SHA256SUMS has that digest, every certificate there
# verifies with the trusted checker (exit 0), and every certificate in certificates/known-bad is
# rejected with exit 1. Prints one line per file and a closing "N passed, N failed" line.
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
    if (cd "$dir" && sha256sum --quiet -c "$(basename "$sums")"); then
        ok "checksums $sums"
    else
        bad "checksums $sums"
    fi
    while read -r _ name; do
        name=${name#\*}
        case "$name" in *.cert) ;; *) continue ;; esac
        out=$("$check" --quiet "$dir/$name" 2>&1); code=$?
        if [ "$code" -eq 0 ]; then ok "verified $dir/$name"; else bad "expected VERIFIED, exit $code: $dir/$name: $out"; fi
    done < "$sums"
done < <(find certificates -name SHA256SUMS | sort)

for cert in certificates/known-bad/*.cert; do
    [ -e "$cert" ] || continue
    out=$("$check" "$cert" 2>&1); code=$?
    if [ "$code" -eq 1 ]; then ok "rejected $cert ($(echo "$out" | head -1))"; else bad "expected exit 1, got $code: $cert"; fi
done
echo "archive: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
