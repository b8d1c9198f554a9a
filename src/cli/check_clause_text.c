/*
 * check_clause_text.c - a clause as the student wrote it.
 *
 * A DIMACS file's clause is shown as its numbers (`-2 -7 0`), so a
 * student can search the file for it. An SMT-LIB file has no numbers,
 * only the names the student chose: its clause is shown in the file's
 * own syntax and names, `(not (and x0y1 x1y2))` for a pair, `(or x0y0
 * x0y1 x0y2 x0y3)` for a line, so that the report reads like the file.
 * A variable the translation introduced for a subformula has no name in
 * the file; it is shown by the line of that subformula.
 *
 * A clause longer than CLAUSE_LITERALS_SHOWN literals shows its first
 * ones and then how many it has: a student finds it by its line, and a
 * clause of millions would fill the report.
 */
#include "check_report.h"
#include "meaning_text.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* A square the file never declared (in a reference clause it lacks, on
 * a board larger than its names cover) by the name its pattern would
 * give it: the clause reads as the student would have written it. */
static int write_undeclared_square(FILE *out, uint32_t v,
                                   const nqcnf_smt2 *names)
{
    const nqcnf_smt2_naming *g = &names->naming;
    const uint64_t squares = (uint64_t)names->n * names->n;
    if (v == 0 || v > squares || g->pattern[0] == '\0') return 0;
    const unsigned long row = (v - 1) / names->n + g->base,
                        column = (v - 1) % names->n + g->base;
    /* built whole, then quoted as a declared name is: the pattern keeps
     * the names' own letters, which may be any bytes */
    char name[sizeof g->pattern + 2 * 24], quote[NQCNF_QUOTE_SIZE];
    size_t used = 0;
    for (const char *p = g->pattern; *p != '\0' && used < sizeof name - 24;
         p++) {
        if (strncmp(p, "<r>", 3) == 0 || strncmp(p, "<c>", 3) == 0) {
            used += (size_t)snprintf(name + used, sizeof name - used, "%lu",
                                     p[1] == 'r' ? row : column);
            p += 2;
        } else {
            name[used++] = *p;
        }
    }
    fputs(nqcnf_quote(name, used, quote, sizeof quote), out);
    return 1;
}

static void write_variable(FILE *out, int32_t variable,
                           const nqcnf_smt2 *names)
{
    const uint32_t v = (uint32_t)variable;
    const int read = v <= names->cnf.max_variable;
    char quote[NQCNF_QUOTE_SIZE];
    if (read && names->names[v] != NULL)
        /* the student's name, escaped: |...| may hold any byte */
        fputs(nqcnf_quote(names->names[v], strlen(names->names[v]), quote,
                          sizeof quote),
              out);
    else if (read && names->name_lines != NULL && names->name_lines[v] != 0)
        fprintf(out, "[the subformula on line %zu]", names->name_lines[v]);
    else if (!write_undeclared_square(out, v, names))
        fprintf(out, "[variable %" PRId32 "]", variable);
}

static void write_literal(FILE *out, int32_t literal, const nqcnf_smt2 *names)
{
    if (literal < 0) fputs("(not ", out);
    write_variable(out, literal < 0 ? -literal : literal, names);
    if (literal < 0) fputc(')', out);
}

/* What a clause past CLAUSE_LITERALS_SHOWN literals did not show. */
static void write_cut(FILE *out, size_t count)
{
    if (count > CLAUSE_LITERALS_SHOWN)
        fprintf(out, " ... (%zu literals in all)", count);
}

/* All negative: "not all of them", as courses write a pair. */
static void write_smt2_clause(FILE *out, const int32_t *literals,
                              size_t count, const nqcnf_smt2 *names)
{
    int negative = count > 1;
    for (size_t i = 0; i < count; i++) negative &= literals[i] < 0;
    if (count == 0) {
        fputs("false", out);
        return;
    }
    if (count == 1) {
        write_literal(out, literals[0], names);
        return;
    }
    fputs(negative ? "(not (and" : "(or", out);
    for (size_t i = 0; i < count && i < CLAUSE_LITERALS_SHOWN; i++) {
        fputc(' ', out);
        if (negative) write_variable(out, -literals[i], names);
        else write_literal(out, literals[i], names);
    }
    write_cut(out, count);
    fputs(negative ? "))" : ")", out);
}

void check_write_clause(FILE *out, const int32_t *literals, size_t count,
                        int zero, const nqcnf_smt2 *names)
{
    fputc('`', out);
    if (names != NULL) {
        write_smt2_clause(out, literals, count, names);
    } else {
        for (size_t i = 0; i < count && i < CLAUSE_LITERALS_SHOWN; i++)
            fprintf(out, i ? " %" PRId32 : "%" PRId32, literals[i]);
        write_cut(out, count);
        if (zero) fputs(count ? " 0" : "0", out);
    }
    fputc('`', out);
}

void check_write_variable(FILE *out, int32_t variable,
                          const nqcnf_smt2 *names)
{
    if (names != NULL) write_variable(out, abs(variable), names);
    else fprintf(out, "%" PRId32, abs(variable));
}
