/*
 * amo_profiles.c - the profiles of line lengths, short ones kept at hand.
 *
 * Sizes need an encoder's profile for every line length up to N, and the
 * recursive encodings build the profile of a long list on that of shorter
 * ones. A table of all N lengths would be the obvious memo, but fresh
 * memory pages are what a size computation would spend most of its time
 * on (a page fault costs more than a thousand lines' arithmetic on some
 * virtual machines), so only the short lengths, those the recursion keeps
 * coming back to, are kept, in a table small enough for the stack; long
 * ones are worked out when asked, in O(1) steps each, O(log k) for the
 * commander's chain of thirds.
 */
#include "encode/encoder.h"

void nqcnf_profiles_init(amo_profiles *profiles, const amo_encoder *encoder,
                         amo_profile *table, uint64_t up_to)
{
    profiles->encoder = encoder;
    profiles->filled = 0;
    profiles->table = table;
    const uint64_t last =
        up_to < AMO_SHORT_LENGTHS - 1 ? up_to : AMO_SHORT_LENGTHS - 1;
    /* Shortest first: each is built on shorter ones already there. */
    for (uint64_t length = 0; length <= last; length++) {
        encoder->profile(length, profiles, &profiles->table[length]);
        profiles->filled = length + 1;
    }
}

void nqcnf_profile_of(const amo_profiles *profiles, uint64_t length,
                      amo_profile *profile)
{
    if (length < profiles->filled) *profile = profiles->table[length];
    else profiles->encoder->profile(length, profiles, profile);
}

void nqcnf_cost_from_profile(const amo_encoder *encoder, uint64_t length,
                             uint64_t *clauses, uint64_t *auxiliary)
{
    const amo_profiles none = {encoder, 0, NULL};
    amo_profile profile;
    encoder->profile(length, &none, &profile);
    *clauses = profile.clauses;
    *auxiliary = profile.auxiliary;
}

uint64_t nqcnf_amo_inner_weight(const amo_profile *profile)
{
    size_t inner = 0;
    for (size_t i = 1; i < AMO_BOARD_RUNS; i++)
        if (profile->board[i].count > profile->board[inner].count) inner = i;
    return profile->board[inner].occurrences;
}

/* `count` literals, the first and the last `ends` apart from the rest. */
static void ends_and_middle(uint64_t count, const uint64_t ends[3],
                            occurrence_run runs[AMO_BOARD_RUNS])
{
    const occurrence_run none = {0, 0};
    for (size_t i = 0; i < AMO_BOARD_RUNS; i++) runs[i] = none;
    if (count == 1) runs[0] = (occurrence_run){1, ends[0] + ends[2] - ends[1]};
    if (count < 2) return;
    runs[0] = (occurrence_run){1, ends[0]};
    runs[1] = (occurrence_run){count - 2, ends[1]};
    runs[2] = (occurrence_run){1, ends[2]};
}

void nqcnf_chain_profile(uint64_t length, const amo_profiles *profiles,
                         amo_profile *profile)
{
    const chain_profile *chain = profiles->encoder->chain;
    const int used = length >= 2;
    profile->clauses =
        used ? chain->clauses_per_square * length - chain->clauses_fewer : 0;
    profile->auxiliary = used ? length - 1 : 0;
    profile->literals = used ? chain->literals_per_square * length -
                                   chain->literals_fewer
                             : 0;
    profile->negated = used ? chain->negated_per_square * length -
                                  chain->negated_fewer
                            : 0;
    const uint64_t unused[3] = {0, 0, 0};
    ends_and_middle(length, used ? chain->squares : unused, profile->board);
}

uint64_t nqcnf_chain_auxiliary_from(uint64_t length, uint64_t from,
                                    const amo_profiles *profiles)
{
    occurrence_run runs[AMO_BOARD_RUNS];
    ends_and_middle(length < 2 ? 0 : length - 1,
                    profiles->encoder->chain->auxiliaries, runs);
    return nqcnf_runs_from(runs, AMO_BOARD_RUNS, from);
}
