/*
 * queens_core.c - which pre-placed queens cannot be completed.
 *
 * When pre-placed queens cannot be completed, the useful answer is which
 * of them are to blame. The instance is loaded once WITHOUT the queens'
 * unit clauses (blocked squares and every other option stay: they are
 * the board the queens must be completed on), and the queens become
 * assumptions, which the solver takes back after each solve: one instance
 * then tries any number of subsets and keeps what it learned between
 * them. An unsatisfiable solve names the assumptions it used (failed
 * assumptions), a sufficient set but often not a minimal one, so it is
 * shrunk by deletion: each queen of the set is left out in turn, and stays
 * out if the rest still cannot be completed (the set then shrinks further
 * to that solve's failed assumptions). A queen is kept only when the set
 * without it can be completed; any smaller set is completable too (fewer
 * queens constrain less), so when the loop ends no queen of the result can
 * be dropped: the core is minimal, though not necessarily the smallest.
 * Each queen costs one solve, and almost every one is settled by
 * propagation, so boards of N = 50 take a fraction of a second.
 *
 * When no queen is to blame because the board has no solution even
 * without them (N = 2 or 3, blocked squares, symmetry breaking), the
 * minimal set is empty: *core_count is 0, as for completable queens;
 * nqcnf_solve tells the two apart.
 */
#include "core/internal.h"
#include "solve/solver.h"

typedef struct core_search {
    nqcnf_solver *solver;
    const nqcnf_options *options;
    size_t *core;  /* indexes into options->queens */
    size_t count;
} core_search;

static int32_t queen_literal(const core_search *search, size_t position)
{
    const nqcnf_options *options = search->options;
    const nqcnf_square_ref *queen = &options->queens[search->core[position]];
    return nqcnf_variable(options->n, queen->row, queen->column);
}

/* Solves with every queen of the core assumed except the one at `skip`
 * (search->count for none). */
static nqcnf_status solve_assuming(core_search *search, size_t skip,
                                   int *satisfiable)
{
    for (size_t i = 0; i < search->count; i++) {
        if (i == skip) continue;
        const nqcnf_status status =
            nqcnf_solver_assume(search->solver, queen_literal(search, i));
        if (status != NQCNF_OK) return status;
    }
    return nqcnf_solver_solve(search->solver, satisfiable);
}

/* After an unsatisfiable solve_assuming: keeps the queens whose assumption
 * failed, in their order. Queens found necessary earlier are always among
 * them (a set without one of them can be completed, so it cannot be
 * unsatisfiable), so the positions before `skip` do not move. */
static nqcnf_status keep_failed(core_search *search, size_t skip)
{
    size_t kept = 0;
    for (size_t i = 0; i < search->count; i++) {
        if (i == skip) continue;
        int failed;
        const nqcnf_status status = nqcnf_solver_failed(
            search->solver, queen_literal(search, i), &failed);
        if (status != NQCNF_OK) return status;
        if (failed) search->core[kept++] = search->core[i];
    }
    search->count = kept;
    return NQCNF_OK;
}

static nqcnf_status shrink_core(core_search *search)
{
    int satisfiable;
    nqcnf_status status = solve_assuming(search, search->count, &satisfiable);
    if (status != NQCNF_OK) return status;
    if (satisfiable) {
        search->count = 0; /* the queens can be completed */
        return NQCNF_OK;
    }
    status = keep_failed(search, search->count);
    size_t position = 0;
    while (status == NQCNF_OK && position < search->count) {
        status = solve_assuming(search, position, &satisfiable);
        if (status != NQCNF_OK) break;
        if (satisfiable) position++; /* this queen is needed */
        else status = keep_failed(search, position);
    }
    return status;
}

nqcnf_status nqcnf_queens_core(const nqcnf_options *given, size_t *core,
                                   size_t *core_count)
{
    if (core_count == NULL) return nqcnf_invalid("core_count is NULL");
    *core_count = 0;
    nqcnf_options options;
    nqcnf_status status = nqcnf_solver_import(given, &options);
    if (status != NQCNF_OK) return status;
    if (core == NULL && options.queen_count > 0)
        return nqcnf_invalid("core is NULL with options->queen_count %zu",
                             options.queen_count);
    if (options.queen_count == 0) return NQCNF_OK;

    nqcnf_options board = options;
    board.queens = NULL;
    board.queen_count = 0;
    core_search search = {NULL, &options, core, options.queen_count};
    for (size_t i = 0; i < search.count; i++) core[i] = i;
    status = nqcnf_solver_new(&board, &search.solver);
    if (status == NQCNF_OK) status = shrink_core(&search);
    nqcnf_solver_free(search.solver);
    if (status == NQCNF_OK) *core_count = search.count;
    return status;
}
