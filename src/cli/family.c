/*
 * family.c - one instance, or a family of them with an index.
 *
 * Benchmark builders want a family in one command: conventional names
 * that sort (queens-008-pairwise.cnf.xz: N zero-padded to the width of
 * the range's last N, at least three digits), and an index that a
 * spreadsheet or a script reads (CSV, RFC 4180 quoting), with what a
 * benchmark table needs: the sizes, the GBD hash under which the
 * Global Benchmark Database knows the file, and the answer where it is
 * known. Every file is written through generate_output_write, so each
 * appears whole or not at all; the index is kept in memory and written
 * last, atomically too, so an index on disk always describes files that
 * are all there. The options that change the instance are named in the
 * file name by short tags and in the index in full, from one list.
 */
#define _POSIX_C_SOURCE 200809L

#include "family.h"

#include "board_size.h"
#include "command_line.h"
#include "messages.h"
#include "output_file.h"
#include "provenance.h"
#include "shuffle_options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int generate_instance(nqcnf_options *options,
                      const generator_arguments *generator,
                      const generate_settings *settings, const char *path,
                      const char *family, output_request *request)
{
    int status = shuffle_arguments_apply(settings->shuffle,
                                         settings->shuffle_parts, options);
    if (status == 0)
        status = shuffle_arguments_fit(options, settings->format,
                                       settings->flags);
    if (status != 0) return status;
    char *preamble = NULL;
    if (settings->provenance) {
        const provenance_request lines = {
            settings->command_line, options, generator, settings->shuffle,
            settings->shuffle_parts, family, settings->format};
        status = provenance_text(&lines, &preamble);
        if (status != 0) return status;
    }
    memset(request, 0, sizeof *request);
    request->path = path;
    request->progress = settings->progress;
    request->compress = settings->compress;
    request->level = settings->level;
    request->preamble = preamble;
    status = generate_output_write(options, settings->format,
                                   settings->flags, request);
    free(preamble);
    request->preamble = NULL;
    return status;
}

/* An option that changes the instance: as typed (for the index) and as
 * a tag of the file name ("sb", "q2", "rb0.3"). */
typedef struct instance_option {
    const char *name;  /* the option, "--queen" */
    const char *value; /* its value; NULL for a flag */
    char tag[48];
} instance_option;

enum { MAX_TAGGED = 16 };

static void add_option(instance_option *list, size_t *count, const char *name,
                       const char *value, const char *tag_prefix,
                       const char *tag_value)
{
    if (*count == MAX_TAGGED) return;
    instance_option *o = &list[(*count)++];
    o->name = name;
    o->value = value;
    snprintf(o->tag, sizeof o->tag, "%s%s", tag_prefix,
             tag_value != NULL ? tag_value : "");
}

/* The options as typed, in the order of the generator's help; squares
 * are tagged by their number, files by their name without folders. */
static size_t instance_options(const generator_arguments *g,
                               const generate_settings *s,
                               instance_option *list)
{
    size_t count = 0;
    char number[24];
    if (g->no_column_alo)
        add_option(list, &count, "--no-column-alo", NULL, "nocolalo", NULL);
    if (g->symmetry_breaking)
        add_option(list, &count, "--symmetry-breaking", NULL, "sb", NULL);
    snprintf(number, sizeof number, "%zu", g->queen_count);
    for (size_t i = 0; i < g->queen_count; i++)
        add_option(list, &count, "--queen", g->queens[i],
                   i == 0 ? "q" : "", i == 0 ? number : NULL);
    snprintf(number, sizeof number, "%zu", g->block_count);
    for (size_t i = 0; i < g->block_count; i++)
        add_option(list, &count, "--block", g->blocks[i], i == 0 ? "b" : "",
                   i == 0 ? number : NULL);
    const struct {
        const char *name, *value, *tag;
    } valued[] = {{"--excluded-diagonals", g->excluded_diagonals_file, "xd-"},
                  {"--take", g->take, "take"},
                  {"--blocks", g->blocks_file, "bf-"},
                  {"--random-blocks", g->random_blocks, "rb"},
                  {"--random-diagonals", g->random_diagonals, "rd"},
                  {"--random-queens", g->random_queens, "rq"},
                  {"--seed", g->seed, "seed"},
                  {"--shuffle", s->shuffle, "shuffle"},
                  {"--shuffle-parts", s->shuffle_parts, ""}};
    for (size_t i = 0; i < sizeof valued / sizeof valued[0]; i++) {
        if (valued[i].value == NULL) continue;
        const char *slash = strrchr(valued[i].value, '/');
        const int file = valued[i].tag[strlen(valued[i].tag) - 1] == '-';
        add_option(list, &count, valued[i].name, valued[i].value,
                   valued[i].tag,
                   file && slash != NULL ? slash + 1 : valued[i].value);
    }
    return count;
}

/* Characters that stay in a file name; the rest become '_'. */
static void sanitise(char *text)
{
    for (char *c = text; *c != '\0'; c++)
        if (strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                   "0123456789.+-", *c) == NULL)
            *c = '_';
}

/* The file's extension for the format: "cnf" for DIMACS, else the
 * format's name ("smt2", "opb", ...). */
static const char *format_extension(nqcnf_format format)
{
    return format == NQCNF_FORMAT_DIMACS ? "cnf" : nqcnf_format_name(format);
}

/* What follows the format's extension: -o's ending without a repeated
 * extension (-o .cnf.xz and -o .xz both give ".xz"), or "." and the
 * --compress codec. Returns 0, or EXIT_USAGE after the error. */
static int family_ending(const char *ending, const generate_settings *s,
                         char *out, size_t size)
{
    out[0] = '\0';
    if (ending == NULL) {
        if (s->compress != NULL && strcmp(s->compress, "none") != 0)
            snprintf(out, size, ".%s", s->compress);
        return 0;
    }
    if (ending[0] != '.' || strchr(ending, '/') != NULL ||
        strlen(ending) >= size)
        return usage_error("with --family, -o gives the files' ending "
                           "(e.g. -o .cnf.xz or -o .xz for compressed "
                           "files), not '%s': the directory is --family's",
                           ending);
    if (s->compress != NULL)
        return usage_error("with --family, give the compression either as "
                           "-o's ending or with --compress, not both");
    const char *extension = format_extension(s->format);
    const size_t length = strlen(extension);
    if (strncmp(ending + 1, extension, length) == 0 &&
        (ending[1 + length] == '\0' || ending[1 + length] == '.'))
        ending += 1 + length;
    snprintf(out, size, "%s", ending);
    return 0;
}

/* queens-008-pairwise[-tags].cnf[ending] */
static void member_name(uint32_t n, int width, const nqcnf_options *options,
                        const instance_option *list, size_t count,
                        const generate_settings *s, const char *ending,
                        char *name, size_t size)
{
    int used = snprintf(name, size, "queens-%0*u-%s", width, n,
                        nqcnf_encoding_name(options->encoding));
    for (size_t i = 0; i < count && used > 0 && (size_t)used < size; i++)
        if (list[i].tag[0] != '\0')
            used += snprintf(name + used, size - (size_t)used, "-%s",
                             list[i].tag);
    sanitise(name);
    if (used > 0 && (size_t)used < size)
        snprintf(name + used, size - (size_t)used, ".%s%s",
                 format_extension(s->format), ending);
}

/* SAT or UNSAT and the number of boards, where known: for the open
 * board (no squares given, nothing random), every N but 2 and 3 has
 * solutions, and nqcnf_known_count has their number up to N = 27 (one
 * per symmetry class under symmetry breaking; without the column
 * at-least-one clauses the rows still force one queen per column). */
static void known_answer(const nqcnf_options *options, int plain,
                         const char **result, char *solutions, size_t size)
{
    *result = "";
    solutions[0] = '\0';
    if (!plain || options->queen_count > 0 || options->blocked_count > 0)
        return;
    *result = options->n == 2 || options->n == 3 ? "UNSAT" : "SAT";
    uint64_t value = 0;
    if (nqcnf_known_count(options->n, options->symmetry_breaking, &value) ==
        NQCNF_OK)
        snprintf(solutions, size, "%llu", (unsigned long long)value);
}

/* The options as one CSV field: quoted, quotes doubled. */
static void write_options_field(FILE *index, const instance_option *list,
                                size_t count)
{
    fputc('"', index);
    for (size_t i = 0; i < count; i++) {
        fprintf(index, "%s%s", i > 0 ? " " : "", list[i].name);
        if (list[i].value == NULL) continue;
        fputc(' ', index);
        for (const char *c = list[i].value; *c != '\0'; c++) {
            if (*c == '"') fputc('"', index);
            fputc(*c, index);
        }
    }
    fputc('"', index);
}

static int check_directory(const char *directory)
{
    struct stat info;
    if (directory[0] == '\0')
        return usage_error("the --family directory name is empty");
    if (stat(directory, &info) != 0) {
        report_error("cannot use the --family directory '%s': %s%s",
                     directory, strerror(errno),
                     errno == ENOENT ? " (create it first)" : "");
        return EXIT_FAILURE_RUNTIME;
    }
    if (!S_ISDIR(info.st_mode)) {
        report_error("the --family directory '%s' is not a directory",
                     directory);
        return EXIT_FAILURE_RUNTIME;
    }
    return 0;
}

/* What stays the same over the run. */
typedef struct family_run {
    const char *directory;
    const generate_settings *settings;
    generator_arguments *generator;
    instance_option options[MAX_TAGGED];
    size_t option_count;
    char ending[64], label[96];
    int width;
    FILE *index;
} family_run;

/* The instance of board n as the options say. */
static int member_options(family_run *run, uint32_t n, nqcnf_options *options)
{
    nqcnf_options_init(options, n);
    return generator_arguments_apply(run->generator, options);
}

static int write_member(family_run *run, uint32_t n)
{
    nqcnf_options options;
    int status = member_options(run, n, &options);
    if (status != 0) return status;
    char name[256], path[4096];
    member_name(n, run->width, &options, run->options, run->option_count,
                run->settings, run->ending, name, sizeof name);
    snprintf(path, sizeof path, "%s/%s", run->directory, name);
    output_request request;
    status = generate_instance(&options, run->generator, run->settings, path,
                               run->label, &request);
    if (status != 0) return status;
    nqcnf_counts counts;
    char hash[NQCNF_GBD_HASH_SIZE] = "";
    nqcnf_status result = nqcnf_counts_compute(&options, &counts);
    if (result == NQCNF_OK && run->settings->format == NQCNF_FORMAT_DIMACS)
        result = nqcnf_gbd_hash(&options, hash);
    struct stat info;
    if (result == NQCNF_OK && stat(path, &info) != 0) {
        report_error("cannot read the size of '%s': %s", path,
                     strerror(errno));
        return EXIT_FAILURE_RUNTIME;
    }
    if (result != NQCNF_OK) {
        report_error("%s: %s", path, nqcnf_strerror(result));
        return EXIT_FAILURE_RUNTIME;
    }
    const char *answer;
    char solutions[24];
    known_answer(&options, run->generator->instance == NULL, &answer,
                 solutions, sizeof solutions);
    fprintf(run->index, "%s,%u,%s,", name, n,
            nqcnf_encoding_name(options.encoding));
    write_options_field(run->index, run->options, run->option_count);
    fprintf(run->index, ",%llu,%llu,%llu,%llu,%s,%s,%s\n",
            (unsigned long long)counts.variables,
            (unsigned long long)counts.clauses,
            (unsigned long long)info.st_size,
            (unsigned long long)request.text_bytes, hash, answer, solutions);
    return 0;
}

/* index.csv, atomically, from the text gathered. */
static int write_index(const char *directory, const char *text, size_t size)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/index.csv", directory);
    output_file file;
    if (output_file_open(&file, path) != 0) return EXIT_FAILURE_RUNTIME;
    if (output_file_write(&file, text, size) != 0) {
        report_error("cannot write '%s': %s", path, strerror(errno));
        output_file_abort(&file);
        return EXIT_FAILURE_RUNTIME;
    }
    return output_file_commit(&file) == 0 ? EXIT_OK : EXIT_FAILURE_RUNTIME;
}

static int family_prepare(family_run *run, const family_request *family,
                          uint32_t *first, uint32_t *last, uint32_t *step)
{
    unsigned long long k = 1;
    if (family->range == NULL)
        return usage_error("--family needs --range A..B (e.g. --range 8..200)");
    int status = parse_board_range(family->range, first, last);
    if (status == 0 && family->step != NULL)
        status = parse_count_option("--step", family->step, NQCNF_MAX_N, &k);
    if (status == 0 && k == 0)
        status = usage_error("--step must be at least 1");
    if (status == 0)
        status = family_ending(family->ending, run->settings, run->ending,
                               sizeof run->ending);
    if (status == 0) status = check_directory(family->directory);
    if (status != 0) return status;
    *step = (uint32_t)k;
    char digits[16];
    run->width = snprintf(digits, sizeof digits, "%u", *last);
    if (run->width < 3) run->width = 3;
    snprintf(run->label, sizeof run->label, "--family run, N = %u..%u step %u",
             *first, *last, *step);
    run->option_count =
        instance_options(run->generator, run->settings, run->options);
    return 0;
}

int family_write(const family_request *family, generator_arguments *generator,
                 const generate_settings *settings)
{
    family_run run;
    memset(&run, 0, sizeof run);
    run.directory = family->directory;
    run.settings = settings;
    run.generator = generator;
    uint32_t first = 0, last = 0, step = 1;
    int status = family_prepare(&run, family, &first, &last, &step);
    if (status != 0) return status;
    char *text = NULL;
    size_t size = 0;
    run.index = open_memstream(&text, &size);
    if (run.index == NULL) {
        report_error("out of memory");
        return EXIT_FAILURE_RUNTIME;
    }
    fputs("name,n,encoding,options,variables,clauses,bytes,text_bytes,"
          "gbd_hash,result,solutions\n", run.index);
    for (uint32_t n = first; status == 0; n += step) {
        status = write_member(&run, n);
        if (last - n < step) break;
    }
    const int failed = ferror(run.index);
    if (fclose(run.index) != 0 || failed) {
        report_error("out of memory");
        status = EXIT_FAILURE_RUNTIME;
    }
    if (status == 0) status = write_index(family->directory, text, size);
    free(text);
    return status;
}
