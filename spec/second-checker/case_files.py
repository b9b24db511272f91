"""What the writers of hand-made cases (make-slide-cases.py, make-lines-slide-cases.py) share:
the numbered files of each case in cases/ and its line of cases/expected-first-lines.txt."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")


def number_of(line):
    """The number that ends a line's case name (`rule-1104: ...`), or None."""
    suffix = line.split(":")[0].rsplit("-", 1)[-1]
    return int(suffix) if suffix.isdigit() else None


def write_cases(cases, first, last):
    """Writes cases numbered from `first`, each (rule, text, args, first line[, limits]):
    RULE-N.cert, RULE-N.args when there are options, RULE-N.limits (SURELINE_TEST_LIMITS,
    [cert.cli]) when given; the lines of expected-first-lines.txt numbered in [first, last) are
    replaced by those of the cases with an expected first line (a rejection)."""
    lines_path = os.path.join(CASES, "expected-first-lines.txt")
    with open(lines_path) as f:
        kept = [line for line in f.read().splitlines()
                if number_of(line) is None or not first <= number_of(line) < last]
    for n, (rule, text, args, first_line, *limits) in enumerate(cases, first):
        name = f"{rule}-{n}"
        if limits:
            with open(os.path.join(CASES, name + ".limits"), "w") as f:
                f.write(limits[0] + "\n")
        with open(os.path.join(CASES, name + ".cert"), "w") as f:
            f.write(text)
        if args:
            with open(os.path.join(CASES, name + ".args"), "w") as f:
                f.write(args + "\n")
        if first_line:
            kept.append(f"{name}: {first_line}")
    with open(lines_path, "w") as f:
        f.write("\n".join(kept) + "\n")
