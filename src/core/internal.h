/*
 * internal.h - what the library's units share and the public header hides.
 *
 * Every allocation goes through nqcnf_allocate()/nqcnf_release() so that
 * one place can count, limit or fail allocations (out-of-memory paths are
 * only trustworthy if they can be made to happen in a test).
 */
#ifndef NQCNF_INTERNAL_H
#define NQCNF_INTERNAL_H

#include "nqcnf.h"

#include <stddef.h>

void *nqcnf_allocate(size_t size);
void *nqcnf_reallocate(void *block, size_t size);
void nqcnf_release(void *block);

/* Makes *array (of items of `item` bytes, *capacity of them) hold at least
 * `needed` items, doubling; 0 on success, -1 on overflow or no memory (the
 * array is then unchanged). */
int nqcnf_grow(void **array, size_t *capacity, size_t needed, size_t item);

/* n*n, checked: NQCNF_ERR_INVALID_ARGUMENT or NQCNF_ERR_TOO_LARGE when the
 * options cannot be encoded. */
nqcnf_status nqcnf_check_n(uint32_t n);

#endif
