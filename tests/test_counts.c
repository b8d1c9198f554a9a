/*
 * test_counts.c - the closed-form sizes against what is really produced.
 *
 * The header is written from these numbers before any clause exists, so a
 * wrong count is a corrupt file. Each count is checked three ways: against
 * the lesson's figures, against an independent brute-force count of
 * attacking pairs, and against the clauses and bytes the generator and the
 * writer actually produce.
 */
#include "test_support.h"

typedef struct clause_counter {
    uint64_t clauses;
} clause_counter;

static nqcnf_status count_clause(void *context, const int32_t *literals,
                                 size_t count)
{
    (void)literals;
    (void)count;
    ((clause_counter *)context)->clauses++;
    return NQCNF_OK;
}

static nqcnf_counts counts_for(uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    nqcnf_counts counts;
    assert_int_equal(nqcnf_counts_compute(&options, &counts), NQCNF_OK);
    return counts;
}

static void test_the_lessons_clause_counts(void **state)
{
    (void)state;
    /* "84 clauses" (4x4 by hand), "25 variables and 170 clauses",
     * "64 variables and 744 clauses", "400 variables and 12,580". */
    assert_int_equal(counts_for(4).clauses, 84);
    assert_int_equal(counts_for(5).clauses, 170);
    assert_int_equal(counts_for(8).clauses, 744);
    assert_int_equal(counts_for(20).clauses, 12580);
    assert_int_equal(counts_for(5).variables, 25);
    assert_int_equal(counts_for(20).variables, 400);
}

/* Pairs of squares that attack each other, counted square by square. */
static uint64_t attacking_pairs(uint32_t n)
{
    uint64_t pairs = 0;
    const uint32_t squares = n * n;
    for (uint32_t a = 0; a < squares; a++)
        for (uint32_t b = a + 1; b < squares; b++) {
            const int64_t r1 = a / n, c1 = a % n, r2 = b / n, c2 = b % n;
            if (r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 ||
                r1 + c1 == r2 + c2)
                pairs++;
        }
    return pairs;
}

static void test_clauses_are_attacking_pairs_plus_two_per_line(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 20; n++)
        assert_int_equal(counts_for(n).clauses,
                         attacking_pairs(n) + 2 * (uint64_t)n);
}

static void test_counts_match_what_is_generated(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 60; n++) {
        const nqcnf_counts counts = counts_for(n);
        assert_int_equal(counts.variables, (uint64_t)n * n);
        assert_int_equal(counts.clauses, textbook_clause_count(n));

        clause_counter counter = {0};
        const nqcnf_sink sink = {&counter, count_clause, NULL, NULL, NULL};
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        assert_int_equal(nqcnf_generate(&options, &sink), NQCNF_OK);
        assert_int_equal(counter.clauses, counts.clauses);

        text_buffer text = dimacs_text(n);
        assert_int_equal(counts.bytes, text.size);
        text_buffer_free(&text);
    }
}

static void test_bytes_across_digit_boundaries(void **state)
{
    (void)state;
    /* Rows where the variable numbers gain a digit mid-row (N=32: 993 ..
     * 1024, N=100: the last square is 10000) are where a per-row split of
     * the byte sum could go wrong. */
    const uint32_t sizes[] = {3, 4, 10, 11, 31, 32, 33, 99, 100, 101};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        text_buffer text = dimacs_text(sizes[i]);
        assert_int_equal(counts_for(sizes[i]).bytes, text.size);
        text_buffer_free(&text);
    }
}

static void test_largest_board_does_not_overflow(void **state)
{
    (void)state;
    const nqcnf_counts largest = counts_for(NQCNF_MAX_N);
    assert_int_equal(largest.variables, 2147395600u);
    assert_int_equal(largest.clauses, textbook_clause_count(NQCNF_MAX_N));
    /* Every pair is at least "-1 -2 0\n" and at most 26 bytes. */
    assert_true(largest.bytes > 8 * largest.clauses);
    assert_true(largest.bytes < 26 * largest.clauses);
    /* Sizes grow with N, everywhere up to the limit. */
    uint64_t previous = 0;
    for (uint32_t n = 1; n <= NQCNF_MAX_N; n += 997) {
        const uint64_t bytes = counts_for(n).bytes;
        assert_true(bytes > previous);
        previous = bytes;
    }
}

static void test_solver_limit_is_first_passed_at_1089(void **state)
{
    (void)state;
    assert_true(counts_for(1088).clauses <= NQCNF_SOLVER_CLAUSE_LIMIT);
    assert_true(counts_for(1089).clauses > NQCNF_SOLVER_CLAUSE_LIMIT);
}

static void test_invalid_requests(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_counts counts;
    nqcnf_options_init(&options, 0);
    assert_int_equal(nqcnf_counts_compute(&options, &counts),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options_init(&options, NQCNF_MAX_N + 1);
    assert_int_equal(nqcnf_counts_compute(&options, &counts),
                     NQCNF_ERR_TOO_LARGE);
    nqcnf_options_init(&options, 8);
    assert_int_equal(nqcnf_counts_compute(&options, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_lessons_clause_counts),
        cmocka_unit_test(test_clauses_are_attacking_pairs_plus_two_per_line),
        cmocka_unit_test(test_counts_match_what_is_generated),
        cmocka_unit_test(test_bytes_across_digit_boundaries),
        cmocka_unit_test(test_largest_board_does_not_overflow),
        cmocka_unit_test(test_solver_limit_is_first_passed_at_1089),
        cmocka_unit_test(test_invalid_requests),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
