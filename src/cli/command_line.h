/*
 * command_line.h - one small option parser for every subcommand.
 *
 * Each subcommand describes its options in a table; the parser handles the
 * forms users type (-o FILE, -oFILE, --output FILE, --output=FILE, --,
 * flags anywhere among the positional arguments) the same way everywhere,
 * and reports every mistake with the offending word quoted.
 */
#ifndef NQCNF_CLI_COMMAND_LINE_H
#define NQCNF_CLI_COMMAND_LINE_H

#include <stddef.h>
#include <stdint.h>

/* Exactly one of value, flag and list is set. Tables use designated
 * initializers, so an option names only what it uses. */
typedef struct cli_option {
    const char *long_name; /* without the leading "--" */
    char short_name;       /* 0 if none */
    const char **value;    /* an option that takes a value (last one wins) */
    int *flag;             /* a flag: set to 1 */
    const char **list;     /* a repeatable option: every value, in order */
    size_t *list_count;    /* (list has room for one value per argument) */
} cli_option;

/* The arguments that are not options, in order. They are gathered at
 * the front of the parsed part of argv (argv is the program's to
 * rearrange), so any number of them needs no memory. */
typedef struct cli_arguments {
    char **positional;
    size_t positional_count;
} cli_arguments;

/* What a subcommand accepts; `name` is NULL for the default command. */
typedef struct cli_command {
    const char *name;
    const cli_option *options;
    size_t option_count;
    size_t max_positionals;
} cli_command;

/* Parses argv[first..argc-1]. Returns 0, or EXIT_USAGE after printing
 * the error. */
int parse_command_line(int argc, char **argv, int first,
                       const cli_command *command, cli_arguments *parsed);

/* The board size N, the first positional argument. Returns 0, or
 * EXIT_USAGE after printing the error. */
int board_size_argument(const cli_arguments *args, uint32_t *n);

/* Parses a count for options like --limit: digits only, 0 .. max. */
int parse_count_option(const char *name, const char *text,
                       unsigned long long max, unsigned long long *value);

#endif
