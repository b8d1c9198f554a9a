#!/bin/sh
# The first line of `check`'s report is the file's real mistake. Each file
# of tests/data/check/headlines is a student's encoding whose old report
# led with something harmless or untrue (a family "missing" that the
# file's auxiliary variables enforce on most lines, "nothing stops two
# queens" for a row that an xor stops at two and lets through at three,
# duplicate clauses above the clauses that rule out solutions);
# expected.tsv gives the line its report must lead with (after the naming
# line of an SMT-LIB file) and what the board drawn under it shows.
#
# The board is held to independent truth, not to the tool's words: it is
# read off the report, its queens on the line the sentence names are
# counted here, and a real solver (picosat for DIMACS, z3 for SMT-LIB)
# is given the file plus the board as unit clauses: a board the sentence
# says the file allows must satisfy it; a solution the sentence says a
# clause rules out must be a solution (verify_model) that does not.
#
# Usage: sh tests/e2e_check_headlines.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_headlines.sh NQUEENS-CNF DATA-DIR}
dir=$data/check/headlines
need_tool picosat picosat || { finish; exit; }
need_tool z3 z3 || { finish; exit; }

# board_of OUT N: the first board drawn in the report (rows of ". " and
# "Q "), as "r c" lines of its queens, 0-based.
board_of() {
    awk -v n="$2" '
        BEGIN { row = 0 }
        /^ *[.Q]( [.Q])*$/ {
            if (row == n) exit
            for (i = 1; i <= NF; i++) if ($i == "Q") print row, i - 1
            row++
        }' "$1"
}

# line_count QUEENS KIND R C: the queens of the board on the KIND line
# through square (R, C), 0-based.
line_count() {
    awk -v kind="$2" -v r="$3" -v c="$4" '
        (kind == "row" && $1 == r) || (kind == "column" && $2 == c) ||
        (kind == "down-right" && $1 - $2 == r - c) ||
        (kind == "down-left" && $1 + $2 == r + c) { count++ }
        END { print count + 0 }' "$1"
}

# satisfies FILE N QUEENS: whether the solver finds the file satisfiable
# with every square of the board fixed (a queen true, the rest false).
satisfies() {
    case $1 in
    *.smt2)
        {
            grep -v '(check-sat)' "$1"
            awk -v n="$2" '
                { queen[$1 " " $2] = 1 }
                END {
                    for (r = 0; r < n; r++) for (c = 0; c < n; c++) {
                        v = "q_" r "_" c
                        if ((r " " c) in queen) print "(assert " v ")"
                        else print "(assert (not " v "))"
                    }
                    print "(check-sat)"
                }' "$3"
        } > "$tmp/fixed.smt2"
        [ "$(z3 "$tmp/fixed.smt2")" = sat ]
        ;;
    *)
        awk -v n="$2" '
            FNR == NR { queen[$1 * n + $2 + 1] = 1; next }
            /^p cnf/ { $4 = $4 + n * n; print; next }
            { print }
            END {
                for (v = 1; v <= n * n; v++)
                    print (v in queen ? v : -v), 0
            }' "$3" "$1" > "$tmp/fixed.cnf"
        rc=0
        picosat "$tmp/fixed.cnf" > /dev/null || rc=$?
        [ "$rc" -eq 10 ]
        ;;
    esac
}

tab=$(printf '\t')
while IFS="$tab" read -r file n kind queens sentence; do
    case $file in '#'*|'') continue ;; esac
    rc=0
    (cd "$dir" && "$gen" check --time-limit 0 "$n" "$file") > "$tmp/out" 2> "$tmp/err" ||
        rc=$?
    # an SMT-LIB file's report opens with how its names were read
    grep -v '^Read as SMT-LIB 2: ' "$tmp/out" > "$tmp/report" || true
    first=$(head -n 1 "$tmp/report")
    if [ "$rc" -eq 1 ] && [ "$first" = "$sentence" ] && [ ! -s "$tmp/err" ]
    then ok "$file: leads with its real mistake"
    else
        not_ok "$file: exit $rc, first line: $first"
        show "$tmp/report"
        continue
    fi
    board_of "$tmp/report" "$n" > "$tmp/queens"
    if [ "$kind" = rules-out ]; then
        # the board is a solution, and the file rules it out
        awk -v n="$n" '{ print $1 * n + $2 + 1 }' "$tmp/queens" \
            > "$tmp/queens.dimacs"
        why=$(verify_model "$n" "$tmp/queens.dimacs") || true
        if [ -z "$why" ] && ! satisfies "$dir/$file" "$n" "$tmp/queens"
        then ok "$file: its board is a solution the file rules out"
        else not_ok "$file: board ($why) or the solver disagrees"
        fi
        continue
    fi
    # the squares the sentence names, 1-based or as the file numbers them
    squares=$(printf '%s\n' "$sentence" |
        sed -n 's/.*allows \(.*\) together.*/\1/p' |
        grep -o '([0-9]*,[0-9]*)' | tr -d '()' | tr ',' ' ')
    base=1
    case $file in *.smt2) base=0 ;; esac
    named=0 shown=0
    printf '%s\n' "$squares" > "$tmp/named"
    while read -r r c; do
        [ -n "$r" ] || continue
        r=$((r - base)) c=$((c - base))
        named=$((named + 1))
        grep -qx "$r $c" "$tmp/queens" && shown=$((shown + 1))
        line=$(line_count "$tmp/queens" "$kind" "$r" "$c")
    done < "$tmp/named"
    if [ "$named" -eq "$queens" ] && [ "$shown" -eq "$queens" ] &&
       [ "${line:-0}" -eq "$queens" ]; then
        ok "$file: the board has exactly $queens queens on that $kind line"
    else
        not_ok "$file: named $named, on the board $shown," \
            "on the $kind ${line:-?}"
    fi
    if satisfies "$dir/$file" "$n" "$tmp/queens"; then
        ok "$file: the solver finds that the file allows its board"
    else
        not_ok "$file: the solver finds the file rules its board out"
    fi
done < "$dir/expected.tsv"
finish
