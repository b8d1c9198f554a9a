/*
 * meaning_text.c - see meaning_text.h.
 *
 * A pair in one row or column is worded as the line's "at most one" with
 * both squares named, so that the sentence says why the clause is there,
 * not only what it forbids; squares are numbered from 1, as the lessons
 * and every message of the command number them.
 */
#include "meaning_text.h"

#include <stdio.h>
#include <stdlib.h>

static void print_square(FILE *out, uint32_t row, uint32_t column)
{
    fprintf(out, "(%lu,%lu)", (unsigned long)row + 1, (unsigned long)column + 1);
}

/* The squares of a clause of board literals, comma-separated. */
static void print_squares(FILE *out, uint32_t n, const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        const uint32_t square = (uint32_t)llabs(literals[i]) - 1;
        if (i > 0) fputs(", ", out);
        print_square(out, square / n, square % n);
    }
}

static void print_pair(FILE *out, const nqcnf_meaning *m)
{
    print_square(out, m->row1, m->column1);
    fputs(" and ", out);
    print_square(out, m->row2, m->column2);
}

/* A row's or a column's clauses: at least one queen on it, or at most
 * one, the pair of its squares named. */
static void print_line_meaning(FILE *out, const nqcnf_meaning *m)
{
    const int row = m->kind == NQCNF_MEANING_ROW_AT_LEAST_ONE ||
                    m->kind == NQCNF_MEANING_ROW_AT_MOST_ONE;
    const int at_most = m->kind == NQCNF_MEANING_ROW_AT_MOST_ONE ||
                        m->kind == NQCNF_MEANING_COLUMN_AT_MOST_ONE;
    fprintf(out, "at %s one queen in %s %lu", at_most ? "most" : "least",
           row ? "row" : "column",
           (unsigned long)(row ? m->row1 : m->column1) + 1);
    if (!at_most) return;
    fputs(" (", out);
    print_pair(out, m);
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

void print_clause_meaning(FILE *out, uint32_t n, const nqcnf_meaning *m,
                          const int32_t *literals, size_t count,
                          const char *group)
{
    switch (m->kind) {
    case NQCNF_MEANING_ROW_AT_LEAST_ONE:
    case NQCNF_MEANING_COLUMN_AT_LEAST_ONE:
    case NQCNF_MEANING_ROW_AT_MOST_ONE:
    case NQCNF_MEANING_COLUMN_AT_MOST_ONE:
        print_line_meaning(out, m);
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
        print_squares(out, n, literals, count);
        return;
    case NQCNF_MEANING_QUEEN_ON:
    case NQCNF_MEANING_NO_QUEEN_ON:
        fputs(openings[m->kind], out);
        print_square(out, m->row1, m->column1);
        return;
    case NQCNF_MEANING_DIAGONAL_AT_MOST_ONE:
    case NQCNF_MEANING_NOT_BOTH:
        fputs(openings[m->kind], out);
        print_pair(out, m);
        if (m->kind == NQCNF_MEANING_NOT_BOTH)
            fputs(", which do not attack each other", out);
        return;
    }
}
