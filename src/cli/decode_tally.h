/*
 * decode_tally.h - what decode's models are among themselves: repeats and
 * symmetry classes.
 *
 * decode hands every model to the tally as it comes; the tally says at
 * once whether the board repeats an earlier model (what a broken blocking
 * loop prints) and which symmetry class it falls in, and at the end writes
 * the counts and the classes. It keeps each board in a compact key (a
 * solution by its N queen columns, anything else whole), so a long
 * enumeration costs a few bytes per model rather than N*N.
 */
#ifndef NQCNF_CLI_DECODE_TALLY_H
#define NQCNF_CLI_DECODE_TALLY_H

#include "nqcnf_experimental.h"

#include <stddef.h>
#include <stdio.h>

/* A set of byte strings, each kept once, found by its hash. */
typedef struct tally_key {
    size_t offset, length;
    uint64_t hash;
} tally_key;

typedef struct tally_key_set {
    unsigned char *bytes;
    size_t used, capacity;
    tally_key *keys;
    size_t count, key_capacity;
    size_t *slots; /* open addressing: key index + 1, 0 when free */
    size_t slot_count;
} tally_key_set;

typedef struct tally_model {
    size_t line;
    size_t board;     /* index among the distinct boards */
    size_t next_same; /* the next model with this board, SIZE_MAX: none */
} tally_model;

typedef struct tally_board {
    size_t first_model, last_model;
    size_t class_index;   /* SIZE_MAX for a board that is not a solution */
    size_t next_in_class; /* SIZE_MAX: the class's last board */
} tally_board;

typedef struct tally_class {
    size_t first_board, last_board;
    size_t members;       /* distinct boards of the class found */
    unsigned size;        /* its members in all: 8, 4, 2 (1 for N = 1) */
} tally_class;

typedef struct decode_tally {
    uint32_t n;
    tally_model *models;
    size_t model_count, model_capacity;
    tally_key_set board_keys;
    tally_board *boards;      /* one per board key */
    size_t board_capacity;
    tally_key_set class_keys; /* the canonical boards' keys */
    tally_class *classes;     /* one per class key */
    size_t class_capacity;
    size_t invalid_models;
    nqcnf_board canonical;    /* scratch for nqcnf_board_canonical */
    unsigned char *key;       /* scratch: the key being built */
} decode_tally;

/* What a model is among those before it. */
typedef struct tally_entry {
    size_t repeats;      /* the model number it repeats (1-based), 0: new */
    size_t repeats_line; /* and that model's line */
    size_t class_number; /* 1-based, in order of first appearance; 0 for a
                            board that is not a solution */
} tally_entry;

void tally_init(decode_tally *tally, uint32_t n);
void tally_free(decode_tally *tally);

/* Adds the next model (`valid`: nqcnf_board_verify found no problem). */
nqcnf_status tally_add(decode_tally *tally, const nqcnf_board *board,
                       int valid, size_t line, tally_entry *entry);

/* Models repeating an earlier one. */
size_t tally_repeats(const decode_tally *tally);

/* "92 models, 92 distinct, 12 symmetry classes[, 1 not a solution]". */
void tally_write_summary(const decode_tally *tally, FILE *out);

/* One line per class, then the models that are no solution. */
void tally_write_classes(const decode_tally *tally, FILE *out);

/* Model `index` (0-based) drawn again into `board` (initialised by the
 * call; the caller frees it). */
nqcnf_status tally_model_board(const decode_tally *tally, size_t index,
                               nqcnf_board *board);

/* The class number of model `index` (0 for no solution), and the model
 * number it repeats (0: none). */
size_t tally_model_class(const decode_tally *tally, size_t index);
size_t tally_model_repeats(const decode_tally *tally, size_t index);

/* decode --svg (decode_sheet.c): the one model's picture, or a sheet of
 * every model captioned "model 3" ("model 3, class 2" with_classes).
 * Prints an error and returns -1 on failure. */
int decode_write_picture(const decode_tally *tally, const char *path,
                         int with_classes);

#endif
