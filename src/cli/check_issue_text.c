/*
 * check_issue_text.c - what is wrong with a line of the file, in words.
 *
 * An issue of the reader (a bad token, a header that disagrees, a
 * duplicate) is worded once, here, for both reporters: the terminal's
 * line and the JSON `message` say the same. A character that only looks
 * right (a no-break space, a minus sign, a byte-order mark) is named with
 * what to type instead, because "not a literal" alone leaves a student
 * staring at a line that looks correct. The same issue said again on
 * later lines is counted by the reader, and its count ends the words.
 */
#include "check_report.h"

#include <inttypes.h>
#include <stdint.h>
#include <string.h>

/* The offending text as the file wrote it, escaped (nqcnf_quote): a file
 * is anybody's, and its bytes must not reach a terminal raw. */
static const char *quoted_token(const nqcnf_cnf_issue *issue,
                                char quote[NQCNF_QUOTE_SIZE])
{
    /* the reader holds the first bytes: the quote says the whole length */
    const size_t held = strlen(issue->token);
    return nqcnf_quote_held(issue->token, held,
                            issue->token_length > held ? issue->token_length
                                                       : held,
                            quote, NQCNF_QUOTE_SIZE);
}

/* A literal out of range as the file wrote it: the value saturates at
 * the ends of int64_t, so beyond them the token (digits and a sign, the
 * reader parsed it as a number) says it exactly, quoted as every token
 * is. */

static void write_literal_as_written(FILE *out, const nqcnf_cnf_issue *issue)
{
    const int saturated =
        issue->value == INT64_MAX || issue->value == INT64_MIN;
    if (!saturated || issue->token[0] == '\0' ||
        strlen(issue->token) < issue->token_length) {
        fprintf(out, "%lld", (long long)issue->value);
        return;
    }
    char quote[NQCNF_QUOTE_SIZE];
    fputs(quoted_token(issue, quote), out);
}


/* Characters that make a literal or a header unreadable while looking
 * right: what they are and what to type instead. */
static void write_foreign_character(FILE *out, const nqcnf_cnf_issue *issue)
{
    static const char space[] = "a space", dash[] = "'-'", nothing[] = "nothing";
    static const char type_space[] = "type a plain space instead";
    static const char type_dash[] = "type a plain '-' instead";
    static const struct {
        uint32_t code_point;
        const char *name, *looks_like, *fix;
    } known[] = {
        {0x00A0, "NO-BREAK SPACE", space, type_space},
        {0x2007, "FIGURE SPACE", space, type_space},
        {0x2009, "THIN SPACE", space, type_space},
        {0x202F, "NARROW NO-BREAK SPACE", space, type_space},
        {0x3000, "IDEOGRAPHIC SPACE", space, type_space},
        {0x200B, "ZERO WIDTH SPACE", nothing, "delete it"},
        {0xFEFF, "BYTE ORDER MARK", nothing,
         "save the file without a byte-order mark (plain UTF-8 or ASCII)"},
        {0x2212, "MINUS SIGN", dash, type_dash},
        {0x2010, "HYPHEN", dash, type_dash},
        {0x2011, "NON-BREAKING HYPHEN", dash, type_dash},
        {0x2013, "EN DASH", dash, type_dash},
        {0x2014, "EM DASH", dash, type_dash},
    };
    if (issue->code_point == 0) return;
    fprintf(out, "; column %zu holds ", issue->column);
    if (issue->code_point == 0xFFFD) {
        fputs("a byte that is not UTF-8 text: is this a text file?", out);
        return;
    }
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (known[i].code_point == issue->code_point) {
            fprintf(out, "U+%04lX %s, which looks like %s but is not: %s",
                    (unsigned long)issue->code_point, known[i].name,
                    known[i].looks_like, known[i].fix);
            return;
        }
    fprintf(out, "U+%04lX, not ASCII: DIMACS literals are ASCII digits with "
            "an optional '-'",
            (unsigned long)issue->code_point);
}

/* The course's solvers that reject (or read) a file with this issue, as
 * the library names them: the list and its facts are written once. */
static void write_solvers(FILE *out, nqcnf_cnf_issue_kind kind, int reject)
{
    char words[128];
    nqcnf_cnf_issue_solvers(kind, reject, words, sizeof words);
    fputs(words, out);
}

void check_write_issue(FILE *out, const nqcnf_cnf *cnf,
                       const nqcnf_cnf_issue *issue, const nqcnf_smt2 *names)
{
    const int32_t *literals = NULL;
    size_t count = 0;
    if (issue->clause < cnf->clause_count) {
        literals = cnf->literals + cnf->offsets[issue->clause];
        count = cnf->offsets[issue->clause + 1] -
                cnf->offsets[issue->clause] - 1;
    }
    char quote[NQCNF_QUOTE_SIZE];
    const long long value = (long long)issue->value;
    const long long expected = (long long)issue->expected;
    switch (issue->kind) {
    case NQCNF_CNF_NO_HEADER:
        fputs("no 'p cnf' header", out);
        break;
    case NQCNF_CNF_BAD_HEADER:
        fprintf(out, "malformed header '%s' (expected 'p cnf VARIABLES CLAUSES')",
               quoted_token(issue, quote));
        write_foreign_character(out, issue);
        break;
    case NQCNF_CNF_LATE_HEADER:
        fputs("a 'p cnf' header after clauses or after another header",
              out);
        break;
    case NQCNF_CNF_HEADER_VARIABLES:
        fprintf(out, "header says %lld variables, the clauses use %lld "
                "(the last %lld are never used; ",
                value, expected, value - expected);
        write_solvers(out, issue->kind, 0);
        fputs(" read the file)", out);
        break;
    case NQCNF_CNF_HEADER_CLAUSES:
        fprintf(out, "header says %lld clauses, the file has %lld", value,
               expected);
        break;
    case NQCNF_CNF_NOT_A_NUMBER:
        fprintf(out, "'%s' is not a literal (its clause is left out of the "
               "comparison)",
               quoted_token(issue, quote));
        write_foreign_character(out, issue);
        break;
    case NQCNF_CNF_LITERAL_OUT_OF_RANGE:
        fputs("literal ", out);
        write_literal_as_written(out, issue);
        if (cnf->has_header)
            fprintf(out, " is beyond the header's %lld variables", expected);
        else if (expected < INT32_MAX)
            fprintf(out, " is beyond the board's %lld squares", expected);
        else
            fputs(" does not fit a 32-bit literal", out);
        fputs(" (its clause is left out of the comparison)", out);
        break;
    case NQCNF_CNF_MISSING_FINAL_ZERO:
        fputs("the last clause ", out);
        check_write_clause(out, literals, count, 0, names);
        fputs(" has no final 0", out);
        break;
    case NQCNF_CNF_DUPLICATE_CLAUSE:
        fputs("duplicate clause ", out);
        check_write_clause(out, literals, count, 1, names);
        fprintf(out, " (first on line %zu)", issue->other_line);
        break;
    case NQCNF_CNF_TAUTOLOGY:
        fputs("tautology ", out);
        check_write_clause(out, literals, count, 1, names);
        fprintf(out, ": it has both %lld and -%lld, so it always holds and says "
               "nothing",
               value, value);
        break;
    case NQCNF_CNF_PERCENT_END:
        fprintf(out, "a '%%' line (as SATLIB's files end) stops the reading "
                "here, and the %lld non-blank line%s after it %s ignored; ",
                value, value == 1 ? "" : "s", value == 1 ? "is" : "are");
        write_solvers(out, issue->kind, 1);
        fputs(" reject the file: delete this line and what follows", out);
        break;
    case NQCNF_CNF_COMMENT_IN_CLAUSE:
        fputs("a comment before the clause's closing 0; ", out);
        write_solvers(out, issue->kind, 1);
        fputs(" reject the file: end the clause with 0 first, or move the "
              "comment to a line of its own between clauses",
              out);
        break;
    case NQCNF_CNF_REPEATED_LITERAL:
        fprintf(out, "literal %lld repeated in ", value);
        check_write_clause(out, literals, count, 1, names);
        break;
    }
    /* the reader counts the same issue beyond its first few */
    if (issue->repeats > 0)
        fprintf(out, "; the same %zu more time%s, the last on line %zu",
                issue->repeats, issue->repeats == 1 ? "" : "s",
                issue->last_line);
}

