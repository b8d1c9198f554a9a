#!/bin/sh
# End-to-end: SMT-LIB text built to be huge or deep for its size must get
# a clear refusal or a correct verdict, never a signal.
#
# Each case is a file that crashed check and decode --cnf with a stack
# overflow in the translation (distinct over 300 names, =, => or xor with
# tens of thousands of arguments, a chain of 50,000 define-funs), or one
# built to cost exponential time in few bytes. The files are made by
# tests/data/hostile/smt2/generate.sh at test time, since the largest
# are megabytes of one pattern. Those that are a board's file carry the
# command's own 4-queens file with the hostile assert appended, so that
# the verdict is decided by the board: helpers chained by xor, = or =>
# leave its 2 solutions (accepted, exit 0), a chain that makes two
# squares of one row equal or the parity of the 4 queens odd leaves none
# (rejected, exit 1); z3 says the same on small copies. Every run is held
# to a generous timeout (several times the measured figure, which is at
# most seconds): the point is that it ends, not how fast. Runs through
# check, decode --cnf and check --generator; the sanitizer suite runs
# this script again under ASan and UBSan, where a stack overflow or a
# leak is caught even when it does not kill the program.
#
# Usage: sh tests/e2e_hostile_smt2.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
# ctest-label: slow
set -u
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_hostile_smt2.sh nqueens-cnf tests/data}
make_case="sh $data/hostile/smt2/generate.sh"

need_tool timeout coreutils || { finish; exit; }
need_tool z3 z3 || { finish; exit; }

"$gen" 4 --format smt2 -o "$tmp/board.smt2" || not_ok "writing the 4-queens file"
printf 's SATISFIABLE\nv -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0\n' \
    > "$tmp/answer"

# whole NAME CASE...: a file of its own; tail NAME CASE...: the board's
# file with the case appended.
whole() {
    name=$1; shift
    $make_case "$@" > "$tmp/$name.smt2" || not_ok "$name: generate.sh $*"
}
tail_of_board() {
    name=$1; shift
    { cat "$tmp/board.smt2"; $make_case "$@"; } > "$tmp/$name.smt2" ||
        not_ok "$name: generate.sh $*"
}

# expect WHAT STATUS WORDS -- COMMAND...: COMMAND ends by itself within
# the timeout with exit STATUS, and its output holds WORDS (a grep -E).
expect() {
    what=$1 status=$2 words=$3; shift 4
    rc=0
    timeout -k 5 300 "$@" > "$tmp/out" 2>&1 || rc=$?
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        not_ok "$what: still running after 300 s"
    elif [ "$rc" -gt 128 ]; then
        not_ok "$what: killed by signal $((rc - 128))"; show "$tmp/out"
    elif [ "$rc" -ne "$status" ]; then
        not_ok "$what: exit $rc, expected $status"; show "$tmp/out"
    elif ! grep -Eq -- "$words" "$tmp/out"; then
        not_ok "$what: no '$words' in the output"; show "$tmp/out"
    else
        ok "$what: exit $rc, '$words'"
    fi
}

# check_and_decode NAME STATUS WORDS DECODE_STATUS DECODE_WORDS
check_and_decode() {
    expect "check 4 $1" "$2" "$3" -- "$gen" check --time-limit 0 4 "$tmp/$1.smt2"
    expect "decode --cnf $1" "$4" "$5" -- \
        "$gen" decode 4 "$tmp/answer" --cnf "$tmp/$1.smt2"
}

deep='nested deeper than 4000 terms'
solved='Q|♛'

# The issue's 9 KB file: read through, then refused for its names (v0
# .. v99 read as squares of a 10 x 10 board), as any file named so.
whole distinct_300 distinct 300
check_and_decode distinct_300 1 'board of 10 x 10' 1 'board of 10 x 10'
# Over helpers after a board: 44,850 pairs, unsatisfiable (Bool has two
# values), so no board is left.
tail_of_board distinct_tail_300 distinct-tail 300
check_and_decode distinct_tail_300 1 'summary: not equivalent' 0 "$solved"
# Quadratic beyond reason: refused before anything is built.
whole distinct_3000 distinct 3000
check_and_decode distinct_3000 1 '4498500 pairs, too many' 1 '4498500 pairs'

tail_of_board eq_20000 eq-tail 20000
check_and_decode eq_20000 0 'summary: equivalent' 0 "$solved"
tail_of_board eq_differ_20000 eq-differ 20000
check_and_decode eq_differ_20000 1 'summary: not equivalent' 0 "$solved"
tail_of_board imp_50000 imp-tail 50000
check_and_decode imp_50000 0 'summary: equivalent' 0 "$solved"
# The checker's own work on 20,000 helpers' Tseitin clauses takes
# seconds, beyond its time limit under the sanitizers: check judges 5,000,
# decode --cnf reads 20,000 (the same reader).
tail_of_board xor_5000 xor-tail 5000
check_and_decode xor_5000 0 'summary: equivalent' 0 "$solved"
tail_of_board xor_20000 xor-tail 20000
expect "decode --cnf xor_20000" 0 "$solved" -- \
    "$gen" decode 4 "$tmp/answer" --cnf "$tmp/xor_20000.smt2"
# 5,008 squares in one xor: the parity of 4 queens, always even.
tail_of_board xor_board_313 xor-board 313
check_and_decode xor_board_313 1 'summary: not equivalent' 0 "$solved"
tail_of_board not_xor_board_313 not-xor-board 313
check_and_decode not_xor_board_313 0 'summary: equivalent' 0 "$solved"

for op in and or not; do
    whole "define_chain_$op" define-chain "$op" 50000
    check_and_decode "define_chain_$op" 1 "4003:27: .*$deep" 1 \
        "define_chain_$op.smt2:4003:27: .*$deep"
done
# Just within the limit: read through, the chain's stack and all.
tail_of_board not_chain_3999 not-chain-tail 3999
check_and_decode not_chain_3999 0 'summary: equivalent' 0 "$solved"
whole let_doubling_900 let-doubling 900
check_and_decode let_doubling_900 1 'too large to write as clauses' 1 \
    'too large to write as clauses'
whole true_doubling_100 true-doubling 100
check_and_decode true_doubling_100 1 'too large to write as clauses' 1 \
    'too large to write as clauses'

# A student's program printing such text: its N is judged.
through_generator() {
    expect "check --generator 'cat $1' --range 4..4" "$2" "$3" -- \
        "$gen" check --time-limit 0 --generator "test {n} = 4 && cat $tmp/$1.smt2" --range 4..4
}
through_generator define_chain_and 1 "$deep"
# (smaller: a generator's N has a time limit, and the sanitizers' build
# is slow)
tail_of_board xor_2000 xor-tail 2000
through_generator xor_2000 0 'N=4: equivalent'

# z3 on small copies agrees with check's verdicts (z3's last answer:
# the board's file asks once before the case is appended).
for case in "eq-differ 30:unsat" "eq-tail 30:sat" "xor-tail 30:sat" \
            "xor-board 3:unsat" "not-xor-board 3:sat" "distinct-tail 3:unsat" \
            "imp-tail 30:sat"; do
    tail_of_board small ${case%%:*}
    echo '(check-sat)' >> "$tmp/small.smt2"
    answer=$(timeout 600 z3 "$tmp/small.smt2" 2>&1 | grep -Ex 'sat|unsat' | tail -n 1)
    if [ "$answer" = "${case##*:}" ]; then
        ok "z3: $answer for ${case%%:*}"
    else
        not_ok "z3: '$answer' for ${case%%:*}, expected ${case##*:}"
    fi
    if [ "$answer" = sat ]; then
        expect "check 4 (${case%%:*}), sat for z3" 0 'summary: equivalent' -- \
            "$gen" check --time-limit 0 4 "$tmp/small.smt2"
    else
        expect "check 4 (${case%%:*}), unsat for z3" 1 'summary: not equivalent' -- \
            "$gen" check --time-limit 0 4 "$tmp/small.smt2"
    fi
done
finish
