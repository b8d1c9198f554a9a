/*
 * generator.c - every clause of the encoding, written once, for every sink.
 *
 * The order is the lessons' and never changes with the options, only
 * grows: for each line of the board (rows, columns, diagonals, in the
 * reference order) its constraint, "exactly one" for rows and columns
 * (the at-least-one clause of all the line's squares, then at-most-one)
 * and "at most one" for diagonals; then a unit clause per pre-placed
 * queen and per blocked square; then the symmetry-breaking clauses. With
 * the defaults this is byte for byte the reference output. The notes
 * number rows and columns from 1, as the lessons do, or from 0 for a
 * format whose names count from 0 (nqcnf_generate_clauses_numbered).
 *
 * How "at most one" becomes clauses is the encoder's business
 * (encoding.h); a sink that takes cardinality constraints whole (OPB)
 * gets each line's constraint as one call instead.
 */
#include "generate/generator.h"
#include "core/board_symmetry.h"
#include "encode/encoder.h"

#include <stdio.h>

typedef struct generator {
    const nqcnf_options *options;
    const amo_encoder *encoder;
    encoding_state state;
    int32_t *literals; /* one line's board variables */
    unsigned origin;   /* the notes' first row and column: 1 or 0 */
} generator;

static nqcnf_status note(const nqcnf_sink *sink, const char *text)
{
    return sink->note ? sink->note(sink->context, text) : NQCNF_OK;
}

static int line_needs_at_least_one(const nqcnf_options *options,
                                   const nqcnf_line *line)
{
    return line->kind == NQCNF_LINE_ROW ||
           (line->kind == NQCNF_LINE_COLUMN && options->column_at_least_one);
}

static nqcnf_status note_line(const generator *gen, const nqcnf_line *line)
{
    const nqcnf_sink *sink = gen->state.sink;
    if (sink->note == NULL) return NQCNF_OK;
    char text[96];
    const unsigned origin = gen->origin;
    const unsigned r = line->start_row + origin;
    const unsigned c = line->start_column + origin;
    const unsigned last = line->length - 1;
    switch (line->kind) {
    case NQCNF_LINE_ROW:
        snprintf(text, sizeof text, "row %u: exactly one queen", r);
        break;
    case NQCNF_LINE_COLUMN:
        /* without its at-least-one clause a column is only "at most" */
        snprintf(text, sizeof text, "column %u: %s", c,
                 line_needs_at_least_one(gen->options, line)
                     ? "exactly one queen"
                     : "at most one queen (no at-least-one clause)");
        break;
    case NQCNF_LINE_DIAGONAL_DOWN_RIGHT:
        snprintf(text, sizeof text,
                 "diagonal (%u,%u)-(%u,%u): at most one queen", r, c,
                 r + last, c + last);
        break;
    case NQCNF_LINE_DIAGONAL_DOWN_LEFT:
        snprintf(text, sizeof text,
                 "diagonal (%u,%u)-(%u,%u): at most one queen", r, c,
                 r + last, c - last);
        break;
    }
    return note(sink, text);
}

static nqcnf_status emit_line(void *context, const nqcnf_line *line)
{
    generator *gen = context;
    const nqcnf_sink *sink = gen->state.sink;
    if (line->length < 2 && line->kind != NQCNF_LINE_ROW &&
        line->kind != NQCNF_LINE_COLUMN)
        return NQCNF_OK; /* a one-square diagonal constrains nothing */
    nqcnf_status status = note_line(gen, line);
    if (status != NQCNF_OK) return status;

    for (uint32_t i = 0; i < line->length; i++)
        gen->literals[i] = line->first + (int32_t)i * line->step;
    const int exactly = line_needs_at_least_one(gen->options, line);
    if (sink->add_cardinality != NULL)
        return sink->add_cardinality(sink->context, gen->literals,
                                     line->length, exactly);
    if (exactly) {
        status = sink->add_clause(sink->context, gen->literals, line->length);
        if (status != NQCNF_OK) return status;
    }
    return gen->encoder->emit(&gen->state, line, gen->literals);
}

static nqcnf_status emit_units(const nqcnf_options *options,
                               const nqcnf_sink *sink, unsigned origin)
{
    char text[64];
    for (size_t i = 0; i < options->queen_count; i++) {
        const nqcnf_square_ref *q = &options->queens[i];
        snprintf(text, sizeof text, "pre-placed queen (%u,%u)",
                 (unsigned)q->row + origin, (unsigned)q->column + origin);
        nqcnf_status status = note(sink, text);
        const int32_t unit = nqcnf_variable(options->n, q->row, q->column);
        if (status == NQCNF_OK)
            status = sink->add_clause(sink->context, &unit, 1);
        if (status != NQCNF_OK) return status;
    }
    for (size_t i = 0; i < options->blocked_count; i++) {
        const nqcnf_square_ref *b = &options->blocked[i];
        snprintf(text, sizeof text, "blocked square (%u,%u)",
                 (unsigned)b->row + origin, (unsigned)b->column + origin);
        nqcnf_status status = note(sink, text);
        const int32_t unit = -nqcnf_variable(options->n, b->row, b->column);
        if (status == NQCNF_OK)
            status = sink->add_clause(sink->context, &unit, 1);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_generate(const nqcnf_options *options,
                            const nqcnf_sink *sink)
{
    nqcnf_options own_options;
    nqcnf_sink own_sink;
    nqcnf_status status = nqcnf_options_import(options, &own_options);
    if (status == NQCNF_OK) status = nqcnf_sink_import(sink, &own_sink);
    if (status != NQCNF_OK) return status;
    return nqcnf_generate_clauses(&own_options, &own_sink);
}

nqcnf_status nqcnf_generate_clauses(const nqcnf_options *options,
                                    const nqcnf_sink *sink)
{
    return nqcnf_generate_clauses_numbered(options, sink, 1);
}

/* The lex-leader constraints of the symmetries that keep the given
 * squares (only those map solutions to solutions); a note says which
 * when that is not all of them. */
static nqcnf_status emit_symmetry_breaking(generator *gen,
                                           const nqcnf_options *options)
{
    unsigned group;
    nqcnf_status status = nqcnf_board_symmetry_group(options, &group);
    if (status != NQCNF_OK) return status;
    const unsigned order = nqcnf_board_symmetry_order(group);
    char text[120];
    if (group == NQCNF_SYMMETRY_GROUP_ALL)
        snprintf(text, sizeof text,
                 "symmetry breaking: lex-leader constraints");
    else if (order == 1)
        snprintf(text, sizeof text,
                 "symmetry breaking: none, no symmetry but the identity "
                 "keeps the given squares");
    else
        snprintf(text, sizeof text,
                 "symmetry breaking: lex-leader constraints for the %u "
                 "symmetries that keep the given squares", order);
    status = note(gen->state.sink, text);
    if (status == NQCNF_OK)
        status = nqcnf_symmetry_emit(&gen->state, options->n, group);
    return status;
}

nqcnf_status nqcnf_generate_clauses_numbered(const nqcnf_options *options,
                                             const nqcnf_sink *sink,
                                             unsigned origin)
{
    if (sink == NULL) return nqcnf_invalid("sink is NULL");
    if (sink->add_clause == NULL)
        return nqcnf_invalid("sink->add_clause is NULL");
    nqcnf_status status;
    /* Refuses encodings whose auxiliary variables would not fit int32,
     * before the first clause. */
    encoding_cost cost;
    status = nqcnf_encoding_cost(options, sink->add_cardinality != NULL,
                                 &cost);
    if (status != NQCNF_OK) return status;

    generator gen;
    gen.options = options;
    gen.encoder = nqcnf_amo_encoder(options->encoding);
    gen.state.sink = sink;
    gen.state.next_auxiliary = (int32_t)(options->n * options->n) + 1;
    gen.origin = origin;
    gen.literals = nqcnf_allocate(sizeof *gen.literals * options->n);
    if (gen.literals == NULL) return NQCNF_ERR_OUT_OF_MEMORY;

    status = nqcnf_board_lines_walk(options->n, emit_line, &gen);
    if (status == NQCNF_OK) status = emit_units(options, sink, origin);
    if (status == NQCNF_OK && options->symmetry_breaking)
        status = emit_symmetry_breaking(&gen, options);
    nqcnf_release(gen.literals);
    return status;
}
