/*
 * smt2_reader.c - nqcnf_smt2_read_buffer: the steps of smt2.h in a row,
 * and the numbering of the variables.
 *
 * The checker knows squares by the reference's numbers (r*N + c + 1), so
 * the squares get those whatever the file calls them; the file's other
 * constants and the variables the translation adds are numbered above
 * N*N in the order the clauses first use them, so that a constant the
 * asserts never mention takes no number. The clauses then go through the
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
#include <string.h>

nqcnf_status smt2_fail(nqcnf_smt2 *smt2, size_t line, size_t column,
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

const char *smt2_quote(const char *at, size_t length,
                       char quote[SMT2_QUOTE_SIZE])
{
    static const char digits[] = "0123456789ABCDEF";
    size_t used = 0;
    for (size_t i = 0; i < length; i++) {
        const unsigned char c = (unsigned char)at[i];
        const size_t needed = c >= 0x20 && c < 0x7F ? 1 : 4;
        if (used + needed + 4 > SMT2_QUOTE_SIZE) {
            memcpy(quote + used, "...", 3);
            used += 3;
            break;
        }
        if (needed == 1) {
            quote[used++] = (char)c;
            continue;
        }
        quote[used++] = '\\';
        quote[used++] = 'x';
        quote[used++] = digits[c >> 4];
        quote[used++] = digits[c & 15];
    }
    quote[used] = '\0';
    return quote;
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
    sx_tree_free(&w->tree);
    smt2_program_free(&w->program);
    smt2_clauses_free(&w->clauses);
    nqcnf_release(w->squares);
    nqcnf_release(w->numbers);
}

/* The final number of each internal variable, in order of first use
 * for all but the squares. */
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
    int64_t next = (int64_t)n * n + 1;
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
    nqcnf_status status = cnf_builder_start(&builder, cnf);
    const smt2_clause_set *set = &w->clauses.set;
    size_t begin = 0;
    for (size_t c = 0; c < set->count && status == NQCNF_OK; c++) {
        for (size_t i = begin; i < set->ends[c] && status == NQCNF_OK; i++) {
            const int32_t literal = set->literals[i];
            const int32_t final = w->numbers[literal < 0 ? -literal : literal];
            status = cnf_builder_push_literal(&builder, literal < 0 ? -final : final);
        }
        if (status == NQCNF_OK)
            status = cnf_builder_close_clause(&builder, w->clauses.lines[c], 0);
        begin = set->ends[c];
    }
    cnf->has_header = 1;
    cnf->max_variable = max_variable;
    cnf->header_variables = max_variable;
    cnf->header_clauses = cnf->clause_count;
    if (status == NQCNF_OK) status = cnf_builder_finish(&builder);
    return status;
}

static nqcnf_status read_steps(const char *data, size_t size, uint32_t n,
                               work *w, nqcnf_smt2 *smt2)
{
    nqcnf_status status = smt2_lex(data, size, &w->tree, smt2);
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) return status;
    status = smt2_parse(&w->tree, &w->program, smt2);
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) return status;
    /* linear in the file for what people write; a bound for the rest */
    const uint64_t budget = (1u << 20) + (uint64_t)size * 1000;
    status = smt2_translate(&w->program, budget, &w->clauses, smt2);
    if (status != NQCNF_OK || SMT2_FAILED(smt2)) return status;
    w->squares = nqcnf_allocate(sizeof *w->squares * (w->program.symbols.count + 1));
    if (w->squares == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    status = smt2_find_squares(&w->program, &w->clauses, n, w->squares, smt2);
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
    if (smt2 == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    memset(smt2, 0, sizeof *smt2);
    if (data == NULL && size > 0) return NQCNF_ERR_INVALID_ARGUMENT;
    const nqcnf_status checked = nqcnf_check_n(n);
    if (checked != NQCNF_OK) return checked;
    work w;
    memset(&w, 0, sizeof w);
    const nqcnf_status status = read_steps(data ? data : "", size, n, &w, smt2);
    work_free(&w);
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
