#!/usr/bin/env bash
# The adversary's side against a plain search (BENCHMARKS.md "The adversary's side against a
# plain search"): the whole `sureline solve` of a game the adversary wins (decide, extract the
# policy, write, check: a verified certificate), one thread, against the plain memoized existence
# search deciding the same game (`bench_solve W R plain`, which proves nothing), in turn A B A B,
# each run under /usr/bin/time: wall, CPU (user + system), peak RSS, and the CPU ratio pair by pair.
#   bench/adversary.sh               capped(10, 5), 3 pairs
#   bench/adversary.sh W R PAIRS     another size (the capped game)
# Check `uptime` first: timings taken beside other jobs are noisy; the pairs' ratios hold better.
set -u
cd "$(dirname "$0")/.." || exit 1
w=${1:-10} r=${2:-5} pairs=${3:-3}
cargo build --release --locked -q -p sureline \
  && cargo build --release --locked -q -p sureline-engine --example bench_solve || exit 1
# shellcheck source=bench/timed.sh
source bench/timed.sh

# run NAME COMMAND...: one run; prints "NAME wall s, cpu s, rss MiB" and sets $cpu.
run() {
  local name=$1
  shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || {
    echo "$name failed:" && cat "$work/err" && exit 1
  }
  read -r wall user sys rss <"$work/time"
  cpu=$(python3 -c "print(f'{$user + $sys:.2f}')")
  echo "$name wall ${wall} s, cpu ${cpu} s, rss $((rss / 1024)) MiB"
}

echo "# A: sureline solve --width $w --rows $r --threads 1 (to a verified certificate)"
echo "# B: bench_solve $w $r plain 1 (the plain memoized search: decides, proves nothing)"
for i in $(seq "$pairs"); do
  run A "$BIN/sureline" solve --width "$w" --rows "$r" --threads 1 --quiet --force -o "$work/a.cert"
  a=$cpu
  run B "$BIN/examples/bench_solve" "$w" "$r" plain 1
  echo "pair $i: A/B cpu $(python3 -c "print(f'{$a / max($cpu, 0.01):.2f}')")"
done
sha256sum "$work/a.cert" | cut -d' ' -f1
