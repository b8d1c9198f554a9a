/*
 * family.c - one instance, or a family of them with an index.
 *
 * Benchmark builders want a family in one command: conventional names
 * that sort (queens-008-pairwise.cnf.xz: N zero-padded to the width of
 * the range's last N, at least three digits), and an index that a
 * spreadsheet or a script reads (family_index.c), with what a benchmark
 * table needs: the sizes, the GBD hash under which the Global Benchmark
 * Database knows the file, and the answer where it is known. Every file
 * is written through generate_output_write, so each appears whole or not
 * at all; the index is kept in memory and written last, atomically too,
 * so an index on disk always describes files that are all there.
 *
 * The index must tell the truth about each file, so its counts are what
 * the file's own header declares (nqcnf_format_size: constraints for
 * OPB, KNF and CNF+) and its encoding column says "cardinality" where
 * the format writes each line's constraint whole. Names must tell files
 * apart: the options that change the instance are named by short tags
 * (all of them, however many), and the squares the file fixes (queens,
 * blocked squares, from any option) by a short stable hash of their list,
 * which the index gives in full; the options that change only the bytes
 * (--comments, --provenance, --level) are in the index. A folder that
 * already holds an index is a former run's, so it is not touched unless
 * asked: --append adds rows and refuses a name already taken before any
 * file is written, --force replaces the index.
 */
#define _POSIX_C_SOURCE 200809L

#include "family.h"

#include "board_size.h"
#include "family_index.h"
#include "command_line.h"
#include "messages.h"
#include "output_file.h"
#include "provenance.h"
#include "shuffle_options.h"
#include "table_cell.h"

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


/* An option that changes the file: as typed (for the index) and as a tag
 * of the file name ("sb", "q2", "rb0.3"; "" for none: the index alone
 * names it). */
typedef struct instance_option {
    const char *name;  /* the option, "--queen" */
    const char *value; /* its value; NULL for a flag */
    char tag[48];
} instance_option;

/* Room for every option given: one per square typed, one per other. */
typedef struct option_list {
    instance_option *items;
    size_t count;
} option_list;

enum { OTHER_OPTIONS = 24 };

static void add_option(option_list *list, const char *name,
                       const char *value, const char *tag_prefix,
                       const char *tag_value)
{
    instance_option *o = &list->items[list->count++];
    o->name = name;
    o->value = value;
    /* A file's name is cut short in the tag; the squares' hash carries
     * what the file holds. */
    snprintf(o->tag, sizeof o->tag, "%s%.32s", tag_prefix,
             tag_value != NULL ? tag_value : "");
}

/* The flags and the squares typed one by one. */
static void square_options(const generator_arguments *g, option_list *list)
{
    char number[24];
    if (g->no_column_alo)
        add_option(list, "--no-column-alo", NULL, "nocolalo", NULL);
    if (g->symmetry_breaking)
        add_option(list, "--symmetry-breaking", NULL, "sb", NULL);
    snprintf(number, sizeof number, "%zu", g->queen_count);
    for (size_t i = 0; i < g->queen_count; i++)
        add_option(list, "--queen", g->queens[i], i == 0 ? "q" : "",
                   i == 0 ? number : NULL);
    snprintf(number, sizeof number, "%zu", g->block_count);
    for (size_t i = 0; i < g->block_count; i++)
        add_option(list, "--block", g->blocks[i], i == 0 ? "b" : "",
                   i == 0 ? number : NULL);
}

/* The options as typed, in the order of the generator's help; files are
 * tagged by their name without folders. */
static void instance_options(const generator_arguments *g,
                             const generate_settings *s, option_list *list)
{
    square_options(g, list);
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
                  {"--shuffle-parts", s->shuffle_parts, "parts"},
                  {"--level", s->level, NULL}};
    for (size_t i = 0; i < sizeof valued / sizeof valued[0]; i++) {
        if (valued[i].value == NULL) continue;
        if (valued[i].tag == NULL) {
            add_option(list, valued[i].name, valued[i].value, "", NULL);
            continue;
        }
        const char *slash = strrchr(valued[i].value, '/');
        const int file = valued[i].tag[strlen(valued[i].tag) - 1] == '-';
        add_option(list, valued[i].name, valued[i].value, valued[i].tag,
                   file && slash != NULL ? slash + 1 : valued[i].value);
    }
    if (s->flags & NQCNF_WRITE_COMMENTS)
        add_option(list, "--comments", NULL, "", NULL);
    if (s->provenance) add_option(list, "--provenance", NULL, "", NULL);
}

/* The options as one text, "--queen 1,2 --seed 7": the index's field. */
static char *options_text(const option_list *list)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL) return NULL;
    for (size_t i = 0; i < list->count; i++) {
        fprintf(out, "%s%s", i > 0 ? " " : "", list->items[i].name);
        if (list->items[i].value != NULL)
            fprintf(out, " %s", list->items[i].value);
    }
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* The squares the file fixes, 1-based as typed: "q1,1 q2,4 b3,3"; ""
 * for none. NULL: out of memory. */
static char *squares_text(const nqcnf_options *options)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (out == NULL) return NULL;
    const char *separator = "";
    for (size_t i = 0; i < options->queen_count; i++, separator = " ")
        fprintf(out, "%sq%u,%u", separator, options->queens[i].row + 1,
                options->queens[i].column + 1);
    for (size_t i = 0; i < options->blocked_count; i++, separator = " ")
        fprintf(out, "%sb%u,%u", separator, options->blocked[i].row + 1,
                options->blocked[i].column + 1);
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* 32 bits of FNV-1a (64-bit) of the text: the same on every machine and
 * in every version, short enough for a name. */
static unsigned long squares_hash(const char *text)
{
    uint64_t hash = 14695981039346656037ull;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        hash = (hash ^ *c) * 1099511628211ull;
    return (unsigned long)((hash ^ (hash >> 32)) & 0xffffffffu);
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

/* -o's ending goes into every name and the index: a dot, then letters,
 * digits and dots only, so no name can hold a separator, a comma or a
 * line break. */
static int ending_allowed(const char *ending, size_t limit)
{
    if (ending[0] != '.' || strlen(ending) >= limit) return 0;
    for (const char *c = ending; *c != '\0'; c++)
        if (strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                   "0123456789.", *c) == NULL)
            return 0;
    return 1;
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
    char text[NQCNF_QUOTE_SIZE];
    if (!ending_allowed(ending, size))
        return usage_error("with --family, -o gives the files' ending: a "
                           "dot, then letters, digits and dots only (e.g. "
                           "-o .cnf.xz or -o .xz for compressed files), not "
                           "'%s'; the directory is --family's",
                           nqcnf_quote(ending, strlen(ending), text,
                                       sizeof text));
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
    option_list options;
    char *options_text;
    char ending[64], label[96], index_path[4096];
    int width;
    uint32_t first, last, step;
    int appending;           /* --append, and there is an index */
    family_index existing;   /* that index */
    FILE *rows;
} family_run;

/* One member of the family: its instance, and what names it. */
typedef struct member {
    nqcnf_options options;
    char *squares;
    const char *encoding; /* what the file uses */
    uint64_t variables, constraints;
    char name[1024], path[4096];
} member;

enum { NAME_LIMIT = 255 }; /* the longest name common file systems take */

/* queens-008-pairwise[-tags][-sq<hash>].cnf[ending]. At most 13 options
 * have tags (the squares typed share two), each under 48 bytes, and the
 * ending is under 64: m->name holds any of them, and a name longer than
 * file systems take is refused rather than cut. */
static int member_name(const family_run *run, member *m)
{
    size_t used = (size_t)snprintf(m->name, sizeof m->name, "queens-%0*u-%s",
                                   run->width, m->options.n, m->encoding);
    for (size_t i = 0; i < run->options.count; i++)
        if (run->options.items[i].tag[0] != '\0')
            used += (size_t)snprintf(m->name + used, sizeof m->name - used,
                                     "-%s", run->options.items[i].tag);
    if (m->squares[0] != '\0')
        used += (size_t)snprintf(m->name + used, sizeof m->name - used,
                                 "-sq%08lx", squares_hash(m->squares));
    sanitise(m->name);
    used += (size_t)snprintf(m->name + used, sizeof m->name - used, ".%s%s",
                             format_extension(run->settings->format),
                             run->ending);
    if (used > NAME_LIMIT)
        return usage_error("the file name for N = %u would be %zu bytes, "
                           "more than %d: shorten the file names given to "
                           "--excluded-diagonals or --blocks",
                           m->options.n, used, NAME_LIMIT);
    if ((size_t)snprintf(m->path, sizeof m->path, "%s/%s", run->directory,
                         m->name) >= sizeof m->path)
        return usage_error("the --family directory's path is too long");
    return 0;
}

/* The instance of board n as the options say, its sizes and its name.
 * On success the caller frees m->squares. */
static int member_plan(family_run *run, uint32_t n, member *m)
{
    memset(m, 0, sizeof *m);
    nqcnf_options_init(&m->options, n);
    int status = generator_arguments_apply(run->generator, &m->options);
    if (status != 0) return status;
    int encoded = 1;
    const nqcnf_status sized =
        nqcnf_format_size(&m->options, run->settings->format, &m->variables,
                          &m->constraints, &encoded);
    if (sized != NQCNF_OK) {
        report_error("N = %u: %s", n, nqcnf_strerror(sized));
        return EXIT_FAILURE_RUNTIME;
    }
    m->encoding =
        encoded ? nqcnf_encoding_name(m->options.encoding) : "cardinality";
    m->squares = squares_text(&m->options);
    if (m->squares == NULL) {
        report_error("out of memory");
        return EXIT_FAILURE_RUNTIME;
    }
    status = member_name(run, m);
    if (status != 0) free(m->squares);
    return status;
}

/* The row of a member written: name,n,format,encoding,options,squares,
 * variables,constraints,bytes,text_bytes,gbd_hash,result,solutions */
static void index_row(family_run *run, const member *m, uint64_t bytes,
                      uint64_t text_bytes, const char *hash)
{
    const char *answer;
    char solutions[24];
    known_answer(&m->options, run->generator->instance == NULL, &answer,
                 solutions, sizeof solutions);
    FILE *out = run->rows;
    table_cell(out, TABLE_CSV, m->name);
    fprintf(out, ",%u,", m->options.n);
    table_cell(out, TABLE_CSV, nqcnf_format_name(run->settings->format));
    fputc(',', out);
    table_cell(out, TABLE_CSV, m->encoding);
    fputc(',', out);
    table_cell(out, TABLE_CSV, run->options_text);
    fputc(',', out);
    table_cell(out, TABLE_CSV, m->squares);
    fprintf(out, ",%llu,%llu,%llu,%llu,%s,%s,%s\n",
            (unsigned long long)m->variables,
            (unsigned long long)m->constraints, (unsigned long long)bytes,
            (unsigned long long)text_bytes, hash, answer, solutions);
}

static int write_member(family_run *run, uint32_t n)
{
    member m;
    int status = member_plan(run, n, &m);
    if (status != 0) return status;
    output_request request;
    status = generate_instance(&m.options, run->generator, run->settings,
                               m.path, run->label, &request);
    char hash[NQCNF_GBD_HASH_SIZE] = "";
    nqcnf_status result = NQCNF_OK;
    if (status == 0 && run->settings->format == NQCNF_FORMAT_DIMACS)
        result = nqcnf_gbd_hash(&m.options, hash);
    struct stat info;
    if (status == 0 && result == NQCNF_OK && stat(m.path, &info) != 0) {
        report_error("cannot read the size of '%s': %s", m.path,
                     strerror(errno));
        status = EXIT_FAILURE_RUNTIME;
    } else if (status == 0 && result != NQCNF_OK) {
        report_error("%s: %s", m.path, nqcnf_strerror(result));
        status = EXIT_FAILURE_RUNTIME;
    }
    if (status == 0)
        index_row(run, &m, (uint64_t)info.st_size, request.text_bytes, hash);
    free(m.squares);
    return status;
}

/* With --append, before any file is written: no name of this run may be
 * listed in the index or be a file already. */
static int check_clashes(family_run *run)
{
    int status = 0;
    char text[512];
    for (uint32_t n = run->first; status == 0; n += run->step) {
        member m;
        status = member_plan(run, n, &m);
        if (status != 0) break;
        struct stat info;
        if (family_index_lists(&run->existing, m.name))
            status = usage_error(
                "'%s' is already in '%s': --append adds only new files; "
                "change the options, or replace the index with --force",
                nqcnf_quote(m.name, strlen(m.name), text, sizeof text),
                run->index_path);
        else if (lstat(m.path, &info) == 0)
            status = usage_error(
                "'%s' already exists in the --family directory (but not in "
                "its index): remove it, or replace it with --force",
                nqcnf_quote(m.name, strlen(m.name), text, sizeof text));
        free(m.squares);
        if (run->last - n < run->step) break;
    }
    return status;
}

/* An index already there is a former run's: kept unless asked. */
static int existing_index(family_run *run, const family_request *family)
{
    if (family->append && family->force)
        return usage_error("--append adds to the index and --force "
                           "replaces it: give one of them");
    if ((size_t)snprintf(run->index_path, sizeof run->index_path,
                         "%s/index.csv", run->directory) >=
        sizeof run->index_path)
        return usage_error("the --family directory's path is too long");
    struct stat info;
    if (lstat(run->index_path, &info) != 0) {
        if (errno == ENOENT) return 0;
        report_error("cannot use '%s': %s", run->index_path,
                     strerror(errno));
        return EXIT_FAILURE_RUNTIME;
    }
    if (family->force) return 0;
    char text[512];
    if (!family->append)
        return usage_error("the --family directory '%s' already holds an "
                           "index.csv: add --append to add this run's "
                           "files to it, or --force to replace it",
                           nqcnf_quote(run->directory,
                                       strlen(run->directory), text,
                                       sizeof text));
    run->appending = 1;
    return family_index_load(&run->existing, run->index_path);
}

/* The range, the ending, the directory and the options, checked before
 * anything is written. */
static int family_prepare(family_run *run, const family_request *family)
{
    unsigned long long k = 1;
    if (family->range == NULL)
        return usage_error("--family needs --range A..B (e.g. --range 8..200)");
    int status = parse_board_range(family->range, &run->first, &run->last);
    if (status == 0 && family->step != NULL)
        status = parse_count_option("--step", family->step, NQCNF_MAX_N, &k);
    if (status == 0 && k == 0)
        status = usage_error("--step must be at least 1");
    if (status == 0)
        status = family_ending(family->ending, run->settings, run->ending,
                               sizeof run->ending);
    if (status == 0) status = check_directory(family->directory);
    if (status == 0) status = existing_index(run, family);
    if (status != 0) return status;
    run->step = (uint32_t)k;
    char digits[16];
    run->width = snprintf(digits, sizeof digits, "%u", run->last);
    if (run->width < 3) run->width = 3;
    snprintf(run->label, sizeof run->label, "--family run, N = %u..%u step %u",
             run->first, run->last, run->step);
    return 0;
}

/* The options of the run, listed once. */
static int list_options(family_run *run)
{
    const generator_arguments *g = run->generator;
    run->options.items = calloc(g->queen_count + g->block_count +
                                    OTHER_OPTIONS,
                                sizeof *run->options.items);
    if (run->options.items != NULL) {
        instance_options(g, run->settings, &run->options);
        run->options_text = options_text(&run->options);
    }
    if (run->options_text != NULL) return 0;
    report_error("out of memory");
    return EXIT_FAILURE_RUNTIME;
}

/* Every member, its row gathered in memory. */
static int write_members(family_run *run, char **rows, size_t *size)
{
    run->rows = open_memstream(rows, size);
    if (run->rows == NULL) {
        report_error("out of memory");
        return EXIT_FAILURE_RUNTIME;
    }
    int status = 0;
    for (uint32_t n = run->first; status == 0; n += run->step) {
        status = write_member(run, n);
        if (run->last - n < run->step) break;
    }
    const int failed = ferror(run->rows);
    if ((fclose(run->rows) != 0 || failed) && status == 0) {
        report_error("out of memory");
        status = EXIT_FAILURE_RUNTIME;
    }
    return status;
}

int family_write(const family_request *family, generator_arguments *generator,
                 const generate_settings *settings)
{
    family_run run;
    memset(&run, 0, sizeof run);
    run.directory = family->directory;
    run.settings = settings;
    run.generator = generator;
    int status = list_options(&run);
    if (status == 0) status = family_prepare(&run, family);
    if (status == 0 && run.appending) status = check_clashes(&run);
    char *rows = NULL;
    size_t size = 0;
    if (status == 0) status = write_members(&run, &rows, &size);
    if (status == 0)
        status = run.appending
                     ? family_index_commit(run.index_path, run.existing.text,
                                           run.existing.size, rows, size)
                     : family_index_commit(run.index_path,
                                           family_index_header,
                                           strlen(family_index_header), rows,
                                           size);
    free(rows);
    family_index_free(&run.existing);
    free(run.options_text);
    free(run.options.items);
    return status;
}
