/*
 * xz.c - the xz format through liblzma.
 *
 * With more than one thread the encoder is liblzma's multithreaded one
 * (lzma_stream_encoder_mt: blocks of three dictionaries compressed side
 * by side, as xz -T0 writes them; its memory is per thread, not per
 * byte written); with one, the plain stream encoder. Both write CRC64
 * checks like xz. The decoder reads one stream and stops at its end, so
 * the decompressor starts a new one for the next, as xz -d does with
 * concatenated files. liblzma allocates through nqcnf_codec_allocate().
 *
 * The decoder runs under a memory limit: an xz header declares the
 * dictionary the stream needs, and a 1.4 KB file may declare 1.5 GiB.
 * The largest preset (xz -9, -9e) needs 65 MiB to decompress, so
 * XZ_MEMORY_LIMIT leaves four times that, and a stream that asks for more
 * is refused with a sentence naming the limit, before any of it is
 * allocated, instead of a bare "Cannot allocate memory".
 */
#include "codec.h"

#include <stdio.h>
#include <stdlib.h>

#include <lzma.h>

#define XZ_MEMORY_LIMIT ((uint64_t)256 << 20)

typedef struct xz_state {
    lzma_stream stream;
    lzma_ret last; /* the decoder's last answer, for its message */
    char why[192]; /* the words of a refused memory limit */
} xz_state;

static void *xz_allocate(void *opaque, size_t items, size_t size)
{
    (void)opaque;
    return nqcnf_codec_allocate(items, size);
}

static void xz_release(void *opaque, void *block)
{
    (void)opaque;
    nqcnf_codec_release(block);
}

static const lzma_allocator xz_allocator = {xz_allocate, xz_release, NULL};

static xz_state *xz_state_new(void)
{
    xz_state *state = nqcnf_codec_allocate(1, sizeof *state);
    if (state == NULL) return NULL;
    const lzma_stream fresh = LZMA_STREAM_INIT;
    state->stream = fresh;
    state->stream.allocator = &xz_allocator;
    state->last = LZMA_OK;
    return state;
}

static codec_result xz_result(lzma_ret status)
{
    switch (status) {
    case LZMA_STREAM_END: return CODEC_END;
    case LZMA_OK:
    case LZMA_BUF_ERROR: return CODEC_MORE; /* no progress: the caller
                                               gives input or room */
    case LZMA_MEM_ERROR: return CODEC_NO_MEMORY;
    case LZMA_FORMAT_ERROR:
    case LZMA_OPTIONS_ERROR:
    case LZMA_DATA_ERROR: return CODEC_CORRUPT;
    default: return CODEC_FAILED;
    }
}

static codec_result xz_started(xz_state *state, lzma_ret status, void **out)
{
    if (status != LZMA_OK) {
        lzma_end(&state->stream);
        nqcnf_codec_release(state);
        return status == LZMA_MEM_ERROR ? CODEC_NO_MEMORY : CODEC_FAILED;
    }
    *out = state;
    return CODEC_MORE;
}

static codec_result xz_encoder_new(int level, unsigned threads, void **out)
{
    xz_state *state = xz_state_new();
    if (state == NULL) return CODEC_NO_MEMORY;
    if (threads == 1)
        return xz_started(state,
                          lzma_easy_encoder(&state->stream, (uint32_t)level,
                                            LZMA_CHECK_CRC64),
                          out);
    lzma_mt mt = {.flags = 0, .block_size = 0, .timeout = 0,
                  .preset = (uint32_t)level, .check = LZMA_CHECK_CRC64};
    mt.threads = threads != 0 ? threads : nqcnf_codec_processors();
    return xz_started(state, lzma_stream_encoder_mt(&state->stream, &mt),
                      out);
}

static codec_result xz_step(xz_state *state, codec_window *window,
                            lzma_action action)
{
    lzma_stream *stream = &state->stream;
    stream->next_in = window->in;
    stream->avail_in = window->in_size;
    stream->next_out = window->out;
    stream->avail_out = window->out_size;
    state->last = lzma_code(stream, action);
    nqcnf_codec_window_advance(window, window->in_size - stream->avail_in,
                               window->out_size - stream->avail_out);
    return xz_result(state->last);
}

static codec_result xz_encode(void *state, codec_window *window, int finish)
{
    return xz_step(state, window, finish ? LZMA_FINISH : LZMA_RUN);
}

static void xz_free(void *opaque)
{
    xz_state *state = opaque;
    if (state == NULL) return;
    lzma_end(&state->stream);
    nqcnf_codec_release(state);
}

static codec_result xz_decoder_new(void **out)
{
    xz_state *state = xz_state_new();
    if (state == NULL) return CODEC_NO_MEMORY;
    return xz_started(state,
                      lzma_stream_decoder(&state->stream, XZ_MEMORY_LIMIT, 0),
                      out);
}

static codec_result xz_decode(void *state, codec_window *window)
{
    return xz_step(state, window, LZMA_RUN);
}

static const char *xz_decoder_error(void *opaque)
{
    xz_state *state = opaque;
    switch (state->last) {
    case LZMA_MEMLIMIT_ERROR:
        snprintf(state->why, sizeof state->why,
                 "it asks for %llu MiB of memory, over the %llu MiB limit "
                 "(xz -9 needs 65): pipe in 'xz -dc' instead",
                 (unsigned long long)(lzma_memusage(&state->stream) >> 20),
                 (unsigned long long)(XZ_MEMORY_LIMIT >> 20));
        return state->why;
    case LZMA_FORMAT_ERROR: return "not an xz stream";
    case LZMA_OPTIONS_ERROR: return "options this liblzma does not support";
    case LZMA_DATA_ERROR: return "the data or its check is invalid";
    default: return NULL;
    }
}

const codec_ops nqcnf_codec_xz = {.codec = NQCNF_CODEC_XZ,
                                  .name = "xz",
                                  .ending = ".xz",
                                  .magic = {0xfd, '7', 'z', 'X', 'Z', 0x00},
                                  .magic_size = 6,
                                  .min_level = 0,
                                  .max_level = 9,
                                  .default_level = 6,
                                  .encoder_new = xz_encoder_new,
                                  .encode = xz_encode,
                                  .encoder_free = xz_free,
                                  .decoder_new = xz_decoder_new,
                                  .decode = xz_decode,
                                  .decoder_free = xz_free,
                                  .decoder_error = xz_decoder_error};
