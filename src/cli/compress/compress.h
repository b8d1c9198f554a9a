/*
 * compress.h - compressed streams, for the command's files.
 *
 * The library opens no file and links no compression library: reading a
 * student's .cnf.xz and writing a benchmark's .cnf.zst are the command's
 * business, as zstd's own program, not libzstd, handles files. So the
 * codecs live here, beside the command, behind the library's write
 * callback (a compressor is an nqcnf_write_fn) and a read callback of
 * the same shape. Each format is written by its own library: gzip
 * (zlib), bzip2 (libbz2), xz (liblzma, multithreaded) and zstd (libzstd,
 * with worker threads); a stream's format is told from its first bytes,
 * not from a name.
 */
#ifndef NQCNF_CLI_COMPRESS_H
#define NQCNF_CLI_COMPRESS_H

#include "nqcnf.h"

#include <stddef.h>
#include <stdint.h>

typedef enum nqcnf_codec {
    NQCNF_CODEC_NONE = 0, /* plain bytes */
    NQCNF_CODEC_GZIP,     /* "gz", .gz */
    NQCNF_CODEC_BZIP2,    /* "bz2", .bz2 */
    NQCNF_CODEC_XZ,       /* "xz", .xz */
    NQCNF_CODEC_ZSTD      /* "zst", .zst */
} nqcnf_codec;

#define NQCNF_CODEC_COUNT 5

/* The allocator of every codec's memory and of the compression libraries'
 * (but not of their worker threads'); NULL, the default, for the C
 * library's. The command leaves it; test_compress refuses allocations
 * through it, in turn, to hold every out-of-memory path to an error. */
void nqcnf_codec_set_allocator(const nqcnf_allocator *allocator);

/* "none", "gz", "bz2", "xz", "zst"; NULL for an unknown value. */
const char *nqcnf_codec_name(nqcnf_codec codec);

/* The codec called `name`; NQCNF_ERR_INVALID_ARGUMENT if none is. */
nqcnf_status nqcnf_codec_from_name(const char *name,
                                             nqcnf_codec *codec);

/* The codec a file name's ending asks for (".xz", ".gz", ".bz2", ".zst",
 * in any case); NQCNF_CODEC_NONE for any other name or NULL. The name is
 * only looked at, never opened. */
nqcnf_codec nqcnf_codec_from_path(const char *path);

/* The codec whose magic bytes begin `data` (a stream's first `size`
 * bytes; 6 are enough); NQCNF_CODEC_NONE when none matches. */
nqcnf_codec nqcnf_codec_detect(const void *data, size_t size);

/* The levels `codec` takes and its default (the command-line tool's);
 * any of the three pointers may be NULL. NQCNF_ERR_INVALID_ARGUMENT for
 * NQCNF_CODEC_NONE or an unknown value. */
nqcnf_status nqcnf_codec_levels(nqcnf_codec codec, int *lowest,
                                          int *highest, int *fallback);

/* Asks a compressor for its codec's default level. */
#define NQCNF_LEVEL_DEFAULT (-1)

typedef struct nqcnf_compressor nqcnf_compressor;

/* A compressor writing `codec`'s stream at `level` (NQCNF_LEVEL_DEFAULT
 * or within nqcnf_codec_levels) to write(context, ...). `threads`: 0 for
 * one per processor online, 1 for the calling thread alone (xz and zstd
 * use worker threads; the output is the same stream format either way).
 * Memory does not grow with the amount written. NQCNF_CODEC_NONE passes
 * the bytes through. NQCNF_ERR_INVALID_ARGUMENT for a level out of range
 * or a NULL pointer; NQCNF_ERR_OUT_OF_MEMORY. Nothing is written yet. */
nqcnf_status nqcnf_compressor_new(nqcnf_codec codec, int level,
                                            unsigned threads,
                                            nqcnf_write_fn write,
                                            void *context,
                                            nqcnf_compressor **compressor);

/* An nqcnf_write_fn: give it to nqcnf_write() with the compressor as its
 * context. 0, or -1 with errno set (the write callback's errno, ENOMEM,
 * or EINVAL for a NULL compressor); after a failure every later call
 * fails too. */
int nqcnf_compressor_write(void *compressor, const void *data,
                                     size_t size);

/* Ends the stream and writes what is left. NQCNF_ERR_IO with errno as
 * the write callback left it, NQCNF_ERR_OUT_OF_MEMORY, or the status
 * of an earlier failed write. */
nqcnf_status nqcnf_compressor_finish(nqcnf_compressor *compressor);

/* Bytes given to the compressor and bytes it wrote so far (either may
 * be NULL); 0 and 0 for a NULL compressor. */
void nqcnf_compressor_totals(const nqcnf_compressor *compressor,
                                       uint64_t *bytes_in,
                                       uint64_t *bytes_out);

/* Frees it; a stream not finished is simply cut off. NULL is allowed. */
void nqcnf_compressor_free(nqcnf_compressor *compressor);

/* Reads up to `size` bytes into `buffer`; sets *got to the number read
 * (0 only at the end) and returns 0, or returns -1 with errno set. */
typedef int (*nqcnf_read_fn)(void *context, void *buffer, size_t size,
                             size_t *got);

typedef struct nqcnf_decompressor nqcnf_decompressor;

/* A reader of whatever read(context, ...) gives: compressed data of any
 * codec above, told by its magic bytes, comes out decompressed (several
 * streams one after another, as the tools write and read them, come out
 * as one); anything else comes out as it is. Reads nothing yet. */
nqcnf_status nqcnf_decompressor_new(nqcnf_read_fn read,
                                              void *context,
                                              nqcnf_decompressor **reader);

/* Reads up to `size` decompressed bytes; *got 0 means the end. A failed
 * read gives NQCNF_ERR_IO with errno from the callback; a truncated or
 * corrupt stream NQCNF_ERR_IO with errno EBADMSG, and
 * nqcnf_decompressor_error() says what is wrong. Every read after a
 * failure fails the same way. */
nqcnf_status nqcnf_decompressor_read(nqcnf_decompressor *reader,
                                               void *buffer, size_t size,
                                               size_t *got);

/* The codec found (NQCNF_CODEC_NONE before the first read, for plain
 * input and for a NULL reader). */
nqcnf_codec nqcnf_decompressor_codec(
    const nqcnf_decompressor *reader);

/* What is wrong with a truncated or corrupt stream ("the xz stream is
 * truncated", "corrupt gz data: invalid distance too far back"), with
 * the offset in the compressed input; NULL while nothing is. Valid until
 * the next call on `reader`. */
const char *nqcnf_decompressor_error(
    const nqcnf_decompressor *reader);

/* Frees it, NULL allowed; the source stays the caller's. */
void nqcnf_decompressor_free(nqcnf_decompressor *reader);

#endif
