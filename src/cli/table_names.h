/*
 * table_names.h - the library's tables of names, as the command words them.
 *
 * Encodings, formats and solver backends each live in one table of the
 * library; the help, the version line and the usage errors list them from
 * there, so that adding a row is enough for the command to offer it and
 * to say so.
 */
#ifndef NQCNF_CLI_TABLE_NAMES_H
#define NQCNF_CLI_TABLE_NAMES_H

#include <stddef.h>

typedef enum name_table {
    TABLE_ENCODINGS,
    TABLE_FORMATS,
    TABLE_BACKENDS
} name_table;

/* The number of entries, and the name of entry `index` (NULL past the
 * end). */
unsigned table_size(name_table table);
const char *table_name(name_table table, unsigned index);

/* The entry the command uses when none is asked for. */
unsigned table_default(name_table table);

/* Writes the names as a choice, "a (default), b or c", into `text` (cut
 * to `size`) and returns it. Backends this build lacks are marked
 * "(not built in)". */
const char *table_choices(name_table table, char *text, size_t size);

#endif
