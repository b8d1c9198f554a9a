#!/bin/sh
# End-to-end property test: option sets drawn with a fixed seed (N, the
# encoding, the format, pre-placed queens, blocked squares, symmetry
# breaking, no column at-least-one), each answered by the command (count,
# count --unique, solve, the generated file's boards as real solvers find
# them, check of that file) and by the tests' Python oracle, which knows
# the symmetry group of the given squares. The drawing and the questions
# are in combinations.py; this script makes it one ctest test and fails
# when a solver it needs is missing.
#
# Usage: sh tests/e2e_combinations.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
missing=0
need_tool python3 python3 || missing=1
need_tool cryptominisat5 cryptominisat || missing=1
need_tool clasp clasp || missing=1
need_tool z3 z3 || missing=1
if [ "$missing" -ne 0 ]; then finish; exit 1; fi
cases=400
[ "$quick" = 1 ] && cases=100
python3 "$(dirname "$0")/combinations.py" "$gen" --cases "$cases"
