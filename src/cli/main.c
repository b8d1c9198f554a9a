/*
 * main.c - the nqueens-cnf command: picks the subcommand, nothing else.
 *
 * `nqueens-cnf N` (no subcommand word) must keep meaning "write the CNF",
 * exactly as in the lessons, so a first argument that is not a known
 * subcommand is handed to the generator, which reports it if it is not a
 * board size either.
 *
 * Exit statuses: 0 success, 1 a failure while running (I/O, memory) or a
 * negative answer of decode, 2 a usage error; solve uses the SAT-solver
 * convention 10 (solution found) / 20 (none exists).
 */
#define _POSIX_C_SOURCE 200809L
#include "commands.h"
#include "messages.h"
#include "nqcnf.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static const char usage_text[] =
    "Usage: nqueens-cnf [OPTIONS] N          write the N-Queens CNF (DIMACS)\n"
    "       nqueens-cnf stats N [OPTIONS]    print its size without writing it\n"
    "       nqueens-cnf solve N [OPTIONS]    solve it with PicoSAT, draw the board\n"
    "       nqueens-cnf count N [--unique]   count the solutions\n"
    "       nqueens-cnf decode N [FILE|-]    a SAT solver's answer -> board(s)\n"
    "       nqueens-cnf check N FILE|-       compare a hand-written CNF with\n"
    "                                        the reference, clause by clause\n"
    "       nqueens-cnf explain N            the CNF with each clause explained\n"
    "\n"
    "Writes the textbook SAT encoding of the N-Queens puzzle: variable\n"
    "r*N+c+1 is the square in row r, column c (0-based); exactly one queen\n"
    "per row and per column, at most one per diagonal, pairwise clauses.\n"
    "The output is byte for byte that of the lessons' reference generator.\n"
    "\n"
    "Options of the generator:\n"
    "  -o, --output FILE  write to FILE instead of standard output ('-' is\n"
    "                     standard output); FILE appears only when complete\n"
    "  -f, --format F     dimacs (default), smt2 (SMT-LIB 2, for z3) or opb\n"
    "                     (pseudo-Boolean: one constraint per line)\n"
    "  --comments         DIMACS with 'c' lines: the variable map, a\n"
    "                     projection line 'c p show 1 .. N*N 0', and what\n"
    "                     each group of clauses stands for\n"
    "\n"
    "Options that change the encoding (generator, stats, solve, count,\n"
    "check, explain):\n"
    "  -e, --encoding E   at-most-one encoding: pairwise (default, the\n"
    "                     textbook), sequential, ladder, bitwise, commander,\n"
    "                     product. Fastest measured: commander with\n"
    "                     external solvers (cadical) at every N; for solve,\n"
    "                     commander up to N = 100 and product beyond\n"
    "  --queen R,C        a queen already stands on row R, column C\n"
    "                     (1-based; repeatable): N-Queens completion\n"
    "  --block R,C        no queen may stand on R,C (repeatable)\n"
    "  --allow-unsat      accept pre-placed queens that attack each other\n"
    "  --no-column-alo    leave out the columns' at-least-one clauses (the\n"
    "                     rows' imply them): 736 clauses for N = 8\n"
    "  --symmetry-breaking  lex-leader clauses for the 7 symmetries of the\n"
    "                     board: one solution per class survives\n"
    "\n";

/* The help is two strings: ISO C promises string literals only up to
 * 4095 characters. */
static const char usage_text_more[] =
    "Options of solve:\n"
    "  --all              print every solution\n"
    "  --limit K          print at most K solutions\n"
    "  --unicode          draw with a queen glyph on a checkered board\n"
    "  --model            print each solution as a 'v ... 0' line instead\n"
    "  --svg FILE         also write the (first) solution as an SVG picture\n"
    "\n"
    "Options of count:\n"
    "  --unique           count solutions up to rotation and reflection\n"
    "  --threads T        use T threads (default: one per processor)\n"
    "\n"
    "Options of decode (reads minisat's result file, the competition format\n"
    "of cryptominisat5, cadical, kissat, picosat, z3's model for --format\n"
    "smt2 and clasp's answer for --format opb; several models too):\n"
    "  --quiet            print nothing; answer with the exit status only\n"
    "  --unicode          draw with a queen glyph on a checkered board\n"
    "  --svg FILE         also write the (first) board as an SVG picture\n"
    "  --cnf FILE         the CNF the solver was given: literals beyond its\n"
    "                     header's variable count are errors (by default,\n"
    "                     variables above N*N are ignored)\n"
    "\n"
    "Common options:\n"
    "  -h, --help         show this help and exit\n"
    "  -V, --version      show the version and exit\n"
    "\n"
    "N is a whole number from 1 to 46340 (N*N must fit a solver's 32-bit\n"
    "variable numbers). From N = 1089 on, the clause count exceeds\n"
    "2147483647 and most solvers cannot read the file: a warning says so.\n"
    "\n"
    "Exit status: 0 success; 1 failure while running, or decode found no\n"
    "valid board; 2 usage error; solve: 10 solution found, 20 none exists.\n"
    "\n"
    "Examples:\n"
    "  nqueens-cnf 8 > q8.cnf\n"
    "  nqueens-cnf 8 | cryptominisat5 | nqueens-cnf decode 8\n"
    "  minisat q8.cnf out; nqueens-cnf decode 8 out\n"
    "  nqueens-cnf solve 8 --svg q8.svg\n"
    "  nqueens-cnf count 8 --unique\n"
    "  nqueens-cnf 100 --encoding sequential | cadical | nqueens-cnf decode 100\n"
    "  nqueens-cnf solve 8 --queen 1,1 --queen 2,3\n"
    "  nqueens-cnf 8 --format smt2 | z3 -in | nqueens-cnf decode 8\n"
    "  nqueens-cnf stats 1000\n";

int show_help(void)
{
    fputs(usage_text, stdout);
    fputs(usage_text_more, stdout);
    return finish_stdout(EXIT_OK);
}

/* Text printed with stdio is checked once, at the end, like every careful
 * Unix tool: "nqueens-cnf --help > /dev/full" must not report success. */
int finish_stdout(int exit_status)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        if (errno != EPIPE)
            report_error("cannot write to standard output: %s",
                         strerror(errno));
        /* Whatever the command had found (a solution: 10), the user did
         * not get it. */
        return exit_status == EXIT_USAGE ? EXIT_USAGE : EXIT_FAILURE_RUNTIME;
    }
    return exit_status;
}

static int is_flag(const char *arg, const char *short_form,
                   const char *long_form)
{
    return strcmp(arg, short_form) == 0 || strcmp(arg, long_form) == 0;
}

int main(int argc, char **argv)
{
    /* A parent may have left SIGPIPE ignored; a closed pipe should end us
     * quietly, the way it ends cat or seq. */
    signal(SIGPIPE, SIG_DFL);

    /* --help and --version win wherever they stand, before anything else
     * is checked, so "nqueens-cnf solve --help" never complains about N. */
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (is_flag(argv[i], "-h", "--help")) return show_help();
        if (is_flag(argv[i], "-V", "--version")) {
            printf("%s %s\n", PROGRAM_NAME, nqcnf_version());
            return finish_stdout(EXIT_OK);
        }
    }

    static const struct {
        const char *name;
        int (*run)(int, char **, int);
    } subcommands[] = {
        {"stats", command_stats},
        {"solve", command_solve},
        {"count", command_count},
        {"decode", command_decode},
        {"check", command_check},
        {"explain", command_explain},
    };
    if (argc > 1)
        for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
            if (strcmp(argv[1], subcommands[i].name) == 0)
                return subcommands[i].run(argc, argv, 2);
    return command_generate(argc, argv, 1);
}
