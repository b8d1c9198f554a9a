/*
 * random.c - the library's one source of random numbers: counter-based.
 *
 * Everything random here must give the same bytes on every machine for
 * the same version, seed and options (a shuffled benchmark, a random
 * Blocked N-Queens instance), and the shuffle must be cheap to evaluate
 * at any position without running through the ones before it. rand() is
 * neither portable nor seekable; a counter-based generator is both: the
 * value at (key, counter) is a fixed function of the two. The function is
 * the SplitMix64 output mix (Steele, Lea and Flood, "Fast splittable
 * pseudorandom number generators", OOPSLA 2014) applied twice, to the key
 * and then to the key's mix plus the counter, so that nearby keys and
 * nearby counters give unrelated words. It is not cryptographic; it only
 * has to look random to a SAT solver and to a statistician's eye.
 *
 * This definition is part of the output's meaning: changing it changes
 * every shuffled file and random instance, and needs a new version.
 */
#include "core/internal.h"

static uint64_t mix64(uint64_t z)
{
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t nqcnf_keyed_random_word(uint64_t key, uint64_t counter)
{
    return mix64(mix64(key) + counter * 0xD1B54A32D192ED03ull);
}

uint64_t nqcnf_keyed_random_below(uint64_t key, uint64_t counter,
                                  uint64_t bound)
{
    if (bound <= 1) return 0;
    /* Lemire's multiply-and-shift keeps the bias below bound / 2^64
     * (negligible for any board), without the rejection loop that would
     * make the number of words a draw uses vary. */
    const uint64_t word = nqcnf_keyed_random_word(key, counter);
    const uint64_t high_bound = bound >> 32, low_bound = bound & 0xFFFFFFFFu;
    const uint64_t high_word = word >> 32, low_word = word & 0xFFFFFFFFu;
    /* the high 64 bits of the 128-bit product word * bound */
    const uint64_t cross1 = high_word * low_bound;
    const uint64_t cross2 = low_word * high_bound;
    const uint64_t carry = ((low_word * low_bound >> 32) +
                            (cross1 & 0xFFFFFFFFu) + (cross2 & 0xFFFFFFFFu)) >>
                           32;
    return high_word * high_bound + (cross1 >> 32) + (cross2 >> 32) + carry;
}

double nqcnf_keyed_random_unit(uint64_t key, uint64_t counter)
{
    /* 53 bits: every double in [0, 1) this can give is exact */
    return (double)(nqcnf_keyed_random_word(key, counter) >> 11) * 0x1.0p-53;
}
