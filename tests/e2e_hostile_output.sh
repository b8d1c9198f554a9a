#!/bin/sh
# -o against destinations and signals a careless or hostile setup brings,
# and check --generator's program when check itself is killed.
#
# What is judged is where the bytes end up and what is left on disk or
# running: -o /dev/stdout with stdout redirected to a file fills that file
# and leaves /dev/stdout a link (in a private mount namespace with a tmpfs
# /dev, so that the old behaviour - a rename over the link - cannot touch
# the machine's /dev); a link of our own to /proc/self/fd/1 appends to a
# `>> log`; a FIFO is written through; compressed output to a real
# pseudo-terminal (run_in_pty.py) is refused whatever name reaches it;
# a read-only file is refused unless --force; setuid and setgid bits are
# not carried to the new file; a 255-byte name works; a link to a
# regular file is followed and a dangling one refused. Signals: a SIGHUP
# ignored by the caller (nohup) does not end a write; each signal that
# ends a program by default leaves no temporary file, with O_TMPFILE and
# (where /proc is masked by a tmpfs in a private mount namespace, so
# O_TMPFILE cannot be named) with the named fallback; and a SIGKILL of
# check --generator kills the generator and its background child. Every
# wait is a poll with a generous deadline, never a bare timing.
#
# Usage: sh tests/e2e_hostile_output.sh PATH-TO-nqueens-cnf
. "$(dirname "$0")/e2e_lib.sh" "$@"
pty="$(dirname "$0")/run_in_pty.py"
need_tool timeout coreutils && need_tool gzip gzip || { finish; exit; }
real_tmp=$(cd "$tmp" && pwd -P)

# A private mount namespace (root only): the riskier checks run there.
namespace=no
if unshare --mount --propagation private true 2> /dev/null; then
    namespace=yes
else
    # a check that cannot run is a failure, never a silent skip
    not_ok "no private mount namespace (unshare --mount): run the suite as root, as the README's commands do, for the checks of /dev/stdout and of a system without O_TMPFILE"
fi

"$gen" 8 > "$tmp/q8.ref"
"$gen" 4 > "$tmp/q4.ref"
"$gen" 6 > "$tmp/q6.ref"

# same FILE REF WHAT
same() {
    if cmp -s "$1" "$2"; then ok "$3"; else not_ok "$3"; show "$1"; fi
}

# ---- names of our own descriptors ----
if [ "$namespace" = yes ]; then
    unshare --mount --propagation private sh -c '
        mount -t tmpfs none /dev || exit 99
        ln -s /proc/self/fd/1 /dev/stdout
        "$0" 8 -o /dev/stdout; status=$?
        [ -L /dev/stdout ] || echo "/dev/stdout was replaced" >&2
        exit $status' "$gen" > "$tmp/devout" 2> "$tmp/devout.err"
    status=$?
    same "$tmp/devout" "$tmp/q8.ref" \
        "-o /dev/stdout > FILE: the bytes are in FILE (exit $status)"
    if [ -s "$tmp/devout.err" ]; then
        not_ok "-o /dev/stdout: $(head -1 "$tmp/devout.err")"
    else
        ok "-o /dev/stdout: /dev/stdout is still a link"
    fi
fi
[ -L /dev/stdout ] && ok "the machine's /dev/stdout is still a link" ||
    not_ok "the machine's /dev/stdout is no longer a link"

ln -s /proc/self/fd/1 "$tmp/fd1"
echo "first line" > "$tmp/log"
"$gen" 4 -o "$tmp/fd1" >> "$tmp/log" 2> "$tmp/err"
{ echo "first line"; cat "$tmp/q4.ref"; } > "$tmp/log.ref"
same "$tmp/log" "$tmp/log.ref" "-o LINK-TO-/proc/self/fd/1 >> log appends to log"
[ -L "$tmp/fd1" ] && ok "the link to /proc/self/fd/1 is still a link" ||
    not_ok "the link to /proc/self/fd/1 was replaced"

mkfifo "$tmp/fifo"
timeout 600 cat "$tmp/fifo" > "$tmp/fifo.out" &
reader=$!
timeout 600 "$gen" 6 -o "$tmp/fifo" 2> "$tmp/err"
wait "$reader"
same "$tmp/fifo.out" "$tmp/q6.ref" "-o FIFO: the reader gets the bytes"
[ -p "$tmp/fifo" ] && ok "the FIFO is still a FIFO" || not_ok "the FIFO was replaced"

# ---- compressed output to a terminal, by any name ----
ln -s /proc/self/fd/2 "$tmp/tty.gz"
for case in "/dev/stderr --compress xz" "/proc/self/fd/2 --compress gz" \
            "$tmp/tty.gz"; do
    # shellcheck disable=SC2086 # the case is words
    python3 "$pty" "$tmp/pty.out" "$tmp/pty.term" 80 -- "$gen" 4 -o $case
    status=$?
    if [ "$status" -eq 2 ] && grep -q "not written to a terminal" "$tmp/pty.term" &&
        ! LC_ALL=C grep -q "$(printf '\037\213\|7zXZ')" "$tmp/pty.term"; then
        ok "-o ${case#"$tmp/"} on a terminal: refused, nothing compressed on it"
    else
        not_ok "-o ${case#"$tmp/"} on a terminal: exit $status"
        # escaped: the terminal got compressed bytes on the old code
        cat -v "$tmp/pty.term" | head -c 300 | sed 's/^/    /'
        echo
    fi
done

# ---- read-only, setuid, long names, links ----
printf 'old\n' > "$tmp/ro.cnf"
chmod 444 "$tmp/ro.cnf"
"$gen" 4 -o "$tmp/ro.cnf" 2> "$tmp/err"
status=$?
if [ "$status" -eq 1 ] && [ "$(cat "$tmp/ro.cnf")" = old ] &&
    grep -q "read-only.*--force" "$tmp/err"; then
    ok "-o READ-ONLY: refused, the file as it was, --force named"
else
    not_ok "-o READ-ONLY: exit $status, file '$(head -c 20 "$tmp/ro.cnf" | tr '\n' ' ')'"
    show "$tmp/err"
fi
chmod 644 "$tmp/ro.cnf"
printf 'old\n' > "$tmp/ro.cnf"
chmod 444 "$tmp/ro.cnf"
"$gen" 4 -o "$tmp/ro.cnf" --force 2> "$tmp/err"
status=$?
if [ "$status" -eq 0 ] && cmp -s "$tmp/ro.cnf" "$tmp/q4.ref"; then
    ok "-o READ-ONLY --force replaces it"
else
    not_ok "-o READ-ONLY --force: exit $status"
    show "$tmp/err"
fi
[ "$(stat -c %a "$tmp/ro.cnf")" = 444 ] && ok "--force keeps the mode 444" ||
    not_ok "--force: mode $(stat -c %a "$tmp/ro.cnf")"

for mode in 4755 2750 6775; do
    printf 'old\n' > "$tmp/s.cnf"
    chmod "$mode" "$tmp/s.cnf"
    "$gen" 4 -o "$tmp/s.cnf" 2> "$tmp/err"
    got=$(stat -c %a "$tmp/s.cnf")
    [ "$got" = "${mode#?}" ] && ok "-o over mode $mode gives $got" ||
        not_ok "-o over mode $mode gives $got, expected ${mode#?}"
done
rm -f "$tmp/s.cnf"

mkdir "$tmp/long"
long=$(printf '%0255d' 0)
"$gen" 4 -o "$tmp/long/$long" 2> "$tmp/err"
status=$?
if [ "$status" -eq 0 ] && cmp -s "$tmp/long/$long" "$tmp/q4.ref" &&
    [ "$(ls -A "$tmp/long" | wc -l)" -eq 1 ]; then
    ok "-o NAME-OF-255-BYTES works, nothing else left"
else
    not_ok "-o NAME-OF-255-BYTES: exit $status"
    show "$tmp/err"
fi

printf 'old\n' > "$tmp/real.cnf"
ln -s real.cnf "$tmp/link.cnf"
"$gen" 4 -o "$tmp/link.cnf" 2> "$tmp/err"
if [ -L "$tmp/link.cnf" ] && cmp -s "$tmp/real.cnf" "$tmp/q4.ref"; then
    ok "-o LINK-TO-FILE replaces the file, keeps the link"
else
    not_ok "-o LINK-TO-FILE: the link replaced or the file untouched"
fi
ln -s nowhere.cnf "$tmp/dangling.cnf"
"$gen" 4 -o "$tmp/dangling.cnf" 2> "$tmp/err"
status=$?
if [ "$status" -eq 1 ] && [ -L "$tmp/dangling.cnf" ] &&
    [ ! -e "$tmp/nowhere.cnf" ] && grep -q "symbolic link" "$tmp/err"; then
    ok "-o DANGLING-LINK: refused, the link kept"
else
    not_ok "-o DANGLING-LINK: exit $status"
    show "$tmp/err"
fi

# ---- signals ----
# writing PID DIR: polls (10 s) until PID holds a descriptor in DIR.
writing() {
    _tries=0
    while [ "$_tries" -lt 1000 ]; do
        if ls -l "/proc/$1/fd" 2> /dev/null | grep -q " -> $2/"; then
            return 0
        fi
        _tries=$((_tries + 1))
        sleep 0.01
    done
    return 1
}
# named DIR: polls (10 s) until DIR holds a file.
named() {
    _tries=0
    while [ "$_tries" -lt 1000 ]; do
        [ -n "$(ls -A "$1")" ] && return 0
        _tries=$((_tries + 1))
        sleep 0.01
    done
    return 1
}

# A shell's background job starts with SIGINT ignored; env puts it back.
# The file-size limit (in 512-byte blocks) keeps a runaway from filling
# the disk: N = 1000 is 28 GB.
mkdir "$tmp/nohup"
env --default-signal=INT sh -c 'trap "" HUP; ulimit -f 2000000
    exec "$0" 150 -o "$1"' "$gen" "$tmp/nohup/q.cnf.gz" 2> "$tmp/err" &
pid=$!
if writing "$pid" "$real_tmp/nohup"; then
    kill -HUP "$pid"
    wait "$pid"
    status=$?
    if [ "$status" -eq 0 ] && gzip -t "$tmp/nohup/q.cnf.gz" 2> /dev/null; then
        ok "SIGHUP ignored by the caller (nohup): the write completes"
    else
        not_ok "SIGHUP ignored by the caller: exit $status"
        show "$tmp/err"
    fi
else
    kill -KILL "$pid"
    wait "$pid"
    not_ok "nohup: the output never started"
fi

# signal_leaves_nothing SIG MODE: MODE plain (O_TMPFILE where possible) or
# named (in a namespace whose /proc is a tmpfs: the fallback).
signal_leaves_nothing() {
    dir="$tmp/sig-$1-$2"
    mkdir "$dir"
    if [ "$2" = plain ]; then
        env --default-signal=INT sh -c 'ulimit -f 2000000; exec "$0" 1000 -o "$1"' \
            "$gen" "$dir/big.cnf" 2> "$tmp/err" &
        pid=$!
        writing "$pid" "$real_tmp/sig-$1-$2"
    else
        env --default-signal=INT unshare --mount --propagation private sh -c '
            mount -t tmpfs none /proc || exit 99
            ulimit -f 2000000; exec "$0" 1000 -o "$1"' \
            "$gen" "$dir/big.cnf" 2> "$tmp/err" &
        pid=$!
        named "$dir"
    fi
    started=$?
    kill -s "$1" "$pid"
    wait "$pid"
    status=$?
    left=$(ls -A "$dir")
    if [ "$started" -ne 0 ]; then
        not_ok "SIG$1 ($2): the output never started (exit $status)"
        show "$tmp/err"
    elif [ "$status" -gt 128 ] && [ "$(kill -l $((status - 128)))" = "$1" ] &&
        [ -z "$left" ]; then
        ok "SIG$1 ($2): death by SIG$1, nothing left"
    else
        not_ok "SIG$1 ($2): exit $status, left: '$left'"
        show "$tmp/err"
    fi
}
for sig in XCPU ALRM USR1 USR2 VTALRM PROF TERM INT HUP; do
    signal_leaves_nothing "$sig" plain
    [ "$namespace" = yes ] && signal_leaves_nothing "$sig" named
done

# ---- check --generator killed: its program dies with it ----
cat > "$tmp/sleeper.sh" <<'EOF'
#!/bin/sh
# Records its pid and its background child's, then sleeps.
sleep 60 &
echo "$! $$" > "$1.tmp" && mv "$1.tmp" "$1"
sleep 60
EOF
# gone PID: no such process, or a zombie nobody reaps.
gone() {
    [ ! -e "/proc/$1" ] || [ "$(sed -n 's/^.*) \(.\).*/\1/p' "/proc/$1/stat" 2> /dev/null)" = Z ]
}
"$gen" check --time-limit 0 --generator "sh '$tmp/sleeper.sh' '$tmp/pids.{n}'" --range 4..4 \
    --timeout 100 > /dev/null 2>&1 &
checker=$!
tries=0
while [ ! -s "$tmp/pids.4" ] && [ "$tries" -lt 1000 ]; do
    tries=$((tries + 1))
    sleep 0.01
done
if [ ! -s "$tmp/pids.4" ]; then
    kill -KILL "$checker"
    not_ok "check --generator: the program never started"
else
    kill -KILL "$checker"
    wait "$checker"
    tries=0
    for pid in $(cat "$tmp/pids.4"); do
        while ! gone "$pid" && [ "$tries" -lt 2000 ]; do
            tries=$((tries + 1))
            sleep 0.01
        done
    done
    alive=""
    for pid in $(cat "$tmp/pids.4"); do
        gone "$pid" || alive="$alive $pid"
    done
    if [ -z "$alive" ]; then
        ok "SIGKILL of check --generator: its program and background child are gone"
    else
        not_ok "SIGKILL of check --generator: still running:$alive"
        kill -KILL $alive 2> /dev/null
    fi
fi

finish
