/*
 * test_known_counts.c - nqcnf_known_count() against counts made here.
 *
 * Through N = 13 both tables are held to the oracle's backtracking search
 * (tests/support/oracles.h), which also picks the one leader of each
 * class. Through N = 14 the same search enumerates every solution and
 * this file counts, besides them, those a half turn (P) or a quarter
 * turn (R) maps to themselves; Burnside's lemma then gives the classes,
 * (Q + P + 2R) / 8 (the four reflections fix no solution of N > 1: a
 * queen and its mirror image would share a line), a count of the classes
 * that does not go through the oracle's leaders. Beyond what a test can
 * count, the tables must still obey what holds for every N: Q(N) is even
 * for N > 1 (left-right mirror images pair the solutions off) and 8 U(N)
 * is Q(N) plus the symmetric solutions, P + 2R >= 0; and they must keep
 * the trends of all the counted values, which a mistyped digit breaks:
 * P + 2R under 1/400 of Q(N) from N = 13 on, each N multiplying Q by
 * between N/4 and N/2 from N = 12 on. The last value is the one the Q27
 * project published.
 *
 * NQCNF_TEST_QUICK=1 (valgrind) stops the Burnside count at N = 12.
 */
#include "test_support.h"

#include "oracles.h"

#include <string.h>

static void test_both_tables_equal_the_oracle(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= ORACLE_OEIS_LAST_N; n++) {
        uint64_t all = 0, unique = 0;
        assert_int_equal(nqcnf_known_count(n, 0, &all), NQCNF_OK);
        assert_int_equal(nqcnf_known_count(n, 1, &unique), NQCNF_OK);
        assert_true(all == oracle_count(n, NULL, 0, NULL, 0, 0));
        assert_true(unique == oracle_count(n, NULL, 0, NULL, 0, 1));
    }
}

/* ---- The symmetric solutions, for Burnside's lemma --------------------- */

typedef struct tally {
    uint64_t all, half_turn, quarter_turn;
} tally;

/* An oracle_board_fn: one more solution, and whether a half turn, which
 * takes (r, c) to (n-1-r, n-1-c), and a quarter turn, to (c, n-1-r), map
 * it to itself. */
static int count_symmetric(void *context, uint32_t n, const uint32_t *columns)
{
    tally *t = context;
    int half = 1, quarter = 1;
    for (uint32_t r = 0; r < n; r++) {
        if (columns[n - 1 - r] != n - 1 - columns[r]) half = 0;
        if (columns[columns[r]] != n - 1 - r) quarter = 0;
    }
    t->all++;
    t->half_turn += (uint64_t)half;
    t->quarter_turn += (uint64_t)quarter;
    return 0;
}

static void test_both_tables_equal_burnside(void **state)
{
    (void)state;
    const uint32_t last = test_quick() ? 12 : 14;
    for (uint32_t n = 2; n <= last; n++) {
        tally t;
        memset(&t, 0, sizeof t);
        oracle_enumerate(n, NULL, 0, NULL, 0, 0, count_symmetric, &t);
        uint64_t all = 0, unique = 0;
        assert_int_equal(nqcnf_known_count(n, 0, &all), NQCNF_OK);
        assert_int_equal(nqcnf_known_count(n, 1, &unique), NQCNF_OK);
        assert_true(all == t.all);
        const uint64_t fixed = t.all + t.half_turn + 2 * t.quarter_turn;
        assert_int_equal(fixed % 8, 0);
        assert_true(unique == fixed / 8);
    }
}

static void test_the_library_counts_the_same(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 9; n++)
        for (int unique = 0; unique <= 1; unique++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            uint64_t counted = 0, known = 0;
            assert_int_equal(
                count_with(&options, unique, 1, &counted),
                NQCNF_OK);
            assert_int_equal(nqcnf_known_count(n, unique, &known),
                             NQCNF_OK);
            assert_true(counted == known);
        }
}

static void test_every_value_obeys_the_symmetries(void **state)
{
    (void)state;
    for (uint32_t n = 2; n <= 27; n++) {
        uint64_t all = 0, unique = 0;
        assert_int_equal(nqcnf_known_count(n, 0, &all), NQCNF_OK);
        assert_int_equal(nqcnf_known_count(n, 1, &unique), NQCNF_OK);
        assert_int_equal(all % 2, 0);
        assert_true(8 * unique >= all);
        if (n >= 13) assert_true(8 * unique - all <= all / 400);
        if (n >= 12) {
            /* from N = 12 on, each N multiplies the count by N/4 to N/2 */
            uint64_t before = 0;
            assert_int_equal(nqcnf_known_count(n - 1, 0, &before), NQCNF_OK);
            assert_true(4 * all > (uint64_t)n * before);
            assert_true(2 * all < (uint64_t)n * before);
        }
    }
}

static void test_the_q27_record(void **state)
{
    (void)state;
    uint64_t all = 0;
    assert_int_equal(nqcnf_known_count(27, 0, &all), NQCNF_OK);
    char text[32];
    snprintf(text, sizeof text, "%llu", (unsigned long long)all);
    /* the Q27 project's count, as it published it (2016) */
    assert_string_equal(text, "234907967154122528");
}

static void test_unknown_sizes_are_refused(void **state)
{
    (void)state;
    uint64_t value = 99;
    assert_int_equal(nqcnf_known_count(0, 0, &value),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_true(value == 0);
    value = 99;
    assert_int_equal(nqcnf_known_count(28, 1, &value),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_true(value == 0);
    assert_int_equal(nqcnf_known_count(UINT32_MAX, 0, &value),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_known_count(8, 0, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_both_tables_equal_the_oracle),
        cmocka_unit_test(test_both_tables_equal_burnside),
        cmocka_unit_test(test_the_library_counts_the_same),
        cmocka_unit_test(test_every_value_obeys_the_symmetries),
        cmocka_unit_test(test_the_q27_record),
        cmocka_unit_test(test_unknown_sizes_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
