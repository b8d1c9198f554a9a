/*
 * compare.h - what the two halves of the checker share.
 *
 * check.c compares a file with the reference as sets of normalized
 * clauses and names every difference; implication.c then decides, for
 * each difference, whether it matters. They meet in the sorted clause
 * keys both are built from.
 */
#ifndef NQCNF_CHECK_COMPARE_H
#define NQCNF_CHECK_COMPARE_H

#include "core/internal.h"

/* A normalized clause (sorted by variable, then sign, no repeats),
 * self-contained so that qsort needs no context. */
typedef struct clause_key {
    const int32_t *literals;
    size_t count;
    size_t index; /* in its own list */
} clause_key;

/* The order of normalized clauses: by length, then literal by literal. */
int nqcnf_clause_key_order(const clause_key *x, const clause_key *y);

/* Decides every difference of the report (implied, witness) and sets its
 * summary: the file's keys (`file`, sorted) for the missing clauses, the
 * reference (built by the options' backend) for the extra ones. */
nqcnf_status nqcnf_decide_differences(const nqcnf_options *options,
                                      nqcnf_check_report *report,
                                      const clause_key *file,
                                      size_t file_count,
                                      const clause_key *reference);

#endif
