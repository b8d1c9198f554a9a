/*
 * check.c - a CNF as read, compared with the reference encoding.
 *
 * Students' files differ from the reference in order, in wording and in
 * substance, and only the last matters. So clauses are compared as sets
 * of normalized clauses first (cheap, and it names every missing and
 * extra clause); then the changes that are equivalent for every N are
 * recognised (variants.c); only what is left goes to a solver, which
 * decides on the board whether the differences change the solutions
 * (implication.c, projection.c, board_rules.c). Identical files never
 * reach a solver, so N = 20 costs a sort.
 *
 * The reference clauses come from the generator with a sink that also
 * keeps the generator's notes, so a missing auxiliary-variable clause can
 * still be told apart by the line it belongs to.
 *
 * A file is anybody's, and a bound per solver question does not bound
 * the whole (thousands of questions, a reference of millions of clauses
 * for a 34-byte file at N = 150), so the caller's options.stop is polled
 * throughout: while the reference is built, between questions and inside
 * each search. Stopping is not an error: the report keeps what was
 * decided, and whatever was not is UNDECIDED, never guessed.
 */
#include "check/compare.h"
#include "read/clause_order.h"
#include "solve/solver.h"

#include <stdlib.h>
#include <string.h>

/* ---- Stopping ------------------------------------------------------------ */

int nqcnf_check_stopped(check_state *state)
{
    if (!state->stopped && state->options.stop != NULL)
        state->stopped = state->options.stop(state->options.stop_context) != 0;
    return state->stopped;
}

void nqcnf_check_stop_solver(const check_state *state, nqcnf_solver *solver)
{
    if (state->options.stop != NULL)
        nqcnf_solver_set_terminate(solver, state->options.stop_context,
                                   state->options.stop);
}

/* ---- Clauses as sets ---------------------------------------------------- */

int nqcnf_clause_key_order(const clause_key *x, const clause_key *y)
{
    return nqcnf_clause_order(x->literals, x->count, y->literals, y->count);
}

static int compare_keys(const void *a, const void *b)
{
    return nqcnf_clause_key_order(a, b);
}

/* By content, then index: equal clauses of one list in their order. */
static int compare_keys_then_indexes(const void *a, const void *b)
{
    const clause_key *x = a, *y = b;
    const int order = nqcnf_clause_key_order(x, y);
    if (order != 0) return order;
    return (x->index > y->index) - (x->index < y->index);
}

void nqcnf_clause_keys_sort(clause_key *keys, size_t count)
{
    if (count > 1) qsort(keys, count, sizeof *keys, compare_keys);
}

int nqcnf_int32_order(const void *a, const void *b)
{
    const int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

size_t nqcnf_sort_distinct(int32_t *values, size_t count)
{
    if (count < 2) return count;
    qsort(values, count, sizeof *values, nqcnf_int32_order);
    size_t kept = 0;
    for (size_t i = 0; i < count; i++)
        if (kept == 0 || values[kept - 1] != values[i])
            values[kept++] = values[i];
    return kept;
}

/* ---- The comparison ---------------------------------------------------- */

/* Whether the file writes the reference's clauses in its order, each
 * literal where the generator put it. */
static int same_sequence(const nqcnf_cnf *cnf, const reference_clauses *r)
{
    if (cnf->clause_count != r->clause_count ||
        cnf->clauses_read != cnf->clause_count)
        return 0;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        size_t count;
        const int32_t *generated = nqcnf_reference_generated(r, c, &count);
        if ((cnf->flags[c] & NQCNF_CNF_CLAUSE_DAMAGED) ||
            cnf->offsets[c + 1] - cnf->offsets[c] - 1 != count ||
            memcmp(cnf->literals + cnf->offsets[c], generated,
                   count * sizeof *generated) != 0)
            return 0;
    }
    return 1;
}

nqcnf_status nqcnf_check_add_difference(check_state *state,
                                        const nqcnf_difference *difference)
{
    nqcnf_check_report *report = state->report;
    if (nqcnf_grow((void **)&report->differences,
                   &state->difference_capacity, report->difference_count + 1,
                   sizeof *report->differences))
        return NQCNF_ERR_OUT_OF_MEMORY;
    report->differences[report->difference_count++] = *difference;
    return NQCNF_OK;
}

int nqcnf_side_has(const side *s, const int32_t *literals, size_t count)
{
    const clause_key wanted = {literals, count, 0};
    size_t low = 0, high = s->key_count;
    while (low < high) {
        const size_t middle = low + (high - low) / 2;
        const clause_key key = nqcnf_side_key(s, middle);
        const int order = nqcnf_clause_key_order(&key, &wanted);
        if (order == 0) return 1;
        if (order < 0) low = middle + 1;
        else high = middle;
    }
    return 0;
}

int nqcnf_clause_keys_find(const clause_key *keys, size_t count,
                           const int32_t *literals, size_t literal_count)
{
    /* the search of a side, over keys that are no side's */
    side s;
    memset(&s, 0, sizeof s);
    s.keys = keys;
    s.key_count = keys != NULL ? count : 0;
    return nqcnf_side_has(&s, literals, literal_count);
}

int nqcnf_clause_on_board(uint32_t n, const int32_t *literals, size_t count)
{
    const int64_t squares = (int64_t)n * n;
    for (size_t i = 0; i < count; i++) {
        const int64_t literal = literals[i];
        if (literal > squares || -literal > squares) return 0;
    }
    return 1;
}

/* A difference as first found: board-only ones open for a solver;
 * missing ones over the reference's auxiliary variables judged on the
 * board; extra ones over the file's, by component (projection.c). */
static nqcnf_difference new_difference(const check_state *state, int extra,
                                       size_t clause)
{
    const nqcnf_cnf *cnf = state->cnf;
    const nqcnf_check_report *report = state->report;
    nqcnf_difference d;
    memset(&d, 0, sizeof d);
    d.clause = clause;
    d.component = SIZE_MAX;
    d.implied = NQCNF_IMPLIED_UNDECIDED;
    if (extra) {
        d.kind = NQCNF_DIFFERENCE_EXTRA;
        d.line = cnf->lines[clause];
        d.literals = cnf->literals + cnf->offsets[clause];
        d.count = cnf->offsets[clause + 1] - cnf->offsets[clause] - 1;
    } else {
        const reference_clauses *r = &report->store->reference;
        d.kind = NQCNF_DIFFERENCE_MISSING;
        d.literals = nqcnf_reference_generated(r, clause, &d.count);
        d.group = nqcnf_reference_group(r, clause);
        if (!nqcnf_clause_on_board(state->options.n, d.literals, d.count))
            d.implied = NQCNF_IMPLIED_ON_BOARD;
    }
    d.meaning = nqcnf_clause_meaning(state->options.n, d.literals, d.count);
    return d;
}

/* Marks in `only` (by index in its own list) the clauses of `mine` that
 * `other` lacks; both sorted, walked like a merge, each step constant. */
static void mark_unmatched(const side *mine, const side *other,
                           unsigned char *only)
{
    size_t j = 0;
    clause_key previous = {NULL, 0, 0};
    for (size_t i = 0; i < mine->key_count; i++) {
        const clause_key key = nqcnf_side_key(mine, i);
        if (i > 0 && nqcnf_clause_key_order(&previous, &key) == 0)
            continue; /* the same clause twice in one list */
        previous = key;
        clause_key theirs = {NULL, 0, 0};
        while (j < other->key_count &&
               (theirs = nqcnf_side_key(other, j),
                nqcnf_clause_key_order(&theirs, &key) < 0))
            j++;
        if (j < other->key_count &&
            nqcnf_clause_key_order(&theirs, &key) == 0)
            continue;
        only[key.index] = 1;
    }
}

/* Records what only one list has: the file's extras, then the
 * reference's missing clauses, each in its own list's order. Marked by
 * index and read back in order rather than sorted afterwards: sorting
 * five million differences of N = 150 took seconds. */
static nqcnf_status collect_differences(check_state *state)
{
    const size_t counts[2] = {state->cnf->clause_count,
                              state->report->store->reference.clause_count};
    for (int pass = 0; pass < 2; pass++) {
        const side *mine = pass == 0 ? &state->file : &state->reference;
        const side *other = pass == 0 ? &state->reference : &state->file;
        unsigned char *only = nqcnf_allocate(counts[pass] + 1);
        if (only == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        memset(only, 0, counts[pass] + 1);
        mark_unmatched(mine, other, only);
        /* room for them all at once: doubling a list of millions of
         * differences would leave room for millions more unused */
        size_t found = 0;
        for (size_t c = 0; c < counts[pass]; c++) found += only[c];
        nqcnf_status status = NQCNF_OK;
        if (nqcnf_reserve((void **)&state->report->differences,
                          &state->difference_capacity,
                          state->report->difference_count + found,
                          sizeof *state->report->differences))
            status = NQCNF_ERR_OUT_OF_MEMORY;
        for (size_t c = 0; status == NQCNF_OK && c < counts[pass]; c++)
            if (only[c]) {
                const nqcnf_difference d = new_difference(state, pass == 0, c);
                status = nqcnf_check_add_difference(state, &d);
            }
        nqcnf_release(only);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static void merge_keys(clause_key *keys, clause_key *scratch, size_t count)
{
    if (count < 2) return;
    const size_t half = count / 2;
    merge_keys(keys, scratch, half);
    merge_keys(keys + half, scratch, count - half);
    if (compare_keys_then_indexes(&keys[half - 1], &keys[half]) <= 0) return;
    memcpy(scratch, keys, half * sizeof *keys);
    size_t i = 0, j = half, k = 0;
    while (i < half && j < count)
        keys[k++] = compare_keys_then_indexes(&keys[j], &scratch[i]) < 0
                        ? keys[j++]
                        : scratch[i++];
    while (i < half) keys[k++] = scratch[i++];
}

/* By content, then index. qsort would do, but glibc's takes a copy of
 * the whole array for its merge sort (millions of keys at N = 150, or
 * in a file of millions of clauses): this one moves half aside. */
static nqcnf_status sort_keys(clause_key *keys, size_t count)
{
    if (count < 2) return NQCNF_OK;
    clause_key *scratch = nqcnf_allocate(count / 2 * sizeof *scratch);
    if (scratch == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    merge_keys(keys, scratch, count);
    nqcnf_release(scratch);
    return NQCNF_OK;
}

nqcnf_status nqcnf_check_file_keys(const nqcnf_cnf *cnf, clause_key **file,
                                   size_t *file_count)
{
    /* a copy of a clause says it again: the set holds its first, so the
     * keys follow the distinct clauses, not the lines */
    const unsigned char left_out = NQCNF_CNF_CLAUSE_DAMAGED |
                                   NQCNF_CNF_CLAUSE_TAUTOLOGY |
                                   NQCNF_CNF_CLAUSE_DUPLICATE;
    size_t count = 0;
    for (size_t c = 0; c < cnf->clause_count; c++)
        count += !(cnf->flags[c] & left_out);
    *file = nqcnf_allocate(sizeof **file * (count + 1));
    if (*file == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    count = 0;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        if (cnf->flags[c] & left_out) continue;
        clause_key *key = &(*file)[count++];
        key->literals = nqcnf_cnf_normalized(cnf, c, &key->count);
        key->index = c;
    }
    *file_count = count;
    return sort_keys(*file, count);
}

/* The verdict once the differences are known. */
static nqcnf_status judge(check_state *state, int look_at_other_n)
{
    nqcnf_check_report *report = state->report;
    const nqcnf_cnf *cnf = state->cnf;
    if (report->difference_count == 0) {
        const int same_header =
            cnf->has_header &&
            cnf->header_variables == report->reference_variables &&
            cnf->header_clauses == report->reference_clauses;
        report->summary = report->same_order && same_header
                              ? NQCNF_CHECK_IDENTICAL
                              : NQCNF_CHECK_SAME_CLAUSES;
        return NQCNF_OK;
    }
    report->same_order = 0;
    if (nqcnf_check_stopped(state)) {
        report->summary = NQCNF_CHECK_UNDECIDED; /* differences, unjudged */
        return NQCNF_OK;
    }
    nqcnf_status status = nqcnf_check_variants(state, &report->variants);
    if (status != NQCNF_OK || report->variants != 0) {
        for (size_t i = 0; i < report->difference_count; i++)
            report->differences[i].implied = NQCNF_IMPLIED_YES;
        report->summary = NQCNF_CHECK_EQUIVALENT_EVERY_N;
        return status;
    }
    status = nqcnf_decide_differences(state);
    if (status == NQCNF_OK && look_at_other_n && !state->stopped &&
        report->summary == NQCNF_CHECK_EQUIVALENT)
        status = nqcnf_find_other_n(state);
    return status;
}

static nqcnf_status compare(check_state *state, int look_at_other_n)
{
    nqcnf_check_report *report = state->report;
    reference_clauses *r = &report->store->reference;
    clause_key *file = NULL;
    size_t file_count = 0;
    nqcnf_status status = nqcnf_check_file_keys(state->cnf, &file,
                                                &file_count);
    if (status == NQCNF_OK) status = nqcnf_reference_sort(r);
    side *sides[2] = {&state->file, &state->reference};
    state->file.keys = file;
    state->file.key_count = file_count;
    state->file.own = state->options.n * state->options.n;
    state->reference.clauses = r;
    state->reference.key_count = r->order != NULL ? r->clause_count : 0;
    state->reference.own = (uint32_t)report->reference_variables;
    state->reference.is_reference = 1;
    if (status == NQCNF_OK) status = collect_differences(state);
    report->same_order = same_sequence(state->cnf, r);
    if (status == NQCNF_OK) status = judge(state, look_at_other_n);
    for (int k = 0; k < 2; k++) {
        nqcnf_solver_free(sides[k]->solver);
        nqcnf_release(sides[k]->beyond);
        nqcnf_release(sides[k]->proved);
        nqcnf_release(sides[k]->proved_pool);
    }
    nqcnf_release(file);
    /* the order served the comparison; the report looks clauses up by
     * index */
    nqcnf_release(r->order);
    r->order = NULL;
    return status;
}

nqcnf_status nqcnf_check_cnf_imported(const nqcnf_options *options,
                                      const nqcnf_cnf *cnf,
                                      nqcnf_check_report *report,
                                      int look_at_other_n)
{
    memset(report, 0, sizeof *report);
    nqcnf_sizes counts;
    nqcnf_status status = nqcnf_sizes_compute(options, &counts);
    if (status != NQCNF_OK) return status;
    check_state state;
    memset(&state, 0, sizeof state);
    state.options = *options;
    state.cnf = cnf;
    state.report = report;
    report->reference_variables = counts.variables;
    report->reference_clauses = counts.clauses;
    report->store = nqcnf_allocate(sizeof *report->store);
    if (report->store == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(report->store, 0, sizeof *report->store);
    status = nqcnf_reference_build(options, &report->store->reference);
    if (status == NQCNF_OK) status = compare(&state, look_at_other_n);
    /* stopped on the way: what was decided stands, the rest is open */
    if (status == NQCNF_OK && state.stopped) return NQCNF_ERR_STOPPED;
    if (status != NQCNF_OK) nqcnf_check_report_free(report);
    if (status == NQCNF_ERR_STOPPED) {
        /* stopped before the clauses were compared: nothing decided */
        report->reference_variables = counts.variables;
        report->reference_clauses = counts.clauses;
        report->summary = NQCNF_CHECK_UNDECIDED;
    }
    return status;
}

nqcnf_status nqcnf_check_arguments(const nqcnf_options *given,
                                   const nqcnf_cnf *cnf,
                                   nqcnf_check_report *report,
                                   nqcnf_options *options)
{
    if (report == NULL) return nqcnf_invalid("report is NULL");
    memset(report, 0, sizeof *report);
    if (cnf == NULL) return nqcnf_invalid("cnf is NULL");
    if (cnf->offsets == NULL)
        return nqcnf_invalid("cnf->offsets is NULL: the cnf was not read "
                             "by nqcnf_cnf_read_buffer()");
    /* Checked up front even when no question reaches a solver, so that
     * an unusable backend or a reference too large for a solver is
     * refused whatever the file holds. */
    return nqcnf_solver_import(given, options);
}

nqcnf_status nqcnf_check_cnf(const nqcnf_options *given,
                             const nqcnf_cnf *cnf,
                             nqcnf_check_report *report)
{
    nqcnf_options options;
    const nqcnf_status status =
        nqcnf_check_arguments(given, cnf, report, &options);
    if (status != NQCNF_OK) return status;
    return nqcnf_check_cnf_imported(&options, cnf, report, 1);
}

void nqcnf_check_report_free(nqcnf_check_report *report)
{
    if (report == NULL) return;
    for (size_t i = 0; i < report->difference_count; i++)
        nqcnf_board_free(&report->differences[i].witness);
    nqcnf_release(report->differences);
    if (report->store != NULL) {
        nqcnf_reference_free(&report->store->reference);
        nqcnf_clause_list_free(&report->store->rules);
        for (size_t i = 0; i < report->store->kept_count; i++) {
            nqcnf_release(report->store->kept[i]->lines);
            nqcnf_board_free(&report->store->kept[i]->witness);
            nqcnf_release(report->store->kept[i]);
        }
        nqcnf_release(report->store->kept);
        nqcnf_release(report->store);
    }
    memset(report, 0, sizeof *report);
}

const int32_t *nqcnf_check_report_reference(const nqcnf_check_report *report,
                                            size_t index, size_t *count)
{
    size_t unused;
    if (count == NULL) count = &unused;
    *count = 0;
    if (report == NULL || report->store == NULL) return NULL;
    return nqcnf_reference_generated(&report->store->reference, index, count);
}
