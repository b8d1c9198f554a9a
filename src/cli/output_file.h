/*
 * output_file.h - where generated text goes: stdout, or -o FILE atomically.
 *
 * A regular file appears whole or not at all (written unnamed, or under
 * a short hidden name, beside it and renamed over it); anything else -
 * a device, a FIFO, a terminal, a name for one of this process's own
 * descriptors such as /dev/stdout - is written through, since replacing
 * it by rename would take the name away from what it stood for.
 */
#ifndef NQCNF_CLI_OUTPUT_FILE_H
#define NQCNF_CLI_OUTPUT_FILE_H

#include "nqcnf_experimental.h"

#include <stddef.h>

typedef struct output_file {
    int fd;
    const char *path;  /* as the user gave it, for messages; "-" = stdout */
    char *final_path;  /* the regular file renamed over; NULL when the
                          bytes are written through */
    char *temp_path;   /* the temporary file's name while it has one */
    int unnamed;       /* the temporary file has no name yet (O_TMPFILE) */
} output_file;

/* Whether a read-only destination may be replaced (--force); refused,
 * with a hint to --force when `option_exists`, until this says so. */
void output_file_allow_read_only(int allowed, int option_exists);

/* Opens the destination: standard output for NULL or "-"; the
 * descriptor itself for a name of one of ours (/dev/stdout,
 * /proc/self/fd/N); an existing non-regular file (a device, a FIFO)
 * itself; for a regular (or not yet existing) file a temporary file in
 * its directory, following a symbolic link to the file it names. Prints
 * an error and returns -1 on failure. */
int output_file_open(output_file *file, const char *path);

/* Whether the bytes reach a terminal, whatever the name said. */
int output_file_is_terminal(const output_file *file);

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
