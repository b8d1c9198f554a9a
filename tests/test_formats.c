/*
 * test_formats.c - the SMT-LIB 2 and OPB writers against independent truth.
 *
 * The SMT file must be the DIMACS formula under other names, so it is
 * read back with a small s-expression parser written here (balanced
 * parentheses, one command per top-level form) and every assert is
 * compared, literal by literal and in order, with the clauses of the
 * DIMACS writer, for every encoding and option. The OPB file is a
 * different formula (cardinality constraints instead of clauses), so its
 * header counts are checked against what is written, and its meaning
 * against brute force: on small boards, an assignment satisfies every
 * constraint exactly when it is an N-Queens solution (respecting the
 * pre-placed and blocked squares). Solvers themselves run in
 * tests/e2e_formats.sh.
 *
 * Every allocation is made to fail in turn through the shared fault
 * injection of test_support.
 */
#include "test_support.h"

#include "oracles.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Helpers
 * ------------------------------------------------------------------------ */

static size_t count_lines_starting(const text_buffer *text, const char *prefix)
{
    const size_t length = strlen(prefix);
    size_t count = 0;
    for (const char *line = text->data; line < text->data + text->size;) {
        if (strncmp(line, prefix, length) == 0) count++;
        const char *newline = memchr(line, '\n',
                                     (size_t)(text->data + text->size - line));
        if (newline == NULL) break;
        line = newline + 1;
    }
    return count;
}

/* Every option set the writers must handle: the defaults, columns without
 * at-least-one, pre-placed queens, blocked squares, all of them. */
typedef struct option_case {
    const char *name;
    int column_at_least_one;
    size_t queen_count;
    size_t blocked_count;
} option_case;

static const option_case option_cases[] = {
    {"defaults", 1, 0, 0},
    {"no column at-least-one", 0, 0, 0},
    {"pre-placed queens", 1, 2, 0},
    {"blocked squares", 1, 0, 2},
    {"all of them", 0, 1, 1},
};

static void options_for(nqcnf_options *options, uint32_t n,
                        nqcnf_encoding encoding, const option_case *c,
                        nqcnf_square_ref *queens, nqcnf_square_ref *blocked)
{
    nqcnf_options_init(options, n);
    options->encoding = encoding;
    options->column_at_least_one = c->column_at_least_one;
    /* Queens on (0,1) and (n-1,n-2), blocked (n-1,0) and (1,n-1): on the
     * board for every n, and for n = 4 each keeps one of the two
     * solutions. */
    queens[0].row = 0;
    queens[0].column = n > 1 ? 1 : 0;
    queens[1].row = n - 1;
    queens[1].column = n > 1 ? n - 2 : 0;
    blocked[0].row = n - 1;
    blocked[0].column = 0;
    blocked[1].row = n > 1 ? 1 : 0;
    blocked[1].column = n - 1;
    options->queens = queens;
    options->queen_count = c->queen_count;
    options->blocked = blocked;
    options->blocked_count = c->blocked_count;
}

/* ------------------------------------------------------------------------
 * SMT-LIB 2 read back: a tokenizer and the shapes the writer may use
 * ------------------------------------------------------------------------ */

typedef struct smt_reader {
    const char *at;
    const char *end;
    uint32_t n;
    int32_t variables; /* declared so far, in order */
} smt_reader;

/* The next token: "(", ")", or an atom; comments are skipped. Returns
 * its length, 0 at the end. */
static size_t smt_token(smt_reader *reader, const char **token)
{
    for (;;) {
        while (reader->at < reader->end &&
               (*reader->at == ' ' || *reader->at == '\n'))
            reader->at++;
        if (reader->at < reader->end && *reader->at == ';') {
            while (reader->at < reader->end && *reader->at != '\n')
                reader->at++;
            continue;
        }
        break;
    }
    *token = reader->at;
    if (reader->at == reader->end) return 0;
    if (*reader->at == '(' || *reader->at == ')') {
        reader->at++;
        return 1;
    }
    while (reader->at < reader->end && strchr(" \n();", *reader->at) == NULL)
        reader->at++;
    return (size_t)(reader->at - *token);
}

static int token_is(const char *token, size_t length, const char *word)
{
    return length == strlen(word) && memcmp(token, word, length) == 0;
}

static void expect_token(smt_reader *reader, const char *word)
{
    const char *token;
    const size_t length = smt_token(reader, &token);
    if (!token_is(token, length, word))
        fail_msg("expected '%s', found '%.*s'", word, (int)length, token);
}

/* A name the writer declared: x<r>y<c> or aux<k>, as a DIMACS variable. */
static int32_t smt_variable(const smt_reader *reader, const char *token,
                            size_t length)
{
    char name[64];
    assert_true(length < sizeof name);
    memcpy(name, token, length);
    name[length] = '\0';
    unsigned row, column;
    long k;
    char rest;
    if (sscanf(name, "x%uy%u%c", &row, &column, &rest) == 2) {
        assert_true(row < reader->n && column < reader->n);
        char canonical[64];
        snprintf(canonical, sizeof canonical, "x%uy%u", row, column);
        assert_string_equal(name, canonical);
        return (int32_t)(row * reader->n + column + 1);
    }
    if (sscanf(name, "aux%ld%c", &k, &rest) == 1) {
        assert_true(k > (long)reader->n * reader->n);
        return (int32_t)k;
    }
    fail_msg("'%s' is not a name the writer uses", name);
    return 0;
}

static int32_t smt_literal(smt_reader *reader, const char *token,
                           size_t length)
{
    if (!token_is(token, length, "(")) {
        const int32_t variable = smt_variable(reader, token, length);
        assert_true(variable <= reader->variables); /* declared first */
        return variable;
    }
    expect_token(reader, "not");
    length = smt_token(reader, &token);
    const int32_t variable = smt_variable(reader, token, length);
    assert_true(variable <= reader->variables);
    expect_token(reader, ")");
    return -variable;
}

typedef struct smt_file {
    int32_t variables;   /* declared */
    size_t asserts;
    int32_t *literals;   /* as parse_dimacs: each clause closed by 0 */
    size_t literal_count;
    size_t capacity;
} smt_file;

static void push_literal(smt_file *file, int32_t literal)
{
    if (file->literal_count == file->capacity) {
        file->capacity = file->capacity ? file->capacity * 2 : 1024;
        file->literals =
            realloc(file->literals, file->capacity * sizeof *file->literals);
        assert_non_null(file->literals);
    }
    file->literals[file->literal_count++] = literal;
}

/* Reads the whole file: (set-logic QF_UF), the declarations (the n*n
 * squares in variable order, then the auxiliary variables), one assert
 * per clause, (check-sat), (get-model), nothing after. Every form must
 * close: the parentheses are balanced. */
static smt_file read_smt(const text_buffer *text, uint32_t n)
{
    smt_reader reader = {text->data, text->data + text->size, n, 0};
    smt_file file;
    memset(&file, 0, sizeof file);
    expect_token(&reader, "(");
    expect_token(&reader, "set-logic");
    expect_token(&reader, "QF_UF");
    expect_token(&reader, ")");
    int saw_check = 0, saw_model = 0;
    for (;;) {
        const char *token;
        size_t length = smt_token(&reader, &token);
        if (length == 0) break;
        assert_false(saw_model); /* (get-model) comes last */
        assert_true(token_is(token, length, "("));
        length = smt_token(&reader, &token);
        if (token_is(token, length, "declare-const")) {
            assert_int_equal(file.asserts, 0); /* declarations first */
            length = smt_token(&reader, &token);
            assert_int_equal(smt_variable(&reader, token, length),
                             reader.variables + 1);
            reader.variables++;
            expect_token(&reader, "Bool");
        } else if (token_is(token, length, "assert")) {
            assert_false(saw_check);
            file.asserts++;
            length = smt_token(&reader, &token);
            const char *after_open = reader.at;
            const char *next;
            const size_t next_length = smt_token(&reader, &next);
            if (token_is(token, length, "(") &&
                token_is(next, next_length, "or")) {
                size_t count = 0;
                for (;;) {
                    length = smt_token(&reader, &token);
                    assert_true(length > 0);
                    if (token_is(token, length, ")")) break;
                    push_literal(&file, smt_literal(&reader, token, length));
                    count++;
                }
                assert_true(count >= 2); /* units are not (or x) */
            } else {
                reader.at = after_open; /* a unit: x or (not x) */
                push_literal(&file, smt_literal(&reader, token, length));
            }
            push_literal(&file, 0);
        } else if (token_is(token, length, "check-sat")) {
            assert_false(saw_check);
            saw_check = 1;
        } else if (token_is(token, length, "get-model")) {
            assert_true(saw_check);
            saw_model = 1;
        } else {
            fail_msg("unexpected command '%.*s'", (int)length, token);
        }
        expect_token(&reader, ")");
    }
    assert_true(saw_check && saw_model);
    file.variables = reader.variables;
    return file;
}

/* ------------------------------------------------------------------------
 * SMT-LIB 2
 * ------------------------------------------------------------------------ */

static void test_smt2_for_4_declares_the_16_squares_by_name(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    text_buffer text = written_text(write_smt2, &options);
    assert_int_equal(count_lines_starting(&text, "(declare-const "), 16);
    for (unsigned r = 0; r < 4; r++)
        for (unsigned c = 0; c < 4; c++) {
            char line[64];
            snprintf(line, sizeof line, "\n(declare-const x%uy%u Bool)\n", r,
                     c);
            assert_non_null(strstr(text.data, line));
        }
    /* As many asserts as DIMACS clauses, plus the two commands. */
    assert_int_equal(count_lines_starting(&text, "(assert "), 84);
    assert_int_equal(count_lines_starting(&text, "("), 1 + 16 + 84 + 2);
    assert_non_null(strstr(text.data, "\n(assert (or x0y0 x0y1 x0y2 x0y3))\n"));
    assert_non_null(
        strstr(text.data, "\n(assert (or (not x0y0) (not x0y1)))\n"));
    const char *tail = "(check-sat)\n(get-model)\n";
    assert_string_equal(text.data + text.size - strlen(tail), tail);
    /* Comment lines first: the tool, N, what the names mean. */
    assert_true(text.data[0] == ';');
    assert_non_null(strstr(text.data, "4-queens"));
    assert_non_null(strstr(text.data, "x<r>y<c>"));
    text_buffer_free(&text);
}

/* Every assert, in order, is the DIMACS writer's clause. */
static void assert_smt2_matches_dimacs(const nqcnf_options *options)
{
    text_buffer dimacs = written_text(write_dimacs, options);
    text_buffer smt = written_text(write_smt2, options);
    parsed_dimacs parsed = parse_dimacs(&dimacs);
    smt_file file = read_smt(&smt, options->n);
    assert_int_equal(file.variables, parsed.variables);
    assert_int_equal(file.asserts, parsed.clauses);
    assert_int_equal(file.asserts, parsed.clause_count);
    assert_int_equal(file.literal_count, parsed.literal_count);
    assert_memory_equal(file.literals, parsed.literals,
                        file.literal_count * sizeof *file.literals);
    free(file.literals);
    parsed_dimacs_free(&parsed);
    text_buffer_free(&dimacs);
    text_buffer_free(&smt);
}

static void test_smt2_asserts_the_dimacs_clauses_for_every_option(
    void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 9; n++)
        for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++)
            for (size_t c = 0; c < sizeof option_cases / sizeof *option_cases;
                 c++) {
                nqcnf_options options;
                nqcnf_square_ref queens[2], blocked[2];
                options_for(&options, n, (nqcnf_encoding)e, &option_cases[c],
                            queens, blocked);
                assert_smt2_matches_dimacs(&options);
            }
}

static void test_smt2_with_symmetry_breaking_matches_dimacs(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 7; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.symmetry_breaking = 1;
        assert_smt2_matches_dimacs(&options);
    }
}

/* Brute force for N = 4 (pairwise: no auxiliary variables): the asserts
 * hold exactly for the two solutions. */
static void test_smt2_for_4_holds_exactly_for_the_solutions(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    text_buffer text = written_text(write_smt2, &options);
    smt_file file = read_smt(&text, 4);
    unsigned satisfying = 0;
    for (uint32_t bits = 0; bits < (1u << 16); bits++) {
        int all = 1;
        for (size_t i = 0; all && i < file.literal_count;) {
            int clause = 0;
            for (; file.literals[i] != 0; i++) {
                const int32_t l = file.literals[i];
                const int value = (bits >> ((l < 0 ? -l : l) - 1)) & 1;
                if ((l > 0) == (value == 1)) clause = 1;
            }
            i++;
            all = clause;
        }
        if (!all) continue;
        satisfying++;
        /* .Q.. ...Q Q... ..Q. and its mirror image */
        assert_true(bits == ((1u << 1) | (1u << 7) | (1u << 8) | (1u << 14)) ||
                    bits == ((1u << 2) | (1u << 4) | (1u << 11) | (1u << 13)));
    }
    assert_int_equal(satisfying, 2);
    free(file.literals);
    text_buffer_free(&text);
}

/* The sequential counter spends k-1 auxiliary variables on a line of k
 * squares: 2N(N-1) for rows and columns, and 2(N-1)^2 for the diagonals
 * (two directions, lengths 2..N-1 twice and N once), so 42 for N = 4,
 * numbered 17 .. 58 after the board. */
static void test_smt2_names_auxiliary_variables_by_number(void **state)
{
    (void)state;
    const long n = 4, auxiliary = 2 * n * (n - 1) + 2 * (n - 1) * (n - 1);
    nqcnf_options options;
    nqcnf_options_init(&options, (uint32_t)n);
    options.encoding = NQCNF_ENCODING_SEQUENTIAL;
    text_buffer text = written_text(write_smt2, &options);
    assert_int_equal(count_lines_starting(&text, "(declare-const aux"),
                     auxiliary);
    assert_non_null(strstr(text.data, "\n(declare-const aux17 Bool)\n"));
    assert_non_null(strstr(text.data, "\n(declare-const aux58 Bool)\n"));
    assert_null(strstr(text.data, "aux16"));
    assert_null(strstr(text.data, "aux59"));
    assert_non_null(strstr(text.data, "; aux<k>"));
    smt_file file = read_smt(&text, (uint32_t)n);
    assert_int_equal(file.variables, n * n + auxiliary);
    free(file.literals);
    text_buffer_free(&text);
}

/* ------------------------------------------------------------------------
 * OPB read back
 * ------------------------------------------------------------------------ */

typedef struct opb_term {
    int coefficient;
    int32_t variable;
} opb_term;

typedef struct opb_constraint {
    opb_term *terms;
    size_t count;
    int equality; /* "=" rather than ">=" */
    long degree;
} opb_constraint;

typedef struct opb_file {
    long variables;   /* from the header */
    long constraints; /* from the header */
    opb_constraint *list;
    size_t count;
    int32_t largest_variable;
} opb_file;

static void opb_free(opb_file *file)
{
    for (size_t i = 0; i < file->count; i++) free(file->list[i].terms);
    free(file->list);
    memset(file, 0, sizeof *file);
}

/* The competition's syntax, strictly: "* #variable= V #constraint= C" on
 * the first line, "*" comments, then "+1 x3 -1 x5 ... >= D ;" or "= D ;"
 * with coefficients +1 or -1, one constraint per line. */
static opb_file read_opb(const text_buffer *text)
{
    opb_file file;
    memset(&file, 0, sizeof file);
    char *copy = malloc(text->size + 1);
    assert_non_null(copy);
    memcpy(copy, text->data, text->size);
    copy[text->size] = '\0';
    assert_true(text->size > 0 && copy[text->size - 1] == '\n');
    char *save = NULL;
    char *line = strtok_r(copy, "\n", &save);
    char rest;
    assert_non_null(line);
    assert_int_equal(sscanf(line, "* #variable= %ld #constraint= %ld%c",
                            &file.variables, &file.constraints, &rest),
                     2);
    size_t capacity = 0;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        if (line[0] == '*') {
            assert_int_equal(file.count, 0); /* comments only on top */
            continue;
        }
        if (file.count == capacity) {
            capacity = capacity ? capacity * 2 : 64;
            file.list = realloc(file.list, capacity * sizeof *file.list);
            assert_non_null(file.list);
        }
        opb_constraint *c = &file.list[file.count++];
        memset(c, 0, sizeof *c);
        size_t term_capacity = 0;
        char *word_save = NULL;
        char *word = strtok_r(line, " ", &word_save);
        for (;; word = strtok_r(NULL, " ", &word_save)) {
            assert_non_null(word);
            if (strcmp(word, ">=") == 0 || strcmp(word, "=") == 0) break;
            assert_true(strcmp(word, "+1") == 0 || strcmp(word, "-1") == 0);
            const char *variable = strtok_r(NULL, " ", &word_save);
            assert_non_null(variable);
            char *end;
            assert_int_equal(variable[0], 'x');
            const long v = strtol(variable + 1, &end, 10);
            assert_true(*end == '\0' && v >= 1 && v <= INT32_MAX);
            if (c->count == term_capacity) {
                term_capacity = term_capacity ? term_capacity * 2 : 8;
                c->terms = realloc(c->terms, term_capacity * sizeof *c->terms);
                assert_non_null(c->terms);
            }
            c->terms[c->count].coefficient = word[0] == '+' ? 1 : -1;
            c->terms[c->count].variable = (int32_t)v;
            if (v > file.largest_variable) file.largest_variable = (int32_t)v;
            c->count++;
        }
        assert_true(c->count > 0);
        c->equality = strcmp(word, "=") == 0;
        const char *degree = strtok_r(NULL, " ", &word_save);
        assert_non_null(degree);
        char *end;
        c->degree = strtol(degree, &end, 10);
        assert_true(*end == '\0' && end != degree);
        const char *semicolon = strtok_r(NULL, " ", &word_save);
        assert_non_null(semicolon);
        assert_string_equal(semicolon, ";");
        assert_null(strtok_r(NULL, " ", &word_save));
    }
    free(copy);
    return file;
}

/* Whether an assignment (values[v] for variable v) meets every constraint. */
static int opb_holds(const opb_file *file, const unsigned char *values)
{
    for (size_t i = 0; i < file->count; i++) {
        const opb_constraint *c = &file->list[i];
        long sum = 0;
        for (size_t t = 0; t < c->count; t++)
            sum += c->terms[t].coefficient * values[c->terms[t].variable];
        if (c->equality ? sum != c->degree : sum < c->degree) return 0;
    }
    return 1;
}

/* ------------------------------------------------------------------------
 * OPB
 * ------------------------------------------------------------------------ */

static void assert_opb_header_counts(const nqcnf_options *options)
{
    text_buffer text = written_text(write_opb, options);
    opb_file file = read_opb(&text);
    const long n = options->n;
    assert_int_equal(file.constraints, (long)file.count);
    assert_int_equal(file.variables, n * n); /* no symmetry breaking here */
    assert_true(file.largest_variable <= file.variables);
    /* 2N lines, 4N-6 diagonals of two squares or more (N >= 2), then the
     * unit constraints. */
    const long diagonals = n >= 2 ? 4 * n - 6 : 0;
    assert_int_equal(
        file.constraints,
        2 * n + diagonals + (long)(options->queen_count + options->blocked_count));
    opb_free(&file);
    text_buffer_free(&text);
}

static void test_opb_header_counts_what_is_written(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 12; n++)
        for (size_t c = 0; c < sizeof option_cases / sizeof *option_cases;
             c++) {
            text_buffer first = {NULL, 0, 0};
            for (unsigned e = 0; e < NQCNF_ENCODING_COUNT; e++) {
                nqcnf_options options;
                nqcnf_square_ref queens[2], blocked[2];
                options_for(&options, n, (nqcnf_encoding)e, &option_cases[c],
                            queens, blocked);
                assert_opb_header_counts(&options);
                /* The encoding is not used: the same file for each. */
                text_buffer text = written_text(write_opb, &options);
                if (e == 0) {
                    first = text;
                } else {
                    assert_int_equal(text.size, first.size);
                    assert_memory_equal(text.data, first.data, text.size);
                    text_buffer_free(&text);
                }
            }
            text_buffer_free(&first);
        }
}

static void test_opb_writes_lines_as_cardinality_constraints(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    text_buffer text = written_text(write_opb, &options);
    assert_non_null(strstr(text.data, "\n+1 x1 +1 x2 +1 x3 +1 x4 = 1 ;\n"));
    assert_non_null(strstr(text.data, "\n+1 x1 +1 x5 +1 x9 +1 x13 = 1 ;\n"));
    assert_non_null(strstr(text.data, "\n-1 x1 -1 x6 -1 x11 -1 x16 >= -1 ;\n"));
    assert_null(strstr(text.data, "<="));
    assert_null(strstr(text.data, "~"));
    text_buffer_free(&text);

    /* Columns without at-least-one become at-most-one; a pre-placed queen
     * is ">= 1", a blocked square "-1 x >= 0" (not x = 1 - x). */
    static const nqcnf_square_ref queen = {1, 2}, blocked = {3, 0};
    options.column_at_least_one = 0;
    options.queens = &queen;
    options.queen_count = 1;
    options.blocked = &blocked;
    options.blocked_count = 1;
    text = written_text(write_opb, &options);
    assert_non_null(strstr(text.data, "\n-1 x1 -1 x5 -1 x9 -1 x13 >= -1 ;\n"));
    assert_non_null(strstr(text.data, "\n+1 x7 >= 1 ;\n-1 x13 >= 0 ;\n"));
    text_buffer_free(&text);
}

/* Brute force over all 2^16 assignments of N = 4, for each option set:
 * the constraints hold exactly for the solutions that keep the pre-placed
 * queens and leave the blocked squares empty. */
static void test_opb_for_4_holds_exactly_for_the_solutions(void **state)
{
    (void)state;
    for (size_t c = 0; c < sizeof option_cases / sizeof *option_cases; c++) {
        nqcnf_options options;
        nqcnf_square_ref queens[2], blocked[2];
        options_for(&options, 4, NQCNF_ENCODING_PAIRWISE, &option_cases[c],
                    queens, blocked);
        text_buffer text = written_text(write_opb, &options);
        opb_file file = read_opb(&text);
        unsigned matches = 0;
        unsigned char values[17];
        for (uint32_t bits = 0; bits < (1u << 16); bits++) {
            values[0] = 0;
            for (unsigned v = 0; v < 16; v++)
                values[v + 1] = (unsigned char)((bits >> v) & 1);
            int expected = oracle_is_solution(4, values + 1);
            for (size_t q = 0; q < options.queen_count; q++)
                expected &= values[queens[q].row * 4 + queens[q].column + 1];
            for (size_t b = 0; b < options.blocked_count; b++)
                expected &=
                    !values[blocked[b].row * 4 + blocked[b].column + 1];
            if (opb_holds(&file, values) != expected)
                fail_msg("%s: assignment %#x: constraints %s, solution %s",
                         option_cases[c].name, bits,
                         expected ? "fail" : "hold", expected ? "yes" : "no");
            matches += (unsigned)expected;
        }
        assert_int_equal(matches, c == 0 || c == 1 ? 2 : 1);
        opb_free(&file);
        text_buffer_free(&text);
    }
}

/* Larger boards: every board with one queen per row (N^N of them) meets
 * the constraints exactly when it is a solution (4, 10, 4 and 40 of them
 * for N = 4 .. 7). */
static void test_opb_accepts_exactly_the_solutions_up_to_7(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 7; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.column_at_least_one = n % 2; /* either way the same */
        text_buffer text = written_text(write_opb, &options);
        opb_file file = read_opb(&text);
        uint32_t columns[8] = {0};
        unsigned char values[50];
        unsigned found = 0;
        for (;;) {
            memset(values, 0, sizeof values);
            for (uint32_t r = 0; r < n; r++) values[r * n + columns[r] + 1] = 1;
            const int holds = opb_holds(&file, values);
            assert_int_equal(holds, oracle_is_solution(n, values + 1));
            found += (unsigned)holds;
            uint32_t r = 0;
            while (r < n && ++columns[r] == n) columns[r++] = 0;
            if (r == n) break;
        }
        assert_int_equal(found, oracle_a000170[n]);
        opb_free(&file);
        text_buffer_free(&text);
    }
}

/* Symmetry breaking adds the same clauses and auxiliary variables to the
 * OPB file as to the DIMACS one (pairwise, so every DIMACS variable
 * beyond N*N is symmetry breaking's): the OPB header must count them, and
 * the line constraints stay 2N + 4N-6 as without it. */
static void test_opb_with_symmetry_breaking_counts_what_is_written(
    void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 8; n++) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        options.symmetry_breaking = 1;
        text_buffer dimacs = written_text(write_dimacs, &options);
        text_buffer text = written_text(write_opb, &options);
        opb_file file = read_opb(&text);
        parsed_dimacs parsed = parse_dimacs(&dimacs);
        const long symmetry_clauses =
            (long)parsed.clauses - (long)textbook_clause_count(n);
        const long lines = 2 * (long)n + (n >= 2 ? 4 * (long)n - 6 : 0);
        assert_true(symmetry_clauses >= 0);
        assert_int_equal(file.constraints, (long)file.count);
        assert_int_equal(file.constraints, lines + symmetry_clauses);
        assert_int_equal(file.variables, parsed.variables);
        assert_true(file.largest_variable <= file.variables);
        /* From N = 4 on there is something to break, and it costs. */
        if (n >= 4) assert_true(symmetry_clauses > 0);
        parsed_dimacs_free(&parsed);
        opb_free(&file);
        text_buffer_free(&dimacs);
        text_buffer_free(&text);
    }
}

/* ------------------------------------------------------------------------
 * Both writers: errors
 * ------------------------------------------------------------------------ */

static void test_write_errors_are_io_errors_with_errno(void **state)
{
    (void)state;
    /* Boards that take several output blocks. */
    nqcnf_options options;
    nqcnf_options_init(&options, 40);
    assert_true(assert_write_failures_end_the_output(write_smt2,
                                                     &options) >= 3);
    nqcnf_options_init(&options, 300);
    assert_true(assert_write_failures_end_the_output(write_opb,
                                                     &options) >= 3);
}

static void test_invalid_arguments_are_refused(void **state)
{
    (void)state;
    static const writer_fn writers[] = {write_smt2, write_opb};
    for (size_t w = 0; w < 2; w++) {
        nqcnf_options options;
        nqcnf_options_init(&options, 4);
        block_log log;
        memset(&log, 0, sizeof log);
        assert_int_equal(writers[w](NULL, block_log_write, &log),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_int_equal(writers[w](&options, NULL, &log),
                         NQCNF_ERR_INVALID_ARGUMENT);
        options.n = 0;
        assert_int_equal(writers[w](&options, block_log_write, &log),
                         NQCNF_ERR_INVALID_ARGUMENT);
        options.n = NQCNF_MAX_N + 1;
        assert_int_equal(writers[w](&options, block_log_write, &log),
                         NQCNF_ERR_TOO_LARGE);
        nqcnf_options_init(&options, 4);
        options.encoding = (nqcnf_encoding)NQCNF_ENCODING_COUNT;
        assert_int_equal(writers[w](&options, block_log_write, &log),
                         NQCNF_ERR_INVALID_ARGUMENT);
        static const nqcnf_square_ref off_board = {4, 0};
        nqcnf_options_init(&options, 4);
        options.queens = &off_board;
        options.queen_count = 1;
        assert_int_equal(writers[w](&options, block_log_write, &log),
                         NQCNF_ERR_INVALID_ARGUMENT);
        assert_int_equal(log.calls, 0); /* nothing written for any */
    }
}

typedef struct write_run {
    writer_fn writer;
    size_t calls; /* writes made */
} write_run;

/* Nothing reaches the output before the writer has all its memory. */
static nqcnf_status write_six(void *context)
{
    write_run *run = context;
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    block_log log;
    memset(&log, 0, sizeof log);
    const nqcnf_status status = run->writer(&options, block_log_write, &log);
    run->calls = log.calls;
    if (status != NQCNF_OK && log.calls != 0) return NQCNF_ERR_INTERNAL;
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    write_run run = {write_smt2, 0};
    oom_loop("write_smt2", write_six, &run);
    assert_true(run.calls > 0);
    run.writer = write_opb;
    oom_loop("write_opb", write_six, &run);
    assert_true(run.calls > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_smt2_for_4_declares_the_16_squares_by_name),
        cmocka_unit_test(
            test_smt2_asserts_the_dimacs_clauses_for_every_option),
        cmocka_unit_test(test_smt2_with_symmetry_breaking_matches_dimacs),
        cmocka_unit_test(test_smt2_for_4_holds_exactly_for_the_solutions),
        cmocka_unit_test(test_smt2_names_auxiliary_variables_by_number),
        cmocka_unit_test(test_opb_header_counts_what_is_written),
        cmocka_unit_test(test_opb_writes_lines_as_cardinality_constraints),
        cmocka_unit_test(test_opb_for_4_holds_exactly_for_the_solutions),
        cmocka_unit_test(test_opb_accepts_exactly_the_solutions_up_to_7),
        cmocka_unit_test(
            test_opb_with_symmetry_breaking_counts_what_is_written),
        cmocka_unit_test(test_write_errors_are_io_errors_with_errno),
        cmocka_unit_test(test_invalid_arguments_are_refused),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
