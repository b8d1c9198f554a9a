/*
 * generator_options.c - see generator_options.h.
 *
 * Squares are typed as R,C, 1-based as in the lessons, and checked with
 * the same strictness as N: digits only, on the board, the offending text
 * quoted. Contradictory pre-placed queens are a usage error by default,
 * because an unsatisfiable instance is rarely what was meant; benchmark
 * makers who want one say --allow-unsat.
 */
#include "generator_options.h"

#include "symmetry_words.h"
#include "instance_options.h"
#include "messages.h"
#include "table_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int generator_arguments_init(generator_arguments *args, int argc)
{
    memset(args, 0, sizeof *args);
    const size_t room = argc > 0 ? (size_t)argc : 1;
    args->queens = calloc(room, sizeof *args->queens);
    args->blocks = calloc(room, sizeof *args->blocks);
    args->queen_squares = calloc(room, sizeof *args->queen_squares);
    args->block_squares = calloc(room, sizeof *args->block_squares);
    if (args->queens && args->blocks && args->queen_squares &&
        args->block_squares)
        return 0;
    report_error("out of memory");
    generator_arguments_free(args);
    return -1;
}

void generator_arguments_free(generator_arguments *args)
{
    free(args->queens);
    free(args->blocks);
    free(args->queen_squares);
    free(args->block_squares);
    nqcnf_instance_free(args->instance);
    memset(args, 0, sizeof *args);
}

binding_list generator_bindings(generator_arguments *args,
                                option_binding *storage,
                                const binding_list *next)
{
    const option_binding bound[GENERATOR_BINDING_COUNT] = {
        BIND_VALUE(OPTION_ENCODING, &args->encoding),
        BIND_LIST(OPTION_QUEEN, args->queens, &args->queen_count),
        BIND_LIST(OPTION_BLOCK, args->blocks, &args->block_count),
        BIND_FLAG(OPTION_NO_COLUMN_ALO, &args->no_column_alo),
        BIND_FLAG(OPTION_SYMMETRY_BREAKING, &args->symmetry_breaking),
        BIND_FLAG(OPTION_ALLOW_UNSAT, &args->allow_unsat),
        BIND_VALUE(OPTION_EXCLUDED_DIAGONALS,
                   &args->excluded_diagonals_file),
        BIND_VALUE(OPTION_TAKE, &args->take),
        BIND_VALUE(OPTION_BLOCKS, &args->blocks_file),
        BIND_VALUE(OPTION_RANDOM_BLOCKS, &args->random_blocks),
        BIND_VALUE(OPTION_RANDOM_DIAGONALS, &args->random_diagonals),
        BIND_VALUE(OPTION_RANDOM_QUEENS, &args->random_queens),
        BIND_VALUE(OPTION_SEED, &args->seed)};
    memcpy(storage, bound, sizeof bound);
    const binding_list list = {storage, GENERATOR_BINDING_COUNT, next};
    return list;
}

/* Reads a 1-based coordinate of at most 5 digits; 0 on failure. */
static uint32_t read_coordinate(const char **text)
{
    uint32_t value = 0;
    unsigned digits = 0;
    while (**text >= '0' && **text <= '9' && digits < 6) {
        value = value * 10 + (uint32_t)(**text - '0');
        (*text)++;
        digits++;
    }
    return digits == 0 || digits > 5 ? 0 : value;
}

static int parse_square(const char *option, const char *text, uint32_t n,
                        nqcnf_square_ref *square)
{
    const char *p = text;
    const uint32_t row = read_coordinate(&p);
    const int comma = *p == ',';
    if (comma) p++;
    const uint32_t column = read_coordinate(&p);
    if (!comma || *p != '\0' || row == 0 || column == 0)
        return usage_error("invalid square '%s' for '--%s': expected R,C "
                           "(row and column, 1-based, e.g. 1,1)",
                           text, option);
    if (row > n || column > n)
        return usage_error("square '%s' for '--%s' is off the %ux%u board",
                           text, option, n, n);
    square->row = row - 1;
    square->column = column - 1;
    return 0;
}

static int parse_squares(const char *option, const char **texts,
                         size_t count, uint32_t n, nqcnf_square_ref *squares)
{
    for (size_t i = 0; i < count; i++) {
        const int status = parse_square(option, texts[i], n, &squares[i]);
        if (status != 0) return status;
    }
    return 0;
}

/* A pre-placed queen as typed, or as R,C when a generator placed it. */
static const char *queen_text(const generator_arguments *args,
                              const nqcnf_options *options, size_t index,
                              char *buffer, size_t size)
{
    if (index < args->queen_count) return args->queens[index];
    snprintf(buffer, size, "%u,%u", options->queens[index].row + 1,
             options->queens[index].column + 1);
    return buffer;
}

static int refuse_conflict(const generator_arguments *args,
                           const nqcnf_options *options)
{
    size_t first = 0, second = 0;
    char one[24], other[24];
    if (args->allow_unsat ||
        !nqcnf_queens_conflict(options, &first, &second))
        return 0;
    if (first == second)
        return usage_error("the pre-placed queen '%s' stands on a blocked "
                           "square (add --allow-unsat to generate the "
                           "unsatisfiable instance anyway)",
                           queen_text(args, options, first, one,
                                      sizeof one));
    return usage_error("the pre-placed queens '%s' and '%s' attack each "
                       "other (add --allow-unsat to generate the "
                       "unsatisfiable instance anyway)",
                       queen_text(args, options, first, one, sizeof one),
                       queen_text(args, options, second, other,
                                  sizeof other));
}

int generator_arguments_apply(generator_arguments *args,
                              nqcnf_options *options)
{
    char choices[256];
    if (args->encoding != NULL &&
        nqcnf_encoding_from_name(args->encoding, &options->encoding) !=
            NQCNF_OK)
        return usage_error("unknown encoding '%s': choose %s", args->encoding,
                           table_choices(TABLE_ENCODINGS, choices,
                                         sizeof choices));
    int status = parse_squares("queen", args->queens, args->queen_count,
                               options->n, args->queen_squares);
    if (status == 0)
        status = parse_squares("block", args->blocks, args->block_count,
                               options->n, args->block_squares);
    if (status != 0) return status;
    options->queens = args->queen_squares;
    options->queen_count = args->queen_count;
    options->blocked = args->block_squares;
    options->blocked_count = args->block_count;
    if (instance_arguments_given(args)) {
        status = instance_arguments_apply(args, options);
        if (status != 0) return status;
    }
    options->column_at_least_one = !args->no_column_alo;
    options->symmetry_breaking = args->symmetry_breaking;
    symmetry_note_nothing_to_break(options);
    nqcnf_sizes counts;
    if (nqcnf_sizes_compute(options, &counts) == NQCNF_ERR_TOO_LARGE)
        return usage_error("N = %u with the %s encoding%s needs more than "
                           "2147483647 variables, more than a solver can "
                           "number", options->n,
                           nqcnf_encoding_name(options->encoding),
                           options->symmetry_breaking
                               ? " and symmetry breaking" : "");
    return refuse_conflict(args, options);
}

static int parse_generator_command(int argc, char **argv, int first,
                                   command_id command,
                                   const binding_list *own,
                                   generator_arguments *generator,
                                   nqcnf_options *options)
{
    option_binding storage[GENERATOR_BINDING_COUNT];
    const binding_list bindings = generator_bindings(generator, storage, own);
    cli_arguments args;
    int status = parse_command_line(argc, argv, first, command, &bindings,
                                    &args);
    if (status != 0) return status;
    nqcnf_options_init(options, 0);
    status = board_size_argument(&args, &options->n);
    if (status != 0) return status;
    return generator_arguments_apply(generator, options);
}

int run_generator_command(int argc, char **argv, int first,
                          command_id command, const option_binding *own,
                          size_t own_count, generator_command_fn run,
                          void *context)
{
    const binding_list own_list = {own, own_count, NULL};
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    nqcnf_options options;
    int status = parse_generator_command(argc, argv, first, command,
                                         &own_list, &generator, &options);
    if (status == 0) status = run(&options, context);
    generator_arguments_free(&generator);
    return status;
}

int solver_option_apply(const char *name, nqcnf_options *options)
{
    char choices[128];
    if (name == NULL) return 0;
    if (nqcnf_backend_from_name(name, &options->backend) != NQCNF_OK)
        return usage_error("unknown solver '%s': choose %s", name,
                           table_choices(TABLE_BACKENDS, choices,
                                         sizeof choices));
    if (!nqcnf_backend_available(options->backend))
        return usage_error("this nqueens-cnf was built without the solver "
                           "'%s': choose %s", name,
                           table_choices(TABLE_BACKENDS, choices,
                                         sizeof choices));
    return 0;
}
