/*
 * cnf_build.c - see cnf_build.h.
 *
 * Moved out of the DIMACS reader unchanged when the SMT-LIB reader came,
 * so that both fill the structure the same way: clauses are appended as
 * they are read, and everything that compares clauses (normalization,
 * duplicates) waits for the end, when it is one sort.
 *
 * A file of millions of copies of one clause is the cheapest way to make
 * a reader's memory grow, so a duplicate costs its issue and nothing
 * more: the issues of duplicates are made in clause order, room for them
 * all at once (no doubling), and the issues are sorted by line only when
 * they are not in line order already (no second copy of them all).
 */
#include "read/cnf_build.h"

#include "read/clause_order.h"

#include "core/internal.h"

#include <string.h>

nqcnf_status nqcnf_cnf_builder_start(cnf_builder *builder, nqcnf_cnf *cnf)
{
    memset(builder, 0, sizeof *builder);
    memset(cnf, 0, sizeof *cnf);
    builder->cnf = cnf;
    if (nqcnf_grow((void **)&cnf->offsets, &builder->offset_capacity, 1,
                   sizeof *cnf->offsets))
        return NQCNF_ERR_OUT_OF_MEMORY;
    cnf->offsets[0] = 0;
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_builder_add_issue(
    cnf_builder *r, nqcnf_cnf_issue_kind kind, size_t line, size_t clause,
    int64_t value, int64_t expected, const char *token, size_t token_length)
{
    nqcnf_cnf *cnf = r->cnf;
    if (nqcnf_grow((void **)&cnf->issues, &r->issue_capacity, cnf->issue_count + 1,
             sizeof *cnf->issues))
        return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_cnf_issue *issue = &cnf->issues[cnf->issue_count++];
    memset(issue, 0, sizeof *issue);
    issue->kind = kind;
    issue->line = line;
    issue->clause = clause;
    issue->value = value;
    issue->expected = expected;
    if (token != NULL) {
        if (token_length >= sizeof issue->token)
            token_length = sizeof issue->token - 1;
        memcpy(issue->token, token, token_length);
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_builder_push_literal(cnf_builder *r, int32_t literal)
{
    if (nqcnf_grow((void **)&r->cnf->literals, &r->literal_capacity,
             r->literal_count + 1, sizeof *r->cnf->literals))
        return NQCNF_ERR_OUT_OF_MEMORY;
    r->cnf->literals[r->literal_count++] = literal;
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_builder_close_clause(cnf_builder *r, size_t line,
                                            unsigned char flags)
{
    nqcnf_cnf *cnf = r->cnf;
    nqcnf_status status = nqcnf_cnf_builder_push_literal(r, 0);
    if (status != NQCNF_OK) return status;
    const size_t index = cnf->clause_count;
    if (nqcnf_grow((void **)&cnf->lines, &r->clause_capacity, index + 1,
             sizeof *cnf->lines) ||
        nqcnf_grow((void **)&cnf->flags, &r->flag_capacity, index + 1, 1))
        return NQCNF_ERR_OUT_OF_MEMORY;
    if (nqcnf_grow((void **)&cnf->offsets, &r->offset_capacity, index + 2,
             sizeof *cnf->offsets))
        return NQCNF_ERR_OUT_OF_MEMORY;
    cnf->lines[index] = line;
    cnf->flags[index] = flags;
    cnf->offsets[index + 1] = r->literal_count;
    cnf->clause_count = index + 1;
    return NQCNF_OK;
}

static nqcnf_status normalize(cnf_builder *r)
{
    nqcnf_cnf *cnf = r->cnf;
    cnf->sorted = nqcnf_allocate(sizeof *cnf->sorted * r->literal_count);
    cnf->sorted_offsets =
        nqcnf_allocate(sizeof *cnf->sorted_offsets * (cnf->clause_count + 1));
    if (cnf->sorted == NULL || cnf->sorted_offsets == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    size_t used = 0;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        const size_t begin = cnf->offsets[c];
        const size_t count = cnf->offsets[c + 1] - begin - 1;
        int32_t *out = cnf->sorted + used;
        cnf->sorted_offsets[c] = used;
        memcpy(out, cnf->literals + begin, count * sizeof *out);
        nqcnf_sort_literals(out, count);
        size_t kept = 0;
        int32_t repeated = 0, both_ways = 0;
        for (size_t i = 0; i < count; i++) {
            if (kept > 0 && out[kept - 1] == out[i]) {
                if (repeated == 0) repeated = out[i];
                continue;
            }
            if (kept > 0 && out[kept - 1] == -out[i] && both_ways == 0)
                both_ways = out[i] < 0 ? -out[i] : out[i];
            out[kept++] = out[i];
        }
        out[kept++] = 0;
        used += kept;
        nqcnf_status status = NQCNF_OK;
        if (repeated != 0)
            status = nqcnf_cnf_builder_add_issue(r, NQCNF_CNF_REPEATED_LITERAL,
                                                 cnf->lines[c], c, repeated, 0,
                                                 NULL, 0);
        if (both_ways != 0 && status == NQCNF_OK) {
            cnf->flags[c] |= NQCNF_CNF_CLAUSE_TAUTOLOGY;
            status = nqcnf_cnf_builder_add_issue(r, NQCNF_CNF_TAUTOLOGY,
                                                 cnf->lines[c], c, both_ways,
                                                 0, NULL, 0);
        }
        if (status != NQCNF_OK) return status;
    }
    cnf->sorted_offsets[cnf->clause_count] = used;
    return NQCNF_OK;
}

static int same_clause(const nqcnf_cnf *cnf, size_t x, size_t y)
{
    const size_t lx = cnf->sorted_offsets[x + 1] - cnf->sorted_offsets[x];
    const size_t ly = cnf->sorted_offsets[y + 1] - cnf->sorted_offsets[y];
    return lx == ly && memcmp(cnf->sorted + cnf->sorted_offsets[x],
                              cnf->sorted + cnf->sorted_offsets[y],
                              lx * sizeof *cnf->sorted) == 0;
}

/* qsort has no context argument and a static one would not be
 * thread-safe, so indexes are sorted with a merge sort of our own. */
static void merge_sort(size_t *items, size_t *scratch, size_t count,
                       int (*compare)(const void *, const void *, const void *),
                       const void *context)
{
    if (count < 2) return;
    const size_t half = count / 2;
    merge_sort(items, scratch, half, compare, context);
    merge_sort(items + half, scratch, count - half, compare, context);
    size_t i = 0, j = half, k = 0;
    while (i < half && j < count)
        scratch[k++] = compare(&items[j], &items[i], context) < 0
                           ? items[j++]
                           : items[i++];
    while (i < half) scratch[k++] = items[i++];
    while (j < count) scratch[k++] = items[j++];
    memcpy(items, scratch, count * sizeof *items);
}

/* Normalized clauses by length, then literals; ties by position so that
 * the first copy of a duplicate comes first. */
static int compare_clauses_in(const void *a, const void *b,
                              const void *context)
{
    const size_t x = *(const size_t *)a, y = *(const size_t *)b;
    const nqcnf_cnf *cnf = context;
    const size_t *offsets = cnf->sorted_offsets;
    const int order = nqcnf_clause_order(
        cnf->sorted + offsets[x], offsets[x + 1] - offsets[x],
        cnf->sorted + offsets[y], offsets[y + 1] - offsets[y]);
    if (order != 0) return order;
    return (x > y) - (x < y);
}

/* Room for `more` issues at once, exactly. */
static nqcnf_status reserve_issues(cnf_builder *r, size_t more)
{
    nqcnf_cnf *cnf = r->cnf;
    if (more == 0 || cnf->issue_count + more <= r->issue_capacity)
        return NQCNF_OK;
    if (more > SIZE_MAX / sizeof *cnf->issues - cnf->issue_count)
        return NQCNF_ERR_OUT_OF_MEMORY;
    const size_t capacity = cnf->issue_count + more;
    nqcnf_cnf_issue *grown =
        nqcnf_reallocate(cnf->issues, capacity * sizeof *cnf->issues);
    if (grown == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    cnf->issues = grown;
    r->issue_capacity = capacity;
    return NQCNF_OK;
}

/* first[c]: the clause c copies (SIZE_MAX: none); how many copies. */
static size_t mark_copies(nqcnf_cnf *cnf, const size_t *order, size_t count,
                          size_t *first)
{
    size_t copies = 0, head = 0;
    for (size_t c = 0; c < cnf->clause_count; c++) first[c] = SIZE_MAX;
    for (size_t i = 1; i < count; i++) {
        if (!same_clause(cnf, order[head], order[i])) {
            head = i;
            continue;
        }
        first[order[i]] = order[head];
        cnf->flags[order[i]] |= NQCNF_CNF_CLAUSE_DUPLICATE;
        copies++;
    }
    return copies;
}

static nqcnf_status find_duplicates(cnf_builder *r)
{
    nqcnf_cnf *cnf = r->cnf;
    size_t *order = nqcnf_allocate(sizeof *order * (cnf->clause_count + 1));
    size_t *scratch = nqcnf_allocate(sizeof *scratch * (cnf->clause_count + 1));
    nqcnf_status status = NQCNF_OK;
    if (order == NULL || scratch == NULL) status = NQCNF_ERR_OUT_OF_MEMORY;
    size_t count = 0;
    for (size_t c = 0; status == NQCNF_OK && c < cnf->clause_count; c++)
        if (!(cnf->flags[c] & NQCNF_CNF_CLAUSE_DAMAGED)) order[count++] = c;
    if (status == NQCNF_OK)
        merge_sort(order, scratch, count, compare_clauses_in, cnf);
    /* scratch is free again: it holds each clause's first copy */
    const size_t copies =
        status == NQCNF_OK ? mark_copies(cnf, order, count, scratch) : 0;
    nqcnf_release(order);
    if (status == NQCNF_OK) status = reserve_issues(r, copies);
    for (size_t c = 0; status == NQCNF_OK && copies > 0 &&
                       c < cnf->clause_count; c++) {
        if (scratch[c] == SIZE_MAX) continue;
        status = nqcnf_cnf_builder_add_issue(r, NQCNF_CNF_DUPLICATE_CLAUSE,
                                             cnf->lines[c], c, 0, 0, NULL, 0);
        if (status == NQCNF_OK)
            cnf->issues[cnf->issue_count - 1].other_line =
                cnf->lines[scratch[c]];
    }
    nqcnf_release(scratch);
    return status;
}

static int compare_issues(const void *a, const void *b, const void *context)
{
    const nqcnf_cnf_issue *issues = context;
    const size_t x = *(const size_t *)a, y = *(const size_t *)b;
    if (issues[x].line != issues[y].line)
        return issues[x].line < issues[y].line ? -1 : 1;
    return (x > y) - (x < y);
}

/* Issues are found in several passes; the report wants them by line. */
static nqcnf_status sort_issues(nqcnf_cnf *cnf)
{
    const size_t count = cnf->issue_count;
    size_t in_order = 1;
    while (in_order < count &&
           cnf->issues[in_order - 1].line <= cnf->issues[in_order].line)
        in_order++;
    if (in_order >= count) return NQCNF_OK;
    size_t *order = nqcnf_allocate(sizeof *order * count);
    size_t *scratch = nqcnf_allocate(sizeof *scratch * count);
    nqcnf_cnf_issue *sorted = nqcnf_allocate(sizeof *sorted * count);
    nqcnf_status status = NQCNF_ERR_OUT_OF_MEMORY;
    if (order != NULL && scratch != NULL && sorted != NULL) {
        for (size_t i = 0; i < count; i++) order[i] = i;
        merge_sort(order, scratch, count, compare_issues, cnf->issues);
        for (size_t i = 0; i < count; i++) sorted[i] = cnf->issues[order[i]];
        nqcnf_release(cnf->issues);
        cnf->issues = sorted;
        sorted = NULL;
        status = NQCNF_OK;
    }
    nqcnf_release(order);
    nqcnf_release(scratch);
    nqcnf_release(sorted);
    return status;
}

nqcnf_status nqcnf_cnf_builder_finish(cnf_builder *builder)
{
    nqcnf_status status = normalize(builder);
    if (status == NQCNF_OK) status = find_duplicates(builder);
    if (status == NQCNF_OK) status = sort_issues(builder->cnf);
    return status;
}
