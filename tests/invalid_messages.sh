#!/bin/sh
# Every refusal of the library says what it refused: nqcnf_errmsg() has
# a sentence only if each NQCNF_ERR_INVALID_ARGUMENT comes from
# nqcnf_invalid(), which writes it. So no source file of the folders below
# names that status itself, except src/core/status.c, where nqcnf_invalid
# and nqcnf_strerror live; a status returned bare would leave the previous
# refusal's message standing, and a caller would be told the wrong thing.
# Each line that names it is reported as file:line. Headers are not read:
# they name the status to document it.
#
# Usage: sh tests/invalid_messages.sh SOURCE_DIR
set -eu
# The library's folders under src/: all of them.
folders="core board encode generate write read solve check"
exempt="src/core/status.c"

root=${1:?usage: invalid_messages.sh SOURCE_DIR}
cd "$root"
passed=0
failed=0
files=0
bare=""
for folder in $folders; do
    if [ ! -d "src/$folder" ]; then
        failed=$((failed + 1))
        echo "not ok: src/$folder is not a folder of $root"
        continue
    fi
    for file in $(find "src/$folder" -name '*.c' | sort); do
        files=$((files + 1))
        [ "$file" = "$exempt" ] && continue
        found=$(grep -n 'NQCNF_ERR_INVALID_ARGUMENT' "$file" |
                sed "s|^\([0-9]*\):.*|$file:\1|" || :)
        [ -n "$found" ] && bare="$bare$found
"
    done
done
if [ "$files" -eq 0 ]; then
    failed=$((failed + 1))
    echo "not ok: no source file found under src/ of $root"
elif [ -z "$bare" ]; then
    passed=$((passed + 1))
    echo "ok: every refusal of $files files goes through nqcnf_invalid()"
else
    failed=$((failed + 1))
    echo "not ok: NQCNF_ERR_INVALID_ARGUMENT without nqcnf_invalid()," \
        "which says what was invalid for nqcnf_errmsg():"
    printf '%s' "$bare" | sed 's/^/    /'
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
