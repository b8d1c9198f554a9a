#!/usr/bin/python3
"""check_oracle.py - decides, without nqueens-cnf, whether a CNF file says
the N-Queens puzzle: the judge of the student corpus (tests/data/check).

Question: are the file's models, projected onto the N*N board variables
(square (r, c), 0-based, is variable r*N+c+1; larger variables are
auxiliary and existential), exactly the reference's solutions?  The
reference is defined here from the puzzle, not read from the tool: a
solution is a board with one queen in each row and column and at most
one on each diagonal; with --symmetry-breaking only its lex-leader (of
its 8 images under the board's symmetries, the one whose queen columns
read row by row form the smallest sequence); --queen R,C and --block R,C
(1-based) keep the solutions with / without a queen there.  --encoding
and --no-column-alo change clauses, never solutions, so they are
accepted and ignored.  Standard library, tests/oracle.py and the z3
command only.

Method (each step sound; "unsat" is always a solver's proof):
 (a) no bad board: z3 is asked for a model of FILE and NOT REF(board),
     REF written with integer sums (rows = 1, columns = 1, diagonals
     <= 1, the lex-leader test as a chain of integer comparisons of the
     columns, Sum c * [queen at (r, c)], of the board and its 7 images).
     The auxiliary variables are free, so a model is a board the file
     allows that is no solution: the witness.  Unsat proves the file
     allows no bad board.  Pigeonhole files (a row's pair missing at
     N = 20) are beyond plain clause learning, so before asking, the
     script adds cardinality lemmas, each read off the file's own
     literal clauses: a clause made only of positive squares of one line
     gives Sum(line) >= 1 (every model satisfies that clause, so has a
     queen there); a line for which every pair {-a, -b} (or a unit -a)
     is a clause of the file gives Sum(line) <= 1 (every model satisfies
     all those clauses, so has no two queens there).  Both hold in every
     model of the file, so adding them changes no answer; z3's linear
     arithmetic then does the counting (rows >= 1 each and columns <= 1
     each force every line to exactly one) at once.  A file with
     auxiliary variables gets REF in z3's pseudo-Boolean form instead
     (pbeq / at-most on the same lines: the same set of boards, which
     --self-test checks for both forms against the enumeration); its
     SAT core is faster there, and such a file states its lines itself.
 (b) no lost solution: every reference solution must extend to a model
     of the file.  For N <= 12 the solutions are enumerated by the
     backtracking search of tests/oracle.py (held to OEIS A000170 /
     A002562 by its own --self-test), else described to z3 by REF.
     A clause over board variables only is satisfied by every solution
     when it holds -a and -b for two squares on one line, or every
     square of a row or column positively (that is the puzzle's
     definition); the remaining board-only clauses are evaluated on
     each enumerated solution, or, for larger N, z3 looks for a model
     of REF falsifying one of them.  A file with auxiliary variables is
     asked, one z3 process, (check-sat-assuming BOARD) for every
     enumerated solution: unsat there proves that solution lost (the
     witness); with auxiliaries and N > 12 the answer is "undecided".
 If REF has no solution (N = 2, 3, pre-placed queens that attack each
 other), (b) holds vacuously and (a) is "the file is unsatisfiable":
 both-unsatisfiable, or not-equivalent with the file's board.

Usage:
  check_oracle.py FILE N [OPTIONS]      prints equivalent | not-equivalent
        | both-unsatisfiable | undecided; after not-equivalent a line
        "allows" (a non-solution the file allows) or "excludes" (a
        solution it rules out) and the board, one row per line (Q and .).
  check_oracle.py FILE N [OPTIONS] --board allows|excludes ROW...
        confirms a board that another program claims: prints confirmed
        (exit 0) or refuted and why (exit 1).
  check_oracle.py --self-test          the oracle's own cross-checks.
Exit status: 0 answered, 1 refuted / self-test failed, 2 usage or
unreadable file, 3 undecided, 4 z3 missing or failing.
"""
import os
import shutil
import subprocess
import sys

# the suite's oracle, without a __pycache__ in the source tree
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
from oracle import is_leader, symmetries  # noqa: E402

ENUMERATE_MAX = 12
Z3_SECONDS = 120


class Refused(Exception):
    """A file or command line this script will not judge (exit 2)."""


# ---------------------------------------------------------------- reading

def read_cnf(path):
    """Clauses (lists of ints) of a DIMACS file as people write it:
    comment lines, 'c' after a clause's literals, blank lines, clauses
    over several lines or several on one line, a '%' end marker."""
    clauses, current, header = [], [], None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            words = line.split()
            if not words or words[0] == "c" or words[0].startswith("c"):
                continue
            if words[0] == "%":
                break
            if words[0] == "p":
                if header is not None or clauses or current:
                    raise Refused("late or second header")
                if len(words) != 4 or words[1] != "cnf":
                    raise Refused("bad header: " + line.strip())
                header = (int(words[2]), int(words[3]))
                continue
            for word in words:
                if word == "c":
                    break
                try:
                    lit = int(word)
                except ValueError:
                    raise Refused("not a literal: " + word) from None
                if lit == 0:
                    clauses.append(current)
                    current = []
                else:
                    current.append(lit)
    if current:
        raise Refused("the last clause has no final 0")
    if header is None:
        raise Refused("no header")
    return clauses


# ---------------------------------------------------------------- the board

def lines_of(n):
    """Every row, column and diagonal of length >= 2, as variable lists;
    the first n are the rows, the next n the columns."""
    var = lambda r, c: r * n + c + 1
    out = [[var(r, c) for c in range(n)] for r in range(n)]
    out += [[var(r, c) for r in range(n)] for c in range(n)]
    for d in range(-(n - 2), n - 1):        # c - r = d
        out.append([var(r, r + d) for r in range(n) if 0 <= r + d < n])
    for s in range(1, 2 * n - 2):           # r + c = s
        out.append([var(r, s - r) for r in range(n) if 0 <= s - r < n])
    return out


class Reference:
    """The puzzle as the options define it."""

    def __init__(self, n, args):
        self.n, self.sb, self.queens, self.blocks = n, False, [], []
        i = 0
        while i < len(args):
            a = args[i]
            if a == "--symmetry-breaking":
                self.sb = True
            elif a in ("--no-column-alo", "--allow-unsat"):
                pass
            elif a in ("--encoding", "-e") and i + 1 < len(args):
                i += 1
            elif a in ("--queen", "--block") and i + 1 < len(args):
                i += 1
                r, c = (int(x) - 1 for x in args[i].split(","))
                if not (0 <= r < n and 0 <= c < n):
                    raise Refused("square off the board: " + args[i])
                (self.queens if a == "--queen" else self.blocks).append((r, c))
            else:
                raise Refused("unknown option: " + a)
            i += 1
        self.group = oracle.group_of(n, self.queens, self.blocks)

    def accepts(self, cols):
        """Whether a board (columns row by row, None for an empty row)
        is a solution."""
        if len(cols) != self.n or None in cols or \
           not oracle.is_solution(self.n, enumerate(cols)):
            return False
        if any(cols[r] != c for r, c in self.queens) or \
           any(cols[r] == c for r, c in self.blocks):
            return False
        return not self.sb or is_leader(tuple(cols), self.group)

    def solutions(self, first=False, budget=None):
        """Every solution (tests/oracle.py's search); with first, at most
        one (the first in column order, so a leader of its class), None
        if budget squares were tried in vain."""
        return oracle.solutions(self.n, self.queens, self.blocks,
                                unique=self.sb, first=first, budget=budget)


def board_rows(n, queens):
    """Rows of Q and . for a set of board variables."""
    return ["".join("Q" if r * n + c + 1 in queens else "." for c in range(n))
            for r in range(n)]


def board_cols(n, queens):
    cols = []
    for r in range(n):
        row = [c for c in range(n) if r * n + c + 1 in queens]
        cols.append(row[0] if len(row) == 1 else None)
    return cols


# ---------------------------------------------------------------- z3

def z3_run(script):
    """z3's answers, one per line (sat / unsat / unknown / values)."""
    if shutil.which("z3") is None:
        print("z3: command not found; install the Debian package 'z3' "
              "(apt-get install z3)", file=sys.stderr)
        sys.exit(4)
    run = subprocess.run(["z3", "-in", "-smt2", "-T:%d" % Z3_SECONDS],
                         input=script, capture_output=True, text=True)
    # (get-value ...) after an unsat answer is an error we asked for.
    out = "".join(l for l in run.stdout.splitlines(True)
                  if "model is not available" not in l)
    if "(error" in out or (run.returncode != 0 and "unsat" not in out
                           and "sat" not in out):
        print("z3 failed: " + (out + run.stderr)[:400], file=sys.stderr)
        sys.exit(4)
    return out


def smt_var(v):
    return "v%d" % v


def smt_lit(lit):
    return smt_var(lit) if lit > 0 else "(not %s)" % smt_var(-lit)


def smt_clause(clause):
    if not clause:
        return "false"
    if len(clause) == 1:
        return smt_lit(clause[0])
    return "(or %s)" % " ".join(smt_lit(l) for l in clause)


def smt_sum(vs, weights=None):
    terms = ["(ite %s %d 0)" % (smt_var(v), 1 if weights is None else w)
             for v, w in zip(vs, weights or vs)]
    return terms[0] if len(terms) == 1 else "(+ %s)" % " ".join(terms)


def smt_declare(variables):
    return "".join("(declare-const %s Bool)\n" % smt_var(v)
                   for v in sorted(variables))


def smt_reference(ref, pb=False):
    """A term true exactly on the board's solutions: definitions first,
    then the formula's text. The lines as integer sums, or with pb (no
    symmetry breaking) as z3's pseudo-Boolean constraints, which its SAT
    core handles faster but without the arithmetic the lemmas need."""
    n = ref.n
    defs, parts = [], []
    for i, line in enumerate(lines_of(n)):
        names = " ".join(smt_var(v) for v in line)
        if pb and i < 2 * n:
            parts.append("((_ pbeq 1%s) %s)" % (" 1" * len(line), names))
        elif pb:
            parts.append("((_ at-most 1) %s)" % names)
        else:
            defs.append("(define-fun line%d () Int %s)\n"
                        % (i, smt_sum(line)))
            parts.append("(= line%d 1)" % i if i < 2 * n
                         else "(<= line%d 1)" % i)
    parts += [smt_var(r * n + c + 1) for r, c in ref.queens]
    parts += ["(not %s)" % smt_var(r * n + c + 1) for r, c in ref.blocks]
    if ref.sb and n > 1:
        assert not pb
        def col(g, r):  # column of the queen in row r of the image by g
            squares = [g(r, c) for c in range(n)]
            return smt_sum([a * n + b + 1 for a, b in squares], range(n))
        for k, g in enumerate(symmetries(n)):
            for r in range(n):
                defs.append("(define-fun col%d_%d () Int %s)\n"
                            % (k, r, col(g, r)))
        for k in ref.group:
            if k == 0:
                continue
            chain = "true"
            for r in reversed(range(n)):
                chain = "(or (< col0_%d col%d_%d) (and (= col0_%d col%d_%d) %s))" \
                        % (r, k, r, r, k, r, chain)
            parts.append(chain)
    return "".join(defs), "(and %s)" % " ".join(parts)


def lemmas(n, clauses):
    """Cardinality facts every model of the file satisfies, each read off
    literal clauses of the file (see the opening comment)."""
    units = {-c[0] for c in clauses if len(c) == 1 and c[0] < 0}
    pairs = {frozenset(c) for c in clauses if len(c) == 2}
    on = {}                         # square -> the lines through it
    for i, line in enumerate(lines_of(n)):
        for v in line:
            on.setdefault(v, set()).add(i)
    some = set()                    # lines with a clause inside them
    for c in clauses:
        if c and all(0 < l <= n * n for l in c):
            some |= set.intersection(*(on.get(l, set()) for l in c))
    out = []
    for i, line in enumerate(lines_of(n)):
        if i in some:
            out.append("(assert (>= line%d 1))\n" % i)
        if all(a in units or b in units or frozenset((-a, -b)) in pairs
               for j, a in enumerate(line) for b in line[j + 1:]):
            out.append("(assert (<= line%d 1))\n" % i)
    return out


def values(out, n):
    """The board variables set true in z3's (get-value ...) answer."""
    queens, words = set(), out.replace("(", " ").replace(")", " ").split()
    for name, value in zip(words, words[1:]):
        if name.startswith("v") and name[1:].isdigit() and value == "true":
            if int(name[1:]) <= n * n:
                queens.add(int(name[1:]))
    return queens


# ---------------------------------------------------------------- the checks

def variables_of(clauses, n):
    return {abs(l) for c in clauses for l in c} | set(range(1, n * n + 1))


def bad_board(ref, clauses):
    """(a): a board the file allows that is no solution, or None. With
    auxiliary variables, the pseudo-Boolean form (counting lemmas come
    from board clauses only; such files are proved by their own clauses)."""
    n = ref.n
    pb = not ref.sb and any(abs(l) > n * n for c in clauses for l in c)
    defs, formula = smt_reference(ref, pb)
    script = ["(set-option :produce-models true)\n",
              smt_declare(variables_of(clauses, n)), defs]
    script += ["(assert %s)\n" % smt_clause(c) for c in clauses]
    if not pb:
        script += lemmas(n, clauses)
    script.append("(assert (not %s))\n" % formula)
    return board_of_model(script, n, "(a)")


def board_of_model(script, n, what):
    """Runs the script with (check-sat): the board of z3's model, or
    None if unsat."""
    script = script + ["(check-sat)\n(get-value (%s))\n" % " ".join(
        smt_var(v) for v in range(1, n * n + 1))]
    out = z3_run("".join(script))
    answer = out.split("\n", 1)[0].strip()
    if answer == "unsat":
        return None
    if answer != "sat":
        raise Undecided("z3 answered %r on %s" % (answer, what))
    return values(out, n)


class Undecided(Exception):
    pass


def satisfied_by_every_solution(n, clause, full_lines):
    """The puzzle's own clauses (see the opening comment), or a
    tautology."""
    if any(-l in clause for l in clause):
        return True
    neg = sorted(divmod(-l - 1, n) for l in clause if l < 0)
    if any(oracle.attacks(a, b) for i, a in enumerate(neg)
           for b in neg[i + 1:]):
        return True
    pos = {l for l in clause if l > 0}
    return any(line <= pos for line in full_lines)


def lost_solution(ref, clauses, solutions):
    """(b): a solution the file rules out, or None."""
    n = ref.n
    if all(abs(l) <= n * n for c in clauses for l in c):
        return lost_board_only(ref, clauses, solutions)
    if solutions is None:
        raise Undecided("auxiliary variables at N > %d" % ENUMERATE_MAX)
    if not solutions:
        return None
    script = [smt_declare(variables_of(clauses, n))]
    script += ["(assert %s)\n" % smt_clause(c) for c in clauses]
    for cols in solutions:
        lits = [smt_lit((r * n + c + 1) * (1 if cols[r] == c else -1))
                for r in range(n) for c in range(n)]
        script.append("(check-sat-assuming (%s))\n" % " ".join(lits))
    answers = z3_run("".join(script)).split()
    if len(answers) != len(solutions) or any(a not in ("sat", "unsat")
                                             for a in answers):
        raise Undecided("z3 answered %r on (b)" % answers[:3])
    for cols, a in zip(solutions, answers):
        if a == "unsat":
            return {r * n + c + 1 for r, c in enumerate(cols)}
    return None


def lost_board_only(ref, clauses, solutions):
    n = ref.n
    full = [set(line) for line in lines_of(n)[:2 * n]]
    rest = [c for c in clauses
            if not satisfied_by_every_solution(n, c, full)]
    if not rest:
        return None
    if solutions is not None:
        for cols in solutions:
            queens = {r * n + c + 1 for r, c in enumerate(cols)}
            for c in rest:
                if not any((l > 0) == (abs(l) in queens) for l in c):
                    return queens
        return None
    defs, formula = smt_reference(ref)
    script = ["(set-option :produce-models true)\n",
              smt_declare(variables_of(rest, n)), defs,
              "(assert %s)\n" % formula,
              "(assert (or %s))\n" % " ".join(
                  "(not %s)" % smt_clause(c) for c in rest)]
    return board_of_model(script, n, "(b)")


def reference_is_empty(ref, solutions):
    """Whether the puzzle has no solution under the options: from the
    enumeration, a first solution found by backtracking, or z3."""
    if solutions is not None:
        return not solutions
    if ref.solutions(first=True, budget=10 ** 6):
        return False
    defs, formula = smt_reference(ref)
    answer = z3_run("%s%s(assert %s)\n(check-sat)\n" % (
        smt_declare(range(1, ref.n * ref.n + 1)), defs, formula)).strip()
    if answer not in ("sat", "unsat"):
        raise Undecided("z3 answered %r on the reference" % answer)
    return answer == "unsat"


def decide(ref, clauses):
    """(verdict, kind, board variables) as described at the top."""
    solutions = ref.solutions() if ref.n <= ENUMERATE_MAX else None
    empty = reference_is_empty(ref, solutions)
    bad = bad_board(ref, clauses)
    if empty:
        if bad is None:
            return "both-unsatisfiable", None, None
        return "not-equivalent", "allows", bad
    if bad is not None:
        return "not-equivalent", "allows", bad
    lost = lost_solution(ref, clauses, solutions)
    if lost is not None:
        return "not-equivalent", "excludes", lost
    return "equivalent", None, None


def confirm(ref, clauses, kind, rows):
    """Whether a claimed board is what kind says: (ok, why)."""
    n = ref.n
    if len(rows) != n or any(len(r) != n or set(r) - set("Q.") for r in rows):
        return False, "not an %dx%d board of Q and ." % (n, n)
    queens = {r * n + c + 1 for r in range(n) for c in range(n)
              if rows[r][c] == "Q"}
    solution = ref.accepts(board_cols(n, queens)) and len(queens) == n
    script = [smt_declare(variables_of(clauses, n))]
    script += ["(assert %s)\n" % smt_clause(c) for c in clauses]
    script += ["(assert %s)\n" % smt_lit(v if v in queens else -v)
               for v in range(1, n * n + 1)]
    script.append("(check-sat)\n")
    answer = z3_run("".join(script)).strip()
    if answer not in ("sat", "unsat"):
        return False, "z3 answered %r" % answer
    allowed = answer == "sat"
    if kind == "allows":
        if solution:
            return False, "the board is a solution"
        return allowed, "the file allows it" if allowed else \
            "the file rules it out"
    if not solution:
        return False, "the board is no solution"
    return not allowed, "the file allows it" if allowed else \
        "the file rules it out"


# ---------------------------------------------------------------- self-test

def reference_clauses(n):
    """The puzzle written out pairwise, from lines_of: the test files of
    the self-test."""
    out = [list(line) for line in lines_of(n)[:n]]
    for line in lines_of(n):
        out += [[-a, -b] for i, a in enumerate(line) for b in line[i + 1:]]
    return out


def with_counter(n, drop_last=False):
    """reference_clauses(n) with every diagonal's pairs replaced by a
    sequential counter (auxiliaries from n*n+1); drop_last leaves out the
    main diagonal's final clause, which lets queens on (n-2, n-2) and
    (n-1, n-1) both in."""
    out = [list(line) for line in lines_of(n)[:n]]
    for line in lines_of(n)[:2 * n]:
        out += [[-a, -b] for i, a in enumerate(line) for b in line[i + 1:]]
    top = n * n
    for line in lines_of(n)[2 * n:]:
        s = list(range(top + 1, top + len(line)))
        top += len(s)
        out.append([-line[0], s[0]])
        for i in range(1, len(line) - 1):
            out += [[-line[i], s[i]], [-s[i - 1], s[i]],
                    [-line[i], -s[i - 1]]]
        if not (drop_last and len(line) == n and line[0] == 1):
            out.append([-line[-1], -s[-1]])
    return out


def write_cnf(path, clauses):
    top = max([abs(l) for c in clauses for l in c] or [1])
    with open(path, "w") as f:
        f.write("p cnf %d %d\n" % (top, len(clauses)))
        f.writelines(" ".join(map(str, c)) + " 0\n" for c in clauses)


def self_test(tmpdir):
    failures = []

    def expect(what, got, want):
        print("%s %s: %s" % ("ok" if got == want else "not ok", what, got))
        if got != want:
            failures.append(what)

    # Reference reads the options as the command does, and hands them to
    # the oracle's search (whose counts its own --self-test holds to OEIS).
    expect("--queen 1,2 --block 4,3 at N=4", Reference(
        4, ["--queen", "1,2", "--block", "4,3"]).solutions(), [])
    expect("--symmetry-breaking at N=8", len(Reference(
        8, ["--symmetry-breaking"]).solutions()), oracle.oeis("A002562", 8))
    expect("--queen 1,2 at N=4", Reference(
        4, ["--queen", "1,2"]).solutions(), [(1, 3, 0, 2)])
    # The SMT description holds exactly the enumerated boards.
    for n in range(1, 9):
        for opts, pb in (([], False), ([], True),
                         (["--symmetry-breaking"], False)):
            ref = Reference(n, opts)
            sols = ref.solutions()
            defs, formula = smt_reference(ref, pb)
            boards = [" ".join(
                smt_lit((r * n + c + 1) * (1 if cols[r] == c else -1))
                for r in range(n) for c in range(n)) for cols in sols]
            script = smt_declare(range(1, n * n + 1)) + defs
            script += "(assert %s)\n" % formula
            script += "".join("(check-sat-assuming (%s))\n" % b
                              for b in boards)
            script += "(assert (not (or false %s)))\n(check-sat)\n" % \
                " ".join("(and %s)" % b for b in boards)
            answers = z3_run(script).split()
            expect("SMT reference N=%d %s: each of the %d boards, no other"
                   % (n, " ".join(opts) or ("pseudo-Boolean" if pb else
                                            "integer sums"), len(sols)),
                   answers == ["sat"] * len(sols) + ["unsat"], True)
    # Files made here, with answers known by hand.
    cases = [
        (4, reference_clauses(4), [], ("equivalent", None)),
        (4, [c for c in reference_clauses(4) if sorted(c) != [-7, -2]], [],
         ("not-equivalent", "allows")),
        (4, reference_clauses(4) + [[-2, -8]], [],
         ("not-equivalent", "excludes")),
        (8, reference_clauses(8), ["--symmetry-breaking"],
         ("not-equivalent", "allows")),
        (6, with_counter(6), [], ("equivalent", None)),
        (6, with_counter(6) + [[-37]], [], ("not-equivalent", "excludes")),
        (8, with_counter(8, True), [], ("not-equivalent", "allows")),
        (3, [[1], [-1]], [], ("both-unsatisfiable", None)),
        (3, [[1]], [], ("not-equivalent", "allows")),
        (14, [c for c in reference_clauses(14) if sorted(c) != [-2, -1]], [],
         ("equivalent", None)),
        (14, [c for c in reference_clauses(14)
              if sorted(c) != [-16, -1]], [], ("not-equivalent", "allows")),
    ]
    path = os.path.join(tmpdir, "case.cnf")
    for n, clauses, opts, want in cases:
        write_cnf(path, clauses)
        ref = Reference(n, opts)
        verdict, kind, board = decide(ref, clauses)
        what = "N=%d %d clauses %s" % (n, len(clauses), " ".join(opts))
        expect(what, (verdict, kind), want)
        if board is not None:
            ok, why = confirm(ref, read_cnf(path), kind, board_rows(n, board))
            expect(what + ": its board confirmed (%s)" % why, ok, True)
    return not failures


def main(argv):
    if argv == ["--self-test"]:
        import tempfile
        with tempfile.TemporaryDirectory() as tmpdir:
            return 0 if self_test(tmpdir) else 1
    if len(argv) < 2:
        print(__doc__.split("Usage:")[1].split("Exit status")[0],
              file=sys.stderr)
        return 2
    path, board = argv[0], None
    args = argv[2:]
    if "--board" in args:
        i = args.index("--board")
        board, args = args[i + 1:], args[:i]
        if not board or board[0] not in ("allows", "excludes"):
            print("--board allows|excludes ROW...", file=sys.stderr)
            return 2
    try:
        n = int(argv[1])
        if n < 1:
            raise Refused("N must be positive")
        ref = Reference(n, args)
        clauses = read_cnf(path)
    except (Refused, ValueError, OSError) as e:
        print("check_oracle: %s" % e, file=sys.stderr)
        return 2
    try:
        if board is not None:
            ok, why = confirm(ref, clauses, board[0], board[1:])
            print(("confirmed: " if ok else "refuted: ") + why)
            return 0 if ok else 1
        verdict, kind, queens = decide(ref, clauses)
    except Undecided as e:
        print("undecided: %s" % e)
        return 3
    print(verdict)
    if kind is not None:
        print(kind)
        print("\n".join(board_rows(n, queens)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
