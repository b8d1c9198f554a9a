/*
 * test_dimacs_size.c - DIMACS's bytes from a profile, against texts
 * written out by hand.
 *
 * encode/ says what clauses hold in no syntax (clauses, literals, negated
 * ones, digits) and write/dimacs_size.c makes bytes of it. test_sizes
 * holds the whole to the files the writer really writes; here each part
 * of the layout is held to a text typed in this file, whose length the
 * C library counts: the clauses of a profile counted by hand, and the
 * header and projection lines around an instance's clauses.
 */
#include "test_support.h"

#include "write/dimacs_size.h"

#include <stdio.h>
#include <string.h>

static void test_clause_bytes_of_handwritten_clauses(void **state)
{
    (void)state;
    /* 4 clauses; 6 literals, 3 negated; digits 1+1+2+1+2+10. */
    const char *text = "1 -2 0\n"
                       "-10 3 0\n"
                       "12 0\n"
                       "-2147483647 0\n";
    const encoding_profile four = {.clauses = 4, .literals = 6,
                                   .negated = 3, .digits = 17};
    assert_int_equal(nqcnf_dimacs_clause_bytes(&four), strlen(text));
    /* The empty clause is its "0\n"; auxiliary variables write nothing
     * of their own. */
    const encoding_profile empty_clause = {.clauses = 1, .auxiliary = 5};
    assert_int_equal(nqcnf_dimacs_clause_bytes(&empty_clause), 2);
    const encoding_profile nothing = {0};
    assert_int_equal(nqcnf_dimacs_clause_bytes(&nothing), 0);
}

/* The counts' bytes for `options`, less its clauses' bytes: the lines
 * around them. */
static uint64_t bytes_around_clauses(const nqcnf_options *options,
                                     nqcnf_sizes *counts)
{
    assert_int_equal(nqcnf_sizes_compute(options, counts), NQCNF_OK);
    encoding_profile profile;
    assert_int_equal(nqcnf_encoding_profile(options, &profile), NQCNF_OK);
    assert_int_equal(profile.clauses, counts->clauses);
    assert_int_equal(profile.auxiliary, counts->auxiliary_variables);
    return counts->bytes - nqcnf_dimacs_clause_bytes(&profile);
}

static void test_header_and_projection_around_the_clauses(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    nqcnf_sizes counts;
    /* No auxiliary variables: the header alone. */
    assert_int_equal(bytes_around_clauses(&options, &counts),
                     strlen("p cnf 16 84\n"));
    /* With them, the projection onto the board first. */
    options.encoding = NQCNF_ENCODING_SEQUENTIAL;
    const uint64_t around = bytes_around_clauses(&options, &counts);
    char header[64];
    snprintf(header, sizeof header, "p cnf %llu %llu\n",
             (unsigned long long)counts.variables,
             (unsigned long long)counts.clauses);
    assert_int_equal(around,
                     strlen("c t pmc\n"
                            "c p show 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 "
                            "16 0\n") +
                         strlen(header));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clause_bytes_of_handwritten_clauses),
        cmocka_unit_test(test_header_and_projection_around_the_clauses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
