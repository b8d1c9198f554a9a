/*
 * check_rows.h - what each row of a class came to, and the table and
 * JSON records that say it.
 *
 * A row is a file, checked once, or a student's program, checked at
 * every N of its range; the table gives each one line and JSON each
 * program a summary record, so the verdicts are gathered per row as
 * they are reached. They are reached deep in check_run.c, behind the
 * reporters' settings, which every check shares and which say how to
 * word a check, not where it belongs: so the row being gathered is
 * opened here, one at a time, and check_run.c notes each verdict into
 * whichever is open.
 */
#ifndef NQCNF_CLI_CHECK_ROWS_H
#define NQCNF_CLI_CHECK_ROWS_H

#include "nqcnf_experimental.h"
#include "table_cell.h"

#include <stddef.h>
#include <stdint.h>


typedef struct check_row {
    const char *name;    /* the file, the roster's name of the program,
                            or its command */
    const char *command; /* a program's command, N as {n}; NULL: a file */
    uint32_t first_n, last_n; /* a file's N in both (0: not told) */
    size_t checks, accepted;
    size_t counts[NQCNF_VERDICT_COUNT]; /* per nqcnf_verdict */
    int exit_status;     /* the worst (check_worst_exit) */
    uint32_t first_rejected; /* the first N with exit status 1, or 0 */
    /* the check the row is shown by: the first with the worst exit
     * status, and among accepted ones the first of the weakest verdict
     * (equivalent at this N rather than identical) */
    int shown;           /* its nqcnf_verdict, or -1 before any check */
    uint32_t shown_n;
    char sentence[1024]; /* its summary sentence */
} check_row;

/* Opens `row` for the checks that follow; check_row_close() ends it. */
void check_row_open(check_row *row, const char *name, const char *command,
                    uint32_t first_n, uint32_t last_n);
void check_row_close(void);

/* One check's verdict (its published name), exit status and sentence,
 * into the open row, if any. */
void check_row_note(uint32_t n, const char *verdict, int exit_status,
                    const char *sentence);

/* The row's summary sentence: a file's own, or for a program how many
 * N were accepted and the shown N's sentence. */
void check_row_summary(const check_row *row, char *out, size_t size);

/* The rows of a class, for the closing line. */
typedef struct check_totals {
    size_t files, programs;
    size_t counts[NQCNF_VERDICT_COUNT]; /* rows per shown verdict */
    size_t by_exit[4];   /* rows per exit status: 0, 1, -, 3 */
} check_totals;

void check_totals_add(check_totals *totals, const check_row *row);

/* The table's line for a row (file or program, N or range, verdict,
 * exit status, sentence; a program's sentence says how many N passed and
 * which N it shows), and the closing line of counts per verdict. */
void check_table_row(table_format format, const check_row *row);
void check_table_counts(table_format format, const check_totals *totals);

/* --json: a program's summary record, after its lines; and a class's
 * closing record, after the last row. */
void check_json_row_summary(const check_row *row, int strict);
void check_json_totals(const check_totals *totals, int strict);

#endif
