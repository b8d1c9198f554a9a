#!/bin/sh
# End-to-end test: the GBD hash that `nqueens-cnf stats` prints is the
# one gbd-tools would give the file.
#
# The judge is written here, in Python, from gbd-tools' documented
# algorithm (its cnf_hash): the MD5 (hashlib) of the file's clause tokens
# with comment lines and the `p` header left out, joined by single spaces,
# a 0 added if the last clause lacks one. It reads the file the command
# writes, so it shares nothing with the library's hasher. Boards of
# several sizes, every encoding, and the options that change the clauses;
# the --comments file must hash like the plain one (gbd-tools skips
# comments); and a board whose text is over the limit is not hashed but
# said so, at once.
#
# Usage: sh tests/e2e_stats_gbd.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_tool python3 python3 || { finish; exit; }

# One Python run hashes every file (starting Python costs more than the
# hashing): its arguments are files, it prints "FILE HASH" lines.
cat > "$tmp/gbd_hash.py" << 'PYTHON'
import hashlib, sys
for name in sys.argv[1:]:
    tokens = []
    with open(name, "rb") as cnf:
        for line in cnf:
            words = line.split()
            if not words or words[0][:1] in (b"c", b"p"):
                continue
            tokens.extend(words)
    if tokens and tokens[-1] != b"0":
        tokens.append(b"0")
    print(name, hashlib.md5(b" ".join(tokens)).hexdigest())
PYTHON

# check WHAT ARGS...: stats ARGS, the file ARGS writes and the --comments
# file; judged below, once Python has hashed them all.
cases=0
check() {
    cases=$((cases + 1))
    printf '%s\n' "$1" > "$tmp/what.$cases"
    shift
    if ! "$gen" stats "$@" > "$tmp/stats.$cases" 2> "$tmp/err"; then
        not_ok "$(cat "$tmp/what.$cases"): stats failed"; show "$tmp/err"
    fi
    "$gen" "$@" > "$tmp/plain.$cases"
    "$gen" --comments "$@" > "$tmp/commented.$cases"
}

for n in 1 2 3 5 8 13; do
    check "N = $n" "$n"
done
for encoding in pairwise sequential ladder bitwise commander product; do
    check "N = 9 $encoding" -e "$encoding" 9
    check "N = 6 $encoding, symmetry breaking" -e "$encoding" \
        --symmetry-breaking 6
done
check "N = 8 with a queen and a block" --queen 1,1 --block 2,3 8
check "N = 8 without column at-least-one" --no-column-alo 8
check "N = 60" 60

i=1
files=
while [ "$i" -le "$cases" ]; do
    files="$files $tmp/plain.$i $tmp/commented.$i"
    i=$((i + 1))
done
# shellcheck disable=SC2086 # the file names have no blanks
python3 "$tmp/gbd_hash.py" $files > "$tmp/hashes"
i=1
while [ "$i" -le "$cases" ]; do
    what=$(cat "$tmp/what.$i")
    ours=$(sed -n 's/^gbd  *\([0-9a-f]\{32\}\)$/\1/p' "$tmp/stats.$i")
    theirs=$(awk -v f="$tmp/plain.$i" '$1 == f { print $2 }' "$tmp/hashes")
    commented=$(awk -v f="$tmp/commented.$i" '$1 == f { print $2 }' "$tmp/hashes")
    if [ -z "$ours" ]; then
        not_ok "$what: no gbd line in stats"; show "$tmp/stats.$i"
    elif [ "$ours" != "$theirs" ]; then
        not_ok "$what: stats says $ours, the file hashes to $theirs"
    elif [ "$commented" != "$theirs" ]; then
        not_ok "$what: the --comments file hashes to $commented, not $theirs"
    else
        ok "$what: gbd $ours"
    fi
    i=$((i + 1))
done

# Under --shuffle, the shuffled file's hash (--comments does not take
# --shuffle, so the plain file alone is the judge's).
for encoding in pairwise sequential; do
    "$gen" --shuffle 11 -e "$encoding" 7 > "$tmp/s.$encoding.cnf"
done
python3 "$tmp/gbd_hash.py" "$tmp/s.pairwise.cnf" "$tmp/s.sequential.cnf" \
    > "$tmp/shuffled"
for encoding in pairwise sequential; do
    ours=$("$gen" stats --shuffle 11 -e "$encoding" 7 | sed -n 's/^gbd  *//p')
    theirs=$(awk -v f="$tmp/s.$encoding.cnf" '$1 == f { print $2 }' "$tmp/shuffled")
    plain=$("$gen" stats -e "$encoding" 7 | sed -n 's/^gbd  *//p')
    if [ -n "$ours" ] && [ "$ours" = "$theirs" ] && [ "$ours" != "$plain" ]; then
        ok "N = 7 $encoding --shuffle 11: the shuffled file's hash $ours"
    else
        not_ok "N = 7 $encoding --shuffle 11: stats $ours, file $theirs, plain $plain"
    fi
done

# Two boards differ.
a=$("$gen" stats 8 | sed -n 's/^gbd  *//p')
b=$("$gen" stats -e sequential 8 | sed -n 's/^gbd  *//p')
if [ -n "$a" ] && [ "$a" != "$b" ]; then
    ok "pairwise and sequential N = 8 have different hashes"
else
    not_ok "pairwise and sequential N = 8: '$a' and '$b'"
fi

# Over a gigabyte of text: no hash, a reason, and no wait.
if "$gen" stats 2000 > "$tmp/big" 2> "$tmp/err" &&
   grep -q '^gbd  *not computed' "$tmp/big" && [ ! -s "$tmp/err" ]; then
    ok "stats 2000 says the hash is not computed"
else
    not_ok "stats 2000: $(cat "$tmp/big" "$tmp/err")"
fi

finish
