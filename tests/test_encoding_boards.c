/*
 * test_encoding_boards.c - every encoding over whole boards.
 *
 * The generator hands each line of the board to the chosen encoder; the
 * boards it makes are checked against truth that does not come from the
 * library:
 *   - their size, line by line (the recording sink's notes tell the lines
 *     apart) and in all, against each encoding's cost written out by hand
 *     in tests/support/costs.c; the symmetry clauses, last, against their
 *     formula there; and the header the writer puts first against the
 *     clauses the generator really hands a sink;
 *   - their meaning: the models projected on the board, found by the DPLL
 *     of tests/support, are exactly the solutions of the backtracking
 *     oracle (A000170), one model per solution for the exact encodings;
 *     the library's own counter finds as many;
 *   - their failure paths: a sink's status stops every encoder anywhere,
 *     and boards whose auxiliaries would pass INT32_MAX are refused before
 *     the first clause.
 *
 * Under valgrind, NQCNF_TEST_QUICK=1 stops at smaller boards.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdlib.h>
#include <string.h>

/* The board n with encoding e and, if `columns`, each column's
 * at-least-one clause. */
static nqcnf_options board_options(unsigned e, uint32_t n, int columns)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    options.encoding = (nqcnf_encoding)e;
    options.column_at_least_one = columns;
    return options;
}

typedef struct line_lengths {
    uint32_t length[4 * 64];
    int exactly[4 * 64];
    size_t count;
    int column_at_least_one;
} line_lengths;

static nqcnf_status keep_line(void *context, const nqcnf_line *line)
{
    line_lengths *lines = context;
    const int diagonal = line->kind == NQCNF_LINE_DIAGONAL_DOWN_RIGHT ||
                         line->kind == NQCNF_LINE_DIAGONAL_DOWN_LEFT;
    if (diagonal && line->length < 2) return NQCNF_OK;
    assert_true(lines->count < sizeof lines->length / sizeof lines->length[0]);
    lines->length[lines->count] = line->length;
    lines->exactly[lines->count++] =
        line->kind == NQCNF_LINE_ROW ||
        (line->kind == NQCNF_LINE_COLUMN && lines->column_at_least_one);
    return NQCNF_OK;
}

/* The clauses after note i belong to line i: its at-least-one clause if
 * any and its at-most-one, with its own auxiliaries, numbered on from the
 * previous line's. */
static void assert_line_by_line(unsigned e, const nqcnf_options *options,
                                const recording *rec)
{
    line_lengths lines;
    memset(&lines, 0, sizeof lines);
    lines.column_at_least_one = options->column_at_least_one;
    assert_int_equal(nqcnf_for_each_line(options, keep_line, &lines),
                     NQCNF_OK);
    assert_int_equal(rec->note_count, lines.count);
    const int32_t squares = (int32_t)(options->n * options->n);
    int32_t next = squares + 1;
    for (size_t i = 0; i < lines.count; i++) {
        const size_t from = rec->note_clause[i];
        const size_t to =
            i + 1 < lines.count ? rec->note_clause[i + 1] : rec->clause_count;
        uint64_t clauses, aux;
        oracle_line_cost((nqcnf_encoding)e, lines.length[i], &clauses, &aux);
        assert_int_equal(to - from, clauses + (uint64_t)lines.exactly[i]);
        int32_t highest = next - 1;
        for (size_t k = rec->offsets[from]; k < rec->offsets[to]; k++) {
            const int32_t variable = abs(rec->literals[k]);
            if (variable > squares) {
                assert_true(variable >= next && variable < next + (int32_t)aux);
                if (variable > highest) highest = variable;
            }
        }
        assert_int_equal(highest, next - 1 + (int32_t)aux);
        next += (int32_t)aux;
    }
}

static void test_boards_cost_line_by_line_what_is_written_out(void **state)
{
    (void)state;
    const uint32_t last = test_quick() ? 12 : 24;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (int columns = 0; columns <= 1; columns++)
            for (uint32_t n = 1; n <= last; n++) {
                const nqcnf_options options = board_options(e, n, columns);
                recording rec;
                record_generated(&options, &rec);
                assert_line_by_line(e, &options, &rec);
                uint64_t clauses, aux;
                oracle_board_cost((nqcnf_encoding)e, n, columns, &clauses,
                                  &aux);
                assert_int_equal(rec.clause_count, clauses);
                assert_int_equal(rec.largest_variable, (uint64_t)n * n + aux);
                recording_free(&rec);
            }
}

/* With symmetry breaking the symmetry clauses come last, after the note
 * that announces them, and add exactly the formula of tests/support. */
static void assert_symmetry_clauses_come_last(nqcnf_options options,
                                              const recording *plain)
{
    options.symmetry_breaking = 1;
    recording broken;
    record_generated(&options, &broken);
    uint64_t clauses, auxiliary;
    oracle_symmetry_cost(options.n, &clauses, &auxiliary);
    assert_int_equal(broken.clause_count, plain->clause_count + clauses);
    const int32_t plain_variables =
        plain->largest_variable > 0 ? plain->largest_variable : 1;
    assert_int_equal(broken.largest_variable,
                     plain_variables + (int32_t)auxiliary);
    assert_int_equal(broken.note_count, plain->note_count + 1);
    assert_int_equal(broken.note_clause[plain->note_count],
                     plain->clause_count);
    assert_written_as_recorded(&options, &broken);
    recording_free(&broken);
}

/* The header the writer puts before the clauses counts the clauses the
 * generator hands a sink and the largest variable they use, and the
 * clauses are those, with and without symmetry breaking. */
static void test_headers_count_the_clauses_generated(void **state)
{
    (void)state;
    const uint32_t last = test_quick() ? 12 : 30;
    const uint32_t last_broken = test_quick() ? 8 : 12;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= last; n++) {
            const nqcnf_options options = board_options(e, n, n % 2);
            recording rec;
            record_generated(&options, &rec);
            assert_written_as_recorded(&options, &rec);
            if (n <= last_broken) assert_symmetry_clauses_come_last(options,
                                                                    &rec);
            recording_free(&rec);
        }
}

/* Every encoding's models, projected on the board by the DPLL of
 * tests/support, are solutions, A000170 of them; the library's own
 * counter finds as many. */
static void test_models_on_the_board_are_the_solutions(void **state)
{
    (void)state;
    const uint32_t by_dpll = test_quick() ? 6 : 7;
    const uint32_t by_library = test_quick() ? 7 : 9;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (int columns = 0; columns <= 1; columns++)
            for (uint32_t n = 1; n <= by_library; n++) {
                const nqcnf_options options = board_options(e, n, columns);
                uint64_t solutions = 0;
                assert_int_equal(
                    count_with(&options, 0, 2, &solutions),
                    NQCNF_OK);
                assert_int_equal(solutions, oracle_a000170[n]);
                if (n > by_dpll) continue;
                const uint64_t boards = oracle_generated_models(
                    &options, oracle_model_is_solution, &n);
                if (boards != oracle_a000170[n])
                    fail_msg("%s, N=%u, columns %d: %llu boards",
                             nqcnf_encoding_name((nqcnf_encoding)e), n,
                             columns, (unsigned long long)boards);
            }
}

typedef struct exactness {
    const recording *rec;
    int several; /* some board has more than one model */
    unsigned encoding;
} exactness;

static int models_of_solution(void *context, uint32_t n,
                              const uint32_t *columns)
{
    exactness *check = context;
    const uint64_t models = oracle_board_extensions(
        check->rec, check->rec->largest_variable, n, columns, 2);
    assert_true(models >= 1);
    if (oracle_encoding_exact[check->encoding]) assert_int_equal(models, 1);
    check->several |= models > 1;
    return 0;
}

/* Every solution of the oracle has exactly one model with an exact
 * encoding, at least one with the others, which do have solutions with
 * several. */
static void test_exact_encodings_have_one_model_per_board(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 4; n <= 6; n++) {
            const nqcnf_options options = board_options(e, n, 1);
            recording rec;
            record_generated(&options, &rec);
            exactness check = {&rec, 0, e};
            assert_int_equal(oracle_enumerate(n, NULL, 0, NULL, 0, 0,
                                              models_of_solution, &check),
                             oracle_a000170[n]);
            assert_int_equal(check.several, !oracle_encoding_exact[e]);
            recording_free(&rec);
        }
}

/* ------------------------------------------------------------------------
 * Failure paths
 * ------------------------------------------------------------------------ */

/* The sink's status comes back unchanged from any clause, with the
 * scratch memory of the recursive encoders freed (valgrind): a board of
 * 20 has lines where both recurse. Past a few hundred clauses, a sample. */
static void test_a_stopping_sink_stops_every_encoder_anywhere(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        const nqcnf_options options = board_options(e, 20, 1);
        uint64_t clauses, aux;
        oracle_board_cost((nqcnf_encoding)e, 20, 1, &clauses, &aux);
        const size_t step = (size_t)clauses / 300 + 1;
        for (size_t stop = 0; stop < clauses; stop += step)
            assert_generation_ends(&options, 0, stop, NQCNF_ERR_STOPPED);
    }
}

static void test_auxiliaries_never_number_past_int32(void **state)
{
    (void)state;
    /* On the largest board every encoding with auxiliary variables needs
     * more than INT32_MAX variables in all (by the formulas): the sizes
     * are refused, and the generator refuses before its first clause. */
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        uint64_t clauses, aux;
        oracle_board_cost((nqcnf_encoding)e, NQCNF_MAX_N, 1, &clauses, &aux);
        const int fits = (uint64_t)NQCNF_MAX_N * NQCNF_MAX_N + aux <=
                         (uint64_t)INT32_MAX;
        assert_int_equal(fits, e == NQCNF_ENCODING_PAIRWISE);
        const nqcnf_options options = board_options(e, NQCNF_MAX_N, 1);
        nqcnf_sizes counts;
        assert_int_equal(nqcnf_sizes_compute(&options, &counts),
                         fits ? NQCNF_OK : NQCNF_ERR_TOO_LARGE);
        if (!fits)
            assert_generation_ends(&options, 0, SIZE_MAX, NQCNF_ERR_TOO_LARGE);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_boards_cost_line_by_line_what_is_written_out),
        cmocka_unit_test(test_headers_count_the_clauses_generated),
        cmocka_unit_test(test_models_on_the_board_are_the_solutions),
        cmocka_unit_test(test_exact_encodings_have_one_model_per_board),
        cmocka_unit_test(test_a_stopping_sink_stops_every_encoder_anywhere),
        cmocka_unit_test(test_auxiliaries_never_number_past_int32),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
