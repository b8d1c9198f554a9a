#!/bin/sh
# shellcheck disable=SC2016  # the sh -c scripts get their values as $1...
# release_test.sh SOURCE_DIR BUILD_DIR
#
# The .deb as a Debian user gets it: cpack makes it from BUILD_DIR (as
# `cmake --build BUILD_DIR --target package` does, cmake/packaging.cmake)
# into a temporary folder, never into the build or source tree, and
# `dpkg-deb -x` unpacks it into a temporary root, so that what is checked
# is the package itself, not the build tree it came from. There: the
# control fields; the command (nqueens-cnf 4 is tests/data/queens_4.seed.cnf
# byte for byte); examples/clause_list.c built with the unpacked pkg-config
# file against the unpacked header and libnqcnf.so, loading that library;
# the man page and completion, each what the unpacked command prints; the
# files Debian asks for (copyright, changelog.Debian.gz) and the site
# folder when the build was configured with NQCNF_PACKAGE_SITE. Then
# lintian: any E: line fails. A missing tool fails, naming its Debian
# package: the test is never skipped.
# Ends with "N passed, M failed"; exits non-zero if anything failed.
set -u

# shellcheck source=install_lib.sh source-path=SCRIPTDIR
. "$(dirname "$0")/install_lib.sh"
cpack=${CPACK_COMMAND:-cpack}
cc=${CC:-cc}
root=$tmp/root

# The tools, each named with the Debian package that has it.
need() {
    check "$1 is installed (apt-get install $2)" \
        sh -c 'command -v "$1" >/dev/null' sh "$1"
}
need dpkg-deb dpkg
# cpack's Depends and shlibs (cmake/packaging.cmake) use these three.
need dpkg-shlibdeps dpkg-dev
need file file
need readelf binutils
need lintian lintian
need pkg-config pkg-config
need "$cpack" cmake
need "$cc" gcc
need gzip gzip
[ "$failed" -eq 0 ] || finish

read_version "$src/include/nqcnf.h"

# The site folder the build was told to ship, if any.
site=$(sed -n 's/^set(CPACK_NQCNF_PACKAGE_SITE "\(.*\)")$/\1/p' \
    "$build/CPackConfig.cmake" 2>/dev/null)

check "cpack -G DEB from the build tree" \
    "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/package"
set -- "$tmp"/package/*.deb
deb=$1
if [ $# -eq 1 ] && [ -f "$deb" ]; then pass "one .deb: ${deb##*/}"; else
    fail "one .deb made (found: $*)"; finish; fi

field() { dpkg-deb -f "$deb" "$1"; }
check "Package: nqueens-cnf" sh -c '[ "$1" = nqueens-cnf ]' sh "$(field Package)"
check "Version: $version-1 (the header's version)" \
    sh -c '[ "$1" = "$2-1" ]' sh "$(field Version)" "$version"
check "Depends: libc6 and picosat (dpkg-shlibdeps): $(field Depends)" \
    sh -c 'printf "%s\n" "$1" | grep -q "libc6 " &&
           printf "%s\n" "$1" | grep -q "picosat "' sh "$(field Depends)"
check "shlibs names $soname" \
    sh -c 'dpkg-deb --ctrl-tarfile "$1" | tar -xO ./shlibs |
           grep -q "^libnqcnf 0*${2#libnqcnf.so.} nqueens-cnf "' sh "$deb" "$soname"

check "dpkg-deb -x into a temporary root" dpkg-deb -x "$deb" "$root"
libdir=
# a build for /usr puts it in Debian's multiarch folder, one for another
# prefix (the README's) in usr/lib itself
for d in "$root"/usr/lib/* "$root"/usr/lib; do
    if [ -f "$d/libnqcnf.so.$version" ]; then libdir=$d; break; fi
done
if [ -n "$libdir" ]; then pass "libnqcnf.so.$version in ${libdir#"$root"}"; else
    fail "libnqcnf.so.$version in usr/lib or usr/lib/<multiarch>"; libdir=$root/usr/lib; fi
doc=$root/usr/share/doc/nqueens-cnf
for f in "$root/usr/bin/nqueens-cnf" "$root/usr/include/nqcnf.h" \
         "$root/usr/include/nqcnf_experimental.h" "$libdir/libnqcnf.a" \
         "$libdir/$soname" "$libdir/libnqcnf.so" \
         "$libdir/pkgconfig/nqcnf.pc" "$libdir/pkgconfig/nqcnf-static.pc" \
         "$libdir/cmake/nqcnf/nqcnfConfig.cmake" \
         "$libdir/cmake/nqcnf/nqcnfConfigVersion.cmake" \
         "$libdir/cmake/nqcnf/nqcnfTargets.cmake" \
         "$root/usr/share/man/man1/nqueens-cnf.1.gz" \
         "$root/usr/share/bash-completion/completions/nqueens-cnf" \
         "$doc/copyright" "$doc/changelog.Debian.gz" "$doc/changelog.gz" \
         "$doc/check-report.schema.json"; do
    check "${f#"$root"/} in the package" test -e "$f"
done

command=$root/usr/bin/nqueens-cnf
check_output "unpacked nqueens-cnf 4 = tests/data/queens_4.seed.cnf" \
    "$src/tests/data/queens_4.seed.cnf" \
    env LD_LIBRARY_PATH="$libdir" "$command" 4
check "unpacked nqueens-cnf --version says $version" \
    sh -c '[ "$(LD_LIBRARY_PATH="$1" "$2" --version | head -n 1)" = "nqueens-cnf $3" ]' \
    sh "$libdir" "$command" "$version"

# The man page and the completion are the unpacked command's own.
LD_LIBRARY_PATH=$libdir "$command" help --man > "$tmp/man.1" 2>&1
check "man page (gzip -9n) = unpacked nqueens-cnf help --man" \
    sh -c 'gzip -dc "$1" | cmp - "$2"' sh \
    "$root/usr/share/man/man1/nqueens-cnf.1.gz" "$tmp/man.1"
LD_LIBRARY_PATH=$libdir "$command" completion bash > "$tmp/completion" 2>&1
check "completion = unpacked nqueens-cnf completion bash" \
    cmp "$tmp/completion" "$root/usr/share/bash-completion/completions/nqueens-cnf"

# What Debian asks of the documentation folder.
check "copyright holds LICENSE" \
    sh -c 'head -c "$(wc -c < "$1")" "$2" | cmp - "$1"' sh \
    "$src/LICENSE" "$doc/copyright"
check "changelog.gz is CHANGES.md" \
    sh -c 'gzip -dc "$1" | cmp - "$2"' sh "$doc/changelog.gz" "$src/CHANGES.md"
check "changelog.Debian.gz opens with nqueens-cnf ($version-1)" \
    sh -c 'gzip -dc "$1" | head -n 1 | grep -q "^nqueens-cnf ($2-1) "' sh \
    "$doc/changelog.Debian.gz" "$version"
if [ -n "$site" ]; then
    for f in index.html nqueens-cnf.js nqueens-cnf.wasm; do
        check "site/$f in the package (NQCNF_PACKAGE_SITE)" \
            cmp "$site/$f" "$doc/site/$f"
    done
else
    check "no site folder without NQCNF_PACKAGE_SITE" test ! -e "$doc/site"
fi

# An example against the unpacked header and shared library, by the
# unpacked pkg-config file, which finds its prefix from its own folder
# (${pcfiledir}). Not with --define-prefix: pkgconf then takes the folder
# two above the .pc file as the prefix, wrong for Debian's
# lib/<multiarch>/pkgconfig.
pc() { PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config "$@"; }
check "pkg-config --modversion nqcnf = $version" \
    sh -c '[ "$1" = "$2" ]' sh "$(pc --modversion nqcnf)" "$version"
for variable in includedir:usr/include libdir:${libdir#"$root"/}; do
    name=${variable%%:*}
    check "pkg-config's $name is the unpacked ${variable#*:}" \
        sh -c '[ "$(cd "$1" && pwd -P)" = "$(cd "$2" && pwd -P)" ]' sh \
        "$(pc --variable="$name" nqcnf)" "$root/${variable#*:}"
done
# shellcheck disable=SC2046  # pkg-config's flags are words
check "examples/clause_list.c builds against the unpacked package" \
    "$cc" -o "$tmp/clause_list" "$src/examples/clause_list.c" \
    $(pc --cflags nqcnf) $(pc --libs nqcnf)
check "clause_list loads the unpacked $soname" \
    sh -c 'LD_LIBRARY_PATH="$1" ldd "$2" | grep -q "$1/$3"' sh \
    "$libdir" "$tmp/clause_list" "$soname"
check_output "clause_list prints tests/data/handwritten_4.cnf" \
    "$src/tests/data/handwritten_4.cnf" \
    env LD_LIBRARY_PATH="$libdir" "$tmp/clause_list"

# lintian: warnings are shown, errors fail.
lintian "$deb" > "$tmp/lintian" 2>&1
status=$?
sed 's/^/    lintian: /' "$tmp/lintian"
check "lintian shows no E: line (exit status $status)" \
    sh -c '[ "$1" -eq 0 ] && ! grep -q "^E: " "$2"' sh "$status" "$tmp/lintian"

finish
