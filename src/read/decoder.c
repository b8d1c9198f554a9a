/*
 * decoder.c - a solver's printed answer, back to boards: the dispatcher.
 *
 * The decoder is pushed one line at a time rather than handed a FILE:
 * the stream reader, the buffer splitter (both in text.c) and a fuzzer
 * then all drive the same code. This file owns the decoder and the
 * public API and hands each line to the syntaxes in `syntaxes` below:
 * first to the syntax of a model still open (z3's model runs over any
 * line, a PB model ends at the first line that is not a "v" line), then
 * to each row in turn until one takes it; a line no row takes is an
 * error. To read a new kind of solver output, write one decode_<name>.c
 * defining a decode_syntax (decoder.h says what each hook is for),
 * declare it in decoder.h, add it as a row here and to sources.cmake;
 * no other syntax changes. The rows claim disjoint lines, except that
 * PB's claims the "v" lines of PB literals and so comes before the
 * competition format's, which claims every "v" line left.
 */
#include "read/decoder.h"

#include <inttypes.h>
#include <string.h>

static const decode_syntax *const syntaxes[] = {
    &nqcnf_decode_z3_syntax,     /* sat, (define-fun ...), (error ...) */
    &nqcnf_decode_pb_syntax,     /* v x1 -x2 ... */
    &nqcnf_decode_dimacs_syntax, /* c, s, v 1 -2 ... 0, SAT, bare literals */
};

#define SYNTAX_COUNT (sizeof syntaxes / sizeof syntaxes[0])

int nqcnf_decode_is_answer(nqcnf_text line)
{
    for (size_t i = 0; i < SYNTAX_COUNT; i++)
        if (syntaxes[i]->is_answer != NULL && syntaxes[i]->is_answer(line))
            return 1;
    return 0;
}

static nqcnf_status take_line(nqcnf_decoder *decoder, nqcnf_text text)
{
    if (decoder->input_diagnosed) return NQCNF_OK;
    if (decoder->state == MODEL_ENDED || decoder->state == TRAILING_LITERALS)
        decoder->state = NO_MODEL;
    decode_line line = {text, text, text};
    line.first = nqcnf_text_word(&line.rest);
    nqcnf_status status = NQCNF_OK;
    if (text.length > 0) decoder->any_text = 1;
    if (text.length > 0 && !decoder->first_looked_at &&
        !nqcnf_text_is(line.first, "c")) {
        decoder->first_looked_at = 1;
        if (nqcnf_decode_diagnose_first_line(decoder, &line, &status))
            return status;
    }
    if (nqcnf_decode_model_open(decoder, NULL) &&
        decoder->syntax->model_line != NULL &&
        decoder->syntax->model_line(decoder, &line, &status))
        return status;
    if (text.length == 0) return NQCNF_OK;
    for (size_t i = 0; i < SYNTAX_COUNT; i++)
        if (syntaxes[i]->take(decoder, &line, &status)) return status;
    return nqcnf_decode_unexpected(decoder, text);
}

nqcnf_status nqcnf_decoder_new(uint32_t n, nqcnf_answer_fn on_answer,
                               void *context, nqcnf_decoder **decoder)
{
    if (decoder == NULL) return nqcnf_invalid("decoder is NULL");
    *decoder = NULL;
    if (on_answer == NULL) return nqcnf_invalid("on_answer is NULL");
    const nqcnf_status checked = nqcnf_check_n(n);
    if (checked != NQCNF_OK) return checked;
    nqcnf_decoder *created = nqcnf_allocate(sizeof *created);
    if (created == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(created, 0, sizeof *created);
    /* a large board waits for a model that pays for it (decode_model.c) */
    const nqcnf_status status =
        (uint64_t)n * n <= DECODE_EAGER_SQUARES
            ? nqcnf_board_init(&created->board, n, NQCNF_SQUARE_UNASSIGNED)
            : NQCNF_OK;
    created->board.n = n;
    if (status != NQCNF_OK) {
        nqcnf_release(created);
        return status;
    }
    created->squares = (uint64_t)n * n;
    created->on_answer = on_answer;
    created->context = context;
    created->state = NO_MODEL;
    created->syntax = &nqcnf_decode_dimacs_syntax;
    *decoder = created;
    return NQCNF_OK;
}

void nqcnf_decoder_set_variable_limit(nqcnf_decoder *decoder,
                                      uint64_t variables)
{
    if (decoder != NULL) decoder->variable_limit = variables;
}

nqcnf_status nqcnf_decoder_set_shuffle(nqcnf_decoder *decoder,
                                       const nqcnf_shuffle *shuffle)
{
    if (decoder == NULL) return nqcnf_invalid("decoder is NULL");
    if (shuffle != NULL && (shuffle->parts & ~NQCNF_SHUFFLE_ALL) != 0)
        return nqcnf_invalid("shuffle->parts is %#x: bits %#x are no "
                             "NQCNF_SHUFFLE_* part",
                             shuffle->parts,
                             shuffle->parts & ~NQCNF_SHUFFLE_ALL);
    if (shuffle != NULL && shuffle->variables > INT32_MAX)
        return nqcnf_invalid("shuffle->variables is %" PRIu64 ": a file's "
                             "V is at most %" PRId32,
                             shuffle->variables, INT32_MAX);
    decoder->shuffled = shuffle != NULL && shuffle->parts != 0;
    if (decoder->shuffled) decoder->shuffle = *shuffle;
    return NQCNF_OK;
}

nqcnf_status nqcnf_decoder_line(nqcnf_decoder *decoder, const char *line,
                                size_t length)
{
    if (decoder == NULL) return nqcnf_invalid("decoder is NULL");
    if (line == NULL && length != 0)
        return nqcnf_invalid("line is NULL with length %zu", length);
    if (decoder->stopped) return NQCNF_ERR_STOPPED;
    decoder->line_number++;
    return take_line(decoder,
                     nqcnf_text_trim(nqcnf_text_make(line ? line : "", length)));
}

nqcnf_status nqcnf_decoder_finish(nqcnf_decoder *decoder)
{
    if (decoder == NULL) return nqcnf_invalid("decoder is NULL");
    if (decoder->stopped) return NQCNF_ERR_STOPPED;
    return nqcnf_decode_diagnose_end(decoder,
                                     nqcnf_decode_begin_answer(decoder));
}

void nqcnf_decoder_free(nqcnf_decoder *decoder)
{
    if (decoder == NULL) return;
    nqcnf_board_free(&decoder->board);
    nqcnf_release(decoder->pending);
    nqcnf_release(decoder->smt_names);
    nqcnf_release(decoder->held);
    nqcnf_release(decoder);
}

static nqcnf_status feed_line(void *decoder, nqcnf_text line, size_t number)
{
    (void)number; /* the decoder counts the lines it is fed */
    return nqcnf_decoder_line(decoder, line.at, line.length);
}

/* One driver for nqcnf_decode_buffer and nqcnf_decode_file. */
static nqcnf_status decode(uint32_t n, const nqcnf_text_source *source,
                           nqcnf_answer_fn on_answer, void *context)
{
    nqcnf_decoder *decoder = NULL;
    nqcnf_status status = nqcnf_decoder_new(n, on_answer, context, &decoder);
    if (status != NQCNF_OK) return status;
    status = nqcnf_text_read_lines(source, feed_line, decoder);
    if (status == NQCNF_OK) status = nqcnf_decoder_finish(decoder);
    nqcnf_decoder_free(decoder);
    return status;
}

nqcnf_status nqcnf_decode_buffer(uint32_t n, const char *data, size_t size,
                                 nqcnf_answer_fn on_answer, void *context)
{
    if (data == NULL && size != 0)
        return nqcnf_invalid("data is NULL with size %zu", size);
    const nqcnf_text_source source = {data, size, NULL};
    return decode(n, &source, on_answer, context);
}

nqcnf_status nqcnf_decode_file(uint32_t n, FILE *stream,
                               nqcnf_answer_fn on_answer, void *context)
{
    if (stream == NULL) return nqcnf_invalid("stream is NULL");
    const nqcnf_text_source source = {NULL, 0, stream};
    return decode(n, &source, on_answer, context);
}
