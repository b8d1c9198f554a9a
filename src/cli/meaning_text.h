/*
 * meaning_text.h - what a clause means, in the words of the command.
 *
 * `check` says what a missing or extra clause stands for and `explain`
 * says it before every clause; both read the meaning from the library
 * (nqcnf_clause_meaning) and word it here, once, so a student sees the
 * same sentence for the same clause in either.
 */
#ifndef NQCNF_CLI_MEANING_TEXT_H
#define NQCNF_CLI_MEANING_TEXT_H

#include "nqcnf.h"

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

/* Prints the meaning of the clause `literals` (count of them) of an n x n
 * board on `out`, squares 1-based as "(row,column)", without a line end.
 * `group`, when not NULL, names the group of clauses it belongs to (the
 * generator's note), for clauses that mean nothing on their own. */
void print_clause_meaning(FILE *out, uint32_t n, const nqcnf_meaning *meaning,
                          const int32_t *literals, size_t count,
                          const char *group);

#endif
