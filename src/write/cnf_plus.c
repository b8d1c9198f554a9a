/*
 * cnf_plus.c - the puzzle with native cardinality constraints, in CNF+:
 * the format MiniCard (Liffiton and Maglalang's MiniSat with "at most k"
 * constraints) reads, and PySAT's CNFPlus writes.
 *
 * CNF+ is DIMACS with one more kind of line, "l1 l2 ... lm <= K" (no
 * closing 0): at most K of the literals are true. Its header "p cnf+ V C"
 * counts the clauses and those constraints together. Each line of the
 * board is one "<= 1" constraint over its squares, and a row (and a
 * column, unless --no-column-alo) that must hold a queen gets its
 * at-least-one clause first. MiniCard also reads ">= K", but it turns
 * that into "<=" over the negations anyway, and a clause is the plainer
 * "at least one". A line of one square (N = 1) is written too: "x <= 1"
 * is allowed, and always true.
 *
 * As in knf.c and opb.c, the lines arrive whole (add_cardinality), so no
 * at-most-one encoding and no auxiliary variable of one is written; the
 * header's count comes from the closed-form cost of a cardinality sink,
 * and the text streams in bounded memory. Variables are numbered as in
 * DIMACS, so MiniCard's result file ("SAT" and the literals) decodes
 * like any SAT model.
 */
#include "write/format.h"

static nqcnf_status write_cardinality(void *context, const int32_t *literals,
                                      size_t count, int exactly)
{
    output_buffer *out = &((format_output *)context)->out;
    if (exactly &&
        nqcnf_write_plain_clause(context, literals, count) != NQCNF_OK)
        return out->status;
    return nqcnf_put_literal_list(out, literals, count, 0, "<= 1\n", 5);
}

/* A row's (and column's) "exactly one" is a clause and a constraint. */
static uint64_t constraints(unsigned n, const encoding_cost *cost)
{
    (void)n;
    return 2 * cost->lines_exactly + cost->lines_at_most + cost->clauses;
}

static nqcnf_status write_header(format_output *output)
{
    const unsigned n = output->options->n;
    return nqcnf_output_buffer_printf(
        &output->out,
        "c nqueens-cnf %s: the %u-queens puzzle in CNF+ (cardinality "
        "constraints)\n"
        "c variable r*%u + c + 1 is a queen on row r, column c (0-based), "
        "as in DIMACS\n"
        "c \"l1 ... lm <= 1\": at most one of the literals is true\n"
        "p cnf+ %llu %llu\n",
        nqcnf_version(), n, n, (unsigned long long)output->variables,
        (unsigned long long)constraints(n, &output->cost));
}

const format_spec nqcnf_cnf_plus_format = {
    .name = "cnf+",
    .cardinality = 1,
    .constraints = constraints,
    .header = write_header,
    .sink = {.add_clause = nqcnf_write_plain_clause,
             .add_cardinality = write_cardinality},
};
