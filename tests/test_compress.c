/*
 * test_compress.c - compressed streams: codecs, round trips, damage.
 *
 * The truth here is outside the library: the magic bytes the formats'
 * specifications give (RFC 1952 for gzip, bzip2's "BZh" and block-size
 * digit, the .xz file format's six bytes, RFC 8878 for zstd), the plain
 * DIMACS text (itself held to the reference files elsewhere), and the
 * real tools: streams written by gzip, bzip2, xz and zstd must read back
 * as what went in. (That the tools read ours back is e2e_compress.sh.)
 * Damage is made by hand: a stream cut anywhere, a byte flipped, data
 * behind the end; each must be an error with a message, never a shorter
 * text. Out of memory: every allocation of a round trip refused in turn.
 */
#define _POSIX_C_SOURCE 200809L
#include "test_support.h"

#include "oracles.h"

#include "compress.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const nqcnf_codec codecs[] = {NQCNF_CODEC_GZIP, NQCNF_CODEC_BZIP2,
                                     NQCNF_CODEC_XZ, NQCNF_CODEC_ZSTD};
#define CODECS (sizeof codecs / sizeof codecs[0])

/* A read callback over a buffer, handing out at most `chunk` bytes. */
typedef struct source {
    const unsigned char *data;
    size_t size, position, chunk;
    int fail_with; /* errno to fail with once position reaches fail_at */
    size_t fail_at;
} source;

static int source_read(void *context, void *buffer, size_t size, size_t *got)
{
    source *s = context;
    if (s->fail_with != 0 && s->position >= s->fail_at) {
        errno = s->fail_with;
        return -1;
    }
    size_t n = s->size - s->position;
    if (n > size) n = size;
    if (s->chunk != 0 && n > s->chunk) n = s->chunk;
    memcpy(buffer, s->data + s->position, n);
    s->position += n;
    *got = n;
    return 0;
}

static nqcnf_status compress_text(nqcnf_codec codec, int level,
                                  unsigned threads, const void *data,
                                  size_t size, text_buffer *out)
{
    nqcnf_compressor *c = NULL;
    nqcnf_status status =
        nqcnf_compressor_new(codec, level, threads, text_buffer_write, out, &c);
    if (status != NQCNF_OK) return status;
    /* In uneven pieces, as a writer might hand them over. */
    const char *bytes = data;
    for (size_t done = 0, piece = 1; done < size && status == NQCNF_OK;
         piece = piece * 3 + 7) {
        const size_t n = size - done < piece ? size - done : piece;
        if (nqcnf_compressor_write(c, bytes + done, n) != 0)
            status = errno == ENOMEM ? NQCNF_ERR_OUT_OF_MEMORY : NQCNF_ERR_IO;
        done += n;
    }
    if (status == NQCNF_OK) status = nqcnf_compressor_finish(c);
    nqcnf_compressor_free(c);
    return status;
}

/* Everything the decompressor gives for `data`, read `chunk` at a time. */
static nqcnf_status decompress_all(const void *data, size_t size,
                                   size_t chunk, text_buffer *out,
                                   nqcnf_codec *found, char *why,
                                   size_t why_size)
{
    source s = {data, size, 0, chunk, 0, 0};
    nqcnf_decompressor *d = NULL;
    nqcnf_status status = nqcnf_decompressor_new(source_read, &s, &d);
    if (status != NQCNF_OK) return status;
    unsigned char buffer[7000];
    size_t got = 1;
    while (status == NQCNF_OK && got > 0) {
        status = nqcnf_decompressor_read(d, buffer, sizeof buffer, &got);
        if (status == NQCNF_OK && got > 0 &&
            text_buffer_write(out, buffer, got) != 0)
            status = NQCNF_ERR_OUT_OF_MEMORY;
    }
    if (found != NULL) *found = nqcnf_decompressor_codec(d);
    if (why != NULL) {
        const char *message = nqcnf_decompressor_error(d);
        snprintf(why, why_size, "%s", message ? message : "");
    }
    nqcnf_decompressor_free(d);
    return status;
}

static void test_names_endings_and_levels(void **state)
{
    (void)state;
    static const char *const names[] = {"gz", "bz2", "xz", "zst"};
    static const char *const paths[] = {"q.cnf.gz", "Q.CNF.BZ2", "dir.xz/q.xz",
                                        "q.zst"};
    for (size_t i = 0; i < CODECS; i++) {
        nqcnf_codec codec = NQCNF_CODEC_NONE;
        assert_string_equal(nqcnf_codec_name(codecs[i]), names[i]);
        assert_int_equal(nqcnf_codec_from_name(names[i], &codec), NQCNF_OK);
        assert_int_equal(codec, codecs[i]);
        assert_int_equal(nqcnf_codec_from_path(paths[i]), codecs[i]);
    }
    nqcnf_codec codec;
    assert_string_equal(nqcnf_codec_name(NQCNF_CODEC_NONE), "none");
    assert_null(nqcnf_codec_name((nqcnf_codec)NQCNF_CODEC_COUNT));
    assert_int_equal(nqcnf_codec_from_name("gzip", &codec),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_codec_from_path("q.cnf"), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_from_path(".xz"), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_from_path("q.xz.cnf"), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_from_path(NULL), NQCNF_CODEC_NONE);
    /* The tools' ranges and defaults (gzip -6, bzip2 -9, xz -6, zstd -3). */
    static const int expected[][3] = {{1, 9, 6}, {1, 9, 9}, {0, 9, 6},
                                      {1, 19, 3}};
    for (size_t i = 0; i < CODECS; i++) {
        int low, high, fallback;
        assert_int_equal(nqcnf_codec_levels(codecs[i], &low, &high, &fallback),
                         NQCNF_OK);
        assert_int_equal(low, expected[i][0]);
        assert_int_equal(high, expected[i][1]);
        assert_int_equal(fallback, expected[i][2]);
        nqcnf_compressor *c = NULL;
        assert_int_equal(nqcnf_compressor_new(codecs[i], high + 1, 1,
                                              text_buffer_write, NULL, &c),
                         NQCNF_ERR_INVALID_ARGUMENT);
        /* -1 is NQCNF_LEVEL_DEFAULT, so below xz's 0 is -2. */
        assert_int_equal(nqcnf_compressor_new(codecs[i], low == 0 ? -2 : low - 1, 1,
                                              text_buffer_write, NULL, &c),
                         NQCNF_ERR_INVALID_ARGUMENT);
    }
    assert_int_equal(nqcnf_codec_levels(NQCNF_CODEC_NONE, NULL, NULL, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
}

static void test_magic_bytes_from_the_specifications(void **state)
{
    (void)state;
    static const unsigned char gz[] = {0x1f, 0x8b, 8, 0};
    static const unsigned char bz[] = {'B', 'Z', 'h', '9', '1'};
    static const unsigned char xz[] = {0xfd, '7', 'z', 'X', 'Z', 0};
    static const unsigned char zst[] = {0x28, 0xb5, 0x2f, 0xfd, 0};
    assert_int_equal(nqcnf_codec_detect(gz, sizeof gz), NQCNF_CODEC_GZIP);
    assert_int_equal(nqcnf_codec_detect(bz, sizeof bz), NQCNF_CODEC_BZIP2);
    assert_int_equal(nqcnf_codec_detect(xz, sizeof xz), NQCNF_CODEC_XZ);
    assert_int_equal(nqcnf_codec_detect(zst, sizeof zst), NQCNF_CODEC_ZSTD);
    assert_int_equal(nqcnf_codec_detect(xz, 5), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_detect("BZh0", 4), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_detect("p cnf 16 84\n", 12), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_detect(NULL, 0), NQCNF_CODEC_NONE);
}

/* Each codec, alone and threaded, small and larger than several members
 * and buffers: the stream starts with its magic and reads back. */
static void test_round_trips(void **state)
{
    (void)state;
    static const uint32_t sizes[] = {1, 8, 47};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        text_buffer plain = dimacs_text(sizes[k]);
        for (size_t i = 0; i < CODECS; i++) {
            for (unsigned threads = 0; threads <= 3; threads++) {
                text_buffer packed = {0}, back = {0};
                /* The larger text at the fastest level: several gzip and
                 * bzip2 members, output buffers and input blocks. */
                const int level = plain.size > 100000 ? 1 : NQCNF_LEVEL_DEFAULT;
                assert_int_equal(compress_text(codecs[i], level,
                                               threads, plain.data,
                                               plain.size, &packed),
                                 NQCNF_OK);
                assert_int_equal(nqcnf_codec_detect(packed.data, packed.size),
                                 codecs[i]);
                if (plain.size > 100000) assert_true(packed.size < plain.size / 4);
                nqcnf_codec found = NQCNF_CODEC_NONE;
                assert_int_equal(decompress_all(packed.data, packed.size,
                                                threads * 1000, &back, &found,
                                                NULL, 0),
                                 NQCNF_OK);
                assert_int_equal(found, codecs[i]);
                assert_same_bytes(&back, &plain, nqcnf_codec_name(codecs[i]));
                text_buffer_free(&packed);
                text_buffer_free(&back);
            }
        }
        text_buffer_free(&plain);
    }
}

static void test_totals_and_pass_through(void **state)
{
    (void)state;
    text_buffer plain = dimacs_text(9), packed = {0}, back = {0};
    nqcnf_compressor *c = NULL;
    assert_int_equal(nqcnf_compressor_new(NQCNF_CODEC_ZSTD, 19, 1,
                                          text_buffer_write, &packed, &c),
                     NQCNF_OK);
    assert_int_equal(nqcnf_compressor_write(c, plain.data, plain.size), 0);
    assert_int_equal(nqcnf_compressor_finish(c), NQCNF_OK);
    uint64_t in = 0, out = 0;
    nqcnf_compressor_totals(c, &in, &out);
    assert_int_equal(in, plain.size);
    assert_int_equal(out, packed.size);
    nqcnf_compressor_free(c);
    text_buffer_free(&packed);
    /* NONE writes the bytes as they are; plain input reads as it is,
     * the shortest inputs included. */
    assert_int_equal(compress_text(NQCNF_CODEC_NONE, 5, 1, plain.data,
                                   plain.size, &packed), NQCNF_OK);
    assert_same_bytes(&packed, &plain, "none");
    for (size_t size = 0; size <= 7; size++) {
        text_buffer cut = {plain.data, size, size};
        assert_int_equal(decompress_all(plain.data, size, 1, &back, NULL,
                                        NULL, 0), NQCNF_OK);
        assert_same_bytes(&back, &cut, "plain");
        text_buffer_free(&back);
    }
    text_buffer_free(&packed);
    text_buffer_free(&plain);
}

/* Members one after another read as one stream, as with the tools. */
static void test_concatenated_members(void **state)
{
    (void)state;
    text_buffer first = dimacs_text(5), second = dimacs_text(6);
    for (size_t i = 0; i < CODECS; i++) {
        text_buffer packed = {0}, back = {0};
        assert_int_equal(compress_text(codecs[i], 1 + (int)i, 1, first.data,
                                       first.size, &packed), NQCNF_OK);
        assert_int_equal(compress_text(codecs[i], NQCNF_LEVEL_DEFAULT, 2,
                                       second.data, second.size, &packed),
                         NQCNF_OK);
        assert_int_equal(decompress_all(packed.data, packed.size, 0, &back,
                                        NULL, NULL, 0), NQCNF_OK);
        assert_int_equal(back.size, first.size + second.size);
        assert_memory_equal(back.data, first.data, first.size);
        assert_memory_equal(back.data + first.size, second.data, second.size);
        text_buffer_free(&packed);
        text_buffer_free(&back);
    }
    text_buffer_free(&first);
    text_buffer_free(&second);
}

static void assert_damage_found(const text_buffer *packed, size_t size,
                                const char *expected_words, const char *what)
{
    text_buffer back = {0};
    char why[256];
    errno = 0;
    const nqcnf_status status =
        decompress_all(packed->data, size, 0, &back, NULL, why, sizeof why);
    if (status != NQCNF_ERR_IO || errno != EBADMSG ||
        strstr(why, expected_words) == NULL)
        fail_msg("%s (%zu of %zu bytes): status '%s', message '%s'", what,
                 size, packed->size, nqcnf_strerror(status), why);
    text_buffer_free(&back);
}

/* A stream cut short anywhere, a flipped byte, or data behind the end. */
static void test_damage_is_an_error(void **state)
{
    (void)state;
    text_buffer plain = dimacs_text(12);
    for (size_t i = 0; i < CODECS; i++) {
        text_buffer packed = {0};
        assert_int_equal(compress_text(codecs[i], NQCNF_LEVEL_DEFAULT, 1,
                                       plain.data, plain.size, &packed),
                         NQCNF_OK);
        const char *name = nqcnf_codec_name(codecs[i]);
        const size_t step = packed.size / 97 + 1;
        for (size_t size = 6; size < packed.size; size += step)
            assert_damage_found(&packed, size, "truncated", name);
        assert_damage_found(&packed, packed.size - 1, "truncated", name);
        for (size_t at = 40; at < packed.size - 8; at += packed.size / 7) {
            packed.data[at] ^= 0x20;
            assert_damage_found(&packed, packed.size, name, name);
            packed.data[at] ^= 0x20;
        }
        assert_int_equal(text_buffer_write(&packed, "\nc more\n", 8), 0);
        assert_damage_found(&packed, packed.size, "followed by data", name);
        text_buffer_free(&packed);
    }
    text_buffer_free(&plain);
}

static void test_failed_reads_and_writes(void **state)
{
    (void)state;
    text_buffer plain = dimacs_text(30);
    for (size_t i = 0; i < CODECS; i++) {
        block_log log = {.fail_at_call = 1};
        nqcnf_compressor *c = NULL;
        assert_int_equal(nqcnf_compressor_new(codecs[i], 1, 1, block_log_write,
                                              &log, &c), NQCNF_OK);
        int result = 0;
        for (size_t done = 0; done < plain.size && result == 0; done += 4096)
            result = nqcnf_compressor_write(
                c, plain.data + done,
                plain.size - done < 4096 ? plain.size - done : 4096);
        errno = 0;
        assert_int_equal(nqcnf_compressor_finish(c), NQCNF_ERR_IO);
        assert_int_equal(errno, ENOSPC);
        assert_int_equal(nqcnf_compressor_write(c, "x", 1), -1);
        assert_int_equal(errno, ENOSPC);
        assert_int_equal(log.calls_after_failure, 0);
        nqcnf_compressor_free(c);

        text_buffer packed = {0};
        assert_int_equal(compress_text(codecs[i], 1, 1, plain.data, plain.size,
                                       &packed), NQCNF_OK);
        source s = {(unsigned char *)packed.data, packed.size, 0, 0, EIO, 10};
        nqcnf_decompressor *d = NULL;
        assert_int_equal(nqcnf_decompressor_new(source_read, &s, &d), NQCNF_OK);
        unsigned char buffer[100000];
        size_t got = 1;
        nqcnf_status status = NQCNF_OK;
        while (status == NQCNF_OK && got > 0)
            status = nqcnf_decompressor_read(d, buffer, sizeof buffer, &got);
        assert_int_equal(status, NQCNF_ERR_IO);
        assert_int_equal(errno, EIO);
        assert_int_equal(nqcnf_decompressor_read(d, buffer, 1, &got),
                         NQCNF_ERR_IO);
        nqcnf_decompressor_free(d);
        text_buffer_free(&packed);
    }
    text_buffer_free(&plain);
}

static text_buffer read_whole_file(const char *path)
{
    text_buffer text = {0};
    FILE *file = fopen(path, "rb");
    if (file == NULL) fail_msg("cannot open %s", path);
    char buffer[65536];
    size_t got;
    while ((got = fread(buffer, 1, sizeof buffer, file)) > 0)
        assert_int_equal(text_buffer_write(&text, buffer, got), 0);
    fclose(file);
    return text;
}

/* The real tools (Debian's gzip, bzip2, xz-utils, zstd; missing is a
 * failure) compress a text; the library reads it back unchanged. xz and
 * zstd threaded too: their blocks and jobs differ from a single run. */
static void test_streams_the_tools_wrote(void **state)
{
    (void)state;
    static const char *const commands[] = {
        "gzip -c -9", "bzip2 -c -1", "xz -c -T2 --block-size=100000",
        "zstd -q -c -T2 -19", "gzip -c -1", "xz -c -0", "zstd -q -c --no-check"};
    char plain_path[] = "/tmp/nqcnf-compress-XXXXXX";
    const int fd = mkstemp(plain_path);
    assert_true(fd >= 0);
    text_buffer plain = dimacs_text(40);
    FILE *file = fdopen(fd, "wb");
    assert_non_null(file);
    assert_int_equal(fwrite(plain.data, 1, plain.size, file), plain.size);
    assert_int_equal(fclose(file), 0);
    char packed_path[sizeof plain_path + 8], command[256];
    snprintf(packed_path, sizeof packed_path, "%s.packed", plain_path);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        snprintf(command, sizeof command, "%s < %s > %s", commands[i],
                 plain_path, packed_path);
        if (system(command) != 0) fail_msg("'%s' failed", command);
        text_buffer packed = read_whole_file(packed_path), back = {0};
        assert_int_equal(decompress_all(packed.data, packed.size, 0, &back,
                                        NULL, NULL, 0), NQCNF_OK);
        assert_same_bytes(&back, &plain, commands[i]);
        text_buffer_free(&packed);
        text_buffer_free(&back);
    }
    remove(packed_path);
    remove(plain_path);
    text_buffer_free(&plain);
}

typedef struct oom_case {
    nqcnf_codec codec;
    unsigned threads;
} oom_case;

static nqcnf_status round_trip_allocating(void *context)
{
    const oom_case *c = context;
    static const char text[] = "p cnf 3 2\n1 2 3 0\n-1 -2 0\n";
    text_buffer packed = {0}, back = {0};
    nqcnf_status status = compress_text(c->codec, 1, c->threads, text,
                                        sizeof text - 1, &packed);
    if (status == NQCNF_OK)
        status = decompress_all(packed.data, packed.size, 0, &back, NULL,
                                NULL, 0);
    if (status == NQCNF_OK &&
        (back.size != sizeof text - 1 || memcmp(back.data, text, back.size)))
        status = NQCNF_ERR_INTERNAL;
    text_buffer_free(&packed);
    text_buffer_free(&back);
    return status;
}

static void test_out_of_memory(void **state)
{
    (void)state;
    nqcnf_codec_set_allocator(fault_injection_allocator());
    for (size_t i = 0; i < CODECS; i++) {
        for (unsigned threads = 1; threads <= 2; threads++) {
            oom_case c = {codecs[i], threads};
            char what[64];
            snprintf(what, sizeof what, "%s with %u threads",
                     nqcnf_codec_name(codecs[i]), threads);
            assert_true(oom_loop(what, round_trip_allocating, &c) > 1);
        }
    }
    nqcnf_codec_set_allocator(NULL);
}

/* ---- NULL and zeros: the codecs' contract ------------------------------
 * As test_api_contracts holds the library's functions, these hold the
 * command's codecs to a documented answer for bad arguments. */

#define INVALID NQCNF_ERR_INVALID_ARGUMENT

static int never_write(void *context, const void *data, size_t size)
{
    (void)context; (void)data; (void)size;
    fail_msg("a write callback was called for a refused call");
    return -1;
}

static int never_read(void *context, void *buffer, size_t size, size_t *got)
{
    (void)context; (void)buffer; (void)size; (void)got;
    fail_msg("a read callback was called for a refused call");
    return -1;
}

static void codec_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_codec_name((nqcnf_codec)NQCNF_CODEC_COUNT));
    assert_null(nqcnf_codec_name((nqcnf_codec)-1));
}

static void codec_from_name_null(void **state)
{
    (void)state;
    nqcnf_codec codec;
    assert_int_equal(nqcnf_codec_from_name(NULL, &codec), INVALID);
    assert_int_equal(nqcnf_codec_from_name("gz", NULL), INVALID);
    assert_int_equal(nqcnf_codec_from_name("", &codec), INVALID);
}

static void codec_from_path_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_codec_from_path(NULL), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_from_path(""), NQCNF_CODEC_NONE);
}

static void codec_detect_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_codec_detect(NULL, 0), NQCNF_CODEC_NONE);
    assert_int_equal(nqcnf_codec_detect(NULL, 6), NQCNF_CODEC_NONE);
}

static void codec_levels_null(void **state)
{
    (void)state;
    int lowest, highest, fallback;
    assert_int_equal(nqcnf_codec_levels(NQCNF_CODEC_NONE, &lowest, &highest,
                                        &fallback), INVALID);
    assert_int_equal(nqcnf_codec_levels((nqcnf_codec)NQCNF_CODEC_COUNT,
                                        &lowest, &highest, &fallback),
                     INVALID);
    /* Documented: any of the three may be NULL. */
    assert_int_equal(nqcnf_codec_levels(NQCNF_CODEC_GZIP, NULL, NULL, NULL),
                     NQCNF_OK);
}

static void compressor_new_null(void **state)
{
    (void)state;
    nqcnf_compressor *compressor;
    assert_int_equal(nqcnf_compressor_new(NQCNF_CODEC_GZIP,
                                          NQCNF_LEVEL_DEFAULT, 1, NULL, NULL,
                                          &compressor), INVALID);
    assert_int_equal(nqcnf_compressor_new(NQCNF_CODEC_GZIP,
                                          NQCNF_LEVEL_DEFAULT, 1,
                                          never_write, NULL, NULL), INVALID);
    assert_int_equal(nqcnf_compressor_new((nqcnf_codec)NQCNF_CODEC_COUNT,
                                          NQCNF_LEVEL_DEFAULT, 1,
                                          never_write, NULL, &compressor),
                     INVALID);
}

static void compressor_write_null(void **state)
{
    (void)state;
    errno = 0;
    assert_int_equal(nqcnf_compressor_write(NULL, "x", 1), -1);
    assert_int_equal(errno, EINVAL);
}

static void compressor_finish_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_compressor_finish(NULL), INVALID);
}

static void compressor_totals_null(void **state)
{
    (void)state;
    uint64_t in = 7, out = 7;
    nqcnf_compressor_totals(NULL, &in, &out);
    assert_int_equal(in, 0);
    assert_int_equal(out, 0);
    nqcnf_compressor_totals(NULL, NULL, NULL);
}

static void compressor_free_null(void **state)
{
    (void)state;
    nqcnf_compressor_free(NULL);
}

static void decompressor_new_null(void **state)
{
    (void)state;
    nqcnf_decompressor *reader;
    assert_int_equal(nqcnf_decompressor_new(NULL, NULL, &reader), INVALID);
    assert_int_equal(nqcnf_decompressor_new(never_read, NULL, NULL),
                     INVALID);
}

static void decompressor_read_null(void **state)
{
    (void)state;
    char buffer[8];
    size_t got = 7;
    assert_int_equal(nqcnf_decompressor_read(NULL, buffer, sizeof buffer,
                                             &got), INVALID);
    nqcnf_decompressor *reader;
    assert_int_equal(nqcnf_decompressor_new(never_read, NULL, &reader),
                     NQCNF_OK);
    assert_int_equal(nqcnf_decompressor_read(reader, buffer, sizeof buffer,
                                             NULL), INVALID);
    assert_int_equal(nqcnf_decompressor_read(reader, NULL, 8, &got),
                     INVALID);
    nqcnf_decompressor_free(reader);
}

static void decompressor_codec_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_decompressor_codec(NULL), NQCNF_CODEC_NONE);
}

static void decompressor_error_null(void **state)
{
    (void)state;
    assert_null(nqcnf_decompressor_error(NULL));
}

static void decompressor_free_null(void **state)
{
    (void)state;
    nqcnf_decompressor_free(NULL);
}


int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names_endings_and_levels),
        cmocka_unit_test(test_magic_bytes_from_the_specifications),
        cmocka_unit_test(test_round_trips),
        cmocka_unit_test(test_totals_and_pass_through),
        cmocka_unit_test(test_concatenated_members),
        cmocka_unit_test(test_damage_is_an_error),
        cmocka_unit_test(test_failed_reads_and_writes),
        cmocka_unit_test(test_streams_the_tools_wrote),
        cmocka_unit_test(test_out_of_memory),
        cmocka_unit_test(codec_name_unknown),
        cmocka_unit_test(codec_from_name_null),
        cmocka_unit_test(codec_from_path_null),
        cmocka_unit_test(codec_detect_null),
        cmocka_unit_test(codec_levels_null),
        cmocka_unit_test(compressor_new_null),
        cmocka_unit_test(compressor_write_null),
        cmocka_unit_test(compressor_finish_null),
        cmocka_unit_test(compressor_totals_null),
        cmocka_unit_test(compressor_free_null),
        cmocka_unit_test(decompressor_new_null),
        cmocka_unit_test(decompressor_read_null),
        cmocka_unit_test(decompressor_codec_null),
        cmocka_unit_test(decompressor_error_null),
        cmocka_unit_test(decompressor_free_null),
    };
    /* COMPRESS_TEST=name runs one test alone. */
    if (getenv("COMPRESS_TEST") != NULL)
        cmocka_set_test_filter(getenv("COMPRESS_TEST"));
    return cmocka_run_group_tests(tests, NULL, NULL);
}
