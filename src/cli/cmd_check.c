/*
 * cmd_check.c - `nqueens-cnf check N FILE|-`: a hand-written CNF, judged.
 *
 * The library reads the file and compares it with the reference as data
 * (issues with lines, missing and extra clauses with their meaning and a
 * witness board); this file only puts that into words, one finding per
 * line on stdout, "line L: " first where a line applies, so a student can
 * go through the file top to bottom. Missing clauses have no line in the
 * file and come last; the summary line ends the report. The generator
 * options select the reference, so a file written for --no-column-alo or
 * another encoding is compared with what it was meant to be.
 *
 * Exit status: 0 when the file is well-formed and equivalent to the
 * reference, 1 when it is not (or cannot be read), 2 on usage errors.
 */
#include "command_line.h"
#include "commands.h"
#include "generator_options.h"
#include "meaning_text.h"
#include "messages.h"
#include "nqcnf.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_clause(const int32_t *literals, size_t count, int zero)
{
    putchar('`');
    for (size_t i = 0; i < count; i++)
        printf(i ? " %" PRId32 : "%" PRId32, literals[i]);
    if (zero) fputs(count ? " 0" : "0", stdout);
    putchar('`');
}

typedef struct text {
    char *data;
    size_t size, capacity;
} text;

static int append_text(void *context, const void *data, size_t size)
{
    text *t = context;
    if (t->size + size > t->capacity) {
        size_t wanted = t->capacity ? t->capacity * 2 : 256;
        while (wanted < t->size + size) wanted *= 2;
        char *grown = realloc(t->data, wanted);
        if (grown == NULL) return -1;
        t->data = grown;
        t->capacity = wanted;
    }
    memcpy(t->data + t->size, data, size);
    t->size += size;
    return 0;
}

/* The board indented under its finding, so the report stays scannable. */
static void print_board(const nqcnf_board *board)
{
    text t = {NULL, 0, 0};
    if (nqcnf_board_write_text(board, NQCNF_DRAW_PLAIN, append_text, &t) ==
        NQCNF_OK) {
        size_t start = 0;
        for (size_t i = 0; i < t.size; i++)
            if (t.data[i] == '\n') {
                printf("    %.*s\n", (int)(i - start), t.data + start);
                start = i + 1;
            }
        if (start < t.size)
            printf("    %.*s\n", (int)(t.size - start), t.data + start);
    }
    free(t.data);
}

static void print_line_prefix(size_t line)
{
    if (line > 0) printf("line %zu: ", line);
}

static void print_issue(const nqcnf_cnf *cnf, const nqcnf_cnf_issue *issue,
                        int has_header)
{
    print_line_prefix(issue->line);
    const int32_t *literals = NULL;
    size_t count = 0;
    if (issue->clause < cnf->clause_count) {
        literals = cnf->literals + cnf->offsets[issue->clause];
        count = cnf->offsets[issue->clause + 1] -
                cnf->offsets[issue->clause] - 1;
    }
    const long long value = (long long)issue->value;
    const long long expected = (long long)issue->expected;
    switch (issue->kind) {
    case NQCNF_CNF_NO_HEADER:
        fputs("no 'p cnf' header", stdout);
        break;
    case NQCNF_CNF_BAD_HEADER:
        printf("malformed header '%s' (expected 'p cnf VARIABLES CLAUSES')",
               issue->token);
        break;
    case NQCNF_CNF_LATE_HEADER:
        fputs("a 'p cnf' header after clauses or after another header",
              stdout);
        break;
    case NQCNF_CNF_HEADER_VARIABLES:
        printf("header says %lld variables, the clauses use %lld", value,
               expected);
        break;
    case NQCNF_CNF_HEADER_CLAUSES:
        printf("header says %lld clauses, the file has %lld", value,
               expected);
        break;
    case NQCNF_CNF_NOT_A_NUMBER:
        printf("'%s' is not a literal (its clause is left out of the "
               "comparison)",
               issue->token);
        break;
    case NQCNF_CNF_LITERAL_OUT_OF_RANGE:
        if (has_header)
            printf("literal %lld is beyond the header's %lld variables",
                   value, expected);
        else if (expected < INT32_MAX)
            printf("literal %lld is beyond the board's %lld squares", value,
                   expected);
        else
            printf("literal %lld does not fit a 32-bit literal", value);
        fputs(" (its clause is left out of the comparison)", stdout);
        break;
    case NQCNF_CNF_MISSING_FINAL_ZERO:
        fputs("the last clause ", stdout);
        print_clause(literals, count, 0);
        fputs(" has no final 0", stdout);
        break;
    case NQCNF_CNF_DUPLICATE_CLAUSE:
        fputs("duplicate clause ", stdout);
        print_clause(literals, count, 1);
        printf(" (first on line %zu)", issue->other_line);
        break;
    case NQCNF_CNF_TAUTOLOGY:
        fputs("tautology ", stdout);
        print_clause(literals, count, 1);
        printf(": it has both %lld and -%lld, so it always holds and says "
               "nothing",
               value, value);
        break;
    case NQCNF_CNF_REPEATED_LITERAL:
        printf("literal %lld repeated in ", value);
        print_clause(literals, count, 1);
        break;
    }
    putchar('\n');
}

static void print_difference(uint32_t n, const nqcnf_difference *d)
{
    print_line_prefix(d->line);
    if (d->kind == NQCNF_DIFFERENCE_EXTRA)
        fputs(d->implied > 0   ? "extra but implied "
              : d->implied < 0 ? "extra clause "
                               : "wrong extra clause ",
              stdout);
    else
        fputs("missing ", stdout);
    print_clause(d->literals, d->count, 1);
    fputs(": ", stdout);
    print_clause_meaning(n, &d->meaning, d->literals, d->count, d->group);
    if (d->implied < 0)
        fputs(" (the solver gave up deciding whether it matters)\n", stdout);
    else if (d->kind == NQCNF_DIFFERENCE_EXTRA && d->implied)
        fputs(" (harmless: the reference already implies it)\n", stdout);
    else if (d->kind == NQCNF_DIFFERENCE_EXTRA)
        fputs("; it rules out real solutions, e.g. this one:\n", stdout);
    else if (d->implied)
        fputs(" (implied by the file's other clauses)\n", stdout);
    else
        fputs("; without it the file allows this board:\n", stdout);
    if (d->implied == 0 && d->witness.n > 0) print_board(&d->witness);
}

static const char *summary_text(const nqcnf_check_report *report)
{
    switch (report->summary) {
    case NQCNF_CHECK_IDENTICAL:
        return "identical";
    case NQCNF_CHECK_SAME_CLAUSES:
        return report->same_order
                   ? "same clauses in the same order, but not the same header"
                   : "same clauses in another order";
    case NQCNF_CHECK_EQUIVALENT:
        return "logically equivalent but different clauses";
    case NQCNF_CHECK_UNDECIDED:
        return "could not decide whether it is equivalent";
    case NQCNF_CHECK_NOT_EQUIVALENT:
        break;
    }
    return "not equivalent";
}

/* Findings in file order: issues and extra clauses merged by line (an
 * issue first on a tie), then the missing clauses, then the summary. */
static int print_report(uint32_t n, const nqcnf_cnf *cnf,
                        const nqcnf_check_report *report)
{
    size_t errors = 0, missing = 0, extra = 0, wrong = 0;
    size_t i = 0, j = 0;
    while (i < cnf->issue_count || j < report->difference_count) {
        const nqcnf_difference *d =
            j < report->difference_count ? &report->differences[j] : NULL;
        const int take_issue =
            i < cnf->issue_count &&
            (d == NULL || d->kind == NQCNF_DIFFERENCE_MISSING ||
             cnf->issues[i].line <= d->line);
        if (take_issue) {
            errors += nqcnf_cnf_issue_is_error(cnf->issues[i].kind) != 0;
            print_issue(cnf, &cnf->issues[i++], cnf->has_header);
            continue;
        }
        if (d->kind == NQCNF_DIFFERENCE_MISSING) missing++;
        else extra++;
        if (d->implied == 0) wrong++;
        print_difference(n, d);
        j++;
    }
    printf("summary: %s", summary_text(report));
    if (missing + extra > 0)
        printf(" (%zu missing, %zu extra; %zu of them change%s the "
               "solutions)",
               missing, extra, wrong, wrong == 1 ? "s" : "");
    if (errors > 0)
        printf("; the file is malformed (%zu problem%s above)", errors,
               errors == 1 ? "" : "s");
    putchar('\n');
    const int equivalent = report->summary != NQCNF_CHECK_NOT_EQUIVALENT &&
                           report->summary != NQCNF_CHECK_UNDECIDED;
    return equivalent && errors == 0 ? EXIT_OK : EXIT_FAILURE_RUNTIME;
}

static int run_check(const nqcnf_options *options, const char *path)
{
    nqcnf_counts counts;
    nqcnf_status status = nqcnf_counts_compute(options, &counts);
    if (status != NQCNF_OK) {
        report_error("cannot build the reference: %s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    const int from_stdin = strcmp(path, "-") == 0;
    FILE *input = from_stdin ? stdin : fopen(path, "rb");
    if (input == NULL) {
        report_error("cannot open '%s': %s", path, strerror(errno));
        return EXIT_FAILURE_RUNTIME;
    }
    /* Without a header, literals beyond the board are out of range, as
     * long as the reference itself has nothing beyond it. */
    const uint64_t headerless_limit =
        counts.auxiliary_variables == 0 ? (uint64_t)options->n * options->n
                                        : 0;
    nqcnf_cnf cnf;
    status = nqcnf_cnf_read_file(input, headerless_limit, &cnf);
    const int read_errno = errno;
    if (!from_stdin) fclose(input);
    if (status != NQCNF_OK) {
        report_error("cannot read '%s': %s", from_stdin ? "standard input" : path,
                     status == NQCNF_ERR_IO ? strerror(read_errno)
                                            : nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    nqcnf_check_report report;
    status = nqcnf_check_cnf(options, &cnf, &report);
    int exit_status = EXIT_FAILURE_RUNTIME;
    if (status == NQCNF_OK) {
        exit_status = print_report(options->n, &cnf, &report);
        nqcnf_check_report_free(&report);
    } else
        report_error("cannot compare with the reference: %s",
                     nqcnf_strerror(status));
    nqcnf_cnf_free(&cnf);
    return finish_stdout(exit_status);
}

int command_check(int argc, char **argv, int first)
{
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    /* parse_generator_command takes N alone; check also takes FILE, so
     * the same pieces are put together here with room for it. */
    const char *solver = NULL;
    cli_option all[GENERATOR_OPTION_COUNT + 1];
    generator_options_describe(&generator, all);
    all[GENERATOR_OPTION_COUNT] =
        (cli_option){.long_name = "solver", .value = &solver};
    const cli_command command = {"check", all, GENERATOR_OPTION_COUNT + 1, 2};
    cli_arguments args;
    nqcnf_options options;
    nqcnf_options_init(&options, 0);
    int status = parse_command_line(argc, argv, first, &command, &args);
    if (status == 0) status = board_size_argument(&args, &options.n);
    if (status == 0 && args.positional_count < 2)
        status = usage_error("check needs the CNF file to check (or '-' "
                             "for standard input) after N");
    if (status == 0) status = generator_arguments_apply(&generator, &options);
    if (status == 0) status = solver_option_apply(solver, &options);
    if (status == 0) status = run_check(&options, args.positional[1]);
    generator_arguments_free(&generator);
    return status;
}
