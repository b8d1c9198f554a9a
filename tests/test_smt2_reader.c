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
        /* z3's cardinality constraints, as a person writes them */
        {1, ABCD "(assert ((_ at-most 1) a b c))", "-2 -3|-2 -4|-3 -4"},
        {1, ABCD "(assert ((_ at-least 1) a b c))", "2 3 4"},
        {1, ABCD "(assert ((_ pbeq 1 1 1 1) a b c))",
         "2 3 4|-2 -3|-2 -4|-3 -4"},
        {1, ABCD "(assert ((_ pble 1 1 1) a (not b)))", "-2 3"},
        {1, ABCD "(assert ((_ pbge 1 2 3) a b))", "2 3"},
        {1, ABCD "(assert ((_ at-most 0) a b))", "-2|-3"},
        {1, ABCD "(assert ((_ at-least 2) a b))", "2|3"},
        {1, ABCD "(assert ((_ at-least 3) a b))", ""},
        {1, ABCD "(assert ((_ at-most 2) a b))", ""},
        {1, ABCD "(assert ((_ pble 0 0 1) a b))", "-2"},
        {1, ABCD "(assert ((_ pble -1 -1 1) a b))", "2|-3"},
        {1, ABCD "(assert ((_ at-most 2) a b c))", "-2 -3 -4"},
        {1, ABCD "(assert ((_ pbge 2 1 1 2) a b c))", "-2 3 4|2 4"},
        /* define-fun with Boolean parameters: the body, substituted; the
         * body sees the file's a, not the let's */
        {1, ABCD "(define-fun amo ((x Bool) (y Bool)) Bool (not (and x y)))"
                 "(assert (amo a b))(assert (amo c (not d)))",
         "-2 -3|-4 5"},
        {1, ABCD "(define-fun g ((x Bool)) Bool (or x a))"
                 "(define-fun h ((x Bool) (y Bool)) Bool (and (g x) (g y)))"
                 "(assert (let ((a b)) (h a c)))",
         "2 3|4 3"},
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
        {"(declare-const a Bool)\n(assert (at-most 1 a a))", 4, 2, 9,
         "pseudo-Boolean"},
        {"(declare-const a Bool)\n(assert ((_ pbeq 1) a))", 4, 2, 10,
         "has 0 coefficients for 1 arguments"},
        {"(declare-const a Bool)\n(assert ((_ pbeq) a))", 4, 2, 9,
         "`((_ pbeq ...) ...)`: write ((_ pbeq K c1 ... cn) a1 ... an)"},
        {"(declare-const a Bool)\n(assert ((_ pbeq 1 1 2) a))", 4, 2, 10,
         "has 2 coefficients for 1 arguments"},
        {"(declare-const a Bool)\n(assert ((_ at-most x) a))", 4, 2, 21,
         "is no bound of a cardinality constraint"},
        {"(declare-const a Bool)\n(assert ((_ at-least 1)))", 4, 2, 9,
         "write ((_ at-least K) a1 ... an)"},
        {"(declare-const a Bool)\n(define-fun f ((x Bool)) Bool x)\n"
         "(assert (f a a))", 4, 3, 9,
         "`f` takes exactly 1 argument (define-fun on line 2), here 2"},
        {"(declare-const a Bool)\n(define-fun f ((x Bool)) Bool x)\n"
         "(assert f)", 4, 3, 9, "is a define-fun with arguments"},
        {"(define-fun f ((x Int)) Bool true)", 4, 1, 16,
         "integers are outside"},
        {"(define-fun f ((x Bool) (x Bool)) Bool x)", 4, 1, 26,
         "names two parameters"},
        {"(declare-const a Bool)\n(define-fun f ((x Bool)) Bool (or x b))\n"
         "(assert (f a))", 4, 2, 37, "`b` is not declared"},
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

/* Cardinality constraints over a few arguments are exact: the boards
 * (models over the declared constants) are those whose count is within
 * the bounds, through the variables the diagram adds, each a function of
 * the constants. */
static void test_cardinality_is_exact(void **state)
{
    (void)state;
    static const struct {
        const char *constraint;
        int64_t weights[5], lo, hi;
    } cases[] = {
        {"((_ at-most 2) x0y0 x0y1 x0y2 x1y0 x1y1)", {1, 1, 1, 1, 1}, 0, 2},
        {"((_ at-least 3) x0y0 x0y1 x0y2 x1y0 x1y1)", {1, 1, 1, 1, 1}, 3, 5},
        {"((_ pbeq 4 1 2 3 1 2) x0y0 x0y1 x0y2 x1y0 x1y1)",
         {1, 2, 3, 1, 2}, 4, 4},
        {"((_ pble 3 2 -1 2 1 3) x0y0 x0y1 x0y2 x1y0 x1y1)",
         {2, -1, 2, 1, 3}, -99, 3},
        {"((_ pbge 5 3 3 -2 1 4) x0y0 x0y1 x0y2 x1y0 x1y1)",
         {3, 3, -2, 1, 4}, 5, 99},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        char text[512];
        snprintf(text, sizeof text,
                 "(declare-const x0y0 Bool)(declare-const x0y1 Bool)"
                 "(declare-const x0y2 Bool)(declare-const x1y0 Bool)"
                 "(declare-const x1y1 Bool)(declare-const x2y2 Bool)\n"
                 "(assert (or x2y2 (not x2y2)))(assert %s)",
                 cases[i].constraint);
        nqcnf_smt2 smt2;
        read_ok(text, 3, &smt2);
        const nqcnf_cnf *cnf = &smt2.cnf;
        const uint32_t v = cnf->max_variable, extra = v > 9 ? v - 9 : 0;
        assert_true(extra <= 12);
        for (uint32_t bits = 0; bits < 32; bits++) {
            int64_t sum = 0;
            for (int k = 0; k < 5; k++)
                sum += (bits >> k & 1) ? cases[i].weights[k] : 0;
            const int wanted = sum >= cases[i].lo && sum <= cases[i].hi;
            /* squares 1, 2, 3, 4, 5 are x0y0 x0y1 x0y2 x1y0 x1y1 */
            uint32_t extensions = 0;
            for (uint32_t aux = 0; aux < (1u << extra); aux++) {
                int all = 1;
                for (size_t c = 0; c < cnf->clause_count && all; c++) {
                    int one = 0;
                    for (size_t k = cnf->offsets[c];
                         k + 1 < cnf->offsets[c + 1] && !one; k++) {
                        const int32_t l = cnf->literals[k];
                        const uint32_t x = (uint32_t)(l < 0 ? -l : l);
                        const int value = x <= 5   ? (int)(bits >> (x - 1) & 1)
                                          : x <= 9 ? 0
                                                   : (int)(aux >> (x - 10) & 1);
                        one = (l > 0) == (value != 0);
                    }
                    all = one;
                }
                extensions += (uint32_t)all;
            }
            if (extensions != (uint32_t)wanted)
                fail_msg("%s: board %u has %u models, expected %d",
                         cases[i].constraint, bits, extensions, wanted);
        }
        nqcnf_smt2_free(&smt2);
    }
}

/* A constraint whose diagram is larger than the file's size allows is
 * refused where it is written. */
static void test_cardinality_is_bounded(void **state)
{
    (void)state;
    const size_t k = 1000;
    char *text = malloc(64 * k + 256);
    assert_non_null(text);
    size_t used = 0;
    for (size_t i = 0; i < k; i++)
        used += (size_t)sprintf(text + used, "(declare-const h%zu_0_0 Bool)",
                                i);
    used += (size_t)sprintf(text + used, "\n\n(assert ((_ pbeq 300000000");
    for (size_t i = 0; i < k; i++)
        used += (size_t)sprintf(text + used, " %zu", 1 + i * 999983);
    used += (size_t)sprintf(text + used, ")");
    for (size_t i = 0; i < k; i++)
        used += (size_t)sprintf(text + used, " h%zu_0_0", i);
    sprintf(text + used, "))");
    nqcnf_smt2 smt2;
    read_ok_or_error(text, 4, &smt2);
    assert_int_equal(smt2.error_line, 3);
    assert_int_equal(smt2.error_column, 9);
    assert_non_null(strstr(smt2.error, "`((_ pbeq ...) ...)` over 1000 "
                                       "arguments needs more than the"));
    nqcnf_smt2_free(&smt2);
    free(text);
}

/* Helpers calling helpers: what they expand into is bounded by the
 * file's size, and refused at the outermost call. */
static void test_helper_expansion_is_bounded(void **state)
{
    (void)state;
    char text[4096];
    size_t used = (size_t)sprintf(text, "(declare-const a Bool)\n"
                                        "(define-fun f0 ((x Bool)) Bool x)\n");
    for (int i = 1; i <= 40; i++)
        used += (size_t)sprintf(text + used,
                                "(define-fun f%d ((x Bool)) Bool "
                                "(f%d (f%d x)))\n",
                                i, i - 1, i - 1);
    sprintf(text + used, "(assert (or a\n  (f40 a)))");
    nqcnf_smt2 smt2;
    read_ok_or_error(text, 4, &smt2);
    assert_int_equal(smt2.error_line, 44);
    assert_int_equal(smt2.error_column, 3);
    assert_non_null(strstr(smt2.error, "expands, through its define-fun "
                                       "helpers, beyond the"));
    nqcnf_smt2_free(&smt2);
}

/* Each clause of a multi-line assert is on its own term's line; a
 * helper's clauses on the line of the call. */
static void test_clauses_keep_their_lines(void **state)
{
    (void)state;
    nqcnf_smt2 smt2;
    read_ok(ABCD "(define-fun amo ((x Bool) (y Bool)) Bool (not (and x y)))\n"
                 "(assert (and\n"
                 "  (or a b)\n"
                 "  c\n"
                 "  (not (or d\n"
                 "    (amo a c)))\n"
                 "  ((_ at-most 1) a b d)))\n",
            1, &smt2);
    char clauses[256];
    clauses_of(&smt2.cnf, clauses, sizeof clauses);
    assert_string_equal(clauses, "2 3|4|-5|2|4|-2 -3|-2 -5|-3 -5");
    static const size_t lines[] = {4, 3, 6, 7, 7, 8, 8, 8};
    assert_int_equal(smt2.cnf.clause_count, COUNT_OF(lines));
    for (size_t c = 0; c < COUNT_OF(lines); c++)
        if (smt2.cnf.lines[c] != lines[c])
            fail_msg("clause %zu on line %zu, expected %zu", c,
                     (size_t)smt2.cnf.lines[c], lines[c]);
    nqcnf_smt2_free(&smt2);
}

/* Names whose letters say which number is the row are read so. */
static void test_names_read_by_their_letters(void **state)
{
    (void)state;
    static const struct {
        const char *first, *second, *pattern;
        const char *clauses;
        int named; /* the letters say the order */
    } cases[] = {
        {"c1r0", "c0r1", "c<c>r<r>", "2 3", 1},
        {"r0c1", "r1c0", "r<r>c<c>", "2 3", 1},
        {"col_1_row_0", "col_0_row_1", "col_<c>_row_<r>", "2 3", 1},
        {"q_R0_C1", "q_R1_C0", "q_R<r>_C<c>", "2 3", 1},
        {"x0y1", "x1y0", "x<r>y<c>", "2 3", 0},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        char text[256];
        snprintf(text, sizeof text,
                 "(declare-const %s Bool)(declare-const %s Bool)"
                 "(assert (or %s %s))",
                 cases[i].first, cases[i].second, cases[i].first,
                 cases[i].second);
        nqcnf_smt2 smt2;
        read_ok(text, 2, &smt2);
        char clauses[64];
        clauses_of(&smt2.cnf, clauses, sizeof clauses);
        if (strcmp(clauses, cases[i].clauses) != 0 ||
            strcmp(smt2.naming.pattern, cases[i].pattern) != 0 ||
            smt2.naming.order_named != cases[i].named)
            fail_msg("%s: '%s' as %s (named %d), expected '%s' as %s",
                     cases[i].first, clauses, smt2.naming.pattern,
                     smt2.naming.order_named, cases[i].clauses,
                     cases[i].pattern);
        nqcnf_smt2_free(&smt2);
    }
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
        cmocka_unit_test(test_cardinality_is_exact),
        cmocka_unit_test(test_cardinality_is_bounded),
        cmocka_unit_test(test_helper_expansion_is_bounded),
        cmocka_unit_test(test_clauses_keep_their_lines),
        cmocka_unit_test(test_names_read_by_their_letters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
