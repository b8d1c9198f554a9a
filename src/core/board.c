/*
 * board.c - the board a model describes, as plain bytes.
 *
 * One byte per square (empty, queen, unassigned) rather than a bit set or
 * a column per row: a decoded model may put two queens in a row or leave
 * squares unassigned, and the verifier must be able to say so; a
 * solution-shaped representation could not even hold such a board.
 */
#include "core/internal.h"

#include <string.h>

nqcnf_status nqcnf_board_init(nqcnf_board *board, uint32_t n,
                              nqcnf_square fill)
{
    if (board == NULL) return nqcnf_invalid("board is NULL");
    board->n = 0;
    board->squares = NULL;
    if (fill != NQCNF_SQUARE_EMPTY && fill != NQCNF_SQUARE_QUEEN &&
        fill != NQCNF_SQUARE_UNASSIGNED)
        return nqcnf_invalid("fill is %d: not an nqcnf_square", (int)fill);
    const nqcnf_status status = nqcnf_check_n(n);
    if (status != NQCNF_OK) return status;
    const size_t squares = (size_t)n * n;
    board->squares = nqcnf_allocate(squares);
    if (board->squares == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(board->squares, (int)fill, squares);
    board->n = n;
    return NQCNF_OK;
}

void nqcnf_board_free(nqcnf_board *board)
{
    if (board == NULL) return;
    nqcnf_release(board->squares);
    board->squares = NULL;
    board->n = 0;
}
