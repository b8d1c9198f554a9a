#!/bin/sh
# correct.sh N - a student's N-Queens encoder that is right: the textbook
# clauses (at least one queen per row and per column, at most one per
# row, column, diagonal and anti-diagonal, pairwise), written in its own
# order: the rows' at-least-one first, then for each square every later
# square it attacks, then the columns' at-least-one. Square (r,c), 0-based,
# is variable r*N+c+1. The clause set is exactly the reference's.
n=${1:?usage: correct.sh N}
awk -v n="$n" '
function attacks(a, b,   ra, ca, rb, cb, dr, dc) {
    ra = int(a / n); ca = a % n; rb = int(b / n); cb = b % n
    dr = ra - rb; dc = ca - cb
    return dr == 0 || dc == 0 || dr == dc || dr == -dc
}
BEGIN {
    count = 0
    for (r = 0; r < n; r++) {
        line = ""
        for (c = 0; c < n; c++) line = line (r * n + c + 1) " "
        clause[++count] = line "0"
    }
    for (a = 0; a < n * n; a++)
        for (b = a + 1; b < n * n; b++)
            if (attacks(a, b)) clause[++count] = "-" (a + 1) " -" (b + 1) " 0"
    for (c = 0; c < n; c++) {
        line = ""
        for (r = 0; r < n; r++) line = line (r * n + c + 1) " "
        clause[++count] = line "0"
    }
    print "p cnf " n * n " " count
    for (i = 1; i <= count; i++) print clause[i]
}'
