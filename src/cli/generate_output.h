/*
 * generate_output.h - writing the instance to a file or standard output.
 */
#ifndef NQCNF_CLI_GENERATE_OUTPUT_H
#define NQCNF_CLI_GENERATE_OUTPUT_H

#include "nqcnf_experimental.h"
#include "progress.h"

#include <stdint.h>

/* Where and how the instance goes. */
typedef struct output_request {
    const char *path;       /* NULL or "-": standard output; else the file,
                               which appears only when complete */
    progress_mode progress;
    const char *compress;   /* --compress as typed; NULL: from the path */
    const char *level;      /* --level as typed; NULL: the default */
    const char *preamble;   /* text written before the instance (the
                               --provenance lines); NULL: none */
    uint64_t text_bytes;    /* out: bytes of the instance's text */
    uint64_t file_bytes;    /* out: bytes that reached the file
                               (compressed, when it is) */
} output_request;

/* Writes the encoding of `options` in `format` with `flags` as `request`
 * says. Returns EXIT_OK, or an exit status after reporting the error; a
 * failed write to a file leaves neither the file nor a temporary one. */
int generate_output_write(const nqcnf_options *options, nqcnf_format format,
                          unsigned flags, output_request *request);

#endif
