/*
 * shuffle_options.c - see shuffle_options.h.
 */
#include "shuffle_options.h"

#include "messages.h"

int shuffle_arguments_apply(const char *seed, const char *parts,
                            nqcnf_options *options)
{
    (void)options;
    if (seed == NULL && parts == NULL) return 0;
    if (seed == NULL)
        return usage_error("'--shuffle-parts' needs '--shuffle SEED'");
    return usage_error("'--shuffle' is not available yet");
}
