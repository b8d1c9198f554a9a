#!/bin/sh
# The whole test suite once more, built with AddressSanitizer and
# UndefinedBehaviorSanitizer and with warnings as errors, so that every CI
# run (which runs the README's test command) also proves the code free of
# memory errors, undefined behaviour and warnings. The valgrind, fuzz and
# install tests are left out of the inner run: they are the outer suite's.
# So is test_estimate_time: it holds an estimate's time to a real count's,
# and the sanitizers slow the calibration's many small runs more than one
# long count (3.2x apart once); test_estimate runs the same code here.
# The page's tests (web_*) build with emscripten, where these sanitizers
# do not apply. The inner run uses both cores: the outer suite runs this
# test alone (RUN_SERIAL), whatever its own parallelism.
#
# Usage: sh tests/sanitizer_suite.sh SOURCE_DIR BUILD_DIR
set -eu
source_dir=${1:?usage: sanitizer_suite.sh SOURCE_DIR BUILD_DIR}
build_dir=${2:?usage: sanitizer_suite.sh SOURCE_DIR BUILD_DIR}
cmake -S "$source_dir" -B "$build_dir" -DCMAKE_BUILD_TYPE=Debug \
    -DNQCNF_SANITIZE=ON -DNQCNF_WARNINGS_AS_ERRORS=ON > "$build_dir.configure.log" 2>&1 ||
    { cat "$build_dir.configure.log"; exit 1; }
cmake --build "$build_dir" -j2
NQCNF_TEST_QUICK=1 ctest --test-dir "$build_dir" --output-on-failure -j2 \
    -E 'memcheck|fuzz|install_test|sanitizer_suite|test_estimate_time|web_'
