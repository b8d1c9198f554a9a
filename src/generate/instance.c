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
 * merged list is sorted row by row and each square kept once.
 */
#include "generate/instance.h"

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
    if (instance == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    *instance = NULL;
    if (n < 1 || n > NQCNF_MAX_N) return NQCNF_ERR_INVALID_ARGUMENT;
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

static int on_board(const nqcnf_instance *instance, nqcnf_square_ref square)
{
    return square.row < instance->n && square.column < instance->n;
}

nqcnf_status nqcnf_instance_block(nqcnf_instance *instance,
                                  nqcnf_square_ref square)
{
    if (instance == NULL || !on_board(instance, square))
        return NQCNF_ERR_INVALID_ARGUMENT;
    return nqcnf_square_list_add(&instance->blocked, square);
}

nqcnf_status nqcnf_instance_place(nqcnf_instance *instance,
                                  nqcnf_square_ref square)
{
    if (instance == NULL || !on_board(instance, square))
        return NQCNF_ERR_INVALID_ARGUMENT;
    return nqcnf_square_list_add(&instance->queens, square);
}

nqcnf_status nqcnf_instance_exclude(nqcnf_instance *instance,
                                    nqcnf_diagonal diagonal)
{
    if (instance == NULL || diagonal.index > 2 * (instance->n - 1) ||
        (diagonal.sum != 0 && diagonal.sum != 1))
        return NQCNF_ERR_INVALID_ARGUMENT;
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
    for (uint32_t row = 0; row < n; row++) {
        /* sum: column = index - row; difference: column = row - index +
         * n - 1; both as signed values, off the board when outside 0..n-1 */
        const int64_t column =
            diagonal.sum ? (int64_t)diagonal.index - row
                         : (int64_t)row - diagonal.index + n - 1;
        if (column < 0 || column >= (int64_t)n) continue;
        const nqcnf_square_ref square = {row, (uint32_t)column};
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

static void sort_unique(square_list *list)
{
    if (list->count == 0) return;
    qsort(list->items, list->count, sizeof *list->items, square_order);
    size_t kept = 1;
    for (size_t i = 1; i < list->count; i++)
        if (square_order(&list->items[i], &list->items[kept - 1]) != 0)
            list->items[kept++] = list->items[i];
    list->count = kept;
}

typedef struct apply_state {
    nqcnf_instance *instance;
    nqcnf_status status;
} apply_state;

static int apply_square(void *context, nqcnf_square_ref square)
{
    apply_state *state = context;
    state->status = nqcnf_square_list_add(&state->instance->applied, square);
    return state->status != NQCNF_OK;
}

nqcnf_status nqcnf_instance_apply(nqcnf_instance *instance,
                                  nqcnf_options *options)
{
    if (instance == NULL || options == NULL || options->n != instance->n)
        return NQCNF_ERR_INVALID_ARGUMENT;
    instance->applied.count = 0;
    apply_state state = {instance, NQCNF_OK};
    for (size_t i = 0; i < instance->blocked.count; i++)
        if (apply_square(&state, instance->blocked.items[i]) != 0)
            return state.status;
    for (size_t i = 0; i < instance->diagonal_count; i++) {
        nqcnf_diagonal_squares(instance->n, instance->diagonals[i],
                               apply_square, &state);
        if (state.status != NQCNF_OK) return state.status;
    }
    sort_unique(&instance->applied);
    options->blocked = instance->applied.items;
    options->blocked_count = instance->applied.count;
    options->queens = instance->queens.items;
    options->queen_count = instance->queens.count;
    return NQCNF_OK;
}
