/*
 * check_report_json.c - a check as one line of JSON, for an autograder.
 *
 * The same verdict, exit status and summary sentence as the words
 * (check_outcome.c), and every finding as an object: issues with their
 * line and kind, differences with their line, clause, meaning, verdict
 * and example board. The shape is docs/check-report.schema.json; names
 * are kebab-case strings so that a grader compares them as they are,
 * and the library's (nqcnf_verdict_name and its kin), so that every
 * front end publishes the same. Meanings and messages are the words of
 * the text report, captured from the same writers into a string, so the
 * two never drift apart.
 *
 * The issues and the differences are listed up to REPORT_LISTED_OF_A_KIND
 * each, in the report's order, and always counted in `issues_total` and
 * `differences_total`: a file of millions of wrong clauses must not make
 * a line of hundreds of megabytes that a grader has to hold whole to
 * parse. The differences kept are those that change the solutions
 * first, as the words list them first: a file's evidence, a board it
 * allows, may come after thousands of missing clauses over auxiliary
 * variables that are judged only on the board.
 *
 * A program (a --generator, or a roster row with a command) gets, after
 * its lines, one record that sums them up, and a run of several files or
 * programs one that closes it: an autograder tells these apart by their
 * "record" member, which a line of one check does not have.
 */
#define _POSIX_C_SOURCE 200809L

#include "check_report.h"
#include "check_rows.h"
#include "json_writer.h"
#include "meaning_text.h"

#include <stdlib.h>
#include <string.h>

/* Text a writer of the words produces, as a JSON string. */
typedef struct captured {
    char *data;
    size_t size;
    FILE *stream;
} captured;

static FILE *capture_begin(captured *c)
{
    c->data = NULL;
    c->size = 0;
    c->stream = open_memstream(&c->data, &c->size);
    return c->stream;
}

static void capture_end(captured *c, json_writer *w)
{
    if (c->stream == NULL || fclose(c->stream) != 0) json_null(w);
    else json_string_bytes(w, c->data, c->size);
    free(c->data);
}

static void write_meaning(json_writer *w, uint32_t n,
                          const nqcnf_difference *d)
{
    captured c;
    FILE *out = capture_begin(&c);
    if (out != NULL)
        print_clause_meaning(out, n, 1, &d->meaning, d->literals, d->count,
                             d->group);
    capture_end(&c, w);
}

static void write_board(json_writer *w, const nqcnf_board *board)
{
    if (board->n == 0) {
        json_null(w);
        return;
    }
    char *row = malloc((size_t)board->n + 1);
    json_array_begin(w);
    for (uint32_t r = 0; row != NULL && r < board->n; r++) {
        for (uint32_t c = 0; c < board->n; c++)
            row[c] = board->squares[(size_t)r * board->n + c] ==
                             NQCNF_SQUARE_QUEEN
                         ? 'Q'
                         : '.';
        row[board->n] = '\0';
        json_string(w, row);
    }
    json_array_end(w);
    free(row);
}

static void write_difference(json_writer *w, uint32_t n,
                             const nqcnf_difference *d)
{
    json_object_begin(w);
    json_key(w, "kind");
    json_string(w, nqcnf_difference_kind_name(d->kind));
    json_key(w, "line");
    if (d->line > 0) json_uint(w, d->line);
    else json_null(w);
    json_key(w, "clause");
    json_int32_array(w, d->literals, d->count < CLAUSE_LITERALS_SHOWN
                                         ? d->count
                                         : CLAUSE_LITERALS_SHOWN);
    json_key(w, "clause_size");
    json_uint(w, d->count);
    json_key(w, "meaning");
    write_meaning(w, n, d);
    json_key(w, "group");
    json_string(w, d->group);
    json_key(w, "verdict");
    json_string(w, nqcnf_implied_name(d->implied));
    json_key(w, "board");
    if (d->implied == NQCNF_IMPLIED_NO) write_board(w, &d->witness);
    else json_null(w);
    json_object_end(w);
}

/* The first REPORT_LISTED_OF_A_KIND differences that change the
 * solutions, and as many others as leave room, in the report's order. */
static void write_differences(json_writer *w, uint32_t n,
                              const nqcnf_check_report *report)
{
    size_t changing = 0;
    for (size_t i = 0; i < report->difference_count; i++)
        changing += check_changes_solutions(&report->differences[i]) != 0;
    size_t room[2] = {0, changing < REPORT_LISTED_OF_A_KIND
                             ? changing
                             : REPORT_LISTED_OF_A_KIND};
    room[0] = REPORT_LISTED_OF_A_KIND - room[1];
    json_array_begin(w);
    for (size_t i = 0; i < report->difference_count; i++) {
        const nqcnf_difference *d = &report->differences[i];
        const int kind = check_changes_solutions(d) != 0;
        if (room[kind] == 0) continue;
        room[kind]--;
        write_difference(w, n, d);
    }
    json_array_end(w);
}

static void write_issue(json_writer *w, const nqcnf_cnf *cnf,
                        const nqcnf_smt2 *names,
                        const nqcnf_cnf_issue *issue)
{
    json_object_begin(w);
    json_key(w, "line");
    if (issue->line > 0) json_uint(w, issue->line);
    else json_null(w);
    json_key(w, "kind");
    json_string(w, nqcnf_cnf_issue_kind_name(issue->kind));
    json_key(w, "error");
    json_bool(w, nqcnf_cnf_issue_is_error(issue->kind) != 0);
    json_key(w, "message");
    captured c;
    FILE *out = capture_begin(&c);
    if (out != NULL) check_write_issue(out, cnf, issue, names);
    capture_end(&c, w);
    /* the same issue on later lines, counted rather than listed */
    json_key(w, "repeats");
    json_uint(w, issue->repeats);
    json_key(w, "last_line");
    if (issue->repeats > 0) json_uint(w, issue->last_line);
    else json_null(w);
    json_object_end(w);
}

/* The variants by their names, in the order of their flags. */
static void write_variants(json_writer *w, unsigned variants)
{
    json_array_begin(w);
    for (unsigned flag = 1; flag != 0; flag <<= 1) {
        const char *name = nqcnf_variant_name(flag);
        if ((variants & flag) && name != NULL) json_string(w, name);
    }
    json_array_end(w);
}

/* A malformed file mended: what was mended and what it then checks as;
 * null when it was not malformed or has no mended form. */
static void write_repaired(json_writer *w, uint32_t n,
                           const check_repair *repair,
                           const check_settings *settings)
{
    if (repair == NULL) {
        json_null(w);
        return;
    }
    json_object_begin(w);
    json_key(w, "repairs");
    json_array_begin(w);
    for (unsigned flag = 1; flag <= NQCNF_REPAIR_FINAL_ZERO; flag <<= 1)
        if (repair->mended.repairs & flag)
            json_string(w, nqcnf_repair_name(flag));
    json_array_end(w);
    json_key(w, "verdict");
    json_string(w, nqcnf_verdict_name(repair->outcome.result.verdict));
    json_key(w, "exit_status");
    json_int(w, repair->outcome.exit_status);
    json_key(w, "variants");
    write_variants(w, repair->report.variants);
    json_key(w, "summary");
    captured c;
    FILE *out = capture_begin(&c);
    if (out != NULL)
        check_write_summary(out, n, &repair->report, &repair->outcome,
                            settings);
    capture_end(&c, w);
    json_object_end(w);
}

/* The members every line has, in the schema's order. */
static void write_head(json_writer *w, const check_subject *subject,
                       const check_settings *settings, const char *verdict,
                       int exit_status, int out_of_time)
{
    json_object_begin(w);
    json_key(w, "file");
    json_name(w, subject->file);
    json_key(w, "command");
    json_name(w, subject->command);
    json_key(w, "n");
    if (subject->n != 0) json_uint(w, subject->n);
    else json_null(w); /* a class's file that told no N */
    json_key(w, "verdict");
    json_string(w, verdict);
    json_key(w, "exit_status");
    json_int(w, exit_status);
    json_key(w, "strict");
    json_bool(w, settings->strict);
    json_key(w, "time_limit_reached");
    json_bool(w, out_of_time);
}

/* One diagnosis: its name, what it names and its sentence. */
static void write_diagnosis(json_writer *w, uint32_t n, const nqcnf_cnf *cnf,
                            const nqcnf_check_report *report,
                            const nqcnf_diagnosis *d, const nqcnf_smt2 *names)
{
    json_object_begin(w);
    json_key(w, "kind");
    json_string(w, nqcnf_diagnosis_kind_name(d->kind));
    json_key(w, "family");
    if (!check_diagnosis_says_all(d) && d->family != NQCNF_FAMILY_OTHER)
        json_string(w, nqcnf_family_name(d->family));
    else
        json_null(w);
    json_key(w, "fits_n");
    if (d->kind == NQCNF_DIAGNOSIS_OTHER_N) json_uint(w, d->n);
    else json_null(w);
    json_key(w, "sentence");
    captured c;
    FILE *out = capture_begin(&c);
    if (out != NULL) check_write_diagnosis(out, n, cnf, report, d, names);
    capture_end(&c, w);
    /* the lines and board the sentence names, in the library's numbers */
    json_key(w, "lines");
    json_array_begin(w);
    for (size_t i = 0; i < d->line_count; i++) json_uint(w, d->lines[i]);
    json_array_end(w);
    json_key(w, "board");
    if (d->witness != NULL && d->witness->n > 0) write_board(w, d->witness);
    else json_null(w);
    json_object_end(w);
}

/* How an SMT-LIB file's names map to squares; null for DIMACS. */
static void write_naming(json_writer *w, const nqcnf_smt2 *names)
{
    if (names == NULL) {
        json_null(w);
        return;
    }
    json_object_begin(w);
    json_key(w, "pattern");
    json_name(w, names->naming.pattern);
    json_key(w, "base");
    json_uint(w, names->naming.base);
    json_key(w, "row_first");
    json_bool(w, names->naming.row_first);
    json_key(w, "order_decided");
    json_bool(w, names->naming.order_decided);
    json_key(w, "order_named");
    json_bool(w, names->naming.order_named);
    json_key(w, "sentence");
    captured c;
    FILE *out = capture_begin(&c);
    if (out != NULL) check_write_naming(out, names);
    capture_end(&c, w);
    json_object_end(w);
}

void check_report_json(const check_subject *subject, const nqcnf_cnf *cnf,
                       const nqcnf_check_report *report,
                       const check_outcome *outcome,
                       const check_settings *settings)
{
    json_writer w;
    json_writer_init(&w, stdout);
    const int malformed = check_is_malformed(outcome);
    write_head(&w, subject, settings,
               nqcnf_verdict_name(outcome->result.verdict),
               outcome->exit_status, outcome->out_of_time);
    json_key(&w, "summary");
    captured c;
    FILE *out = capture_begin(&c);
    if (out != NULL)
        check_write_summary(out, subject->n, report, outcome, settings);
    capture_end(&c, &w);
    /* a malformed file's comparison is of what could be read, so its
     * variants are no answer; the mended file's are */
    json_key(&w, "variants");
    write_variants(&w, malformed ? 0 : report->variants);
    json_key(&w, "matters_at_n");
    if (report->matters_at_n > 0 && !malformed)
        json_uint(&w, report->matters_at_n);
    else
        json_null(&w);
    json_key(&w, "malformed");
    json_bool(&w, malformed);
    json_key(&w, "if_repaired");
    write_repaired(&w, subject->n, outcome->repair, settings);
    json_key(&w, "issues");
    json_array_begin(&w);
    for (size_t i = 0; i < cnf->issue_count && i < REPORT_LISTED_OF_A_KIND;
         i++)
        write_issue(&w, cnf, outcome->names, &cnf->issues[i]);
    json_array_end(&w);
    /* and those the reader counted past its own cap of a kind */
    size_t issues_total = cnf->issue_count;
    for (int k = 0; k < NQCNF_CNF_ISSUE_KIND_COUNT; k++)
        issues_total += cnf->unlisted[k];
    json_key(&w, "issues_total");
    json_uint(&w, issues_total);
    json_key(&w, "differences");
    write_differences(&w, subject->n, report);
    json_key(&w, "differences_total");
    json_uint(&w, report->difference_count);
    json_key(&w, "naming");
    write_naming(&w, outcome->names);
    json_key(&w, "diagnoses");
    json_array_begin(&w);
    for (size_t i = 0; i < outcome->diagnoses.count; i++)
        write_diagnosis(&w, subject->n, cnf, report,
                        &outcome->diagnoses.items[i], outcome->names);
    json_array_end(&w);
    json_key(&w, "error");
    json_null(&w);
    json_object_end(&w);
}

void check_report_json_failure(const check_subject *subject,
                               const check_settings *settings,
                               const char *verdict, const char *message,
                               const char *diagnosis)
{
    json_writer w;
    json_writer_init(&w, stdout);
    const int status = check_failure_exit(verdict);
    write_head(&w, subject, settings, verdict, status,
               status == EXIT_UNDECIDED && settings->budget->expired);
    json_key(&w, "summary");
    json_string(&w, message);
    json_key(&w, "variants");
    json_array_begin(&w);
    json_array_end(&w);
    json_key(&w, "matters_at_n");
    json_null(&w);
    json_key(&w, "malformed");
    json_bool(&w, 0);
    json_key(&w, "if_repaired");
    json_null(&w);
    json_key(&w, "issues");
    json_array_begin(&w);
    json_array_end(&w);
    json_key(&w, "issues_total");
    json_uint(&w, 0);
    json_key(&w, "differences");
    json_array_begin(&w);
    json_array_end(&w);
    json_key(&w, "differences_total");
    json_uint(&w, 0);
    json_key(&w, "naming");
    json_null(&w);
    json_key(&w, "diagnoses");
    json_array_begin(&w);
    if (diagnosis != NULL) {
        json_object_begin(&w);
        json_key(&w, "kind");
        json_string(&w, diagnosis);
        json_key(&w, "family");
        json_null(&w);
        json_key(&w, "fits_n");
        json_null(&w);
        json_key(&w, "sentence");
        json_string(&w, message);
        json_key(&w, "lines");
        json_array_begin(&w);
        json_array_end(&w);
        json_key(&w, "board");
        json_null(&w);
        json_object_end(&w);
    }
    json_array_end(&w);
    json_key(&w, "error");
    json_string(&w, message);
    json_object_end(&w);
}

/* Counts per verdict, by published name, those that are not 0. */
static void write_verdict_counts(json_writer *w, const size_t *counts)
{
    json_object_begin(w);
    for (int v = 0; v < NQCNF_VERDICT_COUNT; v++) {
        if (counts[v] == 0) continue;
        json_key(w, nqcnf_verdict_name((nqcnf_verdict)v));
        json_uint(w, counts[v]);
    }
    json_object_end(w);
}

void check_json_row_summary(const check_row *row, int strict)
{
    json_writer w;
    json_writer_init(&w, stdout);
    json_object_begin(&w);
    json_key(&w, "record");
    json_string(&w, "program-summary");
    json_key(&w, "file");
    if (row->name != row->command) json_name(&w, row->name);
    else json_null(&w);
    json_key(&w, "command");
    json_name(&w, row->command);
    json_key(&w, "first_n");
    json_uint(&w, row->first_n);
    json_key(&w, "last_n");
    json_uint(&w, row->last_n);
    json_key(&w, "checked");
    json_uint(&w, row->checks);
    json_key(&w, "accepted");
    json_uint(&w, row->accepted);
    json_key(&w, "first_rejected");
    if (row->first_rejected != 0) json_uint(&w, row->first_rejected);
    else json_null(&w);
    json_key(&w, "verdict");
    json_string(&w, nqcnf_verdict_name((nqcnf_verdict)(
                        row->shown >= 0 ? row->shown : NQCNF_VERDICT_FAILED)));
    json_key(&w, "shown_n");
    json_uint(&w, row->shown_n);
    json_key(&w, "exit_status");
    json_int(&w, row->exit_status);
    json_key(&w, "strict");
    json_bool(&w, strict);
    json_key(&w, "summary");
    char summary[2048];
    check_row_summary(row, summary, sizeof summary);
    json_string(&w, summary);
    json_key(&w, "verdicts");
    write_verdict_counts(&w, row->counts);
    json_object_end(&w);
}

void check_json_totals(const check_totals *totals, int strict)
{
    json_writer w;
    json_writer_init(&w, stdout);
    json_object_begin(&w);
    json_key(&w, "record");
    json_string(&w, "class-summary");
    json_key(&w, "files");
    json_uint(&w, totals->files);
    json_key(&w, "programs");
    json_uint(&w, totals->programs);
    json_key(&w, "accepted");
    json_uint(&w, totals->by_exit[0]);
    json_key(&w, "rejected");
    json_uint(&w, totals->by_exit[1]);
    json_key(&w, "undecided");
    json_uint(&w, totals->by_exit[3]);
    json_key(&w, "exit_status");
    json_int(&w, totals->by_exit[1] > 0   ? 1
                 : totals->by_exit[3] > 0 ? 3
                                          : 0);
    json_key(&w, "strict");
    json_bool(&w, strict);
    json_key(&w, "verdicts");
    write_verdict_counts(&w, totals->counts);
    json_object_end(&w);
}
