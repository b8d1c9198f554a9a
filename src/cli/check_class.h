/*
 * check_class.h - the rows of a class to check: files, each with its N,
 * and students' programs, each with its range.
 *
 * A teacher names files, folders of submissions, a roster (a CSV of file
 * and N, and for a student who hands in a program, the command that runs
 * it) or programs (--generator, as often as there are programs); check
 * walks the list in that order, folders in the order of their file
 * names, so a table of the class comes out the same every time.
 *
 * A file named on the command line is the teacher's and is read as
 * given; one found in a folder or by a roster's relative row is the
 * students', and remembers that folder, beneath which it is opened
 * (class_open.h).
 */
#ifndef NQCNF_CLI_CHECK_CLASS_H
#define NQCNF_CLI_CHECK_CLASS_H

#include <stddef.h>
#include <stdint.h>

typedef struct class_entry {
    char *path;     /* the file; for a program, the roster's name of it,
                       or NULL (then the command names the row) */
    uint32_t n;     /* a file's N; 0: the file tells
                       (nqcnf_text_written_for) */
    char *command;  /* a program: its command, N as {n}; NULL: a file */
    char *folder;   /* where the command runs (the roster's folder, with
                       its '/'), or NULL: the current one */
    uint32_t first_n, last_n; /* a program's range */
    char *beneath;  /* a file found in a folder or a roster's relative
                       row: that folder ("." for the current one), and
                       the file is opened beneath it, path + name_at
                       being its name there; NULL: a file named on the
                       command line or an absolute row, read as given */
    size_t name_at;
} class_entry;

typedef struct class_list {
    class_entry *items;
    size_t count, capacity;
} class_list;

/* Adds a file ("-" for standard input), or every entry of a folder but
 * its hidden ones and its folders (links, FIFOs and other special files
 * too: each gets a row that says it was not read), at board `n`. 0, or an exit status
 * after the error. */
int class_add_operand(class_list *list, const char *operand, uint32_t n);

/* Adds a program run for each N of first..last (--generator). 0, or an
 * exit status after the error. */
int class_add_program(class_list *list, const char *command, uint32_t first,
                      uint32_t last);

/* Adds the rows of a roster, a CSV (RFC 4180: a field in double quotes
 * may hold commas, "" is a quote): "file,N", or "name,N,COMMAND" for a
 * program run in the roster's folder for each N of N (one N or A..B). A
 * file is relative to the roster's folder unless absolute (the current
 * folder when the roster is no regular file: '-', <(...)); a byte-order
 * mark, CRLF and CR line ends are taken as a spreadsheet writes them;
 * blank lines, lines from '#', a first line "file,n[,...]" and an empty
 * third field are skipped. 0, or an exit status after the error, which names the
 * roster's line. */
int class_add_roster(class_list *list, const char *roster);

void class_list_free(class_list *list);

#endif
