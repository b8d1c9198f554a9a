/*
 * test_dimacs_writer.c - the streaming writer's contract with its callback.
 *
 * What the command relies on: output arrives in large blocks (one write
 * per full buffer, not per clause), the first failed write stops all
 * output and is reported as NQCNF_ERR_IO with the callback's errno intact,
 * and nothing is written after a failure.
 */
#include "test_support.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static void test_output_comes_in_large_blocks(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 80); /* about 5 MB */
    nqcnf_sizes counts;
    assert_int_equal(nqcnf_sizes_compute(&options, &counts), NQCNF_OK);

    block_log log;
    memset(&log, 0, sizeof log);
    /* Measure all blocks but the last, which may be short. */
    text_buffer text = dimacs_text(80);
    assert_int_equal(write_dimacs(&options, block_log_write, &log),
                     NQCNF_OK);
    assert_int_equal(log.bytes, counts.bytes);
    assert_int_equal(text.size, counts.bytes);
    assert_true(log.calls >= 2);
    assert_true(log.calls <= counts.bytes / (128 * 1024) + 1);
    /* Every block but the last fills the 256 KiB buffer but for the room
     * of one clause (at most 64 bytes); the last holds the rest. */
    assert_in_range(log.smallest_block, 256 * 1024 - 64, 256 * 1024);
    assert_in_range(log.last_block, 1, 256 * 1024);
    text_buffer_free(&text);
}

/* N = 80 writes many blocks, N = 4 one: the final flush alone. */
static void test_a_failed_write_ends_everything(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 80);
    assert_true(assert_write_failures_end_the_output(write_dimacs,
                                                     &options) > 2);
    nqcnf_options_init(&options, 4);
    assert_int_equal(
        assert_write_failures_end_the_output(write_dimacs, &options), 1);
}

static void test_stream_variant_writes_the_same_text(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    FILE *file = tmpfile();
    assert_non_null(file);
    assert_int_equal(nqcnf_write_file(&options, NQCNF_FORMAT_DIMACS, 0, file), NQCNF_OK);
    assert_int_equal(fflush(file), 0);
    rewind(file);
    char actual[8192];
    const text_buffer got = {actual, fread(actual, 1, sizeof actual, file),
                             sizeof actual};
    assert_is_reference(&got, 8);
    fclose(file);
}

static void test_stream_errors_are_reported(void **state)
{
    (void)state;
    /* /dev/full is part of every Linux system (and of every container's
     * minimal /dev); without it this test fails rather than pass unrun. */
    FILE *full = fopen("/dev/full", "w");
    if (full == NULL) fail_msg("cannot open /dev/full: %s", strerror(errno));
    nqcnf_options options;
    nqcnf_options_init(&options, 60); /* larger than stdio's buffer */
    errno = 0;
    assert_int_equal(nqcnf_write_file(&options, NQCNF_FORMAT_DIMACS, 0, full), NQCNF_ERR_IO);
    assert_int_equal(errno, ENOSPC);
    fclose(full);
    assert_int_equal(nqcnf_write_file(&options, NQCNF_FORMAT_DIMACS, 0, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
}

static void test_invalid_arguments(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    assert_int_equal(write_dimacs(&options, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    block_log log;
    memset(&log, 0, sizeof log);
    nqcnf_options_init(&options, 0);
    assert_int_equal(write_dimacs(&options, block_log_write, &log),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(log.calls, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_output_comes_in_large_blocks),
        cmocka_unit_test(test_a_failed_write_ends_everything),
        cmocka_unit_test(test_stream_variant_writes_the_same_text),
        cmocka_unit_test(test_stream_errors_are_reported),
        cmocka_unit_test(test_invalid_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
