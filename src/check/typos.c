/*
 * typos.c - a clause the student meant and mistyped.
 *
 * A course's hand-written file has `(and x1y3 x1y2)` among the pairs of
 * the diagonal through x0y3, x1y2, x2y1, x3y0: the pair meant is
 * (x0y3, x1y2). The clause-by-clause report says two unrelated things
 * (a pair of that diagonal is missing; a row pair is written twice)
 * where the student needs one: this clause is that one, mistyped. A
 * clause of the file that is extra or a copy of another, one literal away
 * from a missing reference clause, is such a typo. Several clauses may be
 * one literal away from the same missing one (every pair sharing a
 * square is); the one written among the missing clause's neighbours --
 * clauses on the same lines of the file that constrain the same row,
 * column or diagonal of the board -- is the one meant. A file that
 * lacks many clauses is wrong in a bigger way (a numbering, a family),
 * and clauses one literal apart are then chance: none is named.
 */
#include "check/compare.h"

#include <stdlib.h>
#include <string.h>

enum {
    MOST_PAIRS = 1u << 22, /* missing x suspects, to stay instant */
    FEW_MISSING = 16,      /* beyond, the file is wrong in a bigger way
                              and clauses one literal apart are chance */
    LONGEST = 64,          /* longer clauses are not compared */
    NEAR_LINES = 2,        /* neighbours: within this many lines */
    NEAR_CLAUSES = 64      /* and this many clauses */
};

/* The board line a pair or line clause constrains, as family and index:
 * the row, the column, or the diagonal (r - c, or r + c). */
typedef struct board_line {
    nqcnf_family family;
    int64_t index;
} board_line;

static board_line board_line_of(const nqcnf_meaning *m)
{
    board_line line = {nqcnf_meaning_family(m), -1};
    switch (line.family) {
    case NQCNF_FAMILY_ROW_AT_LEAST_ONE:
    case NQCNF_FAMILY_ROW_PAIRS: line.index = m->row1; break;
    case NQCNF_FAMILY_COLUMN_AT_LEAST_ONE: line.index = m->column1; break;
    case NQCNF_FAMILY_COLUMN_PAIRS: line.index = m->column1; break;
    case NQCNF_FAMILY_DOWN_RIGHT_PAIRS:
        line.index = (int64_t)m->row1 - m->column1;
        break;
    case NQCNF_FAMILY_DOWN_LEFT_PAIRS:
        line.index = (int64_t)m->row1 + m->column1;
        break;
    default: break;
    }
    return line;
}

/* The one literal of `a` that `b` lacks, when the two clauses (sorted,
 * of one length) differ in exactly one literal; else 0. */
static int32_t one_literal_apart(const int32_t *a, const int32_t *b,
                                 size_t count, int32_t *in_b)
{
    int32_t only_a = 0, only_b = 0;
    size_t i = 0, j = 0;
    while (i < count || j < count) {
        if (j == count || (i < count && nqcnf_int32_order(&a[i], &b[j]) < 0)) {
            if (only_a != 0) return 0;
            only_a = a[i++];
        } else if (i == count || nqcnf_int32_order(&a[i], &b[j]) > 0) {
            if (only_b != 0) return 0;
            only_b = b[j++];
        } else {
            i++;
            j++;
        }
    }
    *in_b = only_b;
    return only_b != 0 ? only_a : 0;
}

static void sorted_copy(const int32_t *literals, size_t count, int32_t *out)
{
    memcpy(out, literals, count * sizeof *out);
    qsort(out, count, sizeof *out, nqcnf_int32_order);
}

typedef struct typo_search {
    const nqcnf_cnf *cnf;
    const nqcnf_check_report *report;
    uint32_t n;
    unsigned char *suspect; /* per file clause: extra or a copy */
    unsigned char *taken;   /* per file clause: already a typo */
} typo_search;

static size_t clause_length(const nqcnf_cnf *cnf, size_t c)
{
    return cnf->offsets[c + 1] - cnf->offsets[c] - 1;
}

/* How many clauses written near clause c constrain `line`. */
static size_t neighbours(const typo_search *s, size_t c, board_line line)
{
    const nqcnf_cnf *cnf = s->cnf;
    size_t count = 0;
    const size_t first = c > NEAR_CLAUSES ? c - NEAR_CLAUSES : 0;
    const size_t last = c + NEAR_CLAUSES < cnf->clause_count
                            ? c + NEAR_CLAUSES
                            : cnf->clause_count - 1;
    for (size_t k = first; k <= last; k++) {
        const size_t apart = cnf->lines[k] > cnf->lines[c]
                                 ? cnf->lines[k] - cnf->lines[c]
                                 : cnf->lines[c] - cnf->lines[k];
        if (k == c || apart > NEAR_LINES) continue;
        const nqcnf_meaning m = nqcnf_clause_meaning(
            s->n, cnf->literals + cnf->offsets[k], clause_length(cnf, k));
        const board_line other = board_line_of(&m);
        count += other.family == line.family && other.index == line.index;
    }
    return count;
}

/* The file clause that best stands for a mistyped `meant`, or SIZE_MAX. */
static size_t best_suspect(const typo_search *s, const nqcnf_difference *d,
                           int32_t *written, int32_t *right)
{
    int32_t meant[LONGEST], clause[LONGEST];
    sorted_copy(d->literals, d->count, meant);
    const board_line line = board_line_of(&d->meaning);
    size_t best = SIZE_MAX, best_score = 0, candidates = 0;
    for (size_t c = 0; c < s->cnf->clause_count; c++) {
        if (!s->suspect[c] || s->taken[c]) continue;
        size_t count;
        const int32_t *normal = nqcnf_cnf_normalized(s->cnf, c, &count);
        if (count != d->count) continue;
        sorted_copy(normal, count, clause);
        int32_t in_meant;
        const int32_t wrong = one_literal_apart(clause, meant, count,
                                                &in_meant);
        if (wrong == 0) continue;
        candidates++;
        const size_t score = line.index < 0 ? 0 : neighbours(s, c, line);
        if (best == SIZE_MAX || score > best_score) {
            best = c;
            best_score = score;
            *written = wrong;
            *right = in_meant;
        }
    }
    /* with several candidates, only one written among the neighbours */
    return candidates == 1 || best_score > 0 ? best : SIZE_MAX;
}

nqcnf_status nqcnf_find_typos(uint32_t n, const nqcnf_cnf *cnf,
                              const nqcnf_check_report *report,
                              nqcnf_diagnosis *items, size_t capacity,
                              size_t *count)
{
    size_t missing = 0, suspects = 0;
    for (size_t i = 0; i < report->difference_count; i++)
        missing += report->differences[i].kind == NQCNF_DIFFERENCE_MISSING;
    for (size_t c = 0; c < cnf->clause_count; c++)
        suspects += (cnf->flags[c] & NQCNF_CNF_CLAUSE_DUPLICATE) != 0;
    for (size_t i = 0; i < report->difference_count; i++)
        suspects += report->differences[i].kind == NQCNF_DIFFERENCE_EXTRA;
    if (missing == 0 || missing > FEW_MISSING || suspects == 0 ||
        missing * suspects > MOST_PAIRS)
        return NQCNF_OK;
    typo_search s = {cnf, report, n, NULL, NULL};
    s.suspect = nqcnf_allocate(2 * cnf->clause_count + 1);
    if (s.suspect == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(s.suspect, 0, 2 * cnf->clause_count + 1);
    s.taken = s.suspect + cnf->clause_count;
    for (size_t c = 0; c < cnf->clause_count; c++)
        s.suspect[c] = (cnf->flags[c] & NQCNF_CNF_CLAUSE_DUPLICATE) != 0;
    for (size_t i = 0; i < report->difference_count; i++)
        if (report->differences[i].kind == NQCNF_DIFFERENCE_EXTRA &&
            report->differences[i].clause < cnf->clause_count)
            s.suspect[report->differences[i].clause] = 1;
    for (size_t i = 0; i < report->difference_count && *count < capacity;
         i++) {
        const nqcnf_difference *d = &report->differences[i];
        if (d->kind != NQCNF_DIFFERENCE_MISSING || d->count == 0 ||
            d->count > LONGEST)
            continue;
        int32_t written = 0, right = 0;
        const size_t c = best_suspect(&s, d, &written, &right);
        if (c == SIZE_MAX) continue;
        s.taken[c] = 1;
        nqcnf_diagnosis typo;
        memset(&typo, 0, sizeof typo);
        typo.kind = NQCNF_DIAGNOSIS_TYPO;
        typo.family = nqcnf_meaning_family(&d->meaning);
        typo.summary = report->summary;
        typo.line = cnf->lines[c];
        typo.clause = c;
        typo.difference = i;
        typo.written = written;
        typo.meant = right;
        items[(*count)++] = typo;
    }
    nqcnf_release(s.suspect);
    return NQCNF_OK;
}
