#!/bin/sh
# A class graded in one command: the files of tests/data/class, each at
# its own N (from the roster, from a header that declares N*N variables,
# or from SMT-LIB names that span an N x N board), and a student's
# program run in the roster's folder, as a table of one line per row
# and a line of counts, tab-separated and CSV, byte for byte the tables
# written there; the CSV read by Python's csv module has the TSV's
# cells; the verdict of each row is the verdict `check N FILE --json`
# gives the file alone; several --generator options, each its own row
# and summary record; a class graded against a variant; a folder,
# standard input, rows that fail midway and the mistakes a roster can
# hold.
#
# Usage: sh tests/e2e_check_class.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_class.sh NQUEENS-CNF DATA-DIR}
class=$data/class

# The roster's table, from the roster's folder.
rc=0
(cd "$class" && "$gen" check --time-limit 0 --roster roster.csv --table) \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
# run as root, check says once that the roster's programs are root too
sed -i '/note: check runs as root/d' "$tmp/err"
if [ "$rc" -eq 1 ] && [ ! -s "$tmp/err" ] &&
    cmp -s "$tmp/out" "$class/expected_roster.tsv"; then
    ok "check --roster --table: the class's table byte for byte, exit 1"
else
    not_ok "check --roster --table: exit $rc, differences:"
    diff "$class/expected_roster.tsv" "$tmp/out" | head -20 || :
    show "$tmp/err"
fi

# The same table as CSV, byte for byte, and cell for cell the TSV's as
# Python's csv module reads it.
rc=0
(cd "$class" && "$gen" check --time-limit 0 --roster roster.csv --format csv) \
    > "$tmp/out.csv" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && cmp -s "$tmp/out.csv" "$class/expected_roster.csv"; then
    ok "check --roster --format csv: the class's CSV byte for byte, exit 1"
else
    not_ok "check --roster --format csv: exit $rc, differences:"
    diff "$class/expected_roster.csv" "$tmp/out.csv" | head -20 || :
fi
if python3 -c '
import csv, sys
with open(sys.argv[1], newline="") as f:
    from_csv = list(csv.reader(f))
with open(sys.argv[2]) as f:
    from_tsv = [line.rstrip("\n").split("\t") for line in f]
assert len(from_csv) == len(from_tsv) > 2, (len(from_csv), len(from_tsv))
for a, b in zip(from_csv, from_tsv):
    assert a == b, (a, b)
assert any("," in cell for row in from_csv for cell in row)
' "$class/expected_roster.csv" "$class/expected_roster.tsv" 2> "$tmp/err"
then
    ok "the CSV read by Python's csv module: the TSV's cells, commas and all"
else
    not_ok "the CSV's cells differ from the TSV's:"; show "$tmp/err"
fi

# A program's command runs in the roster's folder, wherever check is
# run from: the table is the same but for the roster's folder.
rc=0
(cd "$tmp" && "$gen" check --time-limit 0 --roster "$class/roster.csv" --table) \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] &&
    sed "s|$class/||g" "$tmp/out" | cmp -s - "$class/expected_roster.tsv"; then
    ok "check --roster DIR/roster.csv from elsewhere: the program runs in DIR"
else
    not_ok "check --roster from elsewhere: exit $rc:"
    sed "s|$class/||g" "$tmp/out" | diff "$class/expected_roster.tsv" - |
        head -10 || :
fi

# Each row's verdict is what the file alone gets at its N.
rows=0
while IFS=, read -r file n command; do
    [ "$file" = file ] && continue
    [ -n "$command" ] && continue
    row=$(grep -F "$file	" "$class/expected_roster.tsv" | cut -f3)
    alone=$("$gen" check --time-limit 0 "$n" "$class/$file" --json 2> /dev/null |
        python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["verdict"])') || :
    if [ "$row" = "$alone" ]; then
        rows=$((rows + 1))
    else
        not_ok "$file: the table says '$row', check $n alone says '$alone'"
    fi
done < "$class/roster.csv"
[ "$rows" -eq 10 ] && ok "all 10 file rows say what check N FILE says"

# The program's row says what --generator says of it over its range:
# the verdict of the first N rejected, the worst exit status.
row=$(grep '^programs/mallory.sh	' "$class/expected_roster.tsv" | cut -f2-4)
alone=$(cd "$class" && "$gen" check --time-limit 0 --generator 'sh programs/mallory.sh {n}' \
    --range 4..6 --json 2> /dev/null | python3 -c '
import json, sys
objects = [json.loads(line) for line in sys.stdin]
lines = [o for o in objects if "record" not in o]
assert [l["n"] for l in lines] == [4, 5, 6]
assert [o["record"] for o in objects[3:]] == ["program-summary"]
bad = [l for l in lines if l["exit_status"] == 1]
print("4..6\t%s\t%d" % (bad[0]["verdict"], max(l["exit_status"] for l in lines)))') || :
if [ -n "$row" ] && [ "$row" = "$alone" ]; then
    ok "the program's row ($row) is what --generator says of each N"
else
    not_ok "the program's row '$row', --generator says '$alone'"
fi

# Several --generator: each its own row, summary and record.
rc=0
(cd "$class" && "$gen" check --time-limit 0 --generator 'false {n}' \
    --generator 'sh programs/mallory.sh {n}' --range 4..5 --table) \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
printf '%s\t%s\t%s\t%s\t%s\n' \
    'false {n}' 4..5 failed 1 \
    '0 of 2 N accepted; N=4: the program exited with status 1' \
    'sh programs/mallory.sh {n}' 4..5 not-equivalent 1 \
    '1 of 2 N accepted; N=5: not equivalent (10 missing, 0 extra; 10 of them change the solutions)' \
    > "$tmp/want"
echo '# 2 programs: 1 not-equivalent, 1 failed' >> "$tmp/want"
if [ "$rc" -eq 1 ] && cmp -s "$tmp/out" "$tmp/want"; then
    ok "two --generator with --table: a row each, then the counts"
else
    not_ok "two --generator --table: exit $rc:"; diff "$tmp/want" "$tmp/out" || :
fi
(cd "$class" && "$gen" check --time-limit 0 --generator 'false {n}' \
    --generator 'sh programs/mallory.sh {n}' --range 4..5) \
    > "$tmp/out" 2> "$tmp/err" || :
if [ "$(grep -c '^summary: ' "$tmp/out")" -eq 2 ] &&
    grep -q '^summary: 0 of 2 N accepted; the first rejected is N=4$' \
        "$tmp/out" &&
    grep -q '^summary: 1 of 2 N accepted; the first rejected is N=5$' \
        "$tmp/out"; then
    ok "two --generator in words: each its own summary"
else
    not_ok "two --generator in words:"; show "$tmp/out"
fi
(cd "$class" && "$gen" check --time-limit 0 --generator 'false {n}' \
    --generator 'sh programs/mallory.sh {n}' --range 4..5 --json) \
    > "$tmp/out" 2> "$tmp/err" || :
if python3 -c '
import json, sys
lines = [json.loads(line) for line in open(sys.argv[1])]
kinds = [l["record"] if "record" in l else l["verdict"] for l in lines]
assert kinds == ["failed", "failed", "program-summary", "same-clauses",
                 "not-equivalent", "program-summary", "class-summary"], kinds
assert lines[2]["command"] == "false {n}" and lines[2]["accepted"] == 0
assert lines[5]["first_rejected"] == 5 and lines[5]["exit_status"] == 1
assert lines[6]["programs"] == 2 and lines[6]["rejected"] == 2
assert lines[6]["verdicts"] == {"not-equivalent": 1, "failed": 1}
' "$tmp/out" 2> "$tmp/err"; then
    ok "two --generator --json: each N, a summary record each, a closing one"
else
    not_ok "two --generator --json:"; show "$tmp/err"
fi

# A roster's rows that fail midway are their own rows; the others are
# checked: a folder where a file should be, a file that is missing.
cp "$class/submissions/alice.cnf" "$tmp/alice.cnf"
mkdir "$tmp/unreadable.cnf"
printf 'file,n\nunreadable.cnf,4\nmissing.cnf,5\nalice.cnf,4\n' \
    > "$tmp/midway.csv"
rc=0
"$gen" check --time-limit 0 --roster "$tmp/midway.csv" --table > "$tmp/out" 2> "$tmp/err" ||
    rc=$?
if [ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp/out")" -eq 4 ] &&
    grep -q "unreadable.cnf	4	failed	1	'.*unreadable.cnf' is a folder, not a regular file: not read" "$tmp/out" &&
    grep -q "missing.cnf	5	failed	1	cannot open .*No such file" \
        "$tmp/out" &&
    grep -q "alice.cnf	4	identical	0	identical" "$tmp/out" &&
    tail -1 "$tmp/out" | grep -qx '# 3 files: 1 identical, 2 failed'; then
    ok "a roster's unreadable and missing files: failed rows, the rest checked"
else
    not_ok "a roster failing midway: exit $rc:"; show "$tmp/out"; show "$tmp/err"
fi

# A class graded against a variant: each file written with the options
# is identical under them and not without them; a square off the
# smallest board is refused before any file is checked.
for options in "--symmetry-breaking" "--queen 1,2 --block 4,4" \
    "--encoding sequential" "--no-column-alo"; do
    printf 'file,n\n' > "$tmp/variant.csv"
    for n in 4 5 6; do
        # shellcheck disable=SC2086
        "$gen" "$n" $options > "$tmp/v$n.cnf"
        echo "v$n.cnf,$n" >> "$tmp/variant.csv"
    done
    rc=0
    # shellcheck disable=SC2086
    "$gen" check --time-limit 0 --roster "$tmp/variant.csv" --format csv $options \
        > "$tmp/out" 2> "$tmp/err" || rc=$?
    plain=$("$gen" check --time-limit 0 --roster "$tmp/variant.csv" --table 2> /dev/null |
        head -3 | cut -f3 | sort -u | tr '\n' ' ') || :
    if [ "$rc" -eq 0 ] && [ "$plain" != "identical " ] &&
        [ "$(cut -d, -f3 "$tmp/out" | head -3 | sort -u)" = identical ]; then
        ok "a class graded with $options: identical (without: $plain)"
    else
        not_ok "a class graded with $options: exit $rc (without: $plain)"
        show "$tmp/out"; show "$tmp/err"
    fi
done
rc=0
"$gen" check --time-limit 0 --roster "$tmp/variant.csv" --table --queen 5,5 \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ] && [ ! -s "$tmp/out" ] && [ -s "$tmp/err" ]; then
    ok "--queen 5,5 for a class with N = 4: refused before any file"
else
    not_ok "--queen 5,5 for N = 4: exit $rc:"; show "$tmp/out"; show "$tmp/err"
fi

# SMT-LIB whose names cover no board: its row says so.
{
    for r in 0 1 2 3; do
        for c in 0 1 2 3; do
            [ "$r$c" = 33 ] || echo "(declare-const x${r}y$c Bool)"
        done
    done
    echo '(assert (or x0y0 x0y1))'
} > "$tmp/partial.smt2"
"$gen" check --time-limit 0 "$tmp/partial.smt2" --table > "$tmp/out" 2> "$tmp/err" || :
if grep -q "	0	failed	1	cannot tell which N .* no naming of its constants covers the squares of an N x N board" "$tmp/out"
then
    ok "SMT-LIB names short of a board: cannot tell its N, said so"
else
    not_ok "SMT-LIB names short of a board:"; show "$tmp/out"
fi

# A folder: its files in name order, N from their headers.
rc=0
(cd "$data" && "$gen" check --time-limit 0 class/submissions --table) \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && cmp -s "$tmp/out" "$class/expected_folder.tsv"; then
    ok "check FOLDER --table: N from each header, the others refused by name"
else
    not_ok "check FOLDER --table: exit $rc, differences:"
    diff "$class/expected_folder.tsv" "$tmp/out" | head -20 || :
fi

# Standard input tells its N too. Its name '-' is a cell that begins
# with '-', which every table writes after a single quote (CSV
# injection).
"$gen" 6 | "$gen" check --time-limit 0 - --table > "$tmp/out" 2> "$tmp/err" || :
if [ "$(head -1 "$tmp/out")" = "$(printf -- "'-\t6\tidentical\t0\tidentical")" ]
then
    ok "nqueens-cnf 6 | check - --table: N = 6 from the header"
else
    not_ok "check - --table:"; show "$tmp/out"
fi

# The words without --table: a heading per file, as for one N.
rc=0
"$gen" check --time-limit 0 "$class/submissions/alice.cnf" "$class/submissions/bob.cnf" -q \
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
printf 'a.cnf,4\n"b,c.cnf,5\n' > "$tmp/unclosed.csv"
printf 'a.cnf,4\nb,c.cnf,5\n' > "$tmp/comma.csv"
printf 'a.py,4..x,python3 a.py {n}\n' > "$tmp/range.csv"
printf 'a.py,4..6,python3 a.py 8\n' > "$tmp/placeholder.csv"
printf 'a.cnf,0\n' > "$tmp/zero.csv"
for case in "semicolon.csv|line 2: expected 'file,N' (e.g. alice.cnf,8), got 'alice.cnf;4'" \
    "escape.csv|line 2: expected 'file,N' (e.g. alice.cnf,8), got '\\x1b[2Jb.cnf'" \
    "empty.csv|lists no file" \
    "unclosed.csv|line 2: a quoted field is not closed" \
    "comma.csv|line 2: expected 'name,N,COMMAND'" \
    "range.csv|line 1: expected 'name,N,COMMAND' with N one N or a range" \
    "placeholder.csv|line 1: the command must say where N goes, as {n}" \
    "zero.csv|'0'"; do
    name=${case%%|*}
    want=${case#*|}
    rc=0
    "$gen" check --time-limit 0 --roster "$tmp/$name" --table > "$tmp/out" 2> "$tmp/err" ||
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
    "check --format csv -q $class/submissions/alice.cnf|--format is one line per file" \
    "check --format xls $class/submissions/alice.cnf|expected tsv (as --table) or csv" \
    "check --range 4..5 $class/submissions/alice.cnf|--range goes with --generator" \
    "check --generator false --range 4|must say where N goes, as {n}" \
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
