/*
 * check_rows.c - see check_rows.h.
 *
 * Which check shows a program's row is decided as the checks come: a
 * teacher reading one line per student wants the worst of it (the first
 * N that was rejected, then one out of time), and for a program that
 * passed everywhere the weakest pass, since "identical" would hide that
 * one N was only equivalent at that N.
 */
#include "check_rows.h"

#include "check_report.h"

#include <stdio.h>
#include <string.h>

static check_row *open_row;

void check_row_open(check_row *row, const char *name, const char *command,
                    uint32_t first_n, uint32_t last_n)
{
    memset(row, 0, sizeof *row);
    row->name = name;
    row->command = command;
    row->first_n = first_n;
    row->last_n = last_n;
    row->shown = -1;
    open_row = row;
}

void check_row_close(void) { open_row = NULL; }

/* How bad an exit status is: accepted, undecided, rejected, not run
 * (the grader's failure: the row's grade is not there at all). */
static int severity(int exit_status)
{
    if (exit_status == EXIT_UNDECIDED) return 1;
    if (exit_status == EXIT_GRADER_FAILURE) return 3;
    return exit_status == 0 ? 0 : 2;
}

static int verdict_index(const char *verdict)
{
    for (int v = 0; v < NQCNF_VERDICT_COUNT; v++)
        if (strcmp(nqcnf_verdict_name((nqcnf_verdict)v), verdict) == 0)
            return v;
    return NQCNF_VERDICT_FAILED;
}

void check_row_note(uint32_t n, const char *verdict, int exit_status,
                    const char *sentence)
{
    check_row *row = open_row;
    if (row == NULL) return;
    const int v = verdict_index(verdict);
    row->checks++;
    row->counts[v]++;
    row->accepted += exit_status == 0;
    if (exit_status != 0 && exit_status != EXIT_UNDECIDED &&
        row->first_rejected == 0)
        row->first_rejected = n;
    const int worse =
        row->shown < 0 || severity(exit_status) > severity(row->exit_status) ||
        (exit_status == 0 && row->exit_status == 0 && v > row->shown);
    row->exit_status = check_worst_exit(row->exit_status, exit_status);
    if (!worse) return;
    row->shown = v;
    row->shown_n = n;
    snprintf(row->sentence, sizeof row->sentence, "%s", sentence);
}

void check_row_summary(const check_row *row, char *out, size_t size)
{
    if (row->command != NULL)
        snprintf(out, size, "%zu of %zu N accepted; N=%lu: %s", row->accepted,
                 row->checks, (unsigned long)row->shown_n, row->sentence);
    else
        snprintf(out, size, "%s", row->sentence);
}

void check_totals_add(check_totals *totals, const check_row *row)
{
    if (row->command != NULL) totals->programs++;
    else totals->files++;
    const int v = row->shown >= 0 ? row->shown : NQCNF_VERDICT_FAILED;
    totals->counts[v]++;
    const int status = row->shown >= 0 ? row->exit_status : 1;
    if (status >= 0 && status < 4) totals->by_exit[status]++;
}
