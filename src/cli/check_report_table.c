/*
 * check_report_table.c - a class's checks as a table, one line a file.
 *
 * A teacher grading thirty files wants one line per student to paste
 * into a spreadsheet or sort in a shell, not thirty reports: the file,
 * the N it was checked at, the verdict's published name, the exit
 * status and the summary sentence, separated by tabs, and at the end one
 * line of counts per verdict. A name or a sentence is quoted as every
 * message of the command quotes input (nqcnf_quote), so a tab or a line
 * end in a file name cannot add a column or a row, and no byte of a
 * file reaches the terminal raw.
 */
#include "check_report.h"

#include <stdio.h>
#include <string.h>

void check_report_table_row(const check_subject *subject,
                            const check_settings *settings,
                            const char *verdict, int exit_status,
                            const char *sentence)
{
    char name[1024], quoted[1024];
    const char *file = subject->file != NULL ? subject->file
                                             : subject->command;
    if (file == NULL) file = "";
    printf("%s\t%lu\t%s\t%d\t%s\n",
           nqcnf_quote(file, strlen(file), name, sizeof name),
           (unsigned long)subject->n, verdict, exit_status,
           nqcnf_quote(sentence, strlen(sentence), quoted, sizeof quoted));
    check_table *table = settings->table;
    table->files++;
    for (int v = 0; v < NQCNF_VERDICT_COUNT; v++)
        if (strcmp(nqcnf_verdict_name((nqcnf_verdict)v), verdict) == 0)
            table->counts[v]++;
}

void check_report_table_end(const check_table *table)
{
    printf("# %zu file%s", table->files, table->files == 1 ? "" : "s");
    const char *separator = ": ";
    for (int v = 0; v < NQCNF_VERDICT_COUNT; v++) {
        if (table->counts[v] == 0) continue;
        printf("%s%zu %s", separator, table->counts[v],
               nqcnf_verdict_name((nqcnf_verdict)v));
        separator = ", ";
    }
    putchar('\n');
}
