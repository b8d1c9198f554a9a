#!/bin/sh
# End-to-end test of solve's listing: --all, --limit, --sorted, --unique,
# --symmetry-breaking, --svg with several solutions, with and without
# --queen and --block.
#
# The truth is the suite's oracle (tests/oracle.py through queens_oracle):
# its boards in increasing order of their queen columns, which is the
# order --sorted promises, and with --unique the leaders of their classes
# under the symmetries that keep the given squares. --sorted must print
# its boards line for line, unsorted listings the same set, --unique the
# leaders, --symmetry-breaking (the CNF's own solutions) the leaders too,
# --limit K the first K when sorted and K of the boards otherwise. The
# listing may solve one board per class and print its images, so the
# problems are picked for their groups: all 8, the diagonals without the
# mirror, the mirror alone, the rotations alone, one reflection, none.
# Beyond the oracle: every board of the open board is checked by
# verify_model (e2e_lib.sh, awk), the class sizes of the captions, the
# bytes on 1, 2 and 4 threads, the sheet parsed by xmllint.
#
# Usage: sh tests/e2e_solve_list.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
need_tool python3 python3 || { finish; exit 1; }

# The positive literals of each v-line as queen columns, one board a
# line, as the oracle prints them.
columns_of() {
    awk -v n="$1" '/^v/ { s = ""; for (i = 2; i < NF; i++) if ($i > 0)
        s = s (s == "" ? "" : " ") sprintf("%d", ($i - 1) % n); print s }' "$2"
}

# N = 1..10 (1..8 in a quick run).
sides="1 2 3 4 5 6 7 8 9 10"
[ "$quick" = 1 ] && sides="1 2 3 4 5 6 7 8"

# --- the open board ----------------------------------------------------------
for n in $sides; do
    rc=0; "$gen" solve "$n" --all --model > "$tmp/all" || rc=$?
    want=$(oeis_a000170 "$n")
    got=$(grep -c '^v' "$tmp/all" || true)
    expected_rc=10; [ "$want" -eq 0 ] && expected_rc=20
    if [ "$rc" -eq "$expected_rc" ] && [ "$got" -eq "$want" ]; then
        ok "solve $n --all: $got boards (A000170), exit $rc"
    else
        not_ok "solve $n --all: $got boards, exit $rc; expected $want, $expected_rc"
    fi
    grep '^v' "$tmp/all" | sed 's/^v//' > "$tmp/models" || :
    bad=$(verify_models "$n" "$tmp/models" | wc -l)
    distinct=$(sort -u "$tmp/all" | grep -c '^v' || true)
    if [ "$bad" -eq 0 ] && [ "$distinct" -eq "$want" ]; then
        ok "solve $n --all: every board valid and distinct"
    else
        not_ok "solve $n --all: $bad invalid, $distinct distinct"
    fi
done

# --- every problem -----------------------------------------------------------
# problems N: one problem a line, the options of its queens and blocked
# squares (those that fit on the board); the comment names the group
# each keeps.
problems() {
    l=$1; m=$(( ($1 + 1) / 2 ))
    echo ""                                             # all 8
    if [ $(($1 % 2)) -eq 1 ]; then echo "--block $m,$m"; fi # all 8
    echo "--queen 1,1"                                  # the main diagonal
    [ "$1" -ge 2 ] || return 0
    echo "--block 1,1 --block $l,$l"                    # diagonals, half turn
    echo "--block 1,1 --block 1,$l"                     # the mirror
    [ "$1" -ge 4 ] || return 0
    # the rotations
    echo "--block 1,2 --block 2,$l --block $l,$((l - 1)) --block $((l - 1)),1"
    echo "--queen 1,2 --block 4,4"                      # none
    echo "--queen 1,2 --queen $l,$((l - 1))"            # the half turn
}

# The oracle answers every problem's two questions in one start of
# Python (a start per question was half of this test's time).
for n in $sides; do
    i=0
    problems "$n" | while IFS= read -r given; do
        i=$((i + 1))
        echo "$tmp/truth.$n.$i list $n $given"
        echo "$tmp/leaders.$n.$i list $n --unique $given"
    done
done > "$tmp/questions"
queens_oracle files < "$tmp/questions"

for n in $sides; do
    problems "$n" > "$tmp/problems"
    i=0
    while IFS= read -r given; do
        i=$((i + 1))
        # shellcheck disable=SC2086 # the options are words on purpose
        set -- $given
        what="solve $n${given:+ $given}"
        mv "$tmp/truth.$n.$i" "$tmp/truth"
        mv "$tmp/leaders.$n.$i" "$tmp/leaders"
        sort "$tmp/truth" > "$tmp/truth.set"
        sort "$tmp/leaders" > "$tmp/leaders.set"
        want=$(wc -l < "$tmp/truth")

        "$gen" solve "$n" "$@" --all --sorted --model > "$tmp/sorted" || :
        columns_of "$n" "$tmp/sorted" > "$tmp/sorted.columns"
        "$gen" solve "$n" "$@" --all --model --threads 3 > "$tmp/all" || :
        columns_of "$n" "$tmp/all" | sort > "$tmp/all.columns"
        if cmp -s "$tmp/truth" "$tmp/sorted.columns" &&
            cmp -s "$tmp/truth.set" "$tmp/all.columns"; then
            ok "$what --all: the oracle's $want boards, sorted in its order, unsorted as a set"
        else
            not_ok "$what --all: $(wc -l < "$tmp/sorted.columns") sorted, $(wc -l < "$tmp/all.columns") unsorted; the oracle has $want"
        fi

        "$gen" solve "$n" "$@" --all --unique --sorted --model \
            > "$tmp/unique" || :
        columns_of "$n" "$tmp/unique" > "$tmp/unique.columns"
        "$gen" solve "$n" "$@" --all --unique --model > "$tmp/unique_any" || :
        columns_of "$n" "$tmp/unique_any" | sort > "$tmp/unique_any.columns"
        if cmp -s "$tmp/leaders" "$tmp/unique.columns" &&
            cmp -s "$tmp/leaders.set" "$tmp/unique_any.columns"; then
            ok "$what --all --unique: the oracle's $(wc -l < "$tmp/leaders") leaders"
        else
            not_ok "$what --all --unique: $(wc -l < "$tmp/unique.columns") boards; the oracle has $(wc -l < "$tmp/leaders") leaders"
        fi

        "$gen" solve "$n" "$@" --all --symmetry-breaking --sorted --model \
            > "$tmp/breaking" || :
        columns_of "$n" "$tmp/breaking" > "$tmp/breaking.columns"
        "$gen" solve "$n" "$@" --all --symmetry-breaking --model \
            > "$tmp/breaking_any" || :
        columns_of "$n" "$tmp/breaking_any" | sort > "$tmp/breaking_any.columns"
        if cmp -s "$tmp/leaders" "$tmp/breaking.columns" &&
            cmp -s "$tmp/leaders.set" "$tmp/breaking_any.columns"; then
            ok "$what --all --symmetry-breaking: the CNF's solutions, the oracle's leaders"
        else
            not_ok "$what --all --symmetry-breaking: $(wc -l < "$tmp/breaking.columns") boards; the oracle has $(wc -l < "$tmp/leaders") leaders"
        fi

        for k in 1 3 $((want - 1)) "$want"; do
            [ "$k" -ge 1 ] || continue
            "$gen" solve "$n" "$@" --limit "$k" --sorted --model \
                > "$tmp/limit_sorted" || :
            columns_of "$n" "$tmp/limit_sorted" > "$tmp/limit_sorted.columns"
            "$gen" solve "$n" "$@" --limit "$k" --model --threads 2 \
                > "$tmp/limit" || :
            columns_of "$n" "$tmp/limit" | sort > "$tmp/limit.columns"
            expect=$k; [ "$k" -gt "$want" ] && expect=$want
            outside=$(comm -23 "$tmp/limit.columns" "$tmp/truth.set" | wc -l)
            if head -n "$k" "$tmp/truth" |
                cmp -s - "$tmp/limit_sorted.columns" &&
                [ "$(sort -u "$tmp/limit.columns" | wc -l)" -eq "$expect" ] &&
                [ "$(wc -l < "$tmp/limit.columns")" -eq "$expect" ] &&
                [ "$outside" -eq 0 ]; then
                ok "$what --limit $k: $expect distinct boards of the oracle's; sorted, its first $expect"
            else
                not_ok "$what --limit $k: $(wc -l < "$tmp/limit.columns") boards ($outside not the oracle's), or sorted not its first $expect"
            fi
        done
    done < "$tmp/problems"
done

# --- captions, the sheet, threads, usage -------------------------------------
"$gen" solve 8 --all --unique > "$tmp/captions" || true
sizes=$(grep '^solution' "$tmp/captions" | sed 's/.*class size //' |
    sort | uniq -c | awk '{ printf "%s:%s ", $2, $1 }')
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
# 10, the SAT convention, when it finds a solution), on the open board
# and with a group of four without the mirror.
for given in "" "--block 1,1 --block 10,10"; do
    # shellcheck disable=SC2086 # the options are words on purpose
    set -- $given
    "$gen" solve 10 "$@" --all --sorted --threads 1 > "$tmp/t1" || :
    want=$(queens_oracle count 10 "$@")
    for threads in 2 4; do
        "$gen" solve 10 "$@" --all --sorted --threads "$threads" \
            > "$tmp/t$threads" || :
        if cmp -s "$tmp/t1" "$tmp/t$threads" &&
            [ "$(grep -c '^solution' "$tmp/t1")" -eq "$want" ]; then
            ok "solve 10${given:+ $given} --all --sorted --threads $threads: the $want boards of --threads 1, byte for byte"
        else
            not_ok "solve 10${given:+ $given} --all --sorted --threads $threads differs from --threads 1"
        fi
    done
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
