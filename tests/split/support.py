"""What the split driver tests share: paths, a private scratch directory, the toy split."""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
FAKE_SURELINE = HERE / "fake_sureline.py"
FAKE_SBATCH = HERE / "fake_sbatch.py"
HQ_SERVER = HERE / "hq_server.py"
HQ_RUN = ROOT / "scripts" / "split" / "hq-run.py"
SCRIPTS_DIR = ROOT / "scripts" / "split"
SLURM_ARRAY = SCRIPTS_DIR / "slurm-array.sh"

# The toy split of every test: piece 0 is won by its first placement (part 0), piece 1 is not
# (part 2 loses, so parts 3 and 4 are needed in a second round), piece 2 by part 5.
TOY = "wl,lww,w"
FIRST_ROUND = [0, 2, 5]
ALL_NEEDED = [0, 2, 3, 4, 5]
# A part of the fake takes this long (seconds).
PART_SECONDS = "0.1"


def default_sigint():
    """Run in a driver's process before it starts (Popen's preexec_fn): SIGINT at its default
    disposition. A test runner started in the background by a non-interactive shell (`nohup
    bash -c '... &'`) ignores SIGINT; its children inherit that, and bash cannot trap a signal
    ignored on entry, so the interrupt tests' drivers ran on to exit 0."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class ScratchTest(unittest.TestCase):
    """Each test gets a private directory, the TMPDIR of everything it runs, removed after it."""

    def setUp(self):
        self.scratch = Path(tempfile.mkdtemp(prefix="sureline-split-test-"))
        self.addCleanup(shutil.rmtree, self.scratch, True)
        self.tmp = self.scratch / "tmp"
        self.tmp.mkdir()
        self.env = dict(os.environ, TMPDIR=str(self.tmp), FAKE_SURELINE_SLEEP=PART_SECONDS, PYTHONDONTWRITEBYTECODE="1")
        for name in ("FAKE_SURELINE_FAIL", "FAKE_SURELINE_KILL_FIRST"):
            self.env.pop(name, None)

    def new_split(self, name="split"):
        directory = self.scratch / name
        subprocess.run([sys.executable, str(FAKE_SURELINE), "split", "new", "--toy", TOY, "-o", str(directory)], check=True, env=self.env)
        return directory

    def calls(self, directory):
        """The `split part` runs of the fake, in order: [(index, memory, threads)]."""
        log = directory / "fake-calls.log"
        if not log.exists():
            return []
        runs = []
        for line in log.read_text().splitlines():
            words = line.split()
            runs.append((int(words[1]), words[3], words[5]))
        return runs

    def attempts(self, directory, index):
        path = directory / "fake-attempts" / str(index)
        return len(path.read_text().splitlines()) if path.exists() else 0

    def assert_joined(self, directory, parts=ALL_NEEDED):
        composite = (directory / "composite.cert").read_text().splitlines()
        self.assertEqual(composite[0], "composite")
        self.assertEqual([int(line.split()[1]) for line in composite[1:]], parts)

    def assert_only_whole_certificates(self, directory):
        """DIR/parts holds whole records, and at most temporaries (dot files) besides."""
        for entry in (directory / "parts").iterdir():
            if entry.name.startswith("."):
                continue
            index = int(entry.name.removesuffix(".json"))
            self.assertRegex(entry.read_text(), rf"^[wl] part {index}\n$")

    def assert_tmp_clean(self):
        """Nothing the run made is left in its TMPDIR (HyperQueue's sockets, the server dir)."""
        self.assertEqual(sorted(os.listdir(self.tmp)), [])
