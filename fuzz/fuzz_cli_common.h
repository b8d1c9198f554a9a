/*
 * fuzz_cli_common.h - running CLI code in-process without its output.
 *
 * stdout and stdin go to /dev/null once; the stdio stream stderr points
 * to /dev/null only around each call, so that sanitizer reports and
 * libFuzzer's own messages (written to descriptor 2) still get through.
 */
#ifndef NQCNF_FUZZ_CLI_COMMON_H
#define NQCNF_FUZZ_CLI_COMMON_H

#include <stdio.h>
#include <stdlib.h>

static FILE *fuzz_real_stderr;
static FILE *fuzz_null_stderr;

static void fuzz_quiet_init(void)
{
    if (freopen("/dev/null", "w", stdout) == NULL) abort();
    if (freopen("/dev/null", "r", stdin) == NULL) abort();
    fuzz_null_stderr = fopen("/dev/null", "w");
    if (fuzz_null_stderr == NULL) abort();
}

/* Only the stdio stream is swapped: file descriptor 2 stays the terminal,
 * where the sanitizers write their reports. */
static void fuzz_quiet_begin(void)
{
    fflush(stderr);
    fuzz_real_stderr = stderr;
    stderr = fuzz_null_stderr;
}

static void fuzz_quiet_end(void)
{
    fflush(stderr);
    clearerr(fuzz_null_stderr);
    stderr = fuzz_real_stderr;
    /* A command may leave stdout in error (it checks ferror at its end);
     * the next input starts clean. */
    clearerr(stdout);
    clearerr(stdin);
    rewind(stdin);
}

#endif
