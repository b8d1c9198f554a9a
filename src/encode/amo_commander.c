/*
 * amo_commander.c - the commander encoding (Klieber & Kwon 2007,
 * "Efficient CNF encoding for selecting 1 from N objects").
 *
 * The line is cut into groups of three, each with a commander variable c:
 * pairwise at-most-one inside the group, x -> c for each square, and at
 * most one commander, the same problem a third the size, solved the same
 * way until it is small enough for pairwise. About 3.5 clauses and half an
 * auxiliary variable a square (against (k-1)/2 clauses a square for
 * pairwise), and a queen still clears its line by unit propagation, up
 * the tree of commanders and down again.
 *
 * Klieber and Kwon's "c -> OR(group)" is kept although at-most-one does not
 * need it: one clause a group makes each commander the OR of its group, so
 * models are boards (exact), which counting tools rely on. A group of one
 * square commands itself (no variable, no clause), and lists of up to six
 * go pairwise: below seven, commanders never save a clause.
 */
#include "encode/encoder.h"

#define GROUP 3u
#define PAIRWISE_UP_TO 6u

static void commander_cost(uint64_t length, uint64_t *clauses,
                           uint64_t *auxiliary)
{
    *clauses = 0;
    *auxiliary = 0;
    while (length > PAIRWISE_UP_TO) {
        /* A full group: 3 pairs, 3 implications, 1 commander clause; a
         * group of two: 1 + 2 + 1; a group of one: nothing. */
        const uint64_t full = length / GROUP, rest = length % GROUP;
        *clauses += 7 * full + (rest == 2 ? 4 : 0);
        *auxiliary += full + (rest == 2 ? 1 : 0);
        length = full + (rest != 0 ? 1 : 0);
    }
    *clauses += length < 2 ? 0 : length * (length - 1) / 2;
}

static nqcnf_status pairwise(encoding_state *state, const int32_t *literals,
                             size_t count)
{
    for (size_t i = 0; i < count; i++)
        for (size_t j = i + 1; j < count; j++) {
            const nqcnf_status status =
                encoding_binary(state, -literals[i], -literals[j]);
            if (status != NQCNF_OK) return status;
        }
    return NQCNF_OK;
}

static nqcnf_status command_group(encoding_state *state,
                                  const int32_t *group, size_t size,
                                  int32_t *commander)
{
    if (size == 1) {
        *commander = group[0];
        return NQCNF_OK;
    }
    const int32_t c = encoding_new_variable(state);
    *commander = c;
    nqcnf_status status = pairwise(state, group, size);
    for (size_t i = 0; status == NQCNF_OK && i < size; i++)
        status = encoding_binary(state, -group[i], c);
    if (status == NQCNF_OK) {
        int32_t clause[GROUP + 1];
        clause[0] = -c;
        for (size_t i = 0; i < size; i++) clause[i + 1] = group[i];
        status = encoding_clause(state, clause, size + 1);
    }
    return status;
}

/* At most one of `literals`, whatever they are (squares or commanders). */
static nqcnf_status at_most_one(encoding_state *state,
                                const int32_t *literals, size_t count)
{
    if (count <= PAIRWISE_UP_TO) return pairwise(state, literals, count);
    const size_t groups = (count + GROUP - 1) / GROUP;
    int32_t *commanders = nqcnf_allocate(sizeof *commanders * groups);
    if (commanders == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_status status = NQCNF_OK;
    for (size_t g = 0; status == NQCNF_OK && g < groups; g++) {
        const size_t start = g * GROUP;
        const size_t size = count - start < GROUP ? count - start : GROUP;
        status = command_group(state, literals + start, size, &commanders[g]);
    }
    if (status == NQCNF_OK) status = at_most_one(state, commanders, groups);
    nqcnf_release(commanders);
    return status;
}

static nqcnf_status commander_emit(encoding_state *state,
                                   const nqcnf_line *line,
                                   const int32_t *literals)
{
    return at_most_one(state, literals, line->length);
}

const amo_encoder nqcnf_commander_encoder = {
    NQCNF_ENCODING_COMMANDER, "commander", commander_cost, commander_emit, 1};
