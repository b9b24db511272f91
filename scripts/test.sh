#!/usr/bin/env bash
# The test command of README.md: every test of the workspace, small boards only (well under
# 10 minutes on 2 cores). Release profile: the solver's small-board cross-checks are CPU-bound.
# Then the web page in a real browser (scripts/test-web.sh: Chromium, node and npm needed).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace --profile tests --locked "$@"
bash scripts/test-web.sh
