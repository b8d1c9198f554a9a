#!/bin/sh
# End-to-end test of the SMT-LIB reader against z3 itself.
#
# For every file of tests/data/smt2 (and the course's 4-queen.txt, cut
# out of its page here as the unit test does), the boards z3 finds for
# the SMT file, enumerated with blocking asserts and read through the
# file's own names, must be the very set of boards picosat finds for the
# reader's translation (printed as DIMACS by the unit test's helper mode,
# `test_smt2_files --dimacs N FILE`, next to the command in the build
# tree). Names are mapped to squares here with awk and the table below
# (which number is the row), not with the project's code; the course's
# file must give the 2 boards of N = 4. The files outside the fragment
# must be refused. A missing z3, picosat or helper is a failure.
#
# Usage: sh tests/e2e_smt2_z3.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
# ctest-label: slow
set -u
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_smt2_z3.sh nqueens-cnf tests/data}
helper=$(dirname "$gen")/tests/test_smt2_files

need_tool z3 z3 || { finish; exit; }
need_tool picosat picosat || { finish; exit; }
if [ ! -x "$helper" ]; then
    not_ok "the translation helper $helper is not built"
    finish
    exit
fi

# A000170: the number of solutions for N = 1, 2, ...
a000170="1 0 0 2 10 4 40 92 352 724 2680 14200 73712"

# file, N, which number is the row (1: the first, 2: the second)
table="lessons_style_5.smt2 5 1
q_one_based_6.smt2 6 1
column_first_5.smt2 5 2
at_most_one_pairs_8.smt2 8 1
exactly_one_implications_5.smt2 5 1
helper_variables_6.smt2 6 1
wrong_missing_diagonal_4.smt2 4 1
constructs_4.smt2 4 1
course_4_queen.smt2 4 1"

# The course's file, as the unit test cuts it out of the page.
awk '/^4-queen.txt$/ { on = 1; next } /^We call Z3/ { on = 0 } on' \
    "$data/smt2/course_page_4_queens.txt" |
    sed 's/\xc2\xa0/ /g; s/^  //' > "$tmp/course_4_queen.smt2"

# squares FILE ROW: "name r c" for every declared name with two numbers
# (or one of two digits), 0-based from the smallest number.
squares() {
    grep -o '(declare-\(const\|fun\) |\?[A-Za-z_0-9]*|\?' "$1" |
        awk -v row="$2" '
        { name = $2; gsub(/\|/, "", name); s = name; k = 0
          while (match(s, /[0-9]+/)) { num[++k] = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) }
          if (k == 1 && length(num[1]) == 2) { num[2] = substr(num[1], 2, 1); num[1] = substr(num[1], 1, 1); k = 2 }
          if (k != 2) next
          names[++count] = $2; a[count] = num[1] + 0; b[count] = num[2] + 0
          if (a[count] < least || count == 1) least = a[count]
          if (b[count] < least) least = b[count] }
        END { base = least > 0 ? 1 : 0
              for (i = 1; i <= count; i++)
                  if (row == 1) print names[i], a[i] - base, b[i] - base
                  else print names[i], b[i] - base, a[i] - base }'
}

# expected_exit BOARDS N: the exit status check must give a file whose
# boards (one per line, as z3_boards prints them) are these: 0 when they
# are the solutions (A000170(N) boards, each one a solution by the test
# below), else 1.
expected_exit() {
    solutions=$(echo "$a000170" | awk -v n="$2" '{ print $n }')
    right=$(awk -v n="$2" '
        { if (NF != n) bad = 1
          for (i = 1; i <= NF; i++) {
              split($i, s, ","); r[i] = s[1]; c[i] = s[2]
              for (j = 1; j < i; j++)
                  if (r[i] == r[j] || c[i] == c[j] ||
                      r[i] - r[j] == c[i] - c[j] || r[i] - r[j] == c[j] - c[i])
                      bad = 1 } }
        END { print bad ? 0 : NR }' "$1")
    if [ "$right" -eq "$solutions" ]; then echo 0; else echo 1; fi
}



echo "$table" | while read -r file n row; do
    path=$data/smt2/$file
    [ -f "$path" ] || path=$tmp/$file
    if ! "$helper" --dimacs "$n" "$path" > "$tmp/$file.cnf" 2> "$tmp/err"; then
        echo "not ok $file: the reader refuses it: $(cat "$tmp/err")"
        continue
    fi
    squares "$path" "$row" > "$tmp/squares"
    z3_boards "$path" "$tmp/squares" 200 > "$tmp/a"
    picosat_boards "$tmp/$file.cnf" "$n" 200 > "$tmp/b"
    count=$(wc -l < "$tmp/a")
    if [ "$count" -gt 0 ] && cmp -s "$tmp/a" "$tmp/b"; then
        echo "ok $file: z3 and the translation give the same $count boards"
    else
        echo "not ok $file: z3 gives $count boards, the translation $(wc -l < "$tmp/b")"
        diff "$tmp/a" "$tmp/b" | head -5
    fi
    # check must decide as z3 does: accept exactly the files whose boards
    # are the solutions (A000170(n) boards, each one a solution)
    expected=$(expected_exit "$tmp/a" "$n")
    rc=0
    "$gen" check --time-limit 0 "$n" "$path" > "$tmp/check.out" 2>&1 || rc=$?
    if [ "$rc" -eq "$expected" ]; then
        echo "ok $file: check exits $rc, as z3's $count boards say"
    else
        echo "not ok $file: check exits $rc, z3's $count boards say $expected"
        head -n 5 "$tmp/check.out"
    fi
done > "$tmp/results"
cat "$tmp/results"
passed=$((passed + $(grep -c '^ok' "$tmp/results")))
failed=$((failed + $(grep -c '^not ok' "$tmp/results")))

if grep -q '^ok course_4_queen.smt2: z3 and the translation give the same 2 boards' "$tmp/results"; then
    ok "the course's 4-queen.txt gives the 2 boards of N = 4 (A000170)"
else
    not_ok "the course's 4-queen.txt does not give 2 boards"
fi
if grep -q '^ok at_most_one_pairs_8.smt2: .* same 92 boards' "$tmp/results"; then
    ok "the eight-queens file gives the 92 boards of A000170(8)"
else
    not_ok "the eight-queens file does not give 92 boards"
fi

# Each assert of two files taken out in turn (those written on one line):
# check must accept the file exactly when z3's boards are still the
# solutions. Most removals change the boards; some do not (a pair the
# rows' at-least-one clauses make redundant), and check must say so too.
for entry in "lessons_style_5.smt2 5" "constructs_4.smt2 4"; do
    set -- $entry
    lines=$(awk '/^\(assert/ { o = gsub(/\(/, "("); c = gsub(/\)/, ")")
                               if (o == c) print NR }' "$data/smt2/$1")
    agree=0 disagree=0 rejected=0
    for k in $lines; do
        sed "${k}d" "$data/smt2/$1" > "$tmp/mutant.smt2"
        squares "$tmp/mutant.smt2" 1 > "$tmp/squares"
        z3_boards "$tmp/mutant.smt2" "$tmp/squares" 200 > "$tmp/a"
        expected=$(expected_exit "$tmp/a" "$2")
        rc=0
        "$gen" check --time-limit 0 "$2" "$tmp/mutant.smt2" > /dev/null 2>&1 || rc=$?
        if [ "$rc" -eq "$expected" ]; then agree=$((agree + 1))
        else
            disagree=$((disagree + 1))
            echo "    line $k removed: check exits $rc, z3 says $expected"
        fi
        [ "$expected" -eq 1 ] && rejected=$((rejected + 1))
    done
    if [ "$disagree" -eq 0 ] && [ "$rejected" -gt 0 ]; then
        ok "$1 with one assert removed: check and z3 agree on all $agree ($rejected not equivalent)"
    else
        not_ok "$1 with one assert removed: $disagree disagreements, $rejected not equivalent"
    fi
done

# check's report on the course's file: how the names were read, then
# the typo found and the pair it meant, first of all.
rc=0
"$gen" check --time-limit 0 4 "$tmp/course_4_queen.smt2" > "$tmp/report" 2>&1 || rc=$?
if [ "$rc" -eq 0 ] &&
   sed -n 1p "$tmp/report" | grep -qF "squares named x<r>y<c>, rows and columns numbered from 0, the first number the row" &&
   sed -n 2p "$tmp/report" | grep -qF 'Line 55: `(not (and x1y3 x1y2))` looks like a typo for `(not (and x0y3 x1y2))` (x1y3 written for x0y3)'; then
    ok "check finds the course's typo on line 55 and names the pair meant"
else
    not_ok "check on the course's file: exit $rc"
    show "$tmp/report"
fi
# The page's code as copied, with its no-break spaces: z3 refuses it, and
# so does check, naming the character.
awk '/^4-queen.txt$/ { on = 1; next } /^We call Z3/ { on = 0 } on' \
    "$data/smt2/course_page_4_queens.txt" > "$tmp/pasted.smt2"
z3 "$tmp/pasted.smt2" > "$tmp/z3.out" 2>&1 || true
rc=0
"$gen" check --time-limit 0 4 "$tmp/pasted.smt2" > "$tmp/report" 2>&1 || rc=$?
if grep -q '^(error "line 2 column' "$tmp/z3.out" && [ "$rc" -eq 1 ] &&
   grep -qF "line 2:1: a character that is not ASCII (U+00A0): a no-break space" "$tmp/report"; then
    ok "the page's code as pasted: z3 and check both refuse line 2, check names U+00A0"
else
    not_ok "the page's code as pasted: exit $rc"
    show "$tmp/report"
fi

for file in wrong_int_sort_4 wrong_board_size_4 wrong_unbalanced_4; do
    if "$helper" --dimacs 4 "$data/smt2/$file.smt2" > /dev/null 2> "$tmp/err"; then
        not_ok "$file: the reader accepts a file outside the fragment"
    elif grep -q "$file.smt2:[0-9]*:[0-9]*: " "$tmp/err"; then
        ok "$file: refused: $(cat "$tmp/err" | sed 's/.*smt2://')"
    else
        not_ok "$file: refused without a line:column: $(cat "$tmp/err")"
    fi
done

# decode --cnf FILE.smt2 reads z3's model by the file's names.
for entry in "column_first_5.smt2 5" "q_one_based_6.smt2 6"; do
    set -- $entry
    z3 "$data/smt2/$1" > "$tmp/model" 2>&1
    if "$gen" decode "$2" --cnf "$data/smt2/$1" "$tmp/model" > "$tmp/drawn" 2> "$tmp/err" &&
       grep -q '^solution 1' "$tmp/drawn"; then
        row=$(echo "$table" | awk -v f="$1" '$1 == f { print $3 }')
        squares "$data/smt2/$1" "$row" > "$tmp/squares"
        tr '()' '\n\n' < "$tmp/model" | awk '/define-fun/ { name = $2 } /true/ { print name }' > "$tmp/true"
        expected=$(awk 'NR == FNR { t[$1]; next } ($1 in t) { print $2 * 100 + $3 }' "$tmp/true" "$tmp/squares" | sort -n | tr '\n' ' ')
        drawn=$(awk '/^solution/ { on = 1; r = 0; next } on && NF { for (i = 1; i <= NF; i++) if ($i == "Q") print r * 100 + i - 1; r++ }' "$tmp/drawn" | sort -n | tr '\n' ' ')
        if [ -n "$expected" ] && [ "$expected" = "$drawn" ]; then
            ok "decode --cnf $1 draws z3's model by the file's names"
        else
            not_ok "decode --cnf $1: drew '$drawn', z3's model says '$expected'"
        fi
    else
        not_ok "decode --cnf $1 failed: $(cat "$tmp/err")"
    fi
done
finish
