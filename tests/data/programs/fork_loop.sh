#!/bin/sh
# fork_loop.sh N WORK - starts 200 children that sleep (sleep 3607, a
# duration nothing else uses), a line in WORK/started for each, and ends
# without waiting for them (their output is not ours: the run ends with
# this script).
i=0
while [ "$i" -lt 200 ]; do
    sleep 3607 > /dev/null 2>&1 &
    echo "$!" >> "$2/started"
    i=$((i + 1))
done
