/*
 * subproblem.h - one sub-problem of a split, loaded simplified.
 *
 * The instance's clauses are built once (subproblem_base, shared
 * read-only by the threads); each sub-problem propagates its prefix
 * queens over them and hands the solver only what is left, renumbered
 * densely (see subproblem.c for why and what it measured). A
 * subproblem_state is one thread's scratch, reused from sub-problem to
 * sub-problem.
 */
#ifndef NQCNF_SOLVE_SUBPROBLEM_H
#define NQCNF_SOLVE_SUBPROBLEM_H

#include "core/internal.h"
#include "solve/solver.h"

typedef struct subproblem_base subproblem_base;
typedef struct subproblem_state subproblem_state;

/* The clauses of `options` (imported), with their occurrences and what
 * their unit clauses imply. */
nqcnf_status nqcnf_subproblem_base_new(const nqcnf_options *options,
                                       subproblem_base **base);
void nqcnf_subproblem_base_free(subproblem_base *base);

nqcnf_status nqcnf_subproblem_state_new(const subproblem_base *base,
                                        subproblem_state **state);
void nqcnf_subproblem_state_free(subproblem_state *state);

/* A solver for the sub-problem whose first `depth` rows hold queens in
 * `columns`, stopped through `terminate` (with `context`) when it returns
 * non-zero. NQCNF_OK with *solver NULL when propagation alone shows that
 * the sub-problem has no solution. */
nqcnf_status nqcnf_subproblem_open(subproblem_state *state,
                                   const uint32_t *columns, uint32_t depth,
                                   void *context,
                                   solver_terminate_fn terminate,
                                   nqcnf_solver **solver);

/* After a satisfiable solve of that solver: the queen column of each row
 * into `columns` (n entries), and the clause that excludes this board
 * and nothing else of the sub-problem into `blocking` (at most n
 * literals, *blocking_count of them: the queens the prefix did not fix). */
nqcnf_status nqcnf_subproblem_read(const subproblem_state *state,
                                   nqcnf_solver *solver, uint32_t *columns,
                                   int32_t *blocking, size_t *blocking_count);

#endif
