/*
 * instance.h - the instance object of the public "Instances of the
 * literature" section, shared by its three units: instance.c (the object,
 * its lists and how it becomes options), random_instances.c (the seeded
 * generators) and read/instance_files.c (the CSPLib and ASP file formats).
 *
 * The lists only ever grow; nothing is deduplicated until
 * nqcnf_instance_apply(), which merges blocked squares and the squares of
 * the excluded diagonals into one sorted list of its own, so that a square
 * both blocked and on an excluded diagonal becomes one unit clause.
 */
#ifndef NQCNF_GENERATE_INSTANCE_H
#define NQCNF_GENERATE_INSTANCE_H

#include "core/internal.h"

typedef struct square_list {
    nqcnf_square_ref *items;
    size_t count;
    size_t capacity;
} square_list;

struct nqcnf_instance {
    uint32_t n;
    square_list blocked;
    square_list queens;
    nqcnf_diagonal *diagonals;
    size_t diagonal_count;
    size_t diagonal_capacity;
    square_list applied; /* what nqcnf_instance_apply() points at */
};

nqcnf_status nqcnf_square_list_add(square_list *list, nqcnf_square_ref square);
void nqcnf_square_list_free(square_list *list);
/* Appends the squares whose bits are set in `marks` (a bit per square of
 * the n x n board, row by row, bit i of word i / 64), row by row; the
 * list must have room for them all. A bitmap is how a list of millions
 * of squares is sorted and merged in linear time. */
void nqcnf_square_list_read_marks(square_list *list, uint32_t n,
                                  const uint64_t *marks);

/* Where a diagonal lies: sum diagonal k holds column = k - row,
 * difference diagonal k column = row - k + n - 1; either is on the board
 * for the rows k - (n - 1) .. k, clipped to 0 .. n - 1. The one place
 * this geometry is written: the generators and the merge walk only those
 * rows. */
static inline void diagonal_rows(uint32_t n, nqcnf_diagonal diagonal,
                                 uint32_t *first, uint32_t *last)
{
    const uint32_t k = diagonal.index;
    *first = k > n - 1 ? k - (n - 1) : 0;
    *last = k < n - 1 ? k : n - 1;
}

static inline uint32_t diagonal_column(uint32_t n, nqcnf_diagonal diagonal,
                                       uint32_t row)
{
    return diagonal.sum ? diagonal.index - row
                        : row + (n - 1) - diagonal.index;
}

/* The squares of `diagonal` on the n x n board, in row order, through
 * `visit` (which returns 0 to go on). */
void nqcnf_diagonal_squares(uint32_t n, nqcnf_diagonal diagonal,
                            int (*visit)(void *context,
                                         nqcnf_square_ref square),
                            void *context);

/* Undoes additions: the lists back to the given lengths (what a reader
 * does when a file turns out to be malformed half way). */
void nqcnf_instance_truncate(nqcnf_instance *instance, size_t blocked,
                             size_t queens, size_t diagonals);

#endif
