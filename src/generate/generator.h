/*
 * generator.h - the generator's entry for units inside the library.
 *
 * Options are validated once, where a public entry point receives them;
 * units that call the generator on options they have already checked
 * (writers, solvers, the checker) come in here, so one run of the command
 * does not validate the same options three times over.
 *
 * Their sinks are the library's own, compiled with this very header, so
 * every field exists: their struct_size is not checked here, only in
 * nqcnf_generate(), where a caller's sink of any age comes in. (A sink
 * written as an initializer list has struct_size 0 and its later fields
 * NULL, their defaults; nqcnf_sink_make() is the tidy way to build one.)
 */
#ifndef NQCNF_GENERATE_GENERATOR_H
#define NQCNF_GENERATE_GENERATOR_H

#include "core/internal.h"

/* nqcnf_generate() for options that passed nqcnf_options_import() or
 * nqcnf_options_check() and a sink built inside the library (its
 * struct_size is not read; add_clause must be set). */
nqcnf_status nqcnf_generate_clauses(const nqcnf_options *options,
                                    const nqcnf_sink *sink);

/* The same, with notes that number rows and columns from `origin` (1 as
 * above, or 0). */
nqcnf_status nqcnf_generate_clauses_numbered(const nqcnf_options *options,
                                             const nqcnf_sink *sink,
                                             unsigned origin);

#endif
