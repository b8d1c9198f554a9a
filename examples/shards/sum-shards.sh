#!/usr/bin/env bash
# sum-shards.sh - add up the parts of a sharded count, and check them.
#
# Usage: sum-shards.sh M N [COUNT-OPTIONS...] < PARTS
#
# PARTS has one line per shard, "K COUNT" (what GNU parallel's --tag
# writes, or what the Slurm example's jobs leave in their files): K is
# the shard, 1..M, and COUNT what `nqueens-cnf count N ... --shard K/M`
# printed. A count over many machines fails quietly when one part is
# missing or was run twice, so every K must appear exactly once. The sum
# is printed; when OEIS knows the count for N and these options (as
# `nqueens-cnf count N OPTIONS --estimate` says on its "known" line), the
# sum must equal it. Bash's 64-bit integers hold every count up to N = 27
# (awk's doubles would round those above 2^53).
#
# Exit status: 0 the sum is complete (and equals the known value, if
# any); 1 a part is missing, repeated or malformed, or the sum is wrong;
# 2 usage.
set -euo pipefail

die() {
    echo "sum-shards.sh: $*" >&2
    exit "${2:-1}"
}

[[ $# -ge 2 ]] || die "usage: sum-shards.sh M N [COUNT-OPTIONS...] < PARTS" 2
shards=$1
shift
[[ $shards =~ ^[1-9][0-9]{0,5}$ ]] || die "M must be a whole number from 1, not '$shards'" 2
parts="$shards parts"
((shards > 1)) || parts="1 part"
nqueens=${NQUEENS_CNF:-nqueens-cnf}

declare -A seen=()
total=0
line_number=0
while read -r shard count rest; do
    line_number=$((line_number + 1))
    [[ -z $shard && -z $count ]] && continue
    [[ -z ${rest:-} && $shard =~ ^[1-9][0-9]*$ && $count =~ ^[0-9]{1,19}$ ]] ||
        die "line $line_number is not 'K COUNT': '$shard $count ${rest:-}'"
    ((shard <= shards)) || die "line $line_number: shard $shard of only $shards"
    [[ -z ${seen[$shard]:-} ]] || die "shard $shard appears twice (lines ${seen[$shard]} and $line_number)"
    seen[$shard]=$line_number
    total=$((total + 10#$count))
done

missing=()
for ((k = 1; k <= shards; k++)); do
    [[ -n ${seen[$k]:-} ]] || missing+=("$k")
done
((${#missing[@]} == 0)) || die "missing shards (${#missing[@]} of $shards): ${missing[*]:0:20}"

known=$("$nqueens" count "$@" --estimate --no-progress | awk '$1 == "known" { print $2 }')
echo "$total"
if [[ -n $known ]]; then
    [[ $total == "$known" ]] || die "the parts add up to $total, but OEIS gives $known"
    echo "sum-shards.sh: $parts, equal to OEIS's $known" >&2
else
    echo "sum-shards.sh: $parts (no OEIS value for these options to compare with)" >&2
fi
