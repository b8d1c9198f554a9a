/*
 * digit_bands.c - the digits of many numbers at once, band by band.
 *
 * The digits of an instance's literals are most of the bytes of any file
 * of it, and summing them one literal at a time is a pass over every
 * clause: minutes for the large boards. But a number's decimal length only changes at a
 * power of ten, and variables stay below 2^31, so the numbers first,
 * first + step, ... fall into at most ten bands of equal length. With
 * w(i) how often the i-th of them occurs and S(i) = w(i) + w(i+1) + ...,
 *     sum of w(i) * digits(first + i*step) = digits(first) * S(0)
 *         + S(i_P) for every power of ten P above first, up to the last,
 * where i_P is the first index whose number reaches P: each crossing adds
 * one digit to everything after it. So a caller only has to say how
 * often its literals from a given one on occur; runs of equal
 * occurrences (what every encoder's lines consist of) say it in a few
 * steps, and numbers that all occur alike need no more than where their
 * progression crosses a power of ten.
 */
#include "encode/encoder.h"


static const uint64_t powers_of_ten[20] = {1ull,
                                           10ull,
                                           100ull,
                                           1000ull,
                                           10000ull,
                                           100000ull,
                                           1000000ull,
                                           10000000ull,
                                           100000000ull,
                                           1000000000ull,
                                           10000000000ull,
                                           100000000000ull,
                                           1000000000000ull,
                                           10000000000000ull,
                                           100000000000000ull,
                                           1000000000000000ull,
                                           10000000000000000ull,
                                           100000000000000000ull,
                                           1000000000000000000ull,
                                           10000000000000000000ull};

unsigned nqcnf_decimal_digits(uint64_t value)
{
#if defined(__GNUC__)
    /* floor(log10(2^bits)) is bits * 1233 / 4096 (exact for 64 bits);
     * one comparison settles which side of that power the value is. */
    const unsigned bits = 64u - (unsigned)__builtin_clzll(value | 1u);
    const unsigned guess = (bits * 1233u) >> 12;
    return guess + (value >= powers_of_ten[guess] ? 1u : 0u);
#else
    unsigned digits = 1;
    while (digits < 20 && value >= powers_of_ten[digits]) digits++;
    return digits;
#endif
}

uint64_t nqcnf_runs_from(const occurrence_run *runs, size_t count,
                         uint64_t from)
{
    uint64_t total = 0, start = 0;
    for (size_t i = 0; i < count; i++) {
        const uint64_t end = start + runs[i].count;
        if (end > from)
            total += (end - (from > start ? from : start)) *
                     runs[i].occurrences;
        start = end;
    }
    return total;
}

/* Where a progression crosses the powers of ten: first + i*step for
 * i < count, the index of each crossing found as ceil(distance / step).
 * Lines have up to nine crossings and there are 6N lines, so the
 * division is done as a multiplication by 1/step in double precision
 * (exact to far better than 1/step for numbers below 2^53), corrected
 * to the exact ceiling by one integer comparison. */
typedef struct crossings {
    uint64_t first, step, last;
    double inverse;       /* 1/step, once there is a crossing */
    unsigned next_digits; /* the next power of ten to cross is 10^this */
} crossings;

static crossings crossings_of(uint64_t first, uint64_t step, uint64_t count)
{
    crossings c = {first, step, first + (count - 1) * step, 0.0,
                   nqcnf_decimal_digits(first)};
    return c;
}

/* The index of the next crossing, or 0 when there is none. */
static uint64_t next_crossing(crossings *c)
{
    if (c->next_digits >= 20 || powers_of_ten[c->next_digits] > c->last)
        return 0;
    if (c->inverse == 0.0) c->inverse = 1.0 / (double)c->step;
    const uint64_t distance = powers_of_ten[c->next_digits++] - c->first;
    uint64_t index = (uint64_t)((double)distance * c->inverse);
    if (index * c->step < distance) index++;
    return index;
}

uint64_t nqcnf_digits_by_runs(uint64_t first, uint64_t step,
                              const occurrence_run *runs, size_t run_count,
                              uint64_t extra)
{
    /* Run by run: most runs of a line are a single end square, and a
     * run of weight 0 needs no digits. */
    uint64_t total = 0, start = first;
    for (size_t i = 0; i < run_count; i++) {
        const uint64_t count = runs[i].count;
        const uint64_t weight = runs[i].occurrences + extra;
        if (weight != 0 && count > 0)
            total += weight * (count == 1 ? nqcnf_decimal_digits(start)
                                          : nqcnf_digit_total(start, step,
                                                              count));
        start += count * step;
    }
    return total;
}

uint64_t nqcnf_digit_total(uint64_t first, uint64_t step, uint64_t count)
{
    if (count == 0) return 0;
    crossings c = crossings_of(first, step, count);
    uint64_t total = c.next_digits * count;
    for (uint64_t index; (index = next_crossing(&c)) != 0;)
        total += count - index;
    return total;
}
