#!/bin/sh
# check's reports are bounded by the report, not by the file (issue 35):
# the reproducers of tests/data/hostile/report (made by its make.sh) are
# checked in words, with --verbose and as JSON, and each report is held
# to a size, to exact "and K more" counts and to totals that a real JSON
# parser reads.
#
# Without --verbose a file's report is a page (at most 12 findings and
# a few boards); with it, and in JSON, each kind of finding (issues,
# differences) is listed up to its first 1000 and the rest counted; a
# quote of input shows at most 80 bytes and the input's whole length.
# The counts are judged against what the same check says elsewhere: the
# summary's numbers of extra clauses, the JSON's totals.
#
# Usage: sh tests/e2e_hostile_report_bounds.sh PATH-TO-nqueens-cnf
. "$(dirname "$0")/e2e_lib.sh" "$@"

sh "$(dirname "$0")/data/hostile/report/make.sh" "$gen" "$tmp"

# report NAME N FILE: NAME.txt, NAME.verbose and NAME.json, each exit 1.
report() {
    for mode in txt verbose json; do
        case $mode in
        txt) set -- "$1" "$2" "$3" ;;
        verbose) set -- "$1" "$2" "$3" --verbose ;;
        json) set -- "$1" "$2" "$3" --json ;;
        esac
        rc=0
        "$gen" check --time-limit 0 ${4:-} "$2" "$3" > "$tmp/$1.$mode" \
            2> "$tmp/err" || rc=$?
        if [ "$rc" != 1 ]; then
            not_ok "$1 ($mode): exit $rc, not 1"; show "$tmp/err"
        fi
    done
}

# bounded NAME: the sizes of the three reports (words a page, --verbose
# and JSON under a megabyte, no line of the words over 8 kB).
bounded() {
    text=$(wc -c < "$tmp/$1.txt"); lines=$(wc -l < "$tmp/$1.txt")
    verbose=$(wc -c < "$tmp/$1.verbose"); json=$(wc -c < "$tmp/$1.json")
    longest=$(awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }' \
              "$tmp/$1.txt" "$tmp/$1.verbose")
    if [ "$lines" -le 80 ] && [ "$text" -lt 16384 ] &&
       [ "$verbose" -lt 1048576 ] && [ "$json" -lt 1048576 ] &&
       [ "$longest" -lt 8192 ]; then
        ok "$1: words $lines lines ($text bytes), --verbose $verbose, JSON $json bytes"
    else
        not_ok "$1: words $lines lines ($text bytes), --verbose $verbose, JSON $json bytes, longest line $longest"
    fi
}

# totals NAME: "issues_total listed differences_total listed" of the JSON,
# read by Python's json module (a line that does not parse fails).
totals() {
    python3 -c '
import json, sys
line = json.loads(open(sys.argv[1], encoding="utf-8").read())
print(line["issues_total"], len(line["issues"]),
      line["differences_total"], len(line["differences"]))' "$tmp/$1.json"
}

# more NAME KIND: the K of "and K more KIND" in the --verbose words, or
# 0 without such a line.
more() {
    sed -n "s/^and \([0-9]*\) more $2 .*(a report lists the first 1000 of each kind)\$/\1/p" \
        "$tmp/$1.verbose" | grep . || echo 0
}

# ---- thousands of wrong extra clauses and duplicates ----------------------
report extra 8 "$tmp/extra_clauses.cnf"
bounded extra
set -- $(totals extra 2> "$tmp/err") x x x x
extra=$(sed -n 's/.*it would check as: not equivalent (0 missing, \([0-9]*\) extra;.*/\1/p' \
        "$tmp/extra.txt")
if [ "$2" = 1000 ] && [ "$4" = 1000 ] && [ "$3" = "$extra" ] &&
   [ "$(more extra differences)" = $(($3 - 1000)) ] &&
   [ "$(more extra issues)" = $(($1 - 1000)) ] &&
   [ "$(grep -c '^line [0-9]*: wrong extra clause' "$tmp/extra.verbose")" -le 1000 ]; then
    ok "extra clauses: JSON lists 1000 of $3 differences and 1000 of $1 issues; --verbose counts the rest exactly"
else
    not_ok "extra clauses: JSON totals '$*', summary's extra '$extra', --verbose 'and $(more extra differences)' and 'and $(more extra issues)'"
    show "$tmp/err"
fi

# the 1000 differences kept are the ones that change the solutions (the
# file's evidence), as the words list them first
if python3 -c '
import json, sys
line = json.loads(open(sys.argv[1], encoding="utf-8").read())
sys.exit(any(d["verdict"] not in ("not-implied", "undecided")
             for d in line["differences"]))' "$tmp/extra.json"; then
    ok "extra clauses: the JSON keeps the differences that change the solutions"
else
    not_ok "extra clauses: the JSON lists harmless differences before evidence"
fi

# ---- 100000 words that are no literal -------------------------------------
report words 8 "$tmp/bad_words.cnf"
bounded words
set -- $(totals words 2> "$tmp/err") x x x x
listed=$(grep -c "^line [0-9]*: 'zz[0-9]*' is not a literal" "$tmp/words.verbose" || :)
if [ "$1" = 100003 ] && [ "$2" = 1000 ] && [ "$(more words issues)" = 99003 ] &&
   [ "$listed" -le 1000 ] && [ "$listed" -ge 997 ]; then
    ok "100000 bad words: 1000 of 100003 issues listed, 'and 99003 more issues'"
else
    not_ok "100000 bad words: JSON totals '$*', $listed listed, 'and $(more words issues) more'"
    show "$tmp/err"
fi

# ---- one word of 10 MB ----------------------------------------------------
report token 8 "$tmp/long_token.cnf"
bounded token
if grep -q "^line 2: 'a\{39\}\.\.\.(10485760 bytes)' is not a literal" "$tmp/token.txt" &&
   totals token > /dev/null 2> "$tmp/err"; then
    ok "a word of 10 MB: quoted short with its whole length, the JSON parses"
else
    not_ok "a word of 10 MB"; show "$tmp/token.txt"; show "$tmp/err"
fi

# ---- an SMT-LIB symbol of 10 MB -------------------------------------------
rc=0
"$gen" check --time-limit 0 4 "$tmp/long_symbol.smt2" > "$tmp/smt2.txt" 2>&1 || rc=$?
"$gen" check --time-limit 0 --json 4 "$tmp/long_symbol.smt2" > "$tmp/smt2.json" 2>&1 || :
size=$(wc -c < "$tmp/smt2.txt"); json=$(wc -c < "$tmp/smt2.json")
if [ "$rc" = 1 ] && [ "$size" -lt 2048 ] && [ "$json" -lt 4096 ] &&
   grep -q '`q*\.\.\.(10485760 bytes)` is not declared' "$tmp/smt2.txt" &&
   python3 -c '
import json, sys
line = json.loads(open(sys.argv[1], encoding="utf-8").read())
sys.exit("...(10485760 bytes)" not in line["summary"])' "$tmp/smt2.json"; then
    ok "an SMT-LIB symbol of 10 MB: its first bytes and its length, $size bytes in words, $json in JSON"
else
    not_ok "an SMT-LIB symbol of 10 MB: exit $rc, $size bytes, JSON $json"
    show "$tmp/smt2.txt"
fi

# ---- a file's name of 200 bytes, with an escape sequence ------------------
mkdir "$tmp/class"
name=$(printf '\033[2J%0196d.cnf' 0)
printf 'hello\n' > "$tmp/class/$name"
rc=0
(cd "$tmp/class" && "$gen" check --time-limit 0 4 -- "$name") > "$tmp/name.txt" || rc=$?
(cd "$tmp/class" && "$gen" check --time-limit 0 --json 4 -- "$name") > "$tmp/name.json" || :
if [ "$rc" = 1 ] && ! grep -q "$(printf '\033')" "$tmp/name.txt" &&
   grep -q '^\\x1b\[2J0\{76\}\.\.\.(204 bytes) is not a CNF' "$tmp/name.txt" &&
   python3 -c '
import json, sys
line = json.loads(open(sys.argv[1], encoding="utf-8").read())
sys.exit(line["file"] != sys.argv[2])' "$tmp/name.json" "$name"; then
    ok "a name of 204 bytes: 80 of them quoted in words, whole in JSON"
else
    not_ok "a name of 204 bytes"; show "$tmp/name.txt"
fi

finish
