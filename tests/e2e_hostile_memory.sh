#!/bin/sh
# e2e_hostile_memory.sh - memory follows the bytes read, not what a file
# claims (issue 25, point 3).
#
# Each reproducer is made here, by a pipe or from a small compressed
# block repeated, never stored in the repository:
#   - a zstd bomb (256 MB of spaces in a few kB; 8 GB in its big form) is
#     refused by the ratio limit, with a message naming NQCNF_MAX_RATIO;
#     with the limit lifted, its blanks are cut as they are read and it
#     is read in a few MB; NQCNF_MAX_DECOMPRESSED caps it too; a value
#     that is not a size (blanks, a sign, an overflow) is refused by
#     name;
#   - decode --cnf reads the file the solver was given only up to its
#     header: 600 MB of clauses behind it, on standard input ('--cnf -'),
#     cost nothing, and the header still bounds the literals;
#   - `echo 'v 1 0' | decode 20000` does not allocate the 400 million
#     squares: it says how few squares the model gave;
#   - a truncated compressed file's error is said once by check;
#   - a 19-byte file in a folder that claims N = 300 builds no reference
#     beyond --reference-budget (256M): a board the file allows breaks a
#     rule, so it is not equivalent (exit 1) under 300 MB, with N read or
#     given (explain 300 the same: worded, not compared); a file whose
#     boards are solutions is undecided over the
#     budget when its N was read from it, checked whole when given;
#   - a sparse file of 100 GB is read only up to check's cap (eight times
#     the reference's text and 64 MB), in a folder and with N given;
#   - an xz header that declares a 1.5 GiB dictionary (116 bytes) is
#     refused by the decoder's memory limit, by name, before anything is
#     allocated; xz -9's 64 MiB dictionary is read;
#   - check keeps the first three copies of a clause as issues and counts
#     the rest: the N=4 reference and 3,000,000 copies of one clause (24
#     MB) are checked under ulimit -v 300000 (they once took 1.1 GB), and
#     the text and JSON reports still give the exact number of copies;
#     so are a million words that are no literal and tautologies;
#   - a generator that prints the N=40 reference 45 times (59 MB) is
#     checked under ulimit -v 600000 (it once took 1.7 GB): the clauses
#     cost about what their text does, not a structure each.
# Memory is bounded by ulimit -v 400000 (in a sanitizer build, which
# cannot start under it, by ASAN_OPTIONS' max_allocation_size_mb, as in
# e2e_read_failures.sh); time by CPU time (ulimit -t), with margins many
# times the measured figures (all well under a second), so that another
# busy job on the machine does not fail them.
#
# Usage: sh tests/e2e_hostile_memory.sh PATH-TO-nqueens-cnf
set -u
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_tool timeout coreutils || { finish; exit; }
need_tool gzip gzip || { finish; exit; }
need_tool zstd zstd || { finish; exit; }


# expect LABEL RC WANTED PATTERN: the exit status and stderr ($tmp/err).
expect() {
    if [ "$2" -eq "$3" ] && grep -q -e "$4" "$tmp/err"; then
        ok "$1: $(head -n 1 "$tmp/err" | cut -c 1-150)"
    else
        not_ok "$1: exit status $2, expected $3 and '$4'"
        show "$tmp/err"
    fi
}

# bomb COPIES: COPIES zstd members of 64 MiB of spaces each.
head -c 67108864 /dev/zero | tr '\0' ' ' | zstd -q -1 > "$tmp/block.zst"
bomb() {
    i=0
    while [ "$i" -lt "$1" ]; do cat "$tmp/block.zst"; i=$((i + 1)); done
}
bomb 4 > "$tmp/spaces.zst"
bomb 128 > "$tmp/spaces-8g.zst"

# ---- the decompression limit ---------------------------------------------
rc=0
limited 60 "$gen" check --time-limit 0 8 "$tmp/spaces-8g.zst" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "check: 8 GB of spaces in $(wc -c < "$tmp/spaces-8g.zst") bytes of zstd" \
    "$rc" 1 "decompress to more than 1000 times.*NQCNF_MAX_RATIO"

rc=0
limited 60 "$gen" decode 8 "$tmp/spaces.zst" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode: 256 MB of spaces in zstd" "$rc" 1 "NQCNF_MAX_RATIO"

rc=0
NQCNF_MAX_RATIO=0 limited 60 "$gen" check --time-limit 0 8 "$tmp/spaces.zst" > "$tmp/out" \
    2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && grep -q "not a CNF" "$tmp/out" && [ ! -s "$tmp/err" ]; then
    ok "NQCNF_MAX_RATIO=0: the spaces are read, their blanks cut, in bounded memory"
else
    not_ok "NQCNF_MAX_RATIO=0 check 8 spaces.zst: exit status $rc"
    show "$tmp/out"
    show "$tmp/err"
fi

rc=0
NQCNF_MAX_RATIO=0 NQCNF_MAX_DECOMPRESSED=100M limited 60 "$gen" check --time-limit 0 8 \
    "$tmp/spaces.zst" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "NQCNF_MAX_DECOMPRESSED=100M" "$rc" 1 \
    "more than 104857600 bytes.*NQCNF_MAX_DECOMPRESSED"

rc=0
NQCNF_MAX_RATIO=lots limited 60 "$gen" decode 8 "$tmp/spaces.zst" \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "NQCNF_MAX_RATIO=lots" "$rc" 1 "NQCNF_MAX_RATIO='lots' is not a size"
# blanks, signs and overflow are refused too: " -5" once turned it off
for value in " -5" "-5" "+5" " 5" "5 " "99999999999999999999" "17179869184G"; do
    rc=0
    NQCNF_MAX_DECOMPRESSED="$value" limited 60 "$gen" decode 8 "$tmp/spaces.zst" \
        > "$tmp/out" 2> "$tmp/err" || rc=$?
    expect "NQCNF_MAX_DECOMPRESSED='$value'" "$rc" 1 \
        "NQCNF_MAX_DECOMPRESSED='$value' is not a size"
done

"$gen" 8 | zstd -q > "$tmp/q8.cnf.zst"
rc=0
limited 60 "$gen" check --time-limit 0 8 "$tmp/q8.cnf.zst" > "$tmp/out" 2> "$tmp/err" || rc=$?
[ "$rc" -eq 0 ] && ok "a real compressed CNF is read under the limit" ||
    { not_ok "check 8 q8.cnf.zst: exit status $rc"; show "$tmp/err"; }

# ---- decode --cnf: the header only -----------------------------------------
clauses() {
    echo "c a file much larger than its header"
    echo "p cnf 16 200000000"
    yes "1 2 0" | head -c 600000000
}
echo "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0" > "$tmp/answer"
echo "v 17 0" > "$tmp/beyond"
rc=0
clauses | limited 60 "$gen" decode 4 --cnf - "$tmp/answer" > "$tmp/out" \
    2> "$tmp/err" || rc=$?
if [ "$rc" -eq 0 ] && grep -q '^solution 1' "$tmp/out"; then
    ok "decode --cnf - with 600 MB of clauses behind the header"
else
    not_ok "decode --cnf - (600 MB): exit status $rc"
    show "$tmp/err"
fi
rc=0
clauses | limited 60 "$gen" decode 4 --cnf - "$tmp/beyond" > "$tmp/out" \
    2> "$tmp/err" || rc=$?
expect "decode --cnf -: the header still bounds the literals" "$rc" 1 \
    "beyond the 16 variables"
rc=0
clauses | limited 60 "$gen" decode 4 --cnf - > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode --cnf - with the answer on standard input too" "$rc" 2 \
    "can be read only once"

# ---- decode of a huge N ---------------------------------------------------
rc=0
echo 'v 1 0' | cpu_seconds "$tmp/cpu" limited 60 "$gen" decode 20000 \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
took=$(cat "$tmp/cpu")
expect "echo 'v 1 0' | decode 20000 in ${took} s of CPU" "$rc" 1 \
    "gives values to 1 of the 400000000 squares"
awk -v t="$took" 'BEGIN { exit !(t <= 20) }' && [ ! -s "$tmp/out" ] &&
    ok "decode 20000: no board drawn, within 20 s of CPU" ||
    not_ok "decode 20000: ${took} s of CPU, $(wc -c < "$tmp/out") bytes drawn"

# ---- a damaged compressed file: one error ------------------------------------
"$gen" 8 | gzip -c | head -c 300 > "$tmp/truncated.gz"
rc=0
"$gen" check --time-limit 0 8 "$tmp/truncated.gz" > "$tmp/out" 2> "$tmp/err" || rc=$?
said=$(grep -c "truncated" "$tmp/err")
[ "$rc" -eq 1 ] && [ "$said" -eq 1 ] &&
    ok "check of a truncated gzip file says so once" ||
    { not_ok "check truncated.gz: exit status $rc, said $said times"; show "$tmp/err"; }

# ---- an xz header that asks for 1.5 GiB: refused by the memory limit -----
# (tests/data/hostile/compressed/xz_dictionary.py: 116 bytes, valid xz)
python3 "$(dirname "$0")/data/hostile/compressed/xz_dictionary.py" "$tmp/dictionary.xz"
for command in check decode; do
    rc=0
    if [ "$command" = check ]; then
        limited 60 "$gen" check --time-limit 0 4 "$tmp/dictionary.xz" \
            > "$tmp/err" 2>&1 || rc=$?
    else
        limited 60 "$gen" decode 4 "$tmp/dictionary.xz" > "$tmp/out" \
            2> "$tmp/err" || rc=$?
    fi
    expect "$command of an xz file declaring a 1536 MiB dictionary" "$rc" 1 \
        "asks for 1536 MiB of memory, over the 256 MiB limit"
done
# the same stream with a dictionary xz -9 uses is read
python3 "$(dirname "$0")/data/hostile/compressed/xz_dictionary.py" "$tmp/nine.xz" 64
rc=0
limited 60 "$gen" check --time-limit 0 --quiet 4 "$tmp/nine.xz" > "$tmp/err" 2>&1 || rc=$?
if ! grep -q "limit" "$tmp/err"; then
    ok "an xz file with xz -9's 64 MiB dictionary is read (exit $rc, no limit named)"
else
    not_ok "an xz file with a 64 MiB dictionary was refused:"; show "$tmp/err"
fi

# table_of KB SECONDS FOLDER: check --table of FOLDER under KB kilobytes
# and SECONDS of CPU; sets rc, and took (its CPU seconds).
table_of() {
    rc=0
    cpu_seconds "$tmp/cpu" limited_to "$1" "$2" "$gen" check --time-limit 0 \
        --table "$3" > "$tmp/out" 2> "$tmp/err" || rc=$?
    took=$(cat "$tmp/cpu")
}

# ---- an N told by a 19-byte file builds no reference beyond the budget ---
# `p cnf 90000 1` in a folder checked without N says N = 300, whose
# reference (44.8 million clauses) once took 7.4 GB and then was refused
# as undecided: now it is judged without the reference, by a board the
# file allows that breaks a rule, under 300 MB of memory and 20 s of CPU.
mkdir "$tmp/class"
printf 'p cnf 90000 1\n1 0\n' > "$tmp/class/mallory.cnf"
"$gen" 4 > "$tmp/class/alice.cnf"
table_of 300000 20 "$tmp/class"
if [ "$rc" -eq 1 ] &&
    grep -q "mallory.cnf	300	not-equivalent	1	not equivalent: a board the file allows breaks a rule (its clauses were not compared one by one: the reference at N=300 has 44820700 clauses" "$tmp/out" &&
    grep -q "alice.cnf	4	identical	0" "$tmp/out" &&
    awk -v t="$took" 'BEGIN { exit !(t < 20) }'; then
    ok "a folder's 19-byte file claiming N = 300: not equivalent without the reference (exit 1) in ${took} s of CPU under 300 MB"
else
    not_ok "the 19-byte N = 300 file: exit $rc, ${took} s of CPU"; show "$tmp/out"; show "$tmp/err"
fi
# the same with N given: the teacher's N, the same verdict, no reference
rc=0
cpu_seconds "$tmp/cpu" limited_to 300000 20 "$gen" check --time-limit 0 300 \
    "$tmp/class/mallory.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
took=$(cat "$tmp/cpu")
if [ "$rc" -eq 1 ] &&
    grep -q "the file allows boards that break \`-1 -2 0\`: at most one queen in row 1" "$tmp/out" &&
    grep -q "^summary: not equivalent: a board the file allows breaks a rule" "$tmp/out"; then
    ok "check 300 of the 19-byte file: the broken rule named, in ${took} s of CPU under 300 MB"
else
    not_ok "check 300 of the 19-byte file: exit $rc, ${took} s of CPU"; show "$tmp/out"; show "$tmp/err"
fi
# explain 300 of it: the clauses worded, none compared, the broken rule
rc=0
cpu_seconds "$tmp/cpu" limited_to 300000 20 "$gen" explain 300 \
    "$tmp/class/mallory.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
took=$(cat "$tmp/cpu")
if [ "$rc" -eq 0 ] &&
    grep -q "^c   a queen on (1,1)$" "$tmp/out" &&
    grep -q "^c missing: not compared: the reference at N=300 has 44820700 clauses" "$tmp/out" &&
    grep -q "^c the file allows boards that break \`-1 -2 0\`: at most one queen in row 1" "$tmp/out"; then
    ok "explain 300 of the 19-byte file: worded, not compared, the broken rule named, in ${took} s of CPU under 300 MB"
else
    not_ok "explain 300 of the 19-byte file: exit $rc, ${took} s of CPU"; show "$tmp/out"; show "$tmp/err"
fi
# a file whose boards are all solutions cannot be judged that way: over
# the budget (1M here; N = 30 needs about 5 MB) an N read from the file
# is undecided, said with the budget; given, the same file is checked
mkdir "$tmp/solutions"
"$gen" 30 > "$tmp/solutions/bob.cnf"
rc=0
"$gen" check --time-limit 0 --reference-budget 1M --table "$tmp/solutions" \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 3 ] &&
    grep -q "bob.cnf	30	undecided	3	undecided: the file tells N = 30, whose reference has 43270 clauses (about .*), more than the budget of 1M an N read from a file may build (--reference-budget), and no board the file allows was found to break a rule" "$tmp/out"; then
    ok "--reference-budget 1M: N = 30 read from a file whose boards are solutions is undecided, said with the budget"
else
    not_ok "--reference-budget 1M: exit $rc"; show "$tmp/out"; show "$tmp/err"
fi
rc=0
"$gen" check --time-limit 0 --reference-budget 1M --quiet 30 \
    "$tmp/solutions/bob.cnf" > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 0 ] && grep -q "^summary: identical" "$tmp/out"; then
    ok "check 30 FILE over the budget: the N was given, so compared whole: identical"
else
    not_ok "check 30 over the budget: exit $rc"; show "$tmp/out"; show "$tmp/err"
fi
rc=0
"$gen" check --reference-budget -5 "$tmp/class" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "--reference-budget -5 is a usage error" "$rc" 2 \
    "invalid value '-5' for option '--reference-budget'"
# an N the teacher gives is the teacher's request: no budget (N = 30 here,
# whose reference is small, so that the run is short)
printf 'p cnf 900 1\n1 0\n' > "$tmp/thirty.cnf"
rc=0
"$gen" check --time-limit 0 --reference-budget 1K --quiet 30 "$tmp/thirty.cnf" \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && ! grep -q "the file tells N" "$tmp/out" "$tmp/err"; then
    ok "check 30 FILE with a budget of 1K: checked, the N was given (exit 1)"
else
    not_ok "check 30 with a 1K budget: exit $rc"; show "$tmp/out"; show "$tmp/err"
fi

# ---- a sparse file of 100 GB (4 kB on disk) is read only to its cap -------
mkdir "$tmp/sparse"
truncate -s 100G "$tmp/sparse/huge.cnf"
"$gen" 6 > "$tmp/sparse/six.cnf"
table_of 600000 30 "$tmp/sparse"
if [ "$rc" -eq 1 ] &&
    grep -q "huge.cnf	0	failed	1	.*more than a CNF for an N the budget allows can need" "$tmp/out" &&
    grep -q "six.cnf	6	identical	0" "$tmp/out"; then
    ok "a sparse 100 GB file in a folder: refused at its cap, ${took} s of CPU under 600 MB"
else
    not_ok "the sparse 100 GB file: exit $rc"; show "$tmp/out"; show "$tmp/err"
fi
rc=0
limited_to 300000 30 "$gen" check --time-limit 0 8 "$tmp/sparse/huge.cnf" \
    > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "check 8 of the sparse file: the cap of N = 8 (67 MB)" "$rc" 1 \
    "more than 67 MB, more than a CNF for N = 8 can need"
rm -f "$tmp/sparse/huge.cnf"

# ---- check: copies of a clause counted, not kept -------------------------
# json_total FILE KIND: how many times the issues of KIND occur in a JSON
# report (entries and their repeats), then how many entries there are.
json_total() {
    python3 - "$1" "$2" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    report = json.loads(f.readline())
kept = [i for i in report["issues"] if i["kind"] == sys.argv[2]]
print(sum(1 + i.get("repeats", 0) for i in kept), len(kept))
PY
}

# copies NAME CLAUSE COPIES FIRST: the N=4 reference and COPIES copies of
# CLAUSE, whose first stands on line FIRST; checked in 300 MB, the
# text's third copy counts the rest and the JSON adds up to them all.
copies() {
    { "$gen" 4; yes -- "$2" | head -n "$3"; } > "$tmp/$1.cnf"
    duplicates=$(($3 - ($4 >= 86)))
    last=$((85 + $3))
    third=$((86 + ($4 >= 86) + 2))
    rc=0
    limited_to 300000 120 "$gen" check --time-limit 0 4 "$tmp/$1.cnf" > "$tmp/out" \
        2> "$tmp/err" || rc=$?
    said="line $third: duplicate clause \`$2\` (first on line $4); the"
    said="$said same $((duplicates - 3)) more times, the last on line $last"
    if [ "$rc" -eq 1 ] && grep -qF -- "$said" "$tmp/out"; then
        ok "check 4, $3 lines of $2 in 300 MB: '$said'"
    else
        not_ok "check 4, $3 lines of $2 in 300 MB: exit status $rc"
        show "$tmp/out"
        show "$tmp/err"
    fi
    rc=0
    limited_to 300000 120 "$gen" check --time-limit 0 --json 4 "$tmp/$1.cnf" \
        > "$tmp/json" 2> "$tmp/err" || rc=$?
    total=$(json_total "$tmp/json" duplicate-clause 2> "$tmp/err")
    if [ "$rc" -eq 1 ] && [ "$total" = "$duplicates 3" ]; then
        ok "JSON: $duplicates duplicates in 3 issues"
    else
        not_ok "JSON of $3 lines of $2: exit status $rc, duplicates and" \
            "issues '$total', expected '$duplicates 3'"
        show "$tmp/err"
    fi
}
copies minus "-1 -2 0" 3000000 3
copies plus "1 2 0" 3000000 86

# Words that are no literal and tautologies, counted the same way.
{
    echo "p cnf 3 2000000"
    yes "x 0" | head -n 1000000
    yes "1 -1 0" | head -n 1000000
} > "$tmp/words.cnf"
rc=0
limited_to 300000 120 "$gen" check --time-limit 0 --json 4 "$tmp/words.cnf" > "$tmp/json" \
    2> "$tmp/err" || rc=$?
words=$(json_total "$tmp/json" not-a-number 2> "$tmp/err")
tautologies=$(json_total "$tmp/json" tautology 2>> "$tmp/err")
if [ "$rc" -eq 1 ] && [ "$words" = "1000000 3" ] &&
    [ "$tautologies" = "1000000 3" ]; then
    ok "a million bad words and a million tautologies: 3 issues each, counted"
else
    not_ok "bad words '$words', tautologies '$tautologies' (exit status $rc)"
    show "$tmp/err"
fi

# ---- check --generator: 59 MB of clauses ----------------------------------
"$gen" 40 > "$tmp/q40.cnf"
cat > "$tmp/print.sh" <<'SH'
cat "$(dirname "$0")/q$1.cnf"
i=1
while [ "$i" -lt 45 ]; do
    tail -n +2 "$(dirname "$0")/q$1.cnf"
    i=$((i + 1))
done
SH
# The JSON lists the first 1000 of its 310681 issues (310680 duplicates,
# 3 for each of the 103560 clauses, and the header's count) and counts
# them all; the words add up the 4556640 duplicates.
rc=0
limited_to 600000 300 "$gen" check --json --time-limit 0 --timeout 120 \
    --generator "sh '$tmp/print.sh' {n}" --range 40 > "$tmp/json" \
    2> "$tmp/err" || rc=$?
total=$(python3 -c '
import json, sys
line = json.loads(open(sys.argv[1], encoding="utf-8").readline())
print(line["issues_total"], len(line["issues"]))' "$tmp/json" 2>> "$tmp/err")
rc_text=0
limited_to 600000 300 "$gen" check --time-limit 0 --timeout 120 \
    --generator "sh '$tmp/print.sh' {n}" --range 40 > "$tmp/out" \
    2>> "$tmp/err" || rc_text=$?
if [ "$rc" -eq 1 ] && [ "$rc_text" -eq 1 ] && [ "$total" = "310681 1000" ] &&
    grep -q "^    4556640 duplicate clauses, copies of earlier lines" "$tmp/out"; then
    ok "a generator printing the N=40 reference 45 times, in 600 MB:" \
        "4556640 duplicates"
else
    not_ok "generator of 45 references: exit status $rc and $rc_text," \
        "issues '$total'"
    show "$tmp/err"; show "$tmp/out"
fi

finish
