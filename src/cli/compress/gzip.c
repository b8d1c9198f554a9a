/*
 * gzip.c - the gzip format through zlib.
 *
 * deflate with zlib's gzip wrapper (window bits 15 + 16) writes a member
 * with its header and CRC; inflate with 15 + 16 reads exactly one member
 * and stops at its end, so the decompressor starts a new one for the next
 * member, as gzip -d does with concatenated files. zlib's allocation
 * callbacks go to nqcnf_codec_allocate().
 */
#include "codec.h"

#include <stdlib.h>

#include <limits.h>
#include <stdint.h>
#include <zlib.h>

#define GZIP_WINDOW_BITS (15 + 16)

static voidpf gzip_allocate(voidpf opaque, uInt items, uInt size)
{
    (void)opaque;
    return nqcnf_codec_allocate(items, size);
}

static void gzip_release(voidpf opaque, voidpf block)
{
    (void)opaque;
    nqcnf_codec_release(block);
}

static z_stream *gzip_stream_new(void)
{
    z_stream *stream = nqcnf_codec_allocate(1, sizeof *stream);
    if (stream == NULL) return NULL;
    *stream = (z_stream){.zalloc = gzip_allocate, .zfree = gzip_release};
    return stream;
}

/* zlib counts in uInt: longer windows go in pieces, the caller loops. */
static void gzip_window_in(z_stream *stream, const codec_window *window)
{
    stream->next_in = (Bytef *)(uintptr_t)window->in;
    stream->avail_in = window->in_size > UINT_MAX ? UINT_MAX
                                                  : (uInt)window->in_size;
    stream->next_out = window->out;
    stream->avail_out = window->out_size > UINT_MAX ? UINT_MAX
                                                    : (uInt)window->out_size;
}

static void gzip_window_out(const z_stream *stream, codec_window *window,
                            const unsigned char *in_before,
                            const unsigned char *out_before)
{
    nqcnf_codec_window_advance(window, (size_t)(stream->next_in - in_before),
                               (size_t)(stream->next_out - out_before));
}

static codec_result gzip_encoder_new(int level, unsigned threads, void **state)
{
    (void)threads;
    z_stream *stream = gzip_stream_new();
    if (stream == NULL) return CODEC_NO_MEMORY;
    const int status = deflateInit2(stream, level, Z_DEFLATED,
                                    GZIP_WINDOW_BITS, 8, Z_DEFAULT_STRATEGY);
    if (status != Z_OK) {
        nqcnf_codec_release(stream);
        return status == Z_MEM_ERROR ? CODEC_NO_MEMORY : CODEC_FAILED;
    }
    *state = stream;
    return CODEC_MORE;
}

static codec_result gzip_encode(void *state, codec_window *window, int finish)
{
    z_stream *stream = state;
    const unsigned char *in = window->in, *out = window->out;
    gzip_window_in(stream, window);
    const int status = deflate(stream, finish ? Z_FINISH : Z_NO_FLUSH);
    gzip_window_out(stream, window, in, out);
    if (status == Z_STREAM_END) return CODEC_END;
    if (status == Z_OK || status == Z_BUF_ERROR) return CODEC_MORE;
    return status == Z_MEM_ERROR ? CODEC_NO_MEMORY : CODEC_FAILED;
}

static void gzip_encoder_free(void *state)
{
    if (state == NULL) return;
    deflateEnd(state);
    nqcnf_codec_release(state);
}

static codec_result gzip_decoder_new(void **state)
{
    z_stream *stream = gzip_stream_new();
    if (stream == NULL) return CODEC_NO_MEMORY;
    const int status = inflateInit2(stream, GZIP_WINDOW_BITS);
    if (status != Z_OK) {
        nqcnf_codec_release(stream);
        return status == Z_MEM_ERROR ? CODEC_NO_MEMORY : CODEC_FAILED;
    }
    *state = stream;
    return CODEC_MORE;
}

static codec_result gzip_decode(void *state, codec_window *window)
{
    z_stream *stream = state;
    const unsigned char *in = window->in, *out = window->out;
    gzip_window_in(stream, window);
    const int status = inflate(stream, Z_NO_FLUSH);
    gzip_window_out(stream, window, in, out);
    switch (status) {
    case Z_STREAM_END: return CODEC_END;
    case Z_OK:
    case Z_BUF_ERROR: return CODEC_MORE;
    case Z_MEM_ERROR: return CODEC_NO_MEMORY;
    case Z_DATA_ERROR:
    case Z_NEED_DICT: return CODEC_CORRUPT;
    default: return CODEC_FAILED;
    }
}

static void gzip_decoder_free(void *state)
{
    if (state == NULL) return;
    inflateEnd(state);
    nqcnf_codec_release(state);
}

static const char *gzip_decoder_error(void *state)
{
    const z_stream *stream = state;
    return stream->msg;
}

const codec_ops nqcnf_codec_gzip = {.codec = NQCNF_CODEC_GZIP,
                                    .name = "gz",
                                    .ending = ".gz",
                                    .magic = {0x1f, 0x8b},
                                    .magic_size = 2,
                                    .min_level = 1,
                                    .max_level = 9,
                                    .default_level = 6,
                                    .member_size = (size_t)1 << 20,
                                    .encoder_new = gzip_encoder_new,
                                    .encode = gzip_encode,
                                    .encoder_free = gzip_encoder_free,
                                    .decoder_new = gzip_decoder_new,
                                    .decode = gzip_decode,
                                    .decoder_free = gzip_decoder_free,
                                    .decoder_error = gzip_decoder_error};
