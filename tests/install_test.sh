#!/bin/sh
# install_test.sh SOURCE_DIR BUILD_DIR
#
# Installs the build into a temporary prefix and checks the package as a
# user would meet it: the installed files, the installed command, and
# examples/clause_list.c built against the installed library twice, once
# with CMake (find_package(nqcnf), nqcnf::nqcnf) and once with pkg-config
# (--static). Both programs must print tests/data/handwritten_4.cnf.
# Ends with "N passed, M failed"; exits non-zero if anything failed.
set -u

if [ $# -ne 2 ]; then
    echo "usage: $0 SOURCE_DIR BUILD_DIR" >&2
    exit 2
fi
src=$1
build=$2
expected=$src/tests/data/handwritten_4.cnf
cmake=${CMAKE_COMMAND:-cmake}
cc=${CC:-cc}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nqcnf-install.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
prefix=$tmp/prefix

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; }

# check DESCRIPTION COMMAND...: one test, its output shown only on failure.
check() {
    what=$1
    shift
    if "$@" >"$tmp/log" 2>&1; then
        pass "$what"
    else
        fail "$what"
        sed 's/^/    /' "$tmp/log"
    fi
}

check "cmake --install" "$cmake" --install "$build" --prefix "$prefix"

# The library directory: lib, lib64 or lib/<multiarch>, as GNUInstallDirs chose.
libdir=
for d in "$prefix"/lib "$prefix"/lib64 "$prefix"/lib/*; do
    if [ -f "$d/libnqcnf.a" ]; then libdir=$d; break; fi
done
if [ -n "$libdir" ]; then pass "libnqcnf.a installed"; else
    fail "libnqcnf.a installed"; libdir=$prefix/lib; fi

for f in include/nqcnf.h bin/nqueens-cnf share/man/man1/nqueens-cnf.1; do
    check "$f installed" test -f "$prefix/$f"
done
check "bin/nqueens-cnf is executable" test -x "$prefix/bin/nqueens-cnf"
check "libnqcnf.so installed" test -e "$libdir/libnqcnf.so"
check "libnqcnf.so.N (soname) installed" \
    sh -c 'ls "$1"/libnqcnf.so.[0-9]* >/dev/null' sh "$libdir"
for f in nqcnfConfig.cmake nqcnfConfigVersion.cmake nqcnfTargets.cmake \
         FindPicoSAT.cmake; do
    check "cmake/nqcnf/$f installed" test -f "$libdir/cmake/nqcnf/$f"
done
check "pkgconfig/nqcnf.pc installed" test -f "$libdir/pkgconfig/nqcnf.pc"

# The installed command, run from the prefix.
if "$prefix/bin/nqueens-cnf" 4 >"$tmp/cli_4.cnf" 2>"$tmp/log" \
   && cmp "$tmp/cli_4.cnf" "$expected" >>"$tmp/log" 2>&1; then
    pass "installed nqueens-cnf 4 = handwritten_4.cnf"
else
    fail "installed nqueens-cnf 4 = handwritten_4.cnf"; sed 's/^/    /' "$tmp/log"
fi
check "installed nqueens-cnf --version" "$prefix/bin/nqueens-cnf" --version

# (a) A CMake project against the installed package.
mkdir -p "$tmp/consumer"
cat >"$tmp/consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(nqcnf_consumer LANGUAGES C)
find_package(nqcnf 0.1 REQUIRED)
add_executable(clause_list_static "${EXAMPLE}")
target_link_libraries(clause_list_static PRIVATE nqcnf::nqcnf)
add_executable(clause_list_shared "${EXAMPLE}")
target_link_libraries(clause_list_shared PRIVATE nqcnf::nqcnf_shared)
CMAKE
check "find_package(nqcnf): configure" "$cmake" -S "$tmp/consumer" \
    -B "$tmp/consumer/build" -DCMAKE_PREFIX_PATH="$prefix" \
    -DEXAMPLE="$src/examples/clause_list.c"
check "find_package(nqcnf): build" "$cmake" --build "$tmp/consumer/build"
for kind in static shared; do
    exe=$tmp/consumer/build/clause_list_$kind
    if "$exe" >"$tmp/out_$kind" 2>"$tmp/log" \
       && cmp "$tmp/out_$kind" "$expected" >>"$tmp/log" 2>&1; then
        pass "CMake nqcnf::nqcnf$( [ $kind = shared ] && echo _shared) example output"
    else
        fail "CMake nqcnf::nqcnf$( [ $kind = shared ] && echo _shared) example output"
        sed 's/^/    /' "$tmp/log"
    fi
done
# The shared one must really load the installed libnqcnf.so (RPATH).
check "shared example loads the installed libnqcnf.so" \
    sh -c 'ldd "$1" | grep -q "$2/libnqcnf.so"' sh \
    "$tmp/consumer/build/clause_list_shared" "$libdir"

# (b) pkg-config, static link flags.
if flags=$(PKG_CONFIG_PATH="$libdir/pkgconfig" \
           pkg-config --cflags --libs --static nqcnf 2>"$tmp/log"); then
    pass "pkg-config --cflags --libs --static nqcnf: $flags"
    # shellcheck disable=SC2086  # the flags are words
    check "pkg-config: compile and link" \
        "$cc" -o "$tmp/clause_list_pc" "$src/examples/clause_list.c" $flags \
        -Wl,-rpath,"$libdir"
    if "$tmp/clause_list_pc" >"$tmp/out_pc" 2>"$tmp/log" \
       && cmp "$tmp/out_pc" "$expected" >>"$tmp/log" 2>&1; then
        pass "pkg-config example output"
    else
        fail "pkg-config example output"; sed 's/^/    /' "$tmp/log"
    fi
    # Fully static libnqcnf.a, as --static promises: the private libs suffice.
    # shellcheck disable=SC2086
    check "pkg-config: link libnqcnf.a alone" \
        "$cc" -o "$tmp/clause_list_pc_a" "$src/examples/clause_list.c" \
        $(PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --cflags nqcnf) \
        "$libdir/libnqcnf.a" \
        $(PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --libs-only-other --static nqcnf) \
        -lpicosat
    if "$tmp/clause_list_pc_a" >"$tmp/out_pc_a" 2>"$tmp/log" \
       && cmp "$tmp/out_pc_a" "$expected" >>"$tmp/log" 2>&1; then
        pass "pkg-config libnqcnf.a example output"
    else
        fail "pkg-config libnqcnf.a example output"; sed 's/^/    /' "$tmp/log"
    fi
else
    fail "pkg-config --cflags --libs --static nqcnf"; sed 's/^/    /' "$tmp/log"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
