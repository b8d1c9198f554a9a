/*
 * board_rules.c - the file against every rule of the board.
 *
 * When the file lacks reference clauses over auxiliary variables (the
 * same encoding numbered another way, or another encoding altogether),
 * those clauses say nothing about the board one by one, so the file is
 * held to the rules themselves instead (projection.c, direction (b)):
 * the textbook encoding of the same options, whose models are exactly
 * the solutions, one question per clause the file does not have; and
 * with symmetry breaking, whether the file allows a solution that is
 * not the first of its class. A rule the file does not imply becomes an
 * ALLOWS difference with the board that breaks it.
 */
#include "check/compare.h"
#include "core/board_symmetry.h"
#include "encode/encoder.h"
#include "read/clause_order.h"

#include <string.h>

static nqcnf_status add_allows(check_state *state, size_t index,
                               const int32_t *literals, size_t count,
                               int implied, const nqcnf_board *witness)
{
    nqcnf_difference d;
    memset(&d, 0, sizeof d);
    d.kind = NQCNF_DIFFERENCE_ALLOWS;
    d.clause = index;
    d.literals = literals;
    d.count = count;
    d.component = SIZE_MAX;
    d.implied = implied;
    d.witness = *witness;
    if (literals != NULL)
        d.meaning = nqcnf_clause_meaning(state->options.n, literals, count);
    else
        d.meaning.kind = NQCNF_MEANING_FIRST_OF_CLASS;
    return nqcnf_check_add_difference(state, &d);
}

/* ---- First of its class ------------------------------------------------- */

/* Fresh variables of the file's solver, from `next` on. */
typedef struct fresh {
    nqcnf_solver *solver;
    int32_t next;
} fresh;

static nqcnf_status clause3(fresh *f, int32_t a, int32_t b, int32_t c)
{
    const int32_t literals[3] = {a, b, c};
    return nqcnf_solver_add_clause(f->solver, literals, c == 0 ? 2 : 3);
}

/* "Symmetry s maps the board to an earlier one": for square k
 * (row-major), equal_k says the board and its image agree before k,
 * earlier_k that they first differ at k where the image has a queen
 * (queens come before empty squares). Only the implications towards the
 * squares are needed: a model exists exactly when some earlier_k can be
 * true. Behind `activation`, which the question assumes. One question
 * per symmetry: together they would let a solver wander among the queens
 * of all seven comparisons at once, which at N = 8 already runs past the
 * bounds that seven separate chains, each against the file's own
 * comparison of the same symmetry, stay well within. */
static nqcnf_status add_not_first(fresh *f, uint32_t n, int s,
                                  int32_t activation, int32_t *choices)
{
    const uint64_t squares = (uint64_t)n * n;
    nqcnf_status status = NQCNF_OK;
    size_t count = 0;
    choices[count++] = -activation;
    int32_t equal = 0; /* 0: true (nothing before square 0) */
    for (uint64_t k = 0; k < squares && status == NQCNF_OK; k++) {
        const int32_t x = (int32_t)k + 1;
        const int32_t y = (int32_t)nqcnf_symmetry_image(s, n, k) + 1;
        if (x == y) continue; /* a fixed square never differs */
        const int32_t earlier = f->next++;
        choices[count++] = earlier;
        status = clause3(f, -earlier, -x, 0);
        if (status == NQCNF_OK) status = clause3(f, -earlier, y, 0);
        if (status == NQCNF_OK && equal != 0)
            status = clause3(f, -earlier, equal, 0);
        /* equal after k: equal before k, and x == y at k */
        const int32_t next_equal = f->next++;
        if (status == NQCNF_OK && equal != 0)
            status = clause3(f, -next_equal, equal, 0);
        if (status == NQCNF_OK) status = clause3(f, -next_equal, -x, y);
        if (status == NQCNF_OK) status = clause3(f, -next_equal, x, -y);
        equal = next_equal;
    }
    if (status == NQCNF_OK)
        status = nqcnf_solver_add_clause(f->solver, choices, count);
    return status;
}

/* Whether the file allows a board that symmetry s maps to an earlier
 * one; short limit first, then the long one, like every question. */
static nqcnf_status ask_symmetry(check_state *state, fresh *f, int s,
                                 int32_t *choices, int *implied,
                                 nqcnf_board *witness)
{
    side *file = &state->file;
    const int32_t activation = f->next++;
    nqcnf_status status =
        add_not_first(f, state->options.n, s, activation, choices);
    solver_result result = SOLVER_UNKNOWN;
    for (int round = 0; round < 2 && status == NQCNF_OK &&
                        result == SOLVER_UNKNOWN;
         round++) {
        int64_t limit = file->limits[round];
        if (limit > file->budget) limit = file->budget;
        status = nqcnf_solver_assume(file->solver, activation);
        if (status == NQCNF_OK)
            status = nqcnf_solver_solve_limited(file->solver, limit, &result);
        if (status == NQCNF_OK && result == SOLVER_UNKNOWN)
            file->budget -= limit;
    }
    *implied = result == SOLVER_UNSATISFIABLE ? NQCNF_IMPLIED_YES
               : result == SOLVER_SATISFIABLE ? NQCNF_IMPLIED_NO
                                               : NQCNF_IMPLIED_UNDECIDED;
    if (status == NQCNF_OK && result == SOLVER_SATISFIABLE)
        status = nqcnf_side_board(file, state->options.n, witness);
    if (status == NQCNF_OK) {
        const int32_t retire = -activation;
        status = nqcnf_solver_add_clause(file->solver, &retire, 1);
    }
    return status;
}

/* One ALLOWS difference for the class rule: the first board found that
 * is not first of its class, else undecided if a symmetry was. */
static nqcnf_status ask_first_of_class(check_state *state)
{
    side *file = &state->file;
    nqcnf_status status = nqcnf_side_load(state, file);
    const uint64_t squares = (uint64_t)state->options.n * state->options.n;
    /* A 32-bit size_t (WebAssembly) cannot hold every board's squares. */
    int32_t *choices = squares + 1 > SIZE_MAX / sizeof(int32_t)
                           ? NULL
                           : nqcnf_allocate(sizeof *choices *
                                            (size_t)(squares + 1));
    if (status == NQCNF_OK && choices == NULL)
        status = NQCNF_ERR_OUT_OF_MEMORY;
    fresh f = {file->solver,
               (int32_t)file->own + (int32_t)file->beyond_count + 1};
    int verdict = NQCNF_IMPLIED_YES;
    nqcnf_board witness;
    memset(&witness, 0, sizeof witness);
    unsigned group = 0;
    if (status == NQCNF_OK)
        status = nqcnf_board_symmetry_group(&state->options, &group);
    for (int s = 0; s < NQCNF_SYMMETRY_COUNT && status == NQCNF_OK &&
                    verdict != NQCNF_IMPLIED_NO;
         s++) {
        /* only the problem's symmetries are broken (symmetry_breaking.c) */
        if (!board_symmetry_in(group, (unsigned)s + 1u)) continue;
        if (nqcnf_check_stopped(state)) break;
        int implied = NQCNF_IMPLIED_UNDECIDED;
        status = ask_symmetry(state, &f, s, choices, &implied, &witness);
        if (implied != NQCNF_IMPLIED_YES) verdict = implied;
    }
    nqcnf_release(choices);
    if (status == NQCNF_OK && verdict != NQCNF_IMPLIED_YES)
        return add_allows(state, 0, NULL, 0, verdict, &witness);
    nqcnf_board_free(&witness);
    return status;
}

/* ---- The textbook's clauses ------------------------------------------- */

/* Whether the file has the rule, or a missing difference asks it
 * already (a reference clause the file lacks). */
static int asked_elsewhere(const check_state *state, const int32_t *normalized,
                           size_t count)
{
    return nqcnf_side_has(&state->file, normalized, count) ||
           nqcnf_side_has(&state->reference, normalized, count);
}

/* Round 0 with the short limit, round 1 with the long one for what is
 * still open; answer[c] keeps each rule's answer between rounds. */
static nqcnf_status ask_rules_round(check_state *state, int round,
                                    signed char *answer, int *all_implied)
{
    const nqcnf_clause_list *rules = &state->report->store->rules;
    const uint32_t n = state->options.n;
    int32_t *normalized = NULL;
    size_t capacity = 0;
    line_facts facts;
    nqcnf_status status = nqcnf_side_line_facts(state, &state->file, &facts);
    for (size_t c = 0; status == NQCNF_OK && c < rules->clause_count; c++) {
        if (nqcnf_check_stopped(state)) break; /* never "all implied" */
        if (answer[c] != NQCNF_IMPLIED_UNDECIDED) continue;
        const int32_t *literals = rules->literals + rules->offsets[c];
        const size_t count = rules->offsets[c + 1] - rules->offsets[c] - 1;
        if (nqcnf_grow((void **)&normalized, &capacity, count + 1,
                       sizeof *normalized)) {
            status = NQCNF_ERR_OUT_OF_MEMORY;
            break;
        }
        memcpy(normalized, literals, sizeof *normalized * count);
        nqcnf_sort_literals(normalized, count);
        const nqcnf_meaning meaning = nqcnf_clause_meaning(n, literals, count);
        if (asked_elsewhere(state, normalized, count) ||
            nqcnf_line_facts_imply(&facts, &meaning)) {
            answer[c] = NQCNF_IMPLIED_YES;
            continue;
        }
        int implied = NQCNF_IMPLIED_UNDECIDED;
        nqcnf_board witness;
        memset(&witness, 0, sizeof witness);
        status = nqcnf_side_ask(state, &state->file, round, normalized, count,
                                &implied, &witness);
        answer[c] = (signed char)implied;
        if (status != NQCNF_OK || implied == NQCNF_IMPLIED_YES) continue;
        if (round == 0 && implied == NQCNF_IMPLIED_UNDECIDED) continue;
        *all_implied = 0;
        status = add_allows(state, c, literals, count, implied, &witness);
    }
    nqcnf_line_facts_free(&facts);
    nqcnf_release(normalized);
    return status;
}

static nqcnf_status ask_rules(check_state *state, int *all_implied)
{
    const size_t count = state->report->store->rules.clause_count;
    signed char *answer = nqcnf_allocate(count + 1);
    if (answer == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(answer, NQCNF_IMPLIED_UNDECIDED, count + 1);
    nqcnf_status status = NQCNF_OK;
    for (int round = 0; round < 2 && status == NQCNF_OK; round++)
        status = ask_rules_round(state, round, answer, all_implied);
    nqcnf_release(answer);
    return status;
}

nqcnf_status nqcnf_judge_board_rules(check_state *state)
{
    nqcnf_options textbook = state->options;
    textbook.encoding = NQCNF_ENCODING_PAIRWISE;
    textbook.symmetry_breaking = 0;
    textbook.column_at_least_one = 1;
    nqcnf_status status =
        nqcnf_clause_list_build(&textbook, &state->report->store->rules);
    int all_implied = 1;
    if (status == NQCNF_OK) status = ask_rules(state, &all_implied);
    /* a file that breaks a rule is wrong already; the class question
     * would only add a board that is not a solution at all */
    if (status == NQCNF_OK && all_implied && state->options.symmetry_breaking)
        status = ask_first_of_class(state);
    return status;
}
