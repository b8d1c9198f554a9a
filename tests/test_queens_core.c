/*
 * test_queens_core.c - the pre-placed queens to blame, on every backend.
 *
 * A core is a set of pre-placed queens that cannot be completed to a
 * solution while every set with one queen fewer can. The whole file runs
 * once per backend (main), with the same expectations. Both halves of a
 * core are checked against truth that is not the library's: the shared
 * backtracking search of tests/support (oracle_enumerate), which places
 * the remaining queens around the given ones and the blocked squares,
 * and (for the cases named in the brief, and for N = 50 where
 * backtracking is hopeless) nqcnf_solve with the subset as pre-placed
 * queens. The cases: two queens that attack each other, three queens of
 * which every two can be completed but not all three (found by search,
 * not written in), sets that can be completed (no core), boards with no
 * solution at all (no queen to blame: also no core), a queen on a blocked
 * square, the same queen given twice, a few hundred random sets on N = 8
 * with random blocked squares, and a board of N = 50 that must be done in
 * seconds.
 *
 * The k-th allocation is made to fail through the shared fault injection
 * (oom_loop): every failure, PicoSAT's included, must come back as
 * NQCNF_ERR_OUT_OF_MEMORY with nothing left allocated.
 */
#include "every_backend.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_QUEENS 64


/* ------------------------------------------------------------------------
 * Independent truth: backtracking around fixed queens and blocked squares
 * ------------------------------------------------------------------------ */

static int stop_at_first(void *context, uint32_t n, const uint32_t *columns)
{
    (void)context;
    (void)n;
    (void)columns;
    return 1;
}

/* Whether the queens whose bit is set in `subset` (indexes into `queens`)
 * can be completed on board n avoiding the blocked squares. */
static int completable(uint32_t n, const nqcnf_square_ref *queens,
                       uint64_t subset, size_t queen_count,
                       const nqcnf_square_ref *blocked, size_t blocked_count)
{
    nqcnf_square_ref chosen[MAX_QUEENS];
    size_t count = 0;
    assert_true(queen_count <= MAX_QUEENS);
    for (size_t i = 0; i < queen_count; i++)
        if (subset >> i & 1u) chosen[count++] = queens[i];
    return oracle_enumerate(n, chosen, count, blocked, blocked_count, 0,
                            stop_at_first, NULL) > 0;
}

/* Whether nqcnf_solve finds a solution with exactly these queens placed
 * (the instance the core's subsets stand for). */
static int found_one(void *context, const nqcnf_board *board)
{
    (void)board;
    ++*(int *)context;
    return 0; /* the limit of 1 ends the search */
}

static int solve_completes(const nqcnf_options *options,
                           const nqcnf_square_ref *queens, size_t count)
{
    nqcnf_options with = *options;
    with.queens = queens;
    with.queen_count = count;
    int found = 0;
    assert_int_equal(nqcnf_solve(&with, 1, found_one, &found, NULL),
                     NQCNF_OK);
    return found;
}

/* ------------------------------------------------------------------------
 * Checking a core
 * ------------------------------------------------------------------------ */

typedef struct core_result {
    size_t core[MAX_QUEENS];
    size_t count;
} core_result;

static core_result find_core(const nqcnf_options *options)
{
    core_result result;
    result.count = 12345;
    assert_true(options->queen_count <= MAX_QUEENS);
    assert_int_equal(nqcnf_queens_core(options, result.core,
                                           &result.count),
                     NQCNF_OK);
    assert_true(result.count <= options->queen_count);
    return result;
}

/* The core's indexes are distinct and valid, its queens cannot be
 * completed, and without any one of them they can (by backtracking). */
static void assert_minimal_core(const nqcnf_options *options,
                                const core_result *result)
{
    uint64_t subset = 0;
    for (size_t i = 0; i < result->count; i++) {
        assert_true(result->core[i] < options->queen_count);
        assert_false(subset >> result->core[i] & 1u);
        subset |= (uint64_t)1 << result->core[i];
    }
    assert_false(completable(options->n, options->queens, subset,
                             options->queen_count, options->blocked,
                             options->blocked_count));
    for (size_t i = 0; i < result->count; i++)
        assert_true(completable(
            options->n, options->queens,
            subset & ~((uint64_t)1 << result->core[i]), options->queen_count,
            options->blocked, options->blocked_count));
}

/* The same minimality, asked of nqcnf_solve. */
static void assert_minimal_by_solve(const nqcnf_options *options,
                                    const core_result *result)
{
    nqcnf_square_ref queens[MAX_QUEENS];
    for (size_t i = 0; i < result->count; i++)
        queens[i] = options->queens[result->core[i]];
    assert_false(solve_completes(options, queens, result->count));
    for (size_t drop = 0; drop < result->count; drop++) {
        nqcnf_square_ref rest[MAX_QUEENS];
        size_t kept = 0;
        for (size_t i = 0; i < result->count; i++)
            if (i != drop) rest[kept++] = queens[i];
        assert_true(solve_completes(options, rest, kept));
    }
}

static int core_holds(const core_result *result, size_t index)
{
    for (size_t i = 0; i < result->count; i++)
        if (result->core[i] == index) return 1;
    return 0;
}

/* ------------------------------------------------------------------------
 * The cases
 * ------------------------------------------------------------------------ */

static void test_two_attacking_queens_are_the_core(void **state)
{
    (void)state;
    /* (1,1) and (2,2) share a diagonal, (3,1) a column with (1,1), (5,7)
     * a row with (5,2); each queen alone can be completed on N = 8. Other
     * queens around them that are not to blame must stay out. */
    static const struct {
        nqcnf_square_ref queens[4];
        size_t count;
        size_t first, second;
    } cases[] = {
        {{{1, 1}, {2, 2}}, 2, 0, 1},
        {{{1, 1}, {3, 1}}, 2, 0, 1},
        {{{0, 4}, {5, 2}, {5, 7}}, 3, 1, 2},
        {{{0, 0}, {2, 4}, {7, 7}}, 3, 0, 2},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        nqcnf_options options = options_for(8);
        options.queens = cases[k].queens;
        options.queen_count = cases[k].count;
        const core_result result = find_core(&options);
        assert_int_equal(result.count, 2);
        assert_true(core_holds(&result, cases[k].first));
        assert_true(core_holds(&result, cases[k].second));
        assert_minimal_core(&options, &result);
        assert_minimal_by_solve(&options, &result);
    }
}

/* Three queens, every two of them completable (so no two attack), all
 * three not: searched for over all triples of squares in rows r1 < r2 <
 * r3. N = 6 has none (any two of its queens lie in one of its 4
 * solutions, and so do any three that pairwise do); N = 7 and 8 have
 * many, and the first few found on each are checked. */
static void test_three_queens_that_fail_only_together(void **state)
{
    (void)state;
    static const size_t wanted[] = {0, 0, 0, 0, 0, 0, 0, 4, 4};
    for (uint32_t n = 6; n <= 8; n++) {
        const uint32_t squares = n * n;
        size_t triples = 0;
        for (uint32_t a = 0; a < squares && triples < 4; a++)
            for (uint32_t b = a + n - a % n; b < squares && triples < 4; b++)
                for (uint32_t c = b + n - b % n; c < squares && triples < 4;
                     c++) {
                    const nqcnf_square_ref q[3] = {
                        {a / n, a % n}, {b / n, b % n}, {c / n, c % n}};
                    if (!completable(n, q, 3, 3, NULL, 0) ||
                        !completable(n, q, 5, 3, NULL, 0) ||
                        !completable(n, q, 6, 3, NULL, 0) ||
                        completable(n, q, 7, 3, NULL, 0))
                        continue;
                    nqcnf_options options = options_for(n);
                    options.queens = q;
                    options.queen_count = 3;
                    size_t first, second;
                    assert_false(
                        nqcnf_queens_conflict(&options, &first, &second));
                    const core_result result = find_core(&options);
                    assert_int_equal(result.count, 3);
                    assert_minimal_core(&options, &result);
                    assert_minimal_by_solve(&options, &result);
                    triples++;
                }
        if (triples != wanted[n])
            fail_msg("N = %u: %zu such triples, not %zu", n, triples,
                     wanted[n]);
    }
}

static void test_completable_queens_have_no_core(void **state)
{
    (void)state;
    /* 1 3 5 0 2 4 solves N = 6; (0,0) alone can be completed on N = 5. */
    static const nqcnf_square_ref six[] = {{0, 1}, {2, 5}, {4, 2}};
    static const nqcnf_square_ref five[] = {{0, 0}};
    nqcnf_options options = options_for(6);
    options.queens = six;
    options.queen_count = 3;
    assert_int_equal(find_core(&options).count, 0);
    options = options_for(5);
    options.queens = five;
    options.queen_count = 1;
    assert_int_equal(find_core(&options).count, 0);
    /* No queens: nothing to blame, and core may be NULL. */
    size_t count = 12345;
    options = options_for(8);
    assert_int_equal(nqcnf_queens_core(&options, NULL, &count), NQCNF_OK);
    assert_int_equal(count, 0);
}

/* When the board has no solution even without the queens, no queen is to
 * blame: the empty set is the minimal core. */
static void test_a_board_without_solutions_has_an_empty_core(void **state)
{
    (void)state;
    static const nqcnf_square_ref corner[] = {{0, 0}, {2, 1}};
    nqcnf_options options = options_for(3);
    options.queens = corner;
    options.queen_count = 2;
    assert_int_equal(find_core(&options).count, 0);

    /* N = 8 with row 3 blocked, and queens that could be completed on the
     * open board. */
    nqcnf_square_ref row[8];
    for (uint32_t c = 0; c < 8; c++) row[c] = (nqcnf_square_ref){3, c};
    static const nqcnf_square_ref queens[] = {{0, 0}, {1, 4}};
    options = options_for(8);
    options.queens = queens;
    options.queen_count = 2;
    options.blocked = row;
    options.blocked_count = 8;
    assert_false(solve_completes(&options, NULL, 0));
    assert_int_equal(find_core(&options).count, 0);
}

static void test_a_queen_on_a_blocked_square_is_the_core(void **state)
{
    (void)state;
    static const nqcnf_square_ref queens[] = {{0, 1}, {4, 4}, {2, 5}};
    static const nqcnf_square_ref blocked[] = {{4, 4}, {6, 6}};
    nqcnf_options options = options_for(8);
    options.queens = queens;
    options.queen_count = 3;
    options.blocked = blocked;
    options.blocked_count = 2;
    const core_result result = find_core(&options);
    assert_int_equal(result.count, 1);
    assert_int_equal(result.core[0], 1);
    assert_minimal_core(&options, &result);
}

/* The same square twice: the core holds it once. A corner queen cannot be
 * completed on N = 4 (the two solutions avoid the corners). */
static void test_a_queen_given_twice_counts_once(void **state)
{
    (void)state;
    static const nqcnf_square_ref queens[] = {{0, 0}, {3, 2}, {0, 0}};
    nqcnf_options options = options_for(4);
    options.queens = queens;
    options.queen_count = 3;
    const core_result result = find_core(&options);
    assert_int_equal(result.count, 1);
    assert_true(result.core[0] == 0 || result.core[0] == 2);
    assert_minimal_core(&options, &result);
}

static void test_random_sets_give_minimal_cores(void **state)
{
    (void)state;
    uint64_t seed = 2024;
    size_t cores = 0, completable_sets = 0;
    for (int round = 0; round < 300; round++) {
        const uint32_t n = 5 + test_random(&seed) % 4; /* 5 .. 8 */
        nqcnf_square_ref queens[6], blocked[4];
        const size_t queen_count = 1 + test_random(&seed) % 6;
        const size_t blocked_count = test_random(&seed) % 5;
        test_random_squares(&seed, n, queens, queen_count);
        test_random_squares(&seed, n, blocked, blocked_count);
        nqcnf_options options = options_for(n);
        options.queens = queens;
        options.queen_count = queen_count;
        options.blocked = blocked;
        options.blocked_count = blocked_count;
        const core_result result = find_core(&options);
        const uint64_t all = ((uint64_t)1 << queen_count) - 1;
        if (completable(n, queens, all, queen_count, blocked,
                        blocked_count)) {
            assert_int_equal(result.count, 0);
            completable_sets++;
        } else if (!completable(n, queens, 0, queen_count, blocked,
                                blocked_count)) {
            assert_int_equal(result.count, 0); /* the board is to blame */
        } else {
            assert_true(result.count > 0);
            assert_minimal_core(&options, &result);
            cores++;
        }
    }
    /* The mix must really exercise both answers. */
    assert_true(cores >= 50);
    assert_true(completable_sets >= 20);
}

/* N = 50: the top row is blocked but for columns 0..3, which three queens
 * below it attack; twelve more queens far away are innocent. Backtracking
 * cannot check N = 50, so nqcnf_solve does, and the whole must take
 * seconds, not minutes. */
static void test_a_core_on_fifty_squares_a_side_in_seconds(void **state)
{
    (void)state;
    const uint32_t n = 50;
    nqcnf_square_ref blocked[46];
    for (uint32_t c = 4; c < n; c++) blocked[c - 4] = (nqcnf_square_ref){0, c};
    nqcnf_square_ref queens[15] = {{1, 0}, {2, 3}, {3, 5}};
    /* Rows 12..34, columns 16..49, diagonals clear of row 0's columns
     * 0..3: none of them is to blame, nor is any with one of the three. */
    for (uint32_t i = 0; i < 12; i++)
        queens[3 + i] = (nqcnf_square_ref){12 + 2 * i, 16 + 3 * i};
    nqcnf_options options = options_for(n);
    options.queens = queens;
    options.queen_count = 15;
    options.blocked = blocked;
    options.blocked_count = 46;
    size_t first, second;
    assert_false(nqcnf_queens_conflict(&options, &first, &second));

    const clock_t start = clock();
    const core_result result = find_core(&options);
    const double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    assert_int_equal(result.count, 3);
    for (size_t i = 0; i < 3; i++) assert_true(core_holds(&result, i));
    assert_minimal_by_solve(&options, &result);
    /* And all 15 without any one of the three can be completed. */
    for (size_t drop = 0; drop < 3; drop++) {
        nqcnf_square_ref rest[14];
        size_t kept = 0;
        for (size_t i = 0; i < 15; i++)
            if (i != drop) rest[kept++] = queens[i];
        assert_true(solve_completes(&options, rest, kept));
    }
    if (seconds > 10.0) fail_msg("N = 50 took %.1f s", seconds);
}

/* Symmetry breaking is part of the board: a queen that only the other
 * members of the classes have cannot be completed. On N = 5 the
 * survivors are 0 2 4 1 3 and 1 3 0 2 4 (queen columns row by row), so a
 * queen at (0,4) has none, while (1,2) is in the first; without symmetry
 * breaking 4 2 0 3 1 holds both. */
static void test_symmetry_breaking_is_part_of_the_board(void **state)
{
    (void)state;
    static const nqcnf_square_ref corner[] = {{1, 2}, {0, 4}};
    nqcnf_options options = options_for(5);
    options.queens = corner;
    options.queen_count = 2;
    options.symmetry_breaking = 1;
    const core_result result = find_core(&options);
    assert_int_equal(result.count, 1);
    assert_int_equal(result.core[0], 1);
    options.symmetry_breaking = 0;
    assert_int_equal(find_core(&options).count, 0);
}

static void test_invalid_arguments_are_refused(void **state)
{
    (void)state;
    static const nqcnf_square_ref queens[] = {{0, 0}, {1, 1}};
    static const nqcnf_square_ref off_board[] = {{0, 8}};
    size_t core[2], count = 12345;
    nqcnf_options options;
    assert_int_equal(nqcnf_queens_core(NULL, core, &count),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(count, 0);
    options = options_for(8);
    options.queens = queens;
    options.queen_count = 2;
    assert_int_equal(nqcnf_queens_core(&options, core, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    count = 12345;
    assert_int_equal(nqcnf_queens_core(&options, NULL, &count),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(count, 0);
    options.queens = off_board;
    options.queen_count = 1;
    assert_int_equal(nqcnf_queens_core(&options, core, &count),
                     NQCNF_ERR_INVALID_ARGUMENT);
    options = options_for(0);
    assert_int_equal(nqcnf_queens_core(&options, core, &count),
                     NQCNF_ERR_INVALID_ARGUMENT);
    options = options_for(1089); /* past the solvers' clause limit */
    options.queens = queens;
    options.queen_count = 2;
    fault_injection_start(-1);
    count = 12345;
    assert_int_equal(nqcnf_queens_core(&options, core, &count),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(count, 0);
    options = options_for(8);
    options.queens = queens;
    options.queen_count = 2;
    options.backend = (nqcnf_backend)NQCNF_BACKEND_COUNT;
    assert_int_equal(nqcnf_queens_core(&options, core, &count),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(fault_injection_stop(), 0);
}

typedef struct core_run {
    nqcnf_options options;
    size_t core[4], count;
} core_run;

static nqcnf_status find_core_of_four(void *context)
{
    core_run *run = context;
    run->count = 12345;
    const nqcnf_status status =
        nqcnf_queens_core(&run->options, run->core, &run->count);
    if (status != NQCNF_OK && run->count != 0) return NQCNF_ERR_INTERNAL;
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    static const nqcnf_square_ref queens[] = {{0, 1}, {2, 2}, {4, 3},
                                              {1, 3}};
    core_run run;
    run.options = options_for(6);
    run.options.queens = queens;
    run.options.queen_count = 4;
    oom_loop("completion core", find_core_of_four, &run);
    core_result result;
    memcpy(result.core, run.core, sizeof run.core);
    result.count = run.count;
    assert_true(result.count > 0);
    assert_minimal_core(&run.options, &result);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_attacking_queens_are_the_core),
        cmocka_unit_test(test_three_queens_that_fail_only_together),
        cmocka_unit_test(test_completable_queens_have_no_core),
        cmocka_unit_test(test_a_board_without_solutions_has_an_empty_core),
        cmocka_unit_test(test_a_queen_on_a_blocked_square_is_the_core),
        cmocka_unit_test(test_a_queen_given_twice_counts_once),
        cmocka_unit_test(test_random_sets_give_minimal_cores),
        cmocka_unit_test(test_a_core_on_fifty_squares_a_side_in_seconds),
        cmocka_unit_test(test_symmetry_breaking_is_part_of_the_board),
        cmocka_unit_test(test_invalid_arguments_are_refused),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
