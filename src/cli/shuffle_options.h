/*
 * shuffle_options.h - --shuffle SEED and --shuffle-parts P,... on the
 * command line.
 */
#ifndef NQCNF_CLI_SHUFFLE_OPTIONS_H
#define NQCNF_CLI_SHUFFLE_OPTIONS_H

#include "nqcnf_experimental.h"

/* Sets the shuffle of `options` from the two options' texts as typed
 * (NULL: not given; all four parts unless --shuffle-parts names some).
 * Returns 0, or EXIT_USAGE after the error. */
int shuffle_arguments_apply(const char *seed, const char *parts,
                            nqcnf_options *options);

/* Whether the shuffle of `options` can be written in `format` with
 * `flags` (DIMACS without --comments): 0, or EXIT_USAGE after the error. */
int shuffle_arguments_fit(const nqcnf_options *options, nqcnf_format format,
                          unsigned flags);

#endif
