#!/usr/bin/env bash
# One task of a job array that scripts/split/slurm-array.sh submits: solves the part named on
# line SLURM_ARRAY_TASK_ID + 1 of INDICES (array task 0 is line 1).
#
#   sbatch --array=0-(n-1) ... slurm-part.sh INDICES DIR SURELINE MEMORY THREADS
#
# It runs `SURELINE split part DIR INDEX --memory MEMORY --threads THREADS`, whose exit status
# is the task's. DIR, SURELINE and INDICES must be at the same paths on the compute nodes.
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
index=$(sed -n "$((SLURM_ARRAY_TASK_ID + 1))p" "$indices")
if ! [[ "$index" =~ ^[0-9]+$ ]]; then
    echo "slurm-part: line $((SLURM_ARRAY_TASK_ID + 1)) of $indices is not a part index: '$index'" >&2
    exit 2
fi

echo "slurm-part: part $index (array task $SLURM_ARRAY_TASK_ID of job ${SLURM_ARRAY_JOB_ID:-unknown}) on $(hostname)"
exec "$sureline" split part "$dir" "$index" --memory "$memory" --threads "$threads"
