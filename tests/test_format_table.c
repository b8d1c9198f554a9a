/*
 * test_format_table.c - every output format, byte for byte.
 *
 * The writers share one skeleton and one table; what they write must not
 * have moved by a byte in the sharing. The truth is the files in
 * tests/data/formats, written by the writers before they were merged
 * (their README lists the command behind each), and the reference
 * generator's DIMACS files for the default format. tests/test_formats.c
 * holds the meaning of the SMT-LIB 2 and OPB text; this file holds its
 * bytes.
 */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef nqcnf_status (*writer_fn)(const nqcnf_options *, nqcnf_write_fn,
                                  void *);

/* A golden file and the options of the command that wrote it, 0-based
 * (the README's R,C are 1-based); a square at row 99 is "none". */
typedef struct golden_case {
    const char *file;
    writer_fn writer;
    uint32_t n;
    nqcnf_encoding encoding;
    int column_at_least_one;
    int symmetry_breaking;
    nqcnf_square_ref queen;
    nqcnf_square_ref block;
} golden_case;

#define NONE {99, 99}

static const golden_case golden_cases[] = {
    {"comments_4.cnf", nqcnf_write_dimacs_commented, 4,
     NQCNF_ENCODING_PAIRWISE, 1, 0, NONE, NONE},
    {"comments_6_product_queen.cnf", nqcnf_write_dimacs_commented, 6,
     NQCNF_ENCODING_PRODUCT, 1, 0, {1, 2}, NONE},
    {"smt2_4.smt2", nqcnf_write_smt2, 4, NQCNF_ENCODING_PAIRWISE, 1, 0, NONE,
     NONE},
    {"smt2_5_sequential.smt2", nqcnf_write_smt2, 5,
     NQCNF_ENCODING_SEQUENTIAL, 1, 0, NONE, NONE},
    {"smt2_6_options.smt2", nqcnf_write_smt2, 6, NQCNF_ENCODING_BITWISE, 0,
     0, {0, 1}, {5, 0}},
    {"smt2_5_symmetry.smt2", nqcnf_write_smt2, 5, NQCNF_ENCODING_PAIRWISE, 1,
     1, NONE, NONE},
    {"opb_4.opb", nqcnf_write_opb, 4, NQCNF_ENCODING_PAIRWISE, 1, 0, NONE,
     NONE},
    {"opb_8.opb", nqcnf_write_opb, 8, NQCNF_ENCODING_PAIRWISE, 1, 0, NONE,
     NONE},
    {"opb_6_options.opb", nqcnf_write_opb, 6, NQCNF_ENCODING_PAIRWISE, 0, 0,
     {0, 1}, {5, 0}},
    {"opb_5_symmetry.opb", nqcnf_write_opb, 5, NQCNF_ENCODING_PAIRWISE, 1, 1,
     NONE, NONE},
    {"dimacs_7_ladder_block.cnf", nqcnf_write_dimacs, 7,
     NQCNF_ENCODING_LADDER, 1, 1, NONE, {3, 3}},
};

enum { GOLDEN_COUNT = sizeof golden_cases / sizeof golden_cases[0] };

static void golden_options(const golden_case *c, nqcnf_options *options)
{
    nqcnf_options_init(options, c->n);
    options->encoding = c->encoding;
    options->column_at_least_one = c->column_at_least_one;
    options->symmetry_breaking = c->symmetry_breaking;
    if (c->queen.row != 99) {
        options->queens = &c->queen;
        options->queen_count = 1;
    }
    if (c->block.row != 99) {
        options->blocked = &c->block;
        options->blocked_count = 1;
    }
}

/* The golden file with the library's version in place of @VERSION@. */
static text_buffer golden_text(const char *file)
{
    char name[128];
    snprintf(name, sizeof name, "formats/%s", file);
    text_buffer stored = read_data_file(name);
    text_buffer text = {NULL, 0, 0};
    static const char mark[] = "@VERSION@";
    const size_t mark_length = sizeof mark - 1;
    size_t marks = 0;
    for (size_t i = 0; i < stored.size;) {
        if (stored.size - i >= mark_length &&
            memcmp(stored.data + i, mark, mark_length) == 0) {
            const char *version = nqcnf_version();
            assert_int_equal(text_buffer_write(&text, version, strlen(version)),
                             0);
            i += mark_length;
            marks++;
        } else {
            assert_int_equal(text_buffer_write(&text, stored.data + i, 1), 0);
            i++;
        }
    }
    /* Only the plain DIMACS file names no version. */
    assert_true(marks <= 1);
    text_buffer_free(&stored);
    return text;
}

static void expect_bytes(const text_buffer *actual, const text_buffer *expected,
                         const char *what)
{
    size_t at = 0;
    while (at < actual->size && at < expected->size &&
           actual->data[at] == expected->data[at])
        at++;
    if (at == actual->size && at == expected->size) return;
    fail_msg("%s: differs at byte %zu (%zu bytes written, %zu expected)", what,
             at, actual->size, expected->size);
}

static void test_dedicated_writers_write_the_golden_files(void **state)
{
    (void)state;
    for (size_t i = 0; i < GOLDEN_COUNT; i++) {
        const golden_case *c = &golden_cases[i];
        nqcnf_options options;
        golden_options(c, &options);
        text_buffer written = {NULL, 0, 0};
        assert_int_equal(c->writer(&options, text_buffer_write, &written),
                         NQCNF_OK);
        text_buffer expected = golden_text(c->file);
        expect_bytes(&written, &expected, c->file);
        text_buffer_free(&written);
        text_buffer_free(&expected);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dedicated_writers_write_the_golden_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
