/*
 * split.c - sub-problems fixed by the first rows, and the threads.
 *
 * Sub-problems fix the queens of the first SPLIT_PREFIX_ROWS rows. With
 * only the first row fixed, an instance for N = 12 piles up over a
 * thousand blocking clauses and every further call slows down under them;
 * three rows give instances of a few dozen solutions, and enough of them
 * to keep every thread busy to the end. Four rows are slower again:
 * loading the encoding into so many instances starts to cost more than
 * it saves. (Measured with PicoSAT; reusing one instance with
 * picosat_push/pop was slower still, as the popped contexts' clauses
 * linger.) Prefixes whose queens attack each other, stand on a blocked
 * square or in the line of a pre-placed queen are skipped before a solver
 * is made for them: they hold no solution, and loading the encoding would
 * cost most of the time. No list of sub-problems is ever built: the
 * index is decoded into the prefix.
 */
#define _POSIX_C_SOURCE 200809L

#include "solve/split.h"

#include <pthread.h>
#include <unistd.h>

#define SPLIT_PREFIX_ROWS 3u

int split_mirror_symmetric(const nqcnf_options *options)
{
    return !options->symmetry_breaking && options->queen_count == 0 &&
           options->blocked_count == 0;
}

void split_plan_make(split_plan *plan, const nqcnf_options *options,
                     int halve)
{
    const uint32_t n = options->n;
    plan->options = *options;
    plan->mirror_halving = halve && split_mirror_symmetric(options);
    plan->depth = n < SPLIT_PREFIX_ROWS ? n : SPLIT_PREFIX_ROWS;
    plan->prefix_count = plan->mirror_halving ? (n + 1) / 2 : n;
    for (uint32_t r = 1; r < plan->depth; r++) plan->prefix_count *= n;
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

/* No prefix queen on a blocked square or in the line of a pre-placed
 * queen (which also covers a pre-placed queen in a prefix row, but in
 * another column). */
static int prefix_fits_instance(const split_plan *plan,
                                const uint32_t *columns)
{
    const nqcnf_options *options = &plan->options;
    for (uint32_t r = 0; r < plan->depth; r++) {
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

int split_prefix(const split_plan *plan, uint64_t index, uint32_t *columns)
{
    const uint32_t n = plan->options.n;
    for (uint32_t r = plan->depth; r-- > 1;) {
        columns[r] = (uint32_t)(index % n);
        index /= n;
    }
    columns[0] = (uint32_t)index;
    for (uint32_t r = 1; r < plan->depth; r++)
        for (uint32_t s = 0; s < r; s++)
            if (attack(r, columns[r], s, columns[s])) return 0;
    return prefix_fits_instance(plan, columns);
}

int split_has_mirror(const split_plan *plan, uint32_t first_column)
{
    return plan->mirror_halving &&
           first_column != plan->options.n - 1 - first_column;
}

nqcnf_status split_open(const split_plan *plan, const uint32_t *columns,
                        void *state, solver_terminate_fn terminate,
                        nqcnf_solver **solver)
{
    nqcnf_status status = nqcnf_solver_new(&plan->options, solver);
    if (status != NQCNF_OK) return status;
    nqcnf_solver_set_terminate(*solver, state, terminate);
    for (uint32_t r = 0; r < plan->depth && status == NQCNF_OK; r++) {
        const int32_t queen = nqcnf_variable(plan->options.n, r, columns[r]);
        status = nqcnf_solver_add_clause(*solver, &queen, 1);
    }
    if (status != NQCNF_OK) {
        nqcnf_solver_free(*solver);
        *solver = NULL;
    }
    return status;
}

nqcnf_status split_read_solution(nqcnf_solver *solver, uint32_t n,
                                 uint32_t *columns, int32_t *blocking)
{
    for (uint32_t r = 0; r < n; r++) {
        uint32_t c = 0;
        while (c < n && !nqcnf_solver_is_true(solver, nqcnf_variable(n, r, c)))
            c++;
        if (c == n) return NQCNF_ERR_INTERNAL; /* a row without a queen */
        columns[r] = c;
        blocking[r] = -nqcnf_variable(n, r, c);
    }
    return NQCNF_OK;
}

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

static unsigned thread_count(unsigned requested, uint64_t prefix_count)
{
    unsigned threads = requested;
    if (threads == 0) {
        const long online = sysconf(_SC_NPROCESSORS_ONLN);
        threads = online > 0 ? (unsigned)online : 1u;
    }
    return threads < prefix_count ? threads : (unsigned)prefix_count;
}

/* The calling thread works too, so one thread starts no thread, and if
 * threads cannot be started (or their handles allocated) the work is
 * simply done by those that were. */
void split_run(const split_plan *plan, unsigned threads,
               void (*worker)(void *job), void *job)
{
    worker_call call = {worker, job};
    const unsigned total = thread_count(threads, plan->prefix_count);
    const unsigned wanted = total > 0 ? total - 1 : 0;
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
