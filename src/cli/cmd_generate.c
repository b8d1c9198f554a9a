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

typedef enum output_format { FORMAT_DIMACS, FORMAT_SMT2, FORMAT_OPB } output_format;

static int parse_format(const char *text, output_format *format)
{
    if (text == NULL || strcmp(text, "dimacs") == 0) *format = FORMAT_DIMACS;
    else if (strcmp(text, "smt2") == 0) *format = FORMAT_SMT2;
    else if (strcmp(text, "opb") == 0) *format = FORMAT_OPB;
    else
        return usage_error("unknown format '%s': choose dimacs, smt2 or opb",
                           text);
    return 0;
}

static nqcnf_status write_format(const nqcnf_options *options,
                                 output_format format, int comments,
                                 output_file *file)
{
    switch (format) {
    case FORMAT_SMT2: return nqcnf_write_smt2(options, output_file_write, file);
    case FORMAT_OPB: return nqcnf_write_opb(options, output_file_write, file);
    case FORMAT_DIMACS: break;
    }
    if (comments)
        return nqcnf_write_dimacs_commented(options, output_file_write, file);
    return nqcnf_write_dimacs(options, output_file_write, file);
}

static int write_output(const nqcnf_options *options, output_format format,
                        int comments, const char *output_path)
{
    nqcnf_counts counts;
    nqcnf_status status = nqcnf_counts_quick(options, &counts);
    if (status != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    if (format == FORMAT_DIMACS && counts.clauses > NQCNF_SOLVER_CLAUSE_LIMIT)
        report_warning("N = %u gives %llu clauses, more than 2147483647: "
                       "most SAT solvers cannot read this file",
                       options->n, (unsigned long long)counts.clauses);

    output_file file;
    if (output_file_open(&file, output_path) != 0) return EXIT_FAILURE_RUNTIME;
    status = write_format(options, format, comments, &file);
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

int command_generate(int argc, char **argv, int first)
{
    const char *output = NULL, *format_text = NULL;
    int comments = 0;
    const cli_option extra[] = {
        {.long_name = "output", .short_name = 'o', .value = &output},
        {.long_name = "format", .short_name = 'f', .value = &format_text},
        {.long_name = "comments", .flag = &comments}};
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    nqcnf_options options;
    int status = parse_generator_command(argc, argv, first, NULL, extra, 3,
                                         &generator, &options);
    output_format format = FORMAT_DIMACS;
    if (status == 0 && output != NULL && output[0] == '\0')
        status = usage_error("the output file name is empty");
    if (status == 0) status = parse_format(format_text, &format);
    if (status == 0 && comments && format != FORMAT_DIMACS)
        status = usage_error("'--comments' applies to the dimacs format only");
    if (status == 0) status = write_output(&options, format, comments, output);
    generator_arguments_free(&generator);
    return status;
}

int command_stats(int argc, char **argv, int first)
{
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    nqcnf_options options;
    int status = parse_generator_command(argc, argv, first, "stats", NULL, 0,
                                         &generator, &options);
    nqcnf_counts counts;
    if (status == 0) {
        const nqcnf_status result = nqcnf_counts_compute(&options, &counts);
        if (result != NQCNF_OK) {
            report_error("%s", nqcnf_strerror(result));
            status = EXIT_FAILURE_RUNTIME;
        }
    }
    if (status == 0) {
        printf("N          %u\n", options.n);
        printf("encoding   %s\n", nqcnf_encoding_name(options.encoding));
        printf("variables  %llu\n", (unsigned long long)counts.variables);
        printf("auxiliary  %llu\n",
               (unsigned long long)counts.auxiliary_variables);
        printf("clauses    %llu\n", (unsigned long long)counts.clauses);
        printf("bytes      %llu\n", (unsigned long long)counts.bytes);
        status = finish_stdout(EXIT_OK);
    }
    generator_arguments_free(&generator);
    return status;
}
