/*
 * test_estimate.c - nqcnf_count_estimate() against counts made elsewhere.
 *
 * The truth is OEIS (nqcnf_known_count, itself held to the oracle and a
 * bitboard count by test_known_counts) and the oracle's backtracking
 * search with pre-placed queens, blocked squares and one board per class
 * (tests/support/oracles.h). Small instances are sampled through, which
 * makes the estimate exact, so there it must equal the oracle, also shard
 * by shard summed; larger ones must come within a factor of 3 of OEIS,
 * N = 11 .. 16, on at least 20 samples whatever the machine's speed
 * (estimate_sampled: quiet, they come within 1.5; under another job's
 * load the timings that choose how to sample change, and N = 15 once
 * came out at 0.44), and 20 and 27 too (Knuth's walks, 2.17 once under
 * load), which also must answer within ten times the budget in CPU
 * time (the budget is the calibration's CPU time, so another job on the
 * machine does not change the sample: the accuracy tests once failed
 * under a load of 18 when it was wall time). The time against a measured count is test_estimate_time.c.
 *
 * NQCNF_TEST_QUICK=1 (valgrind) stops at N = 11 (10 for the shards, 20
 * for the large boards) and gives the sampling 40 times the budget.
 */
#include "test_support.h"

#include "oracles.h"

#include <math.h>
#include <time.h>

static nqcnf_estimate estimate_of(const nqcnf_options *options, int unique,
                                  uint32_t shard_index, uint32_t shard_count,
                                  double budget)
{
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.unique = unique;
    request.shard_index = shard_index;
    request.shard_count = shard_count;
    nqcnf_estimate estimate;
    assert_int_equal(nqcnf_count_estimate(options, &request, budget,
                                          &estimate),
                     NQCNF_OK);
    return estimate;
}

/* Under valgrind (NQCNF_TEST_QUICK=1) everything runs some 50 times
 * slower: a larger budget buys the same samples. */
static double budget(double seconds)
{
    return test_quick() ? 40 * seconds : seconds;
}

/* The accuracy of a sampled estimate follows its number of samples, and
 * a time budget buys fewer of them on a busy machine (a factor of 2
 * missed under another job's load, once with 11 samples). So the budget
 * is doubled, up to 16 times, until the estimate rests on `samples` of
 * them (or on every part there is, when it is exact): the test asks what
 * the estimator gives for that many samples, however fast the machine
 * is. The sample is seeded: a larger budget draws the same samples
 * first, and more. */
static nqcnf_estimate estimate_sampled(const nqcnf_options *options,
                                       int unique, uint32_t shard_index,
                                       uint32_t shard_count, double seconds,
                                       uint64_t samples)
{
    nqcnf_estimate e = estimate_of(options, unique, shard_index,
                                   shard_count, budget(seconds));
    for (int round = 1; round <= 4 && e.samples < samples; round++) {
        const uint64_t before = e.samples;
        e = estimate_of(options, unique, shard_index, shard_count,
                        budget(seconds) * (double)(1u << round));
        if (e.samples == before) break; /* every part counted: exact */
    }
    return e;
}

static void assert_within(double value, double truth, double factor)
{
    if (truth == 0.0) {
        assert_true(value == 0.0);
        return;
    }
    if (!(value >= truth / factor && value <= truth * factor))
        fail_msg("%g is not within a factor of %g of %g", value, factor,
                 truth);
}

/* Through the small boards whole, exactly (the budget is never spent). */
static void test_small_boards_come_out_exact(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 9; n++)
        for (int unique = 0; unique <= 1; unique++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            const nqcnf_estimate e = estimate_of(&options, unique, 0, 0, 60);
            assert_true(e.solutions ==
                        (double)oracle_count(n, NULL, 0, NULL, 0, unique));
            assert_true(e.cpu_seconds >= 0.0 && e.wall_seconds >= 0.0);
            assert_true(e.calibration_seconds >= 0.0);
        }
}

static void test_queens_blocks_and_symmetry_breaking(void **state)
{
    (void)state;
    const nqcnf_square_ref queens[] = {{2, 3}, {6, 1}};
    const nqcnf_square_ref blocked[] = {{0, 0}, {4, 4}, {5, 1}, {9, 9}};
    nqcnf_options options;
    nqcnf_options_init(&options, 10);
    options.queens = queens;
    options.queen_count = 2;
    options.blocked = blocked;
    options.blocked_count = 4;
    for (int unique = 0; unique <= 1; unique++) {
        const nqcnf_estimate e = estimate_of(&options, unique, 0, 0, 60);
        assert_true(e.solutions ==
                    (double)oracle_count(10, queens, 2, blocked, 4, unique));
        assert_true(e.solutions > 0.0 || unique);
    }
    /* the lex-leader clauses keep the one leader per class */
    nqcnf_options_init(&options, 9);
    options.symmetry_breaking = 1;
    const nqcnf_estimate e = estimate_of(&options, 0, 0, 0, 60);
    assert_true(e.solutions == (double)oracle_count(9, NULL, 0, NULL, 0, 1));
    /* queens that attack each other: nothing to count */
    const nqcnf_square_ref clash[] = {{0, 0}, {3, 3}};
    nqcnf_options_init(&options, 8);
    options.queens = clash;
    options.queen_count = 2;
    assert_true(estimate_of(&options, 0, 0, 0, 1).solutions == 0.0);
}

/* Shard by shard, the exact estimates add up to the oracle's count. */
static void test_shards_add_up(void **state)
{
    (void)state;
    const nqcnf_square_ref queen[] = {{1, 4}};
    for (int variant = 0; variant < 3; variant++) {
        nqcnf_options options;
        nqcnf_options_init(&options, 9);
        const int unique = variant == 2;
        if (variant == 1) {
            options.queens = queen;
            options.queen_count = 1;
        }
        const uint64_t truth =
            oracle_count(9, variant == 1 ? queen : NULL, variant == 1, NULL,
                         0, unique);
        for (uint32_t m = 1; m <= 7; m += 2) {
            double sum = 0.0;
            for (uint32_t k = 0; k < m; k++)
                sum += estimate_of(&options, unique, k, m, 60).solutions;
            assert_true(sum == (double)truth);
        }
    }
}

static void test_larger_boards_within_three_times_oeis(void **state)
{
    (void)state;
    const uint32_t last = test_quick() ? 11 : 16;
    for (uint32_t n = 11; n <= last; n++)
        for (int unique = 0; unique <= !test_quick(); unique++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            const nqcnf_estimate e =
                estimate_sampled(&options, unique, 0, 0, 1.0, 20);
            uint64_t known = 0;
            assert_int_equal(nqcnf_known_count(n, unique, &known), NQCNF_OK);
            assert_within(e.solutions, (double)known, 3.0);
            assert_true(e.samples >= 1);
            assert_true(e.cpu_seconds > 0.0 && e.wall_seconds > 0.0);
        }
}

/* Shards of a board not sampled through: each near its own count, and
 * together near OEIS. */
static void test_shards_of_a_larger_board(void **state)
{
    (void)state;
    const uint32_t n = test_quick() ? 10 : 12;
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    double sum = 0.0;
    for (uint32_t k = 0; k < 4; k++) {
        const nqcnf_estimate e = estimate_sampled(&options, 0, k, 4, 0.25, 20);
        nqcnf_count_request request;
        nqcnf_count_request_init(&request);
        request.shard_index = k;
        request.shard_count = 4;
        uint64_t count = 0;
        assert_int_equal(nqcnf_count(&options, &request, &count), NQCNF_OK);
        assert_within(e.solutions, (double)count, 1.5);
        sum += e.solutions;
    }
    assert_within(sum, (double)oracle_a000170[n], 1.25);
}

static void test_the_largest_boards_within_the_budget(void **state)
{
    (void)state;
    const uint32_t sizes[] = {20, 27};
    for (size_t i = 0; i < (test_quick() ? 1u : 2u); i++) {
        nqcnf_options options;
        nqcnf_options_init(&options, sizes[i]);
        const double given = budget(0.5);
        const clock_t start = clock();
        const nqcnf_estimate e = estimate_of(&options, 0, 0, 0, given);
        const double cpu = (double)(clock() - start) / CLOCKS_PER_SEC;
        uint64_t known = 0;
        assert_int_equal(nqcnf_known_count(sizes[i], 0, &known), NQCNF_OK);
        assert_within(e.solutions, (double)known, 3.0);
        /* Days of work cannot fit the budget, so the budget is what ends
         * the sampling. It is wall time, which a loaded machine spends
         * with less CPU, never more: held in CPU time with ten times the
         * margin (quiet, the CPU time is the budget's). */
        if (!(cpu < 10.0 * given + 1.0))
            fail_msg("N = %u: %.2f s of CPU for a budget of %.2f s",
                     sizes[i], cpu, given);
        assert_true(e.cpu_seconds > 1e5); /* days, at the least */
    }
}

/* The sample is seeded: with no budget (the fewest samples) two runs
 * draw the same leaves and so find the same count. */
static void test_the_same_sample_each_time(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 18);
    const nqcnf_estimate a = estimate_of(&options, 0, 0, 0, 0);
    const nqcnf_estimate b = estimate_of(&options, 0, 0, 0, 0);
    assert_true(a.solutions == b.solutions);
    assert_true(a.samples == b.samples);
}

static void test_bad_arguments(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    nqcnf_estimate e;
    assert_int_equal(nqcnf_count_estimate(&options, &request, 0.1, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_count_estimate(&options, &request, -1.0, &e),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_count_estimate(&options, &request, NAN, &e),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_count_estimate(NULL, &request, 0.1, &e),
                     NQCNF_ERR_INVALID_ARGUMENT);
    request.shard_index = 3;
    request.shard_count = 3;
    assert_int_equal(nqcnf_count_estimate(&options, &request, 0.1, &e),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_count_request_init(&request);
    options.n = 0;
    assert_int_equal(nqcnf_count_estimate(&options, &request, 0.1, &e),
                     NQCNF_ERR_INVALID_ARGUMENT);
    /* a NULL request is the defaults */
    nqcnf_options_init(&options, 6);
    assert_int_equal(nqcnf_count_estimate(&options, NULL, 1, &e), NQCNF_OK);
    assert_true(e.solutions == 4.0);
}

static nqcnf_status estimate_six(void *context)
{
    nqcnf_estimate *e = context;
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    return nqcnf_count_estimate(&options, NULL, 60, e);
}

static void test_a_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    nqcnf_estimate e;
    oom_loop("estimate 6", estimate_six, &e);
    assert_true(e.solutions == 4.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_boards_come_out_exact),
        cmocka_unit_test(test_queens_blocks_and_symmetry_breaking),
        cmocka_unit_test(test_shards_add_up),
        cmocka_unit_test(test_larger_boards_within_three_times_oeis),
        cmocka_unit_test(test_shards_of_a_larger_board),
        cmocka_unit_test(test_the_largest_boards_within_the_budget),
        cmocka_unit_test(test_the_same_sample_each_time),
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_a_failed_allocation_is_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
