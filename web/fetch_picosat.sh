#!/bin/sh
# fetch_picosat.sh DIR - PicoSAT's source from Debian, for the WebAssembly
# build, into DIR/picosat/{picosat.c,picosat.h}.
#
# The native build links Debian's libpicosat; the page must run the same
# solver, so its source comes from the same Debian source package, with
# Debian's patches applied, rather than a copy kept in this tree. apt is
# given a deb-src entry in a private directory (its own lists and cache
# too), made from the machine's own Debian sources, so the machine's apt
# configuration is never changed. apt checks the files against the signed
# Sources index; the checksums below pin the exact release besides, so a
# different upload is an error to look at, not a silent change.
set -eu

if [ $# -ne 1 ]; then
    echo "usage: $0 DIR" >&2
    exit 2
fi
out=$1
version=965-2
orig_sha256=15169b4f28ba8f628f353f6f75a100845cdef4a2244f101a02b6e5a26e46a754
debian_sha256=ba73741659fa30e97fcf54e720b70179cd82d22b8001ee4970cf6eda9fa27c7a

if [ -f "$out/picosat/picosat.c" ] && [ -f "$out/picosat/picosat.h" ]; then
    exit 0
fi
for tool in apt-get dpkg-source sha256sum; do
    command -v "$tool" >/dev/null 2>&1 || {
        echo "fetch_picosat.sh: $tool is missing (apt-get install apt dpkg-dev coreutils)" >&2
        exit 1
    }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
mkdir -p "$work/sources.list.d" "$work/lists/partial" "$work/cache/archives/partial" \
         "$work/download"
: > "$work/sources.list"
# deb822 files: the same stanzas as deb-src; one-line files: deb -> deb-src.
found=no
for file in /etc/apt/sources.list.d/*.sources; do
    [ -f "$file" ] || continue
    grep -qi 'debian' "$file" || continue
    sed 's/^Types:.*/Types: deb-src/' "$file" > "$work/sources.list.d/$(basename "$file")"
    found=yes
done
for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$file" ] || continue
    grep -E '^deb .*debian' "$file" | sed 's/^deb /deb-src /' >> "$work/sources.list" || true
done
[ -s "$work/sources.list" ] && found=yes
if [ "$found" = no ]; then
    echo "fetch_picosat.sh: no Debian package source in /etc/apt to fetch PicoSAT's source from" >&2
    exit 1
fi

apt_options="-o Dir::Etc::SourceList=$work/sources.list
 -o Dir::Etc::SourceParts=$work/sources.list.d
 -o Dir::State::Lists=$work/lists -o Dir::Cache=$work/cache
 -o APT::Sandbox::User=root -qq"
# shellcheck disable=SC2086 # the options are words on purpose
apt-get $apt_options update
# shellcheck disable=SC2086
(cd "$work/download" && apt-get $apt_options source --download-only "picosat=$version")

check() {
    actual=$(sha256sum "$work/download/$1" | cut -d' ' -f1)
    if [ "$actual" != "$2" ]; then
        echo "fetch_picosat.sh: $1 has SHA-256 $actual, expected $2" >&2
        exit 1
    fi
}
check "picosat_${version%-*}.orig.tar.gz" "$orig_sha256"
check "picosat_${version}.debian.tar.xz" "$debian_sha256"

(cd "$work/download" && dpkg-source --no-check -x "picosat_${version}.dsc" source >/dev/null)
mkdir -p "$out/picosat"
cp "$work/download/source/picosat.c" "$work/download/source/picosat.h" \
   "$work/download/source/LICENSE" "$out/picosat/"
