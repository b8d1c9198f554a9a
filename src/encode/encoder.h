/*
 * encoder.h - the seam between the generator and the at-most-one
 * encodings, and the other clause producers (symmetry breaking).
 *
 * The generator walks the board's lines; for each it asks the chosen
 * encoder for "at most one of these literals". Every encoder lives in its
 * own file, takes fresh auxiliary variables from the shared state (so they
 * are numbered after the board, in emission order), and declares its cost
 * in closed form: the DIMACS header is written before the first clause, so
 * the counts must be known without generating. It declares its profile
 * the same way, how often each literal of a line occurs and how often
 * negated, so that what the clauses of an instance hold, literals and
 * their digits, is a sum over its O(N) lines rather than over its
 * clauses. No syntax is known here: a writer counts its bytes from that
 * (write/dimacs_size.c). Tests hold every encoder to both against what
 * it really emits.
 */
#ifndef NQCNF_ENCODING_H
#define NQCNF_ENCODING_H

#include "core/internal.h"

typedef struct encoding_state {
    const nqcnf_sink *sink;
    int32_t next_auxiliary; /* the next unused variable number */
} encoding_state;

/* A fresh auxiliary variable. */
static inline int32_t encoding_new_variable(encoding_state *state)
{
    return state->next_auxiliary++;
}

static inline nqcnf_status encoding_clause(encoding_state *state,
                                           const int32_t *literals,
                                           size_t count)
{
    return state->sink->add_clause(state->sink->context, literals, count);
}

static inline nqcnf_status encoding_binary(encoding_state *state, int32_t a,
                                           int32_t b)
{
    const int32_t pair[2] = {a, b};
    return encoding_clause(state, pair, 2);
}

/* Literals that occur equally often: `count` consecutive ones (positions
 * on a line, or auxiliary variables in the order they are made), each
 * `occurrences` times in the clauses. */
typedef struct occurrence_run {
    uint64_t count;
    uint64_t occurrences;
} occurrence_run;

#define AMO_BOARD_RUNS 3

/* What the clauses of at-most-one over one line hold, literal by
 * literal, apart from the numbers' digits: the digits depend on where the
 * line lies and are summed by the caller, band by band (digit_bands.c). */
typedef struct amo_profile {
    uint64_t clauses, auxiliary; /* what cost() says */
    uint64_t literals; /* occurrences of all literals, auxiliaries too */
    uint64_t negated;  /* how many of them are negated */
    /* The line's own squares, first to last; a run of count 0 stands
     * for nothing. */
    occurrence_run board[AMO_BOARD_RUNS];
} amo_profile;

/* The profiles of the short lengths, 0 .. filled-1 (amo_profiles.c),
 * which the recursive encodings reduce a list to again and again: a long
 * list of k becomes lists of about k/3 (commander) or sqrt(k) (product).
 * A table of every length would cost far more in fresh memory pages than
 * recomputing the long ones. With no table (filled 0), every profile is
 * worked out. */
#define AMO_SHORT_LENGTHS 256

/* The encodings that run along the line (sequential, ladder): for k >= 2
 * squares, k - 1 auxiliaries, and clauses, literals and negated ones
 * linear in k, the squares and the auxiliaries each occurring alike but
 * for the first and the last (a single one, both first and last, occurs
 * first + last - middle times). Shorter lines cost nothing. Such an
 * encoding is its chain_profile and its emit(): its profile and
 * auxiliary_from are nqcnf_chain_profile and nqcnf_chain_auxiliary_from
 * (amo_profiles.c), which read the chain_profile of profiles->encoder. */
typedef struct chain_profile {
    uint64_t clauses_per_square, clauses_fewer;
    uint64_t literals_per_square, literals_fewer;
    uint64_t negated_per_square, negated_fewer;
    uint64_t squares[3];     /* first, middle, last */
    uint64_t auxiliaries[3]; /* first, middle, last */
} chain_profile;

typedef struct amo_profiles {
    const struct amo_encoder *encoder;
    uint64_t filled;
    amo_profile *table; /* AMO_SHORT_LENGTHS entries, or NULL */
} amo_profiles;

/* Saying what auxiliary variables stand for (describe.c). An encoder's
 * describe() names the auxiliary variables of one line, in the order its
 * emit() makes them, each with nqcnf_describe_auxiliary(): the line's
 * positions (0-based, first to last) on which a queen makes it true, in
 * d->positions, and a sentence. It may use d->owner and d->members
 * (room for line->length entries each) as it likes. */
typedef struct auxiliary_describer {
    const nqcnf_line *line;
    int32_t next; /* the variable nqcnf_describe_auxiliary() names next */
    uint32_t *positions; /* the squares of the variable being named */
    uint32_t *owner;     /* scratch */
    int32_t *members;    /* scratch */
    nqcnf_square_ref *squares;
    int (*visit)(void *context, const nqcnf_auxiliary *auxiliary);
    void *context;
    char names[4][48];
} auxiliary_describer;

/* "(r,c)", numbered from 1, of position `position` of the line, kept in
 * slot `slot` (0 .. 3) until the slot is used again. */
const char *nqcnf_describe_square(auxiliary_describer *d, int slot,
                                  uint32_t position);
/* "(r,c)..(r,c)" for positions first .. last, or one square, in `slot`. */
const char *nqcnf_describe_span(auxiliary_describer *d, int slot,
                                uint32_t first, uint32_t last);
/* "row 3", "column 2", "diagonal (1,2)-(3,4)", in `slot`. */
const char *nqcnf_describe_line(auxiliary_describer *d, int slot);
/* Names variable d->next: true when a queen stands on one of the `count`
 * positions in d->positions (with `free_when_empty`, only when the line
 * holds a queen: either value otherwise), `symbol` and the text that
 * `format` makes. NQCNF_ERR_STOPPED when the visitor asks to stop. */
nqcnf_status nqcnf_describe_auxiliary(auxiliary_describer *d, char symbol,
                                      int free_when_empty, size_t count,
                                      const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Names variable d->next, symmetry breaking's: every square up to `last`
 * agrees with its image under `symmetry`, as `text` says. */
nqcnf_status nqcnf_describe_agreement(auxiliary_describer *d, int symmetry,
                                      nqcnf_square_ref last, const char *text);

/* An encoder's row names its first six fields in order, then exact,
 * chain and describe by name. */
typedef struct amo_encoder {
    nqcnf_encoding encoding;
    const char *name;
    /* Clauses and auxiliary variables that at-most-one over `length`
     * literals costs (length may be 0 or 1: usually nothing). */
    void (*cost)(uint64_t length, uint64_t *clauses, uint64_t *auxiliary);
    /* The same and how those clauses use their literals, for the
     * instance's profile; shorter lengths through
     * nqcnf_profile_of(profiles, ...). */
    void (*profile)(uint64_t length, const amo_profiles *profiles,
                    amo_profile *profile);
    /* How often the line's auxiliary variables occur, those from the
     * `from`-th (0-based) on: only asked where a power of ten falls among
     * them, which happens in at most nine lines of an instance. */
    uint64_t (*auxiliary_from)(uint64_t length, uint64_t from,
                               const amo_profiles *profiles);
    /* At most one of literals[0 .. line->length-1] (the line's board
     * variables, positive); `line` also describes them as a progression
     * for encoders that can use it. */
    nqcnf_status (*emit)(encoding_state *state, const nqcnf_line *line,
                         const int32_t *literals);
    /* Whether the auxiliary variables are fixed by the board variables,
     * so that models and boards are in one-to-one correspondence. */
    int exact;
    const chain_profile *chain; /* an encoding along the line; else NULL */
    /* What each of a line's auxiliary variables stands for (see
     * auxiliary_describer); NULL when the encoding has none. */
    nqcnf_status (*describe)(auxiliary_describer *d,
                             const nqcnf_line *line);
} amo_encoder;

extern const amo_encoder nqcnf_pairwise_encoder;
extern const amo_encoder nqcnf_sequential_encoder;
extern const amo_encoder nqcnf_ladder_encoder;
extern const amo_encoder nqcnf_bitwise_encoder;
extern const amo_encoder nqcnf_commander_encoder;
extern const amo_encoder nqcnf_product_encoder;

/* The encoder for `encoding`, or NULL. */
const amo_encoder *nqcnf_amo_encoder(nqcnf_encoding encoding);

/* The number of bits of `value`: 0 for 0, 1 for 1, 3 for 4 .. 7. */
static inline unsigned amo_bit_length(uint64_t value)
{
#if defined(__GNUC__)
    return value == 0 ? 0 : 64u - (unsigned)__builtin_clzll(value);
#else
    unsigned bits = 0;
    for (; value != 0; value >>= 1) bits++;
    return bits;
#endif
}

/* How often the auxiliary variables of a profile occur in all. */
static inline uint64_t amo_auxiliary_occurrences(const amo_profile *profile)
{
    uint64_t board = 0;
    for (int i = 0; i < AMO_BOARD_RUNS; i++)
        board += profile->board[i].count * profile->board[i].occurrences;
    return profile->literals - board;
}

/* Sets up `profiles` on `table` (AMO_SHORT_LENGTHS entries), filled for
 * lengths 0 .. min(up_to, AMO_SHORT_LENGTHS-1). */
void nqcnf_profiles_init(amo_profiles *profiles,
                         const struct amo_encoder *encoder,
                         amo_profile *table, uint64_t up_to);
/* An encoder's cost() read off its profile, for the encoders whose
 * profile is where their counts are worked out. */
void nqcnf_cost_from_profile(const struct amo_encoder *encoder,
                             uint64_t length, uint64_t *clauses,
                             uint64_t *auxiliary);
/* The profile of `length`: from the table, or worked out. */
void nqcnf_profile_of(const amo_profiles *profiles, uint64_t length,
                      amo_profile *profile);
/* The weight given to every square of a line, that of the run most of
 * them are in; the other runs are its ends, corrected for one by one. */
uint64_t nqcnf_amo_inner_weight(const amo_profile *profile);

void nqcnf_chain_profile(uint64_t length, const amo_profiles *profiles,
                         amo_profile *profile);
uint64_t nqcnf_chain_auxiliary_from(uint64_t length, uint64_t from,
                                    const amo_profiles *profiles);

/* The textbook at-most-one (amo_pairwise.c), which the recursive
 * encodings fall back on for short lists: its profile (`profiles` is
 * not used), and its clauses over any list of literals (squares or
 * auxiliaries), pair by pair in list order. */
void nqcnf_pairwise_profile(uint64_t length, const amo_profiles *profiles,
                            amo_profile *profile);
nqcnf_status nqcnf_pairwise_list(encoding_state *state,
                                 const int32_t *literals, size_t count);
/* Whether a recursive encoding, which goes pairwise up to
 * `pairwise_up_to` literals, writes `length` of them pairwise; if so, it
 * sets their profile. */
int nqcnf_pairwise_short_profile(uint64_t length, uint64_t pairwise_up_to,
                                 const amo_profiles *profiles,
                                 amo_profile *profile);

/* Symmetry breaking (symmetry_breaking.c): lex-leader constraints for the
 * non-identity members of `group` (bit w for symmetry w, as
 * nqcnf_symmetry_group gives it) on the n x n board, over the board
 * variables. */
void nqcnf_symmetry_cost(uint32_t n, unsigned group, uint64_t *clauses,
                         uint64_t *auxiliary);
/* The 7 non-identity symmetries of the square are 0 .. 6
 * (NQCNF_SYMMETRY_COUNT): where square (0-based, row-major) `square`
 * goes under symmetry `which`. The checker's test for "first of its
 * class" uses the same symmetries as the clauses that enforce it. */
#define NQCNF_SYMMETRY_COUNT 7
uint64_t nqcnf_symmetry_image(int which, uint64_t n, uint64_t square);
nqcnf_status nqcnf_symmetry_emit(encoding_state *state, uint32_t n,
                                 unsigned group);
/* Names the "equal so far" variables of the chains, numbered from
 * d->next on (describe.c sets d up; line is NULL). */
nqcnf_status nqcnf_symmetry_describe(auxiliary_describer *d, uint32_t n,
                                     unsigned group);

/* What an encoding costs in all (cost.c), split the way writers need
 * it: `lines_exactly` and `lines_at_most` are the lines' cardinality
 * constraints (what add_cardinality receives); `clauses` and `auxiliary`
 * count what a clause sink receives instead, or, with `cardinality` set,
 * only the clauses that are not line constraints. NQCNF_ERR_TOO_LARGE
 * when the auxiliary variables would pass INT32_MAX. */
typedef struct encoding_cost {
    uint64_t lines_exactly;
    uint64_t lines_at_most;
    uint64_t clauses;
    uint64_t auxiliary;
} encoding_cost;

/* Both take options already validated at a public entry point
 * (nqcnf_options_import): they are not checked again here. */
nqcnf_status nqcnf_encoding_cost(const nqcnf_options *options,
                                 int cardinality, encoding_cost *cost);

/* What the clauses a clause sink receives hold, in no syntax: their
 * number and their auxiliary variables (nqcnf_encoding_cost's), every
 * occurrence of a literal, the negated ones, and the decimal digits of
 * the variables of all occurrences, a property of the numbers. A writer
 * adds its own punctuation (write/dimacs_size.c). In closed form
 * (cost.c): O(N) steps, no allocation; NQCNF_ERR_TOO_LARGE as for
 * nqcnf_encoding_cost. */
typedef struct encoding_profile {
    uint64_t clauses;
    uint64_t auxiliary;
    uint64_t literals; /* occurrences, in all clauses */
    uint64_t negated;  /* of those, the negated ones */
    uint64_t digits;   /* of the variables of all occurrences */
} encoding_profile;

nqcnf_status nqcnf_encoding_profile(const nqcnf_options *options,
                                    encoding_profile *profile);

/* Symmetry breaking's share (symmetry_breaking.c): adds the literals,
 * negated ones and digits of its clauses to `profile`, their auxiliary
 * variables numbered from `first_auxiliary` on (the clauses and
 * auxiliaries are nqcnf_symmetry_cost's). */
void nqcnf_symmetry_profile(uint32_t n, unsigned group,
                            uint64_t first_auxiliary,
                            encoding_profile *profile);

/* Digits in bands (digit_bands.c). */
unsigned nqcnf_decimal_digits(uint64_t value);
/* How often the literals of `runs` from the `from`-th on occur. */
uint64_t nqcnf_runs_from(const occurrence_run *runs, size_t count,
                         uint64_t from);
/* The sum of occurrences(i) * digits(first + i*step), the occurrences
 * given as runs (i < the runs' counts summed), each number occurring
 * `extra` times more; the sums are modulo 2^64, so `extra` may stand for
 * a negative number (0 - k). */
uint64_t nqcnf_digits_by_runs(uint64_t first, uint64_t step,
                              const occurrence_run *runs, size_t run_count,
                              uint64_t extra);
/* The digits of first, first + step, ... (count numbers), once each. */
uint64_t nqcnf_digit_total(uint64_t first, uint64_t step, uint64_t count);
/* The digits of every square of the n x n board, each counted as often
 * as the inner weights of its two diagonals say (diagonal_digits.c): W,
 * the sum of the weights of lengths up to x, is asked at a few dozen
 * points, and every length's weight is given once, longest first, so
 * nothing of size N is stored. */
#define DIAGONAL_PROBES 80

typedef struct diagonal_digits {
    int64_t n;
    size_t probes, next;
    int64_t point[DIAGONAL_PROBES];
    uint64_t coefficient[DIAGONAL_PROBES];
    uint64_t coefficients, row_terms, suffix, total;
} diagonal_digits;

void nqcnf_diagonal_digits_start(diagonal_digits *d, uint32_t n);
/* The weight of `length`, for length n, n-1, ..., 1 in turn; that of
 * length 1 must be 0 (one-square diagonals are not emitted). */
void nqcnf_diagonal_digits_add(diagonal_digits *d, uint64_t length,
                               uint64_t weight);
uint64_t nqcnf_diagonal_digits_total(const diagonal_digits *d);

#endif
