/*
 * solve.c - enumerating solutions incrementally on one solver instance.
 *
 * After each solution the same instance goes on with one more clause that
 * excludes it: solving again from scratch would throw away everything the
 * solver learned, and reload the encoding, which alone takes over a
 * second for N = 200. The blocking clause names only the N squares that
 * hold queens (not the full assignment of N*N variables): every solution
 * has exactly N queens, so "not all of these N" excludes that solution
 * and no other, and a clause N times shorter keeps propagation cheap.
 *
 * The instance is the backend the options name (solver.h); nothing here
 * depends on which one it is.
 */
#include "core/internal.h"
#include "solve/solver.h"

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
        if (on_solution(context, &walk->board) != 0) return NQCNF_ERR_STOPPED;
        status = nqcnf_solver_add_clause(walk->solver, walk->blocking,
                                         walk->board.n);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_solve(const nqcnf_options *given, uint64_t limit,
                         nqcnf_solution_fn on_solution, void *context,
                         uint64_t *found)
{
    uint64_t reported = 0;
    if (found != NULL) *found = 0;
    nqcnf_options options;
    nqcnf_status status = nqcnf_solver_import(given, &options);
    if (status != NQCNF_OK) return status;
    if (on_solution == NULL) return nqcnf_invalid("on_solution is NULL");

    enumeration walk = {NULL, {0, NULL}, NULL};
    status = nqcnf_board_init(&walk.board, options.n, NQCNF_SQUARE_EMPTY);
    if (status == NQCNF_OK) {
        walk.blocking = nqcnf_allocate(sizeof *walk.blocking * options.n);
        if (walk.blocking == NULL) status = NQCNF_ERR_OUT_OF_MEMORY;
    }
    if (status == NQCNF_OK) status = nqcnf_solver_new(&options, &walk.solver);
    if (status == NQCNF_OK)
        status = enumerate(&walk, limit, on_solution, context, &reported);

    nqcnf_solver_free(walk.solver);
    nqcnf_release(walk.blocking);
    nqcnf_board_free(&walk.board);
    if (found != NULL) *found = reported;
    return status;
}
