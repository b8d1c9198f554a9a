/*
 * test_written_for.c - nqcnf_text_written_for(): the N a header tells.
 *
 * The truth is the reference's own header, N*N variables for every N
 * written here by the library's writer, and texts written out by hand
 * for what must not be taken for a board: counts that are no square,
 * other kinds of text, a header that is not the first line. For SMT-LIB
 * the truth is the library's own SMT-LIB writer for every N, with its
 * helpers for an encoding with auxiliary variables, and names written
 * out by hand as students write them, whole boards and boards short of
 * a square.
 */
#include "test_support.h"

#include <string.h>

static uint32_t written_for(const char *text)
{
    uint32_t n = 7;
    assert_int_equal(nqcnf_text_written_for(text, strlen(text), &n),
                     NQCNF_OK);
    return n;
}

static void test_the_reference_tells_its_n(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 30; n++) {
        text_buffer text = dimacs_text(n);
        uint32_t told = 0;
        assert_int_equal(nqcnf_text_written_for(text.data, text.size, &told),
                         NQCNF_OK);
        assert_int_equal(told, n);
        text_buffer_free(&text);
    }
}

static void test_comments_blanks_and_line_ends(void **state)
{
    (void)state;
    assert_int_equal(written_for("c a student's file\n\nc n = 8\n"
                                 "p cnf 64 744\n1 2 0\n"), 8);
    assert_int_equal(written_for("  p cnf 16 84\r\n1 2 3 4 0\r\n"), 4);
    assert_int_equal(written_for("p cnf   25\t170"), 5);
    assert_int_equal(written_for("p cnf 2147395600 0\n"), 46340);
}

static void test_what_tells_no_board(void **state)
{
    (void)state;
    assert_int_equal(written_for("p cnf 65 10\n"), 0);     /* no square */
    assert_int_equal(written_for("p cnf 64\n"), 0);        /* no C */
    assert_int_equal(written_for("p cnf 0 0\n"), 0);
    assert_int_equal(written_for("p cnf x 0\n"), 0);
    assert_int_equal(written_for("p cnf 2147488281 0\n"), 0); /* 46341^2 */
    assert_int_equal(written_for("1 2 3 4 0\np cnf 16 1\n"), 0);
    assert_int_equal(written_for("p knf 16 1\n"), 0);
    assert_int_equal(written_for("s SATISFIABLE\nv 1 -2 0\n"), 0);
    assert_int_equal(written_for("c only a comment\n"), 0);
    assert_int_equal(written_for(""), 0);
}

/* An encoding with auxiliary variables declares more than N*N: no
 * board, except where the count happens to be a square, which the
 * header alone cannot tell from a board's (the roster is for those). */
static void test_auxiliary_variables_tell_no_board(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    options.encoding = NQCNF_ENCODING_SEQUENTIAL;
    text_buffer text = written_text(write_dimacs, &options);
    uint32_t n = 7;
    assert_int_equal(nqcnf_text_written_for(text.data, text.size, &n),
                     NQCNF_OK);
    assert_int_equal(n, 0);
    text_buffer_free(&text);
    nqcnf_options_init(&options, 5);
    options.encoding = NQCNF_ENCODING_BITWISE; /* 81 variables */
    text = written_text(write_dimacs, &options);
    assert_int_equal(nqcnf_text_written_for(text.data, text.size, &n),
                     NQCNF_OK);
    assert_int_equal(n, 9);
    text_buffer_free(&text);
}

static void test_smt2_names_tell_their_board(void **state)
{
    (void)state;
    nqcnf_options options;
    for (uint32_t n = 1; n <= 12; n++) {
        nqcnf_options_init(&options, n);
        if (n % 3 == 0) options.encoding = NQCNF_ENCODING_SEQUENTIAL;
        text_buffer text = written_text(write_smt2, &options);
        uint32_t told = 0;
        assert_int_equal(nqcnf_text_written_for(text.data, text.size, &told),
                         NQCNF_OK);
        assert_int_equal(told, n);
        text_buffer_free(&text);
    }
    /* 1-based, letters around, two joined digits */
    assert_int_equal(written_for("(declare-const q_1_1 Bool)"
                                 "(declare-const q_1_2 Bool)"
                                 "(declare-const q_2_1 Bool)"
                                 "(declare-const q_2_2 Bool)"
                                 "(assert (or q_1_1 q_1_2))"),
                     2);
    assert_int_equal(written_for("(declare-const q00 Bool)"
                                 "(declare-const q01 Bool)"
                                 "(declare-const q10 Bool)"
                                 "(declare-const q11 Bool)"
                                 "(declare-const s Bool)"),
                     2);
    assert_int_equal(written_for("(declare-const x0y0 Bool)\n"), 1);
}

static void test_smt2_names_short_of_a_board(void **state)
{
    (void)state;
    /* a square missing; a square named twice; two boards; no squares;
     * numbers that do not start at 0 or 1; a file that does not read */
    assert_int_equal(written_for("(declare-const x0y0 Bool)"
                                 "(declare-const x0y1 Bool)"
                                 "(declare-const x1y0 Bool)"),
                     0);
    assert_int_equal(written_for("(declare-const x0y0 Bool)"
                                 "(declare-const x0y1 Bool)"
                                 "(declare-const x1y0 Bool)"
                                 "(declare-const x01y00 Bool)"),
                     0);
    assert_int_equal(written_for("(declare-const x0y0 Bool)"
                                 "(declare-const a_1_1 Bool)"
                                 "(declare-const a_1_2 Bool)"
                                 "(declare-const a_2_1 Bool)"
                                 "(declare-const a_2_2 Bool)"),
                     0);
    assert_int_equal(written_for("(declare-const a Bool)(assert a)"), 0);
    assert_int_equal(written_for("(declare-const x2y2 Bool)"
                                 "(declare-const x2y3 Bool)"
                                 "(declare-const x3y2 Bool)"
                                 "(declare-const x3y3 Bool)"),
                     0);
    assert_int_equal(written_for("(declare-const x0y0 Bool)(assert"), 0);
    assert_int_equal(written_for("(declare-const x0y0 Int)"), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_reference_tells_its_n),
        cmocka_unit_test(test_comments_blanks_and_line_ends),
        cmocka_unit_test(test_what_tells_no_board),
        cmocka_unit_test(test_auxiliary_variables_tell_no_board),
        cmocka_unit_test(test_smt2_names_tell_their_board),
        cmocka_unit_test(test_smt2_names_short_of_a_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
