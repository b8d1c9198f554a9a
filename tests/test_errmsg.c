/*
 * test_errmsg.c - what nqcnf_errmsg() says after a refusal, word for word.
 *
 * NQCNF_ERR_INVALID_ARGUMENT alone cannot tell a caller which of its
 * arguments was wrong; the message can, but only if it names the
 * argument as the caller wrote it and says what is wrong with it. The
 * api_contracts table holds every refusal to leaving some message; this
 * file holds the refusals a caller meets most (the options, the
 * callbacks, a request's shard, a name) to their exact words, so that a
 * message that loses its argument's name or its value fails here. Names
 * come from the caller and may hold anything: their messages must show
 * control bytes escaped and stay bounded. The message is the calling
 * thread's own, as errno is: two threads refused at the same time each
 * read their own.
 */
#define _POSIX_C_SOURCE 200809L

#include "test_support.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void assert_refused(nqcnf_status status, const char *message)
{
    assert_int_equal(status, NQCNF_ERR_INVALID_ARGUMENT);
    assert_string_equal(nqcnf_errmsg(), message);
}

static nqcnf_options options_of(uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    return options;
}

/* ---- The options ------------------------------------------------------ */

static void test_each_option_mistake_is_named(void **state)
{
    (void)state;
    assert_refused(nqcnf_options_check(NULL), "options is NULL");

    nqcnf_options options = options_of(0);
    assert_refused(nqcnf_options_check(&options),
                   "options->n is 0: N must be 1 .. 46340");

    options = options_of(8);
    options.encoding = (nqcnf_encoding)9;
    assert_refused(nqcnf_options_check(&options),
                   "options->encoding is 9: not an nqcnf_encoding");

    options = options_of(8);
    options.backend = (nqcnf_backend)7;
    assert_refused(nqcnf_options_check(&options),
                   "options->backend is 7: not an nqcnf_backend");

    options = options_of(8);
    options.shuffle_parts = 0x31u;
    assert_refused(nqcnf_options_check(&options),
                   "options->shuffle_parts is 0x31: bits 0x30 are no "
                   "NQCNF_SHUFFLE_* part");
}

static void test_the_first_square_off_the_board_is_named(void **state)
{
    (void)state;
    const nqcnf_square_ref squares[] = {{0, 0}, {9, 2}, {2, 8}};
    nqcnf_options options = options_of(8);
    options.queens = squares;
    options.queen_count = 3;
    assert_refused(nqcnf_options_check(&options),
                   "options->queens[1] is (9,2), off the 8 x 8 board");

    options = options_of(8);
    options.blocked = squares + 2;
    options.blocked_count = 1;
    assert_refused(nqcnf_options_check(&options),
                   "options->blocked[0] is (2,8), off the 8 x 8 board");

    options = options_of(8);
    options.queen_count = 2;
    assert_refused(nqcnf_options_check(&options),
                   "options->queens is NULL with options->queen_count 2");
}

static void test_struct_size_mistakes_are_named(void **state)
{
    (void)state;
    nqcnf_options options = options_of(8);
    options.struct_size = 12;
    char expected[200];
    snprintf(expected, sizeof expected,
             "options->struct_size is 12: below the first layout (%zu "
             "bytes); set it with nqcnf_options_init()",
             (size_t)NQCNF_OPTIONS_SIZE_1);
    assert_refused(nqcnf_options_check(&options), expected);

    /* A caller built against a newer header that asked for something in
     * a field this library does not know. */
    struct {
        nqcnf_options options;
        unsigned char newer[16];
    } newer;
    memset(&newer, 0, sizeof newer);
    nqcnf_options_init(&newer.options, 8);
    newer.options.struct_size = sizeof newer;
    assert_int_equal(nqcnf_options_check(&newer.options), NQCNF_OK);
    newer.newer[5] = 1;
    snprintf(expected, sizeof expected,
             "a byte past this library's last field of options is not "
             "zero: the caller's header is newer (struct_size %zu, known "
             "%zu)",
             sizeof newer,
             offsetof(nqcnf_options, stop_context) + sizeof(void *));
    assert_refused(nqcnf_options_check(&newer.options), expected);
}

static int no_write(void *context, const void *data, size_t size)
{
    (void)context; (void)data; (void)size;
    return -1;
}

/* Behind every entry point that takes options, the same words. */
static void test_a_refusal_inside_is_passed_on(void **state)
{
    (void)state;
    nqcnf_options options = options_of(0);
    char hash[NQCNF_GBD_HASH_SIZE];
    assert_refused(nqcnf_gbd_hash(&options, hash),
                   "options->n is 0: N must be 1 .. 46340");
    uint64_t count = 0;
    assert_refused(nqcnf_count(&options, NULL, &count),
                   "options->n is 0: N must be 1 .. 46340");

    options = options_of(8);
    options.shuffle_parts = NQCNF_SHUFFLE_VARIABLES;
    assert_refused(nqcnf_write(&options, NQCNF_FORMAT_SMT2, 0,
                               no_write, NULL),
                   "options->shuffle_parts is 0x1: only DIMACS is "
                   "shuffled, not format \"smt2\"");
}

/* ---- Callbacks, requests, boards -------------------------------------- */

static int no_solution(void *context, const nqcnf_board *solution)
{
    (void)context; (void)solution;
    return 1;
}

static void test_null_callbacks_are_named(void **state)
{
    (void)state;
    const nqcnf_options options = options_of(6);
    assert_refused(nqcnf_solve(&options, 0, NULL, NULL, NULL),
                   "on_solution is NULL");
    assert_refused(nqcnf_list(&options, NULL, NULL, NULL, NULL),
                   "on_solution is NULL");
    assert_refused(nqcnf_generate(&options, NULL), "sink is NULL");
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    assert_refused(nqcnf_generate(&options, &sink),
                   "sink->add_clause is NULL");
    assert_refused(nqcnf_for_each_line(&options, NULL, NULL),
                   "visit is NULL");
}

static void test_a_bad_shard_is_named(void **state)
{
    (void)state;
    const nqcnf_options options = options_of(6);
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.shard_index = 5;
    request.shard_count = 4;
    uint64_t count = 0;
    assert_refused(nqcnf_count(&options, &request, &count),
                   "request->shard_index 5 is not below "
                   "request->shard_count 4");
    assert_refused(nqcnf_list(&options, &request, no_solution, NULL, NULL),
                   "request->shard_index 5 is not below "
                   "request->shard_count 4");

    request.shard_index = 1;
    request.shard_count = 1;
    assert_refused(nqcnf_count(&options, &request, &count),
                   "request->shard_index is 1, but request->shard_count 1 "
                   "means one shard, index 0");

    nqcnf_count_request_init(&request);
    request.struct_size = 8;
    char expected[200];
    snprintf(expected, sizeof expected,
             "request->struct_size is 8: below the first layout (%zu "
             "bytes); set it with nqcnf_count_request_init()",
             (size_t)NQCNF_COUNT_REQUEST_SIZE_1);
    assert_refused(nqcnf_count(&options, &request, &count), expected);
}

static void test_a_board_without_a_class_says_why(void **state)
{
    (void)state;
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 4, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    board.squares[0] = board.squares[1] = NQCNF_SQUARE_QUEEN;
    assert_refused(nqcnf_board_class(&board, NQCNF_SYMMETRY_GROUP_ALL, NULL,
                                     NULL),
                   "board row 0 holds 2 queens: a board with a class "
                   "holds one per row and per column");
    nqcnf_board_free(&board);
    assert_refused(nqcnf_board_init(&board, 0, NQCNF_SQUARE_EMPTY),
                   "n is 0: N must be 1 .. 46340");
}

/* ---- Names ------------------------------------------------------------ */

/* A newline, an escape sequence that would clear a terminal, a
 * backslash and a byte of a multi-byte character. */
static const char hostile[] = "pair\nwise\033[2J\\\xc3";
#define HOSTILE_QUOTED "pair\\x0awise\\x1b[2J\\\\\\xc3"

static void test_unknown_names_are_quoted_escaped(void **state)
{
    (void)state;
    nqcnf_encoding encoding;
    assert_refused(nqcnf_encoding_from_name("foo", &encoding),
                   "encoding name \"foo\" is not an encoding");
    assert_refused(nqcnf_encoding_from_name(hostile, &encoding),
                   "encoding name \"" HOSTILE_QUOTED
                   "\" is not an encoding");
    nqcnf_format format;
    assert_refused(nqcnf_format_from_name(hostile, &format),
                   "format name \"" HOSTILE_QUOTED "\" is not a format");
    nqcnf_backend backend;
    assert_refused(nqcnf_backend_from_name(hostile, &backend),
                   "backend name \"" HOSTILE_QUOTED "\" is not a backend");
    unsigned parts;
    assert_refused(nqcnf_shuffle_parts_from_names("vars,\033[2J", &parts),
                   "shuffle part \"\\x1b[2J\" is not vars, polarity, "
                   "clauses, literals or all");
    assert_refused(nqcnf_encoding_from_name(NULL, &encoding),
                   "name is NULL");
    assert_refused(nqcnf_encoding_from_name("pairwise", NULL),
                   "encoding is NULL");
}

/* A name of a megabyte makes a message of a line, cut at a whole
 * escape and saying how long the name was. */
static void test_a_long_name_is_cut(void **state)
{
    (void)state;
    const size_t length = (size_t)1 << 20;
    char *name = test_malloc(length + 1);
    memset(name, '\n', length);
    name[length] = '\0';
    nqcnf_format format;
    assert_int_equal(nqcnf_format_from_name(name, &format),
                     NQCNF_ERR_INVALID_ARGUMENT);
    test_free(name);
    const char *message = nqcnf_errmsg();
    assert_true(strlen(message) < 100);
    assert_non_null(
        strstr(message, "\\x0a...(1048576 bytes)\" is not a format"));
    for (const char *at = message; *at != '\0'; at++)
        assert_true(*at >= 0x20 && *at < 0x7f);
}

/* ---- What leaves the message alone ------------------------------------- */

static void test_calls_that_refuse_nothing_keep_it(void **state)
{
    (void)state;
    assert_refused(nqcnf_options_check(NULL), "options is NULL");
    const nqcnf_options options = options_of(8);
    assert_int_equal(nqcnf_options_check(&options), NQCNF_OK);
    /* An invalid shuffle maps literals to themselves: no refusal. */
    const nqcnf_shuffle shuffle = {1, 0x40u, 0};
    assert_int_equal(nqcnf_shuffle_literal(&shuffle, 3), 3);
    assert_int_equal(nqcnf_unshuffle_literal(NULL, 3), 3);
    assert_string_equal(nqcnf_errmsg(), "options is NULL");
}

/* ---- Threads ---------------------------------------------------------- */

#define ROUNDS 2000

typedef struct refusing_thread {
    pthread_barrier_t *start;
    int which;           /* 0: N = 0; 1: an unknown encoding name */
    int empty_at_start;  /* the thread's message before any refusal */
    int wrong;           /* rounds that read another message */
} refusing_thread;

static void *refuse_repeatedly(void *argument)
{
    refusing_thread *t = argument;
    t->empty_at_start = nqcnf_errmsg()[0] == '\0';
    pthread_barrier_wait(t->start);
    nqcnf_options zero = options_of(0);
    nqcnf_encoding encoding;
    for (int round = 0; round < ROUNDS; round++) {
        const char *expected;
        if (t->which == 0) {
            nqcnf_options_check(&zero);
            expected = "options->n is 0: N must be 1 .. 46340";
        } else {
            nqcnf_encoding_from_name("ladder2", &encoding);
            expected = "encoding name \"ladder2\" is not an encoding";
        }
        if (strcmp(nqcnf_errmsg(), expected) != 0) t->wrong++;
    }
    return NULL;
}

static void test_each_thread_reads_its_own(void **state)
{
    (void)state;
    /* This thread's own message must not show in the others. */
    assert_refused(nqcnf_options_check(NULL), "options is NULL");
    pthread_barrier_t start;
    assert_int_equal(pthread_barrier_init(&start, NULL, 2), 0);
    refusing_thread threads[2] = {{&start, 0, 0, 0}, {&start, 1, 0, 0}};
    pthread_t ids[2];
    for (int i = 0; i < 2; i++)
        assert_int_equal(
            pthread_create(&ids[i], NULL, refuse_repeatedly, &threads[i]),
            0);
    for (int i = 0; i < 2; i++) {
        assert_int_equal(pthread_join(ids[i], NULL), 0);
        assert_true(threads[i].empty_at_start);
        assert_int_equal(threads[i].wrong, 0);
    }
    pthread_barrier_destroy(&start);
    assert_string_equal(nqcnf_errmsg(), "options is NULL");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_option_mistake_is_named),
        cmocka_unit_test(test_the_first_square_off_the_board_is_named),
        cmocka_unit_test(test_struct_size_mistakes_are_named),
        cmocka_unit_test(test_a_refusal_inside_is_passed_on),
        cmocka_unit_test(test_null_callbacks_are_named),
        cmocka_unit_test(test_a_bad_shard_is_named),
        cmocka_unit_test(test_a_board_without_a_class_says_why),
        cmocka_unit_test(test_unknown_names_are_quoted_escaped),
        cmocka_unit_test(test_a_long_name_is_cut),
        cmocka_unit_test(test_calls_that_refuse_nothing_keep_it),
        cmocka_unit_test(test_each_thread_reads_its_own),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
