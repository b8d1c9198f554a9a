/*
 * cmd_generate.c - `nqueens-cnf [-o FILE] N` and `nqueens-cnf stats N`.
 *
 * The default command writes the CNF; its output path is the hot one, so
 * it goes straight from the library's block writer to write(2) on the
 * destination, with no stdio buffer in between.
 */
#include "command_line.h"
#include "commands.h"
#include "generator_options.h"
#include "messages.h"
#include "nqcnf.h"
#include "output_file.h"
#include "progress.h"
#include "human_units.h"
#include "table_names.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static int report_write_failure(const char *path)
{
    /* A reader that went away (nqueens-cnf 500 | head) is not an error;
     * SIGPIPE normally ends us first, this covers a blocked SIGPIPE. */
    if (errno == EPIPE) return EXIT_FAILURE_RUNTIME;
    if (strcmp(path, "-") == 0)
        report_error("cannot write to standard output: %s", strerror(errno));
    else
        report_error("cannot write '%s': %s", path, strerror(errno));
    return EXIT_FAILURE_RUNTIME;
}

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

/* The destination with a count of what reached it, for the progress
 * line of a long write (N = 1000 is 28 GB). The library hands over
 * blocks of a few hundred kilobytes, so asking the line after each costs
 * nothing. */
typedef struct counted_output {
    output_file file;
    progress_line line;
    uint64_t written, expected; /* expected 0: not known */
} counted_output;

static const char *output_name(const counted_output *out)
{
    return strcmp(out->file.path, "-") == 0 ? "standard output"
                                            : out->file.path;
}

static int write_counted(void *context, const void *data, size_t size)
{
    counted_output *out = context;
    const int status = output_file_write(&out->file, data, size);
    out->written += size;
    if (!progress_due(&out->line)) return status;
    const double elapsed = progress_elapsed(&out->line);
    char done[24], total[24], rate[24], left[48] = "";
    format_bytes((double)out->written, done, sizeof done);
    format_bytes(elapsed > 0 ? (double)out->written / elapsed : 0, rate,
                 sizeof rate);
    if (out->expected > 0) {
        const double fraction = (double)out->written / (double)out->expected;
        progress_time_left(fraction, elapsed, left, sizeof left);
        progress_draw(&out->line, "writing %s: %s of %s (%.0f%%), %s/s%s",
                      output_name(out), done,
                      format_bytes((double)out->expected, total,
                                   sizeof total),
                      100 * fraction, rate, left);
    } else {
        progress_draw(&out->line, "writing %s: %s, %s/s", output_name(out),
                      done, rate);
    }
    return status;
}

static int write_output(const nqcnf_options *options, nqcnf_format format,
                        unsigned flags, const char *output_path,
                        progress_mode progress)
{
    nqcnf_counts counts;
    nqcnf_status status = nqcnf_counts_quick(options, &counts);
    if (status != NQCNF_OK) {
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    if (format == NQCNF_FORMAT_DIMACS &&
        counts.clauses > NQCNF_SOLVER_CLAUSE_LIMIT)
        report_warning("N = %u gives %llu clauses, more than 2147483647: "
                       "most SAT solvers cannot read this file",
                       options->n, (unsigned long long)counts.clauses);

    counted_output out = {.written = 0};
    /* The byte count is the plain DIMACS text's. */
    if (format == NQCNF_FORMAT_DIMACS && flags == 0)
        out.expected = counts.bytes;
    const int to_file = output_path != NULL && strcmp(output_path, "-") != 0;
    if (output_file_open(&out.file, output_path) != 0)
        return EXIT_FAILURE_RUNTIME;
    progress_start(&out.line, progress,
                   to_file || progress_stdout_is_a_file());
    status = nqcnf_write(options, format, flags, write_counted, &out);
    progress_finish(&out.line);
    if (status != NQCNF_OK) {
        const int saved_errno = errno;
        output_file_abort(&out.file);
        errno = saved_errno;
        if (status == NQCNF_ERR_IO) return report_write_failure(out.file.path);
        report_error("%s", nqcnf_strerror(status));
        return EXIT_FAILURE_RUNTIME;
    }
    return output_file_commit(&out.file) == 0 ? EXIT_OK
                                              : EXIT_FAILURE_RUNTIME;
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
    if (status != 0) return status;
    return write_output(options, format, flags, args->output, progress);
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

static int stats(nqcnf_options *options, void *context)
{
    (void)context;
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
    return finish_stdout(EXIT_OK);
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
