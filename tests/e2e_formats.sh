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
# the solver's own text without any of the project's code. A missing
# solver is a failure, not a skip: without the judge the test proves
# nothing.
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

# queens_of_z3 FILE: "row column" (0-based) of each square z3 set true.
queens_of_z3() {
    awk '
        /define-fun/ { name = $2; next_value = 1 }  # value here or below
        next_value && /true\)/ && name ~ /^x[0-9]+y[0-9]+$/ {
            split(substr(name, 2), rc, "y"); print rc[1], rc[2]
        }
        /(true|false)\)/ { next_value = 0 }' "$1"
}

# queens_of_clasp N FILE: the same for the positive x literals of the
# first model (up to the first line that is not a "v" line).
queens_of_clasp() {
    awk -v n="$1" '
        /^v / { seen = 1
                for (i = 2; i <= NF; i++)
                    if ($i ~ /^x[0-9]+$/) {
                        v = substr($i, 2) + 0
                        if (v <= n * n) print int((v - 1) / n), (v - 1) % n
                    }
                next }
        seen { exit }' "$2"
}

# is_solution N: reads "row column" lines; fails unless they are N queens
# no two of which attack each other.
is_solution() {
    awk -v n="$1" '
        { r = $1; c = $2; queens++
          if ((r in row) || (c in col) || ((r - c) in d) || ((r + c) in a))
              bad = 1
          row[r]; col[c]; d[r - c]; a[r + c] }
        END { exit !(bad == 0 && queens == n) }'
}

# has_queen_at_1_1 FILE: the first board `decode` drew has a queen in
# row 1, column 1 (its first line after the "solution 1" header).
has_queen_at_1_1() {
    sed -n 2p "$1" | grep -q '^Q'
}

if command -v z3 > /dev/null 2>&1; then have_z3=1; else have_z3=0; fi
if command -v clasp > /dev/null 2>&1; then have_clasp=1; else have_clasp=0; fi
[ "$have_z3" = 1 ] || not_ok "z3 is not installed (apt-get install z3)"
[ "$have_clasp" = 1 ] ||
    not_ok "clasp is not installed (apt-get install clasp)"

# --- z3 on SMT-LIB 2 ---------------------------------------------------

# z3_sat NAME N ARGS...: z3 answers sat, the model decodes and verifies.
z3_sat() {
    name=$1 n=$2
    shift 2
    if ! "$gen" "$n" --format smt2 "$@" > "$tmp/f.smt2" 2> "$tmp/err"; then
        not_ok "$name: nqueens-cnf $n --format smt2 $*"; show "$tmp/err"
        return 1
    fi
    z3 "$tmp/f.smt2" > "$tmp/out" 2>&1 || true
    if [ "$(sed -n 1p "$tmp/out")" != sat ]; then
        not_ok "$name: z3 did not answer sat"; show "$tmp/out"
    elif ! "$gen" decode "$n" "$tmp/out" > "$tmp/board" 2> "$tmp/err"; then
        not_ok "$name: decode rejects z3's model"; show "$tmp/err"
    elif ! queens_of_z3 "$tmp/out" | is_solution "$n"; then
        not_ok "$name: z3's model is no solution (read by awk)"
    else
        ok "$name"
        return
    fi
    return 1
}

z3_unsat() {
    name=$1 n=$2
    shift 2
    if ! "$gen" "$n" --format smt2 "$@" > "$tmp/f.smt2" 2> "$tmp/err"; then
        not_ok "$name: nqueens-cnf $n --format smt2 $*"; show "$tmp/err"
        return
    fi
    # z3 exits 1 here: (get-model) has no model to show.
    z3 "$tmp/f.smt2" > "$tmp/out" 2>&1 || true
    if [ "$(sed -n 1p "$tmp/out")" = unsat ]; then
        ok "$name"
    else
        not_ok "$name: z3 did not answer unsat"; show "$tmp/out"
    fi
}

if [ "$have_z3" = 1 ]; then
    z3_sat "z3 sat 8" 8 || true
    z3_unsat "z3 unsat 3" 3
    z3_unsat "z3 unsat 2" 2
    z3_sat "z3 sat 1" 1 || true
    z3_sat "z3 sat 20" 20 || true
    if z3_sat "z3 sat 8 --no-column-alo --queen 1,1" 8 --no-column-alo \
        --queen 1,1; then
        if has_queen_at_1_1 "$tmp/board"; then
            ok "z3 8 --queen 1,1: queen at row 1, column 1"
        else
            not_ok "z3 8 --queen 1,1: no queen at row 1, column 1"
            show "$tmp/board"
        fi
    fi
    z3_unsat "z3 unsat 8 --queen 1,1 --queen 2,2" 8 --queen 1,1 --queen 2,2 \
        --allow-unsat
    for encoding in pairwise sequential ladder bitwise commander product; do
        z3_sat "z3 sat 8 --encoding $encoding" 8 --encoding "$encoding" ||
            true
        z3_unsat "z3 unsat 3 --encoding $encoding" 3 --encoding "$encoding"
    done
    z3_sat "z3 sat 8 --symmetry-breaking" 8 --symmetry-breaking || true
fi

# --- clasp on OPB -------------------------------------------------------

# clasp_sat NAME N ARGS...: clasp says SATISFIABLE (exit 10), the model
# decodes and verifies.
clasp_sat() {
    name=$1 n=$2
    shift 2
    if ! "$gen" "$n" --format opb "$@" > "$tmp/f.opb" 2> "$tmp/err"; then
        not_ok "$name: nqueens-cnf $n --format opb $*"; show "$tmp/err"
        return 1
    fi
    rc=0
    clasp "$tmp/f.opb" > "$tmp/out" 2>&1 || rc=$?
    # 10: a model; 30: a model and the search space exhausted (N = 1).
    if { [ "$rc" -ne 10 ] && [ "$rc" -ne 30 ]; } ||
        ! grep -qx "s SATISFIABLE" "$tmp/out"; then
        not_ok "$name: clasp exit $rc, not SATISFIABLE"; show "$tmp/out"
    elif ! "$gen" decode "$n" "$tmp/out" > "$tmp/board" 2> "$tmp/err"; then
        not_ok "$name: decode rejects clasp's model"; show "$tmp/err"
    elif ! queens_of_clasp "$n" "$tmp/out" | is_solution "$n"; then
        not_ok "$name: clasp's model is no solution (read by awk)"
    else
        ok "$name"
        return
    fi
    return 1
}

clasp_unsat() {
    name=$1 n=$2
    shift 2
    if ! "$gen" "$n" --format opb "$@" > "$tmp/f.opb" 2> "$tmp/err"; then
        not_ok "$name: nqueens-cnf $n --format opb $*"; show "$tmp/err"
        return
    fi
    rc=0
    clasp "$tmp/f.opb" > "$tmp/out" 2>&1 || rc=$?
    if [ "$rc" -eq 20 ] && grep -qx 's UNSATISFIABLE' "$tmp/out"; then
        ok "$name"
    else
        not_ok "$name: clasp exit $rc, not UNSATISFIABLE"; show "$tmp/out"
    fi
}

if [ "$have_clasp" = 1 ]; then
    clasp_sat "clasp sat 8" 8 || true
    clasp_unsat "clasp unsat 3" 3
    clasp_unsat "clasp unsat 2" 2
    clasp_sat "clasp sat 1" 1 || true
    clasp_sat "clasp sat 20" 20 || true
    if clasp_sat "clasp sat 8 --no-column-alo --queen 1,1" 8 \
        --no-column-alo --queen 1,1; then
        if has_queen_at_1_1 "$tmp/board"; then
            ok "clasp 8 --queen 1,1: queen at row 1, column 1"
        else
            not_ok "clasp 8 --queen 1,1: no queen at row 1, column 1"
            show "$tmp/board"
        fi
    fi
    clasp_unsat "clasp unsat 8 --queen 1,1 --queen 2,2" 8 --queen 1,1 \
        --queen 2,2 --allow-unsat
    clasp_unsat "clasp unsat 4 --block 1,2 --block 1,3" 4 --block 1,2 \
        --block 1,3
    clasp_sat "clasp sat 8 --symmetry-breaking" 8 --symmetry-breaking || true

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
