/*
 * cmd_generate.c - `nqueens-cnf [-o FILE] N` and `nqueens-cnf stats N`.
 *
 * The default command writes the CNF; its output path is the hot one, so
 * it goes straight from the library's block writer to write(2) on the
 * destination, with no stdio buffer in between.
 */
#include "command_line.h"
#include "commands.h"
#include "generator_options.h"
#include "messages.h"
#include "nqcnf.h"
#include "output_file.h"
#include "table_names.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static int report_write_failure(const char *path)
{
    /* A reader that went away (nqueens-cnf 500 | head) is not an error;
     * SIGPIPE normally ends us first, this covers a blocked SIGPIPE. */
    if (errno == EPIPE) return EXIT_FAILURE_RUNTIME;
    if (strcmp(path, "-") == 0)
        report_error("cannot write to standard output: %s", strerror(errno));
    else
        report_error("cannot write '%s': %s", path, strerror(errno));
    return EXIT_FAILURE_RUNTIME;
}

/* The format called `text` (NULL: the default), and whether it takes
 * --comments; both from the library's table. */
static int parse_format(const char *text, int comments, nqcnf_format *format,
                        unsigned *flags)
{
    char choices[256];
    *format = (nqcnf_format)table_default(TABLE_FORMATS);
    if (text != NULL && nqcnf_format_from_name(text, format) != NQCNF_OK)
        return usage_error("unknown format '%s': choose %s", text,
                           table_choices(TABLE_FORMATS, choices,
                                         sizeof choices));
    *flags = comments ? NQCNF_WRITE_COMMENTS : 0;
    if ((*flags & ~nqcnf_format_flags(*format)) != 0)
        return usage_error("'--comments' does not apply to the %s format",
                           nqcnf_format_name(*format));
    return 0;
}

static int write_output(const nqcnf_options *options, nqcnf_format format,
                        unsigned flags, const char *output_path)
{
    nqcnf_counts counts;
    nqcnf_status status = nqcnf_counts_quick(options, &counts);
    if (status != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    if (format == NQCNF_FORMAT_DIMACS &&
        counts.clauses > NQCNF_SOLVER_CLAUSE_LIMIT)
        report_warning("N = %u gives %llu clauses, more than 2147483647: "
                       "most SAT solvers cannot read this file",
                       options->n, (unsigned long long)counts.clauses);

    output_file file;
    if (output_file_open(&file, output_path) != 0) return EXIT_FAILURE_RUNTIME;
    status = nqcnf_write(options, format, flags, output_file_write, &file);
    if (status != NQCNF_OK) {
        const int saved_errno = errno;
        output_file_abort(&file);
        errno = saved_errno;
        if (status == NQCNF_ERR_IO) return report_write_failure(file.path);
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    return output_file_commit(&file) == 0 ? EXIT_OK : EXIT_FAILURE_RUNTIME;
}

typedef struct generate_arguments {
    const char *output, *format;
    int comments;
} generate_arguments;

static int generate(nqcnf_options *options, void *context)
{
    const generate_arguments *args = context;
    if (args->output != NULL && args->output[0] == '\0')
        return usage_error("the output file name is empty");
    nqcnf_format format = NQCNF_FORMAT_DIMACS;
    unsigned flags = 0;
    const int status = parse_format(args->format, args->comments, &format,
                                    &flags);
    if (status != 0) return status;
    return write_output(options, format, flags, args->output);
}

int command_generate(int argc, char **argv, int first)
{
    generate_arguments args = {NULL, NULL, 0};
    const option_binding own[] = {
        BIND_VALUE(OPTION_OUTPUT, &args.output),
        BIND_VALUE(OPTION_FORMAT, &args.format),
        BIND_FLAG(OPTION_COMMENTS, &args.comments)};
    return run_generator_command(argc, argv, first, COMMAND_GENERATE, own,
                                 sizeof own / sizeof own[0], generate, &args);
}

static int stats(nqcnf_options *options, void *context)
{
    (void)context;
    nqcnf_counts counts;
    const nqcnf_status result = nqcnf_counts_compute(options, &counts);
    if (result != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(result));
        return EXIT_FAILURE_RUNTIME;
    }
    printf("N          %u\n", options->n);
    printf("encoding   %s\n", nqcnf_encoding_name(options->encoding));
    printf("variables  %llu\n", (unsigned long long)counts.variables);
    printf("auxiliary  %llu\n",
           (unsigned long long)counts.auxiliary_variables);
    printf("clauses    %llu\n", (unsigned long long)counts.clauses);
    printf("bytes      %llu\n", (unsigned long long)counts.bytes);
    return finish_stdout(EXIT_OK);
}

int command_stats(int argc, char **argv, int first)
{
    return run_generator_command(argc, argv, first, COMMAND_STATS, NULL, 0,
                                 stats, NULL);
}
