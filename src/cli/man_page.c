/*
 * man_page.c - `nqueens-cnf help --man [COMMAND]`: the manual pages, as
 * roff.
 *
 * As git does, each command has a page of its own, nqueens-cnf-COMMAND(1),
 * and nqueens-cnf(1) is the overview: every command's synopsis and
 * summary, what N may be, every exit status, the examples, and the
 * options of the generator, which has no word and so no page of its own.
 * The pages are printed by the program from the same tables as the help
 * (option_table.h), options under the same group headings in the same
 * order, so no page can fall behind an option; the copies in docs/man/
 * are this output, checked by test_docs, and the build installs them.
 * What is not a command or an option (what N may be, the exit statuses,
 * the examples) is written here once, as plain text or roff, and each
 * page takes what concerns its command. Table text is plain: it is
 * escaped on the way ('-' becomes \-, a line never starts with '.' or
 * '\'').
 */
#include "help.h"

#include "messages.h"
#include "mistakes.h"
#include "nqcnf_experimental.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char description_text[] =
    ".PP\n"
    ".I N\n"
    "is a plain decimal whole number from 1 to 46340 (so that\n"
    ".I N*N\n"
    "fits a solver's signed 32-bit variable numbers).\n"
    "Zero, signs, spaces, hexadecimal, exponents and fractions are refused.\n"
    "From\n"
    ".I N\n"
    "= 1089 on, the clause count exceeds 2147483647 and most solvers cannot\n"
    "read the header; the file is still written, with one warning on\n"
    "standard error.\n"
    ".PP\n"
    "Options may stand before or after\n"
    ".IR N ;\n"
    "every option that takes a value accepts both\n"
    ".B \\-\\-opt\n"
    ".I VALUE\n"
    "and\n"
    ".BI \\-\\-opt= VALUE\\fR.\n"
    ".B \\-\\-\n"
    "ends the options.\n"
    "A mistyped command or option is answered with the closest one, and an\n"
    "option given to the wrong command with the commands that take it.\n";

#define ONLY(c) COMMAND_BIT(COMMAND_##c)
#define ALL_BUT(a, b) (ALL_COMMANDS & ~(ONLY(a) | ONLY(b)))

/* One exit status, as it stands for some commands: plain text, begun in
 * lower case and without a full stop, as the overview puts "For decode, "
 * before it and a command's page a capital. */
static const struct exit_row {
    int status;
    command_set commands;
    const char *text;
} exit_rows[] = {
    {0, ALL_BUT(DECODE, CHECK), "success"},
    {0, ONLY(DECODE), "at least one model was read and every model is a "
                      "valid solution"},
    {0, ONLY(CHECK), "every file (or N) is accepted"},
    {1, ALL_BUT(DECODE, CHECK), "failure while running: a write failed "
                                "(disk full, file-size limit, unwritable "
                                "directory), memory ran out, a file could "
                                "not be read"},
    {1, ONLY(DECODE), "an invalid board, malformed input, an "
                      "UNSATISFIABLE/UNKNOWN answer, or a failure while "
                      "running"},
    {1, ONLY(CHECK), "a file (or N) is rejected: not equivalent, malformed, "
                     "unreadable, a generator run that failed, or under "
                     "--strict a file equivalent at this N only; or a "
                     "failure while running"},
    {1, ONLY(EXPLAIN), "a malformed file (annotated all the same), a text "
                       "that is not a CNF, or SMT-LIB outside the fragment "
                       "check reads"},
    {2, ALL_COMMANDS, "usage error: a bad N, an unknown command or option, "
                      "a missing or extra argument; nothing is written to "
                      "standard output"},
    {3, ONLY(CHECK), "a question was out of reach (no file rejected)"},
    {4, ONLY(DECODE), "with --distinct: every model is a valid solution, "
                      "but one repeats an earlier one"},
    {10, ONLY(SOLVE), "a solution was found (the SAT-solver convention)"},
    {20, ONLY(SOLVE), "no solution exists (N = 2 and 3, or pre-placed "
                      "queens that cannot be completed)"},
};

static const char errors_text[] =
    ".PP\n"
    "Errors are one line on standard error,\n"
    ".RB \\(oq \"nqueens-cnf: error:\"\n.IR what \\(cq,\n"
    "quoting the offending value.\n"
    "A failed write to standard output stops the program at once with exit\n"
    "status 1; a reader that goes away ends it quietly, by SIGPIPE.\n";

static const char examples_text[] =
    ".SH EXAMPLES\n"
    "The 744-clause file of the lesson, and a hand-written one compared with\n"
    "it:\n"
    ".PP\n.RS\n.EX\n"
    "nqueens-cnf 8 > q8.cnf\n"
    "nqueens-cnf 4 | diff \\- my\\-hand\\-written\\-4.cnf\n"
    "nqueens-cnf check 4 my\\-4\\-queens.cnf\n"
    ".EE\n.RE\n.PP\n"
    "An external solver, then back to a board:\n"
    ".PP\n.RS\n.EX\n"
    "nqueens-cnf 8 | cryptominisat5 | nqueens-cnf decode 8\n"
    "minisat q8.cnf out; nqueens-cnf decode 8 out\n"
    "nqueens-cnf 100 \\-\\-encoding sequential | cadical | nqueens-cnf "
    "decode 100\n"
    "nqueens-cnf 8 \\-\\-format smt2 | z3 \\-in | nqueens-cnf decode 8\n"
    ".EE\n.RE\n.PP\n"
    "Solving, completing and counting in-process:\n"
    ".PP\n.RS\n.EX\n"
    "nqueens-cnf solve 8 \\-\\-svg q8.svg\n"
    "nqueens-cnf solve 8 \\-\\-queen 1,1 \\-\\-queen 2,3\n"
    "nqueens-cnf count 8 \\-\\-unique\n"
    "nqueens-cnf count 16 \\-\\-estimate\n"
    "seq 8 | parallel \\-\\-tag nqueens-cnf count 15 \\-\\-shard {}/8\n"
    ".EE\n.RE\n.PP\n"
    "Sizes without writing, a large file written atomically, a study sheet,\n"
    "the help of one command:\n"
    ".PP\n.RS\n.EX\n"
    "nqueens-cnf stats 1000\n"
    "nqueens-cnf \\-o q300.cnf 300\n"
    "nqueens-cnf explain 4 | less\n"
    "nqueens-cnf help check\n"
    ".EE\n.RE\n";

static const char library_text[] =
    ".PP\n"
    "The library: the header\n.I nqcnf.h\n"
    "and, for programs,\n"
    ".RB \\(oq \"pkg-config \\-\\-cflags \\-\\-libs nqcnf\" \\(cq\n"
    "or, in CMake,\n"
    ".RB \\(oq \"find_package(nqcnf)\" \\(cq\n"
    "with the target\n.BR nqcnf::nqcnf .\n";

/* Plain text as roff: '-' and '\' escaped, a new line after each
 * sentence (roff's convention), no line starting with a control
 * character. */
static void put_roff(const char *text)
{
    int line_start = 1;
    for (const char *p = text; *p != '\0'; p++) {
        if (line_start && (*p == '.' || *p == '\'')) fputs("\\&", stdout);
        line_start = 0;
        if (*p == '-') {
            fputs("\\-", stdout);
        } else if (*p == '\\') {
            fputs("\\e", stdout);
        } else if (*p == ' ' && p > text && p[-1] == '.' &&
                   p[1] >= 'A' && p[1] <= 'Z') {
            putchar('\n');
            line_start = 1;
        } else {
            putchar(*p);
        }
    }
    putchar('\n');
}

/* Roff for a name: every '-' escaped. */
static void put_escaped_name(const char *name)
{
    for (const char *p = name; *p != '\0'; p++)
        if (*p == '-')
            fputs("\\-", stdout);
        else
            putchar(*p);
}

/* ".TP" and the option's names in bold, its value in italics. */
static void put_option(const option_row *row)
{
    char text[1024];
    puts(".TP");
    if (row->short_name != 0)
        printf(".BR \\-%c \", \" \\-\\-", row->short_name);
    else
        fputs(row->placeholder ? ".BI \\-\\-" : ".B \\-\\-", stdout);
    put_escaped_name(row->long_name);
    if (row->placeholder != NULL && row->short_name != 0)
        printf(" \" \\fI%s\\fP\"", row->placeholder);
    else if (row->placeholder != NULL)
        printf(" \" %s\"", row->placeholder);
    putchar('\n');
    put_roff(option_help_text(row, text, sizeof text));
}

static void put_group_heading(option_group group)
{
    printf(".SS %s\n", option_group_heading(group));
}

static void put_synopsis_of(const command_row *row)
{
    for (const char *s = row->synopsis; *s != '\0';) {
        const size_t length = strcspn(s, "\n");
        char form[160];
        snprintf(form, sizeof form, "%.*s", (int)length, s);
        printf(".SY \"nqueens-cnf%s%s\"\n", row->name ? " " : "",
               row->name ? row->name : "");
        put_roff(form);
        puts(".YS");
        s += length + (s[length] == '\n');
    }
}

/* The summary's lines as one clause, "a; b; c", then `end`: nothing in
 * NAME, which is a line for whatis, a full stop in a sentence. */
static void put_summary(const command_row *row, const char *end)
{
    char text[512];
    size_t used = 0;
    for (const char *s = row->summary; *s != '\0' && used < sizeof text;) {
        const size_t length = strcspn(s, "\n");
        used += (size_t)snprintf(text + used, sizeof text - used, "%s%.*s",
                                 used ? "; " : "", (int)length, s);
        s += length + (s[length] == '\n');
    }
    if (used < sizeof text)
        snprintf(text + used, sizeof text - used, "%s", end);
    put_roff(text);
}

/* "nqueens-cnf-check(1)" as a reference, `after` right behind it. */
static void put_page_reference(const char *name, const char *after)
{
    fputs(".BR nqueens\\-cnf", stdout);
    if (name != NULL) {
        fputs("\\-", stdout);
        put_escaped_name(name);
    }
    printf(" (1)%s\n", after);
}

static void put_exit_statuses(command_id command, int overview)
{
    char list[192];
    int previous = -1;
    puts(".SH EXIT STATUS");
    for (size_t i = 0; i < sizeof exit_rows / sizeof exit_rows[0]; i++) {
        const struct exit_row *row = &exit_rows[i];
        if (!overview && (row->commands & COMMAND_BIT(command)) == 0)
            continue;
        if (row->status != previous) printf(".TP\n.B %d\n", row->status);
        previous = row->status;
        char text[512];
        if (overview && row->commands != ALL_COMMANDS &&
            (row->commands & COMMAND_BIT(COMMAND_GENERATE)) == 0)
            snprintf(text, sizeof text, "For %s, %s.",
                     command_list_text(row->commands, list, sizeof list),
                     row->text);
        else
            snprintf(text, sizeof text, "%c%s.",
                     toupper((unsigned char)row->text[0]), row->text + 1);
        put_roff(text);
    }
    fputs(errors_text, stdout);
}

/* The comment and the title line; `name` NULL for the overview. */
static void put_title(const char *name, const char *what)
{
    char upper[64] = "";
    for (size_t i = 0; name != NULL && name[i] != '\0' && i + 1 < 64; i++)
        upper[i] = (char)toupper((unsigned char)name[i]);
    printf(".\\\" nqueens-cnf%s%s(1): %s\n"
           ".\\\" Printed by 'nqueens-cnf help --man%s%s' from the command's "
           "tables; do not edit.\n",
           name ? "-" : "", name ? name : "", what, name ? " " : "",
           name ? name : "");
    printf(".TH NQUEENS-CNF%s%s 1 \"2026\" \"nqueens-cnf %s\" "
           "\"User Commands\"\n",
           name ? "-" : "", upper, nqcnf_version());
}

static int show_overview_page(void)
{
    put_title(NULL, "the N-Queens puzzle as SAT instances, and back.");
    puts(".SH NAME\n"
         "nqueens-cnf \\- the N-Queens puzzle as SAT instances (DIMACS CNF), "
         "and back");
    puts(".SH SYNOPSIS");
    for (size_t i = 0; i < command_table_size(); i++)
        put_synopsis_of(command_table_row(i));
    puts(".SH DESCRIPTION");
    put_roff(command_row_by_id(COMMAND_GENERATE)->description);
    fputs(description_text, stdout);
    puts(".PP\n"
         "Each command has a page of its own, listed below, with its\n"
         "options grouped by purpose; the options here are the "
         "generator's.");
    puts(".SH COMMANDS");
    for (size_t i = 0; i < command_table_size(); i++) {
        const command_row *row = command_table_row(i);
        if (row->name == NULL) continue;
        printf(".TP\n.B \"nqueens-cnf %s\"\n", row->name);
        put_summary(row, ".");
        puts("See");
        put_page_reference(row->name, ".");
    }
    puts(".SH OPTIONS");
    option_walk_groups(COMMAND_GENERATE, put_group_heading, put_option);
    put_exit_statuses(COMMAND_GENERATE, 1);
    fputs(examples_text, stdout);
    puts(".SH SEE ALSO");
    for (size_t i = 0; i < command_table_size(); i++)
        if (command_table_row(i)->name != NULL)
            put_page_reference(command_table_row(i)->name, ",");
    puts(".BR minisat (1),\n.BR picosat (1),\n.BR z3 (1).");
    fputs(library_text, stdout);
    return finish_stdout(EXIT_OK);
}

int show_man_page(command_id command)
{
    const command_row *row = command_row_by_id(command);
    if (row->name == NULL) return show_overview_page();
    char what[256];
    snprintf(what, sizeof what, "the %s command of nqueens-cnf.",
             row->name);
    put_title(row->name, what);
    printf(".SH NAME\nnqueens-cnf-%s \\- ", row->name);
    put_summary(row, "");
    puts(".SH SYNOPSIS");
    put_synopsis_of(row);
    puts(".SH DESCRIPTION");
    put_roff(row->description);
    if (row->first_completes == COMPLETE_NOTHING && row->max_positionals > 0)
        puts(".PP\nWhat\n.I N\nmay be, and how options are written:\n"
             ".BR nqueens\\-cnf (1).");
    puts(".SH OPTIONS");
    option_walk_groups(command, put_group_heading, put_option);
    put_exit_statuses(command, 0);
    puts(".SH SEE ALSO");
    put_page_reference(NULL, "");
    return finish_stdout(EXIT_OK);
}
