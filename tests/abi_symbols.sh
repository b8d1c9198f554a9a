#!/bin/sh
# The shared library's ABI is exactly the public header: every function
# the header declares with NQCNF_API is exported, and nothing else is (no
# internal nqcnf_ helper, no unprefixed symbol). Reads `nm -D` of the
# library and the declarations of the header, independently of the build.
# And the library opens no file, so it needs no compression library: its
# dynamic section (readelf -d) names none of zlib, libbz2, liblzma and
# libzstd; the command's codecs are its own.
#
# Usage: sh tests/abi_symbols.sh LIBNQCNF.so HEADER... (nqcnf.h and
# nqcnf_experimental.h: the two tiers are one ABI)
set -eu
lib=${1:?usage: abi_symbols.sh LIBNQCNF.so HEADER...}
shift
[ "$#" -gt 0 ] || { echo "usage: abi_symbols.sh LIBNQCNF.so HEADER..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Defined, global text or data symbols (T, D, B, R), names only.
nm -D --defined-only "$lib" | awk '$2 ~ /^[TDBR]$/ { print $3 }' |
    sort -u > "$tmp/exported"
# Each NQCNF_API declaration names one function: the word before its "(".
cat "$@" | grep '^NQCNF_API ' | sed 's/(.*//; s/.*[ *]//' | sort -u > "$tmp/declared"

passed=0
failed=0
if [ -s "$tmp/declared" ]; then passed=$((passed + 1)); else
    echo "not ok: no NQCNF_API declarations found in $*"; failed=$((failed + 1)); fi
extra=$(comm -23 "$tmp/exported" "$tmp/declared")
missing=$(comm -13 "$tmp/exported" "$tmp/declared")
if [ -z "$extra" ]; then passed=$((passed + 1)); echo "ok: nothing exported beyond the header"; else
    failed=$((failed + 1)); echo "not ok: exported but not in the header:"; echo "$extra" | sed 's/^/    /'; fi
if [ -z "$missing" ]; then passed=$((passed + 1)); echo "ok: every declared function exported ($(wc -l < "$tmp/declared"))"; else
    failed=$((failed + 1)); echo "not ok: declared but not exported:"; echo "$missing" | sed 's/^/    /'; fi
needed=$(readelf -d "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
codecs=$(echo "$needed" | grep -E '^lib(z|bz2|lzma|zstd)\.so' || true)
if [ -n "$needed" ] && [ -z "$codecs" ]; then passed=$((passed + 1)); echo "ok: needs no compression library ($(echo $needed))"; else
    failed=$((failed + 1)); echo "not ok: the library needs '$codecs' (all it needs: $(echo $needed))"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
