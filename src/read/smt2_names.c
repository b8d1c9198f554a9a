/*
 * smt2_names.c - which declared constants are squares, and which square.
 *
 * Every course names its squares its own way (x0y0, q_1_1, r1c2,
 * queen_3_4, q12 ...), so the naming is found rather than prescribed: a
 * name is two numbers in a frame (the text before, between and after
 * them; with one digit each and nothing between when N <= 10), and the
 * frame most of the declared constants share, among those whose numbers
 * fit the board, is the board's. Other names are the file's helper
 * variables. Fitting comes before counting because a helper's name can
 * look like a square: the command's own aux37 .. aux99 read as one-digit
 * pairs outnumber the 36 squares of N = 6, but their 7, 8 and 9 are no
 * row of that board. Only when no frame fits (a file checked at the
 * wrong N) is the one of the smallest board taken, so that the message
 * names the N the squares were written for, not the helpers' N. The smallest number says whether
 * counting starts at 0 or 1. Which number is the row mostly cannot be told
 * from the names: the clauses tell it when they are asymmetric (the lessons'
 * file has at-least-one clauses for rows only), and otherwise the first
 * number is taken as the row, which for a symmetric file is no loss: the
 * puzzle is the same under the transposition. A name whose letters say
 * it (r3c0, c0r3, row_3_col_0) is read as they say, whatever their order:
 * the file's author wrote which is which.
 *
 * The same frames tell a file's N when no one gives it: a frame whose
 * names are the squares of an N x N board, each once, is that board, and
 * nothing less is a safe guess (a frame short of a square's worth of
 * names is helpers, or a board with squares left out, which any N could
 * have); two frames spanning boards of different sizes tell nothing.
 */
#include "read/smt2.h"

#include "core/internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Frames kept apart while looking for the most common one. */
#define MAX_FRAMES 64

typedef struct frame {
    const char *name;  /* a name of this frame */
    uint32_t prefix;   /* name[0, prefix) */
    uint32_t middle_at, middle;
    uint32_t suffix_at, suffix;
    int joined;        /* q<r><c>: one digit each, nothing between */
    size_t count;
    uint64_t least, most; /* over both numbers of all its names */
} frame;

typedef struct numbered {
    frame frame;
    uint64_t first, second;
} numbered;

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static uint64_t number_at(const char *at, size_t length)
{
    uint64_t value = 0;
    for (size_t i = 0; i < length; i++)
        value = value > UINT32_MAX ? value : value * 10 + (uint64_t)(at[i] - '0');
    return value;
}

/* The frame and numbers of a name, if it has the shape of a square. */
static int parse(const smt2_symbol *s, uint32_t n, numbered *out)
{
    size_t starts[2] = {0, 0}, ends[2] = {0, 0}, runs = 0;
    for (size_t i = 0; i < s->length;) {
        if (!is_digit(s->at[i])) {
            i++;
            continue;
        }
        if (runs == 2) return 0;
        starts[runs] = i;
        while (i < s->length && is_digit(s->at[i])) i++;
        ends[runs++] = i;
    }
    memset(out, 0, sizeof *out);
    out->frame.name = s->at;
    out->frame.prefix = (uint32_t)starts[0];
    if (runs == 2) {
        out->frame.middle_at = (uint32_t)ends[0];
        out->frame.middle = (uint32_t)(starts[1] - ends[0]);
        out->frame.suffix_at = (uint32_t)ends[1];
        out->first = number_at(s->at + starts[0], ends[0] - starts[0]);
        out->second = number_at(s->at + starts[1], ends[1] - starts[1]);
    } else if (runs == 1 && ends[0] - starts[0] == 2 && n <= 10) {
        out->frame.joined = 1;
        out->frame.middle_at = out->frame.suffix_at = (uint32_t)ends[0];
        out->first = (uint64_t)(s->at[starts[0]] - '0');
        out->second = (uint64_t)(s->at[starts[0] + 1] - '0');
    } else {
        return 0;
    }
    out->frame.suffix = s->length - out->frame.suffix_at;
    return 1;
}

static int same_text(const char *a, uint32_t a_length, const char *b,
                     uint32_t b_length)
{
    return a_length == b_length && memcmp(a, b, a_length) == 0;
}

static int same_frame(const frame *a, const frame *b)
{
    return a->joined == b->joined &&
           same_text(a->name, a->prefix, b->name, b->prefix) &&
           same_text(a->name + a->middle_at, a->middle,
                     b->name + b->middle_at, b->middle) &&
           same_text(a->name + a->suffix_at, a->suffix,
                     b->name + b->suffix_at, b->suffix);
}

/* The side of the board a frame's numbers span, at least n: a frame
 * that fits has side n. Numbering starts at 0 if a 0 is written. */
static uint64_t frame_side(const frame *f, uint32_t n)
{
    const uint64_t base = f->least == 0 ? 0 : 1;
    const uint64_t side = f->most - base + 1;
    return side > n ? side : n;
}

/* Whether `a` is a better guess at the board's frame than `b`. */
static int better_frame(const frame *a, const frame *b, uint32_t n)
{
    const uint64_t side_a = frame_side(a, n), side_b = frame_side(b, n);
    if (side_a != side_b) return side_a < side_b;
    return a->count > b->count;
}

static void count_name(frame *f, const numbered *parsed)
{
    const uint64_t low = parsed->first < parsed->second ? parsed->first
                                                        : parsed->second;
    const uint64_t high = parsed->first > parsed->second ? parsed->first
                                                         : parsed->second;
    if (f->count == 0 || low < f->least) f->least = low;
    if (f->count == 0 || high > f->most) f->most = high;
    f->count++;
}

/* The frames of the declared constants' names, each with its count and
 * numbers; how many there are (at most MAX_FRAMES: a file of more is
 * no naming of squares). */
static size_t gather_frames(const smt2_program *program, uint32_t n,
                            frame frames[MAX_FRAMES])
{
    size_t count = 0;
    for (size_t i = 0; i < program->symbols.count; i++) {
        const smt2_symbol *s = &program->symbols.items[i];
        numbered parsed;
        if (s->kind != SYMBOL_CONSTANT || !parse(s, n, &parsed)) continue;
        size_t k = 0;
        while (k < count && !same_frame(&frames[k], &parsed.frame)) k++;
        if (k == count && count == MAX_FRAMES) continue;
        if (k == count) frames[count++] = parsed.frame;
        count_name(&frames[k], &parsed);
    }
    return count;
}

/* The board's frame: the smallest board, then the most constants, then
 * the first declared. */
static int common_frame(const smt2_program *program, uint32_t n, frame *best)
{
    frame frames[MAX_FRAMES];
    const size_t count = gather_frames(program, n, frames);
    if (count == 0) return 0;
    *best = frames[0];
    for (size_t k = 1; k < count; k++)
        if (better_frame(&frames[k], best, n)) *best = frames[k];
    return 1;
}

/* The side of the board whose squares the frame's names are, each once,
 * or 0: N*N names, numbered from 0 or 1 up to N - 1 or N, no two alike. */
static uint32_t spanned_side(const smt2_program *program, const frame *f)
{
    const uint64_t base = f->least == 0 ? 0 : 1;
    const uint64_t side = f->most - base + 1;
    if (side > NQCNF_MAX_N || f->count != side * side) return 0;
    unsigned char *seen = nqcnf_allocate((size_t)(side * side));
    if (seen == NULL) return 0;
    memset(seen, 0, (size_t)(side * side));
    size_t distinct = 0;
    for (size_t i = 0; i < program->symbols.count; i++) {
        numbered parsed;
        const smt2_symbol *s = &program->symbols.items[i];
        if (s->kind != SYMBOL_CONSTANT || !parse(s, 10, &parsed) ||
            !same_frame(&parsed.frame, f))
            continue;
        const size_t square =
            (size_t)((parsed.first - base) * side + parsed.second - base);
        distinct += seen[square] == 0;
        seen[square] = 1;
    }
    nqcnf_release(seen);
    return distinct == side * side ? (uint32_t)side : 0;
}

uint32_t nqcnf_smt2_board_side(const smt2_program *program)
{
    /* 10: names of two joined digits (q<r><c>) are squares up to N = 10 */
    frame frames[MAX_FRAMES];
    const size_t count = gather_frames(program, 10, frames);
    uint32_t side = 0;
    for (size_t k = 0; k < count; k++) {
        const uint32_t spanned = spanned_side(program, &frames[k]);
        if (spanned == 0) continue;
        if (side != 0 && spanned != side) return 0; /* two boards */
        side = spanned;
    }
    return side;
}

/* The frame with numbers in it: "x4y4", or "x<r>y<c>" with words. */
static void write_name(const frame *f, const char *first, const char *second,
                       char *out, size_t size)
{
    snprintf(out, size, "%.*s%s%.*s%s%.*s", (int)f->prefix, f->name, first,
             (int)f->middle, f->name + f->middle_at, second, (int)f->suffix,
             f->name + f->suffix_at);
}

static void write_numbered(const frame *f, uint64_t a, uint64_t b, char *out,
                           size_t size)
{
    char first[24], second[24];
    snprintf(first, sizeof first, "%llu", (unsigned long long)a);
    snprintf(second, sizeof second, "%llu", (unsigned long long)b);
    write_name(f, first, second, out, size);
}

/* Per clause of N squares, all positive: whether its first (or second)
 * numbers are all one. The row is the number held constant by the
 * at-least-one clauses when only one of the two ever is. */
static void decide_order(const smt2_program *program,
                         const smt2_clauses *clauses, uint32_t n,
                         const uint64_t *firsts, const uint32_t *squares,
                         nqcnf_smt2_naming *naming)
{
    size_t first_constant = 0, second_constant = 0, begin = 0;
    for (size_t c = 0; c < clauses->set.count; c++) {
        const size_t end = clauses->set.ends[c];
        const size_t count = end - begin, start = begin;
        begin = end;
        if (count != n) continue;
        /* only now: an empty set of clauses has no literals array */
        const int32_t *literals = clauses->set.literals + start;
        int first_same = 1, second_same = 1;
        for (size_t i = 0; i < count && (first_same || second_same); i++) {
            const int32_t v = literals[i];
            if (v <= 0 || (size_t)v > program->symbols.count ||
                squares[v - 1] == SX_NONE) {
                first_same = second_same = 0;
                break;
            }
            const uint32_t a = squares[literals[0] - 1], b = squares[v - 1];
            first_same &= firsts[literals[0] - 1] == firsts[v - 1];
            second_same &= (a - (uint32_t)firsts[literals[0] - 1] * n) ==
                           (b - (uint32_t)firsts[v - 1] * n);
        }
        first_constant += first_same != 0;
        second_constant += second_same != 0;
    }
    naming->row_first = !(second_constant > 0 && first_constant == 0);
    naming->order_decided = (first_constant > 0) != (second_constant > 0);
}

/* The word just before `end` in text[0, end), past separators: "r" in
 * "q_r", "col" in "_col_". */
static void word_before(const char *text, size_t end, size_t *start,
                        size_t *length)
{
    while (end > 0 && !is_letter(text[end - 1])) end--;
    size_t begin = end;
    while (begin > 0 && is_letter(text[begin - 1])) begin--;
    *start = begin;
    *length = end - begin;
}

static int is_word(const char *at, size_t length, const char *word)
{
    if (length != strlen(word)) return 0;
    for (size_t i = 0; i < length; i++)
        if ((at[i] | 0x20) != word[i]) return 0;
    return 1;
}

/* 'r' or 'c' for a word that says row or column, else 0. */
static char line_word(const char *at, size_t length)
{
    if (is_word(at, length, "r") || is_word(at, length, "row")) return 'r';
    if (is_word(at, length, "c") || is_word(at, length, "col") ||
        is_word(at, length, "column"))
        return 'c';
    return 0;
}

/* Whether the frame's words say which number is the row (r3c0, c0r3,
 * col_0_row_3): then the names are read as they say, whatever the
 * clauses suggest; x and y, p and q say nothing and are left to them. */
static int named_order(const frame *f, int *row_first)
{
    size_t start, length;
    word_before(f->name, f->prefix, &start, &length);
    const char first = line_word(f->name + start, length);
    word_before(f->name + f->middle_at, f->middle, &start, &length);
    const char second = line_word(f->name + f->middle_at + start, length);
    if (first == 0 || second == 0 || first == second) return 0;
    *row_first = first == 'r';
    return 1;
}

static int compare_pairs(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Two names for one square ("x1y1" and "x01y01"). */
static nqcnf_status find_twins(const smt2_program *program,
                               const uint32_t *squares, nqcnf_smt2 *smt2)
{
    const size_t count = program->symbols.count;
    uint64_t *pairs = nqcnf_allocate(sizeof *pairs * (count + 1));
    if (pairs == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    size_t used = 0;
    for (size_t i = 0; i < count; i++)
        if (squares[i] != SX_NONE)
            pairs[used++] = (uint64_t)squares[i] << 32 | i;
    qsort(pairs, used, sizeof *pairs, compare_pairs);
    for (size_t i = 1; i < used && !SMT2_FAILED(smt2); i++) {
        if (pairs[i] >> 32 != pairs[i - 1] >> 32) continue;
        const smt2_symbol *a = &program->symbols.items[pairs[i - 1] & 0xFFFFFFFFu];
        const smt2_symbol *b = &program->symbols.items[pairs[i] & 0xFFFFFFFFu];
        char qa[SMT2_QUOTE_SIZE], qb[SMT2_QUOTE_SIZE];
        nqcnf_smt2_fail(
            smt2, b->line, b->column,
            "`%s` names the same square as `%s` (line %zu): give each "
            "square one name",
            nqcnf_smt2_quote(b->at, b->length, qb),
            nqcnf_smt2_quote(a->at, a->length, qa), a->line);
    }
    nqcnf_release(pairs);
    return NQCNF_OK;
}

/* The numbers of every name of the frame, checked against n. */
static void number_squares(const smt2_program *program, uint32_t n,
                           const frame *board, uint64_t *firsts,
                           uint32_t *squares, nqcnf_smt2 *smt2)
{
    uint64_t least = UINT64_MAX, most = 0;
    size_t widest = 0;
    for (size_t i = 0; i < program->symbols.count; i++) {
        numbered parsed;
        squares[i] = SX_NONE;
        if (program->symbols.items[i].kind != SYMBOL_CONSTANT ||
            !parse(&program->symbols.items[i], n, &parsed) ||
            !same_frame(&parsed.frame, board))
            continue;
        const uint64_t low = parsed.first < parsed.second ? parsed.first : parsed.second;
        const uint64_t high = parsed.first > parsed.second ? parsed.first : parsed.second;
        least = low < least ? low : least;
        if (high >= most) widest = i;
        most = high > most ? high : most;
        firsts[i] = parsed.first;
        squares[i] = 0; /* set below, once the base is known */
    }
    const uint64_t base = least == 0 ? 0 : 1;
    smt2->naming.base = (uint32_t)base;
    if (most - base >= n) {
        char from[64], to[64];
        write_numbered(board, base, base, from, sizeof from);
        write_numbered(board, most, most, to, sizeof to);
        const smt2_symbol *s = &program->symbols.items[widest];
        const unsigned long long size = most - base + 1;
        /* the names' letters are the file's, any bytes of a |symbol| */
        char quoted_from[SMT2_QUOTE_SIZE], quoted_to[SMT2_QUOTE_SIZE];
        nqcnf_smt2_fail(smt2, s->line, s->column,
                        "the names run from %s to %s: a board of %llu x %llu; "
                        "check it as N = %llu",
                        nqcnf_smt2_quote(from, strlen(from), quoted_from),
                        nqcnf_smt2_quote(to, strlen(to), quoted_to), size,
                        size, size);
        return;
    }
    for (size_t i = 0; i < program->symbols.count; i++) {
        if (squares[i] == SX_NONE) continue;
        numbered parsed;
        parse(&program->symbols.items[i], n, &parsed);
        firsts[i] = parsed.first - base;
        squares[i] = (uint32_t)((parsed.first - base) * n + (parsed.second - base));
    }
}

nqcnf_status nqcnf_smt2_find_squares(const smt2_program *program,
                                     const smt2_clauses *clauses, uint32_t n,
                                     uint32_t *squares, nqcnf_smt2 *smt2)
{
    nqcnf_smt2_naming *naming = &smt2->naming;
    memset(naming, 0, sizeof *naming);
    naming->row_first = 1;
    frame board;
    if (!common_frame(program, n, &board)) {
        for (size_t i = 0; i < program->symbols.count; i++) squares[i] = SX_NONE;
        return NQCNF_OK;
    }
    uint64_t *firsts = nqcnf_allocate(sizeof *firsts * (program->symbols.count + 1));
    if (firsts == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    number_squares(program, n, &board, firsts, squares, smt2);
    nqcnf_status status = NQCNF_OK;
    if (!SMT2_FAILED(smt2)) status = find_twins(program, squares, smt2);
    if (status == NQCNF_OK && !SMT2_FAILED(smt2)) {
        decide_order(program, clauses, n, firsts, squares, naming);
        int row_first = 1;
        if (named_order(&board, &row_first)) {
            /* decided by the clauses only when they agree with the words */
            naming->order_decided &= naming->row_first == row_first;
            naming->row_first = row_first;
            naming->order_named = 1;
        }
        for (size_t i = 0; i < program->symbols.count && !naming->row_first; i++)
            if (squares[i] != SX_NONE)
                squares[i] = (squares[i] % n) * n + squares[i] / n;
        write_name(&board, naming->row_first ? "<r>" : "<c>",
                   naming->row_first ? "<c>" : "<r>", naming->pattern,
                   sizeof naming->pattern);
    }
    nqcnf_release(firsts);
    return status;
}
