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

static nqcnf_status invalid_format(nqcnf_format format)
{
    return nqcnf_invalid("format is %d: not an nqcnf_format", (int)format);
}

nqcnf_status nqcnf_format_size(const nqcnf_options *options,
                               nqcnf_format format, uint64_t *variables,
                               uint64_t *constraints, int *encoded)
{
    const format_spec *spec = nqcnf_format_spec(format);
    if (options == NULL) return nqcnf_invalid("options is NULL");
    if (spec == NULL) return invalid_format(format);
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
    if (options == NULL) return nqcnf_invalid("options is NULL");
    if (write == NULL) return nqcnf_invalid("write is NULL");
    if (spec == NULL) return invalid_format(format);
    if ((flags & ~spec->flags) != 0)
        return nqcnf_invalid("flags is %#x: bits %#x are not flags of "
                             "format \"%s\"",
                             flags, flags & ~spec->flags, spec->name);
    nqcnf_options own;
    nqcnf_status status = nqcnf_options_import(options, &own);
    if (status != NQCNF_OK) return status;
    /* A shuffle applies to DIMACS clauses alone: the notes of
     * --comments would name rows that are no longer there. */
    if (own.shuffle_parts != 0 && format != NQCNF_FORMAT_DIMACS)
        return nqcnf_invalid("options->shuffle_parts is %#x: only DIMACS "
                             "is shuffled, not format \"%s\"",
                             own.shuffle_parts, spec->name);
    if (own.shuffle_parts != 0 && (flags & NQCNF_WRITE_COMMENTS))
        return nqcnf_invalid("options->shuffle_parts is %#x with "
                             "NQCNF_WRITE_COMMENTS: the comments would name "
                             "rows a shuffle moved",
                             own.shuffle_parts);
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

static int write_to_stream(void *context, const void *data, size_t size)
{
    return fwrite(data, 1, size, (FILE *)context) == size ? 0 : -1;
}

nqcnf_status nqcnf_write_file(const nqcnf_options *options,
                              nqcnf_format format, unsigned flags,
                              FILE *stream)
{
    if (stream == NULL) return nqcnf_invalid("stream is NULL");
    return nqcnf_write(options, format, flags, write_to_stream, stream);
}
