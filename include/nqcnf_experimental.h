/*
 * nqcnf_experimental.h - the experimental part of the nqueens-cnf library.
 *
 * What the command builds on beyond the generator: the readers (DIMACS,
 * SMT-LIB 2, the instance files of the literature), check and its
 * diagnoses, decoding a solver's answer, telling what a file is, the
 * shuffle, the GBD hash and the count's estimate. These are exported
 * like the rest, but they MAY CHANGE IN ANY MINOR VERSION (0.7 -> 0.8),
 * while nqcnf.h changes only with the major version once it is 1.0;
 * CHANGES.md says what each release changed (docs/library.md, "Versions
 * and the soname", how versions are kept). Include this header instead
 * of nqcnf.h (it includes nqcnf.h) when you need them,
 * as zstd's static-linking-only section is asked for by name.
 */
#ifndef NQCNF_EXPERIMENTAL_H
#define NQCNF_EXPERIMENTAL_H

#include "nqcnf.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------
 * What the variables stand for, and quoting input
 * ------------------------------------------------------------------------ */

/* What an auxiliary variable stands for, as `explain` words it.
 * SOME_QUEEN, the encodings' variables: true when a queen stands on one
 * of `squares`, which lie on `line` (in the line's order). Ladder,
 * commander and product are exact: the board fixes every variable. The
 * sequential counter and bitwise fix them only on a line that holds its
 * queen (`free_when_empty`): on an empty line they may take either value.
 * AGREES, symmetry breaking's "equal so far" variables: true when every
 * square up to squares[0] (row by row) holds a queen exactly when its
 * image under `symmetry` (0 .. 6, in the order the clauses come) does. */
typedef enum nqcnf_auxiliary_kind {
    NQCNF_AUXILIARY_SOME_QUEEN,
    NQCNF_AUXILIARY_AGREES
} nqcnf_auxiliary_kind;

/* "some-queen", "agrees"; NULL for another value. */
NQCNF_API const char *nqcnf_auxiliary_kind_name(nqcnf_auxiliary_kind kind);

typedef struct nqcnf_auxiliary {
    int32_t variable;
    nqcnf_auxiliary_kind kind;
    char symbol;          /* its letter: s17, y17, b17, c17, p17/q17, e17 */
    int free_when_empty;
    const struct nqcnf_line *line;  /* SOME_QUEEN; NULL for AGREES */
    const struct nqcnf_square_ref *squares; /* 0-based */
    size_t square_count;
    int symmetry;         /* AGREES */
    const char *text;     /* one sentence, squares numbered from 1 */
} nqcnf_auxiliary;

/* Calls visit for every auxiliary variable the clauses of `options`
 * have, in increasing order (the generator's numbering); a nonzero
 * return stops it with NQCNF_ERR_STOPPED. The auxiliary and what it
 * points to are valid only during its visit. */
NQCNF_API nqcnf_status nqcnf_auxiliary_describe(const nqcnf_options *options,
    int (*visit)(void *context, const nqcnf_auxiliary *auxiliary),
    void *context);

/* Input bytes made safe for a terminal or a log: printable ASCII as it
 * is (a backslash doubled), every other byte as \xNN, so that no escape
 * sequence, control byte or invisible character of a file reaches the
 * screen raw. A quote shows at most NQCNF_QUOTE_BYTES bytes of the input
 * (fewer when `out` is smaller): a longer one is cut at a whole escape,
 * never inside a UTF-8 sequence, and ends in "...(L bytes)" with the
 * input's whole length L, or in "..." alone when `out` has no room for
 * the length. Writes at most `size` bytes with the NUL into `out`;
 * NQCNF_QUOTE_SIZE holds the longest quote. Returns `out` (empty for
 * NULL `at` or a size below NQCNF_QUOTE_MIN; "" itself for a NULL `out`
 * or size 0). Every message and report of the library and the command
 * that quotes its input goes through it. */
#define NQCNF_QUOTE_MIN 8u
#define NQCNF_QUOTE_BYTES 80u
#define NQCNF_QUOTE_SIZE (4u * NQCNF_QUOTE_BYTES + 32u)
NQCNF_API const char *nqcnf_quote(const char *at, size_t length, char *out,
                                  size_t size);

/* The same for an input of `length` bytes of which only the first `held`
 * are at `at` (a token the reader cut to fit): a quote that cuts ends in
 * "...(L bytes)" with the whole length. nqcnf_quote(at, n, ...) is
 * nqcnf_quote_held(at, n, n, ...); `held` above `length` counts as
 * `length`. */
NQCNF_API const char *nqcnf_quote_held(const char *at, size_t held,
                                       size_t length, char *out,
                                       size_t size);

/* ------------------------------------------------------------------------
 * Instances of the literature
 * ------------------------------------------------------------------------ */

/* Plain N-Queens is easy as a decision problem; its variants with blocked
 * squares (Blocked n-Queens, CSPLib 080), excluded diagonals (the
 * Excluded Diagonals Problem, CSPLib 079) and pre-placed queens
 * (n-Queens Completion) are NP-complete (Gent, Jefferson and
 * Nightingale, "Complexity of n-Queens Completion", JAIR 59, 2017). An
 * instance collects such a board, from files in the formats of CSPLib and
 * the ASP competitions or from seeded generators that follow the
 * paper's, and hands it to the options as blocked squares and pre-placed
 * queens: an excluded diagonal is its squares, blocked. */

/* A diagonal as CSPLib 079 numbers it, 0 .. 2n-2: a sum diagonal holds
 * the squares whose row + column is `index`, a difference diagonal those
 * whose row - column + n - 1 is (rows and columns 0-based). */
typedef struct nqcnf_diagonal {
    uint32_t index;
    int sum;          /* 1: sum diagonal; 0: difference diagonal */
} nqcnf_diagonal;

/* Where and why a file was refused (a struct that does not grow). */
typedef struct nqcnf_read_error {
    size_t line;          /* 1-based; 0 when the file as a whole is wrong */
    char expected[120];   /* what was expected there, in words */
} nqcnf_read_error;

/* The instance: board size, blocked squares, excluded diagonals,
 * pre-placed queens. Opaque; made by nqcnf_instance_create(). */
typedef struct nqcnf_instance nqcnf_instance;

/* A new, empty instance for the n x n board (1 .. NQCNF_MAX_N). */
NQCNF_API nqcnf_status nqcnf_instance_create(uint32_t n, nqcnf_instance **instance);

NQCNF_API void nqcnf_instance_free(nqcnf_instance *instance);

/* Adds one blocked square, one pre-placed queen, one excluded diagonal
 * (NQCNF_ERR_INVALID_ARGUMENT when off the board). */
NQCNF_API nqcnf_status nqcnf_instance_block(nqcnf_instance *instance, nqcnf_square_ref square);
NQCNF_API nqcnf_status nqcnf_instance_place(nqcnf_instance *instance, nqcnf_square_ref square);
NQCNF_API nqcnf_status nqcnf_instance_exclude(nqcnf_instance *instance, nqcnf_diagonal diagonal);

/* Reads the CSPLib 079 generator's output: `n = N`, `numdiags = K`,
 * `diags = [[d, t], ...]` (t: 1 sum, 0 difference diagonal), in any order,
 * an optional `letting` before each name and `;` after each value,
 * comments from `#`, `%` or `$` to the end of the line. Excludes the first
 * `take` diagonals of the list (SIZE_MAX: all of them): any first part
 * of the list is an instance of the generator's distribution, no other
 * part is. The file's n must be the instance's; numdiags must count the
 * list. A malformed file, or a take beyond the list, gives
 * NQCNF_ERR_INVALID_ARGUMENT with `error` filled (when not NULL) and the
 * instance unchanged. */
NQCNF_API nqcnf_status nqcnf_instance_read_diagonals(nqcnf_instance *instance, const char *text, size_t size, size_t take, nqcnf_read_error *error);

/* Reads blocked squares, 1-based, one to a line in any of these forms:
 * the ASP competition's facts `block(R,C).` (with `board(N).`, which must
 * be the instance's n), a plain `R C`, or CSPLib 080 generator's
 * `letting blocks = [[R, C], ...]` (with `letting n = N`); comments as
 * above. Errors as nqcnf_instance_read_diagonals(). */
NQCNF_API nqcnf_status nqcnf_instance_read_blocks(nqcnf_instance *instance, const char *text, size_t size, nqcnf_read_error *error);

/* The seeded generators, after the paper's (CSPLib's Python generators),
 * drawing from keyed_random (a counter-based generator: the same seed
 * gives the same instance on every machine and version of this
 * generator). Each leaves at least `min_open` open squares in every row
 * and column, as the paper's `mininfile` does.
 *
 * Blocked n-Queens (blocked-gen.py): the n*n squares in a random order;
 * each is blocked unless its row or column would drop below min_open,
 * until round(fraction * n * n) are; a pass that falls short starts again
 * with a new order (at most 1000 passes, and at most 2^26 squares drawn
 * in all, so a fraction no pass reaches is refused in seconds). Time and
 * memory are linear in the n*n squares. The control parameter of the
 * paper is n - blocked / n, the mean open squares per row. */
NQCNF_API nqcnf_status nqcnf_instance_random_blocks(nqcnf_instance *instance, double fraction, uint32_t min_open, uint64_t seed);

/* Excluded Diagonals (queens-diag-gen.py): both kinds of diagonal in a
 * random order each; repeatedly a kind at random (while both are left)
 * and its next diagonal, excluded unless one of its open squares' row or
 * column would drop below min_open. The first `take` diagonals of that
 * list are excluded; *available (when not NULL) gets the list's length.
 * take > *available gives NQCNF_ERR_INVALID_ARGUMENT. The paper's control
 * parameter is take / n. */
NQCNF_API nqcnf_status nqcnf_instance_random_diagonals(nqcnf_instance *instance, size_t take, uint32_t min_open, uint64_t seed, size_t *available);

/* n-Queens Completion (queens-gen-fast.py): `count` queens, each on a
 * random row and column still free, kept when no placed queen shares a
 * diagonal, within n*n draws; NQCNF_ERR_INVALID_ARGUMENT when the draws
 * run out (or count > n). The paper found this family easy: no
 * consistently hard instances at any count. */
NQCNF_API nqcnf_status nqcnf_instance_random_queens(nqcnf_instance *instance, size_t count, uint64_t seed);

/* The excluded diagonals, in the order they were added, and their number
 * in *count (`count` may be NULL); NULL and 0 for a NULL instance. */
NQCNF_API const nqcnf_diagonal *nqcnf_instance_diagonals(const nqcnf_instance *instance, size_t *count);

/* Points options->blocked at the blocked squares and the squares of the
 * excluded diagonals (each once, row by row) and options->queens at the
 * pre-placed queens. They stay the instance's: keep it until the options'
 * last use, and change it no more. options->n must be the instance's. */
NQCNF_API nqcnf_status nqcnf_instance_apply(nqcnf_instance *instance, nqcnf_options *options);

/* ------------------------------------------------------------------------
 * Identity
 * ------------------------------------------------------------------------ */

/* The GBD hash names a CNF instance in the Global Benchmark Database
 * (benchmark-database.de, gbd-tools): the MD5 of the clauses alone, as
 * 32 lowercase hexadecimal digits. Comment lines and the `p` header are
 * left out and the literals, each clause's closing 0 included, are
 * joined by single spaces ("1 -2 0 3 0"), so the same clauses in the
 * same order give the same hash whatever the comments or whitespace. */
#define NQCNF_GBD_HASH_SIZE 33 /* 32 digits and the closing NUL */

/* A GBD hash computed over text as it streams by, in memory that does
 * not grow with the text (about 64 KB): give it DIMACS text in pieces of
 * any size with nqcnf_gbd_hasher_write (an nqcnf_write_fn, so it can
 * stand behind nqcnf_write, or be fed a file), then take the hash with
 * nqcnf_gbd_hasher_finish. Lines whose first word is not a number (c, p)
 * are skipped, as gbd-tools does. */
typedef struct nqcnf_gbd_hasher nqcnf_gbd_hasher;

/* A new hasher in *hasher; NQCNF_ERR_OUT_OF_MEMORY or
 * NQCNF_ERR_INVALID_ARGUMENT (hasher NULL). */
NQCNF_API nqcnf_status nqcnf_gbd_hasher_new(nqcnf_gbd_hasher **hasher);

/* Hashes `size` bytes of text; `context` is the hasher. Returns 0, or -1
 * with errno EINVAL for a NULL hasher or NULL data with a nonzero size. */
NQCNF_API int nqcnf_gbd_hasher_write(void *context, const void *data,
                                     size_t size);

/* The hash of everything written since the hasher was made (or last
 * finished), into `hash`; the hasher starts over, ready for another
 * text. */
NQCNF_API nqcnf_status nqcnf_gbd_hasher_finish(nqcnf_gbd_hasher *hasher,
                                               char hash[NQCNF_GBD_HASH_SIZE]);

/* Frees the hasher; NULL is allowed. */
NQCNF_API void nqcnf_gbd_hasher_free(nqcnf_gbd_hasher *hasher);

/* The GBD hash of the DIMACS file nqcnf_write would write for `options`
 * (without NQCNF_WRITE_COMMENTS, which would not change it), without
 * writing it: the text is generated and hashed as it streams, so the
 * time is about that of writing the file, the memory bounded. */
NQCNF_API nqcnf_status nqcnf_gbd_hash(const nqcnf_options *options,
                                      char hash[NQCNF_GBD_HASH_SIZE]);

/* ------------------------------------------------------------------------
 * Estimates
 * ------------------------------------------------------------------------ */

/* What nqcnf_count() would find and take, from a short calibration. */
typedef struct nqcnf_estimate {
    double solutions;           /* the instance's (or shard's) count */
    double cpu_seconds;         /* the count on one thread of this machine */
    double wall_seconds;        /* with the request's threads on this
                                   machine's processors, under the load
                                   the calibration met */
    double calibration_seconds; /* what the estimate itself took */
    uint64_t samples;           /* parts of the count timed */
} nqcnf_estimate;

/* Estimates what nqcnf_count(options, request) would count and how long
 * it would take, by timing nqcnf_count() itself, on one thread, on a
 * random sample of the count's parts (seeded: the same parts each run,
 * though not the same times) and scaling up: whole sub-problems when
 * they are small, else leaves of random walks below them (Knuth's
 * estimator) with their queens pre-placed. The request's shard, `unique`
 * and threads are honoured; its progress callback is not called. The
 * sampling stops once about `budget_seconds` of the calling thread's CPU
 * time are spent (so another job on the machine makes it take longer,
 * at most 20 times the budget in wall time, but does not change what it
 * samples; 0.5 is a good start; at least a few parts are timed whatever
 * the budget, and an
 * instance of few parts is counted through, which makes the estimate
 * exact). For N = 13 and 14 the time comes within a factor of 3 of the
 * count's; large N are sampled deep, so their figures are rougher.
 * NQCNF_ERR_INVALID_ARGUMENT for a NULL estimate, a negative or NaN
 * budget, or options and requests nqcnf_count() refuses; its other
 * errors as nqcnf_count(). */
NQCNF_API nqcnf_status nqcnf_count_estimate(const nqcnf_options *options,
        const nqcnf_count_request *request, double budget_seconds,
        nqcnf_estimate *estimate);

/* ------------------------------------------------------------------------
 * Shuffling
 * ------------------------------------------------------------------------ */

/* With options.shuffle_parts set, nqcnf_write shuffles its DIMACS text
 * as scranfilize does, reproducibly: the same version, seed and parts
 * give the same bytes on every machine (a counter-based generator of the
 * library's own, no rand()), streaming in bounded memory for any N.
 *   VARIABLES  renames 1..V by a keyed bijection of 1..V (a Feistel
 *              network with cycle walking: no table);
 *   POLARITY   negates every literal of a variable picked by a keyed bit
 *              (about half of them);
 *   CLAUSES    permutes the clauses within consecutive windows of
 *              NQCNF_SHUFFLE_WINDOW clauses (a clause moves less than a
 *              window; a smaller file is permuted whole);
 *   LITERALS   permutes each clause's literals, keyed by its index.
 * The header's counts stay. The file begins with two 'c' lines, the
 * second of which, "c shuffle seed S parts P window W scheme K", is the
 * record nqcnf_shuffle_record_find reads back; the projection lines (see
 * "Formats") show the renamed board variables, in increasing order.
 * NQCNF_WRITE_COMMENTS and the formats other than DIMACS cannot be
 * shuffled: NQCNF_ERR_INVALID_ARGUMENT. nqcnf_sizes.bytes stays the
 * size of the text unshuffled: renaming changes the digits and flips the
 * minus signs, so the shuffled size is known only by writing it. */
#define NQCNF_SHUFFLE_VARIABLES 1u
#define NQCNF_SHUFFLE_POLARITY 2u
#define NQCNF_SHUFFLE_CLAUSES 4u
#define NQCNF_SHUFFLE_LITERALS 8u
#define NQCNF_SHUFFLE_ALL 15u
#define NQCNF_SHUFFLE_WINDOW 65536u
/* The shuffle's definition; another one gets another number. */
#define NQCNF_SHUFFLE_SCHEME 1u

/* One shuffle: what undoing it takes. `variables` is the V of the file's
 * header (0 where a function says it may be found later). */
typedef struct nqcnf_shuffle {
    uint64_t seed;
    unsigned parts;
    uint64_t variables;
} nqcnf_shuffle;

/* The literal of the plain file that `literal` of the shuffled file
 * stands for (nqcnf_unshuffle_literal), and the other way round; literals
 * beyond shuffle->variables come back unchanged, and so does every
 * literal of an invalid shuffle (unknown parts, no variables) or a NULL
 * one. */
NQCNF_API int32_t nqcnf_shuffle_literal(const nqcnf_shuffle *shuffle,
                                        int32_t literal);
NQCNF_API int32_t nqcnf_unshuffle_literal(const nqcnf_shuffle *shuffle,
                                          int32_t literal);

/* Parts from their names, comma-separated: "vars", "polarity",
 * "clauses", "literals" (or "all"); NQCNF_ERR_INVALID_ARGUMENT names
 * nothing else, and *parts is then 0. */
NQCNF_API nqcnf_status nqcnf_shuffle_parts_from_names(const char *names,
                                                      unsigned *parts);

/* Writes the parts' names as the record and the command line spell them
 * ("vars,polarity,clauses,literals") into `text` (always NUL-terminated);
 * returns the length it needed, like snprintf (NULL and 0 ask only for
 * the length; NULL with a nonzero size gives 0). */
NQCNF_API size_t nqcnf_shuffle_parts_names(unsigned parts, char *text,
                                           size_t size);

/* Reads the record of a shuffled DIMACS text from its comment lines
 * before the header, and V from the header: 1 and *shuffle set when there
 * is one, 0 when the text has none, -1 when it has one this version
 * cannot undo (another scheme, parts or window, no header); 0 for NULL
 * data or a NULL shuffle. */
NQCNF_API int nqcnf_shuffle_record_find(const char *data, size_t size,
                                        nqcnf_shuffle *shuffle);

/* ------------------------------------------------------------------------
 * Decoding a solver's answer
 * ------------------------------------------------------------------------ */

/* What the decoder finds in a solver's output. */
typedef enum nqcnf_answer_kind {
    NQCNF_ANSWER_MODEL,          /* a complete model; board is set */
    NQCNF_ANSWER_UNSATISFIABLE,  /* "s UNSATISFIABLE", "UNSAT", ... */
    NQCNF_ANSWER_UNKNOWN,        /* "s UNKNOWN", "INDET", ... */
    NQCNF_ANSWER_ERROR           /* malformed input; message says why */
} nqcnf_answer_kind;

typedef struct nqcnf_answer {
    nqcnf_answer_kind kind;
    size_t line;                /* 1-based line where it starts or failed */
    const nqcnf_board *board;   /* for MODEL: the board the model encodes */
    const char *message;        /* for ERROR: what is wrong */
} nqcnf_answer;

/* Receives every answer in input order; return 0 to go on. The answer,
 * its board and its message belong to the decoder and are valid only
 * until the callback returns (the next model refills the same board):
 * copy what you keep. */
typedef int (*nqcnf_answer_fn)(void *context, const nqcnf_answer *answer);

typedef struct nqcnf_decoder nqcnf_decoder;

/* A decoder for boards of n x n. It reads the competition format
 * (cryptominisat5, cadical, kissat, picosat: "s SATISFIABLE", "v" lines
 * wrapped anywhere, "c" comments), minisat's result file ("SAT" then a line
 * of literals ending in 0), and several models in one stream; a model may
 * also come bare, as literal lines without any answer line, and a new
 * line of literals after a model's final 0 starts the next model. It also
 * reads z3's model for the SMT-LIB file (sat, then (define-fun x<r>y<c>
 * () Bool true) entries) and PB solvers' "v x1 -x2" lines (clasp).
 * Variables above n*n (auxiliary variables) are ignored. After
 * nqcnf_decoder_finish() the decoder may take more lines, as if a new
 * stream began. The decoder keeps on_answer and context until
 * nqcnf_decoder_free() (context must stay valid that long) and calls it
 * only from within nqcnf_decoder_line() and nqcnf_decoder_finish(). */
NQCNF_API nqcnf_status nqcnf_decoder_new(uint32_t n, nqcnf_answer_fn on_answer,
                               void *context, nqcnf_decoder **decoder);

/* Literals above `variables` become errors ("beyond the header's range")
 * instead of being ignored: set it to the variable count of the CNF the
 * solver was given. 0 (the default) means no limit beyond int32. A NULL
 * decoder does nothing. */
NQCNF_API void nqcnf_decoder_set_variable_limit(nqcnf_decoder *decoder,
                                      uint64_t variables);

/* The models answer a file shuffled by `shuffle` (a copy is kept; NULL
 * goes back to plain files): each literal is mapped back before it is
 * placed on the board. With shuffle->variables set (the header's V), the
 * literals are mapped as they come; with 0, each model is held until its
 * end and V taken from its largest variable, which holds only for
 * solvers that print every variable (cadical, kissat, minisat,
 * cryptominisat5 and picosat do). NQCNF_ERR_INVALID_ARGUMENT for unknown
 * parts. */
NQCNF_API nqcnf_status nqcnf_decoder_set_shuffle(nqcnf_decoder *decoder,
                                                 const nqcnf_shuffle *shuffle);

struct nqcnf_smt2;

/* Decodes z3's model of an SMT-LIB file read with nqcnf_smt2_read_buffer()
 * by that file's names (q_1_1, r2c3, ...) instead of only x<r>y<c>: a
 * name the file maps to a square sets that square, one of its other
 * names (helper variables) is ignored, any other is an error. The decoder
 * copies what it needs; `smt2` may be freed afterwards. NULL goes back to
 * x<r>y<c>. NQCNF_ERR_OUT_OF_MEMORY leaves the decoder as it was. */
NQCNF_API nqcnf_status nqcnf_decoder_set_smt2_names(
    nqcnf_decoder *decoder, const struct nqcnf_smt2 *smt2);

/* Feeds one line, without its line end. Blanks separate words and are
 * ignored around them: space, tab, CR, vertical tab and form feed, as in
 * nqcnf_cnf_read_buffer() (so the CR of a CRLF line end is ignored too).
 * The line is read during the call only. */
NQCNF_API nqcnf_status nqcnf_decoder_line(nqcnf_decoder *decoder, const char *line,
                                size_t length);

/* Ends the input: reports a model left without its final 0. */
NQCNF_API nqcnf_status nqcnf_decoder_finish(nqcnf_decoder *decoder);

NQCNF_API void nqcnf_decoder_free(nqcnf_decoder *decoder);

/* Decodes a whole buffer, or a whole stream (read to its end, not
 * closed), with the calls above; on_answer and context are used only
 * during the call. Lines end at '\n' (a '\r' before it goes with it; a
 * last line needs none). A stream is read in blocks and each line decoded
 * as soon as it is complete, in memory for the longest line; a failed
 * read gives NQCNF_ERR_IO with errno set. */
NQCNF_API nqcnf_status nqcnf_decode_buffer(uint32_t n, const char *data, size_t size,
                                 nqcnf_answer_fn on_answer, void *context);
NQCNF_API nqcnf_status nqcnf_decode_file(uint32_t n, FILE *stream,
                               nqcnf_answer_fn on_answer, void *context);

/* What a kind of answer is called: "model", "unsatisfiable", "unknown",
 * "error"; NULL for another value. */
NQCNF_API const char *nqcnf_answer_kind_name(nqcnf_answer_kind kind);

/* What the input is when it is no solver's answer at all, so that a
 * front end says that once instead of an error per line or square. Each
 * is reported as one NQCNF_ANSWER_ERROR (its message in English, for
 * callers that know nothing of diagnoses); after CNF, OPB and
 * MINISAT_REPORT the rest of the stream is passed over. */
typedef enum nqcnf_decode_diagnosis {
    NQCNF_DECODE_ANSWER,         /* nothing to say of the input as a whole */
    NQCNF_DECODE_EMPTY,          /* no bytes, or blank lines only (at
                                    nqcnf_decoder_finish(); comments are a
                                    solver's output, and no diagnosis) */
    NQCNF_DECODE_CNF,            /* the problem, not its answer: the first
                                    line that is neither blank nor a "c"
                                    comment is "p cnf" ("p knf", "p cnf+") */
    NQCNF_DECODE_OPB,            /* the same for an OPB file, as
                                    nqcnf_sniff_text() tells one */
    NQCNF_DECODE_MINISAT_REPORT, /* minisat's standard output: statistics
                                    and a bare SATISFIABLE, no model (minisat
                                    writes it to its second argument) */
    NQCNF_DECODE_OTHER_N         /* a model of another board: it gives
                                    values to the variables 1 .. M*M and no
                                    other, M*M < n*n (see other_n below) */
} nqcnf_decode_diagnosis;

/* The diagnosis of the latest answer the decoder reported:
 * NQCNF_DECODE_ANSWER when that answer was none (or none was reported
 * yet). Meant to be called from on_answer on an NQCNF_ANSWER_ERROR, and
 * valid until the next answer. *other_n (may be NULL) is M for
 * NQCNF_DECODE_OTHER_N, else 0. A NULL decoder: NQCNF_DECODE_ANSWER. */
NQCNF_API nqcnf_decode_diagnosis nqcnf_decoder_diagnosis(
    const nqcnf_decoder *decoder, uint32_t *other_n);

/* "answer", "empty", "cnf", "opb", "minisat-report", "other-n"; NULL for
 * another value. */
NQCNF_API const char *nqcnf_decode_diagnosis_name(
    nqcnf_decode_diagnosis diagnosis);

/* The models of an enumeration judged among themselves: which repeats an
 * earlier one (what a blocking loop prints when its blocking clause is
 * wrong), how many distinct boards they are, and which class under the 8
 * symmetries of the square each solution falls in (its canonical member
 * is nqcnf_board_class()'s with all 8). Models are numbered from 1 in the
 * order they are added, classes from 1 in the order of their first
 * solution; 0 is none. A distinct solution is kept as its N queen columns, any
 * other distinct board whole, and each model in a few words, so a long
 * enumeration costs little more than its distinct solutions. Opaque;
 * made by nqcnf_tally_new(). */
typedef struct nqcnf_tally nqcnf_tally;

/* An empty tally of n x n boards (1 .. NQCNF_MAX_N; NQCNF_ERR_TOO_LARGE
 * above). *tally is NULL after a failure. */
NQCNF_API nqcnf_status nqcnf_tally_new(uint32_t n, nqcnf_tally **tally);

NQCNF_API void nqcnf_tally_free(nqcnf_tally *tally);

/* Adds the next model: the board it encodes (read during the call only,
 * as the decoder's answer gives it) and the line it came from. Says at
 * once what it is: *solution whether it is one (nqcnf_board_verify()
 * finds no problem), *class_number its class (0 when it is no solution),
 * *repeats the first earlier model with the same board (0: none) and
 * *repeats_line that model's line. Each out-parameter may be NULL, and
 * is 0 after a failure. NQCNF_ERR_INVALID_ARGUMENT for a NULL tally or
 * board or a board of another n; NQCNF_ERR_OUT_OF_MEMORY leaves the
 * tally as it was (the model is not added; it may be added again). */
NQCNF_API nqcnf_status nqcnf_tally_add(nqcnf_tally *tally,
                                       const nqcnf_board *board, size_t line,
                                       int *solution, size_t *class_number,
                                       size_t *repeats, size_t *repeats_line);

/* What nqcnf_tally_count() counts. */
typedef enum nqcnf_tally_figure {
    NQCNF_TALLY_MODELS,          /* the models added */
    NQCNF_TALLY_DISTINCT,        /* the distinct boards among them */
    NQCNF_TALLY_SOLUTIONS,       /* the models that are solutions, repeats
                                    included */
    NQCNF_TALLY_CLASSES,         /* the classes of those solutions */
    NQCNF_TALLY_CLASSES_COMPLETE /* the classes every member of which was
                                    added */
} nqcnf_tally_figure;

/* The figure's count; 0 for a NULL tally or another value. Every
 * solution of N added once gives A000170(N) models, distinct boards and
 * solutions, and A002562(N) classes, all of them complete. */
NQCNF_API size_t nqcnf_tally_count(const nqcnf_tally *tally,
                                   nqcnf_tally_figure figure);

/* Model number `model` again: its line, its class (0: no solution) and
 * the first earlier model with its board (0: none); each out-parameter
 * may be NULL, and is 0 after a failure. NQCNF_ERR_INVALID_ARGUMENT for
 * a NULL tally or a number that is no model's. */
NQCNF_API nqcnf_status nqcnf_tally_model(const nqcnf_tally *tally,
                                         size_t model, size_t *line,
                                         size_t *class_number,
                                         size_t *repeats);

/* Model number `model`'s board, drawn again into `board`, which the call
 * initialises (as nqcnf_board_init()) and the caller frees with
 * nqcnf_board_free(); left empty after a failure.
 * NQCNF_ERR_INVALID_ARGUMENT as nqcnf_tally_model(), and for a NULL
 * board; NQCNF_ERR_OUT_OF_MEMORY. */
NQCNF_API nqcnf_status nqcnf_tally_model_board(const nqcnf_tally *tally,
                                               size_t model,
                                               nqcnf_board *board);

/* Class number `class_number`: its canonical member's queen columns into
 * `columns` (n entries, row by row, 0-based; may be NULL), *size how many
 * distinct boards the class has (8, 4 or 2; 1 for N = 1) and *found how
 * many of them were added (size and found may be NULL, and are 0 after a
 * failure). NQCNF_ERR_INVALID_ARGUMENT for a NULL tally or a number that
 * is no class's. */
NQCNF_API nqcnf_status nqcnf_tally_class(const nqcnf_tally *tally,
                                         size_t class_number,
                                         uint32_t *columns, unsigned *size,
                                         size_t *found);

/* One model on nqcnf_tally_walk(): its class (0: no solution), its
 * number and line, and the model it repeats (0 for its board's first).
 * Return 0 to go on, anything else to stop the walk. */
typedef int (*nqcnf_tally_visit_fn)(void *context, size_t class_number,
                                    size_t model, size_t line,
                                    size_t repeats);

/* Every model, once, a class at a time: the classes in order, each
 * class's distinct boards in the order they first came, each board's
 * models in order; then the models that are no solution, in order.
 * NQCNF_ERR_STOPPED when visit stops it; NQCNF_ERR_INVALID_ARGUMENT for
 * a NULL tally or visit. */
NQCNF_API nqcnf_status nqcnf_tally_walk(const nqcnf_tally *tally,
                                        nqcnf_tally_visit_fn visit,
                                        void *context);

/* ------------------------------------------------------------------------
 * Checking a CNF against the reference
 * ------------------------------------------------------------------------ */

/* Reading a DIMACS file as people write it: "c" comment lines anywhere
 * (also "c" as a word after a clause's literals: the rest of that line),
 * blank lines, any blanks around words (space, tab, CR, vertical tab,
 * form feed: the decoder's blanks), CRLF line ends, several clauses on
 * one line or one clause over several, no final newline, a SATLIB "%"
 * end marker. What is wrong or odd becomes an issue with its line;
 * nothing is guessed away. Issues marked as errors below make the file
 * malformed: the course's solvers that hold a file to its header
 * (cadical, picosat) refuse it, and what is read may not be what was
 * meant; nqcnf_cnf_issue_solvers() names which of the course's solvers
 * (minisat, cryptominisat5, cadical, picosat) reject each kind. */
typedef enum nqcnf_cnf_issue_kind {
    NQCNF_CNF_NO_HEADER,            /* error: no "p cnf" line (line 0) */
    NQCNF_CNF_BAD_HEADER,           /* error: a "p" line that is not
                                       "p cnf V C"; token: the line */
    NQCNF_CNF_LATE_HEADER,          /* error: a header after clauses or a
                                       second header (the first counts) */
    NQCNF_CNF_HEADER_VARIABLES,     /* value = the header's count, more
                                       than expected = the largest
                                       variable the clauses use (fewer is
                                       LITERAL_OUT_OF_RANGE): every
                                       solver reads it, the clauses
                                       decide the verdict */
    NQCNF_CNF_HEADER_CLAUSES,       /* error: value = the header's count,
                                       expected = the clauses found */
    NQCNF_CNF_NOT_A_NUMBER,         /* error: token: the word */
    NQCNF_CNF_LITERAL_OUT_OF_RANGE, /* error: value = the literal (clipped
                                       to int64), expected = the limit */
    NQCNF_CNF_MISSING_FINAL_ZERO,   /* error: the last clause has no 0 */
    NQCNF_CNF_DUPLICATE_CLAUSE,     /* the same literals as the clause on
                                       other_line (in any order) */
    NQCNF_CNF_TAUTOLOGY,            /* value = a variable it has both ways */
    NQCNF_CNF_REPEATED_LITERAL,     /* value = the repeated literal */
    NQCNF_CNF_PERCENT_END,          /* error: a SATLIB-style "%" line ends
                                       the clauses; value = the non-blank
                                       lines after it, which are not
                                       read */
    NQCNF_CNF_COMMENT_IN_CLAUSE     /* a comment before a clause's 0:
                                       legal DIMACS, but some solvers
                                       reject the file */
} nqcnf_cnf_issue_kind;

/* The number of kinds, for arrays indexed by kind. */
#define NQCNF_CNF_ISSUE_KIND_COUNT (NQCNF_CNF_COMMENT_IN_CLAUSE + 1)

/* Whether an issue of this kind makes the file malformed (1) or is only
 * odd (0). A value that is no kind gives 1, the safe side for a caller
 * that refuses malformed files. */
NQCNF_API int nqcnf_cnf_issue_is_error(nqcnf_cnf_issue_kind kind);

/* The course's solvers (minisat, cryptominisat5, cadical, picosat) that
 * reject a file with an issue of this kind (reject 1) or read it
 * (reject 0), as words: "minisat and cryptominisat5", "minisat,
 * cryptominisat5, cadical and picosat"; "" when none. Written into
 * buffer like snprintf (NUL terminated when size > 0, cut to fit);
 * returns the length of the whole words. A value that is no kind is
 * rejected by all of them. */
NQCNF_API size_t nqcnf_cnf_issue_solvers(nqcnf_cnf_issue_kind kind,
                                         int reject, char *buffer,
                                         size_t size);

typedef struct nqcnf_cnf_issue {
    nqcnf_cnf_issue_kind kind;
    size_t line;       /* 1-based; 0 when no line applies */
    size_t clause;     /* index into the clauses, SIZE_MAX if none */
    int64_t value;
    int64_t expected;
    size_t other_line; /* DUPLICATE_CLAUSE: the first copy's line */
    char token[40];    /* the offending text, NUL terminated, cut to fit
                          at a character's start: never half a UTF-8
                          sequence */
    size_t token_length; /* the offending text's whole length in bytes,
                            which token holds when below 40 */
    /* NOT_A_NUMBER and BAD_HEADER: the first character that is not ASCII
     * (often invisible: a no-break space or a byte-order mark pasted from
     * a web page, or a minus sign that looks like '-'), as a Unicode code
     * point (U+FFFD for bytes that are not UTF-8), and its column on the
     * line, counted in characters from 1; 0 and 0 when there is none */
    uint32_t code_point;
    size_t column;
    /* The same issue again on later lines (the same kind about a copy of
     * the same clause, or the same words, value and character), counted
     * rather than kept: the first NQCNF_CNF_SAME_ISSUES_KEPT of a kind
     * are issues of their own, and the last of them counts the rest in
     * `repeats`, the last line among them in `last_line` (0 and 0 when
     * there are none). A million copies of one clause cost three issues,
     * and the exact total is still 3 + repeats. */
    size_t repeats;
    size_t last_line;
} nqcnf_cnf_issue;

#define NQCNF_CNF_SAME_ISSUES_KEPT 3

/* The distinct issues of a kind a cnf keeps: a text with a million
 * different bad words (or tautologies, or clauses with a repeated
 * literal) keeps the first ones and counts the others in the cnf's
 * `unlisted` and `unlisted_repeats`, as no report lists more than a
 * thousand of a kind. A kind that occurs always has a kept issue, so
 * which kinds a text has (and whether it is malformed) is in the array;
 * only how many of them is in the counts. */
#define NQCNF_CNF_ISSUES_KEPT_OF_A_KIND 1024

/* Flags of a clause as read. The comparison leaves out clauses with any
 * of them: a damaged clause's meaning is unknown, a tautology says
 * nothing, a duplicate says it again (each is reported as an issue). */
#define NQCNF_CNF_CLAUSE_DAMAGED   1u /* a word that is not a literal, or a
                                         literal out of range */
#define NQCNF_CNF_CLAUSE_TAUTOLOGY 2u
#define NQCNF_CNF_CLAUSE_DUPLICATE 4u

/* Copies of earlier clauses that a text holds and the cnf only counts:
 * `copies` of them stand right before stored clause `before`
 * (clause_count: after the last one). */
typedef struct nqcnf_cnf_gap {
    uint32_t before;
    uint32_t copies;
} nqcnf_cnf_gap;

/* sorted_offsets[c] of a clause written normalized: its normalized form
 * is the clause as written. */
#define NQCNF_CNF_AS_WRITTEN UINT32_MAX

/* A CNF as read. Clauses keep the literals as written (their order,
 * repeats) in the layout of nqcnf_clause_list; each one's normalized form
 * (sorted by variable, then sign, repeats dropped), which is how clauses
 * are compared, is nqcnf_cnf_normalized()'s. Memory follows the text's
 * distinct clauses: a copy of an earlier clause (an empty clause after the
 * first included) is stored only while its issues are among the first
 * NQCNF_CNF_SAME_ISSUES_KEPT of their kind about that clause; the others
 * are counted (clauses_read, gaps) and their issues in `repeats`, or in
 * `unlisted` past NQCNF_CNF_ISSUES_KEPT_OF_A_KIND. A damaged clause by a
 * word that is no number, like an earlier one (the same literals) and
 * with no issue kept, is counted as its copy. Reading
 * refuses (NQCNF_ERR_TOO_LARGE) a text of 2^32 lines or literals. */
typedef struct nqcnf_cnf {
    int has_header;
    size_t header_line;
    uint64_t header_variables;
    uint64_t header_clauses;
    uint32_t max_variable;   /* the largest variable of the kept literals */
    size_t clause_count;     /* the clauses stored, indexing the arrays */
    size_t clauses_read;     /* every clause of the text, copies counted */
    int32_t *literals;       /* as written, each clause closed by 0 */
    uint32_t *offsets;       /* clause_count + 1 entries */
    int32_t *sorted;         /* the normalized form of each clause not
                                written normalized, closed by 0 */
    uint32_t *sorted_offsets;/* clause_count entries: into `sorted`, or
                                NQCNF_CNF_AS_WRITTEN */
    uint32_t *lines;         /* the line each clause starts on */
    unsigned char *flags;    /* NQCNF_CNF_CLAUSE_* bits */
    nqcnf_cnf_gap *gaps;     /* in clause order; none when no copy was
                                left out */
    size_t gap_count;
    nqcnf_cnf_issue *issues; /* in line order */
    size_t issue_count;
    /* Per kind, the issues beyond the first NQCNF_CNF_ISSUES_KEPT_OF_A_KIND
     * distinct ones: `unlisted` those that would be in `issues`, and
     * `unlisted_repeats` those that would be counted in their `repeats`,
     * with neither line nor clause. So issue_count plus the unlisted is
     * the number of issues the text has, and with all the repeats the
     * number of findings. A copy of a clause is told from a new clause
     * exactly; a word issue not kept is compared with no other, so each
     * counts as an issue of its own. */
    size_t unlisted[NQCNF_CNF_ISSUE_KIND_COUNT];
    size_t unlisted_repeats[NQCNF_CNF_ISSUE_KIND_COUNT];
} nqcnf_cnf;

/* Clause `clause`'s normalized literals and their number in *count (the
 * 0 after them is no literal); NULL and 0 for a clause the cnf lacks. */
NQCNF_API const int32_t *nqcnf_cnf_normalized(const nqcnf_cnf *cnf,
                                              size_t clause, size_t *count);

/* Reads DIMACS text. Literals beyond the header's variable count are out
 * of range; without a header, those beyond `headerless_limit` (0: any
 * that fits int32). A malformed file is still NQCNF_OK: its issues say
 * what is wrong. On any other status the structure is left empty (and
 * safe to free). `data` is read during the call only (NULL with size 0:
 * no bytes, a file without a header); the cnf owns all its arrays until
 * nqcnf_cnf_free(). */
NQCNF_API nqcnf_status nqcnf_cnf_read_buffer(const char *data, size_t size,
                                   uint64_t headerless_limit,
                                   nqcnf_cnf *cnf);

/* The same for a whole stream (read to its end, not closed, line by
 * line: memory for the clauses, not for the text); a failed read gives
 * NQCNF_ERR_IO with errno set. */
NQCNF_API nqcnf_status nqcnf_cnf_read_file(FILE *stream, uint64_t headerless_limit,
                                 nqcnf_cnf *cnf);

NQCNF_API void nqcnf_cnf_free(nqcnf_cnf *cnf);

/* Undoes a shuffle (shuffle->variables: the file's V) on a CNF as read,
 * in place: every literal within 1..V of the clauses as written and of
 * their normalized copy (sorted again) becomes the plain file's, and
 * max_variable is taken again; clause and literal order stay as the file
 * has them, so the checker finds the same clauses in another order.
 * Issues keep the file's own numbers. NQCNF_ERR_INVALID_ARGUMENT for an
 * invalid shuffle. */
NQCNF_API nqcnf_status nqcnf_cnf_unshuffle(nqcnf_cnf *cnf,
                                           const nqcnf_shuffle *shuffle);

/* ------------------------------------------------------------------------
 * Reading SMT-LIB 2
 * ------------------------------------------------------------------------ */

/* Courses also teach N-Queens with a hand-written SMT-LIB file for z3:
 * (declare-const x0y0 Bool) ..., then asserts such as
 * (assert (not (or (and x0y1 x0y0) (and x0y2 x0y0)))). The reader takes
 * the Boolean fragment such files are written in -- declare-const and
 * nullary declare-fun of sort Bool, define-fun NAME () Bool TERM, assert,
 * and, or, not, => (right-associative), xor, = (chainable), distinct,
 * ite, true, false, let, (! TERM :named x), and the commands check-sat,
 * get-model, get-value, set-logic, set-option, set-info, exit and echo --
 * and translates it to clauses the way a person reads it: negations are
 * pushed inward, conjunctions split into clauses, a disjunction of
 * literals is one clause, a disjunction of conjunctions is distributed
 * while at most 8 clauses result; a larger one, and the parts of xor, =,
 * distinct and ite that are not literals, are named by a fresh variable
 * with a full definition (both directions), so every variable the
 * translation adds is a function of the file's own constants. */

/* How the file's names map to squares, as detected. */
typedef struct nqcnf_smt2_naming {
    char pattern[32];   /* the names' shape, e.g. "x<r>y<c>", "q_<c>_<r>",
                           "q<r><c>"; "" when no name maps to a square */
    uint32_t base;      /* 0 or 1: the number of the first row/column */
    int row_first;      /* 1 when the first number of a name is the row */
    int order_decided;  /* 1 when the constraints decided which number is
                           the row (only row's at-least-one clauses, say),
                           0 when the order is taken as written (first
                           number = row) because the file is symmetric */
    int order_named;    /* 1 when the names' letters say which number is
                           the row (c0r3, row_3_col_0), which is then read
                           as they say */
} nqcnf_smt2_naming;

typedef struct nqcnf_smt2 {
    nqcnf_cnf cnf;      /* the translation, checkable with nqcnf_check_cnf:
                           square (r, c) (0-based) is variable r*N+c+1 as in
                           the reference, the file's other Boolean
                           constants and the subformulas the translation
                           names are variables above N*N; each clause's
                           line is the line of the assert it comes from;
                           has_header = 1 with the translation's counts,
                           so no header issues arise */
    nqcnf_smt2_naming naming;
    const char *const *names; /* names[v], v in 1..cnf.max_variable: the
                           file's own name of variable v (without |bars|),
                           or NULL for a subformula the translation named
                           (or a square the file never declared) */
    size_t *name_lines; /* for a subformula variable: the line of the
                           subformula; else the line of its declaration */
    /* when the file is outside the fragment or not well formed
       (the status is then NQCNF_OK and cnf is empty): */
    size_t error_line, error_column; /* 1-based; 0 when no error */
    char error[200];    /* what is wrong and what to do, e.g.
                           "(declare-const a Int): integers are outside the
                           Boolean fragment check reads; ..." */
    uint32_t n;         /* the board the file was read for */
} nqcnf_smt2;

/* Reads SMT-LIB 2 text for an n x n board. Returns NQCNF_OK also for a
 * file outside the fragment (error set); other statuses for out of memory
 * or bad arguments, leaving the structure empty and safe to free. The
 * names' shape is found among the declared constants (two numbers in a
 * common frame: x<r>y<c>, q_<r>_<c>, r1c2, queen_1_2, q<r><c> with one
 * digit each when n <= 10, ...; 0- or 1-based from the smallest number);
 * names of another shape are the file's own helper variables. Names
 * whose numbers do not fit n are an error naming the n they fit. `data`
 * is read during the call only; the structure owns everything it points
 * to until nqcnf_smt2_free(). */
NQCNF_API nqcnf_status nqcnf_smt2_read_buffer(const char *data, size_t size,
                                             uint32_t n, nqcnf_smt2 *smt2);
NQCNF_API void nqcnf_smt2_free(nqcnf_smt2 *smt2);

/* What a clause says about the board, read from its literals alone
 * (squares 0-based). */
typedef enum nqcnf_meaning_kind {
    NQCNF_MEANING_ROW_AT_LEAST_ONE,    /* all of row1's squares */
    NQCNF_MEANING_COLUMN_AT_LEAST_ONE, /* all of column1's squares */
    NQCNF_MEANING_SOME_QUEEN,          /* other all-positive board clauses */
    NQCNF_MEANING_ROW_AT_MOST_ONE,     /* not both (row1,column1) and
                                          (row2,column2), in one row */
    NQCNF_MEANING_COLUMN_AT_MOST_ONE,
    NQCNF_MEANING_DIAGONAL_AT_MOST_ONE,
    NQCNF_MEANING_NOT_BOTH,            /* two squares that do not attack
                                          each other */
    NQCNF_MEANING_NOT_ALL,             /* three or more negated squares:
                                          not all of them */
    NQCNF_MEANING_QUEEN_ON,            /* unit clause: (row1,column1) */
    NQCNF_MEANING_NO_QUEEN_ON,
    NQCNF_MEANING_OTHER,               /* auxiliary variables, mixed signs */
    NQCNF_MEANING_FIRST_OF_CLASS       /* not a clause: with symmetry
                                          breaking, the board must be the
                                          first of its symmetry class */
} nqcnf_meaning_kind;

/* The kind's name in lower case with hyphens ("row-at-least-one",
 * "not-both", "first-of-class", ...); NULL for another value. */
NQCNF_API const char *nqcnf_meaning_kind_name(nqcnf_meaning_kind kind);

typedef struct nqcnf_meaning {
    nqcnf_meaning_kind kind;
    uint32_t row1, column1;
    uint32_t row2, column2;
} nqcnf_meaning;

/* The meaning of a clause of the n x n board; NQCNF_MEANING_OTHER (with
 * zero squares) for n = 0, NULL literals or no literals. */
NQCNF_API nqcnf_meaning nqcnf_clause_meaning(uint32_t n, const int32_t *literals,
                                   size_t count);

/* The verdict. Equivalence is on the board: two CNFs are equivalent
 * when their models, projected onto the N*N board variables, are the same
 * set of boards; auxiliary variables (beyond N*N) may be numbered and
 * used in any way. With symmetry breaking the reference's boards are the
 * first of each symmetry class. */
typedef enum nqcnf_check_summary {
    NQCNF_CHECK_IDENTICAL,      /* same header, same clauses, same order,
                                   literals in the same order */
    NQCNF_CHECK_SAME_CLAUSES,   /* the same set of normalized clauses */
    NQCNF_CHECK_EQUIVALENT,     /* different clauses, the same boards at
                                   this N (decided by the solver both
                                   ways); see matters_at_n */
    NQCNF_CHECK_NOT_EQUIVALENT,
    NQCNF_CHECK_UNDECIDED,      /* nothing is known to change the boards,
                                   but a bounded search gave up */
    NQCNF_CHECK_EQUIVALENT_EVERY_N, /* the reference but for changes that
                                   keep it equivalent for every N: see
                                   variants */
    NQCNF_CHECK_BOTH_UNSATISFIABLE /* the reference has no solution and
                                   neither has the file */
} nqcnf_check_summary;

/* The changes NQCNF_CHECK_EQUIVALENT_EVERY_N allows, as flags; each is
 * recognised from the clauses the file has, for any N. */
#define NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE 1u /* columns' at-least-one
    clauses left out: rows' at-least-one and columns' at-most-one give
    them (N queens in N columns of at most one each) */
#define NQCNF_VARIANT_NO_ROW_AT_LEAST_ONE 2u /* the same, rows and columns
    swapped */
#define NQCNF_VARIANT_COUNTED_AT_MOST_ONE 4u /* row or column at-most-one
    pairs left out that the same counting gives (the lines across are
    exactly one each, the lines along at least one each) */
#define NQCNF_VARIANT_TRANSPOSED 8u /* squares numbered column by column:
    variable c*N + r + 1 for (r, c), the board's mirror image in its main
    diagonal, a symmetry of the puzzle (not recognised with symmetry
    breaking, pre-placed queens or blocked squares, which it changes) */
#define NQCNF_VARIANT_SUBSUMED_EXTRA 16u /* clauses added that contain a
    clause of the reference, so follow from it whatever N is */
#define NQCNF_VARIANT_COUNTED_EXTRA 32u /* row or column clauses added
    (at-least-one, or holding an at-most-one pair) that counting gives
    from the reference's own lines, e.g. the columns' at-least-one
    against a reference without them */

typedef enum nqcnf_difference_kind {
    NQCNF_DIFFERENCE_EXTRA,   /* a clause of the file, not of the reference */
    NQCNF_DIFFERENCE_MISSING, /* a reference clause the file lacks */
    NQCNF_DIFFERENCE_ALLOWS   /* a rule of the board (a clause of the
                                 textbook encoding, or being first of its
                                 symmetry class) that the file does not
                                 imply; found only when the file lacks
                                 reference clauses over auxiliary
                                 variables, which cannot be judged one by
                                 one */
} nqcnf_difference_kind;

/* What `implied` says of a difference. */
#define NQCNF_IMPLIED_UNDECIDED (-1) /* the bounded search gave up */
#define NQCNF_IMPLIED_NO 0
#define NQCNF_IMPLIED_YES 1
#define NQCNF_IMPLIED_ON_BOARD 2 /* a MISSING clause over the reference's
    auxiliary variables: the file's own clauses may stand in for it, so
    it is judged by comparing the boards (ALLOWS differences), not alone */

typedef struct nqcnf_difference {
    nqcnf_difference_kind kind;
    size_t line;              /* EXTRA: where it starts; else 0 */
    size_t clause;            /* EXTRA: index in the file's clauses;
                                 MISSING and ALLOWS: index in the
                                 reference's (or the textbook's) order */
    const int32_t *literals;  /* EXTRA: as written (points into the cnf,
                                 which must outlive the report); MISSING
                                 and ALLOWS: as generated (points into the
                                 report); none for FIRST_OF_CLASS */
    size_t count;
    nqcnf_meaning meaning;
    const char *group;        /* MISSING: the generator's note for its
                                 group ("row 1: exactly one queen"), or
                                 NULL; owned by the report */
    int implied;              /* NQCNF_IMPLIED_*. EXTRA over board
                                 squares only: whether the reference
                                 implies it; EXTRA over auxiliary
                                 variables: whether its component (see
                                 below) allows every reference solution;
                                 MISSING over board squares and ALLOWS:
                                 whether the file implies it */
    nqcnf_board witness;      /* when not implied (else n = 0): EXTRA: a
                                 solution the clause (or its component)
                                 rules out, on the component's first
                                 clause only; MISSING and ALLOWS: a board
                                 the file allows that breaks it; owned by
                                 the report */
    size_t component;         /* EXTRA over auxiliary variables: the file
                                 index of the first clause of its
                                 component, the clauses linked to it
                                 through shared auxiliary variables,
                                 which are judged together; else
                                 SIZE_MAX */
} nqcnf_difference;

typedef struct nqcnf_check_report {
    nqcnf_check_summary summary;
    int same_order;           /* SAME_CLAUSES: in the reference's order too
                                 (only the header differs) */
    unsigned variants;        /* EQUIVALENT_EVERY_N: NQCNF_VARIANT_* */
    uint32_t matters_at_n;    /* EQUIVALENT: another N at which the same
                                 changes (translated square by square)
                                 are not equivalent; 0: none found, or the
                                 changes involve auxiliary variables */
    uint64_t reference_variables;
    uint64_t reference_clauses;
    int without_reference;    /* decided by
                                 nqcnf_check_cnf_without_reference(): no
                                 clause was compared, so no EXTRA or
                                 MISSING difference is listed */
    nqcnf_difference *differences; /* extras in line order, then the
                                      missing in the reference's order,
                                      then what the file allows */
    size_t difference_count;
    struct nqcnf_check_store *store; /* the library's: what the
                                        differences point into */
} nqcnf_check_report;

/* Clause `index` (0-based) of the reference the report compared with:
 * its literals and their number (`count` may be NULL), valid until
 * nqcnf_check_report_free(); NULL, and *count 0, past the last clause or
 * when no reference was built. */
NQCNF_API const int32_t *nqcnf_check_report_reference(
    const nqcnf_check_report *report, size_t index, size_t *count);

/* Compares a CNF as read with the reference encoding of `options`: first
 * as sets of normalized clauses (identical, same clauses, or the
 * differences named), then on the board with the solver options->backend
 * names. A board-only extra clause is harmless when the reference
 * implies it, a board-only missing one when the file's clauses do (with
 * the file's auxiliary variables free); the file's clauses over
 * auxiliary variables are judged in components by whether every
 * reference solution extends to them; reference clauses over auxiliary
 * variables that the file lacks make it compare the file with every rule
 * of the board instead. Row and column counting decides what it can
 * before any solver; each solver question is a bounded search, so any
 * file is judged in bounded time (a hard question is UNDECIDED, never
 * guessed). When options->stop asks to stop, the check returns
 * NQCNF_ERR_STOPPED with what it decided in the report: the differences found so far, the open ones
 * UNDECIDED, and the summary NOT_EQUIVALENT when a witness already shows
 * it, else UNDECIDED (with no differences when it stopped before the
 * clauses were compared). The file's malformation (its issues) is not
 * part of the summary. Encodings too large for a solver give
 * NQCNF_ERR_TOO_LARGE. The
 * report owns its differences, their witnesses, groups and MISSING and
 * ALLOWS literals until nqcnf_check_report_free(); the EXTRA differences'
 * literals point into `cnf`, so free the cnf only after the report's last
 * use (the report keeps no other pointer to it, or to the options). */
NQCNF_API nqcnf_status nqcnf_check_cnf(const nqcnf_options *options,
                             const nqcnf_cnf *cnf,
                             nqcnf_check_report *report);

/* What can be decided without the reference, for a reference too large
 * to hold (44.8 million clauses at N = 300): whether a model of the file,
 * found by one bounded search, is a board the reference does not allow.
 * It is held to the rules of the board (the textbook encoding of the
 * same options, generated clause by clause and never kept) and, with
 * symmetry breaking, to being the first of its class. When it breaks
 * one, the summary is NOT_EQUIVALENT with one ALLOWS difference: the
 * first broken rule (or FIRST_OF_CLASS) and the board as its witness.
 * Otherwise (the file has no model, the search gave up, or the model is
 * a solution) the summary is UNDECIDED with no difference: only
 * nqcnf_check_cnf() can say more. Memory follows the file (its clauses
 * in one solver), never the reference; options->stop is polled as by
 * nqcnf_check_cnf(), and a stop gives NQCNF_ERR_STOPPED and UNDECIDED.
 * The report is freed with nqcnf_check_report_free(). */
NQCNF_API nqcnf_status nqcnf_check_cnf_without_reference(
    const nqcnf_options *options, const nqcnf_cnf *cnf,
    nqcnf_check_report *report);

NQCNF_API void nqcnf_check_report_free(nqcnf_check_report *report);

/* What a check comes to for a grader, the same for every front end: the
 * summary, unless the file is malformed (an issue that is an error:
 * solvers reject it, whatever its clauses say), and whether that passes
 * under the grader's policy. The values are those of the JSON report's
 * `verdict` (docs/check-report.schema.json), in its order; TIMED_OUT to
 * NOT_A_CNF never come from a check: a front end gives them to a
 * subject that left nothing to check (a program that timed out, crashed,
 * failed or flooded its output; a text that could not be read, or that
 * nqcnf_sniff_text() says is no CNF), and neither does GRADER_ERROR (the
 * grader could not run a program at all: fork, a limit, /bin/sh). */
typedef enum nqcnf_verdict {
    NQCNF_VERDICT_IDENTICAL,          /* as the summaries of these names */
    NQCNF_VERDICT_SAME_CLAUSES,
    NQCNF_VERDICT_EQUIVALENT_EVERY_N,
    NQCNF_VERDICT_EQUIVALENT_THIS_N,  /* NQCNF_CHECK_EQUIVALENT */
    NQCNF_VERDICT_NOT_EQUIVALENT,
    NQCNF_VERDICT_BOTH_UNSATISFIABLE,
    NQCNF_VERDICT_UNDECIDED,
    NQCNF_VERDICT_TIMED_OUT,
    NQCNF_VERDICT_CRASHED,
    NQCNF_VERDICT_FAILED,
    NQCNF_VERDICT_OUTPUT_TOO_LARGE,
    NQCNF_VERDICT_NOT_A_CNF,
    NQCNF_VERDICT_MALFORMED,          /* errors in the file's syntax */
    NQCNF_VERDICT_GRADER_ERROR,       /* the grader could not run the
                                         program: no fault of its own */
    NQCNF_VERDICT_COUNT
} nqcnf_verdict;

/* Whether a verdict passes (the command's exit status 0, 1 or 3). */
typedef enum nqcnf_acceptance {
    NQCNF_ACCEPTANCE_ACCEPTED,
    NQCNF_ACCEPTANCE_REJECTED,
    NQCNF_ACCEPTANCE_UNDECIDED        /* a question was out of reach */
} nqcnf_acceptance;

/* How strict the grader is, as flags; 0 is the default. */
typedef enum nqcnf_verdict_policy {
    NQCNF_POLICY_STRICT = 1u          /* accept only the reference's
                                         clauses and the variants
                                         equivalent for every N: an
                                         equivalence at this N alone,
                                         or both unsatisfiable, is
                                         rejected */
} nqcnf_verdict_policy;

/* A check's verdict and the counts a sentence about it needs. A plain
 * struct without struct_size: the library writes all of it. */
typedef struct nqcnf_check_verdict {
    nqcnf_verdict verdict;       /* MALFORMED whenever errors > 0, else
                                    the summary's */
    nqcnf_acceptance acceptance;
    int policy_rejected;         /* 1 when the policy alone rejects it */
    size_t errors;               /* issues that are errors, each counted
                                    with its repeats */
    size_t missing, extra, allows; /* differences by kind */
    size_t wrong;                /* differences that change the solutions
                                    (implied NQCNF_IMPLIED_NO) */
    size_t undecided;            /* differences left undecided (a bound
                                    ran out, or options.stop) */
} nqcnf_check_verdict;

/* The verdict of `cnf` as read and `report` as nqcnf_check_cnf() made of
 * it, under `policy` (NQCNF_POLICY_* flags). A check cut short by
 * options.stop needs nothing more: its summary is what was decided by
 * then. NQCNF_ERR_INVALID_ARGUMENT for a NULL argument, an unknown
 * policy flag or a summary that is none; *verdict (when not NULL) is
 * then FAILED and rejected. */
NQCNF_API nqcnf_status nqcnf_verdict_compute(const nqcnf_cnf *cnf,
                                             const nqcnf_check_report *report,
                                             unsigned policy,
                                             nqcnf_check_verdict *verdict);

/* What mends a malformed DIMACS text without a choice, as flags. */
typedef enum nqcnf_repair_kind {
    NQCNF_REPAIR_BYTE_ORDER_MARK = 1u, /* U+FEFF removed */
    NQCNF_REPAIR_SPACE = 2u,      /* what looks like a space (U+00A0,
                                     U+2000 .. U+200B, U+202F, U+3000)
                                     typed as a space */
    NQCNF_REPAIR_MINUS = 4u,      /* U+2212, U+2010, U+2011 and U+2013
                                     typed as '-' */
    NQCNF_REPAIR_HEADER = 8u,     /* the header rewritten (or added) with
                                     the counts of the clauses */
    NQCNF_REPAIR_FINAL_ZERO = 16u /* the last clause closed with 0 */
} nqcnf_repair_kind;

typedef struct nqcnf_repair {
    unsigned repairs;            /* NQCNF_REPAIR_* flags; 0: no mended
                                    form (nothing to mend, or an error no
                                    repair mends) */
    uint64_t header_variables;   /* HEADER: the new header's counts */
    uint64_t header_clauses;
    int header_added;            /* HEADER: the text had none */
    char *text;                  /* the mended text, to read (with the
                                    same headerless_limit) and check as
                                    any text; NULL when only the header
                                    and the last 0 are mended: the text's
                                    own reading and check then stand for
                                    the mended one, with `summary` */
    size_t size;
    nqcnf_check_summary summary; /* text NULL: the mended text's summary
                                    (its new header may make it
                                    identical); else UNDECIDED until the
                                    text is checked */
} nqcnf_repair;

/* Mends `data` (size bytes), which read as `cnf` (with
 * `headerless_limit`) and checked as `report`, when all its errors are
 * of the kinds above. `data` is read during the call only (NULL with
 * size 0: no bytes); the mended text is the repair's until
 * nqcnf_repair_free(). A text with an error no repair mends, or with
 * nothing to mend, gives NQCNF_OK and repairs 0.
 * NQCNF_ERR_INVALID_ARGUMENT for a NULL cnf, report or repair, or NULL
 * data with a size; on any status but NQCNF_OK the repair is empty. */
NQCNF_API nqcnf_status nqcnf_repair_text(const char *data, size_t size,
                                         uint64_t headerless_limit,
                                         const nqcnf_cnf *cnf,
                                         const nqcnf_check_report *report,
                                         nqcnf_repair *repair);

/* Releases the mended text (text NULL, size 0); the rest still says what
 * was mended. NULL does nothing. */
NQCNF_API void nqcnf_repair_free(nqcnf_repair *repair);

/* The published names (kebab-case, as the JSON report and its schema
 * spell them) of the values above; NULL for a value that is none. A
 * summary is published as its verdict ("equivalent-this-n" for
 * NQCNF_CHECK_EQUIVALENT); nqcnf_variant_name() and nqcnf_repair_name()
 * take one flag, nqcnf_implied_name() an NQCNF_IMPLIED_* value. */
NQCNF_API const char *nqcnf_verdict_name(nqcnf_verdict verdict);
NQCNF_API const char *nqcnf_acceptance_name(nqcnf_acceptance acceptance);
NQCNF_API const char *nqcnf_check_summary_name(nqcnf_check_summary summary);
NQCNF_API const char *nqcnf_cnf_issue_kind_name(nqcnf_cnf_issue_kind kind);
NQCNF_API const char *nqcnf_difference_kind_name(
    nqcnf_difference_kind kind);
NQCNF_API const char *nqcnf_implied_name(int implied);
NQCNF_API const char *nqcnf_variant_name(unsigned variant);
NQCNF_API const char *nqcnf_repair_name(unsigned repair);

/* ------------------------------------------------------------------------
 * What a file is, as a whole
 * ------------------------------------------------------------------------ */

/* What a text is, told from its bytes before any reader runs, so that a
 * file that is not a CNF at all gets one sentence instead of a finding
 * per line. */
typedef enum nqcnf_text_kind {
    NQCNF_TEXT_DIMACS,        /* anything else: read it as DIMACS */
    NQCNF_TEXT_EMPTY,         /* no bytes, or only blanks and comments */
    NQCNF_TEXT_BINARY,        /* a NUL byte, or bytes that are not text */
    NQCNF_TEXT_COMPRESSED,    /* gzip, xz, zstd or bzip2 data */
    NQCNF_TEXT_SMT_LIB,       /* its first word is "(": SMT-LIB 2 */
    NQCNF_TEXT_OPB,           /* pseudo-Boolean constraints ("* #variable=",
                                 "+1 x1 +1 x2 >= 1 ;") */
    NQCNF_TEXT_SOLVER_OUTPUT  /* a solver's answer: "s SATISFIABLE", "v"
                                 lines, "SAT"/"UNSAT", z3's "sat" */
} nqcnf_text_kind;

typedef struct nqcnf_text_sniff {
    nqcnf_text_kind kind;
    const char *name;  /* COMPRESSED: "gzip", "xz", "zstd", "bzip2";
                          SOLVER_OUTPUT: "competition" (s/v lines),
                          "minisat" (SAT, UNSAT, INDET) or "z3"; BINARY:
                          "a NUL byte" or "a control byte"; else "" */
    size_t line;       /* 1-based line that shows it (BINARY: the line of
                          the first byte that is not text; EMPTY: 1 when
                          there are comments, 0 for no bytes or blanks
                          only); 0 if none */
    size_t offset;     /* BINARY: the byte offset of that byte */
} nqcnf_text_sniff;

/* Looks at the text as a whole (the first 64 KiB for binary bytes). NULL
 * data is no bytes: NQCNF_TEXT_EMPTY. */
NQCNF_API nqcnf_text_sniff nqcnf_sniff_text(const char *data, size_t size);

/* The N a text is written for, where it tells: for DIMACS, N when the
 * first line that is neither blank nor a comment is "p cnf V C" with
 * V = N*N (a file without auxiliary variables; reads only up to that
 * line); for SMT-LIB, N when one naming of the declared constants
 * (x<r>y<c>, q_<r>_<c>, ... as nqcnf_smt2_read_buffer() finds them)
 * covers the squares of an N x N board, each once (reads the
 * declarations, not the asserts). Else *n is 0: no header, another kind
 * of text, a count that is no square (an encoding with auxiliary
 * variables, which any N may have), names of no board or of two, an
 * SMT-LIB file that does not read. */
NQCNF_API nqcnf_status nqcnf_text_written_for(const char *data, size_t size,
                                              uint32_t *n);

/* The families of the textbook encoding's clauses. */
typedef enum nqcnf_family {
    NQCNF_FAMILY_ROW_AT_LEAST_ONE,
    NQCNF_FAMILY_COLUMN_AT_LEAST_ONE,
    NQCNF_FAMILY_ROW_PAIRS,          /* at most one per row, pairwise */
    NQCNF_FAMILY_COLUMN_PAIRS,
    NQCNF_FAMILY_DOWN_RIGHT_PAIRS,   /* diagonals that go down to the right */
    NQCNF_FAMILY_DOWN_LEFT_PAIRS,
    NQCNF_FAMILY_OTHER,
    NQCNF_FAMILY_COUNT
} nqcnf_family;

/* The family a meaning belongs to; NQCNF_FAMILY_OTHER for NULL. */
NQCNF_API nqcnf_family nqcnf_meaning_family(const nqcnf_meaning *meaning);

/* One thing that is wrong with a file as a whole, found after a check
 * that did not accept it. */
typedef enum nqcnf_diagnosis_kind {
    NQCNF_DIAGNOSIS_OTHER_N,       /* the file is a CNF for another N
                                      (n): checked at n it is `summary` */
    NQCNF_DIAGNOSIS_HEADER_IS_N,   /* the header's variable count is N, the
                                      board's side, not N*N (value: the
                                      header's count); read without it,
                                      the file is `summary` */
    NQCNF_DIAGNOSIS_ZERO_BASED,    /* squares numbered from 0 (variable
                                      r*N+c): DIMACS has no variable 0,
                                      a 0 ends the clause; read with every
                                      variable plus 1 (one clause per
                                      line), the file is `summary`; value
                                      1 when square 0's minus sign was
                                      lost (a 0 among negative literals,
                                      read as -0) */
    NQCNF_DIAGNOSIS_SHIFTED,       /* squares numbered from 1 + value:
                                      variable r*N+c+1+value; read with
                                      value taken off, `summary` */
    NQCNF_DIAGNOSIS_TRANSPOSED,    /* squares numbered column by column,
                                      and something else wrong besides
                                      (the transposed reference alone is
                                      accepted as a variant) */
    NQCNF_DIAGNOSIS_DECIMAL,       /* variable 10*r + c (digits for row
                                      and column, from 1): read that way,
                                      `summary` */
    NQCNF_DIAGNOSIS_CUT_SHORT,     /* the file is the reference's first
                                      clauses, fewer than its header
                                      promises (value: the clauses it has;
                                      n: the line it stops on) */
    NQCNF_DIAGNOSIS_FAMILY_MISSING, /* every clause of `family` is missing
                                      (value: how many), and the file
                                      allows two queens on every line of a
                                      family of pairs, or an empty line
                                      for every at-least-one clause */
    NQCNF_DIAGNOSIS_ONLY_LONG_DIAGONALS, /* of `family`, only the pairs on
                                      the longest diagonal are there (value:
                                      the missing pairs of the others) */
    NQCNF_DIAGNOSIS_TYPO,          /* the file's clause `clause` (on `line`;
                                      extra, or a duplicate) differs in one
                                      literal from the missing reference
                                      clause of differences[difference]:
                                      a typo, most likely; looked for
                                      whatever the verdict */
    /* Of a family the file lacks clauses of (not only a few pairs of a
     * file of pairs, which the differences name one by one), what the
     * board allows, asked of the file's clauses line by line: */
    NQCNF_DIAGNOSIS_LINES_TAKE_TWO, /* the `lines` of a family of pairs
                                      can take two queens; not all of its
                                      lines, or not all of its clauses
                                      are missing (value: the lines of
                                      the family) */
    NQCNF_DIAGNOSIS_LINES_TAKE_MORE, /* no line of a family of pairs can
                                      take exactly two queens, but the
                                      `lines` can take `queens` (three or
                                      more, as an n-ary xor allows any odd
                                      number; value: the family's lines) */
    NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY /* the `lines` of an at-least-one
                                      family can be empty, not all of
                                      them (value: the family's lines) */
} nqcnf_diagnosis_kind;

typedef struct nqcnf_diagnosis {
    nqcnf_diagnosis_kind kind;
    nqcnf_family family;          /* FAMILY_MISSING, ONLY_LONG_DIAGONALS */
    uint32_t n;                   /* OTHER_N: the N the file is for;
                                     CUT_SHORT: the last line */
    int64_t value;                /* see the kinds */
    nqcnf_check_summary summary;  /* OTHER_N, HEADER_IS_N and the
                                     numberings: the verdict of the file
                                     read the way the diagnosis says */
    size_t differences;           /* and the differences left then */
    /* TYPO: */
    size_t line, clause;          /* the file's clause and its line */
    size_t difference;            /* index of the missing clause in the
                                     report's differences */
    int32_t written, meant;       /* the literal written, the one meant */
    /* FAMILY_MISSING and the LINES_ kinds: the lines of `family` that
     * show it, in increasing order: rows and columns by their index
     * (0-based), a down-right diagonal by row - column + n - 1, a
     * down-left one by row + column (CSPLib 079's difference and sum
     * diagonals); and a board the file allows with `queens` queens on
     * lines[0] (0: an at-least-one line left empty). Both are kept with
     * the report (its store) until nqcnf_check_report_free(); NULL and
     * 0 when the question was not asked or not decided. */
    const uint32_t *lines;
    size_t line_count;
    const nqcnf_board *witness;
    uint32_t queens;
    uint32_t open_lines;          /* lines of the family whose question
                                     was left open (a bound, or
                                     options->stop): in no claim */
} nqcnf_diagnosis;

#define NQCNF_DIAGNOSES_MAX 8

typedef struct nqcnf_diagnoses {
    size_t count;
    nqcnf_diagnosis items[NQCNF_DIAGNOSES_MAX];
} nqcnf_diagnoses;

/* Says what is wrong with the file as a whole, when it can (typos are
 * looked for in every file, the rest after a verdict that does not
 * accept it): the file is read again another way (numbered from 0,
 * shifted, transposed, digit by digit, for another N, without its
 * header's count) and checked again, and a reading is named when it leaves few differences; a family of
 * clauses missing whole, or lacking clauses in a file with auxiliary
 * variables, is named by what the file's clauses allow on its lines
 * (two queens on a line, three but not two, an empty line), asked of a
 * solver of options->backend line by line, each question bounded as
 * the check's are; families of pairs come first, as a line with two
 * queens leaves another line empty. The witness boards and lines are
 * kept in the report's store (a call adds them there, so one report is
 * diagnosed by one thread at a time). `data` is the file's
 * text (needed to read it again; NULL skips the readings), `cnf` and
 * `report` what nqcnf_check_cnf() made of it with `options`. Once
 * options->stop asks to stop, no further reading is tried, and the call
 * returns NQCNF_ERR_STOPPED with the diagnoses found.
 * NQCNF_ERR_INVALID_ARGUMENT for a NULL options, cnf, report or
 * diagnoses, NULL data with a nonzero size, or options that
 * nqcnf_options_check() refuses. */
NQCNF_API nqcnf_status nqcnf_diagnose(const nqcnf_options *options,
                                      const char *data, size_t size,
                                      const nqcnf_cnf *cnf,
                                      const nqcnf_check_report *report,
                                      nqcnf_diagnoses *diagnoses);

/* The published names of what is diagnosed, of the families and of what
 * a text is (the JSON report's diagnosis `kind` and `family`); NULL for
 * a value that is none. */
NQCNF_API const char *nqcnf_diagnosis_kind_name(nqcnf_diagnosis_kind kind);
NQCNF_API const char *nqcnf_family_name(nqcnf_family family);
NQCNF_API const char *nqcnf_text_kind_name(nqcnf_text_kind kind);

#ifdef __cplusplus
}
#endif

#endif /* NQCNF_EXPERIMENTAL_H */
