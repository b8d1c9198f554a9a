/*
 * check_class.h - the files of a class to check, each with its N.
 *
 * A teacher names files, folders of submissions, or a roster (a CSV of
 * file and N); check walks the list in that order, folders in the order
 * of their file names, so a table of the class comes out the same every
 * time.
 */
#ifndef NQCNF_CLI_CHECK_CLASS_H
#define NQCNF_CLI_CHECK_CLASS_H

#include <stddef.h>
#include <stdint.h>

typedef struct class_entry {
    char *path;
    uint32_t n; /* 0: the file's header tells (nqcnf_text_written_for) */
} class_entry;

typedef struct class_list {
    class_entry *items;
    size_t count, capacity;
} class_list;

/* Adds a file ("-" for standard input), or every file of a folder (not
 * its hidden ones, nor its folders), at board `n`. 0, or an exit status
 * after the error. */
int class_add_operand(class_list *list, const char *operand, uint32_t n);

/* Adds the rows of a roster: lines "file,N", a file relative to the
 * roster's folder unless absolute; blank lines, lines from '#' and a
 * first line "file,n" are skipped. 0, or an exit status after the error,
 * which names the roster's line. */
int class_add_roster(class_list *list, const char *roster);

void class_list_free(class_list *list);

#endif
