/*
 * command_line.h - one small option parser for every command, driven by
 * the option table (option_table.h).
 *
 * The table says which options a command takes and what shape each has
 * (a flag, a value, a repeated value); a command says only where each
 * value goes, in bindings: one per option it takes, from the option's id
 * to a variable. The parser handles the forms users type (-o FILE,
 * -oFILE, --output FILE, --output=FILE, --, flags anywhere among the
 * positional arguments) the same way everywhere, reports every mistake
 * with the offending word quoted, names the commands an option belongs
 * to when it is given to another, and suggests the closest option to a
 * typo.
 */
#ifndef NQCNF_CLI_COMMAND_LINE_H
#define NQCNF_CLI_COMMAND_LINE_H

#include "option_table.h"

#include <stddef.h>
#include <stdint.h>

/* Where the value of one option goes; exactly the field that fits the
 * row's shape is set (the macros below). */
typedef struct option_binding {
    option_id id;
    int *flag;          /* a flag: set to 1 */
    const char **value; /* a value (the last one given wins) */
    const char **list;  /* a repeated value: every one, in order */
    size_t *list_count; /* (list has room for one value per argument) */
} option_binding;

#define BIND_FLAG(option, variable) {.id = (option), .flag = (variable)}
#define BIND_VALUE(option, variable) {.id = (option), .value = (variable)}
#define BIND_LIST(option, array, count)                                   \
    {.id = (option), .list = (array), .list_count = (count)}

/* A command's bindings, possibly in several arrays (the generator's
 * options and the command's own), chained. */
typedef struct binding_list {
    const option_binding *bindings;
    size_t count;
    const struct binding_list *next;
} binding_list;

/* The arguments that are not options, in order. They are gathered at
 * the front of the parsed part of argv (argv is the program's to
 * rearrange), so any number of them needs no memory. */
typedef struct cli_arguments {
    char **positional;
    size_t positional_count;
} cli_arguments;

/* Whether the bindings fit the table for `command`: every option the
 * command takes bound once (--help and --version excepted: main.c
 * answers them), nothing else bound, each with the row's shape. Returns
 * 0, or -1 with the first mismatch described in `why`. */
int bindings_check(command_id command, const binding_list *bindings,
                   char *why, size_t why_size);

/* Parses argv[first..argc-1] for `command`. Returns 0, or EXIT_USAGE
 * after printing the error (EXIT_FAILURE_RUNTIME when the bindings do
 * not fit the table, a mistake of this program). */
int parse_command_line(int argc, char **argv, int first, command_id command,
                       const binding_list *bindings, cli_arguments *parsed);

/* The board size N, the first positional argument. Returns 0, or
 * EXIT_USAGE after printing the error. */
int board_size_argument(const cli_arguments *args, uint32_t *n);

/* Parses a count for options like --limit: digits only, 0 .. max. */
int parse_count_option(const char *name, const char *text,
                       unsigned long long max, unsigned long long *value);

#endif
