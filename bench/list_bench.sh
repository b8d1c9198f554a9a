#!/usr/bin/env bash
# Listing benchmark: `solve N --all` beside `count N`, N = 12..14, and
# beside picosat --all and a plain backtracking lister.
#
# What it measures: the time of listing every N-Queens solution against
# counting them, side by side in one run on one machine, so the ratio is
# what listing costs beyond counting (the goal: `solve N --all` within
# 1.3x of `count N` for N = 12..14). Both solve one board per symmetry
# class (the symmetry-breaking clauses); count weighs it by its class
# size, listing prints its distinct images. `--sorted` and `--unique` get
# rows of their own. Wall time is what the goal speaks of; CPU time (user
# and system, every thread) is what the work took, and says more on a
# machine others load too. The commands of one N take turns, REPEAT
# rounds of them (default 3), and each figure is the best of its rounds:
# a burst of someone else's load hits one round of every command rather
# than every round of one.
# `picosat --all` enumerates the 12-queens CNF that `nqueens-cnf 12`
# writes on one instance (about a minute: run once, when picosat is
# installed and PICOSAT is not "no"); bench/backtrack_list.c (compiled
# here with cc -O2) is what a user would otherwise write. Output goes to
# /dev/null except for the line counts, which are checked against OEIS
# A000170 and A002562 (the suite's oracle, tests/oracle.py) in runs of
# their own, untimed (a wrong count makes the script exit 1).
#
# Usage: [PICOSAT=no] bench/list_bench.sh [PATH-TO-nqueens-cnf] [REPEAT]
set -euo pipefail
export LC_ALL=C

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
repeat=${2:-3}

die() {
    echo "list_bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] ||
    die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
[[ $repeat =~ ^[1-9][0-9]*$ ]] ||
    die "REPEAT must be a whole number from 1, not '$repeat'"
command -v cc > /dev/null || die "no C compiler (cc) for backtrack_list.c"
oracle=$script_dir/../tests/oracle.py
declare -A all classes
for n in 12 13 14; do
    all[$n]=$(python3 "$oracle" oeis A000170 "$n") &&
        classes[$n]=$(python3 "$oracle" oeis A002562 "$n") ||
        die "python3 cannot run $oracle for OEIS A000170 and A002562"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-list-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/backtrack_list" "$script_dir/backtrack_list.c" ||
    die "cannot compile backtrack_list.c"

# check EXPECTED FILTER COMMAND...: the command's output, once, untimed,
# must hold EXPECTED lines matching FILTER.
check() {
    local expected=$1 filter=$2 got
    shift 2
    got=$({ "$@" 2> /dev/null || true; } | grep -c -- "$filter" || true)
    [[ $got == "$expected" ]] ||
        die "'$*' gave $got lines matching '$filter', expected $expected"
}

# seconds COMMAND...: one run's wall time and CPU time (user + system,
# every thread), output to /dev/null, into `wall` and `cpu`. CPU time is
# what the work took, whatever else the machine ran meanwhile.
wall= cpu=
seconds() {
    local times
    times=$({
        TIMEFORMAT='%R %U %S'
        time "$@" > /dev/null 2>&1
    } 2>&1) || true
    wall=${times%% *}
    cpu=$(echo "$times" | awk '{ printf "%.3f", $2 + $3 }')
}

# lower A B: the smaller of two times (A may be empty).
lower() {
    if [[ -z $1 ]] || awk -v a="$2" -v b="$1" 'BEGIN { exit !(a < b) }'; then
        echo "$2"
    else
        echo "$1"
    fi
}

# best_of LABEL COMMAND...: one more round of LABEL, its best times kept
# in best_wall[LABEL] and best_cpu[LABEL].
declare -A best_wall best_cpu
best_of() {
    local label=$1
    shift
    seconds "$@"
    best_wall[$label]=$(lower "${best_wall[$label]:-}" "$wall")
    best_cpu[$label]=$(lower "${best_cpu[$label]:-}" "$cpu")
}

# row LABEL [BASE]: the best times of LABEL, and their ratios to BASE's.
row() {
    local label=$1 base=${2:-$1}
    printf '| %-44s | %8s s | %7s | %8s s | %7s |\n' "$label" \
        "${best_wall[$label]}" \
        "$(awk -v a="${best_wall[$label]}" -v b="${best_wall[$base]}" \
            'BEGIN { printf "%.2f", a / b }')" \
        "${best_cpu[$label]}" \
        "$(awk -v a="${best_cpu[$label]}" -v b="${best_cpu[$base]}" \
            'BEGIN { printf "%.2f", a / b }')"
}

for n in 12 13 14; do
    check 1 "^${all[$n]}\$" "$gen" count "$n"
    check "${all[$n]}" '^solution' "$gen" solve "$n" --all
    check "${all[$n]}" '^v' "$gen" solve "$n" --all --sorted --model
    check "${classes[$n]}" '^solution' "$gen" solve "$n" --all --unique
done
check "${all[12]}" ' ' "$work/backtrack_list" 12
picosat=
if [[ ${PICOSAT:-} != no ]] && command -v picosat > /dev/null; then
    picosat=yes
    "$gen" 12 > "$work/queens_12.cnf"
    check "${all[12]}" "^s SATISFIABLE" picosat --all "$work/queens_12.cnf"
fi

echo "nqueens-cnf: $gen ($(nproc) processors," \
    "load $(cut -d' ' -f1-3 /proc/loadavg), best of $repeat rounds)"
echo
printf '| %-44s | %10s | %7s | %10s | %7s |\n' command "wall time" "x count" \
    "CPU time" "x count"
printf '|%s|%s|%s|%s|%s|\n' "----------------------------------------------" \
    "-----------:" "--------:" "-----------:" "--------:"
for n in 12 13 14; do
    for ((i = 0; i < repeat; i++)); do
        best_of "count $n" "$gen" count "$n"
        best_of "solve $n --all" "$gen" solve "$n" --all
        best_of "solve $n --all --sorted" "$gen" solve "$n" --all --sorted
        best_of "solve $n --all --unique" "$gen" solve "$n" --all --unique
    done
    row "count $n"
    row "solve $n --all" "count $n"
    row "solve $n --all --sorted" "count $n"
    row "solve $n --all --unique" "count $n"
done
for ((i = 0; i < repeat; i++)); do
    best_of "backtrack_list 12 (plain C, bench/)" "$work/backtrack_list" 12
done
row "backtrack_list 12 (plain C, bench/)" "count 12"
if [[ -n $picosat ]]; then
    best_of "picosat --all, the 12-queens CNF (once)" \
        picosat --all "$work/queens_12.cnf"
    row "picosat --all, the 12-queens CNF (once)" "count 12"
else
    echo "(picosat left out: PICOSAT=no, or not installed)"
fi
