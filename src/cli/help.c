/*
 * help.c - `--help`, `help [COMMAND]`, `COMMAND --help` and `--version`.
 *
 * Every line about a command or an option is printed from the tables
 * (option_table.h): the usage lines from the command table, the options
 * from the option table, the names of encodings, formats and solver
 * backends from the library's tables (table_names.h). So a new row shows
 * up here, in the man page and in the completion script without an
 * edit. Only the prose around them (what N may be, the exit statuses,
 * the examples) is written here. Text is wrapped here, not by hand,
 * because generated lists have no fixed length.
 */
#include "help.h"

#include "command_line.h"
#include "commands.h"
#include "messages.h"
#include "mistakes.h"
#include "nqcnf_experimental.h"
#include "table_names.h"

#include <stdio.h>
#include <string.h>

enum { TEXT_COLUMN = 21, SUMMARY_COLUMN = 40, LINE_WIDTH = 76 };

static const char closing_text[] =
    "N is a whole number from 1 to 46340 (N*N must fit a solver's 32-bit\n"
    "variable numbers). From N = 1089 on, the clause count exceeds\n"
    "2147483647 and most solvers cannot read the file: a warning says so.\n"
    "\n"
    "Exit status: 0 success; 1 failure while running, or decode found no\n"
    "valid board, or check rejected a file; 2 usage error; 3 check could\n"
    "not decide; 4 decode --distinct read a model twice; solve: 10\n"
    "solution found, 20 none exists.\n"
    "\n"
    "Examples:\n"
    "  nqueens-cnf 8 > q8.cnf\n"
    "  nqueens-cnf 8 | cryptominisat5 | nqueens-cnf decode 8\n"
    "  minisat q8.cnf out; nqueens-cnf decode 8 out\n"
    "  nqueens-cnf solve 8 --svg q8.svg\n"
    "  nqueens-cnf count 8 --unique\n"
    "  nqueens-cnf count 16 --estimate\n"
    "  seq 8 | parallel --tag nqueens-cnf count 15 --shard {}/8\n"
    "  nqueens-cnf check 8 --strict --json student*.cnf\n"
    "  nqueens-cnf check --generator 'python3 gen.py {n}' --range 4..12\n"
    "  nqueens-cnf 100 --encoding sequential | cadical | nqueens-cnf decode 100\n"
    "  nqueens-cnf solve 8 --queen 1,1 --queen 2,3\n"
    "  nqueens-cnf 8 --format smt2 | z3 -in | nqueens-cnf decode 8\n"
    "  nqueens-cnf stats 1000\n";

/* Prints `text` from `column` on (the cursor stands at `column`),
 * wrapped at spaces to LINE_WIDTH, later lines indented to `indent`;
 * ends the line. */
static void print_wrapped(int column, int indent, const char *text)
{
    const char *separator = "";
    while (*text != '\0') {
        const size_t word = strcspn(text, " ");
        if (column + (int)(strlen(separator) + word) > LINE_WIDTH &&
            column > indent) {
            putchar('\n');
            column = 0;
            separator = "";
        }
        if (column < indent) {
            column += printf("%*s", indent - column, "");
            separator = "";
        }
        column += printf("%s%.*s", separator, (int)word, text);
        separator = " ";
        text += word;
        text += strspn(text, " ");
    }
    putchar('\n');
}

static name_table table_of(completion_kind kind)
{
    return kind == COMPLETE_ENCODING ? TABLE_ENCODINGS
           : kind == COMPLETE_FORMAT ? TABLE_FORMATS
                                     : TABLE_BACKENDS;
}

const char *option_help_text(const option_row *row, char *text, size_t size)
{
    static const char marker[] = "{choices}";
    const char *at = strstr(row->help, marker);
    if (at == NULL) {
        snprintf(text, size, "%s", row->help);
        return text;
    }
    char choices[512];
    snprintf(text, size, "%.*s%s%s", (int)(at - row->help), row->help,
             table_choices(table_of(row->completes), choices, sizeof choices),
             at + strlen(marker));
    return text;
}

int option_listed(const option_row *row, command_id command,
                  option_group group)
{
    return !row->hidden && row->group == group &&
           (row->commands & COMMAND_BIT(command)) != 0;
}

/* "  -o, --output FILE" then the help from TEXT_COLUMN on. */
static void print_option(const option_row *row)
{
    char label[96], text[1024];
    if (row->short_name != 0)
        snprintf(label, sizeof label, "-%c, --%s%s%s", row->short_name,
                 row->long_name, row->placeholder ? " " : "",
                 row->placeholder ? row->placeholder : "");
    else
        snprintf(label, sizeof label, "--%s%s%s", row->long_name,
                 row->placeholder ? " " : "",
                 row->placeholder ? row->placeholder : "");
    int column = printf("  %s", label);
    if (column + 2 > TEXT_COLUMN) column += printf("  ");
    print_wrapped(column, TEXT_COLUMN, option_help_text(row, text,
                                                        sizeof text));
}

/* The heading (wrapped) and the rows of `command` in `group`; nothing
 * if it has none. */
static void print_option_group(command_id command, option_group group,
                               const char *heading)
{
    int any = 0;
    for (size_t i = 0; i < option_table_size(); i++) {
        const option_row *row = option_table_row(i);
        if (!option_listed(row, command, group)) continue;
        if (!any) {
            putchar('\n');
            print_wrapped(0, 0, heading);
        }
        any = 1;
        print_option(row);
    }
}

/* "Usage: nqueens-cnf solve N [OPTIONS]", one line per form, with the
 * summary from SUMMARY_COLUMN on when `summaries`. */
static void print_usage_lines(const command_row *row, int first_line,
                              int summaries)
{
    const char *synopsis = row->synopsis, *summary = row->summary;
    while (*synopsis != '\0') {
        const size_t length = strcspn(synopsis, "\n");
        int column = printf("%s%s%s%s %.*s",
                            first_line ? "Usage: " : "       ", PROGRAM_NAME,
                            row->name ? " " : "", row->name ? row->name : "",
                            (int)length, synopsis);
        first_line = 0;
        synopsis += length + (synopsis[length] == '\n');
        const size_t said = strcspn(summary, "\n");
        if (!summaries || said == 0) {
            putchar('\n');
            continue;
        }
        char text[256];
        snprintf(text, sizeof text, "%.*s", (int)said, summary);
        summary += said + (summary[said] == '\n');
        if (column + 2 > SUMMARY_COLUMN) {
            putchar('\n');
            column = 0;
        }
        column += printf("%*s", SUMMARY_COLUMN - column, "");
        print_wrapped(column, SUMMARY_COLUMN, text);
    }
}

static const char *encoding_heading(void)
{
    static char heading[256];
    char commands[192];
    command_set set = 0;
    for (size_t i = 0; i < option_table_size(); i++)
        if (option_table_row(i)->group == GROUP_ENCODING)
            set |= option_table_row(i)->commands;
    snprintf(heading, sizeof heading,
             "Options that change the encoding (%s):",
             command_list_text(set, commands, sizeof commands));
    return heading;
}

int show_help(void)
{
    for (size_t i = 0; i < command_table_size(); i++)
        print_usage_lines(command_table_row(i), i == 0, 1);
    putchar('\n');
    print_wrapped(0, 0, command_row_by_id(COMMAND_GENERATE)->description);
    print_option_group(COMMAND_GENERATE, GROUP_OWN,
                       "Options of the generator:");
    print_option_group(COMMAND_GENERATE, GROUP_ENCODING, encoding_heading());
    print_option_group(COMMAND_GENERATE, GROUP_COMMON, "Common options:");
    putchar('\n');
    print_wrapped(0, 0, "The options of each command: 'nqueens-cnf help "
                        "COMMAND' or 'nqueens-cnf COMMAND --help'.");
    putchar('\n');
    fputs(closing_text, stdout);
    return finish_stdout(EXIT_OK);
}

int show_command_help(command_id command)
{
    const command_row *row = command_row_by_id(command);
    if (command == COMMAND_GENERATE) return show_help();
    print_usage_lines(row, 1, 0);
    putchar('\n');
    print_wrapped(0, 0, row->description);
    char heading[64];
    snprintf(heading, sizeof heading, "Options of %s:", row->name);
    print_option_group(command, GROUP_OWN, heading);
    print_option_group(command, GROUP_ENCODING,
                       "Options that change the encoding:");
    print_option_group(command, GROUP_COMMON, "Common options:");
    return finish_stdout(EXIT_OK);
}

int show_version(void)
{
    printf("%s %s\nsolvers:", PROGRAM_NAME, nqcnf_version());
    for (unsigned i = 0; i < table_size(TABLE_BACKENDS); i++)
        if (nqcnf_backend_available((nqcnf_backend)i))
            printf(" %s", table_name(TABLE_BACKENDS, i));
    putchar('\n');
    return finish_stdout(EXIT_OK);
}

int command_help(int argc, char **argv, int first)
{
    int man = 0;
    const option_binding own[] = {BIND_FLAG(OPTION_MAN, &man)};
    const binding_list bindings = {own, 1, NULL};
    cli_arguments args;
    const int status = parse_command_line(argc, argv, first, COMMAND_HELP,
                                          &bindings, &args);
    if (status != 0) return status;
    if (man) {
        if (args.positional_count > 0)
            return usage_error("'--man' prints the whole manual: remove '%s'",
                               args.positional[0]);
        return show_man_page();
    }
    if (args.positional_count == 0) return show_help();
    const command_row *row = command_find(args.positional[0]);
    if (row == NULL) return unknown_command(args.positional[0]);
    return show_command_help(row->id);
}
