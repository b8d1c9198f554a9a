/*
 * read_support.h - what the tests of src/read/ share, whatever they read.
 *
 * The text layer, the CNF reader and the decoder each promise that a
 * stream reads exactly like the same bytes in a buffer, so their tests
 * all need those bytes in a real FILE; written once here (static inline:
 * each test is one executable and uses only part of it).
 */
#ifndef NQCNF_TEST_READ_SUPPORT_H
#define NQCNF_TEST_READ_SUPPORT_H

#include "test_support.h"

#include <stdio.h>

#define COUNT_OF(array) (sizeof(array) / sizeof((array)[0]))

/* A temporary file holding the bytes, positioned at its start. */
static inline FILE *file_of(const void *data, size_t size)
{
    FILE *file = tmpfile();
    assert_non_null(file);
    assert_int_equal(fwrite(data, 1, size, file), size);
    rewind(file);
    return file;
}

#endif
