#!/bin/sh
# wrong_from_7.sh N - correct.sh with one bug that shows only from N = 7:
# it forgets the anti-diagonal clause between the squares (1,6) and (2,5)
# (variables N+7 and 2N+6), so a board with queens on both is allowed. At
# N = 7..12 such a board completes to a full placement (checked with
# cadical when this file was written: the reference without that clause
# and with both squares set is satisfiable), so the clause is never
# implied there. Below 7 the square (1,6) does not exist and the output
# is right.
n=${1:?usage: wrong_from_7.sh N}
sh "$(dirname "$0")/correct.sh" "$n" | awk -v n="$n" '
NR == 1 { next }
n >= 7 && $0 == "-" (n + 7) " -" (2 * n + 6) " 0" { next }
{ clause[++count] = $0 }
END {
    print "p cnf " n * n " " count
    for (i = 1; i <= count; i++) print clause[i]
}'
