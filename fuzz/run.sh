#!/bin/sh
# fuzz/run.sh [SECONDS | measure] - build the libFuzzer targets with clang, replay
# every seed of each target's corpus under a CPU-time bound, then fuzz
# each target for SECONDS (default 60) on a copy of its corpus. Any
# crash, leak, sanitizer report, seed over its bound or hang fails the
# target; inputs that fail are kept in build-fuzz/artifacts/<target>/. A
# target's dictionary, fuzz/<target>.dict, is used when there is one.
# Ends with "N passed, M failed" and exits non-zero if any target failed.
#
# Limits only a real fault can reach, on a machine however busy:
#   - each seed is replayed alone under `ulimit -t` (CPU time, which
#     another job cannot use up): SEED_CPU seconds (default 5: most
#     seeds take under 0.1 s under the sanitizers), or its own bound in
#     fuzz/cpu_bounds, where the slow ones, and any slow input a fuzzing
#     run found, are kept with the CPU time they may take;
#   - while fuzzing, libFuzzer's -timeout (wall time: it has no CPU limit
#     per input, and a CPU rlimit would kill it without saving the input)
#     is FUZZ_TIMEOUT seconds (default 300), and memory is capped by
#     -rss_limit_mb and -malloc_limit_mb (2048 MB).
# Exploring for slow inputs is another run, outside the test suite:
# FUZZ_TIMEOUT=10 fuzz/run.sh 3600 (the fuzz_explore target of the build)
# keeps every input over 10 s as a timeout-* artifact, to be added as a
# seed with its bound (tests/README.md says how). `fuzz/run.sh measure`
# replays the seeds and prints the CPU seconds of each, slowest first,
# instead of fuzzing.
#
# Environment: BUILD_DIR (default build-fuzz), CC (default clang),
# TARGETS (default: all five), JOBS (build parallelism), SEED_CPU,
# FUZZ_TIMEOUT.
set -u
seconds=${1:-60}
measure=0
if [ "$seconds" = measure ]; then measure=1; seconds=0; fi
seed_cpu=${SEED_CPU:-5}
fuzz_timeout=${FUZZ_TIMEOUT:-300}
memory_mb=2048
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
build=${BUILD_DIR:-$root/build-fuzz}
targets=${TARGETS:-"fuzz_decoder fuzz_cnf_reader fuzz_smt2_reader fuzz_command_line fuzz_square_option"}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 4)}
: "${CC:=clang}"
export CC

source_dir=$root
if ! grep -q 'add_subdirectory(fuzz)' "$root/CMakeLists.txt"; then
    # The top level does not know fuzz/ yet: build through a small wrapper
    # project that finds the same packages and adds fuzz/ alone.
    source_dir=$build/wrapper
    mkdir -p "$source_dir"
    cat > "$source_dir/CMakeLists.txt" <<WRAP
cmake_minimum_required(VERSION 3.16)
project(nqueens-cnf VERSION 0.1.0 LANGUAGES C)
list(APPEND CMAKE_MODULE_PATH "$root/cmake")
find_package(PicoSAT REQUIRED)
find_package(Threads REQUIRED)
set(NQCNF_FUZZ ON)
add_subdirectory("$here" fuzz)
WRAP
fi

mkdir -p "$build"
cmake -S "$source_dir" -B "$build" -DNQCNF_FUZZ=ON -DNQCNF_BUILD_TESTS=OFF \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build/configure.log" 2>&1 || {
    cat "$build/configure.log"; echo "configure failed"; exit 2; }
# shellcheck disable=SC2086
cmake --build "$build" -j "$jobs" --target $targets || {
    echo "build failed"; exit 2; }

# halt_on_error: every UBSan report stops the run, except the known ones
# in ubsan.supp (pointer-overflow is built recoverable for them).
if [ "${NQCNF_FUZZ_NO_SUPPRESS:-0}" = 1 ]; then
    UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
else
    UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:suppressions=$here/ubsan.supp"
fi
export UBSAN_OPTIONS

passed=0
failed=0
failed_names=
work=$(mktemp -d "${TMPDIR:-/tmp}/nqcnf-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

# bound TARGET SEED: the CPU seconds SEED may take, from fuzz/cpu_bounds
# ("TARGET SEED SECONDS" lines) or the default.
bound() {
    awk -v t="$1" -v s="$2" -v d="$seed_cpu" '
        $1 == t && $2 == s { b = $3 } END { print (b != "" ? b : d) }' \
        "$here/cpu_bounds"
}

# replay TARGET EXE: every seed alone, each under its CPU bound; the
# failures are listed and counted in $replay_failures.
replay() {
    replay_failures=0
    [ -d "$here/corpus/$1" ] || return 0
    for seed in "$here/corpus/$1"/*; do
        [ -f "$seed" ] || continue
        name=$(basename "$seed")
        limit=$(bound "$1" "$name")
        status=0
        (
            (cd "$work" && ulimit -t "$limit" &&
                exec "$2" -runs=1 -rss_limit_mb=$memory_mb \
                    -malloc_limit_mb=$memory_mb -timeout="$fuzz_timeout" \
                    "$seed") || exit
            # the CPU time of the replay (into a file: a shell in a pipe
            # would count no children)
            times > "$work/times"
            [ "$measure" = 0 ] || awk -v t="$1" -v s="$name" 'NR == 2 {
                split($1, u, /[ms]/); split($2, k, /[ms]/)
                printf "%.2f %s %s\n", u[1] * 60 + u[2] + k[1] * 60 + k[2], t, s
                }' "$work/times" >> "$work/measured"
        ) > "$build/$1.replay.log" 2>&1 || status=$?
        if [ "$status" -ne 0 ]; then
            if [ "$status" -eq 152 ] || [ "$status" -eq 137 ]; then
                echo "$1: seed $name used more than its ${limit} s of CPU"
            else
                echo "$1: seed $name failed (exit $status):"
                grep -E 'ERROR: |SUMMARY: |runtime error' "$build/$1.replay.log" | head -n 4
            fi
            cp "$seed" "$build/artifacts/$1/seed-$name"
            replay_failures=$((replay_failures + 1))
        fi
    done
}

for target in $targets; do
    exe=$(find "$build" -type f -name "$target" -perm -u+x | head -n 1)
    if [ -z "$exe" ]; then
        echo "$target: FAILED (not built)"
        failed=$((failed + 1)); failed_names="$failed_names $target"
        continue
    fi
    artifacts=$build/artifacts/$target
    mkdir -p "$artifacts"
    replay "$target" "$exe"
    if [ "$replay_failures" -gt 0 ]; then
        echo "$target: FAILED, $replay_failures seed(s) in $artifacts/"
        failed=$((failed + 1)); failed_names="$failed_names $target"
        continue
    fi
    [ "$measure" = 0 ] || { passed=$((passed + 1)); continue; }
    corpus=$work/$target
    mkdir -p "$corpus"
    [ -d "$here/corpus/$target" ] && cp "$here/corpus/$target/"* "$corpus/" 2>/dev/null
    log=$build/$target.log
    echo "== $target: seeds replayed, fuzzing ${seconds}s"
    # Run from the work dir: a fuzzed command line names files relative to
    # it, never inside the source tree.
    dict=
    [ -f "$here/$target.dict" ] && dict=-dict=$here/$target.dict
    # shellcheck disable=SC2086
    if (cd "$work" && "$exe" "$corpus" $dict -max_total_time="$seconds" \
            -timeout="$fuzz_timeout" -rss_limit_mb=$memory_mb \
            -malloc_limit_mb=$memory_mb -max_len=4096 \
            -artifact_prefix="$artifacts/" -print_final_stats=1 \
            >"$log" 2>&1); then
        echo "$target: passed ($(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') runs)"
        passed=$((passed + 1))
    else
        echo "$target: FAILED, see $log and $artifacts/"
        grep -E 'ERROR: |SUMMARY: |Test unit written|runtime error' "$log" | head -n 8
        failed=$((failed + 1)); failed_names="$failed_names $target"
    fi
done
[ "$measure" = 0 ] || sort -rn "$work/measured"
echo "$passed passed, $failed failed${failed_names:+ ($failed_names )}"
[ "$failed" -eq 0 ]
