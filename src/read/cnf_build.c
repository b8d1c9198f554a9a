/*
 * cnf_build.c - see cnf_build.h.
 *
 * Moved out of the DIMACS reader when the SMT-LIB reader came, so that
 * both fill the structure the same way: clauses are appended as they are
 * read into flat arrays (the literals back to back, an offset, a line, a
 * flag byte and where its normalized form is per clause; no block of its
 * own for any clause), and the arrays are cut to their size once the last
 * clause is read, so that nothing of the doubling outlives the reading.
 *
 * Reading a text must cost a small multiple of the text, whatever it
 * holds: a grader reads what students (or anybody) hand in, and 62 MB of
 * "0" lines once took 1.3 GB. So a clause is compared with the others as
 * it is closed, through a chained hash table of the distinct clauses
 * (its chains split in place when it doubles, so that no second table
 * exists while the first is copied), and a copy of an earlier clause
 * (an empty clause after the first is one) is stored only while its
 * issues (duplicate, tautology, repeated literal) are among the first
 * NQCNF_CNF_SAME_ISSUES_KEPT of their kind about that clause, the last of
 * them counting the rest; the other copies cost nothing but a count, and
 * the stored clauses know how many stood between them (the gaps), for
 * whoever reads the text again clause by clause. A clause written
 * normalized, as generators write them, is its own normalized form, with
 * no copy; offsets and lines take 32 bits. The dearest text is then many
 * distinct short clauses: "k 0" lines cost about 3.5 times their bytes,
 * the table's 4 to 8 bytes a clause included. A damaged clause is
 * stored (the checker's readings find it by its place), but for one
 * damaged by a word that is no number like an earlier damaged clause: no
 * reading by numbers applies to such a text, so it is counted as a copy
 * (a million "x 0" lines cost no clause each; each would take 17 bytes
 * for 4 of text).
 *
 * The issues found while reading (a word that is no literal, a comment
 * inside a clause) are counted the same way, found by what they say in a
 * hash table that holds only the issues kept.
 *
 * A text whose every clause says something different (a million
 * different bad words, tautologies, repeated literals) would still cost
 * an issue of 120 bytes and a run of 80 a clause, so of each kind only
 * the first NQCNF_CNF_ISSUES_KEPT_OF_A_KIND distinct issues are kept
 * (no report lists more than a thousand of a kind). The others are
 * counted in the cnf's `unlisted`: a clause's issue as an issue while
 * its copies said it fewer than KEPT times and as a repeat after, as it
 * would have been kept, so that every total stays what it was; that
 * takes two bits a kind in a byte per stored clause, made when a kind
 * first reaches the cap. A word's issue not kept is compared with no
 * other (that would keep its words), so each is an issue of its own.
 */
#include "read/cnf_build.h"

#include "read/clause_order.h"

#include "core/internal.h"

#include <string.h>

#define KEPT NQCNF_CNF_SAME_ISSUES_KEPT
#define OF_A_KIND NQCNF_CNF_ISSUES_KEPT_OF_A_KIND

nqcnf_status nqcnf_cnf_builder_start(cnf_builder *builder, nqcnf_cnf *cnf)
{
    memset(builder, 0, sizeof *builder);
    memset(cnf, 0, sizeof *cnf);
    builder->cnf = cnf;
    /* literals too: an empty clause is a pointer to no literal */
    if (nqcnf_grow((void **)&cnf->offsets, &builder->offset_capacity, 1,
                   sizeof *cnf->offsets) ||
        nqcnf_grow((void **)&cnf->literals, &builder->literal_capacity, 1,
                   sizeof *cnf->literals))
        return NQCNF_ERR_OUT_OF_MEMORY;
    cnf->offsets[0] = 0;
    return NQCNF_OK;
}

void nqcnf_cnf_builder_release(cnf_builder *builder)
{
    nqcnf_release(builder->said);
    nqcnf_release(builder->heads);
    nqcnf_release(builder->next);
    nqcnf_release(builder->runs);
    nqcnf_release(builder->made);
    nqcnf_release(builder->counted);
    builder->counted = NULL;
    builder->counted_capacity = 0;
    builder->said = NULL;
    builder->heads = builder->next = NULL;
    builder->runs = NULL;
    builder->made = NULL;
    builder->said_capacity = builder->said_count = 0;
    builder->head_capacity = builder->head_count = 0;
    builder->next_capacity = 0;
    builder->run_capacity = builder->run_count = 0;
    builder->made_count = builder->made_capacity = 0;
}

void nqcnf_cnf_builder_keep_clause(cnf_builder *builder)
{
    builder->keep_open = 1;
}

const int32_t *nqcnf_cnf_normalized(const nqcnf_cnf *cnf, size_t clause,
                                    size_t *count)
{
    if (count != NULL) *count = 0;
    if (cnf == NULL || clause >= cnf->clause_count ||
        cnf->sorted_offsets == NULL)
        return NULL;
    const uint32_t at = cnf->sorted_offsets[clause];
    if (at == NQCNF_CNF_AS_WRITTEN) {
        if (count != NULL)
            *count = cnf->offsets[clause + 1] - cnf->offsets[clause] - 1;
        return cnf->literals + cnf->offsets[clause];
    }
    const int32_t *first = cnf->sorted + at;
    if (count != NULL) {
        size_t n = 0;
        while (first[n] != 0) n++;
        *count = n;
    }
    return first;
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
    hash = mix(hash, issue->token_length);
    for (const char *p = issue->token; *p != '\0'; p++)
        hash = mix(hash, (unsigned char)*p);
    return hash;
}

static int same_words(const nqcnf_cnf_issue *x, const nqcnf_cnf_issue *y)
{
    return x->kind == y->kind && x->value == y->value &&
           x->expected == y->expected && x->code_point == y->code_point &&
           x->column == y->column && x->token_length == y->token_length &&
           strcmp(x->token, y->token) == 0;
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
    if (slot->kept == 0 && r->distinct[issue.kind] >= OF_A_KIND) {
        /* nothing of it is kept, so its repeats are not told apart */
        r->cnf->unlisted[issue.kind]++;
        return NQCNF_OK;
    }
    if (slot->kept == KEPT) {
        nqcnf_cnf_issue *last = &r->cnf->issues[slot->issue - 1];
        last->repeats++;
        last->last_line = issue.line;
        return NQCNF_OK;
    }
    status = append_issue(r, &issue);
    if (status != NQCNF_OK) return status;
    /* the clause being read is named by an issue: it must be stored */
    if (issue.clause == r->cnf->clause_count) r->keep_open = 1;
    if (slot->kept++ == 0) {
        r->said_count++;
        r->distinct[issue.kind]++;
    }
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
    if (token != NULL) nqcnf_cnf_issue_set_token(&issue, token, token_length);
    return nqcnf_cnf_builder_add(r, &issue);
}

void nqcnf_cnf_issue_set_token(nqcnf_cnf_issue *issue, const char *token,
                               size_t length)
{
    size_t held = length;
    if (held >= sizeof issue->token) {
        held = sizeof issue->token - 1;
        /* back to the lead byte of a character the cut would split: half
         * a sequence would quote as other bytes than the file's */
        const unsigned char *bytes = (const unsigned char *)token;
        size_t k = held;
        while (k > 0 && held - k < 3 && (bytes[k] & 0xC0) == 0x80) k--;
        if ((bytes[k] & 0xC0) == 0x80) k = held; /* no character: bytes */
        held = k;
    }
    memcpy(issue->token, token, held);
    issue->token[held] = '\0';
    issue->token_length = length;
}

/* ---- Clauses ------------------------------------------------------------ */

nqcnf_status nqcnf_cnf_builder_push_literal(cnf_builder *r, int32_t literal)
{
    if (r->literal_count >= UINT32_MAX - 1) return NQCNF_ERR_TOO_LARGE;
    if (nqcnf_grow((void **)&r->cnf->literals, &r->literal_capacity,
             r->literal_count + 1, sizeof *r->cnf->literals))
        return NQCNF_ERR_OUT_OF_MEMORY;
    r->cnf->literals[r->literal_count++] = literal;
    return NQCNF_OK;
}

/* The clause being closed, normalized at the end of cnf->sorted (not yet
 * counted there), and what normalizing found. */
typedef struct closing {
    const int32_t *written;
    size_t written_count;
    int32_t *normal;
    size_t count;
    int damaged, tautology;
    int32_t repeated; /* the first literal repeated, in normalized order */
    uint32_t hash;
} closing;

static uint32_t clause_hash(int damaged, const int32_t *literals,
                            size_t count)
{
    uint64_t hash = damaged ? 0x9E3779B97F4A7C15ull : 0xCBF29CE484222325ull;
    for (size_t i = 0; i < count; i++) hash = mix(hash, (uint32_t)literals[i]);
    hash ^= hash >> 32;
    return (uint32_t)hash;
}

/* Each clause sorted, repeats dropped; a tautology flagged. */
static nqcnf_status normalize(cnf_builder *r, closing *c)
{
    nqcnf_cnf *cnf = r->cnf;
    if (nqcnf_grow((void **)&cnf->sorted, &r->sorted_capacity,
                   r->sorted_count + c->written_count + 1,
                   sizeof *cnf->sorted))
        return NQCNF_ERR_OUT_OF_MEMORY;
    int32_t *out = cnf->sorted + r->sorted_count;
    memcpy(out, c->written, c->written_count * sizeof *out);
    nqcnf_sort_literals(out, c->written_count);
    size_t kept = 0;
    for (size_t i = 0; i < c->written_count; i++) {
        if (kept > 0 && out[kept - 1] == out[i]) {
            if (c->repeated == 0) c->repeated = out[i];
            continue;
        }
        if (kept > 0 && out[kept - 1] == -out[i] && !c->tautology)
            c->tautology = 1;
        out[kept++] = out[i];
    }
    c->normal = out;
    c->count = kept;
    c->hash = clause_hash(c->damaged, out, kept);
    return NQCNF_OK;
}

static int damaged(const nqcnf_cnf *cnf, size_t c)
{
    return (cnf->flags[c] & NQCNF_CNF_CLAUSE_DAMAGED) != 0;
}

static uint32_t stored_hash(const nqcnf_cnf *cnf, size_t c)
{
    size_t count;
    const int32_t *literals = nqcnf_cnf_normalized(cnf, c, &count);
    return clause_hash(damaged(cnf, c), literals, count);
}

/* The first stored clause that says what `c` says, or UINT32_MAX. */
static uint32_t find_head(const cnf_builder *r, const closing *c)
{
    if (r->head_capacity == 0) return UINT32_MAX;
    const nqcnf_cnf *cnf = r->cnf;
    for (uint32_t at = r->heads[c->hash & (r->head_capacity - 1)]; at != 0;
         at = r->next[at - 1]) {
        size_t count;
        const int32_t *literals = nqcnf_cnf_normalized(cnf, at - 1, &count);
        if (count == c->count && damaged(cnf, at - 1) == c->damaged &&
            memcmp(literals, c->normal, count * sizeof *literals) == 0)
            return at - 1;
    }
    return UINT32_MAX;
}

/* Twice the chains, each split where it is by the hash's next bit:
 * the table grows by a reallocation, not by a second table. */
static nqcnf_status double_heads(cnf_builder *r)
{
    const size_t old = r->head_capacity;
    const size_t capacity = old ? old * 2 : 1024;
    uint32_t *grown =
        nqcnf_reallocate(r->heads, capacity * sizeof *r->heads);
    if (grown == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    r->heads = grown;
    r->head_capacity = capacity;
    memset(grown + old, 0, (capacity - old) * sizeof *grown);
    for (size_t b = 0; b < old; b++) {
        uint32_t at = grown[b], low = 0, high = 0;
        grown[b] = 0;
        while (at != 0) {
            const uint32_t after = r->next[at - 1];
            const int up = (stored_hash(r->cnf, at - 1) & old) != 0;
            r->next[at - 1] = up ? high : low;
            if (up) high = at;
            else low = at;
            at = after;
        }
        grown[b] = low;
        grown[b + old] = high;
    }
    return NQCNF_OK;
}

static nqcnf_status add_head(cnf_builder *r, uint32_t clause, uint32_t hash)
{
    if (r->head_count + 1 > r->head_capacity) {
        const nqcnf_status status = double_heads(r);
        if (status != NQCNF_OK) return status;
    }
    uint32_t *head = &r->heads[hash & (r->head_capacity - 1)];
    r->next[clause] = *head;
    *head = clause + 1;
    r->head_count++;
    return NQCNF_OK;
}

/* ---- The issues of copies of a clause ---------------------------------- */

enum { REPEATED, TAUTOLOGY, DUPLICATE, KINDS };

static const nqcnf_cnf_issue_kind kinds[KINDS] = {
    NQCNF_CNF_REPEATED_LITERAL, NQCNF_CNF_TAUTOLOGY,
    NQCNF_CNF_DUPLICATE_CLAUSE};

/* A run is a clause and its later copies. Per kind of issue: how many of
 * its members made one so far, and the last made (index into `made`),
 * which counts the members after it. Only runs with issues have one. */
typedef struct cnf_run {
    uint32_t head; /* + 1; 0: the slot is empty */
    uint32_t made[KINDS];
    size_t last[KINDS];
} cnf_run;

static cnf_run *run_slot(const cnf_builder *r, uint32_t head)
{
    const size_t mask = r->run_capacity - 1;
    size_t at = (size_t)(head * 0x9E3779B1u) & mask;
    while (r->runs[at].head != 0 && r->runs[at].head != head + 1)
        at = (at + 1) & mask;
    return &r->runs[at];
}

static nqcnf_status run_room(cnf_builder *r)
{
    if ((r->run_count + 1) * 2 <= r->run_capacity) return NQCNF_OK;
    const size_t capacity = r->run_capacity ? r->run_capacity * 2 : 64;
    cnf_run *old = r->runs;
    const size_t old_capacity = r->run_capacity;
    r->runs = nqcnf_allocate(capacity * sizeof *r->runs);
    if (r->runs == NULL) {
        r->runs = old;
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    memset(r->runs, 0, capacity * sizeof *r->runs);
    r->run_capacity = capacity;
    for (size_t i = 0; i < old_capacity; i++)
        if (old[i].head != 0) *run_slot(r, old[i].head - 1) = old[i];
    nqcnf_release(old);
    return NQCNF_OK;
}

/* The run of `head`, made when `create` (NULL when it has none). */
static nqcnf_status find_run(cnf_builder *r, uint32_t head, int create,
                             cnf_run **run)
{
    *run = NULL;
    if (create) {
        const nqcnf_status status = run_room(r);
        if (status != NQCNF_OK) return status;
    }
    if (r->run_capacity == 0) return NQCNF_OK;
    cnf_run *slot = run_slot(r, head);
    if (slot->head == 0) {
        if (!create) return NQCNF_OK;
        slot->head = head + 1;
        r->run_count++;
    }
    *run = slot;
    return NQCNF_OK;
}

static nqcnf_status make_issue(cnf_builder *r, cnf_run *run, int kind,
                               const closing *c, size_t clause, size_t line,
                               uint32_t head)
{
    if (nqcnf_grow((void **)&r->made, &r->made_capacity, r->made_count + 1,
                   sizeof *r->made))
        return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_cnf_issue *out = &r->made[r->made_count];
    memset(out, 0, sizeof *out);
    out->kind = kinds[kind];
    out->line = line;
    out->clause = clause;
    if (kind == REPEATED) out->value = c->repeated;
    if (kind == TAUTOLOGY) {
        for (size_t i = 1; i < c->count && out->value == 0; i++)
            if (c->normal[i] == -c->normal[i - 1])
                out->value = c->normal[i] < 0 ? -c->normal[i] : c->normal[i];
    }
    if (kind == DUPLICATE) out->other_line = r->cnf->lines[head];
    run->made[kind]++;
    run->last[kind] = r->made_count++;
    return NQCNF_OK;
}

/* A member with an issue of a kind its run has said KEPT times: the
 * last issue made counts it. */
static void count_issue(cnf_builder *r, const cnf_run *run, int kind,
                        size_t line)
{
    nqcnf_cnf_issue *last = &r->made[run->last[kind]];
    last->repeats++;
    last->last_line = line;
}

/* Past the cap of a kind, a clause's first issues of that kind are
 * counted as issues and the later ones as their repeats, which needs how
 * many its copies said so far: two bits a kind in one byte per stored
 * clause, made when a kind first reaches its cap (a run would cost more
 * than the clause). */
static unsigned counted_so_far(const cnf_builder *r, uint32_t head, int kind)
{
    if (r->counted == NULL) return 0;
    return ((unsigned)r->counted[head] >> (2u * (unsigned)kind)) & 3u;
}

static nqcnf_status count_unlisted(cnf_builder *r, uint32_t head, int kind)
{
    nqcnf_cnf *cnf = r->cnf;
    if (r->counted == NULL) {
        if (nqcnf_grow((void **)&r->counted, &r->counted_capacity,
                       cnf->clause_count + 1, 1))
            return NQCNF_ERR_OUT_OF_MEMORY;
        memset(r->counted, 0, r->counted_capacity);
    }
    const unsigned said = counted_so_far(r, head, kind);
    if (said < KEPT) {
        cnf->unlisted[kinds[kind]]++;
        r->counted[head] =
            (unsigned char)(r->counted[head] + (1u << (2 * kind)));
    } else {
        cnf->unlisted_repeats[kinds[kind]]++;
    }
    return NQCNF_OK;
}

/* What becomes of a clause's issue of a kind. */
enum { NONE, MAKE, REPEAT, UNLISTED };

static int fate(const cnf_builder *r, const cnf_run *run, uint32_t head,
                int kind)
{
    if (run != NULL && run->made[kind] > 0)
        return run->made[kind] < KEPT ? MAKE : REPEAT;
    if (head != UINT32_MAX && counted_so_far(r, head, kind) > 0)
        return UNLISTED;
    return r->distinct[kinds[kind]] < OF_A_KIND ? MAKE : UNLISTED;
}

/* ---- Closing a clause --------------------------------------------------- */

static nqcnf_status count_gap(cnf_builder *r)
{
    nqcnf_cnf *cnf = r->cnf;
    const uint32_t before = (uint32_t)cnf->clause_count;
    if (cnf->gap_count > 0 && cnf->gaps[cnf->gap_count - 1].before == before &&
        cnf->gaps[cnf->gap_count - 1].copies < UINT32_MAX) {
        cnf->gaps[cnf->gap_count - 1].copies++;
        return NQCNF_OK;
    }
    if (nqcnf_grow((void **)&cnf->gaps, &r->gap_capacity, cnf->gap_count + 1,
                   sizeof *cnf->gaps))
        return NQCNF_ERR_OUT_OF_MEMORY;
    cnf->gaps[cnf->gap_count++] = (nqcnf_cnf_gap){before, 1};
    return NQCNF_OK;
}

static nqcnf_status store_clause(cnf_builder *r, const closing *c,
                                 size_t line, unsigned char flags)
{
    nqcnf_cnf *cnf = r->cnf;
    const size_t index = cnf->clause_count;
    if (index >= UINT32_MAX - 1) return NQCNF_ERR_TOO_LARGE;
    /* before the 0 that closes it moves the literals */
    const int as_written =
        c->count == c->written_count &&
        memcmp(c->normal, c->written, c->count * sizeof *c->normal) == 0;
    nqcnf_status status = nqcnf_cnf_builder_push_literal(r, 0);
    if (status != NQCNF_OK) return status;
    if (nqcnf_grow((void **)&cnf->lines, &r->clause_capacity, index + 1,
                   sizeof *cnf->lines) ||
        nqcnf_grow((void **)&cnf->flags, &r->flag_capacity, index + 1, 1) ||
        nqcnf_grow((void **)&cnf->sorted_offsets, &r->sorted_offset_capacity,
                   index + 1, sizeof *cnf->sorted_offsets) ||
        nqcnf_grow((void **)&r->next, &r->next_capacity, index + 1,
                   sizeof *r->next) ||
        (r->counted != NULL &&
         nqcnf_grow((void **)&r->counted, &r->counted_capacity, index + 1,
                    1)) ||
        nqcnf_grow((void **)&cnf->offsets, &r->offset_capacity, index + 2,
                   sizeof *cnf->offsets))
        return NQCNF_ERR_OUT_OF_MEMORY;
    if (as_written) {
        cnf->sorted_offsets[index] = NQCNF_CNF_AS_WRITTEN;
    } else {
        if (r->sorted_count + c->count + 1 >= UINT32_MAX)
            return NQCNF_ERR_TOO_LARGE;
        cnf->sorted_offsets[index] = (uint32_t)r->sorted_count;
        c->normal[c->count] = 0;
        r->sorted_count += c->count + 1;
    }
    cnf->lines[index] = (uint32_t)line;
    cnf->flags[index] = flags;
    r->next[index] = 0;
    if (r->counted != NULL) r->counted[index] = 0;
    cnf->offsets[index + 1] = (uint32_t)r->literal_count;
    cnf->clause_count = index + 1;
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_builder_close_clause(cnf_builder *r, size_t line,
                                            unsigned char flags)
{
    nqcnf_cnf *cnf = r->cnf;
    if (line >= UINT32_MAX) return NQCNF_ERR_TOO_LARGE;
    const int keep = r->keep_open;
    r->keep_open = 0;
    const size_t start = cnf->offsets[cnf->clause_count];
    closing c;
    memset(&c, 0, sizeof c);
    c.damaged = (flags & NQCNF_CNF_CLAUSE_DAMAGED) != 0;
    c.written_count = r->literal_count - start;
    c.written = cnf->literals + start;
    nqcnf_status status = normalize(r, &c);
    if (status != NQCNF_OK) return status;
    const uint32_t head = find_head(r, &c);
    int has[KINDS];
    has[REPEATED] = c.count < c.written_count;
    has[TAUTOLOGY] = c.tautology;
    has[DUPLICATE] = head != UINT32_MAX && !c.damaged;
    cnf_run *run = NULL;
    if (head != UINT32_MAX) {
        status = find_run(r, head, 0, &run);
        if (status != NQCNF_OK) return status;
    }
    int what[KINDS];
    for (int k = 0; k < KINDS; k++)
        what[k] = has[k] ? fate(r, run, head, k) : NONE;
    /* a damaged clause like an earlier one, its bad words counted (not
     * numbers: no reading of the text by its numbers applies), is
     * counted as its copy, so a million "x 0" lines cost no clause each */
    const int word_copy = c.damaged && (flags & NQCNF_CNF_BUILD_WORDS) &&
                          head != UINT32_MAX;
    int store = head == UINT32_MAX || (c.damaged && !word_copy) || keep;
    for (int k = 0; k < KINDS; k++)
        if (what[k] == MAKE) store = 1;
    flags &= (unsigned char)~NQCNF_CNF_BUILD_WORDS;
    cnf->clauses_read++;
    if (!store) {
        /* a copy whose issues are all counted: nothing of it is kept */
        for (int k = 0; k < KINDS && status == NQCNF_OK; k++) {
            if (what[k] == REPEAT) count_issue(r, run, k, line);
            if (what[k] == UNLISTED) status = count_unlisted(r, head, k);
        }
        if (status != NQCNF_OK) return status;
        r->literal_count = start;
        return count_gap(r);
    }
    if (c.tautology) flags |= NQCNF_CNF_CLAUSE_TAUTOLOGY;
    if (has[DUPLICATE]) flags |= NQCNF_CNF_CLAUSE_DUPLICATE;
    status = store_clause(r, &c, line, flags);
    if (status != NQCNF_OK) return status;
    const uint32_t clause = (uint32_t)(cnf->clause_count - 1);
    if (head == UINT32_MAX) status = add_head(r, clause, c.hash);
    const uint32_t first = head == UINT32_MAX ? clause : head;
    for (int k = 0; k < KINDS && status == NQCNF_OK; k++) {
        if (what[k] == UNLISTED) status = count_unlisted(r, first, k);
        if (what[k] == REPEAT) count_issue(r, run, k, line);
        if (what[k] != MAKE) continue;
        if (run == NULL) status = find_run(r, first, 1, &run);
        if (status != NQCNF_OK) break;
        if (run->made[k] == 0) r->distinct[kinds[k]]++;
        status = make_issue(r, run, k, &c, clause, line, first);
    }
    return status;
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
        status = cut_to_size((void **)&cnf->sorted, &r->sorted_capacity,
                             r->sorted_count, sizeof *cnf->sorted);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->offsets, &r->offset_capacity,
                             clauses + 1, sizeof *cnf->offsets);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->sorted_offsets,
                             &r->sorted_offset_capacity, clauses,
                             sizeof *cnf->sorted_offsets);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->lines, &r->clause_capacity,
                             clauses, sizeof *cnf->lines);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->flags, &r->flag_capacity,
                             clauses, 1);
    if (status == NQCNF_OK)
        status = cut_to_size((void **)&cnf->gaps, &r->gap_capacity,
                             cnf->gap_count, sizeof *cnf->gaps);
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
    nqcnf_status status = cut_arrays(builder);
    if (status == NQCNF_OK && builder->made_count > 0) {
        if (nqcnf_reserve((void **)&cnf->issues, &builder->issue_capacity,
                          cnf->issue_count + builder->made_count,
                          sizeof *cnf->issues))
            status = NQCNF_ERR_OUT_OF_MEMORY;
        else {
            memcpy(cnf->issues + cnf->issue_count, builder->made,
                   builder->made_count * sizeof *cnf->issues);
            cnf->issue_count += builder->made_count;
        }
    }
    nqcnf_cnf_builder_release(builder);
    if (status != NQCNF_OK) return status;
    if (cnf->issue_count == 0) return NQCNF_OK; /* issues may be NULL */
    place_late_issues(cnf->issues, ordered, read_issues);
    status = sort_clause_issues(cnf->issues + read_issues,
                                cnf->issue_count - read_issues);
    if (status != NQCNF_OK) return status;
    return merge_issues(cnf->issues, read_issues, cnf->issue_count);
}
