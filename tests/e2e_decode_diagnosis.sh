#!/bin/sh
# End-to-end test of what `nqueens-cnf decode` says when given the wrong
# thing: the CNF itself, minisat's standard output instead of its result
# file, an empty file, a model of another N. Each mistake is made here as
# a student makes it, with the solvers installed now (minisat's banner
# and the competition format's layout may change between versions), and
# must get exactly one line on stderr, the sentence below, nothing on
# stdout and exit status 1; the right input beside it must still draw
# its board. A missing solver is a failure naming its Debian package,
# not a skip.
#
# Usage: sh tests/e2e_decode_diagnosis.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

# said LABEL EXPECTED ARGS...: decode ARGS (stdin from $tmp/in, which
# may be /dev/null) prints nothing, exits 1 and says EXPECTED alone.
said() {
    label=$1 expected=$2
    shift 2
    rc=0
    "$gen" decode "$@" < "$tmp/in" > "$tmp/out" 2> "$tmp/err" || rc=$?
    printf 'nqueens-cnf: error: %s\n' "$expected" > "$tmp/want"
    if [ "$rc" -eq 1 ] && [ ! -s "$tmp/out" ] && cmp -s "$tmp/err" "$tmp/want"
    then
        ok "$label"
    else
        not_ok "$label: exit $rc, $(wc -l < "$tmp/out") lines on stdout," \
            "stderr:"
        show "$tmp/err"
        echo "    expected: $expected"
    fi
}

# draws LABEL N FILE: decode N FILE draws one solution and exits 0.
draws() {
    rc=0
    "$gen" decode "$2" "$3" > "$tmp/out" 2> "$tmp/err" || rc=$?
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] &&
        head -1 "$tmp/out" | grep -q '^solution 1 (line [0-9]*)$'; then
        ok "$1"
    else
        not_ok "$1: exit $rc"
        show "$tmp/err"
    fi
}

case $gen in /*) ;; *) gen=$(pwd)/$gen ;; esac
: > "$tmp/in"
cd "$tmp"
"$gen" 8 > q8.cnf
"$gen" 4 > q4.cnf

# The CNF itself, as a file and piped without a solver.
said "the N = 8 CNF itself" \
    "q8.cnf, line 1: this is a CNF, not a solver's answer: run a solver on it first, e.g. 'minisat q8.cnf q8.out', then 'nqueens-cnf decode 8 q8.out'" \
    8 q8.cnf
cp q8.cnf in
said "the N = 8 CNF piped without a solver" \
    "standard input, line 1: this is a CNF, not a solver's answer: put a solver in the pipe, e.g. 'nqueens-cnf 8 | cadical -q | nqueens-cnf decode 8'" \
    8
"$gen" 8 --comments > commented.cnf
said "a commented CNF, told at its header" \
    "commented.cnf, line $(grep -n '^p cnf' commented.cnf | cut -d: -f1): this is a CNF, not a solver's answer: run a solver on it first, e.g. 'minisat q8.cnf q8.out', then 'nqueens-cnf decode 8 q8.out'" \
    8 commented.cnf
: > in

# minisat: its standard output holds no model, its result file does.
minisat_report="this is minisat's report, which holds no model: minisat writes the model to the file named after the CNF on its command line ('minisat q8.cnf q8.out'); decode that file"
if need_tool minisat minisat; then
    rc=0
    minisat q8.cnf q8.out > q8.stdout 2>&1 || rc=$?
    if [ "$rc" -eq 10 ]; then
        said "minisat's standard output" "q8.stdout, line 1: $minisat_report" \
            8 q8.stdout
        draws "minisat's result file beside it" 8 q8.out
    else
        not_ok "minisat q8.cnf q8.out exited $rc, expected 10"
    fi
    rc=0
    minisat -verb=0 q8.cnf > quiet.stdout 2>&1 || rc=$?
    said "minisat -verb=0's standard output" \
        "quiet.stdout, line 1: $minisat_report" 8 quiet.stdout
    # without the FPU warning some machines print, from the banner on
    grep -v '^WARNING' q8.stdout > banner.stdout
    said "minisat's standard output without its warning" \
        "banner.stdout, line 1: $minisat_report" 8 banner.stdout
    grep -v '^WARNING' quiet.stdout > verdict.stdout
    said "minisat -verb=0's verdict alone" \
        "verdict.stdout, line 1: $minisat_report" 8 verdict.stdout

    # A 4-queens answer decoded at N = 8.
    minisat q4.cnf q4.out > /dev/null 2>&1 || true
    said "minisat's 4-queens answer at N = 8" \
        "q4.out, line 1: this answer is for N = 4 (16 variables), not 8: decode it with 'nqueens-cnf decode 4'" \
        8 q4.out
    draws "minisat's 4-queens answer at N = 4" 4 q4.out
fi

# The competition's solvers: the answer line is the model's line.
for solver in "cadical -q:cadical" "picosat:picosat" \
              "cryptominisat5 --verb 0:cryptominisat"; do
    command=${solver%%:*}
    package=${solver##*:}
    name=${command%% *}
    need_tool "$name" "$package" || continue
    # shellcheck disable=SC2086 # the command's options are words
    $command q4.cnf > "$name.out" 2> /dev/null || true
    line=$(grep -n '^s SATISFIABLE' "$name.out" | cut -d: -f1)
    said "$name's 4-queens answer at N = 8" \
        "$name.out, line $line: this answer is for N = 4 (16 variables), not 8: decode it with 'nqueens-cnf decode 4'" \
        8 "$name.out"
    said "$name's 4-queens answer at N = 6" \
        "$name.out, line $line: this answer is for N = 4 (16 variables), not 6: decode it with 'nqueens-cnf decode 4'" \
        6 "$name.out"
    draws "$name's 4-queens answer at N = 4" 4 "$name.out"
done

# z3 on the SMT-LIB form: its model names the squares x<r>y<c>, so the
# 4-queens model spans a 4 x 4 corner of the larger board. Run with
# -model as well, z3 prints the model a second time for the file's own
# (get-model): the board once, and one sentence for the repeat.
if need_tool z3 z3; then
    "$gen" 4 --format smt2 > q4.smt2
    z3 q4.smt2 > z3.out 2> /dev/null || true
    said "z3's 4-queens model at N = 8" \
        "z3.out, line 1: this answer is for N = 4 (16 variables), not 8: decode it with 'nqueens-cnf decode 4'" \
        8 z3.out
    draws "z3's 4-queens model at N = 4" 4 z3.out
    z3 -model q4.smt2 > z3twice.out 2> /dev/null || true
    rc=0
    "$gen" decode 4 z3twice.out > out 2> err || rc=$?
    second=$(grep -n '^(' z3twice.out | sed -n 2p | cut -d: -f1)
    if [ "$rc" -eq 1 ] && [ "$(grep -c '^solution' out)" -eq 1 ] &&
        [ "$(wc -l < err)" -eq 1 ] &&
        grep -q "z3twice.out, line $second: a second model with no 'sat' before it" err
    then
        ok "z3 -model on a file with (get-model): one board, one sentence"
    else
        not_ok "z3 -model twice: exit $rc, stdout and stderr:"
        show out
        show err
    fi
fi

# An encoding with auxiliary variables: its model runs past N*N, which is
# no other N whatever the count.
if need_tool cadical cadical; then
    "$gen" 8 --encoding sequential > seq8.cnf
    cadical -q seq8.cnf > seq8.out 2> /dev/null || true
    draws "an 8-queens answer with auxiliary variables" 8 seq8.out
fi

# Nothing at all.
: > empty.out
said "an empty file" \
    "empty.out: the input is empty: give decode the file a solver wrote its answer to, e.g. 'minisat q8.cnf q8.out', then 'nqueens-cnf decode 8 q8.out'" \
    8 empty.out
said "empty standard input" \
    "standard input: the input is empty: give decode the file a solver wrote its answer to, e.g. 'minisat q5.cnf q5.out', then 'nqueens-cnf decode 5 q5.out'" \
    5

# --quiet says nothing, with the same status.
rc=0
"$gen" decode 8 q8.cnf --quiet > out 2> err || rc=$?
if [ "$rc" -eq 1 ] && [ ! -s out ] && [ ! -s err ]; then
    ok "--quiet: the CNF gives exit 1 and no output"
else
    not_ok "--quiet: the CNF gives exit $rc"
    show err
fi

finish
