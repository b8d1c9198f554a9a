/*
 * cmd_solve.c - `nqueens-cnf solve N` and `nqueens-cnf count N`.
 *
 * Both hand the work to the library's PicoSAT front end; this file only
 * chooses how to show the result. solve answers with the SAT-solver
 * convention (10: a solution exists, 20: none) so that scripts can treat
 * it like any solver; count prints the number alone, for $(...).
 */
#include "command_line.h"
#include "commands.h"
#include "messages.h"
#include "nqcnf.h"
#include "output_file.h"

#include <stdio.h>
#include <string.h>

enum { EXIT_SATISFIABLE = 10, EXIT_UNSATISFIABLE = 20 };

/* PicoSAT keeps every clause in memory: beyond this many clauses
 * (N = 300 has 44.8 million) solving in-process needs gigabytes, and an
 * external solver on the written CNF is the better tool. */
#define SOLVE_CLAUSE_LIMIT 50000000ull

typedef struct solve_request {
    const char *svg_path;
    nqcnf_drawing style;
    int print_model;
    int numbered; /* more than one solution may be printed */
    uint64_t printed;
    int failed;   /* an SVG or stdout write failed */
} solve_request;

static int write_to_stdout(void *context, const void *data, size_t size)
{
    (void)context;
    return fwrite(data, 1, size, stdout) == size ? 0 : -1;
}

static void print_model_line(const nqcnf_board *board)
{
    const uint32_t squares = board->n * board->n;
    fputs("v", stdout);
    for (uint32_t v = 1; v <= squares; v++)
        printf(" %s%u", board->squares[v - 1] == NQCNF_SQUARE_QUEEN ? "" : "-",
               v);
    fputs(" 0\n", stdout);
}

static int show_solution(void *context, const nqcnf_board *solution)
{
    solve_request *request = context;
    request->printed++;
    if (request->printed == 1 && request->svg_path != NULL &&
        write_svg_file(request->svg_path, solution) != 0) {
        request->failed = 1;
        return 1;
    }
    if (request->print_model) {
        print_model_line(solution);
    } else {
        if (request->numbered)
            printf("solution %llu\n", (unsigned long long)request->printed);
        nqcnf_board_write_text(solution, request->style, write_to_stdout,
                               NULL);
        if (request->numbered) putchar('\n');
    }
    /* Stop early when nobody reads what we print. */
    return ferror(stdout) ? 1 : 0;
}

static int check_solver_size(const nqcnf_options *options, const char *what)
{
    nqcnf_counts counts;
    if (nqcnf_counts_compute(options, &counts) != NQCNF_OK) return -1;
    if (counts.clauses <= SOLVE_CLAUSE_LIMIT) return 0;
    report_error("%s in-process handles up to %llu clauses; N = %u has %llu "
                 "(PicoSAT would need about %llu GB): write the CNF with "
                 "'nqueens-cnf %u' and use an external solver",
                 what, SOLVE_CLAUSE_LIMIT, options->n,
                 (unsigned long long)counts.clauses,
                 (unsigned long long)(counts.clauses * 40 >> 30) + 1,
                 options->n);
    return -1;
}

int command_solve(int argc, char **argv, int first)
{
    int all = 0, unicode = 0, model = 0;
    const char *limit_text = NULL, *svg_path = NULL;
    const cli_option options[] = {
        {"all", 0, NULL, &all},         {"limit", 0, &limit_text, NULL},
        {"unicode", 0, NULL, &unicode}, {"model", 0, NULL, &model},
        {"svg", 0, &svg_path, NULL}};
    const cli_command command = {"solve", options, 5, 1};
    cli_arguments args;
    int status = parse_command_line(argc, argv, first, &command, &args);
    if (status != 0) return status;

    nqcnf_options generator;
    nqcnf_options_init(&generator, 0);
    status = board_size_argument(&args, &generator.n);
    if (status != 0) return status;
    unsigned long long limit = 1;
    if (all) limit = 0;
    if (limit_text != NULL) {
        if (all) return usage_error("'--all' and '--limit' exclude each other");
        status = parse_count_option("--limit", limit_text, UINT64_MAX, &limit);
        if (status != 0) return status;
        if (limit == 0)
            return usage_error("invalid value '0' for option '--limit': "
                               "it must be at least 1");
    }
    if (svg_path != NULL && svg_path[0] == '\0')
        return usage_error("the SVG file name is empty");
    if (model && unicode)
        return usage_error("'--model' and '--unicode' exclude each other");
    if (check_solver_size(&generator, "solve") != 0)
        return EXIT_FAILURE_RUNTIME;

    solve_request request = {svg_path,
                             unicode ? NQCNF_DRAW_UNICODE : NQCNF_DRAW_PLAIN,
                             model, limit != 1, 0, 0};
    const nqcnf_status result =
        nqcnf_solve(&generator, limit, show_solution, &request, NULL);
    if (result != NQCNF_OK) {
        report_error("solving failed: %s", nqcnf_strerror(result));
        return finish_stdout(EXIT_FAILURE_RUNTIME);
    }
    if (request.failed) return finish_stdout(EXIT_FAILURE_RUNTIME);
    if (request.printed == 0) {
        printf("no solution: %u queens cannot be placed on a %ux%u board\n",
               generator.n, generator.n, generator.n);
        return finish_stdout(EXIT_UNSATISFIABLE);
    }
    return finish_stdout(EXIT_SATISFIABLE);
}

int command_count(int argc, char **argv, int first)
{
    int unique = 0;
    const char *threads_text = NULL;
    const cli_option options[] = {{"unique", 0, NULL, &unique},
                                  {"threads", 0, &threads_text, NULL}};
    const cli_command command = {"count", options, 2, 1};
    cli_arguments args;
    int status = parse_command_line(argc, argv, first, &command, &args);
    if (status != 0) return status;

    nqcnf_options generator;
    nqcnf_options_init(&generator, 0);
    status = board_size_argument(&args, &generator.n);
    if (status != 0) return status;
    unsigned long long threads = 0;
    if (threads_text != NULL) {
        status = parse_count_option("--threads", threads_text, 1024, &threads);
        if (status != 0) return status;
        if (threads == 0)
            return usage_error("invalid value '0' for option '--threads': "
                               "it must be at least 1");
    }
    if (check_solver_size(&generator, "count") != 0)
        return EXIT_FAILURE_RUNTIME;

    uint64_t count = 0;
    const nqcnf_status result = nqcnf_count_solutions(
        &generator, unique, (unsigned)threads, &count);
    if (result != NQCNF_OK) {
        report_error("counting failed: %s", nqcnf_strerror(result));
        return EXIT_FAILURE_RUNTIME;
    }
    printf("%llu\n", (unsigned long long)count);
    return finish_stdout(EXIT_OK);
}
