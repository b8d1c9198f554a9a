#!/bin/sh
# End-to-end test: the instances of the literature on the command line.
#
# CSPLib 079's own example file (queens-diag-gen.py 10 4 1, as CSPLib
# prints it), for every first part D of its list (--take D): the CNF is
# solved by a real solver (cadical) and by `nqueens-cnf solve`; the two
# must agree on SAT/UNSAT, and every board they return must be an N-Queens
# solution (verify_model) that has no queen on any of the D excluded
# diagonals, judged here by awk from the file's numbers alone (sum
# diagonal d: row + column = d; difference: row - column + n - 1 = d, both
# 0-based, as CSPLib documents). The same diagonals, turned into --block
# squares by awk, give the same bytes. Blocked squares in the ASP
# competition's facts, plain lines and CSPLib 080's list give the bytes of
# the same squares typed as --block. The seeded generators: one seed gives
# the same bytes twice, two seeds differ, and the counts are as
# documented. Bad files name their line.
#
# Usage: sh tests/e2e_instances.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_instances.sh PATH-TO-nqueens-cnf DATA-DIR}/instances
need_tool cadical cadical || { finish; exit; }

diags=$data/csplib-079-n10.param
# The list's numbers, a pair "d t" per line, read without the project.
sed -n '/^diags/,$p' "$diags" | tr -c '0-9' ' ' | tr -s ' ' '\n' |
    grep . | paste - - > "$tmp/pairs"
if [ "$(wc -l < "$tmp/pairs")" -eq 14 ]; then
    ok "the CSPLib example lists 14 diagonals"
else
    not_ok "the CSPLib example's list reads as $(wc -l < "$tmp/pairs") pairs"
fi

# avoids N MODEL D: no queen of MODEL on the first D diagonals of pairs.
avoids() {
    head -n "$3" "$tmp/pairs" > "$tmp/taken"
    awk -v n="$1" 'NR == FNR { d[NR] = $1; t[NR] = $2; k = NR; next }
        { for (i = 1; i <= NF; i++) {
            v = $i + 0; if (v <= 0 || v > n * n) continue
            r = int((v - 1) / n); c = (v - 1) % n
            for (j = 1; j <= k; j++)
                if ((t[j] == 1 && r + c == d[j]) ||
                    (t[j] == 0 && r - c + n - 1 == d[j])) {
                    print "queen (" r "," c ") on excluded diagonal " d[j] " " t[j]
                    exit 1 } } }' "$tmp/taken" "$2"
}

# The board `solve` draws, as the DIMACS literals of its queens.
board_literals() {
    awk -v n="$1" '/^[.Q ]+$/ { for (i = 1; i <= NF; i++)
        if ($i == "Q") printf "%d ", r * n + i; r++ } END { print "" }' "$2"
}

sat=0 unsat=0
for take in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do
    "$gen" 10 --excluded-diagonals "$diags" --take "$take" > "$tmp/d.cnf"
    set +e
    cadical -q "$tmp/d.cnf" > "$tmp/cadical.out"; rc=$?
    "$gen" solve 10 --excluded-diagonals "$diags" --take "$take" \
        > "$tmp/solve.out" 2>&1; src=$?
    set -e
    answer=$(sat_answer "$tmp/cadical.out")
    if [ "$rc/$answer" != "$src/$(sat_answer "$tmp/cadical.out")" ] ||
       { [ "$rc" != 10 ] && [ "$rc" != 20 ]; } || [ "$rc" != "$src" ]; then
        not_ok "take $take: cadical says $answer ($rc), solve exits $src"
        show "$tmp/solve.out"
        continue
    fi
    if [ "$rc" = 20 ]; then
        unsat=$((unsat + 1))
        ok "take $take: cadical and solve agree: no board"
        continue
    fi
    sat=$((sat + 1))
    sed -n 's/^v //p' "$tmp/cadical.out" > "$tmp/model"
    board_literals 10 "$tmp/solve.out" > "$tmp/board"
    for who in model board; do
        if why=$(verify_model 10 "$tmp/$who") && why=$(avoids 10 "$tmp/$who" "$take"); then
            ok "take $take: the $who is a solution off all $take excluded diagonals"
        else
            not_ok "take $take: the $who: $why"
        fi
    done
done
if [ "$sat" -gt 0 ] && [ "$unsat" -gt 0 ]; then
    ok "the example's first parts are both satisfiable ($sat) and not ($unsat)"
else
    not_ok "the example gave $sat satisfiable and $unsat unsatisfiable parts"
fi

# The first 7 diagonals as --block squares (awk, 1-based), row by row.
head -n 7 "$tmp/pairs" | awk -v n=10 '{ for (r = 0; r < n; r++) {
        c = $2 == 1 ? $1 - r : r - $1 + n - 1
        if (c >= 0 && c < n) print r * n + c } }' | sort -n -u |
    awk -v n=10 '{ printf " --block %d,%d", int($1 / n) + 1, $1 % n + 1 }' \
    > "$tmp/blocks"
# shellcheck disable=SC2046
"$gen" 10 $(cat "$tmp/blocks") > "$tmp/typed.cnf"
"$gen" 10 --excluded-diagonals "$diags" --take 7 > "$tmp/file.cnf"
if cmp -s "$tmp/typed.cnf" "$tmp/file.cnf"; then
    ok "7 excluded diagonals are their squares, blocked ($(wc -w < "$tmp/blocks") words)"
else
    not_ok "7 excluded diagonals differ from their squares as --block"
fi

"$gen" 5 --block 1,1 --block 2,2 --block 3,3 --block 4,5 --block 5,5 \
    > "$tmp/typed5.cnf"
for file in asp-blocked-5.lp plain-blocked-5.txt csplib-080-n5.param; do
    if "$gen" 5 --blocks "$data/$file" > "$tmp/b.cnf" &&
       cmp -s "$tmp/b.cnf" "$tmp/typed5.cnf"; then
        ok "--blocks $file gives the squares typed as --block"
    else
        not_ok "--blocks $file differs from the same squares as --block"
    fi
done
# The ASP sample's published answer, queens (1,5) (2,3) (3,1) (4,4)
# (5,2), completes the instance (cadical); solve's own board keeps off the
# blocked squares (1,1) (2,2) (3,3) (4,5) (5,5): variables 1 7 13 20 25.
"$gen" 5 --blocks "$data/asp-blocked-5.lp" --queen 1,5 --queen 2,3 \
    --queen 3,1 --queen 4,4 --queen 5,2 > "$tmp/answer.cnf"
set +e
cadical -q "$tmp/answer.cnf" > "$tmp/answer.out"
set -e
if [ "$(sat_answer "$tmp/answer.out")" = SAT ]; then
    ok "the ASP sample's published answer satisfies the instance"
else
    not_ok "the ASP sample's answer is refused"
fi
"$gen" solve 5 --blocks "$data/asp-blocked-5.lp" > "$tmp/asp.out" || true
board_literals 5 "$tmp/asp.out" > "$tmp/asp.model"
if verify_model 5 "$tmp/asp.model" > "$tmp/why" &&
   ! tr ' ' '\n' < "$tmp/asp.model" | grep -qx -e 1 -e 7 -e 13 -e 20 -e 25; then
    ok "solve's board of the ASP sample keeps off its blocked squares"
else
    not_ok "solve's board of the ASP sample: $(cat "$tmp/why")"; show "$tmp/asp.out"
fi

# Seeds: the same bytes twice, another seed other bytes.
for option in "--random-blocks 0.7" "--random-diagonals 20" "--random-queens 5"; do
    # shellcheck disable=SC2086
    "$gen" 16 $option --seed 3 > "$tmp/s1"
    # shellcheck disable=SC2086
    "$gen" 16 $option --seed 3 > "$tmp/s2"
    # shellcheck disable=SC2086
    "$gen" 16 $option --seed 4 --allow-unsat > "$tmp/s3"
    if cmp -s "$tmp/s1" "$tmp/s2" && ! cmp -s "$tmp/s1" "$tmp/s3"; then
        ok "$option: one seed, one instance; another seed, another"
    else
        not_ok "$option: seeds do not behave"
    fi
done
# As documented: round(0.7 * 256) = 179 blocked squares (negative units);
# 5 queens (positive units) that attack no other.
units=$("$gen" 16 --random-blocks 0.7 --seed 3 | grep -c '^-[0-9]* 0$')
[ "$units" -eq 179 ] && ok "--random-blocks 0.7 blocks 179 of 256 squares" ||
    not_ok "--random-blocks 0.7 blocked $units squares, not 179"
"$gen" 16 --random-queens 5 --seed 3 | grep '^[1-9][0-9]* 0$' > "$tmp/q"
if [ "$(wc -l < "$tmp/q")" -eq 5 ] && tr '\n' ' ' < "$tmp/q" | sed 's/ 0 / /g' > "$tmp/qm" &&
   awk -v n=16 '{ for (i = 1; i <= NF; i++) { v = $i - 1; r[i] = int(v / n); c[i] = v % n
        for (j = 1; j < i; j++) if (r[i] == r[j] || c[i] == c[j] ||
            r[i] - c[i] == r[j] - c[j] || r[i] + c[i] == r[j] + c[j]) exit 1 } }' "$tmp/qm"; then
    ok "--random-queens 5 places 5 queens that attack no other"
else
    not_ok "--random-queens 5 gave:"; show "$tmp/q"
fi

# Bad files and options: the line and what was expected; exit statuses.
printf 'n = 10\nnumdiags = 2\ndiags = [[4, 1], [2, 7]]\n' > "$tmp/bad.param"
set +e
"$gen" 10 --excluded-diagonals "$tmp/bad.param" > /dev/null 2> "$tmp/err"; rc=$?
"$gen" 10 --blocks "$tmp/missing.lp" > /dev/null 2> "$tmp/err2"; rc2=$?
"$gen" 10 --take 3 > /dev/null 2> "$tmp/err3"; rc3=$?
set -e
if [ "$rc" = 1 ] && grep -q "bad.param:3: expected a diagonal's kind 1 (sum) or 0" "$tmp/err"; then
    ok "a bad diagonal's kind names FILE:3"
else
    not_ok "bad kind: exit $rc"; show "$tmp/err"
fi
if [ "$rc2" = 1 ] && grep -q "cannot open '.*missing.lp': No such file" "$tmp/err2"; then
    ok "a missing blocks file is named"
else
    not_ok "missing file: exit $rc2"; show "$tmp/err2"
fi
if [ "$rc3" = 2 ] && grep -q "'--take' counts the diagonals" "$tmp/err3"; then
    ok "--take without a file is a usage error"
else
    not_ok "--take alone: exit $rc3"; show "$tmp/err3"
fi
finish
