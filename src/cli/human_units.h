/*
 * human_units.h - durations and sizes the way people read them.
 *
 * The progress line and the estimate before a long count speak of times
 * from a second to thousands of years and of sizes from bytes to
 * terabytes; "1.3e7 s" helps nobody. Two significant digits are enough
 * for a time left or an estimate (both are rough), and the unit changes
 * before the number grows past what reads at a glance.
 */
#ifndef NQCNF_CLI_HUMAN_UNITS_H
#define NQCNF_CLI_HUMAN_UNITS_H

#include <stddef.h>
#include <stdint.h>

/* "0.4 s", "42 s", "3 min 10 s", "2 h 5 min", "3.5 days", "2.3 years",
 * "1800 years"; negative or not a number: "?". Returns `text`. */
const char *format_duration(double seconds, char *text, size_t size);

/* "512 B", "1.2 kB", "28 GB" (powers of 1000, as disks are sold and
 * `stats` counts). Returns `text`. */
const char *format_bytes(double bytes, char *text, size_t size);

/* An estimated count, three digits meant: "14100", "14.8 million",
 * "235 quadrillion". Returns `text`. */
const char *format_rough_count(double count, char *text, size_t size);

#endif
