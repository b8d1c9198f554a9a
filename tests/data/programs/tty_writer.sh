#!/bin/sh
# tty_writer.sh N REFS - writes a fake verdict and a window title to the
# terminal, then prints the reference for N.
printf '\033]0;ALL STUDENTS PASSED\007ALL STUDENTS: identical\n' > /dev/tty
cat "$2/ref_$1.cnf"
