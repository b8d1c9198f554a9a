#!/usr/bin/python3
"""z3_boards.py FILE SQUARES CAP - the boards z3 finds for an SMT-LIB file,
for the shell scripts' z3_boards (e2e_lib.sh).

Prints one board a line, "r,c r,c ..." (the caller sorts the lines as
its other listings are sorted): each board z3 finds is blocked and z3 asked again, at most CAP+1 times. SQUARES holds
"name r c" for every square. The file's own check-sat, get-model and exit
are left out. Anything z3 says while reading the file (an error, a
warning) ends the search with no board, as a first answer that is not
"sat" does.

One z3 process answers every question through its interactive mode:
starting z3 once per board was most of the time of the tests that list a
file's boards (hundreds of starts for an 8 x 8 file).
"""
import re
import subprocess
import sys

DONE = '"z3_boards: done"'
LEFT_OUT = re.compile(r"^\s*\((check-sat|get-model|exit)\)")


def ask(z3, commands):
    """Sends commands, then an echo; returns z3's lines before the echo."""
    z3.stdin.write(commands + "\n(echo %s)\n" % DONE)
    z3.stdin.flush()
    lines = []
    for line in z3.stdout:
        if line.strip() in (DONE, DONE.strip('"')):
            return lines
        lines.append(line.rstrip("\n"))
    return lines + ["z3 ended"]


def boards(path, squares, cap):
    with open(path) as f:
        text = "".join(line for line in f if not LEFT_OUT.match(line))
    names = " ".join(name for name, _, _ in squares)
    found = []
    z3 = subprocess.Popen(["z3", "-in"], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    try:
        if ask(z3, text):
            return found
        while len(found) <= cap:
            answer = ask(z3, "(check-sat)\n(get-value (%s))" % names)
            if not answer or answer[0] != "sat":
                break
            # ((x0y0 true) (x0y1 false) ...): the names set true
            pairs = " ".join(answer[1:]).replace("(", " ").replace(")", " ")
            words = pairs.split()
            true = {words[i] for i in range(0, len(words) - 1, 2)
                    if words[i + 1] == "true"}
            found.append(" ".join(sorted("%s,%s" % (r, c)
                                         for name, r, c in squares
                                         if name in true)) + " ")
            block = " ".join(name if name in true else "(not %s)" % name
                             for name, _, _ in squares)
            ask(z3, "(assert (not (and %s)))" % block)
    finally:
        z3.stdin.close()
        z3.wait()
    return found


def main(argv):
    if len(argv) != 3:
        print(__doc__.split("\n")[0], file=sys.stderr)
        return 2
    with open(argv[1]) as f:
        squares = [tuple(line.split()[:3]) for line in f if line.strip()]
    for board in boards(argv[0], squares, int(argv[2])):
        print(board)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
