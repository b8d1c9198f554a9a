#!/bin/sh
# generate.sh CASE [COUNT] - hostile SMT-LIB text, written to stdout.
#
# Small files that stood for huge or deep formulas and crashed the
# reader (a stack overflow in the translation) are made here at test
# time rather than committed: the largest are megabytes of one pattern.
# tests/e2e_hostile_smt2.sh runs each through check, decode --cnf and
# check --generator and says what each must give. Cases marked "tail"
# declare helpers only (names with three numbers, never squares) and are
# appended to the command's own 4-queens file, so that a verdict is
# about the board; the others are whole files.
#
#   distinct COUNT      whole: (distinct v0 ... v<COUNT-1>), the issue's
#                       9 KB file at 300
#   distinct-tail COUNT tail: the same over helpers
#   OP-tail COUNT       tail, OP one of eq imp xor: (= h0 ... x0y1),
#                       (=> h0 ... x0y0), (xor h0 ...) over COUNT helpers
#   eq-differ COUNT     tail: (= x0y1 h0 ... x0y2): two squares of row 0
#                       made equal through the chain, so no board is left
#   xor-board REPS      tail: the xor of the 16 squares, listed REPS
#   not-xor-board REPS  times (odd: the parity of the 4 queens, false)
#   define-chain OP COUNT   whole: d_i = (OP d_{i-1} b), or (not d_{i-1})
#                       for OP not; (assert d_last)
#   not-chain-tail COUNT    tail: d_i = (not d_{i-1}) from h0_0_0,
#                       asserted (or d_last h0_0_0)
#   let-doubling DEPTH  whole: (let ((a1 (and a0 a0))) ...) DEPTH deep, a
#                       formula of 2^DEPTH leaves in a few kilobytes
#   true-doubling DEPTH whole: t_i = (and t_{i-1} t_{i-1}) from true:
#                       2^DEPTH visits that write no literal at all
set -eu
case=${1:?usage: generate.sh CASE [COUNT]}
count=${2:-0}

helpers() { # declare h<i>_0_0 for i < $1
    awk -v k="$1" 'BEGIN { for (i = 0; i < k; i++)
        printf "(declare-const h%d_0_0 Bool)\n", i }'
}

# (OP FIRST h0_0_0 ... h<k-1>_0_0 LAST) on one line
chain() {
    awk -v op="$1" -v first="$2" -v k="$3" -v last="$4" 'BEGIN {
        printf "(assert (%s%s", op, first == "" ? "" : " " first
        for (i = 0; i < k; i++) printf " h%d_0_0", i
        printf "%s))\n", last == "" ? "" : " " last }'
}

squares() { # the 16 squares of N = 4, $1 times over
    awk -v reps="$1" 'BEGIN { for (k = 0; k < reps; k++)
        for (r = 0; r < 4; r++) for (c = 0; c < 4; c++)
            printf " x%dy%d", r, c }'
}

case $case in
distinct)
    awk -v k="$count" 'BEGIN {
        for (i = 0; i < k; i++) printf "(declare-const v%d Bool)\n", i
        printf "(assert (distinct"
        for (i = 0; i < k; i++) printf " v%d", i
        print "))" }' ;;
distinct-tail) helpers "$count"; chain distinct "" "$count" "" ;;
eq-tail) helpers "$count"; chain = "" "$count" x0y1 ;;
eq-differ) helpers "$count"; chain = x0y1 "$count" x0y2 ;;
imp-tail) helpers "$count"; chain "=>" "" "$count" x0y0 ;;
xor-tail) helpers "$count"; chain xor "" "$count" "" ;;
xor-board) echo "(assert (xor$(squares "$count")))" ;;
not-xor-board) echo "(assert (not (xor$(squares "$count"))))" ;;
define-chain)
    op=$2
    count=${3:?define-chain OP COUNT}
    awk -v op="$op" -v k="$count" 'BEGIN {
        print "(declare-const a Bool)\n(declare-const b Bool)"
        print "(define-fun d0 () Bool a)"
        for (i = 1; i < k; i++)
            if (op == "not") printf "(define-fun d%d () Bool (not d%d))\n", i, i - 1
            else printf "(define-fun d%d () Bool (%s d%d b))\n", i, op, i - 1
        printf "(assert d%d)\n", k - 1 }' ;;
not-chain-tail)
    awk -v k="$count" 'BEGIN {
        print "(declare-const h0_0_0 Bool)\n(define-fun d0 () Bool h0_0_0)"
        for (i = 1; i < k; i++)
            printf "(define-fun d%d () Bool (not d%d))\n", i, i - 1
        printf "(assert (or d%d h0_0_0))\n", k - 1 }' ;;
let-doubling)
    awk -v k="$count" 'BEGIN {
        printf "(declare-const a0 Bool)\n(assert "
        for (i = 1; i <= k; i++)
            printf "(let ((a%d (and a%d a%d))) ", i, i - 1, i - 1
        printf "a%d", k
        for (i = 1; i <= k; i++) printf ")"
        print ")" }' ;;
true-doubling)
    awk -v k="$count" 'BEGIN {
        print "(define-fun t0 () Bool true)"
        for (i = 1; i <= k; i++)
            printf "(define-fun t%d () Bool (and t%d t%d))\n", i, i - 1, i - 1
        printf "(assert t%d)\n", k }' ;;
*)
    echo "generate.sh: no case '$case'" >&2
    exit 2 ;;
esac
