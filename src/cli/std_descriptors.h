/*
 * std_descriptors.h - standard input, output and error made to exist.
 *
 * A program started with one of them closed (`nqueens-cnf 8 >&-`, a
 * daemon's child) would hand that number to the next file it opens, and
 * a message meant for stderr would land in the CNF of `-o`. So the first
 * thing main does is open each closed one on /dev/null in the direction
 * that cannot be used (stdin for writing, stdout and stderr for reading),
 * as xz and gnulib's stdopen do: a write to a closed stdout still fails
 * (EBADF), and the failure is reported as for /dev/full.
 */
#ifndef NQCNF_CLI_STD_DESCRIPTORS_H
#define NQCNF_CLI_STD_DESCRIPTORS_H

/* Returns 0, or -1 when a closed descriptor could not be reopened (then
 * nothing may be opened safely and the program should stop). */
int std_descriptors_open(void);

#endif
