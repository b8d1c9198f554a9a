/*
 * test_quote.c - the one escaping of quoted input (core/quote.c).
 *
 * Written-out expectations: what a terminal must never receive (ESC, the
 * other control bytes, DEL, raw bytes above 0x7f) comes back as \xNN; a
 * backslash is doubled so that a file cannot forge an escape; a long
 * quote shows its first NQCNF_QUOTE_BYTES bytes at most, is cut at a
 * whole escape and a whole character, and says so with "...(L bytes)",
 * or with "..." alone where the buffer has no room for the length.
 */
#include "test_support.h"

#include <stdint.h>
#include <string.h>

static const char *quoted(const char *text, size_t length, size_t size)
{
    static char out[256];
    return nqcnf_quote(text, length, out, size);
}

/* A literal's bytes, NULs included, without the terminating one. */
#define Q(literal, size) quoted(literal, sizeof literal - 1, size)

static void test_printable_ascii_stays(void **state)
{
    (void)state;
    assert_string_equal(Q("p cnf 16 84", 64), "p cnf 16 84");
    assert_string_equal(Q("", 64), "");
}

static void test_terminal_bytes_are_escaped(void **state)
{
    (void)state;
    assert_string_equal(Q("\033[2J\033[H", 64),
                        "\\x1b[2J\\x1b[H");
    assert_string_equal(Q("a\tb\r\n\x7f", 64),
                        "a\\x09b\\x0d\\x0a\\x7f");
    assert_string_equal(Q("\xef\xbb\xbfp", 64), "\\xef\\xbb\\xbfp");
    assert_string_equal(Q("1\xc2\xa0" "2", 64), "1\\xc2\\xa02");
    assert_string_equal(Q("a\\x41", 64), "a\\\\x41");
    assert_string_equal(Q("\0z", 64), "\\x00z");
}

static void test_a_long_quote_is_cut_at_a_whole_escape(void **state)
{
    (void)state;
    /* size 12: 8 bytes of text, then "..." and the NUL */
    assert_string_equal(Q("abcdefghijkl", 12), "abcdefgh...");
    assert_string_equal(Q("abcdefg\033xyz", 12), "abcdefg...");
    /* what fits whole is not cut: 11 bytes and the NUL */
    assert_string_equal(Q("abcdefghijk", 12), "abcdefghijk");
    assert_string_equal(Q("\033\033\033", 13), "\\x1b\\x1b\\x1b");
}

static void test_a_quote_shows_80_bytes_and_the_length(void **state)
{
    (void)state;
    static char token[10 << 20];
    memset(token, 'a', sizeof token);
    char out[NQCNF_QUOTE_SIZE];
    const char *q = nqcnf_quote(token, sizeof token, out, sizeof out);
    assert_int_equal(strspn(q, "a"), NQCNF_QUOTE_BYTES);
    assert_string_equal(q + NQCNF_QUOTE_BYTES, "...(10485760 bytes)");
    /* 80 bytes are whole; 81 are cut, whatever the buffer's room */
    assert_string_equal(nqcnf_quote(token, 80, out, sizeof out) + 79, "a");
    assert_string_equal(nqcnf_quote(token, 81, out, sizeof out) + 80,
                        "...(81 bytes)");
    /* the longest quote fits: 80 bytes of \xNN and a length of 20 digits */
    memset(token, '\033', 100);
    q = nqcnf_quote(token, SIZE_MAX, out, sizeof out);
    assert_int_equal(strlen(q), 4 * NQCNF_QUOTE_BYTES +
                                    strlen("...(18446744073709551615 bytes)"));
}

static void test_a_cut_keeps_characters_whole(void **state)
{
    (void)state;
    char text[100], out[NQCNF_QUOTE_SIZE];
    /* 79 bytes, then a 2-byte character across the 80th byte */
    memset(text, 'a', sizeof text);
    memcpy(text + 79, "\xc3\xa9", 2);
    assert_string_equal(nqcnf_quote(text, sizeof text, out, sizeof out) + 79,
                        "...(100 bytes)");
    /* a 4-byte character across it: cut before its lead byte */
    memcpy(text + 78, "\xf0\x9f\x98\x80", 4);
    assert_string_equal(nqcnf_quote(text, sizeof text, out, sizeof out) + 78,
                        "...(100 bytes)");
    /* a character that ends at the 80th byte stays */
    memcpy(text + 76, "\xf0\x9f\x98\x80", 4);
    assert_string_equal(nqcnf_quote(text, sizeof text, out, sizeof out) + 76,
                        "\\xf0\\x9f\\x98\\x80...(100 bytes)");
    /* bytes that are no UTF-8 are cut where they fall */
    memset(text, 0x80, sizeof text);
    assert_string_equal(nqcnf_quote(text, sizeof text, out, sizeof out) +
                            4 * NQCNF_QUOTE_BYTES,
                        "...(100 bytes)");
}

static void test_small_or_null_buffers(void **state)
{
    (void)state;
    char out[8] = "zzzzzzz";
    assert_string_equal(nqcnf_quote("abc", 3, out, 4), "");
    assert_string_equal(nqcnf_quote(NULL, 3, out, sizeof out), "");
    assert_string_equal(nqcnf_quote("abc", 3, NULL, 0), "");
    assert_string_equal(nqcnf_quote("abc", 3, out, sizeof out), "abc");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_printable_ascii_stays),
        cmocka_unit_test(test_terminal_bytes_are_escaped),
        cmocka_unit_test(test_a_long_quote_is_cut_at_a_whole_escape),
        cmocka_unit_test(test_a_quote_shows_80_bytes_and_the_length),
        cmocka_unit_test(test_a_cut_keeps_characters_whole),
        cmocka_unit_test(test_small_or_null_buffers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
