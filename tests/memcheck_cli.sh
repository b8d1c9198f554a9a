#!/bin/sh
# Every subcommand of the command once under valgrind's memcheck, on the
# inputs the other tests use: a leak or a memory error in the command
# (which the unit tests do not run) fails here.
#
# Usage: sh tests/memcheck_cli.sh PATH-TO-nqueens-cnf DATA_DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: memcheck_cli.sh PATH-TO-nqueens-cnf DATA_DIR}

memcheck() { # expected-status label args...
    want=$1 label=$2
    shift 2
    rc=0
    valgrind --quiet --error-exitcode=99 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect \
        "$gen" "$@" > "$tmp/out" 2> "$tmp/err" < "$tmp/in" || rc=$?
    if [ "$rc" -eq "$want" ]; then
        ok "memcheck $label"
    else
        not_ok "memcheck $label: exit $rc (99 = valgrind found errors)"
        show "$tmp/err"
    fi
}

: > "$tmp/in"
memcheck 0 "generate -o" 12 -o "$tmp/q12.cnf"
memcheck 0 "generate commander with comments" 9 --encoding commander --comments
memcheck 0 "smt2 with symmetry breaking" 6 --format smt2 --symmetry-breaking
memcheck 0 "opb with a queen" 6 --format opb --queen 1,2
memcheck 0 "stats" stats 20 --encoding product
memcheck 10 "solve --all --svg" solve 6 --all --svg "$tmp/q6.svg"
memcheck 20 "solve with a core" solve 8 --queen 3,6 --queen 1,1 --queen 2,3
memcheck 0 "count --unique" count 8 --unique --threads 2
memcheck 0 "decode picosat --all" decode 6 "$data/transcripts/picosat_all_6.txt"
memcheck 1 "decode garbage" decode 4 "$data/transcripts/garbage.txt"
memcheck 0 "decode z3" decode 8 "$data/transcripts/z3_sat_8.txt"
memcheck 1 "check missing and wrong" check --time-limit 0 4 "$data/check/missing_and_wrong.cnf"
memcheck 0 "check identical" check --time-limit 0 4 "$data/handwritten_4.cnf"
memcheck 0 "explain" explain 5
memcheck 0 "decode --classes --svg" decode --classes --svg "$tmp/sheet.svg" 8 "$data/transcripts/picosat_all_8.txt"
memcheck 1 "check a file numbered from 0" check --time-limit 0 4 "$data/check/diagnosis/zero_based.cnf"
memcheck 1 "check an SMT-LIB file" check --time-limit 0 4 "$data/smt2/wrong_missing_diagonal_4.smt2"
memcheck 1 "check a compressed file" check --time-limit 0 4 "$data/check/diagnosis/compressed.cnf.gz"
memcheck 2 "usage error" 8 --queen 1,1 --queen 2,2
memcheck 2 "a mistyped command" slove 8
memcheck 2 "an option of another command" 8 --svg "$tmp/q.svg"
memcheck 0 "help of a command" help count
memcheck 0 "the man page" help --man
memcheck 0 "the completion script" completion bash
memcheck 0 "count a shard, with the progress line" count 9 --shard 2/3 --progress
memcheck 0 "count --estimate" count 11 --estimate
memcheck 10 "solve --all a shard, sorted, with the progress line" solve 7 --all --sorted --shard 1/2 --progress
memcheck 0 "generate -o with the progress line" 30 --progress -o "$tmp/q30.cnf"
finish
