/*
 * test_verdict.c - what a check comes to, and the names it is published
 * under.
 *
 * The verdict is held to reports made by hand rather than by the
 * checker: which summary, which issues, which differences are the
 * input, so each rule (malformed beats every summary, --strict turns down
 * an equivalence at this N alone, a check cut short stands as what it
 * decided) is seen on its own. Mending is held to small texts whose
 * mended bytes are written out here. The names are the published ones:
 * each name function gives a distinct name to every value of its enum
 * and NULL past it, and the names are those of
 * docs/check-report.schema.json, which graders compare as they are.
 */
#include "test_support.h"

#include "oracles.h"

#include <stdio.h>
#include <string.h>

/* ---- Reports made by hand --------------------------------------------- */

typedef struct hand_made {
    nqcnf_cnf cnf;
    nqcnf_cnf_issue issues[4];
    nqcnf_check_report report;
    nqcnf_difference differences[8];
} hand_made;

static void hand_made_init(hand_made *h, nqcnf_check_summary summary)
{
    memset(h, 0, sizeof *h);
    h->cnf.issues = h->issues;
    h->report.differences = h->differences;
    h->report.summary = summary;
}

static void add_issue(hand_made *h, nqcnf_cnf_issue_kind kind,
                      size_t repeats)
{
    nqcnf_cnf_issue *issue = &h->issues[h->cnf.issue_count++];
    issue->kind = kind;
    issue->line = h->cnf.issue_count;
    issue->clause = SIZE_MAX;
    issue->repeats = repeats;
}

static void add_difference(hand_made *h, nqcnf_difference_kind kind,
                           int implied)
{
    nqcnf_difference *d = &h->differences[h->report.difference_count++];
    d->kind = kind;
    d->implied = implied;
    d->component = SIZE_MAX;
}

static nqcnf_check_verdict verdict_of(const hand_made *h, unsigned policy)
{
    nqcnf_check_verdict verdict;
    assert_int_equal(nqcnf_verdict_compute(&h->cnf, &h->report, policy,
                                           &verdict),
                     NQCNF_OK);
    return verdict;
}

/* Every summary, with and without --strict, for a well-formed file. */
static const struct {
    nqcnf_check_summary summary;
    nqcnf_verdict verdict;
    nqcnf_acceptance plain, strict;
} summaries[] = {
    {NQCNF_CHECK_IDENTICAL, NQCNF_VERDICT_IDENTICAL,
     NQCNF_ACCEPTANCE_ACCEPTED, NQCNF_ACCEPTANCE_ACCEPTED},
    {NQCNF_CHECK_SAME_CLAUSES, NQCNF_VERDICT_SAME_CLAUSES,
     NQCNF_ACCEPTANCE_ACCEPTED, NQCNF_ACCEPTANCE_ACCEPTED},
    {NQCNF_CHECK_EQUIVALENT, NQCNF_VERDICT_EQUIVALENT_THIS_N,
     NQCNF_ACCEPTANCE_ACCEPTED, NQCNF_ACCEPTANCE_REJECTED},
    {NQCNF_CHECK_NOT_EQUIVALENT, NQCNF_VERDICT_NOT_EQUIVALENT,
     NQCNF_ACCEPTANCE_REJECTED, NQCNF_ACCEPTANCE_REJECTED},
    {NQCNF_CHECK_UNDECIDED, NQCNF_VERDICT_UNDECIDED,
     NQCNF_ACCEPTANCE_UNDECIDED, NQCNF_ACCEPTANCE_UNDECIDED},
    {NQCNF_CHECK_EQUIVALENT_EVERY_N, NQCNF_VERDICT_EQUIVALENT_EVERY_N,
     NQCNF_ACCEPTANCE_ACCEPTED, NQCNF_ACCEPTANCE_ACCEPTED},
    {NQCNF_CHECK_BOTH_UNSATISFIABLE, NQCNF_VERDICT_BOTH_UNSATISFIABLE,
     NQCNF_ACCEPTANCE_ACCEPTED, NQCNF_ACCEPTANCE_REJECTED},
};

#define SUMMARY_COUNT (sizeof summaries / sizeof *summaries)

static void test_every_summary(void **state)
{
    (void)state;
    for (size_t i = 0; i < SUMMARY_COUNT; i++) {
        hand_made h;
        hand_made_init(&h, summaries[i].summary);
        const nqcnf_check_verdict plain = verdict_of(&h, 0);
        assert_int_equal(plain.verdict, summaries[i].verdict);
        assert_int_equal(plain.acceptance, summaries[i].plain);
        assert_int_equal(plain.policy_rejected, 0);
        assert_int_equal(plain.errors, 0);
        const nqcnf_check_verdict strict =
            verdict_of(&h, NQCNF_POLICY_STRICT);
        assert_int_equal(strict.verdict, summaries[i].verdict);
        assert_int_equal(strict.acceptance, summaries[i].strict);
        /* only what the policy alone turns down says so */
        assert_int_equal(strict.policy_rejected,
                         summaries[i].plain != summaries[i].strict);
    }
}

/* An odd issue (a duplicate, a tautology, a header declaring variables
 * no clause uses) is no error: the verdict is the summary's. */
static void test_odd_issues_are_not_malformed(void **state)
{
    (void)state;
    hand_made h;
    hand_made_init(&h, NQCNF_CHECK_SAME_CLAUSES);
    add_issue(&h, NQCNF_CNF_DUPLICATE_CLAUSE, 1000);
    add_issue(&h, NQCNF_CNF_TAUTOLOGY, 0);
    add_issue(&h, NQCNF_CNF_COMMENT_IN_CLAUSE, 0);
    add_issue(&h, NQCNF_CNF_HEADER_VARIABLES, 0);
    const nqcnf_check_verdict v = verdict_of(&h, NQCNF_POLICY_STRICT);
    assert_int_equal(v.verdict, NQCNF_VERDICT_SAME_CLAUSES);
    assert_int_equal(v.acceptance, NQCNF_ACCEPTANCE_ACCEPTED);
    assert_int_equal(v.errors, 0);
}

/* One error makes any summary malformed and rejected, with or without
 * --strict; an error counted again on later lines is as many errors. */
static void test_malformed_beats_every_summary(void **state)
{
    (void)state;
    for (size_t i = 0; i < SUMMARY_COUNT; i++)
        for (unsigned policy = 0; policy <= NQCNF_POLICY_STRICT; policy++) {
            hand_made h;
            hand_made_init(&h, summaries[i].summary);
            add_issue(&h, NQCNF_CNF_DUPLICATE_CLAUSE, 0);
            add_issue(&h, NQCNF_CNF_NOT_A_NUMBER, 4);
            add_issue(&h, NQCNF_CNF_NO_HEADER, 0);
            const nqcnf_check_verdict v = verdict_of(&h, policy);
            assert_int_equal(v.verdict, NQCNF_VERDICT_MALFORMED);
            assert_int_equal(v.acceptance, NQCNF_ACCEPTANCE_REJECTED);
            assert_int_equal(v.policy_rejected, 0);
            assert_int_equal(v.errors, 5 + 1);
        }
}

static void test_counts_by_kind(void **state)
{
    (void)state;
    hand_made h;
    hand_made_init(&h, NQCNF_CHECK_NOT_EQUIVALENT);
    add_difference(&h, NQCNF_DIFFERENCE_EXTRA, NQCNF_IMPLIED_YES);
    add_difference(&h, NQCNF_DIFFERENCE_EXTRA, NQCNF_IMPLIED_NO);
    add_difference(&h, NQCNF_DIFFERENCE_MISSING, NQCNF_IMPLIED_NO);
    add_difference(&h, NQCNF_DIFFERENCE_MISSING, NQCNF_IMPLIED_YES);
    add_difference(&h, NQCNF_DIFFERENCE_MISSING, NQCNF_IMPLIED_ON_BOARD);
    add_difference(&h, NQCNF_DIFFERENCE_MISSING, NQCNF_IMPLIED_UNDECIDED);
    add_difference(&h, NQCNF_DIFFERENCE_ALLOWS, NQCNF_IMPLIED_NO);
    const nqcnf_check_verdict v = verdict_of(&h, 0);
    assert_int_equal(v.verdict, NQCNF_VERDICT_NOT_EQUIVALENT);
    assert_int_equal(v.acceptance, NQCNF_ACCEPTANCE_REJECTED);
    assert_int_equal(v.extra, 2);
    assert_int_equal(v.missing, 4);
    assert_int_equal(v.allows, 1);
    assert_int_equal(v.wrong, 3);
    assert_int_equal(v.undecided, 1);
}

/* A check that options.stop cut short is reported as it stands: what was
 * decided by then decides, the rest is undecided, and an error still
 * makes the file malformed. */
static void test_out_of_time(void **state)
{
    (void)state;
    hand_made h;
    /* stopped before the clauses were compared: nothing is known */
    hand_made_init(&h, NQCNF_CHECK_UNDECIDED);
    nqcnf_check_verdict v = verdict_of(&h, NQCNF_POLICY_STRICT);
    assert_int_equal(v.verdict, NQCNF_VERDICT_UNDECIDED);
    assert_int_equal(v.acceptance, NQCNF_ACCEPTANCE_UNDECIDED);
    assert_int_equal(v.missing + v.extra + v.allows, 0);

    /* stopped among the questions: the open ones are undecided */
    add_difference(&h, NQCNF_DIFFERENCE_EXTRA, NQCNF_IMPLIED_YES);
    add_difference(&h, NQCNF_DIFFERENCE_MISSING, NQCNF_IMPLIED_UNDECIDED);
    add_difference(&h, NQCNF_DIFFERENCE_MISSING, NQCNF_IMPLIED_UNDECIDED);
    v = verdict_of(&h, 0);
    assert_int_equal(v.verdict, NQCNF_VERDICT_UNDECIDED);
    assert_int_equal(v.acceptance, NQCNF_ACCEPTANCE_UNDECIDED);
    assert_int_equal(v.undecided, 2);
    assert_int_equal(v.wrong, 0);

    /* a witness found before the limit already rejects it */
    h.report.summary = NQCNF_CHECK_NOT_EQUIVALENT;
    h.differences[0].implied = NQCNF_IMPLIED_NO;
    v = verdict_of(&h, 0);
    assert_int_equal(v.verdict, NQCNF_VERDICT_NOT_EQUIVALENT);
    assert_int_equal(v.acceptance, NQCNF_ACCEPTANCE_REJECTED);
    assert_int_equal(v.wrong, 1);
    assert_int_equal(v.undecided, 2);

    /* and an error, whatever was decided */
    h.report.summary = NQCNF_CHECK_UNDECIDED;
    add_issue(&h, NQCNF_CNF_MISSING_FINAL_ZERO, 0);
    v = verdict_of(&h, 0);
    assert_int_equal(v.verdict, NQCNF_VERDICT_MALFORMED);
    assert_int_equal(v.acceptance, NQCNF_ACCEPTANCE_REJECTED);
}

/* ---- Mending ---------------------------------------------------------- */

typedef struct mending {
    const char *text;
    nqcnf_cnf cnf;
    nqcnf_check_report report;
    nqcnf_repair repair;
} mending;

/* Reads `text` for a 2 x 2 board's limit (as the command does for a
 * headerless file) and mends it against a report that says `summary`
 * of a reference of 2 variables and 2 clauses. */
static void mend(mending *m, const char *text, nqcnf_check_summary summary)
{
    memset(m, 0, sizeof *m);
    m->text = text;
    assert_int_equal(nqcnf_cnf_read_buffer(text, strlen(text), 4, &m->cnf),
                     NQCNF_OK);
    m->report.summary = summary;
    m->report.same_order = 1;
    m->report.reference_variables = 2;
    m->report.reference_clauses = 2;
    assert_int_equal(nqcnf_repair_text(text, strlen(text), 4, &m->cnf,
                                       &m->report, &m->repair),
                     NQCNF_OK);
}

static void mending_free(mending *m)
{
    nqcnf_repair_free(&m->repair);
    assert_null(m->repair.text);
    nqcnf_cnf_free(&m->cnf);
}

static void assert_mended_text(const mending *m, const char *expected)
{
    assert_non_null(m->repair.text);
    assert_int_equal(m->repair.size, strlen(expected));
    assert_memory_equal(m->repair.text, expected, strlen(expected));
    /* read again, it has no errors left */
    nqcnf_cnf again;
    assert_int_equal(nqcnf_cnf_read_buffer(m->repair.text, m->repair.size,
                                           4, &again),
                     NQCNF_OK);
    for (size_t i = 0; i < again.issue_count; i++)
        assert_false(nqcnf_cnf_issue_is_error(again.issues[i].kind));
    nqcnf_cnf_free(&again);
}

/* Only the header or the last 0: no copy, and the new header may make
 * the same clauses identical. */
static void test_mend_in_place(void **state)
{
    (void)state;
    mending m;
    mend(&m, "1 2 0\n-1 -2 0\n", NQCNF_CHECK_SAME_CLAUSES);
    assert_int_equal(m.repair.repairs, NQCNF_REPAIR_HEADER);
    assert_null(m.repair.text);
    assert_int_equal(m.repair.header_added, 1);
    assert_int_equal(m.repair.header_variables, 2);
    assert_int_equal(m.repair.header_clauses, 2);
    assert_int_equal(m.repair.summary, NQCNF_CHECK_IDENTICAL);
    mending_free(&m);

    mend(&m, "1 2 0\n-1 -2", NQCNF_CHECK_SAME_CLAUSES);
    assert_int_equal(m.repair.repairs,
                     NQCNF_REPAIR_HEADER | NQCNF_REPAIR_FINAL_ZERO);
    assert_null(m.repair.text);
    assert_int_equal(m.repair.summary, NQCNF_CHECK_IDENTICAL);
    mending_free(&m);

    /* a header that miscounts is made right, not added */
    mend(&m, "p cnf 2 3\n1 2 0\n-1 -2", NQCNF_CHECK_SAME_CLAUSES);
    assert_int_equal(m.repair.repairs,
                     NQCNF_REPAIR_HEADER | NQCNF_REPAIR_FINAL_ZERO);
    assert_int_equal(m.repair.header_added, 0);
    assert_int_equal(m.repair.summary, NQCNF_CHECK_IDENTICAL);
    mending_free(&m);

    mend(&m, "p cnf 2 2\n1 2 0\n-1 -2", NQCNF_CHECK_SAME_CLAUSES);
    assert_int_equal(m.repair.repairs, NQCNF_REPAIR_FINAL_ZERO);
    assert_int_equal(m.repair.summary, NQCNF_CHECK_IDENTICAL);
    mending_free(&m);

    /* another summary stands as it is */
    mend(&m, "1 2 0\n", NQCNF_CHECK_NOT_EQUIVALENT);
    assert_int_equal(m.repair.repairs, NQCNF_REPAIR_HEADER);
    assert_int_equal(m.repair.header_clauses, 1);
    assert_int_equal(m.repair.summary, NQCNF_CHECK_NOT_EQUIVALENT);
    mending_free(&m);
}

/* Look-alikes are typed as what they look like, in a copy, and the
 * header and last 0 of that copy are mended too. */
static void test_mend_look_alikes(void **state)
{
    (void)state;
    mending m;
    mend(&m, "\xEF\xBB\xBFp cnf 2 2\n1 2 0\n-1 -2 0\n",
         NQCNF_CHECK_NOT_EQUIVALENT);
    assert_int_equal(m.repair.repairs, NQCNF_REPAIR_BYTE_ORDER_MARK);
    assert_mended_text(&m, " p cnf 2 2\n1 2 0\n-1 -2 0\n");
    /* the copy is still to be checked */
    assert_int_equal(m.repair.summary, NQCNF_CHECK_UNDECIDED);
    mending_free(&m);

    mend(&m, "p cnf 2 3\n1\xC2\xA0" "2 0\n\xE2\x88\x92" "1 -2",
         NQCNF_CHECK_NOT_EQUIVALENT);
    assert_int_equal(m.repair.repairs,
                     NQCNF_REPAIR_SPACE | NQCNF_REPAIR_MINUS |
                         NQCNF_REPAIR_HEADER | NQCNF_REPAIR_FINAL_ZERO);
    assert_int_equal(m.repair.header_added, 0);
    assert_int_equal(m.repair.header_clauses, 2);
    /* the old header's line goes, its line end stays */
    assert_mended_text(&m, "p cnf 2 2\n\n1 2 0\n-1 -2\n0\n");
    mending_free(&m);

    mend(&m, "1 2 0\n\xE2\x80\x93" "1 -2 0\n", NQCNF_CHECK_NOT_EQUIVALENT);
    assert_int_equal(m.repair.repairs,
                     NQCNF_REPAIR_MINUS | NQCNF_REPAIR_HEADER);
    assert_int_equal(m.repair.header_added, 1);
    assert_mended_text(&m, "p cnf 2 2\n1 2 0\n-1 -2 0\n");
    mending_free(&m);
}

/* An error no repair mends leaves no mended form, look-alikes or not. */
static void test_no_mended_form(void **state)
{
    (void)state;
    static const char *const texts[] = {
        "p cnf 2 2\n1 x 0\n-1 -2 0\n",
        "p cnf 2 2\n1 x 0\n\xE2\x88\x92" "1 -2 0\n",
        "p cnf 2 2\n1 5 0\n-1 -2 0\n",
        "p cnf 2 2\n1 2 0\n-1 -2 0\n", /* nothing to mend */
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        mending m;
        mend(&m, texts[i], NQCNF_CHECK_NOT_EQUIVALENT);
        assert_int_equal(m.repair.repairs, 0);
        assert_null(m.repair.text);
        assert_int_equal(m.repair.size, 0);
        mending_free(&m);
    }
}

/* One mending that copies, for the fault injection: every block it
 * takes is given back before it returns, as oom_loop asks. */
static nqcnf_status mend_once(void *context)
{
    mending *m = context;
    nqcnf_repair repair;
    const nqcnf_status status =
        nqcnf_repair_text(m->text, strlen(m->text), 4, &m->cnf, &m->report,
                          &repair);
    if (status != NQCNF_OK) {
        assert_null(repair.text);
        assert_int_equal(repair.repairs, 0);
    }
    m->repair.repairs = repair.repairs;
    nqcnf_repair_free(&repair);
    return status;
}

static void test_mend_out_of_memory(void **state)
{
    (void)state;
    mending m;
    mend(&m, "p cnf 2 3\n1 2 0\n\xE2\x88\x92" "1 -2", NQCNF_CHECK_UNDECIDED);
    nqcnf_repair_free(&m.repair);
    m.repair.repairs = 0;
    assert_true(oom_loop("nqcnf_repair_text", mend_once, &m) > 0);
    assert_int_equal(m.repair.repairs, NQCNF_REPAIR_MINUS |
                                           NQCNF_REPAIR_HEADER |
                                           NQCNF_REPAIR_FINAL_ZERO);
    nqcnf_cnf_free(&m.cnf);
}

/* ---- Names -------------------------------------------------------------- */

/* Every name there and none twice. */
static void assert_distinct(const char *what, const char *const *names,
                            size_t count)
{
    for (size_t i = 0; i < count; i++) {
        if (names[i] == NULL || names[i][0] == '\0')
            fail_msg("%s: value %zu has no name", what, i);
        for (size_t j = 0; j < i; j++)
            if (strcmp(names[i], names[j]) == 0)
                fail_msg("%s: values %zu and %zu are both \"%s\"", what, j,
                         i, names[i]);
    }
}

/* The names of an enum's values 0 .. last, which must be distinct, and
 * none just past either end. */
#define ASSERT_ENUM_NAMES(function, type, last)                           \
    do {                                                                  \
        const char *names_[(size_t)(last) + 1];                           \
        for (size_t v_ = 0; v_ <= (size_t)(last); v_++)                   \
            names_[v_] = function((type)v_);                              \
        assert_distinct(#function, names_, (size_t)(last) + 1);           \
        assert_null(function((type)((last) + 1)));                        \
        assert_null(function((type)-1));                                  \
    } while (0)

static void test_enum_names(void **state)
{
    (void)state;
    ASSERT_ENUM_NAMES(nqcnf_verdict_name, nqcnf_verdict,
                      NQCNF_VERDICT_COUNT - 1);
    ASSERT_ENUM_NAMES(nqcnf_acceptance_name, nqcnf_acceptance,
                      NQCNF_ACCEPTANCE_UNDECIDED);
    ASSERT_ENUM_NAMES(nqcnf_check_summary_name, nqcnf_check_summary,
                      NQCNF_CHECK_BOTH_UNSATISFIABLE);
    ASSERT_ENUM_NAMES(nqcnf_cnf_issue_kind_name, nqcnf_cnf_issue_kind,
                      NQCNF_CNF_COMMENT_IN_CLAUSE);
    ASSERT_ENUM_NAMES(nqcnf_difference_kind_name, nqcnf_difference_kind,
                      NQCNF_DIFFERENCE_ALLOWS);
    ASSERT_ENUM_NAMES(nqcnf_diagnosis_kind_name, nqcnf_diagnosis_kind,
                      NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY);
    ASSERT_ENUM_NAMES(nqcnf_family_name, nqcnf_family,
                      NQCNF_FAMILY_COUNT - 1);
    ASSERT_ENUM_NAMES(nqcnf_text_kind_name, nqcnf_text_kind,
                      NQCNF_TEXT_SOLVER_OUTPUT);
}

static void test_flag_and_implied_names(void **state)
{
    (void)state;
    const char *names[6];
    for (unsigned i = 0; i < 6; i++)
        names[i] = nqcnf_variant_name(1u << i);
    assert_distinct("nqcnf_variant_name", names, 6);
    assert_null(nqcnf_variant_name(1u << 6));
    assert_null(nqcnf_variant_name(3));
    for (unsigned i = 0; i < 5; i++)
        names[i] = nqcnf_repair_name(1u << i);
    assert_distinct("nqcnf_repair_name", names, 5);
    assert_null(nqcnf_repair_name(1u << 5));
    assert_null(nqcnf_repair_name(0));
    for (int implied = NQCNF_IMPLIED_UNDECIDED;
         implied <= NQCNF_IMPLIED_ON_BOARD; implied++)
        names[implied + 1] = nqcnf_implied_name(implied);
    assert_distinct("nqcnf_implied_name", names, 4);
    assert_null(nqcnf_implied_name(NQCNF_IMPLIED_UNDECIDED - 1));
    assert_null(nqcnf_implied_name(NQCNF_IMPLIED_ON_BOARD + 1));
}

/* A summary is published as the verdict it gives a well-formed file. */
static void test_summary_names_are_verdicts(void **state)
{
    (void)state;
    for (size_t i = 0; i < SUMMARY_COUNT; i++)
        assert_string_equal(nqcnf_check_summary_name(summaries[i].summary),
                            nqcnf_verdict_name(summaries[i].verdict));
    assert_string_equal(nqcnf_check_summary_name(NQCNF_CHECK_EQUIVALENT),
                        "equivalent-this-n");
}

static text_buffer schema_text(void)
{
    text_buffer text = read_data_file("../../docs/check-report.schema.json");
    assert_int_equal(text_buffer_write(&text, "", 1), 0);
    return text;
}

static void assert_in_schema(const text_buffer *schema, const char *name)
{
    char quoted[80];
    snprintf(quoted, sizeof quoted, "\"%s\"", name);
    if (strstr(schema->data, quoted) == NULL)
        fail_msg("%s is not a name of docs/check-report.schema.json", name);
}

/* The names are the schema's: the verdicts its `verdict` enum, in its
 * order, and every other name one of its values. */
static void test_names_are_the_schemas(void **state)
{
    (void)state;
    text_buffer schema = schema_text();
    char verdicts[512] = "\"enum\": [";
    for (int v = 0; v < NQCNF_VERDICT_COUNT; v++) {
        strcat(verdicts, v > 0 ? ", \"" : "\"");
        strcat(verdicts, nqcnf_verdict_name((nqcnf_verdict)v));
        strcat(verdicts, "\"");
    }
    strcat(verdicts, "]");
    if (strstr(schema.data, verdicts) == NULL)
        fail_msg("the schema has no verdict enum %s", verdicts);
    for (int k = 0; k <= NQCNF_CNF_COMMENT_IN_CLAUSE; k++)
        assert_in_schema(&schema,
                         nqcnf_cnf_issue_kind_name((nqcnf_cnf_issue_kind)k));
    for (int k = 0; k <= NQCNF_DIFFERENCE_ALLOWS; k++)
        assert_in_schema(&schema, nqcnf_difference_kind_name(
                                      (nqcnf_difference_kind)k));
    for (int k = NQCNF_IMPLIED_UNDECIDED; k <= NQCNF_IMPLIED_ON_BOARD; k++)
        assert_in_schema(&schema, nqcnf_implied_name(k));
    for (int k = 0; k <= NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY; k++)
        assert_in_schema(&schema, nqcnf_diagnosis_kind_name(
                                      (nqcnf_diagnosis_kind)k));
    /* OTHER is published as null */
    for (int k = 0; k < NQCNF_FAMILY_OTHER; k++)
        assert_in_schema(&schema, nqcnf_family_name((nqcnf_family)k));
    /* a text that is DIMACS or SMT-LIB is read, never diagnosed */
    for (int k = 0; k <= NQCNF_TEXT_SOLVER_OUTPUT; k++)
        if (k != NQCNF_TEXT_DIMACS && k != NQCNF_TEXT_SMT_LIB)
            assert_in_schema(&schema,
                             nqcnf_text_kind_name((nqcnf_text_kind)k));
    for (unsigned i = 0; i < 6; i++)
        assert_in_schema(&schema, nqcnf_variant_name(1u << i));
    for (unsigned i = 0; i < 5; i++)
        assert_in_schema(&schema, nqcnf_repair_name(1u << i));
    text_buffer_free(&schema);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_summary),
        cmocka_unit_test(test_odd_issues_are_not_malformed),
        cmocka_unit_test(test_malformed_beats_every_summary),
        cmocka_unit_test(test_counts_by_kind),
        cmocka_unit_test(test_out_of_time),
        cmocka_unit_test(test_mend_in_place),
        cmocka_unit_test(test_mend_look_alikes),
        cmocka_unit_test(test_no_mended_form),
        cmocka_unit_test(test_mend_out_of_memory),
        cmocka_unit_test(test_enum_names),
        cmocka_unit_test(test_flag_and_implied_names),
        cmocka_unit_test(test_summary_names_are_verdicts),
        cmocka_unit_test(test_names_are_the_schemas),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
