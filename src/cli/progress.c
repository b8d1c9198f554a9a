/*
 * progress.c - see progress.h.
 *
 * The line is put together in memory and written with one fwrite, so a
 * terminal never shows half a redraw; "\r" goes back to the start and
 * "\033[K" clears what a longer previous drawing left to the right (every
 * terminal emulator in use understands it; a forced --progress into a
 * file gets the same bytes, which is what was asked for). The width
 * comes from the terminal itself, COLUMNS, or 80, in that order.
 */
#define _POSIX_C_SOURCE 200809L
#include "progress.h"

#include "human_units.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

enum { LINE_ROOM = 512 };
#define REDRAW_INTERVAL 0.25 /* seconds: four drawings a second at most */
#define FIRST_DELAY 0.5      /* seconds of work before the first drawing */

int progress_mode_from_flags(int progress, int no_progress,
                             progress_mode *mode)
{
    if (progress && no_progress)
        return usage_error("--progress and --no-progress contradict each "
                           "other: choose one");
    *mode = progress      ? PROGRESS_ALWAYS
            : no_progress ? PROGRESS_NEVER
                          : PROGRESS_AUTO;
    return 0;
}

int progress_stdout_is_a_file(void)
{
    struct stat status;
    if (isatty(STDOUT_FILENO) || fstat(STDOUT_FILENO, &status) != 0)
        return 0;
    return !S_ISFIFO(status.st_mode) && !S_ISSOCK(status.st_mode);
}

void progress_start(progress_line *line, progress_mode mode,
                    int allowed_by_default)
{
    line->active = mode == PROGRESS_ALWAYS ||
                   (mode == PROGRESS_AUTO && allowed_by_default &&
                    isatty(STDERR_FILENO));
    line->forced = mode == PROGRESS_ALWAYS;
    line->drawn = 0;
    line->last_draw = 0;
    /* Asked for by name, the line shows from the start. */
    line->delay = mode == PROGRESS_ALWAYS ? 0 : FIRST_DELAY;
    clock_gettime(CLOCK_MONOTONIC, &line->start);
}

double progress_elapsed(const progress_line *line)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - line->start.tv_sec) +
           (double)(now.tv_nsec - line->start.tv_nsec) / 1e9;
}

int progress_due(const progress_line *line)
{
    if (!line->active) return 0;
    const double now = progress_elapsed(line);
    if (now < line->delay) return 0;
    return !line->drawn || now - line->last_draw >= REDRAW_INTERVAL;
}

static size_t terminal_width(void)
{
    struct winsize size;
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return size.ws_col;
    const char *columns = getenv("COLUMNS");
    const long from_environment = columns ? strtol(columns, NULL, 10) : 0;
    return from_environment > 0 ? (size_t)from_environment : 80;
}

void progress_draw(progress_line *line, const char *format, ...)
{
    if (!line->active) return;
    char text[LINE_ROOM];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(text + 1, sizeof text - 8, format, arguments);
    va_end(arguments);
    if (length < 0) return;
    /* One column short of the width: a line that reaches the last column
     * makes some terminals wrap, and then "\r" no longer returns to it. */
    size_t width = terminal_width() - 1;
    if ((size_t)length > sizeof text - 9) length = (int)sizeof text - 9;
    if ((size_t)length > width) length = (int)width;
    text[0] = '\r';
    snprintf(text + 1 + length, 8, "\033[K");
    fwrite(text, 1, (size_t)length + 4, stderr);
    fflush(stderr);
    line->drawn = 1;
    line->last_draw = progress_elapsed(line);
}

void progress_finish(progress_line *line)
{
    if (line->active && line->drawn) {
        fputs("\r\033[K", stderr);
        fflush(stderr);
    }
    line->drawn = 0;
}

void progress_time_left(double done, double elapsed, char *text,
                        size_t size)
{
    /* Under 1% done, or before two seconds, the rate says little yet. */
    if (!(done >= 0.01) || done >= 1 || elapsed < 2) {
        if (size > 0) text[0] = '\0';
        return;
    }
    char duration[32];
    snprintf(text, size, ", %s left",
             format_duration(elapsed * (1 - done) / done, duration,
                             sizeof duration));
}
