/*
 * test_api_contracts.c - every public function, given NULL and zeros.
 *
 * A library is called by programs it has never seen, and the first thing
 * such a program gets wrong is an argument: a pointer not yet allocated,
 * a struct never initialized, a board of size 0. The header promises a
 * documented answer for those (NQCNF_ERR_INVALID_ARGUMENT, NULL, 0, a
 * harmless no-op for the _free and _init functions), never a crash and
 * never a "yes" (a NULL board is not a solution). The other unit tests
 * hold each function to what it does with good arguments; this one holds
 * all of them to the contract for bad ones, in one table with a row per
 * NQCNF_API function, so that a function added to the header without its
 * guard shows up here: the last test reads both headers and fails for
 * any NQCNF_API name the table lacks. cmocka turns a crash into the
 * failure of that row, so one missing guard does not hide the others; the
 * sanitizer suite runs the same table under ASan and UBSan.
 */
#include "test_support.h"

#include "core/internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define INVALID NQCNF_ERR_INVALID_ARGUMENT

/* A refusal says what it refused (nqcnf_errmsg). The message is primed
 * first with one no refusal writes, through the library's own private
 * nqcnf_invalid, so a refusal that leaves the last message standing
 * fails here rather than passing on an older one's. */
#define STALE_MESSAGE "(no refusal writes this)"
#define assert_invalid(call)                                                \
    do {                                                                    \
        assert_int_equal(nqcnf_invalid("%s", STALE_MESSAGE), INVALID);      \
        assert_int_equal((call), INVALID);                                  \
        assert_string_not_equal(nqcnf_errmsg(), STALE_MESSAGE);             \
        assert_true(nqcnf_errmsg()[0] != '\0');                             \
    } while (0)

/* Callbacks that must never be reached: each test gives them only with an
 * argument that is wrong elsewhere, so the call must stop first. */
static int never_write(void *context, const void *data, size_t size)
{
    (void)context; (void)data; (void)size;
    fail_msg("a write callback was called for a refused call");
    return -1;
}

static int never_solution(void *context, const nqcnf_board *solution)
{
    (void)context; (void)solution;
    fail_msg("a solution callback was called for a refused call");
    return 1;
}

static int never_answer(void *context, const nqcnf_answer *answer)
{
    (void)context; (void)answer;
    fail_msg("an answer callback was called for a refused call");
    return 1;
}

static nqcnf_status never_line(void *context, const nqcnf_line *line)
{
    (void)context; (void)line;
    fail_msg("a line visitor was called for a refused call");
    return NQCNF_ERR_INTERNAL;
}

static int never_auxiliary(void *context, const nqcnf_auxiliary *auxiliary)
{
    (void)context; (void)auxiliary;
    fail_msg("an auxiliary visitor was called for a refused call");
    return 1;
}

static nqcnf_status never_clause(void *context, const int32_t *literals,
                                 size_t count)
{
    (void)context; (void)literals; (void)count;
    fail_msg("a sink was called for a refused call");
    return NQCNF_ERR_INTERNAL;
}

static int answers_nothing(void *context, const nqcnf_answer *answer)
{
    (void)context; (void)answer;
    return 0;
}

/* Good arguments to pair with the bad one under test. */
static nqcnf_options good_options(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 4);
    return options;
}

/* A struct that never went through its init function: all zero bytes,
 * struct_size 0 among them. */
static nqcnf_options zero_options(void)
{
    nqcnf_options options;
    memset(&options, 0, sizeof options);
    return options;
}

/* ---- Status, version, allocator --------------------------------------- */

static void strerror_of_unknown_status(void **state)
{
    (void)state;
    assert_non_null(nqcnf_strerror((nqcnf_status)-1));
    assert_non_null(nqcnf_strerror((nqcnf_status)9999));
}

static void errmsg_is_text(void **state)
{
    (void)state;
    assert_non_null(nqcnf_errmsg());
    assert_invalid(nqcnf_options_check(NULL));
    assert_non_null(nqcnf_errmsg());
    assert_true(nqcnf_errmsg()[0] != '\0');
}

static void version_is_text(void **state)
{
    (void)state;
    assert_non_null(nqcnf_version());
}

static void set_allocator_null_restores_malloc(void **state)
{
    (void)state;
    nqcnf_set_allocator(NULL);
    /* An allocator missing a function is the same as NULL. */
    nqcnf_allocator partial = {NULL, NULL, NULL, NULL};
    nqcnf_set_allocator(&partial);
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 3, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    nqcnf_board_free(&board);
    nqcnf_set_allocator(NULL);
}

/* ---- Names of the enums ----------------------------------------------- */

static void encoding_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_encoding_name((nqcnf_encoding)NQCNF_ENCODING_COUNT));
    assert_null(nqcnf_encoding_name((nqcnf_encoding)-1));
}

static void encoding_from_name_null(void **state)
{
    (void)state;
    nqcnf_encoding encoding;
    assert_invalid(nqcnf_encoding_from_name(NULL, &encoding));
    assert_invalid(nqcnf_encoding_from_name("pairwise", NULL));
    assert_invalid(nqcnf_encoding_from_name("", &encoding));
}

static void backend_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_backend_name((nqcnf_backend)NQCNF_BACKEND_COUNT));
    assert_null(nqcnf_backend_name((nqcnf_backend)-1));
}

static void backend_from_name_null(void **state)
{
    (void)state;
    nqcnf_backend backend;
    assert_invalid(nqcnf_backend_from_name(NULL, &backend));
    assert_invalid(nqcnf_backend_from_name("picosat", NULL));
    assert_invalid(nqcnf_backend_from_name("", &backend));
}

static void backend_available_unknown(void **state)
{
    (void)state;
    assert_int_equal(
        nqcnf_backend_available((nqcnf_backend)NQCNF_BACKEND_COUNT), 0);
    assert_int_equal(nqcnf_backend_available((nqcnf_backend)-1), 0);
}

static void format_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_format_name((nqcnf_format)NQCNF_FORMAT_COUNT));
    assert_null(nqcnf_format_name((nqcnf_format)-1));
}

static void format_from_name_null(void **state)
{
    (void)state;
    nqcnf_format format;
    assert_invalid(nqcnf_format_from_name(NULL, &format));
    assert_invalid(nqcnf_format_from_name("dimacs", NULL));
    assert_invalid(nqcnf_format_from_name("", &format));
}

static void format_flags_unknown(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_format_flags((nqcnf_format)NQCNF_FORMAT_COUNT),
                     0);
    assert_int_equal(nqcnf_format_flags((nqcnf_format)-1), 0);
}

/* Documented: a value that is no kind counts as an error, the safe side
 * for a caller that refuses malformed files. */
static void cnf_issue_is_error_unknown(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_cnf_issue_is_error((nqcnf_cnf_issue_kind)-1), 1);
    assert_int_equal(nqcnf_cnf_issue_is_error((nqcnf_cnf_issue_kind)9999),
                     1);
}

/* Documented: a value that is no kind is rejected by every course
 * solver; a NULL buffer of size 0 only measures, like snprintf. */
static void cnf_issue_solvers_unknown(void **state)
{
    (void)state;
    static const char all[] = "minisat, cryptominisat5, cadical and picosat";
    char words[sizeof all];
    assert_int_equal(nqcnf_cnf_issue_solvers((nqcnf_cnf_issue_kind)-1, 1,
                                             words, sizeof words),
                     sizeof all - 1);
    assert_string_equal(words, all);
    assert_int_equal(nqcnf_cnf_issue_solvers((nqcnf_cnf_issue_kind)9999, 0,
                                             NULL, 0),
                     0);
}

static void symmetry_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_symmetry_name((nqcnf_symmetry)NQCNF_SYMMETRIES));
    assert_null(nqcnf_symmetry_name((nqcnf_symmetry)-1));
}

/* Every value of 0 .. count-1 named, each name its own; none past them. */
#define ASSERT_NAMES(name_of, type, count)                                  \
    do {                                                                    \
        for (unsigned v = 0; v < (count); v++) {                            \
            assert_non_null(name_of((type)v));                              \
            for (unsigned w = 0; w < v; w++)                                \
                assert_string_not_equal(name_of((type)v),                   \
                                        name_of((type)w));                  \
        }                                                                   \
        assert_null(name_of((type)(count)));                                \
        assert_null(name_of((type)-1));                                     \
    } while (0)

static void line_kind_name_unknown(void **state)
{
    (void)state;
    ASSERT_NAMES(nqcnf_line_kind_name, nqcnf_line_kind, 4u);
}

static void square_name_unknown(void **state)
{
    (void)state;
    ASSERT_NAMES(nqcnf_square_name, nqcnf_square, 3u);
}

static void problem_kind_name_unknown(void **state)
{
    (void)state;
    ASSERT_NAMES(nqcnf_problem_kind_name, nqcnf_problem_kind, 5u);
}

static void auxiliary_kind_name_unknown(void **state)
{
    (void)state;
    ASSERT_NAMES(nqcnf_auxiliary_kind_name, nqcnf_auxiliary_kind, 2u);
}

static void meaning_kind_name_unknown(void **state)
{
    (void)state;
    ASSERT_NAMES(nqcnf_meaning_kind_name, nqcnf_meaning_kind,
                 NQCNF_MEANING_FIRST_OF_CLASS + 1u);
}

/* ---- Options and geometry --------------------------------------------- */

static void options_init_null(void **state)
{
    (void)state;
    nqcnf_options_init(NULL, 8);
}

static void options_check_null_and_zero(void **state)
{
    (void)state;
    assert_invalid(nqcnf_options_check(NULL));
    nqcnf_options zero = zero_options();
    assert_invalid(nqcnf_options_check(&zero));
    nqcnf_options options = good_options();
    options.n = 0;
    assert_invalid(nqcnf_options_check(&options));
    options = good_options();
    options.queen_count = 1; /* and queens NULL */
    assert_invalid(nqcnf_options_check(&options));
    options = good_options();
    options.blocked_count = 1;
    assert_invalid(nqcnf_options_check(&options));
}

static void queens_conflict_null(void **state)
{
    (void)state;
    size_t first = 7, second = 7;
    assert_int_equal(nqcnf_queens_conflict(NULL, &first, &second), 0);
    nqcnf_options zero = zero_options();
    assert_int_equal(nqcnf_queens_conflict(&zero, NULL, NULL), 0);
    nqcnf_options options = good_options();
    options.queen_count = 2;
    assert_int_equal(nqcnf_queens_conflict(&options, NULL, NULL), 0);
}

static void variable_off_the_board(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_variable(8, 0, 0), 1);
    assert_int_equal(nqcnf_variable(8, 7, 7), 64);
    assert_int_equal(nqcnf_variable(8, 9, 9), 0);
    assert_int_equal(nqcnf_variable(8, 8, 0), 0);
    assert_int_equal(nqcnf_variable(8, 0, 8), 0);
    assert_int_equal(nqcnf_variable(0, 0, 0), 0);
    assert_int_equal(nqcnf_variable(NQCNF_MAX_N + 1, 0, 0), 0);
    assert_int_equal(nqcnf_variable(UINT32_MAX, 1, 1), 0);
}

static void symmetry_group_null(void **state)
{
    (void)state;
    unsigned group = 0;
    nqcnf_options options = good_options();
    assert_invalid(nqcnf_symmetry_group(NULL, &group));
    assert_invalid(nqcnf_symmetry_group(&options, NULL));
    nqcnf_options zero = zero_options();
    assert_invalid(nqcnf_symmetry_group(&zero, &group));
}

/* ---- Sizes, generator, lines, clause list ----------------------------- */

static void sizes_compute_null(void **state)
{
    (void)state;
    nqcnf_sizes counts;
    nqcnf_options options = good_options(), zero = zero_options();
    assert_invalid(nqcnf_sizes_compute(NULL, &counts));
    assert_invalid(nqcnf_sizes_compute(&options, NULL));
    assert_invalid(nqcnf_sizes_compute(&zero, &counts));
}

static void format_size_null(void **state)
{
    (void)state;
    uint64_t variables, constraints;
    int encoded;
    nqcnf_options zero = zero_options(), options = good_options();
    assert_invalid(nqcnf_format_size(NULL, NQCNF_FORMAT_DIMACS, &variables,
                                     &constraints, &encoded));
    assert_invalid(nqcnf_format_size(&zero, NQCNF_FORMAT_DIMACS,
                                     &variables, &constraints, &encoded));
    assert_invalid(nqcnf_format_size(&options,
                                     (nqcnf_format)NQCNF_FORMAT_COUNT,
                                     &variables, &constraints, &encoded));
    /* Documented: any of the three results may be NULL. */
    assert_int_equal(nqcnf_format_size(&options, NQCNF_FORMAT_DIMACS, NULL,
                                       NULL, NULL), NQCNF_OK);
}

static void sink_init_null(void **state)
{
    (void)state;
    nqcnf_sink_init(NULL);
}

static void generate_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_sink sink;
    nqcnf_sink_init(&sink);
    assert_invalid(nqcnf_generate(&options, &sink)); /* no
                                                        add_clause */
    assert_invalid(nqcnf_generate(&options, NULL));
    sink.add_clause = never_clause;
    assert_invalid(nqcnf_generate(NULL, &sink));
    assert_invalid(nqcnf_generate(&zero, &sink));
    nqcnf_sink zero_sink;
    memset(&zero_sink, 0, sizeof zero_sink);
    zero_sink.add_clause = never_clause;
    assert_invalid(nqcnf_generate(&options, &zero_sink));
}

static void for_each_line_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    assert_invalid(nqcnf_for_each_line(NULL, never_line, NULL));
    assert_invalid(nqcnf_for_each_line(&options, NULL, NULL));
    assert_invalid(nqcnf_for_each_line(&zero, never_line, NULL));
}

static void auxiliary_describe_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    assert_invalid(nqcnf_auxiliary_describe(NULL, never_auxiliary, NULL));
    assert_invalid(nqcnf_auxiliary_describe(&options, NULL, NULL));
    assert_invalid(nqcnf_auxiliary_describe(&zero, never_auxiliary, NULL));
}

static void clause_list_build_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_clause_list list;
    assert_invalid(nqcnf_clause_list_build(NULL, &list));
    assert_invalid(nqcnf_clause_list_build(&options, NULL));
    assert_invalid(nqcnf_clause_list_build(&zero, &list));
    nqcnf_clause_list_free(&list); /* left empty, safe to free */
}

static void clause_list_get_null(void **state)
{
    (void)state;
    size_t count = 7;
    assert_null(nqcnf_clause_list_get(NULL, 0, &count));
    assert_int_equal(count, 0);
    nqcnf_clause_list empty;
    memset(&empty, 0, sizeof empty);
    count = 7;
    assert_null(nqcnf_clause_list_get(&empty, 0, &count));
    assert_int_equal(count, 0);
    nqcnf_options options = good_options();
    nqcnf_clause_list list;
    assert_int_equal(nqcnf_clause_list_build(&options, &list), NQCNF_OK);
    assert_null(nqcnf_clause_list_get(&list, list.clause_count, &count));
    assert_non_null(nqcnf_clause_list_get(&list, 0, NULL));
    nqcnf_clause_list_free(&list);
}

static void clause_list_free_null(void **state)
{
    (void)state;
    nqcnf_clause_list_free(NULL);
    nqcnf_clause_list empty;
    memset(&empty, 0, sizeof empty);
    nqcnf_clause_list_free(&empty);
}

/* ---- Instances -------------------------------------------------------- */

static void instance_create_null(void **state)
{
    (void)state;
    nqcnf_instance *instance = (nqcnf_instance *)&instance;
    assert_invalid(nqcnf_instance_create(8, NULL));
    assert_invalid(nqcnf_instance_create(0, &instance));
    assert_null(instance);
    instance = (nqcnf_instance *)&instance;
    assert_invalid(nqcnf_instance_create(NQCNF_MAX_N + 1, &instance));
    assert_null(instance);
}

static void instance_free_null(void **state)
{
    (void)state;
    nqcnf_instance_free(NULL);
}

static void instance_block_null(void **state)
{
    (void)state;
    nqcnf_square_ref square = {0, 0};
    assert_invalid(nqcnf_instance_block(NULL, square));
}

static void instance_place_null(void **state)
{
    (void)state;
    nqcnf_square_ref square = {0, 0};
    assert_invalid(nqcnf_instance_place(NULL, square));
}

static void instance_exclude_null(void **state)
{
    (void)state;
    nqcnf_diagonal diagonal = {0, 1};
    assert_invalid(nqcnf_instance_exclude(NULL, diagonal));
}

static void instance_read_diagonals_null(void **state)
{
    (void)state;
    nqcnf_read_error error;
    assert_invalid(nqcnf_instance_read_diagonals(NULL, "n = 4", 5,
                                                 SIZE_MAX, &error));
    nqcnf_instance *instance;
    assert_int_equal(nqcnf_instance_create(4, &instance), NQCNF_OK);
    assert_invalid(nqcnf_instance_read_diagonals(instance, NULL, 5,
                                                 SIZE_MAX, &error));
    assert_invalid(nqcnf_instance_read_diagonals(instance, NULL, 0,
                                                 SIZE_MAX, NULL));
    nqcnf_instance_free(instance);
}

static void instance_read_blocks_null(void **state)
{
    (void)state;
    nqcnf_read_error error;
    assert_invalid(nqcnf_instance_read_blocks(NULL, "1 1", 3, &error));
    nqcnf_instance *instance;
    assert_int_equal(nqcnf_instance_create(4, &instance), NQCNF_OK);
    assert_invalid(nqcnf_instance_read_blocks(instance, NULL, 3, &error));
    nqcnf_instance_free(instance);
}

static void instance_random_blocks_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_instance_random_blocks(NULL, 0.5, 1, 1));
}

static void instance_random_diagonals_null(void **state)
{
    (void)state;
    size_t available = 7;
    assert_invalid(nqcnf_instance_random_diagonals(NULL, 0, 1, 1,
                                                   &available));
}

static void instance_random_queens_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_instance_random_queens(NULL, 1, 1));
}

static void instance_diagonals_null(void **state)
{
    (void)state;
    size_t count = 7;
    assert_null(nqcnf_instance_diagonals(NULL, &count));
    assert_int_equal(count, 0);
    nqcnf_instance *instance;
    assert_int_equal(nqcnf_instance_create(4, &instance), NQCNF_OK);
    (void)nqcnf_instance_diagonals(instance, NULL);
    nqcnf_instance_free(instance);
}

static void instance_apply_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options();
    assert_invalid(nqcnf_instance_apply(NULL, &options));
    nqcnf_instance *instance;
    assert_int_equal(nqcnf_instance_create(4, &instance), NQCNF_OK);
    assert_invalid(nqcnf_instance_apply(instance, NULL));
    nqcnf_options zero = zero_options();
    assert_invalid(nqcnf_instance_apply(instance, &zero));
    nqcnf_instance_free(instance);
}

/* ---- Writers ---------------------------------------------------------- */

static void write_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    assert_invalid(nqcnf_write(NULL, NQCNF_FORMAT_DIMACS, 0, never_write,
                               NULL));
    assert_invalid(nqcnf_write(&zero, NQCNF_FORMAT_DIMACS, 0, never_write,
                               NULL));
    assert_invalid(nqcnf_write(&options, NQCNF_FORMAT_DIMACS, 0, NULL,
                               NULL));
    assert_invalid(nqcnf_write(&options, (nqcnf_format)NQCNF_FORMAT_COUNT,
                               0, never_write, NULL));
}

static void write_file_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    assert_invalid(nqcnf_write_file(&options, NQCNF_FORMAT_DIMACS, 0, NULL));
    assert_invalid(nqcnf_write_file(NULL, NQCNF_FORMAT_DIMACS, 0, stderr));
    assert_invalid(nqcnf_write_file(&zero, NQCNF_FORMAT_DIMACS, 0, stderr));
}

/* ---- GBD hash --------------------------------------------------------- */

static void gbd_hasher_new_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_gbd_hasher_new(NULL));
}

static void gbd_hasher_write_null(void **state)
{
    (void)state;
    errno = 0;
    assert_int_equal(nqcnf_gbd_hasher_write(NULL, "1 0\n", 4), -1);
    assert_int_equal(errno, EINVAL);
    nqcnf_gbd_hasher *hasher;
    assert_int_equal(nqcnf_gbd_hasher_new(&hasher), NQCNF_OK);
    errno = 0;
    assert_int_equal(nqcnf_gbd_hasher_write(hasher, NULL, 4), -1);
    assert_int_equal(errno, EINVAL);
    assert_int_equal(nqcnf_gbd_hasher_write(hasher, NULL, 0), 0);
    nqcnf_gbd_hasher_free(hasher);
}

static void gbd_hasher_finish_null(void **state)
{
    (void)state;
    char hash[NQCNF_GBD_HASH_SIZE];
    assert_invalid(nqcnf_gbd_hasher_finish(NULL, hash));
    nqcnf_gbd_hasher *hasher;
    assert_int_equal(nqcnf_gbd_hasher_new(&hasher), NQCNF_OK);
    assert_invalid(nqcnf_gbd_hasher_finish(hasher, NULL));
    nqcnf_gbd_hasher_free(hasher);
}

static void gbd_hasher_free_null(void **state)
{
    (void)state;
    nqcnf_gbd_hasher_free(NULL);
}

static void gbd_hash_null(void **state)
{
    (void)state;
    char hash[NQCNF_GBD_HASH_SIZE];
    nqcnf_options options = good_options(), zero = zero_options();
    assert_invalid(nqcnf_gbd_hash(NULL, hash));
    assert_invalid(nqcnf_gbd_hash(&options, NULL));
    assert_invalid(nqcnf_gbd_hash(&zero, hash));
}

/* ---- Boards ----------------------------------------------------------- */

static void board_init_null(void **state)
{
    (void)state;
    nqcnf_board board;
    assert_invalid(nqcnf_board_init(NULL, 4, NQCNF_SQUARE_EMPTY));
    assert_invalid(nqcnf_board_init(&board, 0, NQCNF_SQUARE_EMPTY));
    nqcnf_board_free(&board);
    assert_invalid(nqcnf_board_init(&board, 4, (nqcnf_square)7));
    nqcnf_board_free(&board);
}

static void board_free_null(void **state)
{
    (void)state;
    nqcnf_board_free(NULL);
    nqcnf_board zero = {0, NULL};
    nqcnf_board_free(&zero);
}

static void board_class_null(void **state)
{
    (void)state;
    unsigned size = 7;
    unsigned char squares[1] = {NQCNF_SQUARE_QUEEN};
    nqcnf_board zero = {0, NULL}, no_squares = {4, NULL}, one = {1, squares};
    assert_invalid(nqcnf_board_class(NULL, 1u, NULL, &size));
    assert_invalid(nqcnf_board_class(&zero, 1u, NULL, &size));
    assert_invalid(nqcnf_board_class(&no_squares, 1u, NULL, &size));
    assert_invalid(nqcnf_board_class(&one, 0x100u, NULL, &size));
    assert_int_equal(nqcnf_board_class(&one, 0u, NULL, &size), NQCNF_OK);
    assert_int_equal(size, 1);
}

static void quote_null(void **state)
{
    (void)state;
    char out[16] = "zz";
    assert_string_equal(nqcnf_quote(NULL, 3, out, sizeof out), "");
    assert_string_equal(nqcnf_quote("abc", 3, NULL, 0), "");
    assert_string_equal(nqcnf_quote("abc", 3, out, 0), "");
    assert_string_equal(nqcnf_quote("abc", 0, out, sizeof out), "");
}

static void quote_held_null(void **state)
{
    (void)state;
    char out[16] = "zz";
    assert_string_equal(nqcnf_quote_held(NULL, 3, 9, out, sizeof out), "");
    assert_string_equal(nqcnf_quote_held("abc", 3, 9, NULL, 0), "");
    assert_string_equal(nqcnf_quote_held("abc", 3, 9, out, 0), "");
    /* more held than the length: the length */
    assert_string_equal(nqcnf_quote_held("abc", 3, 2, out, sizeof out), "ab");
}

static void board_verify_not_a_board(void **state)
{
    (void)state;
    unsigned char squares[16] = {0};
    nqcnf_board zero = {0, squares}, no_squares = {4, NULL};
    nqcnf_problem problem;
    /* Not a board is not a solution: the documented SIZE_MAX. */
    assert_int_equal(nqcnf_board_verify(NULL, NULL, 0), SIZE_MAX);
    assert_int_equal(nqcnf_board_verify(NULL, &problem, 1), SIZE_MAX);
    assert_int_equal(nqcnf_board_verify(&zero, NULL, 0), SIZE_MAX);
    assert_int_equal(nqcnf_board_verify(&no_squares, NULL, 0), SIZE_MAX);
    nqcnf_board too_large = {NQCNF_MAX_N + 1, squares};
    assert_int_equal(nqcnf_board_verify(&too_large, NULL, 0), SIZE_MAX);
    /* An empty 4 x 4 board has problems, and says so; with no array to
     * store them in (documented) it still counts them. */
    nqcnf_board board = {4, squares};
    size_t problems = nqcnf_board_verify(&board, NULL, 0);
    assert_true(problems > 0 && problems != SIZE_MAX);
    assert_int_equal(nqcnf_board_verify(&board, NULL, 3), problems);
}

static void problem_describe_null(void **state)
{
    (void)state;
    char text[16] = "unchanged";
    assert_int_equal(nqcnf_problem_describe(NULL, text, sizeof text), 0);
    assert_string_equal(text, "");
    assert_int_equal(nqcnf_problem_describe(NULL, NULL, 0), 0);
    nqcnf_problem problem = {NQCNF_PROBLEM_EMPTY_ROW, 0, 0, 0, 0};
    size_t needed = nqcnf_problem_describe(&problem, NULL, 0);
    assert_true(needed > 0);
    assert_int_equal(nqcnf_problem_describe(&problem, NULL, 10), 0);
    problem.kind = (nqcnf_problem_kind)99;
    (void)nqcnf_problem_describe(&problem, text, sizeof text);
}

static void board_write_text_null(void **state)
{
    (void)state;
    unsigned char squares[16] = {0};
    nqcnf_board board = {4, squares}, zero = {0, NULL};
    assert_invalid(nqcnf_board_write_text(NULL, NQCNF_DRAW_PLAIN,
                                          never_write, NULL));
    assert_invalid(nqcnf_board_write_text(&zero, NQCNF_DRAW_PLAIN,
                                          never_write, NULL));
    assert_invalid(nqcnf_board_write_text(&board, NQCNF_DRAW_PLAIN, NULL,
                                          NULL));
    assert_invalid(nqcnf_board_write_text(&board, (nqcnf_drawing)9,
                                          never_write, NULL));
}

static void board_write_svg_null(void **state)
{
    (void)state;
    unsigned char squares[16] = {0};
    nqcnf_board board = {4, squares}, zero = {0, NULL};
    assert_invalid(nqcnf_board_write_svg(NULL, never_write, NULL));
    assert_invalid(nqcnf_board_write_svg(&zero, never_write, NULL));
    assert_invalid(nqcnf_board_write_svg(&board, NULL, NULL));
}

static void boards_write_svg_null(void **state)
{
    (void)state;
    unsigned char squares[16] = {0};
    nqcnf_board board = {4, squares}, zero = {0, NULL};
    const nqcnf_board *boards[2] = {&board, NULL};
    const nqcnf_board *zeros[1] = {&zero};
    assert_invalid(nqcnf_boards_write_svg(NULL, NULL, 2, 0, never_write,
                                          NULL));
    assert_invalid(nqcnf_boards_write_svg(boards, NULL, 2, 0, never_write,
                                          NULL));
    assert_invalid(nqcnf_boards_write_svg(zeros, NULL, 1, 0, never_write,
                                          NULL));
    assert_invalid(nqcnf_boards_write_svg(boards, NULL, 1, 0, NULL, NULL));
}

/* ---- Solving and counting --------------------------------------------- */

static void solve_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    uint64_t found = 7;
    assert_invalid(nqcnf_solve(NULL, 0, never_solution, NULL, &found));
    assert_int_equal(found, 0);
    assert_invalid(nqcnf_solve(&zero, 0, never_solution, NULL, NULL));
    assert_invalid(nqcnf_solve(&options, 0, NULL, NULL, NULL));
}

static void completion_core_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    size_t core[1], count = 7;
    assert_invalid(nqcnf_queens_core(NULL, core, &count));
    assert_invalid(nqcnf_queens_core(&zero, core, &count));
    assert_invalid(nqcnf_queens_core(&options, core, NULL));
    nqcnf_square_ref queen = {0, 0};
    options.queens = &queen;
    options.queen_count = 1;
    assert_invalid(nqcnf_queens_core(&options, NULL, &count));
}

static void count_request_init_null(void **state)
{
    (void)state;
    nqcnf_count_request_init(NULL);
}

static void count_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_count_request zero_request;
    memset(&zero_request, 0, sizeof zero_request);
    uint64_t count = 7;
    assert_invalid(nqcnf_count(NULL, NULL, &count));
    assert_invalid(nqcnf_count(&zero, NULL, &count));
    assert_invalid(nqcnf_count(&options, NULL, NULL));
    assert_invalid(nqcnf_count(&options, &zero_request, &count));
}

static void list_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_count_request zero_request;
    memset(&zero_request, 0, sizeof zero_request);
    uint64_t found = 7;
    assert_invalid(nqcnf_list(NULL, NULL, never_solution, NULL, &found));
    assert_invalid(nqcnf_list(&zero, NULL, never_solution, NULL, &found));
    assert_invalid(nqcnf_list(&options, NULL, NULL, NULL, &found));
    assert_invalid(nqcnf_list(&options, &zero_request, never_solution,
                              NULL, &found));
}

static void known_count_null(void **state)
{
    (void)state;
    uint64_t value = 7;
    assert_invalid(nqcnf_known_count(8, 0, NULL));
    assert_invalid(nqcnf_known_count(0, 0, &value));
    assert_int_equal(value, 0);
}

static void count_estimate_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_estimate estimate;
    assert_invalid(nqcnf_count_estimate(NULL, NULL, 0.1, &estimate));
    assert_invalid(nqcnf_count_estimate(&zero, NULL, 0.1, &estimate));
    assert_invalid(nqcnf_count_estimate(&options, NULL, 0.1, NULL));
    assert_invalid(nqcnf_count_estimate(&options, NULL, -1.0, &estimate));
}

/* ---- Shuffling ------------------------------------------------------- */

static void shuffle_literal_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_shuffle_literal(NULL, 5), 5);
    assert_int_equal(nqcnf_shuffle_literal(NULL, -5), -5);
    nqcnf_shuffle zero = {0, 0, 0};
    assert_int_equal(nqcnf_shuffle_literal(&zero, 5), 5);
}

static void unshuffle_literal_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_unshuffle_literal(NULL, 5), 5);
    assert_int_equal(nqcnf_unshuffle_literal(NULL, -5), -5);
    nqcnf_shuffle zero = {0, 0, 0};
    assert_int_equal(nqcnf_unshuffle_literal(&zero, 5), 5);
}

static void shuffle_parts_from_names_null(void **state)
{
    (void)state;
    unsigned parts = 7;
    assert_invalid(nqcnf_shuffle_parts_from_names(NULL, &parts));
    assert_int_equal(parts, 0);
    assert_invalid(nqcnf_shuffle_parts_from_names("all", NULL));
}

static void shuffle_parts_names_null(void **state)
{
    (void)state;
    size_t needed = nqcnf_shuffle_parts_names(NQCNF_SHUFFLE_ALL, NULL, 0);
    assert_true(needed > 0);
    assert_int_equal(nqcnf_shuffle_parts_names(NQCNF_SHUFFLE_ALL, NULL, 8),
                     0);
}

static void shuffle_record_find_null(void **state)
{
    (void)state;
    nqcnf_shuffle shuffle;
    assert_int_equal(nqcnf_shuffle_record_find(NULL, 0, &shuffle), 0);
    assert_int_equal(nqcnf_shuffle_record_find(NULL, 10, &shuffle), 0);
    assert_int_equal(nqcnf_shuffle_record_find("p cnf 1 1\n", 10, NULL), 0);
}

/* ---- Decoder ---------------------------------------------------------- */

static void decoder_new_null(void **state)
{
    (void)state;
    nqcnf_decoder *decoder = (nqcnf_decoder *)&decoder;
    assert_invalid(nqcnf_decoder_new(0, never_answer, NULL, &decoder));
    assert_null(decoder);
    assert_invalid(nqcnf_decoder_new(4, NULL, NULL, &decoder));
    assert_invalid(nqcnf_decoder_new(4, never_answer, NULL, NULL));
}

static void decoder_set_variable_limit_null(void **state)
{
    (void)state;
    nqcnf_decoder_set_variable_limit(NULL, 16);
}

static void decoder_set_shuffle_null(void **state)
{
    (void)state;
    nqcnf_shuffle shuffle = {1, NQCNF_SHUFFLE_ALL, 16};
    assert_invalid(nqcnf_decoder_set_shuffle(NULL, &shuffle));
    assert_invalid(nqcnf_decoder_set_shuffle(NULL, NULL));
}

static void decoder_set_smt2_names_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_decoder_set_smt2_names(NULL, NULL));
}

static void decoder_line_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_decoder_line(NULL, "s SATISFIABLE", 13));
    nqcnf_decoder *decoder;
    assert_int_equal(nqcnf_decoder_new(4, answers_nothing, NULL, &decoder),
                     NQCNF_OK);
    assert_invalid(nqcnf_decoder_line(decoder, NULL, 5));
    assert_int_equal(nqcnf_decoder_line(decoder, NULL, 0), NQCNF_OK);
    nqcnf_decoder_free(decoder);
}

static void decoder_finish_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_decoder_finish(NULL));
}

static void decoder_free_null(void **state)
{
    (void)state;
    nqcnf_decoder_free(NULL);
}

static void decode_buffer_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_decode_buffer(0, "SAT\n", 4, never_answer, NULL));
    assert_invalid(nqcnf_decode_buffer(4, NULL, 4, never_answer, NULL));
    assert_invalid(nqcnf_decode_buffer(4, "SAT\n", 4, NULL, NULL));
    assert_int_equal(nqcnf_decode_buffer(4, NULL, 0, answers_nothing, NULL),
                     NQCNF_OK);
}

static void decode_file_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_decode_file(4, NULL, never_answer, NULL));
    assert_invalid(nqcnf_decode_file(0, stdin, never_answer, NULL));
    assert_invalid(nqcnf_decode_file(4, stdin, NULL, NULL));
}

static void answer_kind_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_answer_kind_name((nqcnf_answer_kind)-1));
    assert_null(nqcnf_answer_kind_name((nqcnf_answer_kind)99));
    assert_non_null(nqcnf_answer_kind_name(NQCNF_ANSWER_MODEL));
}

static void decoder_diagnosis_null(void **state)
{
    (void)state;
    uint32_t other_n = 9;
    assert_int_equal(nqcnf_decoder_diagnosis(NULL, &other_n),
                     NQCNF_DECODE_ANSWER);
    assert_int_equal(other_n, 0);
    assert_int_equal(nqcnf_decoder_diagnosis(NULL, NULL), NQCNF_DECODE_ANSWER);
}

static void decode_diagnosis_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_decode_diagnosis_name((nqcnf_decode_diagnosis)-1));
    assert_null(nqcnf_decode_diagnosis_name(
        (nqcnf_decode_diagnosis)(NQCNF_DECODE_OTHER_N + 1)));
    assert_non_null(nqcnf_decode_diagnosis_name(NQCNF_DECODE_ANSWER));
}

static int never_visit(void *context, size_t class_number, size_t model,
                       size_t line, size_t repeats)
{
    (void)context; (void)class_number; (void)model; (void)line;
    (void)repeats;
    fail_msg("a tally visitor was called for a refused call");
    return 1;
}

static void tally_new_null(void **state)
{
    (void)state;
    nqcnf_tally *tally = (nqcnf_tally *)&tally;
    assert_invalid(nqcnf_tally_new(0, &tally));
    assert_null(tally);
    assert_invalid(nqcnf_tally_new(4, NULL));
}

static void tally_free_null(void **state)
{
    (void)state;
    nqcnf_tally_free(NULL);
}

static void tally_add_null(void **state)
{
    (void)state;
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 4, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    int solution = 7;
    size_t class_number = 7, repeats = 7, repeats_line = 7;
    assert_invalid(nqcnf_tally_add(NULL, &board, 1, &solution,
                                   &class_number, &repeats, &repeats_line));
    assert_int_equal(solution, 0);
    assert_int_equal(class_number + repeats + repeats_line, 0);
    nqcnf_tally *tally;
    assert_int_equal(nqcnf_tally_new(4, &tally), NQCNF_OK);
    assert_invalid(nqcnf_tally_add(tally, NULL, 1, NULL, NULL, NULL, NULL));
    nqcnf_board zero = {0, NULL};
    assert_invalid(nqcnf_tally_add(tally, &zero, 1, NULL, NULL, NULL, NULL));
    nqcnf_tally_free(tally);
    nqcnf_board_free(&board);
}

static void tally_count_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_tally_count(NULL, NQCNF_TALLY_MODELS), 0);
}

static void tally_model_null(void **state)
{
    (void)state;
    size_t line = 7, class_number = 7, repeats = 7;
    assert_invalid(nqcnf_tally_model(NULL, 1, &line, &class_number,
                                     &repeats));
    assert_int_equal(line + class_number + repeats, 0);
}

static void tally_model_board_null(void **state)
{
    (void)state;
    nqcnf_board board;
    assert_invalid(nqcnf_tally_model_board(NULL, 1, &board));
    assert_null(board.squares);
    nqcnf_tally *tally;
    assert_int_equal(nqcnf_tally_new(4, &tally), NQCNF_OK);
    assert_invalid(nqcnf_tally_model_board(tally, 1, NULL));
    assert_invalid(nqcnf_tally_model_board(tally, 1, &board));
    nqcnf_tally_free(tally);
}

static void tally_class_null(void **state)
{
    (void)state;
    unsigned size = 7;
    size_t found = 7;
    assert_invalid(nqcnf_tally_class(NULL, 1, NULL, &size, &found));
    assert_int_equal(size + found, 0);
}

static void tally_walk_null(void **state)
{
    (void)state;
    assert_invalid(nqcnf_tally_walk(NULL, never_visit, NULL));
    nqcnf_tally *tally;
    assert_int_equal(nqcnf_tally_new(4, &tally), NQCNF_OK);
    assert_invalid(nqcnf_tally_walk(tally, NULL, NULL));
    nqcnf_tally_free(tally);
}

/* ---- Reading CNF and SMT-LIB ------------------------------------------ */

static void cnf_read_buffer_null(void **state)
{
    (void)state;
    nqcnf_cnf cnf;
    assert_invalid(nqcnf_cnf_read_buffer(NULL, 5, 0, &cnf));
    nqcnf_cnf_free(&cnf);
    assert_invalid(nqcnf_cnf_read_buffer("1 0\n", 4, 0, NULL));
    /* No bytes at all is a text (without a header), not a mistake. */
    assert_int_equal(nqcnf_cnf_read_buffer(NULL, 0, 0, &cnf), NQCNF_OK);
    assert_int_equal(cnf.clause_count, 0);
    nqcnf_cnf_free(&cnf);
}

static void cnf_read_file_null(void **state)
{
    (void)state;
    nqcnf_cnf cnf;
    assert_invalid(nqcnf_cnf_read_file(NULL, 0, &cnf));
    nqcnf_cnf_free(&cnf);
    assert_invalid(nqcnf_cnf_read_file(stdin, 0, NULL));
}

static void cnf_free_null(void **state)
{
    (void)state;
    nqcnf_cnf_free(NULL);
    nqcnf_cnf zero;
    memset(&zero, 0, sizeof zero);
    nqcnf_cnf_free(&zero);
}

static void cnf_unshuffle_null(void **state)
{
    (void)state;
    nqcnf_shuffle shuffle = {1, NQCNF_SHUFFLE_ALL, 16};
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    assert_invalid(nqcnf_cnf_unshuffle(NULL, &shuffle));
    assert_invalid(nqcnf_cnf_unshuffle(&cnf, NULL));
    nqcnf_shuffle zero = {0, 0, 0};
    assert_invalid(nqcnf_cnf_unshuffle(&cnf, &zero));
}

static void cnf_normalized_null(void **state)
{
    (void)state;
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    size_t count = 7;
    assert_null(nqcnf_cnf_normalized(NULL, 0, &count));
    assert_int_equal(count, 0);
    count = 7;
    assert_null(nqcnf_cnf_normalized(&cnf, 0, &count));
    assert_int_equal(count, 0);
    assert_int_equal(nqcnf_cnf_read_buffer("2 1 0\n", 6, 0, &cnf), NQCNF_OK);
    assert_null(nqcnf_cnf_normalized(&cnf, 1, NULL));
    const int32_t *clause = nqcnf_cnf_normalized(&cnf, 0, &count);
    assert_int_equal(count, 2);
    assert_int_equal(clause[0], 1);
    assert_int_equal(clause[1], 2);
    nqcnf_cnf_free(&cnf);
}

static void smt2_read_buffer_null(void **state)
{
    (void)state;
    nqcnf_smt2 smt2;
    assert_invalid(nqcnf_smt2_read_buffer(NULL, 5, 4, &smt2));
    nqcnf_smt2_free(&smt2);
    assert_invalid(nqcnf_smt2_read_buffer("(check-sat)", 11, 0, &smt2));
    nqcnf_smt2_free(&smt2);
    assert_invalid(nqcnf_smt2_read_buffer("(check-sat)", 11, 4, NULL));
}

static void smt2_free_null(void **state)
{
    (void)state;
    nqcnf_smt2_free(NULL);
    nqcnf_smt2 zero;
    memset(&zero, 0, sizeof zero);
    nqcnf_smt2_free(&zero);
}

static void sniff_text_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_sniff_text(NULL, 0).kind, NQCNF_TEXT_EMPTY);
    assert_int_equal(nqcnf_sniff_text(NULL, 10).kind, NQCNF_TEXT_EMPTY);
    assert_non_null(nqcnf_sniff_text(NULL, 10).name);
}

static void text_written_for_null(void **state)
{
    (void)state;
    uint32_t n = 7;
    assert_invalid(nqcnf_text_written_for("p cnf 16 0\n", 11, NULL));
    assert_invalid(nqcnf_text_written_for(NULL, 10, &n));
    assert_int_equal(n, 0);
    n = 7;
    assert_int_equal(nqcnf_text_written_for(NULL, 0, &n), NQCNF_OK);
    assert_int_equal(n, 0);
}

/* ---- Checking --------------------------------------------------------- */

static void clause_meaning_null(void **state)
{
    (void)state;
    const int32_t literals[2] = {-1, -2};
    assert_int_equal(nqcnf_clause_meaning(4, NULL, 2).kind,
                     NQCNF_MEANING_OTHER);
    assert_int_equal(nqcnf_clause_meaning(0, literals, 2).kind,
                     NQCNF_MEANING_OTHER);
    assert_int_equal(nqcnf_clause_meaning(4, literals, 0).kind,
                     NQCNF_MEANING_OTHER);
}

static void meaning_family_null(void **state)
{
    (void)state;
    assert_int_equal(nqcnf_meaning_family(NULL), NQCNF_FAMILY_OTHER);
    nqcnf_meaning unknown = {(nqcnf_meaning_kind)99, 0, 0, 0, 0};
    assert_int_equal(nqcnf_meaning_family(&unknown), NQCNF_FAMILY_OTHER);
}

static void check_cnf_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    nqcnf_check_report report;
    assert_invalid(nqcnf_check_cnf(NULL, &cnf, &report));
    nqcnf_check_report_free(&report);
    assert_invalid(nqcnf_check_cnf(&zero, &cnf, &report));
    nqcnf_check_report_free(&report);
    assert_invalid(nqcnf_check_cnf(&options, NULL, &report));
    nqcnf_check_report_free(&report);
    assert_invalid(nqcnf_check_cnf(&options, &cnf, NULL));
}

static void check_cnf_without_reference_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    nqcnf_check_report report;
    assert_invalid(nqcnf_check_cnf_without_reference(NULL, &cnf, &report));
    nqcnf_check_report_free(&report);
    assert_invalid(nqcnf_check_cnf_without_reference(&zero, &cnf, &report));
    nqcnf_check_report_free(&report);
    assert_invalid(nqcnf_check_cnf_without_reference(&options, NULL, &report));
    nqcnf_check_report_free(&report);
    assert_invalid(nqcnf_check_cnf_without_reference(&options, &cnf, NULL));
}

static void check_report_free_null(void **state)
{
    (void)state;
    nqcnf_check_report_free(NULL);
    nqcnf_check_report zero;
    memset(&zero, 0, sizeof zero);
    nqcnf_check_report_free(&zero);
}

static void check_report_reference_null(void **state)
{
    (void)state;
    nqcnf_check_report zero;
    memset(&zero, 0, sizeof zero);
    size_t count = 7;
    assert_null(nqcnf_check_report_reference(NULL, 0, &count));
    assert_int_equal(count, 0);
    count = 7;
    assert_null(nqcnf_check_report_reference(&zero, 0, &count));
    assert_int_equal(count, 0);
    assert_null(nqcnf_check_report_reference(&zero, 0, NULL));
}

static void diagnose_null(void **state)
{
    (void)state;
    nqcnf_options options = good_options(), zero = zero_options();
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    nqcnf_check_report report;
    memset(&report, 0, sizeof report);
    nqcnf_diagnoses diagnoses;
    assert_invalid(nqcnf_diagnose(NULL, NULL, 0, &cnf, &report,
                                    &diagnoses));
    assert_invalid(nqcnf_diagnose(&zero, NULL, 0, &cnf, &report,
                                    &diagnoses));
    assert_invalid(nqcnf_diagnose(&options, NULL, 0, NULL, &report,
                                    &diagnoses));
    assert_invalid(nqcnf_diagnose(&options, NULL, 0, &cnf, NULL,
                                    &diagnoses));
    assert_invalid(nqcnf_diagnose(&options, NULL, 0, &cnf, &report, NULL));
    assert_invalid(nqcnf_diagnose(&options, NULL, 5, &cnf, &report,
                                    &diagnoses));
}

/* ---- The verdict, mending and the published names ---------------------- */

static void verdict_compute_null(void **state)
{
    (void)state;
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    nqcnf_check_report report;
    memset(&report, 0, sizeof report);
    nqcnf_check_verdict verdict;
    assert_invalid(nqcnf_verdict_compute(NULL, &report, 0, &verdict));
    /* refused is never accepted */
    assert_int_equal(verdict.verdict, NQCNF_VERDICT_FAILED);
    assert_int_equal(verdict.acceptance, NQCNF_ACCEPTANCE_REJECTED);
    assert_invalid(nqcnf_verdict_compute(&cnf, NULL, 0, &verdict));
    assert_invalid(nqcnf_verdict_compute(&cnf, &report, 0, NULL));
    assert_invalid(nqcnf_verdict_compute(&cnf, &report, 1u << 30,
                                           &verdict));
    report.summary = (nqcnf_check_summary)-1;
    assert_invalid(nqcnf_verdict_compute(&cnf, &report, 0, &verdict));
    assert_int_equal(verdict.acceptance, NQCNF_ACCEPTANCE_REJECTED);
}

static void repair_text_null(void **state)
{
    (void)state;
    nqcnf_cnf cnf;
    memset(&cnf, 0, sizeof cnf);
    nqcnf_check_report report;
    memset(&report, 0, sizeof report);
    nqcnf_repair repair;
    assert_invalid(nqcnf_repair_text(NULL, 5, 0, &cnf, &report, &repair));
    assert_int_equal(repair.repairs, 0);
    assert_null(repair.text);
    assert_invalid(nqcnf_repair_text("1 0\n", 4, 0, NULL, &report,
                                       &repair));
    assert_invalid(nqcnf_repair_text("1 0\n", 4, 0, &cnf, NULL, &repair));
    assert_invalid(nqcnf_repair_text("1 0\n", 4, 0, &cnf, &report, NULL));
    /* no bytes and no errors: nothing to mend */
    assert_int_equal(nqcnf_repair_text(NULL, 0, 0, &cnf, &report, &repair),
                     NQCNF_OK);
    assert_int_equal(repair.repairs, 0);
    nqcnf_repair_free(&repair);
}

static void repair_free_null(void **state)
{
    (void)state;
    nqcnf_repair_free(NULL);
    nqcnf_repair zero;
    memset(&zero, 0, sizeof zero);
    nqcnf_repair_free(&zero);
}

static void verdict_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_verdict_name(NQCNF_VERDICT_COUNT));
    assert_null(nqcnf_verdict_name((nqcnf_verdict)-1));
}

static void acceptance_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_acceptance_name(
        (nqcnf_acceptance)(NQCNF_ACCEPTANCE_UNDECIDED + 1)));
    assert_null(nqcnf_acceptance_name((nqcnf_acceptance)-1));
}

static void check_summary_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_check_summary_name(
        (nqcnf_check_summary)(NQCNF_CHECK_BOTH_UNSATISFIABLE + 1)));
    assert_null(nqcnf_check_summary_name((nqcnf_check_summary)-1));
}

static void cnf_issue_kind_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_cnf_issue_kind_name(
        (nqcnf_cnf_issue_kind)(NQCNF_CNF_COMMENT_IN_CLAUSE + 1)));
    assert_null(nqcnf_cnf_issue_kind_name((nqcnf_cnf_issue_kind)-1));
}

static void difference_kind_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_difference_kind_name(
        (nqcnf_difference_kind)(NQCNF_DIFFERENCE_ALLOWS + 1)));
    assert_null(nqcnf_difference_kind_name((nqcnf_difference_kind)-1));
}

static void implied_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_implied_name(NQCNF_IMPLIED_UNDECIDED - 1));
    assert_null(nqcnf_implied_name(NQCNF_IMPLIED_ON_BOARD + 1));
}

static void variant_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_variant_name(0));
    assert_null(nqcnf_variant_name(NQCNF_VARIANT_NO_COLUMN_AT_LEAST_ONE |
                                   NQCNF_VARIANT_NO_ROW_AT_LEAST_ONE));
    assert_null(nqcnf_variant_name(NQCNF_VARIANT_COUNTED_EXTRA << 1));
}

static void repair_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_repair_name(0));
    assert_null(nqcnf_repair_name(NQCNF_REPAIR_SPACE | NQCNF_REPAIR_MINUS));
    assert_null(nqcnf_repair_name((unsigned)NQCNF_REPAIR_FINAL_ZERO << 1));
}

static void diagnosis_kind_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_diagnosis_kind_name(
        (nqcnf_diagnosis_kind)(NQCNF_DIAGNOSIS_LINES_MAY_BE_EMPTY + 1)));
    assert_null(nqcnf_diagnosis_kind_name((nqcnf_diagnosis_kind)-1));
}

static void family_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_family_name(NQCNF_FAMILY_COUNT));
    assert_null(nqcnf_family_name((nqcnf_family)-1));
}

static void text_kind_name_unknown(void **state)
{
    (void)state;
    assert_null(nqcnf_text_kind_name(
        (nqcnf_text_kind)(NQCNF_TEXT_SOLVER_OUTPUT + 1)));
    assert_null(nqcnf_text_kind_name((nqcnf_text_kind)-1));
}

/* ---- The table -------------------------------------------------------- */

typedef struct contract {
    const char *function; /* the NQCNF_API name the row holds to its word */
    CMUnitTestFunction check;
} contract;

static const contract contracts[] = {
    {"nqcnf_strerror", strerror_of_unknown_status},
    {"nqcnf_errmsg", errmsg_is_text},
    {"nqcnf_version", version_is_text},
    {"nqcnf_set_allocator", set_allocator_null_restores_malloc},
    {"nqcnf_encoding_name", encoding_name_unknown},
    {"nqcnf_encoding_from_name", encoding_from_name_null},
    {"nqcnf_auxiliary_describe", auxiliary_describe_null},
    {"nqcnf_backend_name", backend_name_unknown},
    {"nqcnf_backend_from_name", backend_from_name_null},
    {"nqcnf_backend_available", backend_available_unknown},
    {"nqcnf_options_init", options_init_null},
    {"nqcnf_options_check", options_check_null_and_zero},
    {"nqcnf_queens_conflict", queens_conflict_null},
    {"nqcnf_variable", variable_off_the_board},
    {"nqcnf_sizes_compute", sizes_compute_null},
    {"nqcnf_sink_init", sink_init_null},
    {"nqcnf_generate", generate_null},
    {"nqcnf_for_each_line", for_each_line_null},
    {"nqcnf_clause_list_build", clause_list_build_null},
    {"nqcnf_clause_list_get", clause_list_get_null},
    {"nqcnf_clause_list_free", clause_list_free_null},
    {"nqcnf_instance_create", instance_create_null},
    {"nqcnf_instance_free", instance_free_null},
    {"nqcnf_instance_block", instance_block_null},
    {"nqcnf_instance_place", instance_place_null},
    {"nqcnf_instance_exclude", instance_exclude_null},
    {"nqcnf_instance_read_diagonals", instance_read_diagonals_null},
    {"nqcnf_instance_read_blocks", instance_read_blocks_null},
    {"nqcnf_instance_random_blocks", instance_random_blocks_null},
    {"nqcnf_instance_random_diagonals", instance_random_diagonals_null},
    {"nqcnf_instance_random_queens", instance_random_queens_null},
    {"nqcnf_instance_diagonals", instance_diagonals_null},
    {"nqcnf_instance_apply", instance_apply_null},
    {"nqcnf_format_name", format_name_unknown},
    {"nqcnf_format_from_name", format_from_name_null},
    {"nqcnf_format_flags", format_flags_unknown},
    {"nqcnf_format_size", format_size_null},
    {"nqcnf_write", write_null},
    {"nqcnf_write_file", write_file_null},
    {"nqcnf_gbd_hasher_new", gbd_hasher_new_null},
    {"nqcnf_gbd_hasher_write", gbd_hasher_write_null},
    {"nqcnf_gbd_hasher_finish", gbd_hasher_finish_null},
    {"nqcnf_gbd_hasher_free", gbd_hasher_free_null},
    {"nqcnf_gbd_hash", gbd_hash_null},
    {"nqcnf_board_init", board_init_null},
    {"nqcnf_board_free", board_free_null},
    {"nqcnf_symmetry_group", symmetry_group_null},
    {"nqcnf_symmetry_name", symmetry_name_unknown},
    {"nqcnf_line_kind_name", line_kind_name_unknown},
    {"nqcnf_square_name", square_name_unknown},
    {"nqcnf_problem_kind_name", problem_kind_name_unknown},
    {"nqcnf_auxiliary_kind_name", auxiliary_kind_name_unknown},
    {"nqcnf_meaning_kind_name", meaning_kind_name_unknown},
    {"nqcnf_board_class", board_class_null},
    {"nqcnf_quote", quote_null},
    {"nqcnf_quote_held", quote_held_null},
    {"nqcnf_board_verify", board_verify_not_a_board},
    {"nqcnf_problem_describe", problem_describe_null},
    {"nqcnf_board_write_text", board_write_text_null},
    {"nqcnf_board_write_svg", board_write_svg_null},
    {"nqcnf_boards_write_svg", boards_write_svg_null},
    {"nqcnf_solve", solve_null},
    {"nqcnf_queens_core", completion_core_null},
    {"nqcnf_count_request_init", count_request_init_null},
    {"nqcnf_count", count_null},
    {"nqcnf_list", list_null},
    {"nqcnf_known_count", known_count_null},
    {"nqcnf_count_estimate", count_estimate_null},
    {"nqcnf_shuffle_literal", shuffle_literal_null},
    {"nqcnf_unshuffle_literal", unshuffle_literal_null},
    {"nqcnf_shuffle_parts_from_names", shuffle_parts_from_names_null},
    {"nqcnf_shuffle_parts_names", shuffle_parts_names_null},
    {"nqcnf_shuffle_record_find", shuffle_record_find_null},
    {"nqcnf_decoder_new", decoder_new_null},
    {"nqcnf_decoder_set_variable_limit", decoder_set_variable_limit_null},
    {"nqcnf_decoder_set_shuffle", decoder_set_shuffle_null},
    {"nqcnf_decoder_set_smt2_names", decoder_set_smt2_names_null},
    {"nqcnf_decoder_line", decoder_line_null},
    {"nqcnf_decoder_finish", decoder_finish_null},
    {"nqcnf_decoder_free", decoder_free_null},
    {"nqcnf_decode_buffer", decode_buffer_null},
    {"nqcnf_decode_file", decode_file_null},
    {"nqcnf_answer_kind_name", answer_kind_name_unknown},
    {"nqcnf_decoder_diagnosis", decoder_diagnosis_null},
    {"nqcnf_decode_diagnosis_name", decode_diagnosis_name_unknown},
    {"nqcnf_tally_new", tally_new_null},
    {"nqcnf_tally_free", tally_free_null},
    {"nqcnf_tally_add", tally_add_null},
    {"nqcnf_tally_count", tally_count_null},
    {"nqcnf_tally_model", tally_model_null},
    {"nqcnf_tally_model_board", tally_model_board_null},
    {"nqcnf_tally_class", tally_class_null},
    {"nqcnf_tally_walk", tally_walk_null},
    {"nqcnf_cnf_issue_is_error", cnf_issue_is_error_unknown},
    {"nqcnf_cnf_issue_solvers", cnf_issue_solvers_unknown},
    {"nqcnf_cnf_read_buffer", cnf_read_buffer_null},
    {"nqcnf_cnf_read_file", cnf_read_file_null},
    {"nqcnf_cnf_free", cnf_free_null},
    {"nqcnf_cnf_unshuffle", cnf_unshuffle_null},
    {"nqcnf_cnf_normalized", cnf_normalized_null},
    {"nqcnf_smt2_read_buffer", smt2_read_buffer_null},
    {"nqcnf_smt2_free", smt2_free_null},
    {"nqcnf_clause_meaning", clause_meaning_null},
    {"nqcnf_check_cnf", check_cnf_null},
    {"nqcnf_check_cnf_without_reference", check_cnf_without_reference_null},
    {"nqcnf_check_report_free", check_report_free_null},
    {"nqcnf_check_report_reference", check_report_reference_null},
    {"nqcnf_sniff_text", sniff_text_null},
    {"nqcnf_text_written_for", text_written_for_null},
    {"nqcnf_meaning_family", meaning_family_null},
    {"nqcnf_diagnose", diagnose_null},
    {"nqcnf_verdict_compute", verdict_compute_null},
    {"nqcnf_repair_text", repair_text_null},
    {"nqcnf_repair_free", repair_free_null},
    {"nqcnf_verdict_name", verdict_name_unknown},
    {"nqcnf_acceptance_name", acceptance_name_unknown},
    {"nqcnf_check_summary_name", check_summary_name_unknown},
    {"nqcnf_cnf_issue_kind_name", cnf_issue_kind_name_unknown},
    {"nqcnf_difference_kind_name", difference_kind_name_unknown},
    {"nqcnf_implied_name", implied_name_unknown},
    {"nqcnf_variant_name", variant_name_unknown},
    {"nqcnf_repair_name", repair_name_unknown},
    {"nqcnf_diagnosis_kind_name", diagnosis_kind_name_unknown},
    {"nqcnf_family_name", family_name_unknown},
    {"nqcnf_text_kind_name", text_kind_name_unknown},
};

#define CONTRACT_COUNT (sizeof contracts / sizeof contracts[0])

/* Every NQCNF_API function of the headers has its row: the declarations
 * are read from include/nqcnf.h and nqcnf_experimental.h themselves ("NQCNF_API", the return type,
 * then the name before the first parenthesis), so a new function without
 * a row fails here by name. */
static void every_public_function_has_a_row(void **state)
{
    (void)state;
    static const char *const paths[] = {
        NQCNF_TEST_DATA_DIR "/../../include/nqcnf.h",
        NQCNF_TEST_DATA_DIR "/../../include/nqcnf_experimental.h"};
    text_buffer text = {NULL, 0, 0};
    for (size_t p = 0; p < sizeof paths / sizeof paths[0]; p++) {
        FILE *header = fopen(paths[p], "rb");
        assert_non_null(header);
        char block[4096];
        size_t got;
        while ((got = fread(block, 1, sizeof block, header)) > 0)
            assert_int_equal(text_buffer_write(&text, block, got), 0);
        fclose(header);
    }
    assert_int_equal(text_buffer_write(&text, "", 1), 0);

    size_t declared = 0, missing = 0;
    const char *at = text.data;
    while ((at = strstr(at, "NQCNF_API ")) != NULL) {
        at += strlen("NQCNF_API ");
        const char *paren = strchr(at, '(');
        if (paren == NULL) break;
        const char *end = paren;
        while (end > at && end[-1] == ' ') end--;
        const char *start = end;
        while (start > at && (start[-1] == '_' ||
                              (start[-1] >= 'a' && start[-1] <= 'z') ||
                              (start[-1] >= '0' && start[-1] <= '9')))
            start--;
        size_t length = (size_t)(end - start);
        /* The macro's own definition lines are not declarations. */
        if (length < 6 || strncmp(start, "nqcnf_", 6) != 0) continue;
        declared++;
        int found = 0;
        for (size_t i = 0; i < CONTRACT_COUNT && !found; i++)
            found = strlen(contracts[i].function) == length &&
                    memcmp(contracts[i].function, start, length) == 0;
        if (!found) {
            missing++;
            print_error("%.*s has no row in test_api_contracts.c\n",
                        (int)length, start);
        }
    }
    text_buffer_free(&text);
    assert_int_equal(missing, 0);
    assert_int_equal(declared, CONTRACT_COUNT);
}

int main(void)
{
    struct CMUnitTest tests[CONTRACT_COUNT + 1];
    memset(tests, 0, sizeof tests);
    for (size_t i = 0; i < CONTRACT_COUNT; i++) {
        tests[i].name = contracts[i].function;
        tests[i].test_func = contracts[i].check;
    }
    tests[CONTRACT_COUNT].name = "every public function has a row";
    tests[CONTRACT_COUNT].test_func = every_public_function_has_a_row;
    return _cmocka_run_group_tests("api_contracts", tests,
                                   CONTRACT_COUNT + 1, NULL, NULL);
}
