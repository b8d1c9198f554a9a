#!/bin/sh
# End-to-end test: real solvers read the SMT-LIB 2 and OPB files.
#
# The unit tests (tests/test_formats.c) prove that the SMT file asserts
# the DIMACS clauses and that the OPB constraints hold exactly for the
# solutions of small boards; they cannot prove that a solver parses the
# text the way we mean it. So z3 (Debian package z3) gets `--format smt2`
# and clasp (Debian package clasp) gets `--format opb`: N = 8 must be
# satisfiable and N = 3 not, also with the options that change the
# formula (--no-column-alo, --queen, --symmetry-breaking and, for the SMT
# file, every encoding). Each model is checked twice: by `nqueens-cnf
# decode` (exit 0 only for a valid board) and by awk here, which reads
# the solver's own text without any of the project's code, its queens
# judged by verify_model (e2e_lib.sh). A missing solver is a failure,
# not a skip: without the judge the test proves nothing.
#
# Before the solvers, the bytes: every golden file of tests/data/formats
# (listed in its README with the command that wrote it) is written again
# by the command, through its own output path.
#
# Usage: sh tests/e2e_formats.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_formats.sh PATH-TO-nqueens-cnf DATA-DIR}

# --- the golden files ----------------------------------------------------

version=$("$gen" --version | sed -n '1s/^nqueens-cnf //p')
golden=0
while IFS= read -r line; do
    file=$(printf '%s\n' "$line" | sed -n 's/^- `\([^`]*\)`: `nqueens-cnf \(.*\)`$/\1/p')
    args=$(printf '%s\n' "$line" | sed -n 's/^- `\([^`]*\)`: `nqueens-cnf \(.*\)`$/\2/p')
    [ -n "$file" ] || continue
    golden=$((golden + 1))
    # shellcheck disable=SC2086 # the README's arguments, split as typed
    if ! "$gen" $args -o "$tmp/golden" 2> "$tmp/err"; then
        not_ok "golden $file: nqueens-cnf $args failed"; show "$tmp/err"
    elif sed "s/^\([;*c]\) nqueens-cnf @VERSION@:/\1 nqueens-cnf $version:/" \
            "$data/formats/$file" | cmp -s - "$tmp/golden"; then
        ok "golden $file: nqueens-cnf $args"
    else
        not_ok "golden $file: nqueens-cnf $args writes other bytes"
    fi
done < "$data/formats/README.md"
if [ "$golden" -ge 11 ]; then
    ok "$golden golden files compared"
else
    not_ok "only $golden golden files found in $data/formats/README.md"
fi

# queens_of_z3 N FILE: the variable (row * N + column + 1) of each square
# z3 set true, one a line.
queens_of_z3() {
    awk -v n="$1" '
        /define-fun/ { name = $2; next_value = 1 }  # value here or below
        next_value && /true\)/ && name ~ /^x[0-9]+y[0-9]+$/ {
            split(substr(name, 2), rc, "y"); print rc[1] * n + rc[2] + 1
        }
        /(true|false)\)/ { next_value = 0 }' "$2"
}

# queens_of_clasp N FILE: the same for the positive x literals of the
# first model (up to the first line that is not a "v" line).
queens_of_clasp() {
    awk '
        /^v / { seen = 1
                for (i = 2; i <= NF; i++)
                    if ($i ~ /^x[0-9]+$/) print substr($i, 2)
                next }
        seen { exit }' "$2"
}

# answer_of SOLVER N ARGS...: the file `nqueens-cnf N ARGS` writes for the
# solver (z3 reads SMT-LIB 2, clasp OPB) into $tmp/f.*, the solver's
# output into $tmp/out; prints what it answered: SAT, UNSAT, or why not.
answer_of() {
    solver=$1 n=$2
    shift 2
    format=smt2
    [ "$solver" = z3 ] || format=opb
    if ! "$gen" "$n" --format "$format" "$@" > "$tmp/f.$format" 2> "$tmp/err"
    then
        echo "no answer: nqueens-cnf $n --format $format $* failed: $(head -1 "$tmp/err")"
        return
    fi
    rc=0
    "$solver" "$tmp/f.$format" > "$tmp/out" 2>&1 || rc=$?
    if [ "$solver" = z3 ]; then
        # z3 exits 1 after unsat: (get-model) has no model to show.
        case $(sed -n 1p "$tmp/out") in
        sat) echo SAT ;;
        unsat) echo UNSAT ;;
        *) echo "no answer (exit $rc)" ;;
        esac
        return
    fi
    # clasp: 10 a model, 30 a model and the search space exhausted (N = 1),
    # 20 none.
    case $(sat_answer "$tmp/out")/$rc in
    SAT/10 | SAT/30) echo SAT ;;
    UNSAT/20) echo UNSAT ;;
    *) echo "no answer (exit $rc, $(sat_answer "$tmp/out"))" ;;
    esac
}

# expect_sat SOLVER N ARGS...: the solver finds a model, `decode` draws it
# (into $tmp/board) and awk's reading of the solver's text is a solution.
expect_sat() {
    solver=$1 n=$2
    name="$* is satisfiable"
    answer=$(answer_of "$@")
    queens_of_"$solver" "$n" "$tmp/out" > "$tmp/queens" || true
    if [ "$answer" != SAT ]; then
        not_ok "$name: $answer"; show "$tmp/out"
    elif ! "$gen" decode "$n" "$tmp/out" > "$tmp/board" 2> "$tmp/err"; then
        not_ok "$name: decode rejects the model"; show "$tmp/err"
    elif ! why=$(verify_model "$n" "$tmp/queens"); then
        not_ok "$name: the model is no solution (read by awk): $why"
    else
        ok "$name"
        return
    fi
    return 1
}

expect_unsat() {
    answer=$(answer_of "$@")
    if [ "$answer" = UNSAT ]; then
        ok "$* is unsatisfiable"
    else
        not_ok "$* is unsatisfiable: $answer"; show "$tmp/out"
    fi
}

for solver in z3 clasp; do
    need_tool "$solver" "$solver" || continue
    expect_sat "$solver" 8 || true
    expect_unsat "$solver" 3
    expect_unsat "$solver" 2
    expect_sat "$solver" 1 || true
    expect_sat "$solver" 20 || true
    expect_sat "$solver" 8 --symmetry-breaking || true
    # The first board decode drew has its queen in row 1, column 1.
    if expect_sat "$solver" 8 --no-column-alo --queen 1,1; then
        if sed -n 2p "$tmp/board" | grep -q '^Q'; then
            ok "$solver 8 --queen 1,1: queen at row 1, column 1"
        else
            not_ok "$solver 8 --queen 1,1: no queen at row 1, column 1"
            show "$tmp/board"
        fi
    fi
    expect_unsat "$solver" 8 --queen 1,1 --queen 2,2 --allow-unsat
done

# The SMT file for every encoding; OPB writes no auxiliaries, and takes
# blocked squares as constraints of their own.
if need_tool z3 z3; then
    for encoding in pairwise sequential ladder bitwise commander product; do
        expect_sat z3 8 --encoding "$encoding" || true
        expect_unsat z3 3 --encoding "$encoding"
    done
fi
if need_tool clasp clasp; then
    expect_unsat clasp 4 --block 1,2 --block 1,3

    # All 92 solutions of N = 8, back to back in clasp's quiet mode, each
    # a distinct valid board for decode.
    "$gen" 8 --format opb > "$tmp/f.opb" || true
    rc=0
    clasp --models=0 --quiet=0 --verbose=0 "$tmp/f.opb" > "$tmp/out" 2>&1 ||
        rc=$?
    if "$gen" decode 8 --quiet "$tmp/out" > /dev/null 2> "$tmp/err" &&
        [ "$rc" -eq 30 ] && [ "$(grep -c '^v -*x1 ' "$tmp/out")" -eq 92 ]; then
        ok "clasp: all 92 solutions of 8 decode"
    else
        not_ok "clasp: all 92 solutions of 8 (exit $rc)"; show "$tmp/err"
    fi
fi

finish
