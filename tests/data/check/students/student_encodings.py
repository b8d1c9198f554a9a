"""student_encodings.py - what make_students.py writes files with: the
board's lines, a student's way of writing a file (comments, clause and
literal order, a header that counts right), her own at-most-one
encodings with auxiliary variables numbered her way, and the lex-leader
chains. Kept apart from the list of files so that each reads on its own.
"""
import itertools
import os
import random
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
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


# ------------------------------------------------------------ writing

class Student:
    """A file as a student writes it: comment lines, clauses."""

    def __init__(self, name, n, seed):
        self.name, self.n = name, n
        self.rand = random.Random(seed)
        self.items = []
        self.packed = 0     # clauses per line (some students pack them)

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

    def write(self):
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
            if len(line) >= max(self.packed, 1):
                out.append("  ".join(line))
                line = []
        if line:
            out.append("  ".join(line))
        with open(os.path.join(HERE, self.name), "w") as f:
            f.write("\n".join(out) + "\n")


def row(st, options, verdict, variants, description):
    """Writes the student's file and records its row of the table."""
    st.write()
    ROWS.append((st.name, st.n, options, verdict, variants, description))


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
                alo_first=True, lit_order="asis", talk=True):
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


def without(secs, drop):
    """The sections without the pairs in drop (as sets of squares)."""
    drop = {frozenset(-l for l in p) for p in drop} | \
        {frozenset(p) for p in drop}
    return {k: (alo, [p for p in prs if frozenset(p) not in drop
                      and frozenset(-l for l in p) not in drop])
            for k, (alo, prs) in secs.items()}


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
