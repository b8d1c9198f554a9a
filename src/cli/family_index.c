/*
 * family_index.c - the index.csv of a --family folder.
 *
 * The index is what a script or a spreadsheet reads, so every field goes
 * through the one writer of table cells (table_cell.c: RFC 4180, and a
 * cell a spreadsheet would run as a formula neutralised): the options as
 * typed may hold commas, quotes and newlines (a file name given to
 * --blocks), and an unquoted one would make a row that is not there. A
 * later run may add its rows to an index (--append); it must know the
 * names already listed before it writes a single file, so the existing
 * index is read whole and parsed by the same rules (quoted fields may
 * span lines), and only its first field, the name, is kept. An index
 * whose first line is not this version's header is refused rather than
 * extended: its rows would sit under other columns. The new index is the
 * old text followed by the new rows, written to a temporary file and
 * renamed over the old one, so a failure leaves the old index whole.
 */
#define _POSIX_C_SOURCE 200809L

#include "family_index.h"

#include "messages.h"
#include "output_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

const char family_index_header[] =
    "name,n,format,encoding,options,squares,variables,constraints,bytes,"
    "text_bytes,gbd_hash,result,solutions\n";

/* The whole file, NUL-terminated. Returns 0 or -1 with errno. */
static int read_whole(const char *path, char **text, size_t *size)
{
    FILE *in = fopen(path, "rb");
    if (in == NULL) return -1;
    FILE *out = open_memstream(text, size);
    char block[65536];
    size_t got = 0;
    while (out != NULL && (got = fread(block, 1, sizeof block, in)) > 0)
        if (fwrite(block, 1, got, out) != got) break;
    const int failed = out == NULL || ferror(in) || ferror(out);
    const int saved = errno;
    fclose(in);
    if (out != NULL && fclose(out) != 0 && !failed) return -1;
    if (failed) {
        if (out != NULL) free(*text);
        *text = NULL;
        errno = saved != 0 ? saved : ENOMEM;
        return -1;
    }
    return 0;
}

/* Reads one field at *at (RFC 4180) into a new string, leaves *at on
 * the comma, line end or end that follows it. NULL: out of memory. */
static char *read_field(const char **at, const char *end)
{
    char *value = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&value, &size);
    if (out == NULL) return NULL;
    const char *c = *at;
    if (c < end && *c == '"') {
        for (c++; c < end; c++) {
            if (*c == '"' && (c + 1 == end || c[1] != '"')) { c++; break; }
            if (*c == '"') c++;
            fputc(*c, out);
        }
    }
    for (; c < end && *c != ',' && *c != '\n' && *c != '\r'; c++)
        fputc(*c, out);
    *at = c;
    if (fclose(out) != 0) {
        free(value);
        return NULL;
    }
    return value;
}

/* Moves *at past the end of the record it is in. */
static void skip_record(const char **at, const char *end)
{
    while (*at < end && **at != '\n') {
        if (**at == ',') (*at)++;
        char *field = read_field(at, end);
        free(field);
        if (*at < end && **at == '\r') (*at)++;
    }
    if (*at < end) (*at)++;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The first field of every record after the header, sorted. */
static int collect_names(family_index *index)
{
    const char *at = index->text + strlen(family_index_header);
    const char *end = index->text + index->size;
    size_t room = 0;
    while (at < end) {
        if (index->name_count == room) {
            room = room == 0 ? 64 : 2 * room;
            char **grown = realloc(index->names, room * sizeof *grown);
            if (grown == NULL) return -1;
            index->names = grown;
        }
        char *name = read_field(&at, end);
        if (name == NULL) return -1;
        index->names[index->name_count++] = name;
        skip_record(&at, end);
    }
    qsort(index->names, index->name_count, sizeof *index->names,
          compare_names);
    return 0;
}

int family_index_load(family_index *index, const char *path)
{
    memset(index, 0, sizeof *index);
    if (read_whole(path, &index->text, &index->size) != 0) {
        report_error("cannot read '%s': %s", path, strerror(errno));
        return EXIT_FAILURE_RUNTIME;
    }
    const size_t header = strlen(family_index_header);
    if (index->size < header ||
        memcmp(index->text, family_index_header, header) != 0) {
        family_index_free(index);
        return usage_error("'%s' has other columns than this version "
                           "writes (%.*s), so --append cannot add to it: "
                           "use --force to replace it, or another directory",
                           path, (int)(header - 1), family_index_header);
    }
    if (collect_names(index) != 0) {
        family_index_free(index);
        report_error("out of memory");
        return EXIT_FAILURE_RUNTIME;
    }
    return 0;
}

int family_index_lists(const family_index *index, const char *name)
{
    return index->name_count > 0 &&
           bsearch(&name, index->names, index->name_count,
                   sizeof *index->names, compare_names) != NULL;
}

void family_index_free(family_index *index)
{
    for (size_t i = 0; i < index->name_count; i++) free(index->names[i]);
    free(index->names);
    free(index->text);
    memset(index, 0, sizeof *index);
}

int family_index_commit(const char *path, const char *before,
                        size_t before_size, const char *rows,
                        size_t rows_size)
{
    output_file file;
    if (output_file_open(&file, path) != 0) return EXIT_FAILURE_RUNTIME;
    /* An index cut short by hand still gets its rows on lines of their
     * own. */
    const int newline = before_size > 0 && before[before_size - 1] != '\n';
    if (output_file_write(&file, before, before_size) != 0 ||
        (newline && output_file_write(&file, "\n", 1) != 0) ||
        output_file_write(&file, rows, rows_size) != 0) {
        report_error("cannot write '%s': %s", path, strerror(errno));
        output_file_abort(&file);
        return EXIT_FAILURE_RUNTIME;
    }
    return output_file_commit(&file) == 0 ? EXIT_OK : EXIT_FAILURE_RUNTIME;
}
