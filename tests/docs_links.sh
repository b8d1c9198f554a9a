#!/bin/sh
# Every relative link and image of the README and the guides points at a
# file that exists and, after a '#', at a heading of that file (GitHub's
# anchors: lower case, punctuation dropped, spaces as '-', a repeated
# heading numbered -1, -2, ...). Each new guide also opens, after its
# title, with a line that says whom it is for.
set -eu
root=${1:?usage: docs_links.sh SOURCE_DIR}
exec python3 -B - "$root" <<'EOF'
import os, re, sys

root = sys.argv[1]
pages = ['README.md', 'tests/README.md'] + sorted(
    'docs/' + name for name in os.listdir(os.path.join(root, 'docs'))
    if name.endswith('.md'))

def strip_code(text):
    """The text with fenced blocks and code spans blanked out."""
    out, fence = [], False
    for line in text.split('\n'):
        if line.lstrip().startswith('```'):
            fence = not fence
            out.append('')
            continue
        out.append('' if fence else re.sub(r'`[^`]*`', '``', line))
    return out

def anchors(path):
    seen, result, fence = {}, set(), False
    for line in open(path, encoding='utf-8').read().split('\n'):
        if line.lstrip().startswith('```'):
            fence = not fence
        m = None if fence else re.match(r'^#{1,6} +(.*?) *#*$', line)
        if not m:
            continue
        slug = re.sub(r'[^\w\- ]', '', m.group(1).lower()).replace(' ', '-')
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else '%s-%d' % (slug, count))
    return result

passed = failed = 0
def check(ok, message):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print('not ok: ' + message)

for page in pages:
    path = os.path.join(root, page)
    text = open(path, encoding='utf-8').read()
    lines = strip_code(text)
    fences = sum(1 for l in text.split('\n') if l.lstrip().startswith('```'))
    check(fences % 2 == 0, '%s: a code block is not closed' % page)
    if page != 'README.md':
        first = [l for l in text.split('\n')[1:] if l.strip()][:1]
        check(first and first[0].startswith('For '),
              '%s: the line after the title says whom it is for' % page)
    for number, line in enumerate(lines, 1):
        for target in re.findall(r'\]\(([^)\s]+)\)', line):
            if re.match(r'^[a-z]+:', target):
                continue
            file, _, anchor = target.partition('#')
            where = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
            ok = os.path.exists(where)
            check(ok, '%s:%d: %s: no such file' % (page, number, target))
            if ok and anchor and where.endswith('.md'):
                check(anchor in anchors(where),
                      '%s:%d: %s: no such heading' % (page, number, target))
print('%d passed, %d failed' % (passed, failed))
sys.exit(1 if failed or not passed else 0)
EOF
