/*
 * check.c - a CNF as read, compared with the reference encoding.
 *
 * Students' files differ from the reference in order, in wording and in
 * substance, and only the last matters. So clauses are compared as sets
 * of normalized clauses first (cheap, and it names every missing and
 * extra clause), and only the differences go to a solver, which decides
 * whether each one changes the solutions (implication.c). Identical
 * files never reach a solver, so N = 20 costs a sort.
 *
 * The reference clauses come from the generator with a sink that also
 * keeps the generator's notes, so a missing auxiliary-variable clause can
 * still be told apart by the line it belongs to.
 */
#include "check/compare.h"
#include "generate/generator.h"
#include "read/clause_order.h"
#include "solve/solver.h"

#include <stdlib.h>
#include <string.h>

/* ---- What a clause means ---------------------------------------------- */

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

/* ---- The reference, with its groups ---------------------------------- */

typedef struct reference_builder {
    nqcnf_check_report *report;
    size_t literal_capacity, clause_capacity, offset_capacity;
    size_t group_capacity, text_capacity;
    size_t literal_count;
    size_t current_group; /* offset of the last note; SIZE_MAX: none yet */
} reference_builder;

static nqcnf_status keep_clause(void *context, const int32_t *literals,
                                size_t count)
{
    reference_builder *b = context;
    nqcnf_clause_list *list = &b->report->reference;
    const size_t index = list->clause_count;
    if (nqcnf_grow((void **)&list->literals, &b->literal_capacity,
             b->literal_count + count + 1, sizeof *list->literals) ||
        nqcnf_grow((void **)&list->offsets, &b->offset_capacity, index + 2,
             sizeof *list->offsets) ||
        nqcnf_grow((void **)&b->report->reference_groups, &b->group_capacity,
             index + 1, sizeof *b->report->reference_groups))
        return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(list->literals + b->literal_count, literals,
           count * sizeof *literals);
    b->literal_count += count;
    list->literals[b->literal_count++] = 0;
    list->offsets[index + 1] = b->literal_count;
    b->report->reference_groups[index] = b->current_group;
    list->clause_count = index + 1;
    return NQCNF_OK;
}

static nqcnf_status keep_note(void *context, const char *text)
{
    reference_builder *b = context;
    nqcnf_check_report *report = b->report;
    const size_t length = strlen(text) + 1;
    if (nqcnf_grow((void **)&report->group_text, &b->text_capacity,
             report->group_text_size + length, 1))
        return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(report->group_text + report->group_text_size, text, length);
    b->current_group = report->group_text_size;
    report->group_text_size += length;
    return NQCNF_OK;
}

static nqcnf_status build_reference(const nqcnf_options *options,
                                    nqcnf_check_report *report)
{
    reference_builder b;
    memset(&b, 0, sizeof b);
    b.report = report;
    b.current_group = SIZE_MAX;
    nqcnf_clause_list *list = &report->reference;
    if (nqcnf_grow((void **)&list->offsets, &b.offset_capacity, 1,
             sizeof *list->offsets))
        return NQCNF_ERR_OUT_OF_MEMORY;
    list->offsets[0] = 0;
    list->variable_count = (uint32_t)report->reference_variables;
    const nqcnf_sink sink =
        nqcnf_sink_make(&b, keep_clause, NULL, NULL, keep_note);
    return generate_clauses(options, &sink);
}

/* ---- Clauses as sets ---------------------------------------------------- */

int nqcnf_clause_key_order(const clause_key *x, const clause_key *y)
{
    return nqcnf_clause_order(x->literals, x->count, y->literals, y->count);
}

static int compare_keys(const void *a, const void *b)
{
    const clause_key *x = a, *y = b;
    const int order = nqcnf_clause_key_order(x, y);
    if (order != 0) return order;
    return (x->index > y->index) - (x->index < y->index);
}

/* ---- The comparison ---------------------------------------------------- */

static int same_sequence(const nqcnf_cnf *cnf, const nqcnf_clause_list *list)
{
    if (cnf->clause_count != list->clause_count) return 0;
    if (cnf->offsets[cnf->clause_count] != list->offsets[list->clause_count])
        return 0;
    for (size_t c = 0; c < cnf->clause_count; c++)
        if (cnf->offsets[c] != list->offsets[c] ||
            (cnf->flags[c] & NQCNF_CNF_CLAUSE_DAMAGED))
            return 0;
    return memcmp(cnf->literals, list->literals,
                  cnf->offsets[cnf->clause_count] * sizeof *cnf->literals) ==
           0;
}

static nqcnf_status add_difference(nqcnf_check_report *report,
                                   size_t *capacity,
                                   const nqcnf_difference *difference)
{
    if (nqcnf_grow((void **)&report->differences, capacity,
             report->difference_count + 1, sizeof *report->differences))
        return NQCNF_ERR_OUT_OF_MEMORY;
    report->differences[report->difference_count++] = *difference;
    return NQCNF_OK;
}

/* By their clause index: an insertion sort here was quadratic in the
 * differences, seconds for a file that shares nothing with N = 20. */
static int compare_clause_indexes(const void *a, const void *b)
{
    const size_t x = ((const nqcnf_difference *)a)->clause;
    const size_t y = ((const nqcnf_difference *)b)->clause;
    return (x > y) - (x < y);
}

/* Walks both sorted key lists like a merge and records what only one of
 * them has: the file's extras, then the reference's missing clauses. */
static nqcnf_status collect_differences(const nqcnf_options *options,
                                        const nqcnf_cnf *cnf,
                                        nqcnf_check_report *report,
                                        const clause_key *file,
                                        size_t file_count,
                                        const clause_key *reference,
                                        size_t reference_count)
{
    size_t capacity = 0;
    for (int pass = 0; pass < 2; pass++) {
        /* Pass 0 gathers extras, pass 1 missing clauses; each pass walks
         * both lists so that the kinds come out grouped. */
        const clause_key *mine = pass == 0 ? file : reference;
        const clause_key *other = pass == 0 ? reference : file;
        const size_t mine_count = pass == 0 ? file_count : reference_count;
        const size_t other_count = pass == 0 ? reference_count : file_count;
        const size_t first = report->difference_count;
        size_t j = 0;
        for (size_t i = 0; i < mine_count; i++) {
            if (i > 0 && nqcnf_clause_key_order(&mine[i - 1], &mine[i]) == 0)
                continue; /* the same clause twice in one list */
            while (j < other_count &&
                   nqcnf_clause_key_order(&other[j], &mine[i]) < 0)
                j++;
            if (j < other_count &&
                nqcnf_clause_key_order(&other[j], &mine[i]) == 0)
                continue;
            nqcnf_difference d;
            memset(&d, 0, sizeof d);
            d.clause = mine[i].index;
            if (pass == 0) {
                d.kind = NQCNF_DIFFERENCE_EXTRA;
                d.line = cnf->lines[d.clause];
                d.literals = cnf->literals + cnf->offsets[d.clause];
                d.count = cnf->offsets[d.clause + 1] - cnf->offsets[d.clause] - 1;
            } else {
                const nqcnf_clause_list *list = &report->reference;
                d.kind = NQCNF_DIFFERENCE_MISSING;
                d.literals = list->literals + list->offsets[d.clause];
                d.count =
                    list->offsets[d.clause + 1] - list->offsets[d.clause] - 1;
                const size_t group = report->reference_groups[d.clause];
                /* group_text may still move while notes are added, but
                 * the reference is complete here */
                d.group = group == SIZE_MAX ? NULL : report->group_text + group;
            }
            d.meaning = nqcnf_clause_meaning(options->n, d.literals, d.count);
            nqcnf_status status = add_difference(report, &capacity, &d);
            if (status != NQCNF_OK) return status;
        }
        /* Keys came sorted by content; the report wants file (or
         * reference) order, which is the order of their indexes, each
         * index once. (No differences: the array may not exist, and
         * NULL + 0 is undefined.) */
        const size_t part_count = report->difference_count - first;
        if (part_count > 1)
            qsort(report->differences + first, part_count,
                  sizeof *report->differences, compare_clause_indexes);
    }
    return NQCNF_OK;
}

/* Sorted keys of the file's comparable clauses and of the reference. */
static nqcnf_status make_keys(const nqcnf_cnf *cnf,
                              const nqcnf_clause_list *list,
                              int32_t *reference_sorted, clause_key **file,
                              size_t *file_count, clause_key **reference)
{
    *file = nqcnf_allocate(sizeof **file * (cnf->clause_count + 1));
    *reference = nqcnf_allocate(sizeof **reference * (list->clause_count + 1));
    if (*file == NULL || *reference == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    size_t count = 0;
    const unsigned char left_out = NQCNF_CNF_CLAUSE_DAMAGED |
                                   NQCNF_CNF_CLAUSE_TAUTOLOGY;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        if (cnf->flags[c] & left_out) continue;
        clause_key *key = &(*file)[count++];
        key->literals = cnf->sorted + cnf->sorted_offsets[c];
        key->count = cnf->sorted_offsets[c + 1] - cnf->sorted_offsets[c] - 1;
        key->index = c;
    }
    *file_count = count;
    memcpy(reference_sorted, list->literals,
           list->offsets[list->clause_count] * sizeof *reference_sorted);
    for (size_t c = 0; c < list->clause_count; c++) {
        clause_key *key = &(*reference)[c];
        key->literals = reference_sorted + list->offsets[c];
        key->count = list->offsets[c + 1] - list->offsets[c] - 1;
        key->index = c;
        nqcnf_sort_literals(reference_sorted + list->offsets[c], key->count);
    }
    qsort(*file, count, sizeof **file, compare_keys);
    qsort(*reference, list->clause_count, sizeof **reference, compare_keys);
    return NQCNF_OK;
}

static nqcnf_status compare(const nqcnf_options *options,
                            const nqcnf_cnf *cnf, nqcnf_check_report *report)
{
    const nqcnf_clause_list *list = &report->reference;
    clause_key *file = NULL, *reference = NULL;
    size_t file_count = 0;
    int32_t *reference_sorted = nqcnf_allocate(
        sizeof *reference_sorted * (list->offsets[list->clause_count] + 1));
    nqcnf_status status = reference_sorted == NULL
                              ? NQCNF_ERR_OUT_OF_MEMORY
                              : make_keys(cnf, list, reference_sorted, &file,
                                          &file_count, &reference);
    if (status == NQCNF_OK)
        status = collect_differences(options, cnf, report, file, file_count,
                                     reference, list->clause_count);
    report->same_order = same_sequence(cnf, list);
    if (status == NQCNF_OK && report->difference_count == 0) {
        const int same_header =
            cnf->has_header &&
            cnf->header_variables == report->reference_variables &&
            cnf->header_clauses == report->reference_clauses;
        report->summary = report->same_order && same_header
                              ? NQCNF_CHECK_IDENTICAL
                              : NQCNF_CHECK_SAME_CLAUSES;
    } else if (status == NQCNF_OK) {
        report->same_order = 0;
        status = nqcnf_decide_differences(options, report, file, file_count,
                                          reference);
    }
    nqcnf_release(file);
    nqcnf_release(reference);
    nqcnf_release(reference_sorted);
    return status;
}

nqcnf_status nqcnf_check_cnf(const nqcnf_options *given,
                             const nqcnf_cnf *cnf,
                             nqcnf_check_report *report)
{
    if (report == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    memset(report, 0, sizeof *report);
    if (cnf == NULL || cnf->offsets == NULL)
        return NQCNF_ERR_INVALID_ARGUMENT;
    /* Checked up front even when no question reaches a solver, so that
     * an unusable backend or a reference too large for a solver is
     * refused whatever the file holds. */
    nqcnf_options options;
    nqcnf_status status = nqcnf_solver_import(given, &options);
    nqcnf_counts counts;
    if (status == NQCNF_OK) status = nqcnf_counts_quick(&options, &counts);
    if (status != NQCNF_OK) return status;
    report->reference_variables = counts.variables;
    report->reference_clauses = counts.clauses;
    status = build_reference(&options, report);
    if (status == NQCNF_OK) status = compare(&options, cnf, report);
    if (status != NQCNF_OK) nqcnf_check_report_free(report);
    return status;
}

void nqcnf_check_report_free(nqcnf_check_report *report)
{
    if (report == NULL) return;
    for (size_t i = 0; i < report->difference_count; i++)
        nqcnf_board_free(&report->differences[i].witness);
    nqcnf_release(report->differences);
    nqcnf_release(report->reference.literals);
    nqcnf_release(report->reference.offsets);
    nqcnf_release(report->reference_groups);
    nqcnf_release(report->group_text);
    memset(report, 0, sizeof *report);
}
