"""The whole split with the real sureline on a local HyperQueue cluster of 2 workers: small boards
whose winners differ (the player wins well(8, 7), the adversary capped(8, 5)), split, run by
scripts/split/hq-run.py, joined; the composite verified by sureline-check and by the second
checker, its claim the single-process solve's; a part killed mid-run retried; a part with one
changed byte refused by the join and by the checker.

    SURELINE=target/tests/sureline SURELINE_CHECK=target/tests/sureline-check \\
        python3 -B -m unittest discover -s tests/split -p 'test_real.py' -v

scripts/test.sh runs it with the binaries the cargo tests built.
"""

import os
import subprocess
import sys
import unittest
from pathlib import Path

import support

try:
    import hyperqueue  # noqa: F401
except ImportError:
    hyperqueue = None

SURELINE = os.environ.get("SURELINE")
SURELINE_CHECK = os.environ.get("SURELINE_CHECK")
SECOND_CHECKER = support.ROOT / "spec" / "second-checker" / "second_checker.py"
KILL_FIRST = Path(__file__).resolve().parent / "kill_first.py"
TIMEOUT = 300


def claim(verdict):
    """The claim fields of a verdict line: what both certificates of one problem must share."""
    skip = ("sha256:", "nodes=", "states=", "sequences=", "pieces<=", "parts=")
    return [field for field in verdict.split()[2:] if not field.startswith(skip)]


@unittest.skipIf(hyperqueue is None, "the Python package hyperqueue is missing (pip install hyperqueue)")
@unittest.skipIf(not SURELINE or not SURELINE_CHECK, "SURELINE and SURELINE_CHECK name the binaries to test")
class RealSplitTest(support.ScratchTest):
    def run_ok(self, *command, env=None):
        result = subprocess.run(command, env=env or self.env, capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(result.returncode, 0, f"{command}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}")
        return result.stdout

    def split(self, name, problem, sureline=SURELINE, env=None):
        """Plans `problem`, runs it on 2 local workers, and returns (DIR, the join's verdict line)."""
        directory = self.scratch / name
        self.run_ok(SURELINE, "split", "new", *problem, "-o", str(directory))
        out = self.run_ok(sys.executable, str(support.HQ_RUN), str(directory), "--local-workers", "2",
                          "--memory-per-part", "1G", "--sureline", str(sureline), env=env)
        verdicts = [line for line in out.splitlines() if line.startswith("s VERIFIED")]
        self.assertEqual(len(verdicts), 1, out)
        self.out = out
        return directory, verdicts[0]

    def check(self, directory, claim_options):
        """The composite, verified by both checkers with its parts, found beside it with no option:
        the reference's verdict."""
        composite = str(directory / "composite.cert")
        reference = self.run_ok(SURELINE_CHECK, *claim_options, composite)
        second = self.run_ok(sys.executable, str(SECOND_CHECKER), *claim_options, composite)
        self.assertEqual(reference, second)
        return reference.strip()

    def single(self, problem, claim_options):
        path = self.scratch / "single.cert"
        self.run_ok(SURELINE, "solve", *problem, "--quiet", "--memory", "1G", "-o", str(path), "--force")
        return self.run_ok(SURELINE_CHECK, *claim_options, str(path)).strip()

    def test_the_player_wins_a_split_well_as_in_one_process(self):
        problem, options = ["--width", "8", "--height", "7"], ["--width", "8", "--height", "7", "--game", "well"]
        directory, joined = self.split("well", problem)
        verdict = self.check(directory, options)
        self.assertEqual(verdict, joined)
        self.assertRegex(verdict, r" parts=\d+$")
        self.assertEqual(claim(verdict), claim(self.single(problem, options)))
        self.assert_tmp_clean()

    def test_the_adversary_wins_a_split_capped_game_as_in_one_process(self):
        problem = ["--width", "8", "--rows", "5"]
        options = ["--width", "8", "--rows", "5", "--game", "capped", "--forever"]
        directory, joined = self.split("capped", problem)
        verdict = self.check(directory, options)
        self.assertEqual(verdict, joined)
        self.assertIn("claim=adversary-prevents-a-line", verdict)
        self.assertEqual(claim(verdict), claim(self.single(problem, options)))
        # One changed byte in a part: the join refuses it, the checker too, each naming the part.
        record = sorted((directory / "parts").glob("*.json"))[0]
        certificate = directory / (next(line for line in record.read_text().splitlines()
                                                  if '"certificate"' in line).split('"')[3][7:] + ".cert")
        text = certificate.read_bytes()
        certificate.write_bytes(text.replace(b"moves all", b"moves alL", 1))
        join = subprocess.run([SURELINE, "split", "join", str(directory), "--force"], env=self.env,
                              capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(join.returncode, 3, join.stderr)
        self.assertIn(f"{certificate} has sha256:", join.stderr)
        checked = subprocess.run([SURELINE_CHECK, str(directory / "composite.cert")],
                                 env=self.env, capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(checked.returncode, 1, checked.stdout)
        self.assertIn("s NOT VERIFIED rule=missing-part", checked.stdout)
        self.assertIn(f"the file's sha256 is", checked.stdout)
        self.assert_tmp_clean()

    def test_a_part_killed_mid_run_is_retried_and_the_join_completes(self):
        env = dict(self.env, SURELINE_REAL=SURELINE, KILL_FIRST_INDEX="0")
        directory, joined = self.split("killed", ["--width", "8", "--rows", "5"], sureline=KILL_FIRST, env=env)
        self.assertTrue((directory / "killed-0").exists(), "the first attempt of part 0 was killed mid-run")
        self.assertIn("part 0 failed (attempt 1): Program terminated with exit code -1. Received signal 9 (SIGKILL).", self.out)
        self.assertTrue((directory / "parts" / "0.json").exists())
        self.assertEqual(list((directory / "work").glob("*")) if (directory / "work").exists() else [], [])
        self.assertIn("claim=adversary-prevents-a-line", joined)
        self.assert_tmp_clean()


if __name__ == "__main__":
    unittest.main()
