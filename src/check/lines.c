/*
 * lines.c - what a file allows on the lines of a family, asked line by
 * line.
 *
 * "All 224 row at-most-one pairs are missing: nothing stops two queens in
 * one row" is read off the report's differences, and the differences only
 * say that each pair's clause is absent and not implied one by one. A file
 * that writes a row's "exactly one" through auxiliary variables, or as an
 * n-ary xor, lacks every pair and may still stop two queens (an xor of
 * the row is false with two), or stop them on all rows but one. So before
 * a family is called missing, the file's own clauses are asked, line by
 * line: can this line take exactly two queens (a family of pairs), or be
 * empty (an at-least-one family)? A line that cannot take two is asked
 * whether it takes three, then four or more: what an xor lets through.
 *
 * The file is loaded once into a solver of the options' backend, its
 * auxiliary variables renumbered densely after the board's (as
 * implication.c does, so a huge variable number costs nothing); each
 * line's count is a sequential counter of fresh variables defined both
 * ways ("at least j of the first i squares"), so that "exactly k" is two
 * assumptions and the solver keeps what it learned from one line to the
 * next. The counters only define new variables: they change no model of
 * the file on the board. Every question is bounded like the check's and
 * polls options.stop; an undecided line is left out of every claim.
 */
#include "check/compare.h"

#include <stdlib.h>
#include <string.h>

/* Counters count up to this many queens on a line: "exactly three" needs
 * the fourth, and more is "four or more". */
#define COUNT_UP_TO 4

/* As implication.c: a question gets 4 (2V + 100) decisions, at least
 * this many, and the questions given up on share a budget of
 * BUDGET_QUESTIONS of them, after which only propagation answers. */
#define DECISION_LIMIT 5000
#define BUDGET_QUESTIONS 16

struct nqcnf_line_questions {
    const nqcnf_options *options;
    uint32_t n;
    nqcnf_solver *solver;
    int32_t *beyond;      /* the file's variables beyond the board, sorted */
    size_t beyond_count;
    int32_t next;         /* the next fresh variable */
    int64_t limit, budget;
    int32_t *clause;      /* room for one clause */
    size_t clause_capacity;
};

static int32_t variable_of(int32_t literal)
{
    return literal < 0 ? -literal : literal;
}

static int32_t renamed(const nqcnf_line_questions *q, int32_t literal)
{
    const int32_t variable = variable_of(literal);
    int32_t to = variable;
    if ((uint32_t)variable > q->n * q->n) {
        const int32_t *found =
            bsearch(&variable, q->beyond, q->beyond_count, sizeof *q->beyond,
                    nqcnf_int32_order);
        to = (int32_t)(q->n * q->n) + 1 + (int32_t)(found - q->beyond);
    }
    return literal < 0 ? -to : to;
}

static nqcnf_status load(nqcnf_line_questions *q, const nqcnf_cnf *cnf)
{
    const uint32_t squares = q->n * q->n;
    size_t count = 0;
    for (size_t i = 0; i < cnf->offsets[cnf->clause_count]; i++)
        count += (uint32_t)variable_of(cnf->literals[i]) > squares;
    if (count > 0) {
        q->beyond = nqcnf_allocate(count * sizeof *q->beyond);
        if (q->beyond == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        for (size_t i = 0; i < cnf->offsets[cnf->clause_count]; i++)
            if ((uint32_t)variable_of(cnf->literals[i]) > squares)
                q->beyond[q->beyond_count++] =
                    variable_of(cnf->literals[i]);
        q->beyond_count = nqcnf_sort_distinct(q->beyond, q->beyond_count);
    }
    q->next = (int32_t)(squares + q->beyond_count) + 1;
    nqcnf_status status = nqcnf_solver_open(
        q->options->backend, (uint32_t)q->next - 1, &q->solver);
    for (size_t c = 0; status == NQCNF_OK && c < cnf->clause_count; c++) {
        const size_t at = cnf->offsets[c];
        const size_t length = cnf->offsets[c + 1] - at - 1;
        if (nqcnf_grow((void **)&q->clause, &q->clause_capacity,
                       length + 1, sizeof *q->clause))
            return NQCNF_ERR_OUT_OF_MEMORY;
        for (size_t i = 0; i < length; i++)
            q->clause[i] = renamed(q, cnf->literals[at + i]);
        status = nqcnf_solver_add_clause(q->solver, q->clause, length);
    }
    if (status != NQCNF_OK) return status;
    if (q->options->stop != NULL)
        nqcnf_solver_set_terminate(q->solver, q->options->stop_context,
                                   q->options->stop);
    const int64_t quick = 2 * (int64_t)q->next + 100;
    q->limit = 4 * quick > DECISION_LIMIT ? 4 * quick : DECISION_LIMIT;
    q->budget = BUDGET_QUESTIONS * q->limit;
    return NQCNF_OK;
}

nqcnf_status nqcnf_line_questions_open(const nqcnf_options *options,
                                       const nqcnf_cnf *cnf,
                                       nqcnf_line_questions **questions)
{
    nqcnf_line_questions *q = nqcnf_allocate(sizeof *q);
    *questions = NULL;
    if (q == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(q, 0, sizeof *q);
    q->options = options;
    q->n = options->n;
    const nqcnf_status status = load(q, cnf);
    if (status != NQCNF_OK) {
        nqcnf_line_questions_close(q);
        return status;
    }
    *questions = q;
    return NQCNF_OK;
}

void nqcnf_line_questions_close(nqcnf_line_questions *q)
{
    if (q == NULL) return;
    if (q->solver != NULL) nqcnf_solver_free(q->solver);
    nqcnf_release(q->beyond);
    nqcnf_release(q->clause);
    nqcnf_release(q);
}

/* ---- lines ---------------------------------------------------------- */

static int is_pairs(nqcnf_family family)
{
    return family != NQCNF_FAMILY_ROW_AT_LEAST_ONE &&
           family != NQCNF_FAMILY_COLUMN_AT_LEAST_ONE;
}

static int is_diagonal(nqcnf_family family)
{
    return family == NQCNF_FAMILY_DOWN_RIGHT_PAIRS ||
           family == NQCNF_FAMILY_DOWN_LEFT_PAIRS;
}

/* The board variables of line `index` of the family, in row order;
 * returns how many. */
static size_t line_squares(uint32_t n, nqcnf_family family, uint32_t index,
                           int32_t *out)
{
    size_t count = 0;
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t c = 0; c < n; c++) {
            int on = 0;
            switch (family) {
            case NQCNF_FAMILY_ROW_AT_LEAST_ONE:
            case NQCNF_FAMILY_ROW_PAIRS: on = r == index; break;
            case NQCNF_FAMILY_COLUMN_AT_LEAST_ONE:
            case NQCNF_FAMILY_COLUMN_PAIRS: on = c == index; break;
            case NQCNF_FAMILY_DOWN_RIGHT_PAIRS:
                on = r + n - 1 == c + index;
                break;
            case NQCNF_FAMILY_DOWN_LEFT_PAIRS: on = r + c == index; break;
            default: break;
            }
            if (on) out[count++] = (int32_t)(r * n + c) + 1;
        }
    return count;
}

static uint32_t lines_of(uint32_t n, nqcnf_family family)
{
    return is_diagonal(family) ? 2 * n - 1 : n;
}

/* ---- questions ------------------------------------------------------- */

typedef enum answer { ANSWER_NO, ANSWER_YES, ANSWER_UNDECIDED } answer;

/* A clause of up to three literals; a 0 among them is false, left out. */
static nqcnf_status add(nqcnf_line_questions *q, int32_t a, int32_t b,
                        int32_t c)
{
    const int32_t given[3] = {a, b, c};
    int32_t literals[3];
    size_t count = 0;
    for (int i = 0; i < 3; i++)
        if (given[i] != 0) literals[count++] = given[i];
    return nqcnf_solver_add_clause(q->solver, literals, count);
}

/* Fresh variables count[j - 1] = "at least j of the squares", j = 1 ..
 * COUNT_UP_TO, through s(i, j) = "at least j of the first i", defined
 * both ways: s(i, j) <-> s(i-1, j) or (x_i and s(i-1, j-1)). */
static nqcnf_status add_counter(nqcnf_line_questions *q,
                                const int32_t *squares, size_t count,
                                int32_t *at_least)
{
    int32_t previous[COUNT_UP_TO + 1] = {0}; /* 0: false (i = 0) */
    nqcnf_status status = NQCNF_OK;
    for (size_t i = 0; i < count && status == NQCNF_OK; i++) {
        const int32_t x = squares[i];
        int32_t current[COUNT_UP_TO + 1] = {0};
        for (int j = 1; j <= COUNT_UP_TO && status == NQCNF_OK; j++) {
            const int32_t s = q->next++;
            const int32_t before = previous[j];      /* 0: false */
            const int32_t fewer = j == 1 ? 0 : previous[j - 1];
            current[j] = s;
            /* s -> before or x; s -> before or fewer (j = 1: true) */
            status = add(q, -s, x, before);
            if (status == NQCNF_OK && j > 1)
                status = add(q, -s, fewer, before);
            /* before -> s; x and fewer -> s */
            if (status == NQCNF_OK && before != 0)
                status = add(q, -before, s, 0);
            if (status == NQCNF_OK && (j == 1 || fewer != 0))
                status = add(q, -x, j == 1 ? s : -fewer, j == 1 ? 0 : s);
        }
        memcpy(previous, current, sizeof previous);
    }
    for (int j = 1; j <= COUNT_UP_TO; j++) at_least[j - 1] = previous[j];
    return status;
}

static nqcnf_status ask(nqcnf_line_questions *q, answer *out)
{
    int64_t limit = q->limit < q->budget ? q->limit : q->budget;
    if (limit < 0) limit = 0; /* negative would be no limit at all */
    solver_result result = SOLVER_UNKNOWN;
    const nqcnf_status status =
        nqcnf_solver_solve_limited(q->solver, limit, &result);
    if (status != NQCNF_OK) return status;
    if (result == SOLVER_UNKNOWN) q->budget -= limit;
    *out = result == SOLVER_SATISFIABLE     ? ANSWER_YES
           : result == SOLVER_UNSATISFIABLE ? ANSWER_NO
                                            : ANSWER_UNDECIDED;
    return NQCNF_OK;
}

/* Whether the file allows exactly `k` queens on the line (k = 0 .. the
 * counter's top; the top itself means "or more"). */
static nqcnf_status allows_exactly(nqcnf_line_questions *q,
                                   const int32_t *at_least, uint32_t k,
                                   answer *out)
{
    nqcnf_status status = NQCNF_OK;
    if (k > 0) status = nqcnf_solver_assume(q->solver, at_least[k - 1]);
    if (status == NQCNF_OK && k < COUNT_UP_TO)
        status = nqcnf_solver_assume(q->solver, -at_least[k]);
    return status == NQCNF_OK ? ask(q, out) : status;
}

static nqcnf_status allows_empty(nqcnf_line_questions *q,
                                 const int32_t *squares, size_t count,
                                 answer *out)
{
    nqcnf_status status = NQCNF_OK;
    for (size_t i = 0; i < count && status == NQCNF_OK; i++)
        status = nqcnf_solver_assume(q->solver, -squares[i]);
    return status == NQCNF_OK ? ask(q, out) : status;
}

static nqcnf_status model_board(const nqcnf_line_questions *q,
                                nqcnf_board *board)
{
    nqcnf_status status = nqcnf_board_init(board, q->n, NQCNF_SQUARE_EMPTY);
    for (uint32_t i = 0; status == NQCNF_OK && i < q->n * q->n; i++)
        if (nqcnf_solver_is_true(q->solver, (int32_t)i + 1))
            board->squares[i] = NQCNF_SQUARE_QUEEN;
    return status;
}

/* ---- a family --------------------------------------------------------- */

/* What the lines of a family showed. */
typedef struct findings {
    uint32_t *shown;    /* the lines that show the family's fault */
    size_t shown_count;
    uint32_t queens;    /* on the witness's line */
    nqcnf_board witness;
} findings;

/* Keeps the lines and the board with the report, for the diagnosis to
 * point at. */
static nqcnf_status keep(struct nqcnf_check_store *store, findings *f,
                         nqcnf_diagnosis *d)
{
    if (nqcnf_grow((void **)&store->kept, &store->kept_capacity,
                   store->kept_count + 1, sizeof *store->kept))
        return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_kept *kept = nqcnf_allocate(sizeof *kept);
    if (kept == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    kept->lines = f->shown;
    kept->witness = f->witness;
    store->kept[store->kept_count++] = kept;
    f->shown = NULL;
    f->witness.n = 0;
    f->witness.squares = NULL;
    d->lines = kept->lines;
    d->line_count = f->shown_count;
    d->witness = kept->witness.n > 0 ? &kept->witness : NULL;
    d->queens = f->queens;
    return NQCNF_OK;
}

/* One line of a family of pairs: two queens (YES), more than two only
 * (*queens then their fewest: 3, or 4 for "four or more"), or neither. */
static nqcnf_status judge_pairs_line(nqcnf_line_questions *q,
                                     const int32_t *squares, size_t count,
                                     answer *two, uint32_t *queens)
{
    int32_t at_least[COUNT_UP_TO];
    nqcnf_status status = add_counter(q, squares, count, at_least);
    *queens = 0;
    if (status == NQCNF_OK)
        status = allows_exactly(q, at_least, 2, two);
    if (status != NQCNF_OK || *two != ANSWER_NO) return status;
    for (uint32_t k = 3; k <= COUNT_UP_TO && k <= count; k++) {
        answer more;
        status = allows_exactly(q, at_least, k, &more);
        if (status != NQCNF_OK || more == ANSWER_UNDECIDED) return status;
        if (more == ANSWER_YES) {
            *queens = k;
            return NQCNF_OK;
        }
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_line_questions_family(nqcnf_line_questions *q,
                                         nqcnf_family family,
                                         int all_missing,
                                         struct nqcnf_check_store *store,
                                         nqcnf_diagnosis *d, int *found)
{
    *found = 0;
    const uint32_t n = q->n, total = lines_of(n, family);
    const int pairs = is_pairs(family);
    int32_t *squares = nqcnf_allocate(n * sizeof *squares);
    findings two = {NULL, 0, 2, {0, NULL}}, more = {NULL, 0, 0, {0, NULL}};
    if (squares == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    two.shown = nqcnf_allocate(total * sizeof *two.shown);
    more.shown = nqcnf_allocate(total * sizeof *more.shown);
    nqcnf_status status = two.shown == NULL || more.shown == NULL
                              ? NQCNF_ERR_OUT_OF_MEMORY
                              : NQCNF_OK;
    uint32_t family_lines = 0, undecided = 0;
    for (uint32_t line = 0; line < total && status == NQCNF_OK; line++) {
        const size_t count = line_squares(n, family, line, squares);
        if (pairs && count < 2) continue;
        family_lines++;
        if (q->options->stop != NULL &&
            q->options->stop(q->options->stop_context)) {
            undecided++;
            continue;
        }
        answer shows = ANSWER_NO;
        uint32_t queens = 0;
        status = pairs ? judge_pairs_line(q, squares, count, &shows, &queens)
                       : allows_empty(q, squares, count, &shows);
        if (status != NQCNF_OK) break;
        undecided += shows == ANSWER_UNDECIDED;
        findings *into = shows == ANSWER_YES ? &two
                         : queens > 0         ? &more
                                              : NULL;
        if (into == NULL) continue;
        if (into->shown_count == 0) {
            status = model_board(q, &into->witness);
            if (into == &more) into->queens = queens;
        }
        into->shown[into->shown_count++] = line;
    }
    if (!pairs) two.queens = 0;
    d->open_lines = undecided;
    if (status == NQCNF_OK && two.shown_count > 0) {
        d->kind = two.shown_count == family_lines && all_missing
                      ? NQCNF_DIAGNOSIS_FAMILY_MISSING
                  : pairs ? NQCNF_DIAGNOSIS_LINES_TAKE_TWO
                          : NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY;
        if (d->kind != NQCNF_DIAGNOSIS_FAMILY_MISSING)
            d->value = family_lines;
        status = keep(store, &two, d);
        *found = status == NQCNF_OK;
    } else if (status == NQCNF_OK && more.shown_count > 0) {
        d->kind = NQCNF_DIAGNOSIS_LINES_TAKE_MORE;
        d->value = family_lines;
        status = keep(store, &more, d);
        *found = status == NQCNF_OK;
    }
    nqcnf_release(squares);
    nqcnf_release(two.shown);
    nqcnf_release(more.shown);
    nqcnf_board_free(&two.witness);
    nqcnf_board_free(&more.witness);
    return status;
}
