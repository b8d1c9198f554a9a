/*
 * human_units.c - see human_units.h.
 *
 * The thresholds go by what a reader can take in: below a minute,
 * seconds (with a decimal under ten, where "0 s" would say nothing);
 * then minutes with seconds, hours with minutes, days, years. A year is
 * 365.25 days, as astronomers and the CPU-year figures of record
 * computations count.
 */
#include "human_units.h"

#include <math.h>
#include <stdio.h>

enum { MINUTE = 60, HOUR = 3600, DAY = 86400 };
#define YEAR (365.25 * DAY)

const char *format_duration(double seconds, char *text, size_t size)
{
    if (!(seconds >= 0) || isinf(seconds)) {
        snprintf(text, size, "?");
    } else if (seconds < 9.95) {
        snprintf(text, size, "%.1f s", seconds);
    } else if (seconds < MINUTE - 0.5) {
        snprintf(text, size, "%.0f s", seconds);
    } else if (seconds < HOUR - 0.5) {
        const long whole = (long)(seconds + 0.5);
        snprintf(text, size, "%ld min %ld s", whole / MINUTE, whole % MINUTE);
    } else if (seconds < DAY - 30) {
        const long minutes = (long)(seconds / MINUTE + 0.5);
        snprintf(text, size, "%ld h %ld min", minutes / 60, minutes % 60);
    } else if (seconds < YEAR) {
        snprintf(text, size, "%.*f days", seconds < 10 * DAY ? 1 : 0,
                 seconds / DAY);
    } else {
        const double years = seconds / YEAR;
        if (years < 999500) {
            snprintf(text, size, "%.*f years", years < 10 ? 1 : 0, years);
        } else {
            char rough[40];
            snprintf(text, size, "%s years",
                     format_rough_count(years, rough, sizeof rough));
        }
    }
    return text;
}

const char *format_bytes(double bytes, char *text, size_t size)
{
    static const char *const units[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    unsigned unit = 0;
    while (bytes >= 999.5 && unit + 1 < sizeof units / sizeof units[0]) {
        bytes /= 1000;
        unit++;
    }
    if (unit == 0)
        snprintf(text, size, "%.0f B", bytes);
    else
        snprintf(text, size, "%.*f %s", bytes < 9.95 ? 1 : 0, bytes,
                 units[unit]);
    return text;
}

const char *format_rough_count(double count, char *text, size_t size)
{
    static const char *const names[] = {"million", "billion", "trillion",
                                        "quadrillion", "quintillion"};
    if (!(count >= 0) || isinf(count)) {
        snprintf(text, size, "?");
        return text;
    }
    if (count < 999500) {
        /* three significant digits, the rest zeros */
        double scale = 1;
        while (count / scale >= 999.5) scale *= 10;
        snprintf(text, size, "%.0f", (double)(long long)(count / scale + 0.5) * scale);
        return text;
    }
    unsigned name = 0;
    count /= 1e6;
    while (count >= 999.5 && name + 1 < sizeof names / sizeof names[0]) {
        count /= 1000;
        name++;
    }
    snprintf(text, size, "%.*f %s", count < 9.995 ? 2 : count < 99.95 ? 1 : 0,
             count, names[name]);
    return text;
}
