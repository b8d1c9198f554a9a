/*
 * cnf_reader.c - DIMACS as students write it, read without guessing.
 *
 * The files this reads are hand-written or come out of a student's own
 * generator, so every liberty a human takes (comments anywhere, CRLF,
 * tabs, clauses wrapped or packed on one line, no final newline) is
 * accepted silently, while everything a solver would refuse or misread is
 * kept as an issue with its line: the point is to explain, so the reader
 * never stops at the first problem and never prints. Literals are kept as
 * written next to their normalized form (sorted, repeats dropped) because
 * the comparison works on sets of clauses while the report quotes the
 * file.
 * Bytes, blanks, words, numbers and lines are the text layer's (text.h),
 * the same as the decoder's: a stream and a buffer go through one parser,
 * line by line, and this file only says what the words mean. How a
 * clause is stored, normalized and compared with the others is
 * cnf_build.c's, shared with the SMT-LIB reader.
 */
#include "read/cnf_build.h"
#include "read/text.h"

#include "core/internal.h"

#include <string.h>

typedef struct reader {
    nqcnf_cnf *cnf;
    cnf_builder build;      /* how clauses are stored and compared */
    uint64_t limit;         /* literals beyond are out of range */
    uint64_t headerless_limit;
    int open;               /* a clause has begun and not yet met its 0 */
    size_t open_line;
    unsigned char open_flags;
    int out_of_range_seen;
    int stopped;            /* the SATLIB "%" end marker */
    size_t stop_line, lines_after_stop;
    const char *line_start; /* of the line being read, for columns */
} reader;

static nqcnf_status add_issue(reader *r, nqcnf_cnf_issue_kind kind,
                              size_t line, size_t clause, int64_t value,
                              int64_t expected, const char *token,
                              size_t token_length)
{
    return nqcnf_cnf_builder_add_issue(&r->build, kind, line, clause, value,
                                       expected, token, token_length);
}

static void begin_clause(reader *r, size_t line)
{
    if (r->open) return;
    r->open = 1;
    r->open_line = line;
    r->open_flags = 0;
}

static nqcnf_status close_clause(reader *r)
{
    r->open = 0;
    return nqcnf_cnf_builder_close_clause(&r->build, r->open_line,
                                          r->open_flags);
}

/* The first character of `word` that is not ASCII, decoded, and its
 * column on the line: what makes a word that looks like a number not
 * one, when the reason is invisible. */
static void name_foreign_character(const reader *r, nqcnf_text word,
                                   nqcnf_cnf_issue *issue)
{
    const unsigned char *bytes = (const unsigned char *)word.at;
    size_t i = 0;
    while (i < word.length && bytes[i] < 0x80) i++;
    if (i == word.length) return;
    size_t column = 1;
    for (const char *p = r->line_start; p < word.at + i; p++)
        column += ((unsigned char)*p & 0xC0) != 0x80;
    const unsigned char lead = bytes[i];
    const size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3
                          : lead >= 0xC0 ? 2 : 0;
    uint32_t code = length == 0 || i + length > word.length
                        ? 0xFFFD
                        : (uint32_t)(lead & (0xFF >> (length + 1)));
    for (size_t k = 1; code != 0xFFFD && k < length; k++) {
        if ((bytes[i + k] & 0xC0) != 0x80) code = 0xFFFD;
        else code = (code << 6) | (bytes[i + k] & 0x3F);
    }
    issue->code_point = code;
    issue->column = column;
}

static nqcnf_status add_word_issue(reader *r, nqcnf_cnf_issue_kind kind,
                                   size_t line, size_t clause,
                                   nqcnf_text word)
{
    nqcnf_cnf_issue issue;
    memset(&issue, 0, sizeof issue);
    issue.kind = kind;
    issue.line = line;
    issue.clause = clause;
    nqcnf_cnf_issue_set_token(&issue, word.at, word.length);
    /* the character is part of what the issue says, so it is named
     * before the builder looks for the same issue said before */
    name_foreign_character(r, word, &issue);
    return nqcnf_cnf_builder_add(&r->build, &issue);
}

static nqcnf_status read_header(reader *r, nqcnf_text text, size_t line)
{
    nqcnf_cnf *cnf = r->cnf;
    nqcnf_text rest = text, words[5];
    for (size_t i = 0; i < 5; i++) words[i] = nqcnf_text_word(&rest);
    /* Counts past UINT64_MAX saturate (and then disagree with the file). */
    const nqcnf_number variables = nqcnf_text_number(words[2], 0, UINT64_MAX);
    const nqcnf_number clauses = nqcnf_text_number(words[3], 0, UINT64_MAX);
    if (words[3].length == 0 || words[4].length != 0 ||
        !nqcnf_text_is(words[1], "cnf") ||
        variables.kind != NQCNF_NUMBER_OK || clauses.kind != NQCNF_NUMBER_OK) {
        return add_word_issue(r, NQCNF_CNF_BAD_HEADER, line, SIZE_MAX,
                              nqcnf_text_trim(text));
    }
    if (cnf->has_header || cnf->clauses_read > 0 || r->open) {
        nqcnf_status status = add_issue(r, NQCNF_CNF_LATE_HEADER, line,
                                        SIZE_MAX, 0, 0, NULL, 0);
        if (status != NQCNF_OK || cnf->has_header) return status;
    }
    cnf->has_header = 1;
    cnf->header_line = line;
    cnf->header_variables = variables.magnitude;
    cnf->header_clauses = clauses.magnitude;
    r->limit = variables.magnitude;
    return NQCNF_OK;
}

/* A literal as an int64_t, saturated beyond its range; exact at both
 * ends, -9223372036854775808 included (negating a saturated
 * INT64_MAX quoted it as ...807). */
static int64_t shown_literal(uint64_t magnitude, int negative)
{
    if (!negative) return magnitude > INT64_MAX ? INT64_MAX : (int64_t)magnitude;
    if (magnitude > INT64_MAX) return INT64_MIN;
    return -(int64_t)magnitude;
}

static nqcnf_status read_literal(reader *r, nqcnf_text word, size_t line)
{
    const nqcnf_number number = nqcnf_text_number(word, 1, UINT64_MAX);
    begin_clause(r, line);
    if (number.kind != NQCNF_NUMBER_OK) {
        r->open_flags |= NQCNF_CNF_CLAUSE_DAMAGED | NQCNF_CNF_BUILD_WORDS;
        return add_word_issue(r, NQCNF_CNF_NOT_A_NUMBER, line,
                              r->cnf->clause_count, word);
    }
    const uint64_t magnitude = number.magnitude;
    /* a lone 0 (or -0) is an empty clause: legal, and unsatisfiable */
    if (magnitude == 0) return close_clause(r);
    if (magnitude > r->limit || magnitude > INT32_MAX) {
        r->open_flags |= NQCNF_CNF_CLAUSE_DAMAGED;
        r->out_of_range_seen = 1;
        return add_issue(r, NQCNF_CNF_LITERAL_OUT_OF_RANGE, line,
                         r->cnf->clause_count,
                         shown_literal(magnitude, number.negative),
                         (int64_t)(r->limit > INT32_MAX ? INT32_MAX
                                                        : r->limit),
                         word.at, word.length);
    }
    const int32_t literal =
        number.negative ? -(int32_t)magnitude : (int32_t)magnitude;
    if ((uint32_t)magnitude > r->cnf->max_variable)
        r->cnf->max_variable = (uint32_t)magnitude;
    return nqcnf_cnf_builder_push_literal(&r->build, literal);
}

/* The first byte that is not blank says what a line is: a comment, the
 * SATLIB end marker, a header, or literals. */
static nqcnf_status read_line(void *context, nqcnf_text text, size_t line)
{
    reader *r = context;
    r->line_start = text.at;
    const nqcnf_text trimmed = nqcnf_text_trim(text);
    if (r->stopped) {
        r->lines_after_stop += trimmed.length > 0;
        return NQCNF_OK;
    }
    if (trimmed.length == 0) return NQCNF_OK;
    /* a comment inside a clause: what solvers do is course_solvers.c's */
    if (trimmed.at[0] == 'c')
        return r->open ? add_issue(r, NQCNF_CNF_COMMENT_IN_CLAUSE, line,
                                   r->cnf->clause_count, 0, 0, NULL, 0)
                       : NQCNF_OK;
    if (trimmed.at[0] == '%') {
        r->stopped = 1;
        r->stop_line = line;
        return NQCNF_OK;
    }
    if (trimmed.at[0] == 'p') return read_header(r, trimmed, line);
    nqcnf_text rest = trimmed;
    for (;;) {
        const nqcnf_text word = nqcnf_text_word(&rest);
        /* the end, or a comment after the literals */
        if (word.length == 0) return NQCNF_OK;
        if (nqcnf_text_is(word, "c"))
            return r->open ? add_issue(r, NQCNF_CNF_COMMENT_IN_CLAUSE, line,
                                       r->cnf->clause_count, 0, 0, NULL, 0)
                           : NQCNF_OK;
        const nqcnf_status status = read_literal(r, word, line);
        if (status != NQCNF_OK) return status;
    }
}

/* ---- After reading: normalization, duplicates, header counts -------- */

static nqcnf_status finish(reader *r)
{
    nqcnf_cnf *cnf = r->cnf;
    nqcnf_status status = NQCNF_OK;
    if (r->open) {
        const size_t line = r->open_line;
        /* the issue below names it */
        nqcnf_cnf_builder_keep_clause(&r->build);
        status = close_clause(r);
        if (status == NQCNF_OK)
            status = add_issue(r, NQCNF_CNF_MISSING_FINAL_ZERO, line,
                               cnf->clause_count - 1, 0, 0, NULL, 0);
    }
    if (status != NQCNF_OK) return status;
    if (cnf->offsets == NULL) {
        /* no clause at all: still the documented layout */
        cnf->offsets = nqcnf_allocate(sizeof *cnf->offsets);
        if (cnf->offsets == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        cnf->offsets[0] = 0;
    }
    if (r->stopped)
        status = add_issue(r, NQCNF_CNF_PERCENT_END, r->stop_line, SIZE_MAX,
                           (int64_t)r->lines_after_stop, 0, NULL, 0);
    if (status != NQCNF_OK) return status;
    if (!cnf->has_header)
        status = add_issue(r, NQCNF_CNF_NO_HEADER, 0, SIZE_MAX, 0, 0, NULL, 0);
    else {
        if (cnf->header_clauses != cnf->clauses_read)
            status = add_issue(
                r, NQCNF_CNF_HEADER_CLAUSES, cnf->header_line, SIZE_MAX,
                cnf->header_clauses > INT64_MAX ? INT64_MAX
                                                : (int64_t)cnf->header_clauses,
                (int64_t)cnf->clauses_read, NULL, 0);
        /* With literals beyond the header, their own issues say it, so
         * this is a header declaring more than the clauses use: every
         * solver reads it, and it is said, not held against the file. */
        if (status == NQCNF_OK && !r->out_of_range_seen &&
            cnf->header_variables != cnf->max_variable)
            status = add_issue(
                r, NQCNF_CNF_HEADER_VARIABLES, cnf->header_line, SIZE_MAX,
                cnf->header_variables > INT64_MAX
                    ? INT64_MAX
                    : (int64_t)cnf->header_variables,
                (int64_t)cnf->max_variable, NULL, 0);
    }
    if (status == NQCNF_OK) status = nqcnf_cnf_builder_finish(&r->build);
    return status;
}

/* One driver for a buffer and a stream. */
static nqcnf_status read_source(const nqcnf_text_source *source,
                                uint64_t headerless_limit, nqcnf_cnf *cnf)
{
    reader r;
    memset(&r, 0, sizeof r);
    r.cnf = cnf;
    r.headerless_limit = headerless_limit ? headerless_limit : INT32_MAX;
    r.limit = r.headerless_limit;
    nqcnf_status status = nqcnf_cnf_builder_start(&r.build, cnf);
    if (status == NQCNF_OK)
        status = nqcnf_text_read_lines(source, read_line, &r);
    if (status == NQCNF_OK) status = finish(&r);
    nqcnf_cnf_builder_release(&r.build);
    if (status != NQCNF_OK) nqcnf_cnf_free(cnf);
    return status;
}

nqcnf_status nqcnf_cnf_read_buffer(const char *data, size_t size,
                                   uint64_t headerless_limit, nqcnf_cnf *cnf)
{
    if (cnf == NULL) return nqcnf_invalid("cnf is NULL");
    memset(cnf, 0, sizeof *cnf);
    if (data == NULL && size > 0)
        return nqcnf_invalid("data is NULL with size %zu", size);
    const nqcnf_text_source source = {data, size, NULL};
    return read_source(&source, headerless_limit, cnf);
}

nqcnf_status nqcnf_cnf_read_file(FILE *stream, uint64_t headerless_limit,
                                 nqcnf_cnf *cnf)
{
    if (cnf == NULL) return nqcnf_invalid("cnf is NULL");
    memset(cnf, 0, sizeof *cnf);
    if (stream == NULL) return nqcnf_invalid("stream is NULL");
    const nqcnf_text_source source = {NULL, 0, stream};
    return read_source(&source, headerless_limit, cnf);
}

void nqcnf_cnf_free(nqcnf_cnf *cnf)
{
    if (cnf == NULL) return;
    nqcnf_release(cnf->literals);
    nqcnf_release(cnf->offsets);
    nqcnf_release(cnf->sorted);
    nqcnf_release(cnf->sorted_offsets);
    nqcnf_release(cnf->lines);
    nqcnf_release(cnf->flags);
    nqcnf_release(cnf->gaps);
    nqcnf_release(cnf->issues);
    memset(cnf, 0, sizeof *cnf);
}
