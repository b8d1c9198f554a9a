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
# rerun here: some ran for over ten minutes).
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

die() {
    echo "check_budget_bench.sh: $*" >&2
    exit 1
}
[ -x "$gen" ] || die "$gen is not an executable file (build it first)"
[ -x /usr/bin/time ] || die "/usr/bin/time is needed (apt install time)"

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
    local summary
    summary=$(grep '^summary:' "$tmp/out" | cut -c10-90)
    printf '%-34s %7s %7s %8s %6s  %-8s %s\n' "$label" "$wall" "$cpu" \
        "$((kb / 1024))" "$status" "$before" "$summary"
}

printf 'check --time-limit %s, %s\n' "$limit" "$(nproc) processors"
printf '%-34s %7s %7s %8s %6s  %-8s %s\n' case "wall s" "cpu s" "peak MB" \
    exit before summary
run_case 40 "$data/header_only_n40.cnf" "50 s" "p cnf 1600 0 at N=40"
run_case 40 "$tmp/n41.cnf" ">50 s" "the N=41 reference at N=40"
run_case 60 "$tmp/n61.cnf" ">10 min" "the N=61 reference at N=60"
run_case 40 "$tmp/n40_random.cnf" ">55 s" "N=40 + 30,000 random binary"
run_case 150 "$data/tiny_at_n150.cnf" ">50 s" "34 bytes at N=150"
