/*
 * meaning_text.c - see meaning_text.h.
 *
 * A pair in one row or column is worded as the line's "at most one" with
 * both squares named, so that the sentence says why the clause is there,
 * not only what it forbids; squares are numbered from 1, as the lessons
 * and every message of the command number them -- except in the report
 * of an SMT-LIB file whose names count from 0, which numbers them as
 * its names do.
 */
#include "meaning_text.h"

#include <stdio.h>
#include <stdlib.h>

static void print_square(FILE *out, unsigned base, uint32_t row,
                         uint32_t column)
{
    fprintf(out, "(%lu,%lu)", (unsigned long)row + base,
            (unsigned long)column + base);
}

/* The squares of a clause of board literals, comma-separated, the
 * first CLAUSE_LITERALS_SHOWN of them. */
static void print_squares(FILE *out, uint32_t n, unsigned base,
                          const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count && i < CLAUSE_LITERALS_SHOWN; i++) {
        const uint32_t square = (uint32_t)llabs(literals[i]) - 1;
        if (i > 0) fputs(", ", out);
        print_square(out, base, square / n, square % n);
    }
    if (count > CLAUSE_LITERALS_SHOWN)
        fprintf(out, ", ... (%zu squares in all)", count);
}

static void print_pair(FILE *out, unsigned base, const nqcnf_meaning *m)
{
    print_square(out, base, m->row1, m->column1);
    fputs(" and ", out);
    print_square(out, base, m->row2, m->column2);
}

/* A row's or a column's clauses: at least one queen on it, or at most
 * one, the pair of its squares named. */
static void print_line_meaning(FILE *out, unsigned base,
                               const nqcnf_meaning *m)
{
    const int row = m->kind == NQCNF_MEANING_ROW_AT_LEAST_ONE ||
                    m->kind == NQCNF_MEANING_ROW_AT_MOST_ONE;
    const int at_most = m->kind == NQCNF_MEANING_ROW_AT_MOST_ONE ||
                        m->kind == NQCNF_MEANING_COLUMN_AT_MOST_ONE;
    fprintf(out, "at %s one queen in %s %lu", at_most ? "most" : "least",
           row ? "row" : "column",
           (unsigned long)(row ? m->row1 : m->column1) + base);
    if (!at_most) return;
    fputs(" (", out);
    print_pair(out, base, m);
    fputc(')', out);
}

static int beyond_board(uint32_t n, const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count; i++)
        if ((uint64_t)llabs(literals[i]) > (uint64_t)n * n) return 1;
    return 0;
}

static void print_other(FILE *out, uint32_t n, const int32_t *literals, size_t count,
                        const char *group)
{
    if (group != NULL)
        fprintf(out, "part of \"%s\"", group);
    else if (count == 0)
        fputs("the empty clause, which no board satisfies", out);
    else if (beyond_board(n, literals, count))
        fputs("a clause with auxiliary variables", out);
    else
        fputs("a clause mixing queens and empty squares", out);
}

/* The words before the squares a clause names, for the kinds worded
 * neither as a line's nor as print_other's. */
static const char *const openings[] = {
    [NQCNF_MEANING_SOME_QUEEN] = "at least one queen among ",
    [NQCNF_MEANING_DIAGONAL_AT_MOST_ONE] =
        "at most one queen on the diagonal through ",
    [NQCNF_MEANING_NOT_BOTH] = "not both ",
    [NQCNF_MEANING_NOT_ALL] = "not queens on all of ",
    [NQCNF_MEANING_QUEEN_ON] = "a queen on ",
    [NQCNF_MEANING_NO_QUEEN_ON] = "no queen on ",
};

typedef struct rule_words {
    FILE *out;
    uint32_t n;
    auxiliary_name_fn name;
    void *context;
} rule_words;

/* A literal as a statement: `negated` says it is false. */
static void print_statement(const rule_words *w, int32_t variable,
                            int negated)
{
    if ((uint64_t)variable <= (uint64_t)w->n * w->n) {
        print_square(w->out, 1, (uint32_t)(variable - 1) / w->n,
                     (uint32_t)(variable - 1) % w->n);
        fputs(negated ? " has no queen" : " has a queen", w->out);
        return;
    }
    const char *gloss = NULL;
    const char *name = w->name ? w->name(w->context, variable, &gloss) : NULL;
    fputs(negated ? "not " : "", w->out);
    if (name == NULL) {
        fprintf(w->out, "variable %ld", (long)variable);
        return;
    }
    fputs(name, w->out);
    if (gloss != NULL) fprintf(w->out, " (%s)", gloss);
}

/* Which literals go where in "if ... then ...". */
enum { IF_PART, THEN_PART };

/* The literals of `part`, joined by `join`; the if-part states the
 * negated literals as true, the then-part each literal as it is. */
static void print_part(const rule_words *w, const int32_t *literals,
                       const unsigned char *parts, size_t count, int part,
                       const char *join)
{
    int first = 1;
    for (size_t i = 0; i < count; i++) {
        if (parts[i] != part) continue;
        if (!first) fputs(join, w->out);
        first = 0;
        const int32_t l = literals[i];
        print_statement(w, l < 0 ? -l : l,
                        part == IF_PART ? 0 : l < 0);
    }
}

void print_clause_rule(FILE *out, uint32_t n, const int32_t *literals,
                       size_t count, auxiliary_name_fn name, void *context)
{
    const rule_words w = {out, n, name, context};
    unsigned char parts[64];
    size_t negative = 0, positive = 0, board_negative = 0;
    if (count == 0 || count > sizeof parts) {
        print_other(out, n, literals, count, NULL);
        return;
    }
    for (size_t i = 0; i < count; i++) {
        parts[i] = literals[i] < 0 ? IF_PART : THEN_PART;
        negative += literals[i] < 0;
        board_negative += literals[i] < 0 &&
                          (uint64_t)-literals[i] <= (uint64_t)n * n;
    }
    positive = count - negative;
    /* "if (1,1) has a queen then not b17" reads better than "not both
     * (1,1) has a queen and b17": the squares are the cause */
    if (positive == 0 && board_negative > 0 && board_negative < negative)
        for (size_t i = 0; i < count; i++)
            if ((uint64_t)llabs(literals[i]) > (uint64_t)n * n) {
                parts[i] = THEN_PART;
                positive++;
            }
    negative = count - positive;
    if (negative == 0) {
        print_part(&w, literals, parts, count, THEN_PART, " or ");
    } else if (positive == 0) {
        fputs(negative == 1 ? "not: " : negative == 2 ? "not both " : "not all of ",
              out);
        print_part(&w, literals, parts, count, IF_PART,
                   negative == 2 ? " and " : ", ");
    } else {
        fputs("if ", out);
        print_part(&w, literals, parts, count, IF_PART, " and ");
        fputs(" then ", out);
        print_part(&w, literals, parts, count, THEN_PART, " or ");
    }
}

void print_clause_meaning(FILE *out, uint32_t n, unsigned base,
                          const nqcnf_meaning *m, const int32_t *literals,
                          size_t count, const char *group)
{
    switch (m->kind) {
    case NQCNF_MEANING_ROW_AT_LEAST_ONE:
    case NQCNF_MEANING_COLUMN_AT_LEAST_ONE:
    case NQCNF_MEANING_ROW_AT_MOST_ONE:
    case NQCNF_MEANING_COLUMN_AT_MOST_ONE:
        print_line_meaning(out, base, m);
        return;
    case NQCNF_MEANING_FIRST_OF_CLASS:
        fputs("the first of its symmetry class (the queens' columns, read "
              "row by row, the smallest among its rotations and "
              "reflections)", out);
        return;
    case NQCNF_MEANING_OTHER:
        print_other(out, n, literals, count, group);
        return;
    case NQCNF_MEANING_SOME_QUEEN:
    case NQCNF_MEANING_NOT_ALL:
        fputs(openings[m->kind], out);
        print_squares(out, n, base, literals, count);
        return;
    case NQCNF_MEANING_QUEEN_ON:
    case NQCNF_MEANING_NO_QUEEN_ON:
        fputs(openings[m->kind], out);
        print_square(out, base, m->row1, m->column1);
        return;
    case NQCNF_MEANING_DIAGONAL_AT_MOST_ONE:
    case NQCNF_MEANING_NOT_BOTH:
        fputs(openings[m->kind], out);
        print_pair(out, base, m);
        if (m->kind == NQCNF_MEANING_NOT_BOTH)
            fputs(", which do not attack each other", out);
        return;
    }
}
