/*
 * json_writer.c - the streaming JSON Lines writer of json_writer.h.
 *
 * State is a fixed stack (which container is open, whether it has an
 * item yet) plus "a key was just written": enough to place every comma
 * and the closing "\n" without the caller counting. Strings are copied in
 * runs of bytes that need no escape, so the common case is a few fwrite
 * calls; UTF-8 is checked against Unicode's table of well-formed
 * sequences (which rejects overlong forms, surrogates and code points
 * beyond U+10FFFF), and each byte of an ill-formed piece becomes the
 * text \xHH (in JSON "\\xHH"): a U+FFFD for each, as Unicode
 * recommends for display, would make 128 different file names one and
 * the same. Input written as it is (json_name: a file's name, a
 * command) is also reversible: there a backslash followed by 'x' is
 * written \x5c, so that replacing every \xHH of the string by byte HH
 * gives the bytes back. Separators are ", " and ": ", as in
 * the documentation's examples, so a line can also be read by a person.
 */
#include "json_writer.h"

#include <assert.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void json_writer_init(json_writer *w, FILE *out)
{
    *w = (json_writer){.out = out};
}

static int misuse(json_writer *w)
{
    assert(0 && "json_writer called out of order");
    w->broken = 1;
    return 0;
}

/* Whether the innermost open container is `open` and waits for an item
 * (not for the value of a key); otherwise the caller misused the writer. */
static int inside(json_writer *w, char open)
{
    if (w->depth > 0 && w->open[w->depth - 1] == open && !w->after_key)
        return 1;
    return misuse(w);
}

/* The comma before every item but a container's first. */
static void next_item(json_writer *w)
{
    if (w->has_item[w->depth - 1]) fputs(", ", w->out);
    w->has_item[w->depth - 1] = 1;
}

/* Before any value: the comma, or the check that a key announced it.
 * Returns 0 when nothing may be written. */
static int value_start(json_writer *w)
{
    if (w->broken) return 0;
    if (w->after_key) {
        w->after_key = 0;
        return 1;
    }
    if (w->depth == 0) return 1;
    if (!inside(w, '[')) return 0;
    next_item(w);
    return 1;
}

/* A value that is complete at the top level ends its line. */
static void value_end(json_writer *w)
{
    if (w->depth == 0) putc('\n', w->out);
}

static void begin(json_writer *w, char open)
{
    if (!value_start(w)) return;
    if (w->depth == JSON_MAX_DEPTH) {
        misuse(w);
        return;
    }
    w->open[w->depth] = open;
    w->has_item[w->depth] = 0;
    w->depth++;
    putc(open, w->out);
}

static void end(json_writer *w, char open, char close)
{
    if (w->broken || !inside(w, open)) return;
    w->depth--;
    putc(close, w->out);
    value_end(w);
}

void json_object_begin(json_writer *w) { begin(w, '{'); }
void json_object_end(json_writer *w) { end(w, '{', '}'); }
void json_array_begin(json_writer *w) { begin(w, '['); }
void json_array_end(json_writer *w) { end(w, '[', ']'); }

/* Length of the well-formed UTF-8 sequence at `s` (Unicode 3.9, table
 * 3-7), or minus the length of its maximal ill-formed prefix (>= 1). */
static long utf8_sequence(const unsigned char *s, size_t size)
{
    const unsigned char lead = s[0];
    unsigned char low = 0x80, high = 0xBF;
    size_t need;
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) need = 1;
    else if (lead >= 0xE0 && lead <= 0xEF) need = 2;
    else if (lead >= 0xF0 && lead <= 0xF4) need = 3;
    else return -1;
    if (lead == 0xE0) low = 0xA0;      /* overlong */
    if (lead == 0xED) high = 0x9F;     /* surrogates */
    if (lead == 0xF0) low = 0x90;      /* overlong */
    if (lead == 0xF4) high = 0x8F;     /* beyond U+10FFFF */
    size_t i = 1;
    for (; i <= need && i < size && s[i] >= low && s[i] <= high; i++) {
        low = 0x80;
        high = 0xBF;
    }
    return i == need + 1 ? (long)i : -(long)i;
}

/* `name`: a backslash before 'x' is a byte escape too (see the top). */
static void write_escaped(FILE *out, const unsigned char *s, size_t size,
                          int name)
{
    size_t run = 0, i = 0;
    putc('"', out);
    while (i < size) {
        const long length = utf8_sequence(s + i, size - i);
        const int forged = name && s[i] == '\\' && i + 1 < size &&
                           s[i + 1] == 'x';
        if (length > 0 && s[i] >= 0x20 && s[i] != '"' && s[i] != '\\') {
            i += (size_t)length;
            continue;
        }
        fwrite(s + run, 1, i - run, out);
        if (length < 0) {
            for (long k = 0; k < -length; k++)
                fprintf(out, "\\\\x%02x", s[i + (size_t)k]);
        } else if (forged) {
            fputs("\\\\x5c", out);
        } else if (s[i] < 0x20) {
            fprintf(out, "\\u%04x", s[i]);
        } else {
            fprintf(out, "\\%c", s[i]);
        }
        i += length < 0 ? (size_t)-length : 1;
        run = i;
    }
    fwrite(s + run, 1, i - run, out);
    putc('"', out);
}

void json_key(json_writer *w, const char *key)
{
    if (w->broken || !inside(w, '{')) return;
    next_item(w);
    write_escaped(w->out, (const unsigned char *)key, strlen(key), 0);
    fputs(": ", w->out);
    w->after_key = 1;
}

void json_string_bytes(json_writer *w, const char *bytes, size_t size)
{
    if (!value_start(w)) return;
    write_escaped(w->out, (const unsigned char *)bytes, size, 0);
    value_end(w);
}

void json_name(json_writer *w, const char *name)
{
    if (name == NULL) {
        json_null(w);
        return;
    }
    if (!value_start(w)) return;
    write_escaped(w->out, (const unsigned char *)name, strlen(name), 1);
    value_end(w);
}

void json_string(json_writer *w, const char *text)
{
    if (text == NULL) json_null(w);
    else json_string_bytes(w, text, strlen(text));
}

int json_stringf(json_writer *w, const char *format, ...)
{
    char small[256];
    va_list args;
    va_start(args, format);
    const int length = vsnprintf(small, sizeof small, format, args);
    va_end(args);
    if (length >= 0 && (size_t)length < sizeof small) {
        json_string_bytes(w, small, (size_t)length);
        return 0;
    }
    char *large = length < 0 ? NULL : malloc((size_t)length + 1);
    if (large == NULL) { /* vsnprintf failed, or memory ran out */
        json_string_bytes(w, small, length < 0 ? 0 : sizeof small - 1);
        return -1;
    }
    va_start(args, format);
    vsnprintf(large, (size_t)length + 1, format, args);
    va_end(args);
    json_string_bytes(w, large, (size_t)length);
    free(large);
    return 0;
}

/* Numbers and words: one frame around their text. */
static void word(json_writer *w, const char *text)
{
    if (!value_start(w)) return;
    fputs(text, w->out);
    value_end(w);
}

void json_int(json_writer *w, int64_t value)
{
    char text[24];
    snprintf(text, sizeof text, "%" PRId64, value);
    word(w, text);
}

void json_uint(json_writer *w, uint64_t value)
{
    char text[24];
    snprintf(text, sizeof text, "%" PRIu64, value);
    word(w, text);
}

void json_bool(json_writer *w, int value)
{
    word(w, value ? "true" : "false");
}
void json_null(json_writer *w) { word(w, "null"); }

void json_int32_array(json_writer *w, const int32_t *values, size_t count)
{
    json_array_begin(w);
    for (size_t i = 0; i < count; i++) json_int(w, values[i]);
    json_array_end(w);
}
