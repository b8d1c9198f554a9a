/*
 * test_gbd_hash.c - the GBD hash, against independent truth.
 *
 * Three judges. Hand-written DIMACS texts, with the normalised string
 * gbd-tools documents written beside each by hand (comments and header
 * gone, tokens joined by single spaces, a missing last 0 added), hashed
 * by plain MD5 (test_md5 holds that to RFC 1321 and md5sum): so the
 * normaliser is judged, not compared with itself. The hashes of the
 * reference files tests/data/queens_<N>.seed.cnf as gbd-tools'
 * algorithm gives them (computed once with Python's hashlib over the
 * normalised text and written here), for nqcnf_gbd_hash. And the
 * --comments text, which gbd-tools hashes like the plain one.
 * (tests/e2e_stats_gbd.sh computes the hash in Python at test time for
 * more boards and encodings.)
 */
#include "test_support.h"

#include "core/md5.h"

#include <errno.h>
#include <string.h>

static void plain_md5(const char *text, char hex[33])
{
    nqcnf_md5 md5;
    nqcnf_md5_init(&md5);
    nqcnf_md5_update(&md5, text, strlen(text));
    nqcnf_md5_final(&md5, hex);
}

/* The hasher fed `size` bytes of `text` in pieces of `piece` bytes. */
static void hash_bytes(const char *text, size_t size, size_t piece,
                       char hash[NQCNF_GBD_HASH_SIZE])
{
    nqcnf_gbd_hasher *hasher = NULL;
    assert_int_equal(nqcnf_gbd_hasher_new(&hasher), NQCNF_OK);
    for (size_t at = 0; at < size; at += piece)
        assert_int_equal(nqcnf_gbd_hasher_write(
                             hasher, text + at,
                             size - at < piece ? size - at : piece),
                         0);
    assert_int_equal(nqcnf_gbd_hasher_finish(hasher, hash), NQCNF_OK);
    nqcnf_gbd_hasher_free(hasher);
}

static void hash_text(const char *text, size_t piece,
                      char hash[NQCNF_GBD_HASH_SIZE])
{
    hash_bytes(text, strlen(text), piece, hash);
}

static void test_normalisation_of_handwritten_texts(void **state)
{
    (void)state;
    static const struct {
        const char *text, *normalised;
    } cases[] = {
        {"p cnf 3 2\n1 -2 0\n3 0\n", "1 -2 0 3 0"},
        {"c a comment\nc another 1 2 0\np cnf 3 2\n1  -2   0\n\n\t3 0\n",
         "1 -2 0 3 0"},
        {"p cnf 3 2\r\n1 -2 0\r\n3 0\r\n", "1 -2 0 3 0"},
        {"p cnf 3 2\n1 -2\n 0 3 0", "1 -2 0 3 0"},       /* clause over lines */
        {"p cnf 3 2\n1 -2 0\n3\n", "1 -2 0 3 0"},        /* last 0 missing */
        {"p cnf 10 1\n10 -10 0\n", "10 -10 0"},          /* 10 is not a 0 */
        {"p cnf 3 2\n1 -2 0\nc between\n3 0\nc end", "1 -2 0 3 0"},
        {"p cnf 0 1\n0\n", "0"},                         /* the empty clause */
        {"   1 0 2 0", "1 0 2 0"},                      /* leading blanks */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char expected[33], whole[NQCNF_GBD_HASH_SIZE];
        char bytewise[NQCNF_GBD_HASH_SIZE];
        plain_md5(cases[i].normalised, expected);
        hash_text(cases[i].text, (size_t)-1 / 2, whole);
        hash_text(cases[i].text, 1, bytewise);
        if (strcmp(whole, expected) != 0 || strcmp(bytewise, expected) != 0)
            fail_msg("case %zu: %s (whole) and %s (byte by byte), but the "
                     "MD5 of \"%s\" is %s",
                     i, whole, bytewise, cases[i].normalised, expected);
    }
    /* No clauses at all: the MD5 of nothing, as gbdc gives it. */
    char empty[NQCNF_GBD_HASH_SIZE];
    hash_text("c nothing\np cnf 0 0\n", 4, empty);
    assert_string_equal(empty, "d41d8cd98f00b204e9800998ecf8427e");
}

/* gbd-tools' hash of tests/data/queens_<n>.seed.cnf (Python, hashlib). */
static const struct {
    uint32_t n;
    const char *hash;
} reference_hashes[] = {
    {1, "9773bcc03fc7fdb8424857b60c629845"},
    {2, "23dc0fed589f834d9592c92981ab23f1"},
    {4, "4fc4f8d0845cb793c2acfba594d5465d"},
    {8, "ca4e6a57a79d2abf3690ce91159c8f56"},
    {12, "a36b249476f09c96c6c89a8dde5e9b2e"},
};

static void test_reference_files(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof reference_hashes / sizeof reference_hashes[0];
         i++) {
        nqcnf_options options;
        nqcnf_options_init(&options, reference_hashes[i].n);
        char hash[NQCNF_GBD_HASH_SIZE];
        assert_int_equal(nqcnf_gbd_hash(&options, hash), NQCNF_OK);
        if (strcmp(hash, reference_hashes[i].hash) != 0)
            fail_msg("N = %u: %s, gbd-tools gives %s", reference_hashes[i].n,
                     hash, reference_hashes[i].hash);
        /* The file itself, through the hasher, in odd pieces. */
        char name[64];
        snprintf(name, sizeof name, "queens_%u.seed.cnf",
                 reference_hashes[i].n);
        text_buffer file = read_data_file(name);
        char from_file[NQCNF_GBD_HASH_SIZE];
        hash_bytes(file.data, file.size, 7, from_file);
        assert_string_equal(from_file, reference_hashes[i].hash);
        text_buffer_free(&file);
    }
}

/* The commented file has the same clauses in the same order. */
static void test_comments_do_not_change_the_hash(void **state)
{
    (void)state;
    for (int encoding = 0; encoding < NQCNF_ENCODING_COUNT; encoding++) {
        nqcnf_options options;
        nqcnf_options_init(&options, 7);
        options.encoding = (nqcnf_encoding)encoding;
        options.symmetry_breaking = 1;
        char plain[NQCNF_GBD_HASH_SIZE], commented[NQCNF_GBD_HASH_SIZE];
        assert_int_equal(nqcnf_gbd_hash(&options, plain), NQCNF_OK);
        nqcnf_gbd_hasher *hasher = NULL;
        assert_int_equal(nqcnf_gbd_hasher_new(&hasher), NQCNF_OK);
        assert_int_equal(nqcnf_write(&options, NQCNF_FORMAT_DIMACS,
                                     NQCNF_WRITE_COMMENTS,
                                     nqcnf_gbd_hasher_write, hasher),
                         NQCNF_OK);
        assert_int_equal(nqcnf_gbd_hasher_finish(hasher, commented),
                         NQCNF_OK);
        /* Finishing starts over: the same text again, the same hash. */
        assert_int_equal(nqcnf_write(&options, NQCNF_FORMAT_DIMACS, 0,
                                     nqcnf_gbd_hasher_write, hasher),
                         NQCNF_OK);
        char again[NQCNF_GBD_HASH_SIZE];
        assert_int_equal(nqcnf_gbd_hasher_finish(hasher, again), NQCNF_OK);
        nqcnf_gbd_hasher_free(hasher);
        assert_string_equal(plain, commented);
        assert_string_equal(plain, again);
    }
}

static void test_invalid_arguments_and_out_of_memory(void **state)
{
    (void)state;
    char hash[NQCNF_GBD_HASH_SIZE];
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    assert_int_equal(nqcnf_gbd_hash(NULL, hash), NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_gbd_hash(&options, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_gbd_hasher_new(NULL), NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_gbd_hasher_finish(NULL, hash),
                     NQCNF_ERR_INVALID_ARGUMENT);
    errno = 0;
    assert_int_equal(nqcnf_gbd_hasher_write(NULL, "1 0", 3), -1);
    assert_int_equal(errno, EINVAL);
    nqcnf_gbd_hasher_free(NULL);
    nqcnf_options bad;
    nqcnf_options_init(&bad, 0);
    assert_int_equal(nqcnf_gbd_hash(&bad, hash), NQCNF_ERR_INVALID_ARGUMENT);
    /* Every allocation refused in turn: an error, never a leak. */
    for (long allowed = 0;; allowed++) {
        fault_injection_start(allowed);
        const nqcnf_status status = nqcnf_gbd_hash(&options, hash);
        const long refused = fault_injection_refusals();
        assert_int_equal(fault_injection_stop(), 0);
        if (refused == 0) {
            assert_int_equal(status, NQCNF_OK);
            assert_string_equal(hash, "ca4e6a57a79d2abf3690ce91159c8f56");
            break;
        }
        assert_int_equal(status, NQCNF_ERR_OUT_OF_MEMORY);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_normalisation_of_handwritten_texts),
        cmocka_unit_test(test_reference_files),
        cmocka_unit_test(test_comments_do_not_change_the_hash),
        cmocka_unit_test(test_invalid_arguments_and_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
