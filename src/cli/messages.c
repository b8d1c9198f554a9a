/*
 * messages.c - one place that formats what the command says on stderr.
 */
#include "messages.h"

#include <stdarg.h>
#include <stdio.h>

static void report(const char *kind, const char *format, va_list args)
    PRINTF_LIKE(2, 0);

static void report(const char *kind, const char *format, va_list args)
{
    fprintf(stderr, "%s: %s: ", PROGRAM_NAME, kind);
    vfprintf(stderr, format, args);
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

int usage_error(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s: error: ", PROGRAM_NAME);
    vfprintf(stderr, format, args);
    fprintf(stderr, " (see '%s --help')\n", PROGRAM_NAME);
    va_end(args);
    return EXIT_USAGE;
}
