/*
 * board_size.c - the board size argument.
 *
 * strtoul would accept " 8", "+8", "0x10" (with base 0) and "8x" (if the
 * end pointer is ignored), and wraps "-1" to a huge number; a benchmark
 * generated from a typo is worse than an error. So N is read digit by
 * digit: decimal digits only, nothing else, with overflow caught before it
 * happens, and the message says which rule the text broke.
 */
#include "board_size.h"

#include "messages.h"
#include "nqcnf_experimental.h"

#include <stddef.h>
#include <string.h>

int parse_board_size(const char *text, uint32_t *n)
{
    if (text[0] == '\0')
        return usage_error("the board size N is empty; it must be a "
                           "whole number from 1 to %u", NQCNF_MAX_N);
    uint64_t value = 0;
    int too_large = 0;
    for (const char *p = text; *p != '\0'; p++) {
        if (*p < '0' || *p > '9')
            return usage_error("invalid board size '%s': N must be a plain "
                               "decimal whole number from 1 to %u", text,
                               NQCNF_MAX_N);
        if (!too_large) {
            value = value * 10 + (uint64_t)(*p - '0');
            if (value > NQCNF_MAX_N) too_large = 1;
        }
    }
    if (too_large)
        return usage_error("board size '%s' is too large: N*N must fit a "
                           "solver's signed 32-bit variable numbers "
                           "(2147483647), so N can be at most %u", text,
                           NQCNF_MAX_N);
    if (value == 0)
        return usage_error("invalid board size '%s': N must be at least 1",
                           text);
    *n = (uint32_t)value;
    return 0;
}

int parse_board_range(const char *text, uint32_t *first, uint32_t *last)
{
    const char *dots = strstr(text, "..");
    if (dots == NULL) {
        const int status = parse_board_size(text, first);
        *last = *first;
        return status;
    }
    char head[32];
    const size_t length = (size_t)(dots - text);
    if (length == 0 || length >= sizeof head)
        return usage_error("invalid range '%s': expected FIRST..LAST, e.g. "
                           "4..12", text);
    memcpy(head, text, length);
    head[length] = '\0';
    int status = parse_board_size(head, first);
    if (status == 0) status = parse_board_size(dots + 2, last);
    if (status == 0 && *last < *first)
        return usage_error("invalid range '%s': %lu is after %lu", text,
                           (unsigned long)*first, (unsigned long)*last);
    return status;
}
