/*
 * quote.c - input bytes made safe to show: one escaping for every message.
 *
 * Reports quote what they read: a token of a student's file, a line of a
 * solver's answer, the first line a generator wrote on stderr. Those
 * bytes are anybody's, and a terminal obeys the escape sequences among
 * them ("\033[2J" clears the teacher's screen, and a fake summary can
 * follow). So every quote goes through this one function: printable
 * ASCII stays as it is (a backslash doubled, so that the escapes below
 * cannot be forged), and every other byte becomes \xNN, control bytes,
 * DEL and each byte of a multi-byte character alike. That loses the
 * looks of a non-ASCII name, which is the point: a byte-order mark or a
 * no-break space, invisible as themselves, show as \xef\xbb\xbf and
 * \xc2\xa0.
 *
 * A quote is also bounded: a token of 10 MB, a line of a solver's answer
 * or a file's name is shown by its first NQCNF_QUOTE_BYTES bytes and its
 * length, "...(10485760 bytes)", as messages.c cuts a message, so that
 * nobody takes the cut text for the whole and no report grows with what
 * a file holds. The cut falls between escapes and between characters:
 * half of "\xc3\xa9" would read as a different byte sequence.
 */
#include "core/internal.h"

#include <stdio.h>
#include <string.h>

/* Bytes the quote of c takes. */
static size_t width_of(unsigned char c)
{
    if (c == '\\') return 2;
    return c >= 0x20 && c < 0x7f ? 1 : 4;
}

static size_t put(char *out, unsigned char c)
{
    static const char hex[] = "0123456789abcdef";
    if (width_of(c) == 1) {
        out[0] = (char)c;
        return 1;
    }
    if (c == '\\') {
        out[0] = out[1] = '\\';
        return 2;
    }
    out[0] = '\\';
    out[1] = 'x';
    out[2] = hex[c >> 4];
    out[3] = hex[c & 0xf];
    return 4;
}

/* Where a cut at `end` falls back to so as not to split the UTF-8
 * sequence of a character: to its lead byte, when one within the last
 * three bytes starts a sequence that runs past `end`. */
static size_t whole_character(const unsigned char *at, size_t end)
{
    for (size_t k = end; k > 0 && end - k < 3; k--) {
        const unsigned char c = at[k - 1];
        if ((c & 0xc0) == 0x80) continue;
        const size_t span = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        return k - 1 + span > end ? k - 1 : end;
    }
    return end;
}

const char *nqcnf_quote(const char *at, size_t length, char *out,
                        size_t size)
{
    return nqcnf_quote_held(at, length, length, out, size);
}

/* One quoting for both: a whole input is the case of held == length. */
const char *nqcnf_quote_held(const char *at, size_t held, size_t length,
                             char *out, size_t size)
{
    if (held > length) held = length;
    if (out == NULL || size == 0) return "";
    out[0] = '\0';
    if (at == NULL || size < NQCNF_QUOTE_MIN) return out;
    const unsigned char *bytes = (const unsigned char *)at;
    /* All of it when it is short and fits; else what fits before the
     * note of the cut and the NUL. */
    size_t total = 0;
    for (size_t i = 0; i < held && total < size; i++)
        total += width_of(bytes[i]);
    const int whole = held == length && length <= NQCNF_QUOTE_BYTES &&
                      total < size;
    char note[40] = "";
    if (!whole) {
        snprintf(note, sizeof note, "...(%zu bytes)", length);
        /* a buffer too small for the length keeps some text instead */
        if (strlen(note) + 4 >= size) strcpy(note, "...");
    }
    const size_t room = size - 1 - strlen(note);
    size_t end = 0, used = 0;
    while (end < held && (whole || end < NQCNF_QUOTE_BYTES) &&
           used + width_of(bytes[end]) <= room)
        used += width_of(bytes[end++]);
    if (!whole) end = whole_character(bytes, end);
    used = 0;
    for (size_t i = 0; i < end; i++) used += put(out + used, bytes[i]);
    memcpy(out + used, note, strlen(note) + 1);
    return out;
}
