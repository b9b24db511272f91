#!/usr/bin/env bash
# Survival games (BENCHMARKS.md "Survival games"): for each case, in one run, the whole
# `sureline solve --game survival` (the solve, the certificate written and verified), then
# `sureline-check` on the certificate with its claim, then the plain safety-game solver (explicit
# states, the greatest fixed point; `bench_survival plain`, which proves nothing) as the
# baseline. Each command runs once under /usr/bin/time -v: wall seconds and peak RSS.
#   bench/survival.sh           cells of the archived tables up to W = 8 (the plain solver stopped at
#                               600 s or 12 GiB), then the surface rows below
#   bench/survival.sh surface   the surface rows alone (seconds)
# Check `uptime` first: timings taken beside other jobs are noisy; ratios hold better.
set -u
cd "$(dirname "$0")/.."
cargo build --release --locked -q -p sureline -p sureline-checker \
  && cargo build --release --locked -q -p sureline-engine --example bench_survival || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh

ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / max(float(sys.argv[2]), 0.01):.2f}')" "${1%% *}" "${2%% *}"; }

# case W H PIECES: PIECES is a set (`S`), a set with preview (`JL+1`) or a sequence (`=SZ`),
# the notation of bench_survival.
case_() {
  local w=$1 h=$2 pieces=$3 cert="$work/c.cert" supply s c p outcome claim
  case "$pieces" in
    =*) supply="--sequence ${pieces#=}" ;;
    *+1) supply="--pieces ${pieces%+1} --preview 1" ;;
    *) supply="--pieces $pieces" ;;
  esac
  # shellcheck disable=SC2086 # the options are words
  s=$(timed "$BIN/sureline" solve --game survival --width "$w" --height "$h" $supply --quiet -o "$cert")
  outcome=$(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["claim"], m.get("within") or "", m["nodes"], "nodes")' "$cert.json")
  claim=$(python3 -c 'import json,sys
m = json.load(open(sys.argv[1]))
o = ["--game survival", "--width", str(m["width"]), "--height", str(m["height"]), "--floor", m["floor"]]
o += ["--sequence", m["sequence"]] if m.get("sequence") else ["--adversary", m["adversary"], "--preview", str(m["preview"])]
o += ["--within", str(m["within"])] if m.get("within") else ["--forever"]
print(" ".join(o))' "$cert.json")
  # shellcheck disable=SC2086
  c=$(timed "$BIN/sureline-check" $claim "$cert")
  # The plain solver keeps every explicit state: bounded at 600 s and 12 GiB of address space
  # (6 x 5 OJ took 23 GiB unbounded), it then ends with a non-zero exit code, shown.
  p=$(timed prlimit --as=$((12 << 30)) timeout 600 "$BIN/examples/bench_survival" plain "$w" "$h" "$pieces")
  echo "$w x $h $pieces | $outcome | $s | $c | $p | $(ratio "$p" "$s") | $(ratio "$c" "$s")"
  rm -f "$cert" "$cert.json"
}

if [ "${1:-}" != surface ]; then
echo "# case | outcome | solve wall, rss | check wall, rss | plain solver wall, rss | plain/solve | check/solve"
case_ 7 8 S       # single pieces: the largest adversary certificate at W <= 8 (2.9 M nodes)
case_ 7 8 O
case_ 7 3 T       # the player's strategy in an odd well
case_ 6 5 OJ      # Table 3.2: square + elbow
case_ 8 3 IO+1    # Table 3.2: square + bar, with preview
case_ 6 6 =SZ     # alternating kinks: every game ends within 50 pieces
case_ 8 3 =SZ     # alternating kinks survived forever
case_ 4 7 JL      # pairs at W = 4: the adversary's policy is a small part of the reachable graph
case_ 4 8 TS
fi

# The surface fixed point (spec/solver-model.md [survival.surface], BENCHMARKS.md "The surface
# fixed point"): `sureline solve --search surface` alone on the cells the tables left open, then
# `sureline-check --limits large` on each certificate it writes; where the start is not in the
# hole-free fixed point it decides nothing (exit 4) and there is nothing to check.
echo "# case | surface: outcome | solve wall, rss | check wall, rss"
surface_() {
  local w=$1 h=$2 pieces=$3 cert="$work/s.cert" preview=0 s c outcome
  [[ $pieces == *+1 ]] && preview=1
  s=$(timed "$BIN/sureline" solve --game survival --width "$w" --height "$h" \
        --pieces "${pieces%+1}" --preview "$preview" --search surface --quiet -o "$cert")
  if [ -f "$cert" ]; then
    outcome=$(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print("survives,", m["nodes"], "nodes,", m["positions"], "positions")' "$cert.json")
    c=$(timed "$BIN/sureline-check" --limits large --game survival --width "$w" --height "$h" \
          --adversary "${pieces%+1}" --preview "$preview" --forever "$cert")
  else
    outcome="decides nothing: $(grep -o '[0-9]* positions, [0-9]* of them in it' "$work/err")"
    c="-"
  fi
  echo "$w x $h $pieces | $outcome | $s | $c"
  rm -f "$cert" "$cert.json"
}

surface_ 6 5 OJ     # Brzustowski's square + elbow: the exact search's certificate, byte for byte
surface_ 8 5 OJ     # open in table-3.2 (both previews)
surface_ 8 5 OJ+1
surface_ 6 6 IJ     # open in table-3.2
surface_ 6 5 IJ+1
surface_ 8 4 JL+1
surface_ 6 5 JL     # open in table-3.2: the surface decides nothing
surface_ 8 4 JL
surface_ 4 9 JL     # open in pairs-4: the surface decides nothing
