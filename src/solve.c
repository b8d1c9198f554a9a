/*
 * solve.c - enumerating solutions incrementally on one PicoSAT instance.
 *
 * After each solution the same instance goes on with one more clause that
 * excludes it: solving again from scratch would throw away everything the
 * solver learned, and reload the encoding, which alone takes over a
 * second for N = 200. The blocking clause names only the N squares that
 * hold queens (not the full assignment of N*N variables): every solution
 * has exactly N queens, so "not all of these N" excludes that solution
 * and no other, and a clause N times shorter keeps propagation cheap.
 */
#include "internal.h"
#include "picosat_sink.h"

/* A model as the caller sees it (a board) and as the solver needs it
 * back (the blocking clause over the queens' squares). */
typedef struct enumeration {
    nqcnf_solver *solver;
    nqcnf_board board;
    int32_t *blocking; /* n literals */
} enumeration;

/* Fills the board and the blocking clause from the solver's model. */
static nqcnf_status read_model(enumeration *walk)
{
    const uint32_t n = walk->board.n;
    size_t queens = 0;
    for (uint32_t square = 0; square < n * n; square++) {
        const int32_t variable = (int32_t)square + 1;
        const int queen = nqcnf_solver_is_true(walk->solver, variable);
        walk->board.squares[square] =
            (unsigned char)(queen ? NQCNF_SQUARE_QUEEN : NQCNF_SQUARE_EMPTY);
        if (!queen) continue;
        /* More than n queens would break the encoding's promise. */
        if (queens == n) return NQCNF_ERR_INTERNAL;
        walk->blocking[queens++] = -variable;
    }
    return queens == n ? NQCNF_OK : NQCNF_ERR_INTERNAL;
}

static nqcnf_status enumerate(enumeration *walk, uint64_t limit,
                              nqcnf_solution_fn on_solution, void *context,
                              uint64_t *reported)
{
    while (limit == 0 || *reported < limit) {
        int satisfiable;
        nqcnf_status status = nqcnf_solver_solve(walk->solver, &satisfiable);
        if (status != NQCNF_OK || !satisfiable) return status;
        status = read_model(walk);
        if (status != NQCNF_OK) return status;
        ++*reported;
        if (on_solution(context, &walk->board) != 0) return NQCNF_OK;
        status = nqcnf_solver_add_clause(walk->solver, walk->blocking,
                                         walk->board.n);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_solve(const nqcnf_options *options, uint64_t limit,
                         nqcnf_solution_fn on_solution, void *context,
                         uint64_t *found)
{
    uint64_t reported = 0;
    if (found != NULL) *found = 0;
    nqcnf_status status = nqcnf_solver_check_size(options);
    if (status != NQCNF_OK) return status;
    if (on_solution == NULL) return NQCNF_ERR_INVALID_ARGUMENT;

    enumeration walk = {NULL, {0, NULL}, NULL};
    status = nqcnf_board_init(&walk.board, options->n, NQCNF_SQUARE_EMPTY);
    if (status == NQCNF_OK) {
        walk.blocking = nqcnf_allocate(sizeof *walk.blocking * options->n);
        if (walk.blocking == NULL) status = NQCNF_ERR_OUT_OF_MEMORY;
    }
    if (status == NQCNF_OK) status = nqcnf_solver_new(options, &walk.solver);
    if (status == NQCNF_OK)
        status = enumerate(&walk, limit, on_solution, context, &reported);

    nqcnf_solver_free(walk.solver);
    nqcnf_release(walk.blocking);
    nqcnf_board_free(&walk.board);
    if (found != NULL) *found = reported;
    return status;
}

/* ---- Completion cores ------------------------------------------------
 *
 * When pre-placed queens cannot be completed, the useful answer is which
 * of them are to blame. The instance is loaded once WITHOUT the queens'
 * unit clauses (blocked squares and every other option stay: they are
 * the board the queens must be completed on), and the queens become
 * assumptions, which PicoSAT takes back after each solve: one instance
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
 * nqcnf_solve tells the two apart. */

typedef struct core_search {
    nqcnf_solver *solver;
    const nqcnf_options *options;
    size_t *core;  /* indexes into options->queens */
    size_t count;
} core_search;

static int32_t queen_literal(const core_search *search, size_t position)
{
    const nqcnf_square_ref *queen = &search->options->queens[search->core[position]];
    return nqcnf_variable(search->options->n, queen->row, queen->column);
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

nqcnf_status nqcnf_completion_core(const nqcnf_options *options, size_t *core,
                                   size_t *core_count)
{
    if (core_count == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    *core_count = 0;
    nqcnf_status status = nqcnf_options_check(options);
    if (status != NQCNF_OK) return status;
    if (core == NULL && options->queen_count > 0)
        return NQCNF_ERR_INVALID_ARGUMENT;

    nqcnf_options board = *options;
    board.queens = NULL;
    board.queen_count = 0;
    /* Checked even without queens, so that a board too large for the
     * solver is refused the same way whatever the queens. */
    status = nqcnf_solver_check_size(&board);
    if (status != NQCNF_OK || options->queen_count == 0) return status;

    core_search search = {NULL, options, core, options->queen_count};
    for (size_t i = 0; i < search.count; i++) core[i] = i;
    status = nqcnf_solver_new(&board, &search.solver);
    if (status == NQCNF_OK) status = shrink_core(&search);
    nqcnf_solver_free(search.solver);
    if (status == NQCNF_OK) *core_count = search.count;
    return status;
}
