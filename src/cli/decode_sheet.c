/*
 * decode_sheet.c - decode --svg: one model's picture, or a sheet of all.
 *
 * The decoder refills one board per model, so the pictures are drawn
 * after the last model, each board drawn again by the library's tally
 * (nqcnf_tally_model_board), which keeps every model.
 * One model gives the picture it always gave (write_svg_file); several
 * give one sheet (nqcnf_boards_write_svg), every model on it, those that
 * are not solutions too (the library marks their problems), captioned
 * with the model numbers the text output uses, so that a board on the
 * sheet and its lines on the terminal are found from each other.
 */
#include "decode_tally.h"
#include "messages.h"
#include "output_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A caption's room: "model 12345678, class 1234567, repeats 12345678". */
#define CAPTION_SIZE 80

/* "model 3", "model 3, class 2", "model 7, repeats 3". */
static void write_caption(const nqcnf_tally *tally, size_t model,
                          int with_classes, char *caption)
{
    size_t class_number = 0, repeats = 0;
    nqcnf_tally_model(tally, model, NULL, &class_number, &repeats);
    int used = snprintf(caption, CAPTION_SIZE, "model %zu", model);
    if (with_classes && class_number != 0 && used > 0)
        used += snprintf(caption + used, CAPTION_SIZE - (size_t)used,
                         ", class %zu", class_number);
    if (repeats != 0 && used > 0 && used < CAPTION_SIZE)
        snprintf(caption + used, CAPTION_SIZE - (size_t)used, ", repeats %zu",
                 repeats);
}

/* The sheet of every model, atomically like -o. */
static int write_sheet_file(const nqcnf_tally *tally, const char *path,
                            int with_classes)
{
    const size_t count = nqcnf_tally_count(tally, NQCNF_TALLY_MODELS);
    nqcnf_board *boards = calloc(count, sizeof *boards);
    const nqcnf_board **pointers = calloc(count, sizeof *pointers);
    char *text = calloc(count, CAPTION_SIZE);
    const char **captions = calloc(count, sizeof *captions);
    nqcnf_status status = boards && pointers && text && captions
                              ? NQCNF_OK : NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t m = 0; status == NQCNF_OK && m < count; m++) {
        status = nqcnf_tally_model_board(tally, m + 1, &boards[m]);
        pointers[m] = &boards[m];
        captions[m] = text + m * CAPTION_SIZE;
        write_caption(tally, m + 1, with_classes, text + m * CAPTION_SIZE);
    }
    int result = -1;
    if (status == NQCNF_OK)
        result = write_svg_sheet_file(path, pointers, captions, count);
    else
        report_error("cannot draw '%s': %s", path, nqcnf_strerror(status));
    for (size_t m = 0; boards != NULL && m < count; m++)
        nqcnf_board_free(&boards[m]);
    free(boards);
    free(pointers);
    free(text);
    free(captions);
    return result;
}

int decode_write_picture(const nqcnf_tally *tally, const char *path,
                         int with_classes)
{
    if (nqcnf_tally_count(tally, NQCNF_TALLY_MODELS) > 1)
        return write_sheet_file(tally, path, with_classes);
    nqcnf_board board = {0, NULL};
    const nqcnf_status status = nqcnf_tally_model_board(tally, 1, &board);
    if (status != NQCNF_OK) {
        report_error("cannot write '%s': %s", path, nqcnf_strerror(status));
        return -1;
    }
    const int result = write_svg_file(path, &board);
    nqcnf_board_free(&board);
    return result;
}
