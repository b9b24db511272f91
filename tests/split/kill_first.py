#!/usr/bin/env python3
"""Stands in for sureline in test_real.py: passes every command to the real binary
($SURELINE_REAL), except the first attempt of `split part DIR $KILL_FIRST_INDEX`, which it starts
and kills with SIGKILL once the part's solve has begun (its scratch directory DIR/work/INDEX-PID
exists), before the part can finish: the task fails as a killed process does, and HyperQueue's
retry (the driver's next round) must solve the part from the start."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

real, args = os.environ["SURELINE_REAL"], sys.argv[1:]
index = os.environ["KILL_FIRST_INDEX"]
if args[:1] != ["split"] or args[1:2] != ["part"] or args[3:4] != [index]:
    os.execv(real, [real, *args])
directory = Path(args[2])
marker = directory / f"killed-{index}"
if marker.exists():
    os.execv(real, [real, *args])
marker.touch()
child = subprocess.Popen([real, *args])
work = directory / "work"
deadline = time.monotonic() + 30
while not any(work.glob(f"{index}-{child.pid}")) and child.poll() is None and time.monotonic() < deadline:
    time.sleep(0.001)
child.send_signal(signal.SIGSTOP)  # stopped where it is: a record written now would be too late
if (directory / "parts" / f"{index}.json").exists():
    sys.exit("kill_first: the part finished before it could be killed")
child.kill()
child.wait()
os.kill(os.getpid(), signal.SIGKILL)
