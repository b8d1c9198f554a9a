/*
 * count.c - counting all solutions, split and in parallel.
 *
 * Counting is enumeration: one satisfiable call per solution, each
 * followed by a clause that blocks the solution's N queens. The work is
 * therefore exponential in N (A000170 grows faster than 2^N): N = 12
 * takes a fraction of a second, each further N five to seven times
 * longer, and nothing beyond N = 17 or so finishes in a day. Memory stays
 * small (one instance per thread). What keeps it fast:
 *   - blocking clauses over the queens the prefix did not fix (at most N
 *     literals) rather than the N*N of a full model, as `picosat --all`
 *     would add;
 *   - thousands of small independent sub-problems (split.c: the queens
 *     of the first rows, deeper for larger N), each a fresh solver
 *     loaded with only what propagating its prefix leaves of the
 *     encoding (subproblem.c), on several threads, each instance owned by
 *     one thread (a failure on one thread stops the searches of the
 *     others through the solver's terminate callback). Small instances
 *     search faster than one big one piling up blocking clauses;
 *   - left-right mirror symmetry: the solutions with the first queen in
 *     column n-1-c are the mirror images of those with it in column c, so
 *     only first columns c <= (n-1)/2 are solved, the others counted
 *     twice. That holds only when the instance itself is mirror-symmetric:
 *     pre-placed queens, blocked squares and symmetry-breaking clauses
 *     each make the two halves count differently, so with any of them
 *     every first-row column is solved, each once. (The instance is
 *     always the generator's with all the options.)
 *   - on the open board (no pre-placed queen, blocked square or
 *     symmetry-breaking clause of the caller's), the whole square's
 *     symmetry: the instance solved is the generator's with its
 *     symmetry-breaking clauses switched on, whose solutions are the
 *     smallest board of each class under the 8 rotations and
 *     reflections, and each counts for its class size (8, 4 or 2:
 *     nqcnf_board_columns_canonical). A class's boards are all solutions of
 *     the open board or none, so the sum is the count, from an eighth of
 *     the solver calls; measured: count 13 on one thread 2.3 s of CPU
 *     with mirror halving alone, 1.0 s this way (the extra clauses make
 *     each call dearer, so not the full 4x). `unique` then counts those
 *     boards once each.
 *
 * For `unique` (A002562) a solution counts only if its queen-column array
 * (column of the queen of each row) is the lexicographically smallest of
 * its 8 images under rotations and reflections; exactly one member of each
 * class is smallest, so each class counts once. The mirror halving still
 * holds: a smallest array is no larger than its mirror image in the first
 * row, c <= n-1-c, so every class has its representative among the
 * columns that are solved, and those are counted once, not twice. This is
 * the same representative that the symmetry-breaking clauses keep
 * (symmetry_breaking.c; the images are core/board_symmetry.c's), so
 * `unique` with symmetry breaking counts the same solutions as either
 * alone. With pre-placed queens or blocked squares, the classes are
 * those of the symmetries that keep the given squares (the plan's
 * group, core/board_symmetry.c): an image under any other symmetry need
 * not be a solution, so a class of the open board's 8 would count boards
 * that are not there. `unique` counts the solutions that are the
 * smallest of their class under that group, which is again the board
 * the symmetry-breaking clauses (made for the same group) keep.
 */
#include "core/board_symmetry.h"
#include "solve/split.h"
#include "solve/subproblem.h"

#include <stdatomic.h>

/* What the threads share: the plan, the index of the next sub-problem to
 * take, the running total and the first failure, which stops everyone. */
typedef struct count_job {
    split_plan plan;
    subproblem_base *base;
    int unique;
    int classes;             /* a solution stands for its whole class */
    split_progress progress;
    atomic_size_t next_prefix;
    atomic_uint_fast64_t total;
    atomic_int failure;      /* an nqcnf_status; NQCNF_OK while all is well */
} count_job;

/* Scratch arrays of one sub-problem, n entries each. */
typedef struct scratch {
    uint32_t *columns; /* queen column of each row */
    uint32_t *image, *smallest;
    int32_t *blocking;
    subproblem_state *state;
} scratch;

/* ---- One sub-problem ------------------------------------------------- */

static nqcnf_status enumerate_subproblem(nqcnf_solver *solver,
                                         const count_job *job, scratch *work,
                                         uint64_t *solutions)
{
    const uint32_t n = job->plan.options.n;
    for (;;) {
        int satisfiable;
        /* NQCNF_ERR_STOPPED when another thread failed: its failure is
         * the one reported. */
        nqcnf_status status = nqcnf_solver_solve(solver, &satisfiable);
        if (status != NQCNF_OK || !satisfiable) return status;
        size_t blocking_count;
        status = nqcnf_subproblem_read(work->state, solver, work->columns,
                                       work->blocking, &blocking_count);
        if (status != NQCNF_OK) return status;
        const unsigned group = job->plan.group;
        if (job->classes)
            *solutions += nqcnf_board_columns_canonical(
                work->columns, n, group, work->smallest, work->image);
        else if (!job->unique || nqcnf_board_columns_is_canonical(
                                     work->columns, n, group, work->image))
            ++*solutions;
        status = nqcnf_solver_add_clause(solver, work->blocking,
                                         blocking_count);
        if (status != NQCNF_OK) return status;
    }
}

/* With mirror halving, the first queen in column c stands for itself and,
 * unless it is in the middle column, for its mirror image in column
 * n-1-c, which is never solved. With `unique` the mirror images hold no
 * smallest array. */
static uint64_t prefix_weight(const count_job *job, uint32_t first_column)
{
    if (job->unique) return 1;
    return nqcnf_split_has_mirror(&job->plan, first_column) ? 2 : 1;
}

static int another_thread_failed(void *state)
{
    count_job *job = state;
    return atomic_load(&job->failure) != NQCNF_OK;
}

/* Counts the solutions of sub-problem `index`, mirror images included. */
static nqcnf_status solve_subproblem(count_job *job, size_t index,
                                     scratch *work, uint64_t *solutions)
{
    *solutions = 0;
    const uint32_t *prefix = split_prefix(&job->plan, index);
    nqcnf_solver *solver = NULL;
    nqcnf_status status =
        nqcnf_subproblem_open(work->state, prefix, job->plan.depth, job,
                              another_thread_failed, &solver);
    if (status == NQCNF_OK && solver != NULL)
        status = enumerate_subproblem(solver, job, work, solutions);
    nqcnf_solver_free(solver);
    *solutions *= prefix_weight(job, prefix[0]);
    return status;
}

/* ---- Threads --------------------------------------------------------- */

static void release_scratch(scratch *work)
{
    nqcnf_release(work->columns);
    nqcnf_release(work->image);
    nqcnf_release(work->smallest);
    nqcnf_release(work->blocking);
    nqcnf_subproblem_state_free(work->state);
}

static nqcnf_status allocate_scratch(scratch *work, const count_job *job)
{
    const uint32_t n = job->plan.options.n;
    work->columns = nqcnf_allocate(sizeof *work->columns * n);
    work->image = nqcnf_allocate(sizeof *work->image * n);
    work->smallest = nqcnf_allocate(sizeof *work->smallest * n);
    work->blocking = nqcnf_allocate(sizeof *work->blocking * n);
    nqcnf_subproblem_state_new(job->base, &work->state);
    if (work->columns != NULL && work->image != NULL &&
        work->smallest != NULL && work->blocking != NULL &&
        work->state != NULL)
        return NQCNF_OK;
    release_scratch(work);
    return NQCNF_ERR_OUT_OF_MEMORY;
}

static void record_failure(count_job *job, nqcnf_status status)
{
    int expected = NQCNF_OK;
    atomic_compare_exchange_strong(&job->failure, &expected, (int)status);
}

/* Takes sub-problems off the queue until it is empty or something failed.
 * The calling thread always runs this, so no task is left untaken unless
 * a failure is recorded. */
static void work_on_queue(void *state)
{
    count_job *job = state;
    scratch work;
    nqcnf_status status = allocate_scratch(&work, job);
    if (status != NQCNF_OK) {
        record_failure(job, status);
        return;
    }
    uint64_t total = 0;
    while (atomic_load(&job->failure) == NQCNF_OK) {
        const size_t index = atomic_fetch_add(&job->next_prefix, 1u);
        if (index >= job->plan.last) break;
        uint64_t solutions;
        status = solve_subproblem(job, index, &work, &solutions);
        if (status != NQCNF_OK) record_failure(job, status);
        total += solutions;
        nqcnf_split_progress_part(&job->progress, job->plan.weights[index],
                                  solutions);
    }
    atomic_fetch_add(&job->total, total);
    release_scratch(&work);
}

/* ---- Public entry ---------------------------------------------------- */

static nqcnf_status run_count(count_job *job,
                              const nqcnf_count_request *request)
{
    nqcnf_status status = nqcnf_split_progress_init(&job->progress, &job->plan,
                                                    request->progress,
                                                    request->progress_context);
    if (status != NQCNF_OK) return status;
    atomic_init(&job->next_prefix, job->plan.first);
    atomic_init(&job->total, 0u);
    atomic_init(&job->failure, NQCNF_OK);
    if (job->plan.last > job->plan.first) /* else there is no base */
        nqcnf_split_run(&job->plan, request->threads, work_on_queue, job);
    status = (nqcnf_status)atomic_load(&job->failure);
    nqcnf_split_progress_finish(&job->progress, status == NQCNF_OK);
    return status;
}

nqcnf_status nqcnf_count(const nqcnf_options *given,
                         const nqcnf_count_request *given_request,
                         uint64_t *count)
{
    if (count == NULL) return nqcnf_invalid("count is NULL");
    *count = 0;
    nqcnf_options options;
    nqcnf_count_request request;
    nqcnf_status status = nqcnf_solver_import(given, &options);
    if (status == NQCNF_OK)
        status = nqcnf_split_request_import(given_request, &request);
    if (status != NQCNF_OK) return status;

    count_job job;
    job.unique = request.unique;
    job.base = NULL;
    /* On the open board, solve only one board per class (see the top). */
    job.classes =
        nqcnf_split_counted_instance(&options, &options) && !request.unique;
    status = nqcnf_split_plan_make(&job.plan, &options, 1, request.shard_index,
                                   request.shard_count);
    if (status == NQCNF_OK && job.plan.last > job.plan.first)
        status = nqcnf_subproblem_base_new(&options, &job.base);
    if (status == NQCNF_OK) status = run_count(&job, &request);
    if (status == NQCNF_OK) *count = atomic_load(&job.total);
    nqcnf_subproblem_base_free(job.base);
    nqcnf_split_plan_free(&job.plan);
    return status;
}
