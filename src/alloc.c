/*
 * alloc.c - the library's single door to the heap.
 *
 * Nothing in the library calls malloc directly. Keeping every allocation
 * behind these three functions means a test build can make the k-th
 * allocation fail and prove that each entry point then returns
 * NQCNF_ERR_OUT_OF_MEMORY and frees what it had.
 */
#include "internal.h"

#include <stdint.h>
#include <stdlib.h>

void *nqcnf_allocate(size_t size) { return malloc(size ? size : 1); }

void *nqcnf_reallocate(void *block, size_t size)
{
    return realloc(block, size ? size : 1);
}

void nqcnf_release(void *block) { free(block); }

int nqcnf_grow(void **array, size_t *capacity, size_t needed, size_t item)
{
    if (needed <= *capacity) return 0;
    size_t wanted = *capacity ? *capacity : 64;
    while (wanted < needed) {
        if (wanted > SIZE_MAX / 2 / item) return -1;
        wanted *= 2;
    }
    void *grown = nqcnf_reallocate(*array, wanted * item);
    if (grown == NULL) return -1;
    *array = grown;
    *capacity = wanted;
    return 0;
}
