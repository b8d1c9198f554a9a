/*
 * sizes.c - variables, clauses and output bytes, all in closed form.
 *
 * Everything an instance's size depends on is known before a clause is
 * made: encode/cost.c sums what the encoders, the unit clauses and
 * symmetry breaking declare line by line, bytes included, in O(N) steps
 * (a few more per line where the numbers gain a digit). So sizes are
 * instant for every option and every N, and nothing here calls the
 * generator: the generator depends on these costs, not the other way
 * round. What is left is the header line, whose length depends on the
 * very counts it states, and the projection lines before it, written
 * whenever there are auxiliary variables.
 */
#include "encode/encoder.h"

static uint64_t header_bytes(const nqcnf_counts *counts)
{
    /* "p cnf V C\n" */
    return 6 + nqcnf_decimal_digits(counts->variables) + 1 +
           nqcnf_decimal_digits(counts->clauses) + 1;
}

/* "c t pmc\n" and "c p show 1 2 .. N*N 0\n" (dimacs.c). */
static uint64_t projection_bytes(uint64_t n)
{
    return 8 + 8 + n * n + nqcnf_digit_total(1, 1, n * n) + 3;
}

nqcnf_status nqcnf_counts_compute(const nqcnf_options *given,
                                  nqcnf_counts *counts)
{
    if (counts == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    nqcnf_options options;
    nqcnf_status status = nqcnf_options_import(given, &options);
    if (status != NQCNF_OK) return status;
    encoding_size size;
    status = nqcnf_encoding_size(&options, &size);
    if (status != NQCNF_OK) return status;
    const uint64_t n = options.n;
    counts->auxiliary_variables = size.auxiliary;
    counts->variables = n * n + size.auxiliary;
    counts->clauses = size.clauses;
    counts->bytes = header_bytes(counts) + size.bytes;
    if (size.auxiliary > 0) counts->bytes += projection_bytes(n);
    return NQCNF_OK;
}

nqcnf_status nqcnf_counts_quick(const nqcnf_options *options,
                                nqcnf_counts *counts)
{
    return nqcnf_counts_compute(options, counts);
}
