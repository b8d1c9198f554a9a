/*
 * cmd_completion.c - `nqueens-cnf completion bash`: the bash completion
 * script, written from the command and option tables (option_table.h).
 *
 * The script is generated rather than kept in the repository so that it
 * cannot fall behind the parser: every command word, every option of
 * each command, which options take a value and what that value completes
 * to (a file, an encoding, a format, a solver backend, a command), and
 * what each positional argument completes to are read off the same rows
 * the parser uses, and the encodings, formats and backends off the
 * library's own tables (backends only when built in, since the parser
 * refuses the others). The build runs this command to make the installed
 * file, the way it makes the man page.
 *
 * The script needs bash alone: it reads COMP_WORDS/COMP_CWORD itself
 * instead of bash-completion's helpers (_init_completion and friends), so
 * `source <(nqueens-cnf completion bash)` works in a bare bash, and it
 * ends in `complete -F`, which is all bash-completion's on-demand loader
 * needs from a file in completions/. The tables become small case
 * statements (one function per question the completer asks); the logic
 * that walks the words is fixed text below, written once. Replies are
 * read with mapfile, one per line, so that file names with spaces or
 * glob characters stay whole and unexpanded.
 */
#include "command_line.h"
#include "commands.h"
#include "option_table.h"
#include "table_names.h"

#include "nqcnf_experimental.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The words the script uses for completion_kind, in its order. */
static const char *const kind_words[] = {
    [COMPLETE_NOTHING] = "nothing",   [COMPLETE_FILE] = "file",
    [COMPLETE_ENCODING] = "encoding", [COMPLETE_FORMAT] = "format",
    [COMPLETE_BACKEND] = "backend",   [COMPLETE_COMMAND] = "command",
    [COMPLETE_TOPIC] = "topic",       [COMPLETE_SHELL] = "shell"};

/* The generator has no word; the script calls it by a name no command
 * word can take (it has a space). */
static const char *script_key(const command_row *command)
{
    return command->name != NULL ? command->name : "'(generator)'";
}

static int takes(const option_row *option, const command_row *command)
{
    return (option->commands & COMMAND_BIT(command->id)) != 0;
}

/* Words of a list, one space between. */
static void print_word(const char *word, const char **separator)
{
    printf("%s%s", *separator, word);
    *separator = " ";
}

static void print_table_names(name_table table, const char **separator)
{
    for (unsigned i = 0; i < table_size(table); i++)
        if (table != TABLE_BACKENDS ||
            nqcnf_backend_available((nqcnf_backend)i))
            print_word(table_name(table, i), separator);
}

static void print_words_of(completion_kind kind)
{
    const char *separator = "";
    switch (kind) {
    case COMPLETE_ENCODING:
        print_table_names(TABLE_ENCODINGS, &separator);
        break;
    case COMPLETE_FORMAT: print_table_names(TABLE_FORMATS, &separator); break;
    case COMPLETE_BACKEND:
        print_table_names(TABLE_BACKENDS, &separator);
        break;
    case COMPLETE_COMMAND:
    case COMPLETE_TOPIC:
        for (size_t i = 0; i < command_table_size(); i++)
            if (command_table_row(i)->name != NULL)
                print_word(command_table_row(i)->name, &separator);
        /* the generator has no command word, but help has a topic */
        if (kind == COMPLETE_TOPIC) print_word(GENERATOR_TOPIC, &separator);
        break;
    case COMPLETE_SHELL:
        for (const char *const *shell = completion_shells(); *shell; shell++)
            print_word(*shell, &separator);
        break;
    case COMPLETE_NOTHING:
    case COMPLETE_FILE: break;
    }
}

/* _nqueens_cnf_words KIND: the words a value of KIND can be. */
static void print_words_function(void)
{
    printf("_nqueens_cnf_words()\n{\n    case $1 in\n");
    for (int kind = COMPLETE_ENCODING; kind <= COMPLETE_SHELL; kind++) {
        printf("    %s) echo \"", kind_words[kind]);
        print_words_of((completion_kind)kind);
        printf("\" ;;\n");
    }
    printf("    esac\n}\n\n");
}

/* _nqueens_cnf_options COMMAND: its long options, as --help lists them. */
static void print_options_function(void)
{
    printf("_nqueens_cnf_options()\n{\n    case $1 in\n");
    for (size_t c = 0; c < command_table_size(); c++) {
        const command_row *command = command_table_row(c);
        printf("    %s) echo \"", script_key(command));
        const char *separator = "--";
        for (size_t i = 0; i < option_table_size(); i++) {
            const option_row *option = option_table_row(i);
            if (!takes(option, command) || option->hidden) continue;
            print_word(option->long_name, &separator);
            separator = " --";
        }
        printf("\" ;;\n");
    }
    printf("    esac\n}\n\n");
}

static int takes_a_value(const option_row *option, const command_row *command)
{
    return takes(option, command) && option->placeholder != NULL;
}

/* _nqueens_cnf_value COMMAND OPTION: what the value of OPTION completes
 * to, nothing for a flag (hidden options too: their values are skipped
 * like any other). A command whose options are all flags has no arm. */
static void print_value_function(void)
{
    printf("_nqueens_cnf_value()\n{\n    case $1 in\n");
    for (size_t c = 0; c < command_table_size(); c++) {
        const command_row *command = command_table_row(c);
        int arm_open = 0;
        for (size_t i = 0; i < option_table_size(); i++) {
            const option_row *option = option_table_row(i);
            if (!takes_a_value(option, command)) continue;
            if (!arm_open)
                printf("    %s)\n        case $2 in\n", script_key(command));
            arm_open = 1;
            printf("        ");
            if (option->short_name != 0) printf("-%c|", option->short_name);
            printf("--%s) echo %s ;;\n", option->long_name,
                   kind_words[option->completes]);
        }
        if (arm_open) printf("        esac ;;\n");
    }
    printf("    esac\n}\n\n");
}

/* _nqueens_cnf_positional COMMAND INDEX: what the positional argument
 * INDEX (0: the first) completes to, nothing past the last one. */
static void print_positional_function(void)
{
    printf("_nqueens_cnf_positional()\n{\n    case $1 in\n");
    for (size_t c = 0; c < command_table_size(); c++) {
        const command_row *command = command_table_row(c);
        /* 0: any number (check's files). */
        const size_t most = command->max_positionals == SIZE_MAX
                                ? 0
                                : command->max_positionals;
        printf("    %s) _nqueens_cnf_nth \"$2\" %zu %s %s ;;\n",
               script_key(command), most,
               kind_words[command->first_completes],
               kind_words[command->later_completes]);
    }
    printf("    esac\n}\n\n");
}

/* The part that does not depend on the tables. `cur` is the word under
 * the cursor. A "--name=value" word arrives split at '=' when '=' is in
 * COMP_WORDBREAKS (bash's default): "--name", "=", "value"; otherwise
 * whole, and the replies then carry the "--name=" prefix. */
static const char script_body[] =
    "# _nqueens_cnf_nth INDEX MOST FIRST LATER: FIRST for INDEX 0, LATER\n"
    "# after it, nothing from MOST on (MOST 0: no limit).\n"
    "_nqueens_cnf_nth()\n"
    "{\n"
    "    if (($2 != 0 && $1 >= $2)); then echo nothing\n"
    "    elif (($1 == 0)); then echo \"$3\"\n"
    "    else echo \"$4\"\n"
    "    fi\n"
    "}\n"
    "\n"
    "# _nqueens_cnf_reply KIND CUR [PREFIX]: COMPREPLY for a word of KIND.\n"
    "_nqueens_cnf_reply()\n"
    "{\n"
    "    COMPREPLY=()\n"
    "    case $1 in\n"
    "    nothing) return ;;\n"
    "    file)\n"
    "        # compopt works only while bash completes; called by hand\n"
    "        # (tests), it is not needed.\n"
    "        compopt -o filenames 2>/dev/null\n"
    "        mapfile -t COMPREPLY < <(compgen -f -- \"$2\") ;;\n"
    "    *) mapfile -t COMPREPLY < <(compgen -W \"$(_nqueens_cnf_words \"$1\")\" -- \"$2\") ;;\n"
    "    esac\n"
    "    if [[ -n ${3-} ]]; then COMPREPLY=(\"${COMPREPLY[@]/#/$3}\"); fi\n"
    "}\n"
    "\n"
    "_nqueens_cnf()\n"
    "{\n"
    "    local cword=$COMP_CWORD cur=${COMP_WORDS[COMP_CWORD]}\n"
    "    local command='(generator)' first=1 positional=0 options_done=\n"
    "    local i word kind\n"
    "    COMPREPLY=()\n"
    "    # The first word is a command, or N or an option of the generator.\n"
    "    if ((cword == 1)) && [[ $cur != -* ]]; then\n"
    "        _nqueens_cnf_reply command \"$cur\"\n"
    "        return\n"
    "    fi\n"
    "    if [[ \" $(_nqueens_cnf_words command) \" == *\" ${COMP_WORDS[1]} \"* ]]; then\n"
    "        command=${COMP_WORDS[1]} first=2\n"
    "    fi\n"
    "    # Walk the words before the cursor: options, their values, and the\n"
    "    # positional arguments, counted.\n"
    "    for ((i = first; i < cword; i++)); do\n"
    "        word=${COMP_WORDS[i]}\n"
    "        if [[ -n $options_done || $word != -?* || $word == -[0-9]* ]]; then\n"
    "            positional=$((positional + 1))\n"
    "            continue\n"
    "        fi\n"
    "        if [[ $word == -- ]]; then options_done=1; continue; fi\n"
    "        kind=$(_nqueens_cnf_value \"$command\" \"$word\")\n"
    "        # A flag, or a value given in the same word (-oFILE, --x=V).\n"
    "        [[ -n $kind ]] || continue\n"
    "        if ((i + 1 == cword)); then\n"
    "            [[ $cur == = ]] && cur=\n"
    "            _nqueens_cnf_reply \"$kind\" \"$cur\"\n"
    "            return\n"
    "        fi\n"
    "        if [[ ${COMP_WORDS[i + 1]} == = ]]; then\n"
    "            if ((i + 2 == cword)); then\n"
    "                _nqueens_cnf_reply \"$kind\" \"$cur\"\n"
    "                return\n"
    "            fi\n"
    "            i=$((i + 1))\n"
    "        fi\n"
    "        i=$((i + 1))\n"
    "    done\n"
    "    if [[ -z $options_done && $cur == -* && $cur != -[0-9]* ]]; then\n"
    "        if [[ $cur == --*=* ]]; then\n"
    "            kind=$(_nqueens_cnf_value \"$command\" \"${cur%%=*}\")\n"
    "            [[ -n $kind ]] && _nqueens_cnf_reply \"$kind\" \"${cur#*=}\" \"${cur%%=*}=\"\n"
    "            return\n"
    "        fi\n"
    "        mapfile -t COMPREPLY < <(compgen -W \"$(_nqueens_cnf_options \"$command\")\" -- \"$cur\")\n"
    "        return\n"
    "    fi\n"
    "    _nqueens_cnf_reply \"$(_nqueens_cnf_positional \"$command\" \"$positional\")\" \"$cur\"\n"
    "}\n"
    "\n"
    "complete -F _nqueens_cnf nqueens-cnf\n";

static void print_bash_script(void)
{
    printf("# bash completion for nqueens-cnf %s                 -*- shell-script -*-\n"
           "#\n"
           "# Written by `nqueens-cnf completion bash` from the program's tables\n"
           "# of commands and options; regenerate it rather than edit it. Needs\n"
           "# bash alone; bash-completion loads it on demand from its\n"
           "# completions directory.\n\n",
           nqcnf_version());
    print_words_function();
    print_options_function();
    print_value_function();
    print_positional_function();
    fputs(script_body, stdout);
}

static int unknown_shell(const char *shell)
{
    char names[128] = "";
    size_t used = 0;
    for (const char *const *s = completion_shells(); *s; s++) {
        const int length = snprintf(names + used, sizeof names - used,
                                    "%s%s", used > 0 ? ", " : "", *s);
        if (length < 0 || (size_t)length >= sizeof names - used) break;
        used += (size_t)length;
    }
    return usage_error("no completion for the shell '%s' (there is one "
                       "for: %s)", shell, names);
}

int command_completion(int argc, char **argv, int first)
{
    const binding_list none = {NULL, 0, NULL};
    cli_arguments args;
    const int status = parse_command_line(argc, argv, first,
                                          COMMAND_COMPLETION, &none, &args);
    if (status != 0) return status;
    if (args.positional_count == 0)
        return usage_error("missing the shell: nqueens-cnf completion bash");
    if (strcmp(args.positional[0], "bash") != 0)
        return unknown_shell(args.positional[0]);
    print_bash_script();
    return finish_stdout(EXIT_OK);
}
