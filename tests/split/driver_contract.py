"""The contract every job-engine driver of scripts/split keeps, written once and run for each
(test_hq_run.py, test_slurm_array.py): it solves the parts a round needs, retries a part that
failed, stops naming a part that keeps failing, keeps what finished, and joins.

A test class mixes DriverContract into support.ScratchTest and defines PROGRAM (the driver's
name in its messages), drive(directory, *options, env=None) (one run of the driver on the toy
split, a CompletedProcess) and, where the engine keeps a record of them, submissions().
"""

import support


class DriverContract:
    PROGRAM = None

    def drive(self, directory, *options, env=None):
        raise NotImplementedError

    def submissions(self):
        """The jobs submitted so far, where the engine keeps a record (the stand-in sbatch's log);
        None where it does not (a local HyperQueue run starts afresh: its output stands for it)."""
        return None

    def assert_retry_reported(self, result):
        """What the driver says of a failed attempt (nothing to check by default)."""

    def assertExit(self, result, code):
        self.assertEqual(result.returncode, code, f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}")

    def test_a_part_killed_on_its_first_attempt_is_retried(self):
        directory = self.new_split()
        result = self.drive(directory, env=dict(self.env, FAKE_SURELINE_KILL_FIRST="2"))
        self.assertExit(result, 0)
        self.assertEqual(self.attempts(directory, 2), 2)
        self.assert_retry_reported(result)
        self.assert_only_whole_certificates(directory)
        self.assert_joined(directory)
        self.assert_tmp_clean()

    def test_a_part_that_always_fails_stops_the_run_naming_it(self):
        directory = self.new_split()
        result = self.drive(directory, "--retries", "1", env=dict(self.env, FAKE_SURELINE_FAIL="3"))
        self.assertExit(result, 1)
        last = result.stderr.strip().splitlines()[-1]
        self.assertRegex(last, rf"^{self.PROGRAM}: error: part\(s\) 3 still not solved after 2 attempt\(s\) each")
        self.assertEqual(self.attempts(directory, 3), 2)
        self.assertIn("injected failure", result.stdout)
        self.assertFalse((directory / "composite.cert").exists())
        self.assert_tmp_clean()

    def test_a_rerun_after_a_completed_run_submits_nothing(self):
        directory = self.new_split()
        self.assertExit(self.drive(directory), 0)
        calls, submitted = self.calls(directory), self.submissions()
        result = self.drive(directory, "--force")
        self.assertExit(result, 0)
        self.assertEqual((self.calls(directory), self.submissions()), (calls, submitted))
        self.assertNotIn("submitted", result.stdout)
        self.assertIn("no part left to solve after 0 round(s)", result.stdout)
        self.assert_joined(directory)

    def test_a_rerun_goes_on_from_the_parts_kept(self):
        directory = self.new_split()
        self.assertExit(self.drive(directory, "--retries", "0", env=dict(self.env, FAKE_SURELINE_FAIL="4")), 1)
        kept = self.calls(directory)
        result = self.drive(directory)
        self.assertExit(result, 0)
        # Only part 4, which failed, is solved again.
        self.assertEqual([index for index, _, _ in self.calls(directory)[len(kept):]], [4])
        self.assert_joined(directory)

