/*
 * refute.c - what a check can decide without the reference: a board the
 * file allows that breaks a rule.
 *
 * The comparison holds the reference clause by clause, and at N = 300
 * that is 44.8 million clauses for a file that may be one line. Most
 * wrong files show it in their first model: a board with two queens in
 * a row, or none in a column. Finding that costs the file's own clauses
 * in a solver and one bounded search; holding the board to the rules
 * costs nothing, because the rules (the textbook encoding of the same
 * options, as board_rules.c uses them) are generated one clause at a
 * time and never kept. So a grader that will not build a reference
 * beyond a budget still names the mistake of such a file, with the
 * board that shows it; a file whose model is a solution is left
 * undecided here, since only the whole comparison can say more.
 */
#include "check/compare.h"
#include "core/board_symmetry.h"
#include "generate/generator.h"

#include <string.h>

/* Rules held to the board between two polls of options.stop. */
#define STOP_POLL_RULES 65536u

typedef struct rule_walk {
    const check_state *state;
    const nqcnf_board *board;
    size_t index;    /* of the next rule, in the textbook's order */
    size_t broken;   /* the first rule the board breaks; SIZE_MAX: none */
    int32_t *literals; /* a copy of it */
    size_t count;
    int stopped;
} rule_walk;

static int literal_true(const nqcnf_board *board, int32_t literal)
{
    const uint32_t square = (uint32_t)(literal < 0 ? -literal : literal) - 1;
    const int queen = board->squares[square] == NQCNF_SQUARE_QUEEN;
    return literal > 0 ? queen : !queen;
}

static nqcnf_status hold_rule(void *context, const int32_t *literals,
                              size_t count)
{
    rule_walk *w = context;
    const nqcnf_options *options = &w->state->options;
    if (w->index % STOP_POLL_RULES == 0 && options->stop != NULL &&
        options->stop(options->stop_context)) {
        w->stopped = 1;
        return NQCNF_ERR_STOPPED;
    }
    const size_t index = w->index++;
    for (size_t i = 0; i < count; i++)
        if (literal_true(w->board, literals[i])) return NQCNF_OK;
    w->literals = nqcnf_allocate(sizeof *literals * (count + 1));
    if (w->literals == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(w->literals, literals, sizeof *literals * count);
    w->literals[count] = 0;
    w->count = count;
    w->broken = index;
    return NQCNF_ERR_STOPPED; /* the first is enough */
}

/* The first rule of the board that `board` breaks, kept in the store's
 * rules as their only clause. */
static nqcnf_status first_broken_rule(check_state *state,
                                      const nqcnf_board *board, int *found)
{
    nqcnf_options textbook = state->options;
    textbook.encoding = NQCNF_ENCODING_PAIRWISE;
    textbook.symmetry_breaking = 0;
    textbook.column_at_least_one = 1;
    rule_walk w;
    memset(&w, 0, sizeof w);
    w.state = state;
    w.board = board;
    w.broken = SIZE_MAX;
    const nqcnf_sink sink = nqcnf_sink_make(&w, hold_rule, NULL, NULL, NULL);
    nqcnf_status status = nqcnf_generate_clauses(&textbook, &sink);
    *found = w.broken != SIZE_MAX;
    if (status == NQCNF_ERR_STOPPED && !w.stopped) status = NQCNF_OK;
    if (status == NQCNF_ERR_STOPPED) state->stopped = 1;
    if (status != NQCNF_OK || !*found) {
        nqcnf_release(w.literals);
        *found = 0;
        return status;
    }
    nqcnf_clause_list *rules = &state->report->store->rules;
    rules->offsets = nqcnf_allocate(sizeof *rules->offsets * 2);
    if (rules->offsets == NULL) {
        nqcnf_release(w.literals);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    rules->literals = w.literals;
    rules->offsets[0] = 0;
    rules->offsets[1] = w.count + 1;
    rules->clause_count = 1;
    rules->variable_count = state->options.n * state->options.n;
    nqcnf_difference d;
    memset(&d, 0, sizeof d);
    d.kind = NQCNF_DIFFERENCE_ALLOWS;
    d.clause = w.broken;
    d.literals = rules->literals;
    d.count = w.count;
    d.component = SIZE_MAX;
    d.implied = NQCNF_IMPLIED_NO;
    d.meaning = nqcnf_clause_meaning(state->options.n, d.literals, d.count);
    d.witness = *board;
    status = nqcnf_check_add_difference(state, &d);
    *found = status == NQCNF_OK;
    return status;
}

/* With symmetry breaking the reference's boards are the first of their
 * class: a solution that is not is allowed wrongly. Asked only of a
 * board with one queen in each row, the only kind whose class the
 * column arrays compare. */
static nqcnf_status later_of_class(check_state *state,
                                   const nqcnf_board *board, int *found)
{
    *found = 0;
    const uint32_t n = state->options.n;
    if (!state->options.symmetry_breaking) return NQCNF_OK;
    unsigned group = 0;
    nqcnf_status status = nqcnf_board_symmetry_group(&state->options, &group);
    if (status != NQCNF_OK) return status;
    uint32_t *columns = nqcnf_allocate(sizeof *columns * 2 * (size_t)n);
    if (columns == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    int permutation = 1;
    for (uint32_t row = 0; row < n && permutation; row++) {
        uint32_t queens = 0;
        for (uint32_t column = 0; column < n; column++)
            if (board->squares[(size_t)row * n + column] ==
                NQCNF_SQUARE_QUEEN) {
                columns[row] = column;
                queens++;
            }
        permutation = queens == 1;
    }
    if (permutation &&
        !nqcnf_board_columns_is_canonical(columns, n, group, columns + n)) {
        nqcnf_difference d;
        memset(&d, 0, sizeof d);
        d.kind = NQCNF_DIFFERENCE_ALLOWS;
        d.component = SIZE_MAX;
        d.implied = NQCNF_IMPLIED_NO;
        d.meaning.kind = NQCNF_MEANING_FIRST_OF_CLASS;
        d.witness = *board;
        status = nqcnf_check_add_difference(state, &d);
        *found = status == NQCNF_OK;
    }
    nqcnf_release(columns);
    return status;
}

/* The file's model, if a bounded search finds one, held to the rules. */
static nqcnf_status refute(check_state *state, int *refuted)
{
    side *file = &state->file;
    clause_key *keys = NULL;
    nqcnf_status status =
        nqcnf_check_file_keys(state->cnf, &keys, &file->key_count);
    file->keys = keys;
    file->own = state->options.n * state->options.n;
    if (status == NQCNF_OK) status = nqcnf_side_gather_beyond(file);
    if (status == NQCNF_OK) status = nqcnf_side_load(state, file);
    /* the solver holds the clauses now */
    nqcnf_release(keys);
    file->keys = NULL;
    file->key_count = 0;
    solver_result result = SOLVER_UNKNOWN;
    if (status == NQCNF_OK)
        status = nqcnf_solver_solve_limited(file->solver, file->limits[1],
                                            &result);
    if (status != NQCNF_OK || result != SOLVER_SATISFIABLE) return status;
    nqcnf_board board;
    memset(&board, 0, sizeof board);
    status = nqcnf_side_board(file, state->options.n, &board);
    if (status == NQCNF_OK) status = first_broken_rule(state, &board, refuted);
    if (status == NQCNF_OK && !*refuted)
        status = later_of_class(state, &board, refuted);
    if (!*refuted) nqcnf_board_free(&board); /* else the report's */
    return status;
}

nqcnf_status nqcnf_check_cnf_without_reference(const nqcnf_options *given,
                                               const nqcnf_cnf *cnf,
                                               nqcnf_check_report *report)
{
    nqcnf_options options;
    nqcnf_status status = nqcnf_check_arguments(given, cnf, report, &options);
    nqcnf_sizes counts;
    if (status == NQCNF_OK) status = nqcnf_sizes_compute(&options, &counts);
    if (status != NQCNF_OK) return status;
    report->reference_variables = counts.variables;
    report->reference_clauses = counts.clauses;
    report->summary = NQCNF_CHECK_UNDECIDED;
    report->without_reference = 1;
    report->store = nqcnf_allocate(sizeof *report->store);
    if (report->store == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(report->store, 0, sizeof *report->store);
    check_state state;
    memset(&state, 0, sizeof state);
    state.options = options;
    state.cnf = cnf;
    state.report = report;
    int refuted = 0;
    status = refute(&state, &refuted);
    nqcnf_solver_free(state.file.solver);
    nqcnf_release(state.file.beyond);
    if (status == NQCNF_OK && refuted)
        report->summary = NQCNF_CHECK_NOT_EQUIVALENT;
    if (status == NQCNF_OK && !refuted && nqcnf_check_stopped(&state))
        status = NQCNF_ERR_STOPPED;
    if (status != NQCNF_OK && status != NQCNF_ERR_STOPPED) {
        nqcnf_check_report_free(report);
        report->reference_variables = counts.variables;
        report->reference_clauses = counts.clauses;
        report->summary = NQCNF_CHECK_UNDECIDED;
        report->without_reference = 1;
    }
    return status;
}
