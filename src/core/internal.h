/*
 * internal.h - what the library's units share and the public header hides.
 *
 * Every allocation goes through nqcnf_allocate()/nqcnf_release() so that
 * one place can count, limit or fail allocations (out-of-memory paths are
 * only trustworthy if they can be made to happen in a test).
 */
#ifndef NQCNF_INTERNAL_H
#define NQCNF_INTERNAL_H

#include "nqcnf_experimental.h"

#include <stddef.h>

void *nqcnf_allocate(size_t size);
void *nqcnf_reallocate(void *block, size_t size);
/* Leaves errno as it was, so that clean-up never hides why a write
 * failed. */
void nqcnf_release(void *block);

/* Makes *array (of items of `item` bytes, *capacity of them) hold at least
 * `needed` items, doubling; 0 on success, -1 on overflow or no memory (the
 * array is then unchanged). */
int nqcnf_grow(void **array, size_t *capacity, size_t needed, size_t item);
/* The same to exactly `needed` items, for a size known beforehand: a list
 * of a billion squares doubled past its need would claim gigabytes it
 * never uses. */
int nqcnf_reserve(void **array, size_t *capacity, size_t needed, size_t item);

/* Says what was invalid, for nqcnf_errmsg(), and returns
 * NQCNF_ERR_INVALID_ARGUMENT: every refusal of an argument goes through
 * here, so the message is always the latest refusal's. The format names
 * the argument as the caller wrote it ("options->n is 0: N must be
 * 1 .. 46340"), in printf style; the message is cut at 255 bytes. */
nqcnf_status nqcnf_invalid(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* The value 0 .. count-1 of a table of named values (encodings,
 * formats, solver backends) whose name, name_of(value), is `name`; -1
 * when none is or name is NULL (names.c). */
int nqcnf_name_lookup(const char *name, unsigned count,
                      const char *(*name_of)(unsigned value));

/* nqcnf_known_count for the library's own use: 1 and *value when the
 * count of N = n is published, 0 when not. A listing or an estimate asks
 * beyond the table and goes on, so it must leave no refusal behind. */
int nqcnf_known_count_find(uint32_t n, int unique, uint64_t *value);

/* n*n, checked: NQCNF_ERR_INVALID_ARGUMENT or NQCNF_ERR_TOO_LARGE when the
 * options cannot be encoded. */
nqcnf_status nqcnf_check_n(uint32_t n);

/* What a public function does first with a caller's options or sink (the
 * rules of "Structs that grow" in nqcnf.h): checks struct_size, copies the
 * fields it covers over the defaults into *local, and validates the copy
 * (nqcnf_options_check; a sink needs add_clause). On NQCNF_OK the unit
 * works on *local only, and passes it on to the units behind it. */
nqcnf_status nqcnf_options_import(const nqcnf_options *given,
                                  nqcnf_options *local);
nqcnf_status nqcnf_sink_import(const nqcnf_sink *given, nqcnf_sink *local);

/* The size rules alone, for a struct whose first layout is `first_layout`
 * bytes, whose fields this library knows end at `known_end`, and which is
 * `own_size` bytes here: NQCNF_ERR_INVALID_ARGUMENT when `size` is below
 * the first layout, or above own_size with a byte past known_end that is
 * not zero. The message names the struct as the public header does
 * (`name`, "options") and the function that sets it up (`init`). */
nqcnf_status nqcnf_struct_size_check(const char *name, const char *init,
                                     const void *given, size_t size,
                                     size_t first_layout, size_t known_end,
                                     size_t own_size);

/* Where `field` of `type` ends, and whether a caller's struct of `size`
 * bytes holds all of it: a field added to a struct that grows moves its
 * known end and is copied only when the caller's struct covers it. */
#define NQCNF_FIELD_END(type, field)                                        \
    (offsetof(type, field) + sizeof(((const type *)NULL)->field))
#define NQCNF_COVERS(type, size, field)                                     \
    (NQCNF_FIELD_END(type, field) <= (size))

/* A sink of the library's own, set up through nqcnf_sink_init() like any
 * caller's: the arguments are its fields in declaration order. */
nqcnf_sink nqcnf_sink_make(
    void *context,
    nqcnf_status (*add_clause)(void *context, const int32_t *literals,
                               size_t count),
    nqcnf_status (*add_binary_run)(void *context, int32_t first,
                                   int32_t second, int32_t step,
                                   uint32_t count),
    nqcnf_status (*add_cardinality)(void *context, const int32_t *literals,
                                    size_t count, int exactly),
    nqcnf_status (*note)(void *context, const char *text));

/* nqcnf_for_each_line() for a board size already validated: the walk
 * the generator makes, without checking the options again. */
nqcnf_status nqcnf_board_lines_walk(
    uint32_t n, nqcnf_status (*visit)(void *context, const nqcnf_line *line),
    void *context);

/* The counter-based random numbers of random.c: the same value for the
 * same key and counter on every machine. nqcnf_keyed_random_word is 64 random
 * bits, nqcnf_keyed_random_below a value 0 .. bound-1 (0 for bound <= 1),
 * nqcnf_keyed_random_unit a double in [0, 1). Each call uses the one word at
 * (key, counter). */
uint64_t nqcnf_keyed_random_word(uint64_t key, uint64_t counter);
uint64_t nqcnf_keyed_random_below(uint64_t key, uint64_t counter,
                                  uint64_t bound);
double nqcnf_keyed_random_unit(uint64_t key, uint64_t counter);

#endif
