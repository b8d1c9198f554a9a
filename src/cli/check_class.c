/*
 * check_class.c - see check_class.h.
 *
 * A folder is read one level deep: a class's submissions sit side by
 * side, and a folder inside them (a student's build directory, .git) is
 * not a submission. Its files are sorted by name with strcmp, not by the
 * locale, so the order is the same on every machine. A roster is a CSV
 * because that is what a spreadsheet exports; its rows are only
 * "file,N", and whatever is wrong with a row is said with its line, its
 * text quoted, before any file is checked.
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
#include <sys/stat.h>

static int add(class_list *list, const char *folder, const char *name,
               uint32_t n)
{
    if (list->count == list->capacity) {
        const size_t capacity = list->capacity ? 2 * list->capacity : 16;
        class_entry *grown = realloc(list->items, capacity * sizeof *grown);
        if (grown == NULL) goto no_memory;
        list->items = grown;
        list->capacity = capacity;
    }
    const size_t folder_length = folder != NULL ? strlen(folder) : 0;
    char *path = malloc(folder_length + 1 + strlen(name) + 1);
    if (path == NULL) goto no_memory;
    if (folder_length > 0)
        sprintf(path, "%s%s%s", folder,
                folder[folder_length - 1] == '/' ? "" : "/", name);
    else
        strcpy(path, name);
    list->items[list->count++] = (class_entry){path, n};
    return 0;
no_memory:
    report_error("out of memory listing the files to check");
    return EXIT_FAILURE_RUNTIME;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files of `folder`, sorted; hidden ones left out. */
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
        char *path = malloc(strlen(folder) + strlen(entry->d_name) + 2);
        struct stat info;
        if (path != NULL)
            sprintf(path, "%s/%s", folder, entry->d_name);
        const int regular = path != NULL && stat(path, &info) == 0 &&
                            S_ISREG(info.st_mode);
        free(path);
        if (!regular) continue;
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
        if (status == 0) status = add(list, folder, names[i], n);
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
    return add(list, NULL, operand, n);
}

/* One row of the roster, "file,N", into the list. */
static int add_row(class_list *list, const char *roster, size_t line,
                   char *text, const char *folder)
{
    char quoted[256];
    char *comma = strrchr(text, ',');
    const char *number = comma != NULL ? comma + 1 : "";
    while (*number == ' ') number++;
    const int digits = number[0] != '\0' &&
                       strspn(number, "0123456789") == strlen(number);
    if (comma == NULL || comma == text || !digits) {
        report_error("%s, line %zu: expected 'file,N' (e.g. "
                     "alice.cnf,8), got '%s'",
                     roster, line,
                     nqcnf_quote(text, strlen(text), quoted, sizeof quoted));
        return EXIT_USAGE;
    }
    *comma = '\0';
    uint32_t n;
    const int status = parse_board_size(number, &n);
    if (status != 0) return status;
    return add(list, text[0] == '/' ? NULL : folder, text, n);
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
    /* the folder the roster's file names are relative to */
    const char *slash = strrchr(roster, '/');
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
    for (char *at = text; status == 0 && at < text + size;) {
        char *end = memchr(at, '\n', (size_t)(text + size - at));
        if (end == NULL) end = text + size;
        size_t length = (size_t)(end - at);
        if (length > 0 && at[length - 1] == '\r') length--;
        line++;
        if (memchr(at, '\0', length) != NULL) {
            report_error("%s, line %zu: a NUL byte: a roster is text, "
                         "lines 'file,N'", roster, line);
            status = EXIT_USAGE;
            break;
        }
        at[length] = '\0';
        const size_t blanks = strspn(at, " \t");
        const int header = line == 1 && strcmp(at + blanks, "file,n") == 0;
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
    for (size_t i = 0; i < list->count; i++) free(list->items[i].path);
    free(list->items);
    list->items = NULL;
    list->count = list->capacity = 0;
}
