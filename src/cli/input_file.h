/*
 * input_file.h - reading a file or standard input, decompressed if it is.
 */
#ifndef NQCNF_CLI_INPUT_FILE_H
#define NQCNF_CLI_INPUT_FILE_H

#include <stdint.h>
#include <stdio.h>

/* Opens `path` ("-" or NULL: standard input) for reading. What is read
 * comes decompressed when the first bytes are those of a gzip, bzip2, xz
 * or zstd stream, and as it is otherwise. NULL with errno set when the
 * file cannot be opened. Close it with input_file_close (standard input
 * itself stays open). A read of a truncated or corrupt stream fails with
 * errno EBADMSG; input_file_error then says what is wrong. */
FILE *input_file_open(const char *path);

/* The same over a descriptor already open for reading (a file opened
 * beneath its folder), which the stream owns from now on: it is closed
 * with the stream, or at once when this fails. */
FILE *input_file_open_fd(int fd);

/* What is wrong with the compressed input, for a message ("the xz stream
 * is truncated: ..."), or NULL when nothing is. */
const char *input_file_error(FILE *input);

/* Closes what input_file_open opened; 0, or EOF with errno set. */
int input_file_close(FILE *input);

/* What went wrong reading `input`, named `name` ("standard input",
 * "'q8.cnf'"), as a message: "out of memory reading NAME ..." when
 * `error` is ENOMEM, else "read error on NAME: WHY", WHY being what is
 * wrong with a compressed stream, or strerror(error). A failed read is
 * always said to be one, never taken for the end of the input. */
const char *input_file_failure(FILE *input, const char *name, int error,
                               char *message, size_t size);

/* The whole of `input` in memory (malloc'd), NUL-terminated after its
 * *size bytes: the readers that look at a text more than once. 0, or -1
 * with errno set (ENOMEM, or the read's error). */
int input_file_read_all(FILE *input, char **data, size_t *size);

/* input_file_read_all, stopped after `cap` bytes: a text longer than
 * that is not kept (-1, errno EFBIG), so that what a file may make a
 * reader hold is bounded before it is read, whatever the file's size (a
 * sparse file of 100 GB occupies 4 kB of disk). `stop` (may be NULL) is
 * polled every megabyte read; when it says so the read ends (-1, errno
 * ETIMEDOUT): a time limit covers reading and decompressing too. */
int input_file_read_capped(FILE *input, uint64_t cap, int (*stop)(void *),
                           void *stop_context, char **data, size_t *size);

/* The whole of `path` ("-": standard input), decompressed if it is, as
 * input_file_read_all gives it; NULL after an error naming the file and
 * what is wrong (input_file_failure's words). */
char *input_file_load(const char *path, size_t *size);

#endif
