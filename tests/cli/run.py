#!/usr/bin/python3
"""run.py - the command line's cases, run as a shell would run them.

The promises of nqueens-cnf are about processes: exit statuses, what lands
on stdout and what on stderr, files that appear only when complete, deaths
by signal. So each case is data (the *.cases files beside this one) and
this runner starts the real binary for it, feeds it its input, reads both
pipes until they end or a deadline passes (a hung command fails its case
and is killed, it never hangs the suite) and compares. It shares nothing
with the program: a runner built from the program's own process code
could share its bugs too.

A case is a block of "key: value" lines, blocks apart by blank lines,
"#" lines comments. A value in double quotes is a Python string literal
(for escapes, leading or trailing spaces); otherwise it is the rest of
the line. {data} stands for the tests' data folder and {dir} for an empty
folder the case gets for itself, its working directory; its umask is 022.

  case: NAME                 starts a case, run in {dir}
  run: ARGS                  the arguments, split as sh would (shlex)
  stdin: TEXT                standard input (default: none, /dev/null)
  stdout-to: PATH            stdout to this file instead of a pipe
  file-size-limit: BYTES     RLIMIT_FSIZE of the command
  reader: first-line         read up to the first newline, then close
                             stdout, as "| head -1" does
  signal-when-writing: SIG   once the command holds a file of {dir} open,
                             send it SIG
  given: NAME MODE TEXT      a file of {dir} made before the run
  time-limit: SECONDS        CPU seconds (RLIMIT_CPU), default 20; a
                             command still running after 30 times that
                             (or at least 300 s) of wall clock has hung

  exit: STATUS [or ...]      each an exit status or a signal name (SIGPIPE);
                             default 0
  stdout: TEXT               stdout is exactly TEXT
  stdout-starts: TEXT        stdout starts with TEXT
  stdout-has: TEXT           TEXT is in stdout (repeatable)
  stdout-line: TEXT          TEXT is a whole line of stdout (repeatable)
  stdout-file: NAME          stdout is the data file NAME, byte for byte
  stderr-error: TEXT         stderr is one line, "nqueens-cnf: error: ...",
                             holding TEXT (repeatable)
  stderr-warning: TEXT       the same for "nqueens-cnf: warning: "
  entries: COUNT             {dir} holds COUNT entries afterwards
  file-equals: NAME DATA     {dir}/NAME is the data file DATA
  file-text: NAME TEXT       {dir}/NAME holds TEXT
  mode: NAME MODE            {dir}/NAME has these permission bits
  absent: GLOB               no path matches GLOB afterwards
  char-device: PATH          PATH is still a character device

Without a stdout rule stdout must be empty, and so must stderr without a
stderr rule. Usage: run.py NQUEENS-CNF DATA-DIR [CASES-FILE...]; prints
"ok" or "not ok" with the command line, what was expected and what came
for every case, then "P passed, F failed"; exit 1 if any failed.
"""
import ast
import glob
import os
import resource
import selectors
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

ERROR, WARNING = "nqueens-cnf: error: ", "nqueens-cnf: warning: "
REPEATABLE = {"stdout-has", "stdout-line", "stderr-error", "stderr-warning",
              "given", "file-equals", "file-text", "mode", "absent",
              "char-device"}
KEYS = REPEATABLE | {"run", "stdin", "stdout-to", "file-size-limit",
                     "reader", "signal-when-writing", "time-limit", "exit",
                     "stdout", "stdout-starts", "stdout-file", "entries"}
SHOWN = 20  # lines of an output shown after a failure


class BadCase(Exception):
    """A case file this runner cannot read: a failure of the suite."""


def literal(value):
    """A value as written, or the string a double-quoted one spells."""
    if value.startswith('"'):
        return ast.literal_eval(value)
    return value


def read_cases(path):
    """The cases of a file, each a dict: key -> value (a list for the
    repeatable keys), plus its name and where it starts."""
    cases = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            key, colon, value = line.partition(":")
            key, value = key.strip(), value.strip()
            where = "%s:%d" % (os.path.basename(path), number)
            if not colon or (key != "case" and key not in KEYS):
                raise BadCase("%s: not a key of a case: %r" % (where, line))
            if key == "case":
                cases.append({"name": value, "where": where})
            elif not cases:
                raise BadCase("%s: %s before the first case" % (where, key))
            elif key in REPEATABLE:
                cases[-1].setdefault(key, []).append(value)
            elif key in cases[-1]:
                raise BadCase("%s: a second %s" % (where, key))
            else:
                cases[-1][key] = value
    return cases


# ---------------------------------------------------------------- running

class Run:
    """What one run of the command left."""

    def __init__(self):
        self.status = None  # the exit status, or minus the killing signal
        self.out = bytearray()
        self.err = bytearray()
        self.timed_out = False
        self.problems = []  # found while running


def child_setup(file_size_limit, cpu_seconds):
    """In the child before exec: default dispositions and no blocked
    signal, so a death by signal is the command's own doing; the case's
    time as CPU time, which another job on the machine cannot use up."""
    def setup():
        for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP,
                  signal.SIGPIPE, signal.SIGXFSZ, signal.SIGXCPU):
            signal.signal(s, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        resource.setrlimit(resource.RLIMIT_CPU,
                           (cpu_seconds, cpu_seconds + 1))
        if file_size_limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE,
                               (file_size_limit, file_size_limit))
    return setup


def writes_into(pid, folder):
    """Whether the process holds a file of the folder open (named or not:
    an O_TMPFILE has no name to look for)."""
    fds = "/proc/%d/fd" % pid
    try:
        names = os.listdir(fds)
    except OSError:
        return False
    for name in names:
        try:
            target = os.readlink(os.path.join(fds, name))
        except OSError:
            continue
        if target.startswith(folder + "/"):
            return True
    return False


def pump(proc, run, stdin, deadline, first_line):
    """Feeds stdin and reads stdout and stderr until both end, or stdout
    once it holds a line when first_line; False at the deadline."""
    sel = selectors.DefaultSelector()
    if proc.stdin is not None:
        if stdin:
            os.set_blocking(proc.stdin.fileno(), False)
            sel.register(proc.stdin, selectors.EVENT_WRITE)
        else:
            proc.stdin.close()
    for stream, into in ((proc.stdout, run.out), (proc.stderr, run.err)):
        if stream is not None:
            sel.register(stream, selectors.EVENT_READ, into)
    left = memoryview(stdin or b"")
    while sel.get_map():
        wait = deadline - time.monotonic()
        if wait <= 0:
            return False
        for key, _ in sel.select(wait):
            if key.fileobj is proc.stdin:
                try:
                    done = os.write(proc.stdin.fileno(), left[:65536])
                except BrokenPipeError:
                    done = len(left)
                left = left[done:]
                if not left:
                    sel.unregister(proc.stdin)
                    proc.stdin.close()
                continue
            chunk = os.read(key.fileobj.fileno(), 65536)
            key.data.extend(chunk)
            line_read = first_line and key.fileobj is proc.stdout and \
                b"\n" in run.out
            if not chunk or line_read:
                sel.unregister(key.fileobj)
                key.fileobj.close()
    return True


def run_case(case, program, data, folder):
    run = Run()
    argv = [program] + shlex.split(fill(case.get("run", ""), data, folder))
    limit = float(case.get("time-limit", "20"))
    cpu = max(1, int(limit + 0.999))
    size = case.get("file-size-limit")
    stdin = literal(case["stdin"]).encode() if "stdin" in case else None
    sink = None
    if "stdout-to" in case:
        sink = open(case["stdout-to"], "wb")
    started = time.monotonic()
    proc = subprocess.Popen(
        argv, stdin=subprocess.PIPE if stdin is not None else
        subprocess.DEVNULL, stdout=sink or subprocess.PIPE,
        stderr=subprocess.PIPE, cwd=folder,
        preexec_fn=child_setup(int(size) if size else None, cpu))
    if sink is not None:
        sink.close()
    # the wall clock only catches a command that waits without using CPU
    deadline = started + max(30 * limit, 300)
    if "signal-when-writing" in case:
        appeared = False
        while not appeared and proc.poll() is None and \
                time.monotonic() < deadline:
            appeared = writes_into(proc.pid, folder)
            time.sleep(0.001)
        if not appeared:
            run.problems.append("no file of {dir} was ever open")
        proc.send_signal(signal.Signals[case["signal-when-writing"]]
                         if appeared else signal.SIGKILL)
    finished = pump(proc, run, stdin, deadline,
                    case.get("reader") == "first-line")
    if finished:
        try:
            proc.wait(timeout=max(deadline - time.monotonic(), 0))
        except subprocess.TimeoutExpired:
            finished = False
    if not finished:
        run.timed_out = True
        proc.kill()
        proc.wait()
    for stream in (proc.stdout, proc.stderr):
        if stream is not None and not stream.closed:
            stream.close()
    run.status = proc.returncode
    return argv, run


def fill(value, data, folder):
    return value.replace("{data}", data).replace("{dir}", folder)


# ---------------------------------------------------------------- judging

def shown(data):
    """An output as the failure report shows it: indented, cut short."""
    if not data:
        return " (nothing)"
    lines = data.decode("utf-8", "backslashreplace").split("\n")
    if lines[-1] == "":
        lines.pop()
    more = ["... (%d lines, %d bytes in all)" % (len(lines), len(data))]
    return "".join("\n        | " + line for line in lines[:SHOWN] +
                   (more if len(lines) > SHOWN else []))


def contents(path):
    """A file's bytes, or None if there is no such file."""
    if not os.path.isfile(path):
        return None
    with open(path, "rb") as f:
        return f.read()


def status_words(status):
    if status is None:
        return "no status"
    if status < 0:
        return signal.Signals(-status).name
    return "exit %d" % status


def judge(case, run, data, folder):
    """What differs from the case: a list of what was expected."""
    problems = list(run.problems)

    def expect(good, what):
        if not good:
            problems.append(what)

    def text(value):
        return fill(literal(value), data, folder)
    if run.timed_out:
        problems.append("still running after %g s of wall clock" %
                        max(30 * float(case.get("time-limit", "20")), 300))
    if run.status == -signal.SIGXCPU:
        problems.append("used more than its %s s of CPU time" %
                        case.get("time-limit", "20"))
    wanted = [w.strip() for w in case.get("exit", "0").split(" or ")]
    allowed = [-signal.Signals[w] if w.startswith("SIG") else int(w)
               for w in wanted]
    expect(run.status in allowed, "expected %s, got %s" % (
        " or ".join(w if w.startswith("SIG") else "exit " + w
                    for w in wanted), status_words(run.status)))

    out = bytes(run.out)
    rules = [k for k in ("stdout", "stdout-starts", "stdout-has",
                         "stdout-line", "stdout-file") if k in case]
    if not rules and "stdout-to" not in case and \
            case.get("reader") != "first-line":
        expect(not out, "expected nothing on stdout")
    if "stdout" in case:
        expect(out == text(case["stdout"]).encode(),
               "expected stdout %r" % text(case["stdout"]))
    if "stdout-starts" in case:
        expect(out.startswith(text(case["stdout-starts"]).encode()),
               "expected stdout to start with %r"
               % text(case["stdout-starts"]))
    for piece in case.get("stdout-has", []):
        expect(text(piece).encode() in out,
               "expected %r in stdout" % text(piece))
    lines = out.split(b"\n")
    for line in case.get("stdout-line", []):
        expect(text(line).encode() in lines,
               "expected the line %r in stdout" % text(line))
    if "stdout-file" in case:
        golden = contents(os.path.join(data, case["stdout-file"]))
        expect(golden is not None and out == golden,
               "expected stdout to be %s" % case["stdout-file"])

    err = bytes(run.err).decode("utf-8", "backslashreplace")
    kinds = [(ERROR, case.get("stderr-error")),
             (WARNING, case.get("stderr-warning"))]
    kinds = [(prefix, pieces) for prefix, pieces in kinds if pieces]
    if not kinds:
        expect(not err, "expected nothing on stderr")
    for prefix, pieces in kinds:
        # Scripts grep for "nqueens-cnf: error:"; a message split over
        # lines or repeated would break them.
        expect(err.startswith(prefix) and err.count("\n") == 1 and
               err.endswith("\n"),
               "expected stderr to be one line starting %r" % prefix)
        for piece in pieces:
            expect(text(piece) in err, "expected %r in stderr" % text(piece))

    if "entries" in case:
        names = sorted(os.listdir(folder))
        expect(len(names) == int(case["entries"]),
               "expected %s entries in {dir}, found %s" % (
                   case["entries"], names))
    for pair in case.get("file-equals", []):
        name, golden = pair.split()
        expect(contents(os.path.join(folder, name)) ==
               contents(os.path.join(data, golden)),
               "expected {dir}/%s to be %s" % (name, golden))
    for pair in case.get("file-text", []):
        name, want = pair.split(None, 1)
        got = contents(os.path.join(folder, name))
        expect(got == text(want).encode(), "expected {dir}/%s to hold %r, "
               "it holds %r" % (name, text(want), got))
    for pair in case.get("mode", []):
        name, mode = pair.split()
        path = os.path.join(folder, name)
        got = stat.S_IMODE(os.stat(path).st_mode) \
            if os.path.exists(path) else None
        expect(got == int(mode, 8), "expected {dir}/%s with mode %s, got %s"
               % (name, mode, "no file" if got is None else "%04o" % got))
    for pattern in case.get("absent", []):
        found = glob.glob(fill(pattern, data, folder))
        expect(not found, "expected nothing at %s, found %s"
               % (pattern, found))
    for path in case.get("char-device", []):
        expect(os.path.exists(path) and stat.S_ISCHR(os.stat(path).st_mode),
               "expected %s to be a character device still" % path)
    return problems


def prepare(case, folder):
    for given in case.get("given", []):
        name, mode, content = given.split(None, 2)
        path = os.path.join(folder, name)
        with open(path, "wb") as f:
            f.write(literal(content).encode())
        os.chmod(path, int(mode, 8))


def main(argv):
    if len(argv) < 3:
        print(__doc__.split("Usage: ")[1].split(";")[0], file=sys.stderr)
        return 2
    program, data = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    here = os.path.dirname(os.path.abspath(__file__))
    files = argv[3:] or sorted(glob.glob(os.path.join(here, "*.cases")))
    try:
        cases = [c for path in files for c in read_cases(path)]
    except (BadCase, OSError) as e:
        print("not ok reading the cases: %s" % e)
        return 1
    if not cases:
        print("not ok no cases in %s" % files)
        return 1
    os.umask(0o022)
    passed = failed = 0
    for number, case in enumerate(cases, 1):
        folder = tempfile.mkdtemp(prefix="nqcnf-cli-")
        argv_run, run = [program], Run()
        try:
            prepare(case, folder)
            argv_run, run = run_case(case, program, data, folder)
            problems = judge(case, run, data, folder)
        except (OSError, ValueError, SyntaxError) as e:
            problems = ["the case could not be run or judged: %s" % e]
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        title = "%d %s (%s)" % (number, case["name"], case["where"])
        if not problems:
            passed += 1
            print("ok " + title)
            continue
        failed += 1
        print("not ok " + title)
        print("    command: " + " ".join(shlex.quote(a) for a in argv_run))
        for problem in problems:
            print("    " + problem.replace("{dir}", folder))
        print("    got %s\n    stdout:%s\n    stderr:%s" % (
            status_words(run.status), shown(bytes(run.out)),
            shown(bytes(run.err))))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
