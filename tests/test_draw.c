/*
 * test_draw.c - the text drawings of a board (and the SVG's errors).
 *
 * The expected plain drawing comes from the lesson: its solver answered
 * "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0", queens on
 * squares 2, 8, 9 and 15. The SVG drawing is read back in test_sheets.c;
 * here only its write errors are checked. Every
 * solution the backtracking search of tests/support finds is drawn and
 * read back, plain and in Unicode, so each queen is drawn on its own
 * square and the Unicode squares alternate. The Unicode glyph set is
 * written out here, and glibc's wcwidth judges that each takes one
 * column.
 */
#define _XOPEN_SOURCE 700 /* wcwidth */
#include "test_support.h"

#include "oracles.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

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

/* The Unicode glyph set, written out here rather than taken from the
 * drawing: a solid queen, and two thin marks for the empty squares, a dot
 * on light and a ring on dark ones. Filled against hollow squares
 * (U+25A0/U+25A1) swap light and dark on a terminal with light ink on a
 * dark background; marks that differ by shape read the same on both. */
#define QUEEN "\u265B"       /* BLACK CHESS QUEEN */
#define LIGHT_SQUARE "\u22C5" /* DOT OPERATOR */
#define DARK_SQUARE "\u2218"  /* RING OPERATOR */

static void test_unicode_glyphs_take_one_column_each(void **state)
{
    (void)state;
    /* glibc's width tables are the judge; the locale is built into glibc
     * (C.UTF-8), so it exists wherever the tests run. All three are of
     * East Asian width N in Unicode's EastAsianWidth.txt (the old squares
     * were A, two columns in CJK terminals). */
    assert_non_null(setlocale(LC_CTYPE, "C.UTF-8"));
    const char *glyphs[] = {QUEEN, LIGHT_SQUARE, DARK_SQUARE};
    const wchar_t points[] = {0x265B, 0x22C5, 0x2218};
    for (size_t i = 0; i < 3; i++) {
        wchar_t wide = 0;
        mbstate_t shift;
        memset(&shift, 0, sizeof shift);
        const size_t length = strlen(glyphs[i]);
        assert_int_equal(mbrtowc(&wide, glyphs[i], length, &shift), length);
        assert_int_equal(wide, points[i]);
        assert_int_equal(wcwidth(wide), 1);
    }
    assert_non_null(setlocale(LC_CTYPE, "C"));
}

static void test_unicode_drawing_is_checkered(void **state)
{
    (void)state;
    nqcnf_board board = lesson_solution();
    char *text = text_of(&board, NQCNF_DRAW_UNICODE);
    assert_string_equal(text,
        LIGHT_SQUARE " " QUEEN " " LIGHT_SQUARE " " DARK_SQUARE "\n"
        DARK_SQUARE " " LIGHT_SQUARE " " DARK_SQUARE " " QUEEN "\n"
        QUEEN " " DARK_SQUARE " " LIGHT_SQUARE " " DARK_SQUARE "\n"
        DARK_SQUARE " " LIGHT_SQUARE " " QUEEN " " LIGHT_SQUARE "\n");
    /* Nothing filled but the queens: no glyph of the Geometric Shapes
     * (U+25A0..U+25FF, UTF-8 E2 96 A0 .. E2 97 BF) or Block Elements
     * (U+2580..U+259F, E2 96 80 .. E2 96 9F). */
    for (const char *p = text; (p = strstr(p, "\xE2")) != NULL; p++)
        assert_false((unsigned char)p[1] == 0x96 ||
                     (unsigned char)p[1] == 0x97);
    free(text);
    nqcnf_board_free(&board);
}

/* Line r of the Unicode drawing: n glyphs, one space between; the queen
 * where it stands, otherwise the light or the dark mark by the square's
 * colour (the top-left square is light). */
static int drawn_back_in_unicode(void *context, uint32_t n,
                                 const uint32_t *columns)
{
    (void)context;
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, n, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    for (uint32_t r = 0; r < n; r++)
        board.squares[r * n + columns[r]] = NQCNF_SQUARE_QUEEN;
    char *text = text_of(&board, NQCNF_DRAW_UNICODE);
    const char *p = text;
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            const char *glyph = c == columns[r]   ? QUEEN
                                : (r + c) % 2 == 0 ? LIGHT_SQUARE
                                                   : DARK_SQUARE;
            assert_memory_equal(p, glyph, strlen(glyph));
            p += strlen(glyph);
            assert_int_equal(*p++, c + 1 < n ? ' ' : '\n');
        }
    assert_int_equal(*p, '\0');
    free(text);
    nqcnf_board_free(&board);
    return 0;
}

static void test_every_solution_is_drawn_checkered(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++)
        assert_int_equal(oracle_enumerate(n, NULL, 0, NULL, 0, 0,
                                          drawn_back_in_unicode, NULL),
                         oracle_a000170[n]);
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
        cmocka_unit_test(test_unicode_glyphs_take_one_column_each),
        cmocka_unit_test(test_unicode_drawing_is_checkered),
        cmocka_unit_test(test_every_solution_is_drawn_checkered),
        cmocka_unit_test(test_write_errors_are_reported),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
