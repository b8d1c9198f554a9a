/*
 * dimacs.c - the streaming DIMACS sink, the program's hot loop.
 *
 * The output of N = 1000 is about 28 GB, almost all of it pairs "-a -b 0\n",
 * so the cost per pair decides everything. Formatting two integers per
 * pair would be several times slower than the disk, so pairs are not
 * formatted one by one:
 *
 *  - The generator hands over runs of pairs with the same first literal,
 *    (-a, -b), (-a, -(b+d)), ..., and the runs of one line all end on the
 *    line's last square. So the second halves "-b 0\n" of a line are
 *    formatted once, into 16-byte slots indexed from the end of the line,
 *    and every later run of that line reuses them (the cache hits for all
 *    but the first run of each line).
 *  - A pair is then two fixed 16-byte copies, the prefix "-a " and a slot,
 *    each followed by advancing the output pointer by the real length.
 *    No division, no branch on the digits, no bounds check per pair: room
 *    for a whole chunk of pairs is made before the inner loop starts.
 *
 * Memory is one output block plus one slot per square of the longest line,
 * independent of the number of clauses.
 */
#include "write/output_buffer.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* "-2147395600 -2147395600 0\n" is 26 bytes; each pair may also store up
 * to 16 bytes past its prefix, so 32 bytes of room per pair is safe. */
#define PAIR_ROOM 32

typedef struct pair_tail {
    char text[16]; /* "-b 0\n" padded */
} pair_tail;

typedef struct dimacs_writer {
    output_buffer out;
    /* The tails of the most recent run: tails[k] is the literal
     * last - k*step followed by " 0\n". */
    pair_tail *tails;
    unsigned char *tail_lengths;
    uint32_t tail_capacity;
    uint32_t tail_count;
    int32_t tail_last;
    int32_t tail_step;
} dimacs_writer;

static nqcnf_status write_clause(void *context, const int32_t *literals,
                                 size_t count)
{
    dimacs_writer *writer = context;
    output_buffer *out = &writer->out;
    for (size_t i = 0; i < count; i++) {
        if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
        char *at = format_literal(out->data + out->used, literals[i]);
        *at++ = ' ';
        out->used = (size_t)(at - out->data);
    }
    if (output_buffer_reserve(out, 2) != NQCNF_OK) return out->status;
    memcpy(out->data + out->used, "0\n", 2);
    out->used += 2;
    return NQCNF_OK;
}

static nqcnf_status cache_tails(dimacs_writer *writer, int32_t last,
                                int32_t step, uint32_t count)
{
    if (count > writer->tail_capacity) {
        pair_tail *tails =
            nqcnf_reallocate(writer->tails, sizeof *tails * count);
        if (tails == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        writer->tails = tails;
        unsigned char *lengths =
            nqcnf_reallocate(writer->tail_lengths, count);
        if (lengths == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        writer->tail_lengths = lengths;
        writer->tail_capacity = count;
    }
    for (uint32_t k = 0; k < count; k++) {
        char *text = writer->tails[k].text;
        char *end = format_literal(text, last - (int32_t)k * step);
        memcpy(end, " 0\n", 3);
        writer->tail_lengths[k] = (unsigned char)(end + 3 - text);
    }
    writer->tail_count = count;
    writer->tail_last = last;
    writer->tail_step = step;
    return NQCNF_OK;
}

static nqcnf_status write_binary_run(void *context, int32_t first,
                                     int32_t second, int32_t step,
                                     uint32_t count)
{
    dimacs_writer *writer = context;
    output_buffer *out = &writer->out;
    if (count == 0) return NQCNF_OK;

    const int32_t last = second + (int32_t)(count - 1) * step;
    if (writer->tail_step != step || writer->tail_last != last ||
        writer->tail_count < count) {
        nqcnf_status status = cache_tails(writer, last, step, count);
        if (status != NQCNF_OK) return status;
    }

    char prefix[16] = {0};
    char *prefix_end = format_literal(prefix, first);
    *prefix_end++ = ' ';
    const size_t prefix_length = (size_t)(prefix_end - prefix);
    const pair_tail *tails = writer->tails;
    const unsigned char *lengths = writer->tail_lengths;

    uint32_t remaining = count; /* tails[remaining-1] is the next to write */
    while (remaining > 0) {
        if (output_buffer_reserve(out, PAIR_ROOM) != NQCNF_OK)
            return out->status;
        size_t room = (out->capacity - out->used) / PAIR_ROOM;
        uint32_t chunk = room < remaining ? (uint32_t)room : remaining;
        char *at = out->data + out->used;
        for (uint32_t k = remaining; k > remaining - chunk; k--) {
            memcpy(at, prefix, 16);
            at += prefix_length;
            memcpy(at, tails[k - 1].text, 16);
            at += lengths[k - 1];
        }
        remaining -= chunk;
        out->used = (size_t)(at - out->data);
    }
    return NQCNF_OK;
}

/* Writes `text` as one "c" line. Comments are short, except the
 * projection line, which is written number by number. */
static nqcnf_status write_comment(void *context, const char *text)
{
    dimacs_writer *writer = context;
    output_buffer *out = &writer->out;
    const size_t length = strlen(text);
    if (length + 3 > out->capacity) return NQCNF_ERR_INTERNAL;
    if (output_buffer_reserve(out, length + 3) != NQCNF_OK) return out->status;
    memcpy(out->data + out->used, "c ", 2);
    memcpy(out->data + out->used + 2, text, length);
    out->used += length + 2;
    out->data[out->used++] = '\n';
    return NQCNF_OK;
}

static nqcnf_status write_projection(dimacs_writer *writer, uint32_t n)
{
    /* "c p show 1 .. N*N 0": model counters then count boards, whatever
     * auxiliary variables the encoding adds. */
    output_buffer *out = &writer->out;
    if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
    memcpy(out->data + out->used, "c p show", 8);
    out->used += 8;
    const uint64_t squares = (uint64_t)n * n;
    for (uint64_t v = 1; v <= squares; v++) {
        if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
        out->data[out->used++] = ' ';
        out->used = (size_t)(format_literal(out->data + out->used,
                                            (int32_t)v) - out->data);
    }
    if (output_buffer_reserve(out, 3) != NQCNF_OK) return out->status;
    memcpy(out->data + out->used, " 0\n", 3);
    out->used += 3;
    return NQCNF_OK;
}

/* The board with its variable numbers, as the lessons draw the 4x4 one;
 * only for boards small enough to read. */
static nqcnf_status write_variable_map(dimacs_writer *writer, uint32_t n)
{
    enum { LARGEST_DRAWN = 16 };
    char line[LARGEST_DRAWN * 4 + 16];
    if (n > LARGEST_DRAWN) return NQCNF_OK;
    const int width = n * n >= 100 ? 4 : 3;
    for (uint32_t r = 0; r < n; r++) {
        int used = 0;
        for (uint32_t c = 0; c < n; c++)
            used += snprintf(line + used, sizeof line - (size_t)used, "%*d",
                             width, (int)nqcnf_variable(n, r, c));
        const nqcnf_status status = write_comment(writer, line);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static nqcnf_status write_preamble(dimacs_writer *writer,
                                   const nqcnf_options *options,
                                   const nqcnf_counts *counts)
{
    char text[160];
    const uint32_t n = options->n;
#define COMMENT(...)                                                        \
    do {                                                                    \
        snprintf(text, sizeof text, __VA_ARGS__);                           \
        const nqcnf_status status_ = write_comment(writer, text);          \
        if (status_ != NQCNF_OK) return status_;                            \
    } while (0)
    COMMENT("nqueens-cnf %s: the %u-queens puzzle as CNF", nqcnf_version(), n);
    COMMENT("encoding %s%s%s; %llu board and %llu auxiliary variables",
            nqcnf_encoding_name(options->encoding),
            options->column_at_least_one ? "" : ", no column at-least-one",
            options->symmetry_breaking ? ", symmetry breaking" : "",
            (unsigned long long)counts->variables -
                counts->auxiliary_variables,
            (unsigned long long)counts->auxiliary_variables);
    COMMENT("variable r*%u+c+1 is the square in row r+1, column c+1; "
            "true means a queen", n);
#undef COMMENT
    nqcnf_status status = write_variable_map(writer, n);
    if (status == NQCNF_OK) status = write_projection(writer, n);
    return status;
}

static nqcnf_status write_dimacs(const nqcnf_options *options,
                                 nqcnf_write_fn write, void *context,
                                 int commented)
{
    nqcnf_counts counts;
    nqcnf_status status = nqcnf_counts_quick(options, &counts);
    if (status != NQCNF_OK) return status;
    if (write == NULL) return NQCNF_ERR_INVALID_ARGUMENT;

    dimacs_writer writer;
    memset(&writer, 0, sizeof writer);
    status = output_buffer_open(&writer.out, write, context);
    if (status != NQCNF_OK) return status;

    if (commented) status = write_preamble(&writer, options, &counts);
    if (status == NQCNF_OK &&
        output_buffer_reserve(&writer.out, 64) == NQCNF_OK)
        writer.out.used += (size_t)snprintf(
            writer.out.data + writer.out.used, 64, "p cnf %llu %llu\n",
            (unsigned long long)counts.variables,
            (unsigned long long)counts.clauses);
    if (status == NQCNF_OK) status = writer.out.status;

    const nqcnf_sink sink = {&writer, write_clause, write_binary_run, NULL,
                             commented ? write_comment : NULL};
    if (status == NQCNF_OK) status = nqcnf_generate(options, &sink);
    if (status == NQCNF_OK) status = output_buffer_flush(&writer.out);

    /* The sink stops the generator with the buffer's latched error; keep
     * the errno of the failed write for the caller's message. */
    const int saved_errno = errno;
    output_buffer_close(&writer.out);
    nqcnf_release(writer.tails);
    nqcnf_release(writer.tail_lengths);
    errno = saved_errno;
    return status;
}

nqcnf_status nqcnf_write_dimacs(const nqcnf_options *options,
                                nqcnf_write_fn write, void *context)
{
    return write_dimacs(options, write, context, 0);
}

nqcnf_status nqcnf_write_dimacs_commented(const nqcnf_options *options,
                                          nqcnf_write_fn write,
                                          void *context)
{
    return write_dimacs(options, write, context, 1);
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
