#!/usr/bin/env python3
"""in-process.py -- runs second_checker.main() for many command lines in one process, for
run-tests.sh (starting one Python per test costs more than the tests themselves).

One request per line on standard input: the name of a file that holds NUL-terminated fields
    OUT-PATH ERR-PATH LIMITS ARG...
(LIMITS: the value of SURELINE_TEST_LIMITS, or `-` to leave it unset). For each request it
resets the limits, sets the environment, runs second_checker.main(ARGS) with standard output
and standard error going to OUT-PATH and ERR-PATH (UTF-8, as the real process writes them), and
answers the exit code on one line. The arguments are decoded as Python decodes sys.argv
(os.fsdecode), so bytes that are not UTF-8 arrive as they would on a real command line.

What needs a real process (a closed or full standard output, a broken pipe, a file that only
the shell can open such as <(...)) is run as a real process by run-tests.sh.
"""
import contextlib
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import second_checker as sc  # noqa: E402

LIMIT_NAMES = ("MAX_FILE_BYTES", "MAX_NODES", "MAX_POSITIONS", "MAX_STATES", "LIMITS_CHOSEN")
DEFAULTS = {name: getattr(sc, name) for name in LIMIT_NAMES}


def serve():
    for line in sys.stdin.buffer:
        with open(line.rstrip(b"\n"), "rb") as f:
            fields = f.read().split(b"\0")[:-1]
        out_path, err_path, limits, *args = fields
        for name, value in DEFAULTS.items():        # test_limits() only ever lowers them
            setattr(sc, name, value)
        if limits == b"-":
            os.environ.pop(sc.TEST_LIMITS, None)
        else:
            os.environ[sc.TEST_LIMITS] = os.fsdecode(limits)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = sc.main([os.fsdecode(a) for a in args])
        for path, text in ((out_path, out), (err_path, err)):
            with open(path, "wb") as f:
                f.write(text.getvalue().encode("utf-8", "surrogateescape"))
        sys.stdout.write(f"{code}\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
