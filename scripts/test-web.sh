#!/usr/bin/env bash
# The browser tests of `sureline web` (tests/web/, part of scripts/test.sh): builds the binary of
# the test profile (unless SURELINE names one: scripts/test.sh passes the one its cargo test built),
# makes pages into a temporary directory and plays them in Debian's headless
# Chromium through playwright-core (pinned in tests/web/package-lock.json). Never skipped:
# scripts/requirements.sh first installs the browser, node and the node packages, or stops with
# one line naming what to install.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/requirements.sh
export CHROMIUM="${CHROMIUM:-$(command -v chromium)}"
if [ -z "${SURELINE:-}" ]; then
    target="${CARGO_TARGET_DIR:-target}"
    case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
    cargo build --profile tests --locked -p sureline --bin sureline
    SURELINE="$target/tests/sureline"
fi

out="$(mktemp -d "${TMPDIR:-/tmp}/sureline-web.XXXXXX")"
trap 'rm -rf "$out"' EXIT
# One file at a time: page.test.mjs times every move, and another file's browser beside it on two
# cores would be what it measures.
SURELINE="$SURELINE" SURELINE_WEB_OUT="$out" node --test --test-concurrency=1 tests/web/page.test.mjs tests/web/survival.test.mjs tests/web/slide.test.mjs tests/web/srs.test.mjs tests/web/lines.test.mjs
