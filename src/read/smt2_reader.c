/*
 * smt2_reader.c - nqcnf_smt2_read_buffer: the steps of smt2.h in a row,
 * and the numbering of the variables.
 *
 * The checker knows squares by the reference's numbers (r*N + c + 1), so
 * the squares get those whatever the file calls them; the file's other
 * constants and the variables the translation adds are numbered above
 * N*N in the order the clauses first use them, so that a constant the
 * asserts never mention takes no number. The exception is a file whose
 * helpers are all named by one number above N*N in one frame (aux17,
 * as the command's own SMT-LIB output names DIMACS variable 17): they
 * keep that number, so that the file checks as identical to the DIMACS
 * file it was written with, not merely equivalent to it. The clauses then go through the
 * same builder as a DIMACS file's (cnf_build.h): the checker finds the
 * same arrays and the same issues (a clause asserted twice is a
 * duplicate with the line of its first copy) whichever the syntax was.
 * The names are copied into one block behind the array that points into
 * it, so that the structure owns them with a single allocation.
 */
#include "read/smt2.h"

#include "read/cnf_build.h"

#include "core/internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

nqcnf_status nqcnf_smt2_fail(nqcnf_smt2 *smt2, size_t line, size_t column,
                             const char *format, ...)
{
    if (SMT2_FAILED(smt2)) return NQCNF_OK;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(smt2->error, sizeof smt2->error, format, arguments);
    va_end(arguments);
    if (smt2->error[0] == '\0') snprintf(smt2->error, sizeof smt2->error, "?");
    smt2->error_line = line;
    smt2->error_column = column;
    return NQCNF_OK;
}

const char *nqcnf_smt2_quote(const char *at, size_t length,
                             char quote[SMT2_QUOTE_SIZE])
{
    return nqcnf_quote(at, length, quote, SMT2_QUOTE_SIZE);
}

/* What the steps build on the way, freed together. */
typedef struct work {
    sx_tree tree;
    smt2_program program;
    smt2_clauses clauses;
    uint32_t *squares;  /* per symbol */
    int32_t *numbers;   /* per internal variable: its final number */
} work;

static void work_free(work *w)
{
    nqcnf_sx_tree_free(&w->tree);
    nqcnf_smt2_program_free(&w->program);
    nqcnf_smt2_clauses_free(&w->clauses);
    nqcnf_release(w->squares);
    nqcnf_release(w->numbers);
}

/* A helper's name as a frame around one number: "aux17" is "aux", 17,
 * "". The number is -1 unless the name has exactly one run of digits. */
typedef struct written {
    int64_t number;
    size_t start, end; /* of the digits */
} written;

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static written written_number(const smt2_symbol *s)
{
    written w = {-1, 0, 0};
    while (w.start < s->length && !is_digit(s->at[w.start])) w.start++;
    int64_t value = 0;
    for (w.end = w.start; w.end < s->length && is_digit(s->at[w.end]); w.end++)
        if ((value = value * 10 + (s->at[w.end] - '0')) > INT32_MAX) return w;
    for (size_t i = w.end; i < s->length; i++)
        if (is_digit(s->at[i])) return w;
    if (w.end > w.start) w.number = value;
    return w;
}

static int same_helper_frame(const smt2_symbol *a, written at_a,
                             const smt2_symbol *b, written at_b)
{
    return at_a.start == at_b.start && memcmp(a->at, b->at, at_a.start) == 0 &&
           a->length - at_a.end == b->length - at_b.end &&
           memcmp(a->at + at_a.end, b->at + at_b.end, a->length - at_a.end) == 0;
}

static int compare_numbers(const void *a, const void *b)
{
    const int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* Gives every helper constant the number its name writes, if all of them
 * write one in one frame, above n*n, each its own (aux17 and aux017 are
 * one number twice); returns the largest, or 0 when they do not. */
static int64_t keep_written_numbers(work *w, uint32_t n, int32_t *sorted)
{
    const smt2_symbols *symbols = &w->program.symbols;
    const smt2_symbol *first = NULL;
    written first_at = {-1, 0, 0};
    size_t count = 0;
    int64_t most = 0;
    for (size_t s = 0; s < symbols->count; s++) {
        const smt2_symbol *symbol = &symbols->items[s];
        if (symbol->kind != SYMBOL_CONSTANT || w->squares[s] != SX_NONE)
            continue;
        const written at = written_number(symbol);
        if (at.number <= (int64_t)n * n) return 0;
        if (first == NULL) {
            first = symbol;
            first_at = at;
        }
        if (!same_helper_frame(first, first_at, symbol, at)) return 0;
        sorted[count++] = (int32_t)at.number;
        most = at.number > most ? at.number : most;
    }
    qsort(sorted, count, sizeof *sorted, compare_numbers);
    for (size_t i = 1; i < count; i++)
        if (sorted[i] == sorted[i - 1]) return 0;
    for (size_t s = 0; s < symbols->count && count > 0; s++)
        if (symbols->items[s].kind == SYMBOL_CONSTANT &&
            w->squares[s] == SX_NONE)
            w->numbers[s + 1] =
                (int32_t)written_number(&symbols->items[s]).number;
    return most;
}

/* The final number of each internal variable: squares by their square,
 * helpers by their names' numbers or else, as the translation's own
 * variables, in order of first use. */
static nqcnf_status number(work *w, uint32_t n, uint32_t *max_variable)
{
    const size_t symbols = w->program.symbols.count;
    const size_t internal = symbols + w->clauses.named_count + 1;
    w->numbers = nqcnf_allocate(sizeof *w->numbers * internal);
    if (w->numbers == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(w->numbers, 0, sizeof *w->numbers * internal);
    for (size_t s = 0; s < symbols; s++)
        if (w->squares[s] != SX_NONE)
            w->numbers[s + 1] = (int32_t)w->squares[s] + 1;
    int32_t *sorted = nqcnf_allocate(sizeof *sorted * (symbols + 1));
    if (sorted == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    const int64_t kept = keep_written_numbers(w, n, sorted);
    nqcnf_release(sorted);
    int64_t next = (kept > (int64_t)n * n ? kept : (int64_t)n * n) + 1;
    *max_variable = 0;
    for (size_t i = 0; i < w->clauses.set.literal_count; i++) {
        const int32_t literal = w->clauses.set.literals[i];
        const size_t v = (size_t)(literal < 0 ? -(int64_t)literal : literal);
        if (w->numbers[v] == 0) {
            if (next > INT32_MAX) return NQCNF_ERR_TOO_LARGE;
            w->numbers[v] = (int32_t)next++;
        }
        if ((uint32_t)w->numbers[v] > *max_variable)
            *max_variable = (uint32_t)w->numbers[v];
    }
    return NQCNF_OK;
}

/* The file's name of internal variable v, or NULL; and its line. */
static const char *name_of(const work *w, size_t v, size_t *length,
                           size_t *line)
{
    const size_t symbols = w->program.symbols.count;
    uint32_t symbol = SX_NONE;
    if (v <= symbols) {
        symbol = (uint32_t)(v - 1);
        *line = w->program.symbols.items[symbol].line;
    } else {
        const formula *f =
            &w->program.formulas[w->clauses.named[v - symbols - 1]];
        symbol = f->symbol;
        *line = f->line;
    }
    if (symbol == SX_NONE) return NULL;
    *length = w->program.symbols.items[symbol].length;
    return w->program.symbols.items[symbol].at;
}

static nqcnf_status fill_names(const work *w, uint32_t max_variable,
                               nqcnf_smt2 *smt2)
{
    const size_t internal = w->program.symbols.count + w->clauses.named_count;
    size_t text = 0, length = 0, line = 0;
    /* a square no clause uses may lie beyond max_variable: no entry */
    for (size_t v = 1; v <= internal; v++)
        if (w->numbers[v] != 0 && (uint32_t)w->numbers[v] <= max_variable &&
            name_of(w, v, &length, &line) != NULL)
            text += length + 1;
    const size_t slots = (size_t)max_variable + 1;
    char **names = nqcnf_allocate(sizeof *names * slots + text);
    smt2->name_lines = nqcnf_allocate(sizeof *smt2->name_lines * slots);
    smt2->names = (const char *const *)names;
    if (names == NULL || smt2->name_lines == NULL)
        return NQCNF_ERR_OUT_OF_MEMORY;
    memset(names, 0, sizeof *names * slots);
    memset(smt2->name_lines, 0, sizeof *smt2->name_lines * slots);
    char *block = (char *)(names + slots);
    for (size_t v = 1; v <= internal; v++) {
        const int32_t final = w->numbers[v];
        if (final == 0 || (uint32_t)final > max_variable) continue;
        const char *name = name_of(w, v, &length, &smt2->name_lines[final]);
        if (name == NULL) continue;
        memcpy(block, name, length);
        block[length] = '\0';
        names[final] = block;
        block += length + 1;
    }
    return NQCNF_OK;
}

static nqcnf_status build(const work *w, uint32_t max_variable,
                          nqcnf_cnf *cnf)
{
    cnf_builder builder;
    nqcnf_status status = nqcnf_cnf_builder_start(&builder, cnf);
    const smt2_clause_set *set = &w->clauses.set;
    size_t begin = 0;
    for (size_t c = 0; c < set->count && status == NQCNF_OK; c++) {
        for (size_t i = begin; i < set->ends[c] && status == NQCNF_OK; i++) {
            const int32_t literal = set->literals[i];
            const int32_t final = w->numbers[literal < 0 ? -literal : literal];
            status = nqcnf_cnf_builder_push_literal(
                &builder, literal < 0 ? -final : final);
        }
        if (status == NQCNF_OK)
            status = nqcnf_cnf_builder_close_clause(&builder,
                                                    w->clauses.lines[c], 0);
        begin = set->ends[c];
    }
    cnf->has_header = 1;
    cnf->max_variable = max_variable;
    cnf->header_variables = max_variable;
    cnf->header_clauses = cnf->clauses_read;
    if (status == NQCNF_OK) status = nqcnf_cnf_builder_finish(&builder);
    nqcnf_cnf_builder_release(&builder);
    return status;
}

static nqcnf_status read_steps(const char *data, size_t size, uint32_t n,
                               work *w, nqcnf_smt2 *smt2)
{
    nqcnf_status status = nqcnf_smt2_lex(data, size, &w->tree, smt2);
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) return status;
    status = nqcnf_smt2_parse(&w->tree, &w->program, smt2);
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) return status;
    /* linear in the file for what people write (well below a literal a
     * byte); a bound for the rest, in megabytes, not gigabytes */
    const uint64_t budget = (1u << 22) + (uint64_t)size * 64;
    status = nqcnf_smt2_translate(&w->program, budget, &w->clauses, smt2);
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) return status;
    w->squares = nqcnf_allocate(sizeof *w->squares * (w->program.symbols.count + 1));
    if (w->squares == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    status =
        nqcnf_smt2_find_squares(&w->program, &w->clauses, n, w->squares, smt2);
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) return status;
    uint32_t max_variable = 0;
    status = number(w, n, &max_variable);
    if (status == NQCNF_OK) status = fill_names(w, max_variable, smt2);
    if (status == NQCNF_OK) status = build(w, max_variable, &smt2->cnf);
    return status;
}

nqcnf_status nqcnf_smt2_read_buffer(const char *data, size_t size,
                                    uint32_t n, nqcnf_smt2 *smt2)
{
    if (smt2 == NULL) return nqcnf_invalid("smt2 is NULL");
    memset(smt2, 0, sizeof *smt2);
    if (data == NULL && size > 0)
        return nqcnf_invalid("data is NULL with size %zu", size);
    const nqcnf_status checked = nqcnf_check_n(n);
    if (checked != NQCNF_OK) return checked;
    work w;
    memset(&w, 0, sizeof w);
    const nqcnf_status status = read_steps(data ? data : "", size, n, &w, smt2);
    work_free(&w);
    smt2->n = n;
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) {
        char error[sizeof smt2->error];
        const size_t line = smt2->error_line, column = smt2->error_column;
        memcpy(error, smt2->error, sizeof error);
        const nqcnf_smt2_naming naming = smt2->naming;
        nqcnf_smt2_free(smt2);
        if (status == NQCNF_OK) {
            memcpy(smt2->error, error, sizeof error);
            smt2->error_line = line;
            smt2->error_column = column;
            smt2->naming = naming;
            smt2->n = n;
        }
    }
    return status;
}

void nqcnf_smt2_free(nqcnf_smt2 *smt2)
{
    if (smt2 == NULL) return;
    nqcnf_cnf_free(&smt2->cnf);
    /* the names were allocated here, as one mutable block */
    union {
        const char *const *names;
        void *block;
    } owned = {smt2->names};
    nqcnf_release(owned.block);
    nqcnf_release(smt2->name_lines);
    memset(smt2, 0, sizeof *smt2);
}
