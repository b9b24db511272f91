#!/usr/bin/env bash
# The size of the trusted kernel as README states it: the lines of checker/src/*.rs that are
# neither blank nor comments (a line whose first non-blank characters are //) nor the two lines
# that declare a file's test module (`#[cfg(test)]`, `mod tests;`: the tests are in the module's
# own file under checker/src/NAME/, outside the count). Prints the number.
#
#   bash scripts/kernel-lines.sh                  # as the files are: the workspace's rustfmt settings
#   bash scripts/kernel-lines.sh --width 120      # a copy formatted 120 wide with the `Max`
#                                                 # heuristics (the kernel's former settings)
set -euo pipefail
cd "$(dirname "$0")/.."
count() {
    cat "$1"/*.rs | grep -v '^[[:space:]]*$' | grep -v '^[[:space:]]*//' |
        grep -vxE '#\[cfg\(test\)\]|mod tests;' | wc -l
}
case "${1:-}" in
    "") count checker/src ;;
    --width)
        [ -n "${2:-}" ] || { echo "kernel-lines.sh: --width needs a number" >&2; exit 2; }
        copy=$(mktemp -d)
        trap 'rm -rf "$copy"' EXIT
        cp -r checker/src/. "$copy"/
        rustfmt --edition 2021 --config "max_width=$2,use_small_heuristics=Max" "$copy"/lib.rs "$copy"/main.rs
        count "$copy" ;;
    *) echo "kernel-lines.sh: usage: kernel-lines.sh [--width N]" >&2; exit 2 ;;
esac
