#!/usr/bin/env python3
"""run_in_pty.py - run a command with its stderr on a pseudo-terminal.

The progress line must appear when stderr is a terminal and never
otherwise; a test can only see the first case through a real terminal
device, which a pseudo-terminal is (the kernel's, so isatty() and the
window-size ioctl answer as they would in an xterm). Standard output
stays a plain file, the way a user redirects a count's result, so the
result and the progress line can be checked apart.

Usage: run_in_pty.py STDOUT-FILE STDERR-FILE COLUMNS -- COMMAND [ARG...]
Writes the command's standard output and the raw bytes it wrote to the
terminal into the two files, and exits with the command's exit status.
"""
import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios


def main():
    if len(sys.argv) < 6 or sys.argv[4] != "--":
        sys.exit(__doc__.split("\n\n")[2])
    stdout_path, stderr_path, columns = sys.argv[1:4]
    command = sys.argv[5:]
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
    os.close(controller)
    with open(stderr_path, "wb") as stderr:
        stderr.write(seen)
    sys.exit(child.wait())


if __name__ == "__main__":
    main()
