/*
 * variants.c - the changes that keep a file equivalent for every N.
 *
 * A grader wants to accept a file that differs from the reference only
 * in ways that would be right at any N, and no other: a missing clause
 * that happens to be implied at N = 5 is a mistake that shows at N = 7.
 * What is right at every N is what counting gives (counting.c) from the
 * clauses the file itself has: a row's or a column's at-least-one
 * clause, or an at-most-one pair in a row or a column, when the other
 * lines make that line exactly one queen. The argument uses nothing but
 * the lines' clauses, so it holds at every N. Added clauses are right at
 * every N when the reference gives them the same way: one that contains
 * a reference clause (subsumed), or a row's or column's clause that the
 * reference's own lines give by counting (the columns' at-least-one
 * against --no-column-alo). So a file is a variant when every difference
 * is such a missing or added clause; the flags name which kinds.
 *
 * Squares numbered column by column (variable c*N + r + 1) read the
 * board mirrored in its main diagonal, which maps solutions to
 * solutions: a file that is the reference in that numbering (or a
 * counting variant of it) is equivalent too, unless the options are not
 * symmetric under the mirror (symmetry breaking picks another
 * representative; pre-placed queens and blocked squares move).
 */
#include "check/compare.h"
#include "read/clause_order.h"

#include <stdlib.h>
#include <string.h>

/* The flag a missing clause needs, or 0 when it is no counting kind. */
static unsigned flag_of(const nqcnf_meaning *m)
{
    switch (m->kind) {
    case NQCNF_MEANING_ROW_AT_LEAST_ONE:
        return NQCNF_VARIANT_NO_ROW_AT_LEAST_ONE;
    case NQCNF_MEANING_COLUMN_AT_LEAST_ONE:
        return NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE;
    case NQCNF_MEANING_ROW_AT_MOST_ONE:
    case NQCNF_MEANING_COLUMN_AT_MOST_ONE:
        return NQCNF_VARIANT_COUNTED_AT_MOST_ONE;
    default: return 0;
    }
}

/* What the reference gives, to judge the file's added clauses: its
 * clauses by their first literal (a clause contained in an added one
 * has its first literal there), its line facts, and per-line counts.
 * Built on the first added clause: most files add none. A reference
 * clause by its first literal is self-contained, so qsort needs no
 * context. */
typedef struct first_literal {
    int32_t literal;
    size_t key; /* its index in the reference's keys */
} first_literal;

typedef struct reference_gives {
    int ready;
    first_literal *first; /* ascending by literal */
    size_t total;
    line_facts facts;
    uint32_t *counts; /* 4N: positive per row, per column; negative too */
} reference_gives;

static int by_literal(const void *a, const void *b)
{
    return nqcnf_int32_order(&((const first_literal *)a)->literal,
                             &((const first_literal *)b)->literal);
}

static nqcnf_status gives_build(const check_state *state, reference_gives *g)
{
    const side *reference = &state->reference;
    const size_t count = reference->key_count;
    g->ready = 1;
    g->first = nqcnf_allocate(sizeof *g->first * (count + 1));
    g->counts = nqcnf_allocate(sizeof *g->counts * 4 * state->options.n);
    if (g->first == NULL || g->counts == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t i = 0; i < count; i++) {
        const clause_key key = nqcnf_side_key(reference, i);
        if (key.count > 0)
            g->first[g->total++] = (first_literal){key.literals[0], i};
    }
    if (g->total > 1) qsort(g->first, g->total, sizeof *g->first, by_literal);
    return nqcnf_line_facts_compute(state->options.n, nqcnf_side_knows,
                                    reference, &g->facts);
}

static void gives_free(reference_gives *g)
{
    nqcnf_release(g->first);
    nqcnf_release(g->counts);
    nqcnf_line_facts_free(&g->facts);
}

/* Whether sorted `small` is contained in sorted `big` (both normalized,
 * so in the order clause_order.c sorts literals). */
static int contained(const clause_key *small, const clause_key *big)
{
    size_t j = 0;
    for (size_t i = 0; i < small->count; i++) {
        while (j < big->count && big->literals[j] != small->literals[i]) j++;
        if (j == big->count) return 0;
    }
    return 1;
}

static int subsumed(const check_state *state, const reference_gives *g,
                    const clause_key *added)
{
    const side *reference = &state->reference;
    const size_t total = g->total;
    for (size_t i = 0; i < added->count; i++) {
        /* the first clause whose first literal is this one */
        size_t low = 0, high = total;
        while (low < high) {
            const size_t middle = low + (high - low) / 2;
            if (g->first[middle].literal < added->literals[i])
                low = middle + 1;
            else high = middle;
        }
        for (; low < total && g->first[low].literal == added->literals[i];
             low++)
        {
            const clause_key key = nqcnf_side_key(reference, g->first[low].key);
            if (contained(&key, added)) return 1;
        }
    }
    return 0;
}

/* Whether the added clause holds a whole line's squares where the
 * reference gives that line a queen, or two squares of a line where it
 * gives at most one. */
static int counted(uint32_t n, reference_gives *g, const clause_key *added)
{
    uint32_t *positive = g->counts, *negative = g->counts + 2 * n;
    memset(g->counts, 0, sizeof *g->counts * 4 * n);
    const int64_t squares = (int64_t)n * n;
    for (size_t i = 0; i < added->count; i++) {
        const int64_t literal = added->literals[i];
        const int64_t square = (literal < 0 ? -literal : literal) - 1;
        if (square >= squares) continue;
        uint32_t *per_line = literal > 0 ? positive : negative;
        per_line[square / n]++;
        per_line[n + square % n]++;
    }
    for (uint32_t line = 0; line < 2 * n; line++)
        if ((g->facts.at_least[line] && positive[line] == n) ||
            (g->facts.at_most[line] && negative[line] >= 2))
            return 1;
    return 0;
}

/* The flag of a clause the file adds, or 0 when it may be wrong at
 * some N. */
static nqcnf_status added_flag(const check_state *state, reference_gives *g,
                               const clause_key *added, unsigned *flag)
{
    nqcnf_status status = NQCNF_OK;
    if (!g->ready) status = gives_build(state, g);
    *flag = 0;
    if (status != NQCNF_OK) return status;
    if (subsumed(state, g, added)) *flag = NQCNF_VARIANT_SUBSUMED_EXTRA;
    else if (counted(state->options.n, g, added))
        *flag = NQCNF_VARIANT_COUNTED_EXTRA;
    return NQCNF_OK;
}

/* A file clause the reference lacks, at keys[j]: a repeat of the one
 * before is nothing new; any other must be given by the reference. */
static nqcnf_status judge_added(const check_state *state, reference_gives *g,
                                const side *file, size_t j, int *variant,
                                int *differs, unsigned *found)
{
    if (j > 0 &&
        nqcnf_clause_key_order(&file->keys[j - 1], &file->keys[j]) == 0)
        return NQCNF_OK;
    unsigned flag = 0;
    const nqcnf_status status = added_flag(state, g, &file->keys[j], &flag);
    *variant = flag != 0;
    *differs = 1;
    *found |= flag;
    return status;
}

/* The flags when the file (its keys in `file`) is the reference but for
 * missing clauses that counting restores and added clauses the
 * reference gives; 0 otherwise. */
static nqcnf_status counting_variant(const check_state *state,
                                     const side *file, unsigned *flags)
{
    const side *reference = &state->reference;
    const uint32_t n = state->options.n;
    *flags = 0;
    line_facts facts;
    nqcnf_status status =
        nqcnf_line_facts_compute(n, nqcnf_side_knows, file, &facts);
    if (status != NQCNF_OK) return status;
    reference_gives gives;
    memset(&gives, 0, sizeof gives);
    unsigned found = 0;
    int differs = 0, variant = 1;
    size_t j = 0;
    for (size_t i = 0;
         i < reference->key_count && variant && status == NQCNF_OK; i++) {
        const clause_key key = nqcnf_side_key(reference, i);
        const clause_key *wanted = &key;
        while (j < file->key_count && variant && status == NQCNF_OK &&
               nqcnf_clause_key_order(&file->keys[j], wanted) < 0)
            status = judge_added(state, &gives, file, j++, &variant,
                                 &differs, &found);
        if (!variant || status != NQCNF_OK) break;
        if (j < file->key_count &&
            nqcnf_clause_key_order(&file->keys[j], wanted) == 0) {
            j++;
            continue;
        }
        differs = 1;
        const nqcnf_meaning m =
            nqcnf_clause_meaning(n, wanted->literals, wanted->count);
        const unsigned flag = flag_of(&m);
        if (flag == 0 || !nqcnf_line_facts_imply(&facts, &m)) variant = 0;
        found |= flag;
    }
    for (; j < file->key_count && variant && status == NQCNF_OK; j++)
        status = judge_added(state, &gives, file, j, &variant, &differs,
                             &found);
    nqcnf_line_facts_free(&facts);
    gives_free(&gives);
    if (status != NQCNF_OK) return status;
    if (variant && differs) *flags = found;
    if (variant && !differs) *flags = NQCNF_VARIANT_TRANSPOSED; /* only
        reached for the mirrored keys: the direct ones differ */
    return NQCNF_OK;
}

/* The file's keys with every square mirrored in the main diagonal,
 * normalized again; literals in `storage`. */
static nqcnf_status mirror_keys(const check_state *state, side *mirrored,
                                clause_key **keys_out, int32_t **storage)
{
    const side *file = &state->file;
    const uint32_t n = state->options.n;
    size_t total = 0;
    for (size_t i = 0; i < file->key_count; i++) total += file->keys[i].count;
    clause_key *keys = nqcnf_allocate(sizeof *keys * (file->key_count + 1));
    *storage = nqcnf_allocate(sizeof **storage * (total + 1));
    if (keys == NULL || *storage == NULL) {
        nqcnf_release(keys);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    size_t at = 0;
    for (size_t i = 0; i < file->key_count; i++) {
        const clause_key *key = &file->keys[i];
        int32_t *out = *storage + at;
        for (size_t j = 0; j < key->count; j++) {
            const int32_t literal = key->literals[j];
            const uint32_t variable =
                (uint32_t)(literal < 0 ? -literal : literal);
            int32_t image = (int32_t)variable;
            if (variable <= n * n)
                image = (int32_t)(((variable - 1) % n) * n +
                                  (variable - 1) / n + 1);
            out[j] = literal < 0 ? -image : image;
        }
        nqcnf_sort_literals(out, key->count);
        keys[i] = (clause_key){out, key->count, key->index};
        at += key->count;
    }
    nqcnf_clause_keys_sort(keys, file->key_count);
    mirrored->keys = *keys_out = keys;
    mirrored->key_count = file->key_count;
    return NQCNF_OK;
}

/* The direct reading wins, unless it needs added clauses and the file is
 * the reference numbered column by column: the same file read the
 * simplest way (against --no-column-alo, the mirrored reference adds the
 * columns' clauses and lacks the rows', which counting also accepts). */
nqcnf_status nqcnf_check_variants(check_state *state, unsigned *variants)
{
    const unsigned added =
        NQCNF_VARIANT_SUBSUMED_EXTRA | NQCNF_VARIANT_COUNTED_EXTRA;
    nqcnf_status status = counting_variant(state, &state->file, variants);
    const nqcnf_options *o = &state->options;
    const int settled = *variants != 0 && (*variants & added) == 0;
    if (status != NQCNF_OK || settled || o->symmetry_breaking ||
        o->queen_count > 0 || o->blocked_count > 0)
        return status;
    const unsigned direct = *variants;
    side mirrored;
    memset(&mirrored, 0, sizeof mirrored);
    int32_t *storage = NULL;
    clause_key *keys = NULL;
    status = mirror_keys(state, &mirrored, &keys, &storage);
    unsigned flipped = 0;
    if (status == NQCNF_OK)
        status = counting_variant(state, &mirrored, &flipped);
    if (flipped != 0) flipped |= NQCNF_VARIANT_TRANSPOSED;
    *variants = direct == 0 || flipped == NQCNF_VARIANT_TRANSPOSED
                    ? flipped
                    : direct;
    nqcnf_release(keys);
    nqcnf_release(storage);
    return status;
}
