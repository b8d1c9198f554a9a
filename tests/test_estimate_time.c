/*
 * test_estimate_time.c - the estimated CPU time against the count's own.
 *
 * For N = 13 and 14 the estimate's CPU time on one thread must come
 * within a factor of 3 of nqcnf_count()'s, measured right after it in the
 * same run. CPU time, not wall time: another job on the machine stretches
 * the wall clock of the count and of the calibration by different
 * amounts, so a wall-time comparison would test the machine's load (the
 * wall-time estimate is measured against real counts side by side in
 * bench/estimate_bench.sh, where a timing belongs). It takes as long as
 * the counts (some ten seconds with N = 14), so the suite runs it as a
 * slow test.
 */
#define _POSIX_C_SOURCE 200809L

#include "test_support.h"

#include <time.h>

static double seconds(clockid_t clock)
{
    struct timespec now;
    assert_int_equal(clock_gettime(clock, &now), 0);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

static void assert_within_three(double estimated, double measured,
                                const char *what, uint32_t n)
{
    print_message("N = %u, %s: estimated %.3g s, measured %.3g s\n", n, what,
                  estimated, measured);
    if (!(estimated >= measured / 3 && estimated <= measured * 3))
        fail_msg("N = %u: the estimated %s (%g s) is not within a factor "
                 "of 3 of the count's (%g s)",
                 n, what, estimated, measured);
}

static void estimate_against_count(uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.threads = 1;
    nqcnf_estimate estimate;
    assert_int_equal(nqcnf_count_estimate(&options, &request, 1.0, &estimate),
                     NQCNF_OK);

    const double cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    uint64_t count = 0;
    assert_int_equal(nqcnf_count(&options, &request, &count), NQCNF_OK);
    const double cpu_taken = seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu;

    uint64_t known = 0;
    assert_int_equal(nqcnf_known_count(n, 0, &known), NQCNF_OK);
    assert_true(count == known);
    assert_within_three(estimate.cpu_seconds, cpu_taken, "CPU time", n);
}

static void test_thirteen(void **state)
{
    (void)state;
    estimate_against_count(13);
}

static void test_fourteen(void **state)
{
    (void)state;
    estimate_against_count(14);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_thirteen),
        cmocka_unit_test(test_fourteen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
