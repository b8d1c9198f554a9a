/*
 * class_open.h - opening the file of a class's row, or saying why not.
 */
#ifndef NQCNF_CLI_CLASS_OPEN_H
#define NQCNF_CLI_CLASS_OPEN_H

#include "check_class.h"

#include <stddef.h>
#include <stdio.h>

/* The row's file as a stream that reads decompressed (input_file.h):
 * as given, or beneath its folder when it was found in one
 * (entry->beneath; links followed only when `follow_links`, and then
 * only within the folder). NULL after writing into `message` why it was
 * not read: a link, a FIFO, a device, a path out of the folder, or the
 * system's error. */
FILE *class_open(const class_entry *entry, int follow_links, char *message,
                 size_t size);

#endif
