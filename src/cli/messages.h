/*
 * messages.h - the command's voice on stderr, and the check of stdout.
 *
 * Every message has the form "nqueens-cnf: error: <what>" (or "warning:")
 * on one line, so scripts can grep for it and people know which program
 * spoke in a pipeline.
 */
#ifndef NQCNF_CLI_MESSAGES_H
#define NQCNF_CLI_MESSAGES_H

#define PROGRAM_NAME "nqueens-cnf"

/* Exit statuses of every command. */
enum {
    EXIT_OK = 0,
    EXIT_FAILURE_RUNTIME = 1,
    EXIT_USAGE = 2
};

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

void report_error(const char *format, ...) PRINTF_LIKE(1, 2);
void report_warning(const char *format, ...) PRINTF_LIKE(1, 2);
/* Something worth knowing before a long run ("note:"). */
void report_note(const char *format, ...) PRINTF_LIKE(1, 2);

/* Prints a usage error with a hint to --help and returns EXIT_USAGE. */
int usage_error(const char *format, ...) PRINTF_LIKE(1, 2);

/* The command whose help the hint names from now on ("count": "see
 * 'nqueens-cnf count --help'"); NULL, the default, names the overview. */
void usage_hint_command(const char *name);

/* Checks that everything printed with stdio reached stdout; returns
 * `exit_status`, or the failure status after saying why. */
int finish_stdout(int exit_status);

#endif
