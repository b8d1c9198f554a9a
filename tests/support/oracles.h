/*
 * oracles.h - the independent truth the tests compare the library with.
 *
 * A test that computes its expectation with the code under test proves
 * nothing, so what the library is measured against lives here, once, and
 * uses nothing of the library but its types: whether two queens attack
 * each other, a backtracking search over boards (with pre-placed queens,
 * blocked squares, one board per symmetry class), a solution check, the
 * OEIS counts, a sink that records everything it is given, and the loop
 * that fails every allocation of a call in turn. Each is written the
 * plainest way that is still fast enough for N <= 14, and
 * tests/test_oracles.c holds them to the OEIS figures and to boards made
 * by hand. The Python tests and the shell scripts have the same truth in
 * tests/oracle.py, checked apart against OEIS.
 */
#ifndef NQCNF_TEST_ORACLES_H
#define NQCNF_TEST_ORACLES_H

#include <stddef.h>
#include <stdint.h>

#include "nqcnf_experimental.h"

/* OEIS A000170 (all solutions) and A002562 (one per class under the 8
 * symmetries of the square), indexed by N = 1 .. ORACLE_OEIS_LAST_N;
 * entry 0 is not a board size and holds 0. */
#define ORACLE_OEIS_LAST_N 13
extern const uint64_t oracle_a000170[ORACLE_OEIS_LAST_N + 1];
extern const uint64_t oracle_a002562[ORACLE_OEIS_LAST_N + 1];

/* 1 if queens on the two squares (0-based) attack each other: different
 * squares on one row, column or diagonal. A square does not attack
 * itself. */
int oracle_attack(uint32_t r1, uint32_t c1, uint32_t r2, uint32_t c2);

/* The pairs of squares of the n x n board that attack each other,
 * counted pair by pair with oracle_attack. */
uint64_t oracle_attacking_pairs(uint32_t n);

/* The 8 symmetries of the n x n square, k = 0 (identity) .. 7: bit 2
 * transposes, then bit 0 mirrors the rows and bit 1 the columns. Maps the
 * square (row, column) to its image under symmetry k. */
void oracle_square_image(uint32_t n, unsigned k, uint32_t row,
                         uint32_t column, uint32_t *image_row,
                         uint32_t *image_column);

/* Whether the solution `columns` (the queen's column in each row) is the
 * smallest of its 8 images, compared as column sequences row by row: the
 * one board per class that `count --unique` and symmetry breaking keep. */
int oracle_is_leader(uint32_t n, const uint32_t *columns);

/* The symmetries (bit k for oracle_square_image's k) that map the
 * pre-placed queens onto themselves and the blocked squares onto
 * themselves: the only ones that map the solutions of such a board to
 * solutions, so the classes of `unique` and symmetry breaking are made of
 * these alone. 0xFF on the open board. */
unsigned oracle_group(uint32_t n, const nqcnf_square_ref *queens,
                      size_t queen_count, const nqcnf_square_ref *blocked,
                      size_t blocked_count);
/* How many symmetries a group holds. */
unsigned oracle_group_order(unsigned group);
/* oracle_is_leader among the images under the group's symmetries only. */
int oracle_is_leader_in(uint32_t n, const uint32_t *columns, unsigned group);

/* Called with each board found: columns[row] is its queen's column.
 * Return 0 to go on, anything else to stop the search. */
typedef int (*oracle_board_fn)(void *context, uint32_t n,
                               const uint32_t *columns);

/* Every solution of the n x n board (n >= 1) that keeps the pre-placed
 * queens and leaves the blocked squares empty, by backtracking row by
 * row, in increasing order of the column sequence; with `unique` only the
 * leaders among them under the group of the given squares
 * (oracle_group, oracle_is_leader_in). Pre-placed queens that attack
 * each other or stand on a blocked square leave no solution. `visit` may
 * be NULL (count only). Returns the number of boards visited, the one
 * that stopped the search included. */
uint64_t oracle_enumerate(uint32_t n, const nqcnf_square_ref *queens,
                          size_t queen_count,
                          const nqcnf_square_ref *blocked,
                          size_t blocked_count, int unique,
                          oracle_board_fn visit, void *context);

/* The number of such boards. */
uint64_t oracle_count(uint32_t n, const nqcnf_square_ref *queens,
                      size_t queen_count, const nqcnf_square_ref *blocked,
                      size_t blocked_count, int unique);

/* Whether n*n squares (nqcnf_square values, row-major, as in an
 * nqcnf_board) hold exactly n queens, none attacking another, and no
 * unassigned square. */
int oracle_is_solution(uint32_t n, const unsigned char *squares);

/* ------------------------------------------------------------------------
 * Sizes written out by hand (costs.c)
 * ------------------------------------------------------------------------ */

/* Whether an encoding's auxiliaries are fixed by the board (one model per
 * board), by construction: pairwise has none; Sinz's counter and the
 * bitwise encoding only imply theirs; the ladder keeps both directions;
 * commander and product keep "auxiliary -> one of its squares". */
extern const int oracle_encoding_exact[NQCNF_ENCODING_COUNT];

/* Clauses and auxiliary variables of at-most-one over a line of l
 * squares, from each encoding's construction. */
void oracle_line_cost(nqcnf_encoding encoding, uint64_t l, uint64_t *clauses,
                      uint64_t *aux);

/* The same for the whole n x n board, at-least-one clauses included (for
 * columns only if column_at_least_one), without queens or symmetry
 * breaking. */
void oracle_board_cost(nqcnf_encoding encoding, uint64_t n,
                       int column_at_least_one, uint64_t *clauses,
                       uint64_t *aux);

/* The lex-leader symmetry breaking of the n x n board (derivation in
 * costs.c), and one symmetry's chain over m compared squares, added to
 * *clauses and *aux. */
void oracle_symmetry_cost(uint64_t n, uint64_t *clauses, uint64_t *aux);
void oracle_symmetry_chain_cost(uint64_t m, uint64_t *clauses, uint64_t *aux);

/* ------------------------------------------------------------------------
 * A sink that records everything
 * ------------------------------------------------------------------------ */

/* Clauses back to back, each closed by 0, binary runs expanded into their
 * clauses; cardinality constraints apart, in the same layout; notes with
 * the number of clauses received before each. Test memory (malloc), so it
 * never shows up in fault injection. */
typedef struct recording {
    int32_t *literals;
    size_t literal_count, literal_capacity;
    size_t *offsets; /* clause i starts at offsets[i]; clause_count + 1 */
    size_t clause_count, offset_capacity;
    int32_t largest_variable; /* over clauses and cardinalities */
    size_t run_count;         /* runs that arrived whole */

    int32_t *cardinality_literals;
    size_t cardinality_literal_count, cardinality_literal_capacity;
    size_t *cardinality_offsets;
    unsigned char *cardinality_exactly; /* 1: exactly one, 0: at most */
    size_t cardinality_count, cardinality_capacity;

    char **notes;
    size_t *note_clause; /* clauses received before note i */
    size_t note_count, note_capacity;

    /* Answer `stop_with` instead of taking clause number `stop_at`
     * (0-based, runs' clauses counted one by one); SIZE_MAX: never. */
    size_t stop_at;
    nqcnf_status stop_with;
} recording;

/* An empty recording and a sink into it taking clauses, runs and notes.
 * Cardinalities are taken only if the test sets sink->add_cardinality =
 * recording_add_cardinality (the generator then emits no line clauses);
 * runs arrive clause by clause if it sets sink->add_binary_run = NULL. */
void recording_sink_init(recording *rec, nqcnf_sink *sink);
void recording_free(recording *rec);

nqcnf_status recording_add_clause(void *context, const int32_t *literals,
                                  size_t count);
nqcnf_status recording_add_binary_run(void *context, int32_t first,
                                      int32_t second, int32_t step,
                                      uint32_t count);
nqcnf_status recording_add_cardinality(void *context,
                                       const int32_t *literals, size_t count,
                                       int exactly);
nqcnf_status recording_note(void *context, const char *text);

/* The puzzle as clauses from its rules alone, into a fresh recording:
 * every row, then every column, holds a queen (square (r, c) is variable
 * r*n + c + 1), and then, pair by pair in increasing order, no two
 * squares that attack each other (oracle_attack) both do: the textbook
 * encoding's clauses, made without the generator. */
void oracle_textbook(uint32_t n, recording *rec);

/* Clause `index`: its literals and their number. */
const int32_t *recording_clause(const recording *rec, size_t index,
                                size_t *count);

/* A fresh recording of everything nqcnf_generate emits for `options`
 * through the default sink above; fails the test unless it returns
 * NQCNF_OK. */
void record_generated(const nqcnf_options *options, recording *rec);

/* The same with the lines taken as cardinality constraints if
 * `cardinalities` (so that the recorded clauses are the rest: symmetry
 * breaking, pre-placed and blocked squares) and the sink answering
 * `stop_with` instead of taking clause number `stop_at` (SIZE_MAX:
 * never). Returns the generator's status. */
nqcnf_status record_generation(const nqcnf_options *options,
                               int cardinalities, size_t stop_at,
                               nqcnf_status stop_with, recording *rec);

/* That generation must end with `status`: with stop_at a clause number,
 * the sink's own answer, unchanged, after exactly stop_at clauses; with
 * stop_at == SIZE_MAX a refusal before the first clause or cardinality. */
void assert_generation_ends(const nqcnf_options *options, int cardinalities,
                            size_t stop_at, nqcnf_status status);

/* The DIMACS file write_dimacs writes for `options` says what the
 * recording of the same options (record_generated) holds: its header
 * counts the clauses and the largest variable, and its clauses are the
 * recorded ones, literal by literal, in order. */
void assert_written_as_recorded(const nqcnf_options *options,
                                const recording *rec);

/* ------------------------------------------------------------------------
 * Models of recorded clauses, by a search written here (models.c)
 * ------------------------------------------------------------------------ */

/* An assignment: values[v] for v = 1 .. variables is 1 (true), -1
 * (false) or 0 (open). */
typedef int (*oracle_model_fn)(void *context, const signed char *values);

/* The assignments of variables 1 .. `projected` that extend `values` (1
 * .. `variables`, every variable of the clauses) to a model of the
 * recorded clauses (not the cardinalities), each passed once to `visit`
 * (may be NULL; return nonzero to stop) with those variables set. With
 * projected == variables that is every model. A plain DPLL (unit
 * propagation, variables tried in order, false first), so small
 * instances only. Returns the number visited, the one that stopped the
 * search included. */
uint64_t oracle_models(const recording *rec, int32_t variables,
                       int32_t projected, const signed char *values,
                       oracle_model_fn visit, void *context);

/* The board a model's variables 1 .. n*n spell: `squares` (n*n,
 * row-major, nqcnf_square values, an open variable UNASSIGNED) and, if
 * not NULL, `columns` (each row's queen, when it has exactly one).
 * Returns whether it is a solution (oracle_is_solution). */
int oracle_model_board(uint32_t n, const signed char *values,
                       unsigned char *squares, uint32_t *columns);

/* An oracle_model_fn that fails the test unless the model's board is a
 * solution; `context` points to n (a uint32_t). */
int oracle_model_is_solution(void *context, const signed char *values);

/* The models of all that nqcnf_generate emits for `options` (through
 * record_generated), projected on the board's n*n squares, each passed
 * once to `visit` (may be NULL); returns their number. */
uint64_t oracle_generated_models(const nqcnf_options *options,
                                 oracle_model_fn visit, void *context);

/* How many models of the recorded clauses over `variables` extend the
 * board `columns` spells on variables 1 .. n*n (its queens true, every
 * other square false), counted up to `limit` (0: all). */
uint64_t oracle_board_extensions(const recording *rec, int32_t variables,
                                 uint32_t n, const uint32_t *columns,
                                 uint64_t limit);

/* Models of the clauses that extend `values`, counted up to `limit`
 * (0: all of them). */
uint64_t oracle_count_models(const recording *rec, int32_t variables,
                             const signed char *values, uint64_t limit);

/* ------------------------------------------------------------------------
 * Out of memory, allocation by allocation
 * ------------------------------------------------------------------------ */

/* Runs call(context) with the first k allocations granted and every later
 * one refused, for k = 0, 1, 2, ... until a run meets no refusal. Every
 * refused run must return NQCNF_ERR_OUT_OF_MEMORY, every run must leave
 * no block allocated (so `call` releases what it got before returning),
 * and the last must return NQCNF_OK. Returns the number of allocations
 * that last run made; a call that makes none fails the test, as nothing
 * would have been tested. Afterwards `context` holds what the successful
 * run left there, for the test to check. `what` names the call in
 * failure messages. */
long oom_loop(const char *what, nqcnf_status (*call)(void *context),
              void *context);

#endif
