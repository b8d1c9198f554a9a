/*
 * test_decoder.c - solver transcripts back to boards.
 *
 * The truth here is what real solvers printed (tests/data/transcripts,
 * see its README): every decoded board is compared square by square with
 * the literals of the transcript, read by a deliberately naive parser in
 * this file that shares nothing with the decoder (z3's and clasp's
 * models, from the SMT-LIB and OPB files, have naive readers of their
 * own). Hand-made transcripts, one defect each, pin down the error kind,
 * line and wording; inline strings cover the rules one at a time. The decoder reads untrusted
 * text, so every prefix of real transcripts and a few thousand random
 * token soups are fed to it as well, under valgrind and ASan in CI.
 *
 * The k-th allocation is made to fail through nqcnf_set_allocator (see
 * fault_injection_start in test_support) and the blocks left live are
 * counted.
 */
#include "test_support.h"

#include "core/internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Recording what the decoder reports
 * ------------------------------------------------------------------------ */

typedef struct recorded_answer {
    nqcnf_answer_kind kind;
    size_t line;
    unsigned char *squares; /* a copy of the board, for models */
    char message[256];
} recorded_answer;

typedef struct recorder {
    uint32_t n;
    size_t stop_after; /* return non-zero on this answer; 0: never */
    recorded_answer *answers;
    size_t count;
    size_t capacity;
} recorder;

static recorder new_recorder(uint32_t n)
{
    recorder rec;
    memset(&rec, 0, sizeof rec);
    rec.n = n;
    return rec;
}

static void recorder_free(recorder *rec)
{
    for (size_t i = 0; i < rec->count; i++) free(rec->answers[i].squares);
    free(rec->answers);
    rec->answers = NULL;
    rec->count = rec->capacity = 0;
}

/* Also checks what every answer promises, whatever the input. */
static int record_answer(void *context, const nqcnf_answer *answer)
{
    recorder *rec = context;
    assert_true(answer->line >= 1);
    if (rec->count == rec->capacity) {
        rec->capacity = rec->capacity ? rec->capacity * 2 : 8;
        rec->answers =
            realloc(rec->answers, rec->capacity * sizeof *rec->answers);
        assert_non_null(rec->answers);
    }
    recorded_answer *copy = &rec->answers[rec->count++];
    memset(copy, 0, sizeof *copy);
    copy->kind = answer->kind;
    copy->line = answer->line;
    if (answer->kind == NQCNF_ANSWER_MODEL) {
        assert_non_null(answer->board);
        assert_int_equal(answer->board->n, rec->n);
        const size_t squares = (size_t)rec->n * rec->n;
        copy->squares = malloc(squares);
        assert_non_null(copy->squares);
        memcpy(copy->squares, answer->board->squares, squares);
        for (size_t i = 0; i < squares; i++)
            assert_true(copy->squares[i] <= NQCNF_SQUARE_UNASSIGNED);
    }
    if (answer->kind == NQCNF_ANSWER_ERROR) {
        assert_non_null(answer->message);
        assert_true(strlen(answer->message) > 0);
        assert_true(strlen(answer->message) < sizeof copy->message);
        strcpy(copy->message, answer->message);
        for (const char *c = copy->message; *c; c++)
            assert_true(*c >= 0x20 && *c < 0x7f); /* printable, one line */
    }
    return rec->stop_after != 0 && rec->count == rec->stop_after;
}

static recorder decode_text(uint32_t n, const char *text)
{
    recorder rec = new_recorder(n);
    assert_int_equal(
        nqcnf_decode_buffer(n, text, strlen(text), record_answer, &rec),
        NQCNF_OK);
    return rec;
}

static recorder decode_transcript(const char *name, uint32_t n)
{
    char path[128];
    snprintf(path, sizeof path, "transcripts/%s", name);
    text_buffer text = read_data_file(path);
    recorder rec = new_recorder(n);
    assert_int_equal(
        nqcnf_decode_buffer(n, text.data, text.size, record_answer, &rec),
        NQCNF_OK);
    text_buffer_free(&text);
    return rec;
}

static void assert_answer(const recorder *rec, size_t index,
                          nqcnf_answer_kind kind, size_t line,
                          const char *fragment)
{
    if (index >= rec->count)
        fail_msg("answer %zu expected, only %zu given", index, rec->count);
    const recorded_answer *answer = &rec->answers[index];
    if (answer->kind != kind || answer->line != line)
        fail_msg("answer %zu: kind %d on line %zu, expected %d on line %zu "
                 "(message '%s')",
                 index, (int)answer->kind, answer->line, (int)kind, line,
                 answer->message);
    if (fragment != NULL && strstr(answer->message, fragment) == NULL)
        fail_msg("answer %zu: message '%s' lacks '%s'", index,
                 answer->message, fragment);
}

/* ------------------------------------------------------------------------
 * The transcript's literals, read independently of the decoder
 * ------------------------------------------------------------------------ */

typedef struct solver_model {
    size_t line; /* of "s SATISFIABLE"/"SAT", else of the first literals */
    long literals[4096];
    size_t count;
} solver_model;

typedef struct solver_models {
    solver_model models[16];
    size_t count;
} solver_models;

static int is_literal_line(const char *line)
{
    return (line[0] == 'v' && (line[1] == ' ' || line[1] == '\0')) ||
           line[0] == '-' || (line[0] >= '0' && line[0] <= '9');
}

/* Naive on purpose: strtol over "v" lines and bare integer lines. */
static solver_models *models_in(const text_buffer *text)
{
    solver_models *found = calloc(1, sizeof *found);
    assert_non_null(found);
    char *copy = malloc(text->size + 1);
    assert_non_null(copy);
    memcpy(copy, text->data, text->size);
    copy[text->size] = '\0';
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

static solver_models *models_in_transcript(const char *name)
{
    char path[128];
    snprintf(path, sizeof path, "transcripts/%s", name);
    text_buffer text = read_data_file(path);
    solver_models *found = models_in(&text);
    text_buffer_free(&text);
    return found;
}

static void assert_board_is_model(const unsigned char *squares, uint32_t n,
                                  const solver_model *model)
{
    unsigned char *expected = malloc((size_t)n * n);
    assert_non_null(expected);
    memset(expected, NQCNF_SQUARE_UNASSIGNED, (size_t)n * n);
    for (size_t i = 0; i < model->count; i++) {
        const long variable = labs(model->literals[i]);
        if (variable > (long)n * n) continue;
        expected[variable - 1] = model->literals[i] > 0 ? NQCNF_SQUARE_QUEEN
                                                        : NQCNF_SQUARE_EMPTY;
    }
    for (uint32_t v = 0; v < n * n; v++)
        if (squares[v] != expected[v])
            fail_msg("variable %u (row %u, column %u): %d, solver said %d",
                     v + 1, v / n, v % n, squares[v], expected[v]);
    free(expected);
}

static int is_complete(const unsigned char *squares, uint32_t n)
{
    for (uint32_t v = 0; v < n * n; v++)
        if (squares[v] == NQCNF_SQUARE_UNASSIGNED) return 0;
    return 1;
}

static int is_solution(const unsigned char *squares, uint32_t n)
{
    uint32_t queens = 0;
    for (uint32_t a = 0; a < n * n; a++) {
        if (squares[a] != NQCNF_SQUARE_QUEEN) continue;
        queens++;
        for (uint32_t b = a + 1; b < n * n; b++) {
            if (squares[b] != NQCNF_SQUARE_QUEEN) continue;
            const long dr = (long)(b / n) - (long)(a / n);
            const long dc = (long)(b % n) - (long)(a % n);
            if (dr == 0 || dc == 0 || dr == dc || dr == -dc) return 0;
        }
    }
    return queens == n;
}

static void assert_boards_distinct(const recorder *rec)
{
    const size_t squares = (size_t)rec->n * rec->n;
    for (size_t i = 0; i < rec->count; i++)
        for (size_t j = i + 1; j < rec->count; j++)
            assert_true(memcmp(rec->answers[i].squares,
                               rec->answers[j].squares, squares) != 0);
}

/* Every answer a MODEL equal to the solver's literals, in order. */
static void assert_transcript_models(const char *name, uint32_t n,
                                     size_t model_count)
{
    recorder rec = decode_transcript(name, n);
    solver_models *expected = models_in_transcript(name);
    assert_int_equal(expected->count, model_count);
    if (rec.count != model_count)
        fail_msg("%s: %zu answers, expected %zu models", name, rec.count,
                 model_count);
    for (size_t i = 0; i < model_count; i++) {
        assert_answer(&rec, i, NQCNF_ANSWER_MODEL, expected->models[i].line,
                      NULL);
        assert_board_is_model(rec.answers[i].squares, n, &expected->models[i]);
        assert_true(is_complete(rec.answers[i].squares, n));
        assert_true(is_solution(rec.answers[i].squares, n));
    }
    free(expected);
    recorder_free(&rec);
}

/* ------------------------------------------------------------------------
 * Real solvers
 * ------------------------------------------------------------------------ */

static void test_each_solvers_model_becomes_its_board(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        uint32_t n;
    } cases[] = {
        {"cryptominisat_sat_4.txt", 4},   {"cryptominisat_sat_8.txt", 8},
        {"cadical_sat_4.txt", 4},         {"cadical_sat_8.txt", 8},
        {"cadical_verbose_sat_4.txt", 4}, {"picosat_sat_4.txt", 4},
        {"picosat_sat_8.txt", 8},         {"minisat_result_sat_4.txt", 4},
        {"minisat_result_sat_8.txt", 8},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        assert_transcript_models(cases[i].name, cases[i].n, 1);
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

static void test_each_solvers_unsatisfiable_answer_is_reported(void **state)
{
    (void)state;
    static const char *const names[] = {
        "cryptominisat_unsat_3.txt", "cadical_unsat_3.txt",
        "picosat_unsat_3.txt", "minisat_result_unsat_3.txt"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        recorder rec = decode_transcript(names[i], 3);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_UNSATISFIABLE, 1, NULL);
        recorder_free(&rec);
    }
}

static void test_picosat_all_gives_the_four_six_queens_solutions(void **state)
{
    (void)state;
    assert_transcript_models("picosat_all_6.txt", 6, 4);
    recorder rec = decode_transcript("picosat_all_6.txt", 6);
    assert_boards_distinct(&rec);
    recorder_free(&rec);
}

static void test_cryptominisat_maxsol_gives_ten_distinct_solutions(
    void **state)
{
    (void)state;
    assert_transcript_models("cryptominisat_maxsol10_8.txt", 8, 10);
    recorder rec = decode_transcript("cryptominisat_maxsol10_8.txt", 8);
    assert_boards_distinct(&rec);
    recorder_free(&rec);
}

static void test_maxsol_ending_unsatisfiable_reports_both(void **state)
{
    (void)state;
    /* Only two 4-queens solutions exist: the third search fails. */
    recorder rec = decode_transcript("cryptominisat_maxsol10_4.txt", 4);
    solver_models *expected =
        models_in_transcript("cryptominisat_maxsol10_4.txt");
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

static void test_giving_up_is_unknown_in_every_spelling(void **state)
{
    (void)state;
    static const char *const names[] = {
        "unknown_competition.txt", "indeterminate.txt", "minisat_indet.txt",
        "c_unknown.txt"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        recorder rec = decode_transcript(names[i], 30);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_UNKNOWN, 1, NULL);
        recorder_free(&rec);
    }
}

/* ------------------------------------------------------------------------
 * Layout: wrapping, blanks, line ends, headers
 * ------------------------------------------------------------------------ */

static void test_uneven_crlf_lines_with_a_lone_v_0_are_one_model(void **state)
{
    (void)state;
    assert_transcript_models("wrapped_v_lines_trailing_spaces.txt", 8, 1);
    recorder rec = decode_transcript("wrapped_v_lines_trailing_spaces.txt", 8);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 2, NULL);
    recorder_free(&rec);
}

static void test_models_without_an_answer_line_are_accepted(void **state)
{
    (void)state;
    recorder rec = decode_text(2, "c only the model\nv 1 -2\nv -3 4 0\n");
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 2, NULL);
    static const unsigned char expected[] = {1, 0, 0, 1};
    assert_memory_equal(rec.answers[0].squares, expected, 4);
    recorder_free(&rec);

    rec = decode_text(2, "\n\n  -1 2 3 -4 0\n");
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 3, NULL);
    static const unsigned char bare[] = {0, 1, 1, 0};
    assert_memory_equal(rec.answers[0].squares, bare, 4);
    recorder_free(&rec);
}

static void test_blank_and_comment_lines_are_ignored(void **state)
{
    (void)state;
    recorder rec = decode_text(
        1, "\n   \n\t\r\nc\nc UNKNOWN but not alone\nc\tcomment\n"
           "s SOLUTIONS 12\n");
    assert_int_equal(rec.count, 0);
    recorder_free(&rec);

    rec = decode_text(1, "c  UNKNOWN \r\n");
    assert_answer(&rec, 0, NQCNF_ANSWER_UNKNOWN, 1, NULL);
    recorder_free(&rec);
}

static void test_every_answer_word_is_understood(void **state)
{
    (void)state;
    recorder rec = decode_text(
        1, "s UNSATISFIABLE\nUNSAT\nUNSATISFIABLE\ns UNKNOWN\n"
           "s INDETERMINATE\nINDET\nUNKNOWN\nc UNKNOWN\nSAT\n1 0\n"
           "s SATISFIABLE\nv -1 0\n");
    static const nqcnf_answer_kind kinds[] = {
        NQCNF_ANSWER_UNSATISFIABLE, NQCNF_ANSWER_UNSATISFIABLE,
        NQCNF_ANSWER_UNSATISFIABLE, NQCNF_ANSWER_UNKNOWN,
        NQCNF_ANSWER_UNKNOWN,       NQCNF_ANSWER_UNKNOWN,
        NQCNF_ANSWER_UNKNOWN,       NQCNF_ANSWER_UNKNOWN,
        NQCNF_ANSWER_MODEL,         NQCNF_ANSWER_MODEL};
    static const size_t lines[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 11};
    assert_int_equal(rec.count, 10);
    for (size_t i = 0; i < 10; i++)
        assert_answer(&rec, i, kinds[i], lines[i], NULL);
    assert_int_equal(rec.answers[8].squares[0], NQCNF_SQUARE_QUEEN);
    assert_int_equal(rec.answers[9].squares[0], NQCNF_SQUARE_EMPTY);
    recorder_free(&rec);
}

static void test_a_last_line_without_newline_counts(void **state)
{
    (void)state;
    recorder rec = decode_text(1, "s SATISFIABLE\nv 1 0");
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    recorder_free(&rec);
}

/* ------------------------------------------------------------------------
 * Variables: auxiliary, missing, limited
 * ------------------------------------------------------------------------ */

static void test_auxiliary_variables_are_ignored(void **state)
{
    (void)state;
    assert_transcript_models("aux_variables.txt", 4, 1);
    recorder rec = decode_text(1, "v 1 2147483647 -2147483647 -2 0\n");
    assert_int_equal(rec.count, 1);
    assert_int_equal(rec.answers[0].squares[0], NQCNF_SQUARE_QUEEN);
    recorder_free(&rec);
}

static void test_variables_left_out_are_unassigned(void **state)
{
    (void)state;
    recorder rec = decode_transcript("missing_variables.txt", 4);
    solver_models *expected = models_in_transcript("missing_variables.txt");
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

    rec = decode_text(3, "s SATISFIABLE\nv 0\n");
    for (size_t i = 0; i < 9; i++)
        assert_int_equal(rec.answers[0].squares[i], NQCNF_SQUARE_UNASSIGNED);
    recorder_free(&rec);
}

static recorder decode_with_limit(uint32_t n, uint64_t limit, const char *text)
{
    recorder rec = new_recorder(n);
    nqcnf_decoder *decoder = NULL;
    assert_int_equal(nqcnf_decoder_new(n, record_answer, &rec, &decoder),
                     NQCNF_OK);
    nqcnf_decoder_set_variable_limit(decoder, limit);
    for (const char *line = text; *line;) {
        const size_t length = strcspn(line, "\n");
        assert_int_equal(nqcnf_decoder_line(decoder, line, length), NQCNF_OK);
        line += length + (line[length] == '\n');
    }
    assert_int_equal(nqcnf_decoder_finish(decoder), NQCNF_OK);
    nqcnf_decoder_free(decoder);
    return rec;
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

    text_buffer aux = read_data_file("transcripts/aux_variables.txt");
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
 * Malformed transcripts
 * ------------------------------------------------------------------------ */

static void test_each_defect_gives_its_error(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        size_t line;
        const char *fragment;
    } cases[] = {
        {"garbage.txt", 2, "unexpected text 'hello'"},
        {"contradictory_literals.txt", 3, "contradictory literals 7 and -7"},
        {"model_without_final_zero.txt", 4,
         "the model starting on line 2 has no final 0"},
        {"literal_not_a_number.txt", 2, "'x12' is not a literal"},
        {"literal_too_large_for_int32.txt", 2, "'2147483648'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        recorder rec = decode_transcript(cases[i].name, 4);
        if (rec.count != 1)
            fail_msg("%s: %zu answers", cases[i].name, rec.count);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, cases[i].line,
                      cases[i].fragment);
        recorder_free(&rec);
    }
}

static void test_literals_after_the_final_zero_follow_the_model(void **state)
{
    (void)state;
    recorder rec = decode_transcript("literals_after_final_zero.txt", 4);
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_answer(&rec, 1, NQCNF_ANSWER_ERROR, 2, "literals after the final 0");
    recorder_free(&rec);

    /* On the same line they are an error; a new line starts a new model,
     * as in a stream of bare models (solve --all --model). */
    rec = decode_text(1, "v 1 0 -1 0\nv 1 0\n");
    assert_int_equal(rec.count, 3);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_answer(&rec, 1, NQCNF_ANSWER_ERROR, 1, "literals after the final 0");
    assert_answer(&rec, 2, NQCNF_ANSWER_MODEL, 2, NULL);
    recorder_free(&rec);
}

static void test_contradictions_are_found_on_one_line_too(void **state)
{
    (void)state;
    recorder rec = decode_text(3, "v -7 1 1 -7 7 0\n");
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1,
                  "contradictory literals -7 and 7");
    recorder_free(&rec);
}

static void test_literal_syntax_is_strict(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        const char *fragment;
    } cases[] = {
        {"v 1 +2 0\n", "'+2' is not a literal"},
        {"v 1 -0\n", "'-0' is not a literal"},
        {"v 1 2.0 0\n", "'2.0' is not a literal"},
        {"v 1 - 0\n", "'-' is not a literal"},
        {"-x 0\n", "'-x' is not a literal"},
        {"v 1 -2147483648 0\n", "'-2147483648'"},
        {"v 99999999999999999999999999 0\n", "'99999999999999999999999999'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        recorder rec = decode_text(2, cases[i].text);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, cases[i].fragment);
        recorder_free(&rec);
    }
}

static void test_text_fitting_no_rule_is_unexpected(void **state)
{
    (void)state;
    static const char *const lines[] = {
        "s MAYBE", "s SATISFIABLE now", "s", "Sat", "SATISFIABLE x",
        "comment", "vv 1 0", "s SOLUTIONS four"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        recorder rec = decode_text(2, lines[i]);
        char expected[64];
        snprintf(expected, sizeof expected, "unexpected text '%s'", lines[i]);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, expected);
        recorder_free(&rec);
    }
}

static void test_quoted_input_is_short_and_printable(void **state)
{
    (void)state;
    char text[2000];
    memset(text, 'x', sizeof text - 1);
    text[sizeof text - 1] = '\0';
    recorder rec = decode_text(1, text);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, "xxx...'");
    assert_true(strlen(rec.answers[0].message) < 100);
    recorder_free(&rec);

    rec = decode_text(1, "v 1\x01\x7f\xc3\xa9 0\n");
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1,
                  "'1\\x01\\x7f\\xc3\\xa9' is not a literal");
    recorder_free(&rec);

    const char with_nul[] = "v 1\0002 0";
    rec = new_recorder(1);
    assert_int_equal(nqcnf_decode_buffer(1, with_nul, sizeof with_nul - 1,
                                         record_answer, &rec),
                     NQCNF_OK);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, "'1\\x002'");
    recorder_free(&rec);
}

static void test_a_new_answer_closes_an_open_model_with_an_error(
    void **state)
{
    (void)state;
    recorder rec = decode_text(1, "s SATISFIABLE\nv 1\ns UNSATISFIABLE\n");
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 3,
                  "the model starting on line 1 has no final 0");
    assert_answer(&rec, 1, NQCNF_ANSWER_UNSATISFIABLE, 3, NULL);
    recorder_free(&rec);

    rec = decode_text(1, "SAT\nSAT\n1 0\n");
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 2,
                  "the model starting on line 1 has no final 0");
    assert_answer(&rec, 1, NQCNF_ANSWER_MODEL, 2, NULL);
    recorder_free(&rec);
}

static void test_decoding_goes_on_after_each_error(void **state)
{
    (void)state;
    recorder rec = decode_text(2,
                               "s SATISFIABLE\n"   /* 1 */
                               "v 1 x2 3\n"        /* 2: bad literal */
                               "v 4 0\n"           /* 3: skipped */
                               "s SATISFIABLE\n"   /* 4 */
                               "v 1 -2 -3 4 0\n"   /* 5: a model */
                               "hello\n"           /* 6: garbage */
                               "v 1 -2 3 -4 0 2\n" /* 7: after the 0 */
                               "v 3 0\n"           /* 8: a bare model */
                               "SAT\n"             /* 9 */
                               "1 2\n");           /* 10: no final 0 */
    assert_int_equal(rec.count, 7);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 2, "'x2' is not a literal");
    assert_answer(&rec, 1, NQCNF_ANSWER_MODEL, 4, NULL);
    assert_answer(&rec, 2, NQCNF_ANSWER_ERROR, 6, "unexpected text 'hello'");
    assert_answer(&rec, 3, NQCNF_ANSWER_MODEL, 7, NULL);
    assert_answer(&rec, 4, NQCNF_ANSWER_ERROR, 7, "literals after the final 0");
    assert_answer(&rec, 5, NQCNF_ANSWER_MODEL, 8, NULL);
    assert_answer(&rec, 6, NQCNF_ANSWER_ERROR, 10,
                  "the model starting on line 9 has no final 0");
    recorder_free(&rec);
}

/* ------------------------------------------------------------------------
 * z3 on the SMT-LIB file, clasp on the OPB file
 * ------------------------------------------------------------------------ */

/* z3's model, read naively: every "define-fun NAME" with the first "true"
 * or "false" after it; x<r>y<c> become DIMACS literals (aux* are left
 * out), so assert_board_is_model can compare them. */
static solver_model *z3_model_in_transcript(const char *name, uint32_t n)
{
    char path[128];
    snprintf(path, sizeof path, "transcripts/%s", name);
    text_buffer text = read_data_file(path);
    char *copy = malloc(text.size + 1);
    assert_non_null(copy);
    memcpy(copy, text.data, text.size);
    copy[text.size] = '\0';
    solver_model *model = calloc(1, sizeof *model);
    assert_non_null(model);
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
    text_buffer_free(&text);
    return model;
}

/* clasp's "v" lines, read naively: the "x" after an optional '-'. A model
 * is a run of "v" lines; a new one starts after any other line or at a
 * line starting with x1 or -x1. */
static solver_models *clasp_models_in_transcript(const char *name)
{
    char path[128];
    snprintf(path, sizeof path, "transcripts/%s", name);
    text_buffer text = read_data_file(path);
    char *copy = malloc(text.size + 1);
    assert_non_null(copy);
    memcpy(copy, text.data, text.size);
    copy[text.size] = '\0';
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
    text_buffer_free(&text);
    return found;
}

static void test_z3_models_become_their_boards(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        uint32_t n;
    } cases[] = {
        {"z3_sat_4.txt", 4},
        {"z3_sat_8.txt", 8},
        {"z3_sequential_sat_8.txt", 8}, /* aux<k> constants too */
        {"z3_old_style_one_line_values_4.txt", 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const uint32_t n = cases[i].n;
        recorder rec = decode_transcript(cases[i].name, n);
        solver_model *expected = z3_model_in_transcript(cases[i].name, n);
        if (rec.count != 1)
            fail_msg("%s: %zu answers", cases[i].name, rec.count);
        assert_int_equal(expected->count, (size_t)n * n);
        assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
        assert_board_is_model(rec.answers[0].squares, n, expected);
        assert_true(is_complete(rec.answers[0].squares, n));
        assert_true(is_solution(rec.answers[0].squares, n));
        free(expected);
        recorder_free(&rec);
    }
}

static void test_clasp_opb_models_become_their_boards(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        uint32_t n;
        size_t models;
    } cases[] = {
        {"clasp_opb_sat_8.txt", 8, 1},       /* v lines before s, c lines */
        {"clasp_opb_quiet_sat_8.txt", 8, 1}, /* --verbose=0 */
        {"clasp_opb_all_4.txt", 4, 2},       /* "c Answer: 2" between */
        {"clasp_opb_quiet_all_4.txt", 4, 2}, /* back to back */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const uint32_t n = cases[i].n;
        recorder rec = decode_transcript(cases[i].name, n);
        solver_models *expected = clasp_models_in_transcript(cases[i].name);
        assert_int_equal(expected->count, cases[i].models);
        if (rec.count != cases[i].models)
            fail_msg("%s: %zu answers", cases[i].name, rec.count);
        for (size_t m = 0; m < cases[i].models; m++) {
            assert_answer(&rec, m, NQCNF_ANSWER_MODEL,
                          expected->models[m].line, NULL);
            assert_board_is_model(rec.answers[m].squares, n,
                                  &expected->models[m]);
            assert_true(is_complete(rec.answers[m].squares, n));
            assert_true(is_solution(rec.answers[m].squares, n));
        }
        assert_boards_distinct(&rec);
        free(expected);
        recorder_free(&rec);
    }
}

static void test_z3_and_clasp_unsatisfiable_answers(void **state)
{
    (void)state;
    /* z3 follows "unsat" with an error line for (get-model): expected,
     * and not reported. */
    recorder rec = decode_transcript("z3_unsat_3.txt", 3);
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_UNSATISFIABLE, 1, NULL);
    recorder_free(&rec);

    rec = decode_transcript("clasp_opb_unsat_3.txt", 3);
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_UNSATISFIABLE, 4, NULL);
    recorder_free(&rec);

    rec = decode_text(3, "unknown\n"
                         "(error \"line 9 column 10: model is not available\")\n"
                         "unsat\n");
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_UNKNOWN, 1, NULL);
    assert_answer(&rec, 1, NQCNF_ANSWER_UNSATISFIABLE, 3, NULL);
    recorder_free(&rec);
}

static void test_each_z3_defect_gives_its_error(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        size_t line;
        const char *fragment;
    } cases[] = {
        {"z3_square_off_board.txt", 3,
         "'x9y0' is not a square of the 4x4 board"},
        {"z3_garbage_in_model.txt", 4,
         "unexpected 'maybe' in the model (expected true or false)"},
        {"z3_model_without_closing_paren.txt", 34,
         "the model starting on line 1 has no closing ')'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        recorder rec = decode_transcript(cases[i].name, 4);
        if (rec.count != 1)
            fail_msg("%s: %zu answers", cases[i].name, rec.count);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, cases[i].line,
                      cases[i].fragment);
        recorder_free(&rec);
    }
}

static void test_z3_models_may_break_lines_anywhere(void **state)
{
    (void)state;
    recorder rec = decode_text(2, "sat\n"
                                  "((define-fun x0y0 () Bool true)(define-fun\n"
                                  "x0y1\n"
                                  "(\n"
                                  ") Bool\tfalse) (define-fun aux9 () Bool\n"
                                  "  true) (define-fun x1y0 () Bool false)\n"
                                  "(define-fun x1y1 () Bool true)\r\n"
                                  ")\n"
                                  "sat\n"
                                  "(model\n"
                                  ")\n");
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    static const unsigned char expected[] = {1, 0, 0, 1};
    assert_memory_equal(rec.answers[0].squares, expected, 4);
    /* An empty model leaves every square unassigned (verify says so). */
    assert_answer(&rec, 1, NQCNF_ANSWER_MODEL, 9, NULL);
    for (size_t i = 0; i < 4; i++)
        assert_int_equal(rec.answers[1].squares[i], NQCNF_SQUARE_UNASSIGNED);
    recorder_free(&rec);

    rec = decode_text(1, "sat\n(\n(define-fun x0y0 () Bool true)\n"
                         "(define-fun x0y0 () Bool true))\n");
    assert_int_equal(rec.count, 1); /* the same value twice is harmless */
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    recorder_free(&rec);
}

static void test_z3_model_syntax_is_strict(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        size_t line;
        const char *fragment;
    } cases[] = {
        {"sat\n(\n(define-fun foo () Bool true)\n)\n", 3,
         "unknown constant 'foo' (squares are x<row>y<column>)"},
        {"sat\n((define-fun x01y0 () Bool true))\n", 2,
         "unknown constant 'x01y0'"},
        {"sat\n((define-fun xy0 () Bool true))\n", 2, "unknown constant 'xy0'"},
        {"sat\n((define-fun x0y2 () Bool true))\n", 2,
         "'x0y2' is not a square of the 2x2 board"},
        {"sat\n((define-fun x2y0 () Bool true))\n", 2,
         "'x2y0' is not a square of the 2x2 board"},
        {"sat\n((define-fun x99999999999y0 () Bool true))\n", 2,
         "'x99999999999y0' is not a square"},
        {"sat\n((define-fun x0y0 () Int 1))\n", 2,
         "unexpected 'Int' in the model (expected 'Bool')"},
        {"sat\n((define-fun x0y0 ((a Bool)) Bool true))\n", 2,
         "unexpected '(' in the model (expected '()')"},
        {"sat\n((declare-fun x0y0 () Bool))\n", 2,
         "unexpected 'declare-fun' in the model (expected 'define-fun')"},
        {"sat\n((define-fun x0y0 () Bool true) x)\n", 2,
         "unexpected 'x' in the model (expected '(define-fun' or ')')"},
        {"sat\n((define-fun x0y0 () Bool true false))\n", 2,
         "unexpected 'false' in the model (expected ')' closing"},
        {"sat\n((define-fun ( () Bool true))\n", 2,
         "unexpected '(' in the model (expected a name)"},
        {"sat\nmodel\n", 2,
         "unexpected 'model' in the model (expected '(' opening the model)"},
        {"sat\n((define-fun x0y0 () Bool true)\n"
         "(define-fun x0y0 () Bool false))\n",
         3, "contradictory values for x0y0"},
        {"sat\n", 1, "the solver answered sat on line 1 but printed no model"},
        {"sat\n(error \"line 3 column 10: model generation is off\")\n", 2,
         "the solver answered sat on line 1, then reported an error: "
         "'line 3 column 10: model generation is off'"},
        {"(error \"line 1 column 1: unknown command\")\n", 1,
         "the solver reported an error: 'line 1 column 1: unknown command'"},
        {"(error oops\n", 1, "the solver reported an error: '(error oops'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        recorder rec = decode_text(2, cases[i].text);
        if (rec.count != 1)
            fail_msg("case %zu: %zu answers", i, rec.count);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, cases[i].line,
                      cases[i].fragment);
        recorder_free(&rec);
    }

    /* The model is complete at its ')': what follows is a second fault. */
    recorder rec = decode_text(1, "sat\n((define-fun x0y0 () Bool true)) (\n");
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_answer(&rec, 1, NQCNF_ANSWER_ERROR, 2,
                  "text after the model's closing ')': '('");
    recorder_free(&rec);
}

static void test_a_broken_z3_model_is_skipped_to_the_next_answer(void **state)
{
    (void)state;
    recorder rec = decode_text(1, "sat\n"                               /* 1 */
                                  "(\n"                                 /* 2 */
                                  "  (define-fun x5y5 () Bool\n"        /* 3 */
                                  "    true)\n"                         /* 4 */
                                  "  hello\n"                           /* 5 */
                                  ")\n"                                 /* 6 */
                                  "sat\n"                               /* 7 */
                                  "((define-fun x0y0 () Bool true))\n" /* 8 */
                                  "sat\n"                               /* 9 */
                                  "unsat\n");                          /* 10 */
    assert_int_equal(rec.count, 4);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 3, "'x5y5'");
    assert_answer(&rec, 1, NQCNF_ANSWER_MODEL, 7, NULL);
    assert_int_equal(rec.answers[1].squares[0], NQCNF_SQUARE_QUEEN);
    assert_answer(&rec, 2, NQCNF_ANSWER_ERROR, 10,
                  "the solver answered sat on line 9 but printed no model");
    assert_answer(&rec, 3, NQCNF_ANSWER_UNSATISFIABLE, 10, NULL);
    recorder_free(&rec);
}

static void test_opb_models_end_at_the_first_other_line(void **state)
{
    (void)state;
    static const unsigned char expected[] = {1, 0, 0, 1};
    static const struct {
        const char *text;
        size_t line;
    } one_model[] = {
        /* the PB competition's order, wrapped, auxiliary variables */
        {"s SATISFIABLE\nv x1 -x2\nv -x3 x4 x5 -x6\n", 1},
        /* clasp's order: the answer line confirms the model before it */
        {"v x1 -x2 -x3 x4\ns SATISFIABLE\n", 1},
        {"c Answer: 1\nv x1 -x2\nv -x3 x4\nc\n\ns OPTIMUM FOUND\n", 2},
        {"s OPTIMUM FOUND\nv x1 -x2 -x3 x4", 1},
        {"v x1 -x2 -x3 x4 x1\n", 1},
    };
    for (size_t i = 0; i < sizeof one_model / sizeof one_model[0]; i++) {
        recorder rec = decode_text(2, one_model[i].text);
        if (rec.count != 1) fail_msg("case %zu: %zu answers", i, rec.count);
        assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, one_model[i].line, NULL);
        assert_memory_equal(rec.answers[0].squares, expected, 4);
        recorder_free(&rec);
    }

    /* Enumeration: a line starting over at x1 or any other line parts
     * two models; a final UNSATISFIABLE is reported after them. */
    recorder rec = decode_text(2, "v x1 -x2\nv -x3 x4\nv -x1 x2 x3 -x4\n"
                                  "c Answer: 3\nv x1 x2 x3 x4\n"
                                  "s UNSATISFIABLE\n");
    assert_int_equal(rec.count, 4);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_answer(&rec, 1, NQCNF_ANSWER_MODEL, 3, NULL);
    assert_answer(&rec, 2, NQCNF_ANSWER_MODEL, 5, NULL);
    assert_answer(&rec, 3, NQCNF_ANSWER_UNSATISFIABLE, 6, NULL);
    static const unsigned char second[] = {0, 1, 1, 0};
    assert_memory_equal(rec.answers[1].squares, second, 4);
    recorder_free(&rec);

    /* An announced model that never came is still an error. */
    rec = decode_text(2, "v x1 -x2 -x3 x4\ns SATISFIABLE\ns SATISFIABLE\n");
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_answer(&rec, 1, NQCNF_ANSWER_ERROR, 3,
                  "the model starting on line 3 has no final 0");
    recorder_free(&rec);
}

static void test_opb_literal_syntax_is_strict(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        size_t line;
        const char *fragment;
    } cases[] = {
        {"v x1 2\n", 1, "'2' is not a literal of a PB model (x<k> or -x<k>)"},
        {"v x1 x0\n", 1, "'x0' is not a literal of a PB model"},
        {"v x1 -x\n", 1, "'-x' is not a literal of a PB model"},
        {"v x1 ~x2\n", 1, "'~x2' is not a literal of a PB model"},
        {"v x1 x2a\n", 1, "'x2a' is not a literal of a PB model"},
        {"v x1 x2147483648\n", 1, "'x2147483648' does not fit"},
        {"v x1 -x2\nv -x2 x2\n", 2, "contradictory literals -x2 and x2"},
        {"v 1 x2 0\n", 1, "'x2' is not a literal"}, /* a DIMACS model */
        {"-x1 x2\n", 1, "'-x1' is not a literal"},  /* only on v lines */
        {"x1 -x2\n", 1, "unexpected text 'x1 -x2'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        recorder rec = decode_text(2, cases[i].text);
        if (rec.count != 1) fail_msg("case %zu: %zu answers", i, rec.count);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, cases[i].line,
                      cases[i].fragment);
        recorder_free(&rec);
    }

    /* A broken OPB model is skipped; its answer line causes no second
     * error, and the next model is read. */
    recorder rec = decode_text(2, "v x1 -x1\nv x3\ns SATISFIABLE\n"
                                  "v -x1 x2 x3 -x4\n");
    assert_int_equal(rec.count, 2);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, "contradictory literals");
    assert_answer(&rec, 1, NQCNF_ANSWER_MODEL, 4, NULL);
    recorder_free(&rec);

    rec = decode_with_limit(2, 4, "v x1 -x2 -x3 x4 -x5\n");
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1,
                  "literal -x5 is beyond the 4 variables of the OPB file");
    recorder_free(&rec);
}

/* ------------------------------------------------------------------------
 * The caller's side: stopping, files, bad arguments, memory
 * ------------------------------------------------------------------------ */

static void test_a_callback_can_stop_decoding_for_good(void **state)
{
    (void)state;
    text_buffer text = read_data_file("transcripts/picosat_all_6.txt");
    recorder rec = new_recorder(6);
    rec.stop_after = 2;
    assert_int_equal(
        nqcnf_decode_buffer(6, text.data, text.size, record_answer, &rec),
        NQCNF_ERR_STOPPED);
    assert_int_equal(rec.count, 2);
    recorder_free(&rec);
    text_buffer_free(&text);

    rec = new_recorder(1);
    rec.stop_after = 1;
    nqcnf_decoder *decoder = NULL;
    assert_int_equal(nqcnf_decoder_new(1, record_answer, &rec, &decoder),
                     NQCNF_OK);
    assert_int_equal(nqcnf_decoder_line(decoder, "SAT", 3), NQCNF_OK);
    assert_int_equal(nqcnf_decoder_line(decoder, "hello", 5),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(nqcnf_decoder_line(decoder, "1 0", 3), NQCNF_ERR_STOPPED);
    assert_int_equal(nqcnf_decoder_finish(decoder), NQCNF_ERR_STOPPED);
    assert_int_equal(rec.count, 1);
    nqcnf_decoder_free(decoder);
    recorder_free(&rec);

    /* The error finish reports can stop it too. */
    rec = new_recorder(1);
    rec.stop_after = 1;
    assert_int_equal(nqcnf_decode_buffer(1, "v 1", 3, record_answer, &rec),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(rec.count, 1);
    recorder_free(&rec);
}

static void assert_same_answers(const recorder *a, const recorder *b)
{
    assert_int_equal(a->count, b->count);
    const size_t squares = (size_t)a->n * a->n;
    for (size_t i = 0; i < a->count; i++) {
        assert_int_equal(a->answers[i].kind, b->answers[i].kind);
        assert_int_equal(a->answers[i].line, b->answers[i].line);
        assert_string_equal(a->answers[i].message, b->answers[i].message);
        if (a->answers[i].kind == NQCNF_ANSWER_MODEL)
            assert_memory_equal(a->answers[i].squares, b->answers[i].squares,
                                squares);
    }
}

static void assert_file_decodes_like_buffer(uint32_t n, const char *data,
                                            size_t size)
{
    FILE *file = tmpfile();
    assert_non_null(file);
    assert_int_equal(fwrite(data, 1, size, file), size);
    rewind(file);
    recorder from_file = new_recorder(n);
    recorder from_buffer = new_recorder(n);
    assert_int_equal(nqcnf_decode_file(n, file, record_answer, &from_file),
                     NQCNF_OK);
    assert_int_equal(
        nqcnf_decode_buffer(n, data, size, record_answer, &from_buffer),
        NQCNF_OK);
    assert_same_answers(&from_file, &from_buffer);
    recorder_free(&from_file);
    recorder_free(&from_buffer);
    fclose(file);
}

/* A model on one very long v line (n = 300: about 600 kB), longer than
 * any read block: a queen in column 0 of every row, not a solution. */
static text_buffer long_model_line(uint32_t n, int final_newline)
{
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(text_buffer_write(&text, "s SATISFIABLE\nv", 15), 0);
    for (uint32_t v = 1; v <= n * n; v++) {
        char literal[16];
        const int length = snprintf(literal, sizeof literal, " %s%u",
                                    (v - 1) % n == 0 ? "" : "-", v);
        assert_int_equal(text_buffer_write(&text, literal, (size_t)length), 0);
    }
    assert_int_equal(text_buffer_write(&text, " 0\nc end", 7), 0);
    if (final_newline) assert_int_equal(text_buffer_write(&text, "\n", 1), 0);
    return text;
}

static void test_a_file_decodes_like_the_same_buffer(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        uint32_t n;
    } cases[] = {
        {"cadical_verbose_sat_4.txt", 4}, {"picosat_all_6.txt", 6},
        {"cryptominisat_maxsol10_8.txt", 8},
        {"wrapped_v_lines_trailing_spaces.txt", 8},
        {"model_without_final_zero.txt", 4}, {"garbage.txt", 4},
        {"z3_sat_8.txt", 8}, {"clasp_opb_sat_8.txt", 8},
        {"z3_model_without_closing_paren.txt", 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[128];
        snprintf(path, sizeof path, "transcripts/%s", cases[i].name);
        text_buffer text = read_data_file(path);
        assert_file_decodes_like_buffer(cases[i].n, text.data, text.size);
        assert_file_decodes_like_buffer(cases[i].n, text.data, text.size - 1);
        text_buffer_free(&text);
    }
    for (int newline = 0; newline <= 1; newline++) {
        text_buffer text = long_model_line(300, newline);
        assert_true(text.size > 500000);
        assert_file_decodes_like_buffer(300, text.data, text.size);
        recorder rec = new_recorder(300);
        assert_int_equal(nqcnf_decode_buffer(300, text.data, text.size,
                                             record_answer, &rec),
                         NQCNF_OK);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
        assert_int_equal(rec.answers[0].squares[299 * 300],
                         NQCNF_SQUARE_QUEEN);
        assert_true(is_complete(rec.answers[0].squares, 300));
        recorder_free(&rec);
        text_buffer_free(&text);
    }
    assert_file_decodes_like_buffer(4, "", 0);
    assert_file_decodes_like_buffer(4, "\n\n\r\n", 4);
}

static void test_a_read_error_is_an_io_error(void **state)
{
    (void)state;
    /* Reading a directory opened as a stream fails with EISDIR. */
    FILE *directory = fopen(NQCNF_TEST_DATA_DIR, "r");
    if (directory == NULL) skip();
    recorder rec = new_recorder(4);
    assert_int_equal(nqcnf_decode_file(4, directory, record_answer, &rec),
                     NQCNF_ERR_IO);
    assert_int_equal(rec.count, 0);
    recorder_free(&rec);
    fclose(directory);
}

static void test_invalid_sizes_and_arguments_are_refused(void **state)
{
    (void)state;
    recorder rec = new_recorder(4);
    nqcnf_decoder *decoder = (nqcnf_decoder *)&rec; /* must be reset */
    assert_int_equal(nqcnf_decoder_new(0, record_answer, &rec, &decoder),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(decoder);
    assert_int_equal(
        nqcnf_decoder_new(NQCNF_MAX_N + 1, record_answer, &rec, &decoder),
        NQCNF_ERR_TOO_LARGE);
    assert_null(decoder);
    assert_int_equal(nqcnf_decoder_new(4, NULL, &rec, &decoder),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(decoder);
    assert_int_equal(nqcnf_decoder_new(4, record_answer, &rec, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decode_buffer(0, "SAT", 3, record_answer, &rec),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decode_buffer(UINT32_MAX, "SAT", 3, record_answer,
                                         &rec),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(nqcnf_decode_buffer(4, NULL, 3, record_answer, &rec),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decode_buffer(4, NULL, 0, record_answer, &rec),
                     NQCNF_OK);
    assert_int_equal(nqcnf_decode_file(4, NULL, record_answer, &rec),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decoder_line(NULL, "SAT", 3),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decoder_finish(NULL), NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_decoder_free(NULL);

    assert_int_equal(nqcnf_decoder_new(4, record_answer, &rec, &decoder),
                     NQCNF_OK);
    assert_int_equal(nqcnf_decoder_line(decoder, NULL, 1),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decoder_line(decoder, NULL, 0), NQCNF_OK);
    nqcnf_decoder_free(decoder);
    assert_int_equal(rec.count, 0);
    recorder_free(&rec);
}

static nqcnf_status decode_file_text(uint32_t n, const text_buffer *text,
                                     recorder *rec)
{
    FILE *file = tmpfile();
    assert_non_null(file);
    assert_int_equal(fwrite(text->data, 1, text->size, file), text->size);
    rewind(file);
    const nqcnf_status status = nqcnf_decode_file(n, file, record_answer, rec);
    fclose(file);
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    text_buffer long_text = long_model_line(200, 1);
    int completed = 0;
    for (long k = 0; !completed; k++) {
        assert_true(k < 100);
        for (int use_file = 0; use_file <= 1; use_file++) {
            recorder rec = new_recorder(200);
            fault_injection_start(k);
            const nqcnf_status status =
                use_file ? decode_file_text(200, &long_text, &rec)
                         : nqcnf_decode_buffer(200, long_text.data,
                                               long_text.size, record_answer,
                                               &rec);
            assert_int_equal(fault_injection_stop(), 0);
            if (status == NQCNF_OK) {
                assert_int_equal(rec.count, 1);
                completed = use_file;
            } else {
                assert_int_equal(status, NQCNF_ERR_OUT_OF_MEMORY);
                assert_int_equal(rec.count, 0);
            }
            recorder_free(&rec);
        }
    }
    text_buffer_free(&long_text);
}

/* ------------------------------------------------------------------------
 * Robustness: prefixes and random token soup
 * ------------------------------------------------------------------------ */

static void test_every_prefix_of_a_transcript_decodes_safely(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        uint32_t n;
    } cases[] = {
        {"cadical_verbose_sat_4.txt", 4}, {"picosat_all_6.txt", 6},
        {"cryptominisat_maxsol10_4.txt", 4},
        {"wrapped_v_lines_trailing_spaces.txt", 8},
        {"minisat_result_sat_8.txt", 8}, {"z3_sat_4.txt", 4},
        {"z3_unsat_3.txt", 3}, {"clasp_opb_all_4.txt", 4},
        {"clasp_opb_quiet_all_4.txt", 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[128];
        snprintf(path, sizeof path, "transcripts/%s", cases[i].name);
        text_buffer text = read_data_file(path);
        for (size_t length = 0; length <= text.size; length++) {
            recorder rec = new_recorder(cases[i].n);
            assert_int_equal(nqcnf_decode_buffer(cases[i].n, text.data, length,
                                                 record_answer, &rec),
                             NQCNF_OK);
            recorder_free(&rec);
        }
        text_buffer_free(&text);
    }
}

static uint32_t random_state = 2463534242u;

static uint32_t next_random(void)
{
    /* xorshift32: a fixed sequence, so a failure can be replayed. */
    random_state ^= random_state << 13;
    random_state ^= random_state >> 17;
    random_state ^= random_state << 5;
    return random_state;
}

static size_t random_soup(char *out, size_t capacity)
{
    static const char *const tokens[] = {
        "v", "s", "c", "-", "0", "1", "2", "7", "16", "99", "2147483647",
        "2147483648", "-2147483648", " ", " ", " ", "\t", "\n", "\n", "\r\n",
        "SAT", "UNSAT", "SATISFIABLE", "UNSATISFIABLE", "UNKNOWN", "INDET",
        "INDETERMINATE", "SOLUTIONS", "s SATISFIABLE\n", "v ", "x", "\xff",
        "hello", "+", "c UNKNOWN\n", "sat\n", "unsat", "unknown", "(", ")",
        "define-fun", "x0y0", "x1y2", "aux9", "Bool", "true", "false", "x1",
        "-x1", "x3", "(error \"model is not available\")", "(model",
        "s OPTIMUM FOUND\n"};
    const size_t token_count = sizeof tokens / sizeof tokens[0];
    const size_t wanted = next_random() % 120;
    size_t size = 0;
    for (size_t i = 0; i < wanted; i++) {
        const size_t pick = next_random() % (token_count + 1);
        if (pick == token_count) { /* a NUL byte, once in a while */
            if (size + 1 > capacity) break;
            out[size++] = '\0';
            continue;
        }
        const size_t length = strlen(tokens[pick]);
        if (size + length > capacity) break;
        memcpy(out + size, tokens[pick], length);
        size += length;
    }
    return size;
}

static void feed_soup_by_lines(uint32_t n, const char *soup, size_t size,
                               recorder *rec)
{
    nqcnf_decoder *decoder = NULL;
    assert_int_equal(nqcnf_decoder_new(n, record_answer, rec, &decoder),
                     NQCNF_OK);
    if (next_random() % 2) nqcnf_decoder_set_variable_limit(decoder, n * n + 3);
    nqcnf_status expected = NQCNF_OK;
    size_t start = 0;
    while (start <= size) {
        const char *newline = memchr(soup + start, '\n', size - start);
        const size_t end = newline ? (size_t)(newline - soup) : size;
        const nqcnf_status status =
            nqcnf_decoder_line(decoder, soup + start, end - start);
        /* Once stopped, stopped for good. */
        if (expected == NQCNF_ERR_STOPPED)
            assert_int_equal(status, NQCNF_ERR_STOPPED);
        assert_true(status == NQCNF_OK || status == NQCNF_ERR_STOPPED);
        expected = status;
        start = end + 1;
    }
    const nqcnf_status status = nqcnf_decoder_finish(decoder);
    if (expected == NQCNF_ERR_STOPPED)
        assert_int_equal(status, NQCNF_ERR_STOPPED);
    assert_true(status == NQCNF_OK || status == NQCNF_ERR_STOPPED);
    nqcnf_decoder_free(decoder);
}

static void test_random_token_soup_never_breaks_the_decoder(void **state)
{
    (void)state;
    char soup[2048];
    for (int round = 0; round < 4000; round++) {
        const size_t size = random_soup(soup, sizeof soup);
        const uint32_t n = 1 + next_random() % 5;
        recorder rec = new_recorder(n);
        rec.stop_after = next_random() % 4; /* 0: never stop */
        if (round % 2) {
            feed_soup_by_lines(n, soup, size, &rec);
        } else {
            const nqcnf_status status =
                nqcnf_decode_buffer(n, soup, size, record_answer, &rec);
            assert_true(status == NQCNF_OK || status == NQCNF_ERR_STOPPED);
        }
        if (rec.stop_after != 0) assert_true(rec.count <= rec.stop_after);
        recorder_free(&rec);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_solvers_model_becomes_its_board),
        cmocka_unit_test(
            test_the_verbose_transcript_starts_its_model_after_comments),
        cmocka_unit_test(test_each_solvers_unsatisfiable_answer_is_reported),
        cmocka_unit_test(test_picosat_all_gives_the_four_six_queens_solutions),
        cmocka_unit_test(
            test_cryptominisat_maxsol_gives_ten_distinct_solutions),
        cmocka_unit_test(test_maxsol_ending_unsatisfiable_reports_both),
        cmocka_unit_test(test_giving_up_is_unknown_in_every_spelling),
        cmocka_unit_test(test_uneven_crlf_lines_with_a_lone_v_0_are_one_model),
        cmocka_unit_test(test_models_without_an_answer_line_are_accepted),
        cmocka_unit_test(test_blank_and_comment_lines_are_ignored),
        cmocka_unit_test(test_every_answer_word_is_understood),
        cmocka_unit_test(test_a_last_line_without_newline_counts),
        cmocka_unit_test(test_auxiliary_variables_are_ignored),
        cmocka_unit_test(test_variables_left_out_are_unassigned),
        cmocka_unit_test(
            test_a_variable_limit_turns_extra_variables_into_errors),
        cmocka_unit_test(test_each_defect_gives_its_error),
        cmocka_unit_test(test_literals_after_the_final_zero_follow_the_model),
        cmocka_unit_test(test_contradictions_are_found_on_one_line_too),
        cmocka_unit_test(test_literal_syntax_is_strict),
        cmocka_unit_test(test_text_fitting_no_rule_is_unexpected),
        cmocka_unit_test(test_quoted_input_is_short_and_printable),
        cmocka_unit_test(
            test_a_new_answer_closes_an_open_model_with_an_error),
        cmocka_unit_test(test_decoding_goes_on_after_each_error),
        cmocka_unit_test(test_z3_models_become_their_boards),
        cmocka_unit_test(test_clasp_opb_models_become_their_boards),
        cmocka_unit_test(test_z3_and_clasp_unsatisfiable_answers),
        cmocka_unit_test(test_each_z3_defect_gives_its_error),
        cmocka_unit_test(test_z3_models_may_break_lines_anywhere),
        cmocka_unit_test(test_z3_model_syntax_is_strict),
        cmocka_unit_test(test_a_broken_z3_model_is_skipped_to_the_next_answer),
        cmocka_unit_test(test_opb_models_end_at_the_first_other_line),
        cmocka_unit_test(test_opb_literal_syntax_is_strict),
        cmocka_unit_test(test_a_callback_can_stop_decoding_for_good),
        cmocka_unit_test(test_a_file_decodes_like_the_same_buffer),
        cmocka_unit_test(test_a_read_error_is_an_io_error),
        cmocka_unit_test(test_invalid_sizes_and_arguments_are_refused),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
        cmocka_unit_test(test_every_prefix_of_a_transcript_decodes_safely),
        cmocka_unit_test(test_random_token_soup_never_breaks_the_decoder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
