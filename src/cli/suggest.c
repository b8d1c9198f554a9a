/*
 * suggest.c - see suggest.h.
 *
 * The distance is the textbook dynamic programme over three rows (the
 * transposition looks two rows back), on the stack: words typed on a
 * command line are short, and a longer one is simply not matched.
 * Letters are compared without case, so "Solve" is "solve".
 */
#include "suggest.h"

#include <string.h>

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

static size_t smallest(size_t a, size_t b, size_t c)
{
    const size_t ab = a < b ? a : b;
    return ab < c ? ab : c;
}

size_t edit_distance(const char *a, size_t a_length, const char *b,
                     size_t b_length)
{
    if (a_length > SUGGEST_LONGEST || b_length > SUGGEST_LONGEST)
        return SUGGEST_FAR;
    size_t rows[3][SUGGEST_LONGEST + 1];
    size_t *before = rows[0], *previous = rows[1], *current = rows[2];
    for (size_t j = 0; j <= b_length; j++) previous[j] = j;
    for (size_t i = 1; i <= a_length; i++) {
        current[0] = i;
        for (size_t j = 1; j <= b_length; j++) {
            const size_t cost = lower(a[i - 1]) != lower(b[j - 1]);
            current[j] = smallest(previous[j] + 1, current[j - 1] + 1,
                                  previous[j - 1] + cost);
            if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
                lower(a[i - 2]) == lower(b[j - 1]) &&
                before[j - 2] + 1 < current[j])
                current[j] = before[j - 2] + 1;
        }
        size_t *oldest = before;
        before = previous;
        previous = current;
        current = oldest;
    }
    return previous[b_length];
}

/* How many slips a word of this length may carry and still be
 * recognised: one in a short word, two from five letters, three from
 * nine. */
static size_t slips_allowed(size_t length)
{
    return length < 5 ? 1 : length < 9 ? 2 : 3;
}

/* The distance to the candidate, or to its first letters when the typed
 * word reads as a (mistyped) abbreviation of it: "encode" is one slip
 * from "encodi(ng)" but two from "unicode". */
static size_t closeness(const char *typed, size_t typed_length,
                        const char *candidate, size_t candidate_length)
{
    size_t distance =
        edit_distance(typed, typed_length, candidate, candidate_length);
    if (typed_length >= 3 && typed_length < candidate_length) {
        const size_t prefix =
            edit_distance(typed, typed_length, candidate, typed_length);
        if (prefix < distance && (typed_length >= 4 || prefix == 0))
            distance = prefix;
    }
    return distance;
}

int is_close(const char *typed, size_t typed_length, const char *candidate)
{
    const size_t candidate_length = strlen(candidate);
    if (typed_length == 0) return 0;
    const size_t shorter = typed_length < candidate_length
                               ? typed_length : candidate_length;
    const size_t distance =
        closeness(typed, typed_length, candidate, candidate_length);
    /* Never more slips than half the shorter word: "ab" is not "cd". */
    return distance <= slips_allowed(shorter) && distance * 2 <= shorter;
}

void suggestion_init(suggestion *s, const char *typed, size_t length)
{
    s->typed = typed;
    s->length = length;
    s->best = NULL;
    s->distance = SUGGEST_FAR;
}

void suggestion_offer(suggestion *s, const char *candidate)
{
    if (!is_close(s->typed, s->length, candidate)) return;
    const size_t distance =
        closeness(s->typed, s->length, candidate, strlen(candidate));
    if (s->best == NULL || distance < s->distance) {
        s->best = candidate;
        s->distance = distance;
    }
}
