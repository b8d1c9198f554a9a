/*
 * test_clause_list.c - the in-memory list is the streamed file, in memory.
 *
 * The list and the DIMACS writer are two sinks of one generator; the
 * promise is that they agree clause for clause, in the same order. The
 * streamed text is parsed back and compared with the list's arrays, and
 * for every encoding and option the list is compared with what the
 * recording sink of tests/support receives.
 */
#include "test_support.h"

#include "oracles.h"

#include <string.h>

static void test_list_equals_the_streamed_output(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 30; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        nqcnf_clause_list list;
        assert_int_equal(nqcnf_clause_list_build(&options, &list), NQCNF_OK);

        text_buffer text = dimacs_text(n);
        parsed_dimacs cnf = parse_dimacs(&text);
        assert_int_equal(list.variable_count, cnf.variables);
        assert_int_equal(list.clause_count, cnf.clause_count);
        assert_int_equal(list.offsets[list.clause_count], cnf.literal_count);
        assert_memory_equal(list.literals, cnf.literals,
                            cnf.literal_count * sizeof(int32_t));
        parsed_dimacs_free(&cnf);
        text_buffer_free(&text);
        nqcnf_clause_list_free(&list);
    }
}

/* Every clause as the generator hands it to a sink, and a variable count
 * that is the largest variable used (every auxiliary is used). */
static void assert_list_is_the_recording(const nqcnf_options *options)
{
    nqcnf_clause_list list;
    assert_int_equal(nqcnf_clause_list_build(options, &list), NQCNF_OK);
    recording rec;
    record_generated(options, &rec);
    assert_int_equal(list.clause_count, rec.clause_count);
    assert_int_equal(list.variable_count, rec.largest_variable);
    assert_memory_equal(list.offsets, rec.offsets,
                        (rec.clause_count + 1) * sizeof *rec.offsets);
    assert_memory_equal(list.literals, rec.literals,
                        rec.literal_count * sizeof *rec.literals);
    recording_free(&rec);
    nqcnf_clause_list_free(&list);
}

static void test_every_encoding_and_option_is_what_a_sink_receives(
    void **state)
{
    (void)state;
    static const nqcnf_square_ref queens[] = {{0, 2}, {4, 1}};
    static const nqcnf_square_ref blocked[] = {{3, 3}};
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= 10; n += n < 2 ? 1 : 4)
            for (int variant = 0; variant < 4; variant++) {
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                options.encoding = (nqcnf_encoding)e;
                options.column_at_least_one = variant != 1;
                /* Longer clauses than pairs: the list must grow. */
                options.symmetry_breaking = variant == 3;
                if (variant == 2 && n > 4) {
                    options.queens = queens;
                    options.queen_count = 2;
                    options.blocked = blocked;
                    options.blocked_count = 1;
                }
                assert_list_is_the_recording(&options);
            }
}

static void test_get_walks_the_clauses(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    nqcnf_clause_list list;
    assert_int_equal(nqcnf_clause_list_build(&options, &list), NQCNF_OK);
    assert_int_equal(list.clause_count, 84); /* the lesson's count */

    size_t count = 0;
    const int32_t *first = nqcnf_clause_list_get(&list, 0, &count);
    const int32_t row0[] = {1, 2, 3, 4};
    assert_int_equal(count, 4);
    assert_memory_equal(first, row0, sizeof row0);

    /* The last clause of the hand-written file is "-12 -15 0". */
    const int32_t *last = nqcnf_clause_list_get(&list, 83, &count);
    assert_int_equal(count, 2);
    assert_int_equal(last[0], -12);
    assert_int_equal(last[1], -15);

    count = 99;
    assert_null(nqcnf_clause_list_get(&list, 84, &count));
    assert_int_equal(count, 0);
    assert_null(nqcnf_clause_list_get(NULL, 0, &count));
    nqcnf_clause_list_free(&list);
    assert_null(list.literals);
    assert_int_equal(list.clause_count, 0);
    nqcnf_clause_list_free(&list); /* freeing twice is harmless */
}

static void test_refused_sizes_leave_an_empty_list(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_clause_list list;
    memset(&list, 0xff, sizeof list);
    nqcnf_options_init(&options, 0);
    assert_int_equal(nqcnf_clause_list_build(&options, &list),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(list.literals);
    assert_null(list.offsets);
    assert_int_equal(list.clause_count, 0);
    nqcnf_options_init(&options, NQCNF_MAX_N + 1);
    assert_int_equal(nqcnf_clause_list_build(&options, &list),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(nqcnf_clause_list_build(&options, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_clause_list_free(&list);
}

static void test_an_impossible_allocation_is_out_of_memory(void **state)
{
    (void)state;
    /* N = 46340 would need petabytes: the build must fail cleanly. */
    nqcnf_options options;
    nqcnf_options_init(&options, NQCNF_MAX_N);
    nqcnf_clause_list list;
    const nqcnf_status status = nqcnf_clause_list_build(&options, &list);
    assert_true(status == NQCNF_ERR_OUT_OF_MEMORY ||
                status == NQCNF_ERR_TOO_LARGE);
    assert_null(list.literals);
    assert_null(list.offsets);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_list_equals_the_streamed_output),
        cmocka_unit_test(
            test_every_encoding_and_option_is_what_a_sink_receives),
        cmocka_unit_test(test_get_walks_the_clauses),
        cmocka_unit_test(test_refused_sizes_leave_an_empty_list),
        cmocka_unit_test(test_an_impossible_allocation_is_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
