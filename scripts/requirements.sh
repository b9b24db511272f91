#!/usr/bin/env bash
# What the test command (scripts/test.sh) needs besides Rust and Python, made present before any
# cargo work: xz (the archive's large certificates), Debian's Chromium and ChromeDriver (the
# browser tests of tests/web/), node and npm where node is missing, the browser tests' node
# packages (`npm ci` in tests/web, pinned by its package-lock.json), shellcheck (the split
# scripts' lint), and the Python package hyperqueue (its server and workers run the split tests of
# tests/split/, pinned below) into a virtual environment of its own, .venv/ (ignored by git; the
# system's Python is left alone; tests/split/run.sh uses it). Each thing it installs is
# said in one line. Where it cannot install (not root, no apt-get, or SURELINE_INSTALL=no) a
# missing package stops the run at once with one line naming the packages and the command that
# installs them: never a silent skip.
#
#   bash scripts/requirements.sh [EXTRA...]   EXTRA: more Debian packages, e.g. pypy3 (.ci/run)
#
# Environment: CHROMIUM (a browser to use instead of Debian's; then none is installed),
# SURELINE_INSTALL=no (only check: what a machine without root sees).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "requirements: $*" >&2; }

# Runs an installer, showing what it printed only when it fails.
quietly() {
    local log
    log=$(mktemp)
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        say "failed: $*"
        exit 2
    fi
    rm -f "$log"
}

# Debian packages missing here, each with what it is for, in install order.
packages=()
why=()
need() { packages+=("$1"); why+=("$2"); }

command -v xz >/dev/null 2>&1 || need xz-utils "xz, to read the archive's .cert.xz certificates"
command -v shellcheck >/dev/null 2>&1 || need shellcheck "the lint of the split's shell scripts (tests/split)"
if [ -n "${CHROMIUM:-}" ]; then
    [ -x "$CHROMIUM" ] || { say "CHROMIUM=$CHROMIUM is not an executable browser: unset it to use Debian's chromium"; exit 2; }
else
    command -v chromium >/dev/null 2>&1 || need chromium "the browser of the web page's tests (tests/web)"
    command -v chromedriver >/dev/null 2>&1 || need chromium-driver "Chromium's driver, beside the browser"
fi
# A node without npm keeps its node (another origin's, e.g. the Rust image's nodesource 20): only
# npm is added then.
if ! command -v node >/dev/null 2>&1; then
    need nodejs "node, which runs the browser tests"
    need npm "npm, which installs the browser tests' packages"
elif ! command -v npm >/dev/null 2>&1; then
    need npm "npm, which installs the browser tests' packages"
fi
for extra in "$@"; do
    case "$extra" in
        pypy3) command -v pypy3 >/dev/null 2>&1 || need pypy3 "PyPy, which runs the second checker on the whole archive" ;;
        *) dpkg -s "$extra" >/dev/null 2>&1 || need "$extra" "asked for" ;;
    esac
done

if [ "${#packages[@]}" -gt 0 ]; then
    install="apt-get install -y ${packages[*]}"
    if [ "${SURELINE_INSTALL:-yes}" = no ] || [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        say "missing Debian packages ${packages[*]}: install them as root with 'apt-get update && $install', then run this again"
        exit 2
    fi
    for i in "${!packages[@]}"; do say "installing ${packages[$i]}: ${why[$i]}"; done
    quietly apt-get update
    quietly env DEBIAN_FRONTEND=noninteractive apt-get install -y "${packages[@]}"
fi

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 18 ]; then
    say "node $(node --version) is too old for the browser tests (node --test needs 18 or later): install a newer nodejs"
    exit 2
fi

# The browser tests' packages, as pinned: installed when absent or of another version.
pinned() {
    node -e '
const lock = require("./tests/web/package-lock.json").packages["node_modules/playwright-core"].version;
let have = null;
try { have = require("./tests/web/node_modules/playwright-core/package.json").version; } catch (_) {}
process.exit(have === lock ? 0 : 1);'
}
if ! pinned; then
    say "installing the browser tests' node packages: npm ci in tests/web (playwright-core, as pinned in tests/web/package-lock.json)"
    quietly npm ci --prefix tests/web --no-audit --no-fund --loglevel=error
fi

# HyperQueue's server and workers, inside its PyPI wheel, for the split tests (tests/split/), in a
# virtual environment of the repository's own (.venv/, ignored by git): the system's Python is not
# changed. Where the venv module is missing (Debian's python3-venv), it stops with the command.
HYPERQUEUE=hyperqueue==0.27.0
VENV=.venv
if ! "$VENV/bin/python3" -c "from importlib.metadata import version; import sys; sys.exit(version(\"hyperqueue\") != \"0.27.0\")" >/dev/null 2>&1; then
    if [ "${SURELINE_INSTALL:-yes}" = no ]; then
        say "missing the Python package $HYPERQUEUE in $VENV: install it with 'python3 -m venv $VENV && $VENV/bin/python3 -m pip install $HYPERQUEUE', then run this again"
        exit 2
    fi
    say "installing the Python package $HYPERQUEUE into the virtual environment $VENV (ignored by git): the split tests' job engine (tests/split)"
    [ -x "$VENV/bin/python3" ] || quietly python3 -m venv "$VENV"
    quietly "$VENV/bin/python3" -m pip install --quiet "$HYPERQUEUE"
fi
