/*
 * cmd_count.c - `nqueens-cnf count N`: how many solutions, and how long
 * counting them takes.
 *
 * Counting is enumeration, so its time grows with the count: N = 14
 * takes seconds, N = 16 minutes, N = 20 years. Nobody should find that
 * out by waiting, so from N = 15 on (where a count starts to take
 * minutes) a short calibration comes first, and when the count will take
 * more than a minute a note on stderr says how long, and what OEIS
 * already knows. --estimate prints the same on stdout and stops, for
 * planning a sharded count (its "known" line is what
 * examples/shards/sum-shards.sh checks the parts' sum against). The
 * result alone goes to stdout, for $(...).
 */
#define _POSIX_C_SOURCE 200809L
#include "command_line.h"
#include "commands.h"
#include "enumeration.h"
#include "generator_options.h"
#include "human_units.h"
#include "messages.h"
#include "nqcnf_experimental.h"

#include <stdio.h>
#include <unistd.h>

/* Below this N every count is over in seconds: no calibration. */
#define FIRST_N_TO_FOREWARN 15u
/* A count expected to take longer than this gets the note. */
#define FOREWARN_SECONDS 60.0
/* Sampling time: the note's calibration, and --estimate's own. */
#define NOTE_BUDGET 0.3
#define ESTIMATE_BUDGET 1.0

typedef struct count_arguments {
    int unique, estimate;
    const char *solver;
    enumeration_arguments enumeration;
} count_arguments;

/* The OEIS sequence that has this instance's count, and the value for
 * N; NULL when the options make it another instance (queens, blocked
 * squares). Symmetry breaking keeps one solution per class, as --unique
 * does. The encoding and --no-column-alo do not change the count. */
static const char *known_count(const nqcnf_options *options, int unique,
                               uint64_t *value)
{
    if (options->queen_count > 0 || options->blocked_count > 0) return NULL;
    const int per_class = unique || options->symmetry_breaking;
    if (nqcnf_known_count(options->n, per_class, value) != NQCNF_OK)
        return NULL;
    return per_class ? "A002562" : "A000170";
}

/* The threads the count runs on: --threads, or one per processor. */
static unsigned threads_used(const nqcnf_count_request *request)
{
    if (request->threads > 0) return request->threads;
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online > 0 ? (unsigned)online : 1u;
}

static void print_estimate(const nqcnf_options *options,
                           const nqcnf_count_request *request,
                           const nqcnf_estimate *estimate)
{
    char wall[40], cpu[40];
    uint64_t known = 0;
    const char *sequence = known_count(options, request->unique, &known);
    printf("N            %u\n", options->n);
    if (request->shard_count > 1)
        printf("shard        %u/%u\n", request->shard_index + 1,
               request->shard_count);
    if (sequence != NULL)
        printf("known        %llu (OEIS %s%s)\n", (unsigned long long)known,
               sequence, request->shard_count > 1 ? ", all shards" : "");
    char rough[48];
    printf("solutions    about %s\n",
           format_rough_count(estimate->solutions, rough, sizeof rough));
    printf("time         about %s",
           format_duration(estimate->wall_seconds, wall, sizeof wall));
    printf(" on %u thread%s (%s on one)\n", threads_used(request),
           threads_used(request) == 1 ? "" : "s",
           format_duration(estimate->cpu_seconds, cpu, sizeof cpu));
    printf("calibration  %.1f s, %llu part%s timed\n",
           estimate->calibration_seconds,
           (unsigned long long)estimate->samples,
           estimate->samples == 1 ? "" : "s");
}

static int report_failure(const char *what, nqcnf_status status)
{
    report_error("%s failed: %s", what, nqcnf_strerror(status));
    return EXIT_FAILURE_RUNTIME;
}

/* The note before a count of more than a minute. Estimation failing is
 * no reason not to count: then there is no note. */
static void forewarn(const nqcnf_options *options,
                     const nqcnf_count_request *request)
{
    nqcnf_estimate estimate;
    if (options->n < FIRST_N_TO_FOREWARN ||
        nqcnf_count_estimate(options, request, NOTE_BUDGET, &estimate) !=
            NQCNF_OK ||
        estimate.wall_seconds < FOREWARN_SECONDS)
        return;
    char wall[40], known_text[96] = "";
    uint64_t known = 0;
    const char *sequence = known_count(options, request->unique, &known);
    if (sequence != NULL)
        snprintf(known_text, sizeof known_text, "; OEIS %s gives %llu%s",
                 sequence, (unsigned long long)known,
                 request->shard_count > 1 ? " for all shards" : "");
    report_note("counting N = %u takes about %s here (estimated in %.1f "
                "s)%s; '--estimate' prints the estimate and stops, "
                "'--shard K/M' splits the count over machines",
                options->n,
                format_duration(estimate.wall_seconds, wall, sizeof wall),
                estimate.calibration_seconds, known_text);
}

static int count(nqcnf_options *options, void *context)
{
    const count_arguments *args = context;
    nqcnf_count_request request;
    progress_mode progress;
    int status = solver_option_apply(args->solver, options);
    if (status == 0)
        status = enumeration_request(&args->enumeration, args->unique,
                                     &request, &progress);
    if (status != 0) return status;
    if (check_solver_size(options, "count") != 0) return EXIT_FAILURE_RUNTIME;

    if (args->estimate) {
        nqcnf_estimate estimate;
        const nqcnf_status result = nqcnf_count_estimate(
            options, &request, ESTIMATE_BUDGET, &estimate);
        if (result != NQCNF_OK) return report_failure("estimating", result);
        print_estimate(options, &request, &estimate);
        return finish_stdout(EXIT_OK);
    }
    forewarn(options, &request);
    char title[32];
    snprintf(title, sizeof title, "count %u", options->n);
    enumeration_progress shown;
    enumeration_progress_begin(&shown, title, progress, 1, &request);
    uint64_t solutions = 0;
    const nqcnf_status result = nqcnf_count(options, &request, &solutions);
    enumeration_progress_end(&shown);
    if (result != NQCNF_OK) return report_failure("counting", result);
    printf("%llu\n", (unsigned long long)solutions);
    return finish_stdout(EXIT_OK);
}

int command_count(int argc, char **argv, int first)
{
    count_arguments args = {0};
    const option_binding own[] = {
        BIND_FLAG(OPTION_UNIQUE, &args.unique),
        BIND_FLAG(OPTION_ESTIMATE, &args.estimate),
        BIND_VALUE(OPTION_SOLVER, &args.solver),
        ENUMERATION_BINDINGS(&args.enumeration)};
    return run_generator_command(argc, argv, first, COMMAND_COUNT, own,
                                 sizeof own / sizeof own[0], count, &args);
}
