/*
 * test_support.h - small helpers the unit tests share.
 *
 * Tests compare the library against independent truth (golden files from
 * the reference generator, brute force over the board), so they need the
 * same few tools again and again: read a data file and compare with it,
 * capture a writer's text in memory or fail its writes, parse DIMACS
 * back into literals, draw replayable random squares. They live here
 * once.
 */
#ifndef NQCNF_TEST_SUPPORT_H
#define NQCNF_TEST_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>

#include <cmocka.h>

#include "nqcnf_experimental.h"

/* A growable byte buffer; usable as an nqcnf_write_fn context. */
typedef struct text_buffer {
    char *data;
    size_t size;
    size_t capacity;
} text_buffer;

int text_buffer_write(void *context, const void *data, size_t size);
void text_buffer_free(text_buffer *buffer);

/* A writer of one format (write_dimacs, write_smt2, ... below). */
typedef nqcnf_status (*writer_fn)(const nqcnf_options *, nqcnf_write_fn,
                                  void *);

/* nqcnf_write() in one format, as writer_fns. */
nqcnf_status write_dimacs(const nqcnf_options *options, nqcnf_write_fn write,
                          void *context);
nqcnf_status write_dimacs_commented(const nqcnf_options *options,
                                    nqcnf_write_fn write, void *context);
nqcnf_status write_smt2(const nqcnf_options *options, nqcnf_write_fn write,
                        void *context);
nqcnf_status write_opb(const nqcnf_options *options, nqcnf_write_fn write,
                       void *context);

/* What `writer` writes for `options`, which must succeed; a NUL follows
 * the text (not counted in size), so that checks can use strstr. */
text_buffer written_text(writer_fn writer, const nqcnf_options *options);

/* The whole DIMACS text of `nqueens-cnf n`, via the public writer. */
text_buffer dimacs_text(uint32_t n);

/* Reads tests/data/<name>; fails the test if it cannot. */
text_buffer read_data_file(const char *name);

/* Fails the test, naming `what` and the first byte that differs, unless
 * the two texts are the same bytes. */
void assert_same_bytes(const text_buffer *actual, const text_buffer *expected,
                       const char *what);

/* Fails the test unless `text` is tests/data/<name>, byte for byte. */
void assert_is_data_file(const text_buffer *text, const char *name);

/* The board sizes whose reference file (the lessons' own generator's
 * output, tests/data/queens_<N>.seed.cnf) the suite holds. */
#define REFERENCE_SIZE_COUNT 14
extern const uint32_t reference_sizes[REFERENCE_SIZE_COUNT];

/* Fails the test unless `text` is the reference file of board n. */
void assert_is_reference(const text_buffer *text, uint32_t n);

/* An nqcnf_write_fn that measures its blocks and can fail: it counts the
 * calls and bytes, keeps the latest block's size and the smallest of the
 * blocks before it, and on call number fail_at_call (0: never) sets errno
 * to ENOSPC and fails; calls after a failure are counted apart. Start
 * from a zeroed struct. */
typedef struct block_log {
    size_t calls;
    size_t bytes;
    size_t last_block;
    size_t smallest_block; /* of the blocks before the latest */
    size_t fail_at_call;
    size_t calls_after_failure;
    int failed;
} block_log;

int block_log_write(void *context, const void *data, size_t size);

/* The writer's first, second and last write (of a run for `options`)
 * made to fail in turn: each must end the writing at once, with
 * NQCNF_ERR_IO and the callback's errno (ENOSPC) intact. Returns the
 * number of blocks a whole run writes. */
size_t assert_write_failures_end_the_output(writer_fn writer,
                                            const nqcnf_options *options);

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
/* The counting allocator itself, for code outside the library that takes
 * an allocator of its own (the command's codecs). */
const nqcnf_allocator *fault_injection_allocator(void);

/* A fixed pseudo-random sequence (a 64-bit LCG), so that a failure can be
 * replayed: the next number after *seed. */
uint32_t test_random(uint64_t *seed);

/* `count` squares of the n x n board drawn from that sequence (repeats
 * and attacking queens included). */
void test_random_squares(uint64_t *seed, uint32_t n, nqcnf_square_ref *squares,
                         size_t count);

/* nqcnf_count() with a request of `unique` and `threads` only, and
 * nqcnf_list() with these fields of the request: the shape most tests
 * need, spelled once. */
nqcnf_status count_with(const nqcnf_options *options, int unique,
                        unsigned threads, uint64_t *count);
nqcnf_status list_with(const nqcnf_options *options, int unique, int sorted,
                       unsigned threads, uint64_t limit,
                       nqcnf_solution_fn on_solution, void *context,
                       uint64_t *found);

/* 1 when NQCNF_TEST_QUICK=1 is set (the valgrind runs): tests then stop
 * at smaller boards, still running every code path. */
int test_quick(void);

#endif
