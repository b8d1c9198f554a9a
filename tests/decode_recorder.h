/*
 * decode_recorder.h - what the decoder's tests share: recording its
 * answers, and cases written as tables.
 *
 * test_decoder.c, test_decode_dimacs.c, test_decode_pb.c and
 * test_decode_z3.c each test one unit of src/read/ but all read what the
 * decoder reports the same way, so that is written once, here (static
 * inline: each test is one executable and uses only part of it). A case
 * is an input and the answers it must give, in order: kind, line, and
 * for an error a fragment of its message, for a model its board ("1001":
 * each square's nqcnf_square value, row by row) when the case says it.
 * record_answer also checks what every answer promises, whatever the
 * input: a line, a board of the right size for a model, a short
 * printable one-line message for an error.
 */
#ifndef NQCNF_TEST_DECODE_RECORDER_H
#define NQCNF_TEST_DECODE_RECORDER_H

#include "read_support.h"
#include "oracles.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static inline recorder new_recorder(uint32_t n)
{
    recorder rec;
    memset(&rec, 0, sizeof rec);
    rec.n = n;
    return rec;
}

static inline void recorder_free(recorder *rec)
{
    for (size_t i = 0; i < rec->count; i++) free(rec->answers[i].squares);
    free(rec->answers);
    rec->answers = NULL;
    rec->count = rec->capacity = 0;
}

static inline int record_answer(void *context, const nqcnf_answer *answer)
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

static inline recorder decode_bytes(uint32_t n, const char *text, size_t size)
{
    recorder rec = new_recorder(n);
    assert_int_equal(nqcnf_decode_buffer(n, text, size, record_answer, &rec),
                     NQCNF_OK);
    return rec;
}

static inline recorder decode_text(uint32_t n, const char *text)
{
    return decode_bytes(n, text, strlen(text));
}

static inline text_buffer read_transcript(const char *name)
{
    char path[128];
    snprintf(path, sizeof path, "transcripts/%s", name);
    return read_data_file(path);
}

static inline recorder decode_transcript(const char *name, uint32_t n)
{
    text_buffer text = read_transcript(name);
    recorder rec = decode_bytes(n, text.data, text.size);
    text_buffer_free(&text);
    return rec;
}

/* Through nqcnf_decoder_line, with a variable limit (0: none). */
static inline recorder decode_with_limit(uint32_t n, uint64_t limit,
                                         const char *text)
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

/* Answer `index` is of `kind` on `line`; for an error its message holds
 * `fragment`, for a model its board is `fragment` (when not NULL). */
static inline void assert_answer(const recorder *rec, size_t index,
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
    if (fragment == NULL) return;
    if (kind != NQCNF_ANSWER_MODEL) {
        if (strstr(answer->message, fragment) == NULL)
            fail_msg("answer %zu: message '%s' lacks '%s'", index,
                     answer->message, fragment);
        return;
    }
    const size_t squares = (size_t)rec->n * rec->n;
    assert_int_equal(strlen(fragment), squares);
    for (size_t i = 0; i < squares; i++)
        if (answer->squares[i] != (unsigned char)(fragment[i] - '0'))
            fail_msg("answer %zu: square %zu is %d, expected %c", index, i,
                     answer->squares[i], fragment[i]);
}

/* ---- Cases ------------------------------------------------------------- */

typedef struct expected_answer {
    nqcnf_answer_kind kind;
    size_t line; /* 0 ends the list */
    const char *text; /* see assert_answer */
} expected_answer;

#define MODEL_AT(line, board) {NQCNF_ANSWER_MODEL, line, board}
#define ERROR_AT(line, fragment) {NQCNF_ANSWER_ERROR, line, fragment}
#define UNSAT_AT(line) {NQCNF_ANSWER_UNSATISFIABLE, line, NULL}
#define UNKNOWN_AT(line) {NQCNF_ANSWER_UNKNOWN, line, NULL}

#define MOST_ANSWERS 12

typedef struct decode_case {
    const char *input; /* the text, or a transcript's name */
    uint32_t n;
    expected_answer answers[MOST_ANSWERS];
} decode_case;

static inline void assert_answers(const recorder *rec, const decode_case *c)
{
    size_t expected = 0;
    while (expected < MOST_ANSWERS && c->answers[expected].line != 0) expected++;
    if (rec->count != expected)
        fail_msg("'%s': %zu answers, expected %zu", c->input, rec->count,
                 expected);
    for (size_t i = 0; i < expected; i++)
        assert_answer(rec, i, c->answers[i].kind, c->answers[i].line,
                      c->answers[i].text);
}

/* Each case's input is the text itself. */
static inline void assert_text_cases(const decode_case *cases, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        recorder rec = decode_text(cases[i].n, cases[i].input);
        assert_answers(&rec, &cases[i]);
        recorder_free(&rec);
    }
}

/* Each case's input names a transcript in tests/data/transcripts. */
static inline void assert_transcript_cases(const decode_case *cases,
                                           size_t count)
{
    for (size_t i = 0; i < count; i++) {
        recorder rec = decode_transcript(cases[i].input, cases[i].n);
        assert_answers(&rec, &cases[i]);
        recorder_free(&rec);
    }
}

/* ---- Models read by the tests themselves ------------------------------- */

/* A model as the test's own naive reader of a transcript sees it. */
typedef struct solver_model {
    size_t line; /* where the decoder must report it */
    long literals[4096];
    size_t count;
} solver_model;

typedef struct solver_models {
    solver_model models[16];
    size_t count;
} solver_models;

/* The board has exactly the model's literals: each variable up to n*n
 * the model gives is a queen or empty, the others are unassigned. */
static inline void assert_board_is_model(const unsigned char *squares,
                                         uint32_t n,
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

static inline int is_complete(const unsigned char *squares, uint32_t n)
{
    for (uint32_t v = 0; v < n * n; v++)
        if (squares[v] == NQCNF_SQUARE_UNASSIGNED) return 0;
    return 1;
}

static inline void assert_boards_distinct(const recorder *rec)
{
    const size_t squares = (size_t)rec->n * rec->n;
    for (size_t i = 0; i < rec->count; i++)
        for (size_t j = i + 1; j < rec->count; j++)
            assert_true(memcmp(rec->answers[i].squares,
                               rec->answers[j].squares, squares) != 0);
}

/* The decoder's answers are exactly the expected models, in order: each
 * on its line, its board the model's literals, a complete solution (by
 * the oracle); and the boards all differ. */
static inline void assert_models_are(const recorder *rec,
                                     const solver_models *expected)
{
    if (rec->count != expected->count)
        fail_msg("%zu answers, expected %zu models", rec->count,
                 expected->count);
    for (size_t i = 0; i < expected->count; i++) {
        assert_answer(rec, i, NQCNF_ANSWER_MODEL, expected->models[i].line,
                      NULL);
        assert_board_is_model(rec->answers[i].squares, rec->n,
                              &expected->models[i]);
        assert_true(is_complete(rec->answers[i].squares, rec->n));
        assert_true(oracle_is_solution(rec->n, rec->answers[i].squares));
    }
    assert_boards_distinct(rec);
}

/* A real solver's transcript and how many models it holds. */
typedef struct model_transcript {
    const char *name;
    uint32_t n;
    size_t models;
} model_transcript;

/* A test's own naive reader of one solver's transcripts. */
typedef solver_models *(*transcript_reader)(const char *name, uint32_t n);

/* Each transcript decodes to exactly the models `read` finds in it, as
 * many as the case says (assert_models_are). */
static inline void assert_transcript_models(const model_transcript *cases,
                                            size_t count,
                                            transcript_reader read)
{
    for (size_t i = 0; i < count; i++) {
        recorder rec = decode_transcript(cases[i].name, cases[i].n);
        solver_models *expected = read(cases[i].name, cases[i].n);
        if (expected->count != cases[i].models)
            fail_msg("%s: %zu models read, expected %zu", cases[i].name,
                     expected->count, cases[i].models);
        assert_models_are(&rec, expected);
        free(expected);
        recorder_free(&rec);
    }
}

/* A transcript's text as a NUL-terminated copy, for the naive readers. */
static inline char *transcript_string(const char *name)
{
    text_buffer text = read_transcript(name);
    char *copy = malloc(text.size + 1);
    assert_non_null(copy);
    memcpy(copy, text.data, text.size);
    copy[text.size] = '\0';
    text_buffer_free(&text);
    return copy;
}

#endif
