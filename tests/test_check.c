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

/* ---- Each file's findings ------------------------------------------------ */

/* An issue the reader must report: its kind, line and the fields the
 * header documents for the kind (value, expected, other_line: zero where
 * it documents none; the offending text, where the case names it). */
typedef struct expected_issue {
    nqcnf_cnf_issue_kind kind;
    size_t line;
    int64_t value, expected;
    size_t other_line;
    const char *token;
} expected_issue;

/* A difference the check must report (see difference() for what is
 * judged), with its meaning. */
typedef struct expected_difference {
    nqcnf_difference_kind kind;
    size_t line;
    const char *clause;
    int implied;
    nqcnf_meaning_kind meaning;
} expected_difference;

/* Texts made here for their issues: their clauses are not judged. */
#define UNJUDGED SIZE_MAX
#define NO_ISSUES {{0, 0, 0, 0, 0, NULL}}
#define ISSUE(kind, line, value, expected, other_line, token)              \
    {NQCNF_CNF_##kind, line, value, expected, other_line, token}
#define NO_DIFFERENCES {{0, 0, NULL, 0, 0}}
#define MISSING(clause, implied, meaning)                                 \
    {NQCNF_DIFFERENCE_MISSING, 0, clause, implied, NQCNF_MEANING_##meaning}
#define EXTRA(line, clause, implied, meaning)                               \
    {NQCNF_DIFFERENCE_EXTRA, line, clause, implied, NQCNF_MEANING_##meaning}

/* A file of tests/data/check (or the 4-queens file, or text written
 * here) and everything checking it must say. */
typedef struct check_case {
    const char *input; /* a file name, or the text when it holds a '\n' */
    expected_issue issues[3];
    size_t issue_count;
    expected_difference differences[2];
    size_t difference_count; /* UNJUDGED: neither they nor the summary */
    nqcnf_check_summary summary;
} check_case;

static const check_case check_cases[] = {
    /* files that say the same */
    {"../handwritten_4.cnf", NO_ISSUES, 0, NO_DIFFERENCES, 0,
     NQCNF_CHECK_IDENTICAL},
    {"crlf_line_ends.cnf", NO_ISSUES, 0, NO_DIFFERENCES, 0,
     NQCNF_CHECK_IDENTICAL},
    {"several_clauses_per_line.cnf",
     {ISSUE(COMMENT_IN_CLAUSE, 8, 0, 0, 0, NULL)}, 1, NO_DIFFERENCES, 0,
     NQCNF_CHECK_IDENTICAL},
    {"shuffled.cnf", NO_ISSUES, 0, NO_DIFFERENCES, 0,
     NQCNF_CHECK_SAME_CLAUSES},
    {"duplicate_clause.cnf", {ISSUE(DUPLICATE_CLAUSE, 86, 0, 0, 68, NULL)},
     1, NO_DIFFERENCES, 0, NQCNF_CHECK_SAME_CLAUSES},
    {"tautology.cnf", {ISSUE(TAUTOLOGY, 86, 3, 0, 0, NULL)}, 1,
     NO_DIFFERENCES, 0, NQCNF_CHECK_SAME_CLAUSES},
    {"repeated_literal.cnf", {ISSUE(REPEATED_LITERAL, 3, -1, 0, 0, NULL)},
     1, NO_DIFFERENCES, 0, NQCNF_CHECK_SAME_CLAUSES},
    /* malformed headers */
    {"wrong_header_count.cnf", {ISSUE(HEADER_CLAUSES, 1, 85, 84, 0, NULL)},
     1, NO_DIFFERENCES, 0, NQCNF_CHECK_SAME_CLAUSES},
    {"no_header.cnf", {ISSUE(NO_HEADER, 0, 0, 0, 0, NULL)}, 1,
     NO_DIFFERENCES, 0, NQCNF_CHECK_SAME_CLAUSES},
    {"p cnf 20 2\n1 2 0\n-1 -2 0\n",
     {ISSUE(HEADER_VARIABLES, 1, 20, 2, 0, NULL)}, 1, NO_DIFFERENCES,
     UNJUDGED, 0},
    {"p cnf sixteen 84\n1 0\np cnf 16 1\n",
     {ISSUE(BAD_HEADER, 1, 0, 0, 0, "p cnf sixteen 84"),
      ISSUE(LATE_HEADER, 3, 0, 0, 0, NULL),
      ISSUE(HEADER_VARIABLES, 3, 16, 1, 0, NULL)},
     3, NO_DIFFERENCES, UNJUDGED, 0},
    /* malformed clauses: the damaged one is left out, so the reference's
     * is missing; without a header the board's 16 squares are the limit */
    {"garbage.cnf", {ISSUE(NOT_A_NUMBER, 34, 0, 0, 0, "-x9")}, 1,
     {MISSING("-5 -9", 1, COLUMN_AT_MOST_ONE)}, 1, NQCNF_CHECK_EQUIVALENT_EVERY_N},
    {"out_of_range_literal.cnf",
     {ISSUE(LITERAL_OUT_OF_RANGE, 8, -17, 16, 0, "-17")}, 1,
     {MISSING("-3 -4", 1, ROW_AT_MOST_ONE)}, 1, NQCNF_CHECK_EQUIVALENT_EVERY_N},
    {"1 2 3 4 0\n-1 17 0\n",
     {ISSUE(NO_HEADER, 0, 0, 0, 0, NULL),
      ISSUE(LITERAL_OUT_OF_RANGE, 2, 17, 16, 0, "17")},
     2, NO_DIFFERENCES, UNJUDGED, 0},
    {"clause_without_zero.cnf",
     {ISSUE(MISSING_FINAL_ZERO, 85, 0, 0, 0, NULL)},
     1, NO_DIFFERENCES, 0, NQCNF_CHECK_IDENTICAL},
    /* clauses that differ; counting, the other clauses still force one
     * queen per row */
    {"missing_row_clause.cnf", NO_ISSUES, 0,
     {MISSING("-1 -2", 1, ROW_AT_MOST_ONE)}, 1, NQCNF_CHECK_EQUIVALENT_EVERY_N},
    {"missing_diagonal_clause.cnf", NO_ISSUES, 0,
     {MISSING("-2 -7", 0, DIAGONAL_AT_MOST_ONE)}, 1,
     NQCNF_CHECK_NOT_EQUIVALENT},
    {"extra_harmless_clause.cnf", NO_ISSUES, 0,
     {EXTRA(87, "-1 -2 -3", 1, NOT_ALL)}, 1, NQCNF_CHECK_EQUIVALENT_EVERY_N},
    {"extra_wrong_clause.cnf", NO_ISSUES, 0,
     {EXTRA(87, "-2 -8", 0, NOT_BOTH)}, 1, NQCNF_CHECK_NOT_EQUIVALENT},
    {"missing_and_wrong.cnf", NO_ISSUES, 0,
     {EXTRA(86, "-2 -8", 0, NOT_BOTH),
      MISSING("-2 -7", 0, DIAGONAL_AT_MOST_ONE)},
     2, NQCNF_CHECK_NOT_EQUIVALENT},
};

/* Errors by the header's word: the kinds up to MISSING_FINAL_ZERO. */
static int documented_as_error(nqcnf_cnf_issue_kind kind)
{
    return (kind <= NQCNF_CNF_MISSING_FINAL_ZERO &&
            kind != NQCNF_CNF_HEADER_VARIABLES) ||
           kind == NQCNF_CNF_PERCENT_END;
}

static void check_input(const char *input, checked *c)
{
    if (strchr(input, '\n') != NULL)
        check_text(input, strlen(input), 4, NULL, c);
    else
        check_file(input, c);
}

static void assert_issues(const checked *c, const check_case *expected)
{
    if (c->cnf.issue_count != expected->issue_count)
        fail_msg("%s: %zu issues, expected %zu", expected->input,
                 c->cnf.issue_count, expected->issue_count);
    for (size_t i = 0; i < expected->issue_count; i++) {
        const expected_issue *e = &expected->issues[i];
        const nqcnf_cnf_issue *got = &c->cnf.issues[i];
        assert_issue(c, i, e->kind, e->line);
        assert_int_equal(got->value, e->value);
        assert_int_equal(got->expected, e->expected);
        assert_int_equal(got->other_line, e->other_line);
        if (e->token != NULL) assert_string_equal(got->token, e->token);
        assert_int_equal(nqcnf_cnf_issue_is_error(e->kind),
                         documented_as_error(e->kind));
    }
}

static void test_each_file_gives_its_findings(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof check_cases / sizeof *check_cases; i++) {
        const check_case *e = &check_cases[i];
        checked c;
        check_input(e->input, &c);
        assert_issues(&c, e);
        if (e->difference_count == UNJUDGED) {
            checked_free(&c);
            continue;
        }
        if (c.report.difference_count != e->difference_count)
            fail_msg("%s: %zu differences, expected %zu", e->input,
                     c.report.difference_count, e->difference_count);
        for (size_t d = 0; d < e->difference_count; d++) {
            const expected_difference *x = &e->differences[d];
            const nqcnf_difference *got =
                difference(&c, d, x->kind, x->line, x->clause, x->implied);
            assert_int_equal(got->meaning.kind, x->meaning);
        }
        if (c.report.summary != e->summary)
            fail_msg("%s: summary %d, expected %d", e->input,
                     (int)c.report.summary, (int)e->summary);
        checked_free(&c);
    }
}

/* What the table does not hold: lines, order, the meaning's squares. */
static void test_findings_in_detail(void **state)
{
    (void)state;
    checked c;
    check_file("../handwritten_4.cnf", &c);
    assert_int_equal(c.cnf.clause_count, 84);
    assert_true(c.report.same_order);
    checked_free(&c);
    /* the clause split over two lines starts on line 8 */
    check_file("several_clauses_per_line.cnf", &c);
    assert_int_equal(c.cnf.lines[9], 8);
    assert_int_equal(c.cnf.lines[10], 10);
    checked_free(&c);
    check_file("shuffled.cnf", &c);
    assert_false(c.report.same_order);
    checked_free(&c);
    check_file("wrong_header_count.cnf", &c);
    assert_true(c.report.same_order);
    checked_free(&c);
    check_file("clause_without_zero.cnf", &c);
    assert_int_equal(c.cnf.clause_count, 84);
    checked_free(&c);
    check_file("missing_row_clause.cnf", &c);
    assert_string_equal(c.report.differences[0].group,
                        "row 1: exactly one queen");
    checked_free(&c);
    check_file("missing_diagonal_clause.cnf", &c);
    const nqcnf_meaning m = c.report.differences[0].meaning;
    assert_true(m.row1 == 0 && m.column1 == 1 && m.row2 == 1 &&
                m.column2 == 2);
    checked_free(&c);
}

/* Clauses added to the reference: accepted for every N only when the
 * reference gives them at every N (a clause of it inside them, or its
 * lines by counting); any other addition goes to the solver. The texts
 * are the generator's own reference with a clause written after it. */
typedef struct added_case {
    const char *clause;
    int no_column_alo;              /* the reference without them */
    int drop_first_pair;            /* the file lacks `-1 -2 0` */
    nqcnf_check_summary summary;
    unsigned variants;
} added_case;

static void check_added(const added_case *a, checked *c)
{
    nqcnf_options reference = options_for(4);
    reference.column_at_least_one = !a->no_column_alo;
    text_buffer text = dimacs_text(4);
    /* the header's clause count stays right: one dropped, one added */
    char *dropped = strstr(text.data, "\n-1 -2 0\n");
    char *header_end = strchr(strstr(text.data, "p cnf 16 84"), '\n');
    assert_non_null(dropped);
    if (a->drop_first_pair)
        memmove(dropped + 1, dropped + 9, strlen(dropped + 9) + 1);
    else
        memcpy(header_end - 2, "85", 2); /* 84 clauses and the added one */
    char file[4096];
    snprintf(file, sizeof file, "%s%s 0\n", text.data, a->clause);
    check_text(file, strlen(file), 4, &reference, c);
    text_buffer_free(&text);
}

static void test_added_clauses(void **state)
{
    (void)state;
    const unsigned subsumed = NQCNF_VARIANT_SUBSUMED_EXTRA;
    const added_case cases[] = {
        {"-1 -2 -3", 0, 0, NQCNF_CHECK_EQUIVALENT_EVERY_N, subsumed},
        {"1 2 3 4 5", 0, 0, NQCNF_CHECK_EQUIVALENT_EVERY_N, subsumed},
        {"-1 -2 -3", 0, 1, NQCNF_CHECK_EQUIVALENT_EVERY_N,
         subsumed | NQCNF_VARIANT_COUNTED_AT_MOST_ONE},
        /* column 1's at-least-one, and more, against a reference
         * without it: the rows give it by counting */
        {"1 5 9 13 2", 1, 0, NQCNF_CHECK_EQUIVALENT_EVERY_N,
         NQCNF_VARIANT_COUNTED_EXTRA},
        /* half of column 1 rules out the solution 2 4 1 3 (its queen
         * there is on row 3), and so does a pair of squares that do not
         * attack each other, (1,2) and (2,4) */
        {"1 5", 1, 0, NQCNF_CHECK_NOT_EQUIVALENT, 0},
        {"-2 -8", 0, 0, NQCNF_CHECK_NOT_EQUIVALENT, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        checked c;
        check_added(&cases[i], &c);
        if (c.report.summary != cases[i].summary ||
            c.report.variants != cases[i].variants)
            fail_msg("`%s 0` added: summary %d, variants %u; expected %d, %u",
                     cases[i].clause, (int)c.report.summary,
                     c.report.variants, (int)cases[i].summary,
                     cases[i].variants);
        checked_free(&c);
    }
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
        cmocka_unit_test(test_each_file_gives_its_findings),
        cmocka_unit_test(test_findings_in_detail),
        cmocka_unit_test(test_meanings),
        cmocka_unit_test(test_added_clauses),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
