#!/bin/sh
# daemons.sh N REFS WORK - leaves three sleepers behind, each writing its
# pid to WORK before it sleeps, with its output away from ours (so the
# run ends when this script does): one in a session of its own, one that
# only leaves the process group, one daemonized by a double fork. Waits
# until all three have written, then prints the reference for N; with a
# fourth argument "stay", sleeps on instead (sleep 3604).
work=$3
setsid sh -c 'echo $$ > "$1/setsid.pid"; exec sleep 3601' sh "$work" \
    > /dev/null 2>&1 < /dev/null &
python3 -c '
import os, sys, time
os.setpgid(0, 0)
with open(sys.argv[1] + "/pgrp.pid", "w") as f:
    f.write(str(os.getpid()))
time.sleep(3602)' "$work" > /dev/null 2>&1 < /dev/null &
python3 -c '
import os, sys, time
if os.fork() > 0:
    sys.exit(0)
os.setsid()
if os.fork() > 0:
    sys.exit(0)
with open(sys.argv[1] + "/daemon.pid", "w") as f:
    f.write(str(os.getpid()))
time.sleep(3603)' "$work" > /dev/null 2>&1 < /dev/null
while [ ! -s "$work/setsid.pid" ] || [ ! -s "$work/pgrp.pid" ] ||
    [ ! -s "$work/daemon.pid" ]; do
    sleep 0.05
done
[ "${4-}" = stay ] && exec sleep 3604
cat "$2/ref_$1.cnf"
