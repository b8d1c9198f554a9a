#!/usr/bin/env bash
# The estimate against the count it estimates, in wall time.
#
# `count N` prints a note with its estimated time before a long count,
# and `count N --estimate` prints the estimate alone. Its CPU time on one
# thread is held to a real count by the test suite (test_estimate_time,
# in CPU time, which another job cannot stretch); the wall time, which
# spreads that work over the threads and reads the machine's load from
# the calibration, depends on how busy the machine is while both run, so
# it is measured here, side by side: for each N the estimate, then the
# count, on every processor and on one thread, and the ratio of the two.
# Run it on an idle machine (it prints the load average).
#
# Usage: bench/estimate_bench.sh [PATH-TO-nqueens-cnf] [N...]
#   defaults: ../build/nqueens-cnf relative to this script, N = 13 14 15.
set -euo pipefail
export LC_ALL=C

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
shift || :
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(13 14 15)
[ -x "$gen" ] || { echo "estimate_bench: $gen is not executable" >&2; exit 2; }

# estimated seconds: the first figure of the "time" line, in seconds
estimated() {
    "$gen" count "$@" --estimate | awk '$1 == "time" {
        v = $3; u = $4
        if (u == "min") { v *= 60; if ($6 == "s") v += $5 }
        else if (u == "h") v *= 3600
        print v; exit }'
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) processors"
printf '%-4s %-9s %12s %12s %8s\n' N threads estimated measured ratio
for n in "${sizes[@]}"; do
    for threads in 0 1; do
        options=(); [ "$threads" = 0 ] || options=(--threads "$threads")
        guess=$(estimated "$n" "${options[@]}")
        start=$EPOCHREALTIME
        "$gen" count "$n" --no-progress "${options[@]}" > /dev/null
        took=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { print b - a }')
        printf '%-4s %-9s %11.2fs %11.2fs %8.2f\n' "$n" \
            "$([ "$threads" = 0 ] && echo all || echo "$threads")" \
            "$guess" "$took" "$(awk -v g="$guess" -v t="$took" 'BEGIN { print g / t }')"
    done
done
