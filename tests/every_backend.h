/*
 * every_backend.h - one test file, run once per solver backend.
 *
 * The answers of solve, count, completion cores and check must not depend
 * on the solver, so their tests run whole on each backend of the table
 * with the same expectations: main runs the list of tests once per
 * backend (named after it in cmocka's output), and the tests build their
 * options with options_for(), which names the backend of the round.
 */
#ifndef NQCNF_TESTS_EVERY_BACKEND_H
#define NQCNF_TESTS_EVERY_BACKEND_H

#include "test_support.h"

/* The backend of the round (see run_on_every_backend). */
static nqcnf_backend backend;

/* Default options for board n, on the backend of the round. */
static inline nqcnf_options options_for(uint32_t n)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    options.backend = backend;
    return options;
}

/* Runs `tests` once per backend; returns the number of failures. */
static inline int run_on_every_backend(const struct CMUnitTest *tests,
                                       size_t count)
{
    int failures = 0;
    for (unsigned b = 0; b < NQCNF_BACKEND_COUNT; b++) {
        backend = (nqcnf_backend)b;
        failures += _cmocka_run_group_tests(nqcnf_backend_name(backend),
                                            tests, count, NULL, NULL);
    }
    return failures;
}

#define RUN_ON_EVERY_BACKEND(tests)                                         \
    run_on_every_backend(tests, sizeof(tests) / sizeof((tests)[0]))

#endif
