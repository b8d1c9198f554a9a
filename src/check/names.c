/*
 * names.c - the published names of what a check finds.
 *
 * A grader compares these names as they are (kebab-case, the values of
 * docs/check-report.schema.json), so they are part of the check's
 * answer, not of one front end's wording: each table lives here once,
 * next to the enum it names, and every front end asks for it. Each
 * function gives NULL for a value that is none of its enum's, so that a
 * caller built against a newer header learns it has no name rather than
 * reading past a table. Sentences for people stay with the front ends.
 */
#include "core/internal.h"

/* The name at `value` of a table of `count`, or NULL past it. */
static const char *name_in(const char *const *names, size_t count,
                           unsigned value)
{
    return value < count ? names[value] : NULL;
}

#define NAME_IN(names, value) \
    name_in((names), sizeof(names) / sizeof *(names), (unsigned)(value))

const char *nqcnf_cnf_issue_kind_name(nqcnf_cnf_issue_kind kind)
{
    static const char *const names[] = {
        [NQCNF_CNF_NO_HEADER] = "no-header",
        [NQCNF_CNF_BAD_HEADER] = "bad-header",
        [NQCNF_CNF_LATE_HEADER] = "late-header",
        [NQCNF_CNF_HEADER_VARIABLES] = "header-variables",
        [NQCNF_CNF_HEADER_CLAUSES] = "header-clauses",
        [NQCNF_CNF_NOT_A_NUMBER] = "not-a-number",
        [NQCNF_CNF_LITERAL_OUT_OF_RANGE] = "literal-out-of-range",
        [NQCNF_CNF_MISSING_FINAL_ZERO] = "missing-final-zero",
        [NQCNF_CNF_DUPLICATE_CLAUSE] = "duplicate-clause",
        [NQCNF_CNF_TAUTOLOGY] = "tautology",
        [NQCNF_CNF_REPEATED_LITERAL] = "repeated-literal",
        [NQCNF_CNF_PERCENT_END] = "percent-end",
        [NQCNF_CNF_COMMENT_IN_CLAUSE] = "comment-in-clause",
    };
    return NAME_IN(names, kind);
}

const char *nqcnf_difference_kind_name(nqcnf_difference_kind kind)
{
    static const char *const names[] = {
        [NQCNF_DIFFERENCE_EXTRA] = "extra",
        [NQCNF_DIFFERENCE_MISSING] = "missing",
        [NQCNF_DIFFERENCE_ALLOWS] = "allows",
    };
    return NAME_IN(names, kind);
}

const char *nqcnf_implied_name(int implied)
{
    /* the values run from NQCNF_IMPLIED_UNDECIDED (-1) */
    static const char *const names[] = {
        "undecided", "not-implied", "implied", "on-board",
    };
    return implied < NQCNF_IMPLIED_UNDECIDED
               ? NULL
               : NAME_IN(names, implied - NQCNF_IMPLIED_UNDECIDED);
}

const char *nqcnf_variant_name(unsigned variant)
{
    switch (variant) {
    case NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE:
        return "no-column-at-least-one";
    case NQCNF_VARIANT_NO_ROW_AT_LEAST_ONE: return "no-row-at-least-one";
    case NQCNF_VARIANT_COUNTED_AT_MOST_ONE: return "counted-at-most-one";
    case NQCNF_VARIANT_TRANSPOSED: return "transposed-numbering";
    case NQCNF_VARIANT_SUBSUMED_EXTRA: return "subsumed-extra";
    case NQCNF_VARIANT_COUNTED_EXTRA: return "counted-extra";
    default: return NULL;
    }
}

const char *nqcnf_diagnosis_kind_name(nqcnf_diagnosis_kind kind)
{
    static const char *const names[] = {
        [NQCNF_DIAGNOSIS_OTHER_N] = "other-n",
        [NQCNF_DIAGNOSIS_HEADER_IS_N] = "header-is-n",
        [NQCNF_DIAGNOSIS_ZERO_BASED] = "zero-based",
        [NQCNF_DIAGNOSIS_SHIFTED] = "shifted",
        [NQCNF_DIAGNOSIS_TRANSPOSED] = "transposed",
        [NQCNF_DIAGNOSIS_DECIMAL] = "decimal",
        [NQCNF_DIAGNOSIS_CUT_SHORT] = "cut-short",
        [NQCNF_DIAGNOSIS_FAMILY_MISSING] = "family-missing",
        [NQCNF_DIAGNOSIS_ONLY_LONG_DIAGONALS] = "only-long-diagonals",
        [NQCNF_DIAGNOSIS_TYPO] = "typo",
        [NQCNF_DIAGNOSIS_LINES_TAKE_TWO] = "lines-take-two",
        [NQCNF_DIAGNOSIS_LINES_TAKE_MORE] = "lines-take-more",
        [NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY] = "lines-may-be-empty",
    };
    return NAME_IN(names, kind);
}

const char *nqcnf_family_name(nqcnf_family family)
{
    static const char *const names[NQCNF_FAMILY_COUNT] = {
        [NQCNF_FAMILY_ROW_AT_LEAST_ONE] = "row-at-least-one",
        [NQCNF_FAMILY_COLUMN_AT_LEAST_ONE] = "column-at-least-one",
        [NQCNF_FAMILY_ROW_PAIRS] = "row-pairs",
        [NQCNF_FAMILY_COLUMN_PAIRS] = "column-pairs",
        [NQCNF_FAMILY_DOWN_RIGHT_PAIRS] = "down-right-pairs",
        [NQCNF_FAMILY_DOWN_LEFT_PAIRS] = "down-left-pairs",
        [NQCNF_FAMILY_OTHER] = "other",
    };
    return NAME_IN(names, family);
}

const char *nqcnf_text_kind_name(nqcnf_text_kind kind)
{
    static const char *const names[] = {
        [NQCNF_TEXT_DIMACS] = "dimacs",
        [NQCNF_TEXT_EMPTY] = "empty",
        [NQCNF_TEXT_BINARY] = "binary",
        [NQCNF_TEXT_COMPRESSED] = "compressed",
        [NQCNF_TEXT_SMT_LIB] = "smt-lib",
        [NQCNF_TEXT_OPB] = "opb",
        [NQCNF_TEXT_SOLVER_OUTPUT] = "solver-output",
    };
    return NAME_IN(names, kind);
}
