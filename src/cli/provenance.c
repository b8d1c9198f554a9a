/*
 * provenance.c - the --provenance lines before the header.
 *
 * The SAT competitions ask of a generator that "the command line
 * parameters must appear in the first commented lines of the instance"
 * (benchmark submission guidelines, 2009 and since), so that anyone
 * holding one file can make it again; benchmark builders also want the
 * generator's version, the seeds, the family and a sentence on what the
 * instance is. So: one "key: value" comment line each, the command line
 * quoted for a POSIX shell (an argument with a line break or another
 * control character in $'...' form, so that it cannot end the comment
 * line). The text is built with open_memstream (POSIX 2008), the simplest
 * growing buffer at hand.
 */
#define _POSIX_C_SOURCE 200809L

#include "provenance.h"

#include "symmetry_words.h"
#include "messages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Characters a shell word may hold unquoted. */
static int plain_word(const char *word)
{
    if (*word == '\0') return 0;
    for (const char *c = word; *c != '\0'; c++)
        if (strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                   "0123456789_@%+=:,./-", *c) == NULL)
            return 0;
    return 1;
}

static int has_control(const char *word)
{
    for (const unsigned char *c = (const unsigned char *)word; *c; c++)
        if (*c < 0x20 || *c == 0x7f) return 1;
    return 0;
}

static void quote_word(FILE *out, const char *word)
{
    if (plain_word(word)) {
        fputs(word, out);
    } else if (!has_control(word)) {
        fputc('\'', out);
        for (const char *c = word; *c != '\0'; c++) {
            if (*c == '\'') fputs("'\\''", out);
            else fputc(*c, out);
        }
        fputc('\'', out);
    } else {
        fputs("$'", out);
        for (const unsigned char *c = (const unsigned char *)word; *c; c++) {
            if (*c == '\n') fputs("\\n", out);
            else if (*c == '\t') fputs("\\t", out);
            else if (*c < 0x20 || *c == 0x7f) fprintf(out, "\\x%02x", *c);
            else if (*c == '\\' || *c == '\'') fprintf(out, "\\%c", *c);
            else fputc(*c, out);
        }
        fputc('\'', out);
    }
}

/* Closes the stream and hands over its text (which fclose sets, hence
 * the pointer to it); NULL after reporting. */
static char *stream_text(FILE *out, char **data)
{
    int failed = out == NULL;
    if (out != NULL) {
        failed = ferror(out);
        failed |= fclose(out) != 0;
    }
    if (!failed) return *data;
    free(*data);
    report_error("out of memory");
    return NULL;
}

char *provenance_command_line(int argc, char *const *argv)
{
    char *data = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&data, &size);
    if (out == NULL) return stream_text(out, &data);
    fputs(PROGRAM_NAME, out);
    for (int i = 1; i < argc; i++) {
        fputc(' ', out);
        quote_word(out, argv[i]);
    }
    return stream_text(out, &data);
}

const char *provenance_family_name(const generator_arguments *generator,
                                   const nqcnf_options *options)
{
    if (generator->excluded_diagonals_file || generator->random_diagonals)
        return "excluded-diagonals";
    if (generator->blocks_file || generator->random_blocks ||
        options->blocked_count > 0)
        return "blocked-n-queens";
    if (generator->random_queens || options->queen_count > 0)
        return "n-queens-completion";
    return "n-queens";
}

static const char *comment_prefix(nqcnf_format format)
{
    const char *name = nqcnf_format_name(format);
    if (name == NULL) return NULL;
    if (strcmp(name, "dimacs") == 0 || strcmp(name, "knf") == 0 ||
        strcmp(name, "cnf+") == 0)
        return "c";
    if (strcmp(name, "smt2") == 0) return ";";
    return NULL;
}

static void write_seeds(FILE *out, const char *c,
                        const provenance_request *request)
{
    const char *seed = request->generator->seed;
    const int random = request->generator->random_blocks ||
                       request->generator->random_diagonals ||
                       request->generator->random_queens;
    if (request->shuffle == NULL && !random) {
        fprintf(out, "%s seed: none (the instance is not random)\n", c);
        return;
    }
    fprintf(out, "%s seed:", c);
    if (random) fprintf(out, " instance %s", seed != NULL ? seed : "1");
    if (random && request->shuffle != NULL) fputc(',', out);
    if (request->shuffle != NULL)
        fprintf(out, " shuffle %s (parts %s)", request->shuffle,
                request->shuffle_parts != NULL ? request->shuffle_parts
                                               : "all");
    fputc('\n', out);
}

static void write_lines(FILE *out, const char *c,
                        const provenance_request *request)
{
    const nqcnf_options *o = request->options;
    fprintf(out, "%s generator: %s %s\n", c, PROGRAM_NAME, nqcnf_version());
    fprintf(out, "%s command: %s\n", c, request->command_line);
    fprintf(out, "%s family: %s", c,
            provenance_family_name(request->generator, o));
    if (request->family != NULL) fprintf(out, " (%s)", request->family);
    fprintf(out, "\n%s parameters: n=%u encoding=%s column-alo=%s "
            "symmetry-breaking=%s queens=%zu blocked=%zu format=%s\n",
            c, o->n, nqcnf_encoding_name(o->encoding),
            o->column_at_least_one ? "yes" : "no",
            o->symmetry_breaking ? "yes" : "no", o->queen_count,
            o->blocked_count, nqcnf_format_name(request->format));
    write_seeds(out, c, request);
    fprintf(out, "%s description: the N-Queens puzzle as SAT: %u queens on "
            "the %u x %u board, exactly one in each row and column, at most "
            "one on each diagonal%s; variable r*%u+c+1 is the square in "
            "row r, column c (0-based)%s\n", c, o->n, o->n, o->n,
            o->queen_count > 0 || o->blocked_count > 0
                ? ", some queens placed and some squares blocked beforehand"
                : "",
            o->n,
            request->shuffle != NULL ? " before the --shuffle renaming" : "");
    char words[200];
    if (o->symmetry_breaking &&
        symmetry_words(o, words, sizeof words, NULL) == NQCNF_OK)
        fprintf(out, "%s symmetry breaking: one board per class of the "
                "problem's %s\n", c, words);
}

int provenance_text(const provenance_request *request, char **text)
{
    const char *c = comment_prefix(request->format);
    if (c == NULL)
        return usage_error("'--provenance' does not apply to the %s format "
                           "(its header must come first and nothing may "
                           "precede it)",
                           nqcnf_format_name(request->format));
    char *data = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&data, &size);
    if (out != NULL) write_lines(out, c, request);
    *text = stream_text(out, &data);
    return *text != NULL ? 0 : EXIT_FAILURE_RUNTIME;
}
