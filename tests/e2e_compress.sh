#!/bin/sh
# e2e_compress.sh - compressed output, judged by the real tools.
#
# Usage: e2e_compress.sh PATH-TO-nqueens-cnf [DATA-DIR]
#
# The judges are Debian's xz, gzip, bzip2 and zstd (missing is a failure,
# never a skip): what `-o FILE.xz` (and .gz, .bz2, .zst) or `--compress C`
# writes must decompress with `TOOL -dc` to exactly the bytes of the plain
# output, for several N, encodings, formats and options and every level's
# extremes. A refused choice, a failed write (a file-size limit) and an
# interrupted write (SIGINT, SIGTERM) leave neither the destination nor a
# temporary file, and an existing destination as it was. Compressed input
# to check is e2e_compress_input.sh.
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_compressors || { finish; exit; }

# tool_of EXT: the command that decompresses it to stdout.
tool_of() {
    case $1 in
    xz) echo "xz -dc" ;;
    gz) echo "gzip -dc" ;;
    bz2) echo "bzip2 -dc" ;;
    zst) echo "zstd -q -dc" ;;
    esac
}

# round_trip WHAT EXT LEVEL ARGS...: -o q.cnf.EXT and --compress EXT to
# stdout, at --level LEVEL ('-': the default), both decompress to the
# plain output of ARGS.
round_trip() {
    what=$1 ext=$2 level=$3
    shift 3
    rm -f "$tmp/q.$ext" "$tmp/plain"
    if ! "$gen" "$@" > "$tmp/plain" 2> "$tmp/err"; then
        not_ok "$what: the plain run failed"; show "$tmp/err"; return
    fi
    if [ "$level" != - ]; then set -- "$@" --level "$level"; fi
    if ! "$gen" "$@" -o "$tmp/q.$ext" 2> "$tmp/err"; then
        not_ok "$what -o q.$ext failed"; show "$tmp/err"; return
    fi
    if $(tool_of "$ext") "$tmp/q.$ext" | cmp -s - "$tmp/plain"; then
        ok "$what -o q.$ext: $(tool_of "$ext") gives the plain output"
    else
        not_ok "$what -o q.$ext: $(tool_of "$ext") differs from the plain output"
    fi
    if "$gen" "$@" --compress "$ext" 2> "$tmp/err" |
        $(tool_of "$ext") | cmp -s - "$tmp/plain"; then
        ok "$what --compress $ext to a pipe: the same"
    else
        not_ok "$what --compress $ext to a pipe differs"; show "$tmp/err"
    fi
}

for ext in xz gz bz2 zst; do
    for n in 1 8 13; do
        round_trip "$n" "$ext" - "$n"
    done
done
# Large enough for several gzip and bzip2 members and xz blocks (10 MB).
for ext in xz gz bz2 zst; do
    round_trip "80 --level 1" "$ext" 1 80
done
# Encodings, formats and options: the compressor sees only the text.
set -- "--encoding sequential" "--encoding commander --symmetry-breaking" \
       "--encoding product --comments" "--format smt2" "--format opb" \
       "--queen 1,2 --block 3,3 --no-column-alo" "--encoding ladder" \
       "--encoding bitwise --allow-unsat --queen 1,1 --queen 2,2"
# Two codecs each, in turn, so that every codec meets half the options.
turn=0
for options in "$@"; do
    if [ $((turn % 2)) -eq 0 ]; then exts="xz gz"; else exts="zst bz2"; fi
    turn=$((turn + 1))
    for ext in $exts; do
        # shellcheck disable=SC2086  # the options are words
        round_trip "9 $options" "$ext" - 9 $options
    done
done
# Each codec's lowest and highest level.
for spec in xz:0 xz:9 gz:1 gz:9 bz2:1 bz2:9 zst:1 zst:19; do
    round_trip "10 --level ${spec#*:}" "${spec%:*}" "${spec#*:}" 10
done

# --compress none writes plain text whatever the name; --compress wins
# over the ending.
"$gen" 8 > "$tmp/plain8"
"$gen" 8 -o "$tmp/plain.xz" --compress none
if cmp -s "$tmp/plain.xz" "$tmp/plain8"; then
    ok "--compress none: plain text under a .xz name"
else
    not_ok "--compress none did not write plain text"
fi
"$gen" 8 -o "$tmp/other.gz" --compress zst
if zstd -q -dc "$tmp/other.gz" | cmp -s - "$tmp/plain8"; then
    ok "--compress zst wins over the .gz ending"
else
    not_ok "--compress zst under a .gz name is not zstd"
fi
"$gen" 8 -o "$tmp/UPPER.CNF.XZ"
if xz -dc "$tmp/UPPER.CNF.XZ" | cmp -s - "$tmp/plain8"; then
    ok "the ending is read in any case (.XZ)"
else
    not_ok ".XZ was not compressed with xz"
fi

# dir_is NAME EXPECTED: the scratch directory's listing is EXPECTED.
dir_is() {
    listing=$(cd "$tmp/out" && ls -A | tr '\n' ' ')
    if [ "$listing" = "$2" ]; then
        ok "$1"
    else
        not_ok "$1: the directory holds '$listing', expected '$2'"
    fi
}

# Refused choices: a usage error, and nothing created.
mkdir "$tmp/out"
for args in "--level 10 -o $tmp/out/q.xz" "--level 0 -o $tmp/out/q.gz" \
            "--level 20 -o $tmp/out/q.zst" "--level x -o $tmp/out/q.bz2" \
            "--level 3 -o $tmp/out/q.cnf" "--compress lz4 -o $tmp/out/q" \
            "--compress xz --level -1 -o $tmp/out/q"; do
    # shellcheck disable=SC2086
    "$gen" 8 $args > /dev/null 2> "$tmp/err"
    status=$?
    if [ "$status" -eq 2 ] && grep -q "error" "$tmp/err"; then
        ok "refused with a usage error: 8 $args"
    else
        not_ok "8 $args: status $status, expected a usage error"; show "$tmp/err"
    fi
done
dir_is "refused choices create nothing" ""

# A failed write: the file-size limit (SIGXFSZ ignored, EFBIG) stops a
# compressed write; an older file of that name stays as it was.
echo "old" > "$tmp/out/q.cnf.zst"
for ext in zst xz gz bz2; do
    [ "$ext" = zst ] || rm -f "$tmp/out/q.cnf.zst"
    (ulimit -f 64; "$gen" 120 --level 1 -o "$tmp/out/q.cnf.$ext") 2> "$tmp/err"
    status=$?
    if [ "$status" -eq 1 ] && grep -q "cannot write" "$tmp/err"; then
        ok "$ext: a file-size limit is a write error (status 1)"
    else
        not_ok "$ext: status $status after the file-size limit"; show "$tmp/err"
    fi
    if [ "$ext" = zst ]; then
        if [ "$(cat "$tmp/out/q.cnf.zst")" = old ]; then
            ok "the existing q.cnf.zst is untouched"
        else
            not_ok "the existing q.cnf.zst was changed"
        fi
    fi
done
dir_is "failed writes leave no temporary file" ""

# Interrupted writes: SIGINT and SIGTERM during a long compressed write
# (N = 400 is 2.2 GB of text) kill the command by that signal and leave
# nothing behind. A background job of sh starts with SIGINT ignored, and
# the command leaves an ignored signal ignored, so env restores it.
for spec in INT:xz TERM:gz INT:bz2 TERM:zst; do
    sig=${spec%:*} ext=${spec#*:}
    env --default-signal=INT "$gen" 400 -o "$tmp/out/q.cnf.$ext" 2> "$tmp/err" &
    pid=$!
    sleep 1
    kill -s "$sig" "$pid"
    wait "$pid"
    status=$?
    case $sig in INT) expected=130 ;; TERM) expected=143 ;; esac
    if [ "$status" -eq "$expected" ]; then
        ok "SIG$sig during -o q.cnf.$ext ends it by the signal ($status)"
    else
        not_ok "SIG$sig during -o q.cnf.$ext: status $status, expected $expected"
        show "$tmp/err"
    fi
    dir_is "SIG$sig during -o q.cnf.$ext leaves nothing" ""
done

finish
