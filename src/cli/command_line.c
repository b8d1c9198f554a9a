/*
 * command_line.c - see command_line.h.
 *
 * Written by hand rather than with getopt_long for two reasons: "-5" must
 * reach the board-size check as a (bad) number instead of failing as an
 * unknown option, and every message must quote exactly what was typed.
 */
#include "command_line.h"

#include "board_size.h"
#include "messages.h"

#include <string.h>

static int looks_like_option(const char *arg)
{
    /* "-" is a file name and "-5" a (bad) number, not options. */
    return arg[0] == '-' && arg[1] != '\0' &&
           !(arg[1] >= '0' && arg[1] <= '9');
}

static const cli_option *find_long(const cli_option *options, size_t count,
                                   const char *name, size_t length)
{
    for (size_t i = 0; i < count; i++)
        if (strlen(options[i].long_name) == length &&
            strncmp(options[i].long_name, name, length) == 0)
            return &options[i];
    return NULL;
}

static const cli_option *find_short(const cli_option *options, size_t count,
                                    char name)
{
    for (size_t i = 0; i < count; i++)
        if (options[i].short_name != 0 && options[i].short_name == name)
            return &options[i];
    return NULL;
}

/* Applies one option; `inline_value` is the text after '=' (or after a
 * short option's letter), NULL if none. Advances *index past a separate
 * value argument. */
static int apply_option(const cli_option *option, const char *typed,
                        const char *inline_value, int argc, char **argv,
                        int *index)
{
    if (option->flag != NULL) {
        if (inline_value != NULL)
            return usage_error("option '%s' takes no value", typed);
        *option->flag = 1;
        return 0;
    }
    if (inline_value == NULL) {
        if (*index + 1 >= argc)
            return usage_error("option '%s' needs a value", typed);
        inline_value = argv[++*index];
    }
    if (option->list != NULL)
        option->list[(*option->list_count)++] = inline_value;
    else
        *option->value = inline_value;
    return 0;
}

static int unknown_option(const cli_command *command, const char *arg)
{
    if (command->name == NULL)
        return usage_error("unknown option '%s'", arg);
    return usage_error("unknown option '%s' for '%s'", arg, command->name);
}

static int parse_option(const char *arg, const cli_command *command,
                        int argc, char **argv, int *index)
{
    const cli_option *options = command->options;
    const size_t option_count = command->option_count;
    if (arg[1] == '-') {
        const char *name = arg + 2;
        const char *equals = strchr(name, '=');
        const size_t length = equals ? (size_t)(equals - name) : strlen(name);
        const cli_option *option = find_long(options, option_count, name,
                                             length);
        if (option == NULL) return unknown_option(command, arg);
        return apply_option(option, arg, equals ? equals + 1 : NULL, argc,
                            argv, index);
    }
    const cli_option *option = find_short(options, option_count, arg[1]);
    if (option == NULL) return unknown_option(command, arg);
    const char *rest = arg[2] != '\0' ? arg + 2 : NULL;
    if (option->flag != NULL && rest != NULL)
        return unknown_option(command, arg);
    return apply_option(option, arg, rest, argc, argv, index);
}

int parse_command_line(int argc, char **argv, int first,
                       const cli_command *command, cli_arguments *parsed)
{
    memset(parsed, 0, sizeof *parsed);
    parsed->positional = argv + first;
    int options_done = 0;
    for (int i = first; i < argc; i++) {
        const char *arg = argv[i];
        if (!options_done && strcmp(arg, "--") == 0) {
            options_done = 1;
        } else if (!options_done && looks_like_option(arg)) {
            const int status = parse_option(arg, command, argc, argv, &i);
            if (status != 0) return status;
        } else if (parsed->positional_count < command->max_positionals) {
            /* slot first + count was read already: count <= i - first */
            parsed->positional[parsed->positional_count++] = argv[i];
        } else {
            return usage_error("unexpected argument '%s'", arg);
        }
    }
    return 0;
}

int parse_count_option(const char *name, const char *text,
                       unsigned long long max, unsigned long long *value)
{
    unsigned long long result = 0;
    if (text[0] == '\0')
        return usage_error("option '%s' needs a whole number, got ''", name);
    for (const char *p = text; *p != '\0'; p++) {
        if (*p < '0' || *p > '9')
            return usage_error("invalid value '%s' for option '%s': expected "
                               "a whole number", text, name);
        const unsigned digit = (unsigned)(*p - '0');
        if (result > (max - digit) / 10)
            return usage_error("value '%s' for option '%s' is too large "
                               "(at most %llu)", text, name, max);
        result = result * 10 + digit;
    }
    *value = result;
    return 0;
}

int board_size_argument(const cli_arguments *args, uint32_t *n)
{
    if (args->positional_count == 0)
        return usage_error("missing the board size N");
    return parse_board_size(args->positional[0], n);
}
