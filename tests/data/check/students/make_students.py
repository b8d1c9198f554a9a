#!/usr/bin/python3
"""make_students.py - writes the student files of this folder, the table
tests/data/check/students.tsv and this folder's README.md, once.

The files are committed; this script is kept so that a file can be
remade or a new one added the same way. The files imitate what students
hand in: comments, their own clause order and literal order, their own
encodings with auxiliary variables numbered their own way. Every
expected verdict in the table is the author's claim; tests/check_oracle.py
confirms each one independently (tests/e2e_check_corpus.sh runs it), and
where a claim needed a search (which diagonal pair is implied at N = 5,
which auxiliary clause matters) the search is written here, on the
puzzle itself, and its result again confirmed by the oracle.

Usage: make_students.py PATH-TO-nqueens-cnf  (run from anywhere; the
tool is used only to print its own encodings, never to check).
"""
import itertools
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "..", "students.tsv")
EXITS = {"identical": (0, 0), "same-clauses": (0, 0),
         "equivalent-every-n": (0, 0), "equivalent-this-n": (0, 1),
         "not-equivalent": (1, 1), "both-unsatisfiable": (0, 1)}
ROWS = []        # (file, n, options, verdict, variants, description)


# ------------------------------------------------------------ the board

def var(n, r, c):
    return r * n + c + 1


def board_lines(n):
    """name -> squares: rows, columns, diagonals (r - c constant) and
    anti-diagonals (r + c constant) of length >= 2."""
    out = {}
    for r in range(n):
        out[("row", r)] = [var(n, r, c) for c in range(n)]
    for c in range(n):
        out[("col", c)] = [var(n, r, c) for r in range(n)]
    for d in range(-(n - 2), n - 1):
        out[("diag", d)] = [var(n, r, r - d) for r in range(n)
                            if 0 <= r - d < n]
    for s in range(1, 2 * n - 2):
        out[("anti", s)] = [var(n, r, s - r) for r in range(n)
                            if 0 <= s - r < n]
    return out


def pairs(squares):
    return [[-a, -b] for a, b in itertools.combinations(squares, 2)]


def permutations_with_attacks(n, allowed):
    """Boards with one queen per row and column whose diagonal attacks
    are all between the two squares of a pair of allowed."""
    allowed = {frozenset(p) for p in allowed}
    for cols in itertools.permutations(range(n)):
        squares = [(r, c) for r, c in enumerate(cols)]
        if all(abs(r1 - r2) != abs(c1 - c2) or
               frozenset((var(n, r1, c1), var(n, r2, c2))) in allowed
               for (r1, c1), (r2, c2) in itertools.combinations(squares, 2)):
            yield {var(n, r, c) for r, c in squares}


def matters(n, deleted):
    """Whether deleting these diagonal pairs lets in a new board."""
    return any(any(set(p) <= q for p in deleted)
               for q in permutations_with_attacks(n, deleted))


def implied_diagonal_pairs(n):
    """Diagonal pairs whose clause no other clause needs at this N: no
    board with one queen per row and column attacks only along it."""
    return [(a, b) for name, squares in board_lines(n).items()
            if name[0] in ("diag", "anti")
            for a, b in itertools.combinations(squares, 2)
            if not matters(n, [(a, b)])]


# ------------------------------------------------------------ writing

class Student:
    """A file as a student writes it: comment lines, clauses."""

    def __init__(self, name, n, seed):
        self.name, self.n = name, n
        self.rand = random.Random(seed)
        self.items = []

    def comment(self, text):
        self.items.append("c " + text if text else "c")

    def header_here(self):
        """The "p cnf" line goes here (else before the first clause)."""
        if None not in self.items:
            self.items.append(None)

    def clause(self, lits, order="asis"):
        lits = list(lits)
        if order == "asc":
            lits.sort(key=abs)
        elif order == "desc":
            lits.sort(key=abs, reverse=True)
        elif order == "random":
            self.rand.shuffle(lits)
        self.items.append(lits)

    def clauses(self, list_, order="asis"):
        for c in list_:
            self.clause(c, order)

    def write(self, packed=0):
        """packed: that many clauses per line after the first comment
        block (some students do)."""
        cls = [i for i in self.items if isinstance(i, list)]
        top = max(abs(l) for c in cls for l in c)
        out, line = [], []
        header_done = False
        for item in self.items:
            if item is None or (not header_done and isinstance(item, list)):
                if not header_done:
                    out.append("p cnf %d %d" % (top, len(cls)))
                    header_done = True
                if item is None:
                    continue
            if isinstance(item, str):
                if line:
                    out.append("  ".join(line))
                    line = []
                out.append(item)
                continue
            line.append(" ".join(map(str, item)) + " 0")
            if len(line) >= max(packed, 1):
                out.append("  ".join(line))
                line = []
        if line:
            out.append("  ".join(line))
        with open(os.path.join(HERE, self.name), "w") as f:
            f.write("\n".join(out) + "\n")


def row(name, n, options, verdict, variants, description):
    ROWS.append((name, n, options, verdict, variants, description))


# ------------------------------------------------------------ encodings

class Aux:
    """Auxiliary variables handed out as placeholders (line, index),
    numbered at the end in the student's own way."""
    BASE = 10 ** 7

    def __init__(self):
        self.keys = []

    def line(self, index):
        count = [0]

        def new():
            self.keys.append((index, count[0]))
            count[0] += 1
            return Aux.BASE + len(self.keys) - 1
        return new

    def numbering(self, style, first, rand=None):
        """placeholder -> number: block (as handed out), interleaved (the
        first of every line, then the second, ...), reverse, random."""
        order = list(range(len(self.keys)))
        if style == "interleaved":
            order.sort(key=lambda k: (self.keys[k][1], self.keys[k][0]))
        elif style == "reverse":
            order.reverse()
        elif style == "random":
            rand.shuffle(order)
        return {Aux.BASE + k: first + i for i, k in enumerate(order)}


def renumber(clauses, mapping):
    return [[(1 if l > 0 else -1) * mapping.get(abs(l), abs(l)) for l in c]
            for c in clauses]


def amo_sequential(xs, new):
    """Sinz's counter: s[i] = some queen among xs[0..i]."""
    if len(xs) < 2:
        return []
    s = [new() for _ in xs[:-1]]
    out = [[-xs[0], s[0]]]
    for i in range(1, len(xs) - 1):
        out += [[-xs[i], s[i]], [-s[i - 1], s[i]], [-xs[i], -s[i - 1]]]
    out.append([-xs[-1], -s[-1]])
    return out


def amo_ladder(xs, new):
    """The ladder with both directions: y[i] <-> some queen in xs[0..i]."""
    if len(xs) < 2:
        return []
    y = [new() for _ in xs[:-1]]
    out = []
    for i in range(len(y)):
        out.append([-xs[i], y[i]])
        out.append([-xs[i + 1], -y[i]])
        out.append([-y[i], xs[i]] + ([y[i - 1]] if i else []))
        if i + 1 < len(y):
            out.append([-y[i], y[i + 1]])
    return out


def amo_commander(xs, new, size=3):
    """Groups of three, a commander each, pairwise among commanders."""
    if len(xs) <= size:
        return pairs(xs)
    out, commanders = [], []
    for g in range(0, len(xs), size):
        group = xs[g:g + size]
        c = new()
        commanders.append(c)
        out += pairs(group)
        out += [[-x, c] for x in group]
        out.append([-c] + group)
    return out + pairs(commanders)


def amo_bitwise(xs, new):
    """The binary encoding: square i sets the bits of i."""
    if len(xs) < 2:
        return []
    bits = [new() for _ in range((len(xs) - 1).bit_length())]
    return [[-x, b if (i >> j) & 1 else -b]
            for i, x in enumerate(xs) for j, b in enumerate(bits)]


def amo_product(xs, new):
    """Chen's product: squares on a p x q grid, one row and one column
    variable each."""
    if len(xs) <= 3:
        return pairs(xs)
    p = 1
    while p * p < len(xs):
        p += 1
    q = (len(xs) + p - 1) // p
    u = [new() for _ in range(p)]
    v = [new() for _ in range(q)]
    out = []
    for i, x in enumerate(xs):
        out += [[-x, u[i // q]], [-x, v[i % q]]]
    return out + pairs(u) + pairs(v)


def student_encoding(n, amo, line_order=("row", "col", "diag", "anti"),
                     column_alo=True, reverse_lines=False):
    """(sections, aux): sections is a list of [title, clauses, squares as
    given to amo, its placeholders] in the student's order, aux the
    placeholders to number."""
    aux = Aux()
    sections = []
    for index, (name, squares) in enumerate(sorted(
            board_lines(n).items(),
            key=lambda kv: (line_order.index(kv[0][0]), kv[0][1]))):
        xs = squares[::-1] if reverse_lines else squares
        out = []
        if name[0] == "row" or (name[0] == "col" and column_alo):
            out.append(list(squares))
        first = len(aux.keys)
        out += amo(xs, aux.line(index))
        mine = [Aux.BASE + k for k in range(first, len(aux.keys))]
        sections.append([title(n, name, squares), out, xs, mine])
    return sections, aux


def title(n, name, squares):
    """How a student names a line: row 3, column 2, diagonal from
    (1,4), anti-diagonal from (1,4) (1-based)."""
    if name[0] in ("row", "col"):
        return "%s %d" % ({"row": "row", "col": "column"}[name[0]],
                          name[1] + 1)
    r, c = divmod(squares[0] - 1, n)
    return "%s from (%d,%d)" % ({"diag": "diagonal", "anti": "anti-diagonal"}
                                [name[0]], r + 1, c + 1)


def section(sections, name):
    return next(s for s in sections if s[0] == name)


def write_encoding(st, sections, mapping, lit_order="asis", talk=True):
    st.header_here()
    for title, cls, _, _ in sections:
        if talk:
            st.comment(title)
        st.clauses(renumber(cls, mapping), lit_order)


def lex_leader(n, new, skip=None):
    """The board read row by row as bits is at least each of its 7
    images (a queen = 1): one chain per symmetry, e[i] = the first i+1
    bits equal to the image's, forced when they are. Reading the columns
    row by row, a greater bit string is a smaller column sequence."""
    m = n - 1
    maps = [lambda r, c: (c, m - r), lambda r, c: (m - r, m - c),
            lambda r, c: (m - c, r), lambda r, c: (r, m - c),
            lambda r, c: (m - r, c), lambda r, c: (c, r),
            lambda r, c: (m - c, m - r)]
    out = []
    for k, g in enumerate(maps):
        if k == skip:
            continue
        a = [var(n, r, c) for r in range(n) for c in range(n)]
        b = [var(n, *g(r, c)) for r in range(n) for c in range(n)]
        e = None            # None: every earlier bit equal so far
        for i, (x, y) in enumerate(zip(a, b)):
            if x == y:
                continue
            pre = [] if e is None else [-e]
            out.append(pre + [x, -y])
            if i == len(a) - 1:
                break
            e2 = new()
            out.append(pre + [-x, -y, e2])
            out.append(pre + [x, y, e2])
            e = e2
    return out


def tool(gen, n, *options):
    text = subprocess.run([gen, str(n)] + list(options), check=True,
                          capture_output=True, text=True).stdout
    clauses = []
    for line in text.splitlines():
        if line and line[0] not in "cp":
            clauses.append([int(w) for w in line.split()[:-1]])
    return clauses


def board_sections(n, column_alo=True, row_alo=True):
    """The pairwise puzzle by line: dict name -> (alo or None, pairs)."""
    out = {}
    for name, squares in board_lines(n).items():
        alo = list(squares) if (name[0] == "row" and row_alo) or \
            (name[0] == "col" and column_alo) else None
        out[name] = (alo, pairs(squares))
    return out


def write_board(st, sections, order=("row", "col", "diag", "anti"),
                alo_first=True, lit_order="asis", packed=0, talk=True):
    """Sections in the student's order, one comment per line group."""
    words = {"row": "row", "col": "column", "diag": "diagonal \\",
             "anti": "diagonal /"}
    st.header_here()
    for kind in order:
        if talk:
            st.comment("%ss" % words[kind].split()[0] if kind in
                       ("row", "col") else words[kind] + " (at most one)")
        for name in sorted(k for k in sections if k[0] == kind):
            alo, prs = sections[name]
            if talk and kind in ("row", "col"):
                st.comment("%s %d: exactly one queen" % (words[kind],
                                                         name[1] + 1))
            if alo and alo_first:
                st.clause(alo)
            st.clauses(prs, lit_order)
            if alo and not alo_first:
                st.clause(alo)
    st.write(packed)


# ------------------------------------------------------------ the files

def plain_files():
    s = Student("alice_8_columns_first.cnf", 8, 1)
    s.comment("Alice, exercise 3: 8 queens")
    s.comment("x(r,c) = 8*r + c + 1, rows and columns from 0")
    write_board(s, board_sections(8), order=("col", "anti", "diag", "row"),
                lit_order="desc")
    row(s.name, 8, "-", "same-clauses", "-",
        "every reference clause; columns first, then the / and \\ "
        "diagonals, rows last; pairs written larger square first")

    s = Student("bob_10_shuffled.cnf", 10, 2)
    s.comment("bob: 10 queens, clauses in random order (my script)")
    cls = [c for alo, prs in board_sections(10).values()
           for c in ([alo] if alo else []) + prs]
    s.rand.shuffle(cls)
    s.clauses(cls, "random")
    s.write(packed=4)
    row(s.name, 10, "-", "same-clauses", "-",
        "every reference clause in random clause and literal order, four "
        "clauses to a line")

    s = Student("bob_13_shuffled.cnf", 13, 3)
    s.comment("bob again, 13 queens")
    cls = [c for alo, prs in board_sections(13).values()
           for c in ([alo] if alo else []) + prs]
    s.rand.shuffle(cls)
    s.clauses(cls, "random")
    s.write()
    row(s.name, 13, "-", "same-clauses", "-",
        "every reference clause of N = 13 shuffled, literals shuffled")

    # Numbered column by column: the student's rows are the board's
    # columns. With every line complete that is the same set of clauses.
    t = lambda n, v: ((v - 1) % n) * n + (v - 1) // n + 1
    for name, n, col_alo, opts, verdict, variants, text in [
            ("carol_6_transposed.cnf", 6, False, "--no-column-alo",
             "equivalent-every-n", "transposed-numbering",
             "x(r,c) = 6*c + r + 1 (column by column), at-least-one "
             "clauses for her rows only: the board's columns have them, "
             "its rows do not; checked against --no-column-alo"),
            ("dave_7_transposed_full.cnf", 7, True, "-", "same-clauses", "-",
             "x(r,c) = 7*c + r + 1 with every line complete: transposing "
             "maps the reference's clauses onto themselves"),
            ("erin_8_transposed_no_column_alo.cnf", 8, False, "-",
             "equivalent-every-n", "no-row-at-least-one",
             "x(r,c) = 8*c + r + 1 without her columns' at-least-one: the "
             "board's rows lack theirs; checked against the default")]:
        s = Student(name, n, 4)
        s.comment("queens on a %dx%d board" % (n, n))
        s.comment("my variables go down the columns: x = %d*col + row + 1"
                  % n)
        secs = board_sections(n, column_alo=col_alo)
        secs = {k: ([t(n, v) for v in alo] if alo else None,
                    [[-t(n, -a), -t(n, -b)] for a, b in prs])
                for k, (alo, prs) in secs.items()}
        write_board(s, secs, lit_order="asc")
        row(name, n, opts, verdict, variants, text)

    s = Student("frank_8_no_column_alo.cnf", 8, 5)
    s.comment("frank: rows exactly one, columns and diagonals at most one")
    write_board(s, board_sections(8, column_alo=False),
                order=("row", "diag", "col", "anti"), alo_first=False)
    row(s.name, 8, "-", "equivalent-every-n", "no-column-at-least-one",
        "no column at-least-one clause, each row's clause after its pairs")

    s = Student("grace_9_two_columns_alo_missing.cnf", 9, 6)
    s.comment("grace 9 queens")
    secs = board_sections(9)
    for c in (2, 7):
        secs[("col", c)] = (None, secs[("col", c)][1])
    write_board(s, secs, lit_order="random", talk=False)
    row(s.name, 9, "-", "equivalent-every-n", "no-column-at-least-one",
        "columns 3 and 8 without their at-least-one clause")

    s = Student("ivan_6_duplicates.cnf", 6, 7)
    s.comment("ivan 6x6")
    secs = board_sections(6)
    write_board(s, secs, order=("row", "col", "anti", "diag"))
    at = s.items.index([-2, -8])
    s.items.insert(at + 5, [-8, -2])    # a copy of -2 -8, literals swapped
    s.items.append([-1, -8])            # a copy of the diagonal pair
    s.write()
    row(s.name, 6, "-", "same-clauses", "-",
        "every reference clause, two of them twice (-8 -2 after -2 -8, "
        "-1 -8 again at the end): duplicates")

    s = Student("judy_8_extra_implied.cnf", 8, 8)
    s.comment("judy: 8 queens + a hint for the solver")
    write_board(s, board_sections(8))
    s.comment("hint: some queen in the first two rows")
    s.clause(list(range(1, 17)))
    s.write()
    row(s.name, 8, "-", "equivalent-this-n", "-",
        "all reference clauses plus `1 2 ... 16 0` (a queen in the first "
        "two rows), implied by row 1's clause")

    s = Student("ken_8_knight.cnf", 8, 9)
    s.comment("ken: queens also attack like knights? just one to try")
    write_board(s, board_sections(8))
    s.clause([-var(8, 2, 7), -var(8, 3, 5)])
    s.write()
    row(s.name, 8, "-", "not-equivalent", "-",
        "all reference clauses plus `-24 -30 0`, a knight's move apart: "
        "rules out the solution 1 5 8 6 3 7 2 4")

    for n, verdict, text in [
            (6, "equivalent-this-n", "no 6-queens solution uses a corner"),
            (8, "not-equivalent", "8-queens solutions do use corners")]:
        s = Student("leo_%d_no_corners.cnf" % n, n, 10 + n)
        s.comment("leo %d queens; queens never sit in corners (I think)" % n)
        write_board(s, board_sections(n), order=("col", "row", "diag",
                                                 "anti"))
        for v in (1, n, n * n - n + 1, n * n):
            s.clause([-v])
        s.write()
        row(s.name, n, "-", verdict, "-",
            "all reference clauses plus four unit clauses, no queen in a "
            "corner: " + text)


def without(secs, drop):
    """The sections without the pairs in drop (as sets of squares)."""
    drop = {frozenset(-l for l in p) for p in drop} | \
        {frozenset(p) for p in drop}
    return {k: (alo, [p for p in prs if frozenset(p) not in drop
                      and frozenset(-l for l in p) not in drop])
            for k, (alo, prs) in secs.items()}


def small_files():
    # N = 5: squares (2,2) and (3,3) never share a board with one queen
    # per row and column and no other attack: the pair is implied here.
    pair = (var(5, 1, 1), var(5, 2, 2))
    assert pair in implied_diagonal_pairs(5)
    s = Student("mallory_5_diagonal_implied.cnf", 5, 20)
    s.comment("mallory, 5 queens (forgot one, sorry)")
    write_board(s, without(board_sections(5), [pair]), lit_order="desc")
    row(s.name, 5, "-", "equivalent-this-n", "-",
        "lacks `-7 -13 0` ((2,2) and (3,3), the main diagonal), implied at "
        "N = 5 only")

    pair = (var(4, 0, 0), var(4, 1, 1))
    assert pair in implied_diagonal_pairs(4)
    s = Student("nick_4_diagonal_implied.cnf", 4, 21)
    s.comment("nick 4x4")
    write_board(s, without(board_sections(4), [pair]),
                order=("diag", "anti", "row", "col"))
    row(s.name, 4, "-", "equivalent-this-n", "-",
        "lacks `-1 -6 0` (corner and its diagonal neighbour), implied at "
        "N = 4")

    for n, name in [(4, "nick_4_short_diagonals.cnf"),
                    (6, "olivia_6_short_diagonals.cnf")]:
        short = [tuple(sq) for k, sq in board_lines(n).items()
                 if k[0] in ("diag", "anti") and len(sq) == 2]
        assert not matters(n, short)
        s = Student(name, n, 22 + n)
        s.comment("%d queens; corners' 2-square diagonals left out, a queen"
                  % n)
        s.comment("there can't attack anything anyway")
        write_board(s, without(board_sections(n), short), lit_order="random")
        row(name, n, "-", "equivalent-this-n", "-",
            "lacks the four diagonals of two squares at the corners, "
            "implied together at N = %d" % n)

    pair = (var(6, 0, 0), var(6, 1, 1))
    assert matters(6, [pair])
    s = Student("olivia_6_diagonal_missing.cnf", 6, 26)
    s.comment("olivia 6 queens")
    write_board(s, without(board_sections(6), [pair]), lit_order="asc")
    row(s.name, 6, "-", "not-equivalent", "-",
        "lacks `-1 -8 0` (corner and its diagonal neighbour, implied at "
        "N = 4 but not here): a board with both is allowed")

    # N = 3: no solution. Her own counter: clauses differ, both have none.
    s = Student("peggy_3_sequential.cnf", 3, 27)
    s.comment("peggy: 3 queens with a sequential counter on every line")
    secs, aux = student_encoding(3, amo_sequential)
    write_encoding(s, secs, aux.numbering("block", 10))
    s.write()
    row(s.name, 3, "-", "both-unsatisfiable", "-",
        "her own sequential counter on every line, auxiliaries from 10: "
        "unsatisfiable like the reference")

    s = Student("quentin_3_rows_only.cnf", 3, 28)
    s.comment("quentin 3 queens, rows only (todo: columns, diagonals)")
    secs = {k: v for k, v in board_sections(3).items() if k[0] == "row"}
    write_board(s, secs, order=("row",))
    row(s.name, 3, "-", "not-equivalent", "-",
        "rows only (exactly one each): satisfiable, the reference is not")

    s = Student("rupert_8_diagonals_exactly_one.cnf", 8, 29)
    s.comment("rupert: exactly one queen on every line, diagonals too")
    secs = board_sections(8)
    secs = {k: (alo if alo else list(board_lines(8)[k]), prs)
            for k, (alo, prs) in secs.items()}
    write_board(s, secs)
    row(s.name, 8, "-", "not-equivalent", "-",
        "an at-least-one clause on every diagonal too: unsatisfiable (15 "
        "diagonals of a direction, 8 queens)")


def counting_files():
    """Large boards, pairwise, with lines left incomplete. Counting (Sum
    of rows = Sum of columns = N) restores what is missing when every
    line of one direction keeps its at-least-one clause and every line
    of the other its pairs, or one line alone is short of its
    clauses; otherwise a board with a queen too many or too few slips
    through."""
    def rowpair(n, r, a, b):
        return (var(n, r, a), var(n, r, b))

    def colpair(n, c, a, b):
        return (var(n, a, c), var(n, b, c))

    cases = [
        ("count_14_row_pair.cnf", 14, [rowpair(14, 4, 2, 9)], [], [],
         "equivalent-every-n", "counted-at-most-one",
         "lacks one pair of row 5 (`-59 -66 0`)"),
        ("count_16_column_pair.cnf", 16, [colpair(16, 10, 3, 12)], [], [],
         "equivalent-every-n", "counted-at-most-one",
         "lacks one pair of column 11"),
        ("count_18_column_alo_and_pair.cnf", 18, [colpair(18, 6, 2, 11)],
         [], [6], "equivalent-every-n",
         "no-column-at-least-one,counted-at-most-one",
         "column 7 lacks its at-least-one clause and one of its pairs"),
        ("count_20_row_alo.cnf", 20, [], [13], [], "equivalent-every-n",
         "no-row-at-least-one", "row 14 lacks its at-least-one clause"),
        ("count_20_combined.cnf", 20,
         [rowpair(20, 1, 0, 19), rowpair(20, 1, 5, 6), rowpair(20, 8, 3, 4),
          rowpair(20, 16, 10, 18)], [], [3, 14], "equivalent-every-n",
         "no-column-at-least-one,counted-at-most-one",
         "four pairs of rows 2, 9 and 17 and the at-least-one clauses of "
         "columns 4 and 15 missing"),
        ("count_16_rows_alo_columns_amo.cnf", 16,
         [p for r in range(16) for p in itertools.combinations(
             board_lines(16)[("row", r)], 2)], [], list(range(16)),
         "equivalent-every-n", "no-column-at-least-one,counted-at-most-one",
         "rows at least one, columns at most one, no row pair and no column "
         "at-least-one clause at all"),
        ("count_18_combined_columns.cnf", 18,
         [colpair(18, 0, 0, 1), colpair(18, 0, 4, 17), colpair(18, 9, 2, 3),
          colpair(18, 15, 6, 7)], [5, 12], [], "equivalent-every-n",
         "no-row-at-least-one,counted-at-most-one",
         "four pairs of columns 1, 10 and 16 and the at-least-one clauses "
         "of rows 6 and 13 missing"),
        ("count_14_row_and_column_alo.cnf", 14, [], [4], [11],
         "not-equivalent", "-",
         "row 5 and column 12 both lack their at-least-one clause: 13 "
         "queens fit"),
        ("count_14_row_pair_and_column_pair.cnf", 14,
         [rowpair(14, 3, 2, 3), colpair(14, 9, 0, 6)], [], [],
         "not-equivalent", "-",
         "lacks a pair of row 4 and a pair of column 10: the count no "
         "longer closes, 15 queens fit"),
        ("count_16_diagonal_pair.cnf", 16,
         [(var(16, 7, 7), var(16, 8, 8))], [], [], "not-equivalent", "-",
         "lacks the diagonal pair (8,8)-(9,9)"),
        ("count_20_diagonal_pair.cnf", 20,
         [(var(20, 5, 14), var(20, 9, 10))], [], [], "not-equivalent", "-",
         "lacks the anti-diagonal pair (6,15)-(10,11)"),
    ]
    for k, (name, n, drop, no_row_alo, no_col_alo, verdict, variants,
            text) in enumerate(cases):
        s = Student(name, n, 40 + k)
        s.comment("%d queens, written by my generator" % n)
        secs = without(board_sections(n), drop)
        for r in no_row_alo:
            secs[("row", r)] = (None, secs[("row", r)][1])
        for c in no_col_alo:
            secs[("col", c)] = (None, secs[("col", c)][1])
        write_board(s, secs, order=[("row", "col", "diag", "anti"),
                                    ("diag", "anti", "row", "col"),
                                    ("col", "row", "anti", "diag")][k % 3],
                    lit_order=["asis", "desc"][k % 2], talk=False)
        row(name, n, "-", verdict, variants, text)


def encoding_file(name, n, amo, seed, numbering, first, comment, **kw):
    """A student's own encoding; returns (Student, sections, mapping)
    for the caller to change before writing."""
    s = Student(name, n, seed)
    secs, aux = student_encoding(n, amo, **kw)
    mapping = aux.numbering(numbering, first, s.rand)
    s.comment(comment)
    return s, secs, mapping


def drop_clause(sec, clause):
    """Removes one clause (placeholders as handed out) from a section."""
    sec[1] = [c for c in sec[1] if sorted(c) != sorted(clause)]


def encoding_files():
    eq = "equivalent-this-n"
    # Sinz's counter on every line, three ways of numbering.
    s, secs, m = encoding_file(
        "seq_5_aux1000.cnf", 5, amo_sequential, 50, "block", 1000,
        "sequential counter on every line; my counters start at 1000")
    write_encoding(s, secs, m)
    s.write()
    row(s.name, 5, "-", eq, "-", "her own sequential counter on every "
        "line (rows and columns exactly one), auxiliaries 1000 and up")

    s, secs, m = encoding_file(
        "seq_5_wrong_aux_clause.cnf", 5, amo_sequential, 50, "block", 1000,
        "sequential counter on every line; my counters start at 1000")
    write_encoding(s, secs, m)
    s.comment("speed-up: the row 1 counter is 0 after two squares (?)")
    s.clause(renumber([[-section(secs, "row 1")[3][1]]], m)[0])
    s.write()
    row(s.name, 5, "-", "not-equivalent", "-",
        "seq_5_aux1000.cnf plus a unit clause setting row 1's second "
        "counter false: no queen on (1,1) or (1,2), solutions lost")

    kw = dict(line_order=("diag", "anti", "col", "row"), reverse_lines=True)
    for name, change, verdict, text in [
            ("seq_8_blocks.cnf", None, eq, "sequential counter on every "
             "line, counting from the line's end, diagonals first, one "
             "block of auxiliaries per line from 65"),
            ("seq_8_missing_aux_clause.cnf", "drop", "not-equivalent",
             "seq_8_blocks.cnf without the clause forbidding a second queen "
             "after the first on the main diagonal (its last two squares "
             "may both hold queens)"),
            ("seq_8_extra_harmless_aux.cnf", "add", eq,
             "seq_8_blocks.cnf plus an implied clause: row 1's last square "
             "sets its counter three squares on")]:
        s, secs, m = encoding_file(name, 8, amo_sequential, 51, "block", 65,
                                   "8 queens, sequential counters", **kw)
        sec = section(secs, "diagonal from (1,1)")
        if change == "drop":
            xs, aux = sec[2], sec[3]
            drop_clause(sec, [-xs[1], -aux[0]])
        write_encoding(s, secs, m, lit_order="random")
        if change == "add":
            xs, aux = section(secs, "row 1")[2:]
            s.clause(renumber([[-xs[0], aux[3]]], m)[0])
        s.write()
        row(name, 8, "-", verdict, "-", text)

    for name, change, verdict, text in [
            ("seq_10_interleaved.cnf", None, eq, "sequential counter on "
             "every line, auxiliaries interleaved: the first counter of "
             "every line, then the second of every line, ..."),
            ("seq_10_missing_chain_clause.cnf", "drop", "not-equivalent",
             "seq_10_interleaved.cnf without a counter's chain clause on the "
             "anti-diagonal through (1,10): queens on its first and third "
             "squares slip through")]:
        s, secs, m = encoding_file(name, 10, amo_sequential, 52,
                                   "interleaved", 101,
                                   "10 queens with Sinz counters")
        if change == "drop":
            sec = section(secs, "anti-diagonal from (1,10)")
            drop_clause(sec, [-sec[3][0], sec[3][1]])
        write_encoding(s, secs, m, lit_order="desc", talk=False)
        s.write()
        row(name, 10, "-", verdict, "-", text)

    s, secs, m = encoding_file(
        "seq_6_vs_sequential.cnf", 6, amo_sequential, 53, "reverse", 37,
        "my own sequential encoding, auxiliaries numbered backwards",
        column_alo=False)
    write_encoding(s, secs, m)
    s.write()
    row(s.name, 6, "--encoding sequential", eq, "-",
        "her own sequential counters (no column at-least-one), checked "
        "against the tool's sequential encoding")

    # The other encodings, a couple of sizes each, and broken copies.
    for name, n, amo, numbering, first, text in [
            ("ladder_6.cnf", 6, amo_ladder, "random", 37, "ladder"),
            ("ladder_9.cnf", 9, amo_ladder, "interleaved", 82, "ladder"),
            ("commander_7.cnf", 7, amo_commander, "block", 50, "commander"),
            ("commander_10.cnf", 10, amo_commander, "reverse", 101,
             "commander"),
            ("bitwise_6.cnf", 6, amo_bitwise, "block", 37, "bitwise"),
            ("bitwise_8.cnf", 8, amo_bitwise, "interleaved", 65, "bitwise"),
            ("product_8.cnf", 8, amo_product, "block", 200, "product"),
            ("product_9.cnf", 9, amo_product, "random", 82, "product")]:
        s, secs, m = encoding_file(name, n, amo, 60 + n, numbering, first,
                                   "%d queens, %s encoding" % (n, text))
        write_encoding(s, secs, m, lit_order=["asis", "random"][n % 2])
        s.write()
        row(name, n, "-", eq, "-", "her own %s encoding of every line's "
            "at most one, auxiliaries %s from %d" % (text, numbering, first))

    s, secs, m = encoding_file("ladder_6_missing_aux_clause.cnf", 6,
                               amo_ladder, 66, "random", 37,
                               "6 queens, ladder encoding")
    sec = section(secs, "diagonal from (1,1)")
    drop_clause(sec, [-sec[2][1], -sec[3][0]])
    write_encoding(s, secs, m)
    s.write()
    row(s.name, 6, "-", "not-equivalent", "-",
        "ladder_6.cnf without the clause saying a queen on (2,2) means none "
        "on (1,1): both corner-diagonal squares allowed")

    s, secs, m = encoding_file("bitwise_8_missing_aux_clause.cnf", 8,
                               amo_bitwise, 68, "interleaved", 65,
                               "8 queens, bitwise encoding")
    sec = section(secs, "diagonal from (1,1)")
    drop_clause(sec, [-sec[2][0], -sec[3][0]])
    write_encoding(s, secs, m, lit_order="random")
    s.write()
    row(s.name, 8, "-", "not-equivalent", "-",
        "bitwise_8.cnf without the clause giving (1,1) its lowest bit 0 "
        "on the main diagonal: (1,1) and (2,2) together allowed")

    s, secs, m = encoding_file("commander_7_wrong_aux_clause.cnf", 7,
                               amo_commander, 57, "block", 50,
                               "7 queens, commander encoding")
    write_encoding(s, secs, m)
    s.comment("row 1: first group never commands (wrong)")
    s.clause(renumber([[-section(secs, "row 1")[3][0]]], m)[0])
    s.write()
    row(s.name, 7, "-", "not-equivalent", "-",
        "commander_7.cnf plus a unit clause denying row 1's first commander: "
        "no queen on (1,1) to (1,3), solutions lost")

    s, secs, m = encoding_file("product_8_extra_harmless_aux.cnf", 8,
                               amo_product, 68, "block", 200,
                               "8 queens, product encoding")
    write_encoding(s, secs, m)
    u = section(secs, "column 3")[3]
    s.clause(renumber([[-section(secs, "column 3")[2][0], -u[1]]], m)[0])
    s.write()
    row(s.name, 8, "-", eq, "-",
        "product_8.cnf plus an implied clause: a queen on (1,3) excludes "
        "the second row variable of column 3's grid")


def tool_files(gen):
    def renumbered(name, n, options, seed, first=None):
        """The tool's own output, auxiliaries permuted (or moved to start
        at first), clauses and literals shuffled."""
        cls = tool(gen, n, *options)
        s = Student(name, n, seed)
        top = max(abs(l) for c in cls for l in c)
        auxs = list(range(n * n + 1, top + 1))
        targets = list(range(first, first + len(auxs))) if first else \
            auxs[:]
        s.rand.shuffle(targets)
        cls = renumber(cls, dict(zip(auxs, targets)))
        s.rand.shuffle(cls)
        s.comment("made with nqueens-cnf %d %s, then my renumbering script"
                  % (n, " ".join(options)))
        s.clauses(cls, "random")
        s.write()

    eq = "equivalent-this-n"
    for e, n, first in [("ladder", 8, None), ("commander", 8, 500),
                        ("bitwise", 7, None), ("product", 9, None),
                        ("sequential", 10, 1001)]:
        name = "tool_%s_%d_renumbered.cnf" % (e, n)
        renumbered(name, n, ["--encoding", e], 70 + n, first)
        row(name, n, "-", eq, "-",
            "nqueens-cnf %d --encoding %s, auxiliaries %s, clauses "
            "shuffled; checked against the default pairwise reference"
            % (n, e, "renumbered from %d" % first if first else "permuted"))
    for n in (6, 8):
        name = "tool_sb_%d_renumbered.cnf" % n
        renumbered(name, n, ["--symmetry-breaking"], 80 + n)
        row(name, n, "--symmetry-breaking", eq, "-",
            "nqueens-cnf %d --symmetry-breaking, auxiliaries permuted, "
            "clauses shuffled" % n)

    cls = tool(gen, 6, "--encoding", "sequential")
    s = Student("tool_sequential_6_shuffled.cnf", 6, 90)
    s.comment("nqueens-cnf 6 --encoding sequential, lines shuffled")
    s.rand.shuffle(cls)
    s.clauses(cls, "random")
    s.write()
    row(s.name, 6, "--encoding sequential", "same-clauses", "-",
        "the tool's sequential encoding, clauses and literals shuffled, "
        "checked against --encoding sequential")

    text = subprocess.run([gen, "7", "--comments"], check=True,
                          capture_output=True, text=True).stdout
    with open(os.path.join(HERE, "tool_7_commented.cnf"), "w") as f:
        f.write("c handed in as printed by nqueens-cnf 7 --comments\n" + text)
    row("tool_7_commented.cnf", 7, "-", "identical", "-",
        "nqueens-cnf 7 --comments with one more comment line on top")


def symmetry_files():
    s = Student("plain_8_vs_sb.cnf", 8, 91)
    s.comment("8 queens, all 92 solutions")
    write_board(s, board_sections(8), order=("row", "diag", "col", "anti"))
    row(s.name, 8, "--symmetry-breaking", "not-equivalent", "-",
        "the plain puzzle, every reference clause of the default, checked "
        "with --symmetry-breaking: it allows boards that are no leader")

    for name, n, keep, verdict, text in [
            ("lexleader_6.cnf", 6, 7, "equivalent-this-n",
             "pairwise puzzle plus her own lex-leader chains (the board as "
             "a bit string at least each of its 7 images)"),
            ("lexleader_8.cnf", 8, 7, "equivalent-this-n",
             "the same at N = 8, literals shuffled"),
            ("lexleader_8_six_symmetries.cnf", 8, 6, "not-equivalent",
             "lexleader_8.cnf without the transpose's chain (6 of the 7 "
             "symmetries): some classes keep two boards")]:
        s = Student(name, n, 92 + n)
        s.comment("%d queens, one per symmetry class (lex leader)" % n)
        write_board(s, board_sections(n), lit_order="asc", talk=False)
        aux = Aux()
        # the transpose is the sixth of lex_leader's seven maps
        chains = lex_leader(n, aux.line(0), skip=5 if keep == 6 else None)
        s.comment("symmetry breaking")
        s.clauses(renumber(chains, aux.numbering("block", n * n + 1)),
                  "random" if n == 8 else "asis")
        s.write()
        row(name, n, "--symmetry-breaking", verdict, "-", text)


def write_table_and_readme():
    with open(TABLE, "w") as f:
        f.write("file\tn\toptions\tverdict\texit\tstrict_exit\tvariants\n")
        for name, n, options, verdict, variants, _ in ROWS:
            f.write("%s\t%d\t%s\t%s\t%d\t%d\t%s\n" % (
                (name, n, options, verdict) + EXITS[verdict] + (variants,)))
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README_HEAD)
        for name, n, options, verdict, variants, text in ROWS:
            f.write("- `%s` (`check %d%s`, %s%s): %s.\n" % (
                name, n, "" if options == "-" else " " + options, verdict,
                "" if variants == "-" else ": " + variants.replace(",", ", "),
                text))


README_HEAD = """# Student files for `nqueens-cnf check`

Files as students hand them in (comments, their own clause and literal
order, their own encodings with auxiliary variables numbered their own
way), N from 3 to 20. `../students.tsv` gives for each file the N, the
options of `check`, the expected verdict (the JSON key), the exit status
with and without `--strict` and the expected variants.
`tests/e2e_check_corpus.sh` confirms every expected verdict with
`tests/check_oracle.py`, which decides equivalence on the board without
`nqueens-cnf check` (backtracking and z3), and then holds `check` to it.

`make_students.py` wrote the files, this README and the table once
(`make_students.py PATH-TO-nqueens-cnf`; the tool is used only to print
its own encodings); the files are committed as they are. Squares are
(row, column), 1-based, in the descriptions; variable r*N+c+1 for the
0-based square (r, c).

"""


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_students.py PATH-TO-nqueens-cnf")
    plain_files()
    small_files()
    counting_files()
    encoding_files()
    tool_files(sys.argv[1])
    symmetry_files()
    write_table_and_readme()


if __name__ == "__main__":
    main()
