#!/bin/sh
# End-to-end test of decode's tally: "92 models, 92 distinct, 12 symmetry
# classes", the repeats it warns about, --distinct, --classes and the
# --svg sheet of several models.
#
# The truth is the solvers' own enumerations and an oracle of this
# script's: Python reads each model's queens from the transcript, and the
# suite's oracle (tests/oracle.py) judges the board and puts a solution
# in its class under the 8 symmetries of the square (the class is named
# by its lexicographically smallest image, its size is the number of
# distinct images). The oracle writes what decode must print; the
# counts of complete enumerations are also held to OEIS A000170 and
# A002562 (e2e_lib.sh). Transcripts are the saved ones of
# tests/data/transcripts and fresh ones made here by picosat --all and
# cryptominisat5 --maxsol; the test makes a broken blocking loop's output
# by copying a model with sed, and a model that is not a solution by
# changing one literal of a copy. A missing solver or tool is a failure.
#
# Usage: sh tests/e2e_decode_tally.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_decode_tally.sh NQUEENS-CNF DATA-DIR}/transcripts

# oracle MODE N TRANSCRIPT. MODE tally: the lines decode --classes prints
# after the boards; boards: each model's queen squares (variables, in
# increasing order), one line per model; captions: each model's sheet
# caption with --classes. Written in Python on the suite's oracle
# (tests/oracle.py), which judges a board and names its class.
cat > "$tmp/tally.py" << 'PYTHON'
import re, sys
import oracle

mode, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
plural = lambda count, one, many: one if count == 1 else many
models = []  # (squares, key, valid, columns)
q = []
with open(path) as f:
    for line in f:
        if re.match(r"[ \t]*(c|s)([ \t]|$)", line):
            continue
        for word in line.split():
            if not re.fullmatch(r"-?[0-9]+", word):
                continue
            v = int(word)
            if v == 0:
                q.sort()
                squares = " ".join(map(str, q))
                cells = [divmod(x - 1, n) for x in q]
                valid = oracle.is_solution(n, cells)
                models.append((squares, ("Q " if valid else "X ") + squares,
                               valid, tuple(c for _, c in sorted(cells))))
                q = []
            elif 0 < v <= n * n:
                q.append(v)

first, again, repeats, bad = {}, {}, [], []
class_of, canons, sizes, members, class_of_model = {}, [], [], [], []
for m, (squares, key, valid, columns) in enumerate(models, 1):
    is_new = key not in first
    if is_new:
        first[key], again[key] = m, []
    else:
        again[key].append(m)
    repeats.append(0 if is_new else first[key])
    if not valid:
        bad.append(m)
        class_of_model.append(0)
        continue
    canon = oracle.canonical(columns)
    if canon not in class_of:
        class_of[canon] = len(canons) + 1
        canons.append(" ".join(str(c + 1) for c in canon))
        sizes.append(oracle.class_size(columns))
        members.append([])
    k = class_of[canon]
    class_of_model.append(k)
    if is_new:
        members[k - 1].append(key)

if mode == "boards":
    for squares, _, _, _ in models:
        print(squares)
elif mode == "captions":
    for m in range(1, len(models) + 1):
        k, r = class_of_model[m - 1], repeats[m - 1]
        print("model %d%s%s" % (m, ", class %d" % k if k else "",
                                ", repeats %d" % r if r else ""))
elif mode == "tally":
    line = "%d %s, %d distinct, %d symmetry %s" % (
        len(models), plural(len(models), "model", "models"), len(first),
        len(canons), plural(len(canons), "class", "classes"))
    if bad:
        line += ", %d %s" % (len(bad), plural(len(bad), "not a solution",
                                              "not solutions"))
    print(line)
    for k, canon in enumerate(canons, 1):
        found = ", ".join(
            "%d%s" % (first[key], " (again as %s)" % ", ".join(
                map(str, again[key])) if again[key] else "")
            for key in members[k - 1])
        print("class %d, columns %s: %d of its %d members found: %s %s" % (
            k, canon, len(members[k - 1]), sizes[k - 1],
            plural(len(members[k - 1]), "model", "models"), found))
    if bad:
        print("in no class, not %s: %s %s" % (
            plural(len(bad), "a solution", "solutions"),
            plural(len(bad), "model", "models"),
            ", ".join(map(str, bad))))
PYTHON
oracle() {
    PYTHONPATH=$oracle_dir python3 -B "$tmp/tally.py" "$@"
}

# The tally and class lines decode printed after its boards.
tally_lines() {
    sed -n '/^[0-9][0-9]* models*, /,$p' "$1"
}

# check_tally LABEL N TRANSCRIPT WANT-RC [OPTION]: decode --classes
# prints what the oracle says, and exits WANT-RC.
check_tally() {
    label=$1 n=$2 transcript=$3 want=$4
    shift 4
    out=$tmp/tally.out
    rc=0
    "$gen" decode --classes "$@" "$n" "$transcript" > "$out" \
        2> "$out.err" || rc=$?
    oracle tally "$n" "$transcript" > "$out.expected"
    tally_lines "$out" > "$out.got"
    if [ "$rc" -ne "$want" ]; then
        not_ok "$label: exit $rc, expected $want"
        show "$out.err"
    elif ! cmp -s "$out.expected" "$out.got"; then
        not_ok "$label: the tally differs from the oracle's"
        diff "$out.expected" "$out.got" | sed -n '1,12s/^/    /p'
    else
        ok "$label: $(head -n 1 "$out.got")"
    fi
}

# check_oeis LABEL N TRANSCRIPT: a complete enumeration's tally line is
# A000170(N) models, as many distinct, A002562(N) classes.
check_oeis() {
    all=$(oeis_a000170 "$2") unique=$(oeis_a002562 "$2")
    case $unique in 1) word=class ;; *) word=classes ;; esac
    case $all in 1) models=model ;; *) models=models ;; esac
    want="$all $models, $all distinct, $unique symmetry $word"
    got=$("$gen" decode --classes "$2" "$3" | tally_lines /dev/stdin |
        head -n 1)
    if [ "$got" = "$want" ]; then
        ok "$1: '$want' (A000170, A002562)"
    else
        not_ok "$1: '$got', expected '$want'"
    fi
}

for tool in python3:python3 picosat:picosat cryptominisat5:cryptominisat \
            xmllint:libxml2-utils rsvg-convert:librsvg2-bin; do
    need_tool "${tool%%:*}" "${tool#*:}" || true
done

# The saved transcripts, complete enumerations and a partial one.
for pair in picosat_all_6:6 picosat_all_8:8 cryptominisat_maxsol100_6:6 \
            cryptominisat_maxsol100_8:8; do
    file=$data/${pair%%:*}.txt n=${pair#*:}
    check_tally "${pair%%:*}" "$n" "$file" 0
    check_oeis "${pair%%:*}" "$n" "$file"
done
check_tally "cryptominisat_maxsol10_8 (10 of 92)" 8 \
    "$data/cryptominisat_maxsol10_8.txt" 0

# Fresh enumerations by the solvers installed now.
for n in 1 4 5 6 7 8 9; do
    "$gen" "$n" > "$tmp/q$n.cnf"
    if command -v picosat > /dev/null 2>&1; then
        picosat --all "$tmp/q$n.cnf" > "$tmp/picosat_$n.txt" 2>&1 || true
        check_tally "picosat --all N=$n" "$n" "$tmp/picosat_$n.txt" 0
        check_oeis "picosat --all N=$n" "$n" "$tmp/picosat_$n.txt"
    fi
    if command -v cryptominisat5 > /dev/null 2>&1; then
        cryptominisat5 --verb 0 --maxsol 1000 "$tmp/q$n.cnf" \
            > "$tmp/cms_$n.txt" 2>&1 || true
        check_tally "cryptominisat5 --maxsol N=$n" "$n" "$tmp/cms_$n.txt" 0
        check_oeis "cryptominisat5 --maxsol N=$n" "$n" "$tmp/cms_$n.txt"
    fi
done

# model_start TRANSCRIPT K: the line of the K-th model's "s SATISFIABLE".
model_start() {
    grep -n '^s SATISFIABLE$' "$1" | sed -n "$2s/:.*//p"
}

# copy_model TRANSCRIPT K: the K-th model's lines, "s SATISFIABLE" to the
# line before the next "s" line.
copy_model() {
    start=$(model_start "$1" "$2")
    sed -n "$start,\$p" "$1" | sed -n '1p; 2,${/^s /q; p}'
}

# A broken blocking loop: model 3 again after model 10 (it becomes model
# 11; every later model moves up one).
base=$data/picosat_all_8.txt
copy_model "$base" 3 > "$tmp/model3.txt"
at=$(model_start "$base" 11)
sed "$((at - 1))r $tmp/model3.txt" "$base" > "$tmp/repeat.txt"
check_tally "model 3 repeated as model 11" 8 "$tmp/repeat.txt" 0
if tally_lines "$tmp/tally.out" | head -n 1 |
    grep -qx '93 models, 92 distinct, 12 symmetry classes'; then
    ok "a repeat: 93 models, 92 distinct, 12 symmetry classes"
else
    not_ok "a repeat: $(tally_lines "$tmp/tally.out" | head -n 1)"
fi
warning="nqueens-cnf: warning: model 11 (line $at) repeats model 3 (line $(model_start "$base" 3))"
if [ "$(cat "$tmp/tally.out.err")" = "$warning" ]; then
    ok "a repeat is warned about: $warning"
else
    not_ok "a repeat's warning, expected '$warning'"
    show "$tmp/tally.out.err"
fi
rc=0
"$gen" decode --distinct 8 "$tmp/repeat.txt" > "$tmp/distinct.out" \
    2> "$tmp/distinct.err" || rc=$?
if [ "$rc" -eq 4 ] && grep -qF "$warning" "$tmp/distinct.err"; then
    ok "--distinct: a repeat exits 4, with the warning"
else
    not_ok "--distinct: a repeat exits $rc, expected 4 with the warning"
fi
rc=0
"$gen" decode --distinct --quiet 8 "$tmp/repeat.txt" > "$tmp/distinct.out" \
    2> "$tmp/distinct.err" || rc=$?
if [ "$rc" -eq 4 ] && [ ! -s "$tmp/distinct.out" ] &&
   [ ! -s "$tmp/distinct.err" ]; then
    ok "--distinct --quiet: a repeat exits 4, silent"
else
    not_ok "--distinct --quiet: exit $rc, expected 4 and nothing printed"
fi
rc=0
"$gen" decode --distinct 8 "$base" > /dev/null 2>&1 || rc=$?
if [ "$rc" -eq 0 ]; then
    ok "--distinct: 92 distinct models exit 0"
else
    not_ok "--distinct: 92 distinct models exit $rc"
fi

# A model that is not a solution: model 5 copied with square 1 made a
# queen (row 1 then holds two), after model 20 of the repeated stream.
copy_model "$base" 5 | sed 's/^v -1 /v 1 /' > "$tmp/model5_bad.txt"
at=$(model_start "$tmp/repeat.txt" 21)
sed "$((at - 1))r $tmp/model5_bad.txt" "$tmp/repeat.txt" > "$tmp/bad.txt"
if oracle tally 8 "$tmp/bad.txt" | head -n 1 | grep -q ', 1 not a solution$'
then
    ok "the oracle finds the inserted model is not a solution"
else
    not_ok "the inserted model should not be a solution"
fi
check_tally "a model that is not a solution (model 21)" 8 "$tmp/bad.txt" 1
if grep -qx "model 21 (line $at): not a solution" "$tmp/tally.out" &&
   grep -q "model 21 (line $at): queens at (1,1) and (1,8) attack" \
       "$tmp/tally.out.err" &&
   tally_lines "$tmp/tally.out" | grep -qx \
       'in no class, not a solution: model 21'; then
    ok "the model that is not a solution is shown, explained, in no class"
else
    not_ok "the model that is not a solution is not reported as such"
    show "$tmp/tally.out.err"
fi
rc=0
"$gen" decode --distinct --quiet 8 "$tmp/bad.txt" || rc=$?
if [ "$rc" -eq 1 ]; then
    ok "--distinct: a repeat and an invalid board exit 1 (the invalid board)"
else
    not_ok "--distinct with an invalid board: exit $rc, expected 1"
fi

# --classes heads each solution with its class, the oracle's.
sed -n 's/^solution [0-9]* (line [0-9]*), class \([0-9]*\)$/\1/p;
        s/^model [0-9]* (line [0-9]*): not a solution$/0/p' \
    "$tmp/tally.out" > "$tmp/heads"
oracle captions 8 "$tmp/bad.txt" |
    sed 's/^model [0-9]*, class \([0-9]*\).*/\1/; s/^model [0-9]*$/0/;
         s/^model [0-9]*, repeats.*/0/' > "$tmp/heads.expected"
if cmp -s "$tmp/heads" "$tmp/heads.expected" && [ -s "$tmp/heads" ]; then
    ok "--classes: each board's header names the oracle's class"
else
    not_ok "--classes: the headers' classes differ from the oracle's"
fi

# One model: the output it always had (no tally line); --classes adds
# the tally.
for file in cadical_sat_8 picosat_sat_8 minisat_result_sat_8; do
    "$gen" decode 8 "$data/$file.txt" > "$tmp/one.out"
    if [ "$(wc -l < "$tmp/one.out")" -eq 10 ] &&
       head -n 1 "$tmp/one.out" | grep -q '^solution 1 (line [0-9]*)$' &&
       ! grep -q 'models*,' "$tmp/one.out"; then
        ok "$file: one model, no tally"
    else
        not_ok "$file: one model's output changed"
        show "$tmp/one.out"
    fi
done
check_tally "cadical_sat_8 --classes" 8 "$data/cadical_sat_8.txt" 0

# --svg with several models: one sheet, every model on it with the
# oracle's queens and caption, valid XML that renders.
"$gen" decode 8 --classes --svg "$tmp/sheet.svg" "$tmp/bad.txt" \
    > /dev/null 2>&1 || true
sheet_boards() {
    awk '
        function flush(   i, j, t, line) {
            if (!inboard) return
            for (i = 2; i <= count; i++)
                for (j = i; j > 1 && q[j - 1] > q[j]; j--) {
                    t = q[j]; q[j] = q[j - 1]; q[j - 1] = t
                }
            line = ""
            for (i = 1; i <= count; i++) line = line (i > 1 ? " " : "") q[i]
            print line "|" caption
        }
        /<g class="board[ "]/ { flush(); inboard = 1; count = 0; caption = "" }
        inboard && /class="queen"/ {
            x = $0; sub(/.* x="/, "", x); sub(/".*/, "", x)
            y = $0; sub(/.* y="/, "", y); sub(/".*/, "", y)
            w = $0; sub(/.* width="/, "", w); sub(/".*/, "", w)
            q[++count] = (y / w) * n + x / w + 1
        }
        inboard && /class="caption"/ {
            caption = $0; sub(/^[^>]*>/, "", caption); sub(/<.*/, "", caption)
        }
        END { flush() }' n="$1" "$2"
}
if [ -s "$tmp/sheet.svg" ] && xmllint --noout "$tmp/sheet.svg" 2> /dev/null
then
    ok "--svg: the sheet is well-formed XML"
else
    not_ok "--svg: no sheet, or not well-formed XML"
fi
sheet_boards 8 "$tmp/sheet.svg" > "$tmp/sheet.got"
oracle boards 8 "$tmp/bad.txt" > "$tmp/sheet.queens"
oracle captions 8 "$tmp/bad.txt" | paste -d '|' "$tmp/sheet.queens" - \
    > "$tmp/sheet.expected"
if cmp -s "$tmp/sheet.got" "$tmp/sheet.expected"; then
    ok "--svg: $(wc -l < "$tmp/sheet.got") boards, each the model's queens and caption"
else
    not_ok "--svg: the sheet's boards differ from the models"
    diff "$tmp/sheet.expected" "$tmp/sheet.got" | sed -n '1,8s/^/    /p'
fi
if command -v rsvg-convert > /dev/null 2>&1 &&
   rsvg-convert "$tmp/sheet.svg" -o "$tmp/sheet.png" && [ -s "$tmp/sheet.png" ]
then
    ok "--svg: rsvg-convert renders the sheet"
else
    not_ok "--svg: rsvg-convert cannot render the sheet"
fi
"$gen" decode 8 --svg "$tmp/one.svg" "$data/cadical_sat_8.txt" > /dev/null
if [ "$(sheet_boards 8 "$tmp/one.svg" | wc -l)" -eq 1 ] &&
   sheet_boards 8 "$tmp/one.svg" | grep -qx "$(oracle boards 8 \
       "$data/cadical_sat_8.txt")|"; then
    ok "--svg with one model: that board, no caption"
else
    not_ok "--svg with one model: not the model's board"
fi

finish
