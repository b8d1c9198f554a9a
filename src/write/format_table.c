/*
 * format_table.c - the table of output formats and their names.
 *
 * One table, as for the encodings, so that the library, the command line
 * and its documentation can never disagree about which formats exist,
 * what they are called and which flags they take.
 */
#include "write/format.h"

#include <string.h>

/* A row's place is its format. */
static const format_spec *const formats[NQCNF_FORMAT_COUNT] = {
    [NQCNF_FORMAT_DIMACS] = &nqcnf_dimacs_format,
    [NQCNF_FORMAT_SMT2] = &nqcnf_smt2_format,
    [NQCNF_FORMAT_OPB] = &nqcnf_opb_format,
    [NQCNF_FORMAT_KNF] = &nqcnf_knf_format,
    [NQCNF_FORMAT_CNF_PLUS] = &nqcnf_cnf_plus_format};

const format_spec *nqcnf_format_spec(nqcnf_format format)
{
    if ((unsigned)format >= NQCNF_FORMAT_COUNT) return NULL;
    return formats[format];
}

const char *nqcnf_format_name(nqcnf_format format)
{
    const format_spec *spec = nqcnf_format_spec(format);
    return spec ? spec->name : NULL;
}

static const char *name_of(unsigned value)
{
    return formats[value]->name;
}

nqcnf_status nqcnf_format_from_name(const char *name, nqcnf_format *format)
{
    if (format == NULL) return nqcnf_invalid("format is NULL");
    if (name == NULL) return nqcnf_invalid("name is NULL");
    const int found = nqcnf_name_lookup(name, NQCNF_FORMAT_COUNT, name_of);
    if (found < 0) {
        char quoted[64];
        return nqcnf_invalid(
            "format name \"%s\" is not a format",
            nqcnf_quote(name, strlen(name), quoted, sizeof quoted));
    }
    *format = (nqcnf_format)found;
    return NQCNF_OK;
}

unsigned nqcnf_format_flags(nqcnf_format format)
{
    const format_spec *spec = nqcnf_format_spec(format);
    return spec ? spec->flags : 0;
}
