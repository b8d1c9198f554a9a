/*
 * meaning.c - what a clause says about the board, from its literals.
 *
 * Reports name a clause by its meaning ("row 2 at most one: (2,1) and
 * (2,4)") rather than by its numbers, and counting needs to know which
 * clauses are whole lines and which are pairs in a line. Both read the
 * literals alone, so a student's clause means the same as the
 * reference's whatever order its literals are in.
 */
#include "core/internal.h"

#include <stdlib.h>
#include <string.h>

/* Whether the squares of an all-positive clause are exactly one line's:
 * all in one row (or column) and all different. */
static int covers_line(uint32_t n, const int32_t *literals, size_t count,
                       int by_row, uint32_t *line)
{
    if (count != n) return 0;
    unsigned char *seen = nqcnf_allocate(n);
    if (seen == NULL) return 0; /* only the wording suffers */
    memset(seen, 0, n);
    int covers = 1;
    for (size_t i = 0; i < count && covers; i++) {
        const uint32_t square = (uint32_t)literals[i] - 1;
        const uint32_t row = square / n, column = square % n;
        const uint32_t fixed = by_row ? row : column;
        const uint32_t moving = by_row ? column : row;
        if (i == 0) *line = fixed;
        if (fixed != *line || seen[moving]) covers = 0;
        seen[moving] = 1;
    }
    nqcnf_release(seen);
    return covers;
}

nqcnf_meaning nqcnf_clause_meaning(uint32_t n, const int32_t *literals,
                                   size_t count)
{
    nqcnf_meaning meaning;
    memset(&meaning, 0, sizeof meaning);
    meaning.kind = NQCNF_MEANING_OTHER;
    if (n == 0 || count == 0 || literals == NULL) return meaning;
    const uint64_t squares = (uint64_t)n * n;
    size_t positive = 0;
    for (size_t i = 0; i < count; i++) {
        const int64_t literal = literals[i];
        const uint64_t variable = (uint64_t)(literal < 0 ? -literal : literal);
        if (variable == 0 || variable > squares) return meaning;
        positive += literal > 0;
    }
    const uint32_t first = (uint32_t)abs(literals[0]) - 1;
    meaning.row1 = first / n;
    meaning.column1 = first % n;
    if (positive == count) {
        uint32_t line = 0;
        if (count == 1) meaning.kind = NQCNF_MEANING_QUEEN_ON;
        else if (covers_line(n, literals, count, 1, &line)) {
            meaning.kind = NQCNF_MEANING_ROW_AT_LEAST_ONE;
            meaning.row1 = line;
        } else if (covers_line(n, literals, count, 0, &line)) {
            meaning.kind = NQCNF_MEANING_COLUMN_AT_LEAST_ONE;
            meaning.column1 = line;
        } else
            meaning.kind = NQCNF_MEANING_SOME_QUEEN;
        return meaning;
    }
    if (positive != 0) return meaning;
    if (count > 2) {
        meaning.kind = NQCNF_MEANING_NOT_ALL;
        return meaning;
    }
    if (count == 1 || literals[0] == literals[1]) {
        meaning.kind = NQCNF_MEANING_NO_QUEEN_ON;
        return meaning;
    }
    /* Two squares, the lower-numbered first, as the reference has them. */
    uint32_t a = first, b = (uint32_t)abs(literals[1]) - 1;
    if (b < a) {
        const uint32_t swap = a;
        a = b;
        b = swap;
    }
    meaning.row1 = a / n;
    meaning.column1 = a % n;
    meaning.row2 = b / n;
    meaning.column2 = b % n;
    const uint32_t rows = meaning.row2 - meaning.row1;
    const uint32_t columns = meaning.column2 > meaning.column1
                                 ? meaning.column2 - meaning.column1
                                 : meaning.column1 - meaning.column2;
    if (rows == 0) meaning.kind = NQCNF_MEANING_ROW_AT_MOST_ONE;
    else if (columns == 0) meaning.kind = NQCNF_MEANING_COLUMN_AT_MOST_ONE;
    else if (rows == columns)
        meaning.kind = NQCNF_MEANING_DIAGONAL_AT_MOST_ONE;
    else
        meaning.kind = NQCNF_MEANING_NOT_BOTH;
    return meaning;
}

nqcnf_family nqcnf_meaning_family(const nqcnf_meaning *meaning)
{
    if (meaning == NULL) return NQCNF_FAMILY_OTHER;
    switch (meaning->kind) {
    case NQCNF_MEANING_ROW_AT_LEAST_ONE: return NQCNF_FAMILY_ROW_AT_LEAST_ONE;
    case NQCNF_MEANING_COLUMN_AT_LEAST_ONE:
        return NQCNF_FAMILY_COLUMN_AT_LEAST_ONE;
    case NQCNF_MEANING_ROW_AT_MOST_ONE: return NQCNF_FAMILY_ROW_PAIRS;
    case NQCNF_MEANING_COLUMN_AT_MOST_ONE: return NQCNF_FAMILY_COLUMN_PAIRS;
    case NQCNF_MEANING_DIAGONAL_AT_MOST_ONE:
        /* the pair is ordered by square, so row2 > row1 */
        return meaning->column2 > meaning->column1
                   ? NQCNF_FAMILY_DOWN_RIGHT_PAIRS
                   : NQCNF_FAMILY_DOWN_LEFT_PAIRS;
    default: return NQCNF_FAMILY_OTHER;
    }
}

const char * nqcnf_meaning_kind_name(nqcnf_meaning_kind kind)
{
    static const char *const names[] = {"row-at-least-one", "column-at-least-one", "some-queen", "row-at-most-one", "column-at-most-one", "diagonal-at-most-one", "not-both", "not-all", "queen-on", "no-queen-on", "other", "first-of-class"};
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind]
                                                           : NULL;
}
