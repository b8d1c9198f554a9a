/*
 * cmd_generate.c - `nqueens-cnf [-o FILE] N` and `nqueens-cnf stats N`.
 *
 * The default command writes the CNF (generate_output.c does the
 * writing, family.c a whole family of files); this file reads what to
 * write and where.
 */
#include "command_line.h"
#include "symmetry_words.h"
#include "commands.h"
#include "generator_options.h"
#include "messages.h"
#include "nqcnf_experimental.h"
#include "output_file.h"
#include "family.h"
#include "provenance.h"
#include "shuffle_options.h"
#include "table_names.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The format called `text` (NULL: the default), and whether it takes
 * --comments; both from the library's table. */
static int parse_format(const char *text, int comments, nqcnf_format *format,
                        unsigned *flags)
{
    char choices[256];
    *format = (nqcnf_format)table_default(TABLE_FORMATS);
    if (text != NULL && nqcnf_format_from_name(text, format) != NQCNF_OK)
        return usage_error("unknown format '%s': choose %s", text,
                           table_choices(TABLE_FORMATS, choices,
                                         sizeof choices));
    *flags = comments ? NQCNF_WRITE_COMMENTS : 0;
    if ((*flags & ~nqcnf_format_flags(*format)) != 0)
        return usage_error("'--comments' does not apply to the %s format",
                           nqcnf_format_name(*format));
    return 0;
}

typedef struct generate_arguments {
    const char *output, *format;
    int comments, progress, no_progress;
    const char *compress, *level;      /* compressed output */
    const char *shuffle, *shuffle_parts;
    int provenance;
    const char *family, *range, *step; /* a family of files */
    int append, force;                 /* into a folder with an index */
} generate_arguments;

/* How to write, from the options that do not change the instance. */
static int parse_settings(const generate_arguments *args,
                          generate_settings *settings)
{
    memset(settings, 0, sizeof *settings);
    int status = parse_format(args->format, args->comments,
                              &settings->format, &settings->flags);
    if (status == 0)
        status = progress_mode_from_flags(args->progress, args->no_progress,
                                          &settings->progress);
    settings->compress = args->compress;
    settings->level = args->level;
    settings->shuffle = args->shuffle;
    settings->shuffle_parts = args->shuffle_parts;
    settings->provenance = args->provenance;
    return status;
}

/* One instance, N from the command line, to -o or standard output. */
static int generate(const generate_arguments *args,
                    const cli_arguments *parsed, generator_arguments *generator,
                    const generate_settings *settings)
{
    if (args->range != NULL || args->step != NULL || args->append)
        return usage_error("--range, --step and --append go with "
                           "--family DIR");
    if (args->output != NULL && args->output[0] == '\0')
        return usage_error("the output file name is empty");
    nqcnf_options options;
    nqcnf_options_init(&options, 0);
    int status = board_size_argument(parsed, &options.n);
    if (status == 0) status = generator_arguments_apply(generator, &options);
    if (status != 0) return status;
    output_request request;
    return generate_instance(&options, generator, settings, args->output,
                             NULL, &request);
}

/* A family: N comes from --range, -o gives only the files' ending. */
static int generate_family(const generate_arguments *args,
                           const cli_arguments *parsed,
                           generator_arguments *generator,
                           const generate_settings *settings)
{
    if (parsed->positional_count > 0)
        return usage_error("with --family, N comes from --range, not '%s'",
                           parsed->positional[0]);
    const family_request family = {args->family, args->range, args->step,
                                   args->output, args->append, args->force};
    return family_write(&family, generator, settings);
}

/* The default command parses its own command line (rather than through
 * run_generator_command): with --family there is no N, and the family
 * applies the encoding options once per N. */
static int run_generate(int argc, char **argv, int first,
                        const binding_list *own, generate_arguments *args,
                        const char *command_line)
{
    generator_arguments generator;
    if (generator_arguments_init(&generator, argc) != 0)
        return EXIT_FAILURE_RUNTIME;
    option_binding storage[GENERATOR_BINDING_COUNT];
    const binding_list bindings = generator_bindings(&generator, storage, own);
    cli_arguments parsed;
    generate_settings settings;
    int status = parse_command_line(argc, argv, first, COMMAND_GENERATE,
                                    &bindings, &parsed);
    if (status == 0) status = parse_settings(args, &settings);
    output_file_allow_read_only(args->force, 1);
    settings.command_line = command_line;
    if (status == 0)
        status = args->family != NULL
                     ? generate_family(args, &parsed, &generator, &settings)
                     : generate(args, &parsed, &generator, &settings);
    generator_arguments_free(&generator);
    return status;
}

int command_generate(int argc, char **argv, int first)
{
    generate_arguments args;
    memset(&args, 0, sizeof args);
    const option_binding own[] = {
        BIND_VALUE(OPTION_OUTPUT, &args.output),
        BIND_VALUE(OPTION_FORMAT, &args.format),
        BIND_FLAG(OPTION_COMMENTS, &args.comments),
        BIND_FLAG(OPTION_PROGRESS, &args.progress),
        BIND_FLAG(OPTION_NO_PROGRESS, &args.no_progress),
        BIND_VALUE(OPTION_COMPRESS, &args.compress),
        BIND_VALUE(OPTION_LEVEL, &args.level),
        BIND_VALUE(OPTION_SHUFFLE, &args.shuffle),
        BIND_VALUE(OPTION_SHUFFLE_PARTS, &args.shuffle_parts),
        BIND_FLAG(OPTION_PROVENANCE, &args.provenance),
        BIND_VALUE(OPTION_FAMILY, &args.family),
        BIND_VALUE(OPTION_RANGE, &args.range),
        BIND_VALUE(OPTION_STEP, &args.step),
        BIND_FLAG(OPTION_APPEND, &args.append),
        BIND_FLAG(OPTION_FORCE, &args.force)};
    const binding_list own_list = {own, sizeof own / sizeof own[0], NULL};
    /* Quoted before the parser rearranges argv. */
    char *command_line = provenance_command_line(argc, argv);
    if (command_line == NULL) return EXIT_FAILURE_RUNTIME;
    const int status =
        run_generate(argc, argv, first, &own_list, &args, command_line);
    free(command_line);
    return status;
}

typedef struct stats_arguments {
    const char *shuffle, *shuffle_parts;
} stats_arguments;

/* Texts up to this size are hashed by stats: generating, normalising and
 * MD5 together take about 2.7 s of CPU per GB of text (N = 300's 708 MB:
 * 1.9 s), so stats stays a matter of seconds up to N of about 335 with
 * the textbook encoding; beyond it stats stays a matter of closed forms
 * and says how to get the hash. */
#define GBD_HASH_BYTE_LIMIT 1000000000ull

/* The GBD hash line of stats: generated and hashed as it streams. */
static int print_gbd_hash(const nqcnf_options *options,
                          const nqcnf_sizes *counts)
{
    if (counts->bytes > GBD_HASH_BYTE_LIMIT) {
        printf("gbd        not computed (over 1 GB of text; nqueens-cnf "
               "writes the file, gbd-tools hashes it)\n");
        return finish_stdout(EXIT_OK);
    }
    char hash[NQCNF_GBD_HASH_SIZE];
    const nqcnf_status status = nqcnf_gbd_hash(options, hash);
    if (status != NQCNF_OK) {
        fflush(stdout);
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    printf("gbd        %s\n", hash);
    return finish_stdout(EXIT_OK);
}

static int stats(nqcnf_options *options, void *context)
{
    const stats_arguments *args = context;
    const int usage = shuffle_arguments_apply(args->shuffle,
                                              args->shuffle_parts, options);
    if (usage != 0) return usage;
    nqcnf_sizes counts;
    const nqcnf_status result = nqcnf_sizes_compute(options, &counts);
    if (result != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(result));
        return EXIT_FAILURE_RUNTIME;
    }
    printf("N          %u\n", options->n);
    printf("encoding   %s\n", nqcnf_encoding_name(options->encoding));
    printf("variables  %llu\n", (unsigned long long)counts.variables);
    printf("auxiliary  %llu\n",
           (unsigned long long)counts.auxiliary_variables);
    printf("clauses    %llu\n", (unsigned long long)counts.clauses);
    printf("bytes      %llu\n", (unsigned long long)counts.bytes);
    if (options->symmetry_breaking) {
        char words[200];
        if (symmetry_words(options, words, sizeof words, NULL) == NQCNF_OK)
            printf("symmetry   %s\n", words);
    }
    return print_gbd_hash(options, &counts);
}

int command_stats(int argc, char **argv, int first)
{
    stats_arguments args = {NULL, NULL};
    const option_binding own[] = {
        BIND_VALUE(OPTION_SHUFFLE, &args.shuffle),
        BIND_VALUE(OPTION_SHUFFLE_PARTS, &args.shuffle_parts)};
    return run_generator_command(argc, argv, first, COMMAND_STATS, own,
                                 sizeof own / sizeof own[0], stats, &args);
}
