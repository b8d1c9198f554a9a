/*
 * test_shuffle.c - the shuffle: a bijection, reproducible, each part
 * doing what it says, and undone by the readers.
 *
 * The truth here is the plain file: a shuffled file is compared with it
 * part by part (the test's own parser reads both), the renaming is
 * checked to hit every variable once, a golden file pins the bytes of one
 * seed for every machine, and the decoder must give back a board the
 * test placed itself.
 */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

/* A DIMACS text split into its clauses (each closed by 0), and the
 * comment lines before its header. */
typedef struct clauses {
    int32_t *literals;
    size_t *starts;
    size_t count;
    char *show; /* the "c p show" line, or NULL */
    int record; /* a "c shuffle" line */
} clauses;

static clauses split(const text_buffer *text)
{
    clauses c;
    memset(&c, 0, sizeof c);
    c.literals = malloc((text->size + 1) * sizeof *c.literals);
    c.starts = malloc((text->size + 2) * sizeof *c.starts);
    const char *at = text->data, *end = text->data + text->size;
    size_t used = 0;
    c.starts[0] = 0;
    while (at < end) {
        const char *eol = memchr(at, '\n', (size_t)(end - at));
        if (*at == 'c' || *at == 'p') {
            if (strncmp(at, "c p show", 8) == 0)
                c.show = strndup(at, (size_t)(eol - at));
            if (strncmp(at, "c shuffle ", 10) == 0) c.record = 1;
        } else {
            for (const char *p = at; p < eol;) {
                char *after;
                const long literal = strtol(p, &after, 10);
                assert_true(after > p);
                p = after;
                c.literals[used++] = (int32_t)literal;
                if (literal == 0) c.starts[++c.count] = used;
            }
        }
        at = eol + 1;
    }
    return c;
}

static void clauses_free(clauses *c)
{
    free(c->literals);
    free(c->starts);
    free(c->show);
}

static size_t length_of(const clauses *c, size_t i)
{
    return c->starts[i + 1] - c->starts[i] - 1;
}

static const int32_t *clause_at(const clauses *c, size_t i)
{
    return c->literals + c->starts[i];
}

static text_buffer shuffled(uint32_t n, nqcnf_encoding encoding,
                             uint64_t seed, unsigned parts)
{
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    options.encoding = encoding;
    options.shuffle_seed = seed;
    options.shuffle_parts = parts;
    return written_text(write_dimacs, &options);
}

static void test_renaming_is_a_bijection(void **state)
{
    (void)state;
    const uint64_t sizes[] = {1, 2, 3, 5, 16, 17, 64, 100, 1000, 4097};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (uint64_t seed = 0; seed < 3; seed++) {
            const uint64_t v = sizes[s];
            const nqcnf_shuffle shuffle = {seed, NQCNF_SHUFFLE_ALL, v};
            unsigned char *hit = calloc(v + 1, 1);
            for (int32_t x = 1; x <= (int32_t)v; x++) {
                const int32_t y = nqcnf_shuffle_literal(&shuffle, x);
                const int32_t w = y < 0 ? -y : y;
                assert_true(w >= 1 && (uint64_t)w <= v);
                assert_int_equal(hit[w], 0);
                hit[w] = 1;
                assert_int_equal(nqcnf_unshuffle_literal(&shuffle, y), x);
                assert_int_equal(nqcnf_unshuffle_literal(&shuffle, -y), -x);
            }
            free(hit);
            /* beyond V: untouched */
            assert_int_equal(nqcnf_shuffle_literal(&shuffle, (int32_t)v + 1),
                             (int32_t)v + 1);
        }
}

/* One seed's bytes, the same on every machine: a golden file. */
static void test_same_seed_same_bytes_everywhere(void **state)
{
    (void)state;
    text_buffer first = shuffled(6, NQCNF_ENCODING_SEQUENTIAL, 2024,
                                  NQCNF_SHUFFLE_ALL);
    text_buffer again = shuffled(6, NQCNF_ENCODING_SEQUENTIAL, 2024,
                                  NQCNF_SHUFFLE_ALL);
    assert_same_bytes(&again, &first, "a second run with seed 2024");
    /* the version in the first line is the library's */
    const char *body = strchr(first.data, '\n') + 1;
    text_buffer rest = {(char *)(uintptr_t)body,
                        first.size - (size_t)(body - first.data), 0};
    text_buffer golden = read_data_file("shuffle/sequential_6_seed_2024.cnf");
    const char *golden_body = strchr(golden.data, '\n') + 1;
    text_buffer golden_rest = {(char *)(uintptr_t)golden_body,
                               golden.size -
                                   (size_t)(golden_body - golden.data), 0};
    assert_same_bytes(&rest, &golden_rest, "seed 2024's golden file");
    text_buffer other = shuffled(6, NQCNF_ENCODING_SEQUENTIAL, 2025,
                                  NQCNF_SHUFFLE_ALL);
    assert_true(other.size != first.size ||
                memcmp(other.data, first.data, first.size) != 0);
    text_buffer_free(&first);
    text_buffer_free(&again);
    text_buffer_free(&golden);
    text_buffer_free(&other);
}

/* vars alone: the plain file with every literal renamed, nothing moved;
 * polarity alone: the same numbers, each variable's signs all flipped or
 * all kept, about half of them flipped. */
static void test_vars_and_polarity_alone(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 7);
    options.encoding = NQCNF_ENCODING_LADDER;
    text_buffer plain_text = written_text(write_dimacs, &options);
    clauses plain = split(&plain_text);
    const unsigned parts[] = {NQCNF_SHUFFLE_VARIABLES, NQCNF_SHUFFLE_POLARITY};
    for (size_t p = 0; p < 2; p++) {
        text_buffer text = shuffled(7, NQCNF_ENCODING_LADDER, 5, parts[p]);
        clauses got = split(&text);
        assert_true(got.record);
        assert_int_equal(got.count, plain.count);
        long header_v = 0;
        assert_non_null(strstr(text.data, "p cnf "));
        sscanf(strstr(text.data, "p cnf "), "p cnf %ld", &header_v);
        const nqcnf_shuffle shuffle = {5, parts[p], (uint64_t)header_v};
        int flips[4096] = {0};
        size_t changed = 0;
        for (size_t i = 0; i < plain.starts[plain.count]; i++) {
            const int32_t x = plain.literals[i], y = got.literals[i];
            if (x == 0) { assert_int_equal(y, 0); continue; }
            assert_int_equal(y, nqcnf_shuffle_literal(&shuffle, x));
            if (parts[p] == NQCNF_SHUFFLE_POLARITY) {
                assert_int_equal(abs(y), abs(x));
                const int flipped = (y == -x) ? 1 : 2;
                int *seen = &flips[abs(x)];
                assert_true(*seen == 0 || *seen == flipped);
                *seen = flipped;
            }
            changed += x != y;
        }
        assert_true(changed > plain.starts[plain.count] / 4);
        if (parts[p] == NQCNF_SHUFFLE_POLARITY) {
            int flipped = 0;
            for (long v = 1; v <= header_v; v++) flipped += flips[v] == 1;
            assert_true(flipped > header_v / 4 && flipped < 3 * header_v / 4);
        }
        clauses_free(&got);
        text_buffer_free(&text);
    }
    clauses_free(&plain);
    text_buffer_free(&plain_text);
}

static int same_multiset(const int32_t *a, const int32_t *b, size_t count)
{
    int32_t x[64], y[64];
    memcpy(x, a, count * sizeof *x);
    memcpy(y, b, count * sizeof *y);
    for (size_t i = 0; i < count; i++) {
        size_t j = 0;
        while (j < count && y[j] != x[i]) j++;
        if (j == count) return 0;
        y[j] = 0;
    }
    return 1;
}

static uint64_t clause_hash(const clauses *c, size_t i)
{
    uint64_t hash = 14695981039346656037ull;
    for (size_t k = 0; k <= length_of(c, i); k++)
        hash = (hash ^ (uint32_t)clause_at(c, i)[k]) * 1099511628211ull;
    return hash;
}

static int compare_words(const void *x, const void *y)
{
    const uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

/* literals alone: each clause where it was, its literals reordered;
 * clauses alone: a clause of window k stays in window k, and each
 * window holds its own clauses. */
static void test_literals_and_clauses_alone(void **state)
{
    (void)state;
    /* N = 40: 83,720 clauses, a full window and a part of one */
    text_buffer plain_text = dimacs_text(40);
    clauses plain = split(&plain_text);
    assert_true(plain.count > NQCNF_SHUFFLE_WINDOW);
    text_buffer text = shuffled(40, NQCNF_ENCODING_PAIRWISE, 9,
                                 NQCNF_SHUFFLE_LITERALS);
    clauses got = split(&text);
    size_t reordered = 0;
    for (size_t i = 0; i < plain.count; i++) {
        assert_int_equal(length_of(&got, i), length_of(&plain, i));
        const size_t k = length_of(&plain, i) < 64 ? length_of(&plain, i) : 0;
        if (k > 0)
            assert_true(same_multiset(clause_at(&got, i), clause_at(&plain, i),
                                      k));
        reordered += clause_at(&got, i)[0] != clause_at(&plain, i)[0];
    }
    assert_true(reordered > plain.count / 4);
    clauses_free(&got);
    text_buffer_free(&text);

    text = shuffled(40, NQCNF_ENCODING_PAIRWISE, 9, NQCNF_SHUFFLE_CLAUSES);
    got = split(&text);
    assert_int_equal(got.count, plain.count);
    /* each window: the same clauses (compared by a hash of each, sorted) */
    size_t moved = 0;
    uint64_t *a = malloc(plain.count * sizeof *a);
    uint64_t *b = malloc(plain.count * sizeof *b);
    for (size_t i = 0; i < plain.count; i++) {
        a[i] = clause_hash(&plain, i);
        b[i] = clause_hash(&got, i);
        moved += a[i] != b[i];
    }
    for (size_t from = 0; from < plain.count; from += NQCNF_SHUFFLE_WINDOW) {
        size_t count = plain.count - from;
        if (count > NQCNF_SHUFFLE_WINDOW) count = NQCNF_SHUFFLE_WINDOW;
        qsort(a + from, count, sizeof *a, compare_words);
        qsort(b + from, count, sizeof *b, compare_words);
        assert_memory_equal(a + from, b + from, count * sizeof *a);
    }
    free(a);
    free(b);
    assert_true(moved > got.count / 2);
    clauses_free(&got);
    text_buffer_free(&text);
    clauses_free(&plain);
    text_buffer_free(&plain_text);
}

/* The projection shows the board's new names, in increasing order. */
static void test_projection_shows_renamed_board(void **state)
{
    (void)state;
    text_buffer text = shuffled(5, NQCNF_ENCODING_SEQUENTIAL, 77,
                                 NQCNF_SHUFFLE_ALL);
    clauses got = split(&text);
    assert_non_null(got.show);
    long v = 0;
    sscanf(strstr(text.data, "p cnf "), "p cnf %ld", &v);
    const nqcnf_shuffle shuffle = {77, NQCNF_SHUFFLE_ALL, (uint64_t)v};
    int expected[26], count = 0;
    for (int32_t w = 1; w <= v; w++) {
        const int32_t plain = nqcnf_unshuffle_literal(&shuffle, w);
        if (abs(plain) <= 25) expected[count++] = w;
    }
    assert_int_equal(count, 25);
    const char *at = got.show + 8;
    for (int i = 0; i < count; i++) {
        char *after;
        assert_int_equal(strtol(at, &after, 10), expected[i]);
        at = after;
    }
    assert_int_equal(strtol(at, NULL, 10), 0);
    clauses_free(&got);
    text_buffer_free(&text);
}

/* Read back: the record found, the CNF unshuffled is the reference's
 * clauses in another order; the checker says so. */
static void test_cnf_unshuffle_gives_the_reference(void **state)
{
    (void)state;
    text_buffer text = shuffled(6, NQCNF_ENCODING_BITWISE, 31,
                                 NQCNF_SHUFFLE_ALL);
    nqcnf_shuffle shuffle;
    assert_int_equal(nqcnf_shuffle_record_find(text.data, text.size, &shuffle),
                     1);
    assert_int_equal(shuffle.seed, 31);
    assert_int_equal(shuffle.parts, NQCNF_SHUFFLE_ALL);
    nqcnf_cnf cnf;
    assert_int_equal(nqcnf_cnf_read_buffer(text.data, text.size, 0, &cnf),
                     NQCNF_OK);
    assert_int_equal(nqcnf_cnf_unshuffle(&cnf, &shuffle), NQCNF_OK);
    nqcnf_options options;
    nqcnf_options_init(&options, 6);
    options.encoding = NQCNF_ENCODING_BITWISE;
    nqcnf_check_report report;
    assert_int_equal(nqcnf_check_cnf(&options, &cnf, &report), NQCNF_OK);
    assert_int_equal(report.summary, NQCNF_CHECK_SAME_CLAUSES);
    nqcnf_check_report_free(&report);
    nqcnf_cnf_free(&cnf);
    /* the plain file has no record; another scheme is refused */
    text_buffer plain = dimacs_text(6);
    assert_int_equal(nqcnf_shuffle_record_find(plain.data, plain.size,
                                               &shuffle), 0);
    const char *other = "c shuffle seed 1 parts vars window 65536 scheme 9\n"
                        "p cnf 36 0\n";
    assert_int_equal(nqcnf_shuffle_record_find(other, strlen(other), &shuffle),
                     -1);
    text_buffer_free(&plain);
    text_buffer_free(&text);
}

static int keep_board(void *context, const nqcnf_answer *answer)
{
    nqcnf_board *board = context;
    assert_int_equal(answer->kind, NQCNF_ANSWER_MODEL);
    memcpy(board->squares, answer->board->squares,
           (size_t)board->n * board->n);
    return 0;
}

/* A board of 8 placed here, written as a model of the shuffled file
 * (every variable, auxiliary ones as 'false'), decoded back. */
static void test_decoder_maps_models_back(void **state)
{
    (void)state;
    static const int columns[8] = {0, 4, 7, 5, 2, 6, 1, 3};
    const uint64_t variables = 64 + 100;
    for (int known = 0; known < 2; known++) {
        const nqcnf_shuffle shuffle = {4242, NQCNF_SHUFFLE_ALL, variables};
        char *line = malloc(16 * (variables + 2));
        size_t used = (size_t)sprintf(line, "v");
        for (int32_t v = 1; v <= (int32_t)variables; v++) {
            const int queen = v <= 64 && columns[(v - 1) / 8] == (v - 1) % 8;
            used += (size_t)sprintf(line + used, " %d",
                                    nqcnf_shuffle_literal(&shuffle,
                                                          queen ? v : -v));
        }
        used += (size_t)sprintf(line + used, " 0");
        nqcnf_board board;
        assert_int_equal(nqcnf_board_init(&board, 8, NQCNF_SQUARE_UNASSIGNED),
                         NQCNF_OK);
        nqcnf_decoder *decoder = NULL;
        assert_int_equal(nqcnf_decoder_new(8, keep_board, &board, &decoder),
                         NQCNF_OK);
        nqcnf_shuffle given = shuffle;
        if (!known) given.variables = 0; /* taken from the model */
        assert_int_equal(nqcnf_decoder_set_shuffle(decoder, &given), NQCNF_OK);
        assert_int_equal(nqcnf_decoder_line(decoder, line, used), NQCNF_OK);
        assert_int_equal(nqcnf_decoder_finish(decoder), NQCNF_OK);
        nqcnf_decoder_free(decoder);
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++)
                assert_int_equal(board.squares[r * 8 + c],
                                 columns[r] == c ? NQCNF_SQUARE_QUEEN
                                                 : NQCNF_SQUARE_EMPTY);
        nqcnf_board_free(&board);
        free(line);
    }
}

static void test_what_cannot_be_shuffled(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 5);
    options.shuffle_parts = NQCNF_SHUFFLE_ALL;
    text_buffer text = {NULL, 0, 0};
    assert_int_equal(nqcnf_write(&options, NQCNF_FORMAT_DIMACS,
                                 NQCNF_WRITE_COMMENTS, text_buffer_write,
                                 &text),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(nqcnf_write(&options, NQCNF_FORMAT_SMT2, 0,
                                 text_buffer_write, &text),
                     NQCNF_ERR_INVALID_ARGUMENT);
    options.shuffle_parts = 16;
    assert_int_equal(write_dimacs(&options, text_buffer_write, &text),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(text.size, 0);
    unsigned parts = 1;
    assert_int_equal(nqcnf_shuffle_parts_from_names("vars,tea", &parts),
                     NQCNF_ERR_INVALID_ARGUMENT);
    assert_int_equal(parts, 0);
    assert_int_equal(nqcnf_shuffle_parts_from_names("literals,vars", &parts),
                     NQCNF_OK);
    assert_int_equal(parts, NQCNF_SHUFFLE_LITERALS | NQCNF_SHUFFLE_VARIABLES);
    char names[64];
    assert_int_equal(nqcnf_shuffle_parts_names(parts, names, sizeof names),
                     13);
    assert_string_equal(names, "vars,literals");
    text_buffer_free(&text);
}

/* Out of memory at each allocation of a shuffled write: a status, no
 * leak. */
static void test_out_of_memory(void **state)
{
    (void)state;
    nqcnf_options options;
    nqcnf_options_init(&options, 9);
    options.encoding = NQCNF_ENCODING_SEQUENTIAL;
    options.shuffle_parts = NQCNF_SHUFFLE_ALL;
    for (long k = 0; k < 4; k++) {
        text_buffer text = {NULL, 0, 0};
        fault_injection_start(k);
        const nqcnf_status status =
            write_dimacs(&options, text_buffer_write, &text);
        assert_int_equal(fault_injection_stop(), 0);
        assert_true(status == NQCNF_ERR_OUT_OF_MEMORY || status == NQCNF_OK);
        if (k == 0) assert_int_equal(status, NQCNF_ERR_OUT_OF_MEMORY);
        text_buffer_free(&text);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_renaming_is_a_bijection),
        cmocka_unit_test(test_same_seed_same_bytes_everywhere),
        cmocka_unit_test(test_vars_and_polarity_alone),
        cmocka_unit_test(test_literals_and_clauses_alone),
        cmocka_unit_test(test_projection_shows_renamed_board),
        cmocka_unit_test(test_cnf_unshuffle_gives_the_reference),
        cmocka_unit_test(test_decoder_maps_models_back),
        cmocka_unit_test(test_what_cannot_be_shuffled),
        cmocka_unit_test(test_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
