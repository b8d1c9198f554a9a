/*
 * table_names.c - see table_names.h.
 *
 * The defaults come from the library too (nqcnf_options_init), except the
 * format's, which is the command's own choice: DIMACS, what the lessons'
 * `nqueens-cnf N` writes.
 */
#include "table_names.h"

#include "nqcnf_experimental.h"

#include <stdio.h>

unsigned table_size(name_table table)
{
    switch (table) {
    case TABLE_ENCODINGS: return NQCNF_ENCODING_COUNT;
    case TABLE_FORMATS: return NQCNF_FORMAT_COUNT;
    case TABLE_BACKENDS: return NQCNF_BACKEND_COUNT;
    }
    return 0;
}

const char *table_name(name_table table, unsigned index)
{
    switch (table) {
    case TABLE_ENCODINGS: return nqcnf_encoding_name((nqcnf_encoding)index);
    case TABLE_FORMATS: return nqcnf_format_name((nqcnf_format)index);
    case TABLE_BACKENDS: return nqcnf_backend_name((nqcnf_backend)index);
    }
    return NULL;
}

unsigned table_default(name_table table)
{
    nqcnf_options defaults;
    nqcnf_options_init(&defaults, 1);
    switch (table) {
    case TABLE_ENCODINGS: return (unsigned)defaults.encoding;
    case TABLE_FORMATS: return NQCNF_FORMAT_DIMACS;
    case TABLE_BACKENDS: return (unsigned)defaults.backend;
    }
    return 0;
}

const char *table_choices(name_table table, char *text, size_t size)
{
    const unsigned count = table_size(table), chosen = table_default(table);
    size_t used = 0;
    if (size > 0) text[0] = '\0';
    for (unsigned i = 0; i < count && used < size; i++) {
        const char *separator = i == 0 ? "" : i + 1 == count ? " or " : ", ";
        const char *mark =
            i == chosen ? " (default)"
            : table == TABLE_BACKENDS &&
                    !nqcnf_backend_available((nqcnf_backend)i)
                ? " (not built in)"
                : "";
        const int length = snprintf(text + used, size - used, "%s%s%s",
                                    separator, table_name(table, i), mark);
        if (length < 0) break;
        used += (size_t)length;
    }
    return text;
}
