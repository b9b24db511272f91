#!/usr/bin/env bash
# Shows what README's test command does on a fresh machine where it cannot install: a PATH with
# only a shell, the coreutils it needs, xz and a stand-in `cargo` (no node, no npm, no Chromium),
# as a user without root (SURELINE_INSTALL=no, and for real as `nobody` when run as root). The
# test command must stop at once, before any cargo work, with exit code 2 and one line naming
# the packages and the command that installs them. Run by scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

fake=$(mktemp -d "${TMPDIR:-/tmp}/sureline-fresh.XXXXXX")
trap 'rm -rf "$fake"' EXIT
chmod 755 "$fake"
for tool in bash dirname id xz; do ln -s "$(command -v "$tool")" "$fake/$tool"; done
cat > "$fake/cargo" <<'CARGO'
#!/bin/sh
echo "cargo ran" > "$(dirname "$0")/cargo-ran"
CARGO
chmod 755 "$fake/cargo"

want="requirements: missing Debian packages shellcheck chromium chromium-driver nodejs npm: install them as root with 'apt-get update && apt-get install -y shellcheck chromium chromium-driver nodejs npm', then run this again"
failed=0
check() {
    local what=$1 code out err start took
    shift
    start=$(date +%s%N)
    out=$(mktemp) err=$(mktemp)
    code=0
    "$@" >"$out" 2>"$err" || code=$?
    took=$(( ($(date +%s%N) - start) / 1000000 ))
    if [ "$code" -ne 2 ] || [ "$(cat "$err")" != "$want" ] || [ -s "$out" ] || [ -e "$fake/cargo-ran" ] || [ "$took" -gt 5000 ]; then
        echo "FAIL fresh machine, $what: exit $code after $took ms, cargo $([ -e "$fake/cargo-ran" ] && echo ran || echo 'did not run'); stdout: $(cat "$out"); stderr: $(cat "$err")" >&2
        failed=1
    else
        echo "ok   fresh machine, $what: stops in $took ms before any cargo work, one line naming the packages"
    fi
    rm -f "$out" "$err" "$fake/cargo-ran"
}
check "no install allowed" env -i PATH="$fake" SURELINE_INSTALL=no "$fake/bash" scripts/test.sh
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null 2>&1; then
    check "not root" env -i PATH="$fake" "$(command -v setpriv)" --reuid=65534 --regid=65534 --clear-groups "$fake/bash" scripts/test.sh
fi
exit "$failed"
