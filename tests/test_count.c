/*
 * test_count.c - nqcnf_count and nqcnf_list with a request: counts,
 * progress, and the request's struct rules.
 *
 * Counts are compared with OEIS A000170 and A002562 (the tables of
 * tests/support/oracles.h, not the library's) through N = 12 on one
 * thread and two (N <= 9 under NQCNF_TEST_QUICK, for valgrind). Progress
 * is what a display relies on: parts and solutions never go back,
 * work_done stays in 0..1 and never goes back, the last call has every
 * part done and the final count, and no two calls overlap (a flag set
 * inside the callback would be seen by the other thread). The request
 * follows "Structs that grow": NULL is the defaults, a struct_size below
 * the first layout is refused, a longer struct is accepted only when its
 * unknown tail is zero.
 */
#include "oracles.h"
#include "test_support.h"

#include <stdatomic.h>
#include <string.h>

static uint64_t count_of(uint32_t n, int unique, unsigned threads)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.unique = unique;
    request.threads = threads;
    uint64_t count = UINT64_MAX;
    assert_int_equal(nqcnf_count(&options, &request, &count), NQCNF_OK);
    return count;
}

static void test_counts_are_oeis(void **state)
{
    (void)state;
    const uint32_t largest = test_quick() ? 9 : 12;
    for (uint32_t n = 1; n <= largest; n++)
        for (unsigned threads = 1; threads <= 2; threads++) {
            assert_int_equal(count_of(n, 0, threads), oracle_a000170[n]);
            assert_int_equal(count_of(n, 1, threads), oracle_a002562[n]);
        }
}

static void test_a_null_request_is_the_defaults(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    uint64_t count = 0;
    assert_int_equal(nqcnf_count(&options, NULL, &count), NQCNF_OK);
    assert_int_equal(count, 92);
    assert_int_equal(nqcnf_count(&options, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
}

/* ---- Progress -------------------------------------------------------- */

typedef struct watcher {
    atomic_int inside;
    int overlapped, went_back;
    uint64_t calls;
    nqcnf_progress last;
} watcher;

static void watch(void *context, const nqcnf_progress *progress)
{
    watcher *w = context;
    if (atomic_fetch_add(&w->inside, 1) != 0) w->overlapped = 1;
    if (w->calls > 0 &&
        (progress->parts_done < w->last.parts_done ||
         progress->solutions < w->last.solutions ||
         progress->work_done < w->last.work_done ||
         progress->parts_total != w->last.parts_total))
        w->went_back = 1;
    if (progress->work_done < 0.0 || progress->work_done > 1.0 ||
        progress->parts_done > progress->parts_total)
        w->went_back = 1;
    w->last = *progress;
    w->calls++;
    atomic_fetch_sub(&w->inside, 1);
}

static void expect_final(const watcher *w, uint64_t solutions)
{
    assert_false(w->overlapped);
    assert_false(w->went_back);
    assert_true(w->calls >= 2);
    assert_int_equal(w->last.parts_done, w->last.parts_total);
    assert_true(w->last.parts_total > 0);
    assert_int_equal(w->last.solutions, solutions);
    assert_true(w->last.work_done == 1.0);
}

static void test_count_progress_rises_to_the_count(void **state)
{
    (void)state;
    const uint32_t n = test_quick() ? 8 : 10;
    for (int unique = 0; unique <= 1; unique++)
        for (uint32_t shards = 1; shards <= 3; shards += 2) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            watcher w;
            memset(&w, 0, sizeof w);
            atomic_init(&w.inside, 0);
            nqcnf_count_request request;
            nqcnf_count_request_init(&request);
            request.unique = unique;
            request.threads = 2;
            request.shard_index = shards - 1;
            request.shard_count = shards;
            request.progress = watch;
            request.progress_context = &w;
            uint64_t count = 0;
            assert_int_equal(nqcnf_count(&options, &request, &count),
                             NQCNF_OK);
            expect_final(&w, count);
            if (shards == 1)
                assert_int_equal(count, unique ? oracle_a002562[n]
                                               : oracle_a000170[n]);
        }
}

static int ignore_board(void *context, const nqcnf_board *board)
{
    (void)context;
    (void)board;
    return 0;
}

static void test_listing_progress_rises_to_what_was_listed(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    for (int sorted = 0; sorted <= 1; sorted++) {
        watcher w;
        memset(&w, 0, sizeof w);
        atomic_init(&w.inside, 0);
        nqcnf_count_request request;
        nqcnf_count_request_init(&request);
        request.threads = 2;
        request.progress = watch;
        request.progress_context = &w;
        uint64_t found = 0;
        request.sorted = sorted;
        assert_int_equal(nqcnf_list(&options, &request,
                                    ignore_board, NULL, &found),
                         NQCNF_OK);
        assert_int_equal(found, 92);
        expect_final(&w, 92);
    }
}

/* ---- The request's struct rules -------------------------------------- */

static void test_the_request_follows_the_struct_rules(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    assert_int_equal(request.struct_size, sizeof request);
    assert_int_equal(request.shard_count, 0);
    assert_null(request.progress);
    uint64_t count = 0;
    request.struct_size = 0; /* not from the init function */
    assert_int_equal(nqcnf_count(&options, &request, &count),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_list(&options, &request, ignore_board,
                                NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);

    /* A newer caller's longer struct: its unknown tail must be zero. */
    unsigned char bigger[sizeof request + 16];
    memset(bigger, 0, sizeof bigger);
    nqcnf_count_request_init(&request);
    request.struct_size = sizeof bigger;
    memcpy(bigger, &request, sizeof request);
    assert_int_equal(
        nqcnf_count(&options, (const nqcnf_count_request *)bigger, &count),
        NQCNF_OK);
    assert_int_equal(count, 4);
    bigger[sizeof request + 3] = 1;
    assert_int_equal(
        nqcnf_count(&options, (const nqcnf_count_request *)bigger, &count),
        NQCNF_ERR_INVALID_ARGUMENT);
}

static void test_the_old_functions_are_the_request_ones(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 9);
    uint64_t old_count = 0;
    assert_int_equal(count_with(&options, 1, 2, &old_count),
                     NQCNF_OK);
    assert_int_equal(old_count, oracle_a002562[9]);
    uint64_t found = 0;
    assert_int_equal(list_with(&options, 0, 1, 2, 5, ignore_board,
                                          NULL, &found),
                     NQCNF_OK);
    assert_int_equal(found, 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counts_are_oeis),
        cmocka_unit_test(test_a_null_request_is_the_defaults),
        cmocka_unit_test(test_count_progress_rises_to_the_count),
        cmocka_unit_test(test_listing_progress_rises_to_what_was_listed),
        cmocka_unit_test(test_the_request_follows_the_struct_rules),
        cmocka_unit_test(test_the_old_functions_are_the_request_ones),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
