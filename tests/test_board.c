/*
 * test_board.c - board geometry against the lessons and against brute force.
 *
 * The line order is checked against the diagonals the lesson lists by hand
 * for the 4x4 board; the line set is checked by brute force: every pair of
 * squares that attack each other must lie on exactly one line, and every
 * line must be a whole row, column or diagonal.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

typedef struct line_log {
    nqcnf_line lines[4096];
    size_t count;
    size_t stop_after; /* 0: never stop */
} line_log;

static nqcnf_status record_line(void *context, const nqcnf_line *line)
{
    line_log *log = context;
    assert_true(log->count < sizeof log->lines / sizeof log->lines[0]);
    log->lines[log->count++] = *line;
    if (log->stop_after != 0 && log->count == log->stop_after)
        return NQCNF_ERR_STOPPED;
    return NQCNF_OK;
}

static line_log *lines_of(uint32_t n)
{
    line_log *log = calloc(1, sizeof *log);
    assert_non_null(log);
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    assert_int_equal(nqcnf_for_each_line(&options, record_line, log),
                     NQCNF_OK);
    return log;
}

static void test_variables_are_numbered_row_by_row(void **state)
{
    (void)state;
    /* The lesson's 4x4 board: 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13..16. */
    int32_t expected = 1;
    for (uint32_t r = 0; r < 4; r++)
        for (uint32_t c = 0; c < 4; c++)
            assert_int_equal(nqcnf_variable(4, r, c), expected++);
    assert_int_equal(nqcnf_variable(NQCNF_MAX_N, NQCNF_MAX_N - 1,
                                    NQCNF_MAX_N - 1),
                     2147395600);
}

static void test_diagonals_follow_the_lesson_order_for_4x4(void **state)
{
    (void)state;
    /* As listed in the lesson, in the order its generator writes them. */
    static const int32_t lesson[][5] = {
        {1, 6, 11, 16, 0}, {2, 7, 12, 0}, {3, 8, 0},     {5, 10, 15, 0},
        {9, 14, 0},        {2, 5, 0},     {3, 6, 9, 0},  {4, 7, 10, 13, 0},
        {8, 11, 14, 0},    {12, 15, 0}};
    line_log *log = lines_of(4);
    size_t next = 0;
    for (size_t i = 0; i < log->count; i++) {
        const nqcnf_line *line = &log->lines[i];
        if (line->kind == NQCNF_LINE_ROW || line->kind == NQCNF_LINE_COLUMN)
            continue;
        if (line->length < 2) continue;
        assert_true(next < 10);
        for (uint32_t k = 0; k < line->length; k++)
            assert_int_equal(line->first + (int32_t)k * line->step,
                             lesson[next][k]);
        assert_int_equal(lesson[next][line->length], 0);
        next++;
    }
    assert_int_equal(next, 10);
    free(log);
}

static int square_on_board(uint32_t n, int64_t row, int64_t column)
{
    return row >= 0 && column >= 0 && row < (int64_t)n && column < (int64_t)n;
}

/* The (row, column) direction a line runs in. */
static void direction(nqcnf_line_kind kind, int *dr, int *dc)
{
    switch (kind) {
    case NQCNF_LINE_ROW: *dr = 0; *dc = 1; return;
    case NQCNF_LINE_COLUMN: *dr = 1; *dc = 0; return;
    case NQCNF_LINE_DIAGONAL_DOWN_RIGHT: *dr = 1; *dc = 1; return;
    case NQCNF_LINE_DIAGONAL_DOWN_LEFT: *dr = 1; *dc = -1; return;
    }
    fail();
}

static void test_lines_are_whole_rows_columns_and_diagonals(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 12; n++) {
        line_log *log = lines_of(n);
        for (size_t i = 0; i < log->count; i++) {
            const nqcnf_line *line = &log->lines[i];
            int dr = 0, dc = 0;
            direction(line->kind, &dr, &dc);
            const int64_t r0 = line->start_row, c0 = line->start_column;
            assert_int_equal(line->first, nqcnf_variable(n, line->start_row,
                                                         line->start_column));
            /* Maximal: the squares just before and after are off board. */
            assert_false(square_on_board(n, r0 - dr, c0 - dc));
            const int64_t len = line->length;
            assert_true(square_on_board(n, r0 + (len - 1) * dr,
                                        c0 + (len - 1) * dc));
            assert_false(square_on_board(n, r0 + len * dr, c0 + len * dc));
            for (int64_t k = 0; k < len; k++) {
                const int64_t r = r0 + k * dr, c = c0 + k * dc;
                assert_int_equal(line->first + (int32_t)k * line->step,
                                 r * n + c + 1);
            }
        }
        free(log);
    }
}

static void test_every_attacking_pair_is_on_exactly_one_line(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 9; n++) {
        const uint32_t squares = n * n;
        unsigned char *cover = calloc((size_t)squares * squares, 1);
        assert_non_null(cover);
        line_log *log = lines_of(n);
        for (size_t i = 0; i < log->count; i++) {
            const nqcnf_line *line = &log->lines[i];
            for (uint32_t a = 0; a < line->length; a++)
                for (uint32_t b = a + 1; b < line->length; b++) {
                    const int32_t va = line->first + (int32_t)a * line->step;
                    const int32_t vb = line->first + (int32_t)b * line->step;
                    cover[(size_t)(va - 1) * squares + (size_t)(vb - 1)]++;
                }
        }
        for (uint32_t a = 0; a < squares; a++)
            for (uint32_t b = a + 1; b < squares; b++) {
                const int attacks = oracle_attack(a / n, a % n, b / n, b % n);
                assert_int_equal(cover[(size_t)a * squares + b], attacks);
            }
        free(log);
        free(cover);
    }
}

static void test_rows_then_columns_then_diagonals(void **state)
{
    (void)state;
    const uint32_t n = 7;
    line_log *log = lines_of(n);
    for (uint32_t i = 0; i < n; i++) {
        assert_int_equal(log->lines[i].kind, NQCNF_LINE_ROW);
        assert_int_equal(log->lines[i].start_row, i);
        assert_int_equal(log->lines[n + i].kind, NQCNF_LINE_COLUMN);
        assert_int_equal(log->lines[n + i].start_column, i);
    }
    /* Down-right first, then down-left, never mixed. */
    int seen_down_left = 0;
    for (size_t i = 2 * n; i < log->count; i++) {
        if (log->lines[i].kind == NQCNF_LINE_DIAGONAL_DOWN_LEFT)
            seen_down_left = 1;
        else
            assert_false(seen_down_left);
    }
    assert_true(seen_down_left);
    free(log);
}

static void test_invalid_sizes_are_refused(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 0);
    assert_int_equal(nqcnf_options_check(&options),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_options_init(&options, NQCNF_MAX_N);
    assert_int_equal(nqcnf_options_check(&options), NQCNF_OK);
    nqcnf_options_init(&options, NQCNF_MAX_N + 1);
    assert_int_equal(nqcnf_options_check(&options), NQCNF_ERR_TOO_LARGE);
    assert_int_equal(nqcnf_options_check(NULL), NQCNF_ERR_INVALID_ARGUMENT);
    line_log log;
    memset(&log, 0, sizeof log);
    assert_int_equal(nqcnf_for_each_line(&options, record_line, &log),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(log.count, 0);
}

static void test_a_visitor_can_stop_the_walk(void **state)
{
    (void)state;
    line_log *log = calloc(1, sizeof *log);
    assert_non_null(log);
    log->stop_after = 3;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    assert_int_equal(nqcnf_for_each_line(&options, record_line, log),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(log->count, 3);
    free(log);
}

static void test_every_status_has_its_own_message(void **state)
{
    (void)state;
    const nqcnf_status all[] = {
        NQCNF_OK, NQCNF_ERR_INVALID_ARGUMENT, NQCNF_ERR_TOO_LARGE,
        NQCNF_ERR_OUT_OF_MEMORY, NQCNF_ERR_IO, NQCNF_ERR_STOPPED,
        NQCNF_ERR_INTERNAL};
    const size_t count = sizeof all / sizeof all[0];
    for (size_t i = 0; i < count; i++) {
        assert_true(strlen(nqcnf_strerror(all[i])) > 0);
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(nqcnf_strerror(all[i]),
                                    nqcnf_strerror(all[j]));
    }
    assert_string_equal(nqcnf_strerror((nqcnf_status)999), "unknown status");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_variables_are_numbered_row_by_row),
        cmocka_unit_test(test_diagonals_follow_the_lesson_order_for_4x4),
        cmocka_unit_test(test_lines_are_whole_rows_columns_and_diagonals),
        cmocka_unit_test(test_every_attacking_pair_is_on_exactly_one_line),
        cmocka_unit_test(test_rows_then_columns_then_diagonals),
        cmocka_unit_test(test_invalid_sizes_are_refused),
        cmocka_unit_test(test_a_visitor_can_stop_the_walk),
        cmocka_unit_test(test_every_status_has_its_own_message),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
