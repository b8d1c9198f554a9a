/*
 * test_board_canonical.c - nqcnf_board_class() under all 8 symmetries,
 * against brute force.
 *
 * The 8 images of a board are built here square by square, each from an
 * index formula written out in this file (not the library's transforms),
 * and the canonical board is found the plain way: the image whose queen
 * columns come first. The class size is the number of distinct images,
 * counted by comparing all 8 with each other. Every solution of the
 * backtracking oracle for N = 1 .. 10 is held to that, and the boards
 * that are their own canonical board are counted against OEIS A002562;
 * the class sizes of the canonical boards must add up to A000170.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

static nqcnf_status class_of_all(const nqcnf_board *board,
                                 nqcnf_board *canonical, unsigned *size)
{
    return nqcnf_board_class(board, NQCNF_SYMMETRY_GROUP_ALL, canonical,
                             size);
}

/* The square (row, column) of image k goes to, as an index r*n+c: the
 * identity, mirror, flip, half turn, transpose, anti-transpose and the two
 * quarter turns, each written out. */
static size_t image_index(uint32_t n, unsigned k, uint32_t r, uint32_t c)
{
    const uint32_t l = n - 1;
    switch (k) {
    case 0: return (size_t)r * n + c;
    case 1: return (size_t)r * n + (l - c);
    case 2: return (size_t)(l - r) * n + c;
    case 3: return (size_t)(l - r) * n + (l - c);
    case 4: return (size_t)c * n + r;
    case 5: return (size_t)(l - c) * n + (l - r);
    case 6: return (size_t)c * n + (l - r);
    default: return (size_t)(l - c) * n + r;
    }
}

/* The 8 images of the board `columns` as n*n squares each. */
static unsigned char *all_images(uint32_t n, const uint32_t *columns)
{
    const size_t squares = (size_t)n * n;
    unsigned char *images = calloc(8 * squares, 1);
    assert_non_null(images);
    for (unsigned k = 0; k < 8; k++)
        for (uint32_t r = 0; r < n; r++)
            images[k * squares + image_index(n, k, r, columns[r])] =
                NQCNF_SQUARE_QUEEN;
    return images;
}

/* Queen columns of n*n squares, compared row by row: the queen further
 * left comes first. */
static int squares_before(uint32_t n, const unsigned char *a,
                          const unsigned char *b)
{
    for (uint32_t r = 0; r < n; r++) {
        uint32_t ca = 0, cb = 0;
        while (a[(size_t)r * n + ca] != NQCNF_SQUARE_QUEEN) ca++;
        while (b[(size_t)r * n + cb] != NQCNF_SQUARE_QUEEN) cb++;
        if (ca != cb) return ca < cb;
    }
    return 0;
}

typedef struct tally {
    uint64_t solutions, canonical, class_total;
    uint64_t sizes[9]; /* canonical boards by class size */
} tally;

static int check_one(void *context, uint32_t n, const uint32_t *columns)
{
    tally *t = context;
    const size_t squares = (size_t)n * n;
    unsigned char *images = all_images(n, columns);
    unsigned smallest = 0, distinct = 0;
    for (unsigned k = 0; k < 8; k++) {
        if (squares_before(n, images + k * squares,
                           images + smallest * squares))
            smallest = k;
        int earlier = 0;
        for (unsigned j = 0; j < k; j++)
            earlier |= memcmp(images + j * squares, images + k * squares,
                              squares) == 0;
        distinct += !earlier;
    }
    nqcnf_board board = {n, images}; /* image 0: the board itself */
    unsigned char *out = malloc(squares);
    assert_non_null(out);
    memset(out, 7, squares);
    nqcnf_board canonical = {n, out};
    unsigned size = 0;
    assert_int_equal(class_of_all(&board, &canonical, &size),
                     NQCNF_OK);
    assert_int_equal(canonical.n, n);
    assert_memory_equal(out, images + smallest * squares, squares);
    assert_int_equal(size, distinct);
    t->solutions++;
    if (smallest == 0 || memcmp(images, images + smallest * squares,
                                squares) == 0) {
        t->canonical++;
        t->class_total += size;
        t->sizes[size]++;
    }
    free(out);
    free(images);
    return 0;
}

static void test_canonical_boards_are_a002562_up_to_ten(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 10; n++) {
        tally t;
        memset(&t, 0, sizeof t);
        oracle_enumerate(n, NULL, 0, NULL, 0, 0, check_one, &t);
        assert_int_equal(t.solutions, oracle_a000170[n]);
        assert_int_equal(t.canonical, oracle_a002562[n]);
        assert_int_equal(t.class_total, oracle_a000170[n]);
        if (n == 1) assert_int_equal(t.sizes[1], 1);
        else assert_int_equal(t.sizes[1], 0);
        /* Every size is 8, 4 or 2: nothing else was counted. */
        assert_int_equal(t.sizes[2] + t.sizes[4] + t.sizes[8] + t.sizes[1],
                         t.canonical);
        if (n == 8) { /* 11 classes of 8 and the one symmetric class */
            assert_int_equal(t.sizes[8], 11);
            assert_int_equal(t.sizes[4], 1);
        }
        if (n == 4) assert_int_equal(t.sizes[2], 1); /* 2 4 1 3 */
    }
}

/* A board written as its columns, 0-based. */
static nqcnf_board board_of(uint32_t n, const uint32_t *columns)
{
    nqcnf_board board = {n, calloc((size_t)n * n, 1)};
    assert_non_null(board.squares);
    for (uint32_t r = 0; r < n; r++)
        board.squares[(size_t)r * n + columns[r]] = NQCNF_SQUARE_QUEEN;
    return board;
}

static void test_eight_queens_classes_by_hand(void **state)
{
    (void)state;
    /* 1 5 8 6 3 7 2 4 (1-based) is the first of all 92 solutions, so the
     * smallest of its class; 8 4 1 3 6 2 7 5 is its mirror image. */
    const uint32_t first[8] = {0, 4, 7, 5, 2, 6, 1, 3};
    const uint32_t mirrored[8] = {7, 3, 0, 2, 5, 1, 6, 4};
    nqcnf_board board = board_of(8, mirrored);
    nqcnf_board expected = board_of(8, first);
    unsigned size = 0;
    /* In place. */
    assert_int_equal(class_of_all(&board, &board, &size), NQCNF_OK);
    assert_int_equal(size, 8);
    assert_memory_equal(board.squares, expected.squares, 64);
    /* 3 5 2 8 1 7 4 6 is the one class of N = 8 that a half turn keeps:
     * 4 members, its canonical board itself. Without a board out. */
    const uint32_t symmetric[8] = {2, 4, 1, 7, 0, 6, 3, 5};
    nqcnf_board turned = board_of(8, symmetric);
    assert_int_equal(class_of_all(&turned, NULL, &size), NQCNF_OK);
    assert_int_equal(size, 4);
    free(board.squares);
    free(expected.squares);
    free(turned.squares);
}

static void test_boards_that_are_not_permutations_are_refused(void **state)
{
    (void)state;
    const uint32_t columns[4] = {1, 3, 0, 2};
    nqcnf_board board = board_of(4, columns);
    unsigned char out[16];
    nqcnf_board canonical = {4, out};
    unsigned size = 99;
    assert_int_equal(class_of_all(&board, &canonical, &size),
                     NQCNF_OK);
    assert_int_equal(size, 2);
    assert_int_equal(class_of_all(NULL, &canonical, &size),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_board no_squares = {0, NULL};
    assert_int_equal(class_of_all(&board, &no_squares, &size),
                     NQCNF_ERR_INVALID_ARGUMENT);
    board.squares[0] = NQCNF_SQUARE_QUEEN; /* two queens in row 1 */
    assert_int_equal(class_of_all(&board, &canonical, &size),
                     NQCNF_ERR_INVALID_ARGUMENT);
    board.squares[0] = NQCNF_SQUARE_UNASSIGNED;
    assert_int_equal(class_of_all(&board, &canonical, &size),
                     NQCNF_ERR_INVALID_ARGUMENT);
    board.squares[0] = NQCNF_SQUARE_EMPTY;
    board.squares[1] = NQCNF_SQUARE_EMPTY; /* row 1 empty */
    assert_int_equal(class_of_all(&board, &canonical, &size),
                     NQCNF_ERR_INVALID_ARGUMENT);
    board.squares[4 + 1] = NQCNF_SQUARE_QUEEN;
    board.squares[4 + 3] = NQCNF_SQUARE_EMPTY;
    board.squares[0 + 1] = NQCNF_SQUARE_QUEEN; /* column 2 twice */
    assert_int_equal(class_of_all(&board, &canonical, &size),
                     NQCNF_ERR_INVALID_ARGUMENT);
    free(board.squares);
}

/* The canonical board is written n*n squares: one of another size is
 * refused before anything is written (a 2x2 board given for a 4x4 class
 * was once overrun; ASan and valgrind run this test too). */
static void test_a_canonical_board_of_another_size_is_refused(void **state)
{
    (void)state;
    const uint32_t columns[4] = {1, 3, 0, 2};
    nqcnf_board board = board_of(4, columns);
    for (uint32_t n = 0; n <= 5; n++) {
        if (n == 4) continue;
        nqcnf_board canonical;
        canonical.n = n;
        canonical.squares = malloc(n ? (size_t)n * n : 1);
        assert_non_null(canonical.squares);
        if (n) memset(canonical.squares, 0xAB, (size_t)n * n);
        unsigned size = 99;
        assert_int_equal(class_of_all(&board, &canonical, &size),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_non_null(strstr(nqcnf_errmsg(), "canonical->n"));
        assert_int_equal(size, 99);
        for (size_t i = 0; i < (size_t)n * n; i++)
            assert_int_equal(canonical.squares[i], 0xAB);
        free(canonical.squares);
    }
    free(board.squares);
}

static nqcnf_status canonical_of_six(void *context)
{
    unsigned *size = context;
    const uint32_t columns[6] = {4, 2, 0, 5, 3, 1};
    nqcnf_board board = board_of(6, columns);
    const nqcnf_status status = class_of_all(&board, &board, size);
    free(board.squares);
    return status;
}

static void test_a_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    unsigned size = 0;
    oom_loop("canonical of a 6-queens board", canonical_of_six, &size);
    assert_int_equal(size, 4); /* N = 6's one class has 4 members */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_canonical_boards_are_a002562_up_to_ten),
        cmocka_unit_test(test_eight_queens_classes_by_hand),
        cmocka_unit_test(test_boards_that_are_not_permutations_are_refused),
        cmocka_unit_test(test_a_canonical_board_of_another_size_is_refused),
        cmocka_unit_test(test_a_failed_allocation_is_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
