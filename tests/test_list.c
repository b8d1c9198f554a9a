/*
 * test_list.c - nqcnf_list_solutions, on every backend.
 *
 * The truth is the test's own: OEIS A000170 and A002562, the oracle's
 * solution check and leader test (tests/support/oracles.h), and its
 * backtracking search, which visits the boards in increasing order of
 * their queen columns: exactly the order `sorted` promises. Every board
 * reported is checked as it arrives, by a callback that also fails the
 * test if it is ever entered on two threads at once; distinctness is
 * checked by sorting the boards here. Early stops (a limit, a callback)
 * and every failed allocation must leave no block allocated.
 *
 * NQCNF_TEST_QUICK=1 (valgrind) stops at N = 9.
 */
#include "every_backend.h"

#include "oracles.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static uint32_t largest_n(uint32_t wanted)
{
    return test_quick() && wanted > 7 ? 7 : wanted;
}

/* What the callback saw: the queen columns of each board, in order. */
typedef struct seen {
    uint32_t n;
    uint32_t *columns;
    size_t count, capacity;
    int all_valid, stop_after;
    atomic_int inside; /* the callback is running */
    int overlapped;
} seen;

static int record(void *context, const nqcnf_board *board)
{
    seen *s = context;
    if (atomic_fetch_add(&s->inside, 1) != 0) s->overlapped = 1;
    if (board->n != s->n || !oracle_is_solution(board->n, board->squares))
        s->all_valid = 0;
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? 2 * s->capacity : 256;
        s->columns = realloc(s->columns, s->capacity * s->n * sizeof *s->columns);
        assert_non_null(s->columns);
    }
    for (uint32_t r = 0; r < s->n; r++) {
        uint32_t c = 0;
        while (c + 1 < s->n && board->squares[r * s->n + c] != NQCNF_SQUARE_QUEEN)
            c++;
        s->columns[s->count * s->n + r] = c;
    }
    s->count++;
    atomic_fetch_sub(&s->inside, 1);
    return s->stop_after != 0 && s->count == (size_t)s->stop_after;
}

static seen seen_for(uint32_t n)
{
    seen s;
    memset(&s, 0, sizeof s);
    s.n = n;
    s.all_valid = 1;
    atomic_init(&s.inside, 0);
    return s;
}

static nqcnf_status list_into(const nqcnf_options *options, int unique,
                              int sorted, unsigned threads, uint64_t limit,
                              seen *s, uint64_t *found)
{
    return nqcnf_list_solutions(options, unique, sorted, threads, limit,
                                record, s, found);
}

/* Any total order will do to bring equal boards together. */
static uint32_t sort_n;
static int compare_columns(const void *a, const void *b)
{
    return memcmp(a, b, sort_n * sizeof(uint32_t));
}

/* Columns compared row by row (memcmp would compare bytes). */
static int before(const uint32_t *a, const uint32_t *b, uint32_t n)
{
    for (uint32_t r = 0; r < n; r++)
        if (a[r] != b[r]) return a[r] < b[r];
    return 0;
}

static int all_distinct(seen *s)
{
    sort_n = s->n;
    uint32_t *copy = malloc(s->count * s->n * sizeof *copy + 1);
    assert_non_null(copy);
    if (s->count == 0) {
        free(copy);
        return 1;
    }
    memcpy(copy, s->columns, s->count * s->n * sizeof *copy);
    qsort(copy, s->count, s->n * sizeof *copy, compare_columns);
    int distinct = 1;
    for (size_t i = 1; i < s->count; i++)
        if (memcmp(copy + (i - 1) * s->n, copy + i * s->n,
                   s->n * sizeof *copy) == 0)
            distinct = 0;
    free(copy);
    return distinct;
}

static int strictly_increasing(const seen *s)
{
    for (size_t i = 1; i < s->count; i++)
        if (!before(s->columns + (i - 1) * s->n, s->columns + i * s->n, s->n))
            return 0;
    return 1;
}

/* The oracle's boards, in its (increasing) order. */
static int oracle_collect(void *context, uint32_t n, const uint32_t *columns)
{
    seen *s = context;
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? 2 * s->capacity : 256;
        s->columns = realloc(s->columns, s->capacity * n * sizeof *columns);
        assert_non_null(s->columns);
    }
    memcpy(s->columns + s->count * n, columns, n * sizeof *columns);
    s->count++;
    return 0;
}

static seen oracle_boards(uint32_t n, int unique)
{
    seen s = seen_for(n);
    oracle_enumerate(n, NULL, 0, NULL, 0, unique, oracle_collect, &s);
    return s;
}

static void test_all_solutions_are_a000170_valid_and_distinct(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= largest_n(12); n++) {
        nqcnf_options options = options_for(n);
        seen s = seen_for(n);
        uint64_t found = 99;
        assert_int_equal(list_into(&options, 0, 0, 2, 0, &s, &found),
                         NQCNF_OK);
        assert_int_equal(found, oracle_a000170[n]);
        assert_int_equal(s.count, oracle_a000170[n]);
        assert_true(s.all_valid);
        assert_false(s.overlapped);
        assert_true(all_distinct(&s));
        free(s.columns);
    }
}

static void test_unique_lists_the_leaders_a002562(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= largest_n(12); n++) {
        for (int sorted = 0; sorted < 2; sorted++) {
            nqcnf_options options = options_for(n);
            seen s = seen_for(n);
            assert_int_equal(list_into(&options, 1, sorted, 2, 0, &s, NULL),
                             NQCNF_OK);
            assert_int_equal(s.count, oracle_a002562[n]);
            assert_true(s.all_valid);
            for (size_t i = 0; i < s.count; i++)
                assert_true(oracle_is_leader(n, s.columns + i * n));
            assert_true(all_distinct(&s));
            if (sorted) assert_true(strictly_increasing(&s));
            free(s.columns);
        }
    }
}

/* Sorted: the oracle's own order, the same on 1, 2 and 4 threads. */
static void test_sorted_is_the_oracles_order_on_any_thread_count(void **state)
{
    (void)state;
    const unsigned threads[3] = {1, 2, 4};
    for (uint32_t n = 4; n <= largest_n(10); n++) {
        seen truth = oracle_boards(n, 0);
        for (unsigned t = 0; t < 3; t++) {
            nqcnf_options options = options_for(n);
            seen s = seen_for(n);
            assert_int_equal(
                list_into(&options, 0, 1, threads[t], 0, &s, NULL), NQCNF_OK);
            assert_int_equal(s.count, truth.count);
            assert_memory_equal(s.columns, truth.columns,
                                truth.count * n * sizeof *truth.columns);
            free(s.columns);
        }
        free(truth.columns);
    }
}

static void test_a_limit_gives_that_many(void **state)
{
    (void)state;
    const uint64_t limits[4] = {1, 5, 100, 724};
    seen truth = oracle_boards(10, 0);
    for (unsigned i = 0; i < 4; i++)
        for (int sorted = 0; sorted < 2; sorted++) {
            nqcnf_options options = options_for(10);
            seen s = seen_for(10);
            uint64_t found = 0;
            assert_int_equal(
                list_into(&options, 0, sorted, 2, limits[i], &s, &found),
                NQCNF_OK);
            assert_int_equal(found, limits[i]);
            assert_int_equal(s.count, limits[i]);
            assert_true(s.all_valid);
            assert_true(all_distinct(&s));
            if (sorted) /* the first K of the order */
                assert_memory_equal(s.columns, truth.columns,
                                    s.count * 10 * sizeof *s.columns);
            free(s.columns);
        }
    free(truth.columns);
}

static void test_the_callback_stops_it_without_a_leak(void **state)
{
    (void)state;
    for (int sorted = 0; sorted < 2; sorted++)
        for (unsigned threads = 1; threads <= 4; threads *= 2) {
            nqcnf_options options = options_for(11);
            seen s = seen_for(11);
            s.stop_after = 3;
            uint64_t found = 0;
            fault_injection_start(-1); /* counts the blocks held */
            const nqcnf_status status =
                list_into(&options, 0, sorted, threads, 0, &s, &found);
            assert_int_equal(fault_injection_stop(), 0);
            assert_int_equal(status, NQCNF_OK);
            assert_int_equal(found, 3);
            assert_int_equal(s.count, 3);
            free(s.columns);
        }
}

static void test_instances_match_the_oracle(void **state)
{
    (void)state;
    /* A pre-placed queen and a blocked square: no mirror halving. */
    const nqcnf_square_ref queen = {0, 1}, blocked = {3, 3};
    nqcnf_options options = options_for(8);
    options.queens = &queen;
    options.queen_count = 1;
    options.blocked = &blocked;
    options.blocked_count = 1;
    seen s = seen_for(8);
    assert_int_equal(list_into(&options, 0, 1, 2, 0, &s, NULL), NQCNF_OK);
    seen truth = seen_for(8);
    oracle_enumerate(8, &queen, 1, &blocked, 1, 0, oracle_collect, &truth);
    assert_int_equal(s.count, truth.count);
    assert_memory_equal(s.columns, truth.columns, s.count * 8 * sizeof *s.columns);
    free(s.columns);
    free(truth.columns);
    /* Symmetry breaking: already one per class; unique keeps them all. */
    for (int unique = 0; unique < 2; unique++) {
        nqcnf_options breaking = options_for(9);
        breaking.symmetry_breaking = 1;
        seen b = seen_for(9);
        assert_int_equal(list_into(&breaking, unique, 1, 2, 0, &b, NULL),
                         NQCNF_OK);
        seen leaders = oracle_boards(9, 1);
        assert_int_equal(b.count, oracle_a002562[9]);
        assert_memory_equal(b.columns, leaders.columns,
                            b.count * 9 * sizeof *b.columns);
        free(b.columns);
        free(leaders.columns);
    }
}

static void test_invalid_arguments_are_refused(void **state)
{
    (void)state;
    nqcnf_options options = options_for(8);
    uint64_t found = 7;
    assert_int_equal(nqcnf_list_solutions(&options, 0, 0, 1, 0, NULL, NULL,
                                          &found),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(found, 0);
    seen s = seen_for(8);
    assert_int_equal(list_into(NULL, 0, 0, 1, 0, &s, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    options.n = 0;
    assert_int_equal(list_into(&options, 0, 0, 1, 0, &s, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(s.count, 0);
}

/* Listing N = 6 (4 boards) under fault injection. */
typedef struct oom_run {
    int sorted;
    unsigned threads;
    uint64_t found;
} oom_run;

static nqcnf_status list_six(void *context)
{
    oom_run *run = context;
    nqcnf_options options = options_for(6);
    seen s = seen_for(6);
    const nqcnf_status status = list_into(&options, 0, run->sorted,
                                          run->threads, 0, &s, &run->found);
    const int valid = s.all_valid && s.count == run->found;
    free(s.columns);
    if (!valid) return NQCNF_ERR_INTERNAL;
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    /* Under valgrind (quick) every refusal of a whole listing costs
     * seconds: the unsorted listing on one thread there, every variant
     * in the normal run. */
    const int variants = test_quick() ? 1 : 2;
    for (int sorted = 0; sorted < variants; sorted++) {
        oom_run run = {sorted, 1, 0};
        oom_loop(sorted ? "list 6 sorted" : "list 6", list_six, &run);
        assert_int_equal(run.found, oracle_a000170[6]);
        if (test_quick()) break;
        /* Two threads: a refused thread handle is no error. */
        run.threads = 2;
        for (long k = 0; k < 400; k++) {
            fault_injection_start(k);
            const nqcnf_status status = list_six(&run);
            const long refused = fault_injection_refusals();
            assert_int_equal(fault_injection_stop(), 0);
            assert_true(status == NQCNF_OK ||
                        status == NQCNF_ERR_OUT_OF_MEMORY);
            if (refused == 0) {
                assert_int_equal(status, NQCNF_OK);
                assert_int_equal(run.found, oracle_a000170[6]);
                break;
            }
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_all_solutions_are_a000170_valid_and_distinct),
        cmocka_unit_test(test_unique_lists_the_leaders_a002562),
        cmocka_unit_test(
            test_sorted_is_the_oracles_order_on_any_thread_count),
        cmocka_unit_test(test_a_limit_gives_that_many),
        cmocka_unit_test(test_the_callback_stops_it_without_a_leak),
        cmocka_unit_test(test_instances_match_the_oracle),
        cmocka_unit_test(test_invalid_arguments_are_refused),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
