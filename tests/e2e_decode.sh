#!/bin/sh
# End-to-end test of `nqueens-cnf decode`: real solvers' answers back to
# boards.
#
# The unit tests feed the decoder transcripts saved once; this script
# makes fresh ones with the solvers installed now (minisat's result file,
# cryptominisat5, cadical and picosat, whose output formats and wrapping
# differ and may change between versions) and pushes them through the
# command the way a user would: a file argument, '-' and a bare pipe.
# Every board the command draws is compared with the queens the solver's
# own literals place, read here with awk and nothing of the project's
# code, and the drawn boards are checked to be distinct where a solver
# enumerated several. A missing solver is a failure naming its Debian
# package, not a skip: without the solvers the test proves nothing.
#
# Usage: sh tests/e2e_decode.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

# queens_in_models N TRANSCRIPT: one line per model the solver printed,
# the board variables it sets true, in increasing order.
queens_in_models() {
    awk -v n="$1" '
        /^[ \t]*(c|s)([ \t]|$)/ { next }
        {
            for (i = 1; i <= NF; i++) {
                if ($i !~ /^-?[0-9]+$/) continue
                v = $i + 0
                if (v == 0) { emit(); continue }
                if (v > 0 && v <= n * n) q[++count] = v
            }
        }
        function emit(   i, j, t, line) {
            for (i = 2; i <= count; i++)
                for (j = i; j > 1 && q[j - 1] > q[j]; j--) {
                    t = q[j]; q[j] = q[j - 1]; q[j - 1] = t
                }
            line = ""
            for (i = 1; i <= count; i++) line = line (i > 1 ? " " : "") q[i]
            print line
            count = 0
        }' "$2"
}

# queens_in_drawings N OUTPUT: the same for every board decode drew,
# after checking that each has N rows of N squares.
queens_in_drawings() {
    awk -v n="$1" '
        /^(solution|model) [0-9]+ / { inboard = 1; row = 0; line = ""; next }
        inboard && /^$/ {
            if (row != n) { print "bad board: " row " rows"; exit 1 }
            print line; inboard = 0; next
        }
        inboard {
            if (NF != n) { print "bad row: " $0; exit 1 }
            for (i = 1; i <= NF; i++) {
                if ($i == "Q") line = line (line == "" ? "" : " ") row * n + i
                else if ($i != ".") { print "bad square: " $i; exit 1 }
            }
            row++
        }' "$2"
}

# check_models LABEL N TRANSCRIPT OUTPUT RC COUNT: decode exited 0, drew
# COUNT boards headed "solution 1".."solution COUNT", distinct, each the
# solver's model.
check_models() {
    label=$1 n=$2 transcript=$3 out=$4 rc=$5 count=$6
    if [ "$rc" -ne 0 ]; then
        not_ok "$label: decode exited $rc, expected 0"
        show "$out"
        show "$out.err"
        return 0
    fi
    headers=$(grep -c '^solution [0-9][0-9]* (line [0-9][0-9]*)$' "$out" ||
        true)
    others=$(grep -c '^model ' "$out" || true)
    if [ "$headers" -ne "$count" ] || [ "$others" -ne 0 ]; then
        not_ok "$label: $headers solution headers and $others others," \
            "expected $count solutions"
        show "$out"
        return 0
    fi
    k=1
    while [ "$k" -le "$count" ]; do
        if ! grep -q "^solution $k (line" "$out"; then
            not_ok "$label: no header 'solution $k'"
            show "$out"
            return 0
        fi
        k=$((k + 1))
    done
    queens_in_models "$n" "$transcript" > "$out.expected"
    if ! queens_in_drawings "$n" "$out" > "$out.drawn"; then
        not_ok "$label: malformed drawing: $(tail -n 1 "$out.drawn")"
        show "$out"
        return 0
    fi
    if ! cmp -s "$out.expected" "$out.drawn"; then
        not_ok "$label: drawn boards differ from the solver's models"
        show "$out.expected"
        show "$out.drawn"
        return 0
    fi
    distinct=$(sort -u "$out.drawn" | wc -l)
    if [ "$distinct" -ne "$count" ]; then
        not_ok "$label: only $distinct distinct boards among $count"
        return 0
    fi
    ok "$label: $count solution(s), as the solver found them"
}

# check_refused LABEL OUTPUT RC PATTERN WHERE: decode exited 1 and
# PATTERN (case-insensitive) appears on stdout or stderr (WHERE).
check_refused() {
    label=$1 out=$2 rc=$3 pattern=$4 where=$5
    if [ "$where" = stderr ]; then file=$out.err; else file=$out; fi
    if [ "$rc" -ne 1 ]; then
        not_ok "$label: decode exited $rc, expected 1"
        show "$out"
        show "$out.err"
    elif ! grep -qi "$pattern" "$file"; then
        not_ok "$label: no '$pattern' on $where"
        show "$file"
    else
        ok "$label: exit 1, '$pattern' on $where"
    fi
}

# Is each solver installed? A missing one is a failure naming the package.
solvers=
for pair in minisat:minisat cryptominisat5:cryptominisat cadical:cadical \
            picosat:picosat; do
    command=${pair%%:*}
    if need_tool "$command" "${pair#*:}"; then solvers="$solvers $command"; fi
done
have() {
    case " $solvers " in *" $1 "*) return 0 ;; esac
    return 1
}

# solve SOLVER CNF TRANSCRIPT: the solver's answer, as decode reads it
# (for minisat its result file).
solve() {
    case $1 in
        minisat)
            rm -f "$3"
            minisat -verb=0 "$2" "$3" > /dev/null 2>&1 || true
            [ -f "$3" ] || : > "$3" ;;
        cryptominisat5) cryptominisat5 --verb 0 "$2" > "$3" 2>&1 || true ;;
        cadical) cadical -q "$2" > "$3" 2>&1 || true ;;
        picosat) picosat "$2" > "$3" 2>&1 || true ;;
    esac
}

# decode_as_user SOLVER N TRANSCRIPT OUTPUT: each solver's answer reaches
# decode a different way: a file argument, '-', a bare pipe.
decode_as_user() {
    case $1 in
        minisat | cadical) "$gen" decode "$2" "$3" > "$4" 2> "$4.err" ;;
        cryptominisat5) "$gen" decode "$2" - < "$3" > "$4" 2> "$4.err" ;;
        picosat)
            # A real pipe, not a redirected file: decode must not seek.
            # shellcheck disable=SC2002
            cat "$3" | "$gen" decode "$2" > "$4" 2> "$4.err" ;;
    esac
}

generate() {
    if "$gen" "$1" > "$tmp/queens_$1.cnf" 2> "$tmp/gen.err"; then
        return 0
    fi
    not_ok "nqueens-cnf $1 failed"
    show "$tmp/gen.err"
    return 1
}

for n in 1 4 5 6 7 8 9 10 30; do
    generate "$n" || continue
    for solver in $solvers; do
        transcript=$tmp/${solver}_$n.txt
        out=$tmp/${solver}_$n.decoded
        solve "$solver" "$tmp/queens_$n.cnf" "$transcript"
        rc=0
        decode_as_user "$solver" "$n" "$transcript" "$out" || rc=$?
        check_models "$solver N=$n" "$n" "$transcript" "$out" "$rc" 1
    done
done

# Several models in one stream.
if have picosat && generate 6; then
    transcript=$tmp/picosat_all_6.txt
    out=$tmp/picosat_all_6.decoded
    picosat --all "$tmp/queens_6.cnf" > "$transcript" 2>&1 || true
    rc=0
    "$gen" decode 6 "$transcript" > "$out" 2> "$out.err" || rc=$?
    check_models "picosat --all N=6" 6 "$transcript" "$out" "$rc" 4
fi
if have cryptominisat5 && generate 8; then
    transcript=$tmp/cms_maxsol_8.txt
    out=$tmp/cms_maxsol_8.decoded
    cryptominisat5 --verb 0 --maxsol 10 "$tmp/queens_8.cnf" > "$transcript" \
        2>&1 || true
    rc=0
    "$gen" decode 8 - < "$transcript" > "$out" 2> "$out.err" || rc=$?
    check_models "cryptominisat5 --maxsol 10 N=8" 8 "$transcript" "$out" \
        "$rc" 10
fi

# No solution: every solver's UNSAT answer is refused with a message.
if generate 3; then
    for solver in $solvers; do
        transcript=$tmp/${solver}_3.txt
        out=$tmp/${solver}_3.decoded
        solve "$solver" "$tmp/queens_3.cnf" "$transcript"
        rc=0
        decode_as_user "$solver" 3 "$transcript" "$out" || rc=$?
        check_refused "$solver N=3 (unsatisfiable)" "$out" "$rc" \
            UNSATISFIABLE stderr
    done
fi

# A real model with one queen taken away is not a solution, in both the
# competition format and minisat's.
flip_first_queen() {
    awk '
        !done && ($1 == "v" || $1 ~ /^-?[0-9]+$/) {
            for (i = 1; i <= NF; i++)
                if ($i ~ /^[0-9]+$/ && $i + 0 > 0) {
                    $i = "-" $i; done = 1; break
                }
        }
        { print }' "$1"
}
for solver in cadical minisat; do
    if have "$solver" && [ -s "$tmp/${solver}_8.txt" ]; then
        flipped=$tmp/${solver}_8_flipped.txt
        flip_first_queen "$tmp/${solver}_8.txt" > "$flipped"
        out=$tmp/${solver}_8_flipped.decoded
        rc=0
        "$gen" decode 8 "$flipped" > "$out" 2> "$out.err" || rc=$?
        check_refused "$solver N=8 with a queen removed" "$out" "$rc" \
            "not a solution" stdout
    fi
done

# --quiet: the exit status alone.
check_quiet() {
    label=$1 want=$2 file=$3 n=$4
    rc=0
    "$gen" decode --quiet "$n" "$file" > "$tmp/quiet.out" \
        2> "$tmp/quiet.err" || rc=$?
    if [ "$rc" -ne "$want" ]; then
        not_ok "decode --quiet, $label: exit $rc, expected $want"
    elif [ -s "$tmp/quiet.out" ] || [ -s "$tmp/quiet.err" ]; then
        not_ok "decode --quiet, $label: printed something"
        show "$tmp/quiet.out"
        show "$tmp/quiet.err"
    else
        ok "decode --quiet, $label: exit $want, silent"
    fi
}
if have cadical; then
    check_quiet "a solution" 0 "$tmp/cadical_8.txt" 8
    check_quiet "unsatisfiable" 1 "$tmp/cadical_3.txt" 3
    check_quiet "a queen removed" 1 "$tmp/cadical_8_flipped.txt" 8
fi

finish
