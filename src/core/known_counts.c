/*
 * known_counts.c - the published solution counts, N = 1 .. 27.
 *
 * Counting is enumeration and grows about sevenfold per N, so beyond
 * N = 17 or so the only counts a user will see are the ones somebody has
 * already computed. They are a table, not a computation: OEIS A000170
 * (every solution) and A002562 (one per class under the 8 symmetries of
 * the square), both through N = 27, the last value being the Q27
 * project's FPGA count of 2016. A caller (the command's estimate, a test)
 * puts them next to what it computes or predicts. The two tables are
 * indexed by N, entry 0 unused, so that a value can be read off against
 * the OEIS listing line by line.
 */
#include "core/internal.h"

#include <inttypes.h>

#define KNOWN_LAST_N 27u

/* OEIS A000170, a(1) .. a(27). */
static const uint64_t all_solutions[KNOWN_LAST_N + 1] = {
    0,
    1ull, 0ull, 0ull, 2ull, 10ull, 4ull, 40ull, 92ull, 352ull, 724ull,
    2680ull, 14200ull, 73712ull, 365596ull, 2279184ull, 14772512ull,
    95815104ull, 666090624ull, 4968057848ull, 39029188884ull,
    314666222712ull, 2691008701644ull, 24233937684440ull,
    227514171973736ull, 2207893435808352ull, 22317699616364044ull,
    234907967154122528ull,
};

/* OEIS A002562, a(1) .. a(27). */
static const uint64_t unique_solutions[KNOWN_LAST_N + 1] = {
    0,
    1ull, 0ull, 0ull, 1ull, 2ull, 1ull, 6ull, 12ull, 46ull, 92ull,
    341ull, 1787ull, 9233ull, 45752ull, 285053ull, 1846955ull,
    11977939ull, 83263591ull, 621012754ull, 4878666808ull,
    39333324973ull, 336376244042ull, 3029242658210ull,
    28439272956934ull, 275986683743434ull, 2789712466510289ull,
    29363495934315694ull,
};

int nqcnf_known_count_find(uint32_t n, int unique, uint64_t *value)
{
    *value = 0;
    if (n < 1 || n > KNOWN_LAST_N) return 0;
    *value = unique ? unique_solutions[n] : all_solutions[n];
    return 1;
}

nqcnf_status nqcnf_known_count(uint32_t n, int unique, uint64_t *value)
{
    if (value == NULL) return nqcnf_invalid("value is NULL");
    if (!nqcnf_known_count_find(n, unique, value))
        return nqcnf_invalid("n is %" PRIu32 ": known counts are of "
                             "N = 1 .. %u",
                             n, KNOWN_LAST_N);
    return NQCNF_OK;
}
