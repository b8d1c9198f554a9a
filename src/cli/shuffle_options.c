/*
 * shuffle_options.c - see shuffle_options.h.
 *
 * The part names are the library's (nqcnf_shuffle_parts_from_names), so
 * the command line, the record in the file and decode spell them alike.
 */
#include "shuffle_options.h"

#include "command_line.h"
#include "messages.h"

#include <stdint.h>

int shuffle_arguments_apply(const char *seed, const char *parts,
                            nqcnf_options *options)
{
    if (seed == NULL && parts == NULL) return 0;
    if (seed == NULL)
        return usage_error("'--shuffle-parts' needs '--shuffle SEED'");
    unsigned long long value = 0;
    const int status = parse_count_option("--shuffle", seed, UINT64_MAX,
                                          &value);
    if (status != 0) return status;
    unsigned chosen = NQCNF_SHUFFLE_ALL;
    if (parts != NULL &&
        nqcnf_shuffle_parts_from_names(parts, &chosen) != NQCNF_OK)
        return usage_error("'--shuffle-parts %s': choose from vars, "
                           "polarity, clauses, literals (comma-separated) "
                           "or all", parts);
    options->shuffle_seed = value;
    options->shuffle_parts = chosen;
    return 0;
}

int shuffle_arguments_fit(const nqcnf_options *options, nqcnf_format format,
                          unsigned flags)
{
    if (options->shuffle_parts == 0) return 0;
    if (format != NQCNF_FORMAT_DIMACS)
        return usage_error("'--shuffle' shuffles DIMACS only, not the %s "
                           "format", nqcnf_format_name(format));
    if (flags & NQCNF_WRITE_COMMENTS)
        return usage_error("'--shuffle' and '--comments' do not go together: "
                           "the comments would name rows and diagonals the "
                           "shuffled clauses no longer follow");
    return 0;
}
