#!/bin/sh
# The command's answer to each saved transcript in tests/data/transcripts:
# one row per file, with the board size, the exit status `decode` must give
# and a fragment its stderr must contain (none: stderr must be empty). The
# library's unit test checks the decoder's reports; this checks what a
# user sees, one small file per defect.
#
# Usage: sh tests/e2e_decode_transcripts.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
gen=${1:?usage: e2e_decode_transcripts.sh NQUEENS-CNF DATA-DIR}
dir=${2:?usage: e2e_decode_transcripts.sh NQUEENS-CNF DATA-DIR}/transcripts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

while IFS='|' read -r file n status fragment; do
    [ -n "$file" ] || continue
    rc=0
    "$gen" decode "$n" "$dir/$file" > "$tmp/out" 2> "$tmp/err" || rc=$?
    if [ "$rc" -ne "$status" ]; then
        echo "not ok $file: exit status $rc, expected $status"
        failed=$((failed + 1))
    elif [ -z "$fragment" ] && [ -s "$tmp/err" ]; then
        echo "not ok $file: unexpected stderr: $(head -1 "$tmp/err")"
        failed=$((failed + 1))
    elif [ -n "$fragment" ] && ! grep -qF -- "$fragment" "$tmp/err"; then
        echo "not ok $file: stderr lacks '$fragment': $(head -1 "$tmp/err")"
        failed=$((failed + 1))
    else
        echo "ok $file"
        passed=$((passed + 1))
    fi
done <<'TABLE'
cadical_sat_4.txt|4|0|
cadical_sat_8.txt|8|0|
cadical_verbose_sat_4.txt|4|0|
cryptominisat_sat_4.txt|4|0|
cryptominisat_sat_8.txt|8|0|
cryptominisat_maxsol10_8.txt|8|0|
cryptominisat_maxsol10_4.txt|4|0|
minisat_result_sat_4.txt|4|0|
minisat_result_sat_8.txt|8|0|
picosat_sat_4.txt|4|0|
picosat_sat_8.txt|8|0|
picosat_all_6.txt|6|0|
picosat_all_8.txt|8|0|
cryptominisat_maxsol100_8.txt|8|0|
cryptominisat_maxsol100_6.txt|6|0|
aux_variables.txt|4|0|
wrapped_v_lines_trailing_spaces.txt|8|0|
cadical_unsat_3.txt|3|1|line 1: the solver answered UNSATISFIABLE
cryptominisat_unsat_3.txt|3|1|the solver answered UNSATISFIABLE
minisat_result_unsat_3.txt|3|1|line 1: the solver answered UNSATISFIABLE
picosat_unsat_3.txt|3|1|the solver answered UNSATISFIABLE
unknown_competition.txt|4|1|line 1: the solver gave no answer (UNKNOWN)
indeterminate.txt|4|1|line 1: the solver gave no answer (UNKNOWN)
minisat_indet.txt|4|1|line 1: the solver gave no answer (UNKNOWN)
c_unknown.txt|4|1|line 1: the solver gave no answer (UNKNOWN)
garbage.txt|4|1|line 2: unexpected text 'hello'
contradictory_literals.txt|4|1|line 3: contradictory literals 7 and -7
literal_not_a_number.txt|4|1|line 2: 'x12' is not a literal
literal_too_large_for_int32.txt|4|1|line 2: literal '2147483648' does not fit
literals_after_final_zero.txt|4|1|line 2: literals after the final 0
model_without_final_zero.txt|4|1|the model starting on line 2 has no final 0
missing_variables.txt|4|1|is not assigned by the model
z3_sat_4.txt|4|0|
z3_sat_8.txt|8|0|
z3_sequential_sat_8.txt|8|0|
z3_unsat_3.txt|3|1|the solver answered UNSATISFIABLE
z3_square_off_board.txt|4|1|'x9y0' is not a square
clasp_opb_sat_8.txt|8|0|
clasp_opb_all_4.txt|4|0|
clasp_opb_unsat_3.txt|3|1|the solver answered UNSATISFIABLE
TABLE

# The variable limit from --cnf: the auxiliary literals 17.. are beyond
# the 16 variables of the 4-queens CNF.
"$gen" 4 > "$tmp/q4.cnf"
rc=0
"$gen" decode 4 "$dir/aux_variables.txt" --cnf "$tmp/q4.cnf" > /dev/null 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && grep -qF "literal 17 is beyond the 16 variables" "$tmp/err"; then
    echo "ok aux_variables.txt with --cnf"
    passed=$((passed + 1))
else
    echo "not ok aux_variables.txt with --cnf: exit $rc: $(head -1 "$tmp/err")"
    failed=$((failed + 1))
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
