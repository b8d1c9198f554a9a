#!/bin/sh
# What `check` says about a file as a whole. Each file of
# tests/data/check/diagnosis is something else than a CNF, or a CNF gone
# wrong in one way everywhere; expected.tsv gives the sentence its report
# must open with and the JSON kind. Each report must fit in a few lines
# (a board as evidence besides) and exit 1, and the JSON must pass the
# schema and say the same sentence.
#
# The claims the sentences make are held to independent truth here: a
# file said to be numbered from 0, shifted or digit by digit is
# renumbered by awk and must then be the hand-written reference; a file
# said to be for another N is the reference of that N; a missing family
# has the closed-form number of clauses; a cut-off file is a prefix of
# the reference.
#
# Usage: sh tests/e2e_check_diagnosis.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_diagnosis.sh NQUEENS-CNF DATA-DIR}
dir=$data/check/diagnosis
schema=$(cd "$(dirname "$0")/../docs" && pwd)/check-report.schema.json
python=/usr/bin/python3
if ! "$python" -c 'import jsonschema' 2> "$tmp/err"; then
    not_ok "python: no module jsonschema; install the Debian package 'python3-jsonschema'"
    finish
fi

# --- each named file: its sentence, a short report, exit 1, the JSON -------
tab=$(printf '\t')
while IFS="$tab" read -r file n kind sentence; do
    case $file in '#'*|'') continue ;; esac
    rc=0
    (cd "$dir" && "$gen" check --time-limit 0 "$n" "$file") > "$tmp/out" 2> "$tmp/err" ||
        rc=$?
    first=$(head -n 1 "$tmp/out")
    lines=$(wc -l < "$tmp/out")
    # a few lines, and a board as evidence (n + 1 lines) where one helps
    if [ "$rc" -eq 1 ] && [ "$first" = "$sentence" ] &&
       [ "$lines" -le $((6 + n)) ] &&
       [ ! -s "$tmp/err" ]; then
        ok "$file: $lines lines, opens with its diagnosis"
    else
        not_ok "$file: exit $rc, $lines lines, first line: $first"
        show "$tmp/out"
    fi
    rc=0
    (cd "$dir" && "$gen" check --time-limit 0 "$n" --json "$file") > "$tmp/json" || rc=$?
    if "$python" - "$schema" "$tmp/json" "$kind" "$sentence" \
            > "$tmp/judged" 2>&1 <<'EOF'
import json, sys
import jsonschema
schema_path, json_path, kind, sentence = sys.argv[1:5]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
with open(json_path, encoding="utf-8") as f:
    line = json.loads(f.read())
jsonschema.validate(line, schema)
first = line["diagnoses"][0]
assert first["kind"] == kind, first["kind"]
assert first["sentence"] == sentence, first["sentence"]
assert line["exit_status"] == 1
EOF
    then ok "$file: JSON kind $kind, same sentence, valid"
    else
        not_ok "$file: JSON (exit $rc)"
        show "$tmp/judged"
    fi
done < "$dir/expected.tsv"

# --- the readings the sentences name are right --------------------------------
# renumber FILE AWK-EXPRESSION: the file's clauses with each literal's
# variable v replaced by the expression (one clause per line, as they are
# written, "-0" kept negative; with plus-one-sign, a bare 0 on a line of
# negative literals is -0 too), as "clause 0" lines without the header.
renumber() {
    awk -v how="$2" '
        /^[cp%]/ || NF == 0 { next }
        {
            out = ""
            positive = 0
            for (i = 1; i < NF; i++) if ($i + 0 > 0) positive = 1
            for (i = 1; i < NF; i++) {
                w = $i; neg = (substr(w, 1, 1) == "-"); v = w + 0
                if (how == "plus-one-sign" && w == "0" && !positive) neg = 1
                if (v < 0) v = -v
                if (how == "plus-one" || how == "plus-one-sign") v = v + 1
                else if (how == "minus-one") v = v - 1
                else if (how == "decimal") v = (int(v / 10) - 1) * 4 + v % 10
                out = out (neg ? "-" : "") v " "
            }
            print out "0"
        }' "$1"
}
tail -n +2 "$data/handwritten_4.cnf" > "$tmp/reference"
for case in "zero_based.cnf plus-one" "shifted.cnf minus-one" \
            "decimal.cnf decimal" "zero_based_sign_lost.cnf plus-one-sign"; do
    set -- $case
    renumber "$dir/$1" "$2" > "$tmp/read"
    if cmp -s "$tmp/read" "$tmp/reference"; then
        ok "$1 read $2 is the hand-written 4-queens file"
    else
        not_ok "$1 read $2 differs from the hand-written 4-queens file"
    fi
done
tail -n +2 "$dir/header_is_n.cnf" | cmp -s - "$tmp/reference" &&
    [ "$(head -n 1 "$dir/header_is_n.cnf")" = "p cnf 4 84" ] &&
    ok "header_is_n.cnf is the reference under 'p cnf 4 84'" ||
    not_ok "header_is_n.cnf is not the reference under 'p cnf 4 84'"
whole=$(wc -l < "$dir/cut_short.cnf") # the last line has no newline
last=$(tail -n 1 "$dir/cut_short.cnf")
head -n "$whole" "$data/queens_8.seed.cnf" > "$tmp/prefix"
next=$(sed -n "$((whole + 1))p" "$data/queens_8.seed.cnf")
if head -n "$whole" "$dir/cut_short.cnf" | cmp -s - "$tmp/prefix" &&
   [ -n "$last" ] && [ "${next#"$last"}" != "$next" ]; then
    ok "cut_short.cnf is the 8-queens reference cut inside line $((whole + 1))"
else
    not_ok "cut_short.cnf is not a cut 8-queens reference"
fi

# --- another N: the 4-queens file checked as N = 5 and N = 6 ------------------
for n in 5 6; do
    rc=0
    "$gen" check --time-limit 0 "$n" "$data/handwritten_4.cnf" > "$tmp/out" || rc=$?
    if [ "$rc" -eq 1 ] && head -n 1 "$tmp/out" | grep -qF \
        "This is a CNF for N = 4, not $n: checked as N = 4, it is identical to the reference."
    then ok "the 4-queens file checked as N = $n says it is for N = 4"
    else
        not_ok "the 4-queens file checked as N = $n: exit $rc"
        show "$tmp/out"
    fi
done

# The SMT-LIB form of N = 6 checked as N = 7 and 8: its names x0y0 ..
# x5y5 tell N = 6, and read there it is the reference; z3 finds the 4
# boards of N = 6 (OEIS A000170) in it, so the claim is held to z3, not to
# the reader. Its missing clauses (--verbose) name the squares it never
# declared as its pattern would (x0y6), not as a subformula.
"$gen" 6 --format smt2 > "$tmp/q6.smt2"
for n in 7 8; do
    rc=0
    "$gen" check --time-limit 0 "$n" "$tmp/q6.smt2" > "$tmp/out" || rc=$?
    if [ "$rc" -eq 1 ] && sed -n 2p "$tmp/out" | grep -qxF \
        "This is an SMT-LIB file for N = 6, not $n: checked as N = 6, it is identical to the reference."
    then ok "the SMT-LIB file of N = 6 checked as N = $n says it is for N = 6"
    else
        not_ok "the SMT-LIB file of N = 6 checked as N = $n: exit $rc"
        show "$tmp/out"
    fi
done
"$gen" check --time-limit 0 7 "$tmp/q6.smt2" --verbose > "$tmp/out" || :
if grep -qF '`(not (and x0y1 x0y6))`' "$tmp/out" &&
    ! grep -q 'subformula' "$tmp/out"; then
    ok "its missing clauses name the undeclared squares by the file's pattern"
else
    not_ok "the missing clauses of the N = 6 SMT-LIB file at N = 7:"
    grep -m 3 'x0y6\|subformula' "$tmp/out"
fi
if need_tool z3 z3; then
    awk '/declare-const/ { n = $2; r = n; sub(/^x/, "", r); sub(/y.*/, "", r)
        c = n; sub(/.*y/, "", c); print n, r, c }' "$tmp/q6.smt2" > "$tmp/squares"
    # z3 exits non-zero once the boards run out: not under set -e
    z3_boards "$tmp/q6.smt2" "$tmp/squares" 10 > "$tmp/boards" || :
    boards=$(wc -l < "$tmp/boards")
    [ "$boards" -eq 4 ] && ok "z3: the file has the 4 boards of N = 6" ||
        not_ok "z3 finds $boards boards in the N = 6 SMT-LIB file, not 4"
fi

# --- a whole family at N = 20, against the closed form -----------------------
# Down-left pairs: each anti-diagonal of length k has k(k-1)/2 pairs; the
# lengths are 1..N..1, so there are 2*C(N+1,3) - C(N,2) pairs: 2470 at 20.
awk -v n=20 '
    /^p/ { next }
    NF == 3 && $1 < 0 {
        a = -$1 - 1; b = -$2 - 1
        r1 = int(a / n); c1 = a % n; r2 = int(b / n); c2 = b % n
        if (r1 != r2 && c1 != c2 && c2 < c1) next
    }
    { print }' "$data/queens_20.seed.cnf" > "$tmp/body"
expected=$((2 * 21 * 20 * 19 / 6 - 20 * 19 / 2))
{ echo "p cnf 400 $(wc -l < "$tmp/body")"; cat "$tmp/body"; } > "$tmp/q20.cnf"
rc=0
"$gen" check --time-limit 0 20 "$tmp/q20.cnf" > "$tmp/out" || rc=$?
lines=$(wc -l < "$tmp/out")
if [ "$rc" -eq 1 ] && [ "$lines" -le 25 ] && head -n 1 "$tmp/out" | grep -qF \
    "All $expected down-left diagonal pairs are missing"; then
    ok "N = 20 without its down-left pairs: all $expected named in $lines lines"
else
    not_ok "N = 20 without its down-left pairs: exit $rc, $lines lines"
    show "$tmp/out"
fi

# --- compressed texts, from real tools -----------------------------------------
# check reads a compressed file decompressed; compressed twice, what comes
# out is a compressed text, which is named as such.
for tool in gzip xz zstd bzip2; do
    need_tool "$tool" "$tool" || continue
    "$tool" -c "$data/handwritten_4.cnf" > "$tmp/q4.packed"
    rc=0
    "$gen" check --time-limit 0 4 "$tmp/q4.packed" > "$tmp/out" || rc=$?
    [ "$rc" -eq 0 ] && grep -qx "summary: identical" "$tmp/out" &&
        ok "$tool output is read decompressed: identical" ||
        not_ok "$tool output: exit $rc, $(tail -n 1 "$tmp/out")"
    "$tool" -c "$tmp/q4.packed" > "$tmp/q4.twice"
    rc=0
    "$gen" check --time-limit 0 4 "$tmp/q4.twice" > "$tmp/out" || rc=$?
    grep -qF "is $tool-compressed: decompress it first, e.g. $tool -dc" \
        "$tmp/out" && [ "$rc" -eq 1 ] &&
        ok "$tool output compressed twice is named as $tool-compressed" ||
        not_ok "$tool twice: exit $rc, $(head -n 1 "$tmp/out")"
done
need_tool picosat picosat && need_tool minisat minisat && need_tool z3 z3 &&
for solver in picosat minisat z3; do
    case $solver in
    picosat) picosat "$data/handwritten_4.cnf" > "$tmp/answer" || true ;;
    minisat) minisat "$data/handwritten_4.cnf" "$tmp/answer" > /dev/null 2>&1 ||
                 true ;;
    z3) "$gen" 4 --format smt2 > "$tmp/q4.smt2"
        z3 "$tmp/q4.smt2" > "$tmp/answer" || true ;;
    esac
    rc=0
    "$gen" check --time-limit 0 4 "$tmp/answer" > "$tmp/out" || rc=$?
    grep -qF "is a solver's answer" "$tmp/out" && [ "$rc" -eq 1 ] &&
        ok "$solver's answer is named as a solver's answer" ||
        not_ok "$solver's answer: exit $rc, $(head -n 1 "$tmp/out")"
done
"$gen" 4 --format opb > "$tmp/q4.opb"
rc=0
"$gen" check --time-limit 0 4 "$tmp/q4.opb" > "$tmp/out" || rc=$?
grep -qF "holds pseudo-Boolean (OPB) constraints" "$tmp/out" && [ "$rc" -eq 1 ] &&
    ok "OPB is named as OPB" || not_ok "OPB: exit $rc, $(head -n 1 "$tmp/out")"
finish
