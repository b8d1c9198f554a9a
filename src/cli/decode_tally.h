/*
 * decode_tally.h - decode's tally written: the counts, the classes, the
 * picture.
 *
 * The library's nqcnf_tally judges the models as decode hands them over
 * (repeats, distinct boards, symmetry classes), so that every front end
 * gets the same judgement; what is left to the command is its words,
 * after the boards.
 */
#ifndef NQCNF_CLI_DECODE_TALLY_H
#define NQCNF_CLI_DECODE_TALLY_H

#include "nqcnf_experimental.h"

#include <stdio.h>

/* "92 models, 92 distinct, 12 symmetry classes[, 1 not a solution]". */
void tally_write_summary(const nqcnf_tally *tally, FILE *out);

/* One line per class, then the models that are no solution; the boards
 * are n x n. The status of the walk: NQCNF_ERR_OUT_OF_MEMORY when there
 * is no room for a class's columns. */
nqcnf_status tally_write_classes(const nqcnf_tally *tally, uint32_t n,
                                 FILE *out);

/* decode --svg (decode_sheet.c): the one model's picture, or a sheet of
 * every model captioned "model 3" ("model 3, class 2" with_classes).
 * Prints an error and returns -1 on failure. */
int decode_write_picture(const nqcnf_tally *tally, const char *path,
                         int with_classes);

#endif
