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
 * the lines' clauses, so it holds at every N. So a file is a variant when
 * every difference is such a missing clause; the flags name which kinds.
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

/* The flags when the file (its keys in `file`) is the reference but for
 * missing clauses that counting restores; 0 otherwise. */
static nqcnf_status counting_variant(const check_state *state,
                                     const side *file, unsigned *flags)
{
    const side *reference = &state->reference;
    const uint32_t n = state->options.n;
    *flags = 0;
    line_facts facts;
    nqcnf_status status = line_facts_compute(n, side_knows, file, &facts);
    if (status != NQCNF_OK) return status;
    unsigned found = 0;
    int differs = 0, variant = 1;
    size_t j = 0;
    for (size_t i = 0; i < reference->key_count && variant; i++) {
        const clause_key *wanted = &reference->keys[i];
        while (j < file->key_count &&
               nqcnf_clause_key_order(&file->keys[j], wanted) < 0) {
            /* a file clause the reference lacks; repeats are fine */
            variant = j > 0 && nqcnf_clause_key_order(&file->keys[j - 1],
                                                      &file->keys[j]) == 0;
            j++;
        }
        if (!variant) break;
        if (j < file->key_count &&
            nqcnf_clause_key_order(&file->keys[j], wanted) == 0) {
            j++;
            continue;
        }
        differs = 1;
        const nqcnf_meaning m =
            nqcnf_clause_meaning(n, wanted->literals, wanted->count);
        const unsigned flag = flag_of(&m);
        if (flag == 0 || !line_facts_imply(&facts, &m)) variant = 0;
        found |= flag;
    }
    for (; j < file->key_count && variant; j++)
        variant = j > 0 && nqcnf_clause_key_order(&file->keys[j - 1],
                                                  &file->keys[j]) == 0;
    line_facts_free(&facts);
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
    clause_keys_sort(keys, file->key_count);
    mirrored->keys = *keys_out = keys;
    mirrored->key_count = file->key_count;
    return NQCNF_OK;
}

nqcnf_status check_variants(check_state *state, unsigned *variants)
{
    nqcnf_status status = counting_variant(state, &state->file, variants);
    const nqcnf_options *o = &state->options;
    if (status != NQCNF_OK || *variants != 0 || o->symmetry_breaking ||
        o->queen_count > 0 || o->blocked_count > 0)
        return status;
    side mirrored;
    memset(&mirrored, 0, sizeof mirrored);
    int32_t *storage = NULL;
    clause_key *keys = NULL;
    status = mirror_keys(state, &mirrored, &keys, &storage);
    if (status == NQCNF_OK)
        status = counting_variant(state, &mirrored, variants);
    if (*variants != 0) *variants |= NQCNF_VARIANT_TRANSPOSED;
    nqcnf_release(keys);
    nqcnf_release(storage);
    return status;
}
