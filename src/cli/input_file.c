/*
 * input_file.c - an input stream that decompresses what is compressed.
 *
 * Every reader of the command (check, decode) reads a FILE *, and the
 * library's readers take one too; so a compressed file is turned into a
 * FILE * that reads decompressed, and nothing behind it changes. The
 * stream is made with fopencookie(3), a glibc (and musl) extension: its
 * read function is the library's decompressor (nqcnf_decompressor),
 * which tells the codec by its magic bytes, not by the name, so standard
 * input works and a misnamed file is still read right; plain text goes
 * through unchanged. A truncated or corrupt stream is a read error
 * (EBADMSG) whose words input_file_error keeps, never a shorter text.
 *
 * Memory must follow the bytes a file holds, not what it claims: a few
 * hundred kilobytes of zstd can expand to gigabytes. So a compressed
 * input may expand at most MAX_RATIO times what was read of it (past a
 * first allowance no real file reaches by ratio alone) and never beyond
 * an absolute cap; both are environment variables (NQCNF_MAX_RATIO,
 * NQCNF_MAX_DECOMPRESSED) rather than options, because every reader of
 * every command goes through here and one setting must reach them all.
 * And since no reader gives meaning to how many blanks separate two
 * words, a run of blanks longer than BLANK_RUN is cut to BLANK_RUN as it
 * is read: gigabytes of spaces become a few bytes before anything keeps
 * them, and a line's columns stay right for any sane text.
 */
#define _GNU_SOURCE
#include "input_file.h"

#include "compress/compress.h"
#include "messages.h"
#include "nqcnf_experimental.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

/* Defaults of the decompression limit: the ratio applies past the first
 * FREE_OUTPUT bytes, so that a tiny, very regular file is never refused;
 * real CNFs and solver outputs compress 5 to 50 times. */
#define DEFAULT_MAX_RATIO 1000u
#define DEFAULT_MAX_DECOMPRESSED ((uint64_t)16 << 30)
#define FREE_OUTPUT ((uint64_t)64 << 20)
/* The longest run of blanks kept (see above). */
#define BLANK_RUN 256

typedef struct input_cookie {
    FILE *source;
    int owns_source; /* not standard input */
    nqcnf_decompressor *reader;
    FILE *stream; /* the FILE made around this cookie */
    uint64_t read_in;  /* bytes read from the source */
    uint64_t produced; /* decompressed bytes, before blanks are cut */
    uint64_t max_ratio, max_size; /* 0: no limit */
    size_t blank_run; /* blanks at the end of what was handed on */
    char setting_error[NQCNF_QUOTE_SIZE + 160]; /* a limit's variable that is not a size */
} input_cookie;

/* The words of the latest damaged stream, and which stream it was: the
 * command reads one input at a time, and glibc keeps a cookie out of
 * reach in its FILE. */
static FILE *damaged_stream;
static char damage[256];

static int read_source(void *context, void *buffer, size_t size, size_t *got)
{
    input_cookie *cookie = context;
    FILE *source = cookie->source;
    *got = fread(buffer, 1, size, source);
    cookie->read_in += *got;
    if (*got == 0 && ferror(source)) {
        if (errno == 0) errno = EIO;
        return -1;
    }
    return 0;
}

/* Keeps the words for input_file_error and fails the read. */
static ssize_t fail_read(input_cookie *cookie, const char *why, int error)
{
    damaged_stream = cookie->stream;
    if (why != damage) snprintf(damage, sizeof damage, "%.255s", why);
    errno = error;
    return -1;
}

/* Whether the decompressed bytes so far are past a limit; *why then
 * says which and how to raise it. */
static int over_limit(const input_cookie *cookie, char *why, size_t size)
{
    const uint64_t out = cookie->produced, in = cookie->read_in;
    if (cookie->max_size != 0 && out > cookie->max_size) {
        snprintf(why, size, "it decompresses to more than %llu bytes, the "
                 "limit: set NQCNF_MAX_DECOMPRESSED to a larger size "
                 "(or 0 for none) if the file is genuine",
                 (unsigned long long)cookie->max_size);
        return 1;
    }
    if (cookie->max_ratio != 0 && out > FREE_OUTPUT &&
        out / cookie->max_ratio > in) {
        snprintf(why, size, "its %llu bytes decompress to more than %llu "
                 "times as many (a decompression bomb?): set NQCNF_MAX_RATIO "
                 "to a larger ratio (or 0 for none) if the file is genuine",
                 (unsigned long long)in,
                 (unsigned long long)cookie->max_ratio);
        return 1;
    }
    return 0;
}

/* Cuts runs of blanks to BLANK_RUN in place; the new length. */
static size_t cut_blank_runs(input_cookie *cookie, char *buffer, size_t size)
{
    size_t kept = 0;
    for (size_t i = 0; i < size; i++) {
        const char c = buffer[i];
        const int blank = c == ' ' || c == '\t' || c == '\v' || c == '\f';
        cookie->blank_run = blank ? cookie->blank_run + 1 : 0;
        if (cookie->blank_run <= BLANK_RUN) buffer[kept++] = c;
    }
    return kept;
}

static ssize_t cookie_read(void *context, char *buffer, size_t size)
{
    input_cookie *cookie = context;
    if (cookie->setting_error[0] != '\0')
        return fail_read(cookie, cookie->setting_error, EINVAL);
    for (;;) {
        size_t got = 0;
        const nqcnf_status status =
            nqcnf_decompressor_read(cookie->reader, buffer, size, &got);
        if (status != NQCNF_OK) {
            const int error =
                status == NQCNF_ERR_OUT_OF_MEMORY ? ENOMEM : errno;
            const char *why = nqcnf_decompressor_error(cookie->reader);
            if (why != NULL) return fail_read(cookie, why, error);
            errno = error;
            return -1;
        }
        if (got == 0) return 0;
        char why[sizeof damage];
        cookie->produced += got;
        if (nqcnf_decompressor_codec(cookie->reader) != NQCNF_CODEC_NONE &&
            over_limit(cookie, why, sizeof why))
            return fail_read(cookie, why, EFBIG);
        got = cut_blank_runs(cookie, buffer, got);
        /* 0 would read as the end: only blanks were cut, read on */
        if (got > 0) return (ssize_t)got;
    }
}

/* A limit's environment variable: digits with an optional K, M, G or T
 * (powers of 1024); `fallback` if unset. */
static int read_limit(input_cookie *cookie, const char *variable,
                      uint64_t fallback, uint64_t *limit)
{
    const char *text = getenv(variable);
    *limit = fallback;
    if (text == NULL || text[0] == '\0') return 0;
    char *end = NULL;
    errno = 0;
    const unsigned long long value = strtoull(text, &end, 10);
    int shift = 0;
    if (end != text && *end != '\0' && end[1] == '\0') {
        const char *units = "KMGT";
        const char *unit = strchr(units, *end == 'k' ? 'K' : *end);
        if (unit != NULL) shift = 10 * (int)(unit - units + 1);
        if (unit != NULL) end++;
    }
    /* digits first: strtoull alone skips blanks and takes a sign, and
     * " -5" came out as a huge number, which turned the limit off */
    if (text[0] < '0' || text[0] > '9' || end == text || *end != '\0' ||
        errno != 0 || (shift != 0 && value > (UINT64_MAX >> shift))) {
        char quoted[NQCNF_QUOTE_SIZE];
        snprintf(cookie->setting_error, sizeof cookie->setting_error,
                 "%s='%s' is not a size: write digits with an optional K, "
                 "M, G or T (1000, 500M, 16G), or 0 for no limit",
                 variable, nqcnf_quote(text, strlen(text), quoted,
                                       sizeof quoted));
        return -1;
    }
    *limit = (uint64_t)value << shift;
    return 0;
}

static int cookie_close(void *context)
{
    input_cookie *cookie = context;
    int status = 0;
    if (cookie->owns_source) status = fclose(cookie->source);
    if (damaged_stream == cookie->stream) damaged_stream = NULL;
    nqcnf_decompressor_free(cookie->reader);
    free(cookie);
    return status;
}

/* The decompressing stream over `source`, which it closes when it owns
 * it (even when this fails). */
static FILE *open_over(FILE *source, int owns_source)
{
    input_cookie *cookie = calloc(1, sizeof *cookie);
    if (cookie == NULL) {
        if (owns_source) fclose(source);
        errno = ENOMEM;
        return NULL;
    }
    cookie->source = source;
    cookie->owns_source = owns_source;
    const cookie_io_functions_t functions = {cookie_read, NULL, NULL,
                                             cookie_close};
    FILE *input = NULL;
    if (read_limit(cookie, "NQCNF_MAX_RATIO", DEFAULT_MAX_RATIO,
                   &cookie->max_ratio) == 0)
        read_limit(cookie, "NQCNF_MAX_DECOMPRESSED", DEFAULT_MAX_DECOMPRESSED,
                   &cookie->max_size);
    if (nqcnf_decompressor_new(read_source, cookie, &cookie->reader) ==
        NQCNF_OK)
        input = fopencookie(cookie, "rb", functions);
    cookie->stream = input;
    if (input == NULL) {
        cookie_close(cookie);
        errno = ENOMEM;
    }
    return input;
}

FILE *input_file_open(const char *path)
{
    if (path == NULL || strcmp(path, "-") == 0) return open_over(stdin, 0);
    FILE *source = fopen(path, "rb");
    return source != NULL ? open_over(source, 1) : NULL;
}

FILE *input_file_open_fd(int fd)
{
    FILE *source = fdopen(fd, "rb");
    if (source == NULL) {
        const int error = errno;
        close(fd);
        errno = error;
        return NULL;
    }
    return open_over(source, 1);
}

const char *input_file_error(FILE *input)
{
    return input != NULL && input == damaged_stream ? damage : NULL;
}

int input_file_close(FILE *input) { return fclose(input); }

int input_file_read_all(FILE *input, char **data, size_t *size)
{
    return input_file_read_capped(input, UINT64_MAX, NULL, NULL, data, size);
}

/* Reads at most this much between two polls of `stop`: a decompressor
 * paced to stay under the ratio limit still yields often. */
#define POLL_BYTES ((size_t)1 << 20)

int input_file_read_capped(FILE *input, uint64_t cap, int (*stop)(void *),
                           void *stop_context, char **data, size_t *size)
{
    size_t capacity = 65536, used = 0;
    char *buffer = malloc(capacity + 1);
    while (buffer != NULL) {
        const size_t room = capacity - used;
        const size_t asked = room < POLL_BYTES ? room : POLL_BYTES;
        const size_t got = fread(buffer + used, 1, asked, input);
        used += got;
        if (used > cap) { /* one byte past the cap says there is more */
            free(buffer);
            errno = EFBIG;
            return -1;
        }
        if (stop != NULL && stop(stop_context)) {
            free(buffer);
            errno = ETIMEDOUT;
            return -1;
        }
        if (got < asked) break; /* the end, or an error (ferror below) */
        if (used < capacity) continue;
        char *grown = capacity > SIZE_MAX / 2 - 1
                          ? NULL
                          : realloc(buffer, capacity * 2 + 1);
        if (grown == NULL) {
            free(buffer);
            buffer = NULL;
            break;
        }
        buffer = grown;
        capacity *= 2;
    }
    if (buffer == NULL) {
        errno = ENOMEM;
        return -1;
    }
    if (ferror(input)) {
        if (errno == 0) errno = EIO;
        free(buffer);
        return -1;
    }
    buffer[used] = '\0';
    *data = buffer;
    *size = used;
    return 0;
}

const char *input_file_failure(FILE *input, const char *name, int error,
                               char *message, size_t size)
{
    const char *why = input_file_error(input);
    if (error == ENOMEM && why == NULL)
        snprintf(message, size,
                 "out of memory reading %s: free memory, or raise the "
                 "limit 'ulimit -v' shows", name);
    else
        snprintf(message, size, "read error on %s: %s", name,
                 why != NULL ? why : strerror(error != 0 ? error : EIO));
    return message;
}

char *input_file_load(const char *path, size_t *size)
{
    FILE *input = input_file_open(path);
    if (input == NULL) {
        report_error("cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    char *data = NULL;
    errno = 0;
    if (input_file_read_all(input, &data, size) != 0) {
        char name[300], message[600];
        if (strcmp(path, "-") == 0) snprintf(name, sizeof name, "standard input");
        else snprintf(name, sizeof name, "'%s'", path);
        report_error("%s", input_file_failure(input, name, errno, message,
                                              sizeof message));
        data = NULL;
    }
    input_file_close(input);
    return data;
}
