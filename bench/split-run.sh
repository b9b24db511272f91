#!/usr/bin/env bash
# One whole split of a problem, run one part at a time in this process tree (no job engine): the
# plan, every round's parts (one thread each, --memory 4G), the join; in a scratch directory
# removed at the end. For a paired timing against the single-process solve:
#   bash bench/split-run.sh --width 10 --rows 6
#   target/release/sureline solve --width 10 --rows 6 --threads 1 --memory 4G --quiet -o /dev/null
set -euo pipefail
BIN="${CARGO_TARGET_DIR:-$(cd "$(dirname "$0")/.." && pwd)/target}/release"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$BIN/sureline" split new "$@" -o "$dir/s" >/dev/null
while next=$("$BIN/sureline" split next "$dir/s" 2>/dev/null) && [ -n "$next" ]; do
  for i in $next; do "$BIN/sureline" split part "$dir/s" "$i" --threads 1 --memory 4G --quiet >/dev/null; done
done
"$BIN/sureline" split join "$dir/s"
