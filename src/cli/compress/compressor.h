/*
 * compressor.h - what compressor.c and parallel.c share.
 */
#ifndef NQCNF_COMPRESS_COMPRESSOR_H
#define NQCNF_COMPRESS_COMPRESSOR_H

#include "codec.h"

typedef struct parallel_compressor parallel_compressor;

/* Hands compressed bytes to the caller's write callback, counting them;
 * on failure records it in the compressor and returns -1. Called from
 * the caller's thread only. */
int nqcnf_compressor_pass_on(nqcnf_compressor *compressor, const void *data,
                             size_t size);

/* Whether `ops` is compressed in independent members side by side
 * (gzip, bzip2: their tools read concatenated members as one) with
 * `threads` (0: one per processor). */
int nqcnf_parallel_wanted(const codec_ops *ops, unsigned threads);

/* Worker threads compressing members of `ops` at `level`; the members
 * reach the output, in order, through nqcnf_compressor_pass_on(owner, ...). */
codec_result nqcnf_parallel_new(const codec_ops *ops, int level,
                                unsigned threads, nqcnf_compressor *owner,
                                parallel_compressor **out);

/* CODEC_MORE, or why it failed (a failed pass-on is in the owner). */
codec_result nqcnf_parallel_write(parallel_compressor *p, const void *data,
                                  size_t size);

/* Compresses and passes on what is left: CODEC_END, or why not. */
codec_result nqcnf_parallel_finish(parallel_compressor *p);

/* Stops the workers and frees everything. */
void nqcnf_parallel_free(parallel_compressor *p);

#endif
