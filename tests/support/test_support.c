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

text_buffer dimacs_text(uint32_t n)
{
    text_buffer text = {NULL, 0, 0};
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    assert_int_equal(nqcnf_write_dimacs(&options, text_buffer_write, &text),
                     NQCNF_OK);
    return text;
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
    assert_true(text->size > 6 && memcmp(at, "p cnf ", 6) == 0);
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

void fault_injection_start(long allocations_before_failure)
{
    static const nqcnf_allocator faulty = {faulty_allocate, faulty_reallocate,
                                           faulty_release, NULL};
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

int test_quick(void)
{
    const char *value = getenv("NQCNF_TEST_QUICK");
    return value != NULL && strcmp(value, "1") == 0;
}
