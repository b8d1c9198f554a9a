#!/bin/sh
# hangs.sh N [MARKER] - a generator that never finishes: it writes a
# header, starts a background child that keeps standard output open, and
# sleeps forever. MARKER (digits) is put into the arguments of every
# process it starts ("sleep 1000 0.MARKER", the child's "sh -c ...
# 0.MARKER"), so a test can look for leftovers with pgrep -f.
n=${1:?usage: hangs.sh N [MARKER]}
marker=${2:-0}
printf 'p cnf %d 1\n' $((n * n))
sh -c 'while :; do sleep 1000 "$0"; done' "0.$marker" &
while :; do
    sleep 1000 "0.$marker"
done
