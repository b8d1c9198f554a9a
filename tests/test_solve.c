/*
 * test_solve.c - solving and counting with PicoSAT, in-process.
 *
 * The truth is independent of the library: the solution counts are OEIS
 * A000170 and A002562 written out by hand, and every board the solver
 * returns is checked here by a few lines that count queens per row,
 * column and diagonal (not by nqcnf_board_verify, which is under test
 * elsewhere). Enumeration is checked for completeness (all 92 of N = 8,
 * pairwise distinct) and for obeying limits and callbacks. Instances with
 * pre-placed queens, blocked squares or symmetry breaking, which count.c
 * must not halve by mirror symmetry, are counted against a backtracking
 * search written here.
 *
 * The k-th allocation is made to fail through nqcnf_set_allocator (see
 * fault_injection_start in test_support): PicoSAT itself allocates through
 * it, so this proves that a failure deep inside the solver comes back as
 * NQCNF_ERR_OUT_OF_MEMORY with every block freed, on one thread or two.
 *
 * NQCNF_TEST_QUICK=1 in the environment limits counting to N <= 9, for
 * slow runs such as valgrind's.
 */
#include "test_support.h"

#include "core/internal.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Independent truth
 * ------------------------------------------------------------------------ */

/* OEIS A000170 and A002562, index N. */
static const uint64_t all_solutions[] = {0,  1,   0,   0,    2,   10,
                                         4,  40,  92,  352,  724, 2680};
static const uint64_t unique_solutions[] = {0, 1, 0,  0,  1,  2,
                                            1, 6, 12, 46, 92};

static uint32_t largest_count_n(uint32_t wanted)
{
    const char *quick = getenv("NQCNF_TEST_QUICK");
    if (quick != NULL && strcmp(quick, "1") == 0 && wanted > 9) return 9;
    return wanted;
}

/* N queens, each square empty or a queen, no two on a row, column or
 * diagonal. */
static int is_solution(const nqcnf_board *board, uint32_t n)
{
    if (board->n != n) return 0;
    unsigned row[64] = {0}, column[64] = {0};
    unsigned down[128] = {0}, up[128] = {0};
    unsigned queens = 0;
    assert_true(n <= 64);
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            const unsigned char square = board->squares[r * n + c];
            if (square == NQCNF_SQUARE_EMPTY) continue;
            if (square != NQCNF_SQUARE_QUEEN) return 0;
            queens++;
            if (row[r]++ || column[c]++ || down[r + n - c]++ || up[r + c]++)
                return 0;
        }
    return queens == n;
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
    uint64_t stop_after; /* 0: only at RUNAWAY_CALLS */
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
    if (!is_solution(board, seen->n)) seen->all_valid = 0;
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
    nqcnf_options options;
    nqcnf_options_init(&options, seen->n);
    return nqcnf_solve(&options, limit, collect, seen, found);
}

static nqcnf_status count(uint32_t n, int unique, unsigned threads,
                          uint64_t *result)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    return nqcnf_count_solutions(&options, unique, threads, result);
}

/* ------------------------------------------------------------------------
 * Counting
 * ------------------------------------------------------------------------ */

static void assert_counts_are_a000170(unsigned threads)
{
    const uint32_t last = largest_count_n(11);
    for (uint32_t n = 1; n <= last; n++) {
        uint64_t result = 12345;
        assert_int_equal(count(n, 0, threads, &result), NQCNF_OK);
        if (result != all_solutions[n])
            fail_msg("N = %u, %u threads: %llu solutions, not %llu", n,
                     threads, (unsigned long long)result,
                     (unsigned long long)all_solutions[n]);
    }
}

static void test_counts_on_one_thread_are_a000170(void **state)
{
    (void)state;
    assert_counts_are_a000170(1);
}

static void test_counts_on_two_threads_are_a000170(void **state)
{
    (void)state;
    assert_counts_are_a000170(2);
}

static void test_counts_on_every_processor_are_a000170(void **state)
{
    (void)state;
    assert_counts_are_a000170(0);
}

static void test_unique_counts_are_a002562(void **state)
{
    (void)state;
    const uint32_t last = largest_count_n(10);
    const unsigned threads[] = {1, 2};
    for (size_t t = 0; t < 2; t++)
        for (uint32_t n = 1; n <= last; n++) {
            uint64_t result = 12345;
            assert_int_equal(count(n, 1, threads[t], &result), NQCNF_OK);
            if (result != unique_solutions[n])
                fail_msg("N = %u: %llu unique solutions, not %llu", n,
                         (unsigned long long)result,
                         (unsigned long long)unique_solutions[n]);
        }
}

static void test_more_threads_than_sub_problems_still_count_right(void **state)
{
    (void)state;
    uint64_t result = 0;
    assert_int_equal(count(1, 0, 16, &result), NQCNF_OK);
    assert_int_equal(result, 1);
    assert_int_equal(count(6, 0, 100, &result), NQCNF_OK);
    assert_int_equal(result, 4);
}

static void test_counting_refuses_invalid_arguments(void **state)
{
    (void)state;
    uint64_t result = 12345;
    assert_int_equal(nqcnf_count_solutions(NULL, 0, 1, &result),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(count(0, 0, 1, &result), NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(count(NQCNF_MAX_N + 1, 0, 1, &result),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(count(8, 0, 1, NULL), NQCNF_ERR_INVALID_ARGUMENT);
    fault_injection_start(-1);
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
    for (uint32_t n = 1; n <= 14; n++) {
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

static void test_all_solutions_of_six_are_four_distinct_boards(void **state)
{
    (void)state;
    collector seen = new_collector(6, 0);
    uint64_t found = 0;
    assert_int_equal(solve_into(&seen, 0, &found), NQCNF_OK);
    assert_int_equal(found, 4);
    assert_int_equal(seen.calls, 4);
    assert_true(seen.all_valid);
    assert_true(all_distinct(&seen));
    free(seen.boards);
}

static void test_all_solutions_of_eight_are_92_distinct_boards(void **state)
{
    (void)state;
    collector seen = new_collector(8, 0);
    uint64_t found = 0;
    assert_int_equal(solve_into(&seen, 0, &found), NQCNF_OK);
    assert_int_equal(found, 92);
    assert_int_equal(seen.calls, 92);
    assert_true(seen.all_valid);
    assert_true(all_distinct(&seen));
    free(seen.boards);
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
    assert_int_equal(solve_into(&seen, 0, &found), NQCNF_OK);
    assert_int_equal(found, 3);
    assert_int_equal(seen.calls, 3);
    free(seen.boards);
}

static void test_found_may_be_null(void **state)
{
    (void)state;
    collector seen = new_collector(5, 0);
    assert_int_equal(solve_into(&seen, 0, NULL), NQCNF_OK);
    assert_int_equal(seen.calls, 10);
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
    nqcnf_options options;
    assert_solve_refuses(NULL, collect, NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options_init(&options, 0);
    assert_solve_refuses(&options, collect, NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options_init(&options, NQCNF_MAX_N + 1);
    assert_solve_refuses(&options, collect, NQCNF_ERR_TOO_LARGE);
    nqcnf_options_init(&options, 4);
    assert_solve_refuses(&options, NULL, NQCNF_ERR_INVALID_ARGUMENT);
}

static void test_boards_beyond_the_solvers_clause_limit_are_too_large(
    void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 1089); /* first N past 2^31-1 clauses */
    fault_injection_start(-1);
    assert_solve_refuses(&options, collect, NQCNF_ERR_TOO_LARGE);
    assert_int_equal(fault_injection_stop(), 0);
}

/* ------------------------------------------------------------------------
 * Counting and solving with pre-placed queens, blocked squares and
 * symmetry breaking
 * ------------------------------------------------------------------------ */

/* Independent truth for an instance: backtracking row by row, a row with
 * a pre-placed queen tried only in that queen's column, blocked squares
 * never; `leaders` counts the solutions whose queen-column array is the
 * smallest of its 8 images under rotations and reflections. */
typedef struct truth {
    const nqcnf_options *options;
    uint32_t columns[16];
    uint64_t all, leaders;
} truth;

static int is_leader_array(const uint32_t *columns, uint32_t n)
{
    for (unsigned k = 1; k < 8; k++) {
        uint32_t image[16];
        for (uint32_t r = 0; r < n; r++) {
            /* k quarter turns (r,c) -> (c, n-1-r), then k >= 4 mirrors. */
            uint32_t row = r, column = columns[r];
            for (unsigned t = 0; t < k % 4; t++) {
                const uint32_t turned = n - 1 - row;
                row = column;
                column = turned;
            }
            image[row] = k >= 4 ? n - 1 - column : column;
        }
        for (uint32_t r = 0; r < n; r++) {
            if (image[r] < columns[r]) return 0;
            if (image[r] > columns[r]) break;
        }
    }
    return 1;
}

static int allowed(const truth *work, uint32_t row, uint32_t column)
{
    const nqcnf_options *options = work->options;
    for (size_t i = 0; i < options->blocked_count; i++)
        if (options->blocked[i].row == row &&
            options->blocked[i].column == column)
            return 0;
    for (size_t i = 0; i < options->queen_count; i++)
        if (options->queens[i].row == row &&
            options->queens[i].column != column)
            return 0;
    for (uint32_t r = 0; r < row; r++) {
        const uint32_t c = work->columns[r], d = row - r;
        if (c == column || c + d == column || column + d == c) return 0;
    }
    return 1;
}

static void backtrack(truth *work, uint32_t row)
{
    const uint32_t n = work->options->n;
    if (row == n) {
        work->all++;
        work->leaders += (uint64_t)is_leader_array(work->columns, n);
        return;
    }
    for (uint32_t c = 0; c < n; c++) {
        if (!allowed(work, row, c)) continue;
        work->columns[row] = c;
        backtrack(work, row + 1);
    }
}

/* Every row gets a queen, so each pre-placed queen is placed in its row
 * (two in one row leave that row no column); attacks among them are then
 * caught like any other. */
static truth solve_by_backtracking(const nqcnf_options *options)
{
    truth work;
    memset(&work, 0, sizeof work);
    work.options = options;
    assert_true(options->n <= 16);
    backtrack(&work, 0);
    return work;
}

static uint64_t count_instance(const nqcnf_options *options, int unique,
                               unsigned threads)
{
    uint64_t result = 12345;
    assert_int_equal(nqcnf_count_solutions(options, unique, threads, &result),
                     NQCNF_OK);
    return result;
}

static void test_a_queen_in_the_corner_of_eight_leaves_four(void **state)
{
    (void)state;
    static const nqcnf_square_ref corner[] = {{0, 0}};
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    options.queens = corner;
    options.queen_count = 1;
    assert_int_equal(solve_by_backtracking(&options).all, 4);
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
                     solve_by_backtracking(&options).all);
}

static void test_blocked_squares_never_hold_a_queen(void **state)
{
    (void)state;
    /* Rows 0 and 3 lose a square each that two of the four solutions of
     * N = 6 use, so two are left. */
    static const nqcnf_square_ref blocked[] = {{0, 1}, {3, 5}, {5, 5}};
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    options.blocked = blocked;
    options.blocked_count = 3;
    collector seen = new_collector(6, 0);
    uint64_t found = 0;
    assert_int_equal(nqcnf_solve(&options, 0, collect, &seen, &found),
                     NQCNF_OK);
    assert_true(seen.all_valid);
    assert_true(all_distinct(&seen));
    assert_int_equal(found, solve_by_backtracking(&options).all);
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
        nqcnf_options options;
        nqcnf_options_init(&options, 8);
        options.queens = attacking[k];
        options.queen_count = 2;
        for (unsigned threads = 1; threads <= 2; threads++)
            for (int unique = 0; unique <= 1; unique++)
                assert_int_equal(count_instance(&options, unique, threads),
                                 0);
    }
}

static void test_symmetry_breaking_and_unique_keep_the_same_boards(
    void **state)
{
    (void)state;
    const uint32_t last = largest_count_n(9);
    for (uint32_t n = 1; n <= last; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.symmetry_breaking = 1;
        assert_int_equal(count_instance(&options, 0, 2), unique_solutions[n]);
        assert_int_equal(count_instance(&options, 1, 2), unique_solutions[n]);
    }
}

/* A deterministic generator, so that a failure can be replayed. */
static uint32_t next_random(uint64_t *seed)
{
    *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*seed >> 33);
}

/* Counts of random instances against backtracking: all solutions, and
 * with `unique` or symmetry breaking the solutions of the instance that
 * are the smallest of their class on the open board (the classes are the
 * board's: an image of a solution of the instance need not be one). */
static void test_counts_of_random_instances_match_backtracking(void **state)
{
    (void)state;
    uint64_t seed = 7;
    const int rounds = largest_count_n(10) < 10 ? 12 : 60;
    for (int round = 0; round < rounds; round++) {
        const uint32_t n = 5 + next_random(&seed) % 4; /* 5 .. 8 */
        nqcnf_square_ref queens[2], blocked[8];
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.queen_count = next_random(&seed) % 3;
        options.blocked_count = next_random(&seed) % 9;
        for (size_t i = 0; i < options.queen_count; i++)
            queens[i] = (nqcnf_square_ref){next_random(&seed) % n,
                                           next_random(&seed) % n};
        for (size_t i = 0; i < options.blocked_count; i++)
            blocked[i] = (nqcnf_square_ref){next_random(&seed) % n,
                                            next_random(&seed) % n};
        options.queens = queens;
        options.blocked = blocked;
        const truth expected = solve_by_backtracking(&options);
        const unsigned threads = 1 + (unsigned)round % 2;
        if (count_instance(&options, 0, threads) != expected.all ||
            count_instance(&options, 1, threads) != expected.leaders)
            fail_msg("round %d (N = %u): counts differ from backtracking",
                     round, n);
        options.symmetry_breaking = 1;
        assert_int_equal(count_instance(&options, 0, threads),
                         expected.leaders);
        assert_int_equal(count_instance(&options, 1, threads),
                         expected.leaders);
    }
}

/* ------------------------------------------------------------------------
 * Out of memory, inside PicoSAT too
 * ------------------------------------------------------------------------ */

static void test_every_failed_allocation_in_solve_is_out_of_memory(
    void **state)
{
    (void)state;
    int completed = 0;
    for (long k = 0; !completed; k++) {
        assert_true(k < 100000);
        collector seen = new_collector(5, 0);
        uint64_t found = 12345;
        fault_injection_start(k);
        const nqcnf_status status = solve_into(&seen, 0, &found);
        assert_int_equal(fault_injection_stop(), 0);
        if (status == NQCNF_OK) {
            assert_int_equal(found, 10);
            completed = 1;
        } else {
            assert_int_equal(status, NQCNF_ERR_OUT_OF_MEMORY);
            assert_true(found <= 10);
            assert_int_equal(found, seen.calls);
        }
        assert_true(seen.all_valid);
        free(seen.boards);
    }
}

static void test_every_failed_allocation_in_count_is_out_of_memory(
    void **state)
{
    (void)state;
    for (unsigned threads = 1; threads <= 2; threads++) {
        int completed = 0;
        for (long k = 0; !completed; k++) {
            assert_true(k < 100000);
            uint64_t result = 12345;
            fault_injection_start(k);
            const nqcnf_status status = count(4, 0, threads, &result);
            assert_int_equal(fault_injection_stop(), 0);
            if (status == NQCNF_OK) {
                assert_int_equal(result, 2);
                completed = 1;
            } else {
                assert_int_equal(status, NQCNF_ERR_OUT_OF_MEMORY);
                assert_int_equal(result, 0);
            }
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counts_on_one_thread_are_a000170),
        cmocka_unit_test(test_counts_on_two_threads_are_a000170),
        cmocka_unit_test(test_counts_on_every_processor_are_a000170),
        cmocka_unit_test(test_unique_counts_are_a002562),
        cmocka_unit_test(
            test_more_threads_than_sub_problems_still_count_right),
        cmocka_unit_test(test_counting_refuses_invalid_arguments),
        cmocka_unit_test(
            test_the_first_solution_is_valid_for_every_solvable_n),
        cmocka_unit_test(test_two_and_three_have_no_solution_and_no_callback),
        cmocka_unit_test(test_all_solutions_of_six_are_four_distinct_boards),
        cmocka_unit_test(test_all_solutions_of_eight_are_92_distinct_boards),
        cmocka_unit_test(test_a_limit_gives_exactly_that_many_solutions),
        cmocka_unit_test(test_a_callback_can_stop_after_three_solutions),
        cmocka_unit_test(test_found_may_be_null),
        cmocka_unit_test(test_solving_refuses_invalid_arguments),
        cmocka_unit_test(
            test_boards_beyond_the_solvers_clause_limit_are_too_large),
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
    return cmocka_run_group_tests(tests, NULL, NULL);
}
