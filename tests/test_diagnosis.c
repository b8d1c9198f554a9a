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

static nqcnf_text_kind kind_of(const char *data, size_t size)
{
    return nqcnf_sniff_text(data, size).kind;
}

#define KIND_OF(literal) kind_of(literal, sizeof literal - 1)

static void test_kinds_of_text(void **state)
{
    (void)state;
    assert_int_equal(KIND_OF(""), NQCNF_TEXT_EMPTY);
    assert_int_equal(nqcnf_sniff_text(" \n\t\n", 4).line, 0);
    nqcnf_text_sniff s = nqcnf_sniff_text("c nothing yet\n\n", 15);
    assert_int_equal(s.kind, NQCNF_TEXT_EMPTY);
    assert_int_equal(s.line, 1);
    assert_int_equal(KIND_OF("p cnf 1 1\n1 0\n"), NQCNF_TEXT_DIMACS);
    assert_int_equal(KIND_OF("1 2 0\n-1 -2 0\n"), NQCNF_TEXT_DIMACS);

    s = nqcnf_sniff_text("\x1f\x8b\x08\x00", 4);
    assert_int_equal(s.kind, NQCNF_TEXT_COMPRESSED);
    assert_string_equal(s.name, "gzip");
    assert_string_equal(nqcnf_sniff_text("\xfd" "7zXZ\0\0", 7).name, "xz");
    assert_string_equal(nqcnf_sniff_text("\x28\xb5\x2f\xfd\x24", 5).name,
                        "zstd");
    assert_string_equal(nqcnf_sniff_text("BZh91AY", 7).name, "bzip2");
    /* three letters a text may start with are not yet bzip2 */
    assert_int_equal(KIND_OF("BZhx 1 0\n"), NQCNF_TEXT_DIMACS);

    s = nqcnf_sniff_text("p cnf 1 1\n1\0 0\n", 15);
    assert_int_equal(s.kind, NQCNF_TEXT_BINARY);
    assert_int_equal(s.offset, 11);
    assert_int_equal(s.line, 2);
    /* a stray control byte is the reader's to name; many are binary */
    assert_int_equal(KIND_OF("1 2\x01 0\n"), NQCNF_TEXT_DIMACS);
    assert_int_equal(KIND_OF("\x01\x02\x03\x04\x05\x06\x07\x0e 0\n"),
                     NQCNF_TEXT_BINARY);
    /* a pasted terminal log's colours are text */
    assert_int_equal(KIND_OF("\x1b[1m1 2 0\x1b[0m\n"), NQCNF_TEXT_DIMACS);

    s = nqcnf_sniff_text("; the board\n(declare-const a Bool)\n", 34);
    assert_int_equal(s.kind, NQCNF_TEXT_SMT_LIB);
    assert_int_equal(s.line, 2);
    assert_int_equal(KIND_OF("* #variable= 2 #constraint= 1\n+1 x1 +1 x2 = 1 ;\n"),
                     NQCNF_TEXT_OPB);
    assert_int_equal(KIND_OF("+1 x1 +1 x2 >= 1 ;\n"), NQCNF_TEXT_OPB);

    s = nqcnf_sniff_text("c picosat\ns SATISFIABLE\nv 1 -2 0\n", 33);
    assert_int_equal(s.kind, NQCNF_TEXT_SOLVER_OUTPUT);
    assert_string_equal(s.name, "competition");
    assert_int_equal(s.line, 2);
    assert_string_equal(nqcnf_sniff_text("SAT\n1 -2 0\n", 11).name, "minisat");
    assert_string_equal(nqcnf_sniff_text("UNSAT\n", 6).name, "minisat");
    assert_string_equal(nqcnf_sniff_text("sat\n(\n", 6).name, "z3");
    /* "sat" with more words on its line is not an answer */
    assert_int_equal(KIND_OF("sat 1 0\n"), NQCNF_TEXT_DIMACS);
    assert_int_equal(nqcnf_sniff_text(NULL, 0).kind, NQCNF_TEXT_EMPTY);
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
static long two_digits(long v) { return ((v - 1) / 4 + 1) * 10 + (v - 1) % 4 + 1; }
static long same(long v) { return v; }

static nqcnf_diagnoses diagnose_text(const text_buffer *text, uint32_t n)
{
    checked c;
    const nqcnf_options options = options_for(n);
    check_text(text->data, text->size, n, &options, &c);
    nqcnf_diagnoses d;
    assert_int_equal(nqcnf_diagnose(&options, text->data, text->size, &c.cnf,
                                    &c.report, &d),
                     NQCNF_OK);
    checked_free(&c);
    return d;
}

static void expect_reading(const char *header, long (*map)(long), uint32_t n,
                           nqcnf_diagnosis_kind kind, int64_t value)
{
    text_buffer text = renumbered(header, map);
    const nqcnf_diagnoses d = diagnose_text(&text, n);
    assert_int_equal(d.count, 1);
    assert_int_equal(d.items[0].kind, kind);
    assert_int_equal(d.items[0].value, value);
    assert_int_equal(d.items[0].summary, NQCNF_CHECK_IDENTICAL);
    assert_int_equal(d.items[0].differences, 0);
    text_buffer_free(&text);
}

static void test_readings(void **state)
{
    (void)state;
    expect_reading("p cnf 16 84", minus_one, 4, NQCNF_DIAGNOSIS_ZERO_BASED, 0);
    expect_reading("p cnf 19 84", plus_three, 4, NQCNF_DIAGNOSIS_SHIFTED, 3);
    expect_reading("p cnf 44 84", two_digits, 4, NQCNF_DIAGNOSIS_DECIMAL, 0);
    expect_reading("p cnf 4 84", same, 4, NQCNF_DIAGNOSIS_HEADER_IS_N, 4);

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
        assert_int_equal(d.items[0].kind, NQCNF_DIAGNOSIS_FAMILY_MISSING);
        assert_int_equal(d.items[0].family, NQCNF_FAMILY_DOWN_LEFT_PAIRS);
        assert_int_equal(d.items[0].value, down_left_pairs(n));
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
    const nqcnf_difference *meant = &c.report.differences[d.items[0].difference];
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
        cmocka_unit_test(test_families),
        cmocka_unit_test(test_typo),
        cmocka_unit_test(test_arguments_and_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
