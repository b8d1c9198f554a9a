#!/bin/sh
# hardness_bench.sh - where the Excluded Diagonals Problem is hard.
#
# Gent, Jefferson and Nightingale (JAIR 2017) found a phase transition in
# the Excluded Diagonals Problem: few excluded diagonals leave many
# solutions (easy, satisfiable), many leave none that propagation misses
# long (easy, unsatisfiable), and in between the instances are hard. Their
# control parameter is the number of excluded diagonals over n. This
# script generates `nqueens-cnf N --random-diagonals D --seed S` (the
# paper's generator, one open square kept per row and column) over a grid
# of D/N for a few N, solves each file with PicoSAT and CaDiCaL (the two in
# parallel: two cores), and prints one CSV row per run; hardness_plot.py
# turns the rows into docs/hardness.svg (median time and fraction
# satisfiable against D/N).
#
# The grid is kept small enough to run in a few minutes on two cores (the
# default takes about 5 minutes); a run that reaches TIMEOUT seconds counts
# as TIMEOUT in the median and as undecided in the fraction.
#
# Usage: sh bench/hardness_bench.sh [NQUEENS-CNF] > hardness.csv
#   SIZES="20 24 28" RATIOS="0.5 ... 1.375" SEEDS="1 2 3 4" TIMEOUT=3
set -eu
gen=${1:-build/nqueens-cnf}
sizes=${SIZES:-"20 24 28"}
ratios=${RATIOS:-"0.5 0.625 0.75 0.875 1 1.125 1.25 1.375"}
seeds=${SEEDS:-"1 2 3 4"}
timeout=${TIMEOUT:-3}
for tool in picosat cadical timeout "$gen"; do
    command -v "$tool" > /dev/null 2>&1 || [ -x "$tool" ] || {
        echo "hardness_bench: $tool not found (apt-get install picosat cadical)" >&2
        exit 2
    }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# solve SOLVER FILE: prints "seconds answer" (answer SAT, UNSAT or TIMEOUT).
solve() {
    start=$(date +%s.%N)
    set +e
    if [ "$1" = cadical ]; then
        timeout "$timeout" cadical -q "$2" > /dev/null 2>&1
    else
        timeout "$timeout" picosat "$2" > /dev/null 2>&1
    fi
    rc=$?
    set -e
    end=$(date +%s.%N)
    case $rc in 10) answer=SAT ;; 20) answer=UNSAT ;; *) answer=TIMEOUT ;; esac
    awk -v a="$start" -v b="$end" -v t="$answer" 'BEGIN { printf "%.3f %s\n", b - a, t }'
}

echo "n,diagonals,ratio,seed,solver,seconds,answer"
for n in $sizes; do
    for ratio in $ratios; do
        d=$(awk -v n="$n" -v r="$ratio" 'BEGIN { printf "%d", n * r + 0.5 }')
        for seed in $seeds; do
            "$gen" "$n" --random-diagonals "$d" --seed "$seed" \
                > "$tmp/i.cnf"
            solve picosat "$tmp/i.cnf" > "$tmp/p" &
            solve cadical "$tmp/i.cnf" > "$tmp/c"
            wait
            for solver in picosat cadical; do
                [ $solver = picosat ] && f=$tmp/p || f=$tmp/c
                read -r seconds answer < "$f"
                echo "$n,$d,$ratio,$seed,$solver,$seconds,$answer"
            done
        done
    done
done
