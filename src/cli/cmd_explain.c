/*
 * cmd_explain.c - `nqueens-cnf explain N`: the CNF as a study sheet.
 *
 * The lessons build the 4-queens file by hand, explaining each clause in
 * board terms; this prints the same thing for any N and any options: the
 * board with its variable numbers, then every clause preceded by a
 * comment line saying what it means, grouped under the generator's own
 * notes (row 3, a diagonal, a pre-placed queen, one symmetry's chain).
 * It must stay a valid DIMACS file: comments are "c" lines, which every
 * solver of the course (read/course_solvers.c) accepts between clauses, and the clauses are exactly those of `nqueens-cnf N`
 * with the same options, in the same order. Squares are numbered from 1.
 * With a FILE, the student's own CNF is annotated instead (explain_file.c).
 *
 * A clause over board squares is worded from its meaning
 * (nqcnf_clause_meaning), as `check` words it (meaning_text.c). An
 * auxiliary variable is worded from what its encoder says it stands for
 * (nqcnf_auxiliary_describe): those sentences are gathered first, each
 * printed where its variable first appears, and every clause that has
 * one is worded as the rule it states ("if (1,2) has a queen then s18
 * ..."), so no clause is left as "a clause with auxiliary variables".
 */
#include "commands.h"
#include "explain_file.h"
#include "symmetry_words.h"
#include "generator_options.h"
#include "meaning_text.h"
#include "messages.h"
#include "nqcnf_experimental.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct auxiliary_entry {
    char name[16];       /* "s17" */
    size_t gloss;        /* offsets into the explainer's text */
    size_t definition;
    int printed;
} auxiliary_entry;

typedef struct explainer {
    uint32_t n;
    int symmetry_breaking;
    unsigned group;       /* the problem's symmetries */
    char symmetries[200]; /* ... in words (symmetry_words.h) */
    int32_t first_auxiliary;
    auxiliary_entry *entries;
    size_t count, capacity;
    char *text;
    size_t used, room;
    int failed; /* out of memory */
} explainer;

__attribute__((format(printf, 2, 3)))
static void append(explainer *e, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    const int length = vsnprintf(NULL, 0, format, args);
    va_end(args);
    if (e->failed || length < 0) return;
    if (e->used + (size_t)length + 1 > e->room) {
        const size_t room = 2 * (e->used + (size_t)length + 1);
        char *grown = realloc(e->text, room);
        if (grown == NULL) {
            e->failed = 1;
            return;
        }
        e->text = grown;
        e->room = room;
    }
    va_start(args, format);
    vsnprintf(e->text + e->used, e->room - e->used, format, args);
    va_end(args);
    e->used += (size_t)length;
}

static void append_square(explainer *e, const nqcnf_square_ref *square)
{
    append(e, "(%u,%u)", (unsigned)square->row + 1,
           (unsigned)square->column + 1);
}

static int adjacent(const nqcnf_square_ref *a, const nqcnf_square_ref *b)
{
    return llabs((long long)a->row - b->row) <= 1 &&
           llabs((long long)a->column - b->column) <= 1;
}

/* The squares of a line, runs of three or more neighbours as "a..b". */
static void append_squares(explainer *e, const nqcnf_auxiliary *aux)
{
    const nqcnf_square_ref *s = aux->squares;
    append(e, aux->square_count == 1 ? "on " : "on one of ");
    for (size_t i = 0; i < aux->square_count;) {
        size_t end = i + 1;
        while (end < aux->square_count && adjacent(&s[end - 1], &s[end]))
            end++;
        if (i > 0) append(e, ", ");
        append_square(e, &s[i]);
        if (end - i >= 3) {
            append(e, "..");
            append_square(e, &s[end - 1]);
        } else if (end - i == 2) {
            append(e, ", ");
            append_square(e, &s[i + 1]);
        }
        i = end;
    }
}

static int keep_auxiliary(void *context, const nqcnf_auxiliary *aux)
{
    explainer *e = context;
    if (e->count == e->capacity) {
        const size_t capacity = e->capacity ? 2 * e->capacity : 256;
        auxiliary_entry *grown =
            realloc(e->entries, capacity * sizeof *grown);
        if (grown == NULL) return e->failed = 1;
        e->entries = grown;
        e->capacity = capacity;
    }
    auxiliary_entry *entry = &e->entries[e->count++];
    snprintf(entry->name, sizeof entry->name, "%c%ld", aux->symbol,
             (long)aux->variable);
    entry->printed = 0;
    /* what a rule says of it: the sentence, or for a chain variable of
     * symmetry breaking (whose sentence is long) its gist */
    entry->gloss = e->used;
    if (aux->kind == NQCNF_AUXILIARY_SOME_QUEEN)
        append(e, "%s", aux->text);
    else
        append(e, "the board agrees with its image up to (%u,%u)",
               (unsigned)aux->squares[0].row + 1,
               (unsigned)aux->squares[0].column + 1);
    e->used++; /* keep its NUL */
    entry->definition = e->used;
    append(e, "%s", aux->text);
    if (aux->kind == NQCNF_AUXILIARY_SOME_QUEEN) {
        append(e, " (true when a queen stands ");
        append_squares(e, aux);
        if (aux->free_when_empty)
            append(e, "; either value while the line has no queen");
        append(e, ")");
    }
    e->used++;
    return e->failed;
}

static auxiliary_entry *entry_of(const explainer *e, int32_t variable)
{
    const int64_t index = (int64_t)variable - e->first_auxiliary;
    return index >= 0 && (uint64_t)index < e->count ? &e->entries[index]
                                                    : NULL;
}

static const char *name_of(void *context, int32_t variable,
                           const char **gloss)
{
    const explainer *e = context;
    const auxiliary_entry *entry = entry_of(e, variable);
    if (entry == NULL) return NULL;
    *gloss = e->text + entry->gloss;
    return entry->name;
}

/* The auxiliary variables a clause is the first to use, defined above it. */
static void define_new(explainer *e, const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        auxiliary_entry *entry =
            entry_of(e, literals[i] < 0 ? -literals[i] : literals[i]);
        if (entry == NULL || entry->printed) continue;
        entry->printed = 1;
        printf("c   %s means: %s\n", entry->name,
               e->text + entry->definition);
    }
}

static int has_auxiliary(uint32_t n, const int32_t *literals, size_t count)
{
    for (size_t i = 0; i < count; i++)
        if ((uint64_t)llabs(literals[i]) > (uint64_t)n * n) return 1;
    return 0;
}

static void print_meaning(explainer *e, const int32_t *literals,
                          size_t count)
{
    const nqcnf_meaning m = nqcnf_clause_meaning(e->n, literals, count);
    if (m.kind == NQCNF_MEANING_QUEEN_ON)
        printf("a queen on (%u,%u), placed in advance (--queen %u,%u)",
               m.row1 + 1, m.column1 + 1, m.row1 + 1, m.column1 + 1);
    else if (m.kind == NQCNF_MEANING_NO_QUEEN_ON)
        printf("no queen on (%u,%u): the square is blocked (--block %u,%u)",
               m.row1 + 1, m.column1 + 1, m.row1 + 1, m.column1 + 1);
    else if (m.kind == NQCNF_MEANING_OTHER || has_auxiliary(e->n, literals, count))
        print_clause_rule(stdout, e->n, literals, count, name_of, e);
    else /* no group: the note above the clauses already names it */
        print_clause_meaning(stdout, e->n, 1, &m, literals, count, NULL);
}

static nqcnf_status add_clause(void *context, const int32_t *literals,
                               size_t count)
{
    explainer *e = context;
    define_new(e, literals, count);
    fputs("c   ", stdout);
    print_meaning(e, literals, count);
    putchar('\n');
    for (size_t i = 0; i < count; i++) printf("%d ", (int)literals[i]);
    fputs("0\n", stdout);
    return ferror(stdout) ? NQCNF_ERR_IO : NQCNF_OK;
}

static nqcnf_status add_note(void *context, const char *text)
{
    const explainer *e = context;
    printf("c\nc %s\n", text);
    if (!e->symmetry_breaking || strncmp(text, "symmetry", 8) != 0)
        return ferror(stdout) ? NQCNF_ERR_IO : NQCNF_OK;
    if (e->group == NQCNF_SYMMETRY_GROUP_ALL)
        printf("c For each of the 7 rotations and reflections, a chain: "
               "the board, read row by\nc row with a queen before an "
               "empty square, comes no later than its image; e<k>\nc "
               "says the two agree so far.\n");
    else if (e->group == 1u) /* the identity alone */
        printf("c The given squares keep %s: there is nothing to break.\n",
               e->symmetries);
    else
        printf("c The given squares keep %s.\nc For each of them but the "
               "identity, a chain: the board, read row by row with a\nc "
               "queen before an empty square, comes no later than its "
               "image; e<k> says the two\nc agree so far.\n",
               e->symmetries);
    return ferror(stdout) ? NQCNF_ERR_IO : NQCNF_OK;
}

static void print_board(uint32_t n)
{
    const int width = n * n >= 1000 ? 5 : n * n >= 100 ? 4 : 3;
    printf("c The %ux%u board: a square's number is its variable; true "
           "means a queen.\nc Squares are (row,column), both numbered "
           "from 1.\n", n, n);
    for (uint32_t r = 0; r < n; r++) {
        fputs("c ", stdout);
        for (uint32_t c = 0; c < n; c++)
            printf("%*d", width, (int)nqcnf_variable(n, r, c));
        putchar('\n');
    }
}

static void print_rules(const nqcnf_options *options,
                        const nqcnf_sizes *counts)
{
    const int columns = options->column_at_least_one;
    char how[64] = "for every pair";
    if (options->encoding != NQCNF_ENCODING_PAIRWISE)
        snprintf(how, sizeof how, "in the %s encoding",
                 nqcnf_encoding_name(options->encoding));
    printf("c %s: exactly one queen (one clause 'at least one', then\n"
           "c 'at most one' %s); %s: at most one queen.\n",
           columns ? "Rows and columns" : "Rows", how,
           columns ? "diagonals" : "columns and diagonals");
    if (!columns)
        printf("c Columns have no 'at least one' clause (--no-column-alo): "
               "N queens in N rows,\nc at most one a column, fill every "
               "column anyway.\n");
    if (counts->auxiliary_variables > 0)
        printf("c Variables past %llu are auxiliary: each is named (s17 "
               "is variable 17) and\nc explained where it first "
               "appears.\n",
               (unsigned long long)options->n * options->n);
}

static int explain(nqcnf_options *options, void *context)
{
    (void)context;
    nqcnf_sizes counts;
    if (nqcnf_sizes_compute(options, &counts) != NQCNF_OK) {
        report_error("cannot size the encoding");
        return EXIT_FAILURE_RUNTIME;
    }
    explainer e = {.n = options->n,
                   .symmetry_breaking = options->symmetry_breaking,
                   .first_auxiliary = (int32_t)(options->n * options->n) + 1};
    nqcnf_status result =
        symmetry_words(options, e.symmetries, sizeof e.symmetries, &e.group);
    if (result == NQCNF_OK)
        result = nqcnf_auxiliary_describe(options, keep_auxiliary, &e);
    if (result != NQCNF_OK || e.failed) {
        report_error("%s", e.failed ? nqcnf_strerror(NQCNF_ERR_OUT_OF_MEMORY)
                                    : nqcnf_strerror(result));
        free(e.entries);
        free(e.text);
        return EXIT_FAILURE_RUNTIME;
    }
    printf("c nqueens-cnf %s: the %u-queens puzzle, clause by clause\n",
           nqcnf_version(), options->n);
    print_board(options->n);
    print_rules(options, &counts);
    printf("p cnf %llu %llu\n", (unsigned long long)counts.variables,
           (unsigned long long)counts.clauses);
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    sink.context = &e;
    sink.add_clause = add_clause;
    sink.note = add_note;
    int status = EXIT_OK;
    result = nqcnf_generate(options, &sink);
    if (result != NQCNF_OK && result != NQCNF_ERR_IO) {
        report_error("%s", nqcnf_strerror(result));
        status = EXIT_FAILURE_RUNTIME;
    }
    free(e.entries);
    free(e.text);
    return finish_stdout(status);
}

/* The generator's options pick the reference; a second positional
 * argument is a student's file, explained against it (explain_file.c). */
int command_explain(int argc, char **argv, int first)
{
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    option_binding storage[GENERATOR_BINDING_COUNT];
    const binding_list bindings =
        generator_bindings(&generator, storage, NULL);
    cli_arguments args;
    nqcnf_options options;
    nqcnf_options_init(&options, 0);
    int status = parse_command_line(argc, argv, first, COMMAND_EXPLAIN,
                                    &bindings, &args);
    if (status == 0) status = board_size_argument(&args, &options.n);
    if (status == 0) status = generator_arguments_apply(&generator, &options);
    if (status == 0)
        status = args.positional_count > 1
                     ? explain_file(&options, args.positional[1])
                     : explain(&options, NULL);
    generator_arguments_free(&generator);
    return status;
}
