/*
 * test_list.c - nqcnf_list, on every backend.
 *
 * The truth is the test's own: OEIS A000170 and A002562, and the
 * oracle's backtracking search (tests/support/oracles.h), which visits
 * the boards of any problem (pre-placed queens, blocked squares, one
 * board per class under the group of the given squares) in increasing
 * order of their queen columns: exactly the order `sorted` promises.
 * Every board reported is checked as it arrives, by a callback that also
 * fails the test if it is ever entered on two threads at once.
 *
 * The listing solves one board per class and hands out its images, so
 * the problems are chosen for their groups: all 8 symmetries (the open
 * board, a blocked centre or corners, a queen in the centre), the
 * reflections in the diagonals and the half turn without the mirror
 * (two corners of one diagonal blocked: leaders whose first queen is
 * right of the middle), the mirror alone, the flip alone, the rotations
 * without any reflection, the half turn alone, and none (a queen off
 * every axis, seeded random squares). Each is listed sorted (the
 * oracle's order, byte for byte) and unsorted (the oracle's set), with
 * `unique`, with symmetry breaking (the CNF's own solutions: the
 * leaders), under limits, in shards, for N = 1..10. Early stops (a limit,
 * a callback) and every failed allocation must leave no block allocated.
 *
 * NQCNF_TEST_QUICK=1 (valgrind) stops at N = 7.
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

/* ---- What the callback saw ------------------------------------------- */

/* The queen columns of each board, in order. */
typedef struct seen {
    uint32_t n;
    uint32_t *columns;
    size_t count, capacity;
    int all_valid, stop_after;
    atomic_int inside; /* the callback is running */
    int overlapped;
} seen;

static void append(seen *s, const uint32_t *columns)
{
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? 2 * s->capacity : 256;
        s->columns =
            realloc(s->columns, s->capacity * s->n * sizeof *s->columns);
        assert_non_null(s->columns);
    }
    memcpy(s->columns + s->count * s->n, columns, s->n * sizeof *columns);
    s->count++;
}

static int record(void *context, const nqcnf_board *board)
{
    seen *s = context;
    if (atomic_fetch_add(&s->inside, 1) != 0) s->overlapped = 1;
    if (board->n != s->n || !oracle_is_solution(board->n, board->squares))
        s->all_valid = 0;
    uint32_t columns[64];
    assert_true(s->n <= 64);
    for (uint32_t r = 0; r < s->n; r++) {
        uint32_t c = 0;
        while (c + 1 < s->n &&
               board->squares[r * s->n + c] != NQCNF_SQUARE_QUEEN)
            c++;
        columns[r] = c;
    }
    append(s, columns);
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
    return list_with(options, unique, sorted, threads, limit,
                                record, s, found);
}

/* Columns compared row by row (memcmp would compare bytes). */
static uint32_t sort_n;
static int compare_boards(const void *a, const void *b)
{
    const uint32_t *x = a, *y = b;
    for (uint32_t r = 0; r < sort_n; r++)
        if (x[r] != y[r]) return x[r] < y[r] ? -1 : 1;
    return 0;
}

static void sort_seen(seen *s)
{
    sort_n = s->n;
    if (s->count > 1)
        qsort(s->columns, s->count, s->n * sizeof *s->columns,
              compare_boards);
}

static int all_distinct(seen *s)
{
    seen copy = seen_for(s->n);
    for (size_t i = 0; i < s->count; i++)
        append(&copy, s->columns + i * s->n);
    sort_seen(&copy);
    int distinct = 1;
    for (size_t i = 1; i < copy.count; i++)
        if (compare_boards(copy.columns + (i - 1) * s->n,
                           copy.columns + i * s->n) == 0)
            distinct = 0;
    free(copy.columns);
    return distinct;
}

static int strictly_increasing(const seen *s)
{
    sort_n = s->n;
    for (size_t i = 1; i < s->count; i++)
        if (compare_boards(s->columns + (i - 1) * s->n,
                           s->columns + i * s->n) >= 0)
            return 0;
    return 1;
}

/* Whether `board` is one of the sorted boards of `truth`. */
static int among(const seen *truth, const uint32_t *board)
{
    sort_n = truth->n;
    return truth->count > 0 &&
           bsearch(board, truth->columns, truth->count,
                   truth->n * sizeof *truth->columns,
                   compare_boards) != NULL;
}

/* The listing's boards are the truth's, in its order. */
static void assert_same_order(const seen *s, const seen *truth)
{
    assert_int_equal(s->count, truth->count);
    if (truth->count > 0)
        assert_memory_equal(s->columns, truth->columns,
                            truth->count * truth->n * sizeof *s->columns);
}

/* The listing's boards are the truth's, in any order (sorts `s`). */
static void assert_same_set(seen *s, const seen *truth)
{
    sort_seen(s);
    assert_same_order(s, truth);
}

/* ---- The problems ---------------------------------------------------- */

typedef struct problem {
    const char *name;
    nqcnf_square_ref queens[4], blocked[4];
    size_t queen_count, blocked_count;
} problem;

#define PROBLEM_KINDS 14u

static void add_square(nqcnf_square_ref *squares, size_t *count,
                       uint32_t row, uint32_t column)
{
    squares[*count].row = row;
    squares[*count].column = column;
    ++*count;
}

/* Problem `kind` on the n x n board; 0 when it needs a larger board (or
 * an odd one). */
static int problem_for(unsigned kind, uint32_t n, problem *p)
{
    memset(p, 0, sizeof *p);
    const uint32_t last = n - 1;
    nqcnf_square_ref *q = p->queens, *b = p->blocked;
    size_t *qc = &p->queen_count, *bc = &p->blocked_count;
    uint64_t seed = 0x5eed0000u + 131u * kind + n;
    switch (kind) {
    case 0: p->name = "the open board (all 8)"; return 1;
    case 1:
        p->name = "the centre blocked (all 8)";
        if (n % 2 == 0) return 0;
        add_square(b, bc, last / 2, last / 2);
        return 1;
    case 2:
        p->name = "a queen in the centre (all 8)";
        if (n % 2 == 0) return 0;
        add_square(q, qc, last / 2, last / 2);
        return 1;
    case 3:
        p->name = "the four corners blocked (all 8)";
        if (n < 2) return 0;
        add_square(b, bc, 0, 0);
        add_square(b, bc, 0, last);
        add_square(b, bc, last, 0);
        add_square(b, bc, last, last);
        return 1;
    case 4:
        p->name = "two corners of the main diagonal blocked "
                  "(diagonals and half turn)";
        if (n < 2) return 0;
        add_square(b, bc, 0, 0);
        add_square(b, bc, last, last);
        return 1;
    case 5:
        p->name = "the top corners blocked (the mirror)";
        if (n < 2) return 0;
        add_square(b, bc, 0, 0);
        add_square(b, bc, 0, last);
        return 1;
    case 6:
        p->name = "the left corners blocked (the flip)";
        if (n < 2) return 0;
        add_square(b, bc, 0, 0);
        add_square(b, bc, last, 0);
        return 1;
    case 7:
        p->name = "a quarter turn's orbit blocked (the rotations)";
        if (n < 4) return 0;
        add_square(b, bc, 0, 1);
        add_square(b, bc, 1, last);
        add_square(b, bc, last, last - 1);
        add_square(b, bc, last - 1, 0);
        return 1;
    case 8:
        p->name = "a queen in a corner (the main diagonal)";
        add_square(q, qc, 0, 0);
        return 1;
    case 9:
        p->name = "two queens a half turn apart (the half turn)";
        if (n < 4) return 0;
        add_square(q, qc, 0, 1);
        add_square(q, qc, last, last - 1);
        return 1;
    case 10:
        p->name = "a queen and a blocked square off every axis (none)";
        if (n < 4) return 0;
        add_square(q, qc, 0, 1);
        add_square(b, bc, 3, 3);
        return 1;
    case 11:
        p->name = "a queen on the mirror's axis, the top corners blocked "
                  "(the mirror)";
        if (n % 2 == 0 || n < 3) return 0;
        add_square(q, qc, 1, last / 2);
        add_square(b, bc, 0, 0);
        add_square(b, bc, 0, last);
        return 1;
    case 12:
        p->name = "two random blocked squares";
        test_random_squares(&seed, n, b, 2);
        *bc = 2;
        return 1;
    case 13:
        p->name = "a random queen and a random blocked square";
        test_random_squares(&seed, n, q, 1);
        test_random_squares(&seed, n, b, 1);
        *qc = *bc = 1;
        return 1;
    default: return 0;
    }
}

static nqcnf_options options_of(const problem *p, uint32_t n)
{
    nqcnf_options options = options_for(n);
    options.queens = p->queens;
    options.queen_count = p->queen_count;
    options.blocked = p->blocked;
    options.blocked_count = p->blocked_count;
    return options;
}

/* The oracle's boards, in its (increasing) order. */
static int oracle_collect(void *context, uint32_t n, const uint32_t *columns)
{
    seen *s = context;
    assert_int_equal(n, s->n);
    append(s, columns);
    return 0;
}

static seen oracle_boards_of(const problem *p, uint32_t n, int unique)
{
    seen s = seen_for(n);
    oracle_enumerate(n, p->queens, p->queen_count, p->blocked,
                     p->blocked_count, unique, oracle_collect, &s);
    return s;
}

static seen oracle_boards(uint32_t n, int unique)
{
    problem open;
    problem_for(0, n, &open);
    return oracle_boards_of(&open, n, unique);
}

/* Lists `options` and holds the result to `truth`: in its order when
 * sorted, as a set otherwise; every board valid, the callback never on
 * two threads at once, `found` the number seen. */
static void assert_lists(const nqcnf_options *options, int unique,
                         int sorted, unsigned threads, const seen *truth,
                         const char *name)
{
    seen s = seen_for(options->n);
    uint64_t found = UINT64_MAX;
    const nqcnf_status status =
        list_into(options, unique, sorted, threads, 0, &s, &found);
    if (status != NQCNF_OK || found != s.count || s.count != truth->count)
        fail_msg("%s, n = %u, unique %d, sorted %d, %u threads: '%s', "
                 "%llu found, %zu seen, %zu expected",
                 name, options->n, unique, sorted, threads,
                 nqcnf_strerror(status), (unsigned long long)found, s.count,
                 truth->count);
    assert_true(s.all_valid);
    assert_false(s.overlapped);
    if (sorted) assert_same_order(&s, truth);
    else assert_same_set(&s, truth);
    free(s.columns);
}

/* ---- The open board -------------------------------------------------- */

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
            assert_lists(&options, 0, 1, threads[t], &truth, "open board");
        }
        free(truth.columns);
    }
}

/* ---- Every problem, N = 1..10 ---------------------------------------- */

/* Every board of every problem, sorted on one thread and on three (with
 * no more sub-problems than threads for small N), unsorted on three. */
static void test_every_problem_lists_the_oracles_boards(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= largest_n(10); n++)
        for (unsigned kind = 0; kind < PROBLEM_KINDS; kind++) {
            problem p;
            if (!problem_for(kind, n, &p)) continue;
            const nqcnf_options options = options_of(&p, n);
            seen truth = oracle_boards_of(&p, n, 0);
            assert_lists(&options, 0, 1, 1, &truth, p.name);
            assert_lists(&options, 0, 1, 3, &truth, p.name);
            assert_lists(&options, 0, 0, 3, &truth, p.name);
            free(truth.columns);
        }
}

/* unique: the leaders under the problem's group, the same boards the
 * oracle keeps. */
static void test_every_problem_unique_lists_the_oracles_leaders(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= largest_n(10); n++)
        for (unsigned kind = 0; kind < PROBLEM_KINDS; kind++) {
            problem p;
            if (!problem_for(kind, n, &p)) continue;
            const nqcnf_options options = options_of(&p, n);
            seen truth = oracle_boards_of(&p, n, 1);
            for (int sorted = 0; sorted < 2; sorted++)
                assert_lists(&options, 1, sorted, 2, &truth, p.name);
            free(truth.columns);
        }
}

/* With symmetry breaking the instance's solutions are the leaders, and
 * a listing lists the instance's solutions: the leaders, unique or not,
 * never their images. */
static void test_symmetry_breaking_lists_the_cnfs_solutions(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= largest_n(10); n++)
        for (unsigned kind = 0; kind < PROBLEM_KINDS; kind++) {
            problem p;
            if (!problem_for(kind, n, &p)) continue;
            nqcnf_options options = options_of(&p, n);
            options.symmetry_breaking = 1;
            seen truth = oracle_boards_of(&p, n, 1);
            for (int sorted = 0; sorted < 2; sorted++)
                assert_lists(&options, 0, sorted, 2, &truth, p.name);
            assert_lists(&options, 1, 1, 2, &truth, p.name);
            free(truth.columns);
        }
}

/* Another encoding and no column at-least-one change the clauses, not
 * the boards. */
static void test_other_clauses_list_the_same_boards(void **state)
{
    (void)state;
    const uint32_t n = largest_n(9);
    const unsigned kinds[3] = {0, 4, 9};
    for (unsigned k = 0; k < 3; k++) {
        problem p;
        assert_true(problem_for(kinds[k], n, &p));
        seen truth = oracle_boards_of(&p, n, 0);
        for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
            nqcnf_options options = options_of(&p, n);
            options.encoding = (nqcnf_encoding)e;
            options.column_at_least_one = e % 2 == 0;
            assert_lists(&options, 0, (int)(e % 2), 2, &truth, p.name);
        }
        free(truth.columns);
    }
}

/* ---- Limits and early stops ------------------------------------------ */

static void assert_limit(const nqcnf_options *options, int unique,
                         int sorted, uint64_t limit, const seen *truth,
                         const char *name)
{
    seen s = seen_for(options->n);
    uint64_t found = 0;
    assert_int_equal(list_into(options, unique, sorted, 2, limit, &s, &found),
                     NQCNF_OK);
    const uint64_t expected = limit < truth->count ? limit : truth->count;
    if (found != expected || s.count != expected)
        fail_msg("%s, n = %u, limit %llu, unique %d, sorted %d: %llu "
                 "found, %zu seen, %llu expected",
                 name, options->n, (unsigned long long)limit, unique, sorted,
                 (unsigned long long)found, s.count,
                 (unsigned long long)expected);
    assert_true(s.all_valid);
    assert_true(all_distinct(&s));
    if (sorted) { /* the first K of the order */
        if (s.count > 0)
            assert_memory_equal(s.columns, truth->columns,
                                s.count * s.n * sizeof *s.columns);
    } else {
        for (size_t i = 0; i < s.count; i++)
            assert_true(among(truth, s.columns + i * s.n));
    }
    free(s.columns);
}

/* Every problem at N = 7; at N = 10 the first eight, whose groups hold
 * 2 to 8 symmetries. */
static void test_a_limit_gives_that_many(void **state)
{
    (void)state;
    const uint32_t sizes[2] = {7, 10};
    const unsigned first_kinds = 8;
    for (unsigned i = 0; i < 2; i++) {
        const uint32_t n = largest_n(sizes[i]);
        for (unsigned kind = 0; kind < PROBLEM_KINDS; kind++) {
            problem p;
            if (!problem_for(kind, n, &p) || (i == 1 && kind >= first_kinds))
                continue;
            const nqcnf_options options = options_of(&p, n);
            for (int unique = 0; unique < 2; unique++) {
                seen truth = oracle_boards_of(&p, n, unique);
                const uint64_t total = truth.count;
                const uint64_t limits[4] = {1, 3, total > 1 ? total - 1 : 1,
                                            total + 1};
                for (unsigned l = 0; l < 4; l++)
                    for (int sorted = 0; sorted < 2; sorted++)
                        assert_limit(&options, unique, sorted, limits[l],
                                     &truth, p.name);
                free(truth.columns);
            }
        }
    }
}

static void test_the_callback_stops_it_without_a_leak(void **state)
{
    (void)state;
    for (int unique = 0; unique < 2; unique++)
        for (int sorted = 0; sorted < 2; sorted++)
            for (unsigned threads = 1; threads <= 4; threads *= 2) {
                nqcnf_options options = options_for(11);
                seen s = seen_for(11);
                s.stop_after = 3;
                uint64_t found = 0;
                fault_injection_start(-1); /* counts the blocks held */
                const nqcnf_status status =
                    list_into(&options, unique, sorted, threads, 0, &s,
                              &found);
                assert_int_equal(fault_injection_stop(), 0);
                assert_int_equal(status, NQCNF_ERR_STOPPED);
                assert_int_equal(found, 3);
                assert_int_equal(s.count, 3);
                assert_true(s.all_valid);
                assert_true(all_distinct(&s));
                free(s.columns);
            }
}

/* ---- Shards ---------------------------------------------------------- */

/* Shards 1..M listed in turn into one `seen`. Each shard's number of
 * boards, unsorted, is count's for that shard when both solve the same
 * boards (`as_count`): on the open board, where each counts a class for
 * its leader, and with `unique`. */
static seen list_shards(const nqcnf_options *options, int unique,
                        int sorted, uint32_t shards, int as_count)
{
    seen all = seen_for(options->n);
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
        assert_int_equal(nqcnf_list(options, &request, record,
                                    &all, &found),
                         NQCNF_OK);
        assert_int_equal(found, all.count - before_shard);
        if (!sorted && as_count) {
            uint64_t counted = UINT64_MAX;
            assert_int_equal(nqcnf_count(options, &request, &counted),
                             NQCNF_OK);
            assert_int_equal(found, counted);
        }
    }
    assert_true(all.all_valid);
    return all;
}

/* Sorted, the shards end to end are the sorted listing; unsorted, they
 * are disjoint and cover it (as many boards as the truth, the same set),
 * and on the open board or with `unique` each holds what count's shard
 * counts. */
static void test_shards_end_to_end_are_the_listing(void **state)
{
    (void)state;
    const uint32_t sizes[2] = {8, 10};
    const unsigned kinds[5] = {0, 1, 4, 9, 12};
    const uint32_t shard_counts[2] = {3, 5};
    for (unsigned i = 0; i < 2; i++) {
        const uint32_t n = largest_n(sizes[i]);
        for (unsigned k = 0; k < 5; k++) {
            problem p;
            if (!problem_for(kinds[k], n, &p)) continue;
            for (int unique = 0; unique < 2; unique++) {
                seen truth = oracle_boards_of(&p, n, unique);
                for (unsigned m = 0; m < 2; m++)
                    for (int sorted = 0; sorted < 2; sorted++) {
                        const nqcnf_options options = options_of(&p, n);
                        seen all =
                            list_shards(&options, unique, sorted,
                                        shard_counts[m],
                                        unique || kinds[k] == 0);
                        if (sorted) assert_same_order(&all, &truth);
                        else assert_same_set(&all, &truth);
                        free(all.columns);
                    }
                free(truth.columns);
            }
        }
    }
}

/* ---- Arguments and memory -------------------------------------------- */

static void test_invalid_arguments_are_refused(void **state)
{
    (void)state;
    nqcnf_options options = options_for(8);
    uint64_t found = 7;
    assert_int_equal(list_with(&options, 0, 0, 1, 0, NULL, NULL,
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

/* Listing N = 6 (4 boards), or with two corners of the main diagonal
 * blocked (a group of 4 without the mirror), under fault injection. */
typedef struct oom_run {
    int sorted, unique, corners;
    unsigned threads;
    uint64_t found, expected;
} oom_run;

static nqcnf_status list_six(void *context)
{
    oom_run *run = context;
    problem p;
    problem_for(run->corners ? 4 : 0, 6, &p);
    nqcnf_options options = options_of(&p, 6);
    seen s = seen_for(6);
    const nqcnf_status status =
        list_into(&options, run->unique, run->sorted, run->threads, 0, &s,
                  &run->found);
    const int valid =
        s.all_valid && s.count == run->found && all_distinct(&s);
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
    const int variants = test_quick() ? 1 : 8;
    for (int v = 0; v < variants; v++) {
        oom_run run = {v & 1, (v >> 1) & 1, (v >> 2) & 1, 1, 0, 0};
        problem p;
        problem_for(run.corners ? 4 : 0, 6, &p);
        run.expected = oracle_count(6, p.queens, p.queen_count, p.blocked,
                                    p.blocked_count, run.unique);
        oom_loop("list 6", list_six, &run);
        assert_int_equal(run.found, run.expected);
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
                assert_int_equal(run.found, run.expected);
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
        cmocka_unit_test(test_every_problem_lists_the_oracles_boards),
        cmocka_unit_test(test_every_problem_unique_lists_the_oracles_leaders),
        cmocka_unit_test(test_symmetry_breaking_lists_the_cnfs_solutions),
        cmocka_unit_test(test_other_clauses_list_the_same_boards),
        cmocka_unit_test(test_a_limit_gives_that_many),
        cmocka_unit_test(test_the_callback_stops_it_without_a_leak),
        cmocka_unit_test(test_shards_end_to_end_are_the_listing),
        cmocka_unit_test(test_invalid_arguments_are_refused),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
