/*
 * main.c - the nqueens-cnf command: picks the subcommand, nothing else.
 * What each does is in its cmd_*.c, the help and version in help.c.
 *
 * `nqueens-cnf N` (no subcommand word) must keep meaning "write the CNF",
 * exactly as in the lessons, so a first argument that is not a command
 * word is handed to the generator, which reports it if it is not a board
 * size either; a first argument that is a word but no command is a
 * mistyped command (mistakes.c suggests the closest).
 *
 * Exit statuses: 0 success, 1 a failure while running (I/O, memory) or a
 * negative answer of decode, 2 a usage error; solve uses the SAT-solver
 * convention 10 (solution found) / 20 (none exists).
 */
#define _POSIX_C_SOURCE 200809L
#include "commands.h"
#include "help.h"
#include "mistakes.h"
#include "option_table.h"
#include "std_descriptors.h"

#include <signal.h>
#include <string.h>

static int is_flag(const char *arg, const char *short_form,
                   const char *long_form)
{
    return strcmp(arg, short_form) == 0 || strcmp(arg, long_form) == 0;
}

int main(int argc, char **argv)
{
    /* Before anything is opened: a closed 0, 1 or 2 must not be the
     * number the output file gets (see std_descriptors.h). Without them
     * no message could be said either. */
    if (std_descriptors_open() != 0) return EXIT_FAILURE_RUNTIME;
    /* A parent may have left SIGPIPE ignored; a closed pipe should end us
     * quietly, the way it ends cat or seq. */
    signal(SIGPIPE, SIG_DFL);

    const command_row *command = argc > 1 ? command_find(argv[1]) : NULL;
    /* --help and --version win wherever they stand, before anything else
     * is checked, so "nqueens-cnf solve --help" never complains about N;
     * after a command word, --help is that command's. */
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (is_flag(argv[i], "-h", "--help"))
            return show_command_help(command ? command->id
                                             : COMMAND_GENERATE);
        if (is_flag(argv[i], "-V", "--version")) return show_version();
    }
    if (command != NULL) return command->run(argc, argv, 2);
    /* A word is a command mistyped; anything else (a number, a bad
     * number, an option) is the generator's to judge. */
    if (argc > 1 && looks_like_command_word(argv[1]))
        return unknown_command(argv[1]);
    return command_generate(argc, argv, 1);
}
