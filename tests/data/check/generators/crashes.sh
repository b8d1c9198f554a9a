#!/bin/sh
# crashes.sh N - a generator that crashes half-way: the header and one
# clause, then it kills itself with SIGSEGV as a segmentation fault would.
n=${1:?usage: crashes.sh N}
printf 'p cnf %d 10\n' $((n * n))
printf '1 2 3 0\n'
kill -SEGV $$
