/*
 * smt2_symbols.c - the names a SMT-LIB file declares and defines.
 *
 * A board of N = 100 declares ten thousand constants and every assert
 * looks each of them up, so names are found through a hash table, open
 * addressing over indexes into the list of symbols (which keeps the
 * declaration order, the order helper variables are numbered in). Names
 * point into the file's bytes and are never copied.
 */
#include "read/smt2.h"

#include "core/internal.h"

#include <string.h>

static size_t hash_of(const char *at, size_t length)
{
    uint64_t hash = 1469598103934665603ull; /* FNV-1a */
    for (size_t i = 0; i < length; i++) {
        hash ^= (unsigned char)at[i];
        hash *= 1099511628211ull;
    }
    return (size_t)hash;
}

uint32_t nqcnf_smt2_symbols_find(const smt2_symbols *symbols, const char *at,
                                 size_t length)
{
    if (symbols->slot_count == 0) return SX_NONE;
    const size_t mask = symbols->slot_count - 1;
    for (size_t slot = hash_of(at, length) & mask;; slot = (slot + 1) & mask) {
        const uint32_t entry = symbols->slots[slot];
        if (entry == 0) return SX_NONE;
        const smt2_symbol *symbol = &symbols->items[entry - 1];
        if (symbol->length == length && memcmp(symbol->at, at, length) == 0)
            return entry - 1;
    }
}

static void place(smt2_symbols *symbols, uint32_t index)
{
    const smt2_symbol *symbol = &symbols->items[index];
    const size_t mask = symbols->slot_count - 1;
    size_t slot = hash_of(symbol->at, symbol->length) & mask;
    while (symbols->slots[slot] != 0) slot = (slot + 1) & mask;
    symbols->slots[slot] = index + 1;
}

/* Keeps the table at most half full. */
static nqcnf_status make_room(smt2_symbols *symbols)
{
    if ((symbols->count + 1) * 2 <= symbols->slot_count) return NQCNF_OK;
    const size_t slot_count =
        symbols->slot_count == 0 ? 64 : symbols->slot_count * 2;
    if (slot_count > SIZE_MAX / sizeof *symbols->slots)
        return NQCNF_ERR_OUT_OF_MEMORY;
    uint32_t *slots = nqcnf_allocate(slot_count * sizeof *slots);
    if (slots == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(slots, 0, slot_count * sizeof *slots);
    nqcnf_release(symbols->slots);
    symbols->slots = slots;
    symbols->slot_count = slot_count;
    for (size_t i = 0; i < symbols->count; i++) place(symbols, (uint32_t)i);
    return NQCNF_OK;
}

nqcnf_status nqcnf_smt2_symbols_add(smt2_symbols *symbols, smt2_symbol symbol)
{
    if (symbols->count >= SX_NONE - 1 || make_room(symbols) != NQCNF_OK ||
        nqcnf_grow((void **)&symbols->items, &symbols->capacity,
                   symbols->count + 1, sizeof *symbols->items))
        return NQCNF_ERR_OUT_OF_MEMORY;
    symbols->items[symbols->count] = symbol;
    place(symbols, (uint32_t)symbols->count++);
    return NQCNF_OK;
}

void nqcnf_smt2_symbols_free(smt2_symbols *symbols)
{
    nqcnf_release(symbols->items);
    nqcnf_release(symbols->slots);
    memset(symbols, 0, sizeof *symbols);
}
