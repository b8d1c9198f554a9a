/*
 * draw_svg.h - what the SVG sheet's two units share: the layout that
 * draw_svg.c computes once for the whole sheet and draw_sheet.c uses to
 * draw each board, and the small formatting helpers both need.
 *
 * Every coordinate is a whole number of pixels (the square size is even,
 * so a square's centre is too): the document never formats a floating
 * point number, which a host program's locale could write with a comma.
 */
#ifndef NQCNF_DRAW_SVG_H
#define NQCNF_DRAW_SVG_H

#include "write/output_buffer.h"

typedef struct sheet_layout {
    uint32_t square;        /* pixels per square, even */
    uint32_t label_font;    /* row and column labels */
    uint32_t label_left;    /* band left of a board for row labels */
    uint32_t label_top;     /* band above it for column labels */
    uint32_t label_step;    /* label every square, or every 2nd, 5th ... */
    uint32_t caption_font;
    uint32_t caption_band;  /* below a board; 0 when no board has one */
    uint32_t gap;           /* around each cell */
    uint32_t cell_width;    /* one board with its labels and caption */
    uint32_t cell_height;
    uint32_t columns;       /* boards per row of the sheet */
    uint64_t width, height; /* the whole sheet */
} sheet_layout;

/* Appends printf-formatted text; each piece is under 512 bytes. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void nqcnf_svg_emit(output_buffer *out, const char *format, ...);

/* Appends `text` as XML character data: markup characters escaped,
 * control characters XML cannot hold and bytes that are not UTF-8
 * replaced, so any caption gives a well-formed document. */
void nqcnf_svg_emit_text(output_buffer *out, const char *text);

/* The board at `index` of the sheet, drawn in its cell: the frame (the
 * squares and labels, defined once per board size), the problem marks,
 * the queens and the caption (may be NULL). */
nqcnf_status nqcnf_sheet_draw_board(output_buffer *out,
                                    const sheet_layout *layout, size_t index,
                                    const nqcnf_board *board,
                                    const char *caption);

/* The frame of an n x n board: the checkered squares and the labels, as
 * a <g id="frame-N"> the boards of that size <use>. */
void nqcnf_sheet_define_frame(output_buffer *out, const sheet_layout *layout,
                              uint32_t n);

#endif
