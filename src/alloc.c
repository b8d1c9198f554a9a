/*
 * alloc.c - the library's single door to the heap.
 *
 * Nothing in the library calls malloc directly. Keeping every allocation
 * behind these three functions means a test build can make the k-th
 * allocation fail and prove that each entry point then returns
 * NQCNF_ERR_OUT_OF_MEMORY and frees what it had.
 */
#include "internal.h"

#include <stdlib.h>

void *nqcnf_allocate(size_t size) { return malloc(size ? size : 1); }

void *nqcnf_reallocate(void *block, size_t size)
{
    return realloc(block, size ? size : 1);
}

void nqcnf_release(void *block) { free(block); }
