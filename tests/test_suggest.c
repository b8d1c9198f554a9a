/*
 * test_suggest.c - did-you-mean (src/cli/suggest.c) on a table of typos.
 *
 * The command's units are not in the library, so the one file under test
 * is compiled into this test. Truth is written out here: distances
 * counted by hand (an insertion, a deletion, a substitution and a swap of
 * neighbours each cost one), and for real typos of the command's words
 * the word a person meant, or none when a guess would mislead.
 */
#include "test_support.h"

#include "cli/suggest.c"

static void test_distances_counted_by_hand(void **state)
{
    (void)state;
    static const struct {
        const char *a, *b;
        size_t distance;
    } cases[] = {
        {"solve", "solve", 0}, {"slove", "solve", 1},  /* swap */
        {"sovle", "solve", 1}, {"solv", "solve", 1},   /* deletion */
        {"solvee", "solve", 1}, {"salve", "solve", 1}, /* substitution */
        {"uniq", "unique", 2},  {"", "count", 5},
        {"ca", "abc", 3},       /* no swap then insert: alignment is OSA */
        {"Solve", "solve", 0},  /* case does not count */
        {"kitten", "sitting", 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const size_t got = edit_distance(cases[i].a, strlen(cases[i].a),
                                         cases[i].b, strlen(cases[i].b));
        if (got != cases[i].distance)
            fail_msg("distance('%s', '%s') = %zu, expected %zu", cases[i].a,
                     cases[i].b, got, cases[i].distance);
    }
    char longest[SUGGEST_LONGEST + 2];
    memset(longest, 'a', sizeof longest - 1);
    longest[sizeof longest - 1] = '\0';
    assert_int_equal(edit_distance(longest, strlen(longest), "a", 1),
                     SUGGEST_FAR);
}

static const char *const commands[] = {"stats", "solve", "count", "decode",
                                       "check", "explain", "completion",
                                       "help"};
static const char *const options[] = {
    "output", "format", "comments", "encoding", "queen", "block",
    "allow-unsat", "no-column-alo", "symmetry-breaking", "solver", "all",
    "limit", "sorted", "unique", "threads", "unicode", "model", "svg"};

static const char *best_of(const char *typed, const char *const *words,
                           size_t count)
{
    suggestion s;
    suggestion_init(&s, typed, strlen(typed));
    for (size_t i = 0; i < count; i++) suggestion_offer(&s, words[i]);
    return s.best;
}

static void test_typos_of_commands(void **state)
{
    (void)state;
    static const struct {
        const char *typed, *meant; /* NULL: no suggestion */
    } cases[] = {
        {"slove", "solve"},   {"sovle", "solve"},     {"solv", "solve"},
        {"cuont", "count"},   {"coutn", "count"},     {"decod", "decode"},
        {"deocde", "decode"}, {"chekc", "check"},     {"chek", "check"},
        {"stat", "stats"},    {"explian", "explain"}, {"hlep", "help"},
        {"complete", "completion"}, {"Solve", "solve"},
        {"x", NULL},          {"foo", NULL},          {"generate", NULL},
        {"z3", NULL},         {"", NULL},             {"minisat", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *got = best_of(cases[i].typed, commands,
                                  sizeof commands / sizeof commands[0]);
        if (cases[i].meant == NULL ? got != NULL
                                   : got == NULL ||
                                         strcmp(got, cases[i].meant) != 0)
            fail_msg("'%s' suggests '%s', expected '%s'", cases[i].typed,
                     got ? got : "(nothing)",
                     cases[i].meant ? cases[i].meant : "(nothing)");
    }
}

static void test_typos_of_options(void **state)
{
    (void)state;
    static const struct {
        const char *typed, *meant;
    } cases[] = {
        {"uniq", "unique"},         {"uniqe", "unique"},
        {"unqiue", "unique"},       {"thread", "threads"},
        {"therads", "threads"},     {"encodign", "encoding"},
        {"encode", "encoding"},     {"sym", "symmetry-breaking"},
        {"symmetry", "symmetry-breaking"}, {"allow-unsta", "allow-unsat"},
        {"no-colum-alo", "no-column-alo"}, {"qeen", "queen"},
        {"quen", "queen"},          {"limt", "limit"},
        {"sortd", "sorted"},        {"ouput", "output"},
        {"fromat", "format"},       {"comment", "comments"},
        {"frob", NULL},             {"verbose", NULL},
        {"x", NULL},                {"help-me", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *got = best_of(cases[i].typed, options,
                                  sizeof options / sizeof options[0]);
        if (cases[i].meant == NULL ? got != NULL
                                   : got == NULL ||
                                         strcmp(got, cases[i].meant) != 0)
            fail_msg("'--%s' suggests '--%s', expected '--%s'",
                     cases[i].typed, got ? got : "(nothing)",
                     cases[i].meant ? cases[i].meant : "(nothing)");
    }
}

/* A closer candidate wins whatever the order; among equals, the first. */
static void test_the_closest_wins(void **state)
{
    (void)state;
    static const char *const words[] = {"abcdef", "abcdeg", "abcdex"};
    assert_string_equal(best_of("abcdeg", words, 3), "abcdeg");
    assert_string_equal(best_of("abcdez", words, 3), "abcdef");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_distances_counted_by_hand),
        cmocka_unit_test(test_typos_of_commands),
        cmocka_unit_test(test_typos_of_options),
        cmocka_unit_test(test_the_closest_wins),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
