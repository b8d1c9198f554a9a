/*
 * test_decode_diagnosis.c - what the decoder says of an input that is
 * no solver's answer at all (src/read/decode_diagnosis.c).
 *
 * A student who gives decode the CNF, minisat's standard output, an
 * empty file or a model of another N must get one diagnosis, before any
 * board or list, and the decoder must keep reading every real answer as
 * it did: both halves are tested here, through the public calls only.
 * Each input is fed line by line and the diagnosis asked from within the
 * answer callback, as the command asks it; the real texts are the named
 * files of tests/data/decode (see its README).
 */
#include "decode_recorder.h"

#define MAX_ANSWERS 8

typedef struct diagnosed {
    recorder rec;
    nqcnf_decoder *decoder;
    nqcnf_decode_diagnosis diagnosis[MAX_ANSWERS];
    uint32_t other_n[MAX_ANSWERS];
} diagnosed;

static int record_diagnosis(void *context, const nqcnf_answer *answer)
{
    diagnosed *d = context;
    const size_t index = d->rec.count;
    const int stop = record_answer(&d->rec, answer);
    assert_true(index < MAX_ANSWERS);
    d->other_n[index] = 12345;
    d->diagnosis[index] =
        nqcnf_decoder_diagnosis(d->decoder, &d->other_n[index]);
    /* a diagnosis is an error, and an error of its own kind */
    if (d->diagnosis[index] != NQCNF_DECODE_ANSWER)
        assert_int_equal(answer->kind, NQCNF_ANSWER_ERROR);
    if (d->diagnosis[index] != NQCNF_DECODE_OTHER_N)
        assert_int_equal(d->other_n[index], 0);
    return stop;
}

static void feed(diagnosed *d, const char *text, size_t size)
{
    for (size_t at = 0; at < size;) {
        const char *end = memchr(text + at, '\n', size - at);
        const size_t length = end ? (size_t)(end - (text + at)) : size - at;
        assert_int_equal(nqcnf_decoder_line(d->decoder, text + at, length),
                         NQCNF_OK);
        at += length + 1;
    }
    assert_int_equal(nqcnf_decoder_finish(d->decoder), NQCNF_OK);
}

/* Into *d, which the decoder keeps as its callback's context. */
static void decode_diagnosed(diagnosed *d, uint32_t n, const char *text,
                             size_t size)
{
    memset(d, 0, sizeof *d);
    d->rec = new_recorder(n);
    assert_int_equal(nqcnf_decoder_new(n, record_diagnosis, d, &d->decoder),
                     NQCNF_OK);
    feed(d, text, size);
}

static void diagnosed_free(diagnosed *d)
{
    nqcnf_decoder_free(d->decoder);
    recorder_free(&d->rec);
}

/* A case's input: a file of tests/data, or a text of its own. */
typedef struct input {
    const char *data;
    size_t size;
    text_buffer file; /* the file's bytes, freed by input_free */
} input;

static input input_of(const char *file, const char *text)
{
    input in = {text, 0, {NULL, 0, 0}};
    if (file == NULL) {
        in.size = strlen(text);
        return in;
    }
    in.file = read_data_file(file);
    in.data = in.file.data;
    in.size = in.file.size;
    return in;
}

static void input_free(input *in)
{
    text_buffer_free(&in->file);
}

/* An input that is one diagnosis, and the answer that says it. */
typedef struct diagnosed_case {
    uint32_t n;
    const char *file; /* in tests/data; NULL: the input is `text` */
    const char *text;
    nqcnf_decode_diagnosis expected;
    size_t line;
    const char *fragment; /* of the message; NULL: any */
    uint32_t other_n;     /* NQCNF_DECODE_OTHER_N: the N it names */
} diagnosed_case;

/* The input gives exactly one answer, the diagnosis c->expected on
 * c->line with a message holding c->fragment. */
static void assert_diagnosed(const diagnosed_case *c, const char *text,
                             size_t size)
{
    diagnosed d;
    decode_diagnosed(&d, c->n, text, size);
    if (d.rec.count != 1)
        fail_msg("%zu answers to '%.*s', expected the one diagnosis",
                 d.rec.count, (int)(size < 40 ? size : 40), text);
    assert_answer(&d.rec, 0, NQCNF_ANSWER_ERROR, c->line, c->fragment);
    assert_int_equal(d.diagnosis[0], c->expected);
    if (c->expected == NQCNF_DECODE_OTHER_N)
        assert_int_equal(d.other_n[0], c->other_n);
    diagnosed_free(&d);
}

static const diagnosed_case diagnosed_cases[] = {
    /* the problem instead of its answer */
    {.n = 4, .text = "c written by hand\n\nc q4\np cnf 16 84\n"
                     "1 2 3 4 0\n-1 -2 0\n",
     .expected = NQCNF_DECODE_CNF, .line = 4,
     .fragment = "not a solver's answer"},
    {.n = 4, .text = "p knf 16 10\nk 1 1 2 3 4 0\n",
     .expected = NQCNF_DECODE_CNF, .line = 1, .fragment = "'p knf 16 10'"},
    {.n = 4, .text = "p cnf+ 16 10\n1 2 3 4 >= 1\n",
     .expected = NQCNF_DECODE_CNF, .line = 1, .fragment = "'p cnf+ 16 10'"},
    {.n = 4, .text = "  p   cnf 16 84\r\n1 0\n", .expected = NQCNF_DECODE_CNF,
     .line = 1},
    {.n = 8, .file = "formats/opb_8.opb", .expected = NQCNF_DECODE_OPB,
     .line = 1, .fragment = "an OPB file"},
    {.n = 2, .text = "+1 x1 +1 x2 >= 1 ;\n+1 x3 +1 x4 >= 1 ;\n",
     .expected = NQCNF_DECODE_OPB, .line = 1},
    /* minisat's standard output */
    {.n = 8, .file = "decode/minisat_stdout_8.txt",
     .expected = NQCNF_DECODE_MINISAT_REPORT, .line = 1,
     .fragment = "minisat"},
    /* -verb=0: the verdict alone, which announces a model that never
     * comes */
    {.n = 8, .text = "SATISFIABLE\n", .expected = NQCNF_DECODE_MINISAT_REPORT,
     .line = 1, .fragment = "minisat"},
    {.n = 8, .text = "\nSATISFIABLE\n\n",
     .expected = NQCNF_DECODE_MINISAT_REPORT, .line = 2},
    /* nothing at all */
    {.n = 8, .text = "", .expected = NQCNF_DECODE_EMPTY, .line = 1,
     .fragment = "empty"},
    {.n = 8, .text = "\n\n \t\r\n", .expected = NQCNF_DECODE_EMPTY, .line = 1,
     .fragment = "empty"},
    {.n = 8, .file = "decode/empty.txt", .expected = NQCNF_DECODE_EMPTY,
     .line = 1},
    /* a model of another N, any syntax of literals; z3 names the
     * squares: its 4-queens model spans the 4 x 4 corner of a larger
     * board */
    {.n = 8, .file = "decode/answer_for_4.txt",
     .expected = NQCNF_DECODE_OTHER_N, .line = 1, .fragment = "N = 4",
     .other_n = 4},
    {.n = 8, .file = "decode/z3_model_for_4.txt",
     .expected = NQCNF_DECODE_OTHER_N, .line = 1, .fragment = "N = 4",
     .other_n = 4},
    {.n = 6, .text = "v x1 -x2 -x3 -x4 x5 -x6 -x7 -x8 x9\n",
     .expected = NQCNF_DECODE_OTHER_N, .line = 1, .fragment = "N = 3",
     .other_n = 3},
    {.n = 8, .text = "v -1 0\n", .expected = NQCNF_DECODE_OTHER_N, .line = 1,
     .fragment = "N = 1", .other_n = 1},
};

static void test_each_input_is_one_diagnosis(void **state)
{
    (void)state;
    const size_t count = sizeof diagnosed_cases / sizeof *diagnosed_cases;
    for (size_t i = 0; i < count; i++) {
        const diagnosed_case *c = &diagnosed_cases[i];
        input in = input_of(c->file, c->text);
        assert_diagnosed(c, in.data, in.size);
        input_free(&in);
    }
}

/* 744 clauses, each of which would be a model: one answer, on the
 * header's line, and nothing of the rest. */
static void test_the_cnf_itself_is_one_diagnosis(void **state)
{
    (void)state;
    static const diagnosed_case cnf_8 = {
        .n = 8, .expected = NQCNF_DECODE_CNF, .line = 1,
        .fragment = "'p cnf 64 744'"};
    text_buffer cnf = dimacs_text(8);
    assert_diagnosed(&cnf_8, cnf.data, cnf.size);
    text_buffer_free(&cnf);
}

/* Without the FPU warning (other machines), from the banner on. */
static void test_minisat_output_from_its_banner_is_one_diagnosis(void **state)
{
    (void)state;
    static const diagnosed_case banner = {
        .n = 8, .expected = NQCNF_DECODE_MINISAT_REPORT, .line = 1,
        .fragment = "minisat"};
    text_buffer report = read_data_file("decode/minisat_stdout_8.txt");
    const char *from =
        (const char *)memchr(report.data, '\n', report.size) + 1;
    assert_diagnosed(&banner, from,
                     report.size - (size_t)(from - report.data));
    text_buffer_free(&report);
}

/* A solver's comments and nothing else are no empty input: still no
 * answer at all, as before. */
static void test_comments_alone_are_no_answer(void **state)
{
    (void)state;
    diagnosed d;
    decode_diagnosed(&d, 8, "c started\nc killed\n", 19);
    assert_int_equal(d.rec.count, 0);
    diagnosed_free(&d);
}

/* An input that is an answer: its answers are those of
 * nqcnf_decode_buffer, none of them a diagnosis, the first of kind
 * `first`. */
typedef struct answer_case {
    uint32_t n;
    const char *file; /* in tests/data; NULL: the input is `text` */
    const char *text;
    nqcnf_answer_kind first;
} answer_case;

static void assert_not_diagnosed(uint32_t n, const char *text, size_t size,
                                 nqcnf_answer_kind first)
{
    diagnosed d;
    decode_diagnosed(&d, n, text, size);
    recorder plain = decode_bytes(n, text, size);
    assert_int_equal(d.rec.count, plain.count);
    assert_true(d.rec.count > 0);
    assert_int_equal(d.rec.answers[0].kind, first);
    for (size_t i = 0; i < d.rec.count; i++) {
        assert_int_equal(d.diagnosis[i], NQCNF_DECODE_ANSWER);
        assert_int_equal(d.rec.answers[i].kind, plain.answers[i].kind);
        assert_int_equal(d.rec.answers[i].line, plain.answers[i].line);
    }
    recorder_free(&plain);
    diagnosed_free(&d);
}

static const answer_case answer_cases[] = {
    /* minisat's verdicts that are answers */
    {.n = 4, .text = "UNSATISFIABLE\n", .first = NQCNF_ANSWER_UNSATISFIABLE},
    {.n = 4, .text = "SATISFIABLE\n-1 2 -3 -4 -5 -6 -7 8 9 -10 -11 "
                     "-12 -13 -14 15 -16 0\n",
     .first = NQCNF_ANSWER_MODEL},
    /* the competition's verdict without its v lines is a model without
     * its final 0, as before: no minisat here */
    {.n = 4, .text = "s SATISFIABLE\n", .first = NQCNF_ANSWER_ERROR},
    {.n = 4, .text = "SAT\n", .first = NQCNF_ANSWER_ERROR},
    /* a bare SATISFIABLE whose model is cut short is that, not minisat */
    {.n = 4, .text = "SATISFIABLE\n-1 2\n", .first = NQCNF_ANSWER_ERROR},
    /* a model of another N at its own N is the board */
    {.n = 4, .file = "decode/answer_for_4.txt", .first = NQCNF_ANSWER_MODEL},
    /* z3's 4 x 4 corner with one square of it left out, or one beyond
     * it, is a model like any other */
    {.n = 8, .text = "sat\n((define-fun x0y0 () Bool true)"
                     "(define-fun x1y1 () Bool false))\n",
     .first = NQCNF_ANSWER_MODEL},
    {.n = 3, .text = "sat\n((define-fun x0y0 () Bool true)"
                     "(define-fun x0y1 () Bool false)"
                     "(define-fun x1y0 () Bool false)"
                     "(define-fun x1y1 () Bool false)"
                     "(define-fun x2y2 () Bool false))\n",
     .first = NQCNF_ANSWER_MODEL},
    /* a variable of 1..16 missing: a model with holes, not a 4x4 board */
    {.n = 8, .text = "v 1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0\n",
     .first = NQCNF_ANSWER_MODEL},
    /* 15 variables: no square */
    {.n = 8, .text = "v 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n",
     .first = NQCNF_ANSWER_MODEL},
    /* the lesson's board with the auxiliary variables 17..25 */
    {.n = 4, .text = "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 "
                     "15 -16 17 18 19 20 21 22 23 24 25 0\n",
     .first = NQCNF_ANSWER_MODEL},
    /* an ordinary error is no diagnosis */
    {.n = 4, .text = "hello\n", .first = NQCNF_ANSWER_ERROR},
    {.n = 4, .text = "v 1 -1 0\n", .first = NQCNF_ANSWER_ERROR},
};

static void test_each_answer_stays_an_answer(void **state)
{
    (void)state;
    const size_t count = sizeof answer_cases / sizeof *answer_cases;
    for (size_t i = 0; i < count; i++) {
        const answer_case *c = &answer_cases[i];
        input in = input_of(c->file, c->text);
        assert_not_diagnosed(c->n, in.data, in.size, c->first);
        input_free(&in);
    }
}

/* Auxiliary variables past the board: whatever their count (here 100 =
 * 10 x 10), only the board's N*N first variables matter. */
static void test_auxiliary_variables_are_no_other_n(void **state)
{
    (void)state;
    char model[1024];
    size_t used = (size_t)snprintf(model, sizeof model, "v");
    for (int v = 1; v <= 100; v++)
        used += (size_t)snprintf(model + used, sizeof model - used, " %d",
                                 v == 4 || v == 14 || v == 17 || v == 31 ||
                                         v == 37 || v == 48 || v == 50 ||
                                         v == 59 || v > 64
                                     ? v
                                     : -v);
    snprintf(model + used, sizeof model - used, " 0\n");
    assert_not_diagnosed(8, model, strlen(model), NQCNF_ANSWER_MODEL);
}

/* Every model of an enumeration says it. */
static void test_each_model_of_another_n_says_it(void **state)
{
    (void)state;
    const char *two = "s SATISFIABLE\nv -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 "
                      "-13 -14 15 -16 0\ns SATISFIABLE\nv -1 -2 3 -4 5 -6 "
                      "-7 -8 -9 -10 -11 12 -13 14 -15 -16 0\n";
    diagnosed d;
    decode_diagnosed(&d, 5, two, strlen(two));
    assert_int_equal(d.rec.count, 2);
    assert_answer(&d.rec, 1, NQCNF_ANSWER_ERROR, 3, NULL);
    assert_int_equal(d.diagnosis[1], NQCNF_DECODE_OTHER_N);
    assert_int_equal(d.other_n[1], 4);
    diagnosed_free(&d);
}

/* The same model printed twice (z3 -model on a file ending with
 * (get-model)): the board, then one error for the repeat. */
static void test_a_z3_model_printed_twice_is_said_once(void **state)
{
    (void)state;
    text_buffer twice = read_data_file("decode/z3_model_twice_4.txt");
    diagnosed d;
    decode_diagnosed(&d, 4, twice.data, twice.size);
    assert_int_equal(d.rec.count, 2);
    assert_answer(&d.rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
    assert_answer(&d.rec, 1, NQCNF_ANSWER_ERROR, 36, "leave out -model");
    diagnosed_free(&d);
    text_buffer_free(&twice);
}

/* ------------------------------------------------------------------------
 * The decoder after a diagnosis, and the names
 * ------------------------------------------------------------------------ */

static void test_the_next_stream_is_read_afresh(void **state)
{
    (void)state;
    diagnosed d;
    decode_diagnosed(&d, 4, "p cnf 16 84\n1 2 3 4 0\n", 22);
    assert_int_equal(d.rec.count, 1);
    assert_int_equal(d.diagnosis[0], NQCNF_DECODE_CNF);
    /* what the latest answer was stays until the next one */
    assert_int_equal(nqcnf_decoder_diagnosis(d.decoder, NULL),
                     NQCNF_DECODE_CNF);
    const char *answer = "SAT\n-1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 "
                         "15 -16 0\n";
    feed(&d, answer, strlen(answer));
    assert_int_equal(d.rec.count, 2);
    assert_answer(&d.rec, 1, NQCNF_ANSWER_MODEL, 3, NULL);
    assert_int_equal(d.diagnosis[1], NQCNF_DECODE_ANSWER);
    feed(&d, "", 0); /* an empty stream after them is empty */
    assert_int_equal(d.rec.count, 3);
    assert_int_equal(d.diagnosis[2], NQCNF_DECODE_EMPTY);
    diagnosed_free(&d);
}

static void test_every_diagnosis_has_its_name(void **state)
{
    (void)state;
    static const char *const names[] = {"answer", "empty", "cnf", "opb",
                                        "minisat-report", "other-n"};
    for (int i = 0; i <= NQCNF_DECODE_OTHER_N; i++)
        assert_string_equal(
            nqcnf_decode_diagnosis_name((nqcnf_decode_diagnosis)i),
            names[i]);
    assert_null(nqcnf_decode_diagnosis_name(
        (nqcnf_decode_diagnosis)(NQCNF_DECODE_OTHER_N + 1)));
    assert_null(nqcnf_decode_diagnosis_name((nqcnf_decode_diagnosis)-1));
    uint32_t other_n = 7;
    assert_int_equal(nqcnf_decoder_diagnosis(NULL, &other_n),
                     NQCNF_DECODE_ANSWER);
    assert_int_equal(other_n, 0);
    assert_int_equal(nqcnf_decoder_diagnosis(NULL, NULL),
                     NQCNF_DECODE_ANSWER);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_input_is_one_diagnosis),
        cmocka_unit_test(test_the_cnf_itself_is_one_diagnosis),
        cmocka_unit_test(test_minisat_output_from_its_banner_is_one_diagnosis),
        cmocka_unit_test(test_comments_alone_are_no_answer),
        cmocka_unit_test(test_each_answer_stays_an_answer),
        cmocka_unit_test(test_auxiliary_variables_are_no_other_n),
        cmocka_unit_test(test_each_model_of_another_n_says_it),
        cmocka_unit_test(test_a_z3_model_printed_twice_is_said_once),
        cmocka_unit_test(test_the_next_stream_is_read_afresh),
        cmocka_unit_test(test_every_diagnosis_has_its_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
