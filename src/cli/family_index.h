/*
 * family_index.h - the index.csv of a --family folder: its columns
 * (each field written by table_cell.h's writer), reading the names an existing index lists, and
 * writing it atomically.
 */
#ifndef NQCNF_CLI_FAMILY_INDEX_H
#define NQCNF_CLI_FAMILY_INDEX_H

#include <stddef.h>
#include <stdio.h>

/* The first line of every index this version writes, newline included. */
extern const char family_index_header[];

/* An index already on disk: its text and the names of its rows,
 * sorted. */
typedef struct family_index {
    char *text;
    size_t size;
    char **names;
    size_t name_count;
} family_index;

/* Reads `path` into `index`. Returns 0; EXIT_USAGE after the error when
 * its first line is not family_index_header (another version's columns
 * cannot take this version's rows); EXIT_FAILURE_RUNTIME after the error
 * when it cannot be read. */
int family_index_load(family_index *index, const char *path);

/* Whether the index lists a file of this name. */
int family_index_lists(const family_index *index, const char *name);

void family_index_free(family_index *index);

/* Writes `before` (an existing index's text, or the header) and then
 * `rows` to `path`, atomically: the old index stays whole until the new
 * one replaces it. Returns EXIT_OK or EXIT_FAILURE_RUNTIME after the
 * error. */
int family_index_commit(const char *path, const char *before,
                        size_t before_size, const char *rows,
                        size_t rows_size);

#endif
