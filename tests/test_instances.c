/*
 * test_instances.c - the instances of the literature: CSPLib 079's
 * Excluded Diagonals files, blocked squares in the ASP competition's,
 * plain and CSPLib 080's syntax, and the seeded generators.
 *
 * Truth comes from outside the code under test: the squares CSPLib's own
 * documentation lists for its example diagonals, a backtracking search
 * written here that knows diagonals by their numbers (not blocked
 * squares) counted against the library's solver on the applied options,
 * the ASP sample's published answer, and the properties the paper's
 * generators promise (how many, at least min_open open squares per row
 * and column, non-attacking queens), checked square by square.
 */
#include "test_support.h"

#include "oracles.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char csplib_example[] =
    "n =  10\n"
    "numdiags =  14\n"
    "diags =  [[4, 1], [2, 1], [14, 0], [8, 1], [8, 0], [7, 0], [3, 1],\n"
    "          [12, 1], [18, 0], [5, 0], [14, 1], [0, 0], [15, 1], [17, 1]]\n";

static nqcnf_instance *new_instance(uint32_t n)
{
    nqcnf_instance *instance = NULL;
    assert_int_equal(nqcnf_instance_create(n, &instance), NQCNF_OK);
    assert_non_null(instance);
    return instance;
}

static nqcnf_options applied(nqcnf_instance *instance, uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    assert_int_equal(nqcnf_instance_apply(instance, &options), NQCNF_OK);
    return options;
}

static int has_square(const nqcnf_options *o, uint32_t row, uint32_t col)
{
    for (size_t i = 0; i < o->blocked_count; i++)
        if (o->blocked[i].row == row && o->blocked[i].column == col)
            return 1;
    return 0;
}

/* CSPLib's words: [4,1] excludes (0,4) (1,3) (2,2) (3,1) (4,0); [5,0]
 * (with n - 1 = 9) excludes (0,4) (1,5) (2,6) (3,7) (4,8) (5,9). */
static void test_the_csplib_example_diagonals(void **state)
{
    (void)state;
    nqcnf_instance *instance = new_instance(10);
    nqcnf_read_error error;
    assert_int_equal(nqcnf_instance_read_diagonals(
                         instance, csplib_example, strlen(csplib_example),
                         SIZE_MAX, &error),
                     NQCNF_OK);
    size_t count = 0;
    const nqcnf_diagonal *d = nqcnf_instance_diagonals(instance, &count);
    assert_int_equal(count, 14);
    assert_int_equal(d[0].index, 4);
    assert_int_equal(d[0].sum, 1);
    assert_int_equal(d[9].index, 5);
    assert_int_equal(d[9].sum, 0);
    assert_int_equal(d[13].index, 17);
    nqcnf_instance_free(instance);

    instance = new_instance(10);
    const nqcnf_diagonal four = {4, 1}, five = {5, 0};
    assert_int_equal(nqcnf_instance_exclude(instance, four), NQCNF_OK);
    assert_int_equal(nqcnf_instance_exclude(instance, five), NQCNF_OK);
    const nqcnf_options o = applied(instance, 10);
    const uint32_t expected[][2] = {{0, 4}, {1, 3}, {2, 2}, {3, 1}, {4, 0},
                                    {1, 5}, {2, 6}, {3, 7}, {4, 8}, {5, 9}};
    assert_int_equal(o.blocked_count, 10); /* (0,4) once */
    for (size_t i = 0; i < 10; i++)
        assert_true(has_square(&o, expected[i][0], expected[i][1]));
    for (size_t i = 1; i < o.blocked_count; i++) /* row by row */
        assert_true(o.blocked[i - 1].row < o.blocked[i].row ||
                    (o.blocked[i - 1].row == o.blocked[i].row &&
                     o.blocked[i - 1].column < o.blocked[i].column));
    nqcnf_instance_free(instance);
}

/* Backtracking with the diagonals by number: sums[r + c] and
 * differences[r - c + n - 1] say excluded. */
static uint64_t count_avoiding(uint32_t n, uint32_t row, unsigned char *used,
                               const unsigned char *sums,
                               const unsigned char *differences,
                               unsigned char *sum_taken,
                               unsigned char *difference_taken)
{
    if (row == n) return 1;
    uint64_t total = 0;
    for (uint32_t c = 0; c < n; c++) {
        const uint32_t s = row + c, d = row + n - 1 - c;
        if (used[c] || sums[s] || differences[d] || sum_taken[s] ||
            difference_taken[d])
            continue;
        used[c] = sum_taken[s] = difference_taken[d] = 1;
        total += count_avoiding(n, row + 1, used, sums, differences,
                                sum_taken, difference_taken);
        used[c] = sum_taken[s] = difference_taken[d] = 0;
    }
    return total;
}

static uint64_t brute_force(uint32_t n, const nqcnf_diagonal *d,
                            size_t count)
{
    unsigned char sums[64] = {0}, differences[64] = {0}, used[32] = {0};
    unsigned char sum_taken[64] = {0}, difference_taken[64] = {0};
    for (size_t i = 0; i < count; i++)
        (d[i].sum ? sums : differences)[d[i].index] = 1;
    return count_avoiding(n, 0, used, sums, differences, sum_taken,
                          difference_taken);
}

/* Every first part of the example's list: the library's count of the
 * applied options against the search that knows only diagonals. */
static void test_taking_the_first_diagonals_counts_right(void **state)
{
    (void)state;
    int some_satisfiable = 0, some_not = 0;
    for (size_t take = 0; take <= 14; take++) {
        nqcnf_instance *instance = new_instance(10);
        assert_int_equal(nqcnf_instance_read_diagonals(
                             instance, csplib_example,
                             strlen(csplib_example), take, NULL),
                         NQCNF_OK);
        size_t count = 0;
        const nqcnf_diagonal *d = nqcnf_instance_diagonals(instance, &count);
        assert_int_equal(count, take);
        const nqcnf_options o = applied(instance, 10);
        uint64_t library = 0;
        assert_int_equal(count_with(&o, 0, 1, &library),
                         NQCNF_OK);
        const uint64_t truth = brute_force(10, d, count);
        assert_int_equal(library, truth);
        if (take == 0) assert_int_equal(truth, 724); /* A000170(10) */
        some_satisfiable |= truth > 0;
        some_not |= truth == 0;
        nqcnf_instance_free(instance);
    }
    assert_true(some_satisfiable);
    assert_true(some_not);
}

static const char *const asp_facts =
    "% the ASP competition's sample\nboard(5).\nblock(1,1).\nblock(2,2).\n"
    "block(3,3).\nblock(4,5).\nblock(5,5).\n";
static const char *const plain_lines = "# plain\n1 1\n2 2\n\n3 3\n4 5\n5 5\n";
static const char *const letting_list =
    "letting n = 5\nletting blocks = [[1, 1], [2, 2], [3, 3],\n"
    "                   [4, 5], [5, 5]];\n";

/* The three syntaxes give the same squares; the published answer of the
 * sample (queens (1,5) (2,3) (3,1) (4,4) (5,2)) is one of its boards. */
static void test_blocks_in_every_syntax(void **state)
{
    (void)state;
    const char *const texts[] = {asp_facts, plain_lines, letting_list};
    for (size_t t = 0; t < 3; t++) {
        nqcnf_instance *instance = new_instance(5);
        nqcnf_read_error error;
        assert_int_equal(nqcnf_instance_read_blocks(instance, texts[t],
                                                    strlen(texts[t]),
                                                    &error),
                         NQCNF_OK);
        const nqcnf_options o = applied(instance, 5);
        const uint32_t squares[][2] = {{0, 0}, {1, 1}, {2, 2}, {3, 4},
                                       {4, 4}};
        assert_int_equal(o.blocked_count, 5);
        for (size_t i = 0; i < 5; i++)
            assert_true(has_square(&o, squares[i][0], squares[i][1]));
        const nqcnf_square_ref answer[] = {{0, 4}, {1, 2}, {2, 0},
                                           {3, 3}, {4, 1}};
        assert_int_equal(oracle_count(5, answer, 5, o.blocked,
                                      o.blocked_count, 0), 1);
        nqcnf_instance_free(instance);
    }
}

static void assert_refused(int diagonals, uint32_t n, const char *text,
                           size_t take, size_t line, const char *words)
{
    nqcnf_instance *instance = new_instance(n);
    nqcnf_read_error error;
    const nqcnf_status status =
        diagonals ? nqcnf_instance_read_diagonals(instance, text,
                                                  strlen(text), take, &error)
                  : nqcnf_instance_read_blocks(instance, text, strlen(text),
                                               &error);
    if (status != NQCNF_ERR_INVALID_ARGUMENT || error.line != line ||
        strstr(error.expected, words) == NULL)
        fail_msg("%s: status %d, line %zu, '%s'", text, (int)status,
                 error.line, error.expected);
    size_t count = 1;
    nqcnf_instance_diagonals(instance, &count);
    assert_int_equal(count, 0); /* nothing kept of a refused file */
    const nqcnf_options o = applied(instance, n);
    assert_int_equal(o.blocked_count, 0);
    nqcnf_instance_free(instance);
}

static void test_bad_files_name_line_and_expectation(void **state)
{
    (void)state;
    assert_refused(1, 8, "n = 10\ndiags = []\n", SIZE_MAX, 1, "n = 8");
    assert_refused(1, 10, "n = 10\nnumdiags = 3\ndiags = [[1, 1]]\n",
                   SIZE_MAX, 3, "numdiags = 3");
    assert_refused(1, 10, "n = 10\ndiags = [[1, 1],\n [2, 2]]\n", SIZE_MAX,
                   3, "kind 1 (sum) or 0");
    assert_refused(1, 10, "diags = [[1, 1], [19, 0]]", SIZE_MAX, 1,
                   "0 .. 18");
    assert_refused(1, 10, "diags = [[1, 1] [2, 0]]", SIZE_MAX, 1,
                   "',' or ']'");
    assert_refused(1, 10, "n = 10\n", SIZE_MAX, 0, "diags = [[d, t]");
    assert_refused(1, 10, csplib_example, 15, 3, "at least 15");
    assert_refused(1, 10, "n = 10\nfoo = 3\n", SIZE_MAX, 2, "not 'foo'");
    assert_refused(1, 10, "n = -3\n", SIZE_MAX, 1, "0x2d");
    assert_refused(0, 5, "block(1,1).\nblock(2,6).\n", 0, 2, "5x5 board");
    assert_refused(0, 5, "block(1,1)\n", 0, 2, "'.' ending");
    assert_refused(0, 5, "1 1\n2\n3 3\n", 0, 2, "on one line");
    assert_refused(0, 5, "1 1 1\n", 0, 1, "end of the line");
    assert_refused(0, 5, "board(6).\n", 0, 1, "board = 5");
    assert_refused(0, 5, "queen(1,1).\n", 0, 1, "block(R,C).");
}

static int open_squares_ok(uint32_t n, const nqcnf_options *o,
                           uint32_t min_open)
{
    for (uint32_t line = 0; line < n; line++) {
        uint32_t in_row = n, in_column = n;
        for (size_t i = 0; i < o->blocked_count; i++) {
            in_row -= o->blocked[i].row == line;
            in_column -= o->blocked[i].column == line;
        }
        if (in_row < min_open || in_column < min_open) return 0;
    }
    return 1;
}

static int same_squares(const nqcnf_options *a, const nqcnf_options *b)
{
    return a->blocked_count == b->blocked_count &&
           memcmp(a->blocked, b->blocked,
                  a->blocked_count * sizeof *a->blocked) == 0;
}

static void test_random_blocks_as_documented(void **state)
{
    (void)state;
    const uint32_t n = 12;
    nqcnf_instance *a = new_instance(n), *b = new_instance(n),
                   *c = new_instance(n);
    assert_int_equal(nqcnf_instance_random_blocks(a, 0.6, 2, 7), NQCNF_OK);
    assert_int_equal(nqcnf_instance_random_blocks(b, 0.6, 2, 7), NQCNF_OK);
    assert_int_equal(nqcnf_instance_random_blocks(c, 0.6, 2, 8), NQCNF_OK);
    const nqcnf_options oa = applied(a, n), ob = applied(b, n),
                        oc = applied(c, n);
    assert_int_equal(oa.blocked_count, 86); /* round(0.6 * 144) */
    assert_true(open_squares_ok(n, &oa, 2));
    assert_true(same_squares(&oa, &ob));
    assert_false(same_squares(&oa, &oc));
    nqcnf_instance_free(a);
    nqcnf_instance_free(b);
    nqcnf_instance_free(c);
    /* more than the rows can give up is refused at once */
    a = new_instance(n);
    assert_int_equal(nqcnf_instance_random_blocks(a, 0.9, 2, 7),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_instance_random_blocks(a, NAN, 0, 7),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_instance_random_blocks(a, 0.0, 0, 7), NQCNF_OK);
    const nqcnf_options none = applied(a, n);
    assert_int_equal(none.blocked_count, 0);
    nqcnf_instance_free(a);
}

/* Over 400 seeds every square is blocked about as often: a uniform
 * order, not one biased to a corner (binomial: 400 draws at p ~ 0.3,
 * sd ~ 9; 60 away is far outside chance). */
static void test_random_blocks_spread_evenly(void **state)
{
    (void)state;
    const uint32_t n = 6;
    unsigned hits[36] = {0};
    for (uint64_t seed = 1; seed <= 400; seed++) {
        nqcnf_instance *instance = new_instance(n);
        assert_int_equal(nqcnf_instance_random_blocks(instance, 0.3, 1,
                                                      seed),
                         NQCNF_OK);
        const nqcnf_options o = applied(instance, n);
        for (size_t i = 0; i < o.blocked_count; i++)
            hits[o.blocked[i].row * n + o.blocked[i].column]++;
        nqcnf_instance_free(instance);
    }
    const double mean = 400.0 * 11 / 36; /* round(0.3 * 36) = 11 */
    for (size_t i = 0; i < 36; i++)
        assert_true(fabs(hits[i] - mean) < 60);
}

static void test_random_diagonals_as_documented(void **state)
{
    (void)state;
    const uint32_t n = 14;
    size_t available = 0;
    nqcnf_instance *all = new_instance(n);
    assert_int_equal(nqcnf_instance_random_diagonals(all, 0, 2, 5,
                                                     &available),
                     NQCNF_OK);
    assert_true(available > n && available <= 4 * n - 2);
    nqcnf_instance_free(all);
    all = new_instance(n);
    assert_int_equal(nqcnf_instance_random_diagonals(all, available, 2, 5,
                                                     NULL),
                     NQCNF_OK);
    size_t count = 0;
    const nqcnf_diagonal *list = nqcnf_instance_diagonals(all, &count);
    assert_int_equal(count, available);
    const nqcnf_options o = applied(all, n);
    assert_true(open_squares_ok(n, &o, 2));
    for (size_t i = 0; i < count; i++) /* each diagonal once */
        for (size_t j = 0; j < i; j++)
            assert_false(list[i].index == list[j].index &&
                         list[i].sum == list[j].sum);
    /* a first part is the start of the same list; another seed differs */
    nqcnf_instance *part = new_instance(n), *other = new_instance(n);
    assert_int_equal(nqcnf_instance_random_diagonals(part, 9, 2, 5, NULL),
                     NQCNF_OK);
    assert_int_equal(nqcnf_instance_random_diagonals(other, 9, 2, 6, NULL),
                     NQCNF_OK);
    const nqcnf_diagonal *first = nqcnf_instance_diagonals(part, &count);
    assert_int_equal(count, 9);
    assert_memory_equal(first, list, 9 * sizeof *list);
    assert_memory_not_equal(nqcnf_instance_diagonals(other, NULL), list,
                            9 * sizeof *list);
    assert_int_equal(nqcnf_instance_random_diagonals(part, available + 1, 2,
                                                     5, &count),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(count, available);
    nqcnf_instance_diagonals(part, &count);
    assert_int_equal(count, 9); /* unchanged by the refusal */
    nqcnf_instance_free(all);
    nqcnf_instance_free(part);
    nqcnf_instance_free(other);
}

static void test_random_queens_as_documented(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        nqcnf_instance *instance = new_instance(16);
        assert_int_equal(nqcnf_instance_random_queens(instance, 6, seed),
                         NQCNF_OK);
        const nqcnf_options o = applied(instance, 16);
        assert_int_equal(o.queen_count, 6);
        for (size_t i = 0; i < 6; i++)
            for (size_t j = 0; j < i; j++)
                assert_false(oracle_attack(o.queens[i].row,
                                           o.queens[i].column,
                                           o.queens[j].row,
                                           o.queens[j].column));
        nqcnf_instance_free(instance);
    }
    nqcnf_instance *instance = new_instance(4);
    assert_int_equal(nqcnf_instance_random_queens(instance, 5, 1),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_instance_free(instance);
}

static void test_bad_arguments(void **state)
{
    (void)state;
    nqcnf_instance *instance = NULL;
    assert_int_equal(nqcnf_instance_create(0, &instance),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(instance);
    instance = new_instance(4);
    const nqcnf_square_ref off = {4, 0};
    const nqcnf_diagonal far = {7, 1}, odd = {1, 2};
    assert_int_equal(nqcnf_instance_block(instance, off),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_instance_place(instance, off),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_instance_exclude(instance, far),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_instance_exclude(instance, odd),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options options;
    nqcnf_options_init(&options, 5);
    assert_int_equal(nqcnf_instance_apply(instance, &options),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_instance_free(instance);
    nqcnf_instance_free(NULL);
}

static nqcnf_status read_and_generate(void *context)
{
    (void)context;
    nqcnf_instance *instance = NULL;
    nqcnf_status status = nqcnf_instance_create(10, &instance);
    if (status == NQCNF_OK)
        status = nqcnf_instance_read_diagonals(instance, csplib_example,
                                               strlen(csplib_example), 5,
                                               NULL);
    if (status == NQCNF_OK)
        status = nqcnf_instance_read_blocks(instance, asp_facts + 0, 0, NULL);
    if (status == NQCNF_OK)
        status = nqcnf_instance_read_blocks(instance, plain_lines,
                                            strlen(plain_lines), NULL);
    if (status == NQCNF_OK)
        status = nqcnf_instance_random_blocks(instance, 0.2, 1, 3);
    if (status == NQCNF_OK)
        status = nqcnf_instance_random_diagonals(instance, 3, 1, 3, NULL);
    if (status == NQCNF_OK)
        status = nqcnf_instance_random_queens(instance, 2, 3);
    nqcnf_options options;
    nqcnf_options_init(&options, 10);
    if (status == NQCNF_OK) status = nqcnf_instance_apply(instance, &options);
    nqcnf_instance_free(instance);
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    assert_true(oom_loop("read and generate an instance", read_and_generate,
                         NULL) > 6);
}

/* Blocked squares (out of order, repeated) and excluded diagonals (one of
 * them many times) come out of apply row by row and each once, whether
 * the library merges them on a bitmap (many squares) or by sorting (a
 * few on a large board): the expected set is marked here square by
 * square from the diagonals' definitions (sum: row + column = k;
 * difference: row - column + n - 1 = k). */
static void check_merge(uint32_t n, size_t blocks, size_t diagonals,
                        size_t repeats, uint64_t seed)
{
    nqcnf_instance *instance = new_instance(n);
    unsigned char *expected = calloc((size_t)n * n, 1);
    assert_non_null(expected);
    uint64_t x = seed;
    for (size_t i = 0; i < blocks; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        const uint32_t row = (uint32_t)((x >> 33) % n);
        const uint32_t col = (uint32_t)((x >> 13) % n);
        assert_int_equal(
            nqcnf_instance_block(instance, (nqcnf_square_ref){row, col}),
            NQCNF_OK);
        expected[(size_t)row * n + col] = 1;
    }
    for (size_t i = 0; i < diagonals; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        const nqcnf_diagonal d = {(uint32_t)((x >> 33) % (2 * n - 1)),
                                  (int)((x >> 20) & 1)};
        for (size_t r = 0; r < (i == 0 ? repeats : 1); r++)
            assert_int_equal(nqcnf_instance_exclude(instance, d), NQCNF_OK);
        for (uint32_t row = 0; row < n; row++)
            for (uint32_t col = 0; col < n; col++)
                if ((d.sum && row + col == d.index) ||
                    (!d.sum && row + n - 1 - col == d.index))
                    expected[(size_t)row * n + col] = 1;
    }
    const nqcnf_options o = applied(instance, n);
    size_t at = 0;
    for (uint32_t row = 0; row < n; row++)
        for (uint32_t col = 0; col < n; col++) {
            if (!expected[(size_t)row * n + col]) continue;
            assert_true(at < o.blocked_count);
            assert_int_equal(o.blocked[at].row, row);
            assert_int_equal(o.blocked[at].column, col);
            at++;
        }
    assert_int_equal(at, o.blocked_count);
    free(expected);
    nqcnf_instance_free(instance);
}

static void test_apply_merges_row_by_row_once(void **state)
{
    (void)state;
    check_merge(20, 300, 6, 1, 1);     /* many: the bitmap */
    check_merge(1000, 5, 0, 1, 2);     /* a few on a large board: sorted */
    check_merge(1000, 3, 1, 1, 3);     /* a diagonal of up to 1000 */
    check_merge(300, 0, 1, 10000, 4);  /* one diagonal named 10000 times */
    check_merge(7, 40, 0, 1, 5);       /* blocks only, repeated */
    check_merge(1, 3, 1, 2, 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_csplib_example_diagonals),
        cmocka_unit_test(test_taking_the_first_diagonals_counts_right),
        cmocka_unit_test(test_blocks_in_every_syntax),
        cmocka_unit_test(test_bad_files_name_line_and_expectation),
        cmocka_unit_test(test_random_blocks_as_documented),
        cmocka_unit_test(test_random_blocks_spread_evenly),
        cmocka_unit_test(test_random_diagonals_as_documented),
        cmocka_unit_test(test_random_queens_as_documented),
        cmocka_unit_test(test_apply_merges_row_by_row_once),
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
