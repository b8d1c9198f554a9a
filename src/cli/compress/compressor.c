/*
 * compressor.c - a compressed stream in front of a write callback.
 *
 * The generator's writer hands over blocks of a few hundred kilobytes;
 * each goes through the codec's step function into one output buffer of
 * fixed size, which is passed on whenever it fills. So memory is the
 * codec's own (per thread, fixed by the level) plus that buffer, whatever
 * N is. gzip and bzip2 with more than one thread go through parallel.c,
 * which compresses independent members side by side instead.
 *
 * A failure is kept: every later write and the finish report it again,
 * since nqcnf_write stops at the first failed write but a caller may
 * still call finish.
 */
#include "compressor.h"

#include <stdlib.h>

#include <errno.h>

#define OUTPUT_BUFFER_SIZE ((size_t)256 * 1024)

struct nqcnf_compressor {
    const codec_ops *ops; /* NULL: bytes pass through */
    void *state;
    parallel_compressor *parallel; /* instead of state, when used */
    nqcnf_write_fn write;
    void *context;
    unsigned char *buffer;
    size_t used;
    uint64_t bytes_in, bytes_out;
    nqcnf_status failed;
    int failed_errno;
};

/* Remembers the first failure and gives -1 with its errno. */
static int fail(nqcnf_compressor *c, nqcnf_status status, int error)
{
    if (c->failed == NQCNF_OK) {
        c->failed = status;
        c->failed_errno = error;
    }
    errno = c->failed_errno;
    return -1;
}

int nqcnf_compressor_pass_on(nqcnf_compressor *c, const void *data,
                             size_t size)
{
    if (size == 0) return 0;
    if (c->write(c->context, data, size) != 0)
        return fail(c, NQCNF_ERR_IO, errno);
    c->bytes_out += size;
    return 0;
}

static int flush_buffer(nqcnf_compressor *c)
{
    const size_t used = c->used;
    c->used = 0;
    return nqcnf_compressor_pass_on(c, c->buffer, used);
}

static int codec_failure(nqcnf_compressor *c, codec_result result)
{
    if (result == CODEC_NO_MEMORY)
        return fail(c, NQCNF_ERR_OUT_OF_MEMORY, ENOMEM);
    return fail(c, NQCNF_ERR_INTERNAL, EIO);
}

/* Steps the codec over `size` bytes (finish: then to the end). */
static int compress_through(nqcnf_compressor *c, const void *data,
                            size_t size, int finish)
{
    codec_window window = {data, size, NULL, 0};
    for (;;) {
        window.out = c->buffer + c->used;
        window.out_size = OUTPUT_BUFFER_SIZE - c->used;
        const codec_result result = c->ops->encode(c->state, &window, finish);
        c->used = OUTPUT_BUFFER_SIZE - window.out_size;
        if (result != CODEC_MORE && result != CODEC_END)
            return codec_failure(c, result);
        if (c->used == OUTPUT_BUFFER_SIZE && flush_buffer(c) != 0) return -1;
        if (finish ? result == CODEC_END : window.in_size == 0) return 0;
    }
}

nqcnf_status nqcnf_compressor_new(nqcnf_codec codec, int level,
                                  unsigned threads, nqcnf_write_fn write,
                                  void *context, nqcnf_compressor **out)
{
    const codec_ops *ops = nqcnf_codec_find(codec);
    if (out == NULL || write == NULL ||
        (ops == NULL && codec != NQCNF_CODEC_NONE))
        return NQCNF_ERR_INVALID_ARGUMENT;
    if (ops != NULL && level == NQCNF_LEVEL_DEFAULT) level = ops->default_level;
    if (ops != NULL && (level < ops->min_level || level > ops->max_level))
        return NQCNF_ERR_INVALID_ARGUMENT;
    nqcnf_compressor *c = nqcnf_codec_allocate(1, sizeof *c);
    if (c == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    *c = (nqcnf_compressor){.ops = ops, .write = write, .context = context};
    if (ops == NULL) {
        *out = c;
        return NQCNF_OK;
    }
    c->buffer = nqcnf_codec_allocate(1, OUTPUT_BUFFER_SIZE);
    codec_result result = c->buffer == NULL ? CODEC_NO_MEMORY : CODEC_MORE;
    if (result == CODEC_MORE && nqcnf_parallel_wanted(ops, threads))
        result = nqcnf_parallel_new(ops, level, threads, c, &c->parallel);
    else if (result == CODEC_MORE)
        result = ops->encoder_new(level, threads, &c->state);
    if (result != CODEC_MORE) {
        nqcnf_compressor_free(c);
        return result == CODEC_NO_MEMORY ? NQCNF_ERR_OUT_OF_MEMORY
                                         : NQCNF_ERR_INTERNAL;
    }
    *out = c;
    return NQCNF_OK;
}

int nqcnf_compressor_write(void *compressor, const void *data, size_t size)
{
    nqcnf_compressor *c = compressor;
    if (c == NULL || (data == NULL && size > 0)) {
        errno = EINVAL;
        return -1;
    }
    if (c->failed != NQCNF_OK) return fail(c, c->failed, c->failed_errno);
    c->bytes_in += size;
    if (c->ops == NULL) return nqcnf_compressor_pass_on(c, data, size);
    if (c->parallel != NULL) {
        const codec_result result =
            nqcnf_parallel_write(c->parallel, data, size);
        if (c->failed != NQCNF_OK) return fail(c, c->failed, c->failed_errno);
        return result == CODEC_MORE ? 0 : codec_failure(c, result);
    }
    return compress_through(c, data, size, 0);
}

nqcnf_status nqcnf_compressor_finish(nqcnf_compressor *c)
{
    if (c == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    if (c->failed == NQCNF_OK && c->parallel != NULL) {
        const codec_result result = nqcnf_parallel_finish(c->parallel);
        if (c->failed == NQCNF_OK && result != CODEC_END)
            codec_failure(c, result);
    } else if (c->failed == NQCNF_OK && c->ops != NULL &&
               compress_through(c, NULL, 0, 1) == 0) {
        flush_buffer(c);
    }
    errno = c->failed_errno;
    return c->failed;
}

void nqcnf_compressor_totals(const nqcnf_compressor *c, uint64_t *bytes_in,
                             uint64_t *bytes_out)
{
    if (bytes_in != NULL) *bytes_in = c == NULL ? 0 : c->bytes_in;
    if (bytes_out != NULL) *bytes_out = c == NULL ? 0 : c->bytes_out;
}

void nqcnf_compressor_free(nqcnf_compressor *c)
{
    if (c == NULL) return;
    if (c->parallel != NULL) nqcnf_parallel_free(c->parallel);
    if (c->state != NULL) c->ops->encoder_free(c->state);
    nqcnf_codec_release(c->buffer);
    nqcnf_codec_release(c);
}
