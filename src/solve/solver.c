/*
 * solver.c - what every backend shares: see solver.h.
 *
 * Clauses are gathered into a batch of literals and handed to the
 * backend a batch at a time, each clause closed by its 0 as in DIMACS.
 * Loading N = 200 means ten million clauses; one backend call per clause
 * would pay PicoSAT's out-of-memory guard (a setjmp) ten million times,
 * one call per batch pays it a few thousand times. The batch goes to the
 * backend before anything that depends on the clauses: an assumption, a
 * solve.
 *
 * The encoding reaches the solver through an nqcnf_sink fed by
 * nqcnf_generate_clauses, the generator behind the DIMACS writer, with options
 * that nqcnf_solver_import validated once at the public entry point.
 * Loading N = 150 takes seconds, so the options' stop callback is polled
 * once a batch while it loads, and answers NQCNF_ERR_STOPPED.
 */
#include "solve/solver.h"

#include "encode/encoder.h"
#include "generate/generator.h"

#include <inttypes.h>
#include <string.h>

/* Literals per batch: 16 KiB, large enough that a batch costs nothing
 * per clause, small enough to stay in the cache. */
#define BATCH_LITERALS 4096u

struct nqcnf_solver {
    const solver_backend *backend;
    void *instance;
    int32_t *batch;  /* whole clauses, each closed by 0 */
    size_t batch_count, batch_capacity;
    size_t assumed;  /* assumptions since the last solve */
    solver_result last;
    int answered;    /* last is the answer to the clauses and assumptions
                        as they are: nothing was added or assumed since */
    const nqcnf_options *loading; /* while nqcnf_solver_new loads: whose
                                     stop to poll; else NULL */
};

static int valid_literal(int32_t literal)
{
    return literal != 0 && literal != INT32_MIN;
}

/* `literal` of a clause or an assumption (`where`), refused: 0 would
 * close a DIMACS clause early, INT32_MIN has no negation. */
static nqcnf_status invalid_literal(int32_t literal, const char *where)
{
    return nqcnf_invalid("literal %" PRId32 " in %s: literals are "
                         "+-1 .. +-%" PRId32,
                         literal, where, INT32_MAX);
}

/* The backend's name, or its number if it has none: it is named in a
 * message as the caller wrote it. */
static nqcnf_status invalid_backend(nqcnf_backend backend)
{
    const char *name = nqcnf_backend_name(backend);
    if (name == NULL)
        return nqcnf_invalid("options->backend is %d: not an nqcnf_backend",
                             (int)backend);
    return nqcnf_invalid("options->backend is %d (%s): not in this build "
                         "of the library",
                         (int)backend, name);
}

static nqcnf_status flush(nqcnf_solver *solver)
{
    if (solver->batch_count == 0) return NQCNF_OK;
    if (solver->loading != NULL && solver->loading->stop != NULL &&
        solver->loading->stop(solver->loading->stop_context))
        return NQCNF_ERR_STOPPED;
    const size_t count = solver->batch_count;
    solver->batch_count = 0;
    return solver->backend->add(solver->instance, solver->batch, count);
}

/* Makes room for `needed` more literals, flushing or (for a clause longer
 * than a batch) growing. */
static nqcnf_status make_room(nqcnf_solver *solver, size_t needed)
{
    if (solver->batch_capacity - solver->batch_count >= needed)
        return NQCNF_OK;
    const nqcnf_status status = flush(solver);
    if (status != NQCNF_OK) return status;
    if (nqcnf_grow((void **)&solver->batch, &solver->batch_capacity, needed,
                   sizeof *solver->batch))
        return NQCNF_ERR_OUT_OF_MEMORY;
    return NQCNF_OK;
}

nqcnf_status nqcnf_solver_add_clause(nqcnf_solver *solver,
                                     const int32_t *literals, size_t count)
{
    if (count == SIZE_MAX)
        return nqcnf_invalid("a clause of SIZE_MAX literals");
    if (count > 0 && literals == NULL)
        return nqcnf_invalid("a clause's literals are NULL with count %zu",
                             count);
    for (size_t i = 0; i < count; i++)
        if (!valid_literal(literals[i]))
            return invalid_literal(literals[i], "a clause");
    solver->answered = 0;
    const nqcnf_status status = make_room(solver, count + 1);
    if (status != NQCNF_OK) return status;
    int32_t *end = solver->batch + solver->batch_count;
    if (count > 0) memcpy(end, literals, count * sizeof *literals);
    end[count] = 0;
    solver->batch_count += count + 1;
    return NQCNF_OK;
}

nqcnf_status nqcnf_solver_assume(nqcnf_solver *solver, int32_t literal)
{
    if (!valid_literal(literal))
        return invalid_literal(literal, "an assumption");
    solver->answered = 0;
    const nqcnf_status status = flush(solver);
    if (status != NQCNF_OK) return status;
    solver->assumed++;
    return solver->backend->assume(solver->instance, literal);
}

nqcnf_status nqcnf_solver_solve_limited(nqcnf_solver *solver,
                                        int64_t decision_limit,
                                        solver_result *result)
{
    *result = SOLVER_UNKNOWN;
    solver->answered = 0;
    /* Solvers set assumptions by deciding them, and PicoSAT counts those
     * decisions against the limit: they are added to it, so that a limit
     * means the same search on every backend. */
    if (decision_limit >= 0) {
        const uint64_t assumed = solver->assumed;
        decision_limit = assumed > (uint64_t)(INT64_MAX - decision_limit)
                             ? INT64_MAX
                             : decision_limit + (int64_t)assumed;
    }
    solver->assumed = 0;
    nqcnf_status status = flush(solver);
    if (status == NQCNF_OK)
        status = solver->backend->solve(solver->instance, decision_limit,
                                        result);
    if (status != NQCNF_OK) {
        *result = SOLVER_UNKNOWN;
        return status;
    }
    solver->last = *result;
    solver->answered = 1;
    return NQCNF_OK;
}

nqcnf_status nqcnf_solver_solve(nqcnf_solver *solver, int *satisfiable)
{
    solver_result result;
    *satisfiable = 0;
    const nqcnf_status status =
        nqcnf_solver_solve_limited(solver, -1, &result);
    if (status != NQCNF_OK) return status;
    if (result == SOLVER_UNKNOWN) return NQCNF_ERR_STOPPED;
    *satisfiable = result == SOLVER_SATISFIABLE;
    return NQCNF_OK;
}

int nqcnf_solver_is_true(const nqcnf_solver *solver, int32_t literal)
{
    if (!solver->answered || solver->last != SOLVER_SATISFIABLE ||
        !valid_literal(literal))
        return 0;
    return solver->backend->value(solver->instance, literal) != 0;
}

nqcnf_status nqcnf_solver_failed(nqcnf_solver *solver, int32_t literal,
                                 int *failed)
{
    *failed = 0;
    if (!solver->answered || solver->last != SOLVER_UNSATISFIABLE)
        return nqcnf_invalid("failed assumptions asked of a solver whose "
                             "last answer was not unsatisfiable");
    if (!valid_literal(literal))
        return invalid_literal(literal, "an assumption");
    const nqcnf_status status =
        solver->backend->failed(solver->instance, literal, failed);
    *failed = status == NQCNF_OK && *failed != 0;
    return status;
}

void nqcnf_solver_set_terminate(nqcnf_solver *solver, void *state,
                                solver_terminate_fn terminate)
{
    solver->backend->set_terminate(solver->instance,
                                   terminate ? state : NULL, terminate);
}

/* ---- Instances ------------------------------------------------------- */

nqcnf_status nqcnf_solver_open(nqcnf_backend backend, uint32_t variables,
                               nqcnf_solver **solver)
{
    if (solver == NULL) return nqcnf_invalid("solver is NULL");
    *solver = NULL;
    const solver_backend *chosen = nqcnf_solver_backend(backend);
    if (chosen == NULL) return invalid_backend(backend);
    nqcnf_solver *created = nqcnf_allocate(sizeof *created);
    if (created == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(created, 0, sizeof *created);
    created->backend = chosen;
    created->batch = nqcnf_allocate(sizeof *created->batch * BATCH_LITERALS);
    nqcnf_status status = NQCNF_ERR_OUT_OF_MEMORY;
    if (created->batch != NULL) {
        created->batch_capacity = BATCH_LITERALS;
        status = chosen->create(&created->instance, variables);
    }
    if (status != NQCNF_OK) {
        nqcnf_solver_free(created);
        return status;
    }
    *solver = created;
    return NQCNF_OK;
}

void nqcnf_solver_free(nqcnf_solver *solver)
{
    if (solver == NULL) return;
    if (solver->instance != NULL) solver->backend->release(solver->instance);
    nqcnf_release(solver->batch);
    nqcnf_release(solver);
}

/* ---- The encoding, through the generator ------------------------------ */

static nqcnf_status sink_add_clause(void *context, const int32_t *literals,
                                    size_t count)
{
    return nqcnf_solver_add_clause(context, literals, count);
}

/* Writes a run of binary clauses straight into the batch. */
static nqcnf_status sink_add_binary_run(void *context, int32_t first,
                                        int32_t second, int32_t step,
                                        uint32_t count)
{
    nqcnf_solver *solver = context;
    solver->answered = 0;
    for (uint32_t i = 0; i < count; i++, second += step) {
        const nqcnf_status status = make_room(solver, 3);
        if (status != NQCNF_OK) return status;
        int32_t *end = solver->batch + solver->batch_count;
        end[0] = first;
        end[1] = second;
        end[2] = 0;
        solver->batch_count += 3;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_solver_import(const nqcnf_options *given,
                                 nqcnf_options *local)
{
    nqcnf_status status = nqcnf_options_import(given, local);
    if (status != NQCNF_OK) return status;
    const nqcnf_options *options = local;
    if (nqcnf_solver_backend(options->backend) == NULL)
        return invalid_backend(options->backend);
    /* Clauses and variables are all a solver's limits depend on. */
    encoding_cost cost;
    status = nqcnf_encoding_cost(options, 0, &cost);
    if (status != NQCNF_OK) return status;
    const uint64_t variables =
        (uint64_t)options->n * options->n + cost.auxiliary;
    return cost.clauses > NQCNF_SOLVER_CLAUSE_LIMIT || variables > INT32_MAX
               ? NQCNF_ERR_TOO_LARGE
               : NQCNF_OK;
}

nqcnf_status nqcnf_solver_new(const nqcnf_options *options,
                              nqcnf_solver **solver)
{
    if (solver == NULL) return nqcnf_invalid("solver is NULL");
    *solver = NULL;
    nqcnf_solver *created = NULL;
    nqcnf_status status = nqcnf_solver_open(
        options->backend, options->n * options->n, &created);
    if (status != NQCNF_OK) return status;
    const nqcnf_sink sink = nqcnf_sink_make(created, sink_add_clause,
                                            sink_add_binary_run, NULL, NULL);
    created->loading = options;
    status = nqcnf_generate_clauses(options, &sink);
    if (status == NQCNF_OK) status = flush(created);
    created->loading = NULL;
    if (status != NQCNF_OK) {
        nqcnf_solver_free(created);
        return status;
    }
    *solver = created;
    return NQCNF_OK;
}
