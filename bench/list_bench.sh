#!/usr/bin/env bash
# Listing benchmark: `solve N --all` beside `count N`, picosat --all and a
# plain backtracking lister.
#
# What it measures: the wall time of listing every N-Queens solution
# against counting them, in one run on one machine, so the ratio is what
# listing costs beyond counting (the goal: solve 12 --all within 1.5x of
# count 12, solve 13 --all --model within 2x). `solve --all` walks
# counting's sub-problems on its threads and prints every board;
# `picosat --all` enumerates the 12-queens CNF that `nqueens-cnf 12`
# writes on one instance; bench/backtrack_list.c (compiled here with cc
# -O2) is what a user would otherwise write. Output goes to /dev/null
# except for the line counts, which are checked against OEIS A000170
# in a run of its own, untimed (a wrong count makes the script exit 1);
# picosat's models are counted by its "s SATISFIABLE" lines. Each figure
# is the best of REPEAT runs (default 3; picosat, at about a minute, runs
# once): the machine may be shared.
#
# Usage: bench/list_bench.sh [PATH-TO-nqueens-cnf] [REPEAT]
set -euo pipefail
export LC_ALL=C

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
repeat=${2:-3}

die() {
    echo "list_bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
command -v picosat > /dev/null || die "picosat is not installed (Debian: apt-get install picosat)"
command -v cc > /dev/null || die "no C compiler (cc) for backtrack_list.c"

work=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-list-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/backtrack_list" "$script_dir/backtrack_list.c" ||
    die "cannot compile backtrack_list.c"
"$gen" 12 > "$work/queens_12.cnf"

# check EXPECTED FILTER COMMAND...: the command's output, once, untimed,
# must hold EXPECTED lines matching FILTER.
check() {
    local expected=$1 filter=$2 got
    shift 2
    got=$({ "$@" 2> /dev/null || true; } | grep -c -- "$filter" || true)
    [[ $got == "$expected" ]] || die "'$*' gave $got lines matching '$filter', expected $expected"
}

# timed RUNS COMMAND...: the best wall time of RUNS runs, output to
# /dev/null as the goal states it, into `best`.
best=
timed() {
    local runs=$1 t0 t1 elapsed
    shift
    best=
    for ((i = 0; i < runs; i++)); do
        t0=$EPOCHREALTIME
        "$@" > /dev/null 2>&1 || true
        t1=$EPOCHREALTIME
        elapsed=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
        if [[ -z $best ]] || awk -v a="$elapsed" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$elapsed
        fi
    done
}

row() { # LABEL [BASE]
    printf '| %-46s | %8s s |' "$1" "$best"
    if [[ -n ${2:-} ]]; then
        awk -v a="$best" -v b="$2" 'BEGIN { printf " %.2f |\n", a / b }'
    else
        echo " 1.00 |"
    fi
}

check 1 '^14200$' "$gen" count 12
check 14200 '^solution' "$gen" solve 12 --all
check 14200 '^v' "$gen" solve 12 --all --sorted --model
check 14200 ' ' "$work/backtrack_list" 12
check 14200 "^s SATISFIABLE" picosat --all "$work/queens_12.cnf"
check 1 '^73712$' "$gen" count 13
check 73712 '^v' "$gen" solve 13 --all --model

echo "nqueens-cnf: $gen ($(nproc) processors, best of $repeat; picosat once)"
echo
printf '| %-46s | %10s | %s |\n' command "wall time" "x count"
printf '|%s|%s|%s|\n' "------------------------------------------------" "------------" "------"
timed "$repeat" "$gen" count 12; count12=$best
row "nqueens-cnf count 12"
timed "$repeat" "$gen" solve 12 --all
row "nqueens-cnf solve 12 --all > /dev/null" "$count12"
timed "$repeat" "$gen" solve 12 --all --sorted --model
row "nqueens-cnf solve 12 --all --sorted --model" "$count12"
timed "$repeat" "$work/backtrack_list" 12
row "backtrack_list 12 (plain C, bench/)" "$count12"
timed 1 picosat --all "$work/queens_12.cnf"
row "picosat --all on the 12-queens CNF" "$count12"
timed "$repeat" "$gen" count 13; count13=$best
row "nqueens-cnf count 13"
timed "$repeat" "$gen" solve 13 --all --model
row "nqueens-cnf solve 13 --all --model > /dev/null" "$count13"
