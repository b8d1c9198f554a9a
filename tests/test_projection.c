/*
 * test_projection.c - the projection lines, held to a projected model
 * counter written here.
 *
 * Whenever an encoding has auxiliary variables, the DIMACS text carries
 * "c t pmc" and "c p show <board variables> 0" so that a model counter
 * counts boards. The test reads the text with its own parser (the
 * projection set from the "c p show" line, not from the library), and
 * counts the projected models with its own counter: a DPLL over the
 * shown variables with unit propagation through occurrence lists, each
 * complete assignment of them counted once if the rest of the formula is
 * satisfiable (a second DPLL over the auxiliary variables). Every encoding
 * must give OEIS A000170 (A002562 with symmetry breaking), and the closed
 * form's byte count must include the two lines.
 */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

/* OEIS A000170 and A002562, N = 0 .. 9, written out here. */
static const uint64_t all_solutions[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352};
static const uint64_t classes[] = {1, 1, 0, 0, 1, 2, 1, 6, 12, 46};

typedef struct formula {
    int variables;
    int clause_count;
    int *starts;      /* clause i: literals[starts[i] .. starts[i+1]-1] */
    int *literals;
    int *shown;       /* 1 for a variable of the "c p show" line */
    int shown_lines;  /* "c p show" lines seen */
    int typed;        /* a "c t pmc" line seen */
    /* search state */
    signed char *value;  /* per variable: 0 free, 1 true, -1 false */
    int *false_count;    /* per clause: its literals now false */
    int *true_count;     /* per clause: its literals now true */
    int *occurrence_start, *occurrences; /* clauses of literal l */
    int *trail, trail_size;
} formula;

static int literal_index(int variables, int literal)
{
    return literal > 0 ? literal : variables + -literal;
}

static void read_comment(formula *f, const char *line, const char *end)
{
    if (end - line == 7 && memcmp(line, "c t pmc", 7) == 0) f->typed = 1;
    if (end - line < 9 || memcmp(line, "c p show ", 9) != 0) return;
    f->shown_lines++;
    const char *at = line + 9;
    for (;;) {
        char *after;
        const long v = strtol(at, &after, 10);
        if (v == 0) break;
        assert_true(v > 0 && v <= f->variables);
        f->shown[v] = 1;
        at = after;
    }
}

/* DIMACS as nqcnf_write writes it: comments and the header first. */
static formula parse(const text_buffer *text)
{
    formula f;
    memset(&f, 0, sizeof f);
    const char *at = text->data, *stop = text->data + text->size;
    const char *header = strstr(at, "\np cnf ");
    header = header != NULL ? header + 1 : at;
    int clauses = 0;
    assert_int_equal(sscanf(header, "p cnf %d %d", &f.variables, &clauses), 2);
    f.shown = calloc((size_t)f.variables + 1, sizeof *f.shown);
    for (const char *line = at; line < header;) {
        const char *end = memchr(line, '\n', (size_t)(header - line));
        read_comment(&f, line, end);
        line = end + 1;
    }
    f.starts = calloc((size_t)clauses + 1, sizeof *f.starts);
    f.literals = malloc(text->size * sizeof *f.literals);
    const char *p = strchr(header, '\n') + 1;
    int count = 0;
    while (p < stop) {
        char *after;
        const long literal = strtol(p, &after, 10);
        for (p = after; p < stop && (*p == ' ' || *p == '\n');) p++;
        if (literal == 0) f.starts[++f.clause_count] = count;
        else f.literals[count++] = (int)literal;
    }
    assert_int_equal(f.clause_count, clauses);
    return f;
}

static void index_occurrences(formula *f)
{
    const int literals = 2 * f->variables + 1;
    f->value = calloc((size_t)f->variables + 1, 1);
    f->false_count = calloc((size_t)f->clause_count, sizeof(int));
    f->true_count = calloc((size_t)f->clause_count, sizeof(int));
    f->occurrence_start = calloc((size_t)literals + 1, sizeof(int));
    f->occurrences = malloc(((size_t)f->starts[f->clause_count] + 1) *
                            sizeof(int));
    f->trail = malloc(((size_t)f->variables + 1) * sizeof(int));
    for (int i = 0; i < f->starts[f->clause_count]; i++)
        f->occurrence_start[literal_index(f->variables, f->literals[i]) + 1]++;
    for (int l = 0; l < literals; l++)
        f->occurrence_start[l + 1] += f->occurrence_start[l];
    int *fill = calloc((size_t)literals, sizeof(int));
    for (int c = 0; c < f->clause_count; c++)
        for (int i = f->starts[c]; i < f->starts[c + 1]; i++) {
            const int l = literal_index(f->variables, f->literals[i]);
            f->occurrences[f->occurrence_start[l] + fill[l]++] = c;
        }
    free(fill);
}

static int literal_value(const formula *f, int literal)
{
    const int v = f->value[abs(literal)];
    return literal > 0 ? v : -v;
}

/* Sets `literal` true and propagates; 0 on a conflict. */
static int assign(formula *f, int literal)
{
    int head = f->trail_size;
    f->value[abs(literal)] = (signed char)(literal > 0 ? 1 : -1);
    f->trail[f->trail_size++] = literal;
    int conflict = 0;
    for (; head < f->trail_size; head++) {
        const int set = f->trail[head];
        int l = literal_index(f->variables, set);
        for (int o = f->occurrence_start[l]; o < f->occurrence_start[l + 1]; o++)
            f->true_count[f->occurrences[o]]++;
        l = literal_index(f->variables, -set);
        for (int o = f->occurrence_start[l]; o < f->occurrence_start[l + 1]; o++) {
            const int c = f->occurrences[o];
            const int length = f->starts[c + 1] - f->starts[c];
            if (++f->false_count[c] < length - 1 || f->true_count[c] > 0 ||
                conflict)
                continue;
            if (f->false_count[c] == length) { conflict = 1; continue; }
            for (int i = f->starts[c]; i < f->starts[c + 1]; i++)
                if (literal_value(f, f->literals[i]) == 0) {
                    const int unit = f->literals[i];
                    f->value[abs(unit)] = (signed char)(unit > 0 ? 1 : -1);
                    f->trail[f->trail_size++] = unit;
                }
        }
    }
    return !conflict;
}

static void undo_to(formula *f, int size)
{
    while (f->trail_size > size) {
        const int set = f->trail[--f->trail_size];
        int l = literal_index(f->variables, set);
        for (int o = f->occurrence_start[l]; o < f->occurrence_start[l + 1]; o++)
            f->true_count[f->occurrences[o]]--;
        l = literal_index(f->variables, -set);
        for (int o = f->occurrence_start[l]; o < f->occurrence_start[l + 1]; o++)
            f->false_count[f->occurrences[o]]--;
        f->value[abs(set)] = 0;
    }
}

/* The first free variable that is shown (or not), 0 if none. */
static int next_free(const formula *f, int shown)
{
    for (int v = 1; v <= f->variables; v++)
        if (f->value[v] == 0 && f->shown[v] == shown) return v;
    return 0;
}

static int satisfiable(formula *f)
{
    const int v = next_free(f, 0);
    if (v == 0) return 1;
    const int mark = f->trail_size;
    for (int sign = -1; sign <= 1; sign += 2) {
        const int found = assign(f, sign * v) && satisfiable(f);
        undo_to(f, mark);
        if (found) return 1;
    }
    return 0;
}

static uint64_t count_projected(formula *f)
{
    const int v = next_free(f, 1);
    if (v == 0) return (uint64_t)satisfiable(f);
    const int mark = f->trail_size;
    uint64_t total = 0;
    for (int sign = -1; sign <= 1; sign += 2) {
        if (assign(f, sign * v)) total += count_projected(f);
        undo_to(f, mark);
    }
    return total;
}

static void formula_free(formula *f)
{
    free(f->starts); free(f->literals); free(f->shown); free(f->value);
    free(f->false_count); free(f->true_count); free(f->occurrence_start);
    free(f->occurrences); free(f->trail);
}

/* The text of `options`: its projection lines as they should be, its
 * size as counted, and its projected count. */
static uint64_t projected_count(const nqcnf_options *options)
{
    text_buffer text = written_text(nqcnf_write_dimacs, options);
    nqcnf_counts counts;
    assert_int_equal(nqcnf_counts_compute(options, &counts), NQCNF_OK);
    assert_int_equal(counts.bytes, text.size);
    formula f = parse(&text);
    const int n = (int)options->n;
    const int expect_lines = counts.auxiliary_variables > 0;
    assert_int_equal(f.typed, expect_lines);
    assert_int_equal(f.shown_lines, expect_lines);
    if (!expect_lines) /* no auxiliary variables: all are shown */
        for (int v = 1; v <= f.variables; v++) f.shown[v] = 1;
    for (int v = 1; v <= f.variables; v++)
        assert_int_equal(f.shown[v], v <= n * n);
    index_occurrences(&f);
    int consistent = 1;
    for (int c = 0; c < f.clause_count && consistent; c++)
        if (f.starts[c + 1] - f.starts[c] == 1)
            consistent = literal_value(&f, f.literals[f.starts[c]]) >= 0 &&
                         assign(&f, f.literals[f.starts[c]]);
    const uint64_t total = consistent ? count_projected(&f) : 0;
    formula_free(&f);
    text_buffer_free(&text);
    return total;
}

static void test_every_encoding_counts_boards(void **state)
{
    (void)state;
    for (int e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= 9; n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            const uint64_t count = projected_count(&options);
            if (count != all_solutions[n])
                fail_msg("%s, N = %u: %llu projected models, A000170 says "
                         "%llu", nqcnf_encoding_name(options.encoding), n,
                         (unsigned long long)count,
                         (unsigned long long)all_solutions[n]);
        }
}

static void test_symmetry_breaking_counts_classes(void **state)
{
    (void)state;
    for (int e = 0; e < NQCNF_ENCODING_COUNT; e++)
        for (uint32_t n = 1; n <= 8; n++) {
            nqcnf_options options;
            nqcnf_options_init(&options, n);
            options.encoding = (nqcnf_encoding)e;
            options.symmetry_breaking = 1;
            const uint64_t count = projected_count(&options);
            if (count != classes[n])
                fail_msg("%s with symmetry breaking, N = %u: %llu projected "
                         "models, A002562 says %llu",
                         nqcnf_encoding_name(options.encoding), n,
                         (unsigned long long)count,
                         (unsigned long long)classes[n]);
        }
}

/* The textbook's own file stays the lessons' bytes: no projection. */
static void test_textbook_has_no_projection_lines(void **state)
{
    (void)state;
    text_buffer text = dimacs_text(8);
    assert_int_equal(memcmp(text.data, "p cnf 64 744\n", 13), 0);
    text_buffer_free(&text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_encoding_counts_boards),
        cmocka_unit_test(test_symmetry_breaking_counts_classes),
        cmocka_unit_test(test_textbook_has_no_projection_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
