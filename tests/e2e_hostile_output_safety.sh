#!/bin/sh
# The command's own output against what a careless or hostile setup
# brings: closed standard descriptors, runs sharing a log, inputs made to
# flood stderr or a report, and file names made to run in a spreadsheet
# or to collide in JSON.
#
# Judged from outside: a closed stderr with -o and --progress must leave
# the file byte for byte what `nqueens-cnf 200` prints (exit 0), a closed
# stdout must still fail (exit 1), a closed stdin must fail to read; two
# runs appending to one log leave only whole lines; decode of 100000 bad
# lines and check of a clause of 2 million literals stay within a few
# kilobytes; the CSV and TSV cells of files named =cmd.cnf, +a.cnf,
# -b.cnf, @c.cnf begin with a single quote as Python's csv module reads
# them; and two names that differ in one non-UTF-8 byte stay different
# in JSON and read back to the bytes on disk.
#
# Usage: sh tests/e2e_hostile_output_safety.sh PATH-TO-nqueens-cnf
. "$(dirname "$0")/e2e_lib.sh" "$@"

# Closed descriptors.
"$gen" 200 > "$tmp/q200.ref"
rc=0
"$gen" 200 -o "$tmp/p.cnf" --progress 2>&- || rc=$?
if [ "$rc" = 0 ] && cmp -s "$tmp/p.cnf" "$tmp/q200.ref"; then
    ok "200 -o FILE --progress 2>&-: the file is the CNF alone, exit 0"
else
    not_ok "200 -o FILE --progress 2>&-: exit $rc, file differs: $(cmp "$tmp/p.cnf" "$tmp/q200.ref" 2>&1)"
fi
rc=0
"$gen" 8 >&- 2> "$tmp/err" || rc=$?
if [ "$rc" = 1 ] && grep -q "cannot write to standard output" "$tmp/err"; then
    ok "8 >&-: exit 1 with a message"
else
    not_ok "8 >&-: exit $rc"; show "$tmp/err"
fi
rc=0
"$gen" 8 2>&- > "$tmp/q8" || rc=$?
if [ "$rc" = 0 ] && "$gen" 8 | cmp -s - "$tmp/q8"; then
    ok "8 2>&-: the CNF on stdout, exit 0"
else
    not_ok "8 2>&-: exit $rc"
fi
rc=0
"$gen" decode 8 <&- > "$tmp/out" 2> "$tmp/err" || rc=$?
if [ "$rc" = 1 ] && grep -q "standard input" "$tmp/err"; then
    ok "decode 8 <&-: reading fails, exit 1"
else
    not_ok "decode 8 <&-: exit $rc"; show "$tmp/err"
fi

# Runs appending to one log: every line whole.
awk 'BEGIN { for (i = 0; i < 3000; i++) print "zz" i }' > "$tmp/bad.txt"
: > "$tmp/log"
for k in 1 2 3 4 5 6; do
    "$gen" decode 8 "$tmp/bad.txt" 2>> "$tmp/log" > /dev/null &
done
wait
lines=$(wc -l < "$tmp/log")
torn=$(grep -cv '^nqueens-cnf: error: ' "$tmp/log" || :)
if [ "$lines" -ge 6 ] && [ "$torn" = 0 ]; then
    ok "six runs appending to one log: $lines lines, none torn"
else
    not_ok "six runs appending to one log: $torn of $lines lines torn"
fi

# decode of 100000 bad lines: a bounded stderr that says how many more.
awk 'BEGIN { for (i = 0; i < 100000; i++) print "zz" i }' > "$tmp/bad.txt"
rc=0
"$gen" decode 8 "$tmp/bad.txt" > /dev/null 2> "$tmp/err" || rc=$?
size=$(wc -c < "$tmp/err")
if [ "$rc" = 1 ] && [ "$size" -lt 8192 ] &&
   grep -q "and 99980 more problems not shown" "$tmp/err"; then
    ok "decode of 100000 bad lines: $size bytes on stderr, 'and 99980 more'"
else
    not_ok "decode of 100000 bad lines: exit $rc, $size bytes"; show "$tmp/err"
fi

# One clause of 2 million literals: bounded reports, text and JSON.
awk 'BEGIN { print "p cnf 64 1"; for (i = 0; i < 2000000; i++)
             printf "%d ", i % 64 + 1; print "0" }' > "$tmp/big.cnf"
"$gen" check --time-limit 0 8 "$tmp/big.cnf" > "$tmp/r.txt" 2>&1 || :
"$gen" check --time-limit 0 --verbose 8 "$tmp/big.cnf" > "$tmp/rv.txt" 2>&1 || :
"$gen" check --time-limit 0 --json 8 "$tmp/big.cnf" > "$tmp/r.json" 2>&1 || :
text=$(wc -c < "$tmp/r.txt"); verbose=$(wc -c < "$tmp/rv.txt")
json=$(wc -c < "$tmp/r.json")
longest=$(awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }' \
          "$tmp/r.txt" "$tmp/rv.txt")
if [ "$text" -lt 16384 ] && [ "$verbose" -lt 1048576 ] &&
   [ "$json" -lt 1048576 ] && [ "$longest" -lt 4096 ] &&
   grep -q '(2000000 literals in all)' "$tmp/r.txt" &&
   python3 -c '
import json, sys
line = json.loads(open(sys.argv[1]).readline())
sizes = [(len(d["clause"] or []), d["clause_size"]) for d in line["differences"]]
sys.exit(not any(c == 64 and s == 2000000 for c, s in sizes)
         or any(len(d["meaning"]) > 2048 for d in line["differences"]))
' "$tmp/r.json"; then
    ok "a clause of 2 million literals: text $text, --verbose $verbose, JSON $json bytes, longest line $longest"
else
    not_ok "a clause of 2 million literals: text $text, --verbose $verbose, JSON $json bytes, longest line $longest"
fi

# Names a spreadsheet would run: neutralised in CSV and TSV.
mkdir "$tmp/class"
for name in =cmd.cnf +a.cnf -b.cnf @c.cnf; do
    "$gen" 4 > "$tmp/class/$name"
done
printf '(assert (' > "$tmp/class/=x.smt2"
for format in csv tsv; do
    (cd "$tmp/class" && "$gen" check --time-limit 0 --format "$format" 4 \
        -- =cmd.cnf +a.cnf -b.cnf @c.cnf =x.smt2) > "$tmp/t.$format" || :
    verdict=$(python3 -c '
import csv, sys
delimiter = "," if sys.argv[2] == "csv" else "\t"
rows = [r for r in csv.reader(open(sys.argv[1], newline=""), delimiter=delimiter)
        if r and not r[0].startswith("#")]
bad = [c for r in rows for c in r if c[:1] in ("=", "+", "-", "@", "\t", "\r")]
names = sorted(r[0] for r in rows)
want = sorted(["'"'"'=cmd.cnf", "'"'"'+a.cnf", "'"'"'-b.cnf", "'"'"'@c.cnf", "'"'"'=x.smt2"])
print("ok" if not bad and names == want else "bad cells %r, names %r" % (bad, names))
' "$tmp/t.$format" "$format")
    if [ "$verdict" = ok ]; then
        ok "check --format $format: cells beginning with = + - @ get a quote"
    else
        not_ok "check --format $format: $verdict"; show "$tmp/t.$format"
    fi
done

# JSON: two names differing in one non-UTF-8 byte, and a name holding
# the text \x80, stay apart and read back.
mkdir "$tmp/names"
"$gen" 4 > "$tmp/names/$(printf 'a\200.cnf')"
"$gen" 4 > "$tmp/names/$(printf 'a\201.cnf')"
"$gen" 4 > "$tmp/names/a\\x80.cnf"
(cd "$tmp/names" && "$gen" check --time-limit 0 --json 4 -- a*) \
    > "$tmp/n.json" || :
verdict=$(python3 -c '
import json, os, re, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
names = [l["file"] for l in lines if "record" not in l]
back = [re.sub(rb"\\x([0-9a-f]{2})", lambda m: bytes([int(m.group(1), 16)]),
               n.encode("utf-8")) for n in names]
disk = sorted(os.fsencode(f) for f in os.listdir(sys.argv[2]))
print("ok" if len(set(names)) == 3 and sorted(back) == disk
      else "names %r read back as %r" % (names, back))
' "$tmp/n.json" "$tmp/names")
if [ "$verdict" = ok ]; then
    ok "JSON: names differing in a non-UTF-8 byte stay apart and read back"
else
    not_ok "JSON: $verdict"
fi

finish
