/*
 * counting.c - row and column facts, closed under counting.
 *
 * Two rules, each the pigeonhole principle read as arithmetic. If every
 * row (or every column) has at most one queen, there are at most N
 * queens; if every row (or column) has at least one, at least N. Then,
 * for the lines of one direction:
 *   - at most N queens, and every line but L has at least one: L has at
 *     most one (N - (N - 1));
 *   - at least N queens, and every line but L has at most one: L has at
 *     least one.
 * A derived fact can enable another (a column missing both its
 * at-least-one clause and one of its pairs gets the pair back from the
 * first rule, then the clause from the second), so the rules run until
 * nothing changes: at most 4N rounds of O(N) work. Sound for any N and
 * for any other clauses the file has, since more clauses only add facts;
 * this is why a change that counting undoes is equivalent for every N.
 */
#include "check/counting.h"

#include <string.h>

static int known_line_at_least(uint32_t n, uint32_t line, int32_t *scratch,
                               clause_known_fn known, const void *context)
{
    for (uint32_t i = 0; i < n; i++)
        scratch[i] = line < n ? nqcnf_variable(n, line, i)
                              : nqcnf_variable(n, i, line - n);
    return known(context, scratch, n);
}

static int known_line_at_most(uint32_t n, uint32_t line,
                              clause_known_fn known, const void *context)
{
    for (uint32_t a = 0; a < n; a++)
        for (uint32_t b = a + 1; b < n; b++) {
            const int32_t x = line < n ? nqcnf_variable(n, line, a)
                                       : nqcnf_variable(n, a, line - n);
            const int32_t y = line < n ? nqcnf_variable(n, line, b)
                                       : nqcnf_variable(n, b, line - n);
            const int32_t pair[2] = {-x, -y}; /* x < y: normalized */
            if (!known(context, pair, 2)) return 0;
        }
    return 1;
}

static uint32_t count_set(const unsigned char *facts, uint32_t from,
                          uint32_t n)
{
    uint32_t count = 0;
    for (uint32_t i = from; i < from + n; i++) count += facts[i];
    return count;
}

/* One pass of both rules over both directions; whether anything new
 * was derived. */
static int apply_rules(line_facts *f)
{
    const uint32_t n = f->n;
    int changed = 0;
    for (uint32_t direction = 0; direction < 2; direction++) {
        const uint32_t first = direction * n, other = (1 - direction) * n;
        const uint32_t at_least = count_set(f->at_least, first, n);
        const uint32_t at_most = count_set(f->at_most, first, n);
        const int at_most_n = at_most == n ||
                              count_set(f->at_most, other, n) == n;
        const int at_least_n = at_least == n ||
                               count_set(f->at_least, other, n) == n;
        for (uint32_t line = first; line < first + n; line++) {
            if (!f->at_most[line] && at_most_n &&
                at_least - f->at_least[line] == n - 1) {
                f->at_most[line] = 1;
                changed = 1;
            }
            if (!f->at_least[line] && at_least_n &&
                at_most - f->at_most[line] == n - 1) {
                f->at_least[line] = 1;
                changed = 1;
            }
        }
    }
    return changed;
}

nqcnf_status nqcnf_line_facts_compute(uint32_t n, clause_known_fn known,
                                      const void *context, line_facts *facts)
{
    memset(facts, 0, sizeof *facts);
    facts->n = n;
    facts->at_least = nqcnf_allocate(2 * (size_t)n);
    facts->at_most = nqcnf_allocate(2 * (size_t)n);
    int32_t *scratch = nqcnf_allocate(sizeof *scratch * n);
    if (facts->at_least == NULL || facts->at_most == NULL ||
        scratch == NULL) {
        nqcnf_release(scratch);
        nqcnf_line_facts_free(facts);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    for (uint32_t line = 0; line < 2 * n; line++) {
        facts->at_least[line] = (unsigned char)known_line_at_least(
            n, line, scratch, known, context);
        facts->at_most[line] =
            (unsigned char)known_line_at_most(n, line, known, context);
    }
    nqcnf_release(scratch);
    while (apply_rules(facts)) {
    }
    return NQCNF_OK;
}

int nqcnf_line_facts_imply(const line_facts *facts, const nqcnf_meaning *m)
{
    if (facts->at_least == NULL) return 0;
    const uint32_t n = facts->n;
    switch (m->kind) {
    case NQCNF_MEANING_ROW_AT_LEAST_ONE: return facts->at_least[m->row1];
    case NQCNF_MEANING_COLUMN_AT_LEAST_ONE:
        return facts->at_least[n + m->column1];
    case NQCNF_MEANING_ROW_AT_MOST_ONE: return facts->at_most[m->row1];
    case NQCNF_MEANING_COLUMN_AT_MOST_ONE:
        return facts->at_most[n + m->column1];
    default: return 0;
    }
}

void nqcnf_line_facts_free(line_facts *facts)
{
    nqcnf_release(facts->at_least);
    nqcnf_release(facts->at_most);
    facts->at_least = facts->at_most = NULL;
}
