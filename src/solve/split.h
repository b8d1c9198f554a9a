/*
 * split.h - the board split into sub-problems, solved on threads.
 *
 * Counting and listing walk the same sub-problems (the queens of the
 * first rows fixed, one fresh solver instance each) on the same threads
 * (a shared index into the sub-problems, the calling thread working too);
 * they differ only in what they do with each solution. What they share
 * is here, once: the list of sub-problems and their estimated work, the
 * shard of it a request asks for, the threads, and the progress calls.
 * count.c and list.c say what they do with it; subproblem.c loads one
 * sub-problem into a solver.
 */
#ifndef NQCNF_SOLVE_SPLIT_H
#define NQCNF_SOLVE_SPLIT_H

#include "core/internal.h"
#include "solve/solver.h"

#include <pthread.h>

/* The sub-problems: every placement of queens on the first `depth` rows
 * that attack neither each other nor a pre-placed queen and avoid the
 * blocked squares, in lexicographic order of their columns (with mirror
 * halving only first columns c <= (n-1)/2). Each has a weight, its
 * estimated work: the number of such placements it extends to a few rows
 * deeper. The list depends on the options alone, never on the threads or
 * the shard, so that every machine cuts the same shards out of it. */
typedef struct split_plan {
    nqcnf_options options;   /* imported (nqcnf_solver_import) */
    unsigned group;          /* the problem's symmetries (classes of
                                `unique`, nqcnf_symmetry_group) */
    int mirror_halving;      /* only first columns c <= (n-1)/2 */
    uint32_t depth;          /* rows fixed by every prefix */
    size_t count;            /* prefixes in all */
    uint32_t *prefixes;      /* count * depth columns */
    uint64_t *weights;       /* count entries, each >= 1 */
    size_t first, last;      /* the shard: prefixes first .. last-1 */
    uint64_t shard_weight;   /* the sum of their weights */
} split_plan;

/* Whether the mirror image of every solution of the instance is one too:
 * no pre-placed queen, blocked square or symmetry-breaking clause. */
int nqcnf_split_mirror_symmetric(const nqcnf_options *options);

/* The instance a count solves for `options`: on the open board (mirror-
 * symmetric), the same with the symmetry-breaking clauses, so that one
 * board per class is found and counts for its class (count.c); the
 * estimate plans and times the same instance. Returns whether they were
 * added. */
int nqcnf_split_counted_instance(const nqcnf_options *options,
                                 nqcnf_options *counted);

/* Plans the split of `options` (imported) and cuts shard `shard_index`
 * of `shard_count` out of it (0 or 1: everything); mirror halving when
 * `halve` is set and the instance is mirror-symmetric. The shard is
 * checked here: NQCNF_ERR_INVALID_ARGUMENT when it does not exist. */
nqcnf_status nqcnf_split_plan_make(split_plan *plan,
                                   const nqcnf_options *options, int halve,
                                   uint32_t shard_index, uint32_t shard_count);
void nqcnf_split_plan_free(split_plan *plan);

/* The columns of prefix `index` of the whole list (`depth` entries). */
static inline const uint32_t *split_prefix(const split_plan *plan,
                                           size_t index)
{
    return plan->prefixes + index * plan->depth;
}

/* Whether the first column stands also for its mirror image, never
 * solved (mirror halving, and not the middle column). */
int nqcnf_split_has_mirror(const split_plan *plan, uint32_t first_column);

/* Runs worker(job) on min(threads, shard size) threads (0: one per
 * processor), the calling thread being one of them (also for an empty
 * shard), and returns when all have. If threads cannot be started the
 * others do the work. */
void nqcnf_split_run(const split_plan *plan, unsigned threads,
                     void (*worker)(void *job), void *job);

/* What a public entry does first with the caller's request (the rules of
 * "Structs that grow" in nqcnf.h): *local gets its fields over the
 * defaults; a NULL request is the defaults. */
nqcnf_status nqcnf_split_request_import(const nqcnf_count_request *given,
                                        nqcnf_count_request *local);

/* ---- Progress -------------------------------------------------------- */

/* The caller's progress callback, serialised under its own lock. */
typedef struct split_progress {
    nqcnf_progress_fn report;   /* NULL: nothing to do */
    void *context;
    pthread_mutex_t lock;
    nqcnf_progress state;
    uint64_t weight_done, weight_total;
} split_progress;

/* NQCNF_ERR_OUT_OF_MEMORY when the lock cannot be made. */
nqcnf_status nqcnf_split_progress_init(split_progress *progress,
                                       const split_plan *plan,
                                       nqcnf_progress_fn report,
                                       void *context);
/* One sub-problem of `weight` done, with `solutions` more found. */
void nqcnf_split_progress_part(split_progress *progress, uint64_t weight,
                               uint64_t solutions);
/* The same for a listing, which knows how many it listed so far. */
void nqcnf_split_progress_listed(split_progress *progress, uint64_t weight,
                                 uint64_t listed);
/* The final call (all parts done) when `complete`; releases the lock. */
void nqcnf_split_progress_finish(split_progress *progress, int complete);

#endif
