/*
 * smt2.c - the encoding as SMT-LIB 2 over Booleans, for z3.
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
 * a SMT file is a person more often than a DIMACS reader is. They number
 * rows and columns from 0, as the names do (and the lessons' SMT file):
 * "; row 0" over the asserts on x0y0 .. x0y3, never one system in the
 * names and another in the comments.
 */
#include "write/format.h"

#include <string.h>

/* The longest literal, "(not aux2147483647)" or "(not x46339y46339)",
 * with its separating space, fits with room to spare. */
#define LITERAL_ROOM 32

/* Writes the name of variable `variable` at `at` and returns the end. */
static char *format_name(const format_output *output, char *at,
                         int32_t variable)
{
    const uint32_t n = output->options->n;
    if ((uint64_t)variable > (uint64_t)n * n) {
        memcpy(at, "aux", 3);
        return format_literal(at + 3, variable);
    }
    const uint32_t index = (uint32_t)variable - 1;
    *at++ = 'x';
    at = format_literal(at, (int32_t)(index / n));
    *at++ = 'y';
    return format_literal(at, (int32_t)(index % n));
}

static char *format_smt_literal(const format_output *output, char *at,
                                int32_t literal)
{
    if (literal > 0) return format_name(output, at, literal);
    memcpy(at, "(not ", 5);
    at = format_name(output, at + 5, -literal);
    *at++ = ')';
    return at;
}

static nqcnf_status write_clause(void *context, const int32_t *literals,
                                 size_t count)
{
    format_output *output = context;
    output_buffer *out = &output->out;
    /* An empty clause is false; the generator makes none, but a sink must
     * not turn it into the empty (or), which SMT-LIB rejects. */
    if (count == 0)
        return nqcnf_output_buffer_put(out, "(assert false)\n", 15);
    if (count == 1) {
        if (output_buffer_reserve(out, LITERAL_ROOM + 16) != NQCNF_OK)
            return out->status;
        char *at = out->data + out->used;
        memcpy(at, "(assert ", 8);
        at = format_smt_literal(output, at + 8, literals[0]);
        memcpy(at, ")\n", 2);
        out->used = (size_t)(at + 2 - out->data);
        return NQCNF_OK;
    }
    if (nqcnf_output_buffer_put(out, "(assert (or", 11) != NQCNF_OK)
        return out->status;
    for (size_t i = 0; i < count; i++) {
        if (output_buffer_reserve(out, LITERAL_ROOM) != NQCNF_OK)
            return out->status;
        char *at = out->data + out->used;
        *at++ = ' ';
        at = format_smt_literal(output, at, literals[i]);
        out->used = (size_t)(at - out->data);
    }
    return nqcnf_output_buffer_put(out, "))\n", 3);
}

static nqcnf_status write_note(void *context, const char *text)
{
    return nqcnf_output_buffer_printf(&((format_output *)context)->out,
                                      "; %s\n", text);
}

static nqcnf_status write_declarations(format_output *output)
{
    output_buffer *out = &output->out;
    for (uint64_t v = 1; v <= output->variables; v++) {
        if (output_buffer_reserve(out, LITERAL_ROOM + 32) != NQCNF_OK)
            return out->status;
        char *at = out->data + out->used;
        memcpy(at, "(declare-const ", 15);
        at = format_name(output, at + 15, (int32_t)v);
        memcpy(at, " Bool)\n", 7);
        out->used = (size_t)(at + 7 - out->data);
    }
    return NQCNF_OK;
}

static nqcnf_status write_header(format_output *output)
{
    output_buffer *out = &output->out;
    const unsigned n = output->options->n;
    const char *encoding = nqcnf_encoding_name(output->options->encoding);
    nqcnf_status status = nqcnf_output_buffer_printf(
        out,
        "; nqueens-cnf %s: the %u-queens puzzle in SMT-LIB 2 (Booleans)\n"
        "; rows and columns are numbered from 0, in names and comments "
        "alike\n"
        "; x<r>y<c> is true when a queen stands on row r, column c:\n"
        "; DIMACS variable r*%u + c + 1\n"
        "; at most one queen per line: %s encoding; %llu clauses, "
        "one assert each\n",
        nqcnf_version(), n, n, encoding ? encoding : "?",
        (unsigned long long)output->cost.clauses);
    if (status == NQCNF_OK && output->cost.auxiliary > 0)
        status = nqcnf_output_buffer_printf(
            out,
            "; aux<k> is the encoding's auxiliary variable k (k > %llu), "
            "as in DIMACS\n",
            (unsigned long long)n * n);
    /* QF_UF: quantifier-free, uninterpreted functions; Bool constants and
     * the core connectives are all it needs, and every solver has it. */
    if (status == NQCNF_OK)
        status = nqcnf_output_buffer_put(out, "(set-logic QF_UF)\n", 18);
    if (status == NQCNF_OK) status = write_declarations(output);
    return status;
}

static nqcnf_status write_footer(format_output *output)
{
    return nqcnf_output_buffer_put(&output->out, "(check-sat)\n(get-model)\n",
                                   24);
}

const format_spec nqcnf_smt2_format = {
    .name = "smt2",
    .notes_from_zero = 1,
    .header = write_header,
    .footer = write_footer,
    .sink = {.add_clause = write_clause, .note = write_note},
};
