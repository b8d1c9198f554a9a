#!/bin/sh
# Every global symbol the static library defines carries the prefix
# nqcnf_: the archive shares one namespace with every program that links
# it, so an unprefixed internal name (split_run, svg_emit) can collide
# with a program's own. The shared library hides its internals
# (abi_symbols.sh); the archive cannot, so its names must be safe.
#
# Usage: sh tests/static_symbols.sh LIBNQCNF.a
set -eu
archive=${1:?usage: static_symbols.sh LIBNQCNF.a}
command -v nm > /dev/null || { echo "not ok: nm not found (binutils)"; echo "0 passed, 1 failed"; exit 1; }
# Defined global symbols (upper-case kinds other than U), names only.
names=$(nm -g --defined-only "$archive" | awk 'NF == 3 && $2 ~ /^[A-TV-Z]$/ { print $3 }' | sort -u)
unprefixed=$(printf '%s\n' "$names" | grep -v '^nqcnf_' || :)
total=$(printf '%s\n' "$names" | grep -c . || :)
if [ "$total" -gt 0 ] && [ -z "$unprefixed" ]; then
    echo "ok: all $total global symbols of the archive start with nqcnf_"
    echo "1 passed, 0 failed"
else
    echo "not ok: global symbols of the archive without the prefix nqcnf_ ($(printf '%s\n' "$unprefixed" | grep -c .) of $total):"
    printf '%s\n' "$unprefixed" | sed 's/^/    /'
    echo "0 passed, 1 failed"
    exit 1
fi
