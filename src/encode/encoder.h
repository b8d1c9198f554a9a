/*
 * encoder.h - the seam between the generator and the at-most-one
 * encodings, and the other clause producers (symmetry breaking).
 *
 * The generator walks the board's lines; for each it asks the chosen
 * encoder for "at most one of these literals". Every encoder lives in its
 * own file, takes fresh auxiliary variables from the shared state (so they
 * are numbered after the board, in emission order), and declares its cost
 * in closed form: the DIMACS header is written before the first clause, so
 * the counts must be known without generating. A test holds every encoder
 * to its declared cost.
 */
#ifndef NQCNF_ENCODING_H
#define NQCNF_ENCODING_H

#include "core/internal.h"

typedef struct encoding_state {
    const nqcnf_sink *sink;
    int32_t next_auxiliary; /* the next unused variable number */
} encoding_state;

/* A fresh auxiliary variable. */
static inline int32_t encoding_new_variable(encoding_state *state)
{
    return state->next_auxiliary++;
}

static inline nqcnf_status encoding_clause(encoding_state *state,
                                           const int32_t *literals,
                                           size_t count)
{
    return state->sink->add_clause(state->sink->context, literals, count);
}

static inline nqcnf_status encoding_binary(encoding_state *state, int32_t a,
                                           int32_t b)
{
    const int32_t pair[2] = {a, b};
    return encoding_clause(state, pair, 2);
}

typedef struct amo_encoder {
    nqcnf_encoding encoding;
    const char *name;
    /* Clauses and auxiliary variables that at-most-one over `length`
     * literals costs (length may be 0 or 1: usually nothing). */
    void (*cost)(uint64_t length, uint64_t *clauses, uint64_t *auxiliary);
    /* At most one of literals[0 .. line->length-1] (the line's board
     * variables, positive); `line` also describes them as a progression
     * for encoders that can use it. */
    nqcnf_status (*emit)(encoding_state *state, const nqcnf_line *line,
                         const int32_t *literals);
    /* Whether the auxiliary variables are fixed by the board variables,
     * so that models and boards are in one-to-one correspondence. */
    int exact;
} amo_encoder;

extern const amo_encoder nqcnf_pairwise_encoder;
extern const amo_encoder nqcnf_sequential_encoder;
extern const amo_encoder nqcnf_ladder_encoder;
extern const amo_encoder nqcnf_bitwise_encoder;
extern const amo_encoder nqcnf_commander_encoder;
extern const amo_encoder nqcnf_product_encoder;

/* The encoder for `encoding`, or NULL. */
const amo_encoder *nqcnf_amo_encoder(nqcnf_encoding encoding);

/* Symmetry breaking (symmetry.c): lex-leader constraints for the 7
 * non-identity symmetries of the n x n board, over the board variables. */
void nqcnf_symmetry_cost(uint32_t n, uint64_t *clauses, uint64_t *auxiliary);
nqcnf_status nqcnf_symmetry_emit(encoding_state *state, uint32_t n);

/* What an encoding costs in all (counts.c), split the way writers need
 * it: `lines_exactly` and `lines_at_most` are the lines' cardinality
 * constraints (what add_cardinality receives); `clauses` and `auxiliary`
 * count what a clause sink receives instead, or, with `cardinality` set,
 * only the clauses that are not line constraints. */
typedef struct encoding_cost {
    uint64_t lines_exactly;
    uint64_t lines_at_most;
    uint64_t clauses;
    uint64_t auxiliary;
} encoding_cost;

nqcnf_status nqcnf_encoding_cost(const nqcnf_options *options,
                                 int cardinality, encoding_cost *cost);

#endif
