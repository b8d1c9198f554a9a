/*
 * test_sizes.c - the closed-form sizes against what is really produced.
 *
 * The header is written from these numbers before any clause exists, so a
 * wrong count is a corrupt file, and `stats` promises the exact byte
 * count of the file for every option. Each count is checked against
 * independent truth: the lessons' figures; a brute-force count of
 * attacking pairs; a square-by-square byte count of the textbook file
 * written out here; and, for every encoding and every combination of
 * options, the DIMACS text itself, written by the public writer into
 * memory and measured here byte by byte: its length, its clause lines
 * and the largest variable in it, and the profile the bytes are made of
 * (literals, '-' and digits).
 *
 * Before the board, each encoder's profile, what the byte count is built
 * on, is held to a line it really emits: its clauses, its literals and
 * negated ones, and how often each square and each auxiliary variable
 * occurs.
 *
 * Under valgrind, NQCNF_TEST_QUICK=1 (set by the memcheck test) stops the
 * option sweep at N = 12 and shrinks the larger checks.
 */
#include "test_support.h"

#include "oracles.h"

#include "encode/encoder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * One line's profile against the line
 * ------------------------------------------------------------------------ */

/* What one at-most-one really writes: squares are the variables 1 .. k,
 * auxiliaries follow; occurrences[v] counts variable v. */
typedef struct line_record {
    uint64_t clauses, literals, negated;
    uint64_t *occurrences;
    size_t capacity;
} line_record;

static nqcnf_status record_clause(void *context, const int32_t *literals,
                                  size_t count)
{
    line_record *r = context;
    r->clauses++;
    for (size_t i = 0; i < count; i++) {
        const size_t v = (size_t)(literals[i] < 0 ? -literals[i] : literals[i]);
        if (v >= r->capacity) {
            const size_t capacity = 2 * v + 16;
            r->occurrences = realloc(r->occurrences,
                                     capacity * sizeof *r->occurrences);
            assert_non_null(r->occurrences);
            memset(r->occurrences + r->capacity, 0,
                   (capacity - r->capacity) * sizeof *r->occurrences);
            r->capacity = capacity;
        }
        r->occurrences[v]++;
        r->literals++;
        if (literals[i] < 0) r->negated++;
    }
    return NQCNF_OK;
}

/* Emits at-most-one over squares 1 .. k; returns the auxiliaries made. */
static uint64_t emit_line(const amo_encoder *encoder, uint32_t k,
                          line_record *r)
{
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    sink.context = r;
    sink.add_clause = record_clause;
    encoding_state state = {&sink, (int32_t)k + 1};
    int32_t *squares = malloc(sizeof *squares * (k + 1));
    assert_non_null(squares);
    for (uint32_t i = 0; i < k; i++) squares[i] = (int32_t)i + 1;
    const nqcnf_line line = {NQCNF_LINE_DIAGONAL_DOWN_RIGHT, 0, 0, 1, 1, k};
    assert_int_equal(encoder->emit(&state, &line, squares), NQCNF_OK);
    free(squares);
    return (uint64_t)state.next_auxiliary - (k + 1);
}

static uint64_t recorded(const line_record *r, uint64_t variable)
{
    return variable < r->capacity ? r->occurrences[variable] : 0;
}

static void assert_profile_matches_line(const amo_encoder *encoder,
                                        const amo_profiles *profiles,
                                        uint32_t k)
{
    line_record r = {0, 0, 0, NULL, 0};
    const uint64_t auxiliary = emit_line(encoder, k, &r);
    amo_profile profile;
    nqcnf_profile_of(profiles, k, &profile);
    uint64_t clauses, cost_auxiliary;
    encoder->cost(k, &clauses, &cost_auxiliary);
    if (profile.clauses != r.clauses || profile.auxiliary != auxiliary ||
        clauses != r.clauses || cost_auxiliary != auxiliary ||
        profile.literals != r.literals || profile.negated != r.negated)
        fail_msg("%s, k = %u: profile %llu clauses, %llu auxiliary, %llu "
                 "literals, %llu negated; the line %llu, %llu, %llu, %llu",
                 encoder->name, k, (unsigned long long)profile.clauses,
                 (unsigned long long)profile.auxiliary,
                 (unsigned long long)profile.literals,
                 (unsigned long long)profile.negated,
                 (unsigned long long)r.clauses,
                 (unsigned long long)auxiliary,
                 (unsigned long long)r.literals,
                 (unsigned long long)r.negated);
    for (uint64_t i = 0; i < k; i++)
        assert_int_equal(
            nqcnf_runs_from(profile.board, AMO_BOARD_RUNS, i) -
                nqcnf_runs_from(profile.board, AMO_BOARD_RUNS, i + 1),
            recorded(&r, i + 1));
    /* The auxiliaries from the j-th on, j from the last down to 0. */
    uint64_t from_here = 0;
    for (uint64_t j = auxiliary + 1; j-- > 0;) {
        if (j < auxiliary) from_here += recorded(&r, k + 1 + j);
        assert_int_equal(encoder->auxiliary_from(k, j, profiles), from_here);
    }
    assert_int_equal(amo_auxiliary_occurrences(&profile), from_here);
    free(r.occurrences);
}

static void test_every_encoder_profile_against_its_lines(void **state)
{
    (void)state;
    /* Past 64 the product's grid lines have grids of their own; past
     * AMO_SHORT_LENGTHS the profiles are worked out, not looked up. */
    const uint32_t longest = test_quick() ? 70 : 300;
    const uint32_t long_lines[] = {1000, 4097, NQCNF_MAX_N};
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        const amo_encoder *encoder = nqcnf_amo_encoder((nqcnf_encoding)e);
        amo_profile table[AMO_SHORT_LENGTHS];
        amo_profiles profiles;
        nqcnf_profiles_init(&profiles, encoder, table, NQCNF_MAX_N);
        for (uint32_t k = 0; k <= longest; k++)
            assert_profile_matches_line(encoder, &profiles, k);
        for (size_t i = 0; !test_quick() && i < 3; i++)
            if (e != NQCNF_ENCODING_PAIRWISE)
                assert_profile_matches_line(encoder, &profiles,
                                            long_lines[i]);
    }
}

/* ------------------------------------------------------------------------
 * Measuring the text
 * ------------------------------------------------------------------------ */

/* What the DIMACS text holds, read character by character as it is
 * written: no part of the library takes part in measuring it. */
typedef struct measured {
    uint64_t bytes;
    uint64_t clause_lines;
    uint64_t largest_variable;
    uint64_t literals, negated, digits; /* of the clause lines */
    uint64_t header[2]; /* the numbers of "p cnf V C" */
    /* reading state */
    int at_line_start, in_header, in_comment, in_number, header_field;
    uint64_t number, number_digits;
} measured;

static void end_number(measured *m)
{
    if (m->in_header) {
        if (m->header_field < 2) m->header[m->header_field] = m->number;
        m->header_field++;
    } else if (m->number != 0) { /* a literal, not the closing 0 */
        m->literals++;
        m->digits += m->number_digits;
        if (m->number > m->largest_variable)
            m->largest_variable = m->number;
    }
    m->number = m->number_digits = 0;
}

static int measure_write(void *context, const void *data, size_t size)
{
    measured *m = context;
    const unsigned char *text = data;
    m->bytes += size;
    for (size_t i = 0; i < size; i++) {
        const unsigned char c = text[i];
        if (m->at_line_start) {
            m->at_line_start = 0;
            /* 'c t pmc' and 'c p show': counted in bytes, not clauses */
            m->in_comment = c == 'c';
            m->in_header = c == 'p';
            if (!m->in_header && !m->in_comment) m->clause_lines++;
        }
        if (m->in_comment) {
            if (c == '\n') m->at_line_start = 1;
            continue;
        }
        if (c >= '0' && c <= '9') {
            m->number = m->number * 10 + (uint64_t)(c - '0');
            m->number_digits++;
            m->in_number = 1;
        } else if (c == ' ' || c == '\n') {
            if (m->in_number) end_number(m);
            m->in_number = 0;
            if (c == '\n') m->at_line_start = 1;
        } else if (c == '-' && !m->in_header) {
            m->negated++;
        } else if (!m->in_header) {
            fail_msg("unexpected byte 0x%02x in a clause", c);
        }
    }
    return 0;
}

static measured measure_dimacs(const nqcnf_options *options)
{
    measured m;
    memset(&m, 0, sizeof m);
    m.at_line_start = 1;
    assert_int_equal(write_dimacs(options, measure_write, &m),
                     NQCNF_OK);
    return m;
}

/* The profile the counts are made of against the measured text. */
static void assert_profile_matches_text(const nqcnf_options *options,
                                        const measured *text)
{
    nqcnf_options own;
    assert_int_equal(nqcnf_options_import(options, &own), NQCNF_OK);
    encoding_profile profile;
    assert_int_equal(nqcnf_encoding_profile(&own, &profile), NQCNF_OK);
    assert_int_equal(profile.clauses, text->clause_lines);
    assert_int_equal(profile.literals, text->literals);
    assert_int_equal(profile.negated, text->negated);
    assert_int_equal(profile.digits, text->digits);
}

/* The counts against the measured text, and the header against both. */
static void assert_counts_match_text(const nqcnf_options *options)
{
    nqcnf_sizes counts;
    assert_int_equal(nqcnf_sizes_compute(options, &counts), NQCNF_OK);
    const measured text = measure_dimacs(options);
    const uint64_t squares = (uint64_t)options->n * options->n;
    if (counts.bytes != text.bytes || counts.clauses != text.clause_lines ||
        counts.variables != text.largest_variable)
        fail_msg("N=%u %s%s%s, %zu queens, %zu blocked: counted %llu bytes, "
                 "%llu clauses, %llu variables; the text has %llu bytes, "
                 "%llu clauses, largest variable %llu",
                 options->n, nqcnf_encoding_name(options->encoding),
                 options->symmetry_breaking ? " symmetry" : "",
                 options->column_at_least_one ? "" : " no-column-alo",
                 options->queen_count, options->blocked_count,
                 (unsigned long long)counts.bytes,
                 (unsigned long long)counts.clauses,
                 (unsigned long long)counts.variables,
                 (unsigned long long)text.bytes,
                 (unsigned long long)text.clause_lines,
                 (unsigned long long)text.largest_variable);
    assert_int_equal(counts.auxiliary_variables, counts.variables - squares);
    assert_int_equal(text.header[0], text.largest_variable);
    assert_int_equal(text.header[1], text.clause_lines);
    nqcnf_sizes quick_counts;
    assert_int_equal(nqcnf_sizes_compute(options, &quick_counts), NQCNF_OK);
    assert_memory_equal(&quick_counts, &counts, sizeof counts);
    assert_profile_matches_text(options, &text);
}

/* ------------------------------------------------------------------------
 * Every option on small boards
 * ------------------------------------------------------------------------ */

/* Pre-placed queens that do not attack each other, one on the last
 * square (the largest board variable), and blocked squares none of them
 * stands on. */
typedef struct squares {
    nqcnf_square_ref queens[2], blocked[2];
    size_t queen_count, blocked_count;
} squares;

static squares squares_for(uint32_t n)
{
    squares s;
    memset(&s, 0, sizeof s);
    s.queens[s.queen_count++] = (nqcnf_square_ref){n - 1, n - 1};
    if (n >= 3) s.queens[s.queen_count++] = (nqcnf_square_ref){0, 1};
    if (n >= 2) s.blocked[s.blocked_count++] = (nqcnf_square_ref){0, 0};
    if (n >= 3) s.blocked[s.blocked_count++] = (nqcnf_square_ref){n - 1, n / 2};
    return s;
}

static void test_every_option_against_the_text(void **state)
{
    (void)state;
    const uint32_t largest = test_quick() ? 12 : 40;
    for (uint32_t n = 1; n <= largest; n++) {
        const squares s = squares_for(n);
        for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
            for (int options_set = 0; options_set < 8; options_set++) {
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                options.encoding = (nqcnf_encoding)e;
                options.symmetry_breaking = options_set & 1;
                options.column_at_least_one = (options_set & 2) == 0;
                if (options_set & 4) {
                    options.queens = s.queens;
                    options.queen_count = s.queen_count;
                    options.blocked = s.blocked;
                    options.blocked_count = s.blocked_count;
                    assert_false(nqcnf_queens_conflict(&options, NULL, NULL));
                }
                assert_counts_match_text(&options);
            }
    }
}

/* Boards where the numbers gain a digit inside a line: the board's own
 * (317^2 passes 10^5, 100^2 is 10^4) and the auxiliaries' (past 10^5 and
 * 10^6), where a per-band sum could go wrong. */
static void test_digit_boundaries_against_the_text(void **state)
{
    (void)state;
    const struct {
        uint32_t n;
        nqcnf_encoding encoding;
        int symmetry, column_alo, squares;
    } cases[] = {
        {100, NQCNF_ENCODING_PAIRWISE, 0, 1, 1},
        {317, NQCNF_ENCODING_SEQUENTIAL, 1, 1, 1},
        {400, NQCNF_ENCODING_LADDER, 1, 0, 0},
        {316, NQCNF_ENCODING_BITWISE, 0, 1, 1},
        {333, NQCNF_ENCODING_COMMANDER, 0, 0, 1},
        {320, NQCNF_ENCODING_PRODUCT, 1, 1, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const uint32_t n = test_quick() ? 33 : cases[i].n;
        const squares s = squares_for(n);
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.encoding = cases[i].encoding;
        options.symmetry_breaking = cases[i].symmetry;
        options.column_at_least_one = cases[i].column_alo;
        if (cases[i].squares) {
            options.queens = s.queens;
            options.queen_count = s.queen_count;
            options.blocked = s.blocked;
            options.blocked_count = s.blocked_count;
        }
        assert_counts_match_text(&options);
    }
}

/* ------------------------------------------------------------------------
 * Large boards against formulas written out here
 * ------------------------------------------------------------------------ */

static nqcnf_sizes counts_for(uint32_t n, nqcnf_encoding encoding)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    options.encoding = encoding;
    nqcnf_sizes counts;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts), NQCNF_OK);
    return counts;
}

static void test_the_lessons_clause_counts(void **state)
{
    (void)state;
    /* "84 clauses" (4x4 by hand), "25 variables and 170 clauses",
     * "64 variables and 744 clauses", "400 variables and 12,580". */
    assert_int_equal(counts_for(4, NQCNF_ENCODING_PAIRWISE).clauses, 84);
    assert_int_equal(counts_for(5, NQCNF_ENCODING_PAIRWISE).clauses, 170);
    assert_int_equal(counts_for(8, NQCNF_ENCODING_PAIRWISE).clauses, 744);
    assert_int_equal(counts_for(20, NQCNF_ENCODING_PAIRWISE).clauses, 12580);
    assert_int_equal(counts_for(5, NQCNF_ENCODING_PAIRWISE).variables, 25);
    assert_int_equal(counts_for(20, NQCNF_ENCODING_PAIRWISE).variables, 400);
}

static void test_clauses_are_attacking_pairs_plus_two_per_line(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 20; n++)
        assert_int_equal(counts_for(n, NQCNF_ENCODING_PAIRWISE).clauses,
                         oracle_attacking_pairs(n) + 2 * (uint64_t)n);
}

static unsigned digits_of(uint64_t v)
{
    unsigned digits = 1;
    for (; v >= 10; v /= 10) digits++;
    return digits;
}

/* The textbook file's bytes, square by square: a square is written "v "
 * in its row's and its column's at-least-one clause and "-v " once per
 * other square of its row, its column and its two diagonals; each clause
 * ends "0\n", after the header "p cnf V C\n". */
static uint64_t textbook_bytes(uint64_t n)
{
    uint64_t bytes = 0;
    for (uint64_t r = 0; r < n; r++)
        for (uint64_t c = 0; c < n; c++) {
            const uint64_t down_right = n - (r > c ? r - c : c - r);
            const uint64_t anti = r + c, middle = n - 1;
            const uint64_t down_left =
                n - (anti > middle ? anti - middle : middle - anti);
            const uint64_t negated = 2 * (n - 1) + (down_right - 1) +
                                     (down_left - 1);
            const unsigned digits = digits_of(r * n + c + 1);
            bytes += 2 * (digits + 1) + negated * (digits + 2);
        }
    const uint64_t clauses = textbook_clause_count(n);
    char header[64];
    const int header_bytes =
        snprintf(header, sizeof header, "p cnf %llu %llu\n",
                 (unsigned long long)(n * n), (unsigned long long)clauses);
    return bytes + 2 * clauses + (uint64_t)header_bytes;
}

static void test_textbook_bytes_square_by_square(void **state)
{
    (void)state;
    /* 3163^2 passes 10^7; 1000^2 is 10^6, the last square. */
    const uint32_t sizes[] = {1, 2, 3, 10, 32, 99, 1000, 3163};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        if (test_quick() && sizes[i] > 100) continue;
        assert_int_equal(counts_for(sizes[i], NQCNF_ENCODING_PAIRWISE).bytes,
                         textbook_bytes(sizes[i]));
    }
}

static void test_largest_textbook_board(void **state)
{
    (void)state;
    const nqcnf_sizes largest =
        counts_for(NQCNF_MAX_N, NQCNF_ENCODING_PAIRWISE);
    /* N = 46340: the formula of test_support, C(N,2) = 1073674630 and
     * C(N,3) = 16583978334980 put in by hand. */
    assert_int_equal(largest.clauses, textbook_clause_count(NQCNF_MAX_N));
    assert_int_equal(largest.clauses, 2ull * 46340 + 2ull * 46340 * 1073674630 +
                                          2ull * 1073674630 +
                                          4ull * 16583978334980);
    assert_int_equal(largest.variables, 2147395600u);
    assert_int_equal(largest.auxiliary_variables, 0);
    /* Every pair is between "-1 -2 0\n" and "-2147395600 -2147395599 0\n";
     * the at-least-one clauses are a small part. */
    assert_true(largest.bytes > 8 * largest.clauses);
    assert_true(largest.bytes < 26 * largest.clauses);
}

/* The clauses and auxiliaries of the linear encodings for every line:
 * 2N lines of N and, in each diagonal direction, one of N and two of
 * each length 2 .. N-1; plus 2N at-least-one clauses. */
typedef struct line_cost {
    uint64_t clauses, auxiliary;
} line_cost;

static line_cost sum_over_lines(uint64_t n, line_cost (*per_line)(uint64_t))
{
    line_cost total = {2 * n, 0};
    for (uint64_t length = 2; length <= n; length++) {
        const uint64_t lines = length == n ? 2 * n + 2 : 4;
        const line_cost one = per_line(length);
        total.clauses += lines * one.clauses;
        total.auxiliary += lines * one.auxiliary;
    }
    return total;
}

/* Sinz: 3k - 4 clauses, k - 1 counters; ladder: 4k - 5, k - 1 rungs;
 * bitwise: k * ceil(log2 k) clauses, ceil(log2 k) bits. */
static line_cost sequential_line(uint64_t k)
{
    return (line_cost){3 * k - 4, k - 1};
}
static line_cost ladder_line(uint64_t k)
{
    return (line_cost){4 * k - 5, k - 1};
}
static line_cost bitwise_line(uint64_t k)
{
    uint64_t bits = 0;
    while (((uint64_t)1 << bits) < k) bits++;
    return (line_cost){k * bits, bits};
}

static void assert_large_board(uint32_t n, nqcnf_encoding encoding,
                               line_cost (*per_line)(uint64_t))
{
    const line_cost expected = sum_over_lines(n, per_line);
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    options.encoding = encoding;
    nqcnf_sizes counts;
    const nqcnf_status status = nqcnf_sizes_compute(&options, &counts);
    if ((uint64_t)n * n + expected.auxiliary > 2147483647u) {
        assert_int_equal(status, NQCNF_ERR_TOO_LARGE);
        return;
    }
    assert_int_equal(status, NQCNF_OK);
    assert_int_equal(counts.clauses, expected.clauses);
    assert_int_equal(counts.auxiliary_variables, expected.auxiliary);
}

static void test_linear_encodings_at_large_n(void **state)
{
    (void)state;
    /* Around the largest N each encoding can number, and the limit. */
    const uint32_t sizes[] = {1000, 20724, 20725, 46295, 46296, NQCNF_MAX_N};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        assert_large_board(sizes[i], NQCNF_ENCODING_SEQUENTIAL,
                           sequential_line);
        assert_large_board(sizes[i], NQCNF_ENCODING_LADDER, ladder_line);
        assert_large_board(sizes[i], NQCNF_ENCODING_BITWISE, bitwise_line);
    }
    /* By the formulas above, Sinz's counter and the ladder number their
     * variables up to N = 20724, the bitwise bits up to N = 46295. */
    nqcnf_options options;
    nqcnf_sizes counts;
    nqcnf_options_init(&options, 20725);
    options.encoding = NQCNF_ENCODING_SEQUENTIAL;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts),
                     NQCNF_ERR_TOO_LARGE);
    options.n = 20724;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts), NQCNF_OK);
    options.n = 46296;
    options.encoding = NQCNF_ENCODING_BITWISE;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts),
                     NQCNF_ERR_TOO_LARGE);
    options.n = 46295;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts), NQCNF_OK);
}

static void test_sizes_grow_with_n_for_every_encoding(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        uint64_t previous = 0;
        for (uint32_t n = 1; n <= NQCNF_MAX_N; n += test_quick() ? 4999 : 997) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            nqcnf_sizes counts;
            const nqcnf_status status =
                nqcnf_sizes_compute(&options, &counts);
            if (status == NQCNF_ERR_TOO_LARGE) break;
            assert_int_equal(status, NQCNF_OK);
            assert_true(counts.bytes > previous);
            /* At least "-v -w 0\n" or "v 0\n" per clause. */
            assert_true(counts.bytes > 4 * counts.clauses);
            previous = counts.bytes;
        }
    }
}

static void test_solver_limit_is_first_passed_at_1089(void **state)
{
    (void)state;
    assert_true(counts_for(1088, NQCNF_ENCODING_PAIRWISE).clauses <=
                NQCNF_SOLVER_CLAUSE_LIMIT);
    assert_true(counts_for(1089, NQCNF_ENCODING_PAIRWISE).clauses >
                NQCNF_SOLVER_CLAUSE_LIMIT);
}

/* A cardinality sink (OPB) takes each line whole: N rows and N columns,
 * and 4N - 6 diagonals of two squares or more (N >= 2), whatever the
 * encoding; the clauses left are the unit clauses, with no auxiliary
 * variables even where the encoding would need too many. */
static void test_lines_for_a_cardinality_sink(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 50; n++)
        for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            options.column_at_least_one = (int)(n % 2);
            const squares s = squares_for(n);
            options.queens = s.queens;
            options.queen_count = s.queen_count;
            encoding_cost cost;
            assert_int_equal(nqcnf_encoding_cost(&options, 1, &cost),
                             NQCNF_OK);
            const uint64_t columns_exactly = n % 2;
            assert_int_equal(cost.lines_exactly, n + columns_exactly * n);
            assert_int_equal(cost.lines_at_most,
                             (1 - columns_exactly) * n +
                                 (n >= 2 ? 4 * (uint64_t)n - 6 : 0));
            assert_int_equal(cost.clauses, s.queen_count);
            assert_int_equal(cost.auxiliary, 0);
        }
    nqcnf_options options;
    nqcnf_options_init(&options, NQCNF_MAX_N);
    options.encoding = NQCNF_ENCODING_LADDER;
    encoding_cost cost;
    assert_int_equal(nqcnf_encoding_cost(&options, 1, &cost), NQCNF_OK);
    assert_int_equal(nqcnf_encoding_cost(&options, 0, &cost),
                     NQCNF_ERR_TOO_LARGE);
}

static void test_invalid_requests(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_sizes counts;
    nqcnf_options_init(&options, 0);
    assert_int_equal(nqcnf_sizes_compute(&options, &counts),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options_init(&options, NQCNF_MAX_N + 1);
    assert_int_equal(nqcnf_sizes_compute(&options, &counts),
                     NQCNF_ERR_TOO_LARGE);
    nqcnf_options_init(&options, 8);
    assert_int_equal(nqcnf_sizes_compute(&options, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_sizes_compute(&options, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    const nqcnf_square_ref off_board = {8, 0};
    options.queens = &off_board;
    options.queen_count = 1;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts),
                     NQCNF_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_encoder_profile_against_its_lines),
        cmocka_unit_test(test_every_option_against_the_text),
        cmocka_unit_test(test_digit_boundaries_against_the_text),
        cmocka_unit_test(test_the_lessons_clause_counts),
        cmocka_unit_test(test_clauses_are_attacking_pairs_plus_two_per_line),
        cmocka_unit_test(test_textbook_bytes_square_by_square),
        cmocka_unit_test(test_largest_textbook_board),
        cmocka_unit_test(test_linear_encodings_at_large_n),
        cmocka_unit_test(test_sizes_grow_with_n_for_every_encoding),
        cmocka_unit_test(test_solver_limit_is_first_passed_at_1089),
        cmocka_unit_test(test_lines_for_a_cardinality_sink),
        cmocka_unit_test(test_invalid_requests),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
