/*
 * amo_sequential.c - Sinz's sequential counter (Sinz 2005, "Towards an
 * optimal CNF encoding of Boolean cardinality constraints", LTseq for
 * k = 1).
 *
 * Pairwise at-most-one costs k(k-1)/2 clauses a line, N^3 for the board;
 * the counter costs 3k-4 clauses and k-1 auxiliary variables, linear in
 * the line, and unit propagation still forbids every other square as soon
 * as one queen is placed. Auxiliary s_i stands for "a queen among
 * x_1..x_i", but only the implication x -> s is encoded, as in Sinz's
 * paper: that is all at-most-one needs. So s_i may also be true over an
 * empty prefix, and one board has several models: the encoding is not
 * exact. The converse clauses that would fix s make it the ladder
 * encoding (amo_ladder.c), which is the exact choice.
 */
#include "encode/encoder.h"

/* Binary clauses only: x_1 -> s_1 at the start, then per inner square
 * x -> s, s_prev -> s and not both x and s_prev (four negated), and x_k
 * against s_{k-1} at the end: 3k - 4 clauses, 6k - 8 literals, 4k - 5
 * negated. Inner squares occur twice, the two ends once; s_i is made by
 * two clauses and read by the next two (by one at the ends): 3, 4, ...,
 * 4, 3. */
static const chain_profile counter = {3, 4, 6, 8, 4, 5, {1, 2, 1}, {3, 4, 3}};

static void sequential_cost(uint64_t length, uint64_t *clauses,
                            uint64_t *auxiliary)
{
    nqcnf_cost_from_profile(&nqcnf_sequential_encoder, length, clauses,
                            auxiliary);
}

static nqcnf_status sequential_emit(encoding_state *state,
                                    const nqcnf_line *line,
                                    const int32_t *literals)
{
    const uint32_t k = line->length;
    if (k < 2) return NQCNF_OK;

    int32_t previous = encoding_new_variable(state); /* s_1 */
    nqcnf_status status = encoding_binary(state, -literals[0], previous);
    for (uint32_t i = 1; status == NQCNF_OK && i + 1 < k; i++) {
        const int32_t current = encoding_new_variable(state);
        status = encoding_binary(state, -literals[i], current);
        if (status == NQCNF_OK)
            status = encoding_binary(state, -previous, current);
        if (status == NQCNF_OK)
            status = encoding_binary(state, -literals[i], -previous);
        previous = current;
    }
    if (status == NQCNF_OK)
        status = encoding_binary(state, -literals[k - 1], -previous);
    return status;
}

/* s_i, made for square i-1 (1-based i), holds a queen among the first i
 * squares once the line has its queen; on an empty line it is free, as
 * only x -> s is encoded. */
static nqcnf_status sequential_describe(auxiliary_describer *d,
                                        const nqcnf_line *line)
{
    nqcnf_status status = NQCNF_OK;
    for (uint32_t i = 0; status == NQCNF_OK && i + 1 < line->length; i++) {
        d->positions[i] = i;
        status = nqcnf_describe_auxiliary(d, 's', 1, i + 1,
                                          "the prefix up to %s holds a queen",
                                          nqcnf_describe_square(d, 0, i));
    }
    return status;
}

const amo_encoder nqcnf_sequential_encoder = {
    NQCNF_ENCODING_SEQUENTIAL, "sequential", sequential_cost,
    nqcnf_chain_profile, nqcnf_chain_auxiliary_from, sequential_emit,
    .exact = 0, .chain = &counter, .describe = sequential_describe};
