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

/* The input gives exactly one answer, the diagnosis `expected` on `line`
 * with a message holding `fragment`. */
static void assert_diagnosed(uint32_t n, const char *text, size_t size,
                             nqcnf_decode_diagnosis expected, size_t line,
                             const char *fragment)
{
    diagnosed d;
    decode_diagnosed(&d, n, text, size);
    if (d.rec.count != 1)
        fail_msg("%zu answers to '%.40s', expected the one diagnosis",
                 d.rec.count, text);
    assert_answer(&d.rec, 0, NQCNF_ANSWER_ERROR, line, fragment);
    assert_int_equal(d.diagnosis[0], expected);
    diagnosed_free(&d);
}

static void assert_diagnosed_text(uint32_t n, const char *text,
                                  nqcnf_decode_diagnosis expected,
                                  size_t line, const char *fragment)
{
    assert_diagnosed(n, text, strlen(text), expected, line, fragment);
}

/* The input is an answer: its answers are those of nqcnf_decode_buffer,
 * none of them a diagnosis. */
static void assert_not_diagnosed(uint32_t n, const char *text,
                                 nqcnf_answer_kind first)
{
    diagnosed d;
    decode_diagnosed(&d, n, text, strlen(text));
    recorder plain = decode_text(n, text);
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

/* ------------------------------------------------------------------------
 * The problem instead of its answer
 * ------------------------------------------------------------------------ */

static void test_the_cnf_itself_is_one_diagnosis(void **state)
{
    (void)state;
    /* 744 clauses, each of which would be a model: one answer, on the
     * header's line, and nothing of the rest */
    text_buffer cnf = dimacs_text(8);
    assert_diagnosed(8, cnf.data, cnf.size, NQCNF_DECODE_CNF, 1,
                     "'p cnf 64 744'");
    text_buffer_free(&cnf);
    assert_diagnosed_text(4, "c written by hand\n\nc q4\np cnf 16 84\n"
                          "1 2 3 4 0\n-1 -2 0\n",
                          NQCNF_DECODE_CNF, 4, "not a solver's answer");
    assert_diagnosed_text(4, "p knf 16 10\nk 1 1 2 3 4 0\n",
                          NQCNF_DECODE_CNF, 1, "'p knf 16 10'");
    assert_diagnosed_text(4, "p cnf+ 16 10\n1 2 3 4 >= 1\n",
                          NQCNF_DECODE_CNF, 1, "'p cnf+ 16 10'");
    assert_diagnosed_text(4, "  p   cnf 16 84\r\n1 0\n", NQCNF_DECODE_CNF,
                          1, NULL);
}

static void test_an_opb_file_is_one_diagnosis(void **state)
{
    (void)state;
    text_buffer opb = read_data_file("formats/opb_8.opb");
    assert_diagnosed(8, opb.data, opb.size, NQCNF_DECODE_OPB, 1,
                     "an OPB file");
    text_buffer_free(&opb);
    assert_diagnosed_text(2, "+1 x1 +1 x2 >= 1 ;\n+1 x3 +1 x4 >= 1 ;\n",
                          NQCNF_DECODE_OPB, 1, NULL);
}

/* ------------------------------------------------------------------------
 * minisat's standard output
 * ------------------------------------------------------------------------ */

static void test_minisat_standard_output_is_one_diagnosis(void **state)
{
    (void)state;
    text_buffer report = read_data_file("decode/minisat_stdout_8.txt");
    assert_diagnosed(8, report.data, report.size,
                     NQCNF_DECODE_MINISAT_REPORT, 1, "minisat");
    /* without the FPU warning (other machines), from the banner on */
    const char *banner = strchr(report.data, '\n') + 1;
    assert_diagnosed(8, banner, report.size - (size_t)(banner - report.data),
                     NQCNF_DECODE_MINISAT_REPORT, 1, "minisat");
    text_buffer_free(&report);
    /* -verb=0: the verdict alone, which announces a model that never
     * comes */
    assert_diagnosed_text(8, "SATISFIABLE\n", NQCNF_DECODE_MINISAT_REPORT,
                          1, "minisat");
    assert_diagnosed_text(8, "\nSATISFIABLE\n\n",
                          NQCNF_DECODE_MINISAT_REPORT, 2, NULL);
}

static void test_minisat_verdicts_that_are_answers_stay_answers(void **state)
{
    (void)state;
    assert_not_diagnosed(4, "UNSATISFIABLE\n", NQCNF_ANSWER_UNSATISFIABLE);
    assert_not_diagnosed(4, "SATISFIABLE\n-1 2 -3 -4 -5 -6 -7 8 9 -10 -11 "
                            "-12 -13 -14 15 -16 0\n",
                         NQCNF_ANSWER_MODEL);
    /* the competition's verdict without its v lines is a model without
     * its final 0, as before: no minisat here */
    assert_not_diagnosed(4, "s SATISFIABLE\n", NQCNF_ANSWER_ERROR);
    assert_not_diagnosed(4, "SAT\n", NQCNF_ANSWER_ERROR);
    /* a bare SATISFIABLE whose model is cut short is that, not minisat */
    assert_not_diagnosed(4, "SATISFIABLE\n-1 2\n", NQCNF_ANSWER_ERROR);
}

/* ------------------------------------------------------------------------
 * Nothing at all
 * ------------------------------------------------------------------------ */

static void test_an_empty_input_is_one_diagnosis(void **state)
{
    (void)state;
    assert_diagnosed(8, "", 0, NQCNF_DECODE_EMPTY, 1, "empty");
    assert_diagnosed_text(8, "\n\n \t\r\n", NQCNF_DECODE_EMPTY, 1, "empty");
    text_buffer empty = read_data_file("decode/empty.txt");
    assert_diagnosed(8, empty.data, empty.size, NQCNF_DECODE_EMPTY, 1, NULL);
    text_buffer_free(&empty);
    /* a solver's comments and nothing else are no empty input: still
     * no answer at all, as before */
    diagnosed d;
    decode_diagnosed(&d, 8, "c started\nc killed\n", 19);
    assert_int_equal(d.rec.count, 0);
    diagnosed_free(&d);
}

/* ------------------------------------------------------------------------
 * A model of another N
 * ------------------------------------------------------------------------ */

static void test_a_whole_board_of_another_n_is_one_diagnosis(void **state)
{
    (void)state;
    text_buffer four = read_data_file("decode/answer_for_4.txt");
    diagnosed d;
    decode_diagnosed(&d, 8, four.data, four.size);
    assert_int_equal(d.rec.count, 1);
    assert_answer(&d.rec, 0, NQCNF_ANSWER_ERROR, 1, "N = 4");
    assert_int_equal(d.diagnosis[0], NQCNF_DECODE_OTHER_N);
    assert_int_equal(d.other_n[0], 4);
    diagnosed_free(&d);
    /* at its own N it is the board */
    char text[128];
    assert_true(four.size < sizeof text);
    memcpy(text, four.data, four.size);
    text[four.size] = '\0';
    assert_not_diagnosed(4, text, NQCNF_ANSWER_MODEL);
    text_buffer_free(&four);

    /* every model of an enumeration says it; any syntax of literals */
    const char *two = "s SATISFIABLE\nv -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 "
                      "-13 -14 15 -16 0\ns SATISFIABLE\nv -1 -2 3 -4 5 -6 "
                      "-7 -8 -9 -10 -11 12 -13 14 -15 -16 0\n";
    decode_diagnosed(&d, 5, two, strlen(two));
    assert_int_equal(d.rec.count, 2);
    assert_answer(&d.rec, 1, NQCNF_ANSWER_ERROR, 3, NULL);
    assert_int_equal(d.diagnosis[1], NQCNF_DECODE_OTHER_N);
    assert_int_equal(d.other_n[1], 4);
    diagnosed_free(&d);
    assert_diagnosed_text(6, "v x1 -x2 -x3 -x4 x5 -x6 -x7 -x8 x9\n",
                          NQCNF_DECODE_OTHER_N, 1, "N = 3");
    assert_diagnosed_text(8, "v -1 0\n", NQCNF_DECODE_OTHER_N, 1, "N = 1");
}

/* z3 names the squares: its 4-queens model spans the 4 x 4 corner of a
 * larger board; with one square of the corner left out, or one beyond
 * it, it is a model like any other. */
static void test_a_z3_model_of_another_n_is_one_diagnosis(void **state)
{
    (void)state;
    text_buffer four = read_data_file("decode/z3_model_for_4.txt");
    diagnosed d;
    decode_diagnosed(&d, 8, four.data, four.size);
    assert_int_equal(d.rec.count, 1);
    assert_answer(&d.rec, 0, NQCNF_ANSWER_ERROR, 1, "N = 4");
    assert_int_equal(d.diagnosis[0], NQCNF_DECODE_OTHER_N);
    assert_int_equal(d.other_n[0], 4);
    diagnosed_free(&d);
    text_buffer_free(&four);
    assert_not_diagnosed(8,
                         "sat\n((define-fun x0y0 () Bool true)"
                         "(define-fun x1y1 () Bool false))\n",
                         NQCNF_ANSWER_MODEL);
    assert_not_diagnosed(3,
                         "sat\n((define-fun x0y0 () Bool true)"
                         "(define-fun x0y1 () Bool false)"
                         "(define-fun x1y0 () Bool false)"
                         "(define-fun x1y1 () Bool false)"
                         "(define-fun x2y2 () Bool false))\n",
                         NQCNF_ANSWER_MODEL);
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

static void test_what_is_not_another_n_is_decoded_as_before(void **state)
{
    (void)state;
    /* a variable of 1..16 missing: a model with holes, not a 4x4 board */
    assert_not_diagnosed(8, "v 1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0\n",
                         NQCNF_ANSWER_MODEL);
    /* 15 variables: no square */
    assert_not_diagnosed(8, "v 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n",
                         NQCNF_ANSWER_MODEL);
    /* auxiliary variables past the board: whatever their count (here
     * 100 = 10 x 10), only the board's N*N first variables matter */
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
    assert_not_diagnosed(8, model, NQCNF_ANSWER_MODEL);
    /* the lesson's board with the auxiliary variables 17..25 */
    assert_not_diagnosed(4, "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 "
                            "15 -16 17 18 19 20 21 22 23 24 25 0\n",
                         NQCNF_ANSWER_MODEL);
    /* an ordinary error is no diagnosis */
    assert_not_diagnosed(4, "hello\n", NQCNF_ANSWER_ERROR);
    assert_not_diagnosed(4, "v 1 -1 0\n", NQCNF_ANSWER_ERROR);
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
        cmocka_unit_test(test_the_cnf_itself_is_one_diagnosis),
        cmocka_unit_test(test_an_opb_file_is_one_diagnosis),
        cmocka_unit_test(test_minisat_standard_output_is_one_diagnosis),
        cmocka_unit_test(test_minisat_verdicts_that_are_answers_stay_answers),
        cmocka_unit_test(test_an_empty_input_is_one_diagnosis),
        cmocka_unit_test(test_a_whole_board_of_another_n_is_one_diagnosis),
        cmocka_unit_test(test_a_z3_model_of_another_n_is_one_diagnosis),
        cmocka_unit_test(test_a_z3_model_printed_twice_is_said_once),
        cmocka_unit_test(test_what_is_not_another_n_is_decoded_as_before),
        cmocka_unit_test(test_the_next_stream_is_read_afresh),
        cmocka_unit_test(test_every_diagnosis_has_its_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
