/*
 * test_text.c - the text layer under both readers (src/read/text.c).
 *
 * The truth is written out by hand in tables: which bytes are blanks
 * (and, independently, the C library's isspace() less the newline), how
 * text splits into words, what each spelling of a number parses to at
 * the int32 and uint64 limits, and how bytes split into lines (CRLF, a
 * last line without newline, NUL bytes, a stray CR). A stream must give
 * exactly the lines of the same bytes in a buffer, also for lines longer
 * than a read block; read errors and every failed allocation come back
 * as statuses.
 */
#include "read_support.h"
#include "oracles.h"

#include "read/text.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_blanks_are_isspace_less_the_newline(void **state)
{
    (void)state;
    for (int c = 0; c < 256; c++) {
        const int listed = c != 0 && strchr(" \t\r\v\f", c) != NULL;
        const int space = isspace(c) && c != '\n';
        if (nqcnf_is_blank((char)c) != listed || listed != space)
            fail_msg("byte 0x%02x: blank %d, listed %d, isspace %d", c,
                     nqcnf_is_blank((char)c), listed, space);
        assert_int_equal(nqcnf_is_digit((char)c), c >= '0' && c <= '9');
    }
}

/* The words of a text, joined by '|' (NUL bytes kept); their length. */
static size_t words_of(const char *text, size_t length, char *out)
{
    nqcnf_text rest = nqcnf_text_make(text, length);
    size_t used = 0;
    for (nqcnf_text word; (word = nqcnf_text_word(&rest)).length > 0;) {
        if (used > 0) out[used++] = '|';
        memcpy(out + used, word.at, word.length);
        used += word.length;
    }
    assert_int_equal(rest.length, 0);
    out[used] = '\0';
    return used;
}

static void test_words_and_trimming(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        const char *words;
        const char *trimmed;
    } cases[] = {
        {"", "", ""},
        {" \t\r\v\f", "", ""},
        {"a", "a", "a"},
        {"  v 1\t-2 \r", "v|1|-2", "v 1\t-2"},
        {"\fa\vb\rc\td e\r", "a|b|c|d|e", "a\vb\rc\td e"},
        {"\x85\xa0x\x1c", "\x85\xa0x\x1c", "\x85\xa0x\x1c"}, /* no blanks */
        {"(define-fun x0y0", "(define-fun|x0y0", "(define-fun x0y0"},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        char words[64];
        words_of(cases[i].text, strlen(cases[i].text), words);
        assert_string_equal(words, cases[i].words);
        const nqcnf_text trimmed = nqcnf_text_trim(
            nqcnf_text_make(cases[i].text, strlen(cases[i].text)));
        assert_int_equal(trimmed.length, strlen(cases[i].trimmed));
        assert_memory_equal(trimmed.at, cases[i].trimmed, trimmed.length);
    }
    /* A NUL byte is part of a word. */
    char words[64];
    assert_int_equal(words_of("x\0y z", 5, words), 5);
    assert_memory_equal(words, "x\0y|z", 5);
}

static void test_comparisons(void **state)
{
    (void)state;
    const nqcnf_text sat = nqcnf_text_make("SATISFIABLE", 3); /* "SAT" */
    assert_true(nqcnf_text_is(sat, "SAT"));
    assert_false(nqcnf_text_is(sat, "SA"));
    assert_false(nqcnf_text_is(sat, "SATISFIABLE"));
    assert_true(nqcnf_text_starts_with(sat, "SA"));
    assert_true(nqcnf_text_starts_with(sat, ""));
    assert_false(nqcnf_text_starts_with(sat, "SATI"));
    static const struct {
        const char *text;
        int digits;
    } cases[] = {{"0", 1}, {"0123456789", 1}, {"", 0}, {"-1", 0},
                 {"1 ", 0}, {"1a", 0}, {"\xd9\xa1", 0}};
    for (size_t i = 0; i < COUNT_OF(cases); i++)
        assert_int_equal(nqcnf_text_all_digits(nqcnf_text_make(
                             cases[i].text, strlen(cases[i].text))),
                         cases[i].digits);
}

static void test_numbers_at_the_int32_and_uint64_limits(void **state)
{
    (void)state;
    enum { OK = NQCNF_NUMBER_OK, BAD = NQCNF_NUMBER_MALFORMED,
           BIG = NQCNF_NUMBER_TOO_LARGE };
    static const struct {
        const char *word;
        int sign;
        uint64_t most;
        int kind;
        int negative;
        uint64_t magnitude;
    } cases[] = {
        {"0", 1, INT32_MAX, OK, 0, 0},
        {"007", 1, INT32_MAX, OK, 0, 7},
        {"-0", 1, INT32_MAX, OK, 1, 0}, /* the caller decides */
        {"-0", 0, INT32_MAX, BAD, 0, 0},
        {"-17", 1, INT32_MAX, OK, 1, 17},
        {"2147483647", 1, INT32_MAX, OK, 0, 2147483647},
        {"-2147483647", 1, INT32_MAX, OK, 1, 2147483647},
        {"2147483648", 1, INT32_MAX, BIG, 0, 2147483648u},
        {"-2147483648", 1, INT32_MAX, BIG, 1, 2147483648u},
        {"18446744073709551615", 0, UINT64_MAX, OK, 0, UINT64_MAX},
        {"18446744073709551616", 0, UINT64_MAX, OK, 0, UINT64_MAX},
        {"99999999999999999999999", 1, INT32_MAX, BIG, 0, UINT64_MAX},
        {"1844674407370955161", 0, UINT64_MAX, OK, 0, 1844674407370955161u},
        {"", 1, INT32_MAX, BAD, 0, 0},
        {"-", 1, INT32_MAX, BAD, 1, 0},
        {"+5", 1, INT32_MAX, BAD, 0, 0},
        {"--5", 1, INT32_MAX, BAD, 1, 0},
        {"5.0", 1, INT32_MAX, BAD, 0, 0},
        {"0x10", 1, INT32_MAX, BAD, 0, 0},
        {" 5", 1, INT32_MAX, BAD, 0, 0},
        {"5\r", 1, INT32_MAX, BAD, 0, 0},
        {"1e3", 1, INT32_MAX, BAD, 0, 0},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        const nqcnf_number number = nqcnf_text_number(
            nqcnf_text_make(cases[i].word, strlen(cases[i].word)),
            cases[i].sign, cases[i].most);
        if ((int)number.kind != cases[i].kind ||
            number.negative != cases[i].negative)
            fail_msg("'%s': kind %d negative %d", cases[i].word,
                     (int)number.kind, number.negative);
        if (number.kind != NQCNF_NUMBER_MALFORMED)
            assert_true(number.magnitude == cases[i].magnitude);
    }
}

/* ---- Lines --------------------------------------------------------------- */

/* The lines seen, joined by '|', with CR written \r and NUL \0; and the
 * numbers they came with, which must count from 1. */
typedef struct seen_lines {
    char text[256];
    size_t count;
    size_t stop_at; /* answer NQCNF_ERR_STOPPED to this line; 0: never */
    size_t longest;
} seen_lines;

static nqcnf_status see_line(void *context, nqcnf_text line, size_t number)
{
    seen_lines *seen = context;
    assert_int_equal(number, ++seen->count);
    if (line.length > seen->longest) seen->longest = line.length;
    if (seen->count > 1) strcat(seen->text, "|");
    for (size_t i = 0; i < line.length && line.length < 64; i++) {
        const char c = line.at[i];
        strcat(seen->text, c == '\r' ? "\\r" : c == '\0' ? "\\0" : "");
        if (c != '\r' && c != '\0') strncat(seen->text, &c, 1);
    }
    return seen->count == seen->stop_at ? NQCNF_ERR_STOPPED : NQCNF_OK;
}

static const struct {
    const char *bytes;
    size_t size;
    const char *lines;
    size_t count;
} line_cases[] = {
    {"", 0, "", 0},
    {"\n", 1, "", 1},
    {"\n\n", 2, "|", 2},
    {"a", 1, "a", 1},
    {"a\n", 2, "a", 1},
    {"a\nb", 3, "a|b", 2},
    {"a\r\nb\r\n", 6, "a|b", 2},
    {"\r\n\r\n", 4, "|", 2},
    {"a\r", 2, "a\\r", 1},         /* a CR without LF stays: a blank */
    {"a\r\r\n", 4, "a\\r", 1},     /* one CR goes with the LF */
    {"a\rb\n", 4, "a\\rb", 1},     /* a lone CR ends no line */
    {"x\0y\nz", 5, "x\\0y|z", 2},  /* NUL is an ordinary byte */
    {"v 1 0\n\n\nv 2 0", 13, "v 1 0|||v 2 0", 4},
};

static void test_lines_of_a_buffer_and_of_a_stream(void **state)
{
    (void)state;
    for (size_t i = 0; i < COUNT_OF(line_cases); i++)
        for (int stream = 0; stream <= 1; stream++) {
            seen_lines seen = {"", 0, 0, 0};
            nqcnf_text_source source = {line_cases[i].bytes,
                                        line_cases[i].size, NULL};
            if (stream) source.stream = file_of(source.data, source.size);
            assert_int_equal(nqcnf_text_read_lines(&source, see_line, &seen),
                             NQCNF_OK);
            if (stream) fclose(source.stream);
            if (strcmp(seen.text, line_cases[i].lines) != 0 ||
                seen.count != line_cases[i].count)
                fail_msg("case %zu (%s): %zu lines '%s'", i,
                         stream ? "stream" : "buffer", seen.count, seen.text);
        }
}

/* Lines far longer than a read block (64 kB), CRLF, no final newline. */
static void test_long_lines_come_whole(void **state)
{
    (void)state;
    static const size_t lengths[] = {1, 200000, 65535, 65536, 131073, 3};
    text_buffer text = {NULL, 0, 0};
    for (size_t i = 0; i < COUNT_OF(lengths); i++) {
        for (size_t k = 0; k < lengths[i]; k++)
            assert_int_equal(text_buffer_write(&text, k % 7 ? "x" : " ", 1),
                             0);
        if (i + 1 < COUNT_OF(lengths))
            assert_int_equal(text_buffer_write(&text, "\r\n", 2), 0);
    }
    for (int stream = 0; stream <= 1; stream++) {
        seen_lines seen = {"", 0, 0, 0};
        nqcnf_text_source source = {text.data, text.size, NULL};
        if (stream) source.stream = file_of(text.data, text.size);
        assert_int_equal(nqcnf_text_read_lines(&source, see_line, &seen),
                         NQCNF_OK);
        if (stream) fclose(source.stream);
        assert_int_equal(seen.count, COUNT_OF(lengths));
        assert_int_equal(seen.longest, 200000);
    }
    text_buffer_free(&text);
}

static void test_a_callback_stops_the_reading(void **state)
{
    (void)state;
    static const char bytes[] = "1\n2\n3\n4\n";
    for (int stream = 0; stream <= 1; stream++) {
        seen_lines seen = {"", 0, 2, 0};
        nqcnf_text_source source = {bytes, sizeof bytes - 1, NULL};
        if (stream) source.stream = file_of(bytes, sizeof bytes - 1);
        assert_int_equal(nqcnf_text_read_lines(&source, see_line, &seen),
                         NQCNF_ERR_STOPPED);
        if (stream) fclose(source.stream);
        assert_string_equal(seen.text, "1|2");
    }
}

static void test_read_errors_and_bad_arguments(void **state)
{
    (void)state;
    /* Reading a directory opened as a stream fails with EISDIR. */
    FILE *directory = fopen(NQCNF_TEST_DATA_DIR, "r");
    assert_non_null(directory);
    seen_lines seen = {"", 0, 0, 0};
    const nqcnf_text_source from_directory = {NULL, 0, directory};
    errno = 0;
    assert_int_equal(
        nqcnf_text_read_lines(&from_directory, see_line, &seen),
        NQCNF_ERR_IO);
    assert_int_not_equal(errno, 0);
    assert_int_equal(seen.count, 0);
    fclose(directory);

    const nqcnf_text_source missing = {NULL, 1, NULL};
    assert_int_equal(nqcnf_text_read_lines(&missing, see_line, &seen),
                     NQCNF_ERR_INVALID_ARGUMENT);
    const nqcnf_text_source empty = {NULL, 0, NULL};
    assert_int_equal(nqcnf_text_read_lines(&empty, see_line, &seen),
                     NQCNF_OK);
    assert_int_equal(seen.count, 0);
}

static nqcnf_status read_stream_lines(void *context)
{
    FILE *file = context;
    rewind(file);
    seen_lines seen = {"", 0, 0, 0};
    const nqcnf_text_source source = {NULL, 0, file};
    const nqcnf_status status = nqcnf_text_read_lines(&source, see_line, &seen);
    if (status == NQCNF_OK) assert_int_equal(seen.longest, 300000);
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    char *line = malloc(300001);
    assert_non_null(line);
    memset(line, '1', 300000);
    line[300000] = '\n';
    FILE *file = file_of(line, 300001);
    free(line);
    /* 64 kB, then doubled until the 300 kB line fits: 64, 128, 256, 512 */
    assert_int_equal(oom_loop("read lines", read_stream_lines, file), 4);
    fclose(file);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blanks_are_isspace_less_the_newline),
        cmocka_unit_test(test_words_and_trimming),
        cmocka_unit_test(test_comparisons),
        cmocka_unit_test(test_numbers_at_the_int32_and_uint64_limits),
        cmocka_unit_test(test_lines_of_a_buffer_and_of_a_stream),
        cmocka_unit_test(test_long_lines_come_whole),
        cmocka_unit_test(test_a_callback_stops_the_reading),
        cmocka_unit_test(test_read_errors_and_bad_arguments),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
