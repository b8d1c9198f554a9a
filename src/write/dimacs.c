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
 * independent of the number of clauses. The skeleton around it (sizes,
 * buffer, generator, flush) is format_writer.c's. A shuffled file
 * (options.shuffle_parts) takes another path, dimacs_shuffled.c, at the
 * start of each clause or run, never inside the loop over pairs.
 */
#include "write/dimacs_shuffled.h"
#include "write/dimacs_size.h"
#include "write/format.h"

#include <stdio.h>
#include <string.h>

/* "-2147395600 -2147395600 0\n" is 26 bytes; each pair may also store up
 * to 16 bytes past its prefix, so 32 bytes of room per pair is safe. */
#define PAIR_ROOM 32

typedef struct pair_tail {
    char text[16]; /* "-b 0\n" padded */
} pair_tail;

/* The tails of the most recent run, in one block: tails[k] is the literal
 * last - k*step followed by " 0\n", lengths[k] its length. */
typedef struct tail_cache {
    uint32_t capacity;
    uint32_t count;
    int32_t last;
    int32_t step;
    unsigned char *lengths; /* after the tails, in the same block */
    pair_tail tails[];
} tail_cache;

static nqcnf_status write_clause(void *context, const int32_t *literals,
                                 size_t count)
{
    if (((format_output *)context)->options->shuffle_parts != 0)
        return nqcnf_shuffled_clause(context, literals, count);
    output_buffer *out = &((format_output *)context)->out;
    for (size_t i = 0; i < count; i++) {
        if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
        char *at = format_literal(out->data + out->used, literals[i]);
        *at++ = ' ';
        out->used = (size_t)(at - out->data);
    }
    return nqcnf_output_buffer_put(out, "0\n", 2);
}

/* Makes room for `count` tails; the old ones are recomputed anyway. */
static tail_cache *tail_room(format_output *output, uint32_t count)
{
    tail_cache *cache = output->state;
    if (cache != NULL && cache->capacity >= count) return cache;
    tail_cache *grown = nqcnf_allocate(sizeof *grown +
                                       (sizeof(pair_tail) + 1) * (size_t)count);
    if (grown == NULL) return NULL;
    nqcnf_release(cache);
    grown->capacity = count;
    grown->count = 0;
    grown->lengths = (unsigned char *)(grown->tails + count);
    output->state = grown;
    return grown;
}

static nqcnf_status cache_tails(format_output *output, int32_t last,
                                int32_t step, uint32_t count)
{
    tail_cache *cache = tail_room(output, count);
    if (cache == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    for (uint32_t k = 0; k < count; k++) {
        char *text = cache->tails[k].text;
        char *end = format_literal(text, last - (int32_t)k * step);
        memcpy(end, " 0\n", 3);
        cache->lengths[k] = (unsigned char)(end + 3 - text);
    }
    cache->count = count;
    cache->last = last;
    cache->step = step;
    return NQCNF_OK;
}

static nqcnf_status write_binary_run(void *context, int32_t first,
                                     int32_t second, int32_t step,
                                     uint32_t count)
{
    format_output *output = context;
    output_buffer *out = &output->out;
    if (count == 0) return NQCNF_OK;
    if (output->options->shuffle_parts != 0)
        return nqcnf_shuffled_run(output, first, second, step, count);

    const int32_t last = second + (int32_t)(count - 1) * step;
    const tail_cache *cache = output->state;
    if (cache == NULL || cache->step != step || cache->last != last ||
        cache->count < count) {
        nqcnf_status status = cache_tails(output, last, step, count);
        if (status != NQCNF_OK) return status;
        cache = output->state;
    }

    char prefix[16] = {0};
    char *prefix_end = format_literal(prefix, first);
    *prefix_end++ = ' ';
    const size_t prefix_length = (size_t)(prefix_end - prefix);
    const pair_tail *tails = cache->tails;
    const unsigned char *lengths = cache->lengths;

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
    return nqcnf_output_buffer_printf(&((format_output *)context)->out,
                                      "c %s\n", text);
}

/* The model-counting competition's projection: "c t pmc" and "c p show
 * 1 .. N*N 0", so that a projected counter counts boards, whatever
 * auxiliary variables the encoding adds. Written whenever there are
 * auxiliary variables (and with --comments), before the header. Under a
 * renaming (`key` not NULL) the shown variables are the board's new
 * names, found in increasing order by undoing each of 1..V: no table. */
static nqcnf_status write_projection(format_output *output,
                                     const shuffle_key *key)
{
    output_buffer *out = &output->out;
    const nqcnf_status opened = nqcnf_output_buffer_put(
        out, DIMACS_PROJECTION_OPENING, sizeof DIMACS_PROJECTION_OPENING - 1);
    if (opened != NQCNF_OK) return out->status;
    const uint64_t squares = (uint64_t)output->options->n *
                             output->options->n;
    const uint64_t last = key != NULL ? output->variables : squares;
    for (uint64_t v = 1; v <= last; v++) {
        if (key != NULL) {
            const int32_t plain = nqcnf_shuffle_key_undo(key, (int32_t)v);
            if ((uint64_t)(plain < 0 ? -(int64_t)plain : plain) > squares)
                continue;
        }
        if (output_buffer_reserve(out, 16) != NQCNF_OK) return out->status;
        out->data[out->used++] = ' ';
        out->used = (size_t)(format_literal(out->data + out->used,
                                            (int32_t)v) - out->data);
    }
    return nqcnf_output_buffer_put(out, DIMACS_PROJECTION_CLOSING,
                                   sizeof DIMACS_PROJECTION_CLOSING - 1);
}

/* The board with its variable numbers, as the lessons draw the 4x4 one;
 * only for boards small enough to read. */
static nqcnf_status write_variable_map(output_buffer *out, uint32_t n)
{
    enum { LARGEST_DRAWN = 16 };
    if (n > LARGEST_DRAWN) return NQCNF_OK;
    const int width = n * n >= 100 ? 4 : 3;
    for (uint32_t r = 0; r < n; r++) {
        nqcnf_status status = nqcnf_output_buffer_put(out, "c ", 2);
        for (uint32_t c = 0; c < n && status == NQCNF_OK; c++)
            status = nqcnf_output_buffer_printf(out, "%*d", width,
                                                (int)nqcnf_variable(n, r, c));
        if (status == NQCNF_OK) status = nqcnf_output_buffer_put(out, "\n", 1);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

static nqcnf_status write_preamble(format_output *output)
{
    output_buffer *out = &output->out;
    const nqcnf_options *options = output->options;
    const uint32_t n = options->n;
    nqcnf_status status = nqcnf_output_buffer_printf(
        out,
        "c nqueens-cnf %s: the %u-queens puzzle as CNF\n"
        "c encoding %s%s%s; %llu board and %llu auxiliary variables\n"
        "c variable r*%u+c+1 is the square in row r+1, column c+1; "
        "true means a queen\n",
        nqcnf_version(), n, nqcnf_encoding_name(options->encoding),
        options->column_at_least_one ? "" : ", no column at-least-one",
        options->symmetry_breaking ? ", symmetry breaking" : "",
        (unsigned long long)n * n, (unsigned long long)output->cost.auxiliary,
        n);
    if (status == NQCNF_OK) status = write_variable_map(out, n);
    return status;
}

static nqcnf_status write_header(format_output *output)
{
    nqcnf_status status = NQCNF_OK;
    const shuffle_key *key = NULL;
    if (output->options->shuffle_parts != 0) {
        status = nqcnf_shuffled_start(output);
        if (status != NQCNF_OK) return status;
        key = nqcnf_shuffled_key(output);
    }
    if (output->flags & NQCNF_WRITE_COMMENTS) status = write_preamble(output);
    if (status == NQCNF_OK && (output->cost.auxiliary > 0 ||
                               (output->flags & NQCNF_WRITE_COMMENTS)))
        status = write_projection(
            output, key != NULL && (key->parts & NQCNF_SHUFFLE_VARIABLES)
                        ? key : NULL);
    if (status != NQCNF_OK) return status;
    return nqcnf_output_buffer_printf(
        &output->out, DIMACS_HEADER_FORMAT,
        (unsigned long long)output->variables,
        (unsigned long long)output->cost.clauses);
}

static void release_tails(format_output *output)
{
    if (output->options->shuffle_parts != 0)
        nqcnf_shuffled_release(output);
    else nqcnf_release(output->state);
    output->state = NULL;
}

static nqcnf_status write_footer(format_output *output)
{
    return output->options->shuffle_parts != 0 ? nqcnf_shuffled_finish(output)
                                               : NQCNF_OK;
}

const format_spec nqcnf_dimacs_format = {
    .name = "dimacs",
    .flags = NQCNF_WRITE_COMMENTS,
    .header = write_header,
    .footer = write_footer,
    .release = release_tails,
    .sink = {.add_clause = write_clause,
             .add_binary_run = write_binary_run,
             .note = write_comment},
};
