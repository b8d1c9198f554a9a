/*
 * test_diagnosis.c - what a file is as a whole: nqcnf_sniff_text() and
 * nqcnf_diagnose().
 *
 * The kinds of text are told from small buffers written here byte by
 * byte (magic numbers from the formats' own specifications). The
 * diagnoses are asked of the hand-written 4-queens file of the lessons,
 * renumbered here the way students get it wrong; the family counts are
 * the closed forms written out. Every allocation failure is injected
 * into a diagnosis that re-reads and re-checks the file.
 */
#include "check_support.h"

/* What nqcnf_sniff_text() must say of some bytes; a name of NULL and a
 * line or an offset of ANY are not asked. */
enum { ANY = -1 };

typedef struct sniff_case {
    const char *data;
    size_t size;
    nqcnf_text_kind kind;
    const char *name;
    long line, offset;
} sniff_case;

/* A literal's bytes and their count, a NUL inside it included. */
#define BYTES(literal) literal, sizeof literal - 1

static const sniff_case sniff_cases[] = {
    {BYTES(""), NQCNF_TEXT_EMPTY, NULL, ANY, ANY},
    {BYTES(" \n\t\n"), NQCNF_TEXT_EMPTY, NULL, 0, ANY},
    {BYTES("c nothing yet\n\n"), NQCNF_TEXT_EMPTY, NULL, 1, ANY},
    {BYTES("p cnf 1 1\n1 0\n"), NQCNF_TEXT_DIMACS, NULL, ANY, ANY},
    {BYTES("1 2 0\n-1 -2 0\n"), NQCNF_TEXT_DIMACS, NULL, ANY, ANY},

    {BYTES("\x1f\x8b\x08\x00"), NQCNF_TEXT_COMPRESSED, "gzip", ANY, ANY},
    {BYTES("\xfd" "7zXZ\0\0"), NQCNF_TEXT_COMPRESSED, "xz", ANY, ANY},
    {BYTES("\x28\xb5\x2f\xfd\x24"), NQCNF_TEXT_COMPRESSED, "zstd", ANY, ANY},
    {BYTES("BZh91AY"), NQCNF_TEXT_COMPRESSED, "bzip2", ANY, ANY},
    /* three letters a text may start with are not yet bzip2 */
    {BYTES("BZhx 1 0\n"), NQCNF_TEXT_DIMACS, NULL, ANY, ANY},

    {BYTES("p cnf 1 1\n1\0 0\n"), NQCNF_TEXT_BINARY, NULL, 2, 11},
    /* a stray control byte is the reader's to name; many are binary */
    {BYTES("1 2\x01 0\n"), NQCNF_TEXT_DIMACS, NULL, ANY, ANY},
    {BYTES("\x01\x02\x03\x04\x05\x06\x07\x0e 0\n"), NQCNF_TEXT_BINARY, NULL,
     ANY, ANY},
    /* a pasted terminal log's colours are text */
    {BYTES("\x1b[1m1 2 0\x1b[0m\n"), NQCNF_TEXT_DIMACS, NULL, ANY, ANY},

    {BYTES("; the board\n(declare-const a Bool)"), NQCNF_TEXT_SMT_LIB, NULL,
     2, ANY},
    {BYTES("* #variable= 2 #constraint= 1\n+1 x1 +1 x2 = 1 ;\n"),
     NQCNF_TEXT_OPB, NULL, ANY, ANY},
    {BYTES("+1 x1 +1 x2 >= 1 ;\n"), NQCNF_TEXT_OPB, NULL, ANY, ANY},

    {BYTES("c picosat\ns SATISFIABLE\nv 1 -2 0\n"), NQCNF_TEXT_SOLVER_OUTPUT,
     "competition", 2, ANY},
    {BYTES("SAT\n1 -2 0\n"), NQCNF_TEXT_SOLVER_OUTPUT, "minisat", ANY, ANY},
    {BYTES("UNSAT\n"), NQCNF_TEXT_SOLVER_OUTPUT, "minisat", ANY, ANY},
    {BYTES("sat\n(\n"), NQCNF_TEXT_SOLVER_OUTPUT, "z3", ANY, ANY},
    /* "sat" with more words on its line is not an answer */
    {BYTES("sat 1 0\n"), NQCNF_TEXT_DIMACS, NULL, ANY, ANY},
    {NULL, 0, NQCNF_TEXT_EMPTY, NULL, ANY, ANY},
};

static void test_kinds_of_text(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof sniff_cases / sizeof *sniff_cases; i++) {
        const sniff_case *c = &sniff_cases[i];
        const nqcnf_text_sniff s = nqcnf_sniff_text(c->data, c->size);
        assert_int_equal(s.kind, c->kind);
        if (c->name != NULL) assert_string_equal(s.name, c->name);
        if (c->line != ANY) assert_int_equal(s.line, c->line);
        if (c->offset != ANY) assert_int_equal(s.offset, c->offset);
    }
}

/* The hand-written file's clauses with each variable v (1-based square)
 * written as map(v) ("-0" for not square 0 when map gives 0). */
static text_buffer renumbered(const char *header,
                              long (*map)(long variable))
{
    text_buffer file = read_data_file("handwritten_4.cnf");
    parsed_dimacs parsed = parse_dimacs(&file);
    text_buffer out = {malloc(16384), 0, 16384};
    assert_non_null(out.data);
    out.size = (size_t)snprintf(out.data, 16384, "%s\n", header);
    for (size_t k = 0; k < parsed.literal_count; k++) {
        const long literal = parsed.literals[k];
        if (literal == 0) {
            out.size += (size_t)snprintf(out.data + out.size,
                                         16384 - out.size, "0\n");
            continue;
        }
        const long variable = map(literal < 0 ? -literal : literal);
        out.size += (size_t)snprintf(out.data + out.size, 16384 - out.size,
                                     "%s%ld ", literal < 0 ? "-" : "",
                                     variable);
    }
    parsed_dimacs_free(&parsed);
    text_buffer_free(&file);
    return out;
}

static long minus_one(long v) { return v - 1; }
static long plus_three(long v) { return v + 3; }
static long two_digits(long v)
{
    return ((v - 1) / 4 + 1) * 10 + (v - 1) % 4 + 1;
}
static long same(long v) { return v; }

/* The diagnoses of a text at n; *c keeps its check (checked_free). */
static nqcnf_diagnoses diagnose_checked(const char *data, size_t size,
                                        uint32_t n, checked *c)
{
    const nqcnf_options options = options_for(n);
    check_text(data, size, n, &options, c);
    nqcnf_diagnoses d;
    assert_int_equal(nqcnf_diagnose(&options, data, size, &c->cnf,
                                    &c->report, &d),
                     NQCNF_OK);
    return d;
}

static nqcnf_diagnoses diagnose_text(const text_buffer *text, uint32_t n)
{
    checked c;
    const nqcnf_diagnoses d = diagnose_checked(text->data, text->size, n, &c);
    checked_free(&c);
    return d;
}

/* A reading that makes the lessons' 4-queens file the reference, and
 * what the diagnosis calls it. */
typedef struct reading_case {
    const char *header; /* the hand-written file renumbered by `map` */
    long (*map)(long variable);
    const char *file;   /* or, without a header, this file */
    nqcnf_diagnosis_kind kind;
    int64_t value;
} reading_case;

static const reading_case reading_cases[] = {
    {"p cnf 16 84", minus_one, NULL, NQCNF_DIAGNOSIS_ZERO_BASED, 0},
    /* -0 printed as 0 by integer arithmetic: the sign is restored where
     * every other literal of the line is negative, and said (value 1) */
    {NULL, NULL, "check/diagnosis/zero_based_sign_lost.cnf",
     NQCNF_DIAGNOSIS_ZERO_BASED, 1},
    {"p cnf 19 84", plus_three, NULL, NQCNF_DIAGNOSIS_SHIFTED, 3},
    {"p cnf 44 84", two_digits, NULL, NQCNF_DIAGNOSIS_DECIMAL, 0},
    {"p cnf 4 84", same, NULL, NQCNF_DIAGNOSIS_HEADER_IS_N, 4},
};

static void test_readings(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof reading_cases / sizeof *reading_cases;
         i++) {
        const reading_case *c = &reading_cases[i];
        text_buffer text = c->header != NULL ? renumbered(c->header, c->map)
                                             : read_data_file(c->file);
        const nqcnf_diagnoses d = diagnose_text(&text, 4);
        assert_int_equal(d.count, 1);
        assert_int_equal(d.items[0].kind, c->kind);
        assert_int_equal(d.items[0].value, c->value);
        assert_int_equal(d.items[0].summary, NQCNF_CHECK_IDENTICAL);
        assert_int_equal(d.items[0].differences, 0);
        text_buffer_free(&text);
    }
}

static void test_other_n(void **state)
{
    (void)state;
    text_buffer text = renumbered("p cnf 16 84", same);
    nqcnf_diagnoses d = diagnose_text(&text, 4);
    assert_int_equal(d.count, 0); /* the reference needs no diagnosis */
    for (uint32_t n = 5; n <= 7; n++) {
        d = diagnose_text(&text, n);
        assert_int_equal(d.count, 1);
        assert_int_equal(d.items[0].kind, NQCNF_DIAGNOSIS_OTHER_N);
        assert_int_equal(d.items[0].n, 4);
        assert_int_equal(d.items[0].summary, NQCNF_CHECK_IDENTICAL);
    }
    text_buffer_free(&text);
}

/* Down-left pairs of an n x n board: anti-diagonals of lengths 1..n..1,
 * each of length k with k(k-1)/2 pairs: 2*C(n+1,3) - C(n,2). */
static int64_t down_left_pairs(int64_t n)
{
    return 2 * (n + 1) * n * (n - 1) / 6 - n * (n - 1) / 2;
}

/* The reference at n without the down-left pairs (the squares of a pair
 * are one row down and one column left of each other, or more). */
static text_buffer without_down_left(uint32_t n, int keep_long)
{
    nqcnf_clause_list list;
    const nqcnf_options options = options_for(n);
    assert_int_equal(nqcnf_clause_list_build(&options, &list), NQCNF_OK);
    text_buffer out = {malloc(1 << 20), 0, 1 << 20};
    assert_non_null(out.data);
    /* the header is written last, over room left for it, with the count
     * of the clauses kept: a header promising more would make it a file
     * cut off (the down-left pairs come last in the reference) */
    enum { HEADER_ROOM = 32 };
    out.size = HEADER_ROOM;
    size_t kept = 0;
    for (size_t i = 0; i < list.clause_count; i++) {
        size_t count;
        const int32_t *c = nqcnf_clause_list_get(&list, i, &count);
        if (count == 2 && c[0] < 0) {
            const int32_t a = -c[0] - 1, b = -c[1] - 1;
            const int32_t r1 = a / (int32_t)n, c1 = a % (int32_t)n;
            const int32_t r2 = b / (int32_t)n, c2 = b % (int32_t)n;
            const int down_left = r2 - r1 == c1 - c2 && r2 != r1;
            const int on_long = r1 + c1 == (int32_t)n - 1;
            if (down_left && !(keep_long && on_long)) continue;
        }
        for (size_t k = 0; k < count; k++)
            out.size += (size_t)sprintf(out.data + out.size, "%d ", c[k]);
        out.size += (size_t)sprintf(out.data + out.size, "0\n");
        kept++;
    }
    char header[HEADER_ROOM + 1];
    const int length = snprintf(header, sizeof header, "p cnf %u %zu", n * n,
                                kept);
    memset(out.data, ' ', HEADER_ROOM);
    memcpy(out.data, header, (size_t)length);
    out.data[HEADER_ROOM - 1] = '\n';
    nqcnf_clause_list_free(&list);
    return out;
}

static void test_families(void **state)
{
    (void)state;
    for (uint32_t n = 4; n <= 9; n++) {
        text_buffer text = without_down_left(n, 0);
        nqcnf_diagnoses d = diagnose_text(&text, n);
        assert_int_equal(d.count, 1);
        if (n == 4 || n == 6) {
            /* at N = 4 the down-left diagonal (1,2)-(2,1) cannot take
             * two: the other two queens would then share a down-right
             * diagonal; at 6, two diagonals cannot (found by the
             * solver, and by the e2e scripts' solvers) */
            assert_int_equal(d.items[0].kind,
                             NQCNF_DIAGNOSIS_LINES_TAKE_TWO);
            assert_true(d.items[0].line_count > 0 &&
                        d.items[0].line_count < 2 * n - 3);
            text_buffer_free(&text);
            continue;
        }
        assert_int_equal(d.items[0].kind, NQCNF_DIAGNOSIS_FAMILY_MISSING);
        assert_int_equal(d.items[0].family, NQCNF_FAMILY_DOWN_LEFT_PAIRS);
        assert_int_equal(d.items[0].value, down_left_pairs(n));
        /* every diagonal of two squares or more, asked, and none open */
        assert_int_equal(d.items[0].line_count, 2 * n - 3);
        assert_int_equal(d.items[0].queens, 2);
        assert_int_equal(d.items[0].open_lines, 0);
        text_buffer_free(&text);

        text = without_down_left(n, 1);
        d = diagnose_text(&text, n);
        assert_int_equal(d.count, 1);
        assert_int_equal(d.items[0].kind,
                         NQCNF_DIAGNOSIS_ONLY_LONG_DIAGONALS);
        assert_int_equal(d.items[0].family, NQCNF_FAMILY_DOWN_LEFT_PAIRS);
        assert_int_equal(d.items[0].value,
                         down_left_pairs(n) - (int64_t)n * (n - 1) / 2);
        text_buffer_free(&text);
    }
}

/* ---- what a family allows, line by line -------------------------------- */

/* A DIMACS text of n*n board variables and `auxiliary` more, built
 * clause by clause. */
typedef struct cnf_text {
    text_buffer text;
    size_t clauses;
    uint32_t n, auxiliary;
} cnf_text;

enum { CNF_ROOM = 1 << 20, HEADER_SPACE = 40 };

static cnf_text cnf_start(uint32_t n)
{
    cnf_text t = {{malloc(CNF_ROOM), HEADER_SPACE, CNF_ROOM}, 0, n, 0};
    assert_non_null(t.text.data);
    memset(t.text.data, ' ', HEADER_SPACE);
    t.text.data[HEADER_SPACE - 1] = '\n';
    return t;
}

static void cnf_clause(cnf_text *t, const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count; i++)
        t->text.size += (size_t)snprintf(t->text.data + t->text.size,
                                         t->text.capacity - t->text.size,
                                         "%d ", (int)literals[i]);
    t->text.size += (size_t)snprintf(t->text.data + t->text.size,
                                     t->text.capacity - t->text.size, "0\n");
    assert_true(t->text.size < t->text.capacity);
    t->clauses++;
}

static void cnf_finish(cnf_text *t)
{
    const int length = snprintf(t->text.data, HEADER_SPACE, "p cnf %u %zu",
                                t->n * t->n + t->auxiliary, t->clauses);
    t->text.data[length] = ' ';
}

static int32_t square(uint32_t n, uint32_t r, uint32_t c)
{
    return (int32_t)(r * n + c) + 1;
}

/* Every pair of a line given by its squares. */
static void cnf_pairs(cnf_text *t, const int32_t *squares, size_t count)
{
    for (size_t i = 0; i < count; i++)
        for (size_t j = i + 1; j < count; j++) {
            const int32_t pair[2] = {-squares[i], -squares[j]};
            cnf_clause(t, pair, 2);
        }
}

/* Both diagonals' pairs. */
static void cnf_diagonals(cnf_text *t)
{
    const uint32_t n = t->n;
    int32_t line[64];
    for (uint32_t k = 0; k < 2 * n - 1; k++)
        for (int down_left = 0; down_left < 2; down_left++) {
            size_t count = 0;
            for (uint32_t r = 0; r < n; r++)
                for (uint32_t c = 0; c < n; c++)
                    if (down_left ? r + c == k : r + n - 1 == c + k)
                        line[count++] = square(n, r, c);
            cnf_pairs(t, line, count);
        }
}

/* The queens of a board on row `row`. */
static uint32_t queens_in_row(const nqcnf_board *board, uint32_t row)
{
    uint32_t count = 0;
    for (uint32_t c = 0; c < board->n; c++)
        count += board->squares[row * board->n + c] == NQCNF_SQUARE_QUEEN;
    return count;
}

static int stop_now(void *context)
{
    (void)context;
    return 1;
}

/* Each row "an odd number of queens" (every even subset of it ruled
 * out), as an n-ary xor says it: two queens are stopped, three are not.
 * The family is not "missing": its lines take three, never two. */
static void test_rows_as_xor(void **state)
{
    (void)state;
    const uint32_t n = 8;
    cnf_text t = cnf_start(n);
    /* rows, then columns: with exactly one queen per column, N odd
     * rows would each hold one, so the columns are odd too */
    for (int columns = 0; columns < 2; columns++)
        for (uint32_t k = 0; k < n; k++)
            for (uint32_t subset = 0; subset < 1u << n; subset++) {
                uint32_t odd = 0;
                for (uint32_t i = 0; i < n; i++) odd ^= (subset >> i) & 1u;
                if (odd) continue;
                int32_t clause[8];
                for (uint32_t i = 0; i < n; i++) {
                    const int32_t x = columns ? square(n, i, k)
                                              : square(n, k, i);
                    clause[i] = subset & (1u << i) ? -x : x;
                }
                cnf_clause(&t, clause, n);
            }
    cnf_diagonals(&t);
    cnf_finish(&t);
    checked c;
    const nqcnf_diagnoses d =
        diagnose_checked(t.text.data, t.text.size, t.n, &c);
    assert_int_equal(d.count, 2);
    assert_int_equal(d.items[1].kind, NQCNF_DIAGNOSIS_LINES_TAKE_MORE);
    assert_int_equal(d.items[1].family, NQCNF_FAMILY_COLUMN_PAIRS);
    const nqcnf_diagnosis *g = &d.items[0];
    assert_int_equal(g->kind, NQCNF_DIAGNOSIS_LINES_TAKE_MORE);
    assert_int_equal(g->family, NQCNF_FAMILY_ROW_PAIRS);
    assert_int_equal(g->value, n);
    assert_int_equal(g->queens, 3);
    assert_int_equal(g->open_lines, 0);
    assert_true(g->line_count >= 1 && g->line_count <= n);
    assert_non_null(g->witness);
    assert_int_equal(queens_in_row(g->witness, g->lines[0]), 3);
    assert_true(satisfies_file(&c.cnf, g->witness));
    for (size_t i = 1; i < g->line_count; i++)
        assert_true(g->lines[i] > g->lines[i - 1]);
    assert_string_equal(nqcnf_diagnosis_kind_name(g->kind),
                        "lines-take-more");
    checked_free(&c);
    text_buffer_free(&t.text);
}

/* Each column at most one in the binary encoding (three bits of its
 * own for eight squares), column 3 with a bit too few: squares 1 and 5
 * (2 and 6, ...) get one code; no column has its at-least-one clause (a
 * variant of the reference). Every column pair is missing, but only
 * column 3 takes two queens, and only there is it said; the column
 * that is then empty comes after it. */
static void test_one_column_takes_two(void **state)
{
    (void)state;
    const uint32_t n = 8;
    cnf_text t = cnf_start(n);
    int32_t next = (int32_t)(n * n) + 1;
    for (uint32_t c = 0; c < n; c++) {
        int32_t line[8];
        for (uint32_t r = 0; r < n; r++) line[r] = square(n, r, c);
        const uint32_t bits = c == 2 ? 2 : 3;
        for (uint32_t r = 0; r < n; r++)
            for (uint32_t b = 0; b < bits; b++) {
                const int32_t bit = next + (int32_t)b;
                const int32_t clause[2] = {
                    -line[r], (r % (1u << bits)) & (1u << b) ? bit : -bit};
                cnf_clause(&t, clause, 2);
            }
        next += (int32_t)bits;
    }
    t.auxiliary = (uint32_t)next - 1 - n * n;
    for (uint32_t r = 0; r < n; r++) {
        int32_t line[8];
        for (uint32_t c = 0; c < n; c++) line[c] = square(n, r, c);
        cnf_clause(&t, line, n);
        cnf_pairs(&t, line, n);
    }
    cnf_diagonals(&t);
    cnf_finish(&t);
    checked c;
    const nqcnf_diagnoses d =
        diagnose_checked(t.text.data, t.text.size, t.n, &c);
    assert_int_equal(d.count, 2);
    assert_int_equal(d.items[1].family, NQCNF_FAMILY_COLUMN_AT_LEAST_ONE);
    assert_int_equal(d.items[1].queens, 0);
    const nqcnf_diagnosis *g = &d.items[0];
    assert_int_equal(g->kind, NQCNF_DIAGNOSIS_LINES_TAKE_TWO);
    assert_int_equal(g->family, NQCNF_FAMILY_COLUMN_PAIRS);
    assert_int_equal(g->line_count, 1);
    assert_int_equal(g->lines[0], 2);
    assert_int_equal(g->value, n);
    assert_int_equal(g->queens, 2);
    assert_non_null(g->witness);
    const unsigned char *column = g->witness->squares + 2;
    uint32_t queens = 0;
    for (uint32_t r = 0; r < n; r++)
        queens += column[r * n] == NQCNF_SQUARE_QUEEN;
    assert_int_equal(queens, 2);
    /* the colliding codes: rows r and r + 4 */
    int collide = 0;
    for (uint32_t r = 0; r < 4; r++)
        collide |= column[r * n] && column[(r + 4) * n];
    assert_true(collide);
    assert_true(satisfies_file(&c.cnf, g->witness));
    checked_free(&c);

    /* told to stop, nothing is claimed of a line not asked */
    check_text(t.text.data, t.text.size, n, NULL, &c);
    nqcnf_options options = options_for(n);
    options.stop = stop_now;
    nqcnf_diagnoses stopped;
    assert_int_equal(nqcnf_diagnose(&options, NULL, 0, &c.cnf, &c.report,
                                    &stopped),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(stopped.count, 0);
    checked_free(&c);
    text_buffer_free(&t.text);
}

/* tests/data/check/missing_and_wrong.cnf lacks -2 -7 and has -2 -8 on
 * line 86: one literal apart, the typo the diagnosis names. */
static void test_typo(void **state)
{
    (void)state;
    checked c;
    check_file("missing_and_wrong.cnf", &c);
    const nqcnf_options options = options_for(4);
    nqcnf_diagnoses d;
    assert_int_equal(nqcnf_diagnose(&options, NULL, 0, &c.cnf, &c.report, &d),
                     NQCNF_OK);
    assert_int_equal(d.count, 1);
    assert_int_equal(d.items[0].kind, NQCNF_DIAGNOSIS_TYPO);
    assert_int_equal(d.items[0].line, 86);
    assert_int_equal(d.items[0].written, -8);
    assert_int_equal(d.items[0].meant, -7);
    assert_int_equal(d.items[0].family, NQCNF_FAMILY_DOWN_RIGHT_PAIRS);
    const nqcnf_difference *meant =
        &c.report.differences[d.items[0].difference];
    assert_int_equal(meant->kind, NQCNF_DIFFERENCE_MISSING);
    assert_clause(meant->literals, meant->count, "-2 -7");
    checked_free(&c);
}

static void test_arguments_and_memory(void **state)
{
    (void)state;
    text_buffer text = renumbered("p cnf 16 84", minus_one);
    checked c;
    const nqcnf_options options = options_for(4);
    check_text(text.data, text.size, 4, &options, &c);
    nqcnf_diagnoses d;
    assert_int_equal(nqcnf_diagnose(NULL, text.data, text.size, &c.cnf,
                                    &c.report, &d),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_diagnose(&options, NULL, 5, &c.cnf, &c.report, &d),
                     NQCNF_ERR_INVALID_ARGUMENT);
    /* without the text, no reading: nothing else is wrong as a whole */
    assert_int_equal(nqcnf_diagnose(&options, NULL, 0, &c.cnf, &c.report, &d),
                     NQCNF_OK);
    assert_int_equal(d.count, 0);
    for (long before = 0;; before++) {
        fault_injection_start(before);
        const nqcnf_status status = nqcnf_diagnose(
            &options, text.data, text.size, &c.cnf, &c.report, &d);
        const long refused = fault_injection_refusals();
        assert_int_equal(fault_injection_stop(), 0);
        if (refused == 0) {
            assert_int_equal(status, NQCNF_OK);
            assert_int_equal(d.items[0].kind, NQCNF_DIAGNOSIS_ZERO_BASED);
            break;
        }
        assert_int_equal(status, NQCNF_ERR_OUT_OF_MEMORY);
    }
    checked_free(&c);
    text_buffer_free(&text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kinds_of_text),
        cmocka_unit_test(test_readings),
        cmocka_unit_test(test_other_n),
        cmocka_unit_test(test_families),
        cmocka_unit_test(test_rows_as_xor),
        cmocka_unit_test(test_one_column_takes_two),
        cmocka_unit_test(test_typo),
        cmocka_unit_test(test_arguments_and_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
