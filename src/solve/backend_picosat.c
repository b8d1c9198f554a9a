/*
 * backend_picosat.c - PicoSAT behind the library's allocator and statuses.
 *
 * PicoSAT takes its memory from callbacks (picosat_minit), which here go
 * to nqcnf_allocate and friends. But when a callback returns NULL, PicoSAT
 * prints a message and aborts the process, which a library must never do.
 * So every call into PicoSAT that may allocate runs under a setjmp guard:
 * a failed allocation longjmps back to the guard instead of returning
 * NULL, and the guard returns NQCNF_ERR_OUT_OF_MEMORY. The instance is
 * then in an unknown state and is never called again; since picosat_reset
 * cannot be trusted on it, every block PicoSAT holds is kept on a list of
 * our own, and freeing the instance releases the list. The list costs one
 * header per block and O(1) per allocation.
 *
 * The guard sits around single PicoSAT calls, never around the generator:
 * jumping over nqcnf_generate would leak its scratch memory, while an
 * ordinary status returned from the sink unwinds it properly.
 */
#include "solve/solver.h"

#include "encode/encoder.h"

#include <picosat/picosat.h>

#include <setjmp.h>
#include <stddef.h>

/* The header in front of every block PicoSAT gets; aligned like malloc's
 * own blocks so that PicoSAT's data after it is aligned for anything. */
typedef struct block {
    _Alignas(max_align_t) struct block *previous;
    struct block *next;
} block;

struct nqcnf_solver {
    PicoSAT *picosat;
    block blocks;      /* sentinel of the circular list of live blocks */
    jmp_buf *escape;   /* the active guard; NULL outside PicoSAT calls */
    int broken;        /* an allocation failed: PicoSAT must not be used */
    int unsatisfiable; /* the last call was a solve that found none: only
                          then may failed assumptions be asked for (else
                          PicoSAT aborts the process) */
};

/* ---- PicoSAT's memory manager --------------------------------------- */

static void link_block(nqcnf_solver *solver, block *item)
{
    item->previous = &solver->blocks;
    item->next = solver->blocks.next;
    item->next->previous = item;
    solver->blocks.next = item;
}

static void unlink_block(block *item)
{
    item->previous->next = item->next;
    item->next->previous = item->previous;
}

/* PicoSAT has no way to be told "no memory" that it survives. */
static void escape_out_of_memory(nqcnf_solver *solver)
{
    longjmp(*solver->escape, 1);
}

static void *solver_allocate(void *manager, size_t size)
{
    nqcnf_solver *solver = manager;
    block *item = NULL;
    if (size <= SIZE_MAX - sizeof *item)
        item = nqcnf_allocate(sizeof *item + size);
    if (item == NULL) escape_out_of_memory(solver);
    link_block(solver, item);
    return item + 1;
}

static void solver_release(void *manager, void *data, size_t size)
{
    (void)manager;
    (void)size;
    if (data == NULL) return;
    block *item = (block *)data - 1;
    unlink_block(item);
    nqcnf_release(item);
}

static void *solver_resize(void *manager, void *data, size_t old_size,
                           size_t new_size)
{
    nqcnf_solver *solver = manager;
    if (data == NULL || old_size == 0)
        return new_size == 0 ? NULL : solver_allocate(manager, new_size);
    if (new_size == 0) {
        solver_release(manager, data, old_size);
        return NULL;
    }
    block *item = (block *)data - 1;
    block *moved = NULL;
    /* On failure the old block stays linked, so it is still freed. */
    if (new_size <= SIZE_MAX - sizeof *item)
        moved = nqcnf_reallocate(item, sizeof *item + new_size);
    if (moved == NULL) escape_out_of_memory(solver);
    moved->previous->next = moved;
    moved->next->previous = moved;
    return moved + 1;
}

static void release_all_blocks(nqcnf_solver *solver)
{
    while (solver->blocks.next != &solver->blocks) {
        block *item = solver->blocks.next;
        unlink_block(item);
        nqcnf_release(item);
    }
}

/* ---- Guarded calls --------------------------------------------------- */

typedef void (*solver_action)(nqcnf_solver *solver, void *argument);

/* Runs `action`, which calls PicoSAT; see the top of the file. Nothing
 * that lives across the setjmp is modified before a longjmp can come, so
 * nothing here needs to be volatile. */
static nqcnf_status run_guarded(nqcnf_solver *solver, solver_action action,
                                void *argument)
{
    if (solver->broken) return NQCNF_ERR_OUT_OF_MEMORY;
    jmp_buf escape;
    if (setjmp(escape) != 0) {
        solver->escape = NULL;
        solver->broken = 1;
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    solver->escape = &escape;
    action(solver, argument);
    solver->escape = NULL;
    return NQCNF_OK;
}

typedef struct clause {
    const int32_t *literals;
    size_t count;
} clause;

static void add_clause_action(nqcnf_solver *solver, void *argument)
{
    const clause *item = argument;
    for (size_t i = 0; i < item->count; i++)
        picosat_add(solver->picosat, item->literals[i]);
    picosat_add(solver->picosat, 0);
}

typedef struct binary_run {
    int32_t first, second, step;
    uint32_t count;
} binary_run;

static void add_binary_run_action(nqcnf_solver *solver, void *argument)
{
    const binary_run *run = argument;
    int32_t second = run->second;
    for (uint32_t i = 0; i < run->count; i++, second += run->step) {
        picosat_add(solver->picosat, run->first);
        picosat_add(solver->picosat, second);
        picosat_add(solver->picosat, 0);
    }
}

typedef struct solve_call {
    int result;
} solve_call;

static void solve_action(nqcnf_solver *solver, void *argument)
{
    solve_call *call = argument;
    call->result = picosat_sat(solver->picosat, -1);
}

typedef struct failed_call {
    int32_t literal;
    int failed;
} failed_call;

static void assume_action(nqcnf_solver *solver, void *argument)
{
    const int32_t *literal = argument;
    picosat_assume(solver->picosat, *literal);
}

/* The first question after a solve makes PicoSAT collect all failed
 * assumptions at once, which may allocate: hence the guard. */
static void failed_action(nqcnf_solver *solver, void *argument)
{
    failed_call *call = argument;
    call->failed = picosat_failed_assumption(solver->picosat, call->literal);
}

static void create_action(nqcnf_solver *solver, void *argument)
{
    const int *variables = argument;
    solver->picosat = picosat_minit(solver, solver_allocate, solver_resize,
                                    solver_release);
    /* Room for every variable at once, instead of growing per clause. */
    picosat_adjust(solver->picosat, *variables);
    /* Only N of the N*N squares hold a queen, so "no queen" is the right
     * first guess for nearly every decision; the at-least-one clauses then
     * place the queens by propagation. Against PicoSAT's default
     * (Jeroslow-Wang) this finds the first solution of N = 200 about
     * three times faster. The seed of PicoSAT's occasional random
     * decisions is fixed, so every run finds the same solutions in the
     * same order. */
    picosat_set_global_default_phase(solver->picosat, 0);
    picosat_set_seed(solver->picosat, 0);
}

/* ---- The sink -------------------------------------------------------- */

static nqcnf_status sink_add_clause(void *context, const int32_t *literals,
                                    size_t count)
{
    return nqcnf_solver_add_clause(context, literals, count);
}

/* Takes a whole run per guard rather than one clause per guard. */
static nqcnf_status sink_add_binary_run(void *context, int32_t first,
                                        int32_t second, int32_t step,
                                        uint32_t count)
{
    binary_run run = {first, second, step, count};
    nqcnf_solver *solver = context;
    solver->unsatisfiable = 0;
    return run_guarded(solver, add_binary_run_action, &run);
}

nqcnf_sink nqcnf_solver_sink(nqcnf_solver *solver)
{
    nqcnf_sink sink = {solver, sink_add_clause, sink_add_binary_run, NULL,
                       NULL};
    return sink;
}

/* ---- The instance ---------------------------------------------------- */

/* The closed-form cost, not nqcnf_counts_compute: that one also measures
 * the DIMACS bytes, which for any but the default options takes a pass of
 * the generator, and count.c makes a solver for every sub-problem. */
nqcnf_status nqcnf_solver_check_size(const nqcnf_options *options)
{
    encoding_cost cost;
    const nqcnf_status status = nqcnf_encoding_cost(options, 0, &cost);
    if (status != NQCNF_OK) return status;
    /* PicoSAT numbers variables with an int, like the DIMACS header. */
    const uint64_t variables =
        (uint64_t)options->n * options->n + cost.auxiliary;
    return cost.clauses > NQCNF_SOLVER_CLAUSE_LIMIT || variables > INT32_MAX
               ? NQCNF_ERR_TOO_LARGE
               : NQCNF_OK;
}

nqcnf_status nqcnf_solver_new(const nqcnf_options *options,
                              nqcnf_solver **solver)
{
    if (solver == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    *solver = NULL;
    nqcnf_status status = nqcnf_solver_check_size(options);
    if (status != NQCNF_OK) return status;

    nqcnf_solver *created = nqcnf_allocate(sizeof *created);
    if (created == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    created->picosat = NULL;
    created->blocks.previous = created->blocks.next = &created->blocks;
    created->escape = NULL;
    created->broken = 0;
    created->unsatisfiable = 0;

    int variables = (int)(options->n * options->n);
    status = run_guarded(created, create_action, &variables);
    if (status == NQCNF_OK) {
        const nqcnf_sink sink = nqcnf_solver_sink(created);
        status = nqcnf_generate(options, &sink);
    }
    if (status != NQCNF_OK) {
        nqcnf_solver_free(created);
        return status;
    }
    *solver = created;
    return NQCNF_OK;
}

nqcnf_status nqcnf_solver_add_clause(nqcnf_solver *solver,
                                     const int32_t *literals, size_t count)
{
    clause item = {literals, count};
    solver->unsatisfiable = 0;
    return run_guarded(solver, add_clause_action, &item);
}

nqcnf_status nqcnf_solver_solve(nqcnf_solver *solver, int *satisfiable)
{
    solve_call call = {PICOSAT_UNKNOWN};
    *satisfiable = 0;
    solver->unsatisfiable = 0;
    const nqcnf_status status = run_guarded(solver, solve_action, &call);
    if (status != NQCNF_OK) return status;
    if (call.result == PICOSAT_SATISFIABLE) {
        *satisfiable = 1;
        return NQCNF_OK;
    }
    /* Without a decision limit PicoSAT never answers "unknown". */
    if (call.result != PICOSAT_UNSATISFIABLE) return NQCNF_ERR_INTERNAL;
    solver->unsatisfiable = 1;
    return NQCNF_OK;
}

nqcnf_status nqcnf_solver_assume(nqcnf_solver *solver, int32_t literal)
{
    /* PicoSAT aborts on the literal 0; INT32_MIN has no variable. */
    if (literal == 0 || literal == INT32_MIN)
        return NQCNF_ERR_INVALID_ARGUMENT;
    solver->unsatisfiable = 0;
    return run_guarded(solver, assume_action, &literal);
}

nqcnf_status nqcnf_solver_failed(nqcnf_solver *solver, int32_t literal,
                                 int *failed)
{
    *failed = 0;
    if (literal == 0 || literal == INT32_MIN || !solver->unsatisfiable)
        return NQCNF_ERR_INVALID_ARGUMENT;
    failed_call call = {literal, 0};
    const nqcnf_status status = run_guarded(solver, failed_action, &call);
    *failed = status == NQCNF_OK && call.failed != 0;
    return status;
}

int nqcnf_solver_is_true(nqcnf_solver *solver, int32_t variable)
{
    return picosat_deref(solver->picosat, variable) > 0;
}

void nqcnf_solver_free(nqcnf_solver *solver)
{
    if (solver == NULL) return;
    /* picosat_reset only frees, so it can never need the guard. */
    if (solver->picosat != NULL && !solver->broken)
        picosat_reset(solver->picosat);
    release_all_blocks(solver);
    nqcnf_release(solver);
}
