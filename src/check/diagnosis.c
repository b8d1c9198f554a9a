/*
 * diagnosis.c - what is wrong with a file as a whole.
 *
 * A clause-by-clause report of a file numbered from 0 lists a hundred
 * wrong clauses and never says the one thing the student needs: "you
 * numbered the squares from 0". The checker cannot see it clause by
 * clause, so the file is read again the ways students get it wrong
 * (numbered from 0, shifted, column by column, two digits for row and
 * column, for another N, with N instead of N*N in the header), each
 * reading is checked like the file itself, and a reading that leaves
 * (almost) nothing to report is the diagnosis. Families of clauses
 * missing whole (every down-left diagonal pair, or all but the long
 * diagonal's) are read off the report instead: the differences already
 * say it, only not in one sentence.
 *
 * The readings only apply where the reference numbers the board alone
 * (no auxiliary variables), and only after a check that did not accept
 * the file, so a right file costs nothing here.
 */
#include "check/compare.h"
#include "read/text.h"

#include <stdlib.h>
#include <string.h>

/* A reading is named when it leaves at most a quarter of the file's
 * differences and at most this share of the reference's clauses. */
#define READING_SHARE 10u

/* ---- the file's words as integers, clause by clause ------------------ */

/* What the readings need of the words: their range, seen as they are
 * read, so that a reading that is not tried costs no copy of them. */
typedef struct range {
    int64_t least, most; /* of the variables written (0 counts) */
    int all_decimal;     /* every variable is 10*r + c, r and c in 1..n */
} range;

/* The words kept in 32 bits: by clause, each clause's literals (never
 * 0, which ends it) and then CLAUSE_END; by line, each number plus one
 * with its sign ("0" is 1, "-0" is -1: the reading from 0, made as the
 * words are read), so that -0 keeps its sign in a 32-bit word. */
typedef struct words {
    int32_t *values;
    size_t count, capacity;
    int store;         /* 0: only the range and negative_zero */
    uint32_t n;
    range seen;
    int negative_zero; /* a "-0" was written */
    int sign_lost;     /* by line: a 0 among negative literals, read as
                          -0 (integer arithmetic prints -0 as 0) */
} words;

#define CLAUSE_END INT32_MIN

static nqcnf_status words_push(words *w, int32_t value)
{
    if (!w->store) return NQCNF_OK;
    if (nqcnf_grow((void **)&w->values, &w->capacity, w->count + 1,
                   sizeof *w->values))
        return NQCNF_ERR_OUT_OF_MEMORY;
    w->values[w->count++] = value;
    return NQCNF_OK;
}

/* A number written in the file, its magnitude below 2^31. */
static void words_see(words *w, int64_t magnitude)
{
    range *r = &w->seen;
    if (magnitude < r->least) r->least = magnitude;
    if (magnitude > r->most) r->most = magnitude;
    if (magnitude / 10 < 1 || magnitude / 10 > w->n || magnitude % 10 < 1 ||
        magnitude % 10 > w->n)
        r->all_decimal = 0;
}

typedef struct word_reader {
    words *out;
    int by_line; /* a line is a clause and its last 0 ends it: the zeros
                    inside are literals (a file numbered from 0) */
    int open;    /* a clause has literals not yet closed */
    int failed;  /* a word that is not an integer: no reading applies */
    /* by clause, the clauses are the reader's: a copy of an earlier one
     * (flagged by the reader, or counted and not stored: the gaps say
     * where) is left out, as it changes no reading's verdict, so a file
     * of a million copies costs no million copies */
    const nqcnf_cnf *cnf;
    size_t clause, clause_start; /* the next stored clause */
    size_t gap;                  /* the next of cnf->gaps */
    uint64_t copies;             /* left of the copies before `clause` */
    size_t read;                 /* the clauses read */
} word_reader;

/* Whether the clause just read is a copy the reader did not store. */
static int counted_copy(word_reader *r)
{
    const nqcnf_cnf *cnf = r->cnf;
    while (r->gap < cnf->gap_count && cnf->gaps[r->gap].before == r->clause)
        r->copies += cnf->gaps[r->gap++].copies;
    if (r->copies == 0) return 0;
    r->copies--;
    return 1;
}

static nqcnf_status close_word_clause(word_reader *r)
{
    r->open = 0;
    const nqcnf_status status = words_push(r->out, CLAUSE_END);
    const nqcnf_cnf *cnf = r->cnf;
    r->read++;
    if (cnf != NULL && counted_copy(r)) {
        r->out->count = r->clause_start;
        return status;
    }
    if (cnf != NULL && r->clause < cnf->clause_count &&
        (cnf->flags[r->clause] & NQCNF_CNF_CLAUSE_DUPLICATE))
        r->out->count = r->clause_start;
    r->clause++;
    r->clause_start = r->out->count;
    return status;
}

/* By line, a line whose literals are all negative but for a 0 means the
 * 0 as -0: a program that numbers squares from 0 and prints -(r*N + c)
 * prints square 0's negation as 0. Its +1 (from 0) becomes -1. */
static void restore_zero_signs(words *w, size_t start, size_t zeros,
                               size_t positives, size_t negatives)
{
    if (zeros == 0 || positives > 0 || negatives == 0) return;
    w->sign_lost = 1;
    if (!w->store) return;
    for (size_t i = start; i < w->count; i++)
        if (w->values[i] == 1) w->values[i] = -1;
}

static nqcnf_status read_line_words(void *context, nqcnf_text line,
                                    size_t number)
{
    (void)number;
    word_reader *r = context;
    const size_t start = r->out->count;
    size_t zeros = 0, positives = 0, negatives = 0;
    nqcnf_text rest = nqcnf_text_trim(line);
    if (rest.length == 0 || rest.at[0] == 'c' || rest.at[0] == 'p' ||
        rest.at[0] == '%' || r->failed)
        return NQCNF_OK;
    nqcnf_status status = NQCNF_OK;
    for (nqcnf_text word = nqcnf_text_word(&rest);
         word.length > 0 && status == NQCNF_OK;
         word = nqcnf_text_word(&rest)) {
        const nqcnf_number value = nqcnf_text_number(word, 1, INT32_MAX);
        if (value.kind != NQCNF_NUMBER_OK) {
            r->failed = 1;
            return NQCNF_OK;
        }
        const int last = nqcnf_text_trim(rest).length == 0;
        if (value.magnitude == 0 && value.negative)
            r->out->negative_zero = 1;
        if (value.magnitude == 0 && (!r->by_line || last)) {
            status = close_word_clause(r);
            continue;
        }
        words_see(r->out, (int64_t)value.magnitude);
        if (value.magnitude == 0 && !value.negative) zeros++;
        else if (value.negative) negatives++;
        else positives++;
        /* by line, the number plus one: a magnitude of 2^31 - 1 stays
         * itself, as it is off every board either way */
        int64_t magnitude = (int64_t)value.magnitude;
        if (r->by_line && magnitude < INT32_MAX) magnitude++;
        status = words_push(r->out, (int32_t)(value.negative ? -magnitude
                                                             : magnitude));
        r->open = 1;
    }
    if (r->by_line)
        restore_zero_signs(r->out, start, zeros, positives, negatives);
    if (status == NQCNF_OK && r->by_line && r->open)
        status = close_word_clause(r);
    return status;
}

/* The words of the text; `cnf` (by clause only, or NULL) leaves out the
 * copies it flags, when its clauses are the words' clauses. */
static nqcnf_status read_words(const char *data, size_t size, int by_line,
                               uint32_t n, int store, const nqcnf_cnf *cnf,
                               words *out, int *readable)
{
    memset(out, 0, sizeof *out);
    out->store = store;
    out->n = n;
    out->seen = (range){INT64_MAX, 0, n <= 9};
    word_reader r = {out, by_line, 0, 0, by_line ? NULL : cnf, 0, 0, 0, 0, 0};
    const nqcnf_text_source source = {data, size, NULL};
    nqcnf_status status = nqcnf_text_read_lines(&source, read_line_words, &r);
    if (status == NQCNF_OK && r.open) status = close_word_clause(&r);
    *readable = !r.failed;
    if (status == NQCNF_OK && r.cnf != NULL && !r.failed &&
        r.read != cnf->clauses_read) {
        /* not the reader's clauses (a '%' line stopped it): all of them */
        nqcnf_release(out->values);
        return read_words(data, size, by_line, n, store, NULL, out,
                          readable);
    }
    return status;
}

/* ---- readings ---------------------------------------------------------- */

typedef enum reading_kind {
    READ_HEADERLESS, READ_PLUS_ONE, READ_SHIFTED, READ_TRANSPOSED,
    READ_DECIMAL
} reading_kind;

typedef struct reading {
    reading_kind kind;
    uint32_t n;
    int64_t shift;
} reading;

/* The square a variable stands for in the reading, as the reference
 * numbers it, or 0 when it is off the board. */
static int64_t read_variable(const reading *r, int64_t variable)
{
    const int64_t squares = (int64_t)r->n * r->n;
    int64_t v = variable;
    switch (r->kind) {
    case READ_HEADERLESS: break;
    case READ_PLUS_ONE: v = variable; break; /* read plus one */
    case READ_SHIFTED: v = variable - r->shift; break;
    case READ_TRANSPOSED:
        if (variable >= 1 && variable <= squares)
            v = ((variable - 1) % r->n) * r->n + (variable - 1) / r->n + 1;
        break;
    case READ_DECIMAL: {
        const int64_t row = variable / 10, column = variable % 10;
        if (row < 1 || row > r->n || column < 1 || column > r->n) return 0;
        v = (row - 1) * r->n + column;
        break;
    }
    }
    return v >= 1 && v <= squares ? v : 0;
}

typedef struct text_buffer {
    char *data;
    size_t size, capacity;
} text_buffer;

static nqcnf_status append(text_buffer *b, const char *text, size_t length)
{
    if (b->size + length + 1 > b->capacity) {
        size_t wanted = b->capacity ? b->capacity * 2 : 4096;
        while (wanted < b->size + length + 1) wanted *= 2;
        char *grown = nqcnf_allocate(wanted);
        if (grown == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        if (b->size) memcpy(grown, b->data, b->size);
        nqcnf_release(b->data);
        b->data = grown;
        b->capacity = wanted;
    }
    memcpy(b->data + b->size, text, length);
    b->size += length;
    return NQCNF_OK;
}

/* The words as DIMACS in the reading's numbering; a literal off the
 * board makes the reading fail (*fits = 0). */
static nqcnf_status write_reading(const reading *r, const words *w,
                                  text_buffer *out, int *fits)
{
    char number[32];
    *fits = 1;
    size_t clauses = 0;
    for (size_t i = 0; i < w->count; i++) clauses += w->values[i] == CLAUSE_END;
    int length = snprintf(number, sizeof number, "p cnf %lu %zu\n",
                          (unsigned long)r->n * r->n, clauses);
    nqcnf_status status = append(out, number, (size_t)length);
    for (size_t i = 0; i < w->count && status == NQCNF_OK && *fits; i++) {
        const int64_t value = w->values[i];
        if (value == CLAUSE_END) {
            status = append(out, "0\n", 2);
            continue;
        }
        const int negative = value < 0;
        const int64_t magnitude = negative ? -value : value;
        const int64_t square = read_variable(r, magnitude);
        if (square == 0) *fits = 0;
        length = snprintf(number, sizeof number, "%s%lld ", negative ? "-" : "",
                          (long long)square);
        status = append(out, number, (size_t)length);
    }
    return status;
}

typedef struct verdict {
    nqcnf_check_summary summary;
    size_t differences;
} verdict;

/* Whether the caller's options.stop asks to stop: then no other reading
 * is tried (each would be a whole check), and what is known is given. */
static int stop_asked(const nqcnf_options *options)
{
    return options->stop != NULL && options->stop(options->stop_context);
}

static int accepted(nqcnf_check_summary summary)
{
    return summary != NQCNF_CHECK_NOT_EQUIVALENT &&
           summary != NQCNF_CHECK_UNDECIDED;
}

static size_t file_differences(const nqcnf_cnf *cnf,
                               const nqcnf_check_report *report)
{
    size_t count = report->difference_count;
    for (size_t i = 0; i < cnf->issue_count; i++)
        if (nqcnf_cnf_issue_is_error(cnf->issues[i].kind))
            count += 1 + cnf->issues[i].repeats;
    for (int k = 0; k < NQCNF_CNF_ISSUE_KIND_COUNT; k++)
        if (nqcnf_cnf_issue_is_error((nqcnf_cnf_issue_kind)k))
            count += cnf->unlisted[k] + cnf->unlisted_repeats[k];
    return count;
}

/* An SMT-LIB text as its clauses at options->n (an empty CNF when it
 * does not read at that N, which then is nothing like the reference). */
static nqcnf_status read_smt2(const nqcnf_options *options, const char *data,
                              size_t size, nqcnf_cnf *cnf)
{
    nqcnf_smt2 smt2;
    const nqcnf_status status =
        nqcnf_smt2_read_buffer(data, size, options->n, &smt2);
    if (status != NQCNF_OK) return status;
    *cnf = smt2.cnf; /* taken over: the rest is freed without it */
    memset(&smt2.cnf, 0, sizeof smt2.cnf);
    nqcnf_smt2_free(&smt2);
    return NQCNF_OK;
}

/* What the check makes of a text: its summary and how many things it
 * would report (differences and errors). `smt2`: whether the text is
 * SMT-LIB, which the caller knows (it sniffed the file, or wrote the
 * text), so that a file is sniffed once however many Ns are tried. */
static nqcnf_status judge_text(const nqcnf_options *options, const char *data,
                               size_t size, int smt2, verdict *out)
{
    nqcnf_cnf cnf;
    nqcnf_status status = smt2 ? read_smt2(options, data, size, &cnf)
                               : nqcnf_cnf_read_buffer(data, size, 0, &cnf);
    if (status != NQCNF_OK) return status;
    nqcnf_check_report report;
    status = nqcnf_check_cnf(options, &cnf, &report);
    /* a reading cut short is judged on what was decided: undecided */
    if (status == NQCNF_ERR_STOPPED) status = NQCNF_OK;
    if (status == NQCNF_OK) {
        out->summary = report.summary;
        out->differences = file_differences(&cnf, &report);
        nqcnf_check_report_free(&report);
    }
    nqcnf_cnf_free(&cnf);
    return status;
}

static nqcnf_status judge_reading(const nqcnf_options *options,
                                  const reading *r, const words *w,
                                  verdict *out, int *fits)
{
    text_buffer text = {NULL, 0, 0};
    nqcnf_status status = write_reading(r, w, &text, fits);
    if (status == NQCNF_OK && *fits)
        /* write_reading writes DIMACS */
        status = judge_text(options, text.data, text.size, 0, out);
    nqcnf_release(text.data);
    return status;
}

/* ---- which readings to try -------------------------------------------- */

/* The readings this file may have been meant in, from what it writes. */
static size_t readings_to_try(const nqcnf_options *options,
                              const nqcnf_cnf *cnf, const range *lines,
                              const range *clauses, int negative_zero,
                              reading *out)
{
    const uint32_t n = options->n;
    const int64_t squares = (int64_t)n * n;
    size_t count = 0;
    if (cnf->has_header && cnf->header_variables == n && squares > n &&
        clauses->most > (int64_t)n && clauses->most <= squares)
        out[count++] = (reading){READ_HEADERLESS, n, 0};
    if (negative_zero || (lines->least == 0 && lines->most == squares - 1))
        out[count++] = (reading){READ_PLUS_ONE, n, 0};
    if (clauses->least > 1 && clauses->most - clauses->least < squares)
        out[count++] = (reading){READ_SHIFTED, n, clauses->least - 1};
    if (clauses->all_decimal && squares >= 10)
        out[count++] = (reading){READ_DECIMAL, n, 0};
    if (clauses->most <= squares && clauses->least >= 1)
        out[count++] = (reading){READ_TRANSPOSED, n, 0};
    return count;
}

static const nqcnf_diagnosis_kind reading_diagnoses[] = {
    [READ_HEADERLESS] = NQCNF_DIAGNOSIS_HEADER_IS_N,
    [READ_PLUS_ONE] = NQCNF_DIAGNOSIS_ZERO_BASED,
    [READ_SHIFTED] = NQCNF_DIAGNOSIS_SHIFTED,
    [READ_TRANSPOSED] = NQCNF_DIAGNOSIS_TRANSPOSED,
    [READ_DECIMAL] = NQCNF_DIAGNOSIS_DECIMAL,
};

/* A diagnosis with the fields every kind has; the rest zero. */
static nqcnf_diagnosis diagnosis(nqcnf_diagnosis_kind kind,
                                 nqcnf_family family, uint32_t n,
                                 int64_t value, nqcnf_check_summary summary,
                                 size_t differences)
{
    nqcnf_diagnosis d;
    memset(&d, 0, sizeof d);
    d.kind = kind;
    d.family = family;
    d.n = n;
    d.value = value;
    d.summary = summary;
    d.differences = differences;
    return d;
}

static void add(nqcnf_diagnoses *d, nqcnf_diagnosis item)
{
    if (d->count < NQCNF_DIAGNOSES_MAX) d->items[d->count++] = item;
}

/* The best reading of the file, if it leaves few differences. */
static nqcnf_status diagnose_numbering(const nqcnf_options *options,
                                       const char *data, size_t size,
                                       const nqcnf_cnf *cnf,
                                       const nqcnf_check_report *report,
                                       nqcnf_diagnoses *out)
{
    words by_clause, by_line;
    int readable_clauses, readable_lines;
    nqcnf_status status = read_words(data, size, 0, options->n, 1, cnf,
                                     &by_clause, &readable_clauses);
    /* the words by line are kept only for the reading that needs them */
    if (status == NQCNF_OK)
        status = read_words(data, size, 1, options->n, 0, NULL, &by_line,
                            &readable_lines);
    else
        memset(&by_line, 0, sizeof by_line);
    if (status != NQCNF_OK || !readable_clauses) goto done;
    const range clauses = by_clause.seen;
    const range lines = by_line.seen;
    reading tries[5];
    const size_t count = readings_to_try(options, cnf, &lines, &clauses,
                                         by_line.negative_zero, tries);
    for (size_t i = 0; i < count && status == NQCNF_OK; i++)
        if (tries[i].kind == READ_PLUS_ONE && readable_lines)
            status = read_words(data, size, 1, options->n, 1, NULL,
                                &by_line, &readable_lines);
    if (status != NQCNF_OK) goto done;
    const size_t before = file_differences(cnf, report);
    size_t best_differences = before / 4 + 1;
    nqcnf_diagnosis best = {0};
    int found = 0;
    for (size_t i = 0; i < count && status == NQCNF_OK; i++) {
        if (stop_asked(options)) break;
        const words *w = tries[i].kind == READ_PLUS_ONE ? &by_line
                                                        : &by_clause;
        if (w == &by_line && !readable_lines) continue;
        verdict v;
        int fits;
        status = judge_reading(options, &tries[i], w, &v, &fits);
        if (status != NQCNF_OK || !fits) continue;
        if (stop_asked(options)) break; /* a check cut short is no reading */
        const int good = accepted(v.summary) ||
                         (v.differences < best_differences &&
                          v.differences * READING_SHARE <=
                              report->reference_clauses);
        /* the readings are tried most likely first: an accepted one
         * stands, else the one that leaves the fewest differences */
        if (!good || (found && accepted(best.summary))) continue;
        best = diagnosis(reading_diagnoses[tries[i].kind],
                                 NQCNF_FAMILY_OTHER, options->n,
                                 tries[i].kind == READ_HEADERLESS
                                     ? (int64_t)cnf->header_variables
                                 : tries[i].kind == READ_PLUS_ONE
                                     ? by_line.sign_lost
                                     : tries[i].shift,
                                 v.summary, v.differences);
        best_differences = v.differences;
        found = 1;
    }
    if (found) add(out, best);
done:
    nqcnf_release(by_clause.values);
    nqcnf_release(by_line.values);
    return status;
}

/* Another N the file fits: a square variable count, or the reference's
 * clause count at that N, or for SMT-LIB the board its names cover;
 * named only when the file is right there. */
static nqcnf_status diagnose_other_n(const nqcnf_options *options,
                                     const char *data, size_t size,
                                     const nqcnf_cnf *cnf, int smt2,
                                     nqcnf_diagnoses *out)
{
    uint32_t candidates[3] = {0, 0, 0};
    if (smt2) {
        /* its variables beyond the board are its own helpers and the
         * translation's: only the names tell */
        uint32_t named = 0;
        const nqcnf_status status = nqcnf_text_written_for(data, size,
                                                           &named);
        if (status != NQCNF_OK) return status;
        candidates[0] = named != options->n ? named : 0;
    } else {
        const uint64_t sides[2] = {
            cnf->has_header ? cnf->header_variables : 0, cnf->max_variable};
        for (int i = 0; i < 2; i++) {
            uint64_t root = 1;
            while (root * root < sides[i] &&
                   root <= 2u * options->n + 8u && root <= 64)
                root++;
            if (root * root == sides[i] && root != options->n)
                candidates[i] = (uint32_t)root;
        }
    }
    for (uint32_t m = 1; !smt2 && m <= 2 * options->n + 8 && m <= 64;
         m++) {
        nqcnf_options other = *options;
        other.n = m;
        nqcnf_sizes counts;
        if (m != options->n && nqcnf_options_check(&other) == NQCNF_OK &&
            nqcnf_sizes_compute(&other, &counts) == NQCNF_OK &&
            counts.clauses == cnf->clauses_read &&
            counts.variables >= cnf->max_variable) {
            candidates[2] = m;
            break;
        }
    }
    for (int i = 0; i < 3; i++) {
        if (candidates[i] == 0 || (i > 0 && candidates[i] == candidates[0]) ||
            (i > 1 && candidates[i] == candidates[1]))
            continue;
        if (stop_asked(options)) break;
        nqcnf_options other = *options;
        other.n = candidates[i];
        /* a whole check at another N only for a file of about the size
         * of that N's reference: a file that merely uses a square number
         * of variables is not worth the solver's time */
        nqcnf_sizes counts;
        if (nqcnf_options_check(&other) != NQCNF_OK ||
            nqcnf_sizes_compute(&other, &counts) != NQCNF_OK ||
            (!smt2 && (cnf->clauses_read * 10 < counts.clauses * 9 ||
                       cnf->clauses_read * 10 > counts.clauses * 11)))
            continue;
        verdict v;
        const nqcnf_status status = judge_text(&other, data, size, smt2, &v);
        if (status != NQCNF_OK) return status;
        if (accepted(v.summary)) {
            add(out, diagnosis(NQCNF_DIAGNOSIS_OTHER_N,
                                       NQCNF_FAMILY_OTHER, other.n, 0,
                                       v.summary, v.differences));
            return NQCNF_OK;
        }
    }
    return NQCNF_OK;
}

/* ---- families missing whole -------------------------------------------- */

typedef struct family_tally {
    size_t total[NQCNF_FAMILY_COUNT], missing[NQCNF_FAMILY_COUNT];
    size_t long_total[NQCNF_FAMILY_COUNT], long_missing[NQCNF_FAMILY_COUNT];
    size_t not_implied[NQCNF_FAMILY_COUNT];
} family_tally;

/* A pair on the longest diagonal of its direction. */
static int on_long_diagonal(uint32_t n, const nqcnf_meaning *m,
                            nqcnf_family family)
{
    return family == NQCNF_FAMILY_DOWN_RIGHT_PAIRS
               ? m->row1 == m->column1
               : m->row1 + m->column1 == n - 1;
}

static void tally(uint32_t n, const nqcnf_meaning *m, family_tally *t,
                  int missing, int implied)
{
    const nqcnf_family f = nqcnf_meaning_family(m);
    const int along = (f == NQCNF_FAMILY_DOWN_RIGHT_PAIRS ||
                       f == NQCNF_FAMILY_DOWN_LEFT_PAIRS) &&
                      on_long_diagonal(n, m, f);
    if (missing) {
        t->missing[f]++;
        t->long_missing[f] += along ? 1u : 0u;
        t->not_implied[f] += implied != NQCNF_IMPLIED_YES ? 1u : 0u;
    } else {
        t->total[f]++;
        t->long_total[f] += along ? 1u : 0u;
    }
}

/* A report stopped before its reference was built has none. */
static size_t reference_count(const nqcnf_check_report *report)
{
    return report->store != NULL ? report->store->reference.clause_count
                                 : 0;
}

/* Families of pairs first: a line with two queens leaves another line
 * empty, so the missing at-least-one follows from it and says less. */
static const nqcnf_family family_order[] = {
    NQCNF_FAMILY_ROW_PAIRS,        NQCNF_FAMILY_COLUMN_PAIRS,
    NQCNF_FAMILY_DOWN_RIGHT_PAIRS, NQCNF_FAMILY_DOWN_LEFT_PAIRS,
    NQCNF_FAMILY_ROW_AT_LEAST_ONE, NQCNF_FAMILY_COLUMN_AT_LEAST_ONE,
};

/* A family is named by what the file allows on its lines, asked of the
 * file's clauses, when the file lacks all of it or writes its lines
 * through auxiliary variables (or constructs such as xor): then the
 * differences one by one do not say what the board allows. A few pairs
 * missing from a file of pairs are named one by one instead. */
static nqcnf_status diagnose_families(const nqcnf_options *options,
                                      const nqcnf_cnf *cnf,
                                      const nqcnf_check_report *report,
                                      nqcnf_diagnoses *out)
{
    const uint32_t n = options->n;
    family_tally t;
    memset(&t, 0, sizeof t);
    for (size_t i = 0; i < reference_count(report); i++) {
        size_t count;
        const int32_t *clause =
            nqcnf_check_report_reference(report, i, &count);
        const nqcnf_meaning m = nqcnf_clause_meaning(n, clause, count);
        tally(n, &m, &t, 0, 0);
    }
    for (size_t i = 0; i < report->difference_count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        if (d->kind == NQCNF_DIFFERENCE_MISSING)
            tally(n, &d->meaning, &t, 1, d->implied);
    }
    const int auxiliary = (uint64_t)cnf->max_variable > (uint64_t)n * n;
    nqcnf_line_questions *questions = NULL;
    nqcnf_status status = NQCNF_OK;
    for (size_t k = 0; k < sizeof family_order / sizeof *family_order &&
                       status == NQCNF_OK;
         k++) {
        const nqcnf_family f = family_order[k];
        if (t.not_implied[f] == 0) continue;
        const size_t short_total = t.total[f] - t.long_total[f];
        const int all_missing = t.total[f] > 1 && t.missing[f] == t.total[f];
        /* "missing" says the file has nothing in the family's place: it
         * writes no clause of it, and has no auxiliary variables that
         * stop some of its pairs (which the check found implied) */
        const int all_allowed =
            all_missing && (!auxiliary || t.not_implied[f] == t.missing[f]);
        if (short_total > 0 && t.long_total[f] > 0 &&
            t.long_missing[f] == 0 && t.missing[f] == short_total) {
            add(out, diagnosis(NQCNF_DIAGNOSIS_ONLY_LONG_DIAGONALS, f, n,
                               (int64_t)short_total,
                               NQCNF_CHECK_NOT_EQUIVALENT, 0));
            continue;
        }
        if (!all_missing && !auxiliary) continue;
        if (questions == NULL)
            status = nqcnf_line_questions_open(options, cnf, &questions);
        nqcnf_diagnosis d = diagnosis(NQCNF_DIAGNOSIS_FAMILY_MISSING, f, n,
                                      (int64_t)t.missing[f],
                                      NQCNF_CHECK_NOT_EQUIVALENT, 0);
        int found = 0;
        if (status == NQCNF_OK)
            status = nqcnf_line_questions_family(questions, f, all_allowed,
                                                 report->store, &d, &found);
        if (found) add(out, d);
    }
    nqcnf_line_questions_close(questions);
    /* a solver's load cut short by options.stop: what was found stands */
    return status == NQCNF_ERR_STOPPED ? NQCNF_OK : status;
}

/* A file that is the reference up to where it stops, short of what
 * its header promises: written by a program that stopped (or a disk
 * that filled up) rather than by a wrong idea. */
static void diagnose_cut_short(const nqcnf_cnf *cnf,
                               const nqcnf_check_report *report,
                               nqcnf_diagnoses *out)
{
    /* a copy counted, not stored, is no clause of the reference */
    if (!cnf->has_header || cnf->clauses_read != cnf->clause_count ||
        cnf->header_clauses <= cnf->clause_count || cnf->clause_count == 0 ||
        cnf->clause_count >= reference_count(report))
        return;
    for (size_t i = 0; i < cnf->clause_count; i++) {
        size_t count;
        const int32_t *clause =
            nqcnf_check_report_reference(report, i, &count);
        const size_t written = cnf->offsets[i + 1] - cnf->offsets[i] - 1;
        /* the last clause may have lost its end, and part of it */
        const int last = i + 1 == cnf->clause_count;
        if (written > count || (!last && written != count) ||
            memcmp(clause, cnf->literals + cnf->offsets[i],
                   written * sizeof *clause) != 0)
            return;
    }
    const size_t last_line = cnf->lines[cnf->clause_count - 1];
    add(out, diagnosis(NQCNF_DIAGNOSIS_CUT_SHORT, NQCNF_FAMILY_OTHER,
                               last_line > UINT32_MAX ? UINT32_MAX
                                                      : (uint32_t)last_line,
                               (int64_t)cnf->clause_count,
                               NQCNF_CHECK_NOT_EQUIVALENT, 0));
}

static nqcnf_status diagnose(const nqcnf_options *options, const char *data,
                             size_t size, const nqcnf_cnf *cnf,
                             const nqcnf_check_report *report,
                             nqcnf_diagnoses *diagnoses);

nqcnf_status nqcnf_diagnose(const nqcnf_options *options, const char *data,
                            size_t size, const nqcnf_cnf *cnf,
                            const nqcnf_check_report *report,
                            nqcnf_diagnoses *diagnoses)
{
    const nqcnf_status status =
        diagnose(options, data, size, cnf, report, diagnoses);
    /* told to stop: the diagnoses found stand, and the caller learns
     * that more might have been found */
    if (status == NQCNF_OK && stop_asked(options)) return NQCNF_ERR_STOPPED;
    return status;
}

static nqcnf_status diagnose(const nqcnf_options *options, const char *data,
                             size_t size, const nqcnf_cnf *cnf,
                             const nqcnf_check_report *report,
                             nqcnf_diagnoses *diagnoses)
{
    if (options == NULL) return nqcnf_invalid("options is NULL");
    if (cnf == NULL) return nqcnf_invalid("cnf is NULL");
    if (report == NULL) return nqcnf_invalid("report is NULL");
    if (diagnoses == NULL) return nqcnf_invalid("diagnoses is NULL");
    if (data == NULL && size > 0)
        return nqcnf_invalid("data is NULL with size %zu", size);
    const nqcnf_status checked = nqcnf_options_check(options);
    if (checked != NQCNF_OK) return checked;
    memset(diagnoses, 0, sizeof *diagnoses);
    nqcnf_status status = NQCNF_OK;
    /* asked once here: told to stop, nothing that reads the file again
     * or asks a solver starts (nqcnf_diagnose asks once more after) */
    const int stopped = stop_asked(options);
    /* A file that means the reference needs no other reading, even when
     * a line of it is malformed (the issues say what to mend); a file
     * read another way is judged by that reading, and neither its typos
     * nor its families as read are what the student wrote. */
    if (!accepted(report->summary) && data != NULL && !stopped) {
        /* SMT-LIB is read again only at the N its names tell: its words
         * are no literals to renumber */
        const int smt2 =
            nqcnf_sniff_text(data, size).kind == NQCNF_TEXT_SMT_LIB;
        nqcnf_sizes counts;
        status = nqcnf_sizes_compute(options, &counts);
        if (status == NQCNF_OK && counts.auxiliary_variables == 0)
            status = diagnose_other_n(options, data, size, cnf, smt2,
                                      diagnoses);
        if (status == NQCNF_OK && counts.auxiliary_variables == 0 &&
            diagnoses->count == 0 && !smt2)
            status = diagnose_numbering(options, data, size, cnf, report,
                                        diagnoses);
        if (status != NQCNF_OK || diagnoses->count > 0) return status;
    }
    status = nqcnf_find_typos(options->n, cnf, report, diagnoses->items,
                              NQCNF_DIAGNOSES_MAX, &diagnoses->count);
    if (status != NQCNF_OK || accepted(report->summary) ||
        diagnoses->count > 0)
        return status;
    diagnose_cut_short(cnf, report, diagnoses);
    if (diagnoses->count == 0 && !stopped)
        return diagnose_families(options, cnf, report, diagnoses);
    return NQCNF_OK;
}
