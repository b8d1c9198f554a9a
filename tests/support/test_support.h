/*
 * test_support.h - small helpers the unit tests share.
 *
 * Tests compare the library against independent truth (golden files from
 * the reference generator, brute force over the board), so they need the
 * same few tools again and again: read a data file, capture the DIMACS
 * text in memory, parse DIMACS back into literals. They live here once.
 */
#ifndef NQCNF_TEST_SUPPORT_H
#define NQCNF_TEST_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>

#include <cmocka.h>

#include "nqcnf.h"

/* A growable byte buffer; usable as an nqcnf_write_fn context. */
typedef struct text_buffer {
    char *data;
    size_t size;
    size_t capacity;
} text_buffer;

int text_buffer_write(void *context, const void *data, size_t size);
void text_buffer_free(text_buffer *buffer);

/* The whole DIMACS text of `nqueens-cnf n`, via the public writer. */
text_buffer dimacs_text(uint32_t n);

/* Reads tests/data/<name>; fails the test if it cannot. */
text_buffer read_data_file(const char *name);

/* Parsed DIMACS: header values and all literals, each clause closed by 0
 * (the layout of nqcnf_clause_list.literals). Fails the test on any
 * syntax the reference never produces. */
typedef struct parsed_dimacs {
    long long variables;
    long long clauses;
    int32_t *literals;
    size_t literal_count;
    size_t clause_count; /* clauses actually found */
} parsed_dimacs;

parsed_dimacs parse_dimacs(const text_buffer *text);
void parsed_dimacs_free(parsed_dimacs *parsed);

/* The reference clause count 2N + 2N*C(N,2) + 2*C(N,2) + 4*C(N,3),
 * written out independently of the library. */
uint64_t textbook_clause_count(uint64_t n);

/* Fault injection through nqcnf_set_allocator: after `allocations_before_
 * failure` successful allocations (-1: never) every allocation fails. It
 * counts the blocks the library holds, from any thread. Start, call the
 * library, stop: stop restores malloc and returns the blocks still held,
 * which must be 0. */
void fault_injection_start(long allocations_before_failure);
long fault_injection_stop(void);

/* How many allocations were refused since the last start. */
long fault_injection_refusals(void);

/* 1 when NQCNF_TEST_QUICK=1 is set (the valgrind runs): tests then stop
 * at smaller boards, still running every code path. */
int test_quick(void);

#endif
