/*
 * allocation.c - the library's single door to the heap.
 *
 * Nothing in the library calls malloc directly (PicoSAT's memory comes
 * through here too, see solve/backend_picosat.c; CaDiCaL's C++ heap is
 * the one exception). Keeping every allocation behind these functions
 * lets a program route the library's memory to its own allocator with
 * nqcnf_set_allocator(), and lets a test make the k-th
 * allocation fail and prove that each entry point then returns
 * NQCNF_ERR_OUT_OF_MEMORY and frees what it had. Each block remembers
 * which allocator made it (below), so objects outlive a change of
 * allocator.
 */
#include "core/internal.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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

/* Every allocator ever installed, the C library's first: a block carries
 * the index of the one that made it, in a prefix of PREFIX bytes, so
 * that it is reallocated and released by its maker whatever is installed
 * by then (a list built under one allocator and freed after
 * nqcnf_set_allocator(NULL) used to go to free() and abort). The table
 * only grows, and an allocator installed again (the same functions and
 * context) gets its old slot, so a program that switches between a few
 * never fills it. */
#define ALLOCATORS 64
#define PREFIX 16 /* keeps the blocks' alignment: alignof(max_align_t) */
static nqcnf_allocator installed[ALLOCATORS] = {
    {system_allocate, system_reallocate, system_release, NULL}};
static unsigned installed_count = 1;
static unsigned current = 0;

static int same_allocator(const nqcnf_allocator *a, const nqcnf_allocator *b)
{
    return a->allocate == b->allocate && a->reallocate == b->reallocate &&
           a->release == b->release && a->context == b->context;
}

nqcnf_status nqcnf_set_allocator(const nqcnf_allocator *allocator)
{
    if (allocator == NULL || allocator->allocate == NULL ||
        allocator->reallocate == NULL || allocator->release == NULL) {
        current = 0;
        return NQCNF_OK;
    }
    for (unsigned i = 0; i < installed_count; i++) {
        if (same_allocator(&installed[i], allocator)) {
            current = i;
            return NQCNF_OK;
        }
    }
    if (installed_count == ALLOCATORS) return NQCNF_ERR_TOO_LARGE;
    installed[installed_count] = *allocator;
    current = installed_count++;
    return NQCNF_OK;
}

static void *mark(unsigned char *raw, unsigned maker)
{
    if (raw == NULL) return NULL;
    memcpy(raw, &maker, sizeof maker);
    return raw + PREFIX;
}

static unsigned maker_of(const void *block)
{
    unsigned maker;
    memcpy(&maker, (const unsigned char *)block - PREFIX, sizeof maker);
    return maker;
}

/* Zero-byte requests get one byte, so NULL always means "no memory". */
void *nqcnf_allocate(size_t size)
{
    if (size > SIZE_MAX - PREFIX) return NULL;
    const nqcnf_allocator *a = &installed[current];
    return mark(a->allocate(a->context, PREFIX + (size ? size : 1)), current);
}

void *nqcnf_reallocate(void *block, size_t size)
{
    if (block == NULL) return nqcnf_allocate(size);
    if (size > SIZE_MAX - PREFIX) return NULL;
    const unsigned maker = maker_of(block);
    const nqcnf_allocator *a = &installed[maker];
    return mark(a->reallocate(a->context, (unsigned char *)block - PREFIX,
                              PREFIX + (size ? size : 1)),
                maker);
}

/* A failed write's errno must survive the clean-up after it, and a
 * caller's release hook need not keep it. */
void nqcnf_release(void *block)
{
    if (block == NULL) return;
    const int saved_errno = errno;
    const nqcnf_allocator *a = &installed[maker_of(block)];
    a->release(a->context, (unsigned char *)block - PREFIX);
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
