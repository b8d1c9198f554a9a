#!/bin/sh
# e2e_hostile_check.sh - check ends on time whatever the file (issue 25).
#
# Files that once kept `check` busy for a minute to ten minutes (see
# tests/data/hostile/check/README.md) are checked with --time-limit 2:
# each must end with its outcome, and within a bound of CPU time many
# times the limit, so that the test holds on a machine busy with other
# work; no assertion rests on the wall clock. Two small wordings of the
# same issue close it: a file cut in the middle of a clause, and the
# literal -9223372036854775808 quoted exactly.
#
# Usage: sh tests/e2e_hostile_check.sh PATH-TO-nqueens-cnf
. "$(dirname "$0")/e2e_lib.sh" "$@"

data=$(cd "$(dirname "$0")/data/hostile/check" && pwd)
sh "$data/make_large.sh" "$gen" "$tmp"

# A report's first bytes: a JSON report is one line of megabytes.
show_short() { head -c 600 "$1"; echo; }

# bounded NAME BOUND EXITS N FILE [OPTIONS]: checks FILE at N with
# --time-limit 2 and OPTIONS; the exit status must be one of EXITS
# ("1 3") and the run must use at most BOUND seconds of CPU time (ten
# times the limit or more: the limit is wall time, and the CPU used is
# what a loaded machine cannot stretch).
bounded() {
    name=$1 bound=$2 exits=$3 n=$4 file=$5
    shift 5
    status=0
    cpu_seconds "$tmp/cpu" "$gen" check --time-limit 2 "$@" "$n" "$file" \
        > "$tmp/out" 2>&1 || status=$?
    took=$(cat "$tmp/cpu")
    case " $exits " in
    *" $status "*) ok "$name: exit $status" ;;
    *) not_ok "$name: exit $status, expected one of: $exits"; show_short "$tmp/out" ;;
    esac
    if awk -v t="$took" -v b="$bound" 'BEGIN { exit !(t <= b) }'; then
        ok "$name: ${took} s of CPU (bound ${bound} s)"
    else not_ok "$name: ${took} s of CPU, beyond ${bound} s"; fi
}

bounded "header only at N=40" 20 "1" 40 "$data/header_only_n40.cnf"
bounded "N=41 checked as 40" 20 "1 3" 40 "$tmp/n41.cnf"
bounded "N=61 checked as 60" 30 "1 3" 60 "$tmp/n61.cnf"
bounded "reference and 30,000 random clauses" 20 "1" 40 "$tmp/n40_random.cnf"
bounded "34 bytes at N=150" 40 "1 3" 150 "$data/tiny_at_n150.cnf"
bounded "N=41 as 40, JSON" 20 "1 3" 40 "$tmp/n41.cnf" --json
if grep -q "\"time_limit_reached\": true" "$tmp/out"; then
    ok "the JSON says the time limit was reached"
else not_ok "no \"time_limit_reached\": true in the JSON"; show_short "$tmp/out"; fi

# one_ms WHAT N FILE SAID: FILE checked at N with a limit of 1 ms, far
# too short for it: undecided, exit 3, the sentence SAID (which names the
# limit and how to give more), and in JSON time_limit_reached.
one_ms() {
    status=0
    "$gen" check --time-limit 0.001 "$2" "$3" > "$tmp/out" 2>&1 || status=$?
    if [ "$status" -eq 3 ] && grep -q -- "$4" "$tmp/out" &&
        grep -q -- "--time-limit S gives it longer" "$tmp/out"; then
        ok "$1: undecided, exit 3"
    else not_ok "$1: exit $status"; show "$tmp/out"; fi
    "$gen" check --json --time-limit 0.001 "$2" "$3" > "$tmp/out" 2>&1
    if grep -q '"verdict": "undecided", "exit_status": 3, "strict": false, "time_limit_reached": true' "$tmp/out"; then
        ok "$1, JSON: undecided, exit_status 3, time_limit_reached"
    else not_ok "$1, JSON"; show_short "$tmp/out"; fi
}
one_ms "a 1 ms limit" 40 "$tmp/n41.cnf" "undecided: the time limit of 0.001 s"
# The limit covers reading too: 84 MB cannot be read in 1 ms, and the
# file is undecided while it is read, before any reference is built.
"$gen" 150 -o "$tmp/q150.cnf"
one_ms "a 1 ms limit and 84 MB to read" 150 "$tmp/q150.cnf" \
    "^summary: undecided: the time limit of 0.001 s ran out while the file was read"
rm -f "$tmp/q150.cnf"

# No limit, and a limit that is not a number of seconds.
"$gen" 6 > "$tmp/six.cnf"
if "$gen" check --time-limit 0 6 "$tmp/six.cnf" > "$tmp/out" 2>&1 &&
    grep -q "^summary: identical" "$tmp/out"; then
    ok "--time-limit 0: no limit"
else not_ok "--time-limit 0"; show "$tmp/out"; fi
"$gen" check --time-limit -1 6 "$tmp/six.cnf" > "$tmp/out" 2>&1
status=$?
if [ "$status" -eq 2 ] && grep -q "nqueens-cnf: error: invalid value '-1' for option '--time-limit'" "$tmp/out"; then
    ok "--time-limit -1 is a usage error"
else not_ok "--time-limit -1: exit $status"; show "$tmp/out"; fi
# Only plain decimals are seconds: strtod alone would read each of these.
for value in " 5" "+5" "1e3" "0x10" "nan" "inf" "5 " "."; do
    for option in --time-limit --timeout; do
        status=0
        "$gen" check "$option" "$value" --generator 'cat six.cnf {n}' \
            --range 6 > "$tmp/out" 2>&1 || status=$?
        if [ "$status" -eq 2 ] &&
            grep -q "invalid value '$value' for option '$option'" "$tmp/out"; then
            ok "$option '$value' is a usage error"
        else not_ok "$option '$value': exit $status"; show "$tmp/out"; fi
    done
done

# The file stops in the middle of its first clause.
"$gen" check 4 "$data/cut_mid_clause_n4.cnf" > "$tmp/out" 2>&1
if grep -q "cut in the middle" "$tmp/out" &&
    ! grep -q "all of them the reference's" "$tmp/out"; then
    ok "a clause cut in the middle is not called the reference's"
else not_ok "cut in the middle of a clause"; show "$tmp/out"; fi

# The most negative 64-bit number, quoted as written.
"$gen" check --verbose 4 "$data/int64_min_n4.cnf" > "$tmp/out" 2>&1
if grep -q "literal -9223372036854775808 is beyond" "$tmp/out"; then
    ok "INT64_MIN quoted exactly"
else not_ok "INT64_MIN quoted"; show "$tmp/out"; fi

finish
