/*
 * costs.c - what each encoding and the symmetry breaking cost, written
 * out by hand.
 *
 * The library knows its sizes in closed form before it generates (the
 * DIMACS header comes first), so a test that took the expected sizes
 * from the library would compare it with itself. These are derived from
 * each construction as the literature and the encoders' comments
 * describe it, in the plainest form (recursions where the encoding
 * recurses), and the tests compare them with the clauses and variables
 * the generator really emits.
 */
#include "oracles.h"

#include "test_support.h"

const int oracle_encoding_exact[NQCNF_ENCODING_COUNT] = {1, 0, 1, 0, 1, 1};

static uint64_t pairs(uint64_t l) { return l < 2 ? 0 : l * (l - 1) / 2; }

/* Klieber & Kwon 2007, groups of three, pairwise up to six: a full group
 * costs its 3 pairs, 3 "square -> commander" and 1 "commander -> one of
 * the squares" clauses and one commander; a group of two 1 + 2 + 1
 * clauses and a commander; a group of one is its own commander. Then the
 * commanders, the same problem a third the size. */
static void commander_cost(uint64_t l, uint64_t *clauses, uint64_t *aux)
{
    if (l <= 6) {
        *clauses += pairs(l);
        return;
    }
    const uint64_t full = l / 3, rest = l % 3;
    *clauses += 7 * full + (rest == 2 ? 4 : 0);
    *aux += full + (rest == 2 ? 1 : 0);
    commander_cost(full + (rest != 0), clauses, aux);
}

/* Chen 2010, pairwise up to eight: p = ceil(sqrt L) rows of q =
 * ceil(L / p) squares (ceil(L / q) rows used); each square implies its
 * row and its column variable (2L clauses), each of those implies one of
 * its squares (one clause each), then at most one row and at most one
 * column, the same way. */
static void product_cost(uint64_t l, uint64_t *clauses, uint64_t *aux)
{
    if (l <= 8) {
        *clauses += pairs(l);
        return;
    }
    uint64_t p = 1;
    while (p * p < l) p++;
    const uint64_t q = (l + p - 1) / p, rows = (l + q - 1) / q;
    *clauses += 2 * l + rows + q;
    *aux += rows + q;
    product_cost(rows, clauses, aux);
    product_cost(q, clauses, aux);
}

void oracle_line_cost(nqcnf_encoding encoding, uint64_t l, uint64_t *clauses,
                      uint64_t *aux)
{
    *clauses = *aux = 0;
    uint64_t bits = 0;
    switch (encoding) {
    case NQCNF_ENCODING_PAIRWISE: *clauses = pairs(l); return;
    case NQCNF_ENCODING_SEQUENTIAL:
        /* Sinz 2005, LTseq for k = 1: x_1 -> s_1; for each middle square
         * x_i -> s_i, s_{i-1} -> s_i, x_i -> NOT s_{i-1}; x_L -> NOT
         * s_{L-1}. */
        if (l >= 2) *clauses = 3 * l - 4, *aux = l - 1;
        return;
    case NQCNF_ENCODING_LADDER:
        /* Gent & Nightingale 2004: the ladder y_{i+1} -> y_i (L-2), each
         * square tied to the rungs either side (2L-2) and "the run ends
         * here, so the queen is here" (L-1). */
        if (l >= 2) *clauses = 4 * l - 5, *aux = l - 1;
        return;
    case NQCNF_ENCODING_BITWISE:
        /* Frisch et al. 2005: each square implies its ceil(log2 L) bits. */
        while ((1ull << bits) < l) bits++;
        *clauses = l * bits, *aux = bits;
        return;
    case NQCNF_ENCODING_COMMANDER: commander_cost(l, clauses, aux); return;
    case NQCNF_ENCODING_PRODUCT: product_cost(l, clauses, aux); return;
    }
    fail_msg("encoding %d has no cost here", (int)encoding);
}

/* N rows and N columns of N squares, and in each diagonal direction one
 * of N squares and two of every length 2 .. N-1 (one-square diagonals
 * constrain nothing and are left out). Rows, and columns unless told
 * otherwise, add their at-least-one clause. */
void oracle_board_cost(nqcnf_encoding encoding, uint64_t n,
                       int column_at_least_one, uint64_t *clauses,
                       uint64_t *aux)
{
    uint64_t c, a;
    oracle_line_cost(encoding, n, &c, &a);
    *clauses = n * (1 + c) + n * ((column_at_least_one != 0) + c) + 2 * c;
    *aux = 2 * n * a + 2 * a;
    for (uint64_t l = 2; l < n; l++) {
        oracle_line_cost(encoding, l, &c, &a);
        *clauses += 4 * c;
        *aux += 4 * a;
    }
}

/* ------------------------------------------------------------------------
 * Symmetry breaking
 *
 * For each of the 7 non-identity symmetries s the board's word x_1..x_NN
 * (row-major) is compared with the word of its image, position by
 * position, through "equal so far" variables e_k. Positions that can
 * never decide the comparison are skipped: the last square of each cycle
 * of s (fixed squares are cycles of one). So m(s) = N*N - cycles(s)
 * positions are compared, and
 *   - every position has its comparison e_{k-1} -> (x_k OR NOT y_k);
 *   - every position but the last makes e_k with e_{k-1} AND NOT y_k
 *     -> e_k, e_{k-1} AND x_k -> e_k and e_k -> (NOT x_k OR y_k), plus
 *     e_k -> e_{k-1} except at the first position (e_0 is "true" and
 *     left out).
 * First position 1 + 3 clauses, middle ones 1 + 4, the last 1: for m >= 2
 * that is 4 + 5(m - 2) + 1 = 5m - 5 clauses and m - 1 auxiliaries; one
 * clause for m = 1; nothing for m = 0.
 *
 * The cycles: the mirrors pair the squares of the two halves, the middle
 * column or row fixed (m = N * floor(N/2)); the half turn pairs all but
 * the centre (m = floor(N*N/2)); the two diagonal reflections fix their
 * diagonal (m = N(N-1)/2); the quarter turns make cycles of four around
 * the centre (m = 3 floor(N*N/4)).
 * ------------------------------------------------------------------------ */

void oracle_symmetry_chain_cost(uint64_t m, uint64_t *clauses, uint64_t *aux)
{
    *clauses += m == 0 ? 0 : m == 1 ? 1 : 5 * m - 5;
    *aux += m == 0 ? 0 : m - 1;
}

void oracle_symmetry_cost(uint64_t n, uint64_t *clauses, uint64_t *aux)
{
    const uint64_t m[7] = {n * (n / 2),     n * (n / 2),     n * n / 2,
                           n * (n - 1) / 2, n * (n - 1) / 2, 3 * (n * n / 4),
                           3 * (n * n / 4)};
    *clauses = *aux = 0;
    for (int s = 0; s < 7; s++) oracle_symmetry_chain_cost(m[s], clauses, aux);
}
