#!/usr/bin/env bash
# Throughput benchmark of nqueens-cnf.
#
# What it measures: the wall time of `nqueens-cnf N > /dev/null`, i.e. of
# producing the whole CNF, and the generator's peak memory. Why: the
# program's work is almost all in the DIMACS writer (the output of N = 300
# is 0.7 GB, of N = 1000 about 28 GB, nearly all "-a -b 0" pairs), so the
# writer is the hot loop and its speed is the program's speed. An absolute
# figure in MB/s says little across machines; the only honest yardstick is
# the cost of merely moving the same bytes, so each run of the generator is
# paired with a run of `cat FILE > /dev/null` over an identical file already
# in the page cache. The ratio generator / cat (median of the per-run
# ratios) is the number to watch: at or below 1.5 the generator costs about
# what copying its output costs, and is not the bottleneck of any pipeline
# that does something with the bytes. Runs alternate so that drift in the
# machine's speed affects both sides alike. Peak RSS must stay small and
# independent of N: it is measured again on N = 1000, stopping after 2 GB
# of output (the generator then dies of SIGPIPE, which is expected).
#
# This is a benchmark, not a test: it exits non-zero only on a real failure
# (no binary, bad arguments, a failed run, output of the wrong size), never
# for missing a target.
#
# Usage: bench/bench.sh [PATH-TO-nqueens-cnf] [N] [RUNS]
#   defaults: ../build/nqueens-cnf relative to this script, N=300, RUNS=7
set -euo pipefail
export LC_ALL=C # decimal points, not commas, in EPOCHREALTIME and printf

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
n=${2:-300}
runs=${3:-7}
big_n=1000
big_bytes=2000000000

die() {
    echo "bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
[[ $n =~ ^[1-9][0-9]*$ ]] || die "N must be a positive whole number, not '$n'"
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, not '$runs'"

work=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
cnf=$work/queens_$n.cnf

# GNU time gives the peak RSS; without it, wall times only.
gnu_time=/usr/bin/time
have_time=0
if [[ -x $gnu_time ]] && "$gnu_time" -f %M -o "$work/probe" true 2> /dev/null; then
    have_time=1
else
    echo "note: GNU time not found at $gnu_time; peak RSS will be reported as unknown"
fi

# Wall-clock stamps: bash's EPOCHREALTIME (no fork) or date.
stamp() {
    if [[ -n ${EPOCHREALTIME:-} ]]; then
        _t=$EPOCHREALTIME
    else
        _t=$(date +%s.%N)
    fi
}

# timed CMD...: runs CMD with stdout to /dev/null; sets `elapsed` (seconds)
# and `rss_kib` (peak RSS in KiB, empty if unknown). Both the generator and
# cat go through the same wrapper, so its overhead is shared alike.
timed() {
    local rc=0 t0 t1
    if ((have_time)); then
        stamp; t0=$_t
        "$gnu_time" -f %M -o "$work/time.txt" "$@" > /dev/null || rc=$?
        stamp; t1=$_t
        rss_kib=$(tail -n 1 "$work/time.txt")
    else
        stamp; t0=$_t
        "$@" > /dev/null || rc=$?
        stamp; t1=$_t
        rss_kib=
    fi
    elapsed=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }')
    return "$rc"
}

# median of the numbers given as arguments
median() {
    printf '%s\n' "$@" | sort -g | awk '
        { v[NR] = $1 }
        END {
            if (NR % 2) printf "%.6f", v[(NR + 1) / 2]
            else printf "%.6f", (v[NR / 2] + v[NR / 2 + 1]) / 2
        }'
}

# --- The reference file, and a check of its size.
expected=$("$gen" stats "$n" | awk '$1 == "bytes" { print $2 }') ||
    die "'$gen stats $n' failed"
[[ -n $expected ]] || die "'$gen stats $n' printed no bytes line"
"$gen" "$n" > "$cnf" || die "'$gen $n' failed"
actual=$(wc -c < "$cnf")
actual=${actual// /}
[[ $actual == "$expected" ]] ||
    die "output of N=$n is $actual bytes, but 'stats' says $expected"
cat "$cnf" > /dev/null # make sure it is all in the page cache

echo "nqueens-cnf: $gen"
echo "N=$n: $actual bytes (matches 'stats'), $runs runs each, alternating"

# --- Alternating runs.
gen_times=()
cat_times=()
ratios=()
peak_kib=
for ((i = 1; i <= runs; i++)); do
    timed "$gen" "$n" || die "run $i: '$gen $n' failed"
    g=$elapsed
    if [[ -n $rss_kib ]] && { [[ -z $peak_kib ]] || ((rss_kib > peak_kib)); }; then
        peak_kib=$rss_kib
    fi
    timed cat "$cnf" || die "run $i: 'cat $cnf' failed"
    c=$elapsed
    r=$(awk -v g="$g" -v c="$c" 'BEGIN { printf "%.6f", g / c }')
    gen_times+=("$g")
    cat_times+=("$c")
    ratios+=("$r")
    printf 'run %d: nqueens-cnf %.3f s  cat %.3f s  ratio %.2f\n' "$i" "$g" "$c" "$r"
done

gen_median=$(median "${gen_times[@]}")
cat_median=$(median "${cat_times[@]}")
ratio_median=$(median "${ratios[@]}")
mbps() { awk -v b="$actual" -v t="$1" 'BEGIN { printf "%.0f", b / t / 1e6 }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f MiB", k / 1024 }'; }
if [[ -n $peak_kib ]]; then peak=$(mib "$peak_kib"); else peak=unknown; fi

# --- Peak RSS on a large board, without writing its 28 GB anywhere.
big_peak=unknown
if ((have_time)); then
    # Only the generator is timed; head stops it after big_bytes, wc checks
    # that it really got that far. The generator's exit status (SIGPIPE) is
    # expected to be non-zero, so pipefail is off for this one pipeline.
    set +o pipefail
    got=$("$gnu_time" -f %M -o "$work/big_rss.txt" "$gen" "$big_n" 2> "$work/big.err" |
        head -c "$big_bytes" | wc -c)
    set -o pipefail
    got=${got// /}
    [[ $got == "$big_bytes" ]] ||
        die "N=$big_n produced only $got bytes, expected at least $big_bytes: $(head -c 300 "$work/big.err")"
    # On SIGPIPE GNU time first writes "Command terminated by signal 13".
    big_kib=$(tail -n 1 "$work/big_rss.txt")
    [[ $big_kib =~ ^[0-9]+$ ]] || die "could not read the peak RSS of N=$big_n: $(cat "$work/big_rss.txt")"
    big_peak=$(mib "$big_kib")
fi

echo
echo "N=$n: $actual bytes"
printf 'nqueens-cnf : median %.3f s  %5s MB/s  peak RSS %s\n' \
    "$gen_median" "$(mbps "$gen_median")" "$peak"
printf 'cat         : median %.3f s  %5s MB/s\n' "$cat_median" "$(mbps "$cat_median")"
printf 'ratio (nqueens-cnf / cat): %.2f (target <= 1.5)\n' "$ratio_median"
echo "N=$big_n (first 2 GB): peak RSS $big_peak (target < 32 MiB)"
