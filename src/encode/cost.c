/*
 * cost.c - what an instance costs: clauses, auxiliary variables, and
 * what its clauses hold (literals, negated ones, digits).
 *
 * The DIMACS header has to state the clause count before the first clause,
 * and we refuse to hold clauses in memory to learn it; so the counts are
 * computed, not observed: each line costs what its encoder declares for
 * its length, and the unit clauses and symmetry breaking add theirs. For
 * the textbook encoding this is the formula 2N + 2N*C(N,2) + 2*C(N,2) +
 * 4*C(N,3) (at-least-one per row and column, pairs per row and column,
 * and the pairs of all diagonals, which sum to 2*(C(N,2) + 2*C(N,3))).
 *
 * The size of a file is known the same way, never by a pass over the
 * clauses (that took minutes for large boards): what a writer needs of
 * the clauses is their number, how many literals they hold and how many
 * of those are negated, and the decimal digits of those literals'
 * variables, all summed here in no syntax (write/dimacs_size.c turns
 * them into DIMACS's bytes). The encoder says per line length how many
 * literals and negated ones its clauses hold and how often each square
 * and each auxiliary occurs (its profile); where a line lies only
 * decides the digits. Every square of a line gets the weight most of
 * them have, summed board-wide (diagonal_digits.c); the line's ends are
 * corrected for one by one; auxiliaries are all of one length but in the
 * few lines where a power of ten falls.
 *
 * Lines are taken by length, not one by one: core/lines.c emits the N
 * rows, the N columns, then four families of diagonals whose lengths run
 * N..2, N-1..2, 2..N and N-1..2 (one-square diagonals are left out). So
 * one sweep over the lengths meets every diagonal, and one profile serves
 * the four diagonals of a length. Everything is O(N) steps in O(1) memory:
 * on virtual machines a fresh memory page can cost more than a thousand
 * lines' arithmetic, so no table of N entries is made.
 *
 * This lives in encode/, under the generator, so that the generator can
 * refuse oversized instances up front and sizes need no generator.
 */
#include "encode/encoder.h"

#include "core/board_symmetry.h"

/* The diagonal families in the order they are emitted. */
enum {
    DOWN_RIGHT_TOP,  /* from (0, c), c = 0 .. N-2: length N - c */
    DOWN_RIGHT_LEFT, /* from (r, 0), r = 1 .. N-2: length N - r */
    DOWN_LEFT_TOP,   /* from (0, c), c = 1 .. N-1: length c + 1 */
    DOWN_LEFT_RIGHT, /* from (r, N-1), r = 1 .. N-2: length N - r */
    FAMILIES
};

/* A line as a progression of variables. */
typedef struct progression {
    uint64_t first, step;
} progression;

/* The family's diagonal of `length` (2 .. N), if it has one. */
static int diagonal_of(uint64_t n, int family, uint64_t length,
                       progression *line)
{
    const uint64_t start_row = n - length; /* for the families from a side */
    switch (family) {
    case DOWN_RIGHT_TOP: *line = (progression){n - length + 1, n + 1}; break;
    case DOWN_RIGHT_LEFT: *line = (progression){start_row * n + 1, n + 1};
        return length < n;
    case DOWN_LEFT_TOP: *line = (progression){length, n - 1}; break;
    default: *line = (progression){start_row * n + n, n - 1};
        return length < n;
    }
    return 1;
}

/* A whole computation: the options, the short profiles, and the totals. */
typedef struct sizer {
    const nqcnf_options *options;
    uint64_t n;
    amo_profile full; /* the profile of length N: rows and columns */
    encoding_cost *cost;
    encoding_profile *sum; /* literals, negated, digits; NULL: counts only */
    uint64_t family_auxiliary[FAMILIES];
    uint64_t family_occurrences[FAMILIES]; /* of those auxiliaries */
    amo_profiles profiles;
    amo_profile short_profiles[AMO_SHORT_LENGTHS];
} sizer;

static void profile_of(const sizer *s, uint64_t length, amo_profile *profile)
{
    if (length == s->n) *profile = s->full;
    else nqcnf_profile_of(&s->profiles, length, profile);
}

/* The literals of `lines` lines of one profile, and `at_least_one`
 * more, the squares of their at-least-one clauses (never negated). */
static void add_literals(encoding_profile *sum, const amo_profile *profile,
                         uint64_t lines, uint64_t at_least_one)
{
    sum->literals += lines * profile->literals + at_least_one;
    sum->negated += lines * profile->negated;
}

/* The digits of a line's squares beyond the inner weight `inner` that
 * every square gets: its ends, where the encoder differs. */
static uint64_t end_digits(const amo_profile *profile, uint64_t inner,
                           progression line)
{
    return nqcnf_digits_by_runs(line.first, line.step, profile->board,
                                AMO_BOARD_RUNS, (uint64_t)0 - inner);
}

/* The digits of `lines` consecutive lines of one length whose
 * auxiliaries are numbered from `first` on. */
static uint64_t auxiliary_digits(const sizer *s, const amo_profile *profile,
                                 uint64_t length, uint64_t first,
                                 uint64_t lines)
{
    const uint64_t per_line = profile->auxiliary;
    const uint64_t all = per_line * lines;
    if (all == 0) return 0;
    const uint64_t occurrences = amo_auxiliary_occurrences(profile);
    /* Each line at the digits of its first auxiliary ... */
    uint64_t total = occurrences * nqcnf_digit_total(first, per_line, lines);
    /* ... and one more from a power of ten inside a line on. */
    for (uint64_t power = 10; power <= first + all - 1; power *= 10) {
        if (power <= first) continue;
        const uint64_t offset = (power - first) % per_line;
        if (offset != 0)
            total += s->profiles.encoder->auxiliary_from(length, offset,
                                                         &s->profiles);
    }
    return total;
}

/* The rows and the columns, all of length N and so of one profile:
 * their i-th squares, whose occurrences the ends may correct, are the
 * board's column i and row i; their auxiliaries form one run of 2N
 * lines. */
static void add_rows_and_columns(sizer *s)
{
    const uint64_t n = s->n, columns_exactly = s->options->column_at_least_one
                                                   ? 1 : 0;
    const amo_profile *profile = &s->full;
    s->cost->clauses += n * (2 * profile->clauses + 1 + columns_exactly);
    s->cost->auxiliary += 2 * n * profile->auxiliary;
    s->cost->lines_exactly += n * (1 + columns_exactly);
    s->cost->lines_at_most += n * (1 - columns_exactly);
    if (s->sum == NULL) return;
    add_literals(s->sum, profile, 2 * n, n * n * (1 + columns_exactly));
    uint64_t digits = 0;
    const uint64_t inner = nqcnf_amo_inner_weight(profile);
    uint64_t position = 0;
    for (size_t i = 0; i < AMO_BOARD_RUNS; i++) {
        const occurrence_run *run = &profile->board[i];
        const uint64_t correction = run->occurrences - inner;
        for (uint64_t k = 0; correction != 0 && k < run->count; k++)
            digits += correction *
                      (nqcnf_digit_total(position + k + 1, n, n) +
                       nqcnf_digit_total((position + k) * n + 1, 1, n));
        position += run->count;
    }
    s->sum->digits += digits +
                      nqcnf_digit_total(1, 1, n * n) *
                          (2 * inner + 1 + columns_exactly) +
                      auxiliary_digits(s, profile, n, n * n + 1, 2 * n);
}

/* Whether a profile's squares all occur alike (no ends to correct). */
static int uniform(const amo_profile *profile, uint64_t inner)
{
    for (size_t i = 0; i < AMO_BOARD_RUNS; i++)
        if (profile->board[i].count > 0 &&
            profile->board[i].occurrences != inner)
            return 0;
    return 1;
}

/* Every diagonal, a length at a time, longest first: counts, literals,
 * ends, and the inner weights for diagonal_digits.c. */
static void add_diagonals(sizer *s, diagonal_digits *digits)
{
    /* Summed in a local, which the calls below cannot reach, so that
     * the sums can stay in registers from one length to the next. */
    encoding_profile sum = {0, 0, 0, 0, 0};
    for (uint64_t length = s->n; length >= 2; length--) {
        amo_profile profile;
        profile_of(s, length, &profile);
        const uint64_t inner = nqcnf_amo_inner_weight(&profile);
        const uint64_t occurrences = amo_auxiliary_occurrences(&profile);
        const int ends = !uniform(&profile, inner);
        uint64_t lines = 0;
        for (int family = 0; family < FAMILIES; family++) {
            progression line;
            if (!diagonal_of(s->n, family, length, &line)) continue;
            lines++;
            s->family_auxiliary[family] += profile.auxiliary;
            s->family_occurrences[family] += occurrences;
            if (s->sum != NULL && ends)
                sum.digits += end_digits(&profile, inner, line);
        }
        s->cost->clauses += lines * profile.clauses;
        s->cost->auxiliary += lines * profile.auxiliary;
        s->cost->lines_at_most += lines;
        if (s->sum == NULL) continue;
        add_literals(&sum, &profile, lines, 0);
        nqcnf_diagonal_digits_add(digits, length, inner);
    }
    if (s->sum == NULL) return;
    nqcnf_diagonal_digits_add(digits, 1, 0);
    s->sum->literals += sum.literals;
    s->sum->negated += sum.negated;
    s->sum->digits += sum.digits;
}

/* The auxiliaries' digits of one family, its lines in emission order
 * from `first` on. Usually no power of ten falls among them, and they all
 * have the digits of the first. */
static uint64_t family_auxiliary_digits(const sizer *s, int family,
                                        uint64_t first)
{
    const uint64_t count = s->family_auxiliary[family];
    if (count == 0) return 0;
    const unsigned digits = nqcnf_decimal_digits(first);
    if (nqcnf_decimal_digits(first + count - 1) == digits)
        return digits * s->family_occurrences[family];
    const int ascending = family == DOWN_LEFT_TOP;
    const uint64_t longest = family == DOWN_RIGHT_TOP || ascending
                                 ? s->n : s->n - 1;
    uint64_t total = 0;
    for (uint64_t i = 0; i + 2 <= longest; i++) {
        const uint64_t length = ascending ? 2 + i : longest - i;
        amo_profile profile;
        profile_of(s, length, &profile);
        total += auxiliary_digits(s, &profile, length, first, 1);
        first += profile.auxiliary;
    }
    return total;
}

static void add_diagonal_auxiliary_digits(sizer *s)
{
    uint64_t first = s->n * s->n + 2 * s->n * s->full.auxiliary + 1;
    for (int family = 0; family < FAMILIES; family++) {
        s->sum->digits += family_auxiliary_digits(s, family, first);
        first += s->family_auxiliary[family];
    }
}

/* What comes after the lines: a unit clause per pre-placed queen and
 * blocked square, then symmetry breaking, its auxiliaries numbered after
 * those counted so far. */
static void add_the_rest(const nqcnf_options *options, unsigned group,
                         encoding_cost *cost, encoding_profile *sum)
{
    const uint64_t n = options->n;
    const uint64_t first_auxiliary = n * n + cost->auxiliary + 1;
    cost->clauses += options->queen_count + options->blocked_count;
    if (options->symmetry_breaking) {
        uint64_t clauses = 0, auxiliary = 0;
        nqcnf_symmetry_cost(options->n, group, &clauses, &auxiliary);
        cost->clauses += clauses;
        cost->auxiliary += auxiliary;
    }
    if (sum == NULL) return;
    /* A unit clause: a pre-placed queen's square, or a blocked square
     * negated. */
    sum->literals += options->queen_count + options->blocked_count;
    sum->negated += options->blocked_count;
    for (size_t i = 0; i < options->queen_count; i++)
        sum->digits += nqcnf_decimal_digits((uint64_t)nqcnf_variable(
            options->n, options->queens[i].row, options->queens[i].column));
    for (size_t i = 0; i < options->blocked_count; i++)
        sum->digits += nqcnf_decimal_digits((uint64_t)nqcnf_variable(
            options->n, options->blocked[i].row, options->blocked[i].column));
    if (options->symmetry_breaking)
        nqcnf_symmetry_profile(options->n, group, first_auxiliary, sum);
}

/* Auxiliary variables must stay DIMACS variables: checked once, for
 * every encoder and for symmetry breaking. */
static nqcnf_status check_fits(const nqcnf_options *options,
                               const encoding_cost *cost)
{
    const uint64_t squares = (uint64_t)options->n * options->n;
    return squares + cost->auxiliary > (uint64_t)INT32_MAX
               ? NQCNF_ERR_TOO_LARGE
               : NQCNF_OK;
}

/* Counts, and the literals, negated ones and digits into `sum` unless
 * it is NULL, for options that passed nqcnf_options_check: the lines,
 * then the rest. */
static void sum_up(const nqcnf_options *options, unsigned group,
                   encoding_cost *cost, encoding_profile *sum)
{
    sizer s;
    s.options = options;
    s.n = options->n;
    s.cost = cost;
    s.sum = sum;
    *cost = (encoding_cost){0, 0, 0, 0};
    if (sum != NULL) *sum = (encoding_profile){0, 0, 0, 0, 0};
    for (int family = 0; family < FAMILIES; family++)
        s.family_auxiliary[family] = s.family_occurrences[family] = 0;
    nqcnf_profiles_init(&s.profiles, nqcnf_amo_encoder(options->encoding),
                        s.short_profiles, s.n);
    nqcnf_profile_of(&s.profiles, s.n, &s.full);

    diagonal_digits digits;
    if (sum != NULL) nqcnf_diagonal_digits_start(&digits, options->n);
    add_rows_and_columns(&s);
    add_diagonals(&s, &digits);
    if (sum != NULL) {
        add_diagonal_auxiliary_digits(&s);
        sum->digits += nqcnf_diagonal_digits_total(&digits);
    }
    add_the_rest(options, group, cost, sum);
}

/* The symmetries symmetry breaking breaks: none are asked for without it,
 * so the given squares are only looked at with it. */
static nqcnf_status broken_group(const nqcnf_options *options,
                                 unsigned *group)
{
    *group = 1u;
    return options->symmetry_breaking
               ? nqcnf_board_symmetry_group(options, group)
               : NQCNF_OK;
}

nqcnf_status nqcnf_encoding_cost(const nqcnf_options *options,
                                 int cardinality, encoding_cost *cost)
{
    unsigned group;
    const nqcnf_status status = broken_group(options, &group);
    if (status != NQCNF_OK) return status;
    if (!cardinality) {
        sum_up(options, group, cost, NULL);
        return check_fits(options, cost);
    }
    /* A cardinality sink takes each line whole: the lines are counted,
     * and only the unit and symmetry clauses and auxiliaries remain. */
    encoding_cost lines;
    sum_up(options, group, &lines, NULL);
    *cost = (encoding_cost){lines.lines_exactly, lines.lines_at_most, 0, 0};
    add_the_rest(options, group, cost, NULL);
    return check_fits(options, cost);
}

nqcnf_status nqcnf_encoding_profile(const nqcnf_options *options,
                                    encoding_profile *profile)
{
    encoding_cost cost;
    unsigned group;
    const nqcnf_status status = broken_group(options, &group);
    if (status != NQCNF_OK) return status;
    sum_up(options, group, &cost, profile);
    profile->clauses = cost.clauses;
    profile->auxiliary = cost.auxiliary;
    return check_fits(options, &cost);
}
