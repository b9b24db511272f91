"""scripts/split/slurm-array.sh and slurm-part.sh: their syntax (bash -n, and shellcheck where it
is installed), and runs with tests/split/fake_sbatch.py as `sbatch` (the array's tasks run here)
and tests/split/fake_sureline.py in place of sureline.

    python3 -B -m unittest discover -s tests/split -v
"""

import json
import shutil
import signal
import subprocess
import time
import unittest
from pathlib import Path

import support
from contract import DriverContract

SCRIPTS = [support.SLURM_ARRAY, support.SCRIPTS_DIR / "slurm-part.sh"]
TIMEOUT = 60


class SyntaxTest(unittest.TestCase):
    def test_bash_parses_them(self):
        for script in SCRIPTS:
            result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
            self.assertEqual(result.returncode, 0, f"{script}: {result.stderr}")

    @unittest.skipIf(shutil.which("shellcheck") is None, "shellcheck is not installed (apt-get install shellcheck)")
    def test_shellcheck_finds_nothing(self):
        result = subprocess.run(["shellcheck", *map(str, SCRIPTS)], capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stdout)


class SlurmArrayTest(DriverContract, support.ScratchTest):
    PROG = "slurm-array"

    def setUp(self):
        super().setUp()
        bin_dir = self.scratch / "bin"
        bin_dir.mkdir()
        (bin_dir / "sbatch").symlink_to(support.FAKE_SBATCH)
        self.sbatch_log = self.scratch / "sbatch.log"
        self.env.update(PATH=f"{bin_dir}:{self.env['PATH']}", FAKE_SBATCH_LOG=str(self.sbatch_log))

    def slurm_array(self, directory, *options, env=None):
        command = ["bash", str(support.SLURM_ARRAY), str(directory), "--memory-per-part", "1G", "--mem", "2G", "--sureline", str(support.FAKE_SURELINE), *options]
        return subprocess.run(command, env=env or self.env, capture_output=True, text=True, timeout=TIMEOUT)

    def sbatch_calls(self):
        if not self.sbatch_log.exists():
            return []
        return [json.loads(line) for line in self.sbatch_log.read_text().splitlines()]

    def run_driver(self, directory, *options, env=None):
        return self.slurm_array(directory, "--max-running", "4", "--sbatch-arg=--partition=long", *options, env=env)

    def submissions(self, directory):
        return len(self.sbatch_calls())

    def after_run(self, test, result):
        if test != "completes":
            return
        calls = self.sbatch_calls()
        self.assertEqual([call[3] for call in calls], ["--array=0-2%4", "--array=0-1%4"])
        for call in calls:
            self.assertIn("--wait", call)
            self.assertIn("--mem=2G", call)
            self.assertIn("--cpus-per-task=2", call)
            self.assertIn("--partition=long", call)
        indices = [call[call.index(str(support.SCRIPTS_DIR / "slurm-part.sh")) + 1] for call in calls]
        self.assertEqual([Path(path).read_text().split() for path in indices], [["0", "2", "5"], ["3", "4"]])

    def test_parts_per_task_gives_a_task_several_parts_of_a_round(self):
        directory = self.new_split()
        result = self.slurm_array(directory, "--parts-per-task", "2")
        self.assertExit(result, 0)
        self.assertIn("each task 2 part(s)", result.stdout)
        self.assertIn("round 1: submitting 3 part(s) in 2 task(s) as --array=0-1: 0 2 5", result.stdout)
        self.assertIn("round 2: submitting 2 part(s) in 1 task(s) as --array=0-0: 3 4", result.stdout)
        self.assert_joined(directory)
        indices = [call[call.index(str(support.SCRIPTS_DIR / "slurm-part.sh")) + 1] for call in self.sbatch_calls()]
        self.assertEqual([Path(path).read_text().splitlines() for path in indices], [["0 2", "5"], ["3 4"]])
        # Round 1's tasks: parts 0 and 2, then 5 alone; round 2's: parts 3 and 4.
        calls = (directory / "fake-calls.log").read_text().splitlines()
        together = sorted((line.split(" (with ") + ["alone"])[1] for line in calls)
        self.assertEqual(together, ["0 2)", "0 2)", "3 4)", "3 4)", "alone"])

    def test_a_task_that_fails_names_only_its_parts_left_unsolved(self):
        directory = self.new_split()
        result = self.slurm_array(directory, "--parts-per-task", "2", "--retries", "0",
                                  env=dict(self.env, FAKE_SURELINE_FAIL="2"))
        self.assertExit(result, 1)
        self.assertIn("part 2: not solved by attempt 1", result.stdout)
        self.assertNotIn("part 0: not solved", result.stdout)
        self.assertIn("part(s) 2 still not solved after 1 attempt(s) each", result.stderr)
        self.assertTrue((directory / "parts" / "0.json").exists())

    def test_interrupt_names_the_array_job_and_what_is_kept(self):
        directory = self.new_split()
        command = ["bash", str(support.SLURM_ARRAY), str(directory), "--memory-per-part", "1G", "--mem", "2G", "--sureline", str(support.FAKE_SURELINE)]
        driver = subprocess.Popen(command, env=dict(self.env, FAKE_SURELINE_SLEEP="1"), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=support.default_sigint)
        try:
            deadline = time.monotonic() + TIMEOUT
            while not (directory / "fake-attempts").is_dir():
                self.assertLess(time.monotonic(), deadline, "no part started")
                time.sleep(0.05)
            driver.send_signal(signal.SIGINT)
            stdout, stderr = driver.communicate(timeout=TIMEOUT)
        finally:
            driver.kill()
            driver.wait()
        self.assertEqual(driver.returncode, 130, stderr)
        self.assertRegex(stderr, r"interrupted after .*: 0 solved part\(s\) kept in .*; array job 1000 may still run .*`scancel 1000` stops it\)")
        # The stand-in sbatch, like a Slurm job, finishes the array on its own.
        while len(list((directory / "parts").glob("*.json"))) < len(support.FIRST_ROUND):
            self.assertLess(time.monotonic(), deadline, "the array did not finish")
            time.sleep(0.1)

    def test_arguments(self):
        directory = self.new_split()
        no_mem = subprocess.run(["bash", str(support.SLURM_ARRAY), str(directory), "--memory-per-part", "1G"], env=self.env, capture_output=True, text=True)
        self.assertExit(no_mem, 2)
        self.assertIn("--mem SIZE is required", no_mem.stderr)
        bad_per_task = self.slurm_array(directory, "--parts-per-task", "0")
        self.assertExit(bad_per_task, 2)
        self.assertIn("--parts-per-task expects a whole number of at least 1, got '0'", bad_per_task.stderr)
        bad_retries = self.slurm_array(directory, "--retries", "x")
        self.assertExit(bad_retries, 2)
        self.assertIn("--retries expects a whole number", bad_retries.stderr)
        not_a_split = self.slurm_array(self.scratch)
        self.assertExit(not_a_split, 2)
        self.assertIn("not a split directory", not_a_split.stderr)
        self.assertEqual(self.sbatch_calls(), [])


if __name__ == "__main__":
    unittest.main()
