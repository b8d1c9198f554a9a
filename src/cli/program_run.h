/*
 * program_run.h - running a program someone else wrote, with limits.
 *
 * `check --generator` runs a student's command once per N and checks what
 * it prints. The command may hang, flood, crash or leave children behind;
 * whatever it does, the run ends within its time limit, holds at most its
 * output limit in memory, runs under limits of memory, processes, CPU
 * and file size, and leaves no process of its own behind. The result
 * says which of those happened, so the caller can turn it into a
 * verdict; a program we could not start is a result of its own
 * (PROGRAM_NOT_STARTED: the grader's failure, not the program's).
 */
#ifndef NQCNF_CLI_PROGRAM_RUN_H
#define NQCNF_CLI_PROGRAM_RUN_H

#include "program_limits.h"
#include "program_session.h"

#include <stddef.h>

typedef enum program_outcome {
    PROGRAM_EXITED,           /* ended by itself: see exit_status */
    PROGRAM_SIGNALED,         /* killed by a signal: see signal_number;
                                 also when sh exited 128+S (S a signal),
                                 the shell's word for a command killed by
                                 S; exit_status then holds that status */
    PROGRAM_TIMED_OUT,        /* stopped at the time limit */
    PROGRAM_OUTPUT_TOO_LARGE, /* stopped at the output limit */
    PROGRAM_NOT_STARTED       /* we could not run it (no fault of the
                                 program's): see start_step and
                                 start_errno */
} program_outcome;

/* The size of the head of standard error that is kept; the rest is read
 * and dropped, so a chatty program cannot block on a full pipe. */
#define PROGRAM_ERRORS_KEPT ((size_t)64 * 1024)

typedef struct program_result {
    program_outcome outcome;
    int exit_status;   /* PROGRAM_EXITED: 0..255 */
    int signal_number; /* PROGRAM_SIGNALED */
    char *output;      /* standard output as read, at most output_limit */
    size_t output_size; /* bytes, plus a NUL after them (never NULL) */
    char *errors;       /* the first PROGRAM_ERRORS_KEPT bytes of stderr */
    size_t errors_size; /* bytes, plus a NUL after them (never NULL) */
    double seconds;     /* wall-clock time from start to reaping */
    int start_errno;    /* PROGRAM_NOT_STARTED: why */
    const char *start_step; /* PROGRAM_NOT_STARTED: what failed, as in
                               "cannot STEP" */
} program_result;

/* How a program runs: its time and output limits, the limits of
 * program_limits.h, and what program_session.h gives it. */
typedef struct program_rules {
    double time_limit_seconds; /* > 0, or INFINITY for none */
    size_t output_limit;
    program_limits limits;
    const char *const *passed; /* names of the grader's variables passed */
    size_t passed_count;
    const char *folder;        /* PROGRAM_FOLDER_VARIABLE's value */
    int fresh_folder;          /* 1: run in a new empty folder */
    program_user user;
} program_rules;

/* Runs `/bin/sh -c command` with standard input from /dev/null, in a
 * session of its own without a terminal, with the environment, signals,
 * descriptors, folder, user and limits of `rules` (program_session.h,
 * program_limits.h); collects standard output (up to output_limit bytes;
 * more is PROGRAM_OUTPUT_TOO_LARGE) and standard error. The run ends
 * when the shell has exited and both outputs are closed by every process
 * holding them (as `$(command)` in a shell), or at the time limit, or on
 * the output cap; then every process the program started, whatever
 * group or session it moved to, is killed and reaped (program_reap.h).
 * SIGINT, SIGTERM and SIGHUP arriving during the run do the same first
 * and then act as they did before. One run at a time (the signal
 * handling is process-wide).
 * Returns 0 with `result` filled (free it with program_result_free):
 * a failure to start the program (pipes, fork, a limit, /bin/sh) is
 * PROGRAM_NOT_STARTED. Returns -1 with errno on a failure of this
 * process while the program ran (EINVAL for a negative or NaN limit,
 * ENOMEM, or from poll); then `result` holds nothing to free. */
int program_run(const char *command, const program_rules *rules,
                program_result *result);

void program_result_free(program_result *result);

/* The command for one N: every "{n}" of template_text replaced by the
 * decimal n. NULL when out of memory. */
char *program_command_for(const char *template_text, unsigned n);

#endif
