#!/usr/bin/env bash
# Sliding pieces (BENCHMARKS.md "Sliding pieces"): for each game, in one run, the drop solve
# (`sureline solve ... --optimal`, the abstract model on descriptions) as the baseline, then the
# slide solve of the same game (`--moves slide --optimal`, concrete boards) and the srs solve
# (`--moves srs --optimal`: slides and turns, the same search), each the whole command (search,
# certificates verified and written) once under /usr/bin/time -v: wall seconds, peak RSS, and the
# states (descriptions) or boards it searched.
#   bench/slide.sh              the games of the slide frontier up to W = 6, and capped(8, 4)
#   bench/slide.sh 6:5 8:4w     W:R (capped) or W:Hw (the well)
# Binaries: the tests profile (the scripts' build; BIN=DIR for others). Check `uptime` first.
set -u
cd "$(dirname "$0")/.." || exit 1
cargo build --profile tests --locked -q -p sureline || exit 1
BIN="${BIN:-$PWD/target/tests}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "# $(date -u +%FT%TZ) $(nproc) cores, load: $(uptime | sed 's/.*load average: //')"
echo "# game | outcome drop | drop: wall, rss, searched | outcome slide | slide: wall, rss, searched | outcome srs | srs: wall, rss, searched | slide/drop wall | srs/drop wall"

# timed COMMAND...: "wall s, rss MiB, N searched" of one run (its output in $work/out).
timed() {
  /usr/bin/time -v -o "$work/time" "$@" >"$work/out" 2>"$work/err"
  local wall rss searched
  wall=$(grep 'Elapsed (wall clock)' "$work/time" | awk '{print $NF}' \
         | awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }')
  rss=$(grep 'Maximum resident' "$work/time" | awk '{printf "%.0f", $NF/1024}')
  searched=$(grep -o 'searched [0-9,]* [a-z]*' "$work/out" | tail -1 | awk '{print $2, $3}')
  echo "$wall s, $rss MiB, $searched"
}
# outcome: "player N" (the optimum) or "adversary", from the solve's last lines.
outcome() {
  local n
  n=$(grep -o 'so [0-9]* is the fewest\|wins within [0-9]* pieces with [a-z]*' "$work/out" | grep -o '[0-9]*' | head -1)
  if [ -n "$n" ]; then echo "player $n"; else echo adversary; fi
}

if [ $# -eq 0 ]; then set -- 4:3 4:4 4:5w 6:4 6:5 6:5w 6:6w 8:4; fi
for c in "$@"; do
  w=${c%%:*} size=${c#*:} flag=--rows game=capped
  case "$size" in *w) size=${size%w} flag=--height game=well ;; esac
  d=$(timed "$BIN/sureline" solve --width "$w" "$flag" "$size" --optimal --quiet --force -o "$work/d.cert")
  dout=$(outcome)
  s=$(timed "$BIN/sureline" solve --width "$w" "$flag" "$size" --moves slide --optimal --quiet --force -o "$work/s.cert")
  sout=$(outcome)
  r=$(timed "$BIN/sureline" solve --width "$w" "$flag" "$size" --moves srs --optimal --quiet --force -o "$work/r.cert")
  rout=$(outcome)
  ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / max(float(sys.argv[2]), 0.01):.1f}')" "$1" "$2"; }
  echo "$game($w, $size) | $dout | $d | $sout | $s | $rout | $r | $(ratio "${s%% *}" "${d%% *}") | $(ratio "${r%% *}" "${d%% *}")"
done
