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
 */
#ifndef NQCNF_H
#define NQCNF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

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
    NQCNF_ERR_IO,               /* a write failed; errno tells why */
    NQCNF_ERR_STOPPED,          /* a caller's sink asked to stop early */
    NQCNF_ERR_INTERNAL          /* a broken invariant: please report it */
} nqcnf_status;

/* A short English description of a status, never NULL. */
const char *nqcnf_strerror(nqcnf_status status);

/* The library's version, "MAJOR.MINOR.PATCH". */
const char *nqcnf_version(void);

/* ------------------------------------------------------------------------
 * Options and board geometry
 * ------------------------------------------------------------------------ */

/* The largest N whose N*N squares still have signed 32-bit variable
 * numbers, the limit of every DIMACS solver: 46340^2 = 2147395600. */
#define NQCNF_MAX_N 46340u

/* Clause counts beyond this do not fit the signed 32-bit counters most
 * solvers read the header with (first reached at N = 1089). */
#define NQCNF_SOLVER_CLAUSE_LIMIT 2147483647ull

/* What to generate. Always set it up with nqcnf_options_init() so that
 * fields added by later versions get their defaults. */
typedef struct nqcnf_options {
    uint32_t n; /* board size, 1 .. NQCNF_MAX_N */
} nqcnf_options;

void nqcnf_options_init(nqcnf_options *options, uint32_t n);

/* NQCNF_OK if the options describe a board the library can encode. */
nqcnf_status nqcnf_options_check(const nqcnf_options *options);

/* The variable of the square in row `row`, column `column` (both 0-based):
 * row * n + column + 1, the numbering of the lessons. */
int32_t nqcnf_variable(uint32_t n, uint32_t row, uint32_t column);

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
    uint64_t variables;
    uint64_t clauses;
    uint64_t bytes; /* exact size of the DIMACS text, header included */
} nqcnf_counts;

/* Computes the sizes without generating anything, in O(N) time, for any
 * valid N. */
nqcnf_status nqcnf_counts_compute(const nqcnf_options *options,
                                  nqcnf_counts *counts);

/* ------------------------------------------------------------------------
 * The generator and its sinks
 * ------------------------------------------------------------------------ */

/* A sink receives every clause, in order. Literals are DIMACS literals
 * (a variable, negated for "no queen here"), without the closing 0.
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
} nqcnf_sink;

/* Generates every clause of the encoding, in the reference order. */
nqcnf_status nqcnf_generate(const nqcnf_options *options,
                            const nqcnf_sink *sink);

/* Calls visit for every line of the board, in the reference order:
 * rows, columns, down-right diagonals from the top row then from the left
 * column, down-left diagonals from the top row then from the right column.
 * Like the reference, it leaves out two corner diagonals of one square
 * (they constrain nothing). Stops at the first status that is not
 * NQCNF_OK and returns it. */
nqcnf_status nqcnf_for_each_line(const nqcnf_options *options,
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
nqcnf_status nqcnf_clause_list_build(const nqcnf_options *options,
                                     nqcnf_clause_list *list);

/* Clause `index` (0-based): its literals and their number. */
const int32_t *nqcnf_clause_list_get(const nqcnf_clause_list *list,
                                     size_t index, size_t *count);

void nqcnf_clause_list_free(nqcnf_clause_list *list);

/* ------------------------------------------------------------------------
 * DIMACS output
 * ------------------------------------------------------------------------ */

/* Writes `size` bytes somewhere; returns 0 on success, or -1 with errno
 * set. Partial writes are the callback's business: return 0 only when all
 * bytes are written. */
typedef int (*nqcnf_write_fn)(void *context, const void *data, size_t size);

/* Streams the `p cnf` header and every clause in bounded memory. Output
 * goes out in large blocks; the first failed write stops everything and
 * gives NQCNF_ERR_IO with errno as the callback left it. */
nqcnf_status nqcnf_write_dimacs(const nqcnf_options *options,
                                nqcnf_write_fn write, void *context);

/* The same into a stdio stream (which is not flushed or closed). */
nqcnf_status nqcnf_write_dimacs_file(const nqcnf_options *options,
                                     FILE *stream);

#ifdef __cplusplus
}
#endif

#endif /* NQCNF_H */
