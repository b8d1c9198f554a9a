#!/bin/sh
# floods.sh N - a generator stuck in a loop: clauses without end.
n=${1:?usage: floods.sh N}
printf 'p cnf %d 1000000000\n' $((n * n))
exec yes '1 2 0'
