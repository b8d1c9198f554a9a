/*
 * compare.h - what the parts of the checker share.
 *
 * check.c compares a file with the reference as sets of normalized
 * clauses and names every difference; variants.c recognises the changes
 * that are equivalent for every N; implication.c decides, for each
 * board-only difference, whether it matters; projection.c compares what
 * auxiliary variables allow on the board; other_n.c looks for an N where
 * changes equivalent at this N are not. They meet in the sorted clause
 * keys both sides are built from and in one state per check.
 */
#ifndef NQCNF_CHECK_COMPARE_H
#define NQCNF_CHECK_COMPARE_H

#include "check/counting.h"
#include "check/reference.h"
#include "core/internal.h"
#include "solve/solver.h"

/* A normalized clause (sorted by variable, then sign, no repeats),
 * self-contained so that qsort needs no context. */
/* What a report's differences point into, behind its `store`: the
 * reference clauses a missing difference names, the notes of their
 * groups, and the textbook rules an ALLOWS difference names. */
typedef struct nqcnf_kept {
    uint32_t *lines;
    nqcnf_board witness;
} nqcnf_kept;

struct nqcnf_check_store {
    reference_clauses reference;
    nqcnf_clause_list rules;
    nqcnf_kept **kept;    /* what diagnoses point at (lines.c), each
                             allocated alone so that it never moves */
    size_t kept_count, kept_capacity;
};

typedef struct clause_key {
    const int32_t *literals;
    size_t count;
    size_t index; /* in its own list */
} clause_key;

/* The order of normalized clauses: by length, then literal by literal. */
int nqcnf_clause_key_order(const clause_key *x, const clause_key *y);

/* Sorts keys by nqcnf_clause_key_order. */
void nqcnf_clause_keys_sort(clause_key *keys, size_t count);

/* The order of int32_t values, for qsort and bsearch. */
int nqcnf_int32_order(const void *a, const void *b);

/* Sorts values and keeps each once; returns how many are left. */
size_t nqcnf_sort_distinct(int32_t *values, size_t count);

/* Whether sorted keys hold the normalized clause. */
int nqcnf_clause_keys_find(const clause_key *keys, size_t count,
                           const int32_t *literals, size_t literal_count);

/* Whether a clause uses only board squares (variables 1 .. n*n). */
int nqcnf_clause_on_board(uint32_t n, const int32_t *literals, size_t count);

/* One side of the comparison: its clauses as sorted keys, its variables,
 * and once a question needs it, a solver. Variables up to `own` keep
 * their numbers; those in `beyond` (sorted) follow them densely; any
 * other variable does not occur on this side. */
typedef struct side {
    const clause_key *keys;   /* the file's, sorted; NULL for the
                                 reference, whose own order stands in */
    const reference_clauses *clauses; /* the reference's */
    size_t key_count;
    uint32_t own;
    int32_t *beyond;
    size_t beyond_count;
    int is_reference;
    nqcnf_solver *solver;
    int64_t limits[2];    /* the short and the long limit */
    int64_t budget;       /* decisions left for questions given up on */
    clause_key *proved;   /* board clauses proved implied, for counting;
                             their literals are in proved_pool from
                             offset `index` (pointers set when read) */
    size_t proved_count, proved_capacity;
    int32_t *proved_pool;
    size_t pool_size, pool_capacity;
} side;

typedef struct check_state {
    nqcnf_options options;       /* imported */
    const nqcnf_cnf *cnf;
    nqcnf_check_report *report;
    side file, reference;
    size_t difference_capacity;
    int stopped;                 /* options.stop said so: stays set */
} check_state;

/* Whether the caller's options.stop asks to stop; once it has, always,
 * so that every loop after it ends at its next poll. Polled between
 * questions and every few thousand steps of a loop; solvers poll it
 * themselves (nqcnf_side_load installs it). */
int nqcnf_check_stopped(check_state *state);

/* Installs options.stop as the solver's terminate callback, if any. */
void nqcnf_check_stop_solver(const check_state *state, nqcnf_solver *solver);

/* Appends a difference to the report. */
nqcnf_status nqcnf_check_add_difference(check_state *state,
                                        const nqcnf_difference *difference);

/* The side's i-th clause in sorted order: a key of the file's, or one
 * made from the reference's order (which keeps no keys: 24 bytes a
 * clause at 44.8 million clauses). */
static inline clause_key nqcnf_side_key(const side *s, size_t i)
{
    if (s->keys != NULL) return s->keys[i];
    clause_key key;
    key.index = s->clauses->order[i];
    key.literals = nqcnf_reference_clause(s->clauses, key.index, &key.count);
    return key;
}

/* Whether the side holds the normalized clause (not what it proved). */
int nqcnf_side_has(const side *s, const int32_t *literals, size_t count);

/* The literal as this side's solver numbers it; 0 if its variable does
 * not occur on this side. */
int32_t nqcnf_side_literal(const side *s, int32_t literal);

/* Adds a side's clause to `solver`, renumbered as the side numbers its
 * variables, with `extra` appended when not 0 (a guard); `buffer` is
 * room the caller keeps from one clause to the next. */
nqcnf_status nqcnf_side_add_clause(const side *s, nqcnf_solver *solver,
                                   const clause_key *key, int32_t extra,
                                   int32_t **buffer, size_t *capacity);

/* Whether the side has the normalized clause, or has proved it
 * (nqcnf_side_line_facts points the proved ones at their literals first). A
 * clause_known_fn with the side as its context. */
int nqcnf_side_knows(const void *side_context, const int32_t *literals,
                     size_t count);

/* The side's variables beyond `own`, sorted, each once (`beyond`). */
nqcnf_status nqcnf_side_gather_beyond(side *s);

/* The file's comparable clauses (neither damaged, tautologies nor
 * copies) as sorted keys into its normalized literals. */
nqcnf_status nqcnf_check_file_keys(const nqcnf_cnf *cnf, clause_key **file,
                                   size_t *file_count);

/* Loads the side into a solver of the options' backend, once. */
nqcnf_status nqcnf_side_load(check_state *state, side *s);

/* The board of the side's last model. */
nqcnf_status nqcnf_side_board(const side *s, uint32_t n, nqcnf_board *board);

/* Whether the side implies the clause: round 0 asks with the short
 * limit, round 1 with the long one. *implied gets NQCNF_IMPLIED_*; when
 * not implied and `witness` is not NULL, the model's board. */
nqcnf_status nqcnf_side_ask(check_state *state, side *s, int round,
                            const int32_t *literals, size_t count,
                            int *implied, nqcnf_board *witness);

/* The row and column facts the side is known to give. */
nqcnf_status nqcnf_side_line_facts(const check_state *state, side *s,
                                   line_facts *facts);

/* Remembers a board clause as proved implied on the side. */
nqcnf_status nqcnf_side_prove(side *s, const int32_t *literals, size_t count);

/* Decides the differences of the report and sets its summary. */
nqcnf_status nqcnf_decide_differences(check_state *state);

/* The changes equivalent for every N (NQCNF_VARIANT_* flags), or 0. */
nqcnf_status nqcnf_check_variants(check_state *state, unsigned *variants);

/* The file's clauses over auxiliary variables, by component, against
 * the reference's solutions (EXTRA differences over auxiliary
 * variables get their verdict). */
nqcnf_status nqcnf_judge_components(check_state *state);

/* Every rule of the board against the file (ALLOWS differences); used
 * when the file lacks reference clauses over auxiliary variables. */
nqcnf_status nqcnf_judge_board_rules(check_state *state);

/* Another N where the same changes are not equivalent (matters_at_n). */
nqcnf_status nqcnf_find_other_n(check_state *state);

/* The arguments of nqcnf_check_cnf and its kin, checked, the report
 * emptied, and the options imported into *options. */
nqcnf_status nqcnf_check_arguments(const nqcnf_options *given,
                                   const nqcnf_cnf *cnf,
                                   nqcnf_check_report *report,
                                   nqcnf_options *options);

/* nqcnf_check_cnf on imported options, with or without the search for
 * another N (nqcnf_find_other_n checks each candidate without it). */
nqcnf_status nqcnf_check_cnf_imported(const nqcnf_options *options,
                                      const nqcnf_cnf *cnf,
                                      nqcnf_check_report *report,
                                      int look_at_other_n);

/* The file's clauses (extra, or copies of others) that are one literal
 * away from a missing reference clause: typos, at most `capacity`, each
 * as a NQCNF_DIAGNOSIS_TYPO appended at items[*count] (typos.c). */
nqcnf_status nqcnf_find_typos(uint32_t n, const nqcnf_cnf *cnf,
                              const nqcnf_check_report *report,
                              nqcnf_diagnosis *items, size_t capacity,
                              size_t *count);

/* The file's clauses in a solver, asked what they allow on the lines
 * of a family (lines.c). */
typedef struct nqcnf_line_questions nqcnf_line_questions;

nqcnf_status nqcnf_line_questions_open(const nqcnf_options *options,
                                       const nqcnf_cnf *cnf,
                                       nqcnf_line_questions **questions);
void nqcnf_line_questions_close(nqcnf_line_questions *questions);

/* Asks every line of `family`: two queens (pairs) or empty (at least
 * one), else three or more (pairs). When a line shows it, *found is 1
 * and d gets its kind (FAMILY_MISSING when every line does and
 * `all_missing`), lines, witness and queens, kept in `store`, and as
 * value the family's lines (FAMILY_MISSING keeps the caller's); else d
 * is left as it was. */
nqcnf_status nqcnf_line_questions_family(nqcnf_line_questions *questions,
                                         nqcnf_family family,
                                         int all_missing,
                                         struct nqcnf_check_store *store,
                                         nqcnf_diagnosis *d, int *found);

#endif
