/*
 * format.h - what a format is to the one writer that drives them all.
 *
 * Every format streams the same way: size the encoding in closed form,
 * open the output buffer, write a header that may need those sizes, let
 * the generator hand every clause (or line constraint) to the format's
 * sink, write a footer, flush, close. That skeleton lives once, in
 * format_writer.c; a format is only what differs: its name, whether it
 * takes the lines' constraints whole, its header, its sink callbacks, its
 * footer. Adding one is one file and one row in format_table.c.
 */
#ifndef NQCNF_WRITE_FORMAT_H
#define NQCNF_WRITE_FORMAT_H

#include "encode/encoder.h"
#include "write/output_buffer.h"

/* One run of a writer: what every callback of a format receives. */
typedef struct format_output {
    output_buffer out;
    const nqcnf_options *options;
    unsigned flags;     /* NQCNF_WRITE_* asked for */
    encoding_cost cost; /* sized for the format's own sink */
    uint64_t variables; /* board and auxiliary: what headers declare */
    void *state;        /* the format's own, NULL until it sets it */
} format_output;

typedef struct format_spec {
    const char *name;
    unsigned flags;  /* the NQCNF_WRITE_* flags it takes */
    int cardinality; /* takes each line's constraint whole */
    int notes_from_zero; /* its notes number rows and columns from 0 */
    /* What its header counts, from the cost of its sink; NULL: the
     * clauses. The header and nqcnf_format_size() both ask it, so an
     * index built from the latter says what the file says. */
    uint64_t (*constraints)(unsigned n, const encoding_cost *cost);
    nqcnf_status (*header)(format_output *output);
    nqcnf_status (*footer)(format_output *output); /* or NULL */
    void (*release)(format_output *output);        /* frees state; or NULL */
    /* The callbacks; the writer sets context to the format_output of the
     * run. A format that takes NQCNF_WRITE_COMMENTS gets notes only when
     * they are asked for. */
    nqcnf_sink sink;
} format_spec;

extern const format_spec nqcnf_dimacs_format;
extern const format_spec nqcnf_smt2_format;
extern const format_spec nqcnf_opb_format;
extern const format_spec nqcnf_knf_format;
extern const format_spec nqcnf_cnf_plus_format;

/* Appends the literals, each followed by a space (negated when `negate`
 * is set), then `end` ("0\n", "<= 1\n"): the line of a clause or of a
 * cardinality constraint in the DIMACS-like formats (knf.c). */
nqcnf_status nqcnf_put_literal_list(output_buffer *out,
                                    const int32_t *literals, size_t count,
                                    int negate, const char *end,
                                    size_t end_length);

/* A clause as DIMACS writes it, "l1 ... lm 0": the add_clause callback
 * of knf.c and cnf_plus.c (context is the run's format_output). */
nqcnf_status nqcnf_write_plain_clause(void *context, const int32_t *literals,
                                      size_t count);

/* The row of `format`, or NULL. */
const format_spec *nqcnf_format_spec(nqcnf_format format);

#endif
