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
 */
#define _GNU_SOURCE
#include "input_file.h"

#include "messages.h"
#include "nqcnf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

typedef struct input_cookie {
    FILE *source;
    int owns_source; /* not standard input */
    nqcnf_decompressor *reader;
    FILE *stream; /* the FILE made around this cookie */
} input_cookie;

/* The words of the latest damaged stream, and which stream it was: the
 * command reads one input at a time, and glibc keeps a cookie out of
 * reach in its FILE. */
static FILE *damaged_stream;
static char damage[256];

static int read_source(void *context, void *buffer, size_t size, size_t *got)
{
    FILE *source = context;
    *got = fread(buffer, 1, size, source);
    if (*got == 0 && ferror(source)) {
        if (errno == 0) errno = EIO;
        return -1;
    }
    return 0;
}

static ssize_t cookie_read(void *context, char *buffer, size_t size)
{
    input_cookie *cookie = context;
    size_t got = 0;
    const nqcnf_status status =
        nqcnf_decompressor_read(cookie->reader, buffer, size, &got);
    if (status == NQCNF_OK) return (ssize_t)got;
    const int saved_errno = status == NQCNF_ERR_OUT_OF_MEMORY ? ENOMEM : errno;
    const char *why = nqcnf_decompressor_error(cookie->reader);
    if (why != NULL) {
        damaged_stream = cookie->stream;
        snprintf(damage, sizeof damage, "%s", why);
    }
    errno = saved_errno;
    return -1;
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

FILE *input_file_open(const char *path)
{
    const int from_stdin = path == NULL || strcmp(path, "-") == 0;
    input_cookie *cookie = calloc(1, sizeof *cookie);
    if (cookie == NULL) return NULL;
    cookie->source = from_stdin ? stdin : fopen(path, "rb");
    cookie->owns_source = !from_stdin;
    if (cookie->source == NULL) {
        const int saved_errno = errno;
        free(cookie);
        errno = saved_errno;
        return NULL;
    }
    const cookie_io_functions_t functions = {cookie_read, NULL, NULL,
                                             cookie_close};
    FILE *input = NULL;
    if (nqcnf_decompressor_new(read_source, cookie->source,
                               &cookie->reader) == NQCNF_OK)
        input = fopencookie(cookie, "rb", functions);
    cookie->stream = input;
    if (input == NULL) {
        cookie_close(cookie);
        errno = ENOMEM;
    }
    return input;
}

const char *input_file_error(FILE *input)
{
    return input != NULL && input == damaged_stream ? damage : NULL;
}

int input_file_close(FILE *input) { return fclose(input); }

int input_file_read_all(FILE *input, char **data, size_t *size)
{
    size_t capacity = 65536, used = 0;
    char *buffer = malloc(capacity + 1);
    while (buffer != NULL) {
        used += fread(buffer + used, 1, capacity - used, input);
        if (used < capacity) break;
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
