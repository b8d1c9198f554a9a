/*
 * test_encodings.c - every at-most-one encoder, one line at a time.
 *
 * An encoder is run alone on a line of L squares (variables 1 .. L, its
 * auxiliaries after them), and each promise is checked against truth
 * that does not come from the encoders:
 *   - cost: the clauses and auxiliary variables really emitted against
 *     each encoding's cost written out by hand from its construction and
 *     the literature (tests/support/costs.c), every auxiliary used;
 *   - meaning: the clauses allow any line with at most one queen and
 *     forbid every other, and the exact encodings have one model per
 *     board, decided by the DPLL of tests/support (no SAT solver of the
 *     library's), on every board of short lines and on the boards that
 *     matter of the long lines where the encoders recurse.
 * The whole boards are test_encoding_boards.c's business.
 *
 * Under valgrind, NQCNF_TEST_QUICK=1 leaves out the longest of the lines
 * checked for meaning.
 */
#include "test_support.h"

#include "encode/encoder.h"
#include "oracles.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * One line, emitted by the encoder alone
 * ------------------------------------------------------------------------ */

static const amo_encoder *encoder_of(unsigned index)
{
    const amo_encoder *encoder = nqcnf_amo_encoder((nqcnf_encoding)index);
    assert_non_null(encoder);
    return encoder;
}

/* At most one of squares 1 .. L, auxiliaries from L + 1. */
typedef struct emitted {
    recording clauses;
    uint32_t l;
    int32_t auxiliary; /* how many the encoder took */
    nqcnf_status status;
} emitted;

static emitted emit_line_with(unsigned e, uint32_t l, size_t stop_at)
{
    emitted out;
    nqcnf_sink sink;
    recording_sink_init(&out.clauses, &sink);
    out.clauses.stop_at = stop_at;
    out.l = l;
    int32_t *squares = malloc(sizeof *squares * (l ? l : 1));
    assert_non_null(squares);
    for (uint32_t i = 0; i < l; i++) squares[i] = (int32_t)i + 1;
    /* A progression of step 1, so that encoders that read the line
     * (pairwise) and those that read the array see the same squares. */
    const nqcnf_line line = {NQCNF_LINE_DIAGONAL_DOWN_RIGHT, 0, 0, 1, 1, l};
    encoding_state state = {&sink, (int32_t)l + 1};
    out.status = encoder_of(e)->emit(&state, &line, squares);
    out.auxiliary = state.next_auxiliary - (int32_t)l - 1;
    free(squares);
    return out;
}

static emitted emit_line(unsigned e, uint32_t l)
{
    emitted out = emit_line_with(e, l, SIZE_MAX);
    assert_int_equal(out.status, NQCNF_OK);
    return out;
}

/* Every literal is a square or an auxiliary the encoder took, each of
 * those is used, no clause is empty or names a variable twice. */
static void assert_well_formed(const emitted *line)
{
    const int32_t last = (int32_t)line->l + line->auxiliary;
    assert_true(line->clauses.largest_variable <= last);
    unsigned char *used = calloc((size_t)last + 1, 1);
    assert_non_null(used);
    for (size_t c = 0; c < line->clauses.clause_count; c++) {
        size_t count;
        const int32_t *clause = recording_clause(&line->clauses, c, &count);
        assert_true(count > 0);
        for (size_t i = 0; i < count; i++) {
            used[abs(clause[i])] = 1;
            for (size_t j = i + 1; j < count; j++)
                assert_int_not_equal(abs(clause[i]), abs(clause[j]));
        }
    }
    for (int32_t v = (int32_t)line->l + 1; v <= last; v++)
        if (!used[v]) fail_msg("L=%u: auxiliary %d is never used", line->l, v);
    free(used);
}

static void assert_line_cost(unsigned e, uint32_t l)
{
    uint64_t clauses, aux;
    oracle_line_cost((nqcnf_encoding)e, l, &clauses, &aux);
    emitted line = emit_line(e, l);
    if (line.clauses.clause_count != clauses ||
        (uint64_t)line.auxiliary != aux)
        fail_msg("%s, L=%u: %llu clauses and %llu auxiliaries written out, "
                 "%zu and %d emitted",
                 nqcnf_encoding_name((nqcnf_encoding)e), l,
                 (unsigned long long)clauses, (unsigned long long)aux,
                 line.clauses.clause_count, line.auxiliary);
    assert_well_formed(&line);
    recording_free(&line.clauses);
}

static void test_lines_cost_what_is_written_out(void **state)
{
    (void)state;
    /* Past 40: where the recursive encodings go a level deeper (product
     * at 65 and 4097, commander at 19, 55, 163, 487); pairwise only up
     * to 200, its quadratic count being plain. */
    const uint32_t long_lines[] = {54,  55,  63,  64,  65,  80,   81,  82, 99,
                                   100, 101, 162, 163, 486, 487, 1000, 4097};
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        for (uint32_t l = 0; l <= 40; l++) assert_line_cost(e, l);
        for (size_t i = 0; i < sizeof long_lines / sizeof long_lines[0]; i++)
            if (e != NQCNF_ENCODING_PAIRWISE || long_lines[i] <= 200)
                assert_line_cost(e, long_lines[i]);
    }
}

static void test_emit_is_deterministic(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t l = 0; l <= 100; l += 7) {
            emitted a = emit_line(e, l), b = emit_line(e, l);
            assert_int_equal(a.clauses.literal_count, b.clauses.literal_count);
            assert_memory_equal(a.clauses.literals, b.clauses.literals,
                                a.clauses.literal_count * sizeof(int32_t));
            recording_free(&a.clauses);
            recording_free(&b.clauses);
        }
}

/* Models of the line's clauses with the squares as `board` (bit i:
 * square i + 1), counted up to `limit`. */
static uint64_t line_models(const emitted *line, uint64_t board,
                            uint64_t limit)
{
    const int32_t variables = (int32_t)line->l + line->auxiliary;
    signed char *values = calloc((size_t)variables + 1, 1);
    assert_non_null(values);
    for (uint32_t i = 0; i < line->l; i++)
        values[i + 1] = (signed char)(board >> i & 1u ? 1 : -1);
    const uint64_t models =
        oracle_count_models(&line->clauses, variables, values, limit);
    free(values);
    return models;
}

static unsigned queens_on(uint64_t board)
{
    unsigned count = 0;
    for (; board != 0; board >>= 1) count += board & 1u;
    return count;
}

/* Every board of a short line: none with two queens has a model, every
 * other has one, exactly one if the encoding is exact; and the encodings
 * that are not exact really have boards with several models. */
static void test_short_lines_mean_at_most_one_queen(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        const int exact = oracle_encoding_exact[e];
        int several = 0;
        for (uint32_t l = 1; l <= 10; l++) {
            emitted line = emit_line(e, l);
            for (uint64_t board = 0; board < (1u << l); board++) {
                const uint64_t models = line_models(&line, board, 2);
                const int allowed = queens_on(board) <= 1;
                if (allowed ? models == 0 || (exact && models != 1)
                            : models != 0)
                    fail_msg("%s, L=%u, squares %#llx: %llu models",
                             nqcnf_encoding_name((nqcnf_encoding)e), l,
                             (unsigned long long)board,
                             (unsigned long long)models);
                several |= models > 1;
            }
            recording_free(&line.clauses);
        }
        assert_int_equal(several, !exact);
    }
}

/* Lines where the encoders recurse, too long for every board: no model
 * has two queens (each pair set, the rest open), and every board of at
 * most one queen has a model, only one for exact encodings. */
static void assert_long_line_means_at_most_one(unsigned e, uint32_t l)
{
    emitted line = emit_line(e, l);
    const int32_t variables = (int32_t)l + line.auxiliary;
    signed char *values = calloc((size_t)variables + 1, 1);
    assert_non_null(values);
    for (uint32_t i = 0; i < l; i++)
        for (uint32_t j = i + 1; j < l; j++) {
            values[i + 1] = values[j + 1] = 1;
            if (oracle_count_models(&line.clauses, variables, values, 1) != 0)
                fail_msg("%s, L=%u: queens on %u and %u fit",
                         nqcnf_encoding_name((nqcnf_encoding)e), l, i, j);
            values[i + 1] = values[j + 1] = 0;
        }
    free(values);
    for (uint32_t queen = 0; queen <= l; queen++) { /* l: no queen */
        signed char *fixed = calloc((size_t)variables + 1, 1);
        assert_non_null(fixed);
        for (uint32_t i = 0; i < l; i++)
            fixed[i + 1] = (signed char)(i == queen ? 1 : -1);
        const uint64_t models =
            oracle_count_models(&line.clauses, variables, fixed, 2);
        if (models == 0 || (oracle_encoding_exact[e] && models != 1))
            fail_msg("%s, L=%u, queen on %u: %llu models",
                     nqcnf_encoding_name((nqcnf_encoding)e), l, queen,
                     (unsigned long long)models);
        free(fixed);
    }
    recording_free(&line.clauses);
}

static void test_long_lines_mean_at_most_one_queen_too(void **state)
{
    (void)state;
    /* Product's first grid (9, 10, 12), commander's second level with a
     * group of one or two left over (19, 20), both encoders' deeper
     * levels (55, 65 and 82). */
    const uint32_t lengths[] = {9, 10, 12, 19, 20, 28, 55, 65, 82};
    const size_t count =
        sizeof lengths / sizeof lengths[0] - (test_quick() ? 2 : 0);
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (size_t i = 0; i < count; i++)
            assert_long_line_means_at_most_one(e, lengths[i]);
}

/* ------------------------------------------------------------------------
 * Names
 * ------------------------------------------------------------------------ */

static void test_names_round_trip_and_unknown_names_are_refused(void **state)
{
    (void)state;
    const char *const expected[NQCNF_ENCODING_COUNT] = {
        "pairwise", "sequential", "ladder", "bitwise", "commander", "product"};
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        const char *name = nqcnf_encoding_name((nqcnf_encoding)e);
        assert_non_null(name);
        assert_string_equal(name, expected[e]);
        assert_int_equal(encoder_of(e)->encoding, e);
        assert_string_equal(encoder_of(e)->name, name);
        nqcnf_encoding found = NQCNF_ENCODING_PAIRWISE;
        assert_int_equal(nqcnf_encoding_from_name(name, &found), NQCNF_OK);
        assert_int_equal(found, e);
    }
    assert_null(nqcnf_encoding_name((nqcnf_encoding)NQCNF_ENCODING_COUNT));
    assert_null(nqcnf_amo_encoder((nqcnf_encoding)NQCNF_ENCODING_COUNT));
    const char *const unknown[] = {"", "Sequential", "ladder ", " product",
                                   "binary", "commanders", "pair"};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        nqcnf_encoding found = NQCNF_ENCODING_LADDER;
        assert_int_equal(nqcnf_encoding_from_name(unknown[i], &found),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_int_equal(found, NQCNF_ENCODING_LADDER); /* untouched */
    }
    nqcnf_encoding found;
    assert_int_equal(nqcnf_encoding_from_name(NULL, &found),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_encoding_from_name("ladder", NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_cost_what_is_written_out),
        cmocka_unit_test(test_emit_is_deterministic),
        cmocka_unit_test(test_short_lines_mean_at_most_one_queen),
        cmocka_unit_test(test_long_lines_mean_at_most_one_queen_too),
        cmocka_unit_test(test_names_round_trip_and_unknown_names_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
