/*
 * decode_tally.c - repeats and symmetry classes among decode's models.
 *
 * Two hash sets of byte strings do the work: one of the distinct boards,
 * one of the classes' canonical boards (nqcnf_board_canonical, the
 * library's one definition of a class). A solution is keyed by its queen
 * columns, row by row, anything else by all its squares, behind a tag
 * byte so the two kinds never meet. Models, boards and classes are linked
 * in the order they first appear (a board's repeats, a class's boards),
 * so the listing at the end is one pass, whatever the number of models.
 * Memory is the command's own (malloc), as everywhere in cli/.
 */
#include "decode_tally.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NONE SIZE_MAX

/* Grows *array of *capacity elements of `size` bytes to hold `needed`. */
static int grow(void *array, size_t *capacity, size_t needed, size_t size)
{
    if (needed <= *capacity) return 0;
    size_t wanted = *capacity ? *capacity : 16;
    while (wanted < needed) {
        if (wanted > SIZE_MAX / 2 / size) return -1;
        wanted *= 2;
    }
    void **pointer = array;
    void *grown = realloc(*pointer, wanted * size);
    if (grown == NULL) return -1;
    *pointer = grown;
    *capacity = wanted;
    return 0;
}

static uint64_t hash_bytes(const unsigned char *bytes, size_t length)
{
    uint64_t hash = 14695981039346656037ull; /* FNV-1a */
    for (size_t i = 0; i < length; i++) {
        hash ^= bytes[i];
        hash *= 1099511628211ull;
    }
    return hash;
}

static int key_equals(const tally_key_set *set, const tally_key *key,
                      const unsigned char *bytes, size_t length,
                      uint64_t hash)
{
    return key->hash == hash && key->length == length &&
           memcmp(set->bytes + key->offset, bytes, length) == 0;
}

/* Doubles the slots (at half full) and puts every key back. */
static int rehash(tally_key_set *set)
{
    const size_t count = set->slot_count ? set->slot_count * 2 : 64;
    if (count > SIZE_MAX / sizeof(size_t)) return -1;
    size_t *slots = calloc(count, sizeof *slots);
    if (slots == NULL) return -1;
    for (size_t k = 0; k < set->count; k++) {
        size_t at = (size_t)(set->keys[k].hash & (count - 1));
        while (slots[at] != 0) at = (at + 1) & (count - 1);
        slots[at] = k + 1;
    }
    free(set->slots);
    set->slots = slots;
    set->slot_count = count;
    return 0;
}

/* The index of the key equal to `bytes`, added if new (*added says). */
static nqcnf_status key_set_add(tally_key_set *set, const unsigned char *bytes,
                                size_t length, size_t *index, int *added)
{
    if ((set->count + 1) * 2 > set->slot_count && rehash(set) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    const uint64_t hash = hash_bytes(bytes, length);
    size_t at = (size_t)(hash & (set->slot_count - 1));
    for (; set->slots[at] != 0; at = (at + 1) & (set->slot_count - 1)) {
        const size_t k = set->slots[at] - 1;
        if (key_equals(set, &set->keys[k], bytes, length, hash)) {
            *index = k;
            *added = 0;
            return NQCNF_OK;
        }
    }
    if (length > SIZE_MAX - set->used ||
        grow(&set->bytes, &set->capacity, set->used + length, 1) != 0 ||
        grow(&set->keys, &set->key_capacity, set->count + 1,
             sizeof *set->keys) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(set->bytes + set->used, bytes, length);
    set->keys[set->count] = (tally_key){set->used, length, hash};
    set->used += length;
    set->slots[at] = set->count + 1;
    *index = set->count++;
    *added = 1;
    return NQCNF_OK;
}

static void key_set_free(tally_key_set *set)
{
    free(set->bytes);
    free(set->keys);
    free(set->slots);
    memset(set, 0, sizeof *set);
}

void tally_init(decode_tally *tally, uint32_t n)
{
    memset(tally, 0, sizeof *tally);
    tally->n = n;
}

void tally_free(decode_tally *tally)
{
    free(tally->models);
    key_set_free(&tally->board_keys);
    free(tally->boards);
    key_set_free(&tally->class_keys);
    free(tally->classes);
    nqcnf_board_free(&tally->canonical);
    free(tally->key);
    memset(tally, 0, sizeof *tally);
}

/* The queen column of each row of a solution, as key bytes. */
static void write_columns(const nqcnf_board *board, unsigned char *out)
{
    const uint32_t n = board->n;
    for (uint32_t row = 0; row < n; row++)
        for (uint32_t column = 0; column < n; column++)
            if (board->squares[(size_t)row * n + column] == NQCNF_SQUARE_QUEEN)
                memcpy(out + (size_t)row * sizeof column, &column,
                       sizeof column);
}

/* The key of a board in tally->key: a tag byte, then the columns of a
 * solution or the squares of anything else. Returns its length, 0 when
 * there is no memory for it. */
static size_t make_key(decode_tally *tally, const nqcnf_board *board,
                       int valid)
{
    const size_t n = tally->n;
    if (tally->key == NULL) {
        const size_t most = n * n > n * sizeof(uint32_t) ? n * n
                                                          : n * sizeof(uint32_t);
        tally->key = malloc(most + 1);
        if (tally->key == NULL) return 0;
    }
    tally->key[0] = valid ? 1 : 0;
    if (!valid) {
        memcpy(tally->key + 1, board->squares, n * n);
        return n * n + 1;
    }
    write_columns(board, tally->key + 1);
    return n * sizeof(uint32_t) + 1;
}

/* Puts a new solution board into its class, found or added. */
static nqcnf_status classify(decode_tally *tally, const nqcnf_board *board,
                             size_t board_index)
{
    if (tally->canonical.squares == NULL) {
        const nqcnf_status status =
            nqcnf_board_init(&tally->canonical, tally->n, NQCNF_SQUARE_EMPTY);
        if (status != NQCNF_OK) return status;
    }
    unsigned size = 0;
    nqcnf_status status = nqcnf_board_canonical(board, &tally->canonical, &size);
    if (status != NQCNF_OK) return status;
    const size_t length = make_key(tally, &tally->canonical, 1);
    if (length == 0 ||
        grow(&tally->classes, &tally->class_capacity,
             tally->class_keys.count + 1, sizeof *tally->classes) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    size_t index = 0;
    int added = 0;
    status = key_set_add(&tally->class_keys, tally->key, length, &index, &added);
    if (status != NQCNF_OK) return status;
    tally_class *class = &tally->classes[index];
    if (added) {
        *class = (tally_class){board_index, board_index, 0, size};
    } else {
        tally->boards[class->last_board].next_in_class = board_index;
        class->last_board = board_index;
    }
    class->members++;
    tally->boards[board_index].class_index = index;
    return NQCNF_OK;
}

nqcnf_status tally_add(decode_tally *tally, const nqcnf_board *board,
                       int valid, size_t line, tally_entry *entry)
{
    memset(entry, 0, sizeof *entry);
    if (board->n != tally->n) return NQCNF_ERR_INVALID_ARGUMENT;
    const size_t length = make_key(tally, board, valid);
    if (length == 0 ||
        grow(&tally->models, &tally->model_capacity, tally->model_count + 1,
             sizeof *tally->models) != 0 ||
        grow(&tally->boards, &tally->board_capacity,
             tally->board_keys.count + 1, sizeof *tally->boards) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    size_t index = 0;
    int added = 0;
    nqcnf_status status =
        key_set_add(&tally->board_keys, tally->key, length, &index, &added);
    if (status != NQCNF_OK) return status;
    const size_t model = tally->model_count;
    tally_board *seen = &tally->boards[index];
    if (added) {
        *seen = (tally_board){model, model, NONE, NONE};
        if (valid) status = classify(tally, board, index);
    } else {
        entry->repeats = seen->first_model + 1;
        entry->repeats_line = tally->models[seen->first_model].line;
        tally->models[seen->last_model].next_same = model;
        seen->last_model = model;
    }
    tally->models[model] = (tally_model){line, index, NONE};
    tally->model_count++;
    if (!valid) tally->invalid_models++;
    entry->class_number = tally_model_class(tally, model);
    return status;
}

size_t tally_repeats(const decode_tally *tally)
{
    return tally->model_count - tally->board_keys.count;
}

static const char *plural(size_t count, const char *one, const char *many)
{
    return count == 1 ? one : many;
}

void tally_write_summary(const decode_tally *tally, FILE *out)
{
    const size_t classes = tally->class_keys.count;
    fprintf(out, "%zu %s, %zu distinct, %zu symmetry %s", tally->model_count,
            plural(tally->model_count, "model", "models"),
            tally->board_keys.count, classes,
            plural(classes, "class", "classes"));
    if (tally->invalid_models > 0)
        fprintf(out, ", %zu %s", tally->invalid_models,
                plural(tally->invalid_models, "not a solution",
                       "not solutions"));
    fputc('\n', out);
}

/* The key bytes of board `index`: a tag byte, then its body. */
static const unsigned char *board_key(const decode_tally *tally, size_t index)
{
    return tally->board_keys.bytes + tally->board_keys.keys[index].offset;
}

/* "1 5 8 6 3 7 2 4": a solution's key body, columns numbered from 1. */
static void write_key_columns(const decode_tally *tally,
                              const unsigned char *body, FILE *out)
{
    for (uint32_t row = 0; row < tally->n; row++) {
        uint32_t column;
        memcpy(&column, body + (size_t)row * sizeof column, sizeof column);
        fprintf(out, "%s%lu", row ? " " : "", (unsigned long)column + 1);
    }
}

/* "14 (again as 93, 95)": a board's first model and its repeats. */
static void write_board_models(const decode_tally *tally, size_t board,
                               FILE *out)
{
    size_t model = tally->boards[board].first_model;
    fprintf(out, "%zu", model + 1);
    const char *separator = " (again as ";
    while ((model = tally->models[model].next_same) != NONE) {
        fprintf(out, "%s%zu", separator, model + 1);
        separator = ", ";
    }
    if (separator[0] == ',') fputc(')', out);
}

void tally_write_classes(const decode_tally *tally, FILE *out)
{
    for (size_t c = 0; c < tally->class_keys.count; c++) {
        const tally_class *class = &tally->classes[c];
        const tally_key *key = &tally->class_keys.keys[c];
        fprintf(out, "class %zu, columns ", c + 1);
        write_key_columns(tally, tally->class_keys.bytes + key->offset + 1,
                          out);
        fprintf(out, ": %zu of its %u members found: %s ", class->members,
                class->size, plural(class->members, "model", "models"));
        for (size_t b = class->first_board; b != NONE;
             b = tally->boards[b].next_in_class) {
            if (b != class->first_board) fputs(", ", out);
            write_board_models(tally, b, out);
        }
        fputc('\n', out);
    }
    if (tally->invalid_models == 0) return;
    fprintf(out, "in no class, not %s: %s",
            plural(tally->invalid_models, "a solution", "solutions"),
            plural(tally->invalid_models, "model", "models"));
    const char *separator = " ";
    for (size_t m = 0; m < tally->model_count; m++)
        if (board_key(tally, tally->models[m].board)[0] == 0) {
            fprintf(out, "%s%zu", separator, m + 1);
            separator = ", ";
        }
    fputc('\n', out);
}

nqcnf_status tally_model_board(const decode_tally *tally, size_t index,
                               nqcnf_board *board)
{
    const unsigned char *key = board_key(tally, tally->models[index].board);
    const nqcnf_status status =
        nqcnf_board_init(board, tally->n, NQCNF_SQUARE_EMPTY);
    if (status != NQCNF_OK) return status;
    const size_t n = tally->n;
    if (key[0] == 0) {
        memcpy(board->squares, key + 1, n * n);
        return NQCNF_OK;
    }
    for (size_t row = 0; row < n; row++) {
        uint32_t column;
        memcpy(&column, key + 1 + row * sizeof column, sizeof column);
        board->squares[row * n + column] = NQCNF_SQUARE_QUEEN;
    }
    return NQCNF_OK;
}

size_t tally_model_class(const decode_tally *tally, size_t index)
{
    const size_t class_index =
        tally->boards[tally->models[index].board].class_index;
    return class_index == NONE ? 0 : class_index + 1;
}

size_t tally_model_repeats(const decode_tally *tally, size_t index)
{
    const size_t first = tally->boards[tally->models[index].board].first_model;
    return first == index ? 0 : first + 1;
}
