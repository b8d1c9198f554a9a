/*
 * nqcnf.h - the one public header of the nqueens-cnf library.
 *
 * The library turns the N-Queens puzzle into CNF. It is built around one
 * generator that walks the board's lines (rows, columns, diagonals) in the
 * order of the textbook reference generator and hands every clause to a
 * *sink*: the in-memory clause list, the streaming DIMACS writer, or a sink
 * of the caller's own (a solver, a checker). Because the header counts are
 * known in closed form before a single clause exists, the DIMACS writer
 * streams in memory that does not grow with N.
 *
 * The library never prints, never exits and never opens a path: it returns
 * an nqcnf_status, and writes only to a FILE * or a callback the caller
 * owns. Everything here is safe to call from several threads as long as each
 * thread uses its own objects.
 *
 * Who owns what, unless a function says otherwise: a pointer the caller
 * passes in is borrowed for the duration of the call and stays the
 * caller's; no function keeps one after it returns (nqcnf_set_allocator()
 * and the decoder, which keep a context, say so). A pointer the library
 * hands to a callback (a clause, a note, a solution, a decoded answer)
 * is valid only until that callback returns: copy what you keep. A struct
 * the library fills (a clause list, a board, a CNF, a check report) owns
 * what it points to until its _free function, unless a field says it
 * points elsewhere. A callback's `context` is passed back untouched.
 *
 * Bad arguments: a function that returns an nqcnf_status refuses a NULL
 * pointer it needs, a struct that did not come from its init function, N
 * outside 1 .. NQCNF_MAX_N and an unknown enum value with
 * NQCNF_ERR_INVALID_ARGUMENT (unless it says otherwise), before it
 * changes or calls anything; one that returns something else says what
 * it returns instead (NULL, 0, NQCNF_CODEC_NONE, ...). A NULL data
 * pointer with a size of 0 is an empty text. The _free and _init
 * functions do nothing for NULL.
 */
#ifndef NQCNF_H
#define NQCNF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The library's version at compile time; nqcnf_version() gives the one
 * linked at run time. The build reads its version from these lines. */
#define NQCNF_VERSION_MAJOR 0
#define NQCNF_VERSION_MINOR 6
#define NQCNF_VERSION_PATCH 0
#define NQCNF_VERSION_NUMBER \
    (NQCNF_VERSION_MAJOR * 10000 + NQCNF_VERSION_MINOR * 100 + NQCNF_VERSION_PATCH)

/* Marks what the shared library exports: the library is compiled with
 * hidden visibility, so exactly the functions declared here are its ABI. */
#if defined(_WIN32) && defined(NQCNF_BUILDING_SHARED)
#define NQCNF_API __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define NQCNF_API __attribute__((visibility("default")))
#else
#define NQCNF_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------
 * Status codes
 * ------------------------------------------------------------------------ */

typedef enum nqcnf_status {
    NQCNF_OK = 0,
    NQCNF_ERR_INVALID_ARGUMENT, /* N < 1, a NULL pointer, a malformed sink */
    NQCNF_ERR_TOO_LARGE,        /* N*N does not fit a signed 32-bit variable */
    NQCNF_ERR_OUT_OF_MEMORY,
    NQCNF_ERR_IO,               /* a read or write failed; errno tells why */
    NQCNF_ERR_STOPPED,          /* a caller's sink asked to stop early */
    NQCNF_ERR_INTERNAL          /* a broken invariant: please report it */
} nqcnf_status;

/* A short English description of a status, never NULL. */
NQCNF_API const char *nqcnf_strerror(nqcnf_status status);

/* The library's version, "MAJOR.MINOR.PATCH". */
NQCNF_API const char *nqcnf_version(void);

/* Where the library's memory comes from (PicoSAT's included; CaDiCaL,
 * being C++, allocates with operator new, which this does not reach, and
 * aborts the process if that fails). Each
 * function gets `context` first; allocate and reallocate return NULL when
 * there is no memory, and the library then returns
 * NQCNF_ERR_OUT_OF_MEMORY having freed what it held. The functions must be
 * safe to call from several threads (nqcnf_count_solutions uses threads).
 * Set it before using the library, not while a call is running. */
typedef struct nqcnf_allocator {
    void *(*allocate)(void *context, size_t size);
    void *(*reallocate)(void *context, void *block, size_t size);
    void (*release)(void *context, void *block);
    void *context;
} nqcnf_allocator;

/* Installs `allocator` for the blocks allocated from now on; NULL, or an
 * allocator without one of its three functions, restores malloc, realloc
 * and free. Each block is reallocated and freed by the allocator that
 * made it, whatever is installed then: an object made under one
 * allocator may be freed after another is installed. The struct is
 * copied; its context is kept, and must stay valid for as long as a
 * block it made lives. Up to 64 different allocators (functions and
 * context) over the process's life; one installed again counts once.
 * NQCNF_ERR_TOO_LARGE, with the allocator unchanged, past that. */
NQCNF_API nqcnf_status nqcnf_set_allocator(const nqcnf_allocator *allocator);

/* ------------------------------------------------------------------------
 * Options and board geometry
 * ------------------------------------------------------------------------ */

/* The largest N whose N*N squares still have signed 32-bit variable
 * numbers, the limit of every DIMACS solver: 46340^2 = 2147395600. */
#define NQCNF_MAX_N 46340u

/* Clause counts beyond this do not fit the signed 32-bit counters most
 * solvers read the header with (first reached at N = 1089). */
#define NQCNF_SOLVER_CLAUSE_LIMIT 2147483647ull

/* How "at most one queen on this line" becomes clauses. Auxiliary
 * variables, where an encoding needs them, are numbered after the N*N
 * board variables, in the order the lines are emitted. */
typedef enum nqcnf_encoding {
    NQCNF_ENCODING_PAIRWISE = 0, /* the textbook: one clause per pair */
    NQCNF_ENCODING_SEQUENTIAL,   /* Sinz's sequential counter */
    NQCNF_ENCODING_LADDER,       /* the ladder (regular) encoding */
    NQCNF_ENCODING_BITWISE,      /* binary: each square implies its index */
    NQCNF_ENCODING_COMMANDER,    /* Klieber and Kwon's commander variables */
    NQCNF_ENCODING_PRODUCT       /* Chen's 2-product encoding */
} nqcnf_encoding;

#define NQCNF_ENCODING_COUNT 6

/* "pairwise", "sequential", ... or NULL for an unknown value. */
NQCNF_API const char *nqcnf_encoding_name(nqcnf_encoding encoding);

/* The encoding called `name`; NQCNF_ERR_INVALID_ARGUMENT if none is. */
NQCNF_API nqcnf_status nqcnf_encoding_from_name(const char *name,
                                      nqcnf_encoding *encoding);

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

struct nqcnf_options;

/* Calls visit for every auxiliary variable the clauses of `options`
 * have, in increasing order (the generator's numbering); a nonzero
 * return stops it with NQCNF_ERR_STOPPED. The auxiliary and what it
 * points to are valid only during its visit. */
NQCNF_API nqcnf_status nqcnf_auxiliary_describe(const struct nqcnf_options *options,
    int (*visit)(void *context, const nqcnf_auxiliary *auxiliary),
    void *context);

/* The SAT solvers the library can link in. Which ones a build has is
 * known at run time: nqcnf_backend_available(). Every backend gives the
 * same answers (the same counts, cores and check findings, except where
 * a bounded search of nqcnf_check_cnf gives up on one and not the other);
 * the order in which nqcnf_solve finds solutions, and which solution or
 * witness board comes first, are the solver's own. */
typedef enum nqcnf_backend {
    NQCNF_BACKEND_PICOSAT = 0, /* the default, always built in; its memory
                                  comes from the allocator hook */
    NQCNF_BACKEND_CADICAL      /* CaDiCaL (C++): faster on some large
                                  searches; out of memory aborts */
} nqcnf_backend;

#define NQCNF_BACKEND_COUNT 2

/* "picosat", "cadical", or NULL for an unknown value. */
NQCNF_API const char *nqcnf_backend_name(nqcnf_backend backend);

/* The backend called `name`; NQCNF_ERR_INVALID_ARGUMENT if none is. */
NQCNF_API nqcnf_status nqcnf_backend_from_name(const char *name,
                                               nqcnf_backend *backend);

/* 1 if this build of the library has the backend, 0 if not. */
NQCNF_API int nqcnf_backend_available(nqcnf_backend backend);

/* A square, 0-based (the command line's R,C are 1-based). */
typedef struct nqcnf_square_ref {
    uint32_t row;
    uint32_t column;
} nqcnf_square_ref;

/* What to generate. Always set it up with nqcnf_options_init(), then
 * change the fields you need (never an initializer list): the defaults
 * give the textbook encoding, byte for byte the lessons' output, and the
 * init function sets struct_size (see "Structs that grow" below).
 *
 * queens and blocked are borrowed: each call that takes the options reads
 * them while it runs and keeps no pointer to them, or to the options,
 * after it returns. They stay the caller's, and must stay valid and
 * unchanged for the duration of the call (with nqcnf_count_solutions,
 * whose threads read them, until it returns). */
typedef struct nqcnf_options {
    uint32_t n;                /* board size, 1 .. NQCNF_MAX_N */
    nqcnf_encoding encoding;   /* at-most-one encoding (default pairwise) */
    int column_at_least_one;   /* 1 (default): columns get at-least-one
                                  clauses; 0: only rows do, the 736-clause
                                  variant for N = 8 (rows imply columns) */
    int symmetry_breaking;     /* lex-leader clauses for the 7 non-identity
                                  symmetries of the square: one solution
                                  per class survives, the one whose queen
                                  columns, row by row, form the smallest
                                  sequence (what count's `unique` keeps) */
    const nqcnf_square_ref *queens; /* pre-placed queens (unit clauses):
                                       N-Queens completion */
    size_t queen_count;
    const nqcnf_square_ref *blocked; /* squares no queen may take */
    size_t blocked_count;
    size_t struct_size;        /* set by nqcnf_options_init(); the first
                                  layout ends here */
    /* Fields added since the first layout: read only when the caller's
     * struct_size covers them, else they keep their defaults. */
    nqcnf_backend backend;     /* the solver behind nqcnf_solve,
                                  nqcnf_count_solutions,
                                  nqcnf_completion_core and nqcnf_check_cnf
                                  (default PicoSAT); it does not change
                                  the clauses */
    uint64_t shuffle_seed;     /* the shuffle of nqcnf_write's DIMACS text */
    unsigned shuffle_parts;    /* NQCNF_SHUFFLE_* bits; 0 (the default):
                                  no shuffle. See "Shuffling" */
    int (*stop)(void *context); /* polled by nqcnf_check_cnf and
                                  nqcnf_diagnose while they work (inside
                                  each solver search too); once it returns
                                  non-zero they give what is decided so
                                  far (see nqcnf_check_cnf). NULL (the
                                  default): never stop. A deadline is
                                  the caller's clock behind it */
    void *stop_context;        /* handed to stop */
} nqcnf_options;

/* Sets every field to its default (the whole struct is zeroed first,
 * padding included), n to `n` and struct_size to sizeof(nqcnf_options).
 * NULL does nothing. */
NQCNF_API void nqcnf_options_init(nqcnf_options *options, uint32_t n);

/* Structs that grow. nqcnf_options and nqcnf_sink gain fields in later
 * versions, always at their end, so a program compiled against an older
 * header passes a smaller struct. Each carries struct_size: the sizeof
 * the struct had where the caller was compiled, written by
 * nqcnf_options_init() or nqcnf_sink_init(). It closes the first layout
 * (NQCNF_OPTIONS_SIZE_1 and NQCNF_SINK_SIZE_1 bytes), at an offset that
 * never changes; there rather than first, so that an initializer list
 * written before it existed keeps its meaning and is refused for its
 * zero size instead of being misread.
 *
 * Each public function copies the caller's struct once, on entry, into a
 * full-size struct of its own set to the defaults, and works on the copy:
 *   - a field that struct_size covers entirely is read from the caller's;
 *   - a field beyond it (newer than the caller) keeps its default, and
 *     the caller's bytes there are never read;
 *   - a struct_size below the first layout gives
 *     NQCNF_ERR_INVALID_ARGUMENT (the struct did not come from the init
 *     function);
 *   - a struct_size above the library's own (a program built against a
 *     newer header, running with an older library) is accepted when every
 *     byte past the last field the library knows is zero, that is when
 *     the newer fields hold their defaults, and otherwise gives
 *     NQCNF_ERR_INVALID_ARGUMENT rather than ignore a setting. The init
 *     functions zero the whole struct, and every field added later has an
 *     all-zero default, so that this holds.
 * Later versions keep these rules; the library keeps no pointer to the
 * caller's struct after the call. */
#define NQCNF_OPTIONS_SIZE_1 \
    (offsetof(nqcnf_options, struct_size) + sizeof(size_t))

/* NQCNF_OK if the options describe a board the library can encode: an
 * accepted struct_size, N in range, a known encoding and backend,
 * pre-placed and blocked squares on the board. (Pre-placed queens that attack each other are allowed: they make
 * an unsatisfiable instance; see nqcnf_queens_conflict().) */
NQCNF_API nqcnf_status nqcnf_options_check(const nqcnf_options *options);

/* Whether two of the pre-placed queens attack each other, or one stands on
 * a blocked square; if so, and `first`/`second` are not NULL, their
 * indexes in options->queens (second == first for a blocked square).
 * 0 for options whose struct_size is refused. */
NQCNF_API int nqcnf_queens_conflict(const nqcnf_options *options, size_t *first,
                          size_t *second);

/* The variable of the square in row `row`, column `column` (both 0-based):
 * row * n + column + 1, the numbering of the lessons. 0, which is no
 * variable, when n is not 1 .. NQCNF_MAX_N or the square is off the board
 * (row or column >= n). */
NQCNF_API int32_t nqcnf_variable(uint32_t n, uint32_t row, uint32_t column);

/* The kinds of line a queen attacks along, in the order they are emitted. */
typedef enum nqcnf_line_kind {
    NQCNF_LINE_ROW,
    NQCNF_LINE_COLUMN,
    NQCNF_LINE_DIAGONAL_DOWN_RIGHT, /* row - column constant */
    NQCNF_LINE_DIAGONAL_DOWN_LEFT   /* row + column constant */
} nqcnf_line_kind;

/* A line of squares: variables first, first + step, ... (length of them).
 * Rows and columns must hold exactly one queen, diagonals at most one. */
typedef struct nqcnf_line {
    nqcnf_line_kind kind;
    uint32_t start_row;    /* 0-based square the line starts on */
    uint32_t start_column;
    int32_t first;         /* variable of that square */
    int32_t step;          /* variable distance between neighbours */
    uint32_t length;       /* number of squares */
} nqcnf_line;

/* ------------------------------------------------------------------------
 * Sizes in closed form
 * ------------------------------------------------------------------------ */

typedef struct nqcnf_counts {
    uint64_t variables;           /* board and auxiliary variables */
    uint64_t auxiliary_variables; /* beyond the N*N board variables */
    uint64_t clauses;
    uint64_t bytes; /* exact size of the DIMACS text (without --comments),
                       header and projection lines included; with a
                       shuffle (shuffle_parts), the size of the same
                       text unshuffled: see "Shuffling" */
} nqcnf_counts;

/* Computes the sizes, all four in closed form for every encoding and
 * option (symmetry breaking, pre-placed queens, blocked squares, no
 * column at-least-one): O(N + queens + blocked squares) arithmetic, no
 * clause is generated, no memory is allocated; well under a millisecond
 * at N = 46340. NQCNF_ERR_TOO_LARGE when the variables, auxiliary ones
 * included, do not fit signed 32 bits; NQCNF_ERR_INVALID_ARGUMENT for
 * invalid options or a NULL `counts`. */
NQCNF_API nqcnf_status nqcnf_counts_compute(const nqcnf_options *options,
                                  nqcnf_counts *counts);

/* The same as nqcnf_counts_compute(), bytes included. (It once left out
 * the bytes, which needed a pass over the clauses for most options; now
 * that they cost no more than the other counts, the two are one.) */
NQCNF_API nqcnf_status nqcnf_counts_quick(const nqcnf_options *options,
                                nqcnf_counts *counts);

/* ------------------------------------------------------------------------
 * The generator and its sinks
 * ------------------------------------------------------------------------ */

/* A sink receives every clause, in order. Literals are DIMACS literals
 * (a variable, negated for "no queen here"), without the closing 0.
 * Set it up with nqcnf_sink_init(), then set context, add_clause and the
 * optional callbacks you have (struct_size: "Structs that grow" above).
 *
 * The callbacks are called only while the function given the sink runs,
 * on the thread that called it, with `context` as it was given; the
 * library keeps neither the sink nor context afterwards. The literals and
 * text a callback receives are the library's, valid only until the
 * callback returns: copy what you keep.
 *
 * add_binary_run is optional. The generator produces most clauses in runs
 * that share their first literal: (a OR b), (a OR b+d), (a OR b+2d), ...
 * count clauses in all. A sink that can take a run whole (the DIMACS writer
 * formats it far faster that way) sets add_binary_run; otherwise it is
 * NULL and the run arrives clause by clause through add_clause.
 *
 * A callback returns NQCNF_OK to go on; any other status stops the
 * generator, which returns that status. */
typedef struct nqcnf_sink {
    void *context;
    nqcnf_status (*add_clause)(void *context, const int32_t *literals,
                               size_t count);
    nqcnf_status (*add_binary_run)(void *context, int32_t first,
                                   int32_t second, int32_t step,
                                   uint32_t count);
    /* Optional: takes a line's constraint whole, as "exactly one" (when
     * exactly is 1) or "at most one" of the literals; formats with
     * cardinality constraints (OPB) set it. When set, no clauses (and no
     * auxiliary variables) are generated for the lines. */
    nqcnf_status (*add_cardinality)(void *context, const int32_t *literals,
                                    size_t count, int exactly);
    /* Optional: a short description of the clauses that follow ("row 3",
     * "diagonal (1,2)-(3,4)", "pre-placed queen (1,1)"), 1-based, for
     * writers that annotate their output. */
    nqcnf_status (*note)(void *context, const char *text);
    size_t struct_size; /* set by nqcnf_sink_init(); the first layout
                           ends here */
} nqcnf_sink;

#define NQCNF_SINK_SIZE_1 (offsetof(nqcnf_sink, struct_size) + sizeof(size_t))

/* Sets context and every callback to NULL (the whole struct is zeroed
 * first) and struct_size to sizeof(nqcnf_sink). NULL does nothing. */
NQCNF_API void nqcnf_sink_init(nqcnf_sink *sink);

/* Generates every clause of the encoding, in the reference order. */
NQCNF_API nqcnf_status nqcnf_generate(const nqcnf_options *options,
                            const nqcnf_sink *sink);

/* Calls visit for every line of the board, in the reference order:
 * rows, columns, down-right diagonals from the top row then from the left
 * column, down-left diagonals from the top row then from the right column.
 * Like the reference, it leaves out two corner diagonals of one square
 * (they constrain nothing). Stops at the first status that is not
 * NQCNF_OK and returns it. `line` is valid only during its visit. */
NQCNF_API nqcnf_status nqcnf_for_each_line(const nqcnf_options *options,
                                 nqcnf_status (*visit)(void *context,
                                                       const nqcnf_line *line),
                                 void *context);

/* ------------------------------------------------------------------------
 * The in-memory clause list
 * ------------------------------------------------------------------------ */

/* Every clause of the encoding, held in two arrays:
 *   literals  all clauses back to back, each closed by a 0, as in DIMACS;
 *   offsets   offsets[i] is where clause i starts in literals, and
 *             offsets[clause_count] is one past the end of the last 0.
 * Clause i therefore has offsets[i+1] - offsets[i] - 1 literals. The
 * list owns both arrays; release them with nqcnf_clause_list_free(). */
typedef struct nqcnf_clause_list {
    uint32_t variable_count;
    size_t clause_count;
    int32_t *literals;
    size_t *offsets;
} nqcnf_clause_list;

/* Builds the whole encoding in memory. On any error the list is left
 * empty (and safe to free). Sizes that cannot be addressed give
 * NQCNF_ERR_TOO_LARGE; a failed allocation NQCNF_ERR_OUT_OF_MEMORY. */
NQCNF_API nqcnf_status nqcnf_clause_list_build(const nqcnf_options *options,
                                     nqcnf_clause_list *list);

/* Clause `index` (0-based): its literals and their number (`count` may
 * be NULL). The pointer is into list->literals, valid until
 * nqcnf_clause_list_free(). NULL, and *count 0, for a NULL list or an
 * index >= clause_count. */
NQCNF_API const int32_t *nqcnf_clause_list_get(const nqcnf_clause_list *list,
                                     size_t index, size_t *count);

NQCNF_API void nqcnf_clause_list_free(nqcnf_clause_list *list);

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
 * Formats
 * ------------------------------------------------------------------------ */

/* Writes `size` bytes somewhere; returns 0 on success, or -1 with errno
 * set. Partial writes are the callback's business: return 0 only when all
 * bytes are written. `data` is the library's buffer, valid only during
 * the call; the function given the callback calls it only while it runs,
 * and keeps neither it nor `context` afterwards. */
typedef int (*nqcnf_write_fn)(void *context, const void *data, size_t size);

/* The text formats the encoding can be written in. */
typedef enum nqcnf_format {
    NQCNF_FORMAT_DIMACS = 0, /* DIMACS CNF: the `p cnf` header and one
                                clause per line, the lessons' file */
    NQCNF_FORMAT_SMT2,       /* SMT-LIB 2 over Booleans, as in the lessons:
                                one Bool constant per square named
                                x<row>y<column> (0-based), aux<k> for
                                auxiliary variable k, one assert per
                                clause, then (check-sat) and (get-model);
                                ";" comments name each group. z3 reads it */
    NQCNF_FORMAT_OPB,        /* pseudo-Boolean OPB ("* #variable= V
                                #constraint= C"): each row's and column's
                                "exactly one" is one constraint (= 1),
                                each diagonal's "at most one" one
                                constraint (">= -1" over negated
                                coefficients, the PB competition's form),
                                variables x1 .. xV numbered as in DIMACS;
                                the options' encoding is not used (no
                                auxiliary variables are needed), other
                                clauses become >= constraints */
    NQCNF_FORMAT_KNF,        /* KNF, the cardinality-CDCL format of Reeves,
                                Heule and Bryant ("p knf V C"): DIMACS
                                clauses plus "k B l1 ... lm 0", at least B
                                of the literals true; a line's "at most
                                one" is "k m-1" over its m squares
                                negated, a row's (and column's) "at least
                                one" a clause; no auxiliary variables from
                                the options' encoding, other clauses as
                                in DIMACS; C counts both kinds */
    NQCNF_FORMAT_CNF_PLUS    /* CNF+, as MiniCard reads it ("p cnf+ V C"):
                                DIMACS clauses plus "l1 ... lm <= 1" for
                                each line's "at most one", the "at least
                                one" as a clause; no auxiliary variables
                                from the options' encoding */
} nqcnf_format;

#define NQCNF_FORMAT_COUNT 5

/* "dimacs", "smt2", "opb", "knf", "cnf+", or NULL for an unknown value. */
NQCNF_API const char *nqcnf_format_name(nqcnf_format format);

/* The format called `name`; NQCNF_ERR_INVALID_ARGUMENT if none is. */
NQCNF_API nqcnf_status nqcnf_format_from_name(const char *name,
                                              nqcnf_format *format);

/* Flags of nqcnf_write().
 *
 * NQCNF_WRITE_COMMENTS, for the formats that take it (DIMACS): before the
 * header, "c" lines naming the tool, version, N, encoding and the
 * variable map, and the projection lines below; before each group of
 * clauses a "c" line saying what it stands for (row 3, a diagonal, a
 * pre-placed queen). SMT-LIB 2 always carries its comments and OPB
 * allows them only on top, so neither takes the flag.
 *
 * Projection: whenever the encoding has auxiliary variables (and with
 * NQCNF_WRITE_COMMENTS), DIMACS carries the model-counting competition's
 * "c t pmc" and "c p show 1 2 ... N*N 0" right before the header, with or
 * without the flag, so that a projected model counter counts boards, not
 * auxiliary assignments. The textbook encoding without comments has no
 * auxiliary variables and no such lines. */
#define NQCNF_WRITE_COMMENTS 1u

/* The NQCNF_WRITE_* flags `format` takes; 0 for an unknown format. */
NQCNF_API unsigned nqcnf_format_flags(nqcnf_format format);

/* What the header of `options` written in `format` declares, in closed
 * form as nqcnf_write() computes it: the variables (board and auxiliary)
 * and the constraints (DIMACS: clauses; SMT-LIB 2: asserts, one per
 * clause; OPB: its #constraint; KNF and CNF+: clauses and cardinality
 * constraints together). `encoded` is 1 when the file uses the options'
 * at-most-one encoding, 0 when it writes each line's constraint whole
 * (OPB, KNF, CNF+). Any of the three may be NULL. */
NQCNF_API nqcnf_status nqcnf_format_size(const nqcnf_options *options,
                                         nqcnf_format format,
                                         uint64_t *variables,
                                         uint64_t *constraints,
                                         int *encoded);

/* Streams the encoding of `options` in `format`, in bounded memory: the
 * header's counts come from closed forms before the first clause, and
 * the text goes out in large blocks. The first failed write stops
 * everything and gives NQCNF_ERR_IO with errno as the callback left it.
 * Invalid options, an unknown format or a flag the format does not take
 * give NQCNF_ERR_INVALID_ARGUMENT before anything is written. */
NQCNF_API nqcnf_status nqcnf_write(const nqcnf_options *options,
                                   nqcnf_format format, unsigned flags,
                                   nqcnf_write_fn write, void *context);

/* Shorthands kept for the programs that use them; each is nqcnf_write()
 * with the format (and flags) in its name. */
NQCNF_API nqcnf_status nqcnf_write_dimacs(const nqcnf_options *options,
                                nqcnf_write_fn write, void *context);

/* DIMACS with NQCNF_WRITE_COMMENTS. */
NQCNF_API nqcnf_status nqcnf_write_dimacs_commented(const nqcnf_options *options,
                                          nqcnf_write_fn write,
                                          void *context);

NQCNF_API nqcnf_status nqcnf_write_smt2(const nqcnf_options *options,
                              nqcnf_write_fn write, void *context);

NQCNF_API nqcnf_status nqcnf_write_opb(const nqcnf_options *options,
                             nqcnf_write_fn write, void *context);

/* DIMACS into a stdio stream (which is not flushed or closed, and stays
 * the caller's). */
NQCNF_API nqcnf_status nqcnf_write_dimacs_file(const nqcnf_options *options,
                                     FILE *stream);

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
 * Boards: what a model means, whether it is a solution, and drawing it
 * ------------------------------------------------------------------------ */

/* What a square holds in a decoded model. A variable the model leaves out
 * is UNASSIGNED: never silently taken for a queen. */
typedef enum nqcnf_square {
    NQCNF_SQUARE_EMPTY = 0,
    NQCNF_SQUARE_QUEEN = 1,
    NQCNF_SQUARE_UNASSIGNED = 2
} nqcnf_square;

/* An n x n board, row-major: squares[row * n + column], 0-based. */
typedef struct nqcnf_board {
    uint32_t n;
    unsigned char *squares; /* nqcnf_square values */
} nqcnf_board;

/* Allocates a board with every square `fill`. The board owns its squares
 * until nqcnf_board_free(), which leaves it empty (safe to free again).
 * NQCNF_ERR_INVALID_ARGUMENT for a NULL board, n = 0 or a fill that is
 * not an nqcnf_square (the board is then left empty); NQCNF_ERR_TOO_LARGE
 * above NQCNF_MAX_N. */
NQCNF_API nqcnf_status nqcnf_board_init(nqcnf_board *board, uint32_t n,
                              nqcnf_square fill);
NQCNF_API void nqcnf_board_free(nqcnf_board *board);

/* Input bytes made safe for a terminal or a log: printable ASCII as it
 * is (a backslash doubled), every other byte as \xNN, so that no escape
 * sequence, control byte or invisible character of a file reaches the
 * screen raw. Writes at most `size` bytes with the NUL into `out`; a
 * quote that does not fit is cut at a whole escape and ends in "...".
 * Returns `out` (empty for NULL `at` or a size below NQCNF_QUOTE_MIN;
 * "" itself for a NULL `out` or size 0). Every message of the library and
 * the command that quotes its input goes through it. */
#define NQCNF_QUOTE_MIN 8u
NQCNF_API const char *nqcnf_quote(const char *at, size_t length, char *out,
                                  size_t size);

/* The 8 symmetries of the square, as bit numbers of a group: bit w of a
 * group is set when symmetry w belongs to it. */
typedef enum nqcnf_symmetry {
    NQCNF_SYMMETRY_IDENTITY = 0,
    NQCNF_SYMMETRY_MIRROR,         /* (r,c) -> (r,n-1-c) */
    NQCNF_SYMMETRY_FLIP,           /* (r,c) -> (n-1-r,c) */
    NQCNF_SYMMETRY_HALF_TURN,      /* (r,c) -> (n-1-r,n-1-c) */
    NQCNF_SYMMETRY_TRANSPOSE,      /* (r,c) -> (c,r) */
    NQCNF_SYMMETRY_ANTI_TRANSPOSE, /* (r,c) -> (n-1-c,n-1-r) */
    NQCNF_SYMMETRY_QUARTER_TURN,   /* (r,c) -> (c,n-1-r) */
    NQCNF_SYMMETRY_THREE_QUARTERS  /* (r,c) -> (n-1-c,r) */
} nqcnf_symmetry;
#define NQCNF_SYMMETRIES 8u
#define NQCNF_SYMMETRY_GROUP_ALL 0xFFu /* the open board's group */

/* The symmetries of the problem `options` describes: those of the square
 * that map the pre-placed queens onto themselves and the blocked squares
 * onto themselves (as sets), a subgroup of the 8 that always holds the
 * identity; all 8 on the open board. Only these map solutions to
 * solutions, so they are the ones symmetry breaking breaks, `unique`
 * counts classes of, and classes are made of. *group gets bit w for
 * every symmetry w. NQCNF_ERR_INVALID_ARGUMENT for NULL arguments or
 * options nqcnf_options_check() refuses; NQCNF_ERR_OUT_OF_MEMORY. */
NQCNF_API nqcnf_status nqcnf_symmetry_group(const nqcnf_options *options,
                                            unsigned *group);

/* What symmetry `which` is called ("the identity", "the quarter turn",
 * "the reflection in the main diagonal", ...); NULL for another value. */
NQCNF_API const char *nqcnf_symmetry_name(nqcnf_symmetry which);

/* The 8 symmetries of the square (rotations and reflections). The
 * canonical board of a class is the one whose queen columns, read row by
 * row, are lexicographically smallest among its images (the board that
 * symmetry breaking and count's `unique` keep). `canonical` may be NULL;
 * *class_size (may be NULL) receives how many distinct boards the class
 * has: 8, 4 or 2 (1 for N = 1). The board must hold N queens, one per row
 * and one per column, and no unassigned square (NQCNF_ERR_INVALID_ARGUMENT
 * otherwise: the images of other boards are not such boards). `canonical`
 * must have room for n*n squares (its n and squares set by the call); it
 * may be `board` itself. */
NQCNF_API nqcnf_status nqcnf_board_canonical(const nqcnf_board *board,
                                             nqcnf_board *canonical,
                                             unsigned *class_size);

/* nqcnf_board_canonical() under the symmetries of `group` alone (bit w
 * for symmetry w, as nqcnf_symmetry_group() gives it; the identity is
 * always taken): the classes of a problem with given squares, whose
 * other images are no solutions. *class_size is then the group's order
 * divided by how many of its members leave the board as it is.
 * NQCNF_ERR_INVALID_ARGUMENT as nqcnf_board_canonical(), and for a group
 * with bits beyond the 8 symmetries. */
NQCNF_API nqcnf_status nqcnf_board_class(const nqcnf_board *board,
                                         unsigned group,
                                         nqcnf_board *canonical,
                                         unsigned *class_size);

/* Why a board is not a solution. Rows and columns are 0-based here;
 * nqcnf_problem_describe() words them 1-based, as the lessons do. */
typedef enum nqcnf_problem_kind {
    NQCNF_PROBLEM_SAME_ROW,        /* two queens: (row1,column1), (row2,column2) */
    NQCNF_PROBLEM_SAME_COLUMN,
    NQCNF_PROBLEM_SAME_DIAGONAL,
    NQCNF_PROBLEM_EMPTY_ROW,       /* row1 has no queen */
    NQCNF_PROBLEM_UNASSIGNED       /* (row1,column1) has no value */
} nqcnf_problem_kind;

typedef struct nqcnf_problem {
    nqcnf_problem_kind kind;
    uint32_t row1, column1;
    uint32_t row2, column2;
} nqcnf_problem;

/* Checks that the board holds n queens, none attacking another. Returns
 * the number of problems found (0: a solution) and stores the first
 * `capacity` of them in `problems` (NULL stores none), in reading order:
 * unassigned squares, attacking pairs, empty rows. SIZE_MAX, and nothing
 * stored, for what is not a board: NULL, squares NULL, or n not
 * 1 .. NQCNF_MAX_N (never 0, which would call it a solution). */
NQCNF_API size_t nqcnf_board_verify(const nqcnf_board *board, nqcnf_problem *problems,
                          size_t capacity);

/* One line of English for a problem, e.g. "queens at (1,1) and (3,3)
 * attack each other along a diagonal", written into `text` (always NUL
 * terminated); returns the length it needed, like snprintf. A NULL
 * problem, a kind that is no nqcnf_problem_kind, or a NULL text with a
 * nonzero size give 0 (and an empty text where there is room). */
NQCNF_API size_t nqcnf_problem_describe(const nqcnf_problem *problem, char *text,
                              size_t size);

typedef enum nqcnf_drawing {
    NQCNF_DRAW_PLAIN,   /* "Q . . ." one line per row, ASCII */
    NQCNF_DRAW_UNICODE  /* a queen glyph on a checkered board, UTF-8 */
} nqcnf_drawing;

/* Draws the board as text, one line per row, squares separated by spaces.
 * Unassigned squares are drawn as '?'. NQCNF_ERR_INVALID_ARGUMENT for a
 * NULL or empty board, a NULL write or an unknown style. */
NQCNF_API nqcnf_status nqcnf_board_write_text(const nqcnf_board *board,
                                    nqcnf_drawing style,
                                    nqcnf_write_fn write, void *context);

/* Draws the board as a standalone SVG document: the drawing of one board
 * of nqcnf_boards_write_svg() (labels, problem marks), without a caption. */
NQCNF_API nqcnf_status nqcnf_board_write_svg(const nqcnf_board *board,
                                   nqcnf_write_fn write, void *context);

/* Draws boards as one SVG sheet: a grid of small boards wrapping onto
 * rows within max_width pixels (0: a default of 1200), each with row and
 * column labels (1-based, as the messages number them) and its caption
 * (captions may be NULL, or any entry NULL: none). A board that is not a
 * solution is drawn with its problems marked: attacking pairs joined by a
 * red line, empty rows and columns shaded. Square size scales down with
 * N so a sheet stays small (724 boards of N = 10: a few MB at most). */
NQCNF_API nqcnf_status nqcnf_boards_write_svg(const nqcnf_board *const *boards,
        const char *const *captions, size_t count, uint32_t max_width,
        nqcnf_write_fn write, void *context);

/* ------------------------------------------------------------------------
 * Solving and counting in-process, with the options' backend
 * ------------------------------------------------------------------------ */

/* Called for every solution found, in the order found. Return 0 to go on,
 * anything else to stop the enumeration (nqcnf_solve then returns
 * NQCNF_OK: stopping is the caller's choice, not an error). `solution` is
 * the library's and is reused for the next one: it is valid only until
 * the callback returns (copy the squares to keep them). */
typedef int (*nqcnf_solution_fn)(void *context, const nqcnf_board *solution);

/* Finds solutions with the solver options->backend names: the clauses
 * reach it through the generator (no text in between). After each solution the N squares
 * holding its queens are blocked with one clause (every solution has
 * exactly N queens, so this excludes that solution and nothing else) and
 * the same solver instance goes on. `limit` is the most solutions wanted,
 * 0 for all. `found` (may be NULL) receives how many were reported, also
 * when an error follows them. on_solution must not be NULL. Encodings over
 * NQCNF_SOLVER_CLAUSE_LIMIT clauses (N >= 1089), which the solvers cannot
 * count, give NQCNF_ERR_TOO_LARGE; a backend this build lacks,
 * NQCNF_ERR_INVALID_ARGUMENT. */
NQCNF_API nqcnf_status nqcnf_solve(const nqcnf_options *options, uint64_t limit,
                         nqcnf_solution_fn on_solution, void *context,
                         uint64_t *found);

/* For N-Queens completion: when the pre-placed queens of `options`
 * cannot be completed to a solution, finds a small subset of them that
 * already cannot (the solver's failed assumptions, then shrunk until no queen
 * can be dropped) and stores their indexes in options->queens in
 * `core`, the caller's array, which must have room for
 * options->queen_count entries (it may be NULL when there are none).
 * *core_count is 0 when no queen is to blame: the queens can be
 * completed, or the board has no solution even without them (N = 2, 3,
 * blocked squares, symmetry breaking, which count as part of the board);
 * nqcnf_solve() tells the two apart. The core is minimal (no queen of it
 * can be dropped), not necessarily the smallest possible. */
NQCNF_API nqcnf_status nqcnf_completion_core(const nqcnf_options *options, size_t *core,
                                   size_t *core_count);

/* Counts all solutions (OEIS A000170), or with `unique` set only one per
 * class under the 8 rotations and reflections of the board (A002562).
 * The board is split into independent sub-problems by the queens of the
 * first three rows (by mirror symmetry only half of the first row's
 * columns are needed) and they are solved on up to `threads` threads (0:
 * as many as there are processors). Counting is enumeration: the time
 * grows with the number of solutions. NQCNF_ERR_TOO_LARGE as for
 * nqcnf_solve(). */
NQCNF_API nqcnf_status nqcnf_count_solutions(const nqcnf_options *options, int unique,
                                   unsigned threads, uint64_t *count);

/* Lists solutions with nqcnf_count_solutions()'s split-and-thread method:
 * on_solution is called for each solution as it is found, from one
 * thread at a time (never concurrently), on threads of the library's
 * (the calling thread among them); returning non-zero stops the listing
 * (NQCNF_OK, as with nqcnf_solve). unique: one board per symmetry class,
 * the canonical one (nqcnf_board_canonical; with symmetry breaking in the
 * options every solution already is). sorted: in lexicographic order of
 * the queen columns (the same output whatever the thread count); the
 * boards then come a sub-problem (the first three rows' queens) at a
 * time, each in full, and with `limit` some later sub-problems may be
 * solved in vain. limit: at most that many (0: all); the other threads
 * stop in the middle of their searches. found (may be NULL): how many
 * were reported, also when an error follows them. Errors as
 * nqcnf_solve(). */
NQCNF_API nqcnf_status nqcnf_list_solutions(const nqcnf_options *options,
        int unique, int sorted, unsigned threads, uint64_t limit,
        nqcnf_solution_fn on_solution, void *context, uint64_t *found);

/* How far a count or a listing has come, handed to a progress callback.
 * parts are the sub-problems of the request's shard. */
typedef struct nqcnf_progress {
    uint64_t parts_done, parts_total;
    uint64_t solutions;  /* counted (or listed) so far */
    double work_done;    /* 0..1: the estimated work of the parts done */
} nqcnf_progress;

/* Called once at the start (parts_done 0: parts_total is known before
 * any work), after each sub-problem and once at the end (parts_done ==
 * parts_total), from one thread at a time, never concurrently, on threads
 * of the library's; `progress` is valid only during the call. It may be
 * called thousands of times a second: keep it cheap, throttle what it
 * prints. */
typedef void (*nqcnf_progress_fn)(void *context,
                                  const nqcnf_progress *progress);

/* What nqcnf_count() and nqcnf_list() do beyond the options' instance.
 * Set it up with nqcnf_count_request_init() (a struct that grows, as
 * nqcnf_options: see "Structs that grow"); a NULL request means the
 * defaults.
 *
 * Shards split one count over machines: the sub-problems of the instance
 * form a fixed list, computed from the options alone (N, queens, blocked
 * squares, encoding, symmetry breaking), the same whatever the thread
 * count or the machine, and shard K of M (shard_index K-1, shard_count M)
 * is the K-th of M contiguous runs of it of about equal estimated work.
 * The M shards are disjoint and cover everything, so their counts sum to
 * the whole count, for any M >= 1 (a shard may hold no sub-problem: it
 * counts 0). shard_index >= shard_count > 1, or shard_index > 0 with
 * shard_count 0 or 1, gives NQCNF_ERR_INVALID_ARGUMENT. */
typedef struct nqcnf_count_request {
    int unique;               /* one solution per symmetry class
                                 (A002562), as nqcnf_count_solutions */
    unsigned threads;         /* 0 (default): one per processor */
    uint32_t shard_index;     /* 0-based: K-1 of "shard K of M" */
    uint32_t shard_count;     /* M; 0 or 1 (default): everything */
    nqcnf_progress_fn progress; /* may be NULL (default) */
    void *progress_context;   /* passed back to progress untouched */
    size_t struct_size;       /* set by nqcnf_count_request_init(); the
                                 first layout ends here */
} nqcnf_count_request;

#define NQCNF_COUNT_REQUEST_SIZE_1 \
    (offsetof(nqcnf_count_request, struct_size) + sizeof(size_t))

/* Zeroes the request (the defaults: everything, every solution, one
 * thread per processor, no progress) and sets struct_size. NULL does
 * nothing. */
NQCNF_API void nqcnf_count_request_init(nqcnf_count_request *request);

/* Counts the solutions of the options' instance, or of the request's
 * shard of it, as nqcnf_count_solutions() does (which is this with a
 * request of `unique` and `threads` only). */
NQCNF_API nqcnf_status nqcnf_count(const nqcnf_options *options,
                                   const nqcnf_count_request *request,
                                   uint64_t *count);

/* Lists the solutions of the options' instance, or of the request's
 * shard, as nqcnf_list_solutions() does (which is this with a request of
 * `unique` and `threads` only). sorted: in lexicographic order within
 * the shard, and every board of shard K comes before those of shard K+1,
 * so the shards' outputs, concatenated in order, are the whole sorted
 * listing. */
NQCNF_API nqcnf_status nqcnf_list(const nqcnf_options *options,
                                  const nqcnf_count_request *request,
                                  int sorted, uint64_t limit,
                                  nqcnf_solution_fn on_solution,
                                  void *context, uint64_t *found);

/* ------------------------------------------------------------------------
 * Known counts and estimates
 * ------------------------------------------------------------------------ */

/* The published count of the open n x n board: OEIS A000170 (every
 * solution) or, with `unique`, A002562 (one per class under the 8
 * rotations and reflections), for n = 1 .. 27, the values known (27: the
 * Q27 project, 2016). NQCNF_OK and *value, or NQCNF_ERR_INVALID_ARGUMENT
 * (and *value 0) when the value is not known or value is NULL. */
NQCNF_API nqcnf_status nqcnf_known_count(uint32_t n, int unique,
                                         uint64_t *value);

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
 * sampling stops once about `budget_seconds` have gone (0.5 is a good
 * start; at least a few parts are timed whatever the budget, and an
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
 * shuffled: NQCNF_ERR_INVALID_ARGUMENT. nqcnf_counts.bytes stays the
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
 * malformed: a strict solver would refuse it or read something else than
 * was meant. */
typedef enum nqcnf_cnf_issue_kind {
    NQCNF_CNF_NO_HEADER,            /* error: no "p cnf" line (line 0) */
    NQCNF_CNF_BAD_HEADER,           /* error: a "p" line that is not
                                       "p cnf V C"; token: the line */
    NQCNF_CNF_LATE_HEADER,          /* error: a header after clauses or a
                                       second header (the first counts) */
    NQCNF_CNF_HEADER_VARIABLES,     /* error: value = the header's count,
                                       expected = the largest variable
                                       the clauses use */
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
                                       lines after it, which are not read
                                       (minisat, cryptominisat5, cadical
                                       and picosat reject the file) */
    NQCNF_CNF_COMMENT_IN_CLAUSE     /* a comment before a clause's 0:
                                       cadical and picosat read on, but
                                       minisat and cryptominisat5 reject
                                       the file */
} nqcnf_cnf_issue_kind;

/* Whether an issue of this kind makes the file malformed (1) or is only
 * odd (0). A value that is no kind gives 1, the safe side for a caller
 * that refuses malformed files. */
NQCNF_API int nqcnf_cnf_issue_is_error(nqcnf_cnf_issue_kind kind);

typedef struct nqcnf_cnf_issue {
    nqcnf_cnf_issue_kind kind;
    size_t line;       /* 1-based; 0 when no line applies */
    size_t clause;     /* index into the clauses, SIZE_MAX if none */
    int64_t value;
    int64_t expected;
    size_t other_line; /* DUPLICATE_CLAUSE: the first copy's line */
    char token[40];    /* the offending text, cut to fit, NUL terminated */
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

/* Flags of a clause as read. The comparison leaves out clauses with any
 * of them: a damaged clause's meaning is unknown, a tautology says
 * nothing, a duplicate says it again (each is reported as an issue). */
#define NQCNF_CNF_CLAUSE_DAMAGED   1u /* a word that is not a literal, or a
                                         literal out of range */
#define NQCNF_CNF_CLAUSE_TAUTOLOGY 2u
#define NQCNF_CNF_CLAUSE_DUPLICATE 4u

/* A CNF as read. Clauses keep the literals as written (their order,
 * repeats) in the layout of nqcnf_clause_list; `sorted` holds each one
 * normalized (sorted by variable, then sign, repeats dropped), which is
 * how clauses are compared. */
typedef struct nqcnf_cnf {
    int has_header;
    size_t header_line;
    uint64_t header_variables;
    uint64_t header_clauses;
    uint32_t max_variable;   /* the largest variable of the kept literals */
    size_t clause_count;
    int32_t *literals;       /* as written, each clause closed by 0 */
    size_t *offsets;         /* clause_count + 1 entries */
    int32_t *sorted;         /* normalized, each clause closed by 0 */
    size_t *sorted_offsets;  /* clause_count + 1 entries */
    size_t *lines;           /* the line each clause starts on */
    unsigned char *flags;    /* NQCNF_CNF_CLAUSE_* bits */
    nqcnf_cnf_issue *issues; /* in line order */
    size_t issue_count;
} nqcnf_cnf;

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
    nqcnf_difference *differences; /* extras in line order, then the
                                      missing in the reference's order,
                                      then what the file allows */
    size_t difference_count;
    /* private: the reference clauses the missing ones point into */
    nqcnf_clause_list reference;
    size_t *reference_groups; /* per clause: offset into group_text */
    char *group_text;
    size_t group_text_size;
    nqcnf_clause_list rules;  /* the textbook clauses ALLOWS points into */
} nqcnf_check_report;

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
 * guessed). When options->stop asks to stop, the check returns NQCNF_OK
 * with what it decided: the differences found so far, the open ones
 * UNDECIDED, and the summary NOT_EQUIVALENT when a witness already shows
 * it, else UNDECIDED (with no differences when it stopped before the
 * clauses were compared). The file's malformation (its issues) is not
 * part of the summary. Encodings too large for a solver give NQCNF_ERR_TOO_LARGE. The
 * report owns its differences, their witnesses, groups and MISSING and
 * ALLOWS literals until nqcnf_check_report_free(); the EXTRA differences'
 * literals point into `cnf`, so free the cnf only after the report's last
 * use (the report keeps no other pointer to it, or to the options). */
NQCNF_API nqcnf_status nqcnf_check_cnf(const nqcnf_options *options,
                             const nqcnf_cnf *cnf,
                             nqcnf_check_report *report);

NQCNF_API void nqcnf_check_report_free(nqcnf_check_report *report);

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
                                      line), the file is `summary` */
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
                                      (value: how many) */
    NQCNF_DIAGNOSIS_ONLY_LONG_DIAGONALS, /* of `family`, only the pairs on
                                      the longest diagonal are there (value:
                                      the missing pairs of the others) */
    NQCNF_DIAGNOSIS_TYPO           /* the file's clause `clause` (on `line`;
                                      extra, or a duplicate) differs in one
                                      literal from the missing reference
                                      clause of differences[difference]:
                                      a typo, most likely; looked for
                                      whatever the verdict */
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
 * clauses missing whole is named from the report. `data` is the file's
 * text (needed to read it again; NULL skips the readings), `cnf` and
 * `report` what nqcnf_check_cnf() made of it with `options`. Once
 * options->stop asks to stop, no further reading is tried.
 * NQCNF_ERR_INVALID_ARGUMENT for a NULL options, cnf, report or
 * diagnoses, NULL data with a nonzero size, or options that
 * nqcnf_options_check() refuses. */
NQCNF_API nqcnf_status nqcnf_diagnose(const nqcnf_options *options,
                                      const char *data, size_t size,
                                      const nqcnf_cnf *cnf,
                                      const nqcnf_check_report *report,
                                      nqcnf_diagnoses *diagnoses);

#ifdef __cplusplus
}
#endif

#endif /* NQCNF_H */
