/*
 * board_symmetry.c - the canonical member of a solution's symmetry class.
 *
 * A class is the set of distinct images of a solution under the 8
 * symmetries of the square; its canonical member is the image whose queen
 * columns, row by row, are smallest. That is the board the symmetry-
 * breaking clauses keep and `count --unique` counts, so listing, counting
 * and decode's tally agree on which board stands for a class. The class
 * size follows from the same 8 images: 8 divided by how many of them are
 * the solution itself (its stabilizer), so no set of boards is built.
 * Listing hands out a whole class from its canonical member, so the
 * distinct images themselves are here too, told apart by comparing each
 * with those before it (at most 8).
 *
 * The work is on queen-column arrays (see board_symmetry.h); the public
 * entry converts a board to one and back, and refuses a board that is
 * not one queen per row and per column, for which the images would not
 * be queen-column arrays at all.
 *
 * Given squares shrink the group. A pre-placed queen in a corner is not
 * mapped onto itself by a quarter turn, so the quarter turn of a
 * completion is no completion: classes, the symmetry-breaking clauses
 * and `unique` must use only the symmetries that keep the set of
 * pre-placed queens and the set of blocked squares. Which those are is
 * decided once here, from the sets sorted (a blocked list may hold
 * millions of squares, so each image is looked up by binary search
 * rather than compared with every square).
 */
#include "core/board_symmetry.h"

#include <inttypes.h>
#include <stdlib.h>

void nqcnf_board_symmetry_square(uint32_t n, unsigned which, uint32_t row,
                                 uint32_t column, uint32_t *image_row,
                                 uint32_t *image_column)
{
    const uint32_t last = n - 1, r = row, c = column;
    uint32_t to_row = r, to_column = c;
    switch (which) {
    case 1: to_column = last - c; break;                     /* mirror */
    case 2: to_row = last - r; break;                        /* flip */
    case 3: to_row = last - r; to_column = last - c; break;  /* half turn */
    case 4: to_row = c; to_column = r; break;                /* transpose */
    case 5: to_row = last - c; to_column = last - r; break;  /* anti-transpose */
    case 6: to_row = c; to_column = last - r; break;         /* quarter turn */
    case 7: to_row = last - c; to_column = r; break;         /* three quarters */
    default: break;                                          /* identity */
    }
    *image_row = to_row;
    *image_column = to_column;
}

void nqcnf_board_symmetry_columns(const uint32_t *columns, uint32_t n,
                                  unsigned which, uint32_t *image)
{
    for (uint32_t r = 0; r < n; r++) {
        uint32_t to_row, to_column;
        nqcnf_board_symmetry_square(n, which, r, columns[r], &to_row,
                                    &to_column);
        image[to_row] = to_column;
    }
}

int nqcnf_board_columns_less(const uint32_t *a, const uint32_t *b, uint32_t n)
{
    for (uint32_t r = 0; r < n; r++)
        if (a[r] != b[r]) return a[r] < b[r];
    return 0;
}

unsigned nqcnf_board_symmetry_order(unsigned group)
{
    unsigned order = 0;
    for (unsigned which = 0; which < BOARD_SYMMETRY_COUNT; which++)
        if (board_symmetry_in(group, which)) order++;
    return order;
}

int nqcnf_board_columns_is_canonical(const uint32_t *columns, uint32_t n,
                                     unsigned group, uint32_t *image)
{
    for (unsigned which = 1; which < BOARD_SYMMETRY_COUNT; which++) {
        if (!board_symmetry_in(group, which)) continue;
        nqcnf_board_symmetry_columns(columns, n, which, image);
        if (nqcnf_board_columns_less(image, columns, n)) return 0;
    }
    return 1;
}

static void copy_columns(uint32_t *to, const uint32_t *from, uint32_t n)
{
    for (uint32_t r = 0; r < n; r++) to[r] = from[r];
}

static int same_columns(const uint32_t *a, const uint32_t *b, uint32_t n)
{
    return !nqcnf_board_columns_less(a, b, n) &&
           !nqcnf_board_columns_less(b, a, n);
}

unsigned nqcnf_board_columns_canonical(const uint32_t *columns, uint32_t n,
                                       unsigned group, uint32_t *smallest,
                                       uint32_t *image)
{
    unsigned stabilizer = 1; /* the identity */
    copy_columns(smallest, columns, n);
    for (unsigned which = 1; which < BOARD_SYMMETRY_COUNT; which++) {
        if (!board_symmetry_in(group, which)) continue;
        nqcnf_board_symmetry_columns(columns, n, which, image);
        if (same_columns(image, columns, n)) stabilizer++;
        if (nqcnf_board_columns_less(image, smallest, n))
            copy_columns(smallest, image, n);
    }
    return nqcnf_board_symmetry_order(group | 1u) / stabilizer;
}

unsigned nqcnf_board_columns_images(const uint32_t *columns, uint32_t n,
                                    unsigned group, uint32_t *images)
{
    unsigned count = 1;
    copy_columns(images, columns, n);
    for (unsigned which = 1; which < BOARD_SYMMETRY_COUNT; which++) {
        if (!board_symmetry_in(group, which)) continue;
        uint32_t *image = images + (size_t)count * n;
        nqcnf_board_symmetry_columns(columns, n, which, image);
        /* A class has at most 8 members: comparing with each is cheaper
         * than working out the board's stabilizer first. */
        unsigned seen = 0;
        while (seen < count &&
               !same_columns(image, images + (size_t)seen * n, n))
            seen++;
        if (seen == count) count++;
    }
    return count;
}

/* The queen columns of a board with one queen per row and per column and
 * nothing unassigned; the first square or line that breaks the rule
 * refused by name otherwise. `seen`: n entries. */
static nqcnf_status read_permutation(const nqcnf_board *board,
                                     uint32_t *columns, uint32_t *seen)
{
    const uint32_t n = board->n;
    for (uint32_t c = 0; c < n; c++) seen[c] = 0;
    for (uint32_t r = 0; r < n; r++) {
        uint32_t queens = 0;
        for (uint32_t c = 0; c < n; c++) {
            const unsigned char square = board->squares[(size_t)r * n + c];
            if (square == NQCNF_SQUARE_QUEEN) {
                columns[r] = c;
                queens++;
            } else if (square != NQCNF_SQUARE_EMPTY) {
                return nqcnf_invalid(
                    "board square (%" PRIu32 ",%" PRIu32 ") is %u: only "
                    "queens and empty squares have images",
                    r, c, (unsigned)square);
            }
        }
        if (queens != 1)
            return nqcnf_invalid("board row %" PRIu32 " holds %" PRIu32
                                 " queens: a board with a class holds one "
                                 "per row and per column",
                                 r, queens);
        if (seen[columns[r]]++)
            return nqcnf_invalid("board column %" PRIu32 " holds two "
                                 "queens: a board with a class holds one "
                                 "per row and per column",
                                 columns[r]);
    }
    return NQCNF_OK;
}

static void write_columns(nqcnf_board *board, uint32_t n,
                          const uint32_t *columns)
{
    board->n = n;
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++)
            board->squares[(size_t)r * n + c] = (unsigned char)(
                columns[r] == c ? NQCNF_SQUARE_QUEEN : NQCNF_SQUARE_EMPTY);
}

nqcnf_status nqcnf_board_class(const nqcnf_board *board, unsigned group,
                               nqcnf_board *canonical, unsigned *class_size)
{
    if (group > NQCNF_SYMMETRY_GROUP_ALL)
        return nqcnf_invalid("group is %#x: a group has bits 0 .. 7 alone "
                             "(NQCNF_SYMMETRY_GROUP_ALL is %#x)",
                             group, NQCNF_SYMMETRY_GROUP_ALL);
    group |= 1u; /* the identity */
    if (board == NULL) return nqcnf_invalid("board is NULL");
    if (board->squares == NULL)
        return nqcnf_invalid("board->squares is NULL");
    if (board->n == 0) return nqcnf_invalid("board->n is 0");
    if (canonical != NULL && canonical->squares == NULL)
        return nqcnf_invalid("canonical->squares is NULL: it needs room "
                             "for n*n squares");
    /* the squares are written n*n, row by row: a board of another size
     * would be overrun (a smaller one) or garbled (a larger one) */
    if (canonical != NULL && canonical->n != board->n)
        return nqcnf_invalid("canonical->n is %u and board->n is %u: the "
                             "canonical board must be as large as the "
                             "board (nqcnf_board_init with the same n)",
                             canonical->n, board->n);
    const uint32_t n = board->n;
    nqcnf_status status = nqcnf_check_n(n);
    if (status != NQCNF_OK) return status;
    uint32_t *work = nqcnf_allocate(sizeof *work * 3 * (size_t)n);
    if (work == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    uint32_t *columns = work, *smallest = work + n, *image = work + 2 * n;
    status = read_permutation(board, columns, image);
    if (status == NQCNF_OK) {
        const unsigned size =
            nqcnf_board_columns_canonical(columns, n, group, smallest, image);
        if (class_size != NULL) *class_size = size;
        if (canonical != NULL) write_columns(canonical, n, smallest);
    }
    nqcnf_release(work);
    return status;
}

/* ---- The group of a problem ------------------------------------------ */

static int compare_squares(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* The squares of `refs`, numbered row-major, sorted (duplicates kept:
 * they change nothing in a lookup). */
static uint64_t *sorted_squares(uint32_t n, const nqcnf_square_ref *refs,
                                size_t count)
{
    uint64_t *squares = nqcnf_allocate(sizeof *squares * (count + 1));
    if (squares == NULL) return NULL;
    for (size_t i = 0; i < count; i++)
        squares[i] = (uint64_t)refs[i].row * n + refs[i].column;
    qsort(squares, count, sizeof *squares, compare_squares);
    return squares;
}

static int holds(const uint64_t *sorted, size_t count, uint64_t square)
{
    return bsearch(&square, sorted, count, sizeof *sorted,
                   compare_squares) != NULL;
}

/* Whether `which` maps the set onto itself: every image is in the set
 * (a map of a finite set into itself that is one-to-one is onto). */
static int keeps(uint32_t n, unsigned which, const uint64_t *sorted,
                 size_t count)
{
    for (size_t i = 0; i < count; i++) {
        uint32_t row, column;
        nqcnf_board_symmetry_square(n, which, (uint32_t)(sorted[i] / n),
                                    (uint32_t)(sorted[i] % n), &row, &column);
        if (!holds(sorted, count, (uint64_t)row * n + column)) return 0;
    }
    return 1;
}

nqcnf_status nqcnf_board_symmetry_group(const nqcnf_options *options,
                                        unsigned *group)
{
    *group = NQCNF_SYMMETRY_GROUP_ALL;
    if (options->queen_count == 0 && options->blocked_count == 0)
        return NQCNF_OK;
    const uint32_t n = options->n;
    uint64_t *queens =
        sorted_squares(n, options->queens, options->queen_count);
    uint64_t *blocked =
        sorted_squares(n, options->blocked, options->blocked_count);
    nqcnf_status status = NQCNF_ERR_OUT_OF_MEMORY;
    if (queens != NULL && blocked != NULL) {
        for (unsigned which = 1; which < BOARD_SYMMETRY_COUNT; which++)
            if (!keeps(n, which, queens, options->queen_count) ||
                !keeps(n, which, blocked, options->blocked_count))
                *group &= ~(1u << which);
        status = NQCNF_OK;
    }
    nqcnf_release(queens);
    nqcnf_release(blocked);
    return status;
}

nqcnf_status nqcnf_symmetry_group(const nqcnf_options *options,
                                  unsigned *group)
{
    if (group == NULL) return nqcnf_invalid("group is NULL");
    *group = 0;
    nqcnf_options own;
    const nqcnf_status status = nqcnf_options_import(options, &own);
    if (status != NQCNF_OK) return status;
    return nqcnf_board_symmetry_group(&own, group);
}

const char *nqcnf_symmetry_name(nqcnf_symmetry which)
{
    static const char *const names[BOARD_SYMMETRY_COUNT] = {
        "the identity",
        "the left-right mirror image",
        "the top-bottom mirror image",
        "the half turn",
        "the reflection in the main diagonal",
        "the reflection in the other diagonal",
        "the quarter turn",
        "the three-quarter turn"};
    return (unsigned)which < BOARD_SYMMETRY_COUNT ? names[which] : NULL;
}
