/*
 * check_outcome.c - the verdict of a check, and the sentence that says it.
 *
 * The verdict is the library's (nqcnf_verdict_compute): what the summary
 * says, malformed whenever solvers reject the file (what was compared is
 * not what the student wrote: a damaged clause is left out), and whether
 * --strict (NQCNF_POLICY_STRICT) turns an equivalence at this N alone
 * down; the page and any other front end get the same. What is the
 * command's is the rest: the documented exit statuses (0 accepted, 1
 * rejected, 3 undecided), the time limit and the sentence, which may add
 * what the mended file checks as (check_repair.c). A check cut short by
 * --time-limit is no verdict of its own: the library's summary of what
 * was decided by then stands (a witness already makes it "not
 * equivalent"), else it is undecided, and the sentence says which limit
 * ran out and how to give more.
 */
#include "check_report.h"
#include "messages.h"

#include <string.h>

/* Whether the file uses variables beyond the board, judged on the board
 * rather than clause by clause: the sentence says so. */
static int judged_on_board(const nqcnf_check_report *report)
{
    for (size_t i = 0; i < report->difference_count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        if (d->component != SIZE_MAX || d->implied == NQCNF_IMPLIED_ON_BOARD ||
            d->kind == NQCNF_DIFFERENCE_ALLOWS)
            return 1;
    }
    return 0;
}

check_outcome check_outcome_of(const nqcnf_cnf *cnf,
                               const nqcnf_check_report *report,
                               const check_settings *settings)
{
    check_outcome o;
    memset(&o, 0, sizeof o);
    /* a status other than NQCNF_OK leaves the result failed and
     * rejected, which is what the exit status then says */
    (void)nqcnf_verdict_compute(cnf, report,
                                settings->strict ? NQCNF_POLICY_STRICT : 0,
                                &o.result);
    switch (o.result.acceptance) {
    case NQCNF_ACCEPTANCE_ACCEPTED: o.exit_status = EXIT_OK; break;
    case NQCNF_ACCEPTANCE_UNDECIDED: o.exit_status = EXIT_UNDECIDED; break;
    default: o.exit_status = EXIT_FAILURE_RUNTIME; break;
    }
    o.out_of_time = settings->budget->expired;
    return o;
}

int check_is_malformed(const check_outcome *outcome)
{
    return outcome->result.verdict == NQCNF_VERDICT_MALFORMED;
}

int check_worst_exit(int so_far, int exit_status)
{
    if (so_far == EXIT_GRADER_FAILURE || exit_status == EXIT_GRADER_FAILURE)
        return EXIT_GRADER_FAILURE;
    if (so_far == EXIT_FAILURE_RUNTIME || exit_status == EXIT_FAILURE_RUNTIME)
        return EXIT_FAILURE_RUNTIME;
    if (so_far == EXIT_UNDECIDED || exit_status == EXIT_UNDECIDED)
        return EXIT_UNDECIDED;
    return EXIT_OK;
}

static void write_variants(FILE *out, unsigned variants)
{
    static const struct {
        unsigned flag;
        const char *words;
    } names[] = {
        {NQCNF_VARIANT_TRANSPOSED,
         "squares numbered column by column (variable = column*N + row + 1)"},
        {NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE,
         "column at-least-one clauses left out (the rows' at-least-one and "
         "the columns' at-most-one give them)"},
        {NQCNF_VARIANT_NO_ROW_AT_LEAST_ONE,
         "row at-least-one clauses left out (the columns' at-least-one and "
         "the rows' at-most-one give them)"},
        {NQCNF_VARIANT_COUNTED_AT_MOST_ONE,
         "at-most-one pairs of a row or column left out (counting queens "
         "line by line gives them)"},
        {NQCNF_VARIANT_SUBSUMED_EXTRA,
         "clauses added that contain a clause of the reference (they "
         "follow from it)"},
        {NQCNF_VARIANT_COUNTED_EXTRA,
         "row or column clauses added that the reference gives by counting "
         "queens line by line"},
    };
    const char *separator = "";
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (variants & names[i].flag) {
            fprintf(out, "%s%s", separator, names[i].words);
            separator = "; ";
        }
}

static void write_equivalent(FILE *out, uint32_t n,
                             const nqcnf_check_report *report,
                             int out_of_time)
{
    if (report->matters_at_n != 0)
        fprintf(out,
                "equivalent at N=%lu only: the same clauses missing (or "
                "added) change the solutions at N=%lu, so they matter",
                (unsigned long)n, (unsigned long)report->matters_at_n);
    else if (judged_on_board(report))
        fprintf(out,
                "equivalent at N=%lu: the same solutions with clauses of its "
                "own (auxiliary variables compared on the board); other N "
                "are not checked (--generator checks a range)",
                (unsigned long)n);
    else if (out_of_time)
        fprintf(out,
                "equivalent at N=%lu: different clauses, the same solutions "
                "(the time limit ran out before neighbouring N were tried)",
                (unsigned long)n);
    else
        fprintf(out,
                "equivalent at N=%lu: different clauses, the same solutions "
                "(the same changes at neighbouring N were equivalent too)",
                (unsigned long)n);
}

/* Which limit ran out, and how to give more. */
static void write_undecided(FILE *out, const check_outcome *o,
                            const check_settings *settings)
{
    if (!o->out_of_time) {
        fputs("could not decide whether it is equivalent (a solver question "
              "ran out of its bound)",
              out);
        return;
    }
    fprintf(out,
            "undecided: the time limit of %g s ran out before it was "
            "decided (--time-limit S gives it longer, 0 none)",
            settings->budget->seconds);
}

/* What the comparison of a malformed file says is not what its author
 * wrote, so only the mended file's check is worded. */
static void write_malformed(FILE *out, uint32_t n, const check_outcome *o,
                            const check_settings *settings)
{
    fprintf(out, "malformed: solvers reject the file (%zu error%s in its "
                 "syntax)",
            o->result.errors, o->result.errors == 1 ? "" : "s");
    if (o->repair == NULL) {
        fputs("; mend it and check again", out);
        return;
    }
    fputs("; with ", out);
    check_write_repairs(out, o->repair);
    fputs(", it would check as: ", out);
    check_write_summary(out, n, &o->repair->report, &o->repair->outcome,
                        settings);
}

void check_write_summary(FILE *out, uint32_t n,
                         const nqcnf_check_report *report,
                         const check_outcome *o,
                         const check_settings *settings)
{
    if (check_is_malformed(o)) {
        write_malformed(out, n, o, settings);
        return;
    }
    switch (report->summary) {
    case NQCNF_CHECK_IDENTICAL: fputs("identical", out); break;
    case NQCNF_CHECK_SAME_CLAUSES:
        fputs(report->same_order
                  ? "same clauses in the same order, but not the same header"
                  : "same clauses in another order",
              out);
        break;
    case NQCNF_CHECK_EQUIVALENT_EVERY_N:
        fputs("equivalent for every N: ", out);
        write_variants(out, report->variants);
        break;
    case NQCNF_CHECK_EQUIVALENT:
        write_equivalent(out, n, report, o->out_of_time);
        break;
    case NQCNF_CHECK_BOTH_UNSATISFIABLE:
        fprintf(out,
                "both unsatisfiable: the reference has no solution at N=%lu "
                "and neither has the file, so there is nothing to compare "
                "(check at an N with solutions)",
                (unsigned long)n);
        break;
    case NQCNF_CHECK_UNDECIDED: write_undecided(out, o, settings); break;
    case NQCNF_CHECK_NOT_EQUIVALENT: fputs("not equivalent", out); break;
    }
    if (report->without_reference) {
        /* no clause was compared: counts of none would mislead */
        if (report->summary == NQCNF_CHECK_NOT_EQUIVALENT)
            fprintf(out,
                    ": a board the file allows breaks a rule (its clauses "
                    "were not compared one by one: the reference at N=%lu "
                    "has %llu clauses, more than --reference-budget lets "
                    "check hold)",
                    (unsigned long)n,
                    (unsigned long long)report->reference_clauses);
        return;
    }
    /* the counts say nothing new when the variants name the changes, or
     * when there are no solutions to change */
    const nqcnf_check_verdict *r = &o->result;
    if (r->missing + r->extra + r->allows > 0 &&
        report->summary != NQCNF_CHECK_EQUIVALENT_EVERY_N &&
        report->summary != NQCNF_CHECK_BOTH_UNSATISFIABLE)
    {
        fprintf(out, " (%zu missing, %zu extra", r->missing, r->extra);
        if (r->allows > 0)
            fprintf(out, ", %zu rule%s of the board in question", r->allows,
                    r->allows == 1 ? "" : "s");
        fprintf(out, "; %zu of them change%s the solutions)", r->wrong,
                r->wrong == 1 ? "s" : "");
    }
    if (o->out_of_time && report->summary == NQCNF_CHECK_NOT_EQUIVALENT)
        fprintf(out, "; the time limit of %g s ran out before every "
                     "difference was judged",
                settings->budget->seconds);
    if (r->policy_rejected)
        fputs("; --strict accepts only the reference's clauses or changes "
              "equivalent for every N",
              out);
}

int check_changes_solutions(const nqcnf_difference *d)
{
    return d->implied == NQCNF_IMPLIED_NO ||
           d->implied == NQCNF_IMPLIED_UNDECIDED;
}
