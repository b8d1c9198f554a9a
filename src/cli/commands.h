/*
 * commands.h - the subcommands of nqueens-cnf.
 *
 * Each takes the whole argv and the index of its first own argument, and
 * returns the process exit status. They share nothing but the helpers in
 * this directory and the library's public header.
 */
#ifndef NQCNF_CLI_COMMANDS_H
#define NQCNF_CLI_COMMANDS_H

/* Every command ends with finish_stdout(), which lives with the messages
 * (messages.c), not in main.c: main.c only picks the command. */
#include "messages.h"

int command_generate(int argc, char **argv, int first);
int command_stats(int argc, char **argv, int first);
int command_solve(int argc, char **argv, int first);
int command_count(int argc, char **argv, int first);
int command_decode(int argc, char **argv, int first);
int command_check(int argc, char **argv, int first);
int command_explain(int argc, char **argv, int first);
/* `completion SHELL`: the completion script, made from the tables of
 * option_table.h (cmd_completion.c). */
int command_completion(int argc, char **argv, int first);
/* `help [COMMAND]`, `help --man [COMMAND]` (help.c, man_page.c). */
int command_help(int argc, char **argv, int first);

#endif
