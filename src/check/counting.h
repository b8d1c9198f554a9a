/*
 * counting.h - what rows and columns give by counting queens.
 *
 * Some missing clauses follow from the others only by counting, which
 * resolution (and so a SAT solver) cannot do in reasonable time: "every
 * row has a queen and every column at most one" implies "every column has
 * a queen", but a solver must refute the pigeonhole principle to see it,
 * exponential in N. Counting sees it at once, so the checker asks it
 * first. It works on facts per line (a row or a column has at least one
 * queen, at most one queen), seeded from the clauses a side is known to
 * imply and closed under the two counting rules.
 */
#ifndef NQCNF_CHECK_COUNTING_H
#define NQCNF_CHECK_COUNTING_H

#include "core/internal.h"

/* Whether a side implies a clause (normalized: squares ascending, one
 * sign): present among its clauses, or proved. */
typedef int (*clause_known_fn)(const void *context, const int32_t *literals,
                               size_t count);

/* Lines 0 .. n-1 are the rows, n .. 2n-1 the columns. */
typedef struct line_facts {
    uint32_t n;
    unsigned char *at_least; /* the line has at least one queen */
    unsigned char *at_most;  /* the line has at most one queen */
} line_facts;

/* Seeds the facts from `known` (a line's at-least-one clause; all its
 * pairs) and closes them under counting. */
nqcnf_status nqcnf_line_facts_compute(uint32_t n, clause_known_fn known,
                                      const void *context, line_facts *facts);

/* Whether the facts give the clause of this meaning: a row's or a
 * column's at-least-one, or one of its at-most-one pairs. */
int nqcnf_line_facts_imply(const line_facts *facts,
                           const nqcnf_meaning *meaning);

void nqcnf_line_facts_free(line_facts *facts);

#endif
