#!/usr/bin/env bash
# The split drivers' tests (Python unittest): scripts/split/hq-run.py on HyperQueue's in-process
# server and workers, and scripts/split/slurm-array.sh with a stand-in sbatch, both with
# tests/split/fake_sureline.py in place of sureline. Needs Python 3.9+ with hyperqueue 0.27.0 and
# shellcheck, which scripts/requirements.sh installs (hyperqueue into .venv/, the Python used here
# when present; PYTHON=... to use another).
#
#   bash tests/split/run.sh [unittest options, e.g. -k interrupt]
#
# The tests write only under a private TMPDIR, removed at the end; the run fails if they left
# anything there.
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=$(mktemp -d "${TMPDIR:-/tmp}/sureline-split-tests.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
status=0
python=${PYTHON:-python3}
[ -n "${PYTHON:-}" ] || [ ! -x .venv/bin/python3 ] || python=.venv/bin/python3
TMPDIR="$scratch" "$python" -B -m unittest discover -s tests/split -t tests/split -v "$@" || status=$?
if [ -n "$(ls -A "$scratch")" ]; then
    echo "split tests: left behind in TMPDIR:" >&2
    ls -A "$scratch" >&2
    status=1
fi
exit "$status"
