#!/bin/sh
# The student corpus (tests/data/check/students, one row each in
# tests/data/check/students.tsv) against two judges. First the oracle,
# tests/check_oracle.py, which decides on the board with its own
# backtracking and z3 and never runs `nqueens-cnf check`: its answer
# must agree with the row's expected verdict, so a wrong row in the
# table fails here and not as a "bug" of the checker. Then `check` itself
# must give exactly the row: the JSON verdict, exit status and variants,
# the exit status with --strict, and for a file that is not equivalent a
# board that the oracle confirms (a non-solution the file allows, or a
# solution it rules out). A counting case at N >= 14 must be decided in
# under 2 s of CPU, from the clauses alone. z3 missing fails, never skips.
#
# ctest-label: slow
# Usage: sh tests/e2e_check_corpus.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_corpus.sh NQUEENS-CNF DATA-DIR}
dir=$data/check/students
table=$data/check/students.tsv
py=/usr/bin/python3
oracle="$(dirname "$0")/check_oracle.py"
tab=$(printf '\t')

if [ ! -x "$py" ]; then
    not_ok "$py: not found; install the Debian package 'python3' (apt-get install python3)"
fi
need_tool z3 z3 || true
if [ "$failed" -ne 0 ]; then
    finish
    exit 1
fi

# The class of the oracle's answer a verdict stands for.
oracle_class() {
    case $1 in
    identical | same-clauses | equivalent-every-n | equivalent-this-n)
        echo equivalent ;;
    *) echo "$1" ;;
    esac
}

# The fields of check's JSON line, one per line: verdict, exit_status,
# the variants sorted and comma-joined (- if none), then one line per
# board of a difference: its kind and its rows.
json_fields() {
    "$py" -c '
import json, sys
text = open(sys.argv[1]).read().strip().splitlines()
j = json.loads(text[0]) if len(text) == 1 else {}
print(j.get("verdict"))
print(j.get("exit_status"))
print(",".join(sorted(j.get("variants") or [])) or "-")
for d in j.get("differences") or []:
    if d.get("board"):
        print(d.get("kind"), " ".join(d["board"]))
' "$1"
}

sorted_list() {
    [ "$1" = - ] && { echo -; return; }
    echo "$1" | tr ',' '\n' | sort | paste -sd, -
}

# The oracle first, on two processors: its own cross-checks (options read
# into the search of tests/oracle.py, which python_oracle holds to OEIS;
# its SMT description of the solutions against that enumeration; files
# with known answers) and every row, odd and even rows apart. In a quick
# run (the sanitizer suite) the table was judged by the plain run and no
# code of the project takes part: (i) is left out there.
run_oracle() {
    while IFS="$tab" read -r file n options _; do
        [ "$options" = - ] && options=
        # shellcheck disable=SC2086 # options are words
        "$py" "$oracle" "$dir/$file" "$n" $options < /dev/null \
            > "$tmp/oracle/$file" 2>&1 || true
    done
}
mkdir "$tmp/oracle"
tail -n +2 "$table" > "$tmp/rows"
if [ "$quick" != 1 ]; then
    {
        "$py" "$oracle" --self-test > "$tmp/self" 2>&1 < /dev/null &&
            echo pass >> "$tmp/self"
        awk 'NR % 2' "$tmp/rows" | run_oracle
    } &
    awk '!(NR % 2)' "$tmp/rows" | run_oracle
    wait
    if [ "$(tail -1 "$tmp/self")" = pass ]; then
        ok "oracle self-test ($(grep -c '^ok' "$tmp/self") checks)"
    else
        not_ok "oracle self-test: $(grep -v '^ok' "$tmp/self" | head -3)"
    fi
fi

while IFS="$tab" read -r file n options verdict status strict variants; do
    [ "$options" = - ] && options=
    if [ ! -f "$dir/$file" ]; then
        not_ok "$file: in the table but not in $dir"
        continue
    fi
    # (i) the table against the oracle
    if [ "$quick" = 1 ]; then
        :
    elif [ "$(head -1 "$tmp/oracle/$file")" = "$(oracle_class "$verdict")" ]; then
        ok "$file: oracle says $(head -1 "$tmp/oracle/$file") ($verdict expected)"
    else
        not_ok "$file: oracle says '$(head -1 "$tmp/oracle/$file")', the table $verdict: $(sed -n 2,3p "$tmp/oracle/$file" | tr '\n' ' ')"
    fi

    # (ii) check against the table
    rc=0
    # shellcheck disable=SC2086
    cpu_seconds "$tmp/cpu" timeout 600 "$gen" check --time-limit 0 "$n" \
        "$dir/$file" $options --json < /dev/null > "$tmp/out" 2> "$tmp/err" || rc=$?
    took=$(cat "$tmp/cpu")
    json_fields "$tmp/out" > "$tmp/fields" 2> "$tmp/jerr" || true
    got_verdict=$(sed -n 1p "$tmp/fields")
    got_status=$(sed -n 2p "$tmp/fields")
    got_variants=$(sed -n 3p "$tmp/fields")
    want_variants=$(sorted_list "$variants")
    if [ "$got_verdict" != "$verdict" ] || [ "$rc" -ne "$status" ] ||
       [ "$got_status" != "$status" ] || [ "$got_variants" != "$want_variants" ]; then
        not_ok "$file: check gives verdict '$got_verdict', exit $rc (JSON $got_status), variants $got_variants; expected $verdict, exit $status, variants $want_variants ($(cat "$tmp/err" "$tmp/jerr" | head -c 160 | tr '\n' ' '))"
    else
        ok "$file: check: $verdict, exit $status, variants $want_variants (${took} s of CPU)"
    fi
    if [ "$verdict" = equivalent-every-n ] && [ "$n" -ge 14 ]; then
        if awk -v t="$took" 'BEGIN { exit !(t >= 2) }'; then
            not_ok "$file: counting case at N = $n took $took s of CPU (limit 2 s)"
        elif [ "$got_verdict" = "$verdict" ]; then
            ok "$file: counting case at N = $n decided in $took s of CPU (< 2 s)"
        fi
    fi

    rc=0
    # shellcheck disable=SC2086
    timeout 600 "$gen" check --time-limit 0 "$n" "$dir/$file" $options --strict --json \
        < /dev/null > "$tmp/strict" 2>&1 || rc=$?
    if [ "$rc" -eq "$strict" ]; then
        ok "$file: --strict exits $strict"
    else
        not_ok "$file: --strict exits $rc, expected $strict"
    fi

    # (iii) a not-equivalent verdict shows boards the oracle confirms
    [ "$verdict" = not-equivalent ] || continue
    sed -n '4,$p' "$tmp/fields" | head -2 > "$tmp/boards"
    if [ ! -s "$tmp/boards" ]; then
        not_ok "$file: not-equivalent without a board in its differences"
        continue
    fi
    while read -r kind rows; do
        case $kind in
        missing | allows) claim=allows ;;
        extra) claim=excludes ;;
        *) not_ok "$file: difference of unknown kind '$kind'"; continue ;;
        esac
        # shellcheck disable=SC2086 # the rows are words
        if why=$("$py" "$oracle" "$dir/$file" "$n" $options \
                 --board "$claim" $rows < /dev/null); then
            ok "$file: $kind board confirmed: $why"
        else
            not_ok "$file: $kind board $rows: $why"
        fi
    done < "$tmp/boards"
done < "$tmp/rows"

# Every file of the folder has its row.
for path in "$dir"/*.cnf; do
    name=$(basename "$path")
    if ! cut -f1 "$table" | grep -qxF "$name"; then
        not_ok "$name: no row in students.tsv"
    fi
done

finish
