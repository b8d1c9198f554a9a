#!/bin/sh
# End-to-end test: what `explain` says is what the clauses do, and the
# SMT-LIB file's comments number squares as its names do.
#
# The judge is written here, in Python, without any of the project's
# code: it reads `nqueens-cnf explain` as a student would, takes every
# "s17 means: ... (true when a queen stands on one of (1,1)..(1,2))"
# line apart, and holds the sentence to the clauses of the variable's
# group. For each way the line can hold at most one queen (every square
# empty, or one queen on any of its squares), a small DPLL solver over
# the group's clauses asks whether the variable can take the other value
# than the one the sentence gives: it must not (and when the sentence
# says "either value while the line has no queen", both values must be
# possible on the empty line). Symmetry breaking's "e" variables are held
# the same way, on every board with one queen a row and a column that
# the chains allow, to the image the
# sentence writes out ((r,c) against (c,5-r), ...). Then: no clause is
# left as "a clause with auxiliary variables", no column is called
# "exactly one" under --no-column-alo, --queen and --block clauses are
# named, explain's clauses are those of `nqueens-cnf N`, and in
# `--format smt2` every comment's rows, columns and squares are those of
# the x<r>y<c> names asserted under it (numbered from 0, as its opening
# comment says). z3 finds the 2 solutions of N = 4 and the 92 of N = 8 in
# the SMT file, each checked by verify_model.
#
# Usage: sh tests/e2e_explain.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_tool python3 python3 || { finish; exit 1; }

cat > "$tmp/judge.py" <<'PYTHON'
import re, sys

def parse_explain(text):
    """Groups of (note, [(comment, clause)], {var: definition})."""
    groups, defs, first_use = [], {}, {}
    note, pending = None, None
    for line in text.splitlines():
        if line.startswith("p cnf"):
            continue
        if line == "c":
            note = "next"
            continue
        m = re.match(r"^c   ([a-z])(\d+) means: (.*)$", line)
        if m:
            defs[int(m.group(2))] = (m.group(1), m.group(3))
            groups[-1][2][int(m.group(2))] = m.group(3)
            continue
        if line.startswith("c   "):
            pending = line[4:]
            continue
        if line.startswith("c ") and note == "next":
            note = line[2:]
            groups.append((note, [], {}))
            continue
        if re.match(r"^-?\d+( -?\d+)* 0$", line):
            clause = [int(x) for x in line.split()[:-1]]
            if groups:
                groups[-1][1].append((pending, clause))
            for l in clause:
                first_use.setdefault(abs(l), len(defs))
            pending = None
    return groups, defs

def squares_of(text):
    """The squares a 'true when a queen stands on ...' clause names."""
    body = re.search(r"true when a queen stands on (?:one of )?(.*?)(?:; either value.*)?\)$", text).group(1)
    result = []
    for item in body.split(", "):
        ends = re.findall(r"\((\d+),(\d+)\)", item)
        (r1, c1) = map(int, ends[0])
        if len(ends) == 1:
            result.append((r1, c1)); continue
        (r2, c2) = map(int, ends[1])
        dr = (r2 > r1) - (r2 < r1); dc = (c2 > c1) - (c2 < c1)
        r, c = r1, c1
        while True:
            result.append((r, c))
            if (r, c) == (r2, c2): break
            r += dr; c += dc
    return result

def satisfiable(clauses, assignment):
    """DPLL with unit propagation; assignment: {var: bool}."""
    a = dict(assignment)
    while True:
        unit = None
        for cl in clauses:
            free, done = [], False
            for l in cl:
                v = abs(l)
                if v in a:
                    if a[v] == (l > 0): done = True; break
                else:
                    free.append(l)
            if done: continue
            if not free: return False
            if len(free) == 1: unit = free[0]; break
        if unit is None: break
        a[abs(unit)] = unit > 0
    for cl in clauses:
        for l in cl:
            if abs(l) not in a:
                v = abs(l)
                return satisfiable(clauses, {**a, v: True}) or \
                       satisfiable(clauses, {**a, v: False})
    return True

def check_line_group(n, note, clauses, defs, problems):
    board = sorted({abs(l) for _, cl in clauses for l in cl if abs(l) <= n * n})
    # the line's at-most-one: its at-least-one clause (all squares,
    # positive) is another rule
    cls = [cl for _, cl in clauses
           if not all(0 < l <= n * n for l in cl)]
    for var, text in defs.items():
        if "true when a queen stands" not in text:
            problems.append("%s: %d has no squares: %s" % (note, var, text)); continue
        squares = {(r - 1) * n + c for r, c in squares_of(text)}
        free = "either value while the line has no queen" in text
        if not squares <= set(board):
            problems.append("%s: %d names squares off its line" % (note, var))
        for queen in [None] + board:
            fixed = {b: b == queen for b in board}
            if not satisfiable(cls, fixed):
                problems.append("%s: no model with queen %s" % (note, queen)); continue
            value = queen in squares
            if queen is None and free:
                if not (satisfiable(cls, {**fixed, var: True}) and
                        satisfiable(cls, {**fixed, var: False})):
                    problems.append("%s: %d is said free on the empty line" % (note, var))
            elif satisfiable(cls, {**fixed, var: not value}):
                problems.append("%s: %d can be %s with queen %s, against '%s'"
                                % (note, var, not value, queen, text))

def check_symmetry_group(n, clauses, defs, problems):
    import itertools
    cls = [cl for _, cl in clauses]
    described = []
    for var, text in defs.items():
        m = re.search(r"up to \((\d+),(\d+)\), row by row, holds a queen exactly when \(([^,]+),([^)]+)\) does", text)
        if not m:
            problems.append("symmetry: %d: '%s'" % (var, text)); continue
        last = (int(m.group(1)) - 1) * n + int(m.group(2)) - 1
        image = (m.group(3), m.group(4))
        described.append((var, last, image))
    # one queen a row and a column: the boards the chains are for
    for columns in itertools.permutations(range(n)):
        queens = {r * n + columns[r] + 1 for r in range(n)}
        fixed = {v: v in queens for v in range(1, n * n + 1)}
        if not satisfiable(cls, fixed):
            continue
        for var, last, (er, ec) in described:
            agree = True
            for k in range(last + 1):
                r, c = k // n + 1, k % n + 1
                ir, ic = eval(er, {"r": r, "c": c}), eval(ec, {"r": r, "c": c})
                if fixed[(r - 1) * n + c] != fixed[(ir - 1) * n + ic]:
                    agree = False
            if satisfiable(cls, {**fixed, var: not agree}):
                problems.append("symmetry: %d can be %s on %s" % (var, not agree, columns))

def main():
    n = int(sys.argv[1])
    groups, defs = parse_explain(sys.stdin.read())
    problems = []
    used = {abs(l) for _, cls, _ in groups for _, cl in cls for l in cl if abs(l) > n * n}
    if used - set(defs):
        problems.append("auxiliary variables never explained: %s" % sorted(used - set(defs))[:5])
    for note, clauses, gdefs in groups:
        for comment, _ in clauses:
            if comment is None or "a clause with auxiliary" in comment or \
               "mixing queens" in comment or "variable " in comment:
                problems.append("%s: clause explained as '%s'" % (note, comment))
        if note.startswith("symmetry"):
            check_symmetry_group(n, clauses, gdefs, problems)
        elif gdefs:
            check_line_group(n, note, clauses, gdefs, problems)
    print("\n".join(problems[:10]) if problems else
          "%d auxiliary variables hold what they are said to" % len(defs))
    sys.exit(1 if problems else 0)

main()
PYTHON

# judge N ARGS...: explain's sentences against its clauses.
judge() {
    n=$1
    if ! "$gen" explain "$@" > "$tmp/explain" 2> "$tmp/err"; then
        not_ok "explain $*: failed"; show "$tmp/err"; return
    fi
    if why=$(python3 "$tmp/judge.py" "$n" < "$tmp/explain"); then
        ok "explain $*: $why"
    else
        not_ok "explain $*: $why"
    fi
    "$gen" "$@" | grep -v '^c' > "$tmp/plain"
    if grep -v '^c' "$tmp/explain" | cmp -s - "$tmp/plain"; then
        ok "explain $*: the clauses of nqueens-cnf $*"
    else
        not_ok "explain $*: other clauses than nqueens-cnf $*"
    fi
}

for encoding in sequential ladder bitwise commander; do
    judge 5 --encoding "$encoding"
    judge 8 --encoding "$encoding"
done
judge 10 --encoding product       # a 4 by 3 grid
judge 20 --encoding commander     # commanders of commanders
judge 4 --symmetry-breaking
judge 5 --symmetry-breaking --encoding ladder

# A judge that passes everything proves nothing: a sentence made wrong
# (s18's squares given to s17) must be caught.
"$gen" explain 4 --encoding sequential |
    sed 's/^\(c   s17 means: .*\)on (1,1);/\1on one of (1,1), (1,2);/' > "$tmp/wrong"
if grep -q 's17 means: .*(1,1), (1,2);' "$tmp/wrong" &&
   ! python3 "$tmp/judge.py" 4 < "$tmp/wrong" > /dev/null; then
    ok "the judge catches a variable given the wrong squares"
else
    not_ok "the judge accepts a variable given the wrong squares"
fi

# --no-column-alo: no line or clause says a column has exactly one queen.
"$gen" explain 4 --no-column-alo > "$tmp/noalo"
if grep -qi 'column [0-9]*: exactly one\|at least one queen in column\|Rows and columns: exactly' "$tmp/noalo"; then
    not_ok "explain --no-column-alo calls a column exactly one"
    grep -i 'column [0-9]*: exactly one\|least one queen in column' "$tmp/noalo" | head -3
elif [ "$(grep -c '^c column [0-9]*: at most one queen' "$tmp/noalo")" -eq 4 ]; then
    ok "explain --no-column-alo: the 4 columns at most one queen"
else
    not_ok "explain --no-column-alo: columns not noted 'at most one'"
fi

# --queen, --block: the unit clauses named for what put them there.
"$gen" explain 6 --queen 1,2 --block 4,5 > "$tmp/units"
if grep -A1 '^c   a queen on (1,2), placed in advance (--queen 1,2)$' "$tmp/units" | grep -qx '2 0' &&
   grep -A1 '^c   no queen on (4,5): the square is blocked (--block 4,5)$' "$tmp/units" | grep -qx -- '-23 0'; then
    ok "explain: the pre-placed queen and the blocked square named"
else
    not_ok "explain: the --queen and --block clauses are not named"
fi

# --- the SMT-LIB file: comments and names in one numbering -------------

cat > "$tmp/smt.py" <<'PYTHON'
import re, sys
text = sys.stdin.read()
problems = []
if "; rows and columns are numbered from 0, in names and comments alike" not in text:
    problems.append("the opening comment does not say how squares are numbered")
groups, body = [], False
for line in text.splitlines():
    if line.startswith("(set-logic"):
        body = True  # the comments above it are the file's header
    elif line.startswith("; ") and body:
        groups.append((line[2:], []))
    elif line.startswith("(assert") and groups:
        groups[-1][1].extend((int(r), int(c)) for r, c in re.findall(r"x(\d+)y(\d+)", line))
for note, squares in groups:
    if not squares:
        problems.append("%s: no square under it" % note); continue
    m = re.match(r"(row|column) (\d+):", note)
    d = re.match(r"diagonal \((\d+),(\d+)\)-\((\d+),(\d+)\)", note)
    u = re.match(r"(pre-placed queen|blocked square) \((\d+),(\d+)\)", note)
    if m:
        k, i = m.group(1), int(m.group(2))
        bad = [s for s in squares if s[0 if k == "row" else 1] != i]
    elif d:
        (r1, c1, r2, c2) = map(int, d.groups())
        on = {(r1 + t * ((r2 > r1) - (r2 < r1)), c1 + t * ((c2 > c1) - (c2 < c1)))
              for t in range(abs(r2 - r1) + 1)}
        bad = [s for s in squares if s not in on]
        if set(squares) != on: bad = bad or ["not every square"]
    elif u:
        bad = [s for s in squares if s != (int(u.group(2)), int(u.group(3)))]
    else:
        continue  # symmetry breaking: squares all over the board
    if bad:
        problems.append("%s: names %s" % (note, bad[:3]))
print("\n".join(problems[:10]) if problems else "%d comments name the squares asserted under them" % len(groups))
sys.exit(1 if problems else 0)
PYTHON

for args in "4" "6 --queen 1,2 --block 6,1 --no-column-alo --encoding bitwise" \
            "5 --encoding sequential" "7 --symmetry-breaking"; do
    # shellcheck disable=SC2086 # the arguments, split as typed
    "$gen" $args --format smt2 > "$tmp/f.smt2"
    if why=$(python3 "$tmp/smt.py" < "$tmp/f.smt2"); then
        ok "smt2 $args: $why"
    else
        not_ok "smt2 $args: $why"
    fi
done

# The judge catches comments counted from 1 over names counted from 0.
"$gen" 4 --format smt2 | sed 's/^; row \([0-9]\)/; row 1\1/' > "$tmp/wrong.smt2"
if grep -q '^; row 10:' "$tmp/wrong.smt2" &&
   ! python3 "$tmp/smt.py" < "$tmp/wrong.smt2" > /dev/null; then
    ok "the smt2 judge catches a comment that names another row"
else
    not_ok "the smt2 judge accepts a comment that names another row"
fi

# z3 enumerates the SMT file's solutions, each one blocked in turn.
if need_tool z3 z3; then
    for n in 4 8; do
        "$gen" "$n" --format smt2 | grep -v '(check-sat)\|(get-model)' > "$tmp/base.smt2"
        : > "$tmp/blocks"
        count=0 bad=""
        while :; do
            { cat "$tmp/base.smt2" "$tmp/blocks"; echo '(check-sat)'; echo '(get-model)'; } > "$tmp/q.smt2"
            z3 "$tmp/q.smt2" > "$tmp/out" 2>&1 || true
            [ "$(sed -n 1p "$tmp/out")" = sat ] || break
            count=$((count + 1))
            awk -v n="$n" '/define-fun/ { name = $2 } /true\)/ && name ~ /^x[0-9]+y[0-9]+$/ {
                split(substr(name, 2), rc, "y"); print rc[1] * n + rc[2] + 1 }' "$tmp/out" > "$tmp/queens"
            why=$(verify_model "$n" "$tmp/queens") || bad="$why"
            awk -v n="$n" 'BEGIN { printf "(assert (not (and" }
                { r = int(($1 - 1) / n); c = ($1 - 1) % n; printf " x%dy%d", r, c }
                END { print ")))" }' "$tmp/queens" >> "$tmp/blocks"
            [ "$count" -le 100 ] || break
        done
        if [ "$count" -eq "$(oeis_a000170 "$n")" ] && [ -z "$bad" ]; then
            ok "z3 finds the $count solutions of $n in the SMT file"
        else
            not_ok "z3 finds $count solutions of $n in the SMT file ${bad:+($bad)}"
        fi
    done
fi


# --- explain N FILE: the student's file, annotated ---------------------
#
# The annotated file is the student's to a solver: minisat and picosat
# give the same answers (and models) on it as on the file itself, and
# without the lines explain adds (each begins "c   ", or "c missing:")
# it is the file byte for byte. The files: the lessons' handwritten one;
# one with its own comments, a clause missing, an extra one, a duplicate,
# a clause over two lines and two clauses on one line; and one whose
# extra unit clauses leave no solution.
data=$2
cp "$data/handwritten_4.cnf" "$tmp/plain.cnf"
{
    echo 'c my 4 queens'
    echo 'p cnf 16 86'
    sed -e '1d' -e '/^-1 -2 0$/d' -e 's/^1 2 3 4 0$/1 2\n3 4 0/' \
        -e 's/^-5 -6 0$/-5 -6 0\n-6 -5 0/' \
        -e 's/^-7 -8 0$/-7 -8 0 -1 -7 0/' "$data/handwritten_4.cnf"
    printf 'c   The last one\n-3 -13 0\n'
} > "$tmp/student.cnf"
{ cat "$data/handwritten_4.cnf"; printf -- '-2 0\n-3 0\n'; } |
    sed '1s/84/86/' > "$tmp/unsat.cnf"
if need_tool minisat minisat && need_tool picosat picosat; then
    for f in plain student unsat; do
        if ! "$gen" explain 4 "$tmp/$f.cnf" > "$tmp/$f.explained" 2> "$tmp/err"; then
            not_ok "explain 4 $f.cnf: failed"; show "$tmp/err"; continue
        fi
        # the student's own "c   The last one" stays: only added lines go
        grep -v '^c   [a-z`]\|^c missing: ' "$tmp/$f.explained" \
            > "$tmp/$f.stripped"
        if cmp -s "$tmp/$f.stripped" "$tmp/$f.cnf"; then
            ok "explain 4 $f.cnf: without the added lines, the file itself"
        else
            not_ok "explain 4 $f.cnf: the file's own lines changed"
            diff "$tmp/$f.cnf" "$tmp/$f.stripped" | head -5
        fi
        for input in cnf explained; do
            # 10 satisfiable, 20 not: kept with the answer, under set -e
            status=0
            minisat "$tmp/$f.$input" "$tmp/$f.$input.minisat" \
                > /dev/null 2>&1 || status=$?
            echo "exit $status" >> "$tmp/$f.$input.minisat"
            status=0
            picosat "$tmp/$f.$input" > "$tmp/$f.$input.picosat" 2>&1 ||
                status=$?
            echo "exit $status" >> "$tmp/$f.$input.picosat"
        done
        for solver in minisat picosat; do
            answer=$(sed -n 1p "$tmp/$f.cnf.$solver")
            if cmp -s "$tmp/$f.cnf.$solver" "$tmp/$f.explained.$solver" &&
               grep -q '^exit [12]0$' "$tmp/$f.cnf.$solver"; then
                ok "$solver: the same answer ($answer) on $f.cnf explained"
            else
                not_ok "$solver: another answer on $f.cnf explained"
                tail -n 2 "$tmp/$f.cnf.$solver" "$tmp/$f.explained.$solver"
            fi
        done
    done
    if grep -q '^UNSAT' "$tmp/unsat.cnf.minisat" &&
       grep -q '^s UNSATISFIABLE' "$tmp/unsat.cnf.picosat" &&
       grep -q '^SAT' "$tmp/student.cnf.minisat"; then
        ok "both answers seen: satisfiable and not"
    else
        not_ok "the files do not give both answers"
    fi
fi

# An SMT-LIB file gets ';' comments, never inside a string or a quoted
# symbol: without the added lines (each begins ";   `", ";   and",
# "; missing: " or "; Read as SMT-LIB 2: ") it is the file byte for byte, and z3 answers
# it the same way, model included. The files: the lessons' style, z3's
# helpers and cardinality forms, a forgotten pair, and one with an assert,
# a quoted symbol and a string each over several lines; the clauses of
# the multi-line assert are each explained above their own line.
explain_smt2() { # N FILE
    name=$(basename "$2" .smt2)
    if ! "$gen" explain "$1" "$2" > "$tmp/$name.explained" 2> "$tmp/err"; then
        not_ok "explain $1 $name.smt2: failed"; show "$tmp/err"; return
    fi
    grep -v '^;   `\|^;   and [0-9]* more$\|^; missing: \|^; Read as SMT-LIB 2: ' \
        "$tmp/$name.explained" > "$tmp/$name.stripped"
    if cmp -s "$tmp/$name.stripped" "$2"; then
        ok "explain $1 $name.smt2: without the added lines, the file itself"
    else
        not_ok "explain $1 $name.smt2: the file's own lines changed"
        diff "$2" "$tmp/$name.stripped" | head -5
    fi
    z3 "$2" > "$tmp/$name.z3" 2>&1 || true
    z3 "$tmp/$name.explained" > "$tmp/$name.explained.z3" 2>&1 || true
    if cmp -s "$tmp/$name.z3" "$tmp/$name.explained.z3" &&
        [ "$(head -n 1 "$tmp/$name.z3")" = sat ]; then
        ok "z3: the same model of $name.smt2 explained"
    else
        not_ok "z3: another answer on $name.smt2 explained"
        head -n 3 "$tmp/$name.z3" "$tmp/$name.explained.z3"
    fi
}
if need_tool z3 z3; then
    explain_smt2 5 "$data/smt2/lessons_style_5.smt2"
    explain_smt2 5 "$data/smt2_z3/define_fun_5.smt2"
    explain_smt2 5 "$data/smt2_z3/cardinality_5.smt2"
    explain_smt2 4 "$data/smt2/wrong_missing_diagonal_4.smt2"
    explain_smt2 4 "$data/smt2/explain_layout_4.smt2"
    layout=$tmp/explain_layout_4.explained
    # each clause of the assert over lines 27-35 above its own term's line
    if grep -A1 '^;   `(not (and x0y1 x0y3))`: at most one queen in row 0' \
            "$layout" | tail -n 1 | grep -qx '  (or (not x0y1) (not x0y3))' &&
        grep -A1 '^(set-info :source |written by hand' "$layout" |
            tail -n 1 | grep -q '^(assert false) here is part' &&
        grep -A1 '^(set-info :notes ' "$layout" | tail -n 1 |
            grep -q '^; and this is not a comment")$' &&
        grep -qx '; missing: 1 of the 14 down-right diagonal pairs' "$layout"
    then
        ok "explain_layout_4.smt2: comments at each term's line, none in the symbol or the string"
    else
        not_ok "explain_layout_4.smt2: comments out of place"
        sed -n 1,40p "$layout"
    fi
fi

finish
