/*
 * text.h - the one text layer under both readers of read/.
 *
 * The DIMACS reader and the solver-output decoder read the same kind of
 * text: lines of blank-separated words, decimal integers, files with CRLF
 * line ends or without a final newline. Everything about bytes is decided
 * here, once, so the two can never again disagree on what a blank is or
 * where a line ends; the readers only decide what the words mean.
 *
 * A piece of text is a pointer and a length into the caller's bytes,
 * never NUL terminated and never copied: input may hold NUL bytes, and
 * words are taken off a line without allocating.
 */
#ifndef NQCNF_READ_TEXT_H
#define NQCNF_READ_TEXT_H

#include "nqcnf_experimental.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct nqcnf_text {
    const char *at;
    size_t length;
} nqcnf_text;

/* The blank bytes, which separate words and are ignored around them:
 * space, tab, carriage return, vertical tab and form feed. That is
 * isspace() of the C locale less '\n', which ends lines: a CR of a CRLF
 * line end, a stray CR or a form feed between words is only a blank. */
int nqcnf_is_blank(char c);

int nqcnf_is_digit(char c);

nqcnf_text nqcnf_text_make(const char *at, size_t length);

/* Without its leading and trailing blanks. */
nqcnf_text nqcnf_text_trim(nqcnf_text text);

/* Takes the next word (a run of non-blank bytes) off the front of *rest;
 * an empty word means there is none left. */
nqcnf_text nqcnf_text_word(nqcnf_text *rest);

/* Whether the text is exactly the NUL-terminated `literal`. */
int nqcnf_text_is(nqcnf_text text, const char *literal);

/* Whether the text starts with the NUL-terminated `prefix`. */
int nqcnf_text_starts_with(nqcnf_text text, const char *prefix);

/* Whether it is one or more decimal digits and nothing else. */
int nqcnf_text_all_digits(nqcnf_text text);

typedef enum nqcnf_number_kind {
    NQCNF_NUMBER_OK,
    NQCNF_NUMBER_MALFORMED, /* not [-]digits: "+5", "5.0", "", "-" */
    NQCNF_NUMBER_TOO_LARGE  /* well formed, magnitude above the limit */
} nqcnf_number_kind;

typedef struct nqcnf_number {
    nqcnf_number_kind kind;
    int negative;       /* a '-' was written ("-0" too: callers decide) */
    uint64_t magnitude; /* the value of the digits, saturating at
                           UINT64_MAX; set for OK and TOO_LARGE */
} nqcnf_number;

/* A decimal integer: an optional '-' when `sign` is set, then decimal
 * digits, nothing else (no '+', no blanks). `most` is the largest
 * magnitude accepted: INT32_MAX for a DIMACS literal, UINT64_MAX for a
 * header count (which then saturates instead of failing). */
nqcnf_number nqcnf_text_number(nqcnf_text word, int sign, uint64_t most);

/* Receives each line without its line end; `number` counts from 1.
 * Anything but NQCNF_OK stops the reading and is returned. */
typedef nqcnf_status (*nqcnf_line_fn)(void *context, nqcnf_text line,
                                      size_t number);

/* Where lines come from: `size` bytes at `data`, or, when `stream` is
 * set, a stream read to its end (not closed). */
typedef struct nqcnf_text_source {
    const char *data;
    size_t size;
    FILE *stream;
} nqcnf_text_source;

/* Cuts the source into lines: '\n' ends a line and a '\r' just before it
 * goes with it (CRLF); a last line without a newline is a line, nothing
 * after a final newline is not. A stream is read in blocks through one
 * buffer that grows only as far as the longest line needs, and a line is
 * handed on as soon as its newline is read; a failed read is
 * NQCNF_ERR_IO with errno set (EIO if the stream left it 0). */
nqcnf_status nqcnf_text_read_lines(const nqcnf_text_source *source,
                                   nqcnf_line_fn on_line, void *context);

#endif
