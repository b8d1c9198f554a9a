#!/bin/sh
# The page's WebAssembly build, as docs/page.md tells a teacher to run it
# (emcmake, -DNQCNF_WEB=ON, its own tree), for the browser test that
# follows; then the weight a student downloads: the module (wasm + js)
# must stay under 1 MB, as docs/page.md promises.
#
# Usage: sh tests/web_build.sh CMAKE SOURCE_DIR BUILD_DIR
set -eu
cmake=${1:?usage: web_build.sh CMAKE SOURCE_DIR BUILD_DIR}
source_dir=${2:?usage: web_build.sh CMAKE SOURCE_DIR BUILD_DIR}
build_dir=${3:?usage: web_build.sh CMAKE SOURCE_DIR BUILD_DIR}
emcmake "$cmake" -S "$source_dir" -B "$build_dir" -DNQCNF_WEB=ON \
    -DCMAKE_BUILD_TYPE=Release > "$build_dir.configure.log" 2>&1 ||
    { cat "$build_dir.configure.log"; exit 1; }
"$cmake" --build "$build_dir" -j2
site=$build_dir/site
for file in index.html nqueens-cnf.js nqueens-cnf.wasm; do
    [ -s "$site/$file" ] || { echo "web_build: $site/$file is missing" >&2; exit 1; }
done
bytes=$(($(wc -c < "$site/nqueens-cnf.wasm") + $(wc -c < "$site/nqueens-cnf.js")))
echo "web_build: module $bytes bytes (nqueens-cnf.wasm + nqueens-cnf.js)"
if [ "$bytes" -ge 1048576 ]; then
    echo "web_build: the module is $bytes bytes, over the 1 MB docs/page.md promises" >&2
    exit 1
fi
