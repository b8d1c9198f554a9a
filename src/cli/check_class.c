/*
 * check_class.c - see check_class.h.
 *
 * A folder is read one level deep: a class's submissions sit side by
 * side, and a folder inside them (a student's build directory, .git) is
 * not a submission. Its files are sorted by name with strcmp, not by the
 * locale, so the order is the same on every machine. A roster is a CSV
 * because that is what a spreadsheet exports, read as RFC 4180 says (a
 * field in double quotes may hold a comma, "" is a quote), so a file
 * name or a command with a comma survives the round trip; whatever is
 * wrong with a row is said with its line, its text quoted, before any
 * file is checked. A program's command runs in the roster's folder, as
 * its files are found there: the teacher writes 'python3 alice.py {n}'
 * beside alice.py, wherever check is run from.
 */
#define _POSIX_C_SOURCE 200809L

#include "check_class.h"

#include "board_size.h"
#include "input_file.h"
#include "messages.h"
#include "nqcnf_experimental.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <fcntl.h>
#include <sys/stat.h>

static int push(class_list *list, class_entry entry)
{
    if (list->count == list->capacity) {
        const size_t capacity = list->capacity ? 2 * list->capacity : 16;
        class_entry *grown = realloc(list->items, capacity * sizeof *grown);
        if (grown == NULL) {
            free(entry.path);
            free(entry.command);
            free(entry.folder);
            free(entry.beneath);
            report_error("out of memory listing the files to check");
            return EXIT_FAILURE_RUNTIME;
        }
        list->items = grown;
        list->capacity = capacity;
    }
    list->items[list->count++] = entry;
    return 0;
}

/* `name` in `folder` (NULL: as it is), in new memory, or NULL. */
static char *joined(const char *folder, const char *name)
{
    const size_t folder_length = folder != NULL ? strlen(folder) : 0;
    char *path = malloc(folder_length + 1 + strlen(name) + 1);
    if (path == NULL) return NULL;
    if (folder_length > 0)
        sprintf(path, "%s%s%s", folder,
                folder[folder_length - 1] == '/' ? "" : "/", name);
    else
        strcpy(path, name);
    return path;
}

/* `name` in `folder`; `found` there (in a folder, by a roster's
 * relative row) rather than named as it is: then it is opened beneath
 * `folder` (NULL: the current one). */
static int add(class_list *list, const char *folder, const char *name,
               uint32_t n, int found)
{
    class_entry entry = {joined(folder, name), n, NULL, NULL, 0, 0, NULL, 0};
    if (found) entry.beneath = strdup(folder != NULL ? folder : ".");
    if (entry.path == NULL || (found && entry.beneath == NULL)) {
        free(entry.path);
        free(entry.beneath);
        report_error("out of memory listing the files to check");
        return EXIT_FAILURE_RUNTIME;
    }
    entry.name_at = strlen(entry.path) - strlen(name);
    return push(list, entry);
}

int class_add_program(class_list *list, const char *command, uint32_t first,
                      uint32_t last)
{
    class_entry entry = {NULL, 0, strdup(command), NULL, first, last, NULL, 0};
    if (entry.command == NULL) {
        report_error("out of memory listing the programs to check");
        return EXIT_FAILURE_RUNTIME;
    }
    return push(list, entry);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The entries of `folder` but its folders, sorted; hidden ones left
 * out. A link, a FIFO or a device is listed without being followed or
 * opened, so that it gets a row saying why it was not read rather than
 * vanishing from the class. */
static int add_folder(class_list *list, const char *folder, uint32_t n)
{
    DIR *dir = opendir(folder);
    if (dir == NULL) {
        report_error("cannot read the folder '%s': %s", folder,
                     strerror(errno));
        return EXIT_FAILURE_RUNTIME;
    }
    char **names = NULL;
    size_t count = 0, capacity = 0;
    int status = 0;
    const struct dirent *entry;
    while (status == 0 && (entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        struct stat info;
        if (fstatat(dirfd(dir), entry->d_name, &info, AT_SYMLINK_NOFOLLOW) ==
                0 &&
            S_ISDIR(info.st_mode))
            continue;
        if (count == capacity) {
            capacity = capacity ? 2 * capacity : 32;
            char **grown = realloc(names, capacity * sizeof *grown);
            if (grown == NULL) {
                status = EXIT_FAILURE_RUNTIME;
                break;
            }
            names = grown;
        }
        names[count] = strdup(entry->d_name);
        if (names[count] == NULL) status = EXIT_FAILURE_RUNTIME;
        else count++;
    }
    closedir(dir);
    if (status != 0) report_error("out of memory reading '%s'", folder);
    if (status == 0 && count == 0) {
        report_error("the folder '%s' holds no file to check", folder);
        status = EXIT_FAILURE_RUNTIME;
    }
    if (status == 0) qsort(names, count, sizeof *names, by_name);
    for (size_t i = 0; i < count; i++) {
        if (status == 0) status = add(list, folder, names[i], n, 1);
        free(names[i]);
    }
    free(names);
    return status;
}

int class_add_operand(class_list *list, const char *operand, uint32_t n)
{
    struct stat info;
    if (strcmp(operand, "-") != 0 && stat(operand, &info) == 0 &&
        S_ISDIR(info.st_mode))
        return add_folder(list, operand, n);
    /* a file that cannot be opened is that file's verdict, not the
     * class's: it is reported in its turn */
    return add(list, NULL, operand, n, 0);
}

/* The most fields a roster's line is read into: file, N, command, and
 * one more to tell a line that has too many. */
#define ROSTER_FIELDS 4

/* Cuts a CSV line into its fields, in place: a field in double quotes
 * may hold commas, "" in it is one quote; a quote inside a field that
 * does not start with one is kept as it is (a hand-written roster's
 * python3 "my gen.py" {n}). Empty fields at the end are dropped (a
 * spreadsheet writes them for a column other rows fill). Returns the
 * count, or 0 for a quoted field that is not closed. */
static size_t split_fields(char *text, char *fields[ROSTER_FIELDS])
{
    size_t count = 0;
    char *at = text;
    for (;;) {
        char *field = at, *out = at;
        if (*at == '"') {
            for (at++;; at++) {
                if (*at == '\0') return 0;
                if (*at == '"' && at[1] == '"') at++;
                else if (*at == '"') break;
                *out++ = *at;
            }
            at++;
            /* what follows the closing quote up to the comma is kept,
             * as spreadsheets read it */
            while (*at != '\0' && *at != ',') *out++ = *at++;
        } else {
            while (*at != '\0' && *at != ',') at++;
            out = at;
        }
        const int more = *at == ',';
        *out = '\0';
        if (count < ROSTER_FIELDS) fields[count++] = field;
        if (!more) break;
        at++;
    }
    while (count > 1 && fields[count - 1][0] == '\0') count--;
    return count;
}

/* The text with blanks taken off both ends, in place. */
static char *trimmed(char *text)
{
    while (*text == ' ' || *text == '\t') text++;
    size_t length = strlen(text);
    while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        text[--length] = '\0';
    return text;
}

/* A program's row "name,N,COMMAND" (N one N or A..B) into the list. */
static int add_program_row(class_list *list, const char *roster, size_t line,
                           char *fields[ROSTER_FIELDS], const char *folder)
{
    char quoted[NQCNF_QUOTE_SIZE];
    const char *command = trimmed(fields[2]);
    const char *range = trimmed(fields[1]);
    const size_t digits = strspn(range, "0123456789");
    const int is_range =
        digits > 0 && (range[digits] == '\0' ||
                       (strncmp(range + digits, "..", 2) == 0 &&
                        range[digits + 2] != '\0' &&
                        strspn(range + digits + 2, "0123456789") ==
                            strlen(range + digits + 2)));
    if (fields[0][0] == '\0' || !is_range) {
        report_error("%s, line %zu: expected 'name,N,COMMAND' with N one N "
                     "or a range (e.g. alice.py,4..8,python3 alice.py {n}), "
                     "got '%s,%s,...'",
                     roster, line,
                     nqcnf_quote(fields[0], strlen(fields[0]), quoted,
                                 sizeof quoted),
                     range);
        return EXIT_USAGE;
    }
    if (strstr(command, "{n}") == NULL) {
        report_error("%s, line %zu: the command must say where N goes, as "
                     "{n} (e.g. python3 alice.py {n}), got '%s'",
                     roster, line,
                     nqcnf_quote(command, strlen(command), quoted,
                                 sizeof quoted));
        return EXIT_USAGE;
    }
    class_entry entry = {NULL, 0, NULL, NULL, 0, 0, NULL, 0};
    int status = parse_board_range(range, &entry.first_n, &entry.last_n);
    if (status != 0) return status;
    entry.path = joined(fields[0][0] == '/' ? NULL : folder, fields[0]);
    entry.command = strdup(command);
    entry.folder = folder != NULL ? strdup(folder) : NULL;
    if (entry.path == NULL || entry.command == NULL ||
        (folder != NULL && entry.folder == NULL)) {
        free(entry.path);
        free(entry.command);
        free(entry.folder);
        report_error("out of memory reading the roster");
        return EXIT_FAILURE_RUNTIME;
    }
    return push(list, entry);
}

/* One row of the roster, "file,N" or a program's, into the list. */
static int add_row(class_list *list, const char *roster, size_t line,
                   char *text, const char *folder)
{
    char shown[NQCNF_QUOTE_SIZE];
    nqcnf_quote(text, strlen(text), shown, sizeof shown);
    char *fields[ROSTER_FIELDS];
    const size_t count = split_fields(text, fields);
    if (count == 0) {
        report_error("%s, line %zu: a quoted field is not closed in '%s': "
                     "end it with a double quote (a quote inside one is "
                     "written twice, \"\")",
                     roster, line, shown);
        return EXIT_USAGE;
    }
    if (count > 3) {
        report_error("%s, line %zu: more than 3 fields, expected 'file,N' "
                     "or 'name,N,COMMAND', got '%s'; a field that holds a "
                     "comma goes in double quotes",
                     roster, line, shown);
        return EXIT_USAGE;
    }
    if (count == 3)
        return add_program_row(list, roster, line, fields, folder);
    const char *number = count == 2 ? trimmed(fields[1]) : "";
    const int digits = number[0] != '\0' &&
                       strspn(number, "0123456789") == strlen(number);
    if (count < 2 || fields[0][0] == '\0' || !digits) {
        report_error("%s, line %zu: expected 'file,N' (e.g. "
                     "alice.cnf,8), got '%s'",
                     roster, line, shown);
        return EXIT_USAGE;
    }
    uint32_t n;
    const int status = parse_board_size(number, &n);
    if (status != 0) return status;
    /* an absolute row is the teacher's own path, read as given */
    if (fields[0][0] == '/') return add(list, NULL, fields[0], n, 0);
    return add(list, folder, fields[0], n, 1);
}

/* Whether a first line names the columns: "file,n", then whatever a
 * third column is called. */
static int is_header(const char *text)
{
    return strncasecmp(text, "file,n", 6) == 0 &&
           (text[6] == '\0' || text[6] == ',');
}

int class_add_roster(class_list *list, const char *roster)
{
    FILE *input = input_file_open(roster);
    char *text = NULL;
    size_t size = 0;
    if (input == NULL || input_file_read_all(input, &text, &size) != 0) {
        report_error("cannot read the roster '%s': %s", roster,
                     strerror(errno));
        if (input != NULL) input_file_close(input);
        return EXIT_FAILURE_RUNTIME;
    }
    input_file_close(input);
    /* the folder the roster's file names are relative to; a roster that
     * is no regular file ('-', <(...)) or one of this process's own
     * descriptors (/dev/stdin, /dev/fd/N: a regular file when redirected
     * from one) has none of its own, and its names are the current
     * folder's */
    struct stat info;
    const int own = strcmp(roster, "-") == 0 ||
                    strcmp(roster, "/dev/stdin") == 0 ||
                    strncmp(roster, "/dev/fd/", 8) == 0 ||
                    strncmp(roster, "/proc/self/fd/", 14) == 0;
    const int regular =
        !own && stat(roster, &info) == 0 && S_ISREG(info.st_mode);
    const char *slash = regular ? strrchr(roster, '/') : NULL;
    char *folder = NULL;
    if (slash != NULL) {
        folder = strndup(roster, (size_t)(slash - roster) + 1);
        if (folder == NULL) {
            free(text);
            report_error("out of memory reading the roster");
            return EXIT_FAILURE_RUNTIME;
        }
    }
    int status = 0;
    size_t line = 0, rows = 0;
    /* Excel's "CSV UTF-8" starts with a byte-order mark */
    const size_t mark = size >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0
                            ? 3
                            : 0;
    for (char *at = text + mark; status == 0 && at < text + size;) {
        /* a line ends in LF, CRLF or a lone CR (old Mac spreadsheets) */
        char *end = at;
        while (end < text + size && *end != '\n' && *end != '\r') end++;
        const size_t length = (size_t)(end - at);
        if (end < text + size && *end == '\r' && end + 1 < text + size &&
            end[1] == '\n')
            end++;
        line++;
        if (memchr(at, '\0', length) != NULL) {
            report_error("%s, line %zu: a NUL byte: a roster is text, "
                         "lines 'file,N'", roster, line);
            status = EXIT_USAGE;
            break;
        }
        at[length] = '\0';
        const size_t blanks = strspn(at, " \t");
        const int header = line == 1 && is_header(at + blanks);
        if (at[blanks] != '\0' && at[blanks] != '#' && !header) {
            status = add_row(list, roster, line, at + blanks, folder);
            rows++;
        }
        at = end + 1;
    }
    if (status == 0 && rows == 0) {
        report_error("the roster '%s' lists no file: expected lines "
                     "'file,N'", roster);
        status = EXIT_USAGE;
    }
    free(folder);
    free(text);
    return status;
}

void class_list_free(class_list *list)
{
    for (size_t i = 0; i < list->count; i++) {
        free(list->items[i].path);
        free(list->items[i].command);
        free(list->items[i].folder);
        free(list->items[i].beneath);
    }
    free(list->items);
    list->items = NULL;
    list->count = list->capacity = 0;
}
