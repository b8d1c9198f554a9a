/*
 * test_solve.c - solving and counting in-process, on every backend.
 *
 * The whole file runs once per backend of the table (main), with the same
 * expectations: the answers must not depend on the solver. The truth is
 * independent of the library (tests/support/oracles.h): the solution
 * counts are OEIS A000170 and A002562, every board a solver returns is
 * checked by the oracle's attack check, and instances with pre-placed
 * queens, blocked squares or symmetry breaking, which count.c must not
 * halve by mirror symmetry, are counted against the oracle's backtracking
 * search. Enumeration is checked for completeness (all 92 of N = 8,
 * pairwise distinct) and for obeying limits and callbacks.
 *
 * The k-th allocation is made to fail through nqcnf_set_allocator
 * (oracles.h's fault injection): with PicoSAT the solver itself allocates
 * through it, so a failure deep inside the solver must come back as
 * NQCNF_ERR_OUT_OF_MEMORY with every block freed, on one thread or two.
 * With CaDiCaL (C++ new) only the library's own blocks can be failed.
 *
 * NQCNF_TEST_QUICK=1 in the environment limits counting to N <= 9, for
 * slow runs such as valgrind's.
 */
#include "every_backend.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

/* The valgrind runs (test_quick) count up to N = 9 only. */
static uint32_t largest_count_n(uint32_t wanted)
{
    return test_quick() && wanted > 9 ? 9 : wanted;
}

/* ------------------------------------------------------------------------
 * Collecting what the solver reports
 * ------------------------------------------------------------------------ */

/* A runaway enumeration (a broken blocking clause) stops here, and then
 * fails its test, instead of hanging it. */
#define RUNAWAY_CALLS 10000u

typedef struct collector {
    uint32_t n;
    uint64_t calls;
    uint64_t stop_after;   /* 0: only at RUNAWAY_CALLS */
    unsigned char *boards; /* copies of the squares, n*n bytes each */
    int all_valid;
} collector;

static collector new_collector(uint32_t n, uint64_t stop_after)
{
    collector seen = {n, 0, stop_after, NULL, 1};
    return seen;
}

static int collect(void *context, const nqcnf_board *board)
{
    collector *seen = context;
    const size_t size = (size_t)seen->n * seen->n;
    if (board->n != seen->n || !oracle_is_solution(board->n, board->squares))
        seen->all_valid = 0;
    unsigned char *grown = realloc(seen->boards, size * (seen->calls + 1));
    assert_non_null(grown);
    seen->boards = grown;
    memcpy(seen->boards + size * seen->calls, board->squares, size);
    seen->calls++;
    if (seen->calls >= RUNAWAY_CALLS) return 1;
    return seen->stop_after != 0 && seen->calls >= seen->stop_after;
}

static int all_distinct(const collector *seen)
{
    const size_t size = (size_t)seen->n * seen->n;
    for (uint64_t i = 0; i < seen->calls; i++)
        for (uint64_t j = i + 1; j < seen->calls; j++)
            if (memcmp(seen->boards + i * size, seen->boards + j * size,
                       size) == 0)
                return 0;
    return 1;
}

static nqcnf_status solve_into(collector *seen, uint64_t limit,
                               uint64_t *found)
{
    const nqcnf_options options = options_for(seen->n);
    return nqcnf_solve(&options, limit, collect, seen, found);
}

static nqcnf_status count(uint32_t n, int unique, unsigned threads,
                          uint64_t *result)
{
    const nqcnf_options options = options_for(n);
    return count_with(&options, unique, threads, result);
}

static uint64_t count_instance(const nqcnf_options *options, int unique,
                               unsigned threads)
{
    uint64_t result = 12345;
    assert_int_equal(count_with(options, unique, threads, &result),
                     NQCNF_OK);
    return result;
}

/* The oracle's count of the same instance. */
static uint64_t backtracking_count(const nqcnf_options *options, int unique)
{
    return oracle_count(options->n, options->queens, options->queen_count,
                        options->blocked, options->blocked_count, unique);
}

/* ------------------------------------------------------------------------
 * Counting
 * ------------------------------------------------------------------------ */

static void test_counts_are_a000170_on_one_two_and_all_threads(void **state)
{
    (void)state;
    const uint32_t last = largest_count_n(11);
    const unsigned threads[] = {1, 2, 0};
    for (size_t t = 0; t < 3; t++)
        for (uint32_t n = 1; n <= last; n++) {
            /* N = 11 once: it is most of the time of the test */
            if (n == 11 && threads[t] != 0) continue;
            uint64_t result = 12345;
            assert_int_equal(count(n, 0, threads[t], &result), NQCNF_OK);
            if (result != oracle_a000170[n])
                fail_msg("N = %u, %u threads: %llu solutions, not %llu", n,
                         threads[t], (unsigned long long)result,
                         (unsigned long long)oracle_a000170[n]);
        }
}

static void test_unique_counts_are_a002562(void **state)
{
    (void)state;
    const uint32_t last = largest_count_n(10);
    for (uint32_t n = 1; n <= last; n++) {
        uint64_t result = 12345;
        assert_int_equal(count(n, 1, 1 + n % 2, &result), NQCNF_OK);
        if (result != oracle_a002562[n])
            fail_msg("N = %u: %llu unique solutions, not %llu", n,
                     (unsigned long long)result,
                     (unsigned long long)oracle_a002562[n]);
    }
}

static void test_more_threads_than_sub_problems_still_count_right(void **state)
{
    (void)state;
    uint64_t result = 0;
    assert_int_equal(count(1, 0, 16, &result), NQCNF_OK);
    assert_int_equal(result, oracle_a000170[1]);
    assert_int_equal(count(6, 0, 100, &result), NQCNF_OK);
    assert_int_equal(result, oracle_a000170[6]);
}

static void test_counting_refuses_invalid_arguments(void **state)
{
    (void)state;
    uint64_t result = 12345;
    assert_int_equal(count_with(NULL, 0, 1, &result),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(count(0, 0, 1, &result), NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(count(NQCNF_MAX_N + 1, 0, 1, &result),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(count(8, 0, 1, NULL), NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options options = options_for(8);
    options.backend = (nqcnf_backend)NQCNF_BACKEND_COUNT;
    assert_int_equal(count_with(&options, 0, 1, &result),
                     NQCNF_ERR_INVALID_ARGUMENT);
    fault_injection_start(0);
    assert_int_equal(count(1089, 0, 1, &result), NQCNF_ERR_TOO_LARGE);
    assert_int_equal(result, 0);
    assert_int_equal(fault_injection_stop(), 0);
}

/* ------------------------------------------------------------------------
 * Solving
 * ------------------------------------------------------------------------ */

static void test_the_first_solution_is_valid_for_every_solvable_n(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 30; n++) {
        if (n == 2 || n == 3) continue;
        collector seen = new_collector(n, 0);
        uint64_t found = 0;
        assert_int_equal(solve_into(&seen, 1, &found), NQCNF_OK);
        assert_int_equal(found, 1);
        assert_int_equal(seen.calls, 1);
        if (!seen.all_valid) fail_msg("N = %u: not a solution", n);
        free(seen.boards);
    }
}

static void test_two_and_three_have_no_solution_and_no_callback(void **state)
{
    (void)state;
    for (uint32_t n = 2; n <= 3; n++) {
        collector seen = new_collector(n, 0);
        uint64_t found = 12345;
        assert_int_equal(solve_into(&seen, 0, &found), NQCNF_OK);
        assert_int_equal(found, 0);
        assert_int_equal(seen.calls, 0);
    }
}

static void test_all_solutions_are_distinct_boards_as_many_as_oeis(
    void **state)
{
    (void)state;
    for (uint32_t n = 4; n <= 8; n++) {
        collector seen = new_collector(n, 0);
        uint64_t found = 0;
        assert_int_equal(solve_into(&seen, 0, &found), NQCNF_OK);
        assert_int_equal(found, oracle_a000170[n]);
        assert_int_equal(seen.calls, oracle_a000170[n]);
        assert_true(seen.all_valid);
        assert_true(all_distinct(&seen));
        free(seen.boards);
    }
}

static void test_a_limit_gives_exactly_that_many_solutions(void **state)
{
    (void)state;
    const uint64_t limits[] = {1, 2, 7, 91, 92, 93, 1000};
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++) {
        collector seen = new_collector(8, 0);
        uint64_t found = 0;
        assert_int_equal(solve_into(&seen, limits[i], &found), NQCNF_OK);
        const uint64_t expected = limits[i] < 92 ? limits[i] : 92;
        assert_int_equal(found, expected);
        assert_int_equal(seen.calls, expected);
        assert_true(seen.all_valid);
        assert_true(all_distinct(&seen));
        free(seen.boards);
    }
}

static void test_a_callback_can_stop_after_three_solutions(void **state)
{
    (void)state;
    collector seen = new_collector(8, 3);
    uint64_t found = 0;
    assert_int_equal(solve_into(&seen, 0, &found), NQCNF_ERR_STOPPED);
    assert_int_equal(found, 3);
    assert_int_equal(seen.calls, 3);
    free(seen.boards);
    /* found may be NULL */
    seen = new_collector(5, 0);
    assert_int_equal(solve_into(&seen, 0, NULL), NQCNF_OK);
    assert_int_equal(seen.calls, oracle_a000170[5]);
    free(seen.boards);
}

static void assert_solve_refuses(const nqcnf_options *options,
                                 nqcnf_solution_fn on_solution,
                                 nqcnf_status expected)
{
    collector seen = new_collector(4, 0);
    uint64_t found = 12345;
    assert_int_equal(nqcnf_solve(options, 0, on_solution, &seen, &found),
                     expected);
    assert_int_equal(found, 0);
    assert_int_equal(seen.calls, 0);
}

static void test_solving_refuses_invalid_arguments(void **state)
{
    (void)state;
    assert_solve_refuses(NULL, collect, NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options options = options_for(0);
    assert_solve_refuses(&options, collect, NQCNF_ERR_INVALID_ARGUMENT);
    options = options_for(NQCNF_MAX_N + 1);
    assert_solve_refuses(&options, collect, NQCNF_ERR_TOO_LARGE);
    options = options_for(4);
    assert_solve_refuses(&options, NULL, NQCNF_ERR_INVALID_ARGUMENT);
    options.backend = (nqcnf_backend)-1;
    assert_solve_refuses(&options, collect, NQCNF_ERR_INVALID_ARGUMENT);
    /* past 2^31-1 clauses, without allocating anything */
    options = options_for(1089);
    fault_injection_start(0);
    assert_solve_refuses(&options, collect, NQCNF_ERR_TOO_LARGE);
    assert_int_equal(fault_injection_stop(), 0);
}

/* ------------------------------------------------------------------------
 * Pre-placed queens, blocked squares and symmetry breaking
 * ------------------------------------------------------------------------ */

static void test_a_queen_in_the_corner_of_eight_leaves_four(void **state)
{
    (void)state;
    static const nqcnf_square_ref corner[] = {{0, 0}};
    nqcnf_options options = options_for(8);
    options.queens = corner;
    options.queen_count = 1;
    assert_int_equal(backtracking_count(&options, 0), 4);
    for (unsigned threads = 1; threads <= 2; threads++)
        assert_int_equal(count_instance(&options, 0, threads), 4);
    /* The mirror image, whose first queen is in the half never solved
     * by the halving of the open board. */
    static const nqcnf_square_ref other[] = {{0, 7}};
    options.queens = other;
    assert_int_equal(count_instance(&options, 0, 2), 4);
    /* In row 3 instead: no prefix row holds it. */
    static const nqcnf_square_ref lower[] = {{3, 0}};
    options.queens = lower;
    assert_int_equal(count_instance(&options, 0, 2),
                     backtracking_count(&options, 0));
}

static void test_blocked_squares_never_hold_a_queen(void **state)
{
    (void)state;
    /* Rows 0 and 3 lose a square each that two of the four solutions of
     * N = 6 use, so two are left. */
    static const nqcnf_square_ref blocked[] = {{0, 1}, {3, 5}, {5, 5}};
    nqcnf_options options = options_for(6);
    options.blocked = blocked;
    options.blocked_count = 3;
    collector seen = new_collector(6, 0);
    uint64_t found = 0;
    assert_int_equal(nqcnf_solve(&options, 0, collect, &seen, &found),
                     NQCNF_OK);
    assert_true(seen.all_valid);
    assert_true(all_distinct(&seen));
    assert_int_equal(found, backtracking_count(&options, 0));
    assert_int_equal(found, 2);
    for (uint64_t b = 0; b < seen.calls; b++)
        for (size_t i = 0; i < 3; i++)
            assert_int_equal(
                seen.boards[b * 36 + blocked[i].row * 6 + blocked[i].column],
                NQCNF_SQUARE_EMPTY);
    free(seen.boards);
    assert_int_equal(count_instance(&options, 0, 2), 2);
}

static void test_queens_that_attack_each_other_leave_nothing(void **state)
{
    (void)state;
    static const nqcnf_square_ref attacking[][2] = {
        {{0, 0}, {1, 1}}, {{2, 3}, {6, 3}}, {{4, 1}, {4, 6}}};
    for (size_t k = 0; k < 3; k++) {
        nqcnf_options options = options_for(8);
        options.queens = attacking[k];
        options.queen_count = 2;
        for (int unique = 0; unique <= 1; unique++)
            assert_int_equal(count_instance(&options, unique, 1 + k % 2), 0);
    }
}

static void test_symmetry_breaking_and_unique_keep_the_same_boards(
    void **state)
{
    (void)state;
    const uint32_t last = largest_count_n(9);
    for (uint32_t n = 1; n <= last; n++) {
        nqcnf_options options = options_for(n);
        options.symmetry_breaking = 1;
        assert_int_equal(count_instance(&options, 0, 2), oracle_a002562[n]);
        assert_int_equal(count_instance(&options, 1, 2), oracle_a002562[n]);
    }
}

/* Counts of random instances against backtracking: all solutions, and
 * with `unique` or symmetry breaking the solutions of the instance that
 * are the smallest of their class under the symmetries that keep the
 * given squares (an image under any other need not be a solution). */
static void test_counts_of_random_instances_match_backtracking(void **state)
{
    (void)state;
    uint64_t seed = 7;
    const int rounds = largest_count_n(10) < 10 ? 8 : 30;
    for (int round = 0; round < rounds; round++) {
        const uint32_t n = 5 + test_random(&seed) % 4; /* 5 .. 8 */
        nqcnf_square_ref queens[2], blocked[8];
        nqcnf_options options = options_for(n);
        options.queen_count = test_random(&seed) % 3;
        options.blocked_count = test_random(&seed) % 9;
        test_random_squares(&seed, n, queens, options.queen_count);
        test_random_squares(&seed, n, blocked, options.blocked_count);
        options.queens = queens;
        options.blocked = blocked;
        const uint64_t all = backtracking_count(&options, 0);
        const uint64_t leaders = backtracking_count(&options, 1);
        const unsigned threads = 1 + (unsigned)round % 2;
        if (count_instance(&options, 0, threads) != all ||
            count_instance(&options, 1, threads) != leaders)
            fail_msg("round %d (N = %u): counts differ from backtracking",
                     round, n);
        options.symmetry_breaking = 1;
        assert_int_equal(count_instance(&options, 0, threads), leaders);
        assert_int_equal(count_instance(&options, 1, threads), leaders);
    }
}

/* ------------------------------------------------------------------------
 * Out of memory, inside PicoSAT too
 * ------------------------------------------------------------------------ */

typedef struct solve_run {
    uint64_t found;
    int all_valid;
} solve_run;

static nqcnf_status solve_all_of_five(void *context)
{
    solve_run *run = context;
    collector seen = new_collector(5, 0);
    run->found = 12345;
    const nqcnf_status status = solve_into(&seen, 0, &run->found);
    /* Solutions reported before a failure are real and counted. */
    if (run->found != seen.calls || !seen.all_valid) run->all_valid = 0;
    free(seen.boards);
    return status;
}

static void test_every_failed_allocation_in_solve_is_out_of_memory(
    void **state)
{
    (void)state;
    solve_run run = {0, 1};
    oom_loop("solve 5", solve_all_of_five, &run);
    assert_true(run.all_valid);
    assert_int_equal(run.found, oracle_a000170[5]);
}

static nqcnf_status count_four(void *context)
{
    unsigned *threads = context;
    uint64_t result = 12345;
    const nqcnf_status status = count(4, 0, *threads, &result);
    if (status != NQCNF_OK && result != 0) return NQCNF_ERR_INTERNAL;
    if (status == NQCNF_OK && result != oracle_a000170[4])
        return NQCNF_ERR_INTERNAL;
    return status;
}

static void test_every_failed_allocation_in_count_is_out_of_memory(
    void **state)
{
    (void)state;
    unsigned threads = 1;
    oom_loop("count 4 on one thread", count_four, &threads);
    threads = 2;
    /* With two threads a refused thread handle is no error (the calling
     * thread does the work), so only the statuses are judged here. */
    for (long k = 0; k < 200; k++) {
        fault_injection_start(k);
        const nqcnf_status status = count_four(&threads);
        const long refused = fault_injection_refusals();
        assert_int_equal(fault_injection_stop(), 0);
        assert_true(status == NQCNF_OK || status == NQCNF_ERR_OUT_OF_MEMORY);
        if (refused == 0) {
            assert_int_equal(status, NQCNF_OK);
            break;
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counts_are_a000170_on_one_two_and_all_threads),
        cmocka_unit_test(test_unique_counts_are_a002562),
        cmocka_unit_test(
            test_more_threads_than_sub_problems_still_count_right),
        cmocka_unit_test(test_counting_refuses_invalid_arguments),
        cmocka_unit_test(
            test_the_first_solution_is_valid_for_every_solvable_n),
        cmocka_unit_test(test_two_and_three_have_no_solution_and_no_callback),
        cmocka_unit_test(
            test_all_solutions_are_distinct_boards_as_many_as_oeis),
        cmocka_unit_test(test_a_limit_gives_exactly_that_many_solutions),
        cmocka_unit_test(test_a_callback_can_stop_after_three_solutions),
        cmocka_unit_test(test_solving_refuses_invalid_arguments),
        cmocka_unit_test(test_a_queen_in_the_corner_of_eight_leaves_four),
        cmocka_unit_test(test_blocked_squares_never_hold_a_queen),
        cmocka_unit_test(test_queens_that_attack_each_other_leave_nothing),
        cmocka_unit_test(
            test_symmetry_breaking_and_unique_keep_the_same_boards),
        cmocka_unit_test(test_counts_of_random_instances_match_backtracking),
        cmocka_unit_test(
            test_every_failed_allocation_in_solve_is_out_of_memory),
        cmocka_unit_test(
            test_every_failed_allocation_in_count_is_out_of_memory),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
