#!/bin/sh
# e2e_compress_input.sh - check reads compressed CNFs, by magic bytes.
#
# Usage: e2e_compress_input.sh PATH-TO-nqueens-cnf [DATA-DIR]
#
# The compressed files are made by the real tools (xz, gzip, bzip2, zstd;
# missing is a failure), from the lessons' reference file of N = 8
# (DATA-DIR/queens_8.seed.cnf), so the verdict must be "identical" with
# exit status 0: from a file, from standard input, under a name that
# says nothing (the codec is told by the first bytes), and as two
# members one after another (as the tools concatenate). A truncated, a
# corrupted and a trailing-garbage file are each refused (status 1) with
# a message that says what is wrong, never checked as a shorter CNF.
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:-$(dirname "$0")/data}

need_compressors || { finish; exit; }

reference=$data/queens_8.seed.cnf
lines=$(wc -l < "$reference")
head -n $((lines / 2)) "$reference" > "$tmp/first"
tail -n +$((lines / 2 + 1)) "$reference" > "$tmp/second"

# accepted WHAT CHECK-ARGS... (stdin from $tmp/in when '-' is given)
accepted() {
    what=$1
    shift
    "$gen" check --time-limit 0 8 "$@" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
    status=$?
    if [ "$status" -eq 0 ] && grep -q "^summary: identical" "$tmp/out"; then
        ok "$what: identical"
    else
        not_ok "$what: status $status"; show "$tmp/out"; show "$tmp/err"
    fi
}

# refused WHAT FILE WORDS: status 1 and WORDS in the error.
refused() {
    "$gen" check --time-limit 0 8 "$2" > "$tmp/out" 2> "$tmp/err"
    status=$?
    if [ "$status" -eq 1 ] && grep -q "$3" "$tmp/err"; then
        ok "$1: refused, '$3' said"
    else
        not_ok "$1: status $status, '$3' not said"; show "$tmp/out"; show "$tmp/err"
    fi
}

: > "$tmp/in"
for spec in "xz:xz -c" "gz:gzip -c" "bz2:bzip2 -c" "zst:zstd -q -c"; do
    ext=${spec%%:*} tool=${spec#*:}
    $tool < "$reference" > "$tmp/q.cnf.$ext"
    accepted "check 8 q.cnf.$ext (made by $tool)" "$tmp/q.cnf.$ext"
    cp "$tmp/q.cnf.$ext" "$tmp/unnamed"
    accepted "$ext data under a name without an ending" "$tmp/unnamed"
    cp "$tmp/q.cnf.$ext" "$tmp/in"
    accepted "$ext data on standard input" -
    : > "$tmp/in"
    { $tool < "$tmp/first"; $tool < "$tmp/second"; } > "$tmp/two.$ext"
    accepted "two $ext members one after another" "$tmp/two.$ext"

    size=$(wc -c < "$tmp/q.cnf.$ext")
    head -c $((size - 5)) "$tmp/q.cnf.$ext" > "$tmp/cut.$ext"
    refused "$ext cut 5 bytes short" "$tmp/cut.$ext" "truncated"
    head -c $((size / 2)) "$tmp/q.cnf.$ext" > "$tmp/half.$ext"
    refused "$ext cut in half" "$tmp/half.$ext" "truncated"
    # A byte in the middle changed: the format's check (CRC32, the block
    # CRC, CRC64, the frame checksum) or its structure catches it.
    python3 - "$tmp/q.cnf.$ext" "$tmp/bad.$ext" <<'EOF'
import sys
data = bytearray(open(sys.argv[1], 'rb').read())
data[len(data) // 2] ^= 0x55
open(sys.argv[2], 'wb').write(bytes(data))
EOF
    refused "$ext with a byte changed in the middle" "$tmp/bad.$ext" "$ext"
    { cat "$tmp/q.cnf.$ext"; echo "1 2 0"; } > "$tmp/tail.$ext"
    refused "$ext followed by plain text" "$tmp/tail.$ext" "followed by data"
done

# Our own output reads back too, several files in one run.
"$gen" 8 -o "$tmp/own.cnf.xz"
"$gen" 8 -o "$tmp/own.cnf.gz"
"$gen" check --time-limit 0 8 "$tmp/own.cnf.xz" "$tmp/own.cnf.gz" > "$tmp/out" 2> "$tmp/err"
if [ $? -eq 0 ] && [ "$(grep -c '^summary: identical' "$tmp/out")" -eq 2 ]; then
    ok "check 8 own.cnf.xz own.cnf.gz: both identical"
else
    not_ok "check of our own compressed files"; show "$tmp/out"; show "$tmp/err"
fi

# decode: a solver's answer and the CNF it was given (--cnf), compressed.
"$gen" 8 -e ladder -o "$tmp/q8.cnf.zst"
zstd -dc "$tmp/q8.cnf.zst" | cadical > "$tmp/answer" 2>&1
xz -c "$tmp/answer" > "$tmp/answer.xz"
"$gen" decode 8 "$tmp/answer" > "$tmp/plain" 2>&1
rc=0
"$gen" decode 8 --cnf "$tmp/q8.cnf.zst" "$tmp/answer.xz" > "$tmp/out" \
    2> "$tmp/err" || rc=$?
if [ "$rc" -eq 0 ] && [ -s "$tmp/plain" ] && cmp -s "$tmp/plain" "$tmp/out"
then
    ok "decode --cnf q8.cnf.zst answer.xz: the board of the plain answer"
else
    not_ok "decode of compressed files: exit $rc"; show "$tmp/out"
    show "$tmp/err"
fi
rc=0
"$gen" decode 8 - < "$tmp/answer.xz" > "$tmp/out" 2> "$tmp/err" || rc=$?
[ "$rc" -eq 0 ] && cmp -s "$tmp/plain" "$tmp/out" &&
    ok "decode reads an xz answer on standard input" ||
    { not_ok "decode of xz on standard input: exit $rc"; show "$tmp/err"; }
head -c 40 "$tmp/answer.xz" > "$tmp/cut.xz"
rc=0
"$gen" decode 8 "$tmp/cut.xz" > "$tmp/out" 2> "$tmp/err" || rc=$?
[ "$rc" -eq 1 ] && grep -q "truncated" "$tmp/err" &&
    ok "decode names a truncated xz answer" ||
    { not_ok "decode of a cut xz answer: exit $rc"; show "$tmp/err"; }

# Instance files of the literature, compressed: the same instance.
gzip -c "$data/instances/csplib-079-n10.param" > "$tmp/diag.param.gz"
bzip2 -c "$data/instances/asp-blocked-5.lp" > "$tmp/blocked.lp.bz2"
if "$gen" 10 --excluded-diagonals "$data/instances/csplib-079-n10.param" \
        --take 6 > "$tmp/a.cnf" &&
    "$gen" 10 --excluded-diagonals "$tmp/diag.param.gz" --take 6 \
        > "$tmp/b.cnf" && cmp -s "$tmp/a.cnf" "$tmp/b.cnf" &&
    "$gen" 5 --blocks "$data/instances/asp-blocked-5.lp" > "$tmp/c.cnf" &&
    "$gen" 5 --blocks "$tmp/blocked.lp.bz2" > "$tmp/d.cnf" &&
    cmp -s "$tmp/c.cnf" "$tmp/d.cnf"; then
    ok "--excluded-diagonals FILE.gz and --blocks FILE.bz2: the same instances"
else
    not_ok "compressed instance files give other instances"
fi

# decode --cnf takes the header of a KNF file.
"$gen" 6 --format knf -o "$tmp/q6.knf.gz"
printf 's SATISFIABLE\nv 2 4 6 7 9 11 0\n' > "$tmp/knf.answer"
rc=0
"$gen" decode 6 --cnf "$tmp/q6.knf.gz" "$tmp/knf.answer" > "$tmp/out" \
    2> "$tmp/err" || rc=$?
if [ "$rc" -ne 2 ] && ! grep -q "header" "$tmp/err"; then
    ok "decode --cnf q6.knf.gz reads the 'p knf' header"
else
    not_ok "decode --cnf of a KNF file: exit $rc"; show "$tmp/err"
fi

finish
