/*
 * models.c - the models of recorded clauses, found without a SAT solver.
 *
 * The library's own solving goes through PicoSAT; a test that asks
 * PicoSAT whether the library's clauses mean what they should only moves
 * the trust. This is a DPLL of a few dozen lines instead: unit
 * propagation by scanning every clause until nothing changes, then both
 * values of the first open variable. It is slow (quadratic and worse) and
 * meant for the small instances tests build: a line of the board, the
 * symmetry-breaking clauses of a small board, a board up to N = 7.
 */
#include "oracles.h"

#include "test_support.h"

#include <stdlib.h>
#include <string.h>

typedef struct model_search {
    const recording *rec;
    int32_t variables, projected;
    oracle_model_fn visit;
    void *context;
    uint64_t found;
    int stopped;
} model_search;

static int literal_value(const signed char *values, int32_t literal)
{
    const int value = values[literal < 0 ? -literal : literal];
    return literal < 0 ? -value : value;
}

/* Unit propagation to a fixpoint; 0 when a clause is falsified. */
static int propagate(const recording *rec, signed char *values)
{
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t c = 0; c < rec->clause_count; c++) {
            const int32_t *literal = rec->literals + rec->offsets[c];
            int satisfied = 0, open = 0;
            int32_t last_open = 0;
            for (; *literal != 0 && !satisfied; literal++) {
                const int value = literal_value(values, *literal);
                satisfied = value > 0;
                if (value == 0) {
                    open++;
                    last_open = *literal;
                }
            }
            if (satisfied) continue;
            if (open == 0) return 0;
            if (open == 1) {
                values[last_open < 0 ? -last_open : last_open] =
                    (signed char)(last_open < 0 ? -1 : 1);
                changed = 1;
            }
        }
    }
    return 1;
}

static signed char *copy_of(const signed char *values, int32_t variables)
{
    signed char *copy = malloc((size_t)variables + 1);
    assert_non_null(copy);
    memcpy(copy, values, (size_t)variables + 1);
    return copy;
}

/* The first open variable of 1 .. last, or 0. */
static int32_t first_open(const signed char *values, int32_t last)
{
    for (int32_t v = 1; v <= last; v++)
        if (values[v] == 0) return v;
    return 0;
}

/* Whether `values` extends to a model. */
static int satisfiable(const model_search *s, const signed char *values)
{
    signed char *mine = copy_of(values, s->variables);
    int result = 0;
    if (propagate(s->rec, mine)) {
        const int32_t open = first_open(mine, s->variables);
        if (open == 0) result = 1;
        for (int value = -1; open != 0 && value <= 1 && !result; value += 2) {
            mine[open] = (signed char)value;
            result = satisfiable(s, mine);
        }
    }
    free(mine);
    return result;
}

static void search(model_search *s, const signed char *values)
{
    signed char *mine = copy_of(values, s->variables);
    if (propagate(s->rec, mine)) {
        const int32_t open = first_open(mine, s->projected);
        for (int value = -1; open != 0 && value <= 1 && !s->stopped;
             value += 2) {
            mine[open] = (signed char)value;
            search(s, mine);
        }
        if (open == 0 && satisfiable(s, mine)) {
            s->found++;
            if (s->visit != NULL && s->visit(s->context, mine) != 0)
                s->stopped = 1;
        }
    }
    free(mine);
}

uint64_t oracle_models(const recording *rec, int32_t variables,
                       int32_t projected, const signed char *values,
                       oracle_model_fn visit, void *context)
{
    assert_true(rec->largest_variable <= variables);
    assert_true(projected >= 0 && projected <= variables);
    model_search s = {rec, variables, projected, visit, context, 0, 0};
    search(&s, values);
    return s.found;
}

typedef struct model_limit {
    uint64_t seen, limit;
} model_limit;

static int stop_at_limit(void *context, const signed char *values)
{
    (void)values;
    model_limit *count = context;
    return ++count->seen == count->limit;
}

uint64_t oracle_count_models(const recording *rec, int32_t variables,
                             const signed char *values, uint64_t limit)
{
    model_limit count = {0, limit};
    return oracle_models(rec, variables, variables, values, stop_at_limit,
                         &count);
}

int oracle_model_board(uint32_t n, const signed char *values,
                       unsigned char *squares, uint32_t *columns)
{
    for (uint32_t i = 0; i < n * n; i++) {
        const int value = values[i + 1];
        squares[i] = value > 0   ? NQCNF_SQUARE_QUEEN
                     : value < 0 ? NQCNF_SQUARE_EMPTY
                                 : NQCNF_SQUARE_UNASSIGNED;
        if (columns != NULL && value > 0) columns[i / n] = i % n;
    }
    return oracle_is_solution(n, squares);
}

int oracle_model_is_solution(void *context, const signed char *values)
{
    const uint32_t n = *(const uint32_t *)context;
    unsigned char *squares = malloc((size_t)n * n);
    assert_non_null(squares);
    if (!oracle_model_board(n, values, squares, NULL))
        fail_msg("a model of N = %u is not a solution", n);
    free(squares);
    return 0;
}

uint64_t oracle_generated_models(const nqcnf_options *options,
                                 oracle_model_fn visit, void *context)
{
    recording rec;
    record_generated(options, &rec);
    const int32_t squares = (int32_t)(options->n * options->n);
    const int32_t variables =
        rec.largest_variable > squares ? rec.largest_variable : squares;
    signed char *open = calloc((size_t)variables + 1, 1);
    assert_non_null(open);
    const uint64_t models =
        oracle_models(&rec, variables, squares, open, visit, context);
    free(open);
    recording_free(&rec);
    return models;
}

uint64_t oracle_board_extensions(const recording *rec, int32_t variables,
                                 uint32_t n, const uint32_t *columns,
                                 uint64_t limit)
{
    assert_true((int64_t)n * n <= variables);
    signed char *values = calloc((size_t)variables + 1, 1);
    assert_non_null(values);
    for (uint32_t i = 0; i < n * n; i++)
        values[i + 1] = (signed char)(columns[i / n] == i % n ? 1 : -1);
    const uint64_t models = oracle_count_models(rec, variables, values, limit);
    free(values);
    return models;
}
