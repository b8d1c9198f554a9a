/*
 * main.c - the nqueens-cnf command: argv -> options -> library -> exit code.
 *
 * This file owns everything the library refuses to do: reading arguments,
 * opening files, printing messages and choosing exit statuses. It uses the
 * public header only, like any other program linking the library. The
 * argument parser is written by hand rather than with getopt_long so that
 * "-5" reaches the board-size check (and gets "N must be..." rather than
 * "unknown option"), and every message can quote exactly what was typed.
 *
 * Exit statuses: 0 success, 1 a failure while running (I/O, memory),
 * 2 a usage error; nothing is written to stdout on a usage error.
 */
#define _POSIX_C_SOURCE 200809L
#include "board_size.h"
#include "messages.h"
#include "nqcnf.h"
#include "output_file.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

typedef enum command { COMMAND_GENERATE, COMMAND_STATS } command;

typedef struct arguments {
    command command;
    const char *board_size; /* the text of N, checked later */
    const char *output;     /* -o FILE, or NULL */
    int help;
    int version;
} arguments;

static const char usage_text[] =
    "Usage: nqueens-cnf [-o FILE] N      write the N-Queens CNF (DIMACS)\n"
    "       nqueens-cnf stats N          print its size without writing it\n"
    "\n"
    "Writes the textbook SAT encoding of the N-Queens puzzle: variable\n"
    "r*N+c+1 is the square in row r, column c (0-based); exactly one queen\n"
    "per row and per column, at most one per diagonal, pairwise clauses.\n"
    "The output is byte for byte that of the lessons' reference generator.\n"
    "\n"
    "Options:\n"
    "  -o, --output FILE  write to FILE instead of standard output ('-' is\n"
    "                     standard output); FILE appears only when complete\n"
    "  -h, --help         show this help and exit\n"
    "  -V, --version      show the version and exit\n"
    "\n"
    "N is a whole number from 1 to 46340 (N*N must fit a solver's 32-bit\n"
    "variable numbers). From N = 1089 on, the clause count exceeds\n"
    "2147483647 and most solvers cannot read the file: a warning says so.\n"
    "\n"
    "Exit status: 0 success, 1 failure while running, 2 usage error.\n"
    "\n"
    "Examples:\n"
    "  nqueens-cnf 8 > q8.cnf\n"
    "  nqueens-cnf 8 | minisat /dev/stdin\n"
    "  nqueens-cnf -o q100.cnf 100\n"
    "  nqueens-cnf stats 1000\n";

static int looks_like_option(const char *arg)
{
    /* "-" is a file name and "-5" a (bad) number, not options. */
    return arg[0] == '-' && arg[1] != '\0' && !(arg[1] >= '0' && arg[1] <= '9');
}

static int parse_arguments(int argc, char **argv, arguments *args)
{
    memset(args, 0, sizeof *args);
    int positional = 0;
    int options_done = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!options_done && strcmp(arg, "--") == 0) {
            options_done = 1;
        } else if (!options_done && looks_like_option(arg)) {
            if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
                args->help = 1;
            } else if (strcmp(arg, "-V") == 0 ||
                       strcmp(arg, "--version") == 0) {
                args->version = 1;
            } else if (strcmp(arg, "-o") == 0 ||
                       strcmp(arg, "--output") == 0) {
                if (i + 1 >= argc)
                    return usage_error("option '%s' needs a file name", arg);
                args->output = argv[++i];
            } else if (strncmp(arg, "--output=", 9) == 0) {
                args->output = arg + 9;
            } else if (strncmp(arg, "-o", 2) == 0) {
                args->output = arg + 2;
            } else {
                return usage_error("unknown option '%s'", arg);
            }
        } else if (positional == 0 && args->command == COMMAND_GENERATE &&
                   args->board_size == NULL && strcmp(arg, "stats") == 0) {
            args->command = COMMAND_STATS;
            positional++;
        } else if (args->board_size == NULL) {
            args->board_size = arg;
            positional++;
        } else {
            return usage_error("unexpected argument '%s'", arg);
        }
    }
    if (args->help || args->version) return 0;
    if (args->output != NULL && args->output[0] == '\0')
        return usage_error("the output file name is empty");
    if (args->output != NULL && args->command == COMMAND_STATS)
        return usage_error("option '-o' does not apply to 'stats'");
    if (args->board_size == NULL)
        return usage_error("missing the board size N");
    return 0;
}

static int report_io_failure(const char *path)
{
    /* A reader that went away (nqueens-cnf 500 | head) is not an error;
     * SIGPIPE normally ends us first, this covers an ignored SIGPIPE. */
    if (errno == EPIPE) return EXIT_FAILURE_RUNTIME;
    if (strcmp(path, "-") == 0)
        report_error("cannot write to standard output: %s", strerror(errno));
    else
        report_error("cannot write '%s': %s", path, strerror(errno));
    return EXIT_FAILURE_RUNTIME;
}

static int generate(const nqcnf_options *options, const char *output_path)
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
        if (status == NQCNF_ERR_IO) return report_io_failure(file.path);
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    return output_file_commit(&file) == 0 ? EXIT_OK : EXIT_FAILURE_RUNTIME;
}

static int print_stats(const nqcnf_options *options)
{
    nqcnf_counts counts;
    const nqcnf_status status = nqcnf_counts_compute(options, &counts);
    if (status != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    printf("N          %u\n", options->n);
    printf("variables  %llu\n", (unsigned long long)counts.variables);
    printf("clauses    %llu\n", (unsigned long long)counts.clauses);
    printf("bytes      %llu\n", (unsigned long long)counts.bytes);
    return EXIT_OK;
}

/* Text printed with stdio (help, version, stats) is checked once, at the
 * end, like every careful Unix tool: "nqueens-cnf --help > /dev/full"
 * must not report success. */
static int finish_stdout(int exit_status)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        if (errno != EPIPE)
            report_error("cannot write to standard output: %s",
                         strerror(errno));
        return exit_status == EXIT_OK ? EXIT_FAILURE_RUNTIME : exit_status;
    }
    return exit_status;
}

int main(int argc, char **argv)
{
    /* A parent may have left SIGPIPE ignored; a closed pipe should end us
     * quietly, the way it ends cat or seq. */
    signal(SIGPIPE, SIG_DFL);

    arguments args;
    if (parse_arguments(argc, argv, &args) != 0) return EXIT_USAGE;
    if (args.help) {
        fputs(usage_text, stdout);
        return finish_stdout(EXIT_OK);
    }
    if (args.version) {
        printf("%s %s\n", PROGRAM_NAME, nqcnf_version());
        return finish_stdout(EXIT_OK);
    }

    nqcnf_options options;
    nqcnf_options_init(&options, 0);
    if (parse_board_size(args.board_size, &options.n) != 0) return EXIT_USAGE;

    switch (args.command) {
    case COMMAND_STATS: return finish_stdout(print_stats(&options));
    case COMMAND_GENERATE: return generate(&options, args.output);
    }
    return EXIT_FAILURE_RUNTIME;
}
