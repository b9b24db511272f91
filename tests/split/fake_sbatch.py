#!/usr/bin/env python3
"""A stand-in for Slurm's `sbatch --wait --array=...`, running the array's tasks on this machine.

Only what scripts/split/slurm-array.sh uses: options as `--name=value` or flags before the
script, `--array=FIRST-LAST[%M]`, `--output=PATTERN` (%A the job id, %a the array task id, for
standard output and error together), `--cpus-per-task`, `--wait` (required) and `--parsable`
(print the job id alone). The tasks run two at a time, each as `bash SCRIPT ARGS...` with
SLURM_ARRAY_TASK_ID, SLURM_ARRAY_JOB_ID, SLURM_JOB_ID and SLURM_CPUS_PER_TASK set. The exit status
is the highest of the tasks' (1 for a task killed by a signal), as `sbatch --wait` documents.
As a Slurm job outlives the sbatch that waits for it, this one ignores SIGINT and SIGTERM and
finishes the array.

FAKE_SBATCH_LOG (required) names a file that gets one line per call: its arguments as JSON;
the job ids are 1000 plus the number of earlier calls.
"""

import json
import os
import re
import signal
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

PARALLEL_TASKS = 2


def fail(message):
    print(f"sbatch: error: {message}", file=sys.stderr)
    sys.exit(1)


def parse(argv):
    options = {}
    rest = list(argv)
    while rest and rest[0].startswith("--"):
        name, _, value = rest.pop(0)[2:].partition("=")
        options[name] = value
    if not rest:
        fail("no batch script")
    return options, rest[0], rest[1:]


def array_ids(spec):
    match = re.fullmatch(r"(\d+)-(\d+)(?:%\d+)?", spec or "")
    if not match:
        fail(f"--array={spec}: expected FIRST-LAST[%M]")
    return range(int(match.group(1)), int(match.group(2)) + 1)


def next_job_id(log_path):
    try:
        earlier = len(Path(log_path).read_text().splitlines())
    except FileNotFoundError:
        earlier = 0
    return 1000 + earlier


def run_task(job_id, task_id, options, script, args):
    output = options.get("output", "slurm-%A_%a.out").replace("%A", str(job_id)).replace("%a", str(task_id))
    env = dict(os.environ)
    env.update(
        SLURM_ARRAY_TASK_ID=str(task_id),
        SLURM_ARRAY_JOB_ID=str(job_id),
        SLURM_JOB_ID=str(job_id + 1 + task_id),
        SLURM_CPUS_PER_TASK=options.get("cpus-per-task", "1"),
    )
    with open(output, "w") as log:
        status = subprocess.run(["bash", script, *args], stdout=log, stderr=subprocess.STDOUT, env=env).returncode
    return 1 if status < 0 else status


def main(argv):
    log_path = os.environ.get("FAKE_SBATCH_LOG") or fail("FAKE_SBATCH_LOG is not set")
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    options, script, args = parse(argv)
    if "wait" not in options:
        fail("this stand-in runs --wait submissions only")
    job_id = next_job_id(log_path)
    with open(log_path, "a") as log:
        log.write(json.dumps(argv) + "\n")
    print(job_id if "parsable" in options else f"Submitted batch job {job_id}", flush=True)
    with ThreadPoolExecutor(PARALLEL_TASKS) as pool:
        statuses = list(pool.map(lambda task: run_task(job_id, task, options, script, args), array_ids(options.get("array"))))
    sys.exit(max(statuses, default=0))


if __name__ == "__main__":
    main(sys.argv[1:])
