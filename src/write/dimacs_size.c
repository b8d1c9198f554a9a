/*
 * dimacs_size.c - the exact size of the DIMACS text, in closed form.
 *
 * `stats` and nqcnf_sizes_compute promise the byte count of the file
 * before a clause is made, for any N, in O(N) steps. encode/cost.c
 * says what the clauses hold, in no syntax: how many there are, their
 * literals, the negated ones and the decimal digits of the literals'
 * variables, summed over the board's O(N) lines. What DIMACS makes of
 * that is the writer's to say, so it is said here, next to dimacs.c,
 * whose layout it counts: the clauses' punctuation, the header line,
 * whose length depends on the very counts it states, and the projection
 * lines before it, written whenever there are auxiliary variables.
 */
#include "write/dimacs_size.h"

#include <stdio.h>

uint64_t nqcnf_dimacs_clause_bytes(const encoding_profile *profile)
{
    return profile->digits + profile->literals + profile->negated +
           2 * profile->clauses;
}

static uint64_t header_bytes(const nqcnf_sizes *counts)
{
    return (uint64_t)snprintf(NULL, 0, DIMACS_HEADER_FORMAT,
                              (unsigned long long)counts->variables,
                              (unsigned long long)counts->clauses);
}

/* The board's variables 1 .. N*N, each after a space. */
static uint64_t projection_bytes(uint64_t n)
{
    return sizeof DIMACS_PROJECTION_OPENING - 1 + n * n +
           nqcnf_digit_total(1, 1, n * n) +
           sizeof DIMACS_PROJECTION_CLOSING - 1;
}

nqcnf_status nqcnf_sizes_compute(const nqcnf_options *given,
                                  nqcnf_sizes *counts)
{
    if (counts == NULL) return nqcnf_invalid("counts is NULL");
    nqcnf_options options;
    nqcnf_status status = nqcnf_options_import(given, &options);
    if (status != NQCNF_OK) return status;
    encoding_profile profile;
    status = nqcnf_encoding_profile(&options, &profile);
    if (status != NQCNF_OK) return status;
    const uint64_t n = options.n;
    counts->auxiliary_variables = profile.auxiliary;
    counts->variables = n * n + profile.auxiliary;
    counts->clauses = profile.clauses;
    counts->bytes = header_bytes(counts) + nqcnf_dimacs_clause_bytes(&profile);
    if (profile.auxiliary > 0) counts->bytes += projection_bytes(n);
    return NQCNF_OK;
}
