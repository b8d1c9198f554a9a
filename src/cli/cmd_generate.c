/*
 * cmd_generate.c - `nqueens-cnf [-o FILE] N` and `nqueens-cnf stats N`.
 *
 * The default command writes the CNF (generate_output.c does the
 * writing); this file reads what to write and where.
 */
#include "command_line.h"
#include "commands.h"
#include "generator_options.h"
#include "messages.h"
#include "nqcnf.h"
#include "generate_output.h"
#include "shuffle_options.h"
#include "table_names.h"

#include <errno.h>
#include <stdio.h>
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
} generate_arguments;

static int generate(nqcnf_options *options, void *context)
{
    const generate_arguments *args = context;
    if (args->output != NULL && args->output[0] == '\0')
        return usage_error("the output file name is empty");
    nqcnf_format format = NQCNF_FORMAT_DIMACS;
    unsigned flags = 0;
    progress_mode progress;
    int status = parse_format(args->format, args->comments, &format, &flags);
    if (status == 0)
        status = progress_mode_from_flags(args->progress, args->no_progress,
                                          &progress);
    if (status == 0)
        status = shuffle_arguments_apply(args->shuffle, args->shuffle_parts,
                                         options);
    if (status != 0) return status;
    output_request request;
    memset(&request, 0, sizeof request);
    request.path = args->output;
    request.progress = progress;
    request.compress = args->compress;
    request.level = args->level;
    return generate_output_write(options, format, flags, &request);
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
        BIND_VALUE(OPTION_STEP, &args.step)};
    return run_generator_command(argc, argv, first, COMMAND_GENERATE, own,
                                 sizeof own / sizeof own[0], generate, &args);
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
                          const nqcnf_counts *counts)
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
    nqcnf_counts counts;
    const nqcnf_status result = nqcnf_counts_compute(options, &counts);
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
