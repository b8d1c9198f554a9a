/*
 * test_decoder.c - the decoder as a caller meets it (src/read/decoder.c,
 * decode_model.c): the public API, the buffer and stream drivers, what
 * every syntax shares, and input no syntax expects.
 *
 * Each syntax has its own test (test_decode_dimacs.c, test_decode_pb.c,
 * test_decode_z3.c); this one holds what is true whatever the syntax:
 * the same blanks everywhere, quoted input that stays printable, a
 * callback that stops decoding for good, a stream that decodes exactly
 * like the same bytes in a buffer (lines longer than any read block
 * included), I/O errors, bad arguments, and out-of-memory at every
 * allocation (through nqcnf_set_allocator, see oom_loop in
 * tests/support). The decoder reads untrusted text, so every prefix of
 * real transcripts and a few thousand random token soups are fed to it
 * as well, under valgrind and ASan in CI.
 */
#include "decode_recorder.h"

/* ------------------------------------------------------------------------
 * What every syntax shares
 * ------------------------------------------------------------------------ */

/* Space, tab, CR, vertical tab and form feed are blanks (isspace less
 * the newline) in every syntax; other bytes are part of a word. */
static void test_blanks_are_the_same_in_every_syntax(void **state)
{
    (void)state;
    static const char blanks[] = " \t\r\v\f";
    static const char *const templates[] = {
        "s SATISFIABLE\n_v_1_-2__-3_4_0_\n",
        "_1_-2_-3\n4_0\n",
        "sat\n(_(define-fun_x0y0_(_)_Bool_true)(define-fun_x1y1_()_Bool_"
        "true_)\n(define-fun_x0y1_()_Bool_false)(define-fun x1y0 () Bool "
        "false))_\n",
        "_v_x1_-x2__-x3_x4_\n_s_SATISFIABLE_\n",
    };
    for (size_t b = 0; b < sizeof blanks - 1; b++)
        for (size_t t = 0; t < COUNT_OF(templates); t++) {
            char text[256];
            strcpy(text, templates[t]);
            for (char *c = text; *c; c++)
                if (*c == '_') *c = blanks[b];
            recorder rec = decode_text(2, text);
            if (rec.count != 1 || rec.answers[0].kind != NQCNF_ANSWER_MODEL)
                fail_msg("blank 0x%02x, template %zu: %zu answers, first "
                         "'%s'",
                         (unsigned)blanks[b], t, rec.count,
                         rec.count ? rec.answers[0].message : "");
            assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, "1001");
            recorder_free(&rec);
        }
    /* Other control bytes and non-ASCII spaces are not blanks. */
    static const char others[] = {'\x01', '\x1c', '\x1f', '\x7f', '\x85',
                                  '\xa0'};
    for (size_t i = 0; i < sizeof others; i++) {
        char text[32];
        snprintf(text, sizeof text, "v 1%c-2 -3 4 0\n", others[i]);
        recorder rec = decode_text(2, text);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, "' is not a literal");
        recorder_free(&rec);
    }
}

static void test_quoted_input_is_short_and_printable(void **state)
{
    (void)state;
    char text[2000];
    memset(text, 'x', sizeof text - 1);
    text[sizeof text - 1] = '\0';
    recorder rec = decode_text(1, text);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, "xxx...(1999 bytes)'");
    assert_true(strlen(rec.answers[0].message) < 100);
    recorder_free(&rec);

    rec = decode_text(1, "v 1\x01\x7f\xc3\xa9 0\n");
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1,
                  "'1\\x01\\x7f\\xc3\\xa9' is not a literal");
    recorder_free(&rec);

    const char with_nul[] = "v 1\0002 0";
    rec = decode_bytes(1, with_nul, sizeof with_nul - 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, "'1\\x002'");
    recorder_free(&rec);
}

/* ------------------------------------------------------------------------
 * The caller's side: stopping, files, bad arguments, memory
 * ------------------------------------------------------------------------ */

static void test_a_callback_can_stop_decoding_for_good(void **state)
{
    (void)state;
    text_buffer text = read_transcript("picosat_all_6.txt");
    recorder rec = new_recorder(6);
    rec.stop_after = 2;
    assert_int_equal(
        nqcnf_decode_buffer(6, text.data, text.size, record_answer, &rec),
        NQCNF_ERR_STOPPED);
    assert_int_equal(rec.count, 2);
    recorder_free(&rec);
    text_buffer_free(&text);

    rec = new_recorder(1);
    rec.stop_after = 1;
    nqcnf_decoder *decoder = NULL;
    assert_int_equal(nqcnf_decoder_new(1, record_answer, &rec, &decoder),
                     NQCNF_OK);
    assert_int_equal(nqcnf_decoder_line(decoder, "SAT", 3), NQCNF_OK);
    assert_int_equal(nqcnf_decoder_line(decoder, "hello", 5),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(nqcnf_decoder_line(decoder, "1 0", 3), NQCNF_ERR_STOPPED);
    assert_int_equal(nqcnf_decoder_finish(decoder), NQCNF_ERR_STOPPED);
    assert_int_equal(rec.count, 1);
    nqcnf_decoder_free(decoder);
    recorder_free(&rec);

    /* The error finish reports can stop it too. */
    rec = new_recorder(1);
    rec.stop_after = 1;
    assert_int_equal(nqcnf_decode_buffer(1, "v 1", 3, record_answer, &rec),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(rec.count, 1);
    recorder_free(&rec);
}

static void assert_same_answers(const recorder *a, const recorder *b)
{
    assert_int_equal(a->count, b->count);
    const size_t squares = (size_t)a->n * a->n;
    for (size_t i = 0; i < a->count; i++) {
        assert_int_equal(a->answers[i].kind, b->answers[i].kind);
        assert_int_equal(a->answers[i].line, b->answers[i].line);
        assert_string_equal(a->answers[i].message, b->answers[i].message);
        if (a->answers[i].kind == NQCNF_ANSWER_MODEL)
            assert_memory_equal(a->answers[i].squares, b->answers[i].squares,
                                squares);
    }
}

static void assert_file_decodes_like_buffer(uint32_t n, const char *data,
                                            size_t size)
{
    FILE *file = file_of(data, size);
    recorder from_file = new_recorder(n);
    assert_int_equal(nqcnf_decode_file(n, file, record_answer, &from_file),
                     NQCNF_OK);
    recorder from_buffer = decode_bytes(n, data, size);
    assert_same_answers(&from_file, &from_buffer);
    recorder_free(&from_file);
    recorder_free(&from_buffer);
    fclose(file);
}

/* A model on one very long v line (n = 300: about 600 kB), longer than
 * any read block: a queen in column 0 of every row, not a solution. */
static text_buffer long_model_line(uint32_t n, int final_newline)
{
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(text_buffer_write(&text, "s SATISFIABLE\nv", 15), 0);
    for (uint32_t v = 1; v <= n * n; v++) {
        char literal[16];
        const int length = snprintf(literal, sizeof literal, " %s%u",
                                    (v - 1) % n == 0 ? "" : "-", v);
        assert_int_equal(text_buffer_write(&text, literal, (size_t)length), 0);
    }
    assert_int_equal(text_buffer_write(&text, " 0\nc end", 7), 0);
    if (final_newline) assert_int_equal(text_buffer_write(&text, "\n", 1), 0);
    return text;
}

/* Transcripts of every syntax, models, answers and faults: read from
 * files, and cut short at every length. */
static const struct {
    const char *name;
    uint32_t n;
} transcripts[] = {
    {"cadical_verbose_sat_4.txt", 4}, {"picosat_all_6.txt", 6},
    {"cryptominisat_maxsol10_4.txt", 4}, {"cryptominisat_maxsol10_8.txt", 8},
    {"wrapped_v_lines_trailing_spaces.txt", 8},
    {"minisat_result_sat_8.txt", 8}, {"model_without_final_zero.txt", 4},
    {"garbage.txt", 4}, {"z3_sat_4.txt", 4}, {"z3_sat_8.txt", 8},
    {"z3_unsat_3.txt", 3}, {"z3_model_without_closing_paren.txt", 4},
    {"clasp_opb_sat_8.txt", 8}, {"clasp_opb_all_4.txt", 4},
    {"clasp_opb_quiet_all_4.txt", 4},
};

static void test_a_file_decodes_like_the_same_buffer(void **state)
{
    (void)state;
    for (size_t i = 0; i < COUNT_OF(transcripts); i++) {
        text_buffer text = read_transcript(transcripts[i].name);
        assert_file_decodes_like_buffer(transcripts[i].n, text.data,
                                        text.size);
        assert_file_decodes_like_buffer(transcripts[i].n, text.data,
                                        text.size - 1);
        text_buffer_free(&text);
    }
    for (int newline = 0; newline <= 1; newline++) {
        text_buffer text = long_model_line(300, newline);
        assert_true(text.size > 500000);
        assert_file_decodes_like_buffer(300, text.data, text.size);
        recorder rec = decode_bytes(300, text.data, text.size);
        assert_int_equal(rec.count, 1);
        assert_answer(&rec, 0, NQCNF_ANSWER_MODEL, 1, NULL);
        assert_int_equal(rec.answers[0].squares[299 * 300],
                         NQCNF_SQUARE_QUEEN);
        assert_true(is_complete(rec.answers[0].squares, 300));
        recorder_free(&rec);
        text_buffer_free(&text);
    }
    assert_file_decodes_like_buffer(4, "", 0);
    assert_file_decodes_like_buffer(4, "\n\n\r\n", 4);
}

static void test_a_read_error_is_an_io_error(void **state)
{
    (void)state;
    /* Reading a directory opened as a stream fails with EISDIR. */
    FILE *directory = fopen(NQCNF_TEST_DATA_DIR, "r");
    assert_non_null(directory);
    recorder rec = new_recorder(4);
    assert_int_equal(nqcnf_decode_file(4, directory, record_answer, &rec),
                     NQCNF_ERR_IO);
    assert_int_equal(rec.count, 0);
    recorder_free(&rec);
    fclose(directory);
}

/* An allocator that refuses every block above 1 MB: a line longer than
 * that is more than the memory left. */
static void *allocate_small(void *context, size_t size)
{
    (void)context;
    return size > (1u << 20) ? NULL : malloc(size);
}

static void *reallocate_small(void *context, void *block, size_t size)
{
    (void)context;
    return size > (1u << 20) ? NULL : realloc(block, size);
}

static void release_small(void *context, void *block)
{
    (void)context;
    free(block);
}

/* A model, a line of 3 MB, an invalid model: the first is reported, the
 * failure to hold the long line is NQCNF_ERR_OUT_OF_MEMORY and never the
 * end of the input that would let the decoding succeed. */
static void test_a_line_beyond_the_memory_is_out_of_memory(void **state)
{
    (void)state;
    static const char model[] = "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 "
                                "-13 -14 15 -16 0\nc ";
    static const char after[] = "\nv 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 0\n";
    const size_t long_line = 3u << 20;
    const size_t size = sizeof model - 1 + long_line + sizeof after - 1;
    char *text = malloc(size);
    assert_non_null(text);
    memcpy(text, model, sizeof model - 1);
    memset(text + sizeof model - 1, 'x', long_line);
    memcpy(text + sizeof model - 1 + long_line, after, sizeof after - 1);
    FILE *file = file_of(text, size);
    free(text);
    const nqcnf_allocator small = {allocate_small, reallocate_small,
                                   release_small, NULL};
    nqcnf_set_allocator(&small);
    recorder rec = new_recorder(4);
    const nqcnf_status status = nqcnf_decode_file(4, file, record_answer, &rec);
    nqcnf_set_allocator(NULL);
    assert_int_equal(status, NQCNF_ERR_OUT_OF_MEMORY);
    assert_int_equal(rec.count, 1);
    assert_int_equal(rec.answers[0].kind, NQCNF_ANSWER_MODEL);
    recorder_free(&rec);
    fclose(file);
}

static void test_invalid_sizes_and_arguments_are_refused(void **state)
{
    (void)state;
    recorder rec = new_recorder(4);
    nqcnf_decoder *decoder = (nqcnf_decoder *)&rec; /* must be reset */
    assert_int_equal(nqcnf_decoder_new(0, record_answer, &rec, &decoder),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(decoder);
    assert_int_equal(
        nqcnf_decoder_new(NQCNF_MAX_N + 1, record_answer, &rec, &decoder),
        NQCNF_ERR_TOO_LARGE);
    assert_null(decoder);
    assert_int_equal(nqcnf_decoder_new(4, NULL, &rec, &decoder),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_null(decoder);
    assert_int_equal(nqcnf_decoder_new(4, record_answer, &rec, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decode_buffer(0, "SAT", 3, record_answer, &rec),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decode_buffer(UINT32_MAX, "SAT", 3, record_answer,
                                         &rec),
                     NQCNF_ERR_TOO_LARGE);
    assert_int_equal(nqcnf_decode_buffer(4, NULL, 3, record_answer, &rec),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decode_buffer(4, NULL, 0, record_answer, &rec),
                     NQCNF_OK);
    assert_int_equal(nqcnf_decode_file(4, NULL, record_answer, &rec),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decoder_line(NULL, "SAT", 3),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decoder_finish(NULL), NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_decoder_free(NULL);

    assert_int_equal(nqcnf_decoder_new(4, record_answer, &rec, &decoder),
                     NQCNF_OK);
    assert_int_equal(nqcnf_decoder_line(decoder, NULL, 1),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_decoder_line(decoder, NULL, 0), NQCNF_OK);
    nqcnf_decoder_free(decoder);
    /* the one answer: the empty buffer, said to be empty
     * (test_decode_diagnosis.c) */
    assert_int_equal(rec.count, 1);
    assert_answer(&rec, 0, NQCNF_ANSWER_ERROR, 1, "empty");
    recorder_free(&rec);
}

/* The long model through a buffer or through a file: no answer before an
 * allocation fails (the model is reported last), the model after. */
typedef struct oom_case {
    const text_buffer *text;
    FILE *file; /* NULL: the buffer */
} oom_case;

static nqcnf_status decode_long_model(void *context)
{
    const oom_case *c = context;
    recorder rec = new_recorder(200);
    nqcnf_status status;
    if (c->file != NULL) {
        rewind(c->file);
        status = nqcnf_decode_file(200, c->file, record_answer, &rec);
    } else {
        status = nqcnf_decode_buffer(200, c->text->data, c->text->size,
                                     record_answer, &rec);
    }
    assert_int_equal(rec.count, status == NQCNF_OK ? 1 : 0);
    recorder_free(&rec);
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    text_buffer long_text = long_model_line(200, 1);
    oom_case c = {&long_text, NULL};
    /* the decoder and its board */
    assert_int_equal(oom_loop("decode a buffer", decode_long_model, &c), 2);
    c.file = file_of(long_text.data, long_text.size);
    /* and the read buffer: 64 kB, doubled up to 512 kB for the line of
     * about 270 kB (the line is fed whole, never cut) */
    assert_true(long_text.size > 256 * 1024 && long_text.size < 480 * 1024);
    assert_int_equal(oom_loop("decode a file", decode_long_model, &c), 6);
    fclose(c.file);
    text_buffer_free(&long_text);
}

/* ------------------------------------------------------------------------
 * Robustness: prefixes and random token soup
 * ------------------------------------------------------------------------ */

static void test_every_prefix_of_a_transcript_decodes_safely(void **state)
{
    (void)state;
    for (size_t i = 0; i < COUNT_OF(transcripts); i++) {
        text_buffer text = read_transcript(transcripts[i].name);
        for (size_t length = 0; length <= text.size; length++) {
            recorder rec = decode_bytes(transcripts[i].n, text.data, length);
            recorder_free(&rec);
        }
        text_buffer_free(&text);
    }
}

static uint32_t random_state = 2463534242u;

static uint32_t next_random(void)
{
    /* xorshift32: a fixed sequence, so a failure can be replayed. */
    random_state ^= random_state << 13;
    random_state ^= random_state >> 17;
    random_state ^= random_state << 5;
    return random_state;
}

static size_t random_soup(char *out, size_t capacity)
{
    static const char *const tokens[] = {
        "v", "s", "c", "-", "0", "1", "2", "7", "16", "99", "2147483647",
        "2147483648", "-2147483648", " ", " ", " ", "\t", "\n", "\n", "\r\n",
        "SAT", "UNSAT", "SATISFIABLE", "UNSATISFIABLE", "UNKNOWN", "INDET",
        "INDETERMINATE", "SOLUTIONS", "s SATISFIABLE\n", "v ", "x", "\xff",
        "hello", "+", "c UNKNOWN\n", "sat\n", "unsat", "unknown", "(", ")",
        "define-fun", "x0y0", "x1y2", "aux9", "Bool", "true", "false", "x1",
        "-x1", "x3", "(error \"model is not available\")", "(model",
        "s OPTIMUM FOUND\n", "\v", "\f", "\r"};
    const size_t token_count = COUNT_OF(tokens);
    const size_t wanted = next_random() % 120;
    size_t size = 0;
    for (size_t i = 0; i < wanted; i++) {
        const size_t pick = next_random() % (token_count + 1);
        if (pick == token_count) { /* a NUL byte, once in a while */
            if (size + 1 > capacity) break;
            out[size++] = '\0';
            continue;
        }
        const size_t length = strlen(tokens[pick]);
        if (size + length > capacity) break;
        memcpy(out + size, tokens[pick], length);
        size += length;
    }
    return size;
}

static void feed_soup_by_lines(uint32_t n, const char *soup, size_t size,
                               recorder *rec)
{
    nqcnf_decoder *decoder = NULL;
    assert_int_equal(nqcnf_decoder_new(n, record_answer, rec, &decoder),
                     NQCNF_OK);
    if (next_random() % 2) nqcnf_decoder_set_variable_limit(decoder, n * n + 3);
    nqcnf_status expected = NQCNF_OK;
    size_t start = 0;
    while (start <= size) {
        const char *newline = memchr(soup + start, '\n', size - start);
        const size_t end = newline ? (size_t)(newline - soup) : size;
        const nqcnf_status status =
            nqcnf_decoder_line(decoder, soup + start, end - start);
        /* Once stopped, stopped for good. */
        if (expected == NQCNF_ERR_STOPPED)
            assert_int_equal(status, NQCNF_ERR_STOPPED);
        assert_true(status == NQCNF_OK || status == NQCNF_ERR_STOPPED);
        expected = status;
        start = end + 1;
    }
    const nqcnf_status status = nqcnf_decoder_finish(decoder);
    if (expected == NQCNF_ERR_STOPPED)
        assert_int_equal(status, NQCNF_ERR_STOPPED);
    assert_true(status == NQCNF_OK || status == NQCNF_ERR_STOPPED);
    nqcnf_decoder_free(decoder);
}

static void test_random_token_soup_never_breaks_the_decoder(void **state)
{
    (void)state;
    char soup[2048];
    for (int round = 0; round < 4000; round++) {
        const size_t size = random_soup(soup, sizeof soup);
        const uint32_t n = 1 + next_random() % 5;
        recorder rec = new_recorder(n);
        rec.stop_after = next_random() % 4; /* 0: never stop */
        if (round % 2) {
            feed_soup_by_lines(n, soup, size, &rec);
        } else {
            const nqcnf_status status =
                nqcnf_decode_buffer(n, soup, size, record_answer, &rec);
            assert_true(status == NQCNF_OK || status == NQCNF_ERR_STOPPED);
        }
        if (rec.stop_after != 0) assert_true(rec.count <= rec.stop_after);
        recorder_free(&rec);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blanks_are_the_same_in_every_syntax),
        cmocka_unit_test(test_quoted_input_is_short_and_printable),
        cmocka_unit_test(test_a_callback_can_stop_decoding_for_good),
        cmocka_unit_test(test_a_file_decodes_like_the_same_buffer),
        cmocka_unit_test(test_a_read_error_is_an_io_error),
        cmocka_unit_test(test_a_line_beyond_the_memory_is_out_of_memory),
        cmocka_unit_test(test_invalid_sizes_and_arguments_are_refused),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
        cmocka_unit_test(test_every_prefix_of_a_transcript_decodes_safely),
        cmocka_unit_test(test_random_token_soup_never_breaks_the_decoder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
