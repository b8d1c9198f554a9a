#!/usr/bin/env bash
# Backend benchmark: the same work on each in-process solver, side by side.
#
# What it measures: `nqueens-cnf solve 100` (load 1.6 million clauses and
# find one board: mostly the cost of taking clauses in) and `nqueens-cnf
# count 12` (14200 solutions over a few hundred small incremental
# instances on every processor: mostly the cost of many short solves),
# once per backend that `--version` lists, with `--solver`. Each figure is
# the best of REPEAT runs (wall time, CPU time of all threads, peak
# memory), so that a busy machine disturbs it less.
#
# The answers are checked, not trusted: the board `solve --model` prints
# must be 100 queens that do not attack each other (an awk check written
# here), and the count must be OEIS A000170(12), from the test suite's
# oracle (tests/oracle.py); anything else makes the script exit 1. Slow
# is never a failure: this is a benchmark.
#
# Usage: bench/backends_bench.sh [PATH-TO-nqueens-cnf] [REPEAT]
#   defaults: ../build/nqueens-cnf relative to this script, REPEAT = 3.
set -euo pipefail
export LC_ALL=C

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
repeat=${2:-3}

die() {
    echo "backends_bench.sh: $*" >&2
    exit 1
}

all12=$(python3 "$script_dir/../tests/oracle.py" oeis A000170 12) ||
    die "python3 cannot run tests/oracle.py for A000170(12)"

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
[[ $repeat =~ ^[1-9][0-9]?$ ]] || die "REPEAT must be 1..99, not '$repeat'"
[[ -x /usr/bin/time ]] || die "GNU time is not installed (Debian: apt-get install time)"
solvers=$("$gen" --version | sed -n 's/^solvers: //p')
[[ -n $solvers ]] || die "'$gen --version' lists no solvers"

work=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-backends-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The model line of `solve --model`: N queens, none attacking another.
board_ok() {
    awk -v n="$1" '
        {
            for (i = 2; i <= NF; i++) {
                v = $i + 0
                if (v <= 0 || v > n * n) continue
                r = int((v - 1) / n); c = (v - 1) % n
                if ((r in row) || (c in col) || ((r - c) in d) || ((r + c) in a))
                    bad = 1
                row[r]; col[c]; d[r - c]; a[r + c]; queens++
            }
        }
        END { exit bad || queens != n }' "$2"
}

# measure SOLVER ARGS...: the best wall time, CPU time and peak memory of
# REPEAT runs, as "wall cpu MiB"; the output of the last run is in
# $work/out, its exit status in `status`.
measure() {
    local solver=$1 best_wall= best_cpu= best_mib= wall cpu kib
    shift
    for ((r = 0; r < repeat; r++)); do
        status=0
        /usr/bin/time -f '%e %U %S %M' -o "$work/time" \
            "$gen" "$@" --solver "$solver" > "$work/out" || status=$?
        # (a non-zero exit adds a line before the figures)
        read -r wall cpu sys kib < <(tail -n 1 "$work/time")
        cpu=$(awk -v u="$cpu" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
        if [[ -z $best_wall ]] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then
            best_wall=$wall best_cpu=$cpu
        fi
        if [[ -z $best_mib ]] || ((kib / 1024 < best_mib)); then
            best_mib=$((kib / 1024))
        fi
    done
    result="$best_wall $best_cpu $best_mib"
}

echo "nqueens-cnf: $gen ($("$gen" --version | head -n 1))"
echo "machine:     $(nproc) processors; best of $repeat runs"
echo
printf '%-10s' task
for s in $solvers; do printf "  %-27s" "$s (wall, cpu, peak)"; done
printf '\n'
failed=0
for task in "solve 100" "count 12"; do
    printf '%-10s' "$task"
    for s in $solvers; do
        # shellcheck disable=SC2086
        if [[ $task == solve* ]]; then
            measure "$s" $task --model
            [[ $status == 10 ]] && board_ok 100 "$work/out" || {
                failed=1; echo " $s: no valid board (exit $status)" >&2; }
        else
            measure "$s" $task
            [[ $status == 0 && $(cat "$work/out") == "$all12" ]] || {
                failed=1; echo " $s: count 12 printed '$(cat "$work/out")'" >&2; }
        fi
        read -r wall cpu mib <<< "$result"
        printf '  %6.2f s %6.2f s %5d MiB' "$wall" "$cpu" "$mib"
    done
    printf '\n'
done
((failed == 0)) || die "a wrong answer (see above)"
