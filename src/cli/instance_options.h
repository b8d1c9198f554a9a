/*
 * instance_options.h - the options of the instances of the literature
 * (--excluded-diagonals FILE with --take D, --blocks FILE,
 * --random-blocks P, --random-diagonals D, --random-queens K, --seed S),
 * turned into the library's nqcnf_instance. See instance_options.c.
 */
#ifndef NQCNF_CLI_INSTANCE_OPTIONS_H
#define NQCNF_CLI_INSTANCE_OPTIONS_H

#include "generator_options.h"

/* Whether any of those options was given. */
int instance_arguments_given(const generator_arguments *args);

/* Builds args->instance for options->n from the squares already in
 * `options` (--queen, --block) and the files and generators the options
 * name, and points `options` at it (it lives until
 * generator_arguments_free). Returns 0, or an exit status after the
 * message. */
int instance_arguments_apply(generator_arguments *args,
                             nqcnf_options *options);

#endif
