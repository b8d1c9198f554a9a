/*
 * bzip2.c - the bzip2 format through libbz2.
 *
 * libbz2's streaming calls, with its allocation callbacks on
 * nqcnf_codec_allocate(). BZ2_bzDecompress stops at the end of one stream;
 * the decompressor starts a new one for the next, as bzip2 -d does with
 * concatenated files. Level = block size in hundreds of kilobytes.
 */
#include "codec.h"

#include <stdlib.h>

#include <bzlib.h>
#include <limits.h>
#include <stdint.h>

static void *bzip2_allocate(void *opaque, int items, int size)
{
    (void)opaque;
    if (items < 0 || size < 0) return NULL;
    return nqcnf_codec_allocate((size_t)items, (size_t)size);
}

static void bzip2_release(void *opaque, void *block)
{
    (void)opaque;
    nqcnf_codec_release(block);
}

static bz_stream *bzip2_stream_new(void)
{
    bz_stream *stream = nqcnf_codec_allocate(1, sizeof *stream);
    if (stream == NULL) return NULL;
    *stream = (bz_stream){.bzalloc = bzip2_allocate, .bzfree = bzip2_release};
    return stream;
}

/* libbz2 counts in unsigned int: longer windows go in pieces. */
static codec_result bzip2_step(bz_stream *stream, codec_window *window,
                               int action, int decode)
{
    stream->next_in = (char *)(uintptr_t)window->in;
    stream->avail_in = window->in_size > UINT_MAX ? UINT_MAX
                                                  : (unsigned)window->in_size;
    stream->next_out = (char *)window->out;
    stream->avail_out = window->out_size > UINT_MAX
                            ? UINT_MAX
                            : (unsigned)window->out_size;
    const int status = decode ? BZ2_bzDecompress(stream)
                              : BZ2_bzCompress(stream, action);
    nqcnf_codec_window_advance(
        window, (size_t)((const unsigned char *)stream->next_in - window->in),
        (size_t)((unsigned char *)stream->next_out - window->out));
    switch (status) {
    case BZ_STREAM_END: return CODEC_END;
    case BZ_OK:
    case BZ_RUN_OK:
    case BZ_FLUSH_OK:
    case BZ_FINISH_OK: return CODEC_MORE;
    case BZ_MEM_ERROR: return CODEC_NO_MEMORY;
    case BZ_DATA_ERROR:
    case BZ_DATA_ERROR_MAGIC: return CODEC_CORRUPT;
    default: return CODEC_FAILED;
    }
}

static codec_result bzip2_encoder_new(int level, unsigned threads,
                                      void **state)
{
    (void)threads;
    bz_stream *stream = bzip2_stream_new();
    if (stream == NULL) return CODEC_NO_MEMORY;
    const int status = BZ2_bzCompressInit(stream, level, 0, 0);
    if (status != BZ_OK) {
        nqcnf_codec_release(stream);
        return status == BZ_MEM_ERROR ? CODEC_NO_MEMORY : CODEC_FAILED;
    }
    *state = stream;
    return CODEC_MORE;
}

static codec_result bzip2_encode(void *state, codec_window *window,
                                 int finish)
{
    return bzip2_step(state, window, finish ? BZ_FINISH : BZ_RUN, 0);
}

static void bzip2_encoder_free(void *state)
{
    if (state == NULL) return;
    BZ2_bzCompressEnd(state);
    nqcnf_codec_release(state);
}

static codec_result bzip2_decoder_new(void **state)
{
    bz_stream *stream = bzip2_stream_new();
    if (stream == NULL) return CODEC_NO_MEMORY;
    const int status = BZ2_bzDecompressInit(stream, 0, 0);
    if (status != BZ_OK) {
        nqcnf_codec_release(stream);
        return status == BZ_MEM_ERROR ? CODEC_NO_MEMORY : CODEC_FAILED;
    }
    *state = stream;
    return CODEC_MORE;
}

static codec_result bzip2_decode(void *state, codec_window *window)
{
    return bzip2_step(state, window, 0, 1);
}

static void bzip2_decoder_free(void *state)
{
    if (state == NULL) return;
    BZ2_bzDecompressEnd(state);
    nqcnf_codec_release(state);
}

static const char *bzip2_decoder_error(void *state)
{
    (void)state;
    return "the block's check failed or its structure is invalid";
}

const codec_ops nqcnf_codec_bzip2 = {
    .codec = NQCNF_CODEC_BZIP2,
    .name = "bz2",
    .ending = ".bz2",
    .magic = {'B', 'Z', 'h'},
    .magic_size = 3,
    .min_level = 1,
    .max_level = 9,
    .default_level = 9,
    .member_size = 850000, /* within one 900k block at level 9 */
    .encoder_new = bzip2_encoder_new,
    .encode = bzip2_encode,
    .encoder_free = bzip2_encoder_free,
    .decoder_new = bzip2_decoder_new,
    .decode = bzip2_decode,
    .decoder_free = bzip2_decoder_free,
    .decoder_error = bzip2_decoder_error};
