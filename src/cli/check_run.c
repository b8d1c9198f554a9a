/*
 * check_run.c - one CNF read, checked and reported.
 *
 * Files and the outputs of a student's program take the same path: the
 * text is read (from a stream, line by line, or from memory), compared
 * with the reference of the options, and handed to the reporter the
 * settings choose. What goes wrong before a verdict (a file that cannot
 * be opened or read, a reference too large for a solver) is reported in
 * the same form, as a failure of that subject, so that a class of files
 * is always one report (or one JSON line) per file.
 *
 * The time limit covers all of it, from the first byte read to the last
 * mended reading: the options every library call here gets carry the
 * file's budget as their stop callback (check_budget.c).
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include "check_report.h"
#include "check_reference_budget.h"
#include "human_units.h"
#include "check_rows.h"
#include "input_file.h"
#include "messages.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int check_failure_exit(const char *verdict)
{
    /* undecided is no failure of the file: what was not decided exits 3,
     * as the time limit's undecided does */
    if (strcmp(verdict, nqcnf_verdict_name(NQCNF_VERDICT_GRADER_ERROR)) == 0)
        return EXIT_GRADER_FAILURE;
    return strcmp(verdict, nqcnf_verdict_name(NQCNF_VERDICT_UNDECIDED)) == 0
               ? EXIT_UNDECIDED
               : EXIT_FAILURE_RUNTIME;
}

int check_report_failure(const check_subject *subject,
                         const check_settings *settings, const char *verdict,
                         const char *message)
{
    const int status = check_failure_exit(verdict);
    check_row_note(subject->n, verdict, status, message);
    if (settings->table)
        return status; /* the row's line says it */
    if (settings->json)
        check_report_json_failure(subject, settings, verdict, message, NULL);
    else if (settings->generator)
        printf("N=%lu: %s\n", (unsigned long)subject->n, message);
    else if (status == EXIT_UNDECIDED) /* a summary, as a judged file's */
        printf("summary: %s\n", message);
    else
        report_error("%s", message);
    return status;
}

/* The subject for a sentence: a file's name quoted (nqcnf_quote) as in
 * every other sentence and column of a report, so that the same name
 * reads the same everywhere. */
#define NAME_ROOM NQCNF_QUOTE_SIZE

static const char *subject_name(const check_subject *subject,
                                char quoted[NAME_ROOM])
{
    if (subject->command != NULL) return "the program's output";
    if (strcmp(subject->file, "-") == 0) return "standard input";
    return nqcnf_quote(subject->file, strlen(subject->file), quoted,
                       NAME_ROOM);
}

/* A text with nothing to check: the sentence says why, on stdout like
 * a verdict (a class's files are one report each), verdict not-a-cnf. */
/* The subject could not be read at all: `why` says what failed. */
static int report_read_failure(const check_subject *subject,
                               const check_settings *settings,
                               const char *why)
{
    char message[512], name[NAME_ROOM];
    snprintf(message, sizeof message, "cannot read %s: %s",
             subject_name(subject, name), why);
    return check_report_failure(subject, settings,
                                nqcnf_verdict_name(NQCNF_VERDICT_FAILED),
                                message);
}

static int report_unreadable_as(const check_subject *subject,
                                const check_settings *settings,
                                const char *message, const char *kind)
{
    check_row_note(subject->n, nqcnf_verdict_name(NQCNF_VERDICT_NOT_A_CNF),
                   EXIT_FAILURE_RUNTIME, message);
    if (settings->table)
        return EXIT_FAILURE_RUNTIME; /* the row's line says it */
    if (settings->json)
        check_report_json_failure(subject, settings,
                                  nqcnf_verdict_name(NQCNF_VERDICT_NOT_A_CNF),
                                  message, kind);
    else if (settings->generator)
        printf("N=%lu: not a CNF: %s\n", (unsigned long)subject->n, message);
    else
        printf("%s\nsummary: not a CNF, nothing was checked\n", message);
    return EXIT_FAILURE_RUNTIME;
}

static int report_unreadable(const check_subject *subject,
                             const check_settings *settings,
                             const char *message)
{
    return report_unreadable_as(subject, settings, message,
                                "smt-lib-outside-fragment");
}

static int report_not_a_cnf(const check_subject *subject,
                            const check_settings *settings,
                            const nqcnf_text_sniff *sniff)
{
    char message[512];
    FILE *text = fmemopen(message, sizeof message, "w");
    if (text != NULL) {
        check_write_not_a_cnf(text, subject, sniff);
        fclose(text);
    } else {
        snprintf(message, sizeof message, "not a CNF");
    }
    return report_unreadable_as(subject, settings, message,
                                nqcnf_text_kind_name(sniff->kind));
}

static int report_other_text(const check_subject *subject,
                             const check_settings *settings,
                             const char *data, size_t size)
{
    char message[512] = "not a CNF";
    FILE *text = fmemopen(message, sizeof message, "w");
    if (text != NULL) {
        check_write_other_text(text, subject, data, size);
        fclose(text);
    }
    return report_unreadable_as(subject, settings, message, "other-text");
}

/* Whether a diagnosis reads the whole file another way (numbered from
 * 0, for another N, ...): then it says what the file is, and mending
 * its header would only count the clauses it cut apart. */
static int read_another_way(const nqcnf_diagnoses *diagnoses)
{
    for (size_t i = 0; i < diagnoses->count; i++)
        if (check_diagnosis_says_all(&diagnoses->items[i])) return 1;
    return 0;
}

/* The check's verdict and summary sentence (as the words end with it)
 * into the row it belongs to. */
static void note_outcome(const check_subject *subject,
                         const nqcnf_check_report *report,
                         const check_outcome *outcome,
                         const check_settings *settings)
{
    char sentence[1024] = "";
    FILE *out = fmemopen(sentence, sizeof sentence, "w");
    if (out != NULL) {
        check_write_summary(out, subject->n, report, outcome, settings);
        fclose(out);
    }
    sentence[sizeof sentence - 1] = '\0';
    check_row_note(subject->n, nqcnf_verdict_name(outcome->result.verdict),
                   outcome->exit_status, sentence);
}

/* The comparison. A reference over the budget is first left unbuilt:
 * a model of the file that breaks a rule of the board is a verdict
 * (library's refute.c), and only an N the teacher gave goes on to the
 * whole comparison when it is not. *large says the reference is over
 * the budget. */
static nqcnf_status compare(const nqcnf_options *options,
                            const check_settings *settings,
                            const check_subject *subject,
                            const nqcnf_cnf *cnf, nqcnf_check_report *report,
                            int *large)
{
    char unused[16];
    *large = !check_reference_fits(options, settings->reference_budget,
                                   unused, sizeof unused);
    if (!*large) return nqcnf_check_cnf(options, cnf, report);
    const nqcnf_status status =
        nqcnf_check_cnf_without_reference(options, cnf, report);
    if (status != NQCNF_OK || report->summary != NQCNF_CHECK_UNDECIDED ||
        subject->over_budget != NULL)
        return status;
    nqcnf_check_report_free(report);
    return nqcnf_check_cnf(options, cnf, report);
}

/* Checks a CNF as read (from DIMACS text, or translated from SMT-LIB with
 * its `names`) and reports it. `data` is the DIMACS text the diagnosis
 * may read again and a malformed file is mended from (as read with
 * `headerless_limit`), or NULL. */
static int check_cnf(const nqcnf_options *options,
                     const check_settings *settings,
                     const check_subject *subject, const nqcnf_cnf *cnf,
                     const char *data, size_t size, const nqcnf_smt2 *names,
                     uint64_t headerless_limit)
{
    char message[512];
    nqcnf_check_report report;
    int large = 0;
    nqcnf_status status =
        compare(options, settings, subject, cnf, &report, &large);
    /* the time limit ran out: the report holds what was decided, and the
     * budget (settings->budget->expired) says it ran out */
    if (status == NQCNF_ERR_STOPPED) status = NQCNF_OK;
    if (status == NQCNF_OK && subject->over_budget != NULL &&
        report.summary == NQCNF_CHECK_UNDECIDED) {
        nqcnf_check_report_free(&report);
        return check_report_failure(
            subject, settings, nqcnf_verdict_name(NQCNF_VERDICT_UNDECIDED),
            subject->over_budget);
    }
    int exit_status = EXIT_FAILURE_RUNTIME;
    if (status == NQCNF_OK) {
        check_outcome outcome = check_outcome_of(cnf, &report, settings);
        outcome.names = names;
        /* every other reading, and a mended text, is a whole comparison
         * again: not for a reference over the budget */
        if (!large)
            status = nqcnf_diagnose(options, data, size, cnf, &report,
                                    &outcome.diagnoses);
        if (status == NQCNF_ERR_STOPPED) status = NQCNF_OK; /* as above */
        if (status != NQCNF_OK || large) outcome.diagnoses.count = 0;
        check_repair repair;
        if (!large && check_is_malformed(&outcome) &&
            !read_another_way(&outcome.diagnoses) &&
            check_repair_try(options, settings, data, size, headerless_limit,
                             cnf, &report, &repair))
            outcome.repair = &repair;
        /* a table's line says it, once the row is whole */
        note_outcome(subject, &report, &outcome, settings);
        if (!settings->table && settings->json)
            check_report_json(subject, cnf, &report, &outcome, settings);
        else if (!settings->table)
            check_report_text(subject, cnf, &report, &outcome, settings);
        exit_status = outcome.exit_status;
        if (outcome.repair != NULL) check_repair_free(&repair);
        nqcnf_check_report_free(&report);
    } else {
        char name[NAME_ROOM];
        snprintf(message, sizeof message,
                 "cannot compare %s with the reference: %s",
                 subject_name(subject, name), nqcnf_strerror(status));
        check_report_failure(subject, settings,
                             nqcnf_verdict_name(NQCNF_VERDICT_FAILED),
                             message);
    }
    return exit_status;
}

/* An SMT-LIB file: translated to clauses by the library, checked as a
 * CNF, reported in the file's own names. A file outside the Boolean
 * fragment has nothing to check: its error names the construct. */
static int check_smt2(const nqcnf_options *options,
                      const check_settings *settings,
                      const check_subject *subject, const char *data,
                      size_t size)
{
    char message[512];
    nqcnf_smt2 smt2;
    nqcnf_status status = nqcnf_smt2_read_buffer(data, size, options->n,
                                                 &smt2);
    if (status != NQCNF_OK)
        return report_read_failure(subject, settings, nqcnf_strerror(status));
    int exit_status;
    if (smt2.error_line > 0) {
        char name[NAME_ROOM];
        snprintf(message, sizeof message, "%s, line %zu:%zu: %s",
                 subject_name(subject, name), smt2.error_line,
                 smt2.error_column, smt2.error);
        exit_status = report_unreadable(subject, settings, message);
    } else {
        /* the text too: read again at the N its names tell */
        exit_status = check_cnf(options, settings, subject, &smt2.cnf, data,
                                size, &smt2, 0);
    }
    nqcnf_smt2_free(&smt2);
    return exit_status;
}

static int check_text(const nqcnf_options *options,
                      const check_settings *settings,
                      const check_subject *subject, const char *data,
                      size_t size)
{
    char message[512];
    nqcnf_sizes counts;
    nqcnf_status status = nqcnf_sizes_compute(options, &counts);
    if (status != NQCNF_OK) {
        snprintf(message, sizeof message, "cannot build the reference: %s",
                 nqcnf_strerror(status));
        return check_report_failure(subject, settings,
                                    nqcnf_verdict_name(NQCNF_VERDICT_FAILED),
                                    message);
    }
    const nqcnf_text_sniff sniff = nqcnf_sniff_text(data, size);
    if (sniff.kind == NQCNF_TEXT_SMT_LIB)
        return check_smt2(options, settings, subject, data, size);
    if (sniff.kind != NQCNF_TEXT_DIMACS)
        return report_not_a_cnf(subject, settings, &sniff);
    size_t line;
    /* read as DIMACS, its every word would be quoted as no literal */
    if (check_other_text_line(data, size, &line) != NULL)
        return report_other_text(subject, settings, data, size);
    /* Without a header, literals beyond the board are out of range, as
     * long as the reference itself has nothing beyond it. */
    const uint64_t headerless_limit =
        counts.auxiliary_variables == 0 ? (uint64_t)options->n * options->n
                                        : 0;
    nqcnf_cnf cnf;
    status = nqcnf_cnf_read_buffer(data, size, headerless_limit, &cnf);
    if (status != NQCNF_OK)
        return report_read_failure(subject, settings, nqcnf_strerror(status));
    /* A file shuffled by --shuffle is checked as its record undoes it:
     * the same clauses, in another order. Its text is not read again by
     * the diagnosis, whose readings assume the plain numbering. */
    nqcnf_shuffle shuffle;
    const int shuffled = nqcnf_shuffle_record_find(data, size, &shuffle) > 0;
    if (shuffled) nqcnf_cnf_unshuffle(&cnf, &shuffle);
    const int exit_status =
        check_cnf(options, settings, subject, &cnf, shuffled ? NULL : data,
                  size, NULL, headerless_limit);
    nqcnf_cnf_free(&cnf);
    return exit_status;
}

int check_read_input(const check_subject *subject,
                     const check_settings *settings, FILE *input,
                     uint64_t cap, char **text, size_t *length)
{
    *text = NULL;
    *length = 0;
    errno = 0;
    /* whole: the diagnosis reads the file again, in other ways, and the
     * kind of text is told from the whole of it */
    if (input_file_read_capped(input, cap, check_budget_stop,
                               settings->budget, text, length) == 0)
        return 0;
    if (errno == ETIMEDOUT) {
        char message[300];
        snprintf(message, sizeof message,
                 "undecided: the time limit of %g s ran out while the file "
                 "was read (--time-limit S gives it longer, 0 none)",
                 settings->budget->seconds);
        return check_report_failure(
            subject, settings, nqcnf_verdict_name(NQCNF_VERDICT_UNDECIDED),
            message);
    }
    if (errno == EFBIG && input_file_error(input) == NULL) {
        char message[400], most[32], n[32] = "an N the budget allows";
        format_bytes((double)cap, most, sizeof most);
        if (subject->n != 0)
            snprintf(n, sizeof n, "N = %lu", (unsigned long)subject->n);
        snprintf(message, sizeof message,
                 "the file holds more than %s, more than a CNF for %s can "
                 "need (eight times its reference's text, and 64 MB more): "
                 "not read past that",
                 most, n);
        return report_read_failure(subject, settings, message);
    }
    const char *damage = input_file_error(input);
    return report_read_failure(subject, settings,
                               damage != NULL ? damage : strerror(errno));
}

/* Reads the whole stream, then checks it. */
static int check_stream(const nqcnf_options *options,
                        const check_settings *settings,
                        const check_subject *subject, FILE *input)
{
    char *text;
    size_t length;
    /* a program's output is bounded by --max-output already */
    const int failed =
        check_read_input(subject, settings, input, UINT64_MAX, &text, &length);
    if (failed != 0) return failed;
    const int exit_status =
        check_text(options, settings, subject, text, length);
    free(text);
    return exit_status;
}

int check_one(const nqcnf_options *options, const check_settings *settings,
              const check_subject *subject, FILE *input, const char *data,
              size_t size)
{
    /* the budget was started by the caller, before the file was read */
    nqcnf_options bounded = *options;
    bounded.stop = check_budget_stop;
    bounded.stop_context = settings->budget;
    if (input == NULL)
        return check_text(&bounded, settings, subject, data, size);
    return check_stream(&bounded, settings, subject, input);
}
