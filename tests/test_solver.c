/*
 * test_solver.c - the solver seam (src/solve/solver.h), on every backend.
 *
 * The same small formulas go to each backend of the table, and the
 * answers are judged here, not by the solver: a model must satisfy every
 * clause (checked literal by literal), the failed assumptions of a
 * refutation must be the ones the formula is built to blame, and the
 * pigeonhole formula PHP(9,8) (nine pigeons, eight holes: unsatisfiable,
 * and far beyond a few decisions for resolution) must come back unknown
 * under a small decision limit or a terminate callback, and unsatisfiable
 * without them when small enough (PHP(6,5)). Calls out of order, which
 * make the solvers abort the process, must be refused with a status
 * instead. Every allocation the seam makes is failed in turn
 * (oracles.h's oom_loop); on PicoSAT that reaches inside the solver, on
 * CaDiCaL only the seam's own blocks (CaDiCaL allocates with C++ new).
 */
#include "every_backend.h"

#include "oracles.h"
#include "solve/solver.h"

#include <stdlib.h>
#include <string.h>

static nqcnf_solver *open_solver(uint32_t variables)
{
    nqcnf_solver *solver = NULL;
    assert_int_equal(nqcnf_solver_open(backend, variables, &solver),
                     NQCNF_OK);
    assert_non_null(solver);
    return solver;
}

static void add(nqcnf_solver *solver, const int32_t *literals, size_t count)
{
    assert_int_equal(nqcnf_solver_add_clause(solver, literals, count),
                     NQCNF_OK);
}

static solver_result solve(nqcnf_solver *solver, int64_t limit)
{
    solver_result result = (solver_result)-1;
    assert_int_equal(nqcnf_solver_solve_limited(solver, limit, &result),
                     NQCNF_OK);
    return result;
}

/* Pigeon p (0-based) in hole h: variable p * holes + h + 1. */
static void add_pigeonhole(nqcnf_solver *solver, int32_t pigeons)
{
    const int32_t holes = pigeons - 1;
    int32_t clause[16];
    for (int32_t p = 0; p < pigeons; p++) {
        for (int32_t h = 0; h < holes; h++) clause[h] = p * holes + h + 1;
        add(solver, clause, (size_t)holes);
    }
    for (int32_t h = 0; h < holes; h++)
        for (int32_t p = 0; p < pigeons; p++)
            for (int32_t q = p + 1; q < pigeons; q++) {
                const int32_t pair[2] = {-(p * holes + h + 1),
                                         -(q * holes + h + 1)};
                add(solver, pair, 2);
            }
}

/* ---- The table ---------------------------------------------------------- */

static void test_the_table_names_every_backend_and_this_build_has_them(
    void **state)
{
    (void)state;
    const char *const expected[] = {"picosat", "cadical"};
    assert_int_equal(NQCNF_BACKEND_COUNT, 2);
    for (unsigned b = 0; b < NQCNF_BACKEND_COUNT; b++) {
        assert_string_equal(nqcnf_backend_name((nqcnf_backend)b),
                            expected[b]);
        nqcnf_backend found = NQCNF_BACKEND_COUNT;
        assert_int_equal(nqcnf_backend_from_name(expected[b], &found),
                         NQCNF_OK);
        assert_int_equal(found, b);
        /* The test build links every solver: none may go missing. */
        assert_true(nqcnf_backend_available((nqcnf_backend)b));
        assert_non_null(nqcnf_solver_backend((nqcnf_backend)b));
    }
    nqcnf_backend found = NQCNF_BACKEND_PICOSAT;
    assert_null(nqcnf_backend_name(NQCNF_BACKEND_COUNT));
    assert_int_equal(nqcnf_backend_from_name("minisat", &found),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_backend_from_name("PicoSAT", &found),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_backend_from_name(NULL, &found),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_false(nqcnf_backend_available(NQCNF_BACKEND_COUNT));
    nqcnf_options defaults;
    nqcnf_options_init(&defaults, 8);
    assert_int_equal(defaults.backend, NQCNF_BACKEND_PICOSAT);
}

static void test_an_unknown_backend_is_refused_before_any_allocation(
    void **state)
{
    (void)state;
    static char sentinel;
    nqcnf_solver *solver = (nqcnf_solver *)(void *)&sentinel;
    fault_injection_start(0);
    assert_int_equal(nqcnf_solver_open(NQCNF_BACKEND_COUNT, 4, &solver),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(solver);
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    options.backend = (nqcnf_backend)7;
    nqcnf_options local;
    assert_int_equal(nqcnf_solver_import(&options, &local),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(fault_injection_stop(), 0);
}

/* ---- Clauses, models, assumptions ---------------------------------------- */

/* Every clause has a literal the solver calls true, and the solver calls
 * exactly one of v and -v true. */
static void assert_model_satisfies(const nqcnf_solver *solver,
                                   const int32_t *clauses, size_t count,
                                   int32_t variables)
{
    for (int32_t v = 1; v <= variables; v++)
        assert_int_equal(nqcnf_solver_is_true(solver, v) +
                             nqcnf_solver_is_true(solver, -v),
                         1);
    int satisfied = 0;
    for (size_t i = 0; i < count; i++) {
        if (clauses[i] == 0) {
            assert_true(satisfied);
            satisfied = 0;
        } else if (nqcnf_solver_is_true(solver, clauses[i])) {
            satisfied = 1;
        }
    }
}

static void test_a_model_satisfies_every_clause(void **state)
{
    (void)state;
    /* Forces 1 false, 2 true, 3 false, 4 true; 5 stays free. */
    static const int32_t clauses[] = {-1, 0, 1, 2, 0, -2, -3, 0,
                                      3, 4, 0,  -4, 2, 5, 0};
    nqcnf_solver *solver = open_solver(5);
    size_t start = 0;
    for (size_t i = 0; i < sizeof clauses / sizeof *clauses; i++)
        if (clauses[i] == 0) {
            add(solver, clauses + start, i - start);
            start = i + 1;
        }
    assert_int_equal(solve(solver, -1), SOLVER_SATISFIABLE);
    assert_model_satisfies(solver, clauses, sizeof clauses / sizeof *clauses,
                           5);
    assert_true(nqcnf_solver_is_true(solver, -1));
    assert_true(nqcnf_solver_is_true(solver, 2));
    assert_true(nqcnf_solver_is_true(solver, -3));
    assert_true(nqcnf_solver_is_true(solver, 4));
    /* A variable no clause mentions is simply not true. */
    assert_false(nqcnf_solver_is_true(solver, 9) &&
                 nqcnf_solver_is_true(solver, -9));
    nqcnf_solver_free(solver);
}

static void test_a_clause_longer_than_a_batch(void **state)
{
    (void)state;
    enum { LONG = 10000 };
    int32_t *clause = malloc(sizeof *clause * LONG);
    assert_non_null(clause);
    nqcnf_solver *solver = open_solver(LONG);
    for (int32_t v = 1; v < LONG; v++) {
        const int32_t unit = -v;
        add(solver, &unit, 1);
        clause[v - 1] = v;
    }
    clause[LONG - 1] = LONG;
    add(solver, clause, LONG);
    assert_int_equal(solve(solver, -1), SOLVER_SATISFIABLE);
    assert_true(nqcnf_solver_is_true(solver, LONG));
    assert_false(nqcnf_solver_is_true(solver, LONG - 1));
    nqcnf_solver_free(solver);
    free(clause);
}

static void test_failed_assumptions_name_what_is_to_blame(void **state)
{
    (void)state;
    /* 1 and 2 exclude each other; 3 and 4 are free. */
    static const int32_t not_both[] = {-1, -2}, either[] = {3, 4};
    nqcnf_solver *solver = open_solver(4);
    add(solver, not_both, 2);
    add(solver, either, 2);
    static const int32_t assumed[] = {3, 1, 2, -4};
    for (size_t i = 0; i < 4; i++)
        assert_int_equal(nqcnf_solver_assume(solver, assumed[i]), NQCNF_OK);
    assert_int_equal(solve(solver, -1), SOLVER_UNSATISFIABLE);
    const int blamed[] = {0, 1, 1, 0};
    for (size_t i = 0; i < 4; i++) {
        int failed = -1;
        assert_int_equal(nqcnf_solver_failed(solver, assumed[i], &failed),
                         NQCNF_OK);
        assert_int_equal(failed, blamed[i]);
    }
    /* Assumptions hold for one solve only. */
    assert_int_equal(solve(solver, -1), SOLVER_SATISFIABLE);
    assert_false(nqcnf_solver_is_true(solver, 1) &&
                 nqcnf_solver_is_true(solver, 2));
    /* The clauses alone contradicting: no assumption is to blame. */
    const int32_t one = 1, two = 2;
    add(solver, &one, 1);
    add(solver, &two, 1);
    assert_int_equal(nqcnf_solver_assume(solver, 3), NQCNF_OK);
    assert_int_equal(solve(solver, -1), SOLVER_UNSATISFIABLE);
    int failed = -1;
    assert_int_equal(nqcnf_solver_failed(solver, 3, &failed), NQCNF_OK);
    assert_int_equal(failed, 0);
    nqcnf_solver_free(solver);
}

/* The solvers abort the process on these; the seam answers instead. */
static void test_calls_out_of_order_are_refused(void **state)
{
    (void)state;
    static const int32_t clause[] = {1, 2};
    nqcnf_solver *solver = open_solver(2);
    int failed = -1;
    /* before any solve */
    assert_false(nqcnf_solver_is_true(solver, 1));
    assert_int_equal(nqcnf_solver_failed(solver, 1, &failed),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(failed, 0);
    add(solver, clause, 2);
    /* failed assumptions after a satisfiable solve */
    assert_int_equal(nqcnf_solver_assume(solver, 1), NQCNF_OK);
    assert_int_equal(solve(solver, -1), SOLVER_SATISFIABLE);
    assert_int_equal(nqcnf_solver_failed(solver, 1, &failed),
                     NQCNF_ERR_INVALID_ARGUMENT);
    /* a model after the clauses changed */
    assert_true(nqcnf_solver_is_true(solver, 1));
    const int32_t unit = -1;
    add(solver, &unit, 1);
    assert_false(nqcnf_solver_is_true(solver, 1));
    assert_false(nqcnf_solver_is_true(solver, -1));
    /* failed assumptions after an assumption came in */
    assert_int_equal(nqcnf_solver_assume(solver, 1), NQCNF_OK);
    assert_int_equal(solve(solver, -1), SOLVER_UNSATISFIABLE);
    assert_int_equal(nqcnf_solver_assume(solver, 2), NQCNF_OK);
    assert_int_equal(nqcnf_solver_failed(solver, 1, &failed),
                     NQCNF_ERR_INVALID_ARGUMENT);
    /* literals no solver takes */
    const int32_t zero[] = {3, 0}, smallest[] = {INT32_MIN};
    assert_int_equal(nqcnf_solver_add_clause(solver, zero, 2),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_solver_add_clause(solver, smallest, 1),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_solver_assume(solver, 0),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_solver_assume(solver, INT32_MIN),
                     NQCNF_ERR_INVALID_ARGUMENT);
    /* and the instance still works: 2 follows from the clauses */
    assert_int_equal(nqcnf_solver_assume(solver, -2), NQCNF_OK);
    assert_int_equal(solve(solver, -1), SOLVER_UNSATISFIABLE);
    assert_int_equal(nqcnf_solver_failed(solver, -2, &failed), NQCNF_OK);
    assert_int_equal(failed, 1);
    nqcnf_solver_free(solver);
}

/* ---- Bounded searches ----------------------------------------------------- */

static void test_a_decision_limit_gives_unknown(void **state)
{
    (void)state;
    nqcnf_solver *solver = open_solver(72);
    add_pigeonhole(solver, 9);
    assert_int_equal(solve(solver, 0), SOLVER_UNKNOWN);
    assert_int_equal(solve(solver, 10), SOLVER_UNKNOWN);
    int failed = -1;
    assert_int_equal(nqcnf_solver_failed(solver, 1, &failed),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_false(nqcnf_solver_is_true(solver, 1));
    nqcnf_solver_free(solver);

    /* Without a limit the small one is refuted, and a limit that
     * propagation alone meets is no obstacle. */
    solver = open_solver(30);
    add_pigeonhole(solver, 6);
    assert_int_equal(solve(solver, -1), SOLVER_UNSATISFIABLE);
    nqcnf_solver_free(solver);
    solver = open_solver(2);
    const int32_t unit = 1, implied[] = {-1, 2};
    add(solver, &unit, 1);
    add(solver, implied, 2);
    assert_int_equal(nqcnf_solver_assume(solver, -2), NQCNF_OK);
    assert_int_equal(solve(solver, 0), SOLVER_UNSATISFIABLE);
    nqcnf_solver_free(solver);
}

static int stop_now(void *state)
{
    ++*(int *)state;
    return 1;
}

static void test_the_terminate_callback_stops_a_search(void **state)
{
    (void)state;
    nqcnf_solver *solver = open_solver(72);
    add_pigeonhole(solver, 9);
    int calls = 0;
    nqcnf_solver_set_terminate(solver, &calls, stop_now);
    assert_int_equal(solve(solver, -1), SOLVER_UNKNOWN);
    assert_true(calls > 0);
    int satisfiable = -1;
    assert_int_equal(nqcnf_solver_solve(solver, &satisfiable),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(satisfiable, 0);
    /* Removed, it is never asked again. */
    nqcnf_solver_set_terminate(solver, NULL, NULL);
    const int before = calls;
    assert_int_equal(solve(solver, 50), SOLVER_UNKNOWN);
    assert_int_equal(calls, before);
    nqcnf_solver_free(solver);
}

/* ---- The encoding through the generator ------------------------------------ */

static void test_a_solver_holding_the_encoding_finds_a_solution(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 12; n++) {
        const nqcnf_options options = options_for(n);
        nqcnf_options local;
        assert_int_equal(nqcnf_solver_import(&options, &local), NQCNF_OK);
        nqcnf_solver *solver = NULL;
        assert_int_equal(nqcnf_solver_new(&local, &solver), NQCNF_OK);
        int satisfiable = -1;
        assert_int_equal(nqcnf_solver_solve(solver, &satisfiable), NQCNF_OK);
        assert_int_equal(satisfiable, oracle_a000170[n] > 0);
        unsigned char squares[144];
        for (uint32_t v = 0; v < n * n; v++)
            squares[v] = (unsigned char)nqcnf_solver_is_true(
                solver, (int32_t)v + 1);
        if (satisfiable && !oracle_is_solution(n, squares))
            fail_msg("N = %u: the model is not a solution", n);
        nqcnf_solver_free(solver);
    }
}

/* ---- Out of memory ----------------------------------------------------- */

static nqcnf_status open_add_assume_solve(void *context)
{
    (void)context;
    nqcnf_solver *solver = NULL;
    nqcnf_status status = nqcnf_solver_open(backend, 30, &solver);
    if (status != NQCNF_OK) return status;
    const int32_t long_clause[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    for (int k = 0; k < 600 && status == NQCNF_OK; k++)
        status = nqcnf_solver_add_clause(solver, long_clause, 10);
    solver_result result = SOLVER_UNKNOWN;
    if (status == NQCNF_OK) status = nqcnf_solver_assume(solver, -1);
    if (status == NQCNF_OK)
        status = nqcnf_solver_solve_limited(solver, -1, &result);
    if (status == NQCNF_OK && result != SOLVER_SATISFIABLE)
        status = NQCNF_ERR_INTERNAL;
    nqcnf_solver_free(solver);
    return status;
}

static nqcnf_status load_the_encoding_of_six(void *context)
{
    const nqcnf_options options = options_for(6);
    nqcnf_solver *solver = NULL;
    const nqcnf_status status = nqcnf_solver_new(&options, &solver);
    nqcnf_solver_free(solver);
    ++*(int *)context;
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    /* 600 clauses of 11 literals pass the 4096 of a batch. */
    oom_loop("open, add, assume, solve", open_add_assume_solve, NULL);
    int runs = 0;
    oom_loop("load the encoding", load_the_encoding_of_six, &runs);
    assert_true(runs > 1);
}

int main(void)
{
    const struct CMUnitTest once[] = {
        cmocka_unit_test(
            test_the_table_names_every_backend_and_this_build_has_them),
        cmocka_unit_test(
            test_an_unknown_backend_is_refused_before_any_allocation),
    };
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_model_satisfies_every_clause),
        cmocka_unit_test(test_a_clause_longer_than_a_batch),
        cmocka_unit_test(test_failed_assumptions_name_what_is_to_blame),
        cmocka_unit_test(test_calls_out_of_order_are_refused),
        cmocka_unit_test(test_a_decision_limit_gives_unknown),
        cmocka_unit_test(test_the_terminate_callback_stops_a_search),
        cmocka_unit_test(
            test_a_solver_holding_the_encoding_finds_a_solution),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    const int failures =
        cmocka_run_group_tests_name("solver table", once, NULL, NULL);
    return failures + RUN_ON_EVERY_BACKEND(tests);
}
