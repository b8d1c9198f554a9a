/*
 * solve_sheet.c - solve --all --svg: the boards listed, drawn as one sheet.
 *
 * The listing hands over one board at a time and refills it, and the
 * sheet's size depends on how many boards there are, so the boards are
 * copied as they come (n*n bytes each: the 73712 of N = 13 take 12 MB)
 * and drawn once the listing is over, with the captions the text output
 * printed, so a board on the sheet and its lines on the terminal are
 * found from each other.
 */
#include "solve_sheet.h"

#include "messages.h"
#include "output_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int solve_sheet_add(solve_sheet *sheet, const nqcnf_board *board,
                    const char *caption)
{
    const size_t squares = (size_t)board->n * board->n;
    if (sheet->count == sheet->capacity) {
        const size_t capacity = sheet->capacity ? 2 * sheet->capacity : 64;
        unsigned char *more = realloc(sheet->squares, capacity * squares);
        if (more == NULL) return -1;
        sheet->squares = more;
        char *text = realloc(sheet->captions, capacity * SHEET_CAPTION_SIZE);
        if (text == NULL) return -1;
        sheet->captions = text;
        sheet->capacity = capacity;
    }
    sheet->n = board->n;
    memcpy(sheet->squares + sheet->count * squares, board->squares, squares);
    char *to = sheet->captions + sheet->count * SHEET_CAPTION_SIZE;
    strncpy(to, caption, SHEET_CAPTION_SIZE - 1);
    to[SHEET_CAPTION_SIZE - 1] = '\0';
    sheet->count++;
    return 0;
}

int solve_sheet_write(const solve_sheet *sheet, const char *path)
{
    const size_t count = sheet->count, squares = (size_t)sheet->n * sheet->n;
    nqcnf_board *boards = calloc(count, sizeof *boards);
    const nqcnf_board **pointers = calloc(count, sizeof *pointers);
    const char **captions = calloc(count, sizeof *captions);
    int status = -1;
    if (boards != NULL && pointers != NULL && captions != NULL) {
        for (size_t i = 0; i < count; i++) {
            boards[i] = (nqcnf_board){sheet->n, sheet->squares + i * squares};
            pointers[i] = &boards[i];
            captions[i] = sheet->captions + i * SHEET_CAPTION_SIZE;
        }
        status = write_svg_sheet_file(path, pointers, captions, count);
    } else {
        report_error("cannot draw '%s': %s", path,
                     nqcnf_strerror(NQCNF_ERR_OUT_OF_MEMORY));
    }
    free(boards);
    free(pointers);
    free(captions);
    return status;
}

void solve_sheet_free(solve_sheet *sheet)
{
    free(sheet->squares);
    free(sheet->captions);
    memset(sheet, 0, sizeof *sheet);
}
