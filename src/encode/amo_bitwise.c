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

static uint32_t bits_for(uint64_t length)
{
    uint32_t bits = 0;
    while (((uint64_t)1 << bits) < length) bits++;
    return bits;
}

static void bitwise_cost(uint64_t length, uint64_t *clauses,
                         uint64_t *auxiliary)
{
    const uint32_t bits = bits_for(length);
    *clauses = length * bits;
    *auxiliary = bits;
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

const amo_encoder nqcnf_bitwise_encoder = {
    NQCNF_ENCODING_BITWISE, "bitwise", bitwise_cost, bitwise_emit, 0};
