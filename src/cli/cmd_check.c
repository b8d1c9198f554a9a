/*
 * cmd_check.c - `nqueens-cnf check`: students' CNFs, judged.
 *
 *   check N FILE... [options]        each file against the reference
 *   check FILE|FOLDER... [--roster R] a class: each file at its own N,
 *                                    from the roster or its header
 *   check --generator 'CMD {n}' --range A..B [options]
 *                                    a student's program, run for each N
 *                                    (several --generator: one row each;
 *                                    a roster's row may name a program)
 *
 * This file parses the command line and walks the files or the range;
 * check_run.c reads and checks one CNF, check_outcome.c decides its
 * verdict and exit status, and the reporters word it (text) or encode it
 * (--json, one line per file or N, and a summary record per program and
 * for a class). Each file or program is a row of the class (check_rows.h):
 * --table and --format give each one line. The generator options select the
 * reference, so a file written for --no-column-alo or another encoding
 * is compared with what it was meant to be.
 *
 * A student's program is whatever it is: it may hang, crash, flood its
 * output or print garbage. program_run.c runs it with a time limit and an
 * output cap, in memory only, and each N gets its verdict while the
 * others still run.
 *
 * Exit status: 0 accepted, 1 rejected (or unreadable), 3 undecided, 5
 * when a program could not be run at all (the grader's failure), the
 * worst over all files or N; 2 on usage errors.
 */
#define _XOPEN_SOURCE 700 /* strsignal, realpath, SIGXCPU */
#include "board_size.h"
#include "check_class.h"
#include "check_reference_budget.h"
#include "check_report.h"
#include "check_rows.h"
#include "class_open.h"
#include "command_line.h"
#include "commands.h"
#include "generator_options.h"
#include "input_file.h"
#include "messages.h"
#include "program_run.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>

#define DEFAULT_TIMEOUT_SECONDS 10.0
/* The time one file may take to be judged (--time-limit): a real file
 * of a class takes well under a second at the N students use (N = 20:
 * 0.2 s), and a file that needs more is either hostile or a search no
 * solver question of the check would settle anyway; 10 s keeps a class
 * of 30 files under 5 minutes in the worst case. */
#define DEFAULT_TIME_LIMIT_SECONDS 10.0
#define DEFAULT_MAX_OUTPUT ((size_t)100 * 1024 * 1024)

typedef struct check_arguments {
    const char *solver, *range, *timeout, *max_output;
    const char *check_time, *roster, *format, *reference_budget;
    const char **generators; /* every --generator, in order */
    size_t generator_count;
    const char *program_memory, *program_processes, *program_file_size;
    const char *run_as;
    const char **program_env; /* every --program-env, in order */
    size_t program_env_count;
    int fresh_folder;
    program_rules rules; /* how every program runs */

    int strict, json, table, quiet, verbose, follow_symlinks;
    table_format table_format;
    uint32_t first_n, last_n;
    double time_limit;
    check_budget budget;
    size_t output_limit;
    uint64_t reference_bytes; /* --reference-budget; 0: none */
} check_arguments;

/* Seconds for `option`; 0 only when `zero` says what it means. Plain
 * decimals only: strtod alone would take " 5", "+5", "1e3", "0x10" and
 * "nan", none of which a person means as a number of seconds. */
static int parse_seconds(const char *text, const char *option,
                         const char *zero, double *seconds)
{
    const size_t whole = strspn(text, "0123456789");
    const size_t fraction =
        text[whole] == '.' ? strspn(text + whole + 1, "0123456789") : 0;
    const size_t length = whole + (text[whole] == '.' ? 1 + fraction : 0);
    const int plain = (whole > 0 || fraction > 0) && text[length] == '\0';
    char *end = NULL;
    errno = 0;
    const double value = plain ? strtod(text, &end) : -1.0;
    if (!plain || *end != '\0' || errno != 0 || !isfinite(value) ||
        value < 0 || (value == 0 && zero == NULL) || value > 86400)
        return usage_error("invalid value '%s' for option '%s': expected "
                           "seconds, %s and at most 86400 (e.g. 10 or 0.5)",
                           text, option,
                           zero != NULL ? zero : "more than 0");
    *seconds = value;
    return 0;
}

/* A size in bytes for `option` (K, M and G: powers of 1024); 0 only when
 * `zero` says what it means. */
static int parse_size(const char *text, const char *option, const char *zero,
                      size_t *size)
{
    char *end = NULL;
    errno = 0;
    const unsigned long long value = strtoull(text, &end, 10);
    unsigned long long unit = 1;
    if (end != text && (*end == 'K' || *end == 'k')) unit = 1024;
    else if (end != text && (*end == 'M' || *end == 'm')) unit = 1024 * 1024;
    else if (end != text && (*end == 'G' || *end == 'g'))
        unit = 1024ULL * 1024 * 1024;
    if (unit != 1) end++;
    if (text[0] < '0' || text[0] > '9' || *end != '\0' || errno != 0 ||
        (value == 0 && zero == NULL) ||
        value > (unsigned long long)SIZE_MAX / 2 / unit)
        return usage_error("invalid value '%s' for option '%s': expected a "
                           "size in bytes, e.g. 1048576, 512K, 100M or "
                           "1G%s%s",
                           text, option, zero != NULL ? "; " : "",
                           zero != NULL ? zero : "");
    *size = (size_t)(value * unit);
    return 0;
}

/* A count for `option`, 0 meaning none. */
static int parse_count(const char *text, const char *option, uint64_t *count)
{
    char *end = NULL;
    errno = 0;
    const unsigned long long value = strtoull(text, &end, 10);
    if (text[0] < '0' || text[0] > '9' || *end != '\0' || errno != 0 ||
        value > 1000000000ULL)
        return usage_error("invalid value '%s' for option '%s': expected a "
                           "whole number of at most 1000000000; 0 for no "
                           "limit",
                           text, option);
    *count = value;
    return 0;
}

/* The limits and the setting of the programs' runs (program_rules). */
static int apply_program_options(check_arguments *a)
{
    program_rules *r = &a->rules;
    const int runs = a->generator_count > 0 || a->roster != NULL;
    if (!runs && (a->program_memory || a->program_processes ||
                  a->program_file_size || a->run_as ||
                  a->program_env_count > 0 || a->fresh_folder))
        return usage_error("--program-memory, --program-processes, "
                           "--program-file-size, --program-env, "
                           "--fresh-folder and --run-as go with --generator "
                           "'COMMAND {n}' or a roster that names programs");
    r->time_limit_seconds = a->time_limit;
    r->output_limit = a->output_limit;
    r->limits.memory = program_default_memory();
    r->limits.processes = PROGRAM_DEFAULT_PROCESSES;
    r->limits.file_size = PROGRAM_DEFAULT_FILE_SIZE;
    /* the CPU a program may use within --timeout's wall clock, and a
     * second for what the kernel counts late */
    r->limits.cpu_seconds = (uint64_t)ceil(a->time_limit) + 1;
    r->passed = a->program_env;
    r->passed_count = a->program_env_count;
    r->fresh_folder = a->fresh_folder;
    for (size_t i = 0; i < a->program_env_count; i++) {
        const char *name = a->program_env[i];
        if (name[0] == '\0' || strchr(name, '=') != NULL)
            return usage_error("invalid value '%s' for option "
                               "'--program-env': expected the name of a "
                               "variable, e.g. JAVA_HOME",
                               name);
    }
    size_t size = 0;
    int status = 0;
    if (a->program_memory != NULL &&
        (status = parse_size(a->program_memory, "--program-memory",
                             "0 for no limit", &size)) == 0)
        r->limits.memory = size;
    if (status == 0 && a->program_file_size != NULL &&
        (status = parse_size(a->program_file_size, "--program-file-size",
                             "0 for no limit", &size)) == 0)
        r->limits.file_size = size;
    if (status == 0 && a->program_processes != NULL)
        status = parse_count(a->program_processes, "--program-processes",
                             &r->limits.processes);
    if (status == 0 && a->run_as != NULL) {
        if (geteuid() != 0)
            return usage_error("--run-as needs check to run as root (it "
                               "runs as user %lu)",
                               (unsigned long)geteuid());
        status = program_user_lookup(a->run_as, &r->user);
    }
    return status;
}

/* Parses the options check has beyond the generator's. */
static int apply_check_options(check_arguments *a)
{
    a->time_limit = DEFAULT_TIMEOUT_SECONDS;
    a->budget.seconds = DEFAULT_TIME_LIMIT_SECONDS;
    a->output_limit = DEFAULT_MAX_OUTPUT;
    int status = 0;
    if (a->generator_count == 0 && a->range != NULL)
        return usage_error("--range goes with --generator 'COMMAND {n}' (a "
                           "roster's program has its range in its row)");
    if (a->generator_count == 0 && a->roster == NULL &&
        (a->timeout || a->max_output))
        return usage_error("--timeout and --max-output go with --generator "
                           "'COMMAND {n}' or a roster that names programs");
    for (size_t i = 0; i < a->generator_count; i++)
        if (strstr(a->generators[i], "{n}") == NULL)
            return usage_error("the --generator command must say where N "
                               "goes, as {n}: e.g. --generator 'python3 "
                               "gen.py {n}', got '%s'",
                               a->generators[i]);
    if (a->generator_count > 0 && a->range == NULL)
        return usage_error("--generator needs --range FIRST..LAST (e.g. "
                           "--range 4..12)");
    if (a->format != NULL && strcmp(a->format, "tsv") == 0)
        a->table_format = TABLE_TSV;
    else if (a->format != NULL && strcmp(a->format, "csv") == 0)
        a->table_format = TABLE_CSV;
    else if (a->format != NULL)
        return usage_error("invalid value '%s' for option '--format': "
                           "expected tsv (as --table) or csv",
                           a->format);
    else if (a->table)
        a->table_format = TABLE_TSV;
    if (a->range != NULL)
        status = parse_board_range(a->range, &a->first_n, &a->last_n);
    if (status == 0 && a->timeout != NULL)
        status = parse_seconds(a->timeout, "--timeout", NULL,
                               &a->time_limit);
    if (status == 0 && a->check_time != NULL)
        status = parse_seconds(a->check_time, "--time-limit",
                               "0 for no limit", &a->budget.seconds);
    if (status == 0 && a->max_output != NULL)
        status = parse_size(a->max_output, "--max-output", NULL,
                            &a->output_limit);
    size_t reference_bytes = (size_t)CHECK_REFERENCE_BUDGET_DEFAULT;
    if (status == 0 && a->reference_budget != NULL)
        status = parse_size(a->reference_budget, "--reference-budget",
                            "0 for no budget", &reference_bytes);
    a->reference_bytes = reference_bytes;
    if (status == 0) status = apply_program_options(a);
    return status;
}

/* The N a file is checked at: the roster's or the command line's, else
 * what the file tells (a header's N*N variables, SMT-LIB names over an
 * N x N board); 0 after reporting that it cannot be told. */
static uint32_t file_n(const class_entry *entry,
                       const check_settings *settings,
                       const check_subject *subject, const char *text,
                       size_t size, nqcnf_text_kind kind)
{
    uint32_t n = entry->n;
    if (n == 0 && nqcnf_text_written_for(text, size, &n) != NQCNF_OK)
        n = 0;
    if (n == 0) {
        char message[1280], quoted[1024];
        snprintf(message, sizeof message,
                 "cannot tell which N '%s' is written for: %s; give its N "
                 "in a roster (--roster) or as 'check N FILE'",
                 nqcnf_quote(entry->path, strlen(entry->path), quoted,
                             sizeof quoted),
                 kind == NQCNF_TEXT_SMT_LIB
                     ? "no naming of its constants covers the squares of "
                       "an N x N board once each (x0y0 .. x7y7, q_1_1 .. "
                       "q_8_8), or it does not read as SMT-LIB"
                     : "its header does not declare N*N variables (a file "
                       "with auxiliary variables, or no 'p cnf' line)");
        check_report_failure(subject, settings,
                             nqcnf_verdict_name(NQCNF_VERDICT_FAILED),
                             message);
    }
    return n;
}

/* Reads one file of the class and checks it at its N. */
static int check_entry(nqcnf_options *options,
                       generator_arguments *generator,
                       const check_settings *settings,
                       const class_entry *entry, const check_arguments *a)
{
    const int follow_symlinks = a->follow_symlinks;
    /* the time limit covers reading and decompressing the file too */
    check_budget_start(settings->budget);
    check_subject subject = {entry->path, NULL, entry->n, NULL};
    /* Compressed files and standard input read decompressed. */
    char message[1400];
    FILE *input = class_open(entry, follow_symlinks, message, sizeof message);
    if (input == NULL) {
        return check_report_failure(
            &subject, settings, nqcnf_verdict_name(NQCNF_VERDICT_FAILED),
            message);
    }
    char *text;
    size_t size;
    /* a damaged stream fails the read, which is reported as the file's */
    int status = check_read_input(&subject, settings, input,
                                  check_input_cap(entry->n,
                                                  a->reference_bytes),
                                  &text, &size);
    input_file_close(input);
    if (status != 0) return status;
    const nqcnf_text_kind kind = nqcnf_sniff_text(text, size).kind;
    size_t line;
    if (entry->n == 0 &&
        ((kind != NQCNF_TEXT_DIMACS && kind != NQCNF_TEXT_SMT_LIB) ||
         (kind == NQCNF_TEXT_DIMACS &&
          check_other_text_line(text, size, &line) != NULL))) {
        /* not a CNF at all, whatever its N: that is its verdict */
        options->n = 1;
        status = check_one(options, settings, &subject, NULL, text, size);
        free(text);
        return status;
    }
    subject.n = file_n(entry, settings, &subject, text, size, kind);
    if (subject.n == 0) {
        status = EXIT_FAILURE_RUNTIME;
    } else {
        options->n = subject.n;
        status = generator_arguments_apply(generator, options);
        /* an N the file told builds no reference beyond the budget */
        if (status == 0 && entry->n == 0 &&
            !check_reference_fits(options, a->reference_bytes, message,
                                  sizeof message))
            subject.over_budget = message;
        if (status == 0)
            status = check_one(options, settings, &subject, NULL, text, size);
    }
    free(text);
    return status;
}

/* The limit a failed or crashed program may have met, in words ("" for
 * none): a program stopped by a limit says little of it itself (Python's
 * "MemoryError", C's NULL from malloc, a plain SIGKILL from the kernel's
 * out-of-memory killer in a cgroup). */
static const char *limit_hint(const program_result *run,
                              const check_arguments *a)
{
    static char hint[160];
    const int signal_number =
        run->outcome == PROGRAM_SIGNALED ? run->signal_number : 0;
    if (signal_number == SIGXCPU)
        return " (it used its CPU time limit: --timeout)";
    if (signal_number == SIGXFSZ)
        return " (it wrote a file larger than --program-file-size "
               "allows)";
    const int memory_said = run->errors_size > 0 &&
                            (strstr(run->errors, "emory") != NULL ||
                             strstr(run->errors, "alloc") != NULL);
    if (a->rules.limits.memory == 0 ||
        !(signal_number == SIGKILL || signal_number == SIGSEGV ||
          signal_number == SIGABRT || memory_said))
        return "";
    snprintf(hint, sizeof hint,
             " (it may have reached its memory limit of %llu MiB: "
             "--program-memory)",
             (unsigned long long)(a->rules.limits.memory >> 20));
    return hint;
}

/* The verdict of a run that produced nothing to check, or NULL. */
static const char *run_failure(const program_result *run,
                               const check_arguments *a, char *message,
                               size_t size)
{
    switch (run->outcome) {
    case PROGRAM_EXITED:
        if (run->exit_status == 0) return NULL;
    {
        /* one line, the first of what it said, escaped: a program's
         * stderr is no safer than a file */
        const size_t first = run->errors_size > 0
                                 ? strcspn(run->errors, "\n")
                                 : 0;
        char said[NQCNF_QUOTE_SIZE];
        snprintf(message, size, "the program exited with status %d%s%s%s",
                 run->exit_status, first > 0 ? ": " : "",
                 nqcnf_quote(run->errors, first, said, sizeof said),
                 limit_hint(run, a));
        return nqcnf_verdict_name(NQCNF_VERDICT_FAILED);
    }
    case PROGRAM_SIGNALED:
        snprintf(message, size, "the program was killed by signal %d (%s)%s",
                 run->signal_number, strsignal(run->signal_number),
                 limit_hint(run, a));
        return nqcnf_verdict_name(NQCNF_VERDICT_CRASHED);
    case PROGRAM_TIMED_OUT:
        snprintf(message, size,
                 "timed out: the program ran longer than %g s and was "
                 "stopped (--timeout sets the limit)",
                 a->time_limit);
        return nqcnf_verdict_name(NQCNF_VERDICT_TIMED_OUT);
    case PROGRAM_OUTPUT_TOO_LARGE:
        snprintf(message, size,
                 "the program wrote more than %zu bytes and was stopped "
                 "(--max-output sets the limit)",
                 a->output_limit);
        return nqcnf_verdict_name(NQCNF_VERDICT_OUTPUT_TOO_LARGE);
    case PROGRAM_NOT_STARTED:
        snprintf(message, size,
                 "the grader could not run the program: cannot %s: %s",
                 run->start_step != NULL ? run->start_step : "start it",
                 strerror(run->start_errno));
        return nqcnf_verdict_name(NQCNF_VERDICT_GRADER_ERROR);
    }
    return NULL;
}

/* What /bin/sh runs for N: the command, in the roster's folder when it
 * comes from one (a line of its own, so that a command of several parts
 * runs there whole, and none of it runs elsewhere); NULL when out of
 * memory. */
static char *shell_command(const class_entry *entry, const char *command,
                           int fresh_folder)
{
    if (entry->folder == NULL || fresh_folder) return strdup(command);
    size_t length = strlen(command) + 32;
    for (const char *at = entry->folder; *at != '\0'; at++)
        length += *at == '\'' ? 4 : 1;
    char *text = malloc(length), *out = text;
    if (text == NULL) return NULL;
    out += sprintf(out, "cd -- '");
    for (const char *at = entry->folder; *at != '\0'; at++)
        out += *at == '\'' ? sprintf(out, "'\\''") : sprintf(out, "%c", *at);
    sprintf(out, "' || exit 126\n%s", command);
    return text;
}

/* Runs a student's program for each N of its range and checks what it
 * wrote; the row gathers the verdicts. */
static int check_program(nqcnf_options *options,
                         generator_arguments *generator,
                         const check_settings *settings,
                         const check_arguments *a, const class_entry *entry)
{
    int worst = EXIT_OK;
    program_rules rules = a->rules;
    static int noted;
    if (!noted && geteuid() == 0 && !rules.user.set)
        report_note("check runs as root: the students' programs run as "
                    "root too, with every right on this machine; give "
                    "them a user of their own with --run-as USER (see "
                    "docs/teachers.md)");
    noted = 1;
    char *folder = realpath(entry->folder != NULL ? entry->folder : ".",
                            NULL);
    rules.folder = folder;
    /* the options differ from one N to the next only in n itself */
    for (uint32_t n = entry->first_n; n <= entry->last_n; n++) {
        options->n = n;
        int status = generator_arguments_apply(generator, options);
        if (status != 0) {
            free(folder);
            return status;
        }
        char *command = program_command_for(entry->command, n);
        char *shell = command != NULL ? shell_command(entry, command,
                                                      a->fresh_folder)
                                      : NULL;
        if (shell == NULL) {
            free(command);
            free(folder);
            report_error("out of memory");
            return EXIT_FAILURE_RUNTIME;
        }
        const check_subject subject = {NULL, command, n, NULL};
        program_result run;
        char message[512];
        const char *failure = NULL;
        if (program_run(shell, &rules, &run) != 0) {
            snprintf(message, sizeof message,
                     "the grader failed while the program ran: %s",
                     strerror(errno));
            failure = nqcnf_verdict_name(NQCNF_VERDICT_GRADER_ERROR);
            memset(&run, 0, sizeof run);
        } else
            failure = run_failure(&run, a, message, sizeof message);
        if (failure != NULL)
            status = check_report_failure(&subject, settings, failure,
                                          message);
        else {
            /* the program's own time is --timeout's, not the judging's */
            check_budget_start(settings->budget);
            status = check_one(options, settings, &subject, NULL, run.output,
                               run.output_size);
        }
        program_result_free(&run);
        free(shell);
        free(command);
        worst = check_worst_exit(worst, status);
        fflush(stdout);
    }
    free(folder);
    return worst;
}

/* The options at every N known before the files are read (a roster's,
 * every N of a program's range), so that a usage error (a --queen off
 * the smallest board) comes before any file is checked or program run. */
static int apply_known_options(nqcnf_options *options,
                               generator_arguments *generator,
                               const class_list *list)
{
    for (size_t i = 0; i < list->count; i++) {
        const class_entry *entry = &list->items[i];
        const uint32_t first = entry->command != NULL ? entry->first_n
                                                      : entry->n;
        const uint32_t last = entry->command != NULL ? entry->last_n
                                                     : entry->n;
        for (uint32_t n = first; n != 0 && n <= last; n++) {
            options->n = n;
            const int status = generator_arguments_apply(generator, options);
            if (status != 0) return status;
        }
    }
    return 0;
}

/* After a row: its table line, or a program's summary in words or
 * JSON. */
static void finish_row(const check_settings *settings, table_format format,
                       const check_row *row)
{
    if (format != TABLE_NONE) {
        check_table_row(format, row);
    } else if (settings->json) {
        if (row->command != NULL)
            check_json_row_summary(row, settings->strict);
    } else if (row->command != NULL) {
        printf("summary: %zu of %zu N accepted", row->accepted, row->checks);
        if (row->first_rejected != 0)
            printf("; the first rejected is N=%lu",
                   (unsigned long)row->first_rejected);
        putchar('\n');
    }
}

/* Checks every row of the class, in order. */
static int check_class(nqcnf_options *options, generator_arguments *generator,
                       const check_settings *settings,
                       const check_arguments *a, const class_list *list)
{
    size_t from_stdin = 0;
    for (size_t i = 0; i < list->count; i++)
        from_stdin += list->items[i].command == NULL &&
                      strcmp(list->items[i].path, "-") == 0;
    if (from_stdin > 1)
        return usage_error("standard input ('-') can be read only once");
    int worst = apply_known_options(options, generator, list);
    if (worst != 0) return worst;
    const int headings = list->count > 1 && !settings->json &&
                         a->table_format == TABLE_NONE;
    check_totals totals;
    memset(&totals, 0, sizeof totals);
    for (size_t i = 0; i < list->count; i++) {
        const class_entry *entry = &list->items[i];
        const char *name = entry->path != NULL ? entry->path : entry->command;
        if (headings) {
            char quoted[1024];
            printf("%s==> %s <==\n", i > 0 ? "\n" : "",
                   nqcnf_quote(name, strlen(name), quoted, sizeof quoted));
        }
        /* a program's reports are worded per N */
        check_settings row_settings = *settings;
        row_settings.generator = entry->command != NULL;
        check_row row;
        if (entry->command != NULL)
            check_row_open(&row, name, entry->command, entry->first_n,
                           entry->last_n);
        else
            check_row_open(&row, name, NULL, entry->n, entry->n);
        const int status =
            entry->command != NULL
                ? check_program(options, generator, &row_settings, a, entry)
                : check_entry(options, generator, &row_settings, entry, a);
        check_row_close();
        if (status == EXIT_USAGE) return status;
        if (entry->command == NULL && row.shown_n != row.first_n)
            row.first_n = row.last_n = row.shown_n; /* told by the file */
        finish_row(settings, a->table_format, &row);
        check_totals_add(&totals, &row);
        worst = check_worst_exit(worst, status);
        fflush(stdout);
    }
    if (a->table_format != TABLE_NONE)
        check_table_counts(a->table_format, &totals);
    else if (settings->json && list->count > 1)
        check_json_totals(&totals, settings->strict);
    return worst;
}

/* The files to check: N (when the first operand is one) for all, else
 * each file's own, from --roster or what it tells; or the programs of
 * --generator. */
static int list_rows(const cli_arguments *args, const check_arguments *a,
                     class_list *list)
{
    for (size_t i = 0; i < a->generator_count; i++) {
        const int status = class_add_program(list, a->generators[i],
                                             a->first_n, a->last_n);
        if (status != 0) return status;
    }
    if (a->generator_count > 0) return 0;
    size_t first = 0;
    uint32_t n = 0;
    if (args->positional_count > 0 &&
        strspn(args->positional[0], "0123456789") ==
            strlen(args->positional[0])) {
        const int status = parse_board_size(args->positional[0], &n);
        if (status != 0) return status;
        first = 1;
        if (a->roster != NULL)
            return usage_error("with --roster each file's N comes from the "
                               "roster: remove '%s'", args->positional[0]);
        if (args->positional_count < 2)
            return usage_error("check needs the CNF file to check (or '-' "
                               "for standard input) after N");
    }
    for (size_t i = first; i < args->positional_count; i++) {
        const int status = class_add_operand(list, args->positional[i], n);
        if (status != 0) return status;
    }
    if (a->roster != NULL) {
        const int status = class_add_roster(list, a->roster);
        if (status != 0) return status;
    }
    if (list->count == 0)
        return usage_error("check needs files to check: 'check N FILE...', "
                           "'check FILE...' (each at the N it tells) or "
                           "'check --roster FILE'");
    return 0;
}

int command_check(int argc, char **argv, int first)
{
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    check_arguments a;
    memset(&a, 0, sizeof a);
    a.generators = calloc((size_t)argc + 1, sizeof *a.generators);
    a.program_env = calloc((size_t)argc + 1, sizeof *a.program_env);
    if (a.generators == NULL || a.program_env == NULL) {
        free(a.generators);
        free(a.program_env);
        report_error("out of memory");
        generator_arguments_free(&generator);
        return EXIT_FAILURE_RUNTIME;
    }
    const option_binding own[] = {
        BIND_VALUE(OPTION_SOLVER, &a.solver),
        BIND_FLAG(OPTION_STRICT, &a.strict),
        BIND_FLAG(OPTION_JSON, &a.json),
        BIND_FLAG(OPTION_TABLE, &a.table),
        BIND_VALUE(OPTION_FORMAT, &a.format),
        BIND_VALUE(OPTION_ROSTER, &a.roster),
        BIND_LIST(OPTION_GENERATOR, a.generators, &a.generator_count),
        BIND_VALUE(OPTION_RANGE, &a.range),
        BIND_VALUE(OPTION_TIMEOUT, &a.timeout),
        BIND_VALUE(OPTION_MAX_OUTPUT, &a.max_output),
        BIND_VALUE(OPTION_TIME_LIMIT, &a.check_time),
        BIND_VALUE(OPTION_REFERENCE_BUDGET, &a.reference_budget),
        BIND_VALUE(OPTION_PROGRAM_MEMORY, &a.program_memory),
        BIND_VALUE(OPTION_PROGRAM_PROCESSES, &a.program_processes),
        BIND_VALUE(OPTION_PROGRAM_FILE_SIZE, &a.program_file_size),
        BIND_LIST(OPTION_PROGRAM_ENV, a.program_env, &a.program_env_count),
        BIND_FLAG(OPTION_FRESH_FOLDER, &a.fresh_folder),
        BIND_VALUE(OPTION_RUN_AS, &a.run_as),
        BIND_FLAG(OPTION_QUIET, &a.quiet),
        BIND_FLAG(OPTION_VERBOSE, &a.verbose),
        BIND_FLAG(OPTION_FOLLOW_SYMLINKS, &a.follow_symlinks)};
    const binding_list own_list = {own, sizeof own / sizeof own[0], NULL};
    option_binding storage[GENERATOR_BINDING_COUNT];
    const binding_list bindings =
        generator_bindings(&generator, storage, &own_list);
    cli_arguments args;
    nqcnf_options options;
    nqcnf_options_init(&options, 0);
    int status = parse_command_line(argc, argv, first, COMMAND_CHECK,
                                    &bindings, &args);
    if (status == 0) status = apply_check_options(&a);
    if (status == 0 && a.generator_count > 0 && args.positional_count > 0)
        status = usage_error("with --generator, N comes from --range and the "
                             "CNF from the program: remove '%s'",
                             args.positional[0]);
    if (status == 0 && a.generator_count > 0 && a.roster != NULL)
        status = usage_error("--roster lists files, --generator runs a "
                             "program: check one or the other (a roster's "
                             "row may name a program: 'name,N,COMMAND')");
    class_list rows = {NULL, 0, 0};
    if (status == 0) status = list_rows(&args, &a, &rows);
    if (status == 0) status = solver_option_apply(a.solver, &options);
    if (status == 0 && a.quiet && a.verbose)
        status = usage_error("--quiet and --verbose contradict each other: "
                             "choose one");
    if (status == 0 && a.table_format != TABLE_NONE &&
        (a.json || a.quiet || a.verbose))
        status = usage_error("--%s is one line per file: it goes "
                             "without --json, --quiet and --verbose",
                             a.format != NULL ? "format" : "table");
    const check_settings settings = {a.strict,  a.json,    0,
                                     a.quiet,   a.verbose, &a.budget,
                                     a.table_format != TABLE_NONE,
                                     a.reference_bytes};
    if (status == 0)
        status = check_class(&options, &generator, &settings, &a, &rows);
    class_list_free(&rows);
    program_user_free(&a.rules.user);
    free(a.program_env);
    free(a.generators);
    generator_arguments_free(&generator);
    return status == EXIT_USAGE ? status : finish_stdout(status);
}
