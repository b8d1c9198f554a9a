/*
 * reference.h - the reference encoding as the checker holds it.
 *
 * The checker holds the reference it compares with for as long as the
 * report lives, and at N = 300 that is 44.8 million clauses, nearly all
 * of two literals. So each clause costs its literals and one 32-bit
 * offset (12 bytes for a pair), kept normalized in place so that the
 * comparison needs no sorted copy; the rare clause the generator writes
 * in another order keeps that order beside it, for the reports that show
 * a clause as generated. The generator's notes are runs (one per group,
 * not one per clause), and the order of the clauses by content is one
 * 32-bit index each.
 */
#ifndef NQCNF_CHECK_REFERENCE_H
#define NQCNF_CHECK_REFERENCE_H

#include "core/internal.h"

typedef struct reference_clauses {
    size_t clause_count;
    int32_t *literals;   /* normalized, back to back, no terminators */
    uint32_t *offsets;   /* clause_count + 1 */
    uint32_t *order;     /* clause indexes by content (nqcnf_clause_order),
                            once nqcnf_reference_sort() made it */
    /* the generator's notes: run r starts at clause run_first[r] and is
     * noted run_text[r] (an offset into text; SIZE_MAX: no note yet) */
    size_t *run_first, *run_text;
    size_t run_count;
    char *text;
    size_t text_size;
    /* clauses generated in another order than normalized: their index
     * (ascending) and their literals as generated, zero-terminated */
    size_t *unsorted_index, *unsorted_offsets;
    int32_t *unsorted_literals;
    size_t unsorted_count;
} reference_clauses;

/* Generates the reference of `options` into `r`, polling options->stop
 * (NQCNF_ERR_STOPPED); NQCNF_ERR_TOO_LARGE beyond 2^32 literals. */
nqcnf_status nqcnf_reference_build(const nqcnf_options *options,
                                   reference_clauses *r);

/* Orders the clauses by content into r->order. */
nqcnf_status nqcnf_reference_sort(reference_clauses *r);

/* Clause `index`, normalized; *count its literals. */
static inline const int32_t *nqcnf_reference_clause(const reference_clauses *r,
                                                    size_t index,
                                                    size_t *count)
{
    *count = r->offsets[index + 1] - r->offsets[index];
    return r->literals + r->offsets[index];
}

/* Clause `index` as generated, zero-terminated when it is stored apart;
 * NULL past the last clause. */
const int32_t *nqcnf_reference_generated(const reference_clauses *r,
                                         size_t index, size_t *count);

/* The note of the group of clause `index`, or NULL. */
const char *nqcnf_reference_group(const reference_clauses *r, size_t index);

void nqcnf_reference_free(reference_clauses *r);

#endif
