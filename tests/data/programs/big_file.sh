#!/bin/sh
# big_file.sh N REFS - writes a file of 2 MB in its folder, then prints
# the reference for N.
head -c 2097152 /dev/zero > big || exit $?
cat "$2/ref_$1.cnf"
