/*
 * fuzz_command_line.c - libFuzzer target for the whole command line.
 *
 * The input, split on NUL bytes, is argv[1..] (at most 12 arguments); the
 * CLI's main, compiled with -Dmain=nqueens_cnf_main, runs in-process with
 * stdout, stdin and stderr on /dev/null. Inputs that could write files,
 * run programs or run long are skipped (return 0 before running): any
 * output option (-o..., --output, --svg), check's --generator (it runs a
 * shell command), the solve and count subcommands (--all,
 * --limit, --threads belong to them), a number above 12 as an argument
 * (N), and file arguments that are not small regular files (so decode and
 * check never block on a FIFO or read /dev/zero, and check never grades
 * a folder of the machine's: ".." as a class is every file beside the
 * fuzzer's, however large).
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz_cli_common.h"
#include "fuzz_target.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int nqueens_cnf_main(int argc, char **argv);

enum { MOST_ARGS = 12 };

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_quiet_init();
    return 0;
}

static int all_digits_above_12(const char *arg)
{
    if (arg[0] == '\0') return 0;
    unsigned long value = 0;
    for (const char *p = arg; *p; p++) {
        if (*p < '0' || *p > '9') return 0;
        value = value * 10 + (unsigned long)(*p - '0');
        if (value > 12) return 1;
    }
    return 0;
}

static int rejected(const char *arg)
{
    static const char *const banned[] = {"--output", "--svg", "--generator",
                                         "solve", "count", "--all",
                                         "--limit", "--threads"};
    if (strncmp(arg, "-o", 2) == 0) return 1;
    for (size_t i = 0; i < sizeof banned / sizeof banned[0]; i++) {
        const size_t length = strlen(banned[i]);
        /* "--all" must not reject "--allow-unsat": whole words only for
         * options (exact, or followed by '='); subcommands anywhere. */
        if (banned[i][0] == '-') {
            if (strncmp(arg, banned[i], length) == 0 &&
                (arg[length] == '\0' || arg[length] == '='))
                return 1;
        } else if (strstr(arg, banned[i]) != NULL) {
            return 1;
        }
    }
    if (all_digits_above_12(arg)) return 1;
    /* Anything that names an existing file other than a small regular
     * one, folders included (check reads every file of a folder). */
    struct stat info;
    if (arg[0] != '\0' && stat(arg, &info) == 0 &&
        (!S_ISREG(info.st_mode) || info.st_size > (1 << 16)))
        return 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096) return 0;
    /* One NUL-terminated copy; every NUL ends an argument. */
    char *copy = malloc(size + 1);
    if (copy == NULL) return 0;
    memcpy(copy, data, size);
    copy[size] = '\0';

    char *argv[MOST_ARGS + 2];
    int argc = 0;
    argv[argc++] = "nqueens-cnf";
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (copy[i] != '\0') continue;
        if (i == size && start == size && size > 0) break; /* trailing NUL */
        if (argc == MOST_ARGS + 1) { free(copy); return 0; }
        argv[argc++] = copy + start;
        start = i + 1;
    }
    argv[argc] = NULL;
    /* An empty input means no arguments at all. */
    if (size == 0) argc = 1;

    for (int i = 1; i < argc; i++)
        if (rejected(argv[i])) { free(copy); return 0; }

    fuzz_quiet_begin();
    const int status = nqueens_cnf_main(argc, argv);
    fuzz_quiet_end();
    free(copy);
    /* The documented exit statuses only. */
    if (status != 0 && status != 1 && status != 2) abort();
    return 0;
}
