/*
 * knf.c - the puzzle with native cardinality constraints, in KNF: the
 * format of the cardinality-CDCL solver of Reeves, Heule and Bryant
 * (a CaDiCaL that propagates "at least k" constraints directly).
 *
 * KNF is DIMACS with one more kind of line, "k B l1 l2 ... lm 0": at least
 * B of the m literals are true, B >= 1. Its header "p knf V C" counts the
 * clauses and those constraints together. It has no "at most", so a
 * line's "at most one queen" is written the way its authors write it,
 * as "at least m-1 of the m squares are empty": "k m-1 -x1 ... -xm 0".
 * A line of one square (only the board of N = 1 has them: the generator
 * drops one-square diagonals) needs no such constraint, and a bound of 0
 * is not allowed, so none is written. A row (and a column, unless
 * --no-column-alo) must also hold a queen: that is a plain clause before
 * its constraint. Like OPB, the writer takes each line whole through the
 * sink's add_cardinality, so no at-most-one encoding and none of its
 * auxiliary variables are written; pre-placed and blocked squares and
 * symmetry breaking are ordinary clauses.
 *
 * The header must be right before the first line, so its count comes
 * from the closed-form cost of a cardinality sink; the text streams in
 * bounded memory. Variables are numbered as in DIMACS, so a solver's
 * model ("v" lines, or a result file) decodes like a SAT model.
 *
 * The literal lists and the clauses are written by nqcnf_put_literal_list()
 * and nqcnf_write_plain_clause(), which cnf_plus.c shares (format.h).
 */
#include "write/format.h"

nqcnf_status nqcnf_put_literal_list(output_buffer *out,
                                    const int32_t *literals, size_t count,
                                    int negate, const char *end,
                                    size_t end_length)
{
    for (size_t i = 0; i < count; i++) {
        /* "-2147395600 " is 12 bytes; the slack covers the rest. */
        if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
        char *at = format_literal(out->data + out->used,
                                  negate ? -literals[i] : literals[i]);
        *at++ = ' ';
        out->used = (size_t)(at - out->data);
    }
    return nqcnf_output_buffer_put(out, end, end_length);
}

nqcnf_status nqcnf_write_plain_clause(void *context, const int32_t *literals,
                                      size_t count)
{
    output_buffer *out = &((format_output *)context)->out;
    return nqcnf_put_literal_list(out, literals, count, 0, "0\n", 2);
}

static nqcnf_status write_cardinality(void *context, const int32_t *literals,
                                      size_t count, int exactly)
{
    output_buffer *out = &((format_output *)context)->out;
    if (exactly &&
        nqcnf_write_plain_clause(context, literals, count) != NQCNF_OK)
        return out->status;
    if (count < 2) return NQCNF_OK; /* at most one of one: always true */
    if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
    char *at = out->data + out->used;
    *at++ = 'k';
    *at++ = ' ';
    at = format_literal(at, (int32_t)(count - 1));
    *at++ = ' ';
    out->used = (size_t)(at - out->data);
    return nqcnf_put_literal_list(out, literals, count, 1, "0\n", 2);
}

/* Every line of the board has at least two squares from N = 2 on, and
 * none has at N = 1: so there is one "k" line per line from N = 2, none
 * at N = 1, and one clause more for each line that must hold a queen. */
static uint64_t constraints(unsigned n, const encoding_cost *cost)
{
    const uint64_t at_most =
        n >= 2 ? cost->lines_exactly + cost->lines_at_most : 0;
    return cost->lines_exactly + at_most + cost->clauses;
}

static nqcnf_status write_header(format_output *output)
{
    const unsigned n = output->options->n;
    return nqcnf_output_buffer_printf(
        &output->out,
        "c nqueens-cnf %s: the %u-queens puzzle in KNF (cardinality "
        "constraints)\n"
        "c variable r*%u + c + 1 is a queen on row r, column c (0-based), "
        "as in DIMACS\n"
        "c \"k B l1 ... lm 0\": at least B of the literals are true; "
        "at most one queen on a line is \"k m-1\" over its squares "
        "negated\n"
        "p knf %llu %llu\n",
        nqcnf_version(), n, n, (unsigned long long)output->variables,
        (unsigned long long)constraints(n, &output->cost));
}

const format_spec nqcnf_knf_format = {
    .name = "knf",
    .cardinality = 1,
    .constraints = constraints,
    .header = write_header,
    .sink = {.add_clause = nqcnf_write_plain_clause,
             .add_cardinality = write_cardinality},
};
