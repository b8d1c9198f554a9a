/*
 * test_tally.c - nqcnf_tally against the suite's oracle and OEIS.
 *
 * The tally is what decode says of an enumeration as a whole, so it is
 * fed one: every solution of N = 1 .. 8 as the backtracking oracle of
 * tests/support finds them, and must count A000170 models, all distinct,
 * in A002562 classes, all complete. Which solutions share a class is
 * worked out here apart, from the oracle's symmetries of the square
 * (oracle_square_image): the smallest image of each and the number of
 * distinct images, never the library's transforms. Repeats are made by
 * adding a board again, and must name the first model with it and that
 * model's line; boards that are no solution are made by hand. Out of
 * memory is tried at every allocation two ways: the oracles' loop that
 * fails every allocation from the k-th on, after which the tally must
 * still be as it was and freeable, and an allocator of this file that
 * refuses the k-th alone, after which adding the same model again must
 * end in the tally of a run that never failed.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

/* Every solution of a board, in the oracle's order; test memory. */
typedef struct solutions {
    uint32_t n;
    uint32_t *columns; /* count * n */
    size_t count;
} solutions;

static int keep_solution(void *context, uint32_t n, const uint32_t *columns)
{
    solutions *all = context;
    all->columns = realloc(all->columns,
                           (all->count + 1) * n * sizeof *all->columns);
    assert_non_null(all->columns);
    memcpy(all->columns + all->count * n, columns, n * sizeof *columns);
    all->count++;
    return 0;
}

static solutions all_solutions(uint32_t n)
{
    solutions all = {n, NULL, 0};
    oracle_enumerate(n, NULL, 0, NULL, 0, 0, keep_solution, &all);
    return all;
}

static const uint32_t *solution_at(const solutions *all, size_t index)
{
    return all->columns + index * all->n;
}

/* A board of the caller's memory (free its squares with free()). */
static nqcnf_board board_of(uint32_t n, const uint32_t *columns)
{
    nqcnf_board board = {n, calloc((size_t)n * n, 1)};
    assert_non_null(board.squares);
    for (uint32_t r = 0; columns != NULL && r < n; r++)
        board.squares[(size_t)r * n + columns[r]] = NQCNF_SQUARE_QUEEN;
    return board;
}

/* Whether queen columns a come before b, compared row by row. */
static int columns_before(uint32_t n, const uint32_t *a, const uint32_t *b)
{
    for (uint32_t r = 0; r < n; r++)
        if (a[r] != b[r]) return a[r] < b[r];
    return 0;
}

/* The class of a solution the plain way: its 8 images by the oracle's
 * map of squares, the smallest of them row by row into `smallest`, and
 * the number of distinct ones. */
static unsigned oracle_class(uint32_t n, const uint32_t *columns,
                             uint32_t *smallest)
{
    uint32_t images[8][8];
    unsigned distinct = 0;
    for (unsigned k = 0; k < 8; k++) {
        for (uint32_t r = 0; r < n; r++) {
            uint32_t row, column;
            oracle_square_image(n, k, r, columns[r], &row, &column);
            images[k][row] = column;
        }
        unsigned seen = 0;
        while (seen < k && memcmp(images[seen], images[k],
                                  n * sizeof images[k][0]) != 0)
            seen++;
        if (seen == k) distinct++;
        if (k == 0 || columns_before(n, images[k], smallest))
            memcpy(smallest, images[k], n * sizeof *smallest);
    }
    return distinct;
}

/* One model on the walk, as the tests keep it. */
typedef struct visit {
    size_t class_number, model, line, repeats;
} visit;

typedef struct walk_log {
    visit *visits;
    size_t count;
    size_t stop_after; /* 0: never stop */
} walk_log;

static int log_visit(void *context, size_t class_number, size_t model,
                     size_t line, size_t repeats)
{
    walk_log *log = context;
    log->visits = realloc(log->visits, (log->count + 1) * sizeof *log->visits);
    assert_non_null(log->visits);
    log->visits[log->count++] = (visit){class_number, model, line, repeats};
    return log->stop_after != 0 && log->count == log->stop_after;
}

static walk_log walk(const nqcnf_tally *tally)
{
    walk_log log = {NULL, 0, 0};
    assert_int_equal(nqcnf_tally_walk(tally, log_visit, &log), NQCNF_OK);
    return log;
}

/* The walk against the tally's own word on each model: every model once,
 * with its class, line and repeat; the classes in order, each board's
 * models together and in order after its first, the models that are no
 * solution last and in order. */
static void assert_walk_agrees(const nqcnf_tally *tally)
{
    const size_t models = nqcnf_tally_count(tally, NQCNF_TALLY_MODELS);
    walk_log log = walk(tally);
    assert_int_equal(log.count, models);
    unsigned char *seen = calloc(models + 1, 1);
    assert_non_null(seen);
    size_t class_before = 0, no_class_before = 0;
    for (size_t i = 0; i < log.count; i++) {
        const visit *v = &log.visits[i];
        assert_true(v->model >= 1 && v->model <= models);
        assert_false(seen[v->model]);
        seen[v->model] = 1;
        size_t line, class_number, repeats;
        assert_int_equal(nqcnf_tally_model(tally, v->model, &line,
                                           &class_number, &repeats),
                         NQCNF_OK);
        assert_int_equal(v->class_number, class_number);
        assert_int_equal(v->line, line);
        assert_int_equal(v->repeats, repeats);
        if (v->class_number != 0) {
            /* classes in order, none after the models in no class */
            assert_int_equal(no_class_before, 0);
            assert_true(v->class_number == class_before ||
                        v->class_number == class_before + 1);
            class_before = v->class_number;
            /* a repeat comes right after its board's earlier models */
            if (v->repeats != 0) {
                const visit *before = &log.visits[i - 1];
                assert_true(before->model == v->repeats ||
                            before->repeats == v->repeats);
                assert_true(before->model < v->model);
            }
        } else {
            assert_true(v->model > no_class_before);
            no_class_before = v->model;
        }
    }
    assert_int_equal(class_before,
                     nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES));
    free(seen);
    free(log.visits);
}

/* ---- Every solution, once ------------------------------------------- */

static void test_all_solutions_are_oeis_up_to_eight(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++) {
        solutions all = all_solutions(n);
        assert_int_equal(all.count, oracle_a000170[n]);
        nqcnf_tally *tally = NULL;
        assert_int_equal(nqcnf_tally_new(n, &tally), NQCNF_OK);
        /* the class number of each model, and each class's smallest
         * image and size, as the oracle has them */
        size_t *class_of = calloc(all.count + 1, sizeof *class_of);
        uint32_t *canonical = calloc((all.count + 1) * n, sizeof *canonical);
        unsigned *size_of = calloc(all.count + 1, sizeof *size_of);
        assert_true(class_of && canonical && size_of);
        size_t classes = 0;
        for (size_t i = 0; i < all.count; i++) {
            nqcnf_board board = board_of(n, solution_at(&all, i));
            int solution = 0;
            size_t class_number = 0, repeats = 9, repeats_line = 9;
            assert_int_equal(nqcnf_tally_add(tally, &board, 10 * i + 3,
                                             &solution, &class_number,
                                             &repeats, &repeats_line),
                             NQCNF_OK);
            free(board.squares);
            assert_true(solution);
            assert_int_equal(repeats, 0);
            assert_int_equal(repeats_line, 0);
            uint32_t smallest[8];
            const unsigned size =
                oracle_class(n, solution_at(&all, i), smallest);
            size_t k = 1;
            while (k <= classes &&
                   memcmp(canonical + k * n, smallest,
                          n * sizeof *smallest) != 0)
                k++;
            if (k > classes) {
                classes = k;
                memcpy(canonical + k * n, smallest, n * sizeof *smallest);
                size_of[k] = size;
            }
            /* classes are numbered in the order of their first model */
            assert_int_equal(class_number, k);
            class_of[i + 1] = k;
        }
        assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_MODELS),
                         oracle_a000170[n]);
        assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_DISTINCT),
                         oracle_a000170[n]);
        assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_SOLUTIONS),
                         oracle_a000170[n]);
        assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES),
                         oracle_a002562[n]);
        assert_int_equal(
            nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES_COMPLETE),
            oracle_a002562[n]);
        assert_int_equal(classes, oracle_a002562[n]);
        uint64_t members = 0;
        for (size_t k = 1; k <= classes; k++) {
            uint32_t columns[8];
            unsigned size = 0;
            size_t found = 0;
            assert_int_equal(nqcnf_tally_class(tally, k, columns, &size,
                                               &found),
                             NQCNF_OK);
            assert_memory_equal(columns, canonical + k * n,
                                n * sizeof *columns);
            assert_int_equal(size, size_of[k]);
            assert_int_equal(found, size);
            members += size;
        }
        assert_int_equal(members, oracle_a000170[n]);
        for (size_t m = 1; m <= all.count; m++) {
            size_t line = 0, class_number = 0, repeats = 9;
            assert_int_equal(nqcnf_tally_model(tally, m, &line,
                                               &class_number, &repeats),
                             NQCNF_OK);
            assert_int_equal(line, 10 * (m - 1) + 3);
            assert_int_equal(class_number, class_of[m]);
            assert_int_equal(repeats, 0);
            nqcnf_board again;
            assert_int_equal(nqcnf_tally_model_board(tally, m, &again),
                             NQCNF_OK);
            nqcnf_board expected = board_of(n, solution_at(&all, m - 1));
            assert_int_equal(again.n, n);
            assert_memory_equal(again.squares, expected.squares,
                                (size_t)n * n);
            free(expected.squares);
            nqcnf_board_free(&again);
        }
        assert_walk_agrees(tally);
        nqcnf_tally_free(tally);
        free(class_of);
        free(canonical);
        free(size_of);
        free(all.columns);
    }
}

/* Half of N = 6's one class of 4, then the rest. */
static void test_a_class_is_complete_when_every_member_came(void **state)
{
    (void)state;
    solutions all = all_solutions(6);
    assert_int_equal(all.count, 4);
    nqcnf_tally *tally = NULL;
    assert_int_equal(nqcnf_tally_new(6, &tally), NQCNF_OK);
    for (size_t i = 0; i < all.count; i++) {
        nqcnf_board board = board_of(6, solution_at(&all, i));
        assert_int_equal(nqcnf_tally_add(tally, &board, i + 1, NULL, NULL,
                                         NULL, NULL),
                         NQCNF_OK);
        free(board.squares);
        unsigned size = 0;
        size_t found = 0;
        assert_int_equal(nqcnf_tally_class(tally, 1, NULL, &size, &found),
                         NQCNF_OK);
        assert_int_equal(size, 4);
        assert_int_equal(found, i + 1);
        assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES), 1);
        assert_int_equal(
            nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES_COMPLETE),
            i + 1 == all.count ? 1 : 0);
    }
    nqcnf_tally_free(tally);
    free(all.columns);
}

/* ---- Repeats ---------------------------------------------------------- */

static void test_repeats_name_the_first_model_and_its_line(void **state)
{
    (void)state;
    solutions all = all_solutions(8);
    nqcnf_tally *tally = NULL;
    assert_int_equal(nqcnf_tally_new(8, &tally), NQCNF_OK);
    size_t class_of[93];
    for (size_t i = 0; i < all.count; i++) {
        nqcnf_board board = board_of(8, solution_at(&all, i));
        assert_int_equal(nqcnf_tally_add(tally, &board, 4 * i + 2, NULL,
                                         &class_of[i + 1], NULL, NULL),
                         NQCNF_OK);
        free(board.squares);
    }
    /* models 93 .. 96: copies of models 5, 17, 5 and 92 */
    const size_t copied[] = {5, 17, 5, 92};
    for (size_t i = 0; i < 4; i++) {
        nqcnf_board board = board_of(8, solution_at(&all, copied[i] - 1));
        int solution = 0;
        size_t class_number = 0, repeats = 0, repeats_line = 0;
        assert_int_equal(nqcnf_tally_add(tally, &board, 1000 + i, &solution,
                                         &class_number, &repeats,
                                         &repeats_line),
                         NQCNF_OK);
        free(board.squares);
        assert_true(solution);
        assert_int_equal(repeats, copied[i]);
        assert_int_equal(repeats_line, 4 * (copied[i] - 1) + 2);
        assert_int_equal(class_number, class_of[copied[i]]);
        size_t line = 0, again = 0;
        assert_int_equal(nqcnf_tally_model(tally, 93 + i, &line, NULL,
                                           &again),
                         NQCNF_OK);
        assert_int_equal(line, 1000 + i);
        assert_int_equal(again, copied[i]);
    }
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_MODELS), 96);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_DISTINCT), 92);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_SOLUTIONS), 96);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES), 12);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES_COMPLETE),
                     12);
    /* on the walk, model 5 is followed by its copies 93 and 95 */
    walk_log log = walk(tally);
    size_t at = 0;
    while (at < log.count && log.visits[at].model != 5) at++;
    assert_true(at + 2 < log.count);
    assert_int_equal(log.visits[at].repeats, 0);
    assert_int_equal(log.visits[at + 1].model, 93);
    assert_int_equal(log.visits[at + 1].repeats, 5);
    assert_int_equal(log.visits[at + 1].line, 1000);
    assert_int_equal(log.visits[at + 2].model, 95);
    assert_int_equal(log.visits[at + 2].repeats, 5);
    free(log.visits);
    assert_walk_agrees(tally);
    nqcnf_tally_free(tally);
    free(all.columns);
}

/* ---- Boards that are no solution -------------------------------------- */

static void add_other(nqcnf_tally *tally, const nqcnf_board *board,
                      size_t line, size_t expect_repeats)
{
    int solution = 1;
    size_t class_number = 9, repeats = 9;
    assert_int_equal(nqcnf_tally_add(tally, board, line, &solution,
                                     &class_number, &repeats, NULL),
                     NQCNF_OK);
    assert_false(solution);
    assert_int_equal(class_number, 0);
    assert_int_equal(repeats, expect_repeats);
}

static void test_boards_that_are_no_solutions(void **state)
{
    (void)state;
    const uint32_t n = 5, solution[5] = {0, 2, 4, 1, 3};
    nqcnf_board empty = board_of(n, NULL);
    nqcnf_board full = board_of(n, NULL);
    memset(full.squares, NQCNF_SQUARE_QUEEN, (size_t)n * n);
    nqcnf_board unassigned = board_of(n, solution);
    unassigned.squares[7] = NQCNF_SQUARE_UNASSIGNED;
    nqcnf_board same_row = board_of(n, solution);
    same_row.squares[4] = NQCNF_SQUARE_QUEEN;
    nqcnf_board good = board_of(n, solution);

    nqcnf_tally *tally = NULL;
    assert_int_equal(nqcnf_tally_new(n, &tally), NQCNF_OK);
    add_other(tally, &empty, 1, 0);      /* model 1 */
    add_other(tally, &full, 2, 0);       /* 2 */
    add_other(tally, &unassigned, 3, 0); /* 3 */
    int is_solution = 0;
    size_t class_number = 0;
    assert_int_equal(nqcnf_tally_add(tally, &good, 4, &is_solution,
                                     &class_number, NULL, NULL),
                     NQCNF_OK); /* 4 */
    assert_true(is_solution);
    assert_int_equal(class_number, 1);
    add_other(tally, &same_row, 5, 0); /* 5 */
    add_other(tally, &full, 6, 2);     /* 6 */
    add_other(tally, &empty, 7, 1);    /* 7 */

    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_MODELS), 7);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_DISTINCT), 5);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_SOLUTIONS), 1);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES), 1);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES_COMPLETE),
                     0);
    /* each drawn again square by square, unassigned ones too */
    const nqcnf_board *added[] = {&empty,     &full, &unassigned, &good,
                                  &same_row, &full, &empty};
    for (size_t m = 1; m <= 7; m++) {
        nqcnf_board again;
        assert_int_equal(nqcnf_tally_model_board(tally, m, &again),
                         NQCNF_OK);
        assert_memory_equal(again.squares, added[m - 1]->squares,
                            (size_t)n * n);
        nqcnf_board_free(&again);
    }
    /* the class first, then the rest in the order they came */
    walk_log log = walk(tally);
    const visit expected[] = {{1, 4, 4, 0}, {0, 1, 1, 0}, {0, 2, 2, 0},
                              {0, 3, 3, 0}, {0, 5, 5, 0}, {0, 6, 6, 2},
                              {0, 7, 7, 1}};
    assert_int_equal(log.count, 7);
    assert_memory_equal(log.visits, expected, sizeof expected);
    free(log.visits);
    nqcnf_tally_free(tally);
    free(empty.squares);
    free(full.squares);
    free(unassigned.squares);
    free(same_row.squares);
    free(good.squares);
}

/* N = 1: the empty square and the queen are two boards, not one. */
static void test_one_square_two_boards(void **state)
{
    (void)state;
    const uint32_t queen = 0;
    nqcnf_board empty = board_of(1, NULL), solution = board_of(1, &queen);
    nqcnf_tally *tally = NULL;
    assert_int_equal(nqcnf_tally_new(1, &tally), NQCNF_OK);
    add_other(tally, &empty, 1, 0);
    size_t class_number = 0, repeats = 9;
    assert_int_equal(nqcnf_tally_add(tally, &solution, 2, NULL,
                                     &class_number, &repeats, NULL),
                     NQCNF_OK);
    assert_int_equal(class_number, 1);
    assert_int_equal(repeats, 0);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_DISTINCT), 2);
    unsigned size = 0;
    uint32_t column = 9;
    assert_int_equal(nqcnf_tally_class(tally, 1, &column, &size, NULL),
                     NQCNF_OK);
    assert_int_equal(column, 0);
    assert_int_equal(size, 1);
    nqcnf_tally_free(tally);
    free(empty.squares);
    free(solution.squares);
}

/* ---- Bad arguments ---------------------------------------------------- */

static int stop_at_once(void *context, size_t class_number, size_t model,
                        size_t line, size_t repeats)
{
    (void)class_number; (void)model; (void)line; (void)repeats;
    ++*(int *)context;
    return 1;
}

static void test_null_arguments_and_numbers_that_are_no_models(void **state)
{
    (void)state;
    nqcnf_tally *tally = (nqcnf_tally *)&tally;
    assert_int_equal(nqcnf_tally_new(0, &tally), NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(tally);
    tally = (nqcnf_tally *)&tally;
    assert_int_equal(nqcnf_tally_new(NQCNF_MAX_N + 1, &tally),
                     NQCNF_ERR_TOO_LARGE);
    assert_null(tally);
    assert_int_equal(nqcnf_tally_new(4, NULL), NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_tally_free(NULL);

    const uint32_t columns[4] = {1, 3, 0, 2};
    nqcnf_board board = board_of(4, columns), other = board_of(5, NULL);
    nqcnf_board no_squares = {4, NULL};
    int solution = 7;
    size_t class_number = 7, repeats = 7, repeats_line = 7;
    assert_int_equal(nqcnf_tally_add(NULL, &board, 1, &solution,
                                     &class_number, &repeats, &repeats_line),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(solution, 0);
    assert_int_equal(class_number, 0);
    assert_int_equal(repeats, 0);
    assert_int_equal(repeats_line, 0);
    assert_int_equal(nqcnf_tally_new(4, &tally), NQCNF_OK);
    assert_int_equal(nqcnf_tally_add(tally, NULL, 1, NULL, NULL, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_add(tally, &no_squares, 1, NULL, NULL, NULL,
                                     NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_add(tally, &other, 1, NULL, NULL, NULL,
                                     NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_count(tally, NQCNF_TALLY_MODELS), 0);
    assert_int_equal(nqcnf_tally_add(tally, &board, 1, NULL, NULL, NULL,
                                     NULL),
                     NQCNF_OK);

    assert_int_equal(nqcnf_tally_count(NULL, NQCNF_TALLY_MODELS), 0);
    assert_int_equal(nqcnf_tally_count(tally, (nqcnf_tally_figure)99), 0);
    assert_int_equal(nqcnf_tally_count(tally, (nqcnf_tally_figure)-1), 0);
    size_t line = 7;
    class_number = repeats = 7;
    assert_int_equal(nqcnf_tally_model(tally, 0, &line, &class_number,
                                       &repeats),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(line + class_number + repeats, 0);
    assert_int_equal(nqcnf_tally_model(tally, 2, NULL, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_model(NULL, 1, NULL, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_board again = {9, (unsigned char *)&again};
    assert_int_equal(nqcnf_tally_model_board(tally, 2, &again),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(again.n, 0);
    assert_null(again.squares);
    assert_int_equal(nqcnf_tally_model_board(tally, 0, &again),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_model_board(NULL, 1, &again),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_model_board(tally, 1, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    unsigned size = 7;
    size_t found = 7;
    assert_int_equal(nqcnf_tally_class(tally, 0, NULL, &size, &found),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(size + found, 0);
    assert_int_equal(nqcnf_tally_class(tally, 2, NULL, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_class(NULL, 1, NULL, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_tally_walk(tally, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    int visits = 0;
    assert_int_equal(nqcnf_tally_walk(NULL, stop_at_once, &visits),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(visits, 0);
    assert_int_equal(nqcnf_tally_walk(tally, stop_at_once, &visits),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(visits, 1);
    nqcnf_tally_free(tally);
    free(board.squares);
    free(other.squares);
}

/* A model stops the walk where it stands, in either part of it. */
static void test_a_visit_stops_the_walk(void **state)
{
    (void)state;
    solutions all = all_solutions(5);
    nqcnf_tally *tally = NULL;
    assert_int_equal(nqcnf_tally_new(5, &tally), NQCNF_OK);
    nqcnf_board empty = board_of(5, NULL);
    for (size_t i = 0; i < all.count; i++) {
        nqcnf_board board = board_of(5, solution_at(&all, i));
        assert_int_equal(nqcnf_tally_add(tally, &board, i + 1, NULL, NULL,
                                         NULL, NULL),
                         NQCNF_OK);
        assert_int_equal(nqcnf_tally_add(tally, &empty, 100 + i, NULL, NULL,
                                         NULL, NULL),
                         NQCNF_OK);
        free(board.squares);
    }
    for (size_t stop = 1; stop <= 2 * all.count; stop++) {
        walk_log log = {NULL, 0, stop};
        assert_int_equal(nqcnf_tally_walk(tally, log_visit, &log),
                         NQCNF_ERR_STOPPED);
        assert_int_equal(log.count, stop);
        free(log.visits);
    }
    free(empty.squares);
    nqcnf_tally_free(tally);
    free(all.columns);
}

static void test_answer_kinds_have_names(void **state)
{
    (void)state;
    const nqcnf_answer_kind kinds[] = {
        NQCNF_ANSWER_MODEL, NQCNF_ANSWER_UNSATISFIABLE, NQCNF_ANSWER_UNKNOWN,
        NQCNF_ANSWER_ERROR};
    const char *const names[] = {"model", "unsatisfiable", "unknown",
                                 "error"};
    for (size_t i = 0; i < 4; i++)
        assert_string_equal(nqcnf_answer_kind_name(kinds[i]), names[i]);
    assert_null(nqcnf_answer_kind_name((nqcnf_answer_kind)4));
    assert_null(nqcnf_answer_kind_name((nqcnf_answer_kind)-1));
}

/* ---- Out of memory ---------------------------------------------------- */

/* The boards of the memory tests: every solution of N = 8 (enough to
 * grow every array and the hash slots twice), each third one again, and
 * two boards that are no solution, one of them twice. */
typedef struct feed {
    nqcnf_board *boards;
    size_t count;
} feed;

static feed make_feed(void)
{
    solutions all = all_solutions(8);
    feed f = {calloc(all.count * 2 + 3, sizeof *f.boards), 0};
    assert_non_null(f.boards);
    for (size_t i = 0; i < all.count; i++) {
        f.boards[f.count++] = board_of(8, solution_at(&all, i));
        if (i % 3 == 2)
            f.boards[f.count++] = board_of(8, solution_at(&all, i / 2));
        if (i == 40) {
            f.boards[f.count] = board_of(8, NULL);
            f.boards[f.count++].squares[9] = NQCNF_SQUARE_UNASSIGNED;
            f.boards[f.count++] = board_of(8, solution_at(&all, 0));
            f.boards[f.count - 1].squares[1] = NQCNF_SQUARE_QUEEN;
            f.boards[f.count] = board_of(8, NULL);
            f.boards[f.count++].squares[9] = NQCNF_SQUARE_UNASSIGNED;
        }
    }
    free(all.columns);
    return f;
}

static void feed_free(feed *f)
{
    for (size_t i = 0; i < f->count; i++) free(f->boards[i].squares);
    free(f->boards);
}

static const nqcnf_tally_figure figures[] = {
    NQCNF_TALLY_MODELS, NQCNF_TALLY_DISTINCT, NQCNF_TALLY_SOLUTIONS,
    NQCNF_TALLY_CLASSES, NQCNF_TALLY_CLASSES_COMPLETE};
#define FIGURES (sizeof figures / sizeof figures[0])

static void counts_of(const nqcnf_tally *tally, size_t *counts)
{
    for (size_t f = 0; f < FIGURES; f++)
        counts[f] = nqcnf_tally_count(tally, figures[f]);
}

/* What every model was said to be, and the counts at the end. */
typedef struct outcome {
    size_t added[400][4]; /* solution, class, repeats, repeats' line */
    size_t counts[FIGURES];
} outcome;

typedef struct oom_run {
    const feed *boards;
    outcome got;
} oom_run;

/* Makes a tally, adds the feed, reads it all back. A failure must leave
 * the tally as it was before the call that failed, and freeable. */
static nqcnf_status tally_the_feed(void *context)
{
    oom_run *run = context;
    memset(&run->got, 0, sizeof run->got);
    nqcnf_tally *tally = NULL;
    nqcnf_status status = nqcnf_tally_new(8, &tally);
    if (status != NQCNF_OK) {
        assert_null(tally);
        return status;
    }
    for (size_t i = 0; i < run->boards->count; i++) {
        size_t before[FIGURES], after[FIGURES];
        counts_of(tally, before);
        int solution = 7;
        size_t class_number = 7, repeats = 7, repeats_line = 7;
        status = nqcnf_tally_add(tally, &run->boards->boards[i], i + 1,
                                 &solution, &class_number, &repeats,
                                 &repeats_line);
        if (status != NQCNF_OK) {
            assert_int_equal(solution + (int)class_number + (int)repeats +
                                 (int)repeats_line,
                             0);
            counts_of(tally, after);
            assert_memory_equal(before, after, sizeof before);
            assert_walk_agrees(tally);
            nqcnf_tally_free(tally);
            return status;
        }
        size_t *added = run->got.added[i];
        added[0] = (size_t)solution;
        added[1] = class_number;
        added[2] = repeats;
        added[3] = repeats_line;
    }
    for (size_t m = 1; m <= run->boards->count && status == NQCNF_OK; m++) {
        nqcnf_board again;
        status = nqcnf_tally_model_board(tally, m, &again);
        if (status != NQCNF_OK) {
            assert_null(again.squares);
        } else {
            assert_memory_equal(again.squares,
                                run->boards->boards[m - 1].squares, 64);
            nqcnf_board_free(&again);
        }
    }
    counts_of(tally, run->got.counts);
    nqcnf_tally_free(tally);
    return status;
}

static void assert_feed_outcome(const feed *boards, const outcome *got)
{
    assert_int_equal(got->counts[0], boards->count);
    assert_int_equal(got->counts[1], 92 + 2);
    assert_int_equal(got->counts[2], boards->count - 3);
    assert_int_equal(got->counts[3], 12);
    assert_int_equal(got->counts[4], 12);
}

static void test_every_failed_allocation_leaves_the_tally_whole(void **state)
{
    (void)state;
    feed boards = make_feed();
    assert_true(boards.count <= 400);
    oom_run *run = calloc(1, sizeof *run);
    assert_non_null(run);
    run->boards = &boards;
    oom_loop("tallying 8 queens' solutions", tally_the_feed, run);
    assert_feed_outcome(&boards, &run->got);
    free(run);
    feed_free(&boards);
}

/* An allocator that refuses one allocation, the `refuse`-th (0-based),
 * and grants every other; it counts what it holds. */
typedef struct one_refusal {
    long calls, refuse, live;
    int refused;
} one_refusal;

static int refuse_this_one(one_refusal *r)
{
    if (r->calls++ != r->refuse) return 0;
    r->refused = 1;
    return 1;
}

static void *refusing_allocate(void *context, size_t size)
{
    one_refusal *r = context;
    if (refuse_this_one(r)) return NULL;
    void *block = malloc(size);
    if (block != NULL) r->live++;
    return block;
}

static void *refusing_reallocate(void *context, void *block, size_t size)
{
    one_refusal *r = context;
    if (refuse_this_one(r)) return NULL;
    void *grown = realloc(block, size);
    if (grown != NULL && block == NULL) r->live++;
    return grown;
}

static void refusing_release(void *context, void *block)
{
    one_refusal *r = context;
    if (block != NULL) r->live--;
    free(block);
}

/* The feed added under one refusal, each refused step taken again: the
 * same answers and counts as a run that was never refused. */
static void test_adding_again_after_a_refusal_ends_the_same(void **state)
{
    (void)state;
    feed boards = make_feed();
    oom_run *clean = calloc(1, sizeof *clean);
    assert_non_null(clean);
    clean->boards = &boards;
    assert_int_equal(tally_the_feed(clean), NQCNF_OK);
    assert_feed_outcome(&boards, &clean->got);

    static one_refusal r;
    const nqcnf_allocator refusing = {refusing_allocate, refusing_reallocate,
                                      refusing_release, &r};
    for (long refuse = 0;; refuse++) {
        r = (one_refusal){0, refuse, 0, 0};
        assert_int_equal(nqcnf_set_allocator(&refusing), NQCNF_OK);
        nqcnf_tally *tally = NULL;
        nqcnf_status status = nqcnf_tally_new(8, &tally);
        if (status == NQCNF_ERR_OUT_OF_MEMORY)
            status = nqcnf_tally_new(8, &tally);
        assert_int_equal(status, NQCNF_OK);
        for (size_t i = 0; i < boards.count; i++) {
            int solution = 0;
            size_t class_number = 0, repeats = 0, repeats_line = 0;
            status = nqcnf_tally_add(tally, &boards.boards[i], i + 1,
                                     &solution, &class_number, &repeats,
                                     &repeats_line);
            if (status == NQCNF_ERR_OUT_OF_MEMORY)
                status = nqcnf_tally_add(tally, &boards.boards[i], i + 1,
                                         &solution, &class_number, &repeats,
                                         &repeats_line);
            assert_int_equal(status, NQCNF_OK);
            const size_t *expected = clean->got.added[i];
            assert_int_equal(solution, expected[0]);
            assert_int_equal(class_number, expected[1]);
            assert_int_equal(repeats, expected[2]);
            assert_int_equal(repeats_line, expected[3]);
        }
        size_t counts[FIGURES];
        counts_of(tally, counts);
        assert_memory_equal(counts, clean->got.counts, sizeof counts);
        assert_walk_agrees(tally);
        nqcnf_tally_free(tally);
        assert_int_equal(nqcnf_set_allocator(NULL), NQCNF_OK);
        assert_int_equal(r.live, 0);
        if (!r.refused) break;
    }
    free(clean);
    feed_free(&boards);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_all_solutions_are_oeis_up_to_eight),
        cmocka_unit_test(test_a_class_is_complete_when_every_member_came),
        cmocka_unit_test(test_repeats_name_the_first_model_and_its_line),
        cmocka_unit_test(test_boards_that_are_no_solutions),
        cmocka_unit_test(test_one_square_two_boards),
        cmocka_unit_test(test_null_arguments_and_numbers_that_are_no_models),
        cmocka_unit_test(test_a_visit_stops_the_walk),
        cmocka_unit_test(test_answer_kinds_have_names),
        cmocka_unit_test(test_every_failed_allocation_leaves_the_tally_whole),
        cmocka_unit_test(test_adding_again_after_a_refusal_ends_the_same),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
