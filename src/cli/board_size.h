/*
 * board_size.h - reading N from the command line, strictly.
 */
#ifndef NQCNF_CLI_BOARD_SIZE_H
#define NQCNF_CLI_BOARD_SIZE_H

#include <stdint.h>

/* Parses a board size: plain decimal digits, 1 .. NQCNF_MAX_N. On failure
 * prints a usage error quoting `text` and returns EXIT_USAGE; else 0. */
int parse_board_size(const char *text, uint32_t *n);

/* Parses FIRST..LAST or a single N (each as parse_board_size reads it,
 * FIRST <= LAST): check's and --family's --range. Returns 0, or
 * EXIT_USAGE after the error. */
int parse_board_range(const char *text, uint32_t *first, uint32_t *last);

#endif
