/*
 * command_line.c - see command_line.h.
 *
 * Written by hand rather than with getopt_long for two reasons: "-5" must
 * reach the board-size check as a (bad) number instead of failing as an
 * unknown option, and every message must quote exactly what was typed.
 * The bindings are checked against the table on every run, before the
 * first argument: a command that forgot an option of its table, or binds
 * one it does not take, fails every test that runs it instead of
 * misparsing one case.
 */
#include "command_line.h"

#include "board_size.h"
#include "messages.h"
#include "mistakes.h"

#include <stdio.h>
#include <string.h>

static int looks_like_option(const char *arg)
{
    /* "-" is a file name and "-5" a (bad) number, not options. */
    return arg[0] == '-' && arg[1] != '\0' &&
           !(arg[1] >= '0' && arg[1] <= '9');
}

static const option_binding *find_binding(const binding_list *list,
                                          option_id id, size_t *times)
{
    const option_binding *found = NULL;
    *times = 0;
    for (; list != NULL; list = list->next)
        for (size_t i = 0; i < list->count; i++)
            if (list->bindings[i].id == id) {
                if (found == NULL) found = &list->bindings[i];
                ++*times;
            }
    return found;
}

static int answered_by_main(option_id id)
{
    return id == OPTION_HELP || id == OPTION_VERSION;
}

/* Whether the binding has exactly the field the row's shape needs. */
static int shape_fits(const option_row *row, const option_binding *b)
{
    const int set = (b->flag != NULL) + (b->value != NULL) +
                    (b->list != NULL);
    if (set != 1) return 0;
    if (row->placeholder == NULL) return b->flag != NULL;
    if (row->repeats) return b->list != NULL && b->list_count != NULL;
    return b->value != NULL;
}

int bindings_check(command_id command, const binding_list *bindings,
                   char *why, size_t why_size)
{
    for (size_t i = 0; i < option_table_size(); i++) {
        const option_row *row = option_table_row(i);
        if ((row->commands & COMMAND_BIT(command)) == 0 ||
            answered_by_main(row->id))
            continue;
        size_t times = 0;
        const option_binding *b = find_binding(bindings, row->id, &times);
        if (times != 1 || !shape_fits(row, b)) {
            snprintf(why, why_size, "'--%s' of %s is bound %zu times%s",
                     row->long_name, command_display_name(command), times,
                     times == 1 ? " with the wrong shape" : "");
            return -1;
        }
    }
    for (const binding_list *list = bindings; list; list = list->next)
        for (size_t i = 0; i < list->count; i++)
            if (option_row_for(list->bindings[i].id, command) == NULL) {
                snprintf(why, why_size, "option %d is bound but not in the "
                         "table for %s", (int)list->bindings[i].id,
                         command_display_name(command));
                return -1;
            }
    return 0;
}

/* Applies one option; `inline_value` is the text after '=' (or after a
 * short option's letter), NULL if none. Advances *index past a separate
 * value argument. */
static int apply_option(const option_row *row, const binding_list *bindings,
                        const char *typed, const char *inline_value,
                        int argc, char **argv, int *index)
{
    size_t times = 0;
    const option_binding *b = find_binding(bindings, row->id, &times);
    if (row->placeholder == NULL) {
        if (inline_value != NULL)
            return usage_error("option '%s' takes no value", typed);
        *b->flag = 1;
        return 0;
    }
    if (inline_value == NULL) {
        if (*index + 1 >= argc)
            return usage_error("option '%s' needs a value", typed);
        inline_value = argv[++*index];
    }
    if (row->repeats)
        b->list[(*b->list_count)++] = inline_value;
    else
        *b->value = inline_value;
    return 0;
}

static int parse_option(const char *arg, command_id command,
                        const binding_list *bindings, int argc, char **argv,
                        int *index)
{
    if (arg[1] == '-') {
        const char *name = arg + 2;
        const char *equals = strchr(name, '=');
        const size_t length = equals ? (size_t)(equals - name) : strlen(name);
        const option_row *row = option_find_long(command, name, length);
        if (row == NULL || answered_by_main(row->id))
            return unknown_option(command, arg);
        return apply_option(row, bindings, arg, equals ? equals + 1 : NULL,
                            argc, argv, index);
    }
    const option_row *row = option_find_short(command, arg[1]);
    if (row == NULL || answered_by_main(row->id))
        return unknown_option(command, arg);
    const char *rest = arg[2] != '\0' ? arg + 2 : NULL;
    if (row->placeholder == NULL && rest != NULL)
        return unknown_option_as_typed(command, arg);
    return apply_option(row, bindings, arg, rest, argc, argv, index);
}

int parse_command_line(int argc, char **argv, int first, command_id command,
                       const binding_list *bindings, cli_arguments *parsed)
{
    char why[256];
    if (bindings_check(command, bindings, why, sizeof why) != 0) {
        report_error("internal error: %s", why);
        return EXIT_FAILURE_RUNTIME;
    }
    const command_row *row = command_row_by_id(command);
    const size_t most = row->max_positionals;
    /* help's own mistakes are answered by the overview. */
    usage_hint_command(command == COMMAND_HELP ? NULL : row->name);
    memset(parsed, 0, sizeof *parsed);
    parsed->positional = argv + first;
    int options_done = 0;
    for (int i = first; i < argc; i++) {
        const char *arg = argv[i];
        if (!options_done && strcmp(arg, "--") == 0) {
            options_done = 1;
        } else if (!options_done && looks_like_option(arg)) {
            const int status =
                parse_option(arg, command, bindings, argc, argv, &i);
            if (status != 0) return status;
        } else if (parsed->positional_count < most) {
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
        if (digit > max || result > (max - digit) / 10)
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
