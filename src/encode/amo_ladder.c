/*
 * amo_ladder.c - the ladder encoding (Gent & Nightingale 2004, "A new
 * encoding of AllDifferent into SAT"), the regular encoding of Ansótegui
 * & Manyà (2004) read as at-most-one.
 *
 * Auxiliary y_i (i = 1..k-1) stands for "a queen beyond square i": the
 * ladder y_i -> y_{i-1} keeps the y's a run of trues followed by falses,
 * and the queen, if any, sits where the run ends: x_i <-> y_{i-1} AND NOT
 * y_i, with y_0 left out at the start (a line may be empty) and y_k taken
 * as false at the end. Unlike Sinz's counter (amo_sequential.c), both
 * directions of the equivalence are kept, so the y's are fixed by the
 * board (y_i = OR(x_{i+1}..x_k)) and models are boards, one to one: the
 * encoding is exact, for k-1 more clauses than the counter, 4k-5 in all.
 */
#include "encode/encoder.h"

/* Per square (see channel): the first has one binary clause, an inner
 * one three binary and one ternary, the last two binary: 4k - 5 clauses,
 * 9k - 12 literals, 5k - 6 negated. The inner squares occur three
 * times, the first once, the last twice; y_i is the rung after square
 * i-1 (three clauses, one for y_1) and before square i (three clauses,
 * two for the last): 4, 6, ..., 6, 5. */
static const chain_profile rungs = {4, 5, 9, 12, 5, 6, {1, 3, 2}, {4, 6, 5}};

static void ladder_cost(uint64_t length, uint64_t *clauses,
                        uint64_t *auxiliary)
{
    nqcnf_cost_from_profile(&nqcnf_ladder_encoder, length, clauses,
                            auxiliary);
}

/* Square i (0-based) between rungs `before` (y_i, 0 for none) and `after`
 * (y_{i+1}, 0 for none). */
static nqcnf_status channel(encoding_state *state, int32_t square,
                            int32_t before, int32_t after)
{
    nqcnf_status status = NQCNF_OK;
    if (before != 0 && after != 0) /* the ladder: y_{i+1} -> y_i */
        status = encoding_binary(state, -after, before);
    if (status == NQCNF_OK && before != 0)
        status = encoding_binary(state, -square, before);
    if (status == NQCNF_OK && after != 0)
        status = encoding_binary(state, -square, -after);
    if (status == NQCNF_OK && before != 0) {
        /* the run ends here, so the queen is here: what makes it exact */
        const int32_t end[3] = {-before, square, after};
        status = encoding_clause(state, end, after != 0 ? 3 : 2);
    }
    return status;
}

static nqcnf_status ladder_emit(encoding_state *state,
                                const nqcnf_line *line,
                                const int32_t *literals)
{
    const uint32_t k = line->length;
    if (k < 2) return NQCNF_OK;

    nqcnf_status status = NQCNF_OK;
    int32_t before = 0;
    for (uint32_t i = 0; status == NQCNF_OK && i < k; i++) {
        const int32_t after = i + 1 < k ? encoding_new_variable(state) : 0;
        status = channel(state, literals[i], before, after);
        before = after;
    }
    return status;
}

/* y_i, the rung after square i (1-based), is the OR of the squares
 * after it: a queen stands further along the line. */
static nqcnf_status ladder_describe(auxiliary_describer *d,
                                    const nqcnf_line *line)
{
    const uint32_t k = line->length;
    nqcnf_status status = NQCNF_OK;
    for (uint32_t i = 1; status == NQCNF_OK && i < k; i++) {
        for (uint32_t p = i; p < k; p++) d->positions[p - i] = p;
        status = nqcnf_describe_auxiliary(d, 'y', 0, k - i,
                                          "the rung after %s: a queen stands "
                                          "beyond it",
                                          nqcnf_describe_square(d, 0, i - 1));
    }
    return status;
}

const amo_encoder nqcnf_ladder_encoder = {
    NQCNF_ENCODING_LADDER, "ladder", ladder_cost, nqcnf_chain_profile,
    nqcnf_chain_auxiliary_from, ladder_emit, .exact = 1, .chain = &rungs,
    .describe = ladder_describe};
