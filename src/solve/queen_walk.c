/*
 * queen_walk.c - see queen_walk.h.
 *
 * The open squares are worked out once per walk, queen by queen over the
 * whole board (N^2 per pre-placed queen), so that the searches, which
 * ask millions of times, look a square up instead of comparing it with
 * every pre-placed queen and blocked square.
 */
#include "solve/queen_walk.h"

#include <string.h>

static int in_line(uint32_t r1, uint32_t c1, uint32_t r2, uint32_t c2)
{
    if (r1 == r2 && c1 == c2) return 0; /* the same square */
    return r1 == r2 || c1 == c2 || r1 + c2 == r2 + c1 || r1 + c1 == r2 + c2;
}

static void mark_open(queen_walk *walk, const nqcnf_options *options)
{
    const uint32_t n = walk->n;
    memset(walk->open, 1, (size_t)n * n);
    for (size_t b = 0; b < options->blocked_count; b++)
        walk->open[(size_t)options->blocked[b].row * n +
                   options->blocked[b].column] = 0;
    for (size_t q = 0; q < options->queen_count; q++)
        for (uint32_t r = 0; r < n; r++)
            for (uint32_t c = 0; c < n; c++)
                if (in_line(r, c, options->queens[q].row,
                            options->queens[q].column))
                    walk->open[(size_t)r * n + c] = 0;
}

nqcnf_status nqcnf_queen_walk_make(queen_walk *walk,
                                   const nqcnf_options *options)
{
    const uint32_t n = options->n;
    memset(walk, 0, sizeof *walk);
    walk->n = n;
    walk->open = nqcnf_allocate((size_t)n * n);
    /* the three line arrays: n + (2n-1) + (2n-1) */
    walk->column = nqcnf_allocate(5u * (size_t)n);
    walk->columns = nqcnf_allocate(sizeof *walk->columns * n);
    if (walk->open == NULL || walk->column == NULL || walk->columns == NULL) {
        nqcnf_queen_walk_free(walk);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    walk->rising = walk->column + n;
    walk->falling = walk->rising + 2u * n;
    nqcnf_queen_walk_clear(walk);
    mark_open(walk, options);
    return NQCNF_OK;
}

void nqcnf_queen_walk_free(queen_walk *walk)
{
    nqcnf_release(walk->open);
    nqcnf_release(walk->column);
    nqcnf_release(walk->columns);
    memset(walk, 0, sizeof *walk);
}

void nqcnf_queen_walk_clear(queen_walk *walk)
{
    memset(walk->column, 0, 5u * (size_t)walk->n);
}
