/*
 * check_diagnosis.c - the one sentence about a file as a whole.
 *
 * When a file is something else than a CNF (empty, compressed, a
 * solver's answer) or a CNF gone wrong in one way everywhere (numbered
 * from 0, for another N, a whole family of clauses missing), the student
 * needs that sentence before any list, and it must say what to do. Both
 * reporters word it here, so the terminal and the JSON of an autograder
 * say the same. What a family's lines allow is the library's finding
 * (lines, a witness board, its queens): the sentence names the lines and
 * the squares of the board, never more than the library found.
 */
#include "check_report.h"

#include <inttypes.h>
#include <string.h>

static const char *file_name(const check_subject *subject,
                             char quoted[NQCNF_QUOTE_SIZE])
{
    if (subject->command != NULL) return "The program's output";
    if (strcmp(subject->file, "-") == 0) return "Standard input";
    /* quoted as every sentence quotes a name: a student names the file */
    return nqcnf_quote(subject->file, strlen(subject->file), quoted,
                       NQCNF_QUOTE_SIZE);
}

void check_write_not_a_cnf(FILE *out, const check_subject *subject,
                           const nqcnf_text_sniff *sniff)
{
    char quoted[NQCNF_QUOTE_SIZE];
    const char *name = file_name(subject, quoted);
    /* the commands to try name the file itself where there is one */
    const char *path = subject->command != NULL              ? "FILE"
                       : strcmp(subject->file, "-") == 0 ? "-"
                                                         : quoted;
    /* a class's file whose N was not told has none to suggest */
    char n[24] = "N";
    if (subject->n != 0)
        snprintf(n, sizeof n, "%lu", (unsigned long)subject->n);
    switch (sniff->kind) {
    case NQCNF_TEXT_EMPTY:
        fprintf(out, "%s has no header and no clause (%s). Write the CNF "
                     "into it (nqueens-cnf %s writes the reference) and "
                     "check again.",
                name, sniff->line == 0 ? "it is empty or blank"
                                       : "only comments",
                n);
        break;
    case NQCNF_TEXT_BINARY:
        fprintf(out, "%s is not text: byte %zu (line %zu) is %s, which no "
                     "CNF has. check reads DIMACS CNF or SMT-LIB 2 text.",
                name, sniff->offset + 1, sniff->line,
                sniff->name[0] == '\0' ? "a control byte" : sniff->name);
        break;
    case NQCNF_TEXT_COMPRESSED:
        fprintf(out, "%s is %s-compressed: decompress it first, e.g. "
                     "%s -dc %s | nqueens-cnf check %s -",
                name, sniff->name, sniff->name, path, n);
        break;
    case NQCNF_TEXT_OPB:
        fprintf(out, "%s holds pseudo-Boolean (OPB) constraints (line %zu), "
                     "not a CNF: check reads DIMACS CNF and SMT-LIB 2. Write "
                     "the CNF (nqueens-cnf %s) and check that.",
                name, sniff->line, n);
        break;
    case NQCNF_TEXT_SOLVER_OUTPUT:
        fprintf(out, "%s is a solver's answer (%s, line %zu), not the CNF "
                     "the solver was given: check the CNF itself, or draw "
                     "the answer with nqueens-cnf decode %s %s",
                name,
                sniff->name[0] == 'c'   ? "\"s\" and \"v\" lines"
                : sniff->name[0] == 'm' ? "minisat's result file"
                                        : "z3's answer",
                sniff->line, n, path);
        break;
    default:
        fprintf(out, "%s is not a CNF.", name);
        break;
    }
}

/* The bytes of a text's line shown when it is no CNF: enough to tell
 * the file, too few to copy much out of it. */
enum { EXCERPT_BYTES = 32 };

const char *check_other_text_line(const char *data, size_t size,
                                  size_t *line)
{
    const char *end = data + size;
    *line = 0;
    for (const char *at = data; at < end;) {
        const char *eol = memchr(at, '\n', (size_t)(end - at));
        if (eol == NULL) eol = end;
        ++*line;
        const char *word = at;
        while (word < eol && (*word == ' ' || *word == '\t' || *word == '\r'))
            word++;
        /* a character that only looks right (a byte-order mark, a
         * no-break space, a minus sign) is the reader's to name */
        while (word < eol && (unsigned char)*word >= 0x80) word++;
        if (word < eol && *word != 'c') {
            /* a header, or a literal: '-'? digits, then a blank */
            const char *digit = word + (*word == '-');
            const char *past = digit;
            while (past < eol && *past >= '0' && *past <= '9') past++;
            const int literal = past > digit &&
                                (past == eol || *past == ' ' ||
                                 *past == '\t' || *past == '\r');
            return *word == 'p' || literal ? NULL : at;
        }
        at = eol + 1;
    }
    return NULL;
}

void check_write_other_text(FILE *out, const check_subject *subject,
                            const char *data, size_t size)
{
    size_t line;
    const char *start = check_other_text_line(data, size, &line);
    if (start == NULL) return;
    const char *eol = memchr(start, '\n', size - (size_t)(start - data));
    size_t length = eol != NULL ? (size_t)(eol - start)
                                : size - (size_t)(start - data);
    const int cut = length > EXCERPT_BYTES;
    if (cut) length = EXCERPT_BYTES;
    char excerpt[4 * EXCERPT_BYTES + 8];
    char name[NQCNF_QUOTE_SIZE];
    fprintf(out, "%s is not a CNF: line %zu, '%s'%s, starts with neither a "
                 "'p cnf' header nor a literal. check reads DIMACS CNF or "
                 "SMT-LIB 2 text: hand in the CNF itself.",
            file_name(subject, name), line,
            nqcnf_quote(start, length, excerpt, sizeof excerpt),
            cut ? " (its first bytes)" : "");
}

/* What the file is when read the way the diagnosis says. */
static void write_reading_result(FILE *out, const nqcnf_diagnosis *d)
{
    switch (d->summary) {
    case NQCNF_CHECK_IDENTICAL:
        fputs("it is identical to the reference", out);
        break;
    case NQCNF_CHECK_SAME_CLAUSES:
        fputs("it has the reference's clauses", out);
        break;
    case NQCNF_CHECK_EQUIVALENT_EVERY_N:
        fputs("it is equivalent to the reference for every N", out);
        break;
    case NQCNF_CHECK_EQUIVALENT:
        fputs("it is equivalent to the reference", out);
        break;
    case NQCNF_CHECK_BOTH_UNSATISFIABLE:
        fputs("it has no solution, as the reference has none", out);
        break;
    default:
        fprintf(out, "only %zu difference%s from the reference remain%s",
                d->differences, d->differences == 1 ? "" : "s",
                d->differences == 1 ? "s" : "");
        break;
    }
}

const char *check_family_words(nqcnf_family family)
{
    static const char *const words[NQCNF_FAMILY_COUNT] = {
        "row at-least-one clause", "column at-least-one clause",
        "row at-most-one pair", "column at-most-one pair",
        "down-right diagonal pair", "down-left diagonal pair", "other clause",
    };
    return words[family];
}

static const char *const family_consequences[NQCNF_FAMILY_COUNT] = {
    "nothing puts a queen in each row",
    "nothing puts a queen in each column",
    "nothing stops two queens in one row",
    "nothing stops two queens in one column",
    "nothing stops two queens on a diagonal going down to the right",
    "nothing stops two queens on a diagonal going down to the left",
    "",
};

static const char *family_direction(nqcnf_family family)
{
    return family == NQCNF_FAMILY_DOWN_RIGHT_PAIRS ? "down-right"
                                                   : "down-left";
}

/* ---- the lines of a family, as the library found them ---------------- */

/* Lines are named by as many as fit a sentence; the rest are counted. */
#define NAMED_LINES 6

static const char *line_kind(nqcnf_family family, int plural)
{
    switch (family) {
    case NQCNF_FAMILY_ROW_AT_LEAST_ONE:
    case NQCNF_FAMILY_ROW_PAIRS: return plural ? "rows" : "row";
    case NQCNF_FAMILY_COLUMN_AT_LEAST_ONE:
    case NQCNF_FAMILY_COLUMN_PAIRS: return plural ? "columns" : "column";
    case NQCNF_FAMILY_DOWN_RIGHT_PAIRS:
        return plural ? "down-right diagonals" : "down-right diagonal";
    default: return plural ? "down-left diagonals" : "down-left diagonal";
    }
}

/* The ends of a diagonal, as (row,column) from `base`: down-right index
 * row - column + n - 1, down-left row + column (0-based). */
static void write_diagonal(FILE *out, uint32_t n, nqcnf_family family,
                           uint32_t index, unsigned base)
{
    long r0, c0, r1, c1;
    const long d = (long)index - (long)n + 1, s = (long)index;
    const long last = (long)n - 1;
    if (family == NQCNF_FAMILY_DOWN_RIGHT_PAIRS) { /* r - c = d */
        r0 = d > 0 ? d : 0;
        c0 = r0 - d;
        c1 = d > 0 ? last - d : last;
        r1 = c1 + d;
    } else { /* r + c = s, from the top right end */
        r0 = s > last ? s - last : 0;
        c0 = s - r0;
        r1 = s > last ? last : s;
        c1 = s - r1;
    }
    fprintf(out, "(%ld,%ld)-(%ld,%ld)", r0 + (long)base, c0 + (long)base,
            r1 + (long)base, c1 + (long)base);
}

static void write_line(FILE *out, uint32_t n, nqcnf_family family,
                       uint32_t index, unsigned base)
{
    if (family == NQCNF_FAMILY_DOWN_RIGHT_PAIRS ||
        family == NQCNF_FAMILY_DOWN_LEFT_PAIRS)
        write_diagonal(out, n, family, index, base);
    else
        fprintf(out, "%lu", (unsigned long)index + base);
}

/* "Row 5", "Columns 1, 2 and 4", "Every row", "The down-right diagonals
 * (1,2)-(5,6) and (2,1)-(6,5)", "8 of the 9 columns: 1, 2, ... and 3
 * more". */
static void write_lines(FILE *out, uint32_t n, const nqcnf_diagnosis *d,
                        unsigned base)
{
    const size_t count = d->line_count;
    const int diagonal = d->family == NQCNF_FAMILY_DOWN_RIGHT_PAIRS ||
                         d->family == NQCNF_FAMILY_DOWN_LEFT_PAIRS;
    if (d->value > 1 && count == (size_t)d->value) {
        fprintf(out, "Every %s", line_kind(d->family, 0));
        return;
    }
    const char *kind = line_kind(d->family, count > 1);
    fprintf(out, "%s%c%s ", diagonal ? "The " : "",
            diagonal ? kind[0] : kind[0] - 'a' + 'A', kind + 1);
    const size_t named = count > NAMED_LINES ? NAMED_LINES - 1 : count;
    for (size_t i = 0; i < named; i++) {
        if (i > 0) fputs(i + 1 == count ? " and " : ", ", out);
        write_line(out, n, d->family, d->lines[i], base);
    }
    if (named < count) fprintf(out, " and %zu more", count - named);
}

/* The queens of the witness on its line: "(1,5) and (4,5)". */
static void write_witness_queens(FILE *out, const nqcnf_diagnosis *d,
                                 unsigned base)
{
    const nqcnf_board *b = d->witness;
    size_t written = 0;
    for (uint32_t r = 0; r < b->n; r++)
        for (uint32_t c = 0; c < b->n; c++) {
            if (b->squares[r * b->n + c] != NQCNF_SQUARE_QUEEN) continue;
            uint32_t index;
            switch (d->family) {
            case NQCNF_FAMILY_ROW_PAIRS: index = r; break;
            case NQCNF_FAMILY_COLUMN_PAIRS: index = c; break;
            case NQCNF_FAMILY_DOWN_RIGHT_PAIRS: index = r + b->n - 1 - c;
                break;
            default: index = r + c; break;
            }
            if (index != d->lines[0]) continue;
            if (written > 0)
                fputs(written + 1 == d->queens ? " and " : ", ", out);
            fprintf(out, "(%lu,%lu)", (unsigned long)r + base,
                    (unsigned long)c + base);
            written++;
        }
}

static const char *const count_words[] = {"no", "one", "two", "three",
                                          "four or more"};

/* What the lines the library asked about allow, with the squares of the
 * board that shows it (drawn under the sentence by the text report). */
static void write_lines_found(FILE *out, uint32_t n, const nqcnf_diagnosis *d,
                              unsigned base)
{
    write_lines(out, n, d, base);
    if (d->kind == NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY) {
        fprintf(out, " can be empty: the file allows a board without a "
                     "queen in %s ",
                line_kind(d->family, 0));
        write_line(out, n, d->family, d->lines[0], base);
        fputc('.', out);
        return;
    }
    fprintf(out, " can take %s queens", count_words[d->queens]);
    if (d->kind == NQCNF_DIAGNOSIS_LINES_TAKE_MORE)
        fputs(", though not two", out);
    if (d->witness != NULL) {
        fputs(": the file allows ", out);
        write_witness_queens(out, d, base);
        fputs(" together", out);
    }
    const size_t others = (size_t)d->value - d->line_count - d->open_lines;
    if (d->open_lines > 0)
        fprintf(out, "; %lu other %s %s left undecided (the solver gave up)",
                (unsigned long)d->open_lines,
                line_kind(d->family, d->open_lines > 1),
                d->open_lines > 1 ? "were" : "was");
    else if (others > 0)
        fprintf(out, "; the other %s %s at most one",
                line_kind(d->family, others > 1),
                others > 1 ? "hold" : "holds");
    fputc('.', out);
}

/* What the mistyped clause is, as written: a copy of another line, or
 * an extra clause that is harmless or wrong. */
/* Whether clauses x and y of the file are the same once normalized. */
static int same_clause(const nqcnf_cnf *cnf, size_t x, size_t y)
{
    size_t count, other;
    const int32_t *a = nqcnf_cnf_normalized(cnf, x, &count);
    const int32_t *b = nqcnf_cnf_normalized(cnf, y, &other);
    return count == other && memcmp(a, b, count * sizeof *a) == 0;
}

static void write_typo_as_written(FILE *out, const nqcnf_cnf *cnf,
                                  const nqcnf_check_report *report,
                                  const nqcnf_diagnosis *d)
{
    /* a copy the reader counted rather than kept has no issue of its
     * own: a kept copy of the same clause names the first */
    const int copy = d->clause < cnf->clause_count &&
                     (cnf->flags[d->clause] & NQCNF_CNF_CLAUSE_DUPLICATE);
    for (size_t i = 0; copy && i < cnf->issue_count; i++)
        if (cnf->issues[i].kind == NQCNF_CNF_DUPLICATE_CLAUSE &&
            (cnf->issues[i].clause == d->clause ||
             same_clause(cnf, cnf->issues[i].clause, d->clause))) {
            fprintf(out, "is a copy of line %zu", cnf->issues[i].other_line);
            return;
        }
    for (size_t i = 0; i < report->difference_count; i++) {
        const nqcnf_difference *e = &report->differences[i];
        if (e->kind != NQCNF_DIFFERENCE_EXTRA || e->clause != d->clause)
            continue;
        fputs(e->implied == NQCNF_IMPLIED_YES ? "is harmless but says "
                                                "nothing new"
              : e->implied == NQCNF_IMPLIED_NO ? "rules out real solutions"
                                               : "is extra",
              out);
        return;
    }
    fputs("is extra", out);
}

/* Whether the last clause of a cut-short file is shorter than the
 * reference's clause it begins: then it was cut in the middle, and
 * saying "the reference's clauses" of it would be wrong. */
static int last_clause_cut(const nqcnf_cnf *cnf,
                           const nqcnf_check_report *report, size_t clauses)
{
    size_t meant = 0;
    if (clauses == 0 ||
        nqcnf_check_report_reference(report, clauses - 1, &meant) == NULL)
        return 0;
    const size_t written =
        cnf->offsets[clauses] - cnf->offsets[clauses - 1] - 1;
    return written < meant;
}

static void write_cut_short(FILE *out, const nqcnf_cnf *cnf,
                            const nqcnf_check_report *report,
                            const nqcnf_diagnosis *d)
{
    const size_t clauses = d->value > 0 ? (size_t)d->value : 0;
    fprintf(out, "The file stops at line %lu, after %" PRId64 " of the "
                 "%" PRIu64 " clauses its header promises, ",
            (unsigned long)d->n, d->value, cnf->header_clauses);
    if (!last_clause_cut(cnf, report, clauses))
        fputs("all of them the reference's", out);
    else if (clauses == 1)
        fputs("and that one is the beginning of the reference's first "
              "clause, cut in the middle", out);
    else
        fputs("the reference's but for the last, cut in the middle", out);
    fputs(": it was cut off. Did the program stop early, or the disk fill "
          "up? Write it again to the end.", out);
}

static void write_typo(FILE *out, const nqcnf_cnf *cnf,
                       const nqcnf_check_report *report,
                       const nqcnf_diagnosis *d, const nqcnf_smt2 *names)
{
    const nqcnf_difference *meant = &report->differences[d->difference];
    const size_t at = cnf->offsets[d->clause];
    fprintf(out, "Line %zu: ", d->line);
    check_write_clause(out, cnf->literals + at,
                       cnf->offsets[d->clause + 1] - at - 1, 1, names);
    fputs(" looks like a typo for ", out);
    check_write_clause(out, meant->literals, meant->count, 1, names);
    fputs(" (", out);
    check_write_variable(out, d->written, names);
    fputs(" written for ", out);
    check_write_variable(out, d->meant, names);
    fprintf(out, "): the file lacks that %s, which %s, and the clause as "
                 "written ",
            check_family_words(d->family),
            meant->implied == NQCNF_IMPLIED_YES
                ? "its other clauses happen to imply at this N"
                : "changes the solutions");
    write_typo_as_written(out, cnf, report, d);
    fputc('.', out);
}

void check_write_diagnosis(FILE *out, uint32_t n, const nqcnf_cnf *cnf,
                           const nqcnf_check_report *report,
                           const nqcnf_diagnosis *d, const nqcnf_smt2 *names)
{
    const unsigned long side = n, squares = (unsigned long)n * n;
    switch (d->kind) {
    case NQCNF_DIAGNOSIS_OTHER_N:
        fprintf(out, "This is %s for N = %lu, not %lu: checked as "
                     "N = %lu, ",
                names != NULL ? "an SMT-LIB file" : "a CNF",
                (unsigned long)d->n, side, (unsigned long)d->n);
        write_reading_result(out, d);
        fputc('.', out);
        return;
    case NQCNF_DIAGNOSIS_HEADER_IS_N:
        fprintf(out, "The header says %" PRId64 " variables, which is N; "
                     "the board has %lu x %lu = %lu squares, one variable "
                     "each: write `p cnf %lu %zu`. With that header, ",
                d->value, side, side, squares, squares, cnf->clauses_read);
        break;
    case NQCNF_DIAGNOSIS_ZERO_BASED:
        fputs("The squares are numbered from 0 (variable r*N + c), but "
              "DIMACS has no variable 0: a 0 ends the clause, so the "
              "clauses are cut apart", out);
        if (d->value != 0)
            fputs(", and square 0 loses its minus sign (-0 is printed 0)",
                  out);
        fputs(". Number them from 1 (variable r*N + c + 1). Read that way",
              out);
        fputs(d->value != 0 ? " (a 0 among negative literals as -0), "
                            : ", ",
              out);
        break;
    case NQCNF_DIAGNOSIS_SHIFTED:
        fprintf(out, "The squares are numbered from %" PRId64 " instead "
                     "of 1 (variable r*N + c + %" PRId64 "): take %" PRId64
                     " off every variable. Read that way, ",
                d->value + 1, d->value + 1, d->value);
        break;
    case NQCNF_DIAGNOSIS_TRANSPOSED:
        fputs("The squares are numbered column by column (variable "
              "c*N + r + 1). Read that way, ", out);
        break;
    case NQCNF_DIAGNOSIS_DECIMAL:
        fprintf(out, "Variable 10*r + c stands for row r, column c (11, 12, "
                     "..., %lu%lu), but the board's variables are 1 .. %lu, "
                     "row by row: variable (r-1)*%lu + c. Read that way, ",
                side, side, squares, side);
        break;
    case NQCNF_DIAGNOSIS_CUT_SHORT:
        write_cut_short(out, cnf, report, d);
        return;
    case NQCNF_DIAGNOSIS_TYPO:
        write_typo(out, cnf, report, d, names);
        return;
    case NQCNF_DIAGNOSIS_FAMILY_MISSING:
        fprintf(out, "All %" PRId64 " %ss are missing: %s.", d->value,
                check_family_words(d->family),
                family_consequences[d->family]);
        return;
    case NQCNF_DIAGNOSIS_LINES_TAKE_TWO:
    case NQCNF_DIAGNOSIS_LINES_TAKE_MORE:
    case NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY:
        write_lines_found(out, n, d, names != NULL ? names->naming.base : 1);
        return;
    case NQCNF_DIAGNOSIS_ONLY_LONG_DIAGONALS:
        fprintf(out, "Only the long %s diagonal has its pairs: the %lu "
                     "shorter %s diagonals have none (%" PRId64 " pairs "
                     "missing); every diagonal needs them.",
                family_direction(d->family), 2 * side - 4,
                family_direction(d->family), d->value);
        return;
    }
    write_reading_result(out, d);
    fputc('.', out);
}

int check_diagnosis_says_all(const nqcnf_diagnosis *d)
{
    return d->kind != NQCNF_DIAGNOSIS_FAMILY_MISSING &&
           d->kind != NQCNF_DIAGNOSIS_ONLY_LONG_DIAGONALS &&
           d->kind != NQCNF_DIAGNOSIS_TYPO &&
           d->kind != NQCNF_DIAGNOSIS_LINES_TAKE_TWO &&
           d->kind != NQCNF_DIAGNOSIS_LINES_TAKE_MORE &&
           d->kind != NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY;
}

void check_write_naming(FILE *out, const nqcnf_smt2 *names)
{
    const nqcnf_smt2_naming *g = &names->naming;
    if (g->pattern[0] == '\0') {
        fputs("Read as SMT-LIB 2: no name has the shape of a square (two "
              "numbers, as in x0y1 or q_1_2), so the file says nothing "
              "about the board.", out);
        return;
    }
    /* the pattern keeps the names' own letters, which may be any bytes */
    char pattern[NQCNF_QUOTE_SIZE];
    fprintf(out, "Read as SMT-LIB 2: squares named %s, rows and columns "
                 "numbered from %u, the first number the %s ",
            nqcnf_quote(g->pattern, strlen(g->pattern), pattern,
                        sizeof pattern),
            (unsigned)g->base, g->row_first ? "row" : "column");
    fputs(g->order_named && g->order_decided
              ? "(as its letters say, and its at-least-one clauses, "
                "written for rows only, agree)."
          : g->order_named
              ? "(as its letters say)."
          : g->order_decided
              ? "(decided by its at-least-one clauses, written for rows "
                "only)."
              : "(taken as written: the file treats rows and columns "
                "alike).",
          out);
}
