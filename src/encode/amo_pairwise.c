/*
 * amo_pairwise.c - the textbook at-most-one: a clause for every pair.
 *
 * (-a OR -b) for a before b on the line, in the lessons' order. The pairs
 * that share their first square go to the sink as one run, which the
 * DIMACS writer formats without touching each number (see
 * write/dimacs.c); sinks that want single clauses get them expanded
 * here. No auxiliary variables, so models are exactly boards; but the
 * cost is quadratic in the line length, N^3 for the board.
 */
#include "encode/encoder.h"

static void pairwise_cost(uint64_t length, uint64_t *clauses,
                          uint64_t *auxiliary)
{
    *clauses = length < 2 ? 0 : length * (length - 1) / 2;
    *auxiliary = 0;
}

/* Every literal is in a pair with each of the others, negated. */
void nqcnf_pairwise_profile(uint64_t length, const amo_profiles *profiles,
                            amo_profile *profile)
{
    (void)profiles;
    amo_profile pairs = {.board = {{length, length < 1 ? 0 : length - 1}}};
    pairwise_cost(length, &pairs.clauses, &pairs.auxiliary);
    pairs.literals = pairs.negated = 2 * pairs.clauses;
    *profile = pairs;
}

int nqcnf_pairwise_short_profile(uint64_t length, uint64_t pairwise_up_to,
                                 const amo_profiles *profiles,
                                 amo_profile *profile)
{
    if (length > pairwise_up_to) return 0;
    nqcnf_pairwise_profile(length, profiles, profile);
    return 1;
}

static uint64_t no_auxiliary(uint64_t length, uint64_t from,
                             const amo_profiles *profiles)
{
    (void)length;
    (void)from;
    (void)profiles;
    return 0;
}

nqcnf_status nqcnf_pairwise_list(encoding_state *state,
                                 const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count; i++)
        for (size_t j = i + 1; j < count; j++) {
            const nqcnf_status status =
                encoding_binary(state, -literals[i], -literals[j]);
            if (status != NQCNF_OK) return status;
        }
    return NQCNF_OK;
}

static nqcnf_status emit_run(const nqcnf_sink *sink, int32_t first,
                             int32_t second, int32_t step, uint32_t count)
{
    if (sink->add_binary_run != NULL)
        return sink->add_binary_run(sink->context, first, second, step,
                                    count);
    for (uint32_t i = 0; i < count; i++) {
        const int32_t pair[2] = {first, second + (int32_t)i * step};
        const nqcnf_status status = sink->add_clause(sink->context, pair, 2);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static nqcnf_status pairwise_emit(encoding_state *state,
                                  const nqcnf_line *line,
                                  const int32_t *literals)
{
    (void)literals; /* the line is a progression: runs need no array */
    for (uint32_t i = 0; i + 1 < line->length; i++) {
        const int32_t square = line->first + (int32_t)i * line->step;
        const nqcnf_status status =
            emit_run(state->sink, -square, -(square + line->step),
                     -line->step, line->length - 1 - i);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

const amo_encoder nqcnf_pairwise_encoder = {
    NQCNF_ENCODING_PAIRWISE, "pairwise", pairwise_cost,
    nqcnf_pairwise_profile, no_auxiliary, pairwise_emit, .exact = 1};
