/*
 * split.c - the list of sub-problems, its shards, the threads, progress.
 *
 * A sub-problem fixes the queens of the first `depth` rows. The list of
 * prefixes is built once, by a depth-first walk over the open squares
 * (not blocked, not in the line of a pre-placed queen) with occupied
 * columns and diagonals marked, so prefixes whose queens attack each
 * other or the instance's never reach a solver: they hold no solution,
 * and loading a solver would cost most of their time. Rows holding a
 * pre-placed queen have one open square and so multiply nothing: the
 * depth grows until the list is about SPLIT_TARGET(n) long, which places
 * the split rows after those queens (what an estimate that pre-places
 * the first rows needs) and keeps the list small for large N.
 *
 * Shards must be the same on every machine and balanced by work, not by
 * the number of prefixes (at N = 14 the prefixes of the middle columns
 * hold several times the solutions of those at the edge). The weight of
 * a prefix is the number of placements it extends to WEIGHT_ROWS rows
 * deeper (plus one for the prefix itself): integers, computed the same
 * way everywhere. Shard k of M takes the prefixes whose weight's middle
 * falls in the k-th M-th of the total weight: contiguous, disjoint,
 * covering, each within one prefix's weight of the mean. The walk has a
 * node budget (WEIGHT_BUDGET), so that planning stays a few milliseconds
 * for any N; fewer rows are looked ahead when the list is long.
 */
#define _POSIX_C_SOURCE 200809L

#include "solve/split.h"

#include "core/board_symmetry.h"
#include "solve/queen_walk.h"

#include <inttypes.h>
#include <string.h>
#include <unistd.h>

/* Rows looked ahead for the weights, and the walk's node budget. */
#define WEIGHT_ROWS 2u
#define WEIGHT_BUDGET (1u << 23)
/* The list never grows beyond this many prefixes (memory, planning). */
#define SPLIT_LIMIT (1u << 18)

/* How many sub-problems to aim for: enough that each holds few
 * solutions. Measured on one thread (the list stops at the depth whose
 * next row would pass the target, so targets between two depths' lengths
 * are the same split): count 13 takes 1.0 s of CPU for targets from
 * 1,000 to 16,000 and 1.4 s at 60,000 (making the solvers dominates);
 * count 14 takes 8.6 s at 4,096 (three rows), 5.2 s at 16,000 (four)
 * and 6.6 s at 60,000 (five); count 15 took 88 s at 4,096 and 35 s at
 * 16,000. Beyond 15 it is not measured. */
static uint64_t split_target(uint32_t n)
{
    return n <= 9 ? 64u : n <= 12 ? 1024u : 16384u;
}

/* The walk (queen_walk.h: open squares, occupied lines), and how many
 * first-row columns it tries. */
typedef struct walk {
    queen_walk board;
    uint32_t first_columns;
} walk;

static nqcnf_status walk_make(walk *w, const nqcnf_options *options,
                              int halve)
{
    w->first_columns = halve ? (options->n + 1) / 2 : options->n;
    return nqcnf_queen_walk_make(&w->board, options);
}

static int can_place(const walk *w, uint32_t row, uint32_t c)
{
    return queen_walk_free_square(&w->board, row, c);
}

static void set_queen(walk *w, uint32_t row, uint32_t c, unsigned char on)
{
    queen_walk_set(&w->board, row, c, on);
}

/* Placements of rows row .. end-1 under the queens placed; stops adding
 * once *budget is spent (0 then means "at least what was counted"). */
static uint64_t placements(walk *w, uint32_t row, uint32_t end,
                           uint64_t *budget)
{
    if (row == end) return 1;
    const uint32_t limit = row == 0 ? w->first_columns : w->board.n;
    uint64_t total = 0;
    for (uint32_t c = 0; c < limit && *budget > 0; c++) {
        --*budget;
        if (!can_place(w, row, c)) continue;
        set_queen(w, row, c, 1);
        total += placements(w, row + 1, end, budget);
        set_queen(w, row, c, 0);
    }
    return total;
}

/* The deepest depth whose list stays within the target: counting each
 * depth's list costs at most about the target times n. */
static uint32_t choose_depth(walk *w)
{
    const uint64_t target = split_target(w->board.n);
    uint32_t depth = 1;
    while (depth < w->board.n) {
        uint64_t budget = (target + 1) * w->board.n * (depth + 1);
        const uint64_t next = placements(w, 0, depth + 1, &budget);
        if (budget == 0 || next > target || next > SPLIT_LIMIT) break;
        depth++;
    }
    return depth;
}

/* Stores every placement of the first `depth` rows, in order. */
static void collect(walk *w, uint32_t row, split_plan *plan, size_t *at)
{
    if (row == plan->depth) {
        memcpy(plan->prefixes + *at * plan->depth, w->board.columns,
               sizeof *w->board.columns * plan->depth);
        ++*at;
        return;
    }
    const uint32_t limit = row == 0 ? w->first_columns : w->board.n;
    for (uint32_t c = 0; c < limit; c++) {
        if (!can_place(w, row, c)) continue;
        set_queen(w, row, c, 1);
        collect(w, row + 1, plan, at);
        set_queen(w, row, c, 0);
    }
}

/* Rows looked ahead: as many as the budget allows for the whole list,
 * decided from the list's length alone. */
static uint32_t weight_rows(const split_plan *plan)
{
    const uint32_t n = plan->options.n;
    uint32_t rows = 0;
    uint64_t nodes = plan->count;
    while (rows < WEIGHT_ROWS && plan->depth + rows < n &&
           nodes * n <= WEIGHT_BUDGET) {
        nodes *= n;
        rows++;
    }
    return rows;
}

static void weigh(walk *w, split_plan *plan)
{
    const uint32_t end = plan->depth + weight_rows(plan);
    for (size_t i = 0; i < plan->count; i++) {
        const uint32_t *prefix = split_prefix(plan, i);
        for (uint32_t r = 0; r < plan->depth; r++)
            set_queen(w, r, prefix[r], 1);
        uint64_t unlimited = UINT64_MAX;
        plan->weights[i] = 1 + placements(w, plan->depth, end, &unlimited);
        for (uint32_t r = 0; r < plan->depth; r++)
            set_queen(w, r, prefix[r], 0);
    }
}

/* The prefixes whose weight's middle lies in the shard's share of the
 * total. Totals stay below 2^25 (the budget), so the products fit. */
static void cut_shard(split_plan *plan, uint32_t index, uint32_t shards)
{
    uint64_t total = 0;
    for (size_t i = 0; i < plan->count; i++) total += plan->weights[i];
    plan->first = plan->last = 0;
    plan->shard_weight = 0;
    uint64_t before = 0;
    for (size_t i = 0; i < plan->count; i++) {
        const uint64_t middle = 2 * before + plan->weights[i];
        const uint64_t shard = middle * shards / (2 * total);
        before += plan->weights[i];
        if (shard < index) plan->first = i + 1;
        if (shard <= index) plan->last = i + 1;
    }
    if (plan->last < plan->first) plan->last = plan->first;
    for (size_t i = plan->first; i < plan->last; i++)
        plan->shard_weight += plan->weights[i];
}

int nqcnf_split_mirror_symmetric(const nqcnf_options *options)
{
    return !options->symmetry_breaking && options->queen_count == 0 &&
           options->blocked_count == 0;
}

int nqcnf_split_counted_instance(const nqcnf_options *options,
                                 nqcnf_options *counted)
{
    *counted = *options;
    if (!nqcnf_split_mirror_symmetric(options)) return 0;
    counted->symmetry_breaking = 1;
    return 1;
}

void nqcnf_split_plan_free(split_plan *plan)
{
    nqcnf_release(plan->prefixes);
    nqcnf_release(plan->weights);
    plan->prefixes = NULL;
    plan->weights = NULL;
    plan->count = plan->first = plan->last = 0;
}

static nqcnf_status fill_plan(split_plan *plan, walk *w)
{
    plan->depth = choose_depth(w);
    uint64_t unlimited = UINT64_MAX;
    const uint64_t count = placements(w, 0, plan->depth, &unlimited);
    plan->count = (size_t)count;
    /* One entry more than needed, so that an empty list allocates too. */
    plan->prefixes = nqcnf_allocate(sizeof *plan->prefixes *
                                    (plan->count * plan->depth + 1));
    plan->weights =
        nqcnf_allocate(sizeof *plan->weights * (plan->count + 1));
    if (plan->prefixes == NULL || plan->weights == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    size_t at = 0;
    collect(w, 0, plan, &at);
    weigh(w, plan);
    return NQCNF_OK;
}

nqcnf_status nqcnf_split_plan_make(split_plan *plan,
                                   const nqcnf_options *options, int halve,
                                   uint32_t shard_index, uint32_t shard_count)
{
    memset(plan, 0, sizeof *plan);
    if (shard_count < 2 && shard_index != 0)
        return nqcnf_invalid("request->shard_index is %" PRIu32 ", but "
                             "request->shard_count %" PRIu32 " means one "
                             "shard, index 0",
                             shard_index, shard_count);
    if (shard_count >= 2 && shard_index >= shard_count)
        return nqcnf_invalid("request->shard_index %" PRIu32 " is not "
                             "below request->shard_count %" PRIu32,
                             shard_index, shard_count);
    plan->options = *options;
    plan->mirror_halving = halve && nqcnf_split_mirror_symmetric(options);
    nqcnf_status status = nqcnf_board_symmetry_group(options, &plan->group);
    if (status != NQCNF_OK) return status;
    walk w;
    /* The symmetry-breaking clauses keep the smallest board of each
     * class, whose first queen is never right of its mirror image's when
     * the mirror image is in the class (the given squares may leave it
     * out, and then the right half holds boards of their own). */
    status = walk_make(&w, options,
                       plan->mirror_halving ||
                           (options->symmetry_breaking &&
                            board_symmetry_in(plan->group,
                                              NQCNF_SYMMETRY_MIRROR)));
    if (status == NQCNF_OK) status = fill_plan(plan, &w);
    nqcnf_queen_walk_free(&w.board);
    if (status != NQCNF_OK) {
        nqcnf_split_plan_free(plan);
        return status;
    }
    cut_shard(plan, shard_index, shard_count < 2 ? 1 : shard_count);
    return NQCNF_OK;
}

int nqcnf_split_has_mirror(const split_plan *plan, uint32_t first_column)
{
    return plan->mirror_halving &&
           first_column != plan->options.n - 1 - first_column;
}

/* ---- Requests -------------------------------------------------------- */

/* A field added to nqcnf_count_request moves REQUEST_KNOWN_END and is
 * copied below only when the caller's struct covers it. */
#define REQUEST_KNOWN_END NQCNF_FIELD_END(nqcnf_count_request, limit)
#define COVERS(size, field) NQCNF_COVERS(nqcnf_count_request, size, field)

nqcnf_status nqcnf_split_request_import(const nqcnf_count_request *given,
                                        nqcnf_count_request *local)
{
    nqcnf_count_request_init(local);
    if (given == NULL) return NQCNF_OK;
    const nqcnf_status status = nqcnf_struct_size_check(
        "request", "nqcnf_count_request_init", given, given->struct_size,
        NQCNF_COUNT_REQUEST_SIZE_1, REQUEST_KNOWN_END, sizeof *local);
    if (status != NQCNF_OK) return status;
    memcpy(local, given, NQCNF_COUNT_REQUEST_SIZE_1);
    local->struct_size = sizeof *local;
    if (COVERS(given->struct_size, sorted)) local->sorted = given->sorted;
    if (COVERS(given->struct_size, limit)) local->limit = given->limit;
    return NQCNF_OK;
}

void nqcnf_count_request_init(nqcnf_count_request *request)
{
    if (request == NULL) return;
    memset(request, 0, sizeof *request);
    request->struct_size = sizeof *request;
}

/* ---- Threads --------------------------------------------------------- */

typedef struct worker_call {
    void (*worker)(void *job);
    void *job;
} worker_call;

static void *worker_main(void *argument)
{
    const worker_call *call = argument;
    call->worker(call->job);
    return NULL;
}

static unsigned thread_count(unsigned requested, size_t parts)
{
    unsigned threads = requested;
    if (threads == 0) {
        const long online = sysconf(_SC_NPROCESSORS_ONLN);
        threads = online > 0 ? (unsigned)online : 1u;
    }
    if (parts == 0) return 1;
    return threads < parts ? threads : (unsigned)parts;
}

/* The calling thread works too, so one thread starts no thread, and if
 * threads cannot be started (or their handles allocated) the work is
 * simply done by those that were. */
void nqcnf_split_run(const split_plan *plan, unsigned threads,
                     void (*worker)(void *job), void *job)
{
    worker_call call = {worker, job};
    const unsigned total = thread_count(threads, plan->last - plan->first);
    const unsigned wanted = total - 1;
    pthread_t *helpers = NULL;
    if (wanted > 0) helpers = nqcnf_allocate(sizeof *helpers * wanted);
    unsigned started = 0;
    while (helpers != NULL && started < wanted &&
           pthread_create(&helpers[started], NULL, worker_main, &call) == 0)
        started++;
    worker(job);
    for (unsigned i = 0; i < started; i++) pthread_join(helpers[i], NULL);
    nqcnf_release(helpers);
}

/* ---- Progress -------------------------------------------------------- */

static void call_report(split_progress *progress)
{
    progress->state.work_done =
        progress->weight_total == 0
            ? 1.0
            : (double)progress->weight_done / (double)progress->weight_total;
    const nqcnf_progress copy = progress->state;
    progress->report(progress->context, &copy);
}

nqcnf_status nqcnf_split_progress_init(split_progress *progress,
                                       const split_plan *plan,
                                       nqcnf_progress_fn report, void *context)
{
    memset(progress, 0, sizeof *progress);
    progress->report = report;
    progress->context = context;
    progress->state.parts_total = plan->last - plan->first;
    progress->weight_total = plan->shard_weight;
    if (report == NULL) return NQCNF_OK;
    if (pthread_mutex_init(&progress->lock, NULL) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    /* A sub-problem of a large board can take minutes: the caller learns
     * how many there are before the first one is done. */
    call_report(progress);
    return NQCNF_OK;
}

void nqcnf_split_progress_part(split_progress *progress, uint64_t weight,
                               uint64_t solutions)
{
    if (progress->report == NULL) return;
    pthread_mutex_lock(&progress->lock);
    progress->state.parts_done++;
    progress->state.solutions += solutions;
    progress->weight_done += weight;
    call_report(progress);
    pthread_mutex_unlock(&progress->lock);
}

void nqcnf_split_progress_listed(split_progress *progress, uint64_t weight,
                                 uint64_t listed)
{
    if (progress->report == NULL) return;
    pthread_mutex_lock(&progress->lock);
    progress->state.parts_done++;
    /* Threads read the total at different times: never go back. */
    if (listed > progress->state.solutions)
        progress->state.solutions = listed;
    progress->weight_done += weight;
    call_report(progress);
    pthread_mutex_unlock(&progress->lock);
}

void nqcnf_split_progress_finish(split_progress *progress, int complete)
{
    if (progress->report == NULL) return;
    if (complete) {
        progress->state.parts_done = progress->state.parts_total;
        progress->weight_done = progress->weight_total;
        call_report(progress);
    }
    pthread_mutex_destroy(&progress->lock);
}
