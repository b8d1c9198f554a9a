/*
 * check_repair.c - a malformed file, mended the way its author would,
 * and checked as it then is.
 *
 * A file that solvers reject gets the verdict malformed, whatever its
 * clauses say; but the comparison of what could be read is no answer to
 * "is my encoding right?": a damaged clause is left out, so a byte-order
 * mark in front of the header reads as a missing row clause that the
 * student never left out. So the report says what the file is once its
 * defects are mended, when mending leaves no choice. Which repairs apply
 * and the mended text are the library's (nqcnf_repair_text), so every
 * front end mends alike; here the mended text is read and checked as any
 * file is, so what the report says it would be is a real check of real
 * text, and what was mended is worded. When only the header and the last
 * 0 need mending, the library makes no copy: the mended text has the
 * clauses the file was read with, so the file's own check is that check
 * (with the summary its new header gives): a file of millions of clauses
 * is not read and checked twice.
 */
#include "check_report.h"

#include <string.h>

/* Reads the mended text; 1 when it has no errors left. */
static int read_mended(const nqcnf_repair *mended, uint64_t headerless_limit,
                       nqcnf_cnf *cnf)
{
    if (nqcnf_cnf_read_buffer(mended->text, mended->size, headerless_limit,
                              cnf) != NQCNF_OK)
        return 0;
    for (size_t i = 0; i < cnf->issue_count; i++)
        if (nqcnf_cnf_issue_is_error(cnf->issues[i].kind)) return 0;
    return 1;
}

int check_repair_try(const nqcnf_options *options,
                     const check_settings *settings, const char *data,
                     size_t size, uint64_t headerless_limit,
                     const nqcnf_cnf *read, const nqcnf_check_report *checked,
                     check_repair *repair)
{
    memset(repair, 0, sizeof *repair);
    if (data == NULL) return 0;
    if (nqcnf_repair_text(data, size, headerless_limit, read, checked,
                          &repair->mended) != NQCNF_OK ||
        repair->mended.repairs == 0)
        return 0;
    if (repair->mended.text == NULL) {
        /* no issue of the mended text is an error, and none is reported */
        repair->borrowed = 1;
        repair->report = *checked;
        repair->report.summary = repair->mended.summary;
    } else {
        int ok = read_mended(&repair->mended, headerless_limit, &repair->cnf);
        /* the cnf keeps nothing of the text: give its memory back before
         * the check needs its own */
        nqcnf_repair_free(&repair->mended);
        if (ok) {
            const nqcnf_status status =
                nqcnf_check_cnf(options, &repair->cnf, &repair->report);
            ok = status == NQCNF_OK || status == NQCNF_ERR_STOPPED;
        }
        if (!ok) {
            nqcnf_cnf_free(&repair->cnf);
            return 0;
        }
    }
    repair->outcome = check_outcome_of(&repair->cnf, &repair->report,
                                       settings);
    return 1;
}

void check_repair_free(check_repair *repair)
{
    if (!repair->borrowed) nqcnf_check_report_free(&repair->report);
    nqcnf_cnf_free(&repair->cnf);
    nqcnf_repair_free(&repair->mended);
}

void check_write_repairs(FILE *out, const check_repair *repair)
{
    const unsigned all = repair->mended.repairs;
    unsigned left = all;
    for (unsigned flag = 1; flag <= NQCNF_REPAIR_FINAL_ZERO; flag <<= 1) {
        if (!(all & flag)) continue;
        left &= ~flag;
        switch (flag) {
        case NQCNF_REPAIR_BYTE_ORDER_MARK:
            fputs("the byte-order mark removed", out);
            break;
        case NQCNF_REPAIR_SPACE:
            fputs("the characters that look like spaces typed as plain "
                  "spaces",
                  out);
            break;
        case NQCNF_REPAIR_MINUS:
            fputs("the characters that look like minus signs typed as '-'",
                  out);
            break;
        case NQCNF_REPAIR_HEADER:
            fprintf(out, repair->mended.header_added
                             ? "a header `p cnf %lu %lu` added"
                             : "the header made `p cnf %lu %lu`",
                    (unsigned long)repair->mended.header_variables,
                    (unsigned long)repair->mended.header_clauses);
            break;
        default: fputs("the last clause closed with 0", out); break;
        }
        if (left != 0) fputs((left & (left - 1)) == 0 ? " and " : ", ", out);
    }
}
