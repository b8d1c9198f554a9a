#!/bin/sh
# e2e_hostile_reading.sh - what check reads of a class it is handed
# (issue 35): a file found in a folder or by a roster's relative row is
# read only if it is a regular file inside that folder.
#
# The reproducers are built here: a symbolic link to a file outside that
# holds a secret marker (its bytes must never reach stdout or stderr, in
# words, --verbose, --json or --table), a link in a folder on the way
# (hw -> elsewhere), FIFOs in a folder and in a roster (each run under
# `timeout 600`, a hang guard only), a link to /dev/zero, --follow-symlinks
# reading a link inside and still refusing one outside, an absolute row
# read as given, a text that is no CNF shown only as a short excerpt, and
# rosters as people save them: a byte-order mark, CRLF, CR alone, and a
# roster given as <(cat roster.csv) naming files of the current folder.
#
# Usage: sh tests/e2e_hostile_reading.sh PATH-TO-nqueens-cnf
. "$(dirname "$0")/e2e_lib.sh" "$@"

marker=SECRET-MARKER-e2e-reading
work=$tmp/work
mkdir -p "$work/class/subs" "$work/outside" "$work/roster"
"$gen" 4 > "$work/class/subs/alice.cnf"
printf 'root:$6$%s:19000:0:99999:7:::\n' "$marker" > "$work/outside/shadow"
"$gen" 4 > "$work/outside/bob.cnf"
printf '%s\n' "$marker" >> "$work/outside/bob.cnf"
ln -s ../../outside/shadow "$work/class/subs/mallory.cnf"
ln -s "$work/outside/shadow" "$work/class/subs/absolute.cnf"
ln -s /dev/zero "$work/class/subs/zero.cnf"
mkfifo "$work/class/subs/pipe.cnf"

# run NAME OPTIONS...: check OPTIONS under the hang guard, with no time
# limit; $rc, $tmp/out and $tmp/err hold what it did.
run() {
    name=$1
    shift
    rc=0
    timeout 600 "$gen" check --time-limit 0 "$@" > "$tmp/out" \
        2> "$tmp/err" || rc=$?
    if [ "$rc" -eq 124 ]; then not_ok "$name: hung (stopped by the guard)"; fi
}

# no_marker NAME: the secret is in neither stream.
no_marker() {
    if grep -q "$marker" "$tmp/out" "$tmp/err"; then
        not_ok "$name: the file outside leaked:"; show "$tmp/out"; show "$tmp/err"
    else ok "$name: nothing of the file outside is shown"; fi
}

# has LINE-PATTERN: the output holds a line matching the pattern.
has() {
    if grep -q -- "$1" "$tmp/out" "$tmp/err"; then ok "$name: says $2"
    else not_ok "$name: does not say $2 (exit $rc):"; show "$tmp/out"; show "$tmp/err"; fi
}

# A folder: each special entry its own failed row, the others checked.
for format in "" --verbose --json --table; do
    run "folder ${format:-in words}" $format "$work/class/subs"
    no_marker
    if [ "$rc" -eq 1 ]; then ok "$name: exit 1"
    else not_ok "$name: exit $rc, expected 1"; show "$tmp/out"; show "$tmp/err"; fi
    has "mallory.cnf' is a symbolic link, not followed" "the link is not followed"
    has "pipe.cnf' is a FIFO, not a regular file: not read" "the FIFO is not read"
    has "zero.cnf' is a symbolic link, not followed" "the link to /dev/zero is not followed"
done
run "folder --table" --table "$work/class/subs"
if grep -q "subs/alice.cnf	4	identical	0	identical" "$tmp/out" &&
    grep -q "subs/pipe.cnf	0	failed	1	" "$tmp/out" &&
    tail -1 "$tmp/out" | grep -qx '# 5 files: 1 identical, 4 failed'; then
    ok "folder --table: one row each, the regular file checked"
else not_ok "folder --table rows:"; show "$tmp/out"; fi

# --follow-symlinks: a link inside is read, none outside ever is.
ln -s alice.cnf "$work/class/subs/inside.cnf"
for format in "" --verbose --json --table; do
    run "--follow-symlinks ${format:-in words}" --follow-symlinks $format \
        "$work/class/subs"
    no_marker
    has "mallory.cnf' leads outside its folder" "the link outside is refused"
    has "absolute.cnf' leads outside its folder" "the absolute link is refused"
done
run "--follow-symlinks --table" --follow-symlinks --table "$work/class/subs"
if grep -q "subs/inside.cnf	4	identical	0	identical" "$tmp/out" &&
    grep -q "subs/pipe.cnf	0	failed	1	.* is a FIFO" "$tmp/out"; then
    ok "--follow-symlinks: the link inside is checked, the FIFO still refused"
else not_ok "--follow-symlinks --table:"; show "$tmp/out"; fi
rm "$work/class/subs/inside.cnf"

# A roster: a link in a folder on the way, a FIFO, '..', and an absolute
# row, which is the teacher's own path and read as given.
ln -s ../outside "$work/class/hw"
cp "$work/class/subs/alice.cnf" "$work/class/carol.cnf"
mkfifo "$work/class/fifo.cnf"
printf 'file,n\nhw/bob.cnf,4\nfifo.cnf,4\n../outside/bob.cnf,4\ncarol.cnf,4\n%s,4\n' \
    "$work/class/subs/alice.cnf" > "$work/class/roster.csv"
for format in "" --verbose --json --table; do
    run "roster ${format:-in words}" $format --roster "$work/class/roster.csv"
    no_marker
    has "hw/bob.cnf' lies behind a symbolic link to a folder, not followed" \
        "the link on the way is not followed"
    has "fifo.cnf' is a FIFO, not a regular file: not read" "the FIFO is not read"
    has "outside/bob.cnf' leads outside its folder" "'..' out of the folder is refused"
done
run "roster --table" --table --roster "$work/class/roster.csv"
if grep -q "class/carol.cnf	4	identical	0	identical" "$tmp/out" &&
    grep -q "^$work/class/subs/alice.cnf	4	identical	0	identical" "$tmp/out" &&
    tail -1 "$tmp/out" | grep -qx '# 5 files: 2 identical, 3 failed'; then
    ok "roster --table: the relative and the absolute row checked"
else not_ok "roster --table rows:"; show "$tmp/out"; fi

# A text that is no CNF, named on the command line (read as given):
# a short excerpt of its first line, never its words one by one.
{
    echo "Dear teacher, here is my homework as a letter instead"
    echo "of a CNF file, and on the next line my password:"
    echo "$marker 1 2 0"
} > "$work/letter.txt"
for format in "" --verbose --json --table; do
    run "a letter ${format:-in words}" $format 4 "$work/letter.txt"
    no_marker
    has "is not a CNF: line 1, 'Dear teacher, here is my homewor' (its first bytes)" \
        "what it is, with 32 bytes of its first line"
    if grep -q "is not a literal" "$tmp/out" "$tmp/err"; then
        not_ok "$name: its words are quoted one by one"; show "$tmp/out"
    else ok "$name: no word quoted as no literal"; fi
done

# Rosters as spreadsheets save them.
cd "$work/roster" || exit 1
"$gen" 5 > five.cnf
printf '\357\273\277file,n\nfive.cnf,5\n' > bom.csv
printf 'file,n\r\nfive.cnf,5\r\nfive.cnf,5\r\n' > crlf.csv
printf 'file,n\rfive.cnf,5\rfive.cnf,5\r' > cr.csv
for roster in bom.csv crlf.csv cr.csv; do
    rows=2
    [ "$roster" = bom.csv ] && rows=1
    run "roster $roster" --table --roster "$roster"
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] &&
        [ "$(grep -c "^five.cnf	5	identical	0	identical$" "$tmp/out")" -eq "$rows" ]; then
        ok "roster $roster: read, $rows row(s)"
    else not_ok "roster $roster: exit $rc"; show "$tmp/out"; show "$tmp/err"; fi
done

# A roster that is no regular file names files of the current folder,
# not of /dev/fd.
mkdir elsewhere
cp bom.csv elsewhere/roster.csv
rc=0
timeout 600 bash -c '"$1" check --time-limit 0 --table --roster <(cat elsewhere/roster.csv)' \
    sh "$gen" > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 0 ] && grep -q "^five.cnf	5	identical	0	identical$" "$tmp/out"; then
    ok "--roster <(cat roster.csv): names of the current folder"
else not_ok "--roster <(...): exit $rc"; show "$tmp/out"; show "$tmp/err"; fi
rc=0
timeout 600 "$gen" check --time-limit 0 --table --roster /dev/stdin \
    < elsewhere/roster.csv > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 0 ] && grep -q "^five.cnf	5	identical	0	identical$" "$tmp/out"; then
    ok "--roster /dev/stdin from a file: names of the current folder"
else not_ok "--roster /dev/stdin: exit $rc"; show "$tmp/out"; show "$tmp/err"; fi
cd / || exit 1

finish
