/*
 * clause_order.c - see clause_order.h.
 *
 * A literal's key is twice its variable, plus one if it is positive, so
 * that one comparison of 64-bit keys orders by variable and then sign
 * without overflow at INT32_MIN.
 */
#include "read/clause_order.h"

#include <stdlib.h>

int nqcnf_literal_order(int32_t a, int32_t b)
{
    const int64_t ka = (int64_t)llabs(a) * 2 + (a > 0);
    const int64_t kb = (int64_t)llabs(b) * 2 + (b > 0);
    return (ka > kb) - (ka < kb);
}

static int compare_literals(const void *a, const void *b)
{
    return nqcnf_literal_order(*(const int32_t *)a, *(const int32_t *)b);
}

void nqcnf_sort_literals(int32_t *literals, size_t count)
{
    if (count > 1) qsort(literals, count, sizeof *literals, compare_literals);
}

int nqcnf_clause_order(const int32_t *x, size_t x_count, const int32_t *y,
                       size_t y_count)
{
    if (x_count != y_count) return x_count < y_count ? -1 : 1;
    for (size_t i = 0; i < x_count; i++) {
        const int order = nqcnf_literal_order(x[i], y[i]);
        if (order != 0) return order;
    }
    return 0;
}
