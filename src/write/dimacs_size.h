/*
 * dimacs_size.h - the layout of DIMACS, for the writer and its size.
 *
 * dimacs.c writes the lines around the clauses and dimacs_size.c counts
 * them; each line is spelled once, here, so the two cannot drift apart.
 */
#ifndef NQCNF_WRITE_DIMACS_SIZE_H
#define NQCNF_WRITE_DIMACS_SIZE_H

#include "encode/encoder.h"

/* The problem line: the variables, then the clauses. */
#define DIMACS_HEADER_FORMAT "p cnf %llu %llu\n"
/* The model-counting competition's projection: the opening, " v" for
 * each shown variable, the closing. */
#define DIMACS_PROJECTION_OPENING "c t pmc\nc p show"
#define DIMACS_PROJECTION_CLOSING " 0\n"

/* The bytes of the clauses `profile` describes as dimacs.c writes them:
 * each literal its digits and a space, a '-' if negated, each clause
 * closed by "0\n". */
uint64_t nqcnf_dimacs_clause_bytes(const encoding_profile *profile);

#endif
