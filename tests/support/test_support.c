/*
 * test_support.c - see test_support.h.
 *
 * The DIMACS parser here is deliberately strict and naive (sscanf-free,
 * one token at a time): it only has to read what the library writes, and
 * any deviation from "p cnf V C\n" plus lines of integers ending in 0 is a
 * test failure, not something to tolerate.
 */
#include "test_support.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int text_buffer_write(void *context, const void *data, size_t size)
{
    text_buffer *buffer = context;
    if (buffer->capacity - buffer->size < size) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity - buffer->size < size) capacity *= 2;
        char *grown = realloc(buffer->data, capacity);
        if (grown == NULL) {
            errno = ENOMEM;
            return -1;
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, size);
    buffer->size += size;
    return 0;
}

void text_buffer_free(text_buffer *buffer)
{
    free(buffer->data);
    memset(buffer, 0, sizeof *buffer);
}

text_buffer written_text(writer_fn writer, const nqcnf_options *options)
{
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(writer(options, text_buffer_write, &text), NQCNF_OK);
    assert_int_equal(text_buffer_write(&text, "", 1), 0);
    text.size--;
    return text;
}

text_buffer dimacs_text(uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    return written_text(write_dimacs, &options);
}

text_buffer read_data_file(const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", NQCNF_TEST_DATA_DIR, name);
    FILE *file = fopen(path, "rb");
    if (file == NULL) fail_msg("cannot open %s: %s", path, strerror(errno));
    text_buffer text = {NULL, 0, 0};
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, file)) > 0)
        assert_int_equal(text_buffer_write(&text, chunk, got), 0);
    assert_false(ferror(file));
    fclose(file);
    return text;
}

void assert_same_bytes(const text_buffer *actual, const text_buffer *expected,
                       const char *what)
{
    size_t at = 0;
    while (at < actual->size && at < expected->size &&
           actual->data[at] == expected->data[at])
        at++;
    if (at == actual->size && at == expected->size) return;
    fail_msg("%s: differs at byte %zu (%zu bytes written, %zu expected)", what,
             at, actual->size, expected->size);
}

void assert_is_data_file(const text_buffer *text, const char *name)
{
    text_buffer expected = read_data_file(name);
    assert_same_bytes(text, &expected, name);
    text_buffer_free(&expected);
}

const uint32_t reference_sizes[REFERENCE_SIZE_COUNT] = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20};

void assert_is_reference(const text_buffer *text, uint32_t n)
{
    char name[64];
    snprintf(name, sizeof name, "queens_%u.seed.cnf", n);
    assert_is_data_file(text, name);
}

int block_log_write(void *context, const void *data, size_t size)
{
    (void)data;
    block_log *log = context;
    if (log->failed) log->calls_after_failure++;
    log->calls++;
    if (log->fail_at_call != 0 && log->calls == log->fail_at_call) {
        log->failed = 1;
        errno = ENOSPC;
        return -1;
    }
    log->bytes += size;
    if (log->calls == 2 ||
        (log->calls > 2 && log->last_block < log->smallest_block))
        log->smallest_block = log->last_block;
    log->last_block = size;
    return 0;
}

size_t assert_write_failures_end_the_output(writer_fn writer,
                                            const nqcnf_options *options)
{
    block_log log;
    memset(&log, 0, sizeof log);
    assert_int_equal(writer(options, block_log_write, &log), NQCNF_OK);
    const size_t blocks = log.calls;
    const size_t failing[] = {1, 2, blocks};
    for (size_t f = 0; f < 3; f++) {
        if (failing[f] > blocks) continue;
        memset(&log, 0, sizeof log);
        log.fail_at_call = failing[f];
        errno = 0;
        assert_int_equal(writer(options, block_log_write, &log), NQCNF_ERR_IO);
        assert_int_equal(errno, ENOSPC);
        assert_int_equal(log.calls, failing[f]);
        assert_int_equal(log.calls_after_failure, 0);
    }
    return blocks;
}

static long long read_integer(const char **at, const char *end)
{
    const char *p = *at;
    int negative = 0;
    if (p < end && *p == '-') {
        negative = 1;
        p++;
    }
    if (p >= end || *p < '0' || *p > '9')
        fail_msg("expected an integer at offset %ld", (long)(p - *at));
    long long value = 0;
    while (p < end && *p >= '0' && *p <= '9') value = value * 10 + (*p++ - '0');
    *at = p;
    return negative ? -value : value;
}

parsed_dimacs parse_dimacs(const text_buffer *text)
{
    parsed_dimacs parsed;
    memset(&parsed, 0, sizeof parsed);
    const char *at = text->data;
    const char *end = text->data + text->size;
    /* the projection lines of an encoding with auxiliary variables */
    while (at < end && *at == 'c') {
        const char *newline = memchr(at, '\n', (size_t)(end - at));
        assert_non_null(newline);
        at = newline + 1;
    }
    assert_true(end - at > 6 && memcmp(at, "p cnf ", 6) == 0);
    at += 6;
    parsed.variables = read_integer(&at, end);
    assert_true(at < end && *at++ == ' ');
    parsed.clauses = read_integer(&at, end);
    assert_true(at < end && *at++ == '\n');

    size_t capacity = 1024;
    parsed.literals = malloc(capacity * sizeof *parsed.literals);
    assert_non_null(parsed.literals);
    while (at < end) {
        const long long literal = read_integer(&at, end);
        assert_true(at < end);
        const char separator = *at++;
        if (literal == 0)
            assert_int_equal(separator, '\n');
        else
            assert_int_equal(separator, ' ');
        if (parsed.literal_count == capacity) {
            capacity *= 2;
            parsed.literals =
                realloc(parsed.literals, capacity * sizeof *parsed.literals);
            assert_non_null(parsed.literals);
        }
        parsed.literals[parsed.literal_count++] = (int32_t)literal;
        if (literal == 0) parsed.clause_count++;
    }
    return parsed;
}

void parsed_dimacs_free(parsed_dimacs *parsed)
{
    free(parsed->literals);
    memset(parsed, 0, sizeof *parsed);
}

uint64_t textbook_clause_count(uint64_t n)
{
    const uint64_t pairs_in_line = n * (n - 1) / 2;
    const uint64_t triples = n * (n - 1) * (n - 2) / 6;
    return 2 * n + 2 * n * pairs_in_line + 2 * pairs_in_line + 4 * triples;
}

static atomic_long allocations_left = -1; /* -1: never fail */
static atomic_long live_blocks;
static atomic_long refusals;

/* Once the countdown reaches 0, every later allocation fails too. */
static int next_allocation_fails(void)
{
    long left = atomic_load(&allocations_left);
    while (left > 0 &&
           !atomic_compare_exchange_weak(&allocations_left, &left, left - 1)) {
    }
    if (left == 0) atomic_fetch_add(&refusals, 1);
    return left == 0;
}

static void *faulty_allocate(void *context, size_t size)
{
    (void)context;
    if (next_allocation_fails()) return NULL;
    void *block = malloc(size);
    if (block != NULL) atomic_fetch_add(&live_blocks, 1);
    return block;
}

static void *faulty_reallocate(void *context, void *block, size_t size)
{
    (void)context;
    if (next_allocation_fails()) return NULL;
    void *grown = realloc(block, size);
    if (grown != NULL && block == NULL) atomic_fetch_add(&live_blocks, 1);
    return grown;
}

static void faulty_release(void *context, void *block)
{
    (void)context;
    atomic_fetch_sub(&live_blocks, 1);
    free(block);
}

static const nqcnf_allocator faulty = {faulty_allocate, faulty_reallocate,
                                       faulty_release, NULL};

const nqcnf_allocator *fault_injection_allocator(void) { return &faulty; }

void fault_injection_start(long allocations_before_failure)
{
    atomic_store(&live_blocks, 0);
    atomic_store(&refusals, 0);
    atomic_store(&allocations_left, allocations_before_failure);
    nqcnf_set_allocator(&faulty);
}

long fault_injection_stop(void)
{
    nqcnf_set_allocator(NULL);
    atomic_store(&allocations_left, -1);
    return atomic_load(&live_blocks);
}

long fault_injection_refusals(void) { return atomic_load(&refusals); }

uint32_t test_random(uint64_t *seed)
{
    *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*seed >> 33);
}

void test_random_squares(uint64_t *seed, uint32_t n, nqcnf_square_ref *squares,
                         size_t count)
{
    for (size_t i = 0; i < count; i++) {
        squares[i].row = test_random(seed) % n;
        squares[i].column = test_random(seed) % n;
    }
}

int test_quick(void)
{
    const char *value = getenv("NQCNF_TEST_QUICK");
    return value != NULL && strcmp(value, "1") == 0;
}

nqcnf_status count_with(const nqcnf_options *options, int unique,
                        unsigned threads, uint64_t *count)
{
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.unique = unique;
    request.threads = threads;
    return nqcnf_count(options, &request, count);
}

nqcnf_status list_with(const nqcnf_options *options, int unique, int sorted,
                       unsigned threads, uint64_t limit,
                       nqcnf_solution_fn on_solution, void *context,
                       uint64_t *found)
{
    nqcnf_count_request request;
    nqcnf_count_request_init(&request);
    request.unique = unique;
    request.sorted = sorted;
    request.threads = threads;
    request.limit = limit;
    return nqcnf_list(options, &request, on_solution, context, found);
}

nqcnf_status write_dimacs(const nqcnf_options *options, nqcnf_write_fn write,
                          void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_DIMACS, 0, write, context);
}

nqcnf_status write_dimacs_commented(const nqcnf_options *options,
                                    nqcnf_write_fn write, void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_DIMACS, NQCNF_WRITE_COMMENTS,
                       write, context);
}

nqcnf_status write_smt2(const nqcnf_options *options, nqcnf_write_fn write,
                        void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_SMT2, 0, write, context);
}

nqcnf_status write_opb(const nqcnf_options *options, nqcnf_write_fn write,
                       void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_OPB, 0, write, context);
}
