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
#include "nqcnf.h"
#include "progress.h"

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

/* What the progress callback needs: the line, and what to call the work
 * ("count 16", "solve 12 --all"). */
typedef struct enumeration_progress {
    progress_line line;
    char title[64];
} enumeration_progress;

/* Fills `request` (initialised here) from the arguments, with `unique`;
 * progress goes to `shown`, titled `title`, which must outlive the
 * request's use. The line may be drawn by default only when
 * `allowed_by_default`. Returns 0 or EXIT_USAGE after saying what was
 * wrong. */
int enumeration_request(const enumeration_arguments *args, int unique,
                        const char *title, int allowed_by_default,
                        enumeration_progress *shown,
                        nqcnf_count_request *request);

/* Erases the progress line (call before printing the result). */
void enumeration_progress_end(enumeration_progress *shown);

/* Whether `what` ("count", "solve") can load the instance into the
 * in-process solver; says why not and returns -1 if not. */
int check_solver_size(const nqcnf_options *options, const char *what);

#endif
