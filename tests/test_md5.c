/*
 * test_md5.c - the MD5 behind the GBD hash, against independent truth.
 *
 * Two judges: the test suite printed in RFC 1321 itself (appendix A.5,
 * plus the classic million 'a's), and the md5sum of GNU coreutils run on
 * files this test writes, for every length from 0 to 200 bytes (every
 * place the padding can fall: 55, 56, 63, 64, 119, 120 ...) and for a
 * text fed to the streaming code in pieces of many sizes, so the
 * buffering between calls is judged too.
 */
#include "test_support.h"

#include "core/md5.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void md5_of(const void *data, size_t size, char hex[33])
{
    nqcnf_md5 md5;
    nqcnf_md5_init(&md5);
    nqcnf_md5_update(&md5, data, size);
    nqcnf_md5_final(&md5, hex);
}

static void test_rfc_1321_suite(void **state)
{
    (void)state;
    static const struct {
        const char *text, *digest;
    } suite[] = {
        {"", "d41d8cd98f00b204e9800998ecf8427e"},
        {"a", "0cc175b9c0f1b6a831c399e269772661"},
        {"abc", "900150983cd24fb0d6963f7d28e17f72"},
        {"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
        {"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
        {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
         "d174ab98d277d9f5a5611c2c9f419d9f"},
        {"1234567890123456789012345678901234567890123456789012345678901234"
         "5678901234567890",
         "57edf4a22be3c955ac49da2e2107b67a"}};
    for (size_t i = 0; i < sizeof suite / sizeof suite[0]; i++) {
        char hex[33];
        md5_of(suite[i].text, strlen(suite[i].text), hex);
        if (strcmp(hex, suite[i].digest) != 0)
            fail_msg("MD5(\"%s\") = %s, RFC 1321 says %s", suite[i].text,
                     hex, suite[i].digest);
    }
    /* A million 'a's, in uneven pieces. */
    char piece[997];
    memset(piece, 'a', sizeof piece);
    nqcnf_md5 md5;
    nqcnf_md5_init(&md5);
    size_t left = 1000000;
    while (left > 0) {
        const size_t take = left < sizeof piece ? left : sizeof piece;
        nqcnf_md5_update(&md5, piece, take);
        left -= take;
    }
    char hex[33];
    nqcnf_md5_final(&md5, hex);
    assert_string_equal(hex, "7707d6ae4e027c70eea2a935c2296f21");
}

/* md5sum's digest of `size` bytes of `data`, through a temporary file. */
static void md5sum_of(const unsigned char *data, size_t size, char hex[33])
{
    char path[] = "/tmp/test_md5_XXXXXX";
    const int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, data, size), (ssize_t)size);
    close(fd);
    char command[64];
    snprintf(command, sizeof command, "md5sum %s", path);
    FILE *pipe = popen(command, "r");
    assert_non_null(pipe);
    char line[128] = "";
    const int read_ok = fgets(line, sizeof line, pipe) != NULL;
    const int status = pclose(pipe);
    unlink(path);
    if (!read_ok || status != 0 || strlen(line) < 32)
        fail_msg("md5sum failed (install the Debian package coreutils)");
    memcpy(hex, line, 32);
    hex[32] = '\0';
}

static void test_every_padding_length_against_md5sum(void **state)
{
    (void)state;
    unsigned char data[200];
    uint64_t seed = 15;
    for (size_t i = 0; i < sizeof data; i++)
        data[i] = (unsigned char)test_random(&seed);
    for (size_t size = 0; size <= sizeof data; size++) {
        char ours[33], theirs[33];
        md5_of(data, size, ours);
        md5sum_of(data, size, theirs);
        if (strcmp(ours, theirs) != 0)
            fail_msg("%zu bytes: MD5 %s, md5sum %s", size, ours, theirs);
    }
}

static void test_pieces_of_every_size_against_md5sum(void **state)
{
    (void)state;
    enum { SIZE = 100000 };
    unsigned char *data = malloc(SIZE);
    assert_non_null(data);
    uint64_t seed = 1321;
    for (size_t i = 0; i < SIZE; i++)
        data[i] = (unsigned char)test_random(&seed);
    char theirs[33];
    md5sum_of(data, SIZE, theirs);
    for (size_t piece = 1; piece <= 130; piece += 3) {
        nqcnf_md5 md5;
        nqcnf_md5_init(&md5);
        for (size_t at = 0; at < SIZE; at += piece)
            nqcnf_md5_update(&md5, data + at,
                             SIZE - at < piece ? SIZE - at : piece);
        char ours[33];
        nqcnf_md5_final(&md5, ours);
        if (strcmp(ours, theirs) != 0)
            fail_msg("pieces of %zu bytes: MD5 %s, md5sum %s", piece, ours,
                     theirs);
    }
    free(data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rfc_1321_suite),
        cmocka_unit_test(test_every_padding_length_against_md5sum),
        cmocka_unit_test(test_pieces_of_every_size_against_md5sum),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
