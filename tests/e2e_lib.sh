# e2e_lib.sh - what every end-to-end script shares; sourced, not run.
#
# Each e2e_*.sh takes the path of the nqueens-cnf binary as its first
# argument, works in a temporary directory that is removed however it
# ends, prints one "ok ..." or "not ok ..." line per check, and closes with
# the line "N passed, M failed" that ctest logs and CI reads. Keeping that
# machinery here keeps the scripts about what they check.
#
# Usage (first lines of a script):  . "$(dirname "$0")/e2e_lib.sh" "$@"

if [ $# -lt 1 ]; then
    echo "usage: $0 PATH-TO-nqueens-cnf ..." >&2
    exit 2
fi
gen=$1
if [ ! -x "$gen" ]; then
    echo "FAIL: $gen is not an executable file" >&2
    exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

passed=0
failed=0

# quick: 1 in the sanitizer suite's inner run (NQCNF_TEST_QUICK=1, as for
# the unit tests under valgrind), where the command runs several times
# slower and the plain suite has already run every case: a script with
# long loops runs each kind of case there on fewer or smaller boards.
quick=${NQCNF_TEST_QUICK:-0}

ok() {
    passed=$((passed + 1))
    echo "ok $*"
}

not_ok() {
    failed=$((failed + 1))
    echo "not ok $*"
}

# Show a file's first lines, indented, after a failure.
show() {
    if [ -s "$1" ]; then
        sed -n '1,10s/^/    /p' "$1"
    fi
}

# verify_model N FILE: FILE holds DIMACS literals (any layout, "v" prefixes
# already removed). Prints nothing and succeeds if the positive literals
# <= N*N place N non-attacking queens; otherwise prints why and fails.
# verify_models N FILE: the same for each line of FILE, one model a line,
# printing "line K: why" for each bad one (one awk for a whole listing: a
# process per board was a large part of the listing tests' time).
verify_model() {
    verify_with "$1" "$2" 0
}
verify_models() {
    verify_with "$1" "$2" 1
}
verify_with() {
    awk -v n="$1" -v each="$3" '
        function reset() {
            bad = ""; queens = 0
            split("", row); split("", col); split("", diag); split("", anti)
        }
        function judge(where) {
            if (bad == "" && queens != n)
                bad = queens " queens, expected " n
            if (bad != "") { print where bad; failed = 1 }
        }
        BEGIN { reset(); failed = 0 }
        {
            for (i = 1; i <= NF; i++) {
                if ($i !~ /^-?[0-9]+$/) continue
                v = $i + 0
                if (v <= 0 || v > n * n) continue
                r = int((v - 1) / n); c = (v - 1) % n
                queens++
                if (bad != "") continue
                if (r in row) bad = "two queens in row " r
                else if (c in col) bad = "two queens in column " c
                else if ((r - c) in diag) bad = "two queens on diagonal r-c=" (r - c)
                else if ((r + c) in anti) bad = "two queens on anti-diagonal r+c=" (r + c)
                row[r]; col[c]; diag[r - c]; anti[r + c]
            }
            if (each) { judge("line " NR ": "); reset() }
        }
        END { if (!each) judge(""); exit failed }' "$2"
}

# options_by_heading HELP: "HEADING<tab>--option" per option line of a
# help, in order; a line "NO HEADING<tab>..." for an option before any
# heading. A heading is a line of its own ending in ':' after an empty
# line.
options_by_heading() {
    awk '
        /^[A-Z][A-Za-z ]*:$/ && previous == "" {
            heading = substr($0, 1, length($0) - 1)
        }
        /^  -/ {
            match($0, /--[a-z0-9-]+/)
            print (heading == "" ? "NO HEADING" : heading) "\t" \
                substr($0, RSTART, RLENGTH)
        }
        { previous = $0 }' "$1"
}

# queens_oracle count|list|oeis ...: the suite's Python oracle
# (tests/oracle.py, its usage there), the one truth of the scripts about
# solutions, counts and classes; a judge written in Python imports it
# with PYTHONPATH=$oracle_dir. oeis_a000170 N, oeis_a002562 N: its OEIS
# tables (N = 1..15), all solutions and one per class under the 8
# symmetries of the board.
oracle_dir=$(cd "$(dirname "$0")" && pwd)
queens_oracle() {
    python3 "$oracle_dir/oracle.py" "$@"
}
oeis_a000170() {
    queens_oracle oeis A000170 "$1"
}
oeis_a002562() {
    queens_oracle oeis A002562 "$1"
}

# need_tool COMMAND PACKAGE: succeeds if COMMAND is installed; otherwise
# counts a failure naming the Debian package. A missing judge is never a
# skip: without it the test proves nothing.
need_tool() {
    if command -v "$1" > /dev/null 2>&1; then
        return 0
    fi
    not_ok "$1: command not found; install the Debian package '$2' (apt-get install $2)"
    return 1
}

# limited SECONDS COMMAND...: runs COMMAND with about 400 MB of memory
# and SECONDS of CPU time at most (ulimit -t: a loaded machine slows the
# command, it does not use more CPU), so that a reader whose memory or
# work follows what a file claims fails instead of taking the machine.
# A command that waits without using CPU is stopped by a wall clock of
# ten times SECONDS, which only a hang reaches. A sanitizer build cannot
# start under ulimit -v: there the allocator is capped at half the
# memory a block (200 MB) and returns NULL beyond, which the reader must
# report as it reports running out of memory.
# limited_to KB SECONDS COMMAND...: the same with KB kilobytes.
limited_to() {
    _kb=$1
    _seconds=$2
    shift 2
    if grep -q __asan_init "$gen"; then
        _mb=$((_kb / 2000))
        (ulimit -t "$_seconds" &&
            ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=$_mb \
            exec timeout $((_seconds * 10)) "$@")
    else
        (ulimit -v "$_kb" && ulimit -t "$_seconds" &&
            exec timeout $((_seconds * 10)) "$@")
    fi
}
limited() {
    _limit_seconds=$1
    shift
    limited_to 400000 "$_limit_seconds" "$@"
}

# cpu_seconds FILE COMMAND...: runs COMMAND and writes the CPU seconds it
# and its children used (user + system) into FILE; returns its status.
# Time is bounded this way, never by the wall clock, which another job
# on the machine stretches.
cpu_seconds() {
    _cpu_file=$1
    shift
    (
        _cpu_status=0
        "$@" || _cpu_status=$?
        # times into a file, not a pipe: a forked shell counts no children
        times > "$_cpu_file.times"
        awk 'NR == 2 {
            split($1, u, /[ms]/); split($2, s, /[ms]/)
            printf "%.2f\n", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' \
            "$_cpu_file.times" > "$_cpu_file"
        exit "$_cpu_status"
    )
}

# need_compressors: need_tool for xz, gzip, bzip2 and zstd, each missing
# one counted; succeeds only if all four are there.
need_compressors() {
    _all=0
    need_tool xz xz-utils || _all=1
    need_tool gzip gzip || _all=1
    need_tool bzip2 bzip2 || _all=1
    need_tool zstd zstd || _all=1
    return $_all
}

# sat_answer FILE: SAT, UNSAT or none, from the "s" line a solver in the
# competition format prints.
sat_answer() {
    if grep -qx 's SATISFIABLE' "$1"; then
        echo SAT
    elif grep -qx 's UNSATISFIABLE' "$1"; then
        echo UNSAT
    else
        echo none
    fi
}

# The closing line, and the exit status: 0 only if nothing failed.
# z3_boards FILE SQUARES CAP: the boards z3 finds for the SMT-LIB FILE
# (its own check-sat, get-model and exit left out), one line each,
# "r,c r,c ...", sorted; each found board is blocked and z3 asked again,
# at most CAP+1 times, all in one z3 process (tests/z3_boards.py).
# SQUARES holds "name r c" for every square.
z3_boards() {
    python3 "$oracle_dir/z3_boards.py" "$1" "$2" "$3" | sort
}

# picosat_boards DIMACS N CAP: the same for a CNF's models, projected on
# the N*N board variables (auxiliary ones left free).
picosat_boards() {
    cp "$1" "$tmp/run.cnf"
    : > "$tmp/sat_boards"
    while :; do
        picosat "$tmp/run.cnf" > "$tmp/sat.out"
        [ "$(sat_answer "$tmp/sat.out")" = SAT ] || break
        awk -v n="$2" '/^v/ { for (i = 2; i <= NF; i++) if ($i > 0 && $i <= n * n) print int(($i - 1) / n) "," ($i - 1) % n }' "$tmp/sat.out" |
            sort | tr '\n' ' ' >> "$tmp/sat_boards"
        echo >> "$tmp/sat_boards"
        # block the board: some square changes
        clause=$(awk -v n="$2" '/^v/ { for (i = 2; i <= NF; i++) if ($i != 0 && ($i < 0 ? -$i : $i) <= n * n) printf "%d ", -$i }' "$tmp/sat.out")
        awk -v c="$clause" 'NR == 1 { $4 = $4 + 1 } { print } END { print c "0" }' "$tmp/run.cnf" > "$tmp/next.cnf"
        mv "$tmp/next.cnf" "$tmp/run.cnf"
        [ "$(wc -l < "$tmp/sat_boards")" -le "$3" ] || break
    done
    sort "$tmp/sat_boards"
}

finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

# Run rather than sourced (ctest runs every e2e_*.sh): the helpers above
# are the scripts' judges, so they are checked on answers made by hand.
case $0 in
*e2e_lib.sh)
    # The lesson's 4-queens model, then boards that are no solution.
    echo "-1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0" > "$tmp/good"
    if verify_model 4 "$tmp/good" > "$tmp/why"; then
        ok "verify_model accepts the lesson's 4-queens model"
    else
        not_ok "verify_model rejects the lesson's model: $(cat "$tmp/why")"
    fi
    for bad in "1 2 11 16:row" "1 7 9 16:column" "2 7 9 15:diagonal" \
               "2 8 9:3 queens" "4 7 9 14:anti-diagonal"; do
        echo "${bad%%:*} 0" > "$tmp/bad"
        if why=$(verify_model 4 "$tmp/bad"); then
            not_ok "verify_model accepts ${bad%%:*}"
        elif echo "$why" | grep -q "${bad##*:}"; then
            ok "verify_model rejects ${bad%%:*}: $why"
        else
            not_ok "verify_model rejects ${bad%%:*} for the wrong reason: $why"
        fi
    done
    printf '2 8 9 15 0\n1 2 11 16 0\n3 5 12 14 0\n' > "$tmp/listing"
    why=$(verify_models 4 "$tmp/listing") && why="nothing"
    if [ "$why" = "line 2: two queens in row 0" ]; then
        ok "verify_models names the one bad board of three: $why"
    else
        not_ok "verify_models on boards good, bad, good: $why"
    fi
    printf 'c comment\ns SATISFIABLE\nv 1 0\n' > "$tmp/sat"
    printf 's UNSATISFIABLE\n' > "$tmp/unsat"
    printf 's UNKNOWN\n' > "$tmp/unknown"
    if [ "$(sat_answer "$tmp/sat")/$(sat_answer "$tmp/unsat")/$(sat_answer "$tmp/unknown")" = SAT/UNSAT/none ]; then
        ok "sat_answer reads the competition format's s line"
    else
        not_ok "sat_answer misreads the s line"
    fi
    if [ "$(oeis_a000170 1) $(oeis_a000170 8) $(oeis_a000170 12)" = "1 92 14200" ] &&
       [ "$(oeis_a002562 4) $(oeis_a002562 8) $(oeis_a002562 12)" = "1 12 1787" ]; then
        ok "the OEIS tables give A000170(8) = 92 and A002562(8) = 12"
    else
        not_ok "the OEIS tables are off"
    fi
    finish
    exit
    ;;
esac
