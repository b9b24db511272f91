#!/usr/bin/env bash
# Solver benchmark (BENCHMARKS.md): builds the release bench binary, runs each case under
# /usr/bin/time -v and prints the result line, wall seconds and peak RSS.
#   bench/solve.sh            all cases
#   bench/solve.sh quick      the small cases only
# Each case has a time cap (CAP seconds, default 900; NAIVE_CAP for the big naive runs, which
# run only with NAIVE_BIG=1).
# BENCH_BIN=path skips the build. Check `uptime` first: timings taken while other jobs compile
# are noisy.
set -u
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target-engine}"
if [ -n "${BENCH_BIN:-}" ]; then
  BIN="$BENCH_BIN"   # a prebuilt bench_solve binary
else
  cargo build --release -p sureline-engine --example bench_solve >&2 || exit 1
  BIN="$CARGO_TARGET_DIR/release/examples/bench_solve"
fi
CAP="${CAP:-900}"
echo "# $(date -u +%FT%TZ) $(nproc) cores, load: $(uptime | sed 's/.*load average: //')"
run() {
  local out
  out=$( { /usr/bin/time -v timeout "${CASE_CAP:-$CAP}" "$BIN" "$@"; } 2>&1 )
  local line wall rss
  line=$(grep '^case=' <<<"$out" || echo "case=$* TIMEOUT(${CASE_CAP:-$CAP}s)")
  wall=$(grep 'Elapsed (wall clock)' <<<"$out" | awk '{print $NF}')
  rss=$(grep 'Maximum resident' <<<"$out" | awk '{printf "%.0f MiB", $NF/1024}')
  echo "$line | wall=$wall rss=$rss"
}
if [ "${1:-}" = quick ]; then
  run 8 6 optimal 1
  run 8 6 existence 1
  run 8 5 existence 1
  run 8 4 naive
  run 8 4 optimal 1
  exit 0
fi
run 10 5 existence 1
run 10 5 existence 2
run 10 6 existence 1
run 10 6 existence 2
run 10 6 optimal 1 canonical
run 10 6 optimal 2 canonical
run 10 6 optimal 2 legacy-2022
# naive baseline vs the fast solver on the same cases (the naive runs are capped)
run 8 4 optimal 1
run 8 4 naive
run 8 5 optimal 1
run 8 5 naive
run 8 6 optimal 1
# The big naive runs take 14 min (8x6) and over 34 min (10x5): only with NAIVE_BIG=1.
if [ -n "${NAIVE_BIG:-}" ]; then
  CASE_CAP=${NAIVE_CAP:-3600} run 8 6 naive
  CASE_CAP=${NAIVE_CAP:-3600} run 10 5 naive
fi
