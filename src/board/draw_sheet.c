/*
 * draw_sheet.c - one board of an SVG sheet: its frame, its marks, its
 * queens and its caption.
 *
 * A board is drawn in its own coordinates (a translated <g>): the square
 * of row r, column c has its top-left corner at (c*s, r*s), labels sit at
 * negative coordinates, so a queen's position says its square without
 * knowing where the board stands on the sheet.
 *
 * A board that is not a solution shows why, with the problems
 * nqcnf_board_verify() finds (the same ones the command's messages name):
 * a red line joins each attacking pair, empty rows are shaded, a grey
 * square with a "?" is one the model left unassigned, and a red border
 * tells the board from the solutions around it at a glance. Empty columns
 * are shaded too; verify does not list them (a full row check implies
 * them), so they are read off the squares here. Marks go under the
 * queens, lines over them.
 */
#include "board/draw_svg.h"

#define MARK_RED "#d00000"

/* Labels every square, or every step-th one counting from 1; the first
 * square too when the step leaves room beside it. */
static int labelled(const sheet_layout *layout, uint32_t index)
{
    const uint32_t step = layout->label_step;
    return step == 1 || (index + 1) % step == 0 || (index == 0 && step >= 5);
}

/* Where the label of row or column `index` stands: column labels
 * centred above their square, row labels ending left of theirs, a
 * digit's middle (about 0.35 em above the baseline) level with the
 * square's. */
typedef struct label_place {
    int32_t x, y;
} label_place;

static label_place label_at(const sheet_layout *layout, uint32_t index,
                            int is_row)
{
    const uint32_t s = layout->square;
    label_place place = {(int32_t)(index * s + s / 2), -4};
    if (is_row) {
        place.x = -4;
        place.y = (int32_t)(index * s + s / 2 + layout->label_font * 7 / 20);
    }
    return place;
}

/* The column labels (is_row 0) or the row labels (1) as one group. */
static void emit_labels(output_buffer *out, const sheet_layout *layout,
                        uint32_t n, int is_row)
{
    nqcnf_svg_emit(out,
                   "<g class=\"%s-labels\" font-family=\"sans-serif\" "
                   "font-size=\"%u\" fill=\"#555\" text-anchor=\"%s\">\n",
                   is_row ? "row" : "column", layout->label_font,
                   is_row ? "end" : "middle");
    for (uint32_t i = 0; i < n && out->status == NQCNF_OK; i++) {
        const label_place place = label_at(layout, i, is_row);
        if (labelled(layout, i))
            nqcnf_svg_emit(out, "<text x=\"%d\" y=\"%d\">%u</text>\n", place.x,
                           place.y, i + 1);
    }
    nqcnf_svg_emit(out, "</g>\n");
}

void nqcnf_sheet_define_frame(output_buffer *out, const sheet_layout *layout,
                              uint32_t n)
{
    const uint32_t side = n * layout->square;
    nqcnf_svg_emit(out, "<defs>\n<g id=\"frame-%u\">\n", n);
    nqcnf_svg_emit(out,
                   "<rect width=\"%u\" height=\"%u\" fill=\"url(#checker)\" "
                   "stroke=\"#6b4a2e\"/>\n",
                   side, side);
    emit_labels(out, layout, n, 0);
    emit_labels(out, layout, n, 1);
    nqcnf_svg_emit(out, "</g>\n</defs>\n");
}

static unsigned char square_at(const nqcnf_board *board, uint32_t row,
                               uint32_t column)
{
    return board->squares[(size_t)row * board->n + column];
}

/* The stripes cover the line's squares; its label is written again over
 * the frame's, in red. */
static void shade(output_buffer *out, const sheet_layout *layout,
                  const char *class_name, uint32_t n, uint32_t index,
                  int is_row)
{
    const uint32_t s = layout->square, along = index * s;
    nqcnf_svg_emit(out,
                   "<rect class=\"%s\" x=\"%u\" y=\"%u\" width=\"%u\" "
                   "height=\"%u\" fill=\"url(#hatch)\"/>\n",
                   class_name, is_row ? 0 : along, is_row ? along : 0,
                   is_row ? n * s : s, is_row ? s : n * s);
    const label_place place = label_at(layout, index, is_row);
    nqcnf_svg_emit(out,
                   "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                   "font-size=\"%u\" font-weight=\"bold\" fill=\"" MARK_RED
                   "\" text-anchor=\"%s\">%u</text>\n",
                   place.x, place.y, layout->label_font,
                   is_row ? "end" : "middle", index + 1);
}

/* Shaded rows (from verify's list) and columns (read off the squares),
 * and the unassigned squares. */
static void emit_shading(output_buffer *out, const sheet_layout *layout,
                         const nqcnf_board *board,
                         const nqcnf_problem *problems, size_t count)
{
    const uint32_t n = board->n, s = layout->square;
    for (size_t i = 0; i < count; i++)
        if (problems[i].kind == NQCNF_PROBLEM_EMPTY_ROW)
            shade(out, layout, "empty-row", n, problems[i].row1, 1);
    for (uint32_t c = 0; c < n && out->status == NQCNF_OK; c++) {
        uint32_t r = 0;
        while (r < n && square_at(board, r, c) != NQCNF_SQUARE_QUEEN) r++;
        if (r == n) shade(out, layout, "empty-column", n, c, 0);
    }
    for (size_t i = 0; i < count; i++) {
        const nqcnf_problem *p = &problems[i];
        if (p->kind != NQCNF_PROBLEM_UNASSIGNED) continue;
        nqcnf_svg_emit(out,
                       "<rect class=\"unassigned\" x=\"%u\" y=\"%u\" "
                       "width=\"%u\" height=\"%u\" fill=\"#9a9a9a\"/>"
                       "<text x=\"%u\" y=\"%u\" font-family=\"sans-serif\" "
                       "font-size=\"%u\" fill=\"#fff\" text-anchor=\"middle\">"
                       "?</text>\n",
                       p->column1 * s, p->row1 * s, s, s,
                       p->column1 * s + s / 2, p->row1 * s + s * 3 / 4,
                       s * 3 / 4);
    }
}

static void emit_attacks(output_buffer *out, const sheet_layout *layout,
                         const nqcnf_problem *problems, size_t count)
{
    const uint32_t s = layout->square, half = s / 2;
    const uint32_t width = s / 8 > 2 ? s / 8 : 2;
    for (size_t i = 0; i < count && out->status == NQCNF_OK; i++) {
        const nqcnf_problem *p = &problems[i];
        if (p->kind != NQCNF_PROBLEM_SAME_ROW &&
            p->kind != NQCNF_PROBLEM_SAME_COLUMN &&
            p->kind != NQCNF_PROBLEM_SAME_DIAGONAL)
            continue;
        nqcnf_svg_emit(out,
                       "<line class=\"attack\" x1=\"%u\" y1=\"%u\" x2=\"%u\" "
                       "y2=\"%u\" stroke=\"" MARK_RED "\" stroke-width=\"%u\" "
                       "stroke-linecap=\"round\"/>\n",
                       p->column1 * s + half, p->row1 * s + half,
                       p->column2 * s + half, p->row2 * s + half, width);
    }
}

static void emit_queens(output_buffer *out, const sheet_layout *layout,
                        const nqcnf_board *board)
{
    const uint32_t n = board->n, s = layout->square;
    for (uint32_t r = 0; r < n && out->status == NQCNF_OK; r++)
        for (uint32_t c = 0; c < n; c++)
            if (square_at(board, r, c) == NQCNF_SQUARE_QUEEN)
                nqcnf_svg_emit(
                    out,
                    "<use class=\"queen\" xlink:href=\"#queen\" "
                    "x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\"/>\n",
                    c * s, r * s, s, s);
}

static void emit_caption(output_buffer *out, const sheet_layout *layout,
                         const nqcnf_board *board, const char *caption)
{
    const uint32_t side = board->n * layout->square;
    nqcnf_svg_emit(out,
                   "<text class=\"caption\" x=\"%u\" y=\"%u\" "
                   "font-family=\"sans-serif\" font-size=\"%u\" fill=\"#222\" "
                   "text-anchor=\"middle\">",
                   side / 2, side + layout->caption_font + 2,
                   layout->caption_font);
    nqcnf_svg_emit_text(out, caption);
    nqcnf_svg_emit(out, "</text>\n");
}

/* A tooltip naming the first problems in the messages' words. */
static void emit_problem_title(output_buffer *out,
                               const nqcnf_problem *problems, size_t count)
{
    enum { NAMED = 8 };
    nqcnf_svg_emit(out, "<title>not a solution: ");
    for (size_t i = 0; i < count && i < NAMED; i++) {
        char text[160];
        nqcnf_problem_describe(&problems[i], text, sizeof text);
        nqcnf_svg_emit(out, "%s%s", i > 0 ? "; " : "", text);
    }
    if (count > NAMED) nqcnf_svg_emit(out, "; and %zu more", count - NAMED);
    nqcnf_svg_emit(out, "</title>\n");
}

/* The board's problems, in an array of the library's allocator (NULL and
 * 0 for a solution). */
static nqcnf_status find_problems(const nqcnf_board *board,
                                  nqcnf_problem **problems, size_t *count)
{
    *problems = NULL;
    *count = nqcnf_board_verify(board, NULL, 0);
    if (*count == 0) return NQCNF_OK;
    if (*count > SIZE_MAX / sizeof **problems) return NQCNF_ERR_OUT_OF_MEMORY;
    *problems = nqcnf_allocate(*count * sizeof **problems);
    if (*problems == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_board_verify(board, *problems, *count);
    return NQCNF_OK;
}

nqcnf_status nqcnf_sheet_draw_board(output_buffer *out,
                                    const sheet_layout *layout, size_t index,
                                    const nqcnf_board *board,
                                    const char *caption)
{
    nqcnf_problem *problems;
    size_t count;
    const nqcnf_status status = find_problems(board, &problems, &count);
    if (status != NQCNF_OK) return status;
    const uint64_t column = index % layout->columns;
    const uint64_t row = index / layout->columns;
    const unsigned long long x =
        layout->gap + column * layout->cell_width + layout->label_left;
    const unsigned long long y =
        layout->gap + row * layout->cell_height + layout->label_top;
    nqcnf_svg_emit(
        out, "<g class=\"board%s\" transform=\"translate(%llu %llu)\">\n",
        count > 0 ? " not-a-solution" : "", x, y);
    if (count > 0) emit_problem_title(out, problems, count);
    nqcnf_svg_emit(out, "<use xlink:href=\"#frame-%u\"/>\n", board->n);
    emit_shading(out, layout, board, problems, count);
    emit_queens(out, layout, board);
    emit_attacks(out, layout, problems, count);
    if (count > 0) {
        const uint32_t side = board->n * layout->square;
        nqcnf_svg_emit(out,
                       "<rect class=\"problems\" width=\"%u\" height=\"%u\" "
                       "fill=\"none\" stroke=\"" MARK_RED "\" "
                       "stroke-width=\"2\"/>\n",
                       side, side);
    }
    if (caption != NULL) emit_caption(out, layout, board, caption);
    nqcnf_svg_emit(out, "</g>\n");
    nqcnf_release(problems);
    return out->status;
}

/* The length of the UTF-8 sequence at `p` (at most `left` bytes), or 0
 * when it is not one: overlong forms, surrogates and code points beyond
 * U+10FFFF are not UTF-8 either. */
static size_t utf8_length(const unsigned char *p, size_t left)
{
    size_t length;
    uint32_t point;
    if (p[0] < 0x80) return 1;
    if (p[0] >= 0xC2 && p[0] <= 0xDF) length = 2, point = p[0] & 0x1Fu;
    else if (p[0] >= 0xE0 && p[0] <= 0xEF) length = 3, point = p[0] & 0x0Fu;
    else if (p[0] >= 0xF0 && p[0] <= 0xF4) length = 4, point = p[0] & 0x07u;
    else return 0;
    if (left < length) return 0;
    for (size_t i = 1; i < length; i++) {
        if ((p[i] & 0xC0u) != 0x80u) return 0;
        point = point << 6 | (p[i] & 0x3Fu);
    }
    static const uint32_t smallest[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (point < smallest[length] || point > 0x10FFFF ||
        (point >= 0xD800 && point <= 0xDFFF) || point == 0xFFFE ||
        point == 0xFFFF)
        return 0;
    return length;
}

void nqcnf_svg_emit_text(output_buffer *out, const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    size_t left = strlen(text);
    while (left > 0 && out->status == NQCNF_OK) {
        const size_t length = utf8_length(p, left);
        const char *piece = NULL;
        if (length == 0) piece = "\xEF\xBF\xBD"; /* U+FFFD */
        else if (*p == '&') piece = "&amp;";
        else if (*p == '<') piece = "&lt;";
        else if (*p == '>') piece = "&gt;";
        else if (*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r')
            piece = "\xEF\xBF\xBD";
        if (piece != NULL)
            nqcnf_output_buffer_put(out, piece, strlen(piece));
        else
            nqcnf_output_buffer_put(out, (const char *)p, length);
        p += length > 0 ? length : 1;
        left -= length > 0 ? length : 1;
    }
}
