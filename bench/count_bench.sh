#!/usr/bin/env bash
# Counting benchmark: `nqueens-cnf count N` against `picosat --all` and
# against a bitboard backtracking counter.
#
# What it measures: the wall time of counting every N-Queens solution,
# N = 10 up to MAX_N, three ways. `nqueens-cnf count N` solves the
# generated instance with PicoSAT in-process: thousands of sub-problems
# fixed by the first rows' queens, each loaded with what propagating them
# leaves of the encoding, one board per symmetry class solved (the
# symmetry-breaking clauses) and weighted by its class size, blocking
# clauses over the free rows, several threads. `picosat --all` reads the
# CNF that `nqueens-cnf N` writes and enumerates on one instance,
# blocking each solution with its whole N*N model; it is run up to
# PICOSAT_MAX_N only (default 12: it takes about a minute there and far
# longer beyond) and under a time limit of PICOSAT_SECONDS (default 300),
# and the table says when it was skipped or cut. bench/backtrack_count.c,
# compiled here with cc -O2, is the limit: the classic bitboard
# backtracking counter, one thread, no solver. Writing the CNF file is
# not timed (it takes milliseconds).
#
# Every count is checked against OEIS A000170, from the test suite's
# oracle (tests/oracle.py); the backtracking counter is a yardstick of
# speed, never the truth. A wrong count makes the script exit 1. Slow
# is never a failure: this is a benchmark, not a test. Run it on an
# idle machine (it prints the load average).
#
# Usage: bench/count_bench.sh [PATH-TO-nqueens-cnf] [MAX_N]
#   defaults: ../build/nqueens-cnf relative to this script, MAX_N = 14.
#   MAX_N is 10..15.
set -euo pipefail
export LC_ALL=C # decimal points, not commas, in EPOCHREALTIME and printf

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
max_n=${2:-14}
picosat_max_n=${PICOSAT_MAX_N:-12}
picosat_seconds=${PICOSAT_SECONDS:-300}
min_n=10

die() {
    echo "count_bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
if ! [[ $max_n =~ ^[1-9][0-9]*$ ]] || ((max_n < min_n || max_n > 15)); then
    die "MAX_N must be a whole number from $min_n to 15, not '$max_n'"
fi
command -v picosat > /dev/null || die "picosat is not installed (Debian: apt-get install picosat)"
command -v cc > /dev/null || die "no C compiler (cc) for backtrack_count.c"
oracle=$script_dir/../tests/oracle.py
python3 "$oracle" oeis A000170 "$max_n" > /dev/null ||
    die "python3 cannot run $oracle for OEIS A000170"
probe=$("$gen" count 4 2> /dev/null) || probe=
[[ $probe == 2 ]] || die "'$gen count 4' did not print 2: is the 'count' subcommand there?"

work=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-count-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/backtrack_count" "$script_dir/backtrack_count.c" ||
    die "cannot compile backtrack_count.c"
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

# count_with_backtracking N: sets `result` and `elapsed`.
count_with_backtracking() {
    local t0
    stamp; t0=$_t
    result=$("$work/backtrack_count" "$1") || die "backtrack_count $1 failed"
    stamp
    elapsed=$(seconds_between "$t0" "$_t")
}

# count_with_picosat CNF: sets `result` and `elapsed` (result "cut" when
# the time limit stopped it). picosat --all exits 20 once the last
# solution is blocked, so its status says nothing; its "s SOLUTIONS k"
# line gives the count, checked against the number of "s SATISFIABLE"
# lines.
count_with_picosat() {
    local t0 summary
    stamp; t0=$_t
    summary=$({ timeout "$picosat_seconds" picosat --all "$1" || true; } | awk '
        /^s SATISFIABLE/ { models++ }
        /^s SOLUTIONS/   { total = $3 }
        END { printf "%s %d", total, models }')
    stamp
    elapsed=$(seconds_between "$t0" "$_t")
    read -r result models <<< "$summary"
    if [[ $result == "$models" ]]; then return; fi
    [[ -z $result ]] || die "picosat --all $1: 's SOLUTIONS $result' but $models models"
    result=cut
}

echo "nqueens-cnf: $gen"
echo "picosat:     $(command -v picosat) (version $(picosat --version 2> /dev/null || echo unknown))"
echo "machine:     $(getconf _NPROCESSORS_ONLN) processors, load average $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || echo unknown)"
echo
printf '| %2s | %9s | %17s | %16s | %16s | %20s |\n' N A000170 "nqueens-cnf count" "picosat --all" "backtracking" "count / backtracking"
printf '|---:|----------:|------------------:|-----------------:|-----------------:|---------------------:|\n'
failed=0
for ((n = min_n; n <= max_n; n++)); do
    expected=$(python3 "$oracle" oeis A000170 "$n")
    count_in_process "$n"
    ours=$result ours_time=$elapsed
    count_with_backtracking "$n"
    limit=$result limit_time=$elapsed
    if ((n <= picosat_max_n)); then
        cnf=$work/queens_$n.cnf
        "$gen" "$n" > "$cnf" || die "'$gen $n' failed"
        count_with_picosat "$cnf"
        rm -f "$cnf"
        if [[ $result == cut ]]; then
            theirs="over ${picosat_seconds} s"
        else
            theirs=$(printf '%.3f s' "$elapsed")
            [[ $result == "$expected" ]] || { theirs="$theirs WRONG"; failed=1; }
        fi
    else
        theirs="not run"
    fi
    ratio=$(awk -v a="$ours_time" -v b="$limit_time" \
        'BEGIN { if (b > 0) printf "%.0fx", a / b; else print "-" }')
    printf '| %2d | %9s | %15.3f s | %16s | %14.3f s | %20s |' "$n" "$expected" \
        "$ours_time" "$theirs" "$limit_time" "$ratio"
    if [[ $ours != "$expected" || $limit != "$expected" ]]; then
        printf '  WRONG COUNT (%s, %s)' "$ours" "$limit"
        failed=1
    fi
    printf '\n'
done

((failed == 0)) || die "a count differs from A000170"
