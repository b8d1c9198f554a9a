#!/bin/sh
# The library promises that threads using their own objects need no lock,
# and counting on several threads rests on that: each thread creates,
# loads and frees its own solvers. A solver that keeps process-wide state
# (CaDiCaL rewrites a static option table in every constructor) breaks
# the promise silently, with right answers, so only a race detector shows
# it. This script runs `count 8 --threads 2` once per backend under
# helgrind, which names the race and both stacks, and then under DRD,
# whose different algorithm catches what the other may miss (each run is
# about a second); any report fails (--error-exitcode), as does a wrong
# count. valgrind missing is a failure, never a skip.
#
# Usage: sh tests/threads_valgrind.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

if ! command -v valgrind > /dev/null 2>&1; then
    not_ok "valgrind is not installed: apt-get install valgrind"
    finish
fi

race_check() { # tool backend
    tool=$1 backend=$2
    rc=0
    valgrind --tool="$tool" --quiet --error-exitcode=99 \
        "$gen" count 8 --threads 2 --solver "$backend" \
        > "$tmp/out" 2> "$tmp/err" < /dev/null || rc=$?
    if [ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = 92 ]; then
        ok "$tool: count 8 --threads 2 --solver $backend"
    else
        not_ok "$tool: count 8 --threads 2 --solver $backend: exit $rc" \
            "(99 = $tool found errors), printed '$(cat "$tmp/out")'"
        show "$tmp/err"
    fi
}

for tool in helgrind drd; do
    for backend in picosat cadical; do
        race_check "$tool" "$backend"
    done
done
finish
