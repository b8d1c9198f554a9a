/*
 * generate_output.c - writing the instance to its destination.
 *
 * The output path is the hot one, so it goes straight from the library's
 * block writer, through the library's compressor when one is asked for,
 * to write(2) on the destination (output_file.c), with no stdio buffer in
 * between, counting the text's bytes for the progress line of a long
 * write and the file's for the caller. The default command and --family
 * both write through it.
 *
 * Compression is chosen by -o's ending (.xz .gz .bz2 .zst) unless
 * --compress says otherwise (and it is the only way to compress standard
 * output); it is settled, with --level, before the destination is
 * opened, so a refused choice leaves nothing behind. Compressed bytes
 * are not sent to a terminal, as xz and zstd refuse to; that is asked of
 * the opened descriptor, not of the name, since /dev/stderr, /dev/tty or
 * a link to /proc/self/fd/1 reach a terminal as surely as "-" does (and
 * a terminal is written in place, so refusing then leaves nothing).
 */
#include "generate_output.h"

#include "compress/compress.h"
#include "messages.h"
#include "output_file.h"
#include "human_units.h"

#include "command_line.h"

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

/* The destination with a count of what reached it, for the progress
 * line of a long write (N = 1000 is 28 GB). The library hands over
 * blocks of a few hundred kilobytes, so asking the line after each costs
 * nothing. */
typedef struct counted_output {
    output_file file;
    progress_line line;
    uint64_t written, expected; /* expected 0: not known */
    nqcnf_compressor *compressor; /* between the text and the file */
} counted_output;

static const char *output_name(const counted_output *out)
{
    return strcmp(out->file.path, "-") == 0 ? "standard output"
                                            : out->file.path;
}

static int write_counted(void *context, const void *data, size_t size)
{
    counted_output *out = context;
    const int status = nqcnf_compressor_write(out->compressor, data, size);
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

/* The codec --compress names, or -o's ending asks for. */
static int choose_codec(const output_request *request, nqcnf_codec *codec)
{
    *codec = nqcnf_codec_from_path(request->path);
    if (request->compress == NULL) return 0;
    if (nqcnf_codec_from_name(request->compress, codec) == NQCNF_OK) return 0;
    char choices[64] = "";
    for (unsigned c = 0; c < NQCNF_CODEC_COUNT; c++)
        snprintf(choices + strlen(choices), sizeof choices - strlen(choices),
                 "%s%s", c == 0 ? "" : ", ", nqcnf_codec_name((nqcnf_codec)c));
    return usage_error("unknown compression '%s': choose %s",
                       request->compress, choices);
}

/* --level within the codec's range; NQCNF_LEVEL_DEFAULT without it. */
static int choose_level(const output_request *request, nqcnf_codec codec,
                        int *level)
{
    *level = NQCNF_LEVEL_DEFAULT;
    if (request->level == NULL) return 0;
    int lowest = 0, highest = 0, fallback = 0;
    if (nqcnf_codec_levels(codec, &lowest, &highest, &fallback) != NQCNF_OK)
        return usage_error("'--level' needs compression: -o FILE ending in "
                           ".xz, .gz, .bz2 or .zst, or --compress");
    unsigned long long value = 0;
    const int status =
        parse_count_option("--level", request->level, 1000, &value);
    if (status != 0) return status;
    if (value < (unsigned long long)lowest ||
        value > (unsigned long long)highest)
        return usage_error("'--level %s' is out of range for %s: %d to %d "
                           "(default %d)", request->level,
                           nqcnf_codec_name(codec), lowest, highest,
                           fallback);
    *level = (int)value;
    return 0;
}

static int choose_compression(const output_request *request,
                              nqcnf_codec *codec, int *level)
{
    int status = choose_codec(request, codec);
    if (status == 0) status = choose_level(request, *codec, level);
    return status;
}

/* Where the bytes go is known only once the destination is open:
 * /dev/stderr, /proc/self/fd/2 or /dev/tty may all be the terminal. */
static int refuse_terminal(counted_output *out, nqcnf_codec codec)
{
    if (codec == NQCNF_CODEC_NONE || !output_file_is_terminal(&out->file))
        return 0;
    output_file_abort(&out->file);
    return usage_error("compressed data is not written to a terminal "
                       "(%s is one): use -o FILE or a pipe",
                       output_name(out));
}

static int report_failure(nqcnf_status status, const char *path)
{
    if (status == NQCNF_ERR_IO) return report_write_failure(path);
    report_error("%s", nqcnf_strerror(status));
    return EXIT_FAILURE_RUNTIME;
}

/* The preamble, the instance and the end of the compressed stream. */
static nqcnf_status write_everything(const nqcnf_options *options,
                                     nqcnf_format format, unsigned flags,
                                     const output_request *request,
                                     counted_output *out)
{
    nqcnf_status status = NQCNF_OK;
    if (request->preamble != NULL &&
        write_counted(out, request->preamble, strlen(request->preamble)) != 0)
        status = errno == ENOMEM ? NQCNF_ERR_OUT_OF_MEMORY : NQCNF_ERR_IO;
    if (status == NQCNF_OK)
        status = nqcnf_write(options, format, flags, write_counted, out);
    if (status == NQCNF_OK) status = nqcnf_compressor_finish(out->compressor);
    return status;
}

int generate_output_write(const nqcnf_options *options, nqcnf_format format,
                          unsigned flags, output_request *request)
{
    nqcnf_codec codec = NQCNF_CODEC_NONE;
    int level = NQCNF_LEVEL_DEFAULT;
    const int usage = choose_compression(request, &codec, &level);
    if (usage != 0) return usage;
    nqcnf_sizes counts;
    nqcnf_status status = nqcnf_sizes_compute(options, &counts);
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
    /* The byte count is the plain DIMACS text's (a shuffle changes the
     * digits and the signs). */
    if (format == NQCNF_FORMAT_DIMACS && flags == 0 &&
        options->shuffle_parts == 0)
        out.expected = counts.bytes;
    const char *output_path = request->path;
    const int to_file = output_path != NULL && strcmp(output_path, "-") != 0;
    if (output_file_open(&out.file, output_path) != 0)
        return EXIT_FAILURE_RUNTIME;
    const int refused = refuse_terminal(&out, codec);
    if (refused != 0) return refused;
    status = nqcnf_compressor_new(codec, level, 0, output_file_write,
                                  &out.file, &out.compressor);
    if (status != NQCNF_OK) {
        output_file_abort(&out.file);
        return report_failure(status, out.file.path);
    }
    progress_start(&out.line, request->progress,
                   (to_file && !output_file_is_terminal(&out.file)) ||
                       progress_stdout_is_a_file());
    status = write_everything(options, format, flags, request, &out);
    progress_finish(&out.line);
    nqcnf_compressor_totals(out.compressor, NULL, &request->file_bytes);
    nqcnf_compressor_free(out.compressor);
    if (status != NQCNF_OK) {
        const int saved_errno = errno;
        output_file_abort(&out.file);
        errno = saved_errno;
        return report_failure(status, out.file.path);
    }
    request->text_bytes = out.written;
    return output_file_commit(&out.file) == 0 ? EXIT_OK
                                              : EXIT_FAILURE_RUNTIME;
}
