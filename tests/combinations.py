#!/usr/bin/python3
"""combinations.py - options drawn at random, every answer against the oracle.

A bug that hides in one combination of options (symmetry breaking with a
pre-placed queen, a blocked square under an encoding with auxiliary
variables, a format that drops a clause kind) is found by no test of one
option at a time. So this draws option sets with a fixed seed: N = 1..9,
an at-most-one encoding, an output format, up to two pre-placed queens
and three blocked squares (often laid out symmetrically, so that the
symmetry group of the given squares is neither everything nor nothing),
symmetry breaking, no column at-least-one clauses; and for each it asks
the command every question that has an answer the oracle also knows:

  count, count --unique   the number of solutions, and of classes under
                          the symmetries that keep the given squares;
  solve                   a board that is a solution (exit 10), or 20
                          exactly when there is none;
  the generated file      its models projected onto the board, found by a
                          real solver outside the project (cryptominisat5
                          banning models over the board's variables for
                          DIMACS, KNF and CNF+ read here into clauses,
                          clasp enumerating OPB, z3 asked again and again
                          for SMT-LIB), as a set of boards;
  check                   the generated DIMACS or SMT-LIB file against the
                          reference with the same options: accepted;
  explain                 the same file annotated: nothing missing, no
                          clause outside the reference, and the file
                          itself once the added comment lines are out.

The oracle is tests/oracle.py (backtracking, its own symmetry maps and
group), which knows nothing of the command. A failure
prints the seed and the exact command lines, so it can be replayed with
--seed S --cases 1.

Usage: combinations.py NQUEENS-CNF [--seed S] [--cases K]
Prints one "ok"/"not ok" line per case and "P passed, F failed".
"""
import itertools
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

# the suite's oracle, without a __pycache__ in the source tree
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import attacks, solutions, symmetries  # noqa: E402

ENCODINGS = ["pairwise", "sequential", "ladder", "bitwise", "commander",
             "product"]
FORMATS = ["dimacs", "smt2", "opb", "knf", "cnf+"]


class Mismatch(Exception):
    pass


def run(argv, stdin=None, timeout=120):
    done = subprocess.run(argv, input=stdin, capture_output=True,
                          timeout=timeout, text=True)
    return done.returncode, done.stdout, done.stderr


def draw(rng):
    """One option set: (n, encoding, format, queens, blocks, sb, no_alo),
    squares 0-based. Queens never attack each other nor stand on a
    blocked square (the command refuses those without --allow-unsat)."""
    n = rng.randint(1, 9)
    squares = [(r, c) for r in range(n) for c in range(n)]
    maps = symmetries(n)
    queens, blocks = [], []
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        q = rng.choice(squares)
        if all(not attacks(q, p) and q != p for p in queens):
            queens.append(q)
    for _ in range(rng.choice([0, 0, 1, 2, 3])):
        b = rng.choice(squares)
        # half the time the block's image too: a group between 1 and 8
        extra = [maps[rng.randrange(8)](*b)] if rng.random() < 0.5 else []
        for s in [b] + extra:
            if s not in blocks and s not in queens:
                blocks.append(s)
    return (n, rng.choice(ENCODINGS), rng.choice(FORMATS), queens, blocks,
            rng.random() < 0.5, rng.random() < 0.25)


def square_args(queens, blocks):
    """--queen and --block for 0-based squares (the options are 1-based)."""
    args = []
    for option, squares in (("--queen", queens), ("--block", blocks)):
        for r, c in squares:
            args += [option, "%d,%d" % (r + 1, c + 1)]
    return args


def option_args(case):
    n, encoding, fmt, queens, blocks, sb, no_alo = case
    args = ["--encoding", encoding] + square_args(queens, blocks)
    if no_alo:
        args.append("--no-column-alo")
    if sb:
        args.append("--symmetry-breaking")
    return args


def oracle(case):
    """All solutions and the class leaders, as sets of column tuples."""
    n, _, _, queens, blocks, _, _ = case
    return (set(solutions(n, queens, blocks)),
            set(solutions(n, queens, blocks, unique=True)))


def board_of(n, true_variables):
    """Columns row by row of the queens among the true variables, or the
    sorted squares when that is no board with one queen a row."""
    queens = sorted(v - 1 for v in true_variables if 1 <= v <= n * n)
    cols = [None] * n
    for v in queens:
        r, c = divmod(v, n)
        if cols[r] is not None:
            return ("not one queen a row", tuple(queens))
        cols[r] = c
    if None in cols:
        return ("not one queen a row", tuple(queens))
    return tuple(cols)


# ---- the real solvers ------------------------------------------------------

def cnf_models(n, text, work):
    """Boards of a DIMACS text, by cryptominisat5 banning each model over
    the board's variables (its "c ind" line)."""
    body = "\n".join(line for line in text.splitlines()
                     if not line.startswith("c"))
    path = os.path.join(work, "f.cnf")
    with open(path, "w") as f:
        f.write("c ind %s 0\n%s\n" % (" ".join(
            str(v) for v in range(1, n * n + 1)), body))
    code, out, err = run(["cryptominisat5", "--verb", "0", "--maxsol",
                          "100000", path])
    if code not in (10, 20):
        raise Mismatch("cryptominisat5 exit %d: %s" % (code, err[-300:]))
    boards, model = [], []
    for line in out.splitlines():
        if line.startswith("v"):
            model += [int(x) for x in line[1:].split()]
            if model and model[-1] == 0:
                boards.append(board_of(n, [v for v in model if v > 0]))
                model = []
    return boards


def knf_to_cnf(text):
    """KNF ("k B lits 0": at least B true) and CNF+ ("lits <= K": at most
    K true) as plain clauses: at least B of m literals is a clause over
    every m-B+1 of them, at most K is a clause of negations over every
    K+1 of them."""
    clauses = []
    for line in text.splitlines():
        words = line.split()
        if not words or words[0] in ("c", "p"):
            continue
        if words[0] == "k":
            bound, lits = int(words[1]), [int(w) for w in words[2:-1]]
            for part in itertools.combinations(lits, len(lits) - bound + 1):
                clauses.append(list(part))
        elif "<=" in words:
            at = words.index("<=")
            lits, bound = [int(w) for w in words[:at]], int(words[at + 1])
            for part in itertools.combinations(lits, bound + 1):
                clauses.append([-l for l in part])
        else:
            clauses.append([int(w) for w in words[:-1]])
    top = max([abs(l) for c in clauses for l in c] + [1])
    return "p cnf %d %d\n%s\n" % (top, len(clauses), "\n".join(
        " ".join(map(str, c + [0])) for c in clauses))


def opb_models(n, text, work):
    """Boards of an OPB text: clasp enumerates every model; the auxiliary
    variables of symmetry breaking are fixed by the board, so each board
    is one model."""
    path = os.path.join(work, "f.opb")
    with open(path, "w") as f:
        f.write(text)
    code, out, err = run(["clasp", "-n", "0", "--quiet=0", path])
    if code not in (10, 20, 30):
        raise Mismatch("clasp exit %d: %s" % (code, err[-300:]))
    # each model is "c Answer: k" then "v" lines (clasp wraps them)
    models = []
    for line in out.splitlines():
        if line.startswith("c Answer:"):
            models.append([])
        elif line.startswith("v") and models:
            models[-1] += [int(w[1:]) for w in line[1:].split()
                           if w.startswith("x")]
    return [board_of(n, true) for true in models]


def smt2_models(n, text):
    """Boards of an SMT-LIB text: z3 is asked for a model, the board is
    banned, and asked again, until unsat."""
    names = ["x%dy%d" % (r, c) for r in range(n) for c in range(n)]
    script = [line for line in text.splitlines()
              if not line.startswith(("(check-sat", "(get-model", "(exit"))]
    proc = subprocess.Popen(["z3", "-in"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    proc.stdin.write("\n".join(script) + "\n")
    boards = []
    try:
        while True:
            proc.stdin.write("(check-sat)\n")
            proc.stdin.flush()
            answer = proc.stdout.readline().strip()
            if answer == "unsat":
                break
            if answer != "sat":
                raise Mismatch("z3 said %r" % answer)
            proc.stdin.write("(get-value (%s))\n" % " ".join(names))
            proc.stdin.flush()
            reply = ""
            while reply.count("(") == 0 or reply.count("(") > reply.count(")"):
                reply += proc.stdout.readline()
            values = dict(re.findall(r"\((x\d+y\d+) (true|false)\)", reply))
            true = [i + 1 for i, name in enumerate(names)
                    if values.get(name) == "true"]
            boards.append(board_of(n, true))
            ban = " ".join(name if values.get(name) == "true"
                           else "(not %s)" % name for name in names)
            proc.stdin.write("(assert (not (and %s)))\n" % ban)
    finally:
        proc.stdin.close()
        proc.wait()
    return boards


def file_boards(case, text, work):
    n, _, fmt, _, _, _, _ = case
    if fmt == "dimacs":
        return cnf_models(n, text, work)
    if fmt in ("knf", "cnf+"):
        return cnf_models(n, knf_to_cnf(text), work)
    if fmt == "opb":
        return opb_models(n, text, work)
    return smt2_models(n, text)


# ---- one case --------------------------------------------------------------

def check_case(gen, case):
    n, encoding, fmt, queens, blocks, sb, no_alo = case
    args = option_args(case)
    every, leaders = oracle(case)
    kept = leaders if sb else every

    code, out, err = run([gen, "count", str(n)] + args)
    if code != 0 or out.strip() != str(len(kept)):
        raise Mismatch("count printed %r (exit %d), the oracle %d: %s"
                       % (out.strip(), code, len(kept), err.strip()))
    code, out, err = run([gen, "count", str(n), "--unique"] + args)
    if code != 0 or out.strip() != str(len(leaders)):
        raise Mismatch("count --unique printed %r, the oracle %d"
                       % (out.strip(), len(leaders)))
    code, out, err = run([gen, "solve", str(n)] + args)
    if not kept:
        if code != 20:
            raise Mismatch("solve exit %d for a board with no solution"
                           % code)
    else:
        rows = [line.split() for line in out.splitlines() if line.strip()]
        cols = tuple(row.index("Q") if row.count("Q") == 1 else None
                     for row in rows)
        if code != 10 or cols not in kept:
            raise Mismatch("solve exit %d, board %r not a kept solution"
                           % (code, cols))

    code, text, err = run([gen, str(n), "--format", fmt] + args)
    if code != 0:
        raise Mismatch("generating exit %d: %s" % (code, err.strip()))
    with tempfile.TemporaryDirectory() as work:
        boards = file_boards(case, text, work)
        if len(boards) != len(set(boards)) or set(boards) != kept:
            raise Mismatch("the %s file's boards (%d, %d distinct) are not "
                           "the oracle's %d" % (fmt, len(boards),
                                                len(set(boards)), len(kept)))
        if fmt in ("dimacs", "smt2"):
            path = os.path.join(work, "f." + ("cnf" if fmt == "dimacs"
                                              else "smt2"))
            with open(path, "w") as f:
                f.write(text)
            code, out, err = run([gen, "check", "--time-limit", "0", str(n), path, "-q"] + args)
            if code != 0:
                raise Mismatch("check of the generated file: exit %d: %s %s"
                               % (code, out.strip(), err.strip()))
            explain_case(gen, n, fmt, path, text, args)


# What explain adds to a file: comment lines of these shapes (the
# generator's own read "c t pmc", "c p show ...", "; row 0: ...").
EXPLAINED = {
    "dimacs": re.compile(r"^(c   |c missing: )"),
    "smt2": re.compile(r"^(;   `|;   and \d+ more$|; missing: |"
                       r"; Read as SMT-LIB 2: )"),
}


def repeated_clauses(text):
    """How many clauses of a DIMACS text repeat an earlier one (as sets of
    literals): symmetry breaking and given squares can state a clause the
    encoding states already."""
    seen, repeats = set(), 0
    for line in text.splitlines():
        if not line or line[0] in "cp":
            continue
        clause = frozenset(int(x) for x in line.split()[:-1])
        repeats += clause in seen
        seen.add(clause)
    return repeats


def explain_case(gen, n, fmt, path, text, args):
    """explain N FILE with the options the file was made with: every clause
    in the reference, nothing missing, a duplicate only where the file
    repeats a clause, and the file itself once the added lines are out."""
    code, out, err = run([gen, "explain", str(n), path] + args)
    if code != 0:
        raise Mismatch("explain of the generated file: exit %d: %s"
                       % (code, err.strip()))
    lines = out.splitlines(keepends=True)
    kept = [line for line in lines if not EXPLAINED[fmt].match(line)]
    if "".join(kept) != text:
        raise Mismatch("explain changed the file's own lines")
    comment = "c" if fmt == "dimacs" else ";"
    if not lines or not lines[-1].startswith(
            comment + " missing: nothing, the file has every clause"):
        raise Mismatch("explain of the reference itself ends %r"
                       % (lines[-1] if lines else ""))
    added = [line for line in lines if EXPLAINED[fmt].match(line)]
    if any(line.endswith("; not in the reference\n") for line in added):
        raise Mismatch("explain calls a clause of the reference extra")
    dimacs = text if fmt == "dimacs" else run([gen, str(n)] + args)[1]
    said = sum(line.endswith("; a duplicate\n") for line in added)
    if said != repeated_clauses(dimacs):
        raise Mismatch("explain calls %d clauses duplicates; the file "
                       "repeats %d" % (said, repeated_clauses(dimacs)))


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    gen, seed, cases = argv[1], 20261126, 240
    rest = argv[2:]
    while rest:
        if rest[0] == "--seed":
            seed = int(rest[1])
        elif rest[0] == "--cases":
            cases = int(rest[1])
        rest = rest[2:]
    rng = random.Random(seed)
    drawn = [draw(rng) for _ in range(cases)]
    passed = failed = 0

    def one(index):
        try:
            check_case(gen, drawn[index])
            return index, None
        except (Mismatch, subprocess.TimeoutExpired) as e:
            return index, e

    with ThreadPoolExecutor(max_workers=2) as pool:
        for index, error in pool.map(one, range(cases)):
            case = drawn[index]
            line = "%s %d %s --format %s" % (
                os.path.basename(gen), case[0], " ".join(option_args(case)),
                case[2])
            if error is None:
                passed += 1
                print("ok %d %s" % (index + 1, line))
            else:
                failed += 1
                print("not ok %d %s: %s (replay: --seed %d, case %d of "
                      "the draw)" % (index + 1, line, error, seed,
                                     index + 1))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
