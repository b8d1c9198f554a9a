#!/usr/bin/env bash
# check benchmark: `nqueens-cnf check` against a z3-based comparison.
#
# What it measures: the wall time of deciding whether a student's CNF has
# the same solutions on the board as the reference, for files from the
# student corpus (tests/data/check/students): counting cases at N = 14-20
# and files in other encodings with their own auxiliary numbering. The
# other way is tests/check_oracle.py, which a teacher without this tool
# would write: the reference described to z3 with integer sums, the file's
# clauses as Booleans, and (for counting cases) cardinality lemmas read
# off the file. Both must give the same verdict, else the script exits 1.
# Slow is never a failure: this is a benchmark, not a test.
#
# Usage: bench/check_bench.sh [PATH-TO-nqueens-cnf]
#   default: ../build/nqueens-cnf relative to this script.
set -euo pipefail
export LC_ALL=C

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
gen=${1:-$script_dir/../build/nqueens-cnf}
students=$script_dir/../tests/data/check/students
oracle=$script_dir/../tests/check_oracle.py

die() {
    echo "check_bench.sh: $*" >&2
    exit 1
}

[[ -x $gen && -f $gen ]] || die "no executable nqueens-cnf at '$gen' (build it, or pass its path)"
command -v z3 > /dev/null || die "z3 is not installed (Debian: apt-get install z3)"
[[ -x /usr/bin/python3 ]] || die "python3 is not installed (Debian: apt-get install python3)"

stamp() { _t=${EPOCHREALTIME:-$(date +%s.%N)}; }
seconds_between() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# The verdict class of check's JSON: equivalent, not-equivalent or
# both-unsatisfiable, as the oracle prints it.
class_of() {
    case $1 in
    *'"verdict": "not-equivalent"'*) echo not-equivalent ;;
    *'"verdict": "both-unsatisfiable"'*) echo both-unsatisfiable ;;
    *'"verdict": "undecided"'*) echo undecided ;;
    *) echo equivalent ;;
    esac
}

printf '%-44s %3s  %12s  %12s  %s\n' file N "check (s)" "z3 judge (s)" verdict
while read -r file n; do
    stamp; start=$_t
    json=$("$gen" check "$n" "$students/$file" --json 2> /dev/null || true)
    stamp; mid=$_t
    judged=$(/usr/bin/python3 "$oracle" "$students/$file" "$n" | head -1)
    stamp; end=$_t
    ours=$(class_of "$json")
    [[ $ours == "$judged" ]] || die "$file: check says $ours, the z3 judge $judged"
    printf '%-44s %3s  %12s  %12s  %s\n' "$file" "$n" \
        "$(seconds_between "$start" "$mid")" "$(seconds_between "$mid" "$end")" "$ours"
done <<'FILES'
count_14_row_pair.cnf 14
count_18_column_alo_and_pair.cnf 18
count_20_combined.cnf 20
count_20_diagonal_pair.cnf 20
seq_8_blocks.cnf 8
seq_10_interleaved.cnf 10
tool_sequential_10_renumbered.cnf 10
tool_commander_8_renumbered.cnf 8
tool_product_9_renumbered.cnf 9
bitwise_8.cnf 8
FILES
