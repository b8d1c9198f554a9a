/*
 * help.c - `--help` and `--version`.
 *
 * The help is fixed text around the library's tables: the encodings, the
 * formats and the solver backends are listed from the tables themselves
 * (table_names.h), so a new row shows up here without an edit, and a test
 * holds the man page to the same lists. Option descriptions are wrapped
 * here, not by hand, because generated lists have no fixed length.
 */
#include "help.h"

#include "messages.h"
#include "nqcnf.h"
#include "table_names.h"

#include <stdio.h>
#include <string.h>

enum { TEXT_COLUMN = 21, LINE_WIDTH = 76 };

static const char usage_text[] =
    "Usage: nqueens-cnf [OPTIONS] N          write the N-Queens CNF (DIMACS)\n"
    "       nqueens-cnf stats N [OPTIONS]    print its size without writing it\n"
    "       nqueens-cnf solve N [OPTIONS]    solve it in-process, draw the board\n"
    "       nqueens-cnf count N [--unique]   count the solutions\n"
    "       nqueens-cnf decode N [FILE|-]    a SAT solver's answer -> board(s)\n"
    "       nqueens-cnf check N FILE...      judge students' CNFs against the\n"
    "                                        reference, on the board\n"
    "       nqueens-cnf check --generator 'CMD {n}' --range A..B\n"
    "                                        judge a student's program for\n"
    "                                        each N\n"
    "       nqueens-cnf explain N            the CNF with each clause and auxiliary\n"
    "                                        variable explained\n"
    "\n"
    "Writes the textbook SAT encoding of the N-Queens puzzle: variable\n"
    "r*N+c+1 is the square in row r, column c (0-based); exactly one queen\n"
    "per row and per column, at most one per diagonal, pairwise clauses.\n"
    "The output is byte for byte that of the lessons' reference generator.\n";

static const char closing_text[] =
    "N is a whole number from 1 to 46340 (N*N must fit a solver's 32-bit\n"
    "variable numbers). From N = 1089 on, the clause count exceeds\n"
    "2147483647 and most solvers cannot read the file: a warning says so.\n"
    "\n"
    "Exit status: 0 success; 1 failure while running, or decode found no\n"
    "valid board, or check rejected a file; 2 usage error; 3 check could\n"
    "not decide; 4 decode --distinct read a model twice; solve: 10\n"
    "solution found, 20 none exists.\n"
    "\n"
    "Examples:\n"
    "  nqueens-cnf 8 > q8.cnf\n"
    "  nqueens-cnf 8 | cryptominisat5 | nqueens-cnf decode 8\n"
    "  minisat q8.cnf out; nqueens-cnf decode 8 out\n"
    "  nqueens-cnf solve 8 --svg q8.svg\n"
    "  nqueens-cnf count 8 --unique\n"
    "  nqueens-cnf check 8 --strict --json student*.cnf\n"
    "  nqueens-cnf check --generator 'python3 gen.py {n}' --range 4..12\n"
    "  nqueens-cnf 100 --encoding sequential | cadical | nqueens-cnf decode 100\n"
    "  nqueens-cnf solve 8 --queen 1,1 --queen 2,3\n"
    "  nqueens-cnf 8 --format smt2 | z3 -in | nqueens-cnf decode 8\n"
    "  nqueens-cnf stats 1000\n";

/* "  OPTION" then `text` from TEXT_COLUMN on (or two spaces after a long
 * OPTION), wrapped at spaces. */
static void print_option(const char *option, const char *text)
{
    int column = printf("  %s", option);
    const char *separator = column + 2 > TEXT_COLUMN ? "  " : "";
    while (*text != '\0') {
        const size_t word = strcspn(text, " ");
        if (column + (int)(strlen(separator) + word) > LINE_WIDTH &&
            column > TEXT_COLUMN) {
            putchar('\n');
            column = 0;
        }
        if (column < TEXT_COLUMN) {
            column += printf("%*s", TEXT_COLUMN - column, "");
            separator = "";
        }
        column += printf("%s%.*s", separator, (int)word, text);
        separator = " ";
        text += word;
        text += strspn(text, " ");
    }
    putchar('\n');
}

/* print_option with the choices of `table` between `before` and `after`. */
static void print_table_option(const char *option, const char *before,
                               name_table table, const char *after)
{
    char choices[512], text[1024];
    snprintf(text, sizeof text, "%s%s%s", before,
             table_choices(table, choices, sizeof choices), after);
    print_option(option, text);
}

static void print_generator_options(void)
{
    puts("\nOptions of the generator:");
    print_option("-o, --output FILE", "write to FILE instead of standard "
                 "output ('-' is standard output); FILE appears only when "
                 "complete");
    print_table_option("-f, --format F", "", TABLE_FORMATS,
                       ". smt2 is SMT-LIB 2 (for z3), opb pseudo-Boolean "
                       "constraints, one per line");
    print_option("--comments", "DIMACS with 'c' lines: the variable map, a "
                 "projection line 'c p show 1 .. N*N 0', and what each "
                 "group of clauses stands for");
    puts("\nOptions that change the encoding (generator, stats, solve, "
         "count,\ncheck, explain):");
    print_table_option("-e, --encoding E", "at-most-one encoding: ",
                       TABLE_ENCODINGS,
                       ". Fastest measured: commander with external "
                       "solvers (cadical) at every N; for solve, commander "
                       "up to N = 100 and product beyond");
    print_option("--queen R,C", "a queen already stands on row R, column C "
                 "(1-based; repeatable): N-Queens completion");
    print_option("--block R,C", "no queen may stand on R,C (repeatable)");
    print_option("--allow-unsat", "accept pre-placed queens that attack "
                 "each other");
    print_option("--no-column-alo", "leave out the columns' at-least-one "
                 "clauses (the rows' imply them): 736 clauses for N = 8");
    print_option("--symmetry-breaking", "lex-leader clauses for the 7 "
                 "symmetries of the board: one solution per class survives");
}

static void print_command_options(void)
{
    puts("\nOption of solve, count and check:");
    print_table_option("--solver S", "the SAT solver to run in-process: ",
                       TABLE_BACKENDS, "");
    puts("\nOptions of solve:");
    print_option("--all", "print every solution, as count finds them "
                 "(split by the first rows, on threads)");
    print_option("--limit K", "print at most K solutions");
    print_option("--sorted", "with --all or --limit: in lexicographic "
                 "order of the queens' columns, the same whatever the "
                 "threads");
    print_option("--unicode", "draw with a queen glyph on a checkered board");
    print_option("--model", "print each solution as a 'v ... 0' line "
                 "instead");
    print_option("--svg FILE", "also write the solution as an SVG picture "
                 "(several: one sheet of all of them)");
    puts("\nOptions of count (and of solve with --all or --limit):");
    print_option("--unique", "one solution per class under rotation and "
                 "reflection (solve lists the smallest of each class)");
    print_option("--threads T", "use T threads (default: one per "
                 "processor)");
    puts("\nOptions of check (exit 0 accepted, 1 rejected, 3 undecided; "
         "the worst\nof several files or N). FILE is DIMACS, or SMT-LIB 2 "
         "(Boolean) when its\nfirst word is '('; a file wrong as a whole "
         "(numbered from 0, for another N,\na family missing, a typo, not "
         "a CNF at all) is said so first, in one sentence:");
    print_option("--strict", "accept only the reference's clauses (any "
                 "order) or changes equivalent for every N, not files that "
                 "are equivalent at this N only");
    print_option("--json", "one JSON object per file or N, one per line "
                 "(docs/check-report.schema.json)");
    print_option("-q, --quiet", "the summary line alone");
    print_option("--verbose", "list every finding and draw every board "
                 "(by default implied clauses are counted by family and a "
                 "long report is cut to fit a screen)");
    print_option("--generator CMD", "run CMD with /bin/sh for each N of "
                 "--range, {n} replaced by N, and check its output");
    print_option("--range A..B", "the N to run the generator for (or one "
                 "N)");
    print_option("--timeout S", "stop a generator run after S seconds "
                 "(default 10)");
    print_option("--max-output SIZE", "stop a generator run that writes "
                 "more than SIZE bytes (K, M, G suffixes; default 100M)");
    puts("\nOptions of decode (reads minisat's result file, the competition "
         "format\nof cryptominisat5, cadical, kissat, picosat, z3's model "
         "for --format\nsmt2 and clasp's answer for --format opb; several "
         "models too,\nthen tallied: \"92 models, 92 distinct, 12 symmetry "
         "classes\"):");
    print_option("--quiet", "print nothing; answer with the exit status "
                 "only");
    print_option("--unicode", "draw with a queen glyph on a checkered board");
    print_option("--svg FILE", "also write the board as an SVG picture; "
                 "several models: one sheet of all, captioned with their "
                 "numbers");
    print_option("--cnf FILE", "the CNF the solver was given: literals "
                 "beyond its header's variable count are errors (by "
                 "default, variables above N*N are ignored)");
    print_option("--classes", "group the models by symmetry class (the 8 "
                 "rotations and reflections): each board's class, and per "
                 "class how many of its 8 (or 4, 2) members were found");
    print_option("--distinct", "a model that repeats an earlier one "
                 "(warned about anyway) makes the exit status 4");
    puts("\nCommon options:");
    print_option("-h, --help", "show this help and exit");
    print_option("-V, --version", "show the version and the solvers built "
                 "in, and exit");
    putchar('\n');
}

int show_help(void)
{
    fputs(usage_text, stdout);
    print_generator_options();
    print_command_options();
    fputs(closing_text, stdout);
    return finish_stdout(EXIT_OK);
}

int show_version(void)
{
    printf("%s %s\nsolvers:", PROGRAM_NAME, nqcnf_version());
    for (unsigned i = 0; i < table_size(TABLE_BACKENDS); i++)
        if (nqcnf_backend_available((nqcnf_backend)i))
            printf(" %s", table_name(TABLE_BACKENDS, i));
    putchar('\n');
    return finish_stdout(EXIT_OK);
}
