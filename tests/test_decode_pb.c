/*
 * test_decode_pb.c - PB solvers' answers to the OPB file back to boards
 * (src/read/decode_pb.c).
 *
 * The truth is clasp's own output (tests/data/transcripts): its "v"
 * lines are read by a naive reader in this file, compared square by
 * square with the decoded boards, and held to the N-Queens rules by the
 * oracle. Tables of inline texts pin down where a PB model ends (it has
 * no final 0, and clasp prints it before its answer line) and how
 * strictly its literals are read.
 */
#include "decode_recorder.h"

/* clasp's "v" lines, read naively: the "x" after an optional '-'. A model
 * is a run of "v" lines; a new one starts after any other line or at a
 * line starting with x1 or -x1. */
static solver_models *clasp_models_in_transcript(const char *name,
                                                 uint32_t n)
{
    (void)n;
    char *copy = transcript_string(name);
    solver_models *found = calloc(1, sizeof *found);
    assert_non_null(found);
    solver_model *open = NULL;
    size_t line_number = 0;
    for (char *line = strtok(copy, "\n"); line != NULL;
         line = strtok(NULL, "\n")) {
        line_number++;
        if (strncmp(line, "v ", 2) != 0) {
            open = NULL;
            continue;
        }
        if (strncmp(line, "v x1 ", 5) == 0 || strncmp(line, "v -x1 ", 6) == 0)
            open = NULL;
        if (open == NULL) {
            assert_true(found->count < 16);
            open = &found->models[found->count++];
            open->line = line_number;
        }
        for (char *word = strchr(line, ' '); word != NULL;
             word = strchr(word + 1, ' ')) {
            const int negative = word[1] == '-';
            assert_int_equal(word[1 + negative], 'x');
            const long variable = strtol(word + 2 + negative, NULL, 10);
            assert_true(open->count < 4096);
            open->literals[open->count++] = negative ? -variable : variable;
        }
    }
    free(copy);
    return found;
}

static void test_clasp_opb_models_become_their_boards(void **state)
{
    (void)state;
    static const model_transcript cases[] = {
        {"clasp_opb_sat_8.txt", 8, 1},       /* v lines before s, c lines */
        {"clasp_opb_quiet_sat_8.txt", 8, 1}, /* --verbose=0 */
        {"clasp_opb_all_4.txt", 4, 2},       /* "c Answer: 2" between */
        {"clasp_opb_quiet_all_4.txt", 4, 2}, /* back to back */
    };
    assert_transcript_models(cases, COUNT_OF(cases),
                             clasp_models_in_transcript);
}

static void test_clasp_unsatisfiable_answer(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        {"clasp_opb_unsat_3.txt", 3, {UNSAT_AT(4)}},
    };
    assert_transcript_cases(cases, COUNT_OF(cases));
}

static void test_opb_models_end_at_the_first_other_line(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        /* the PB competition's order, wrapped, auxiliary variables */
        {"s SATISFIABLE\nv x1 -x2\nv -x3 x4 x5 -x6\n", 2,
         {MODEL_AT(1, "1001")}},
        /* clasp's order: the answer line confirms the model before it */
        {"v x1 -x2 -x3 x4\ns SATISFIABLE\n", 2, {MODEL_AT(1, "1001")}},
        {"c Answer: 1\nv x1 -x2\nv -x3 x4\nc\n\ns OPTIMUM FOUND\n", 2,
         {MODEL_AT(2, "1001")}},
        {"s OPTIMUM FOUND\nv x1 -x2 -x3 x4", 2, {MODEL_AT(1, "1001")}},
        {"v x1 -x2 -x3 x4 x1\n", 2, {MODEL_AT(1, "1001")}},
        /* enumeration: a line starting over at x1 or any other line parts
         * two models; a final UNSATISFIABLE is reported after them */
        {"v x1 -x2\nv -x3 x4\nv -x1 x2 x3 -x4\n"
         "c Answer: 3\nv x1 x2 x3 x4\n"
         "s UNSATISFIABLE\n",
         2,
         {MODEL_AT(1, NULL), MODEL_AT(3, "0110"), MODEL_AT(5, NULL),
          UNSAT_AT(6)}},
        /* an announced model that never came is still an error */
        {"v x1 -x2 -x3 x4\ns SATISFIABLE\ns SATISFIABLE\n", 2,
         {MODEL_AT(1, NULL),
          ERROR_AT(3, "the model starting on line 3 has no final 0")}},
    };
    assert_text_cases(cases, COUNT_OF(cases));
}

static void test_opb_literal_syntax_is_strict(void **state)
{
    (void)state;
    static const decode_case cases[] = {
        {"v x1 2\n", 2,
         {ERROR_AT(1, "'2' is not a literal of a PB model (x<k> or -x<k>)")}},
        {"v x1 x0\n", 2, {ERROR_AT(1, "'x0' is not a literal of a PB model")}},
        {"v x1 -x\n", 2, {ERROR_AT(1, "'-x' is not a literal of a PB model")}},
        {"v x1 ~x2\n", 2,
         {ERROR_AT(1, "'~x2' is not a literal of a PB model")}},
        {"v x1 x2a\n", 2,
         {ERROR_AT(1, "'x2a' is not a literal of a PB model")}},
        {"v x1 x2147483648\n", 2, {ERROR_AT(1, "'x2147483648' does not fit")}},
        {"v x1 -x2\nv -x2 x2\n", 2,
         {ERROR_AT(2, "contradictory literals -x2 and x2")}},
        {"v 1 x2 0\n", 2, {ERROR_AT(1, "'x2' is not a literal")}}, /* DIMACS */
        {"-x1 x2\n", 2, {ERROR_AT(1, "'-x1' is not a literal")}}, /* v only */
        {"x1 -x2\n", 2, {ERROR_AT(1, "unexpected text 'x1 -x2'")}},
        /* a broken model is skipped; its answer line causes no second
         * error, and the next model is read */
        {"v x1 -x1\nv x3\ns SATISFIABLE\nv -x1 x2 x3 -x4\n", 2,
         {ERROR_AT(1, "contradictory literals"), MODEL_AT(4, NULL)}},
    };
    assert_text_cases(cases, COUNT_OF(cases));

    recorder rec = decode_with_limit(2, 4, "v x1 -x2 -x3 x4 -x5\n");
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1,
                  "literal -x5 is beyond the 4 variables of the OPB file");
    recorder_free(&rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clasp_opb_models_become_their_boards),
        cmocka_unit_test(test_clasp_unsatisfiable_answer),
        cmocka_unit_test(test_opb_models_end_at_the_first_other_line),
        cmocka_unit_test(test_opb_literal_syntax_is_strict),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
