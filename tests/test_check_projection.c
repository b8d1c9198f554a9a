/*
 * test_check_projection.c - the checker's comparison on the board, held
 * to truth computed here without it.
 *
 * Whether two CNFs allow the same boards is what the checker decides
 * with a solver; here the oracles of tests/support decide it: the
 * reference's solutions (or leaders) by backtracking, the file's models
 * by the plain DPLL of models.c over the file's own clauses. The boards
 * are the same exactly when every solution extends to a model of the
 * file and no model is left once each solution's board is blocked. The
 * files are the library's encodings with their auxiliary variables
 * renumbered and everything shuffled (so that no clause matches one of
 * the reference), then damaged one clause at a time, and hand-made
 * variants; every witness the checker names is judged by the oracle.
 */
#include "check_support.h"

#include <time.h>

/* ---- Clause lists the test edits: recordings, which the oracle reads -- */

static void list_init(recording *rec)
{
    nqcnf_sink sink;
    recording_sink_init(rec, &sink);
}

static void list_add(recording *rec, const int32_t *literals, size_t count)
{
    assert_int_equal(recording_add_clause(rec, literals, count), NQCNF_OK);
}

/* A copy without clause `left_out` (SIZE_MAX: none) and with the clauses
 * of `more` (each closed by 0, the last by a second 0) after. */
static void list_copy(const recording *in, size_t left_out,
                      const int32_t *more, recording *out)
{
    list_init(out);
    for (size_t c = 0; c < in->clause_count; c++) {
        size_t count = 0;
        const int32_t *literals = recording_clause(in, c, &count);
        if (c != left_out) list_add(out, literals, count);
    }
    for (size_t start = 0, end; more != NULL && more[start] != 0;
         start = end + 1) {
        for (end = start; more[end] != 0; end++) continue;
        list_add(out, more + start, end - start);
    }
}

static text_buffer list_text(const recording *rec)
{
    text_buffer text = {NULL, 0, 0};
    char word[48];
    int length = snprintf(word, sizeof word, "p cnf %ld %ld\n",
                          (long)rec->largest_variable,
                          (long)rec->clause_count);
    assert_int_equal(text_buffer_write(&text, word, (size_t)length), 0);
    for (size_t c = 0; c < rec->clause_count; c++) {
        size_t count = 0;
        const int32_t *literals = recording_clause(rec, c, &count);
        for (size_t i = 0; i <= count; i++) {
            length = snprintf(word, sizeof word, i < count ? "%ld " : "0\n",
                              i < count ? (long)literals[i] : 0L);
            assert_int_equal(
                text_buffer_write(&text, word, (size_t)length), 0);
        }
    }
    return text;
}

static int32_t variables_of(const recording *rec, uint32_t n)
{
    const int32_t squares = (int32_t)(n * n);
    return rec->largest_variable > squares ? rec->largest_variable : squares;
}

static int on_board(const int32_t *literals, size_t count, uint32_t n)
{
    for (size_t i = 0; i < count; i++)
        if ((uint32_t)abs(literals[i]) > n * n) return 0;
    return 1;
}

/* The file's text checked against `options`. Symmetry breaking repeats a
 * few clauses: issues, but no errors. */
static void check_list(const recording *file, const nqcnf_options *options,
                       checked *out)
{
    text_buffer text = list_text(file);
    check_text(text.data, text.size, options->n, options, out);
    for (size_t i = 0; i < out->cnf.issue_count; i++)
        assert_false(nqcnf_cnf_issue_is_error(out->cnf.issues[i].kind));
    text_buffer_free(&text);
}

/* ---- The truth ---------------------------------------------------------- */

/* nqcnf_check_summary in words, for failure messages */
static const char *const summary_names[] = {
    "identical", "same clauses", "equivalent", "not equivalent",
    "undecided", "equivalent for every N", "both unsatisfiable"};

typedef struct solutions {
    uint32_t n;
    size_t count;
    uint32_t *columns; /* count boards of n columns */
} solutions;

static int collect(void *context, uint32_t n, const uint32_t *columns)
{
    solutions *s = context;
    s->columns = realloc(s->columns, sizeof *s->columns * n * (s->count + 1));
    assert_non_null(s->columns);
    memcpy(s->columns + n * s->count++, columns, sizeof *columns * n);
    return 0;
}

/* Every solution, or with symmetry breaking every leader. */
static solutions reference_solutions(uint32_t n, int unique)
{
    solutions s = {n, 0, NULL};
    oracle_enumerate(n, NULL, 0, NULL, 0, unique, collect, &s);
    return s;
}

/* Whether the file's models, projected on the board, are the solutions. */
static int same_boards(const recording *file, const solutions *s)
{
    const uint32_t n = s->n;
    const int32_t variables = variables_of(file, n);
    for (size_t k = 0; k < s->count; k++)
        if (oracle_board_extensions(file, variables, n, s->columns + k * n,
                                    1) == 0)
            return 0;
    recording others;
    list_copy(file, SIZE_MAX, NULL, &others);
    int32_t *block = malloc(sizeof *block * n * n);
    signed char *open = calloc((size_t)variables + 1, 1);
    assert_true(block != NULL && open != NULL);
    for (size_t k = 0; k < s->count; k++) {
        for (uint32_t i = 0; i < n * n; i++)
            block[i] = s->columns[k * n + i / n] == i % n ? -(int32_t)(i + 1)
                                                          : (int32_t)(i + 1);
        list_add(&others, block, n * n);
    }
    const uint64_t models = oracle_count_models(&others, variables, open, 1);
    free(open);
    free(block);
    recording_free(&others);
    return models == 0;
}

/* Whether some model of the file has this board. */
static int file_allows(const recording *file, const nqcnf_board *board)
{
    const int32_t variables = variables_of(file, board->n);
    signed char *values = calloc((size_t)variables + 1, 1);
    assert_non_null(values);
    for (uint32_t i = 0; i < board->n * board->n; i++)
        values[i + 1] =
            (signed char)(board->squares[i] == NQCNF_SQUARE_QUEEN ? 1 : -1);
    const uint64_t models = oracle_count_models(file, variables, values, 1);
    free(values);
    return models > 0;
}

/* Whether the board is a solution (with `unique`, a leader). */
static int reference_board(const nqcnf_board *board, int unique)
{
    const uint32_t n = board->n;
    uint32_t columns[32];
    assert_true(n <= 32);
    if (!oracle_is_solution(n, board->squares)) return 0;
    for (uint32_t i = 0; i < n * n; i++)
        if (board->squares[i] == NQCNF_SQUARE_QUEEN) columns[i / n] = i % n;
    return !unique || oracle_is_leader(n, columns);
}

/* Each witness judged: an EXTRA one must be a reference board the file
 * rules out (breaking the clause, if that is on the board alone); a
 * MISSING or ALLOWS one a board the file allows that breaks the rule.
 * Returns their number. */
static size_t assert_witnesses(const checked *c, const recording *file,
                               uint32_t n, int unique)
{
    size_t witnesses = 0;
    for (size_t i = 0; i < c->report.difference_count; i++) {
        const nqcnf_difference *d = &c->report.differences[i];
        if (d->witness.n == 0) continue;
        witnesses++;
        assert_int_equal(d->witness.n, n);
        assert_int_equal(d->implied, NQCNF_IMPLIED_NO);
        const int reference = reference_board(&d->witness, unique);
        const int board_rule =
            d->meaning.kind != NQCNF_MEANING_FIRST_OF_CLASS &&
            on_board(d->literals, d->count, n);
        if (board_rule)
            assert_true(breaks(&d->witness, d->literals, d->count));
        if (d->kind == NQCNF_DIFFERENCE_EXTRA) {
            assert_true(reference);
            assert_false(file_allows(file, &d->witness));
        } else {
            assert_true(file_allows(file, &d->witness));
            assert_true(board_rule || !reference);
        }
    }
    return witnesses;
}

/* The checker's verdict held to the truth: the same boards give
 * `when_equal` with nothing that matters, others NOT_EQUIVALENT with a
 * witness. */
static void assert_truth(const checked *c, const recording *file, uint32_t n,
                         int unique, int equal,
                         nqcnf_check_summary when_equal, const char *what)
{
    const size_t witnesses = assert_witnesses(c, file, n, unique);
    if (c->report.summary != (equal ? when_equal : NQCNF_CHECK_NOT_EQUIVALENT))
        fail_msg("%s on %s: %s, but the oracle says %s", what,
                 nqcnf_backend_name(backend),
                 summary_names[c->report.summary],
                 equal ? "the same boards" : "other boards");
    if (!equal) {
        assert_true(witnesses > 0);
        return;
    }
    assert_int_equal(witnesses, 0);
    for (size_t i = 0; i < c->report.difference_count; i++)
        assert_int_not_equal(c->report.differences[i].implied,
                             NQCNF_IMPLIED_NO);
}

/* ---- Renumbered and shuffled ------------------------------------------- */

static void swap_at(int32_t *values, size_t i, size_t j)
{
    const int32_t swap = values[i];
    values[i] = values[j];
    values[j] = swap;
}

/* A copy with the auxiliary variables (beyond n*n) renumbered by a random
 * permutation of their numbers, the clauses in a random order and each
 * one's literals too; where[c] (unless NULL) is the copy's index of
 * clause c. */
static void scramble(const recording *in, uint32_t n, uint64_t seed,
                     recording *out, size_t *where)
{
    const int32_t squares = (int32_t)(n * n);
    const int32_t variables = variables_of(in, n);
    const size_t count = in->clause_count;
    int32_t *image = malloc(sizeof *image * ((size_t)variables + 1));
    int32_t *order = malloc(sizeof *order * (count + 1));
    int32_t *clause = malloc(sizeof *clause * ((size_t)variables + 1));
    assert_true(image != NULL && order != NULL && clause != NULL);
    for (int32_t v = 0; v <= variables; v++) image[v] = v;
    for (int32_t v = variables; v > squares + 1; v--)
        swap_at(image, (size_t)v,
                (size_t)squares + 1 +
                    test_random(&seed) % (uint32_t)(v - squares));
    for (size_t c = 0; c < count; c++) order[c] = (int32_t)c;
    for (size_t c = count; c > 1; c--)
        swap_at(order, c - 1, test_random(&seed) % c);
    list_init(out);
    for (size_t c = 0; c < count; c++) {
        size_t size = 0;
        const int32_t *literals =
            recording_clause(in, (size_t)order[c], &size);
        for (size_t i = 0; i < size; i++)
            clause[i] = literals[i] < 0 ? -image[-literals[i]]
                                        : image[literals[i]];
        for (size_t i = size; i > 1; i--)
            swap_at(clause, i - 1, test_random(&seed) % i);
        list_add(out, clause, size);
        if (where != NULL) where[order[c]] = c;
    }
    free(image);
    free(order);
    free(clause);
}

/* ---- 1. The library's own encodings ------------------------------------ */

/* Summaries that were not the expected one: each is printed so that one
 * does not hide the next, and the test fails at its end. */
static size_t mismatches;

static void expect_summary(const checked *c, nqcnf_check_summary expected,
                           const char *what, const nqcnf_options *options)
{
    for (size_t i = 0; i < c->report.difference_count; i++) {
        assert_int_not_equal(c->report.differences[i].implied,
                             NQCNF_IMPLIED_NO);
        assert_int_equal(c->report.differences[i].witness.n, 0);
    }
    if (c->report.summary == expected) return;
    print_error("%s N = %u%s, %s, on %s: %s, expected %s\n",
                nqcnf_encoding_name(options->encoding), options->n,
                options->symmetry_breaking ? " symmetry breaking" : "", what,
                nqcnf_backend_name(backend), summary_names[c->report.summary],
                summary_names[expected]);
    mismatches++;
}

static int has_on_board_difference(const checked *c)
{
    for (size_t i = 0; i < c->report.difference_count; i++)
        if (c->report.differences[i].implied == NQCNF_IMPLIED_ON_BOARD)
            return 1;
    return 0;
}

/* An encoding as written, against the textbook (commander and product
 * use pairwise clauses on short lines: at small N the textbook's text,
 * identical then); renumbered and shuffled, against the textbook and
 * against its own reference, whose auxiliary clauses it now lacks. */
static void check_encoding(uint32_t n, nqcnf_encoding encoding, int unique)
{
    nqcnf_options textbook = options_for(n), own = options_for(n);
    textbook.symmetry_breaking = own.symmetry_breaking = unique;
    own.encoding = encoding;
    text_buffer text = written_text(write_dimacs, &own);
    text_buffer reference = written_text(write_dimacs, &textbook);
    const int same_text = text.size == reference.size &&
                          memcmp(text.data, reference.data, text.size) == 0;
    checked c;
    check_text(text.data, text.size, n, &textbook, &c);
    expect_summary(&c, same_text ? NQCNF_CHECK_IDENTICAL
                                 : NQCNF_CHECK_EQUIVALENT,
                   "as written, against pairwise", &own);
    checked_free(&c);
    recording rec, mixed;
    record_generated(&own, &rec);
    scramble(&rec, n, 1000u * n + 10u * encoding + (unsigned)unique, &mixed,
             NULL);
    const int auxiliary = rec.largest_variable > (int32_t)(n * n);
    for (int k = 0; k < 2; k++) {
        check_list(&mixed, k ? &own : &textbook, &c);
        expect_summary(&c, auxiliary ? NQCNF_CHECK_EQUIVALENT
                                     : NQCNF_CHECK_SAME_CLAUSES,
                       k ? "renumbered, against its own"
                         : "renumbered, against pairwise", &own);
        if (k == 1) assert_int_equal(has_on_board_difference(&c), auxiliary);
        checked_free(&c);
    }
    if (n <= 6) { /* and the oracle agrees */
        solutions s = reference_solutions(n, unique);
        assert_true(same_boards(&mixed, &s));
        free(s.columns);
    }
    recording_free(&rec);
    recording_free(&mixed);
    text_buffer_free(&text);
    text_buffer_free(&reference);
}

static void test_own_encodings_are_equivalent(void **state)
{
    (void)state;
    static const uint32_t sizes[] = {5, 6, 8};
    mismatches = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        for (int e = 0; e < NQCNF_ENCODING_COUNT; e++)
            for (int unique = 0; unique < 2; unique++)
                if (!test_quick() || sizes[i] != 8 ||
                    e == NQCNF_ENCODING_SEQUENTIAL)
                    check_encoding(sizes[i], (nqcnf_encoding)e, unique);
    /* at 7 the smallest file whose first-of-class question is hard; the
     * product encoding's lines first get auxiliary variables at 9 */
    check_encoding(7, NQCNF_ENCODING_SEQUENTIAL, 1);
    if (!test_quick()) check_encoding(9, NQCNF_ENCODING_PRODUCT, 0);
    if (mismatches > 0) fail_msg("%zu summaries were wrong", mismatches);
}

/* ---- 2. One auxiliary clause deleted ----------------------------------- */

typedef struct deletion_case {
    uint32_t n;
    nqcnf_encoding encoding;
    int unique;
} deletion_case;

/* Every encoding where it has auxiliary variables (commander from N = 7;
 * product only from N = 9, too large for the oracle); pairwise's, with
 * symmetry breaking, are the lex-leader chains', some of which matter
 * at N = 5 (at N = 6 none does alone: the oracle finds every one of the
 * 648 deletions keeps the boards). */
static const deletion_case deletion_cases[] = {
    {6, NQCNF_ENCODING_SEQUENTIAL, 0}, {6, NQCNF_ENCODING_SEQUENTIAL, 1},
    {6, NQCNF_ENCODING_LADDER, 0},     {6, NQCNF_ENCODING_LADDER, 1},
    {6, NQCNF_ENCODING_BITWISE, 0},    {6, NQCNF_ENCODING_BITWISE, 1},
    {6, NQCNF_ENCODING_PAIRWISE, 1},   {7, NQCNF_ENCODING_COMMANDER, 0},
    {5, NQCNF_ENCODING_PAIRWISE, 1},
};

/* The clauses over auxiliary variables to delete: the first `first`,
 * about `spread` more spread evenly over the rest, and the first `wrong`
 * of the others whose deletion (the oracle says) changes the boards:
 * the rows' clauses follow by counting, and only some of the diagonals'
 * and the symmetry breaking's do not. */
static size_t pick_deletions(const recording *rec, const solutions *s,
                             size_t first, size_t spread, size_t wrong,
                             size_t *picked)
{
    size_t auxiliary = 0, count = 0, size = 0;
    for (size_t c = 0; c < rec->clause_count; c++) {
        const int32_t *literals = recording_clause(rec, c, &size);
        auxiliary += (size_t)!on_board(literals, size, s->n);
    }
    const size_t stride =
        auxiliary > first + spread ? (auxiliary - first) / spread : 1;
    for (size_t c = 0, seen = 0; c < rec->clause_count; c++) {
        const int32_t *literals = recording_clause(rec, c, &size);
        if (on_board(literals, size, s->n)) continue;
        int take = seen < first || (seen - first) % stride == 0;
        if (!take && wrong > 0) {
            recording file;
            list_copy(rec, c, NULL, &file);
            take = !same_boards(&file, s);
            wrong -= (size_t)take;
            recording_free(&file);
        }
        if (take) picked[count++] = c;
        seen++;
    }
    return count;
}

/* Each deletion against the textbook and the encoding's own reference
 * in turn; returns how many changed the boards. */
static size_t check_deletions(const deletion_case *d, size_t first,
                              size_t spread, size_t wrong)
{
    nqcnf_options textbook = options_for(d->n), own = options_for(d->n);
    textbook.symmetry_breaking = own.symmetry_breaking = d->unique;
    own.encoding = d->encoding;
    recording rec, mixed;
    record_generated(&own, &rec);
    size_t *where = malloc(sizeof *where * rec.clause_count);
    size_t *picked = malloc(sizeof *picked * rec.clause_count);
    assert_true(where != NULL && picked != NULL);
    scramble(&rec, d->n, 77u + d->n, &mixed, where);
    solutions s = reference_solutions(d->n, d->unique);
    const size_t count =
        pick_deletions(&rec, &s, first, spread, wrong, picked);
    size_t changed = 0;
    for (size_t k = 0; k < count; k++) {
        recording file;
        list_copy(&mixed, where[picked[k]], NULL, &file);
        const int equal = same_boards(&file, &s);
        checked c;
        check_list(&file, k % 2 ? &own : &textbook, &c);
        char what[128];
        snprintf(what, sizeof what, "%s N = %u%s without its clause %zu, "
                 "against %s", nqcnf_encoding_name(d->encoding), d->n,
                 d->unique ? " symmetry breaking" : "", picked[k] + 1,
                 k % 2 ? "its own" : "pairwise");
        assert_truth(&c, &file, d->n, d->unique, equal,
                     NQCNF_CHECK_EQUIVALENT, what);
        changed += (size_t)!equal;
        checked_free(&c);
        recording_free(&file);
    }
    free(s.columns);
    free(where);
    free(picked);
    recording_free(&rec);
    recording_free(&mixed);
    return changed;
}

static void test_deleted_auxiliary_clauses(void **state)
{
    (void)state;
    const int quick = test_quick();
    size_t changed = 0;
    for (size_t i = 0; i < sizeof deletion_cases / sizeof *deletion_cases;
         i++)
        changed += check_deletions(&deletion_cases[i], quick ? 2 : 25,
                                   quick ? 2 : 25, quick ? 1 : 8);
    assert_true(changed > 0);
}

/* ---- 3. An auxiliary clause added ------------------------------------- */

/* `base` (N = 6) plus a fresh variable forced true that forbids the
 * queen of row 0 of a solution: that solution is the witness; and plus
 * "-a 5" alone, which a false `a` satisfies. */
static void check_added(const recording *base)
{
    const uint32_t n = 6;
    const nqcnf_options textbook = options_for(n);
    solutions s = reference_solutions(n, 0);
    const int32_t q = (int32_t)s.columns[0] + 1;
    const int32_t a = variables_of(base, n) + 1;
    const int32_t wrong[] = {-a, -q, 0, a, 0, 0}, harmless[] = {-a, 5, 0, 0};
    for (int k = 0; k < 2; k++) {
        recording file;
        list_copy(base, SIZE_MAX, k ? harmless : wrong, &file);
        checked c;
        check_list(&file, &textbook, &c);
        const int equal = same_boards(&file, &s);
        assert_int_equal(equal, k); /* the oracle sees it as meant */
        assert_truth(&c, &file, n, 0, equal, NQCNF_CHECK_EQUIVALENT,
                     "an added auxiliary variable");
        size_t found = 0;
        for (size_t i = 0; i < c.report.difference_count; i++) {
            const nqcnf_difference *d = &c.report.differences[i];
            if (d->line != base->clause_count + 2) continue; /* the first */
            found++;
            assert_int_equal(d->kind, NQCNF_DIFFERENCE_EXTRA);
            assert_int_equal(d->component, base->clause_count);
            assert_int_equal(d->implied, k ? NQCNF_IMPLIED_YES
                                           : NQCNF_IMPLIED_NO);
            if (k == 0)
                assert_int_equal(d->witness.squares[q - 1],
                                 NQCNF_SQUARE_QUEEN);
        }
        assert_int_equal(found, 1);
        checked_free(&c);
        recording_free(&file);
    }
    free(s.columns);
}

static void test_added_auxiliary_clauses(void **state)
{
    (void)state;
    nqcnf_options options = options_for(6);
    recording textbook, sequential, mixed;
    record_generated(&options, &textbook);
    check_added(&textbook);
    options.encoding = NQCNF_ENCODING_SEQUENTIAL;
    record_generated(&options, &sequential);
    scramble(&sequential, 6, 3, &mixed, NULL);
    check_added(&mixed);
    recording_free(&textbook);
    recording_free(&sequential);
    recording_free(&mixed);
}

/* ---- 4. Unsatisfiable sides -------------------------------------------- */

static void check_small_file(uint32_t n, const int32_t *clauses,
                             nqcnf_check_summary expected)
{
    recording empty, file;
    list_init(&empty);
    list_copy(&empty, SIZE_MAX, clauses, &file);
    solutions s = reference_solutions(n, 0);
    const nqcnf_options options = options_for(n);
    checked c;
    check_list(&file, &options, &c);
    const int equal = same_boards(&file, &s);
    assert_int_equal(equal, expected != NQCNF_CHECK_NOT_EQUIVALENT);
    assert_truth(&c, &file, n, 0, equal, expected, "a small file");
    checked_free(&c);
    free(s.columns);
    recording_free(&file);
    recording_free(&empty);
}

/* N = 3 has no solution: an unsatisfiable file is the same, a
 * satisfiable one allows a board (its witness); at N = 8 an
 * unsatisfiable file rules out solutions (witnesses, judged as such). */
static void test_unsatisfiable_sides(void **state)
{
    (void)state;
    const int32_t contradiction[] = {1, 0, -1, 0, 0};
    const int32_t junk[] = {1, 5, 9, 0, -2, 0, 0};
    check_small_file(3, contradiction, NQCNF_CHECK_BOTH_UNSATISFIABLE);
    check_small_file(3, junk, NQCNF_CHECK_NOT_EQUIVALENT);
    check_small_file(8, contradiction, NQCNF_CHECK_NOT_EQUIVALENT);
}

/* ---- 5. Variants ------------------------------------------------------- */

enum { ROW_ALO, COLUMN_ALO, ROW_PAIR, COLUMN_PAIR, OTHER_CLAUSE };

/* What a textbook clause is, read from its squares; *line: its row or
 * column. */
static int kind_of(const int32_t *literals, size_t count, uint32_t n,
                   uint32_t *line)
{
    const uint32_t first = (uint32_t)abs(literals[0]) - 1;
    size_t rows = 0, columns = 0;
    for (size_t i = 0; i < count; i++) {
        rows += ((uint32_t)abs(literals[i]) - 1) / n == first / n;
        columns += ((uint32_t)abs(literals[i]) - 1) % n == first % n;
    }
    *line = rows == count ? first / n : first % n;
    const int along_row = rows == count, along_column = columns == count;
    if (count == n && literals[0] > 0)
        return along_row ? ROW_ALO : along_column ? COLUMN_ALO : OTHER_CLAUSE;
    if (count == 2 && literals[0] < 0 && literals[1] < 0)
        return along_row ? ROW_PAIR : along_column ? COLUMN_PAIR
                                                   : OTHER_CLAUSE;
    return OTHER_CLAUSE;
}

/* The textbook of N without: 0 the columns' at-least-one clauses; 1 the
 * middle row's; 2 the last row's first pair; 3 the middle column's
 * at-least-one clause and its first pair; 4 row r's and column c's
 * at-least-one clauses. */
static void textbook_without(uint32_t n, int which, uint32_t r, uint32_t c,
                             recording *out)
{
    const nqcnf_options options = options_for(n);
    recording rec;
    record_generated(&options, &rec);
    list_init(out);
    int pairs = 0;
    for (size_t i = 0; i < rec.clause_count; i++) {
        size_t count = 0;
        uint32_t line = 0;
        const int32_t *literals = recording_clause(&rec, i, &count);
        const int kind = kind_of(literals, count, n, &line);
        const int drop =
            which == 0   ? kind == COLUMN_ALO
            : which == 1 ? kind == ROW_ALO && line == n / 2
            : which == 2 ? kind == ROW_PAIR && line == n - 1 && !pairs++
            : which == 3 ? line == n / 2 && (kind == COLUMN_ALO ||
                                             (kind == COLUMN_PAIR && !pairs++))
                         : (kind == ROW_ALO && line == r) ||
                               (kind == COLUMN_ALO && line == c);
        if (!drop) list_add(out, literals, count);
    }
    recording_free(&rec);
}

/* What counting restores is equivalent at every N, and quick to see. */
static void test_variants_every_n(void **state)
{
    (void)state;
    static const uint32_t sizes[] = {4, 8, 14, 20};
    static const unsigned flags[] = {
        NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE,
        NQCNF_VARIANT_NO_ROW_AT_LEAST_ONE, NQCNF_VARIANT_COUNTED_AT_MOST_ONE,
        NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE |
            NQCNF_VARIANT_COUNTED_AT_MOST_ONE};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        for (int which = 0; which < 4; which++) {
            recording file;
            textbook_without(sizes[i], which, 0, 0, &file);
            const nqcnf_options options = options_for(sizes[i]);
            const clock_t start = clock();
            checked c;
            check_list(&file, &options, &c);
            const double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
            if (!test_quick() && seconds > 0.5)
                fail_msg("variant %d at N = %u took %.2f s", which, sizes[i],
                         seconds);
            assert_int_equal(c.report.summary, NQCNF_CHECK_EQUIVALENT_EVERY_N);
            assert_int_equal(c.report.variants, flags[which]);
            if (sizes[i] == 4) { /* and the oracle agrees */
                solutions s = reference_solutions(4, 0);
                assert_true(same_boards(&file, &s));
                free(s.columns);
            }
            checked_free(&c);
            recording_free(&file);
        }
}

/* Squares numbered column by column: variable c*N + r + 1 for (r, c);
 * auxiliary variables keep their numbers. */
static void transpose(const recording *in, uint32_t n, recording *out)
{
    list_init(out);
    int32_t *clause =
        malloc(sizeof *clause * ((size_t)in->largest_variable + 1));
    assert_non_null(clause);
    for (size_t i = 0; i < in->clause_count; i++) {
        size_t count = 0;
        const int32_t *literals = recording_clause(in, i, &count);
        for (size_t j = 0; j < count; j++) {
            const uint32_t v = (uint32_t)abs(literals[j]);
            const int32_t image =
                v > n * n ? (int32_t)v
                          : (int32_t)(((v - 1) % n) * n + (v - 1) / n + 1);
            clause[j] = literals[j] < 0 ? -image : image;
        }
        list_add(out, clause, count);
    }
    free(clause);
}

/* Without the columns' at-least-one clauses the textbook is not its own
 * mirror image (nor is the sequential encoding, whose auxiliary
 * variables follow the rows first): written column by column, each is a
 * variant. With symmetry breaking, which picks its boards in row-major
 * order, it is none, and the oracle decides. */
static void test_transposed_numbering(void **state)
{
    (void)state;
    static const uint32_t sizes[] = {4, 8, 14, 20, 6};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        for (int sequential = 0; sequential < 2; sequential++) {
            const uint32_t n = sizes[i];
            nqcnf_options options = options_for(n);
            options.column_at_least_one = sequential;
            options.encoding = sequential ? NQCNF_ENCODING_SEQUENTIAL
                                          : NQCNF_ENCODING_PAIRWISE;
            options.symmetry_breaking = n == 6;
            recording rec, file;
            record_generated(&options, &rec);
            transpose(&rec, n, &file);
            checked c;
            check_list(&file, &options, &c);
            if (options.symmetry_breaking) {
                solutions s = reference_solutions(n, 1);
                assert_int_equal(c.report.variants, 0);
                assert_truth(&c, &file, n, 1, same_boards(&file, &s),
                             NQCNF_CHECK_EQUIVALENT, "transposed leaders");
                free(s.columns);
            } else {
                assert_int_equal(c.report.summary,
                                 NQCNF_CHECK_EQUIVALENT_EVERY_N);
                assert_int_equal(c.report.variants, NQCNF_VARIANT_TRANSPOSED);
            }
            checked_free(&c);
            recording_free(&rec);
            recording_free(&file);
        }
}

/* A row's and a column's at-least-one clauses both gone: counting gives
 * neither back (N - 1 queens may leave that row and column empty), so
 * it is no variant, and whether the boards change is the oracle's to
 * say. */
static void test_row_and_column_missing_is_no_variant(void **state)
{
    (void)state;
    const uint32_t n = 6;
    const nqcnf_options options = options_for(n);
    solutions s = reference_solutions(n, 0);
    size_t changed = 0;
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t col = 0; col < n; col++) {
            if (test_quick() && (r + col) % 3 != 0) continue;
            recording file;
            textbook_without(n, 4, r, col, &file);
            checked c;
            check_list(&file, &options, &c);
            assert_int_equal(c.report.variants, 0);
            const int equal = same_boards(&file, &s);
            assert_truth(&c, &file, n, 0, equal, NQCNF_CHECK_EQUIVALENT,
                         "a row and a column without at-least-one");
            changed += (size_t)!equal;
            checked_free(&c);
            recording_free(&file);
        }
    assert_true(changed > 0);
    free(s.columns);
}

/* ---- 6. Another N where a change matters ------------------------------- */

/* Whether m queens, one per row and column, can stand on both squares of
 * the pair (r1, c1), (r2, c2), r1 < r2, with no other two on a diagonal:
 * a model of the textbook of m (the oracle's, from the rules) without
 * the pair's clause that is not a solution, found by the DPLL of
 * tests/support. */
static int pair_fits(uint32_t m, const uint32_t *pair)
{
    const int32_t a = (int32_t)(pair[0] * m + pair[1]) + 1,
                  b = (int32_t)(pair[2] * m + pair[3]) + 1;
    recording textbook, file;
    oracle_textbook(m, &textbook);
    size_t at = 0;
    for (size_t count = 0;; at++) {
        const int32_t *literals = recording_clause(&textbook, at, &count);
        if (count == 2 && literals[0] == -a && literals[1] == -b) break;
    }
    list_copy(&textbook, at, NULL, &file);
    signed char *values = calloc((size_t)m * m + 1, 1);
    assert_non_null(values);
    values[a] = values[b] = 1;
    const int fits =
        oracle_count_models(&file, (int32_t)(m * m), values, 1) == 1;
    free(values);
    recording_free(&file);
    recording_free(&textbook);
    return fits;
}

/* At N = 5 a missing diagonal pair may be implied (the oracle finds that
 * no model has both queens): EQUIVALENT then, with an N where the same
 * deletion lets the two attack, which the oracle confirms there. */
static void test_matters_at_another_n(void **state)
{
    (void)state;
    const uint32_t n = 5;
    const nqcnf_options options = options_for(n);
    recording rec;
    record_generated(&options, &rec);
    solutions s = reference_solutions(n, 0);
    size_t implied = 0, tried = 0;
    for (size_t i = 0; i < rec.clause_count; i++) {
        size_t count = 0;
        const int32_t *literals = recording_clause(&rec, i, &count);
        if (count != 2 || literals[0] > 0 || literals[1] > 0) continue;
        const uint32_t a = (uint32_t)abs(literals[0]) - 1,
                       b = (uint32_t)abs(literals[1]) - 1;
        const uint32_t low = a < b ? a : b, high = a < b ? b : a;
        const uint32_t pair[4] = {low / n, low % n, high / n, high % n};
        if (pair[0] == pair[2] || pair[1] == pair[3]) continue;
        if (test_quick() && tried == 3) break;
        tried++;
        recording file;
        list_copy(&rec, i, NULL, &file);
        const int equal = same_boards(&file, &s);
        checked c;
        check_list(&file, &options, &c);
        assert_truth(&c, &file, n, 0, equal, NQCNF_CHECK_EQUIVALENT,
                     "a diagonal pair missing at N = 5");
        const uint32_t m = c.report.matters_at_n;
        if (equal) {
            assert_true(m != 0 && m != n && m <= 16);
            assert_true(pair[2] < m && pair[1] < m && pair[3] < m);
            assert_true(pair_fits(m, pair));
        }
        implied += (size_t)equal;
        checked_free(&c);
        recording_free(&file);
    }
    assert_true(implied > 0);
    free(s.columns);
    recording_free(&rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_own_encodings_are_equivalent),
        cmocka_unit_test(test_deleted_auxiliary_clauses),
        cmocka_unit_test(test_added_auxiliary_clauses),
        cmocka_unit_test(test_unsatisfiable_sides),
        cmocka_unit_test(test_variants_every_n),
        cmocka_unit_test(test_transposed_numbering),
        cmocka_unit_test(test_row_and_column_missing_is_no_variant),
        cmocka_unit_test(test_matters_at_another_n),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
