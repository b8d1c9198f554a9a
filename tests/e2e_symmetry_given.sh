#!/bin/sh
# End-to-end test of symmetry with given squares: the cases that were
# wrong when symmetry breaking and --unique used all 8 symmetries of the
# open board whatever was pre-placed or blocked. The figures are worked
# out by hand: the 4 completions of a queen in the corner (1,8) pair up
# under the reflection in the other diagonal, the only symmetry other
# than the identity that keeps that corner (2 classes); no 8-queens
# solution is its own image in a diagonal (two queens would share the
# diagonal), so the 88 solutions with (1,1) empty pair up under the main
# diagonal's reflection (44 classes); (1,2) is kept by no symmetry but
# the identity, so each of its 8 completions is a class of its own.
# Random combinations are e2e_combinations.sh's.
#
# Usage: sh tests/e2e_symmetry_given.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

# expect_count WANTED ARGS...: count ARGS prints WANTED.
expect_count() {
    wanted=$1
    shift
    got=$("$gen" count "$@" 2> "$tmp/err") || got="exit $?"
    if [ "$got" = "$wanted" ]; then
        ok "count $* prints $wanted"
    else
        not_ok "count $* printed '$got', expected $wanted"; show "$tmp/err"
    fi
}

expect_count 4 8 --queen 1,8
expect_count 2 8 --queen 1,8 --unique
expect_count 2 8 --queen 1,8 --symmetry-breaking
expect_count 2 8 --queen 1,8 --symmetry-breaking --unique
expect_count 88 8 --block 1,1
expect_count 44 8 --block 1,1 --unique
expect_count 44 8 --block 1,1 --symmetry-breaking
expect_count 8 8 --queen 1,2
expect_count 8 8 --queen 1,2 --unique
expect_count 8 8 --queen 1,2 --symmetry-breaking
expect_count 12 8 --symmetry-breaking

# solve: the queen in the corner has completions under symmetry breaking
if "$gen" solve 8 --queen 1,8 --symmetry-breaking > "$tmp/out" 2> "$tmp/err"; then
    not_ok "solve 8 --queen 1,8 --symmetry-breaking exited 0, not 10"
else
    status=$?
    if [ "$status" -eq 10 ] && [ "$(sed -n 1p "$tmp/out")" = ". . . . . . . Q" ]; then
        ok "solve 8 --queen 1,8 --symmetry-breaking finds a completion (exit 10)"
    else
        not_ok "solve 8 --queen 1,8 --symmetry-breaking: exit $status"; show "$tmp/out"; show "$tmp/err"
    fi
fi

# solve --all --unique: classes of the kept symmetries, and their sizes
"$gen" solve 8 --queen 1,8 --all --unique > "$tmp/out" 2> "$tmp/err" || :
if [ "$(grep -c '^solution [0-9]*, class size 2$' "$tmp/out")" -eq 2 ] &&
    [ "$(grep -c '^solution' "$tmp/out")" -eq 2 ]; then
    ok "solve 8 --queen 1,8 --all --unique lists 2 boards, each of a class of 2"
else
    not_ok "solve 8 --queen 1,8 --all --unique:"; show "$tmp/out"
fi

# the generated file: a real solver finds the 2 class leaders
need_tool cryptominisat5 cryptominisat || { finish; exit 1; }
"$gen" 8 --queen 1,8 --symmetry-breaking > "$tmp/q.cnf"
{ echo "c ind $(seq -s ' ' 1 64) 0"; grep -v '^c' "$tmp/q.cnf"; } > "$tmp/ind.cnf"
models=$(cryptominisat5 --verb 0 --maxsol 100 "$tmp/ind.cnf" | grep -c '^s SATISFIABLE' || :)
if [ "$models" -eq 2 ]; then
    ok "cryptominisat5 finds 2 boards in '8 --queen 1,8 --symmetry-breaking'"
else
    not_ok "cryptominisat5 finds $models boards in '8 --queen 1,8 --symmetry-breaking', not 2"
fi

# what the symmetries are, in words
"$gen" stats 8 --queen 1,8 --symmetry-breaking > "$tmp/out"
if grep -qx 'symmetry   2 symmetries: the identity and the reflection in the other diagonal' "$tmp/out"; then
    ok "stats names the 2 symmetries kept by (1,8)"
else
    not_ok "stats does not name the symmetries:"; show "$tmp/out"
fi
"$gen" 8 --block 1,1 --symmetry-breaking --provenance > "$tmp/out"
if grep -qx 'c symmetry breaking: one board per class of the problem.s 2 symmetries: the identity and the reflection in the main diagonal' "$tmp/out"; then
    ok "--provenance names the symmetries kept by the blocked (1,1)"
else
    not_ok "--provenance does not name the symmetries:"; show "$tmp/out"
fi
"$gen" explain 8 --queen 1,2 --symmetry-breaking > "$tmp/out" 2> "$tmp/err"
if grep -q 'nothing to break' "$tmp/out" &&
    grep -q '^nqueens-cnf: note: no symmetry of the square but the identity' "$tmp/err"; then
    ok "explain and a note on stderr say that (1,2) leaves nothing to break"
else
    not_ok "explain 8 --queen 1,2 --symmetry-breaking says nothing of it:"; show "$tmp/err"
fi
"$gen" 8 --queen 1,2 --symmetry-breaking > "$tmp/sb.cnf" 2> /dev/null
"$gen" 8 --queen 1,2 > "$tmp/plain.cnf"
if cmp -s "$tmp/sb.cnf" "$tmp/plain.cnf"; then
    ok "--symmetry-breaking adds no clause when only the identity keeps the squares"
else
    not_ok "--symmetry-breaking changed the file of '8 --queen 1,2'"
fi
finish
