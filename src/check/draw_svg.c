/*
 * draw_svg.c - a board as a standalone SVG picture.
 *
 * The picture must look right in any browser or editor without fonts:
 * the queen is a drawn crown (a <symbol> defined once and placed with
 * <use>), not a Unicode glyph that depends on the fonts installed. Every
 * queen carries class="queen", so tools (and tests) can find them.
 */
#include "write/output_buffer.h"

#include <stdarg.h>
#include <stdio.h>

#define SQUARE_SIZE 40

#if defined(__GNUC__)
static void emit(output_buffer *out, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
#endif

static void emit(output_buffer *out, const char *format, ...)
{
    /* Every piece written here is well under 512 bytes. */
    if (output_buffer_reserve(out, 512) != NQCNF_OK) return;
    va_list args;
    va_start(args, format);
    const int length = vsnprintf(out->data + out->used, 512, format, args);
    va_end(args);
    if (length > 0) out->used += (size_t)length;
}

static void emit_header(output_buffer *out, uint32_t n)
{
    const unsigned long size = (unsigned long)n * SQUARE_SIZE;
    emit(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    emit(out,
         "<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
         "width=\"%lu\" height=\"%lu\" viewBox=\"0 0 %lu %lu\">\n",
         size, size, size, size);
    emit(out, "<title>%u-queens board</title>\n", n);
    emit(out, "<defs>\n<symbol id=\"queen\" viewBox=\"0 0 40 40\">\n"
              "<path d=\"M8 30 L6 13 L14 21 L20 9 L26 21 L34 13 L32 30 Z\" "
              "fill=\"#222\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
              "<rect x=\"8\" y=\"30\" width=\"24\" height=\"4\" fill=\"#222\" "
              "stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
              "<circle cx=\"6\" cy=\"12\" r=\"2.5\" fill=\"#222\"/>\n"
              "<circle cx=\"20\" cy=\"8\" r=\"2.5\" fill=\"#222\"/>\n"
              "<circle cx=\"34\" cy=\"12\" r=\"2.5\" fill=\"#222\"/>\n"
              "</symbol>\n</defs>\n");
}

static void emit_square(output_buffer *out, uint32_t row, uint32_t column,
                        unsigned char square)
{
    const unsigned long x = (unsigned long)column * SQUARE_SIZE;
    const unsigned long y = (unsigned long)row * SQUARE_SIZE;
    const int light = (row + column) % 2 == 0;
    emit(out, "<rect class=\"%s\" x=\"%lu\" y=\"%lu\" width=\"%d\" "
              "height=\"%d\" fill=\"%s\"/>\n", light ? "light" : "dark", x, y,
         SQUARE_SIZE, SQUARE_SIZE, light ? "#f0d9b5" : "#b58863");
    if (square == NQCNF_SQUARE_QUEEN)
        emit(out, "<use class=\"queen\" xlink:href=\"#queen\" x=\"%lu\" "
                  "y=\"%lu\" width=\"%d\" height=\"%d\"/>\n",
             x, y, SQUARE_SIZE, SQUARE_SIZE);
    else if (square == NQCNF_SQUARE_UNASSIGNED)
        emit(out, "<text class=\"unassigned\" x=\"%lu\" y=\"%lu\" "
                  "font-size=\"24\" text-anchor=\"middle\">?</text>\n",
             x + SQUARE_SIZE / 2, y + 28);
}

static nqcnf_status draw(output_buffer *out, const void *context)
{
    const nqcnf_board *board = context;
    const uint32_t n = board->n;
    emit_header(out, n);
    for (uint32_t r = 0; r < n && out->status == NQCNF_OK; r++)
        for (uint32_t c = 0; c < n; c++)
            emit_square(out, r, c, board->squares[(size_t)r * n + c]);
    emit(out, "</svg>\n");
    return out->status;
}

nqcnf_status nqcnf_board_write_svg(const nqcnf_board *board,
                                   nqcnf_write_fn write, void *context)
{
    if (board == NULL || board->squares == NULL || write == NULL)
        return NQCNF_ERR_INVALID_ARGUMENT;
    output_buffer out;
    return output_buffer_run(&out, write, context, draw, board);
}
