/*
 * output_buffer.c - block output with a latched first error.
 *
 * See output_buffer.h for why the buffer is shaped this way. 256 KiB is
 * large enough that the write(2) per block is lost in the noise and small
 * enough to stay in the L2 cache while it is filled.
 */
#include "write/output_buffer.h"

#include <stdarg.h>
#include <stdio.h>

nqcnf_status nqcnf_output_buffer_open(output_buffer *out, nqcnf_write_fn write,
                                      void *context)
{
    out->used = 0;
    out->capacity = OUTPUT_CAPACITY;
    out->write = write;
    out->context = context;
    out->status = NQCNF_OK;
    out->data = nqcnf_allocate(OUTPUT_CAPACITY + OUTPUT_SLACK);
    if (out->data == NULL) {
        out->status = NQCNF_ERR_OUT_OF_MEMORY;
        return out->status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_output_buffer_flush(output_buffer *out)
{
    if (out->status == NQCNF_OK && out->used > 0 &&
        out->write(out->context, out->data, out->used) != 0)
        out->status = NQCNF_ERR_IO;
    out->used = 0;
    return out->status;
}

void nqcnf_output_buffer_close(output_buffer *out)
{
    nqcnf_release(out->data);
    out->data = NULL;
}

nqcnf_status nqcnf_output_buffer_run(output_buffer *out, nqcnf_write_fn write,
                                     void *context, output_body_fn body,
                                     const void *body_context)
{
    nqcnf_status status = nqcnf_output_buffer_open(out, write, context);
    if (status == NQCNF_OK) status = body(out, body_context);
    if (status == NQCNF_OK) status = nqcnf_output_buffer_flush(out);
    nqcnf_output_buffer_close(out);
    return status;
}

nqcnf_status nqcnf_output_buffer_put(output_buffer *out, const char *text,
                                     size_t length)
{
    if (length > out->capacity) return NQCNF_ERR_INTERNAL;
    if (output_buffer_reserve(out, length) != NQCNF_OK) return out->status;
    memcpy(out->data + out->used, text, length);
    out->used += length;
    return NQCNF_OK;
}

nqcnf_status nqcnf_output_buffer_printf(output_buffer *out, const char *format,
                                        ...)
{
    va_list args;
    va_start(args, format);
    const int length = vsnprintf(NULL, 0, format, args);
    va_end(args);
    /* The terminating NUL lands in the room reserved, never past it. */
    if (length < 0 || (size_t)length >= out->capacity)
        return NQCNF_ERR_INTERNAL;
    if (output_buffer_reserve(out, (size_t)length + 1) != NQCNF_OK)
        return out->status;
    va_start(args, format);
    vsnprintf(out->data + out->used, (size_t)length + 1, format, args);
    va_end(args);
    out->used += (size_t)length;
    return NQCNF_OK;
}
