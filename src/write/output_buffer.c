/*
 * output_buffer.c - block output with a latched first error.
 *
 * See output_buffer.h for why the buffer is shaped this way. 256 KiB is
 * large enough that the write(2) per block is lost in the noise and small
 * enough to stay in the L2 cache while it is filled.
 */
#include "write/output_buffer.h"

nqcnf_status output_buffer_open(output_buffer *out, nqcnf_write_fn write,
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

nqcnf_status output_buffer_flush(output_buffer *out)
{
    if (out->status == NQCNF_OK && out->used > 0 &&
        out->write(out->context, out->data, out->used) != 0)
        out->status = NQCNF_ERR_IO;
    out->used = 0;
    return out->status;
}

void output_buffer_close(output_buffer *out)
{
    nqcnf_release(out->data);
    out->data = NULL;
}
