/*
 * test_symmetry.c - the lex-leader symmetry-breaking clauses.
 *
 * The clauses promise three things, each checked against truth that does
 * not come from the library:
 *   - their cost: the clauses and auxiliary variables the generator
 *     really emits (recorded through a sink that takes the lines as
 *     cardinality constraints, so that the symmetry clauses are all the
 *     clauses there are) against the formula derived by hand from the
 *     construction in tests/support/costs.c, whose per-symmetry figures
 *     are in turn checked by counting the cycles of the 8 symmetries
 *     square by square (after the lines of a whole instance, in every
 *     encoding: tests/test_encoding_boards.c);
 *   - their meaning, on every board, not only on solutions: for N <= 4
 *     every one of the 2^(N*N) boards is tried, and the model counter of
 *     tests/support must find exactly one assignment of the auxiliary
 *     variables for a board that comes first among its 8 images (queen
 *     before empty, square by square in row-major order) and none for any
 *     other;
 *   - one survivor per class of solutions: among the solutions the
 *     backtracking oracle finds, exactly its leaders keep a model, and
 *     they are OEIS A002562; the whole instance's models, found without
 *     a SAT solver, are those leaders; the library's counter and solver
 *     agree.
 *
 * NQCNF_TEST_QUICK=1 in the environment (valgrind) stops at smaller N.
 */
#include "test_support.h"

#include "oracles.h"

#include "encode/encoder.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * The cost
 * ------------------------------------------------------------------------ */

/* The formula of tests/support (costs.c, derived there by hand from the
 * construction) from the cycles, counted here by walking each square's
 * orbit under each symmetry of the oracle. */
static void symmetry_cost_by_cycles(uint32_t n, uint64_t *clauses,
                                    uint64_t *auxiliary)
{
    *clauses = *auxiliary = 0;
    unsigned char *seen = malloc((size_t)n * n);
    assert_non_null(seen);
    for (unsigned k = 1; k < 8; k++) {
        memset(seen, 0, (size_t)n * n);
        uint64_t cycles = 0;
        for (uint32_t start = 0; start < n * n; start++) {
            if (seen[start]) continue;
            cycles++;
            uint32_t r = start / n, c = start % n;
            while (!seen[r * n + c]) {
                seen[r * n + c] = 1;
                oracle_square_image(n, k, r, c, &r, &c);
            }
        }
        oracle_symmetry_chain_cost((uint64_t)n * n - cycles, clauses,
                                   auxiliary);
    }
    free(seen);
}

/* The symmetry clauses alone, through the public generator: with the
 * lines taken as cardinality constraints no line clause and no line
 * auxiliary exists, so the auxiliaries are numbered from N*N + 1. */
static nqcnf_options symmetry_options(uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    options.symmetry_breaking = 1;
    return options;
}

static void record_symmetry(uint32_t n, recording *rec)
{
    const nqcnf_options options = symmetry_options(n);
    assert_int_equal(
        record_generation(&options, 1, SIZE_MAX, NQCNF_ERR_STOPPED, rec),
        NQCNF_OK);
}

/* Auxiliaries the recording uses beyond the board, each of them used. */
static uint64_t auxiliaries_used(const recording *rec, uint32_t n)
{
    const int64_t squares = (int64_t)n * n;
    if (rec->largest_variable <= squares) return 0;
    unsigned char *seen = calloc((size_t)rec->largest_variable + 1, 1);
    assert_non_null(seen);
    for (size_t i = 0; i < rec->literal_count; i++)
        seen[abs(rec->literals[i])] = 1;
    for (int64_t v = squares + 1; v <= rec->largest_variable; v++)
        assert_true(seen[v]);
    free(seen);
    return (uint64_t)(rec->largest_variable - squares);
}

static void test_emitted_cost_is_the_formula_for_n_up_to_30(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 30; n++) {
        uint64_t clauses, auxiliary, by_cycles, auxiliary_by_cycles;
        oracle_symmetry_cost(n, &clauses, &auxiliary);
        symmetry_cost_by_cycles(n, &by_cycles, &auxiliary_by_cycles);
        assert_int_equal(clauses, by_cycles);
        assert_int_equal(auxiliary, auxiliary_by_cycles);
        recording rec;
        record_symmetry(n, &rec);
        if (rec.clause_count != clauses || auxiliaries_used(&rec, n) !=
                                               auxiliary)
            fail_msg("N = %u: the formula says %llu clauses and %llu "
                     "variables, the generator made %zu and %llu",
                     n, (unsigned long long)clauses,
                     (unsigned long long)auxiliary, rec.clause_count,
                     (unsigned long long)auxiliaries_used(&rec, n));
        recording_free(&rec);
    }
}

/* ------------------------------------------------------------------------
 * Meaning, on every board
 * ------------------------------------------------------------------------ */

/* Whether the board (n*n bytes, 1 = queen) comes first, ties allowed,
 * among its 8 images: at the first square where two boards differ, the
 * one with the queen comes first. */
static int board_is_leader(const unsigned char *board, uint32_t n)
{
    for (unsigned k = 1; k < 8; k++) {
        unsigned char image[16];
        for (uint32_t r = 0; r < n; r++)
            for (uint32_t c = 0; c < n; c++) {
                uint32_t ir, ic;
                oracle_square_image(n, k, r, c, &ir, &ic);
                image[ir * n + ic] = board[r * n + c];
            }
        for (uint32_t i = 0; i < n * n; i++)
            if (image[i] != board[i]) {
                if (image[i]) return 0;
                break;
            }
    }
    return 1;
}

static void test_exactly_the_leaders_survive_among_all_boards(void **state)
{
    (void)state;
    /* The 2^(n*n) boards fall into this many classes under the 8
     * symmetries (OEIS A054247); each must leave one leader. */
    static const uint64_t classes[] = {0, 2, 6, 102, 8548};
    for (uint32_t n = 1; n <= 4; n++) {
        recording rec;
        record_symmetry(n, &rec);
        const uint32_t squares = n * n;
        const int32_t variables =
            (int32_t)(squares + auxiliaries_used(&rec, n));
        signed char *values = calloc((size_t)variables + 1, 1);
        assert_non_null(values);
        uint64_t leaders = 0;
        for (uint32_t bits = 0; bits < (1u << squares); bits++) {
            unsigned char board[16];
            for (uint32_t i = 0; i < squares; i++) {
                board[i] = (unsigned char)((bits >> i) & 1u);
                values[i + 1] = (signed char)(board[i] ? 1 : -1);
            }
            const uint64_t models =
                oracle_count_models(&rec, variables, values, 2);
            const int leader = board_is_leader(board, n);
            leaders += (uint64_t)leader;
            if (models != (uint64_t)leader)
                fail_msg("N = %u, board %#x: %llu models, leader %d", n, bits,
                         (unsigned long long)models, leader);
        }
        assert_int_equal(leaders, classes[n]);
        free(values);
        recording_free(&rec);
    }
}

typedef struct survivors {
    const recording *rec;
    int32_t variables;
    uint64_t count;
} survivors;

static int count_survivor(void *context, uint32_t n, const uint32_t *columns)
{
    survivors *s = context;
    const uint64_t models =
        oracle_board_extensions(s->rec, s->variables, n, columns, 2);
    assert_int_equal(models, (uint64_t)oracle_is_leader(n, columns));
    s->count += models;
    return 0;
}

/* Larger boards: of all the oracle's solutions exactly its leaders keep
 * a model of the symmetry clauses, and they are A002562. */
static void test_exactly_the_leaders_survive_among_solutions(void **state)
{
    (void)state;
    const uint32_t last = test_quick() ? 7 : 10;
    for (uint32_t n = 5; n <= last; n++) {
        recording rec;
        record_symmetry(n, &rec);
        const int32_t variables =
            (int32_t)(n * n + auxiliaries_used(&rec, n));
        survivors s = {&rec, variables, 0};
        oracle_enumerate(n, NULL, 0, NULL, 0, 0, count_survivor, &s);
        assert_int_equal(s.count, oracle_a002562[n]);
        assert_int_equal(s.count, oracle_count(n, NULL, 0, NULL, 0, 1));
        recording_free(&rec);
    }
}

typedef struct leader_models {
    uint32_t n;
    uint64_t count;
} leader_models;

static int model_is_a_leader(void *context, const signed char *values)
{
    leader_models *check = context;
    const uint32_t n = check->n;
    unsigned char squares[64];
    uint32_t columns[8];
    assert_true(oracle_model_board(n, values, squares, columns));
    assert_true(oracle_is_leader(n, columns));
    check->count++;
    return 0;
}

/* The whole instance, every encoding: its models projected on the board,
 * found by the DPLL of tests/support, are the leaders, A002562 of them. */
static void test_whole_instances_have_a002562_models(void **state)
{
    (void)state;
    const uint32_t last = test_quick() ? 6 : 7;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= last; n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            options.symmetry_breaking = 1;
            leader_models check = {n, 0};
            oracle_generated_models(&options, model_is_a_leader, &check);
            if (check.count != oracle_a002562[n])
                fail_msg("%s, N = %u: %llu boards",
                         nqcnf_encoding_name((nqcnf_encoding)e), n,
                         (unsigned long long)check.count);
        }
}

/* ------------------------------------------------------------------------
 * The library's counter and solver with symmetry breaking
 * ------------------------------------------------------------------------ */

static void assert_symmetry_counts(nqcnf_encoding encoding, uint32_t last,
                                   unsigned threads, int unique)
{
    if (test_quick() && last > 8) last = 8;
    for (uint32_t n = 1; n <= last; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.encoding = encoding;
        options.symmetry_breaking = 1;
        uint64_t count = 12345;
        assert_int_equal(
            count_with(&options, unique, threads, &count),
            NQCNF_OK);
        if (count != oracle_a002562[n])
            fail_msg("%s, N = %u, %u threads, unique %d: %llu solutions, "
                     "not %llu",
                     nqcnf_encoding_name(encoding), n, threads, unique,
                     (unsigned long long)count,
                     (unsigned long long)oracle_a002562[n]);
    }
}

static void test_counts_with_symmetry_breaking_are_a002562(void **state)
{
    (void)state;
    assert_symmetry_counts(NQCNF_ENCODING_PAIRWISE, 10, 2, 0);
    /* `unique` keeps the same representative: nothing more is dropped. */
    assert_symmetry_counts(NQCNF_ENCODING_PAIRWISE, 9, 1, 1);
    /* The clauses come after the lines' and take their auxiliary
     * variables after the encoding's: every encoding still gives
     * A002562 (N <= 10 for the compact sequential counter, N <= 8 for
     * the rest, which would only repeat the check more slowly). */
    for (unsigned e = 1; e < NQCNF_ENCODING_COUNT; e++) {
        const nqcnf_encoding encoding = (nqcnf_encoding)e;
        uint32_t last = test_quick() ? 6 : 8;
        if (encoding == NQCNF_ENCODING_SEQUENTIAL) last = 10; /* quick: 8 */
        assert_symmetry_counts(encoding, last, 2, 0);
    }
}

typedef struct solved {
    uint32_t n;
    uint32_t *columns; /* n per board found */
    size_t count;
} solved;

static int keep_leader(void *context, const nqcnf_board *board)
{
    solved *seen = context;
    const uint32_t n = seen->n;
    assert_int_equal(board->n, n);
    assert_true(oracle_is_solution(n, board->squares));
    seen->columns =
        realloc(seen->columns, sizeof *seen->columns * n * (seen->count + 1));
    assert_non_null(seen->columns);
    uint32_t *columns = seen->columns + (size_t)n * seen->count++;
    for (uint32_t i = 0; i < n * n; i++)
        if (board->squares[i] == NQCNF_SQUARE_QUEEN) columns[i / n] = i % n;
    assert_true(oracle_is_leader(n, columns));
    for (size_t other = 0; other + 1 < seen->count; other++)
        assert_true(memcmp(seen->columns + (size_t)n * other, columns,
                           sizeof *columns * n) != 0);
    return 0;
}

/* Every board nqcnf_solve finds is a solution and the leader of its class
 * (so the classes are different), and there are A002562 of them: one per
 * class, every class. */
static void test_solve_finds_one_leader_per_class(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.symmetry_breaking = 1;
        solved seen = {n, NULL, 0};
        uint64_t found = 0;
        assert_int_equal(nqcnf_solve(&options, 0, keep_leader, &seen, &found),
                         NQCNF_OK);
        assert_int_equal(found, seen.count);
        assert_int_equal(found, oracle_a002562[n]);
        free(seen.columns);
    }
    /* The 4 solutions of N = 6 form one class; its smallest array is
     * 1 3 5 0 2 4, the survivor. */
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    options.symmetry_breaking = 1;
    solved seen = {6, NULL, 0};
    assert_int_equal(nqcnf_solve(&options, 0, keep_leader, &seen, NULL),
                     NQCNF_OK);
    static const uint32_t expected[6] = {1, 3, 5, 0, 2, 4};
    assert_int_equal(seen.count, 1);
    assert_memory_equal(seen.columns, expected, sizeof expected);
    free(seen.columns);
}

/* ------------------------------------------------------------------------
 * Limits and failures
 * ------------------------------------------------------------------------ */

static void test_auxiliary_variables_beyond_int32_are_too_large(void **state)
{
    (void)state;
    /* 4N^2 - N - 7 auxiliary variables (N even, from the formula) after
     * the N^2 of the board pass 2^31 - 1 from N = 20725 on. */
    uint64_t clauses, auxiliary;
    oracle_symmetry_cost(20724, &clauses, &auxiliary);
    assert_int_equal(auxiliary, 4ull * 20724 * 20724 - 20724 - 7);
    nqcnf_options options = symmetry_options(20724);
    nqcnf_sizes counts;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts), NQCNF_OK);
    assert_int_equal(counts.variables, 20724ull * 20724 + auxiliary);
    assert_true(counts.variables < INT32_MAX);
    /* Refused by the sizes and by the generator, before any clause. */
    const uint32_t too_large[] = {20725, NQCNF_MAX_N};
    for (int i = 0; i < 2; i++) {
        options = symmetry_options(too_large[i]);
        assert_int_equal(nqcnf_sizes_compute(&options, &counts),
                         NQCNF_ERR_TOO_LARGE);
        assert_generation_ends(&options, 1, SIZE_MAX, NQCNF_ERR_TOO_LARGE);
    }
}

static void test_a_sinks_status_stops_the_emission(void **state)
{
    (void)state;
    uint64_t clauses, auxiliary;
    oracle_symmetry_cost(5, &clauses, &auxiliary);
    const nqcnf_options options = symmetry_options(5);
    for (size_t stop = 0; stop < clauses; stop++)
        assert_generation_ends(&options, 1, stop, NQCNF_ERR_STOPPED);
}

/* The group of given squares against the oracle's, which finds it with
 * its own maps and a plain scan: the orders must agree, and the
 * library's members must be the oracle's (matched by where they send
 * every square of the board). */
static unsigned library_as_oracle(uint32_t n, unsigned group)
{
    unsigned oracle = 0;
    for (unsigned w = 0; w < 8; w++) {
        if (!((group >> w) & 1u)) continue;
        for (unsigned k = 0; k < 8; k++) {
            int same = 1;
            for (uint32_t sq = 0; sq < n * n && same; sq++) {
                uint32_t r, c;
                oracle_square_image(n, k, sq / n, sq % n, &r, &c);
                /* the clauses' symmetry w - 1 is the group's bit w */
                const uint64_t image =
                    nqcnf_symmetry_image((int)w - 1, n, sq);
                same = (uint64_t)r * n + c == image;
            }
            if (same) {
                oracle |= 1u << k;
                break;
            }
        }
    }
    return oracle;
}

static void test_the_group_of_given_squares_is_the_oracles(void **state)
{
    (void)state;
    uint64_t seed = 11;
    for (int round = 0; round < 300; round++) {
        const uint32_t n = 2 + (uint32_t)(test_random(&seed) % 8);
        nqcnf_square_ref squares[6];
        const size_t queens = test_random(&seed) % 3;
        const size_t blocked = test_random(&seed) % 4;
        test_random_squares(&seed, n, squares, queens + blocked);
        /* half the rounds a blocked square's image too */
        if (blocked > 0 && round % 2 == 0) {
            uint32_t r, c;
            oracle_square_image(n, (unsigned)(test_random(&seed) % 8),
                                squares[queens].row,
                                squares[queens].column, &r, &c);
            squares[queens + blocked - 1] = (nqcnf_square_ref){r, c};
        }
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.queens = squares;
        options.queen_count = queens;
        options.blocked = squares + queens;
        options.blocked_count = blocked;
        unsigned group = 0;
        assert_int_equal(nqcnf_symmetry_group(&options, &group), NQCNF_OK);
        assert_int_equal(library_as_oracle(n, group),
                         oracle_group(n, squares, queens, squares + queens,
                                      blocked));
    }
    /* named cases: a corner queen, a corner block, the centre */
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    const nqcnf_square_ref corner = {0, 7}, origin = {0, 0}, centre = {2, 2};
    unsigned group = 0;
    options.queens = &corner;
    options.queen_count = 1;
    assert_int_equal(nqcnf_symmetry_group(&options, &group), NQCNF_OK);
    assert_int_equal(group, (1u << NQCNF_SYMMETRY_IDENTITY) |
                                (1u << NQCNF_SYMMETRY_ANTI_TRANSPOSE));
    options.queen_count = 0;
    options.blocked = &origin;
    options.blocked_count = 1;
    assert_int_equal(nqcnf_symmetry_group(&options, &group), NQCNF_OK);
    assert_int_equal(group, (1u << NQCNF_SYMMETRY_IDENTITY) |
                                (1u << NQCNF_SYMMETRY_TRANSPOSE));
    nqcnf_options_init(&options, 5);
    options.queens = &centre;
    options.queen_count = 1;
    assert_int_equal(nqcnf_symmetry_group(&options, &group), NQCNF_OK);
    assert_int_equal(group, NQCNF_SYMMETRY_GROUP_ALL);
    assert_string_equal(nqcnf_symmetry_name(NQCNF_SYMMETRY_QUARTER_TURN),
                        "the quarter turn");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_emitted_cost_is_the_formula_for_n_up_to_30),
        cmocka_unit_test(test_exactly_the_leaders_survive_among_all_boards),
        cmocka_unit_test(test_exactly_the_leaders_survive_among_solutions),
        cmocka_unit_test(test_whole_instances_have_a002562_models),
        cmocka_unit_test(test_counts_with_symmetry_breaking_are_a002562),
        cmocka_unit_test(test_solve_finds_one_leader_per_class),
        cmocka_unit_test(
            test_auxiliary_variables_beyond_int32_are_too_large),
        cmocka_unit_test(test_a_sinks_status_stops_the_emission),
        cmocka_unit_test(test_the_group_of_given_squares_is_the_oracles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
