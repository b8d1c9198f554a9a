/*
 * table_cell.h - one cell of a CSV or TSV table, safe to open.
 *
 * The command writes two kinds of tables: check's one line per student
 * (--table, --format csv|tsv) and a family's index.csv. Both are opened
 * in spreadsheets, which run a cell that begins with '=', '+', '-' or
 * '@' as a formula (and some with a tab or a carriage return before
 * one): a student's file named `=HYPERLINK(...).cnf` would run in the
 * teacher's spreadsheet. So every cell of every table goes through this
 * one writer, which does what OWASP's guidance on CSV injection says:
 * such a cell gets a single quote in front ("'=cmd.cnf"), which a
 * spreadsheet shows as text and a script can strip. The same writer
 * then keeps the cell one cell: RFC 4180 quoting in CSV, and in TSV,
 * which has no quoting, a tab or a line end written as \x09, \x0a or
 * \x0d. Other control bytes are written as \xNN in both, so that no
 * byte of a file reaches a terminal raw.
 */
#ifndef NQCNF_CLI_TABLE_CELL_H
#define NQCNF_CLI_TABLE_CELL_H

#include <stdio.h>

typedef enum table_format {
    TABLE_NONE, /* words or JSON */
    TABLE_TSV,  /* --table, --format tsv */
    TABLE_CSV   /* --format csv, index.csv: RFC 4180 */
} table_format;

/* Writes `text` as one cell, without a separator after it. */
void table_cell(FILE *out, table_format format, const char *text);

#endif
