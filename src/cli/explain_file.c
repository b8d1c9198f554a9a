/*
 * explain_file.c - see explain_file.h.
 *
 * The student's bytes are copied as they are, line by line, and only
 * whole "c" lines are added between them, so the annotated file is the
 * student's file to every solver, and without the added lines (each
 * begins "c   ", or "c missing:" at the end) it is the file byte for
 * byte; a file without a final newline gets one before the closing
 * lines. A comment inside a clause is what minisat refuses
 * (NQCNF_CNF_COMMENT_IN_CLAUSE), so a clause that starts on a line still
 * holding the end of an earlier clause is annotated with that one, above
 * the line where it starts; telling that takes the lines' words alone (a
 * "0" closes a clause), never what a clause means.
 *
 * What a clause means, whether the reference has it and what the file
 * lacks come from the library, the file read and compared as `check`
 * reads and compares it (nqcnf_cnf_read_buffer, nqcnf_check_cnf), and
 * are said in check's words: meaning_text.c for a clause,
 * check_write_issue for what the reader found, check_family_words for a
 * family. A malformed file is annotated too, each issue above its line,
 * because that is where a student looks for it; one error line and the
 * exit status say that solvers would refuse it.
 *
 * An SMT-LIB file is annotated the same way with ";" comments, which may
 * stand between any two lines of it except inside a string or a |quoted
 * symbol|: an assert's clauses (the translation check compares, each
 * with the line of its own term) above the line their term starts on,
 * each shown in the file's own names before what it means, since one
 * assert may say many clauses; the first comment says how its names were
 * read as squares, as check's report begins.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "explain_file.h"
#include "check_report.h"
#include "check_reference_budget.h"
#include "input_file.h"
#include "meaning_text.h"
#include "messages.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A family's missing clauses listed one by one, at most; a screen's
 * worth, as check's own short report. */
enum { LISTED_MISSING = 10, LISTED_LINES = 20 };

typedef struct annotator {
    uint32_t n;
    const nqcnf_cnf *cnf;
    const nqcnf_check_report *report;
    const unsigned char *extra; /* per clause of the file */
    const nqcnf_smt2 *names;    /* an SMT-LIB file's, else NULL */
    const char *comment;        /* "c" or ";" */
    unsigned base;              /* squares numbered from 0 or 1 */
    size_t next_clause, next_issue;
} annotator;

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Whether a clause is open after the line [at, end), `open` saying
 * whether one was before it. */
static int open_after(const char *at, const char *end, int open)
{
    while (at < end && is_blank(*at)) at++;
    if (at == end || *at == 'c' || *at == 'p' || *at == '%') return open;
    while (at < end) {
        while (at < end && is_blank(*at)) at++;
        if (at == end) break;
        const char *word = at;
        while (at < end && !is_blank(*at)) at++;
        if (*word == 'c') break; /* the rest of the line is a comment */
        open = !(at - word == 1 && *word == '0');
    }
    return open;
}

static void annotate_clause(const annotator *a, size_t i)
{
    const nqcnf_cnf *cnf = a->cnf;
    /* a damaged clause means what it was meant to: its issue says why */
    if (cnf->flags[i] & NQCNF_CNF_CLAUSE_DAMAGED) return;
    const int32_t *literals = cnf->literals + cnf->offsets[i];
    const size_t count = cnf->offsets[i + 1] - cnf->offsets[i] - 1;
    const nqcnf_meaning m = nqcnf_clause_meaning(a->n, literals, count);
    printf("%s   ", a->comment);
    if (a->names != NULL) {
        check_write_clause(stdout, literals, count, 0, a->names);
        fputs(": ", stdout);
    }
    print_clause_meaning(stdout, a->n, a->base, &m, literals, count, NULL);
    if (cnf->flags[i] & NQCNF_CNF_CLAUSE_DUPLICATE)
        fputs("; a duplicate", stdout);
    else if (a->extra[i])
        fputs("; not in the reference", stdout);
    putchar('\n');
}

static void annotate_issue(const annotator *a, const nqcnf_cnf_issue *issue)
{
    printf("%s   ", a->comment);
    if (issue->line > 0) printf("line %zu: ", issue->line);
    check_write_issue(stdout, a->cnf, issue, a->names);
    putchar('\n');
}

/* The issues and clauses of the lines up to `line`, by line, an issue
 * before the clause of its line. A duplicate's issue is left out: its
 * clause's line says it, briefly; but not one that counts later copies,
 * which the reader did not store and no clause's line annotates. */
static void annotate_up_to(annotator *a, size_t line)
{
    const nqcnf_cnf *cnf = a->cnf;
    for (;;) {
        const nqcnf_cnf_issue *issue = a->next_issue < cnf->issue_count
                                           ? &cnf->issues[a->next_issue]
                                           : NULL;
        const size_t clause_line = a->next_clause < cnf->clause_count
                                       ? cnf->lines[a->next_clause]
                                       : SIZE_MAX;
        if (issue != NULL && issue->line <= line &&
            issue->line <= clause_line) {
            if (issue->kind != NQCNF_CNF_DUPLICATE_CLAUSE ||
                issue->repeats > 0)
                annotate_issue(a, issue);
            a->next_issue++;
        } else if (a->next_clause < cnf->clause_count &&
                   clause_line <= line) {
            annotate_clause(a, a->next_clause++);
        } else {
            return;
        }
    }
}

/* "(rows 3, 5)": which lines a family of at-least-one clauses lacks. */
static void print_missing_lines(const annotator *a, nqcnf_family family,
                                size_t missing)
{
    const nqcnf_check_report *report = a->report;
    const int rows = family == NQCNF_FAMILY_ROW_AT_LEAST_ONE;
    size_t listed = 0;
    printf(" (%s%s ", rows ? "row" : "column", missing == 1 ? "" : "s");
    for (size_t k = 0; k < report->difference_count; k++) {
        const nqcnf_difference *d = &report->differences[k];
        if (d->kind != NQCNF_DIFFERENCE_MISSING ||
            nqcnf_meaning_family(&d->meaning) != family)
            continue;
        if (listed == LISTED_LINES) {
            fputs(", ...", stdout);
            break;
        }
        printf("%s%lu", listed++ > 0 ? ", " : "",
               (unsigned long)(rows ? d->meaning.row1 : d->meaning.column1) +
                   a->base);
    }
    putchar(')');
}

/* A family's missing clauses, each as check words it. */
static void print_missing_clauses(const annotator *a, nqcnf_family family,
                                  size_t missing)
{
    size_t listed = 0;
    for (size_t k = 0; k < a->report->difference_count; k++) {
        const nqcnf_difference *d = &a->report->differences[k];
        if (d->kind != NQCNF_DIFFERENCE_MISSING ||
            nqcnf_meaning_family(&d->meaning) != family)
            continue;
        if (listed++ == LISTED_MISSING) break;
        printf("%s   ", a->comment);
        check_write_clause(stdout, d->literals, d->count, 1, a->names);
        fputs(": ", stdout);
        print_clause_meaning(stdout, a->n, a->base, &d->meaning, d->literals,
                             d->count, d->group);
        if (d->implied == NQCNF_IMPLIED_YES)
            fputs(" (implied by the file's other clauses)", stdout);
        putchar('\n');
    }
    if (missing > LISTED_MISSING)
        printf("%s   and %zu more\n", a->comment, missing - LISTED_MISSING);
}

/* The reference's clauses the file lacks, a line per family with how
 * many the reference has, as check counts them. */
static void print_missing(const annotator *a)
{
    if (a->report->without_reference) {
        /* a reference over check's budget was never built: say so, and
         * what a board the file allows showed without it */
        printf("%s missing: not compared: the reference at N=%lu has %llu "
               "clauses, more than check holds by default ('check %lu "
               "FILE' compares them)\n",
               a->comment, (unsigned long)a->n,
               (unsigned long long)a->report->reference_clauses,
               (unsigned long)a->n);
        for (size_t k = 0; k < a->report->difference_count; k++) {
            const nqcnf_difference *d = &a->report->differences[k];
            printf("%s the file allows boards that break ", a->comment);
            if (d->count > 0) {
                check_write_clause(stdout, d->literals, d->count, 1, a->names);
                fputs(": ", stdout);
            } else
                fputs("the rule that a board be ", stdout);
            print_clause_meaning(stdout, a->n, a->base, &d->meaning,
                                 d->literals, d->count, NULL);
            putchar('\n');
        }
        return;
    }
    size_t total[NQCNF_FAMILY_COUNT] = {0};
    size_t missing[NQCNF_FAMILY_COUNT] = {0};
    size_t count, all = 0;
    const int32_t *literals;
    for (size_t i = 0; (literals = nqcnf_check_report_reference(
                            a->report, i, &count)) != NULL;
         i++) {
        const nqcnf_meaning m = nqcnf_clause_meaning(a->n, literals, count);
        total[nqcnf_meaning_family(&m)]++;
    }
    for (size_t k = 0; k < a->report->difference_count; k++) {
        const nqcnf_difference *d = &a->report->differences[k];
        if (d->kind != NQCNF_DIFFERENCE_MISSING) continue;
        missing[nqcnf_meaning_family(&d->meaning)]++;
        all++;
    }
    if (all == 0) {
        printf("%s missing: nothing, the file has every clause of the "
               "reference\n", a->comment);
        return;
    }
    for (int f = 0; f < NQCNF_FAMILY_COUNT; f++) {
        if (missing[f] == 0) continue;
        const size_t of = total[f] < missing[f] ? missing[f] : total[f];
        printf("%s missing: %zu of the %zu %s%s", a->comment, missing[f], of,
               check_family_words((nqcnf_family)f), of == 1 ? "" : "s");
        if (f == NQCNF_FAMILY_ROW_AT_LEAST_ONE ||
            f == NQCNF_FAMILY_COLUMN_AT_LEAST_ONE) {
            print_missing_lines(a, (nqcnf_family)f, missing[f]);
            putchar('\n');
        } else {
            putchar('\n');
            print_missing_clauses(a, (nqcnf_family)f, missing[f]);
        }
    }
}

/* The line after the lines from `at` (line `line`, outside a clause) to
 * the next one that starts outside a clause: the lines a clause begun
 * on `line` runs over, with the clauses that begin among them. */
static size_t block_end(const char *at, const char *end, size_t line)
{
    int open = 0;
    do {
        const char *eol = memchr(at, '\n', (size_t)(end - at));
        open = open_after(at, eol != NULL ? eol : end, open);
        at = eol != NULL ? eol + 1 : end;
        line++;
    } while (open && at < end);
    return line;
}

/* The file, its lines as they are, the comments before each block of
 * lines that starts outside a clause. */
static void annotate(annotator *a, const char *data, size_t size)
{
    const char *at = data, *end = data + size;
    size_t line = 1, next_block = 1;
    while (at < end) {
        const char *eol = memchr(at, '\n', (size_t)(end - at));
        const char *next = eol != NULL ? eol + 1 : end;
        if (line == next_block) {
            next_block = block_end(at, end, line);
            annotate_up_to(a, next_block - 1);
        }
        fwrite(at, 1, (size_t)(next - at), stdout);
        at = next;
        line++;
    }
    if (size > 0 && data[size - 1] != '\n') putchar('\n');
    annotate_up_to(a, SIZE_MAX);
    print_missing(a);
}

/* What is open at the end of an SMT-LIB line [at, end) that was open
 * before it: 0, or the '"' of a string or the '|' of a quoted symbol,
 * which a comment line must not be put into. */
static char smt2_open_after(const char *at, const char *end, char open)
{
    for (; at < end; at++) {
        if (open == '"') {
            if (*at != '"') continue;
            if (at + 1 < end && at[1] == '"') at++; /* "" is a quote */
            else open = 0;
        } else if (open == '|') {
            if (*at == '|') open = 0;
        } else if (*at == ';') {
            break; /* the rest of the line is a comment */
        } else if (*at == '"' || *at == '|') {
            open = *at;
        }
    }
    return open;
}

/* The SMT-LIB file, its lines as they are, the comments of the clauses
 * whose terms start on a line above it, where no string or quoted symbol
 * is open. */
static void annotate_smt2(annotator *a, const char *data, size_t size)
{
    fputs("; ", stdout);
    check_write_naming(stdout, a->names);
    putchar('\n');
    const char *at = data, *end = data + size;
    size_t line = 1;
    char open = 0;
    while (at < end) {
        const char *eol = memchr(at, '\n', (size_t)(end - at));
        const char *next = eol != NULL ? eol + 1 : end;
        if (open == 0) annotate_up_to(a, line);
        fwrite(at, 1, (size_t)(next - at), stdout);
        open = smt2_open_after(at, eol != NULL ? eol : end, open);
        at = next;
        line++;
    }
    if (size > 0 && data[size - 1] != '\n') putchar('\n');
    annotate_up_to(a, SIZE_MAX);
    print_missing(a);
}

/* The errors among the issues, each counted with its repeats. */
static size_t count_errors(const nqcnf_cnf *cnf)
{
    size_t errors = 0;
    for (size_t i = 0; i < cnf->issue_count; i++)
        if (nqcnf_cnf_issue_is_error(cnf->issues[i].kind))
            errors += 1 + cnf->issues[i].repeats;
    for (int k = 0; k < NQCNF_CNF_ISSUE_KIND_COUNT; k++)
        if (nqcnf_cnf_issue_is_error((nqcnf_cnf_issue_kind)k))
            errors += cnf->unlisted[k] + cnf->unlisted_repeats[k];
    return errors;
}

/* The file compared with the reference as check compares it, then
 * annotated: what both syntaxes share once read. */
static int explain_read(const nqcnf_options *options, const char *name,
                        const char *data, size_t size, const nqcnf_cnf *cnf,
                        const nqcnf_smt2 *names)
{
    /* a reference over check's default budget is not built: the
     * clauses are still worded, none is compared */
    char unused[16];
    const int large = !check_reference_fits(
        options, CHECK_REFERENCE_BUDGET_DEFAULT, unused, sizeof unused);
    nqcnf_check_report report;
    nqcnf_status status =
        large ? nqcnf_check_cnf_without_reference(options, cnf, &report)
              : nqcnf_check_cnf(options, cnf, &report);
    unsigned char *extra = calloc(cnf->clause_count + 1, 1);
    if (status != NQCNF_OK || extra == NULL) {
        report_error("cannot compare %s with the reference: %s", name,
                     nqcnf_strerror(status != NQCNF_OK
                                        ? status
                                        : NQCNF_ERR_OUT_OF_MEMORY));
        if (status == NQCNF_OK) nqcnf_check_report_free(&report);
        free(extra);
        return EXIT_FAILURE_RUNTIME;
    }
    for (size_t k = 0; k < report.difference_count; k++) {
        const nqcnf_difference *d = &report.differences[k];
        if (d->kind == NQCNF_DIFFERENCE_EXTRA && d->clause < cnf->clause_count)
            extra[d->clause] = 1;
    }
    annotator a = {.n = options->n, .cnf = cnf, .report = &report,
                   .extra = extra, .names = names,
                   .comment = names != NULL ? ";" : "c",
                   .base = names != NULL ? names->naming.base : 1};
    if (names != NULL)
        annotate_smt2(&a, data, size);
    else
        annotate(&a, data, size);
    const size_t errors = count_errors(cnf);
    int exit_status = finish_stdout(EXIT_OK);
    if (errors > 0) {
        report_error("%s is malformed: %zu error%s a solver would refuse "
                     "it for, said in a comment above %s line",
                     name, errors, errors == 1 ? "" : "s",
                     errors == 1 ? "its" : "each one's");
        exit_status = EXIT_FAILURE_RUNTIME;
    }
    nqcnf_check_report_free(&report);
    free(extra);
    return exit_status;
}

static int explain_dimacs(const nqcnf_options *options, const char *name,
                          const char *data, size_t size)
{
    nqcnf_sizes counts;
    nqcnf_status status = nqcnf_sizes_compute(options, &counts);
    if (status != NQCNF_OK) {
        report_error("cannot build the reference: %s",
                     nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    /* as check reads it: without a header, literals beyond the board are
     * out of range when the reference has nothing beyond it */
    const uint64_t headerless_limit =
        counts.auxiliary_variables == 0 ? (uint64_t)options->n * options->n
                                        : 0;
    nqcnf_cnf cnf;
    status = nqcnf_cnf_read_buffer(data, size, headerless_limit, &cnf);
    if (status != NQCNF_OK) {
        report_error("cannot read %s: %s", name, nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    /* a file shuffled by --shuffle means what its record undoes */
    nqcnf_shuffle shuffle;
    if (nqcnf_shuffle_record_find(data, size, &shuffle) > 0)
        nqcnf_cnf_unshuffle(&cnf, &shuffle);
    const int exit_status = explain_read(options, name, data, size, &cnf,
                                         NULL);
    nqcnf_cnf_free(&cnf);
    return exit_status;
}

/* An SMT-LIB file, read as check reads it; one outside the fragment
 * gets check's error, at its line and column. */
static int explain_smt2(const nqcnf_options *options, const char *name,
                        const char *data, size_t size)
{
    nqcnf_smt2 smt2;
    const nqcnf_status status =
        nqcnf_smt2_read_buffer(data, size, options->n, &smt2);
    if (status != NQCNF_OK) {
        report_error("cannot read %s: %s", name, nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    int exit_status = EXIT_FAILURE_RUNTIME;
    if (smt2.error_line > 0)
        report_error("%s, line %zu:%zu: %s", name, smt2.error_line,
                     smt2.error_column, smt2.error);
    else
        exit_status =
            explain_read(options, name, data, size, &smt2.cnf, &smt2);
    nqcnf_smt2_free(&smt2);
    return exit_status;
}

/* check's sentence for a text that is not a CNF, as one error line. */
static void report_not_a_cnf(const check_subject *subject,
                             const nqcnf_text_sniff *sniff)
{
    char *sentence = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&sentence, &length);
    if (out != NULL) {
        check_write_not_a_cnf(out, subject, sniff);
        fclose(out);
    }
    report_error("%s", sentence != NULL ? sentence : "not a CNF");
    free(sentence);
}

int explain_file(const nqcnf_options *options, const char *path)
{
    size_t size;
    char *data = input_file_load(path, &size);
    if (data == NULL) return EXIT_FAILURE_RUNTIME;
    /* a file's name reaches messages escaped, as any input does (check's
     * sentence about a text that is no CNF quotes the subject itself) */
    char escaped[NQCNF_QUOTE_SIZE], name[NQCNF_QUOTE_SIZE + 4];
    nqcnf_quote(path, strlen(path), escaped, sizeof escaped);
    if (strcmp(path, "-") == 0)
        snprintf(name, sizeof name, "standard input");
    else
        snprintf(name, sizeof name, "'%s'", escaped);
    const check_subject subject = {path, NULL, options->n, NULL};
    int status = EXIT_FAILURE_RUNTIME;
    const nqcnf_text_sniff sniff = nqcnf_sniff_text(data, size);
    if (sniff.kind == NQCNF_TEXT_SMT_LIB)
        status = explain_smt2(options, name, data, size);
    else if (sniff.kind != NQCNF_TEXT_DIMACS)
        report_not_a_cnf(&subject, &sniff);
    else
        status = explain_dimacs(options, name, data, size);
    free(data);
    return status;
}
