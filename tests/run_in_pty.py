#!/usr/bin/env python3
"""run_in_pty.py - run a command with its stderr on a pseudo-terminal.

The progress line must appear when stderr is a terminal and never
otherwise; a test can only see the first case through a real terminal
device, which a pseudo-terminal is (the kernel's, so isatty() and the
window-size ioctl answer as they would in an xterm). Standard output
stays a plain file, the way a user redirects a count's result, so the
result and the progress line can be checked apart.

Usage: run_in_pty.py STDOUT-FILE STDERR-FILE COLUMNS [--until REGEX K]
                     -- COMMAND [ARG...]
Writes the command's standard output and the raw bytes it wrote to the
terminal into the two files, and exits with the command's exit status.
With --until, the command is sent SIGTERM once K different drawings
(the terminal's text split at carriage returns, "ESC [ K" removed) match
REGEX: a test of long work stops when it has seen what it looks for,
however fast or busy the machine is, instead of after a fixed time.
"""
import fcntl
import os
import pty
import re
import signal
import struct
import subprocess
import sys
import termios


def matching(seen, pattern):
    """The different drawings in the bytes seen that match pattern."""
    text = seen.decode("utf-8", "replace").replace("\x1b[K", "")
    return {d for d in re.split("[\r\n]", text) if pattern.search(d)}


def main():
    args = sys.argv[1:]
    until, wanted = None, 0
    if len(args) > 3 and args[3] == "--until" and len(args) > 6:
        until, wanted = re.compile(args[4]), int(args[5])
        del args[3:6]
    if len(args) < 5 or args[3] != "--":
        sys.exit(__doc__.split("\n\n")[2])
    stdout_path, stderr_path, columns = args[:3]
    command = args[4:]
    controller, terminal = pty.openpty()
    # rows, columns, pixel width and height
    fcntl.ioctl(terminal, termios.TIOCSWINSZ,
                struct.pack("HHHH", 24, int(columns), 0, 0))
    with open(stdout_path, "wb") as stdout:
        child = subprocess.Popen(command, stdin=subprocess.DEVNULL,
                                 stdout=stdout, stderr=terminal)
    os.close(terminal)
    seen = bytearray()
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # EIO: the last writer closed the terminal
            break
        if not chunk:
            break
        seen += chunk
        if until is not None and child.poll() is None and \
                len(matching(seen, until)) >= wanted:
            child.send_signal(signal.SIGTERM)
            until = None
    os.close(controller)
    with open(stderr_path, "wb") as stderr:
        stderr.write(seen)
    sys.exit(child.wait())


if __name__ == "__main__":
    main()
