#!/usr/bin/env bash
# The one build of README.md's set-up commands: `sureline` and `sureline-check` in the test
# profile (Cargo.toml [profile.tests], target/tests/), the same build `cargo test --profile tests`
# of the test command reuses, so the workspace is compiled once for both commands. Then each is
# linked into a directory of PATH, so that README's examples run as written (`sureline ...`,
# `sureline-check ...`); one line says where. The links point into this clone's target/, so a
# later build is what they run.
#
#   bash scripts/build.sh [--force]   --force: replace a file of that name that is not a link
#                                     (e.g. one `cargo install` copied there)
#
# The directory: the first of ${CARGO_HOME:-~/.cargo}/bin and ~/.local/bin that PATH names
# (SURELINE_BIN_DIR=DIR to choose another). Exit 2, with one line, when none is on PATH or a
# file there would be replaced without --force.
set -euo pipefail
cd "$(dirname "$0")/.."

force=no
case "${1:-}" in
    "") ;;
    --force) force=yes ;;
    *) echo "build: unknown option '$1' (expected --force or nothing)" >&2; exit 2 ;;
esac

cargo build --workspace --profile tests --locked --bins

target="${CARGO_TARGET_DIR:-target}"
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac

on_path() { case ":$PATH:" in *":$1:"*) return 0 ;; *) return 1 ;; esac; }
dir=${SURELINE_BIN_DIR:-}
if [ -z "$dir" ]; then
    for candidate in "${CARGO_HOME:-$HOME/.cargo}/bin" "$HOME/.local/bin"; do
        if on_path "$candidate"; then dir=$candidate; break; fi
    done
fi
if [ -z "$dir" ] || ! on_path "$dir"; then
    echo "build: built $target/tests/sureline and sureline-check; no directory to link them into is on PATH: add one (export PATH=\"\$HOME/.local/bin:\$PATH\") and run this again, or set SURELINE_BIN_DIR" >&2
    exit 2
fi
mkdir -p "$dir"
for name in sureline sureline-check; do
    link="$dir/$name"
    if [ -e "$link" ] && [ ! -L "$link" ] && [ "$force" = no ]; then
        echo "build: $link exists and is not a link (a cargo install?): remove it, or run with --force to replace it" >&2
        exit 2
    fi
    ln -sfn "$target/tests/$name" "$link"
done
echo "build: linked $dir/sureline and $dir/sureline-check to $target/tests/ (this build; on PATH)" >&2
