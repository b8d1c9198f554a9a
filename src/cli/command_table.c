/*
 * command_table.c - the one table of every command (see option_table.h).
 *
 * main.c picks a row by its word, help.c prints the synopsis, summary and
 * description of a row, man_page.c a page per row (the generator's is
 * the overview page, nqueens-cnf(1), as it has no word), and the completion
 * script completes the words and the positional arguments from here.
 * A synopsis or summary with several lines ("\n") is a command with
 * several forms: check on files and check on a program; the summary's
 * lines go with the synopsis's.
 */
#include "option_table.h"

#include "commands.h"

#include <stdint.h>
#include <string.h>

static const command_row rows[] = {
    {.id = COMMAND_GENERATE, .name = NULL, .synopsis = "[OPTIONS] N",
     .summary = "write the N-Queens CNF (DIMACS)", .max_positionals = 1,
     .description =
         "Writes the textbook SAT encoding of the N-Queens puzzle: variable "
         "r*N+c+1 is the square in row r, column c (0-based); exactly one "
         "queen per row and per column, at most one per diagonal, pairwise "
         "clauses. The output is byte for byte that of the lessons' "
         "reference generator.",
     .run = command_generate},
    {.id = COMMAND_STATS, .name = "stats", .synopsis = "N [OPTIONS]",
     .summary = "print its size without writing it", .max_positionals = 1,
     .description =
         "Prints the sizes (N, encoding, variables, auxiliary variables, "
         "clauses, bytes) without writing the CNF; computed in closed form, "
         "instantly for any N.",
     .run = command_stats},
    {.id = COMMAND_SOLVE, .name = "solve", .synopsis = "N [OPTIONS]",
     .summary = "solve it in-process, draw the board", .max_positionals = 1,
     .description =
         "Solves the puzzle with the SAT solver linked in and draws the "
         "board. Exit status 10 when a solution is found, 20 when none "
         "exists (N = 2 and 3, or pre-placed queens that cannot be "
         "completed: those are named).",
     .run = command_solve},
    {.id = COMMAND_COUNT, .name = "count", .synopsis = "N [OPTIONS]",
     .summary = "count the solutions", .max_positionals = 1,
     .description =
         "Counts the solutions (92 for N = 8), or with --unique the "
         "solutions up to rotation and reflection (12 for N = 8), by "
         "solving the generated instance on several threads; prints the "
         "number alone.",
     .run = command_count},
    {.id = COMMAND_DECODE, .name = "decode",
     .synopsis = "N [FILE|-] [OPTIONS]",
     .summary = "a SAT solver's answer -> board(s)", .max_positionals = 2,
     .later_completes = COMPLETE_FILE,
     .description =
         "Reads a SAT solver's answer (standard input if FILE is missing or "
         "-) and draws the board(s): minisat's result file, the "
         "competition format of cryptominisat5, cadical, kissat and "
         "picosat, z3's model for --format smt2 and clasp's answer for "
         "--format opb; several models too, then tallied: \"92 models, 92 "
         "distinct, 12 symmetry classes\". Every model is verified to be a "
         "valid solution; a model that repeats an earlier one is warned "
         "about with both model numbers. Exit status 0 when every model is "
         "a valid solution, 1 otherwise.",
     .run = command_decode},
    {.id = COMMAND_CHECK, .name = "check",
     .synopsis = "N FILE... [OPTIONS]\nFILE|FOLDER... [--roster CSV] "
                 "[OPTIONS]\n--generator 'CMD {n}' --range A..B",
     .summary = "judge CNFs against the reference\njudge a class, each "
                "at its own N\njudge a student's program per N",
     .max_positionals = SIZE_MAX, .later_completes = COMPLETE_FILE,
     .description =
         "Judges DIMACS or SMT-LIB 2 files (- for standard input; SMT-LIB "
         "when the first word is '(') against the reference: first as sets "
         "of clauses, reported with board coordinates, then on the board "
         "(two CNFs are equivalent when their models, projected onto the "
         "N*N board variables, are the same boards, whatever auxiliary "
         "variables either uses). A file wrong as a whole (numbered from 0, "
         "for another N, a family missing, a typo, not a CNF at all) is "
         "said so first, in one sentence. Without N, each file is checked "
         "at its own: the roster's (--roster, a CSV of rows 'file,N' or "
         "'name,N,COMMAND' for a student's program, run in the roster's "
         "folder), else the N the file tells (a DIMACS header p cnf N*N "
         "..., SMT-LIB names covering an N x N board); a folder is its "
         "files. What a folder or a roster's relative row names is read "
         "only if it is a regular file beneath that folder: a symbolic "
         "link (unless --follow-symlinks, and never one leading out), a "
         "'..' out of it, a FIFO, a device or a socket gets a row of its "
         "own. --generator may be given once per program. --table (or "
         "--format tsv|csv) prints one line per file or program and a "
         "line of counts; --json ends each program's lines with a summary "
         "record, and a class with one of the whole. A program runs in a "
         "session of its own without a terminal, with a short "
         "environment, no descriptor of check's and limits of memory, "
         "processes, CPU time and file size; whatever it started is "
         "killed when its run ends. Exit status 0 accepted, 1 rejected, "
         "3 undecided: the worst of several files or N; 5 when a program "
         "could not be run at all (verdict grader-error).",
     .run = command_check},
    {.id = COMMAND_EXPLAIN, .name = "explain",
     .synopsis = "N [FILE] [OPTIONS]",
     .summary = "the CNF, each clause explained",
     .max_positionals = 2, .later_completes = COMPLETE_FILE,
     .description =
         "Prints the reference CNF with the numbered board at the top, a "
         "heading before each row, column and diagonal, and a comment "
         "before every clause saying what it means; every auxiliary "
         "variable of the encoding is named where it first appears. It "
         "stays valid DIMACS: the same clauses as the generator. With "
         "FILE (- for standard input; compressed files are read "
         "decompressed), prints that DIMACS or SMT-LIB file as it is, "
         "with a comment before each clause saying what it means in "
         "check's words (and whether it is a duplicate or not in the "
         "reference of the options), each problem the reader finds above "
         "its line, and at the end the reference's clauses it is missing, "
         "by family; an SMT-LIB file gets ';' comments, each clause of an "
         "assert shown in the file's own names above its term's line. A "
         "solver reads it as the file itself. Exit status 1 for a "
         "malformed file (annotated all the same), a text that is not a "
         "CNF, or SMT-LIB outside the fragment check reads.",
     .run = command_explain},
    {.id = COMMAND_COMPLETION, .name = "completion", .synopsis = "SHELL",
     .summary = "the shell completion script (bash)",
     .max_positionals = 1, .first_completes = COMPLETE_SHELL,
     .description =
         "Prints the completion script for SHELL (bash): commands, the "
         "options of each, encodings, formats, solvers and file names. "
         "Installed where bash-completion looks; to try it: source "
         "<(nqueens-cnf completion bash).",
     .run = command_completion},
    {.id = COMMAND_HELP, .name = "help", .synopsis = "[COMMAND]",
     .summary = "the usage and options of COMMAND",
     .max_positionals = 1, .first_completes = COMPLETE_TOPIC,
     .description =
         "Prints the usage of COMMAND and its options, grouped by "
         "purpose, benchmark options last (the same as 'nqueens-cnf "
         "COMMAND --help'); 'help generate' is the generator's. Without "
         "COMMAND, prints the overview: the commands, the options used "
         "most and where to read more. The manual pages are "
         "nqueens-cnf(1) and one per command, nqueens-cnf-COMMAND(1).",
     .run = command_help},
};

size_t command_table_size(void)
{
    return sizeof rows / sizeof rows[0];
}

const command_row *command_table_row(size_t index)
{
    return index < command_table_size() ? &rows[index] : NULL;
}

const command_row *command_row_by_id(command_id id)
{
    for (size_t i = 0; i < command_table_size(); i++)
        if (rows[i].id == id) return &rows[i];
    return NULL;
}

const command_row *command_find(const char *name)
{
    for (size_t i = 0; i < command_table_size(); i++)
        if (rows[i].name != NULL && strcmp(rows[i].name, name) == 0)
            return &rows[i];
    return NULL;
}

const command_row *command_find_topic(const char *word)
{
    if (strcmp(word, GENERATOR_TOPIC) == 0)
        return command_row_by_id(COMMAND_GENERATE);
    return command_find(word);
}

const char *command_display_name(command_id id)
{
    const command_row *row = command_row_by_id(id);
    return row == NULL || row->name == NULL ? "the generator" : row->name;
}

const char *const *completion_shells(void)
{
    static const char *const shells[] = {"bash", NULL};
    return shells;
}
