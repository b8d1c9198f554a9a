/*
 * format_table.c - the table of output formats and their names.
 *
 * One table, as for the encodings, so that the library, the command line
 * and its documentation can never disagree about which formats exist,
 * what they are called and which flags they take.
 */
#include "write/format.h"

#include <string.h>

static const format_spec *const formats[NQCNF_FORMAT_COUNT] = {
    &nqcnf_dimacs_format, &nqcnf_smt2_format, &nqcnf_opb_format};

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

nqcnf_status nqcnf_format_from_name(const char *name, nqcnf_format *format)
{
    if (name == NULL || format == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    for (unsigned i = 0; i < NQCNF_FORMAT_COUNT; i++)
        if (strcmp(formats[i]->name, name) == 0) {
            *format = formats[i]->format;
            return NQCNF_OK;
        }
    return NQCNF_ERR_INVALID_ARGUMENT;
}

unsigned nqcnf_format_flags(nqcnf_format format)
{
    const format_spec *spec = nqcnf_format_spec(format);
    return spec ? spec->flags : 0;
}
