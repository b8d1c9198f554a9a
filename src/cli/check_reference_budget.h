/*
 * check_reference_budget.h - how large a reference `check` may build for
 * an N it read from the file itself.
 */
#ifndef NQCNF_CLI_CHECK_REFERENCE_BUDGET_H
#define NQCNF_CLI_CHECK_REFERENCE_BUDGET_H

#include "nqcnf.h"

#include <stddef.h>
#include <stdint.h>

/* The default budget, in bytes (--reference-budget). */
#define CHECK_REFERENCE_BUDGET_DEFAULT ((uint64_t)256 << 20)

/* Whether the reference of `options` fits `budget` bytes (0: no budget).
 * When it does not, `message` gets the sentence of the file's row: which
 * N, how large its reference is, and how to check it anyway. */
int check_reference_fits(const nqcnf_options *options, uint64_t budget,
                         char *message, size_t size);

/* The reference's size in bytes as check holds it, from closed-form
 * sizes; UINT64_MAX when the options have none. */
uint64_t check_reference_bytes(const nqcnf_options *options);

/* The most bytes check reads of one file: eight times the text of the
 * reference at `n` (0: at the largest N whose reference fits `budget`;
 * no budget, no cap), and 64 MiB more, for comments and for encodings
 * wordier than the textbook's. */
uint64_t check_input_cap(uint32_t n, uint64_t budget);

#endif
