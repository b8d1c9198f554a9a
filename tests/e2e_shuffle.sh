#!/bin/sh
# e2e_shuffle.sh - shuffled files, solved by real solvers and mapped back.
#
# cadical and cryptominisat5 solve files written with --shuffle; decode
# maps their models back to boards, through --cnf FILE's record and
# through --shuffle SEED alone, and the boards are judged here (awk, from
# the drawing decode prints) as N non-attacking queens. One seed gives
# the same bytes twice, two seeds differ, each part alone changes only
# what it names, and check takes a shuffled reference for the reference.
. "$(dirname "$0")/e2e_lib.sh" "$@"

# board_literals N FILE: the queens of decode's first drawn board as the
# plain file's literals r*N+c+1.
board_literals() {
    awk -v n="$1" '
        /^(solution|model) / { if (seen) exit; seen = 1; r = 0; next }
        seen && NF == n { for (c = 1; c <= NF; c++) if ($c == "Q") print (r * n + c); r++ }
    ' "$2"
}

solve_with() { # solver file output
    case $1 in
    cadical) cadical -q "$2" > "$3" 2>&1 ;;
    cryptominisat5) cryptominisat5 --verb 0 "$2" > "$3" 2>&1 ;;
    esac
    return 0
}

have_solvers=1
need_tool cadical cadical || have_solvers=0
need_tool cryptominisat5 cryptominisat || have_solvers=0

for e in pairwise sequential ladder bitwise commander product; do
    for n in 8 13; do
        cnf=$tmp/$e.$n.cnf
        if ! "$gen" "$n" --encoding "$e" --shuffle 1234 -o "$cnf" 2> "$tmp/err"; then
            not_ok "$e N=$n: --shuffle 1234 failed"; show "$tmp/err"; continue
        fi
        [ "$have_solvers" -eq 1 ] || continue
        for solver in cadical cryptominisat5; do
            solve_with "$solver" "$cnf" "$tmp/out"
            if [ "$(sat_answer "$tmp/out")" != SAT ]; then
                not_ok "$e N=$n: $solver did not find the shuffled file satisfiable"
                show "$tmp/out"; continue
            fi
            for how in "--cnf $cnf" "--shuffle 1234"; do
                # shellcheck disable=SC2086 # two words on purpose
                if ! "$gen" decode "$n" $how "$tmp/out" > "$tmp/board" 2> "$tmp/err"; then
                    not_ok "$e N=$n: decode $how rejects $solver's model"
                    show "$tmp/err"; continue
                fi
                board_literals "$n" "$tmp/board" > "$tmp/lits"
                if why=$(verify_model "$n" "$tmp/lits"); then
                    ok "$e N=$n: $solver's model of the shuffled file, decoded with $how, is a solution"
                else
                    not_ok "$e N=$n: decode $how of $solver's model: $why"
                fi
            done
        done
        # The model read as a plain file's is (almost surely) no solution.
        if [ "$e" = pairwise ] && [ "$n" = 13 ] &&
           "$gen" decode "$n" --quiet "$tmp/out" 2> /dev/null; then
            not_ok "$e N=$n: the shuffled model decoded without the shuffle is a solution too"
        fi
    done
done

# Reproducible: one seed twice, two seeds, and stdout against -o.
"$gen" 10 --encoding ladder --shuffle 77 > "$tmp/a.cnf"
"$gen" 10 --encoding ladder --shuffle 77 -o "$tmp/b.cnf"
"$gen" 10 --encoding ladder --shuffle 78 > "$tmp/c.cnf"
if cmp -s "$tmp/a.cnf" "$tmp/b.cnf"; then ok "seed 77 twice: the same bytes"
else not_ok "seed 77 twice: different bytes"; fi
if cmp -s "$tmp/a.cnf" "$tmp/c.cnf"; then not_ok "seeds 77 and 78 give the same bytes"
else ok "seeds 77 and 78 differ"; fi
if grep -qx 'c shuffle seed 77 parts vars,polarity,clauses,literals window 65536 scheme 1' "$tmp/a.cnf"; then
    ok "the record line names seed, parts, window and scheme"
else
    not_ok "no record line"; show "$tmp/a.cnf"
fi
"$gen" 10 --encoding ladder > "$tmp/plain.cnf"
if [ "$(grep -c '' "$tmp/a.cnf")" -eq "$(( $(grep -c '' "$tmp/plain.cnf") + 2 ))" ] &&
   [ "$(grep '^p ' "$tmp/a.cnf")" = "$(grep '^p ' "$tmp/plain.cnf")" ]; then
    ok "the header's counts stay; two record lines more"
else
    not_ok "the shuffled file's header or line count differs from the plain file's"
fi

# Each part alone, against the plain file (clause lines only).
clause_lines() { grep -v '^[cp]' "$1"; }
clause_lines "$tmp/plain.cnf" > "$tmp/plain.body"
for part in vars polarity clauses literals; do
    "$gen" 10 --encoding ladder --shuffle 5 --shuffle-parts "$part" | clause_lines /dev/stdin > "$tmp/$part.body"
done
# clauses: the same lines, another order; literals: the same sorted
# numbers per line; polarity: the same numbers without signs; vars: the
# same signs.
if [ "$(sort "$tmp/clauses.body")" = "$(sort "$tmp/plain.body")" ] &&
   ! cmp -s "$tmp/clauses.body" "$tmp/plain.body"; then
    ok "--shuffle-parts clauses only reorders the clause lines"
else not_ok "--shuffle-parts clauses changed more than the order"; fi
sort_words() { awk '{ n = split($0, w, " "); for (i = 1; i < n; i++) for (j = i + 1; j < n; j++) if (w[j] + 0 < w[i] + 0) { t = w[i]; w[i] = w[j]; w[j] = t } s = ""; for (i = 1; i <= n; i++) s = s w[i] " "; print s }' "$1"; }
if [ "$(sort_words "$tmp/literals.body")" = "$(sort_words "$tmp/plain.body")" ] &&
   ! cmp -s "$tmp/literals.body" "$tmp/plain.body"; then
    ok "--shuffle-parts literals only reorders each clause's literals"
else not_ok "--shuffle-parts literals changed more than the literal order"; fi
if [ "$(tr -d '-' < "$tmp/polarity.body")" = "$(tr -d '-' < "$tmp/plain.body")" ] &&
   ! cmp -s "$tmp/polarity.body" "$tmp/plain.body"; then
    ok "--shuffle-parts polarity only changes signs"
else not_ok "--shuffle-parts polarity changed more than signs"; fi
if [ "$(tr -d '0-9' < "$tmp/vars.body")" = "$(tr -d '0-9' < "$tmp/plain.body")" ] &&
   ! cmp -s "$tmp/vars.body" "$tmp/plain.body"; then
    ok "--shuffle-parts vars only changes numbers"
else not_ok "--shuffle-parts vars changed more than numbers"; fi

# check takes the shuffled reference as the reference.
for e in pairwise sequential; do
    "$gen" 9 --encoding "$e" --shuffle 11 -o "$tmp/r.cnf"
    if "$gen" check --time-limit 0 9 --encoding "$e" "$tmp/r.cnf" > "$tmp/check" 2>&1 &&
       grep -q 'same clauses in another order' "$tmp/check"; then
        ok "check accepts the shuffled $e reference"
    else
        not_ok "check does not accept the shuffled $e reference"; show "$tmp/check"
    fi
done
# ... and not a shuffled file of another encoding's clauses with one lost
"$gen" 9 --shuffle 11 | sed '$d' > "$tmp/cut.cnf"
if "$gen" check --time-limit 0 9 "$tmp/cut.cnf" > "$tmp/check" 2>&1; then
    not_ok "check accepts a shuffled reference without its last clause"
else
    ok "check still finds a clause missing from a shuffled reference"
fi

# Mistakes.
for args in "--shuffle-parts vars" "--shuffle 1 --shuffle-parts tea" "--shuffle -1"; do
    # shellcheck disable=SC2086
    "$gen" 8 $args > /dev/null 2> "$tmp/err"; rc=$?
    if [ "$rc" -eq 2 ]; then ok "'$args' is a usage error"
    else not_ok "'$args' exits $rc, not 2"; show "$tmp/err"; fi
done
for args in "--comments" "--format smt2"; do
    # shellcheck disable=SC2086
    if "$gen" 8 --shuffle 1 $args > /dev/null 2> "$tmp/err"; then
        not_ok "--shuffle with $args is accepted"
    else
        ok "--shuffle with $args is refused"
    fi
done

finish
