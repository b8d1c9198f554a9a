#!/bin/sh
# End-to-end test of --shard K/M with GNU parallel as the engine that runs
# the parts, exactly as the README's example does over machines: the M
# parts of a count are run by `parallel --tag`, and
# examples/shards/sum-shards.sh adds them up, refuses a missing or
# repeated part, and compares the sum with OEIS (A000170, or A002562 for
# --unique and --symmetry-breaking) when it knows the value. For the
# instances OEIS does not cover (pre-placed queens, blocked squares) the
# truth is the suite's Python oracle (tests/oracle.py). The parts of
# solve --all --shard, concatenated, must be every board once (checked
# square by square by verify_model and against the oracle's list), and
# with --sorted in the oracle's lexicographic order.
#
# Usage: sh tests/e2e_shard_parallel.sh PATH-TO-nqueens-cnf
# ctest-label: slow
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
sum_shards="$(dirname "$0")/../examples/shards/sum-shards.sh"
need_tool parallel parallel || { finish; exit 1; }
need_tool python3 python3 || { finish; exit 1; }
NQUEENS_CNF=$gen
export NQUEENS_CNF

# sharded M N OPTIONS...: the parts of `count N OPTIONS` run by GNU
# parallel on two jobs, summed by sum-shards.sh (which checks OEIS).
sharded() {
    m=$1
    shift
    seq "$m" | parallel -j2 --tag "'$gen'" count "$@" --shard "{}/$m" --threads 1 \
        > "$tmp/parts" 2> "$tmp/parallel.err" || return 1
    "$sum_shards" "$m" "$@" < "$tmp/parts" 2> "$tmp/sum.err"
}

# count_case M EXPECTED N OPTIONS...
count_case() {
    m=$1 expected=$2
    shift 2
    if got=$(sharded "$m" "$@"); then
        if [ "$got" = "$expected" ]; then
            ok "count $* in $m parts by GNU parallel: $got ($(cat "$tmp/sum.err" | sed 's/^sum-shards.sh: //'))"
        else
            not_ok "count $* in $m parts sums to $got, expected $expected"
        fi
    else
        not_ok "count $* in $m parts failed:"; show "$tmp/parallel.err"; show "$tmp/sum.err"
    fi
}

# --- sums against OEIS, for several N and M ------------------------------
for case in "8 1" "8 3" "8 50" "9 7" "10 4" "11 16" "12 5" "12 64"; do
    set -- $case
    count_case "$2" "$(oeis_a000170 "$1")" "$1"
done
for case in "10 6" "12 9"; do
    set -- $case
    count_case "$2" "$(oeis_a002562 "$1")" "$1" --unique
    count_case "$2" "$(oeis_a002562 "$1")" "$1" --symmetry-breaking
done
count_case 5 "$(oeis_a000170 10)" 10 --encoding sequential --no-column-alo

# --- instances OEIS does not know: the oracle -----------------------------
for case in "6 10 --queen 1,3" "7 11 --queen 2,5 --queen 7,1" \
            "4 10 --block 1,1 --block 5,5 --block 10,2" \
            "9 12 --queen 4,4 --block 1,2"; do
    set -- $case
    m=$1
    shift
    count_case "$m" "$(queens_oracle count "$@")" "$@"
done

# --- what sum-shards.sh refuses -------------------------------------------
sharded 5 9 > /dev/null
grep -v '^3	' "$tmp/parts" > "$tmp/missing"
if "$sum_shards" 5 9 < "$tmp/missing" > /dev/null 2> "$tmp/err"; then
    not_ok "sum-shards.sh accepted 4 parts of 5"
elif grep -q 'missing shards (1 of 5): 3' "$tmp/err"; then
    ok "sum-shards.sh refuses a missing part: $(cat "$tmp/err")"
else
    not_ok "sum-shards.sh failed on a missing part without naming it:"; show "$tmp/err"
fi
{ cat "$tmp/parts"; grep '^2	' "$tmp/parts"; } > "$tmp/twice"
if "$sum_shards" 5 9 < "$tmp/twice" > /dev/null 2> "$tmp/err"; then
    not_ok "sum-shards.sh accepted part 2 twice"
elif grep -q 'shard 2 appears twice' "$tmp/err"; then
    ok "sum-shards.sh refuses a repeated part: $(cat "$tmp/err")"
else
    not_ok "sum-shards.sh failed on a repeated part without saying so:"; show "$tmp/err"
fi
sed 's/^\(1	\)\([0-9]*\)/\1999\2/' "$tmp/parts" > "$tmp/wrong"
if "$sum_shards" 5 9 < "$tmp/wrong" > /dev/null 2> "$tmp/err"; then
    not_ok "sum-shards.sh accepted a sum that is not A000170"
elif grep -q 'but OEIS gives 352' "$tmp/err"; then
    ok "sum-shards.sh refuses a sum that differs from OEIS: $(cat "$tmp/err")"
else
    not_ok "sum-shards.sh failed on a wrong sum without saying so:"; show "$tmp/err"
fi

# --- solve --all --shard: every board once ---------------------------------
queens_oracle list 9 > "$tmp/truth"
seq 6 | parallel -j2 -k "'$gen'" solve 9 --all --sorted --model --shard "{}/6" --threads 1 \
    > "$tmp/boards" || true
awk -v n=9 '/^v/ { s = ""; for (i = 2; i < NF; i++) if ($i > 0)
    s = s (s == "" ? "" : " ") sprintf("%d", ($i - 1) % n); print s }' \
    "$tmp/boards" > "$tmp/listed"
bad=0
while read -r line; do
    echo "$line" > "$tmp/one"
    verify_model 9 "$tmp/one" > /dev/null || bad=$((bad + 1))
done < "$tmp/boards"
if [ "$bad" -eq 0 ] && cmp -s "$tmp/listed" "$tmp/truth"; then
    ok "solve 9 --all --sorted in 6 parts, concatenated in order: the 352 boards once each, in lexicographic order"
else
    not_ok "solve 9 --all --sorted in 6 parts: $bad bad boards, $(wc -l < "$tmp/listed") listed, $(sort -u "$tmp/listed" | wc -l) distinct; differences:"
    diff "$tmp/listed" "$tmp/truth" | head -5
fi
seq 4 | parallel -j2 "'$gen'" solve 10 --all --model --unique --shard "{}/4" --threads 1 \
    > "$tmp/boards" || true
if [ "$(grep -c '^v' "$tmp/boards")" -eq 92 ] &&
    [ "$(sort -u "$tmp/boards" | grep -c '^v')" -eq 92 ]; then
    ok "solve 10 --all --unique in 4 parts: 92 distinct boards (A002562)"
else
    not_ok "solve 10 --all --unique in 4 parts: $(grep -c '^v' "$tmp/boards") boards, $(sort -u "$tmp/boards" | grep -c '^v') distinct"
fi

# --- bad shards ---------------------------------------------------------------
for bad in 0/4 5/4 4 3/0 a/b 1/2000000 "1/ 2"; do
    if "$gen" count 8 --shard "$bad" > /dev/null 2> "$tmp/err"; then
        not_ok "--shard '$bad' was accepted"
    elif [ $? -eq 2 ] && grep -q "for option '--shard'" "$tmp/err"; then
        ok "--shard '$bad' is a usage error: $(cat "$tmp/err")"
    else
        not_ok "--shard '$bad' failed without a usage error:"; show "$tmp/err"
    fi
done
if "$gen" solve 8 --shard 1/2 > /dev/null 2> "$tmp/err"; then
    not_ok "solve --shard without --all was accepted"
elif grep -q "'--shard' lists solutions" "$tmp/err"; then
    ok "solve --shard without --all or --limit says it lists: $(cat "$tmp/err")"
else
    not_ok "solve --shard without --all failed without saying why:"; show "$tmp/err"
fi
finish
