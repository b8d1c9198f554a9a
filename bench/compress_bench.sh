#!/usr/bin/env bash
# Compression benchmark: `nqueens-cnf N -o q.cnf.EXT` against the pipe a
# user would otherwise write, `nqueens-cnf N | TOOL > q.cnf.EXT`.
#
# What it measures, for each codec at the tools' default levels: the
# wall time, the processor time (user and system, all threads; for the
# pipe both processes), the size of the compressed file, and the peak
# memory (the largest resident set; for the pipe, the generator's and
# the tool's added, since both run at once), all by GNU time. On a busy
# machine the wall time says more about the other work than about
# either way; the processor time does not. The pipes are what
# the tools' manuals suggest for speed: `zstd -T0 -3` and `xz -T0 -6`
# (all cores), `gzip -6` and `bzip2 -9` (one core each: neither tool has
# threads). nqueens-cnf compresses in-process: liblzma's multithreaded
# encoder and libzstd's workers with one thread per core, and gzip and
# bzip2 as independent members compressed side by side on every core
# (which gzip -d and bzip2 -d read as one stream; the file is a little
# larger for gzip, as each 1 MiB member starts without a window).
#
# Every pair is checked: both files decompress, with the tool, to the
# same bytes as the plain `nqueens-cnf N`; a difference makes the script
# exit 1. Slow is never a failure: this is a benchmark, not a test. Run
# it on an idle machine (it prints the load average and the cores). At
# N = 300 (708 MB of text) it takes several minutes, most of them in
# xz and bzip2.
#
# Usage: bench/compress_bench.sh [PATH-TO-nqueens-cnf] [N] [CODECS]
#   defaults: ../build/nqueens-cnf relative to this script, N = 300,
#   CODECS = "zst xz gz bz2".
set -euo pipefail
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
gen=${1:-$here/../build/nqueens-cnf}
n=${2:-300}
codecs=${3:-zst xz gz bz2}
for tool in xz gzip bzip2 zstd /usr/bin/time; do
    if ! command -v "$tool" > /dev/null; then
        echo "$tool is missing (Debian: xz-utils gzip bzip2 zstd time)" >&2
        exit 2
    fi
done
[ -x "$gen" ] || { echo "no executable $gen" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/nqcnf-compress-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

pipe_tool() {
    case $1 in
    zst) echo "zstd -q -T0 -3" ;;
    xz) echo "xz -T0 -6" ;;
    gz) echo "gzip -6" ;;
    bz2) echo "bzip2 -9" ;;
    esac
}
unpack_tool() {
    case $1 in
    zst) echo "zstd -q -dc" ;;
    xz) echo "xz -dc" ;;
    gz) echo "gzip -dc" ;;
    bz2) echo "bzip2 -dc" ;;
    esac
}

# GNU time's "%e %M %U %S" files: seconds, peak kilobytes, CPU seconds.
seconds() { cut -d' ' -f1 "$1"; }
peak_kb() { cut -d' ' -f2 "$1"; }
cpu() { awk '{ s += $3 + $4 } END { printf "%.2f", s }' "$@"; }
mb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1e6 }'; }

echo "nqueens-cnf $n, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$gen" "$n" | md5sum | cut -d' ' -f1 > "$work/plain.md5"
plain_bytes=$("$gen" stats "$n" | awk '$1 == "bytes" { print $2 }')
echo "plain text: $(mb "$plain_bytes") MB"
echo
printf '| codec | how | time (s) | CPU (s) | size (MB) | ratio | peak memory (MB) |\n'
printf '|---|---|---:|---:|---:|---:|---:|\n'
status=0
for ext in $codecs; do
    ours=$work/ours.cnf.$ext pipe=$work/pipe.cnf.$ext
    /usr/bin/time -f "%e %M %U %S" -o "$work/ours.t" "$gen" "$n" -o "$ours"
    # shellcheck disable=SC2046  # the tool's words
    { /usr/bin/time -f "%e %M %U %S" -o "$work/gen.t" "$gen" "$n" |
        /usr/bin/time -f "%e %M %U %S" -o "$work/tool.t" $(pipe_tool "$ext") \
        > "$pipe"; }
    pipe_seconds=$(awk -v a="$(seconds "$work/gen.t")" \
        -v b="$(seconds "$work/tool.t")" 'BEGIN { print (a > b ? a : b) }')
    pipe_kb=$(( $(peak_kb "$work/gen.t") + $(peak_kb "$work/tool.t") ))
    for kind in ours pipe; do
        file=$work/$kind.cnf.$ext
        bytes=$(wc -c < "$file")
        if [ "$kind" = ours ]; then
            how="nqueens-cnf $n -o q.cnf.$ext"
            time_s=$(seconds "$work/ours.t") kb=$(peak_kb "$work/ours.t")
            cpu_s=$(cpu "$work/ours.t")
        else
            how="nqueens-cnf $n \\| $(pipe_tool "$ext")"
            time_s=$pipe_seconds kb=$pipe_kb
            cpu_s=$(cpu "$work/gen.t" "$work/tool.t")
        fi
        printf '| %s | `%s` | %s | %s | %s | %.1f | %s |\n' "$ext" "$how" \
            "$time_s" "$cpu_s" "$(mb "$bytes")" \
            "$(awk -v p="$plain_bytes" -v b="$bytes" 'BEGIN { print p / b }')" \
            "$(awk -v k="$kb" 'BEGIN { printf "%.0f", k / 1000 }')"
        # shellcheck disable=SC2046
        if [ "$($(unpack_tool "$ext") "$file" | md5sum | cut -d' ' -f1)" != \
             "$(cat "$work/plain.md5")" ]; then
            echo "ERROR: $(unpack_tool "$ext") $kind.cnf.$ext is not the plain text" >&2
            status=1
        fi
    done
    rm -f "$ours" "$pipe"
done
exit "$status"
