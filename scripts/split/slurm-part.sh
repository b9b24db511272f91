#!/usr/bin/env bash
# One task of a job array that scripts/split/slurm-array.sh submits: solves the parts named on
# line SLURM_ARRAY_TASK_ID + 1 of INDICES (array task 0 is line 1), one or more separated by
# spaces, in one process.
#
#   sbatch --array=0-(n-1) ... slurm-part.sh INDICES DIR SURELINE MEMORY THREADS
#
# It runs `SURELINE split part DIR INDEX... --memory MEMORY --threads THREADS`, whose exit
# status is the task's. DIR, SURELINE and INDICES must be at the same paths on the compute nodes.
set -euo pipefail

if [ "$#" -ne 5 ]; then
    echo "slurm-part: usage: slurm-part.sh INDICES DIR SURELINE MEMORY THREADS" >&2
    exit 2
fi
indices=$1
dir=$2
sureline=$3
memory=$4
threads=$5

if [ -z "${SLURM_ARRAY_TASK_ID:-}" ]; then
    echo "slurm-part: SLURM_ARRAY_TASK_ID is not set: run it as a task of a Slurm job array" >&2
    exit 2
fi
line=$(sed -n "$((SLURM_ARRAY_TASK_ID + 1))p" "$indices")
if ! [[ "$line" =~ ^[0-9]+( [0-9]+)*$ ]]; then
    echo "slurm-part: line $((SLURM_ARRAY_TASK_ID + 1)) of $indices is not part indices separated by spaces: '$line'" >&2
    exit 2
fi
read -r -a parts <<< "$line"

echo "slurm-part: part(s) ${parts[*]} (array task $SLURM_ARRAY_TASK_ID of job ${SLURM_ARRAY_JOB_ID:-unknown}) on $(hostname)"
exec "$sureline" split part "$dir" "${parts[@]}" --memory "$memory" --threads "$threads"
