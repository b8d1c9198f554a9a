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
 */
#include "check_report.h"
#include "messages.h"

#include <errno.h>
#include <string.h>

int check_report_failure(const check_subject *subject,
                         const check_settings *settings, const char *verdict,
                         const char *message)
{
    if (settings->json)
        check_report_json_failure(subject, settings, verdict, message);
    else if (settings->generator)
        printf("N=%lu: %s\n", (unsigned long)subject->n, message);
    else
        report_error("%s", message);
    return EXIT_FAILURE_RUNTIME;
}

static const char *subject_name(const check_subject *subject)
{
    if (subject->command != NULL) return "the program's output";
    return strcmp(subject->file, "-") == 0 ? "standard input" : subject->file;
}

int check_one(const nqcnf_options *options, const check_settings *settings,
              const check_subject *subject, FILE *input, const char *data,
              size_t size)
{
    char message[512];
    nqcnf_counts counts;
    nqcnf_status status = nqcnf_counts_compute(options, &counts);
    if (status != NQCNF_OK) {
        snprintf(message, sizeof message, "cannot build the reference: %s",
                 nqcnf_strerror(status));
        return check_report_failure(subject, settings, "failed", message);
    }
    /* Without a header, literals beyond the board are out of range, as
     * long as the reference itself has nothing beyond it. */
    const uint64_t headerless_limit =
        counts.auxiliary_variables == 0 ? (uint64_t)options->n * options->n
                                        : 0;
    nqcnf_cnf cnf;
    errno = 0;
    status = input != NULL
                 ? nqcnf_cnf_read_file(input, headerless_limit, &cnf)
                 : nqcnf_cnf_read_buffer(data, size, headerless_limit, &cnf);
    if (status != NQCNF_OK) {
        snprintf(message, sizeof message, "cannot read %s: %s",
                 subject_name(subject),
                 status == NQCNF_ERR_IO ? strerror(errno)
                                        : nqcnf_strerror(status));
        return check_report_failure(subject, settings, "failed", message);
    }
    nqcnf_check_report report;
    status = nqcnf_check_cnf(options, &cnf, &report);
    int exit_status = EXIT_FAILURE_RUNTIME;
    if (status == NQCNF_OK) {
        const check_outcome outcome =
            check_outcome_of(&cnf, &report, settings);
        if (settings->json)
            check_report_json(subject, &cnf, &report, &outcome, settings);
        else
            check_report_text(subject, &cnf, &report, &outcome, settings);
        exit_status = outcome.exit_status;
        nqcnf_check_report_free(&report);
    } else {
        snprintf(message, sizeof message,
                 "cannot compare %s with the reference: %s",
                 subject_name(subject), nqcnf_strerror(status));
        check_report_failure(subject, settings, "failed", message);
    }
    nqcnf_cnf_free(&cnf);
    return exit_status;
}
