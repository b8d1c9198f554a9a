#!/usr/bin/env bash
# Counting benchmark: `nqueens-cnf count N` against `picosat --all`.
#
# What it measures: the wall time of counting every N-Queens solution,
# N = 10 up to MAX_N, two ways over the same encoding. `nqueens-cnf count
# N` runs PicoSAT in-process: sub-problems fixed by the first rows' queens,
# blocking clauses of N literals, left-right mirror symmetry, several
# threads. `picosat --all` reads the CNF that `nqueens-cnf N` writes and
# enumerates on one instance, blocking each solution with its whole N*N
# model. Both use the same solver library, so the ratio of the two times
# is what the splitting, the short blocking clauses, the symmetry and the
# threads buy. Writing the CNF file is not timed (it takes milliseconds).
#
# Both counts are checked against OEIS A000170 (724, 2680, 14200, 73712
# for N = 10..13); a wrong count makes the script exit 1. Slow is never a
# failure: this is a benchmark, not a test.
#
# Usage: bench/count_bench.sh [PATH-TO-nqueens-cnf] [MAX_N]
#   defaults: ../build/nqueens-cnf relative to this script, MAX_N = 13.
#   MAX_N is 10..15; picosat --all needs about a minute for N = 12 and far
#   longer for 13, so pass 12 for a quick run.
set -euo pipefail
export LC_ALL=C # decimal points, not commas, in EPOCHREALTIME and printf

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
max_n=${2:-13}
min_n=10

# OEIS A000170, indexed by N.
known=(1 1 0 0 2 10 4 40 92 352 724 2680 14200 73712 365596 2279184)

die() {
    echo "count_bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
if ! [[ $max_n =~ ^[1-9][0-9]*$ ]] || ((max_n < min_n || max_n > 15)); then
    die "MAX_N must be a whole number from $min_n to 15, not '$max_n'"
fi
command -v picosat > /dev/null || die "picosat is not installed (Debian: apt-get install picosat)"
probe=$("$gen" count 4 2> /dev/null) || probe=
[[ $probe == 2 ]] || die "'$gen count 4' did not print 2: is the 'count' subcommand there?"

work=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-count-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Wall-clock stamps: bash's EPOCHREALTIME (no fork) or date.
stamp() {
    if [[ -n ${EPOCHREALTIME:-} ]]; then
        _t=$EPOCHREALTIME
    else
        _t=$(date +%s.%N)
    fi
}

seconds_between() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }

# count_in_process N: sets `result` and `elapsed`.
count_in_process() {
    local t0
    stamp; t0=$_t
    result=$("$gen" count "$1") || die "'$gen count $1' failed"
    stamp
    elapsed=$(seconds_between "$t0" "$_t")
}

# count_with_picosat CNF: sets `result` and `elapsed`. picosat --all exits
# 20 once the last solution is blocked, so its status says nothing; its
# "s SOLUTIONS k" line gives the count, checked against the number of
# "s SATISFIABLE" lines.
count_with_picosat() {
    local t0 summary
    stamp; t0=$_t
    summary=$({ picosat --all "$1" || true; } | awk '
        /^s SATISFIABLE/ { models++ }
        /^s SOLUTIONS/   { total = $3 }
        END { printf "%s %d", total, models }')
    stamp
    elapsed=$(seconds_between "$t0" "$_t")
    read -r result models <<< "$summary"
    [[ -n $result ]] || die "picosat --all $1 printed no 's SOLUTIONS' line"
    [[ $result == "$models" ]] ||
        die "picosat --all $1: 's SOLUTIONS $result' but $models models"
}

echo "nqueens-cnf: $gen"
echo "picosat:     $(command -v picosat) (version $(picosat --version 2> /dev/null || echo unknown))"
echo
printf '%3s  %9s  %16s  %16s  %8s\n' N A000170 "nqueens-cnf" "picosat --all" speedup
failed=0
for ((n = min_n; n <= max_n; n++)); do
    expected=${known[n]}
    cnf=$work/queens_$n.cnf
    "$gen" "$n" > "$cnf" || die "'$gen $n' failed"

    count_in_process "$n"
    ours=$result ours_time=$elapsed
    count_with_picosat "$cnf"
    theirs=$result theirs_time=$elapsed
    rm -f "$cnf"

    speedup=$(awk -v a="$theirs_time" -v b="$ours_time" \
        'BEGIN { if (b > 0) printf "%.0fx", a / b; else print "-" }')
    printf '%3d  %9s  %7s %7.3f s  %7s %7.3f s  %8s' "$n" "$expected" \
        "$ours" "$ours_time" "$theirs" "$theirs_time" "$speedup"
    if [[ $ours != "$expected" || $theirs != "$expected" ]]; then
        printf '  WRONG COUNT'
        failed=1
    fi
    printf '\n'
done

((failed == 0)) || die "a count differs from A000170"
