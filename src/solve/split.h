/*
 * split.h - the board split into sub-problems, solved on threads.
 *
 * Counting and listing walk the same sub-problems (the queens of the
 * first rows fixed by unit clauses, one fresh solver instance each) on the
 * same threads (a shared index into the sub-problems, the calling thread
 * working too); they differ only in what they do with each solution. What
 * they share is here, once; count.c and list.c say what they do with it.
 */
#ifndef NQCNF_SOLVE_SPLIT_H
#define NQCNF_SOLVE_SPLIT_H

#include "core/internal.h"
#include "solve/solver.h"

/* Sub-problem k places the queens of the first `depth` rows in the
 * columns given by the digits of k (base n, row 0 the most significant;
 * with mirror halving the first digit stays below ceil(n/2)), so the
 * sub-problems, taken in the order of k, come in the lexicographic order
 * of their prefixes. */
typedef struct split_plan {
    nqcnf_options options;   /* imported (nqcnf_solver_import) */
    int mirror_halving;      /* only first columns c <= (n-1)/2 */
    uint32_t depth;          /* rows fixed: min(n, SPLIT_PREFIX_ROWS) */
    uint64_t prefix_count;   /* ceil(n/2) or n, times n^(depth-1) */
} split_plan;

/* Whether the mirror image of every solution of the instance is one too:
 * no pre-placed queen, blocked square or symmetry-breaking clause. */
int split_mirror_symmetric(const nqcnf_options *options);

/* Plans the split of `options`; mirror halving when `halve` is set and
 * the instance is mirror-symmetric. */
void split_plan_make(split_plan *plan, const nqcnf_options *options,
                     int halve);

/* The prefix columns of sub-problem `index` (`depth` entries); 0 when two
 * of its queens attack each other or the instance rules them out. */
int split_prefix(const split_plan *plan, uint64_t index, uint32_t *columns);

/* Whether the first column stands also for its mirror image, never
 * solved (mirror halving, and not the middle column). */
int split_has_mirror(const split_plan *plan, uint32_t first_column);

/* A solver for the sub-problem whose prefix is `columns`, stopped through
 * `terminate` (with `state`) when it returns non-zero. On error *solver
 * is NULL. */
nqcnf_status split_open(const split_plan *plan, const uint32_t *columns,
                        void *state, solver_terminate_fn terminate,
                        nqcnf_solver **solver);

/* After a satisfiable solve: the queen column of each row into `columns`
 * and the clause that blocks this solution into `blocking` (n each). */
nqcnf_status split_read_solution(nqcnf_solver *solver, uint32_t n,
                                 uint32_t *columns, int32_t *blocking);

/* Runs worker(job) on min(threads, prefix_count) threads (0: one per
 * processor), the calling thread being one of them, and returns when
 * all have. If threads cannot be started the others do the work. */
void split_run(const split_plan *plan, unsigned threads,
               void (*worker)(void *job), void *job);

#endif
