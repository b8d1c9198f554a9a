/*
 * decode_model.c - the model being read, whatever syntax it is written in.
 *
 * The decoder never allocates per line: it holds one board of n*n bytes
 * (the model being read) and a fixed message buffer, nothing that grows
 * with the input, so no input can exhaust memory through it. The one
 * exception is a model of a shuffled file whose variable count was not
 * given: its literals are held until its end, which says how many
 * variables the renaming ran over (the model's size, not the input's). A model is
 * a run of literals onto that board, wherever its lines break; an error
 * inside a model is reported once and the rest of that model skipped up
 * to the next answer, so that one bad token does not drown the real
 * problems further down in follow-on errors.
 *
 * A board of more than DECODE_EAGER_SQUARES squares is not allocated
 * until a model has given values to a sixteenth of them (held until then
 * as a list, no bigger than the board would be): `decode 20000` of a
 * one-literal answer costs the literal, not 400 million squares. Such a
 * model, too short to be a board at all, is reported as an error saying
 * how few squares it gave, rather than as a board of unknowns nobody
 * could read or print. The literal syntaxes
 * (DIMACS integers, PB's x<k>) share the whole run here and differ only
 * in the row of their syntax: how a literal is parsed and named.
 */
#include "read/decoder.h"

#include <stdarg.h>
#include <string.h>

static nqcnf_status place_held(nqcnf_decoder *decoder);

nqcnf_status nqcnf_decode_report(nqcnf_decoder *decoder,
                                 nqcnf_answer_kind kind, size_t line)
{
    return nqcnf_decode_report_as(decoder, kind, line, NQCNF_DECODE_ANSWER,
                                  0);
}

nqcnf_status nqcnf_decode_report_as(nqcnf_decoder *decoder,
                                    nqcnf_answer_kind kind, size_t line,
                                    nqcnf_decode_diagnosis diagnosis,
                                    uint32_t other_n)
{
    decoder->diagnosis = diagnosis;
    decoder->other_n = other_n;
    nqcnf_answer answer;
    answer.kind = kind;
    answer.line = line;
    answer.board = kind == NQCNF_ANSWER_MODEL ? &decoder->board : NULL;
    answer.message = kind == NQCNF_ANSWER_ERROR ? decoder->message : NULL;
    if (decoder->on_answer(decoder->context, &answer) != 0) {
        decoder->stopped = 1;
        return NQCNF_ERR_STOPPED;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_decode_fail(nqcnf_decoder *decoder, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(decoder->message, sizeof decoder->message, format, arguments);
    va_end(arguments);
    if (decoder->state == IN_MODEL) decoder->state = SKIPPING_MODEL;
    return nqcnf_decode_report(decoder, NQCNF_ANSWER_ERROR,
                               decoder->line_number);
}

const char *nqcnf_decode_quote(nqcnf_text text, char quote[DECODE_QUOTE_SIZE])
{
    return nqcnf_quote(text.at, text.length, quote, DECODE_QUOTE_SIZE);
}

nqcnf_status nqcnf_decode_unexpected(nqcnf_decoder *decoder, nqcnf_text line)
{
    char quote[DECODE_QUOTE_SIZE];
    return nqcnf_decode_fail(decoder, "unexpected text '%s'",
                             nqcnf_decode_quote(line, quote));
}

int nqcnf_decode_model_open(const nqcnf_decoder *decoder,
                            const decode_syntax *syntax)
{
    return (decoder->state == IN_MODEL ||
            decoder->state == SKIPPING_MODEL) &&
           (syntax == NULL || decoder->syntax == syntax);
}

void nqcnf_decode_start_model(nqcnf_decoder *decoder,
                              const decode_syntax *syntax, int announced)
{
    decoder->state = IN_MODEL;
    decoder->syntax = syntax;
    decoder->model_announced = announced;
    decoder->model_has_literals = 0;
    decoder->verdict_pending = 0;
    decoder->model_line = decoder->line_number;
    decoder->held_count = 0;
    decoder->pending_count = 0;
    decoder->model_squares = 0;
    decoder->late_conflict = 0;
    decoder->memory_failed = 0;
    decoder->bare_satisfiable = 0;
    decoder->model_highest = 0;
    decoder->smt_extent = 0;
    if (decoder->board.squares != NULL)
        memset(decoder->board.squares, NQCNF_SQUARE_UNASSIGNED,
               (size_t)decoder->squares);
}

/* A large board's model that gave too few values to be one: an error
 * (the board was never made, or is not worth printing). */
static nqcnf_status short_model(nqcnf_decoder *decoder)
{
    decoder->state = MODEL_ENDED;
    snprintf(decoder->message, sizeof decoder->message,
             "the model gives values to %llu of the %llu squares of the "
             "%ux%u board: not a solution (the board is not drawn)",
             (unsigned long long)decoder->model_squares,
             (unsigned long long)decoder->squares, decoder->board.n,
             decoder->board.n);
    return nqcnf_decode_report(decoder, NQCNF_ANSWER_ERROR,
                               decoder->model_line);
}

nqcnf_status nqcnf_decode_end_model(nqcnf_decoder *decoder)
{
    if (decoder->held_count > 0) {
        const nqcnf_status status = place_held(decoder);
        if (status != NQCNF_OK || decoder->state != IN_MODEL) return status;
    }
    if (decoder->memory_failed) return NQCNF_ERR_OUT_OF_MEMORY;
    if (decoder->late_conflict != 0) {
        const uint64_t square = decoder->late_conflict - 1;
        const unsigned long long n = decoder->board.n;
        return nqcnf_decode_fail(decoder, "square (%llu,%llu) is given both "
                                 "values", square / n + 1, square % n + 1);
    }
    nqcnf_status status;
    if (nqcnf_decode_diagnose_other_n(decoder, &status)) return status;
    if (decoder->squares > DECODE_EAGER_SQUARES &&
        decoder->model_squares < decoder->squares)
        return short_model(decoder);
    if (decoder->board.squares == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    decoder->state = MODEL_ENDED;
    return nqcnf_decode_report(decoder, NQCNF_ANSWER_MODEL,
                               decoder->model_line);
}

nqcnf_status nqcnf_decode_begin_answer(nqcnf_decoder *decoder)
{
    const int reading = decoder->state == IN_MODEL;
    decoder->state = NO_MODEL;
    decoder->verdict_pending = 0;
    return reading ? decoder->syntax->interrupt(decoder) : NQCNF_OK;
}

nqcnf_status nqcnf_decode_open_model(nqcnf_decoder *decoder,
                                     const decode_syntax *syntax)
{
    const nqcnf_status status = nqcnf_decode_begin_answer(decoder);
    if (status == NQCNF_OK) nqcnf_decode_start_model(decoder, syntax, 1);
    return status;
}

nqcnf_status nqcnf_decode_answer(nqcnf_decoder *decoder,
                                 nqcnf_answer_kind kind)
{
    const nqcnf_status status = nqcnf_decode_begin_answer(decoder);
    if (status != NQCNF_OK) return status;
    return nqcnf_decode_report(decoder, kind, decoder->line_number);
}

static int put(unsigned char *square, int queen)
{
    const unsigned char value =
        queen ? NQCNF_SQUARE_QUEEN : NQCNF_SQUARE_EMPTY;
    if (*square != NQCNF_SQUARE_UNASSIGNED && *square != value) return 0;
    *square = value;
    return 1;
}

/* The model has paid for the board: make it and put the pending values
 * on it; 0 when memory ran out. */
static int make_board(nqcnf_decoder *decoder)
{
    const uint32_t n = decoder->board.n;
    if (nqcnf_board_init(&decoder->board, n, NQCNF_SQUARE_UNASSIGNED) !=
        NQCNF_OK) {
        decoder->board.n = n;
        decoder->memory_failed = 1;
        return 0;
    }
    for (size_t i = 0; i < decoder->pending_count; i++) {
        const uint64_t index = decoder->pending[i] >> 1;
        if (!put(&decoder->board.squares[index], decoder->pending[i] & 1) &&
            decoder->late_conflict == 0)
            decoder->late_conflict = index + 1;
    }
    nqcnf_release(decoder->pending);
    decoder->pending = NULL;
    decoder->pending_count = decoder->pending_capacity = 0;
    return 1;
}

/* A value for a large board not yet made: listed, or the board made.
 * Out of memory is no contradiction: 1, and the model's end says it. */
static int set_pending(nqcnf_decoder *decoder, uint64_t index, int queen)
{
    if (decoder->memory_failed) return 1;
    if (decoder->pending_count >= decoder->squares / 16)
        return !make_board(decoder) ||
               put(&decoder->board.squares[index], queen);
    if (decoder->pending_count == decoder->pending_capacity &&
        nqcnf_grow((void **)&decoder->pending, &decoder->pending_capacity,
                   decoder->pending_count + 1, sizeof *decoder->pending) != 0) {
        decoder->memory_failed = 1;
        return 1;
    }
    decoder->pending[decoder->pending_count++] = index * 2 + (queen != 0);
    return 1;
}

int nqcnf_decode_set_square(nqcnf_decoder *decoder, uint64_t index, int queen)
{
    decoder->model_squares++;
    if (decoder->board.squares == NULL)
        return set_pending(decoder, index, queen);
    return put(&decoder->board.squares[index], queen);
}

/* A literal of the plain file: onto the board if it names a square. */
static nqcnf_status place(nqcnf_decoder *decoder, int32_t literal)
{
    const decode_syntax *syntax = decoder->syntax;
    const uint64_t variable =
        literal < 0 ? (uint64_t)-(int64_t)literal : (uint64_t)literal;
    const char *sign = literal < 0 ? "-" : "";
    if (variable > decoder->model_highest) decoder->model_highest = variable;
    /* Auxiliary variables of other encodings mean nothing on the board. */
    if (variable > decoder->squares) return NQCNF_OK;
    if (nqcnf_decode_set_square(decoder, variable - 1, literal > 0))
        return NQCNF_OK;
    return nqcnf_decode_fail(
        decoder, "contradictory literals %s%s%llu and %s%s%llu",
        literal > 0 ? "-" : "", syntax->literals.prefix,
        (unsigned long long)variable, sign, syntax->literals.prefix,
        (unsigned long long)variable);
}

/* A model of a shuffled file whose V is not known: held until its end. */
static nqcnf_status hold(nqcnf_decoder *decoder, int32_t literal)
{
    if (decoder->held_count == decoder->held_capacity &&
        nqcnf_grow((void **)&decoder->held, &decoder->held_capacity,
                   decoder->held_count + 1, sizeof *decoder->held) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    decoder->held[decoder->held_count++] = literal;
    return NQCNF_OK;
}

/* The held model mapped back, with V its largest variable. */
static nqcnf_status place_held(nqcnf_decoder *decoder)
{
    nqcnf_shuffle shuffle = decoder->shuffle;
    for (size_t i = 0; i < decoder->held_count; i++) {
        const int32_t l = decoder->held[i];
        const uint64_t v = l < 0 ? (uint64_t)-(int64_t)l : (uint64_t)l;
        if (v > shuffle.variables) shuffle.variables = v;
    }
    nqcnf_status status = NQCNF_OK;
    for (size_t i = 0; i < decoder->held_count && status == NQCNF_OK &&
                       decoder->state == IN_MODEL; i++)
        status = place(decoder,
                       nqcnf_unshuffle_literal(&shuffle, decoder->held[i]));
    decoder->held_count = 0;
    return status;
}

/* A literal other than 0, as the solver wrote it. */
static nqcnf_status assign(nqcnf_decoder *decoder, int32_t literal)
{
    const decode_syntax *syntax = decoder->syntax;
    const uint64_t variable =
        literal < 0 ? (uint64_t)-(int64_t)literal : (uint64_t)literal;
    if (decoder->variable_limit != 0 && variable > decoder->variable_limit)
        return nqcnf_decode_fail(
            decoder,
            "literal %s%s%llu is beyond the %llu variables "
            "of %s",
            literal < 0 ? "-" : "", syntax->literals.prefix,
            (unsigned long long)variable,
            (unsigned long long)decoder->variable_limit,
            syntax->literals.file_name);
    if (!decoder->shuffled) return place(decoder, literal);
    if (decoder->shuffle.variables == 0) return hold(decoder, literal);
    return place(decoder, nqcnf_unshuffle_literal(&decoder->shuffle, literal));
}

static nqcnf_status take_literal(nqcnf_decoder *decoder, nqcnf_text word,
                                 const decode_syntax *syntax)
{
    char quote[DECODE_QUOTE_SIZE];
    if (decoder->state == NO_MODEL)
        nqcnf_decode_start_model(decoder, syntax, 0);
    if (decoder->state == MODEL_ENDED) {
        /* One report for the whole run of stray literals. */
        decoder->state = TRAILING_LITERALS;
        return nqcnf_decode_fail(
            decoder, "literals after the final 0 (starting with '%s')",
            nqcnf_decode_quote(word, quote));
    }
    /* The first literal fixes the model's syntax for the rest of it. */
    if (!decoder->model_has_literals) {
        decoder->model_has_literals = 1;
        decoder->syntax = syntax;
    }
    int32_t literal = 0;
    switch (decoder->syntax->literals.parse(word, &literal)) {
    case NQCNF_NUMBER_TOO_LARGE:
        return nqcnf_decode_fail(decoder,
                                 "literal '%s' does not fit a 32-bit variable "
                                 "number (at most 2147483647)",
                                 nqcnf_decode_quote(word, quote));
    case NQCNF_NUMBER_MALFORMED:
        return nqcnf_decode_fail(decoder, "'%s' is not a literal%s",
                                 nqcnf_decode_quote(word, quote),
                                 decoder->syntax->literals.not_a_literal);
    case NQCNF_NUMBER_OK:
        break;
    }
    if (literal == 0) return nqcnf_decode_end_model(decoder);
    return assign(decoder, literal);
}

nqcnf_status nqcnf_decode_literals(nqcnf_decoder *decoder, nqcnf_text rest,
                                   const decode_syntax *syntax)
{
    for (;;) {
        if (decoder->state == SKIPPING_MODEL ||
            decoder->state == TRAILING_LITERALS)
            return NQCNF_OK;
        const nqcnf_text word = nqcnf_text_word(&rest);
        if (word.length == 0) return NQCNF_OK;
        const nqcnf_status status = take_literal(decoder, word, syntax);
        if (status != NQCNF_OK) return status;
    }
}
