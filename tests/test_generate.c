/*
 * test_generate.c - the generator's output against the reference.
 *
 * Three kinds of truth: the golden files written by the lessons' own
 * generator (byte for byte, the promise students rely on); the meaning of
 * the clauses, checked against the backtracking search and the attack
 * test of tests/support, which know nothing of CNF; and the sink contract
 * (runs expand to the same clauses, a sink can stop the generator).
 */
#include "test_support.h"

#include "oracles.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_four_queens_is_the_hand_written_file(void **state)
{
    (void)state;
    text_buffer actual = dimacs_text(4);
    assert_is_data_file(&actual, "handwritten_4.cnf");
    text_buffer_free(&actual);
}

/* Through the shorthand and through nqcnf_write() with the format. */
static void test_output_is_the_reference_generators(void **state)
{
    (void)state;
    for (size_t i = 0; i < REFERENCE_SIZE_COUNT; i++) {
        const uint32_t n = reference_sizes[i];
        text_buffer actual = dimacs_text(n);
        assert_is_reference(&actual, n);
        text_buffer_free(&actual);
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        assert_int_equal(nqcnf_write(&options, NQCNF_FORMAT_DIMACS, 0,
                                     text_buffer_write, &actual),
                         NQCNF_OK);
        assert_is_reference(&actual, n);
        text_buffer_free(&actual);
    }
}

static void test_every_clause_is_well_formed(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 30; n++) {
        text_buffer text = dimacs_text(n);
        parsed_dimacs cnf = parse_dimacs(&text);
        const int32_t squares = (int32_t)(n * n);
        assert_int_equal(cnf.variables, squares);
        assert_int_equal(cnf.clauses, (long long)cnf.clause_count);
        unsigned char *seen = calloc((size_t)squares + 1, 1);
        assert_non_null(seen);
        size_t start = 0;
        for (size_t i = 0; i < cnf.literal_count; i++) {
            const int32_t literal = cnf.literals[i];
            if (literal == 0) {
                const size_t length = i - start;
                /* At-least-one clauses are whole lines of positive
                 * literals; everything else is a pair of negatives. */
                if (length != 2 || cnf.literals[start] > 0)
                    assert_int_equal(length, n);
                for (size_t k = start; k < i; k++)
                    seen[abs(cnf.literals[k])] = 0;
                start = i + 1;
                continue;
            }
            assert_true(literal >= -squares && literal <= squares);
            assert_int_equal(seen[abs(literal)], 0); /* no repeat */
            seen[abs(literal)] = 1;
            if (i > start) /* no mixed signs */
                assert_true((literal > 0) == (cnf.literals[start] > 0));
        }
        assert_int_equal(start, cnf.literal_count);
        free(seen);
        parsed_dimacs_free(&cnf);
        text_buffer_free(&text);
    }
}

typedef struct semantic_check {
    parsed_dimacs *cnf;
    unsigned solutions;
} semantic_check;

static int assert_solution_satisfies_every_clause(void *context, uint32_t n,
                                                  const uint32_t *columns)
{
    semantic_check *check = context;
    check->solutions++;
    size_t start = 0;
    int satisfied = 0;
    for (size_t i = 0; i < check->cnf->literal_count; i++) {
        const int32_t literal = check->cnf->literals[i];
        if (literal == 0) {
            assert_true(satisfied);
            satisfied = 0;
            start = i + 1;
            continue;
        }
        const uint32_t square = (uint32_t)abs(literal) - 1;
        const int queen = columns[square / n] == square % n;
        if ((literal > 0) == queen) satisfied = 1;
    }
    assert_int_equal(start, check->cnf->literal_count);
    return 0;
}

static int has_pair(const parsed_dimacs *cnf, int32_t a, int32_t b)
{
    for (size_t i = 0; i + 2 < cnf->literal_count; i++)
        if (cnf->literals[i] == -a && cnf->literals[i + 1] == -b &&
            cnf->literals[i + 2] == 0)
            return 1;
    return 0;
}

static void test_clauses_mean_non_attacking_queens(void **state)
{
    (void)state;
    /* Sound: every real solution satisfies every clause. Complete: every
     * attacking pair is forbidden by a clause, and each row has its
     * at-least-one clause, so every model is a real solution. */
    for (uint32_t n = 1; n <= 8; n++) {
        text_buffer text = dimacs_text(n);
        parsed_dimacs cnf = parse_dimacs(&text);
        semantic_check check = {&cnf, 0};
        oracle_enumerate(n, NULL, 0, NULL, 0, 0,
                         assert_solution_satisfies_every_clause, &check);
        assert_int_equal(check.solutions, oracle_a000170[n]);

        for (uint32_t a = 0; a < n * n; a++)
            for (uint32_t b = a + 1; b < n * n; b++)
                if (oracle_attack(a / n, a % n, b / n, b % n))
                    assert_true(has_pair(&cnf, (int32_t)a + 1,
                                         (int32_t)b + 1));
        for (uint32_t r = 0; r < n; r++) {
            /* The row's clause: r*n+1 .. r*n+n, in order. */
            int found = 0;
            for (size_t i = 0; i + n < cnf.literal_count && !found; i++) {
                found = 1;
                for (uint32_t c = 0; c < n && found; c++)
                    found = cnf.literals[i + c] == (int32_t)(r * n + c + 1);
                found = found && cnf.literals[i + n] == 0;
            }
            assert_true(found);
        }
        parsed_dimacs_free(&cnf);
        text_buffer_free(&text);
    }
}

/* The models, found by the DPLL of tests/support, are exactly the boards
 * the backtracking search finds, pre-placed queens and blocked squares
 * included. */
static int model_is_a_kept_solution(void *context, const signed char *values)
{
    const nqcnf_options *o = context;
    const uint32_t n = o->n;
    unsigned char squares[49];
    assert_true(oracle_model_board(n, values, squares, NULL));
    for (size_t i = 0; i < o->queen_count; i++)
        assert_int_equal(squares[o->queens[i].row * n + o->queens[i].column],
                         NQCNF_SQUARE_QUEEN);
    for (size_t i = 0; i < o->blocked_count; i++)
        assert_int_equal(
            squares[o->blocked[i].row * n + o->blocked[i].column],
            NQCNF_SQUARE_EMPTY);
    return 0;
}

static void test_models_are_the_boards_with_queens_and_blocks(void **state)
{
    (void)state;
    static const nqcnf_square_ref queens[] = {{0, 1}, {3, 0}, {2, 5}};
    static const nqcnf_square_ref blocked[] = {{1, 3}, {4, 4}, {0, 0}};
    for (uint32_t n = 1; n <= 7; n++)
        for (size_t q = 0; q <= 3; q++)
            for (size_t b = 0; b <= 3; b += 3) {
                if ((q > 0 || b > 0) && n < 6) continue;
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                options.queens = queens;
                options.queen_count = q;
                options.blocked = blocked;
                options.blocked_count = b;
                const uint64_t models = oracle_generated_models(
                    &options, model_is_a_kept_solution, &options);
                assert_int_equal(models,
                                 oracle_count(n, queens, q, blocked, b, 0));
            }
}

static void test_runs_and_single_clauses_agree(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 11);
    recording singles, runs;
    nqcnf_sink single_sink, run_sink;
    recording_sink_init(&singles, &single_sink);
    recording_sink_init(&runs, &run_sink);
    single_sink.add_binary_run = NULL;
    assert_int_equal(nqcnf_generate(&options, &single_sink), NQCNF_OK);
    assert_int_equal(nqcnf_generate(&options, &run_sink), NQCNF_OK);
    assert_int_equal(singles.run_count, 0);
    assert_true(runs.run_count > 0);
    assert_int_equal(singles.literal_count, runs.literal_count);
    assert_memory_equal(singles.literals, runs.literals,
                        singles.literal_count * sizeof(int32_t));
    assert_int_equal(singles.clause_count, textbook_clause_count(11));
    recording_free(&singles);
    recording_free(&runs);
}

/* The sink's status comes back unchanged, also from inside a run (clause
 * 3 is among row 1's first pairs); bad sinks and sizes are refused before
 * any clause. */
static void test_sinks_stop_the_generator(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    assert_generation_ends(&options, 0, 10, NQCNF_ERR_STOPPED);
    assert_generation_ends(&options, 0, 3, NQCNF_ERR_IO);
    recording rec;
    nqcnf_sink sink;
    recording_sink_init(&rec, &sink);
    sink.add_clause = NULL; /* a well-made sink but for add_clause */
    assert_int_equal(nqcnf_generate(&options, &sink),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_generate(&options, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(rec.note_count, 0);
    recording_free(&rec);
    nqcnf_options_init(&options, 0);
    assert_generation_ends(&options, 0, SIZE_MAX, NQCNF_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_four_queens_is_the_hand_written_file),
        cmocka_unit_test(test_output_is_the_reference_generators),
        cmocka_unit_test(test_every_clause_is_well_formed),
        cmocka_unit_test(test_clauses_mean_non_attacking_queens),
        cmocka_unit_test(test_models_are_the_boards_with_queens_and_blocks),
        cmocka_unit_test(test_runs_and_single_clauses_agree),
        cmocka_unit_test(test_sinks_stop_the_generator),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
