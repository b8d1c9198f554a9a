#!/bin/sh
# The help, through the command: `help COMMAND` and `COMMAND --help` are
# the same text and that command's alone; the overview names every
# command and the options used most; each command's help lists the
# options a user would try with it (written here, not read from the
# program) and none of another command's. How the help is laid out
# (lengths, headings, each option once) is e2e_help_layout.sh's.
#
# Usage: sh tests/e2e_help.sh PATH-TO-nqueens-cnf DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"

# command: options its help must list | options it must not list
while IFS='|' read -r command present absent; do
    "$gen" help "$command" > "$tmp/help" 2> "$tmp/err" || true
    "$gen" "$command" --help > "$tmp/dash" 2>> "$tmp/err" || true
    if [ -s "$tmp/err" ] || ! cmp -s "$tmp/help" "$tmp/dash"; then
        not_ok "help $command and $command --help differ or complain"
        continue
    fi
    if head -n 1 "$tmp/help" | grep -q "^Usage: nqueens-cnf $command "; then
        ok "help $command starts with its usage"
    else
        not_ok "help $command starts: $(head -n 1 "$tmp/help")"
    fi
    for option in $present; do
        if grep -q -e "^  \(-., \)\?$option\( \|$\)" "$tmp/help"; then
            ok "help $command lists $option"
        else
            not_ok "help $command lacks $option"
        fi
    done
    for option in $absent; do
        if grep -q -e "^  \(-., \)\?$option\( \|$\)" "$tmp/help"; then
            not_ok "help $command lists $option, not one of its options"
        else
            ok "help $command leaves out $option"
        fi
    done
done <<'TABLE'
stats|--encoding --queen --help|--output --unique --solver
solve|--all --limit --sorted --unique --threads --unicode --model --svg --solver --encoding|--output --json --cnf
count|--unique --threads --solver --encoding --symmetry-breaking|--all --svg --output --man
decode|--quiet --unicode --svg --cnf --classes --distinct|--encoding --solver --output
check|--strict --json --quiet --verbose --generator --range --timeout --max-output --solver --encoding|--svg --output
explain|--encoding --queen --block|--output --solver
completion|--help|--output --encoding
help|--help|--man --output
TABLE

# The overview: every command, the options used most, the generator's
# whole help behind `help generate`.
"$gen" --help > "$tmp/overview"
"$gen" help > "$tmp/help"
if cmp -s "$tmp/overview" "$tmp/help"; then
    ok "help alone is --help"
else
    not_ok "help alone differs from --help"
fi
for command in stats solve count decode check explain completion help; do
    if grep -q "^ *\(Usage: \)\?nqueens-cnf $command " "$tmp/overview"; then
        ok "the overview names $command"
    else
        not_ok "the overview lacks $command"
    fi
done
# lists FILE WHAT OPTION...: each OPTION has its line in the help FILE.
lists() {
    file=$1 what=$2
    shift 2
    for option; do
        if grep -q -e "^  \(-., \)\?$option " "$file"; then
            ok "$what lists $option"
        else
            not_ok "$what lacks $option"
        fi
    done
}
lists "$tmp/overview" "the overview" --output --format --encoding --queen \
    --solver --strict
"$gen" help generate > "$tmp/generator"
lists "$tmp/generator" "help generate" --output --format --comments \
    --encoding --family --shuffle
if grep -q -e "^  --svg " -e "^  --unique " -e "^  --solver " \
        "$tmp/generator"; then
    not_ok "help generate lists options of other commands"
else
    ok "help generate keeps other commands' options for their help"
fi

# Usage errors: exit 2, nothing on stdout, the advice on stderr.
while IFS='|' read -r arguments expected; do
    status=0
    # shellcheck disable=SC2086
    "$gen" $arguments > "$tmp/out" 2> "$tmp/err" || status=$?
    if [ "$status" -eq 2 ] && [ ! -s "$tmp/out" ] &&
        grep -qF "$expected" "$tmp/err"; then
        ok "'$arguments': $expected"
    else
        not_ok "'$arguments' (exit $status): $(cat "$tmp/err")"
    fi
done <<'TABLE'
slove 8|unknown command 'slove': did you mean 'solve'?
help nosuch|unknown command 'nosuch'
count 8 --uniq|unknown option '--uniq' for 'count': did you mean '--unique'?
count 8 --uniq|did you mean '--unique'? (see 'nqueens-cnf count --help')
count 8 --shard 0/3|(see 'nqueens-cnf count --help')
8 --uniq|(see 'nqueens-cnf --help')
help sovle|did you mean 'solve'? (see 'nqueens-cnf --help')
8 --svg q.svg|'--svg' is an option of solve and decode, not of the generator
decode 8 --encoding=sequential|'--encoding' is an option of the generator, stats, solve, count, check and explain, not of 'decode'
8 --symetry-breaking|unknown option '--symetry-breaking': did you mean '--symmetry-breaking'?
8x|invalid board size '8x'
TABLE
finish
