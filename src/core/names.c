/*
 * names.c - a value of one of the library's tables, found by its name.
 *
 * Encodings, formats and solver backends each live in one table indexed
 * by their enum, and each is looked up by name the same way: exactly, in
 * table order, a NULL name matching nothing. The tables keep their rows
 * as suits them (an encoder or a format carries its name; a backend's
 * name stands beside it in its row, as a backend left out of the build
 * keeps its name), so the search asks each table for the name of a value
 * rather than reading the rows itself. The names of the board's own
 * enums (a line's kind, a square's state) are here too: the words a front
 * end publishes for them (JSON, a page) are given once.
 */
#include "core/internal.h"

#include <string.h>

int nqcnf_name_lookup(const char *name, unsigned count,
                      const char *(*name_of)(unsigned value))
{
    if (name == NULL) return -1;
    for (unsigned value = 0; value < count; value++)
        if (strcmp(name_of(value), name) == 0) return (int)value;
    return -1;
}

const char * nqcnf_line_kind_name(nqcnf_line_kind kind)
{
    static const char *const names[] = {"row", "column", "down-right diagonal", "down-left diagonal"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind]
                                                           : NULL;
}

const char * nqcnf_square_name(nqcnf_square square)
{
    static const char *const names[] = {"empty", "queen", "unassigned"};
    return (unsigned)square < sizeof names / sizeof names[0] ? names[square]
                                                           : NULL;
}
