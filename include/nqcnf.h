/*
 * nqcnf.h - the stable interface of the nqueens-cnf library.
 *
 * The library turns the N-Queens puzzle into CNF. It is built around one
 * generator that walks the board's lines (rows, columns, diagonals) in the
 * order of the textbook reference generator and hands every clause to a
 * *sink*: the in-memory clause list, a format writer, a solver, or a sink
 * of the caller's own. The header's counts are known in closed form
 * before a single clause exists, so the writers stream in memory that
 * does not grow with N. What the command builds on beyond this (readers,
 * check, decode, instances, the shuffle) is in nqcnf_experimental.h.
 *
 * The conventions, for every function of both headers:
 *
 * - Status. A function that can fail returns an nqcnf_status; one that
 *   cannot (a name, a predicate, a variable number) says what it returns
 *   for arguments it cannot use (NULL, 0, SIZE_MAX). A refused argument
 *   (a NULL pointer the call needs, N outside 1 .. NQCNF_MAX_N, an
 *   unknown enum value, a struct not set up by its _init) gives
 *   NQCNF_ERR_INVALID_ARGUMENT before anything is changed or called, and
 *   nqcnf_errmsg() then says which argument and why.
 * - Objects. A kind of object has one pair: _init and _free for a struct
 *   the caller holds (options, board, clause list), _new and _free for an
 *   opaque one the library allocates. _free takes NULL, and leaves a
 *   caller's struct empty, safe to free again. Memory comes from the
 *   allocator installed when a block was made (nqcnf_set_allocator()).
 * - Ownership. A pointer passed in is borrowed for the call: no function
 *   keeps one after it returns, except the objects that say so (the
 *   decoder keeps its callback). What the library hands a callback (a
 *   clause, a board, an answer) is valid only until the callback
 *   returns. A struct the library fills owns what it points to until its
 *   _free.
 * - Callbacks. A callback's `context` is passed back untouched. A callback
 *   that returns non-zero (a sink's: a status other than NQCNF_OK) stops
 *   the call, which returns NQCNF_ERR_STOPPED (a sink's own status), with
 *   what was delivered already counted in its out-parameters. A write
 *   callback (nqcnf_write_fn) is the exception: non-zero is a failed
 *   write, and the call gives NQCNF_ERR_IO.
 * - Flags are enums or fields of an options struct, never adjacent int
 *   parameters; every enum the library returns has a _name function.
 * - Structs that grow (options, sink, count request) gain fields at
 *   their end, so a program compiled against an older header passes a
 *   smaller struct. Set one up with its _init, then change the fields
 *   you need; never with an initializer list, which leaves struct_size
 *   0. struct_size, written by _init, is the sizeof the struct had where
 *   the caller was compiled; it closes the first layout
 *   (NQCNF_OPTIONS_SIZE_1, ...) at an offset that never changes. A call
 *   copies the caller's struct over the defaults on entry: a field that
 *   struct_size covers whole is read, a newer one keeps its default and
 *   its bytes are never read. A struct_size below the first layout is
 *   refused (the struct did not come from _init); one above the
 *   library's own (a newer header, an older library) is accepted when
 *   every byte past the last field the library knows is zero, the newer
 *   fields' defaults, and refused otherwise rather than ignore a
 *   setting.
 * - Structs the library fills for the caller (sizes, board, clause list,
 *   line, problem, progress) keep their layout within a major version:
 *   a new figure comes with a new function. No struct has fields the
 *   caller must not touch; what the library keeps for itself is behind
 *   an opaque pointer.
 * - Threads. Calls on different objects may run on different threads at
 *   once; nothing is global but the allocator table and nqcnf_errmsg()'s
 *   buffer, which is the thread's own. The library never prints, exits
 *   or opens a path: it writes to a callback or a FILE * the caller owns.
 */
#ifndef NQCNF_H
#define NQCNF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The library's version at compile time; nqcnf_version() gives the one
 * linked at run time. The build reads its version from these lines. */
#define NQCNF_VERSION_MAJOR 0
#define NQCNF_VERSION_MINOR 7
#define NQCNF_VERSION_PATCH 0
#define NQCNF_VERSION_NUMBER \
    (NQCNF_VERSION_MAJOR * 10000 + NQCNF_VERSION_MINOR * 100 +               \
     NQCNF_VERSION_PATCH)

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

/* What the latest call of this thread that returned
 * NQCNF_ERR_INVALID_ARGUMENT found wrong, naming the argument as the
 * caller wrote it: "options->encoding is 9: not an nqcnf_encoding". ""
 * before any such call. Like errno, look at it right after the status
 * and on the same thread; calls that succeed leave it as it is. */
NQCNF_API const char *nqcnf_errmsg(void);

/* The library's version, "MAJOR.MINOR.PATCH". */
NQCNF_API const char *nqcnf_version(void);

/* Where the library's memory comes from (PicoSAT's included; CaDiCaL,
 * being C++, allocates with operator new, which this does not reach, and
 * aborts the process if that fails). Each
 * function gets `context` first; allocate and reallocate return NULL when
 * there is no memory, and the library then returns
 * NQCNF_ERR_OUT_OF_MEMORY having freed what it held. The functions must be
 * safe to call from several threads (a count uses threads).
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

/* What to generate; a struct that grows (see "Structs that grow" at the
 * top). The defaults of nqcnf_options_init() give the textbook encoding,
 * byte for byte the lessons' output. queens and blocked must stay
 * unchanged until the call returns (the threads of a count read them
 * too). */
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
    const nqcnf_square_ref *queens; /* pre-placed queens (unit
                                       clauses) */
    size_t queen_count;
    const nqcnf_square_ref *blocked; /* squares no queen may take */
    size_t blocked_count;
    size_t struct_size;        /* set by nqcnf_options_init(); the first
                                  layout ends here */
    /* Fields added since the first layout. */
    nqcnf_backend backend;     /* the solver behind every search
                                  (default PicoSAT); it does not change
                                  the clauses */
    uint64_t shuffle_seed;     /* the shuffle of nqcnf_write's DIMACS text */
    unsigned shuffle_parts;    /* NQCNF_SHUFFLE_* bits; 0 (the default):
                                  no shuffle. See "Shuffling" */
    int (*stop)(void *context); /* polled by nqcnf_check_cnf and
                                  nqcnf_diagnose while they work (inside
                                  each solver search too); once it returns
                                  non-zero they return NQCNF_ERR_STOPPED
                                  with what is decided so far (see
                                  nqcnf_check_cnf). NULL (the
                                  default): never stop. A deadline is
                                  the caller's clock behind it */
    void *stop_context;        /* handed to stop */
} nqcnf_options;

/* Sets every field to its default (the whole struct is zeroed first,
 * padding included), n to `n` and struct_size to sizeof(nqcnf_options).
 * NULL does nothing. */
NQCNF_API void nqcnf_options_init(nqcnf_options *options, uint32_t n);

/* Where the first layout of nqcnf_options ends (see "Structs that grow"
 * at the top). */
#define NQCNF_OPTIONS_SIZE_1 \
    (offsetof(nqcnf_options, struct_size) + sizeof(size_t))

/* NQCNF_OK if the options describe a board the library can encode: an
 * accepted struct_size, N in range, a known encoding and backend,
 * pre-placed and blocked squares on the board. Pre-placed queens that
 * attack each other are allowed: they make an unsatisfiable instance
 * (nqcnf_queens_conflict() finds them). */
NQCNF_API nqcnf_status nqcnf_options_check(const nqcnf_options *options);

/* Whether two of the pre-placed queens attack each other, or one stands on
 * a blocked square; if so, and `first`/`second` are not NULL, their
 * indexes in options->queens (second == first for a blocked square).
 * 0 for options whose struct_size is refused. */
NQCNF_API int nqcnf_queens_conflict(const nqcnf_options *options,
                                    size_t *first, size_t *second);

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

/* "row", "column", "down-right diagonal", "down-left diagonal"; NULL for
 * another value. */
NQCNF_API const char *nqcnf_line_kind_name(nqcnf_line_kind kind);

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

typedef struct nqcnf_sizes {
    uint64_t variables;           /* board and auxiliary variables */
    uint64_t auxiliary_variables; /* beyond the N*N board variables */
    uint64_t clauses;
    uint64_t bytes; /* exact size of the DIMACS text (without --comments),
                       header and projection lines included; with a
                       shuffle (shuffle_parts), the size of the same
                       text unshuffled: see "Shuffling" */
} nqcnf_sizes;

/* Computes the sizes, all four in closed form for every encoding and
 * option (symmetry breaking, pre-placed queens, blocked squares, no
 * column at-least-one): O(N + queens + blocked squares) arithmetic, no
 * clause is generated, no memory is allocated; well under a millisecond
 * at N = 46340. NQCNF_ERR_TOO_LARGE when the variables, auxiliary ones
 * included, do not fit signed 32 bits; NQCNF_ERR_INVALID_ARGUMENT for
 * invalid options or a NULL `counts`. */
NQCNF_API nqcnf_status nqcnf_sizes_compute(const nqcnf_options *options,
                                  nqcnf_sizes *counts);

/* ------------------------------------------------------------------------
 * The generator and its sinks
 * ------------------------------------------------------------------------ */

/* A sink receives every clause, in order. Literals are DIMACS literals
 * (a variable, negated for "no queen here"), without the closing 0.
 * Set it up with nqcnf_sink_init(), then set context, add_clause and the
 * optional callbacks you have. They are called only while the function
 * given the sink runs, on the thread that called it.
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
 * Formats
 * ------------------------------------------------------------------------ */

/* Writes `size` bytes somewhere; returns 0 when all are written, or -1
 * with errno set (the call then gives NQCNF_ERR_IO). */
typedef int (*nqcnf_write_fn)(void *context, const void *data, size_t size);

/* The text formats the encoding can be written in. The formats with
 * cardinality constraints (OPB, KNF, CNF+) write each line's constraint
 * whole and do not use the options' encoding: no auxiliary variables. */
typedef enum nqcnf_format {
    NQCNF_FORMAT_DIMACS = 0, /* `p cnf` and one clause per line: the
                                lessons' file */
    NQCNF_FORMAT_SMT2,       /* SMT-LIB 2 over Booleans, as in the lessons:
                                x<row>y<column> (0-based), aux<k>, one
                                assert per clause; z3 reads it */
    NQCNF_FORMAT_OPB,        /* pseudo-Boolean: a row's or column's
                                "= 1", a diagonal's ">= -1" over negated
                                coefficients, x1 .. xV as in DIMACS */
    NQCNF_FORMAT_KNF,        /* KNF (Reeves, Heule, Bryant): clauses and
                                "k B l1 ... lm 0", at least B true */
    NQCNF_FORMAT_CNF_PLUS    /* CNF+, as MiniCard reads it: clauses and
                                "l1 ... lm <= 1" */
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

/* nqcnf_write() into a stdio stream, which is not flushed or closed and
 * stays the caller's; a failed fwrite gives NQCNF_ERR_IO. */
NQCNF_API nqcnf_status nqcnf_write_file(const nqcnf_options *options,
                                        nqcnf_format format, unsigned flags,
                                        FILE *stream);

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

/* "empty", "queen", "unassigned"; NULL for another value. */
NQCNF_API const char *nqcnf_square_name(nqcnf_square square);

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

/* The class of a board under the symmetries of `group` (bit w for
 * symmetry w, as nqcnf_symmetry_group() gives it; the identity is always
 * taken; NQCNF_SYMMETRY_GROUP_ALL for all 8 rotations and reflections).
 * The canonical board of a class is the one whose queen columns, read
 * row by row, are lexicographically smallest among its images (the board
 * that symmetry breaking and `unique` keep). `canonical` may be NULL, or
 * `board` itself, else a board of the same n (another n is
 * NQCNF_ERR_INVALID_ARGUMENT, and nothing is written). *class_size
 * (may be NULL) gets the number of distinct boards of the class: the
 * group's order divided by how many of its members leave the board as it
 * is (8, 4 or 2 for all 8; 1 for N = 1). The board must hold N queens,
 * one per row and column, and no unassigned square; a group with bits
 * beyond the 8 symmetries is refused. */
NQCNF_API nqcnf_status nqcnf_board_class(const nqcnf_board *board,
                                         unsigned group,
                                         nqcnf_board *canonical,
                                         unsigned *class_size);

/* Why a board is not a solution. Rows and columns are 0-based here;
 * nqcnf_problem_describe() words them 1-based, as the lessons do. */
typedef enum nqcnf_problem_kind {
    NQCNF_PROBLEM_SAME_ROW,        /* two queens: (row1,column1) and
                                      (row2,column2) */
    NQCNF_PROBLEM_SAME_COLUMN,
    NQCNF_PROBLEM_SAME_DIAGONAL,
    NQCNF_PROBLEM_EMPTY_ROW,       /* row1 has no queen */
    NQCNF_PROBLEM_UNASSIGNED       /* (row1,column1) has no value */
} nqcnf_problem_kind;

/* "same-row", "same-column", "same-diagonal", "empty-row",
 * "unassigned"; NULL for another value. */
NQCNF_API const char *nqcnf_problem_kind_name(nqcnf_problem_kind kind);

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
NQCNF_API size_t nqcnf_board_verify(const nqcnf_board *board,
                                    nqcnf_problem *problems,
                                    size_t capacity);

/* One line of English for a problem, e.g. "queens at (1,1) and (3,3)
 * attack each other along a diagonal", written into `text` (always NUL
 * terminated); returns the length it needed, like snprintf. A NULL
 * problem, a kind that is no nqcnf_problem_kind, or a NULL text with a
 * nonzero size give 0 (and an empty text where there is room). */
NQCNF_API size_t nqcnf_problem_describe(const nqcnf_problem *problem,
                                        char *text, size_t size);

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

/* Called for every solution found, in the order found; returning
 * non-zero stops the call, which then returns NQCNF_ERR_STOPPED (see
 * "Callbacks"). `solution` is the library's and is reused for the next
 * one: it is valid only until the callback returns (copy the squares to
 * keep them). */
typedef int (*nqcnf_solution_fn)(void *context, const nqcnf_board *solution);

/* Finds solutions with the solver options->backend names: the clauses
 * reach it through the generator (no text in between). After each
 * solution the N squares holding its queens are blocked with one clause
 * (every solution has exactly N queens, so this excludes that solution
 * and nothing else) and the same solver instance goes on. `limit` is the
 * most solutions wanted, 0 for all. `found` (may be NULL) receives how
 * many were reported, also when an error follows them. on_solution must
 * not be NULL. Encodings over NQCNF_SOLVER_CLAUSE_LIMIT clauses
 * (N >= 1089), which the solvers cannot count, give NQCNF_ERR_TOO_LARGE;
 * a backend this build lacks, NQCNF_ERR_INVALID_ARGUMENT. */
NQCNF_API nqcnf_status nqcnf_solve(const nqcnf_options *options,
                                   uint64_t limit,
                                   nqcnf_solution_fn on_solution,
                                   void *context, uint64_t *found);

/* When the pre-placed queens of `options` cannot be completed to a
 * solution, finds a small subset of them that already cannot (the
 * solver's failed assumptions, then shrunk until no queen can be
 * dropped) and stores their indexes in options->queens in `core`, the
 * caller's array, which must have room for options->queen_count entries
 * (it may be NULL when there are none). *core_count is 0 when no queen
 * is to blame: the queens can be completed, or the board has no solution
 * even without them (N = 2, 3, blocked squares, symmetry breaking, which
 * count as part of the board); nqcnf_solve() tells the two apart. The
 * core is minimal (no queen of it can be dropped), not necessarily the
 * smallest possible. */
NQCNF_API nqcnf_status nqcnf_queens_core(const nqcnf_options *options,
                                         size_t *core, size_t *core_count);

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
 * The board is split into independent sub-problems by the queens of the
 * first rows, solved on up to `threads` threads. Shards split one count
 * over machines: the sub-problems form a fixed list, computed from the
 * options alone (N, queens, blocked squares, encoding, symmetry
 * breaking), the same whatever the thread count or the machine, and
 * shard K of M (shard_index K-1, shard_count M) is the K-th of M
 * contiguous runs of it of about equal estimated work. The M shards are
 * disjoint and cover everything, so their counts sum to the whole count,
 * for any M >= 1 (a shard may hold no sub-problem: it counts 0).
 * shard_index >= shard_count > 1, or shard_index > 0 with shard_count 0
 * or 1, gives NQCNF_ERR_INVALID_ARGUMENT. */
typedef struct nqcnf_count_request {
    int unique;               /* one solution per class under the 8
                                 rotations and reflections (A002562) */
    unsigned threads;         /* 0 (default): one per processor */
    uint32_t shard_index;     /* 0-based: K-1 of "shard K of M" */
    uint32_t shard_count;     /* M; 0 or 1 (default): everything */
    nqcnf_progress_fn progress; /* may be NULL (default) */
    void *progress_context;   /* passed back to progress untouched */
    size_t struct_size;       /* set by nqcnf_count_request_init(); the
                                 first layout ends here */
    /* 0.7: for nqcnf_list() only */
    int sorted;               /* lexicographic order of the columns */
    uint64_t limit;           /* at most this many boards; 0: all */
} nqcnf_count_request;

#define NQCNF_COUNT_REQUEST_SIZE_1 \
    (offsetof(nqcnf_count_request, struct_size) + sizeof(size_t))

/* Zeroes the request (the defaults: everything, every solution, unsorted,
 * one thread per processor, no progress) and sets struct_size. NULL does
 * nothing. */
NQCNF_API void nqcnf_count_request_init(nqcnf_count_request *request);

/* Counts all solutions of the options' instance (OEIS A000170 on the
 * open board), or with request->unique one per symmetry class (A002562),
 * or the request's shard of them. On the open board it solves one board
 * per class and weighs it. Counting is enumeration: the time grows with
 * the number of solutions. NQCNF_ERR_TOO_LARGE as for nqcnf_solve(). */
NQCNF_API nqcnf_status nqcnf_count(const nqcnf_options *options,
                                   const nqcnf_count_request *request,
                                   uint64_t *count);

/* Lists the solutions that nqcnf_count() counts: on_solution is called
 * for each, from one thread at a time (never concurrently), on threads of
 * the library's (the calling thread among them). Like a count, it solves
 * one board per symmetry class (of the symmetries that keep the
 * pre-placed queens and blocked squares, nqcnf_symmetry_group()) and
 * hands out the class's distinct images with it: unsorted, the boards
 * come a class at a time, the class's smallest board first, and shard K
 * holds the classes whose smallest board its sub-problems hold. unique:
 * one board per class, the canonical one (nqcnf_board_class() under that
 * group). With symmetry breaking in the options the instance's solutions
 * are those boards, and a listing lists them, unique or not.
 *
 * sorted: in lexicographic order of the queen columns (the same output
 * whatever the thread count); every board of shard K comes before those
 * of shard K+1, so the shards' outputs, concatenated, are the whole
 * sorted listing. Boards that come later in the order wait in memory, a
 * byte per row (at most 32 MB at N = 15); from N = 17, or in a shard of
 * M > 1, each board is solved in order instead. limit: at most that
 * many (0: all); the other threads stop in the middle of their searches.
 * found (may be NULL): how many were reported, also when an error
 * follows them. Errors as nqcnf_solve(). */
NQCNF_API nqcnf_status nqcnf_list(const nqcnf_options *options,
                                  const nqcnf_count_request *request,
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

#ifdef __cplusplus
}
#endif

#endif /* NQCNF_H */
