#!/bin/sh
# `nqueens-cnf check --json` as an autograder reads it: every line of
# every run is validated against docs/check-report.schema.json with
# Debian's python3-jsonschema, then judged on what it says: the verdict
# and findings each file of tests/data/check must get, the exit status
# (per line and of the process), the order of several FILEs and of a
# generator's --range, the generator's failures, --strict, and bytes that
# are not text (invalid UTF-8 and control bytes in a bad token and in a
# file name) coming out as valid JSON. Boards are judged by the suite's
# Python oracle (tests/oracle.py): a board shown for a missing clause
# must not be a solution and must break that clause; one shown for an
# extra clause must be a solution that the clause rules out. The schema
# is itself checked first, and held to hand-written lines it must accept
# or reject, so a schema that accepts anything cannot pass.
#
# The judge is Python (the schema validator is), run as /usr/bin/python3
# so that a virtual environment on PATH cannot change it; it prints the
# "ok"/"not ok" lines that e2e_lib.sh counts.
#
# Usage: sh tests/e2e_check_json.sh PATH-TO-nqueens-cnf TESTS-DATA-DIR
set -eu
. "$(dirname "$0")/e2e_lib.sh" "$@"
data=${2:?usage: e2e_check_json.sh NQUEENS-CNF DATA-DIR}
schema=$(cd "$(dirname "$0")/../docs" && pwd)/check-report.schema.json
python=/usr/bin/python3

if [ ! -x "$python" ]; then
    not_ok "$python not found; install the Debian package 'python3'"
    finish
    exit
fi
if ! "$python" -c 'import jsonschema' 2> "$tmp/err"; then
    not_ok "python: no module jsonschema; install the Debian package 'python3-jsonschema'"
    finish
    exit
fi

cat > "$tmp/judge.py" <<'PYTHON'
import copy, json, os, shlex, subprocess, sys, time
import jsonschema

gen, data, schema_path, tmp = sys.argv[1:5]
import oracle
checkdir = os.path.join(data, "check")


def report(good, what):
    print(("ok " if good else "not ok ") + what.replace("\n", " "), flush=True)
    return good


# --- boards, judged by the oracle ----------------------------------------

def queens(board):
    return [(r, c) for r, row in enumerate(board)
            for c, square in enumerate(row) if square == "Q"]


def is_solution(board):
    return oracle.is_solution(len(board), queens(board))


def clause_false_on(clause, board):
    """True when every literal of a clause over board squares is false."""
    n = len(board)
    for lit in clause:
        r, c = divmod(abs(lit) - 1, n)
        if abs(lit) > n * n or (lit > 0) == (board[r][c] == "Q"):
            return False
    return True


def board_problems(line):
    """What is wrong with the boards of one line, as a list of texts."""
    n, wrong = line["n"], []
    for d in line["differences"]:
        b = d["board"]
        if b is None:
            continue
        if len(b) != n or any(len(row) != n for row in b):
            wrong.append("board of %s is not %dx%d: %r" % (d["kind"], n, n, b))
            continue
        board_only = d["clause"] and all(abs(x) <= n * n for x in d["clause"])
        if d["kind"] == "extra":
            if not is_solution(b):
                wrong.append("extra %s: its board is no solution: %r" % (d["clause"], b))
            elif board_only and not clause_false_on(d["clause"], b):
                wrong.append("extra %s: its board satisfies it: %r" % (d["clause"], b))
        else:
            if is_solution(b):
                wrong.append("%s %s: its board is a solution: %r" % (d["kind"], d["clause"], b))
            elif board_only and not clause_false_on(d["clause"], b):
                wrong.append("%s %s: its board satisfies it: %r" % (d["kind"], d["clause"], b))
    return wrong


# The judge judged (the oracle is held to OEIS by its own --self-test):
# the boards' checks must catch hand-made errors.
report(not is_solution(["Q.", ".."]) and not is_solution(["QQ", ".."])
       and is_solution(["Q"]) and not is_solution(["."]),
       "the attack check rejects a missing queen and two in a row")
report(clause_false_on([-2, -7], [".Q..", "..Q.", "Q...", "...Q"])
       and not clause_false_on([-2, -8], [".Q..", "..Q.", "Q...", "...Q"])
       and not clause_false_on([1, 5, 9, 13], ["Q...", "....", "....", "...."])
       and not clause_false_on([-2, 17], [".Q..", "....", "....", "...."]),
       "clause_false_on reads literals on the board")


# --- the schema --------------------------------------------------------------

with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
Validator = jsonschema.validators.validator_for(schema)
try:
    Validator.check_schema(schema)
    report(True, "the schema is a valid %s schema" % Validator.__name__)
except jsonschema.SchemaError as e:
    report(False, "the schema is invalid: %s" % e.message)
validator = Validator(schema)


def schema_errors(value):
    return [e.message for e in validator.iter_errors(value)]


BOARD_BAD = [".Q..", "..Q.", "Q...", "...Q"]  # (0,1) and (1,2): squares 2 and 7
BASE = {"file": "a.cnf", "command": None, "n": 4, "verdict": "not-equivalent",
        "exit_status": 1, "strict": False, "time_limit_reached": False,
        "summary": "not equivalent (1 missing, 0 extra; 1 of them changes the solutions)",
        "variants": [], "matters_at_n": None, "malformed": False, "if_repaired": None,
        "issues": [{"line": 86, "kind": "duplicate-clause", "error": False,
                    "message": "duplicate clause `-10 -5 0` (first on line 68)"}],
        "issues_total": 1,
        "differences": [{"kind": "missing", "line": None, "clause": [-2, -7],
                         "clause_size": 2,
                         "meaning": "at most one queen on the diagonal through (1,2) and (2,3)",
                         "group": "diagonal: at most one queen",
                         "verdict": "not-implied", "board": BOARD_BAD}],
        "differences_total": 1,
        "naming": None, "diagnoses": [], "error": None}


def sample(**changes):
    line = copy.deepcopy(BASE)
    line.update(changes)
    return line


def diff(**changes):
    d = copy.deepcopy(BASE["differences"][0])
    d.update(changes)
    return d


def without(key):
    line = copy.deepcopy(BASE)
    del line[key]
    return line


SOLUTION = [".Q..", "...Q", "Q...", "..Q."]
report(board_problems(BASE) == []
       and board_problems(sample(differences=[diff(board=SOLUTION)]))
       and board_problems(sample(differences=[diff(board=["Q...", "...Q", ".Q..", "..Q."])]))
       and board_problems(sample(differences=[diff(kind="extra", line=8, board=BOARD_BAD)]))
       and board_problems(sample(differences=[diff(board=BOARD_BAD[:3])])),
       "the board checks catch a solution shown for a missing clause, a board "
       "that keeps the clause, a non-solution for an extra one, a 3x4 board")
ZERO_BASED = {"kind": "zero-based", "family": None, "fits_n": None,
              "sentence": "The squares are numbered from 0.",
              "lines": [], "board": None}
accepted = {
    "a not-equivalent file with a board": BASE,
    "a diagnosis": sample(diagnoses=[ZERO_BASED]),
    "a family diagnosis": sample(diagnoses=[dict(
        ZERO_BASED, kind="family-missing", family="down-left-pairs")]),
    "a column that takes two, with its board": sample(diagnoses=[dict(
        ZERO_BASED, kind="lines-take-two", family="column-pairs",
        lines=[1], board=["Q...", "....", "Q...", "...."])]),
    "a text that is not a CNF": sample(
        verdict="not-a-cnf", issues=[], differences=[], error="empty",
        diagnoses=[dict(ZERO_BASED, kind="empty", sentence="empty")]),
    "identical on stdin": sample(file="-", verdict="identical", exit_status=0,
                                 issues=[], differences=[]),
    "a generator run that timed out": sample(
        file=None, command="sh gen.sh 7", n=7, verdict="timed-out",
        issues=[], differences=[], error="timed out after 10 seconds"),
    "equivalent for every N": sample(
        verdict="equivalent-every-n", exit_status=0,
        variants=["no-column-at-least-one", "counted-at-most-one"],
        differences=[diff(clause=[1, 5, 9, 13], verdict="implied", board=None)]),
    "equivalent at this N only, --strict": sample(
        verdict="equivalent-this-n", exit_status=1, strict=True, matters_at_n=9,
        differences=[diff(verdict="implied", board=None)]),
    "malformed, no header": sample(
        verdict="malformed", exit_status=1, malformed=True, differences=[],
        issues=[{"line": None, "kind": "no-header", "error": True,
                 "message": "no 'p cnf' header"}],
        if_repaired={"repairs": ["header"], "verdict": "identical", "exit_status": 0,
                     "variants": [], "summary": "identical"}),
    "malformed with no mended form": sample(
        verdict="malformed", malformed=True, differences=[],
        issues=[{"line": 34, "kind": "not-a-number", "error": True,
                 "message": "'-x9' is not a literal"}]),
    "an extra clause with a solution": sample(differences=[diff(
        kind="extra", line=87, clause=[-2, -8], group=None, board=SOLUTION)]),
    "board rules over auxiliary variables": sample(differences=[
        diff(clause=[-17, -18], verdict="on-board", board=None, group=None),
        diff(kind="allows", clause=None, group=None, meaning="first of its symmetry class")]),
    "undecided": sample(verdict="undecided", exit_status=3,
                        differences=[diff(verdict="undecided", board=None)]),
    "both unsatisfiable": sample(n=3, verdict="both-unsatisfiable", exit_status=0,
                                 differences=[diff(kind="extra", line=2, clause=[1], group=None,
                                                   verdict="implied", board=None)]),
    "a file that cannot be read": sample(verdict="failed", issues=[], differences=[],
                                         error="cannot open 'a.cnf': No such file or directory"),
}
rejected = {
    "no error key": without("error"),
    "no diagnoses key": without("diagnoses"),
    "an unknown diagnosis": sample(diagnoses=[dict(ZERO_BASED, kind="misspelling")]),
    "a diagnosis without its sentence": sample(diagnoses=[dict(
        ZERO_BASED, sentence="")]),
    "no differences key": without("differences"),
    "an unknown key": sample(warnings=[]),
    "an unknown verdict": sample(verdict="equivalent"),
    "exit status 2": sample(exit_status=2),
    "strict as a string": sample(strict="no"),
    "n = 0": sample(n=0),
    "neither file nor command": sample(file=None),
    "both file and command": sample(command="sh gen.sh 4"),
    "a board row with 'x'": sample(differences=[diff(board=["Q.x.", "...Q", ".Q..", "..Q."])]),
    "a board row with spaces": sample(differences=[diff(board=["Q . . .", "...Q", ".Q..", "..Q."])]),
    "an empty board row": sample(differences=[diff(board=["", "...Q", ".Q..", "..Q."])]),
    "an empty board": sample(differences=[diff(board=[])]),
    "a board for an implied clause": sample(differences=[diff(verdict="implied")]),
    "a missing clause with a line": sample(differences=[diff(line=12)]),
    "an extra clause without a line": sample(differences=[diff(kind="extra", group=None)]),
    "a group on an extra clause": sample(differences=[diff(kind="extra", line=87)]),
    "a clause holding 0": sample(differences=[diff(clause=[-2, -7, 0])]),
    "an unknown difference kind": sample(differences=[diff(kind="removed")]),
    "an unknown difference verdict": sample(differences=[diff(verdict="maybe")]),
    "on-board for an extra clause": sample(differences=[diff(
        kind="extra", line=3, group=None, verdict="on-board", board=None)]),
    "a difference without its board key": sample(differences=[
        {k: v for k, v in diff().items() if k != "board"}]),
    "an unknown issue kind": sample(issues=[dict(BASE["issues"][0], kind="syntax-error")]),
    "a warning marked as error": sample(issues=[dict(BASE["issues"][0], error=True)]),
    "an error marked as warning": sample(malformed=False, issues=[
        {"line": 34, "kind": "not-a-number", "error": False, "message": "'-x9' is not a literal"}]),
    "issue line 0": sample(issues=[dict(BASE["issues"][0], line=0)]),
    "malformed without an error issue": sample(malformed=True),
    "malformed with the verdict of its comparison": sample(
        verdict="equivalent-every-n", variants=["counted-at-most-one"], malformed=True,
        issues=[{"line": 34, "kind": "not-a-number", "error": True,
                 "message": "'-x9' is not a literal"}]),
    "the verdict malformed without an error": sample(verdict="malformed"),
    "if_repaired on a file that is not malformed": sample(
        if_repaired={"repairs": ["header"], "verdict": "identical", "exit_status": 0,
                     "variants": [], "summary": "identical"}),
    "a mended file that is malformed again": sample(
        verdict="malformed", malformed=True,
        issues=[{"line": None, "kind": "no-header", "error": True, "message": "no header"}],
        if_repaired={"repairs": ["header"], "verdict": "malformed", "exit_status": 1,
                     "variants": [], "summary": "malformed"}),
    "malformed with exit status 0": sample(
        verdict="malformed", exit_status=0, malformed=True, differences=[],
        issues=[{"line": 85, "kind": "missing-final-zero", "error": True,
                 "message": "the last clause `-12 -15` has no final 0"}]),
    "not equivalent with exit status 0": sample(exit_status=0),
    "identical with exit status 1": sample(verdict="identical", differences=[], exit_status=1),
    "identical with differences": sample(verdict="identical", exit_status=0),
    "identical with variants": sample(verdict="identical", exit_status=0, differences=[],
                                      variants=["no-row-at-least-one"]),
    "an unknown variant": sample(verdict="equivalent-every-n", exit_status=0,
                                 variants=["no-diagonals"]),
    "equivalent for every N without variants": sample(verdict="equivalent-every-n",
                                                      exit_status=0),
    "this N only, --strict, exit status 0": sample(verdict="equivalent-this-n",
                                                   strict=True, exit_status=0),
    "this N only without --strict, exit status 1": sample(verdict="equivalent-this-n"),
    "undecided with exit status 0": sample(verdict="undecided", exit_status=0),
    "matters_at_n on a not-equivalent file": sample(matters_at_n=9),
    "a timeout without an error": sample(file=None, command="sh gen.sh 4",
                                         verdict="timed-out"),
    "a timeout of a file": sample(verdict="timed-out", error="timed out"),
    "an empty summary": sample(summary=""),
}
for name, line in accepted.items():
    errors = schema_errors(line)
    report(not errors, "the schema accepts %s%s" % (name, ": " + errors[0] if errors else ""))
for name, line in rejected.items():
    report(bool(schema_errors(line)), "the schema rejects %s" % name)


# --- runs of the command -----------------------------------------------------

def record_problems(record, own, rows):
    """A summary record against the check lines before it: a program's
    counts its own lines (`own`, those since the last record), the
    class's the rows (files and programs) before it."""
    if record["record"] == "program-summary":
        accepted = sum(line["exit_status"] == 0 for line in own)
        if (record["checked"], record["accepted"]) != (len(own), accepted):
            return ["a program summary of %d checks, %d accepted; its lines "
                    "say %d, %d" % (record["checked"], record["accepted"],
                                    len(own), accepted)]
        return []
    counted = record["accepted"] + record["rejected"] + record["undecided"]
    if counted != rows or record["files"] + record["programs"] != rows:
        return ["a class summary of %d rows (%d files, %d programs); %d "
                "came before it" % (counted, record["files"],
                                    record["programs"], rows)]
    return []


def run(args, stdin=None):
    """The command's exit status and its lines, each already validated.
    check runs without its time limit: no verdict here may depend on how
    busy the machine is."""
    if args[:1] == ["check"]:
        args = ["check", "--time-limit", "0"] + args[1:]
    done = subprocess.run([gen] + args, input=stdin, capture_output=True, timeout=600)
    lines, problems = [], []
    rows = mark = 0  # files and summed programs; lines since a record
    out = done.stdout
    if out and not out.endswith(b"\n"):
        problems.append("stdout does not end with a newline")
    for number, raw in enumerate(out.splitlines(), 1):
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as e:
            problems.append("line %d is not valid UTF-8: %s" % (number, e))
        if any(b < 0x20 for b in raw):
            problems.append("line %d holds a raw control byte" % number)
        try:
            line = json.loads(raw)
        except ValueError as e:
            problems.append("line %d is not JSON: %s: %r" % (number, e, raw[:200]))
            continue
        errors = schema_errors(line)
        if errors:
            problems.append("line %d breaks the schema: %s" % (number, errors[0]))
            continue
        if "record" in line:
            own = [x for x in lines[mark:] if x["command"] is not None]
            problems += ["line %d: %s" % (number, p)
                         for p in record_problems(line, own, rows)]
            rows += line["record"] == "program-summary"
            mark = len(lines)
            continue
        if line["command"] is None:
            rows += 1
        problems += ["line %d: %s" % (number, p) for p in board_problems(line)]
        lines.append(line)
    if done.returncode == 2 or not lines:
        problems.append("exit status %d, stderr: %s" % (
            done.returncode, done.stderr.decode("utf-8", "replace").strip()[:200]))
    return done.returncode, lines, problems


def judge(name, args, expect, stdin=None, count=1, status=None):
    """Runs, then holds each of `count` lines to `expect` (a function of
    the line and its index returning a list of what is wrong)."""
    try:
        rc, lines, problems = run(args, stdin)
        if len(lines) != count and not problems:
            problems.append("%d lines, expected %d" % (len(lines), count))
        if not problems and count == 1 and lines[0]["exit_status"] != rc:
            problems.append("exit_status %d, the process exited %d" % (lines[0]["exit_status"], rc))
        if not problems and status is not None and rc != status:
            problems.append("the process exited %d, expected %d" % (rc, status))
        if not problems:
            for index, line in enumerate(lines):
                problems += expect(line, index)
    except Exception as e:  # a judge that breaks fails the test, never skips it
        problems = ["%s: %s" % (type(e).__name__, e)]
    return report(not problems, name + (": " + "; ".join(problems) if problems else ""))


def fields(**want):
    """An expectation: these fields have these values."""
    def expect(line, index):
        return ["%s is %r, expected %r" % (k, line[k], v)
                for k, v in want.items() if line[k] != v]
    return expect


def both(*expectations):
    return lambda line, index: sum((e(line, index) for e in expectations), [])


def shape(line):
    """What an expectation table compares: issues and differences, in order."""
    return {"issues": [(i["kind"], i["line"], i["error"]) for i in line["issues"]],
            "differences": [(d["kind"], d["line"], sorted(d["clause"] or []), d["verdict"],
                             d["board"] is not None) for d in line["differences"]]}


def findings(verdict, exit_status, issues=(), differences=(), repaired=None, **more):
    """The expectation for one file of tests/data/check at N = 4; for a
    malformed one, `repaired` is what its mended form is: its repairs
    and verdict, or None when it has none."""
    want = {"issues": list(issues),
            "differences": [(k, l, sorted(c), v, v == "not-implied")
                            for k, l, c, v in differences],
            "repaired": repaired}
    def expect(line, index):
        got = shape(line)
        mended = line["if_repaired"]
        got["repaired"] = mended and (mended["repairs"], mended["verdict"])
        return fields(verdict=verdict, exit_status=exit_status, n=4,
                      malformed=any(e for _, _, e in issues), **more)(line, index) + [
            "%s are %r, expected %r" % (k, got[k], want[k]) for k in want if got[k] != want[k]]
    return expect


M, E, NI, IM = "missing", "extra", "not-implied", "implied"
COUNTED = {"variants": ["counted-at-most-one"]}
check4 = {
    "../handwritten_4.cnf": findings("identical", 0),
    "crlf_line_ends.cnf": findings("identical", 0),
    "several_clauses_per_line.cnf": findings("identical", 0, [("comment-in-clause", 8, False)]),
    "shuffled.cnf": findings("same-clauses", 0),
    "duplicate_clause.cnf": findings("same-clauses", 0, [("duplicate-clause", 86, False)]),
    "tautology.cnf": findings("same-clauses", 0, [("tautology", 86, False)]),
    "repeated_literal.cnf": findings("same-clauses", 0, [("repeated-literal", 3, False)]),
    # solvers reject these: malformed, and what could be read is no
    # answer (a damaged clause is left out: no variant is named); the
    # ones mended without a choice say what they then check as
    "wrong_header_count.cnf": findings("malformed", 1, [("header-clauses", 1, True)],
                                       repaired=(["header"], "identical")),
    "no_header.cnf": findings("malformed", 1, [("no-header", None, True)],
                              repaired=(["header"], "identical")),
    "clause_without_zero.cnf": findings("malformed", 1, [("missing-final-zero", 85, True)],
                                        repaired=(["final-zero"], "identical")),
    "garbage.cnf": findings("malformed", 1, [("not-a-number", 34, True)],
                            [(M, None, [-5, -9], IM)], variants=[]),
    "out_of_range_literal.cnf": findings("malformed", 1,
                                         [("literal-out-of-range", 8, True)],
                                         [(M, None, [-3, -4], IM)], variants=[]),
    "no_break_space.cnf": findings("malformed", 1, [("not-a-number", 4, True)],
                                   [(M, None, [-1, -3], IM)], variants=[],
                                   repaired=(["look-alike-space"], "identical")),
    "minus_sign.cnf": findings("malformed", 1, [("not-a-number", 6, True)],
                               [(M, None, [-2, -3], IM)], variants=[],
                               repaired=(["look-alike-minus"], "identical")),
    "byte_order_mark.cnf": findings("malformed", 1,
                                    [("no-header", None, True), ("not-a-number", 1, True),
                                     ("not-a-number", 1, True),
                                     ("literal-out-of-range", 1, True)],
                                    [(M, None, [1, 2, 3, 4], IM)], variants=[],
                                    repaired=(["byte-order-mark"], "identical")),
    # the measured case: first line and first clause damaged, which read
    # as the rows' at-least-one left out, a change never made
    "byte_order_mark_crlf.cnf": findings("malformed", 1,
                                         [("no-header", None, True), ("not-a-number", 1, True),
                                          ("not-a-number", 1, True),
                                          ("literal-out-of-range", 1, True)],
                                         [(M, None, [1, 2, 3, 4], IM)], variants=[],
                                         repaired=(["byte-order-mark"], "identical")),
    "missing_row_clause.cnf": findings("equivalent-every-n", 0, [],
                                       [(M, None, [-1, -2], IM)], **COUNTED),
    "missing_diagonal_clause.cnf": findings("not-equivalent", 1, [],
                                            [(M, None, [-2, -7], NI)]),
    "extra_harmless_clause.cnf": findings("equivalent-every-n", 0, [],
                                          [(E, 87, [-1, -2, -3], IM)],
                                          variants=["subsumed-extra"]),
    "extra_wrong_clause.cnf": findings("not-equivalent", 1, [], [(E, 87, [-2, -8], NI)]),
    "missing_and_wrong.cnf": findings("not-equivalent", 1, [],
                                      [(E, 86, [-2, -8], NI), (M, None, [-2, -7], NI)]),
}
for path in sorted(os.listdir(checkdir)):
    if path.endswith(".cnf") and path not in check4:
        report(False, "%s: no expectation in the table" % path)
for name, expect in check4.items():
    path = os.path.join(checkdir, name)
    judge("check 4 --json %s" % name, ["check", "4", path, "--json"],
          both(expect, fields(file=path, command=None, strict=False, error=None)))

# Several FILEs: one line each, in order; the process exits with the worst.
several = ["shuffled.cnf", "missing_diagonal_clause.cnf", "garbage.cnf", "../handwritten_4.cnf"]
paths = [os.path.join(checkdir, p) for p in several]
judge("four FILEs: four lines in order, exit status 1",
      ["check", "4"] + paths + ["--json"],
      lambda line, i: fields(file=paths[i])(line, i) + check4[several[i]](line, i),
      count=4, status=1)
accepted3 = [os.path.join(checkdir, p) for p in
             ["crlf_line_ends.cnf", "missing_row_clause.cnf", "duplicate_clause.cnf"]]
with open(os.path.join(data, "handwritten_4.cnf"), "rb") as f:
    handwritten = f.read()
files3 = [accepted3[0], "-", accepted3[1]]
judge("FILE, stdin, FILE: three lines in order, exit status 0",
      ["check", "4", "--json"] + files3,
      lambda line, i: fields(file=files3[i], verdict=["identical", "identical",
                                                      "equivalent-every-n"][i])(line, i),
      stdin=handwritten, count=3, status=0)


def generated(n, *options):
    path = os.path.join(tmp, "q%s%s.cnf" % (n, "".join(options).replace("-", "_")))
    with open(path, "wb") as f:
        subprocess.run([gen, str(n)] + list(options), stdout=f, check=True)
    return path


q8 = generated(8)
judge("the reference 8: identical", ["check", "8", q8, "--json"],
      fields(file=q8, n=8, verdict="identical", exit_status=0, differences=[], issues=[]))
judge("the reference 8 with --strict: identical, exit status 0",
      ["check", "8", "--strict", "--json", q8],
      fields(verdict="identical", exit_status=0, strict=True))
s8 = generated(8, "--encoding", "sequential")
for strict, status in [([], 0), (["--strict"], 1)]:
    judge("--encoding sequential 8%s: equivalent at this N, exit status %d"
          % (" with --strict" if strict else "", status), ["check", "8", s8, "--json"] + strict,
          fields(verdict="equivalent-this-n", exit_status=status, strict=bool(strict),
                 malformed=False, issues=[], matters_at_n=None))
no_alo = subprocess.run([gen, "8", "--no-column-alo"], capture_output=True, check=True).stdout
column_alo = [sorted(r * 8 + c + 1 for r in range(8)) for c in range(8)]
judge("--no-column-alo 8 on stdin: equivalent for every N",
      ["check", "8", "-", "--json"],
      both(fields(file="-", verdict="equivalent-every-n", exit_status=0,
                  variants=["no-column-at-least-one"]),
           lambda line, i: [] if sorted(sorted(d["clause"]) for d in line["differences"]
                                        if d["kind"] == "missing") == column_alo
           else ["the missing clauses are not the 8 column at-least-one clauses"]),
      stdin=no_alo)

# The squares numbered column by column: the textbook encoding is its own
# mirror image in the main diagonal (rows and columns swap, diagonals stay
# diagonals), so this is the same set of clauses in another order.
def transpose(text, n):
    def var(v):
        r, c = divmod(abs(v) - 1, n)
        return (c * n + r + 1) * (1 if v > 0 else -1)
    out = []
    for row in text.decode().splitlines():
        out.append(row if row.startswith("p") else
                   " ".join(str(var(int(x))) if int(x) else "0" for x in row.split()))
    return ("\n".join(out) + "\n").encode()
t5 = os.path.join(tmp, "transposed5.cnf")
with open(generated(5), "rb") as f, open(t5, "wb") as g:
    g.write(transpose(f.read(), 5))
judge("the reference 5 numbered column by column: same clauses",
      ["check", "5", t5, "--json"],
      fields(verdict="same-clauses", exit_status=0, variants=[], differences=[]))

# No solution at N = 3, and none in the file either, with other clauses.
u3 = os.path.join(tmp, "unsat3.cnf")
with open(u3, "w") as f:
    f.write("p cnf 9 3\n1 9 0\n-1 0\n-9 0\n")
for strict, status in [([], 0), (["--strict"], 1)]:
    judge("another unsatisfiable CNF at N = 3%s: exit status %d"
          % (" with --strict" if strict else "", status),
          ["check", "3", u3, "--json"] + strict,
          fields(verdict="both-unsatisfiable", exit_status=status))

# A bad token of invalid UTF-8 and control bytes, in a file so named.
token = b"-x\x01\x1b[1m\xff\xc0\xaf\xed\xa0\x80\xe2\x82\x7f"
name = os.path.join(os.fsencode(tmp), b"bad-\xfe\x02name.cnf")
lines = handwritten.split(b"\n")
lines[33] = b"-5 " + token + b" 0"
with open(name, "wb") as f:
    f.write(b"\n".join(lines))
bad_args = ["check", "4", os.fsdecode(name), "--json"]
raw = subprocess.run([gen, "check", "--time-limit", "0"] + bad_args[1:], capture_output=True).stdout
# The file's name is JSON-escaped (\u0002); the token is quoted as every
# message quotes input (nqcnf_quote: \xNN for each byte not printable
# ASCII, so \x01 and \x1b reach the JSON as text, never as bytes).
report(b"\\u0002" in raw and b"\\\\x01\\\\x1b" in raw and b"\x1b" not in raw,
       "control bytes come out escaped: %r" % raw[:300])
shown = "".join(chr(b) if 0x20 <= b < 0x7f and b != 0x5c else
                "\\\\" if b == 0x5c else "\\x%02x" % b for b in token)


def bad_token(line, index):
    # a byte that is not UTF-8 is the text \xHH (Python's
    # backslashreplace writes the same), so that names stay apart
    wrong = fields(file=name.decode("utf-8", "backslashreplace"), exit_status=1,
                   malformed=True)(line, index)
    if [(x["kind"], x["line"]) for x in line["issues"]] != [("not-a-number", 34)]:
        wrong.append("issues are %r" % line["issues"])
    elif shown not in line["issues"][0]["message"]:
        wrong.append("the message %r lacks the token %r"
                     % (line["issues"][0]["message"], shown))
    return wrong


judge("a bad token of invalid UTF-8 and control bytes", bad_args, bad_token)

# Generator runs: the command itself as the generator, one line per N.
# It may be the sanitizer build, whose shadow memory (terabytes of
# address space) no memory limit lets start: --program-memory 0.
command = shlex.quote(gen) + " {n}"
judge("--generator '%s' --range 4..6: identical three times" % command,
      ["check", "--program-memory", "0", "--generator", command,
       "--range", "4..6", "--json"],
      lambda line, i: fields(file=None, command=command.replace("{n}", str(4 + i)),
                             n=4 + i, verdict="identical", exit_status=0, error=None)(line, i),
      count=3, status=0)
middle = "if [ {n} = 5 ]; then exit 4; fi; %s" % command
judge("a generator that fails at N = 5 of 4..6: the worst exit status",
      ["check", "--program-memory", "0", "--generator", middle,
       "--range", "4..6", "--json"],
      lambda line, i: fields(n=4 + i, verdict=["identical", "failed", "identical"][i],
                             exit_status=[0, 1, 0][i])(line, i),
      count=3, status=1)
broken = [("failed", "exit 3; echo {n}", []),
          ("crashed", "kill -KILL $$; echo {n}", []),
          ("timed-out", "sleep 600; echo {n}", ["--timeout", "0.5"]),
          ("output-too-large", "yes {n}", ["--max-output", "1K"])]
for verdict, program, options in broken:
    start = time.monotonic()
    judged = judge("a generator that ends %s" % verdict,
          ["check", "--generator", program, "--range", "7", "--json"] + options,
          both(fields(file=None, command=program.replace("{n}", "7"), n=7, verdict=verdict,
                      exit_status=1, issues=[], differences=[]),
               lambda line, i: [] if line["error"] else ["error is empty"]))
    if verdict == "timed-out" and judged:
        # the program sleeps 600 s: a run that ended well before that was
        # stopped by the limit, however busy the machine was
        report(time.monotonic() - start < 300, "--timeout 0.5 stops a 600 s sleep within 300 s")
PYTHON

rc=0
PYTHONPATH=$oracle_dir "$python" -B "$tmp/judge.py" "$gen" "$data" "$schema" \
    "$tmp" > "$tmp/judged" 2> "$tmp/err" || rc=$?
while IFS= read -r line; do
    case $line in
    "ok "*) ok "${line#ok }" ;;
    "not ok "*) not_ok "${line#not ok }" ;;
    esac
done < "$tmp/judged"
if [ "$rc" -ne 0 ] || [ -s "$tmp/err" ]; then
    not_ok "the judge stopped (exit status $rc): $(tail -1 "$tmp/err")"
fi
finish
