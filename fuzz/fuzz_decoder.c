/*
 * fuzz_decoder.c - libFuzzer target for the solver-transcript decoder.
 *
 * Input: first byte picks N (1 + byte % 12), the rest is a transcript.
 * It is decoded twice: as a whole buffer (nqcnf_decode_buffer), and line
 * by line through nqcnf_decoder_new/line/finish, with a variable limit
 * taken from the first byte too. Every MODEL board is checked with
 * nqcnf_board_verify (and its problems described).
 */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include "fuzz_target.h"
#include "nqcnf_experimental.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct tally {
    uint32_t n;
    size_t answers;
    size_t models;
    size_t unsat;
    size_t unknown;
    size_t errors;
} tally;

static int on_answer(void *context, const nqcnf_answer *answer)
{
    tally *t = context;
    t->answers++;
    switch (answer->kind) {
    case NQCNF_ANSWER_MODEL: {
        t->models++;
        if (answer->board == NULL || answer->board->n != t->n) abort();
        nqcnf_problem problems[4];
        const size_t found = nqcnf_board_verify(answer->board, problems, 4);
        char text[256];
        for (size_t i = 0; i < found && i < 4; i++)
            nqcnf_problem_describe(&problems[i], text, sizeof text);
        break;
    }
    case NQCNF_ANSWER_UNSATISFIABLE: t->unsat++; break;
    case NQCNF_ANSWER_UNKNOWN: t->unknown++; break;
    case NQCNF_ANSWER_ERROR:
        t->errors++;
        if (answer->message == NULL) abort();
        (void)strlen(answer->message);
        break;
    default: abort();
    }
    return 0;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    const uint32_t n = 1u + data[0] % 12u;
    const char *text = (const char *)data + 1;
    const size_t length = size - 1;

    tally whole = {.n = n};
    nqcnf_status status = nqcnf_decode_buffer(n, text, length, on_answer,
                                              &whole);
    if (status != NQCNF_OK && status != NQCNF_ERR_OUT_OF_MEMORY) abort();

    /* The same input, line by line ('\n' ends a line; the decoder itself
     * drops a trailing '\r'). */
    tally lines = {.n = n};
    nqcnf_decoder *decoder = NULL;
    if (nqcnf_decoder_new(n, on_answer, &lines, &decoder) != NQCNF_OK)
        return 0;
    size_t start = 0;
    for (size_t i = 0; i <= length; i++) {
        if (i == length || text[i] == '\n') {
            if (i == length && i == start) break; /* no last line */
            /* A copy of exactly the line's bytes, so ASan sees overreads. */
            const size_t line_length = i - start;
            char *line = malloc(line_length ? line_length : 1);
            if (line == NULL) break;
            if (line_length) memcpy(line, text + start, line_length);
            nqcnf_decoder_line(decoder, line, line_length);
            free(line);
            start = i + 1;
        }
    }
    nqcnf_decoder_finish(decoder);
    /* A second stream through the same decoder, with a variable limit. */
    nqcnf_decoder_set_variable_limit(decoder, (uint64_t)n * n + data[0] / 12u);
    if (length > 0) nqcnf_decoder_line(decoder, text, strnlen(text, length));
    nqcnf_decoder_finish(decoder);
    nqcnf_decoder_free(decoder);
    return 0;
}
