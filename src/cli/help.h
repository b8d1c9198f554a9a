/*
 * help.h - what the command says about itself on stdout: the overview,
 * one command's help, the version, and the man pages (man_page.c), all
 * read off the tables of option_table.h.
 */
#ifndef NQCNF_CLI_HELP_H
#define NQCNF_CLI_HELP_H

#include "option_table.h"

#include <stddef.h>

/* Print the overview (the commands, the options used most), one
 * command's usage and options by group (the overview for the generator:
 * `--help` anywhere without a command), or the version and the solver
 * backends built in; return the exit status (finish_stdout's). */
int show_help(void);
int show_command_help(command_id command);
int show_version(void);

/* A man page, as roff, on stdout: nqueens-cnf(1), the overview and the
 * generator's options, for COMMAND_GENERATE, else nqueens-cnf-NAME(1);
 * returns the exit status. */
int show_man_page(command_id command);

/* A row's help with "{choices}" replaced by the names of the table its
 * value completes to; written into `text` and returned. */
const char *option_help_text(const option_row *row, char *text, size_t size);

#endif
