/*
 * man_page.c - `nqueens-cnf help --man`: the manual page, as roff.
 *
 * The page is printed by the program from the same tables as the help
 * (option_table.h), so it cannot fall behind an option; the copy in
 * docs/ is this output, checked by test_docs, and the build installs it.
 * What is not a command or an option (what N may be, the exit statuses,
 * the examples) is roff written here. Table text is plain: it is escaped
 * on the way ('-' becomes \-, a line never starts with '.' or '\'').
 */
#include "help.h"

#include "messages.h"
#include "mistakes.h"
#include "nqcnf_experimental.h"

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

static const char closing_text[] =
    ".SH EXIT STATUS\n"
    ".TP\n.B 0\n"
    "Success; for\n.BR decode :\n"
    "at least one model was read and every model is a valid solution; for\n"
    ".BR check :\nevery file (or\n.IR N )\nis accepted.\n"
    ".TP\n.B 1\n"
    "Failure while running: a write failed (disk full, file-size limit,\n"
    "unwritable directory), memory ran out, a file could not be read; for\n"
    ".BR decode :\n"
    "an invalid board, malformed input, or an UNSATISFIABLE/UNKNOWN answer;\n"
    "for\n.BR check :\n"
    "a file (or\n.IR N )\n"
    "is rejected: not equivalent, malformed, unreadable, a generator run\n"
    "that failed, or under\n.B \\-\\-strict\n"
    "a file equivalent at this\n.I N\nonly.\n"
    ".TP\n.B 2\n"
    "Usage error: a bad\n.IR N ,\n"
    "an unknown command or option, a missing or extra argument; nothing is\n"
    "written to standard output.\n"
    ".TP\n.B 3\n.B check\nonly: a question was out of reach (no file "
    "rejected).\n"
    ".TP\n.B 4\n.B decode \\-\\-distinct\n"
    "only: every model is a valid solution, but one repeats an earlier one.\n"
    ".TP\n.B 10\n.B solve\nonly: a solution was found (the SAT-solver "
    "convention).\n"
    ".TP\n.B 20\n.B solve\nonly: no solution exists\n.RI ( N\n= 2 and 3).\n"
    ".PP\n"
    "Errors are one line on standard error,\n"
    ".RB \\(oq \"nqueens-cnf: error:\"\n.IR what \\(cq,\n"
    "quoting the offending value.\n"
    "A failed write to standard output stops the program at once with exit\n"
    "status 1; a reader that goes away ends it quietly, by SIGPIPE.\n"
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
    ".EE\n.RE\n"
    ".SH SEE ALSO\n"
    ".BR minisat (1),\n.BR picosat (1),\n.BR z3 (1).\n"
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

static void put_options(command_id command, option_group group,
                        const char *heading)
{
    int any = 0;
    for (size_t i = 0; i < option_table_size(); i++) {
        const option_row *row = option_table_row(i);
        if (!option_listed(row, command, group)) continue;
        if (!any) printf(".SS %s\n", heading);
        any = 1;
        put_option(row);
    }
}

static void put_synopsis(void)
{
    puts(".SH SYNOPSIS");
    for (size_t i = 0; i < command_table_size(); i++) {
        const command_row *row = command_table_row(i);
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
}

static void put_commands(void)
{
    puts(".SH COMMANDS");
    for (size_t i = 0; i < command_table_size(); i++) {
        const command_row *row = command_table_row(i);
        puts(".TP");
        printf(".B \"nqueens-cnf%s%s\"\n", row->name ? " " : "",
               row->name ? row->name : "");
        put_roff(row->description);
    }
}

static void put_all_options(void)
{
    char heading[64], commands[192];
    command_set encoding = 0;
    puts(".SH OPTIONS");
    for (size_t i = 0; i < command_table_size(); i++) {
        const command_row *row = command_table_row(i);
        snprintf(heading, sizeof heading, "Options of %s",
                 command_display_name(row->id));
        put_options(row->id, GROUP_OWN, heading);
    }
    for (size_t i = 0; i < option_table_size(); i++)
        if (option_table_row(i)->group == GROUP_ENCODING)
            encoding |= option_table_row(i)->commands;
    printf(".SS Encoding options\nThese apply to %s.\n",
           command_list_text(encoding, commands, sizeof commands));
    for (size_t i = 0; i < option_table_size(); i++)
        if (option_table_row(i)->group == GROUP_ENCODING &&
            !option_table_row(i)->hidden)
            put_option(option_table_row(i));
    put_options(COMMAND_GENERATE, GROUP_COMMON, "Common options");
}

int show_man_page(void)
{
    puts(".\\\" nqueens-cnf(1): the N-Queens puzzle as SAT instances, and "
         "back.\n"
         ".\\\" Printed by 'nqueens-cnf help --man' from the command's "
         "tables; do not edit.");
    printf(".TH NQUEENS-CNF 1 \"2026\" \"nqueens-cnf %s\" \"User Commands\"\n",
           nqcnf_version());
    puts(".SH NAME\n"
         "nqueens-cnf \\- the N-Queens puzzle as SAT instances (DIMACS CNF), "
         "and back");
    put_synopsis();
    puts(".SH DESCRIPTION");
    put_roff(command_row_by_id(COMMAND_GENERATE)->description);
    fputs(description_text, stdout);
    put_commands();
    put_all_options();
    fputs(closing_text, stdout);
    return finish_stdout(EXIT_OK);
}
