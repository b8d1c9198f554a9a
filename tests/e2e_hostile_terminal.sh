#!/bin/sh
# End-to-end test: nothing raw from an input reaches a terminal. A file,
# a solver's answer, an instance file, a generator's stderr or an
# argument holding "ESC [ 2 J ESC [ H" (clear the screen, go home) and a
# C1 control (U+009B, a CSI to some terminals) must come back escaped as
# \x1b..., in check's text report, decode's messages, the instance
# files' errors, a generator's first line and usage errors alike: no
# byte 0x1b, and no C2 9B, on stdout or stderr.
#
# Usage: sh tests/e2e_hostile_terminal.sh PATH-TO-nqueens-cnf
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

esc=$(printf '\033')
clear="${esc}[2J${esc}[H"
csi=$(printf '\302\233')

# raw_free WHAT FILE...: no escape byte and no C1 CSI in the files, and
# the escape shown as \x1b in one of them.
raw_free() {
    what=$1
    shift
    if cat "$@" | grep -q "$esc\|$csi"; then
        not_ok "$what: raw escape bytes reach the output"; show "$1"
    elif cat "$@" | grep -q 'x1b\|xc2\\x9b'; then
        ok "$what: the bytes are quoted escaped"
    else
        not_ok "$what: the bytes are neither raw nor quoted:"; show "$1"
    fi
}

# a CNF whose header and a literal carry the sequences
{ printf 'p cnf 16 84%s\n' "$clear"; "$gen" 4 | sed 1d; printf '1 2%s 0\n' "$csi"; } > "$tmp/evil.cnf"
"$gen" check --time-limit 0 4 "$tmp/evil.cnf" > "$tmp/out" 2> "$tmp/err" || :
raw_free "check's text report of a file with escape sequences" "$tmp/out" "$tmp/err"
"$gen" check --time-limit 0 4 "$tmp/evil.cnf" --verbose > "$tmp/out" 2> "$tmp/err" || :
raw_free "check --verbose" "$tmp/out" "$tmp/err"

# SMT-LIB: a symbol in bars may hold anything
printf '(declare-const |x%s| Bool)\n(assert |x%s|)\n' "$clear" "$clear" > "$tmp/evil.smt2"
"$gen" check --time-limit 0 4 "$tmp/evil.smt2" > "$tmp/out" 2> "$tmp/err" || :
raw_free "check of an SMT-LIB file with such a name" "$tmp/out" "$tmp/err"

# a solver's answer
printf 's SATISFIABLE\nv 1 %s 0\n' "$clear" | "$gen" decode 4 > "$tmp/out" 2> "$tmp/err" || :
raw_free "decode of an answer with escape sequences" "$tmp/out" "$tmp/err"

# an instance file
printf 'letting %s be 3\n' "$clear" > "$tmp/evil.essence"
"$gen" 8 --blocks "$tmp/evil.essence" > "$tmp/out" 2> "$tmp/err" || :
raw_free "an instance file's error" "$tmp/err"

# a generator's stderr, first line
"$gen" check --time-limit 0 --generator "printf '$clear failed {n}\\n' >&2; exit 3" --range 4 > "$tmp/out" 2> "$tmp/err" || :
raw_free "a failing generator's first line of stderr" "$tmp/out" "$tmp/err"

# an argument
"$gen" "4$clear" > "$tmp/out" 2> "$tmp/err" || :
raw_free "a usage error quoting an argument" "$tmp/err"
"$gen" check --time-limit 0 4 "$tmp/no such $clear file" > "$tmp/out" 2> "$tmp/err" || :
raw_free "an error naming a file" "$tmp/out" "$tmp/err"
finish
