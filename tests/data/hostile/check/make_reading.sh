#!/bin/sh
# make_reading.sh DIR: writes the reproducers of reading's memory into
# DIR, made rather than stored (60 MB each, under check's 64 MB cap):
#   empty.cnf    31,000,000 empty clauses ("0" lines, 62 MB; once 1.3 GB)
#   copies.cnf   7,500,000 copies of "-1 -2 0" (60 MB; once 590 MB)
#   units.cnf    the distinct units "1 0" to "6200000 0" (61 MB), the
#                densest text of distinct clauses there is
set -eu
dir=${1:?usage: make_reading.sh DIR}
yes 0 | head -n 31000000 > "$dir/empty.cnf"
yes -- '-1 -2 0' | head -n 7500000 > "$dir/copies.cnf"
seq 1 6200000 | sed 's/$/ 0/' > "$dir/units.cnf"
