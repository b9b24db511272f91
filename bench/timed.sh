# Sourced by bench/check.sh and bench/survival.sh (after their builds): BIN (the release
# binaries), a scratch directory `work` removed on exit, the run's header line (time, cores,
# load), and `timed`.
BIN="${CARGO_TARGET_DIR:-$PWD/target}/release"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "# $(date -u +%FT%TZ) $(nproc) cores, load: $(uptime | sed 's/.*load average: //')"

# timed COMMAND...: runs it once under /usr/bin/time -v (its report in its own file, the
# command's output in $work/out and $work/err), prints "wall s, rss MiB" (and the exit code when
# not 0).
timed() {
  local out wall rss code
  /usr/bin/time -v -o "$work/time" "$@" >"$work/out" 2>"$work/err"
  out=$(cat "$work/time")
  code=$(grep 'Exit status' <<<"$out" | awk '{print $NF}')
  wall=$(grep 'Elapsed (wall clock)' <<<"$out" | awk '{print $NF}' \
         | awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }')
  rss=$(grep 'Maximum resident' <<<"$out" | awk '{printf "%.0f", $NF/1024}')
  echo "${wall} s, ${rss} MiB$([ "$code" = 0 ] || echo " (exit $code)")"
}
