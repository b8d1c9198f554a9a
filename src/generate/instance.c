/*
 * instance.c - the instance of the literature as an object: its board
 * size, its growing lists of blocked squares, pre-placed queens and
 * excluded diagonals, and how it becomes nqcnf_options.
 *
 * An excluded diagonal is kept as a diagonal (the file's and the
 * generator's unit, which nqcnf_instance_diagonals() gives back) and only
 * turned into blocked squares when the options are made: the generator of
 * clauses already knows blocked squares (a unit clause each), so the
 * Excluded Diagonals Problem needs nothing new below this layer. The
 * merged list is sorted row by row and each square kept once, in one
 * allocation sized from the lists, so that a random instance of hundreds
 * of millions of squares costs their bytes once and no sort.
 */
#include "generate/instance.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

nqcnf_status nqcnf_square_list_add(square_list *list, nqcnf_square_ref square)
{
    void *items = list->items;
    if (nqcnf_grow(&items, &list->capacity, list->count + 1,
                   sizeof *list->items) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    list->items = items;
    list->items[list->count++] = square;
    return NQCNF_OK;
}

void nqcnf_square_list_free(square_list *list)
{
    nqcnf_release(list->items);
    memset(list, 0, sizeof *list);
}

nqcnf_status nqcnf_instance_create(uint32_t n, nqcnf_instance **instance)
{
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    *instance = NULL;
    if (n < 1 || n > NQCNF_MAX_N)
        return nqcnf_invalid("n is %" PRIu32 ": N must be 1 .. %u", n,
                             NQCNF_MAX_N);
    nqcnf_instance *made = nqcnf_allocate(sizeof *made);
    if (made == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(made, 0, sizeof *made);
    made->n = n;
    *instance = made;
    return NQCNF_OK;
}

void nqcnf_instance_free(nqcnf_instance *instance)
{
    if (instance == NULL) return;
    nqcnf_square_list_free(&instance->blocked);
    nqcnf_square_list_free(&instance->queens);
    nqcnf_square_list_free(&instance->applied);
    nqcnf_release(instance->diagonals);
    nqcnf_release(instance);
}

static nqcnf_status check_square(const nqcnf_instance *instance,
                                  nqcnf_square_ref square)
{
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    if (square.row >= instance->n || square.column >= instance->n)
        return nqcnf_invalid("square is (%" PRIu32 ",%" PRIu32 "), off the "
                             "%" PRIu32 " x %" PRIu32 " board",
                             square.row, square.column, instance->n,
                             instance->n);
    return NQCNF_OK;
}

nqcnf_status nqcnf_instance_block(nqcnf_instance *instance,
                                  nqcnf_square_ref square)
{
    const nqcnf_status status = check_square(instance, square);
    if (status != NQCNF_OK) return status;
    return nqcnf_square_list_add(&instance->blocked, square);
}

nqcnf_status nqcnf_instance_place(nqcnf_instance *instance,
                                  nqcnf_square_ref square)
{
    const nqcnf_status status = check_square(instance, square);
    if (status != NQCNF_OK) return status;
    return nqcnf_square_list_add(&instance->queens, square);
}

nqcnf_status nqcnf_instance_exclude(nqcnf_instance *instance,
                                    nqcnf_diagonal diagonal)
{
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    if (diagonal.index > 2 * (instance->n - 1))
        return nqcnf_invalid("diagonal.index is %" PRIu32 ": the %" PRIu32
                             " x %" PRIu32 " board's diagonals are "
                             "0 .. %" PRIu32,
                             diagonal.index, instance->n, instance->n,
                             2 * (instance->n - 1));
    if (diagonal.sum != 0 && diagonal.sum != 1)
        return nqcnf_invalid("diagonal.sum is %d: 1 for a sum diagonal, 0 "
                             "for a difference one",
                             diagonal.sum);
    void *items = instance->diagonals;
    if (nqcnf_grow(&items, &instance->diagonal_capacity,
                   instance->diagonal_count + 1,
                   sizeof *instance->diagonals) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    instance->diagonals = items;
    instance->diagonals[instance->diagonal_count++] = diagonal;
    return NQCNF_OK;
}

const nqcnf_diagonal *nqcnf_instance_diagonals(const nqcnf_instance *instance,
                                               size_t *count)
{
    if (count != NULL) *count = instance ? instance->diagonal_count : 0;
    return instance ? instance->diagonals : NULL;
}

void nqcnf_instance_truncate(nqcnf_instance *instance, size_t blocked,
                             size_t queens, size_t diagonals)
{
    instance->blocked.count = blocked;
    instance->queens.count = queens;
    instance->diagonal_count = diagonals;
}

void nqcnf_diagonal_squares(uint32_t n, nqcnf_diagonal diagonal,
                            int (*visit)(void *context,
                                         nqcnf_square_ref square),
                            void *context)
{
    uint32_t first, last;
    diagonal_rows(n, diagonal, &first, &last);
    for (uint32_t row = first; row <= last; row++) {
        const nqcnf_square_ref square = {row,
                                         diagonal_column(n, diagonal, row)};
        if (visit(context, square) != 0) return;
    }
}

static int square_order(const void *a, const void *b)
{
    const nqcnf_square_ref *x = a, *y = b;
    if (x->row != y->row) return x->row < y->row ? -1 : 1;
    if (x->column != y->column) return x->column < y->column ? -1 : 1;
    return 0;
}

/* Row by row and each square once already. */
static int sorted_once(const square_list *list)
{
    for (size_t i = 1; i < list->count; i++)
        if (square_order(&list->items[i - 1], &list->items[i]) >= 0)
            return 0;
    return 1;
}

static size_t diagonal_length(uint32_t n, nqcnf_diagonal diagonal)
{
    uint32_t first, last;
    diagonal_rows(n, diagonal, &first, &last);
    return (size_t)(last - first) + 1;
}

typedef struct apply_state {
    nqcnf_instance *instance;
    uint64_t *marks; /* a bit per square, row by row; NULL: list them */
} apply_state;

static int apply_square(void *context, nqcnf_square_ref square)
{
    apply_state *state = context;
    const uint64_t at = (uint64_t)square.row * state->instance->n +
                        square.column;
    if (state->marks != NULL) {
        state->marks[at / 64] |= 1ull << (at % 64);
        return 0;
    }
    square_list *applied = &state->instance->applied;
    applied->items[applied->count++] = square;
    return 0;
}

void nqcnf_square_list_read_marks(square_list *list, uint32_t n,
                                  const uint64_t *marks)
{
    const size_t words = (size_t)(((uint64_t)n * n + 63) / 64);
    for (size_t w = 0; w < words; w++) {
        for (uint64_t bits = marks[w]; bits != 0; bits &= bits - 1) {
            const uint64_t at =
                (uint64_t)w * 64 + (unsigned)__builtin_ctzll(bits);
            list->items[list->count++] =
                (nqcnf_square_ref){(uint32_t)(at / n), (uint32_t)(at % n)};
        }
    }
}

nqcnf_status nqcnf_instance_apply(nqcnf_instance *instance,
                                  nqcnf_options *options)
{
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    if (options == NULL) return nqcnf_invalid("options is NULL");
    if (options->n != instance->n)
        return nqcnf_invalid("options->n is %" PRIu32 ": the instance is of "
                             "N = %" PRIu32,
                             options->n, instance->n);
    const uint32_t n = instance->n;
    options->queens = instance->queens.items;
    options->queen_count = instance->queens.count;
    if (instance->diagonal_count == 0 && sorted_once(&instance->blocked)) {
        /* as the random generator leaves them: no copy needed */
        options->blocked = instance->blocked.items;
        options->blocked_count = instance->blocked.count;
        return NQCNF_OK;
    }
    size_t total = instance->blocked.count;
    for (size_t i = 0; i < instance->diagonal_count; i++)
        total += diagonal_length(n, instance->diagonals[i]);
    /* A bitmap of the board sorts and merges in linear time when it is no
     * larger than the squares listed (random instances list hundreds of
     * millions, which a sort took minutes and twice their memory on; a
     * file may name one diagonal a million times); a few squares on a
     * large board are sorted. */
    const uint64_t board = (uint64_t)n * n;
    const size_t words = (size_t)((board + 63) / 64);
    apply_state state = {instance, NULL};
    if (words * sizeof *state.marks <= total * sizeof(nqcnf_square_ref)) {
        state.marks = nqcnf_allocate(words * sizeof *state.marks);
        if (state.marks == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        memset(state.marks, 0, words * sizeof *state.marks);
        if (total > board) total = (size_t)board;
    }
    instance->applied.count = 0;
    void *items = instance->applied.items;
    if (nqcnf_reserve(&items, &instance->applied.capacity, total,
                   sizeof *instance->applied.items) != 0) {
        nqcnf_release(state.marks);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    instance->applied.items = items;
    for (size_t i = 0; i < instance->blocked.count; i++)
        apply_square(&state, instance->blocked.items[i]);
    for (size_t i = 0; i < instance->diagonal_count; i++)
        nqcnf_diagonal_squares(n, instance->diagonals[i], apply_square,
                               &state);
    if (state.marks != NULL) {
        nqcnf_square_list_read_marks(&instance->applied, n, state.marks);
        nqcnf_release(state.marks);
    } else if (instance->applied.count > 0) {
        square_list *applied = &instance->applied;
        qsort(applied->items, applied->count, sizeof *applied->items,
              square_order);
        size_t kept = 1;
        for (size_t i = 1; i < applied->count; i++)
            if (square_order(&applied->items[i],
                             &applied->items[kept - 1]) != 0)
                applied->items[kept++] = applied->items[i];
        applied->count = kept;
    }
    options->blocked = instance->applied.items;
    options->blocked_count = instance->applied.count;
    return NQCNF_OK;
}
