#!/bin/sh
# make_reading.sh DIR: writes the reproducers of reading's memory into
# DIR, made rather than stored (60 MB each, under check's 64 MB cap):
#   empty.cnf    31,000,000 empty clauses ("0" lines, 62 MB; once 1.3 GB)
#   copies.cnf   7,500,000 copies of "-1 -2 0" (60 MB; once 590 MB)
#   units.cnf    the distinct units "1 0" to "6200000 0" (61 MB), the
#                densest text of distinct clauses there is
# and texts where every clause has an issue of its own (each once kept
# as an issue; now the first 1024 of a kind are):
#   words.cnf        a header, then "x1 0" to "x5000000 0" (54 MB)
#   damaged.cnf      a header, then 15,000,000 lines "x 0" (60 MB)
set -eu
dir=${1:?usage: make_reading.sh DIR}
yes 0 | head -n 31000000 > "$dir/empty.cnf"
yes -- '-1 -2 0' | head -n 7500000 > "$dir/copies.cnf"
seq 1 6200000 | sed 's/$/ 0/' > "$dir/units.cnf"
{ echo 'p cnf 64 5000000'; seq 1 5000000 | sed 's/.*/x& 0/'; } \
    > "$dir/words.cnf"
{ echo 'p cnf 64 15000000'; yes 'x 0' | head -n 15000000; } \
    > "$dir/damaged.cnf"
