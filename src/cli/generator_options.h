/*
 * generator_options.h - the options that choose what is generated, shared
 * by every subcommand that builds the encoding (the default command,
 * stats, solve, count): --encoding, --queen, --block, --no-column-alo,
 * --symmetry-breaking, --allow-unsat, and the instances of the literature
 * (instance_options.c).
 */
#ifndef NQCNF_CLI_GENERATOR_OPTIONS_H
#define NQCNF_CLI_GENERATOR_OPTIONS_H

#include "command_line.h"
#include "nqcnf_experimental.h"

typedef struct generator_arguments {
    const char *encoding;
    const char **queens; /* "R,C" texts, as typed */
    size_t queen_count;
    const char **blocks;
    size_t block_count;
    int no_column_alo;
    int symmetry_breaking;
    int allow_unsat;
    /* The instances of the literature (instance_files.c,
     * random_instances.c): texts as typed, NULL when not given. */
    const char *excluded_diagonals_file;
    const char *take;
    const char *blocks_file;
    const char *random_blocks;
    const char *random_diagonals;
    const char *random_queens;
    const char *seed;
    nqcnf_square_ref *queen_squares; /* parsed, 0-based */
    nqcnf_square_ref *block_squares;
    nqcnf_instance *instance; /* made when one of those is given: then the
                                 options' squares are its own */
} generator_arguments;

/* Prepares room for up to `argc` repeated values. Returns 0 or -1 (out
 * of memory, reported). */
int generator_arguments_init(generator_arguments *args, int argc);
void generator_arguments_free(generator_arguments *args);

/* The bindings of the encoding options (the option table's
 * GROUP_ENCODING rows) to `args`; `storage` is where they are kept, `next`
 * the command's own bindings. */
enum { GENERATOR_BINDING_COUNT = 13 };
binding_list generator_bindings(generator_arguments *args,
                                option_binding *storage,
                                const binding_list *next);

/* Fills `options` (whose n is set) from the arguments: parses the encoding
 * and the squares against N, refuses pre-placed queens that attack each
 * other unless --allow-unsat. Returns 0, or EXIT_USAGE after the error. */
int generator_arguments_apply(generator_arguments *args,
                              nqcnf_options *options);

/* Sets options->backend from the value of --solver (NULL: the default
 * stays). Returns 0, or EXIT_USAGE after naming the solvers there are. */
int solver_option_apply(const char *name, nqcnf_options *options);

/* What a subcommand does once its options are parsed and applied;
 * returns its exit status. */
typedef int (*generator_command_fn)(nqcnf_options *options, void *context);

/* Runs a command that takes N plus the encoding options and the
 * `own_count` options of its own (bound in `own`): parses them, then
 * calls `run` with the options (their squares live until it returns) and
 * `context`. Returns 0 or an exit status. */
int run_generator_command(int argc, char **argv, int first,
                          command_id command, const option_binding *own,
                          size_t own_count, generator_command_fn run,
                          void *context);

#endif
