/*
 * verify.c - is this board a solution, and if not, exactly why not.
 *
 * A decoded model can be anything: two queens in a row, a queen on every
 * square, squares left unassigned. Comparing all pairs of queens would be
 * O(queens^2), which for a garbage model of a large board is hopeless; so
 * each row, column and diagonal is walked once, and each queen is paired
 * with the previous queen on the same line. That names every conflict
 * (a line with k queens gives k-1 neighbouring pairs) in O(N^2) total.
 *
 * No empty-column check is needed: with no row empty and no two queens in
 * a row there are exactly N queens, and then an empty column forces two
 * queens into another column, which is already reported.
 */
#include "core/internal.h"

#include <stdio.h>

typedef struct problem_list {
    nqcnf_problem *items;
    size_t capacity;
    size_t count;
} problem_list;

static void add_problem(problem_list *list, nqcnf_problem_kind kind,
                        uint32_t row1, uint32_t column1, uint32_t row2,
                        uint32_t column2)
{
    if (list->count < list->capacity) {
        nqcnf_problem *problem = &list->items[list->count];
        problem->kind = kind;
        problem->row1 = row1;
        problem->column1 = column1;
        problem->row2 = row2;
        problem->column2 = column2;
    }
    list->count++;
}

static int is_queen(const nqcnf_board *board, uint32_t row, uint32_t column)
{
    return board->squares[(size_t)row * board->n + column] ==
           NQCNF_SQUARE_QUEEN;
}

/* Walks the line from (row, column) in direction (0 or 1, -1 .. 1) and
 * reports each queen together with the queen before it. */
static void pair_queens_on_line(const nqcnf_board *board, problem_list *list,
                                nqcnf_problem_kind kind, uint32_t row,
                                uint32_t column, uint32_t row_step,
                                int column_step)
{
    const uint32_t n = board->n;
    int have_previous = 0;
    uint32_t previous_row = 0, previous_column = 0;
    while (row < n && column < n) {
        if (is_queen(board, row, column)) {
            if (have_previous)
                add_problem(list, kind, previous_row, previous_column, row,
                            column);
            have_previous = 1;
            previous_row = row;
            previous_column = column;
        }
        row += row_step;
        column = (uint32_t)((int64_t)column + column_step);
    }
}

size_t nqcnf_board_verify(const nqcnf_board *board, nqcnf_problem *problems,
                          size_t capacity)
{
    problem_list list = {problems, problems ? capacity : 0, 0};
    /* Not a board is not a solution: 0 would say it is one. */
    if (board == NULL || board->squares == NULL || board->n == 0 ||
        board->n > NQCNF_MAX_N)
        return SIZE_MAX;
    const uint32_t n = board->n;

    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++)
            if (board->squares[(size_t)r * n + c] == NQCNF_SQUARE_UNASSIGNED)
                add_problem(&list, NQCNF_PROBLEM_UNASSIGNED, r, c, r, c);

    for (uint32_t r = 0; r < n; r++)
        pair_queens_on_line(board, &list, NQCNF_PROBLEM_SAME_ROW, r, 0, 0, 1);
    for (uint32_t c = 0; c < n; c++)
        pair_queens_on_line(board, &list, NQCNF_PROBLEM_SAME_COLUMN, 0, c, 1,
                            0);
    /* Down-right diagonals start on the top row or the left column,
     * down-left ones on the top row or the right column. */
    for (uint32_t c = 0; c < n; c++)
        pair_queens_on_line(board, &list, NQCNF_PROBLEM_SAME_DIAGONAL, 0, c, 1,
                            1);
    for (uint32_t r = 1; r < n; r++)
        pair_queens_on_line(board, &list, NQCNF_PROBLEM_SAME_DIAGONAL, r, 0, 1,
                            1);
    for (uint32_t c = 0; c < n; c++)
        pair_queens_on_line(board, &list, NQCNF_PROBLEM_SAME_DIAGONAL, 0, c, 1,
                            -1);
    for (uint32_t r = 1; r < n; r++)
        pair_queens_on_line(board, &list, NQCNF_PROBLEM_SAME_DIAGONAL, r, n - 1,
                            1, -1);

    for (uint32_t r = 0; r < n; r++) {
        int has_queen = 0;
        for (uint32_t c = 0; c < n && !has_queen; c++)
            has_queen = is_queen(board, r, c);
        if (!has_queen) add_problem(&list, NQCNF_PROBLEM_EMPTY_ROW, r, 0, r, 0);
    }
    return list.count;
}

size_t nqcnf_problem_describe(const nqcnf_problem *problem, char *text,
                              size_t size)
{
    /* NUL-terminated whatever follows, an unknown kind included. */
    if (text != NULL && size > 0) text[0] = '\0';
    if (problem == NULL || (text == NULL && size > 0)) return 0;
    int length = 0;
    const unsigned r1 = problem->row1 + 1, c1 = problem->column1 + 1;
    const unsigned r2 = problem->row2 + 1, c2 = problem->column2 + 1;
    switch (problem->kind) {
    case NQCNF_PROBLEM_SAME_ROW:
        length = snprintf(text, size,
                          "queens at (%u,%u) and (%u,%u) attack each other "
                          "along row %u", r1, c1, r2, c2, r1);
        break;
    case NQCNF_PROBLEM_SAME_COLUMN:
        length = snprintf(text, size,
                          "queens at (%u,%u) and (%u,%u) attack each other "
                          "along column %u", r1, c1, r2, c2, c1);
        break;
    case NQCNF_PROBLEM_SAME_DIAGONAL:
        length = snprintf(text, size,
                          "queens at (%u,%u) and (%u,%u) attack each other "
                          "along a diagonal", r1, c1, r2, c2);
        break;
    case NQCNF_PROBLEM_EMPTY_ROW:
        length = snprintf(text, size, "row %u has no queen", r1);
        break;
    case NQCNF_PROBLEM_UNASSIGNED:
        length = snprintf(text, size,
                          "square (%u,%u) is not assigned by the model", r1,
                          c1);
        break;
    }
    return length < 0 ? 0 : (size_t)length;
}

const char * nqcnf_problem_kind_name(nqcnf_problem_kind kind)
{
    static const char *const names[] = {"same-row", "same-column", "same-diagonal", "empty-row", "unassigned"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind]
                                                           : NULL;
}
