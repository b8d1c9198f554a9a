#!/bin/sh
# make_large.sh GEN DIR: writes the large reproducers of check's time
# budget into DIR, made rather than stored (megabytes each):
#   n41.cnf            the reference for N=41 (checked as N=40)
#   n61.cnf            the reference for N=61 (checked as N=60)
#   n40_random.cnf     the reference for N=40 and 30,000 binary clauses
#                      over its squares, drawn by the Park-Miller
#                      generator (exact in any awk's doubles: the same
#                      bytes everywhere)
set -eu
gen=${1:?usage: make_large.sh GEN DIR}
dir=${2:?usage: make_large.sh GEN DIR}
"$gen" 41 > "$dir/n41.cnf"
"$gen" 61 > "$dir/n61.cnf"
{
    "$gen" 40
    awk 'BEGIN {
        x = 25
        for (i = 0; i < 30000; i++) {
            x = (x * 16807) % 2147483647; a = x % 1600 + 1
            x = (x * 16807) % 2147483647; b = x % 1600 + 1
            if (b == a) b = a % 1600 + 1
            x = (x * 16807) % 2147483647; s = x % 4
            printf "%d %d 0\n", (s % 2 ? -a : a), (s >= 2 ? -b : b)
        }
    }'
} > "$dir/n40_random.cnf"
