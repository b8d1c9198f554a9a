/*
 * codec_table.c - the table of compression formats, and what is asked of
 * a codec by name, by file name and by magic bytes.
 *
 * One row per codec (its file defines the row); everything that lists,
 * names or recognizes codecs walks this table, so a new codec is one file
 * and one line here. Recognition is by magic bytes only: a name can lie
 * (and standard input has none).
 *
 * A build without the compression libraries (the WebAssembly page, where
 * they are not packaged) has no rows: every codec is then unknown by
 * name, and compressed input is told apart by read/sniff.c instead.
 */
#define _POSIX_C_SOURCE 200809L
#include "codec.h"

#include <stdlib.h>

#include <stdint.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#ifdef NQCNF_HAVE_COMPRESSION
extern const codec_ops nqcnf_codec_gzip, nqcnf_codec_bzip2, nqcnf_codec_xz,
    nqcnf_codec_zstd;

static const codec_ops *const codecs[] = {
    &nqcnf_codec_gzip, &nqcnf_codec_bzip2, &nqcnf_codec_xz, &nqcnf_codec_zstd};
#define CODEC_ROWS (sizeof codecs / sizeof codecs[0])
#else
static const codec_ops *const *const codecs = NULL;
#define CODEC_ROWS ((size_t)0)
#endif

const codec_ops *nqcnf_codec_find(nqcnf_codec codec)
{
    for (size_t i = 0; i < CODEC_ROWS; i++)
        if (codecs[i]->codec == codec) return codecs[i];
    return NULL;
}

const char *nqcnf_codec_name(nqcnf_codec codec)
{
    if (codec == NQCNF_CODEC_NONE) return "none";
    const codec_ops *ops = nqcnf_codec_find(codec);
    return ops == NULL ? NULL : ops->name;
}

nqcnf_status nqcnf_codec_from_name(const char *name, nqcnf_codec *codec)
{
    if (name == NULL || codec == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    for (unsigned value = 0; value < NQCNF_CODEC_COUNT; value++) {
        if (strcmp(name, nqcnf_codec_name((nqcnf_codec)value)) == 0) {
            *codec = (nqcnf_codec)value;
            return NQCNF_OK;
        }
    }
    return NQCNF_ERR_INVALID_ARGUMENT;
}

nqcnf_codec nqcnf_codec_from_path(const char *path)
{
    if (path == NULL) return NQCNF_CODEC_NONE;
    const size_t length = strlen(path);
    for (size_t i = 0; i < CODEC_ROWS; i++) {
        const size_t ending = strlen(codecs[i]->ending);
        if (length > ending &&
            strcasecmp(path + length - ending, codecs[i]->ending) == 0)
            return codecs[i]->codec;
    }
    return NQCNF_CODEC_NONE;
}

nqcnf_codec nqcnf_codec_detect(const void *data, size_t size)
{
    if (data == NULL) return NQCNF_CODEC_NONE;
    const unsigned char *bytes = data;
    for (size_t i = 0; i < CODEC_ROWS; i++) {
        const codec_ops *ops = codecs[i];
        if (size < ops->magic_size ||
            memcmp(bytes, ops->magic, ops->magic_size) != 0)
            continue;
        /* "BZh" is followed by the block size digit, 1 to 9. */
        if (ops->codec == NQCNF_CODEC_BZIP2 &&
            (size < 4 || bytes[3] < '1' || bytes[3] > '9'))
            continue;
        return ops->codec;
    }
    return NQCNF_CODEC_NONE;
}

nqcnf_status nqcnf_codec_levels(nqcnf_codec codec, int *lowest, int *highest,
                                int *fallback)
{
    const codec_ops *ops = nqcnf_codec_find(codec);
    if (ops == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    if (lowest != NULL) *lowest = ops->min_level;
    if (highest != NULL) *highest = ops->max_level;
    if (fallback != NULL) *fallback = ops->default_level;
    return NQCNF_OK;
}

void nqcnf_codec_window_advance(codec_window *window, size_t consumed,
                                size_t produced)
{
    window->in += consumed;
    window->in_size -= consumed;
    window->out += produced;
    window->out_size -= produced;
}

/* NULL: the C library's. */
static const nqcnf_allocator *codec_allocator;

void nqcnf_codec_set_allocator(const nqcnf_allocator *allocator)
{
    codec_allocator = allocator;
}

void *nqcnf_codec_allocate(size_t items, size_t size)
{
    if (size != 0 && items > SIZE_MAX / size) return NULL;
    const size_t bytes = items * size == 0 ? 1 : items * size;
    return codec_allocator != NULL
               ? codec_allocator->allocate(codec_allocator->context, bytes)
               : malloc(bytes);
}

void *nqcnf_codec_reallocate(void *block, size_t size)
{
    if (size == 0) size = 1;
    return codec_allocator != NULL
               ? codec_allocator->reallocate(codec_allocator->context, block,
                                             size)
               : realloc(block, size);
}

void nqcnf_codec_release(void *block)
{
    if (block == NULL) return;
    if (codec_allocator != NULL)
        codec_allocator->release(codec_allocator->context, block);
    else
        free(block);
}

unsigned nqcnf_codec_processors(void)
{
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online < 1 ? 1u : online > 256 ? 256u : (unsigned)online;
}
