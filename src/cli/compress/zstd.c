/*
 * zstd.c - the Zstandard format through libzstd.
 *
 * The streaming API (ZSTD_compressStream2) with ZSTD_c_nbWorkers worker
 * threads when more than one thread is asked for: libzstd then cuts the
 * input into jobs compressed side by side, as zstd -T0 does, in memory
 * per worker. A checksum is written, as the zstd tool does by default.
 * The contexts are made with ZSTD_create*_advanced (libzstd's
 * "static linking only" section, exported by the shared library since
 * 1.3) so that libzstd allocates through nqcnf_codec_allocate(),
 * except with workers: libzstd 1.5.4's multithreaded compressor crashes
 * (a wild memset in ZSTD_compressStream2) when one of its allocations
 * fails, so a threaded context takes libzstd's own malloc. The decoder stops after each frame; the decompressor starts a
 * new one for the next.
 */
#define ZSTD_STATIC_LINKING_ONLY
#include "codec.h"

#include <stdlib.h>

#include <zstd.h>
#include <zstd_errors.h>

typedef struct zstd_state {
    ZSTD_CCtx *compressor;
    ZSTD_DCtx *decompressor;
    size_t last; /* the last answer, for the decoder's message */
} zstd_state;

static void *zstd_allocate(void *opaque, size_t size)
{
    (void)opaque;
    return nqcnf_codec_allocate(1, size);
}

static void zstd_release(void *opaque, void *block)
{
    (void)opaque;
    nqcnf_codec_release(block);
}

static const ZSTD_customMem zstd_memory = {zstd_allocate, zstd_release, NULL};

static codec_result zstd_result(size_t answer)
{
    if (!ZSTD_isError(answer)) return answer == 0 ? CODEC_END : CODEC_MORE;
    switch (ZSTD_getErrorCode(answer)) {
    case ZSTD_error_memory_allocation: return CODEC_NO_MEMORY;
    case ZSTD_error_prefix_unknown:
    case ZSTD_error_version_unsupported:
    case ZSTD_error_frameParameter_unsupported:
    case ZSTD_error_frameParameter_windowTooLarge:
    case ZSTD_error_corruption_detected:
    case ZSTD_error_checksum_wrong:
    case ZSTD_error_srcSize_wrong: return CODEC_CORRUPT;
    default: return CODEC_FAILED;
    }
}

static void zstd_free(void *opaque)
{
    zstd_state *state = opaque;
    if (state == NULL) return;
    ZSTD_freeCCtx(state->compressor);
    ZSTD_freeDCtx(state->decompressor);
    nqcnf_codec_release(state);
}

static zstd_state *zstd_state_new(void)
{
    zstd_state *state = nqcnf_codec_allocate(1, sizeof *state);
    if (state != NULL) *state = (zstd_state){NULL, NULL, 0};
    return state;
}

static codec_result zstd_encoder_new(int level, unsigned threads, void **out)
{
    zstd_state *state = zstd_state_new();
    if (state == NULL) return CODEC_NO_MEMORY;
    const int workers = threads == 1   ? 0
                        : threads == 0 ? (int)nqcnf_codec_processors()
                                       : (int)threads;
    state->compressor = workers > 0 ? ZSTD_createCCtx()
                                    : ZSTD_createCCtx_advanced(zstd_memory);
    if (state->compressor == NULL) {
        zstd_free(state);
        return CODEC_NO_MEMORY;
    }
    size_t answer = ZSTD_CCtx_setParameter(state->compressor,
                                           ZSTD_c_compressionLevel, level);
    if (!ZSTD_isError(answer))
        answer = ZSTD_CCtx_setParameter(state->compressor,
                                        ZSTD_c_checksumFlag, 1);
    /* A libzstd built without threads refuses workers: it then
     * compresses in the caller's thread, the same stream. */
    if (!ZSTD_isError(answer) && workers > 0)
        ZSTD_CCtx_setParameter(state->compressor, ZSTD_c_nbWorkers, workers);
    if (ZSTD_isError(answer)) {
        zstd_free(state);
        return CODEC_FAILED;
    }
    *out = state;
    return CODEC_MORE;
}

static codec_result zstd_encode(void *opaque, codec_window *window,
                                int finish)
{
    zstd_state *state = opaque;
    ZSTD_inBuffer in = {window->in, window->in_size, 0};
    ZSTD_outBuffer out = {window->out, window->out_size, 0};
    state->last = ZSTD_compressStream2(state->compressor, &out, &in,
                                       finish ? ZSTD_e_end : ZSTD_e_continue);
    nqcnf_codec_window_advance(window, in.pos, out.pos);
    /* Continuing, 0 means "all flushed", not the end of the frame. */
    if (!finish && !ZSTD_isError(state->last)) return CODEC_MORE;
    return zstd_result(state->last);
}

static codec_result zstd_decoder_new(void **out)
{
    zstd_state *state = zstd_state_new();
    if (state == NULL) return CODEC_NO_MEMORY;
    state->decompressor = ZSTD_createDCtx_advanced(zstd_memory);
    if (state->decompressor == NULL) {
        zstd_free(state);
        return CODEC_NO_MEMORY;
    }
    *out = state;
    return CODEC_MORE;
}

static codec_result zstd_decode(void *opaque, codec_window *window)
{
    zstd_state *state = opaque;
    ZSTD_inBuffer in = {window->in, window->in_size, 0};
    ZSTD_outBuffer out = {window->out, window->out_size, 0};
    state->last = ZSTD_decompressStream(state->decompressor, &out, &in);
    nqcnf_codec_window_advance(window, in.pos, out.pos);
    return zstd_result(state->last);
}

static const char *zstd_decoder_error(void *opaque)
{
    const zstd_state *state = opaque;
    return ZSTD_isError(state->last) ? ZSTD_getErrorName(state->last) : NULL;
}

const codec_ops nqcnf_codec_zstd = {.codec = NQCNF_CODEC_ZSTD,
                                    .name = "zst",
                                    .ending = ".zst",
                                    .magic = {0x28, 0xb5, 0x2f, 0xfd},
                                    .magic_size = 4,
                                    .min_level = 1,
                                    .max_level = 19,
                                    .default_level = 3,
                                    .encoder_new = zstd_encoder_new,
                                    .encode = zstd_encode,
                                    .encoder_free = zstd_free,
                                    .decoder_new = zstd_decoder_new,
                                    .decode = zstd_decode,
                                    .decoder_free = zstd_free,
                                    .decoder_error = zstd_decoder_error};
