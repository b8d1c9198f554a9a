/*
 * instance_options.c - the instances of the literature on the command
 * line. The command only reads the files (the library never opens a
 * path) and checks the option values; the formats, the generators and
 * the merging of squares are the library's, through the public API as
 * any program would use them.
 *
 * The generators keep at least four open squares in every row and column
 * (fewer on boards of four or less), the paper's mininfile in the
 * experiments it published on CSPLib (the instances are named
 * diag-N-4-SEED): a row left with none or one makes the instance a matter
 * of unit propagation, which is no test of a solver.
 * A bad file is named with its line and what was expected there, as a
 * compiler names a source file: FILE:LINE: expected ...
 */
#include "instance_options.h"

#include "input_file.h"

#include "messages.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MIN_OPEN = 4 };

static uint32_t min_open(uint32_t n)
{
    return n > MIN_OPEN ? MIN_OPEN : n - 1;
}

int instance_arguments_given(const generator_arguments *args)
{
    return args->excluded_diagonals_file || args->take || args->blocks_file ||
           args->random_blocks || args->random_diagonals ||
           args->random_queens || args->seed;
}


typedef nqcnf_status (*file_reader)(nqcnf_instance *instance,
                                    const char *text, size_t size,
                                    size_t take, nqcnf_read_error *error);

static nqcnf_status read_blocks(nqcnf_instance *instance, const char *text,
                                size_t size, size_t take,
                                nqcnf_read_error *error)
{
    (void)take;
    return nqcnf_instance_read_blocks(instance, text, size, error);
}

static int read_instance_file(nqcnf_instance *instance, const char *path,
                              file_reader reader, size_t take)
{
    size_t size = 0;
    char *text = input_file_load(path, &size);
    if (text == NULL) return EXIT_FAILURE_RUNTIME;
    nqcnf_read_error error;
    const nqcnf_status status = reader(instance, text, size, take, &error);
    free(text);
    if (status == NQCNF_OK) return 0;
    if (status != NQCNF_ERR_INVALID_ARGUMENT)
        report_error("'%s': %s", path, nqcnf_strerror(status));
    else if (error.line > 0)
        report_error("%s:%zu: expected %s", path, error.line, error.expected);
    else
        report_error("%s: expected %s", path, error.expected);
    return EXIT_FAILURE_RUNTIME;
}

/* A probability: digits with at most one '.', 0 .. 1. */
static int parse_fraction(const char *text, double *value)
{
    int dots = 0, digits = 0;
    for (const char *p = text; *p; p++) {
        if (*p == '.') dots++;
        else if (*p >= '0' && *p <= '9') digits++;
        else dots = 2;
    }
    *value = dots < 2 && digits > 0 ? strtod(text, NULL) : -1.0;
    if (*value >= 0.0 && *value <= 1.0) return 0;
    return usage_error("invalid value '%s' for '--random-blocks': expected "
                       "the fraction of squares to block, 0 .. 1 (e.g. "
                       "0.7)", text);
}

static int add_squares(nqcnf_instance *instance, const nqcnf_options *o)
{
    nqcnf_status status = NQCNF_OK;
    for (size_t i = 0; status == NQCNF_OK && i < o->blocked_count; i++)
        status = nqcnf_instance_block(instance, o->blocked[i]);
    for (size_t i = 0; status == NQCNF_OK && i < o->queen_count; i++)
        status = nqcnf_instance_place(instance, o->queens[i]);
    if (status == NQCNF_OK) return 0;
    report_error("%s", nqcnf_strerror(status));
    return EXIT_FAILURE_RUNTIME;
}

/* The numbers of --take, --random-diagonals, --random-queens, --seed. */
typedef struct instance_numbers {
    unsigned long long take, diagonals, queens, seed;
    double blocks;
} instance_numbers;

static int parse_numbers(const generator_arguments *args, uint32_t n,
                         instance_numbers *numbers)
{
    numbers->take = SIZE_MAX;
    numbers->seed = 1;
    if (args->take && !args->excluded_diagonals_file)
        return usage_error("'--take' counts the diagonals of "
                           "'--excluded-diagonals FILE'; give the file too");
    if (args->seed && !args->random_blocks && !args->random_diagonals &&
        !args->random_queens)
        return usage_error("'--seed' seeds the --random-blocks, "
                           "--random-diagonals and --random-queens "
                           "generators; give one of them");
    int status = 0;
    if (args->take)
        status = parse_count_option("--take", args->take, SIZE_MAX - 1,
                                    &numbers->take);
    if (status == 0 && args->random_diagonals)
        status = parse_count_option("--random-diagonals",
                                    args->random_diagonals,
                                    4ull * n - 2, &numbers->diagonals);
    if (status == 0 && args->random_queens)
        status = parse_count_option("--random-queens", args->random_queens, n,
                                    &numbers->queens);
    if (status == 0 && args->seed)
        status = parse_count_option("--seed", args->seed, UINT64_MAX,
                                    &numbers->seed);
    if (status == 0 && args->random_blocks)
        status = parse_fraction(args->random_blocks, &numbers->blocks);
    return status;
}

static int generate(nqcnf_instance *instance, const generator_arguments *args,
                    const instance_numbers *x, uint32_t n)
{
    const nqcnf_status blocked =
        args->random_blocks ? nqcnf_instance_random_blocks(
                                  instance, x->blocks, min_open(n), x->seed)
                            : NQCNF_OK;
    if (blocked == NQCNF_ERR_OUT_OF_MEMORY) {
        report_error("%s", nqcnf_strerror(blocked));
        return EXIT_FAILURE_RUNTIME;
    }
    if (blocked != NQCNF_OK)
        return usage_error("cannot block %.0f of the %ux%u squares and "
                           "keep %u open in every row and column: no "
                           "random order of seed %llu did; try a smaller "
                           "fraction or another --seed",
                           round(x->blocks * n * n), n, n, min_open(n),
                           x->seed);
    size_t available = 0;
    if (args->random_diagonals &&
        /* Both counts were bounded by the board (4N - 2, N) when parsed. */
        nqcnf_instance_random_diagonals(instance, (size_t)x->diagonals,
                                        min_open(n),
                                        x->seed, &available) != NQCNF_OK)
        return usage_error("seed %llu excludes at most %zu diagonals of the "
                           "%ux%u board (%u open squares kept in every row "
                           "and column), not %llu", x->seed, available, n, n,
                           min_open(n), x->diagonals);
    if (args->random_queens &&
        nqcnf_instance_random_queens(instance, (size_t)x->queens, x->seed) !=
            NQCNF_OK)
        return usage_error("seed %llu found no %llu non-attacking queens on "
                           "the %ux%u board in %u draws; try another seed",
                           x->seed, x->queens, n, n, n * n);
    return 0;
}

int instance_arguments_apply(generator_arguments *args,
                             nqcnf_options *options)
{
    const uint32_t n = options->n;
    instance_numbers numbers;
    memset(&numbers, 0, sizeof numbers);
    int status = parse_numbers(args, n, &numbers);
    if (status != 0) return status;
    /* applied once per N of a family: the last board's instance goes */
    nqcnf_instance_free(args->instance);
    args->instance = NULL;
    if (nqcnf_instance_create(n, &args->instance) != NQCNF_OK) {
        report_error("out of memory");
        return EXIT_FAILURE_RUNTIME;
    }
    status = add_squares(args->instance, options);
    if (status == 0 && args->excluded_diagonals_file)
        status = read_instance_file(args->instance,
                                    args->excluded_diagonals_file,
                                    nqcnf_instance_read_diagonals,
                                    (size_t)numbers.take);
    if (status == 0 && args->blocks_file)
        status = read_instance_file(args->instance, args->blocks_file,
                                    read_blocks, 0);
    if (status == 0) status = generate(args->instance, args, &numbers, n);
    if (status == 0 &&
        nqcnf_instance_apply(args->instance, options) != NQCNF_OK) {
        report_error("out of memory");
        status = EXIT_FAILURE_RUNTIME;
    }
    return status;
}
