/*
 * check_report_table.c - a class's checks as a table, one line a row.
 *
 * A teacher grading thirty students wants one line per student to paste
 * into a spreadsheet or sort in a shell, not thirty reports: the file
 * (or the student's program), the N it was checked at (a program's
 * range), the verdict's published name, the exit status and the summary
 * sentence, and at the end one line of counts per verdict. Tab-separated
 * for the shell (cut -f3), or CSV for a spreadsheet, whose fields are
 * written by table_cell.c, the one writer of every table's cells (RFC
 * 4180 quoting, and a cell that a spreadsheet would run as a formula
 * neutralised). The name is first quoted as every message of the
 * command quotes input (nqcnf_quote), so a tab or a line end in a file
 * name cannot add a column or a row, and no byte of a file reaches the
 * terminal raw. The summary sentence is not quoted again: it already
 * holds its input quoted by nqcnf_quote, so the same name reads the same
 * in the file column and in the summary. The closing line is a comment
 * in the TSV and one field in the CSV, so that a reader of either gets
 * whole rows.
 */
#include "check_rows.h"

#include "check_report.h"

#include <stdio.h>
#include <string.h>

/* One field, then the separator (or the line end when `last`). */
static void field(table_format format, const char *text, int last)
{
    table_cell(stdout, format, text);
    putchar(last ? '\n' : format == TABLE_CSV ? ',' : '\t');
}

void check_table_row(table_format format, const check_row *row)
{
    char name[1024], text[2048], n[32], status[16];
    const char *verdict =
        nqcnf_verdict_name((nqcnf_verdict)(row->shown >= 0
                                               ? row->shown
                                               : NQCNF_VERDICT_FAILED));
    if (row->first_n == row->last_n)
        snprintf(n, sizeof n, "%lu", (unsigned long)row->first_n);
    else
        snprintf(n, sizeof n, "%lu..%lu", (unsigned long)row->first_n,
                 (unsigned long)row->last_n);
    check_row_summary(row, text, sizeof text);
    snprintf(status, sizeof status, "%d", row->exit_status);
    field(format, nqcnf_quote(row->name, strlen(row->name), name, sizeof name),
          0);
    field(format, n, 0);
    field(format, verdict, 0);
    field(format, status, 0);
    field(format, text, 1);
}

void check_table_counts(table_format format, const check_totals *totals)
{
    char line[1024];
    size_t used = 0;
    const size_t rows = totals->files + totals->programs;
    if (totals->files > 0 || rows == 0)
        used += (size_t)snprintf(line + used, sizeof line - used,
                                 "# %zu file%s", totals->files,
                                 totals->files == 1 ? "" : "s");
    if (totals->programs > 0)
        used += (size_t)snprintf(line + used, sizeof line - used,
                                 "%s%zu program%s", used > 0 ? ", " : "# ",
                                 totals->programs,
                                 totals->programs == 1 ? "" : "s");
    const char *separator = ": ";
    for (int v = 0; v < NQCNF_VERDICT_COUNT && used < sizeof line; v++) {
        if (totals->counts[v] == 0) continue;
        used += (size_t)snprintf(line + used, sizeof line - used, "%s%zu %s",
                                 separator, totals->counts[v],
                                 nqcnf_verdict_name((nqcnf_verdict)v));
        separator = ", ";
    }
    field(format, line, 1);
}
