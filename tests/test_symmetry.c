/*
 * test_symmetry.c - the lex-leader symmetry-breaking clauses.
 *
 * The clauses promise three things, each checked against truth that does
 * not come from symmetry.c:
 *   - their cost: the DIMACS header is written from nqcnf_symmetry_cost()
 *     before any clause exists, so it must be what nqcnf_symmetry_emit()
 *     produces, clause for clause and variable for variable (N = 1..30);
 *   - their meaning, on every board, not only on solutions: for N <= 4
 *     every one of the 2^(N*N) boards is tried, and a small model counter
 *     written here must find exactly one assignment of the auxiliary
 *     variables for a board that comes first among its 8 images (queen
 *     before empty, square by square in row-major order) and none for any
 *     other; the 8 images are computed here from rotations and a mirror;
 *   - one survivor per class of solutions: the counts are OEIS A002562,
 *     and the boards nqcnf_solve returns are each the smallest of their
 *     class, their classes disjoint and together all the solutions, which
 *     a backtracking search written here enumerates.
 *
 * NQCNF_TEST_QUICK=1 in the environment limits counting to N <= 8 (6 for
 * the encodings beyond pairwise and sequential), for slow runs such as
 * valgrind's.
 */
#include "test_support.h"

#include "encode/encoder.h"

#include <stdlib.h>
#include <string.h>

/* NQCNF_TEST_QUICK=1 (for valgrind) counts up to N = 8 only. */
static int quick(void)
{
    const char *value = getenv("NQCNF_TEST_QUICK");
    return value != NULL && strcmp(value, "1") == 0;
}

/* OEIS A002562, index N. */
static const uint64_t unique_solutions[] = {0, 1, 0,  0,  1,  2,
                                            1, 6, 12, 46, 92};

/* ------------------------------------------------------------------------
 * Recording the clauses
 * ------------------------------------------------------------------------ */

/* Clauses back to back, each closed by 0. The sink answers `stop_with`
 * when asked for clause number `stop_at` (0-based). */
typedef struct recording {
    int32_t *literals;
    size_t size, capacity;
    size_t clauses;
    size_t stop_at;
    nqcnf_status stop_with;
} recording;

static void push_literal(recording *rec, int32_t literal)
{
    if (rec->size == rec->capacity) {
        rec->capacity = rec->capacity ? 2 * rec->capacity : 1024;
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
    if (rec->clauses == rec->stop_at) return rec->stop_with;
    for (size_t i = 0; i < count; i++) push_literal(rec, literals[i]);
    push_literal(rec, 0);
    rec->clauses++;
    return NQCNF_OK;
}

/* Emits the symmetry clauses of board n alone, auxiliary variables
 * numbered from n*n + 1; *auxiliary gets how many were taken. */
static nqcnf_status record_symmetry(uint32_t n, recording *rec,
                                    uint64_t *auxiliary)
{
    const nqcnf_sink sink = {rec, record_clause, NULL, NULL, NULL};
    encoding_state state = {&sink, (int32_t)(n * n) + 1};
    const nqcnf_status status = nqcnf_symmetry_emit(&state, n);
    *auxiliary = (uint64_t)(state.next_auxiliary - (int32_t)(n * n) - 1);
    return status;
}

static recording new_recording(void)
{
    recording rec = {NULL, 0, 0, 0, SIZE_MAX, NQCNF_OK};
    return rec;
}

/* ------------------------------------------------------------------------
 * Boards and their images, written independently of symmetry.c
 * ------------------------------------------------------------------------ */

#define MAX_N 12

/* Image k (0..7) of board `from` (n*n bytes, 1 = queen): k quarter turns,
 * then for k >= 4 a left-right mirror. */
static void board_image(const unsigned char *from, uint32_t n, unsigned k,
                        unsigned char *to)
{
    unsigned char turned[MAX_N * MAX_N], next[MAX_N * MAX_N];
    memcpy(turned, from, (size_t)n * n);
    for (unsigned t = 0; t < k % 4; t++) {
        for (uint32_t r = 0; r < n; r++)
            for (uint32_t c = 0; c < n; c++)
                next[c * n + (n - 1 - r)] = turned[r * n + c];
        memcpy(turned, next, (size_t)n * n);
    }
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++)
            to[r * n + c] = k >= 4 ? turned[r * n + (n - 1 - c)]
                                   : turned[r * n + c];
}

/* Negative if a comes before b: at the first square where they differ,
 * a has the queen. */
static int board_order(const unsigned char *a, const unsigned char *b,
                       uint32_t n)
{
    for (uint32_t i = 0; i < n * n; i++)
        if (a[i] != b[i]) return a[i] ? -1 : 1;
    return 0;
}

/* Whether the board comes first (ties allowed) among its 8 images. */
static int is_leader(const unsigned char *board, uint32_t n)
{
    unsigned char image[MAX_N * MAX_N];
    for (unsigned k = 1; k < 8; k++) {
        board_image(board, n, k, image);
        if (board_order(image, board, n) < 0) return 0;
    }
    return 1;
}

/* Every solution of board n by backtracking, n*n bytes each; returns the
 * count and sets *boards (free it). */
typedef struct solutions {
    uint32_t n;
    unsigned char *boards;
    size_t count;
    uint32_t columns[MAX_N];
} solutions;

static void place(solutions *all, uint32_t row)
{
    const uint32_t n = all->n;
    if (row == n) {
        const size_t size = (size_t)n * n;
        all->boards = realloc(all->boards, size * (all->count + 1));
        assert_non_null(all->boards);
        unsigned char *board = all->boards + size * all->count++;
        memset(board, 0, size);
        for (uint32_t r = 0; r < n; r++) board[r * n + all->columns[r]] = 1;
        return;
    }
    for (uint32_t c = 0; c < n; c++) {
        int free_square = 1;
        for (uint32_t r = 0; r < row && free_square; r++) {
            const uint32_t d = row - r;
            free_square = all->columns[r] != c && all->columns[r] + d != c &&
                          c + d != all->columns[r];
        }
        if (!free_square) continue;
        all->columns[row] = c;
        place(all, row + 1);
    }
}

static solutions all_solutions(uint32_t n)
{
    solutions all;
    memset(&all, 0, sizeof all);
    all.n = n;
    place(&all, 0);
    return all;
}

/* ------------------------------------------------------------------------
 * A small model counter over the recorded clauses
 * ------------------------------------------------------------------------ */

/* Values: 1 true, -1 false, 0 unknown, indexed by variable. */
static int literal_value(const signed char *values, int32_t literal)
{
    const int value = values[literal < 0 ? -literal : literal];
    return literal < 0 ? -value : value;
}

/* Unit propagation to a fixpoint; 0 on a falsified clause. */
static int propagate(const recording *rec, signed char *values)
{
    for (int changed = 1; changed;) {
        changed = 0;
        size_t start = 0;
        for (size_t i = 0; i < rec->size; i = start) {
            int satisfied = 0, unknown = 0;
            int32_t last_unknown = 0;
            for (i = start; rec->literals[i] != 0; i++) {
                const int value = literal_value(values, rec->literals[i]);
                if (value > 0) satisfied = 1;
                if (value == 0) {
                    unknown++;
                    last_unknown = rec->literals[i];
                }
            }
            start = i + 1;
            if (satisfied) continue;
            if (unknown == 0) return 0;
            if (unknown == 1) {
                values[last_unknown < 0 ? -last_unknown : last_unknown] =
                    (signed char)(last_unknown < 0 ? -1 : 1);
                changed = 1;
            }
        }
    }
    return 1;
}

/* Models of the clauses that extend `values` (variables 1..variables). */
static uint64_t count_models(const recording *rec, const signed char *values,
                             int32_t variables)
{
    signed char *mine = malloc((size_t)variables + 1);
    assert_non_null(mine);
    memcpy(mine, values, (size_t)variables + 1);
    uint64_t models = 0;
    if (propagate(rec, mine)) {
        int32_t open = 1;
        while (open <= variables && mine[open] != 0) open++;
        if (open > variables) {
            models = 1;
        } else {
            for (int value = -1; value <= 1; value += 2) {
                mine[open] = (signed char)value;
                models += count_models(rec, mine, variables);
            }
        }
    }
    free(mine);
    return models;
}

/* ------------------------------------------------------------------------
 * Cost
 * ------------------------------------------------------------------------ */

static void test_cost_is_what_emit_produces_for_n_up_to_30(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 30; n++) {
        recording rec = new_recording();
        uint64_t used = 0;
        assert_int_equal(record_symmetry(n, &rec, &used), NQCNF_OK);
        uint64_t clauses = 12345, auxiliary = 12345;
        nqcnf_symmetry_cost(n, &clauses, &auxiliary);
        if (clauses != rec.clauses || auxiliary != used)
            fail_msg("N = %u: cost says %llu clauses and %llu variables, "
                     "emit made %llu and %llu",
                     n, (unsigned long long)clauses,
                     (unsigned long long)auxiliary,
                     (unsigned long long)rec.clauses,
                     (unsigned long long)used);
        /* Every literal names a board square or a variable it took, and
         * every variable it took is used. */
        const int64_t last = (int64_t)n * n + (int64_t)used;
        unsigned char *seen = calloc((size_t)last + 1, 1);
        assert_non_null(seen);
        for (size_t i = 0; i < rec.size; i++) {
            const int32_t literal = rec.literals[i];
            if (literal == 0) continue;
            const int64_t variable = literal < 0 ? -(int64_t)literal : literal;
            assert_true(variable >= 1 && variable <= last);
            seen[variable] = 1;
        }
        for (int64_t v = (int64_t)n * n + 1; v <= last; v++)
            assert_true(seen[v]);
        free(seen);
        free(rec.literals);
    }
}

static void test_counts_and_header_include_the_symmetry_clauses(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 12; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        nqcnf_counts plain, broken;
        assert_int_equal(nqcnf_counts_compute(&options, &plain), NQCNF_OK);
        options.symmetry_breaking = 1;
        assert_int_equal(nqcnf_counts_compute(&options, &broken), NQCNF_OK);
        uint64_t clauses, auxiliary;
        nqcnf_symmetry_cost(n, &clauses, &auxiliary);
        assert_int_equal(broken.clauses, plain.clauses + clauses);
        assert_int_equal(broken.variables, plain.variables + auxiliary);
        /* The text the writer streams matches its own header. */
        text_buffer text = {NULL, 0, 0};
        assert_int_equal(
            nqcnf_write_dimacs(&options, text_buffer_write, &text), NQCNF_OK);
        assert_int_equal(text.size, broken.bytes);
        parsed_dimacs parsed = parse_dimacs(&text);
        assert_int_equal(parsed.clauses, (long long)broken.clauses);
        assert_int_equal(parsed.clause_count, broken.clauses);
        assert_int_equal(parsed.variables, (long long)broken.variables);
        parsed_dimacs_free(&parsed);
        text_buffer_free(&text);
    }
}

/* ------------------------------------------------------------------------
 * Meaning, on every board
 * ------------------------------------------------------------------------ */

static void test_exactly_the_leaders_survive_among_all_boards(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 4; n++) {
        recording rec = new_recording();
        uint64_t used = 0;
        assert_int_equal(record_symmetry(n, &rec, &used), NQCNF_OK);
        const uint32_t squares = n * n;
        const int32_t variables = (int32_t)(squares + used);
        signed char *values = calloc((size_t)variables + 1, 1);
        assert_non_null(values);
        uint64_t leaders = 0;
        for (uint32_t bits = 0; bits < (1u << squares); bits++) {
            unsigned char board[16];
            for (uint32_t i = 0; i < squares; i++) {
                board[i] = (unsigned char)((bits >> i) & 1u);
                values[i + 1] = (signed char)(board[i] ? 1 : -1);
            }
            const uint64_t models = count_models(&rec, values, variables);
            const int leader = is_leader(board, n);
            leaders += (uint64_t)leader;
            if (models != (uint64_t)leader)
                fail_msg("N = %u, board %#x: %llu models, leader %d", n, bits,
                         (unsigned long long)models, leader);
        }
        /* The 2^(n*n) boards fall into this many classes under the 8
         * symmetries (OEIS A054247); each must have left one leader. */
        static const uint64_t classes[] = {0, 2, 6, 102, 8548};
        assert_int_equal(leaders, classes[n]);
        free(values);
        free(rec.literals);
    }
}

/* Larger boards: every solution and every image of it, since only the
 * first of each class may keep a model. */
static void test_exactly_the_leaders_survive_among_solutions(void **state)
{
    (void)state;
    for (uint32_t n = 5; n <= 8; n++) {
        recording rec = new_recording();
        uint64_t used = 0;
        assert_int_equal(record_symmetry(n, &rec, &used), NQCNF_OK);
        const int32_t variables = (int32_t)(n * n + used);
        signed char *values = calloc((size_t)variables + 1, 1);
        assert_non_null(values);
        solutions all = all_solutions(n);
        uint64_t survivors = 0;
        for (size_t s = 0; s < all.count; s++) {
            const unsigned char *board = all.boards + (size_t)n * n * s;
            for (uint32_t i = 0; i < n * n; i++)
                values[i + 1] = (signed char)(board[i] ? 1 : -1);
            const uint64_t models = count_models(&rec, values, variables);
            assert_int_equal(models, (uint64_t)is_leader(board, n));
            survivors += models;
        }
        assert_int_equal(survivors, unique_solutions[n]);
        free(all.boards);
        free(values);
        free(rec.literals);
    }
}

/* ------------------------------------------------------------------------
 * Whole instances: counts and enumeration
 * ------------------------------------------------------------------------ */

static void assert_symmetry_counts(nqcnf_encoding encoding, uint32_t last,
                                   unsigned threads, int unique)
{
    if (quick() && last > 8) last = 8;
    for (uint32_t n = 1; n <= last; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.encoding = encoding;
        options.symmetry_breaking = 1;
        uint64_t count = 12345;
        assert_int_equal(
            nqcnf_count_solutions(&options, unique, threads, &count),
            NQCNF_OK);
        if (count != unique_solutions[n])
            fail_msg("%s, N = %u, %u threads, unique %d: %llu solutions, "
                     "not %llu",
                     nqcnf_encoding_name(encoding), n, threads, unique,
                     (unsigned long long)count,
                     (unsigned long long)unique_solutions[n]);
    }
}

static void test_counts_with_symmetry_breaking_are_a002562(void **state)
{
    (void)state;
    assert_symmetry_counts(NQCNF_ENCODING_PAIRWISE, 10, 2, 0);
    /* `unique` keeps the same representative: nothing more is dropped. */
    assert_symmetry_counts(NQCNF_ENCODING_PAIRWISE, 9, 1, 1);
}

/* The clauses come after the lines' and take their auxiliary variables
 * after the encoding's: with every encoding the count is still A002562
 * (N <= 10 for the sequential counter, a compact one, N <= 8 for the
 * rest, which would only repeat the same check more slowly). */
static void test_symmetry_counts_hold_with_every_encoding(void **state)
{
    (void)state;
    for (unsigned e = 1; e < NQCNF_ENCODING_COUNT; e++) {
        const nqcnf_encoding encoding = (nqcnf_encoding)e;
        uint32_t last = quick() ? 6 : 8;
        if (encoding == NQCNF_ENCODING_SEQUENTIAL) last = 10; /* quick: 8 */
        assert_symmetry_counts(encoding, last, 2, 0);
    }
}

typedef struct collected {
    uint32_t n;
    unsigned char *boards;
    size_t count;
} collected;

static int collect(void *context, const nqcnf_board *board)
{
    collected *seen = context;
    const size_t size = (size_t)seen->n * seen->n;
    assert_int_equal(board->n, seen->n);
    seen->boards = realloc(seen->boards, size * (seen->count + 1));
    assert_non_null(seen->boards);
    for (size_t i = 0; i < size; i++)
        seen->boards[size * seen->count + i] =
            board->squares[i] == NQCNF_SQUARE_QUEEN;
    seen->count++;
    return seen->count > 1000;
}

static size_t find_board(const solutions *all, const unsigned char *board)
{
    const size_t size = (size_t)all->n * all->n;
    for (size_t i = 0; i < all->count; i++)
        if (memcmp(all->boards + size * i, board, size) == 0) return i;
    return SIZE_MAX;
}

/* The boards found with symmetry breaking are leaders, and each solution
 * of the plain puzzle is an image of exactly one of them. */
static void test_solve_finds_one_leader_per_class(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.symmetry_breaking = 1;
        collected seen = {n, NULL, 0};
        uint64_t found = 0;
        assert_int_equal(nqcnf_solve(&options, 0, collect, &seen, &found),
                         NQCNF_OK);
        assert_int_equal(found, unique_solutions[n]);

        solutions all = all_solutions(n);
        size_t *owner = malloc(sizeof *owner * (all.count + 1));
        assert_non_null(owner);
        for (size_t i = 0; i < all.count; i++) owner[i] = SIZE_MAX;
        const size_t size = (size_t)n * n;
        for (size_t s = 0; s < seen.count; s++) {
            const unsigned char *board = seen.boards + size * s;
            assert_true(is_leader(board, n));
            for (unsigned k = 0; k < 8; k++) {
                unsigned char image[MAX_N * MAX_N];
                board_image(board, n, k, image);
                const size_t at = find_board(&all, image);
                assert_true(at != SIZE_MAX); /* so the board is a solution */
                assert_true(owner[at] == SIZE_MAX || owner[at] == s);
                owner[at] = s;
            }
        }
        for (size_t i = 0; i < all.count; i++)
            assert_true(owner[i] != SIZE_MAX);
        free(owner);
        free(all.boards);
        free(seen.boards);
    }
}

/* The survivor is the solution whose queen columns, row by row, are the
 * smallest array of its class: the top queen as far left as it goes. */
static void test_the_survivor_has_the_smallest_column_array(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    options.symmetry_breaking = 1;
    collected seen = {6, NULL, 0};
    assert_int_equal(nqcnf_solve(&options, 0, collect, &seen, NULL),
                     NQCNF_OK);
    assert_int_equal(seen.count, 1);
    /* The 4 solutions of N = 6 form one class; its smallest array is
     * 1 3 5 0 2 4. */
    static const uint32_t expected[6] = {1, 3, 5, 0, 2, 4};
    for (uint32_t r = 0; r < 6; r++)
        for (uint32_t c = 0; c < 6; c++)
            assert_int_equal(seen.boards[r * 6 + c], c == expected[r]);
    free(seen.boards);
}

/* ------------------------------------------------------------------------
 * Limits and failures
 * ------------------------------------------------------------------------ */

static void test_auxiliary_variables_beyond_int32_are_too_large(void **state)
{
    (void)state;
    recording rec = new_recording();
    const nqcnf_sink sink = {&rec, record_clause, NULL, NULL, NULL};
    /* 4N^2 - N - 7 auxiliary variables (N even) after the N^2 of the
     * board pass 2^31 - 1 from N = 20725 on; nothing may be emitted
     * first. */
    encoding_state big = {&sink, (int32_t)(20725u * 20725u) + 1};
    assert_int_equal(nqcnf_symmetry_emit(&big, 20725), NQCNF_ERR_TOO_LARGE);
    assert_int_equal(rec.clauses, 0);
    uint64_t clauses, auxiliary;
    nqcnf_symmetry_cost(20724, &clauses, &auxiliary);
    assert_int_equal(auxiliary, 4ull * 20724 * 20724 - 20724 - 7);
    assert_true(20724ull * 20724 + auxiliary < INT32_MAX);
    big.next_auxiliary = (int32_t)(NQCNF_MAX_N * NQCNF_MAX_N) + 1;
    assert_int_equal(nqcnf_symmetry_emit(&big, NQCNF_MAX_N),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(rec.clauses, 0);
    /* Small N, but the variables before them used up nearly all numbers.
     * The next free number must stay an int32 too, so the last variable
     * may be INT32_MAX - 1. */
    nqcnf_symmetry_cost(8, &clauses, &auxiliary);
    encoding_state late = {&sink, INT32_MAX - (int32_t)auxiliary + 1};
    assert_int_equal(nqcnf_symmetry_emit(&late, 8), NQCNF_ERR_TOO_LARGE);
    assert_int_equal(rec.clauses, 0);
    late.next_auxiliary = INT32_MAX - (int32_t)auxiliary; /* just fits */
    assert_int_equal(nqcnf_symmetry_emit(&late, 8), NQCNF_OK);
    assert_int_equal(rec.clauses, clauses);
    assert_int_equal(late.next_auxiliary, INT32_MAX);
    free(rec.literals);
}

static void test_a_sinks_status_stops_the_emission(void **state)
{
    (void)state;
    uint64_t clauses, auxiliary;
    nqcnf_symmetry_cost(5, &clauses, &auxiliary);
    for (size_t stop = 0; stop < clauses; stop++) {
        recording rec = new_recording();
        rec.stop_at = stop;
        rec.stop_with = NQCNF_ERR_STOPPED;
        uint64_t used;
        assert_int_equal(record_symmetry(5, &rec, &used), NQCNF_ERR_STOPPED);
        assert_int_equal(rec.clauses, stop);
        free(rec.literals);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cost_is_what_emit_produces_for_n_up_to_30),
        cmocka_unit_test(test_counts_and_header_include_the_symmetry_clauses),
        cmocka_unit_test(test_exactly_the_leaders_survive_among_all_boards),
        cmocka_unit_test(test_exactly_the_leaders_survive_among_solutions),
        cmocka_unit_test(test_counts_with_symmetry_breaking_are_a002562),
        cmocka_unit_test(test_symmetry_counts_hold_with_every_encoding),
        cmocka_unit_test(test_solve_finds_one_leader_per_class),
        cmocka_unit_test(test_the_survivor_has_the_smallest_column_array),
        cmocka_unit_test(
            test_auxiliary_variables_beyond_int32_are_too_large),
        cmocka_unit_test(test_a_sinks_status_stops_the_emission),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
