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

static nqcnf_board board_with_queens(uint32_t n, const uint32_t *cells,
                                     size_t count)
{
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, n, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    for (size_t i = 0; i < count; i++)
        board.squares[cells[2 * i] * n + cells[2 * i + 1]] =
            NQCNF_SQUARE_QUEEN;
    return board;
}

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
                           nqcnf_problem_kind kind, uint32_t r1, uint32_t c1,
                           uint32_t r2, uint32_t c2)
{
    assert_int_equal(problem->kind, kind);
    assert_int_equal(problem->row1, r1);
    assert_int_equal(problem->column1, c1);
    if (kind == NQCNF_PROBLEM_EMPTY_ROW) return;
    assert_int_equal(problem->row2, r2);
    assert_int_equal(problem->column2, c2);
}

static void test_conflicts_name_the_two_queens(void **state)
{
    (void)state;
    /* Rows 0 and 1 share a diagonal; rows 2 share a row; row 3 empty. */
    const uint32_t cells[] = {0, 0, 1, 1, 2, 2, 2, 3};
    nqcnf_board board = board_with_queens(4, cells, 4);
    nqcnf_problem problems[8];
    const size_t count = nqcnf_board_verify(&board, problems, 8);
    assert_int_equal(count, 4);
    assert_problem(&problems[0], NQCNF_PROBLEM_SAME_ROW, 2, 2, 2, 3);
    assert_problem(&problems[1], NQCNF_PROBLEM_SAME_DIAGONAL, 0, 0, 1, 1);
    assert_problem(&problems[2], NQCNF_PROBLEM_SAME_DIAGONAL, 1, 1, 2, 2);
    assert_problem(&problems[3], NQCNF_PROBLEM_EMPTY_ROW, 3, 0, 0, 0);

    char text[128];
    nqcnf_problem_describe(&problems[0], text, sizeof text);
    assert_string_equal(text, "queens at (3,3) and (3,4) attack each other "
                              "along row 3");
    nqcnf_problem_describe(&problems[1], text, sizeof text);
    assert_string_equal(text, "queens at (1,1) and (2,2) attack each other "
                              "along a diagonal");
    nqcnf_problem_describe(&problems[3], text, sizeof text);
    assert_string_equal(text, "row 4 has no queen");
    nqcnf_board_free(&board);
}

static void test_columns_and_anti_diagonals(void **state)
{
    (void)state;
    const uint32_t cells[] = {0, 3, 1, 2, 2, 0, 3, 0};
    nqcnf_board board = board_with_queens(4, cells, 4);
    nqcnf_problem problems[8];
    /* (0,3), (1,2) and (3,0) all have row + column = 3. */
    const size_t count = nqcnf_board_verify(&board, problems, 8);
    assert_int_equal(count, 3);
    assert_problem(&problems[0], NQCNF_PROBLEM_SAME_COLUMN, 2, 0, 3, 0);
    assert_problem(&problems[1], NQCNF_PROBLEM_SAME_DIAGONAL, 0, 3, 1, 2);
    assert_problem(&problems[2], NQCNF_PROBLEM_SAME_DIAGONAL, 1, 2, 3, 0);
    char text[128];
    nqcnf_problem_describe(&problems[0], text, sizeof text);
    assert_string_equal(text, "queens at (3,1) and (4,1) attack each other "
                              "along column 1");
    nqcnf_board_free(&board);
}

static void test_unassigned_squares_are_never_queens(void **state)
{
    (void)state;
    /* The 4-queens solution of the lesson (squares 2, 8, 9, 15) with the
     * model silent about square 15: not a solution. */
    const uint32_t cells[] = {0, 1, 1, 3, 2, 0};
    nqcnf_board board = board_with_queens(4, cells, 3);
    board.squares[3 * 4 + 2] = NQCNF_SQUARE_UNASSIGNED;
    nqcnf_problem problems[4];
    assert_int_equal(nqcnf_board_verify(&board, problems, 4), 2);
    assert_problem(&problems[0], NQCNF_PROBLEM_UNASSIGNED, 3, 2, 3, 2);
    assert_problem(&problems[1], NQCNF_PROBLEM_EMPTY_ROW, 3, 0, 0, 0);
    char text[128];
    nqcnf_problem_describe(&problems[0], text, sizeof text);
    assert_string_equal(text, "square (4,3) is not assigned by the model");
    board.squares[3 * 4 + 2] = NQCNF_SQUARE_QUEEN;
    assert_int_equal(nqcnf_board_verify(&board, NULL, 0), 0);
    nqcnf_board_free(&board);
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
    assert_problem(&problems[0], NQCNF_PROBLEM_SAME_ROW, 0, 0, 0, 1);
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
    assert_int_equal(nqcnf_board_verify(NULL, NULL, 0), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_placement_of_one_queen_per_row),
        cmocka_unit_test(test_every_board_of_up_to_sixteen_squares),
        cmocka_unit_test(test_conflicts_name_the_two_queens),
        cmocka_unit_test(test_columns_and_anti_diagonals),
        cmocka_unit_test(test_unassigned_squares_are_never_queens),
        cmocka_unit_test(test_a_full_board_counts_every_neighbouring_pair),
        cmocka_unit_test(test_board_init_refuses_bad_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
