#!/bin/sh
# How `check` runs a student's program (tests/data/programs): in a
# session of its own without a terminal, with none of the grader's
# descriptors, variables or ignored signals, under limits of memory,
# processes, CPU time and file size, and with every process it started
# gone when check returns (or is killed by SIGKILL), whatever group or
# session it moved to; and a program check itself could not start is
# the grader's failure (verdict grader-error, exit 5), not the
# student's. Correct programs in Python, C, Node and Java are graded
# identical under the default limits. Judged by what the programs write
# and by which pids are alive, never by the wall clock.
#
# Usage: sh tests/e2e_program_containment.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_program_containment.sh NQUEENS-CNF DATA-DIR}
programs=$(cd "$data/programs" && pwd)
schema=$(cd "$(dirname "$0")/../docs" && pwd)/check-report.schema.json
gen=$(cd "$(dirname "$gen")" && pwd)/$(basename "$gen") # run from elsewhere
need_tool python3 python3 && need_tool setpriv util-linux &&
    need_tool script bsdutils && need_tool prlimit util-linux &&
    need_tool pgrep procps && need_tool cc gcc || { finish; exit; }

# Everything a program reads is readable by the user nobody as well.
chmod 755 "$tmp"
refs=$tmp/refs
mkdir "$refs"
for n in 4 5 6; do "$gen" "$n" > "$refs/ref_$n.cnf"; done
work=$tmp/work
mkdir "$work"
chmod 777 "$work"

# run NAME ARGS...: check with --time-limit 0, JSON in $tmp/out, stderr
# in $tmp/err, the exit status in $rc.
run() {
    rc=0
    "$gen" check --time-limit 0 --json "$@" > "$tmp/out" 2> "$tmp/err" ||
        rc=$?
}
# The verdicts of the JSON lines, "N:verdict" joined by spaces.
verdicts() {
    python3 -c '
import json, sys
print(" ".join("%s:%s" % (r["n"], r["verdict"]) for r in map(json.loads, sys.stdin) if "verdict" in r and "record" not in r))' < "$tmp/out"
}
errors() {
    python3 -c '
import json, sys
print(" | ".join(r.get("error") or "" for r in map(json.loads, sys.stdin) if "record" not in r))' < "$tmp/out"
}
alive() {
    kill -0 "$1" 2> /dev/null
}

# ---- correct programs: identical under the default limits ----
cc -O -o "$tmp/reference" "$programs/reference.c"
for program in "python3 $programs/reference.py" "$tmp/reference" \
    "node $programs/reference.js" "java $programs/Reference.java"; do
    tool=${program%% *}
    if ! command -v "$tool" > /dev/null 2>&1; then
        echo "# $tool not installed: not tried"
        continue
    fi
    run --generator "$program {n} $refs" --range 4..6
    if [ "$rc" -eq 0 ] && [ "$(verdicts)" = "4:identical 5:identical 6:identical" ]; then
        ok "$(basename "$tool"): a correct program is identical at N = 4..6 under the default limits"
    else
        not_ok "$(basename "$tool"): exit $rc, $(verdicts): $(errors)"
    fi
done

# ---- the session, descriptors, environment, signals, limits ----
(
    cd "$work"
    trap '' INT TERM
    SECRET_TOKEN=x exec "$gen" check --time-limit 0 --json --timeout 7 \
        --generator "sh $programs/inspector.sh {n} $refs $work" --range 4 \
        7< /etc/hostname > "$tmp/out" 2> "$tmp/err"
) || :
seen() { sed -n "s/^$1: //p" "$work/seen"; }
if [ "$(verdicts)" = "4:identical" ] && [ -s "$work/seen" ]; then
    ok "inspector.sh: identical, and says what it inherited"
else
    not_ok "inspector.sh: $(verdicts): $(errors)"
fi
[ "$(seen 'descriptor 7')" = closed ] &&
    ok "a descriptor open in the grader (7 on /etc/hostname) is closed in the program" ||
    not_ok "descriptor 7 in the program: $(seen 'descriptor 7')"
[ "$(seen token)" = unset ] &&
    ok "a variable of the grader's (SECRET_TOKEN) does not reach the program" ||
    not_ok "SECRET_TOKEN in the program: $(seen token)"
[ "$(seen variables | tr ' ' '\n' | grep -cvE '^(|HOME|LANG|LC_ALL|TZ|TMPDIR|USER|LOGNAME|PATH|NQCNF_ROSTER_FOLDER)$')" -eq 0 ] &&
    ok "the program's environment is the documented list: $(seen variables)" ||
    not_ok "the program's environment: $(seen variables)"
[ "$(seen ignored)" = 0000000000000000 ] && [ "$(seen blocked)" = 0000000000000000 ] &&
    ok "signals the grader ignores (INT, TERM) are not ignored in the program; none blocked" ||
    not_ok "the program's ignored signals $(seen ignored), blocked $(seen blocked)"
# memory is the cgroup's where one could be made, else RLIMIT_DATA's:
# by default a quarter of the machine, at most 2 GiB (a 3 GiB program,
# once graded like any other, is over it on every machine)
quarter=$(awk '/^MemTotal:/ { q = $2 * 1024 / 4; m = 2 * 1024 * 1024 * 1024;
    printf "%.0f", (q < m ? q : m) }' /proc/meminfo)
[ "$(seen cpu)" = 8 ] && [ "$(seen 'file size')" = 1073741824 ] &&
    [ "$(seen core)" = 0 ] &&
    { [ "$(seen 'own cgroup')" = 1 ] ||
      awk -v d="$(seen data)" -v q="$quarter" \
          'BEGIN { exit !(d <= q && d > q * 0.99) }'; } &&
    ok "limits: CPU ceil(--timeout 7) + 1 = 8 s, files 1 GiB, no core, memory $(seen data) bytes" ||
    not_ok "limits: CPU $(seen cpu), file size $(seen 'file size'), core $(seen core), data $(seen data)"
[ "$(seen terminal)" = "?" ] && [ "$(seen 'session leader')" != "$$" ] &&
    ok "the program has no controlling terminal" ||
    not_ok "the program's terminal: $(seen terminal)"
here=$(cd "$work" && pwd -P)
[ "$(seen folder)" = "$here" ] && [ -e "$work/left_behind" ] &&
    ok "without --fresh-folder the program runs in the grader's folder (as before)" ||
    not_ok "the program's folder: $(seen folder), expected $here"
rm -f "$work/seen" "$work/left_behind"

cd "$work"
SECRET_TOKEN=x run --generator "sh $programs/inspector.sh {n} $refs $work" \
    --range 4 --program-env SECRET_TOKEN --program-memory 0 \
    --program-file-size 0 --fresh-folder
[ "$(seen token)" = x ] &&
    ok "--program-env SECRET_TOKEN passes it" ||
    not_ok "--program-env SECRET_TOKEN: $(seen token)"
[ "$(seen data)" = unlimited ] && [ "$(seen 'file size')" = unlimited ] &&
    ok "--program-memory 0 and --program-file-size 0: no such limits" ||
    not_ok "with 0: data $(seen data), file size $(seen 'file size')"
fresh=$(seen folder)
cd "$tmp"
case $fresh in
"$here" | "") not_ok "--fresh-folder: the program ran in '$fresh'" ;;
*)
    if [ ! -e "$fresh" ] && [ "$(seen 'folder variable')" = "$here" ] &&
        [ ! -e "$work/left_behind" ]; then
        ok "--fresh-folder: a new folder, removed with what the program left in it; \$NQCNF_ROSTER_FOLDER names the grader's"
    else
        not_ok "--fresh-folder: $fresh still there or variable $(seen 'folder variable')"
    fi
    ;;
esac

# ---- the terminal ----
cat > "$tmp/tty.sh" <<SCRIPT
exec "$gen" check --time-limit 0 --quiet --generator "sh $programs/tty_writer.sh {n} $refs" --range 4
SCRIPT
script -qec "sh $tmp/tty.sh" "$tmp/transcript" > /dev/null 2>&1 < /dev/null || :
if grep -q 'ALL STUDENTS' "$tmp/transcript"; then
    not_ok "tty_writer.sh reached the terminal: $(grep -a 'ALL STUDENTS' "$tmp/transcript" | head -1)"
elif grep -q 'N=4' "$tmp/transcript"; then
    ok "tty_writer.sh: nothing it writes to /dev/tty reaches the terminal check runs on"
else
    not_ok "under script, check printed no verdict: $(head -3 "$tmp/transcript")"
fi

# ---- descendants ----
run --generator "sh $programs/daemons.sh {n} $refs $work" --range 4
left=""
for name in setsid pgrp daemon; do
    pid=$(cat "$work/$name.pid" 2> /dev/null || echo none)
    if [ "$pid" = none ] || alive "$pid"; then
        left="$left $name:$pid"
        [ "$pid" = none ] || kill -9 "$pid" 2> /dev/null || :
    fi
done
if [ "$(verdicts)" = "4:identical" ] && [ -z "$left" ]; then
    ok "daemons.sh: a setsid child, a process-group changer and a double-forked daemon are all gone when check returns"
else
    not_ok "daemons.sh: $(verdicts), still alive or never started:$left"
fi

# check itself killed (SIGKILL) while the program runs: the monitor,
# told by the kernel, kills and reaps them all. Waiting for the pids is
# bounded by a count of polls, not by time.
rm -f "$work"/*.pid
"$gen" check --time-limit 0 --quiet --timeout 600 \
    --generator "sh $programs/daemons.sh {n} $refs $work stay" --range 4 \
    > /dev/null 2>&1 &
checker=$!
polls=0
while [ "$polls" -lt 3000 ] && { [ ! -s "$work/setsid.pid" ] ||
    [ ! -s "$work/pgrp.pid" ] || [ ! -s "$work/daemon.pid" ]; }; do
    sleep 0.1
    polls=$((polls + 1))
done
kill -9 "$checker"
wait "$checker" 2> /dev/null || :
polls=0
left=x
while [ "$polls" -lt 3000 ] && [ -n "$left" ]; do
    left=""
    for name in setsid pgrp daemon; do
        pid=$(cat "$work/$name.pid" 2> /dev/null || echo none)
        if [ "$pid" = none ] || alive "$pid"; then left="$left $name:$pid"; fi
    done
    [ -z "$left" ] || sleep 0.1
    polls=$((polls + 1))
done
if [ -z "$left" ] && ! pgrep -f 'sleep 3604' > /dev/null; then
    ok "check killed by SIGKILL mid-run: the setsid child, the group changer, the daemon and the program are gone"
else
    not_ok "check killed by SIGKILL: still alive:$left $(pgrep -f 'sleep 360[1-4]' | tr '\n' ' ')"
    for pid in $(cat "$work"/*.pid 2> /dev/null); do kill -9 "$pid" 2> /dev/null || :; done
    pkill -9 -f 'sleep 3604' || :
fi

# ---- file size ----
run --generator "sh $programs/big_file.sh {n} $refs" --range 4 \
    --fresh-folder --program-file-size 1M
case "$(verdicts) $(errors)" in
"4:crashed "*"--program-file-size"*)
    ok "big_file.sh 2 MB under --program-file-size 1M: $(verdicts): $(errors)" ;;
*) not_ok "big_file.sh under 1M: $(verdicts): $(errors)" ;;
esac

# ---- memory ----
run --generator "python3 $programs/memory_hog.py {n} $refs 400" --range 4 \
    --program-memory 100M
case "$(verdicts) $(errors)" in
"4:failed "*"--program-memory"* | "4:crashed "*"--program-memory"*)
    ok "memory_hog.py 400 MB under --program-memory 100M: $(verdicts), the message names the limit" ;;
*) not_ok "memory_hog.py under 100M: $(verdicts): $(errors)" ;;
esac
run --generator "python3 $programs/memory_hog.py {n} $refs 400" --range 4 \
    --program-memory 0
[ "$(verdicts)" = "4:identical" ] &&
    ok "memory_hog.py 400 MB under --program-memory 0: not limited, identical" ||
    not_ok "memory_hog.py under 0: $(verdicts): $(errors)"

# ---- processes (RLIMIT_NPROC holds for a user other than root) ----
: > "$work/started"
chmod 666 "$work/started"
if [ "$(id -u)" -eq 0 ]; then
    run --generator "sh $programs/fork_loop.sh {n} $work" --range 4 \
        --run-as nobody --program-processes 20
    started=$(wc -l < "$work/started")
    if [ "$started" -lt 200 ] && [ "$started" -gt 0 ] &&
        ! pgrep -f 'sleep 3607' > /dev/null; then
        ok "fork_loop.sh as nobody under --program-processes 20: stopped after $started children ($(verdicts)), none left"
    else
        not_ok "fork_loop.sh: $started children started, $(pgrep -fc 'sleep 3607' || :) still alive: $(verdicts)"
        pkill -9 -f 'sleep 3607' || :
    fi
    # the grader's own failure: check as nobody cannot fork at all (nor
    # can the sanitizer build's leak checker, which would end the run
    # with its own status: it is switched off for this one run)
    rc=0
    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    setpriv --reuid=65534 --regid=65534 --clear-groups \
        prlimit --nproc=1:1 "$gen" check --time-limit 0 --json \
        --generator "python3 $programs/reference.py {n} $refs" --range 4 \
        > "$tmp/out" 2> "$tmp/err" || rc=$?
    valid="no: python3 cannot import jsonschema (install the Debian package python3-jsonschema)"
    if /usr/bin/python3 -c 'import jsonschema' 2> /dev/null; then
        valid=yes
        /usr/bin/python3 -c '
import json, sys, jsonschema
v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
for line in sys.stdin:
    for e in v.iter_errors(json.loads(line)):
        sys.exit(e.message)' "$schema" < "$tmp/out" 2> "$tmp/why" ||
            valid="no: $(tail -1 "$tmp/why")"
    fi
    if [ "$rc" -eq 5 ] && [ "$(verdicts)" = "4:grader-error" ] &&
        [ "$valid" = yes ]; then
        ok "check that cannot fork (prlimit --nproc=1 as nobody): grader-error, exit 5, schema-valid JSON: $(errors)"
    else
        not_ok "check that cannot fork: exit $rc, $(verdicts), schema-valid $valid: $(errors) $(head -1 "$tmp/err")"
    fi
    run --generator "true {n}" --range 4
    grep -q 'note: check runs as root' "$tmp/err" &&
        [ "$(grep -c 'note:' "$tmp/err")" -eq 1 ] &&
        ok "as root without --run-as: one note on stderr" ||
        not_ok "as root without --run-as: stderr $(head -2 "$tmp/err")"
else
    run --generator "true {n}" --range 4 --run-as nobody
    [ "$rc" -eq 2 ] && ok "--run-as when not root: usage error" ||
        not_ok "--run-as when not root: exit $rc"
    echo "# not root: the fork loop and the grader's failure need root to switch users"
fi

finish
