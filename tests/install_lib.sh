# shellcheck shell=sh disable=SC2034  # set here, used by the sourcing script
# install_lib.sh - what install_test.sh and release_test.sh share;
# sourced, not run.
#
# Both check a package from outside the build tree (an installed prefix,
# an unpacked .deb) with the same arguments, the same temporary folder
# and the same "ok:"/"FAIL:" lines closed by "N passed, M failed", and
# both read the version and the soname from a header. One copy of that
# machinery keeps the two reports alike and the scripts about what they
# check.
#
# Usage (after the script's opening comment):
#     . "$(dirname "$0")/install_lib.sh"
# It sets src and build (the script's SOURCE_DIR and BUILD_DIR) and tmp (a
# folder removed however the script ends, named after the script).

if [ $# -ne 2 ]; then
    echo "usage: $0 SOURCE_DIR BUILD_DIR" >&2
    exit 2
fi
src=$1
build=$2

tmp=$(mktemp -d "${TMPDIR:-/tmp}/nqcnf-$(basename "$0" _test.sh).XXXXXX") ||
    exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAIL: $1"; }
# finish: the closing line, then exit non-zero if anything failed.
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

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

# check_output DESCRIPTION EXPECTED COMMAND...: its stdout is EXPECTED.
check_output() {
    what=$1
    expected=$2
    shift 2
    if "$@" >"$tmp/out" 2>"$tmp/log" &&
        cmp "$tmp/out" "$expected" >>"$tmp/log" 2>&1
    then
        pass "$what"
    else
        fail "$what"; sed 's/^/    /' "$tmp/log"
    fi
}

# read_version HEADER: sets major, minor, patch and version from the
# header's NQCNF_VERSION_* macros (empty where one is missing), and
# soname: while the version is 0.x the soname carries the minor version,
# from 1.0 the major.
read_version() {
    major=$(version_macro "$1" MAJOR)
    minor=$(version_macro "$1" MINOR)
    patch=$(version_macro "$1" PATCH)
    version=$major.$minor.$patch
    if [ "$major" = 0 ]; then soname=libnqcnf.so.0.$minor; else
        soname=libnqcnf.so.$major; fi
}
version_macro() { # HEADER NAME
    sed -n "s/^#define NQCNF_VERSION_$2 \([0-9][0-9]*\)\$/\1/p" "$1"
}
