/*
 * fuzz_smt2_reader.c - libFuzzer target for the SMT-LIB 2 reader.
 *
 * Input: the first byte picks N (1 + byte % 8), the rest is SMT-LIB
 * text. Whatever the bytes, nqcnf_smt2_read_buffer must return, either
 * with an error placed on a line of the text or with a translation whose
 * structure holds: clauses closed by 0, literals within max_variable,
 * the board's squares among the first N*N, a name or a line for every
 * variable, and the error empty.
 *
 * Text that crashes by its size (a chain of 50,000 define-funs, xor over
 * 30,000 names) never fits the fuzzer's few kilobytes, so an input may
 * also be a small program that writes it: when the byte after N is 0x01,
 * two bytes give a count R (big-endian) and the rest is segments split
 * by 0x01, written in turn once and R times ($i in a repeated segment is
 * its 1-based turn, $p the one before; $n anywhere is R). Mutating such a
 * seed's segments mutates a chain's link, which is what finds this class.
 */
#include "fuzz_target.h"
#include "nqcnf_experimental.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The expanded text may grow to this; beyond it the input is skipped. */
#define MAX_EXPANDED (2u << 20)

typedef struct text {
    char *at;
    size_t size;
} text;

static int put(text *t, const char *bytes, size_t length)
{
    if (t->size + length > MAX_EXPANDED) return 0;
    memcpy(t->at + t->size, bytes, length);
    t->size += length;
    return 1;
}

/* One segment, $i, $p and $n replaced by their numbers. */
static int put_segment(text *t, const uint8_t *s, size_t length, unsigned i,
                       unsigned r)
{
    char number[16];
    for (size_t k = 0; k < length; k++) {
        const int sign = s[k] == '$' && k + 1 < length;
        const char what = sign ? (char)s[k + 1] : 0;
        if (what == 'i' || what == 'p' || what == 'n') {
            snprintf(number, sizeof number, "%u",
                     what == 'i' ? i : what == 'p' ? i - 1 : r);
            if (!put(t, number, strlen(number))) return 0;
            k++;
        } else if (!put(t, (const char *)s + k, 1)) {
            return 0;
        }
    }
    return 1;
}

/* The text an expanding input writes; 0 when it would be too long. */
static int expand(const uint8_t *data, size_t size, text *t)
{
    const unsigned r = (unsigned)data[0] << 8 | data[1];
    t->size = 0;
    size_t start = 2;
    for (int repeated = 0; start <= size; repeated = !repeated) {
        const uint8_t *end = memchr(data + start, 0x01, size - start);
        const size_t length = end ? (size_t)(end - (data + start)) : size - start;
        for (unsigned i = 1; i <= (repeated ? r : 1u); i++)
            if (!put_segment(t, data + start, length, i, r)) return 0;
        start += length + 1;
    }
    return 1;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return 0;
}

static void check_translation(const nqcnf_smt2 *smt2)
{
    const nqcnf_cnf *cnf = &smt2->cnf;
    if (smt2->error[0] != '\0' || cnf->offsets == NULL) abort();
    if (cnf->header_clauses != cnf->clause_count ||
        cnf->header_variables != cnf->max_variable)
        abort();
    for (size_t c = 0; c < cnf->clause_count; c++) {
        const size_t end = cnf->offsets[c + 1];
        if (end <= cnf->offsets[c] || cnf->literals[end - 1] != 0) abort();
        for (size_t k = cnf->offsets[c]; k + 1 < end; k++) {
            const int32_t l = cnf->literals[k];
            if (l == 0 || (uint32_t)(l < 0 ? -l : l) > cnf->max_variable)
                abort();
        }
    }
    for (uint32_t v = 1; v <= cnf->max_variable; v++) {
        if (smt2->names[v] != NULL) (void)strlen(smt2->names[v]);
        (void)smt2->name_lines[v];
    }
}

static void read_and_check(const char *bytes, size_t size, uint32_t n)
{
    nqcnf_smt2 smt2;
    const nqcnf_status status = nqcnf_smt2_read_buffer(bytes, size, n, &smt2);
    if (status == NQCNF_OK && smt2.error_line == 0) check_translation(&smt2);
    if (status == NQCNF_OK && smt2.error_line != 0 &&
        (smt2.error[0] == '\0' || smt2.cnf.clause_count != 0))
        abort();
    nqcnf_smt2_free(&smt2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    const uint32_t n = 1u + data[0] % 8u;
    if (size < 4 || data[1] != 0x01) {
        read_and_check((const char *)data + 1, size - 1, n);
        return 0;
    }
    text t = {malloc(MAX_EXPANDED), 0};
    if (t.at == NULL) abort();
    if (expand(data + 2, size - 2, &t)) read_and_check(t.at, t.size, n);
    free(t.at);
    return 0;
}
