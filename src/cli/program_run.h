/*
 * program_run.h - running a program someone else wrote, with limits.
 *
 * `check --generator` runs a student's command once per N and checks what
 * it prints. The command may hang, flood, crash or leave children behind;
 * whatever it does, the run ends within its time limit, holds at most its
 * output limit in memory, and leaves no process of its own behind. The
 * result says which of those happened, so the caller can turn it into a
 * verdict; only a failure of this process itself (memory, pipes, fork) is
 * an error.
 */
#ifndef NQCNF_CLI_PROGRAM_RUN_H
#define NQCNF_CLI_PROGRAM_RUN_H

#include <stddef.h>

typedef enum program_outcome {
    PROGRAM_EXITED,           /* ended by itself: see exit_status */
    PROGRAM_SIGNALED,         /* killed by a signal: see signal_number;
                                 also when sh exited 128+S (S a signal),
                                 the shell's word for a command killed by
                                 S; exit_status then holds that status */
    PROGRAM_TIMED_OUT,        /* stopped at the time limit */
    PROGRAM_OUTPUT_TOO_LARGE, /* stopped at the output limit */
    PROGRAM_NOT_STARTED       /* /bin/sh could not be run: see start_errno */
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
} program_result;

/* Runs `/bin/sh -c command` with standard input from /dev/null, in a
 * process group of its own; collects standard output (up to output_limit
 * bytes; more is PROGRAM_OUTPUT_TOO_LARGE) and standard error. The run
 * ends when the shell has exited and both outputs are closed by every
 * process holding them (as `$(command)` in a shell); at the time limit
 * or on the output cap the whole group is killed with SIGKILL, and at the
 * end in any case, so background children do not outlive the run. The
 * child is always reaped. time_limit_seconds: > 0, or INFINITY for none.
 * SIGINT, SIGTERM and SIGHUP arriving during the run kill the group first
 * and then act as they did before. The child runs with core dumps off.
 * One run at a time (the signal handling is process-wide).
 * Returns 0 with `result` filled (free it with program_result_free), or
 * -1 with errno on a failure of this process (EINVAL for a negative or NaN
 * limit, ENOMEM, or from pipe, fork, poll, waitpid); then `result` holds
 * nothing to free. */
int program_run(const char *command, double time_limit_seconds,
                size_t output_limit, program_result *result);

void program_result_free(program_result *result);

/* The command for one N: every "{n}" of template_text replaced by the
 * decimal n. NULL when out of memory. */
char *program_command_for(const char *template_text, unsigned n);

#endif
