#!/usr/bin/env bash
# Makes the web page (`sureline web`) of every archived certificate: certificates/*.cert, and the
# .cert.xz ones decompressed into a temporary directory first. Pages are derived files, made on
# demand rather than committed (they would go stale with the page's code).
#   bash scripts/web-pages.sh [OUTPUT_DIR]    (default: certificates/web)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-certificates/web}"
mkdir -p "$out"
profile="${SURELINE_PROFILE:-release}"
target="${CARGO_TARGET_DIR:-target}"
cargo build --profile "$profile" --locked -p sureline --bin sureline
sureline="$target/$profile/sureline"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/sureline-pages.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
for archived in certificates/*.cert certificates/*.cert.xz; do
    cert="$archived"
    case "$archived" in
        *.xz) cert="$tmp/$(basename "$archived" .xz)"; xz -dc "$archived" > "$cert" ;;
    esac
    "$sureline" web "$cert" -o "$out/$(basename "$cert" .cert).html" --force
    rm -f "$tmp"/*.cert
done
