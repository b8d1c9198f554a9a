/*
 * symmetry_breaking.c - lex-leader symmetry breaking for the 8 symmetries of the
 * square.
 *
 * Every solution has up to 7 other solutions that are its rotations and
 * reflections; a search that only wants one per class (OEIS A002562) can
 * forbid all but one member of each class with clauses. The classic way
 * (Crawford, Ginsberg, Luks and Roy 1996; Aloul, Markov and Sakallah
 * 2003/2006) is the lex-leader constraint: read the board variables
 * x_1 .. x_{N*N} in row-major order as a word, and demand for each of the
 * 7 non-identity symmetries s that the board's word be no later in the
 * lexicographic order than the word of its image s(X). In every class
 * exactly one board is the earliest word, and it satisfies all 7
 * constraints (with equality where a symmetric solution is its own
 * image); every other member has an image that comes earlier. So exactly
 * one solution per class survives.
 *
 * With pre-placed queens or blocked squares only the symmetries that keep
 * them (the group, core/board_symmetry.c) map solutions to solutions, and
 * the argument above holds for any group: each constraint is emitted for
 * the group's members alone, and a board survives when it is the
 * earliest of its class under the group. A constraint for a symmetry
 * outside it would cut solutions whose image is no solution at all.
 *
 * The order of the letters is "queen before empty" (true < false). Since
 * every row holds exactly one queen, the first square where two solutions
 * differ is then in the first row where their queens stand in different
 * columns, and the one whose queen is further left comes first: the
 * survivor is the solution whose queen columns, read row by row, form the
 * smallest array. That is the representative everyone draws first (the
 * queen of the top row as far left as it can go), and the very one that
 * count.c's `unique` keeps, so symmetry breaking and `unique` agree
 * solution for solution, not just in number.
 *
 * The encoding is a chain of "equal so far" variables, per symmetry:
 *   e_k  <->  e_{k-1} AND x_k == y_k        (y_k = x_{s(k)})
 *   e_{k-1} -> (x_k OR NOT y_k)            (a queen in X where s(X) has one)
 * in five clauses per position, O(N*N) per symmetry. The equivalence is
 * kept in both directions so that the auxiliary variables are fixed by the
 * board: models and boards stay one-to-one, and a model counter that does
 * not project onto the board still counts boards. Positions are skipped
 * where the comparison can never decide anything: s permutes the squares
 * in cycles, and once every other square of a cycle compared equal, the
 * cycle's values are all equal, so its last square compares equal too.
 * The last square of every cycle (fixed squares are cycles of one) is
 * therefore left out; for the reflections and the half turn this stops
 * the chain halfway down the board. With m positions left, a symmetry
 * costs 5m - 5 clauses and m - 1 auxiliary variables (the last position
 * needs no "equal so far" after it), 1 clause when m = 1, and nothing
 * when m = 0 (N = 1). m is N*N minus the number of cycles, which each
 * symmetry has in closed form, so the cost is known without a pass over
 * the board.
 *
 * What the clauses hold too: a chain's squares are compared in a fixed
 * pattern (every x_k and y_k three times, those of the last position
 * once), so its literals are a formula in m and their digits are those
 * of the compared squares and of their images, which are a range or two
 * of columns in every row (or one range of the whole board), summed row
 * by row with the rows' digits known in advance, plus its e_k in three
 * runs of equal occurrence.
 */
#include "encode/encoder.h"

#include "core/board_symmetry.h"

#include <inttypes.h>
#include <stdio.h>

/* The 7 symmetries, in the order their constraints are emitted. */
typedef enum symmetry {
    MIRROR = 0,     /* left-right: (r, c) -> (r, n-1-c) */
    FLIP,           /* top-bottom: (r, c) -> (n-1-r, c) */
    HALF_TURN,      /* (r, c) -> (n-1-r, n-1-c) */
    TRANSPOSE,      /* main diagonal: (r, c) -> (c, r) */
    ANTI_TRANSPOSE, /* other diagonal: (r, c) -> (n-1-c, n-1-r) */
    QUARTER_TURN,   /* (r, c) -> (c, n-1-r) */
    THREE_QUARTERS, /* (r, c) -> (n-1-c, r), the inverse of the above */
    SYMMETRY_COUNT
} symmetry;

/* Where square (0-based, row-major) `square` goes under `which` (0 ..
 * 6 here, 1 .. 7 in core/board_symmetry.c, which holds the one map of
 * the square). Which of a symmetry and its inverse is applied does not
 * matter: a group is closed under inverses, so the constraints are the
 * same set. */
uint64_t nqcnf_symmetry_image(int which, uint64_t n, uint64_t square)
{
    uint32_t row, column;
    nqcnf_board_symmetry_square((uint32_t)n, (unsigned)which + 1u,
                                (uint32_t)(square / n), (uint32_t)(square % n),
                                &row, &column);
    return (uint64_t)row * n + column;
}

/* Whether the chain of `which` is part of symmetry breaking for `group`
 * (bit w + 1 of the group: bit 0 is the identity, which has no chain). */
static int in_group(unsigned group, symmetry which)
{
    return board_symmetry_in(group, (unsigned)which + 1u);
}

static uint64_t image_of(symmetry which, uint64_t n, uint64_t square)
{
    return nqcnf_symmetry_image((int)which, n, square);
}

/* Whether the square's comparison can decide anything: false for the
 * last (largest) square of its cycle, fixed squares included. Cycles are
 * at most 4 long. */
static int compared(symmetry which, uint64_t n, uint64_t square)
{
    for (uint64_t next = image_of(which, n, square); next != square;
         next = image_of(which, n, next))
        if (next > square) return 1;
    return 0;
}

/* The number of cycles of `which` on the n*n squares, from its fixed
 * squares: an involution pairs up the others, a quarter turn groups them
 * in fours. */
static uint64_t cycle_count(symmetry which, uint64_t n)
{
    const uint64_t squares = n * n, odd = n % 2;
    switch (which) {
    case MIRROR:
    case FLIP: return (squares + odd * n) / 2;   /* the middle line */
    case TRANSPOSE:
    case ANTI_TRANSPOSE: return (squares + n) / 2; /* the diagonal */
    case HALF_TURN: return (squares + odd) / 2;  /* the centre */
    case QUARTER_TURN:
    case THREE_QUARTERS: return (squares - odd) / 4 + odd;
    case SYMMETRY_COUNT: break;
    }
    return squares;
}

static void chain_cost(uint64_t compared_squares, uint64_t *clauses,
                       uint64_t *auxiliary)
{
    const uint64_t m = compared_squares;
    *clauses += m == 0 ? 0 : m == 1 ? 1 : 5 * m - 5;
    *auxiliary += m == 0 ? 0 : m - 1;
}

void nqcnf_symmetry_cost(uint32_t n, unsigned group, uint64_t *clauses,
                         uint64_t *auxiliary)
{
    *clauses = 0;
    *auxiliary = 0;
    for (int which = 0; which < SYMMETRY_COUNT; which++)
        if (in_group(group, (symmetry)which))
            chain_cost((uint64_t)n * n - cycle_count((symmetry)which, n),
                   clauses, auxiliary);
}

/* Columns first .. last of a row (empty when first > last), up to two
 * such ranges. */
typedef struct column_ranges {
    int64_t first[2], last[2];
} column_ranges;

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

/* The squares of row r that a chain compares (x_k, the first of each
 * cycle but the last) or, with `images`, their images (y_k). The quarter
 * turns share their cycles: all squares are compared but the centre and
 * the last of each 4-cycle, which in row r of the lower half are the
 * columns n-r .. r. */
static column_ranges compared_columns(symmetry which, int64_t n, int64_t r,
                                      int images)
{
    const int64_t last = n - 1, half = n / 2;
    column_ranges cols = {{0, 0}, {last, -1}};
    switch (which) {
    case MIRROR:
        cols.first[0] = images ? n - half : 0;
        cols.last[0] = images ? last : half - 1;
        break;
    case FLIP:
        if (!(images ? r >= n - half : r < half)) cols.last[0] = -1;
        break;
    case HALF_TURN: { /* squares 0 .. n*n/2 - 1, and the other end */
        const int64_t from = images ? n * n - n * n / 2 : 0;
        const int64_t to = images ? n * n - 1 : n * n / 2 - 1;
        cols.first[0] = max64(from - r * n, 0);
        cols.last[0] = min64(to - r * n, last);
        break;
    }
    case TRANSPOSE:
        cols.first[0] = images ? 0 : r + 1;
        cols.last[0] = images ? r - 1 : last;
        break;
    case ANTI_TRANSPOSE:
        cols.first[0] = images ? n - r : 0;
        cols.last[0] = images ? last : last - 1 - r;
        break;
    case QUARTER_TURN:
    case THREE_QUARTERS: {
        const int centre = n % 2 == 1 && 2 * r == last;
        if (images && which == QUARTER_TURN)
            cols.first[0] = centre ? r + 1 : min64(r, n - r);
        else if (images)
            cols.last[0] = centre ? r - 1 : max64(r + 1, last - r) - 1;
        else if (2 * r >= last) {
            cols.last[0] = min64(last - r, r - 1);
            cols.first[1] = r + 1;
            cols.last[1] = last;
        }
        break;
    }
    case SYMMETRY_COUNT: break;
    }
    return cols;
}

/* The digits of the squares a chain compares (or of their images), and
 * the largest compared square. */
typedef struct compared_digits {
    uint64_t digits;
    int64_t largest; /* -1: none */
} compared_digits;

/* One row's share of `sum`: its squares all have `digits` digits unless
 * a power of ten falls inside it. */
static void add_row(compared_digits *sum, column_ranges cols, int64_t n,
                    int64_t r, uint64_t digits, int crossing)
{
    for (int i = 0; i < 2; i++) {
        if (cols.first[i] > cols.last[i]) continue;
        const uint64_t count = (uint64_t)(cols.last[i] - cols.first[i] + 1);
        sum->digits +=
            crossing ? nqcnf_digit_total((uint64_t)(r * n + cols.first[i]) +
                                             1, 1, count)
                     : digits * count;
        sum->largest = r * n + cols.last[i];
    }
}

/* All symmetries' compared squares ([0]) and images ([1]), in one pass
 * over the rows. */
static void sum_compared(int64_t n, compared_digits sums[][2])
{
    for (int which = 0; which < SYMMETRY_COUNT; which++)
        for (int images = 0; images < 2; images++)
            sums[which][images] = (compared_digits){0, -1};
    uint64_t power = 10, digits = 1;
    for (int64_t r = 0; r < n; r++) {
        const uint64_t row_first = (uint64_t)(r * n) + 1;
        for (; power <= row_first; power *= 10) digits++;
        const int crossing = power <= row_first + (uint64_t)n - 1;
        for (int which = 0; which < SYMMETRY_COUNT; which++)
            for (int images = 0; images < 2; images++)
                add_row(&sums[which][images],
                        compared_columns((symmetry)which, n, r, images), n,
                        r, digits, crossing);
    }
}

/* A chain of m positions (see compare): x_k occurs 3 times (once
 * negated), y_k 3 times (twice negated), but only once each at the last
 * position (y negated); e_k, made at position k and read at the next,
 * occurs 3 + 4 times for the first, 4 + 4 in the middle, 4 + 1 for the
 * last (the first of two: 3 + 1). Of the 14m - 16 literals (m >= 2),
 * 3m - 2 are negated on the board and 5m - 8 among the e's (2 for m=2). */
static void add_chain(symmetry which, uint64_t n,
                      const compared_digits sums[2], uint64_t *next,
                      encoding_profile *profile)
{
    const compared_digits x = sums[0], y = sums[1];
    if (x.largest < 0) return;
    const uint64_t m = (uint64_t)n * n - cycle_count(which, n);
    const uint64_t last_x = (uint64_t)x.largest + 1;
    const uint64_t last_y = image_of(which, n, (uint64_t)x.largest) + 1;
    uint64_t clauses = 0, auxiliary = 0;
    chain_cost(m, &clauses, &auxiliary);
    profile->literals += m == 1 ? 2 : 14 * m - 16;
    profile->negated += 3 * m - 2 + (m == 1 ? 0 : m == 2 ? 2 : 5 * m - 8);
    profile->digits += 3 * (x.digits + y.digits) -
                       2 * (nqcnf_decimal_digits(last_x) +
                            nqcnf_decimal_digits(last_y));
    if (m >= 2) {
        const occurrence_run equal[3] = {
            {1, m == 2 ? 4 : 7}, {m < 3 ? 0 : m - 3, 8}, {m < 3 ? 0 : 1, 5}};
        profile->digits += nqcnf_digits_by_runs(*next, 1, equal, 3, 0);
    }
    *next += auxiliary;
}

void nqcnf_symmetry_profile(uint32_t n, unsigned group,
                            uint64_t first_auxiliary,
                            encoding_profile *profile)
{
    compared_digits sums[SYMMETRY_COUNT][2];
    sum_compared(n, sums);
    uint64_t next = first_auxiliary;
    for (int which = 0; which < SYMMETRY_COUNT; which++)
        if (in_group(group, (symmetry)which))
            add_chain((symmetry)which, n, sums[which], &next, profile);
}

static nqcnf_status clause3(encoding_state *state, int32_t a, int32_t b,
                            int32_t c)
{
    const int32_t literals[3] = {a, b, c};
    return encoding_clause(state, literals, 3);
}

/* One position of the chain: x_k against y_k, under e_{k-1} (`*equal`,
 * 0 at the first position, where the prefix is empty and so equal).
 * Unless this is the last position, *equal becomes a fresh e_k. */
static nqcnf_status compare(encoding_state *state, int32_t *equal, int32_t x,
                            int32_t y, int last)
{
    const int32_t before = *equal;
    nqcnf_status status = before == 0 ? encoding_binary(state, x, -y)
                                      : clause3(state, -before, x, -y);
    if (status != NQCNF_OK || last) return status;

    const int32_t after = encoding_new_variable(state);
    *equal = after;
    /* Equal so far and here (both queens, or both empty) -> e_k. */
    status = before == 0 ? encoding_binary(state, -y, after)
                         : clause3(state, -before, -y, after);
    if (status != NQCNF_OK) return status;
    status = before == 0 ? encoding_binary(state, x, after)
                         : clause3(state, -before, x, after);
    if (status != NQCNF_OK) return status;
    /* e_k -> e_{k-1}, and e_k -> not (queen in X, none in s(X)): with the
     * comparison above that makes x_k == y_k, so e_k is exact. */
    if (before != 0) {
        status = encoding_binary(state, -after, before);
        if (status != NQCNF_OK) return status;
    }
    return clause3(state, -after, -x, y);
}

/* What the symmetries are called, and where (r,c) goes, with %u for
 * N+1 (squares numbered from 1). */
static const char *const symmetry_names[SYMMETRY_COUNT] = {
    "left-right mirror image", "top-bottom mirror image", "half turn",
    "reflection in the main diagonal", "reflection in the other diagonal",
    "quarter turn", "three-quarter turn"};
static const char *const symmetry_maps[SYMMETRY_COUNT] = {
    "(r,%u-c)", "(%u-r,c)", "(%u-r,%u-c)", "(c,r)", "(%u-c,%u-r)",
    "(c,%u-r)", "(%u-c,r)"};

/* The map of `which` on the board of n, squares numbered from 1. */
static void symmetry_map(char *text, size_t size, symmetry which,
                         uint64_t n)
{
    const unsigned sum = (unsigned)n + 1;
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
#endif
    snprintf(text, size, symmetry_maps[which], sum, sum);
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
}

/* The last compared square of the chain, plus one: no "equal so far"
 * variable is made for a position nothing follows. */
static uint64_t chain_end(symmetry which, uint64_t n)
{
    uint64_t end = n * n;
    while (end > 0 && !compared(which, n, end - 1)) end--;
    return end;
}

static nqcnf_status emit_chain(encoding_state *state, symmetry which,
                               uint64_t n)
{
    const uint64_t end = chain_end(which, n);
    int32_t equal = 0;
    for (uint64_t square = 0; square < end; square++) {
        if (!compared(which, n, square)) continue;
        const int32_t x = (int32_t)square + 1;
        const int32_t y = (int32_t)image_of(which, n, square) + 1;
        const nqcnf_status status =
            compare(state, &equal, x, y, square + 1 == end);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_symmetry_emit(encoding_state *state, uint32_t n,
                                 unsigned group)
{
    if (state == NULL) return nqcnf_invalid("the encoding state is NULL");
    if (n < 1 || n > NQCNF_MAX_N)
        return nqcnf_invalid("options->n is %" PRIu32 ": N must be 1 .. %u",
                             n, NQCNF_MAX_N);
    /* About 4 N*N auxiliary variables: after the board's N*N they no
     * longer fit DIMACS's signed 32-bit numbers from N = 20725 on (sooner
     * after an encoding's own), even though the board does. Refused
     * before the first clause. The counter itself must stay an int32
     * too, so the last variable is at most INT32_MAX - 1. */
    uint64_t clauses, auxiliary;
    nqcnf_symmetry_cost(n, group, &clauses, &auxiliary);
    if (state->next_auxiliary < 1 ||
        auxiliary > (uint64_t)INT32_MAX - (uint64_t)state->next_auxiliary)
        return NQCNF_ERR_TOO_LARGE;
    for (int which = 0; which < SYMMETRY_COUNT; which++) {
        if (!in_group(group, (symmetry)which)) continue;
        const nqcnf_status status = emit_chain(state, (symmetry)which, n);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

/* e_k, made after each compared square but the chain's last: the board
 * and its image agree on every square up to it (the squares left out of
 * the comparison agree once the rest of their cycle does). */
static nqcnf_status describe_chain(auxiliary_describer *d, symmetry which,
                                   uint64_t n)
{
    const uint64_t end = chain_end(which, n);
    char map[32], text[200];
    symmetry_map(map, sizeof map, which, n);
    nqcnf_status status = NQCNF_OK;
    for (uint64_t square = 0; status == NQCNF_OK && square + 1 < end;
         square++) {
        if (!compared(which, n, square)) continue;
        const nqcnf_square_ref last = {(uint32_t)(square / n),
                                       (uint32_t)(square % n)};
        snprintf(text, sizeof text,
                 "the board matches its %s so far: every square (r,c) up "
                 "to (%u,%u), row by row, holds a queen exactly when %s "
                 "does", symmetry_names[which], last.row + 1,
                 last.column + 1, map);
        status = nqcnf_describe_agreement(d, (int)which, last, text);
    }
    return status;
}

nqcnf_status nqcnf_symmetry_describe(auxiliary_describer *d, uint32_t n,
                                     unsigned group)
{
    nqcnf_status status = NQCNF_OK;
    for (int which = 0; status == NQCNF_OK && which < SYMMETRY_COUNT; which++)
        if (in_group(group, (symmetry)which))
            status = describe_chain(d, (symmetry)which, n);
    return status;
}
