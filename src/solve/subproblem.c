/*
 * subproblem.c - a sub-problem's clauses, simplified under its prefix.
 *
 * The straightforward way to solve a sub-problem is to load the whole
 * encoding into a fresh solver and add the prefix queens as unit clauses;
 * the solver then throws most of it away at level 0. With deep splits
 * (thousands of sub-problems of a few solutions each, which is what makes
 * counting fast) that loading was most of the time: at N = 14 the
 * encoding has about 5,000 clauses, of which a sub-problem with five
 * queens placed keeps a few hundred. So the clauses are built once
 * (nqcnf_clause_list_build, the generator's own list, whatever the
 * encoding, symmetry breaking, pre-placed queens or blocked squares), with
 * an occurrence list per literal, and each sub-problem runs plain unit
 * propagation over them from its prefix queens (the instance's own unit
 * clauses are propagated once, in the base): satisfied clauses are
 * dropped, false literals removed, and the variables that are left are
 * renumbered densely, so the solver's arrays are as small as the problem.
 * That is exactly what the solver would do at level 0, minus the cost of
 * loading thousands of dead clauses; a conflict in propagation means no
 * solution, and no solver is made at all.
 *
 * The blocking clause after a solution names only the queens that
 * propagation did not fix: every solution of the sub-problem shares the
 * others, so the shorter clause excludes the same single board.
 */
#include "solve/subproblem.h"

#include <string.h>

struct subproblem_base {
    nqcnf_options options;
    nqcnf_clause_list list;
    uint32_t variables;
    size_t *occurrence_start;  /* by literal index, 2 * variables + 2 */
    uint32_t *occurrences;     /* clause indexes */
    signed char *implied;      /* by variable: what the unit clauses imply */
    int contradictory;         /* the unit clauses alone conflict */
};

struct subproblem_state {
    const subproblem_base *base;
    signed char *value;        /* by variable: 1 true, -1 false, 0 open */
    int32_t *trail;
    size_t trail_count;
    int32_t *renumbered;       /* by variable: the solver's variable, 0 none */
    int32_t *simplified;       /* the clauses left, each closed by 0 */
    size_t simplified_count, simplified_capacity;
    int32_t dense_count;       /* the variables left */
    uint32_t *fixed_column;    /* by row: the column propagation fixed, or n */
};

static size_t literal_index(int32_t literal)
{
    return literal > 0 ? 2u * (size_t)literal : 2u * (size_t)-literal + 1;
}

/* Clause c of the list, without the bounds checks of
 * nqcnf_clause_list_get (propagation asks millions of times). */
static const int32_t *clause_at(const nqcnf_clause_list *list, size_t c,
                                size_t *length)
{
    *length = list->offsets[c + 1] - list->offsets[c] - 1;
    return list->literals + list->offsets[c];
}

/* ---- Propagation ----------------------------------------------------- */

static int literal_value(const signed char *value, int32_t literal)
{
    const signed char v = value[literal > 0 ? literal : -literal];
    return literal > 0 ? v : -v;
}

static void assign(signed char *value, int32_t *trail, size_t *count,
                   int32_t literal)
{
    value[literal > 0 ? literal : -literal] = literal > 0 ? 1 : -1;
    trail[(*count)++] = literal;
}

/* Propagates the trail from `head`; 0 on a conflict. */
static int propagate(const subproblem_base *base, signed char *value,
                     int32_t *trail, size_t *count, size_t head)
{
    for (; head < *count; head++) {
        const size_t falsified = literal_index(-trail[head]);
        for (size_t o = base->occurrence_start[falsified];
             o < base->occurrence_start[falsified + 1]; o++) {
            size_t length;
            const int32_t *clause =
                clause_at(&base->list, base->occurrences[o], &length);
            int32_t open = 0;
            size_t open_count = 0;
            int satisfied = 0;
            for (size_t i = 0; i < length && !satisfied; i++) {
                const int v = literal_value(value, clause[i]);
                if (v > 0) satisfied = 1;
                else if (v == 0) open = clause[i], open_count++;
            }
            if (satisfied || open_count > 1) continue;
            if (open_count == 0) return 0;
            assign(value, trail, count, open);
        }
    }
    return 1;
}

static int clause_satisfied(const signed char *value, const int32_t *clause,
                            size_t length)
{
    for (size_t i = 0; i < length; i++)
        if (literal_value(value, clause[i]) > 0) return 1;
    return 0;
}

/* ---- The base, shared by the threads --------------------------------- */

static nqcnf_status index_occurrences(subproblem_base *base)
{
    const nqcnf_clause_list *list = &base->list;
    const size_t slots = 2u * (size_t)base->variables + 3;
    base->occurrence_start = nqcnf_allocate(sizeof(size_t) * slots);
    const size_t total = list->offsets[list->clause_count] -
                         list->clause_count; /* without the zeros */
    base->occurrences = nqcnf_allocate(sizeof(uint32_t) * (total + 1));
    if (base->occurrence_start == NULL || base->occurrences == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    memset(base->occurrence_start, 0, sizeof(size_t) * slots);
    for (size_t i = 0; i < list->offsets[list->clause_count]; i++)
        if (list->literals[i] != 0)
            base->occurrence_start[literal_index(list->literals[i]) + 1]++;
    for (size_t s = 1; s < slots; s++)
        base->occurrence_start[s] += base->occurrence_start[s - 1];
    for (size_t c = 0; c < list->clause_count; c++) {
        size_t length;
        const int32_t *clause = clause_at(list, c, &length);
        for (size_t i = 0; i < length; i++)
            base->occurrences[base->occurrence_start[literal_index(
                clause[i])]++] = (uint32_t)c;
    }
    /* The fill moved each start to the next one's: shift back. */
    for (size_t s = slots - 1; s > 0; s--)
        base->occurrence_start[s] = base->occurrence_start[s - 1];
    base->occurrence_start[0] = 0;
    return NQCNF_OK;
}

static nqcnf_status imply_units(subproblem_base *base)
{
    const size_t size = (size_t)base->variables + 1;
    base->implied = nqcnf_allocate(size);
    int32_t *trail = nqcnf_allocate(sizeof *trail * size);
    if (base->implied == NULL || trail == NULL) {
        nqcnf_release(trail);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    memset(base->implied, 0, size);
    size_t count = 0;
    for (size_t c = 0; c < base->list.clause_count && !base->contradictory;
         c++) {
        size_t length;
        const int32_t *clause = clause_at(&base->list, c, &length);
        if (length == 0) base->contradictory = 1;
        if (length != 1) continue;
        const int v = literal_value(base->implied, clause[0]);
        if (v < 0) base->contradictory = 1;
        if (v == 0) assign(base->implied, trail, &count, clause[0]);
    }
    if (!base->contradictory &&
        !propagate(base, base->implied, trail, &count, 0))
        base->contradictory = 1;
    nqcnf_release(trail);
    return NQCNF_OK;
}

void nqcnf_subproblem_base_free(subproblem_base *base)
{
    if (base == NULL) return;
    nqcnf_clause_list_free(&base->list);
    nqcnf_release(base->occurrence_start);
    nqcnf_release(base->occurrences);
    nqcnf_release(base->implied);
    nqcnf_release(base);
}

nqcnf_status nqcnf_subproblem_base_new(const nqcnf_options *options,
                                       subproblem_base **made)
{
    *made = NULL;
    subproblem_base *base = nqcnf_allocate(sizeof *base);
    if (base == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(base, 0, sizeof *base);
    base->options = *options;
    nqcnf_status status = nqcnf_clause_list_build(options, &base->list);
    if (status == NQCNF_OK && base->list.clause_count > UINT32_MAX)
        status = NQCNF_ERR_TOO_LARGE;
    base->variables = base->list.variable_count;
    if (status == NQCNF_OK) status = index_occurrences(base);
    if (status == NQCNF_OK) status = imply_units(base);
    if (status != NQCNF_OK) {
        nqcnf_subproblem_base_free(base);
        return status;
    }
    *made = base;
    return NQCNF_OK;
}

/* ---- One thread's sub-problems --------------------------------------- */

void nqcnf_subproblem_state_free(subproblem_state *state)
{
    if (state == NULL) return;
    nqcnf_release(state->value);
    nqcnf_release(state->trail);
    nqcnf_release(state->renumbered);
    nqcnf_release(state->simplified);
    nqcnf_release(state->fixed_column);
    nqcnf_release(state);
}

nqcnf_status nqcnf_subproblem_state_new(const subproblem_base *base,
                                        subproblem_state **made)
{
    *made = NULL;
    subproblem_state *state = nqcnf_allocate(sizeof *state);
    if (state == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(state, 0, sizeof *state);
    state->base = base;
    const size_t size = (size_t)base->variables + 1;
    const uint32_t n = base->options.n;
    state->value = nqcnf_allocate(size);
    state->trail = nqcnf_allocate(sizeof *state->trail * size);
    state->renumbered = nqcnf_allocate(sizeof *state->renumbered * size);
    state->fixed_column = nqcnf_allocate(sizeof *state->fixed_column * n);
    if (state->value == NULL || state->trail == NULL ||
        state->renumbered == NULL ||
        state->fixed_column == NULL) {
        nqcnf_subproblem_state_free(state);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    *made = state;
    return NQCNF_OK;
}

/* The base's implications plus the prefix queens, propagated; 0 when
 * they conflict. */
static int place_prefix(subproblem_state *state, const uint32_t *columns,
                        uint32_t depth)
{
    const subproblem_base *base = state->base;
    if (base->contradictory) return 0;
    const uint32_t n = base->options.n;
    memcpy(state->value, base->implied, (size_t)base->variables + 1);
    state->trail_count = 0;
    for (uint32_t r = 0; r < depth; r++) {
        const int32_t queen = nqcnf_variable(n, r, columns[r]);
        const int v = literal_value(state->value, queen);
        if (v < 0) return 0;
        if (v == 0)
            assign(state->value, state->trail, &state->trail_count, queen);
    }
    return propagate(base, state->value, state->trail, &state->trail_count,
                     0);
}

/* The queens propagation fixed, row by row (n where none is). */
static void note_fixed_columns(subproblem_state *state)
{
    const uint32_t n = state->base->options.n;
    for (uint32_t r = 0; r < n; r++) {
        state->fixed_column[r] = n;
        for (uint32_t c = 0; c < n; c++)
            if (state->value[nqcnf_variable(n, r, c)] > 0)
                state->fixed_column[r] = c;
    }
}

/* Every clause not yet satisfied, without its false literals, in the
 * solver's dense numbering, into `simplified` (each closed by 0), first:
 * the solver is then made for exactly the variables that are left.
 * PicoSAT sorts every variable it is given when it starts, which for all
 * n*n squares was a tenth of the whole count. */
static nqcnf_status simplify_rest(subproblem_state *state)
{
    const subproblem_base *base = state->base;
    memset(state->renumbered, 0,
           sizeof *state->renumbered * ((size_t)base->variables + 1));
    state->dense_count = 0;
    state->simplified_count = 0;
    for (size_t c = 0; c < base->list.clause_count; c++) {
        size_t length;
        const int32_t *clause = clause_at(&base->list, c, &length);
        if (clause_satisfied(state->value, clause, length)) continue;
        if (nqcnf_grow((void **)&state->simplified,
                       &state->simplified_capacity,
                       state->simplified_count + length + 1,
                       sizeof *state->simplified) != 0)
            return NQCNF_ERR_OUT_OF_MEMORY;
        int32_t *to = state->simplified + state->simplified_count;
        for (size_t i = 0; i < length; i++) {
            const int32_t variable = clause[i] > 0 ? clause[i] : -clause[i];
            if (state->value[variable] != 0) continue;
            if (state->renumbered[variable] == 0)
                state->renumbered[variable] = ++state->dense_count;
            const int32_t dense = state->renumbered[variable];
            *to++ = clause[i] > 0 ? dense : -dense;
        }
        *to++ = 0;
        state->simplified_count = (size_t)(to - state->simplified);
    }
    return NQCNF_OK;
}

static nqcnf_status load_rest(const subproblem_state *state,
                              nqcnf_solver *solver)
{
    const int32_t *clause = state->simplified;
    const int32_t *end = clause + state->simplified_count;
    while (clause < end) {
        size_t length = 0;
        while (clause[length] != 0) length++;
        const nqcnf_status status =
            nqcnf_solver_add_clause(solver, clause, length);
        if (status != NQCNF_OK) return status;
        clause += length + 1;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_subproblem_open(subproblem_state *state,
                                   const uint32_t *columns, uint32_t depth,
                                   void *context,
                                   solver_terminate_fn terminate,
                                   nqcnf_solver **solver)
{
    *solver = NULL;
    if (!place_prefix(state, columns, depth)) return NQCNF_OK;
    note_fixed_columns(state);
    nqcnf_status status = simplify_rest(state);
    if (status != NQCNF_OK) return status;
    status = nqcnf_solver_open(state->base->options.backend,
                               (uint32_t)state->dense_count, solver);
    if (status != NQCNF_OK) return status;
    nqcnf_solver_set_terminate(*solver, context, terminate);
    status = load_rest(state, *solver);
    if (status != NQCNF_OK) {
        nqcnf_solver_free(*solver);
        *solver = NULL;
    }
    return status;
}

nqcnf_status nqcnf_subproblem_read(const subproblem_state *state,
                                   nqcnf_solver *solver, uint32_t *columns,
                                   int32_t *blocking, size_t *blocking_count)
{
    const uint32_t n = state->base->options.n;
    *blocking_count = 0;
    for (uint32_t r = 0; r < n; r++) {
        columns[r] = state->fixed_column[r];
        if (columns[r] < n) continue;
        for (uint32_t c = 0; c < n && columns[r] == n; c++) {
            const int32_t dense =
                state->renumbered[nqcnf_variable(n, r, c)];
            if (dense != 0 && nqcnf_solver_is_true(solver, dense)) {
                columns[r] = c;
                blocking[(*blocking_count)++] = -dense;
            }
        }
        if (columns[r] == n) return NQCNF_ERR_INTERNAL; /* no queen */
    }
    return NQCNF_OK;
}
