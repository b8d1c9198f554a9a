/*
 * test_check_without_reference.c - what a check decides without holding
 * the reference (nqcnf_check_cnf_without_reference).
 *
 * Its answer is a board, so each is judged, never trusted: a witness
 * must satisfy every clause of the file and break the rule it is given
 * for (or, for FIRST_OF_CLASS, be a solution the brute-force oracle says
 * is not the leader of its class). Files whose every model is a solution
 * must stay undecided: this check may only ever say "not equivalent".
 * Every file here is also checked whole by nqcnf_check_cnf, which must
 * agree wherever this one decides.
 */
#include "check_support.h"

/* The clauses of `options`' reference as headerless DIMACS text (the
 * caller frees it), without those whose meaning is `drop`
 * (NQCNF_MEANING_OTHER: keep all). */
static char *reference_text(const nqcnf_options *options,
                            nqcnf_meaning_kind drop, size_t *size)
{
    nqcnf_clause_list list;
    assert_int_equal(nqcnf_clause_list_build(options, &list), NQCNF_OK);
    char *text = NULL;
    FILE *out = open_memstream(&text, size);
    assert_non_null(out);
    for (size_t c = 0; c < list.clause_count; c++) {
        size_t count;
        const int32_t *literals = nqcnf_clause_list_get(&list, c, &count);
        if (drop != NQCNF_MEANING_OTHER &&
            nqcnf_clause_meaning(options->n, literals, count).kind == drop)
            continue;
        for (size_t i = 0; i < count; i++) fprintf(out, "%d ", literals[i]);
        fputs("0\n", out);
    }
    fclose(out);
    nqcnf_clause_list_free(&list);
    return text;
}

typedef struct judged {
    nqcnf_cnf cnf;
    nqcnf_check_report quick, whole;
    nqcnf_status status;
} judged;

static void judge(const char *text, size_t size, const nqcnf_options *options,
                  judged *j)
{
    const uint64_t squares = (uint64_t)options->n * options->n;
    assert_int_equal(nqcnf_cnf_read_buffer(text, size, squares, &j->cnf),
                     NQCNF_OK);
    j->status = nqcnf_check_cnf_without_reference(options, &j->cnf, &j->quick);
    assert_int_equal(nqcnf_check_cnf(options, &j->cnf, &j->whole), NQCNF_OK);
    assert_true(j->quick.without_reference);
    assert_false(j->whole.without_reference);
    if (j->quick.summary == NQCNF_CHECK_NOT_EQUIVALENT)
        assert_int_equal(j->whole.summary, NQCNF_CHECK_NOT_EQUIVALENT);
}

static void judged_free(judged *j)
{
    nqcnf_check_report_free(&j->quick);
    nqcnf_check_report_free(&j->whole);
    nqcnf_cnf_free(&j->cnf);
}

/* The one ALLOWS difference of a refuted file, judged. */
static const nqcnf_difference *refutation(const judged *j, uint32_t n)
{
    assert_int_equal(j->status, NQCNF_OK);
    assert_int_equal(j->quick.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    assert_int_equal(j->quick.difference_count, 1);
    const nqcnf_difference *d = &j->quick.differences[0];
    assert_int_equal(d->kind, NQCNF_DIFFERENCE_ALLOWS);
    assert_int_equal(d->implied, NQCNF_IMPLIED_NO);
    assert_int_equal(d->witness.n, n);
    assert_true(satisfies_file(&j->cnf, &d->witness));
    return d;
}

/* A file without the diagonal clauses, N = 4 .. 9: the board its model
 * gives breaks a rule, and that rule is one of the textbook's. */
static void missing_diagonals_are_refuted(void **state)
{
    (void)state;
    for (uint32_t n = 4; n <= 9; n++) {
        nqcnf_options options = options_for(n);
        size_t size;
        char *kept = reference_text(
            &options, NQCNF_MEANING_DIAGONAL_AT_MOST_ONE, &size);
        judged j;
        judge(kept, size, &options, &j);
        const nqcnf_difference *d = refutation(&j, n);
        assert_true(d->count > 0);
        assert_true(breaks(&d->witness, d->literals, d->count));
        assert_false(oracle_is_solution(n, d->witness.squares));
        /* the rule is the textbook's clause number d->clause */
        nqcnf_clause_list textbook;
        assert_int_equal(nqcnf_clause_list_build(&options, &textbook),
                         NQCNF_OK);
        size_t count;
        const int32_t *rule =
            nqcnf_clause_list_get(&textbook, d->clause, &count);
        assert_non_null(rule);
        assert_int_equal(count, d->count);
        assert_memory_equal(rule, d->literals, count * sizeof *rule);
        nqcnf_clause_list_free(&textbook);
        judged_free(&j);
        free(kept);
    }
}

/* One line at N = 40: decided without the 103,560 clauses of the
 * reference (whose whole comparison, a question per missing clause,
 * the other tests make at small N). */
static void one_unit_clause(void **state)
{
    (void)state;
    nqcnf_options options = options_for(40);
    const char text[] = "1 0\n";
    judged j;
    memset(&j, 0, sizeof j);
    assert_int_equal(nqcnf_cnf_read_buffer(text, sizeof text - 1, 1600,
                                           &j.cnf),
                     NQCNF_OK);
    j.status = nqcnf_check_cnf_without_reference(&options, &j.cnf, &j.quick);
    const nqcnf_difference *d = refutation(&j, 40);
    assert_true(breaks(&d->witness, d->literals, d->count));
    assert_int_equal(j.quick.reference_clauses, 103560);
    assert_null(nqcnf_check_report_reference(&j.quick, 0, NULL));
    judged_free(&j);
}

/* The reference itself, the reference with a solution fixed, and a file
 * with no model: every model is a solution, so nothing is decided. */
static void solutions_stay_undecided(void **state)
{
    (void)state;
    for (uint32_t n = 4; n <= 8; n++) {
        nqcnf_options options = options_for(n);
        size_t size;
        char *text = reference_text(&options, NQCNF_MEANING_OTHER, &size);
        judged j;
        judge(text, size, &options, &j);
        assert_int_equal(j.status, NQCNF_OK);
        assert_int_equal(j.quick.summary, NQCNF_CHECK_UNDECIDED);
        assert_int_equal(j.quick.difference_count, 0);
        assert_int_equal(j.whole.summary, NQCNF_CHECK_SAME_CLAUSES);
        judged_free(&j);
        free(text);
    }
    nqcnf_options options = options_for(4);
    const char contradiction[] = "1 0\n-1 0\n";
    judged j;
    judge(contradiction, sizeof contradiction - 1, &options, &j);
    assert_int_equal(j.quick.summary, NQCNF_CHECK_UNDECIDED);
    assert_int_equal(j.quick.difference_count, 0);
    assert_int_equal(j.whole.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    judged_free(&j);
}

/* With symmetry breaking, the textbook file with every queen of a
 * solution that leads no class given as a unit clause: the model is
 * that solution, which the reference does not allow. */
static void later_of_class_is_refuted(void **state)
{
    (void)state;
    const uint32_t n = 8;
    /* a solution, and the first of its images the oracle calls no
     * leader */
    uint32_t columns[8] = {0, 4, 7, 5, 2, 6, 1, 3};
    uint32_t image[8];
    int found = 0;
    for (unsigned k = 0; k < 8 && !found; k++) {
        for (uint32_t row = 0; row < n; row++) {
            uint32_t r, c;
            oracle_square_image(n, k, row, columns[row], &r, &c);
            image[r] = c;
        }
        found = !oracle_is_leader(n, image);
    }
    assert_true(found);
    nqcnf_options plain = options_for(n);
    size_t size;
    char *text = reference_text(&plain, NQCNF_MEANING_OTHER, &size);
    char *file = NULL;
    size_t file_size;
    FILE *out = open_memstream(&file, &file_size);
    assert_non_null(out);
    fputs(text, out);
    for (uint32_t row = 0; row < n; row++)
        fprintf(out, "%u 0\n", row * n + image[row] + 1);
    fclose(out);
    nqcnf_options options = plain;
    options.symmetry_breaking = 1;
    judged j;
    judge(file, file_size, &options, &j);
    const nqcnf_difference *d = refutation(&j, n);
    assert_int_equal(d->meaning.kind, NQCNF_MEANING_FIRST_OF_CLASS);
    assert_true(oracle_is_solution(n, d->witness.squares));
    for (uint32_t row = 0; row < n; row++)
        assert_int_equal(d->witness.squares[row * n + image[row]],
                         NQCNF_SQUARE_QUEEN);
    judged_free(&j);
    free(file);
    free(text);
}

static int stop_now(void *context)
{
    (void)context;
    return 1;
}

/* A stop asked at once: stopped, undecided, nothing listed. */
static void stop_is_undecided(void **state)
{
    (void)state;
    nqcnf_options options = options_for(30);
    options.stop = stop_now;
    nqcnf_cnf cnf;
    const char text[] = "1 0\n";
    assert_int_equal(nqcnf_cnf_read_buffer(text, sizeof text - 1, 900, &cnf),
                     NQCNF_OK);
    nqcnf_check_report report;
    assert_int_equal(nqcnf_check_cnf_without_reference(&options, &cnf, &report),
                     NQCNF_ERR_STOPPED);
    assert_int_equal(report.summary, NQCNF_CHECK_UNDECIDED);
    assert_int_equal(report.difference_count, 0);
    nqcnf_check_report_free(&report);
    nqcnf_cnf_free(&cnf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(missing_diagonals_are_refuted),
        cmocka_unit_test(one_unit_clause),
        cmocka_unit_test(solutions_stay_undecided),
        cmocka_unit_test(later_of_class_is_refuted),
        cmocka_unit_test(stop_is_undecided),
    };
    return RUN_ON_EVERY_BACKEND(tests);
}
