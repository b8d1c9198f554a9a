#!/usr/bin/python3
"""oracle.py - the N-Queens truth of every Python test, shell test and
benchmark: what the command is measured against.

A test that took its expectation from the command would prove nothing, and
a searcher written again in each script that needs one would be a second
truth to keep right.  So the puzzle is defined here once, from its rules
and nothing of the project: whether two queens attack each other, the
boards of an N x N board with pre-placed queens and blocked squares (by
backtracking over rows with bit masks, in increasing order of the queen
columns read row by row), the 8 symmetries of the square, the subgroup
that keeps the given squares, the class of a board under that subgroup
(its images; the leader, the smallest of them, names it), and OEIS
A000170 and A002562.  The C tests have the same in tests/support/oracles.c;
the two are checked apart, each against OEIS (--self-test here), so
neither trusts the other.

Squares are (row, column), 0-based; a board is the tuple of its queen
columns row by row.  The command line, for shell scripts, takes squares
1-based as nqueens-cnf does:

  oracle.py count N [--unique] [--queen R,C]... [--block R,C]...
  oracle.py list N [...]     one board a line, its 0-based columns
                             separated by spaces, in increasing order
  oracle.py oeis A000170|A002562 N
  oracle.py files            reads lines "PATH count|list N [...]" and
                             writes each answer to its PATH: one start
                             of Python for a script's many questions
  oracle.py --self-test      the search against OEIS; exit 1 on a mismatch
"""
import itertools
import sys

# OEIS A000170 (every solution) and A002562 (one per class under the 8
# symmetries of the square) for N = 1 .. 15, as the OEIS publishes them;
# --self-test holds the search to them as far as it can count quickly.
A000170 = (1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712,
           365596, 2279184)
A002562 = (1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752,
           285053)
OEIS = {"A000170": A000170, "A002562": A002562}
SELF_TEST_LAST_N = 12


def oeis(name, n):
    """A000170 or A002562 at N (1 .. 15)."""
    table = OEIS[name]
    if not 1 <= n <= len(table):
        raise ValueError("%s is written here for N = 1..%d, not %d"
                         % (name, len(table), n))
    return table[n - 1]


def attacks(a, b):
    """Whether queens on the squares a and b attack each other: different
    squares on one row, column or diagonal."""
    return a != b and (a[0] == b[0] or a[1] == b[1] or
                       abs(a[0] - b[0]) == abs(a[1] - b[1]))


def is_solution(n, queens):
    """Whether the squares hold n queens, none attacking another."""
    queens = list(queens)
    return len(set(queens)) == n == len(queens) and \
        all(0 <= r < n and 0 <= c < n for r, c in queens) and \
        not any(attacks(a, b) for a, b in itertools.combinations(queens, 2))


def symmetries(n):
    """The 8 maps of the square onto itself, as functions of (r, c); the
    first is the identity."""
    m = n - 1
    return [lambda r, c: (r, c), lambda r, c: (c, m - r),
            lambda r, c: (m - r, m - c), lambda r, c: (m - c, r),
            lambda r, c: (r, m - c), lambda r, c: (m - r, c),
            lambda r, c: (c, r), lambda r, c: (m - c, m - r)]


def image(cols, g):
    """The columns, row by row, of the board cols moved by the map g."""
    out = [0] * len(cols)
    for r, c in enumerate(cols):
        r2, c2 = g(r, c)
        out[r2] = c2
    return tuple(out)


def group_of(n, queens=(), blocks=()):
    """The indexes (into symmetries(n)) of the maps that take the
    pre-placed queens onto themselves and the blocked squares onto
    themselves: only these map the solutions to solutions, so a class of
    such a board is made of these alone."""
    def keeps(g, squares):
        return {g(r, c) for r, c in squares} == set(squares)
    return [k for k, g in enumerate(symmetries(n))
            if keeps(g, queens) and keeps(g, blocks)]


def images(cols, group=None):
    """The board's images under the group's maps (all 8 when None)."""
    maps = symmetries(len(cols))
    return [image(cols, maps[k]) for k in (range(8) if group is None
                                           else group)]


def canonical(cols, group=None):
    """The board's class named by its smallest image, compared as column
    tuples."""
    return min(images(cols, group))


def class_size(cols, group=None):
    """How many boards the class holds: its distinct images."""
    return len(set(images(cols, group)))


def is_leader(cols, group=None):
    """Whether the board comes first of its images under the group (all 8
    maps when None): the one board per class that unique keeps."""
    return tuple(cols) == canonical(cols, group)


class _Enough(Exception):
    pass


def solutions(n, queens=(), blocks=(), unique=False, first=False,
              budget=None):
    """Every board of n queens that keeps the pre-placed queens and leaves
    the blocked squares empty, in increasing order; with unique only the
    leaders of their classes under group_of(n, queens, blocks).  With
    first at most one; None when budget placements were tried in vain.
    Pre-placed queens that attack each other, share a row or stand on a
    blocked square leave none."""
    full = (1 << n) - 1
    allowed = [full] * n
    for r, c in blocks:
        allowed[r] &= ~(1 << c)
    for r, c in queens:
        allowed[r] &= 1 << c
    group = group_of(n, queens, blocks) if unique else None
    out, cols, tried = [], [0] * n, [0]

    def place(r, used, down, up):
        tried[0] += 1
        if budget is not None and tried[0] > budget:
            raise _Enough
        if r == n:
            if group is None or is_leader(cols, group):
                out.append(tuple(cols))
                if first:
                    raise _Enough
            return
        free = allowed[r] & ~(used | down | up)
        while free:
            bit = free & -free
            free ^= bit
            cols[r] = bit.bit_length() - 1
            place(r + 1, used | bit, ((down | bit) << 1) & full,
                  (up | bit) >> 1)

    try:
        place(0, 0, 0, 0)
    except _Enough:
        if not out:
            return None
    return out


def count(n, queens=(), blocks=(), unique=False):
    return len(solutions(n, queens, blocks, unique))


# ---------------------------------------------------------------- self-test

def self_test(last=SELF_TEST_LAST_N):
    """The search, the leaders and is_solution against OEIS and against
    each other; prints one ok / not ok line per check."""
    failures = []

    def expect(what, good):
        print("%s %s" % ("ok" if good else "not ok", what))
        if not good:
            failures.append(what)

    for n in range(1, last + 1):
        every = solutions(n)
        leaders = solutions(n, unique=True)
        expect("N=%d: %d solutions (A000170), %d classes (A002562)"
               % (n, len(every), len(leaders)),
               (len(every), len(leaders)) == (oeis("A000170", n),
                                              oeis("A002562", n)))
        expect("N=%d: in increasing order, each once, each a solution"
               % n, every == sorted(set(every)) and all(
                   is_solution(n, enumerate(b)) for b in every))
        expect("N=%d: the classes' sizes add up to the solutions" % n,
               sum(class_size(b) for b in leaders) == len(every) and
               {canonical(b) for b in every} == set(leaders))
    # is_solution, by itself, picks A000170 out of every permutation.
    for n in range(1, 8):
        found = sum(is_solution(n, enumerate(p))
                    for p in itertools.permutations(range(n)))
        expect("is_solution over the permutations of N=%d: %d" % (n, found),
               found == oeis("A000170", n))
    # The 92 solutions of N = 8 over the top row: 4 8 16 18 18 16 8 4.
    spread = [count(8, queens=[(0, c)]) for c in range(8)]
    expect("N=8 by the top row's queen: %s" % spread,
           spread == [4, 8, 16, 18, 18, 16, 8, 4])
    expect("N=8 with a top-row square blocked: 92 less",
           [count(8, blocks=[(0, c)]) for c in range(8)] ==
           [92 - s for s in spread])
    expect("N=4, queen (0,1): 1 3 0 2 alone",
           solutions(4, queens=[(0, 1)]) == [(1, 3, 0, 2)])
    expect("attacking, same-row or blocked queens leave nothing",
           count(4, queens=[(0, 1), (1, 0)]) == 0 and
           count(4, queens=[(0, 1), (0, 2)]) == 0 and
           count(4, queens=[(0, 1)], blocks=[(0, 1)]) == 0)
    expect("the 4 solutions of N = 6 are one class led by 1 3 5 0 2 4",
           solutions(6, unique=True) == [(1, 3, 5, 0, 2, 4)] and
           class_size((2, 5, 1, 4, 0, 3)) == 4)
    # N = 8: 11 classes of 8 boards and one of 4 (a half turn keeps it).
    sizes = sorted(class_size(b) for b in solutions(8, unique=True))
    expect("N=8: class sizes %s" % sizes, sizes == [4] + [8] * 11)
    # Blocking a square and its mirror image keeps the mirror in the
    # group: the classes there are pairs, so half as many as the boards.
    corners = [(0, 0), (0, 7)]
    group, boards = group_of(8, blocks=corners), count(8, blocks=corners)
    classes = count(8, blocks=corners, unique=True)
    expect("N=8, corners (0,0) (0,7) blocked: group %s, %d boards in %d "
           "classes" % (group, boards, classes),
           group == [0, 4] and boards == 2 * classes)
    expect("first and budget", solutions(8, first=True) ==
           [(0, 4, 7, 5, 2, 6, 1, 3)] and
           solutions(8, first=True, budget=3) is None)
    expect("attacks by hand", attacks((0, 0), (0, 7)) and
           attacks((3, 2), (9, 2)) and attacks((0, 5), (5, 0)) and
           not attacks((0, 0), (1, 2)) and not attacks((3, 3), (3, 3)))
    print("%d checks failed" % len(failures) if failures else "all passed")
    return not failures


# ---------------------------------------------------------------- command

def _squares(args, option):
    """The squares given with option, 1-based R,C, made 0-based."""
    out = []
    for i, a in enumerate(args):
        if a == option:
            r, c = (int(x) - 1 for x in args[i + 1].split(","))
            out.append((r, c))
    return out


def answer(argv, out):
    """Writes to out the answer to "count|list N [...]"; 2 on bad usage."""
    if len(argv) < 2 or argv[0] not in ("count", "list"):
        print(__doc__.split("\n\n")[-1], file=sys.stderr)
        return 2
    n, rest = int(argv[1]), argv[2:]
    known = {"--unique", "--queen", "--block"}
    words = [a for i, a in enumerate(rest)
             if i == 0 or rest[i - 1] not in ("--queen", "--block")]
    if any(a not in known for a in words):
        print("oracle.py: unknown option among %s" % rest, file=sys.stderr)
        return 2
    found = solutions(n, _squares(rest, "--queen"), _squares(rest, "--block"),
                      "--unique" in rest)
    if argv[0] == "count":
        out.write("%d\n" % len(found))
    else:
        out.writelines(" ".join(map(str, b)) + "\n" for b in found)
    return 0


def main(argv):
    if argv == ["--self-test"]:
        return 0 if self_test() else 1
    if len(argv) == 3 and argv[0] == "oeis" and argv[1] in OEIS:
        print(oeis(argv[1], int(argv[2])))
        return 0
    if argv == ["files"]:
        for line in sys.stdin:
            words = line.split()
            if not words:
                continue
            with open(words[0], "w") as out:
                if answer(words[1:], out):
                    return 2
        return 0
    return answer(argv, sys.stdout)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
