/*
 * clause_order.h - the order of normalized clauses.
 *
 * The CNF reader keeps a normalized copy of every clause (its literals
 * sorted by variable, then sign) and finds repeated clauses by sorting
 * them; the checker compares a file with the reference as sets of such
 * clauses. Both must put literals and clauses in the same order, so the
 * order is the reader's, defined once here, below the checker.
 */
#ifndef NQCNF_READ_CLAUSE_ORDER_H
#define NQCNF_READ_CLAUSE_ORDER_H

#include <stddef.h>
#include <stdint.h>

/* By variable, then the negative literal first: <0, 0 or >0. */
int nqcnf_literal_order(int32_t a, int32_t b);

/* Sorts `count` literals in that order. */
void nqcnf_sort_literals(int32_t *literals, size_t count);

/* Normalized clauses: the shorter first, then literal by literal. */
int nqcnf_clause_order(const int32_t *x, size_t x_count, const int32_t *y,
                       size_t y_count);

#endif
