/*
 * output_buffer.h - a large write buffer with the first error latched.
 *
 * Writers format straight into `data` and hand whole blocks to the
 * caller's write callback, so the callback (one write(2) or fwrite) runs
 * once per block, not per clause. The first failure is kept in `status`;
 * after it nothing more is written, and every writer checks the status
 * only at block boundaries, never in its inner loop.
 *
 * `data` has OUTPUT_SLACK bytes beyond `capacity` so that formatting code
 * may store fixed 16-byte chunks and advance by the real length; callers
 * make sure `used` never passes `capacity` before a flush.
 */
#ifndef NQCNF_OUTPUT_BUFFER_H
#define NQCNF_OUTPUT_BUFFER_H

#include "core/internal.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define OUTPUT_CAPACITY ((size_t)256 * 1024)
#define OUTPUT_SLACK ((size_t)64)

typedef struct output_buffer {
    char *data;
    size_t used;
    size_t capacity;
    nqcnf_write_fn write;
    void *context;
    nqcnf_status status;
} output_buffer;

nqcnf_status nqcnf_output_buffer_open(output_buffer *out, nqcnf_write_fn write,
                                      void *context);

/* Hands the buffered bytes to the callback; returns the latched status. */
nqcnf_status nqcnf_output_buffer_flush(output_buffer *out);

void nqcnf_output_buffer_close(output_buffer *out);

/* What a writer puts into the buffer; `context` is its own. */
typedef nqcnf_status (*output_body_fn)(output_buffer *out,
                                       const void *context);

/* The skeleton of every writer: opens `out` on write/context, has `body`
 * fill it, flushes and closes it. Returns the first failure; errno
 * survives the close (nqcnf_release keeps it). */
nqcnf_status nqcnf_output_buffer_run(output_buffer *out, nqcnf_write_fn write,
                                     void *context, output_body_fn body,
                                     const void *body_context);

/* Makes room for `size` more bytes, flushing if needed. */
static inline nqcnf_status output_buffer_reserve(output_buffer *out,
                                                 size_t size)
{
    if (out->capacity - out->used >= size) return out->status;
    return nqcnf_output_buffer_flush(out);
}

/* Appends `length` bytes of text (at most the buffer's capacity). */
nqcnf_status nqcnf_output_buffer_put(output_buffer *out, const char *text,
                                     size_t length);

/* Appends formatted text of at most OUTPUT_CAPACITY bytes (headers and
 * comments; never the clauses, whose formatting is hand-rolled). */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
nqcnf_status
nqcnf_output_buffer_printf(output_buffer *out, const char *format, ...);

/* Writes the decimal form of a literal at `at` (at most 11 bytes) and
 * returns the end. */
static inline char *format_literal(char *at, int32_t literal)
{
    char digits[16];
    char *start = digits + sizeof digits;
    uint32_t value = literal < 0 ? (uint32_t)0 - (uint32_t)literal
                                 : (uint32_t)literal;
    do {
        *--start = (char)('0' + value % 10);
        value /= 10;
    } while (value != 0);
    if (literal < 0) *--start = '-';
    const size_t length = (size_t)(digits + sizeof digits - start);
    memcpy(at, start, length);
    return at + length;
}

#endif
