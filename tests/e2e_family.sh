#!/bin/sh
# End-to-end test: --family DIR --range A..B --step K and its index.csv.
#
# The judge is Python (csv, hashlib, and the gzip, bz2 and lzma modules
# for the compressed files), sharing nothing with the command: every row
# of the index names a file that exists with that many bytes; its
# decompressed text has that many bytes, a header with those variables
# and constraints, and (DIMACS) hashes (gbd-tools' algorithm written
# here) to the GBD hash given; N, SAT/UNSAT and the solution count agree
# with OEIS A000170 and A002562 (tests/oracle.py); names are zero-padded to
# three digits and carry the options. The cardinality formats' counts
# are checked against the constraint lines awk counts in the file. Names
# tell instances apart by their squares, however many options are
# given; a folder with an index is refused unless --append (which adds
# rows, and refuses a taken name before writing anything) or --force;
# -o's ending is letters, digits and dots; the index is read back by
# Python's csv module when a value holds a comma, a quote and a newline.
# A failure in the middle leaves the complete files, no temporary file
# and no index; a missing directory is a clear error.
#
# Usage: sh tests/e2e_family.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_tool python3 python3 || { finish; exit; }

# judge DIR EXPECTED-ROWS: checks DIR/index.csv as above;
# prints "ok" or what is wrong.
judge() {
    PYTHONPATH=$oracle_dir python3 -B "$tmp/judge.py" "$@"
}
cat > "$tmp/judge.py" << 'PYTHON'
import bz2, csv, gzip, hashlib, lzma, os, sys
from oracle import oeis
folder, expected = sys.argv[1], int(sys.argv[2])
def text_of(path):
    for ending, module in ((".xz", lzma), (".gz", gzip), (".bz2", bz2)):
        if path.endswith(ending):
            with module.open(path, "rb") as f:
                return f.read()
    with open(path, "rb") as f:
        return f.read()
def gbd(text):
    tokens = []
    for line in text.split(b"\n"):
        words = line.split()
        if words and words[0][:1] not in (b"c", b"p"):
            tokens.extend(words)
    if tokens and tokens[-1] != b"0":
        tokens.append(b"0")
    return hashlib.md5(b" ".join(tokens)).hexdigest()
problems = []
with open(os.path.join(folder, "index.csv"), newline="") as f:
    rows = list(csv.DictReader(f))
if len(rows) != expected:
    problems.append("%d rows, expected %d" % (len(rows), expected))
for row in rows:
    path = os.path.join(folder, row["name"])
    n = int(row["n"])
    if not os.path.exists(path):
        problems.append(row["name"] + " missing"); continue
    if os.path.getsize(path) != int(row["bytes"]):
        problems.append(row["name"] + ": bytes")
    if not row["name"].startswith("queens-%03d-%s" % (n, row["encoding"])):
        problems.append(row["name"] + ": name")
    whole = row["format"] in ("opb", "knf", "cnf+")
    if (row["encoding"] == "cardinality") != whole:
        problems.append(row["name"] + ": encoding " + row["encoding"])
    text = text_of(path)
    if len(text) != int(row["text_bytes"]):
        problems.append(row["name"] + ": text_bytes")
    if row["format"] == "opb":
        words = text.split(b"\n")[0].split()  # * #variable= V #constraint= C
        header = [b"*", b"opb", words[2], words[4]]
    else:
        header = [l for l in text.split(b"\n") if l.startswith(b"p ")][0].split()
    if (header[2], header[3]) != (row["variables"].encode(), row["constraints"].encode()):
        problems.append(row["name"] + ": header %s" % header)
    if row["format"] == "dimacs" and gbd(text) != row["gbd_hash"]:
        problems.append(row["name"] + ": gbd hash")
    chosen = ("--random", "--excluded", "--blocks")
    if row["squares"] == "" and not any(o in row["options"] for o in chosen):
        unique = "--symmetry-breaking" in row["options"]
        count = oeis("A002562" if unique else "A000170", n)
        want = ("SAT" if count > 0 else "UNSAT", str(count))
        if (row["result"], row["solutions"]) != want:
            problems.append(row["name"] + ": answer %s %s" % (row["result"], row["solutions"]))
    elif row["result"] or row["solutions"]:
        problems.append(row["name"] + ": an answer claimed for a changed board")
print("; ".join(problems) if problems else "ok")
PYTHON

# family WHAT EXPECTED-ROWS ARGS...: runs the family, judges it.
family() {
    what=$1 rows=$2
    shift 2
    rm -rf "$tmp/f"
    mkdir "$tmp/f"
    if ! "$gen" --family "$tmp/f" "$@" 2> "$tmp/err"; then
        not_ok "$what: failed"; show "$tmp/err"; return
    fi
    verdict=$(judge "$tmp/f" "$rows" 2>&1) ||
        verdict="the judge failed: $verdict"
    if [ "$verdict" = ok ]; then
        ok "$what: $(ls "$tmp/f" | tr '\n' ' ')"
    else
        not_ok "$what: $verdict"
    fi
}

family "N = 1..13 step 3" 5 --range 1..13 --step 3
if [ -e "$tmp/f/queens-010-pairwise.cnf" ] &&
   [ "$(ls "$tmp/f" | wc -l)" -eq 6 ]; then
    ok "names zero-padded to three digits, five files and the index"
else
    not_ok "unexpected files: $(ls "$tmp/f" | tr '\n' ' ')"
fi
family "sequential, symmetry breaking, xz" 4 \
    --range 5..8 -e sequential --symmetry-breaking -o .cnf.xz --provenance
if [ -e "$tmp/f/queens-007-sequential-sb.cnf.xz" ]; then
    ok "the options and the ending are in the names"
else
    not_ok "no queens-007-sequential-sb.cnf.xz"
fi
family "product, gz by --compress" 2 --range 9..10 -e product --compress gz
family "bz2 by -o .bz2" 2 --range 4..5 -o .bz2
family "shuffled (the count stays)" 2 --range 6..7 --shuffle 5
if [ -e "$tmp/f/queens-006-pairwise-shuffle5.cnf" ]; then
    ok "the seed is in the name"
else
    not_ok "no queens-006-pairwise-shuffle5.cnf"
fi
family "a pre-placed queen" 3 --range 6..8 --queen 1,2
# The options begin with '-': the cell has a single quote in front
# (CSV injection), as every table's.
if grep -q "\"'--queen 1,2\"" "$tmp/f/index.csv"; then
    ok "the index gives the options in full"
else
    not_ok "options field: $(sed -n 2p "$tmp/f/index.csv")"
fi

family "OPB" 2 --range 5..6 -f opb --symmetry-breaking
family "KNF" 2 --range 5..6 -f knf --queen 1,2
family "CNF+" 2 --range 5..6 -f cnf+ --no-column-alo

# column FOLDER NAME COLUMN: one field of the index's row for NAME, read
# by Python's csv module.
cat > "$tmp/column.py" << 'PYTHON'
import csv, os, sys
with open(os.path.join(sys.argv[1], "index.csv"), newline="") as f:
    for row in csv.DictReader(f):
        if row["name"] == sys.argv[2]:
            print(row[sys.argv[3]])
PYTHON
column() {
    python3 "$tmp/column.py" "$@" 2>&1 || true
}

# The cardinality formats: the index counts the file's constraint lines
# (OPB: every line but '*' comments; KNF and CNF+: every line but 'c'
# and 'p'), as awk counts them, not the CNF's clauses.
for format in opb knf cnf+; do
    rm -rf "$tmp/f"
    mkdir "$tmp/f"
    "$gen" --family "$tmp/f" --range 6..6 -f "$format" --symmetry-breaking \
        2> "$tmp/err" || true
    file=queens-006-cardinality-sb.$format
    if [ "$format" = opb ]; then
        lines=$(awk '!/^\*/ && NF { c++ } END { print c + 0 }' "$tmp/f/$file" 2>&1) || true
    else
        lines=$(awk '!/^[cp]/ && NF { c++ } END { print c + 0 }' "$tmp/f/$file" 2>&1) || true
    fi
    said=$(column "$tmp/f" "$file" constraints)
    encoding=$(column "$tmp/f" "$file" encoding)
    if [ -n "$said" ] && [ "$said" = "$lines" ] && [ "$encoding" = cardinality ]; then
        ok "$format: the index counts the file's $lines constraints, encoding $encoding"
    else
        not_ok "$format: the index says '$said' ($encoding), the file has $lines constraint lines"
        show "$tmp/err"
    fi
done

# index_rows FOLDER: the rows of its index, as Python's csv module reads
# them.
index_rows() {
    python3 -c 'import csv, sys
print(len(list(csv.DictReader(open(sys.argv[1], newline="")))))' \
        "$1/index.csv" 2>&1 || true
}

# Two runs with other queens: other names.
rm -rf "$tmp/f" "$tmp/g"
mkdir "$tmp/f" "$tmp/g"
"$gen" --family "$tmp/f" --range 8..8 --queen 1,1 2> "$tmp/err" || true
"$gen" --family "$tmp/g" --range 8..8 --queen 2,4 2>> "$tmp/err" || true
first=$(cd "$tmp/f" && echo queens-*)
second=$(cd "$tmp/g" && echo queens-*)
if [ -n "$first" ] && [ -n "$second" ] && [ "$first" != "$second" ] &&
   [ "$(column "$tmp/g" "$second" squares)" = "q2,4" ]; then
    ok "other queens, other names: $first, $second"
else
    not_ok "queens 1,1 and 2,4 named '$first' and '$second'"; show "$tmp/err"
fi

# A second run into a folder with an index: refused, nothing changed.
cp "$tmp/f/index.csv" "$tmp/index.before" 2> /dev/null || : > "$tmp/index.before"
rc=0
"$gen" --family "$tmp/f" --range 8..9 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ] && grep -q -- '--append.*--force' "$tmp/err" &&
   cmp -s "$tmp/f/index.csv" "$tmp/index.before" &&
   [ "$(ls "$tmp/f" | wc -l)" -eq 2 ]; then
    ok "a second run is refused: $(head -1 "$tmp/err")"
else
    not_ok "a second run: exit $rc, $(ls "$tmp/f" | tr '\n' ' ')"; show "$tmp/err"
fi

# --append: rows added, the old ones kept as they were.
rc=0
"$gen" --family "$tmp/f" --range 8..9 --append --queen 2,4 2> "$tmp/err" || rc=$?
kept=$(head -2 "$tmp/f/index.csv" | cmp -s - "$tmp/index.before" && echo yes) || true
if [ "$rc" -eq 0 ] && [ "$kept" = yes ] &&
   [ "$(index_rows "$tmp/f")" = 3 ] &&
   [ "$(judge "$tmp/f" 3 2>&1)" = ok ]; then
    ok "--append adds two rows and keeps the first"
else
    not_ok "--append: exit $rc, kept '$kept', $(index_rows "$tmp/f") rows"
    show "$tmp/err"
fi

# --append with a name taken (in the index, or a file the index does not
# list): refused before anything is written.
cp "$tmp/f/index.csv" "$tmp/index.before" 2> /dev/null || : > "$tmp/index.before"
ls "$tmp/f" > "$tmp/files.before"
rc=0
"$gen" --family "$tmp/f" --range 7..8 --append --queen 1,1 2> "$tmp/err" || rc=$?
ls "$tmp/f" > "$tmp/files.after"
if [ "$rc" -eq 2 ] && cmp -s "$tmp/f/index.csv" "$tmp/index.before" &&
   cmp -s "$tmp/files.before" "$tmp/files.after" &&
   grep -q 'already in' "$tmp/err"; then
    ok "--append refuses a listed name and writes nothing: $(head -1 "$tmp/err")"
else
    not_ok "--append with a clash: exit $rc"; show "$tmp/err"
fi
: > "$tmp/f/queens-010-pairwise.cnf"
rc=0
"$gen" --family "$tmp/f" --range 10..10 --append 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ] && [ ! -s "$tmp/f/queens-010-pairwise.cnf" ] &&
   cmp -s "$tmp/f/index.csv" "$tmp/index.before" &&
   grep -q 'already exists' "$tmp/err"; then
    ok "--append refuses an unlisted file of the same name"
else
    not_ok "--append over an unlisted file: exit $rc"; show "$tmp/err"
fi

# --force: a new index.
rc=0
"$gen" --family "$tmp/f" --range 4..5 --force 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 0 ] && [ "$(judge "$tmp/f" 2 2>&1)" = ok ]; then
    ok "--force replaces the index"
else
    not_ok "--force: exit $rc, $(index_rows "$tmp/f") rows"; show "$tmp/err"
fi

# A 17th option is named like the first: sixteen queens, then a block.
rm -rf "$tmp/f"
mkdir "$tmp/f"
set --
for c in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
    set -- "$@" --queen "1,$c"
done
"$gen" --family "$tmp/f" --range 17..17 --allow-unsat "$@" --block 17,17 \
    2> "$tmp/err" || true
name=$(cd "$tmp/f" && echo queens-*)
case $name in
    *-q16-b1-sq*) named=yes ;;
    *) named=no ;;
esac
options=$(column "$tmp/f" "$name" options)
squares=$(column "$tmp/f" "$name" squares)
if [ "$named" = yes ] && [ "${options%--block 17,17}" != "$options" ] &&
   [ "${squares%b17,17}" != "$squares" ]; then
    ok "a 17th option is in the name ($name) and the index"
else
    not_ok "the 17th option: '$name', options '$options', squares '$squares'"
    show "$tmp/err"
fi

# -o's ending: letters, digits and dots.
for bad in '.c,nf' '.x y' "$(printf '.x\ny')"; do
    rm -rf "$tmp/f"
    mkdir "$tmp/f"
    rc=0
    "$gen" --family "$tmp/f" --range 4..5 -o "$bad" 2> "$tmp/err" || rc=$?
    if [ "$rc" -eq 2 ] && [ -z "$(ls "$tmp/f")" ] &&
       grep -q 'letters, digits and dots' "$tmp/err" &&
       [ "$(wc -l < "$tmp/err")" -eq 1 ]; then
        ok "-o ending refused: $(cat "$tmp/err")"
    else
        not_ok "-o '$(printf '%s' "$bad" | tr '\n' '?')': exit $rc," \
            "$(ls "$tmp/f" | tr '\n' ' ')"
        show "$tmp/err"
    fi
done

# A value with a comma, a quote and a line break (a --blocks file's
# name): one row, the value whole, as a CSV parser reads it.
rm -rf "$tmp/f"
mkdir "$tmp/f"
odd=$(printf '%s/we"ird,\nname.txt' "$tmp")
printf '1 1\n2 5\n' > "$odd"
"$gen" --family "$tmp/f" --range 6..7 --blocks "$odd" 2> "$tmp/err" || true
cat > "$tmp/quoting.py" << 'PYTHON'
import csv, os, sys
with open(os.path.join(sys.argv[1], "index.csv"), newline="") as f:
    rows = list(csv.DictReader(f))
wrong = [r for r in rows if r["options"] != "'--blocks " + sys.argv[2]
         or r["squares"] != "b1,1 b2,5"]
print("ok" if len(rows) == 2 and not wrong else "%d rows: %r" % (len(rows), rows))
PYTHON
verdict=$(python3 "$tmp/quoting.py" "$tmp/f" "$odd" 2>&1) || true
if [ "$verdict" = ok ] &&
   [ "$(judge "$tmp/f" 2 2>&1)" = ok ]; then
    ok "RFC 4180: a comma, a quote and a line break stay in one field"
else
    not_ok "CSV: $verdict"; show "$tmp/err"
fi

# A failure in the middle: the complete files stay, nothing else.
rm -rf "$tmp/f"
mkdir "$tmp/f" "$tmp/f/queens-006-pairwise.cnf"
rc=0
"$gen" --family "$tmp/f" --range 4..8 2> "$tmp/err" || rc=$?
left=$(ls -a "$tmp/f" | tr '\n' ' ')
if [ "$rc" -eq 1 ] && grep -q 'queens-006' "$tmp/err" &&
   [ "$left" = ". .. queens-004-pairwise.cnf queens-005-pairwise.cnf queens-006-pairwise.cnf " ]; then
    ok "a failed file stops the run: earlier files stay, no index, no temporary file"
else
    not_ok "after a failure: exit $rc, left: $left"; show "$tmp/err"
fi

# Mistakes.
rc=0
"$gen" --family "$tmp/none" --range 4..5 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 1 ] && grep -q "directory '$tmp/none'.*create it first" "$tmp/err"; then
    ok "a missing directory is named"
else
    not_ok "missing directory: exit $rc"; show "$tmp/err"
fi
for bad in "--range 5..4" "--range 4..5 --step 0" "--range 4..5 8" \
           "--range 4..5 -o x/y.xz" "--range 4..5 --append --force" ""; do
    rc=0
    # shellcheck disable=SC2086 # the arguments, split as typed
    "$gen" --family "$tmp" $bad > /dev/null 2> "$tmp/err" || rc=$?
    if [ "$rc" -eq 2 ]; then
        ok "usage error: --family DIR $bad: $(head -1 "$tmp/err")"
    else
        not_ok "--family DIR $bad: exit $rc"
    fi
done
rc=0
"$gen" 8 --append > /dev/null 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ] && grep -q 'go with --family' "$tmp/err"; then
    ok "--append without --family: $(head -1 "$tmp/err")"
else
    not_ok "--append without --family: exit $rc"; show "$tmp/err"
fi

finish
