#!/bin/sh
# make.sh GEN DIR: writes the reproducers of check's bounded reports into
# DIR, made rather than stored (megabytes each, and what they hold is
# their size):
#   extra_clauses.cnf  the reference for N=8 and 20,000 clauses of three
#                      literals over its squares, drawn by the Park-Miller
#                      generator (exact in any awk's doubles): thousands
#                      of wrong extra clauses and of duplicates
#   bad_words.cnf      a header, then 100,000 lines of one word that is
#                      no literal each, all different
#   long_token.cnf     a header, then one word of 10 MB
#   long_symbol.smt2   an assert of an undeclared symbol of 10 MB
set -eu
gen=${1:?usage: make.sh GEN DIR}
dir=${2:?usage: make.sh GEN DIR}
{
    "$gen" 8
    awk 'BEGIN {
        x = 25
        for (i = 0; i < 20000; i++) {
            x = (x * 16807) % 2147483647; a = x % 64 + 1
            x = (x * 16807) % 2147483647; b = x % 64 + 1
            x = (x * 16807) % 2147483647; c = x % 64 + 1
            printf "%d %d %d 0\n", a, -b, c
        }
    }'
} > "$dir/extra_clauses.cnf"
{
    echo "p cnf 64 100000"
    awk 'BEGIN { for (i = 0; i < 100000; i++) print "zz" i }'
} > "$dir/bad_words.cnf"
{
    echo "p cnf 64 1"
    head -c 10485760 /dev/zero | tr '\0' a
    echo " 0"
} > "$dir/long_token.cnf"
{
    printf '(assert '
    head -c 10485760 /dev/zero | tr '\0' q
    printf ')\n'
} > "$dir/long_symbol.smt2"
