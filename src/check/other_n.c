/*
 * other_n.c - an N at which the same changes are not equivalent.
 *
 * A file that lacks a clause implied at its N is right there and wrong
 * elsewhere: at N = 5 a missing diagonal pair may be implied, because
 * every 5-queens solution happens to avoid that pair, while at N = 6 it
 * lets two queens attack. The report should say so and name such an N.
 * The changes are carried square by square to a neighbouring N' (a
 * missing row's or column's at-least-one clause stays that line's whole
 * clause), applied to the reference at N', and the result checked like
 * any file (without this search, so it does not recurse). Changes over
 * auxiliary variables cannot be carried over, so files with them get no
 * N'. A few neighbours suffice in practice; the search stops at the first
 * that is not equivalent.
 */
#include "check/compare.h"
#include "read/clause_order.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The neighbours tried, as offsets from N, nearest first. */
static const int NEIGHBOURS[] = {1, 2, 3, -1, -2, 4};

typedef struct text {
    char *data;
    size_t size, capacity;
} text;

static nqcnf_status append_clause(text *t, const int32_t *literals,
                                  size_t count)
{
    for (size_t i = 0; i <= count; i++) {
        if (nqcnf_grow((void **)&t->data, &t->capacity, t->size + 16, 1))
            return NQCNF_ERR_OUT_OF_MEMORY;
        t->size += (size_t)snprintf(t->data + t->size, 16, i < count
                                                              ? "%d "
                                                              : "0\n",
                                    i < count ? (int)literals[i] : 0);
    }
    return NQCNF_OK;
}

/* The clause at `to` (normalized into out), or 0 when a square does not
 * fit there. */
static int carry(uint32_t from, uint32_t to, const nqcnf_difference *d,
                 int32_t *out, size_t *count)
{
    const nqcnf_meaning *m = &d->meaning;
    if (m->kind == NQCNF_MEANING_ROW_AT_LEAST_ONE ||
        m->kind == NQCNF_MEANING_COLUMN_AT_LEAST_ONE) {
        const int rows = m->kind == NQCNF_MEANING_ROW_AT_LEAST_ONE;
        const uint32_t line = rows ? m->row1 : m->column1;
        if (line >= to) return 0;
        for (uint32_t i = 0; i < to; i++)
            out[i] = rows ? nqcnf_variable(to, line, i)
                          : nqcnf_variable(to, i, line);
        *count = to;
    } else {
        for (size_t i = 0; i < d->count; i++) {
            const int32_t literal = d->literals[i];
            const uint32_t square = (uint32_t)(literal < 0 ? -literal
                                                           : literal) - 1;
            const uint32_t row = square / from, column = square % from;
            if (row >= to || column >= to) return 0;
            const int32_t image = nqcnf_variable(to, row, column);
            out[i] = literal < 0 ? -image : image;
        }
        *count = d->count;
    }
    nqcnf_sort_literals(out, *count);
    return 1;
}

/* The reference at `options->n` with the report's changes carried over,
 * as DIMACS text; *fits 0 when some change does not fit there. */
static nqcnf_status changed_reference(const check_state *state,
                                      const nqcnf_options *options,
                                      text *t, int *fits)
{
    const nqcnf_check_report *report = state->report;
    const uint32_t from = state->options.n, to = options->n;
    const size_t count = report->difference_count;
    nqcnf_clause_list list;
    nqcnf_status status = nqcnf_clause_list_build(options, &list);
    if (status != NQCNF_OK) return status;
    /* a carried clause is a whole line (to squares) or as long as it was */
    size_t width = (from > to ? from : to) + 1;
    for (size_t i = 0; i < count; i++)
        if (report->differences[i].count + 1 > width)
            width = report->differences[i].count + 1;
    int32_t *carried = nqcnf_allocate(sizeof *carried * width * (count + 1));
    clause_key *removed = nqcnf_allocate(sizeof *removed * (count + 1));
    size_t longest = width;
    for (size_t c = 0; c < list.clause_count; c++)
        if (list.offsets[c + 1] - list.offsets[c] > longest)
            longest = list.offsets[c + 1] - list.offsets[c];
    int32_t *scratch = nqcnf_allocate(sizeof *scratch * longest);
    size_t removed_count = 0;
    *fits = carried != NULL && removed != NULL && scratch != NULL;
    if (!*fits) status = NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t i = 0; *fits && i < count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        size_t size = 0;
        *fits = carry(from, to, d, carried + i * width, &size);
        if (*fits && d->kind == NQCNF_DIFFERENCE_MISSING)
            removed[removed_count++] =
                (clause_key){carried + i * width, size, i};
    }
    if (*fits) nqcnf_clause_keys_sort(removed, removed_count);
    for (size_t c = 0; *fits && status == NQCNF_OK && c < list.clause_count;
         c++) {
        const int32_t *literals = list.literals + list.offsets[c];
        const size_t size = list.offsets[c + 1] - list.offsets[c] - 1;
        memcpy(scratch, literals, sizeof *scratch * size);
        nqcnf_sort_literals(scratch, size);
        if (nqcnf_clause_keys_find(removed, removed_count, scratch, size))
            continue;
        status = append_clause(t, literals, size);
    }
    for (size_t i = 0; *fits && status == NQCNF_OK && i < count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        if (d->kind != NQCNF_DIFFERENCE_EXTRA) continue;
        size_t size = 0;
        carry(from, to, d, scratch, &size);
        status = append_clause(t, scratch, size);
    }
    nqcnf_release(carried);
    nqcnf_release(removed);
    nqcnf_release(scratch);
    nqcnf_clause_list_free(&list);
    return status;
}

/* Whether the changes are not equivalent at `n`; -1: not tried. */
static nqcnf_status try_n(const check_state *state, uint32_t n, int *wrong)
{
    *wrong = -1;
    nqcnf_options options = state->options;
    options.n = n;
    /* refused, among others, when a pre-placed queen or a blocked square
     * is off the smaller board */
    if (nqcnf_options_check(&options) != NQCNF_OK) return NQCNF_OK;
    text t = {NULL, 0, 0};
    int fits = 0;
    nqcnf_status status = changed_reference(state, &options, &t, &fits);
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    if (status == NQCNF_OK && fits)
        status = nqcnf_cnf_read_buffer(t.data, t.size, (uint64_t)n * n, &cnf);
    nqcnf_release(t.data);
    if (status != NQCNF_OK || !fits) {
        nqcnf_cnf_free(&cnf);
        return status;
    }
    nqcnf_check_report report;
    status = nqcnf_check_cnf_imported(&options, &cnf, &report, 0);
    if (status == NQCNF_ERR_STOPPED) status = NQCNF_OK; /* undecided */
    if (status == NQCNF_OK)
        *wrong = report.summary == NQCNF_CHECK_NOT_EQUIVALENT;
    nqcnf_check_report_free(&report);
    nqcnf_cnf_free(&cnf);
    /* too large for a solver there: not a reason to fail this check */
    return status == NQCNF_ERR_TOO_LARGE ? NQCNF_OK : status;
}

nqcnf_status nqcnf_find_other_n(check_state *state)
{
    nqcnf_check_report *report = state->report;
    for (size_t i = 0; i < report->difference_count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        if (d->kind == NQCNF_DIFFERENCE_ALLOWS ||
            !nqcnf_clause_on_board(state->options.n, d->literals, d->count))
            return NQCNF_OK;
    }
    const int64_t n = state->options.n;
    for (size_t k = 0; k < sizeof NEIGHBOURS / sizeof *NEIGHBOURS; k++) {
        if (nqcnf_check_stopped(state)) break;
        const int64_t other = n + NEIGHBOURS[k];
        if (other < 1 || other > NQCNF_MAX_N) continue;
        int wrong = -1;
        nqcnf_status status = try_n(state, (uint32_t)other, &wrong);
        if (status != NQCNF_OK) return status;
        if (wrong == 1) {
            report->matters_at_n = (uint32_t)other;
            break;
        }
    }
    return NQCNF_OK;
}
