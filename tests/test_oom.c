/*
 * test_oom.c - every public entry point survives running out of memory.
 *
 * Through the fault injection of test_support (nqcnf_set_allocator), the
 * k-th allocation and all after it are made to fail, for k = 1, 2, 3, ...
 * until the call needs fewer allocations than k and succeeds. Each failing
 * run must return NQCNF_ERR_OUT_OF_MEMORY (never crash, never report
 * success) and leave no block allocated.
 */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

typedef nqcnf_status (*entry_point)(void);

/* Runs `call` failing the 1st, 2nd, ... allocation (and every one after
 * it) until it succeeds without a refusal. */
static void fail_each_allocation_in_turn(entry_point call, const char *name)
{
    for (long successful = 0;; successful++) {
        fault_injection_start(successful);
        const nqcnf_status status = call();
        const long refused = fault_injection_refusals();
        const long leaked = fault_injection_stop();
        if (leaked != 0)
            fail_msg("%s: %ld blocks leaked when allocation %ld failed", name,
                     leaked, successful + 1);
        if (status == NQCNF_OK) {
            if (refused != 0)
                fail_msg("%s: succeeded although allocation %ld failed", name,
                         successful + 1);
            break;
        }
        if (status != NQCNF_ERR_OUT_OF_MEMORY)
            fail_msg("%s: allocation %ld failed and it returned '%s'", name,
                     successful + 1, nqcnf_strerror(status));
        assert_true(successful < 100000);
    }
}

static int discard(void *context, const void *data, size_t size)
{
    (void)context;
    (void)data;
    (void)size;
    return 0;
}

static nqcnf_status build_clause_list(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    nqcnf_clause_list list;
    const nqcnf_status status = nqcnf_clause_list_build(&options, &list);
    nqcnf_clause_list_free(&list);
    return status;
}

static nqcnf_status write_sequential_dimacs_with_comments(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 7);
    options.encoding = NQCNF_ENCODING_COMMANDER;
    options.symmetry_breaking = 1;
    return nqcnf_write_dimacs_commented(&options, discard, NULL);
}

static nqcnf_status write_smt2_and_opb(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 5);
    options.encoding = NQCNF_ENCODING_PRODUCT;
    const nqcnf_status status = nqcnf_write_smt2(&options, discard, NULL);
    if (status != NQCNF_OK) return status;
    return nqcnf_write_opb(&options, discard, NULL);
}

static nqcnf_status measure_counts(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 9);
    options.encoding = NQCNF_ENCODING_LADDER;
    nqcnf_counts counts;
    return nqcnf_counts_compute(&options, &counts);
}

static int keep_going(void *context, const nqcnf_board *board)
{
    (void)context;
    (void)board;
    return 0;
}

static nqcnf_status solve_all_of_six(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    return nqcnf_solve(&options, 0, keep_going, NULL, NULL);
}

/* One thread: with more, a failed allocation of the thread handles is
 * not an error (the calling thread does all the work), so "succeeded
 * although an allocation failed" would be right there. */
static nqcnf_status count_on_one_thread(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    uint64_t count = 0;
    const nqcnf_status status = nqcnf_count_solutions(&options, 1, 1, &count);
    if (status == NQCNF_OK) assert_int_equal(count, 1); /* A002562(6) */
    return status;
}

static nqcnf_status find_a_completion_core(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    const nqcnf_square_ref queens[] = {{0, 0}, {1, 2}};
    options.queens = queens;
    options.queen_count = 2;
    size_t core[2], core_count = 0;
    return nqcnf_completion_core(&options, core, &core_count);
}

static int ignore_answer(void *context, const nqcnf_answer *answer)
{
    (void)context;
    (void)answer;
    return 0;
}

static nqcnf_status decode_a_transcript(void)
{
    static const char transcript[] =
        "c a comment\ns SATISFIABLE\nv -1 2 -3 -4 -5 -6 -7 8 9 -10\n"
        "v -11 -12 -13 -14 15 -16 0\n";
    return nqcnf_decode_buffer(4, transcript, sizeof transcript - 1,
                               ignore_answer, NULL);
}

static nqcnf_status draw_boards(void)
{
    nqcnf_board board;
    nqcnf_status status = nqcnf_board_init(&board, 5, NQCNF_SQUARE_EMPTY);
    if (status != NQCNF_OK) return status;
    status = nqcnf_board_write_text(&board, NQCNF_DRAW_UNICODE, discard, NULL);
    if (status == NQCNF_OK)
        status = nqcnf_board_write_svg(&board, discard, NULL);
    nqcnf_board_free(&board);
    return status;
}

/* PicoSAT is not involved when the file is the reference itself, so
 * this covers the reader and the comparison. */
static nqcnf_status check_the_reference_against_itself(void)
{
    static const char file[] = "p cnf 4 10\n1 2 0\n-1 -2 0\n3 4 0\n-3 -4 0\n"
                               "1 3 0\n-1 -3 0\n2 4 0\n-2 -4 0\n-1 -4 0\n"
                               "-2 -3 0\n";
    nqcnf_cnf cnf;
    nqcnf_status status = nqcnf_cnf_read_buffer(file, sizeof file - 1, 0, &cnf);
    if (status != NQCNF_OK) return status;
    nqcnf_options options;
    nqcnf_options_init(&options, 2);
    nqcnf_check_report report;
    status = nqcnf_check_cnf(&options, &cnf, &report);
    if (status == NQCNF_OK) nqcnf_check_report_free(&report);
    nqcnf_cnf_free(&cnf);
    return status;
}

#define ENTRY_TEST(function)                                                \
    static void test_##function(void **state)                               \
    {                                                                       \
        (void)state;                                                        \
        fail_each_allocation_in_turn(function, #function);                  \
    }
ENTRY_TEST(build_clause_list)
ENTRY_TEST(write_sequential_dimacs_with_comments)
ENTRY_TEST(write_smt2_and_opb)
ENTRY_TEST(measure_counts)
ENTRY_TEST(solve_all_of_six)
ENTRY_TEST(count_on_one_thread)
ENTRY_TEST(find_a_completion_core)
ENTRY_TEST(decode_a_transcript)
ENTRY_TEST(draw_boards)
ENTRY_TEST(check_the_reference_against_itself)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_build_clause_list),
        cmocka_unit_test(test_write_sequential_dimacs_with_comments),
        cmocka_unit_test(test_write_smt2_and_opb),
        cmocka_unit_test(test_measure_counts),
        cmocka_unit_test(test_solve_all_of_six),
        cmocka_unit_test(test_count_on_one_thread),
        cmocka_unit_test(test_find_a_completion_core),
        cmocka_unit_test(test_decode_a_transcript),
        cmocka_unit_test(test_draw_boards),
        cmocka_unit_test(test_check_the_reference_against_itself),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
