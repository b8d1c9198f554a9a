/*
 * messages.c - one place that formats what the command says on stderr,
 * and that checks what it said on stdout.
 *
 * A message is built whole in a buffer of fixed size and written with
 * one write(2): stderr is unbuffered, and stdio would send it a piece at
 * a time, which two runs sharing a log interleave mid-line. The fixed
 * size is also the bound: a message's text past MESSAGE_TEXT_MAX bytes
 * is cut and says how long it was.
 */
#define _POSIX_C_SOURCE 200809L
#include "messages.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* A message's own text, past which it is cut: a message quotes input,
 * and input can be a line of 180 MB. What is cut is said with its size,
 * so that nobody mistakes the cut text for the whole. */
#define MESSAGE_TEXT_MAX 1000

/* Room for the program's name and kind, the text escaped (at most 4
 * bytes a byte), the cut's note, a hint to --help and the line end. */
#define MESSAGE_ROOM (4 * MESSAGE_TEXT_MAX + 256)

typedef struct message {
    char bytes[MESSAGE_ROOM];
    size_t used;
} message;

static void append(message *m, const char *text, size_t length)
{
    if (length > sizeof m->bytes - m->used) length = sizeof m->bytes - m->used;
    memcpy(m->bytes + m->used, text, length);
    m->used += length;
}

/* Appends the text with what a terminal would obey escaped: the
 * control bytes and DEL, and the C1 controls as UTF-8 writes them (C2 80
 * .. C2 9F; some terminals take U+009B for a CSI). Quotes of input go
 * through nqcnf_quote where they are made; this is the net under every
 * message, so that no file name or argument can clear a screen either.
 * Other UTF-8 stays as it is. */
static void append_safely(message *m, const char *text, size_t length)
{
    const unsigned char *c = (const unsigned char *)text;
    for (size_t i = 0; i < length; i++) {
        const int c1 = c[i] == 0xc2 && i + 1 < length && c[i + 1] >= 0x80 &&
                       c[i + 1] <= 0x9f;
        if (c[i] >= 0x20 && c[i] != 0x7f && !c1) {
            append(m, text + i, 1);
            continue;
        }
        char escape[9];
        snprintf(escape, sizeof escape, c1 ? "\\x%02x\\x%02x" : "\\x%02x",
                 c[i], c1 ? c[i + 1] : 0);
        append(m, escape, strlen(escape));
        i += (size_t)c1;
    }
}

static void append_formatted(message *m, const char *format, va_list args)
    PRINTF_LIKE(2, 0);

static void append_formatted(message *m, const char *format, va_list args)
{
    char text[MESSAGE_TEXT_MAX + 1];
    const int length = vsnprintf(text, sizeof text, format, args);
    if (length < 0) return;
    size_t kept = (size_t)length;
    if (kept > MESSAGE_TEXT_MAX) {
        kept = MESSAGE_TEXT_MAX;
        /* Cut between characters, never inside one. */
        while (kept > 0 && ((unsigned char)text[kept] & 0xc0) == 0x80) kept--;
    }
    append_safely(m, text, kept);
    if (kept < (size_t)length) {
        char note[48];
        snprintf(note, sizeof note, "...(%d bytes)", length);
        append(m, note, strlen(note));
    }
}

/* One write(2) for the whole line, so that two programs appending to one
 * log (stderr unbuffered, `2>> log`) never tear each other's lines; a
 * line of a few kilobytes goes out whole on any file or pipe. */
static void send(const message *m)
{
    size_t done = 0;
    while (done < m->used) {
        const ssize_t wrote = write(STDERR_FILENO, m->bytes + done,
                                    m->used - done);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return; /* stderr is gone: nowhere left to say so */
        done += (size_t)wrote;
    }
}

static void report(const char *kind, const char *format, va_list args)
    PRINTF_LIKE(2, 0);

static void report(const char *kind, const char *format, va_list args)
{
    message m = {.used = 0};
    append(&m, PROGRAM_NAME ": ", strlen(PROGRAM_NAME ": "));
    append(&m, kind, strlen(kind));
    append(&m, ": ", 2);
    append_formatted(&m, format, args);
    append(&m, "\n", 1);
    send(&m);
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
    message m = {.used = 0};
    append(&m, PROGRAM_NAME ": error: ", strlen(PROGRAM_NAME ": error: "));
    va_list args;
    va_start(args, format);
    append_formatted(&m, format, args);
    va_end(args);
    char hint[128];
    if (hint_command != NULL)
        snprintf(hint, sizeof hint, " (see '%s %s --help')\n", PROGRAM_NAME,
                 hint_command);
    else
        snprintf(hint, sizeof hint, " (see '%s --help')\n", PROGRAM_NAME);
    append(&m, hint, strlen(hint));
    send(&m);
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
