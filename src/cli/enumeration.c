/*
 * enumeration.c - see enumeration.h.
 *
 * The library reports after every sub-problem: thousands of times a
 * second on small boards, and once in minutes on large ones, where one
 * sub-problem holds millions of solutions. So the callback only keeps
 * the latest report, and a ticker thread draws it when a drawing is due:
 * the line then moves (elapsed time, time left) however long the wait
 * between two reports, and only one thread ever writes it.
 */
#define _POSIX_C_SOURCE 200809L
#include "enumeration.h"

#include "command_line.h"
#include "human_units.h"
#include "messages.h"

#include <stdio.h>
#include <string.h>

/* A shard count beyond this is no plan anyone runs, and keeps K/M far
 * from the 32-bit fields of the request. */
#define MOST_SHARDS 1000000u

/* --threads T: 1 .. 1024, 0 if absent (one per processor). */
static int parse_threads(const char *text, unsigned *threads)
{
    unsigned long long value = 0;
    *threads = 0;
    if (text == NULL) return 0;
    const int status = parse_count_option("--threads", text, 1024, &value);
    if (status != 0) return status;
    if (value == 0)
        return usage_error("invalid value '0' for option '--threads': "
                           "it must be at least 1");
    *threads = (unsigned)value;
    return 0;
}

/* Digits only, 1 .. MOST_SHARDS; 0 for anything else. */
static uint32_t read_shard_number(const char *text, size_t length)
{
    uint32_t value = 0;
    if (length == 0 || length > 7) return 0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') return 0;
        value = value * 10 + (uint32_t)(text[i] - '0');
    }
    return value <= MOST_SHARDS ? value : 0;
}

/* --shard K/M: the K-th of M parts, 1 <= K <= M. */
static int parse_shard(const char *text, nqcnf_count_request *request)
{
    if (text == NULL) return 0;
    const char *slash = strchr(text, '/');
    const uint32_t k = slash ? read_shard_number(text, (size_t)(slash - text))
                             : 0;
    const uint32_t m = slash ? read_shard_number(slash + 1, strlen(slash + 1))
                             : 0;
    if (k == 0 || m == 0)
        return usage_error("invalid value '%s' for option '--shard': "
                           "expected K/M, part K of M parts, both whole "
                           "numbers from 1 to %u (e.g. --shard 3/10)",
                           text, MOST_SHARDS);
    if (k > m)
        return usage_error("invalid value '%s' for option '--shard': part "
                           "%u of only %u does not exist (K runs from 1 "
                           "to M)", text, k, m);
    request->shard_index = k - 1;
    request->shard_count = m;
    return 0;
}

/* Draws the latest report; only the ticker (or, without one, the one
 * thread's callback) calls it, so drawings never overlap. */
static void draw_latest(enumeration_progress *shown)
{
    pthread_mutex_lock(&shown->lock);
    const nqcnf_progress progress = shown->latest;
    const int reported = shown->reported;
    pthread_mutex_unlock(&shown->lock);
    if (!progress_due(&shown->line)) return;
    const double elapsed = progress_elapsed(&shown->line);
    char left[48], spent[32];
    if (!reported) {
        progress_draw(&shown->line, "%s: planning, %s", shown->title,
                      format_duration(elapsed, spent, sizeof spent));
        return;
    }
    progress_time_left(progress.work_done, elapsed, left, sizeof left);
    progress_draw(&shown->line,
                  "%s: %llu of %llu parts, %llu solutions, %.0f%%, %s%s",
                  shown->title, (unsigned long long)progress.parts_done,
                  (unsigned long long)progress.parts_total,
                  (unsigned long long)progress.solutions,
                  100 * progress.work_done,
                  format_duration(elapsed, spent, sizeof spent), left);
}

/* The library's callback: thousands of calls a second on small boards,
 * so it only keeps the report. */
static void keep_progress(void *context, const nqcnf_progress *progress)
{
    enumeration_progress *shown = context;
    pthread_mutex_lock(&shown->lock);
    shown->latest = *progress;
    shown->reported = 1;
    pthread_mutex_unlock(&shown->lock);
}

static void *tick(void *context)
{
    enumeration_progress *shown = context;
    for (;;) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 100 * 1000 * 1000; /* a tenth of a second */
        if (until.tv_nsec >= 1000 * 1000 * 1000) {
            until.tv_sec++;
            until.tv_nsec -= 1000 * 1000 * 1000;
        }
        pthread_mutex_lock(&shown->lock);
        if (!shown->stop)
            pthread_cond_timedwait(&shown->wake, &shown->lock, &until);
        const int stop = shown->stop;
        pthread_mutex_unlock(&shown->lock);
        if (stop) return NULL;
        draw_latest(shown);
    }
}

/* Without a ticker thread (a build with no threads, as WebAssembly is)
 * the callback draws the line itself when a drawing is due: it then
 * moves only between sub-problems, which is all one thread can do. */
static void keep_and_draw(void *context, const nqcnf_progress *progress)
{
    keep_progress(context, progress);
    draw_latest(context);
}

/* Starts the ticker, or the callback that draws, when there is a line. */
static void start_ticker(enumeration_progress *shown,
                         nqcnf_count_request *request)
{
    shown->reported = shown->stop = shown->ticking = shown->has_lock = 0;
    if (!shown->line.active) return;
    if (pthread_mutex_init(&shown->lock, NULL) != 0) return;
    if (pthread_cond_init(&shown->wake, NULL) != 0) {
        pthread_mutex_destroy(&shown->lock);
        return;
    }
    shown->has_lock = 1;
    shown->ticking = pthread_create(&shown->ticker, NULL, tick, shown) == 0;
    request->progress = shown->ticking ? keep_progress : keep_and_draw;
    request->progress_context = shown;
}

int enumeration_request(const enumeration_arguments *args, int unique,
                        nqcnf_count_request *request, progress_mode *mode)
{
    nqcnf_count_request_init(request);
    request->unique = unique;
    int status = parse_threads(args->threads, &request->threads);
    if (status == 0) status = parse_shard(args->shard, request);
    if (status == 0)
        status = progress_mode_from_flags(args->progress, args->no_progress,
                                          mode);
    return status;
}

void enumeration_progress_begin(enumeration_progress *shown,
                                const char *title, progress_mode mode,
                                int allowed_by_default,
                                nqcnf_count_request *request)
{
    snprintf(shown->title, sizeof shown->title, "%s", title);
    progress_start(&shown->line, mode, allowed_by_default);
    start_ticker(shown, request);
}

void enumeration_progress_end(enumeration_progress *shown)
{
    if (shown->ticking) {
        pthread_mutex_lock(&shown->lock);
        shown->stop = 1;
        pthread_cond_signal(&shown->wake);
        pthread_mutex_unlock(&shown->lock);
        pthread_join(shown->ticker, NULL);
    }
    /* A line asked for by name is drawn at least once, however fast the
     * work was: the last report, just before it is erased. Without this a
     * count done before the ticker's first tick drew nothing at all. */
    if (shown->has_lock && shown->line.forced &&
        !shown->line.drawn)
        draw_latest(shown);
    if (shown->has_lock) {
        pthread_cond_destroy(&shown->wake);
        pthread_mutex_destroy(&shown->lock);
    }
    shown->ticking = shown->has_lock = 0;
    progress_finish(&shown->line);
}

/* The in-process solvers keep every clause in memory: beyond this many
 * clauses (N = 300 has 44.8 million) solving in-process needs gigabytes,
 * and an external solver on the written CNF is the better tool. */
#define SOLVE_CLAUSE_LIMIT 50000000ull

int check_solver_size(const nqcnf_options *options, const char *what)
{
    nqcnf_sizes counts;
    if (nqcnf_sizes_compute(options, &counts) != NQCNF_OK) return -1;
    if (counts.clauses <= SOLVE_CLAUSE_LIMIT) return 0;
    report_error("%s in-process handles up to %llu clauses; N = %u has %llu "
                 "(the solver would need %llu GB or more): write the CNF "
                 "with 'nqueens-cnf %u' and use an external solver",
                 what, SOLVE_CLAUSE_LIMIT, options->n,
                 (unsigned long long)counts.clauses,
                 (unsigned long long)(counts.clauses * 40 >> 30) + 1,
                 options->n);
    return -1;
}
