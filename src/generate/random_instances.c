/*
 * random_instances.c - the seeded generators of Gent, Jefferson and
 * Nightingale ("Complexity of n-Queens Completion", JAIR 2017), as CSPLib
 * 079 and 080 publish them in Python: Blocked n-Queens (blocked-gen.py),
 * the Excluded Diagonals Problem (queens-diag-gen.py) and n-Queens
 * Completion (queens-gen-fast.py).
 *
 * The procedures are the paper's, step for step (a random order, a greedy
 * pass that keeps `min_open` open squares in every row and column, the
 * first `take` of the diagonals' list), so the instances have the
 * distribution the paper measured its phase transition on. The random
 * numbers are not Python's: every draw is nqcnf_keyed_random_below(key,
 * counter) with a counter fixed by the draw's place in the procedure, so
 * the same seed gives the same instance on every machine. Each generator
 * has its own key derived from the seed, so one seed used for blocks and
 * queens gives unrelated draws.
 */
#include "generate/instance.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>

/* Domain tags: one key per generator from one seed. */
#define KEY_BLOCKS 0x626c6f636bull    /* "block" */
#define KEY_DIAGONALS 0x64696167ull   /* "diag" */
#define KEY_QUEENS 0x717565656eull    /* "queen" */

static uint64_t generator_key(uint64_t seed, uint64_t tag)
{
    return nqcnf_keyed_random_word(seed, tag);
}

/* Fisher-Yates from the end, as Python's random.shuffle; draw i of pass
 * `pass` is counter (pass << 40) + i. The draws do not depend on the
 * items, so the ones AHEAD steps on are made early and their items
 * fetched into the cache while this step swaps: a board of 20000 squares
 * a side is 1.6 GB of order, and waiting for memory at every swap made
 * the shuffle most of the time of a random instance. */
#define AHEAD 32
static size_t shuffle_draw(uint64_t key, uint64_t pass, size_t i)
{
    return (size_t)nqcnf_keyed_random_below(key, (pass << 40) + (i - 1),
                                            (uint64_t)i);
}

static void shuffle(uint32_t *items, size_t count, uint64_t key,
                    uint64_t pass)
{
    size_t ahead[AHEAD]; /* the draw of step i at i % AHEAD */
    for (size_t i = count; i > 1 && i + AHEAD > count; i--)
        ahead[i % AHEAD] = shuffle_draw(key, pass, i);
    for (size_t i = count; i > 1; i--) {
        const size_t j = ahead[i % AHEAD];
        if (i > AHEAD + 1) {
            const size_t later = i - AHEAD;
            ahead[later % AHEAD] = shuffle_draw(key, pass, later);
            __builtin_prefetch(&items[ahead[later % AHEAD]], 1);
        }
        const uint32_t t = items[i - 1];
        items[i - 1] = items[j];
        items[j] = t;
    }
}

static void count_fill(uint32_t *counts, uint32_t n, uint32_t value)
{
    for (uint32_t i = 0; i < n; i++) counts[i] = value;
}

/* One greedy pass over a new order; the number blocked into *made. */
static void block_pass(nqcnf_instance *instance, uint32_t *order,
                       uint32_t *open, size_t wanted, uint32_t min_open,
                       uint64_t key, uint64_t pass, size_t *made)
{
    const uint32_t n = instance->n;
    const size_t squares = (size_t)n * n;
    for (size_t i = 0; i < squares; i++) order[i] = (uint32_t)i;
    shuffle(order, squares, key, pass);
    count_fill(open, 2 * n, n); /* rows, then columns */
    *made = 0;
    for (size_t i = 0; i < squares && *made < wanted; i++) {
        const uint32_t row = order[i] / n, column = order[i] % n;
        if (open[row] <= min_open || open[n + column] <= min_open) continue;
        open[row]--;
        open[n + column]--;
        order[(*made)++] = order[i]; /* i >= made: nothing unread lost */
    }
}

/* The pass's squares onto the blocked list, row by row: marked on a
 * bitmap of the board, the order released, then the list sized once and
 * read back from the marks. The order (4 bytes a square of the board)
 * and the list (8 bytes a blocked square) are never held together, and a
 * sorted list is what nqcnf_instance_apply() can use without a copy:
 * half the board blocked at N = 20000 is 1.6 GB of squares. */
static nqcnf_status keep_blocks(nqcnf_instance *instance, uint32_t *order,
                                size_t made) /* releases order */
{
    const uint32_t n = instance->n;
    const size_t words = (size_t)(((uint64_t)n * n + 63) / 64);
    uint64_t *marks = nqcnf_allocate(words * sizeof *marks);
    if (marks != NULL) {
        memset(marks, 0, words * sizeof *marks);
        for (size_t i = 0; i < made; i++)
            marks[order[i] / 64] |= 1ull << (order[i] % 64);
    }
    nqcnf_release(order);
    if (marks == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    square_list *blocked = &instance->blocked;
    void *items = blocked->items;
    nqcnf_status status = NQCNF_OK;
    if (nqcnf_reserve(&items, &blocked->capacity, blocked->count + made,
                      sizeof *blocked->items) != 0)
        status = NQCNF_ERR_OUT_OF_MEMORY;
    blocked->items = items;
    if (status == NQCNF_OK)
        nqcnf_square_list_read_marks(blocked, n, marks);
    nqcnf_release(marks);
    return status;
}

/* At most 1000 passes and at most 2^26 squares drawn in all: a fraction
 * the greedy pass almost never reaches would otherwise redraw a board of
 * 4000 squares a side a thousand times (minutes) before saying so. */
static uint64_t block_passes(size_t squares)
{
    const uint64_t budget = (uint64_t)1 << 26;
    const uint64_t passes = budget / squares;
    return passes < 1 ? 1 : passes > 1000 ? 1000 : passes;
}

nqcnf_status nqcnf_instance_random_blocks(nqcnf_instance *instance,
                                          double fraction, uint32_t min_open,
                                          uint64_t seed)
{
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    if (!(fraction >= 0.0 && fraction <= 1.0))
        return nqcnf_invalid("fraction is %g: it must be 0 .. 1", fraction);
    const uint32_t n = instance->n;
    const size_t squares = (size_t)n * n;
    const size_t wanted = (size_t)llround(fraction * (double)squares);
    if (wanted == 0) return NQCNF_OK;
    /* more than the rows can give up: no pass can succeed */
    if (min_open >= n)
        return nqcnf_invalid("min_open is %" PRIu32 ": it must be below "
                             "N = %" PRIu32 " for a square to be blocked",
                             min_open, n);
    if (wanted > (size_t)n * (n - min_open))
        return nqcnf_invalid("fraction is %g: %zu squares to block, but "
                             "min_open %" PRIu32 " allows at most %zu",
                             fraction, wanted, min_open,
                             (size_t)n * (n - min_open));
    uint32_t *order = nqcnf_allocate(squares * sizeof *order);
    uint32_t *open = nqcnf_allocate(2 * (size_t)n * sizeof *open);
    nqcnf_status status = NQCNF_ERR_OUT_OF_MEMORY;
    const uint64_t key = generator_key(seed, KEY_BLOCKS);
    size_t made = 0;
    const uint64_t passes = block_passes(squares);
    if (order && open) {
        for (uint64_t pass = 0; pass < passes && made != wanted; pass++)
            block_pass(instance, order, open, wanted, min_open, key, pass,
                       &made);
        status = made == wanted
                     ? NQCNF_OK
                     : nqcnf_invalid("fraction is %g: %" PRIu64 " passes "
                                     "fell short of %zu blocked squares "
                                     "with min_open %" PRIu32,
                                     fraction, passes, wanted, min_open);
    }
    nqcnf_release(open);
    if (status == NQCNF_OK) return keep_blocks(instance, order, made);
    nqcnf_release(order);
    return status;
}

typedef struct diagonal_state {
    uint32_t n;
    uint32_t min_open;
    unsigned char *excluded; /* sum diagonals, then difference ones */
    uint32_t *open;          /* open squares per row, then per column */
} diagonal_state;

static int square_open(const diagonal_state *s, uint32_t row, uint32_t col)
{
    return !s->excluded[row + col] &&
           !s->excluded[2 * s->n - 1 + row - col + s->n - 1];
}

/* Excludes the diagonal unless a row or column of one of its open squares
 * would drop below min_open; 1 when excluded. */
static int try_exclude(diagonal_state *s, nqcnf_diagonal d)
{
    const uint32_t n = s->n;
    uint32_t first, last;
    diagonal_rows(n, d, &first, &last);
    for (int apply = 0; apply < 2; apply++) {
        for (uint32_t row = first; row <= last; row++) {
            const uint32_t col = diagonal_column(n, d, row);
            if (!square_open(s, row, col)) continue;
            if (!apply && (s->open[row] <= s->min_open ||
                           s->open[n + col] <= s->min_open))
                return 0;
            if (apply) { s->open[row]--; s->open[n + col]--; }
        }
    }
    s->excluded[(d.sum ? 0 : 2 * n - 1) + d.index] = 1;
    return 1;
}

/* The generator's whole list into `list` (room for 4n-2); its length. */
static size_t diagonal_list(diagonal_state *s, uint32_t *order,
                            nqcnf_diagonal *list, uint64_t key)
{
    const uint32_t count = 2 * s->n - 1;
    uint32_t *sums = order, *differences = order + count;
    for (uint32_t i = 0; i < count; i++) sums[i] = differences[i] = i;
    shuffle(sums, count, key, 0);
    shuffle(differences, count, key, 1);
    size_t sums_left = count, differences_left = count, made = 0;
    for (uint64_t draw = 0; sums_left + differences_left > 0; draw++) {
        int sum = sums_left > 0;
        if (sums_left > 0 && differences_left > 0)
            sum = nqcnf_keyed_random_below(key, (2ull << 40) + draw, 2) == 1;
        const nqcnf_diagonal d = {sum ? sums[--sums_left]
                                      : differences[--differences_left],
                                  sum};
        if (try_exclude(s, d)) list[made++] = d;
    }
    return made;
}

nqcnf_status nqcnf_instance_random_diagonals(nqcnf_instance *instance,
                                             size_t take, uint32_t min_open,
                                             uint64_t seed, size_t *available)
{
    if (available != NULL) *available = 0;
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    const uint32_t n = instance->n;
    const size_t lines = 4 * (size_t)n - 2;
    diagonal_state s = {n, min_open, nqcnf_allocate(lines),
                        nqcnf_allocate(2 * (size_t)n * sizeof *s.open)};
    uint32_t *order = nqcnf_allocate(lines * sizeof *order);
    nqcnf_diagonal *list = nqcnf_allocate(lines * sizeof *list);
    nqcnf_status status = NQCNF_ERR_OUT_OF_MEMORY;
    if (s.excluded && s.open && order && list) {
        memset(s.excluded, 0, lines);
        count_fill(s.open, 2 * n, n);
        const size_t made = diagonal_list(
            &s, order, list, generator_key(seed, KEY_DIAGONALS));
        if (available != NULL) *available = made;
        status = take <= made
                     ? NQCNF_OK
                     : nqcnf_invalid("take is %zu: the generator's list "
                                     "holds %zu diagonals",
                                     take, made);
        const size_t before = instance->diagonal_count;
        for (size_t i = 0; status == NQCNF_OK && i < take; i++)
            status = nqcnf_instance_exclude(instance, list[i]);
        if (status != NQCNF_OK) instance->diagonal_count = before;
    }
    nqcnf_release(s.excluded);
    nqcnf_release(s.open);
    nqcnf_release(order);
    nqcnf_release(list);
    return status;
}

/* queens-gen-fast.py: n*n draws of a free row and a free column. */
static size_t place_queens(uint32_t n, size_t count, uint64_t key,
                           uint32_t *rows, uint32_t *cols,
                           unsigned char *diagonals, nqcnf_square_ref *out)
{
    for (uint32_t i = 0; i < n; i++) rows[i] = cols[i] = i;
    memset(diagonals, 0, 4 * (size_t)n - 2);
    size_t left = n, placed = 0;
    const uint64_t draws = (uint64_t)n * n;
    for (uint64_t draw = 0; draw < draws && placed < count; draw++) {
        const size_t i = (size_t)nqcnf_keyed_random_below(key, 2 * draw, left);
        const size_t j =
            (size_t)nqcnf_keyed_random_below(key, 2 * draw + 1, left);
        const uint32_t r = rows[i], c = cols[j];
        unsigned char *sum = &diagonals[r + c];
        unsigned char *difference = &diagonals[2 * n - 1 + r - c + n - 1];
        if (*sum || *difference) continue;
        *sum = *difference = 1;
        out[placed++] = (nqcnf_square_ref){r, c};
        rows[i] = rows[left - 1];
        cols[j] = cols[left - 1];
        left--;
    }
    return placed;
}

nqcnf_status nqcnf_instance_random_queens(nqcnf_instance *instance,
                                          size_t count, uint64_t seed)
{
    if (instance == NULL) return nqcnf_invalid("instance is NULL");
    if (count > instance->n)
        return nqcnf_invalid("count is %zu: at most N = %" PRIu32 " queens",
                             count, instance->n);
    if (count == 0) return NQCNF_OK;
    const uint32_t n = instance->n;
    uint32_t *lines = nqcnf_allocate(2 * (size_t)n * sizeof *lines);
    unsigned char *diagonals = nqcnf_allocate(4 * (size_t)n - 2);
    nqcnf_square_ref *out = nqcnf_allocate(count * sizeof *out);
    nqcnf_status status = NQCNF_ERR_OUT_OF_MEMORY;
    if (lines && diagonals && out) {
        const size_t placed =
            place_queens(n, count, generator_key(seed, KEY_QUEENS), lines,
                         lines + n, diagonals, out);
        status = placed == count
                     ? NQCNF_OK
                     : nqcnf_invalid("count is %zu: the n*n draws placed "
                                     "%zu queens",
                                     count, placed);
        const size_t before = instance->queens.count;
        for (size_t i = 0; status == NQCNF_OK && i < placed; i++)
            status = nqcnf_square_list_add(&instance->queens, out[i]);
        if (status != NQCNF_OK) instance->queens.count = before;
    }
    nqcnf_release(lines);
    nqcnf_release(diagonals);
    nqcnf_release(out);
    return status;
}
