/*
 * queen_walk.h - queens placed row by row on the board of some options.
 *
 * Planning the split and estimating a count both walk the board the
 * same way: the squares a queen may take at all (not blocked, not in the
 * line of a pre-placed queen, or that queen's own), and the columns and
 * diagonals the queens placed so far occupy, so that whether a square is
 * free is three lookups. Only the search differs (every placement, or a
 * random one), so the board is here once.
 */
#ifndef NQCNF_SOLVE_QUEEN_WALK_H
#define NQCNF_SOLVE_QUEEN_WALK_H

#include "core/internal.h"

typedef struct queen_walk {
    uint32_t n;
    unsigned char *open;                       /* n*n */
    unsigned char *column, *rising, *falling;  /* one block, 5n bytes */
    uint32_t *columns;                         /* the queen of each row */
} queen_walk;

/* An empty board of the options (imported); on error nothing is left
 * allocated and *walk is zeroed. */
nqcnf_status nqcnf_queen_walk_make(queen_walk *walk,
                                   const nqcnf_options *options);
void nqcnf_queen_walk_free(queen_walk *walk);

/* Takes every queen off (the open squares stay). */
void nqcnf_queen_walk_clear(queen_walk *walk);

static inline int queen_walk_free_square(const queen_walk *walk,
                                         uint32_t row, uint32_t column)
{
    return walk->open[(size_t)row * walk->n + column] &&
           !walk->column[column] && !walk->rising[row + column] &&
           !walk->falling[row + walk->n - 1 - column];
}

/* Places (on = 1) or removes (on = 0) the queen of `row`. */
static inline void queen_walk_set(queen_walk *walk, uint32_t row,
                                  uint32_t column, unsigned char on)
{
    walk->column[column] = on;
    walk->rising[row + column] = on;
    walk->falling[row + walk->n - 1 - column] = on;
    walk->columns[row] = column;
}

#endif
