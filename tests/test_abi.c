/*
 * test_abi.c - callers compiled against another header than the library's.
 *
 * nqcnf_options and nqcnf_sink grow at their end, and a program compiled
 * against an older header passes a smaller struct whose struct_size says
 * so. Such a caller is simulated here with the first layout spelled out
 * field by field, as the 0.1 header had it plus struct_size, copied to the
 * front of a buffer full of garbage: every byte where a later field lives
 * (backend, and whatever is added after this test was written) is
 * garbage, so a library that read one would misbehave. What "behaves as
 * the defaults" means is judged against independent truth: the golden
 * file of the reference generator, OEIS A000170, and counts written out.
 * The same struct is also passed in a heap block of exactly its size, so
 * that the sanitizer and valgrind runs catch a read past it.
 */
#include "oracles.h"
#include "test_support.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The first layouts, frozen: what a program built against the first
 * header with struct_size has. Never edit these two. */
typedef struct options_layout_1 {
    uint32_t n;
    nqcnf_encoding encoding;
    int column_at_least_one;
    int symmetry_breaking;
    const nqcnf_square_ref *queens;
    size_t queen_count;
    const nqcnf_square_ref *blocked;
    size_t blocked_count;
    size_t struct_size;
} options_layout_1;

typedef struct sink_layout_1 {
    void *context;
    nqcnf_status (*add_clause)(void *, const int32_t *, size_t);
    nqcnf_status (*add_binary_run)(void *, int32_t, int32_t, int32_t,
                                   uint32_t);
    nqcnf_status (*add_cardinality)(void *, const int32_t *, size_t, int);
    nqcnf_status (*note)(void *, const char *);
    size_t struct_size;
} sink_layout_1;

enum { GARBAGE = 0xA5, SPARE = 256 };

/* An old caller's options: layout 1 for board n with 0.1's defaults, at
 * the start of a heap block of `block` bytes (at least the layout's) whose
 * other bytes are garbage. Free with free(). */
static nqcnf_options *old_options(uint32_t n, size_t block)
{
    unsigned char *bytes = malloc(block);
    assert_non_null(bytes);
    memset(bytes, GARBAGE, block);
    const options_layout_1 old = {n, NQCNF_ENCODING_PAIRWISE, 1, 0, NULL, 0,
                                  NULL, 0, sizeof(options_layout_1)};
    memcpy(bytes, &old, sizeof old);
    return (nqcnf_options *)(void *)bytes;
}

/* Garbage where every later field lives, or no byte past the layout (a
 * read there is what the sanitizer and valgrind runs catch). */
static const size_t old_blocks[] = {sizeof(nqcnf_options) + SPARE,
                                    sizeof(options_layout_1)};

/* ---- The layouts ----------------------------------------------------- */

/* A field of a first layout and where the header has it now. */
typedef struct frozen_field {
    const char *name;
    size_t then, now;
} frozen_field;

#define OPTIONS_FIELD(f) \
    {#f, offsetof(options_layout_1, f), offsetof(nqcnf_options, f)}
#define SINK_FIELD(f) {#f, offsetof(sink_layout_1, f), offsetof(nqcnf_sink, f)}

static const frozen_field frozen_fields[] = {
    OPTIONS_FIELD(n), OPTIONS_FIELD(encoding),
    OPTIONS_FIELD(column_at_least_one), OPTIONS_FIELD(symmetry_breaking),
    OPTIONS_FIELD(queens), OPTIONS_FIELD(queen_count), OPTIONS_FIELD(blocked),
    OPTIONS_FIELD(blocked_count), OPTIONS_FIELD(struct_size),
    SINK_FIELD(context), SINK_FIELD(add_clause), SINK_FIELD(add_binary_run),
    SINK_FIELD(add_cardinality), SINK_FIELD(note), SINK_FIELD(struct_size),
};

static void test_first_layouts_never_move(void **state)
{
    (void)state;
    assert_int_equal(NQCNF_OPTIONS_SIZE_1, sizeof(options_layout_1));
    assert_int_equal(NQCNF_SINK_SIZE_1, sizeof(sink_layout_1));
    for (size_t i = 0; i < sizeof frozen_fields / sizeof *frozen_fields; i++)
        if (frozen_fields[i].then != frozen_fields[i].now)
            fail_msg("%s moved from offset %zu to %zu", frozen_fields[i].name,
                     frozen_fields[i].then, frozen_fields[i].now);
    assert_true(offsetof(nqcnf_options, backend) >= NQCNF_OPTIONS_SIZE_1);
}

static void test_init_zeroes_and_sets_the_size(void **state)
{
    (void)state;
    nqcnf_options options;
    memset(&options, GARBAGE, sizeof options);
    nqcnf_options_init(&options, 8);
    assert_int_equal(options.struct_size, sizeof(nqcnf_options));
    assert_int_equal(options.n, 8);
    assert_int_equal(options.encoding, NQCNF_ENCODING_PAIRWISE);
    assert_int_equal(options.column_at_least_one, 1);
    assert_int_equal(options.symmetry_breaking, 0);
    assert_null(options.queens);
    assert_null(options.blocked);
    assert_int_equal(options.backend, NQCNF_BACKEND_PICOSAT);
    /* The bytes past the last field too: a newer caller's tail is judged
     * by them. */
    const unsigned char *bytes = (const unsigned char *)&options;
    const size_t end = offsetof(nqcnf_options, backend) + sizeof(nqcnf_backend);
    for (size_t i = end; i < sizeof options; i++) assert_int_equal(bytes[i], 0);

    nqcnf_sink sink;
    memset(&sink, GARBAGE, sizeof sink);
    nqcnf_sink_init(&sink);
    assert_int_equal(sink.struct_size, sizeof(nqcnf_sink));
    assert_null(sink.context);
    assert_null(sink.add_clause);
    assert_null(sink.add_binary_run);
    assert_null(sink.add_cardinality);
    assert_null(sink.note);
    nqcnf_options_init(NULL, 8); /* must not crash */
    nqcnf_sink_init(NULL);
}

/* ---- An old caller's options behave as the defaults ------------------ */

/* A sink that formats clauses as DIMACS lines, to compare with the golden
 * file; built the way the header asks. */
static nqcnf_status format_clause(void *context, const int32_t *literals,
                                  size_t count)
{
    char line[64];
    for (size_t i = 0; i < count; i++) {
        const int length = snprintf(line, sizeof line, "%d ", (int)literals[i]);
        assert_int_equal(text_buffer_write(context, line, (size_t)length), 0);
    }
    assert_int_equal(text_buffer_write(context, "0\n", 2), 0);
    return NQCNF_OK;
}

/* The golden file without its header line. */
static const char *golden_clauses(const text_buffer *golden)
{
    const char *body = memchr(golden->data, '\n', golden->size);
    assert_non_null(body);
    return body + 1;
}

static void assert_sink_gets_golden_8(const nqcnf_options *options,
                                      const nqcnf_sink *sink,
                                      text_buffer *text)
{
    text_buffer golden = read_data_file("queens_8.seed.cnf");
    assert_int_equal(nqcnf_generate(options, sink), NQCNF_OK);
    const char *body = golden_clauses(&golden);
    const size_t body_size = golden.size - (size_t)(body - golden.data);
    assert_int_equal(text->size, body_size);
    assert_memory_equal(text->data, body, body_size);
    text_buffer_free(text);
    text_buffer_free(&golden);
}

static void assert_generates_golden_8(const nqcnf_options *options)
{
    text_buffer text = {NULL, 0, 0};
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    sink.context = &text;
    sink.add_clause = format_clause;
    assert_sink_gets_golden_8(options, &sink, &text);
}

static void assert_writes_golden_8(const nqcnf_options *options)
{
    text_buffer text = written_text(write_dimacs, options);
    assert_is_reference(&text, 8);
    text_buffer_free(&text);
}

static nqcnf_status count_line(void *context, const nqcnf_line *line)
{
    (void)line;
    ++*(size_t *)context;
    return NQCNF_OK;
}

static int count_solution(void *context, const nqcnf_board *board)
{
    (void)board;
    ++*(uint64_t *)context;
    return 0;
}

/* The public functions that take options on to threads and to the core
 * search: each must work on its own imported copy. */
static void assert_counts_and_cores_as_defaults(const nqcnf_options *options)
{
    uint64_t count = 0;
    assert_int_equal(count_with(options, 0, 2, &count), NQCNF_OK);
    assert_int_equal(count, oracle_a000170[8]);
    assert_int_equal(count_with(options, 1, 2, &count), NQCNF_OK);
    assert_int_equal(count, oracle_a002562[8]);
    size_t core_count = 1;
    assert_int_equal(nqcnf_queens_core(options, NULL, &core_count),
                     NQCNF_OK);
    assert_int_equal(core_count, 0);
}

/* The other public functions that take options, on a caller's struct for
 * N = 8: the textbook encoding and PicoSAT, as if nothing newer than the
 * caller existed. */
static void assert_behaves_as_defaults(const nqcnf_options *options)
{
    assert_int_equal(nqcnf_options_check(options), NQCNF_OK);
    assert_generates_golden_8(options);
    assert_writes_golden_8(options);

    size_t lines = 0; /* 2N rows and columns, 2(2N-3) diagonals */
    assert_int_equal(nqcnf_for_each_line(options, count_line, &lines), NQCNF_OK);
    assert_int_equal(lines, 2 * 8 + 2 * (2 * 8 - 3));

    nqcnf_sizes counts;
    assert_int_equal(nqcnf_sizes_compute(options, &counts), NQCNF_OK);
    assert_int_equal(counts.variables, 64);
    assert_int_equal(counts.clauses, textbook_clause_count(8));
    text_buffer golden = read_data_file("queens_8.seed.cnf");
    assert_int_equal(counts.bytes, golden.size);

    nqcnf_clause_list list;
    assert_int_equal(nqcnf_clause_list_build(options, &list), NQCNF_OK);
    assert_int_equal(list.clause_count, textbook_clause_count(8));
    nqcnf_clause_list_free(&list);

    uint64_t found = 0;
    assert_int_equal(nqcnf_solve(options, 0, count_solution, &found, NULL),
                     NQCNF_OK);
    assert_int_equal(found, oracle_a000170[8]);
    assert_int_equal(nqcnf_queens_conflict(options, NULL, NULL), 0);

    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(golden.data, golden.size, 0, &cnf),
                     NQCNF_OK);
    nqcnf_check_report report;
    assert_int_equal(nqcnf_check_cnf(options, &cnf, &report), NQCNF_OK);
    assert_int_equal(report.summary, NQCNF_CHECK_IDENTICAL);
    assert_int_equal(report.reference_clauses, textbook_clause_count(8));
    nqcnf_check_report_free(&report);
    nqcnf_cnf_free(&cnf);
    text_buffer_free(&golden);
}

static void test_old_options_behave_as_the_defaults(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof old_blocks / sizeof *old_blocks; i++) {
        nqcnf_options *options = old_options(8, old_blocks[i]);
        assert_behaves_as_defaults(options);
        assert_counts_and_cores_as_defaults(options);
        free(options);
    }
}

/* The layout-1 fields of an old caller are read: its queens count. */
static void test_old_options_fields_are_read(void **state)
{
    (void)state;
    const nqcnf_square_ref attacking[2] = {{0, 0}, {1, 1}};
    nqcnf_options *options = old_options(8, sizeof(options_layout_1));
    options_layout_1 old;
    memcpy(&old, options, sizeof old);
    old.queens = attacking;
    old.queen_count = 2;
    memcpy(options, &old, sizeof old);
    size_t first = 9, second = 9;
    assert_int_equal(nqcnf_queens_conflict(options, &first, &second), 1);
    assert_int_equal(first, 0);
    assert_int_equal(second, 1);
    uint64_t found = 0;
    assert_int_equal(nqcnf_solve(options, 0, count_solution, &found, NULL),
                     NQCNF_OK);
    assert_int_equal(found, 0);
    free(options);
}

/* ---- An old caller's sink ------------------------------------------- */

/* Layout 1 of a sink that formats clauses into `text`, at the start of a
 * heap block of `block` bytes whose other bytes are garbage. */
static nqcnf_sink *old_sink(text_buffer *text, size_t block)
{
    unsigned char *bytes = malloc(block);
    assert_non_null(bytes);
    memset(bytes, GARBAGE, block);
    const sink_layout_1 old = {text, format_clause, NULL, NULL, NULL,
                               sizeof(sink_layout_1)};
    memcpy(bytes, &old, sizeof old);
    return (nqcnf_sink *)(void *)bytes;
}

static void test_old_sinks_behave_as_the_defaults(void **state)
{
    (void)state;
    const size_t blocks[] = {sizeof(nqcnf_sink) + SPARE,
                             sizeof(sink_layout_1)};
    for (size_t i = 0; i < sizeof blocks / sizeof *blocks; i++) {
        text_buffer text = {NULL, 0, 0};
        nqcnf_sink *sink = old_sink(&text, blocks[i]);
        nqcnf_options *options = old_options(8, old_blocks[i]);
        assert_sink_gets_golden_8(options, sink, &text);
        free(options);
        free(sink);
    }
}

/* ---- Sizes the library refuses --------------------------------------- */

static void assert_refused(const nqcnf_options *options)
{
    assert_int_equal(nqcnf_options_check(options), NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    text_buffer text = {NULL, 0, 0};
    sink.context = &text;
    sink.add_clause = format_clause;
    assert_int_equal(nqcnf_generate(options, &sink), NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(text.size, 0);
    assert_int_equal(write_dimacs(options, text_buffer_write, &text),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(text.size, 0);
    nqcnf_sizes counts;
    assert_int_equal(nqcnf_sizes_compute(options, &counts),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_clause_list list;
    assert_int_equal(nqcnf_clause_list_build(options, &list),
                     NQCNF_ERR_INVALID_ARGUMENT);
    size_t lines = 0;
    assert_int_equal(nqcnf_for_each_line(options, count_line, &lines),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(lines, 0);
    uint64_t found = 0;
    assert_int_equal(nqcnf_solve(options, 0, count_solution, &found, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(found, 0);
    assert_int_equal(count_with(options, 0, 1, &found),
                     NQCNF_ERR_INVALID_ARGUMENT);
    text_buffer_free(&text);
}

static void test_sizes_below_the_first_layout_are_refused(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    const size_t too_small[] = {0, 1, sizeof(uint32_t),
                                NQCNF_OPTIONS_SIZE_1 - 1};
    for (size_t i = 0; i < sizeof too_small / sizeof *too_small; i++) {
        options.struct_size = too_small[i];
        assert_refused(&options);
    }
}

/* A newer caller: its struct is larger; the fields this library does not
 * know are accepted at their all-zero defaults and refused otherwise. */
static void test_newer_callers_tail_must_be_zero(void **state)
{
    (void)state;
    const size_t size = sizeof(nqcnf_options) + 24;
    unsigned char *block = calloc(1, size);
    assert_non_null(block);
    nqcnf_options *options = (nqcnf_options *)(void *)block;
    nqcnf_options_init(options, 8);
    options->struct_size = size;
    assert_behaves_as_defaults(options);
    assert_counts_and_cores_as_defaults(options);
    block[size - 1] = 1;
    assert_refused(options);
    block[size - 1] = 0;
    block[sizeof(nqcnf_options)] = 0x80;
    assert_refused(options);
    free(block);
}

static void assert_sink_refused(const nqcnf_sink *sink, text_buffer *text)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    assert_int_equal(nqcnf_generate(&options, sink),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(text->size, 0); /* not one callback */
}

/* A sink written as an initializer list, without nqcnf_sink_init(), has
 * struct_size 0. */
static void test_sink_sizes_below_the_first_layout_are_refused(void **state)
{
    (void)state;
    text_buffer text = {NULL, 0, 0};
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    sink.context = &text;
    sink.add_clause = format_clause;
    const size_t too_small[] = {0, 1, sizeof(void *), NQCNF_SINK_SIZE_1 - 1};
    for (size_t i = 0; i < sizeof too_small / sizeof *too_small; i++) {
        sink.struct_size = too_small[i];
        assert_sink_refused(&sink, &text);
    }
}

static void test_newer_sinks_tail_must_be_zero(void **state)
{
    (void)state;
    text_buffer text = {NULL, 0, 0};
    const size_t size = sizeof(nqcnf_sink) + 24;
    unsigned char *block = calloc(1, size);
    assert_non_null(block);
    nqcnf_sink *sink = (nqcnf_sink *)(void *)block;
    nqcnf_sink_init(sink);
    sink->context = &text;
    sink->add_clause = format_clause;
    sink->struct_size = size;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    assert_sink_gets_golden_8(&options, sink, &text);
    block[sizeof(nqcnf_sink) + 8] = 1;
    assert_sink_refused(sink, &text);
    free(block);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_first_layouts_never_move),
        cmocka_unit_test(test_init_zeroes_and_sets_the_size),
        cmocka_unit_test(test_old_options_behave_as_the_defaults),
        cmocka_unit_test(test_old_options_fields_are_read),
        cmocka_unit_test(test_old_sinks_behave_as_the_defaults),
        cmocka_unit_test(test_sizes_below_the_first_layout_are_refused),
        cmocka_unit_test(test_newer_callers_tail_must_be_zero),
        cmocka_unit_test(test_sink_sizes_below_the_first_layout_are_refused),
        cmocka_unit_test(test_newer_sinks_tail_must_be_zero),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
