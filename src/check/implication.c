/*
 * implication.c - whether a clause one side lacks follows from the other,
 * and the verdict that the answers add up to.
 *
 * A board-only extra clause of the file is harmless exactly when the
 * reference AND the clause's negation is unsatisfiable; a board-only
 * missing one when the file's clauses AND its negation are. That holds
 * whatever auxiliary variables either side has: they are free in the
 * question, so "implied" means implied on the board. Each side is loaded
 * once into a solver of the options' backend (the reference through the
 * generator, like every solver of the library; the file from its
 * clauses), and each question is one solve with the clause's negation
 * assumed, so the solver keeps what it learned from one question to the
 * next. A model is the witness that the clause is not implied.
 *
 * Clauses over auxiliary variables cannot be judged one by one (another
 * numbering of the same encoding shares none of them): projection.c
 * judges them on the board. Counting (counting.c) goes before any
 * solver, with what each side has and what was proved of it so far.
 *
 * The file is whatever a student or a fuzzer wrote, so the questions are
 * bounded twice over. Its variables beyond the board are renumbered
 * densely before a solver sees them: "p cnf 2000000000 3" with a clause on
 * variable 1999999999 would otherwise make the solver allocate for two
 * billion variables (minutes, gigabytes; CaDiCaL aborts when it runs out)
 * for a three-clause file. And the search is bounded: see DECISION_LIMIT.
 */
#include "check/compare.h"

#include <stdlib.h>
#include <string.h>

/* Questions are bounded searches: the pigeonhole principle hides in
 * many of them ("do the rows' at-least-one and the columns' at-most-one
 * imply a column's at-least-one?"), exponential for resolution. Those
 * that counting decides never reach a solver; anything else that hard is
 * reported as undecided, not guessed.
 *
 * Even an easy question takes about one decision per open variable to
 * find its witness (N = 20: a few hundred), so the bounds grow with the
 * side's variables V. Every question is first asked with the short
 * limit 2V + 100, which settles nearly all questions of real files; then
 * those still open with the long limit, max(DECISION_LIMIT, 4 (2V + 100)),
 * so that one hard question early in a file cannot spend what the easy
 * ones after it need. Decisions spent on questions left open are charged
 * to a budget of one long limit per side; once it is spent, that side's
 * questions get only what propagating the assumptions decides.
 *
 * That bounds a hostile file: the pigeonhole principle on 90 variables
 * takes 4.6 KB, defeats every question, and costs PicoSAT up to 50
 * microseconds a decision deep in its search; for N <= 6 (what the fuzzer
 * checks) the budget is 5000 decisions, and the whole check of that file
 * takes 50 ms in the fuzzer's instrumented build. A limit per question
 * alone would multiply the cost by the number of questions. */
#define DECISION_LIMIT 5000

/* ---- Variables --------------------------------------------------------- */

/* The variable of a literal, or 0 for INT32_MIN, which has none. */
static int32_t variable_of(int32_t literal)
{
    return literal == INT32_MIN ? 0 : literal < 0 ? -literal : literal;
}

int32_t nqcnf_side_literal(const side *s, int32_t literal)
{
    const int32_t variable = variable_of(literal);
    int32_t renamed = 0;
    if (variable != 0 && (uint32_t)variable <= s->own) renamed = variable;
    else if (s->beyond_count > 0) {
        const int32_t *found = bsearch(&variable, s->beyond, s->beyond_count,
                                       sizeof *s->beyond, nqcnf_int32_order);
        if (found != NULL)
            renamed = (int32_t)s->own + 1 + (int32_t)(found - s->beyond);
    }
    return literal < 0 ? -renamed : renamed;
}

nqcnf_status nqcnf_side_gather_beyond(side *s)
{
    size_t count = 0;
    for (size_t c = 0; c < s->key_count; c++) count += s->keys[c].count;
    if (count == 0) return NQCNF_OK;
    s->beyond = nqcnf_allocate(sizeof *s->beyond * count);
    if (s->beyond == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t c = 0; c < s->key_count; c++)
        for (size_t i = 0; i < s->keys[c].count; i++) {
            const int32_t variable = variable_of(s->keys[c].literals[i]);
            if ((uint32_t)variable > s->own)
                s->beyond[s->beyond_count++] = variable;
        }
    qsort(s->beyond, s->beyond_count, sizeof *s->beyond, nqcnf_int32_order);
    size_t kept = 0;
    for (size_t i = 0; i < s->beyond_count; i++)
        if (kept == 0 || s->beyond[kept - 1] != s->beyond[i])
            s->beyond[kept++] = s->beyond[i];
    s->beyond_count = kept;
    return NQCNF_OK;
}

/* ---- Solvers ------------------------------------------------------------ */

nqcnf_status nqcnf_side_add_clause(const side *s, nqcnf_solver *solver,
                                   const clause_key *key, int32_t extra,
                                   int32_t **buffer, size_t *capacity)
{
    if (nqcnf_grow((void **)buffer, capacity, key->count + 1,
                   sizeof **buffer))
        return NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t i = 0; i < key->count; i++)
        (*buffer)[i] = nqcnf_side_literal(s, key->literals[i]);
    if (extra != 0) (*buffer)[key->count] = extra;
    return nqcnf_solver_add_clause(solver, *buffer,
                                   key->count + (extra != 0));
}

static nqcnf_status load_file(side *s, nqcnf_backend backend)
{
    nqcnf_status status = nqcnf_solver_open(
        backend, s->own + (uint32_t)s->beyond_count, &s->solver);
    int32_t *clause = NULL;
    size_t capacity = 0;
    for (size_t c = 0; status == NQCNF_OK && c < s->key_count; c++)
        status = nqcnf_side_add_clause(s, s->solver, &s->keys[c], 0, &clause,
                                       &capacity);
    nqcnf_release(clause);
    return status;
}

nqcnf_status nqcnf_side_load(check_state *state, side *s)
{
    if (s->solver != NULL) return NQCNF_OK;
    nqcnf_status status = s->is_reference
                              ? nqcnf_solver_new(&state->options, &s->solver)
                              : load_file(s, state->options.backend);
    if (status != NQCNF_OK) return status;
    nqcnf_check_stop_solver(state, s->solver);
    /* The limits of a side whose solver holds its V variables (see
     * DECISION_LIMIT). */
    const int64_t variables = (int64_t)s->own + (int64_t)s->beyond_count;
    const int64_t quick = 2 * variables + 100;
    s->limits[0] = quick;
    s->limits[1] = 4 * quick > DECISION_LIMIT ? 4 * quick : DECISION_LIMIT;
    s->budget = s->limits[1];
    return NQCNF_OK;
}

nqcnf_status nqcnf_side_board(const side *s, uint32_t n, nqcnf_board *board)
{
    nqcnf_status status = nqcnf_board_init(board, n, NQCNF_SQUARE_EMPTY);
    for (uint32_t i = 0; status == NQCNF_OK && i < n * n; i++)
        if (nqcnf_solver_is_true(s->solver, (int32_t)i + 1))
            board->squares[i] = NQCNF_SQUARE_QUEEN;
    return status;
}

nqcnf_status nqcnf_side_ask(check_state *state, side *s, int round,
                            const int32_t *literals, size_t count,
                            int *implied, nqcnf_board *witness)
{
    nqcnf_status status = nqcnf_side_load(state, s);
    for (size_t i = 0; status == NQCNF_OK && i < count; i++) {
        const int32_t literal = nqcnf_side_literal(s, literals[i]);
        if (literal != 0) status = nqcnf_solver_assume(s->solver, -literal);
    }
    int64_t limit = s->limits[round];
    if (limit > s->budget) limit = s->budget;
    solver_result result = SOLVER_UNKNOWN;
    if (status == NQCNF_OK)
        status = nqcnf_solver_solve_limited(s->solver, limit, &result);
    if (status != NQCNF_OK) return status;
    if (result == SOLVER_UNKNOWN) s->budget -= limit;
    *implied = result == SOLVER_UNSATISFIABLE ? NQCNF_IMPLIED_YES
               : result == SOLVER_UNKNOWN     ? NQCNF_IMPLIED_UNDECIDED
                                              : NQCNF_IMPLIED_NO;
    if (result == SOLVER_UNSATISFIABLE &&
        nqcnf_clause_on_board(state->options.n, literals, count))
        return nqcnf_side_prove(s, literals, count);
    if (result != SOLVER_SATISFIABLE || witness == NULL) return NQCNF_OK;
    return nqcnf_side_board(s, state->options.n, witness);
}

/* ---- Counting ------------------------------------------------------------ */

nqcnf_status nqcnf_side_prove(side *s, const int32_t *literals, size_t count)
{
    /* Only what counting reads: at-least-one lines and pairs. */
    if (count < 2 || (count == 2 && literals[0] > 0)) return NQCNF_OK;
    if (nqcnf_grow((void **)&s->proved_pool, &s->pool_capacity,
                   s->pool_size + count, sizeof *s->proved_pool) ||
        nqcnf_grow((void **)&s->proved, &s->proved_capacity,
                   s->proved_count + 1, sizeof *s->proved))
        return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(s->proved_pool + s->pool_size, literals, sizeof *literals * count);
    s->proved[s->proved_count++] = (clause_key){NULL, count, s->pool_size};
    s->pool_size += count;
    return NQCNF_OK;
}

int nqcnf_side_knows(const void *side_context, const int32_t *literals,
                     size_t count)
{
    const side *s = side_context;
    if (nqcnf_side_has(s, literals, count)) return 1;
    return s->proved_count > 0 &&
           nqcnf_clause_keys_find(s->proved, s->proved_count, literals, count);
}

nqcnf_status nqcnf_side_line_facts(const check_state *state, side *s,
                                   line_facts *facts)
{
    /* proved clauses arrive in question order, and the pool may have
     * moved; pointed at and sorted here, once per call, so that lookups
     * are binary searches */
    for (size_t i = 0; i < s->proved_count; i++)
        s->proved[i].literals = s->proved_pool + s->proved[i].index;
    nqcnf_clause_keys_sort(s->proved, s->proved_count);
    return nqcnf_line_facts_compute(state->options.n, nqcnf_side_knows, s,
                                    facts);
}

/* ---- Board-only differences ---------------------------------------------- */

static int is_at_least_one(const nqcnf_meaning *m)
{
    return m->kind == NQCNF_MEANING_ROW_AT_LEAST_ONE ||
           m->kind == NQCNF_MEANING_COLUMN_AT_LEAST_ONE;
}

/* The side that must imply a difference: the reference an extra clause,
 * the file a missing one. */
static side *judge_of(check_state *state, const nqcnf_difference *d)
{
    return d->kind == NQCNF_DIFFERENCE_EXTRA ? &state->reference
                                             : &state->file;
}

/* One round over the open board-only differences: pairs and the rest
 * first, at-least-one clauses last, so that counting sees the pairs the
 * solver proved in this round. */
static nqcnf_status decide_round(check_state *state, int round)
{
    nqcnf_check_report *report = state->report;
    nqcnf_status status = NQCNF_OK;
    for (int pass = 0; pass < 2 && status == NQCNF_OK; pass++) {
        if (nqcnf_check_stopped(state)) break; /* facts cost N^3 lookups */
        line_facts facts[2]; /* by the file, by the reference */
        memset(facts, 0, sizeof facts);
        status = nqcnf_side_line_facts(state, &state->file, &facts[0]);
        if (status == NQCNF_OK)
            status =
                nqcnf_side_line_facts(state, &state->reference, &facts[1]);
        for (size_t i = 0; status == NQCNF_OK && i < report->difference_count;
             i++) {
            nqcnf_difference *d = &report->differences[i];
            if (nqcnf_check_stopped(state)) break; /* the rest stay open */
            if (d->implied != NQCNF_IMPLIED_UNDECIDED ||
                is_at_least_one(&d->meaning) != pass ||
                !nqcnf_clause_on_board(state->options.n, d->literals,
                                       d->count))
                continue; /* decided, later in this round, or not alone */
            side *s = judge_of(state, d);
            if (nqcnf_line_facts_imply(&facts[s == &state->reference],
                                       &d->meaning))
                d->implied = NQCNF_IMPLIED_YES;
            else
                status = nqcnf_side_ask(state, s, round, d->literals, d->count,
                                        &d->implied, &d->witness);
        }
        nqcnf_line_facts_free(&facts[0]);
        nqcnf_line_facts_free(&facts[1]);
    }
    return status;
}

/* ---- The verdict ------------------------------------------------------- */

/* Whether both sides have no model at all: then every question is
 * answered "implied" for nothing, and the report says so instead. */
static nqcnf_status both_unsatisfiable(check_state *state, int *both)
{
    *both = 0;
    solver_result result = SOLVER_UNKNOWN;
    nqcnf_status status = nqcnf_side_load(state, &state->reference);
    if (status == NQCNF_OK)
        status = nqcnf_solver_solve_limited(state->reference.solver, -1,
                                            &result);
    if (status != NQCNF_OK || result != SOLVER_UNSATISFIABLE) return status;
    status = nqcnf_side_load(state, &state->file);
    if (status == NQCNF_OK)
        status = nqcnf_solver_solve_limited(state->file.solver,
                                            state->file.limits[1], &result);
    *both = status == NQCNF_OK && result == SOLVER_UNSATISFIABLE;
    return status;
}

static int reference_auxiliary_missing(const check_state *state)
{
    const nqcnf_check_report *report = state->report;
    for (size_t i = 0; i < report->difference_count; i++)
        if (report->differences[i].implied == NQCNF_IMPLIED_ON_BOARD)
            return 1;
    return 0;
}

/* A check that was stopped may not have judged everything, e.g. the
 * board rules that stand in for missing auxiliary clauses, so it never
 * says "equivalent". */
static void summarize(nqcnf_check_report *report, int stopped)
{
    int all_implied = 1, undecided = 0;
    for (size_t i = 0; i < report->difference_count; i++) {
        all_implied &= report->differences[i].implied != NQCNF_IMPLIED_NO;
        undecided |=
            report->differences[i].implied == NQCNF_IMPLIED_UNDECIDED;
    }
    report->summary = !all_implied ? NQCNF_CHECK_NOT_EQUIVALENT
                      : undecided || stopped ? NQCNF_CHECK_UNDECIDED
                                             : NQCNF_CHECK_EQUIVALENT;
}

nqcnf_status nqcnf_decide_differences(check_state *state)
{
    nqcnf_check_report *report = state->report;
    nqcnf_status status = nqcnf_side_gather_beyond(&state->file);
    int both = 0;
    if (status == NQCNF_OK && !nqcnf_check_stopped(state))
        status = both_unsatisfiable(state, &both);
    if (status == NQCNF_OK && both) {
        for (size_t i = 0; i < report->difference_count; i++)
            report->differences[i].implied = NQCNF_IMPLIED_YES;
        report->summary = NQCNF_CHECK_BOTH_UNSATISFIABLE;
        return NQCNF_OK;
    }
    for (int round = 0; status == NQCNF_OK && round < 2; round++)
        status = decide_round(state, round);
    if (status == NQCNF_ERR_STOPPED) {
        /* a solver's load stopped (solver.c): what is open stays open */
        state->stopped = 1;
        status = NQCNF_OK;
    }
    if (status == NQCNF_OK && !nqcnf_check_stopped(state))
        status = nqcnf_judge_components(state);
    if (status == NQCNF_OK && reference_auxiliary_missing(state) &&
        !nqcnf_check_stopped(state))
        status = nqcnf_judge_board_rules(state);
    if (status == NQCNF_ERR_STOPPED) {
        state->stopped = 1;
        status = NQCNF_OK;
    }
    if (status == NQCNF_OK) summarize(report, state->stopped);
    return status;
}
