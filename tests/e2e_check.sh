#!/bin/sh
# What a user sees from `nqueens-cnf check`: one row per file of
# tests/data/check with the board size, the exit status `check` must give
# and a fragment its stdout must contain (the library's unit test checks
# the findings as data; this checks their wording and the exit status),
# then the pipelines of the README: a generated variant on standard input
# and the generator's own output through a temporary file. stderr must be
# empty in every case.
#
# Usage: sh tests/e2e_check.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check.sh NQUEENS-CNF DATA-DIR}
dir=$data/check

# expect NAME STATUS FRAGMENT: judges the run whose output is in $tmp.
expect() {
    if [ "$rc" -ne "$2" ]; then
        not_ok "$1: exit status $rc, expected $2"
    elif [ -s "$tmp/err" ]; then
        not_ok "$1: unexpected stderr: $(head -1 "$tmp/err")"
    elif ! grep -qF -- "$3" "$tmp/out"; then
        not_ok "$1: stdout lacks '$3': $(tail -1 "$tmp/out")"
    else
        ok "$1"
    fi
}

while IFS='|' read -r file n status fragment; do
    [ -n "$file" ] || continue
    rc=0
    "$gen" check --time-limit 0 "$n" "$dir/$file" > "$tmp/out" 2> "$tmp/err" || rc=$?
    expect "$file" "$status" "$fragment"
done <<'TABLE'
../handwritten_4.cnf|4|0|summary: identical
shuffled.cnf|4|0|summary: same clauses in another order
crlf_line_ends.cnf|4|0|summary: identical
several_clauses_per_line.cnf|4|0|summary: identical
missing_row_clause.cnf|4|0|missing `-1 -2 0`: at most one queen in row 1 ((1,1) and (1,2)) (implied by the file's other clauses)
missing_diagonal_clause.cnf|4|1|missing `-2 -7 0`: at most one queen on the diagonal through (1,2) and (2,3); without it the file allows this board:
extra_harmless_clause.cnf|4|0|line 87: extra but implied `-1 -2 -3 0`
extra_wrong_clause.cnf|4|1|line 87: wrong extra clause `-2 -8 0`: not both (1,2) and (2,4)
missing_and_wrong.cnf|4|1|summary: not equivalent (1 missing, 1 extra; 2 of them change the solutions)
duplicate_clause.cnf|4|0|line 86: duplicate clause `-10 -5 0` (first on line 68)
tautology.cnf|4|0|line 86: tautology `3 -3 0`
repeated_literal.cnf|4|0|line 3: literal -1 repeated in `-1 -2 -1 0`
out_of_range_literal.cnf|4|1|line 8: literal -17 is beyond the header's 16 variables
wrong_header_count.cnf|4|1|line 1: header says 85 clauses, the file has 84
no_header.cnf|4|1|no 'p cnf' header
clause_without_zero.cnf|4|1|line 85: the last clause `-12 -15` has no final 0
garbage.cnf|4|1|line 34: '-x9' is not a literal
no_break_space.cnf|4|1|column 3 holds U+00A0 NO-BREAK SPACE, which looks like a space but is not: type a plain space instead
minus_sign.cnf|4|1|line 6: '\xe2\x88\x922' is not a literal (its clause is left out of the comparison); column 1 holds U+2212 MINUS SIGN
byte_order_mark.cnf|4|1|line 1: '\xef\xbb\xbfp' is not a literal (its clause is left out of the comparison); column 1 holds U+FEFF BYTE ORDER MARK
byte_order_mark_crlf.cnf|4|1|summary: malformed: solvers reject the file (4 errors in its syntax); with the byte-order mark removed, it would check as: identical
TABLE

# A file solvers reject is malformed in its summary line, whatever the
# clauses that could be read say; the mended form is named when mending
# leaves no choice, and only then.
while IFS='|' read -r file mended; do
    rc=0
    "$gen" check --time-limit 0 4 "$dir/$file" > "$tmp/out" 2> "$tmp/err" || rc=$?
    expect "$file: malformed" 1 "summary: malformed: solvers reject the file"
    if [ -n "$mended" ]; then
        expect "$file: its mended form" 1 "; with $mended, it would check as: identical"
    elif grep -q 'equivalent\|would check as' "$tmp/out"; then
        not_ok "$file: a verdict for what could be read: $(tail -1 "$tmp/out")"
    else
        ok "$file: no verdict for what could be read"
    fi
done <<'TABLE'
wrong_header_count.cnf|the header made `p cnf 16 84`
no_header.cnf|a header `p cnf 16 84` added
clause_without_zero.cnf|the last clause closed with 0
garbage.cnf|
out_of_range_literal.cnf|
no_break_space.cnf|the characters that look like spaces typed as plain spaces
minus_sign.cnf|the characters that look like minus signs typed as '-'
byte_order_mark.cnf|the byte-order mark removed
byte_order_mark_crlf.cnf|the byte-order mark removed
TABLE

# Every file in the directory must have a row above.
for path in "$dir"/*.cnf; do
    name=$(basename "$path")
    if ! grep -qF "$name|" "$0"; then
        not_ok "$name: no row in the table"
    fi
done

# The 736-clause variant on standard input: equivalent for every N.
rc=0
"$gen" 8 --no-column-alo | "$gen" check --time-limit 0 8 - > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "8 --no-column-alo on stdin" 0 "summary: equivalent for every N: column at-least-one clauses left out"

# --strict accepts every change that is right for every N: a clause added
# that contains a reference clause, and the columns' at-least-one clauses
# against a reference without them (the rows give them by counting).
rc=0
"$gen" check --time-limit 0 4 --strict "$dir/extra_harmless_clause.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "extra_harmless_clause.cnf --strict" 0 "summary: equivalent for every N: clauses added that contain a clause of the reference"
rc=0
"$gen" 8 | "$gen" check --time-limit 0 8 --strict --no-column-alo - > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "8 checked --strict against --no-column-alo" 0 "summary: equivalent for every N: row or column clauses added that the reference gives by counting"
# ... and no other: a clause that only happens to hold at N = 4.
printf 'p cnf 16 85\n' > "$tmp/corner.cnf"
sed 1d "$data/handwritten_4.cnf" >> "$tmp/corner.cnf"
echo "-1 0" >> "$tmp/corner.cnf"
rc=0
"$gen" check --time-limit 0 4 --strict "$tmp/corner.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "no queen in a corner, --strict" 1 "summary: equivalent at N=4 only"

# The generator's own output is identical to the reference.
"$gen" 8 > "$tmp/q8.cnf"
rc=0
"$gen" check --time-limit 0 8 "$tmp/q8.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "generated 8 through a file" 0 "summary: identical"

# ... and the options select the reference it is compared with.
"$gen" 6 --encoding sequential > "$tmp/s6.cnf"
rc=0
"$gen" check --time-limit 0 6 --encoding sequential "$tmp/s6.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "sequential 6 with --encoding" 0 "summary: identical"

# A report fits on a screen: 728 implied pairs counted by family, 42
# groups of auxiliary clauses in one line...
"$gen" 8 --encoding sequential > "$tmp/seq8.cnf"
rc=0
"$gen" check --time-limit 0 8 "$tmp/seq8.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "sequential 8 against the plain reference" 0 \
    "missing but implied by the file's other clauses: 224 row at-most-one pairs, 224 column at-most-one pairs, 140 down-right diagonal pairs, 140 down-left diagonal pairs"
lines=$(wc -l < "$tmp/out")
if [ "$lines" -le 5 ] &&
   grep -qF "42 groups of clauses over auxiliary variables (588 clauses)" "$tmp/out"; then
    ok "sequential 8: $lines lines"
else
    not_ok "sequential 8: $lines lines, or the groups not counted"
fi
# ... and a file that breaks 9582 clauses (the 20-queens reference cut
# after 3000 lines, its first clause taken out, so that it is not simply
# cut off) names the four families it lacks whole in four lines, lists
# twelve findings, draws one 20x20 board and says what it left out;
# --verbose lists the first 1000 and counts the other 8582 exactly,
# --quiet gives the summary alone.
"$gen" 20 | head -3000 | sed 2d > "$tmp/cut20.cnf"
rc=0
"$gen" check --time-limit 0 20 "$tmp/cut20.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "cut 20" 1 "and 812 more findings (--verbose lists them all)"
# a board is drawn under the first family's sentence: 20 rows of squares
rows=$(grep -cE '^    [.Q]( [.Q]){19}$' "$tmp/out" || true)
boards=$((rows / 20))
lines=$(wc -l < "$tmp/out")
families=$(grep -c "^All .* are missing: nothing" "$tmp/out" || true)
if [ "$boards" -eq 1 ] && [ "$lines" -le 40 ] && [ "$families" -eq 4 ]; then
    ok "cut 20: $lines lines, $boards boards, $families families named"
else
    not_ok "cut 20: $lines lines, $boards boards, $families families named"
fi
rc=0
"$gen" check --time-limit 0 20 --verbose "$tmp/cut20.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
missing=$(grep -c "^missing " "$tmp/out" || true)
[ "$rc" -eq 1 ] && [ "$missing" -eq 1000 ] &&
    grep -qx "and 8582 more differences from the reference, not listed (a report lists the first 1000 of each kind)" "$tmp/out" &&
    ok "cut 20 --verbose: 1000 of the 9582 missing clauses listed, 8582 counted" ||
    not_ok "cut 20 --verbose: exit $rc, $missing missing clauses listed"
rc=0
"$gen" check --time-limit 0 20 --quiet "$tmp/cut20.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
# the clause count is an error, the unused variables only a warning
expect "cut 20 --quiet" 1 'summary: malformed: solvers reject the file (1 error in its syntax); with the header made `p cnf 320 2998`, it would check as: not equivalent'
[ "$(wc -l < "$tmp/out")" -eq 1 ] && ok "--quiet: one line" ||
    not_ok "--quiet: $(wc -l < "$tmp/out") lines"

# Usage errors and unreadable files go to stderr.
rc=0
"$gen" check --time-limit 0 4 > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ] && grep -qF "nqueens-cnf: error:" "$tmp/err"; then
    ok "usage error"
else
    not_ok "usage error: exit status $rc"
fi
rc=0
"$gen" check --time-limit 0 4 --quiet --verbose "$dir/shuffled.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ] && grep -qF "contradict" "$tmp/err" && [ ! -s "$tmp/out" ]; then
    ok "--quiet with --verbose"
else
    not_ok "--quiet with --verbose: exit status $rc"
fi
rc=0
"$gen" check --time-limit 0 4 "$tmp/absent.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && grep -qF "nqueens-cnf: error: cannot open" "$tmp/err"; then
    ok "missing file"
else
    not_ok "missing file: exit status $rc"
fi

finish
