/*
 * test_draw.c - the text drawings of a board (and the SVG's errors).
 *
 * The expected plain drawing comes from the lesson: its solver answered
 * "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0", queens on
 * squares 2, 8, 9 and 15. The SVG drawing is read back in test_sheets.c;
 * here only its write errors are checked. Every
 * solution the backtracking search of tests/support finds is drawn and
 * read back, so each queen is drawn on its own square.
 */
#define _POSIX_C_SOURCE 200809L
#include "test_support.h"

#include "oracles.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static nqcnf_board lesson_solution(void)
{
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 4, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    const int squares[] = {2, 8, 9, 15};
    for (size_t i = 0; i < 4; i++)
        board.squares[squares[i] - 1] = NQCNF_SQUARE_QUEEN;
    assert_true(oracle_is_solution(4, board.squares));
    return board;
}

static char *text_of(const nqcnf_board *board, nqcnf_drawing style)
{
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(
        nqcnf_board_write_text(board, style, text_buffer_write, &text),
        NQCNF_OK);
    assert_int_equal(text_buffer_write(&text, "", 1), 0);
    return text.data;
}

static size_t occurrences(const char *text, const char *needle)
{
    size_t count = 0;
    for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
        count++;
    return count;
}

static void test_plain_drawing_of_the_lessons_answer(void **state)
{
    (void)state;
    nqcnf_board board = lesson_solution();
    char *text = text_of(&board, NQCNF_DRAW_PLAIN);
    assert_string_equal(text, ". Q . .\n"
                              ". . . Q\n"
                              "Q . . .\n"
                              ". . Q .\n");
    free(text);
    board.squares[0] = NQCNF_SQUARE_UNASSIGNED;
    text = text_of(&board, NQCNF_DRAW_PLAIN);
    assert_int_equal(text[0], '?');
    free(text);
    nqcnf_board_free(&board);
}

/* Row r of the plain drawing is "Q" or "." for each square, one space
 * between: the queen of row r is character 2 * column of line r. */
static int drawn_back(void *context, uint32_t n, const uint32_t *columns)
{
    (void)context;
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, n, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    for (uint32_t r = 0; r < n; r++)
        board.squares[r * n + columns[r]] = NQCNF_SQUARE_QUEEN;
    char *text = text_of(&board, NQCNF_DRAW_PLAIN);
    const char *line = text;
    for (uint32_t r = 0; r < n; r++) {
        assert_int_equal(strcspn(line, "\n"), 2 * n - 1);
        for (uint32_t c = 0; c < n; c++) {
            assert_int_equal(line[2 * c], c == columns[r] ? 'Q' : '.');
            assert_int_equal(line[2 * c + 1], c + 1 < n ? ' ' : '\n');
        }
        line += 2 * n;
    }
    assert_int_equal(*line, '\0');
    free(text);
    nqcnf_board_free(&board);
    return 0;
}

static void test_every_solution_is_drawn_where_it_stands(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++)
        assert_int_equal(oracle_enumerate(n, NULL, 0, NULL, 0, 0, drawn_back,
                                          NULL),
                         oracle_a000170[n]);
}

static void test_unicode_drawing_is_checkered(void **state)
{
    (void)state;
    nqcnf_board board = lesson_solution();
    char *text = text_of(&board, NQCNF_DRAW_UNICODE);
    assert_int_equal(occurrences(text, "\u265B"), 4);
    /* 12 empty squares: on a 4x4 board the queens of this solution stand
     * two on light and two on dark squares, leaving 6 of each. */
    assert_int_equal(occurrences(text, "\u25A1"), 6);
    assert_int_equal(occurrences(text, "\u25A0"), 6);
    assert_int_equal(occurrences(text, "\n"), 4);
    /* Row 0 starts light, row 1 dark. */
    assert_memory_equal(text, "\u25A1", strlen("\u25A1"));
    const char *second_row = strchr(text, '\n') + 1;
    assert_memory_equal(second_row, "\u25A0", strlen("\u25A0"));
    free(text);
    nqcnf_board_free(&board);
}

static int failing_write(void *context, const void *data, size_t size)
{
    (void)context;
    (void)data;
    (void)size;
    errno = EIO;
    return -1;
}

static void test_write_errors_are_reported(void **state)
{
    (void)state;
    nqcnf_board board = lesson_solution();
    assert_int_equal(nqcnf_board_write_text(&board, NQCNF_DRAW_PLAIN,
                                            failing_write, NULL),
                     NQCNF_ERR_IO);
    assert_int_equal(nqcnf_board_write_svg(&board, failing_write, NULL),
                     NQCNF_ERR_IO);
    assert_int_equal(nqcnf_board_write_svg(NULL, failing_write, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_board_free(&board);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_drawing_of_the_lessons_answer),
        cmocka_unit_test(test_every_solution_is_drawn_where_it_stands),
        cmocka_unit_test(test_unicode_drawing_is_checkered),
        cmocka_unit_test(test_write_errors_are_reported),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
