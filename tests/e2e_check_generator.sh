#!/bin/sh
# `nqueens-cnf check --generator 'CMD {n}' --range A..B` against programs
# that behave as students' programs do (tests/data/check/generators): one
# right, one wrong from N = 7, and one each that hangs (with a background
# child holding its output), floods, crashes, fails and prints garbage.
# What is judged is what the runner promises: a verdict for every N, the
# worst exit status, a hang stopped at --timeout (the whole call timed),
# a flood stopped at --max-output, no process left behind (pgrep for a
# marker that only the started program's sleeps carry; the probe is first
# shown to find a running one), and nothing written to the working
# directory or to TMPDIR. Every JSON line is parsed by Python's json and
# validated against docs/check-report.schema.json; a board shown for a
# missing clause is judged by verify_model of e2e_lib.sh (written from the
# rules of the puzzle): it must not be a solution, and for the clause that
# wrong_from_7.sh forgets it must break exactly that clause. Usage errors
# exit 2 before any program runs.
#
# Usage: sh tests/e2e_check_generator.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_generator.sh NQUEENS-CNF DATA-DIR}
programs=$(cd "$data/check/generators" && pwd)
schema=$(cd "$(dirname "$0")/../docs" && pwd)/check-report.schema.json
python=/usr/bin/python3

if ! "$python" -c 'import jsonschema' 2> "$tmp/why"; then
    not_ok "$python with jsonschema: $(tail -1 "$tmp/why"); install the Debian packages 'python3' and 'python3-jsonschema'"
    finish
    exit
fi
need_tool pgrep procps && need_tool timeout coreutils || { finish; exit; }

# The programs' folder quoted for sh, as it goes into the commands.
dir="'$(printf '%s' "$programs" | sed "s/'/'\\\\''/g")'"

# One line per JSON object (run TAB n TAB verdict TAB exit_status TAB
# malformed TAB command TAB summary and error), one per difference (diff
# TAB n TAB kind TAB verdict TAB sorted clause TAB board rows joined by
# "/"), one per program's summary record (record TAB checked TAB
# accepted TAB first rejected TAB exit status), held to the run lines
# above it; a line that is no JSON or breaks the schema stops it.
cat > "$tmp/lines.py" <<'PYTHON'
import json, sys
import jsonschema

with open(sys.argv[1], encoding="utf-8") as f:
    validator = jsonschema.Draft202012Validator(json.load(f))
seen = []
for number, raw in enumerate(sys.stdin, 1):
    try:
        line = json.loads(raw)
    except ValueError as e:
        sys.exit("line %d is not JSON: %s: %r" % (number, e, raw[:200]))
    errors = [e.message for e in validator.iter_errors(line)]
    if errors:
        sys.exit("line %d breaks the schema: %s" % (number, errors[0]))
    if line.get("record") == "program-summary":
        # what the program's run lines above it add up to
        runs = [r for r in seen if r["command"] is not None]
        accepted = sum(r["exit_status"] == 0 for r in runs)
        worst = 1 if any(r["exit_status"] == 1 for r in runs) else \
            3 if any(r["exit_status"] == 3 for r in runs) else 0
        if (line["checked"], line["accepted"], line["exit_status"]) != \
                (len(runs), accepted, worst):
            sys.exit("line %d: a summary of %d checks, %d accepted, exit "
                     "status %d; its lines say %d, %d, %d"
                     % (number, line["checked"], line["accepted"],
                        line["exit_status"], len(runs), accepted, worst))
        print("record", line["checked"], line["accepted"],
              line["first_rejected"] or "-", line["exit_status"], sep="\t")
        seen = []
        continue
    if "record" in line:
        print("record", line["record"], sep="\t")
        continue
    seen.append(line)
    text = (line["summary"] + " | " + (line["error"] or "")).replace("\t", " ")
    print("run", line["n"], line["verdict"], line["exit_status"],
          str(line["malformed"]).lower(), line["command"], text, sep="\t")
    for d in line["differences"]:
        print("diff", line["n"], d["kind"], d["verdict"],
              " ".join(str(x) for x in sorted(d["clause"] or [])),
              "/".join(d["board"]) if d["board"] else "-", sep="\t")
PYTHON

# Runs happen in a directory of their own, which must stay empty.
gen=$(cd "$(dirname "$gen")" && pwd)/$(basename "$gen")
work=$tmp/work
mkdir "$work" "$tmp/tmpdir"
cd "$work"

# run ARGS...: `check ARGS` in $work; sets rc and ms (wall-clock time,
# held only against programs that sleep for 1000 s).
# A check that does not stop its program is itself stopped after 60 s
# (exit status 124), so that the test fails rather than hangs.
run() {
    start=$(date +%s%N)
    rc=0
    TMPDIR=$tmp/tmpdir timeout -k 5 60 "$gen" check --time-limit 0 "$@" > "$tmp/out" 2> "$tmp/err" || rc=$?
    ms=$((($(date +%s%N) - start) / 1000000))
}

# run_json NAME ARGS...: run with --json, the lines judged into $tmp/tsv.
run_json() {
    name=$1
    shift
    run "$@" --json
    if ! "$python" "$tmp/lines.py" "$schema" < "$tmp/out" > "$tmp/tsv" 2> "$tmp/why"; then
        not_ok "$name: $(tail -1 "$tmp/why") (exit status $rc, stderr: $(head -1 "$tmp/err"))"
        return 1
    fi
}

# field COLUMN: that column of every run line, space-separated, as N:value.
field() {
    awk -F '\t' -v c="$1" '$1 == "run" { printf "%s%s:%s", s, $2, $c; s = " " }' "$tmp/tsv"
}

# expect NAME STATUS VERDICTS EXIT-STATUSES: judges the last run_json.
expect() {
    if [ "$rc" -ne "$2" ]; then
        not_ok "$1: exit status $rc, expected $2; stderr: $(head -1 "$tmp/err")"
    elif [ "$(field 3)" != "$3" ]; then
        not_ok "$1: verdicts '$(field 3)', expected '$3'"
    elif [ "$(field 4)" != "$4" ]; then
        not_ok "$1: exit statuses '$(field 4)', expected '$4'"
    else
        ok "$1"
        return 0
    fi
    return 1
}

# message_has NAME ERE: every run line's summary and error match ERE.
message_has() {
    if awk -F '\t' '$1 == "run"' "$tmp/tsv" | cut -f 7 | grep -qviE -- "$2"; then
        not_ok "$1: $(cut -f 7 "$tmp/tsv" | head -1)"
    else
        ok "$1"
    fi
}

# board_literals BOARD: "Q..//.Q.." as the DIMACS literals of its queens.
board_literals() {
    printf '%s\n' "$1" | tr '/' '\n' | awk '
        { for (c = 1; c <= length($0); c++) if (substr($0, c, 1) == "Q") q[++k] = (NR - 1) * length($0) + c }
        END { for (i = 1; i <= k; i++) printf "%d ", q[i]; print "0" }'
}

# The sequence A A+1 .. B joined by spaces, each as N:WORD.
each() {
    awk -v a="$1" -v b="$2" -v w="$3" 'BEGIN { for (n = a; n <= b; n++) printf "%s%d:%s", (n > a ? " " : ""), n, w }'
}

# ---- the right program: same clauses at every N, in both output modes ----
correct="sh $dir/correct.sh {n}"
if run_json "correct.sh 4..12" --generator "$correct" --range 4..12; then
    if expect "correct.sh 4..12: same-clauses at every N, exit status 0" 0 \
        "$(each 4 12 same-clauses)" "$(each 4 12 0)"; then
        # run as root, check says once that the programs are root too
        sed -i '/note: check runs as root/d' "$tmp/err"
        [ "$(wc -l < "$tmp/out")" -eq 10 ] && [ ! -s "$tmp/err" ] &&
            [ "$(field 6)" = "$(awk 'BEGIN { for (n = 4; n <= 12; n++) printf "%s%d:sh %s/correct.sh %d", (n > 4 ? " " : ""), n, ARGV[1], n }' "$dir")" ] &&
            ! grep -q '^diff' "$tmp/tsv" &&
            [ "$(grep '^record' "$tmp/tsv")" = "$(printf 'record\t9\t9\t-\t0')" ] &&
            ok "correct.sh 4..12: 9 lines, each command with its N, no difference, stderr empty, then its summary record (9 checked, 9 accepted)" ||
            not_ok "correct.sh 4..12: $(wc -l < "$tmp/out") lines, commands '$(field 6)', stderr '$(head -1 "$tmp/err")'"
    fi
fi
run --generator "$correct" --range 4..12
lines_per_n=$(awk '{ if (match($0, /^N=[0-9]+:/)) print substr($0, 3, RLENGTH - 3) }' "$tmp/out" | tr '\n' ' ')
if [ "$rc" -eq 0 ] && [ "$lines_per_n" = "4 5 6 7 8 9 10 11 12 " ]; then
    ok "correct.sh 4..12 as text: one line 'N=<n>:' per N, in order"
else
    not_ok "correct.sh 4..12 as text: exit status $rc, N= lines for '$lines_per_n'"
    show "$tmp/out"
fi

# ---- wrong from N = 7: the forgotten clause and a board it allows ----
if run_json "wrong_from_7.sh 4..9" --generator "sh $dir/wrong_from_7.sh {n}" --range 4..9; then
    expect "wrong_from_7.sh 4..9: right up to 6, not equivalent from 7, exit status 1" 1 \
        "$(each 4 6 same-clauses) $(each 7 9 not-equivalent)" "$(each 4 6 0) $(each 7 9 1)"
fi
if [ "$(field 3)" = "$(each 4 6 same-clauses) $(each 7 9 not-equivalent)" ]; then
    for n in 4 5 6 7 8 9; do
        awk -F '\t' -v n="$n" '$1 == "diff" && $2 == n { print $3 "\t" $4 "\t" $5 }' "$tmp/tsv" > "$tmp/d$n"
    done
    if [ ! -s "$tmp/d4" ] && [ ! -s "$tmp/d5" ] && [ ! -s "$tmp/d6" ]; then
        ok "wrong_from_7.sh: no difference at N = 4..6"
    else
        not_ok "wrong_from_7.sh: differences below 7: $(cat "$tmp/d4" "$tmp/d5" "$tmp/d6" | head -1)"
    fi
    for n in 7 8 9; do
        printf 'missing\tnot-implied\t-%d -%d\n' $((2 * n + 6)) $((n + 7)) > "$tmp/want"
        if cmp -s "$tmp/d$n" "$tmp/want"; then
            ok "wrong_from_7.sh $n: the one difference is the missing -$((n + 7)) -$((2 * n + 6)), not implied"
        else
            not_ok "wrong_from_7.sh $n: differences '$(tr '\t\n' ' ;' < "$tmp/d$n")', expected '$(tr '\t' ' ' < "$tmp/want")'"
        fi
    done
    # Every board shown for a missing clause, or for boards allowed, must be
    # no solution; the one of the forgotten clause breaks only it.
    awk -F '\t' '$1 == "diff" && ($3 == "missing" || $3 == "allows") && $6 != "-" { print $2 "\t" $6 }' "$tmp/tsv" > "$tmp/boards"
    shown=0
    while IFS="$(printf '\t')" read -r n board; do
        shown=$((shown + 1))
        board_literals "$board" > "$tmp/model"
        rows=$(printf '%s\n' "$board" | tr '/' '\n' | awk -v n="$n" 'length($0) == n && /^[Q.]+$/' | wc -l)
        q1=$(printf '%s\n' "$board" | cut -d / -f 2 | cut -c 7)
        q2=$(printf '%s\n' "$board" | cut -d / -f 3 | cut -c 6)
        if [ "$rows" -ne "$n" ] || [ "$(printf '%s\n' "$board" | tr '/' '\n' | wc -l)" -ne "$n" ]; then
            not_ok "wrong_from_7.sh $n: the board '$board' is not ${n}x$n"
        elif why=$(verify_model "$n" "$tmp/model"); then
            not_ok "wrong_from_7.sh $n: the board shown for the missing clause is a solution: $board"
        elif [ "$why" = "two queens on anti-diagonal r+c=7" ] && [ "$q1$q2" = QQ ]; then
            ok "wrong_from_7.sh $n: its board has queens on (1,6) and (2,5) and is otherwise right ($why)"
        else
            not_ok "wrong_from_7.sh $n: the board '$board' breaks something else: $why"
        fi
    done < "$tmp/boards"
    [ "$shown" -eq 3 ] || not_ok "wrong_from_7.sh: $shown boards shown, expected one each for N = 7..9"
fi

# ---- a hang, with a child holding the pipe: stopped, and nothing left ----
marker=$$$(date +%N)
# leftovers MARKER: succeeds (pids in $tmp/pids) if a process whose
# arguments carry MARKER as a word or as "0.MARKER" (hangs.sh itself, its
# child, the sleeps) is still there a second later.
leftovers() {
    tries=0
    while pgrep -f "[ .]$1( |\$)" > "$tmp/pids"; do
        tries=$((tries + 1))
        [ "$tries" -lt 10 ] || return 0
        sleep 0.1
    done
    return 1
}
probe=${marker}9
sh "$programs/hangs.sh" 4 "$probe" > /dev/null &
probe_pid=$!
sleep 0.3
if leftovers "$probe"; then
    ok "the probe finds hangs.sh's sleeps while it runs ($(wc -l < "$tmp/pids") processes)"
else
    not_ok "the probe does not find hangs.sh running: the leftover checks below prove nothing"
fi
kill -KILL "$probe_pid" 2> /dev/null || :
while leftovers "$probe"; do
    xargs kill -KILL < "$tmp/pids" 2> /dev/null || :
done
if run_json "hangs.sh --timeout 1 4..5" --generator "sh $dir/hangs.sh {n} $marker" \
    --range 4..5 --timeout 1; then
    if expect "hangs.sh --timeout 1 4..5: timed-out twice, exit status 1" 1 \
        "$(each 4 5 timed-out)" "$(each 4 5 1)"; then
        message_has "hangs.sh: the message says it timed out" 'time'
        # its sleeps last 1000 s: a run that ended within 300 s did not
        # wait for them, however busy the machine was
        [ "$ms" -lt 300000 ] && ok "hangs.sh: two runs of 1 s took $ms ms (< 300 s, not the 1000 s sleeps)" ||
            not_ok "hangs.sh: two runs of 1 s took $ms ms"
    fi
fi
if leftovers "$marker"; then
    not_ok "hangs.sh: processes left behind: $(xargs ps -o args= -p < "$tmp/pids" | head -3 | tr '\n' ';')"
    xargs kill -KILL < "$tmp/pids" 2> /dev/null || :
else
    ok "hangs.sh: nothing of it left running"
fi

# ---- a flood, a crash, a failure, garbage ----
if run_json "floods.sh" --generator "sh $dir/floods.sh {n}" --range 4 --max-output 1M; then
    # output-too-large, not timed-out: the cap stopped it, not the timeout
    expect "floods.sh --max-output 1M: output-too-large, exit status 1" 1 \
        4:output-too-large 4:1
fi
if run_json "crashes.sh" --generator "sh $dir/crashes.sh {n}" --range 4; then
    expect "crashes.sh: crashed, exit status 1" 1 4:crashed 4:1 &&
        message_has "crashes.sh: the message names the signal" 'SIGSEGV|signal 11|segmentation'
fi
run --generator "sh $dir/crashes.sh {n}" --range 4
if [ "$rc" -eq 1 ] && grep -E '^N=4:' "$tmp/out" | grep -qiE 'SIGSEGV|signal 11|segmentation'; then
    ok "crashes.sh as text: the line of N=4 names the signal"
else
    not_ok "crashes.sh as text: exit status $rc: $(head -1 "$tmp/out")"
fi
if run_json "fails.sh" --generator "sh $dir/fails.sh {n}" --range 4; then
    expect "fails.sh: failed, exit status 1" 1 4:failed 4:1 &&
        message_has "fails.sh: the message gives the program's exit status 3" 'exit[^0-9]*3([^0-9]|$)'
fi
if run_json "garbage.sh" --generator "sh $dir/garbage.sh {n}" --range 4; then
    # prose, no header and no literal: not a CNF at all (docs/students.md)
    expect "garbage.sh: not-a-cnf, exit status 1" 1 4:not-a-cnf 4:1
fi

# ---- outcomes mixed in one range: a verdict per N, the worst status ----
mixed="if [ {n} = 5 ]; then exec sh $dir/hangs.sh {n} $marker; else exec sh $dir/correct.sh {n}; fi"
if run_json "mixed 4..6" --generator "$mixed" --range 4..6 --timeout 0.5; then
    expect "hang at 5 of 4..6 (--timeout 0.5): same, timed-out, same; exit status 1" 1 \
        "4:same-clauses 5:timed-out 6:same-clauses" "4:0 5:1 6:0" &&
        { [ "$ms" -lt 300000 ] && ok "mixed 4..6: stopped at 5 and went on, $ms ms (not the 1000 s sleep)" ||
            not_ok "mixed 4..6: took $ms ms"; }
fi
mixed="if [ {n} = 6 ]; then exec sh $dir/crashes.sh {n}; else exec sh $dir/wrong_from_7.sh {n}; fi"
if run_json "mixed 5..7" --generator "$mixed" --range 5..7; then
    expect "crash at 6 of 5..7: same, crashed, not-equivalent; exit status 1" 1 \
        "5:same-clauses 6:crashed 7:not-equivalent" "5:0 6:1 7:1" || :
fi
if leftovers "$marker"; then
    not_ok "mixed: processes left behind"
    xargs kill -KILL < "$tmp/pids" 2> /dev/null || :
else
    ok "mixed: nothing left running"
fi

# ---- usage errors: exit 2, a message, no JSON, no program run ----
touching="touch ran-{n}; sh $dir/correct.sh {n}"
printf 'p cnf 1 1\n1 0\n' > "$tmp/one.cnf"
while IFS='|' read -r what pattern options; do
    [ -n "$what" ] || continue
    eval "set -- $options"
    run "$@" --json
    if [ "$rc" -eq 2 ] && [ ! -s "$tmp/out" ] && grep -q "^nqueens-cnf: error:" "$tmp/err" &&
        grep -qiE -- "$pattern" "$tmp/err"; then
        ok "usage error, $what: $(head -1 "$tmp/err")"
    else
        not_ok "usage error, $what: exit status $rc, stderr '$(head -1 "$tmp/err")', stdout $(wc -c < "$tmp/out") bytes"
    fi
done <<'TABLE'
--range 9..4|9\.\.4|--generator "$touching" --range 9..4
--range x|'x'|--generator "$touching" --range x
--range 0..3|0|--generator "$touching" --range 0..3
--timeout -1|-1|--generator "$touching" --range 4 --timeout -1
--max-output 12Q|12Q|--generator "$touching" --range 4 --max-output 12Q
a generator without {n}|\{n\}|--generator "sh $dir/correct.sh 4" --range 4
--generator without --range|--range|--generator "$touching"
--generator with N and FILE|--generator|4 "$tmp/one.cnf" --generator "$touching" --range 4
TABLE

# ---- nothing left behind: no file in the working directory or TMPDIR ----
left=$(ls -A "$work" "$tmp/tmpdir" | grep -v ':$' | grep -v '^$' | tr '\n' ' ')
if [ -z "$left" ]; then
    ok "nothing written to the working directory or to TMPDIR"
else
    not_ok "left behind in the working directory or TMPDIR: $left"
fi
cd /
finish
