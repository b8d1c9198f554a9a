/*
 * solve_sheet.h - solve --svg with several solutions: one sheet of all.
 */
#ifndef NQCNF_CLI_SOLVE_SHEET_H
#define NQCNF_CLI_SOLVE_SHEET_H

#include "nqcnf_experimental.h"

#include <stddef.h>

/* The boards listed so far, copied (the library's board is refilled for
 * the next solution), with their captions. Start from a zeroed struct. */
typedef struct solve_sheet {
    uint32_t n;
    unsigned char *squares; /* count boards of n*n squares */
    char *captions;         /* count captions of SHEET_CAPTION_SIZE */
    size_t count, capacity;
} solve_sheet;

#define SHEET_CAPTION_SIZE 48

/* Keeps a copy of the board and its caption; -1 when out of memory. */
int solve_sheet_add(solve_sheet *sheet, const nqcnf_board *board,
                    const char *caption);

/* Writes every board kept as one SVG sheet to `path`, atomically like -o.
 * Prints an error and returns -1 on failure. */
int solve_sheet_write(const solve_sheet *sheet, const char *path);

void solve_sheet_free(solve_sheet *sheet);

#endif
