/*
 * mistakes.c - see mistakes.h.
 *
 * The old messages stay the start of the new ones ("unknown option
 * '--frob' for 'solve'"), so scripts and tests that look for them still
 * find them; the advice follows after a colon.
 */
#include "mistakes.h"

#include "messages.h"
#include "suggest.h"

#include <stdio.h>
#include <string.h>

const char *command_list_text(command_set commands, char *text, size_t size)
{
    size_t total = 0, written = 0, used = 0;
    for (size_t i = 0; i < command_table_size(); i++)
        total += (commands & COMMAND_BIT(command_table_row(i)->id)) != 0;
    text[0] = '\0';
    for (size_t i = 0; i < command_table_size() && used < size; i++) {
        const command_row *row = command_table_row(i);
        if ((commands & COMMAND_BIT(row->id)) == 0) continue;
        written++;
        const char *joint = written == 1       ? ""
                            : written == total ? " and "
                                               : ", ";
        const int n = snprintf(text + used, size - used, "%s%s", joint,
                               command_display_name(row->id));
        if (n < 0) break;
        used += (size_t)n;
    }
    return text;
}

/* "'--svg'" or "'--svg' for 'count'", the old wording. */
static void where(command_id command, const char *typed, char *text,
                  size_t size)
{
    if (command == COMMAND_GENERATE)
        snprintf(text, size, "'%s'", typed);
    else
        snprintf(text, size, "'%s' for '%s'", typed,
                 command_display_name(command));
}

/* The closest long option of `command` to `name`, or NULL. */
static const char *closest_option(command_id command, const char *name,
                                  size_t length)
{
    suggestion s;
    suggestion_init(&s, name, length);
    for (size_t i = 0; i < option_table_size(); i++) {
        const option_row *row = option_table_row(i);
        if ((row->commands & COMMAND_BIT(command)) != 0 && !row->hidden)
            suggestion_offer(&s, row->long_name);
    }
    return s.best;
}

int unknown_option(command_id command, const char *typed)
{
    const int is_long = typed[1] == '-';
    const char *name = typed + (is_long ? 2 : 1);
    const size_t length = is_long ? strcspn(name, "=") : 1;
    command_set elsewhere =
        option_commands_of(is_long ? name : NULL, length, name[0]);
    /* A hidden option is nobody's to mention. */
    if (elsewhere == COMMAND_BIT(COMMAND_HELP)) elsewhere = 0;
    char place[256];
    if (elsewhere != 0) {
        char commands[256];
        if (command == COMMAND_GENERATE)
            snprintf(place, sizeof place, "the generator");
        else
            snprintf(place, sizeof place, "'%s'",
                     command_display_name(command));
        return usage_error("'%.*s' is an option of %s, not of %s",
                           (int)(length + (is_long ? 2 : 1)), typed,
                           command_list_text(elsewhere, commands,
                                             sizeof commands),
                           place);
    }
    where(command, typed, place, sizeof place);
    const char *best = is_long ? closest_option(command, name, length) : NULL;
    if (best != NULL)
        return usage_error("unknown option %s: did you mean '--%s'?", place,
                           best);
    return usage_error("unknown option %s", place);
}

int unknown_option_as_typed(command_id command, const char *typed)
{
    char place[256];
    where(command, typed, place, sizeof place);
    return usage_error("unknown option %s", place);
}

int looks_like_command_word(const char *word)
{
    return (word[0] >= 'a' && word[0] <= 'z') ||
           (word[0] >= 'A' && word[0] <= 'Z');
}

int unknown_command(const char *word)
{
    suggestion s;
    suggestion_init(&s, word, strlen(word));
    char names[256];
    size_t used = 0;
    names[0] = '\0';
    for (size_t i = 0; i < command_table_size(); i++) {
        const command_row *row = command_table_row(i);
        if (row->name == NULL) continue;
        suggestion_offer(&s, row->name);
        const int n = snprintf(names + used, sizeof names - used, "%s%s",
                               used ? ", " : "", row->name);
        if (n > 0 && (size_t)n < sizeof names - used) used += (size_t)n;
    }
    if (s.best != NULL)
        return usage_error("unknown command '%s': did you mean '%s'?", word,
                           s.best);
    return usage_error("unknown command '%s': the commands are %s, or a "
                       "board size N to write the CNF", word, names);
}
