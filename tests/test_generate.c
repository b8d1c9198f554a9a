/*
 * test_generate.c - the generator's output against the reference.
 *
 * Three kinds of truth: the golden files written by the lessons' own
 * generator (byte for byte, the promise students rely on); the meaning of
 * the clauses, checked against a backtracking search that knows nothing of
 * CNF; and the sink contract (runs expand to the same clauses, a sink can
 * stop the generator).
 */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void assert_same_text(const text_buffer *actual,
                             const text_buffer *expected, const char *name)
{
    if (actual->size != expected->size ||
        memcmp(actual->data, expected->data, actual->size) != 0)
        fail_msg("output differs from %s (%zu vs %zu bytes)", name,
                 actual->size, expected->size);
}

static void test_four_queens_is_the_hand_written_file(void **state)
{
    (void)state;
    text_buffer expected = read_data_file("handwritten_4.cnf");
    text_buffer actual = dimacs_text(4);
    assert_same_text(&actual, &expected, "handwritten_4.cnf");
    text_buffer_free(&actual);
    text_buffer_free(&expected);
}

static void test_output_is_the_reference_generators(void **state)
{
    (void)state;
    const uint32_t sizes[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char name[64];
        snprintf(name, sizeof name, "queens_%u.seed.cnf", sizes[i]);
        text_buffer expected = read_data_file(name);
        text_buffer actual = dimacs_text(sizes[i]);
        assert_same_text(&actual, &expected, name);
        text_buffer_free(&actual);
        text_buffer_free(&expected);
    }
}

static void test_every_clause_is_well_formed(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 30; n++) {
        text_buffer text = dimacs_text(n);
        parsed_dimacs cnf = parse_dimacs(&text);
        const int32_t squares = (int32_t)(n * n);
        assert_int_equal(cnf.variables, squares);
        assert_int_equal(cnf.clauses, (long long)cnf.clause_count);
        unsigned char *seen = calloc((size_t)squares + 1, 1);
        assert_non_null(seen);
        size_t start = 0;
        for (size_t i = 0; i < cnf.literal_count; i++) {
            const int32_t literal = cnf.literals[i];
            if (literal == 0) {
                const size_t length = i - start;
                /* At-least-one clauses are whole lines of positive
                 * literals; everything else is a pair of negatives. */
                if (length != 2 || cnf.literals[start] > 0)
                    assert_int_equal(length, n);
                for (size_t k = start; k < i; k++)
                    seen[abs(cnf.literals[k])] = 0;
                start = i + 1;
                continue;
            }
            assert_true(literal >= -squares && literal <= squares);
            assert_int_equal(seen[abs(literal)], 0); /* no repeat */
            seen[abs(literal)] = 1;
            if (i > start) /* no mixed signs */
                assert_true((literal > 0) == (cnf.literals[start] > 0));
        }
        assert_int_equal(start, cnf.literal_count);
        free(seen);
        parsed_dimacs_free(&cnf);
        text_buffer_free(&text);
    }
}

/* Independent truth: all N-Queens solutions by backtracking, as arrays
 * column_of_row[], handed to `visit`. */
typedef void (*solution_visitor)(void *context, const uint32_t *columns,
                                 uint32_t n);

static void place(uint32_t n, uint32_t row, uint32_t *columns,
                  solution_visitor visit, void *context)
{
    if (row == n) {
        visit(context, columns, n);
        return;
    }
    for (uint32_t c = 0; c < n; c++) {
        int free_square = 1;
        for (uint32_t r = 0; r < row && free_square; r++) {
            const int64_t dr = (int64_t)row - r;
            const int64_t dc = (int64_t)c - columns[r];
            free_square = dc != 0 && dc != dr && dc != -dr;
        }
        if (!free_square) continue;
        columns[row] = c;
        place(n, row + 1, columns, visit, context);
    }
}

typedef struct semantic_check {
    parsed_dimacs *cnf;
    unsigned solutions;
} semantic_check;

static void assert_solution_satisfies_every_clause(void *context,
                                                   const uint32_t *columns,
                                                   uint32_t n)
{
    semantic_check *check = context;
    check->solutions++;
    size_t start = 0;
    int satisfied = 0;
    for (size_t i = 0; i < check->cnf->literal_count; i++) {
        const int32_t literal = check->cnf->literals[i];
        if (literal == 0) {
            assert_true(satisfied);
            satisfied = 0;
            start = i + 1;
            continue;
        }
        const uint32_t square = (uint32_t)abs(literal) - 1;
        const int queen = columns[square / n] == square % n;
        if ((literal > 0) == queen) satisfied = 1;
    }
    assert_int_equal(start, check->cnf->literal_count);
}

static int has_pair(const parsed_dimacs *cnf, int32_t a, int32_t b)
{
    for (size_t i = 0; i + 2 < cnf->literal_count; i++)
        if (cnf->literals[i] == -a && cnf->literals[i + 1] == -b &&
            cnf->literals[i + 2] == 0)
            return 1;
    return 0;
}

static void test_clauses_mean_non_attacking_queens(void **state)
{
    (void)state;
    /* Sound: every real solution satisfies every clause. Complete: every
     * attacking pair is forbidden by a clause, and each row has its
     * at-least-one clause, so every model is a real solution. */
    static const unsigned a000170[] = {1, 0, 0, 2, 10, 4, 40, 92};
    for (uint32_t n = 1; n <= 8; n++) {
        text_buffer text = dimacs_text(n);
        parsed_dimacs cnf = parse_dimacs(&text);
        semantic_check check = {&cnf, 0};
        uint32_t columns[8];
        place(n, 0, columns, assert_solution_satisfies_every_clause, &check);
        assert_int_equal(check.solutions, a000170[n - 1]);

        for (uint32_t a = 0; a < n * n; a++)
            for (uint32_t b = a + 1; b < n * n; b++) {
                const int64_t r1 = a / n, c1 = a % n, r2 = b / n, c2 = b % n;
                if (r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 ||
                    r1 + c1 == r2 + c2)
                    assert_true(has_pair(&cnf, (int32_t)a + 1,
                                         (int32_t)b + 1));
            }
        for (uint32_t r = 0; r < n; r++) {
            /* The row's clause: r*n+1 .. r*n+n, in order. */
            int found = 0;
            for (size_t i = 0; i + n < cnf.literal_count && !found; i++) {
                found = 1;
                for (uint32_t c = 0; c < n && found; c++)
                    found = cnf.literals[i + c] == (int32_t)(r * n + c + 1);
                found = found && cnf.literals[i + n] == 0;
            }
            assert_true(found);
        }
        parsed_dimacs_free(&cnf);
        text_buffer_free(&text);
    }
}

typedef struct clause_recorder {
    int32_t *literals;
    size_t count;
    size_t capacity;
    size_t clauses;
    size_t stop_after;
} clause_recorder;

static nqcnf_status record_clause(void *context, const int32_t *literals,
                                  size_t count)
{
    clause_recorder *rec = context;
    if (rec->capacity - rec->count < count + 1) {
        rec->capacity = (rec->capacity + count + 1) * 2;
        rec->literals =
            realloc(rec->literals, rec->capacity * sizeof *rec->literals);
        assert_non_null(rec->literals);
    }
    memcpy(rec->literals + rec->count, literals, count * sizeof *literals);
    rec->count += count;
    rec->literals[rec->count++] = 0;
    rec->clauses++;
    if (rec->stop_after != 0 && rec->clauses == rec->stop_after)
        return NQCNF_ERR_STOPPED;
    return NQCNF_OK;
}

static nqcnf_status record_run(void *context, int32_t first, int32_t second,
                               int32_t step, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++) {
        const int32_t pair[2] = {first, second + (int32_t)i * step};
        const nqcnf_status status = record_clause(context, pair, 2);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static void test_runs_and_single_clauses_agree(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 11);
    clause_recorder singles = {NULL, 0, 0, 0, 0};
    clause_recorder runs = {NULL, 0, 0, 0, 0};
    const nqcnf_sink single_sink = {&singles, record_clause, NULL, NULL, NULL};
    const nqcnf_sink run_sink = {&runs, record_clause, record_run, NULL, NULL};
    assert_int_equal(nqcnf_generate(&options, &single_sink), NQCNF_OK);
    assert_int_equal(nqcnf_generate(&options, &run_sink), NQCNF_OK);
    assert_int_equal(singles.count, runs.count);
    assert_memory_equal(singles.literals, runs.literals,
                        singles.count * sizeof(int32_t));
    assert_int_equal(singles.clauses, textbook_clause_count(11));
    free(singles.literals);
    free(runs.literals);
}

static void test_a_sink_can_stop_the_generator(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    clause_recorder rec = {NULL, 0, 0, 0, 10};
    const nqcnf_sink sink = {&rec, record_clause, NULL, NULL, NULL};
    assert_int_equal(nqcnf_generate(&options, &sink), NQCNF_ERR_STOPPED);
    assert_int_equal(rec.clauses, 10);
    free(rec.literals);
}

static void test_bad_sinks_and_sizes(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    const nqcnf_sink no_clause = {NULL, NULL, NULL, NULL, NULL};
    assert_int_equal(nqcnf_generate(&options, &no_clause),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_generate(&options, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    clause_recorder rec = {NULL, 0, 0, 0, 0};
    const nqcnf_sink sink = {&rec, record_clause, NULL, NULL, NULL};
    nqcnf_options_init(&options, 0);
    assert_int_equal(nqcnf_generate(&options, &sink),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(rec.clauses, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_four_queens_is_the_hand_written_file),
        cmocka_unit_test(test_output_is_the_reference_generators),
        cmocka_unit_test(test_every_clause_is_well_formed),
        cmocka_unit_test(test_clauses_mean_non_attacking_queens),
        cmocka_unit_test(test_runs_and_single_clauses_agree),
        cmocka_unit_test(test_a_sink_can_stop_the_generator),
        cmocka_unit_test(test_bad_sinks_and_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
