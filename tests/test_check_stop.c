/*
 * test_check_stop.c - nqcnf_options.stop: a check cut short says only
 * what it decided.
 *
 * The command's --time-limit reaches the library as a stop callback, so
 * the library's side is tested without a clock: a callback that answers
 * "stop" after a given number of polls stands for a deadline that passes
 * at that point. Whatever that point, the check must return NQCNF_OK,
 * never call a file equivalent that it did not finish judging, and keep
 * every verdict it gives true (a difference called not implied carries
 * its witness). A file every question of which is wrong (no clauses at
 * all) must be called not equivalent as soon as one question is
 * answered; with the callback saying "stop" at once, nothing is decided.
 */
#include "check_support.h"

typedef struct countdown {
    long polls_left; /* stop once this reaches 0 */
    long polls;      /* how many times it was asked */
} countdown;

static int stop_after(void *context)
{
    countdown *c = context;
    c->polls++;
    if (c->polls_left > 0) c->polls_left--;
    return c->polls_left == 0;
}

static void check_with_stop(const char *text, uint32_t n, countdown *c,
                            checked *out)
{
    nqcnf_options options = options_for(n);
    options.stop = stop_after;
    options.stop_context = c;
    check_text(text, strlen(text), n, &options, out);
}

/* Stopped at once: no differences, undecided. */
static void test_stopped_at_once_decides_nothing(void **state)
{
    (void)state;
    countdown c = {0, 0};
    checked out;
    check_with_stop("p cnf 400 0\n", 20, &c, &out);
    assert_int_equal(out.report.summary, NQCNF_CHECK_UNDECIDED);
    assert_int_equal(out.report.difference_count, 0);
    assert_true(c.polls >= 1);
    checked_free(&out);
}

/* Stopped at every point of an empty file's check: never equivalent,
 * and a verdict of "not implied" always with its board. */
static void test_stopped_anywhere_never_guesses(void **state)
{
    (void)state;
    for (long after = 1; after < 400; after += 37) {
        countdown c = {after, 0};
        checked out;
        check_with_stop("p cnf 36 0\n", 6, &c, &out);
        assert_true(out.report.summary == NQCNF_CHECK_UNDECIDED ||
                    out.report.summary == NQCNF_CHECK_NOT_EQUIVALENT);
        for (size_t i = 0; i < out.report.difference_count; i++) {
            const nqcnf_difference *d = &out.report.differences[i];
            assert_int_not_equal(d->implied, NQCNF_IMPLIED_YES);
            if (d->implied == NQCNF_IMPLIED_NO)
                assert_int_equal(d->witness.n, 6);
        }
        checked_free(&out);
    }
}

/* A stop that never fires changes nothing, and is asked. */
static void test_never_stopping_is_the_full_check(void **state)
{
    (void)state;
    countdown c = {-1, 0};
    checked out;
    check_with_stop("p cnf 36 0\n", 6, &c, &out);
    assert_int_equal(out.report.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    for (size_t i = 0; i < out.report.difference_count; i++)
        assert_int_not_equal(out.report.differences[i].implied,
                             NQCNF_IMPLIED_UNDECIDED);
    assert_true(c.polls > 0);
    checked_free(&out);
}

/* The diagnosis reads no file again once told to stop. */
static void test_diagnosis_stops_too(void **state)
{
    (void)state;
    const char *text = "p cnf 36 0\n";
    countdown c = {-1, 0};
    checked out;
    check_with_stop(text, 6, &c, &out);
    nqcnf_options options = options_for(6);
    options.stop = stop_after;
    countdown now = {0, 0};
    options.stop_context = &now;
    nqcnf_diagnoses d;
    assert_int_equal(nqcnf_diagnose(&options, text, strlen(text), &out.cnf,
                                    &out.report, &d),
                     NQCNF_ERR_STOPPED);
    assert_true(now.polls <= 2);
    checked_free(&out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stopped_at_once_decides_nothing),
        cmocka_unit_test(test_stopped_anywhere_never_guesses),
        cmocka_unit_test(test_never_stopping_is_the_full_check),
        cmocka_unit_test(test_diagnosis_stops_too),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
