#!/bin/sh
# The README promises two commands for a fresh Debian machine: the first
# installs what building needs and builds, the second installs what the
# tests need and runs them; CI runs .ci/run. If the two drift apart, CI
# tests something users never run; so both command lines of .ci/run must
# appear, character for character, in the README.
set -eu
root=${1:?usage: readme_commands.sh SOURCE_DIR}
passed=0
failed=0
commands=$(grep -v -e '^#' -e '^set ' -e '^cd ' -e '^[[:space:]]*$' "$root/.ci/run")
[ -n "$commands" ] || { echo "no commands found in .ci/run"; exit 1; }
while IFS= read -r line; do
    if grep -qxF -- "$line" "$root/README.md"; then
        passed=$((passed + 1))
    else
        echo "not in README.md: $line"
        failed=$((failed + 1))
    fi
done <<EOF_COMMANDS
$commands
EOF_COMMANDS
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -eq 2 ]
