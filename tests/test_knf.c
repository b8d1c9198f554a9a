/*
 * test_knf.c - the cardinality formats, KNF and CNF+, read back by a
 * parser of their own and counted.
 *
 * No solver of either format is packaged for Debian, so the truth comes
 * from the formats' definitions, read here without the library: KNF's
 * "k B l1 ... lm 0" is "at least B of the literals" (Reeves, Heule and
 * Bryant's parser asserts B >= 1), CNF+'s "l1 ... lm <= K" is "at most K"
 * (MiniCard's reader), every other line a DIMACS clause, and the header
 * counts both kinds. The parser turns each constraint into the clauses
 * that say the same (at least B of m: every m-B+1 of them hold one true
 * literal), and the oracles' DPLL (tests/support/models.c) enumerates the
 * models on the board's squares. Every board of N <= 6 must be a solution
 * and their number OEIS A000170 (A002562 under symmetry breaking), or the
 * backtracking oracle's with queens and blocks. Golden files of N = 4
 * hold the bytes (tests/data/formats, with the version as @VERSION@).
 */
#include "oracles.h"
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum cardinality_format { KNF, CNF_PLUS };

static const nqcnf_format formats[] = {NQCNF_FORMAT_KNF,
                                       NQCNF_FORMAT_CNF_PLUS};

/* What the parser found besides the clauses it recorded. */
typedef struct parsed_cardinality {
    long variables, declared; /* the header's V and C */
    long constraints;         /* lines that are clauses or constraints */
    long cardinalities;       /* of them "k" or "<=" lines */
    int32_t largest_variable;
} parsed_cardinality;

/* Records a clause for each `size`-subset of literals[from ..], with
 * chosen[0 .. depth) already picked, each negated when `negate`. */
static void record_subsets(nqcnf_sink *sink, const int32_t *literals,
                           size_t count, size_t from, int32_t *chosen,
                           size_t depth, size_t size, int negate)
{
    if (depth == size) {
        assert_int_equal(sink->add_clause(sink->context, chosen, size),
                         NQCNF_OK);
        return;
    }
    for (size_t i = from; i + (size - depth) <= count; i++) {
        chosen[depth] = negate ? -literals[i] : literals[i];
        record_subsets(sink, literals, count, i + 1, chosen, depth + 1, size,
                       negate);
    }
}

/* "At least `bound` of the literals": every count-bound+1 of them hold a
 * true one. */
static void record_at_least(nqcnf_sink *sink, const int32_t *literals,
                            size_t count, long bound, int negate)
{
    assert_true(bound >= 1 && (size_t)bound <= count);
    int32_t chosen[64];
    assert_true(count <= 64);
    record_subsets(sink, literals, count, 0, chosen, 0,
                   count - (size_t)bound + 1, negate);
}

/* Reads the integers of one line into literals; returns how many, and
 * leaves *rest at the first word that is not an integer (or the end). */
static size_t read_integers(const char **rest, int32_t *literals,
                            size_t room)
{
    size_t count = 0;
    for (;;) {
        char *end;
        while (**rest == ' ') (*rest)++;
        const long value = strtol(*rest, &end, 10);
        if (end == *rest) return count;
        assert_true(count < room);
        assert_true(value >= -2147483647L && value <= 2147483647L);
        literals[count++] = (int32_t)value;
        *rest = end;
    }
}

/* One constraint line of `format`, recorded into sink. */
static void parse_constraint(enum cardinality_format format, const char *line,
                             nqcnf_sink *sink, parsed_cardinality *parsed)
{
    int32_t literals[256];
    long bound = 0;
    const int card = format == KNF && strncmp(line, "k ", 2) == 0;
    const char *rest = card ? line + 2 : line;
    if (card) {
        char *end;
        bound = strtol(rest, &end, 10);
        assert_true(end != rest && *end == ' ');
        rest = end;
    }
    size_t count = read_integers(&rest, literals, 256);
    int at_most = 0;
    if (format == CNF_PLUS && strncmp(rest, "<= ", 3) == 0) {
        char *end;
        bound = strtol(rest + 3, &end, 10);
        assert_true(end != rest + 3 && *end == '\0');
        at_most = 1;
    } else {
        /* A clause, or KNF's constraint: closed by 0, nothing after. */
        assert_true(count >= 1 && literals[count - 1] == 0 && *rest == '\0');
        count--;
    }
    for (size_t i = 0; i < count; i++) {
        assert_true(literals[i] != 0);
        const int32_t variable = literals[i] < 0 ? -literals[i] : literals[i];
        if (variable > parsed->largest_variable)
            parsed->largest_variable = variable;
    }
    parsed->constraints++;
    if (at_most) {
        /* At most K of m: at least m-K of them false. */
        assert_true(bound >= 0 && (size_t)bound <= count);
        parsed->cardinalities++;
        if ((size_t)bound < count)
            record_at_least(sink, literals, count, (long)count - bound, 1);
    } else if (card) {
        parsed->cardinalities++;
        record_at_least(sink, literals, count, bound, 0);
    } else {
        assert_true(count >= 1);
        assert_int_equal(sink->add_clause(sink->context, literals, count),
                         NQCNF_OK);
    }
}

/* The whole text, line by line: comments, one header, constraints. */
static parsed_cardinality parse_text(enum cardinality_format format,
                                     const text_buffer *text, recording *rec)
{
    parsed_cardinality parsed = {-1, -1, 0, 0, 0};
    nqcnf_sink sink;
    recording_sink_init(rec, &sink);
    char line[4096];
    size_t start = 0;
    while (start < text->size) {
        const char *newline = memchr(text->data + start, '\n',
                                     text->size - start);
        assert_non_null(newline); /* every line ends */
        const size_t length = (size_t)(newline - (text->data + start));
        assert_true(length < sizeof line);
        memcpy(line, text->data + start, length);
        line[length] = '\0';
        start += length + 1;
        if (line[0] == 'c' && (line[1] == ' ' || line[1] == '\0')) continue;
        if (line[0] == 'p') {
            int used = 0;
            assert_true(parsed.variables < 0); /* one header */
            const int read =
                format == KNF
                    ? sscanf(line, "p knf %ld %ld%n", &parsed.variables,
                             &parsed.declared, &used)
                    : sscanf(line, "p cnf+ %ld %ld%n", &parsed.variables,
                             &parsed.declared, &used);
            assert_int_equal(read, 2);
            assert_int_equal((size_t)used, length);
            continue;
        }
        assert_true(parsed.variables >= 0); /* the header comes first */
        parse_constraint(format, line, &sink, &parsed);
    }
    assert_int_equal(parsed.declared, parsed.constraints);
    assert_true(parsed.largest_variable <= parsed.variables);
    return parsed;
}

static text_buffer text_of(enum cardinality_format format,
                           const nqcnf_options *options)
{
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(nqcnf_write(options, formats[format], 0,
                                 text_buffer_write, &text),
                     NQCNF_OK);
    /* A NUL after the text, not counted, for strstr. */
    assert_int_equal(text_buffer_write(&text, "", 1), 0);
    text.size--;
    return text;
}

/* The boards of the text's models: each must be a solution; returns
 * their number. */
static uint64_t boards_of(enum cardinality_format format,
                          const nqcnf_options *options)
{
    text_buffer text = text_of(format, options);
    recording rec;
    const parsed_cardinality parsed = parse_text(format, &text, &rec);
    uint32_t n = options->n;
    signed char *open = calloc((size_t)parsed.variables + 1, 1);
    assert_non_null(open);
    const uint64_t boards =
        oracle_models(&rec, (int32_t)parsed.variables, (int32_t)(n * n), open,
                      oracle_model_is_solution, &n);
    free(open);
    recording_free(&rec);
    text_buffer_free(&text);
    return boards;
}

static void test_every_board_is_counted_once(void **state)
{
    (void)state;
    for (int f = KNF; f <= CNF_PLUS; f++)
        for (uint32_t n = 1; n <= (test_quick() ? 5u : 6u); n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            assert_int_equal(boards_of((enum cardinality_format)f, &options),
                             oracle_a000170[n]);
            options.symmetry_breaking = 1;
            assert_int_equal(boards_of((enum cardinality_format)f, &options),
                             oracle_a002562[n]);
        }
}

/* Options that change the clauses: each against the backtracking
 * oracle, for every square of the first row as the pre-placed queen and
 * a blocked square elsewhere. */
static void test_options_against_the_oracle(void **state)
{
    (void)state;
    for (int f = KNF; f <= CNF_PLUS; f++)
        for (uint32_t n = 4; n <= 6; n++)
            for (uint32_t c = 0; c < n; c++) {
                const nqcnf_square_ref queen = {0, c}, block = {n - 1, n - 1 - c};
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                options.column_at_least_one = (c % 2) == 0;
                options.encoding = (nqcnf_encoding)(c % NQCNF_ENCODING_COUNT);
                options.queens = &queen;
                options.queen_count = 1;
                assert_int_equal(
                    boards_of((enum cardinality_format)f, &options),
                    oracle_count(n, &queen, 1, NULL, 0, 0));
                options.queen_count = 0;
                options.blocked = &block;
                options.blocked_count = 1;
                assert_int_equal(
                    boards_of((enum cardinality_format)f, &options),
                    oracle_count(n, NULL, 0, &block, 1, 0));
            }
}

/* The header's counts, written before the first line, for boards too
 * large to count: V is the board (symmetry breaking's auxiliaries
 * apart, no encoding's), C the lines that follow, and each line of the
 * board is one constraint (none of length one in KNF). */
static void test_headers_count_what_follows(void **state)
{
    (void)state;
    for (int f = KNF; f <= CNF_PLUS; f++)
        for (uint32_t n = 1; n <= 40; n += (n < 10 ? 1 : 7))
            for (unsigned variant = 0; variant < 3; variant++) {
                const nqcnf_square_ref queen = {n / 2, n / 3};
                nqcnf_options options;
                nqcnf_options_init(&options, n);
                options.encoding = NQCNF_ENCODING_SEQUENTIAL;
                options.column_at_least_one = variant != 1;
                options.queens = variant == 2 ? &queen : NULL;
                options.queen_count = variant == 2;
                text_buffer text = text_of((enum cardinality_format)f,
                                           &options);
                recording rec;
                const parsed_cardinality p =
                    parse_text((enum cardinality_format)f, &text, &rec);
                assert_int_equal(p.variables, (long)n * n);
                /* Rows, columns, and the 2(2n-3) diagonals of >= 2. */
                const long lines = n == 1 ? 0 : 2L * n + 2L * (2L * n - 3);
                const long plus_one = f == CNF_PLUS && n == 1 ? 2 : 0;
                assert_int_equal(p.cardinalities, lines + plus_one);
                const long at_least_one = n * (variant == 1 ? 1L : 2L);
                assert_int_equal(p.constraints, p.cardinalities + at_least_one +
                                                    (variant == 2 ? 1 : 0));
                recording_free(&rec);
                text_buffer_free(&text);
            }
}

/* The written text with the library's version put back as @VERSION@. */
static void assert_is_golden(const text_buffer *written, const char *file)
{
    const char *version = nqcnf_version();
    const char *at = strstr(written->data, version);
    assert_non_null(at);
    text_buffer marked = {NULL, 0, 0};
    const size_t before = (size_t)(at - written->data);
    assert_int_equal(text_buffer_write(&marked, written->data, before), 0);
    assert_int_equal(text_buffer_write(&marked, "@VERSION@", 9), 0);
    const size_t after = before + strlen(version);
    assert_int_equal(text_buffer_write(&marked, written->data + after,
                                       written->size - after),
                     0);
    char name[64];
    snprintf(name, sizeof name, "formats/%s", file);
    assert_is_data_file(&marked, name);
    text_buffer_free(&marked);
}

static void test_golden_files(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    text_buffer text = text_of(KNF, &options);
    assert_is_golden(&text, "knf_4.knf");
    text_buffer_free(&text);
    text = text_of(CNF_PLUS, &options);
    assert_is_golden(&text, "cnfplus_4.cnfp");
    text_buffer_free(&text);
    /* The clauses of the options: --no-column-alo --queen 1,2 --block 5,1
     * --symmetry-breaking. */
    const nqcnf_square_ref queen = {0, 1}, block = {4, 0};
    nqcnf_options_init(&options, 5);
    options.column_at_least_one = 0;
    options.queens = &queen;
    options.queen_count = 1;
    options.blocked = &block;
    options.blocked_count = 1;
    options.symmetry_breaking = 1;
    text = text_of(KNF, &options);
    assert_is_golden(&text, "knf_5_options.knf");
    text_buffer_free(&text);
}

/* The encoding adds nothing: the lines are written whole. */
static void test_the_encoding_is_not_used(void **state)
{
    (void)state;
    for (int f = KNF; f <= CNF_PLUS; f++) {
        nqcnf_options options;
        nqcnf_options_init(&options, 9);
        text_buffer pairwise = text_of((enum cardinality_format)f, &options);
        for (int e = 1; e < NQCNF_ENCODING_COUNT; e++) {
            options.encoding = (nqcnf_encoding)e;
            text_buffer other = text_of((enum cardinality_format)f, &options);
            assert_same_bytes(&other, &pairwise, "another encoding");
            text_buffer_free(&other);
        }
        text_buffer_free(&pairwise);
    }
}

static nqcnf_status write_knf(const nqcnf_options *options,
                              nqcnf_write_fn write, void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_KNF, 0, write, context);
}

static nqcnf_status write_cnf_plus(const nqcnf_options *options,
                                   nqcnf_write_fn write, void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_CNF_PLUS, 0, write, context);
}

/* N = 300 is several blocks; a failed write stops each at once. */
static void test_write_failures_stop_the_output(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 300);
    assert_true(assert_write_failures_end_the_output(write_knf, &options) >= 3);
    assert_true(assert_write_failures_end_the_output(write_cnf_plus,
                                                     &options) >= 3);
}

static nqcnf_status write_both(void *context)
{
    text_buffer *text = context;
    text->size = 0; /* only the last run's text is kept */
    nqcnf_options options;
    nqcnf_options_init(&options, 7);
    options.symmetry_breaking = 1;
    nqcnf_status status = write_knf(&options, text_buffer_write, text);
    if (status == NQCNF_OK)
        status = write_cnf_plus(&options, text_buffer_write, text);
    return status;
}

static void test_out_of_memory(void **state)
{
    (void)state;
    text_buffer text = {NULL, 0, 0};
    oom_loop("knf and cnf+ of 7", write_both, &text);
    assert_int_equal(text_buffer_write(&text, "", 1), 0);
    assert_non_null(strstr(text.data, "p knf "));
    assert_non_null(strstr(text.data, "p cnf+ "));
    text_buffer_free(&text);
}

static void test_names(void **state)
{
    (void)state;
    nqcnf_format format = NQCNF_FORMAT_DIMACS;
    assert_int_equal(nqcnf_format_from_name("knf", &format), NQCNF_OK);
    assert_int_equal(format, NQCNF_FORMAT_KNF);
    assert_int_equal(nqcnf_format_from_name("cnf+", &format), NQCNF_OK);
    assert_int_equal(format, NQCNF_FORMAT_CNF_PLUS);
    assert_string_equal(nqcnf_format_name(NQCNF_FORMAT_KNF), "knf");
    assert_string_equal(nqcnf_format_name(NQCNF_FORMAT_CNF_PLUS), "cnf+");
    assert_int_equal(nqcnf_format_flags(NQCNF_FORMAT_KNF), 0);
    assert_int_equal(nqcnf_format_flags(NQCNF_FORMAT_CNF_PLUS), 0);
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(nqcnf_write(&options, NQCNF_FORMAT_KNF,
                                 NQCNF_WRITE_COMMENTS, text_buffer_write,
                                 &text),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(text.size, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_board_is_counted_once),
        cmocka_unit_test(test_options_against_the_oracle),
        cmocka_unit_test(test_headers_count_what_follows),
        cmocka_unit_test(test_golden_files),
        cmocka_unit_test(test_the_encoding_is_not_used),
        cmocka_unit_test(test_write_failures_stop_the_output),
        cmocka_unit_test(test_out_of_memory),
        cmocka_unit_test(test_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
