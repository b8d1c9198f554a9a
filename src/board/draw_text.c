/*
 * draw_text.c - a board as lines of text.
 *
 * The plain drawing is ASCII ("Q" and "."), so it survives any terminal,
 * pipe or diff and is easy to parse back; the Unicode one is for people:
 * a queen glyph on a checkered board. Both stream row by row through the
 * same output buffer as the DIMACS writer, so even a large board never
 * needs its drawing in memory at once.
 *
 * The Unicode squares are thin marks, a dot for light squares and a ring
 * for dark ones, and the queen is the only solid glyph. Filled and hollow
 * squares (U+25A0/U+25A1) said light and dark by how much ink they put in
 * the foreground colour, so on a dark terminal, whose ink is light, the
 * board came out inverted; a dot and a ring differ by shape, which reads
 * the same in either colour scheme, and the solid queen stands out from
 * both. All three glyphs are of East Asian width "neutral" (one column
 * in every terminal, unlike the squares, which are "ambiguous" and take
 * two columns in CJK terminals), so the columns stay aligned.
 */
#include "write/output_buffer.h"

#include <inttypes.h>
#include <string.h>

/* The top-left square is light, as a8 is seen from the white side. */
static const char *square_glyph(nqcnf_drawing style, unsigned char square,
                                uint32_t row, uint32_t column)
{
    if (square == NQCNF_SQUARE_UNASSIGNED) return "?";
    if (style == NQCNF_DRAW_PLAIN)
        return square == NQCNF_SQUARE_QUEEN ? "Q" : ".";
    if (square == NQCNF_SQUARE_QUEEN) return "\u265B";  /* black chess queen */
    return (row + column) % 2 == 0 ? "\u22C5"   /* dot operator */
                                   : "\u2218"; /* ring operator */
}

typedef struct drawing {
    const nqcnf_board *board;
    nqcnf_drawing style;
} drawing;

static nqcnf_status draw(output_buffer *out, const void *context)
{
    const drawing *d = context;
    const uint32_t n = d->board->n;
    for (uint32_t r = 0; r < n && out->status == NQCNF_OK; r++) {
        for (uint32_t c = 0; c < n; c++) {
            const char *glyph = square_glyph(
                d->style, d->board->squares[(size_t)r * n + c], r, c);
            const size_t length = strlen(glyph);
            if (output_buffer_reserve(out, length + 1) != NQCNF_OK) break;
            memcpy(out->data + out->used, glyph, length);
            out->used += length;
            out->data[out->used++] = c + 1 < n ? ' ' : '\n';
        }
    }
    return out->status;
}

nqcnf_status nqcnf_board_write_text(const nqcnf_board *board,
                                    nqcnf_drawing style,
                                    nqcnf_write_fn write, void *context)
{
    if (board == NULL) return nqcnf_invalid("board is NULL");
    if (board->squares == NULL)
        return nqcnf_invalid("board->squares is NULL");
    if (write == NULL) return nqcnf_invalid("write is NULL");
    if (board->n == 0 || board->n > NQCNF_MAX_N)
        return nqcnf_invalid("board->n is %" PRIu32 ": N must be 1 .. %u",
                             board->n, NQCNF_MAX_N);
    if (style != NQCNF_DRAW_PLAIN && style != NQCNF_DRAW_UNICODE)
        return nqcnf_invalid("style is %d: not an nqcnf_drawing",
                             (int)style);
    const drawing d = {board, style};
    output_buffer out;
    return nqcnf_output_buffer_run(&out, write, context, draw, &d);
}
