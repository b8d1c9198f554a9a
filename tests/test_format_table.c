/*
 * test_format_table.c - every output format, byte for byte.
 *
 * The writers share one skeleton and one table; what they write must not
 * have moved by a byte in the sharing. The truth is the files in
 * tests/data/formats, written by the writers before they were merged
 * (their README lists the command behind each); the default format
 * against the reference generator's files is tests/test_generate.c.
 * tests/test_formats.c holds the meaning of the SMT-LIB 2 and OPB text;
 * this file holds its bytes, the table's names and flags, and
 * nqcnf_write() against the shorthands that name a format.
 */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The ways to name a format: a shorthand, and nqcnf_write() with the
 * format and flags the shorthand stands for. */
enum way { DIMACS, COMMENTED, SMT2, OPB, WAY_COUNT };

static const struct {
    writer_fn writer;
    nqcnf_format format;
    unsigned flags;
} ways[WAY_COUNT] = {
    {write_dimacs, NQCNF_FORMAT_DIMACS, 0},
    {write_dimacs_commented, NQCNF_FORMAT_DIMACS, NQCNF_WRITE_COMMENTS},
    {write_smt2, NQCNF_FORMAT_SMT2, 0},
    {write_opb, NQCNF_FORMAT_OPB, 0},
};

/* A golden file and the options of the command that wrote it, 0-based
 * (the README's R,C are 1-based); a square at row 99 is "none". */
typedef struct golden_case {
    const char *file;
    enum way way;
    uint32_t n;
    nqcnf_encoding encoding;
    int column_at_least_one;
    int symmetry_breaking;
    nqcnf_square_ref queen;
    nqcnf_square_ref block;
} golden_case;

#define NONE {99, 99}
#define ENC(name) NQCNF_ENCODING_##name

static const golden_case golden_cases[] = {
    {"comments_4.cnf", COMMENTED, 4, ENC(PAIRWISE), 1, 0, NONE, NONE},
    {"comments_6_product_queen.cnf", COMMENTED, 6, ENC(PRODUCT), 1, 0, {1, 2},
     NONE},
    {"smt2_4.smt2", SMT2, 4, ENC(PAIRWISE), 1, 0, NONE, NONE},
    {"smt2_5_sequential.smt2", SMT2, 5, ENC(SEQUENTIAL), 1, 0, NONE, NONE},
    {"smt2_6_options.smt2", SMT2, 6, ENC(BITWISE), 0, 0, {0, 1}, {5, 0}},
    {"smt2_5_symmetry.smt2", SMT2, 5, ENC(PAIRWISE), 1, 1, NONE, NONE},
    {"opb_4.opb", OPB, 4, ENC(PAIRWISE), 1, 0, NONE, NONE},
    {"opb_8.opb", OPB, 8, ENC(PAIRWISE), 1, 0, NONE, NONE},
    {"opb_6_options.opb", OPB, 6, ENC(PAIRWISE), 0, 0, {0, 1}, {5, 0}},
    {"opb_5_symmetry.opb", OPB, 5, ENC(PAIRWISE), 1, 1, NONE, NONE},
    {"dimacs_7_ladder_block.cnf", DIMACS, 7, ENC(LADDER), 1, 1, NONE, {3, 3}},
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

/* Both ways in, the table's and the shorthand's, write the same file. */
static void test_every_format_writes_its_golden_files(void **state)
{
    (void)state;
    for (size_t i = 0; i < GOLDEN_COUNT; i++) {
        const golden_case *c = &golden_cases[i];
        nqcnf_options options;
        golden_options(c, &options);
        text_buffer expected = golden_text(c->file);
        for (int way = 0; way < 2; way++) {
            text_buffer written = {NULL, 0, 0};
            const nqcnf_status status =
                way == 0 ? nqcnf_write(&options, ways[c->way].format,
                                       ways[c->way].flags, text_buffer_write,
                                       &written)
                         : ways[c->way].writer(&options, text_buffer_write,
                                               &written);
            assert_int_equal(status, NQCNF_OK);
            assert_same_bytes(&written, &expected, c->file);
            text_buffer_free(&written);
        }
        text_buffer_free(&expected);
    }
}

/* The names the header documents, in its order. */
static void test_every_name_round_trips(void **state)
{
    (void)state;
    static const char *const documented[] = {"dimacs", "smt2", "opb", "knf",
                                             "cnf+"};
    assert_int_equal(NQCNF_FORMAT_COUNT, 5);
    for (unsigned i = 0; i < NQCNF_FORMAT_COUNT; i++) {
        const char *name = nqcnf_format_name((nqcnf_format)i);
        assert_non_null(name);
        assert_string_equal(name, documented[i]);
        nqcnf_format format = (nqcnf_format)NQCNF_FORMAT_COUNT;
        assert_int_equal(nqcnf_format_from_name(name, &format), NQCNF_OK);
        assert_int_equal(format, i);
    }
    assert_int_equal(NQCNF_FORMAT_DIMACS, 0);
    assert_int_equal(NQCNF_FORMAT_SMT2, 1);
    assert_int_equal(NQCNF_FORMAT_OPB, 2);
    assert_int_equal(NQCNF_FORMAT_KNF, 3);
    assert_int_equal(NQCNF_FORMAT_CNF_PLUS, 4);
}

static void test_unknown_names_and_values_are_refused(void **state)
{
    (void)state;
    static const char *const unknown[] = {"", "DIMACS", "Dimacs", "dimacs ",
                                          " smt2", "smt", "smt2x", "pb",
                                          "cnf", "xml"};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        nqcnf_format format = NQCNF_FORMAT_OPB;
        assert_int_equal(nqcnf_format_from_name(unknown[i], &format),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_int_equal(format, NQCNF_FORMAT_OPB); /* left alone */
    }
    nqcnf_format format;
    assert_int_equal(nqcnf_format_from_name(NULL, &format),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_format_from_name("dimacs", NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(nqcnf_format_name((nqcnf_format)NQCNF_FORMAT_COUNT));
    assert_null(nqcnf_format_name((nqcnf_format)-1));
    assert_int_equal(nqcnf_format_flags((nqcnf_format)NQCNF_FORMAT_COUNT), 0);
}

/* Only DIMACS takes comments (the header says why); a flag a format does
 * not take, or an unknown format, is refused before anything is written. */
static void test_flags_are_checked_before_writing(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_format_flags(NQCNF_FORMAT_DIMACS),
                     NQCNF_WRITE_COMMENTS);
    assert_int_equal(nqcnf_format_flags(NQCNF_FORMAT_SMT2), 0);
    assert_int_equal(nqcnf_format_flags(NQCNF_FORMAT_OPB), 0);
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    static const struct {
        nqcnf_format format;
        unsigned flags;
    } refused[] = {
        {NQCNF_FORMAT_SMT2, NQCNF_WRITE_COMMENTS},
        {NQCNF_FORMAT_OPB, NQCNF_WRITE_COMMENTS},
        {NQCNF_FORMAT_KNF, NQCNF_WRITE_COMMENTS},
        {NQCNF_FORMAT_CNF_PLUS, NQCNF_WRITE_COMMENTS},
        {NQCNF_FORMAT_DIMACS, 2u},
        {NQCNF_FORMAT_DIMACS, NQCNF_WRITE_COMMENTS | 0x80000000u},
        {(nqcnf_format)NQCNF_FORMAT_COUNT, 0},
        {(nqcnf_format)-1, 0},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        text_buffer text = {NULL, 0, 0};
        assert_int_equal(nqcnf_write(&options, refused[i].format,
                                     refused[i].flags, text_buffer_write,
                                     &text),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_int_equal(text.size, 0);
        text_buffer_free(&text);
    }
    for (unsigned f = 0; f < NQCNF_FORMAT_COUNT; f++) {
        text_buffer text = {NULL, 0, 0};
        assert_int_equal(nqcnf_write(NULL, (nqcnf_format)f, 0,
                                     text_buffer_write, &text),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_int_equal(nqcnf_write(&options, (nqcnf_format)f, 0, NULL,
                                     &text),
                         NQCNF_ERR_INVALID_ARGUMENT);
        options.n = 0;
        assert_int_equal(nqcnf_write(&options, (nqcnf_format)f, 0,
                                     text_buffer_write, &text),
                         NQCNF_ERR_INVALID_ARGUMENT);
        options.n = NQCNF_MAX_N + 1;
        assert_int_equal(nqcnf_write(&options, (nqcnf_format)f, 0,
                                     text_buffer_write, &text),
                         NQCNF_ERR_TOO_LARGE);
        options.n = 4;
        /* Options that did not come from nqcnf_options_init(). */
        options.struct_size = 0;
        assert_int_equal(nqcnf_write(&options, (nqcnf_format)f, 0,
                                     text_buffer_write, &text),
                         NQCNF_ERR_INVALID_ARGUMENT);
        nqcnf_options_init(&options, 4);
        assert_int_equal(text.size, 0);
        text_buffer_free(&text);
    }
}

/* Each shorthand is nqcnf_write() with its format and flags, byte for
 * byte, for N = 1 .. 10 and options that change every part of the text
 * (auxiliary variables, columns, pre-placed and blocked squares,
 * symmetry breaking). */
static void test_shorthands_write_what_nqcnf_write_writes(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 10; n++)
        for (unsigned variant = 0; variant < 4; variant++)
            for (size_t w = 0; w < WAY_COUNT; w++) {
                const nqcnf_square_ref queen = {0, n / 2}, block = {n - 1, 0};
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                options.encoding = (nqcnf_encoding)(variant * 2 % 6);
                options.column_at_least_one = variant != 1;
                options.symmetry_breaking = variant == 3 && n <= 8;
                if (variant >= 2) {
                    options.queens = &queen;
                    options.queen_count = 1;
                    options.blocked = n > 1 ? &block : NULL;
                    options.blocked_count = n > 1;
                }
                text_buffer by_name = {NULL, 0, 0}, by_table = {NULL, 0, 0};
                assert_int_equal(
                    ways[w].writer(&options, text_buffer_write, &by_name),
                    NQCNF_OK);
                assert_int_equal(nqcnf_write(&options, ways[w].format,
                                             ways[w].flags,
                                             text_buffer_write, &by_table),
                                 NQCNF_OK);
                assert_true(by_name.size > 0);
                assert_same_bytes(&by_table, &by_name,
                             nqcnf_format_name(ways[w].format));
                text_buffer_free(&by_name);
                text_buffer_free(&by_table);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_format_writes_its_golden_files),
        cmocka_unit_test(test_every_name_round_trips),
        cmocka_unit_test(test_unknown_names_and_values_are_refused),
        cmocka_unit_test(test_flags_are_checked_before_writing),
        cmocka_unit_test(test_shorthands_write_what_nqcnf_write_writes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
