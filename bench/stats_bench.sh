#!/usr/bin/env bash
# Sizes benchmark: how long `nqueens-cnf stats` takes, for every option.
#
# What it measures: the wall time of one `nqueens-cnf stats N ...` run,
# the whole process (start-up included), best of RUNS runs, for
#   - each of the six encodings at N = 46340, the largest board, with and
#     without --symmetry-breaking; where the auxiliary variables of an
#     encoding would pass 2^31 - 1 at that N (every encoding but pairwise,
#     and pairwise with symmetry breaking), the largest N it accepts,
#     found here by bisection with `stats` itself and printed;
#   - `stats 2000 --queen 1,1`;
#   - the random instances (--random-blocks, --random-diagonals) at
#     N = 8000 and 20000, once each, and a fraction no pass reaches;
#   - `stats 1`, which has next to nothing to compute, and the system's
#     `true`: the cost of starting this program and any program;
# and, for scale, the generation of one smaller instance written to
# /dev/null next to its `stats`, whose byte count is checked against
# the real output (wc -c). Every size is computed in closed form, so the
# times are start-up plus well under a millisecond of arithmetic; on a
# loaded machine they are mostly waiting for a processor.
#
# Usage: bench/stats_bench.sh [PATH-TO-nqueens-cnf] [RUNS]
#   defaults: ../build/nqueens-cnf relative to this script, RUNS = 5.
set -euo pipefail
export LC_ALL=C # decimal points, not commas, in EPOCHREALTIME and printf

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
runs=${2:-5}

encodings=(pairwise sequential ladder bitwise commander product)
largest=46340

die() {
    echo "stats_bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a whole number from 1, not '$runs'"
"$gen" stats 8 > /dev/null 2>&1 || die "'$gen stats 8' failed: is the 'stats' subcommand there?"

# best_of PROGRAM ARGS...: the best of $runs runs of PROGRAM ARGS: wall
# time into `best`, processor time (user + system) into `cpu`, both in
# milliseconds from bash's `time`; the command must succeed.
best_of() {
    local times wall used TIMEFORMAT='%3R %3U %3S'
    best= cpu=
    for ((run = 0; run < runs; run++)); do
        times=$({ time "$@" > /dev/null 2>&1 || echo failed; } 2>&1)
        [[ $times != *failed* ]] || die "'$*' failed"
        read -r wall used <<< "$(awk '{ printf "%.0f %.0f", $1 * 1000, ($2 + $3) * 1000 }' <<< "$times")"
        if [[ -z $best ]] || ((wall < best)); then best=$wall; fi
        if [[ -z $cpu ]] || ((used < cpu)); then cpu=$used; fi
    done
}

best_ms() { best_of "$gen" "$@"; }

# largest_accepted ARGS...: the largest N <= 46340 that `stats N ARGS`
# accepts, into `accepted` (bisection: acceptance only shrinks with N).
largest_accepted() {
    local low=1 high=$largest middle
    while ((low < high)); do
        middle=$(((low + high + 1) / 2))
        if "$gen" stats "$middle" "$@" > /dev/null 2>&1; then
            low=$middle
        else
            high=$((middle - 1))
        fi
    done
    accepted=$low
}

field() { awk -v key="$1" '$1 == key { print $2 }'; }

echo "nqueens-cnf: $gen"
echo "machine:     $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || echo unknown)"
echo "each time:   the best of $runs runs of the whole process, wall clock and"
echo "             processor (user + system), in milliseconds"
echo
printf '%-45s %6s %6s\n' "" wall cpu
true_program=$(type -P true) || die "no external 'true' program to time start-up with"
best_of "$true_program"
printf '%-45s %6s %6s\n' "$true_program (starting any program)" "$best" "$cpu"
best_ms stats 1
printf '%-45s %6s %6s\n' "stats 1 (start-up, next to nothing to compute)" "$best" "$cpu"
echo
printf '%-11s %-20s %6s %18s %6s %6s\n' encoding options N bytes wall cpu
for encoding in "${encodings[@]}"; do
    for symmetry in "" --symmetry-breaking; do
        args=(--encoding "$encoding")
        [[ -n $symmetry ]] && args+=("$symmetry")
        largest_accepted "${args[@]}"
        note=""
        ((accepted == largest)) || note="  largest N accepted"
        bytes=$("$gen" stats "$accepted" "${args[@]}" | field bytes)
        best_ms stats "$accepted" "${args[@]}"
        printf '%-11s %-20s %6d %18s %6s %6s%s\n' "$encoding" \
            "${symmetry:--}" "$accepted" "$bytes" "$best" "$cpu" "$note"
    done
done
bytes=$("$gen" stats 2000 --queen 1,1 | field bytes)
best_ms stats 2000 --queen 1,1
printf '%-11s %-20s %6d %18s %6s %6s\n' pairwise "--queen 1,1" 2000 "$bytes" "$best" "$cpu"

# The random instances of the literature are drawn, not sized in closed
# form: Blocked n-Queens shuffles the N*N squares as the paper's
# generator does, so their time and memory are linear in the board. One
# run each (a 20000 board takes seconds), with the peak memory GNU time
# reports when it is installed.
echo
printf '%-45s %8s %8s %9s
' "random instance (one run)" wall cpu "peak MB"
peak_mb() {
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -f %M "$@" 2>&1 > /dev/null | tail -n 1 |
            awk '{ printf "%.0f", $1 / 1024 }'
    else
        echo -
    fi
}
runs_before=$runs
runs=1
for random in "8000 --random-blocks 0.5" "20000 --random-blocks 0.5" \
    "8000 --random-diagonals 8000" "20000 --random-diagonals 20000"; do
    read -ra random_args <<< "$random"
    best_ms stats "${random_args[@]}"
    printf '%-45s %8s %8s %9s\n' "stats $random" "$best" "$cpu" \
        "$(peak_mb "$gen" stats "${random_args[@]}")"
done
# a fraction no pass reaches is refused: timed as it fails
TIMEFORMAT='%3R'
refused=$({ time "$gen" stats 2000 --random-blocks 0.998 > /dev/null 2>&1 || true; } 2>&1)
printf '%-45s %8.0f %8s %9s\n' "stats 2000 --random-blocks 0.998 (refused)" \
    "$(awk -v s="$refused" 'BEGIN { print s * 1000 }')" - -
runs=$runs_before

# For scale: writing one instance against sizing it, and the size
# against the file.
echo
small=(1000 --encoding commander --queen 1000,1000)
stated=$("$gen" stats "${small[@]}" | field bytes)
written=$("$gen" "${small[@]}" | wc -c | tr -d ' ')
[[ $stated == "$written" ]] || die "stats says $stated bytes, the file has $written: ${small[*]}"
best_ms stats "${small[@]}"
sized=$best
runs_before=$runs
runs=1
best_ms "${small[@]}"
runs=$runs_before
ratio=$(awk -v a="$best" -v b="$sized" 'BEGIN { if (b > 0) printf "%.0f", a / b; else print "-" }')
printf 'nqueens-cnf %s: %s bytes, as wc -c counts the file\n' "${small[*]}" "$stated"
printf '  stats: %s ms; writing the file to /dev/null: %s ms (%sx)\n' "$sized" "$best" "$ratio"
