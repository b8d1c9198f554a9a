/*
 * class_open.c - see class_open.h.
 *
 * The one place that decides how a row's file is opened and words a
 * refusal, so the text, JSON and table reports say the same. A file the
 * teacher named is read as given (a FIFO from <(...) included: that is
 * what was asked for); one found in the students' folder is opened
 * beneath it (beneath_open.c), and what is refused there is said in its
 * own words, which name the file and what it is but never what a link
 * points at: on an autograder the student reads the row.
 */
#define _POSIX_C_SOURCE 200809L /* S_ISSOCK */
#include "class_open.h"

#include "beneath_open.h"
#include "input_file.h"
#include "nqcnf_experimental.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

/* What a file that is not regular is, in words. */
static const char *kind_of(const struct stat *info)
{
    if (S_ISFIFO(info->st_mode)) return "a FIFO";
    if (S_ISCHR(info->st_mode)) return "a character device";
    if (S_ISBLK(info->st_mode)) return "a block device";
    if (S_ISSOCK(info->st_mode)) return "a socket";
    if (S_ISDIR(info->st_mode)) return "a folder";
    return "a socket or a device";
}

FILE *class_open(const class_entry *entry, int follow_links, char *message,
                 size_t size)
{
    char quoted[1024];
    nqcnf_quote(entry->path, strlen(entry->path), quoted, sizeof quoted);
    if (entry->beneath == NULL) {
        FILE *input = input_file_open(entry->path);
        if (input == NULL)
            snprintf(message, size, "cannot open '%s': %s", quoted,
                     strerror(errno));
        return input;
    }
    int fd;
    struct stat info;
    const beneath_result result =
        beneath_open(entry->beneath, entry->path + entry->name_at,
                     follow_links, &fd, &info);
    const int error = errno;
    static const char follow_hint[] =
        "(--follow-symlinks reads links that stay inside the folder)";
    switch (result) {
    case BENEATH_OPENED: {
        FILE *input = input_file_open_fd(fd);
        if (input == NULL)
            snprintf(message, size, "cannot open '%s': %s", quoted,
                     strerror(errno));
        return input;
    }
    case BENEATH_LINK:
        snprintf(message, size, "'%s' is a symbolic link, not followed: "
                 "not read %s", quoted, follow_hint);
        break;
    case BENEATH_LINK_ON_WAY:
        snprintf(message, size, "'%s' lies behind a symbolic link to a "
                 "folder, not followed: not read %s", quoted, follow_hint);
        break;
    case BENEATH_OUTSIDE:
        snprintf(message, size, "'%s' leads outside its folder (by '..' or "
                 "a symbolic link): not read; a roster row with an "
                 "absolute path is read as given", quoted);
        break;
    case BENEATH_NOT_REGULAR:
        snprintf(message, size, "'%s' is %s, not a regular file: not read",
                 quoted, kind_of(&info));
        break;
    case BENEATH_FAILED:
        snprintf(message, size, "cannot open '%s': %s", quoted,
                 strerror(error));
        break;
    }
    return NULL;
}
