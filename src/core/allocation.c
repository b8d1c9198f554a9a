/*
 * allocation.c - the library's single door to the heap.
 *
 * Nothing in the library calls malloc directly (PicoSAT's memory comes
 * through here too, see solve/backend_picosat.c; CaDiCaL's C++ heap is
 * the one exception). Keeping every allocation behind these functions
 * lets a program route the library's memory to its own allocator with
 * nqcnf_set_allocator(), and lets a test make the k-th
 * allocation fail and prove that each entry point then returns
 * NQCNF_ERR_OUT_OF_MEMORY and frees what it had.
 */
#include "core/internal.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

static void *system_allocate(void *context, size_t size)
{
    (void)context;
    return malloc(size);
}

static void *system_reallocate(void *context, void *block, size_t size)
{
    (void)context;
    return realloc(block, size);
}

static void system_release(void *context, void *block)
{
    (void)context;
    free(block);
}

static nqcnf_allocator current = {system_allocate, system_reallocate,
                                  system_release, NULL};

void nqcnf_set_allocator(const nqcnf_allocator *allocator)
{
    if (allocator == NULL || allocator->allocate == NULL ||
        allocator->reallocate == NULL || allocator->release == NULL) {
        const nqcnf_allocator system = {system_allocate, system_reallocate,
                                        system_release, NULL};
        current = system;
        return;
    }
    current = *allocator;
}

/* Zero-byte requests get one byte, so NULL always means "no memory". */
void *nqcnf_allocate(size_t size)
{
    return current.allocate(current.context, size ? size : 1);
}

void *nqcnf_reallocate(void *block, size_t size)
{
    return current.reallocate(current.context, block, size ? size : 1);
}

/* A failed write's errno must survive the clean-up after it, and a
 * caller's release hook need not keep it. */
void nqcnf_release(void *block)
{
    if (block == NULL) return;
    const int saved_errno = errno;
    current.release(current.context, block);
    errno = saved_errno;
}

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

int nqcnf_reserve(void **array, size_t *capacity, size_t needed, size_t item)
{
    if (needed <= *capacity) return 0;
    if (needed > SIZE_MAX / item) return -1;
    void *grown = nqcnf_reallocate(*array, needed * item);
    if (grown == NULL) return -1;
    *array = grown;
    *capacity = needed;
    return 0;
}
