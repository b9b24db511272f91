"""scripts/split/hq-run.py on HyperQueue (the pip package's in-process server and workers), with
tests/split/fake_sureline.py in place of sureline.

    python3 -B -m unittest discover -s tests/split -v
"""

import contextlib
import os
import signal
import subprocess
import sys
import time
import unittest

import support
from contract import DriverContract

try:
    import hyperqueue  # noqa: F401
except ImportError:
    hyperqueue = None

# A run of the toy split takes a few seconds; anything near this means a hang.
TIMEOUT = 60


@unittest.skipIf(hyperqueue is None, "the Python package hyperqueue is missing (pip install hyperqueue)")
class HqRunTest(DriverContract, support.ScratchTest):
    PROG = "hq-run"

    def hq_run(self, directory, *options, env=None):
        command = [sys.executable, str(support.HQ_RUN), str(directory), "--memory-per-part", "1G", "--sureline", str(support.FAKE_SURELINE), *options]
        return subprocess.run(command, env=env or self.env, capture_output=True, text=True, timeout=TIMEOUT)

    def local_run(self, directory, *options, env=None):
        return self.hq_run(directory, "--local-workers", "2", *options, env=env)

    def run_driver(self, directory, *options, env=None):
        return self.local_run(directory, *options, env=env)

    def submissions(self, directory):
        return len(self.calls(directory))

    def after_run(self, test, result):
        if test == "completes":
            self.assertIn("round 1: submitted 3 part(s) as job 1: 0 2 5", result.stdout)
            self.assertIn("round 2: submitted 2 part(s) as job 2: 3 4", result.stdout)
            self.assertIn("done in", result.stdout)
        if test == "killed":
            self.assertIn("part 2 failed (attempt 1): Program terminated with exit code -1. Received signal 9 (SIGKILL).", result.stdout)
        self.assert_tmp_clean()

    def test_parts_per_task_solves_a_round_s_parts_in_one_process(self):
        directory = self.new_split()
        result = self.local_run(directory, "--parts-per-task", "2")
        self.assertExit(result, 0)
        self.assertIn("each task 2 part(s)", result.stdout)
        self.assertIn("round 1: submitted 3 part(s) as job 1: 0 2 5", result.stdout)
        self.assert_joined(directory)
        # Round 1's tasks: parts 0 and 2, then 5 alone; round 2's: parts 3 and 4.
        calls = (directory / "fake-calls.log").read_text().splitlines()
        together = sorted((line.split(" (with ") + ["alone"])[1] for line in calls)
        self.assertEqual(together, ["0 2)", "0 2)", "3 4)", "3 4)", "alone"])
        self.assert_tmp_clean()

    def test_a_task_that_fails_names_only_its_parts_left_unsolved(self):
        directory = self.new_split()
        result = self.local_run(directory, "--parts-per-task", "2", "--retries", "0",
                                env=dict(self.env, FAKE_SURELINE_FAIL="2"))
        self.assertExit(result, 1)
        self.assertIn("round 1: part 2 failed (attempt 1)", result.stdout)
        self.assertNotIn("part 0 failed", result.stdout)
        self.assertTrue((directory / "parts" / "0.json").exists())
        self.assert_tmp_clean()

    def test_a_rerun_goes_on_from_the_parts_kept(self):
        directory = self.new_split()
        self.assertExit(self.local_run(directory, "--retries", "0", env=dict(self.env, FAKE_SURELINE_FAIL="4")), 1)
        result = self.local_run(directory)
        self.assertExit(result, 0)
        self.assertIn("round 1: submitted 1 part(s) as job 1: 4", result.stdout)
        self.assert_joined(directory)

    def test_interrupt_keeps_finished_parts_and_stops_the_running_ones(self):
        directory = self.new_split()
        stdout, stderr = self.interrupted(directory, ["--local-workers", "2"], "30", attempts=2)
        self.assertRegex(stderr, r"interrupted after .*: 0 solved part\(s\) kept in .*; the parts running were stopped")
        deadline = time.monotonic() + 10
        while any(os.path.exists(f"/proc/{pid}") for pid in self.attempt_pids(directory)):
            self.assertLess(time.monotonic(), deadline, "a part process still runs")
            time.sleep(0.05)
        self.assert_tmp_clean()

    def interrupted(self, directory, where, sleep, attempts):
        """Runs the driver on `where` (local workers or a server) with parts of `sleep` seconds,
        sends it SIGINT once `attempts` parts have started, and returns its (stdout, stderr)
        after asserting exit 130."""
        command = [sys.executable, str(support.HQ_RUN), str(directory), *where, "--memory-per-part", "1G", "--sureline", str(support.FAKE_SURELINE)]
        driver = subprocess.Popen(command, env=dict(self.env, FAKE_SURELINE_SLEEP=sleep), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=support.default_sigint)
        try:
            self.wait_for_attempts(directory, attempts)
            driver.send_signal(signal.SIGINT)
            stdout, stderr = driver.communicate(timeout=TIMEOUT)
        finally:
            driver.kill()
            driver.wait()
        self.assertEqual(driver.returncode, 130, stderr)
        return stdout, stderr

    def wait_for_attempts(self, directory, count):
        deadline = time.monotonic() + TIMEOUT
        while len(self.attempt_pids(directory)) < count:
            self.assertLess(time.monotonic(), deadline, "the parts did not start")
            time.sleep(0.05)

    def attempt_pids(self, directory):
        attempts = directory / "fake-attempts"
        if not attempts.is_dir():
            return []
        return [int(pid) for path in attempts.iterdir() for pid in path.read_text().split()]

    @contextlib.contextmanager
    def hq_server(self, workers):
        """A HyperQueue server with WORKERS workers of 1 cpu in another process; its directory."""
        server_dir = self.scratch / "hq-server"
        server = subprocess.Popen([sys.executable, str(support.HQ_SERVER), str(server_dir), str(workers), "1"], env=self.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            self.assertTrue(any(line.strip() == "ready" for line in server.stdout), "the server did not start")
            yield server_dir
        finally:
            server.stdin.close()
            server.wait(timeout=TIMEOUT)
            server.stdout.close()

    def test_server_mode(self):
        directory = self.new_split()
        with self.hq_server(2) as server_dir:
            result = self.hq_run(directory, "--server-dir", str(server_dir))
        self.assertExit(result, 0)
        self.assert_joined(directory)
        self.assertIn("on the server at", result.stdout)

    def test_interrupt_in_server_mode_leaves_the_job_to_the_server(self):
        directory = self.new_split()
        with self.hq_server(1) as server_dir:
            stdout, stderr = self.interrupted(directory, ["--server-dir", str(server_dir)], "1", attempts=1)
            self.assertRegex(stderr, r"; job 1 goes on on the server .*`hq job cancel 1` stops it\)")
            deadline = time.monotonic() + TIMEOUT
            while len(list((directory / "parts").glob("*.json"))) < len(support.FIRST_ROUND):
                self.assertLess(time.monotonic(), deadline, "the server did not finish the job")
                time.sleep(0.1)

    def test_an_unreachable_server_is_one_line(self):
        directory = self.new_split()
        result = self.hq_run(directory, "--server-dir", str(self.scratch / "no-server"))
        self.assertExit(result, 3)
        self.assertEqual(len(result.stderr.strip().splitlines()), 1, result.stderr)
        self.assertRegex(result.stderr, r"^hq-run: error: cannot reach HyperQueue at .*no-server: ")

    def test_arguments(self):
        directory = self.new_split()
        both = self.hq_run(directory, "--local-workers", "1", "--server-dir", str(self.scratch))
        self.assertExit(both, 2)
        self.assertIn("not allowed with argument", both.stderr)
        neither = self.hq_run(directory)
        self.assertExit(neither, 2)
        not_a_split = self.local_run(self.scratch)
        self.assertExit(not_a_split, 2)
        self.assertIn("not a split directory", not_a_split.stderr)
        no_sureline = self.local_run(directory, "--sureline", str(self.scratch / "missing"))
        self.assertExit(no_sureline, 2)
        self.assertIn("no executable", no_sureline.stderr)
        zero = self.hq_run(directory, "--local-workers", "0")
        self.assertExit(zero, 2)
        size = self.local_run(directory, "--memory-per-part", "20X")
        self.assertExit(size, 2)
        self.assertIn("expected a size such as 20G", size.stderr)
        self.assertEqual(self.calls(directory), [])


if __name__ == "__main__":
    unittest.main()
