/*
 * test_allocator.c - a block goes back to the allocator that made it.
 *
 * A program may install an allocator, build objects, and install another
 * (or restore malloc) before it frees them: a pool per request, a
 * counting allocator around one phase. Each object must then be
 * reallocated and freed by its maker, never handed to whatever is
 * installed at the time (that used to give a pool's block to free()).
 * The truth is two counting allocators written here, each keeping the
 * number of its live blocks: every block one made must come back to it,
 * and none to the other.
 */
#include "test_support.h"

#include <stdlib.h>

typedef struct counter {
    long live;      /* blocks made and not yet released */
    long made;      /* allocate calls */
    long foreign;   /* releases of blocks it did not make */
} counter;

/* Each block carries its maker in front, so a block released to the
 * wrong counter is seen. */
typedef struct tag {
    counter *maker;
    size_t pad; /* keeps the block after the tag aligned as malloc's */
} tag;

static void *count_allocate(void *context, size_t size)
{
    counter *c = context;
    tag *t = malloc(sizeof *t + size);
    if (t == NULL) return NULL;
    t->maker = c;
    c->live++;
    c->made++;
    return t + 1;
}

static void *count_reallocate(void *context, void *block, size_t size)
{
    counter *c = context;
    if (block == NULL) return count_allocate(context, size);
    tag *t = (tag *)block - 1;
    if (t->maker != c) c->foreign++;
    tag *grown = realloc(t, sizeof *grown + size);
    return grown == NULL ? NULL : grown + 1;
}

static void count_release(void *context, void *block)
{
    counter *c = context;
    if (block == NULL) return;
    tag *t = (tag *)block - 1;
    if (t->maker != c) c->foreign++;
    t->maker->live--;
    free(t);
}

static nqcnf_allocator counting(counter *c)
{
    return (nqcnf_allocator){count_allocate, count_reallocate, count_release,
                             c};
}

static void test_objects_outlive_their_allocator(void **state)
{
    (void)state;
    counter a = {0}, b = {0};
    const nqcnf_allocator under_a = counting(&a), under_b = counting(&b);
    assert_int_equal(nqcnf_set_allocator(&under_a), NQCNF_OK);
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    nqcnf_clause_list list;
    assert_int_equal(nqcnf_clause_list_build(&options, &list), NQCNF_OK);
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 8, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    assert_true(a.made > 0);
    const long made_by_a = a.made;

    /* Another allocator, then malloc's: both objects still go to a. */
    assert_int_equal(nqcnf_set_allocator(&under_b), NQCNF_OK);
    nqcnf_clause_list other;
    assert_int_equal(nqcnf_clause_list_build(&options, &other), NQCNF_OK);
    assert_true(b.made > 0);
    assert_int_equal(nqcnf_set_allocator(NULL), NQCNF_OK);
    nqcnf_clause_list_free(&list);
    nqcnf_board_free(&board);
    nqcnf_clause_list_free(&other);
    assert_int_equal(a.made, made_by_a);
    assert_int_equal(a.live, 0);
    assert_int_equal(b.live, 0);
    assert_int_equal(a.foreign, 0);
    assert_int_equal(b.foreign, 0);
}

/* Installing the same allocator again and again takes one slot; 64
 * different ones in a process's life are the most, and the 65th is
 * refused with the installed one kept. */
static void test_the_table_of_allocators(void **state)
{
    (void)state;
    counter same = {0};
    const nqcnf_allocator again = counting(&same);
    for (int i = 0; i < 1000; i++) {
        assert_int_equal(nqcnf_set_allocator(&again), NQCNF_OK);
        assert_int_equal(nqcnf_set_allocator(NULL), NQCNF_OK);
    }
    static counter many[80];
    int refused_at = -1;
    for (int i = 0; i < 80 && refused_at < 0; i++) {
        const nqcnf_allocator one = counting(&many[i]);
        if (nqcnf_set_allocator(&one) != NQCNF_OK) refused_at = i;
    }
    /* the table held malloc's, the test above's two and `again` */
    assert_true(refused_at > 0 && refused_at < 64);
    /* the last one accepted stays installed */
    nqcnf_board board;
    assert_int_equal(nqcnf_board_init(&board, 4, NQCNF_SQUARE_EMPTY),
                     NQCNF_OK);
    assert_int_equal(many[refused_at - 1].live, 1);
    nqcnf_board_free(&board);
    assert_int_equal(many[refused_at - 1].live, 0);
    assert_int_equal(nqcnf_set_allocator(NULL), NQCNF_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_objects_outlive_their_allocator),
        cmocka_unit_test(test_the_table_of_allocators),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
