/*
 * smt2_writer.c - the encoding as SMT-LIB 2 over Booleans, for z3.
 *
 * The lessons' SMT file names each square x<row>y<column> (0-based) and
 * asserts the constraints as Boolean formulas. We keep its names, so a
 * student can read the model z3 prints against the board, but we assert
 * exactly the CNF clauses the generator produces, one (assert (or ...))
 * per clause: whatever the options (encoding, pre-placed queens,
 * symmetry breaking), the SMT file and the DIMACS file are then the same
 * formula, and nothing here has to know how any constraint is built.
 * Auxiliary variables keep their DIMACS number (aux17 is variable 17),
 * so a clause reads the same in both files.
 *
 * The declarations must precede the asserts, so the auxiliary count
 * comes from the closed-form cost, as the DIMACS header's does: the text
 * streams through one output buffer and memory stays bounded for any N.
 * The generator's notes ("row 3: exactly one queen") become ";" comments
 * because the lessons' file is commented group by group, and a reader of
 * a SMT file is a person more often than a DIMACS reader is.
 */
#include "encode/encoder.h"
#include "write/output_buffer.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* The longest literal, "(not aux2147483647)" or "(not x46339y46339)",
 * with its separating space, fits with room to spare. */
#define LITERAL_ROOM 32

typedef struct smt2_writer {
    output_buffer out;
    uint32_t n;
    int32_t squares; /* n*n: variables above it are auxiliary */
} smt2_writer;

/* Writes the name of variable `variable` at `at` and returns the end. */
static char *format_name(const smt2_writer *writer, char *at, int32_t variable)
{
    if (variable > writer->squares) {
        memcpy(at, "aux", 3);
        return format_literal(at + 3, variable);
    }
    const uint32_t index = (uint32_t)variable - 1;
    *at++ = 'x';
    at = format_literal(at, (int32_t)(index / writer->n));
    *at++ = 'y';
    return format_literal(at, (int32_t)(index % writer->n));
}

static char *format_smt_literal(const smt2_writer *writer, char *at,
                                int32_t literal)
{
    if (literal > 0) return format_name(writer, at, literal);
    memcpy(at, "(not ", 5);
    at = format_name(writer, at + 5, -literal);
    *at++ = ')';
    return at;
}

/* Appends a short piece of fixed text (shorter than the buffer). */
static nqcnf_status put_text(output_buffer *out, const char *text,
                             size_t length)
{
    if (output_buffer_reserve(out, length) != NQCNF_OK) return out->status;
    memcpy(out->data + out->used, text, length);
    out->used += length;
    return NQCNF_OK;
}

static nqcnf_status write_clause(void *context, const int32_t *literals,
                                 size_t count)
{
    smt2_writer *writer = context;
    output_buffer *out = &writer->out;
    /* An empty clause is false; the generator makes none, but a sink must
     * not turn it into the empty (or), which SMT-LIB rejects. */
    if (count == 0) return put_text(out, "(assert false)\n", 15);
    if (count == 1) {
        if (output_buffer_reserve(out, LITERAL_ROOM + 16) != NQCNF_OK)
            return out->status;
        char *at = out->data + out->used;
        memcpy(at, "(assert ", 8);
        at = format_smt_literal(writer, at + 8, literals[0]);
        memcpy(at, ")\n", 2);
        out->used = (size_t)(at + 2 - out->data);
        return NQCNF_OK;
    }
    if (put_text(out, "(assert (or", 11) != NQCNF_OK) return out->status;
    for (size_t i = 0; i < count; i++) {
        if (output_buffer_reserve(out, LITERAL_ROOM) != NQCNF_OK)
            return out->status;
        char *at = out->data + out->used;
        *at++ = ' ';
        at = format_smt_literal(writer, at, literals[i]);
        out->used = (size_t)(at - out->data);
    }
    return put_text(out, "))\n", 3);
}

static nqcnf_status write_note(void *context, const char *text)
{
    smt2_writer *writer = context;
    const size_t length = strlen(text);
    if (put_text(&writer->out, "; ", 2) != NQCNF_OK) return writer->out.status;
    if (put_text(&writer->out, text, length) != NQCNF_OK)
        return writer->out.status;
    return put_text(&writer->out, "\n", 1);
}

static nqcnf_status write_header(smt2_writer *writer,
                                 const nqcnf_options *options,
                                 const encoding_cost *cost)
{
    output_buffer *out = &writer->out;
    const unsigned n = options->n;
    const char *encoding = nqcnf_encoding_name(options->encoding);
    char text[1024];
    int length = snprintf(
        text, sizeof text,
        "; nqueens-cnf %s: the %u-queens puzzle in SMT-LIB 2 (Booleans)\n"
        "; x<r>y<c> is true when a queen stands on row r, column c "
        "(0-based):\n"
        "; DIMACS variable r*%u + c + 1\n"
        "; at most one queen per line: %s encoding; %llu clauses, "
        "one assert each\n",
        nqcnf_version(), n, n, encoding ? encoding : "?",
        (unsigned long long)cost->clauses);
    if (cost->auxiliary > 0 && length > 0 && (size_t)length < sizeof text)
        length += snprintf(text + length, sizeof text - (size_t)length,
                           "; aux<k> is the encoding's auxiliary variable k "
                           "(k > %llu), as in DIMACS\n",
                           (unsigned long long)n * n);
    if (length < 0 || (size_t)length >= sizeof text)
        return NQCNF_ERR_INTERNAL;
    if (put_text(out, text, (size_t)length) != NQCNF_OK) return out->status;
    /* QF_UF: quantifier-free, uninterpreted functions; Bool constants and
     * the core connectives are all it needs, and every solver has it. */
    return put_text(out, "(set-logic QF_UF)\n", 18);
}

static nqcnf_status write_declarations(smt2_writer *writer, int32_t variables)
{
    output_buffer *out = &writer->out;
    for (int32_t v = 1; v <= variables; v++) {
        if (output_buffer_reserve(out, LITERAL_ROOM + 32) != NQCNF_OK)
            return out->status;
        char *at = out->data + out->used;
        memcpy(at, "(declare-const ", 15);
        at = format_name(writer, at + 15, v);
        memcpy(at, " Bool)\n", 7);
        out->used = (size_t)(at + 7 - out->data);
    }
    return NQCNF_OK;
}

nqcnf_status nqcnf_write_smt2(const nqcnf_options *options,
                              nqcnf_write_fn write, void *context)
{
    if (options == NULL || write == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    encoding_cost cost;
    nqcnf_status status = nqcnf_encoding_cost(options, 0, &cost);
    if (status != NQCNF_OK) return status;
    const uint64_t variables = (uint64_t)options->n * options->n + cost.auxiliary;
    if (variables > INT32_MAX) return NQCNF_ERR_TOO_LARGE;

    smt2_writer writer;
    writer.n = options->n;
    writer.squares = (int32_t)(options->n * options->n);
    status = output_buffer_open(&writer.out, write, context);
    if (status != NQCNF_OK) return status;

    status = write_header(&writer, options, &cost);
    if (status == NQCNF_OK)
        status = write_declarations(&writer, (int32_t)variables);
    if (status == NQCNF_OK) {
        const nqcnf_sink sink = {&writer, write_clause, NULL, NULL,
                                 write_note};
        status = nqcnf_generate(options, &sink);
    }
    if (status == NQCNF_OK)
        status = put_text(&writer.out, "(check-sat)\n(get-model)\n", 24);
    if (status == NQCNF_OK) status = output_buffer_flush(&writer.out);

    /* Keep the errno of the failed write for the caller's message. */
    const int saved_errno = errno;
    output_buffer_close(&writer.out);
    errno = saved_errno;
    return status;
}
