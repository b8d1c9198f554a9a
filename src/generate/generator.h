/*
 * generator.h - the generator's entry for units inside the library.
 *
 * Options are validated once, where a public entry point receives them;
 * units that call the generator on options they have already checked
 * (writers, solvers, the checker) come in here, so one run of the command
 * does not validate the same options three times over.
 */
#ifndef NQCNF_GENERATE_GENERATOR_H
#define NQCNF_GENERATE_GENERATOR_H

#include "core/internal.h"

/* nqcnf_generate() for options that passed nqcnf_options_check(). */
nqcnf_status generate_clauses(const nqcnf_options *options,
                              const nqcnf_sink *sink);

#endif
