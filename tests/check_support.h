/*
 * check_support.h - what the two tests of the checker share.
 *
 * test_check.c (files as read, findings as data) and test_check_solvers.c
 * (what the solvers decide, and in what time) check files the same way
 * and judge witness boards the same way, here once. Each runs its tests
 * once per backend of the table (every_backend.h). The functions are
 * static inline, so a test that leaves one unused is not warned about.
 */
#ifndef NQCNF_TESTS_CHECK_SUPPORT_H
#define NQCNF_TESTS_CHECK_SUPPORT_H

#include "every_backend.h"

#include "oracles.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


typedef struct checked {
    nqcnf_cnf cnf;
    nqcnf_check_report report;
} checked;

static inline void check_text(const char *text, size_t size, uint32_t n,
                              const nqcnf_options *options, checked *out)
{
    assert_int_equal(nqcnf_cnf_read_buffer(text, size, (uint64_t)n * n,
                                           &out->cnf),
                     NQCNF_OK);
    const nqcnf_options defaults = options_for(n);
    const nqcnf_status status = nqcnf_check_cnf(
        options ? options : &defaults, &out->cnf, &out->report);
    /* a check its stop callback cut short says so, its report kept */
    if (status != NQCNF_ERR_STOPPED || options == NULL ||
        options->stop == NULL)
        assert_int_equal(status, NQCNF_OK);
}

static inline void check_file(const char *name, checked *out)
{
    char path[256];
    snprintf(path, sizeof path, "check/%s", name);
    text_buffer text = read_data_file(path);
    check_text(text.data, text.size, 4, NULL, out);
    text_buffer_free(&text);
}

static inline void checked_free(checked *c)
{
    nqcnf_check_report_free(&c->report);
    nqcnf_cnf_free(&c->cnf);
}

static inline void assert_clause(const int32_t *literals, size_t count,
                                 const char *expected)
{
    char text[256] = "";
    size_t used = 0;
    for (size_t i = 0; i < count; i++)
        used += (size_t)snprintf(text + used, sizeof text - used,
                                 i ? " %d" : "%d", (int)literals[i]);
    assert_string_equal(text, expected);
}

static inline void assert_issue(const checked *c, size_t index,
                                nqcnf_cnf_issue_kind kind, size_t line)
{
    assert_true(index < c->cnf.issue_count);
    assert_int_equal(c->cnf.issues[index].kind, kind);
    assert_int_equal(c->cnf.issues[index].line, line);
}

/* A literal under a board: 1 true, 0 false, -1 beyond the board. */
static inline int literal_value(const nqcnf_board *board, int32_t literal)
{
    const int64_t variable = literal < 0 ? -(int64_t)literal : literal;
    if (variable < 1 || variable > (int64_t)board->n * board->n) return -1;
    const int queen =
        board->squares[variable - 1] == NQCNF_SQUARE_QUEEN;
    return literal > 0 ? queen : !queen;
}

/* No literal on the board is true. (Literals beyond it are the
 * solver's to set; the test files have them only where the other side
 * never mentions their variable, so they may be false.) */
static inline int breaks(const nqcnf_board *board, const int32_t *literals,
                         size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (literal_value(board, literals[i]) == 1) return 0;
    return 1;
}

/* Every comparable clause of the file (left-out ones say nothing) has a
 * literal the board makes true, or one beyond the board that the solver
 * may have made true. */
static inline int satisfies_file(const nqcnf_cnf *cnf,
                                 const nqcnf_board *board)
{
    for (size_t c = 0; c < cnf->clause_count; c++) {
        if (cnf->flags[c] & (NQCNF_CNF_CLAUSE_DAMAGED |
                             NQCNF_CNF_CLAUSE_TAUTOLOGY))
            continue;
        int holds = 0;
        for (size_t i = cnf->offsets[c]; i + 1 < cnf->offsets[c + 1]; i++)
            holds |= literal_value(board, cnf->literals[i]) != 0;
        if (!holds) return 0;
    }
    return 1;
}

/* A witness is judged, never trusted: against an extra clause a real
 * solution the clause rules out, for a missing clause a board the file
 * allows that breaks the missing clause. */
static inline void assert_witness(const nqcnf_cnf *cnf,
                                  const nqcnf_difference *d, uint32_t n)
{
    assert_int_equal(d->witness.n, n);
    assert_true(breaks(&d->witness, d->literals, d->count));
    if (d->kind == NQCNF_DIFFERENCE_EXTRA)
        assert_true(oracle_is_solution(n, d->witness.squares));
    else
        assert_true(satisfies_file(cnf, &d->witness));
}

static inline const nqcnf_difference *
difference(const checked *c, size_t index, nqcnf_difference_kind kind,
           size_t line, const char *clause, int implied)
{
    assert_true(index < c->report.difference_count);
    const nqcnf_difference *d = &c->report.differences[index];
    assert_int_equal(d->kind, kind);
    assert_int_equal(d->line, line);
    assert_clause(d->literals, d->count, clause);
    assert_int_equal(d->implied, implied);
    if (implied == 0) assert_witness(&c->cnf, d, 4);
    else assert_int_equal(d->witness.n, 0);
    return d;
}

#endif
