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

#include "nqcnf_experimental.h"

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

/* A clause is shown (its literals in a report, its squares in a meaning,
 * its literals in JSON) up to this many, then only counted: a file's
 * one clause of 20 million literals would otherwise be a line of 180 MB
 * in every report that quotes it. */
#define CLAUSE_LITERALS_SHOWN 64

/* Prints the meaning of the clause `literals` (count of them) of an n x n
 * board on `out`, squares as "(row,column)" numbered from `base` (1, or
 * 0 for an SMT-LIB file whose names count from 0), without a line end.
 * `group`, when not NULL, names the group of clauses it belongs to (the
 * generator's note), for clauses that mean nothing on their own. */
void print_clause_meaning(FILE *out, uint32_t n, unsigned base,
                          const nqcnf_meaning *meaning,
                          const int32_t *literals, size_t count,
                          const char *group);

/* How `explain` names an auxiliary variable in a rule: "s17" and what
 * it stands for; NULL for a variable it knows nothing of. */
typedef const char *(*auxiliary_name_fn)(void *context, int32_t variable,
                                          const char **gloss);

/* Prints a clause as the rule it states, for clauses over auxiliary
 * variables and others whose kind has no sentence of its own: "if A and
 * B then C or D", "not both A and B", "A or B", where a square reads
 * "(1,2) has a queen" and an auxiliary variable "s17 (what it stands
 * for)". Without a line end. */
void print_clause_rule(FILE *out, uint32_t n, const int32_t *literals,
                       size_t count, auxiliary_name_fn name, void *context);

#endif
