/*
 * sizes.c - variables, clauses and output bytes in closed form.
 *
 * The DIMACS header has to state the clause count before the first clause,
 * and we refuse to hold clauses in memory to learn it; so the counts are
 * computed, not observed: each line costs what its encoder declares for
 * its length, summed over the O(N) lines. For the textbook encoding this
 * is the formula 2N + 2N*C(N,2) + 2*C(N,2) + 4*C(N,3) (at-least-one per
 * row and column, pairs per row and column, and the pairs of all
 * diagonals, which sum to 2*(C(N,2) + 2*C(N,3))).
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
#include "encode/encoder.h"

#include <stdio.h>

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

typedef struct cost_walk {
    const nqcnf_options *options;
    const amo_encoder *encoder;
    int cardinality;
    encoding_cost *cost;
} cost_walk;

static nqcnf_status add_line_cost(void *context, const nqcnf_line *line)
{
    cost_walk *walk = context;
    const int is_row = line->kind == NQCNF_LINE_ROW;
    const int is_column = line->kind == NQCNF_LINE_COLUMN;
    if (line->length < 2 && !is_row && !is_column) return NQCNF_OK;
    const int exactly =
        is_row || (is_column && walk->options->column_at_least_one);
    if (walk->cardinality) {
        if (exactly) walk->cost->lines_exactly++;
        else walk->cost->lines_at_most++;
        return NQCNF_OK;
    }
    uint64_t clauses = 0, auxiliary = 0;
    walk->encoder->cost(line->length, &clauses, &auxiliary);
    walk->cost->clauses += clauses + (exactly ? 1 : 0);
    walk->cost->auxiliary += auxiliary;
    return NQCNF_OK;
}

nqcnf_status nqcnf_encoding_cost(const nqcnf_options *options,
                                 int cardinality, encoding_cost *cost)
{
    nqcnf_status status = nqcnf_options_check(options);
    if (status != NQCNF_OK) return status;
    cost->lines_exactly = cost->lines_at_most = 0;
    cost->clauses = cost->auxiliary = 0;
    cost_walk walk = {options, nqcnf_amo_encoder(options->encoding),
                      cardinality, cost};
    status = nqcnf_for_each_line(options, add_line_cost, &walk);
    if (status != NQCNF_OK) return status;
    cost->clauses += options->queen_count + options->blocked_count;
    if (options->symmetry_breaking) {
        uint64_t clauses = 0, auxiliary = 0;
        nqcnf_symmetry_cost(options->n, &clauses, &auxiliary);
        cost->clauses += clauses;
        cost->auxiliary += auxiliary;
    }
    /* Auxiliary variables must stay DIMACS variables too: checked here,
     * once, for every encoder and for symmetry breaking. */
    const uint64_t squares = (uint64_t)options->n * options->n;
    if (squares + cost->auxiliary > (uint64_t)INT32_MAX)
        return NQCNF_ERR_TOO_LARGE;
    return NQCNF_OK;
}

static unsigned literal_bytes(int64_t literal)
{
    return decimal_digits((uint64_t)(literal < 0 ? -literal : literal)) +
           (literal < 0 ? 1u : 0u);
}

/* Counts the bytes a clause sink would have to write: the general (and
 * slower) way, for options the closed form does not cover. */
static nqcnf_status measure_clause(void *context, const int32_t *literals,
                                   size_t count)
{
    uint64_t *bytes = context;
    for (size_t i = 0; i < count; i++) *bytes += literal_bytes(literals[i]) + 1;
    *bytes += 2;
    return NQCNF_OK;
}

static nqcnf_status measure_run(void *context, int32_t first, int32_t second,
                                int32_t step, uint32_t count)
{
    uint64_t *bytes = context;
    const unsigned first_bytes = literal_bytes(first);
    for (uint32_t i = 0; i < count; i++)
        *bytes += first_bytes +
                  literal_bytes((int64_t)second + (int64_t)i * step) + 4;
    return NQCNF_OK;
}

static int is_textbook(const nqcnf_options *options)
{
    return options->encoding == NQCNF_ENCODING_PAIRWISE &&
           options->column_at_least_one && !options->symmetry_breaking &&
           options->queen_count == 0 && options->blocked_count == 0;
}

nqcnf_status nqcnf_counts_quick(const nqcnf_options *options,
                                nqcnf_counts *counts)
{
    if (counts == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    encoding_cost cost;
    const nqcnf_status status = nqcnf_encoding_cost(options, 0, &cost);
    if (status != NQCNF_OK) return status;
    const uint64_t n = options->n;
    counts->auxiliary_variables = cost.auxiliary;
    counts->variables = n * n + cost.auxiliary;
    counts->clauses = cost.clauses;
    counts->bytes = 0;
    return NQCNF_OK;
}

nqcnf_status nqcnf_counts_compute(const nqcnf_options *options,
                                  nqcnf_counts *counts)
{
    nqcnf_status status = nqcnf_counts_quick(options, counts);
    if (status != NQCNF_OK) return status;
    const uint64_t n = options->n;

    char header[64];
    const int header_bytes =
        snprintf(header, sizeof header, "p cnf %llu %llu\n",
                 (unsigned long long)counts->variables,
                 (unsigned long long)counts->clauses);
    if (is_textbook(options)) {
        const uint64_t at_least_one = 2 * n;
        const uint64_t pairs = counts->clauses - at_least_one;
        /* "v " per square in its row and column clause, "0\n" closing
         * each of those, and "-" "-" " " "0\n" around the two numbers of
         * every pair. */
        counts->bytes = (uint64_t)header_bytes + literal_digit_total(n) +
                        2 * n * n + 2 * at_least_one + 6 * pairs;
        return NQCNF_OK;
    }
    uint64_t bytes = (uint64_t)header_bytes;
    const nqcnf_sink measure = {&bytes, measure_clause, measure_run, NULL,
                                NULL};
    status = nqcnf_generate(options, &measure);
    counts->bytes = bytes;
    return status;
}
