/*
 * mistakes.h - what the command says when it does not understand a word.
 *
 * A word that is not an option of this command may be an option of
 * another ("'--svg' is an option of solve and decode, not of the
 * generator"), a typo of one of this command's ("did you mean
 * '--unique'?"), or nothing; a first word that is not a command may be a
 * typo of one ("did you mean 'solve'?"). Both answers come from the
 * tables of option_table.h, so they follow every new row.
 */
#ifndef NQCNF_CLI_MISTAKES_H
#define NQCNF_CLI_MISTAKES_H

#include "option_table.h"

/* `typed` (as typed: "--uniq", "--uniq=1", "-x", "-xvalue") is not an
 * option of `command`. Prints the error; returns EXIT_USAGE. */
int unknown_option(command_id command, const char *typed);

/* The same without advice, for a word that only looks like an option of
 * this command ("-qx" when -q is a flag). */
int unknown_option_as_typed(command_id command, const char *typed);

/* Whether a first argument is meant as a command word rather than a
 * board size or an option: it starts with a letter. */
int looks_like_command_word(const char *word);

/* `word` is not a command. Prints the error (with the closest command,
 * if one is close, or the list of commands); returns EXIT_USAGE. */
int unknown_command(const char *word);

/* Writes "solve and decode" (the commands of `commands`, "the generator"
 * for the generator, in table order) into `text`. */
const char *command_list_text(command_set commands, char *text, size_t size);

#endif
