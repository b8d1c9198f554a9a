/*
 * lines.c - board geometry: variable numbers and the lines a queen attacks.
 *
 * The reference generator (the Racket program of the lessons) fixes not
 * just which constraints exist but the order they are written in, and
 * students diff our output against theirs. So the lines are enumerated
 * here exactly as it does: rows, columns, then the down-right diagonals
 * starting on the top row (from the left corner), those starting on the
 * left column (from row 1 to row N-2), the down-left diagonals starting on
 * the top row (from column 1), and those starting on the right column
 * (from row 1 to row N-2). Every encoding walks this one list.
 */
#include "core/internal.h"

#include <stddef.h>

int32_t nqcnf_variable(uint32_t n, uint32_t row, uint32_t column)
{
    /* 0 is no variable: a square off the board must not alias another. */
    if (n == 0 || n > NQCNF_MAX_N || row >= n || column >= n) return 0;
    return (int32_t)(row * n + column + 1);
}

typedef nqcnf_status (*line_visitor)(void *context, const nqcnf_line *line);

static nqcnf_status visit_line(line_visitor visit, void *context,
                               uint32_t n, nqcnf_line_kind kind,
                               uint32_t row, uint32_t column, int32_t step,
                               uint32_t length)
{
    nqcnf_line line;
    line.kind = kind;
    line.start_row = row;
    line.start_column = column;
    line.first = nqcnf_variable(n, row, column);
    line.step = step;
    line.length = length;
    return visit(context, &line);
}

nqcnf_status nqcnf_for_each_line(const nqcnf_options *options,
                                 line_visitor visit, void *context)
{
    nqcnf_options local;
    const nqcnf_status status = nqcnf_options_import(options, &local);
    if (status != NQCNF_OK) return status;
    if (visit == NULL) return nqcnf_invalid("visit is NULL");
    return nqcnf_board_lines_walk(local.n, visit, context);
}

nqcnf_status nqcnf_board_lines_walk(uint32_t n, line_visitor visit,
                                    void *context)
{
    nqcnf_status status;
    const int32_t width = (int32_t)n;
#define VISIT(kind, row, column, step, length)                              \
    do {                                                                    \
        status = visit_line(visit, context, n, kind, row, column, step,     \
                            length);                                        \
        if (status != NQCNF_OK) return status;                              \
    } while (0)

    for (uint32_t r = 0; r < n; r++)
        VISIT(NQCNF_LINE_ROW, r, 0, 1, n);
    for (uint32_t c = 0; c < n; c++)
        VISIT(NQCNF_LINE_COLUMN, 0, c, width, n);
    /* The reference stops one short of the top-right corner, whose
     * diagonal is a single square, and likewise skips the bottom row. */
    for (uint32_t c = 0; c + 1 < n; c++)
        VISIT(NQCNF_LINE_DIAGONAL_DOWN_RIGHT, 0, c, width + 1, n - c);
    for (uint32_t r = 1; r + 1 < n; r++)
        VISIT(NQCNF_LINE_DIAGONAL_DOWN_RIGHT, r, 0, width + 1, n - r);
    for (uint32_t c = 1; c < n; c++)
        VISIT(NQCNF_LINE_DIAGONAL_DOWN_LEFT, 0, c, width - 1, c + 1);
    for (uint32_t r = 1; r + 1 < n; r++)
        VISIT(NQCNF_LINE_DIAGONAL_DOWN_LEFT, r, n - 1, width - 1, n - r);
#undef VISIT
    return NQCNF_OK;
}
