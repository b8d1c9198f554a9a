/*
 * verdict.c - what a check comes to: its verdict, whether that is
 * accepted, and the counts a sentence about it needs.
 *
 * The summary of nqcnf_check_cnf() says how the file's clauses compare
 * with the reference; a grader needs more: a file that solvers reject is
 * malformed whatever its clauses say (what was compared is not what its
 * author wrote), and a strict grader accepts only the reference's clauses
 * and the variants equivalent for every N. Both are decided here, once,
 * so that the command, the page and any other front end give the same
 * verdict for the same file; they only word it. The verdict is a plain
 * struct of enums and counts without a struct_size: it is an answer the
 * library writes whole, in the experimental header, whose layout may
 * change with any minor version, as nqcnf_check_report's does. A check
 * cut short by options.stop needs no case of its own: its summary
 * already says what was decided by then (a witness makes it not
 * equivalent, else it is undecided).
 */
#include "core/internal.h"

#include <string.h>

/* The published names, as the JSON report and its schema spell them. */
static const char *const verdict_names[NQCNF_VERDICT_COUNT] = {
    [NQCNF_VERDICT_IDENTICAL] = "identical",
    [NQCNF_VERDICT_SAME_CLAUSES] = "same-clauses",
    [NQCNF_VERDICT_EQUIVALENT_EVERY_N] = "equivalent-every-n",
    [NQCNF_VERDICT_EQUIVALENT_THIS_N] = "equivalent-this-n",
    [NQCNF_VERDICT_NOT_EQUIVALENT] = "not-equivalent",
    [NQCNF_VERDICT_BOTH_UNSATISFIABLE] = "both-unsatisfiable",
    [NQCNF_VERDICT_UNDECIDED] = "undecided",
    [NQCNF_VERDICT_TIMED_OUT] = "timed-out",
    [NQCNF_VERDICT_CRASHED] = "crashed",
    [NQCNF_VERDICT_FAILED] = "failed",
    [NQCNF_VERDICT_OUTPUT_TOO_LARGE] = "output-too-large",
    [NQCNF_VERDICT_NOT_A_CNF] = "not-a-cnf",
    [NQCNF_VERDICT_MALFORMED] = "malformed",
    [NQCNF_VERDICT_GRADER_ERROR] = "grader-error",
};

const char *nqcnf_verdict_name(nqcnf_verdict verdict)
{
    return (unsigned)verdict < NQCNF_VERDICT_COUNT ? verdict_names[verdict]
                                                    : NULL;
}

const char *nqcnf_acceptance_name(nqcnf_acceptance acceptance)
{
    static const char *const names[] = {
        [NQCNF_ACCEPTANCE_ACCEPTED] = "accepted",
        [NQCNF_ACCEPTANCE_REJECTED] = "rejected",
        [NQCNF_ACCEPTANCE_UNDECIDED] = "undecided",
    };
    return (unsigned)acceptance < sizeof names / sizeof *names
               ? names[acceptance]
               : NULL;
}

/* The verdict a summary gives a well-formed file; -1 for no summary. A
 * summary has no name of its own: it is published as its verdict. */
static int verdict_of_summary(nqcnf_check_summary summary)
{
    switch (summary) {
    case NQCNF_CHECK_IDENTICAL: return NQCNF_VERDICT_IDENTICAL;
    case NQCNF_CHECK_SAME_CLAUSES: return NQCNF_VERDICT_SAME_CLAUSES;
    case NQCNF_CHECK_EQUIVALENT: return NQCNF_VERDICT_EQUIVALENT_THIS_N;
    case NQCNF_CHECK_NOT_EQUIVALENT: return NQCNF_VERDICT_NOT_EQUIVALENT;
    case NQCNF_CHECK_UNDECIDED: return NQCNF_VERDICT_UNDECIDED;
    case NQCNF_CHECK_EQUIVALENT_EVERY_N:
        return NQCNF_VERDICT_EQUIVALENT_EVERY_N;
    case NQCNF_CHECK_BOTH_UNSATISFIABLE:
        return NQCNF_VERDICT_BOTH_UNSATISFIABLE;
    }
    return -1;
}

const char *nqcnf_check_summary_name(nqcnf_check_summary summary)
{
    const int verdict = verdict_of_summary(summary);
    return verdict < 0 ? NULL : verdict_names[verdict];
}

/* Whether a strict grader turns the summary down: the same boards at
 * this N alone, or no boards at all, may be right by luck. */
static int strict_refuses(nqcnf_check_summary summary)
{
    return summary == NQCNF_CHECK_EQUIVALENT ||
           summary == NQCNF_CHECK_BOTH_UNSATISFIABLE;
}

nqcnf_status nqcnf_verdict_compute(const nqcnf_cnf *cnf,
                                   const nqcnf_check_report *report,
                                   unsigned policy,
                                   nqcnf_check_verdict *verdict)
{
    if (verdict == NULL) return nqcnf_invalid("verdict is NULL");
    memset(verdict, 0, sizeof *verdict);
    /* never a "yes" for what was not judged */
    verdict->verdict = NQCNF_VERDICT_FAILED;
    verdict->acceptance = NQCNF_ACCEPTANCE_REJECTED;
    if (cnf == NULL) return nqcnf_invalid("cnf is NULL");
    if (report == NULL) return nqcnf_invalid("report is NULL");
    if ((policy & ~(unsigned)NQCNF_POLICY_STRICT) != 0)
        return nqcnf_invalid("policy is %#x: bits %#x are no NQCNF_POLICY_*",
                             policy, policy & ~(unsigned)NQCNF_POLICY_STRICT);
    if (cnf->issue_count > 0 && cnf->issues == NULL)
        return nqcnf_invalid("cnf->issues is NULL with issue_count %zu",
                             cnf->issue_count);
    if (report->difference_count > 0 && report->differences == NULL)
        return nqcnf_invalid("report->differences is NULL with "
                             "difference_count %zu",
                             report->difference_count);
    const int summary = verdict_of_summary(report->summary);
    if (summary < 0)
        return nqcnf_invalid("report->summary is %d: not an "
                             "nqcnf_check_summary", (int)report->summary);

    /* an issue the reader counted again is as many errors */
    for (size_t i = 0; i < cnf->issue_count; i++)
        if (nqcnf_cnf_issue_is_error(cnf->issues[i].kind))
            verdict->errors += 1 + cnf->issues[i].repeats;
    /* and those it counted without keeping: a kind that occurs is among
     * the kept issues, so they change the count, never the verdict */
    for (int k = 0; k < NQCNF_CNF_ISSUE_KIND_COUNT; k++)
        if (nqcnf_cnf_issue_is_error((nqcnf_cnf_issue_kind)k))
            verdict->errors += cnf->unlisted[k] + cnf->unlisted_repeats[k];
    for (size_t i = 0; i < report->difference_count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        verdict->missing += d->kind == NQCNF_DIFFERENCE_MISSING;
        verdict->extra += d->kind == NQCNF_DIFFERENCE_EXTRA;
        verdict->allows += d->kind == NQCNF_DIFFERENCE_ALLOWS;
        verdict->wrong += d->implied == NQCNF_IMPLIED_NO;
        verdict->undecided += d->implied == NQCNF_IMPLIED_UNDECIDED;
    }

    verdict->verdict = (nqcnf_verdict)summary;
    verdict->acceptance = NQCNF_ACCEPTANCE_ACCEPTED;
    if (verdict->errors > 0) {
        /* the comparison is of what could be read, so it decides nothing */
        verdict->verdict = NQCNF_VERDICT_MALFORMED;
        verdict->acceptance = NQCNF_ACCEPTANCE_REJECTED;
    } else if (report->summary == NQCNF_CHECK_NOT_EQUIVALENT) {
        verdict->acceptance = NQCNF_ACCEPTANCE_REJECTED;
    } else if (report->summary == NQCNF_CHECK_UNDECIDED) {
        verdict->acceptance = NQCNF_ACCEPTANCE_UNDECIDED;
    } else if ((policy & NQCNF_POLICY_STRICT) &&
               strict_refuses(report->summary)) {
        verdict->acceptance = NQCNF_ACCEPTANCE_REJECTED;
        verdict->policy_rejected = 1;
    }
    return NQCNF_OK;
}
