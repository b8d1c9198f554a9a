/*
 * estimate_leaves.c - Knuth's estimator below sub-problems too big to
 * count whole.
 *
 * A sub-problem of the shard is drawn by its weight, then a random walk
 * goes down the next rows, each queen drawn among the free squares of
 * its row, to a depth whose subtree is small; the leaf is counted with
 * the walk's queens pre-placed, and the count multiplied by the inverse
 * of the walk's probability (the shard's weight over the sub-problem's,
 * times the number of choices on each row), which makes its mean the
 * shard's count. The time cannot come from the leaves: the engine splits
 * a leaf again, down to one solver per solution, where the real count
 * runs one solver through a whole sub-problem. So the solver's pace
 * inside drawn sub-problems is timed apart, with nqcnf_solve() over
 * their first solutions, and estimate.c multiplies it by the count.
 * Cheap walks without a solver size the tree first, to choose the depth.
 */
#define _POSIX_C_SOURCE 200809L

#include "solve/estimate.h"

/* Cheap walks that size the tree. */
#define SIZING_WALKS 400u
/* Solutions enumerated in one instance to time the solver's pace. */
#define ENUMERATION_LIMIT 40u

/* ---- Random walks ------------------------------------------------------ */

/* Takes the walk's queens off and places `prefix` (rows 0 .. depth-1). */
static void start_at(queen_walk *w, const uint32_t *prefix, uint32_t depth)
{
    nqcnf_queen_walk_clear(w);
    for (uint32_t r = 0; r < depth; r++) queen_walk_set(w, r, prefix[r], 1);
}

/* The free columns of `row` into `choices` (n entries); how many. */
static uint32_t open_choices(const queen_walk *w, uint32_t row,
                             uint32_t *choices)
{
    uint32_t count = 0;
    for (uint32_t c = 0; c < w->n; c++)
        if (queen_walk_free_square(w, row, c)) choices[count++] = c;
    return count;
}

/* One random walk from the placed rows 0 .. from-1 down to row `to` (or
 * until no square is open). levels[r] gets the walk's estimate of the
 * nodes of row r below the start (the product of the choices so far).
 * Returns the row reached; *product is the product of the choices. */
static uint32_t random_walk(queen_walk *w, uint32_t *choices, uint32_t from,
                            uint32_t to, uint64_t *seed, double *levels,
                            double *product)
{
    double paths = 1.0;
    uint32_t row = from;
    for (; row < to; row++) {
        const uint32_t count = open_choices(w, row, choices);
        if (count == 0) break;
        paths *= count;
        if (levels != NULL) levels[row + 1] += paths;
        queen_walk_set(w, row, choices[random_below(seed, count)], 1);
    }
    *product = paths;
    return row;
}

/* A sub-problem of the shard drawn by its weight; *scale is the inverse
 * of its probability. */
static size_t draw_subproblem(calibration *cal, double *scale)
{
    const split_plan *plan = &cal->plan;
    uint64_t target = random_below(&cal->seed, plan->shard_weight);
    size_t i = plan->first;
    while (i + 1 < plan->last && target >= plan->weights[i])
        target -= plan->weights[i++];
    *scale = (double)plan->shard_weight / (double)plan->weights[i];
    return i;
}

void nqcnf_estimate_size_tree(calibration *cal)
{
    const uint32_t n = cal->options.n;
    for (uint32_t walk = 0; walk < SIZING_WALKS; walk++) {
        double scale, product;
        const size_t i = draw_subproblem(cal, &scale);
        start_at(&cal->walk, split_prefix(&cal->plan, i), cal->plan.depth);
        random_walk(&cal->walk, cal->choices, cal->plan.depth, n,
                    &cal->seed, cal->levels, &product);
    }
    for (uint32_t r = 0; r <= n; r++) cal->levels[r] /= SIZING_WALKS;
    cal->levels[cal->plan.depth] = 1.0;
}

double nqcnf_estimate_nodes_below(const calibration *cal, uint32_t depth)
{
    double nodes = 0.0;
    for (uint32_t r = depth + 1; r <= cal->options.n; r++)
        nodes += cal->levels[r];
    return cal->levels[depth] > 0.0 ? nodes / cal->levels[depth] : 0.0;
}

/* The options with the walk's queens of rows 0 .. depth-1 pre-placed
 * too (rows of the options' own queens keep theirs). */
static nqcnf_options leaf_options(calibration *cal, uint32_t depth)
{
    nqcnf_options leaf = cal->options;
    size_t count = cal->options.queen_count;
    for (uint32_t r = 0; r < depth; r++)
        if (!cal->row_has_queen[r])
            cal->queens[count++] =
                (nqcnf_square_ref){r, cal->walk.columns[r]};
    leaf.queens = cal->queens;
    leaf.queen_count = count;
    return leaf;
}

/* The solver's pace inside one sub-problem, which the leaves cannot
 * show (the engine splits a leaf again, down to a solver per solution):
 * nqcnf_solve() enumerates the drawn sub-problem in one instance, as the
 * count would, for its first ENUMERATION_LIMIT solutions; the time to
 * the first is the loading, the rest per solution. */
typedef struct enumeration {
    double started, first;
    uint64_t found;
} enumeration;

static int enumerated(void *context, const nqcnf_board *solution)
{
    (void)solution;
    enumeration *e = context;
    if (e->found++ == 0) e->first = cpu_now() - e->started;
    return 0;
}

/* The drawn sub-problem's prefix is still in the walk's first rows. */
static nqcnf_status time_enumeration(calibration *cal)
{
    nqcnf_options sub = leaf_options(cal, cal->plan.depth);
    sub.symmetry_breaking = cal->planned.symmetry_breaking;
    enumeration e = {cpu_now(), 0.0, 0};
    uint64_t found = 0;
    const nqcnf_status status =
        nqcnf_solve(&sub, ENUMERATION_LIMIT, enumerated, &e, &found);
    const double total = cpu_now() - e.started;
    if (status != NQCNF_OK || e.found < 2) return status;
    cal->loading += e.first;
    cal->loads++;
    cal->pace += total - e.first;
    cal->paced += (double)(e.found - 1);
    return NQCNF_OK;
}

nqcnf_status nqcnf_estimate_sample_leaf(calibration *cal)
{
    double scale, product;
    const size_t i = draw_subproblem(cal, &scale);
    const uint32_t *prefix = split_prefix(&cal->plan, i);
    cal->visits++;
    start_at(&cal->walk, prefix, cal->plan.depth);
    const uint32_t reached =
        random_walk(&cal->walk, cal->choices, cal->plan.depth,
                    cal->leaf_depth, &cal->seed, NULL, &product);
    if (reached < cal->leaf_depth) return NQCNF_OK; /* a dead end: 0 */
    const nqcnf_options leaf = leaf_options(cal, cal->leaf_depth);
    uint64_t count = 0;
    double cpu = 0.0;
    nqcnf_status status = nqcnf_estimate_timed_count(
        cal, &leaf, counts_leaders(cal), 0, 0, &count, &cpu);
    if (status == NQCNF_OK && cal->loads < MIN_SAMPLES)
        status = time_enumeration(cal);
    if (status != NQCNF_OK) return status;
    /* the plan holds first columns c <= n-1-c only when it halves or
     * the engine adds the symmetry-breaking clauses: the leaves, counted
     * without them, stand for their mirror images too */
    const uint32_t first = prefix[0], n = cal->options.n;
    const int halved = cal->plan.mirror_halving ||
                       cal->planned.symmetry_breaking !=
                           cal->options.symmetry_breaking;
    const double mirror =
        !counts_leaders(cal) && halved && first != n - 1 - first ? 2.0 : 1.0;
    cal->solutions += scale * product * mirror * (double)count;
    cal->enumerated += scale * product * (double)count;
    return NQCNF_OK;
}
