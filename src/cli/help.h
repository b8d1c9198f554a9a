/*
 * help.h - what the command says about itself on stdout.
 */
#ifndef NQCNF_CLI_HELP_H
#define NQCNF_CLI_HELP_H

/* Print the usage, or the version and the solver backends built in, and
 * return the exit status (finish_stdout's). */
int show_help(void);
int show_version(void);

#endif
