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
 * \xc2\xa0. A quote that does not fit ends in "...", never in half an
 * escape.
 */
#include "core/internal.h"

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

const char *nqcnf_quote(const char *at, size_t length, char *out,
                        size_t size)
{
    if (out == NULL || size == 0) return "";
    out[0] = '\0';
    if (at == NULL || size < NQCNF_QUOTE_MIN) return out;
    /* All of it when it fits; else what fits before "..." and the NUL. */
    size_t total = 0;
    for (size_t i = 0; i < length && total < size; i++)
        total += width_of((unsigned char)at[i]);
    const int whole = total < size;
    const size_t room = whole ? size - 1 : size - 4;
    size_t used = 0, i = 0;
    for (; i < length; i++) {
        const unsigned char c = (unsigned char)at[i];
        if (used + width_of(c) > room) break;
        used += put(out + used, c);
    }
    if (!whole) {
        memcpy(out + used, "...", 3);
        used += 3;
    }
    out[used] = '\0';
    return out;
}
