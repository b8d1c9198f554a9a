#!/bin/sh
# `--solver` on solve, count and check, through the command.
#
# Every solver the version line lists must give the same answers: counts
# against OEIS A000170 and A002562 (e2e_lib.sh), every board `solve
# --model` prints checked by the awk judge of e2e_lib.sh (no code of the
# project), the same exit statuses, and the same verdict from `check` on
# the same files, witness board included where there is one. The
# version line must list exactly the solvers the help names, both of them
# in this build. An unknown solver is a usage error (exit 2) that names
# the solvers there are; the option takes both --solver S and --solver=S.
#
# Usage: sh tests/e2e_solver_choice.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_solver_choice.sh NQUEENS-CNF DATA-DIR}

# The solvers this build has, from --version's "solvers:" line.
solvers=$("$gen" --version | sed -n 's/^solvers: //p')
if [ "$solvers" = "picosat cadical" ]; then
    ok "--version lists picosat and cadical"
else
    not_ok "--version lists '$solvers', expected 'picosat cadical'"
fi

for s in $solvers; do
    # count, all and unique, and with the option's other spelling
    for n in 1 4 6 8 9; do
        got=$("$gen" count "$n" --solver "$s") || true
        want=$(oeis_a000170 "$n")
        if [ "$got" = "$want" ]; then ok "$s: count $n = $want"
        else not_ok "$s: count $n printed '$got', expected $want"; fi
    done
    got=$("$gen" count 8 --unique --solver="$s") || true
    want=$(oeis_a002562 8)
    if [ "$got" = "$want" ]; then ok "$s: count 8 --unique = $want"
    else not_ok "$s: count 8 --unique printed '$got', expected $want"; fi

    # every solution of N = 6 and the first of N = 30, judged by awk
    for n in 6 30; do
        rc=0
        if [ "$n" -eq 6 ]; then all=--all want=$(oeis_a000170 6)
        else all= want=1; fi
        # shellcheck disable=SC2086
        "$gen" solve "$n" $all --model --solver "$s" > "$tmp/models" || rc=$?
        models=$(grep -c '^v ' "$tmp/models" || true)
        bad=
        while read -r line; do
            echo "$line" | sed 's/^v //' > "$tmp/one"
            verify_model "$n" "$tmp/one" > "$tmp/why" || bad=$(cat "$tmp/why")
        done < "$tmp/models"
        if [ "$rc" -eq 10 ] && [ "$models" -eq "$want" ] && [ -z "$bad" ]; then
            ok "$s: solve $n $all: $models solution(s), each checked"
        else
            not_ok "$s: solve $n: exit $rc, $models models ($want wanted) $bad"
        fi
        [ "$n" -eq 6 ] && sort "$tmp/models" > "$tmp/all6.$s"
    done

    # no solution: the SAT convention's 20, and the same explanation
    rc=0
    "$gen" solve 3 --solver "$s" > "$tmp/out3.$s" || rc=$?
    if [ "$rc" -eq 20 ]; then ok "$s: solve 3 exits 20"
    else not_ok "$s: solve 3 exit status $rc, expected 20"; fi
    rc=0
    "$gen" solve 6 --queen 1,2 --queen 2,6 --solver "$s" > "$tmp/core.$s" || rc=$?
    if [ "$rc" -eq 20 ] && grep -qF "(1,2) and (2,6) already cannot be completed" "$tmp/core.$s"; then
        ok "$s: the completion core of (1,2) (2,6) on N = 6"
    else
        not_ok "$s: completion core: exit $rc: $(cat "$tmp/core.$s")"
    fi

    # check: a wrong extra clause, an implied missing one and a missing
    # one that matters, with their exit statuses (compared below)
    for f in extra_wrong_clause:1 missing_row_clause:0 missing_diagonal_clause:1; do
        rc=0
        "$gen" check --time-limit 0 4 "$data/check/${f%:*}.cnf" --solver "$s" > "$tmp/${f%:*}.$s" 2>&1 || rc=$?
        if [ "$rc" -eq "${f#*:}" ]; then ok "$s: check ${f%:*} exits $rc"
        else not_ok "$s: check ${f%:*} exit status $rc, expected ${f#*:}"; fi
    done
done

# The same answers whatever the solver (witness boards may differ).
first=${solvers%% *}
for s in $solvers; do
    [ "$s" = "$first" ] && continue
    if cmp -s "$tmp/all6.$first" "$tmp/all6.$s"; then
        ok "$s and $first find the same 4 solutions of N = 6"
    else
        not_ok "$s and $first differ on the solutions of N = 6"
    fi
    for f in extra_wrong_clause missing_row_clause missing_diagonal_clause; do
        # verdicts and exit status; boards are drawn below a verdict
        grep -v '^    ' "$tmp/$f.$first" > "$tmp/a"
        grep -v '^    ' "$tmp/$f.$s" > "$tmp/b"
        if cmp -s "$tmp/a" "$tmp/b"; then ok "$s and $first: the same check of $f"
        else not_ok "$s and $first judge $f differently"; show "$tmp/b"; fi
    done
done

# Unknown names are usage errors that list the solvers.
for sub in "solve 8" "count 8" "check 4 $data/handwritten_4.cnf"; do
    rc=0
    # shellcheck disable=SC2086
    "$gen" $sub --solver minisat > "$tmp/out" 2> "$tmp/err" || rc=$?
    if [ "$rc" -eq 2 ] && grep -qF "unknown solver 'minisat'" "$tmp/err" &&
       grep -qF "picosat" "$tmp/err" && grep -qF "cadical" "$tmp/err" &&
       [ ! -s "$tmp/out" ]; then
        ok "${sub%% *} --solver minisat: usage error naming the solvers"
    else
        not_ok "${sub%% *} --solver minisat: exit $rc: $(cat "$tmp/err")"
    fi
done
rc=0
"$gen" count 8 --solver > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ]; then ok "--solver without a value: usage error"
else not_ok "--solver without a value: exit $rc"; fi
# The generator writes CNF; no solver runs there, so it takes no --solver.
rc=0
"$gen" 8 --solver cadical > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ]; then ok "the generator refuses --solver"
else not_ok "the generator took --solver: exit $rc"; fi

finish
