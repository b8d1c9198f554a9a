/*
 * diagonal_digits.c - the digits of every square, weighted by the
 * diagonals through it, row by row.
 *
 * Inside a line, every encoder writes all squares equally often but for
 * one or two at each end (cost.c corrects those line by line). So most
 * of a diagonal's digits are w(L) * (the digits of its squares), w
 * depending on the length L alone. Summed line by line that is a
 * progression per line, crossing up to nine powers of ten: the bulk of
 * the work of an instance's profile. Summed square by square instead, the weight
 * of square (r, c) is w of the two diagonals through it, and those
 * lengths are N - |r - c| and N - |r + c - (N-1)|: along a row they run
 * up to N and down again, so with the prefix sums W(x) = w(1) + .. + w(x)
 * a row's weight is two differences of W. A row's squares all have as
 * many digits as its first, except in the at most nine rows where a power
 * of ten falls; there the part from that column on gets one digit more,
 * which is again a difference of W. O(N) in all.
 *
 * W is never stored (a table of N numbers costs more in fresh memory
 * pages than the sums themselves): the few dozen W(x) needed are noted as
 * probes first, and the weights arrive one length at a time, longest
 * first, from the sweep in cost.c that needs each length's profile
 * anyway. Writing W(x) = W(N) - R(x+1), with R the weights of length x+1
 * and more, every term is taken as R grows, and the W(N) ones at the
 * end.
 */
#include "encode/encoder.h"

static void probe(diagonal_digits *d, int64_t point, uint64_t coefficient)
{
    d->point[d->probes] = point;
    d->coefficient[d->probes++] = coefficient;
}

/* The weights of lengths from .. to (none when from > to). */
static void lengths(diagonal_digits *d, int64_t from, int64_t to)
{
    if (from > to) return;
    probe(d, to, 1);
    probe(d, from - 1, (uint64_t)0 - 1);
}

/* The down-right diagonals through row r, columns a .. n-1: the length
 * is n - r + c up to column r, then n - c + r. */
static void down_right_from(diagonal_digits *d, int64_t r, int64_t a)
{
    const int64_t n = d->n;
    if (a > r) {
        lengths(d, r + 1, n - a + r);
        return;
    }
    lengths(d, n - r + a, n);
    lengths(d, r + 1, n - 1);
}

/* The down-left diagonals through row r, columns a .. n-1: the length is
 * r + c + 1 up to column n-1-r, then 2n - 1 - r - c. */
static void down_left_from(diagonal_digits *d, int64_t r, int64_t a)
{
    const int64_t n = d->n, turn = n - 1 - r;
    if (a > turn) {
        lengths(d, n - r, 2 * n - 1 - r - a);
        return;
    }
    lengths(d, r + a + 1, n);
    lengths(d, n - r, n - 1);
}

/* Largest point first, the order the lengths come in. */
static void sort_probes(diagonal_digits *d)
{
    for (size_t i = 1; i < d->probes; i++)
        for (size_t j = i; j > 0 && d->point[j - 1] < d->point[j]; j--) {
            const int64_t point = d->point[j];
            const uint64_t coefficient = d->coefficient[j];
            d->point[j] = d->point[j - 1];
            d->coefficient[j] = d->coefficient[j - 1];
            d->point[j - 1] = point;
            d->coefficient[j - 1] = coefficient;
        }
}

/* The digits of row r's first square. */
static uint64_t row_digits(int64_t n, int64_t r)
{
    return nqcnf_decimal_digits((uint64_t)(r * n) + 1);
}

/* Summed over the rows at their first square's digits d_r, the weights
 * 2 (W(n) + W(n-1) - W(r) - W(n-1-r)) make two probes and the sum
 * -2 sum_s W(s) (d_s + d_{n-1-s}); a power of ten inside a row adds the
 * weights from its column on. */
void nqcnf_diagonal_digits_start(diagonal_digits *d, uint32_t size)
{
    const int64_t n = size;
    d->n = n;
    d->probes = d->next = 0;
    d->suffix = d->total = 0;
    const uint64_t firsts = nqcnf_digit_total(1, (uint64_t)n, (uint64_t)n);
    probe(d, n, 2 * firsts);
    probe(d, n - 1, 2 * firsts);
    d->row_terms = 4 * firsts; /* the sum of d_s + d_{n-1-s} over s, twice */
    for (uint64_t power = 10; power <= (uint64_t)(n * n); power *= 10) {
        const int64_t r = (int64_t)(power - 1) / n;
        const int64_t column = (int64_t)(power - 1) % n;
        if (column == 0) continue; /* the row starts there */
        down_right_from(d, r, column);
        down_left_from(d, r, column);
    }
    d->coefficients = 0;
    for (size_t i = 0; i < d->probes; i++) d->coefficients += d->coefficient[i];
    sort_probes(d);
}

/* With R(x) the weights of lengths x and more, W(s) = W(n) - R(s+1): so
 * the terms in W(n) wait for the end, and the others are taken as R
 * grows, from the longest length down. */
void nqcnf_diagonal_digits_add(diagonal_digits *d, uint64_t length,
                               uint64_t weight)
{
    d->suffix += weight; /* R(length) */
    const int64_t s = (int64_t)length - 1;
    d->total += 2 * d->suffix * (row_digits(d->n, s) +
                                 row_digits(d->n, d->n - 1 - s));
    for (; d->next < d->probes && d->point[d->next] >= s; d->next++)
        if (d->point[d->next] == s)
            d->total -= d->coefficient[d->next] * d->suffix;
}

uint64_t nqcnf_diagonal_digits_total(const diagonal_digits *d)
{
    /* d->suffix is now R(1) = W(n). */
    return d->total + d->suffix * (d->coefficients - d->row_terms);
}
