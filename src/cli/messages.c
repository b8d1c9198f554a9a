/*
 * messages.c - one place that formats what the command says on stderr,
 * and that checks what it said on stdout.
 */
#define _POSIX_C_SOURCE 200809L
#include "messages.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Writes a message's text with what a terminal would obey escaped: the
 * control bytes and DEL, and the C1 controls as UTF-8 writes them (C2 80
 * .. C2 9F; some terminals take U+009B for a CSI). Quotes of input go
 * through nqcnf_quote where they are made; this is the net under every
 * message, so that no file name or argument can clear a screen either.
 * Other UTF-8 stays as it is. */
static void write_safely(const char *text)
{
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        const int c1 = c[0] == 0xc2 && c[1] >= 0x80 && c[1] <= 0x9f;
        if (*c >= 0x20 && *c != 0x7f && !c1) {
            fputc(*c, stderr);
            continue;
        }
        fprintf(stderr, "\\x%02x", *c);
        if (c1) fprintf(stderr, "\\x%02x", *++c);
    }
}

static void vwrite_safely(const char *format, va_list args)
    PRINTF_LIKE(1, 0);

static void vwrite_safely(const char *format, va_list args)
{
    /* Most messages fit on the stack; a longer one is never cut. */
    char room[1024];
    va_list again;
    va_copy(again, args);
    const int length = vsnprintf(room, sizeof room, format, args);
    char *text = length >= (int)sizeof room ? malloc((size_t)length + 1)
                                            : NULL;
    if (text != NULL) vsnprintf(text, (size_t)length + 1, format, again);
    va_end(again);
    write_safely(text != NULL ? text : room);
    free(text);
}

static void report(const char *kind, const char *format, va_list args)
    PRINTF_LIKE(2, 0);

static void report(const char *kind, const char *format, va_list args)
{
    fprintf(stderr, "%s: %s: ", PROGRAM_NAME, kind);
    vwrite_safely(format, args);
    fputc('\n', stderr);
}

void report_error(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    report("error", format, args);
    va_end(args);
}

void report_warning(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    report("warning", format, args);
    va_end(args);
}

void report_note(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    report("note", format, args);
    va_end(args);
}

/* A mistake in `count`'s options is best answered by count's help, which
 * lists them alone; the overview would bury them. */
static const char *hint_command;

void usage_hint_command(const char *name)
{
    hint_command = name;
}

int usage_error(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s: error: ", PROGRAM_NAME);
    vwrite_safely(format, args);
    if (hint_command != NULL)
        fprintf(stderr, " (see '%s %s --help')\n", PROGRAM_NAME,
                hint_command);
    else
        fprintf(stderr, " (see '%s --help')\n", PROGRAM_NAME);
    va_end(args);
    return EXIT_USAGE;
}

/* Text printed with stdio is checked once, at the end, like every careful
 * Unix tool: "nqueens-cnf --help > /dev/full" must not report success. */
int finish_stdout(int exit_status)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        if (errno != EPIPE)
            report_error("cannot write to standard output: %s",
                         strerror(errno));
        /* Whatever the command had found (a solution: 10), the user did
         * not get it. */
        return exit_status == EXIT_USAGE ? EXIT_USAGE : EXIT_FAILURE_RUNTIME;
    }
    return exit_status;
}
