#!/bin/sh
# End-to-end test of z3's cardinality constraints and define-fun helpers
# in the SMT-LIB reader, against z3 itself.
#
# For every file of tests/data/smt2_z3 (N is the number at the end of its
# name), the boards z3 finds, enumerated with blocking asserts, must be
# the very set of boards picosat finds for the reader's translation
# (`test_smt2_files --dimacs N FILE`), and check must accept the file
# exactly when those boards are the N-queens solutions. Squares are read
# here with awk from the names (x<r>y<c>, or c<c>r<r>), not with the
# project's code. A missing z3, picosat or helper is a failure.
#
# Usage: sh tests/e2e_smt2_cardinality.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
# ctest-label: slow
set -u
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_smt2_cardinality.sh nqueens-cnf tests/data}
helper=$(dirname "$gen")/tests/test_smt2_files

need_tool z3 z3 || { finish; exit; }
need_tool picosat picosat || { finish; exit; }
if [ ! -x "$helper" ]; then
    not_ok "the translation helper $helper is not built"
    finish
    exit
fi

a000170="1 0 0 2 10 4 40 92 352"

# squares FILE: "name r c" for every declared square
squares() {
    grep -o '(declare-const [A-Za-z0-9_]*' "$1" | awk '
        { name = $2
          if (match(name, /^x[0-9]+y[0-9]+$/)) { split(substr(name, 2), p, "y"); print name, p[1], p[2] }
          else if (match(name, /^c[0-9]+r[0-9]+$/)) { split(substr(name, 2), p, "r"); print name, p[2], p[1] } }'
}

for path in "$data"/smt2_z3/*.smt2; do
    file=$(basename "$path")
    n=$(echo "$file" | sed 's/.*_\([0-9]*\)\.smt2$/\1/')
    if ! "$helper" --dimacs "$n" "$path" > "$tmp/$file.cnf" 2> "$tmp/err"; then
        not_ok "$file: the reader refuses it: $(cat "$tmp/err")"
        continue
    fi
    squares "$path" > "$tmp/squares"
    z3_boards "$path" "$tmp/squares" 400 > "$tmp/a"
    picosat_boards "$tmp/$file.cnf" "$n" 400 > "$tmp/b"
    count=$(wc -l < "$tmp/a")
    if [ "$count" -gt 0 ] && cmp -s "$tmp/a" "$tmp/b"; then
        ok "$file: z3 and the translation give the same $count boards"
    else
        not_ok "$file: z3 gives $count boards, the translation $(wc -l < "$tmp/b")"
        diff "$tmp/a" "$tmp/b" | head -5
    fi
    solutions=$(echo "$a000170" | awk -v n="$n" '{ print $n }')
    # check must decide as z3 does: a file is accepted when z3's boards
    # are as many as the solutions (the wrong diagonal bound of N = 4
    # and 5 changes none of them); a correct file must be
    expected=1
    [ "$count" -eq "$solutions" ] && expected=0
    rc=0
    "$gen" check --time-limit 0 "$n" "$path" > "$tmp/check.out" 2>&1 || rc=$?
    if [ "${file#cardinality}" != "$file" ] && [ "$count" -ne "$solutions" ]; then
        not_ok "$file: z3 finds $count boards, not the $solutions solutions"
    elif [ "$rc" -eq "$expected" ]; then
        ok "$file: check exits $rc ($(tail -n 1 "$tmp/check.out" | cut -c1-60))"
    else
        not_ok "$file: check exits $rc, expected $expected"
        show "$tmp/check.out"
    fi
done

# the typo inside the one multi-line assert, on its own line
if "$gen" check --time-limit 0 4 "$data/smt2_z3/multi_line_typo_4.smt2" 2>&1 |
   grep -qF 'Line 15: `(not (and x1y3 x1y2))` looks like a typo for `(not (and x0y3 x1y2))`'; then
    ok "the typo in a multi-line assert is reported on its own line, 15"
else
    not_ok "the typo in a multi-line assert is not reported on line 15"
fi
# names whose letters say the column comes first
if "$gen" check --time-limit 0 5 "$data/smt2_z3/column_letters_5.smt2" 2>&1 |
   grep -qF 'squares named c<c>r<r>, rows and columns numbered from 0, the first number the column (as its letters say).'; then
    ok "c<column>r<row> names are read column first"
else
    not_ok "c<column>r<row> names are not read column first"
fi
finish
