/*
 * json_writer.h - JSON Lines on a FILE *, one value per line, written as
 * it goes.
 *
 * `check --json` prints one object per checked file so that a grader can
 * read the output line by line while later files are still being
 * checked; a streaming writer with a fixed nesting stack fits that
 * without building a tree or allocating. The writer places the commas
 * and the final "\n" itself, so the caller only says what comes next,
 * and every string goes through one escaper that turns any bytes (a
 * student's binary garbage in a bad token) into valid JSON: control
 * characters as \u00XX, each byte of ill-formed UTF-8 as the text \xHH. Errors of the FILE
 * are not tracked here; the caller checks ferror/fflush once at the end
 * (finish_stdout). Calling it out of order (a key outside an object, a
 * value in an object without a key, nesting deeper than JSON_MAX_DEPTH)
 * is a bug of the caller: an assertion in debug builds; otherwise the
 * writer stops writing, so memory stays safe and the output visibly
 * incomplete.
 *
 *     json_writer w;
 *     json_writer_init(&w, stdout);
 *     json_object_begin(&w);
 *     json_key(&w, "file");    json_string(&w, path);   // NULL: null
 *     json_key(&w, "clause");  json_int32_array(&w, literals, count);
 *     json_object_end(&w);     // writes "}\n"
 */
#ifndef NQCNF_CLI_JSON_WRITER_H
#define NQCNF_CLI_JSON_WRITER_H

#include "messages.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 16

typedef struct json_writer {
    FILE *out;
    unsigned depth;      /* open containers */
    int after_key;       /* a key was written, its value comes next */
    int broken;          /* misused: nothing more is written */
    char open[JSON_MAX_DEPTH];  /* '{' or '[' per open container */
    char has_item[JSON_MAX_DEPTH];
} json_writer;

/* Starts a writer on `out`; after each complete top-level value it is
 * ready for the next line. */
void json_writer_init(json_writer *w, FILE *out);

void json_object_begin(json_writer *w);
void json_object_end(json_writer *w);
void json_array_begin(json_writer *w);
void json_array_end(json_writer *w);

/* A member's name inside an object; its value is the next call. */
void json_key(json_writer *w, const char *key);

/* A NUL-terminated string, or null for NULL. */
void json_string(json_writer *w, const char *text);
/* Bytes of input as they are (a file's name, a command, the pattern of
 * an SMT-LIB file's names), or null for NULL, written so that they can
 * be read back byte for byte: replace every \xHH of the string by byte
 * HH. Every member that carries input unquoted is written so. */
void json_name(json_writer *w, const char *name);
/* `size` bytes of any content, NUL bytes included. */
void json_string_bytes(json_writer *w, const char *bytes, size_t size);
/* A string formatted like printf. Returns 0, or -1 if memory ran out for
 * a long text, in which case its first 255 bytes were written. */
int json_stringf(json_writer *w, const char *format, ...) PRINTF_LIKE(2, 3);

void json_int(json_writer *w, int64_t value);
void json_uint(json_writer *w, uint64_t value);
void json_bool(json_writer *w, int value);
void json_null(json_writer *w);

/* An array of integers, e.g. a clause: [-1, -2]. */
void json_int32_array(json_writer *w, const int32_t *values, size_t count);

#endif
