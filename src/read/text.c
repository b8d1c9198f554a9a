/*
 * text.c - blanks, words, decimal integers and lines, for both readers.
 *
 * Nothing here allocates except the stream reader's one buffer, and that
 * goes through nqcnf_reallocate like every allocation of the library
 * (getline would allocate behind its back, and out-of-memory would no
 * longer be testable). The stream is read in blocks rather than whole:
 * the decoder may sit on a solver's output that never ends (an
 * enumeration), and a line is handed on as soon as its newline arrives.
 */
#include "read/text.h"

#include "core/internal.h"

#include <errno.h>
#include <string.h>

int nqcnf_is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

int nqcnf_is_digit(char c) { return c >= '0' && c <= '9'; }

nqcnf_text nqcnf_text_make(const char *at, size_t length)
{
    const nqcnf_text text = {at, length};
    return text;
}

nqcnf_text nqcnf_text_trim(nqcnf_text text)
{
    while (text.length > 0 && nqcnf_is_blank(text.at[text.length - 1]))
        text.length--;
    while (text.length > 0 && nqcnf_is_blank(text.at[0])) {
        text.at++;
        text.length--;
    }
    return text;
}

nqcnf_text nqcnf_text_word(nqcnf_text *rest)
{
    size_t start = 0;
    while (start < rest->length && nqcnf_is_blank(rest->at[start])) start++;
    size_t end = start;
    while (end < rest->length && !nqcnf_is_blank(rest->at[end])) end++;
    const nqcnf_text word = {rest->at + start, end - start};
    rest->at += end;
    rest->length -= end;
    return word;
}

int nqcnf_text_is(nqcnf_text text, const char *literal)
{
    const size_t length = strlen(literal);
    return text.length == length && memcmp(text.at, literal, length) == 0;
}

int nqcnf_text_starts_with(nqcnf_text text, const char *prefix)
{
    const size_t length = strlen(prefix);
    return text.length >= length && memcmp(text.at, prefix, length) == 0;
}

int nqcnf_text_all_digits(nqcnf_text text)
{
    if (text.length == 0) return 0;
    for (size_t i = 0; i < text.length; i++)
        if (!nqcnf_is_digit(text.at[i])) return 0;
    return 1;
}

nqcnf_number nqcnf_text_number(nqcnf_text word, int sign, uint64_t most)
{
    nqcnf_number number = {NQCNF_NUMBER_MALFORMED, 0, 0};
    number.negative = sign && word.length > 0 && word.at[0] == '-';
    const nqcnf_text digits = {word.at + number.negative,
                               word.length - (size_t)number.negative};
    if (!nqcnf_text_all_digits(digits)) return number;
    uint64_t value = 0;
    for (size_t i = 0; i < digits.length; i++) {
        const unsigned digit = (unsigned)(digits.at[i] - '0');
        value = value > (UINT64_MAX - digit) / 10 ? UINT64_MAX
                                                  : value * 10 + digit;
    }
    number.magnitude = value;
    number.kind = value > most ? NQCNF_NUMBER_TOO_LARGE : NQCNF_NUMBER_OK;
    return number;
}

/* Feeds the lines of data[0, size) numbered from *number on. */
static nqcnf_status feed_lines(const char *data, size_t size, size_t *number,
                               nqcnf_line_fn on_line, void *context)
{
    size_t start = 0;
    while (start < size) {
        const char *newline = memchr(data + start, '\n', size - start);
        const size_t end = newline ? (size_t)(newline - data) : size;
        size_t length = end - start;
        if (newline != NULL && length > 0 && data[end - 1] == '\r') length--;
        const nqcnf_status status =
            on_line(context, nqcnf_text_make(data + start, length), ++*number);
        if (status != NQCNF_OK) return status;
        start = end + 1;
    }
    return NQCNF_OK;
}

/* The stream's bytes not yet handed on: complete lines are fed as soon as
 * a block brings their newline, and the unfinished tail is moved to the
 * front before the next read. */
typedef struct line_buffer {
    char *data;
    size_t capacity;
    size_t used;
    size_t number; /* of the last line fed */
} line_buffer;

#define READ_BLOCK 65536

static nqcnf_status make_room(line_buffer *buffer)
{
    if (buffer->capacity - buffer->used >= READ_BLOCK / 2) return NQCNF_OK;
    if (buffer->capacity > SIZE_MAX / 2) return NQCNF_ERR_OUT_OF_MEMORY;
    const size_t capacity =
        buffer->capacity == 0 ? READ_BLOCK : buffer->capacity * 2;
    char *grown = nqcnf_reallocate(buffer->data, capacity);
    if (grown == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    buffer->data = grown;
    buffer->capacity = capacity;
    return NQCNF_OK;
}

static nqcnf_status feed_complete_lines(line_buffer *buffer,
                                        nqcnf_line_fn on_line, void *context)
{
    size_t complete = buffer->used;
    while (complete > 0 && buffer->data[complete - 1] != '\n') complete--;
    if (complete == 0) return NQCNF_OK;
    const nqcnf_status status = feed_lines(buffer->data, complete,
                                           &buffer->number, on_line, context);
    memmove(buffer->data, buffer->data + complete, buffer->used - complete);
    buffer->used -= complete;
    return status;
}

static nqcnf_status read_blocks(FILE *stream, line_buffer *buffer,
                                nqcnf_line_fn on_line, void *context)
{
    for (;;) {
        nqcnf_status status = make_room(buffer);
        if (status != NQCNF_OK) return status;
        const size_t got = fread(buffer->data + buffer->used, 1,
                                 buffer->capacity - buffer->used, stream);
        const size_t scanned = buffer->used;
        buffer->used += got;
        /* Only the new bytes can hold the newline that completes a line. */
        if (memchr(buffer->data + scanned, '\n', got) != NULL) {
            status = feed_complete_lines(buffer, on_line, context);
            if (status != NQCNF_OK) return status;
        }
        if (got == 0 || feof(stream) || ferror(stream)) break;
    }
    if (ferror(stream)) {
        if (errno == 0) errno = EIO;
        return NQCNF_ERR_IO;
    }
    return feed_lines(buffer->data, buffer->used, &buffer->number, on_line,
                      context);
}

static nqcnf_status read_stream(FILE *stream, nqcnf_line_fn on_line,
                                void *context)
{
    line_buffer buffer = {NULL, 0, 0, 0};
    const nqcnf_status status =
        read_blocks(stream, &buffer, on_line, context);
    nqcnf_release(buffer.data);
    return status;
}

nqcnf_status nqcnf_text_read_lines(const nqcnf_text_source *source,
                                   nqcnf_line_fn on_line, void *context)
{
    if (source->stream != NULL)
        return read_stream(source->stream, on_line, context);
    if (source->data == NULL && source->size != 0)
        return nqcnf_invalid("data is NULL with size %zu", source->size);
    size_t number = 0;
    return feed_lines(source->data, source->size, &number, on_line, context);
}
