#!/bin/sh
# hardness_bench.sh - where Blocked n-Queens and the Excluded Diagonals
# Problem are hard for SAT solvers.
#
# Gent, Jefferson and Nightingale (JAIR 2017) found a phase transition in
# both families: few constraints leave many solutions (easy, satisfiable),
# many leave none and propagation proves it fast (easy, unsatisfiable), and
# in between the instances are hard. Their control parameters are the ones
# used here, so the curves can be laid beside theirs:
# - Excluded Diagonals (`--random-diagonals D`): D / N.
# - Blocked n-Queens (`--random-blocks P`, m = round(P N^2) blocked
#   squares): kappa = -log2(Pr[a solution avoids the blocks]) /
#   log2(Q(N)) = -N log2(1 - m/N^2) / log2(Q(N)), with Q(N) =
#   sqrt(2 pi N) (N / (2.54 e))^N the asymptotic number of N-Queens
#   solutions, as their script for CSPLib 080's results defines it. At
#   kappa = 1 the expected number of solutions is 1: the predicted peak.
#   The grid is given in kappa (the same across N); the script turns each
#   point into m for that N (and so P = m / N^2, written with enough digits
#   that round(P N^2) is m again) and records the kappa of that m.
#
# Each instance is solved by PicoSAT and CaDiCaL side by side (two cores)
# with a time limit of TIMEOUT seconds; a run that reaches it is recorded
# as TIMEOUT (the plot counts it at the limit in the median and draws
# medians at the limit as such). Excluded Diagonals boards from BIG_N on
# get fewer seeds (BIG_SEEDS) because most of their runs near the peak hit
# the limit; Blocked n-Queens instances of these sizes take well under a
# second, so they get more seeds (BLOCK_SEEDS). A point the generator refuses for a seed (more diagonals or
# blocks than that seed's greedy pass can place while keeping 4 open
# squares per row and column) is left out with a note on stderr. The
# default grid (140 Excluded Diagonals and 288 Blocked n-Queens instances)
# runs in about 6.5 minutes on two shared cores; the elapsed time goes to
# stderr at the end.
#
# Usage: sh bench/hardness_bench.sh [NQUEENS-CNF] > hardness.csv
#   FAMILIES="diagonals blocks" TIMEOUT=3
#   DIAG_SIZES="20 28 36 40" RATIOS="0.5 0.625 ... 2" SEEDS="1 2 3 4"
#   BIG_N=32 BIG_SEEDS="1 2 3"
#   BLOCK_SIZES="20 28 36 40" KAPPAS="0.8 0.85 ... 1.2" BLOCK_SEEDS="1 ... 8"
set -eu
gen=${1:-build/nqueens-cnf}
families=${FAMILIES:-"diagonals blocks"}
timeout=${TIMEOUT:-3}
seeds=${SEEDS:-"1 2 3 4"}
big_seeds=${BIG_SEEDS:-"1 2 3"}
big_n=${BIG_N:-32}
diag_sizes=${DIAG_SIZES:-"20 28 36 40"}
ratios=${RATIOS:-"0.5 0.625 0.75 0.875 1 1.125 1.25 1.5 1.75 2"}
block_sizes=${BLOCK_SIZES:-"20 28 36 40"}
kappas=${KAPPAS:-"0.8 0.85 0.9 0.95 1 1.05 1.1 1.15 1.2"}
block_seeds=${BLOCK_SEEDS:-"1 2 3 4 5 6 7 8"}
for tool in picosat cadical timeout awk "$gen"; do
    command -v "$tool" > /dev/null 2>&1 || [ -x "$tool" ] || {
        echo "hardness_bench: $tool not found (apt-get install picosat cadical)" >&2
        exit 2
    }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
began=$(date +%s)

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

# The kappa of the paper's constrainedness for m blocks on an n board
# (kappa_of) and the m nearest a given kappa, at most n (n - 4) (blocks_at).
kappa_awk='function lg(x) { return log(x) / log(2) }
function size(n) {
    return 0.5 * (1 + lg(3.141592653589793) + lg(n)) + n * (lg(n) - lg(2.54) - lg(exp(1))) }
function kappa_of(n, m) { return -n * lg(1 - m / (n * n)) / size(n) }
function blocks_at(n, k,   m) {
    m = int(n * n * (1 - 2 ^ (-k * size(n) / n)) + 0.5)
    return m > n * (n - 4) ? n * (n - 4) : m }'

# run FAMILY N PARAM X OPTION VALUE SEEDS: every seed of one grid point.
run() {
    for seed in $7; do
        if ! "$gen" "$2" "$5" "$6" --seed "$seed" > "$tmp/i.cnf" \
                2> "$tmp/err"; then
            echo "hardness_bench: left out: $(cat "$tmp/err")" >&2
            continue
        fi
        solve picosat "$tmp/i.cnf" > "$tmp/p" &
        solve cadical "$tmp/i.cnf" > "$tmp/c"
        wait
        read -r ps pa < "$tmp/p"
        read -r cs ca < "$tmp/c"
        echo "$1,$2,$3,$4,$seed,picosat,$ps,$pa"
        echo "$1,$2,$3,$4,$seed,cadical,$cs,$ca"
    done
}

echo "family,n,param,x,seed,solver,seconds,answer"
for family in $families; do
    case $family in
    diagonals)
        for n in $diag_sizes; do
            for ratio in $ratios; do
                d=$(awk -v n="$n" -v r="$ratio" 'BEGIN { printf "%d", n * r + 0.5 }')
                list=$seeds
                [ "$n" -ge "$big_n" ] && list=$big_seeds
                run diagonals "$n" "$d" "$ratio" --random-diagonals "$d" "$list"
            done
        done ;;
    blocks)
        for n in $block_sizes; do
            for k in $kappas; do
                set -- $(awk -v n="$n" -v k="$k" "$kappa_awk"'
                    BEGIN { m = blocks_at(n, k)
                            printf "%d %.4f %.12f\n", m, kappa_of(n, m), m / (n * n) }')
                run blocks "$n" "$1" "$2" --random-blocks "$3" "$block_seeds"
            done
        done ;;
    *) echo "hardness_bench: unknown family $family" >&2; exit 2 ;;
    esac
done
echo "hardness_bench: $(($(date +%s) - began)) s" >&2
