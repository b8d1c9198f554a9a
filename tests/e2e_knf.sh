#!/bin/sh
# End-to-end test: the cardinality formats, KNF (--format knf) and CNF+
# (--format cnf+), solved by real SAT solvers and decoded by the command.
#
# Neither Reeves, Heule and Bryant's cardinality CaDiCaL nor MiniCard is
# packaged for Debian, so awk here reads each file by the format's own
# definition, without any of the project's code, and writes the plain
# CNF it means: KNF's "k B l1 ... lm 0" is "at least B of the literals",
# CNF+'s "l1 ... lm <= K" "at most K", both spelled as clauses (this
# script only knows the bounds the puzzle needs: at most one, that is
# KNF's B = m-1 and CNF+'s K = 1, and fails on anything else), and the
# header's count must be the lines that follow. CaDiCaL and PicoSAT
# (Debian packages cadical, picosat) solve that CNF; their answers use
# the file's own variables, as a cardinality solver's would, and
# `nqueens-cnf decode` must turn them into valid boards, judged again by
# verify_model (e2e_lib.sh). picosat --all counts every board: OEIS
# A000170. A result file as MiniCard writes it ("SAT" and the literals)
# decodes too.
#
# Before the solvers, the bytes: the golden files of N = 4 (and one with
# the options that add clauses), written again through the command's -o.
#
# Usage: sh tests/e2e_knf.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_knf.sh PATH-TO-nqueens-cnf DATA-DIR}

# --- the golden files ----------------------------------------------------

version=$("$gen" --version | sed -n '1s/^nqueens-cnf //p')
golden() {
    file=$1
    shift
    if ! "$gen" "$@" -o "$tmp/golden" 2> "$tmp/err"; then
        not_ok "golden $file: nqueens-cnf $* failed"; show "$tmp/err"
    elif sed "s/^c nqueens-cnf @VERSION@:/c nqueens-cnf $version:/" \
            "$data/formats/$file" | cmp -s - "$tmp/golden"; then
        ok "golden $file: nqueens-cnf $*"
    else
        not_ok "golden $file: nqueens-cnf $* writes other bytes"
    fi
}
golden knf_4.knf 4 --format knf
golden cnfplus_4.cnfp 4 --format cnf+
golden knf_5_options.knf 5 --format knf --no-column-alo --queen 1,2 \
    --block 5,1 --symmetry-breaking

# --- the meaning ---------------------------------------------------------

# as_cnf FORMAT FILE: the plain CNF the file means, on stdout; fails with
# a reason on stderr when the file breaks its format.
as_cnf() {
    awk -v format="$1" '
        function fail(why) { print FILENAME ":" FNR ": " why > "/dev/stderr"
                             bad = 1; exit 1 }
        function pairs(from, to, sign,   i, j) {
            for (i = from; i < to; i++)
                for (j = i + 1; j <= to; j++) {
                    out[++clauses] = (sign * $i) " " (sign * $j) " 0"
                }
        }
        /^c( |$)/ { next }
        /^p / {
            if (header) fail("a second header")
            if ($2 != format || NF != 4) fail("not a p " format " header")
            header = 1; variables = $3; declared = $4; next
        }
        {
            if (!header) fail("a constraint before the header")
            lines++
            if (format == "knf" && $1 == "k") {
                if ($NF != 0) fail("no closing 0")
                m = NF - 3
                if ($2 != m - 1 || m < 2) fail("a bound other than m-1")
                pairs(3, NF - 1, 1)
            } else if (format == "cnf+" && $(NF - 1) == "<=") {
                if ($NF != 1) fail("a bound other than 1")
                pairs(1, NF - 2, -1)
            } else {
                if ($NF != 0) fail("a clause without its closing 0")
                line = $1
                for (i = 2; i <= NF; i++) line = line " " $i
                out[++clauses] = line
            }
        }
        END {
            if (bad) exit 1
            if (!header) fail("no header")
            if (lines != declared)
                fail("the header says " declared " constraints, " lines " follow")
            print "p cnf " variables " " clauses
            for (i = 1; i <= clauses; i++) print out[i]
        }' "$2"
}

# cnf_of FORMAT N ARGS...: the file nqueens-cnf writes ($tmp/f) and its
# meaning ($tmp/f.cnf); fails with the reason in $tmp/err.
cnf_of() {
    format=$1
    shift
    "$gen" "$@" --format "$format" -o "$tmp/f" 2> "$tmp/err" &&
        as_cnf "$format" "$tmp/f" > "$tmp/f.cnf" 2> "$tmp/err"
}

# expect_sat SOLVER FORMAT N ARGS...: the solver's model of the meaning
# decodes into a valid board, which awk judges too.
expect_sat() {
    solver=$1 format=$2 n=$3
    shift 2
    name="$solver solves $* --format $format"
    if ! cnf_of "$format" "$@"; then
        not_ok "$name: $(head -1 "$tmp/err")"; return
    fi
    rc=0
    "$solver" "$tmp/f.cnf" > "$tmp/out" 2>&1 || rc=$?
    sed -n 's/^v //p' "$tmp/out" > "$tmp/model"
    if [ "$(sat_answer "$tmp/out")/$rc" != SAT/10 ]; then
        not_ok "$name: no model (exit $rc)"; show "$tmp/out"
    elif ! "$gen" decode "$n" "$tmp/out" > "$tmp/board" 2> "$tmp/err"; then
        not_ok "$name: decode rejects the model"; show "$tmp/err"
    elif ! why=$(verify_model "$n" "$tmp/model"); then
        not_ok "$name: the model is no solution (read by awk): $why"
    else
        ok "$name; decode draws it"
    fi
}

expect_unsat() {
    solver=$1 format=$2
    shift 2
    rc=0
    if ! cnf_of "$format" "$@"; then
        not_ok "$solver: $* --format $format: $(head -1 "$tmp/err")"
        return
    fi
    "$solver" "$tmp/f.cnf" > "$tmp/out" 2>&1 || rc=$?
    if [ "$(sat_answer "$tmp/out")/$rc" = UNSAT/20 ]; then
        ok "$solver: $* --format $format is unsatisfiable"
    else
        not_ok "$solver: $* --format $format is unsatisfiable (exit $rc)"
        show "$tmp/out"
    fi
}

for solver in cadical picosat; do
    need_tool "$solver" "$solver" || continue
    for format in knf cnf+; do
        expect_sat "$solver" "$format" 1
        expect_sat "$solver" "$format" 8
        expect_sat "$solver" "$format" 30
        expect_sat "$solver" "$format" 8 --no-column-alo --queen 1,1
        expect_sat "$solver" "$format" 9 --symmetry-breaking --block 1,1
        expect_unsat "$solver" "$format" 3
        expect_unsat "$solver" "$format" 2
        expect_unsat "$solver" "$format" 6 --queen 1,1 --allow-unsat
    done
done

# Every board: picosat --all over the meaning, each model a board decode
# accepts, as many as OEIS A000170 counts (no auxiliary variables here,
# so one model is one board).
if need_tool picosat picosat; then
    for format in knf cnf+; do
        for n in 4 5 6 7 8; do
            expected=$(oeis_a000170 "$n")
            if ! cnf_of "$format" "$n"; then
                not_ok "all boards of $n --format $format: $(head -1 "$tmp/err")"
                continue
            fi
            picosat --all "$tmp/f.cnf" > "$tmp/out" 2>&1 || true
            got=$(sed -n 's/^s SOLUTIONS //p' "$tmp/out")
            if [ "$got" != "$expected" ]; then
                not_ok "all boards of $n --format $format: $got, OEIS says $expected"
            elif ! "$gen" decode "$n" --distinct --quiet "$tmp/out" \
                    > /dev/null 2> "$tmp/err"; then
                not_ok "all boards of $n --format $format: decode rejects them"
                show "$tmp/err"
            else
                ok "all $expected boards of $n --format $format decode"
            fi
        done
    done
fi

# MiniCard's result file (minisat's: "SAT", then the literals and 0).
if need_tool cadical cadical && cnf_of cnf+ 10; then
    cadical "$tmp/f.cnf" > "$tmp/out" 2>&1 || true
    { echo SAT; sed -n 's/^v //p' "$tmp/out" | tr '\n' ' '; echo; } \
        > "$tmp/result"
    if "$gen" decode 10 "$tmp/result" > /dev/null 2> "$tmp/err"; then
        ok "a MiniCard result file of 10 --format cnf+ decodes"
    else
        not_ok "a MiniCard result file of 10 --format cnf+ does not decode"
        show "$tmp/err"
    fi
fi

# What awk refuses is refused: a count off by one, a wrong bound.
"$gen" 5 --format knf > "$tmp/g.knf"
sed 's/^p knf 25 \([0-9]*\)$/p knf 25 1\1/' "$tmp/g.knf" > "$tmp/bad.knf"
sed 's/^k 4 -1 -2 /k 3 -1 -2 /' "$tmp/g.knf" > "$tmp/bound.knf"
if ! as_cnf knf "$tmp/bad.knf" > /dev/null 2>&1 &&
    ! as_cnf knf "$tmp/bound.knf" > /dev/null 2>&1 &&
    as_cnf knf "$tmp/g.knf" > /dev/null 2>&1; then
    ok "the reader here refuses a wrong count and a wrong bound"
else
    not_ok "the reader here takes what it should refuse"
fi

finish
