/*
 * check_report.h - one checked file (or one run of a student's program),
 * its verdict and its report, in words or as JSON.
 *
 * `check` judges one or many CNFs (files, or the outputs of a generator
 * over a range of N) and each gets the same things: a verdict with an
 * exit status, a summary sentence, and the findings. The verdict is the
 * library's (nqcnf_verdict_compute); its exit status and sentence are
 * worked out once (check_outcome.c) and written by either reporter
 * (check_report_text.c, check_report_json.c), so the words of a terminal
 * and of an autograder never disagree.
 */
#ifndef NQCNF_CLI_CHECK_REPORT_H
#define NQCNF_CLI_CHECK_REPORT_H

#include "nqcnf_experimental.h"

#include <stdio.h>

/* Exit status of `check` when a question was out of reach. */
#define EXIT_UNDECIDED 3
/* Exit status of `check` when it could not run a student's program (a
 * fork, a limit, /bin/sh): the grader's failure, not the program's; the
 * worst of all, since the grades it leaves are not all there. */
#define EXIT_GRADER_FAILURE 5

/* The most entries of one kind (the file's issues, its differences from
 * the reference) that a report lists, with --verbose and in JSON alike;
 * the rest are counted ("and 199000 more differences", and the JSON's
 * `issues_total` and `differences_total`). A file of 200000 wrong clauses
 * made a --verbose report of 36 MB and a JSON line of 45 MB: a report's
 * size follows this bound, not the file. (Diagnoses are at most
 * NQCNF_DIAGNOSES_MAX, and the report without --verbose keeps to a page:
 * check_report_text.c.) */
#define REPORT_LISTED_OF_A_KIND 1000

/* The time one file may take to be judged, all of it: reading and
 * decompressing (check_read_input polls it), building the reference, the
 * comparison, every solver question, the diagnosis and the mending. The
 * caller of check_one() starts it before the file is opened; the library
 * polls check_budget_stop() through nqcnf_options.stop. */
typedef struct check_budget {
    double seconds;  /* --time-limit; 0: none */
    double deadline; /* on CLOCK_MONOTONIC, in seconds */
    int expired;     /* the deadline passed while the file was judged */
} check_budget;

/* Sets the deadline `seconds` from now and clears `expired`. */
void check_budget_start(check_budget *budget);

/* nqcnf_options.stop: 1 once the deadline has passed (and from then on). */
int check_budget_stop(void *budget);

typedef struct check_settings {
    int strict;     /* exit 0 only for the reference's clauses or a
                       variant equivalent for every N */
    int json;       /* one JSON object per line instead of words */
    int generator;  /* reports of a generator run: the verdict line
                       first, "N=<n>: ", findings indented below it */
    int quiet;      /* the summary line alone */
    int verbose;    /* every finding and board, however many */
    check_budget *budget; /* of the file being judged; never NULL */
    int table;      /* --table or --format: the row's one line says it
                       (check_rows.c), no words or JSON per file */
    uint64_t reference_budget; /* --reference-budget: a reference larger
                       is first judged without it (0: no budget) */
} check_settings;

/* What was checked: a file ("-" for standard input) or the output of a
 * command for one N. */
typedef struct check_subject {
    const char *file;
    const char *command;
    uint32_t n;
    const char *over_budget; /* N was read from the file and its reference
                                is over the budget: the row's sentence
                                when no model of the file shows the
                                mistake (check_reference_budget.c) */
} check_subject;

struct check_repair;

/* The verdict of one check. */
typedef struct check_outcome {
    nqcnf_check_verdict result; /* the library's verdict (malformed
                                   whenever the file has errors), whether
                                   it passes --strict, the counts */
    int exit_status;     /* 0, 1 or EXIT_UNDECIDED, as result accepts */
    int out_of_time;     /* the budget ran out: what was not decided by
                            then is undecided */
    const struct check_repair *repair; /* a malformed file mended, or NULL */
    nqcnf_diagnoses diagnoses; /* what is wrong with the file as a whole */
    const nqcnf_smt2 *names;   /* an SMT-LIB file's names, else NULL */
} check_outcome;

check_outcome check_outcome_of(const nqcnf_cnf *cnf,
                               const nqcnf_check_report *report,
                               const check_settings *settings);

/* Whether the verdict is malformed: the comparison is then of what could
 * be read, and only the mended file's is worded. */
int check_is_malformed(const check_outcome *outcome);

/* The summary sentence, without a line end. */
void check_write_summary(FILE *out, uint32_t n,
                         const nqcnf_check_report *report,
                         const check_outcome *outcome,
                         const check_settings *settings);

/* Whether a difference lets a board through that is no solution, or
 * rules a solution out; a question left open may do either. Both
 * reporters list these first. */
int check_changes_solutions(const nqcnf_difference *d);

/* The exit status of several checks: 5 if the grader failed to run a
 * program, else 1 if any failed, else 3 if any was undecided, else 0. */
int check_worst_exit(int so_far, int exit_status);

/* The two reporters of a finished check, on stdout. */
void check_report_text(const check_subject *subject, const nqcnf_cnf *cnf,
                       const nqcnf_check_report *report,
                       const check_outcome *outcome,
                       const check_settings *settings);
void check_report_json(const check_subject *subject, const nqcnf_cnf *cnf,
                       const nqcnf_check_report *report,
                       const check_outcome *outcome,
                       const check_settings *settings);

/* What an issue of the file is, in words, without a line end; `names`
 * are the file's names when it is SMT-LIB, else NULL. */
void check_write_issue(FILE *out, const nqcnf_cnf *cnf,
                       const nqcnf_cnf_issue *issue, const nqcnf_smt2 *names);

/* A clause in backquotes: its numbers (with the closing 0 when `zero`),
 * or with `names` in the SMT-LIB file's own syntax and names. */
void check_write_clause(FILE *out, const int32_t *literals, size_t count,
                        int zero, const nqcnf_smt2 *names);

/* How an SMT-LIB file's names were read as squares, in one sentence. */
void check_write_naming(FILE *out, const nqcnf_smt2 *names);

/* A variable by its number, or by its name in the SMT-LIB file. */
void check_write_variable(FILE *out, int32_t variable,
                          const nqcnf_smt2 *names);

/* A subject that got no verdict of the checker: a generator run that
 * timed out, crashed, failed or flooded its output, a file that cannot
 * be read, or one left undecided before it was compared (a reference over
 * its budget). `verdict` is the JSON name; returns the exit status (3 for
 * undecided, else 1). */
/* The exit status of a subject that got no verdict of the checker:
 * EXIT_UNDECIDED for undecided, else 1. */
int check_failure_exit(const char *verdict);

int check_report_failure(const check_subject *subject,
                         const check_settings *settings, const char *verdict,
                         const char *message);

/* check_report_failure's JSON line; `diagnosis` names what the text
 * is when it is not a CNF ("empty", "binary", ...), else NULL. */
void check_report_json_failure(const check_subject *subject,
                               const check_settings *settings,
                               const char *verdict, const char *message,
                               const char *diagnosis);

/* The sentence for a text that is not a CNF at all (empty, binary,
 * compressed, OPB, a solver's answer), without a line end. */
void check_write_not_a_cnf(FILE *out, const check_subject *subject,
                           const nqcnf_text_sniff *sniff);

/* A text the sniffer leaves to the DIMACS reader that is no CNF at all:
 * its first word past comments is neither a header nor a literal (a
 * password file, a key, a program's source). The line that word is on,
 * numbered in *line, or NULL for a text that starts as a CNF. */
const char *check_other_text_line(const char *data, size_t size,
                                  size_t *line);

/* The sentence for such a text, without a line end: it shows only a
 * short escaped excerpt of that line, never the file word by word, for
 * whatever a file holds may end up in the report a student reads. */
void check_write_other_text(FILE *out, const check_subject *subject,
                            const char *data, size_t size);

/* The sentence of one diagnosis of the file as a whole, without a line
 * end; `cnf` and `report` are the file as read and checked. */
void check_write_diagnosis(FILE *out, uint32_t n, const nqcnf_cnf *cnf,
                           const nqcnf_check_report *report,
                           const nqcnf_diagnosis *diagnosis,
                           const nqcnf_smt2 *names);

/* Whether the diagnosis says all there is to say: the file read another
 * way (numbering, header, another N) or cut off, so that its
 * clause-by-clause findings are not worth listing. */
int check_diagnosis_says_all(const nqcnf_diagnosis *diagnosis);

/* A family in words, singular: "down-left diagonal pair". */
const char *check_family_words(nqcnf_family family);

/* A malformed DIMACS file mended, when the library finds that its
 * errors mend without a choice (nqcnf_repair_text: a byte-order mark,
 * spaces and minus signs that only look like ASCII, the header's counts,
 * the last clause's 0), and the mended text checked as any file is. */
typedef struct check_repair {
    nqcnf_repair mended; /* what was mended (its text already released) */
    nqcnf_cnf cnf;
    nqcnf_check_report report;
    int borrowed; /* report is the file's own (only its header mended) */
    check_outcome outcome;
} check_repair;

/* Mends `data` and checks it; 1 when it mended something and the mended
 * text has no errors left (then *repair holds it: free it with
 * check_repair_free, before `checked`), else 0 (nothing to free). `read`
 * and `checked` are the text as read (with `headerless_limit`) and
 * checked, which stand for the mended text when it has the same
 * clauses. */
int check_repair_try(const nqcnf_options *options,
                     const check_settings *settings, const char *data,
                     size_t size, uint64_t headerless_limit,
                     const nqcnf_cnf *read, const nqcnf_check_report *checked,
                     check_repair *repair);
void check_repair_free(check_repair *repair);

/* What was mended, in words ("the byte-order mark removed"). */
void check_write_repairs(FILE *out, const check_repair *repair);

/* Reads all of `input` into *text (free it), decompressed, up to `cap`
 * bytes (check_input_cap); 0, or the exit status after reporting why it
 * could not be read (a text over the cap is not kept). */
int check_read_input(const check_subject *subject,
                     const check_settings *settings, FILE *input,
                     uint64_t cap, char **text, size_t *length);

/* Reads a CNF (from `input`, or from data/size when input is NULL),
 * checks it against the reference of `options` and reports it; returns
 * its exit status. The caller has started settings->budget. */
int check_one(const nqcnf_options *options, const check_settings *settings,
              const check_subject *subject, FILE *input, const char *data,
              size_t size);

#endif
