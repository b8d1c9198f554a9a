#!/bin/sh
# End-to-end test: the command reads back every file it writes.
#
# For N = 1..9, every encoding and a few option sets (plain, symmetry
# breaking, a given queen, a blocked square, no column at-least-one), the
# generator writes the problem in every format; then
#   - `check` (DIMACS and SMT-LIB, the formats it takes) must find each
#     file the reference: the same summary for both syntaxes, identical
#     or equivalent, exit status 0;
#   - `decode --cnf FILE` (every format whose header decode takes) must
#     read a real solver's answer to it back into the very board the
#     solver's literals place, read here with awk and nothing of the
#     project's code, or report UNSATISFIABLE when the solver found none.
# The answers: cadical for DIMACS, clasp for OPB; for SMT-LIB cadical's
# model written in z3's syntax under the file's own names (z3 itself at
# N = 6 and 8, where auxiliary names such as aux37..aux99 look most like
# squares of a larger board), and for KNF and CNF+ (cardinality
# constraints, no auxiliary variables) cadical's model on the squares.
# Clause counts are never written here: the generator's output is the
# reference. OPB, KNF and CNF+ files that are byte for byte one already
# tested (the encoding does not change them) are decoded once.
#
# Usage: sh tests/e2e_roundtrip.sh PATH-TO-nqueens-cnf
set -u
. "$(dirname "$0")/e2e_lib.sh" "$@"

cd "$tmp" || exit 2
need_tool cadical cadical || { finish; exit; }
need_tool clasp clasp || { finish; exit; }
need_tool z3 z3 || { finish; exit; }

encodings="pairwise sequential ladder bitwise commander product"

# the option sets for N (one per line)
option_sets() {
    printf '%s\n' "" "--symmetry-breaking" "--queen $1,1" "--block 1,$1" \
        "--no-column-alo"
}

# model_squares N ANSWER: the squares (1..N*N) the answer sets true, in
# increasing order, from DIMACS "v" literals, OPB "x" literals or z3's
# (define-fun x<r>y<c> () Bool true).
model_squares() {
    awk -v n="$1" '
        /define-fun/ { name = $2; want = 1; next }
        want && /true|false/ {
            if (name ~ /^x[0-9]+y[0-9]+$/ && $0 ~ /true/) {
                split(substr(name, 2), rc, "y"); q[rc[1] * n + rc[2] + 1]
            }
            want = 0; next
        }
        /^v / {
            for (i = 2; i <= NF; i++) {
                w = $i; sub(/^x/, "", w); sub(/^-x/, "-", w)
                if (w ~ /^[0-9]+$/ && w + 0 >= 1 && w + 0 <= n * n) q[w + 0]
            }
        }
        END { for (v = 1; v <= n * n; v++) if (v in q) printf "%d ", v; print "" }
    ' "$2"
}

# drawn_squares N OUTPUT: the same for the first board decode drew.
drawn_squares() {
    awk -v n="$1" '
        /^solution 1 / { on = 1; next }
        on && /^$/ { exit }
        on { for (i = 1; i <= NF; i++) if ($i == "Q") printf "%d ", row * n + i; row++ }
        END { print "" }
    ' "$2"
}

# z3_syntax ANSWER: a DIMACS answer written as z3 writes a model of the
# SMT-LIB file, whose names are x<r>y<c> (0-based) and aux<k>.
z3_syntax() {
    awk -v n="$1" '
        /^s UNSAT/ { print "unsat"; exit }
        /^s SAT/ { print "sat"; print "(" }
        /^v / {
            for (i = 2; i <= NF; i++) {
                v = $i + 0; if (v == 0) continue
                a = v < 0 ? -v : v
                name = a > n * n ? "aux" a : "x" int((a - 1) / n) "y" (a - 1) % n
                printf "  (define-fun %s () Bool\n    %s)\n", name, (v > 0 ? "true" : "false")
            }
        }
        END { if (sat) print ")" }
        /^s SAT/ { sat = 1 }
    ' "$2"
}

# squares_only ANSWER: the answer with its literals beyond N*N left out
# (the formats without auxiliary variables).
squares_only() {
    awk -v n="$1" '
        /^v / { line = "v"; for (i = 2; i <= NF; i++) if ($i + 0 == 0 || ($i < 0 ? -$i : $i) <= n * n) line = line " " $i; print line; next }
        { print }
    ' "$2"
}

# decoded LABEL N FILE ANSWER: decode --cnf FILE reads ANSWER as the
# board the answer's literals place, or reports the UNSATISFIABLE.
decoded() {
    _rc=0
    "$gen" decode "$2" --cnf "$3" "$4" > "$w/dec.out" 2> "$w/dec.err" || _rc=$?
    if grep -q -x -e 's UNSATISFIABLE' -e unsat "$4"; then
        if [ "$_rc" -ne 1 ] || ! grep -q 'UNSATISFIABLE' "$w/dec.err"; then
            not_ok "$1: decode --cnf of an UNSATISFIABLE answer exited $_rc"
            show "$w/dec.err"
        fi
        return 0
    fi
    _want=$(model_squares "$2" "$4")
    _got=$(drawn_squares "$2" "$w/dec.out")
    if [ "$_rc" -ne 0 ] || [ "$_want" != "$_got" ]; then
        not_ok "$1: decode --cnf exited $_rc, drew '$_got', the answer places '$_want'"
        show "$w/dec.err"
    fi
}

# checked LABEL N OPTIONS FILE: asserts that check accepted the file;
# its summary line is left in $summary.
checked() {
    _rc=0
    # shellcheck disable=SC2086
    "$gen" check --time-limit 0 "$2" $3 "$4" > "$w/chk.out" 2>&1 || _rc=$?
    summary=$(grep '^summary: ' "$w/chk.out" || true)
    case "$_rc:$summary" in
    "0:summary: identical"* | "0:summary: equivalent"*) ;;
    *)
        not_ok "$1: check exited $_rc: $summary"
        show "$w/chk.out"
        ;;
    esac
}

# given_squares_hold LABEL N OPTIONS ANSWER: the board of a satisfiable
# answer has the --queen and not the --block of the options.
given_squares_hold() {
    grep -q -x 's SATISFIABLE' "$4" || return 0
    _board=" $(model_squares "$2" "$4")"
    case "$3" in
    --queen*) _square=$(( ($2 - 1) * $2 + 1 )) _placed=yes ;;
    --block*) _square=$2 _placed=no ;;
    *) return 0 ;;
    esac
    case "$_board" in *" $_square "*) _has=yes ;; *) _has=no ;; esac
    [ "$_has" = "$_placed" ] ||
        not_ok "$1: square $_square holds a queen: $_has, expected $_placed"
}

# one_case N ENCODING OPTIONS: every format of one problem, through check
# and decode --cnf; "ok" or "not ok" lines.
one_case() {
    n=$1 e=$2 options=$3
    label="N=$n -e $e${options:+ $options}"
    failed_before=$failed
    for f in dimacs smt2 opb knf cnf+; do
        # shellcheck disable=SC2086
        "$gen" "$n" -e "$e" $options --format "$f" > "$w/f.$f" ||
            not_ok "$label: the generator failed for --format $f"
    done
    checked "$label DIMACS" "$n" "-e $e $options" "$w/f.dimacs"
    of_dimacs=$summary
    checked "$label SMT-LIB" "$n" "-e $e $options" "$w/f.smt2"
    [ "$of_dimacs" = "$summary" ] ||
        not_ok "$label: check says '$of_dimacs' of DIMACS, '$summary' of SMT-LIB"
    cadical -q "$w/f.dimacs" > "$w/ans.dimacs"
    decoded "$label --format dimacs" "$n" "$w/f.dimacs" "$w/ans.dimacs"
    given_squares_hold "$label" "$n" "$options" "$w/ans.dimacs"
    z3_syntax "$n" "$w/ans.dimacs" > "$w/ans.smt2"
    decoded "$label --format smt2" "$n" "$w/f.smt2" "$w/ans.smt2"
    if [ -z "$options" ] && { [ "$n" -eq 6 ] || [ "$n" -eq 8 ]; }; then
        z3 "$w/f.smt2" > "$w/ans.z3"
        decoded "$label --format smt2 (z3)" "$n" "$w/f.smt2" "$w/ans.z3"
    fi
    squares_only "$n" "$w/ans.dimacs" > "$w/ans.squares"
    for f in opb knf cnf+; do
        # the encoding changes nothing here: decoded with pairwise
        if [ "$e" != pairwise ] && cmp -s "$w/f.$f" "$w/pairwise.$f"; then
            continue
        fi
        [ "$e" = pairwise ] && cp "$w/f.$f" "$w/pairwise.$f"
        if [ "$f" = opb ]; then
            clasp "$w/f.opb" > "$w/ans.opb"
            decoded "$label --format opb" "$n" "$w/f.opb" "$w/ans.opb"
        else
            decoded "$label --format $f" "$n" "$w/f.$f" "$w/ans.squares"
        fi
    done
    [ "$failed" -eq "$failed_before" ] && ok "$label"
}

# run_boards N...: every case of these N, in a folder of their own.
run_boards() {
    w=$tmp/w$1
    mkdir "$w"
    for n in "$@"; do
        option_sets "$n" > "$w/sets"
        while IFS= read -r options; do
            for e in $encodings; do one_case "$n" "$e" "$options"; done
        done < "$w/sets"
    done
}

# Two workers, of about equal work (the cost grows with N); N up to 7 in
# a quick run.
if [ "$quick" = 1 ]; then
    first="7 4 1"; second="6 5 3 2"
else
    first="9 6 5 2 1"; second="8 7 4 3"
fi
# shellcheck disable=SC2086 # the sizes are words on purpose
run_boards $first > "$tmp/first.log" 2>&1 &
worker=$!
# shellcheck disable=SC2086
run_boards $second > "$tmp/second.log" 2>&1
wait "$worker"
cat "$tmp/first.log" "$tmp/second.log"
passed=$(grep -c '^ok ' "$tmp/first.log" "$tmp/second.log" | awk -F: '{ s += $NF } END { print s }')
failed=$(grep -c '^not ok ' "$tmp/first.log" "$tmp/second.log" | awk -F: '{ s += $NF } END { print s }')
finish
