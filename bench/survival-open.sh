#!/usr/bin/env bash
# The open cells of the survival tables (BENCHMARKS.md "The open cells and the guided search"),
# one after the other: for each cell the whole `sureline solve --game survival` (the solve, the
# certificate written and verified) bounded at SECONDS of wall time, then `sureline-check
# --limits large` on the certificate with its manifest's claim. One line per cell: the solve's
# wall seconds and peak RSS (KiB), the claim, within, nodes, method and positions, the check's
# verdict and its wall seconds and peak RSS.
#   bash bench/survival-open.sh exact|guided|surface|staged:N[,M] SECONDS "W H PIECES[+1]"...
# e.g. bash bench/survival-open.sh guided 150 "4 10 TS" "4 9 TZ+1" ("+1": with preview);
# staged:40000000,48000000 is --search staged --stage-positions 40000000,48000000. A solve that
# stops with a message (the surface search when the start is not in its fixed point, a limit)
# shows it.
# Check `uptime` first: timings taken beside other jobs are noisy.
set -u
cd "$(dirname "$0")/.." || exit 1
if [ $# -lt 3 ]; then
  echo "usage: bash bench/survival-open.sh exact|guided|surface|staged:N[,M] SECONDS CELL..." >&2
  exit 2
fi
search=(--search "$1") seconds=$2
case "$1" in staged:*) search=(--search staged --stage-positions "${1#staged:}") ;; esac
shift 2
cargo build --release --locked -q -p sureline -p sureline-checker || exit 1
bin=target/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cert="$work/x.cert"

for cell in "$@"; do
  read -r w h pieces <<<"$cell"
  preview=()
  case "$pieces" in *+1) pieces=${pieces%+1} preview=(--preview 1) ;; esac
  rm -f "$cert" "$cert.json"
  solve=$(nice timeout "$seconds" /usr/bin/time -f "%e s %M KiB" "$bin/sureline" solve --game survival \
    --width "$w" --height "$h" --pieces "$pieces" "${preview[@]}" "${search[@]}" --quiet --force \
    -o "$cert" 2>"$work/err" >/dev/null; tail -1 "$work/err")
  if [ ! -f "$cert.json" ]; then
    said=$(grep -m1 -o 'sureline: .*' "$work/err")
    echo "$cell | solve $solve | ${said:-undecided within $seconds s}"
    continue
  fi
  found=$(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["claim"], m.get("within") or "-", m["nodes"], "nodes", m["method"], m["positions"], "positions")' "$cert.json")
  # shellcheck disable=SC2207 # the claim's options are words
  claim=($(python3 -c 'import json,sys
m = json.load(open(sys.argv[1]))
o = ["--game", "survival", "--width", str(m["width"]), "--height", str(m["height"]), "--floor", m["floor"], "--adversary", m["adversary"], "--preview", str(m["preview"])]
o += ["--within", str(m["within"])] if m.get("within") else ["--forever"]
print(" ".join(o))' "$cert.json"))
  check=$(nice /usr/bin/time -f "%e s %M KiB" "$bin/sureline-check" --limits large "${claim[@]}" "$cert" 2>&1 \
    | sed 's/ sha256:[0-9a-f]*//' | tr '\n' ' ')
  echo "$cell | solve $solve | $found | check $check"
done
