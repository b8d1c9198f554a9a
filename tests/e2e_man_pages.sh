#!/bin/sh
# The man pages in docs/man/ (the overview nqueens-cnf(1) and
# nqueens-cnf-COMMAND(1) per command; test_docs holds them to what the
# command prints, and the build installs them): each renders with man(1)
# and groff without one warning, and the OPTIONS section of each lists
# the same options, under the same headings in the same order, as the
# help of its command (`help COMMAND`; the overview's are the
# generator's, `help generate`). A machine without man or groff fails
# here, naming the Debian package: the pages are part of what is shipped.
#
# Usage: sh tests/e2e_man_pages.sh PATH-TO-nqueens-cnf DATA-DIR
. "$(dirname "$0")/e2e_lib.sh" "$@"

pages=$(cd "$(dirname "$0")/../docs/man" && pwd)
have_man=1
need_tool man man-db || have_man=0
need_tool groff groff-base || have_man=0

# options_by_heading (e2e_lib.sh) of a page's OPTIONS section: .SS is a
# heading, the line after .TP an option's names (roff's "\-" read as '-').
page_options() {
    sed 's/\\-/-/g' "$1" | awk '
        /^\.SH / { in_options = ($0 == ".SH OPTIONS"); next }
        !in_options { next }
        /^\.SS / { heading = substr($0, 5); next }
        /^\.TP$/ { names = 1; next }
        names {
            names = 0
            match($0, /--[a-z0-9-]+/)
            print (heading == "" ? "NO HEADING" : heading) "\t" \
                substr($0, RSTART, RLENGTH)
        }'
}

count=0
for page in "$pages"/nqueens-cnf*.1; do
    name=$(basename "$page" .1)
    count=$((count + 1))
    topic=${name#nqueens-cnf}
    topic=${topic#-}
    "$gen" help "${topic:-generate}" > "$tmp/help"
    options_by_heading "$tmp/help" > "$tmp/help.options"
    page_options "$page" > "$tmp/page.options"
    if [ -s "$tmp/page.options" ] &&
        cmp -s "$tmp/help.options" "$tmp/page.options"; then
        ok "$name(1): OPTIONS as in help ${topic:-generate}"
    else
        not_ok "$name(1): OPTIONS differ from help ${topic:-generate}:"
        diff "$tmp/help.options" "$tmp/page.options" | sed 's/^/    /'
    fi
    [ "$have_man" -eq 1 ] || continue
    if groff -man -Tutf8 -ww -z "$page" > "$tmp/out" 2> "$tmp/err" &&
        [ ! -s "$tmp/err" ]; then
        ok "$name(1): groff -ww warns of nothing"
    else
        not_ok "$name(1): groff -ww:"; show "$tmp/err"
    fi
    if MANWIDTH=80 man -l "$page" > "$tmp/out" 2> "$tmp/err" &&
        [ ! -s "$tmp/err" ] && grep -q "^NAME" "$tmp/out" &&
        grep -q "^OPTIONS" "$tmp/out" && grep -q "^EXIT STATUS" "$tmp/out"
    then
        ok "$name(1): man -l renders it ($(wc -l < "$tmp/out") lines)"
    else
        not_ok "$name(1): man -l:"; show "$tmp/err"; show "$tmp/out"
    fi
done
if [ "$count" -gt 5 ]; then
    ok "docs/man holds $count pages"
else
    not_ok "docs/man holds $count pages"
fi
finish
