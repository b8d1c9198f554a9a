/*
 * backtrack_count.c - the limit count_bench.sh sets `count` beside: the
 * classic bitboard backtracking counter, no SAT solver.
 *
 * Occupied columns and both diagonals are three bit masks shifted one
 * place per row, the free squares of a row their complement, the lowest
 * one taken with x & -x: the fastest simple program there is, one thread,
 * and mirror symmetry halves it (first queen in the left half, counted
 * twice; the middle column of an odd board once). It prints the count
 * alone, like `nqueens-cnf count N`. Usage: backtrack_count N (1..32).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t solutions(uint32_t all, uint32_t columns, uint32_t left,
                          uint32_t right)
{
    if (columns == all) return 1;
    uint64_t total = 0;
    uint32_t free_squares = all & ~(columns | left | right);
    while (free_squares != 0) {
        const uint32_t bit = free_squares & (0u - free_squares);
        free_squares ^= bit;
        total += solutions(all, columns | bit, ((left | bit) << 1) & all,
                           (right | bit) >> 1);
    }
    return total;
}

int main(int argc, char **argv)
{
    const long n = argc == 2 ? strtol(argv[1], NULL, 10) : 0;
    if (n < 1 || n > 32) {
        fprintf(stderr, "usage: backtrack_count N (1..32)\n");
        return 2;
    }
    const uint32_t all = n == 32 ? UINT32_MAX : (1u << n) - 1;
    uint64_t total = 0;
    for (long c = 0; c < n / 2; c++) {
        const uint32_t bit = 1u << c;
        total += 2 * solutions(all, bit, (bit << 1) & all, bit >> 1);
    }
    if (n % 2 == 1) {
        const uint32_t bit = 1u << (n / 2);
        total += solutions(all, bit, (bit << 1) & all, bit >> 1);
    }
    printf("%llu\n", (unsigned long long)total);
    return 0;
}
