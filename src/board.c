/*
 * board.c - board geometry: variable numbers and the lines a queen attacks.
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
#include "internal.h"

#include <stddef.h>

void nqcnf_options_init(nqcnf_options *options, uint32_t n)
{
    if (options == NULL) return;
    options->n = n;
    options->encoding = NQCNF_ENCODING_PAIRWISE;
    options->column_at_least_one = 1;
    options->symmetry_breaking = 0;
    options->queens = NULL;
    options->queen_count = 0;
    options->blocked = NULL;
    options->blocked_count = 0;
}

nqcnf_status nqcnf_check_n(uint32_t n)
{
    if (n < 1) return NQCNF_ERR_INVALID_ARGUMENT;
    if (n > NQCNF_MAX_N) return NQCNF_ERR_TOO_LARGE;
    return NQCNF_OK;
}

static int squares_on_board(uint32_t n, const nqcnf_square_ref *squares,
                            size_t count)
{
    if (count > 0 && squares == NULL) return 0;
    for (size_t i = 0; i < count; i++)
        if (squares[i].row >= n || squares[i].column >= n) return 0;
    return 1;
}

nqcnf_status nqcnf_options_check(const nqcnf_options *options)
{
    if (options == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    const nqcnf_status status = nqcnf_check_n(options->n);
    if (status != NQCNF_OK) return status;
    if ((unsigned)options->encoding >= NQCNF_ENCODING_COUNT ||
        !squares_on_board(options->n, options->queens, options->queen_count) ||
        !squares_on_board(options->n, options->blocked,
                          options->blocked_count))
        return NQCNF_ERR_INVALID_ARGUMENT;
    return NQCNF_OK;
}

static int queens_attack(nqcnf_square_ref a, nqcnf_square_ref b)
{
    const int64_t dr = (int64_t)a.row - b.row;
    const int64_t dc = (int64_t)a.column - b.column;
    if (dr == 0 && dc == 0) return 0; /* the same queen named twice */
    return dr == 0 || dc == 0 || dr == dc || dr == -dc;
}

int nqcnf_queens_conflict(const nqcnf_options *options, size_t *first,
                          size_t *second)
{
    if (options == NULL || options->queens == NULL) return 0;
    for (size_t i = 0; i < options->queen_count; i++) {
        const nqcnf_square_ref q = options->queens[i];
        for (size_t j = 0; j < i; j++) {
            if (!queens_attack(options->queens[j], q)) continue;
            if (first) *first = j;
            if (second) *second = i;
            return 1;
        }
        for (size_t b = 0; options->blocked && b < options->blocked_count;
             b++) {
            if (options->blocked[b].row != q.row ||
                options->blocked[b].column != q.column)
                continue;
            if (first) *first = i;
            if (second) *second = i;
            return 1;
        }
    }
    return 0;
}

int32_t nqcnf_variable(uint32_t n, uint32_t row, uint32_t column)
{
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
    nqcnf_status status = nqcnf_options_check(options);
    if (status != NQCNF_OK) return status;
    if (visit == NULL) return NQCNF_ERR_INVALID_ARGUMENT;

    const uint32_t n = options->n;
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
