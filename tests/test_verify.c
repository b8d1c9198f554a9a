/*
 * test_verify.c - the board verifier against brute force.
 *
 * The verifier decides whether decode and solve call a board a solution,
 * so it is checked exhaustively on small boards against the independent
 * solution check of tests/support (every pair of queens through
 * oracle_attack) and the OEIS counts, and its reports are checked to name
 * the right squares.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

static void test_every_placement_of_one_queen_per_row(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 7; n++) {
        uint32_t columns[7] = {0};
        unsigned solutions = 0;
        for (;;) {
            nqcnf_board board;
            assert_int_equal(nqcnf_board_init(&board, n, NQCNF_SQUARE_EMPTY),
                             NQCNF_OK);
            for (uint32_t r = 0; r < n; r++)
                board.squares[r * n + columns[r]] = NQCNF_SQUARE_QUEEN;
            const int valid = nqcnf_board_verify(&board, NULL, 0) == 0;
            assert_int_equal(valid, oracle_is_solution(n, board.squares));
            solutions += (unsigned)valid;
            nqcnf_board_free(&board);
            uint32_t r = 0; /* next placement, like an odometer */
            while (r < n && ++columns[r] == n) columns[r++] = 0;
            if (r == n) break;
        }
        assert_int_equal(solutions, oracle_a000170[n]);
    }
}

/* Every board of up to 4 x 4, any number of queens anywhere. */
static void test_every_board_of_up_to_sixteen_squares(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 4; n++) {
        nqcnf_board board;
        assert_int_equal(nqcnf_board_init(&board, n, NQCNF_SQUARE_EMPTY),
                         NQCNF_OK);
        uint64_t solutions = 0;
        for (uint32_t bits = 0; bits < (1u << (n * n)); bits++) {
            for (uint32_t i = 0; i < n * n; i++)
                board.squares[i] = (unsigned char)(bits >> i & 1u);
            const int valid = nqcnf_board_verify(&board, NULL, 0) == 0;
            assert_int_equal(valid, oracle_is_solution(n, board.squares));
            solutions += (uint64_t)valid;
        }
        assert_int_equal(solutions, oracle_a000170[n]);
        nqcnf_board_free(&board);
    }
}

static void assert_problem(const nqcnf_problem *problem,
                           const nqcnf_problem *expected)
{
    assert_int_equal(problem->kind, expected->kind);
    assert_int_equal(problem->row1, expected->row1);
    assert_int_equal(problem->column1, expected->column1);
    if (expected->kind == NQCNF_PROBLEM_EMPTY_ROW) return;
    assert_int_equal(problem->row2, expected->row2);
    assert_int_equal(problem->column2, expected->column2);
}

/* A 4 x 4 board: its queens, at most one unassigned square, every problem
 * the verifier must report in order, and the wording of the first. */
typedef struct problem_case {
    nqcnf_square_ref queens[4];
    size_t queen_count;
    nqcnf_square_ref unassigned; /* row 4: none */
    nqcnf_problem problems[4];
    size_t problem_count;
    const char *first_described;
} problem_case;

static const problem_case problem_cases[] = {
    /* Rows 0 and 1 share a diagonal; row 2 holds two; row 3 is empty. */
    {{{0, 0}, {1, 1}, {2, 2}, {2, 3}}, 4, {4, 0},
     {{NQCNF_PROBLEM_SAME_ROW, 2, 2, 2, 3},
      {NQCNF_PROBLEM_SAME_DIAGONAL, 0, 0, 1, 1},
      {NQCNF_PROBLEM_SAME_DIAGONAL, 1, 1, 2, 2},
      {NQCNF_PROBLEM_EMPTY_ROW, 3, 0, 0, 0}},
     4, "queens at (3,3) and (3,4) attack each other along row 3"},
    /* (0,3), (1,2) and (3,0) all have row + column = 3. */
    {{{0, 3}, {1, 2}, {2, 0}, {3, 0}}, 4, {4, 0},
     {{NQCNF_PROBLEM_SAME_COLUMN, 2, 0, 3, 0},
      {NQCNF_PROBLEM_SAME_DIAGONAL, 0, 3, 1, 2},
      {NQCNF_PROBLEM_SAME_DIAGONAL, 1, 2, 3, 0}},
     3, "queens at (3,1) and (4,1) attack each other along column 1"},
    {{{0, 0}, {1, 1}}, 2, {4, 0},
     {{NQCNF_PROBLEM_SAME_DIAGONAL, 0, 0, 1, 1},
      {NQCNF_PROBLEM_EMPTY_ROW, 2, 0, 0, 0},
      {NQCNF_PROBLEM_EMPTY_ROW, 3, 0, 0, 0}},
     3, "queens at (1,1) and (2,2) attack each other along a diagonal"},
    {{{0, 0}}, 1, {4, 0},
     {{NQCNF_PROBLEM_EMPTY_ROW, 1, 0, 0, 0},
      {NQCNF_PROBLEM_EMPTY_ROW, 2, 0, 0, 0},
      {NQCNF_PROBLEM_EMPTY_ROW, 3, 0, 0, 0}},
     3, "row 2 has no queen"},
    /* The lesson's solution (squares 2, 8, 9, 15) with the model silent
     * about square 15: unassigned squares are never queens. */
    {{{0, 1}, {1, 3}, {2, 0}}, 3, {3, 2},
     {{NQCNF_PROBLEM_UNASSIGNED, 3, 2, 3, 2},
      {NQCNF_PROBLEM_EMPTY_ROW, 3, 0, 0, 0}},
     2, "square (4,3) is not assigned by the model"},
    {{{0, 1}, {1, 3}, {2, 0}, {3, 2}}, 4, {4, 0}, {{0}}, 0, NULL},
};

static void test_problems_name_their_squares(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof problem_cases / sizeof *problem_cases;
         i++) {
        const problem_case *c = &problem_cases[i];
        nqcnf_board board;
        assert_int_equal(nqcnf_board_init(&board, 4, NQCNF_SQUARE_EMPTY),
                         NQCNF_OK);
        for (size_t q = 0; q < c->queen_count; q++)
            board.squares[c->queens[q].row * 4 + c->queens[q].column] =
                NQCNF_SQUARE_QUEEN;
        if (c->unassigned.row < 4)
            board.squares[c->unassigned.row * 4 + c->unassigned.column] =
                NQCNF_SQUARE_UNASSIGNED;
        nqcnf_problem problems[8];
        assert_int_equal(nqcnf_board_verify(&board, problems, 8),
                         c->problem_count);
        for (size_t p = 0; p < c->problem_count; p++)
            assert_problem(&problems[p], &c->problems[p]);
        if (c->problem_count > 0) {
            char text[128];
            nqcnf_problem_describe(&problems[0], text, sizeof text);
            assert_string_equal(text, c->first_described);
        }
        nqcnf_board_free(&board);
    }
}

static void test_a_full_board_counts_every_neighbouring_pair(void **state)
{
    (void)state;
    /* Queens everywhere: each row and column of N gives N-1 neighbouring
     * pairs, the diagonals N*N - (2N-1) per direction:
     * 4N^2 - 6N + 2 problems in all, only the first few stored. */
    const uint32_t n = 50;
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, n, NQCNF_SQUARE_QUEEN),
                     NQCNF_OK);
    nqcnf_problem problems[3];
    memset(problems, 0xee, sizeof problems);
    assert_int_equal(nqcnf_board_verify(&board, problems, 2),
                     4 * n * n - 6 * n + 2);
    const nqcnf_problem first = {NQCNF_PROBLEM_SAME_ROW, 0, 0, 0, 1};
    assert_problem(&problems[0], &first);
    assert_int_equal(problems[2].row1, 0xeeeeeeee); /* capacity respected */
    nqcnf_board_free(&board);
}

static void test_board_init_refuses_bad_sizes(void **state)
{
    (void)state;
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 0, NQCNF_SQUARE_EMPTY),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(board.squares);
    assert_int_equal(nqcnf_board_init(&board, NQCNF_MAX_N + 1,
                                      NQCNF_SQUARE_EMPTY),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(nqcnf_board_init(NULL, 4, NQCNF_SQUARE_EMPTY),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_board_free(&board);
    /* Not a board is not a solution (test_api_contracts holds the rest). */
    assert_int_equal(nqcnf_board_verify(NULL, NULL, 0), SIZE_MAX);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_placement_of_one_queen_per_row),
        cmocka_unit_test(test_every_board_of_up_to_sixteen_squares),
        cmocka_unit_test(test_problems_name_their_squares),
        cmocka_unit_test(test_a_full_board_counts_every_neighbouring_pair),
        cmocka_unit_test(test_board_init_refuses_bad_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
