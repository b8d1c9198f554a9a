/*
 * cnf_build.c - see cnf_build.h.
 *
 * Moved out of the DIMACS reader when the SMT-LIB reader came, so that
 * both fill the structure the same way: clauses are appended as they are
 * read into flat arrays (the literals back to back, an offset, a line and
 * a flag byte per clause; no block of its own for any clause), and the
 * arrays are cut to their size once the last clause is read, so that
 * nothing of the doubling outlives the reading. Everything that compares
 * clauses (normalization, duplicates) waits for the end, when it is one
 * sort of the clauses' numbers under a hash of what they say.
 *
 * A file of millions of copies of one clause is the cheapest way to make
 * a reader's memory grow, so memory follows the distinct clauses, not
 * the lines: the sort puts the copies of a clause side by side, and of
 * their issues (duplicate, tautology, repeated literal) the first
 * NQCNF_CNF_SAME_ISSUES_KEPT of each kind are kept, the last of them
 * counting the rest; room for the kept ones is made once, exactly. The
 * issues found while reading (a word that is no literal, a comment inside
 * a clause) are counted the same way, found by what they say in a hash
 * table that holds only the issues kept.
 */
#include "read/cnf_build.h"

#include "read/clause_order.h"

#include "core/internal.h"

#include <string.h>

#define KEPT NQCNF_CNF_SAME_ISSUES_KEPT

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

void nqcnf_cnf_builder_release(cnf_builder *builder)
{
    nqcnf_release(builder->said);
    builder->said = NULL;
    builder->said_capacity = builder->said_count = 0;
}

/* ---- Issues found while reading, counted by what they say ------------ */

static uint64_t mix(uint64_t hash, uint64_t value)
{
    hash = (hash ^ value) * 0x100000001B3ull;
    return hash ^ (hash >> 29);
}

/* What an issue says, without where: its line and clause differ from
 * one copy to the next, the words do not. */
static uint64_t words_hash(const nqcnf_cnf_issue *issue)
{
    uint64_t hash = 0xCBF29CE484222325ull;
    hash = mix(hash, (uint64_t)issue->kind);
    hash = mix(hash, (uint64_t)issue->value);
    hash = mix(hash, (uint64_t)issue->expected);
    hash = mix(hash, issue->code_point);
    hash = mix(hash, issue->column);
    for (const char *p = issue->token; *p != '\0'; p++)
        hash = mix(hash, (unsigned char)*p);
    return hash;
}

static int same_words(const nqcnf_cnf_issue *x, const nqcnf_cnf_issue *y)
{
    return x->kind == y->kind && x->value == y->value &&
           x->expected == y->expected && x->code_point == y->code_point &&
           x->column == y->column && strcmp(x->token, y->token) == 0;
}

/* A slot of the table: the last kept issue with some words (index + 1
 * into cnf->issues; 0: the slot is empty) and how many were kept. */
typedef struct cnf_said {
    size_t issue, kept;
} cnf_said;

/* The slot of `issue`'s words: the one that has them, or the empty
 * slot where they go. */
static cnf_said *said_slot(const cnf_builder *r, const nqcnf_cnf_issue *issue)
{
    const size_t mask = r->said_capacity - 1;
    size_t at = (size_t)words_hash(issue) & mask;
    while (r->said[at].issue != 0 &&
           !same_words(&r->cnf->issues[r->said[at].issue - 1], issue))
        at = (at + 1) & mask;
    return &r->said[at];
}

/* Room for one more slot in use (the table at most half full). */
static nqcnf_status said_room(cnf_builder *r)
{
    if ((r->said_count + 1) * 2 <= r->said_capacity) return NQCNF_OK;
    const size_t capacity = r->said_capacity ? r->said_capacity * 2 : 64;
    cnf_said *old = r->said;
    const size_t old_capacity = r->said_capacity;
    r->said = nqcnf_allocate(capacity * sizeof *r->said);
    if (r->said == NULL) {
        r->said = old;
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    memset(r->said, 0, capacity * sizeof *r->said);
    r->said_capacity = capacity;
    for (size_t i = 0; i < old_capacity; i++)
        if (old[i].issue != 0)
            *said_slot(r, &r->cnf->issues[old[i].issue - 1]) = old[i];
    nqcnf_release(old);
    return NQCNF_OK;
}

static nqcnf_status append_issue(cnf_builder *r, const nqcnf_cnf_issue *issue)
{
    nqcnf_cnf *cnf = r->cnf;
    if (nqcnf_grow((void **)&cnf->issues, &r->issue_capacity,
                   cnf->issue_count + 1, sizeof *cnf->issues))
        return NQCNF_ERR_OUT_OF_MEMORY;
    cnf->issues[cnf->issue_count++] = *issue;
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_builder_add(cnf_builder *r,
                                   const nqcnf_cnf_issue *given)
{
    nqcnf_cnf_issue issue = *given;
    issue.repeats = 0;
    issue.last_line = 0;
    nqcnf_status status = said_room(r);
    if (status != NQCNF_OK) return status;
    cnf_said *slot = said_slot(r, &issue);
    if (slot->kept == KEPT) {
        nqcnf_cnf_issue *last = &r->cnf->issues[slot->issue - 1];
        last->repeats++;
        last->last_line = issue.line;
        return NQCNF_OK;
    }
    status = append_issue(r, &issue);
    if (status != NQCNF_OK) return status;
    if (slot->kept++ == 0) r->said_count++;
    slot->issue = r->cnf->issue_count;
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_builder_add_issue(
    cnf_builder *r, nqcnf_cnf_issue_kind kind, size_t line, size_t clause,
    int64_t value, int64_t expected, const char *token, size_t token_length)
{
    nqcnf_cnf_issue issue;
    memset(&issue, 0, sizeof issue);
    issue.kind = kind;
    issue.line = line;
    issue.clause = clause;
    issue.value = value;
    issue.expected = expected;
    if (token != NULL) {
        if (token_length >= sizeof issue.token)
            token_length = sizeof issue.token - 1;
        memcpy(issue.token, token, token_length);
    }
    return nqcnf_cnf_builder_add(r, &issue);
}

/* ---- Clauses ------------------------------------------------------------ */

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

/* An array cut to `count` items (at least one), so that the doubling
 * of the reading leaves no room unused behind it. */
static nqcnf_status cut_to_size(void **array, size_t *capacity, size_t count,
                                size_t item)
{
    if (count == 0) count = 1;
    if (*array == NULL || count >= *capacity) return NQCNF_OK;
    void *cut = nqcnf_reallocate(*array, count * item);
    if (cut == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    *array = cut;
    *capacity = count;
    return NQCNF_OK;
}

static nqcnf_status cut_arrays(cnf_builder *r)
{
    nqcnf_cnf *cnf = r->cnf;
    const size_t clauses = cnf->clause_count;
    nqcnf_status status =
        cut_to_size((void **)&cnf->literals, &r->literal_capacity,
                    r->literal_count, sizeof *cnf->literals);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->offsets, &r->offset_capacity,
                             clauses + 1, sizeof *cnf->offsets);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->lines, &r->clause_capacity,
                             clauses, sizeof *cnf->lines);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->flags, &r->flag_capacity,
                             clauses, 1);
    return status;
}

/* Each clause sorted, repeats dropped; a tautology flagged. */
static nqcnf_status normalize(cnf_builder *r)
{
    nqcnf_cnf *cnf = r->cnf;
    cnf->sorted = nqcnf_allocate(sizeof *cnf->sorted *
                                 (r->literal_count ? r->literal_count : 1));
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
        for (size_t i = 0; i < count; i++) {
            if (kept > 0 && out[kept - 1] == out[i]) continue;
            if (kept > 0 && out[kept - 1] == -out[i])
                cnf->flags[c] |= NQCNF_CNF_CLAUSE_TAUTOLOGY;
            out[kept++] = out[i];
        }
        out[kept++] = 0;
        used += kept;
    }
    cnf->sorted_offsets[cnf->clause_count] = used;
    return NQCNF_OK;
}

/* ---- Copies of a clause, side by side ------------------------------- */

static size_t normalized_count(const nqcnf_cnf *cnf, size_t c)
{
    return cnf->sorted_offsets[c + 1] - cnf->sorted_offsets[c] - 1;
}

static const int32_t *normalized(const nqcnf_cnf *cnf, size_t c)
{
    return cnf->sorted + cnf->sorted_offsets[c];
}

static int damaged(const nqcnf_cnf *cnf, size_t c)
{
    return (cnf->flags[c] & NQCNF_CNF_CLAUSE_DAMAGED) != 0;
}

/* A clause's place in the sort: a hash of what it is (damaged or not,
 * its normalized literals) above its number, so that most comparisons
 * are of two integers, with no look at the clauses themselves: sorting
 * millions of clauses by their literals alone costs a cache miss or two
 * a comparison. */
typedef uint64_t clause_place;

static uint32_t clause_hash(const nqcnf_cnf *cnf, size_t c)
{
    uint64_t hash = damaged(cnf, c) ? 0x9E3779B97F4A7C15ull
                                    : 0xCBF29CE484222325ull;
    const int32_t *literal = normalized(cnf, c);
    for (size_t i = 0; i < normalized_count(cnf, c); i++)
        hash = mix(hash, (uint32_t)literal[i]);
    hash ^= hash >> 32;
    return (uint32_t)hash;
}

static uint32_t clause_of(clause_place place)
{
    return (uint32_t)place;
}

/* By hash; on equal hashes, damaged clauses apart (they copy nothing:
 * their meaning is unknown), then normalized clauses by length and
 * literals; then by position, so that the copies of a clause follow its
 * first in file order. */
static int compare_places(const nqcnf_cnf *cnf, clause_place a,
                          clause_place b)
{
    if (a >> 32 != b >> 32) return a >> 32 < b >> 32 ? -1 : 1;
    const uint32_t x = clause_of(a), y = clause_of(b);
    if (damaged(cnf, x) != damaged(cnf, y)) return damaged(cnf, x) ? 1 : -1;
    const int order =
        nqcnf_clause_order(normalized(cnf, x), normalized_count(cnf, x),
                           normalized(cnf, y), normalized_count(cnf, y));
    if (order != 0) return order;
    return (x > y) - (x < y);
}

static int same_clause(const nqcnf_cnf *cnf, clause_place a, clause_place b)
{
    const uint32_t x = clause_of(a), y = clause_of(b);
    const size_t count = normalized_count(cnf, x);
    return a >> 32 == b >> 32 && damaged(cnf, x) == damaged(cnf, y) &&
           count == normalized_count(cnf, y) &&
           memcmp(normalized(cnf, x), normalized(cnf, y),
                  count * sizeof *cnf->sorted) == 0;
}

/* qsort has no context argument and a static one would not be
 * thread-safe, so the places are sorted with a merge sort of our own
 * (stable, n log n whatever the file holds); the first half of a merge
 * is moved aside, so `scratch` needs room for half the items. */
static void merge_sort(clause_place *items, clause_place *scratch,
                       size_t count, const nqcnf_cnf *cnf)
{
    if (count < 2) return;
    const size_t half = count / 2;
    merge_sort(items, scratch, half, cnf);
    merge_sort(items + half, scratch, count - half, cnf);
    if (compare_places(cnf, items[half - 1], items[half]) <= 0) return;
    memcpy(scratch, items, half * sizeof *items);
    size_t i = 0, j = half, k = 0;
    while (i < half && j < count)
        items[k++] = compare_places(cnf, items[j], scratch[i]) < 0
                         ? items[j++]
                         : scratch[i++];
    while (i < half) items[k++] = scratch[i++];
}

/* The runs of copies and what their issues need: room to sort a
 * clause as written, to find which literal it repeats. */
typedef struct runs {
    nqcnf_cnf *cnf;
    int32_t *scratch;
} runs;

/* The first literal a clause as written repeats, in the normalized
 * order; only asked of a clause that lost literals to normalization. */
static int32_t repeated_literal(const runs *r, size_t c)
{
    const nqcnf_cnf *cnf = r->cnf;
    const size_t count = cnf->offsets[c + 1] - cnf->offsets[c] - 1;
    memcpy(r->scratch, cnf->literals + cnf->offsets[c],
           count * sizeof *r->scratch);
    nqcnf_sort_literals(r->scratch, count);
    for (size_t i = 1; i < count; i++)
        if (r->scratch[i] == r->scratch[i - 1]) return r->scratch[i];
    return 0;
}

static int32_t both_ways(const nqcnf_cnf *cnf, size_t c)
{
    const int32_t *clause = normalized(cnf, c);
    for (size_t i = 1; i < normalized_count(cnf, c); i++)
        if (clause[i] == -clause[i - 1])
            return clause[i] < 0 ? -clause[i] : clause[i];
    return 0;
}

/* One kind of issue about the members of a run (the copies of a
 * clause): how many members have it, how many issues are made so far,
 * and the last member's line. */
typedef struct kind_tally {
    size_t total, made, last_line;
} kind_tally;

enum { REPEATED, TAUTOLOGY, DUPLICATE, KINDS };

static const nqcnf_cnf_issue_kind kinds[KINDS] = {
    NQCNF_CNF_REPEATED_LITERAL, NQCNF_CNF_TAUTOLOGY,
    NQCNF_CNF_DUPLICATE_CLAUSE};

static int lost_literals(const nqcnf_cnf *cnf, size_t c)
{
    return normalized_count(cnf, c) + 1 <
           cnf->offsets[c + 1] - cnf->offsets[c];
}

/* Which issues member `c` of a run has (`head`: the run's first). */
static void member_kinds(const nqcnf_cnf *cnf, uint32_t head, uint32_t c,
                         int has[KINDS])
{
    has[REPEATED] = lost_literals(cnf, c);
    has[TAUTOLOGY] = (cnf->flags[c] & NQCNF_CNF_CLAUSE_TAUTOLOGY) != 0;
    has[DUPLICATE] = c != head && !damaged(cnf, c);
}

static void tally_run(const nqcnf_cnf *cnf, const clause_place *run,
                      size_t count, kind_tally tally[KINDS])
{
    memset(tally, 0, KINDS * sizeof *tally);
    for (size_t i = 0; i < count; i++) {
        int has[KINDS];
        member_kinds(cnf, clause_of(run[0]), clause_of(run[i]), has);
        for (int k = 0; k < KINDS; k++)
            if (has[k]) {
                tally[k].total++;
                tally[k].last_line = cnf->lines[clause_of(run[i])];
            }
    }
}

/* The issues of a run's members: the first KEPT of each kind, the last
 * of them counting the rest; copies flagged. With `out` NULL, only how
 * many there would be. */
static size_t run_issues(const runs *r, const clause_place *run,
                         size_t count, nqcnf_cnf_issue *out)
{
    nqcnf_cnf *cnf = r->cnf;
    kind_tally tally[KINDS];
    tally_run(cnf, run, count, tally);
    size_t made = 0;
    for (int k = 0; k < KINDS; k++)
        made += tally[k].total < KEPT ? tally[k].total : KEPT;
    if (out == NULL) return made;
    const uint32_t head = clause_of(run[0]);
    for (size_t i = 0; i < count; i++) {
        const uint32_t c = clause_of(run[i]);
        int has[KINDS];
        member_kinds(cnf, head, c, has);
        if (has[DUPLICATE]) cnf->flags[c] |= NQCNF_CNF_CLAUSE_DUPLICATE;
        for (int k = 0; k < KINDS; k++) {
            if (!has[k] || tally[k].made == KEPT) continue;
            memset(out, 0, sizeof *out);
            out->kind = kinds[k];
            out->line = cnf->lines[c];
            out->clause = c;
            if (k == REPEATED) out->value = repeated_literal(r, c);
            if (k == TAUTOLOGY) out->value = both_ways(cnf, c);
            if (k == DUPLICATE) out->other_line = cnf->lines[head];
            if (++tally[k].made == KEPT && tally[k].total > KEPT) {
                out->repeats = tally[k].total - KEPT;
                out->last_line = tally[k].last_line;
            }
            out++;
        }
    }
    return made;
}

/* Walks the runs of equal clauses in `order`: counts their issues, or
 * makes them after the issues the cnf has. */
static size_t all_runs(const runs *r, const clause_place *order,
                       size_t count, int make)
{
    nqcnf_cnf *cnf = r->cnf;
    size_t made = 0;
    for (size_t i = 0, j; i < count; i = j) {
        for (j = i + 1; j < count && same_clause(cnf, order[i], order[j]);)
            j++;
        nqcnf_cnf_issue *at = make ? cnf->issues + cnf->issue_count + made
                                   : NULL;
        made += run_issues(r, order + i, j - i, at);
    }
    return made;
}

/* Room to sort the longest clause that lost literals. */
static nqcnf_status make_scratch(runs *r)
{
    const nqcnf_cnf *cnf = r->cnf;
    size_t longest = 0;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        const size_t count = cnf->offsets[c + 1] - cnf->offsets[c] - 1;
        if (lost_literals(cnf, c) && count > longest) longest = count;
    }
    if (longest == 0) return NQCNF_OK;
    r->scratch = nqcnf_allocate(longest * sizeof *r->scratch);
    return r->scratch == NULL ? NQCNF_ERR_OUT_OF_MEMORY : NQCNF_OK;
}

static nqcnf_status find_copies(cnf_builder *b)
{
    nqcnf_cnf *cnf = b->cnf;
    const size_t count = cnf->clause_count;
    if (count >= UINT32_MAX) return NQCNF_ERR_TOO_LARGE;
    runs r = {cnf, NULL};
    clause_place *order = nqcnf_allocate(sizeof *order * (count + 1));
    clause_place *scratch = nqcnf_allocate(sizeof *scratch * (count / 2 + 1));
    nqcnf_status status = NQCNF_OK;
    if (order == NULL || scratch == NULL) status = NQCNF_ERR_OUT_OF_MEMORY;
    if (status == NQCNF_OK) {
        for (size_t c = 0; c < count; c++)
            order[c] = (clause_place)clause_hash(cnf, c) << 32 | c;
        merge_sort(order, scratch, count, cnf);
    }
    nqcnf_release(scratch);
    const size_t more = status == NQCNF_OK ? all_runs(&r, order, count, 0)
                                           : 0;
    if (status == NQCNF_OK && more > 0 &&
        nqcnf_reserve((void **)&cnf->issues, &b->issue_capacity,
                      cnf->issue_count + more, sizeof *cnf->issues))
        status = NQCNF_ERR_OUT_OF_MEMORY;
    if (status == NQCNF_OK && more > 0) status = make_scratch(&r);
    if (status == NQCNF_OK && more > 0) {
        all_runs(&r, order, count, 1);
        cnf->issue_count += more;
    }
    nqcnf_release(r.scratch);
    nqcnf_release(order);
    return status;
}

/* ---- Issues in line order -------------------------------------------- */

/* The report wants issues by line: on one line, those found while
 * reading first, as found, then each clause's repeated literal and
 * tautology, then the duplicates, clause by clause (a line pasted twice
 * reads as one run of copies). */
static int issue_rank(nqcnf_cnf_issue_kind kind)
{
    return kind == NQCNF_CNF_REPEATED_LITERAL ? 0
           : kind == NQCNF_CNF_TAUTOLOGY      ? 1
                                              : 3;
}

static int compare_clause_issues(const nqcnf_cnf_issue *x,
                                 const nqcnf_cnf_issue *y)
{
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    const int dx = x->kind == NQCNF_CNF_DUPLICATE_CLAUSE;
    const int dy = y->kind == NQCNF_CNF_DUPLICATE_CLAUSE;
    if (dx != dy) return dx - dy;
    if (x->clause != y->clause) return x->clause < y->clause ? -1 : 1;
    return issue_rank(x->kind) - issue_rank(y->kind);
}

/* Issue numbers merged by compare_clause_issues (stable). */
static void merge_issue_order(uint32_t *items, uint32_t *scratch,
                              size_t count, const nqcnf_cnf_issue *issues)
{
    if (count < 2) return;
    const size_t half = count / 2;
    merge_issue_order(items, scratch, half, issues);
    merge_issue_order(items + half, scratch, count - half, issues);
    size_t i = 0, j = half, k = 0;
    while (i < half && j < count)
        scratch[k++] = compare_clause_issues(&issues[items[j]],
                                             &issues[items[i]]) < 0
                           ? items[j++]
                           : items[i++];
    while (i < half) scratch[k++] = items[i++];
    while (j < count) scratch[k++] = items[j++];
    memcpy(items, scratch, count * sizeof *items);
}

/* The clauses' issues come run by run (copies of one clause together)
 * and go in line order: their numbers are sorted, 4 bytes each, and the
 * issues moved once, cycle by cycle, without a second copy of them. */
static nqcnf_status sort_clause_issues(nqcnf_cnf_issue *items, size_t count)
{
    if (count < 2) return NQCNF_OK;
    if (count >= UINT32_MAX) return NQCNF_ERR_TOO_LARGE;
    uint32_t *order = nqcnf_allocate(count * sizeof *order);
    uint32_t *scratch = nqcnf_allocate(count * sizeof *scratch);
    if (order == NULL || scratch == NULL) {
        nqcnf_release(order);
        nqcnf_release(scratch);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    for (size_t i = 0; i < count; i++) order[i] = (uint32_t)i;
    merge_issue_order(order, scratch, count, items);
    nqcnf_release(scratch);
    /* items[i] takes items[order[i]]; a place done points at itself */
    for (size_t i = 0; i < count; i++) {
        if (order[i] == i) continue;
        const nqcnf_cnf_issue held = items[i];
        size_t at = i;
        while (order[at] != i) {
            const size_t from = order[at];
            items[at] = items[from];
            order[at] = (uint32_t)at;
            at = from;
        }
        items[at] = held;
        order[at] = (uint32_t)at;
    }
    nqcnf_release(order);
    return NQCNF_OK;
}

/* The issues found while reading are in line order but for the few that
 * finishing adds (the header's, a missing final 0): each goes after the
 * issues of lines up to its own, as a stable sort would put it. */
static void place_late_issues(nqcnf_cnf_issue *items, size_t ordered,
                              size_t count)
{
    for (size_t i = ordered; i < count; i++) {
        const nqcnf_cnf_issue late = items[i];
        size_t at = i;
        while (at > 0 && items[at - 1].line > late.line) at--;
        memmove(items + at + 1, items + at, (i - at) * sizeof *items);
        items[at] = late;
    }
}

/* Merges the sorted runs [0, split) and [split, count), the first run's
 * before the second's on equal lines, through a copy of the shorter. */
static nqcnf_status merge_issues(nqcnf_cnf_issue *items, size_t split,
                                 size_t count)
{
    if (split == 0 || split == count ||
        items[split - 1].line <= items[split].line)
        return NQCNF_OK;
    const size_t left = split, right = count - split;
    const size_t shorter = left < right ? left : right;
    nqcnf_cnf_issue *copy = nqcnf_allocate(shorter * sizeof *copy);
    if (copy == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    if (left <= right) {
        memcpy(copy, items, left * sizeof *copy);
        size_t i = 0, j = split, k = 0;
        while (i < left && j < count)
            items[k++] = items[j].line < copy[i].line ? items[j++]
                                                      : copy[i++];
        while (i < left) items[k++] = copy[i++];
    } else {
        memcpy(copy, items + split, right * sizeof *copy);
        size_t i = split, j = right, k = count;
        while (i > 0 && j > 0)
            items[--k] = copy[j - 1].line < items[i - 1].line
                             ? items[--i]
                             : copy[--j];
        while (j > 0) items[--k] = copy[--j];
    }
    nqcnf_release(copy);
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_builder_finish(cnf_builder *builder)
{
    nqcnf_cnf *cnf = builder->cnf;
    /* the reader's own issues end here; the rest are the clauses' */
    const size_t read_issues = cnf->issue_count;
    size_t ordered = read_issues > 0;
    while (ordered < read_issues &&
           cnf->issues[ordered - 1].line <= cnf->issues[ordered].line)
        ordered++;
    nqcnf_cnf_builder_release(builder);
    nqcnf_status status = cut_arrays(builder);
    if (status == NQCNF_OK) status = normalize(builder);
    if (status == NQCNF_OK) status = find_copies(builder);
    if (status != NQCNF_OK) return status;
    if (cnf->issue_count == 0) return NQCNF_OK; /* issues may be NULL */
    place_late_issues(cnf->issues, ordered, read_issues);
    status = sort_clause_issues(cnf->issues + read_issues,
                                cnf->issue_count - read_issues);
    if (status != NQCNF_OK) return status;
    return merge_issues(cnf->issues, read_issues, cnf->issue_count);
}
