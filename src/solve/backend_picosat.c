/*
 * backend_picosat.c - PicoSAT behind the solver seam (solver.h).
 *
 * A backend turns the seam's calls into its solver's and must keep the
 * library's promises: never print, never exit, report out-of-memory as
 * NQCNF_ERR_OUT_OF_MEMORY with nothing leaked, take memory from
 * nqcnf_allocate where the solver lets it.
 *
 * PicoSAT lets it: its memory comes from callbacks (picosat_minit), which
 * here go to nqcnf_allocate and friends, so the allocator hook and the
 * out-of-memory tests reach inside the solver. But when a callback
 * returns NULL, PicoSAT prints a message and aborts the process. So every
 * call into PicoSAT that may allocate runs under a setjmp guard: a failed
 * allocation longjmps back to the guard instead of returning NULL, and
 * the guard returns NQCNF_ERR_OUT_OF_MEMORY. The instance is then in an
 * unknown state and is never called again; since picosat_reset cannot be
 * trusted on it, every block PicoSAT holds is kept on a list of our own,
 * and releasing the instance releases the list. The list costs one header
 * per block and O(1) per allocation. The guard never leaves this file:
 * it sits around single PicoSAT calls (a whole batch of clauses counts as
 * one), so nothing of the caller's is ever jumped over.
 *
 * PicoSAT also aborts on calls out of order (a value without a model);
 * solver.c never makes those.
 */
#include "solve/solver.h"

#include <picosat/picosat.h>

#include <limits.h>
#include <setjmp.h>
#include <stddef.h>

/* The header in front of every block PicoSAT gets; aligned like malloc's
 * own blocks so that PicoSAT's data after it is aligned for anything. */
typedef struct block {
    _Alignas(max_align_t) struct block *previous;
    struct block *next;
} block;

typedef struct instance {
    PicoSAT *picosat;
    block blocks;    /* sentinel of the circular list of live blocks */
    jmp_buf *escape; /* the active guard; NULL outside PicoSAT calls */
    int broken;      /* an allocation failed: PicoSAT must not be used */
} instance;

/* ---- PicoSAT's memory manager --------------------------------------- */

static void link_block(instance *solver, block *item)
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
static void escape_out_of_memory(instance *solver)
{
    longjmp(*solver->escape, 1);
}

static void *solver_allocate(void *manager, size_t size)
{
    instance *solver = manager;
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
    instance *solver = manager;
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

/* ---- Guarded calls --------------------------------------------------- */

/* One call into PicoSAT: its arguments and its answer. */
typedef struct call {
    const int32_t *literals;
    size_t count;
    int limit;
    int answer;
} call;

typedef void (*solver_action)(instance *solver, call *arguments);

/* Runs `action`, which calls PicoSAT; see the top of the file. Nothing
 * that lives across the setjmp is modified before a longjmp can come, so
 * nothing here needs to be volatile. */
static nqcnf_status run_guarded(instance *solver, solver_action action,
                                call *arguments)
{
    if (solver->broken) return NQCNF_ERR_OUT_OF_MEMORY;
    jmp_buf escape;
    if (setjmp(escape) != 0) {
        solver->escape = NULL;
        solver->broken = 1;
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    solver->escape = &escape;
    action(solver, arguments);
    solver->escape = NULL;
    return NQCNF_OK;
}

static void add_action(instance *solver, call *arguments)
{
    for (size_t i = 0; i < arguments->count; i++)
        picosat_add(solver->picosat, arguments->literals[i]);
}

static void assume_action(instance *solver, call *arguments)
{
    picosat_assume(solver->picosat, arguments->literals[0]);
}

static void solve_action(instance *solver, call *arguments)
{
    arguments->answer = picosat_sat(solver->picosat, arguments->limit);
}

/* The first question after a solve makes PicoSAT collect all failed
 * assumptions at once, which may allocate: hence the guard. */
static void failed_action(instance *solver, call *arguments)
{
    arguments->answer =
        picosat_failed_assumption(solver->picosat, arguments->literals[0]);
}

static void create_action(instance *solver, call *arguments)
{
    solver->picosat = picosat_minit(solver, solver_allocate, solver_resize,
                                    solver_release);
    /* Room for every variable at once, instead of growing per clause. */
    picosat_adjust(solver->picosat, arguments->limit);
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

/* ---- The backend ----------------------------------------------------- */

static void release(void *opaque)
{
    instance *solver = opaque;
    if (solver == NULL) return;
    /* picosat_reset only frees, so it can never need the guard. */
    if (solver->picosat != NULL && !solver->broken)
        picosat_reset(solver->picosat);
    while (solver->blocks.next != &solver->blocks) {
        block *item = solver->blocks.next;
        unlink_block(item);
        nqcnf_release(item);
    }
    nqcnf_release(solver);
}

static nqcnf_status create(void **opaque, uint32_t variables)
{
    *opaque = NULL;
    instance *created = nqcnf_allocate(sizeof *created);
    if (created == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    created->picosat = NULL;
    created->blocks.previous = created->blocks.next = &created->blocks;
    created->escape = NULL;
    created->broken = 0;
    call arguments = {NULL, 0, variables > INT_MAX ? INT_MAX : (int)variables,
                      0};
    const nqcnf_status status =
        run_guarded(created, create_action, &arguments);
    if (status != NQCNF_OK) {
        release(created);
        return status;
    }
    *opaque = created;
    return NQCNF_OK;
}

static nqcnf_status add(void *opaque, const int32_t *literals, size_t count)
{
    call arguments = {literals, count, 0, 0};
    return run_guarded(opaque, add_action, &arguments);
}

static nqcnf_status assume(void *opaque, int32_t literal)
{
    call arguments = {&literal, 1, 0, 0};
    return run_guarded(opaque, assume_action, &arguments);
}

_Static_assert(PICOSAT_SATISFIABLE == SOLVER_SATISFIABLE &&
                   PICOSAT_UNSATISFIABLE == SOLVER_UNSATISFIABLE &&
                   PICOSAT_UNKNOWN == SOLVER_UNKNOWN,
               "PicoSAT answers in IPASIR's codes");

static nqcnf_status solve(void *opaque, int64_t decision_limit,
                          solver_result *result)
{
    call arguments = {NULL, 0, solver_int_limit(decision_limit),
                      PICOSAT_UNKNOWN};
    const nqcnf_status status = run_guarded(opaque, solve_action, &arguments);
    *result = solver_result_of(arguments.answer);
    return status;
}

static int value(void *opaque, int32_t literal)
{
    const instance *solver = opaque;
    return picosat_deref(solver->picosat, literal) > 0;
}

static nqcnf_status failed(void *opaque, int32_t literal, int *was_failed)
{
    call arguments = {&literal, 1, 0, 0};
    const nqcnf_status status =
        run_guarded(opaque, failed_action, &arguments);
    *was_failed = arguments.answer != 0;
    return status;
}

static void set_terminate(void *opaque, void *state,
                          solver_terminate_fn terminate)
{
    instance *solver = opaque;
    picosat_set_interrupt(solver->picosat, state, terminate);
}

const solver_backend nqcnf_picosat_backend = {
    create, add, assume, solve, value, failed, set_terminate, release,
};
