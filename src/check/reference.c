/*
 * reference.c - see reference.h.
 *
 * Built in two passes of the generator: the first counts clauses,
 * literals, notes and the clauses written out of order; the second fills
 * arrays of exactly that size. Generating twice costs a fraction of a
 * second at N = 300, and growing by doubling would have cost up to twice
 * the memory, which is what the store is built to save.
 */
#include "check/reference.h"

#include "generate/generator.h"
#include "read/clause_order.h"

#include <stdlib.h>
#include <string.h>

/* Clauses between two polls of options.stop. */
#define STOP_POLL_CLAUSES 65536u

typedef struct builder {
    const nqcnf_options *options;
    reference_clauses *r;
    int filling; /* the second pass */
    uint64_t clauses, literals, runs, text, unsorted, unsorted_literals;
    int32_t *scratch;
    size_t scratch_capacity;
} builder;

static int normalized(const int32_t *literals, size_t count)
{
    for (size_t i = 1; i < count; i++)
        if (nqcnf_literal_order(literals[i - 1], literals[i]) >= 0) return 0;
    return 1;
}

static nqcnf_status take_clause(void *context, const int32_t *literals,
                                size_t count)
{
    builder *b = context;
    if (b->clauses % STOP_POLL_CLAUSES == 0 && b->options->stop != NULL &&
        b->options->stop(b->options->stop_context))
        return NQCNF_ERR_STOPPED;
    const int in_order = normalized(literals, count);
    if (!b->filling) {
        b->clauses++;
        b->literals += count;
        if (!in_order) {
            b->unsorted++;
            b->unsorted_literals += count + 1;
        }
        return NQCNF_OK;
    }
    reference_clauses *r = b->r;
    const size_t index = (size_t)b->clauses++;
    const uint32_t at = r->offsets[index];
    memcpy(r->literals + at, literals, sizeof *literals * count);
    r->offsets[index + 1] = at + (uint32_t)count;
    if (in_order) return NQCNF_OK;
    nqcnf_sort_literals(r->literals + at, count);
    const size_t u = r->unsorted_count++;
    const size_t from = r->unsorted_offsets[u];
    r->unsorted_index[u] = index;
    memcpy(r->unsorted_literals + from, literals, sizeof *literals * count);
    r->unsorted_literals[from + count] = 0;
    r->unsorted_offsets[u + 1] = from + count + 1;
    return NQCNF_OK;
}

static nqcnf_status take_note(void *context, const char *text)
{
    builder *b = context;
    const size_t length = strlen(text) + 1;
    if (!b->filling) {
        b->runs++;
        b->text += length;
        return NQCNF_OK;
    }
    reference_clauses *r = b->r;
    const size_t run = r->run_count++;
    r->run_first[run] = (size_t)b->clauses;
    r->run_text[run] = r->text_size;
    memcpy(r->text + r->text_size, text, length);
    r->text_size += length;
    return NQCNF_OK;
}

static nqcnf_status make_room(reference_clauses *r, const builder *b)
{
    if (b->literals > UINT32_MAX) return NQCNF_ERR_TOO_LARGE;
    if (b->clauses + 1 > SIZE_MAX / sizeof *r->order)
        return NQCNF_ERR_OUT_OF_MEMORY;
    r->literals = nqcnf_allocate(sizeof *r->literals * (size_t)(b->literals + 1));
    r->offsets = nqcnf_allocate(sizeof *r->offsets * (size_t)(b->clauses + 1));
    r->run_first = nqcnf_allocate(sizeof *r->run_first * (size_t)(b->runs + 1));
    r->run_text = nqcnf_allocate(sizeof *r->run_text * (size_t)(b->runs + 1));
    r->text = nqcnf_allocate((size_t)b->text + 1);
    r->unsorted_index =
        nqcnf_allocate(sizeof *r->unsorted_index * (size_t)(b->unsorted + 1));
    r->unsorted_offsets = nqcnf_allocate(sizeof *r->unsorted_offsets *
                                         (size_t)(b->unsorted + 1));
    r->unsorted_literals = nqcnf_allocate(
        sizeof *r->unsorted_literals * (size_t)(b->unsorted_literals + 1));
    if (r->literals == NULL || r->offsets == NULL || r->run_first == NULL ||
        r->run_text == NULL || r->text == NULL || r->unsorted_index == NULL ||
        r->unsorted_offsets == NULL || r->unsorted_literals == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    r->offsets[0] = 0;
    r->unsorted_offsets[0] = 0;
    /* clauses before the first note are in no group */
    r->run_first[0] = 0;
    r->run_text[0] = SIZE_MAX;
    r->run_count = 1;
    return NQCNF_OK;
}

nqcnf_status nqcnf_reference_build(const nqcnf_options *options,
                                   reference_clauses *r)
{
    memset(r, 0, sizeof *r);
    builder b;
    memset(&b, 0, sizeof b);
    b.options = options;
    b.r = r;
    const nqcnf_sink sink =
        nqcnf_sink_make(&b, take_clause, NULL, NULL, take_note);
    nqcnf_status status = nqcnf_generate_clauses(options, &sink);
    b.runs++; /* the run before the first note */
    if (status == NQCNF_OK) status = make_room(r, &b);
    if (status == NQCNF_OK) {
        const uint64_t clauses = b.clauses;
        b.filling = 1;
        b.clauses = 0;
        status = nqcnf_generate_clauses(options, &sink);
        /* the generator is deterministic; anything else is a bug */
        if (status == NQCNF_OK && b.clauses != clauses)
            status = NQCNF_ERR_INTERNAL;
        r->clause_count = (size_t)b.clauses;
    }
    if (status != NQCNF_OK) nqcnf_reference_free(r);
    return status;
}

/* ---- Order by content -------------------------------------------------- */

static int compare_clauses(const reference_clauses *r, uint32_t a, uint32_t b)
{
    size_t a_count, b_count;
    const int32_t *x = nqcnf_reference_clause(r, a, &a_count);
    const int32_t *y = nqcnf_reference_clause(r, b, &b_count);
    const int order = nqcnf_clause_order(x, a_count, y, b_count);
    if (order != 0) return order;
    return (a > b) - (a < b);
}

static void merge_order(const reference_clauses *r, uint32_t *items,
                        uint32_t *scratch, size_t count)
{
    if (count < 2) return;
    const size_t half = count / 2;
    merge_order(r, items, scratch, half);
    merge_order(r, items + half, scratch, count - half);
    if (compare_clauses(r, items[half - 1], items[half]) <= 0) return;
    memcpy(scratch, items, half * sizeof *items);
    size_t i = 0, j = half, k = 0;
    while (i < half && j < count)
        items[k++] = compare_clauses(r, items[j], scratch[i]) < 0
                         ? items[j++]
                         : scratch[i++];
    while (i < half) items[k++] = scratch[i++];
}

/* A literal's place in the order of literals (clause_order.c). */
static uint64_t literal_key(int32_t literal)
{
    const int64_t magnitude = literal < 0 ? -(int64_t)literal : literal;
    return (uint64_t)magnitude * 2 + (literal > 0);
}

/* Sorts `from` into `to` by key, stably, with a counting sort over keys
 * below `range`. */
static nqcnf_status count_sort(const reference_clauses *r, const uint32_t *from,
                               uint32_t *to, uint64_t range, int by_length)
{
    size_t *starts = nqcnf_allocate(sizeof *starts * (size_t)(range + 1));
    if (starts == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(starts, 0, sizeof *starts * (size_t)(range + 1));
    for (size_t i = 0; i < r->clause_count; i++) {
        size_t count;
        const int32_t *literals = nqcnf_reference_clause(r, from[i], &count);
        starts[by_length ? count : count ? literal_key(literals[0]) : 0]++;
    }
    size_t total = 0;
    for (uint64_t k = 0; k <= range; k++) {
        const size_t here = starts[k];
        starts[k] = total;
        total += here;
    }
    for (size_t i = 0; i < r->clause_count; i++) {
        size_t count;
        const int32_t *literals = nqcnf_reference_clause(r, from[i], &count);
        to[starts[by_length ? count : count ? literal_key(literals[0]) : 0]++] =
            from[i];
    }
    nqcnf_release(starts);
    return NQCNF_OK;
}

/* By length and first literal with two counting sorts (linear, and
 * kind to the cache where comparing clauses through their offsets is
 * not: 11 s instead of 4 at N = 150), then each run of the same length
 * and first literal by merging. */
nqcnf_status nqcnf_reference_sort(reference_clauses *r)
{
    const size_t count = r->clause_count;
    uint64_t longest = 0, largest = 0;
    for (size_t c = 0; c < count; c++) {
        size_t length;
        const int32_t *literals = nqcnf_reference_clause(r, c, &length);
        if (length > longest) longest = length;
        if (length > 0 && literal_key(literals[0]) > largest)
            largest = literal_key(literals[0]);
    }
    r->order = nqcnf_allocate(sizeof *r->order * (count + 1));
    uint32_t *scratch = nqcnf_allocate(sizeof *scratch * (count + 1));
    nqcnf_status status = r->order == NULL || scratch == NULL
                              ? NQCNF_ERR_OUT_OF_MEMORY
                              : NQCNF_OK;
    if (status == NQCNF_OK) {
        for (size_t c = 0; c < count; c++) r->order[c] = (uint32_t)c;
        status = count_sort(r, r->order, scratch, largest, 0);
    }
    if (status == NQCNF_OK) status = count_sort(r, scratch, r->order, longest, 1);
    for (size_t start = 0; status == NQCNF_OK && start < count;) {
        size_t length;
        const int32_t *first = nqcnf_reference_clause(r, r->order[start], &length);
        size_t end = start + 1;
        while (end < count) {
            size_t other;
            const int32_t *next = nqcnf_reference_clause(r, r->order[end], &other);
            if (other != length || (length > 0 && next[0] != first[0])) break;
            end++;
        }
        merge_order(r, r->order + start, scratch, end - start);
        start = end;
    }
    nqcnf_release(scratch);
    return status;
}

/* ---- Looking up -------------------------------------------------------- */

const int32_t *nqcnf_reference_generated(const reference_clauses *r,
                                         size_t index, size_t *count)
{
    *count = 0;
    if (index >= r->clause_count) return NULL;
    size_t low = 0, high = r->unsorted_count;
    while (low < high) {
        const size_t middle = low + (high - low) / 2;
        if (r->unsorted_index[middle] < index) low = middle + 1;
        else high = middle;
    }
    if (low < r->unsorted_count && r->unsorted_index[low] == index) {
        *count = r->unsorted_offsets[low + 1] - r->unsorted_offsets[low] - 1;
        return r->unsorted_literals + r->unsorted_offsets[low];
    }
    return nqcnf_reference_clause(r, index, count);
}

const char *nqcnf_reference_group(const reference_clauses *r, size_t index)
{
    if (r->run_count == 0) return NULL;
    /* the last run that starts at or before the clause */
    size_t low = 0, high = r->run_count;
    while (high - low > 1) {
        const size_t middle = low + (high - low) / 2;
        if (r->run_first[middle] <= index) low = middle;
        else high = middle;
    }
    return r->run_text[low] == SIZE_MAX ? NULL : r->text + r->run_text[low];
}

void nqcnf_reference_free(reference_clauses *r)
{
    nqcnf_release(r->literals);
    nqcnf_release(r->offsets);
    nqcnf_release(r->order);
    nqcnf_release(r->run_first);
    nqcnf_release(r->run_text);
    nqcnf_release(r->text);
    nqcnf_release(r->unsorted_index);
    nqcnf_release(r->unsorted_offsets);
    nqcnf_release(r->unsorted_literals);
    memset(r, 0, sizeof *r);
}
