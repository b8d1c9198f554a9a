#!/bin/sh
# fuzz/run.sh [SECONDS] - build the libFuzzer targets with clang and run
# each for SECONDS (default 60) on a copy of its seed corpus. Any crash,
# leak, sanitizer report or timeout fails the target; crashing inputs are
# kept in build-fuzz/artifacts/<target>/. A target's dictionary,
# fuzz/<target>.dict, is used when there is one. Ends with "N passed, M failed"
# and exits non-zero if any target failed.
#
# Environment: BUILD_DIR (default build-fuzz), CC (default clang),
# TARGETS (default: all five), JOBS (build parallelism).
set -u
seconds=${1:-60}
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
for target in $targets; do
    exe=$(find "$build" -type f -name "$target" -perm -u+x | head -n 1)
    if [ -z "$exe" ]; then
        echo "$target: FAILED (not built)"
        failed=$((failed + 1)); failed_names="$failed_names $target"
        continue
    fi
    corpus=$work/$target
    mkdir -p "$corpus"
    [ -d "$here/corpus/$target" ] && cp "$here/corpus/$target/"* "$corpus/" 2>/dev/null
    artifacts=$build/artifacts/$target
    mkdir -p "$artifacts"
    log=$build/$target.log
    echo "== $target: ${seconds}s"
    # Run from the work dir: a fuzzed command line names files relative to
    # it, never inside the source tree.
    dict=
    [ -f "$here/$target.dict" ] && dict=-dict=$here/$target.dict
    # shellcheck disable=SC2086
    if (cd "$work" && "$exe" "$corpus" $dict -max_total_time="$seconds" \
            -timeout=5 -rss_limit_mb=2048 -max_len=4096 \
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
echo "$passed passed, $failed failed${failed_names:+ ($failed_names )}"
[ "$failed" -eq 0 ]
