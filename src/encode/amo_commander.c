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

/* One level of groups over a list longer than PAIRWISE_UP_TO: a full
 * group costs 3 pairs, 3 implications and 1 commander clause; a group of
 * two 1 + 2 + 1; a group of one nothing, its square going up as its own
 * commander. */
typedef struct level {
    uint64_t full, rest;   /* groups of three, and what is left over */
    uint64_t clauses;      /* of this level */
    uint64_t commanders;   /* auxiliary variables made here */
    uint64_t above;        /* the length of the list of commanders */
} level;

static level group_level(uint64_t length)
{
    const uint64_t full = length / GROUP, rest = length % GROUP;
    const level groups = {full, rest, 7 * full + (rest == 2 ? 4 : 0),
                          full + (rest == 2 ? 1 : 0),
                          full + (rest != 0 ? 1 : 0)};
    return groups;
}

/* A full group holds 16 literals, 10 of them negated: each square in
 * two pairs, one implication and the commander clause (4 times), the
 * commander in three implications and its own clause. A group of two
 * holds 9 (5 negated), each of its squares 3 times; a group of one
 * nothing here: its square occurs as often as the last literal above. */
static void commander_profile(uint64_t length,
                              const amo_profiles *profiles,
                              amo_profile *profile)
{
    if (nqcnf_pairwise_short_profile(length, PAIRWISE_UP_TO, profiles,
                                     profile))
        return;
    const level groups = group_level(length);
    amo_profile above;
    nqcnf_profile_of(profiles, groups.above, &above);
    const uint64_t pair = groups.rest == 2 ? 1 : 0;
    const uint64_t carried =
        groups.rest == 1
            ? nqcnf_runs_from(above.board, AMO_BOARD_RUNS, groups.full)
            : 0;
    const amo_profile commanded = {
        .clauses = groups.clauses + above.clauses,
        .auxiliary = groups.commanders + above.auxiliary,
        .literals = 16 * groups.full + 9 * pair + above.literals,
        .negated = 10 * groups.full + 5 * pair + above.negated,
        .board = {{3 * groups.full, 4},
                  {groups.rest, pair ? 3 : carried}}};
    *profile = commanded;
}

static void commander_cost(uint64_t length, uint64_t *clauses,
                           uint64_t *auxiliary)
{
    nqcnf_cost_from_profile(&nqcnf_commander_encoder, length, clauses,
                            auxiliary);
}

/* The commanders made at a level (one per group of two or three, in
 * order), then those of the level above. Each occurs in its group's
 * clauses (4 times, 3 for a group of two) and as a literal above. */
static uint64_t commander_auxiliary_from(uint64_t length, uint64_t from,
                                         const amo_profiles *profiles)
{
    if (length <= PAIRWISE_UP_TO) return 0;
    const level groups = group_level(length);
    if (from >= groups.commanders)
        return commander_auxiliary_from(groups.above,
                                        from - groups.commanders, profiles);
    amo_profile above;
    nqcnf_profile_of(profiles, groups.above, &above);
    const uint64_t full_from = from < groups.full ? from : groups.full;
    const uint64_t in_groups =
        4 * (groups.full - full_from) + (groups.rest == 2 ? 3 : 0);
    const uint64_t as_literals =
        nqcnf_runs_from(above.board, AMO_BOARD_RUNS, from) -
        nqcnf_runs_from(above.board, AMO_BOARD_RUNS, groups.commanders);
    return in_groups + as_literals + amo_auxiliary_occurrences(&above);
}

/* The group's clauses and its commander; the commander is stored only
 * once the group is read, as it may be stored over the group's first
 * literal (a group of one commands itself). */
static nqcnf_status command_group(encoding_state *state,
                                  const int32_t *group, size_t size,
                                  int32_t *commander)
{
    if (size == 1) {
        *commander = group[0];
        return NQCNF_OK;
    }
    const int32_t c = encoding_new_variable(state);
    nqcnf_status status = nqcnf_pairwise_list(state, group, size);
    for (size_t i = 0; status == NQCNF_OK && i < size; i++)
        status = encoding_binary(state, -group[i], c);
    if (status == NQCNF_OK) {
        int32_t clause[GROUP + 1];
        clause[0] = -c;
        for (size_t i = 0; i < size; i++) clause[i + 1] = group[i];
        status = encoding_clause(state, clause, size + 1);
    }
    *commander = c;
    return status;
}

/* Level by level, each list's commanders being the next list, until one
 * is short enough for pairwise. The levels share one array: a group's
 * commander is stored no further on than the group's first literal, so
 * each list is written over the one before it. */
static nqcnf_status commander_emit(encoding_state *state,
                                   const nqcnf_line *line,
                                   const int32_t *literals)
{
    size_t count = line->length;
    if (count <= PAIRWISE_UP_TO)
        return nqcnf_pairwise_list(state, literals, count);
    int32_t *commanders =
        nqcnf_allocate(sizeof *commanders * ((count + GROUP - 1) / GROUP));
    if (commanders == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_status status = NQCNF_OK;
    const int32_t *list = literals;
    while (status == NQCNF_OK && count > PAIRWISE_UP_TO) {
        const size_t groups = (count + GROUP - 1) / GROUP;
        for (size_t g = 0; status == NQCNF_OK && g < groups; g++) {
            const size_t start = g * GROUP;
            const size_t size = count - start < GROUP ? count - start : GROUP;
            status = command_group(state, list + start, size, &commanders[g]);
        }
        list = commanders;
        count = groups;
    }
    if (status == NQCNF_OK) status = nqcnf_pairwise_list(state, list, count);
    nqcnf_release(commanders);
    return status;
}

/* The commanders of one level, as command_group() makes them: each is
 * true when a queen stands in its group, which above the first level is
 * the run of squares its groups below cover. owner[p] is the element of
 * the level's list that square p is in. */
static nqcnf_status describe_level(auxiliary_describer *d, size_t count,
                                   int first_level)
{
    const uint32_t k = d->line->length;
    nqcnf_status status = NQCNF_OK;
    for (size_t g = 0; status == NQCNF_OK && g * GROUP < count; g++) {
        const size_t size = count - g * GROUP < GROUP ? count - g * GROUP
                                                      : GROUP;
        if (size == 1) continue; /* its one member commands itself */
        size_t squares = 0;
        for (uint32_t p = 0; p < k; p++)
            if (d->owner[p] / GROUP == g) d->positions[squares++] = p;
        status = nqcnf_describe_auxiliary(
            d, 'c', 0, squares, "a queen stands in group %s%s",
            nqcnf_describe_span(d, 0, d->positions[0],
                                d->positions[squares - 1]),
            first_level ? "" : " (it commands the groups below it)");
    }
    for (uint32_t p = 0; p < k; p++) d->owner[p] /= GROUP;
    return status;
}

static nqcnf_status commander_describe(auxiliary_describer *d,
                                       const nqcnf_line *line)
{
    size_t count = line->length;
    for (uint32_t p = 0; p < line->length; p++) d->owner[p] = p;
    nqcnf_status status = NQCNF_OK;
    for (int first = 1; status == NQCNF_OK && count > PAIRWISE_UP_TO;
         first = 0) {
        status = describe_level(d, count, first);
        count = (count + GROUP - 1) / GROUP;
    }
    return status;
}

const amo_encoder nqcnf_commander_encoder = {
    NQCNF_ENCODING_COMMANDER, "commander", commander_cost,
    commander_profile, commander_auxiliary_from, commander_emit, .exact = 1,
    .describe = commander_describe};
