#!/bin/sh
# e2e_hostile_read_memory.sh - reading a text costs a small multiple of
# the text, whatever it holds (issue 35: "duplicates and empty clauses
# are counted, not stored").
#
# The reproducers come from data/hostile/check/make_reading.sh (60 MB
# each, made, not stored): 31,000,000 empty clauses, which once took
# 1.3 GB, and 7,500,000 copies of one binary clause, which took 590 MB.
# check reads each whole (text and structure) under ulimit -v of four
# times the text and 32 MB (about 280 MB; with the change, about 65 MB of
# peak RSS, the text itself), and still reports the exact number of
# copies; with 5,000,000 different words that are no literal, or
# 15,000,000 damaged lines, the exact number of issues. The densest distinct clauses ("k 0" lines) are held to four
# bytes of structure a byte of text in test_cnf_reader (their check
# compares millions of extra clauses, which is not reading). Time is
# bounded by CPU time, 60 s for what takes about 3 s.
#
# Usage: sh tests/e2e_hostile_read_memory.sh PATH-TO-nqueens-cnf
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_tool timeout coreutils || { finish; exit; }
need_tool seq coreutils || { finish; exit; }
data=$(cd "$(dirname "$0")/data/hostile/check" && pwd)
sh "$data/make_reading.sh" "$tmp"

# read NAME FILE COPIES LINE: check --json 8 FILE within 4 x its size +
# 32 MB; malformed (no header, exit 1), the copies counted to the last
# line (the JSON report says every issue; the text report may leave the
# duplicates among the findings it does not list).
read_within() {
    name=$1 file=$2 copies=$3 last=$4
    size=$(wc -c < "$file")
    kb=$((size * 4 / 1024 + 32768))
    rc=0
    limited_to "$kb" 60 "$gen" check --json 8 "$file" --time-limit 0 \
        > "$tmp/out" 2> "$tmp/err" || rc=$?
    if [ "$rc" -eq 1 ] &&
        grep -q "the same $copies more times, the last on line $last" \
            "$tmp/out"; then
        ok "$name: read under $kb KB, $copies more copies counted"
    else
        not_ok "$name: exit status $rc under $kb KB (wanted 1, and" \
            "'the same $copies more times, the last on line $last')"
        show "$tmp/err"
        tail -n 3 "$tmp/out" >&2
    fi
}

read_within "31,000,000 empty clauses" "$tmp/empty.cnf" 30999996 31000000
read_within "7,500,000 copies of a clause" "$tmp/copies.cnf" 7499996 7500000

# issues_within NAME FILE TOTAL WORDS: check 8 FILE, as JSON and in words,
# each within 4 x its size + 32 MB: malformed (exit 1), `issues_total`
# exactly TOTAL (the first 1024 distinct issues of a kind kept, the rest
# counted), and the words say WORDS (a grep pattern).
issues_within() {
    name=$1 file=$2 total=$3 words=$4
    size=$(wc -c < "$file")
    kb=$((size * 4 / 1024 + 32768))
    rc=0 rc_text=0
    limited_to "$kb" 60 "$gen" check --json 8 "$file" --time-limit 0 \
        > "$tmp/json" 2> "$tmp/err" || rc=$?
    limited_to "$kb" 60 "$gen" check 8 "$file" --time-limit 0 \
        > "$tmp/out" 2>> "$tmp/err" || rc_text=$?
    got=$(python3 -c '
import json, sys
line = json.loads(open(sys.argv[1], encoding="utf-8").readline())
print(line["issues_total"], len(line["issues"]))' "$tmp/json" 2>> "$tmp/err")
    if [ "$rc" -eq 1 ] && [ "$rc_text" -eq 1 ] &&
        [ "${got% *}" = "$total" ] && grep -q "$words" "$tmp/out"; then
        ok "$name: read under $kb KB, $total issues counted"
    else
        not_ok "$name: exit status $rc and $rc_text under $kb KB, issues" \
            "'$got' (wanted $total, and '$words')"
        show "$tmp/err"
        tail -n 3 "$tmp/out" >&2
    fi
}

# 5,000,000 different words (once 1.1 GB) and 15,000,000 damaged lines
# (once 1.6 GB); the header's variables are one more issue
issues_within "5,000,000 different words" "$tmp/words.cnf" 5000001 \
    "(5000000 errors in its syntax)"
issues_within "15,000,000 lines 'x 0'" "$tmp/damaged.cnf" 4 \
    "the same 14999997 more times, the last on line 15000001"

finish
