/*
 * decode_tally.c - decode's tally in words: the summary and the classes.
 *
 * The library decides what the models are among themselves (nqcnf_tally);
 * this file only writes it. The class listing is one walk of the tally
 * (nqcnf_tally_walk: each class's boards in the order they came, each
 * board's models in order, then the models that are no solution), so it
 * is one pass whatever the number of models, and the words of a line
 * follow from where the walk is: a new class opens a line, a board's
 * first model is one more member, its repeats go in parentheses.
 */
#include "decode_tally.h"

#include <stdlib.h>

static const char *plural(size_t count, const char *one, const char *many)
{
    return count == 1 ? one : many;
}

static size_t not_solutions(const nqcnf_tally *tally)
{
    return nqcnf_tally_count(tally, NQCNF_TALLY_MODELS) -
           nqcnf_tally_count(tally, NQCNF_TALLY_SOLUTIONS);
}

void tally_write_summary(const nqcnf_tally *tally, FILE *out)
{
    const size_t models = nqcnf_tally_count(tally, NQCNF_TALLY_MODELS);
    const size_t classes = nqcnf_tally_count(tally, NQCNF_TALLY_CLASSES);
    const size_t invalid = not_solutions(tally);
    fprintf(out, "%zu %s, %zu distinct, %zu symmetry %s", models,
            plural(models, "model", "models"),
            nqcnf_tally_count(tally, NQCNF_TALLY_DISTINCT), classes,
            plural(classes, "class", "classes"));
    if (invalid > 0)
        fprintf(out, ", %zu %s", invalid,
                plural(invalid, "not a solution", "not solutions"));
    fputc('\n', out);
}

/* Where the listing is, between two models of the walk. */
typedef struct listing {
    const nqcnf_tally *tally;
    uint32_t n;
    uint32_t *columns; /* a class's canonical member */
    FILE *out;
    size_t class_number; /* of the line being written; SIZE_MAX: none */
    int in_repeats;      /* inside "(again as ..." */
} listing;

/* "class 1, columns 1 5 8 6 3 7 2 4: 1 of its 8 members found: model" */
static void write_class_head(listing *at, size_t class_number)
{
    unsigned size = 0;
    size_t found = 0;
    nqcnf_tally_class(at->tally, class_number, at->columns, &size, &found);
    fprintf(at->out, "class %zu, columns ", class_number);
    for (uint32_t row = 0; row < at->n; row++)
        fprintf(at->out, "%s%lu", row ? " " : "",
                (unsigned long)at->columns[row] + 1);
    fprintf(at->out, ": %zu of its %u members found: %s", found, size,
            plural(found, "model", "models"));
}

static void end_line(listing *at)
{
    if (at->class_number == SIZE_MAX) return;
    if (at->in_repeats) fputc(')', at->out);
    fputc('\n', at->out);
    at->in_repeats = 0;
}

/* "14 (again as 93, 95), 20": a board's first model and its repeats. */
static int write_model(void *context, size_t class_number, size_t model,
                       size_t line, size_t repeats)
{
    listing *at = context;
    (void)line;
    const char *separator = ", ";
    if (class_number != at->class_number) {
        end_line(at);
        at->class_number = class_number;
        const size_t invalid = not_solutions(at->tally);
        if (class_number != 0)
            write_class_head(at, class_number);
        else
            fprintf(at->out, "in no class, not %s: %s",
                    plural(invalid, "a solution", "solutions"),
                    plural(invalid, "model", "models"));
        separator = " ";
    } else if (class_number != 0 && repeats != 0) {
        separator = at->in_repeats ? ", " : " (again as ";
        at->in_repeats = 1;
    } else if (at->in_repeats) {
        fputc(')', at->out);
        at->in_repeats = 0;
    }
    fprintf(at->out, "%s%zu", separator, model);
    return 0;
}

nqcnf_status tally_write_classes(const nqcnf_tally *tally, uint32_t n,
                                 FILE *out)
{
    listing at = {tally, n, calloc(n, sizeof *at.columns), out, SIZE_MAX, 0};
    if (at.columns == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    const nqcnf_status status = nqcnf_tally_walk(tally, write_model, &at);
    end_line(&at);
    free(at.columns);
    return status;
}
