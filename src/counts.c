/*
 * counts.c - variables, clauses and output bytes in closed form.
 *
 * The DIMACS header has to state the clause count before the first clause,
 * and we refuse to hold clauses in memory to learn it; so the counts are
 * computed, not observed. The clause count is the textbook formula
 *   2N + 2N*C(N,2) + 2*C(N,2) + 4*C(N,3)
 * (at-least-one per row and column, pairs per row and column, and the pairs
 * of all diagonals, which sum to 2*(C(N,2) + 2*C(N,3))).
 *
 * The byte count is exact so that tools can preallocate or show progress:
 * every variable v appears once in its row's and once in its column's
 * at-least-one clause ("v "), and once per pair it belongs to ("-v "): N-1
 * row pairs, N-1 column pairs and one fewer than the length of each of its
 * two diagonals. Summing digits(v) * occurrences square by square would be
 * O(N^2), slow for N in the tens of thousands, so each row is split into
 * the few stretches whose variables have the same number of digits and
 * each stretch is summed in closed form: O(N) in all.
 */
#include "internal.h"

#include <stdio.h>

static uint64_t choose2(uint64_t n) { return n * (n - 1) / 2; }

static uint64_t choose3(uint64_t n)
{
    return n < 3 ? 0 : n * (n - 1) / 2 * (n - 2) / 3;
}

static unsigned decimal_digits(uint64_t value)
{
    unsigned digits = 1;
    while (value >= 10) {
        value /= 10;
        digits++;
    }
    return digits;
}

/* Sum of |c - centre| for c = from .. to (from <= to). */
static uint64_t sum_of_distances(int64_t centre, int64_t from, int64_t to)
{
    if (centre <= from)
        return (uint64_t)((to - from + 1) * (from + to - 2 * centre) / 2);
    if (centre >= to)
        return (uint64_t)((to - from + 1) * (2 * centre - from - to) / 2);
    return sum_of_distances(centre, from, centre) +
           sum_of_distances(centre, centre, to);
}

/* How often the variables of row r, columns from..to, occur in all. A
 * square's two diagonals are N - |r - c| and N - |r + c - (N-1)| long. */
static uint64_t occurrences(uint64_t n, uint64_t r, uint64_t from,
                            uint64_t to)
{
    const uint64_t squares = to - from + 1;
    const uint64_t without_diagonal_shortening = squares * (4 * n - 2);
    return without_diagonal_shortening -
           sum_of_distances((int64_t)r, (int64_t)from, (int64_t)to) -
           sum_of_distances((int64_t)(n - 1 - r), (int64_t)from,
                            (int64_t)to);
}

static uint64_t literal_digit_total(uint64_t n)
{
    uint64_t total = 0;
    for (uint64_t r = 0; r < n; r++) {
        uint64_t c = 0;
        while (c < n) {
            const uint64_t variable = r * n + c + 1;
            const unsigned digits = decimal_digits(variable);
            uint64_t next_power = 1;
            for (unsigned i = 0; i < digits; i++) next_power *= 10;
            uint64_t last = next_power - 1 - (r * n + 1);
            if (last > n - 1) last = n - 1;
            total += digits * occurrences(n, r, c, last);
            c = last + 1;
        }
    }
    return total;
}

nqcnf_status nqcnf_counts_compute(const nqcnf_options *options,
                                  nqcnf_counts *counts)
{
    nqcnf_status status = nqcnf_options_check(options);
    if (status != NQCNF_OK) return status;
    if (counts == NULL) return NQCNF_ERR_INVALID_ARGUMENT;

    const uint64_t n = options->n;
    const uint64_t at_least_one = 2 * n;
    const uint64_t pairs = 2 * n * choose2(n) + 2 * choose2(n) +
                           4 * choose3(n);
    counts->variables = n * n;
    counts->clauses = at_least_one + pairs;

    char header[64];
    const int header_bytes =
        snprintf(header, sizeof header, "p cnf %llu %llu\n",
                 (unsigned long long)counts->variables,
                 (unsigned long long)counts->clauses);
    /* "v " per square in its row and column clause, "0\n" closing each of
     * those, and "-" "-" " " "0\n" around the two numbers of every pair. */
    counts->bytes = (uint64_t)header_bytes + literal_digit_total(n) +
                    2 * n * n + 2 * at_least_one + 6 * pairs;
    return NQCNF_OK;
}
