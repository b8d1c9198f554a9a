/*
 * draw_svg.c - boards as one standalone SVG picture: a sheet.
 *
 * One board and a thousand are the same drawing: a grid of cells, each a
 * board with its row and column labels and a caption, wrapping onto rows
 * within a maximum width. The size is chosen for the whole sheet at once
 * (layout_sheet): the square shrinks as N and the number of boards grow,
 * so that a sheet of every solution stays a few hundred kilobytes and a
 * single large board never becomes a poster.
 *
 * What repeats is defined once and placed with <use>: the queen (a drawn
 * crown, so the picture needs no font), the checkered squares (a
 * <pattern>), and per board size the frame with its labels. A board then
 * costs its queens and its caption, not its N*N squares. Every queen is
 * one line carrying class="queen" and every board a <g class="board">,
 * so tools (and tests) can find them; the sheet streams board by board
 * through the output buffer, in bounded memory.
 */
#include "board/draw_svg.h"

#include <stdarg.h>
#include <stdio.h>

#define DEFAULT_MAX_WIDTH 1200u
#define LARGEST_SQUARE 40u
#define LARGEST_BOARD 640u   /* a lone board's side, beyond 16 squares */
#define SMALLEST_SHEET_SQUARE 10u /* labels stay legible when zoomed */

void nqcnf_svg_emit(output_buffer *out, const char *format, ...)
{
    if (output_buffer_reserve(out, 512) != NQCNF_OK) return;
    va_list args;
    va_start(args, format);
    const int length = vsnprintf(out->data + out->used, 512, format, args);
    va_end(args);
    if (length > 0) out->used += (size_t)length < 511 ? (size_t)length : 511;
}

static uint32_t clamp(uint32_t value, uint32_t low, uint32_t high)
{
    return value < low ? low : value > high ? high : value;
}

static uint32_t digits(uint32_t value)
{
    uint32_t count = 1;
    while (value >= 10) {
        value /= 10;
        count++;
    }
    return count;
}

/* Labels every square when they fit, else every 2nd, 5th, 10th, 20th ...
 * square: the widest label is about 0.6 em per digit. */
static uint32_t label_step(uint32_t square, uint32_t font, uint32_t n)
{
    const uint32_t needed = (digits(n) * font * 3 + 4) / 5 + 2;
    uint32_t step = 1;
    for (uint32_t scale = 1; step * square < needed; scale *= 10) {
        if (2 * scale * square >= needed) step = 2 * scale;
        else if (5 * scale * square >= needed) step = 5 * scale;
        else step = 10 * scale;
    }
    return step;
}

/* The square: at most 40 px; at most 640 px for a lone board; smaller as
 * the count grows (about sqrt(count) boards to a row); never so small that
 * the labels cannot be read zoomed in, unless the width demands it. */
static uint32_t square_size(uint32_t n, size_t count, uint32_t max_width)
{
    uint32_t square = clamp(LARGEST_BOARD / n, 2, LARGEST_SQUARE);
    if (count > 1) {
        uint32_t per_row = 1;
        while ((uint64_t)per_row * per_row < count && per_row < max_width)
            per_row++;
        const uint32_t wanted = max_width / per_row * 4 / 5 / n;
        if (wanted < square)
            square = wanted > SMALLEST_SHEET_SQUARE ? wanted
                                                    : SMALLEST_SHEET_SQUARE;
    }
    /* The labels take about a tenth of the width. */
    const uint32_t fits = max_width * 9 / 10 / n;
    if (fits < square) square = fits;
    square &= ~1u;
    return square < 2 ? 2 : square;
}

static sheet_layout layout_sheet(const nqcnf_board *const *boards,
                                 const char *const *captions, size_t count,
                                 uint32_t max_width)
{
    sheet_layout layout;
    uint32_t n = 1;
    int any_caption = 0;
    for (size_t i = 0; i < count; i++) {
        if (boards[i]->n > n) n = boards[i]->n;
        if (captions != NULL && captions[i] != NULL) any_caption = 1;
    }
    const uint32_t s = square_size(n, count, max_width);
    layout.square = s;
    layout.label_font = clamp(s * 3 / 5, 6, 14);
    layout.label_step = label_step(s, layout.label_font, n);
    layout.label_left = (digits(n) * layout.label_font * 3 + 4) / 5 + 4;
    layout.label_top = layout.label_font + 4;
    layout.caption_font = clamp(s * 3 / 4, 8, 14);
    layout.caption_band = any_caption ? layout.caption_font + 6 : 0;
    layout.gap = count > 1 ? clamp(s, 6, 16) : 4;
    layout.cell_width = layout.label_left + n * s + layout.gap;
    layout.cell_height =
        layout.label_top + n * s + layout.caption_band + layout.gap;
    const uint32_t usable = max_width > layout.gap ? max_width - layout.gap : 0;
    layout.columns = usable / layout.cell_width;
    if (layout.columns < 1) layout.columns = 1;
    if (layout.columns > count && count > 0) layout.columns = (uint32_t)count;
    const uint64_t rows = (count + layout.columns - 1) / layout.columns;
    layout.width = (uint64_t)layout.columns * layout.cell_width + layout.gap;
    layout.height = rows * layout.cell_height + layout.gap;
    return layout;
}

static void emit_header(output_buffer *out, const sheet_layout *layout,
                        const nqcnf_board *const *boards, size_t count)
{
    nqcnf_svg_emit(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    nqcnf_svg_emit(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
        "width=\"%llu\" height=\"%llu\" viewBox=\"0 0 %llu %llu\">\n",
        (unsigned long long)layout->width, (unsigned long long)layout->height,
        (unsigned long long)layout->width, (unsigned long long)layout->height);
    int same_n = 1;
    for (size_t i = 1; i < count && same_n; i++)
        same_n = boards[i]->n == boards[0]->n;
    if (count == 0)
        nqcnf_svg_emit(out, "<title>no boards</title>\n");
    else if (count == 1)
        nqcnf_svg_emit(out, "<title>%u-queens board</title>\n", boards[0]->n);
    else if (same_n)
        nqcnf_svg_emit(out, "<title>%zu boards of %u queens</title>\n", count,
                       boards[0]->n);
    else
        nqcnf_svg_emit(out, "<title>%zu boards</title>\n", count);
    const uint32_t s = layout->square;
    nqcnf_svg_emit(
        out, "<defs>\n<symbol id=\"queen\" viewBox=\"0 0 40 40\">\n"
             "<path d=\"M8 30 L6 13 L14 21 L20 9 L26 21 L34 13 L32 30 Z\" "
             "fill=\"#222\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
             "<rect x=\"8\" y=\"30\" width=\"24\" height=\"4\" "
             "fill=\"#222\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
             "<circle cx=\"6\" cy=\"12\" r=\"2.5\" fill=\"#222\"/>\n"
             "<circle cx=\"20\" cy=\"8\" r=\"2.5\" fill=\"#222\"/>\n"
             "<circle cx=\"34\" cy=\"12\" r=\"2.5\" fill=\"#222\"/>\n"
             "</symbol>\n");
    nqcnf_svg_emit(
        out,
        "<pattern id=\"checker\" patternUnits=\"userSpaceOnUse\" "
        "width=\"%u\" height=\"%u\">\n"
        "<rect width=\"%u\" height=\"%u\" fill=\"#f0d9b5\"/>\n"
        "<rect x=\"%u\" width=\"%u\" height=\"%u\" fill=\"#b58863\"/>\n"
        "<rect y=\"%u\" width=\"%u\" height=\"%u\" fill=\"#b58863\"/>\n"
        "</pattern>\n",
        2 * s, 2 * s, 2 * s, 2 * s, s, s, s, s, s, s);
    /* Red stripes over a pale red: an empty line stands out on light and
     * dark squares alike. */
    nqcnf_svg_emit(
        out, "<pattern id=\"hatch\" patternUnits=\"userSpaceOnUse\" "
             "width=\"6\" height=\"6\" patternTransform=\"rotate(45)\">\n"
             "<rect width=\"6\" height=\"6\" fill=\"#ffffff\" "
             "fill-opacity=\"0.45\"/>\n"
             "<rect width=\"2\" height=\"6\" fill=\"#d00000\" "
             "fill-opacity=\"0.7\"/>\n</pattern>\n</defs>\n");
    nqcnf_svg_emit(out,
                   "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n");
}

/* Frames are defined where a board of their size first appears; sizes
 * already defined are kept in a list (one entry in any real sheet). */
typedef struct frame_list {
    uint32_t *sizes;
    size_t count;
    size_t capacity;
} frame_list;

static nqcnf_status need_frame(output_buffer *out, const sheet_layout *layout,
                               frame_list *frames, uint32_t n)
{
    for (size_t i = 0; i < frames->count; i++)
        if (frames->sizes[i] == n) return NQCNF_OK;
    if (nqcnf_grow((void **)&frames->sizes, &frames->capacity,
                   frames->count + 1, sizeof *frames->sizes) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    frames->sizes[frames->count++] = n;
    nqcnf_sheet_define_frame(out, layout, n);
    return out->status;
}

typedef struct sheet_request {
    const nqcnf_board *const *boards;
    const char *const *captions;
    size_t count;
    uint32_t max_width;
} sheet_request;

static nqcnf_status draw(output_buffer *out, const void *context)
{
    const sheet_request *sheet = context;
    const sheet_layout layout = layout_sheet(sheet->boards, sheet->captions,
                                             sheet->count, sheet->max_width);
    emit_header(out, &layout, sheet->boards, sheet->count);
    frame_list frames = {NULL, 0, 0};
    nqcnf_status status = out->status;
    for (size_t i = 0; i < sheet->count && status == NQCNF_OK; i++) {
        const nqcnf_board *board = sheet->boards[i];
        status = need_frame(out, &layout, &frames, board->n);
        if (status == NQCNF_OK)
            status = nqcnf_sheet_draw_board(
                out, &layout, i, board,
                sheet->captions != NULL ? sheet->captions[i] : NULL);
    }
    nqcnf_release(frames.sizes);
    nqcnf_svg_emit(out, "</svg>\n");
    return status != NQCNF_OK ? status : out->status;
}

/* What is wrong with a board to draw, to follow the name the caller
 * gave it ("board", "boards[3]"); NULL when nothing is. */
static const char *board_problem(const nqcnf_board *board)
{
    if (board == NULL) return " is NULL";
    if (board->squares == NULL) return "->squares is NULL";
    if (board->n == 0) return "->n is 0";
    return NULL;
}

nqcnf_status nqcnf_boards_write_svg(const nqcnf_board *const *boards,
                                    const char *const *captions, size_t count,
                                    uint32_t max_width, nqcnf_write_fn write,
                                    void *context)
{
    if (boards == NULL && count > 0)
        return nqcnf_invalid("boards is NULL with count %zu", count);
    if (write == NULL) return nqcnf_invalid("write is NULL");
    for (size_t i = 0; i < count; i++) {
        const char *problem = board_problem(boards[i]);
        if (problem != NULL)
            return nqcnf_invalid("boards[%zu]%s", i, problem);
    }
    const sheet_request request = {boards, captions, count,
                         max_width != 0 ? max_width : DEFAULT_MAX_WIDTH};
    output_buffer out;
    return nqcnf_output_buffer_run(&out, write, context, draw, &request);
}

nqcnf_status nqcnf_board_write_svg(const nqcnf_board *board,
                                   nqcnf_write_fn write, void *context)
{
    const char *problem = board_problem(board);
    if (problem != NULL) return nqcnf_invalid("board%s", problem);
    const nqcnf_board *const boards[1] = {board};
    return nqcnf_boards_write_svg(boards, NULL, 1, 0, write, context);
}
