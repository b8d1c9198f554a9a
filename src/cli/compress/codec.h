/*
 * codec.h - what every compression library looks like from compress/.
 *
 * zlib, libbz2, liblzma and libzstd all work the same way underneath: a
 * state that takes bytes from an input window and puts bytes into an
 * output window, a step at a time, until it says the stream has ended.
 * Each codec file (gzip.c, bzip2.c, xz.c, zstd.c) wraps its library in
 * that one shape, so the loops around it (compressor.c, decompressor.c)
 * are written once. Adding a codec is one file and one row in
 * codec_table.c, and the value in compress.h's nqcnf_codec.
 *
 * The libraries allocate through nqcnf_codec_allocate()/
 * nqcnf_codec_release(), one place that checks a count of items for
 * overflow and that a test can make refuse (nqcnf_codec_set_allocator).
 */
#ifndef NQCNF_COMPRESS_CODEC_H
#define NQCNF_COMPRESS_CODEC_H

#include "compress.h"

#include <stddef.h>

/* The two windows of one step; a step advances in/out and shrinks
 * in_size/out_size by what it consumed and produced. */
typedef struct codec_window {
    const unsigned char *in;
    size_t in_size;
    unsigned char *out;
    size_t out_size;
} codec_window;

typedef enum codec_result {
    CODEC_MORE = 0,   /* progress; call again with more input or room */
    CODEC_END,        /* the (compressed) stream is complete */
    CODEC_NO_MEMORY,
    CODEC_CORRUPT,    /* decoding only: the data is not a valid stream */
    CODEC_FAILED      /* anything else the library reports */
} codec_result;

typedef struct codec_ops {
    nqcnf_codec codec;
    const char *name;            /* "gz": --compress's word */
    const char *ending;          /* ".gz" */
    unsigned char magic[6];      /* the first bytes of every stream */
    size_t magic_size;
    int min_level, max_level, default_level;
    /* Members compressed on their own and concatenated read back as one
     * stream (gzip, bzip2): parallel.c can compress them side by side;
     * the input size of one member, or 0 when the codec has threads of
     * its own. */
    size_t member_size;
    /* `threads`: 0 for one per processor, 1 for the caller's alone. */
    codec_result (*encoder_new)(int level, unsigned threads, void **state);
    /* `finish`: no input will follow; step until CODEC_END. */
    codec_result (*encode)(void *state, codec_window *window, int finish);
    void (*encoder_free)(void *state);
    codec_result (*decoder_new)(void **state);
    /* CODEC_END once the stream's last byte is consumed. */
    codec_result (*decode)(void *state, codec_window *window);
    void (*decoder_free)(void *state);
    /* The library's own words for the last error, or NULL. */
    const char *(*decoder_error)(void *state);
} codec_ops;

/* Moves the window past `consumed` input and `produced` output bytes. */
void nqcnf_codec_window_advance(codec_window *window, size_t consumed,
                                size_t produced);

/* The row of `codec`, NULL for NQCNF_CODEC_NONE or an unknown value. */
const codec_ops *nqcnf_codec_find(nqcnf_codec codec);

/* Every allocation of the codecs and of the compression libraries' own
 * callbacks ends here: a count of items of `size` bytes each, checked for
 * overflow, from the allocator of nqcnf_codec_set_allocator(). */
void *nqcnf_codec_allocate(size_t items, size_t size);
void *nqcnf_codec_reallocate(void *block, size_t size);
void nqcnf_codec_release(void *block);

/* The number of processors online, at least 1. */
unsigned nqcnf_codec_processors(void);

#endif
