/*
 * output_file.h - where generated text goes: stdout, or -o FILE atomically.
 */
#ifndef NQCNF_CLI_OUTPUT_FILE_H
#define NQCNF_CLI_OUTPUT_FILE_H

#include "nqcnf.h"

#include <stddef.h>

typedef struct output_file {
    int fd;
    const char *path;  /* as the user gave it, for messages; "-" = stdout */
    char *temp_path;   /* NULL when writing in place */
} output_file;

/* Opens the destination: standard output for NULL or "-"; for a regular
 * (or not yet existing) file a temporary file beside it; for an existing
 * non-regular file (a device, a FIFO) that file itself. Prints an error
 * and returns -1 on failure. */
int output_file_open(output_file *file, const char *path);

/* The write callback for the library: all bytes or -1 with errno. */
int output_file_write(void *context, const void *data, size_t size);

/* Makes the output final: syncs, closes and renames the temporary file
 * over the destination. Prints an error and returns -1 on failure, in
 * which case the temporary file is gone and the destination untouched. */
int output_file_commit(output_file *file);

/* Abandons the output: closes and removes the temporary file. */
void output_file_abort(output_file *file);

/* Writes a board as an SVG picture to `path`, atomically like -o. Prints
 * an error and returns -1 on failure. */
int write_svg_file(const char *path, const nqcnf_board *board);

/* The same for a sheet of boards with their captions (see
 * nqcnf_boards_write_svg). */
int write_svg_sheet_file(const char *path, const nqcnf_board *const *boards,
                         const char *const *captions, size_t count);

#endif
