/*
 * backtrack_list.c - the lister a user would otherwise write: plain
 * backtracking row by row, printing each solution's queen columns.
 *
 * It is what list_bench.sh sets solve --all beside: no SAT solver, no
 * bit tricks beyond three occupancy arrays, one board a line (1-based
 * columns), so its output is about the size of solve --all's drawings'
 * information. Usage: backtrack_list N
 */
#include <stdio.h>
#include <stdlib.h>

static int n;
static int queens[64];
static char column_used[64], down_used[128], up_used[128];
static unsigned long long found;

static void place(int row)
{
    if (row == n) {
        found++;
        for (int r = 0; r < n; r++) printf("%d%c", queens[r] + 1, r + 1 < n ? ' ' : '\n');
        return;
    }
    for (int c = 0; c < n; c++) {
        if (column_used[c] || down_used[row - c + n] || up_used[row + c])
            continue;
        column_used[c] = down_used[row - c + n] = up_used[row + c] = 1;
        queens[row] = c;
        place(row + 1);
        column_used[c] = down_used[row - c + n] = up_used[row + c] = 0;
    }
}

int main(int argc, char **argv)
{
    n = argc > 1 ? atoi(argv[1]) : 8;
    if (n < 1 || n > 63) {
        fputs("usage: backtrack_list N (1..63)\n", stderr);
        return 2;
    }
    place(0);
    fprintf(stderr, "%llu\n", found);
    return 0;
}
