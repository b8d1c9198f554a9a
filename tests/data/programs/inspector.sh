#!/bin/sh
# inspector.sh N REFS WORK - writes what it inherited to WORK/seen (one
# "name: value" a line), then prints the reference for N.
{
    echo "descriptor 7: $(cat 2>/dev/null <&7 || echo closed)"
    echo "token: ${SECRET_TOKEN-unset}"
    echo "folder variable: ${NQCNF_ROSTER_FOLDER-unset}"
    echo "folder: $(pwd)"
    echo "variables: $(env | cut -d= -f1 | grep -v '^PWD$' | sort | tr '\n' ' ')"
    echo "ignored: $(awk '$1 == "SigIgn:" { print $2 }' /proc/self/status)"
    echo "blocked: $(awk '$1 == "SigBlk:" { print $2 }' /proc/self/status)"
    echo "cpu: $(awk '/^Max cpu time/ { print $4 }' /proc/self/limits)"
    echo "file size: $(awk '/^Max file size/ { print $4 }' /proc/self/limits)"
    echo "data: $(awk '/^Max data size/ { print $4 }' /proc/self/limits)"
    echo "own cgroup: $(grep -c 'nqcnf-' /proc/self/cgroup)"
    echo "core: $(awk '/^Max core file size/ { print $5 }' /proc/self/limits)"
    echo "session leader: $(ps -o sid= -p $$ | tr -d ' ')"
    echo "terminal: $(ps -o tty= -p $$ | tr -d ' ')"
} > "$3/seen"
touch left_behind
cat "$2/ref_$1.cnf"
