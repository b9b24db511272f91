#!/usr/bin/env bash
# Run a sureline split as Slurm job arrays, from `sureline split next` to `sureline split join`
# (the same loop as scripts/split/hq-run.py, for clusters without HyperQueue).
#
#   bash scripts/split/slurm-array.sh DIR --memory-per-part SIZE --mem SIZE [--cpus-per-part C]
#       [--parts-per-task N] [--retries K] [--max-running M] [--sureline PATH]
#       [--join-output FILE] [--force] [--sbatch-arg ARG]...
#
# Run it where sbatch works (a login node, or a small job of its own: it waits for the arrays).
# In rounds: `sureline split next DIR` names the parts to solve; they are written to
# DIR/slurm-logs/START/round-R/indices, N a line (one unless --parts-per-task N), and
# `sbatch --wait --array=0-(n-1)` (n lines) runs scripts/split/slurm-part.sh, which maps
# SLURM_ARRAY_TASK_ID to line ID + 1 and runs `sureline split part DIR INDEX... --memory SIZE
# --threads C` (the parts of a line in one process, one search for them); then `split next`
# again, until it names nothing, and `sureline split join DIR` (with -o FILE and --force when
# given).
#
# Options:
#   --memory-per-part SIZE  each part's budget, `split part --memory SIZE` (e.g. 20G)
#   --mem SIZE              each array task's Slurm memory, `sbatch --mem=SIZE`: above the budget
#   --cpus-per-part C       `sbatch --cpus-per-task=C` and `--threads C` (default: 1)
#   --parts-per-task N      an array task per N parts of a round, in the round's order
#                           (default: 1); a task that fails leaves its parts solved before the
#                           failure solved, and the next round submits the others again
#   --retries K             a part not solved by its array task is submitted again by the next
#                           round, up to K times (default: 2); then the script stops, naming it
#   --max-running M         at most M tasks of an array at once (`--array=0-(n-1)%M`)
#   --sureline PATH         the sureline executable, on a path the compute nodes share
#                           (default: `sureline` on PATH)
#   --sbatch-arg ARG        one more sbatch option, e.g. --sbatch-arg=--partition=long (repeat)
#
# DIR, the sureline executable and DIR/slurm-logs must be on a file system the compute nodes
# share. A task's output is DIR/slurm-logs/START/round-R/task-A.out (A the array task id).
# Finished parts stay in DIR (their records in DIR/parts), so a rerun goes on where a stopped run left off.
# Exit codes: 0 joined; 1 a part failed after its retries; 2 bad arguments; 3 sbatch or
# `sureline split next`/`join` failed; 130 interrupted.
set -euo pipefail

prog=slurm-array
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
worker="$here/slurm-part.sh"

dir=""
memory_per_part=""
slurm_mem=""
cpus=1
per_task=1
retries=2
max_running=""
sureline=""
join_output=""
force=0
sbatch_extra=()

declare -A attempts=()
declare -A last_log=()
round=0
runs=0
sbatch_pid=""
sbatch_out=""
started=$SECONDS

say() { echo "$prog: $*"; }
fail() {
    echo "$prog: error: $1" >&2
    exit "$2"
}

# --help: the comment at the top of this file.
usage() {
    sed -n '2,/^set /p' "${BASH_SOURCE[0]}" | grep '^#' | sed 's/^# \{0,1\}//'
    exit 0
}

# A whole number of at least $2, or exit 2 naming the option.
whole() {
    if ! [[ "$2" =~ ^[0-9]+$ ]] || [ "$2" -lt "$3" ]; then
        fail "$1 expects a whole number of at least $3, got '$2'" 2
    fi
}

parse_args() {
    while [ "$#" -gt 0 ]; do
        local option=$1 value=""
        case "$option" in
            --*=*)
                value=${option#*=}
                option=${option%%=*}
                ;;
            --force | -h | --help) ;;
            --*)
                [ "$#" -ge 2 ] || fail "$option needs a value" 2
                value=$2
                shift
                ;;
        esac
        case "$option" in
            --memory-per-part) memory_per_part=$value ;;
            --mem) slurm_mem=$value ;;
            --cpus-per-part) whole "$option" "$value" 1 && cpus=$value ;;
            --parts-per-task) whole "$option" "$value" 1 && per_task=$value ;;
            --retries) whole "$option" "$value" 0 && retries=$value ;;
            --max-running) whole "$option" "$value" 1 && max_running=$value ;;
            --sureline) sureline=$value ;;
            --join-output) join_output=$value ;;
            --force) force=1 ;;
            --sbatch-arg) sbatch_extra+=("$value") ;;
            -h | --help) usage ;;
            -*) fail "unknown option $option" 2 ;;
            *)
                [ -z "$dir" ] || fail "one DIR only (got '$dir' and '$option')" 2
                dir=$option
                ;;
        esac
        shift
    done
    [ -n "$dir" ] || fail "DIR is missing (the directory of \`sureline split new -o DIR\`)" 2
    [ -n "$memory_per_part" ] || fail "--memory-per-part SIZE is required" 2
    [ -n "$slurm_mem" ] || fail "--mem SIZE is required (the array tasks' sbatch --mem)" 2
}

# The sureline executable as an absolute path, so that every node runs the same one.
resolve_sureline() {
    local found
    found=$(command -v "${sureline:-sureline}") || fail "no executable ${sureline:-\`sureline\` on PATH (give --sureline PATH)}" 2
    sureline=$(cd "$(dirname "$found")" && pwd)/$(basename "$found")
}

check_dir() {
    [ -f "$dir/split.json" ] || fail "$dir: not a split directory (no split.json; \`sureline split new -o DIR\` makes one)" 2
    dir=$(cd "$dir" && pwd)
    logs="$dir/slurm-logs/$(date +%Y%m%d-%H%M%S)"
}

elapsed() { echo "$((SECONDS - started)) s"; }

# The part indices `sureline split next DIR` prints, into the array `indices`.
split_next() {
    local text line
    text=$("$sureline" split next "$dir") || fail "\`sureline split next\` exited $?" 3
    indices=()
    while IFS= read -r line; do
        [ -n "$line" ] || continue
        [[ "$line" =~ ^[0-9]+$ ]] || fail "\`sureline split next\` printed '$line', not a part index" 3
        indices+=("$line")
    done <<< "$text"
}

# Stops, naming them, when parts to submit have had all their attempts (1 + retries).
check_retries() {
    local index spent=()
    for index in "${indices[@]}"; do
        if [ "${attempts[$index]:-0}" -gt "$retries" ]; then
            spent+=("$index")
            say "part $index: not solved by attempt ${attempts[$index]}: $(tail -n 1 "${last_log[$index]}" 2>/dev/null) (log: ${last_log[$index]})"
        fi
    done
    [ "${#spent[@]}" -eq 0 ] && return
    local names="${spent[*]}"
    names=${names// /, }
    fail "part(s) $names still not solved after $((retries + 1)) attempt(s) each (--retries $retries); finished parts are kept in $dir" 1
}

# Writes `indices` to $1, --parts-per-task a line in the round's order; each part's attempt is
# counted and its log is its line's task's. Prints the number of lines (the array's tasks).
write_tasks() {
    local file=$1 k task
    : > "$file"
    for k in "${!indices[@]}"; do
        task=$((k / per_task))
        if [ $((k % per_task)) -eq 0 ]; then
            [ "$k" -eq 0 ] || echo >> "$file"
            printf '%s' "${indices[$k]}" >> "$file"
        else
            printf ' %s' "${indices[$k]}" >> "$file"
        fi
        attempts[${indices[$k]}]=$(( ${attempts[${indices[$k]}]:-0} + 1 ))
        last_log[${indices[$k]}]="$rdir/task-$task.out"
    done
    echo >> "$file"
}

# Submits `indices` as one array and waits for all its tasks.
solve_round() {
    round=$((round + 1))
    local rdir="$logs/round-$round" parts=${#indices[@]} n
    mkdir -p "$rdir"
    write_tasks "$rdir/indices"
    n=$(( (parts + per_task - 1) / per_task ))
    runs=$((runs + parts))
    local array="0-$((n - 1))${max_running:+%$max_running}"
    say "round $round: submitting ${parts} part(s) in ${n} task(s) as --array=$array: ${indices[*]}"
    local status=0 job_id
    sbatch_out="$rdir/sbatch.out"
    sbatch --wait --parsable --job-name="sureline-split-$round" --array="$array" \
        --mem="$slurm_mem" --cpus-per-task="$cpus" --output="$rdir/task-%a.out" \
        ${sbatch_extra[@]+"${sbatch_extra[@]}"} \
        "$worker" "$rdir/indices" "$dir" "$sureline" "$memory_per_part" "$cpus" \
        > "$sbatch_out" &
    sbatch_pid=$!
    wait "$sbatch_pid" || status=$?
    sbatch_pid=""
    job_id=$(submitted_job)
    [ -n "$job_id" ] || fail "sbatch submitted nothing (exit $status; see its message above)" 3
    say "round $round done: job $job_id, sbatch exit $status (non-zero when a task failed), $(elapsed) elapsed"
}

# The job id that `sbatch --parsable` printed for this round, if it got that far.
submitted_job() {
    [ -n "$sbatch_out" ] && [ -f "$sbatch_out" ] || return 0
    head -n 1 "$sbatch_out" | cut -d ';' -f 1
}

split_join() {
    local words=(split join "$dir")
    [ -z "$join_output" ] || words+=(-o "$join_output")
    [ "$force" -eq 0 ] || words+=(--force)
    "$sureline" "${words[@]}" || fail "\`sureline split join\` exited $?" 3
}

interrupted() {
    local kept job_id="" tail=""
    kept=$(find "$dir/parts" -maxdepth 1 -name '*.json' ! -name '.*' 2>/dev/null | wc -l)
    if [ -n "$sbatch_pid" ]; then
        # The waiting sbatch, which ignores SIGINT as a background command; the job goes on.
        kill "$sbatch_pid" 2>/dev/null || true
        job_id=$(submitted_job)
    fi
    [ -z "$job_id" ] || tail="; array job $job_id may still run (its parts are kept as they finish; \`scancel $job_id\` stops it)"
    echo "$prog: interrupted after $(elapsed): $kept solved part(s) kept in $dir$tail; the same command goes on from there" >&2
    exit 130
}

# Rounds of `split next` and one array each, until `split next` names nothing.
solve_all() {
    while true; do
        split_next
        [ "${#indices[@]}" -gt 0 ] || return 0
        check_retries
        solve_round
    done
}

main() {
    parse_args "$@"
    check_dir
    resolve_sureline
    command -v sbatch > /dev/null || fail "no sbatch on PATH" 3
    trap interrupted INT
    say "$dir: each task $per_task part(s), --cpus-per-task=$cpus --mem=$slurm_mem and --memory $memory_per_part; $retries retries; $sureline"
    while true; do
        solve_all
        say "no part left to solve after $round round(s); joining"
        split_join
        split_next
        [ "${#indices[@]}" -gt 0 ] || break
        say "the join asks for more parts"
    done
    say "done in $(elapsed): $round round(s), $runs part run(s)"
}

main "$@"
