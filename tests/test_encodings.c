/*
 * test_encodings.c - every at-most-one encoder held to its promises.
 *
 * An encoder promises three things, and each is checked against truth
 * that does not come from the encoder itself:
 *   - its cost: the DIMACS header is written from cost() before a single
 *     clause exists, so cost() must be what emit() really produces,
 *     clause for clause and variable for variable;
 *   - its meaning: the clauses allow any line with at most one queen and
 *     forbid every other, checked by PicoSAT and, independently, by a
 *     brute-force search over the auxiliary variables, which must agree;
 *   - exactness, where it claims it: one model per board, checked by the
 *     brute force for short lines and by PicoSAT with blocking clauses for
 *     the long lines where the encoders recurse;
 * and, over the whole board, the counts of the header against the file
 * and the solutions against OEIS A000170.
 *
 * Under valgrind, NQCNF_TEST_QUICK=1 (set by the memcheck test) stops the
 * board-level checks at N = 7 (counting) and 12 (headers) and leaves out
 * the two longest lines of the solver-checked ones: about 10 s instead of
 * a minute, with every code path still run.
 */
#include "test_support.h"

#include "encode/encoder.h"
#include "solve/solver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int quick(void)
{
    const char *value = getenv("NQCNF_TEST_QUICK");
    return value != NULL && strcmp(value, "1") == 0;
}

static const amo_encoder *encoder_of(unsigned index)
{
    const amo_encoder *encoder = nqcnf_amo_encoder((nqcnf_encoding)index);
    assert_non_null(encoder);
    return encoder;
}

/* ------------------------------------------------------------------------
 * Recording what an encoder emits
 * ------------------------------------------------------------------------ */

/* Clauses back to back, each closed by 0. The sink stops with
 * NQCNF_ERR_STOPPED when asked for clause number `stop_at` (0-based). */
typedef struct recording {
    int32_t *literals;
    size_t size, capacity;
    size_t clauses;
    size_t stop_at;
} recording;

static void push_literal(recording *rec, int32_t literal)
{
    if (rec->size == rec->capacity) {
        rec->capacity = rec->capacity ? 2 * rec->capacity : 256;
        rec->literals =
            realloc(rec->literals, rec->capacity * sizeof *rec->literals);
        assert_non_null(rec->literals);
    }
    rec->literals[rec->size++] = literal;
}

static nqcnf_status record_clause(void *context, const int32_t *literals,
                                  size_t count)
{
    recording *rec = context;
    if (rec->clauses == rec->stop_at) return NQCNF_ERR_STOPPED;
    for (size_t i = 0; i < count; i++) {
        assert_int_not_equal(literals[i], 0);
        push_literal(rec, literals[i]);
    }
    push_literal(rec, 0);
    rec->clauses++;
    return NQCNF_OK;
}

static recording new_recording(void)
{
    recording rec = {NULL, 0, 0, 0, SIZE_MAX};
    return rec;
}

static void recording_free(recording *rec)
{
    free(rec->literals);
    memset(rec, 0, sizeof *rec);
}

/* What one line's at-most-one produced: squares are variables first ..
 * first + k - 1, auxiliaries come after them. */
typedef struct emitted {
    recording clauses;
    int32_t first;
    uint32_t k;
    int32_t first_auxiliary;
    int32_t next_auxiliary; /* the state's counter after emit() */
    nqcnf_status status;
} emitted;

static emitted emit_line_with(const amo_encoder *encoder, uint32_t k,
                              int32_t first, size_t stop_at)
{
    emitted out;
    out.clauses = new_recording();
    out.clauses.stop_at = stop_at;
    out.first = first;
    out.k = k;
    out.first_auxiliary = first + (int32_t)k;
    int32_t *squares = malloc(sizeof *squares * (k ? k : 1));
    assert_non_null(squares);
    for (uint32_t i = 0; i < k; i++) squares[i] = first + (int32_t)i;
    /* A progression of step 1, so encoders that read the line (pairwise)
     * and those that read the array see the same squares. */
    const nqcnf_line line = {NQCNF_LINE_DIAGONAL_DOWN_RIGHT, 0, 0, first, 1,
                             k};
    const nqcnf_sink sink = {&out.clauses, record_clause, NULL, NULL, NULL};
    encoding_state state = {&sink, out.first_auxiliary};
    out.status = encoder->emit(&state, &line, squares);
    out.next_auxiliary = state.next_auxiliary;
    free(squares);
    return out;
}

static emitted emit_line(const amo_encoder *encoder, uint32_t k,
                         int32_t first)
{
    emitted out = emit_line_with(encoder, k, first, SIZE_MAX);
    assert_int_equal(out.status, NQCNF_OK);
    return out;
}

static int32_t auxiliary_count(const emitted *line)
{
    return line->next_auxiliary - line->first_auxiliary;
}

/* ------------------------------------------------------------------------
 * (1) cost() is what emit() produces
 * ------------------------------------------------------------------------ */

/* Every literal is a square of the line or one of the auxiliaries the
 * encoder took, every auxiliary it took appears, no clause repeats a
 * variable: so the declared auxiliaries are the ones really used. */
static void assert_well_formed(const emitted *line)
{
    const int32_t last = line->next_auxiliary - 1;
    const int32_t span = last - line->first + 1;
    unsigned char *used = calloc((size_t)(span > 0 ? span : 1), 1);
    unsigned char *in_clause = calloc((size_t)(span > 0 ? span : 1), 1);
    assert_non_null(used);
    assert_non_null(in_clause);
    size_t start = 0;
    for (size_t i = 0; i < line->clauses.size; i++) {
        const int32_t literal = line->clauses.literals[i];
        if (literal == 0) {
            assert_true(i > start); /* no empty clause */
            for (size_t j = start; j < i; j++)
                in_clause[abs(line->clauses.literals[j]) - line->first] = 0;
            start = i + 1;
            continue;
        }
        const int32_t variable = abs(literal);
        if (variable < line->first || variable > last)
            fail_msg("k=%u: variable %d outside %d..%d", line->k, variable,
                     line->first, last);
        assert_int_equal(in_clause[variable - line->first], 0);
        in_clause[variable - line->first] = 1;
        used[variable - line->first] = 1;
    }
    for (int32_t v = line->first_auxiliary; v <= last; v++)
        if (!used[v - line->first])
            fail_msg("k=%u: auxiliary %d is never used", line->k, v);
    free(used);
    free(in_clause);
}

static void assert_cost_matches(const amo_encoder *encoder, uint32_t k)
{
    uint64_t clauses = 0, auxiliary = 0;
    encoder->cost(k, &clauses, &auxiliary);
    emitted line = emit_line(encoder, k, 1);
    if (line.clauses.clauses != clauses ||
        (uint64_t)auxiliary_count(&line) != auxiliary)
        fail_msg("%s, k=%u: cost says %llu clauses, %llu auxiliaries; emit "
                 "gave %zu, %d",
                 encoder->name, k, (unsigned long long)clauses,
                 (unsigned long long)auxiliary, line.clauses.clauses,
                 auxiliary_count(&line));
    assert_well_formed(&line);
    recording_free(&line.clauses);
}

static void test_cost_is_what_emit_produces(void **state)
{
    (void)state;
    /* Past 40: where the recursive encodings go a level deeper (product
     * at 65 and 4097, commander at 19, 55, 163, 487). Pairwise is left
     * out of the longest (its closed form is test_counts' business): its
     * million clauses would only slow the run under valgrind. */
    const uint32_t long_lines[] = {54, 55, 63, 64, 65, 80, 81, 82, 99,
                                   100, 101, 162, 163, 486, 487, 1000, 4097};
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        const amo_encoder *encoder = encoder_of(e);
        for (uint32_t k = 0; k <= 40; k++) assert_cost_matches(encoder, k);
        for (size_t i = 0; i < sizeof long_lines / sizeof long_lines[0]; i++)
            if (encoder != &nqcnf_pairwise_encoder || long_lines[i] <= 200)
                assert_cost_matches(encoder, long_lines[i]);
    }
}

static void test_the_textbook_costs_of_each_encoding(void **state)
{
    (void)state;
    /* The figures the literature gives, so cost() is not merely
     * self-consistent. */
    for (uint64_t k = 2; k <= 40; k++) {
        uint64_t clauses, auxiliary;
        nqcnf_sequential_encoder.cost(k, &clauses, &auxiliary);
        assert_int_equal(clauses, 3 * k - 4);
        assert_int_equal(auxiliary, k - 1);
        nqcnf_ladder_encoder.cost(k, &clauses, &auxiliary);
        assert_int_equal(auxiliary, k - 1);
        nqcnf_bitwise_encoder.cost(k, &clauses, &auxiliary);
        uint64_t bits = 0;
        while (((uint64_t)1 << bits) < k) bits++;
        assert_int_equal(auxiliary, bits);
        assert_int_equal(clauses, k * bits);
        nqcnf_pairwise_encoder.cost(k, &clauses, &auxiliary);
        assert_int_equal(clauses, k * (k - 1) / 2);
        assert_int_equal(auxiliary, 0);
    }
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        uint64_t clauses = 1, auxiliary = 1;
        encoder_of(e)->cost(1, &clauses, &auxiliary);
        assert_int_equal(clauses, 0);
        assert_int_equal(auxiliary, 0);
    }
    /* The point of the recursive encodings: linear, not quadratic. */
    uint64_t commander, product, unused;
    nqcnf_commander_encoder.cost(1000, &commander, &unused);
    nqcnf_product_encoder.cost(1000, &product, &unused);
    assert_true(commander < 4 * 1000);
    assert_true(product < 3 * 1000);
}

static void test_emit_is_deterministic(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t k = 0; k <= 100; k += 7) {
            emitted a = emit_line(encoder_of(e), k, 5);
            emitted b = emit_line(encoder_of(e), k, 5);
            assert_int_equal(a.clauses.size, b.clauses.size);
            assert_int_equal(a.next_auxiliary, b.next_auxiliary);
            assert_memory_equal(a.clauses.literals, b.clauses.literals,
                                a.clauses.size * sizeof(int32_t));
            recording_free(&a.clauses);
            recording_free(&b.clauses);
        }
}

/* ------------------------------------------------------------------------
 * (2) and (3) meaning and exactness
 * ------------------------------------------------------------------------ */

/* Models of the line's clauses with squares fixed by `board` (bit i:
 * square i), counted by trying every assignment of the auxiliaries. */
static unsigned brute_force_models(const emitted *line, unsigned board)
{
    const int32_t auxiliary = auxiliary_count(line);
    assert_true(auxiliary <= 16);
    unsigned models = 0;
    for (unsigned aux = 0; aux < (1u << auxiliary); aux++) {
        int clause_true = 0, all_true = 1;
        for (size_t i = 0; i < line->clauses.size && all_true; i++) {
            const int32_t literal = line->clauses.literals[i];
            if (literal == 0) {
                all_true = clause_true;
                clause_true = 0;
                continue;
            }
            const int32_t variable = abs(literal);
            const unsigned value =
                variable < line->first_auxiliary
                    ? board >> (variable - line->first) & 1u
                    : aux >> (variable - line->first_auxiliary) & 1u;
            if ((literal > 0) == (value != 0)) clause_true = 1;
        }
        if (all_true) models++;
    }
    return models;
}

static unsigned queens_on(unsigned board)
{
    unsigned count = 0;
    for (; board != 0; board >>= 1) count += board & 1u;
    return count;
}

/* A PicoSAT instance holding the line's clauses. PicoSAT is only reached
 * through the generator's wrapper, which loads a board: N = 1, whose only
 * variable is 1 (a queen), so lines are emitted from variable 2 on. */
static nqcnf_solver *solver_with(const emitted *line)
{
    assert_true(line->first >= 2);
    nqcnf_options options;
    nqcnf_options_init(&options, 1);
    nqcnf_solver *solver = NULL;
    assert_int_equal(nqcnf_solver_new(&options, &solver), NQCNF_OK);
    size_t start = 0;
    for (size_t i = 0; i < line->clauses.size; i++)
        if (line->clauses.literals[i] == 0) {
            assert_int_equal(nqcnf_solver_add_clause(
                                 solver, line->clauses.literals + start,
                                 i - start),
                             NQCNF_OK);
            start = i + 1;
        }
    return solver;
}

static void fix_squares(nqcnf_solver *solver, const emitted *line,
                        unsigned board)
{
    for (uint32_t i = 0; i < line->k; i++) {
        const int32_t square = line->first + (int32_t)i;
        const int32_t unit = board >> i & 1u ? square : -square;
        assert_int_equal(nqcnf_solver_add_clause(solver, &unit, 1), NQCNF_OK);
    }
}

static int solver_says(nqcnf_solver *solver)
{
    int satisfiable = -1;
    assert_int_equal(nqcnf_solver_solve(solver, &satisfiable), NQCNF_OK);
    return satisfiable;
}

static void test_every_short_line_means_at_most_one_queen(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        const amo_encoder *encoder = encoder_of(e);
        for (uint32_t k = 1; k <= 8; k++) {
            emitted line = emit_line(encoder, k, 2);
            for (unsigned board = 0; board < (1u << k); board++) {
                nqcnf_solver *solver = solver_with(&line);
                fix_squares(solver, &line, board);
                const int expected = queens_on(board) <= 1;
                if (solver_says(solver) != expected)
                    fail_msg("%s, k=%u, squares %#x: PicoSAT says %s",
                             encoder->name, k, board,
                             expected ? "unsatisfiable" : "satisfiable");
                nqcnf_solver_free(solver);
            }
            recording_free(&line.clauses);
        }
    }
}

static void test_brute_force_agrees_and_exact_means_one_model(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        const amo_encoder *encoder = encoder_of(e);
        int some_board_has_two_models = 0;
        for (uint32_t k = 1; k <= 8; k++) {
            emitted line = emit_line(encoder, k, 2);
            for (unsigned board = 0; board < (1u << k); board++) {
                const unsigned models = brute_force_models(&line, board);
                if (queens_on(board) > 1) {
                    if (models != 0)
                        fail_msg("%s, k=%u, squares %#x: %u models",
                                 encoder->name, k, board, models);
                    continue;
                }
                if (models == 0 || (encoder->exact && models != 1))
                    fail_msg("%s, k=%u, squares %#x: %u models",
                             encoder->name, k, board, models);
                if (models > 1) some_board_has_two_models = 1;
            }
            recording_free(&line.clauses);
        }
        /* The flag is not just safe but true: an encoder that says it
         * is not exact really has boards with several models. */
        assert_int_equal(some_board_has_two_models, !encoder->exact);
    }
}

/* Lines where the encoders recurse (commander from 19 squares, product's
 * grid from 9 and its grid of grids from 65), too long for every board:
 * no model has two queens (one call, with "at least two" added), every
 * board of at most one queen has a model, and for exact encoders only one
 * (a second model would survive the blocking of the first's auxiliaries). */
static void assert_long_line_means_at_most_one(const amo_encoder *encoder,
                                               uint32_t k)
{
    emitted line = emit_line(encoder, k, 2);
    nqcnf_solver *solver = solver_with(&line);
    int32_t selector = line.next_auxiliary;
    int32_t *some_pair = malloc(sizeof *some_pair * k * k);
    assert_non_null(some_pair);
    size_t pairs = 0;
    for (uint32_t i = 0; i < k; i++)
        for (uint32_t j = i + 1; j < k; j++, selector++) {
            const int32_t a[2] = {-selector, line.first + (int32_t)i};
            const int32_t b[2] = {-selector, line.first + (int32_t)j};
            assert_int_equal(nqcnf_solver_add_clause(solver, a, 2), NQCNF_OK);
            assert_int_equal(nqcnf_solver_add_clause(solver, b, 2), NQCNF_OK);
            some_pair[pairs++] = selector;
        }
    assert_int_equal(nqcnf_solver_add_clause(solver, some_pair, pairs),
                     NQCNF_OK);
    if (solver_says(solver) != 0)
        fail_msg("%s, k=%u: two queens fit on the line", encoder->name, k);
    nqcnf_solver_free(solver);
    free(some_pair);

    const int32_t auxiliary = auxiliary_count(&line);
    int32_t *blocking = malloc(sizeof *blocking * (size_t)(auxiliary + 1));
    assert_non_null(blocking);
    for (uint32_t queen = 0; queen <= k; queen++) { /* k: no queen */
        solver = solver_with(&line);
        for (uint32_t i = 0; i < k; i++) {
            const int32_t square = line.first + (int32_t)i;
            const int32_t unit = i == queen ? square : -square;
            assert_int_equal(nqcnf_solver_add_clause(solver, &unit, 1),
                             NQCNF_OK);
        }
        if (solver_says(solver) != 1)
            fail_msg("%s, k=%u: no model with the queen on %u",
                     encoder->name, k, queen);
        if (encoder->exact && auxiliary > 0) {
            for (int32_t a = 0; a < auxiliary; a++) {
                const int32_t variable = line.first_auxiliary + a;
                blocking[a] =
                    nqcnf_solver_is_true(solver, variable) ? -variable
                                                           : variable;
            }
            assert_int_equal(nqcnf_solver_add_clause(solver, blocking,
                                                     (size_t)auxiliary),
                             NQCNF_OK);
            if (solver_says(solver) != 0)
                fail_msg("%s, k=%u, queen on %u: a second model",
                         encoder->name, k, queen);
        }
        nqcnf_solver_free(solver);
    }
    free(blocking);
    recording_free(&line.clauses);
}

static void test_long_lines_mean_at_most_one_queen_too(void **state)
{
    (void)state;
    /* Product's first grid (9, 10, 12), commander's second level with a
     * group of one or two left over (19, 20), and both encoders' deeper
     * levels (55, 65 and 82). */
    const uint32_t lengths[] = {9, 10, 12, 19, 20, 28, 55, 65, 82};
    const size_t count = sizeof lengths / sizeof lengths[0] - (quick() ? 2 : 0);
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (size_t i = 0; i < count; i++)
            assert_long_line_means_at_most_one(encoder_of(e), lengths[i]);
}

/* ------------------------------------------------------------------------
 * Failure paths
 * ------------------------------------------------------------------------ */

static void test_a_stopping_sink_stops_every_encoder_anywhere(void **state)
{
    (void)state;
    const uint32_t lengths[] = {2, 7, 20, 100};
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
            uint64_t clauses, auxiliary;
            encoder_of(e)->cost(lengths[i], &clauses, &auxiliary);
            /* The status comes back unchanged from any clause, with the
             * scratch memory of recursive encoders freed (valgrind); past
             * a few hundred clauses, from a sample of them. */
            const size_t step = (size_t)clauses / 300 + 1;
            for (size_t stop = 0; stop < clauses; stop += step) {
                emitted line =
                    emit_line_with(encoder_of(e), lengths[i], 1, stop);
                assert_int_equal(line.status, NQCNF_ERR_STOPPED);
                assert_int_equal(line.clauses.clauses, stop);
                recording_free(&line.clauses);
            }
        }
}

static uint64_t clauses_seen;

static nqcnf_status count_and_go_on(void *context, const int32_t *literals,
                                    size_t count)
{
    (void)context;
    (void)literals;
    (void)count;
    clauses_seen++;
    return NQCNF_OK;
}

static void test_auxiliaries_never_number_past_int32(void **state)
{
    (void)state;
    /* On the largest board every encoding with auxiliary variables needs
     * more than INT32_MAX variables in all: the sizes are refused, and
     * the generator refuses before its first clause. */
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
        nqcnf_options options;
        nqcnf_options_init(&options, NQCNF_MAX_N);
        options.encoding = (nqcnf_encoding)e;
        nqcnf_counts counts;
        const nqcnf_status expected = e == NQCNF_ENCODING_PAIRWISE
                                          ? NQCNF_OK
                                          : NQCNF_ERR_TOO_LARGE;
        assert_int_equal(nqcnf_counts_compute(&options, &counts), expected);
        if (expected == NQCNF_OK) continue;
        clauses_seen = 0;
        const nqcnf_sink sink = {NULL, count_and_go_on, NULL, NULL, NULL};
        assert_int_equal(nqcnf_generate(&options, &sink),
                         NQCNF_ERR_TOO_LARGE);
        assert_int_equal(clauses_seen, 0);
    }
}

/* ------------------------------------------------------------------------
 * (4) the whole board
 * ------------------------------------------------------------------------ */

/* OEIS A000170, index N. */
static const uint64_t all_solutions[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352};

typedef struct board_recording {
    uint64_t clauses;
    int32_t largest;
} board_recording;

static nqcnf_status note_clause(void *context, const int32_t *literals,
                                size_t count)
{
    board_recording *rec = context;
    rec->clauses++;
    for (size_t i = 0; i < count; i++)
        if (abs(literals[i]) > rec->largest) rec->largest = abs(literals[i]);
    return NQCNF_OK;
}

static void test_counts_match_the_clauses_and_solutions_match_oeis(
    void **state)
{
    (void)state;
    const uint32_t largest_n = quick() ? 7 : 9;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (int columns = 0; columns <= 1; columns++)
            for (uint32_t n = 1; n <= largest_n; n++) {
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                options.encoding = (nqcnf_encoding)e;
                options.column_at_least_one = columns;
                nqcnf_counts counts;
                assert_int_equal(nqcnf_counts_compute(&options, &counts),
                                 NQCNF_OK);
                board_recording rec = {0, 0};
                const nqcnf_sink sink = {&rec, note_clause, NULL, NULL, NULL};
                assert_int_equal(nqcnf_generate(&options, &sink), NQCNF_OK);
                assert_int_equal(rec.clauses, counts.clauses);
                assert_int_equal(rec.largest, counts.variables);
                assert_int_equal(counts.variables - counts.auxiliary_variables,
                                 (uint64_t)n * n);
                uint64_t solutions = 0;
                assert_int_equal(
                    nqcnf_count_solutions(&options, 0, 2, &solutions),
                    NQCNF_OK);
                if (solutions != all_solutions[n])
                    fail_msg("%s, N=%u, columns %d: %llu solutions",
                             nqcnf_encoding_name((nqcnf_encoding)e), n,
                             columns, (unsigned long long)solutions);
            }
}

static void test_header_counts_are_the_clauses_written(void **state)
{
    (void)state;
    const uint32_t largest_n = quick() ? 12 : 30;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= largest_n; n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            nqcnf_counts counts;
            assert_int_equal(nqcnf_counts_compute(&options, &counts),
                             NQCNF_OK);
            text_buffer text = {NULL, 0, 0};
            assert_int_equal(
                nqcnf_write_dimacs(&options, text_buffer_write, &text),
                NQCNF_OK);
            parsed_dimacs cnf = parse_dimacs(&text);
            assert_int_equal(cnf.clauses, (long long)cnf.clause_count);
            assert_int_equal(cnf.clauses, (long long)counts.clauses);
            assert_int_equal(cnf.variables, (long long)counts.variables);
            assert_int_equal(text.size, counts.bytes);
            int32_t largest = 0;
            for (size_t i = 0; i < cnf.literal_count; i++)
                if (abs(cnf.literals[i]) > largest)
                    largest = abs(cnf.literals[i]);
            assert_int_equal(largest, cnf.variables);
            parsed_dimacs_free(&cnf);
            text_buffer_free(&text);
        }
}

/* Every model, auxiliaries and all, by blocking each whole model. An exact
 * encoding has one per board; the others more, as they say. */
static void test_exact_encodings_have_one_model_per_board(void **state)
{
    (void)state;
    for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= 6; n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            nqcnf_counts counts;
            assert_int_equal(nqcnf_counts_compute(&options, &counts),
                             NQCNF_OK);
            nqcnf_solver *solver = NULL;
            assert_int_equal(nqcnf_solver_new(&options, &solver), NQCNF_OK);
            const size_t variables = (size_t)counts.variables;
            int32_t *blocking = malloc(sizeof *blocking * variables);
            assert_non_null(blocking);
            uint64_t models = 0;
            while (models <= 100 && solver_says(solver)) {
                models++;
                for (size_t v = 1; v <= variables; v++)
                    blocking[v - 1] =
                        nqcnf_solver_is_true(solver, (int32_t)v)
                            ? -(int32_t)v
                            : (int32_t)v;
                assert_int_equal(
                    nqcnf_solver_add_clause(solver, blocking, variables),
                    NQCNF_OK);
            }
            /* N = 1 has no line long enough for an auxiliary. */
            if (encoder_of(e)->exact || counts.auxiliary_variables == 0)
                assert_int_equal(models, all_solutions[n]);
            else if (all_solutions[n] > 0)
                assert_true(models > all_solutions[n]);
            else
                assert_int_equal(models, 0);
            free(blocking);
            nqcnf_solver_free(solver);
        }
}

/* ------------------------------------------------------------------------
 * (5) names
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
        cmocka_unit_test(test_cost_is_what_emit_produces),
        cmocka_unit_test(test_the_textbook_costs_of_each_encoding),
        cmocka_unit_test(test_emit_is_deterministic),
        cmocka_unit_test(test_every_short_line_means_at_most_one_queen),
        cmocka_unit_test(test_brute_force_agrees_and_exact_means_one_model),
        cmocka_unit_test(test_long_lines_mean_at_most_one_queen_too),
        cmocka_unit_test(test_a_stopping_sink_stops_every_encoder_anywhere),
        cmocka_unit_test(test_auxiliaries_never_number_past_int32),
        cmocka_unit_test(
            test_counts_match_the_clauses_and_solutions_match_oeis),
        cmocka_unit_test(test_header_counts_are_the_clauses_written),
        cmocka_unit_test(test_exact_encodings_have_one_model_per_board),
        cmocka_unit_test(test_names_round_trip_and_unknown_names_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
