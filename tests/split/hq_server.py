#!/usr/bin/env python3
"""A running HyperQueue server with workers, as `hq server start` and `hq worker start` would
give, for testing hq-run.py --server-dir: starts them with SERVER_DIR, prints `ready`, and stops
them when its standard input closes.

    hq_server.py SERVER_DIR WORKERS CPUS
"""

import os
import shutil
import sys
import tempfile
from pathlib import Path

from hyperqueue import LocalCluster
from hyperqueue.cluster import WorkerConfig


def main(argv):
    server_dir, workers, cpus = Path(argv[0]).resolve(), int(argv[1]), int(argv[2])
    # The workers' sockets go to TMPDIR, and a Unix socket's path must be shorter than 108 bytes:
    # a deep TMPDIR (a test's, inside a test run's) gives way to a private directory in /tmp.
    parent = tempfile.gettempdir()
    sockets = tempfile.mkdtemp(prefix="sureline-hq-", dir=parent if len(parent) <= 48 else "/tmp")
    os.environ["TMPDIR"] = sockets
    try:
        with LocalCluster(server_dir=str(server_dir)) as cluster:
            for _ in range(workers):
                cluster.start_worker(WorkerConfig(cores=cpus))
            print("ready", flush=True)
            sys.stdin.read()
    finally:
        shutil.rmtree(sockets, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
