#!/usr/bin/env python3
"""Differential fuzzing of second_checker.py against the reference `sureline-check`.

    python3 fuzz-vs-reference.py mutate SEED COUNT     # byte mutations of valid certificates
    python3 fuzz-vs-reference.py generate SEED COUNT   # random, syntactically valid strategies
    python3 fuzz-vs-reference.py cli SEED COUNT        # random command lines ([cert.cli])

REF (environment) is the reference binary (default /tmp/target-second/release/sureline-check).
Two outcomes agree when the exit codes and the first lines of standard output are equal (the
whole of standard output with --quiet, or for exit code 2, where it must be empty); for
`generate` also the piece sequence of the detail lines. Disagreeing inputs are written to
/tmp/fuzz-disagree-<mode>-<seed>-<n>.cert (or printed, for `cli`).
"""
import contextlib
import io
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import second_checker as sc  # noqa: E402

REF = os.environ.get("REF", "/tmp/target-second/release/sureline-check")
ROOT = os.path.join(HERE, "..", "..", "certificates")
TMP = f"/tmp/fuzz-input-{os.getpid()}.cert"   # one per process: runs may go in parallel




def mutate(rng):
    bases = [open(os.path.join(ROOT, "examples", f), "rb").read()
             for f in sorted(os.listdir(os.path.join(ROOT, "examples"))) if f.endswith(".cert")]
    bases += [open(os.path.join(HERE, "cases", f), "rb").read()
              for f in sorted(os.listdir(os.path.join(HERE, "cases"))) if f.endswith(".cert")]
    big = open(os.path.join(ROOT, "10x6-optimal.cert"), "rb").read()
    i = 0
    while True:
        d = bytearray(big if i % 50 == 0 else rng.choice(bases))
        i += 1
        for _ in range(rng.randint(1, 3)):
            op, pos = rng.randint(0, 4), rng.randrange(len(d) + 1)
            if op == 0 and pos < len(d):
                d[pos] = rng.randrange(256)
            elif op == 1:
                d[pos:pos] = bytes([rng.choice(b"0123456789 \n>@winIOTSZJL")])
            elif op == 2 and pos < len(d):
                del d[pos]
            elif op == 4 and rng.random() < 0.3:
                # a number around a limit, in place of a random run of digits
                runs = [j for j in range(len(d)) if d[j:j + 1].isdigit() and
                        (j == 0 or not d[j - 1:j].isdigit())]
                if runs:
                    j = rng.choice(runs)
                    k = j
                    while k < len(d) and d[k:k + 1].isdigit():
                        k += 1
                    d[j:k] = rng.choice([b"16777216", b"16777217", b"99999999", b"0",
                                         b"18446744073709551615", b"18446744073709551616"])
            else:
                digits = [j for j, c in enumerate(d) if c in (b"0123456789" if op == 3 else b"0123")]
                if digits:
                    d[rng.choice(digits)] = rng.choice(b"0123456789" if op == 3 else b"0123")
        yield bytes(d)


def generate(rng):
    while True:
        w, r = rng.randint(2, 6), rng.randint(1, 5)
        p = "".join(x for x in sc.PIECE_ORDER if rng.random() < 0.3) or rng.choice(sc.PIECE_ORDER)
        maxd = rng.randint(1, 5)
        nodes, queue, qi = [None], [(0, 0, [0] * w, 0)], 0
        while qi < len(queue):
            nid, bits, h, depth = queue[qi]
            qi += 1
            moves = []
            for piece in p:
                o = rng.choice([o for o in sc.ORIENTATION_LIST if o.piece == piece])
                col = rng.randint(0, max(0, w - o.width)) if rng.random() < 0.9 else rng.randint(0, w + 1)
                if col + o.width > w:
                    moves.append(f"{o.name}@{col}>win")
                    continue
                y0 = max(max(0, h[col + x] - y) for x, y in o.cells)
                b, hh = bits, list(h)
                for x, y in o.cells:
                    b |= 1 << ((y0 + y) * w + col + x)
                    hh[col + x] = max(hh[col + x], y0 + y + 1)
                full = (1 << w) - 1
                done = any((b >> (row * w)) & full == full for row in range(20))
                if (done and rng.random() < 0.93) or (not done and (depth + 1 >= maxd or len(nodes) > 40)
                                                       and rng.random() < 0.9):
                    moves.append(f"{o.name}@{col}>win")
                elif rng.random() < 0.1 and len(nodes) > 1:
                    moves.append(f"{o.name}@{col}>{rng.randrange(len(nodes))}")
                else:
                    nodes.append(None)
                    queue.append((len(nodes) - 1, b, hh, depth + 1))
                    moves.append(f"{o.name}@{col}>{len(nodes) - 1}")
            nodes[nid] = " ".join(moves)
        graph = [[None if m.endswith("win") else int(m.split(">")[1]) for m in ln.split()] for ln in nodes]
        memo, stack = {}, set()

        def count(n):
            if n in memo:
                return memo[n]
            if n in stack:
                return (10 ** 6, 10 ** 6)
            stack.add(n)
            length = seqs = 0
            for c in graph[n]:
                if c is None:
                    length, seqs = max(length, 1), seqs + 1
                else:
                    lc, sc_ = count(c)
                    length, seqs = max(length, 1 + lc), seqs + sc_
            stack.discard(n)
            memo[n] = (length, seqs)
            return memo[n]

        d_, s_ = count(0)
        d_ += rng.choice([-1, 1]) if rng.random() < 0.1 else 0
        s_ += rng.choice([-1, 1]) if rng.random() < 0.1 else 0
        n_ = len(nodes) + (rng.choice([-1, 1]) if rng.random() < 0.03 else 0)
        text = (f"sureline-certificate v1\nclaim player-completes-a-line\nwidth {w}\nrows {r}\n"
                f"adversary {p}\nmax-pieces {max(d_, 0)}\nnodes {n_}\nsequences {max(s_, 0)}\n")
        yield (text + "".join(f"{i} {ln}\n" for i, ln in enumerate(nodes)) + "end\n").encode()


def cli_args(rng):
    """Random command lines over the vocabulary of [cert.cli] and a few wrong forms."""
    ex = os.path.join(ROOT, "examples")
    files = [os.path.join(ex, "w4-r1-O.cert"), os.path.join(ex, "w4-r3-IOTSZJL.cert"),
             os.path.join(ROOT, "known-bad", "false-win.cert"), "/tmp/fuzz-does-not-exist.cert"]
    values = {"--width": ["4", "5", "2", "16", "17", "255", "256", "04", "+4", "", "x", "-1",
                          "18446744073709551616"],
              "--rows": ["1", "3", "0", "20", "21", "255", "256", "1x"],
              "--max-pieces": ["2", "3", "1", "0", "18446744073709551615", "18446744073709551616"],
              "--adversary": ["O", "OO", "IO", "LJZSTOI", "IOTSZJL", "", "o", "X", "ZOZ"]}
    while True:
        args = []
        for _ in range(rng.randint(0, 5)):
            r = rng.random()
            if r < 0.6:
                opt = rng.choice(list(values))
                if rng.random() < 0.3:      # [cert.cli] --name=value
                    args.append(f"{opt}={rng.choice(values[opt])}")
                else:
                    args += [opt] + ([rng.choice(values[opt])] if rng.random() < 0.95 else [])
            elif r < 0.9:
                args.append(rng.choice(["--help", "--version", "--json", "--quiet=1", "-q", "--frob",
                                        "--", "-"]) if rng.random() < 0.3 else "--quiet")
            else:
                args.append(rng.choice(files))
        if rng.random() < 0.8:
            args.insert(rng.randint(0, len(args)), rng.choice(files[:3]))
        yield args


def outcome(code, stdout, quiet, as_json=False):
    """What the spec fixes: the exit code, the first line; all of stdout with --quiet or exit 2;
    with --json the object but its (informative) message."""
    if as_json:
        try:
            obj = json.loads(stdout)
            obj.pop("message", None)
            return code, json.dumps(obj)
        except ValueError:
            return code, "not JSON: " + stdout
    if code == 2 or quiet:
        return code, stdout
    return code, stdout.split("\n")[0]


def run_mine(args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = sc.main(args)
    return code, out.getvalue()


def main():
    mode, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    source = {"mutate": mutate, "generate": generate, "cli": cli_args}[mode](rng)
    seen, tally = {}, {}
    for _ in range(count):
        if mode == "cli":
            args = next(source)
        else:
            with open(TMP, "wb") as f:
                f.write(next(source))
            args = [TMP]
        code, mine = run_mine(args)
        ref = subprocess.run([REF] + args, capture_output=True, text=True, errors="replace")
        quiet = "--quiet" in args
        as_json = isinstance(args, list) and "--json" in args
        a = outcome(code, mine, quiet, as_json)
        b = outcome(ref.returncode, ref.stdout, quiet, as_json)
        if mode == "generate":
            sm = re.search(r"sequence from the root: ([A-Z]+)", mine)
            sr = re.search(r"sequence from the root: ([A-Z]+)", ref.stdout)
            if sm and sr:   # the reference's detail wording, observed by running it
                a, b = a + (sm.group(1),), b + (sr.group(1),)
        first = mine.split("\n")[0]
        k = "VERIFIED" if first.startswith("s VERIFIED") else first[len("s NOT VERIFIED "):]
        k = f"exit {code}" if code == 2 else k.split(" node=")[0]
        k = f"json exit {code}" if as_json else k
        tally[k] = tally.get(k, 0) + 1
        if a != b and (a, b) not in seen:
            seen[(a, b)] = args
            if mode == "cli":
                print(f"DISAGREE second {a} reference {b}: args {args}")
            else:
                name = f"/tmp/fuzz-disagree-{mode}-{seed}-{len(seen)}.cert"
                with open(name, "wb") as f, open(TMP, "rb") as g:
                    f.write(g.read())
                print(f"DISAGREE second {a} reference {b}: {name}")
    if os.path.exists(TMP):
        os.remove(TMP)
    print("outcomes of the second checker:", dict(sorted(tally.items())))
    print(f"{mode}: {count} inputs, {len(seen)} distinct disagreements")


if __name__ == "__main__":
    main()
