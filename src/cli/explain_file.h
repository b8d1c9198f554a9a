/*
 * explain_file.h - `nqueens-cnf explain N FILE`: a student's own CNF,
 * annotated clause by clause.
 */
#ifndef NQCNF_CLI_EXPLAIN_FILE_H
#define NQCNF_CLI_EXPLAIN_FILE_H

#include "nqcnf_experimental.h"

/* Prints the file at `path` ("-": standard input; compressed files read
 * decompressed) with a comment before each clause saying what it means,
 * compared with the reference of `options`, and what it lacks at the
 * end. Returns the exit status: 0, or 1 for a file that cannot be read,
 * is malformed (annotated all the same), is not a CNF or is SMT-LIB. */
int explain_file(const nqcnf_options *options, const char *path);

#endif
