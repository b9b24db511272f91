#!/usr/bin/env bash
# The figures README.md gives for its two set-up commands, measured on a fresh clone of this
# repository's HEAD in a temporary directory (removed afterwards): for each command its wall time,
# the minutes cargo spent compiling (the sum of its "Finished" lines) and the peak resident memory
# of its largest process (/usr/bin/time -v). scripts/build.sh links into a private directory put
# first on PATH, so the user's own links are not touched.
#
#   bash scripts/fresh-clone-figures.sh     # about an hour on 2 cores
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/sureline-fresh-clone.XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone --quiet "$root" "$work/clone"
mkdir "$work/bin"
export PATH="$work/bin:$PATH" SURELINE_BIN_DIR="$work/bin"
unset CARGO_TARGET_DIR
cd "$work/clone"

# Runs a command under /usr/bin/time -v; prints its line of figures.
measure() {
    local name=$1 command=$2
    if ! /usr/bin/time -v -o "$work/$name.time" bash -c "$command" >"$work/$name.log" 2>&1; then
        echo "fresh clone: '$command' failed; the end of what it printed:" >&2
        tail -20 "$work/$name.log" >&2
        exit 1
    fi
    python3 - "$name" "$command" "$work/$name.log" "$work/$name.time" <<'PY'
import re, sys
name, command, log, timing = sys.argv[1:]
compiled = 0.0
for m in re.finditer(r"Finished `\w+` profile .* in (?:(\d+)m )?([\d.]+)s", open(log, errors="replace").read()):
    compiled += 60 * int(m.group(1) or 0) + float(m.group(2))
t = open(timing).read()
wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", t).group(1)
parts = [float(p) for p in wall.split(":")]
seconds = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", t).group(1)) / 1048576
print(f"{command}: {seconds / 60:.1f} min wall, {compiled / 60:.1f} min compiling, peak {peak:.2f} GiB (largest process)")
PY
}
echo "fresh clone of $(git rev-parse --short HEAD), $(nproc) cores"
measure main "bash scripts/build.sh && sureline reproduce"
measure tests "bash scripts/test.sh"
