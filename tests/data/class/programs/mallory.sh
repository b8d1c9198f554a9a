#!/bin/sh
# mallory.sh N - a student's encoder: the textbook clauses, pairwise, in
# its own order, but from N = 5 it forgets the pairs of the main diagonal
# (squares (r,r)), so two queens may stand on it. Square (r,c), 0-based,
# is variable r*N+c+1.
n=${1:?usage: mallory.sh N}
awk -v n="$n" '
function attacks(a, b,   ra, ca, rb, cb, dr, dc) {
    ra = int(a / n); ca = a % n; rb = int(b / n); cb = b % n
    if (n >= 5 && ra == ca && rb == cb) return 0
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
    for (c = 0; c < n; c++) {
        line = ""
        for (r = 0; r < n; r++) line = line (r * n + c + 1) " "
        clause[++count] = line "0"
    }
    for (a = 0; a < n * n; a++)
        for (b = a + 1; b < n * n; b++)
            if (attacks(a, b)) clause[++count] = "-" (a + 1) " -" (b + 1) " 0"
    print "p cnf " n * n " " count
    for (i = 1; i <= count; i++) print clause[i]
}'
