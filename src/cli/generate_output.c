/*
 * generate_output.c - writing the instance to its destination.
 *
 * The output path is the hot one, so it goes straight from the library's
 * block writer to write(2) on the destination (output_file.c), with no
 * stdio buffer in between, counting the bytes for the progress line of
 * a long write. The default command and --family both write through it.
 */
#include "generate_output.h"

#include "messages.h"
#include "output_file.h"
#include "human_units.h"

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

int generate_output_write(const nqcnf_options *options, nqcnf_format format,
                          unsigned flags, output_request *request)
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
    const char *output_path = request->path;
    const int to_file = output_path != NULL && strcmp(output_path, "-") != 0;
    if (output_file_open(&out.file, output_path) != 0)
        return EXIT_FAILURE_RUNTIME;
    progress_start(&out.line, request->progress,
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
    request->text_bytes = out.written;
    return output_file_commit(&out.file) == 0 ? EXIT_OK
                                              : EXIT_FAILURE_RUNTIME;
}

