"""The contract both split drivers keep (docs/splitting.md, "Running a split"), tested once for
each: scripts/split/hq-run.py (test_hq_run.py) and scripts/split/slurm-array.sh
(test_slurm_array.py) mix this class in and say how to run their driver."""

import support


class DriverContract:
    """Mixed into a support.ScratchTest: PROG is the driver's name in its messages; run_driver
    runs it on a split with the fake sureline; submissions counts what it has submitted so far;
    after_run adds what is particular to the driver to a test's checks."""

    PROG = None

    def run_driver(self, directory, *options, env=None):
        raise NotImplementedError

    def submissions(self, directory):
        raise NotImplementedError

    def after_run(self, test, result):
        pass

    def assertExit(self, result, code):
        self.assertEqual(result.returncode, code, f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}")

    def test_completes_and_joins(self):
        directory = self.new_split()
        result = self.run_driver(directory, "--cpus-per-part", "2")
        self.assertExit(result, 0)
        self.assert_joined(directory)
        self.assertEqual(sorted(self.calls(directory)), [(index, "1G", "2") for index in support.ALL_NEEDED])
        self.after_run("completes", result)

    def test_a_part_killed_on_its_first_attempt_is_retried(self):
        directory = self.new_split()
        result = self.run_driver(directory, env=dict(self.env, FAKE_SURELINE_KILL_FIRST="2"))
        self.assertExit(result, 0)
        self.assertEqual(self.attempts(directory, 2), 2)
        self.assert_only_whole_certificates(directory)
        self.assert_joined(directory)
        self.after_run("killed", result)

    def test_a_part_that_always_fails_stops_the_run_naming_it(self):
        directory = self.new_split()
        result = self.run_driver(directory, "--retries", "1", env=dict(self.env, FAKE_SURELINE_FAIL="3"))
        self.assertExit(result, 1)
        last = result.stderr.strip().splitlines()[-1]
        self.assertRegex(last, rf"^{self.PROG}: error: part\(s\) 3 still not solved after 2 attempt\(s\) each")
        self.assertEqual(self.attempts(directory, 3), 2)
        self.assertIn("injected failure", result.stdout)
        self.assertFalse((directory / "composite.cert").exists())
        self.after_run("fails", result)

    def test_a_rerun_after_a_completed_run_submits_nothing(self):
        directory = self.new_split()
        self.assertExit(self.run_driver(directory), 0)
        before = (self.calls(directory), self.submissions(directory))
        result = self.run_driver(directory, "--force")
        self.assertExit(result, 0)
        self.assertEqual((self.calls(directory), self.submissions(directory)), before)
        self.assertIn("no part left to solve after 0 round(s)", result.stdout)
        self.assert_joined(directory)
