/*
 * projection.c - what auxiliary variables allow, compared on the board.
 *
 * Two CNFs are equivalent when their models, projected onto the board
 * variables X, are the same boards. Write the file as F(X, Y) and the
 * reference as R(X, Z), Y and Z their auxiliary variables. Then:
 *
 * (a) Every reference solution extends to a model of F. Split F's clauses
 *     into components: two clauses are in one component when they share
 *     a variable of Y (a clause on X alone is a component of its own).
 *     Components share no variable of Y, so F(s, Y) is satisfiable
 *     exactly when each component F_c(s|S_c, Y_c) is, S_c being the
 *     squares the component mentions. Hence (a) holds iff for every
 *     component c, every projection s|S_c of a reference solution s
 *     extends to F_c. A component made only of reference clauses extends
 *     with the reference's own Z, so only components holding an extra
 *     clause are asked. Each is asked by counterexample-guided
 *     enumeration: a solver holding R finds a solution s whose s|S_c was
 *     not seen yet; a second solver says whether F_c allows s|S_c; if it
 *     does, s|S_c is blocked in the first and the loop goes on; if it
 *     does not, s is a real solution the file rules out: the witness.
 *     When R has no solution left, the component is right. A component
 *     along one line (what every at-most-one encoding builds) meets at
 *     most N + 1 projections, so the loop is short.
 *
 * (b) Every model of F projects to a reference solution. When F has every
 *     reference clause over Z, the reference clauses F lacks are on X
 *     alone, and F implies R exactly when it implies each of them: the
 *     board-only questions of implication.c. When F lacks some clause
 *     over Z (another numbering of the same encoding, say), that says
 *     nothing about the board by itself; then (b) is asked of the rules
 *     themselves: the textbook clauses T(X), whose models are the
 *     solutions, each a question "does F imply it?", and with symmetry
 *     breaking one more: "can F have a model that is not the first of
 *     its symmetry class?", written here with fresh variables as the
 *     negation of the lex-leader order ("for some symmetry, the boards
 *     agree up to a square where the image has a queen and the board
 *     has none").
 *
 * Both directions are exact; each solver call is bounded like every
 * question of the checker, and a component whose enumeration runs out
 * of its budget is undecided rather than guessed.
 */
#include "check/compare.h"
#include "core/board_symmetry.h"
#include "encode/encoder.h"

#include <stdlib.h>
#include <string.h>

/* Solutions tried per component: far above the N + 1 of a line, and
 * the 92 boards of N = 8 when a component spans the whole board. */
#define COMPONENT_ROUNDS 20000

/* ---- Components --------------------------------------------------------- */

typedef struct components {
    size_t *parent;       /* union-find over the file's auxiliary
                             variables (indexes into file.beyond) */
    size_t *index_of_root; /* root -> component number, SIZE_MAX: none */
    size_t count;
    int32_t **scopes;     /* per component: its squares (variables) */
    size_t *scope_sizes;
    size_t *first_clause; /* per component: its first file clause */
} components;

static size_t find_root(size_t *parent, size_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* The index in file.beyond of the clause's first auxiliary variable, or
 * SIZE_MAX when it has none. */
static size_t first_auxiliary(const side *file, const int32_t *literals,
                              size_t count)
{
    for (size_t i = 0; i < count; i++) {
        const int32_t renamed = nqcnf_side_literal(file, literals[i]);
        const int32_t variable = renamed < 0 ? -renamed : renamed;
        if ((uint32_t)variable > file->own)
            return (size_t)variable - file->own - 1;
    }
    return SIZE_MAX;
}

static void link_clause(const side *file, size_t *parent,
                        const clause_key *key)
{
    const size_t first = first_auxiliary(file, key->literals, key->count);
    if (first == SIZE_MAX) return;
    for (size_t i = 0; i < key->count; i++) {
        const int32_t renamed = nqcnf_side_literal(file, key->literals[i]);
        const int32_t variable = renamed < 0 ? -renamed : renamed;
        if ((uint32_t)variable <= file->own) continue;
        const size_t a = find_root(parent, first);
        const size_t b = find_root(parent, (size_t)variable - file->own - 1);
        if (a != b) parent[b] = a;
    }
}

/* The component of a clause, or SIZE_MAX: not one that is asked. */
static size_t component_of(const check_state *state, const components *c,
                           const clause_key *key)
{
    const size_t first =
        first_auxiliary(&state->file, key->literals, key->count);
    if (first == SIZE_MAX) return SIZE_MAX;
    return c->index_of_root[find_root(c->parent, first)];
}

/* Each component's squares, sorted, each once. */
static nqcnf_status gather_scopes(const check_state *state, components *c)
{
    const side *file = &state->file;
    c->scopes = nqcnf_allocate(sizeof *c->scopes * c->count);
    c->scope_sizes = nqcnf_allocate(sizeof *c->scope_sizes * c->count);
    c->first_clause = nqcnf_allocate(sizeof *c->first_clause * c->count);
    if (c->scopes == NULL || c->scope_sizes == NULL ||
        c->first_clause == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    size_t *capacity = nqcnf_allocate(sizeof *capacity * c->count);
    if (capacity == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t k = 0; k < c->count; k++) {
        c->scopes[k] = NULL;
        c->scope_sizes[k] = capacity[k] = 0;
        c->first_clause[k] = SIZE_MAX;
    }
    nqcnf_status status = NQCNF_OK;
    for (size_t i = 0; status == NQCNF_OK && i < file->key_count; i++) {
        const clause_key *key = &file->keys[i];
        const size_t k = component_of(state, c, key);
        if (k == SIZE_MAX) continue;
        if (key->index < c->first_clause[k]) c->first_clause[k] = key->index;
        for (size_t j = 0; j < key->count && status == NQCNF_OK; j++) {
            const int32_t v = key->literals[j] < 0 ? -key->literals[j]
                                                   : key->literals[j];
            if ((uint32_t)v > file->own) continue;
            if (nqcnf_grow((void **)&c->scopes[k], &capacity[k],
                           c->scope_sizes[k] + 1, sizeof **c->scopes))
                status = NQCNF_ERR_OUT_OF_MEMORY;
            else
                c->scopes[k][c->scope_sizes[k]++] = v;
        }
    }
    for (size_t k = 0; status == NQCNF_OK && k < c->count; k++)
        c->scope_sizes[k] =
            nqcnf_sort_distinct(c->scopes[k], c->scope_sizes[k]);
    nqcnf_release(capacity);
    return status;
}

/* Numbers the components that hold an extra clause over auxiliary
 * variables. */
static nqcnf_status find_components(check_state *state, components *c)
{
    const side *file = &state->file;
    const nqcnf_check_report *report = state->report;
    const size_t variables = file->beyond_count;
    c->parent = nqcnf_allocate(sizeof *c->parent * variables);
    c->index_of_root = nqcnf_allocate(sizeof *c->index_of_root * variables);
    if (c->parent == NULL || c->index_of_root == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t v = 0; v < variables; v++) {
        c->parent[v] = v;
        c->index_of_root[v] = SIZE_MAX;
    }
    for (size_t i = 0; i < file->key_count; i++)
        link_clause(file, c->parent, &file->keys[i]);
    for (size_t i = 0; i < report->difference_count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        if (d->kind != NQCNF_DIFFERENCE_EXTRA) continue;
        const size_t first = first_auxiliary(file, d->literals, d->count);
        if (first == SIZE_MAX) continue;
        const size_t root = find_root(c->parent, first);
        if (c->index_of_root[root] == SIZE_MAX)
            c->index_of_root[root] = c->count++;
    }
    return c->count == 0 ? NQCNF_OK : gather_scopes(state, c);
}

static void free_components(components *c)
{
    for (size_t k = 0; c->scopes != NULL && k < c->count; k++)
        nqcnf_release(c->scopes[k]);
    nqcnf_release(c->scopes);
    nqcnf_release(c->scope_sizes);
    nqcnf_release(c->first_clause);
    nqcnf_release(c->parent);
    nqcnf_release(c->index_of_root);
}

/* ---- Direction (a): every solution extends -------------------------------- */

/* A solver with every asked component's clauses, each behind a guard
 * literal (own + beyond + 1 + k), so that one component can be asked
 * alone. */
static nqcnf_status load_guarded(const check_state *state,
                                 const components *c, nqcnf_solver **out)
{
    const side *file = &state->file;
    const int32_t guards = (int32_t)file->own + (int32_t)file->beyond_count;
    nqcnf_status status = nqcnf_solver_open(
        state->options.backend, (uint32_t)guards + (uint32_t)c->count, out);
    if (status == NQCNF_OK) nqcnf_check_stop_solver(state, *out);
    int32_t *clause = NULL;
    size_t capacity = 0;
    for (size_t i = 0; status == NQCNF_OK && i < file->key_count; i++) {
        const size_t k = component_of(state, c, &file->keys[i]);
        if (k != SIZE_MAX)
            status = nqcnf_side_add_clause(file, *out, &file->keys[i],
                                           -(guards + 1 + (int32_t)k), &clause,
                                           &capacity);
    }
    nqcnf_release(clause);
    return status;
}

/* The enumeration, component by component. (Trying each solution on
 * every open component as well saved reference solves but cost far more
 * in the second solver: at N = 20, 2000 solutions times 120 components.) */
typedef struct enumeration {
    check_state *state;
    const components *c;
    side *solutions;        /* the solver whose models are the solutions */
    nqcnf_solver *guarded;
    int *verdicts;          /* per component: NQCNF_IMPLIED_*, or 3 open */
    nqcnf_board *witnesses; /* per component */
    int32_t *block;         /* room for the largest scope and one more */
} enumeration;

#define OPEN 3

static int32_t activation_of(const enumeration *e, size_t k)
{
    return (int32_t)e->solutions->own + 1 + (int32_t)k;
}

/* Whether component k allows the squares of the reference solver's
 * current solution; if so they are blocked for k, if not that solution
 * is k's witness. */
static nqcnf_status try_solution(enumeration *e, size_t k)
{
    const side *reference = e->solutions;
    const components *c = e->c;
    const int32_t guard = (int32_t)e->state->file.own +
                          (int32_t)e->state->file.beyond_count + 1 +
                          (int32_t)k;
    const size_t size = c->scope_sizes[k];
    nqcnf_status status = nqcnf_solver_assume(e->guarded, guard);
    /* the other components off: a solver would otherwise satisfy them
     * too, search and all, on every call */
    for (size_t other = 0; status == NQCNF_OK && other < c->count; other++)
        if (other != k)
            status = nqcnf_solver_assume(
                e->guarded, -(guard - (int32_t)k + (int32_t)other));
    for (size_t j = 0; status == NQCNF_OK && j < size; j++) {
        const int32_t square = c->scopes[k][j];
        const int32_t value =
            nqcnf_solver_is_true(reference->solver, square) ? square : -square;
        e->block[j] = -value;
        status = nqcnf_solver_assume(e->guarded, value);
    }
    solver_result extends = SOLVER_UNKNOWN;
    if (status == NQCNF_OK)
        status = nqcnf_solver_solve_limited(
            e->guarded, e->state->file.limits[1], &extends);
    if (status != NQCNF_OK) return status;
    if (extends == SOLVER_UNKNOWN) e->verdicts[k] = NQCNF_IMPLIED_UNDECIDED;
    else if (extends == SOLVER_UNSATISFIABLE) {
        e->verdicts[k] = NQCNF_IMPLIED_NO;
        status =
            nqcnf_side_board(reference, e->state->options.n, &e->witnesses[k]);
    } else {
        e->block[size] = -activation_of(e, k);
        status = nqcnf_solver_add_clause(reference->solver, e->block,
                                         size + 1);
    }
    return status;
}

/* Runs component k's enumeration to its verdict. */
static nqcnf_status enumerate(enumeration *e, size_t k)
{
    side *reference = e->solutions;
    nqcnf_status status = NQCNF_OK;
    for (int round = 0; status == NQCNF_OK && e->verdicts[k] == OPEN;
         round++) {
        solver_result found = SOLVER_UNKNOWN;
        if (round == COMPONENT_ROUNDS || nqcnf_check_stopped(e->state)) break;
        status = nqcnf_solver_assume(reference->solver, activation_of(e, k));
        if (status == NQCNF_OK)
            status = nqcnf_solver_solve_limited(
                reference->solver, reference->limits[1], &found);
        if (status != NQCNF_OK || found == SOLVER_UNKNOWN) break;
        if (found == SOLVER_UNSATISFIABLE) {
            e->verdicts[k] = NQCNF_IMPLIED_YES;
            break;
        }
        status = try_solution(e, k);
    }
    if (e->verdicts[k] == OPEN) e->verdicts[k] = NQCNF_IMPLIED_UNDECIDED;
    /* the blocking clauses served this component only */
    if (status == NQCNF_OK) {
        const int32_t retire = -activation_of(e, k);
        status = nqcnf_solver_add_clause(reference->solver, &retire, 1);
    }
    return status;
}

/* Gives each asked component's extra clauses its verdict, and its
 * witness to the first of them. */
static void record_verdicts(enumeration *e)
{
    nqcnf_check_report *report = e->state->report;
    for (size_t i = 0; i < report->difference_count; i++) {
        nqcnf_difference *d = &report->differences[i];
        if (d->kind != NQCNF_DIFFERENCE_EXTRA) continue;
        const clause_key key = {d->literals, d->count, d->clause};
        const size_t k = component_of(e->state, e->c, &key);
        if (k == SIZE_MAX) continue;
        d->implied = e->verdicts[k];
        d->component = e->c->first_clause[k];
        if (e->witnesses[k].n > 0) {
            d->witness = e->witnesses[k]; /* the report owns it now */
            memset(&e->witnesses[k], 0, sizeof e->witnesses[k]);
        }
    }
}

/* Whether a board is the first of its symmetry class: no symmetry of
 * the problem's group (bit s + 1 for the clauses' symmetry s) maps it to
 * an earlier word (queens before empty squares, row-major). */
static int first_of_class(const nqcnf_board *board, unsigned group)
{
    const uint64_t n = board->n, squares = n * n;
    for (int s = 0; s < NQCNF_SYMMETRY_COUNT; s++) {
        if (!board_symmetry_in(group, (unsigned)s + 1u)) continue;
        for (uint64_t k = 0; k < squares; k++) {
            const int here = board->squares[k] == NQCNF_SQUARE_QUEEN;
            const int image =
                board->squares[nqcnf_symmetry_image(s, n, k)] ==
                NQCNF_SQUARE_QUEEN;
            if (here == image) continue;
            if (image) return 0;
            break;
        }
    }
    return 1;
}

/* With symmetry breaking, the components are first held to every
 * solution, with a solver of the textbook encoding: far easier to
 * enumerate than the first-of-class solutions, whose last question
 * ("none left?") must see through the lex-leader chains (N = 12: 20 s
 * against 0.5 s). Every first-of-class solution is a solution, so a
 * component that allows all solutions is right; one that rules out a
 * solution is wrong if that solution is first of its class, and is asked
 * again of the reference itself otherwise. */
static nqcnf_status judge_with_all_solutions(enumeration *e, side *plain)
{
    check_state *state = e->state;
    nqcnf_options textbook = state->options;
    textbook.encoding = NQCNF_ENCODING_PAIRWISE;
    textbook.symmetry_breaking = 0;
    plain->is_reference = 1;
    plain->own = state->options.n * state->options.n;
    plain->limits[0] = state->reference.limits[0];
    plain->limits[1] = state->reference.limits[1];
    unsigned group;
    nqcnf_status status = nqcnf_board_symmetry_group(&state->options, &group);
    if (status == NQCNF_OK)
        status = nqcnf_solver_new(&textbook, &plain->solver);
    if (status == NQCNF_OK) nqcnf_check_stop_solver(state, plain->solver);
    e->solutions = plain;
    for (size_t k = 0; status == NQCNF_OK && k < e->c->count; k++) {
        status = enumerate(e, k);
        const int settled =
            e->verdicts[k] == NQCNF_IMPLIED_YES ||
            (e->verdicts[k] == NQCNF_IMPLIED_NO &&
             first_of_class(&e->witnesses[k], group));
        if (settled) continue;
        nqcnf_board_free(&e->witnesses[k]);
        e->verdicts[k] = OPEN;
    }
    e->solutions = &state->reference;
    return status;
}

static nqcnf_status judge_all(check_state *state, const components *c,
                              nqcnf_solver *guarded)
{
    enumeration e = {state, c, &state->reference, guarded, NULL, NULL, NULL};
    size_t largest = 0;
    for (size_t k = 0; k < c->count; k++)
        if (c->scope_sizes[k] > largest) largest = c->scope_sizes[k];
    e.verdicts = nqcnf_allocate(sizeof *e.verdicts * c->count);
    e.witnesses = nqcnf_allocate(sizeof *e.witnesses * c->count);
    e.block = nqcnf_allocate(sizeof *e.block * (largest + 1));
    nqcnf_status status = NQCNF_OK;
    if (e.verdicts == NULL || e.witnesses == NULL || e.block == NULL)
        status = NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t k = 0; status == NQCNF_OK && k < c->count; k++) {
        e.verdicts[k] = OPEN;
        memset(&e.witnesses[k], 0, sizeof e.witnesses[k]);
    }
    side plain;
    memset(&plain, 0, sizeof plain);
    if (status == NQCNF_OK && state->options.symmetry_breaking)
        status = judge_with_all_solutions(&e, &plain);
    nqcnf_solver_free(plain.solver);
    for (size_t k = 0; status == NQCNF_OK && k < c->count; k++)
        if (e.verdicts[k] == OPEN) status = enumerate(&e, k);
    if (status == NQCNF_OK) record_verdicts(&e);
    for (size_t k = 0; e.witnesses != NULL && k < c->count; k++)
        nqcnf_board_free(&e.witnesses[k]);
    nqcnf_release(e.verdicts);
    nqcnf_release(e.witnesses);
    nqcnf_release(e.block);
    return status;
}

nqcnf_status nqcnf_judge_components(check_state *state)
{
    if (state->file.beyond_count == 0) return NQCNF_OK;
    components c;
    memset(&c, 0, sizeof c);
    nqcnf_solver *guarded = NULL;
    nqcnf_status status = find_components(state, &c);
    if (status == NQCNF_OK && c.count > 0) {
        status = nqcnf_side_load(state, &state->reference);
        if (status == NQCNF_OK) status = nqcnf_side_load(state, &state->file);
        if (status == NQCNF_OK) status = load_guarded(state, &c, &guarded);
        if (status == NQCNF_OK) status = judge_all(state, &c, guarded);
    }
    nqcnf_solver_free(guarded);
    free_components(&c);
    return status;
}
