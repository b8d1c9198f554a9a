/*
 * opb.c - the puzzle as pseudo-Boolean constraints (OPB), for PB
 * solvers such as clasp.
 *
 * A PB solver reasons about "exactly one" and "at most one" directly, so
 * the writer asks the generator for each line's constraint whole (the
 * sink's add_cardinality) and no at-most-one encoding, no auxiliary
 * variable, no quadratic pile of pairs is written: N = 8 is 42 line
 * constraints instead of 736 clauses. Only what has no cardinality form
 * arrives as clauses (pre-placed and blocked squares, symmetry breaking).
 *
 * The format is the PB competition's, whose relational operators are
 * only ">=" and "=" (clasp 3.3 rejects "<=" with a parse error), and
 * whose negated literals "~x" not every parser takes. So everything is
 * written with plain variables and those two operators:
 *   exactly one       +1 x1 +1 x2 ... = 1 ;
 *   at most one       -1 x1 -1 x2 ... >= -1 ;
 *   a clause          +1 x3 -1 x5 >= 0 ;     (x3 or not x5: ~x5 = 1 - x5,
 *                                             so the degree drops by one
 *                                             per negated literal)
 * The "* #variable= V #constraint= C" header comes first and must be
 * right, so both counts come from the closed-form cost before the first
 * constraint is generated: the text streams, memory stays bounded.
 * Variables are numbered as in DIMACS (x<r*N+c+1>), so a PB model reads
 * like a SAT model.
 */
#include "write/format.h"

#include <string.h>

/* " -1 x2147483647" and its sign fit with room to spare. */
#define TERM_ROOM 24

/* Appends "+1 xV " or "-1 xV " for each variable; `negate` flips the
 * coefficient's sign (at-most-one as a >= constraint), and a negative
 * literal flips it once more (the clause trick above). */
static nqcnf_status put_terms(output_buffer *out, const int32_t *literals,
                              size_t count, int negate)
{
    for (size_t i = 0; i < count; i++) {
        if (output_buffer_reserve(out, TERM_ROOM) != NQCNF_OK)
            return out->status;
        const int32_t literal = literals[i];
        const int minus = (literal < 0) != (negate != 0);
        char *at = out->data + out->used;
        memcpy(at, minus ? "-1 x" : "+1 x", 4);
        at = format_literal(at + 4, literal < 0 ? -literal : literal);
        *at++ = ' ';
        out->used = (size_t)(at - out->data);
    }
    return NQCNF_OK;
}

static nqcnf_status write_cardinality(void *context, const int32_t *literals,
                                      size_t count, int exactly)
{
    output_buffer *out = &((format_output *)context)->out;
    if (put_terms(out, literals, count, !exactly) != NQCNF_OK)
        return out->status;
    return exactly ? nqcnf_output_buffer_put(out, "= 1 ;\n", 6)
                   : nqcnf_output_buffer_put(out, ">= -1 ;\n", 8);
}

static nqcnf_status write_clause(void *context, const int32_t *literals,
                                 size_t count)
{
    output_buffer *out = &((format_output *)context)->out;
    if (put_terms(out, literals, count, 0) != NQCNF_OK) return out->status;
    /* Degree 1 minus one per negated literal. A clause has at most a few
     * times N literals, so the degree fits an int32 comfortably. */
    int32_t degree = 1;
    for (size_t i = 0; i < count; i++)
        if (literals[i] < 0) degree--;
    if (output_buffer_reserve(out, 32) != NQCNF_OK) return out->status;
    char *at = out->data + out->used;
    memcpy(at, ">= ", 3);
    at = format_literal(at + 3, degree);
    memcpy(at, " ;\n", 3);
    out->used = (size_t)(at + 3 - out->data);
    return NQCNF_OK;
}

/* The counts come from the cost of a cardinality sink: `auxiliary` is
 * then only symmetry breaking's, and the constraints are the lines' plus
 * the clauses that are not line constraints. */
static uint64_t constraints(unsigned n, const encoding_cost *cost)
{
    (void)n;
    return cost->lines_exactly + cost->lines_at_most + cost->clauses;
}

static nqcnf_status write_header(format_output *output)
{
    const unsigned n = output->options->n;
    return nqcnf_output_buffer_printf(
        &output->out,
        "* #variable= %llu #constraint= %llu\n"
        "* nqueens-cnf %s: the %u-queens puzzle as pseudo-Boolean "
        "constraints\n"
        "* x<r*%u + c + 1> is a queen on row r, column c (0-based), "
        "as in DIMACS\n",
        (unsigned long long)output->variables,
        (unsigned long long)constraints(n, &output->cost), nqcnf_version(), n,
        n);
}

/* No note hook: some PB parsers take "*" comments only at the top. */
const format_spec nqcnf_opb_format = {
    .name = "opb",
    .cardinality = 1,
    .constraints = constraints,
    .header = write_header,
    .sink = {.add_clause = write_clause,
             .add_cardinality = write_cardinality},
};
