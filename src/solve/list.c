/*
 * list.c - listing solutions: one board per class solved, its images
 * handed out, on counting's split and threads.
 *
 * Listing one solver instance with blocking clauses slows down as the
 * clauses pile up (N = 12: 18 s against count's 0.3 s), so listing walks
 * counting's sub-problems (split.c) on its threads and hands each board
 * to the caller's callback under one mutex: the callback never runs on
 * two threads at once, and the board it gets is the one board of the
 * job, refilled under that mutex (only the queens that moved).
 *
 * Solving every board took 2.3-2.5 times a count of the open board,
 * which solves one board per class. The images of a solution under the
 * symmetries that keep the given squares (the plan's group,
 * core/board_symmetry.c) are solutions too, so a listing solves the
 * caller's instance with the symmetry-breaking clauses for that group,
 * whose solutions are the leaders (the smallest board of each class),
 * and hands out each leader with its distinct images (LIST_CLASSES): an
 * eighth of the solver calls on the open board, a half or a quarter with
 * most given squares that keep a symmetry. `unique` hands out the
 * leaders alone (LIST_LEADERS): the boards it kept before by testing
 * every solution, now without solving the others. With symmetry breaking
 * in the caller's options the instance's solutions are the leaders
 * already, and a listing lists the instance, not the boards it stands
 * for; with a group of the identity alone there is nothing to expand.
 * Both solve the caller's instance as it is (LIST_SOLVED).
 *
 * Unsorted, a class is handed out as soon as its leader is found: the
 * leader, then its images in the order of the symmetries. Shard K then
 * lists the classes whose leaders it solves (on the open board, the
 * boards count's shard K counts).
 *
 * Sorted (lexicographic order of the queen columns, the same whatever the
 * thread count), the sub-problems are taken in the order of their
 * prefixes, each board waits in the slot of the last prefix not after
 * its own, and a slot is sorted and released once its sub-problem and
 * every earlier one are solved. That is safe because a leader is never
 * after any of its images: a board's leader lies in the board's slot or
 * an earlier one, so when a slot's turn comes every board of it is
 * known, and the boards handed out at any time are the first of the
 * order (a limit ends the listing early). The images ahead wait, packed a
 * byte per column; most leaders have their first queen near a corner and
 * most of their images do not, so nearly every board is held at some
 * point (N = 15: 32 MB at most, all the boards take 34 MB). Where the
 * open board's boards would take more than HELD_BUDGET (N >= 17), or when
 * the listing is sharded (a sorted shard is a contiguous run of the
 * order, which images cross), a sorted listing solves every board
 * instead (LIST_SOLVED) and holds only the sub-problems solved ahead of
 * their turn.
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
#include <string.h>

/* What a sorted listing may hold, packed: every board of N = 16 (236 MB
 * of 14.8 million boards), not those of N = 17 (1.6 GB). */
#define HELD_BUDGET ((uint64_t)256 << 20)

typedef enum list_mode {
    LIST_SOLVED,  /* the instance's solutions, as solved */
    LIST_LEADERS, /* `unique`: the symmetry-broken instance's solutions */
    LIST_CLASSES  /* each of those with its distinct images */
} list_mode;

/* Boards waiting to be sorted and released: each `row_bytes` long, its
 * columns big-endian in `width` bytes, so that memcmp is the order. */
typedef struct held {
    unsigned char *boards;
    size_t count, capacity;
} held;

typedef struct list_job {
    split_plan plan;
    subproblem_base *base;
    list_mode mode;
    int sorted;
    uint64_t limit;
    nqcnf_solution_fn on_solution;
    void *context;
    split_progress progress;
    size_t width, row_bytes; /* a packed column, a packed board */
    atomic_size_t next_prefix;
    atomic_int failure; /* the first error, which stops everyone */
    atomic_int stop;    /* the limit is reached or the callback stopped */
    int stopped;        /* the callback stopped (under lock, as it runs) */
    /* Under `lock`: */
    pthread_mutex_t lock;
    nqcnf_board board;  /* what the callback gets */
    uint32_t *shown;    /* the board's queen columns, once one is shown */
    uint32_t *unpacked; /* sorted: a held board's columns */
    int shown_any;
    uint64_t reported;
    atomic_uint_fast64_t delivered; /* = reported, read without the lock */
    held *slots;           /* sorted: one per sub-problem of the shard */
    unsigned char *solved; /* sorted: which of them are solved */
    size_t next_release;   /* sorted: the next slot to release */
} list_job;

/* A thread's scratch: a board, the members of its class (8 boards), a
 * blocking clause, and when sorting the boards of its sub-problem. */
typedef struct scratch {
    uint32_t *columns, *members;
    int32_t *blocking;
    subproblem_state *state;
    held own;
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

/* Bytes of a packed column: n <= NQCNF_MAX_N < 65536. */
static size_t packed_width(uint32_t n) { return n <= 256 ? 1 : 2; }

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
    if (job->on_solution(job->context, &job->board) != 0) {
        job->stopped = 1; /* the caller's choice: NQCNF_ERR_STOPPED */
        atomic_store(&job->stop, 1);
    } else if (job->reported == job->limit) {
        atomic_store(&job->stop, 1);
    }
}

/* ---- Held boards (sorted) -------------------------------------------- */

static void pack(const list_job *job, const uint32_t *columns,
                 unsigned char *to)
{
    const uint32_t n = job->plan.options.n;
    for (uint32_t r = 0; r < n; r++)
        for (size_t b = 0; b < job->width; b++)
            *to++ = (unsigned char)(columns[r] >>
                                    (8 * (job->width - 1 - b)));
}

/* Column r of a packed board. */
static uint32_t packed_column(const list_job *job,
                              const unsigned char *board, uint32_t r)
{
    uint32_t column = 0;
    for (size_t b = 0; b < job->width; b++)
        column = column << 8 | board[r * job->width + b];
    return column;
}

static void unpack(const list_job *job, const unsigned char *from,
                   uint32_t *columns)
{
    const uint32_t n = job->plan.options.n;
    for (uint32_t r = 0; r < n; r++) columns[r] = packed_column(job, from, r);
}

/* Room for one more board. Thousands of slots hold a few boards each,
 * so an array grows by half from eight boards: doubling from
 * nqcnf_grow's 64 took 8.5 MB at most at N = 14, this 6.0 MB. */
static nqcnf_status make_room(const list_job *job, held *into)
{
    if (into->count < into->capacity) return NQCNF_OK;
    const size_t wanted =
        into->capacity < 8 ? 8 : into->capacity + into->capacity / 2;
    return nqcnf_reserve((void **)&into->boards, &into->capacity, wanted,
                         job->row_bytes) == 0
               ? NQCNF_OK
               : NQCNF_ERR_OUT_OF_MEMORY;
}

static nqcnf_status hold(const list_job *job, held *into,
                         const unsigned char *board)
{
    if (make_room(job, into) != NQCNF_OK) return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(into->boards + into->count * job->row_bytes, board,
           job->row_bytes);
    into->count++;
    return NQCNF_OK;
}

static void free_held(held *boards)
{
    nqcnf_release(boards->boards);
    *boards = (held){NULL, 0, 0};
}

static _Thread_local size_t sort_bytes;

static int compare_packed(const void *a, const void *b)
{
    return memcmp(a, b, sort_bytes);
}

static void sort_held(const list_job *job, held *boards)
{
    if (boards->count < 2) return;
    sort_bytes = job->row_bytes;
    qsort(boards->boards, boards->count, job->row_bytes, compare_packed);
}

/* The slot of a packed board: the last sub-problem of the shard whose
 * prefix is not after the board's first rows. Sorted listings of images
 * are never sharded, so every board has one. */
static size_t slot_of(const list_job *job, const unsigned char *board)
{
    const split_plan *plan = &job->plan;
    size_t low = plan->first, high = plan->last; /* the answer < high */
    while (high - low > 1) {
        const size_t middle = low + (high - low) / 2;
        const uint32_t *prefix = split_prefix(plan, middle);
        uint32_t r = 0, column = 0;
        while (r < plan->depth &&
               (column = packed_column(job, board, r)) == prefix[r])
            r++;
        if (r == plan->depth || prefix[r] < column) low = middle;
        else high = middle;
    }
    return low - plan->first;
}

/* Releases the slots whose turn has come: sorted, in order. */
static void release_ready(list_job *job)
{
    const size_t slots = job->plan.last - job->plan.first;
    while (job->next_release < slots && job->solved[job->next_release]) {
        held *slot = &job->slots[job->next_release];
        /* A sub-problem's own boards come sorted; images do not. */
        if (job->mode == LIST_CLASSES) sort_held(job, slot);
        for (size_t i = 0; i < slot->count && !halted(job); i++) {
            unpack(job, slot->boards + i * job->row_bytes, job->unpacked);
            deliver(job, job->unpacked);
        }
        free_held(slot);
        job->next_release++;
    }
}

/* Files the boards of solved sub-problem `index` (`own`, emptied) into
 * their slots and releases what it can. */
static nqcnf_status file_solved(list_job *job, size_t index, held *own)
{
    nqcnf_status status = NQCNF_OK;
    const size_t slot = index - job->plan.first;
    if (job->mode != LIST_CLASSES) sort_held(job, own);
    pthread_mutex_lock(&job->lock);
    if (job->mode == LIST_CLASSES) {
        for (size_t i = 0; i < own->count && status == NQCNF_OK; i++) {
            const unsigned char *board = own->boards + i * job->row_bytes;
            status = hold(job, &job->slots[slot_of(job, board)], board);
        }
        own->count = 0; /* the array serves the next sub-problem */
    } else { /* every board has this sub-problem's prefix */
        job->slots[slot] = *own;
        *own = (held){NULL, 0, 0};
    }
    job->solved[slot] = 1;
    if (status == NQCNF_OK) release_ready(job);
    pthread_mutex_unlock(&job->lock);
    return status;
}

/* ---- One sub-problem ------------------------------------------------- */

/* The solution in work->columns: streamed (with its class), or held. */
static nqcnf_status take(list_job *job, scratch *work)
{
    const uint32_t n = job->plan.options.n;
    unsigned count = 1;
    const uint32_t *boards = work->columns;
    if (job->mode == LIST_CLASSES) {
        count = nqcnf_board_columns_images(work->columns, n, job->plan.group,
                                           work->members);
        boards = work->members;
    }
    if (!job->sorted) {
        pthread_mutex_lock(&job->lock);
        for (unsigned i = 0; i < count; i++)
            deliver(job, boards + (size_t)i * n);
        pthread_mutex_unlock(&job->lock);
        return NQCNF_OK;
    }
    for (unsigned i = 0; i < count; i++) {
        if (make_room(job, &work->own) != NQCNF_OK)
            return NQCNF_ERR_OUT_OF_MEMORY;
        pack(job, boards + (size_t)i * n,
             work->own.boards + work->own.count * job->row_bytes);
        work->own.count++;
    }
    return NQCNF_OK;
}

static nqcnf_status enumerate(list_job *job, nqcnf_solver *solver,
                              scratch *work)
{
    while (!halted(job)) {
        int satisfiable;
        nqcnf_status status = nqcnf_solver_solve(solver, &satisfiable);
        if (status != NQCNF_OK || !satisfiable) return status;
        size_t blocking_count;
        status = nqcnf_subproblem_read(work->state, solver, work->columns,
                                       work->blocking, &blocking_count);
        if (status == NQCNF_OK) status = take(job, work);
        if (status == NQCNF_OK)
            status = nqcnf_solver_add_clause(solver, work->blocking,
                                             blocking_count);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static nqcnf_status solve_subproblem(list_job *job, size_t index,
                                     scratch *work)
{
    nqcnf_solver *solver = NULL;
    work->own.count = 0;
    nqcnf_status status =
        nqcnf_subproblem_open(work->state, split_prefix(&job->plan, index),
                              job->plan.depth, job, halted_hook, &solver);
    if (status == NQCNF_OK && solver != NULL)
        status = enumerate(job, solver, work);
    nqcnf_solver_free(solver);
    if (!job->sorted || status != NQCNF_OK || halted(job)) return status;
    return file_solved(job, index, &work->own);
}

/* ---- Threads --------------------------------------------------------- */

static void release_scratch(scratch *work)
{
    nqcnf_release(work->columns);
    nqcnf_release(work->members);
    nqcnf_release(work->blocking);
    nqcnf_subproblem_state_free(work->state);
    free_held(&work->own);
}

static void work_on_queue(void *state)
{
    list_job *job = state;
    const uint32_t n = job->plan.options.n;
    scratch work = {nqcnf_allocate(sizeof *work.columns * n),
                    nqcnf_allocate(sizeof *work.members * n *
                                   BOARD_SYMMETRY_COUNT),
                    nqcnf_allocate(sizeof *work.blocking * n), NULL,
                    {NULL, 0, 0}};
    nqcnf_subproblem_state_new(job->base, &work.state);
    if (work.columns == NULL || work.members == NULL ||
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

/* The slots of a sorted listing, one per sub-problem of the shard. */
static nqcnf_status make_slots(list_job *job)
{
    const size_t slots = job->plan.last - job->plan.first;
    job->slots = nqcnf_allocate(sizeof *job->slots * (slots + 1));
    job->solved = nqcnf_allocate(slots + 1);
    job->unpacked =
        nqcnf_allocate(sizeof *job->unpacked * job->plan.options.n);
    if (job->slots != NULL)
        for (size_t i = 0; i < slots; i++) job->slots[i] = (held){NULL, 0, 0};
    if (job->slots == NULL || job->solved == NULL || job->unpacked == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    memset(job->solved, 0, slots);
    return NQCNF_OK;
}

static void free_slots(list_job *job)
{
    if (job->slots != NULL)
        for (size_t i = 0; i < job->plan.last - job->plan.first; i++)
            free_held(&job->slots[i]);
    nqcnf_release(job->slots);
    nqcnf_release(job->solved);
    nqcnf_release(job->unpacked);
}

static nqcnf_status run(list_job *job, const nqcnf_count_request *request)
{
    const uint32_t n = job->plan.options.n;
    nqcnf_status status =
        nqcnf_board_init(&job->board, n, NQCNF_SQUARE_EMPTY);
    if (status != NQCNF_OK) return status;
    job->shown = nqcnf_allocate(sizeof *job->shown * n);
    if (job->shown == NULL) status = NQCNF_ERR_OUT_OF_MEMORY;
    else if (job->sorted) status = make_slots(job);
    if (status == NQCNF_OK && pthread_mutex_init(&job->lock, NULL) != 0)
        status = NQCNF_ERR_OUT_OF_MEMORY;
    else if (status == NQCNF_OK &&
             (status = nqcnf_split_progress_init(
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
        if (status == NQCNF_OK && job->stopped) status = NQCNF_ERR_STOPPED;
    }
    free_slots(job);
    nqcnf_release(job->shown);
    nqcnf_board_free(&job->board);
    return status;
}

/* Whether every board of the open n x n board, packed, fits in
 * HELD_BUDGET: what a sorted listing of images may hold at once (at N =
 * 15, 32 MB of the 34 MB all the boards take, measured). Given squares
 * only remove boards, so the open board bounds every problem of that
 * size; where OEIS has no count, nobody lists every board anyway. */
static int sorted_images_fit(uint32_t n, size_t row_bytes)
{
    uint64_t boards;
    if (!nqcnf_known_count_find(n, 0, &boards)) return 0;
    return boards <= HELD_BUDGET / row_bytes;
}

/* What to solve and hand out (see the top). A sorted listing of images
 * cannot be cut into shards of the sorted order, nor held whole beyond
 * the budget: then it solves every board. */
static list_mode choose_mode(const nqcnf_options *options, unsigned group,
                             int unique, int sorted, uint32_t shard_count)
{
    if (options->symmetry_breaking || nqcnf_board_symmetry_order(group) < 2)
        return LIST_SOLVED;
    if (unique) return LIST_LEADERS;
    if (sorted && (shard_count > 1 ||
                   !sorted_images_fit(options->n, packed_width(options->n) *
                                                      options->n)))
        return LIST_SOLVED;
    return LIST_CLASSES;
}

static void job_init(list_job *job, int sorted, uint64_t limit,
                     nqcnf_solution_fn on_solution, void *context)
{
    const uint32_t n = job->plan.options.n;
    job->sorted = sorted;
    job->limit = limit;
    job->on_solution = on_solution;
    job->context = context;
    job->width = packed_width(n);
    job->row_bytes = job->width * n;
    atomic_init(&job->next_prefix, job->plan.first);
    atomic_init(&job->failure, NQCNF_OK);
    job->stopped = 0;
    atomic_init(&job->stop, 0);
    atomic_init(&job->delivered, 0u);
    job->shown = NULL;
    job->unpacked = NULL;
    job->shown_any = 0;
    job->reported = 0;
    job->slots = NULL;
    job->solved = NULL;
    job->next_release = 0;
}

nqcnf_status nqcnf_list(const nqcnf_options *given,
                        const nqcnf_count_request *given_request,
                        nqcnf_solution_fn on_solution, void *context,
                        uint64_t *found)
{
    if (found != NULL) *found = 0;
    nqcnf_options options;
    nqcnf_count_request request;
    nqcnf_status status = nqcnf_solver_import(given, &options);
    if (status == NQCNF_OK)
        status = nqcnf_split_request_import(given_request, &request);
    if (status != NQCNF_OK) return status;
    if (on_solution == NULL) return nqcnf_invalid("on_solution is NULL");
    const int sorted = request.sorted;

    unsigned group;
    status = nqcnf_board_symmetry_group(&options, &group);
    if (status != NQCNF_OK) return status;
    list_job job;
    job.mode = choose_mode(&options, group, request.unique, sorted,
                           request.shard_count);
    /* The plan of the caller's options that listing solving every
     * board made (mirror halving unsorted or unique, which only the open
     * board takes), so that sorted shards stay what they were and
     * unsorted ones are count's; a sub-problem whose prefix no leader
     * has dies in propagation. */
    status = nqcnf_split_plan_make(&job.plan, &options,
                                   !sorted || request.unique,
                                   request.shard_index, request.shard_count);
    nqcnf_options solved = options;
    if (job.mode != LIST_SOLVED) solved.symmetry_breaking = 1;
    job.base = NULL;
    if (status == NQCNF_OK && job.plan.last > job.plan.first)
        status = nqcnf_subproblem_base_new(&solved, &job.base);
    if (status == NQCNF_OK) {
        job_init(&job, sorted, request.limit, on_solution, context);
        status = run(&job, &request);
        if (found != NULL) *found = job.reported;
    }
    nqcnf_subproblem_base_free(job.base);
    nqcnf_split_plan_free(&job.plan);
    return status;
}
