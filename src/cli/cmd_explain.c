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
 * The meaning comes from the library (nqcnf_clause_meaning), read from
 * the clause itself, and is worded by meaning_text.c, as `check` words
 * it: a sink that receives each note and each clause, through the public
 * API only.
 */
#include "commands.h"
#include "generator_options.h"
#include "meaning_text.h"
#include "messages.h"
#include "nqcnf.h"

#include <stdio.h>

static nqcnf_status add_clause(void *context, const int32_t *literals,
                               size_t count)
{
    const uint32_t n = *(const uint32_t *)context;
    const nqcnf_meaning meaning = nqcnf_clause_meaning(n, literals, count);
    fputs("c   ", stdout);
    /* No group: the note above the clauses already names it. */
    print_clause_meaning(stdout, n, &meaning, literals, count, NULL);
    putchar('\n');
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

static int explain(nqcnf_options *options, void *context)
{
    (void)context;
    nqcnf_counts counts;
    if (nqcnf_counts_quick(options, &counts) != NQCNF_OK) {
        report_error("cannot size the encoding");
        return EXIT_FAILURE_RUNTIME;
    }
    printf("c nqueens-cnf %s: the %u-queens puzzle, clause by clause\n",
           nqcnf_version(), options->n);
    print_board(options->n);
    printf("c Rows and columns: exactly one queen (one clause 'at least "
           "one', then\nc 'at most one' for every pair); diagonals: at "
           "most one queen.\n");
    printf("p cnf %llu %llu\n", (unsigned long long)counts.variables,
           (unsigned long long)counts.clauses);
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    sink.context = &options->n;
    sink.add_clause = add_clause;
    sink.note = add_note;
    int status = EXIT_OK;
    const nqcnf_status result = nqcnf_generate(options, &sink);
    if (result != NQCNF_OK && result != NQCNF_ERR_IO) {
        report_error("%s", nqcnf_strerror(result));
        status = EXIT_FAILURE_RUNTIME;
    }
    return finish_stdout(status);
}

int command_explain(int argc, char **argv, int first)
{
    return run_generator_command(argc, argv, first, "explain", NULL, 0,
                                 explain, NULL);
}
