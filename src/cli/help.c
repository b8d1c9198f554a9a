/*
 * help.c - `--help`, `help [COMMAND]`, `COMMAND --help` and `--version`.
 *
 * Every line about a command or an option is printed from the tables
 * (option_table.h): the usage lines from the command table, the options
 * from the option table, the names of encodings, formats and solver
 * backends from the library's tables (table_names.h). So a new row shows
 * up here, in the man pages and in the completion script without an
 * edit. There are two sizes of help, because they answer two questions:
 * the overview (`--help`, `help`) is what is there, and fits a screen:
 * the commands and the options marked as used most, by their one-line
 * brief; a command's help (`help COMMAND`, `COMMAND --help`) is how to
 * use it, every option it takes under the heading of its purpose, in the
 * groups' fixed order, so benchmark options come last. Only the prose
 * around them (what N may be, the exit statuses, the examples) is
 * written here. Text is wrapped here, not by hand, because generated
 * lists have no fixed length.
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

/* After the generator's options: what no row says. */
static const char generator_closing_text[] =
    "N is a whole number from 1 to 46340 (N*N must fit a solver's 32-bit\n"
    "variable numbers). From N = 1089 on, the clause count exceeds\n"
    "2147483647 and most solvers cannot read the file: a warning says so.\n"
    "\n"
    "Exit status: 0 success; 1 failure while running; 2 usage error.\n";

/* The end of the overview: a start for each kind of reader. */
static const char overview_examples[] =
    "Examples:\n"
    "  nqueens-cnf 8 > q8.cnf\n"
    "  nqueens-cnf 8 | cryptominisat5 | nqueens-cnf decode 8\n"
    "  nqueens-cnf solve 8 --svg q8.svg\n"
    "  nqueens-cnf check 8 --strict my-8.cnf\n";

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

/* "  -o, --output FILE" then `text` from TEXT_COLUMN on. */
static void print_option_line(const option_row *row, const char *text)
{
    char label[96];
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
    print_wrapped(column, TEXT_COLUMN, text);
}

static void print_group_heading(option_group group)
{
    printf("\n%s:\n", option_group_heading(group));
}

static void print_option(const option_row *row)
{
    char text[1024];
    print_option_line(row, option_help_text(row, text, sizeof text));
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

int show_help(void)
{
    for (size_t i = 0; i < command_table_size(); i++)
        print_usage_lines(command_table_row(i), i == 0, 1);
    puts("\nThe options used most:");
    for (size_t i = 0; i < option_table_size(); i++) {
        const option_row *row = option_table_row(i);
        if (row->brief != NULL && !row->hidden)
            print_option_line(row, row->brief);
    }
    putchar('\n');
    print_wrapped(0, 0, "Every option of a command, by purpose: 'nqueens-cnf "
                        "help COMMAND' (the generator's: 'help "
                        GENERATOR_TOPIC "'), or 'man nqueens-cnf-COMMAND'; "
                        "the whole story: 'man nqueens-cnf'.");
    putchar('\n');
    fputs(overview_examples, stdout);
    return finish_stdout(EXIT_OK);
}

/* A command's whole help; the generator's too, which only `help
 * generate` reaches: `nqueens-cnf --help` is the overview. */
static int show_full_help(const command_row *row)
{
    print_usage_lines(row, 1, 0);
    putchar('\n');
    print_wrapped(0, 0, row->description);
    option_walk_groups(row->id, print_group_heading, print_option);
    putchar('\n');
    if (row->id == COMMAND_GENERATE) {
        fputs(generator_closing_text, stdout);
        puts("\nThe manual page: 'man nqueens-cnf'.");
    } else {
        printf("The manual page: 'man %s-%s'.\n", PROGRAM_NAME, row->name);
    }
    return finish_stdout(EXIT_OK);
}

int show_command_help(command_id command)
{
    /* main.c cannot tell `nqueens-cnf --help` from `nqueens-cnf 8 --help`:
     * both want to know what there is. */
    if (command == COMMAND_GENERATE) return show_help();
    return show_full_help(command_row_by_id(command));
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
    const command_row *row = NULL;
    if (args.positional_count > 0) {
        row = command_find_topic(args.positional[0]);
        if (row == NULL) return unknown_command(args.positional[0]);
    }
    if (man) return show_man_page(row ? row->id : COMMAND_GENERATE);
    return row == NULL ? show_help() : show_full_help(row);
}
