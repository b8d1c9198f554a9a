/*
 * replay_main.c - a libFuzzer target as a plain program: every input of
 * the files and directories named on the command line, once each.
 *
 * Linked with a target instead of libFuzzer's own main, so that any
 * compiler builds it and the normal test suite replays each corpus
 * (fuzz/replay.cmake): an input that once crashed a target and was added
 * to its corpus stays a regression test without clang or a fuzzing run.
 * Inputs are passed as libFuzzer passes them, in a block of exactly their
 * size, so ASan and valgrind see a read past the end. A target fails by
 * crashing or aborting, as under libFuzzer; this program fails on its own
 * only when an argument cannot be read or names no input at all (an empty
 * corpus would make a test that cannot fail). Directories are read in
 * name order, so a failure replays the same way every time.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_target.h"

/* Reads a whole file into a block of exactly its size; -1 on failure. */
static int read_input(const char *path, uint8_t **data, size_t *size)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL) return -1;
    size_t capacity = 4096, used = 0;
    uint8_t *buffer = malloc(capacity);
    while (buffer != NULL) {
        used += fread(buffer + used, 1, capacity - used, file);
        if (used < capacity) break;
        uint8_t *grown = realloc(buffer, capacity * 2);
        if (grown == NULL) free(buffer);
        buffer = grown;
        capacity *= 2;
    }
    const int failed = buffer == NULL || ferror(file);
    fclose(file);
    if (failed) {
        free(buffer);
        return -1;
    }
    *data = malloc(used ? used : 1);
    if (*data != NULL) memcpy(*data, buffer, used);
    free(buffer);
    *size = used;
    return *data == NULL ? -1 : 0;
}

static int replay_file(const char *path)
{
    uint8_t *data = NULL;
    size_t size = 0;
    if (read_input(path, &data, &size) != 0) {
        fprintf(stderr, "cannot read '%s': %s\n", path, strerror(errno));
        return -1;
    }
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replays every regular file of a directory (not its subdirectories);
 * returns how many, or -1. */
static long replay_directory(const char *path)
{
    DIR *directory = opendir(path);
    if (directory == NULL) return -1;
    char **names = NULL;
    size_t count = 0, capacity = 0;
    long replayed = 0;
    for (struct dirent *entry; (entry = readdir(directory)) != NULL;) {
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 64;
            char **grown = realloc(names, capacity * sizeof *names);
            if (grown == NULL) {
                replayed = -1;
                break;
            }
            names = grown;
        }
        const size_t length = strlen(path) + strlen(entry->d_name) + 2;
        names[count] = malloc(length);
        if (names[count] == NULL) {
            replayed = -1;
            break;
        }
        snprintf(names[count++], length, "%s/%s", path, entry->d_name);
    }
    closedir(directory);
    if (count > 0) qsort(names, count, sizeof *names, by_name);
    for (size_t i = 0; i < count; i++) {
        struct stat info;
        if (replayed >= 0 && stat(names[i], &info) == 0 &&
            S_ISREG(info.st_mode))
            replayed = replay_file(names[i]) == 0 ? replayed + 1 : -1;
        free(names[i]);
    }
    free(names);
    return replayed;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s CORPUS-DIRECTORY-OR-FILE...\n", argv[0]);
        return 2;
    }
    /* The paths are taken before the target may look at argv. */
    char **paths = argv + 1;
    const int path_count = argc - 1;
    LLVMFuzzerInitialize(&argc, &argv);
    long total = 0;
    for (int i = 0; i < path_count; i++) {
        struct stat info;
        long replayed = -1;
        if (stat(paths[i], &info) == 0 && S_ISDIR(info.st_mode))
            replayed = replay_directory(paths[i]);
        else if (replay_file(paths[i]) == 0)
            replayed = 1;
        if (replayed <= 0) {
            fprintf(stderr, "%s: no input replayed from '%s'\n", argv[0],
                    paths[i]);
            return 1;
        }
        total += replayed;
    }
    /* stdout may be /dev/null by now (the CLI targets silence it). */
    fprintf(stderr, "%s: %ld inputs replayed, none failed\n", argv[0], total);
    return 0;
}
