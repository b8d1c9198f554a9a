/*
 * shuffle_record.c - a shuffle's names and record, read back.
 *
 * A shuffled file says how it was shuffled in a comment line before
 * its header ("c shuffle seed S parts P window W scheme K"), so that a
 * model of it, or the file itself, can be mapped back without the
 * command line that made it. Only what this version writes is accepted:
 * a record of another scheme or window is refused rather than undone
 * wrongly. The part names are the command line's, spelled once here.
 */
#include "generate/shuffle.h"
#include "read/clause_order.h"
#include "read/text.h"

#include <stdio.h>
#include <string.h>

static const char *const part_names[] = {"vars", "polarity", "clauses",
                                         "literals"};
#define PART_COUNT 4

nqcnf_status nqcnf_shuffle_parts_from_names(const char *names,
                                            unsigned *parts)
{
    if (parts == NULL) return nqcnf_invalid("parts is NULL");
    *parts = 0;
    if (names == NULL) return nqcnf_invalid("names is NULL");
    if (names[0] == '\0')
        return nqcnf_invalid("names is empty: name parts among vars, "
                             "polarity, clauses, literals and all");
    unsigned found = 0;
    for (const char *at = names;;) {
        const char *comma = strchr(at, ',');
        const size_t length = comma ? (size_t)(comma - at) : strlen(at);
        unsigned part = 0;
        if (length == 3 && memcmp(at, "all", 3) == 0) part = NQCNF_SHUFFLE_ALL;
        for (unsigned i = 0; i < PART_COUNT; i++)
            if (strlen(part_names[i]) == length &&
                memcmp(at, part_names[i], length) == 0)
                part = 1u << i;
        if (part == 0) {
            char quoted[64];
            return nqcnf_invalid(
                "shuffle part \"%s\" is not vars, polarity, clauses, "
                "literals or all",
                nqcnf_quote(at, length, quoted, sizeof quoted));
        }
        found |= part;
        if (comma == NULL) break;
        at = comma + 1;
    }
    *parts = found;
    return NQCNF_OK;
}

size_t nqcnf_shuffle_parts_names(unsigned parts, char *text, size_t size)
{
    if (text == NULL && size > 0) return 0;
    size_t needed = 0;
    if (size > 0) text[0] = '\0';
    for (unsigned i = 0; i < PART_COUNT; i++) {
        if (!(parts & (1u << i))) continue;
        const int wrote = snprintf(text ? text + (needed < size ? needed : size)
                                        : NULL,
                                   needed < size ? size - needed : 0, "%s%s",
                                   needed > 0 ? "," : "", part_names[i]);
        needed += (size_t)wrote;
    }
    return needed;
}

/* One line of the record, NUL-terminated in `line`: 1 read, 0 not a
 * record, -1 a record this version cannot undo. */
static int read_record(const char *line, nqcnf_shuffle *shuffle)
{
    unsigned long long seed = 0;
    char parts[64];
    unsigned window = 0, scheme = 0;
    if (strncmp(line, "c shuffle ", 10) != 0) return 0;
    if (sscanf(line, "c shuffle seed %llu parts %63s window %u scheme %u",
               &seed, parts, &window, &scheme) != 4 ||
        window != NQCNF_SHUFFLE_WINDOW || scheme != NQCNF_SHUFFLE_SCHEME ||
        nqcnf_shuffle_parts_from_names(parts, &shuffle->parts) != NQCNF_OK)
        return -1;
    shuffle->seed = seed;
    return 1;
}

int nqcnf_shuffle_record_find(const char *data, size_t size,
                              nqcnf_shuffle *shuffle)
{
    if (data == NULL || shuffle == NULL) return 0;
    nqcnf_shuffle found = {0, 0, 0};
    int record = 0;
    for (size_t at = 0; at < size;) {
        const char *end = memchr(data + at, '\n', size - at);
        const size_t length = end ? (size_t)(end - (data + at)) : size - at;
        char line[160];
        const size_t kept = length < sizeof line - 1 ? length : sizeof line - 1;
        memcpy(line, data + at, kept);
        line[kept] = '\0';
        at += length + 1;
        if (line[0] == 'c') {
            if (record == 0) record = read_record(line, &found);
            continue;
        }
        unsigned long long variables = 0, clauses = 0;
        if (record == 0) return 0;
        if (record < 0 ||
            sscanf(line, "p cnf %llu %llu", &variables, &clauses) != 2 ||
            variables == 0 || variables > INT32_MAX)
            return -1;
        found.variables = variables;
        *shuffle = found;
        return 1;
    }
    return record == 0 ? 0 : -1;
}

/* The normalized forms again, undone and sorted in a new array: a clause
 * written normalized in the shuffled file is seldom normalized once
 * undone, and one that was not may be. */
static nqcnf_status unshuffle_normalized(nqcnf_cnf *cnf,
                                         const shuffle_key *key)
{
    size_t total = 0;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        size_t count;
        nqcnf_cnf_normalized(cnf, c, &count);
        total += count + 1;
    }
    if (total >= UINT32_MAX) return NQCNF_ERR_TOO_LARGE;
    int32_t *sorted = nqcnf_allocate(total * sizeof *sorted);
    if (sorted == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    uint32_t largest = 0;
    size_t used = 0;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        size_t count;
        const int32_t *old = nqcnf_cnf_normalized(cnf, c, &count);
        int32_t *first = sorted + used;
        for (size_t i = 0; i < count; i++) {
            first[i] = nqcnf_shuffle_key_undo(key, old[i]);
            const uint32_t v = (uint32_t)(first[i] < 0 ? -first[i] : first[i]);
            if (v > largest) largest = v;
        }
        nqcnf_sort_literals(first, count);
        first[count] = 0;
        cnf->sorted_offsets[c] = (uint32_t)used;
        used += count + 1;
    }
    const size_t written = cnf->offsets[cnf->clause_count];
    for (size_t i = 0; i < written; i++)
        cnf->literals[i] = nqcnf_shuffle_key_undo(key, cnf->literals[i]);
    /* those now written normalized share the clause as written */
    size_t kept = 0;
    for (size_t c = 0; c < cnf->clause_count; c++) {
        const int32_t *first = sorted + cnf->sorted_offsets[c];
        size_t count = 0;
        while (first[count] != 0) count++;
        const size_t length = cnf->offsets[c + 1] - cnf->offsets[c] - 1;
        if (count == length &&
            memcmp(first, cnf->literals + cnf->offsets[c],
                   count * sizeof *first) == 0) {
            cnf->sorted_offsets[c] = NQCNF_CNF_AS_WRITTEN;
            continue;
        }
        memmove(sorted + kept, first, (count + 1) * sizeof *first);
        cnf->sorted_offsets[c] = (uint32_t)kept;
        kept += count + 1;
    }
    nqcnf_release(cnf->sorted);
    cnf->sorted = sorted;
    int32_t *cut = nqcnf_reallocate(sorted, (kept ? kept : 1) * sizeof *cut);
    if (cut != NULL) cnf->sorted = cut;
    cnf->max_variable = largest;
    return NQCNF_OK;
}

nqcnf_status nqcnf_cnf_unshuffle(nqcnf_cnf *cnf, const nqcnf_shuffle *shuffle)
{
    if (cnf == NULL) return nqcnf_invalid("cnf is NULL");
    shuffle_key key;
    const nqcnf_status status = nqcnf_shuffle_key_make(shuffle, &key);
    if (status != NQCNF_OK) return status;
    if (cnf->clause_count == 0) return NQCNF_OK;
    return unshuffle_normalized(cnf, &key);
}
