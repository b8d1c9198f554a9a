/*
 * generate.c - the pairwise ("textbook") encoding, written once.
 *
 * For every line of the board this emits what the lessons write by hand:
 * for rows and columns the at-least-one clause (all squares of the line),
 * then for every line the at-most-one pairs (-a -b) for a before b.
 *
 * The pairs of a line that share their first square form a run
 * (-a OR -b), (-a OR -(b+step)), ... which is handed to the sink whole when
 * it can take it. That keeps the per-clause cost of the hot path down to
 * what the sink itself does, instead of one indirect call per clause; for
 * sinks that want single clauses the run is expanded here, so no sink
 * ever has to know the encoding.
 */
#include "internal.h"

#include <stddef.h>

typedef struct generator {
    const nqcnf_sink *sink;
    int32_t *scratch; /* one line's literals, for at-least-one clauses */
} generator;

static nqcnf_status emit_run(const nqcnf_sink *sink, int32_t first,
                             int32_t second, int32_t step, uint32_t count)
{
    if (sink->add_binary_run != NULL)
        return sink->add_binary_run(sink->context, first, second, step,
                                    count);
    for (uint32_t i = 0; i < count; i++) {
        int32_t pair[2] = {first, second + (int32_t)i * step};
        nqcnf_status status = sink->add_clause(sink->context, pair, 2);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static nqcnf_status emit_line(void *context, const nqcnf_line *line)
{
    generator *gen = context;
    nqcnf_status status;

    if (line->kind == NQCNF_LINE_ROW || line->kind == NQCNF_LINE_COLUMN) {
        for (uint32_t i = 0; i < line->length; i++)
            gen->scratch[i] = line->first + (int32_t)i * line->step;
        status = gen->sink->add_clause(gen->sink->context, gen->scratch,
                                       line->length);
        if (status != NQCNF_OK) return status;
    }
    for (uint32_t i = 0; i + 1 < line->length; i++) {
        const int32_t square = line->first + (int32_t)i * line->step;
        status = emit_run(gen->sink, -square, -(square + line->step),
                          -line->step, line->length - 1 - i);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_generate(const nqcnf_options *options,
                            const nqcnf_sink *sink)
{
    nqcnf_status status = nqcnf_options_check(options);
    if (status != NQCNF_OK) return status;
    if (sink == NULL || sink->add_clause == NULL)
        return NQCNF_ERR_INVALID_ARGUMENT;

    generator gen;
    gen.sink = sink;
    gen.scratch = nqcnf_allocate(sizeof *gen.scratch * options->n);
    if (gen.scratch == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    status = nqcnf_for_each_line(options, emit_line, &gen);
    nqcnf_release(gen.scratch);
    return status;
}
