/*
 * test_check_solvers.c - what the solvers decide for the checker, and in
 * what time, on every backend.
 *
 * Equivalence is checked against variants the generator itself makes
 * (--no-column-alo, both ways), a shuffled N = 20 must be a sort rather
 * than a solve, and hostile files must be judged in bounded time: a
 * header and a literal near two billion (no solver may be handed two
 * billion variables; this took minutes before the file's variables were
 * renumbered), and the pigeonhole principle on 90 variables, an
 * unsatisfiable file that defeats every bounded search (so no missing
 * clause may ever be called "not implied": an unsatisfiable file implies
 * everything). Witness boards are judged as in test_check.c
 * (check_support.h).
 */
#include "check_support.h"

#include <time.h>

static void test_no_column_alo_is_equivalent(void **state)
{
    (void)state;
    const uint32_t sizes[] = {4, 8, 20};
    for (size_t i = 0; i < 3; i++) {
        nqcnf_options variant = options_for(sizes[i]);
        variant.column_at_least_one = 0;
        text_buffer text = {NULL, 0, 0};
        assert_int_equal(write_dimacs(&variant, text_buffer_write, &text),
                         NQCNF_OK);
        checked c;
        check_text(text.data, text.size, sizes[i], NULL, &c);
        assert_int_equal(c.cnf.issue_count, 0);
        assert_int_equal(c.report.summary, NQCNF_CHECK_EQUIVALENT_EVERY_N);
        assert_int_equal(c.report.variants,
                         NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE);
        assert_int_equal(c.report.difference_count, sizes[i]);
        for (size_t k = 0; k < c.report.difference_count; k++) {
            const nqcnf_difference *d = &c.report.differences[k];
            assert_int_equal(d->kind, NQCNF_DIFFERENCE_MISSING);
            assert_int_equal(d->meaning.kind,
                             NQCNF_MEANING_COLUMN_AT_LEAST_ONE);
            assert_int_equal(d->meaning.column1, k);
            assert_int_equal(d->implied, 1);
        }
        checked_free(&c);
        /* and the other way round: the full file against the variant,
         * right for every N too (the rows' clauses give the columns') */
        text_buffer full = dimacs_text(sizes[i]);
        check_text(full.data, full.size, sizes[i], &variant, &c);
        assert_int_equal(c.report.summary, NQCNF_CHECK_EQUIVALENT_EVERY_N);
        assert_int_equal(c.report.variants, NQCNF_VARIANT_COUNTED_EXTRA);
        assert_int_equal(c.report.difference_count, sizes[i]);
        checked_free(&c);
        text_buffer_free(&full);
        text_buffer_free(&text);
    }
}

/* N = 20 against itself shuffled: a sort, not a solve. */
static void test_twenty_shuffled_is_fast(void **state)
{
    (void)state;
    text_buffer text = dimacs_text(20);
    /* split into lines, keep the header first, shuffle the rest */
    size_t count = 0;
    for (size_t i = 0; i < text.size; i++) count += text.data[i] == '\n';
    char **lines = malloc(count * sizeof *lines);
    assert_non_null(lines);
    size_t used = 0;
    for (char *p = text.data; p < text.data + text.size;) {
        char *end = memchr(p, '\n', (size_t)(text.data + text.size - p));
        *end = '\0';
        lines[used++] = p;
        p = end + 1;
    }
    srand(20);
    for (size_t i = used - 1; i > 1; i--) {
        const size_t j = 1 + (size_t)rand() % i;
        char *swap = lines[i];
        lines[i] = lines[j];
        lines[j] = swap;
    }
    text_buffer shuffled = {NULL, 0, 0};
    for (size_t i = 0; i < used; i++) {
        assert_int_equal(text_buffer_write(&shuffled, lines[i],
                                           strlen(lines[i])), 0);
        assert_int_equal(text_buffer_write(&shuffled, "\n", 1), 0);
    }
    const clock_t start = clock();
    checked c;
    check_text(shuffled.data, shuffled.size, 20, NULL, &c);
    const double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    assert_int_equal(c.cnf.issue_count, 0);
    assert_int_equal(c.report.summary, NQCNF_CHECK_SAME_CLAUSES);
    assert_true(seconds < 5.0); /* generous: valgrind runs this too */
    checked_free(&c);
    text_buffer_free(&shuffled);
    free(lines);
    text_buffer_free(&text);
}

/* A file in another encoding (Sinz's sequential counter) shares only the
 * at-least-one clauses with the reference of N = 16, and every other
 * question must be decided, none given up: each witness search needs a
 * decision for nearly every open square, so the limits must grow with
 * the board (with a fixed short limit of 100 decisions PicoSAT gave up
 * on 2484 of them). The file's board solutions are the reference's, so it
 * implies every missing clause; its clauses over auxiliary variables are
 * judged by component, one per line of the board, and every solution
 * extends to each: equivalent, with no witness anywhere. */
static void test_another_encoding_is_decided_question_by_question(
    void **state)
{
    (void)state;
    nqcnf_options sequential = options_for(16);
    sequential.encoding = NQCNF_ENCODING_SEQUENTIAL;
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(write_dimacs(&sequential, text_buffer_write,
                                        &text),
                     NQCNF_OK);
    checked c;
    assert_int_equal(nqcnf_cnf_read_buffer(text.data, text.size, 0, &c.cnf),
                     NQCNF_OK);
    const nqcnf_options reference = options_for(16);
    assert_int_equal(nqcnf_check_cnf(&reference, &c.cnf, &c.report),
                     NQCNF_OK);
    size_t extra = 0, missing = 0;
    for (size_t i = 0; i < c.report.difference_count; i++) {
        const nqcnf_difference *d = &c.report.differences[i];
        if (d->kind == NQCNF_DIFFERENCE_MISSING) {
            missing++;
            assert_int_equal(d->implied, 1);
        } else {
            extra++;
            assert_int_equal(d->implied, 1);
            assert_int_not_equal(d->component, SIZE_MAX);
            assert_int_equal(d->witness.n, 0);
        }
    }
    /* all but the 24 at-least-one clauses of the 2N + 2N C(N,2) +
     * 2 C(N,2) + 4 C(N,3) of the reference */
    assert_int_equal(missing, 2 * 16 * 120 + 2 * 120 + 4 * 560);
    assert_true(extra > 0);
    assert_int_equal(c.report.summary, NQCNF_CHECK_EQUIVALENT);
    /* auxiliary variables cannot be carried to another N */
    assert_int_equal(c.report.matters_at_n, 0);
    checked_free(&c);
    text_buffer_free(&text);
}

/* CPU seconds a check may take on a hostile file; valgrind (which sets
 * NQCNF_TEST_QUICK=1) runs some fifty times slower, so there only the
 * findings are judged. */
static void assert_fast(clock_t start, const char *what)
{
    const double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    if (test_quick()) return;
    if (seconds > 1.0) fail_msg("%s took %.2f s", what, seconds);
}

/* Three clauses, one with a variable near two billion that the header
 * allows: the solvers must not be asked to make room for it. */
static void test_huge_variable_numbers_cost_nothing(void **state)
{
    (void)state;
    static const char file[] =
        "p cnf 2000000000 3\n1 2 3 4 0\n-1999999999 5 0\n-7 -8 0\n";
    const clock_t start = clock();
    checked c;
    check_text(file, sizeof file - 1, 4, NULL, &c);
    assert_fast(start, "a 3-clause file with variable 1999999999");
    assert_int_equal(c.report.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    /* 1999999999 is the file's own auxiliary variable, free to be false
     * for any board: the clause rules out nothing. */
    difference(&c, 0, NQCNF_DIFFERENCE_EXTRA, 3, "-1999999999 5", 1);
    /* The file allows everything but these three clauses: each missing
     * clause of the reference is broken by some board the file allows
     * (judged in difference()), except row 1's at-least-one, which the
     * file has. */
    assert_int_equal(c.report.difference_count, 1 + 84 - 2);
    for (size_t i = 1; i < c.report.difference_count; i++) {
        const nqcnf_difference *d = &c.report.differences[i];
        assert_int_equal(d->implied, 0);
        assert_witness(&c.cnf, d, 4);
    }
    checked_free(&c);
}

/* The pigeonhole principle, ten pigeons in nine holes, on variables
 * 37..126 of a 6-queens file: unsatisfiable, and beyond any bounded
 * search. */
static text_buffer pigeonhole_file(void)
{
    enum { PIGEONS = 10, HOLES = 9, FIRST = 37 };
    text_buffer text = {NULL, 0, 0};
    char line[128];
    int length = snprintf(line, sizeof line, "p cnf %d %d\n",
                          FIRST - 1 + PIGEONS * HOLES,
                          PIGEONS + HOLES * PIGEONS * (PIGEONS - 1) / 2);
    assert_int_equal(text_buffer_write(&text, line, (size_t)length), 0);
    for (int p = 0; p < PIGEONS; p++) {
        for (int h = 0; h < HOLES; h++) {
            length = snprintf(line, sizeof line, "%d ", FIRST + p * HOLES + h);
            assert_int_equal(text_buffer_write(&text, line, (size_t)length),
                             0);
        }
        assert_int_equal(text_buffer_write(&text, "0\n", 2), 0);
    }
    for (int h = 0; h < HOLES; h++)
        for (int p = 0; p < PIGEONS; p++)
            for (int q = p + 1; q < PIGEONS; q++) {
                length = snprintf(line, sizeof line, "-%d -%d 0\n",
                                  FIRST + p * HOLES + h,
                                  FIRST + q * HOLES + h);
                assert_int_equal(
                    text_buffer_write(&text, line, (size_t)length), 0);
            }
    return text;
}

static void test_a_hostile_file_is_judged_in_bounded_time(void **state)
{
    (void)state;
    text_buffer text = pigeonhole_file();
    const clock_t start = clock();
    checked c;
    check_text(text.data, text.size, 6, NULL, &c);
    assert_fast(start, "the pigeonhole file");
    assert_int_equal(c.cnf.issue_count, 0);
    /* 415 extra clauses, none on a board square, and unsatisfiable
     * together: the file has no model at all. */
    size_t extra = 0, missing = 0, undecided = 0;
    for (size_t i = 0; i < c.report.difference_count; i++) {
        const nqcnf_difference *d = &c.report.differences[i];
        if (d->kind == NQCNF_DIFFERENCE_EXTRA) {
            /* one component, on no square: whether every solution
             * extends to it is the pigeonhole principle itself, which the
             * bounded search gives up on rather than guess */
            extra++;
            assert_int_equal(d->implied, -1);
            assert_int_equal(d->witness.n, 0);
            continue;
        }
        /* Nothing the file allows: never a witness. */
        missing++;
        assert_int_not_equal(d->implied, 0);
        assert_int_equal(d->witness.n, 0);
        undecided += d->implied < 0;
    }
    assert_int_equal(extra, 415);
    assert_int_equal(missing, 302); /* every clause of the 6-queens */
    /* The search gave up rather than ran on. */
    assert_true(undecided > 0);
    assert_int_equal(c.report.summary, NQCNF_CHECK_UNDECIDED);
    checked_free(&c);
    text_buffer_free(&text);
}

static void test_a_backend_this_build_lacks_is_refused(void **state)
{
    (void)state;
    text_buffer text = read_data_file("handwritten_4.cnf");
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(text.data, text.size, 16, &cnf),
                     NQCNF_OK);
    nqcnf_options options = options_for(4);
    options.backend = (nqcnf_backend)NQCNF_BACKEND_COUNT;
    nqcnf_check_report report;
    assert_int_equal(nqcnf_check_cnf(&options, &cnf, &report),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(report.difference_count, 0);
    nqcnf_cnf_free(&cnf);
    text_buffer_free(&text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_column_alo_is_equivalent),
        cmocka_unit_test(test_twenty_shuffled_is_fast),
        cmocka_unit_test(
            test_another_encoding_is_decided_question_by_question),
        cmocka_unit_test(test_huge_variable_numbers_cost_nothing),
        cmocka_unit_test(test_a_hostile_file_is_judged_in_bounded_time),
        cmocka_unit_test(test_a_backend_this_build_lacks_is_refused),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
