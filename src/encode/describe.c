/*
 * describe.c - what every auxiliary variable of an instance stands for.
 *
 * A student reading a CNF with auxiliary variables sees numbers past
 * N*N and clauses that link them; `explain` has to say what each number
 * means. Only the encoder knows, so each amo_<name>.c has a describe()
 * hook beside its emit(): it walks the same structure (the counter's
 * prefixes, the commander's groups, the product's grid) and names each
 * variable as a set of the line's squares and a sentence. This file is
 * the walk around those hooks: the board's lines in the generator's
 * order, the auxiliary numbers counted with the encoders' own cost() (so
 * the numbering cannot drift from the generator's without the tests
 * noticing), then symmetry breaking's chains. The sentences number
 * squares from 1, as `explain` does.
 */
#include "encode/encoder.h"

#include "core/board_symmetry.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The square at `position` of `line`, 0-based. */
static nqcnf_square_ref square_at(const nqcnf_line *line, uint32_t position)
{
    nqcnf_square_ref square = {line->start_row, line->start_column};
    if (line->kind != NQCNF_LINE_ROW) square.row += position;
    if (line->kind == NQCNF_LINE_ROW ||
        line->kind == NQCNF_LINE_DIAGONAL_DOWN_RIGHT)
        square.column += position;
    else if (line->kind == NQCNF_LINE_DIAGONAL_DOWN_LEFT)
        square.column -= position;
    return square;
}

const char *nqcnf_describe_square(auxiliary_describer *d, int slot,
                                  uint32_t position)
{
    const nqcnf_square_ref square = square_at(d->line, position);
    snprintf(d->names[slot], sizeof d->names[slot], "(%u,%u)",
             (unsigned)square.row + 1, (unsigned)square.column + 1);
    return d->names[slot];
}

const char *nqcnf_describe_span(auxiliary_describer *d, int slot,
                                uint32_t first, uint32_t last)
{
    char from[16];
    snprintf(from, sizeof from, "%s", nqcnf_describe_square(d, slot, first));
    if (first == last) return d->names[slot];
    const char *to = nqcnf_describe_square(d, slot, last);
    char both[48];
    snprintf(both, sizeof both, "%s..%s", from, to);
    memcpy(d->names[slot], both, sizeof both);
    return d->names[slot];
}

const char *nqcnf_describe_line(auxiliary_describer *d, int slot)
{
    const nqcnf_line *line = d->line;
    if (line->kind == NQCNF_LINE_ROW || line->kind == NQCNF_LINE_COLUMN) {
        const int row = line->kind == NQCNF_LINE_ROW;
        snprintf(d->names[slot], sizeof d->names[slot], "%s %u",
                 row ? "row" : "column",
                 (unsigned)(row ? line->start_row : line->start_column) + 1);
        return d->names[slot];
    }
    const nqcnf_square_ref a = square_at(line, 0);
    const nqcnf_square_ref b = square_at(line, line->length - 1);
    snprintf(d->names[slot], sizeof d->names[slot], "diagonal (%u,%u)-(%u,%u)",
             (unsigned)a.row + 1, (unsigned)a.column + 1,
             (unsigned)b.row + 1, (unsigned)b.column + 1);
    return d->names[slot];
}

static nqcnf_status visit(auxiliary_describer *d, nqcnf_auxiliary *aux)
{
    aux->variable = d->next++;
    return d->visit(d->context, aux) ? NQCNF_ERR_STOPPED : NQCNF_OK;
}

nqcnf_status nqcnf_describe_auxiliary(auxiliary_describer *d, char symbol,
                                      int free_when_empty, size_t count,
                                      const char *format, ...)
{
    char text[256];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    for (size_t i = 0; i < count; i++)
        d->squares[i] = square_at(d->line, d->positions[i]);
    nqcnf_auxiliary aux = {.kind = NQCNF_AUXILIARY_SOME_QUEEN,
                           .symbol = symbol,
                           .free_when_empty = free_when_empty,
                           .line = d->line,
                           .squares = d->squares,
                           .square_count = count,
                           .text = text};
    return visit(d, &aux);
}

nqcnf_status nqcnf_describe_agreement(auxiliary_describer *d, int symmetry,
                                      nqcnf_square_ref last, const char *text)
{
    d->squares[0] = last;
    nqcnf_auxiliary aux = {.kind = NQCNF_AUXILIARY_AGREES,
                           .symbol = 'e',
                           .squares = d->squares,
                           .square_count = 1,
                           .symmetry = symmetry,
                           .text = text};
    return visit(d, &aux);
}

typedef struct walk {
    const amo_encoder *encoder;
    auxiliary_describer *d;
} walk;

static nqcnf_status describe_line_of(void *context, const nqcnf_line *line)
{
    const walk *w = context;
    uint64_t clauses, auxiliary;
    if (line->length < 2) return NQCNF_OK; /* nothing to encode */
    w->encoder->cost(line->length, &clauses, &auxiliary);
    if (auxiliary == 0) return NQCNF_OK;
    if (w->encoder->describe == NULL) return NQCNF_ERR_INTERNAL;
    const int32_t expected = w->d->next + (int32_t)auxiliary;
    w->d->line = line;
    const nqcnf_status status = w->encoder->describe(w->d, line);
    /* a describe() that names other variables than emit() makes would
     * put every later name on the wrong variable */
    if (status == NQCNF_OK && w->d->next != expected)
        return NQCNF_ERR_INTERNAL;
    return status;
}

static nqcnf_status describe_all(const nqcnf_options *options,
                                 auxiliary_describer *d)
{
    encoding_cost cost;
    nqcnf_status status = nqcnf_encoding_cost(options, 0, &cost);
    if (status != NQCNF_OK) return status;
    walk w = {nqcnf_amo_encoder(options->encoding), d};
    status = nqcnf_board_lines_walk(options->n, describe_line_of, &w);
    if (status == NQCNF_OK && options->symmetry_breaking) {
        d->line = NULL;
        unsigned group;
        status = nqcnf_board_symmetry_group(options, &group);
        if (status == NQCNF_OK)
            status = nqcnf_symmetry_describe(d, options->n, group);
    }
    return status;
}

nqcnf_status nqcnf_auxiliary_describe(
    const nqcnf_options *options,
    int (*visit_fn)(void *context, const nqcnf_auxiliary *auxiliary),
    void *context)
{
    nqcnf_options own;
    if (visit_fn == NULL) return nqcnf_invalid("visit is NULL");
    nqcnf_status status = nqcnf_options_import(options, &own);
    if (status != NQCNF_OK) return status;
    /* positions, owner and members for a line; squares likewise */
    const size_t n = own.n;
    uint32_t *scratch = nqcnf_allocate(
        n * (2 * sizeof(uint32_t) + sizeof(int32_t) + sizeof(nqcnf_square_ref)));
    if (scratch == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    auxiliary_describer d = {.next = (int32_t)(n * n) + 1,
                             .positions = scratch,
                             .owner = scratch + n,
                             .members = (int32_t *)(scratch + 2 * n),
                             .squares = (nqcnf_square_ref *)(scratch + 3 * n),
                             .visit = visit_fn,
                             .context = context};
    status = describe_all(&own, &d);
    nqcnf_release(scratch);
    return status;
}

const char * nqcnf_auxiliary_kind_name(nqcnf_auxiliary_kind kind)
{
    static const char *const names[] = {"some-queen", "agrees"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind]
                                                           : NULL;
}
