#!/bin/sh
# End-to-end test: a read that fails is a failure, never the end of the
# input.
#
# Every reader of the command (decode's answer and its --cnf file,
# check's files, the instance files of --blocks, compressed input) is
# made to fail two ways:
#   - out of memory: a line of 300 MB under a limit of 400 MB of address
#     space (ulimit -v; in a sanitizer build, whose shadow memory needs
#     more address space than any limit allows, the sanitizer's own
#     max_allocation_size_mb of 200 instead). The line is made by a pipe,
#     not stored, and the limits leave wide margins either way: the line
#     needs a buffer of 512 MB, the command itself a few MB. A model
#     before the long line must still be drawn, the invalid one after it
#     never taken for the end, and `decode 4 < /dev/zero` (one line that
#     never ends) must end with "out of memory", not "no model found";
#   - a read error: a directory given as a file or as standard input
#     (EISDIR), and /proc/self/mem read from its start (EIO).
# Each must exit 1 and say "out of memory reading ..." or "read error on
# ...: <why>". Every run is bounded by timeout; nothing is timed.
#
# Usage: sh tests/e2e_read_failures.sh PATH-TO-nqueens-cnf
set -u
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_tool timeout coreutils || { finish; exit; }
need_tool gzip gzip || { finish; exit; }


# long_line: "c xxx...", 300 MB, and its newline.
long_line() {
    printf 'c '
    head -c 300000000 /dev/zero | tr '\0' x
    echo
}

# expect LABEL RC PATTERN: the run exited 1 (not 0, not a timeout's 124,
# not a signal) and its stderr ($tmp/err) matches PATTERN.
expect() {
    if [ "$2" -eq 1 ] && grep -q -e "$3" "$tmp/err"; then
        ok "$1: $(head -n 1 "$tmp/err")"
    else
        not_ok "$1: exit status $2, expected 1 and '$3'"
        show "$tmp/err"
    fi
}

good="v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0"
bad="v 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 0"

# ---- out of memory ------------------------------------------------------

rc=0
{ echo "$good"; long_line; echo "$bad"; } |
    limited 120 "$gen" decode 4 > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode: a model, a line of 300 MB, an invalid model" "$rc" \
    "out of memory reading standard input, line 2"
grep -q '^solution 1 (line 1)$' "$tmp/out" &&
    ok "decode: the model before the long line is drawn" ||
    not_ok "decode: the model before the long line is not drawn"

rc=0
limited 120 "$gen" decode 4 < /dev/zero > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode 4 < /dev/zero" "$rc" "out of memory reading standard input"
grep -q 'no model found' "$tmp/err" &&
    not_ok "decode 4 < /dev/zero: 'no model found' after a failed read"

# The long line compressed (a few hundred kB): read through gzip.
long_line | gzip -1 > "$tmp/long.gz"
{ echo "$good"; long_line; } | gzip -1 > "$tmp/answer.gz"

rc=0
limited 120 "$gen" decode 4 "$tmp/answer.gz" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode: a compressed answer with a line of 300 MB" "$rc" \
    "out of memory reading '.*answer.gz', line 2"

rc=0
echo "$good" > "$tmp/answer"
limited 120 "$gen" decode 4 --cnf "$tmp/long.gz" "$tmp/answer" > "$tmp/out" \
    2> "$tmp/err" || rc=$?
# --cnf reads only the start of each line up to the header: the long
# comment costs nothing, and the file is found to have no header.
expect "decode --cnf: a compressed file with a line of 300 MB" "$rc" \
    "'.*long.gz' has no 'p cnf'"

rc=0
limited 120 "$gen" 4 --blocks "$tmp/long.gz" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "--blocks: a compressed file with a line of 300 MB" "$rc" \
    "out of memory reading '.*long.gz'"

# check stops sooner: no CNF for N = 4 needs 300 MB, so it is not read
# past check's cap (eight times the reference's text and 64 MB)
rc=0
limited 120 "$gen" check --time-limit 0 4 "$tmp/long.gz" > "$tmp/err" 2>&1 || rc=$?
expect "check: a compressed file with a line of 300 MB" "$rc" \
    "more than a CNF for N = 4 can need"

# ---- read errors --------------------------------------------------------

mkdir "$tmp/folder"
rc=0
timeout 600 "$gen" decode 4 "$tmp/folder" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode FOLDER" "$rc" "read error on '.*folder', line 1: Is a directory"
rc=0
timeout 600 "$gen" decode 4 < "$tmp/folder" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode < FOLDER" "$rc" "read error on standard input, line 1: Is a directory"
rc=0
timeout 600 "$gen" decode 4 /proc/self/mem > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "decode /proc/self/mem" "$rc" \
    "read error on '/proc/self/mem', line 1: Input/output error"
rc=0
timeout 600 "$gen" decode 4 --cnf "$tmp/folder" "$tmp/answer" > "$tmp/out" \
    2> "$tmp/err" || rc=$?
expect "decode --cnf FOLDER" "$rc" "read error on '.*folder': Is a directory"
rc=0
timeout 600 "$gen" 4 --blocks "$tmp/folder" > "$tmp/out" 2> "$tmp/err" || rc=$?
expect "--blocks FOLDER" "$rc" "read error on '.*folder': Is a directory"
rc=0
timeout 600 "$gen" 4 --excluded-diagonals /proc/self/mem > "$tmp/out" \
    2> "$tmp/err" || rc=$?
expect "--excluded-diagonals /proc/self/mem" "$rc" \
    "read error on '/proc/self/mem': Input/output error"
rc=0
timeout 600 "$gen" check --time-limit 0 4 - < "$tmp/folder" > "$tmp/err" 2>&1 || rc=$?
expect "check - < FOLDER" "$rc" "Is a directory"

finish
