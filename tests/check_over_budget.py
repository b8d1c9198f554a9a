#!/usr/bin/python3
"""check_over_budget.py - check without the reference, against the oracle.

A reference over --reference-budget is not built first: the board of the
file's first model is held to the rules, and one that breaks a rule makes
the file not equivalent.  That claim is a board, so each is judged here
without nqcnf-cnf's help, for files with clauses taken out of the
reference (or units added) under every option check meets (pre-placed
queens, blocked squares, symmetry breaking, the encodings, no column
at-least-one), N read from the file or given:
  - the board is no solution of the options (tests/oracle.py enumerates
    them: a board outside that set breaks a rule);
  - the file allows it: picosat finds a model of the file with the board's
    squares fixed (auxiliary variables free);
  - the whole comparison (--reference-budget 0) says not equivalent too.
A file left undecided without the reference must be judged by the whole
comparison when its N was given, and be undecided (exit 3, the budget's
sentence) when its N was read from it.  Both kinds must occur, so that
neither half of the test is empty.

Usage: check_over_budget.py NQUEENS_CNF
"""
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402

OPTIONS = [
    [],
    ["--queen", "1,2"],
    ["--block", "2,2"],
    ["--symmetry-breaking"],
    ["--encoding", "sequential"],
    ["--encoding", "ladder", "--no-column-alo"],
    ["--encoding", "commander", "--queen", "2,4"],
    ["--symmetry-breaking", "--block", "1,1"],
]


def squares(options, name):
    out = []
    for i, word in enumerate(options):
        if word == name:
            r, c = options[i + 1].split(",")
            out.append((int(r) - 1, int(c) - 1))
    return out


def run(argv, **kwargs):
    return subprocess.run(argv, capture_output=True, text=True, timeout=600,
                          **kwargs)


def picosat_allows(clauses, variables, n, board):
    """Whether the file's clauses with the board's squares fixed have a
    model, by picosat."""
    units = []
    for r in range(n):
        for c in range(n):
            square = r * n + c + 1
            units.append([square] if board[r][c] == "Q" else [-square])
    text = "p cnf %d %d\n" % (max(variables, n * n), len(clauses) + len(units))
    text += "".join(" ".join(map(str, c)) + " 0\n" for c in clauses + units)
    answer = run(["picosat"], input=text)
    if answer.returncode not in (10, 20):
        raise SystemExit("picosat failed: " + answer.stderr)
    return answer.returncode == 10


def clauses_of(text):
    clauses, variables = [], 0
    for line in text.splitlines():
        if line.startswith("p cnf"):
            variables = int(line.split()[2])
        elif line and line[0] not in "cp":
            clauses.append([int(w) for w in line.split()[:-1]])
    return clauses, variables


def main(argv):
    tool = argv[1]
    rng = random.Random(35)
    refuted = undecided = 0
    with tempfile.TemporaryDirectory() as folder:
        for case in range(96):
            n = rng.choice([5, 6, 7])
            options = OPTIONS[case % len(OPTIONS)]
            queens = squares(options, "--queen")
            blocks = squares(options, "--block")
            unique = "--symmetry-breaking" in options
            made = run([tool, str(n)] + options)
            assert made.returncode == 0, made.stderr
            lines = [line for line in made.stdout.splitlines()
                     if not line.startswith("c")]
            header, body = lines[0], lines[1:]
            kind = case % 3
            if kind == 0:      # clauses taken out: a few, or most
                for _ in range(rng.choice([1, 5, len(body) // 2,
                                           len(body) * 3 // 4])):
                    body.pop(rng.randrange(len(body)))
            elif kind == 1:    # a queen fixed, and sometimes a second
                row = rng.randrange(n)
                picked = rng.sample(range(n), rng.choice([1, 2]))
                body += ["%d 0" % (row * n + c + 1) for c in picked]
            # kind 2: the reference itself
            variables, count = header.split()[2], len(body)
            text = "p cnf %s %d\n" % (variables, count) + "\n".join(body) + "\n"
            path = os.path.join(folder, "case%d" % case, "file.cnf")
            os.makedirs(os.path.dirname(path))
            with open(path, "w") as f:
                f.write(text)
            # an N is read only from a header of N*N variables
            given = case % 2 == 0 or int(variables) != n * n
            where = [str(n), path] if given else [path]
            quick = run([tool, "check", "--json", "--time-limit", "0",
                         "--reference-budget", "1K"] + options + where)
            record = json.loads(quick.stdout.splitlines()[0])
            label = "case %d: N=%d %s %s (%s)" % (
                case, n, " ".join(options), "given" if given else "read",
                ["taken out", "units added", "reference"][kind])
            whole = run([tool, "check", "--json", "--time-limit", "0",
                         "--reference-budget", "0", str(n), path] + options)
            whole_verdict = json.loads(whole.stdout.splitlines()[0])["verdict"]
            if "a board the file allows breaks a rule" in record["summary"]:
                refuted += 1
                assert record["verdict"] == "not-equivalent", label
                [d] = record["differences"]
                assert d["kind"] == "allows", label
                board = d["board"]
                cols = [row.index("Q") if row.count("Q") == 1 else None
                        for row in board]
                placed = [(r, c) for r, row in enumerate(board)
                          for c, x in enumerate(row) if x == "Q"]
                good = set(oracle.solutions(n, queens, blocks, unique))
                is_solution = None not in cols and tuple(cols) in good
                assert not is_solution, label + ": the board is a solution"
                assert oracle.is_solution(n, placed) or d["clause"] != [] \
                    or unique, label
                clauses, declared = clauses_of(text)
                assert picosat_allows(clauses, int(declared), n, board), \
                    label + ": the file does not allow the board"
                assert whole_verdict == "not-equivalent", \
                    label + ": the whole comparison says " + whole_verdict
                assert quick.returncode == 1, label
            else:
                undecided += 1
                if given:
                    assert record["verdict"] == whole_verdict, \
                        label + ": %s, but whole %s" % (record["verdict"],
                                                        whole_verdict)
                else:
                    assert record["verdict"] == "undecided", label + ": " + record["verdict"] + ": " + record["summary"]
                    assert quick.returncode == 3, label
                    assert "no board the file allows was found to break " \
                        "a rule" in record["summary"], label
            print("ok %s: %s" % (label, record["verdict"]))
    print("%d refuted without the reference, %d not" % (refuted, undecided))
    assert refuted >= 10 and undecided >= 20, "one half of the test is empty"
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
