/*
 * cmd_check.c - `nqueens-cnf check`: students' CNFs, judged.
 *
 *   check N FILE... [options]        each file against the reference
 *   check FILE|FOLDER... [--roster R] a class: each file at its own N,
 *                                    from the roster or its header
 *   check --generator 'CMD {n}' --range A..B [options]
 *                                    a student's program, run for each N
 *
 * This file parses the command line and walks the files or the range;
 * check_run.c reads and checks one CNF, check_outcome.c decides its
 * verdict and exit status, and the reporters word it (text) or encode it
 * (--json, one line per file). The generator options select the
 * reference, so a file written for --no-column-alo or another encoding
 * is compared with what it was meant to be.
 *
 * A student's program is whatever it is: it may hang, crash, flood its
 * output or print garbage. program_run.c runs it with a time limit and an
 * output cap, in memory only, and each N gets its verdict while the
 * others still run.
 *
 * Exit status: 0 accepted, 1 rejected (or unreadable), 3 undecided, the
 * worst over all files or N; 2 on usage errors.
 */
#define _POSIX_C_SOURCE 200809L /* strsignal */
#include "board_size.h"
#include "check_class.h"
#include "check_report.h"
#include "command_line.h"
#include "commands.h"
#include "generator_options.h"
#include "input_file.h"
#include "messages.h"
#include "program_run.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_TIMEOUT_SECONDS 10.0
/* The time one file may take to be judged (--time-limit): a real file
 * of a class takes well under a second at the N students use (N = 20:
 * 0.2 s), and a file that needs more is either hostile or a search no
 * solver question of the check would settle anyway; 10 s keeps a class
 * of 30 files under 5 minutes in the worst case. */
#define DEFAULT_TIME_LIMIT_SECONDS 10.0
#define DEFAULT_MAX_OUTPUT ((size_t)100 * 1024 * 1024)

typedef struct check_arguments {
    const char *solver, *generator, *range, *timeout, *max_output;
    const char *check_time, *roster;

    int strict, json, table, quiet, verbose;
    uint32_t first_n, last_n;
    double time_limit;
    check_budget budget;
    size_t output_limit;
} check_arguments;

/* Seconds for `option`; 0 only when `zero` says what it means. */
static int parse_seconds(const char *text, const char *option,
                         const char *zero, double *seconds)
{
    char *end = NULL;
    errno = 0;
    const double value = strtod(text, &end);
    if (text[0] == '\0' || *end != '\0' || errno != 0 || !isfinite(value) ||
        value < 0 || (value == 0 && zero == NULL) || value > 86400)
        return usage_error("invalid value '%s' for option '%s': expected "
                           "seconds, %s and at most 86400 (e.g. 10 or 0.5)",
                           text, option,
                           zero != NULL ? zero : "more than 0");
    *seconds = value;
    return 0;
}

static int parse_size(const char *text, size_t *size)
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
        value == 0 || value > (unsigned long long)SIZE_MAX / 2 / unit)
        return usage_error("invalid value '%s' for option '--max-output': "
                           "expected a size in bytes, e.g. 1048576, 512K, "
                           "100M or 1G",
                           text);
    *size = (size_t)(value * unit);
    return 0;
}

/* Parses the options check has beyond the generator's. */
static int apply_check_options(check_arguments *a)
{
    a->time_limit = DEFAULT_TIMEOUT_SECONDS;
    a->budget.seconds = DEFAULT_TIME_LIMIT_SECONDS;
    a->output_limit = DEFAULT_MAX_OUTPUT;
    int status = 0;
    if (a->generator == NULL && (a->range || a->timeout || a->max_output))
        return usage_error("--range, --timeout and --max-output go with "
                           "--generator 'COMMAND {n}'");
    if (a->generator != NULL && strstr(a->generator, "{n}") == NULL)
        return usage_error("the --generator command must say where N goes, "
                           "as {n}: e.g. --generator 'python3 gen.py {n}'");
    if (a->generator != NULL && a->range == NULL)
        return usage_error("--generator needs --range FIRST..LAST (e.g. "
                           "--range 4..12)");
    if (a->range != NULL)
        status = parse_board_range(a->range, &a->first_n, &a->last_n);
    if (status == 0 && a->timeout != NULL)
        status = parse_seconds(a->timeout, "--timeout", NULL,
                               &a->time_limit);
    if (status == 0 && a->check_time != NULL)
        status = parse_seconds(a->check_time, "--time-limit",
                               "0 for no limit", &a->budget.seconds);
    if (status == 0 && a->max_output != NULL)
        status = parse_size(a->max_output, &a->output_limit);
    return status;
}

/* The N a file is checked at: the roster's or the command line's, else
 * what its header says; 0 after reporting that it cannot be told. */
static uint32_t file_n(const class_entry *entry,
                       const check_settings *settings,
                       const check_subject *subject, const char *text,
                       size_t size)
{
    uint32_t n = entry->n;
    if (n == 0 && nqcnf_text_written_for(text, size, &n) != NQCNF_OK)
        n = 0;
    if (n == 0) {
        char message[1280], quoted[1024];
        snprintf(message, sizeof message,
                 "cannot tell which N '%s' is written for: its header does "
                 "not declare N*N variables (a file with auxiliary "
                 "variables, SMT-LIB, or no 'p cnf' line); give its N in a "
                 "roster (--roster) or as 'check N FILE'",
                 nqcnf_quote(entry->path, strlen(entry->path), quoted,
                             sizeof quoted));
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
                       const class_entry *entry)
{
    check_subject subject = {entry->path, NULL, entry->n};
    /* Compressed files and standard input read decompressed. */
    FILE *input = input_file_open(entry->path);
    if (input == NULL) {
        char message[512];
        snprintf(message, sizeof message, "cannot open '%s': %s",
                 entry->path, strerror(errno));
        return check_report_failure(
            &subject, settings, nqcnf_verdict_name(NQCNF_VERDICT_FAILED),
            message);
    }
    char *text;
    size_t size;
    /* a damaged stream fails the read, which is reported as the file's */
    int status = check_read_input(&subject, settings, input, &text, &size);
    input_file_close(input);
    if (status != 0) return status;
    const nqcnf_text_kind kind = nqcnf_sniff_text(text, size).kind;
    if (entry->n == 0 && kind != NQCNF_TEXT_DIMACS &&
        kind != NQCNF_TEXT_SMT_LIB) {
        /* not a CNF at all, whatever its N: that is its verdict */
        options->n = 1;
        status = check_one(options, settings, &subject, NULL, text, size);
        free(text);
        return status;
    }
    subject.n = file_n(entry, settings, &subject, text, size);
    if (subject.n == 0) {
        status = EXIT_FAILURE_RUNTIME;
    } else {
        options->n = subject.n;
        status = generator_arguments_apply(generator, options);
        if (status == 0)
            status = check_one(options, settings, &subject, NULL, text, size);
    }
    free(text);
    return status;
}

static int check_files(nqcnf_options *options, generator_arguments *generator,
                       const check_settings *settings, const class_list *list)
{
    int worst = EXIT_OK;
    size_t from_stdin = 0;
    for (size_t i = 0; i < list->count; i++)
        from_stdin += strcmp(list->items[i].path, "-") == 0;
    if (from_stdin > 1)
        return usage_error("standard input ('-') can be read only once");
    const int headings = list->count > 1 && !settings->json &&
                         settings->table == NULL;
    for (size_t i = 0; i < list->count; i++) {
        if (headings)
            printf("%s==> %s <==\n", i > 0 ? "\n" : "",
                   list->items[i].path);
        const int status =
            check_entry(options, generator, settings, &list->items[i]);
        if (status == EXIT_USAGE) return status;
        worst = check_worst_exit(worst, status);
        fflush(stdout);
    }
    if (settings->table != NULL) check_report_table_end(settings->table);
    return worst;
}

/* The files to check: N (when the first operand is one) for all, else
 * each file's own, from --roster or its header. */
static int list_files(const cli_arguments *args, const check_arguments *a,
                      class_list *list)
{
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
                           "'check FILE...' (each at the N its header "
                           "declares) or 'check --roster FILE'");
    return 0;
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
        char said[200];
        snprintf(message, size, "the program exited with status %d%s%s",
                 run->exit_status, first > 0 ? ": " : "",
                 nqcnf_quote(run->errors, first, said, sizeof said));
        return nqcnf_verdict_name(NQCNF_VERDICT_FAILED);
    }
    case PROGRAM_SIGNALED:
        snprintf(message, size, "the program was killed by signal %d (%s)",
                 run->signal_number, strsignal(run->signal_number));
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
        snprintf(message, size, "cannot run /bin/sh: %s",
                 strerror(run->start_errno));
        return nqcnf_verdict_name(NQCNF_VERDICT_FAILED);
    }
    return NULL;
}

static int check_generator(nqcnf_options *options,
                           generator_arguments *generator,
                           const check_settings *settings,
                           const check_arguments *a)
{
    /* every N's options first, so that a usage error comes before any
     * program runs */
    for (uint32_t n = a->first_n; n <= a->last_n; n++) {
        options->n = n;
        const int status = generator_arguments_apply(generator, options);
        if (status != 0) return status;
    }
    int worst = EXIT_OK;
    uint32_t accepted = 0, first_rejected = 0;
    /* the options differ from one N to the next only in n itself */
    for (uint32_t n = a->first_n; n <= a->last_n; n++) {
        options->n = n;
        char *command = program_command_for(a->generator, n);
        if (command == NULL) {
            report_error("out of memory");
            return EXIT_FAILURE_RUNTIME;
        }
        const check_subject subject = {NULL, command, n};
        program_result run;
        int status;
        char message[512];
        if (program_run(command, a->time_limit, a->output_limit, &run) != 0) {
            report_error("cannot run '%s': %s", command, strerror(errno));
            free(command);
            return EXIT_FAILURE_RUNTIME;
        }
        const char *failure = run_failure(&run, a, message, sizeof message);
        if (failure != NULL)
            status = check_report_failure(&subject, settings, failure,
                                          message);
        else
            status = check_one(options, settings, &subject, NULL, run.output,
                               run.output_size);
        program_result_free(&run);
        free(command);
        worst = check_worst_exit(worst, status);
        accepted += status == EXIT_OK;
        if (status == EXIT_FAILURE_RUNTIME && first_rejected == 0)
            first_rejected = n;
        fflush(stdout);
    }
    if (!settings->json) {
        printf("summary: %lu of %lu N accepted", (unsigned long)accepted,
               (unsigned long)(a->last_n - a->first_n + 1));
        if (first_rejected != 0)
            printf("; the first rejected is N=%lu", (unsigned long)first_rejected);
        putchar('\n');
    }
    return worst;
}

int command_check(int argc, char **argv, int first)
{
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    check_arguments a;
    memset(&a, 0, sizeof a);
    const option_binding own[] = {
        BIND_VALUE(OPTION_SOLVER, &a.solver),
        BIND_FLAG(OPTION_STRICT, &a.strict),
        BIND_FLAG(OPTION_JSON, &a.json),
        BIND_FLAG(OPTION_TABLE, &a.table),
        BIND_VALUE(OPTION_ROSTER, &a.roster),
        BIND_VALUE(OPTION_GENERATOR, &a.generator),
        BIND_VALUE(OPTION_RANGE, &a.range),
        BIND_VALUE(OPTION_TIMEOUT, &a.timeout),
        BIND_VALUE(OPTION_MAX_OUTPUT, &a.max_output),
        BIND_VALUE(OPTION_TIME_LIMIT, &a.check_time),
        BIND_FLAG(OPTION_QUIET, &a.quiet),
        BIND_FLAG(OPTION_VERBOSE, &a.verbose)};
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
    if (status == 0 && a.generator != NULL && args.positional_count > 0)
        status = usage_error("with --generator, N comes from --range and the "
                             "CNF from the program: remove '%s'",
                             args.positional[0]);
    if (status == 0 && a.generator != NULL && a.roster != NULL)
        status = usage_error("--roster lists files, --generator runs a "
                             "program: check one or the other");
    class_list files = {NULL, 0, 0};
    if (status == 0 && a.generator == NULL) {
        status = list_files(&args, &a, &files);
        /* one N for all: its options are judged before any file is */
        options.n = status == 0 ? files.items[0].n : 0;
        if (status == 0 && options.n != 0)
            status = generator_arguments_apply(&generator, &options);
    }
    if (status == 0) status = solver_option_apply(a.solver, &options);
    if (status == 0 && a.quiet && a.verbose)
        status = usage_error("--quiet and --verbose contradict each other: "
                             "choose one");
    if (status == 0 && a.table && (a.json || a.quiet || a.verbose))
        status = usage_error("--table is one line per file: it goes "
                             "without --json, --quiet and --verbose");
    check_table table;
    memset(&table, 0, sizeof table);
    const check_settings settings = {a.strict, a.json, a.generator != NULL,
                                     a.quiet, a.verbose, &a.budget,
                                     a.table ? &table : NULL};
    if (status == 0 && a.generator != NULL)
        status = check_generator(&options, &generator, &settings, &a);
    else if (status == 0)
        status = check_files(&options, &generator, &settings, &files);
    class_list_free(&files);
    generator_arguments_free(&generator);
    return status == EXIT_USAGE ? status : finish_stdout(status);
}
