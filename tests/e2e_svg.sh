#!/bin/sh
# End-to-end test of the SVG pictures: sheets of every solution, a board
# that is not one, a large board.
#
# The boards come from real solver answers (picosat --all, fresh and the
# saved transcript of tests/data) through `decode --svg`, and from
# `solve --svg`. Each picture is judged by tools that share nothing with
# the project: xmllint (libxml2-utils) parses it, rsvg-convert
# (librsvg2-bin) renders it at the size it declares, and python3's
# xml.etree reads every board back from the drawing's geometry alone
# (queens' positions over the checkered pattern's square size), each held
# to the suite's oracle (tests/oracle.py): N queens, no two on a row,
# column or diagonal, all boards distinct, as many as OEIS A000170
# counts. The red lines of a board that is not a solution must join only
# attacking pairs and reach every queen that attacks another. A missing
# tool is a failure naming its package.
#
# Usage: sh tests/e2e_svg.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:-$(dirname "$0")/data}

have=1
need_tool xmllint libxml2-utils || have=0
need_tool rsvg-convert librsvg2-bin || have=0
need_tool python3 python3 || have=0
need_tool picosat picosat || have=0
if [ "$have" -eq 0 ]; then
    finish
    exit
fi

# read_sheet FILE: one line per board, "ok|bad QUEENS ATTACKS-JOINED",
# after a first line "boards COUNT distinct COUNT width W height H".
read_sheet() {
    PYTHONPATH=$oracle_dir python3 -B "$tmp/read_sheet.py" "$@"
}
cat > "$tmp/read_sheet.py" <<'EOF'
import sys, xml.etree.ElementTree as ET
from oracle import attacks
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(sys.argv[1]).getroot()
pattern = root.find(".//s:pattern[@id='checker']", ns)
square = int(pattern.get("width")) // 2

def centre(x, y):
    return (int(y) // square, int(x) // square)

lines, seen = [], set()
for g in root.iter("{http://www.w3.org/2000/svg}g"):
    if not g.get("class", "").startswith("board"):
        continue
    queens = []
    for use in g.findall("s:use", ns):
        if use.get("class") != "queen":
            continue
        x, y = int(use.get("x")), int(use.get("y"))
        assert x % square == 0 and y % square == 0, (x, y, square)
        queens.append((y // square, x // square))
    rows = {q[0] for q in queens}
    columns = {q[1] for q in queens}
    n_ok = len(queens) == len(rows) == len(columns)
    pairs = {frozenset((a, b)) for a in queens for b in queens if attacks(a, b)}
    joined = set()
    for line in g.findall("s:line", ns):
        if line.get("class") != "attack":
            continue
        joined.add(frozenset((centre(line.get("x1"), line.get("y1")),
                              centre(line.get("x2"), line.get("y2")))))
    valid = n_ok and not pairs
    seen.add(tuple(sorted(queens)))
    # Every line joins an attacking pair; every queen in a pair is on a line.
    in_pairs = {q for p in pairs for q in p}
    on_lines = {q for p in joined for q in p}
    marks = "marks-right" if joined <= pairs and in_pairs == on_lines else "marks-wrong"
    lines.append("%s %d %s %s" % ("ok" if valid else "bad", len(queens), marks,
                                  g.get("class")))
print("boards %d distinct %d width %s height %s" % (len(lines), len(seen),
      root.get("width"), root.get("height")))
print("\n".join(lines))
EOF

# png_size FILE: "WIDTH HEIGHT" from the PNG's header.
png_size() {
    python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%d %d" % struct.unpack(">II", d[16:24]))' "$1"
}

# check_sheet NAME SVG N EXPECTED: well formed, renders at its size, and
# holds EXPECTED distinct valid boards of N queens.
check_sheet() {
    name=$1; svg=$2; n=$3; expected=$4
    if ! xmllint --noout "$svg" 2> "$tmp/lint"; then
        not_ok "$name: xmllint rejects it"; show "$tmp/lint"; return
    fi
    read_sheet "$svg" > "$tmp/boards" 2> "$tmp/why" || {
        not_ok "$name: cannot be read back"; show "$tmp/why"; return; }
    head -n 1 "$tmp/boards" > "$tmp/head"
    read -r _ count _ distinct _ width _ height < "$tmp/head"
    valid=$(grep -c "^ok $n marks-right board$" "$tmp/boards" || true)
    if [ "$count" = "$expected" ] && [ "$distinct" = "$expected" ] &&
       [ "$valid" = "$expected" ]; then
        ok "$name: $count boards, each a distinct solution of $n queens"
    else
        not_ok "$name: $count boards, $distinct distinct, $valid valid; expected $expected"
        show "$tmp/boards"
    fi
    if rsvg-convert "$svg" -o "$tmp/picture.png" 2> "$tmp/why" &&
       [ "$(png_size "$tmp/picture.png")" = "$width $height" ]; then
        ok "$name: rsvg-convert renders it at ${width}x$height"
    else
        not_ok "$name: rsvg-convert fails or renders another size"
        show "$tmp/why"
    fi
}

# The saved picosat --all transcript of N = 6, and a fresh one of N = 8.
"$gen" decode 6 "$data/transcripts/picosat_all_6.txt" --svg "$tmp/six.svg" \
    > /dev/null 2>&1 || true
check_sheet "decode 6 --svg of picosat --all" "$tmp/six.svg" 6 "$(oeis_a000170 6)"

"$gen" 8 > "$tmp/q8.cnf"
picosat --all "$tmp/q8.cnf" > "$tmp/all8.txt" || true
"$gen" decode 8 "$tmp/all8.txt" --svg "$tmp/eight.svg" > /dev/null 2>&1 || true
check_sheet "decode 8 --svg of a fresh picosat --all" "$tmp/eight.svg" 8 "$(oeis_a000170 8)"
if [ -s "$tmp/eight.svg" ] &&
   [ "$(wc -c < "$tmp/eight.svg")" -lt 300000 ] &&
   [ "$(sed -n 's/.*<svg [^>]*width="\([0-9]*\)".*/\1/p' "$tmp/eight.svg")" -le 1200 ]; then
    ok "the sheet of 92 boards is $(wc -c < "$tmp/eight.svg") bytes, within 1200 px"
else
    not_ok "the sheet of 92 boards is too large"
fi

# A model that is no solution: queens at (1,1) (2,2) (3,4) (4,4), row-major
# variables 1, 6, 12, 16 of N = 4: three on the long diagonal (two red
# lines, neighbour to neighbour) and two in column 4 (one).
printf 's SATISFIABLE\nv 1 -2 -3 -4 -5 6 -7 -8 -9 -10 -11 12 -13 -14 -15 16 0\n' \
    > "$tmp/broken.txt"
"$gen" decode 4 "$tmp/broken.txt" --svg "$tmp/broken.svg" > /dev/null 2>&1 || true
if xmllint --noout "$tmp/broken.svg" 2> /dev/null &&
   read_sheet "$tmp/broken.svg" > "$tmp/boards" 2>&1 &&
   grep -q "^bad 4 marks-right board not-a-solution$" "$tmp/boards" &&
   [ "$(grep -c 'class="attack"' "$tmp/broken.svg")" = 3 ] &&
   rsvg-convert "$tmp/broken.svg" -o "$tmp/broken.png"; then
    ok "decode --svg of a broken model: marked, its attacking queens joined by 3 lines"
else
    not_ok "decode --svg of a broken model is not marked as it should be"
    show "$tmp/boards"
fi

# A large board stays a picture, not a poster.
"$gen" solve 40 --svg "$tmp/forty.svg" > /dev/null 2>&1 || true
check_sheet "solve 40 --svg" "$tmp/forty.svg" 40 1
width=$(sed -n 's/.*<svg [^>]*width="\([0-9]*\)".*/\1/p' "$tmp/forty.svg")
if [ -n "$width" ] && [ "$width" -le 720 ]; then
    ok "solve 40 --svg is $width px wide"
else
    not_ok "solve 40 --svg is ${width:-no} px wide"
fi

finish
