#!/usr/bin/env bash
# check's time budget: hostile files, each judged within --time-limit.
#
# What it measures: `nqueens-cnf check` of the files of issue 25 that
# once kept it busy for a minute to ten minutes (tests/data/hostile/check
# holds them, or makes them with make_large.sh), each with the default
# limit of 10 s (or LIMIT): the wall time, the CPU time and the peak
# memory from /usr/bin/time, the exit status and the summary line. Every
# case must end within the limit plus the fixed costs the limit cannot
# cut (reading the file, building and sorting the reference, printing the
# report); the column "before" is the time the same case took on the
# code without the budget, measured once on a 2-core machine (it is not
# rerun here: some ran for over ten minutes). Beside it, in the same run,
# what a teacher without this tool would use: the z3 judge of the test
# suite (tests/check_oracle.py, as bench/check_bench.sh runs it), given
# 6 times the limit; "over" when it had not answered by then.
#
# Slow is never a failure of a benchmark, but a case that does not end
# at all is: each run is killed after 10 times the limit and reported.
#
# Usage: bench/check_budget_bench.sh [PATH-TO-nqueens-cnf] [LIMIT]
#   defaults: ../build/nqueens-cnf relative to this script, LIMIT = 10.
set -euo pipefail
export LC_ALL=C

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
limit=${2:-10}
data=$script_dir/../tests/data/hostile/check
oracle=$script_dir/../tests/check_oracle.py

die() {
    echo "check_budget_bench.sh: $*" >&2
    exit 1
}
[ -x "$gen" ] || die "$gen is not an executable file (build it first)"
[ -x /usr/bin/time ] || die "/usr/bin/time is needed (apt install time)"
command -v z3 > /dev/null || die "z3 is needed for the judge (apt install z3)"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sh "$data/make_large.sh" "$gen" "$tmp"

# case N FILE BEFORE LABEL
run_case() {
    local n=$1 file=$2 before=$3 label=$4 status=0
    timeout $((limit * 10 + 60)) /usr/bin/time -f '%e %U %M' -o "$tmp/time" \
        "$gen" check --time-limit "$limit" "$n" "$file" > "$tmp/out" 2>&1 ||
        status=$?
    read -r wall cpu kb < <(tail -n 1 "$tmp/time")
    local summary judge
    summary=$(grep '^summary:' "$tmp/out" | cut -c10-80)
    judge=$(judge_time "$n" "$file")
    printf '%-30s %6s %6s %7s %4s  %-7s %-9s %s\n' "$label" "$wall" "$cpu" \
        "$((kb / 1024))" "$status" "$before" "$judge" "$summary"
}

# judge_time N FILE: the z3 judge's wall time, or "over S s".
judge_time() {
    local cap=$((limit * 6)) start status=0
    start=$(date +%s.%N)
    timeout "$cap" /usr/bin/python3 "$oracle" "$2" "$1" > /dev/null 2>&1 ||
        status=$?
    if [ "$status" -eq 124 ]; then
        printf 'over %ss' "$cap"
    else
        awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", e - s }'
    fi
}

printf 'check --time-limit %s, %s\n' "$limit" "$(nproc) processors"
printf '%-30s %6s %6s %7s %4s  %-7s %-9s %s\n' case "wall s" "cpu s" \
    "peak MB" exit before "z3 judge" summary
run_case 40 "$data/header_only_n40.cnf" "50 s" "p cnf 1600 0 at N=40"
run_case 40 "$tmp/n41.cnf" ">50 s" "the N=41 reference at N=40"
run_case 60 "$tmp/n61.cnf" ">10 min" "the N=61 reference at N=60"
run_case 40 "$tmp/n40_random.cnf" ">55 s" "N=40 + 30,000 random binary"
run_case 150 "$data/tiny_at_n150.cnf" ">50 s" "34 bytes at N=150"
