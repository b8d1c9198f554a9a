/*
 * test_shard.c - shards of a count and of a listing.
 *
 * A shard is only useful if the M parts of a count, run anywhere, add up
 * to the whole, and if each machine gets about the same work. So the
 * counts of shards 1..M are summed and compared with independent truth:
 * OEIS A000170 and A002562 for the open board, and the tests' oracle
 * (tests/support, with its own symmetry images and group, held to OEIS
 * by test_oracles) for pre-placed queens, blocked squares, `unique` and
 * symmetry breaking, including M larger than the number of
 * sub-problems. The listing's shards must be disjoint and cover every
 * board; the sorted listing's shards, put end to end, must be the whole
 * sorted listing. Balance is the weight each shard gets of the plan
 * (split.h), the largest at most 1.5 times the mean for M up to 16 at
 * N = 12 and 13.
 */
#include "oracles.h"
#include "test_support.h"

#include "solve/split.h"

#include <stdlib.h>
#include <string.h>

/* ---- The oracle ----------------------------------------------------- */

/* With symmetry breaking the instance keeps one board per class, the
 * same as `unique` counts (tests/support's oracle knows the group of the
 * given squares). */
static uint64_t brute_count(const nqcnf_options *options, int unique)
{
    return oracle_count(options->n, options->queens, options->queen_count,
                        options->blocked, options->blocked_count,
                        unique || options->symmetry_breaking);
}

/* ---- Shard sums ------------------------------------------------------ */

static uint64_t shard_sum(const nqcnf_options *options, int unique,
                          uint32_t shards, unsigned threads)
{
    uint64_t sum = 0;
    for (uint32_t k = 0; k < shards; k++) {
        nqcnf_count_request request;
        nqcnf_count_request_init(&request);
        request.unique = unique;
        request.threads = threads;
        request.shard_index = k;
        request.shard_count = shards;
        uint64_t part = UINT64_MAX;
        assert_int_equal(nqcnf_count(options, &request, &part), NQCNF_OK);
        sum += part;
    }
    return sum;
}

static const uint32_t shard_counts[] = {1, 2, 3, 7, 16, 300};

static void test_shards_of_the_open_board_sum_to_oeis(void **state)
{
    (void)state;
    const uint32_t largest = test_quick() ? 8 : 10;
    for (uint32_t n = 1; n <= largest; n++)
        for (size_t m = 0; m < sizeof shard_counts / sizeof *shard_counts;
             m++)
            for (int unique = 0; unique <= 1; unique++) {
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                const uint64_t sum =
                    shard_sum(&options, unique, shard_counts[m], 2);
                assert_int_equal(sum, unique ? oracle_a002562[n]
                                             : oracle_a000170[n]);
            }
}

static void test_shards_of_twelve_sum_to_oeis(void **state)
{
    (void)state;
    if (test_quick()) return;
    nqcnf_options options;
    nqcnf_options_init(&options, 12);
    assert_int_equal(shard_sum(&options, 0, 5, 2), oracle_a000170[12]);
    assert_int_equal(shard_sum(&options, 1, 4, 1), oracle_a002562[12]);
}

static void test_shards_with_queens_blocks_and_symmetry(void **state)
{
    (void)state;
    const nqcnf_square_ref queens[] = {{2, 3}, {5, 1}};
    const nqcnf_square_ref blocked[] = {{0, 0}, {1, 4}, {7, 7}, {4, 2}};
    const uint32_t n = test_quick() ? 8 : 10;
    for (int variant = 0; variant < 4; variant++)
        for (int unique = 0; unique <= 1; unique++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            if (variant == 1 || variant == 3) {
                options.queens = queens;
                options.queen_count = variant == 1 ? 1 : 2;
            }
            if (variant >= 2) {
                options.blocked = blocked;
                options.blocked_count = 4;
            }
            options.symmetry_breaking = variant == 2;
            const uint64_t truth = brute_count(&options, unique);
            for (size_t m = 0; m < 4; m++)
                assert_int_equal(
                    shard_sum(&options, unique, shard_counts[m + 2], 2),
                    truth);
        }
}

static void test_a_shard_is_the_same_on_any_thread_count(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, test_quick() ? 8 : 10);
    for (uint32_t k = 0; k < 3; k++) {
        uint64_t counts[3];
        for (unsigned threads = 1; threads <= 3; threads++) {
            nqcnf_count_request request;
            nqcnf_count_request_init(&request);
            request.threads = threads;
            request.shard_index = k;
            request.shard_count = 3;
            assert_int_equal(
                nqcnf_count(&options, &request, &counts[threads - 1]),
                NQCNF_OK);
        }
        assert_int_equal(counts[0], counts[1]);
        assert_int_equal(counts[0], counts[2]);
        assert_true(counts[0] > 0);
    }
}

static void test_a_shard_that_does_not_exist_is_refused(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    const uint32_t bad[][2] = {{3, 3}, {4, 3}, {1, 1}, {1, 0}};
    for (size_t i = 0; i < 4; i++) {
        request.shard_index = bad[i][0];
        request.shard_count = bad[i][1];
        uint64_t count = 7;
        assert_int_equal(nqcnf_count(&options, &request, &count),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_int_equal(count, 0);
    }
}

/* ---- Listing shards -------------------------------------------------- */

typedef struct boards {
    uint32_t n;
    uint32_t *columns; /* n per board */
    size_t count, capacity;
} boards;

static int keep_board(void *context, const nqcnf_board *board)
{
    boards *all = context;
    if (all->count == all->capacity) {
        all->capacity = all->capacity ? 2 * all->capacity : 64;
        all->columns = realloc(all->columns, sizeof *all->columns *
                                                 all->n * all->capacity);
        assert_non_null(all->columns);
    }
    uint32_t *to = all->columns + all->count * all->n;
    for (uint32_t r = 0; r < all->n; r++) {
        uint32_t queens = 0;
        for (uint32_t c = 0; c < all->n; c++)
            if (board->squares[r * all->n + c] == NQCNF_SQUARE_QUEEN) {
                to[r] = c;
                queens++;
            }
        assert_int_equal(queens, 1);
    }
    all->count++;
    return 0;
}

static uint32_t sort_n;

static int compare_rows(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(uint32_t) * sort_n) < 0   ? -1
           : memcmp(a, b, sizeof(uint32_t) * sort_n) > 0 ? 1
                                                         : 0;
}

/* Lexicographic order of columns is not memcmp's on little-endian
 * words, so boards are compared column by column for order. */
static int before(const uint32_t *a, const uint32_t *b, uint32_t n)
{
    for (uint32_t r = 0; r < n; r++)
        if (a[r] != b[r]) return a[r] < b[r];
    return 0;
}

static boards list_shards(const nqcnf_options *options, int unique,
                          int sorted, uint32_t shards)
{
    boards all = {options->n, NULL, 0, 0};
    for (uint32_t k = 0; k < shards; k++) {
        nqcnf_count_request request;
        nqcnf_count_request_init(&request);
        request.unique = unique;
        request.threads = 2;
        request.shard_index = k;
        request.shard_count = shards;
        const size_t before_shard = all.count;
        uint64_t found = 0;
        request.sorted = sorted;
        assert_int_equal(nqcnf_list(options, &request, keep_board,
                                    &all, &found),
                         NQCNF_OK);
        assert_int_equal(found, all.count - before_shard);
    }
    return all;
}

static void test_listing_shards_are_disjoint_and_cover(void **state)
{
    (void)state;
    const uint32_t n = test_quick() ? 7 : 9;
    for (int unique = 0; unique <= 1; unique++)
        for (uint32_t shards = 1; shards <= 5; shards += 2) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            boards all = list_shards(&options, unique, 0, shards);
            assert_int_equal(all.count, unique ? oracle_a002562[n]
                                               : oracle_a000170[n]);
            sort_n = n;
            qsort(all.columns, all.count, sizeof *all.columns * n,
                  compare_rows);
            for (size_t i = 1; i < all.count; i++)
                assert_int_not_equal(
                    compare_rows(all.columns + (i - 1) * n,
                                 all.columns + i * n),
                    0);
            free(all.columns);
        }
}

static void test_sorted_shards_end_to_end_are_the_sorted_listing(void **state)
{
    (void)state;
    const uint32_t n = test_quick() ? 7 : 9;
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    boards all = list_shards(&options, 0, 1, 4);
    assert_int_equal(all.count, oracle_a000170[n]);
    for (size_t i = 1; i < all.count; i++)
        assert_true(before(all.columns + (i - 1) * n, all.columns + i * n, n));
    free(all.columns);
}

/* ---- Balance --------------------------------------------------------- */

static void test_shards_are_balanced_by_weight(void **state)
{
    (void)state;
    for (uint32_t n = 12; n <= 14; n++)
        for (uint32_t shards = 2; shards <= 16; shards++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            uint64_t total = 0, largest = 0;
            for (uint32_t k = 0; k < shards; k++) {
                split_plan plan;
                assert_int_equal(
                    nqcnf_split_plan_make(&plan, &options, 1, k, shards),
                    NQCNF_OK);
                uint64_t weight = 0;
                for (size_t i = plan.first; i < plan.last; i++)
                    weight += plan.weights[i];
                assert_int_equal(weight, plan.shard_weight);
                total += weight;
                if (weight > largest) largest = weight;
                nqcnf_split_plan_free(&plan);
            }
            /* largest <= 1.5 * mean */
            assert_true(2 * largest * shards <= 3 * total);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shards_of_the_open_board_sum_to_oeis),
        cmocka_unit_test(test_shards_of_twelve_sum_to_oeis),
        cmocka_unit_test(test_shards_with_queens_blocks_and_symmetry),
        cmocka_unit_test(test_a_shard_is_the_same_on_any_thread_count),
        cmocka_unit_test(test_a_shard_that_does_not_exist_is_refused),
        cmocka_unit_test(test_listing_shards_are_disjoint_and_cover),
        cmocka_unit_test(
            test_sorted_shards_end_to_end_are_the_sorted_listing),
        cmocka_unit_test(test_shards_are_balanced_by_weight),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
