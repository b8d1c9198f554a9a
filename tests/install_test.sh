#!/bin/sh
# shellcheck disable=SC2016  # the sh -c scripts get their values as $1...
# install_test.sh SOURCE_DIR BUILD_DIR
#
# Installs the build into a temporary prefix and checks the package as a
# user would meet it: the installed files, the shared library's soname
# chain, the version the header, the library and the command state, the
# installed command, its man page and bash completion (each what the
# installed command prints, found by man through MANPATH and loaded by
# Debian's bash-completion through XDG_DATA_DIRS, as for /usr/local),
# and two of the examples built against the installed
# library: examples/clause_list.c (the library alone) and examples/solve.c
# (which needs PicoSAT through the package). Each is built with CMake
# (find_package(nqcnf), nqcnf::nqcnf and nqcnf::nqcnf_shared) and with
# pkg-config (the shared library, and libnqcnf.a with the --static flags),
# and must print its expected output: tests/data/handwritten_4.cnf and
# examples/expected/solve_8.txt.
# The pkg-config builds run the two lines of docs/library.md ("# shared"
# and "# static" in its "Installing the library" block), read from there
# and run as written, so that what users copy is what is tested; the
# static one must give a program that loads no libnqcnf.so. Then the
# package is found with CaDiCaL hidden (CMAKE_DISABLE_FIND_PACKAGE_CaDiCaL,
# which makes the package's own find_package(CaDiCaL) fail as on a machine
# without libcadical-dev): nqcnf::nqcnf_shared must still configure, build
# and run, and asking for the component `static` must fail naming CaDiCaL.
# Ends with "N passed, M failed"; exits non-zero if anything failed.
set -u

# shellcheck source=install_lib.sh source-path=SCRIPTDIR
. "$(dirname "$0")/install_lib.sh"
cmake=${CMAKE_COMMAND:-cmake}
examples="clause_list solve"
prefix=$tmp/prefix

# expected_of EXAMPLE: its expected output file.
expected_of() {
    case $1 in
    clause_list) echo "$src/tests/data/handwritten_4.cnf" ;;
    solve) echo "$src/examples/expected/solve_8.txt" ;;
    esac
}

check "cmake --install" "$cmake" --install "$build" --prefix "$prefix"

# The library directory: lib, lib64 or lib/<multiarch>, as GNUInstallDirs chose.
libdir=
for d in "$prefix"/lib "$prefix"/lib64 "$prefix"/lib/*; do
    if [ -f "$d/libnqcnf.a" ]; then libdir=$d; break; fi
done
if [ -n "$libdir" ]; then pass "libnqcnf.a installed"; else
    fail "libnqcnf.a installed"; libdir=$prefix/lib; fi

for f in include/nqcnf.h include/nqcnf_experimental.h bin/nqueens-cnf share/man/man1/nqueens-cnf.1 \
         share/man/man1/nqueens-cnf-check.1 \
         share/bash-completion/completions/nqueens-cnf; do
    check "$f installed" test -f "$prefix/$f"
done
check "bin/nqueens-cnf is executable" test -x "$prefix/bin/nqueens-cnf"
for f in nqcnfConfig.cmake nqcnfConfigVersion.cmake nqcnfTargets.cmake \
         FindPicoSAT.cmake; do
    check "cmake/nqcnf/$f installed" test -f "$libdir/cmake/nqcnf/$f"
done
for f in nqcnf.pc nqcnf-static.pc; do
    check "pkgconfig/$f installed" test -f "$libdir/pkgconfig/$f"
done

# The version and the soname, from the installed header's macros.
read_version "$prefix/include/nqcnf.h"
if [ -n "$major" ] && [ -n "$minor" ] && [ -n "$patch" ]; then
    pass "installed nqcnf.h states version $version"
else
    fail "installed nqcnf.h states version MAJOR.MINOR.PATCH (got '$version')"
fi
check "installed nqueens-cnf --version says $version" \
    sh -c '[ "$("$1" --version | head -n 1)" = "nqueens-cnf $2" ]' sh \
    "$prefix/bin/nqueens-cnf" "$version"

# The soname chain: libnqcnf.so -> SONAME -> the real file.
check "libnqcnf.so -> $soname" \
    sh -c '[ -L "$1/libnqcnf.so" ] && [ "$(readlink "$1/libnqcnf.so")" = "$2" ]' \
    sh "$libdir" "$soname"
check "$soname -> libnqcnf.so.$version" \
    sh -c '[ -L "$1/$2" ] && [ "$(readlink "$1/$2")" = "libnqcnf.so.$3" ]' \
    sh "$libdir" "$soname" "$version"
check "libnqcnf.so.$version is the library itself" \
    sh -c '[ -f "$1" ] && [ ! -L "$1" ]' sh "$libdir/libnqcnf.so.$version"
check "libnqcnf.so.$version names itself $soname" \
    sh -c 'readelf -d "$1" | grep -q "(SONAME).*\[$2\]"' sh \
    "$libdir/libnqcnf.so.$version" "$soname"

# The installed command, run from the prefix.
check_output "installed nqueens-cnf 4 = handwritten_4.cnf" \
    "$(expected_of clause_list)" "$prefix/bin/nqueens-cnf" 4

# The man page and the completion script are the installed command's
# own: the build ran it to write them.
# One page per page in docs/man: the overview (help --man) and one per
# command (help --man COMMAND).
for page in "$src"/docs/man/nqueens-cnf*.1; do
    name=$(basename "$page" .1)
    command=${name#nqueens-cnf}
    command=${command#-}
    # shellcheck disable=SC2086  # the overview's has no command word
    "$prefix/bin/nqueens-cnf" help --man $command > "$tmp/man.1" 2>&1
    check "installed $name.1 = installed nqueens-cnf help --man${command:+ $command}" \
        cmp "$tmp/man.1" "$prefix/share/man/man1/$name.1"
done
check "man finds the overview through MANPATH" \
    sh -c '[ "$(MANPATH="$1/share/man" man -w nqueens-cnf)" = "$1/share/man/man1/nqueens-cnf.1" ]' \
    sh "$prefix"
check "man finds a command's page through MANPATH" \
    sh -c '[ "$(MANPATH="$1/share/man" man -w nqueens-cnf-check)" = "$1/share/man/man1/nqueens-cnf-check.1" ]' \
    sh "$prefix"
completion=$prefix/share/bash-completion/completions/nqueens-cnf
"$prefix/bin/nqueens-cnf" completion bash > "$tmp/completion" 2>&1
check "installed completion = installed nqueens-cnf completion bash" \
    cmp "$tmp/completion" "$completion"
# Loaded on demand by bash-completion, as bash does for a command that has
# no completion yet, then asked for count's options after "--u".
loader=/usr/share/bash-completion/bash_completion
check "bash-completion is installed (apt-get install bash-completion)" \
    test -f "$loader"
mkdir -p "$tmp/home"
cat > "$tmp/load.bash" <<'BASH'
source "$1" || exit 1
_completion_loader nqueens-cnf
complete -p nqueens-cnf | grep -q -- " -F _nqueens_cnf " || exit 1
COMP_WORDS=(nqueens-cnf count 8 --u) COMP_CWORD=3
_nqueens_cnf
[[ "${COMPREPLY[*]}" == --unique ]]
BASH
check "bash-completion loads it from \$XDG_DATA_DIRS (count 8 --u: --unique)" \
    env HOME="$tmp/home" XDG_DATA_DIRS="$prefix/share" \
    bash --norc --noprofile "$tmp/load.bash" "$loader"
check "the control: bash-completion does not find it elsewhere" \
    sh -c '! env HOME="$1/home" XDG_DATA_DIRS="$1" bash --norc --noprofile "$1/load.bash" "$2"' \
    sh "$tmp" "$loader"

# The library a program loads states the version its header did.
cat >"$tmp/version.c" <<'C'
#include <nqcnf.h>
#include <stdio.h>
#include <string.h>
#define TEXT(x) #x
#define VERSION(a, b, c) TEXT(a) "." TEXT(b) "." TEXT(c)
int main(void)
{
    const char *header = VERSION(NQCNF_VERSION_MAJOR, NQCNF_VERSION_MINOR,
                                 NQCNF_VERSION_PATCH);
    printf("header %s, library %s\n", header, nqcnf_version());
    return strcmp(header, nqcnf_version()) != 0;
}
C

# (a) A CMake project against the installed package: every example, linked
# with the static and with the shared library.
mkdir -p "$tmp/consumer"
cat >"$tmp/consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(nqcnf_consumer LANGUAGES C)
find_package(nqcnf ${VERSION} EXACT REQUIRED)
foreach(example IN LISTS EXAMPLES)
  add_executable(${example}_static "${SOURCES}/${example}.c")
  target_link_libraries(${example}_static PRIVATE nqcnf::nqcnf)
  add_executable(${example}_shared "${SOURCES}/${example}.c")
  target_link_libraries(${example}_shared PRIVATE nqcnf::nqcnf_shared)
endforeach()
add_executable(version_shared "${VERSION_PROGRAM}")
target_link_libraries(version_shared PRIVATE nqcnf::nqcnf_shared)
CMAKE
check "find_package(nqcnf $version EXACT): configure" "$cmake" \
    -S "$tmp/consumer" -B "$tmp/consumer/build" \
    -DCMAKE_PREFIX_PATH="$prefix" -DVERSION="$version" \
    -DEXAMPLES="$(echo "$examples" | tr ' ' ';')" -DSOURCES="$src/examples" \
    -DVERSION_PROGRAM="$tmp/version.c"
check "find_package(nqcnf): build" "$cmake" --build "$tmp/consumer/build"
for example in $examples; do
    for kind in static shared; do
        check_output "CMake $example linked with nqcnf::nqcnf$( \
            [ $kind = shared ] && echo _shared): its expected output" \
            "$(expected_of "$example")" "$tmp/consumer/build/${example}_$kind"
    done
    # The shared one must really load the installed libnqcnf.so (RPATH).
    check "CMake ${example}_shared loads the installed $soname" \
        sh -c 'ldd "$1" | grep -q "$2/$3"' sh \
        "$tmp/consumer/build/${example}_shared" "$libdir" "$soname"
done
check "installed libnqcnf.so says the header's version" \
    "$tmp/consumer/build/version_shared"

# (b) pkg-config, by the lines of docs/library.md, run as written in a
# folder of their own (my_program.c in, a.out out). A line the guide
# lost, or a pkg-config call the README or a guide shows that is not one
# of these two, fails.
readme_line() { # shared|static
    sed -n "s/^\(cc my_program\.c .*)\) *# $1\$/\1/p" "$src/docs/library.md"
}
shared_line=$(readme_line shared)
static_line=$(readme_line static)
for kind in shared static; do
    line=$( [ $kind = shared ] && echo "$shared_line" || echo "$static_line")
    check "docs/library.md has one '# $kind' pkg-config line: $line" \
        sh -c '[ -n "$1" ] && [ "$(printf "%s\n" "$1" | wc -l)" -eq 1 ]' sh "$line"
done
cat "$src/README.md" "$src"/docs/*.md | grep -o '$(pkg-config [^)]*)' | sort -u > "$tmp/pc_calls"
check "every pkg-config call in README.md and docs/ is one of the two run here" \
    sh -c '! printf "%s\n%s\n" "$1" "$2" |
           grep -o "\$(pkg-config [^)]*)" | sort -u |
           comm -23 "$3" - | grep .' sh "$shared_line" "$static_line" \
    "$tmp/pc_calls"
check "pkg-config --modversion nqcnf = $version" \
    sh -c '[ "$(PKG_CONFIG_PATH="$1" pkg-config --modversion nqcnf)" = "$2" ]' \
    sh "$libdir/pkgconfig" "$version"
check "pkg-config --modversion nqcnf-static = $version" \
    sh -c '[ "$(PKG_CONFIG_PATH="$1" pkg-config --modversion nqcnf-static)" = "$2" ]' \
    sh "$libdir/pkgconfig" "$version"
for example in $examples; do
    for kind in shared static; do
        line=$( [ $kind = shared ] && echo "$shared_line" || echo "$static_line")
        dir=$tmp/pc_${kind}_$example
        mkdir -p "$dir"
        cp "$src/examples/$example.c" "$dir/my_program.c"
        check "docs/library.md's $kind line builds $example" \
            sh -c 'cd "$1" && PKG_CONFIG_PATH="$2" sh -c "$3"' sh \
            "$dir" "$libdir/pkgconfig" "$line"
    done
    # The shared build finds the installed libnqcnf.so by the loader's
    # path, as a program does under a prefix the loader does not search.
    check "docs/library.md's shared line: $example loads the installed $soname" \
        sh -c 'LD_LIBRARY_PATH="$1" ldd "$2" | grep -q "$1/$3"' sh \
        "$libdir" "$tmp/pc_shared_$example/a.out" "$soname"
    check_output "docs/library.md's shared line: $example gives its expected output" \
        "$(expected_of "$example")" \
        env LD_LIBRARY_PATH="$libdir" "$tmp/pc_shared_$example/a.out"
    check "docs/library.md's static line: $example loads no libnqcnf.so" \
        sh -c '! ldd "$1" | grep -q libnqcnf' sh \
        "$tmp/pc_static_$example/a.out"
    check_output "docs/library.md's static line: $example gives its expected output" \
        "$(expected_of "$example")" "$tmp/pc_static_$example/a.out"
done

# (c) find_package(nqcnf) without CaDiCaL: the shared target needs none
# of the static library's dependencies.
mkdir -p "$tmp/no_cadical"
cat >"$tmp/no_cadical/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(nqcnf_no_cadical LANGUAGES C)
find_package(nqcnf ${VERSION} EXACT REQUIRED ${COMPONENTS})
add_executable(clause_list_shared "${SOURCES}/clause_list.c")
target_link_libraries(clause_list_shared PRIVATE nqcnf::nqcnf_shared)
CMAKE
check "find_package(nqcnf) with CaDiCaL hidden: configure" "$cmake" \
    -S "$tmp/no_cadical" -B "$tmp/no_cadical/build" \
    -DCMAKE_PREFIX_PATH="$prefix" -DVERSION="$version" \
    -DSOURCES="$src/examples" -DCMAKE_DISABLE_FIND_PACKAGE_CaDiCaL=ON
check "find_package(nqcnf) with CaDiCaL hidden: nqcnf::nqcnf_shared builds" \
    "$cmake" --build "$tmp/no_cadical/build"
check_output "find_package(nqcnf) with CaDiCaL hidden: clause_list runs" \
    "$(expected_of clause_list)" "$tmp/no_cadical/build/clause_list_shared"
# The control: CaDiCaL was hidden indeed, and the static component says so.
check "find_package(nqcnf COMPONENTS static) with CaDiCaL hidden fails naming CaDiCaL" \
    sh -c '! "$1" -S "$2" -B "$2/build-static" -DCMAKE_PREFIX_PATH="$3" \
             -DVERSION="$4" -DSOURCES="$5" -DCOMPONENTS=static \
             -DCMAKE_DISABLE_FIND_PACKAGE_CaDiCaL=ON > "$2/static.log" 2>&1 &&
           grep -q CaDiCaL "$2/static.log"' sh \
    "$cmake" "$tmp/no_cadical" "$prefix" "$version" "$src/examples"

finish
