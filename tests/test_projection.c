/*
 * test_projection.c - the projection lines, held to a projected model
 * count.
 *
 * Whenever an encoding has auxiliary variables, the DIMACS text carries
 * "c t pmc" and "c p show <board variables> 0" so that a model counter
 * counts boards. The test reads those lines itself (the projection set
 * from the "c p show" line, not from the library) and the clauses with
 * the tests' DIMACS parser, and counts the models projected on the
 * shown variables with the DPLL of tests/support (models.c), every one
 * of them a solution. Every encoding must give OEIS A000170 (A002562
 * with symmetry breaking), and the closed form's byte count must include
 * the two lines.
 */
#include "oracles.h"
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

/* What the comment lines before the header say. */
typedef struct projection {
    int typed;            /* a "c t pmc" line seen */
    int shown_lines;      /* "c p show" lines seen */
    unsigned char *shown; /* 1 for a variable of the "c p show" line */
} projection;

static void read_comment(projection *p, int32_t variables, const char *line,
                         const char *end)
{
    if (end - line == 7 && memcmp(line, "c t pmc", 7) == 0) p->typed = 1;
    if (end - line < 9 || memcmp(line, "c p show ", 9) != 0) return;
    p->shown_lines++;
    const char *at = line + 9;
    for (;;) {
        char *after;
        const long v = strtol(at, &after, 10);
        if (v == 0) break;
        assert_true(v > 0 && v <= variables);
        p->shown[v] = 1;
        at = after;
    }
}

/* The text of `options`: its projection lines as they should be, its
 * size as counted, and the number of its models projected on the shown
 * variables, each a solution. */
static uint64_t projected_count(const nqcnf_options *options)
{
    text_buffer text = written_text(write_dimacs, options);
    nqcnf_sizes counts;
    assert_int_equal(nqcnf_sizes_compute(options, &counts), NQCNF_OK);
    assert_int_equal(counts.bytes, text.size);
    parsed_dimacs parsed = parse_dimacs(&text);
    const int32_t variables = (int32_t)parsed.variables;
    projection p = {0, 0, calloc((size_t)variables + 1, 1)};
    assert_non_null(p.shown);
    for (const char *line = text.data; *line == 'c';) {
        const char *end = strchr(line, '\n');
        read_comment(&p, variables, line, end);
        line = end + 1;
    }
    uint32_t n = options->n;
    const int expect_lines = counts.auxiliary_variables > 0;
    assert_int_equal(p.typed, expect_lines);
    assert_int_equal(p.shown_lines, expect_lines);
    if (!expect_lines) /* no auxiliary variables: all are shown */
        memset(p.shown + 1, 1, (size_t)variables);
    for (int32_t v = 1; v <= variables; v++)
        assert_int_equal(p.shown[v], (uint32_t)v <= n * n);

    /* The shown variables are 1 .. n*n: the DPLL's projection. */
    recording rec;
    nqcnf_sink sink;
    recording_sink_init(&rec, &sink);
    for (size_t start = 0, end = 0; end < parsed.literal_count; end++)
        if (parsed.literals[end] == 0) {
            assert_int_equal(
                recording_add_clause(&rec, parsed.literals + start,
                                     end - start),
                NQCNF_OK);
            start = end + 1;
        }
    assert_int_equal(rec.clause_count, parsed.clauses);
    signed char *open = calloc((size_t)variables + 1, 1);
    assert_non_null(open);
    const uint64_t total =
        oracle_models(&rec, variables, (int32_t)(n * n), open,
                      oracle_model_is_solution, &n);
    free(open);
    recording_free(&rec);
    free(p.shown);
    parsed_dimacs_free(&parsed);
    text_buffer_free(&text);
    return total;
}

static void test_every_encoding_counts_boards(void **state)
{
    (void)state;
    for (int e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= 9; n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            const uint64_t count = projected_count(&options);
            if (count != oracle_a000170[n])
                fail_msg("%s, N = %u: %llu projected models, A000170 says "
                         "%llu", nqcnf_encoding_name(options.encoding), n,
                         (unsigned long long)count,
                         (unsigned long long)oracle_a000170[n]);
        }
}

static void test_symmetry_breaking_counts_classes(void **state)
{
    (void)state;
    for (int e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= 8; n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            options.symmetry_breaking = 1;
            const uint64_t count = projected_count(&options);
            if (count != oracle_a002562[n])
                fail_msg("%s with symmetry breaking, N = %u: %llu projected "
                         "models, A002562 says %llu",
                         nqcnf_encoding_name(options.encoding), n,
                         (unsigned long long)count,
                         (unsigned long long)oracle_a002562[n]);
        }
}

/* The textbook's own file stays the lessons' bytes: no projection. */
static void test_textbook_has_no_projection_lines(void **state)
{
    (void)state;
    text_buffer text = dimacs_text(8);
    assert_int_equal(memcmp(text.data, "p cnf 64 744\n", 13), 0);
    text_buffer_free(&text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_encoding_counts_boards),
        cmocka_unit_test(test_symmetry_breaking_counts_classes),
        cmocka_unit_test(test_textbook_has_no_projection_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
