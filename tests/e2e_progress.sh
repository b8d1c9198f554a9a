#!/bin/sh
# End-to-end test of the progress line and of the note before a long
# count.
#
# The line must appear when stderr is a terminal and never otherwise: a
# pipe or a CI log must not fill with carriage returns. A terminal here is
# a real pseudo-terminal (run_in_pty.py, Python's pty module: isatty()
# and the window size answer as in an xterm), with standard output a
# file. Checked: what is drawn (the work's title, parts, solutions or
# bytes), that every drawing fits the terminal's width, that the line is
# erased at the end ("\r" then "ESC [ K" as the last bytes), that the
# result on stdout is right (OEIS), and that nothing at all reaches stderr
# without a terminal, with --no-progress, or when the boards of solve go
# to a pipe that shares the terminal. --progress forces it into a file.
#
# Usage: sh tests/e2e_progress.sh PATH-TO-nqueens-cnf
# ctest-label: slow
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
pty="$(dirname "$0")/run_in_pty.py"
need_tool python3 python3 || { finish; exit 1; }

esc=$(printf '\033')

# drawings FILE: the drawings in FILE, one a line (split at "\r", the
# clearing "ESC [ K" removed).
drawings() {
    tr '\r' '\n' < "$1" | sed "s/${esc}\[K//" | grep -v '^$' || true
}

# erased FILE: the last bytes are "\r" "ESC [ K".
erased() {
    [ "$(tail -c 4 "$1" | od -An -c | tr -s ' ')" = " \r 033 [ K" ]
}

# widest FILE: the longest drawing, in characters.
widest() {
    drawings "$1" | awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }'
}

# --- count under a terminal: drawn, fits, erased, right result --------
python3 "$pty" "$tmp/out" "$tmp/err" 80 -- "$gen" count 14
if [ "$(cat "$tmp/out")" = 365596 ]; then
    ok "count 14 under a terminal prints 365596 (A000170) on stdout"
else
    not_ok "count 14 under a terminal printed '$(cat "$tmp/out")'"
fi
if drawings "$tmp/err" | grep -Eq '^count 14: [0-9]+ of [0-9]+ parts, [0-9]+ solutions, [0-9]+%'; then
    ok "count 14 draws 'count 14: K of M parts, S solutions, P%' on the terminal"
else
    not_ok "count 14 drew no progress line on a terminal:"; show "$tmp/err"
fi
if erased "$tmp/err"; then
    ok "the count's line is erased at the end"
else
    not_ok "the count's line is not erased at the end: $(tail -c 20 "$tmp/err" | od -An -c)"
fi
if [ "$(widest "$tmp/err")" -le 79 ]; then
    ok "every drawing fits 80 columns (widest $(widest "$tmp/err"))"
else
    not_ok "a drawing is $(widest "$tmp/err") characters wide on an 80-column terminal"
fi
if [ "$(wc -l < "$tmp/err")" -eq 0 ]; then
    ok "the line is redrawn in place (no newline on stderr)"
else
    not_ok "stderr holds $(wc -l < "$tmp/err") newlines"
fi

# Cut short once drawn a few times: only the widths are checked.
python3 "$pty" "$tmp/out" "$tmp/narrow" 30 --until '^count 14' 3 -- \
    "$gen" count 14 --threads 1 || :
if [ "$(widest "$tmp/narrow")" -le 29 ] && [ "$(widest "$tmp/narrow")" -gt 0 ]; then
    ok "on a 30-column terminal every drawing is cut to 29 columns"
else
    not_ok "on a 30-column terminal the widest drawing is $(widest "$tmp/narrow")"
fi

# A sub-problem of N = 20 holds hundreds of thousands of solutions: the
# line must move (the elapsed time) before the first one is done, and
# come after the note, not through it.
python3 "$pty" "$tmp/out" "$tmp/err" 80 \
    --until '^count 20: 0 of [0-9]+ parts, 0 solutions, 0%, [0-9.]+ s$' 3 -- \
    "$gen" count 20 || :
moving=$(drawings "$tmp/err" | grep -E '^count 20: 0 of [0-9]+ parts, 0 solutions, 0%, [0-9.]+ s$' | sort -u | wc -l)
if [ "$moving" -ge 3 ] && head -c 19 "$tmp/err" | grep -q '^nqueens-cnf: note: '; then
    ok "count 20: the note first, then a line that moves ($moving drawings) before the first part is done"
else
    not_ok "count 20 under a terminal: $moving distinct drawings; stderr:"; show "$tmp/err"
fi

# --- nothing without a terminal, or when told not to ------------------
"$gen" count 13 > "$tmp/out" 2> "$tmp/err"
if [ "$(cat "$tmp/out")" = 73712 ] && [ ! -s "$tmp/err" ]; then
    ok "count 13 with stderr in a file writes nothing to stderr"
else
    not_ok "count 13 without a terminal wrote to stderr:"; show "$tmp/err"
fi
# Seconds of work on a terminal: no line, and no note (the note is for
# counts of minutes, below).
python3 "$pty" "$tmp/out" "$tmp/err" 80 -- "$gen" count 14 --no-progress
if [ "$(cat "$tmp/out")" = 365596 ] && [ ! -s "$tmp/err" ]; then
    ok "count 14 --no-progress on a terminal draws nothing and gives no note"
else
    not_ok "count 14 --no-progress wrote to the terminal:"; show "$tmp/err"
fi
"$gen" count 12 --progress > "$tmp/out" 2> "$tmp/err"
if drawings "$tmp/err" | grep -q '^count 12: ' && erased "$tmp/err"; then
    ok "--progress draws into a file too, and erases"
else
    not_ok "count 12 --progress drew nothing into a file:"; show "$tmp/err"
fi
# However fast the work: count 4 is done long before any tick.
drawn=0
for run in 1 2 3 4 5; do
    "$gen" count 4 --progress > "$tmp/out" 2> "$tmp/err"
    if [ "$(cat "$tmp/out")" = 2 ] && erased "$tmp/err" &&
        drawings "$tmp/err" | grep -Eq '^count 4: ([0-9]+) of \1 parts, 2 solutions, 100%'; then
        drawn=$((drawn + 1))
    else
        cp "$tmp/err" "$tmp/missed"
    fi
done
if [ "$drawn" = 5 ]; then
    ok "count 4 --progress, done at once, still draws its last report (5 runs of 5)"
else
    not_ok "count 4 --progress drew its last report in $drawn runs of 5; a missed one:"
    show "$tmp/missed"
fi
if "$gen" count 8 --progress --no-progress > "$tmp/out" 2> "$tmp/err"; then
    not_ok "--progress --no-progress was accepted"
elif grep -q 'contradict' "$tmp/err"; then
    ok "--progress with --no-progress is a usage error: $(cat "$tmp/err")"
else
    not_ok "--progress --no-progress failed without saying why:"; show "$tmp/err"
fi

# --- solve --all: only when the boards go to a file --------------------
# The line waits half a second before it draws, so the work must outlast
# that on any machine: solve 13 --all on one thread takes seconds. Its
# 73,712 boards go to /dev/null, which is not a pipe either; the count is
# checked through the pipe below.
status=0
python3 "$pty" /dev/null "$tmp/err" 80 -- "$gen" solve 13 --all --model --threads 1 || status=$?
if [ "$status" -eq 10 ] &&
    drawings "$tmp/err" | grep -Eq '^solve 13: [0-9]+ of [0-9]+ parts' && erased "$tmp/err"; then
    ok "solve 13 --all into a file draws its line on the terminal and erases it"
else
    not_ok "solve 13 --all into a file: exit $status, stderr:"; show "$tmp/err"
fi
python3 "$pty" "$tmp/out" "$tmp/err" 80 -- sh -c "'$gen' solve 13 --all --model | wc -l"
if [ "$(tr -d ' ' < "$tmp/out")" -eq 73712 ] && [ ! -s "$tmp/err" ]; then
    ok "solve 13 --all into a pipe draws nothing (the pipe's reader may share the terminal)"
else
    not_ok "solve 13 --all into a pipe: stdout '$(cat "$tmp/out")', stderr:"; show "$tmp/err"
fi

# --- a long write with -o ---------------------------------------------
python3 "$pty" "$tmp/out" "$tmp/err" 80 -- "$gen" 1000 -o /dev/null
if drawings "$tmp/err" | grep -Eq '^writing /dev/null: [0-9.]+ [kMG]B of [23][0-9] GB \([0-9]+%\), [0-9.]+ [kMG]B/s' &&
    erased "$tmp/err"; then
    ok "nqueens-cnf 1000 -o /dev/null draws 'writing ...: X of 30 GB (P%), R/s' and erases it"
else
    not_ok "the write of N = 1000 drew no progress line:"; show "$tmp/err"
fi
python3 "$pty" "$tmp/out" "$tmp/err" 80 -- sh -c "'$gen' 1000 | head -c 1000000 | wc -c"
if [ "$(tr -d ' ' < "$tmp/out")" -eq 1000000 ] && [ ! -s "$tmp/err" ]; then
    ok "nqueens-cnf 1000 into a pipe draws nothing"
else
    not_ok "nqueens-cnf 1000 into a pipe: stdout '$(cat "$tmp/out")', stderr:"; show "$tmp/err"
fi
"$gen" 40 --progress -o "$tmp/q40.cnf" 2> "$tmp/err" || :
if drawings "$tmp/err" | grep -q "^writing $tmp/q40.cnf: " && erased "$tmp/err" &&
    "$gen" 40 | cmp -s - "$tmp/q40.cnf"; then
    ok "--progress with -o draws into a file, and the CNF is byte for byte the plain one"
else
    not_ok "nqueens-cnf 40 --progress -o: stderr:"; show "$tmp/err"
fi

# --- the note before a long count ---------------------------------------
# N = 16 takes minutes: the note comes first, after a fraction of a
# second of sampling; the count is stopped once the note's line is whole
# (or after five minutes, which only a hang reaches).
"$gen" count 16 --no-progress > "$tmp/out" 2> "$tmp/err" &
counting=$!
tenths=0
while [ "$tenths" -lt 3000 ] && [ "$(wc -l < "$tmp/err")" -lt 1 ]; do
    sleep 0.1; tenths=$((tenths + 1))
done
kill "$counting" 2> /dev/null || :
wait "$counting" 2> /dev/null || :
if grep -Eq '^nqueens-cnf: note: counting N = 16 takes about .*OEIS A000170 gives 14772512' "$tmp/err"; then
    ok "count 16 says first how long it takes and what OEIS knows: $(head -c 160 "$tmp/err")"
else
    not_ok "count 16 gave no note before counting:"; show "$tmp/err"
fi
finish
