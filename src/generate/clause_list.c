/*
 * clause_list.c - the in-memory clause list, a sink like any other.
 *
 * The layout (all literals back to back, each clause closed by 0, plus an
 * offset per clause) is the one solvers' own parsers build, so the list can
 * be handed to an API that wants DIMACS-style arrays without copying. The
 * offsets are allocated once, to the clause count the closed-form sizes
 * promise (the sink still checks every clause against it rather than
 * trusting the arithmetic). The literals start at what the textbook
 * encoding needs exactly and grow by doubling for the encodings and
 * options whose clauses are longer or more numerous per square.
 */
#include "generate/generator.h"

#include "encode/encoder.h"

#include <stdint.h>
#include <string.h>

typedef struct list_builder {
    nqcnf_clause_list *list;
    size_t literal_capacity;
    size_t clause_capacity;
    size_t literals_used;
} list_builder;

static nqcnf_status append_clause(void *context, const int32_t *literals,
                                  size_t count)
{
    list_builder *builder = context;
    nqcnf_clause_list *list = builder->list;
    if (list->clause_count >= builder->clause_capacity)
        return NQCNF_ERR_INTERNAL; /* the counts were wrong */
    if (count + 1 > SIZE_MAX - builder->literals_used) return NQCNF_ERR_TOO_LARGE;
    void *literals_array = list->literals;
    if (nqcnf_grow(&literals_array, &builder->literal_capacity,
                   builder->literals_used + count + 1, sizeof(int32_t)) != 0)
        return NQCNF_ERR_OUT_OF_MEMORY;
    list->literals = literals_array;
    list->offsets[list->clause_count++] = builder->literals_used;
    memcpy(list->literals + builder->literals_used, literals,
           count * sizeof *literals);
    builder->literals_used += count;
    list->literals[builder->literals_used++] = 0;
    return NQCNF_OK;
}

static void clear(nqcnf_clause_list *list)
{
    memset(list, 0, sizeof *list);
}

nqcnf_status nqcnf_clause_list_build(const nqcnf_options *given,
                                     nqcnf_clause_list *list)
{
    if (list == NULL) return nqcnf_invalid("list is NULL");
    clear(list);
    nqcnf_options options;
    nqcnf_status status = nqcnf_options_import(given, &options);
    encoding_cost cost;
    if (status == NQCNF_OK) status = nqcnf_encoding_cost(&options, 0, &cost);
    if (status != NQCNF_OK) return status;
    const uint64_t variables = (uint64_t)options.n * options.n +
                               cost.auxiliary;

    /* The textbook's literals exactly: every square is in one row and
     * one column clause, every other clause is a pair, each clause adds
     * its closing 0. Other encodings and options grow from there. */
    const uint64_t at_least_one = cost.clauses < 2 * options.n
                                      ? cost.clauses : 2 * options.n;
    const uint64_t pairs = cost.clauses - at_least_one;
    const uint64_t literals = 2 * variables + 2 * pairs + cost.clauses;
    if (cost.clauses + 1 > SIZE_MAX / sizeof(size_t) ||
        literals > SIZE_MAX / sizeof(int32_t))
        return NQCNF_ERR_TOO_LARGE;

    list->variable_count = (uint32_t)variables;
    list->literals = nqcnf_allocate((size_t)literals * sizeof(int32_t));
    list->offsets =
        nqcnf_allocate(((size_t)cost.clauses + 1) * sizeof(size_t));
    if (list->literals == NULL || list->offsets == NULL) {
        nqcnf_clause_list_free(list);
        return NQCNF_ERR_OUT_OF_MEMORY;
    }

    list_builder builder = {list, (size_t)literals, (size_t)cost.clauses, 0};
    const nqcnf_sink sink =
        nqcnf_sink_make(&builder, append_clause, NULL, NULL, NULL);
    status = nqcnf_generate_clauses(&options, &sink);
    if (status == NQCNF_OK && list->clause_count != cost.clauses)
        status = NQCNF_ERR_INTERNAL;
    if (status != NQCNF_OK) {
        nqcnf_clause_list_free(list);
        return status;
    }
    list->offsets[list->clause_count] = builder.literals_used;
    return NQCNF_OK;
}

const int32_t *nqcnf_clause_list_get(const nqcnf_clause_list *list,
                                     size_t index, size_t *count)
{
    if (list == NULL || index >= list->clause_count) {
        if (count != NULL) *count = 0;
        return NULL;
    }
    const size_t start = list->offsets[index];
    if (count != NULL) *count = list->offsets[index + 1] - start - 1;
    return list->literals + start;
}

void nqcnf_clause_list_free(nqcnf_clause_list *list)
{
    if (list == NULL) return;
    nqcnf_release(list->literals);
    nqcnf_release(list->offsets);
    clear(list);
}
