#!/bin/sh
# A class graded in one command: the files of tests/data/class, each at
# its own N (from the roster, or from a header that declares N*N
# variables), as a table of one line per file and a line of counts,
# byte for byte the tables written there; the verdict of each row is the
# verdict `check N FILE --json` gives the file alone; a folder, standard
# input and the mistakes a roster can hold.
#
# Usage: sh tests/e2e_check_class.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_class.sh NQUEENS-CNF DATA-DIR}
class=$data/class

# The roster's table, from the roster's folder.
rc=0
(cd "$class" && "$gen" check --roster roster.csv --table) \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && [ ! -s "$tmp/err" ] &&
    cmp -s "$tmp/out" "$class/expected_roster.tsv"; then
    ok "check --roster --table: the class's table byte for byte, exit 1"
else
    not_ok "check --roster --table: exit $rc, differences:"
    diff "$class/expected_roster.tsv" "$tmp/out" | head -20 || :
    show "$tmp/err"
fi

# Each row's verdict is what the file alone gets at its N.
rows=0
while IFS=, read -r file n; do
    [ "$file" = file ] && continue
    row=$(grep -F "$file	" "$class/expected_roster.tsv" | cut -f3)
    alone=$("$gen" check "$n" "$class/$file" --json 2> /dev/null |
        python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["verdict"])') || :
    if [ "$row" = "$alone" ]; then
        rows=$((rows + 1))
    else
        not_ok "$file: the table says '$row', check $n alone says '$alone'"
    fi
done < "$class/roster.csv"
[ "$rows" -eq 9 ] && ok "all 9 rows say what check N FILE says of the file"

# A folder: its files in name order, N from their headers.
rc=0
(cd "$data" && "$gen" check class/submissions --table) \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && cmp -s "$tmp/out" "$class/expected_folder.tsv"; then
    ok "check FOLDER --table: N from each header, the others refused by name"
else
    not_ok "check FOLDER --table: exit $rc, differences:"
    diff "$class/expected_folder.tsv" "$tmp/out" | head -20 || :
fi

# Standard input tells its N too.
"$gen" 6 | "$gen" check - --table > "$tmp/out" 2> "$tmp/err" || :
if [ "$(head -1 "$tmp/out")" = "$(printf -- '-\t6\tidentical\t0\tidentical')" ]
then
    ok "nqueens-cnf 6 | check - --table: N = 6 from the header"
else
    not_ok "check - --table:"; show "$tmp/out"
fi

# The words without --table: a heading per file, as for one N.
rc=0
"$gen" check "$class/submissions/alice.cnf" "$class/submissions/bob.cnf" -q \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 0 ] && [ "$(grep -c '^summary: ' "$tmp/out")" -eq 2 ] &&
    grep -q '^==> .*bob.cnf <==$' "$tmp/out"; then
    ok "check FILE FILE -q: each at its own N (4 and 6), in words"
else
    not_ok "check FILE FILE -q: exit $rc"; show "$tmp/out"
fi

# What a roster can get wrong, said with its line and before any file.
printf 'file,n\nalice.cnf;4\n' > "$tmp/semicolon.csv"
printf 'a.cnf,4\n\033[2Jb.cnf\n' > "$tmp/escape.csv"
printf '# nothing\n\n' > "$tmp/empty.csv"
for case in "semicolon.csv|line 2: expected 'file,N' (e.g. alice.cnf,8), got 'alice.cnf;4'" \
    "escape.csv|line 2: expected 'file,N' (e.g. alice.cnf,8), got '\\x1b[2Jb.cnf'" \
    "empty.csv|lists no file"; do
    name=${case%%|*}
    want=${case#*|}
    rc=0
    "$gen" check --roster "$tmp/$name" --table > "$tmp/out" 2> "$tmp/err" ||
        rc=$?
    if [ "$rc" -eq 2 ] && [ ! -s "$tmp/out" ] &&
        grep -qF -- "$want" "$tmp/err"; then
        ok "a roster $name: exit 2, '$want'"
    else
        not_ok "a roster $name: exit $rc, stderr:"; show "$tmp/err"
    fi
done
mkdir "$tmp/nothing"
for case in "check 4 --roster $class/roster.csv|with --roster each file's N comes from the roster" \
    "check --table --json $class/submissions/alice.cnf|--table is one line per file" \
    "check $tmp/nothing|holds no file to check" \
    "check|check needs files to check"; do
    command=${case%%|*}
    want=${case#*|}
    rc=0
    # shellcheck disable=SC2086
    "$gen" $command > "$tmp/out" 2> "$tmp/err" || rc=$?
    if [ "$rc" -ne 0 ] && [ ! -s "$tmp/out" ] && grep -qF -- "$want" "$tmp/err"
    then
        ok "$command: exit $rc, '$want'"
    else
        not_ok "$command: exit $rc, stderr:"; show "$tmp/err"
    fi
done
finish
