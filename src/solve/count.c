/*
 * count.c - counting all solutions, split and in parallel.
 *
 * Counting is enumeration: one satisfiable call per solution, each
 * followed by a clause that blocks the solution's N queens. The work is
 * therefore exponential in N (A000170 grows faster than 2^N): N = 12
 * takes a fraction of a second, each further N five to seven times
 * longer, and nothing beyond N = 17 or so finishes in a day. Memory stays
 * small (one instance per thread). Three things keep it fast:
 *   - blocking clauses of N literals (a queen per row) rather than the
 *     N*N of a full model, as `picosat --all` would add;
 *   - independent sub-problems, one fresh solver instance each, fixed by
 *     unit clauses on the queens of the first rows (see PREFIX_ROWS).
 *     Small instances search faster than one big one, and they run on
 *     several threads, each instance owned by one thread (instances
 *     share nothing; a failure on one thread stops the searches of the
 *     others through the solver's terminate callback);
 *   - left-right mirror symmetry: the solutions with the first queen in
 *     column n-1-c are the mirror images of those with it in column c, so
 *     only first columns c <= (n-1)/2 are solved, the others counted
 *     twice. That holds only when the instance itself is mirror-symmetric:
 *     pre-placed queens, blocked squares and symmetry-breaking clauses
 *     each make the two halves count differently, so with any of them
 *     every first-row column is solved, each once. (The instance is
 *     always the generator's with all the options: nqcnf_solver_new hands
 *     it the options whole.) Sub-problems whose prefix queens stand on a
 *     blocked square or in the line of a pre-placed queen are skipped
 *     before a solver is made for them: their count is 0 anyway, and
 *     loading the encoding would cost most of the time.
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
 * alone. With pre-placed queens or blocked squares,
 * `unique` counts the solutions of the instance that are the smallest of
 * their class on the open board: the classes are the board's, not the
 * instance's (an image of a solution need not be a solution), exactly as
 * with the symmetry-breaking clauses, so the two still agree.
 */
#define _POSIX_C_SOURCE 200809L

#include "core/board_symmetry.h"
#include "core/internal.h"
#include "solve/solver.h"

#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>

/* Sub-problems fix the queens of the first PREFIX_ROWS rows. With only
 * the first row fixed, an instance for N = 12 piles up over a thousand
 * blocking clauses and every further call slows down under them; three
 * rows give instances of a few dozen solutions, and enough of them to
 * keep every thread busy to the end. Four rows are slower again: loading
 * the encoding into so many instances starts to cost more than it saves.
 * (Measured with PicoSAT; reusing one instance with picosat_push/pop was
 * slower still, as the popped contexts' clauses linger.) */
#define PREFIX_ROWS 3u

/* What the threads share: read-only parameters, the index of the next
 * sub-problem to take, the running total and the first failure, which
 * stops everyone. Sub-problem k places the queens of the prefix rows in
 * the columns given by the digits of k (base n, the first row's digit
 * below ceil(n/2)); prefixes whose queens attack each other are skipped,
 * so no list of sub-problems is ever built. */
typedef struct count_job {
    nqcnf_options options;
    int unique;
    int mirror_halving;      /* solve only first columns c <= (n-1)/2 */
    uint32_t depth;          /* rows fixed: min(n, PREFIX_ROWS) */
    uint64_t prefix_count;   /* ceil(n/2) or n, times n^(depth-1) */
    atomic_uint_fast64_t next_prefix;
    atomic_uint_fast64_t total;
    atomic_int failure;      /* an nqcnf_status; NQCNF_OK while all is well */
} count_job;

/* Scratch arrays of one sub-problem, n entries each. */
typedef struct scratch {
    uint32_t *columns; /* queen column of each row */
    uint32_t *image;
    int32_t *blocking;
} scratch;

/* ---- One sub-problem ------------------------------------------------- */

static nqcnf_status read_columns(nqcnf_solver *solver, uint32_t n,
                                 scratch *work)
{
    for (uint32_t r = 0; r < n; r++) {
        uint32_t c = 0;
        while (c < n && !nqcnf_solver_is_true(solver, nqcnf_variable(n, r, c)))
            c++;
        if (c == n) return NQCNF_ERR_INTERNAL; /* a row without a queen */
        work->columns[r] = c;
        work->blocking[r] = -nqcnf_variable(n, r, c);
    }
    return NQCNF_OK;
}

static nqcnf_status enumerate_subproblem(nqcnf_solver *solver,
                                         const count_job *job, scratch *work,
                                         uint64_t *solutions)
{
    const uint32_t n = job->options.n;
    for (;;) {
        int satisfiable;
        /* NQCNF_ERR_STOPPED when another thread failed: its failure is
         * the one reported. */
        nqcnf_status status = nqcnf_solver_solve(solver, &satisfiable);
        if (status != NQCNF_OK || !satisfiable) return status;
        status = read_columns(solver, n, work);
        if (status != NQCNF_OK) return status;
        if (!job->unique ||
            board_columns_is_canonical(work->columns, n, work->image))
            ++*solutions;
        status = nqcnf_solver_add_clause(solver, work->blocking, n);
        if (status != NQCNF_OK) return status;
    }
}

static int attack(uint32_t row1, uint32_t column1, uint32_t row2,
                  uint32_t column2)
{
    const uint32_t rows = row1 > row2 ? row1 - row2 : row2 - row1;
    const uint32_t columns = column1 > column2 ? column1 - column2
                                               : column2 - column1;
    if (rows == 0 && columns == 0) return 0; /* the same square */
    return rows == 0 || columns == 0 || rows == columns;
}

/* Whether the prefix can be part of a solution as far as the unit clauses
 * of the instance tell: no prefix queen on a blocked square or in the line
 * of a pre-placed queen (which also covers a pre-placed queen in a prefix
 * row, but in another column). */
static int prefix_fits_instance(const count_job *job, const uint32_t *columns)
{
    const nqcnf_options *options = &job->options;
    for (uint32_t r = 0; r < job->depth; r++) {
        for (size_t i = 0; i < options->blocked_count; i++)
            if (options->blocked[i].row == r &&
                options->blocked[i].column == columns[r])
                return 0;
        for (size_t i = 0; i < options->queen_count; i++)
            if (attack(r, columns[r], options->queens[i].row,
                       options->queens[i].column))
                return 0;
    }
    return 1;
}

/* The columns of the prefix rows for sub-problem `index`, whose digits
 * they are (row 0 the most significant); 0 if two of them attack or the
 * instance rules them out. */
static int decode_prefix(const count_job *job, uint64_t index,
                         uint32_t *columns)
{
    const uint32_t n = job->options.n;
    for (uint32_t r = job->depth; r-- > 1;) {
        columns[r] = (uint32_t)(index % n);
        index /= n;
    }
    columns[0] = (uint32_t)index;
    for (uint32_t r = 1; r < job->depth; r++)
        for (uint32_t s = 0; s < r; s++) {
            const uint32_t a = columns[r], b = columns[s];
            const uint32_t distance = a > b ? a - b : b - a;
            if (distance == 0 || distance == r - s) return 0;
        }
    return prefix_fits_instance(job, columns);
}

/* With mirror halving, the first queen in column c stands for itself and,
 * unless it is in the middle column, for its mirror image in column
 * n-1-c, which is never solved. With `unique` the mirror images hold no
 * smallest array. */
static uint64_t prefix_weight(const count_job *job, uint32_t first_column)
{
    if (job->unique || !job->mirror_halving) return 1;
    return first_column == job->options.n - 1 - first_column ? 1 : 2;
}

static nqcnf_status fix_prefix(nqcnf_solver *solver, const count_job *job,
                               const uint32_t *columns)
{
    for (uint32_t r = 0; r < job->depth; r++) {
        const int32_t queen = nqcnf_variable(job->options.n, r, columns[r]);
        const nqcnf_status status = nqcnf_solver_add_clause(solver, &queen, 1);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static int another_thread_failed(void *state)
{
    count_job *job = state;
    return atomic_load(&job->failure) != NQCNF_OK;
}

/* Counts the solutions of sub-problem `index`, mirror images included. */
static nqcnf_status solve_subproblem(count_job *job, uint64_t index,
                                     scratch *work, uint64_t *solutions)
{
    *solutions = 0;
    if (!decode_prefix(job, index, work->columns)) return NQCNF_OK;
    const uint64_t weight = prefix_weight(job, work->columns[0]);
    nqcnf_solver *solver = NULL;
    nqcnf_status status = nqcnf_solver_new(&job->options, &solver);
    if (status == NQCNF_OK) {
        nqcnf_solver_set_terminate(solver, job, another_thread_failed);
        status = fix_prefix(solver, job, work->columns);
    }
    if (status == NQCNF_OK)
        status = enumerate_subproblem(solver, job, work, solutions);
    nqcnf_solver_free(solver);
    *solutions *= weight;
    return status;
}

/* ---- Threads --------------------------------------------------------- */

static void release_scratch(scratch *work)
{
    nqcnf_release(work->columns);
    nqcnf_release(work->image);
    nqcnf_release(work->blocking);
}

static nqcnf_status allocate_scratch(scratch *work, uint32_t n)
{
    work->columns = nqcnf_allocate(sizeof *work->columns * n);
    work->image = nqcnf_allocate(sizeof *work->image * n);
    work->blocking = nqcnf_allocate(sizeof *work->blocking * n);
    if (work->columns != NULL && work->image != NULL &&
        work->blocking != NULL)
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
static void work_on_queue(count_job *job)
{
    scratch work;
    nqcnf_status status = allocate_scratch(&work, job->options.n);
    if (status != NQCNF_OK) {
        record_failure(job, status);
        return;
    }
    uint64_t total = 0;
    while (atomic_load(&job->failure) == NQCNF_OK) {
        const uint64_t index = atomic_fetch_add(&job->next_prefix, 1u);
        if (index >= job->prefix_count) break;
        uint64_t solutions;
        status = solve_subproblem(job, index, &work, &solutions);
        if (status != NQCNF_OK) record_failure(job, status);
        total += solutions;
    }
    atomic_fetch_add(&job->total, total);
    release_scratch(&work);
}

static void *worker_main(void *argument)
{
    work_on_queue(argument);
    return NULL;
}

static unsigned thread_count(unsigned requested, uint64_t prefix_count)
{
    unsigned threads = requested;
    if (threads == 0) {
        const long online = sysconf(_SC_NPROCESSORS_ONLN);
        threads = online > 0 ? (unsigned)online : 1u;
    }
    return threads < prefix_count ? threads : (unsigned)prefix_count;
}

/* The calling thread works too, so `threads` = 1 starts no thread, and if
 * threads cannot be started (or their handles allocated) the work is
 * simply done by those that were. */
static void run_job(count_job *job, unsigned threads)
{
    const unsigned wanted = threads - 1;
    pthread_t *helpers = NULL;
    if (wanted > 0) helpers = nqcnf_allocate(sizeof *helpers * wanted);
    unsigned started = 0;
    while (helpers != NULL && started < wanted &&
           pthread_create(&helpers[started], NULL, worker_main, job) == 0)
        started++;
    work_on_queue(job);
    for (unsigned i = 0; i < started; i++) pthread_join(helpers[i], NULL);
    nqcnf_release(helpers);
}

/* ---- Public entry ---------------------------------------------------- */

/* Whether the mirror image of every solution of the instance is one too
 * (see the top of the file). */
static int mirror_symmetric(const nqcnf_options *options)
{
    return !options->symmetry_breaking && options->queen_count == 0 &&
           options->blocked_count == 0;
}

static void plan_job(count_job *job, const nqcnf_options *options,
                     int unique)
{
    const uint32_t n = options->n;
    job->options = *options;
    job->unique = unique;
    job->mirror_halving = mirror_symmetric(options);
    job->depth = n < PREFIX_ROWS ? n : PREFIX_ROWS;
    job->prefix_count = job->mirror_halving ? (n + 1) / 2 : n;
    for (uint32_t r = 1; r < job->depth; r++) job->prefix_count *= n;
    atomic_init(&job->next_prefix, 0u);
    atomic_init(&job->total, 0u);
    atomic_init(&job->failure, NQCNF_OK);
}

nqcnf_status nqcnf_count_solutions(const nqcnf_options *given, int unique,
                                   unsigned threads, uint64_t *count)
{
    if (count == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    *count = 0;
    nqcnf_options options;
    const nqcnf_status status = nqcnf_solver_import(given, &options);
    if (status != NQCNF_OK) return status;

    count_job job;
    plan_job(&job, &options, unique);
    run_job(&job, thread_count(threads, job.prefix_count));
    const nqcnf_status failure = (nqcnf_status)atomic_load(&job.failure);
    if (failure != NQCNF_OK) return failure;
    *count = atomic_load(&job.total);
    return NQCNF_OK;
}
