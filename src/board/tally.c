/*
 * tally.c - an enumeration's models among themselves: repeats and classes.
 *
 * Whether a model repeats an earlier one (what a blocking loop prints when
 * its blocking clause is wrong) and which symmetry class a solution falls
 * in are judgements on boards, so every front end gets them here rather
 * than writing them again. Two hash sets of byte strings do the work: one
 * of the distinct boards, one of the classes' canonical members (the
 * column arrays of core/board_symmetry.c, the library's one definition of
 * a class). A solution is keyed by its queen columns, a byte each up to
 * N = 256 and two beyond (NQCNF_MAX_N fits), anything else by all its
 * squares, behind a tag byte so the two kinds never meet; a repeat costs
 * one model record. Models, boards and classes are linked in the order
 * they first appear (a board's repeats, a class's boards), so the walk
 * at the end is one pass whatever the number of models.
 *
 * An addition reserves all the memory it may need before it changes
 * anything, so a refused allocation leaves the tally as it was: the
 * caller may free it, or add the same model again once there is memory.
 */
#include "core/board_symmetry.h"

#include <inttypes.h>
#include <string.h>

#define NONE SIZE_MAX

/* A set of byte strings, each kept once, found by its hash. */
typedef struct key {
    size_t offset, length;
    uint64_t hash;
} key;

typedef struct key_set {
    unsigned char *bytes;
    size_t used, capacity;
    key *keys;
    size_t count, key_capacity;
    size_t *slots; /* open addressing: key index + 1, 0 when free */
    size_t slot_count;
} key_set;

/* A key to look for: a tag byte, then a body kept elsewhere (a board's
 * squares are hashed where they are, never copied to look them up). */
typedef struct probe {
    unsigned char tag;
    const unsigned char *body;
    size_t length; /* of the body */
    uint64_t hash;
} probe;

typedef struct tally_model {
    size_t line;
    size_t board;     /* index among the distinct boards */
    size_t next_same; /* the next model with this board; NONE */
} tally_model;

typedef struct tally_board {
    size_t first_model, last_model;
    size_t class_index;   /* NONE for a board that is not a solution */
    size_t next_in_class; /* NONE: the class's last board */
} tally_board;

typedef struct tally_class {
    size_t first_board, last_board;
    size_t found;  /* distinct boards of the class added */
    unsigned size; /* its members in all: 8, 4, 2 (1 for N = 1) */
} tally_class;

struct nqcnf_tally {
    uint32_t n;
    unsigned width; /* bytes of a queen column in a key */
    tally_model *models;
    size_t model_count, model_capacity;
    key_set board_keys;
    tally_board *boards; /* one per board key */
    size_t board_capacity;
    key_set class_keys;    /* the canonical members' keys */
    tally_class *classes;  /* one per class key */
    size_t class_capacity;
    size_t solutions;      /* models that are solutions */
    size_t complete;       /* classes whose every member was added */
    uint32_t *columns;     /* scratch: columns, smallest, image (3n) */
    unsigned char *bodies; /* scratch: a board's and a class's key body */
};

enum { TAG_OTHER = 0, TAG_SOLUTION = 1 };

static uint64_t hash_bytes(uint64_t hash, const unsigned char *bytes,
                           size_t length)
{
    for (size_t i = 0; i < length; i++) {
        hash ^= bytes[i];
        hash *= 1099511628211ull; /* FNV-1a */
    }
    return hash;
}

static probe make_probe(unsigned char tag, const unsigned char *body,
                        size_t length)
{
    probe p = {tag, body, length, 14695981039346656037ull};
    p.hash = hash_bytes(hash_bytes(p.hash, &tag, 1), body, length);
    return p;
}

/* The index of the key equal to the probe, NONE if there is none. */
static size_t key_set_find(const key_set *set, const probe *p)
{
    if (set->slot_count == 0) return NONE;
    const size_t mask = set->slot_count - 1;
    for (size_t at = (size_t)(p->hash & mask); set->slots[at] != 0;
         at = (at + 1) & mask) {
        const key *k = &set->keys[set->slots[at] - 1];
        const unsigned char *stored = set->bytes + k->offset;
        if (k->hash == p->hash && k->length == p->length + 1 &&
            stored[0] == p->tag &&
            memcmp(stored + 1, p->body, p->length) == 0)
            return set->slots[at] - 1;
    }
    return NONE;
}

/* Doubles the slots and puts every key back: the same set, more room. */
static int rehash(key_set *set)
{
    const size_t count = set->slot_count ? set->slot_count * 2 : 64;
    if (count > SIZE_MAX / sizeof(size_t)) return -1;
    size_t *slots = nqcnf_allocate(count * sizeof *slots);
    if (slots == NULL) return -1;
    memset(slots, 0, count * sizeof *slots);
    for (size_t k = 0; k < set->count; k++) {
        size_t at = (size_t)(set->keys[k].hash & (count - 1));
        while (slots[at] != 0) at = (at + 1) & (count - 1);
        slots[at] = k + 1;
    }
    nqcnf_release(set->slots);
    set->slots = slots;
    set->slot_count = count;
    return 0;
}

/* Room for one more key of `length` bytes with its tag, the slots at
 * most half full after it. */
static int key_set_reserve(key_set *set, size_t length)
{
    if (length >= SIZE_MAX - set->used ||
        nqcnf_grow((void **)&set->bytes, &set->capacity,
                   set->used + length + 1, 1) != 0 ||
        nqcnf_grow((void **)&set->keys, &set->key_capacity, set->count + 1,
                   sizeof *set->keys) != 0)
        return -1;
    if ((set->count + 1) * 2 > set->slot_count) return rehash(set);
    return 0;
}

/* Adds the probe, which is not in the set, into reserved room. */
static size_t key_set_insert(key_set *set, const probe *p)
{
    const size_t mask = set->slot_count - 1;
    size_t at = (size_t)(p->hash & mask);
    while (set->slots[at] != 0) at = (at + 1) & mask;
    set->bytes[set->used] = p->tag;
    memcpy(set->bytes + set->used + 1, p->body, p->length);
    set->keys[set->count] = (key){set->used, p->length + 1, p->hash};
    set->used += p->length + 1;
    set->slots[at] = set->count + 1;
    return set->count++;
}

static void key_set_free(key_set *set)
{
    nqcnf_release(set->bytes);
    nqcnf_release(set->keys);
    nqcnf_release(set->slots);
}

/* A key's body: what follows its tag. */
static const unsigned char *key_body(const key_set *set, size_t index)
{
    return set->bytes + set->keys[index].offset + 1;
}

static void pack_columns(const nqcnf_tally *tally, const uint32_t *columns,
                         unsigned char *body)
{
    for (uint32_t row = 0; row < tally->n; row++) {
        if (tally->width == 1) {
            body[row] = (unsigned char)columns[row];
        } else {
            body[2 * (size_t)row] = (unsigned char)(columns[row] >> 8);
            body[2 * (size_t)row + 1] = (unsigned char)columns[row];
        }
    }
}

static uint32_t unpack_column(const nqcnf_tally *tally,
                              const unsigned char *body, uint32_t row)
{
    if (tally->width == 1) return body[row];
    return (uint32_t)body[2 * (size_t)row] << 8 | body[2 * (size_t)row + 1];
}

nqcnf_status nqcnf_tally_new(uint32_t n, nqcnf_tally **tally)
{
    if (tally == NULL) return nqcnf_invalid("tally is NULL");
    *tally = NULL;
    const nqcnf_status status = nqcnf_check_n(n);
    if (status != NQCNF_OK) return status;
    nqcnf_tally *made = nqcnf_allocate(sizeof *made);
    if (made == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(made, 0, sizeof *made);
    made->n = n;
    made->width = n <= 256 ? 1 : 2;
    /* Scratch of a few bytes a row, made once: an addition then
     * allocates only to grow what it keeps. */
    made->columns = nqcnf_allocate(3 * (size_t)n * sizeof *made->columns);
    made->bodies = nqcnf_allocate(2 * (size_t)n * made->width);
    if (made->columns == NULL || made->bodies == NULL) {
        nqcnf_tally_free(made);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    *tally = made;
    return NQCNF_OK;
}

void nqcnf_tally_free(nqcnf_tally *tally)
{
    if (tally == NULL) return;
    nqcnf_release(tally->models);
    key_set_free(&tally->board_keys);
    nqcnf_release(tally->boards);
    key_set_free(&tally->class_keys);
    nqcnf_release(tally->classes);
    nqcnf_release(tally->columns);
    nqcnf_release(tally->bodies);
    nqcnf_release(tally);
}

/* The queen columns of a solution into tally->columns. */
static void read_columns(nqcnf_tally *tally, const nqcnf_board *board)
{
    const uint32_t n = tally->n;
    for (uint32_t row = 0; row < n; row++) {
        const unsigned char *squares = board->squares + (size_t)row * n;
        const unsigned char *queen = memchr(squares, NQCNF_SQUARE_QUEEN, n);
        tally->columns[row] = (uint32_t)(queen - squares);
    }
}

/* What an addition found before it changes anything. */
typedef struct lookup {
    probe board, class_key;
    size_t board_index; /* NONE: a new board */
    size_t class_index; /* NONE: a new class, or no solution */
    unsigned class_size;
} lookup;

/* Every allocation the addition needs, made before it changes the
 * tally; growing an array or the slots leaves the same tally. */
static int reserve(nqcnf_tally *tally, const lookup *found, int valid)
{
    if (nqcnf_grow((void **)&tally->models, &tally->model_capacity,
                   tally->model_count + 1, sizeof *tally->models) != 0)
        return -1;
    if (found->board_index != NONE) return 0;
    if (nqcnf_grow((void **)&tally->boards, &tally->board_capacity,
                   tally->board_keys.count + 1, sizeof *tally->boards) != 0 ||
        key_set_reserve(&tally->board_keys, found->board.length) != 0)
        return -1;
    if (!valid || found->class_index != NONE) return 0;
    if (nqcnf_grow((void **)&tally->classes, &tally->class_capacity,
                   tally->class_keys.count + 1, sizeof *tally->classes) != 0 ||
        key_set_reserve(&tally->class_keys, found->class_key.length) != 0)
        return -1;
    return 0;
}

/* A new solution board into its class, found or made. */
static void classify(nqcnf_tally *tally, lookup *found, size_t board_index)
{
    size_t index = found->class_index;
    if (index == NONE) {
        index = key_set_insert(&tally->class_keys, &found->class_key);
        tally->classes[index] =
            (tally_class){board_index, board_index, 0, found->class_size};
    }
    tally_class *class = &tally->classes[index];
    if (class->last_board != board_index) {
        tally->boards[class->last_board].next_in_class = board_index;
        class->last_board = board_index;
    }
    if (++class->found == class->size) tally->complete++;
    tally->boards[board_index].class_index = index;
}

nqcnf_status nqcnf_tally_add(nqcnf_tally *tally, const nqcnf_board *board,
                             size_t line, int *solution, size_t *class_number,
                             size_t *repeats, size_t *repeats_line)
{
    if (solution != NULL) *solution = 0;
    if (class_number != NULL) *class_number = 0;
    if (repeats != NULL) *repeats = 0;
    if (repeats_line != NULL) *repeats_line = 0;
    if (tally == NULL) return nqcnf_invalid("tally is NULL");
    if (board == NULL) return nqcnf_invalid("board is NULL");
    if (board->squares == NULL)
        return nqcnf_invalid("board->squares is NULL");
    if (board->n != tally->n)
        return nqcnf_invalid("board->n is %" PRIu32 ": the tally is of "
                             "N = %" PRIu32,
                             board->n, tally->n);
    const uint32_t n = tally->n;
    const size_t body = (size_t)n * tally->width;
    const int valid = nqcnf_board_verify(board, NULL, 0) == 0;
    lookup found = {{0, NULL, 0, 0}, {0, NULL, 0, 0}, NONE, NONE, 0};
    if (valid) {
        read_columns(tally, board);
        pack_columns(tally, tally->columns, tally->bodies);
        found.board = make_probe(TAG_SOLUTION, tally->bodies, body);
    } else {
        found.board = make_probe(TAG_OTHER, board->squares, (size_t)n * n);
    }
    found.board_index = key_set_find(&tally->board_keys, &found.board);
    if (valid && found.board_index == NONE) {
        uint32_t *smallest = tally->columns + n, *image = smallest + n;
        found.class_size = nqcnf_board_columns_canonical(
            tally->columns, n, NQCNF_SYMMETRY_GROUP_ALL, smallest, image);
        pack_columns(tally, smallest, tally->bodies + body);
        found.class_key =
            make_probe(TAG_SOLUTION, tally->bodies + body, body);
        found.class_index = key_set_find(&tally->class_keys, &found.class_key);
    }
    if (reserve(tally, &found, valid) != 0) return NQCNF_ERR_OUT_OF_MEMORY;

    const size_t model = tally->model_count;
    size_t index = found.board_index;
    if (index == NONE) {
        index = key_set_insert(&tally->board_keys, &found.board);
        tally->boards[index] = (tally_board){model, model, NONE, NONE};
        if (valid) classify(tally, &found, index);
    } else {
        tally_board *seen = &tally->boards[index];
        tally->models[seen->last_model].next_same = model;
        seen->last_model = model;
        if (repeats != NULL) *repeats = seen->first_model + 1;
        if (repeats_line != NULL)
            *repeats_line = tally->models[seen->first_model].line;
    }
    tally->models[model] = (tally_model){line, index, NONE};
    tally->model_count++;
    if (valid) tally->solutions++;
    if (solution != NULL) *solution = valid;
    if (class_number != NULL && valid)
        *class_number = tally->boards[index].class_index + 1;
    return NQCNF_OK;
}

size_t nqcnf_tally_count(const nqcnf_tally *tally, nqcnf_tally_figure figure)
{
    if (tally == NULL) return 0;
    switch (figure) {
    case NQCNF_TALLY_MODELS: return tally->model_count;
    case NQCNF_TALLY_DISTINCT: return tally->board_keys.count;
    case NQCNF_TALLY_SOLUTIONS: return tally->solutions;
    case NQCNF_TALLY_CLASSES: return tally->class_keys.count;
    case NQCNF_TALLY_CLASSES_COMPLETE: return tally->complete;
    }
    return 0;
}

/* A board's class number, 0 for no solution. */
static size_t board_class(const nqcnf_tally *tally, size_t board)
{
    const size_t index = tally->boards[board].class_index;
    return index == NONE ? 0 : index + 1;
}

/* The model number a model repeats, 0 for its board's first. */
static size_t model_repeats(const nqcnf_tally *tally, size_t model)
{
    const size_t first = tally->boards[tally->models[model].board].first_model;
    return first == model ? 0 : first + 1;
}

/* The range the caller may ask, so that an off-by-one (models count
 * from 1) shows as such. */
static nqcnf_status invalid_model(const nqcnf_tally *tally, size_t model)
{
    return nqcnf_invalid("model is %zu: the tally has models 1 .. %zu", model,
                         tally->model_count);
}

nqcnf_status nqcnf_tally_model(const nqcnf_tally *tally, size_t model,
                               size_t *line, size_t *class_number,
                               size_t *repeats)
{
    if (line != NULL) *line = 0;
    if (class_number != NULL) *class_number = 0;
    if (repeats != NULL) *repeats = 0;
    if (tally == NULL) return nqcnf_invalid("tally is NULL");
    if (model == 0 || model > tally->model_count)
        return invalid_model(tally, model);
    const tally_model *m = &tally->models[model - 1];
    if (line != NULL) *line = m->line;
    if (class_number != NULL) *class_number = board_class(tally, m->board);
    if (repeats != NULL) *repeats = model_repeats(tally, model - 1);
    return NQCNF_OK;
}

nqcnf_status nqcnf_tally_model_board(const nqcnf_tally *tally, size_t model,
                                     nqcnf_board *board)
{
    if (board != NULL) {
        board->n = 0;
        board->squares = NULL;
    }
    if (tally == NULL) return nqcnf_invalid("tally is NULL");
    if (board == NULL) return nqcnf_invalid("board is NULL");
    if (model == 0 || model > tally->model_count)
        return invalid_model(tally, model);
    const size_t index = tally->models[model - 1].board;
    const unsigned char *stored =
        tally->board_keys.bytes + tally->board_keys.keys[index].offset;
    const nqcnf_status status =
        nqcnf_board_init(board, tally->n, NQCNF_SQUARE_EMPTY);
    if (status != NQCNF_OK) return status;
    const size_t n = tally->n;
    if (stored[0] == TAG_OTHER) {
        memcpy(board->squares, stored + 1, n * n);
        return NQCNF_OK;
    }
    for (uint32_t row = 0; row < n; row++)
        board->squares[row * n + unpack_column(tally, stored + 1, row)] =
            NQCNF_SQUARE_QUEEN;
    return NQCNF_OK;
}

nqcnf_status nqcnf_tally_class(const nqcnf_tally *tally, size_t class_number,
                               uint32_t *columns, unsigned *size,
                               size_t *found)
{
    if (size != NULL) *size = 0;
    if (found != NULL) *found = 0;
    if (tally == NULL) return nqcnf_invalid("tally is NULL");
    if (class_number == 0 || class_number > tally->class_keys.count)
        return nqcnf_invalid("class_number is %zu: the tally has classes "
                             "1 .. %zu",
                             class_number, tally->class_keys.count);
    const tally_class *class = &tally->classes[class_number - 1];
    if (size != NULL) *size = class->size;
    if (found != NULL) *found = class->found;
    const unsigned char *body = key_body(&tally->class_keys, class_number - 1);
    for (uint32_t row = 0; columns != NULL && row < tally->n; row++)
        columns[row] = unpack_column(tally, body, row);
    return NQCNF_OK;
}

nqcnf_status nqcnf_tally_walk(const nqcnf_tally *tally,
                              nqcnf_tally_visit_fn visit, void *context)
{
    if (tally == NULL) return nqcnf_invalid("tally is NULL");
    if (visit == NULL) return nqcnf_invalid("visit is NULL");
    for (size_t c = 0; c < tally->class_keys.count; c++)
        for (size_t b = tally->classes[c].first_board; b != NONE;
             b = tally->boards[b].next_in_class)
            for (size_t m = tally->boards[b].first_model; m != NONE;
                 m = tally->models[m].next_same)
                if (visit(context, c + 1, m + 1, tally->models[m].line,
                          model_repeats(tally, m)) != 0)
                    return NQCNF_ERR_STOPPED;
    /* the models that are no solution, as they came */
    for (size_t m = 0; m < tally->model_count; m++)
        if (board_class(tally, tally->models[m].board) == 0 &&
            visit(context, 0, m + 1, tally->models[m].line,
                  model_repeats(tally, m)) != 0)
            return NQCNF_ERR_STOPPED;
    return NQCNF_OK;
}
