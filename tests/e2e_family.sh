#!/bin/sh
# End-to-end test: --family DIR --range A..B --step K and its index.csv.
#
# The judge is Python (csv, hashlib, and the gzip, bz2 and lzma modules
# for the compressed files), sharing nothing with the command: every row
# of the index names a file that exists with that many bytes; its
# decompressed text has that many bytes, a header with those variables
# and clauses, and hashes (gbd-tools' algorithm written here) to the GBD
# hash given; N, SAT/UNSAT and the solution count agree with OEIS A000170
# and A002562 (written here); names are zero-padded to three digits and
# carry the options. A failure in the middle leaves the complete files,
# no temporary file and no index; a missing directory is a clear error.
#
# Usage: sh tests/e2e_family.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

need_tool python3 python3 || { finish; exit; }

# judge DIR EXPECTED-FILES [unique]: checks DIR/index.csv as above;
# prints "ok" or what is wrong.
cat > "$tmp/judge.py" << 'PYTHON'
import bz2, csv, gzip, hashlib, lzma, os, sys
A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712]
A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233]
folder, expected, unique = sys.argv[1], int(sys.argv[2]), len(sys.argv) > 3
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
    text = text_of(path)
    if len(text) != int(row["text_bytes"]):
        problems.append(row["name"] + ": text_bytes")
    header = [l for l in text.split(b"\n") if l.startswith(b"p ")][0].split()
    if (header[2], header[3]) != (row["variables"].encode(), row["clauses"].encode()):
        problems.append(row["name"] + ": header %s" % header)
    if gbd(text) != row["gbd_hash"]:
        problems.append(row["name"] + ": gbd hash")
    if row["options"] in ("", "--shuffle 5") or unique:
        count = (A002562 if unique else A000170)[n - 1]
        want = ("SAT" if count > 0 else "UNSAT", str(count))
        if (row["result"], row["solutions"]) != want:
            problems.append(row["name"] + ": answer %s %s" % (row["result"], row["solutions"]))
    elif row["result"] or row["solutions"]:
        problems.append(row["name"] + ": an answer claimed for a changed board")
print("; ".join(problems) if problems else "ok")
PYTHON

# family WHAT EXPECTED-ROWS [unique] -- ARGS: runs the family, judges it.
family() {
    what=$1 rows=$2 unique=$3
    shift 3
    rm -rf "$tmp/f"
    mkdir "$tmp/f"
    if ! "$gen" --family "$tmp/f" "$@" 2> "$tmp/err"; then
        not_ok "$what: failed"; show "$tmp/err"; return
    fi
    # shellcheck disable=SC2086 # $unique is empty or one word
    verdict=$(python3 "$tmp/judge.py" "$tmp/f" "$rows" $unique 2>&1) ||
        verdict="the judge failed: $verdict"
    if [ "$verdict" = ok ]; then
        ok "$what: $(ls "$tmp/f" | tr '\n' ' ')"
    else
        not_ok "$what: $verdict"
    fi
}

family "N = 1..13 step 3" 5 "" --range 1..13 --step 3
if [ -e "$tmp/f/queens-010-pairwise.cnf" ] &&
   [ "$(ls "$tmp/f" | wc -l)" -eq 6 ]; then
    ok "names zero-padded to three digits, five files and the index"
else
    not_ok "unexpected files: $(ls "$tmp/f" | tr '\n' ' ')"
fi
family "sequential, symmetry breaking, xz" 4 unique \
    --range 5..8 -e sequential --symmetry-breaking -o .cnf.xz --provenance
if [ -e "$tmp/f/queens-007-sequential-sb.cnf.xz" ]; then
    ok "the options and the ending are in the names"
else
    not_ok "no queens-007-sequential-sb.cnf.xz"
fi
family "product, gz by --compress" 2 "" --range 9..10 -e product --compress gz
family "bz2 by -o .bz2" 2 "" --range 4..5 -o .bz2
family "shuffled (the count stays)" 2 "" --range 6..7 --shuffle 5
if [ -e "$tmp/f/queens-006-pairwise-shuffle5.cnf" ]; then
    ok "the seed is in the name"
else
    not_ok "no queens-006-pairwise-shuffle5.cnf"
fi
family "a pre-placed queen" 3 "" --range 6..8 --queen 1,2
if grep -q '"--queen 1,2"' "$tmp/f/index.csv"; then
    ok "the index gives the options in full"
else
    not_ok "options field: $(sed -n 2p "$tmp/f/index.csv")"
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
           "--range 4..5 -o x/y.xz" ""; do
    rc=0
    # shellcheck disable=SC2086 # the arguments, split as typed
    "$gen" --family "$tmp" $bad > /dev/null 2> "$tmp/err" || rc=$?
    if [ "$rc" -eq 2 ]; then
        ok "usage error: --family DIR $bad: $(head -1 "$tmp/err")"
    else
        not_ok "--family DIR $bad: exit $rc"
    fi
done

finish
