#!/bin/sh
# e2e_completion.sh NQUEENS_CNF DATA_DIR
#
# `nqueens-cnf completion bash` is held to what a user sees when pressing
# Tab: the script is sourced in a bare bash (--norc: none of
# bash-completion's helpers), COMP_WORDS/COMP_CWORD/COMP_LINE/COMP_POINT
# are set as bash sets them for a line, the completion function is
# called, and COMPREPLY is compared with the words written here (the
# commands, the options of each command, the encodings, formats and
# solvers, the files of a directory made for the test), never with the
# program's own tables. Then the same script is placed in a prefix's
# share/bash-completion/completions and loaded the way an installed one
# is: by Debian's bash-completion on demand, found through XDG_DATA_DIRS
# (with a prefix that lacks it as the control).
. "$(dirname "$0")/e2e_lib.sh" "$@"

script=$tmp/nqueens-cnf.bash
loader=/usr/share/bash-completion/bash_completion

# The driver: sources the script (or bash-completion, with LOADER set),
# splits LINE into words as bash does (a trailing space starts an empty
# word; "=" stands alone, as COMP_WORDBREAKS has it), completes the last
# word and prints COMPREPLY sorted, one per line.
cat > "$tmp/drive.bash" <<'BASH'
script=$1 line=$2
if [[ -n ${LOADER-} ]]; then
    source "$LOADER" || exit 3
    # What bash does for a command without a completion yet: the default
    # completion (complete -D), which is bash-completion's loader.
    _completion_loader nqueens-cnf
    [[ $(complete -p nqueens-cnf 2>&1) == *" -F _nqueens_cnf "* ]] ||
        { echo "not loaded: $(complete -p nqueens-cnf 2>&1)" >&2; exit 4; }
else
    source "$script" || exit 3
fi
read -ra COMP_WORDS <<< "$line"
[[ $line == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_LINE=$line
COMP_POINT=${#line}
_nqueens_cnf
(( ${#COMPREPLY[@]} == 0 )) || printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort
BASH

if ! need_tool bash bash; then finish; exit; fi

if "$gen" completion bash > "$script" 2> "$tmp/err" && [ ! -s "$tmp/err" ]; then
    ok "completion bash writes the script"
else
    not_ok "completion bash failed"; show "$tmp/err"
fi
if bash -n "$script" 2> "$tmp/err"; then
    ok "the script is valid bash (bash -n)"
else
    not_ok "bash -n rejects the script"; show "$tmp/err"
fi

# Usage errors: exit 2 and the words in the message.
for case in "zsh:no completion for the shell 'zsh' (there is one for: bash)" \
            ":missing the shell: nqueens-cnf completion bash"; do
    shell=${case%%:*}
    # shellcheck disable=SC2086  # no shell: no argument at all
    "$gen" completion $shell > "$tmp/out" 2> "$tmp/err"
    status=$?
    if [ "$status" -eq 2 ] && [ ! -s "$tmp/out" ] &&
       grep -qF "error: ${case#*:}" "$tmp/err"; then
        ok "completion ${shell:-(no shell)}: usage error"
    else
        not_ok "completion ${shell:-(no shell)}: exit $status"; show "$tmp/err"
    fi
done

# The files that file names complete to, in their own directory.
mkdir -p "$tmp/files/sub" && cd "$tmp/files" || exit 1
: > q8.cnf; : > answer.txt; : > "my board.cnf"; : > "star*.cnf"; : > star-x.cnf

# expect WHAT LINE [WORD...]: completing LINE offers exactly the WORDs.
expect() {
    what=$1 line=$2
    shift 2
    if [ $# -gt 0 ]; then printf '%s\n' "$@" | LC_ALL=C sort; fi > "$tmp/expected"
    if bash --norc --noprofile "$tmp/drive.bash" "$script" "$line" \
            > "$tmp/got" 2> "$tmp/err" && cmp -s "$tmp/got" "$tmp/expected"
    then
        ok "$what: '$line'"
    else
        not_ok "$what: '$line' offers:"; show "$tmp/got"; show "$tmp/err"
    fi
}

commands="stats solve count decode check explain completion help"
encodings="pairwise sequential ladder bitwise commander product"
# shellcheck disable=SC2086  # the lists are words
{
expect "every command after the program" "nqueens-cnf " $commands
expect "commands after 's'" "nqueens-cnf s" solve stats
expect "commands after 'c'" "nqueens-cnf c" check completion count
expect "no command is a number" "nqueens-cnf 8"
expect "the generator's options first" "nqueens-cnf --" --allow-unsat \
    --append --block --blocks --comments --compress --encoding \
    --excluded-diagonals --family --force --format --help --level --no-column-alo --no-progress \
    --output --progress --provenance --queen --random-blocks \
    --random-diagonals --random-queens --range --seed --shuffle \
    --shuffle-parts --step --symmetry-breaking --take --version
expect "the generator's options after N" "nqueens-cnf 8 --s" \
    --seed --shuffle --shuffle-parts --step --symmetry-breaking
expect "nothing after the generator's N" "nqueens-cnf 8 "
expect "count's options" "nqueens-cnf count 8 --u" --unique
expect "count's options of sharding and progress" "nqueens-cnf count 8 --" \
    --allow-unsat --block --blocks --encoding --estimate \
    --excluded-diagonals --help --no-column-alo --no-progress --progress \
    --queen --random-blocks --random-diagonals --random-queens --seed \
    --shard --solver --symmetry-breaking --take --threads --unique --version
expect "count's options before N" "nqueens-cnf count --t" --take --threads
expect "solve's options" "nqueens-cnf solve 8 --u" --unicode --unique
expect "solve's options" "nqueens-cnf solve 8 --s" --seed --shard --solver \
    --sorted --svg --symmetry-breaking
expect "decode's options" "nqueens-cnf decode 8 --c" --classes --cnf
expect "check's options" "nqueens-cnf check 8 --s" --seed --solver --strict \
    --symmetry-breaking
expect "stats takes no solver" "nqueens-cnf stats 8 --so"
expect "completion's options" "nqueens-cnf completion --" --help --version
expect "encodings after --encoding" "nqueens-cnf count 8 --encoding " \
    $encodings
expect "encodings after -e" "nqueens-cnf 8 -e s" sequential
expect "encodings after --encoding= (split at '=')" \
    "nqueens-cnf 8 --encoding =" $encodings
expect "encodings after --encoding=co (split at '=')" \
    "nqueens-cnf 8 --encoding = co" commander
expect "encodings after --encoding=co (one word)" \
    "nqueens-cnf solve 8 --encoding=co" --encoding=commander
expect "formats after --format" "nqueens-cnf 8 --format " cnf+ dimacs knf \
    opb smt2
expect "formats after -f" "nqueens-cnf -f s" smt2
expect "solvers after --solver" "nqueens-cnf solve 8 --solver " \
    cadical picosat
expect "solvers after --solver" "nqueens-cnf check 8 --solver p" picosat
expect "commands after help" "nqueens-cnf help " $commands generate
expect "commands after help" "nqueens-cnf help de" decode
expect "the generator's topic after help" "nqueens-cnf help gen" generate
expect "no generate as a first word" "nqueens-cnf gen"
expect "shells after completion" "nqueens-cnf completion " bash
expect "files after -o" "nqueens-cnf -o " answer.txt "my board.cnf" \
    q8.cnf "star*.cnf" star-x.cnf sub
expect "files after --output" "nqueens-cnf 8 --output q" q8.cnf
expect "files after --svg" "nqueens-cnf solve 8 --svg a" answer.txt
expect "files after --cnf" "nqueens-cnf decode 8 --cnf my" "my board.cnf"
expect "files after check N" "nqueens-cnf check 8 " answer.txt \
    "my board.cnf" q8.cnf "star*.cnf" star-x.cnf sub
expect "a file name with '*' is not a pattern" "nqueens-cnf check 8 st" \
    "star*.cnf" star-x.cnf
expect "files after check N FILE" "nqueens-cnf check 8 q8.cnf a" answer.txt
expect "files after decode N" "nqueens-cnf decode 8 q" q8.cnf
expect "nothing after decode N FILE" "nqueens-cnf decode 8 answer.txt "
expect "no file where N goes" "nqueens-cnf check "
expect "a value is no positional argument" \
    "nqueens-cnf decode 8 --svg q8.svg a" answer.txt
expect "values of text options complete to nothing" \
    "nqueens-cnf count 8 --threads "
expect "options after a value" "nqueens-cnf count 8 --threads 2 --u" --unique
expect "no option after --" "nqueens-cnf check 8 -- --s"
expect "files after --" "nqueens-cnf check 8 -- q" q8.cnf
}

# Installed: the script as the file bash-completion looks for, in a
# prefix named by XDG_DATA_DIRS; bash-completion loads it on demand.
if [ -f "$loader" ]; then
    ok "bash-completion is installed ($loader)"
else
    not_ok "$loader missing: apt-get install bash-completion"
fi
prefix=$tmp/prefix
mkdir -p "$prefix/share/bash-completion/completions" "$tmp/empty/share" \
    "$tmp/home"
cp "$script" "$prefix/share/bash-completion/completions/nqueens-cnf"
# loaded DATA_DIRS LINE: completing LINE after loading through bash-completion.
loaded() {
    HOME=$tmp/home XDG_DATA_DIRS=$1 LOADER=$loader \
        bash --norc --noprofile "$tmp/drive.bash" - "$2"
}
if [ "$(loaded "$tmp/empty/share:$prefix/share" "nqueens-cnf count 8 --u" \
        2> "$tmp/err")" = --unique ]; then
    ok "bash-completion loads it from \$XDG_DATA_DIRS/bash-completion/completions"
else
    not_ok "bash-completion does not load it from the prefix"; show "$tmp/err"
fi
if [ "$(loaded "$prefix/share" "nqueens-cnf 8 --format " 2> "$tmp/err" |
        tr '\n' ' ')" = "cnf+ dimacs knf opb smt2 " ]; then
    ok "loaded by bash-completion, it completes formats"
else
    not_ok "loaded by bash-completion, no formats"; show "$tmp/err"
fi
if loaded "$tmp/empty/share" "nqueens-cnf s" > "$tmp/got" 2>&1; then
    not_ok "the control: found without the prefix"; show "$tmp/got"
else
    ok "the control: not found in a prefix without it"
fi

finish
