#!/usr/bin/env bash
# The test command of README.md: the build of scripts/build.sh (the test profile, shared with the
# main job), every test of the workspace, small boards only (well under 10 minutes on 2 cores), then the web page in a real browser (scripts/test-web.sh), then the
# split on HyperQueue (tests/split/run.sh).
#
# First, before any cargo work, scripts/requirements.sh installs what the tests need besides
# Rust and Python (or, without root, stops at once naming the package and the command).
# The tests write only under a private temporary directory (TMPDIR), removed at the end; the run
# fails if they left anything there or changed the work tree (git status as it was before).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/requirements.sh
bash scripts/test-requirements.sh
# The build of the main job (README.md): sureline and sureline-check in this profile, linked into
# PATH for README's examples; nothing is compiled again when the main job has run.
bash scripts/build.sh

# The work tree as a git tree object (tracked and untracked files, as .gitignore sees them),
# through a copy of the index so that the real one is not touched.
snapshot() {
    local index
    index=$(mktemp)
    cp "$(git rev-parse --git-path index)" "$index"
    GIT_INDEX_FILE="$index" git add -A >/dev/null
    GIT_INDEX_FILE="$index" git write-tree
    rm -f "$index"
}
tree_before=$(snapshot)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sureline-tests.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
export TMPDIR="$scratch"

cargo test --workspace --profile tests --locked "$@"
# The binary the cargo tests just ran (a cargo build of it alone would compile it again).
target="${CARGO_TARGET_DIR:-target}"
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
SURELINE="$target/tests/sureline" bash scripts/test-web.sh
# The split drivers on a local HyperQueue cluster and a stand-in Slurm, then the whole split with
# these binaries (tests/split/test_real.py).
SURELINE="$target/tests/sureline" SURELINE_CHECK="$target/tests/sureline-check" bash tests/split/run.sh

failed=0
tree_after=$(snapshot)
if [ "$tree_after" != "$tree_before" ]; then
    echo "test: the tests changed the work tree:" >&2
    git diff --stat "$tree_before" "$tree_after" >&2
    failed=1
fi
# checker/tests/cli.rs (the trusted kernel's tests) still leaves its sureline-check-cli-PID
# directory; it is named here until the kernel's tests remove it themselves.
left=$(find "$scratch" -mindepth 1 -maxdepth 1 ! -name 'sureline-check-cli-*' -printf '%f\n' | sort)
if [ -n "$left" ]; then
    echo "test: the tests left files in the temporary directory: $(echo "$left" | tr '\n' ' ')" >&2
    failed=1
fi
[ "$failed" -eq 0 ] && echo "test: the work tree and the temporary directory are as they were"
exit "$failed"
