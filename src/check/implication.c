/*
 * implication.c - whether a clause one side lacks follows from the other.
 *
 * An extra clause of the file is harmless exactly when the reference AND
 * the clause's negation is unsatisfiable; a missing one when the file's
 * clauses AND its negation are. Each side is loaded once into a solver of
 * the options' backend (the reference through the generator, like every
 * solver of the library; the file from its clauses), and each question is
 * one solve with the clause's negation assumed, so the solver keeps what
 * it learned from one question to the next. A model is the witness that
 * the clause is not implied.
 *
 * The file is whatever a student or a fuzzer wrote, so the questions are
 * bounded twice over. Its variables beyond the board are renumbered
 * densely before a solver sees them: "p cnf 2000000000 3" with a clause on
 * variable 1999999999 would otherwise make the solver allocate for two
 * billion variables (minutes, gigabytes; CaDiCaL aborts when it runs out)
 * for a three-clause file. A variable that occurs on one side only can be
 * given any value there, so its literals drop out of that side's
 * questions. And the search is bounded: see DECISION_LIMIT.
 */
#include "check/compare.h"
#include "solve/solver.h"

#include <stdlib.h>
#include <string.h>

/* Questions are bounded searches. Without a bound, one kind of question
 * never ends for N around 20: "do the rows' at-least-one and the
 * columns' at-most-one clauses imply a column's at-least-one?" is the
 * pigeonhole principle, exponential for resolution. Those are answered
 * by counting instead (implied_by_counting); anything else that hard is
 * reported as undecided, not guessed. (The same question with the
 * columns' at-most-one in another encoding, where counting does not
 * apply, takes PicoSAT about 3600 decisions for N = 8, and over 50000
 * for N = 9.)
 *
 * Even an easy question takes about one decision per open variable to
 * find its witness (N = 20: a few hundred), so the bounds grow with the
 * side's variables V. Every question is first asked with the short
 * limit 2V + 100, which settles nearly all questions of real files; then
 * those still open with the long limit, max(DECISION_LIMIT, 4 (2V + 100)),
 * so that one hard question early in a file cannot spend what the easy
 * ones after it need. Decisions spent on questions left open are charged
 * to a budget of one long limit per side; once it is spent, that side's
 * questions get only what propagating the assumptions decides.
 *
 * That bounds a hostile file: the pigeonhole principle on 90 variables
 * takes 4.6 KB, defeats every question, and costs PicoSAT up to 50
 * microseconds a decision deep in its search; for N <= 6 (what the fuzzer
 * checks) the budget is 5000 decisions, and the whole check of that file
 * takes 50 ms in the fuzzer's instrumented build (0.45 s when each of
 * two rounds could spend 10000). A limit per question alone would
 * multiply the cost by the number of questions. */
#define DECISION_LIMIT 5000

/* One side of the comparison: its clauses as sorted keys (for the
 * counting argument and for loading), its variables, and once a question
 * needs it, a solver. Variables up to `own` keep their numbers; those in
 * `beyond` (sorted) follow them densely; any other variable does not
 * occur on this side. */
typedef struct side {
    const clause_key *keys;
    size_t key_count;
    uint32_t own;
    int32_t *beyond;
    size_t beyond_count;
    int is_reference;
    nqcnf_solver *solver;
    int64_t limits[2];    /* the short and the long limit */
    int64_t budget;       /* decisions left for questions given up on */
    int lines_known[2];   /* whether counting[] is computed, by row/column */
    int counting[2];      /* [0]: every column's at-least-one follows from
                             the rows' at-least-one and the columns'
                             pairwise at-most-one; [1]: the same for rows */
} side;

/* ---- The counting argument ------------------------------------------ */

static int has_clause(const side *s, const int32_t *literals, size_t count)
{
    clause_key wanted = {literals, count, 0};
    size_t low = 0, high = s->key_count;
    while (low < high) {
        const size_t middle = low + (high - low) / 2;
        const int order = nqcnf_clause_key_order(&s->keys[middle], &wanted);
        if (order == 0) return 1;
        if (order < 0) low = middle + 1;
        else high = middle;
    }
    return 0;
}

/* Every line of one direction has at least one queen and every line of
 * the other at most one: then N queens stand in N lines of at most one
 * each, so each of those has exactly one. Checked clause by clause in the
 * normalized form (squares ascending, all negative or all positive). */
static int counting_holds(const side *s, uint32_t n, int columns_wanted)
{
    int32_t *line = nqcnf_allocate(sizeof *line * n);
    if (line == NULL) return 0;
    int holds = 1;
    for (uint32_t a = 0; a < n && holds; a++) {
        /* the at-least-one of line a of the other direction */
        for (uint32_t b = 0; b < n; b++)
            line[b] = columns_wanted ? nqcnf_variable(n, a, b)
                                     : nqcnf_variable(n, b, a);
        holds = has_clause(s, line, n);
    }
    for (uint32_t a = 0; a < n && holds; a++)
        for (uint32_t b1 = 0; b1 < n && holds; b1++)
            for (uint32_t b2 = b1 + 1; b2 < n && holds; b2++) {
                /* the pair (b1, b2) of line a in the wanted direction */
                const int32_t x = columns_wanted ? nqcnf_variable(n, b1, a)
                                                 : nqcnf_variable(n, a, b1);
                const int32_t y = columns_wanted ? nqcnf_variable(n, b2, a)
                                                 : nqcnf_variable(n, a, b2);
                const int32_t pair[2] = {-x, -y};
                holds = has_clause(s, pair, 2);
            }
    nqcnf_release(line);
    return holds;
}

static int implied_by_counting(side *s, uint32_t n, const nqcnf_meaning *m)
{
    int which;
    if (m->kind == NQCNF_MEANING_COLUMN_AT_LEAST_ONE) which = 0;
    else if (m->kind == NQCNF_MEANING_ROW_AT_LEAST_ONE) which = 1;
    else return 0;
    if (!s->lines_known[which]) {
        s->counting[which] = counting_holds(s, n, which == 0);
        s->lines_known[which] = 1;
    }
    return s->counting[which];
}

/* ---- Variables --------------------------------------------------------- */

static int compare_variables(const void *a, const void *b)
{
    const int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* The variable of a literal, or 0 for INT32_MIN, which has none. */
static int32_t variable_of(int32_t literal)
{
    return literal == INT32_MIN ? 0 : literal < 0 ? -literal : literal;
}

/* The literal as this side's solver numbers it; 0 if its variable does
 * not occur on this side. */
static int32_t on_side(const side *s, int32_t literal)
{
    const int32_t variable = variable_of(literal);
    int32_t renamed = 0;
    if (variable != 0 && (uint32_t)variable <= s->own) renamed = variable;
    else if (s->beyond_count > 0) {
        const int32_t *found = bsearch(&variable, s->beyond, s->beyond_count,
                                       sizeof *s->beyond, compare_variables);
        if (found != NULL)
            renamed = (int32_t)s->own + 1 + (int32_t)(found - s->beyond);
    }
    return literal < 0 ? -renamed : renamed;
}

/* The file's variables beyond the board, sorted, each once. */
static nqcnf_status gather_beyond(side *s)
{
    size_t count = 0;
    for (size_t c = 0; c < s->key_count; c++) count += s->keys[c].count;
    if (count == 0) return NQCNF_OK;
    s->beyond = nqcnf_allocate(sizeof *s->beyond * count);
    if (s->beyond == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t c = 0; c < s->key_count; c++)
        for (size_t i = 0; i < s->keys[c].count; i++) {
            const int32_t variable = variable_of(s->keys[c].literals[i]);
            if ((uint32_t)variable > s->own)
                s->beyond[s->beyond_count++] = variable;
        }
    qsort(s->beyond, s->beyond_count, sizeof *s->beyond, compare_variables);
    size_t kept = 0;
    for (size_t i = 0; i < s->beyond_count; i++)
        if (kept == 0 || s->beyond[kept - 1] != s->beyond[i])
            s->beyond[kept++] = s->beyond[i];
    s->beyond_count = kept;
    return NQCNF_OK;
}

/* ---- Solvers ------------------------------------------------------------ */

static nqcnf_status load_file(side *s, nqcnf_backend backend)
{
    nqcnf_status status = gather_beyond(s);
    if (status == NQCNF_OK)
        status = nqcnf_solver_open(backend,
                                   s->own + (uint32_t)s->beyond_count,
                                   &s->solver);
    int32_t *clause = NULL;
    size_t capacity = 0;
    for (size_t c = 0; status == NQCNF_OK && c < s->key_count; c++) {
        const clause_key *key = &s->keys[c];
        if (nqcnf_grow((void **)&clause, &capacity, key->count + 1,
                       sizeof *clause)) {
            status = NQCNF_ERR_OUT_OF_MEMORY;
            break;
        }
        for (size_t i = 0; i < key->count; i++)
            clause[i] = on_side(s, key->literals[i]);
        status = nqcnf_solver_add_clause(s->solver, clause, key->count);
    }
    nqcnf_release(clause);
    return status;
}

/* Is the clause implied by the side's clauses? Solves with its negation
 * assumed; a model is the witness that it is not. */
static nqcnf_status ask_solver(side *s, uint32_t n, int64_t limit,
                               nqcnf_difference *d)
{
    nqcnf_status status = NQCNF_OK;
    for (size_t i = 0; status == NQCNF_OK && i < d->count; i++) {
        const int32_t literal = on_side(s, d->literals[i]);
        if (literal != 0) status = nqcnf_solver_assume(s->solver, -literal);
    }
    if (limit > s->budget) limit = s->budget;
    solver_result result = SOLVER_UNKNOWN;
    if (status == NQCNF_OK)
        status = nqcnf_solver_solve_limited(s->solver, limit, &result);
    if (status != NQCNF_OK) return status;
    if (result == SOLVER_UNKNOWN) s->budget -= limit;
    d->implied = result == SOLVER_UNSATISFIABLE ? 1
                 : result == SOLVER_UNKNOWN     ? -1
                                                : 0;
    if (result != SOLVER_SATISFIABLE) return NQCNF_OK;
    status = nqcnf_board_init(&d->witness, n, NQCNF_SQUARE_EMPTY);
    for (uint32_t i = 0; status == NQCNF_OK && i < n * n; i++)
        if (nqcnf_solver_is_true(s->solver, (int32_t)i + 1))
            d->witness.squares[i] = NQCNF_SQUARE_QUEEN;
    return status;
}

/* The limits and the budget of a side whose solver holds its V
 * variables (see DECISION_LIMIT). */
static void set_limits(side *s)
{
    const int64_t variables = (int64_t)s->own + (int64_t)s->beyond_count;
    const int64_t quick = 2 * variables + 100;
    s->limits[0] = quick;
    s->limits[1] = 4 * quick > DECISION_LIMIT ? 4 * quick : DECISION_LIMIT;
    s->budget = s->limits[1];
}

/* Round 0 asks with the short limit, round 1 with the long one. */
static nqcnf_status decide(side *s, const nqcnf_options *options,
                           int round, nqcnf_difference *d)
{
    if (implied_by_counting(s, options->n, &d->meaning)) {
        d->implied = 1;
        return NQCNF_OK;
    }
    if (s->solver == NULL) {
        const nqcnf_status status =
            s->is_reference ? nqcnf_solver_new(options, &s->solver)
                            : load_file(s, options->backend);
        if (status != NQCNF_OK) return status;
        set_limits(s);
    }
    return ask_solver(s, options->n, s->limits[round], d);
}

nqcnf_status nqcnf_decide_differences(const nqcnf_options *options,
                                      nqcnf_check_report *report,
                                      const clause_key *file,
                                      size_t file_count,
                                      const clause_key *reference)
{
    side sides[2];
    memset(sides, 0, sizeof sides);
    side *file_side = &sides[0], *reference_side = &sides[1];
    file_side->keys = file;
    file_side->key_count = file_count;
    file_side->own = options->n * options->n;
    reference_side->keys = reference;
    reference_side->key_count = report->reference.clause_count;
    reference_side->own = (uint32_t)report->reference_variables;
    reference_side->is_reference = 1;
    nqcnf_status status = NQCNF_OK;
    for (int round = 0; round < 2; round++)
        for (size_t i = 0;
             status == NQCNF_OK && i < report->difference_count; i++) {
            nqcnf_difference *d = &report->differences[i];
            if (round > 0 && d->implied >= 0) continue;
            /* an extra clause must follow from the reference, a missing
             * one from the file */
            side *s = d->kind == NQCNF_DIFFERENCE_EXTRA ? reference_side
                                                        : file_side;
            status = decide(s, options, round, d);
        }
    int all_implied = 1, undecided = 0;
    for (size_t i = 0; i < report->difference_count; i++) {
        all_implied &= report->differences[i].implied != 0;
        undecided |= report->differences[i].implied < 0;
    }
    for (int k = 0; k < 2; k++) {
        nqcnf_solver_free(sides[k].solver);
        nqcnf_release(sides[k].beyond);
    }
    report->summary = !all_implied ? NQCNF_CHECK_NOT_EQUIVALENT
                      : undecided  ? NQCNF_CHECK_UNDECIDED
                                   : NQCNF_CHECK_EQUIVALENT;
    return status;
}
