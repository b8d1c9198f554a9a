/*
 * test_sheets.c - boards drawn as one SVG sheet, read back.
 *
 * The sheet is judged as a reader of the picture would: xmllint (Debian's
 * libxml2-utils, an independent parser) says it is well formed, and the
 * queens are recovered from the drawing's geometry alone (a queen's x and
 * y divided by the square size the checkered pattern has), board by
 * board, then held to the backtracking oracle of tests/support. The
 * boards drawn are the oracle's own, so the counts are OEIS A000170's.
 * Boards that are not solutions are built by hand, their problems known
 * in advance: the marks must be exactly those.
 */
#define _POSIX_C_SOURCE 200809L
#include "test_support.h"

#include "oracles.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- Boards and sheets ---------------------------------------------- */

typedef struct board_set {
    nqcnf_board boards[800];
    const nqcnf_board *pointers[800];
    char captions[800][32];
    const char *caption_pointers[800];
    size_t count;     /* drawn: a test may draw fewer than it has */
    size_t allocated;
} board_set;

static int collect(void *context, uint32_t n, const uint32_t *columns)
{
    board_set *set = context;
    assert_true(set->count < 800);
    nqcnf_board *board = &set->boards[set->count];
    assert_int_equal(nqcnf_board_init(board, n, NQCNF_SQUARE_EMPTY), NQCNF_OK);
    for (uint32_t r = 0; r < n; r++)
        board->squares[r * n + columns[r]] = NQCNF_SQUARE_QUEEN;
    set->pointers[set->count] = board;
    snprintf(set->captions[set->count], 32, "solution %zu", set->count + 1);
    set->caption_pointers[set->count] = set->captions[set->count];
    set->count++;
    set->allocated = set->count;
    return 0;
}

static board_set *every_solution(uint32_t n)
{
    board_set *set = calloc(1, sizeof *set);
    assert_non_null(set);
    assert_int_equal(oracle_enumerate(n, NULL, 0, NULL, 0, 0, collect, set),
                     oracle_a000170[n]);
    return set;
}

static void board_set_free(board_set *set)
{
    for (size_t i = 0; i < set->allocated; i++)
        nqcnf_board_free(&set->boards[i]);
    free(set);
}

static text_buffer sheet_of(const board_set *set, uint32_t max_width)
{
    text_buffer svg = {NULL, 0, 0};
    assert_int_equal(nqcnf_boards_write_svg(set->pointers,
                                            set->caption_pointers, set->count,
                                            max_width, text_buffer_write, &svg),
                     NQCNF_OK);
    assert_int_equal(text_buffer_write(&svg, "", 1), 0);
    svg.size--;
    return svg;
}

static int xmllint_accepts(const char *document, size_t size)
{
    char path[] = "/tmp/nqcnf-svg-XXXXXX";
    const int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, document, size), (ssize_t)size);
    close(fd);
    char command[256];
    snprintf(command, sizeof command, "xmllint --noout '%s' 2>/dev/null",
             path);
    const int status = system(command);
    unlink(path);
    if (status == 127 << 8 || status == -1)
        fail_msg("xmllint is missing: install Debian's libxml2-utils");
    return status == 0;
}

/* ---- Reading a sheet back ------------------------------------------- */

static unsigned attribute(const char *element, const char *name)
{
    char key[32];
    snprintf(key, sizeof key, " %s=\"", name);
    const char *at = strstr(element, key);
    assert_non_null(at);
    return (unsigned)strtoul(at + strlen(key), NULL, 10);
}

/* The square size: the checkered pattern is two squares wide. */
static unsigned square_size(const char *svg)
{
    const char *pattern = strstr(svg, "<pattern id=\"checker\"");
    assert_non_null(pattern);
    return attribute(pattern, "width") / 2;
}

/* One <g class="board ..."> of the sheet, as drawn. */
typedef struct drawn_board {
    unsigned x, y;                 /* its translation */
    unsigned char squares[16 * 16]; /* queens read off their positions */
    unsigned queens;
    int marked;                    /* class "not-a-solution" */
    char caption[64];
    unsigned attacks, empty_rows, empty_columns, unassigned;
    const char *end;
} drawn_board;

static size_t count_in(const char *from, const char *to, const char *needle)
{
    size_t count = 0;
    for (const char *p = strstr(from, needle); p && p < to;
         p = strstr(p + 1, needle))
        count++;
    return count;
}

static int read_board(const char *from, unsigned n, unsigned s,
                      drawn_board *board)
{
    const char *start = strstr(from, "<g class=\"board");
    if (start == NULL) return 0;
    memset(board, 0, sizeof *board);
    const char *end = strstr(start, "</g>");
    assert_non_null(end);
    board->end = end;
    board->marked = strncmp(start, "<g class=\"board not-a-solution\"", 31) == 0;
    assert_int_equal(sscanf(strstr(start, "translate("), "translate(%u %u)",
                            &board->x, &board->y), 2);
    for (const char *q = strstr(start, "class=\"queen\""); q && q < end;
         q = strstr(q + 1, "class=\"queen\"")) {
        const unsigned x = attribute(q, "x"), y = attribute(q, "y");
        assert_int_equal(x % s, 0);
        assert_int_equal(y % s, 0);
        assert_true(x / s < n && y / s < n);
        board->squares[(y / s) * n + x / s] = NQCNF_SQUARE_QUEEN;
        board->queens++;
    }
    const char *caption = strstr(start, "class=\"caption\"");
    if (caption != NULL && caption < end) {
        caption = strchr(caption, '>') + 1;
        const size_t length = (size_t)(strstr(caption, "</text>") - caption);
        assert_true(length < sizeof board->caption);
        memcpy(board->caption, caption, length);
    }
    board->attacks = (unsigned)count_in(start, end, "class=\"attack\"");
    board->empty_rows = (unsigned)count_in(start, end, "class=\"empty-row\"");
    board->empty_columns =
        (unsigned)count_in(start, end, "class=\"empty-column\"");
    board->unassigned = (unsigned)count_in(start, end, "class=\"unassigned\"");
    return 1;
}

/* ---- Tests ----------------------------------------------------------- */

/* Every solution of N = 1 .. 8 on one sheet: as many boards as A000170
 * says, each board the oracle's, in reading order, within the width. */
static void test_a_sheet_of_every_solution_reads_back(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++) {
        if (oracle_a000170[n] == 0) continue;
        board_set *set = every_solution(n);
        text_buffer svg = sheet_of(set, 0);
        assert_true(xmllint_accepts(svg.data, svg.size));
        const unsigned s = square_size(svg.data);
        const unsigned width = attribute(strstr(svg.data, "<svg "), "width");
        assert_true(width <= 1200);
        drawn_board drawn;
        const char *at = svg.data;
        size_t index = 0;
        unsigned previous_x = 0, previous_y = 0;
        while (read_board(at, n, s, &drawn)) {
            assert_true(index < set->count);
            assert_int_equal(drawn.queens, n);
            assert_true(oracle_is_solution(n, drawn.squares));
            assert_memory_equal(drawn.squares, set->boards[index].squares,
                                n * n);
            assert_string_equal(drawn.caption, set->captions[index]);
            assert_false(drawn.marked);
            assert_int_equal(drawn.attacks + drawn.empty_rows +
                                 drawn.empty_columns + drawn.unassigned, 0);
            assert_true(drawn.x + n * s <= width);
            /* Reading order: right along a row, then down to the next. */
            if (index > 0)
                assert_true(drawn.y > previous_y ||
                            (drawn.y == previous_y && drawn.x > previous_x));
            previous_x = drawn.x;
            previous_y = drawn.y;
            at = drawn.end;
            index++;
        }
        assert_int_equal(index, oracle_a000170[n]);
        text_buffer_free(&svg);
        board_set_free(set);
    }
}

/* Rows and columns are labelled 1 .. n, in order, where they stand. */
static void test_labels_number_rows_and_columns_from_one(void **state)
{
    (void)state;
    board_set *set = every_solution(8);
    set->count = 12;
    text_buffer svg = sheet_of(set, 0);
    const unsigned s = square_size(svg.data);
    const char *columns = strstr(svg.data, "<g class=\"column-labels\"");
    const char *rows = strstr(svg.data, "<g class=\"row-labels\"");
    assert_non_null(columns);
    assert_non_null(rows);
    const char *at = columns;
    for (unsigned c = 1; c <= 8; c++) {
        at = strstr(at + 1, "<text ");
        assert_true(at < rows);
        unsigned label = 0;
        assert_int_equal(sscanf(strchr(at, '>') + 1, "%u<", &label), 1);
        assert_int_equal(label, c);
        assert_int_equal(attribute(at, "x"), (c - 1) * s + s / 2);
    }
    at = rows;
    for (unsigned r = 1; r <= 8; r++) {
        at = strstr(at + 1, "<text ");
        unsigned label = 0;
        assert_int_equal(sscanf(strchr(at, '>') + 1, "%u<", &label), 1);
        assert_int_equal(label, r);
        const unsigned y = attribute(at, "y");
        assert_true(y > (r - 1) * s && y < r * s);
    }
    assert_true(strstr(at, "</g>") < strstr(at + 1, "<text "));
    text_buffer_free(&svg);
    board_set_free(set);
}

static void test_captions_are_escaped(void **state)
{
    (void)state;
    board_set *set = every_solution(4);
    const char *captions[2] = {
        "<model> & \"1\"", "bad \x01 byte \xff, caf\xc3\xa9 \xed\xa0\x80"};
    text_buffer svg = {NULL, 0, 0};
    assert_int_equal(nqcnf_boards_write_svg(set->pointers, captions, 2, 0,
                                            text_buffer_write, &svg),
                     NQCNF_OK);
    assert_true(xmllint_accepts(svg.data, svg.size));
    /* And the judge itself rejects a broken document. */
    assert_false(xmllint_accepts("<svg><rect></svg>", 17));
    assert_int_equal(text_buffer_write(&svg, "", 1), 0);
    assert_non_null(strstr(svg.data, ">&lt;model&gt; &amp; \"1\"</text>"));
    /* Control bytes and what is not UTF-8 become U+FFFD; é stays. */
    assert_non_null(strstr(svg.data, ">bad \xEF\xBF\xBD byte \xEF\xBF\xBD, "
                                     "caf\xc3\xa9 \xEF\xBF\xBD\xEF\xBF\xBD"
                                     "\xEF\xBF\xBD</text>"));
    text_buffer_free(&svg);
    board_set_free(set);
}

/* Queens (row, column) 0-based: (0,0) and (1,1) on a diagonal, (3,2)
 * and (4,2) in a column; rows 2 and 5 and columns 3, 4 and 5 empty;
 * (5,5) unassigned. */
static nqcnf_board broken_board(void)
{
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 6, NQCNF_SQUARE_EMPTY), NQCNF_OK);
    const unsigned queens[4][2] = {{0, 0}, {1, 1}, {3, 2}, {4, 2}};
    for (size_t i = 0; i < 4; i++)
        board.squares[queens[i][0] * 6 + queens[i][1]] = NQCNF_SQUARE_QUEEN;
    board.squares[5 * 6 + 5] = NQCNF_SQUARE_UNASSIGNED;
    return board;
}

static void test_problems_are_marked(void **state)
{
    (void)state;
    nqcnf_board board = broken_board();
    text_buffer svg = {NULL, 0, 0};
    assert_int_equal(nqcnf_board_write_svg(&board, text_buffer_write, &svg),
                     NQCNF_OK);
    assert_true(xmllint_accepts(svg.data, svg.size));
    assert_int_equal(text_buffer_write(&svg, "", 1), 0);
    const unsigned s = square_size(svg.data);
    drawn_board drawn;
    assert_true(read_board(svg.data, 6, s, &drawn));
    assert_true(drawn.marked);
    assert_int_equal(drawn.queens, 4);
    assert_int_equal(drawn.attacks, 2);
    assert_int_equal(drawn.empty_rows, 2);
    assert_int_equal(drawn.empty_columns, 3);
    assert_int_equal(drawn.unassigned, 1);
    /* Each red line joins the centres of an attacking pair: the column
     * first, then the diagonal (verify's reading order). */
    const char *line = strstr(svg.data, "class=\"attack\"");
    const unsigned h = s / 2;
    assert_int_equal(attribute(line, "x1"), 2 * s + h);
    assert_int_equal(attribute(line, "y1"), 3 * s + h);
    assert_int_equal(attribute(line, "x2"), 2 * s + h);
    assert_int_equal(attribute(line, "y2"), 4 * s + h);
    line = strstr(line + 1, "class=\"attack\"");
    assert_int_equal(attribute(line, "x1"), h);
    assert_int_equal(attribute(line, "y1"), h);
    assert_int_equal(attribute(line, "x2"), s + h);
    assert_int_equal(attribute(line, "y2"), s + h);
    const char *rows = strstr(svg.data, "class=\"empty-row\"");
    assert_int_equal(attribute(rows, "y"), 2 * s);
    assert_int_equal(attribute(strstr(rows + 1, "class=\"empty-row\""), "y"),
                     5 * s);
    assert_non_null(strstr(svg.data, "<title>not a solution: "));
    assert_non_null(strstr(svg.data, "along a diagonal"));
    text_buffer_free(&svg);
    nqcnf_board_free(&board);
}

/* The size scales: 724 boards of N = 10 in under 2 MB within 1200 px,
 * a lone board of N = 40 far from 1600 px, a narrow sheet kept narrow. */
static void test_sizes_scale(void **state)
{
    (void)state;
    board_set *set = every_solution(10);
    text_buffer svg = sheet_of(set, 0);
    print_message("724 boards of N = 10: %zu bytes\n", svg.size);
    assert_true(svg.size < 2u * 1024 * 1024);
    assert_true(attribute(strstr(svg.data, "<svg "), "width") <= 1200);
    size_t boards = 0;
    for (const char *p = strstr(svg.data, "<g class=\"board");
         p; p = strstr(p + 1, "<g class=\"board"))
        boards++;
    assert_int_equal(boards, oracle_a000170[10]);
    text_buffer_free(&svg);
    set->count = 40;
    svg = sheet_of(set, 300);
    assert_true(attribute(strstr(svg.data, "<svg "), "width") <= 300);
    text_buffer_free(&svg);
    board_set_free(set);

    nqcnf_board big;
    assert_int_equal(nqcnf_board_init(&big, 40, NQCNF_SQUARE_EMPTY), NQCNF_OK);
    svg = (text_buffer){NULL, 0, 0};
    assert_int_equal(nqcnf_board_write_svg(&big, text_buffer_write, &svg),
                     NQCNF_OK);
    assert_int_equal(text_buffer_write(&svg, "", 1), 0);
    assert_true(attribute(strstr(svg.data, "<svg "), "width") <= 720);
    assert_true(square_size(svg.data) >= 8);
    text_buffer_free(&svg);
    nqcnf_board_free(&big);
}

static void test_sheets_are_deterministic(void **state)
{
    (void)state;
    board_set *set = every_solution(6);
    text_buffer first = sheet_of(set, 0), second = sheet_of(set, 0);
    assert_same_bytes(&first, &second, "two sheets of the same boards");
    text_buffer_free(&first);
    text_buffer_free(&second);
    board_set_free(set);
}

typedef struct oom_sheet {
    const nqcnf_board *boards[3];
} oom_sheet;

static int discard(void *context, const void *data, size_t size)
{
    (void)context;
    (void)data;
    (void)size;
    return 0;
}

static nqcnf_status draw_mixed_sheet(void *context)
{
    const oom_sheet *sheet = context;
    const char *captions[3] = {"a", NULL, "c"};
    return nqcnf_boards_write_svg(sheet->boards, captions, 3, 0, discard,
                                  NULL);
}

/* Out of memory anywhere (the buffer, the frames, a board's problems)
 * comes back as a status, with nothing left allocated. */
static void test_out_of_memory_is_a_status(void **state)
{
    (void)state;
    nqcnf_board broken = broken_board(), other;
    assert_int_equal(nqcnf_board_init(&other, 5, NQCNF_SQUARE_QUEEN), NQCNF_OK);
    oom_sheet sheet = {{&broken, &other, &broken}};
    assert_true(oom_loop("a sheet of broken boards", draw_mixed_sheet,
                         &sheet) >= 3);
    nqcnf_board_free(&broken);
    nqcnf_board_free(&other);
}

static void test_write_errors_and_arguments(void **state)
{
    (void)state;
    board_set *set = every_solution(10);
    block_log log = {0};
    log.fail_at_call = 2;
    assert_int_equal(nqcnf_boards_write_svg(set->pointers, NULL, set->count,
                                            0, block_log_write, &log),
                     NQCNF_ERR_IO);
    assert_int_equal(errno, ENOSPC);
    assert_int_equal(log.calls_after_failure, 0);
    assert_int_equal(nqcnf_boards_write_svg(NULL, NULL, 1, 0, discard, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_boards_write_svg(set->pointers, NULL, 1, 0, NULL,
                                            NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    const nqcnf_board *with_null[2] = {set->pointers[0], NULL};
    assert_int_equal(nqcnf_boards_write_svg(with_null, NULL, 2, 0, discard,
                                            NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    /* No boards: an empty picture, still a document. */
    text_buffer svg = {NULL, 0, 0};
    assert_int_equal(nqcnf_boards_write_svg(NULL, NULL, 0, 0,
                                            text_buffer_write, &svg),
                     NQCNF_OK);
    assert_true(xmllint_accepts(svg.data, svg.size));
    text_buffer_free(&svg);
    board_set_free(set);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_sheet_of_every_solution_reads_back),
        cmocka_unit_test(test_labels_number_rows_and_columns_from_one),
        cmocka_unit_test(test_captions_are_escaped),
        cmocka_unit_test(test_problems_are_marked),
        cmocka_unit_test(test_sizes_scale),
        cmocka_unit_test(test_sheets_are_deterministic),
        cmocka_unit_test(test_out_of_memory_is_a_status),
        cmocka_unit_test(test_write_errors_and_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
