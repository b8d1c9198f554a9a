#!/bin/sh
# What `check` says about real solvers, held to the solvers. For each file
# of tests/data/check/solvers, check's message names the solvers that
# reject the construct it found ("minisat and cryptominisat5 reject the
# file", or "minisat, cryptominisat5, cadical and picosat read the file"
# when none does); each solver of the four is run on the file, and those
# named as rejecting must reject it (no SATISFIABLE answer) while the
# others must read it and answer SATISFIABLE, as they do for the same
# clauses without the construct. A missing solver fails, never skips.
#
# Usage: sh tests/e2e_check_solver_claims.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_solver_claims.sh NQUEENS-CNF DATA-DIR}
dir=$data/check/solvers

ready=1
need_tool minisat minisat || ready=0
need_tool cryptominisat5 cryptominisat || ready=0
need_tool cadical cadical || ready=0
need_tool picosat picosat || ready=0
[ "$ready" -eq 1 ] || finish

# answers SOLVER FILE: prints "accepts" when the solver answers
# SATISFIABLE for the file, "rejects" otherwise.
answers() {
    case $1 in
    minisat) minisat "$2" "$tmp/result" > "$tmp/solver" 2>&1 || true
             if grep -q '^SAT$' "$tmp/result" 2> /dev/null; then
                 echo accepts; else echo rejects; fi
             rm -f "$tmp/result" ;;
    *) "$1" "$2" > "$tmp/solver" 2>&1 || true
       if grep -q '^s SATISFIABLE' "$tmp/solver"; then
           echo accepts; else echo rejects; fi ;;
    esac
}

# Every solver reads the clean file.
for solver in minisat cryptominisat5 cadical picosat; do
    [ "$(answers "$solver" "$data/handwritten_4.cnf")" = accepts ] &&
        ok "$solver reads the clean file" ||
        not_ok "$solver does not read tests/data/handwritten_4.cnf"
done

while IFS='|' read -r file n kind summary; do
    [ -n "$file" ] || continue
    rc=0
    "$gen" check --time-limit 0 "$n" "$dir/$file" > "$tmp/out" 2> "$tmp/err" || rc=$?
    message=$(grep -E "(reject|read) the file" "$tmp/out" | head -1 || true)
    if [ -z "$message" ]; then
        not_ok "$file: no message naming the solvers that reject or read it"
        continue
    fi
    # the names before "reject the file", e.g. "minisat and cryptominisat5";
    # none when the message says they read it
    named=$(printf '%s\n' "$message" | grep -F "reject the file" |
            sed 's/ reject the file.*//' |
            grep -oE '(minisat|cryptominisat5|cadical|picosat)' | sort -u | tr '\n' ' ' || true)
    for solver in minisat cryptominisat5 cadical picosat; do
        case " $named" in
        *" $solver "*) want=rejects ;;
        *) want=accepts ;;
        esac
        got=$(answers "$solver" "$dir/$file")
        if [ "$got" = "$want" ]; then
            ok "$file: $solver $got it, as check says"
        else
            not_ok "$file: check says $solver $want it, but it $got it: $(head -3 "$tmp/solver" | tr '\n' ' ')"
        fi
    done
    case $kind in
    error) [ "$rc" -eq 1 ] && ok "$file: malformed, exit 1" ||
               not_ok "$file: exit status $rc, expected 1" ;;
    warning) [ "$rc" -eq 0 ] && ok "$file: a warning, exit 0" ||
                 not_ok "$file: exit status $rc, expected 0" ;;
    esac
    # the verdict its clauses deserve, when the construct is no error
    if [ -n "$summary" ]; then
        grep -qF "summary: $summary" "$tmp/out" &&
            ok "$file: summary: $summary" ||
            not_ok "$file: $(grep '^summary' "$tmp/out"), expected summary: $summary"
    fi
done <<'TABLE'
percent_end.cnf|4|error|
comment_line_in_clause.cnf|4|warning|
comment_after_literal.cnf|4|warning|
header_declares_unused_variables.cnf|6|warning|equivalent at N=6
TABLE

finish
