/*
 * check_repair.c - a malformed file, mended the way its author would.
 *
 * A file that solvers reject gets the verdict malformed, whatever its
 * clauses say; but the comparison of what could be read is no answer to
 * "is my encoding right?": a damaged clause is left out, so a byte-order
 * mark in front of the header reads as a missing row clause that the
 * student never left out. So the report says what the file is once the
 * defects are mended, when mending leaves no choice: a byte-order mark
 * removed, a no-break space or another space that only looks like one
 * typed as a plain space, a minus sign that only looks like '-' typed as
 * '-', the header rewritten with the counts of the clauses, the last
 * clause closed. The mended text is read and checked as any file is, so
 * what the report says it would be is a real check of real text; a file
 * with any other error (a word that is no literal, a literal beyond the
 * header) has no mended form, and the report says only that it is
 * malformed. When only the header and the last 0 need mending, the
 * mended text has the clauses the file was read with, so the file's own
 * check is that check (its header aside): a file of millions of clauses
 * is not read and checked twice.
 */
#include "check_report.h"

#include <stdlib.h>
#include <string.h>

/* A character that only looks like ASCII: its UTF-8 bytes, what it
 * stands for ("" for nothing) and the repair that names it. */
typedef struct look_alike {
    const char *bytes;
    const char *meant;
    unsigned repair;
} look_alike;

static const look_alike look_alikes[] = {
    {"\xEF\xBB\xBF", " ", CHECK_REPAIR_BYTE_ORDER_MARK}, /* U+FEFF */
    {"\xC2\xA0", " ", CHECK_REPAIR_SPACE},               /* no-break */
    {"\xE2\x80\x80", " ", CHECK_REPAIR_SPACE}, /* U+2000 .. U+200B */
    {"\xE2\x80\x81", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x82", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x83", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x84", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x85", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x86", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x87", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x88", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x89", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x8A", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\x8B", " ", CHECK_REPAIR_SPACE},
    {"\xE2\x80\xAF", " ", CHECK_REPAIR_SPACE}, /* narrow no-break */
    {"\xE3\x80\x80", " ", CHECK_REPAIR_SPACE}, /* ideographic */
    {"\xE2\x88\x92", "-", CHECK_REPAIR_MINUS}, /* U+2212 MINUS SIGN */
    {"\xE2\x80\x90", "-", CHECK_REPAIR_MINUS}, /* hyphen */
    {"\xE2\x80\x91", "-", CHECK_REPAIR_MINUS}, /* non-breaking hyphen */
    {"\xE2\x80\x93", "-", CHECK_REPAIR_MINUS}, /* en dash */
};

typedef struct mended {
    char *data;
    size_t size;
} mended;

/* The look-alike at data[i], or NULL. */
static const look_alike *look_alike_at(const char *data, size_t size,
                                       size_t i)
{
    if ((unsigned char)data[i] < 0x80) return NULL;
    for (size_t k = 0; k < sizeof look_alikes / sizeof *look_alikes; k++) {
        const size_t length = strlen(look_alikes[k].bytes);
        if (size - i >= length &&
            memcmp(data + i, look_alikes[k].bytes, length) == 0)
            return &look_alikes[k];
    }
    return NULL;
}

/* Whether the text has a look-alike at all: without one, the text as
 * mended reads as it was read, and no copy of it is made. */
static int has_look_alikes(const char *data, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (look_alike_at(data, size, i) != NULL) return 1;
    return 0;
}

/* The text with every look-alike replaced; the repairs made. Never
 * longer than the text: each replacement is shorter than its bytes. */
static unsigned mend_characters(const char *data, size_t size, mended *out)
{
    unsigned repairs = 0;
    out->data = malloc(size + 1);
    out->size = 0;
    if (out->data == NULL) return 0;
    for (size_t i = 0; i < size;) {
        const look_alike *found = look_alike_at(data, size, i);
        if (found == NULL) {
            out->data[out->size++] = data[i++];
            continue;
        }
        out->data[out->size++] = found->meant[0];
        i += strlen(found->bytes);
        repairs |= found->repair;
    }
    return repairs;
}

/* Errors that a new header and a closing 0 mend, and no other. */
static int only_header_errors(const nqcnf_cnf *cnf, unsigned *repairs)
{
    unsigned needed = 0;
    for (size_t i = 0; i < cnf->issue_count; i++) {
        const nqcnf_cnf_issue_kind kind = cnf->issues[i].kind;
        if (!nqcnf_cnf_issue_is_error(kind)) continue;
        if (kind == NQCNF_CNF_NO_HEADER || kind == NQCNF_CNF_HEADER_CLAUSES ||
            kind == NQCNF_CNF_HEADER_VARIABLES)
            needed |= CHECK_REPAIR_HEADER;
        else if (kind == NQCNF_CNF_MISSING_FINAL_ZERO)
            needed |= CHECK_REPAIR_FINAL_ZERO;
        else
            return 0;
    }
    *repairs |= needed;
    return 1;
}

/* The header the repairs give the text, as check_write_repairs says it. */
static void new_header(const nqcnf_cnf *cnf, unsigned repairs,
                       check_repair *repair)
{
    if (!(repairs & CHECK_REPAIR_HEADER)) return;
    repair->header_added = !cnf->has_header;
    repair->header_variables = cnf->max_variable;
    repair->header_clauses = cnf->clause_count;
}

/* The text again with the header made right (its line dropped, a new
 * one first) and the last clause closed, as the repairs say. */
static int mend_header(const nqcnf_cnf *cnf, unsigned repairs,
                       check_repair *repair, mended *text)
{
    char header[80];
    int length = 0;
    new_header(cnf, repairs, repair);
    if (repairs & CHECK_REPAIR_HEADER)
        length = snprintf(header, sizeof header, "p cnf %lu %lu\n",
                          (unsigned long)cnf->max_variable,
                          (unsigned long)cnf->clause_count);
    char *out = malloc(text->size + (size_t)length + 4);
    if (out == NULL) return 0;
    memcpy(out, header, (size_t)length);
    size_t at = (size_t)length, line = 1;
    for (size_t i = 0; i < text->size; i++) {
        /* the old header's line goes, its line end stays */
        const int dropped = (repairs & CHECK_REPAIR_HEADER) &&
                            cnf->has_header && line == cnf->header_line;
        if (!dropped || text->data[i] == '\n') out[at++] = text->data[i];
        line += text->data[i] == '\n';
    }
    if (repairs & CHECK_REPAIR_FINAL_ZERO) {
        memcpy(out + at, "\n0\n", 3);
        at += 3;
    }
    free(text->data);
    text->data = out;
    text->size = at;
    return 1;
}

/* Reads the mended text; 1 when it has no errors left. */
static int read_mended(const mended *text, uint64_t headerless_limit,
                       nqcnf_cnf *cnf)
{
    if (nqcnf_cnf_read_buffer(text->data, text->size, headerless_limit,
                              cnf) != NQCNF_OK)
        return 0;
    for (size_t i = 0; i < cnf->issue_count; i++)
        if (nqcnf_cnf_issue_is_error(cnf->issues[i].kind)) return 0;
    return 1;
}

/* The mended text, or 0 when it cannot be mended without a choice. */
static int mend(const char *data, size_t size, uint64_t headerless_limit,
                check_repair *repair, mended *text)
{
    unsigned repairs = mend_characters(data, size, text);
    if (text->data == NULL) return 0;
    if (nqcnf_cnf_read_buffer(text->data, text->size, headerless_limit,
                              &repair->cnf) != NQCNF_OK)
        return 0;
    const unsigned before = repairs;
    const int mendable = only_header_errors(&repair->cnf, &repairs);
    int ok = mendable && repairs != 0;
    if (ok && repairs != before)
        ok = mend_header(&repair->cnf, repairs & ~before, repair, text);
    nqcnf_cnf_free(&repair->cnf);
    repair->repairs = repairs;
    return ok && read_mended(text, headerless_limit, &repair->cnf);
}

/* Mending only the header and the last clause's 0 changes no clause:
 * the mended text's check is the check of the file as read, but for
 * the header, which now counts what the file has. So the file's own
 * report is taken, not a second reading and check of a copy of it (for
 * a file of millions of clauses, twice the memory and the time). */
static int mend_in_place(const nqcnf_cnf *read,
                         const nqcnf_check_report *checked,
                         const check_settings *settings,
                         check_repair *repair)
{
    unsigned repairs = 0;
    if (!only_header_errors(read, &repairs) || repairs == 0) return 0;
    repair->repairs = repairs;
    new_header(read, repairs, repair);
    repair->borrowed = 1;
    repair->report = *checked;
    const uint64_t variables = (repairs & CHECK_REPAIR_HEADER)
                                   ? read->max_variable
                                   : read->header_variables;
    const uint64_t clauses = (repairs & CHECK_REPAIR_HEADER)
                                 ? read->clause_count
                                 : read->header_clauses;
    if (checked->summary == NQCNF_CHECK_SAME_CLAUSES &&
        checked->same_order && variables == checked->reference_variables &&
        clauses == checked->reference_clauses)
        repair->report.summary = NQCNF_CHECK_IDENTICAL;
    /* no issue of the mended text is an error, and none is reported */
    repair->outcome = check_outcome_of(&repair->cnf, &repair->report,
                                       settings);
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
    if (!has_look_alikes(data, size))
        return mend_in_place(read, checked, settings, repair);
    mended text = {NULL, 0};
    int ok = mend(data, size, headerless_limit, repair, &text);
    free(text.data);
    if (ok)
        ok = nqcnf_check_cnf(options, &repair->cnf, &repair->report) ==
             NQCNF_OK;
    if (!ok) {
        nqcnf_cnf_free(&repair->cnf);
        return 0;
    }
    repair->outcome = check_outcome_of(&repair->cnf, &repair->report,
                                       settings);
    return 1;
}

void check_repair_free(check_repair *repair)
{
    if (!repair->borrowed) nqcnf_check_report_free(&repair->report);
    nqcnf_cnf_free(&repair->cnf);
}

const char *check_repair_name(unsigned repair)
{
    switch (repair) {
    case CHECK_REPAIR_BYTE_ORDER_MARK: return "byte-order-mark";
    case CHECK_REPAIR_SPACE: return "look-alike-space";
    case CHECK_REPAIR_MINUS: return "look-alike-minus";
    case CHECK_REPAIR_HEADER: return "header";
    case CHECK_REPAIR_FINAL_ZERO: return "final-zero";
    default: return "";
    }
}

void check_write_repairs(FILE *out, const check_repair *repair)
{
    const unsigned all = repair->repairs;
    unsigned left = all;
    for (unsigned flag = 1; flag <= CHECK_REPAIR_FINAL_ZERO; flag <<= 1) {
        if (!(all & flag)) continue;
        left &= ~flag;
        switch (flag) {
        case CHECK_REPAIR_BYTE_ORDER_MARK:
            fputs("the byte-order mark removed", out);
            break;
        case CHECK_REPAIR_SPACE:
            fputs("the characters that look like spaces typed as plain "
                  "spaces",
                  out);
            break;
        case CHECK_REPAIR_MINUS:
            fputs("the characters that look like minus signs typed as '-'",
                  out);
            break;
        case CHECK_REPAIR_HEADER:
            fprintf(out, repair->header_added
                             ? "a header `p cnf %lu %lu` added"
                             : "the header made `p cnf %lu %lu`",
                    (unsigned long)repair->header_variables,
                    (unsigned long)repair->header_clauses);
            break;
        default: fputs("the last clause closed with 0", out); break;
        }
        if (left != 0) fputs((left & (left - 1)) == 0 ? " and " : ", ", out);
    }
}
