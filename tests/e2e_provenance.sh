#!/bin/sh
# End-to-end test: --provenance, the comment lines the SAT competition
# asks of generators ("the command line parameters must appear in the
# first commented lines of the instance").
#
# Judged from outside: the lines come first and in order (generator and
# version, command, family, parameters, seed, description); after them
# the file is byte for byte the one written without --provenance (the
# reference file for the textbook encoding); the command line, pasted
# into sh, writes the same file again, even with a file name holding a
# blank and a quote; CaDiCaL still reads the file (N = 8 SAT, 3 UNSAT);
# the default output has no such lines; OPB, whose header must come
# first, is refused and nothing is written.
#
# Usage: sh tests/e2e_provenance.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_provenance.sh PATH-TO-nqueens-cnf DATA-DIR}
version=$("$gen" --version | sed -n '1s/^nqueens-cnf //p')

# The default output is the lessons' file, with no provenance.
if "$gen" 8 | cmp -s - "$data/queens_8.seed.cnf"; then
    ok "without --provenance the output is the reference file"
else
    not_ok "without --provenance the output is not the reference file"
fi

"$gen" --provenance 8 > "$tmp/p8.cnf"
keys=$(sed -n '1,6s/^c \([a-z]*\): .*/\1/p' "$tmp/p8.cnf" | tr '\n' ' ')
if [ "$keys" = "generator command family parameters seed description " ]; then
    ok "the six lines come first, in order: $keys"
else
    not_ok "the first lines are: $keys"; show "$tmp/p8.cnf"
fi
if [ "$(sed -n 1p "$tmp/p8.cnf")" = "c generator: nqueens-cnf $version" ] &&
   [ "$(sed -n 2p "$tmp/p8.cnf")" = "c command: nqueens-cnf --provenance 8" ] &&
   sed -n 4p "$tmp/p8.cnf" | grep -q 'n=8 encoding=pairwise'; then
    ok "generator, version, command line and parameters"
else
    not_ok "generator, command or parameters wrong"; show "$tmp/p8.cnf"
fi
if tail -n +7 "$tmp/p8.cnf" | cmp -s - "$data/queens_8.seed.cnf"; then
    ok "after the six lines, the reference file byte for byte"
else
    not_ok "after the six lines the file differs from the reference"
fi

# The command line, pasted into a shell, writes the same file again.
out="$tmp/a file's name.cnf"
"$gen" --provenance -e sequential --symmetry-breaking -o "$out" 6
cp "$out" "$tmp/first.cnf"
rm "$out"
command=$(sed -n 's/^c command: nqueens-cnf //p' "$tmp/first.cnf")
if (eval "set -- $command" && "$gen" "$@") && cmp -s "$out" "$tmp/first.cnf"
then
    ok "the quoted command line runs again to the same file: $command"
else
    not_ok "the command line does not write the same file: $command"
fi

# A solver reads the file.
if need_tool cadical cadical; then
    "$gen" --provenance 3 > "$tmp/p3.cnf"
    cadical -q "$tmp/p8.cnf" > "$tmp/s8" 2>&1 || true
    cadical -q "$tmp/p3.cnf" > "$tmp/s3" 2>&1 || true
    if [ "$(sat_answer "$tmp/s8")/$(sat_answer "$tmp/s3")" = SAT/UNSAT ]; then
        ok "cadical reads the files: N = 8 SAT, N = 3 UNSAT"
    else
        not_ok "cadical: N = 8 $(sat_answer "$tmp/s8"), N = 3 $(sat_answer "$tmp/s3")"
    fi
fi

# The seed of a random instance, and the family it belongs to.
"$gen" --provenance --random-blocks 0.1 --seed 7 10 > "$tmp/rb.cnf"
if grep -qx 'c seed: instance 7' "$tmp/rb.cnf" &&
   grep -qx 'c family: blocked-n-queens' "$tmp/rb.cnf"; then
    ok "a random instance names its seed and family"
else
    not_ok "seed or family missing"; sed -n '1,6p' "$tmp/rb.cnf"
fi

# SMT-LIB 2 takes ';' lines; OPB nothing before its header.
if "$gen" --provenance -f smt2 4 | sed -n 2p | grep -q '^; command: nqueens-cnf'; then
    ok "smt2: the lines are ';' comments"
else
    not_ok "smt2: no ';' provenance lines"
fi
rc=0
"$gen" --provenance -f opb -o "$tmp/q.opb" 4 2> "$tmp/err" || rc=$?
if [ "$rc" -eq 2 ] && grep -q "does not apply to the opb format" "$tmp/err" &&
   [ ! -e "$tmp/q.opb" ]; then
    ok "opb: refused, nothing written"
else
    not_ok "opb: exit $rc"; show "$tmp/err"
fi

finish
