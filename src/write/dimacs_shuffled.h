/*
 * dimacs_shuffled.h - the DIMACS sink's shuffled path (dimacs.c calls
 * it when options.shuffle_parts is set; format_output.state is then its
 * window).
 */
#ifndef NQCNF_WRITE_DIMACS_SHUFFLED_H
#define NQCNF_WRITE_DIMACS_SHUFFLED_H

#include "generate/shuffle.h"
#include "write/format.h"

/* Sets up the window and writes the record lines. */
nqcnf_status nqcnf_shuffled_start(format_output *output);
const shuffle_key *nqcnf_shuffled_key(const format_output *output);
nqcnf_status nqcnf_shuffled_clause(format_output *output,
                                   const int32_t *literals, size_t count);
nqcnf_status nqcnf_shuffled_run(format_output *output, int32_t first,
                                int32_t second, int32_t step, uint32_t count);
/* Writes the last window. */
nqcnf_status nqcnf_shuffled_finish(format_output *output);
void nqcnf_shuffled_release(format_output *output);

#endif
