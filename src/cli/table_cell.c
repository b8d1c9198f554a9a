/*
 * table_cell.c - see table_cell.h.
 *
 * A CSV cell is quoted only when it must be (a comma, a quote, a line
 * end), as before, so that plain rows read the same by eye and by cut.
 */
#include "table_cell.h"

#include <string.h>

/* The first characters a spreadsheet may take for a formula. */
static int formula_start(char c)
{
    return c != '\0' && strchr("=+-@\t\r", c) != NULL;
}

/* Control bytes that would break a row (TSV) or reach a terminal. */
static int escaped(table_format format, unsigned char c)
{
    if (c == '\t' || c == '\n' || c == '\r') return format == TABLE_TSV;
    return c < 0x20 || c == 0x7f;
}

void table_cell(FILE *out, table_format format, const char *text)
{
    const int quoted = format == TABLE_CSV && strpbrk(text, ",\"\r\n") != NULL;
    if (quoted) fputc('"', out);
    if (formula_start(text[0])) fputc('\'', out);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (escaped(format, *c)) {
            fprintf(out, "\\x%02x", *c);
            continue;
        }
        if (quoted && *c == '"') fputc('"', out);
        fputc(*c, out);
    }
    if (quoted) fputc('"', out);
}
