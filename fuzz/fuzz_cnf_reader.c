/*
 * fuzz_cnf_reader.c - libFuzzer target for the DIMACS reader and the
 * check against the reference encoding.
 *
 * Input: first byte picks N (1 + byte % 6) and the headerless limit, the
 * rest is a DIMACS file. Read with nqcnf_cnf_read_buffer, the structure's
 * invariants are checked, then it is compared with the reference encoding
 * (nqcnf_check_cnf: PicoSAT decides implications; N <= 6 keeps it fast),
 * and the file as a whole is diagnosed (nqcnf_sniff_text, nqcnf_diagnose).
 * Set NQCNF_FUZZ_READER_ONLY=1 in the environment to fuzz the reader only.
 */
#include "fuzz_target.h"
#include "nqcnf_experimental.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int reader_only;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *value = getenv("NQCNF_FUZZ_READER_ONLY");
    reader_only = value != NULL && value[0] == '1';
    return 0;
}

static void check_structure(const nqcnf_cnf *cnf)
{
    if (cnf->clauses_read < cnf->clause_count) abort();
    uint64_t counted = 0;
    for (size_t i = 0; i < cnf->gap_count; i++) {
        if (cnf->gaps[i].before > cnf->clause_count || cnf->gaps[i].copies == 0 ||
            (i > 0 && cnf->gaps[i].before < cnf->gaps[i - 1].before))
            abort();
        counted += cnf->gaps[i].copies;
    }
    if (cnf->clause_count + counted != cnf->clauses_read) abort();
    if (cnf->clause_count == 0) return;
    if (cnf->offsets == NULL || cnf->sorted_offsets == NULL ||
        cnf->literals == NULL || cnf->lines == NULL || cnf->flags == NULL)
        abort();
    if (cnf->offsets[0] != 0) abort();
    for (size_t i = 0; i < cnf->clause_count; i++) {
        const size_t begin = cnf->offsets[i], end = cnf->offsets[i + 1];
        if (end <= begin || cnf->literals[end - 1] != 0) abort();
        size_t count;
        const int32_t *normal = nqcnf_cnf_normalized(cnf, i, &count);
        if (count > end - begin - 1) abort();
        for (size_t k = 0; k < count; k++)
            if (normal[k] == 0 ||
                (k > 0 && (normal[k - 1] < 0 ? -normal[k - 1] : normal[k - 1]) >
                              (normal[k] < 0 ? -normal[k] : normal[k])))
                abort();
        if (i > 0 && cnf->lines[i] < cnf->lines[i - 1]) abort();
    }
    for (size_t i = 0; i < cnf->issue_count; i++)
        if (memchr(cnf->issues[i].token, '\0',
                   sizeof cnf->issues[i].token) == NULL)
            abort();
}

/* The whole-file diagnosis reads the text again in other ways and
 * checks it again: every diagnosis must point inside the report. */
static void diagnose(const nqcnf_options *options, const uint8_t *text,
                     size_t size, const nqcnf_cnf *cnf,
                     const nqcnf_check_report *report)
{
    (void)nqcnf_sniff_text((const char *)text, size);
    nqcnf_diagnoses d;
    if (nqcnf_diagnose(options, (const char *)text, size, cnf, report, &d) !=
        NQCNF_OK)
        return;
    if (d.count > NQCNF_DIAGNOSES_MAX) abort();
    for (size_t i = 0; i < d.count; i++)
        if (d.items[i].kind == NQCNF_DIAGNOSIS_TYPO &&
            (d.items[i].difference >= report->difference_count ||
             d.items[i].clause >= cnf->clause_count))
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    const uint32_t n = 1u + data[0] % 6u;
    /* 0 (any int32) or a small limit, so both reader paths are reached */
    const uint64_t headerless_limit = (data[0] & 0x80) ? (uint64_t)n * n : 0;
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    nqcnf_status status = nqcnf_cnf_read_buffer((const char *)data + 1,
                                                size - 1, headerless_limit,
                                                &cnf);
    if (status != NQCNF_OK) {
        nqcnf_cnf_free(&cnf);
        return 0;
    }
    check_structure(&cnf);
    if (!reader_only) {
        nqcnf_options options;
        nqcnf_options_init(&options, n);
        nqcnf_check_report report;
        memset(&report, 0, sizeof report);
        status = nqcnf_check_cnf(&options, &cnf, &report);
        if (status == NQCNF_OK) {
            for (size_t i = 0; i < report.difference_count; i++) {
                const nqcnf_difference *d = &report.differences[i];
                /* touch every literal the report points at */
                volatile int64_t sum = 0; /* literals reach INT32_MAX */
                for (size_t k = 0; k < d->count; k++) sum += d->literals[k];
                if (d->witness.n != 0 && d->witness.n != n) abort();
                if (d->group != NULL) (void)strlen(d->group);
            }
            diagnose(&options, data + 1, size - 1, &cnf, &report);
        }
        nqcnf_check_report_free(&report);
    }
    nqcnf_cnf_free(&cnf);
    return 0;
}
