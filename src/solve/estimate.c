/*
 * estimate.c - what a count will take, from a short calibration.
 *
 * The engine's speed is not a constant to model: it changes with the
 * backend, the options, the machine and every improvement to the engine.
 * So the estimate times the real thing, nqcnf_count() on one thread, on a
 * seeded random sample of the work, and scales up. Two ways:
 *
 *   - Whole sub-problems, when they are small enough to time (N <= 14 or
 *     so, or a larger budget). A shard of the engine's own split is the
 *     engine doing exactly its work on those sub-problems, so the sample
 *     is of shards: shard K of M is exactly shards Kq .. Kq+q-1 of qM (a
 *     prefix belongs to the shard its weight's middle falls in), so the
 *     request's shard is cut into q sub-shards, visited in an order that
 *     covers each once (when all are counted the estimate is exact). The
 *     planner, run here on each sub-shard, tells its weight, and the
 *     estimate is the shard's weight times count (and time) per unit of
 *     weight; it also says what the call spent planning, which is
 *     counted once, not per call. When planning outweighs the work, the
 *     sub-shards are made coarser.
 *   - Leaves below sub-problems, when those are too big (Knuth's
 *     estimator, estimate_leaves.c): the leaves give the count, the
 *     solver's pace inside whole sub-problems the time per solution.
 *     That part is a model: it leaves out that a long enumeration's
 *     solver carries ever more blocking clauses, so for large N the
 *     time is a lower bound.
 *
 * When OEIS knows the count (the open board, whole), the time is the
 * time per solution found times that count: counting is enumeration, and
 * time per solution varies far less from part to part than per unit of
 * weight. Which way is read off cheap random walks without a solver
 * (the size of the backtracking tree below each row). Sampling stops
 * once the budget of CPU time is spent, after at least MIN_SAMPLES
 * counts, and the
 * wall time is the CPU time spread over the request's threads, with the
 * share of a processor the calibration itself got standing for the
 * machine's load.
 */
#define _POSIX_C_SOURCE 200809L

#include "solve/estimate.h"

#include <math.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Tree nodes below one engine sub-problem up to which shards are timed
 * whole, and below a leaf of the walk. */
#define SHARD_NODE_LIMIT 60000.0
#define LEAF_NODE_TARGET 300.0
/* Tree nodes a sub-shard should hold at least (a few milliseconds). */
#define SUBSHARD_NODES 5000.0
/* Solutions sampled enough to scale time per solution by a known count. */
#define KNOWN_RATIO_FROM 20.0
/* A sub-shard's work should be this many times its planning. */
#define PLANNING_SHARE 1.0
/* From this N on, P + 2R < Q/400: see counts_leaders(). */
#define EIGHTH_FROM 13u
/* The most wall time sampling may take, in budgets (see enough_samples). */
#define WALL_CAP 20.0
/* Walks enough to say an instance whose walks all die has no solution. */
#define DEAD_END_LIMIT 10000u

/* ---- The calibration --------------------------------------------------- */

static uint64_t shard_total(const calibration *cal)
{
    const uint32_t m = cal->request.shard_count;
    return m < 2 ? 1 : m;
}

static uint64_t greatest_common_divisor(uint64_t a, uint64_t b)
{
    return b == 0 ? a : greatest_common_divisor(b, a % b);
}

/* Cuts the shard into q sub-shards (shard K of M is shards Kq .. Kq+q-1
 * of qM), visited in an order that covers each once before any comes
 * again, and starts the sums afresh. */
static void split_into(calibration *cal, uint64_t q)
{
    if (q > UINT32_MAX / shard_total(cal)) q = UINT32_MAX / shard_total(cal);
    cal->q = q < 1 ? 1 : q;
    cal->offset = random_below(&cal->seed, cal->q);
    cal->stride = 1 + random_below(&cal->seed, cal->q);
    while (greatest_common_divisor(cal->stride, cal->q) != 1) cal->stride++;
    cal->visits = 0;
    cal->counted_before = cal->samples;
    cal->solutions = cal->cpu = cal->weight = cal->planning = 0.0;
}

/* Shards timed whole when a sub-problem is small enough, else the depth
 * of the walk's leaves. */
static void choose_method(calibration *cal)
{
    cal->leaf_depth = 0;
    const double nodes = nqcnf_estimate_nodes_below(cal, cal->plan.depth);
    if (nodes <= SHARD_NODE_LIMIT) {
        /* sub-shards of about SUBSHARD_NODES: many sub-problems of small
         * boards hold no solution, and one such alone says nothing */
        const double parts = (double)(cal->plan.last - cal->plan.first);
        const double group = floor(SUBSHARD_NODES / fmax(nodes, 1.0));
        split_into(cal, (uint64_t)ceil(parts / fmax(group, 1.0)));
        return;
    }
    cal->leaf_depth = cal->plan.depth + 1;
    while (cal->leaf_depth < cal->options.n &&
           nqcnf_estimate_nodes_below(cal, cal->leaf_depth) > LEAF_NODE_TARGET)
        cal->leaf_depth++;
}

/* ---- One sample -------------------------------------------------------- */

nqcnf_status nqcnf_estimate_timed_count(calibration *cal,
                                        const nqcnf_options *options,
                                        int unique, uint32_t shard_index,
                                        uint32_t shard_count, uint64_t *count,
                                        double *cpu)
{
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.unique = unique;
    request.threads = 1;
    request.shard_index = shard_index;
    request.shard_count = shard_count;
    const double wall_start = wall_now(), cpu_start = cpu_now();
    const nqcnf_status status = nqcnf_count(options, &request, count);
    *cpu = cpu_now() - cpu_start;
    cal->samples++;
    cal->call_cpu += *cpu;
    cal->call_wall += wall_now() - wall_start;
    return status;
}

/* Sub-shard k of the shard's q, in the order that visits each once.
 * Planning it here, with the engine's own planner, tells its weight (an
 * empty one is not counted) and what the call spends planning. */
static nqcnf_status sample_shard(calibration *cal)
{
    const uint64_t k = (cal->offset + cal->visits++ * cal->stride) % cal->q;
    const uint64_t shards = shard_total(cal) * cal->q;
    const uint32_t index = shards < 2 ? 0 : (uint32_t)(
        (uint64_t)cal->request.shard_index * cal->q + k);
    const uint32_t total = shards < 2 ? 0 : (uint32_t)shards;
    split_plan part;
    const double plan_start = cpu_now();
    nqcnf_status status =
        nqcnf_split_plan_make(&part, &cal->planned, 1, index, total);
    const double plan_cpu = cpu_now() - plan_start;
    const uint64_t weight = part.shard_weight;
    nqcnf_split_plan_free(&part);
    if (status != NQCNF_OK || weight == 0) return status;
    uint64_t count = 0;
    double cpu = 0.0;
    status = nqcnf_estimate_timed_count(
        cal, &cal->options, counts_leaders(cal), index, total, &count, &cpu);
    if (status != NQCNF_OK) return status;
    cal->planning += plan_cpu;
    cal->weight += (double)weight;
    cal->solutions += (double)count;
    cal->cpu += fmax(0.0, cpu - plan_cpu);
    return NQCNF_OK;
}

/* ---- The whole --------------------------------------------------------- */

/* Once a few sub-shards are timed: coarser ones if planning (which
 * every call repeats) would outweigh a sub-shard's work, so that the
 * work is not a small difference of two large times. */
static void regroup(calibration *cal)
{
    cal->regrouped = 1;
    if (cal->cpu <= 0.0 || cal->weight <= 0.0) return;
    const double per_weight = cal->cpu / cal->weight;
    const double planning =
        cal->planning / (double)(cal->samples - cal->counted_before);
    const double wanted = PLANNING_SHARE * planning / per_weight;
    const double q = (double)cal->plan.shard_weight / wanted;
    if (q < (double)cal->q / 2) split_into(cal, (uint64_t)q);
}

/* Whether the count finds 8 solutions for each it counts: `unique`
 * without the symmetry-breaking clauses, which leave only the one. */
static int enumerates_eight(const calibration *cal)
{
    return counts_leaders(cal) && !cal->options.symmetry_breaking;
}

/* What the count's solvers find, which is not what it counts: a mirror
 * image is counted, not found; on the open board one solution of each
 * class is found, elsewhere `unique` finds a class's 8 to count one.
 * Scaled by the known count when there is one. */
static double found_solutions(const calibration *cal, double scale)
{
    double found = cal->enumerated * scale;
    if (cal->known > 0.0 && cal->solutions > 0.0)
        found = cal->known * cal->enumerated / cal->solutions;
    if (cal->planned.symmetry_breaking && !cal->options.symmetry_breaking)
        return counts_leaders(cal) ? found : found / 8.0; /* one a class */
    return found * (enumerates_eight(cal) ? 8.0 : 1.0);
}

/* Once a few leaves are timed: when a whole sub-problem turns out
 * cheap enough for the budget after all, time whole ones instead. */
static void rise(calibration *cal)
{
    cal->regrouped = 1;
    const double parts = (double)(cal->plan.last - cal->plan.first);
    const double found = found_solutions(cal, 1.0 / (double)cal->visits);
    const double per_part =
        cal->loading / fmax(1.0, (double)cal->loads) +
        found / parts * (cal->paced > 0.0 ? cal->pace / cal->paced : 0.0);
    if (per_part * MIN_SAMPLES * 2 > cal->budget) return;
    cal->leaf_depth = 0;
    split_into(cal, (uint64_t)parts);
}

static void adapt(calibration *cal)
{
    if (cal->regrouped || cal->samples < MIN_SAMPLES) return;
    if (cal->leaf_depth) rise(cal);
    else regroup(cal);
}

static int enough_samples(const calibration *cal)
{
    if (cal->leaf_depth == 0 && cal->visits >= cal->q) return 1;
    /* The budget is the calibration's own CPU time: another job on the
     * machine slows the sampling, it does not shrink the sample (a wall
     * budget bought fewer and other samples under load, and the estimate
     * with them). A wall cap of WALL_CAP budgets keeps a clock that does
     * not count a thread's CPU from sampling for ever. */
    if (cpu_now() - cal->started_cpu < cal->budget &&
        wall_now() - cal->started < WALL_CAP * cal->budget + 1.0)
        return 0;
    return cal->samples - cal->counted_before >= MIN_SAMPLES ||
           cal->visits >= DEAD_END_LIMIT;
}

static unsigned processors(void)
{
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online < 1 ? 1u : (unsigned)online;
}

/* How many processors' worth `threads` threads get, given the share of
 * one processor the calibration's one thread got: a share f < 1 means
 * about L = P/f - 1 other runnable threads, and T threads among them get
 * T * min(1, P/(T + L)). */
static double parallelism(double threads, double share)
{
    const double p = (double)processors();
    if (threads > p) threads = p;
    if (share >= 1.0) return threads;
    const double others = p / share - 1.0;
    return threads * fmin(1.0, p / (threads + others));
}

static void fill_estimate(const calibration *cal, nqcnf_estimate *estimate)
{
    /* shards: per unit of the planner's weight, times the shard's;
     * leaves: the mean of the samples */
    double scale = 1.0 / (cal->visits ? (double)cal->visits : 1.0);
    if (cal->leaf_depth == 0)
        scale = cal->weight > 0.0 ? (double)cal->plan.shard_weight /
                                        cal->weight
                                  : 0.0;
    const uint64_t parts = cal->plan.last - cal->plan.first;
    /* Counting is enumeration: when the count is known, the work is the
     * time per solution found times the count, which varies far less
     * from part to part than the time per unit of weight. */
    double work = cal->cpu * scale;
    if (!cal->leaf_depth && cal->known > 0.0 &&
        cal->solutions >= KNOWN_RATIO_FROM)
        work = cal->cpu / cal->solutions * cal->known;
    if (cal->leaf_depth) {
        const double found = found_solutions(cal, scale);
        work = (double)parts * cal->loading / fmax(1.0, (double)cal->loads) +
               found * (cal->paced > 0.0 ? cal->pace / cal->paced : 0.0);
    }
    uint64_t threads = cal->request.threads ? cal->request.threads
                                            : processors();
    if (threads > parts) threads = parts;
    if (threads < 1) threads = 1;
    const double share = cal->call_wall > 0.0
                             ? fmin(1.0, cal->call_cpu / cal->call_wall)
                             : 1.0;
    estimate->solutions = cal->solutions * scale * (cal->eighth ? 0.125 : 1);
    estimate->cpu_seconds = cal->plan_cpu + work;
    estimate->wall_seconds = cal->plan_cpu / fmax(share, 1e-3) +
        work / fmax(parallelism((double)threads, share), 1e-3);
    estimate->samples = cal->samples;
}

static nqcnf_status calibrate(calibration *cal)
{
    const uint32_t n = cal->options.n;
    cal->levels = nqcnf_allocate(sizeof *cal->levels * (n + 1));
    cal->queens = nqcnf_allocate(sizeof *cal->queens *
                                 (cal->options.queen_count + n));
    cal->row_has_queen = nqcnf_allocate(n);
    cal->choices = nqcnf_allocate(sizeof *cal->choices * n);
    if (cal->levels == NULL || cal->queens == NULL ||
        cal->row_has_queen == NULL || cal->choices == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    nqcnf_status status = nqcnf_queen_walk_make(&cal->walk, &cal->options);
    if (status != NQCNF_OK) return status;
    memset(cal->levels, 0, sizeof *cal->levels * (n + 1));
    memset(cal->row_has_queen, 0, n);
    for (size_t q = 0; q < cal->options.queen_count; q++) {
        cal->queens[q] = cal->options.queens[q];
        cal->row_has_queen[cal->options.queens[q].row] = 1;
    }
    if (cal->plan.first == cal->plan.last) return NQCNF_OK; /* nothing */
    cal->eighth = cal->request.unique && n >= EIGHTH_FROM &&
                  nqcnf_split_mirror_symmetric(&cal->options);
    uint64_t known = 0;
    if (cal->options.queen_count == 0 && cal->options.blocked_count == 0 &&
        shard_total(cal) == 1 &&
        nqcnf_known_count_find(n, counts_leaders(cal) ||
                                      cal->options.symmetry_breaking,
                               &known))
        cal->known = (double)known;
    nqcnf_estimate_size_tree(cal);
    choose_method(cal);
    do {
        status = cal->leaf_depth ? nqcnf_estimate_sample_leaf(cal)
                                 : sample_shard(cal);
        adapt(cal);
    } while (status == NQCNF_OK && !enough_samples(cal));
    return status;
}

nqcnf_status nqcnf_count_estimate(const nqcnf_options *options,
                                  const nqcnf_count_request *request,
                                  double budget_seconds,
                                  nqcnf_estimate *estimate)
{
    if (estimate == NULL) return nqcnf_invalid("estimate is NULL");
    memset(estimate, 0, sizeof *estimate);
    if (!(budget_seconds >= 0.0))
        return nqcnf_invalid("budget_seconds is %g: it must be 0 or more",
                             budget_seconds);
    calibration cal;
    memset(&cal, 0, sizeof cal);
    cal.started = wall_now();
    cal.started_cpu = cpu_now();
    cal.budget = budget_seconds;
    nqcnf_status status = nqcnf_solver_import(options, &cal.options);
    if (status == NQCNF_OK)
        status = nqcnf_split_request_import(request, &cal.request);
    if (status != NQCNF_OK) return status;
    cal.seed = 0x6E717565656E73ull ^ cal.options.n;
    const double plan_start = cpu_now();
    /* the engine's own list of sub-problems, that its shards cut */
    nqcnf_split_counted_instance(&cal.options, &cal.planned);
    status = nqcnf_split_plan_make(&cal.plan, &cal.planned, 1,
                                   cal.request.shard_index,
                                   cal.request.shard_count);
    cal.plan_cpu = cpu_now() - plan_start;
    if (status != NQCNF_OK) return status;
    status = calibrate(&cal);
    if (status == NQCNF_OK) fill_estimate(&cal, estimate);
    estimate->calibration_seconds = wall_now() - cal.started;
    nqcnf_split_plan_free(&cal.plan);
    nqcnf_queen_walk_free(&cal.walk);
    nqcnf_release(cal.choices);
    nqcnf_release(cal.levels);
    nqcnf_release(cal.queens);
    nqcnf_release(cal.row_has_queen);
    return status;
}
