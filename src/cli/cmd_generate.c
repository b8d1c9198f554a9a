/*
 * cmd_generate.c - `nqueens-cnf [-o FILE] N` and `nqueens-cnf stats N`.
 *
 * The default command writes the CNF; its output path is the hot one, so
 * it goes straight from the library's block writer to write(2) on the
 * destination, with no stdio buffer in between.
 */
#include "command_line.h"
#include "commands.h"
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

static int write_cnf(const nqcnf_options *options, const char *output_path)
{
    nqcnf_counts counts;
    nqcnf_status status = nqcnf_counts_compute(options, &counts);
    if (status != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    if (counts.clauses > NQCNF_SOLVER_CLAUSE_LIMIT)
        report_warning("N = %u gives %llu clauses, more than 2147483647: "
                       "most SAT solvers cannot read this file",
                       options->n, (unsigned long long)counts.clauses);

    output_file file;
    if (output_file_open(&file, output_path) != 0) return EXIT_FAILURE_RUNTIME;
    status = nqcnf_write_dimacs(options, output_file_write, &file);
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
    const char *output = NULL;
    const cli_option options[] = {{"output", 'o', &output, NULL}};
    const cli_command command = {NULL, options, 1, 1};
    cli_arguments args;
    int status = parse_command_line(argc, argv, first, &command, &args);
    if (status != 0) return status;
    if (output != NULL && output[0] == '\0')
        return usage_error("the output file name is empty");

    nqcnf_options generator;
    nqcnf_options_init(&generator, 0);
    status = board_size_argument(&args, &generator.n);
    if (status != 0) return status;
    return write_cnf(&generator, output);
}

int command_stats(int argc, char **argv, int first)
{
    const cli_command command = {"stats", NULL, 0, 1};
    cli_arguments args;
    int status = parse_command_line(argc, argv, first, &command, &args);
    if (status != 0) return status;
    nqcnf_options generator;
    nqcnf_options_init(&generator, 0);
    status = board_size_argument(&args, &generator.n);
    if (status != 0) return status;

    nqcnf_counts counts;
    const nqcnf_status result = nqcnf_counts_compute(&generator, &counts);
    if (result != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(result));
        return EXIT_FAILURE_RUNTIME;
    }
    printf("N          %u\n", generator.n);
    printf("variables  %llu\n", (unsigned long long)counts.variables);
    printf("clauses    %llu\n", (unsigned long long)counts.clauses);
    printf("bytes      %llu\n", (unsigned long long)counts.bytes);
    return finish_stdout(EXIT_OK);
}
