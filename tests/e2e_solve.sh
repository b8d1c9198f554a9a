#!/bin/sh
# End-to-end test of `solve`, `count` and the pictures, through the command.
#
# Every board that `solve` prints is checked twice: by `decode` (the
# project's own verifier, fed the `--model` line, as a user would pipe it)
# and by an awk script here that shares no code with the project. Solution
# counts are compared with OEIS A000170 and A002562, the SVG pictures are
# parsed by xmllint (Debian's libxml2-utils) and their queens counted.
#
# Usage: sh tests/e2e_solve.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

# check_board N FILE: FILE holds a drawn board ("Q"/"." separated by
# spaces, one row per line); succeeds if it is N non-attacking queens.
check_board() {
    awk -v n="$1" '
        NF == 0 { next }
        {
            if (NF != n) { print "row " NR " has " NF " squares"; bad = 1 }
            for (c = 1; c <= NF; c++) {
                if ($c != "Q") continue
                r = NR
                if (r in row || c in col || (r - c) in d1 || (r + c) in d2) {
                    print "queen at " r "," c " is attacked"; bad = 1
                }
                row[r]; col[c]; d1[r - c]; d2[r + c]; queens++
            }
            rows++
        }
        END {
            if (rows != n) { print rows " rows"; bad = 1 }
            if (queens != n) { print queens " queens"; bad = 1 }
            exit bad
        }' "$2"
}

expect_status() { # expected actual label
    if [ "$2" -eq "$1" ]; then return 0; fi
    not_ok "$3: exit status $2, expected $1"
    return 1
}

for n in 1 4 5 6 7 8 9 10 11 12 13 14; do
    rc=0; "$gen" solve "$n" > "$tmp/board" 2> "$tmp/err" || rc=$?
    expect_status 10 "$rc" "solve $n" || continue
    if why=$(check_board "$n" "$tmp/board"); then
        ok "solve $n: valid board (independent check)"
    else
        not_ok "solve $n: $why"
    fi
    rc=0; "$gen" solve "$n" --model > "$tmp/model" || rc=$?
    expect_status 10 "$rc" "solve $n --model" || continue
    rc=0; "$gen" decode "$n" "$tmp/model" > "$tmp/decoded" 2>&1 || rc=$?
    if [ "$rc" -eq 0 ] && grep -q '^solution 1 ' "$tmp/decoded"; then
        ok "solve $n --model | decode $n: valid"
    else
        not_ok "solve $n --model | decode $n: exit $rc"
        sed 's/^/    /' "$tmp/decoded"
    fi
done

for n in 2 3; do
    rc=0; "$gen" solve "$n" > "$tmp/out" || rc=$?
    expect_status 20 "$rc" "solve $n" && ok "solve $n: no solution (exit 20)"
done

# --all and --limit: every board valid, all distinct, as many as OEIS says.
count_boards() { # N FILE -> number of distinct valid boards, or fails
    awk -v n="$1" '
        /^solution [0-9]+$/ { if (b != "") boards[b]++; b = ""; next }
        NF == n { b = b $0 "|" }
        END { if (b != "") boards[b]++; for (k in boards) { d++; if (boards[k] > 1) dup++ }
              if (dup) exit 1; print d }' "$2"
}
rc=0; "$gen" solve 6 --all > "$tmp/all6" || rc=$?
if [ "$rc" -eq 10 ] && [ "$(count_boards 6 "$tmp/all6")" = 4 ]; then
    ok "solve 6 --all: 4 distinct boards"
else
    not_ok "solve 6 --all: exit $rc, $(count_boards 6 "$tmp/all6" || echo duplicates) boards"
fi
rc=0; "$gen" solve 8 --limit 5 > "$tmp/five" || rc=$?
if [ "$rc" -eq 10 ] && [ "$(count_boards 8 "$tmp/five")" = 5 ]; then
    ok "solve 8 --limit 5: 5 distinct boards"
else
    not_ok "solve 8 --limit 5: exit $rc"
fi
# Each of the 92 boards of --all --model decodes as a valid solution.
rc=0; "$gen" solve 8 --all --model > "$tmp/models8" || rc=$?
if [ "$rc" -eq 10 ] && [ "$(grep -c '^v ' "$tmp/models8")" = 92 ] &&
   "$gen" decode 8 "$tmp/models8" > "$tmp/dec8" &&
   [ "$(grep -c '^solution ' "$tmp/dec8")" = 92 ]; then
    ok "solve 8 --all --model: 92 models, all valid"
else
    not_ok "solve 8 --all --model"
fi

for n in 1 2 3 4 5 6 7 8 9 10 11; do
    want=$(oeis_a000170 "$n")
    got=$("$gen" count "$n")
    if [ "$got" = "$want" ]; then ok "count $n = $want"; else not_ok "count $n = $got, A000170 says $want"; fi
    [ "$n" -le 10 ] || continue
    want=$(oeis_a002562 "$n")
    got=$("$gen" count "$n" --unique)
    if [ "$got" = "$want" ]; then ok "count $n --unique = $want"; else not_ok "count $n --unique = $got, A002562 says $want"; fi
done

# Pictures: well-formed SVG with one queen per row.
if need_tool xmllint libxml2-utils; then
    for n in 1 8 20; do
        rc=0; "$gen" solve "$n" --svg "$tmp/q$n.svg" > /dev/null || rc=$?
        queens=$(grep -c 'class="queen"' "$tmp/q$n.svg" || true)
        if [ "$rc" -eq 10 ] && xmllint --noout "$tmp/q$n.svg" && [ "$queens" = "$n" ]; then
            ok "solve $n --svg: well formed, $n queens"
        else
            not_ok "solve $n --svg: exit $rc, $queens queens"
        fi
    done
    "$gen" solve 8 --model > "$tmp/m8" || true
    rc=0; "$gen" decode 8 "$tmp/m8" --quiet --svg "$tmp/d8.svg" > "$tmp/quiet" 2>&1 || rc=$?
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/quiet" ] && xmllint --noout "$tmp/d8.svg" &&
       [ "$(grep -c 'class="queen"' "$tmp/d8.svg")" = 8 ]; then
        ok "decode --quiet --svg: silent, picture with 8 queens"
    else
        not_ok "decode --quiet --svg: exit $rc"
    fi
fi

# --unicode: N queen glyphs, N lines.
"$gen" solve 8 --unicode > "$tmp/uni" || true
if [ "$(grep -o '♛' "$tmp/uni" | wc -l)" -eq 8 ] && [ "$(wc -l < "$tmp/uni")" -eq 8 ]; then
    ok "solve 8 --unicode: 8 queens on 8 rows"
else
    not_ok "solve 8 --unicode"
fi

# Output that cannot be written is a failure, whatever was found.
for args in "solve 8" "count 8" "explain 4" "8 --format smt2" "8 --format opb"; do
    rc=0
    # shellcheck disable=SC2086
    "$gen" $args > /dev/full 2> "$tmp/full.err" || rc=$?
    if [ "$rc" -eq 1 ] && grep -q "No space left on device" "$tmp/full.err"; then
        ok "$args > /dev/full: exit 1 with the reason"
    else
        not_ok "$args > /dev/full: exit $rc: $(head -1 "$tmp/full.err")"
    fi
done

finish
