/*
 * shuffle_options.h - --shuffle SEED and --shuffle-parts P,... on the
 * command line.
 */
#ifndef NQCNF_CLI_SHUFFLE_OPTIONS_H
#define NQCNF_CLI_SHUFFLE_OPTIONS_H

#include "nqcnf.h"

/* Sets the scramble of `options` from the two options' texts as typed
 * (NULL: not given). Returns 0, or EXIT_USAGE after the error. */
int shuffle_arguments_apply(const char *seed, const char *parts,
                            nqcnf_options *options);

#endif
