/*
 * dimacs_shuffled.c - DIMACS shuffled as it streams.
 *
 * Every clause is renamed, flipped and reordered as it arrives (the keyed
 * maps of generate/shuffle.c), then held in a window of
 * NQCNF_SHUFFLE_WINDOW clauses that is written in its keyed order when
 * full. Memory is the window: its literals (most clauses have two; a row
 * holds N, and rows are far apart in the order), its offsets and its
 * order, however large N is. The renaming costs a Feistel evaluation
 * (several rounds, and a walk out of the power-of-two domain) per
 * variable, so renamings are kept in a small direct-mapped cache: the
 * clauses come line by line, and a line's squares recur in every pair of
 * it, so nearly every literal is found there.
 */
#include "write/dimacs_shuffled.h"

#include <stdio.h>
#include <string.h>

/* Entries of the renaming cache: a row of N = 16384 fits. */
#define RENAME_CACHE_SIZE 16384u

typedef struct shuffle_window {
    shuffle_key key;
    int32_t cached_variable[RENAME_CACHE_SIZE]; /* 0: empty */
    int32_t cached_literal[RENAME_CACHE_SIZE];  /* its positive literal */
    uint64_t clause_index; /* the plain index of the next clause */
    uint64_t window;       /* the number of the window being filled */
    uint32_t count;        /* clauses in it */
    size_t used, capacity; /* its literals */
    int32_t *literals;
    size_t starts[NQCNF_SHUFFLE_WINDOW + 1];
    uint32_t order[NQCNF_SHUFFLE_WINDOW];
} shuffle_window;

nqcnf_status nqcnf_shuffled_start(format_output *output)
{
    const nqcnf_options *options = output->options;
    shuffle_window *w = nqcnf_allocate(sizeof *w);
    if (w == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(w->cached_variable, 0, sizeof w->cached_variable);
    w->clause_index = w->window = 0;
    w->count = 0;
    w->used = 0;
    w->capacity = 4 * (size_t)NQCNF_SHUFFLE_WINDOW;
    w->literals = nqcnf_allocate(w->capacity * sizeof *w->literals);
    w->starts[0] = 0;
    output->state = w;
    if (w->literals == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    const nqcnf_shuffle shuffle = {options->shuffle_seed,
                                   options->shuffle_parts, output->variables};
    nqcnf_status status = nqcnf_shuffle_key_make(&shuffle, &w->key);
    if (status != NQCNF_OK) return status;
    char parts[64];
    nqcnf_shuffle_parts_names(options->shuffle_parts, parts, sizeof parts);
    return nqcnf_output_buffer_printf(
        &output->out,
        "c shuffled by nqueens-cnf %s: nqueens-cnf decode %u --cnf FILE "
        "maps a model of FILE back to the board\n"
        "c shuffle seed %llu parts %s window %u scheme %u\n",
        nqcnf_version(), options->n, (unsigned long long)options->shuffle_seed,
        parts, NQCNF_SHUFFLE_WINDOW, NQCNF_SHUFFLE_SCHEME);
}

const shuffle_key *nqcnf_shuffled_key(const format_output *output)
{
    return &((const shuffle_window *)output->state)->key;
}

static nqcnf_status write_window(format_output *output)
{
    shuffle_window *w = output->state;
    output_buffer *out = &output->out;
    nqcnf_shuffle_key_order_window(&w->key, w->window, w->order, w->count);
    for (uint32_t k = 0; k < w->count; k++) {
        const uint32_t c = w->order[k];
        for (size_t i = w->starts[c]; i < w->starts[c + 1]; i++) {
            if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
            char *at = format_literal(out->data + out->used, w->literals[i]);
            *at++ = ' ';
            out->used = (size_t)(at - out->data);
        }
        if (nqcnf_output_buffer_put(out, "0\n", 2) != NQCNF_OK)
            return out->status;
    }
    w->window++;
    w->count = 0;
    w->used = 0;
    return NQCNF_OK;
}

/* nqcnf_shuffle_key_apply through the cache; the map of a negative literal is
 * the negation of its variable's. */
static int32_t renamed(shuffle_window *w, int32_t literal)
{
    const int32_t variable = literal < 0 ? -literal : literal;
    const uint32_t slot = (uint32_t)variable % RENAME_CACHE_SIZE;
    if (w->cached_variable[slot] != variable) {
        w->cached_variable[slot] = variable;
        w->cached_literal[slot] = nqcnf_shuffle_key_apply(&w->key, variable);
    }
    return literal < 0 ? -w->cached_literal[slot] : w->cached_literal[slot];
}

nqcnf_status nqcnf_shuffled_clause(format_output *output,
                                   const int32_t *literals, size_t count)
{
    shuffle_window *w = output->state;
    if (w->capacity - w->used < count) {
        size_t capacity = w->capacity;
        if (nqcnf_grow((void **)&w->literals, &capacity, w->used + count,
                       sizeof *w->literals) != 0)
            return NQCNF_ERR_OUT_OF_MEMORY;
        w->capacity = capacity;
    }
    int32_t *at = w->literals + w->used;
    for (size_t i = 0; i < count; i++) at[i] = renamed(w, literals[i]);
    nqcnf_shuffle_key_order_literals(&w->key, w->clause_index++, at, count);
    w->used += count;
    w->starts[++w->count] = w->used;
    return w->count == NQCNF_SHUFFLE_WINDOW ? write_window(output) : NQCNF_OK;
}

nqcnf_status nqcnf_shuffled_run(format_output *output, int32_t first,
                                int32_t second, int32_t step, uint32_t count)
{
    for (uint32_t k = 0; k < count; k++) {
        const int32_t pair[2] = {first, second + (int32_t)k * step};
        const nqcnf_status status = nqcnf_shuffled_clause(output, pair, 2);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_shuffled_finish(format_output *output)
{
    const shuffle_window *w = output->state;
    return w->count > 0 ? write_window(output) : NQCNF_OK;
}

void nqcnf_shuffled_release(format_output *output)
{
    shuffle_window *w = output->state;
    if (w == NULL) return;
    nqcnf_release(w->literals);
    nqcnf_release(w);
}
