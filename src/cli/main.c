/*
 * main.c - the nqueens-cnf command: picks the subcommand, nothing else.
 * What each does is in its cmd_*.c, the help and version in help.c.
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
#include "help.h"

#include <signal.h>
#include <string.h>

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
        if (is_flag(argv[i], "-V", "--version")) return show_version();
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
