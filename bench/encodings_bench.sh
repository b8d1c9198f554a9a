#!/usr/bin/env bash
# Encodings benchmark: what each at-most-one encoding costs and buys.
#
# What it measures, for the README:
#   (a) the size of the CNF per encoding for N = 8, 100 and 1000, as
#       `nqueens-cnf stats N --encoding E` computes it (the same numbers
#       the header states; the unit and end-to-end tests hold them to the
#       file);
#   (b) the wall time to find one solution per encoding for N = 50, 100
#       and 200, two ways: `nqueens-cnf solve N --encoding E` (PicoSAT
#       in-process, the clauses handed over without text) and
#       `nqueens-cnf N --encoding E | cadical -q` (generation, parsing and
#       solving, as a user runs it; generation overlaps the parsing and
#       is a small part of it).
# Why both solvers: the encodings trade clauses for auxiliary variables
# and propagation strength, and which trade pays depends on the solver
# (PicoSAT is a plain CDCL solver; CaDiCaL preprocesses and inprocesses).
#
# Both solvers are deterministic, so a rerun repeats the same search and
# one run per cell suffices; but the search path of a single instance is
# luck as much as merit: a neighbouring N can reorder the table. Read the
# times as orders of magnitude. Every answer is checked, outside the
# timing: the model each solver prints (`solve --model`, CaDiCaL's "v"
# lines) must pass `nqueens-cnf decode`; a wrong answer makes the script
# exit 1. Slow is never a failure: a run past the time limit is shown as
# "> LIMIT s".
#
# Usage: bench/encodings_bench.sh [PATH-TO-nqueens-cnf] [LIMIT-SECONDS]
#   defaults: ../build/nqueens-cnf relative to this script, LIMIT = 600.
set -euo pipefail
export LC_ALL=C # decimal points, not commas, in EPOCHREALTIME and printf

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
limit=${2:-600}

encodings=(pairwise sequential ladder bitwise commander product)
size_ns=(8 100 1000)
solve_ns=(50 100 200)

die() {
    echo "encodings_bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
[[ $limit =~ ^[1-9][0-9]*$ ]] || die "LIMIT must be a positive whole number of seconds, not '$limit'"
command -v cadical > /dev/null 2>&1 ||
    die "cadical not found; install the Debian package 'cadical'"
command -v timeout > /dev/null 2>&1 || die "timeout (coreutils) not found"

work=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-encodings.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

stamp() {
    if [[ -n ${EPOCHREALTIME:-} ]]; then
        _t=$EPOCHREALTIME
    else
        _t=$(date +%s.%N)
    fi
}

seconds_between() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'
}

# 1234567 -> 1,234,567: the sizes span seven orders of magnitude.
grouped() {
    local s=$1 out=""
    while ((${#s} > 3)); do
        out=",${s: -3}$out"
        s=${s:0:${#s}-3}
    done
    printf '%s%s' "$s" "$out"
}

stat_of() { # KEY FILE
    awk -v key="$1" '$1 == key { print $2 }' "$2"
}

# --- (a) sizes ----------------------------------------------------------
echo "## Size of the CNF per encoding"
echo
header="| encoding |"
rule="|---|"
for n in "${size_ns[@]}"; do
    header+=" N=$n variables | N=$n clauses |"
    rule+="---:|---:|"
done
echo "$header"
echo "$rule"
for e in "${encodings[@]}"; do
    row="| $e |"
    for n in "${size_ns[@]}"; do
        "$gen" stats "$n" --encoding "$e" > "$work/stats" ||
            die "'$gen stats $n --encoding $e' failed"
        row+=" $(grouped "$(stat_of variables "$work/stats")") |"
        row+=" $(grouped "$(stat_of clauses "$work/stats")") |"
    done
    echo "$row"
done
echo

# --- (b) time to one solution -------------------------------------------
# time_picosat N E / time_cadical N E: set `cell` to the seconds taken (or
# "> LIMIT s") and `seconds` to a number for ranking (LIMIT+1 on timeout).
time_picosat() {
    local rc=0 t0
    stamp; t0=$_t
    timeout "$limit" "$gen" solve "$1" --encoding "$2" --model > "$work/solve.out" 2>&1 || rc=$?
    stamp
    if ((rc == 124)); then
        cell="> $limit s"; seconds=$((limit + 1)); return
    fi
    # 10, as SAT solvers answer: a solution, whose model must decode.
    ((rc == 10)) || { cat "$work/solve.out" >&2; die "solve $1 --encoding $2: exit $rc, expected 10"; }
    "$gen" decode "$1" --quiet < "$work/solve.out" ||
        die "solve $1 --encoding $2 found no valid solution"
    seconds=$(seconds_between "$t0" "$_t")
    cell=$seconds
}

time_cadical() {
    local rc t0
    stamp; t0=$_t
    set +e
    "$gen" "$1" --encoding "$2" 2> /dev/null | timeout "$limit" cadical -q > "$work/cadical.out" 2>&1
    rc=${PIPESTATUS[1]}
    set -e
    stamp
    if ((rc == 124)); then
        cell="> $limit s"; seconds=$((limit + 1)); return
    fi
    ((rc == 10)) || die "$gen $1 --encoding $2 | cadical -q: exit $rc, expected 10"
    "$gen" decode "$1" --quiet < "$work/cadical.out" ||
        die "cadical's model of N=$1 --encoding $2 is not a solution"
    seconds=$(seconds_between "$t0" "$_t")
    cell=$seconds
}

declare -A best_seconds best_name
echo "## Seconds to find one solution"
echo
header="| encoding |"
rule="|---|"
for solver in picosat cadical; do
    for n in "${solve_ns[@]}"; do
        header+=" $solver N=$n |"
        rule+="---:|"
    done
done
echo "$header"
echo "$rule"
for e in "${encodings[@]}"; do
    row="| $e |"
    for solver in picosat cadical; do
        for n in "${solve_ns[@]}"; do
            "time_$solver" "$n" "$e"
            row+=" $cell |"
            key=$solver.$n
            if [[ -z ${best_seconds[$key]:-} ]] ||
                awk -v a="$seconds" -v b="${best_seconds[$key]}" 'BEGIN { exit !(a < b) }'; then
                best_seconds[$key]=$seconds
                best_name[$key]=$e
            fi
        done
    done
    echo "$row"
done
echo
echo "Fastest (one run each; see the caveat at the top of the script):"
for solver in picosat cadical; do
    line="- $solver:"
    for n in "${solve_ns[@]}"; do
        line+=" N=$n ${best_name[$solver.$n]} (${best_seconds[$solver.$n]} s);"
    done
    echo "${line%;}"
done
echo
echo "Machine: $(nproc 2> /dev/null || echo '?') processors, load average $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || echo '?'), $("$gen" --version 2> /dev/null | head -n 1), $(cadical --version 2> /dev/null | head -n 1 | sed 's/^/cadical /')"
