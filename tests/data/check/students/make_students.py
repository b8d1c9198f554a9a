#!/usr/bin/python3
"""make_students.py - writes the student files of this folder, the table
tests/data/check/students.tsv and this folder's README.md, once.

The files are committed; this script is kept so that a file can be
remade or a new one added the same way. The files imitate what students
hand in: comments, their own clause order and literal order, their own
encodings with auxiliary variables numbered their own way. Every
expected verdict in the table is the author's claim; tests/check_oracle.py
confirms each one independently (tests/e2e_check_corpus.sh runs it), and
where a claim needed a search (which diagonal pairs are implied at
N = 4, 5, 6) the search is written here, on the puzzle itself
(student_encodings.matters), and its result again confirmed by the
oracle. student_encodings.py holds the means of writing; this file the
list of files.

Usage: make_students.py PATH-TO-nqueens-cnf  (run from anywhere; the
tool is used only to print its own encodings, never to check).
"""
import itertools
import os
import subprocess
import sys

from student_encodings import (
    HERE, ROWS, Aux, Student, amo_bitwise, amo_commander, amo_ladder,
    amo_product, amo_sequential, board_lines, board_sections, drop_clause,
    encoding_file, lex_leader, matters, renumber, row, section,
    student_encoding, tool, var, without, write_board, write_encoding)

TABLE = os.path.join(HERE, "..", "students.tsv")
EXITS = {"identical": (0, 0), "same-clauses": (0, 0),
         "equivalent-every-n": (0, 0), "equivalent-this-n": (0, 1),
         "not-equivalent": (1, 1), "both-unsatisfiable": (0, 1)}


# ------------------------------------------------------------ the files

def plain_files():
    s = Student("alice_8_columns_first.cnf", 8, 1)
    s.comment("Alice, exercise 3: 8 queens")
    s.comment("x(r,c) = 8*r + c + 1, rows and columns from 0")
    write_board(s, board_sections(8), order=("col", "anti", "diag", "row"),
                lit_order="desc")
    row(s, "-", "same-clauses", "-",
        "every reference clause; columns first, then the / and \\ "
        "diagonals, rows last; pairs written larger square first")

    for n, seed, packed, comment, text in [
            (10, 2, 4, "bob: 10 queens, clauses in random order (my script)",
             "every reference clause in random clause and literal order, "
             "four clauses to a line"),
            (13, 3, 0, "bob again, 13 queens",
             "every reference clause of N = 13 shuffled, literals "
             "shuffled")]:
        s = Student("bob_%d_shuffled.cnf" % n, n, seed)
        s.comment(comment)
        cls = [c for alo, prs in board_sections(n).values()
               for c in ([alo] if alo else []) + prs]
        s.rand.shuffle(cls)
        s.clauses(cls, "random")
        s.packed = packed
        row(s, "-", "same-clauses", "-", text)

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
        row(s, opts, verdict, variants, text)

    s = Student("frank_8_no_column_alo.cnf", 8, 5)
    s.comment("frank: rows exactly one, columns and diagonals at most one")
    write_board(s, board_sections(8, column_alo=False),
                order=("row", "diag", "col", "anti"), alo_first=False)
    row(s, "-", "equivalent-every-n", "no-column-at-least-one",
        "no column at-least-one clause, each row's clause after its pairs")

    s = Student("grace_9_two_columns_alo_missing.cnf", 9, 6)
    s.comment("grace 9 queens")
    secs = board_sections(9)
    for c in (2, 7):
        secs[("col", c)] = (None, secs[("col", c)][1])
    write_board(s, secs, lit_order="random", talk=False)
    row(s, "-", "equivalent-every-n", "no-column-at-least-one",
        "columns 3 and 8 without their at-least-one clause")

    s = Student("ivan_6_duplicates.cnf", 6, 7)
    s.comment("ivan 6x6")
    secs = board_sections(6)
    write_board(s, secs, order=("row", "col", "anti", "diag"))
    at = s.items.index([-2, -8])
    s.items.insert(at + 5, [-8, -2])    # a copy of -2 -8, literals swapped
    s.items.append([-1, -8])            # a copy of the diagonal pair
    row(s, "-", "same-clauses", "-",
        "every reference clause, two of them twice (-8 -2 after -2 -8, "
        "-1 -8 again at the end): duplicates")

    # The whole reference plus clauses of the student's own.
    corners = lambda n: [[-v] for v in (1, n, n * n - n + 1, n * n)]
    for name, n, seed, order, talk, extra, verdict, text in [
            ("judy_8_extra_implied.cnf", 8, 8, ("row", "col", "diag", "anti"),
             ["judy: 8 queens + a hint for the solver",
              "hint: some queen in the first two rows"],
             [list(range(1, 17))], "equivalent-this-n",
             "all reference clauses plus `1 2 ... 16 0` (a queen in the "
             "first two rows), implied by row 1's clause"),
            ("ken_8_knight.cnf", 8, 9, ("row", "col", "diag", "anti"),
             ["ken: queens also attack like knights? just one to try", None],
             [[-var(8, 2, 7), -var(8, 3, 5)]], "not-equivalent",
             "all reference clauses plus `-24 -30 0`, a knight's move "
             "apart: rules out the solution 1 5 8 6 3 7 2 4"),
            ("leo_6_no_corners.cnf", 6, 16, ("col", "row", "diag", "anti"),
             ["leo 6 queens; queens never sit in corners (I think)", None],
             corners(6), "equivalent-this-n",
             "all reference clauses plus four unit clauses, no queen in a "
             "corner: no 6-queens solution uses a corner"),
            ("leo_8_no_corners.cnf", 8, 18, ("col", "row", "diag", "anti"),
             ["leo 8 queens; queens never sit in corners (I think)", None],
             corners(8), "not-equivalent",
             "all reference clauses plus four unit clauses, no queen in a "
             "corner: 8-queens solutions do use corners")]:
        s = Student(name, n, seed)
        s.comment(talk[0])
        write_board(s, board_sections(n), order=order)
        if talk[1]:
            s.comment(talk[1])
        s.clauses(extra)
        row(s, "-", verdict, "-", text)


def small_files():
    # Diagonal pairs left out; whether that lets a board in is decided
    # here by trying every board with one queen per row and column.
    short = lambda n: [tuple(sq) for k, sq in board_lines(n).items()
                       if k[0] in ("diag", "anti") and len(sq) == 2]
    for name, n, seed, comments, drop, order, lits, verdict, text in [
            ("mallory_5_diagonal_implied.cnf", 5, 20,
             ["mallory, 5 queens (forgot one, sorry)"],
             [(var(5, 1, 1), var(5, 2, 2))], ("row", "col", "diag", "anti"),
             "desc", "equivalent-this-n",
             "lacks `-7 -13 0` ((2,2) and (3,3), the main diagonal), "
             "implied at N = 5 only"),
            ("nick_4_diagonal_implied.cnf", 4, 21, ["nick 4x4"],
             [(var(4, 0, 0), var(4, 1, 1))], ("diag", "anti", "row", "col"),
             "asis", "equivalent-this-n",
             "lacks `-1 -6 0` (corner and its diagonal neighbour), implied "
             "at N = 4"),
            ("nick_4_short_diagonals.cnf", 4, 26,
             ["4 queens; corners' 2-square diagonals left out, a queen",
              "there can't attack anything anyway"], short(4),
             ("row", "col", "diag", "anti"), "random", "equivalent-this-n",
             "lacks the four diagonals of two squares at the corners, "
             "implied together at N = 4"),
            ("olivia_6_short_diagonals.cnf", 6, 28,
             ["6 queens; corners' 2-square diagonals left out, a queen",
              "there can't attack anything anyway"], short(6),
             ("row", "col", "diag", "anti"), "random", "equivalent-this-n",
             "lacks the four diagonals of two squares at the corners, "
             "implied together at N = 6"),
            ("olivia_6_diagonal_missing.cnf", 6, 26, ["olivia 6 queens"],
             [(var(6, 0, 0), var(6, 1, 1))], ("row", "col", "diag", "anti"),
             "asc", "not-equivalent",
             "lacks `-1 -8 0` (corner and its diagonal neighbour, implied "
             "at N = 4 but not here): a board with both is allowed")]:
        assert matters(n, drop) == (verdict == "not-equivalent")
        s = Student(name, n, seed)
        for text_line in comments:
            s.comment(text_line)
        write_board(s, without(board_sections(n), drop), order=order,
                    lit_order=lits)
        row(s, "-", verdict, "-", text)

    # N = 3: no solution. Her own counter: clauses differ, both have none.
    s = Student("peggy_3_sequential.cnf", 3, 27)
    s.comment("peggy: 3 queens with a sequential counter on every line")
    secs, aux = student_encoding(3, amo_sequential)
    write_encoding(s, secs, aux.numbering("block", 10))
    row(s, "-", "both-unsatisfiable", "-",
        "her own sequential counter on every line, auxiliaries from 10: "
        "unsatisfiable like the reference")

    s = Student("quentin_3_rows_only.cnf", 3, 28)
    s.comment("quentin 3 queens, rows only (todo: columns, diagonals)")
    secs = {k: v for k, v in board_sections(3).items() if k[0] == "row"}
    write_board(s, secs, order=("row",))
    row(s, "-", "not-equivalent", "-",
        "rows only (exactly one each): satisfiable, the reference is not")

    s = Student("rupert_8_diagonals_exactly_one.cnf", 8, 29)
    s.comment("rupert: exactly one queen on every line, diagonals too")
    secs = board_sections(8)
    secs = {k: (alo if alo else list(board_lines(8)[k]), prs)
            for k, (alo, prs) in secs.items()}
    write_board(s, secs)
    row(s, "-", "not-equivalent", "-",
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
        row(s, "-", verdict, variants, text)


def encoding_files():
    eq = "equivalent-this-n"
    # Sinz's counter on every line, three ways of numbering.
    s, secs, m = encoding_file(
        "seq_5_aux1000.cnf", 5, amo_sequential, 50, "block", 1000,
        "sequential counter on every line; my counters start at 1000")
    write_encoding(s, secs, m)
    row(s, "-", eq, "-", "her own sequential counter on every "
        "line (rows and columns exactly one), auxiliaries 1000 and up")

    s, secs, m = encoding_file(
        "seq_5_wrong_aux_clause.cnf", 5, amo_sequential, 50, "block", 1000,
        "sequential counter on every line; my counters start at 1000")
    write_encoding(s, secs, m)
    s.comment("speed-up: the row 1 counter is 0 after two squares (?)")
    s.clause(renumber([[-section(secs, "row 1")[3][1]]], m)[0])
    row(s, "-", "not-equivalent", "-",
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
        row(s, "-", verdict, "-", text)

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
        row(s, "-", verdict, "-", text)

    s, secs, m = encoding_file(
        "seq_6_vs_sequential.cnf", 6, amo_sequential, 53, "reverse", 37,
        "my own sequential encoding, auxiliaries numbered backwards",
        column_alo=False)
    write_encoding(s, secs, m)
    row(s, "--encoding sequential", eq, "-",
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
        row(s, "-", eq, "-", "her own %s encoding of every line's "
            "at most one, auxiliaries %s from %d" % (text, numbering, first))

    # Broken and padded copies: (section, clause from its squares and
    # placeholders) to drop, or to add after a comment.
    for (name, n, amo, seed, numbering, first, order, verdict, drop, add,
         text) in [
            ("ladder_6_missing_aux_clause.cnf", 6, amo_ladder, 66, "random",
             37, "asis", "not-equivalent",
             ("diagonal from (1,1)", lambda xs, aux: [-xs[1], -aux[0]]),
             None, "ladder_6.cnf without the clause saying a queen on (2,2) "
             "means none on (1,1): both corner-diagonal squares allowed"),
            ("bitwise_8_missing_aux_clause.cnf", 8, amo_bitwise, 68,
             "interleaved", 65, "random", "not-equivalent",
             ("diagonal from (1,1)", lambda xs, aux: [-xs[0], -aux[0]]),
             None, "bitwise_8.cnf without the clause giving (1,1) its "
             "lowest bit 0 on the main diagonal: (1,1) and (2,2) together "
             "allowed"),
            ("commander_7_wrong_aux_clause.cnf", 7, amo_commander, 57,
             "block", 50, "asis", "not-equivalent", None,
             ("row 1", lambda xs, aux: [-aux[0]],
              "row 1: first group never commands (wrong)"),
             "commander_7.cnf plus a unit clause denying row 1's first "
             "commander: no queen on (1,1) to (1,3), solutions lost"),
            ("product_8_extra_harmless_aux.cnf", 8, amo_product, 68, "block",
             200, "asis", eq, None,
             ("column 3", lambda xs, aux: [-xs[0], -aux[1]], None),
             "product_8.cnf plus an implied clause: a queen on (1,3) "
             "excludes the second row variable of column 3's grid")]:
        s, secs, m = encoding_file(name, n, amo, seed, numbering, first,
                                   "%d queens, %s encoding" % (
                                       n, amo.__name__[4:]))
        if drop:
            sec = section(secs, drop[0])
            drop_clause(sec, drop[1](sec[2], sec[3]))
        write_encoding(s, secs, m, lit_order=order)
        if add:
            sec = section(secs, add[0])
            if add[2]:
                s.comment(add[2])
            s.clause(renumber([add[1](sec[2], sec[3])], m)[0])
        row(s, "-", verdict, "-", text)


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
        return s

    eq = "equivalent-this-n"
    for e, n, first in [("ladder", 8, None), ("commander", 8, 500),
                        ("bitwise", 7, None), ("product", 9, None),
                        ("sequential", 10, 1001)]:
        name = "tool_%s_%d_renumbered.cnf" % (e, n)
        s = renumbered(name, n, ["--encoding", e], 70 + n, first)
        row(s, "-", eq, "-",
            "nqueens-cnf %d --encoding %s, auxiliaries %s, clauses "
            "shuffled; checked against the default pairwise reference"
            % (n, e, "renumbered from %d" % first if first else "permuted"))
    for n in (6, 8):
        name = "tool_sb_%d_renumbered.cnf" % n
        s = renumbered(name, n, ["--symmetry-breaking"], 80 + n)
        row(s, "--symmetry-breaking", eq, "-",
            "nqueens-cnf %d --symmetry-breaking, auxiliaries permuted, "
            "clauses shuffled" % n)

    cls = tool(gen, 6, "--encoding", "sequential")
    s = Student("tool_sequential_6_shuffled.cnf", 6, 90)
    s.comment("nqueens-cnf 6 --encoding sequential, lines shuffled")
    s.rand.shuffle(cls)
    s.clauses(cls, "random")
    row(s, "--encoding sequential", "same-clauses", "-",
        "the tool's sequential encoding, clauses and literals shuffled, "
        "checked against --encoding sequential")

    text = subprocess.run([gen, "7", "--comments"], check=True,
                          capture_output=True, text=True).stdout
    with open(os.path.join(HERE, "tool_7_commented.cnf"), "w") as f:
        f.write("c handed in as printed by nqueens-cnf 7 --comments\n" + text)
    ROWS.append(("tool_7_commented.cnf", 7, "-", "identical", "-",
        "nqueens-cnf 7 --comments with one more comment line on top"))


def symmetry_files():
    s = Student("plain_8_vs_sb.cnf", 8, 91)
    s.comment("8 queens, all 92 solutions")
    write_board(s, board_sections(8), order=("row", "diag", "col", "anti"))
    row(s, "--symmetry-breaking", "not-equivalent", "-",
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
        row(s, "--symmetry-breaking", verdict, "-", text)


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

`make_students.py` (with `student_encodings.py`, its means of writing)
wrote the files, this README and the table once (`make_students.py
PATH-TO-nqueens-cnf`; the tool is used only to print its own encodings);
the files are committed as they are. Squares are
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
