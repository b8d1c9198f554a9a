/*
 * decompressor.c - whatever a read callback gives, decompressed if it is.
 *
 * The codec is told from the first bytes (codec_table.c), never from a
 * name, so standard input works. Input is read in blocks into one buffer
 * of fixed size and stepped through the codec's decoder straight into the
 * caller's buffer; memory is the codec's (fixed by the stream's own
 * settings, not its length) plus that block.
 *
 * The tools write and read members one after another as one stream (our
 * own parallel gzip and bzip2 output is made so), so at the end of a
 * member more input must be another member of the same codec, read by a
 * fresh decoder; anything else there is an error, as is input that ends
 * inside a member (a truncated download, an interrupted write): both
 * would otherwise be read as a shorter, different CNF.
 */
#include "codec.h"

#include <stdlib.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>

#define INPUT_BUFFER_SIZE ((size_t)256 * 1024)

struct nqcnf_decompressor {
    nqcnf_read_fn read;
    void *context;
    const codec_ops *ops; /* NULL: plain input */
    void *state;          /* NULL between members */
    int sniffed, input_ended, member_ended;
    unsigned char *input;
    size_t position, length; /* the unread input is input[position..length) */
    uint64_t offset;         /* of input[0] in the whole compressed input */
    nqcnf_status failed;
    int failed_errno;
    char message[200];
};

static nqcnf_status fail(nqcnf_decompressor *d, nqcnf_status status,
                         int error)
{
    d->failed = status;
    d->failed_errno = error;
    errno = error;
    return status;
}

static nqcnf_status corrupt(nqcnf_decompressor *d, const char *what,
                            const char *detail)
{
    snprintf(d->message, sizeof d->message, "%s %s%s%s (at byte %llu of the "
             "compressed input)", d->ops->name, what, detail ? ": " : "",
             detail ? detail : "",
             (unsigned long long)(d->offset + d->position));
    return fail(d, NQCNF_ERR_IO, EBADMSG);
}

/* Reads more input behind what is unread; sets input_ended at the end. */
static nqcnf_status refill(nqcnf_decompressor *d)
{
    if (d->position > 0) {
        memmove(d->input, d->input + d->position, d->length - d->position);
        d->offset += d->position;
        d->length -= d->position;
        d->position = 0;
    }
    size_t got = 0;
    errno = 0;
    if (d->read(d->context, d->input + d->length,
                INPUT_BUFFER_SIZE - d->length, &got) != 0)
        return fail(d, NQCNF_ERR_IO, errno != 0 ? errno : EIO);
    if (got == 0) d->input_ended = 1;
    d->length += got;
    return NQCNF_OK;
}

/* At least `size` unread bytes, or all there are. */
static nqcnf_status fill_to(nqcnf_decompressor *d, size_t size)
{
    while (d->length - d->position < size && !d->input_ended) {
        const nqcnf_status status = refill(d);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static nqcnf_status start_member(nqcnf_decompressor *d)
{
    const codec_result result = d->ops->decoder_new(&d->state);
    if (result == CODEC_MORE) {
        d->member_ended = 0;
        return NQCNF_OK;
    }
    d->state = NULL;
    return result == CODEC_NO_MEMORY ? fail(d, NQCNF_ERR_OUT_OF_MEMORY, ENOMEM)
                                     : fail(d, NQCNF_ERR_INTERNAL, EIO);
}

static nqcnf_status sniff(nqcnf_decompressor *d)
{
    nqcnf_status status = fill_to(d, 6);
    if (status != NQCNF_OK) return status;
    d->sniffed = 1;
    d->ops = nqcnf_codec_find(nqcnf_codec_detect(d->input, d->length));
    return d->ops == NULL ? NQCNF_OK : start_member(d);
}

/* After a member: the end, or the next member of the same codec. */
static nqcnf_status next_member(nqcnf_decompressor *d, int *at_end)
{
    d->ops->decoder_free(d->state);
    d->state = NULL;
    const nqcnf_status status = fill_to(d, d->ops->magic_size + 1);
    if (status != NQCNF_OK) return status;
    *at_end = d->position == d->length;
    if (*at_end) return NQCNF_OK;
    const size_t left = d->length - d->position;
    if (nqcnf_codec_detect(d->input + d->position, left) != d->ops->codec)
        return corrupt(d, "stream is followed by data that is not", NULL);
    return start_member(d);
}

static nqcnf_status read_plain(nqcnf_decompressor *d, unsigned char *buffer,
                               size_t size, size_t *got)
{
    if (d->position < d->length) {
        const size_t left = d->length - d->position;
        *got = left < size ? left : size;
        memcpy(buffer, d->input + d->position, *got);
        d->position += *got;
        return NQCNF_OK;
    }
    if (d->input_ended) return NQCNF_OK;
    errno = 0;
    if (d->read(d->context, buffer, size, got) != 0)
        return fail(d, NQCNF_ERR_IO, errno != 0 ? errno : EIO);
    if (*got == 0) d->input_ended = 1;
    return NQCNF_OK;
}

/* One decoder step into the caller's buffer; *got what it produced. */
static nqcnf_status step(nqcnf_decompressor *d, unsigned char *buffer,
                         size_t size, size_t *got)
{
    if (d->position == d->length && !d->input_ended) {
        const nqcnf_status status = refill(d);
        if (status != NQCNF_OK) return status;
    }
    codec_window window = {d->input + d->position, d->length - d->position,
                           buffer, size};
    const codec_result result = d->ops->decode(d->state, &window);
    const size_t consumed = d->length - d->position - window.in_size;
    d->position += consumed;
    *got = size - window.out_size;
    switch (result) {
    case CODEC_END: d->member_ended = 1; return NQCNF_OK;
    case CODEC_MORE: break;
    case CODEC_NO_MEMORY: return fail(d, NQCNF_ERR_OUT_OF_MEMORY, ENOMEM);
    case CODEC_CORRUPT:
        return corrupt(d, "data is corrupt", d->ops->decoder_error(d->state));
    default:
        return corrupt(d, "data cannot be read",
                       d->ops->decoder_error(d->state));
    }
    if (*got == 0 && consumed == 0 && d->input_ended &&
        d->position == d->length)
        return corrupt(d, "stream is truncated: the input ends inside it",
                       NULL);
    return NQCNF_OK;
}

nqcnf_status nqcnf_decompressor_read(nqcnf_decompressor *d, void *buffer,
                                     size_t size, size_t *got)
{
    if (d == NULL || got == NULL || (buffer == NULL && size > 0))
        return NQCNF_ERR_INVALID_ARGUMENT;
    *got = 0;
    if (d->failed != NQCNF_OK) return fail(d, d->failed, d->failed_errno);
    nqcnf_status status = d->sniffed ? NQCNF_OK : sniff(d);
    if (status != NQCNF_OK || size == 0) return status;
    if (d->ops == NULL) return read_plain(d, buffer, size, got);
    while (*got == 0) {
        if (d->member_ended) {
            int at_end = 0;
            status = next_member(d, &at_end);
            if (status != NQCNF_OK || at_end) return status;
        }
        status = step(d, buffer, size, got);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_decompressor_new(nqcnf_read_fn read, void *context,
                                    nqcnf_decompressor **out)
{
    if (read == NULL || out == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    nqcnf_decompressor *d = nqcnf_codec_allocate(1, sizeof *d);
    if (d == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(d, 0, sizeof *d);
    d->read = read;
    d->context = context;
    d->input = nqcnf_codec_allocate(1, INPUT_BUFFER_SIZE);
    if (d->input == NULL) {
        nqcnf_codec_release(d);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }
    *out = d;
    return NQCNF_OK;
}

nqcnf_codec nqcnf_decompressor_codec(const nqcnf_decompressor *d)
{
    return d == NULL || d->ops == NULL ? NQCNF_CODEC_NONE : d->ops->codec;
}

const char *nqcnf_decompressor_error(const nqcnf_decompressor *d)
{
    return d == NULL || d->message[0] == '\0' ? NULL : d->message;
}

void nqcnf_decompressor_free(nqcnf_decompressor *d)
{
    if (d == NULL) return;
    if (d->state != NULL) d->ops->decoder_free(d->state);
    nqcnf_codec_release(d->input);
    nqcnf_codec_release(d);
}
