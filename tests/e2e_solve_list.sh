#!/bin/sh
# End-to-end test of solve's listing: --all, --limit, --sorted, --unique,
# --svg with several solutions.
#
# Every board is checked by verify_model (e2e_lib.sh, awk, no project
# code), distinctness by sort -u, the counts against OEIS A000170 and
# A002562, and the --sorted order against a backtracking lister written
# here in awk, which prints the solutions in increasing order of their
# queen columns by construction; --unique's boards must be the smallest
# of their 8 images, computed here in awk too. The sheet is parsed by
# xmllint and its captions counted.
#
# Usage: sh tests/e2e_solve_list.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

a000170="1 0 0 2 10 4 40 92 352 724"
a002562="1 0 0 1 2 1 6 12 46 92"
nth() { echo "$2" | cut -d' ' -f"$1"; }

# The positive literals of each v-line as queen columns, one board a line.
columns_of() {
    awk -v n="$1" '/^v/ { s = ""; for (i = 2; i < NF; i++) if ($i > 0)
        s = s sprintf("%d ", ($i - 1) % n); print s }' "$2"
}

# Every solution of N in increasing order, as columns_of prints them.
backtrack() {
    awk -v n="$1" '
        function place(r,   c, k, bad, s) {
            if (r == n) { s = ""; for (k = 0; k < n; k++) s = s q[k] " "
                          print s; return }
            for (c = 0; c < n; c++) {
                bad = 0
                for (k = 0; k < r; k++)
                    if (q[k] == c || q[k] - c == k - r || q[k] - c == r - k)
                        bad = 1
                if (!bad) { q[r] = c; place(r + 1) }
            }
        }
        BEGIN { place(0) }'
}

# Prints the boards (columns_of lines) that are not the smallest of their
# 8 images under the rotations and reflections.
not_smallest() {
    awk -v n="$1" '
        function key(a,   s, k) { s = ""; for (k = 0; k < n; k++)
            s = s sprintf("%03d", a[k]); return s }
        {
            for (r = 0; r < n; r++) c[r] = $(r + 1)
            own = key(c); l = n - 1
            for (t = 1; t < 8; t++) {
                for (r = 0; r < n; r++) {
                    x = r; y = c[r]
                    if (t == 1) { y = l - y }
                    else if (t == 2) { x = l - x }
                    else if (t == 3) { x = l - x; y = l - y }
                    else if (t == 4) { x = c[r]; y = r }
                    else if (t == 5) { x = l - c[r]; y = l - r }
                    else if (t == 6) { x = c[r]; y = l - r }
                    else { x = l - c[r]; y = r }
                    m[x] = y
                }
                if (key(m) < own) { print; next }
            }
        }' "$2"
}

for n in 1 2 3 4 5 6 7 8 9 10; do
    rc=0; "$gen" solve "$n" --all --model > "$tmp/all" || rc=$?
    want=$(nth "$n" "$a000170")
    got=$(grep -c '^v' "$tmp/all" || true)
    expected_rc=10; [ "$want" -eq 0 ] && expected_rc=20
    if [ "$rc" -eq "$expected_rc" ] && [ "$got" -eq "$want" ]; then
        ok "solve $n --all: $got boards (A000170), exit $rc"
    else
        not_ok "solve $n --all: $got boards, exit $rc; expected $want, $expected_rc"
    fi
    bad=0
    while read -r line; do
        [ -n "$line" ] || continue
        echo "$line" | sed 's/^v//' > "$tmp/one"
        verify_model "$n" "$tmp/one" > /dev/null || bad=$((bad + 1))
    done <<EOF_MODELS
$(grep '^v' "$tmp/all" || true)
EOF_MODELS
    distinct=$(sort -u "$tmp/all" | grep -c '^v' || true)
    if [ "$bad" -eq 0 ] && [ "$distinct" -eq "$want" ]; then
        ok "solve $n --all: every board valid and distinct"
    else
        not_ok "solve $n --all: $bad invalid, $distinct distinct"
    fi
    rc=0; "$gen" solve "$n" --all --unique --model > "$tmp/unique" || rc=$?
    want=$(nth "$n" "$a002562")
    columns_of "$n" "$tmp/unique" > "$tmp/unique.columns"
    got=$(wc -l < "$tmp/unique.columns")
    not_smallest "$n" "$tmp/unique.columns" > "$tmp/not_smallest"
    if [ "$got" -eq "$want" ] && [ ! -s "$tmp/not_smallest" ]; then
        ok "solve $n --all --unique: $got boards (A002562), each the smallest of its class"
    else
        not_ok "solve $n --all --unique: $got boards, $(wc -l < "$tmp/not_smallest") not the smallest"
    fi
done

for n in 6 8 9; do
    backtrack "$n" > "$tmp/truth"
    "$gen" solve "$n" --all --sorted --model > "$tmp/sorted" || true
    columns_of "$n" "$tmp/sorted" > "$tmp/sorted.columns"
    if cmp -s "$tmp/truth" "$tmp/sorted.columns"; then
        ok "solve $n --all --sorted: the backtracking order"
    else
        not_ok "solve $n --all --sorted differs from the backtracking order"
    fi
    "$gen" solve "$n" --all --sorted > "$tmp/drawn1" || true
    "$gen" solve "$n" --all --sorted > "$tmp/drawn2" || true
    if cmp -s "$tmp/drawn1" "$tmp/drawn2"; then
        ok "solve $n --all --sorted: two runs byte-identical"
    else
        not_ok "solve $n --all --sorted: two runs differ"
    fi
done

for k in 1 7 92; do
    "$gen" solve 8 --limit "$k" --model > "$tmp/limit" || true
    got=$(sort -u "$tmp/limit" | grep -c '^v' || true)
    "$gen" solve 8 --limit "$k" --sorted --model > "$tmp/limit_sorted" || true
    columns_of 8 "$tmp/limit_sorted" > "$tmp/limit_sorted.columns"
    backtrack 8 | head -n "$k" > "$tmp/first"
    if [ "$got" -eq "$k" ] && cmp -s "$tmp/first" "$tmp/limit_sorted.columns"; then
        ok "solve 8 --limit $k: $k distinct boards; sorted, the first $k"
    else
        not_ok "solve 8 --limit $k: $got boards, or not the first $k when sorted"
    fi
done

"$gen" solve 8 --all --unique > "$tmp/captions" || true
sizes=$(grep '^solution' "$tmp/captions" | sed 's/.*class size //' | sort | uniq -c | awk '{ printf "%s:%s ", $2, $1 }')
if [ "$sizes" = "4:1 8:11 " ]; then
    ok "solve 8 --all --unique: 11 classes of 8, one of 4"
else
    not_ok "solve 8 --all --unique: class sizes $sizes"
fi

rc=0; "$gen" solve 8 --all --svg "$tmp/sheet.svg" > /dev/null || rc=$?
if [ "$rc" -eq 10 ] && xmllint --noout "$tmp/sheet.svg" 2> "$tmp/xml.err" &&
   [ "$(grep -o '>solution [0-9]*<' "$tmp/sheet.svg" | sort -u | wc -l)" -eq 92 ]; then
    ok "solve 8 --all --svg: one well-formed sheet, 92 captions"
else
    not_ok "solve 8 --all --svg: exit $rc, $(grep -o '>solution [0-9]*<' "$tmp/sheet.svg" 2>/dev/null | wc -l) captions"
    show "$tmp/xml.err"
fi

# --sorted: the same bytes whatever the number of threads (solve exits
# 10, the SAT convention, when it finds a solution)
"$gen" solve 10 --all --sorted --model --threads 1 > "$tmp/t1" || :
for threads in 2 4; do
    "$gen" solve 10 --all --sorted --model --threads "$threads" \
        > "$tmp/t$threads" || :
    if cmp -s "$tmp/t1" "$tmp/t$threads" && [ "$(wc -l < "$tmp/t1")" -eq 724 ]; then
        ok "solve 10 --all --sorted --threads $threads: the 724 boards of --threads 1, byte for byte"
    else
        not_ok "solve 10 --all --sorted --threads $threads differs from --threads 1"
    fi
done

for option in --sorted --unique; do
    rc=0; "$gen" solve 8 "$option" > /dev/null 2> "$tmp/usage" || rc=$?
    if [ "$rc" -eq 2 ] && grep -q -- "'$option' lists solutions" "$tmp/usage"; then
        ok "solve 8 $option without --all: a usage error"
    else
        not_ok "solve 8 $option without --all: exit $rc"
    fi
done

finish
