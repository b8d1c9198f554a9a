/*
 * solver.h - the one seam between the library and SAT solvers.
 *
 * Solving, counting, completion cores and the checker all need the same
 * few things of a solver: clauses in, assumptions, a solve that may be
 * bounded, the model, the failed assumptions. Those are IPASIR's calls,
 * so that is the shape of the seam: a backend is a table of functions
 * (solver_backend) in one file, backend_<name>.c, plus one row in the
 * table of backends.c. Everything a backend need not know is written once
 * above it, in solver.c: choosing the backend named by the options,
 * loading the encoding through the generator (the solver sees exactly the
 * clauses a DIMACS file would hold, without text), batching clauses, and
 * the order of calls. Solvers abort the process on calls out of order
 * (a value before any model, a failed assumption after a satisfiable
 * solve); nqcnf_solver refuses those calls itself, so no backend ever
 * sees one.
 *
 * Every call returns a status instead of aborting; after
 * NQCNF_ERR_OUT_OF_MEMORY the instance may be broken and only answers
 * NQCNF_ERR_OUT_OF_MEMORY until it is freed. An instance belongs to one
 * thread at a time; instances share nothing.
 */
#ifndef NQCNF_SOLVE_SOLVER_H
#define NQCNF_SOLVE_SOLVER_H

#include "core/internal.h"

#include <limits.h>

/* What a solve found; the numbers are IPASIR's. */
typedef enum solver_result {
    SOLVER_UNKNOWN = 0, /* a decision limit or the terminate callback
                           stopped the search */
    SOLVER_SATISFIABLE = 10,
    SOLVER_UNSATISFIABLE = 20
} solver_result;

/* Polled during a search; non-zero stops it (the solve then answers
 * SOLVER_UNKNOWN). */
typedef int (*solver_terminate_fn)(void *state);

/* What a backend must do. Every function gets the instance that create
 * made; literals are DIMACS literals, never 0 or INT32_MIN (solver.c
 * checks); the order of calls is IPASIR's, as solver.c guarantees:
 * value only after a satisfiable solve and failed only after an
 * unsatisfiable one, with no add or assume in between. */
typedef struct solver_backend {
    /* A new empty instance; `variables` is a hint of how many will come.
     * On failure *instance is NULL and nothing is left allocated. */
    nqcnf_status (*create)(void **instance, uint32_t variables);
    /* Clauses back to back, each closed by a 0, `count` literals in all
     * (zeros included); always whole clauses. */
    nqcnf_status (*add)(void *instance, const int32_t *literals,
                        size_t count);
    /* Assumes a literal for the next solve only. */
    nqcnf_status (*assume)(void *instance, int32_t literal);
    /* Solves under the clauses and assumptions so far, giving up after
     * `decision_limit` decisions (negative: no limit). solver.c adds one
     * decision per assumption to the caller's limit. */
    nqcnf_status (*solve)(void *instance, int64_t decision_limit,
                          solver_result *result);
    /* Whether the literal is true in the model of the last solve. */
    int (*value)(void *instance, int32_t literal);
    /* Whether the assumption `literal` was used to refute the last solve
     * (a sufficient set, not necessarily a minimal one). */
    nqcnf_status (*failed)(void *instance, int32_t literal, int *failed);
    /* Installs (terminate non-NULL) or removes the callback. */
    void (*set_terminate)(void *instance, void *state,
                          solver_terminate_fn terminate);
    /* Frees everything, also after an error. */
    void (*release)(void *instance);
} solver_backend;

/* For backends: a decision limit as the solvers' C interfaces take it,
 * an int, -1 for none; and their answer, IPASIR's codes, as the result. */
static inline int solver_int_limit(int64_t decision_limit)
{
    if (decision_limit < 0) return -1;
    return decision_limit > INT_MAX ? INT_MAX : (int)decision_limit;
}

static inline solver_result solver_result_of(int answer)
{
    return answer == SOLVER_SATISFIABLE     ? SOLVER_SATISFIABLE
           : answer == SOLVER_UNSATISFIABLE ? SOLVER_UNSATISFIABLE
                                            : SOLVER_UNKNOWN;
}

/* The backend that `backend` names in this build, or NULL if it names
 * none or the build lacks it (backends.c). */
const solver_backend *nqcnf_solver_backend(nqcnf_backend backend);

typedef struct nqcnf_solver nqcnf_solver;

/* What a public entry point in front of a solver does first: imports
 * the caller's options (nqcnf_options_import: validated, fields newer
 * than the caller at their defaults) into *local, which is all the units
 * behind it see, and checks that they name a backend this build has
 * (else NQCNF_ERR_INVALID_ARGUMENT) and that their encoding fits a
 * solver, which counts clauses and variables in an int like the solvers
 * that read files: NQCNF_ERR_TOO_LARGE beyond NQCNF_SOLVER_CLAUSE_LIMIT
 * clauses (N >= 1089). */
nqcnf_status nqcnf_solver_import(const nqcnf_options *given,
                                 nqcnf_options *local);

/* A new instance of the options' backend holding every clause of their
 * encoding; the options must come from nqcnf_solver_import. On any
 * error *solver is NULL and nothing is left allocated. */
nqcnf_status nqcnf_solver_new(const nqcnf_options *options,
                              nqcnf_solver **solver);

/* A new empty instance of `backend`, for clauses that are not an
 * encoding (a file being checked); `variables` is a hint. */
nqcnf_status nqcnf_solver_open(nqcnf_backend backend, uint32_t variables,
                               nqcnf_solver **solver);

/* Adds one clause (DIMACS literals, without the closing 0). Clauses are
 * batched: an error of the backend may surface at a later call. */
nqcnf_status nqcnf_solver_add_clause(nqcnf_solver *solver,
                                     const int32_t *literals, size_t count);

/* Assumes `literal` true for the next solve only, so one instance can
 * try many sets of assumptions and keep what it learned. */
nqcnf_status nqcnf_solver_assume(nqcnf_solver *solver, int32_t literal);

/* Solves, giving up after `decision_limit` decisions beyond those that
 * set the assumptions (negative: no limit; 0: the assumptions and what
 * they propagate, no search). */
nqcnf_status nqcnf_solver_solve_limited(nqcnf_solver *solver,
                                        int64_t decision_limit,
                                        solver_result *result);

/* Solves without a limit; *satisfiable is 1 or 0. A search that still
 * ends unknown (a terminate callback) is NQCNF_ERR_STOPPED. */
nqcnf_status nqcnf_solver_solve(nqcnf_solver *solver, int *satisfiable);

/* After a satisfiable solve: is this literal true? 0 at any other time. */
int nqcnf_solver_is_true(const nqcnf_solver *solver, int32_t literal);

/* After an unsatisfiable solve: *failed is 1 if the assumption `literal`
 * was used to derive the contradiction, 0 otherwise (and 0 for every
 * assumption when the clauses alone are contradictory).
 * NQCNF_ERR_INVALID_ARGUMENT if the last solve was not unsatisfiable or a
 * clause or assumption came after it. */
nqcnf_status nqcnf_solver_failed(nqcnf_solver *solver, int32_t literal,
                                 int *failed);

/* Installs or (terminate NULL) removes the terminate callback. */
void nqcnf_solver_set_terminate(nqcnf_solver *solver, void *state,
                                solver_terminate_fn terminate);

void nqcnf_solver_free(nqcnf_solver *solver);

#endif
