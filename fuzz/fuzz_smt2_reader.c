/*
 * fuzz_smt2_reader.c - libFuzzer target for the SMT-LIB 2 reader.
 *
 * Input: the first byte picks N (1 + byte % 8), the rest is SMT-LIB
 * text. Whatever the bytes, nqcnf_smt2_read_buffer must return, either
 * with an error placed on a line of the text or with a translation whose
 * structure holds: clauses closed by 0, literals within max_variable,
 * the board's squares among the first N*N, a name or a line for every
 * variable, and the error empty.
 */
#include "fuzz_target.h"
#include "nqcnf.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    const uint32_t n = 1u + data[0] % 8u;
    nqcnf_smt2 smt2;
    const nqcnf_status status = nqcnf_smt2_read_buffer(
        (const char *)data + 1, size - 1, n, &smt2);
    if (status == NQCNF_OK && smt2.error_line == 0) check_translation(&smt2);
    if (status == NQCNF_OK && smt2.error_line != 0 &&
        (smt2.error[0] == '\0' || smt2.cnf.clause_count != 0))
        abort();
    nqcnf_smt2_free(&smt2);
    return 0;
}
