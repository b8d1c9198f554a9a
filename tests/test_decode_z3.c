/*
 * test_decode_z3.c - z3's answers to the SMT-LIB file back to boards
 * (src/read/decode_z3.c).
 *
 * The truth is z3's own output (tests/data/transcripts): each model is
 * read by a naive reader in this file (every "define-fun x<r>y<c>" with
 * the first true or false after it), compared square by square with the
 * decoded board, and held to the N-Queens rules by the oracle. Tables of
 * inline texts pin down every rule of the s-expression, one fault each.
 */
#include "decode_recorder.h"

/* z3's model, read naively: x<r>y<c> become DIMACS literals (aux* are
 * left out), so that assert_board_is_model can compare them. */
static solver_models *z3_model_in_transcript(const char *name, uint32_t n)
{
    char *copy = transcript_string(name);
    solver_models *found = calloc(1, sizeof *found);
    assert_non_null(found);
    solver_model *model = &found->models[found->count++];
    model->line = 1; /* "sat" */
    for (char *at = strstr(copy, "define-fun "); at != NULL;
         at = strstr(at + 1, "define-fun ")) {
        unsigned row, column;
        char *value_true = strstr(at, "true");
        char *value_false = strstr(at, "false");
        if (sscanf(at, "define-fun x%uy%u ", &row, &column) != 2) continue;
        assert_true(row < n && column < n);
        const int queen = value_true != NULL &&
                          (value_false == NULL || value_true < value_false);
        assert_true(model->count < 4096);
        const long variable = (long)(row * n + column + 1);
        model->literals[model->count++] = queen ? variable : -variable;
    }
    free(copy);
    assert_int_equal(model->count, (size_t)n * n); /* every square */
    return found;
}

static void test_z3_models_become_their_boards(void **state)
{
    (void)state;
    static const model_transcript cases[] = {
        {"z3_sat_4.txt", 4, 1},
        {"z3_sat_8.txt", 8, 1},
        {"z3_sequential_sat_8.txt", 8, 1}, /* aux<k> constants too */
        {"z3_old_style_one_line_values_4.txt", 4, 1},
    };
    assert_transcript_models(cases, COUNT_OF(cases), z3_model_in_transcript);
}

static void test_each_z3_transcript_gives_its_answers(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        /* z3 follows "unsat" with an error line for (get-model): expected,
         * and not reported */
        {"z3_unsat_3.txt", 3, {UNSAT_AT(1)}},
        {"z3_square_off_board.txt", 4,
         {ERROR_AT(3, "'x9y0' is not a square of the 4x4 board")}},
        {"z3_garbage_in_model.txt", 4,
         {ERROR_AT(4, "unexpected 'maybe' in the model (expected true or "
                      "false)")}},
        {"z3_model_without_closing_paren.txt", 4,
         {ERROR_AT(34, "the model starting on line 1 has no closing ')'")}},
    };
    assert_transcript_cases(cases, COUNT_OF(cases));
}

static void test_each_z3_text_gives_its_answers(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        {"unknown\n(error \"line 9 column 10: model is not available\")\n"
         "unsat\n",
         3,
         {UNKNOWN_AT(1), UNSAT_AT(3)}},
        /* line breaks anywhere; an empty model leaves every square
         * unassigned (verify says so) */
        {"sat\n"
         "((define-fun x0y0 () Bool true)(define-fun\n"
         "x0y1\n"
         "(\n"
         ") Bool\tfalse) (define-fun aux9 () Bool\n"
         "  true) (define-fun x1y0 () Bool false)\n"
         "(define-fun x1y1 () Bool true)\r\n"
         ")\n"
         "sat\n"
         "(model\n"
         ")\n",
         2,
         {MODEL_AT(1, "1001"), MODEL_AT(9, "2222")}},
        /* the same value twice is harmless */
        {"sat\n(\n(define-fun x0y0 () Bool true)\n"
         "(define-fun x0y0 () Bool true))\n",
         1,
         {MODEL_AT(1, NULL)}},
        /* the model is complete at its ')': what follows is a second
         * fault */
        {"sat\n((define-fun x0y0 () Bool true)) (\n", 1,
         {MODEL_AT(1, NULL),
          ERROR_AT(2, "text after the model's closing ')': '('")}},
        /* a broken model is skipped to the next answer */
        {"sat\n"                               /* 1 */
         "(\n"                                 /* 2 */
         "  (define-fun x5y5 () Bool\n"        /* 3 */
         "    true)\n"                         /* 4 */
         "  hello\n"                           /* 5 */
         ")\n"                                 /* 6 */
         "sat\n"                               /* 7 */
         "((define-fun x0y0 () Bool true))\n" /* 8 */
         "sat\n"                               /* 9 */
         "unsat\n",                            /* 10 */
         1,
         {ERROR_AT(3, "'x5y5'"), MODEL_AT(7, "1"),
          ERROR_AT(10,
                   "the solver answered sat on line 9 but printed no model"),
          UNSAT_AT(10)}},
    };
    assert_text_cases(cases, COUNT_OF(cases));
}

static void test_z3_model_syntax_is_strict(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        {"sat\n(\n(define-fun foo () Bool true)\n)\n", 2,
         {ERROR_AT(3, "unknown constant 'foo' (squares are x<row>y<column>)")}},
        {"sat\n((define-fun x01y0 () Bool true))\n", 2,
         {ERROR_AT(2, "unknown constant 'x01y0'")}},
        {"sat\n((define-fun xy0 () Bool true))\n", 2,
         {ERROR_AT(2, "unknown constant 'xy0'")}},
        {"sat\n((define-fun x0y2 () Bool true))\n", 2,
         {ERROR_AT(2, "'x0y2' is not a square of the 2x2 board")}},
        {"sat\n((define-fun x2y0 () Bool true))\n", 2,
         {ERROR_AT(2, "'x2y0' is not a square of the 2x2 board")}},
        {"sat\n((define-fun x99999999999y0 () Bool true))\n", 2,
         {ERROR_AT(2, "'x99999999999y0' is not a square")}},
        {"sat\n((define-fun x0y0 () Int 1))\n", 2,
         {ERROR_AT(2, "unexpected 'Int' in the model (expected 'Bool')")}},
        {"sat\n((define-fun x0y0 ((a Bool)) Bool true))\n", 2,
         {ERROR_AT(2, "unexpected '(' in the model (expected '()')")}},
        {"sat\n((declare-fun x0y0 () Bool))\n", 2,
         {ERROR_AT(2, "unexpected 'declare-fun' in the model (expected "
                      "'define-fun')")}},
        {"sat\n((define-fun x0y0 () Bool true) x)\n", 2,
         {ERROR_AT(2, "unexpected 'x' in the model (expected '(define-fun' "
                      "or ')')")}},
        {"sat\n((define-fun x0y0 () Bool true false))\n", 2,
         {ERROR_AT(2, "unexpected 'false' in the model (expected ')' "
                      "closing")}},
        {"sat\n((define-fun ( () Bool true))\n", 2,
         {ERROR_AT(2, "unexpected '(' in the model (expected a name)")}},
        {"sat\nmodel\n", 2,
         {ERROR_AT(2, "unexpected 'model' in the model (expected '(' "
                      "opening the model)")}},
        {"sat\n((define-fun x0y0 () Bool true)\n"
         "(define-fun x0y0 () Bool false))\n",
         2,
         {ERROR_AT(3, "contradictory values for x0y0")}},
        {"sat\n", 2,
         {ERROR_AT(1,
                   "the solver answered sat on line 1 but printed no model")}},
        {"sat\n(error \"line 3 column 10: model generation is off\")\n", 2,
         {ERROR_AT(2, "the solver answered sat on line 1, then reported an "
                      "error: 'line 3 column 10: model generation is off'")}},
        {"(error \"line 1 column 1: unknown command\")\n", 2,
         {ERROR_AT(1, "the solver reported an error: 'line 1 column 1: "
                      "unknown command'")}},
        {"(error oops\n", 2,
         {ERROR_AT(1, "the solver reported an error: '(error oops'")}},
    };
    assert_text_cases(cases, COUNT_OF(cases));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_z3_models_become_their_boards),
        cmocka_unit_test(test_each_z3_transcript_gives_its_answers),
        cmocka_unit_test(test_each_z3_text_gives_its_answers),
        cmocka_unit_test(test_z3_model_syntax_is_strict),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
