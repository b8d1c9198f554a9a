/*
 * check_report_text.c - a check in words, for a student at a terminal.
 *
 * One finding per line on stdout, "line L: " first where a line applies,
 * so a student can go through the file top to bottom: issues and extra
 * clauses merged by line, then the missing clauses (they have no line),
 * then the rules of the board the file does not imply, then the summary.
 * That order is kept twice over: first what changes the solutions (or
 * keeps a solver from reading the file), then what is harmless, so that
 * a screen of duplicate clauses never hides the one clause that rules
 * out a solution; many duplicates are counted, not listed. A board the
 * verdict rests on is drawn under its finding, and under a diagnosis
 * that has one. Clauses over auxiliary variables are judged together,
 * by component, so each component gets one line and the reference's
 * clauses over auxiliary variables that the file lacks get one line for
 * all of them.
 *
 * With --verbose every finding is listed, up to REPORT_LISTED_OF_A_KIND
 * of each kind (issues, differences), and boards are drawn for each; the
 * rest of a kind is counted at the end, so that even --verbose is
 * bounded by the report and not by the file.
 *
 * In a generator run the summary comes first ("N=7: not equivalent"),
 * one line per N, and the findings of an N that is not accepted follow
 * it, indented.
 */
#include "check_report.h"
#include "meaning_text.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct text_report {
    uint32_t n;
    const char *indent;
    int verbose;
    const nqcnf_smt2 *names; /* an SMT-LIB file's names, else NULL */
} text_report;

/* Without --verbose, a report stays on a screen: implied differences are
 * counted by family rather than listed once there are more than
 * LISTED_IMPLIED, other findings are listed up to LISTED_FINDINGS, and
 * boards drawn up to DRAWN_BOARDS, fewer for large boards (about
 * BOARD_ROWS rows of them) and none taller than that; a closing line
 * says what was left out. --verbose draws every board of up to
 * BOARD_ROWS rows and DRAWN_BOARDS of any size: at N = 300 a board is
 * 180 KB of text, and a thousand of them would be no report. */
enum {
    LISTED_IMPLIED = 5,
    LISTED_FINDINGS = 12,
    DRAWN_BOARDS = 3,
    BOARD_ROWS = 36
};

static size_t boards_to_draw(uint32_t n, int verbose)
{
    if (verbose) return n <= BOARD_ROWS ? SIZE_MAX : DRAWN_BOARDS;
    const size_t fit = n > 0 ? BOARD_ROWS / n : DRAWN_BOARDS;
    return fit > DRAWN_BOARDS ? DRAWN_BOARDS : fit;
}

/* What the short report left out, to say at its end. */
typedef struct left_out {
    size_t implied[2][NQCNF_FAMILY_COUNT]; /* [extra?][family] */
    size_t diagnosed; /* missing clauses of a family diagnosed whole */
    size_t components, component_clauses; /* that allow every solution */
    size_t findings, boards;
    size_t duplicates; /* copies of clauses, counted */
    size_t drawn;      /* boards drawn so far, the diagnoses' too */
    /* --verbose: past REPORT_LISTED_OF_A_KIND of a kind */
    size_t issues, differences;
} left_out;

/* Squares are numbered as the file's names number them. */
static unsigned first_number(const text_report *r)
{
    return r->names != NULL ? r->names->naming.base : 1;
}

static void print_clause(const text_report *r, const int32_t *literals,
                         size_t count, int zero)
{
    check_write_clause(stdout, literals, count, zero, r->names);
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
static void print_board(const text_report *r, const nqcnf_board *board)
{
    text t = {NULL, 0, 0};
    if (nqcnf_board_write_text(board, NQCNF_DRAW_PLAIN, append_text, &t) ==
        NQCNF_OK) {
        size_t start = 0;
        for (size_t i = 0; i <= t.size; i++)
            if (i == t.size ? start < t.size : t.data[i] == '\n') {
                printf("%s    %.*s\n", r->indent, (int)(i - start),
                       t.data + start);
                start = i + 1;
            }
    }
    free(t.data);
}

static void print_line_prefix(const text_report *r, size_t line)
{
    fputs(r->indent, stdout);
    if (line > 0) printf("line %zu: ", line);
}

static void print_issue(const text_report *r, const nqcnf_cnf *cnf,
                        const nqcnf_cnf_issue *issue)
{
    print_line_prefix(r, issue->line);
    check_write_issue(stdout, cnf, issue, r->names);
    putchar('\n');
}

/* How many duplicate issues from issue i on are copies written on one
 * line of clauses first written on one other line: a line pasted twice
 * is one finding, not one per clause. */
static size_t copies_of_one_line(const nqcnf_cnf *cnf, size_t i)
{
    const nqcnf_cnf_issue *first = &cnf->issues[i];
    size_t count = 1;
    if (first->kind != NQCNF_CNF_DUPLICATE_CLAUSE) return 1;
    while (i + count < cnf->issue_count &&
           cnf->issues[i + count].kind == NQCNF_CNF_DUPLICATE_CLAUSE &&
           cnf->issues[i + count].line == first->line &&
           cnf->issues[i + count].other_line == first->other_line &&
           cnf->issues[i + count].repeats == first->repeats &&
           cnf->issues[i + count].last_line == first->last_line)
        count++;
    return count;
}

/* The issues the reader counted without keeping them (past its cap of a
 * kind, which is above the report's): left out as the issues kept past
 * the report's own cap are, so that every total stays exact. */
static void count_unlisted(const text_report *r, const nqcnf_cnf *cnf,
                           int count_duplicates, left_out *o)
{
    for (int k = 0; k < NQCNF_CNF_ISSUE_KIND_COUNT; k++) {
        const size_t findings = cnf->unlisted[k] + cnf->unlisted_repeats[k];
        if (r->verbose) o->issues += cnf->unlisted[k];
        else if (count_duplicates && k == NQCNF_CNF_DUPLICATE_CLAUSE)
            o->duplicates += findings;
        else o->findings += findings;
    }
}

/* The findings an issue stands for: itself and the same issue counted
 * on later lines. */
static size_t issue_findings(const nqcnf_cnf_issue *issue)
{
    return 1 + issue->repeats;
}

static void print_copies(const text_report *r, const nqcnf_cnf_issue *first,
                         size_t copies)
{
    print_line_prefix(r, first->line);
    printf("%zu duplicate clauses, copies of line %zu's (in any order): "
           "they say nothing new",
           copies, first->other_line);
    if (first->repeats > 0)
        printf("; the same %zu more time%s, the last on line %zu",
               first->repeats, first->repeats == 1 ? "" : "s",
               first->last_line);
    putchar('\n');
}

/* The verdict words after a board-only clause's meaning; `drawn`: a
 * board follows. */
static void print_implied(const nqcnf_difference *d, int vacuous, int drawn)
{
    if (vacuous) putchar('\n');
    else if (d->implied == NQCNF_IMPLIED_NO && !drawn)
        fputs(d->kind == NQCNF_DIFFERENCE_EXTRA
                  ? "; it rules out real solutions\n"
                  : "; without it the file allows boards that break it\n",
              stdout);
    else if (d->implied == NQCNF_IMPLIED_UNDECIDED)
        fputs(" (the solver gave up deciding whether it matters)\n", stdout);
    else if (d->kind == NQCNF_DIFFERENCE_EXTRA && d->implied)
        fputs(" (harmless: the reference already implies it)\n", stdout);
    else if (d->kind == NQCNF_DIFFERENCE_EXTRA)
        fputs("; it rules out real solutions, e.g. this one:\n", stdout);
    else if (d->implied)
        fputs(" (implied by the file's other clauses)\n", stdout);
    else
        fputs("; without it the file allows this board:\n", stdout);
}

static void print_clause_difference(const text_report *r,
                                    const nqcnf_difference *d, int vacuous,
                                    int drawn)
{
    print_line_prefix(r, d->line);
    if (d->kind == NQCNF_DIFFERENCE_EXTRA)
        fputs(vacuous || d->implied < 0 ? "extra clause "
              : d->implied > 0          ? "extra but implied "
                                        : "wrong extra clause ",
              stdout);
    else
        fputs("missing ", stdout);
    print_clause(r, d->literals, d->count, 1);
    fputs(": ", stdout);
    print_clause_meaning(stdout, r->n, first_number(r), &d->meaning, d->literals, d->count,
                         d->group);
    print_implied(d, vacuous, drawn);
}

/* One line for all the extra clauses of a component, at its first. */
static void print_component(const text_report *r,
                            const nqcnf_check_report *report, size_t first)
{
    const nqcnf_difference *d = &report->differences[first];
    size_t count = 0, last_line = d->line;
    const nqcnf_board *witness = NULL;
    for (size_t i = first; i < report->difference_count; i++) {
        const nqcnf_difference *e = &report->differences[i];
        if (e->component != d->component) continue;
        count++;
        last_line = e->line;
        if (e->witness.n > 0) witness = &e->witness;
    }
    fputs(r->indent, stdout);
    if (last_line != d->line) printf("lines %zu-%zu: ", d->line, last_line);
    else printf("line %zu: ", d->line);
    printf("%zu clause%s over auxiliary variables, first ", count,
           count == 1 ? "" : "s");
    print_clause(r, d->literals, d->count, 1);
    if (d->implied == NQCNF_IMPLIED_YES)
        fputs(" (every solution extends to them)\n", stdout);
    else if (d->implied == NQCNF_IMPLIED_UNDECIDED)
        fputs(" (the solver gave up deciding whether they rule out "
              "solutions)\n",
              stdout);
    else
        fputs(": together they rule out real solutions, e.g. this one:\n",
              stdout);
    if (witness != NULL) print_board(r, witness);
}

static int first_of_component(const nqcnf_check_report *report, size_t i)
{
    for (size_t j = 0; j < i; j++)
        if (report->differences[j].component ==
            report->differences[i].component)
            return 0;
    return 1;
}

static void print_allows(const text_report *r, const nqcnf_difference *d,
                         int drawn)
{
    fputs(r->indent, stdout);
    if (d->implied == NQCNF_IMPLIED_UNDECIDED)
        fputs("could not decide whether the file implies ", stdout);
    else
        fputs("the file allows boards that break ", stdout);
    if (d->count > 0) {
        print_clause(r, d->literals, d->count, 1);
        fputs(": ", stdout);
    } else
        fputs("the rule that a board be ", stdout);
    print_clause_meaning(stdout, r->n, first_number(r), &d->meaning, d->literals, d->count,
                         NULL);
    fputs(drawn ? "; this one:\n" : "\n", stdout);
}

static int is_implied_clause(const nqcnf_difference *d)
{
    return d->implied == NQCNF_IMPLIED_YES && d->component == SIZE_MAX &&
           d->kind != NQCNF_DIFFERENCE_ALLOWS;
}

static size_t component_size(const nqcnf_check_report *report, size_t first)
{
    size_t count = 0;
    for (size_t i = first; i < report->difference_count; i++)
        count += report->differences[i].component ==
                 report->differences[first].component;
    return count;
}

/* One line per kind for the implied clauses counted by family. */
static void print_implied_counts(const text_report *r, const left_out *o)
{
    static const char *const openings[2] = {
        "missing but implied by the file's other clauses: ",
        "extra but implied by the reference: "};
    for (int extra = 0; extra < 2; extra++) {
        const char *separator = openings[extra];
        for (int f = 0; f < NQCNF_FAMILY_COUNT; f++) {
            const size_t count = o->implied[extra][f];
            if (count == 0) continue;
            printf("%s%s%zu %s%s", separator == openings[extra] ? r->indent
                                                               : "",
                   separator, count, check_family_words((nqcnf_family)f),
                   count == 1 ? "" : "s");
            separator = ", ";
        }
        if (separator != openings[extra]) putchar('\n');
    }
}

static void print_left_out(const text_report *r, const left_out *o)
{
    if (o->duplicates > 0)
        printf("%s%zu duplicate clauses, copies of earlier lines: they say "
               "nothing new (--verbose lists them)\n",
               r->indent, o->duplicates);
    if (o->diagnosed > 0)
        printf("%s(the %zu missing clause%s of the famil%s named above %s "
               "not listed one by one: --verbose lists them)\n",
               r->indent, o->diagnosed, o->diagnosed == 1 ? "" : "s",
               o->diagnosed == 1 ? "y" : "ies",
               o->diagnosed == 1 ? "is" : "are");
    print_implied_counts(r, o);
    if (o->components > 0)
        printf("%s%zu groups of clauses over auxiliary variables (%zu "
               "clauses): every solution extends to each\n",
               r->indent, o->components, o->component_clauses);
    if (o->issues > 0)
        printf("%sand %zu more issue%s of the file, not listed (a report "
               "lists the first %d of each kind)\n",
               r->indent, o->issues, o->issues == 1 ? "" : "s",
               REPORT_LISTED_OF_A_KIND);
    if (o->differences > 0)
        printf("%sand %zu more difference%s from the reference, not listed "
               "(a report lists the first %d of each kind)\n",
               r->indent, o->differences, o->differences == 1 ? "" : "s",
               REPORT_LISTED_OF_A_KIND);
    if (o->findings > 0)
        printf("%sand %zu more finding%s (--verbose lists them all)\n",
               r->indent, o->findings, o->findings == 1 ? "" : "s");
    else if (o->boards > 0 && r->verbose)
        printf("%s(%zu more board%s of %u rows not drawn: --json gives "
               "every board)\n",
               r->indent, o->boards, o->boards == 1 ? "" : "s", r->n);
    else if (o->boards > 0)
        printf("%s(%zu more board%s not drawn: --verbose draws %s)\n",
               r->indent, o->boards, o->boards == 1 ? "" : "s",
               r->n <= BOARD_ROWS ? "them" : "the first few");
}

/* Whether the missing clause belongs to a family a diagnosis names
 * whole: the sentence said it, the list need not. */
static int diagnosed(const nqcnf_diagnoses *diagnoses,
                     const nqcnf_difference *d)
{
    if (d->kind != NQCNF_DIFFERENCE_MISSING) return 0;
    for (size_t i = 0; i < diagnoses->count; i++) {
        const nqcnf_diagnosis *g = &diagnoses->items[i];
        if (!check_diagnosis_says_all(g) &&
            g->kind != NQCNF_DIAGNOSIS_TYPO &&
            g->family == nqcnf_meaning_family(&d->meaning))
            return 1;
    }
    return 0;
}

/* Whether the difference is one side of a typo the diagnoses name: the
 * missing clause meant, or the extra clause written. */
static int mistyped(const nqcnf_check_report *report,
                    const nqcnf_diagnoses *diagnoses,
                    const nqcnf_difference *d)
{
    for (size_t i = 0; i < diagnoses->count; i++) {
        const nqcnf_diagnosis *g = &diagnoses->items[i];
        if (g->kind != NQCNF_DIAGNOSIS_TYPO) continue;
        if (d == &report->differences[g->difference] ||
            (d->kind == NQCNF_DIFFERENCE_EXTRA && d->clause == g->clause))
            return 1;
    }
    return 0;
}

/* Whether a diagnosis has drawn its own board. */
static int diagnosis_drawn(const nqcnf_diagnoses *diagnoses)
{
    for (size_t i = 0; i < diagnoses->count; i++)
        if (diagnoses->items[i].witness != NULL) return 1;
    return 0;
}

static void print_differences(const text_report *r, const nqcnf_cnf *cnf,
                              const nqcnf_check_report *report,
                              const nqcnf_diagnoses *diagnoses, size_t drawn)
{
    const int vacuous = report->summary == NQCNF_CHECK_BOTH_UNSATISFIABLE;
    size_t implied = 0, components = 0;
    for (size_t k = 0; k < report->difference_count; k++) {
        const nqcnf_difference *d = &report->differences[k];
        if (is_implied_clause(d)) implied++;
        if (d->component != SIZE_MAX && d->implied == NQCNF_IMPLIED_YES &&
            first_of_component(report, k))
            components++;
    }
    const int count_implied = !r->verbose && !vacuous &&
                              implied > LISTED_IMPLIED;
    const int count_components = !r->verbose && components > LISTED_IMPLIED;
    left_out o;
    memset(&o, 0, sizeof o);
    o.drawn = drawn;
    size_t duplicates = 0;
    for (size_t i = 0; i < cnf->issue_count; i++)
        duplicates += cnf->issues[i].kind == NQCNF_CNF_DUPLICATE_CLAUSE;
    duplicates += cnf->unlisted[NQCNF_CNF_DUPLICATE_CLAUSE];
    const int count_duplicates = !r->verbose && duplicates > LISTED_IMPLIED;
    size_t listed = 0, on_board = 0;
    size_t listed_issues = 0, listed_differences = 0; /* for --verbose */
    /* what changes the solutions (or keeps a solver from reading the
     * file) first, in line order, each with its board; then the rest,
     * in line order: a report full of harmless copies must not push
     * the clause that rules out a solution below its fold */
    for (int pass = 0; pass < 2; pass++) {
        size_t i = 0, j = 0;
        while (i < cnf->issue_count || j < report->difference_count) {
            const nqcnf_difference *d =
                j < report->difference_count ? &report->differences[j] : NULL;
            const int full = !r->verbose && listed >= LISTED_FINDINGS;
            if (i < cnf->issue_count &&
                (d == NULL || d->kind != NQCNF_DIFFERENCE_EXTRA ||
                 cnf->issues[i].line <= d->line)) {
                const size_t copies =
                    r->verbose ? 1 : copies_of_one_line(cnf, i);
                const nqcnf_cnf_issue *issue = &cnf->issues[i];
                i += copies;
                if (nqcnf_cnf_issue_is_error(issue->kind) != (pass == 0))
                    continue;
                if (r->verbose && listed_issues >= REPORT_LISTED_OF_A_KIND) {
                    o.issues++;
                    continue;
                }
                if (r->verbose) listed_issues++;
                if (count_duplicates &&
                    issue->kind == NQCNF_CNF_DUPLICATE_CLAUSE) {
                    for (size_t k = 0; k < copies; k++)
                        o.duplicates += issue_findings(issue + k);
                    continue;
                }
                if (full)
                    for (size_t k = 0; k < copies; k++)
                        o.findings += issue_findings(issue + k);
                else if (copies > 1) print_copies(r, issue, copies);
                else print_issue(r, cnf, issue);
                listed++;
                continue;
            }
            j++;
            if (check_changes_solutions(d) != (pass == 0)) continue;
            if (d->implied == NQCNF_IMPLIED_ON_BOARD) {
                on_board++;
                continue;
            }
            if (d->component != SIZE_MAX && !first_of_component(report, j - 1))
                continue;
            if (r->verbose && listed_differences >= REPORT_LISTED_OF_A_KIND) {
                o.differences += d->component != SIZE_MAX
                                     ? component_size(report, j - 1)
                                     : 1;
                continue;
            }
            if (r->verbose) listed_differences++;
            if (!r->verbose && diagnosed(diagnoses, d)) {
                /* the diagnosis's own board shows what the family lets
                 * through; without one, the first clause's */
                if (o.diagnosed++ == 0 && d->witness.n > 0 &&
                    !diagnosis_drawn(diagnoses) &&
                    o.drawn < boards_to_draw(r->n, r->verbose)) {
                    o.drawn++;
                    fputs(r->indent, stdout);
                    fputs("for example, without ", stdout);
                    print_clause(r, d->literals, d->count, 1);
                    fputs(" the file allows this board:\n", stdout);
                    print_board(r, &d->witness);
                }
                continue;
            }
            /* a typo's harmless sides are said by its sentence; a side that
             * changes the solutions keeps its line and board */
            if (!r->verbose && d->implied == NQCNF_IMPLIED_YES &&
                mistyped(report, diagnoses, d))
                continue;
            if (count_implied && is_implied_clause(d)) {
                o.implied[d->kind == NQCNF_DIFFERENCE_EXTRA]
                         [nqcnf_meaning_family(&d->meaning)]++;
                continue;
            }
            if (count_components && d->component != SIZE_MAX &&
                d->implied == NQCNF_IMPLIED_YES) {
                o.components++;
                o.component_clauses += component_size(report, j - 1);
                continue;
            }
            if (full) {
                o.findings++;
                continue;
            }
            listed++;
            const int has_board = d->component == SIZE_MAX &&
                                  d->implied == NQCNF_IMPLIED_NO &&
                                  d->witness.n > 0 && !vacuous;
            const int draw =
                has_board && o.drawn < boards_to_draw(r->n, r->verbose);
            if (has_board && !draw) o.boards++;
            if (draw) o.drawn++;
            if (d->component != SIZE_MAX) print_component(r, report, j - 1);
            else if (d->kind == NQCNF_DIFFERENCE_ALLOWS)
                print_allows(r, d, draw);
            else print_clause_difference(r, d, vacuous, draw);
            if (draw) print_board(r, &d->witness);
        }
    }
    if (on_board > 0)
        printf("%s%zu reference clause%s over auxiliary variables %s not in "
               "the file (its own clauses may stand in for them: compared "
               "on the board)\n",
               r->indent, on_board, on_board == 1 ? "" : "s",
               on_board == 1 ? "is" : "are");
    count_unlisted(r, cnf, count_duplicates, &o);
    print_left_out(r, &o);
}

/* The diagnoses first, a sentence each; a file read another way (or cut
 * off) is judged by that sentence, so its own clause-by-clause findings
 * (every clause wrong, as numbered) are left to --verbose. */
static void print_report(const text_report *r, const nqcnf_cnf *cnf,
                         const nqcnf_check_report *report,
                         const nqcnf_diagnoses *diagnoses)
{
    int reading = 0;
    if (r->names != NULL) {
        fputs(r->indent, stdout);
        check_write_naming(stdout, r->names);
        putchar('\n');
    }
    size_t drawn = 0;
    for (size_t i = 0; i < diagnoses->count; i++) {
        const nqcnf_diagnosis *d = &diagnoses->items[i];
        fputs(r->indent, stdout);
        check_write_diagnosis(stdout, r->n, cnf, report, d, r->names);
        putchar('\n');
        reading |= check_diagnosis_says_all(d);
        if (d->witness != NULL &&
            drawn < boards_to_draw(r->n, r->verbose)) {
            print_board(r, d->witness);
            drawn++;
        }
    }
    if (!reading || r->verbose) {
        print_differences(r, cnf, report, diagnoses, drawn);
        return;
    }
    size_t findings = report->difference_count;
    for (size_t i = 0; i < cnf->issue_count; i++)
        findings += issue_findings(&cnf->issues[i]);
    for (int k = 0; k < NQCNF_CNF_ISSUE_KIND_COUNT; k++)
        findings += cnf->unlisted[k] + cnf->unlisted_repeats[k];
    if (findings > 0)
        printf("%s(the %zu finding%s of the file as written %s left out: "
               "--verbose lists %s)\n",
               r->indent, findings, findings == 1 ? "" : "s",
               findings == 1 ? "is" : "are", findings == 1 ? "it" : "them");
}

void check_report_text(const check_subject *subject, const nqcnf_cnf *cnf,
                       const nqcnf_check_report *report,
                       const check_outcome *outcome,
                       const check_settings *settings)
{
    const text_report r = {subject->n, settings->generator ? "    " : "",
                           settings->verbose, outcome->names};
    if (settings->generator) {
        printf("N=%lu: ", (unsigned long)subject->n);
        check_write_summary(stdout, subject->n, report, outcome,
                            settings);
        putchar('\n');
        if (outcome->exit_status != 0 && !settings->quiet)
            print_report(&r, cnf, report, &outcome->diagnoses);
        return;
    }
    if (!settings->quiet) print_report(&r, cnf, report, &outcome->diagnoses);
    fputs("summary: ", stdout);
    check_write_summary(stdout, subject->n, report, outcome, settings);
    putchar('\n');
}
