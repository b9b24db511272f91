#!/usr/bin/env python3
"""A stand-in for `sureline split` on a toy problem, for testing the split drivers.

It implements the contract the drivers rely on (docs/splitting.md, "Running a split"):

    fake_sureline.py split new --toy SPEC -o DIR
    fake_sureline.py split next DIR
    fake_sureline.py split part DIR INDEX... [--memory SIZE] [--threads N]
    fake_sureline.py split join DIR [-o FILE] [--force]

The toy problem. SPEC lists pieces separated by commas, each a string of placements, `w` (the
player wins from it) or `l` (the adversary wins), e.g. `wl,lww,w`. Parts are numbered across
all pieces in order. The toy's rounds are simpler than the real split's: the first round needs
the first placement of each piece; every placement of a piece is needed only when its first one
is not a win (`l`).
A part's record is DIR/parts/INDEX.json (holding its toy certificate; the real one writes its
certificate DIR/HEX.cert first), written through a temporary file renamed over it.

Fault injection (environment variables, each a comma-separated list of part indices):
- FAKE_SURELINE_KILL_FIRST: the first attempt at such a part writes half its temporary file
  and then kills itself with SIGKILL; later attempts succeed.
- FAKE_SURELINE_FAIL: every attempt at such a part exits 1 with an error line.
FAKE_SURELINE_SLEEP (seconds, default 0.2) is how long a part takes.

For the tests' eyes only: every `part` run appends a line to DIR/fake-calls.log, and each
attempt at part INDEX a line to DIR/fake-attempts/INDEX.
"""

import argparse
import hashlib
import json
import os
import signal
import sys
import time
from pathlib import Path

TEMP_MARK = ".sureline-tmp-"


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="sureline")
    commands = parser.add_subparsers(dest="command", required=True)
    split = commands.add_parser("split").add_subparsers(dest="verb", required=True)

    new = split.add_parser("new")
    new.add_argument("--toy", required=True)
    new.add_argument("-o", dest="output", type=Path, required=True)

    nxt = split.add_parser("next")
    nxt.add_argument("dir", type=Path)

    part = split.add_parser("part")
    part.add_argument("dir", type=Path)
    part.add_argument("indices", type=int, nargs="+")
    part.add_argument("--memory")
    part.add_argument("--threads", type=int)

    join = split.add_parser("join")
    join.add_argument("dir", type=Path)
    join.add_argument("-o", dest="output", type=Path)
    join.add_argument("--force", action="store_true")
    return parser.parse_args(argv)


def fail(message):
    print(f"sureline: error: {message}", file=sys.stderr)
    sys.exit(1)


def index_list(name):
    text = os.environ.get(name, "")
    return {int(item) for item in text.split(",") if item.strip()}


def load_parts(directory):
    try:
        split = json.loads((directory / "split.json").read_text())
    except OSError as error:
        fail(f"{directory}: not a split directory ({error.strerror})")
    return split["parts"]


def cert_path(directory, index):
    return directory / "parts" / f"{index}.json"


def needed(directory, parts):
    """The parts the join needs, by the toy's rounds: first placements, then whole pieces."""
    result = []
    for piece in sorted({part["piece"] for part in parts}):
        placements = [part for part in parts if part["piece"] == piece]
        first = cert_path(directory, placements[0]["index"])
        if first.exists() and first.read_text().startswith("l"):
            result.extend(placements)
        else:
            result.append(placements[0])
    return result


def unsolved(directory, parts):
    return [part["index"] for part in needed(directory, parts) if not cert_path(directory, part["index"]).exists()]


def write_atomically(path, text, die_halfway=False):
    temp = path.parent / f".{path.name}{TEMP_MARK}{os.getpid()}"
    with open(temp, "w") as handle:
        if die_halfway:
            handle.write(text[: len(text) // 2])
            handle.flush()
            os.kill(os.getpid(), signal.SIGKILL)
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, path)


def remove_stale_temporaries(path):
    for stale in path.parent.glob(f".{path.name}{TEMP_MARK}*"):
        stale.unlink()


def split_new(args):
    parts = []
    for piece, placements in enumerate(args.toy.split(",")):
        for value in placements:
            if value not in "wl":
                fail(f"--toy: placement {value!r} is not w or l")
            parts.append({"index": len(parts), "piece": piece, "value": value})
    if args.output.exists():
        fail(f"{args.output}: exists")
    (args.output / "parts").mkdir(parents=True)
    (args.output / "split.json").write_text(json.dumps({"toy": args.toy, "parts": parts}) + "\n")


def split_next(args):
    for index in unsolved(args.dir, load_parts(args.dir)):
        print(index)


def record_attempt(args, index):
    with open(args.dir / "fake-calls.log", "a") as log:
        together = f" (with {' '.join(map(str, args.indices))})" if len(args.indices) > 1 else ""
        log.write(f"part {index} --memory {args.memory} --threads {args.threads}{together}\n")
    attempts = args.dir / "fake-attempts"
    attempts.mkdir(exist_ok=True)
    with open(attempts / str(index), "a") as log:
        log.write(f"{os.getpid()}\n")
    return len((attempts / str(index)).read_text().splitlines())


def split_part(args):
    """Every index is checked first; then the parts are solved in turn, as the real one does."""
    parts = load_parts(args.dir)
    for index in args.indices:
        if not 0 <= index < len(parts):
            fail(f"part {index}: the split has parts 0..{len(parts) - 1}")
    for index in args.indices:
        solve_one(args, parts, index)


def solve_one(args, parts, index):
    target = cert_path(args.dir, index)
    if target.exists():
        return
    attempt = record_attempt(args, index)
    remove_stale_temporaries(target)
    time.sleep(float(os.environ.get("FAKE_SURELINE_SLEEP", "0.2")))
    if index in index_list("FAKE_SURELINE_FAIL"):
        fail(f"part {index}: injected failure")
    die = attempt == 1 and index in index_list("FAKE_SURELINE_KILL_FIRST")
    value = parts[index]["value"]
    write_atomically(target, f"{value} part {index}\n", die_halfway=die)


def split_join(args):
    parts = load_parts(args.dir)
    missing = unsolved(args.dir, parts)
    if missing:
        print(f"sureline: {len(missing)} more parts needed (sureline split next)", file=sys.stderr)
        return
    output = args.output or args.dir / "composite.cert"
    if output.exists() and not args.force:
        fail(f"{output}: exists (--force replaces it)")
    lines = []
    for part in needed(args.dir, parts):
        digest = hashlib.sha256(cert_path(args.dir, part["index"]).read_bytes()).hexdigest()
        lines.append(f"part {part['index']} sha256:{digest}\n")
    write_atomically(output, "composite\n" + "".join(lines))
    print(f"composite {output} parts={len(lines)}")


def main(argv):
    args = parse_args(argv)
    verbs = {"new": split_new, "next": split_next, "part": split_part, "join": split_join}
    verbs[args.verb](args)


if __name__ == "__main__":
    main(sys.argv[1:])
