/*
 * list.c - listing solutions with counting's split and threads.
 *
 * Listing one solver instance with blocking clauses slows down as the
 * clauses pile up (N = 12: 18 s against count's 0.3 s), so listing walks
 * counting's sub-problems (split.c) on its threads and hands each
 * solution to the caller's callback under one mutex: the callback never
 * runs on two threads at once, and the board it gets is the one board of
 * the job, refilled under that mutex (only the queens that moved).
 *
 * Unsorted, each solution is handed over as soon as its thread finds it,
 * and with mirror halving its mirror image right after it, so the solver
 * work is counting's. Sorted (lexicographic order of the queen columns,
 * the same whatever the thread count), the sub-problems are taken in the
 * order of their prefixes, each one's boards are collected and sorted,
 * and a finished sub-problem is released only when every earlier one has
 * been; one finished early waits in `pending`. Mirror halving would put
 * the mirror images in sub-problems far later (a mirror's prefix comes
 * after every solved one), to be held until the end, so sorted listing
 * solves every first-row column instead and holds only the sub-problems
 * that wait.
 *
 * `unique` keeps the solutions that are the canonical board of their
 * class (core/board_symmetry.c): no mirror image is ever one, so mirror
 * halving stays, sorted or not. With symmetry breaking in the options,
 * the instance's solutions are already those canonical boards (the
 * clauses keep the same representative), and `unique` keeps them all.
 *
 * A limit or a callback that stops sets `stop`, which the solvers of the
 * other threads poll through their terminate callback, so they give up
 * in the middle of a search rather than finish their sub-problem.
 */
#define _POSIX_C_SOURCE 200809L

#include "core/board_symmetry.h"
#include "solve/split.h"
#include "solve/subproblem.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

/* The boards of one finished sub-problem (sorted listing). */
typedef struct finished {
    uint64_t index;
    uint32_t *columns; /* count boards of n columns each */
    size_t count, capacity;
    struct finished *next;
} finished;

typedef struct list_job {
    split_plan plan;
    subproblem_base *base;
    int unique, sorted;
    uint64_t limit;
    nqcnf_solution_fn on_solution;
    void *context;
    split_progress progress;
    atomic_size_t next_prefix;
    atomic_int failure; /* the first error, which stops everyone */
    atomic_int stop;    /* the limit is reached or the callback stopped */
    /* Under `lock`: */
    pthread_mutex_t lock;
    nqcnf_board board;  /* what the callback gets */
    uint32_t *shown;    /* the board's queen columns, once one is shown */
    int shown_any;
    uint64_t reported;
    atomic_uint_fast64_t delivered; /* = reported, read without the lock */
    uint64_t next_release; /* sorted: the next sub-problem to release */
    finished *pending;     /* sorted: finished early, by index */
} list_job;

/* A thread's scratch arrays, n entries each. */
typedef struct scratch {
    uint32_t *columns, *image;
    int32_t *blocking;
    subproblem_state *state;
} scratch;

static int halted(const list_job *job)
{
    return atomic_load(&job->stop) || atomic_load(&job->failure) != NQCNF_OK;
}

static int halted_hook(void *state) { return halted(state); }

static void record_failure(list_job *job, nqcnf_status status)
{
    int expected = NQCNF_OK;
    atomic_compare_exchange_strong(&job->failure, &expected, (int)status);
}

/* ---- Handing boards to the caller (under the lock) ------------------- */

static void deliver(list_job *job, const uint32_t *columns)
{
    if (halted(job)) return;
    const uint32_t n = job->plan.options.n;
    for (uint32_t r = 0; r < n; r++) {
        unsigned char *row = job->board.squares + (size_t)r * n;
        if (job->shown_any) row[job->shown[r]] = NQCNF_SQUARE_EMPTY;
        row[columns[r]] = NQCNF_SQUARE_QUEEN;
        job->shown[r] = columns[r];
    }
    job->shown_any = 1;
    job->reported++;
    atomic_store(&job->delivered, job->reported);
    if (job->on_solution(job->context, &job->board) != 0 ||
        job->reported == job->limit)
        atomic_store(&job->stop, 1);
}

/* Unsorted: the solution now, and its mirror image when that is never
 * solved on its own. */
static void stream(list_job *job, scratch *work)
{
    const uint32_t n = job->plan.options.n;
    const int mirror =
        !job->unique && nqcnf_split_has_mirror(&job->plan, work->columns[0]);
    if (mirror) nqcnf_board_symmetry_columns(work->columns, n, 1, work->image);
    pthread_mutex_lock(&job->lock);
    deliver(job, work->columns);
    if (mirror) deliver(job, work->image);
    pthread_mutex_unlock(&job->lock);
}

static void free_finished(finished *done)
{
    if (done == NULL) return;
    nqcnf_release(done->columns);
    nqcnf_release(done);
}

static void release_one(list_job *job, finished *done)
{
    const uint32_t n = job->plan.options.n;
    for (size_t i = 0; i < done->count && !halted(job); i++)
        deliver(job, done->columns + i * n);
    job->next_release++;
    free_finished(done);
}

/* Sorted: releases `done` and every pending sub-problem after it if its
 * turn has come, else queues it by index. Takes `done` over. */
static void release_in_order(list_job *job, finished *done)
{
    pthread_mutex_lock(&job->lock);
    if (done->index != job->next_release) {
        finished **at = &job->pending;
        while (*at != NULL && (*at)->index < done->index) at = &(*at)->next;
        done->next = *at;
        *at = done;
    } else {
        release_one(job, done);
        while (job->pending != NULL &&
               job->pending->index == job->next_release) {
            finished *next = job->pending;
            job->pending = next->next;
            release_one(job, next);
        }
    }
    pthread_mutex_unlock(&job->lock);
}

/* ---- Sorting one sub-problem's boards -------------------------------- */

static _Thread_local uint32_t sort_width;

static int compare_boards(const void *a, const void *b)
{
    const uint32_t *x = a, *y = b;
    for (uint32_t r = 0; r < sort_width; r++)
        if (x[r] != y[r]) return x[r] < y[r] ? -1 : 1;
    return 0;
}

static void sort_finished(finished *done, uint32_t n)
{
    if (done->count < 2) return; /* no array at all when empty */
    sort_width = n;
    qsort(done->columns, done->count, sizeof *done->columns * n,
          compare_boards);
}

static nqcnf_status keep(finished *done, const uint32_t *columns,
                         uint32_t n)
{
    if (nqcnf_grow((void **)&done->columns, &done->capacity,
                   done->count + 1, sizeof *columns * n) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    uint32_t *to = done->columns + done->count * n;
    for (uint32_t r = 0; r < n; r++) to[r] = columns[r];
    done->count++;
    return NQCNF_OK;
}

/* ---- One sub-problem ------------------------------------------------- */

/* Every solution of the sub-problem, into `done` when sorting, else
 * streamed. */
static nqcnf_status enumerate(list_job *job, nqcnf_solver *solver,
                              scratch *work, finished *done)
{
    const uint32_t n = job->plan.options.n;
    while (!halted(job)) {
        int satisfiable;
        nqcnf_status status = nqcnf_solver_solve(solver, &satisfiable);
        if (status != NQCNF_OK || !satisfiable) return status;
        size_t blocking_count;
        status = nqcnf_subproblem_read(work->state, solver, work->columns,
                                       work->blocking, &blocking_count);
        if (status != NQCNF_OK) return status;
        if (!job->unique ||
            nqcnf_board_columns_is_canonical(work->columns, n, job->plan.group,
                                             work->image)) {
            if (done == NULL) stream(job, work);
            else if ((status = keep(done, work->columns, n)) != NQCNF_OK)
                return status;
        }
        status = nqcnf_solver_add_clause(solver, work->blocking,
                                         blocking_count);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static nqcnf_status solve_subproblem(list_job *job, size_t index,
                                     scratch *work)
{
    finished *done = NULL;
    if (job->sorted) {
        done = nqcnf_allocate(sizeof *done);
        if (done == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        *done = (finished){index, NULL, 0, 0, NULL};
    }
    nqcnf_solver *solver = NULL;
    nqcnf_status status =
        nqcnf_subproblem_open(work->state, split_prefix(&job->plan, index),
                              job->plan.depth, job, halted_hook, &solver);
    if (status == NQCNF_OK && solver != NULL)
        status = enumerate(job, solver, work, done);
    nqcnf_solver_free(solver);
    if (done == NULL) return status;
    if (status != NQCNF_OK || halted(job)) {
        free_finished(done);
        return status;
    }
    sort_finished(done, job->plan.options.n);
    release_in_order(job, done);
    return NQCNF_OK;
}

/* ---- Threads --------------------------------------------------------- */

static void release_scratch(scratch *work)
{
    nqcnf_release(work->columns);
    nqcnf_release(work->image);
    nqcnf_release(work->blocking);
    nqcnf_subproblem_state_free(work->state);
}

static void work_on_queue(void *state)
{
    list_job *job = state;
    const uint32_t n = job->plan.options.n;
    scratch work = {nqcnf_allocate(sizeof *work.columns * n),
                    nqcnf_allocate(sizeof *work.image * n),
                    nqcnf_allocate(sizeof *work.blocking * n), NULL};
    nqcnf_subproblem_state_new(job->base, &work.state);
    if (work.columns == NULL || work.image == NULL ||
        work.blocking == NULL || work.state == NULL)
        record_failure(job, NQCNF_ERR_OUT_OF_MEMORY);
    while (!halted(job)) {
        const size_t index = atomic_fetch_add(&job->next_prefix, 1u);
        if (index >= job->plan.last) break;
        const nqcnf_status status = solve_subproblem(job, index, &work);
        nqcnf_split_progress_listed(&job->progress, job->plan.weights[index],
                                    atomic_load(&job->delivered));
        /* A search the limit or the callback cut short is no error. */
        if (status != NQCNF_OK &&
            !(status == NQCNF_ERR_STOPPED && atomic_load(&job->stop)))
            record_failure(job, status);
    }
    release_scratch(&work);
}

/* ---- Public entry ---------------------------------------------------- */

static nqcnf_status run(list_job *job, const nqcnf_count_request *request)
{
    const uint32_t n = job->plan.options.n;
    nqcnf_status status =
        nqcnf_board_init(&job->board, n, NQCNF_SQUARE_EMPTY);
    if (status != NQCNF_OK) return status;
    job->shown = nqcnf_allocate(sizeof *job->shown * n);
    if (job->shown == NULL) status = NQCNF_ERR_OUT_OF_MEMORY;
    else if (pthread_mutex_init(&job->lock, NULL) != 0)
        status = NQCNF_ERR_OUT_OF_MEMORY;
    else if ((status = nqcnf_split_progress_init(
                  &job->progress, &job->plan, request->progress,
                  request->progress_context)) != NQCNF_OK)
        pthread_mutex_destroy(&job->lock);
    if (status == NQCNF_OK) {
        if (job->plan.last > job->plan.first) /* else there is no base */
            nqcnf_split_run(&job->plan, request->threads, work_on_queue, job);
        pthread_mutex_destroy(&job->lock);
        status = (nqcnf_status)atomic_load(&job->failure);
        nqcnf_split_progress_finish(
            &job->progress, status == NQCNF_OK && !atomic_load(&job->stop));
    }
    while (job->pending != NULL) {
        finished *next = job->pending->next;
        free_finished(job->pending);
        job->pending = next;
    }
    nqcnf_release(job->shown);
    nqcnf_board_free(&job->board);
    return status;
}

static void job_init(list_job *job, int sorted, uint64_t limit,
                     nqcnf_solution_fn on_solution, void *context)
{
    job->sorted = sorted;
    job->limit = limit;
    job->on_solution = on_solution;
    job->context = context;
    atomic_init(&job->next_prefix, job->plan.first);
    atomic_init(&job->failure, NQCNF_OK);
    atomic_init(&job->stop, 0);
    atomic_init(&job->delivered, 0u);
    job->shown = NULL;
    job->shown_any = 0;
    job->reported = 0;
    job->next_release = job->plan.first;
    job->pending = NULL;
}

nqcnf_status nqcnf_list(const nqcnf_options *given,
                        const nqcnf_count_request *given_request, int sorted,
                        uint64_t limit, nqcnf_solution_fn on_solution,
                        void *context, uint64_t *found)
{
    if (found != NULL) *found = 0;
    nqcnf_options options;
    nqcnf_count_request request;
    nqcnf_status status = nqcnf_solver_import(given, &options);
    if (status == NQCNF_OK)
        status = nqcnf_split_request_import(given_request, &request);
    if (status != NQCNF_OK) return status;
    if (on_solution == NULL) return NQCNF_ERR_INVALID_ARGUMENT;

    list_job job;
    job.unique = request.unique;
    status =
        nqcnf_split_plan_make(&job.plan, &options, !sorted || request.unique,
                              request.shard_index, request.shard_count);
    job.base = NULL;
    if (status == NQCNF_OK && job.plan.last > job.plan.first)
        status = nqcnf_subproblem_base_new(&options, &job.base);
    if (status == NQCNF_OK) {
        job_init(&job, sorted, limit, on_solution, context);
        status = run(&job, &request);
        if (found != NULL) *found = job.reported;
    }
    nqcnf_subproblem_base_free(job.base);
    nqcnf_split_plan_free(&job.plan);
    return status;
}

nqcnf_status nqcnf_list_solutions(const nqcnf_options *options, int unique,
                                  int sorted, unsigned threads,
                                  uint64_t limit,
                                  nqcnf_solution_fn on_solution,
                                  void *context, uint64_t *found)
{
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.unique = unique;
    request.threads = threads;
    return nqcnf_list(options, &request, sorted, limit, on_solution, context,
                      found);
}
