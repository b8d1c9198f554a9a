/*
 * cmd_explain.c - `nqueens-cnf explain N`: the CNF as a study sheet.
 *
 * The lessons build the 4-queens file by hand, explaining each clause in
 * board terms; this prints the same thing for any N: the board with its
 * variable numbers, then every clause preceded by a comment line saying
 * what it means, grouped under the generator's own notes (row 3, a
 * diagonal, ...). It must stay a valid DIMACS file: comments are "c"
 * lines, which every solver we test (minisat, cryptominisat5, cadical,
 * picosat) accepts between clauses, and the clauses are exactly those of
 * `nqueens-cnf N` with the same options, in the same order.
 *
 * The words are made here, from the clause itself, through the public
 * API only: a sink that receives each note and each clause.
 */
#include "commands.h"
#include "generator_options.h"
#include "messages.h"
#include "nqcnf.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct explainer {
    uint32_t n;
    int32_t squares;
} explainer;

static void print_square(const explainer *ex, int32_t variable)
{
    const uint32_t index = (uint32_t)variable - 1;
    printf("(%u,%u)", index / ex->n + 1, index % ex->n + 1);
}

static int is_board(const explainer *ex, int32_t literal)
{
    return literal != 0 && abs(literal) <= ex->squares;
}

/* "row 2" when all squares share a row, "column 3" when they share a
 * column; NULL otherwise. */
static const char *shared_line(const explainer *ex, const int32_t *literals,
                               size_t count, uint32_t *which)
{
    int same_row = 1, same_column = 1;
    const uint32_t first = (uint32_t)abs(literals[0]) - 1;
    for (size_t i = 1; i < count; i++) {
        const uint32_t square = (uint32_t)abs(literals[i]) - 1;
        same_row &= square / ex->n == first / ex->n;
        same_column &= square % ex->n == first % ex->n;
    }
    *which = same_row ? first / ex->n + 1 : first % ex->n + 1;
    return same_row ? "row" : same_column ? "column" : NULL;
}

static void explain_clause(const explainer *ex, const int32_t *literals,
                           size_t count)
{
    int board_only = 1, all_positive = 1, all_negative = 1;
    for (size_t i = 0; i < count; i++) {
        board_only &= is_board(ex, literals[i]);
        all_positive &= literals[i] > 0;
        all_negative &= literals[i] < 0;
    }
    fputs("c   ", stdout);
    if (!board_only) {
        fputs("links auxiliary variables (numbered after the board)", stdout);
    } else if (count == 1) {
        fputs(all_positive ? "a queen stands on " : "no queen on ", stdout);
        print_square(ex, abs(literals[0]));
    } else if (all_positive) {
        uint32_t which = 0;
        const char *line = shared_line(ex, literals, count, &which);
        if (line != NULL)
            printf("at least one queen in %s %u", line, which);
        else
            fputs("at least one queen on these squares", stdout);
    } else if (all_negative && count == 2) {
        fputs("not both ", stdout);
        print_square(ex, -literals[0]);
        fputs(" and ", stdout);
        print_square(ex, -literals[1]);
    } else {
        fputs("a constraint on these squares", stdout);
    }
    putchar('\n');
}

static nqcnf_status add_clause(void *context, const int32_t *literals,
                               size_t count)
{
    explain_clause(context, literals, count);
    for (size_t i = 0; i < count; i++) printf("%d ", (int)literals[i]);
    fputs("0\n", stdout);
    return ferror(stdout) ? NQCNF_ERR_IO : NQCNF_OK;
}

static nqcnf_status add_note(void *context, const char *text)
{
    (void)context;
    printf("c\nc %s\n", text);
    return ferror(stdout) ? NQCNF_ERR_IO : NQCNF_OK;
}

static void print_board(uint32_t n)
{
    const int width = n * n >= 1000 ? 5 : n * n >= 100 ? 4 : 3;
    printf("c The %ux%u board: a square's number is its variable; true "
           "means a queen.\n", n, n);
    for (uint32_t r = 0; r < n; r++) {
        fputs("c ", stdout);
        for (uint32_t c = 0; c < n; c++)
            printf("%*d", width, (int)nqcnf_variable(n, r, c));
        putchar('\n');
    }
}

int command_explain(int argc, char **argv, int first)
{
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    nqcnf_options options;
    int status = parse_generator_command(argc, argv, first, "explain", NULL, 0,
                                         &generator, &options);
    nqcnf_counts counts;
    if (status == 0 && nqcnf_counts_quick(&options, &counts) != NQCNF_OK) {
        report_error("cannot size the encoding");
        status = EXIT_FAILURE_RUNTIME;
    }
    if (status == 0) {
        printf("c nqueens-cnf %s: the %u-queens puzzle, clause by clause\n",
               nqcnf_version(), options.n);
        print_board(options.n);
        printf("c Rows and columns: exactly one queen (one clause 'at least "
               "one', then\nc 'not both' for every pair); diagonals: at most "
               "one queen.\n");
        printf("p cnf %llu %llu\n", (unsigned long long)counts.variables,
               (unsigned long long)counts.clauses);
        explainer ex = {options.n, (int32_t)(options.n * options.n)};
        const nqcnf_sink sink = {&ex, add_clause, NULL, NULL, add_note};
        const nqcnf_status result = nqcnf_generate(&options, &sink);
        if (result != NQCNF_OK && result != NQCNF_ERR_IO) {
            report_error("%s", nqcnf_strerror(result));
            status = EXIT_FAILURE_RUNTIME;
        }
        status = finish_stdout(status);
    }
    generator_arguments_free(&generator);
    return status;
}
