/*
 * static_names.c - a program that links the static library while
 * defining names of its own that the library once exported.
 *
 * An archive's global symbols share one namespace with the program: a
 * library that defined `split_run` or `decode_answer` made a program
 * with a function of that name fail to link statically ("multiple
 * definition"), though it linked with the shared library, which exports
 * only the header. So this program defines both, and calls what pulls
 * the library's counting and decoding objects in; it links only if
 * every global symbol of the archive carries the library's prefix. It
 * also checks the answers, so that the link is a real use: 92 solutions
 * of N = 8, and one model of N = 4 decoded.
 */
#include "nqcnf_experimental.h"

#include <stdio.h>
#include <string.h>

/* The program's own functions, named as the library's internals were. */
int split_run(int x);
int decode_answer(int x);
int split_run(int x)
{
    return x + 1;
}
int decode_answer(int x)
{
    return x * 2;
}

static int count_answers(void *context, const nqcnf_answer *answer)
{
    (void)answer;
    ++*(int *)context;
    return 0;
}

int main(void)
{
    nqcnf_options options;
    nqcnf_options_init(&options, 8);
    uint64_t count = 0;
    if (nqcnf_count(&options, NULL, &count) != NQCNF_OK ||
        count != 92) {
        fprintf(stderr, "count of N = 8: %llu, not 92\n",
                (unsigned long long)count);
        return 1;
    }
    static const char answer[] =
        "s SATISFIABLE\nv -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 "
        "-16 0\n";
    int answers = 0;
    if (nqcnf_decode_buffer(4, answer, strlen(answer), count_answers,
                            &answers) != NQCNF_OK ||
        answers != 1) {
        fprintf(stderr, "decoding one answer of N = 4 gave %d\n", answers);
        return 1;
    }
    if (split_run(1) != 2 || decode_answer(2) != 4) return 1;
    puts("linked and ran with split_run and decode_answer of its own");
    return 0;
}
