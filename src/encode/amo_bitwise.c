/*
 * amo_bitwise.c - the binary (bitwise) encoding (Frisch, Peugniez,
 * Doggett & Nightingale 2005, "Solving non-Boolean satisfiability problems
 * with stochastic local search"; Prestwich's "bitwise" at-most-one).
 *
 * The line's squares are numbered 0..k-1 and ceil(log2 k) auxiliary bits
 * spell a number: each square implies its own bit pattern, one binary
 * clause per bit, k * ceil(log2 k) clauses. Two queens would need two
 * different patterns at once, so at most one can stand, and a queen's
 * bits contradict every other square's pattern in some bit, so unit
 * propagation still clears the line. It takes the fewest auxiliary
 * variables of all the encodings, paid for with more clauses than the
 * linear ones (k log k). Nothing ties the bits down on a line without a
 * queen, so such a line has up to 2^bits models: not exact. (One clause
 * per bit, b -> OR of the squares whose number has that bit, would pin
 * them; the standard encoding, kept here, does without.)
 */
#include "encode/encoder.h"

/* ceil(log2(length)), 0 for lengths 0 and 1. */
static uint32_t bits_for(uint64_t length)
{
    return amo_bit_length(length < 1 ? 0 : length - 1);
}

static void bitwise_cost(uint64_t length, uint64_t *clauses,
                         uint64_t *auxiliary)
{
    const uint32_t bits = bits_for(length);
    *clauses = length * bits;
    *auxiliary = bits;
}

/* The set bits of the numbers 0 .. k-1: for each bit b set in k, the
 * numbers that agree with k above b and have b clear there, 2^b of them,
 * carry k's higher set bits and, in all, b * 2^(b-1) lower ones. */
static uint64_t set_bits_below(uint64_t k)
{
    uint64_t total = 0, higher = 0;
    for (; k != 0; higher++) {
        const unsigned b = amo_bit_length(k) - 1; /* the highest left */
        total += (higher << b) + (b == 0 ? 0 : (uint64_t)b << (b - 1));
        k &= ~((uint64_t)1 << b);
    }
    return total;
}

/* Each square is negated in one clause per bit, and each bit for the
 * squares whose number has it clear: of the 2k * bits literals, k * bits
 * + (k * bits - S) are negated, S being the set bits of the numbers
 * 0 .. k-1 (all below bit `bits`). */
static void bitwise_profile(uint64_t length, const amo_profiles *profiles,
                            amo_profile *profile)
{
    (void)profiles;
    const uint32_t bits = bits_for(length);
    amo_profile binary = {.literals = 2 * length * bits,
                          .negated = 2 * length * bits -
                                     set_bits_below(length),
                          .board = {{length, bits}}};
    bitwise_cost(length, &binary.clauses, &binary.auxiliary);
    *profile = binary;
}

/* Every bit is in one clause per square. */
static uint64_t bitwise_auxiliary_from(uint64_t length, uint64_t from,
                                       const amo_profiles *profiles)
{
    (void)profiles;
    const uint32_t bits = bits_for(length);
    return from < bits ? (bits - from) * length : 0;
}

static nqcnf_status bitwise_emit(encoding_state *state,
                                 const nqcnf_line *line,
                                 const int32_t *literals)
{
    const uint32_t k = line->length;
    const uint32_t bits = bits_for(k);
    /* The bits are consecutive variables, so no array is needed. */
    const int32_t first_bit = state->next_auxiliary;
    for (uint32_t b = 0; b < bits; b++) (void)encoding_new_variable(state);

    for (uint32_t i = 0; i < k; i++)
        for (uint32_t b = 0; b < bits; b++) {
            const int32_t bit = first_bit + (int32_t)b;
            const nqcnf_status status = encoding_binary(
                state, -literals[i], (i >> b) & 1u ? bit : -bit);
            if (status != NQCNF_OK) return status;
        }
    return NQCNF_OK;
}

/* Bit b is set by the squares whose place on the line (0 for the first)
 * has bit b; with no queen on the line nothing sets it. */
static nqcnf_status bitwise_describe(auxiliary_describer *d,
                                     const nqcnf_line *line)
{
    const uint32_t k = line->length, bits = bits_for(k);
    nqcnf_status status = NQCNF_OK;
    for (uint32_t b = 0; status == NQCNF_OK && b < bits; b++) {
        size_t count = 0;
        for (uint32_t p = 0; p < k; p++)
            if ((p >> b) & 1u) d->positions[count++] = p;
        status = nqcnf_describe_auxiliary(
            d, 'b', 1, count,
            "bit %u (worth %u) of the place of %s's queen, %s being "
            "place 0",
            (unsigned)b, 1u << b, nqcnf_describe_line(d, 0),
            nqcnf_describe_square(d, 1, 0));
    }
    return status;
}

const amo_encoder nqcnf_bitwise_encoder = {
    NQCNF_ENCODING_BITWISE, "bitwise", bitwise_cost, bitwise_profile,
    bitwise_auxiliary_from, bitwise_emit, .exact = 0,
    .describe = bitwise_describe};
