#!/usr/bin/env bash
# The browser tests of `sureline web` (tests/web/, part of scripts/test.sh): builds the binary of
# the test profile, makes pages into a temporary directory and plays them in Debian's headless
# Chromium through playwright-core (pinned in tests/web/package-lock.json). Never skipped: a
# missing browser or node is an error that says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."

export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
    echo "test-web: no Chromium at $CHROMIUM: install it with 'apt-get install -y chromium chromium-driver' (or set CHROMIUM)" >&2
    exit 2
fi
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "test-web: node and npm are needed (node 20 or later): 'apt-get install -y nodejs npm'" >&2
    exit 2
fi

target="${CARGO_TARGET_DIR:-target}"
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
cargo build --profile tests --locked -p sureline --bin sureline
npm ci --prefix tests/web --no-audit --no-fund --loglevel=error

out="$(mktemp -d "${TMPDIR:-/tmp}/sureline-web.XXXXXX")"
trap 'rm -rf "$out"' EXIT
SURELINE="$target/tests/sureline" SURELINE_WEB_OUT="$out" node --test tests/web/page.test.mjs
