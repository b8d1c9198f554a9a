/*
 * test_oracles.c - the oracles of tests/support held to outside truth.
 *
 * Every other test trusts these, so they are checked against what does not
 * come from this project at all: the OEIS counts (A000170, A002562), the
 * well-known spread of the 92 eight-queens solutions over the top row's
 * columns (4 8 16 18 18 16 8 4), and boards placed by hand.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

static void test_attack_by_hand(void **state)
{
    (void)state;
    assert_true(oracle_attack(0, 0, 0, 7));  /* row */
    assert_true(oracle_attack(3, 2, 9, 2));  /* column */
    assert_true(oracle_attack(1, 1, 4, 4));  /* down-right diagonal */
    assert_true(oracle_attack(4, 4, 1, 1));
    assert_true(oracle_attack(0, 5, 5, 0));  /* down-left diagonal */
    assert_true(oracle_attack(2, 3, 3, 2));
    assert_false(oracle_attack(0, 0, 1, 2)); /* a knight's move */
    assert_false(oracle_attack(0, 0, 2, 1));
    assert_false(oracle_attack(3, 3, 3, 3)); /* itself */
    assert_false(oracle_attack(0, 1, 2, 4));
    assert_true(oracle_attack(0, 0, 46339, 46339));
    assert_true(oracle_attack(46339, 0, 0, 46339));
}

static void test_counts_are_oeis(void **state)
{
    (void)state;
    const uint32_t last = test_quick() ? 8 : ORACLE_OEIS_LAST_N;
    for (uint32_t n = 1; n <= last; n++) {
        assert_int_equal(oracle_count(n, NULL, 0, NULL, 0, 0),
                         oracle_a000170[n]);
        assert_int_equal(oracle_count(n, NULL, 0, NULL, 0, 1),
                         oracle_a002562[n]);
    }
}

typedef struct seen_boards {
    uint32_t *columns; /* every board, n entries each */
    size_t count;
    uint64_t stop_after; /* 0: never stop */
} seen_boards;

static int keep_board(void *context, uint32_t n, const uint32_t *columns)
{
    seen_boards *seen = context;
    seen->columns =
        realloc(seen->columns, sizeof *seen->columns * n * (seen->count + 1));
    assert_non_null(seen->columns);
    memcpy(seen->columns + n * seen->count, columns, sizeof *columns * n);
    seen->count++;
    return seen->stop_after != 0 && seen->count == seen->stop_after;
}

static void to_squares(uint32_t n, const uint32_t *columns,
                       unsigned char *squares)
{
    memset(squares, NQCNF_SQUARE_EMPTY, (size_t)n * n);
    for (uint32_t r = 0; r < n; r++)
        squares[r * n + columns[r]] = NQCNF_SQUARE_QUEEN;
}

/* Each board visited is a solution by the pairwise check, and they come
 * in strictly increasing order, so none twice. */
static void test_enumerated_boards_are_distinct_solutions(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++) {
        seen_boards seen = {NULL, 0, 0};
        const uint64_t found =
            oracle_enumerate(n, NULL, 0, NULL, 0, 0, keep_board, &seen);
        assert_int_equal(found, seen.count);
        assert_int_equal(found, oracle_a000170[n]);
        unsigned char squares[64];
        for (size_t b = 0; b < seen.count; b++) {
            to_squares(n, seen.columns + n * b, squares);
            assert_true(oracle_is_solution(n, squares));
            if (b > 0)
                assert_true(memcmp(seen.columns + n * (b - 1),
                                   seen.columns + n * b,
                                   sizeof *seen.columns * n) != 0);
        }
        free(seen.columns);
    }
}

static void test_a_visitor_stops_the_search(void **state)
{
    (void)state;
    seen_boards seen = {NULL, 0, 3};
    assert_int_equal(oracle_enumerate(8, NULL, 0, NULL, 0, 0, keep_board,
                                      &seen),
                     3);
    /* The first solution in column order: 0 4 7 5 2 6 1 3. */
    static const uint32_t first[8] = {0, 4, 7, 5, 2, 6, 1, 3};
    assert_memory_equal(seen.columns, first, sizeof first);
    free(seen.columns);
}

/* The 92 solutions spread over the top row as 4 8 16 18 18 16 8 4. */
static void test_queens_and_blocked_squares(void **state)
{
    (void)state;
    static const uint64_t top_row[8] = {4, 8, 16, 18, 18, 16, 8, 4};
    for (uint32_t c = 0; c < 8; c++) {
        const nqcnf_square_ref queen = {0, c};
        assert_int_equal(oracle_count(8, &queen, 1, NULL, 0, 0), top_row[c]);
        assert_int_equal(oracle_count(8, NULL, 0, &queen, 1, 0),
                         92 - top_row[c]);
    }
    /* N = 4: 1 3 0 2 and 2 0 3 1. */
    const nqcnf_square_ref b = {0, 1}, other = {3, 2}, same_row = {0, 2};
    seen_boards seen = {NULL, 0, 0};
    assert_int_equal(oracle_enumerate(4, &b, 1, NULL, 0, 0, keep_board,
                                      &seen), 1);
    static const uint32_t expected[4] = {1, 3, 0, 2};
    assert_memory_equal(seen.columns, expected, sizeof expected);
    free(seen.columns);
    const nqcnf_square_ref attacking[2] = {b, {1, 0}};
    assert_int_equal(oracle_count(4, attacking, 2, NULL, 0, 0), 0);
    const nqcnf_square_ref two_in_row[2] = {b, same_row};
    assert_int_equal(oracle_count(4, two_in_row, 2, NULL, 0, 0), 0);
    assert_int_equal(oracle_count(4, &b, 1, &b, 1, 0), 0);
    assert_int_equal(oracle_count(4, &b, 1, &other, 1, 0), 0); /* its 2 */
    const nqcnf_square_ref twice[2] = {b, b};
    assert_int_equal(oracle_count(4, twice, 2, NULL, 0, 0), 1);
}

static void test_leaders_by_hand(void **state)
{
    (void)state;
    /* The 4 solutions of N = 6 are one class, its smallest 1 3 5 0 2 4. */
    static const uint32_t leader[6] = {1, 3, 5, 0, 2, 4};
    static const uint32_t others[3][6] = {
        {2, 5, 1, 4, 0, 3}, {3, 0, 4, 1, 5, 2}, {4, 2, 0, 5, 3, 1}};
    assert_true(oracle_is_leader(6, leader));
    for (int i = 0; i < 3; i++) assert_false(oracle_is_leader(6, others[i]));
    seen_boards seen = {NULL, 0, 0};
    assert_int_equal(oracle_enumerate(6, NULL, 0, NULL, 0, 1, keep_board,
                                      &seen), 1);
    assert_memory_equal(seen.columns, leader, sizeof leader);
    free(seen.columns);
    /* Symmetric boards lead their class too (ties allowed). */
    static const uint32_t one[1] = {0};
    assert_true(oracle_is_leader(1, one));
}

/* The 8 images of the square (0,1) on a 4x4 board are 8 different
 * squares, k = 0 is the identity, and each image is a bijection. */
static void test_the_eight_symmetries(void **state)
{
    (void)state;
    unsigned char hit[16] = {0};
    for (unsigned k = 0; k < 8; k++) {
        uint32_t r, c;
        oracle_square_image(4, k, 0, 1, &r, &c);
        assert_int_equal(hit[r * 4 + c], 0);
        hit[r * 4 + c] = 1;
        if (k == 0) assert_true(r == 0 && c == 1);
        unsigned char onto[25] = {0};
        for (uint32_t i = 0; i < 25; i++) {
            oracle_square_image(5, k, i / 5, i % 5, &r, &c);
            assert_int_equal(onto[r * 5 + c], 0);
            onto[r * 5 + c] = 1;
        }
    }
    /* A quarter turn is a transposition then a mirror: (0,1) of 4x4
     * goes to (1,3) or (2,0), and the centre of 5x5 never moves. */
    for (unsigned k = 0; k < 8; k++) {
        uint32_t r, c;
        oracle_square_image(5, k, 2, 2, &r, &c);
        assert_true(r == 2 && c == 2);
    }
    assert_true(hit[1 * 4 + 3] && hit[2 * 4 + 0]);
}

static void test_solution_check_by_hand(void **state)
{
    (void)state;
    unsigned char squares[16];
    static const uint32_t solution[4] = {1, 3, 0, 2};
    to_squares(4, solution, squares);
    assert_true(oracle_is_solution(4, squares));
    squares[3] = NQCNF_SQUARE_UNASSIGNED; /* an empty square not known */
    assert_false(oracle_is_solution(4, squares));
    squares[3] = NQCNF_SQUARE_EMPTY;
    squares[1] = NQCNF_SQUARE_EMPTY; /* three queens */
    assert_false(oracle_is_solution(4, squares));
    squares[0] = NQCNF_SQUARE_QUEEN; /* (0,0) and (2,0) share a column */
    static const uint32_t diagonal[4] = {0, 1, 2, 3};
    assert_false(oracle_is_solution(4, squares));
    to_squares(4, diagonal, squares);
    assert_false(oracle_is_solution(4, squares));
    unsigned char one = NQCNF_SQUARE_QUEEN;
    assert_true(oracle_is_solution(1, &one));
    one = NQCNF_SQUARE_EMPTY;
    assert_false(oracle_is_solution(1, &one));
    unsigned char full[4];
    memset(full, NQCNF_SQUARE_QUEEN, sizeof full);
    assert_false(oracle_is_solution(2, full));
}

static void test_recording_by_hand(void **state)
{
    (void)state;
    recording rec;
    nqcnf_sink sink;
    recording_sink_init(&rec, &sink);
    const int32_t clause[3] = {1, -2, 3};
    assert_int_equal(sink.note(sink.context, "row 1"), NQCNF_OK);
    assert_int_equal(sink.add_clause(sink.context, clause, 3), NQCNF_OK);
    assert_int_equal(sink.add_binary_run(sink.context, -1, -5, -4, 3),
                     NQCNF_OK);
    assert_int_equal(recording_add_cardinality(&rec, clause, 2, 1),
                     NQCNF_OK);
    assert_int_equal(rec.clause_count, 4);
    assert_int_equal(rec.run_count, 1);
    assert_int_equal(rec.largest_variable, 13);
    static const int32_t all[] = {1, -2, 3, 0, -1, -5, 0,
                                  -1, -9, 0, -1, -13, 0};
    assert_int_equal(rec.literal_count, sizeof all / sizeof all[0]);
    assert_memory_equal(rec.literals, all, sizeof all);
    size_t count = 0;
    const int32_t *third = recording_clause(&rec, 2, &count);
    assert_int_equal(count, 2);
    assert_int_equal(third[1], -9);
    assert_int_equal(rec.cardinality_count, 1);
    assert_int_equal(rec.cardinality_exactly[0], 1);
    assert_int_equal(rec.cardinality_offsets[1], 3);
    assert_int_equal(rec.note_count, 1);
    assert_string_equal(rec.notes[0], "row 1");
    assert_int_equal(rec.note_clause[0], 0);
    /* A stop inside a run keeps the clauses before it. */
    rec.stop_at = 5;
    assert_int_equal(sink.add_binary_run(sink.context, 2, 3, 1, 4),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(rec.clause_count, 5);
    recording_free(&rec);
}

/* The textbook N = 4: 2N at-least-one clauses plus one per attacking
 * pair, 76 of them by hand: 6 in each row and each column, 1 + 3 + 6 +
 * 3 + 1 along the diagonals of each direction. */
static void test_recording_the_generator(void **state)
{
    (void)state;
    assert_int_equal(oracle_attacking_pairs(4), 4 * 6 + 4 * 6 + 2 * 14);
    assert_int_equal(oracle_attacking_pairs(1), 0);
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    recording rec;
    record_generated(&options, &rec);
    assert_int_equal(rec.clause_count, 8 + oracle_attacking_pairs(4));
    assert_int_equal(rec.largest_variable, 16);
    assert_true(rec.note_count > 0);
    recording_free(&rec);
    /* A sink that stops the generator, and one it may not start with. */
    assert_generation_ends(&options, 0, 5, NQCNF_ERR_IO);
    nqcnf_options_init(&options, 0);
    assert_generation_ends(&options, 0, SIZE_MAX, NQCNF_ERR_INVALID_ARGUMENT);
}

static void test_models_by_hand_and_of_the_textbook(void **state)
{
    (void)state;
    recording rec;
    nqcnf_sink sink;
    recording_sink_init(&rec, &sink);
    const int32_t one_of[2] = {1, 2}, not_both[2] = {-1, -2};
    assert_int_equal(sink.add_clause(sink.context, one_of, 2), NQCNF_OK);
    assert_int_equal(sink.add_clause(sink.context, not_both, 2), NQCNF_OK);
    signed char values[4] = {0, 0, 0, 0};
    /* Variable 3 is free: 2 x 2 models, 2 projected on 1 .. 2. */
    assert_int_equal(oracle_count_models(&rec, 3, values, 0), 4);
    assert_int_equal(oracle_count_models(&rec, 3, values, 3), 3);
    assert_int_equal(oracle_models(&rec, 3, 2, values, NULL, NULL), 2);
    assert_int_equal(oracle_models(&rec, 3, 0, values, NULL, NULL), 1);
    values[1] = 1;
    assert_int_equal(oracle_count_models(&rec, 3, values, 0), 2);
    const int32_t unit = 2;
    assert_int_equal(sink.add_clause(sink.context, &unit, 1), NQCNF_OK);
    assert_int_equal(oracle_count_models(&rec, 3, values, 0), 0);
    recording_free(&rec);
    /* A model's board: 1 3 0 2 is a solution, with a square left open
     * it is not. */
    signed char model[17];
    static const uint32_t solution[4] = {1, 3, 0, 2};
    for (uint32_t i = 0; i < 16; i++)
        model[i + 1] = (signed char)(solution[i / 4] == i % 4 ? 1 : -1);
    /* It extends to one model of "1 or 2", "not both" (square 1 empty,
     * square 2 a queen), two with a free variable 17 (one if a limit
     * says so); 2 0 3 1, both squares empty, to none. */
    recording pair;
    nqcnf_sink pair_sink;
    recording_sink_init(&pair, &pair_sink);
    assert_int_equal(pair_sink.add_clause(pair_sink.context, one_of, 2),
                     NQCNF_OK);
    assert_int_equal(pair_sink.add_clause(pair_sink.context, not_both, 2),
                     NQCNF_OK);
    assert_int_equal(oracle_board_extensions(&pair, 16, 4, solution, 0), 1);
    assert_int_equal(oracle_board_extensions(&pair, 17, 4, solution, 0), 2);
    assert_int_equal(oracle_board_extensions(&pair, 17, 4, solution, 1), 1);
    static const uint32_t other[4] = {2, 0, 3, 1};
    assert_int_equal(oracle_board_extensions(&pair, 16, 4, other, 0), 0);
    recording_free(&pair);
    unsigned char board[16];
    uint32_t columns[4];
    assert_true(oracle_model_board(4, model, board, columns));
    assert_memory_equal(columns, solution, sizeof solution);
    model[16] = 0;
    assert_false(oracle_model_board(4, model, board, NULL));
    assert_int_equal(board[15], NQCNF_SQUARE_UNASSIGNED);
    /* The textbook clauses' models are the boards: A000170, from the
     * generator and from the oracle's own clauses (2N at-least-one
     * clauses and one per attacking pair). */
    for (uint32_t n = 1; n <= 6; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        assert_int_equal(oracle_generated_models(&options,
                                                 oracle_model_is_solution, &n),
                         oracle_a000170[n]);
        recording book;
        oracle_textbook(n, &book);
        assert_int_equal(book.clause_count, textbook_clause_count(n));
        assert_int_equal(book.clause_count, 2 * n + oracle_attacking_pairs(n));
        signed char open[37] = {0};
        assert_int_equal(oracle_models(&book, (int32_t)(n * n),
                                       (int32_t)(n * n), open,
                                       oracle_model_is_solution, &n),
                         oracle_a000170[n]);
        recording_free(&book);
    }
}

/* The costs written out, worked by hand for one case of each recursion
 * and for the symmetry breaking of N = 2 (chains of 2, 2, 2, 1, 1, 3, 3
 * positions). */
static void test_the_written_costs_by_hand(void **state)
{
    (void)state;
    uint64_t clauses, aux;
    /* Commander on 7: groups 3+3+1 -> 14 clauses, 2 commanders, then 3
     * commanders pairwise: 3. Product on 9: a 3 x 3 grid, 18 + 6 clauses,
     * 6 variables, then 3 + 3 pairs. */
    oracle_line_cost(NQCNF_ENCODING_COMMANDER, 7, &clauses, &aux);
    assert_true(clauses == 17 && aux == 2);
    oracle_line_cost(NQCNF_ENCODING_PRODUCT, 9, &clauses, &aux);
    assert_true(clauses == 30 && aux == 6);
    oracle_line_cost(NQCNF_ENCODING_BITWISE, 5, &clauses, &aux);
    assert_true(clauses == 15 && aux == 3);
    /* The point of the recursive encodings: linear, not quadratic. */
    oracle_line_cost(NQCNF_ENCODING_COMMANDER, 1000, &clauses, &aux);
    assert_true(clauses < 4 * 1000);
    oracle_line_cost(NQCNF_ENCODING_PRODUCT, 1000, &clauses, &aux);
    assert_true(clauses < 3 * 1000);
    oracle_symmetry_cost(2, &clauses, &aux);
    assert_int_equal(clauses, 5 + 5 + 5 + 1 + 1 + 10 + 10);
    assert_int_equal(aux, 1 + 1 + 1 + 0 + 0 + 2 + 2);
    /* The textbook board: 2N + 2N C(N,2) + 2 C(N,2) + 4 C(N,3). */
    for (uint64_t n = 1; n <= 40; n++) {
        oracle_board_cost(NQCNF_ENCODING_PAIRWISE, n, 1, &clauses, &aux);
        assert_int_equal(clauses, textbook_clause_count(n));
        assert_int_equal(aux, 0);
    }
}

/* Counts its calls and builds the textbook list of N = 5. */
static nqcnf_status build_list(void *context)
{
    size_t *calls = context;
    ++*calls;
    nqcnf_options options;
    nqcnf_options_init(&options, 5);
    nqcnf_clause_list list;
    const nqcnf_status status = nqcnf_clause_list_build(&options, &list);
    if (status == NQCNF_OK)
        assert_int_equal(list.clause_count, textbook_clause_count(5));
    nqcnf_clause_list_free(&list);
    return status;
}

static void test_oom_loop_runs_until_success(void **state)
{
    (void)state;
    size_t calls = 0;
    const long allocations = oom_loop("clause list", build_list, &calls);
    assert_true(allocations > 0);
    assert_int_equal(calls, allocations + 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_attack_by_hand),
        cmocka_unit_test(test_counts_are_oeis),
        cmocka_unit_test(test_enumerated_boards_are_distinct_solutions),
        cmocka_unit_test(test_a_visitor_stops_the_search),
        cmocka_unit_test(test_queens_and_blocked_squares),
        cmocka_unit_test(test_leaders_by_hand),
        cmocka_unit_test(test_the_eight_symmetries),
        cmocka_unit_test(test_solution_check_by_hand),
        cmocka_unit_test(test_recording_by_hand),
        cmocka_unit_test(test_recording_the_generator),
        cmocka_unit_test(test_models_by_hand_and_of_the_textbook),
        cmocka_unit_test(test_the_written_costs_by_hand),
        cmocka_unit_test(test_oom_loop_runs_until_success),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
