#!/usr/bin/env python3
"""Run a sureline split on HyperQueue, from `sureline split next` to `sureline split join`.

    python3 scripts/split/hq-run.py DIR (--local-workers N | --server-dir PATH)
        --memory-per-part SIZE [--cpus-per-part C] [--parts-per-task N] [--retries K]
        [--sureline PATH] [--join-output FILE] [--force]

DIR is a split directory made by `sureline split new ... -o DIR`. The loop, in rounds:
`sureline split next DIR` names the parts to solve; they go to HyperQueue as one job of one
task per part, each task `sureline split part DIR INDEX --memory SIZE --threads C` declaring
C cpus (with --parts-per-task N, a task per N parts of the round, `split part DIR I J ...`: one
process solves them in turn with one search, each part starting from the table of those
before; the same certificates, less work where they share positions); the round ends when every task has finished or failed; then `split next` again, until
it names nothing, and `sureline split join DIR` writes the composite (with `-o FILE` and
`--force` when given).

Where it runs. --local-workers N starts HyperQueue inside this process for the run (a server
and N workers of C cpus each, so at most N parts at once) in a private temporary directory
removed at the end. --server-dir PATH submits to a running `hq server` (its server directory);
its workers need C cpus free for a part to start, and need DIR, the sureline binary (an
absolute path) and the logs' directory at the same paths.

Retries. A part whose run exits non-zero (or is killed) is submitted again by the next round,
up to K times; a part whose worker is lost under it is restarted by HyperQueue on another
worker up to K times (crash limit K + 1). A part still failing after that stops the run with
exit 1 and one last line naming it. A finished part stays finished: `split part` writes its
certificate into DIR (its record into DIR/parts) atomically, so a rerun of the same command goes on where a stopped
or interrupted run left off, and a rerun after a completed run submits nothing.

Output. Progress lines on standard output; each run of a part logs to
DIR/hq-logs/START/part-INDEX.attempt-A.stdout and .stderr, START the run's start time.

Exit codes: 0 joined; 1 a part failed after its retries; 2 bad arguments; 3 `sureline split
next` or `join` failed, or HyperQueue could not be reached; 130 interrupted (Ctrl-C).

Tested with hyperqueue 0.27.0 from PyPI (`pip install hyperqueue==0.27.0`; server and worker are
inside the wheel) on CPython 3.11. What it relies on there: `LocalCluster(server_dir=...)`
with `start_worker(WorkerConfig(cores=C))`, `cluster.client()` and `stop()`;
`Client(server_dir)`; `Job(max_fails=None, name=...)` (no task failure cancels the others) and
`job.program(args, cwd=, stdout=, stderr=, name=, resources=ResourceRequest(cpus=C),
crash_limit=)`, whose task ids are 0, 1, ... in the order added; `client.submit(job)`;
`client.connection.wait_for_jobs(ids, callback)`, whose callback gets
{job id: {"finished", "failed", "total", "completed"}} about once a second (the public
`wait_for_jobs` draws a tqdm bar instead); `client.get_failed_tasks(job)` ({task id: context with
`error` and `stderr`}); `client.forget(job)`. The in-process cluster makes one socket per worker
in TMPDIR and takes over SIGINT, so the local mode starts it with TMPDIR set to its private
directory and gives SIGINT back to Python.
"""

import argparse
import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

try:
    from hyperqueue import Client, Job, LocalCluster
    from hyperqueue.cluster import WorkerConfig
    from hyperqueue.ffi.protocol import ResourceRequest
except ImportError:
    Client = None

PROG = "hq-run"
EXIT_PART_FAILED = 1
EXIT_USAGE = 2
EXIT_TOOL_FAILED = 3
EXIT_INTERRUPTED = 130
HEARTBEAT_SECONDS = 60.0


class Stop(Exception):
    """Ends the run with one line on standard error and an exit code."""

    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


@dataclass
class Run:
    """What the run has done so far (for the progress, the failure and the interrupt lines)."""

    args: argparse.Namespace
    sureline: str
    started: float = field(default_factory=time.monotonic)
    rounds: int = 0
    attempts: Counter = field(default_factory=Counter)
    last_error: dict = field(default_factory=dict)
    failed_runs: int = 0
    job_id: Optional[int] = None
    logs: Optional[Path] = None

    def elapsed(self):
        return f"{time.monotonic() - self.started:.1f} s"


def positive_int(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {text}")
    return value


def non_negative_int(text):
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 0, got {text}")
    return value


def memory_size(text):
    """A SIZE as sureline's --memory reads it: a number, then K, M, G or T (powers of 1024) with
    an optional B or iB, e.g. 20G, 1.5GiB, 512M; checked here so that a typo fails at once
    instead of in every part."""
    if not re.fullmatch(r"\d+(\.\d+)?([KMGT](I?B)?|B)?", text.strip().upper()):
        raise argparse.ArgumentTypeError(f"expected a size such as 20G, 1.5GiB or 512M, got {text}")
    return text


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="hq-run.py",
        description="Solve the parts of a sureline split on HyperQueue, in rounds, then join them.",
        epilog="Progress goes to standard output; each part run logs to DIR/hq-logs/START/.",
    )
    parser.add_argument("dir", type=Path, metavar="DIR", help="the split directory (`sureline split new -o DIR`)")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument(
        "--local-workers",
        type=positive_int,
        metavar="N",
        help="start HyperQueue in this process with N workers of C cpus each, for this run",
    )
    where.add_argument(
        "--server-dir",
        type=Path,
        metavar="PATH",
        help="submit to the running `hq server` whose server directory is PATH",
    )
    parser.add_argument(
        "--memory-per-part",
        type=memory_size,
        required=True,
        metavar="SIZE",
        help="each part's memory budget, passed as `split part --memory SIZE` (e.g. 20G)",
    )
    parser.add_argument(
        "--cpus-per-part",
        type=positive_int,
        default=1,
        metavar="C",
        help="cpus each part declares to HyperQueue and its --threads (default: 1)",
    )
    parser.add_argument(
        "--parts-per-task",
        type=positive_int,
        default=1,
        metavar="N",
        help="parts of a round each task solves in turn in one process, with one search (default: 1)",
    )
    parser.add_argument(
        "--retries",
        type=non_negative_int,
        default=2,
        metavar="K",
        help="how many times a failed part is run again, and a part whose worker is lost "
        "restarted (default: 2)",
    )
    parser.add_argument(
        "--sureline",
        metavar="PATH",
        help="the sureline executable (default: `sureline` on PATH)",
    )
    parser.add_argument("--join-output", type=Path, metavar="FILE", help="passed to `split join` as -o FILE")
    parser.add_argument("--force", action="store_true", help="passed to `split join`: replace an existing composite")
    return parser.parse_args(argv)


def resolve_sureline(given):
    """The absolute path of the sureline executable, so that every worker runs the same one."""
    found = shutil.which(given if given is not None else "sureline")
    if found is None:
        where = given if given is not None else "`sureline` on PATH (give --sureline PATH)"
        raise Stop(f"no executable {where}", EXIT_USAGE)
    return str(Path(found).resolve())


def check_hyperqueue():
    if Client is None:
        raise Stop("the Python package hyperqueue is missing (pip install hyperqueue)", EXIT_USAGE)


def check_split_dir(directory):
    if not (directory / "split.json").is_file():
        raise Stop(f"{directory}: not a split directory (no split.json; `sureline split new -o DIR` makes one)", EXIT_USAGE)


def say(message):
    print(f"{PROG}: {message}", flush=True)


def describe(run):
    args = run.args
    where = (
        f"{args.local_workers} local worker(s)"
        if args.local_workers is not None
        else f"the server at {args.server_dir}"
    )
    say(
        f"{args.dir}: on {where}; each task {args.parts_per_task} part(s), {args.cpus_per_part} "
        f"cpu(s) and --memory {args.memory_per_part}; {args.retries} retries; {run.sureline}"
    )


def run_sureline(run, words):
    """Runs `sureline split WORDS...`; its standard error passes through; returns its stdout."""
    command = [run.sureline, "split", *words]
    result = subprocess.run(command, stdout=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise Stop(f"`sureline split {words[0]}` exited {result.returncode}", EXIT_TOOL_FAILED)
    return result.stdout


def split_next(run):
    """The part indices `sureline split next DIR` prints, in its order."""
    text = run_sureline(run, ["next", str(run.args.dir)])
    indices = []
    for line in text.splitlines():
        if line.strip():
            try:
                indices.append(int(line))
            except ValueError:
                raise Stop(f"`sureline split next` printed {line!r}, not a part index", EXIT_TOOL_FAILED)
    return indices


def split_join(run):
    words = ["join", str(run.args.dir)]
    if run.args.join_output is not None:
        words += ["-o", str(run.args.join_output)]
    if run.args.force:
        words.append("--force")
    sys.stdout.write(run_sureline(run, words))
    sys.stdout.flush()


@contextlib.contextmanager
def environment(name, value):
    old = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if old is None:
            del os.environ[name]
        else:
            os.environ[name] = old


# The workers' sockets live in the private directory: a Unix socket's path must be shorter than
# 108 bytes (SUN_LEN), so a deep TMPDIR (a test's, inside a test run's) gives way to /tmp.
SOCKET_DIR_MOST = 48


def socket_parent():
    """TMPDIR when its path is short enough for the workers' sockets, else /tmp."""
    parent = tempfile.gettempdir()
    return parent if len(parent) <= SOCKET_DIR_MOST else "/tmp"


@contextlib.contextmanager
def local_client(workers, cpus):
    """A client of a HyperQueue server and workers started in this process, all in a private
    temporary directory that is removed (with the workers stopped) when the block ends."""
    scratch = Path(tempfile.mkdtemp(prefix="sureline-hq-", dir=socket_parent()))
    try:
        server_dir = scratch / "server"
        server_dir.mkdir()
        with environment("TMPDIR", str(scratch)):
            cluster = LocalCluster(server_dir=str(server_dir))
            try:
                for _ in range(workers):
                    cluster.start_worker(WorkerConfig(cores=cpus))
            except BaseException:
                cluster.stop()
                raise
        signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            yield cluster.client()
        finally:
            cluster.stop()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def first_line(error):
    """HyperQueue's errors carry a Rust backtrace after their first line."""
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


@contextlib.contextmanager
def server_client(server_dir):
    """A client of the running HyperQueue server whose server directory is SERVER_DIR."""
    try:
        client = Client(str(server_dir.resolve()))
    except Exception as error:
        raise Stop(f"cannot reach HyperQueue at {server_dir}: {first_line(error)}", EXIT_TOOL_FAILED)
    yield client


def hq_client(args):
    if args.local_workers is not None:
        return local_client(args.local_workers, args.cpus_per_part)
    return server_client(args.server_dir)


def log_dir(directory):
    """This run's own log directory, named by its start time: DIR/hq-logs/YYYYMMDD-HHMMSS."""
    return directory / "hq-logs" / time.strftime("%Y%m%d-%H%M%S")


def log_path(run, group, attempt, stream):
    """A task's log: part-I (one part) or part-I-J-... (the parts it solves in turn)."""
    return run.logs / f"part-{'-'.join(map(str, group))}.attempt-{attempt}.{stream}"


def build_job(run, indices):
    """One job of one task per --parts-per-task parts, in the round's order; returns it and
    each task id's part indices."""
    args = run.args
    run.logs.mkdir(parents=True, exist_ok=True)
    job = Job(max_fails=None, name=f"sureline-split-round-{run.rounds}")
    parts_of_task = {}
    n = args.parts_per_task
    for group in (indices[i:i + n] for i in range(0, len(indices), n)):
        attempt = run.attempts[group[0]]
        task = job.program(
            [run.sureline, "split", "part", str(args.dir), *map(str, group),
             "--memory", args.memory_per_part, "--threads", str(args.cpus_per_part)],
            cwd=str(args.dir),
            stdout=str(log_path(run, group, attempt, "stdout")),
            stderr=str(log_path(run, group, attempt, "stderr")),
            name=f"part-{'-'.join(map(str, group))}",
            resources=ResourceRequest(cpus=args.cpus_per_part),
            crash_limit=args.retries + 1,
        )
        parts_of_task[task.task_id] = group
    return job, parts_of_task


def progress_callback(run):
    """Prints a line when a round's counts change, and at least once a minute."""
    last = {"counts": None, "printed": 0.0}

    def callback(jobs):
        status = jobs.get(run.job_id) or next(iter(jobs.values()))
        counts = (status["finished"], status["failed"], status["total"])
        now = time.monotonic()
        if counts != last["counts"] or now - last["printed"] >= HEARTBEAT_SECONDS:
            last["counts"], last["printed"] = counts, now
            say(f"round {run.rounds}: {counts[0]} of {counts[2]} finished, {counts[1]} failed, {run.elapsed()} elapsed")

    return callback


def last_line(path):
    """The last non-blank line of a task's log, if it can be read (it may be on another node)."""
    try:
        lines = [line.strip() for line in Path(path).read_text(errors="replace").splitlines()]
    except (OSError, TypeError):
        return ""
    lines = [line for line in lines if line]
    return lines[-1] if lines else ""


def record_failures(run, client, submitted, parts_of_task):
    """Notes each failed task's error and log for its parts left unsolved (a task's parts
    solved before it failed are kept); returns those part indices."""
    failed = []
    for task_id, context in sorted(client.get_failed_tasks(submitted).items()):
        said = last_line(context.stderr)
        for index in parts_of_task[task_id]:
            if (run.args.dir / "parts" / f"{index}.json").exists():
                continue
            failed.append(index)
            run.last_error[index] = f"{context.error.strip()}{' ' + said if said else ''} (log: {context.stderr})"
    run.failed_runs += len(failed)
    return failed


def solve_round(run, client, indices):
    """Submits INDICES as one job, waits for every task, and prints how the round went."""
    run.rounds += 1
    for index in indices:
        run.attempts[index] += 1
    job, parts_of_task = build_job(run, indices)
    try:
        submitted = client.submit(job)
        run.job_id = submitted.id
        say(f"round {run.rounds}: submitted {len(indices)} part(s) as job {submitted.id}: {' '.join(map(str, indices))}")
        client.connection.wait_for_jobs([submitted.id], progress_callback(run))
        failed = record_failures(run, client, submitted, parts_of_task)
        client.forget(submitted)
    except Exception as error:
        raise Stop(f"HyperQueue failed in round {run.rounds}: {first_line(error)}", EXIT_TOOL_FAILED)
    run.job_id = None
    for index in failed:
        say(f"round {run.rounds}: part {index} failed (attempt {run.attempts[index]}): {run.last_error[index]}")
    say(f"round {run.rounds} done: {len(indices) - len(failed)} finished, {len(failed)} failed, {run.elapsed()} elapsed")


def check_retries(run, indices):
    """Stops the run when a part to submit has had all its attempts (1 + retries)."""
    spent = [index for index in indices if run.attempts[index] > run.args.retries]
    if not spent:
        return
    for index in spent:
        reason = run.last_error.get(index, "it ran without error, yet `sureline split next` still names it")
        say(f"part {index}: {reason}")
    names = ", ".join(map(str, spent))
    raise Stop(
        f"part(s) {names} still not solved after {run.args.retries + 1} attempt(s) each "
        f"(--retries {run.args.retries}); finished parts are kept in {run.args.dir}",
        EXIT_PART_FAILED,
    )


def solve_all(run, client):
    """Rounds of `split next` and one job each, until `split next` names nothing."""
    while True:
        indices = split_next(run)
        if not indices:
            return
        check_retries(run, indices)
        solve_round(run, client, indices)


def count_solved(directory):
    """The parts solved in DIR: their records, DIR/parts/INDEX.json, each written after its certificate."""
    parts = directory / "parts"
    if not parts.is_dir():
        return 0
    return sum(1 for entry in parts.iterdir() if entry.name.endswith(".json") and not entry.name.startswith("."))


def interrupted_message(run):
    kept = f"interrupted after {run.elapsed()}: {count_solved(run.args.dir)} solved part(s) kept in {run.args.dir}"
    if run.job_id is None:
        tail = ""
    elif run.args.local_workers is not None:
        tail = "; the parts running were stopped and leave nothing half-written"
    else:
        tail = (
            f"; job {run.job_id} goes on on the server (its parts are kept as they finish; "
            f"`hq job cancel {run.job_id}` stops it)"
        )
    return f"{kept}{tail}; the same command goes on from there"


def drive(run):
    describe(run)
    with hq_client(run.args) as client:
        while True:
            solve_all(run, client)
            say(f"no part left to solve after {run.rounds} round(s); joining")
            split_join(run)
            if not split_next(run):
                break
            say("the join asks for more parts")
    say(f"done in {run.elapsed()}: {run.rounds} round(s), {sum(run.attempts.values())} part run(s), {run.failed_runs} failed")


def main(argv):
    args = parse_args(argv)
    try:
        check_hyperqueue()
        check_split_dir(args.dir)
        args.dir = args.dir.resolve()
        run = Run(args=args, sureline=resolve_sureline(args.sureline), logs=log_dir(args.dir))
    except Stop as stop:
        print(f"{PROG}: error: {stop}", file=sys.stderr)
        return stop.code
    try:
        drive(run)
    except KeyboardInterrupt:
        print(f"{PROG}: {interrupted_message(run)}", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Stop as stop:
        print(f"{PROG}: error: {stop}", file=sys.stderr)
        return stop.code
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
