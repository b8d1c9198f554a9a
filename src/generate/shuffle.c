/*
 * shuffle.c - a shuffle that can be undone, evaluated anywhere at once.
 *
 * A shuffled file must be the same bytes on every machine, and it must
 * stream: at N = 46340 there are 2^31 variables and some 10^14 clauses,
 * far too many for the tables of a shuffled permutation. So every part is
 * a keyed function of a position, built on the counter-based generator
 * of core/random.c, and costs nothing to set up:
 *
 *  - variables: a balanced Feistel network of SHUFFLE_ROUNDS rounds over
 *    the smallest power of four >= V, its round function the keyed word
 *    of the right half; values that land beyond V walk on through the
 *    network until they come back into 1..V (cycle walking: Black and
 *    Rogaway, "Ciphers with arbitrary finite domains", 2002), which keeps
 *    it a bijection on 1..V, at most about four steps on average. The
 *    inverse runs the rounds backwards, so a model maps back literal by
 *    literal;
 *  - polarity: a keyed bit per variable (of the plain file) flips it;
 *  - literals: each clause's literals in a Fisher-Yates order keyed by
 *    the clause's index;
 *  - clauses: the file cut into windows of NQCNF_SHUFFLE_WINDOW clauses,
 *    each written in a Fisher-Yates order keyed by the window's number.
 *    Like scranfilize's move window, a clause moves only so far (less
 *    than one window), which is what keeps memory bounded; a file of at
 *    most one window is permuted as a whole.
 *
 * Each part has its own key drawn from the seed, so a part switched off
 * leaves the others as they would be with it. The scheme is
 * NQCNF_SHUFFLE_SCHEME: changing anything here changes every shuffled
 * file and needs a new scheme number.
 */
#include "generate/shuffle.h"

#include <inttypes.h>
#include <stddef.h>
#include <string.h>

/* Whether a shuffle can be keyed, without a word: nqcnf_shuffle_literal
 * gives an invalid shuffle's literals back unchanged, refusing nothing,
 * and must not leave a message behind as if it had. */
static int shuffle_usable(const nqcnf_shuffle *shuffle)
{
    return shuffle != NULL && (shuffle->parts & ~NQCNF_SHUFFLE_ALL) == 0 &&
           shuffle->variables != 0 && shuffle->variables <= INT32_MAX;
}

static void key_fill(const nqcnf_shuffle *shuffle, shuffle_key *key)
{
    memset(key, 0, sizeof *key);
    key->parts = shuffle->parts;
    key->variables = shuffle->variables;
    unsigned bits = 0;
    while (bits < 64 && (shuffle->variables - 1) >> bits != 0) bits++;
    key->half_bits = bits < 2 ? 1 : (bits + 1) / 2;
    key->half_mask = ((uint64_t)1 << key->half_bits) - 1;
    for (unsigned r = 0; r < SHUFFLE_ROUNDS; r++)
        key->rounds[r] = nqcnf_keyed_random_word(shuffle->seed, 16 + r);
    key->polarity = nqcnf_keyed_random_word(shuffle->seed, 1);
    key->clauses = nqcnf_keyed_random_word(shuffle->seed, 2);
    key->literals = nqcnf_keyed_random_word(shuffle->seed, 3);
}

nqcnf_status nqcnf_shuffle_key_make(const nqcnf_shuffle *shuffle,
                                    shuffle_key *key)
{
    if (shuffle == NULL) return nqcnf_invalid("shuffle is NULL");
    const unsigned unknown = shuffle->parts & ~NQCNF_SHUFFLE_ALL;
    if (unknown != 0)
        return nqcnf_invalid("shuffle->parts is %#x: bits %#x are no "
                             "NQCNF_SHUFFLE_* part",
                             shuffle->parts, unknown);
    if (shuffle->variables == 0 || shuffle->variables > INT32_MAX)
        return nqcnf_invalid("shuffle->variables is %" PRIu64 ": a file's "
                             "V is 1 .. %" PRId32,
                             shuffle->variables, INT32_MAX);
    key_fill(shuffle, key);
    return NQCNF_OK;
}

static uint64_t feistel(const shuffle_key *key, uint64_t x)
{
    uint64_t left = x >> key->half_bits, right = x & key->half_mask;
    for (unsigned r = 0; r < SHUFFLE_ROUNDS; r++) {
        const uint64_t mixed =
            left ^
            (nqcnf_keyed_random_word(key->rounds[r], right) & key->half_mask);
        left = right;
        right = mixed;
    }
    return left << key->half_bits | right;
}

static uint64_t feistel_inverse(const shuffle_key *key, uint64_t x)
{
    uint64_t left = x >> key->half_bits, right = x & key->half_mask;
    for (unsigned r = SHUFFLE_ROUNDS; r-- > 0;) {
        const uint64_t before =
            right ^
            (nqcnf_keyed_random_word(key->rounds[r], left) & key->half_mask);
        right = left;
        left = before;
    }
    return left << key->half_bits | right;
}

static int flipped(const shuffle_key *key, uint64_t variable)
{
    return (key->parts & NQCNF_SHUFFLE_POLARITY) &&
           (nqcnf_keyed_random_word(key->polarity, variable) >> 63) != 0;
}

int32_t nqcnf_shuffle_key_apply(const shuffle_key *key, int32_t literal)
{
    uint64_t variable = literal < 0 ? (uint64_t)-(int64_t)literal
                                    : (uint64_t)literal;
    if (variable == 0 || variable > key->variables) return literal;
    int negative = (literal < 0) != flipped(key, variable);
    if (key->parts & NQCNF_SHUFFLE_VARIABLES) {
        uint64_t x = variable - 1;
        do x = feistel(key, x); while (x >= key->variables);
        variable = x + 1;
    }
    return negative ? -(int32_t)variable : (int32_t)variable;
}

int32_t nqcnf_shuffle_key_undo(const shuffle_key *key, int32_t literal)
{
    uint64_t variable = literal < 0 ? (uint64_t)-(int64_t)literal
                                    : (uint64_t)literal;
    if (variable == 0 || variable > key->variables) return literal;
    if (key->parts & NQCNF_SHUFFLE_VARIABLES) {
        uint64_t x = variable - 1;
        do x = feistel_inverse(key, x); while (x >= key->variables);
        variable = x + 1;
    }
    const int negative = (literal < 0) != flipped(key, variable);
    return negative ? -(int32_t)variable : (int32_t)variable;
}

void nqcnf_shuffle_key_order_literals(const shuffle_key *key, uint64_t index,
                                      int32_t *literals, size_t count)
{
    if (!(key->parts & NQCNF_SHUFFLE_LITERALS) || count < 2) return;
    const uint64_t clause_key = nqcnf_keyed_random_word(key->literals, index);
    for (size_t i = count - 1; i > 0; i--) {
        const size_t j =
            (size_t)nqcnf_keyed_random_below(clause_key, i, i + 1);
        const int32_t held = literals[i];
        literals[i] = literals[j];
        literals[j] = held;
    }
}

void nqcnf_shuffle_key_order_window(const shuffle_key *key, uint64_t window,
                                    uint32_t *order, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++) order[i] = i;
    if (!(key->parts & NQCNF_SHUFFLE_CLAUSES)) return;
    const uint64_t window_key = nqcnf_keyed_random_word(key->clauses, window);
    for (uint32_t i = count; i-- > 1;) {
        const uint32_t j =
            (uint32_t)nqcnf_keyed_random_below(window_key, i, i + 1);
        const uint32_t held = order[i];
        order[i] = order[j];
        order[j] = held;
    }
}

int32_t nqcnf_shuffle_literal(const nqcnf_shuffle *shuffle, int32_t literal)
{
    if (!shuffle_usable(shuffle)) return literal;
    shuffle_key key;
    key_fill(shuffle, &key);
    return nqcnf_shuffle_key_apply(&key, literal);
}

int32_t nqcnf_unshuffle_literal(const nqcnf_shuffle *shuffle, int32_t literal)
{
    if (!shuffle_usable(shuffle)) return literal;
    shuffle_key key;
    key_fill(shuffle, &key);
    return nqcnf_shuffle_key_undo(&key, literal);
}
