/*
 * format_writer.c - the one skeleton every format is written through.
 *
 * Checks the arguments, imports the caller's options (nqcnf.h, "Structs
 * that grow") and so checks them once, sizes the encoding in closed form
 * for the format's kind of sink (clauses, or lines whole), opens the
 * block buffer (nqcnf_output_buffer_run, the skeleton the drawings share),
 * and runs the format's header, the generator into the format's sink,
 * its footer and the final flush, stopping at the first failure. The
 * buffer latches the first failed write and the sink stops the
 * generator with it, so the errno that explains it must survive the
 * clean-up: releasing memory never changes errno.
 *
 * Variable numbers need no check here: the sizing refuses encodings whose
 * variables do not fit int32, which is what every format's numbers are
 * written as.
 */
#include "write/format.h"

#include "generate/generator.h"
#include "generate/shuffle.h"

#include <stdio.h>
#include <string.h>

typedef struct format_run {
    format_output *output;
    const format_spec *spec;
} format_run;

static nqcnf_status write_body(output_buffer *out, const void *context)
{
    (void)out; /* the run's own, output->out */
    const format_run *run = context;
    format_output *output = run->output;
    const format_spec *spec = run->spec;
    const int notes = !(spec->flags & NQCNF_WRITE_COMMENTS) ||
                      (output->flags & NQCNF_WRITE_COMMENTS);
    const nqcnf_sink sink = nqcnf_sink_make(
        output, spec->sink.add_clause, spec->sink.add_binary_run,
        spec->sink.add_cardinality, notes ? spec->sink.note : NULL);
    nqcnf_status status = spec->header(output);
    if (status == NQCNF_OK)
        status = nqcnf_generate_clauses_numbered(
            output->options, &sink, spec->notes_from_zero ? 0 : 1);
    if (status == NQCNF_OK && spec->footer != NULL)
        status = spec->footer(output);
    return status;
}

/* The sizes for the format's kind of sink: what its header declares. */
static nqcnf_status size_for(const nqcnf_options *own, const format_spec *spec,
                             encoding_cost *cost, uint64_t *variables)
{
    const nqcnf_status status =
        nqcnf_encoding_cost(own, spec->cardinality, cost);
    *variables = (uint64_t)own->n * own->n + cost->auxiliary;
    return status;
}

nqcnf_status nqcnf_format_size(const nqcnf_options *options,
                               nqcnf_format format, uint64_t *variables,
                               uint64_t *constraints, int *encoded)
{
    const format_spec *spec = nqcnf_format_spec(format);
    if (options == NULL || spec == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    nqcnf_options own;
    nqcnf_status status = nqcnf_options_import(options, &own);
    encoding_cost cost;
    uint64_t declared = 0;
    if (status == NQCNF_OK) status = size_for(&own, spec, &cost, &declared);
    if (status != NQCNF_OK) return status;
    if (variables != NULL) *variables = declared;
    if (constraints != NULL)
        *constraints = spec->constraints != NULL
                           ? spec->constraints(own.n, &cost)
                           : cost.clauses;
    if (encoded != NULL) *encoded = !spec->cardinality;
    return NQCNF_OK;
}

nqcnf_status nqcnf_write(const nqcnf_options *options, nqcnf_format format,
                         unsigned flags, nqcnf_write_fn write, void *context)
{
    const format_spec *spec = nqcnf_format_spec(format);
    if (options == NULL || write == NULL || spec == NULL ||
        (flags & ~spec->flags) != 0)
        return NQCNF_ERR_INVALID_ARGUMENT;
    nqcnf_options own;
    nqcnf_status status = nqcnf_options_import(options, &own);
    if (status != NQCNF_OK) return status;
    /* A shuffle applies to DIMACS clauses alone: the notes of
     * --comments would name rows that are no longer there. */
    if (own.shuffle_parts != 0 && (format != NQCNF_FORMAT_DIMACS ||
                                   (flags & NQCNF_WRITE_COMMENTS)))
        return NQCNF_ERR_INVALID_ARGUMENT;
    format_output output;
    memset(&output, 0, sizeof output);
    output.options = &own;
    output.flags = flags;
    status = size_for(&own, spec, &output.cost, &output.variables);
    if (status != NQCNF_OK) return status;

    const format_run run = {&output, spec};
    status =
        nqcnf_output_buffer_run(&output.out, write, context, write_body, &run);
    if (spec->release != NULL) spec->release(&output);
    return status;
}

nqcnf_status nqcnf_write_dimacs(const nqcnf_options *options,
                                nqcnf_write_fn write, void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_DIMACS, 0, write, context);
}

nqcnf_status nqcnf_write_dimacs_commented(const nqcnf_options *options,
                                          nqcnf_write_fn write,
                                          void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_DIMACS, NQCNF_WRITE_COMMENTS,
                       write, context);
}

nqcnf_status nqcnf_write_smt2(const nqcnf_options *options,
                              nqcnf_write_fn write, void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_SMT2, 0, write, context);
}

nqcnf_status nqcnf_write_opb(const nqcnf_options *options,
                             nqcnf_write_fn write, void *context)
{
    return nqcnf_write(options, NQCNF_FORMAT_OPB, 0, write, context);
}

static int write_to_stream(void *context, const void *data, size_t size)
{
    return fwrite(data, 1, size, (FILE *)context) == size ? 0 : -1;
}

nqcnf_status nqcnf_write_dimacs_file(const nqcnf_options *options,
                                     FILE *stream)
{
    if (stream == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    return nqcnf_write_dimacs(options, write_to_stream, stream);
}
