/*
 * estimate.h - what the two halves of the estimate share.
 *
 * estimate.c runs the calibration, times whole shards and turns the sums
 * into an estimate; estimate_leaves.c sizes the tree and samples below
 * sub-problems too big to count whole (Knuth's random walks). Both work
 * on one calibration record, and time and draw the same way: here.
 * A unit including this defines _POSIX_C_SOURCE first (clock_gettime).
 */
#ifndef NQCNF_SOLVE_ESTIMATE_H
#define NQCNF_SOLVE_ESTIMATE_H

#include "solve/queen_walk.h"
#include "solve/split.h"

#include <time.h>

/* The fewest counts timed, whatever the budget. */
#define MIN_SAMPLES 4u

typedef struct calibration {
    nqcnf_options options;       /* imported */
    nqcnf_options planned;       /* as nqcnf_count plans them: on the open
                                    board with the symmetry-breaking
                                    clauses, a solution per class */
    nqcnf_count_request request; /* imported */
    split_plan plan;             /* the request's shard of the whole */
    queen_walk walk;
    uint32_t *choices;           /* n: scratch of the walks */
    nqcnf_square_ref *queens;    /* the options' queens, then the walk's */
    unsigned char *row_has_queen; /* n: a pre-placed queen stands there */
    uint64_t seed;
    double started, budget;
    double started_cpu; /* the calibrating thread's CPU clock at the start */
    double plan_cpu;             /* what planning the whole costs */
    double *levels;              /* n + 1: nodes of each row, per start */
    uint32_t leaf_depth;         /* 0: shards are timed whole */
    uint64_t q, stride, offset;  /* shards: sub-shards of the shard */
    int regrouped;               /* q was made coarser once */
    int eighth;                  /* `unique` as Q/8: counts_leaders() */
    double known;                /* what is sampled, when OEIS has it */
    double solutions, cpu, call_cpu, call_wall;
    double weight;               /* shards: the weight of those counted */
    double planning;             /* shards: their planning, timed apart */
    double enumerated;           /* leaves: solutions found (no mirrors) */
    double loading, pace, paced; /* leaves: time_enumeration() */
    uint64_t loads;
    uint64_t visits;             /* sub-shards visited, or walks made */
    uint64_t samples;            /* counts timed */
    uint64_t counted_before;     /* samples before the sums restarted */
} calibration;

/* On the open board from N = 13 on, `unique` is estimated as an eighth
 * of every solution: a class has 8 members but for the few symmetric
 * solutions (8 U = Q + P + 2R, and P + 2R stays under 1/400 of Q), and
 * Q varies far less from part to part than the leaders, which crowd
 * into a few prefixes. Whether the samples count leaders themselves: */
static inline int counts_leaders(const calibration *cal)
{
    return cal->request.unique && !cal->eighth;
}

static inline double clock_seconds(clockid_t clock)
{
    struct timespec now;
    if (clock_gettime(clock, &now) != 0) return 0.0;
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

#define wall_now() clock_seconds(CLOCK_MONOTONIC)
#define cpu_now() clock_seconds(CLOCK_THREAD_CPUTIME_ID)

/* splitmix64: a fixed seed makes the sample the same on every run. */
static inline uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline uint64_t random_below(uint64_t *state, uint64_t bound)
{
    return bound == 0 ? 0 : next_random(state) % bound;
}

/* nqcnf_count() of the options on the calling thread alone, timed
 * (estimate.c). */
nqcnf_status nqcnf_estimate_timed_count(calibration *cal,
                                        const nqcnf_options *options,
                                        int unique, uint32_t shard_index,
                                        uint32_t shard_count, uint64_t *count,
                                        double *cpu);

/* estimate_leaves.c: cal->levels[r], the nodes of the backtracking tree
 * in row r below a sub-problem drawn by weight; the nodes below one of
 * row `depth`; one leaf sampled, or a walk that died (it counts 0). */
void nqcnf_estimate_size_tree(calibration *cal);
double nqcnf_estimate_nodes_below(const calibration *cal, uint32_t depth);
nqcnf_status nqcnf_estimate_sample_leaf(calibration *cal);

#endif
