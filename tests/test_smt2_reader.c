/*
 * test_smt2_reader.c - reading SMT-LIB 2 as courses write it
 * (src/read/smt2_*.c).
 *
 * The truth is written out by hand: for each small input the clauses it
 * must give, in DIMACS numbers (the board first, then the other
 * variables in the order the clauses first use them), and for each file
 * outside the fragment the line, column and words of its error. The
 * course's own page and the data files, and every failed allocation
 * must come back as NQCNF_ERR_OUT_OF_MEMORY with nothing held (those
 * file-based tests are test_smt2_files.c).
 */
#include "read_support.h"
#include "oracles.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The clauses as "1 -2|3" (literals as produced, clauses joined by |). */
static void clauses_of(const nqcnf_cnf *cnf, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (size_t c = 0; c < cnf->clause_count && used < size; c++) {
        if (c > 0) used += (size_t)snprintf(out + used, size - used, "|");
        for (size_t k = cnf->offsets[c]; k + 1 < cnf->offsets[c + 1]; k++)
            used += (size_t)snprintf(out + used, size - used, "%s%d",
                                     k == cnf->offsets[c] ? "" : " ",
                                     (int)cnf->literals[k]);
    }
}

static void read_ok(const char *text, uint32_t n, nqcnf_smt2 *smt2)
{
    assert_int_equal(nqcnf_smt2_read_buffer(text, strlen(text), n, smt2),
                     NQCNF_OK);
    if (smt2->error_line != 0)
        fail_msg("'%s': error %zu:%zu %s", text, smt2->error_line,
                 smt2->error_column, smt2->error);
}

/* A file outside the fragment or numbered for another N: NQCNF_OK with
 * the error set. */
static void read_ok_or_error(const char *text, uint32_t n, nqcnf_smt2 *smt2)
{
    assert_int_equal(nqcnf_smt2_read_buffer(text, strlen(text), n, smt2),
                     NQCNF_OK);
    assert_int_not_equal(smt2->error_line, 0);
}

typedef struct clause_case {
    uint32_t n;
    const char *text;
    const char *clauses;
} clause_case;

#define ABCD "(declare-const a Bool)(declare-const b Bool)" \
             "(declare-const c Bool)(declare-const d Bool)\n"

/* N = 1: the board is variable 1 and a..d are 2..5 in order of use. */
static void test_clauses_as_a_person_reads_them(void **state)
{
    (void)state;
    static const clause_case cases[] = {
        {1, ABCD "(assert (not (or (and a b) (and c d))))", "-2 -3|-4 -5"},
        {1, ABCD "(assert (=> a (not b)))", "-2 -3"},
        {1, ABCD "(assert (or a b c))", "2 3 4"},
        {1, ABCD "(assert (or a a b))", "2 2 3"},
        {1, ABCD "(assert (and a (or b c) (not d)))", "2|3 4|-5"},
        {1, ABCD "(assert (=> a b c))", "-2 -3 4"},
        {1, ABCD "(assert (or a (and b c)))", "2 3|2 4"},
        {1, ABCD "(assert (xor a b))", "2 3|-2 -3"},
        {1, ABCD "(assert (not (xor a b)))", "2 -3|-2 3"},
        {1, ABCD "(assert (= a b))", "-2 3|2 -3"},
        {1, ABCD "(assert (= a b c))", "-2 3|2 -3|-3 4|3 -4"},
        {1, ABCD "(assert (distinct a b))", "2 3|-2 -3"},
        {1, ABCD "(assert (distinct a b c))",
         "2 3|-2 -3|2 4|-2 -4|3 4|-3 -4"},
        {1, ABCD "(assert (ite a b c))", "-2 3|2 4"},
        {1, ABCD "(assert (not (ite a b c)))", "-2 -3|2 -4|-3 -4"},
        {1, ABCD "(assert true)(assert (not false))(assert (or a true))", ""},
        {1, ABCD "(assert false)(assert (and a false))", "|2|"},
        {1, ABCD "(assert (or a false))", "2"},
        {1, ABCD "(assert (let ((a b) (b a)) (or a (not b))))", "2 -3"},
        {1, ABCD "(assert (let ((x a)) (let ((x (not x))) x)))", "-2"},
        {1, ABCD "(define-fun both () Bool (and a b))(assert (not both))",
         "-2 -3"},
        {1, ABCD "(assert (! (or a b) :named ab))(assert (or ab c))",
         "2 3|2 3 4"},
        {1, ABCD "(declare-fun e () Bool)(assert (not e))", "-2"},
        {1, "(declare-const |a b| Bool)(assert |a b|)", "2"},
        {1, "(declare-const x0y0 Bool)(assert x0y0)", "1"},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        nqcnf_smt2 smt2;
        read_ok(cases[i].text, cases[i].n, &smt2);
        char clauses[512];
        clauses_of(&smt2.cnf, clauses, sizeof clauses);
        if (strcmp(clauses, cases[i].clauses) != 0)
            fail_msg("'%s': clauses '%s', expected '%s'", cases[i].text,
                     clauses, cases[i].clauses);
        assert_int_equal(smt2.cnf.has_header, 1);
        assert_true(smt2.cnf.header_clauses == smt2.cnf.clause_count);
        assert_true(smt2.cnf.header_variables == smt2.cnf.max_variable);
        nqcnf_smt2_free(&smt2);
    }
}

/* A product beyond 8 clauses names parts with full definitions. */
static void test_large_products_are_named_both_ways(void **state)
{
    (void)state;
    nqcnf_smt2 smt2;
    /* (a b) or (c d) or (a c) or (b d): 16 clauses distributed; the first
     * part becomes v <-> (a and b), whose definition comes first (so a is
     * 2, v is 3, b 4, c 5, d 6), then v or the product of the other three
     * parts: 8 choices, one of them twice ((c d) with d from (b d)) */
    read_ok(ABCD "(assert (or (and a b) (and c d) (and a c) (and b d)))", 1,
            &smt2);
    char clauses[1024];
    clauses_of(&smt2.cnf, clauses, sizeof clauses);
    assert_string_equal(clauses, "2 -3|4 -3|-2 -4 3|"
                                 "2 4 5 3|2 4 6 3|4 5 3|4 5 6 3|2 5 6 3|"
                                 "2 6 3|5 6 3");
    assert_null(smt2.names[3]);
    assert_string_equal(smt2.names[2], "a");
    assert_string_equal(smt2.names[6], "d");
    assert_int_equal(smt2.name_lines[3], 2);
    assert_int_equal(smt2.name_lines[2], 1);
    nqcnf_smt2_free(&smt2);
    /* a define-fun that is named keeps its name */
    read_ok(ABCD "(define-fun g () Bool (or (and a b) (and c d) (and a c)"
                 " (and b d)))\n(assert (or g (and c d)))",
            1, &smt2);
    int named = 0;
    for (uint32_t v = 2; v <= smt2.cnf.max_variable; v++)
        named += smt2.names[v] != NULL && strcmp(smt2.names[v], "g") == 0;
    assert_int_equal(named, 1);
    nqcnf_smt2_free(&smt2);
}

typedef struct error_case {
    const char *text;
    uint32_t n;
    size_t line, column;
    const char *words;
} error_case;

static void test_errors_name_the_construct_and_where(void **state)
{
    (void)state;
    static const error_case cases[] = {
        {"(declare-const a Int)", 4, 1, 18, "integers are outside"},
        {"(declare-const a Real)", 4, 1, 18, "reals are outside"},
        {"(declare-const a Bool)\n(assert (+ a 1))", 4, 2, 9,
         "`(+ ...)` is arithmetic"},
        {"(declare-const a Bool)\n(assert (<= a a))", 4, 2, 9, "arithmetic"},
        {"(declare-const a Bool)\n(assert (or a 1))", 4, 2, 15,
         "`1` is a number"},
        {"(declare-const a Bool)\n(assert (forall ((x Bool)) x))", 4, 2, 9,
         "quantifier"},
        {"(declare-const a Bool)\n(assert (exists ((x Bool)) x))", 4, 2, 9,
         "quantifier"},
        {"(declare-const a Bool)\n(assert ((_ at-most 1) a a))", 4, 2, 10,
         "pseudo-Boolean"},
        {"(declare-const a Bool)\n(assert ((_ pbeq 1 1) a))", 4, 2, 10,
         "pseudo-Boolean"},
        {"(push 1)", 4, 1, 1, "scope"},
        {"(declare-const a Bool)\n  (pop 1)", 4, 2, 3, "scope"},
        {"(declare-fun f (Bool) Bool)", 4, 1, 1, "function with arguments"},
        {"(assert b)", 4, 1, 9, "`b` is not declared"},
        {"(declare-const a Bool)\n(assert (not a a))", 4, 2, 9,
         "`not` takes exactly 1 argument, here 2"},
        {"(declare-const a Bool)\n(assert (ite a a))", 4, 2, 9,
         "`ite` takes exactly 3 arguments, here 2"},
        {"(declare-const a Bool)\n(assert (=> a))", 4, 2, 9,
         "at least 2 arguments"},
        {"(declare-const a Bool)\n(assert (or a a)", 4, 2, 1, "never closed"},
        {"(declare-const a Bool))", 4, 1, 23, "closes nothing"},
        {"(declare-const a Bool)\nstray", 4, 2, 1, "outside any command"},
        {"(declare-const a Bool)\n(declare-const a Bool)", 4, 2, 16,
         "declared twice (first on line 1)"},
        {"(declare-const a Bool)\n(assert (a))", 4, 2, 9,
         "applies a constant"},
        {"(declare-const a Bool)\n(assert (! a :weight 1))", 4, 2, 14,
         ":named"},
        {"(declare-const a Bool)\n(assert \"a\")", 4, 2, 9, "a string"},
        {"(declare-const a Bool)\n(assert |a)", 4, 2, 9, "no closing `|`"},
        {"(set-info :source \"open", 4, 1, 19, "no closing `\"`"},
        {"(declare-const x0y0 Bool)(declare-const x4y4 Bool)", 4, 1, 41,
         "the names run from x0y0 to x4y4: a board of 5 x 5; check it as "
         "N = 5"},
        {"(declare-const q_1_1 Bool)(declare-const q_9_1 Bool)", 4, 1, 42,
         "from q_1_1 to q_9_9: a board of 9 x 9; check it as N = 9"},
        {"(declare-const x1y1 Bool)\n(declare-const x01y01 Bool)", 4, 2, 16,
         "names the same square as `x1y1`"},
        {"(declare-datatypes ((C 0)) (((red))))", 4, 1, 1,
         "not a command of the Boolean fragment"},
        {"\xc2\xa0(assert true)", 4, 1, 1, "no-break space"},
        {"(assert true) \xe2\x80\x9c", 4, 1, 15, "U+201C): a curly quote"},
        {"(declare-const a Bool)\n(assert (let (a) a))", 4, 2, 15,
         "each binding of a let"},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        nqcnf_smt2 smt2;
        assert_int_equal(nqcnf_smt2_read_buffer(cases[i].text,
                                                strlen(cases[i].text),
                                                cases[i].n, &smt2),
                         NQCNF_OK);
        if (smt2.error_line != cases[i].line ||
            smt2.error_column != cases[i].column ||
            strstr(smt2.error, cases[i].words) == NULL)
            fail_msg("'%s': %zu:%zu '%s', expected %zu:%zu '%s'",
                     cases[i].text, smt2.error_line, smt2.error_column,
                     smt2.error, cases[i].line, cases[i].column,
                     cases[i].words);
        assert_int_equal(smt2.cnf.clause_count, 0);
        assert_null(smt2.names);
        nqcnf_smt2_free(&smt2);
    }
}

/* A nesting deeper than the reader follows is an error, not a crash. */
static void test_deep_nesting_is_an_error(void **state)
{
    (void)state;
    const size_t depth = 100000;
    char *text = malloc(2 * depth + 64);
    assert_non_null(text);
    size_t used = (size_t)sprintf(text, "(declare-const a Bool)(assert ");
    for (size_t i = 0; i < depth; i++) text[used++] = '(';
    nqcnf_smt2 smt2;
    assert_int_equal(nqcnf_smt2_read_buffer(text, used, 4, &smt2), NQCNF_OK);
    assert_non_null(strstr(smt2.error, "nested more than"));
    nqcnf_smt2_free(&smt2);
    free(text);
}

/* The command's own SMT-LIB file for N = 6 with auxiliary variables:
 * squares x<r>y<c> from 0 and helpers aux37 .. aux<last> (DIMACS
 * numbers), and one assert naming the first square and the last helper.
 * A heap string. */
static char *squares_and_aux(uint32_t squares_side, uint32_t last)
{
    const size_t size = 64 * (squares_side * squares_side + last) + 64;
    char *text = malloc(size);
    assert_non_null(text);
    size_t used = 0;
    for (uint32_t r = 0; r < squares_side; r++)
        for (uint32_t c = 0; c < squares_side; c++)
            used += (size_t)snprintf(text + used, size - used,
                                     "(declare-const x%uy%u Bool)\n", r, c);
    for (uint32_t k = squares_side * squares_side + 1; k <= last; k++)
        used += (size_t)snprintf(text + used, size - used,
                                 "(declare-const aux%u Bool)\n", k);
    snprintf(text + used, size - used, "(assert (or x0y0 aux%u))\n", last);
    return text;
}

/* aux37 .. aux99 outnumber the 36 squares and read as one-digit pairs
 * (aux37: row 3, column 7), but 7, 8 and 9 are no row of a board of 6:
 * they are helpers, keeping the numbers their names write. */
static void test_helpers_that_look_like_squares_are_helpers(void **state)
{
    (void)state;
    char *text = squares_and_aux(6, 99);
    nqcnf_smt2 smt2;
    read_ok(text, 6, &smt2);
    assert_string_equal(smt2.naming.pattern, "x<r>y<c>");
    assert_int_equal(smt2.naming.base, 0);
    char clauses[64];
    clauses_of(&smt2.cnf, clauses, sizeof clauses);
    assert_string_equal(clauses, "1 99");
    assert_string_equal(smt2.names[99], "aux99");
    nqcnf_smt2_free(&smt2);
    /* checked at the wrong N, the message names the squares' N, 6 */
    read_ok_or_error(text, 5, &smt2);
    assert_non_null(strstr(smt2.error, "check it as N = 6"));
    nqcnf_smt2_free(&smt2);
    free(text);
}

/* Helpers keep the numbers their names write only when all of them
 * write one, above N*N, in one frame, each its own; otherwise they are
 * numbered in the order the clauses use them, above N*N. */
static void test_helpers_keep_written_numbers_only_when_all_can(void **state)
{
    (void)state;
    static const clause_case cases[] = {
        {1, "(declare-const x0y0 Bool)(declare-const aux7 Bool)"
            "(declare-const aux5 Bool)(assert (or aux5 aux7 x0y0))",
         "5 7 1"},
        {1, "(declare-const x0y0 Bool)(declare-const aux7 Bool)"
            "(declare-const aux007 Bool)(assert (or aux007 aux7 x0y0))",
         "2 3 1"},
        {1, "(declare-const x0y0 Bool)(declare-const aux7 Bool)"
            "(declare-const t5 Bool)(assert (or t5 aux7 x0y0))",
         "2 3 1"},
        {1, "(declare-const x0y0 Bool)(declare-const aux7 Bool)"
            "(declare-const aux1 Bool)(assert (or aux1 aux7 x0y0))",
         "2 3 1"},
        {1, "(declare-const x0y0 Bool)(declare-const aux7 Bool)"
            "(declare-const h Bool)(assert (or h aux7 x0y0))",
         "2 3 1"},
        /* a subformula the translation names comes after the helpers */
        {1, "(declare-const x0y0 Bool)(declare-const aux9 Bool)"
            "(assert (or aux9 (and x0y0 x0y0 x0y0 x0y0 x0y0 x0y0 x0y0 x0y0"
            " x0y0 x0y0 x0y0 x0y0 x0y0 x0y0 x0y0 x0y0 x0y0)))",
         NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nqcnf_smt2 smt2;
        read_ok(cases[i].text, cases[i].n, &smt2);
        char clauses[256];
        clauses_of(&smt2.cnf, clauses, sizeof clauses);
        if (cases[i].clauses != NULL && strcmp(clauses, cases[i].clauses) != 0)
            fail_msg("case %zu: '%s', expected '%s'", i, clauses,
                     cases[i].clauses);
        if (cases[i].clauses == NULL)
            assert_true(smt2.cnf.max_variable >= 9);
        nqcnf_smt2_free(&smt2);
    }
}

/* Text of `k` declared helpers h<i>_0_0, then (OP h0 ... h<k-1>). */
static char *chain_of(const char *op, size_t k)
{
    char *text = malloc(48 * k + 64);
    assert_non_null(text);
    size_t used = 0;
    for (size_t i = 0; i < k; i++)
        used += (size_t)sprintf(text + used, "(declare-const h%zu_0_0 Bool)", i);
    used += (size_t)sprintf(text + used, "\n(assert (%s", op);
    for (size_t i = 0; i < k; i++)
        used += (size_t)sprintf(text + used, " h%zu_0_0", i);
    sprintf(text + used, "))");
    return text;
}

/* Long argument lists read in time linear in them (a left-nested xor
 * chain was exponential, and as deep as the list); a chain of names
 * deeper than the reader walks is refused where it goes too deep. */
static void test_long_chains_and_deep_names(void **state)
{
    (void)state;
    const char *ops[] = {"xor", "=", "=>", "distinct"};
    const size_t sizes[] = {3000, 3000, 3000, 200};
    for (size_t i = 0; i < COUNT_OF(ops); i++) {
        char *text = chain_of(ops[i], sizes[i]);
        nqcnf_smt2 smt2;
        read_ok(text, 4, &smt2);
        assert_true(smt2.cnf.clause_count > 0);
        nqcnf_smt2_free(&smt2);
        free(text);
    }
    char *text = chain_of("distinct", 3000);
    nqcnf_smt2 smt2;
    read_ok_or_error(text, 4, &smt2);
    assert_non_null(strstr(smt2.error, "4498500 pairs, too many"));
    nqcnf_smt2_free(&smt2);
    free(text);
    text = malloc(64 * 4200);
    assert_non_null(text);
    size_t used = (size_t)sprintf(text, "(declare-const a Bool)\n"
                                        "(define-fun d0 () Bool a)\n");
    for (size_t i = 1; i < 4200; i++)
        used += (size_t)sprintf(text + used,
                                "(define-fun d%zu () Bool (not d%zu))\n", i,
                                i - 1);
    read_ok_or_error(text, 4, &smt2);
    assert_int_equal(smt2.error_line, 4002);
    assert_int_equal(smt2.error_column, 27);
    assert_non_null(strstr(smt2.error, "nested deeper than 4000 terms"));
    nqcnf_smt2_free(&smt2);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clauses_as_a_person_reads_them),
        cmocka_unit_test(test_large_products_are_named_both_ways),
        cmocka_unit_test(test_errors_name_the_construct_and_where),
        cmocka_unit_test(test_deep_nesting_is_an_error),
        cmocka_unit_test(test_long_chains_and_deep_names),
        cmocka_unit_test(test_helpers_that_look_like_squares_are_helpers),
        cmocka_unit_test(test_helpers_keep_written_numbers_only_when_all_can),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
