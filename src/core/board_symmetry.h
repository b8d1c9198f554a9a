/*
 * board_symmetry.h - the 8 symmetries of the square, on queen columns.
 *
 * Counting, listing and the public nqcnf_board_class() all ask the
 * same question of a solution: which of its 8 images comes first. They
 * work on the queen-column array (columns[row], one queen per row and
 * column), n entries instead of n*n squares, because counting asks it
 * of every solution it finds. The square map is written once here; the
 * column transforms and the comparisons are built on it.
 */
#ifndef NQCNF_CORE_BOARD_SYMMETRY_H
#define NQCNF_CORE_BOARD_SYMMETRY_H

#include "core/internal.h"

/* 0 is the identity; 1 .. 7 are, in the order of the symmetry-breaking
 * clauses: mirror, flip, half turn, transpose, anti-transpose, quarter
 * turn, three quarters. */
#define BOARD_SYMMETRY_COUNT 8u

/* Where square (row, column) of the n x n board goes under `which`. */
void nqcnf_board_symmetry_square(uint32_t n, unsigned which, uint32_t row,
                                 uint32_t column, uint32_t *image_row,
                                 uint32_t *image_column);

/* The image of a queen-column array (a permutation of 0 .. n-1) under
 * `which`; image must not alias columns. */
void nqcnf_board_symmetry_columns(const uint32_t *columns, uint32_t n,
                                  unsigned which, uint32_t *image);

/* Whether a comes before b, compared row by row. */
int nqcnf_board_columns_less(const uint32_t *a, const uint32_t *b, uint32_t n);

/* Classes are taken under a group of symmetries (a bit mask, bit w for
 * symmetry w; NQCNF_SYMMETRY_GROUP_ALL on the open board): with given
 * squares only the symmetries that keep them map solutions to solutions
 * (nqcnf_symmetry_group). */

/* Whether the array is the smallest of its class under `group` (`image`:
 * n entries of scratch). Stops at the first smaller image: the fast test
 * that counting makes of every solution. */
int nqcnf_board_columns_is_canonical(const uint32_t *columns, uint32_t n,
                                     unsigned group, uint32_t *image);

/* The smallest image under `group` into `smallest` and the class size
 * (the group's order divided by how many of its members fix the board)
 * as the return value; `image` is n entries of scratch, and neither may
 * alias columns. */
unsigned nqcnf_board_columns_canonical(const uint32_t *columns, uint32_t n,
                                       unsigned group, uint32_t *smallest,
                                       uint32_t *image);

/* The distinct images of the array under `group` (its class): the array
 * itself first, then each image not seen before, in the order of the
 * symmetries, into `images` (8 * n entries, which must not alias
 * columns); returns how many there are, the class size. Listing hands
 * out a whole class from its one solved board this way. */
unsigned nqcnf_board_columns_images(const uint32_t *columns, uint32_t n,
                                    unsigned group, uint32_t *images);

/* The group of options that passed nqcnf_options_import (see
 * nqcnf_symmetry_group): NQCNF_OK or NQCNF_ERR_OUT_OF_MEMORY. */
nqcnf_status nqcnf_board_symmetry_group(const nqcnf_options *options,
                                        unsigned *group);

/* Whether symmetry `which` belongs to `group`. */
static inline int board_symmetry_in(unsigned group, unsigned which)
{
    return (group >> which) & 1u;
}

/* How many symmetries `group` holds. */
unsigned nqcnf_board_symmetry_order(unsigned group);

#endif
