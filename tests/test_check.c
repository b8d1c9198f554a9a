/*
 * test_check.c - reading students' DIMACS and comparing it with the
 * reference, on every backend.
 *
 * The truth is the hand-written 4-queens file (tests/data/handwritten_4.cnf)
 * and one small file per defect derived from it (tests/data/check, see its
 * README): each must give exactly the expected findings, with kind, line
 * and clause, and the expected summary, whichever solver decides the
 * implications (the whole file runs once per backend, see main). Every
 * witness board is judged, not trusted (check_support.h: a witness
 * against an extra clause must be a solution by the shared oracle's
 * attack check and break the clause; for a missing clause a board that
 * satisfies every clause of the file, evaluated literal by literal, and
 * breaks the missing one). What the solvers decide on larger and hostile
 * files is test_check_solvers.c.
 */
#include "check_support.h"

/* ---- Files that say the same ------------------------------------------- */

static void test_handwritten_is_identical(void **state)
{
    (void)state;
    checked c;
    text_buffer text = read_data_file("handwritten_4.cnf");
    check_text(text.data, text.size, 4, NULL, &c);
    text_buffer_free(&text);
    assert_int_equal(c.cnf.issue_count, 0);
    assert_int_equal(c.cnf.clause_count, 84);
    assert_int_equal(c.report.summary, NQCNF_CHECK_IDENTICAL);
    assert_int_equal(c.report.difference_count, 0);
    checked_free(&c);
}

static void test_layout_liberties(void **state)
{
    (void)state;
    const char *files[] = {"crlf_line_ends.cnf",
                           "several_clauses_per_line.cnf"};
    for (size_t i = 0; i < 2; i++) {
        checked c;
        check_file(files[i], &c);
        assert_int_equal(c.cnf.issue_count, 0);
        assert_int_equal(c.report.summary, NQCNF_CHECK_IDENTICAL);
        checked_free(&c);
    }
    /* the clause split over two lines starts on line 8 */
    checked c;
    check_file("several_clauses_per_line.cnf", &c);
    assert_int_equal(c.cnf.lines[9], 8);
    assert_int_equal(c.cnf.lines[10], 10);
    checked_free(&c);
}

static void test_shuffled(void **state)
{
    (void)state;
    checked c;
    check_file("shuffled.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 0);
    assert_int_equal(c.report.summary, NQCNF_CHECK_SAME_CLAUSES);
    assert_false(c.report.same_order);
    checked_free(&c);
}

static void test_duplicate_tautology_repeated(void **state)
{
    (void)state;
    checked c;
    check_file("duplicate_clause.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_DUPLICATE_CLAUSE, 86);
    assert_int_equal(c.cnf.issues[0].other_line, 68);
    assert_false(nqcnf_cnf_issue_is_error(NQCNF_CNF_DUPLICATE_CLAUSE));
    assert_int_equal(c.report.summary, NQCNF_CHECK_SAME_CLAUSES);
    checked_free(&c);

    check_file("tautology.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_TAUTOLOGY, 86);
    assert_int_equal(c.cnf.issues[0].value, 3);
    assert_int_equal(c.report.summary, NQCNF_CHECK_SAME_CLAUSES);
    checked_free(&c);

    check_file("repeated_literal.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_REPEATED_LITERAL, 3);
    assert_int_equal(c.cnf.issues[0].value, -1);
    assert_int_equal(c.report.summary, NQCNF_CHECK_SAME_CLAUSES);
    checked_free(&c);
}

/* ---- Malformed files ------------------------------------------------------ */

static void test_header_problems(void **state)
{
    (void)state;
    checked c;
    check_file("wrong_header_count.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_HEADER_CLAUSES, 1);
    assert_int_equal(c.cnf.issues[0].value, 85);
    assert_int_equal(c.cnf.issues[0].expected, 84);
    assert_true(nqcnf_cnf_issue_is_error(NQCNF_CNF_HEADER_CLAUSES));
    assert_int_equal(c.report.summary, NQCNF_CHECK_SAME_CLAUSES);
    assert_true(c.report.same_order);
    checked_free(&c);

    check_file("no_header.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_NO_HEADER, 0);
    assert_int_equal(c.report.summary, NQCNF_CHECK_SAME_CLAUSES);
    checked_free(&c);

    const char variables[] = "p cnf 20 2\n1 2 0\n-1 -2 0\n";
    check_text(variables, sizeof variables - 1, 4, NULL, &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_HEADER_VARIABLES, 1);
    assert_int_equal(c.cnf.issues[0].value, 20);
    assert_int_equal(c.cnf.issues[0].expected, 2);
    checked_free(&c);

    const char bad[] = "p cnf sixteen 84\n1 0\np cnf 16 1\n";
    check_text(bad, sizeof bad - 1, 4, NULL, &c);
    assert_issue(&c, 0, NQCNF_CNF_BAD_HEADER, 1);
    assert_string_equal(c.cnf.issues[0].token, "p cnf sixteen 84");
    assert_issue(&c, 1, NQCNF_CNF_LATE_HEADER, 3);
    checked_free(&c);
}

static void test_token_problems(void **state)
{
    (void)state;
    checked c;
    check_file("garbage.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_NOT_A_NUMBER, 34);
    assert_string_equal(c.cnf.issues[0].token, "-x9");
    /* the damaged clause is left out, so the reference's is missing */
    assert_int_equal(c.report.difference_count, 1);
    difference(&c, 0, NQCNF_DIFFERENCE_MISSING, 0, "-5 -9", 1);
    checked_free(&c);

    check_file("out_of_range_literal.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_LITERAL_OUT_OF_RANGE, 8);
    assert_int_equal(c.cnf.issues[0].value, -17);
    assert_int_equal(c.cnf.issues[0].expected, 16);
    difference(&c, 0, NQCNF_DIFFERENCE_MISSING, 0, "-3 -4", 1);
    checked_free(&c);

    /* without a header, the board's 16 squares are the limit */
    const char headerless[] = "1 2 3 4 0\n-1 17 0\n";
    check_text(headerless, sizeof headerless - 1, 4, NULL, &c);
    assert_issue(&c, 0, NQCNF_CNF_NO_HEADER, 0);
    assert_issue(&c, 1, NQCNF_CNF_LITERAL_OUT_OF_RANGE, 2);
    assert_int_equal(c.cnf.issues[1].expected, 16);
    checked_free(&c);

    check_file("clause_without_zero.cnf", &c);
    assert_int_equal(c.cnf.issue_count, 1);
    assert_issue(&c, 0, NQCNF_CNF_MISSING_FINAL_ZERO, 85);
    assert_int_equal(c.cnf.clause_count, 84);
    assert_int_equal(c.report.summary, NQCNF_CHECK_IDENTICAL);
    checked_free(&c);
}

/* ---- Clauses that differ --------------------------------------------------- */

static void test_missing_clauses(void **state)
{
    (void)state;
    checked c;
    check_file("missing_row_clause.cnf", &c);
    assert_int_equal(c.report.difference_count, 1);
    const nqcnf_difference *d =
        difference(&c, 0, NQCNF_DIFFERENCE_MISSING, 0, "-1 -2", 1);
    assert_int_equal(d->meaning.kind, NQCNF_MEANING_ROW_AT_MOST_ONE);
    assert_string_equal(d->group, "row 1: exactly one queen");
    /* counting: the other clauses still force one queen per row */
    assert_int_equal(c.report.summary, NQCNF_CHECK_EQUIVALENT);
    checked_free(&c);

    check_file("missing_diagonal_clause.cnf", &c);
    assert_int_equal(c.report.difference_count, 1);
    d = difference(&c, 0, NQCNF_DIFFERENCE_MISSING, 0, "-2 -7", 0);
    assert_int_equal(d->meaning.kind, NQCNF_MEANING_DIAGONAL_AT_MOST_ONE);
    assert_int_equal(d->meaning.row1, 0);
    assert_int_equal(d->meaning.column1, 1);
    assert_int_equal(d->meaning.row2, 1);
    assert_int_equal(d->meaning.column2, 2);
    /* the board the file allows has queens on both squares, attacking */
    assert_int_equal(d->witness.squares[1], NQCNF_SQUARE_QUEEN);
    assert_int_equal(d->witness.squares[6], NQCNF_SQUARE_QUEEN);
    assert_true(oracle_attack(0, 1, 1, 2));
    assert_int_equal(c.report.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    checked_free(&c);
}

static void test_extra_clauses(void **state)
{
    (void)state;
    checked c;
    check_file("extra_harmless_clause.cnf", &c);
    assert_int_equal(c.report.difference_count, 1);
    difference(&c, 0, NQCNF_DIFFERENCE_EXTRA, 87, "-1 -2 -3", 1);
    assert_int_equal(c.report.summary, NQCNF_CHECK_EQUIVALENT);
    checked_free(&c);

    check_file("extra_wrong_clause.cnf", &c);
    assert_int_equal(c.report.difference_count, 1);
    const nqcnf_difference *d =
        difference(&c, 0, NQCNF_DIFFERENCE_EXTRA, 87, "-2 -8", 0);
    assert_int_equal(d->meaning.kind, NQCNF_MEANING_NOT_BOTH);
    /* a real solution, with queens on squares 2 and 8 */
    assert_int_equal(d->witness.squares[1], NQCNF_SQUARE_QUEEN);
    assert_int_equal(d->witness.squares[7], NQCNF_SQUARE_QUEEN);
    assert_int_equal(c.report.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    checked_free(&c);

    check_file("missing_and_wrong.cnf", &c);
    assert_int_equal(c.report.difference_count, 2);
    difference(&c, 0, NQCNF_DIFFERENCE_EXTRA, 86, "-2 -8", 0);
    difference(&c, 1, NQCNF_DIFFERENCE_MISSING, 0, "-2 -7", 0);
    assert_int_equal(c.report.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    checked_free(&c);
}

/* The generator's own 736-clause variant (N = 8) is equivalent. */
static void test_meanings(void **state)
{
    (void)state;
    const int32_t row[] = {5, 6, 7, 8}, column[] = {2, 6, 10, 14};
    const int32_t pair[] = {-3, -9}, some[] = {1, 6}, mixed[] = {-1, 2};
    nqcnf_meaning m = nqcnf_clause_meaning(4, row, 4);
    assert_int_equal(m.kind, NQCNF_MEANING_ROW_AT_LEAST_ONE);
    assert_int_equal(m.row1, 1);
    m = nqcnf_clause_meaning(4, column, 4);
    assert_int_equal(m.kind, NQCNF_MEANING_COLUMN_AT_LEAST_ONE);
    assert_int_equal(m.column1, 1);
    m = nqcnf_clause_meaning(4, pair, 2);
    assert_int_equal(m.kind, NQCNF_MEANING_DIAGONAL_AT_MOST_ONE);
    m = nqcnf_clause_meaning(4, some, 2);
    assert_int_equal(m.kind, NQCNF_MEANING_SOME_QUEEN);
    m = nqcnf_clause_meaning(4, mixed, 2);
    assert_int_equal(m.kind, NQCNF_MEANING_OTHER);
    m = nqcnf_clause_meaning(4, pair, 1);
    assert_int_equal(m.kind, NQCNF_MEANING_NO_QUEEN_ON);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_handwritten_is_identical),
        cmocka_unit_test(test_layout_liberties),
        cmocka_unit_test(test_shuffled),
        cmocka_unit_test(test_duplicate_tautology_repeated),
        cmocka_unit_test(test_header_problems),
        cmocka_unit_test(test_token_problems),
        cmocka_unit_test(test_missing_clauses),
        cmocka_unit_test(test_extra_clauses),
        cmocka_unit_test(test_meanings),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
