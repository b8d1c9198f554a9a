/*
 * test_decode_dimacs.c - the competition format and minisat's result
 * files back to boards (src/read/decode_dimacs.c).
 *
 * The truth here is what real solvers printed (tests/data/transcripts,
 * see its README): every decoded board is compared square by square with
 * the literals of the transcript, read by a deliberately naive parser in
 * this file that shares nothing with the decoder, and held to the
 * N-Queens rules by the oracle of tests/support. Hand-made transcripts,
 * one defect each, pin down the error kind, line and wording; inline
 * texts in tables cover the rules one at a time.
 */
#include "decode_recorder.h"

/* ------------------------------------------------------------------------
 * The transcript's literals, read independently of the decoder
 * ------------------------------------------------------------------------ */

static int is_literal_line(const char *line)
{
    return (line[0] == 'v' && (line[1] == ' ' || line[1] == '\0')) ||
           line[0] == '-' || (line[0] >= '0' && line[0] <= '9');
}

/* Naive on purpose: strtol over "v" lines and bare integer lines. A
 * model is reported on its "s SATISFIABLE"/"SAT" line, else on the line
 * of its first literals. */
static solver_models *models_in_transcript(const char *name, uint32_t n)
{
    (void)n;
    solver_models *found = calloc(1, sizeof *found);
    assert_non_null(found);
    char *copy = transcript_string(name);
    size_t line_number = 0, header_line = 0;
    solver_model *open = NULL;
    for (char *line = copy; line != NULL;) {
        char *newline = strchr(line, '\n');
        if (newline != NULL) *newline = '\0';
        line_number++;
        while (*line == ' ') line++;
        line[strcspn(line, "\r")] = '\0';
        if (strcmp(line, "s SATISFIABLE") == 0 || strcmp(line, "SAT") == 0)
            header_line = line_number;
        char *at = line[0] == 'v' ? line + 1 : line;
        for (char *end; is_literal_line(line); at = end) {
            const long literal = strtol(at, &end, 10);
            if (end == at) break;
            if (open == NULL) {
                assert_true(found->count < 16);
                open = &found->models[found->count++];
                open->line = header_line ? header_line : line_number;
                header_line = 0;
            }
            if (literal == 0) {
                open = NULL;
                continue;
            }
            assert_true(open->count < 4096);
            open->literals[open->count++] = literal;
        }
        line = newline != NULL ? newline + 1 : NULL;
    }
    free(copy);
    assert_null(open);
    return found;
}

/* ------------------------------------------------------------------------
 * Real solvers
 * ------------------------------------------------------------------------ */

static void test_each_solvers_models_become_their_boards(void **state)
{
    (void)state;
    static const model_transcript cases[] = {
        {"cryptominisat_sat_4.txt", 4, 1},   {"cryptominisat_sat_8.txt", 8, 1},
        {"cadical_sat_4.txt", 4, 1},         {"cadical_sat_8.txt", 8, 1},
        {"cadical_verbose_sat_4.txt", 4, 1}, {"picosat_sat_4.txt", 4, 1},
        {"picosat_sat_8.txt", 8, 1},         {"minisat_result_sat_4.txt", 4, 1},
        {"minisat_result_sat_8.txt", 8, 1},
        /* enumerations: the four 6-queens solutions, ten of the 8-queens */
        {"picosat_all_6.txt", 6, 4}, {"cryptominisat_maxsol10_8.txt", 8, 10},
        /* uneven CRLF lines with a lone "v 0" */
        {"wrapped_v_lines_trailing_spaces.txt", 8, 1},
        {"aux_variables.txt", 4, 1},
    };
    assert_transcript_models(cases, COUNT_OF(cases), models_in_transcript);
}

static void test_the_verbose_transcript_starts_its_model_after_comments(
    void **state)
{
    (void)state;
    recorder rec = decode_transcript("cadical_verbose_sat_4.txt", 4);
    assert_int_equal(rec.count, 1);
    assert_true(rec.answers[0].line > 30); /* after the banner */
    recorder_free(&rec);
}

static void test_each_transcript_gives_its_answers(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        {"cryptominisat_unsat_3.txt", 3, {UNSAT_AT(1)}},
        {"cadical_unsat_3.txt", 3, {UNSAT_AT(1)}},
        {"picosat_unsat_3.txt", 3, {UNSAT_AT(1)}},
        {"minisat_result_unsat_3.txt", 3, {UNSAT_AT(1)}},
        /* giving up, in every spelling */
        {"unknown_competition.txt", 30, {UNKNOWN_AT(1)}},
        {"indeterminate.txt", 30, {UNKNOWN_AT(1)}},
        {"minisat_indet.txt", 30, {UNKNOWN_AT(1)}},
        {"c_unknown.txt", 30, {UNKNOWN_AT(1)}},
        {"wrapped_v_lines_trailing_spaces.txt", 8, {MODEL_AT(2, NULL)}},
        /* one defect each */
        {"garbage.txt", 4, {ERROR_AT(2, "unexpected text 'hello'")}},
        {"contradictory_literals.txt", 4,
         {ERROR_AT(3, "contradictory literals 7 and -7")}},
        {"model_without_final_zero.txt", 4,
         {ERROR_AT(4, "the model starting on line 2 has no final 0")}},
        {"literal_not_a_number.txt", 4,
         {ERROR_AT(2, "'x12' is not a literal")}},
        {"literal_too_large_for_int32.txt", 4, {ERROR_AT(2, "'2147483648'")}},
        {"literals_after_final_zero.txt", 4,
         {MODEL_AT(1, NULL), ERROR_AT(2, "literals after the final 0")}},
    };
    assert_transcript_cases(cases, COUNT_OF(cases));
}

static void test_maxsol_ending_unsatisfiable_reports_both(void **state)
{
    (void)state;
    /* Only two 4-queens solutions exist: the third search fails. */
    recorder rec = decode_transcript("cryptominisat_maxsol10_4.txt", 4);
    solver_models *expected =
        models_in_transcript("cryptominisat_maxsol10_4.txt", 4);
    assert_int_equal(rec.count, 3);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_answer(&rec, 1, NQCNF_ANSWER_MODEL, 3, NULL);
    assert_answer(&rec, 2, NQCNF_ANSWER_UNSATISFIABLE, 5, NULL);
    assert_board_is_model(rec.answers[0].squares, 4, &expected->models[0]);
    assert_board_is_model(rec.answers[1].squares, 4, &expected->models[1]);
    assert_true(memcmp(rec.answers[0].squares, rec.answers[1].squares, 16));
    free(expected);
    recorder_free(&rec);
}

/* ------------------------------------------------------------------------
 * Layout, answers, variables: inline texts
 * ------------------------------------------------------------------------ */

static void test_each_text_gives_its_answers(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        /* models without an answer line, "v" or bare */
        {"c only the model\nv 1 -2\nv -3 4 0\n", 2, {MODEL_AT(2, "1001")}},
        {"\n\n  -1 2 3 -4 0\n", 2, {MODEL_AT(3, "0110")}},
        /* blank and comment lines, and picosat's closing count */
        {"\n   \n\t\r\nc\nc UNKNOWN but not alone\nc\tcomment\n"
         "s SOLUTIONS 12\n",
         1,
         {{0, 0, NULL}}},
        {"c  UNKNOWN \r\n", 1, {UNKNOWN_AT(1)}},
        /* every answer word */
        {"s UNSATISFIABLE\nUNSAT\nUNSATISFIABLE\ns UNKNOWN\n"
         "s INDETERMINATE\nINDET\nUNKNOWN\nc UNKNOWN\nSAT\n1 0\n"
         "s SATISFIABLE\nv -1 0\n",
         1,
         {UNSAT_AT(1), UNSAT_AT(2), UNSAT_AT(3), UNKNOWN_AT(4), UNKNOWN_AT(5),
          UNKNOWN_AT(6), UNKNOWN_AT(7), UNKNOWN_AT(8), MODEL_AT(9, "1"),
          MODEL_AT(11, "0")}},
        /* a last line without newline counts */
        {"s SATISFIABLE\nv 1 0", 1, {MODEL_AT(1, NULL)}},
        /* auxiliary variables are ignored, even contradictory ones */
        {"v 1 2147483647 -2147483647 -2 0\n", 1, {MODEL_AT(1, "1")}},
        /* variables left out are unassigned */
        {"s SATISFIABLE\nv 0\n", 3, {MODEL_AT(1, "222222222")}},
        /* on the same line literals after the 0 are an error; a new line
         * starts a new model, as in a stream of bare models (solve --all
         * --model) */
        {"v 1 0 -1 0\nv 1 0\n", 1,
         {MODEL_AT(1, NULL), ERROR_AT(1, "literals after the final 0"),
          MODEL_AT(2, NULL)}},
        {"v -7 1 1 -7 7 0\n", 3,
         {ERROR_AT(1, "contradictory literals -7 and 7")}},
        /* a new answer closes an open model with an error */
        {"s SATISFIABLE\nv 1\ns UNSATISFIABLE\n", 1,
         {ERROR_AT(3, "the model starting on line 1 has no final 0"),
          UNSAT_AT(3)}},
        {"SAT\nSAT\n1 0\n", 1,
         {ERROR_AT(2, "the model starting on line 1 has no final 0"),
          MODEL_AT(2, NULL)}},
    };
    assert_text_cases(cases, COUNT_OF(cases));
}

static void test_variables_left_out_are_unassigned(void **state)
{
    (void)state;
    recorder rec = decode_transcript("missing_variables.txt", 4);
    solver_models *expected = models_in_transcript("missing_variables.txt", 4);
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_board_is_model(rec.answers[0].squares, 4, &expected->models[0]);
    static const unsigned left_out[] = {2, 11, 16};
    for (size_t i = 0; i < 3; i++)
        assert_int_equal(rec.answers[0].squares[left_out[i] - 1],
                         NQCNF_SQUARE_UNASSIGNED);
    assert_int_equal(rec.answers[0].squares[2], NQCNF_SQUARE_QUEEN);
    free(expected);
    recorder_free(&rec);
}

static void test_a_variable_limit_turns_extra_variables_into_errors(
    void **state)
{
    (void)state;
    recorder rec = decode_with_limit(4, 16, "s SATISFIABLE\nv 1 99 0\n");
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 2,
                  "literal 99 is beyond the 16 variables of the CNF");
    recorder_free(&rec);

    rec = decode_with_limit(4, 16, "v -17 0\n");
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1,
                  "literal -17 is beyond the 16 variables of the CNF");
    recorder_free(&rec);

    text_buffer aux = read_transcript("aux_variables.txt");
    aux.data[aux.size - 1] = '\0'; /* the final newline */
    rec = decode_with_limit(4, 40, aux.data);
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 2, NULL);
    recorder_free(&rec);
    rec = decode_with_limit(4, 16, aux.data);
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 3, "literal 17 is beyond");
    recorder_free(&rec);
    text_buffer_free(&aux);

    rec = decode_with_limit(4, 0, "v 99 0\n"); /* 0: no limit */
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    recorder_free(&rec);
    nqcnf_decoder_set_variable_limit(NULL, 5); /* harmless */
}

/* ------------------------------------------------------------------------
 * Malformed text
 * ------------------------------------------------------------------------ */

static void test_literal_syntax_is_strict(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        {"v 1 +2 0\n", 2, {ERROR_AT(1, "'+2' is not a literal")}},
        {"v 1 -0\n", 2, {ERROR_AT(1, "'-0' is not a literal")}},
        {"v 1 2.0 0\n", 2, {ERROR_AT(1, "'2.0' is not a literal")}},
        {"v 1 - 0\n", 2, {ERROR_AT(1, "'-' is not a literal")}},
        {"-x 0\n", 2, {ERROR_AT(1, "'-x' is not a literal")}},
        {"v 1 -2147483648 0\n", 2, {ERROR_AT(1, "'-2147483648'")}},
        {"v 99999999999999999999999999 0\n", 2,
         {ERROR_AT(1, "'99999999999999999999999999'")}},
    };
    assert_text_cases(cases, COUNT_OF(cases));
}

static void test_text_fitting_no_rule_is_unexpected(void **state)
{
    (void)state;
    static const char *const lines[] = {
        "s MAYBE", "s SATISFIABLE now", "s", "Sat", "SATISFIABLE x",
        "comment", "vv 1 0", "s SOLUTIONS four"};
    for (size_t i = 0; i < COUNT_OF(lines); i++) {
        recorder rec = decode_text(2, lines[i]);
        char expected[64];
        snprintf(expected, sizeof expected, "unexpected text '%s'", lines[i]);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, expected);
        recorder_free(&rec);
    }
}

static void test_decoding_goes_on_after_each_error(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        {"s SATISFIABLE\n"   /* 1 */
         "v 1 x2 3\n"        /* 2: bad literal */
         "v 4 0\n"           /* 3: skipped */
         "s SATISFIABLE\n"   /* 4 */
         "v 1 -2 -3 4 0\n"   /* 5: a model */
         "hello\n"           /* 6: garbage */
         "v 1 -2 3 -4 0 2\n" /* 7: after the 0 */
         "v 3 0\n"           /* 8: a bare model */
         "SAT\n"             /* 9 */
         "1 2\n",            /* 10: no final 0 */
         2,
         {ERROR_AT(2, "'x2' is not a literal"), MODEL_AT(4, NULL),
          ERROR_AT(6, "unexpected text 'hello'"), MODEL_AT(7, NULL),
          ERROR_AT(7, "literals after the final 0"), MODEL_AT(8, NULL),
          ERROR_AT(10, "the model starting on line 9 has no final 0")}},
    };
    assert_text_cases(cases, COUNT_OF(cases));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_solvers_models_become_their_boards),
        cmocka_unit_test(
            test_the_verbose_transcript_starts_its_model_after_comments),
        cmocka_unit_test(test_each_transcript_gives_its_answers),
        cmocka_unit_test(test_maxsol_ending_unsatisfiable_reports_both),
        cmocka_unit_test(test_each_text_gives_its_answers),
        cmocka_unit_test(test_variables_left_out_are_unassigned),
        cmocka_unit_test(
            test_a_variable_limit_turns_extra_variables_into_errors),
        cmocka_unit_test(test_literal_syntax_is_strict),
        cmocka_unit_test(test_text_fitting_no_rule_is_unexpected),
        cmocka_unit_test(test_decoding_goes_on_after_each_error),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
