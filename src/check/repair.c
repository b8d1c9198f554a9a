/*
 * repair.c - a malformed DIMACS text, mended the way its author would.
 *
 * A file that solvers reject is malformed, whatever its clauses say; but
 * the comparison of what could be read is no answer to "is my encoding
 * right?": a damaged clause is left out, so a byte-order mark in front of
 * the header reads as a missing row clause that the student never left
 * out. So a front end says what the file is once its defects are mended,
 * when mending leaves no choice: a byte-order mark removed, a no-break
 * space or another space that only looks like one typed as a plain
 * space, a minus sign that only looks like '-' typed as '-', the header
 * rewritten with the counts of the clauses, the last clause closed. Which
 * of them apply is a fact of the text, decided here once, so that every
 * front end mends alike; the front end reads and checks the mended text
 * as any file, so what it says the file would be is a real check of real
 * text. A text with any other error (a word that is no literal, a literal
 * beyond the header) has no mended form. When only the header and the
 * last 0 need mending, the mended text has the clauses the text was read
 * with, so no copy is made: the text's own check stands for it, but for
 * the summary its new header may change (a file of millions of clauses
 * is not read and checked twice).
 */
#include "core/internal.h"

#include <stdio.h>
#include <string.h>

/* A character that only looks like ASCII: its UTF-8 bytes, what it
 * stands for and the repair that names it. */
typedef struct look_alike {
    const char *bytes;
    char meant;
    unsigned repair;
} look_alike;

static const look_alike look_alikes[] = {
    {"\xEF\xBB\xBF", ' ', NQCNF_REPAIR_BYTE_ORDER_MARK}, /* U+FEFF */
    {"\xC2\xA0", ' ', NQCNF_REPAIR_SPACE},               /* no-break */
    {"\xE2\x80\x80", ' ', NQCNF_REPAIR_SPACE}, /* U+2000 .. U+200B */
    {"\xE2\x80\x81", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x82", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x83", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x84", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x85", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x86", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x87", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x88", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x89", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x8A", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\x8B", ' ', NQCNF_REPAIR_SPACE},
    {"\xE2\x80\xAF", ' ', NQCNF_REPAIR_SPACE}, /* narrow no-break */
    {"\xE3\x80\x80", ' ', NQCNF_REPAIR_SPACE}, /* ideographic */
    {"\xE2\x88\x92", '-', NQCNF_REPAIR_MINUS}, /* U+2212 MINUS SIGN */
    {"\xE2\x80\x90", '-', NQCNF_REPAIR_MINUS}, /* hyphen */
    {"\xE2\x80\x91", '-', NQCNF_REPAIR_MINUS}, /* non-breaking hyphen */
    {"\xE2\x80\x93", '-', NQCNF_REPAIR_MINUS}, /* en dash */
};

const char *nqcnf_repair_name(unsigned repair)
{
    switch (repair) {
    case NQCNF_REPAIR_BYTE_ORDER_MARK: return "byte-order-mark";
    case NQCNF_REPAIR_SPACE: return "look-alike-space";
    case NQCNF_REPAIR_MINUS: return "look-alike-minus";
    case NQCNF_REPAIR_HEADER: return "header";
    case NQCNF_REPAIR_FINAL_ZERO: return "final-zero";
    default: return NULL;
    }
}

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

/* The text with every look-alike replaced, into repair->text, and the
 * repairs that made. Never longer than the text: each replacement is
 * shorter than its bytes. */
static nqcnf_status mend_characters(const char *data, size_t size,
                                    nqcnf_repair *repair)
{
    repair->text = nqcnf_allocate(size + 1);
    if (repair->text == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t i = 0; i < size;) {
        const look_alike *found = look_alike_at(data, size, i);
        if (found == NULL) {
            repair->text[repair->size++] = data[i++];
            continue;
        }
        repair->text[repair->size++] = found->meant;
        i += strlen(found->bytes);
        repair->repairs |= found->repair;
    }
    return NQCNF_OK;
}

/* Errors that a new header and a closing 0 mend, and no other: adds the
 * repairs they need, or returns 0. */
static int only_header_errors(const nqcnf_cnf *cnf, unsigned *repairs)
{
    unsigned needed = 0;
    for (size_t i = 0; i < cnf->issue_count; i++) {
        const nqcnf_cnf_issue_kind kind = cnf->issues[i].kind;
        if (!nqcnf_cnf_issue_is_error(kind)) continue;
        if (kind == NQCNF_CNF_NO_HEADER || kind == NQCNF_CNF_HEADER_CLAUSES)
            needed |= NQCNF_REPAIR_HEADER;
        else if (kind == NQCNF_CNF_MISSING_FINAL_ZERO)
            needed |= NQCNF_REPAIR_FINAL_ZERO;
        else
            return 0;
    }
    *repairs |= needed;
    return 1;
}

/* The header the repairs give the text, counted from its clauses. */
static void new_header(const nqcnf_cnf *cnf, nqcnf_repair *repair)
{
    if (!(repair->repairs & NQCNF_REPAIR_HEADER)) return;
    repair->header_added = !cnf->has_header;
    repair->header_variables = cnf->max_variable;
    repair->header_clauses = cnf->clauses_read;
}

/* The text again with the header made right (its line dropped, a new
 * one first) and the last clause closed, as `repairs` say; `cnf` is the
 * text as read. */
static nqcnf_status mend_header(const nqcnf_cnf *cnf, unsigned repairs,
                                nqcnf_repair *repair)
{
    char header[80];
    int length = 0;
    if (repairs & NQCNF_REPAIR_HEADER)
        length = snprintf(header, sizeof header, "p cnf %lu %lu\n",
                          (unsigned long)cnf->max_variable,
                          (unsigned long)cnf->clauses_read);
    char *out = nqcnf_allocate(repair->size + (size_t)length + 4);
    if (out == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(out, header, (size_t)length);
    size_t at = (size_t)length, line = 1;
    for (size_t i = 0; i < repair->size; i++) {
        /* the old header's line goes, its line end stays */
        const int dropped = (repairs & NQCNF_REPAIR_HEADER) &&
                            cnf->has_header && line == cnf->header_line;
        if (!dropped || repair->text[i] == '\n') out[at++] = repair->text[i];
        line += repair->text[i] == '\n';
    }
    if (repairs & NQCNF_REPAIR_FINAL_ZERO) {
        memcpy(out + at, "\n0\n", 3);
        at += 3;
    }
    nqcnf_release(repair->text);
    repair->text = out;
    repair->size = at;
    return NQCNF_OK;
}

/* Look-alikes replaced, then the header and the last 0 of what that
 * reads as: the text to read and check. */
static nqcnf_status mend_copy(const char *data, size_t size,
                              uint64_t headerless_limit,
                              nqcnf_repair *repair)
{
    nqcnf_status status = mend_characters(data, size, repair);
    if (status != NQCNF_OK) return status;
    nqcnf_cnf cnf;
    status = nqcnf_cnf_read_buffer(repair->text, repair->size,
                                   headerless_limit, &cnf);
    if (status != NQCNF_OK) return status;
    const unsigned before = repair->repairs;
    if (!only_header_errors(&cnf, &repair->repairs)) {
        repair->repairs = 0;
    } else if (repair->repairs != before) {
        new_header(&cnf, repair);
        status = mend_header(&cnf, repair->repairs & ~before, repair);
    }
    nqcnf_cnf_free(&cnf);
    return status;
}

/* Only the header and the last clause's 0 to mend: no clause changes, so
 * the text's check stands for the mended one but for the header, which
 * now counts what the text has, and may make it identical. */
static void mend_in_place(const nqcnf_cnf *cnf,
                          const nqcnf_check_report *report,
                          nqcnf_repair *repair)
{
    if (!only_header_errors(cnf, &repair->repairs)) repair->repairs = 0;
    if (repair->repairs == 0) return;
    new_header(cnf, repair);
    const int header = (repair->repairs & NQCNF_REPAIR_HEADER) != 0;
    const uint64_t variables = header ? cnf->max_variable
                                      : cnf->header_variables;
    const uint64_t clauses = header ? cnf->clauses_read
                                    : cnf->header_clauses;
    repair->summary = report->summary;
    if (report->summary == NQCNF_CHECK_SAME_CLAUSES && report->same_order &&
        variables == report->reference_variables &&
        clauses == report->reference_clauses)
        repair->summary = NQCNF_CHECK_IDENTICAL;
}

nqcnf_status nqcnf_repair_text(const char *data, size_t size,
                               uint64_t headerless_limit,
                               const nqcnf_cnf *cnf,
                               const nqcnf_check_report *report,
                               nqcnf_repair *repair)
{
    if (repair == NULL) return nqcnf_invalid("repair is NULL");
    memset(repair, 0, sizeof *repair);
    repair->summary = NQCNF_CHECK_UNDECIDED;
    if (cnf == NULL) return nqcnf_invalid("cnf is NULL");
    if (report == NULL) return nqcnf_invalid("report is NULL");
    if (data == NULL && size != 0)
        return nqcnf_invalid("data is NULL with size %zu", size);
    if (cnf->issue_count > 0 && cnf->issues == NULL)
        return nqcnf_invalid("cnf->issues is NULL with issue_count %zu",
                             cnf->issue_count);
    if (!has_look_alikes(data, size)) {
        mend_in_place(cnf, report, repair);
        return NQCNF_OK;
    }
    const nqcnf_status status =
        mend_copy(data, size, headerless_limit, repair);
    if (status != NQCNF_OK || repair->repairs == 0) {
        nqcnf_repair_free(repair);
        memset(repair, 0, sizeof *repair);
        repair->summary = NQCNF_CHECK_UNDECIDED;
    }
    return status;
}

void nqcnf_repair_free(nqcnf_repair *repair)
{
    if (repair == NULL) return;
    nqcnf_release(repair->text);
    repair->text = NULL;
    repair->size = 0;
}
