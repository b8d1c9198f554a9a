#!/bin/sh
# The layout of the help, through the command. The overview (`--help`,
# `help`) fits a screen: under 40 lines, every command, where to read
# more, and no benchmark option. A command's help (`help COMMAND`, and
# `help generate` for the generator) lists every option the command
# takes exactly once, each under a heading, the headings in the order
# written here with the benchmark options last. Which options a command
# takes is asked of the completion script (sourced in a bare bash and
# asked for "--"), which reads the option table by another path than the
# help does: an option the help drops or lists twice fails here.
#
# Usage: sh tests/e2e_help_layout.sh PATH-TO-nqueens-cnf DATA-DIR
. "$(dirname "$0")/e2e_lib.sh" "$@"

commands="stats solve count decode check explain completion help"
headings="The board|Encoding and format|Solving|Checking|Output|Help"
headings="$headings|Benchmark instances"

# The overview.
"$gen" --help > "$tmp/overview"
lines=$(wc -l < "$tmp/overview")
if [ "$lines" -lt 40 ]; then
    ok "--help is $lines lines"
else
    not_ok "--help is $lines lines, not under 40"
fi
for command in $commands; do
    if grep -q "^ *\(Usage: \)\?nqueens-cnf $command " "$tmp/overview"; then
        ok "the overview names $command"
    else
        not_ok "the overview lacks $command"
    fi
done
for pointer in "nqueens-cnf help COMMAND" "help generate" \
               "man nqueens-cnf-COMMAND" "man nqueens-cnf'"; do
    if tr '\n' ' ' < "$tmp/overview" | grep -qF "$pointer"; then
        ok "the overview says where to read more: $pointer"
    else
        not_ok "the overview lacks '$pointer'"
    fi
done
for option in --shuffle --provenance --excluded-diagonals --random-blocks \
              --seed --family; do
    if grep -q -e "^  $option " "$tmp/overview"; then
        not_ok "the overview lists the benchmark option $option"
    else
        ok "the overview leaves $option to the commands' help"
    fi
done

if ! need_tool bash bash; then finish; exit; fi
"$gen" completion bash > "$tmp/completion.bash"
# The long options completion offers after the words given.
cat > "$tmp/drive.bash" <<'BASH'
source "$1" || exit 3
shift
COMP_WORDS=("$@" --)
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_LINE="${COMP_WORDS[*]}"
COMP_POINT=${#COMP_LINE}
_nqueens_cnf
printf '%s\n' "${COMPREPLY[@]}"
BASH

for topic in generate $commands; do
    "$gen" help "$topic" > "$tmp/help" 2> "$tmp/err"
    if [ -s "$tmp/err" ]; then not_ok "help $topic complains"; continue; fi
    options_by_heading "$tmp/help" > "$tmp/listed"
    if grep -q "^NO HEADING" "$tmp/listed"; then
        not_ok "help $topic lists options under no heading:"
        show "$tmp/listed"
    else
        ok "help $topic lists every option under a heading"
    fi
    cut -f 2 "$tmp/listed" | LC_ALL=C sort > "$tmp/names"
    if [ -z "$(uniq -d "$tmp/names")" ]; then
        ok "help $topic lists each option once"
    else
        not_ok "help $topic lists twice: $(uniq -d "$tmp/names" | tr '\n' ' ')"
    fi
    if [ "$topic" = generate ]; then words=nqueens-cnf; else
        words="nqueens-cnf $topic"; fi
    # shellcheck disable=SC2086  # the words are words
    bash --norc --noprofile "$tmp/drive.bash" "$tmp/completion.bash" \
        $words | LC_ALL=C sort > "$tmp/taken"
    if [ -s "$tmp/taken" ] && cmp -s "$tmp/names" "$tmp/taken"; then
        ok "help $topic lists every option $topic takes"
    else
        not_ok "help $topic lists other options than it takes:"
        diff "$tmp/names" "$tmp/taken" | sed 's/^/    /'
    fi
    # The headings present, in order, and that order as written above.
    cut -f 1 "$tmp/listed" | uniq > "$tmp/order"
    echo "$headings" | tr '|' '\n' | grep -Fx -f "$tmp/order" > "$tmp/fixed"
    if cmp -s "$tmp/order" "$tmp/fixed" && [ "$(uniq -d "$tmp/order")" = "" ]
    then
        ok "help $topic: headings in order: $(tr '\n' ',' < "$tmp/order")"
    else
        not_ok "help $topic: headings out of order:"; show "$tmp/order"
    fi
    if grep -q "^Benchmark instances$" "$tmp/order" &&
        [ "$(tail -n 1 "$tmp/order")" != "Benchmark instances" ]; then
        not_ok "help $topic: benchmark options are not last"
    else
        ok "help $topic: benchmark options, if any, last"
    fi
done
finish
