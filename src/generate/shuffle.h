/*
 * shuffle.h - the keyed maps of a shuffle, shared by the writer that
 * applies it and the readers that undo it.
 */
#ifndef NQCNF_GENERATE_SHUFFLE_H
#define NQCNF_GENERATE_SHUFFLE_H

#include "core/internal.h"

#define SHUFFLE_ROUNDS 6

/* A shuffle made ready: the round keys of the variables' Feistel
 * network over 2^(2*half_bits) >= variables values, and the keys of the
 * other parts. */
typedef struct shuffle_key {
    unsigned parts;
    uint64_t variables;
    unsigned half_bits;
    uint64_t half_mask;
    uint64_t rounds[SHUFFLE_ROUNDS];
    uint64_t polarity, clauses, literals;
} shuffle_key;

/* NQCNF_ERR_INVALID_ARGUMENT for unknown parts or no variables. */
nqcnf_status nqcnf_shuffle_key_make(const nqcnf_shuffle *shuffle,
                                    shuffle_key *key);

/* The plain file's literal in the shuffled file, and back; literals
 * beyond the variables are returned as they are. */
int32_t nqcnf_shuffle_key_apply(const shuffle_key *key, int32_t literal);
int32_t nqcnf_shuffle_key_undo(const shuffle_key *key, int32_t literal);

/* Puts the `count` literals of clause `index` (0-based, in the plain
 * file's order) into their shuffled order, in place. */
void nqcnf_shuffle_key_order_literals(const shuffle_key *key, uint64_t index,
                                      int32_t *literals, size_t count);

/* order[0 .. count-1]: the order in which the clauses of window `window`
 * (count of them, at most NQCNF_SHUFFLE_WINDOW) are written. */
void nqcnf_shuffle_key_order_window(const shuffle_key *key, uint64_t window,
                                    uint32_t *order, uint32_t count);

#endif
