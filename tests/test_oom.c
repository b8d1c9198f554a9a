/*
 * test_oom.c - every public entry point survives running out of memory.
 *
 * Through the shared fault injection (oom_loop in tests/support), the
 * k-th allocation and all after it are made to fail, for k = 1, 2, 3, ...
 * until the call needs fewer allocations than k and succeeds. Each failing
 * run must return NQCNF_ERR_OUT_OF_MEMORY (never crash, never report
 * success) and leave no block allocated.
 *
 * The entry points behind a solver (solve, count, completion core, check)
 * run once per backend, each on an instance that makes it call the
 * solver, and the successful run must show it did (a count, a core, a
 * witness board only a solver finds). With PicoSAT every allocation the
 * solver makes goes through the library's allocator, so the failures
 * reach inside it; CaDiCaL allocates with C++ new, out of the hook's
 * reach, so with it only the library's own blocks (the seam, its
 * batches, the checker's renumbering) can be failed.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

static int discard(void *context, const void *data, size_t size)
{
    (void)context;
    (void)data;
    (void)size;
    return 0;
}

/* ---- Entry points without a solver ------------------------------------ */

static nqcnf_status build_clause_list(void *context)
{
    (void)context;
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    nqcnf_clause_list list;
    const nqcnf_status status = nqcnf_clause_list_build(&options, &list);
    nqcnf_clause_list_free(&list);
    return status;
}

static nqcnf_status write_commander_dimacs_with_comments(void *context)
{
    (void)context;
    nqcnf_options options;
    nqcnf_options_init(&options, 7);
    options.encoding = NQCNF_ENCODING_COMMANDER;
    options.symmetry_breaking = 1;
    return write_dimacs_commented(&options, discard, NULL);
}

static nqcnf_status write_smt2_and_opb(void *context)
{
    (void)context;
    nqcnf_options options;
    nqcnf_options_init(&options, 5);
    options.encoding = NQCNF_ENCODING_PRODUCT;
    const nqcnf_status status = write_smt2(&options, discard, NULL);
    if (status != NQCNF_OK) return status;
    return write_opb(&options, discard, NULL);
}

static nqcnf_status measure_counts(void *context)
{
    (void)context;
    nqcnf_options options;
    nqcnf_options_init(&options, 9);
    options.encoding = NQCNF_ENCODING_LADDER;
    nqcnf_sizes counts;
    return nqcnf_sizes_compute(&options, &counts);
}

static int ignore_answer(void *context, const nqcnf_answer *answer)
{
    (void)context;
    (void)answer;
    return 0;
}

static nqcnf_status decode_a_transcript(void *context)
{
    (void)context;
    static const char transcript[] =
        "c a comment\ns SATISFIABLE\nv -1 2 -3 -4 -5 -6 -7 8 9 -10\n"
        "v -11 -12 -13 -14 15 -16 0\n";
    return nqcnf_decode_buffer(4, transcript, sizeof transcript - 1,
                               ignore_answer, NULL);
}

static nqcnf_status draw_boards(void *context)
{
    (void)context;
    nqcnf_board board;
    nqcnf_status status = nqcnf_board_init(&board, 5, NQCNF_SQUARE_EMPTY);
    if (status != NQCNF_OK) return status;
    status = nqcnf_board_write_text(&board, NQCNF_DRAW_UNICODE, discard, NULL);
    if (status == NQCNF_OK)
        status = nqcnf_board_write_svg(&board, discard, NULL);
    nqcnf_board_free(&board);
    return status;
}

#define ENTRY_TEST(function)                                                \
    static void test_##function(void **state)                               \
    {                                                                       \
        (void)state;                                                        \
        oom_loop(#function, function, NULL);                                \
    }
ENTRY_TEST(build_clause_list)
ENTRY_TEST(write_commander_dimacs_with_comments)
ENTRY_TEST(write_smt2_and_opb)
ENTRY_TEST(decode_a_transcript)
ENTRY_TEST(draw_boards)

/* Sizes may come in closed form, allocating nothing: then there is
 * nothing to fail, and that is checked instead. */
static void test_measure_counts(void **state)
{
    (void)state;
    fault_injection_start(0);
    const nqcnf_status status = measure_counts(NULL);
    const long refused = fault_injection_refusals();
    assert_int_equal(fault_injection_stop(), 0);
    if (refused == 0) assert_int_equal(status, NQCNF_OK);
    else oom_loop("measure_counts", measure_counts, NULL);
}

/* ---- Entry points behind a solver, on every backend -------------------- */

/* What one run of an entry point behind a solver did. */
typedef struct solver_run {
    nqcnf_backend backend;
    const text_buffer *file; /* check: the CNF (made before the loop, as
                                making it allocates) */
    uint64_t found;          /* solutions, a count, a core's size */
    int witness_solves;      /* check: a witness board was found and is a
                                solution */
} solver_run;

static nqcnf_options options_for(const solver_run *run, uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    options.backend = run->backend;
    return options;
}

static int count_solution(void *context, const nqcnf_board *board)
{
    solver_run *run = context;
    run->found += oracle_is_solution(board->n, board->squares) ? 1 : 0;
    return 0;
}

static nqcnf_status solve_all_of_six(void *context)
{
    solver_run *run = context;
    const nqcnf_options options = options_for(run, 6);
    run->found = 0;
    return nqcnf_solve(&options, 0, count_solution, run, NULL);
}

/* One thread: with more, a failed allocation of the thread handles is
 * not an error (the calling thread does all the work), so "succeeded
 * although an allocation failed" would be right there. */
static nqcnf_status count_on_one_thread(void *context)
{
    solver_run *run = context;
    const nqcnf_options options = options_for(run, 6);
    return count_with(&options, 1, 1, &run->found);
}

static nqcnf_status find_a_completion_core(void *context)
{
    solver_run *run = context;
    nqcnf_options options = options_for(run, 6);
    /* on one diagonal; each alone can be completed */
    const nqcnf_square_ref queens[] = {{0, 1}, {1, 2}};
    options.queens = queens;
    options.queen_count = 2;
    size_t core[2], core_count = 0;
    const nqcnf_status status =
        nqcnf_queens_core(&options, core, &core_count);
    run->found = core_count;
    return status;
}

static nqcnf_status check_a_wrong_clause(void *context)
{
    solver_run *run = context;
    nqcnf_cnf cnf;
    nqcnf_status status =
        nqcnf_cnf_read_buffer(run->file->data, run->file->size, 0, &cnf);
    if (status != NQCNF_OK) return status;
    const nqcnf_options options = options_for(run, 4);
    nqcnf_check_report report;
    status = nqcnf_check_cnf(&options, &cnf, &report);
    run->witness_solves = 0;
    if (status == NQCNF_OK) {
        for (size_t i = 0; i < report.difference_count; i++) {
            const nqcnf_difference *d = &report.differences[i];
            if (d->kind == NQCNF_DIFFERENCE_EXTRA && d->witness.n == 4 &&
                oracle_is_solution(4, d->witness.squares))
                run->witness_solves = 1;
        }
        nqcnf_check_report_free(&report);
    }
    nqcnf_cnf_free(&cnf);
    return status;
}

static void on_every_backend(nqcnf_status (*call)(void *context),
                             const char *name, const text_buffer *file,
                             uint64_t found, int witness_solves)
{
    for (unsigned b = 0; b < NQCNF_BACKEND_COUNT; b++) {
        solver_run run = {(nqcnf_backend)b, file, 0, 0};
        char what[96];
        snprintf(what, sizeof what, "%s (%s)", name,
                 nqcnf_backend_name(run.backend));
        oom_loop(what, call, &run);
        assert_int_equal(run.found, found);
        assert_int_equal(run.witness_solves, witness_solves);
    }
}

static void test_solve_all_of_six(void **state)
{
    (void)state;
    on_every_backend(solve_all_of_six, "solve", NULL, oracle_a000170[6], 0);
}

static void test_count_on_one_thread(void **state)
{
    (void)state;
    on_every_backend(count_on_one_thread, "count", NULL, oracle_a002562[6],
                     0);
}

static void test_find_a_completion_core(void **state)
{
    (void)state;
    on_every_backend(find_a_completion_core, "completion core", NULL, 2, 0);
}

/* The reference with one clause changed: "-1 -2" (row 1's first pair)
 * became "-2 -8", which rules out the solution 2 4 1 3. Only a solver
 * can say so and find that solution, as well as settle the missing
 * clause. */
static void test_check_a_wrong_clause(void **state)
{
    (void)state;
    text_buffer text = dimacs_text(4);
    char *pair = strstr(text.data, "\n-1 -2 0\n");
    assert_non_null(pair);
    memcpy(pair, "\n-2 -8 0\n", 9);
    on_every_backend(check_a_wrong_clause, "check", &text, 0, 1);
    text_buffer_free(&text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_build_clause_list),
        cmocka_unit_test(test_write_commander_dimacs_with_comments),
        cmocka_unit_test(test_write_smt2_and_opb),
        cmocka_unit_test(test_measure_counts),
        cmocka_unit_test(test_decode_a_transcript),
        cmocka_unit_test(test_draw_boards),
        cmocka_unit_test(test_solve_all_of_six),
        cmocka_unit_test(test_count_on_one_thread),
        cmocka_unit_test(test_find_a_completion_core),
        cmocka_unit_test(test_check_a_wrong_clause),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
