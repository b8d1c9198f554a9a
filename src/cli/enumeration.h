/*
 * enumeration.h - what `count` and `solve --all` share: threads, shards,
 * the progress line, and the size the in-process solvers can take.
 *
 * Both hand the library one nqcnf_count_request; the options that fill
 * it (--threads, --shard K/M, --progress, --no-progress) are read and
 * checked here once, and the progress callback that turns the library's
 * reports into the status line lives here too, so the two commands say
 * the same things the same way.
 */
#ifndef NQCNF_CLI_ENUMERATION_H
#define NQCNF_CLI_ENUMERATION_H

#include "command_line.h"
#include "nqcnf_experimental.h"
#include "progress.h"

#include <pthread.h>

/* The options as typed (NULL or 0 when absent). */
typedef struct enumeration_arguments {
    const char *threads, *shard;
    int progress, no_progress;
} enumeration_arguments;

/* The bindings of those options (command_line.h), for the commands'
 * binding tables: `e` points to the enumeration_arguments. */
#define ENUMERATION_BINDINGS(e)                                           \
    BIND_VALUE(OPTION_THREADS, &(e)->threads),                            \
        BIND_VALUE(OPTION_SHARD, &(e)->shard),                            \
        BIND_FLAG(OPTION_PROGRESS, &(e)->progress),                       \
        BIND_FLAG(OPTION_NO_PROGRESS, &(e)->no_progress)

/* What the progress callback needs: the line, what to call the work
 * ("count 16"), and the ticker: a thread that redraws the latest report
 * four times a second, so the line keeps moving (elapsed time, time
 * left) while a large sub-problem takes minutes between two reports. */
typedef struct enumeration_progress {
    progress_line line;
    char title[64];
    pthread_mutex_t lock;    /* guards latest, reported, stop */
    pthread_cond_t wake;     /* stop was set */
    nqcnf_progress latest;
    int reported, stop;
    int ticking;             /* the ticker thread runs */
    int has_lock;            /* lock and wake are made */
    pthread_t ticker;
} enumeration_progress;

/* Fills `request` (initialised here) from the arguments, with `unique`,
 * and `mode` from the progress flags. Returns 0 or EXIT_USAGE after
 * saying what was wrong. */
int enumeration_request(const enumeration_arguments *args, int unique,
                        nqcnf_count_request *request, progress_mode *mode);

/* Starts the progress line, titled `title`, and hooks it into `request`;
 * `shown` must outlive the request's use. The line may be drawn by
 * default only when `allowed_by_default`. Call right before the work:
 * from here on the line may be drawn on stderr. */
void enumeration_progress_begin(enumeration_progress *shown,
                                const char *title, progress_mode mode,
                                int allowed_by_default,
                                nqcnf_count_request *request);

/* Stops the ticker and erases the line (call before printing the
 * result, whether the work succeeded or not; once per
 * enumeration_progress_begin). */
void enumeration_progress_end(enumeration_progress *shown);

/* Whether `what` ("count", "solve") can load the instance into the
 * in-process solver; says why not and returns -1 if not. */
int check_solver_size(const nqcnf_options *options, const char *what);

#endif
