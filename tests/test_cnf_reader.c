/*
 * test_cnf_reader.c - reading DIMACS as people write it
 * (src/read/cnf_reader.c), on its own: what test_check.c does not reach
 * through the comparison with the reference.
 *
 * The truth is written out by hand: each inline file with the clauses
 * (literals as written) and the issues it must give. The blanks are the
 * decoder's (space, tab, CR, vertical tab, form feed), so the same table
 * of bytes is read here; numbers are held at the int32 and uint64 edges;
 * a stream must read exactly like the same bytes in a buffer, every file
 * of tests/data/check included, and I/O errors and every failed
 * allocation of the stream reader come back as statuses with the
 * structure left empty. The same issue said again is counted after its
 * first three, each kind on its own, and the issues still come in line
 * order. What the structure holds is at most four times the text read,
 * whatever the text: empty clauses and copies cost a count, distinct
 * short clauses (the dearest text) their literals and a few words.
 */
#include "read_support.h"
#include "oracles.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The clauses as written, each closed by " 0" and joined by "|"
 * ("1 -2 0|3 0"). */
static void clauses_of(const nqcnf_cnf *cnf, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (size_t c = 0; c < cnf->clause_count; c++)
        for (size_t k = cnf->offsets[c]; k < cnf->offsets[c + 1]; k++)
            used += (size_t)snprintf(out + used, size - used, "%s%d",
                                     k == cnf->offsets[c]
                                         ? (c ? "|" : "")
                                         : " ",
                                     (int)cnf->literals[k]);
}

typedef struct expected_issue {
    nqcnf_cnf_issue_kind kind;
    size_t line;
    int64_t value;
    const char *token; /* NULL: not checked */
} expected_issue;

typedef struct reader_case {
    const char *text;
    uint64_t headerless_limit;
    const char *clauses;
    size_t issue_count;
    expected_issue issues[3]; /* in line order */
} reader_case;

#define NO_HEADER {NQCNF_CNF_NO_HEADER, 0, 0, NULL}

static void assert_reads(const reader_case *c, size_t length)
{
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(c->text, length,
                                           c->headerless_limit, &cnf),
                     NQCNF_OK);
    char clauses[512];
    clauses_of(&cnf, clauses, sizeof clauses);
    if (strcmp(clauses, c->clauses) != 0)
        fail_msg("'%s': clauses '%s', expected '%s'", c->text, clauses,
                 c->clauses);
    const size_t expected = c->issue_count;
    if (cnf.issue_count != expected)
        fail_msg("'%s': %zu issues, expected %zu (first kind %d)", c->text,
                 cnf.issue_count, expected,
                 cnf.issue_count ? (int)cnf.issues[0].kind : -1);
    for (size_t i = 0; i < expected; i++) {
        const nqcnf_cnf_issue *issue = &cnf.issues[i];
        assert_int_equal(issue->kind, c->issues[i].kind);
        assert_int_equal(issue->line, c->issues[i].line);
        if (c->issues[i].value != 0)
            assert_true(issue->value == c->issues[i].value);
        if (c->issues[i].token != NULL)
            assert_string_equal(issue->token, c->issues[i].token);
    }
    nqcnf_cnf_free(&cnf);
}

static void test_blanks_are_the_decoders(void **state)
{
    (void)state;
    static const char blanks[] = " \t\r\v\f";
    for (size_t b = 0; b < sizeof blanks - 1; b++) {
        char text[64];
        snprintf(text, sizeof text, "%cp%ccnf%c3%c2%c\n%c1%c-2%c0%c\n3%c0",
                 blanks[b], blanks[b], blanks[b], blanks[b], blanks[b],
                 blanks[b], blanks[b], blanks[b], blanks[b], blanks[b]);
        const reader_case c = {text, 0, "1 -2 0|3 0", 0, {NO_HEADER}};
        assert_reads(&c, strlen(text));
    }
    /* Other control bytes and non-ASCII spaces are part of a word. */
    static const char others[] = {'\x01', '\x1c', '\x1f', '\x7f', '\x85',
                                  '\xa0'};
    for (size_t i = 0; i < sizeof others; i++) {
        char text[32], token[8];
        snprintf(text, sizeof text, "p cnf 2 1\n1%c-2 0\n", others[i]);
        snprintf(token, sizeof token, "1%c-2", others[i]);
        const reader_case c = {text, 0, "0", 2,
                               {{NQCNF_CNF_HEADER_VARIABLES, 1, 2, NULL},
                                {NQCNF_CNF_NOT_A_NUMBER, 2, 0, token}}};
        assert_reads(&c, strlen(text));
    }
}

static void test_layout_and_numbers(void **state)
{
    (void)state;
    static const reader_case cases[] = {
        /* CRLF, no final newline, comments anywhere, a "c" after literals,
         * one clause over two lines, two on one; the comment inside the
         * clause over two lines is read past, with a warning (minisat
         * and cryptominisat5 stop at it) */
        {"c hi\r\np cnf 3 3\r\n1 2\r\nc between\r\n-3 0 2 0 c the rest 4\r\n"
         "cfoo\r\n3 0",
         0, "1 2 -3 0|2 0|3 0", 1,
         {{NQCNF_CNF_COMMENT_IN_CLAUSE, 4, 0, NULL}}},
        /* ... and a "c" word inside an open clause likewise */
        {"p cnf 2 1\n1 c two follows\n2 0\n", 0, "1 2 0", 1,
         {{NQCNF_CNF_COMMENT_IN_CLAUSE, 2, 0, NULL}}},
        /* the SATLIB end marker: nothing after it is read, and the two
         * non-blank lines after it are counted (every solver of the
         * suite rejects the file) */
        {"p cnf 2 1\n1 -2 0\n%\n0\n\ngarbage\n", 0, "1 -2 0", 1,
         {{NQCNF_CNF_PERCENT_END, 3, 2, NULL}}},
        /* "-0" closes a clause like 0; a lone 0 is an empty clause */
        {"p cnf 1 2\n1 -0\n0\n", 0, "1 0|0", 0, {NO_HEADER}},
        {"p cnf 2 1\n+1 2 0\n", 0, "2 0", 1,
         {{NQCNF_CNF_NOT_A_NUMBER, 2, 0, "+1"}}},
        /* int32 literals: beyond is out of range, however far */
        {"p cnf 3 1\n2147483648 -99999999999999999999999 1 0\n", 0, "1 0", 2,
         {{NQCNF_CNF_LITERAL_OUT_OF_RANGE, 2, 2147483648, "2147483648"},
          {NQCNF_CNF_LITERAL_OUT_OF_RANGE, 2, INT64_MIN,
           "-99999999999999999999999"}}},
        /* the most negative int64_t is itself, not -INT64_MAX */
        {"p cnf 3 1\n-9223372036854775808 1 0\n", 0, "1 0", 1,
         {{NQCNF_CNF_LITERAL_OUT_OF_RANGE, 2, INT64_MIN,
           "-9223372036854775808"}}},
        {"1 -2147483647 0\n", 0, "1 -2147483647 0", 1, {NO_HEADER}},
        {"1 -17 0\n", 16, "1 0", 2,
         {NO_HEADER, {NQCNF_CNF_LITERAL_OUT_OF_RANGE, 1, -17, "-17"}}},
        /* uint64 header counts: beyond saturates, and then disagrees */
        {"p cnf 99999999999999999999 18446744073709551615\n1 0\n", 0, "1 0",
         2,
         {{NQCNF_CNF_HEADER_CLAUSES, 1, INT64_MAX, NULL},
          {NQCNF_CNF_HEADER_VARIABLES, 1, INT64_MAX, NULL}}},
        /* headers that are not "p cnf V C", quoted without their blanks */
        {"p cnf 3\t\r\n", 0, "", 2,
         {NO_HEADER, {NQCNF_CNF_BAD_HEADER, 1, 0, "p cnf 3"}}},
        {"p cnf 1 1 1\n", 0, "", 2,
         {NO_HEADER, {NQCNF_CNF_BAD_HEADER, 1, 0, "p cnf 1 1 1"}}},
        {"  p dnf 1 1 \f\n", 0, "", 2,
         {NO_HEADER, {NQCNF_CNF_BAD_HEADER, 1, 0, "p dnf 1 1"}}},
        {"p cnf -1 1\n", 0, "", 2,
         {NO_HEADER, {NQCNF_CNF_BAD_HEADER, 1, 0, "p cnf -1 1"}}},
        {"p cnf 1 +1\n", 0, "", 2,
         {NO_HEADER, {NQCNF_CNF_BAD_HEADER, 1, 0, "p cnf 1 +1"}}},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++)
        assert_reads(&cases[i], strlen(cases[i].text));
    /* A NUL byte is part of a word (the token stops at it). */
    static const char nul[] = "p cnf 1 1\n1\0002 0\n";
    static const reader_case with_nul = {
        nul, 0, "0", 2,
        {{NQCNF_CNF_HEADER_VARIABLES, 1, 1, NULL},
         {NQCNF_CNF_NOT_A_NUMBER, 2, 0, "1"}}};
    assert_reads(&with_nul, sizeof nul - 1);
}

/* What the course's solvers were seen to do decides the errors, and the
 * words that name them come from the same list. */
static void test_the_course_solvers_decide_errors(void **state)
{
    (void)state;
    static const struct {
        nqcnf_cnf_issue_kind kind;
        int error;
        const char *rejecting, *reading;
    } kinds[] = {
        /* every solver reads a header that declares unused variables */
        {NQCNF_CNF_HEADER_VARIABLES, 0, "",
         "minisat, cryptominisat5, cadical and picosat"},
        {NQCNF_CNF_PERCENT_END, 1,
         "minisat, cryptominisat5, cadical and picosat", ""},
        /* only the looser parsers stumble: a warning */
        {NQCNF_CNF_COMMENT_IN_CLAUSE, 0, "minisat and cryptominisat5",
         "cadical and picosat"},
        /* the solvers that hold a file to its header refuse it */
        {NQCNF_CNF_HEADER_CLAUSES, 1, "cadical and picosat",
         "minisat and cryptominisat5"},
        {NQCNF_CNF_NO_HEADER, 1, "cadical and picosat",
         "minisat and cryptominisat5"},
        {NQCNF_CNF_DUPLICATE_CLAUSE, 0, "",
         "minisat, cryptominisat5, cadical and picosat"},
        /* no kind: the safe side */
        {(nqcnf_cnf_issue_kind)999, 1,
         "minisat, cryptominisat5, cadical and picosat", ""},
    };
    for (size_t i = 0; i < COUNT_OF(kinds); i++) {
        char words[128];
        assert_int_equal(nqcnf_cnf_issue_is_error(kinds[i].kind),
                         kinds[i].error);
        assert_int_equal(nqcnf_cnf_issue_solvers(kinds[i].kind, 1, words,
                                                 sizeof words),
                         strlen(kinds[i].rejecting));
        assert_string_equal(words, kinds[i].rejecting);
        nqcnf_cnf_issue_solvers(kinds[i].kind, 0, words, sizeof words);
        assert_string_equal(words, kinds[i].reading);
    }
    /* cut to fit like snprintf, and the length of the whole words */
    char small[8];
    assert_int_equal(nqcnf_cnf_issue_solvers(NQCNF_CNF_COMMENT_IN_CLAUSE, 1,
                                             small, sizeof small),
                     strlen("minisat and cryptominisat5"));
    assert_string_equal(small, "minisat");
    assert_int_equal(
        nqcnf_cnf_issue_solvers(NQCNF_CNF_COMMENT_IN_CLAUSE, 0, NULL, 0),
        strlen("cadical and picosat"));
}

/* A header that declares more variables than the clauses use is said,
 * not held against the file; fewer makes literals out of range. */
static void test_unused_variables_are_no_error(void **state)
{
    (void)state;
    static const reader_case cases[] = {
        {"p cnf 12 2\n1 -2 0\n2 0\n", 0, "1 -2 0|2 0", 1,
         {{NQCNF_CNF_HEADER_VARIABLES, 1, 12, NULL}}},
        {"p cnf 1 2\n1 -2 0\n2 0\n", 0, "1 0|0", 2,
         {{NQCNF_CNF_LITERAL_OUT_OF_RANGE, 2, -2, "-2"},
          {NQCNF_CNF_LITERAL_OUT_OF_RANGE, 3, 2, "2"}}},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++)
        assert_reads(&cases[i], strlen(cases[i].text));
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(cases[0].text,
                                           strlen(cases[0].text), 0, &cnf),
                     NQCNF_OK);
    assert_int_equal(cnf.issues[0].expected, 2);
    assert_false(nqcnf_cnf_issue_is_error(cnf.issues[0].kind));
    assert_int_equal(cnf.max_variable, 2);
    nqcnf_cnf_free(&cnf);
}

static void assert_same_cnf(const nqcnf_cnf *a, const nqcnf_cnf *b)
{
    assert_int_equal(a->has_header, b->has_header);
    assert_int_equal(a->header_line, b->header_line);
    assert_true(a->header_variables == b->header_variables);
    assert_true(a->header_clauses == b->header_clauses);
    assert_int_equal(a->max_variable, b->max_variable);
    assert_int_equal(a->clause_count, b->clause_count);
    assert_int_equal(a->clauses_read, b->clauses_read);
    const size_t clauses = a->clause_count;
    assert_memory_equal(a->offsets, b->offsets,
                        (clauses + 1) * sizeof *a->offsets);
    assert_memory_equal(a->literals, b->literals,
                        a->offsets[clauses] * sizeof(int32_t));
    if (clauses > 0) {
        assert_memory_equal(a->sorted_offsets, b->sorted_offsets,
                            clauses * sizeof *a->sorted_offsets);
        assert_memory_equal(a->lines, b->lines, clauses * sizeof *a->lines);
        assert_memory_equal(a->flags, b->flags, clauses);
    }
    for (size_t c = 0; c < clauses; c++) {
        size_t x, y;
        const int32_t *p = nqcnf_cnf_normalized(a, c, &x);
        const int32_t *q = nqcnf_cnf_normalized(b, c, &y);
        assert_int_equal(x, y);
        assert_memory_equal(p, q, x * sizeof *p);
    }
    assert_int_equal(a->gap_count, b->gap_count);
    if (a->gap_count > 0)
        assert_memory_equal(a->gaps, b->gaps, a->gap_count * sizeof *a->gaps);
    assert_int_equal(a->issue_count, b->issue_count);
    if (a->issue_count > 0)
        assert_memory_equal(a->issues, b->issues,
                            a->issue_count * sizeof *a->issues);
}

static void assert_stream_reads_like_buffer(const char *data, size_t size)
{
    FILE *file = file_of(data, size);
    nqcnf_cnf from_file, from_buffer;
    assert_int_equal(nqcnf_cnf_read_file(file, 16, &from_file), NQCNF_OK);
    assert_int_equal(nqcnf_cnf_read_buffer(data, size, 16, &from_buffer),
                     NQCNF_OK);
    assert_same_cnf(&from_file, &from_buffer);
    nqcnf_cnf_free(&from_file);
    nqcnf_cnf_free(&from_buffer);
    fclose(file);
}

/* One clause of 30000 literals on a line of about 170 kB. */
static text_buffer long_clause(void)
{
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(text_buffer_write(&text, "p cnf 30000 1\r\n", 15), 0);
    for (int v = 1; v <= 30000; v++) {
        char literal[16];
        const int length = snprintf(literal, sizeof literal, "%d ", -v);
        assert_int_equal(text_buffer_write(&text, literal, (size_t)length), 0);
    }
    assert_int_equal(text_buffer_write(&text, "0", 1), 0);
    return text;
}

/* A word that looks like a literal but holds a character that is not
 * ASCII: the first such character, decoded by hand here from the UTF-8
 * written out, and its column counted in characters. */
static void test_foreign_characters_are_named_with_their_column(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        nqcnf_cnf_issue_kind kind;
        uint32_t code_point;
        size_t column;
    } cases[] = {
        /* "p cnf 2 1" then "1" NO-BREAK SPACE (C2 A0) "2 0" */
        {"p cnf 2 1\n1\xC2\xA0" "2 0\n", NQCNF_CNF_NOT_A_NUMBER, 0xA0, 2},
        /* MINUS SIGN (E2 88 92) before the 2, after two characters */
        {"p cnf 2 1\n1 \xE2\x88\x92" "2 0\n", NQCNF_CNF_NOT_A_NUMBER,
         0x2212, 3},
        /* a BYTE ORDER MARK (EF BB BF) before the header */
        {"\xEF\xBB\xBFp cnf 2 1\n1 2 0\n", NQCNF_CNF_NOT_A_NUMBER, 0xFEFF,
         1},
        /* the first of two in a header: e-acute (C3 A9, one character,
         * not two) right after "cnf", column 6; the NO-BREAK SPACE after
         * it is not the one named */
        {"p cnf\xC3\xA9 2\xC2\xA0" "1\n", NQCNF_CNF_BAD_HEADER, 0xE9, 6},
        /* a byte that is not UTF-8 */
        {"p cnf 2 1\n1 \xFF" "2 0\n", NQCNF_CNF_NOT_A_NUMBER, 0xFFFD, 3},
        /* plain ASCII garbage names nothing */
        {"p cnf 2 1\n1 x2 0\n", NQCNF_CNF_NOT_A_NUMBER, 0, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        nqcnf_cnf cnf;
        assert_int_equal(nqcnf_cnf_read_buffer(cases[i].text,
                                               strlen(cases[i].text), 0,
                                               &cnf),
                         NQCNF_OK);
        const nqcnf_cnf_issue *found = NULL;
        for (size_t k = 0; k < cnf.issue_count && found == NULL; k++)
            if (cnf.issues[k].kind == cases[i].kind) found = &cnf.issues[k];
        if (found == NULL) fail_msg("case %zu: no issue of its kind", i);
        if (found->code_point != cases[i].code_point ||
            found->column != cases[i].column)
            fail_msg("case %zu: U+%04X at column %zu, expected U+%04X at %zu",
                     i, (unsigned)found->code_point, found->column,
                     (unsigned)cases[i].code_point, cases[i].column);
        nqcnf_cnf_free(&cnf);
    }
}

static void test_a_stream_reads_like_the_same_buffer(void **state)
{
    (void)state;
    static const char *const files[] = {
        "handwritten_4.cnf", "queens_8.seed.cnf", "check/crlf_line_ends.cnf",
        "check/several_clauses_per_line.cnf", "check/garbage.cnf",
        "check/clause_without_zero.cnf", "check/duplicate_clause.cnf",
        "check/out_of_range_literal.cnf", "check/no_header.cnf",
        "check/tautology.cnf", "check/wrong_header_count.cnf"};
    for (size_t i = 0; i < COUNT_OF(files); i++) {
        text_buffer text = read_data_file(files[i]);
        assert_stream_reads_like_buffer(text.data, text.size);
        assert_stream_reads_like_buffer(text.data, text.size - 1);
        text_buffer_free(&text);
    }
    text_buffer text = long_clause();
    assert_stream_reads_like_buffer(text.data, text.size);
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(text.data, text.size, 0, &cnf),
                     NQCNF_OK);
    assert_int_equal(cnf.issue_count, 0);
    assert_int_equal(cnf.clause_count, 1);
    assert_int_equal(cnf.literals[29999], -30000);
    nqcnf_cnf_free(&cnf);
    text_buffer_free(&text);
    assert_stream_reads_like_buffer("", 0);
}

static void test_read_errors_and_bad_arguments(void **state)
{
    (void)state;
    nqcnf_cnf cnf;
    /* Reading a directory opened as a stream fails with EISDIR. */
    FILE *directory = fopen(NQCNF_TEST_DATA_DIR, "r");
    assert_non_null(directory);
    errno = 0;
    assert_int_equal(nqcnf_cnf_read_file(directory, 0, &cnf), NQCNF_ERR_IO);
    assert_int_not_equal(errno, 0);
    assert_null(cnf.offsets);
    assert_int_equal(cnf.clause_count, 0);
    fclose(directory);

    assert_int_equal(nqcnf_cnf_read_file(NULL, 0, &cnf),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_cnf_read_file(stdin, 0, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_cnf_read_buffer(NULL, 1, 0, &cnf),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_cnf_read_buffer("", 0, 0, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_cnf_read_buffer(NULL, 0, 0, &cnf), NQCNF_OK);
    assert_int_equal(cnf.issue_count, 1); /* no header */
    nqcnf_cnf_free(&cnf);
}

/* One issue as the reader keeps it: kind, line, clause, repeats and
 * the last of them. */
typedef struct kept_issue {
    nqcnf_cnf_issue_kind kind;
    size_t line, clause, repeats, last_line;
} kept_issue;

static void assert_kept(const char *text, const kept_issue *wanted,
                        size_t count)
{
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(text, strlen(text), 0, &cnf),
                     NQCNF_OK);
    if (cnf.issue_count != count)
        fail_msg("%zu issues, expected %zu", cnf.issue_count, count);
    for (size_t i = 0; i < count; i++) {
        const nqcnf_cnf_issue *got = &cnf.issues[i];
        if (got->kind != wanted[i].kind || got->line != wanted[i].line ||
            got->clause != wanted[i].clause ||
            got->repeats != wanted[i].repeats ||
            got->last_line != wanted[i].last_line)
            fail_msg("issue %zu: kind %d line %zu clause %zu repeats %zu "
                     "last %zu; expected kind %d line %zu clause %zu "
                     "repeats %zu last %zu",
                     i, (int)got->kind, got->line, got->clause, got->repeats,
                     got->last_line, (int)wanted[i].kind, wanted[i].line,
                     wanted[i].clause, wanted[i].repeats,
                     wanted[i].last_line);
    }
    nqcnf_cnf_free(&cnf);
}

#define KEPT_ISSUE(kind, line, clause, repeats, last)                    \
    {NQCNF_CNF_##kind, line, clause, repeats, last}

/* The first NQCNF_CNF_SAME_ISSUES_KEPT (3) of an issue are kept, the
 * third counts the rest; the copies with an issue of their own are
 * clauses, flagged a duplicate, and the others only counted. */
static void test_the_same_issue_is_counted_after_three(void **state)
{
    (void)state;
    assert_int_equal(NQCNF_CNF_SAME_ISSUES_KEPT, 3);
    /* a clause and 9 copies of it, on lines 2 to 11 */
    const char *copies = "p cnf 2 10\n1 2 0\n2 1 0\n1 2 0\n1 2 0\n"
                         "1 2 0\n1 2 0\n1 2 0\n1 2 0\n1 2 0\n2 1 0\n";
    const kept_issue duplicates[] = {
        KEPT_ISSUE(DUPLICATE_CLAUSE, 3, 1, 0, 0),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 4, 2, 0, 0),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 5, 3, 6, 11)};
    assert_kept(copies, duplicates, 3);
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(copies, strlen(copies), 0, &cnf),
                     NQCNF_OK);
    assert_int_equal(cnf.clause_count, 4);
    assert_int_equal(cnf.clauses_read, 10);
    assert_int_equal(cnf.issues[0].other_line, 2);
    for (size_t c = 0; c < cnf.clause_count; c++) {
        assert_int_equal((cnf.flags[c] & NQCNF_CNF_CLAUSE_DUPLICATE) != 0,
                         c > 0);
        assert_int_equal(cnf.lines[c], 2 + c);
    }
    /* the six copies after the kept ones, after the last clause */
    assert_int_equal(cnf.gap_count, 1);
    assert_int_equal(cnf.gaps[0].before, 4);
    assert_int_equal(cnf.gaps[0].copies, 6);
    nqcnf_cnf_free(&cnf);

    /* each kind counts on its own: 5 tautologies, 4 of them copies */
    const kept_issue tautologies[] = {
        KEPT_ISSUE(TAUTOLOGY, 2, 0, 0, 0),
        KEPT_ISSUE(TAUTOLOGY, 3, 1, 0, 0),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 3, 1, 0, 0),
        KEPT_ISSUE(TAUTOLOGY, 4, 2, 2, 6),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 4, 2, 0, 0),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 5, 3, 1, 6)};
    assert_kept("p cnf 1 5\n1 -1 0\n-1 1 0\n1 -1 0\n1 -1 0\n1 -1 0\n",
                tautologies, 6);

    /* words that are no literal, counted by what they say: "x" five
     * times, "y" once */
    const kept_issue words[] = {
        KEPT_ISSUE(NOT_A_NUMBER, 2, 0, 0, 0),
        KEPT_ISSUE(NOT_A_NUMBER, 3, 1, 0, 0),
        KEPT_ISSUE(NOT_A_NUMBER, 4, 2, 0, 0),
        KEPT_ISSUE(NOT_A_NUMBER, 5, 3, 2, 7)};
    assert_kept("p cnf 1 7\nx 0\nx 0\ny 0\nx 0\nx 0\nx 0\n1 0\n", words,
                4);

    /* on one line, the tautologies before the duplicates, as ever */
    const kept_issue one_line[] = {
        KEPT_ISSUE(TAUTOLOGY, 2, 0, 0, 0),
        KEPT_ISSUE(TAUTOLOGY, 2, 1, 0, 0),
        KEPT_ISSUE(TAUTOLOGY, 3, 2, 0, 0),
        KEPT_ISSUE(TAUTOLOGY, 3, 3, 0, 0),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 3, 2, 0, 0),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 3, 3, 0, 0)};
    assert_kept("p cnf 2 4\n1 -1 0 2 -2 0\n1 -1 0 2 -2 0\n", one_line, 6);

    /* an issue of the header's, found last, still goes by its line */
    const kept_issue header[] = {
        KEPT_ISSUE(HEADER_CLAUSES, 1, SIZE_MAX, 0, 0),
        KEPT_ISSUE(NOT_A_NUMBER, 2, 0, 0, 0),
        KEPT_ISSUE(DUPLICATE_CLAUSE, 4, 2, 0, 0)};
    assert_kept("p cnf 2 9\nz 0\n1 2 0\n2 1 0\n", header, 3);
}

static nqcnf_status read_counted(void *context)
{
    const char *text = context;
    nqcnf_cnf cnf;
    const nqcnf_status status =
        nqcnf_cnf_read_buffer(text, strlen(text), 0, &cnf);
    if (status != NQCNF_OK) assert_null(cnf.offsets);
    else assert_int_equal(cnf.issue_count, 16);
    nqcnf_cnf_free(&cnf);
    return status;
}

typedef struct stream_read {
    FILE *file;
    nqcnf_cnf cnf;
} stream_read;

static nqcnf_status read_stream(void *context)
{
    stream_read *read = context;
    rewind(read->file);
    const nqcnf_status status = nqcnf_cnf_read_file(read->file, 0, &read->cnf);
    if (status != NQCNF_OK) assert_null(read->cnf.offsets);
    else assert_int_equal(read->cnf.clause_count, 1);
    nqcnf_cnf_free(&read->cnf);
    return status;
}

/* The bytes the cnf's arrays hold, counted from what they say. */
static size_t bytes_held(const nqcnf_cnf *cnf)
{
    const size_t clauses = cnf->clause_count;
    size_t sorted = 0;
    for (size_t c = 0; c < clauses; c++)
        if (cnf->sorted_offsets[c] != NQCNF_CNF_AS_WRITTEN) {
            size_t count;
            nqcnf_cnf_normalized(cnf, c, &count);
            if (cnf->sorted_offsets[c] + count + 1 > sorted)
                sorted = cnf->sorted_offsets[c] + count + 1;
        }
    return (clauses + 1) * sizeof *cnf->offsets +
           cnf->offsets[clauses] * sizeof *cnf->literals +
           sorted * sizeof *cnf->sorted +
           clauses * (sizeof *cnf->sorted_offsets + sizeof *cnf->lines +
                      sizeof *cnf->flags) +
           cnf->gap_count * sizeof *cnf->gaps +
           cnf->issue_count * sizeof *cnf->issues;
}

/* `lines` lines of `line(i)` written into a text, read, and held to
 * `most` bytes of arrays. */
typedef void (*line_writer)(char *out, size_t size, size_t i);

static size_t read_lines_held(line_writer line, size_t lines, size_t *text,
                              nqcnf_cnf *cnf)
{
    char *data = malloc(lines * 24 + 1);
    assert_non_null(data);
    size_t used = 0;
    for (size_t i = 0; i < lines; i++) {
        line(data + used, 24, i);
        used += strlen(data + used);
    }
    assert_int_equal(nqcnf_cnf_read_buffer(data, used, 0, cnf), NQCNF_OK);
    free(data);
    *text = used;
    return bytes_held(cnf);
}

static void empty_clause(char *out, size_t size, size_t i)
{
    (void)i;
    snprintf(out, size, "0\n");
}

static void one_binary(char *out, size_t size, size_t i)
{
    (void)i;
    snprintf(out, size, "-1 -2 0\n");
}

static void distinct_unit(char *out, size_t size, size_t i)
{
    snprintf(out, size, "%zu 0\n", i + 1);
}

/* binaries of small numbers, written in the order they normalize to
 * and in the other one, which needs a normalized copy */
static void distinct_binary(char *out, size_t size, size_t i)
{
    const size_t a = i / 1000 + 1, b = 1000 + i % 1000 + 1;
    if (i % 2) snprintf(out, size, "%zu %zu 0\n", a, b);
    else snprintf(out, size, "%zu -%zu 0\n", b, a);
}

/* Clauses that each have an issue of their own, saying something
 * different: a tautology, a repeated literal, a word that is no literal;
 * and one damaged line again and again. */
static void distinct_tautology(char *out, size_t size, size_t i)
{
    snprintf(out, size, "%zu -%zu 0\n", i + 1, i + 1);
}

static void distinct_repeated(char *out, size_t size, size_t i)
{
    snprintf(out, size, "%zu %zu 0\n", i + 1, i + 1);
}

static void distinct_word(char *out, size_t size, size_t i)
{
    snprintf(out, size, "x%zu 0\n", i + 1);
}

static void damaged_line(char *out, size_t size, size_t i)
{
    (void)i;
    snprintf(out, size, "x 0\n");
}

/* Every issue of the text, kept or counted. */
static size_t issues_in_all(const nqcnf_cnf *cnf, nqcnf_cnf_issue_kind kind)
{
    size_t count = cnf->unlisted[kind] + cnf->unlisted_repeats[kind];
    for (size_t i = 0; i < cnf->issue_count; i++)
        if (cnf->issues[i].kind == kind) count += 1 + cnf->issues[i].repeats;
    return count;
}

static void test_memory_follows_the_text(void **state)
{
    (void)state;
    nqcnf_cnf cnf;
    size_t text;
    /* a million empty clauses and a million copies of one: a count each,
     * the first and the three copies kept with their issues */
    const line_writer copies[] = {empty_clause, one_binary};
    for (size_t k = 0; k < 2; k++) {
        const size_t held = read_lines_held(copies[k], 1000000, &text, &cnf);
        assert_int_equal(cnf.clauses_read, 1000000);
        assert_int_equal(cnf.clause_count, 4);
        assert_int_equal(cnf.gap_count, 1);
        assert_int_equal(cnf.gaps[0].copies, 1000000 - 4);
        assert_true(held < 4096);
        /* the third duplicate counts the rest */
        size_t duplicates = 0;
        for (size_t i = 0; i < cnf.issue_count; i++)
            if (cnf.issues[i].kind == NQCNF_CNF_DUPLICATE_CLAUSE)
                duplicates += 1 + cnf.issues[i].repeats;
        assert_int_equal(duplicates, 1000000 - 1);
        nqcnf_cnf_free(&cnf);
    }
    /* distinct clauses: all stored, at most four bytes a byte of text */
    const line_writer distinct[] = {distinct_unit, distinct_binary};
    for (size_t k = 0; k < 2; k++) {
        const size_t held = read_lines_held(distinct[k], 1000000, &text, &cnf);
        assert_int_equal(cnf.clause_count, 1000000);
        assert_int_equal(cnf.gap_count, 0);
        if (held > 4 * text)
            fail_msg("%zu bytes held for %zu of text", held, text);
        nqcnf_cnf_free(&cnf);
    }
    /* an issue of its own a line: the first 1024 of a kind kept, the
     * others counted, every one of them */
    const line_writer saying[] = {distinct_tautology, distinct_repeated,
                                  distinct_word, damaged_line};
    const nqcnf_cnf_issue_kind said[] = {
        NQCNF_CNF_TAUTOLOGY, NQCNF_CNF_REPEATED_LITERAL,
        NQCNF_CNF_NOT_A_NUMBER, NQCNF_CNF_NOT_A_NUMBER};
    for (size_t k = 0; k < 4; k++) {
        const size_t held = read_lines_held(saying[k], 1000000, &text, &cnf);
        assert_int_equal(cnf.clauses_read, 1000000);
        assert_int_equal(issues_in_all(&cnf, said[k]), 1000000);
        assert_true(cnf.issue_count <= NQCNF_CNF_ISSUES_KEPT_OF_A_KIND + 1);
        if (held > 4 * text + 65536)
            fail_msg("case %zu: %zu bytes held for %zu of text", k, held,
                     text);
        nqcnf_cnf_free(&cnf);
    }
}

/* Copies of a clause past the cap of duplicates: the first three copies
 * of each are issues (counted as such), the others their repeats, as
 * they would be kept, so the totals do not depend on the cap. */
static void test_unlisted_copies_count_as_kept_ones_would(void **state)
{
    (void)state;
    const size_t clauses = NQCNF_CNF_ISSUES_KEPT_OF_A_KIND + 10;
    char *data = malloc(clauses * 5 * 16);
    assert_non_null(data);
    size_t used = 0;
    for (size_t copy = 0; copy < 5; copy++)
        for (size_t c = 0; c < clauses; c++)
            used += (size_t)sprintf(data + used, "%zu 0\n", c + 1);
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(data, used, 0, &cnf), NQCNF_OK);
    free(data);
    const nqcnf_cnf_issue_kind duplicate = NQCNF_CNF_DUPLICATE_CLAUSE;
    assert_int_equal(cnf.unlisted[duplicate], 10 * 3);
    assert_int_equal(cnf.unlisted_repeats[duplicate], 10);
    assert_int_equal(issues_in_all(&cnf, duplicate), clauses * 4);
    /* the copies of the clauses past the cap are not stored */
    assert_int_equal(cnf.clause_count,
                     clauses + 3 * NQCNF_CNF_ISSUES_KEPT_OF_A_KIND);
    nqcnf_cnf_free(&cnf);
}

/* A word longer than the token: cut before a character, never inside
 * its UTF-8 sequence, with its whole length kept. */
static void test_a_long_word_keeps_its_length(void **state)
{
    (void)state;
    char text[128] = "p cnf 1 1\n";
    /* 37 bytes, then a 3-byte character across the 39-byte cut */
    strcat(text, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\xe2\x88\x92" "1 0\n");
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(text, strlen(text), 0, &cnf),
                     NQCNF_OK);
    const nqcnf_cnf_issue *word = NULL;
    for (size_t i = 0; i < cnf.issue_count; i++)
        if (cnf.issues[i].kind == NQCNF_CNF_NOT_A_NUMBER)
            word = &cnf.issues[i];
    assert_non_null(word);
    assert_int_equal(word->token_length, 41);
    assert_int_equal(strlen(word->token), 37);
    char quote[NQCNF_QUOTE_SIZE];
    assert_string_equal(
        nqcnf_quote_held(word->token, strlen(word->token),
                         word->token_length, quote, sizeof quote),
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...(41 bytes)");
    nqcnf_cnf_free(&cnf);
    /* a short word is whole, its length its own */
    assert_int_equal(nqcnf_cnf_read_buffer("ab 0\n", 5, 0, &cnf), NQCNF_OK);
    /* after the missing header's issue, of line 0 */
    assert_int_equal(cnf.issue_count, 2);
    assert_int_equal(cnf.issues[1].kind, NQCNF_CNF_NOT_A_NUMBER);
    assert_int_equal(cnf.issues[1].token_length, 2);
    assert_string_equal(cnf.issues[1].token, "ab");
    nqcnf_cnf_free(&cnf);
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    text_buffer text = long_clause();
    stream_read read;
    read.file = file_of(text.data, text.size);
    text_buffer_free(&text);
    /* the read buffer (64, 128, 256 kB), the clause's arrays and the
     * normalization's */
    assert_true(oom_loop("read a stream", read_stream, &read) > 3);
    fclose(read.file);
    /* the issues counted: the table of what they say, their sort and
     * their merge with the header's */
    /* 3 + 3 of "x", the tautology and its copies, 3 + 3 of "2 3" and its
     * copies with a repeated literal, and the header's */
    char counted[1024] = "p cnf 3 1\n";
    for (int i = 0; i < 40; i++)
        strcat(counted, i % 4 == 0   ? "x 0\n"
                        : i % 4 == 1 ? "1 -1 0\n"
                        : i % 4 == 2 ? "2 3 0\n"
                                     : "3 2 2 0\n");
    assert_true(oom_loop("read counted issues", read_counted, counted) > 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blanks_are_the_decoders),
        cmocka_unit_test(test_layout_and_numbers),
        cmocka_unit_test(test_the_course_solvers_decide_errors),
        cmocka_unit_test(test_unused_variables_are_no_error),
        cmocka_unit_test(test_foreign_characters_are_named_with_their_column),
        cmocka_unit_test(test_a_stream_reads_like_the_same_buffer),
        cmocka_unit_test(test_read_errors_and_bad_arguments),
        cmocka_unit_test(test_the_same_issue_is_counted_after_three),
        cmocka_unit_test(test_memory_follows_the_text),
        cmocka_unit_test(test_unlisted_copies_count_as_kept_ones_would),
        cmocka_unit_test(test_a_long_word_keeps_its_length),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
