/*
 * test_smt2_files.c - the SMT-LIB reader on files as students write them
 * (tests/data/smt2, listed in its README).
 *
 * The course's page (course_page_4_queens.txt) is read as published: its
 * file 4-queen.txt is cut out of the page here, never copied by hand,
 * and must give the lessons' 2 boards of N = 4 (the models of the
 * translated clauses by the DPLL of tests/support, each board checked by
 * the oracle), with the typo `(and x1y3 x1y2)` a duplicate of the row
 * group's clause. Each data file's naming (pattern, base, which number
 * is the row, and whether the clauses decided it) is written out by
 * hand; every failed allocation must come back as out of memory.
 *
 * Run as `test_smt2_files --dimacs N FILE`, it prints the translation
 * of FILE as DIMACS instead, for tests/e2e_smt2_z3.sh to compare with
 * z3: a test's helper, not an option of the command.
 */
#include "read_support.h"
#include "oracles.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The page's 4-queen.txt: the lines between "4-queen.txt" and "We call
 * Z3", without the page's two spaces of indentation. The page writes
 * the code's spaces as no-break spaces (U+00A0), as a browser copies
 * them; with `plain` they become spaces, as z3 needs them. */
static text_buffer course_file(int plain)
{
    text_buffer page = read_data_file("smt2/course_page_4_queens.txt");
    text_buffer out = {NULL, 0, 0};
    const char *start = strstr(page.data, "\n4-queen.txt\n");
    const char *end = strstr(page.data, "\nWe call Z3");
    assert_non_null(start);
    assert_non_null(end);
    for (const char *line = start + 13; line < end;) {
        const char *next = memchr(line, '\n', (size_t)(end - line));
        const char *stop = next ? next : end;
        if (stop - line >= 2 && line[0] == ' ' && line[1] == ' ') line += 2;
        for (const char *c = line; c < stop; c++) {
            if (plain && c + 1 < stop && memcmp(c, "\xc2\xa0", 2) == 0) {
                text_buffer_write(&out, " ", 1);
                c++;
            } else {
                text_buffer_write(&out, c, 1);
            }
        }
        text_buffer_write(&out, "\n", 1);
        line = stop + 1;
    }
    text_buffer_write(&out, "", 1);
    out.size--;
    text_buffer_free(&page);
    return out;
}

/* The 1-based line of the first occurrence of `needle`. */
static size_t line_of(const char *text, const char *needle)
{
    const char *at = strstr(text, needle);
    assert_non_null(at);
    size_t line = 1;
    for (const char *c = text; c < at; c++) line += *c == '\n';
    return line;
}

/* The models of the clauses, all over the n*n squares, found by the
 * DPLL of tests/support and each checked to be a solution; returns how
 * many. */
static uint64_t count_boards(const nqcnf_cnf *cnf, uint32_t n)
{
    assert_true(cnf->max_variable <= n * n);
    recording rec;
    nqcnf_sink sink;
    recording_sink_init(&rec, &sink);
    for (size_t c = 0; c < cnf->clause_count; c++)
        assert_int_equal(
            recording_add_clause(&rec, cnf->literals + cnf->offsets[c],
                                 cnf->offsets[c + 1] - cnf->offsets[c] - 1),
            NQCNF_OK);
    signed char *open = calloc((size_t)n * n + 1, 1);
    assert_non_null(open);
    const uint64_t found = oracle_models(&rec, (int32_t)(n * n),
                                         (int32_t)(n * n), open,
                                         oracle_model_is_solution, &n);
    free(open);
    recording_free(&rec);
    return found;
}

static void test_the_course_page_file(void **state)
{
    (void)state;
    text_buffer raw = course_file(0);
    nqcnf_smt2 smt2;
    /* as copied from the page: z3 refuses it too */
    assert_int_equal(nqcnf_smt2_read_buffer(raw.data, raw.size, 4, &smt2),
                     NQCNF_OK);
    assert_int_equal(smt2.error_line, 2);
    assert_int_equal(smt2.error_column, 1);
    assert_non_null(strstr(smt2.error, "U+00A0"));
    nqcnf_smt2_free(&smt2);
    text_buffer_free(&raw);

    text_buffer file = course_file(1);
    assert_int_equal(nqcnf_smt2_read_buffer(file.data, file.size, 4, &smt2),
                     NQCNF_OK);
    assert_int_equal(smt2.error_line, 0);
    assert_string_equal(smt2.naming.pattern, "x<r>y<c>");
    assert_int_equal(smt2.naming.base, 0);
    assert_int_equal(smt2.naming.row_first, 1);
    assert_int_equal(smt2.naming.order_decided, 1); /* rows' clauses only */
    /* 4 rows, 4 x 6 pairs in rows and columns, 3 x 14 on diagonals */
    assert_int_equal(smt2.cnf.clause_count, 4 + 24 + 24 + 3 * 14);
    assert_string_equal(smt2.names[7], "x1y2");
    assert_int_equal(smt2.name_lines[1], line_of(file.data, "x0y0 Bool"));
    assert_int_equal(count_boards(&smt2.cnf, 4), oracle_a000170[4]);
    const size_t typo = line_of(file.data, "(and x1y3 x1y2) (and x0y3");
    const size_t row_1 = line_of(file.data, "(and x1y3 x1y2))))");
    int found = 0;
    for (size_t i = 0; i < smt2.cnf.issue_count; i++) {
        const nqcnf_cnf_issue *issue = &smt2.cnf.issues[i];
        assert_int_equal(issue->kind, NQCNF_CNF_DUPLICATE_CLAUSE);
        if (issue->line != typo) continue;
        found = 1;
        assert_int_equal(issue->other_line, row_1);
        size_t count;
        const int32_t *clause =
            nqcnf_cnf_normalized(&smt2.cnf, issue->clause, &count);
        assert_int_equal(count, 2);
        assert_int_equal(clause[0], -7); /* x1y2 */
        assert_int_equal(clause[1], -8); /* x1y3 */
    }
    assert_true(found);
    nqcnf_smt2_free(&smt2);
    text_buffer_free(&file);
}

typedef struct naming_case {
    const char *file;
    uint32_t n;
    const char *pattern;
    uint32_t base;
    int row_first, decided;
    const char *square_1; /* the name of variable 1, (0, 0) */
    const char *square_2; /* of variable 2, (0, 1) */
} naming_case;

static void test_each_file_names_its_squares(void **state)
{
    (void)state;
    static const naming_case cases[] = {
        {"lessons_style_5.smt2", 5, "x<r>y<c>", 0, 1, 0, "x0y0", "x0y1"},
        {"q_one_based_6.smt2", 6, "q_<r>_<c>", 1, 1, 1, "q_1_1", "q_1_2"},
        {"column_first_5.smt2", 5, "q_<c>_<r>", 1, 0, 1, "q_1_1", "q_2_1"},
        {"at_most_one_pairs_8.smt2", 8, "r<r>c<c>", 1, 1, 0, "r1c1", "r1c2"},
        {"exactly_one_implications_5.smt2", 5, "Q_<r>_<c>", 1, 1, 0, "Q_1_1",
         "Q_1_2"},
        {"helper_variables_6.smt2", 6, "queen_<r>_<c>", 1, 1, 0, "queen_1_1",
         "queen_1_2"},
        {"wrong_missing_diagonal_4.smt2", 4, "q<r><c>", 0, 1, 0, "q00", "q01"},
        {"constructs_4.smt2", 4, "p_<r>_<c>", 0, 1, 0, "p_0_0", "p_0_1"},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        char path[128];
        snprintf(path, sizeof path, "smt2/%s", cases[i].file);
        text_buffer text = read_data_file(path);
        nqcnf_smt2 smt2;
        assert_int_equal(nqcnf_smt2_read_buffer(text.data, text.size,
                                                cases[i].n, &smt2),
                         NQCNF_OK);
        if (smt2.error_line != 0) fail_msg("%s: %s", path, smt2.error);
        assert_string_equal(smt2.naming.pattern, cases[i].pattern);
        assert_int_equal(smt2.naming.base, cases[i].base);
        assert_int_equal(smt2.naming.row_first, cases[i].row_first);
        assert_int_equal(smt2.naming.order_decided, cases[i].decided);
        assert_string_equal(smt2.names[1], cases[i].square_1);
        assert_string_equal(smt2.names[2], cases[i].square_2);
        nqcnf_smt2_free(&smt2);
        text_buffer_free(&text);
    }
}

/* The helper variables of helper_variables_6 are numbered above 36 and
 * keep their names; the one no assert uses takes no number. */
static void test_helper_variables_keep_their_names(void **state)
{
    (void)state;
    text_buffer text = read_data_file("smt2/helper_variables_6.smt2");
    nqcnf_smt2 smt2;
    assert_int_equal(nqcnf_smt2_read_buffer(text.data, text.size, 6, &smt2),
                     NQCNF_OK);
    assert_int_equal(smt2.cnf.max_variable, 36 + 6);
    assert_string_equal(smt2.names[37], "row_ok_a");
    assert_string_equal(smt2.names[42], "row_ok_f");
    for (uint32_t v = 1; v <= smt2.cnf.max_variable; v++)
        assert_non_null(smt2.names[v]);
    nqcnf_smt2_free(&smt2);
    text_buffer_free(&text);
}

typedef struct read_run {
    text_buffer text;
    nqcnf_smt2 smt2;
} read_run;

static nqcnf_status read_constructs(void *context)
{
    read_run *run = context;
    const nqcnf_status status = nqcnf_smt2_read_buffer(
        run->text.data, run->text.size, 4, &run->smt2);
    if (status != NQCNF_OK) {
        assert_null(run->smt2.cnf.literals);
        assert_null(run->smt2.names);
    } else {
        assert_int_equal(run->smt2.error_line, 0);
    }
    nqcnf_smt2_free(&run->smt2);
    return status;
}

static void test_every_failed_allocation_is_out_of_memory(void **state)
{
    (void)state;
    read_run run;
    memset(&run, 0, sizeof run);
    run.text = read_data_file("smt2/constructs_4.smt2");
    assert_true(oom_loop("read constructs_4.smt2", read_constructs, &run) > 10);
    text_buffer_free(&run.text);
}

static void test_bad_arguments(void **state)
{
    (void)state;
    nqcnf_smt2 smt2;
    assert_int_equal(nqcnf_smt2_read_buffer("", 0, 4, NULL),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_smt2_read_buffer(NULL, 1, 4, &smt2),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_smt2_read_buffer("", 0, 0, &smt2),
                     NQCNF_ERR_INVALID_ARGUMENT);
    nqcnf_smt2_free(&smt2);
    assert_int_equal(nqcnf_smt2_read_buffer(NULL, 0, 4, &smt2), NQCNF_OK);
    assert_int_equal(smt2.cnf.clause_count, 0);
    assert_int_equal(smt2.error_line, 0);
    nqcnf_smt2_free(&smt2);
    nqcnf_smt2_free(NULL);
}

/* The e2e helper: FILE's translation as DIMACS on stdout. */
static int print_dimacs(const char *size, const char *path)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL) return 2;
    static char data[1 << 22];
    const size_t length = fread(data, 1, sizeof data, file);
    fclose(file);
    nqcnf_smt2 smt2;
    if (nqcnf_smt2_read_buffer(data, length, (uint32_t)atoi(size), &smt2) !=
        NQCNF_OK)
        return 2;
    if (smt2.error_line != 0) {
        fprintf(stderr, "%s:%zu:%zu: %s\n", path, smt2.error_line,
                smt2.error_column, smt2.error);
        nqcnf_smt2_free(&smt2);
        return 1;
    }
    const nqcnf_cnf *cnf = &smt2.cnf;
    printf("p cnf %u %zu\n", cnf->max_variable, cnf->clause_count);
    for (size_t c = 0; c < cnf->clause_count; c++) {
        for (size_t k = cnf->offsets[c]; k + 1 < cnf->offsets[c + 1]; k++)
            printf("%d ", (int)cnf->literals[k]);
        printf("0\n");
    }
    nqcnf_smt2_free(&smt2);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--dimacs") == 0)
        return print_dimacs(argv[2], argv[3]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_course_page_file),
        cmocka_unit_test(test_each_file_names_its_squares),
        cmocka_unit_test(test_helper_variables_keep_their_names),
        cmocka_unit_test(test_every_failed_allocation_is_out_of_memory),
        cmocka_unit_test(test_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
